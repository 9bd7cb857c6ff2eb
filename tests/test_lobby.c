/* test_lobby.c — the lobby's figures (src/app/lobby.c) against the tournament's own: a field of
 * 1,000 is played on and, at several moments (everyone in, after the first busts, in the money),
 * the standings sorted by each column and filtered by pieces of names must be exactly the order
 * worked out here from the tourney API (tourney_player_chips, tourney_result, tourney_player_table),
 * every table's players and chips must be its own, and the payout ladder the structure's. No SDL. */
#include <stdlib.h>
#include <string.h>

#include "app/lobby.h"
#include "testlib.h"

static bot_registry_t *reg;
static structure_t mtt_st;
static structure_mtt_t mtt_m;

/* One entrant as the tournament says it, for the expected orders. */
typedef struct want {
    int entrant;
    const char *name;
    int out, place;
    int64_t chips;
    int table, seat, moving_to;
    int rank;
} want_t;

static int lower(int c) { return c >= 'A' && c <= 'Z' ? c + 32 : c; }

static int ci_cmp(const char *a, const char *b)
{
    while (*a && lower((unsigned char)*a) == lower((unsigned char)*b))
        a++, b++;
    return lower((unsigned char)*a) - lower((unsigned char)*b);
}

static int ci_contains(const char *hay, const char *needle)
{
    size_t n = strlen(needle);
    for (; *hay; hay++) {
        size_t i = 0;
        while (i < n && lower((unsigned char)hay[i]) == lower((unsigned char)needle[i]))
            i++;
        if (i == n)
            return 1;
    }
    return n == 0;
}

/* a before b in the order of `key`, as the lobby's columns are documented (lobby.h) */
static int before(const want_t *a, const want_t *b, lobby_sort_t key)
{
    long long ka[3], kb[3];
    switch (key) {
    case LOBBY_SORT_RANK:
        ka[0] = a->rank, kb[0] = b->rank, ka[1] = kb[1] = 0;
        break;
    case LOBBY_SORT_CHIPS:
        ka[0] = -a->chips, kb[0] = -b->chips, ka[1] = a->rank, kb[1] = b->rank;
        break;
    case LOBBY_SORT_NAME: {
        int c = ci_cmp(a->name, b->name);
        if (c)
            return c < 0;
        ka[0] = kb[0] = ka[1] = kb[1] = 0;
        break;
    }
    case LOBBY_SORT_TABLE:
        ka[0] = a->out ? 1000000 : a->table ? a->table : a->moving_to;
        kb[0] = b->out ? 1000000 : b->table ? b->table : b->moving_to;
        ka[1] = a->out ? a->place : a->table ? a->seat : 100;
        kb[1] = b->out ? b->place : b->table ? b->seat : 100;
        break;
    default:
        return 0;
    }
    ka[2] = a->entrant, kb[2] = b->entrant;
    for (int i = 0; i < 3; i++)
        if (ka[i] != kb[i])
            return ka[i] < kb[i];
    return 0;
}

/* The expected rows: insertion into a sorted list (a different way from the lobby's qsort). */
static int expected(const want_t *w, int n, lobby_sort_t key, int reverse, const char *filter, int *out)
{
    int k = 0;
    for (int i = 0; i < n; i++) {
        if (filter && !ci_contains(w[i].name, filter))
            continue;
        int j = k;
        while (j > 0 && (reverse ? before(&w[out[j - 1]], &w[i], key) : before(&w[i], &w[out[j - 1]], key))) {
            out[j] = out[j - 1];
            j--;
        }
        out[j] = i;
        k++;
    }
    return k;
}

static void check_moment(tourney_t *t, int person, const char *when)
{
    int n = tourney_players(t);
    want_t *w = calloc((size_t)n, sizeof *w);
    int *exp = calloc((size_t)n, sizeof *exp);
    CHECK(w && exp);
    if (!w || !exp) {
        free(w), free(exp);
        return;
    }
    int64_t chips_sum = 0;
    int left = 0;
    for (int p = 0; p < n; p++) {
        tourney_result_t r;
        tourney_result(t, p, &r);
        w[p].entrant = p;
        w[p].name = tourney_player_name(t, p);
        w[p].chips = tourney_player_chips(t, p, &w[p].moving_to);
        w[p].table = tourney_player_table(t, p, &w[p].seat);
        w[p].out = r.place > 0;
        w[p].place = r.place;
        if (!w[p].out) {
            left++;
            chips_sum += w[p].chips;
        }
    }
    CHECK_EQ_INT(left, tourney_players_left(t));
    CHECK_MSG(chips_sum == tourney_chips_in_play(t), "%s: the players' chips %lld, in play %lld", when,
              (long long)chips_sum, (long long)tourney_chips_in_play(t));
    for (int p = 0; p < n; p++) {
        if (w[p].out) {
            w[p].rank = w[p].place;
            continue;
        }
        int above = 0;
        for (int q = 0; q < n; q++)
            above += !w[q].out && w[q].chips > w[p].chips;
        w[p].rank = above + 1;
    }
    lobby_t L;
    memset(&L, 0, sizeof L);
    CHECK(lobby_collect(&L, t, &mtt_m, person) == 0);
    CHECK_EQ_INT(L.n_players, n);
    CHECK_EQ_INT(L.left, left);
    for (int p = 0; p < n && p < L.n_players; p++) {
        const lobby_player_t *P = &L.players[p];
        CHECK_MSG(P->out == w[p].out && P->chips == (w[p].out ? 0 : w[p].chips) && P->rank == w[p].rank &&
                      P->table == w[p].table,
                  "%s: entrant %d (%s): lobby out %d chips %lld rank %d table %d, tournament out %d chips %lld rank %d "
                  "table %d",
                  when, p, w[p].name, P->out, (long long)P->chips, P->rank, P->table, w[p].out,
                  (long long)w[p].chips, w[p].rank, w[p].table);
    }
    /* every column, both ways, with and without a piece of a name */
    static const char *const filters[] = {NULL, "ana", "A 1", "zzz", "o 6"};
    static const char *const key_name[LOBBY_SORT_COUNT] = {"rank", "name", "chips", "table"};
    for (int key = 0; key < LOBBY_SORT_COUNT; key++)
        for (int rev = 0; rev < 2; rev++)
            for (size_t f = 0; f < sizeof filters / sizeof filters[0]; f++) {
                lobby_sort(&L, (lobby_sort_t)key, rev, filters[f]);
                int k = expected(w, n, (lobby_sort_t)key, rev, filters[f], exp);
                int same = L.n_rows == k;
                int at = -1;
                for (int i = 0; same && i < k; i++)
                    if (L.rows[i] != exp[i])
                        same = 0, at = i;
                CHECK_MSG(same, "%s: by %s%s, filter \"%s\": %d rows, want %d; first difference at row %d (%s, want %s)",
                          when, key_name[key], rev ? " reversed" : "", filters[f] ? filters[f] : "", L.n_rows, k, at,
                          at >= 0 ? w[L.rows[at]].name : "-", at >= 0 ? w[exp[at]].name : "-");
                if (!filters[f] || ci_contains(w[person].name, filters[f]))
                    CHECK_MSG(lobby_person_row(&L) >= 0 && L.rows[lobby_person_row(&L)] == person,
                              "%s: the person's row is missing", when);
                else
                    CHECK(lobby_person_row(&L) == -1);
            }
    /* filtering is case blind, and "zzz" finds nobody */
    lobby_sort(&L, LOBBY_SORT_NAME, 0, "zzz");
    CHECK_EQ_INT(L.n_rows, 0);
    /* the tables: players as balancing counts them, chips and largest stack from their seats */
    CHECK_EQ_INT(L.n_tables, tourney_tables(t));
    for (int tb = 1; tb <= L.n_tables; tb++) {
        const lobby_table_t *T = &L.tables[tb - 1];
        int64_t sum = 0, largest = 0;
        int seated = 0;
        for (int p = 0; p < n; p++)
            if (!w[p].out && w[p].table == tb) {
                sum += w[p].chips, seated++;
                if (w[p].chips > largest)
                    largest = w[p].chips;
            }
        CHECK_EQ_INT(T->players, tourney_table_count(t, tb));
        if (tourney_table_engine(t, tb))
            CHECK_MSG(T->chips == sum && T->largest == largest,
                      "%s: table %d: lobby chips %lld largest %lld, its %d players' %lld and %lld", when, tb,
                      (long long)T->chips, (long long)T->largest, seated, (long long)sum, (long long)largest);
        CHECK_EQ_INT(T->mine, !w[person].out && w[person].table == tb);
    }
    /* the ladder: places 1..paid in runs, never rising, within the pool */
    int paid = tourney_places_paid(t), next = 1;
    int64_t total = 0, prev = INT64_MAX;
    for (int b = 0; b < L.n_bands; b++) {
        CHECK_EQ_INT(L.bands[b].from, next);
        CHECK(L.bands[b].to >= L.bands[b].from);
        CHECK(L.bands[b].prize < prev);
        prev = L.bands[b].prize;
        total += L.bands[b].prize * (L.bands[b].to - L.bands[b].from + 1);
        next = L.bands[b].to + 1;
    }
    CHECK_EQ_INT(next - 1, paid);
    CHECK(total <= tourney_prize_pool(t) && total > tourney_prize_pool(t) - 100 * paid);
    CHECK_EQ_INT(L.to_money, left > paid ? left - paid : 0);
    lobby_free(&L);
    free(w);
    free(exp);
}

static void test_standings(void)
{
    tourney_config_t cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.seed = 25;
    cfg.n_players = 1000;
    cfg.table_size = 9;
    cfg.structure = &mtt_st;
    cfg.mtt = &mtt_m;
    cfg.registry = reg;
    cfg.n_mix = 2;
    char err[512];
    CHECK(bot_spec_parse(reg, "random", &cfg.mix[0], err, sizeof err) == 0);
    CHECK(bot_spec_parse(reg, "caller", &cfg.mix[1], err, sizeof err) == 0);
    tourney_t *t = tourney_create(&cfg, err, sizeof err);
    CHECK_MSG(t != NULL, "%.400s", err);
    if (!t)
        return;
    const int person = 417;
    check_moment(t, person, "at the draw");
    int checked_busts = 0, checked_money = 0, steps = 0, r = 1;
    while (r == 1 && !(checked_busts && checked_money)) {
        r = tourney_step(t);
        steps++;
        int left = tourney_players_left(t);
        if (!checked_busts && left <= 900) {
            check_moment(t, person, "after a hundred busts");
            checked_busts = 1;
        }
        if (!checked_money && left <= tourney_places_paid(t)) {
            check_moment(t, person, "in the money");
            checked_money = 1;
        }
    }
    CHECK_MSG(checked_busts && checked_money, "the tournament ended (%d) after %d steps before both moments", r, steps);
    tourney_destroy(t);
}

int main(int argc, char **argv)
{
    tl_init(argc, argv, 1);
    reg = bot_registry_create();
    char err[1024];
    if (structure_load_file(FELT_SOURCE_DIR "/levels/mtt.json", &mtt_st, err, sizeof err) != 0 ||
        structure_load_mtt_file(FELT_SOURCE_DIR "/levels/mtt.json", &mtt_m, err, sizeof err) != 0) {
        fprintf(stderr, "%s\n", err);
        return 1;
    }
    if (tl_group("lobby_standings_sorted_and_filtered_follow_the_tournaments_own_standings"))
        test_standings();
    tl_group_end();
    bot_registry_destroy(reg);
    return tl_finish();
}
