/* lobby.c — the lobby's figures, read from the tournament (lobby.h). */
#include "app/lobby.h"

#include <stdlib.h>
#include <string.h>

void lobby_free(lobby_t *L)
{
    free(L->tables);
    free(L->players);
    free(L->rows);
    free(L->bands);
    memset(L, 0, sizeof *L);
    L->person = -1;
}

/* ---- sorting -------------------------------------------------------------------------------- */

static int fold(int c) { return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c; }

static int name_cmp(const char *a, const char *b)
{
    for (;; a++, b++) {
        int x = fold((unsigned char)*a), y = fold((unsigned char)*b);
        if (x != y || !x)
            return x - y;
    }
}

int lobby_name_matches(const char *name, const char *filter)
{
    if (!filter || !filter[0])
        return 1;
    if (!name)
        return 0;
    size_t n = strlen(filter);
    for (const char *p = name; *p; p++) {
        size_t i = 0;
        while (i < n && p[i] && fold((unsigned char)p[i]) == fold((unsigned char)filter[i]))
            i++;
        if (i == n)
            return 1;
    }
    return 0;
}

/* qsort has no context argument: the players and the key of the sort under way (one thread). */
static const lobby_player_t *sort_pl;
static lobby_sort_t sort_key;
static int sort_rev;

static int cmp_i64_desc(int64_t a, int64_t b) { return a > b ? -1 : a < b ? 1 : 0; }

static int row_cmp(const void *pa, const void *pb)
{
    const lobby_player_t *a = &sort_pl[*(const int *)pa], *b = &sort_pl[*(const int *)pb];
    int c = 0;
    switch (sort_key) {
    case LOBBY_SORT_RANK:
        c = a->rank - b->rank;
        break;
    case LOBBY_SORT_NAME:
        c = name_cmp(a->name ? a->name : "", b->name ? b->name : "");
        break;
    case LOBBY_SORT_CHIPS:
        c = cmp_i64_desc(a->chips, b->chips);
        if (!c)
            c = a->rank - b->rank;
        break;
    case LOBBY_SORT_TABLE: {
        /* the busted after every table, by place; a mover after the seats of the table they go to */
        int ta = a->out ? 1 << 30 : a->table ? a->table : a->moving_to;
        int tb = b->out ? 1 << 30 : b->table ? b->table : b->moving_to;
        int sa = a->table ? a->seat : 100, sb = b->table ? b->seat : 100;
        c = ta != tb ? (ta < tb ? -1 : 1) : a->out ? a->rank - b->rank : sa - sb;
        break;
    }
    default:
        break;
    }
    if (!c)
        c = a->entrant - b->entrant;
    return sort_rev ? -c : c;
}

void lobby_sort(lobby_t *L, lobby_sort_t key, int reverse, const char *filter)
{
    L->n_rows = 0;
    if (!L->rows)
        return;
    for (int i = 0; i < L->n_players; i++)
        if (lobby_name_matches(L->players[i].name, filter))
            L->rows[L->n_rows++] = i;
    sort_pl = L->players;
    sort_key = key;
    sort_rev = reverse;
    qsort(L->rows, (size_t)L->n_rows, sizeof L->rows[0], row_cmp);
}

int lobby_person_row(const lobby_t *L)
{
    for (int i = 0; i < L->n_rows; i++)
        if (L->rows[i] == L->person)
            return i;
    return -1;
}

/* ---- counting ------------------------------------------------------------------------------- */

int lobby_collect(lobby_t *L, const tourney_t *t, const structure_mtt_t *mtt, int person)
{
    lobby_free(L);
    L->person = person;
    L->entrants = tourney_players(t);
    L->left = tourney_players_left(t);
    L->paid = tourney_places_paid(t);
    L->hand_for_hand = tourney_hand_for_hand(t);
    L->now = tourney_now(t);
    L->pool = tourney_prize_pool(t);
    L->n_tables = tourney_tables(t);
    L->n_players = L->entrants;
    L->tables = calloc((size_t)(L->n_tables > 0 ? L->n_tables : 1), sizeof *L->tables);
    L->players = calloc((size_t)(L->n_players > 0 ? L->n_players : 1), sizeof *L->players);
    L->rows = calloc((size_t)(L->n_players > 0 ? L->n_players : 1), sizeof *L->rows);
    int64_t *seat_chips = calloc((size_t)(L->n_tables > 0 ? L->n_tables : 1) * ENGINE_MAX_SEATS, sizeof *seat_chips);
    if (!L->tables || !L->players || !L->rows || !seat_chips) {
        free(seat_chips);
        lobby_free(L);
        return -1;
    }
    /* every table, from its engine's public view */
    view_t v;
    for (int tb = 1; tb <= L->n_tables; tb++) {
        lobby_table_t *T = &L->tables[tb - 1];
        T->number = tb;
        T->players = tourney_table_count(t, tb);
        T->halted = tourney_table_halted(t, tb);
        T->hands = tourney_table_hands(t, tb);
        const engine_t *e = tourney_table_engine(t, tb);
        if (!e)
            continue; /* a breaking table's players still sit there until their moves */
        engine_view(e, -1, &v);
        for (int s = 0; s < v.n_seats && s < ENGINE_MAX_SEATS; s++) {
            const view_seat_t *vs = &v.seats[s];
            if (!vs->occupied || vs->eliminated)
                continue;
            int64_t c = vs->stack + vs->in_pot;
            seat_chips[(tb - 1) * ENGINE_MAX_SEATS + s] = c;
            T->chips += c;
            if (c > T->largest)
                T->largest = c;
        }
    }
    /* every entrant */
    for (int p = 0; p < L->n_players; p++) {
        lobby_player_t *P = &L->players[p];
        P->entrant = p;
        P->name = tourney_player_name(t, p);
        tourney_result_t r;
        tourney_result(t, p, &r);
        int seat = -1, tb = tourney_player_table(t, p, &seat);
        int seated = tb > 0 && seat >= 0 && seat < ENGINE_MAX_SEATS && tourney_table_engine(t, tb);
        int moving = 0;
        /* a seated player's chips from their table's view, counted above (one view a table, not one
         * a player: 10,000 entrants are counted a few times a second) */
        int64_t chips = seated ? seat_chips[(tb - 1) * ENGINE_MAX_SEATS + seat] : tourney_player_chips(t, p, &moving);
        if (r.place > 0 || (!tb && !moving && chips == 0)) {
            P->out = 1;
            P->place = r.place, P->place_to = r.place_to;
            P->prize = r.prize;
            P->rank = r.place > 0 ? r.place : L->left + 1;
            continue;
        }
        P->table = tb, P->seat = seat, P->moving_to = moving;
        P->chips = chips;
        if (tb > 0 && p == person)
            L->tables[tb - 1].mine = 1;
    }
    free(seat_chips);
    /* ranks of those still in: 1 + players in with more chips */
    int n_in = 0;
    for (int p = 0; p < L->n_players; p++)
        if (!L->players[p].out)
            L->rows[n_in++] = p;
    sort_pl = L->players;
    sort_key = LOBBY_SORT_CHIPS;
    sort_rev = 0;
    qsort(L->rows, (size_t)n_in, sizeof L->rows[0], row_cmp);
    for (int i = 0; i < n_in; i++) {
        lobby_player_t *P = &L->players[L->rows[i]];
        P->rank = i > 0 && P->chips == L->players[L->rows[i - 1]].chips ? L->players[L->rows[i - 1]].rank : i + 1;
    }
    lobby_sort(L, LOBBY_SORT_RANK, 0, NULL);
    /* the ladder: runs of places with one prize */
    const mtt_tier_t *tier = mtt && mtt->n_tiers ? structure_mtt_tier_for(mtt, L->entrants) : NULL;
    if (tier && L->paid > 0) {
        L->bands = calloc((size_t)L->paid, sizeof *L->bands);
        if (!L->bands) {
            lobby_free(L);
            return -1;
        }
        for (int pl = 1; pl <= L->paid; pl++) {
            int64_t prize = L->pool * structure_mtt_place_bp(tier, pl) / 10000;
            if (L->n_bands > 0 && L->bands[L->n_bands - 1].prize == prize)
                L->bands[L->n_bands - 1].to = pl;
            else
                L->bands[L->n_bands++] = (lobby_band_t){pl, pl, prize};
        }
        if (L->left > L->paid) {
            L->to_money = L->left - L->paid;
        } else {
            L->now_prize = L->pool * structure_mtt_place_bp(tier, L->left) / 10000;
            for (int pl = L->left - 1; pl >= 1; pl--) {
                int64_t prize = L->pool * structure_mtt_place_bp(tier, pl) / 10000;
                if (prize > L->now_prize) {
                    L->next_place = pl;
                    L->next_prize = prize;
                    break;
                }
            }
        }
    }
    return 0;
}
