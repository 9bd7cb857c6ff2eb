/* drill_mtt.c — drills for tournament directors (drill_mtt.h): a seeded layout of tables is
 * written as a multi-table moment (docs/scenario.md), loaded with scenario_moment_load and
 * answered by the tournament layer (tourney_moment: the breaks, moves, sit-outs and the final
 * table's draw; tourney_rank_busts: places and prizes). The answer is read from what the
 * tournament did; this file only picks situations, words them and grades. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "drill/drill_internal.h"
#include "drill/drill_mtt.h"
#include "engine/rng.h"
#include "engine/scenario.h"
#include "tournament/tournament.h"

enum { MAX_T = 4, TRIES = 400 };

static const char *const mtt_names[DRILL_MTT_TOPIC_COUNT] = {"balancing", "breaking", "hand-for-hand", "final-table"};
static const char *const mtt_titles[DRILL_MTT_TOPIC_COUNT] = {"Balancing tables", "Breaking a table",
                                                              "Hand-for-hand eliminations", "The final table"};
static const char *const mtt_rules[DRILL_MTT_TOPIC_COUNT] = {"R37", "R36", "R38", "R39"};

/* Names for the players: short, distinct, in no particular order. */
static const char *const NAMES[DRILL_MTT_MAX_PLAYERS] = {
    "Ann", "Bo",  "Cy",  "Di",  "Ed",  "Flo", "Gus", "Hal", "Ida", "Jo",  "Kit", "Lu",  "Mo",  "Ned",
    "Oz",  "Pam", "Quin", "Ray", "Sue", "Ty",  "Uma", "Vic", "Wes", "Xia", "Yan", "Zed", "Abe", "Bea",
    "Cal", "Dot", "Eli", "Fay", "Gil", "Hana", "Ike", "Jan", "Kai", "Liv", "Max", "Nia"};

const char *drill_mtt_topic_name(drill_mtt_topic_t t)
{
    return (unsigned)t < DRILL_MTT_TOPIC_COUNT ? mtt_names[t] : "?";
}

const char *drill_mtt_topic_title(drill_mtt_topic_t t)
{
    return (unsigned)t < DRILL_MTT_TOPIC_COUNT ? mtt_titles[t] : "?";
}

int drill_mtt_topic_parse(const char *name, drill_mtt_topic_t *out)
{
    for (int t = 0; name && t < DRILL_MTT_TOPIC_COUNT; t++)
        if (!strcmp(name, mtt_names[t])) {
            *out = (drill_mtt_topic_t)t;
            return 0;
        }
    return -1;
}

/* ---- the layout ------------------------------------------------------------------------------ */

/* One table between hands, as the generator lays it out (seats 0-based here). */
typedef struct gtable {
    int live[ENGINE_MAX_SEATS];      /* 1: a player sits here now */
    int busted[ENGINE_MAX_SEATS];    /* 1: a player just went out here */
    int64_t stack[ENGINE_MAX_SEATS]; /* the live players' chips; the busted's stack at the hand's start */
    int name[ENGINE_MAX_SEATS];      /* index into the drill's names, -1 */
    int button, sb, bb;              /* 0-based seats of the last hand */
} gtable_t;

typedef struct gen {
    rng_t rng;
    int d, S, T;
    int64_t sbl, bbl;
    gtable_t tab[MAX_T];
    int name_order[DRILL_MTT_MAX_PLAYERS];
} gen_t;

static int pick(gen_t *g, int n) { return n > 0 ? (int)rng_below(&g->rng, (uint32_t)n) : 0; }

static void shuffle(gen_t *g, int *a, int n)
{
    for (int i = n - 1; i > 0; i--) {
        int j = pick(g, i + 1), x = a[i];
        a[i] = a[j];
        a[j] = x;
    }
}

/* Lay out table i: `count` players now and `busts` who just went out, the last hand's button and
 * blinds on three players of that hand in a row clockwise. 0, or -1 if they do not fit. */
static int lay_table(gen_t *g, int i, int count, int busts)
{
    gtable_t *tb = &g->tab[i];
    memset(tb, 0, sizeof *tb);
    for (int s = 0; s < ENGINE_MAX_SEATS; s++)
        tb->name[s] = -1;
    int n = count + busts;
    if (count < 1 || n < 3 || n > g->S)
        return -1;
    int seats[ENGINE_MAX_SEATS];
    for (int s = 0; s < g->S; s++)
        seats[s] = s;
    shuffle(g, seats, g->S);
    int in[ENGINE_MAX_SEATS] = {0};
    for (int k = 0; k < n; k++)
        in[seats[k]] = 1;
    int list[ENGINE_MAX_SEATS], nl = 0;
    for (int s = 0; s < g->S; s++)
        if (in[s])
            list[nl++] = s;
    int k = pick(g, nl);
    tb->bb = list[k];
    tb->sb = list[(k + nl - 1) % nl];
    tb->button = list[(k + nl - 2) % nl];
    shuffle(g, list, nl);
    for (int j = 0; j < nl; j++) {
        int s = list[j];
        if (j < busts)
            tb->busted[s] = 1;
        else
            tb->live[s] = 1;
        tb->stack[s] = g->bbl * (8 + pick(g, 60)) + g->sbl * pick(g, 4);
    }
    return 0;
}

static void set_level(gen_t *g)
{
    static const int64_t LV[][2] = {{50, 100}, {100, 200}, {200, 400}, {300, 600}, {500, 1000}, {1000, 2000}};
    int k = pick(g, 6);
    g->sbl = LV[k][0];
    g->bbl = LV[k][1];
}

/* Names: the players now, table by table and seat by seat (the moment's entrants), then the busted. */
static void name_players(gen_t *g, drill_mtt_t *d)
{
    int order[DRILL_MTT_MAX_PLAYERS];
    for (int i = 0; i < DRILL_MTT_MAX_PLAYERS; i++)
        order[i] = i;
    shuffle(g, order, DRILL_MTT_MAX_PLAYERS);
    int n = 0;
    for (int pass = 0; pass < 2; pass++)
        for (int i = 0; i < g->T; i++)
            for (int s = 0; s < g->S; s++)
                if ((pass == 0 && g->tab[i].live[s]) || (pass == 1 && g->tab[i].busted[s])) {
                    g->tab[i].name[s] = n;
                    snprintf(d->names[n], sizeof d->names[n], "%s", NAMES[order[n]]);
                    n++;
                }
    d->n_players = n;
    d->table_size = g->S;
    d->n_tables = g->T;
}

static void write_moment(const gen_t *g, drill_mtt_t *d)
{
    drill_buf_t b;
    drill_buf_init(&b, d->moment, sizeof d->moment);
    drill_buf_printf(&b,
                     "{\n  \"name\": \"%s\",\n  \"seed\": %" PRIu64 ",\n  \"table_size\": %d,\n"
                     "  \"level\": { \"small_blind\": %" PRId64 ", \"big_blind\": %" PRId64 " },\n  \"tables\": [\n",
                     drill_mtt_topic_name(d->topic), d->seed, g->S, g->sbl, g->bbl);
    for (int i = 0; i < g->T; i++) {
        const gtable_t *tb = &g->tab[i];
        drill_buf_printf(&b,
                         "    { \"table\": %d, \"previous_hand\": { \"button\": %d, \"small_blind\": %d, \"big_blind\": %d },\n"
                         "      \"seats\": [",
                         i + 1, tb->button + 1, tb->sb + 1, tb->bb + 1);
        int first = 1;
        for (int s = 0; s < g->S; s++) {
            if (tb->live[s])
                drill_buf_printf(&b, "%s\n        { \"seat\": %d, \"name\": \"%s\", \"stack\": %" PRId64 " }",
                                 first ? "" : ",", s + 1, d->names[tb->name[s]], tb->stack[s]);
            else if (tb->busted[s])
                drill_buf_printf(&b, "%s\n        { \"seat\": %d, \"busted\": true }", first ? "" : ",", s + 1);
            else
                continue;
            first = 0;
        }
        drill_buf_printf(&b, " ] }%s\n", i + 1 < g->T ? "," : "");
    }
    drill_buf_printf(&b, "  ]\n}\n");
}

/* The tournament's answer to the layout. 0, or -1 with err. */
static int answer_moment(const drill_mtt_t *d, tourney_moment_t *a, char *err, size_t errlen)
{
    scenario_moment_t *m = malloc(sizeof *m);
    if (!m)
        return snprintf(err, errlen, "out of memory"), -1;
    int rc = scenario_moment_load(drill_mtt_topic_name(d->topic), ".", d->moment, strlen(d->moment), m, err, errlen);
    if (rc == 0)
        rc = tourney_moment(m, a, err, errlen);
    free(m);
    return rc;
}

/* Lay out every table (busts[i] kept to what fits: at least three players in the last hand, at
 * most a seat each), name the players, write the moment and answer it. 1, 0 to try another
 * layout, -1 with err. */
static int lay_and_answer(gen_t *g, drill_mtt_t *d, const int *count, const int *busts, tourney_moment_t *a,
                          char *err, size_t errlen)
{
    for (int i = 0; i < g->T; i++) {
        int b = busts[i];
        if (count[i] + b < 3)
            b = 3 - count[i];
        if (count[i] + b > g->S)
            b = g->S - count[i];
        if (lay_table(g, i, count[i], b) < 0)
            return 0;
    }
    name_players(g, d);
    write_moment(g, d);
    return answer_moment(d, a, err, errlen) < 0 ? -1 : 1;
}

static int count_type(const tourney_moment_t *a, tourney_ev_type_t type)
{
    int n = 0;
    for (int i = 0; i < a->n_events; i++)
        n += a->events[i].type == type;
    return n;
}

static int players_at(const gen_t *g, int i)
{
    int n = 0;
    for (int s = 0; s < g->S; s++)
        n += g->tab[i].live[s];
    return n;
}

/* "Table 1: button seat 2, small blind seat 3, big blind seat 5." for every table's last hand. */
static void last_hands(const gen_t *g, drill_buf_t *b)
{
    for (int i = 0; i < g->T; i++)
        drill_buf_printf(b, D_("Table %d has %d players; its last hand had the button on seat %d, the small blind on seat %d and the big blind on seat %d. "),
                         i + 1, players_at(g, i), g->tab[i].button + 1, g->tab[i].sb + 1, g->tab[i].bb + 1);
}

/* ---- balancing (R37) ------------------------------------------------------------------------- */

static int gen_balancing(gen_t *g, drill_mtt_t *d, char *err, size_t errlen)
{
    g->T = 2 + (g->d >= 3) + (g->d >= 5);
    g->S = 6 + pick(g, 4);
    int M = g->S - pick(g, 2), hi = pick(g, g->T), lo = (hi + 1 + pick(g, g->T - 1)) % g->T;
    int tie = g->d >= 2 && g->T > 2 ? pick(g, 3) : 0;
    int count[MAX_T];
    for (int i = 0; i < g->T; i++)
        count[i] = i == hi ? M : i == lo ? M - 2 : tie == 1 ? M - pick(g, 2) : tie == 2 ? M - 1 - pick(g, 2) : M - 1;
    int busts[MAX_T];
    for (int i = 0; i < g->T; i++)
        busts[i] = count[i] < g->S ? pick(g, 2 + (g->d >= 3)) : 0;
    tourney_moment_t a;
    int rc = lay_and_answer(g, d, count, busts, &a, err, errlen);
    if (rc <= 0)
        return rc;
    int ok = count_type(&a, TEV_MOVE) == 1 && a.n_events == 1 + count_type(&a, TEV_SIT_OUT);
    const tourney_ev_t *v = NULL;
    for (int i = 0; ok && i < a.n_events; i++)
        if (a.events[i].type == TEV_MOVE)
            v = &a.events[i];
    ok = ok && v && v->rule == 37;
    if (!ok) {
        tourney_moment_free(&a);
        return 0;
    }
    d->answer.player = v->player;
    d->answer.table = v->to_table;
    d->answer.seat = v->to_seat;
    int sits_out = count_type(&a, TEV_SIT_OUT) > 0;
    const gtable_t *from = &g->tab[v->from_table - 1], *to = &g->tab[v->to_table - 1];

    drill_buf_t b;
    drill_buf_init(&b, d->question, sizeof d->question);
    drill_buf_printf(&b, "%s", D_("Balancing: every table below has just finished its hand. Which player moves, and to which table and seat?"));
    drill_buf_init(&b, d->given, sizeof d->given);
    last_hands(g, &b);

    int most = 0, fewest = 99;
    for (int i = 0; i < g->T; i++) {
        most = players_at(g, i) > most ? players_at(g, i) : most;
        fewest = players_at(g, i) < fewest ? players_at(g, i) : fewest;
    }
    int n_most = 0, n_fewest = 0;
    for (int i = 0; i < g->T; i++) {
        n_most += players_at(g, i) == most;
        n_fewest += players_at(g, i) == fewest;
    }
    drill_buf_init(&b, d->why, sizeof d->why);
    drill_buf_printf(&b, D_("Table %d has the most players (%d) and table %d the fewest (%d): they are two apart, so one player moves from table %d to table %d (R37)."),
                     v->from_table, most, v->to_table, fewest, v->from_table, v->to_table);
    if (n_most > 1 || n_fewest > 1)
        drill_buf_printf(&b, " %s", D_("When tables tie for the most or the fewest players, the lowest-numbered of them gives or takes the player."));
    drill_buf_printf(&b, D_(" The player who moves is the one due the big blind next at table %d: its last big blind was seat %d, so the next player clockwise, %s in seat %d, moves."),
                     v->from_table, from->bb + 1, d->names[v->player], v->from_seat);
    drill_buf_printf(&b, D_(" %s takes the worst position at table %d: walking clockwise from the seat after its last big blind (seat %d), the first empty seat is seat %d, the seat that posts the big blind soonest, so no big blind is skipped or paid twice."),
                     d->names[v->player], v->to_table, to->bb + 1, v->to_seat);
    if (sits_out)
        drill_buf_printf(&b, D_(" That seat falls between the small blind and the button of the next hand there, so %s sits out one hand and owes no blind (R36)."),
                         d->names[v->player]);
    tourney_moment_free(&a);
    return 1;
}

/* ---- breaking (R36) -------------------------------------------------------------------------- */

static int gen_breaking(gen_t *g, drill_mtt_t *d, char *err, size_t errlen)
{
    g->T = 3 + (g->d >= 4);
    g->S = 6 + pick(g, 4);
    int c = g->S - 1 - pick(g, 2) - (g->d >= 3 ? pick(g, 2) : 0), free_seats = 0;
    int count[MAX_T];
    for (int i = 0; i + 1 < g->T; i++) {
        count[i] = c + pick(g, 2);
        if (count[i] > g->S)
            count[i] = g->S;
        free_seats += g->S - count[i];
    }
    int room = free_seats < g->S ? free_seats : g->S;
    if (room < 2)
        return 0;
    count[g->T - 1] = 2 + pick(g, room - 1);
    int busts[MAX_T];
    for (int i = 0; i < g->T; i++)
        busts[i] = count[i] < g->S ? pick(g, 2) : 0;
    tourney_moment_t a;
    int rc = lay_and_answer(g, d, count, busts, &a, err, errlen);
    if (rc <= 0)
        return rc;
    int ok = a.n_events > 0 && a.events[0].type == TEV_TABLE_BREAK && a.events[0].rule == 36 &&
             a.events[0].from_table == g->T && count_type(&a, TEV_TABLE_BREAK) == 1;
    for (int i = 1; ok && i < a.n_events; i++)
        ok = (a.events[i].type == TEV_MOVE && a.events[i].rule == 36) || a.events[i].type == TEV_SIT_OUT;
    ok = ok && count_type(&a, TEV_MOVE) == count[g->T - 1] && count[g->T - 1] <= DRILL_MTT_MAX_ROWS;
    if (!ok) {
        tourney_moment_free(&a);
        return 0;
    }
    drill_mtt_answer_t *an = &d->answer;
    for (int i = 0; i < a.n_events; i++) {
        const tourney_ev_t *v = &a.events[i];
        if (v->type == TEV_MOVE) {
            drill_mtt_row_t *r = &an->row[an->n_rows++];
            r->player = v->player;
            r->table = v->to_table;
            r->seat = v->to_seat;
        } else if (v->type == TEV_SIT_OUT)
            for (int k = 0; k < an->n_rows; k++)
                if (an->row[k].player == v->player)
                    an->row[k].sits_out = 1;
    }
    int left = 0;
    for (int i = 0; i < g->T; i++)
        left += players_at(g, i);

    drill_buf_t b;
    drill_buf_init(&b, d->question, sizeof d->question);
    drill_buf_printf(&b, D_("Breaking: table %d breaks and its players have drawn their new seats, as shown. Which of them are dealt in to the next hand, and which sit it out?"),
                     g->T);
    drill_buf_init(&b, d->given, sizeof d->given);
    last_hands(g, &b);
    drill_buf_printf(&b, "%s", D_("The draw:"));
    for (int k = 0; k < an->n_rows; k++)
        drill_buf_printf(&b, D_(" %s to table %d, seat %d%s"), d->names[an->row[k].player], an->row[k].table,
                         an->row[k].seat, k + 1 < an->n_rows ? ";" : ".");

    drill_buf_init(&b, d->why, sizeof d->why);
    drill_buf_printf(&b, D_("The %d players left fit at %d tables of %d, so the highest-numbered table, table %d, breaks (R36). One card per empty seat at the tables that may take a player is shuffled and one dealt to each of its players: that is the draw shown. A moved player takes the new seat's rights and duties at once, the button or a blind included, except in a seat between the small blind and the button of the next hand: there they sit out that hand and owe no blind."),
                     left, g->T - 1, g->S, g->T);
    for (int k = 0; k < an->n_rows; k++) {
        const drill_mtt_row_t *r = &an->row[k];
        const tourney_moment_table_t *nt = &a.tables[r->table - 1];
        if (r->sits_out && r->seat == nt->small_blind)
            drill_buf_printf(&b, D_(" %s sits out at table %d: seat %d is where the next hand's small blind falls, and a newcomer there posts nothing, so that small blind is dead (R3) and %s is not dealt in."),
                             d->names[r->player], r->table, r->seat, d->names[r->player]);
        else if (r->sits_out)
            drill_buf_printf(&b, D_(" %s sits out at table %d: seat %d lies between the small blind (seat %d) and the button (seat %d) of the next hand."),
                             d->names[r->player], r->table, r->seat, nt->small_blind, nt->button);
        else if (r->seat == nt->big_blind)
            drill_buf_printf(&b, D_(" %s is dealt in at table %d and posts the big blind at once from seat %d."),
                             d->names[r->player], r->table, r->seat);
        else if (r->seat == nt->small_blind)
            drill_buf_printf(&b, D_(" %s is dealt in at table %d and posts the small blind at once from seat %d."),
                             d->names[r->player], r->table, r->seat);
        else if (r->seat == nt->button)
            drill_buf_printf(&b, D_(" %s is dealt in at table %d and takes the button at once in seat %d."),
                             d->names[r->player], r->table, r->seat);
        else
            drill_buf_printf(&b, D_(" %s is dealt in at table %d, seat %d."), d->names[r->player], r->table, r->seat);
    }
    tourney_moment_free(&a);
    return 1;
}

/* ---- hand-for-hand (R38, R32, R33) ----------------------------------------------------------- */

static int gen_hand_for_hand(gen_t *g, drill_mtt_t *d, char *err, size_t errlen)
{
    (void)err;
    (void)errlen;
    static const int64_t BUY_IN[] = {1000, 1100, 2200, 3300, 5500, 10900, 333};
    g->T = 2 + (g->d >= 4);
    g->S = 6 + pick(g, 4);
    /* the ladder: places 1..paid, shares falling with the place (basis points of the pool) */
    int paid = g->S + pick(g, g->T * g->S - g->S), left = paid + 1; /* hand-for-hand: one out of the money (R38) */
    int n = left * (3 + pick(g, 8)) + pick(g, 10);
    if (paid + 1 >= (int)(sizeof d->place_prize / sizeof d->place_prize[0]))
        return 0;
    int bp[ENGINE_MAX_SEATS * 4 + 1] = {0}, wsum = 0, bsum = 0;
    for (int p = 1; p <= paid; p++)
        wsum += (paid + 1 - p) * (paid + 1 - p) + paid;
    for (int p = paid; p >= 1; p--) {
        bp[p] = p == 1 ? 10000 - bsum : 10000 * ((paid + 1 - p) * (paid + 1 - p) + paid) / wsum;
        bsum += bp[p];
    }
    int count[MAX_T];
    for (int i = 0; i < g->T; i++)
        count[i] = left / g->T + (i < left % g->T);
    int k = 2 + (g->d >= 3 ? pick(g, 2) : 0);
    int cross = pick(g, 3) != 0; /* mostly at two or more tables */
    int bust_at[MAX_T] = {0};
    for (int j = 0; j < k; j++) {
        int i = cross ? (j < g->T ? j : pick(g, g->T)) : 0;
        if (count[i] - bust_at[i] <= 1)
            return 0;
        bust_at[i]++;
    }
    for (int i = 0; i < g->T; i++)
        if (lay_table(g, i, count[i] - bust_at[i], bust_at[i]) < 0)
            return 0;
    name_players(g, d);
    write_moment(g, d);
    int64_t pool = (int64_t)n * BUY_IN[pick(g, (int)(sizeof BUY_IN / sizeof BUY_IN[0]))];
    tourney_bust_t busts[ENGINE_MAX_SEATS];
    int nb = 0;
    int equal = g->d >= 3 && !cross && pick(g, 2);
    for (int i = 0; i < g->T; i++)
        for (int s = 0; s < g->S; s++)
            if (g->tab[i].busted[s]) {
                tourney_bust_t *b = &busts[nb++];
                memset(b, 0, sizeof *b);
                b->id = g->tab[i].name[s] * ENGINE_MAX_SEATS + s;
                b->table = i + 1;
                b->order = (s - g->tab[i].button - 1 + g->S) % g->S;
                if (equal && nb > 1)
                    g->tab[i].stack[s] = busts[0].start_stack;
                b->start_stack = g->tab[i].stack[s];
            }
    int tables = tourney_rank_busts(busts, nb, left, pool, bp, paid);
    d->places_paid = paid;
    d->prize_pool = pool;
    for (int p = 1; p <= paid; p++)
        d->place_prize[p] = pool * bp[p] / 10000;
    drill_mtt_answer_t *an = &d->answer;
    for (int j = 0; j < nb; j++) {
        drill_mtt_row_t *r = &an->row[an->n_rows++];
        r->player = busts[j].id / ENGINE_MAX_SEATS;
        r->seat = busts[j].id % ENGINE_MAX_SEATS + 1;
        r->from_table = busts[j].table;
        r->start_stack = busts[j].start_stack;
        r->place = busts[j].place;
        r->place_to = busts[j].place_to;
        r->prize = busts[j].prize;
        an->yes |= r->place != r->place_to;
    }
    snprintf(d->rule, sizeof d->rule, "%s", tables >= 2 ? "R38" : "R32");

    char m1[32], m2[32], c1[32];
    drill_buf_t b;
    drill_buf_init(&b, d->question, sizeof d->question);
    drill_buf_printf(&b, D_("Hand-for-hand: %d players were left and %d places are paid. Do the eliminations of this round tie, and what place and prize does each player out receive?"),
                     left, paid);
    drill_buf_init(&b, d->given, sizeof d->given);
    drill_buf_printf(&b, D_("The prize pool is %s (%d entrants)."), drill_money(pool, m1, sizeof m1), n);
    for (int p = left - nb + 1; p <= left; p++)
        drill_buf_printf(&b, D_(" Place %d pays %s."), p, drill_money(p <= paid ? d->place_prize[p] : 0, m1, sizeof m1));
    for (int i = 0; i < g->T; i++) {
        drill_buf_printf(&b, D_(" At table %d (button on seat %d)"), i + 1, g->tab[i].button + 1);
        int any = 0;
        for (int s = 0; s < g->S; s++)
            if (g->tab[i].busted[s]) {
                drill_buf_printf(&b, D_("%s %s went out from seat %d with %s chips at the start of the hand"),
                                 any ? ";" : "", d->names[g->tab[i].name[s]], s + 1,
                                 drill_chips(g->tab[i].stack[s], c1, sizeof c1));
                any = 1;
            }
        drill_buf_printf(&b, "%s", any ? "." : D_(" nobody went out."));
    }

    drill_buf_init(&b, d->why, sizeof d->why);
    int64_t sum = 0;
    for (int j = 0; j < nb; j++)
        sum += an->row[j].prize;
    if (tables >= 2) {
        drill_buf_printf(&b, D_("These players went out in the same hand-for-hand round at %d different tables, so they all tie (R38): they share places %d to %d and pool the prizes of those places, %s in all."),
                         tables, an->row[0].place, an->row[0].place_to, drill_money(sum, m1, sizeof m1));
        int64_t each = sum / nb, spare = sum % nb;
        drill_buf_printf(&b, D_(" Split %d ways that is %s each"), nb, drill_money(each, m2, sizeof m2));
        if (spare)
            drill_buf_printf(&b, D_(", and the %d spare cents go one each in table-number order, clockwise from each table's button, to the first %d of them (R33)."),
                             (int)spare, (int)spare);
        else
            drill_buf_printf(&b, "%s", D_(", with no spare cents."));
    } else {
        drill_buf_printf(&b, D_("Only table %d lost players in this round, so the players are not tied across tables: R32 ranks them by their chips at the start of the hand, the bigger stack taking the better place, and equal stacks tie and pool their prizes (R33)."),
                         an->row[0].from_table);
        int spare = 0;
        for (int j = 1; j < nb; j++)
            spare |= an->row[j].place == an->row[j - 1].place && an->row[j].prize != an->row[j - 1].prize;
        if (spare)
            drill_buf_printf(&b, "%s", D_(" The tied prize does not split into whole cents: the spare cents go one each clockwise from the table's button."));
    }
    for (int j = 0; j < nb; j++) {
        const drill_mtt_row_t *r = &an->row[j];
        if (r->place == r->place_to)
            drill_buf_printf(&b, D_(" %s: place %d, %s."), d->names[r->player], r->place,
                             drill_money(r->prize, m1, sizeof m1));
        else
            drill_buf_printf(&b, D_(" %s: places %d to %d, %s."), d->names[r->player], r->place, r->place_to,
                             drill_money(r->prize, m1, sizeof m1));
    }
    return 1;
}

/* ---- the final table (R39) ------------------------------------------------------------------- */

static int gen_final_table(gen_t *g, drill_mtt_t *d, char *err, size_t errlen)
{
    g->T = 2 + (g->d >= 3 && pick(g, 2));
    g->S = 6 + pick(g, 4);
    int forms = pick(g, 3) != 0;
    int left = forms ? g->S - pick(g, 3) : g->S + 1 + pick(g, 2);
    int count[MAX_T], busts[MAX_T];
    for (int i = 0; i < g->T; i++) {
        count[i] = left / g->T + (i < left % g->T);
        if (count[i] < 2)
            return 0;
        busts[i] = pick(g, 2) + (forms && i == 0);
    }
    tourney_moment_t a;
    int rc = lay_and_answer(g, d, count, busts, &a, err, errlen);
    if (rc <= 0)
        return rc;
    int formed = count_type(&a, TEV_FINAL_TABLE) == 1;
    if (formed != forms || (formed && a.tables[0].n_drew == 0)) {
        tourney_moment_free(&a);
        return 0;
    }
    d->answer.yes = formed;
    d->answer.button = formed ? a.tables[0].button : 0;
    for (int s = 0; s < ENGINE_MAX_SEATS; s++)
        d->drew[s] = formed ? a.tables[0].drew[s] : CARD_NONE;
    for (int i = 0; i < a.n_events; i++)
        if (a.events[i].type == TEV_SEATED && a.events[i].player >= 0 && a.events[i].player < d->n_players)
            d->final_seat[a.events[i].player] = a.events[i].to_seat;

    drill_buf_t b;
    drill_buf_init(&b, d->question, sizeof d->question);
    drill_buf_printf(&b, D_("The final table: every table below has just finished its hand, %d players are left and a table seats %d. Does the final table form now, and if it does, which seat gets its first button?"),
                     left, g->S);
    drill_buf_init(&b, d->given, sizeof d->given);
    last_hands(g, &b);
    char c[3];
    if (formed) {
        drill_buf_printf(&b, "%s", D_("If the final table forms, the new draw and the high-card draw for the button come out so:"));
        for (int s = 0; s < g->S; s++)
            for (int p = 0; p < a.n_players; p++)
                if (d->final_seat[p] == s + 1)
                    drill_buf_printf(&b, D_(" seat %d %s, drew %s;"), s + 1, d->names[p], card_format(d->drew[s], c));
    }
    drill_buf_init(&b, d->why, sizeof d->why);
    if (formed) {
        int bs = d->answer.button;
        drill_buf_printf(&b, D_("Yes: the %d players left fit at one table of %d, so every table breaks as its hand ends and the final table is seated by a new random draw (R39), not by moving players as they sat. Its first button goes by high card (R2): %s drew the highest card, %s, so seat %d has the button, and the blinds are the next two players clockwise."),
                         left, g->S, d->names[a.tables[0].seats[bs - 1].player], card_format(d->drew[bs - 1], c), bs);
    } else {
        drill_buf_printf(&b, D_("No: %d players are left, more than the %d seats of one table, so the final table does not form yet (R39); the tables play on"),
                         left, g->S);
        int broke = 0;
        for (int i = 0; i < a.n_events; i++)
            if (a.events[i].type == TEV_TABLE_BREAK && !broke) {
                drill_buf_printf(&b, D_(", and table %d breaks because the players fit at one table fewer (R36)"),
                                 a.events[i].from_table);
                broke = 1;
            }
        drill_buf_printf(&b, "%s", D_(". The final table forms once the players left fit at one table: then every table breaks as its hand ends, a new random draw seats them and the first button goes by high card."));
    }
    tourney_moment_free(&a);
    return 1;
}

/* ---- generate --------------------------------------------------------------------------------- */

int drill_mtt_generate(drill_mtt_topic_t t, uint64_t seed, int difficulty, drill_mtt_t *out, char *err, size_t errlen)
{
    if ((unsigned)t >= DRILL_MTT_TOPIC_COUNT) {
        snprintf(err, errlen, "topic: expected balancing, breaking, hand-for-hand or final-table, got %d", (int)t);
        return -1;
    }
    gen_t *g = calloc(1, sizeof *g);
    if (!g)
        return snprintf(err, errlen, "out of memory"), -1;
    g->d = difficulty < 1 ? 1 : difficulty > 5 ? 5 : difficulty;
    rng_init(&g->rng, seed, 0xD7A0u + (uint64_t)t);
    int rc = 0;
    for (int tries = 0; tries < TRIES && rc == 0; tries++) {
        memset(out, 0, sizeof *out);
        out->topic = t;
        out->seed = seed;
        out->difficulty = g->d;
        snprintf(out->rule, sizeof out->rule, "%s", mtt_rules[t]);
        set_level(g);
        switch (t) {
        case DRILL_MTT_BALANCING: rc = gen_balancing(g, out, err, errlen); break;
        case DRILL_MTT_BREAKING: rc = gen_breaking(g, out, err, errlen); break;
        case DRILL_MTT_HAND_FOR_HAND: rc = gen_hand_for_hand(g, out, err, errlen); break;
        default: rc = gen_final_table(g, out, err, errlen); break;
        }
    }
    free(g);
    if (rc == 0)
        snprintf(err, errlen, "%s: no situation found for seed %" PRIu64, drill_mtt_topic_name(t), seed);
    return rc > 0 ? 0 : -1;
}

/* ---- grade and words ------------------------------------------------------------------------- */

static const char *name_of(const drill_mtt_t *d, int p)
{
    return p >= 0 && p < d->n_players ? d->names[p] : "?";
}

static const drill_mtt_row_t *row_of(const drill_mtt_answer_t *a, int player)
{
    for (int k = 0; k < a->n_rows; k++)
        if (a->row[k].player == player)
            return &a->row[k];
    return NULL;
}

int drill_mtt_answer_describe(const drill_mtt_t *d, const drill_mtt_answer_t *a, char *buf, size_t len)
{
    drill_buf_t b;
    drill_buf_init(&b, buf, len);
    char m[32];
    switch (d->topic) {
    case DRILL_MTT_BALANCING:
        drill_buf_printf(&b, D_("%s moves to table %d, seat %d"), name_of(d, a->player), a->table, a->seat);
        break;
    case DRILL_MTT_BREAKING: {
        int n_out = 0;
        for (int k = 0; k < a->n_rows; k++)
            n_out += a->row[k].sits_out;
        if (n_out == 0)
            drill_buf_printf(&b, "%s", D_("everyone is dealt in"));
        for (int pass = 0, first = 1; pass < 2; pass++)
            for (int k = 0; k < a->n_rows; k++)
                if (a->row[k].sits_out == (pass == 0) && n_out > 0) {
                    drill_buf_printf(&b, pass == 0 ? D_("%s%s sits out") : D_("%s%s is dealt in"), first ? "" : "; ",
                                     name_of(d, a->row[k].player));
                    first = 0;
                }
        break;
    }
    case DRILL_MTT_HAND_FOR_HAND:
        drill_buf_printf(&b, "%s", a->yes ? D_("they tie") : D_("no tie"));
        for (int k = 0; k < a->n_rows; k++) {
            const drill_mtt_row_t *r = &a->row[k];
            if (r->place == r->place_to)
                drill_buf_printf(&b, D_("; %s place %d, %s"), name_of(d, r->player), r->place,
                                 drill_money(r->prize, m, sizeof m));
            else
                drill_buf_printf(&b, D_("; %s places %d to %d, %s"), name_of(d, r->player), r->place, r->place_to,
                                 drill_money(r->prize, m, sizeof m));
        }
        break;
    default:
        if (a->yes)
            drill_buf_printf(&b, D_("the final table forms now; the first button is seat %d"), a->button);
        else
            drill_buf_printf(&b, "%s", D_("the final table does not form yet"));
        break;
    }
    return (int)b.len;
}

int drill_mtt_grade(const drill_mtt_t *d, const drill_mtt_answer_t *given, char *feedback, size_t len)
{
    const drill_mtt_answer_t *a = &d->answer;
    char wrong[1200] = "", ans[1200];
    drill_buf_t w;
    drill_buf_init(&w, wrong, sizeof wrong);
    char m1[32], m2[32];
    switch (d->topic) {
    case DRILL_MTT_BALANCING:
        if (given->player != a->player)
            drill_buf_printf(&w, D_("the player who moves is %s, not %s. "), name_of(d, a->player), name_of(d, given->player));
        if (given->table != a->table || given->seat != a->seat)
            drill_buf_printf(&w, D_("the seat is table %d, seat %d, not table %d, seat %d. "), a->table, a->seat,
                             given->table, given->seat);
        break;
    case DRILL_MTT_BREAKING:
        for (int k = 0; k < a->n_rows; k++) {
            const drill_mtt_row_t *r = &a->row[k], *g = row_of(given, r->player);
            int said = g ? g->sits_out : 0;
            if (said != r->sits_out)
                drill_buf_printf(&w, r->sits_out ? D_("%s sits out the next hand at table %d, seat %d, not dealt in. ")
                                                 : D_("%s is dealt in at table %d, seat %d, not sitting out. "),
                                 name_of(d, r->player), r->table, r->seat);
        }
        break;
    case DRILL_MTT_HAND_FOR_HAND:
        if (!given->yes != !a->yes)
            drill_buf_printf(&w, "%s", a->yes ? D_("these eliminations tie. ") : D_("these eliminations do not tie. "));
        for (int k = 0; k < a->n_rows; k++) {
            const drill_mtt_row_t *r = &a->row[k], *g = row_of(given, r->player);
            if (!g)
                drill_buf_printf(&w, D_("%s is missing. "), name_of(d, r->player));
            else if (g->place != r->place || g->place_to != r->place_to)
                drill_buf_printf(&w, D_("%s finishes in place %d%s, not %d%s. "), name_of(d, r->player), r->place,
                                 r->place_to != r->place ? D_(" (tied)") : "", g->place, g->place_to != g->place ? D_(" (tied)") : "");
            else if (g->prize != r->prize)
                drill_buf_printf(&w, D_("%s receives %s, not %s. "), name_of(d, r->player), drill_money(r->prize, m1, sizeof m1),
                                 drill_money(g->prize, m2, sizeof m2));
        }
        break;
    default:
        if (!given->yes != !a->yes)
            drill_buf_printf(&w, "%s", a->yes ? D_("the final table forms now. ") : D_("the final table does not form yet. "));
        else if (a->yes && given->button != a->button)
            drill_buf_printf(&w, D_("the first button is seat %d, not seat %d. "), a->button, given->button);
        break;
    }
    int right = wrong[0] == '\0';
    if (feedback) {
        drill_mtt_answer_describe(d, a, ans, sizeof ans);
        if (right)
            snprintf(feedback, len, D_("Right: %s. %s"), ans, d->why);
        else {
            drill_capital(wrong);
            size_t n = strlen(wrong);
            if (n && wrong[n - 1] == ' ')
                wrong[n - 1] = '\0';
            snprintf(feedback, len, D_("Wrong: %s The answer is: %s. %s"), wrong, ans, d->why);
        }
    }
    return right;
}

/* ---- JSON ------------------------------------------------------------------------------------ */

static void json_name(drill_buf_t *b, const char *s)
{
    drill_buf_printf(b, "\"");
    for (; *s; s++)
        drill_buf_printf(b, *s == '"' || *s == '\\' ? "\\%c" : "%c", *s);
    drill_buf_printf(b, "\"");
}

int drill_mtt_answer_format_json(const drill_mtt_t *d, const drill_mtt_answer_t *a, char *buf, size_t len)
{
    drill_buf_t b;
    drill_buf_init(&b, buf, len);
    switch (d->topic) {
    case DRILL_MTT_BALANCING:
        drill_buf_printf(&b, "{\"player\":");
        json_name(&b, name_of(d, a->player));
        drill_buf_printf(&b, ",\"table\":%d,\"seat\":%d}", a->table, a->seat);
        break;
    case DRILL_MTT_BREAKING: {
        drill_buf_printf(&b, "{\"sits_out\":[");
        int first = 1;
        for (int k = 0; k < a->n_rows; k++)
            if (a->row[k].sits_out) {
                drill_buf_printf(&b, "%s", first ? "" : ",");
                json_name(&b, name_of(d, a->row[k].player));
                first = 0;
            }
        drill_buf_printf(&b, "]}");
        break;
    }
    case DRILL_MTT_HAND_FOR_HAND:
        drill_buf_printf(&b, "{\"tie\":%s,\"places\":[", a->yes ? "true" : "false");
        for (int k = 0; k < a->n_rows; k++) {
            drill_buf_printf(&b, "%s{\"player\":", k ? "," : "");
            json_name(&b, name_of(d, a->row[k].player));
            drill_buf_printf(&b, ",\"place\":%d,\"place_to\":%d,\"prize\":%" PRId64 "}", a->row[k].place,
                             a->row[k].place_to, a->row[k].prize);
        }
        drill_buf_printf(&b, "]}");
        break;
    default:
        drill_buf_printf(&b, "{\"forms\":%s,\"button\":%d}", a->yes ? "true" : "false", a->button);
        break;
    }
    return (int)b.len;
}

static int parse_fail(char *err, size_t errlen, const char *field, const char *expected, const cJSON *v)
{
    char *t = v ? cJSON_PrintUnformatted(v) : NULL;
    snprintf(err, errlen, "answer.%s: expected %s, got %s", field, expected, t ? t : "nothing");
    free(t);
    return -1;
}

static int player_of(const drill_mtt_t *d, const cJSON *v, const char *field, int *out, char *err, size_t errlen)
{
    for (int p = 0; cJSON_IsString(v) && p < d->n_players; p++)
        if (!strcmp(v->valuestring, d->names[p])) {
            *out = p;
            return 0;
        }
    return parse_fail(err, errlen, field, "the name of a player in the drill", v);
}

static int int_of(const cJSON *v, const char *field, int lo, int hi, int *out, char *err, size_t errlen)
{
    char expected[64];
    snprintf(expected, sizeof expected, "an integer from %d to %d", lo, hi);
    if (!cJSON_IsNumber(v) || v->valuedouble < lo || v->valuedouble > hi || v->valuedouble != (double)v->valueint)
        return parse_fail(err, errlen, field, expected, v);
    *out = v->valueint;
    return 0;
}

int drill_mtt_answer_parse_json(const drill_mtt_t *d, const char *json, drill_mtt_answer_t *out, char *err,
                                size_t errlen)
{
    cJSON *o = cJSON_Parse(json);
    drill_mtt_answer_t a;
    memset(&a, 0, sizeof a);
    a.player = -1;
    int rc = 0;
    char field[48];
    if (!cJSON_IsObject(o)) {
        snprintf(err, errlen, "answer: expected a JSON object (docs/drills.md), got %.60s", json);
        cJSON_Delete(o);
        return -1;
    }
    switch (d->topic) {
    case DRILL_MTT_BALANCING:
        rc = player_of(d, cJSON_GetObjectItemCaseSensitive(o, "player"), "player", &a.player, err, errlen);
        if (rc == 0)
            rc = int_of(cJSON_GetObjectItemCaseSensitive(o, "table"), "table", 1, d->n_tables, &a.table, err, errlen);
        if (rc == 0)
            rc = int_of(cJSON_GetObjectItemCaseSensitive(o, "seat"), "seat", 1, d->table_size, &a.seat, err, errlen);
        break;
    case DRILL_MTT_BREAKING: {
        const cJSON *arr = cJSON_GetObjectItemCaseSensitive(o, "sits_out");
        if (!cJSON_IsArray(arr)) {
            rc = parse_fail(err, errlen, "sits_out", "an array of names (empty when everyone is dealt in)", arr);
            break;
        }
        a.n_rows = d->answer.n_rows;
        for (int k = 0; k < a.n_rows; k++)
            a.row[k] = d->answer.row[k], a.row[k].sits_out = 0;
        int i = 0;
        for (const cJSON *it = arr->child; it && rc == 0; it = it->next, i++) {
            int p;
            snprintf(field, sizeof field, "sits_out[%d]", i);
            rc = player_of(d, it, field, &p, err, errlen);
            drill_mtt_row_t *r = rc == 0 ? (drill_mtt_row_t *)row_of(&a, p) : NULL;
            if (rc == 0 && !r)
                rc = parse_fail(err, errlen, field, "a player from the broken table", it);
            else if (r)
                r->sits_out = 1;
        }
        break;
    }
    case DRILL_MTT_HAND_FOR_HAND: {
        const cJSON *tie = cJSON_GetObjectItemCaseSensitive(o, "tie"), *arr = cJSON_GetObjectItemCaseSensitive(o, "places");
        if (!cJSON_IsBool(tie)) {
            rc = parse_fail(err, errlen, "tie", "true or false", tie);
            break;
        }
        a.yes = cJSON_IsTrue(tie);
        if (!cJSON_IsArray(arr)) {
            rc = parse_fail(err, errlen, "places", "an array of {player, place, place_to, prize}", arr);
            break;
        }
        int i = 0;
        for (const cJSON *it = arr->child; it && rc == 0; it = it->next, i++) {
            if (a.n_rows >= DRILL_MTT_MAX_ROWS || !cJSON_IsObject(it)) {
                snprintf(field, sizeof field, "places[%d]", i);
                rc = parse_fail(err, errlen, field, "an object {player, place, place_to, prize}", it);
                break;
            }
            drill_mtt_row_t *r = &a.row[a.n_rows++];
            const cJSON *pz = cJSON_GetObjectItemCaseSensitive(it, "prize"), *to = cJSON_GetObjectItemCaseSensitive(it, "place_to");
            snprintf(field, sizeof field, "places[%d].player", i);
            rc = player_of(d, cJSON_GetObjectItemCaseSensitive(it, "player"), field, &r->player, err, errlen);
            snprintf(field, sizeof field, "places[%d].place", i);
            if (rc == 0)
                rc = int_of(cJSON_GetObjectItemCaseSensitive(it, "place"), field, 1, 10000, &r->place, err, errlen);
            r->place_to = r->place;
            snprintf(field, sizeof field, "places[%d].place_to", i);
            if (rc == 0 && to)
                rc = int_of(to, field, r->place, 10000, &r->place_to, err, errlen);
            snprintf(field, sizeof field, "places[%d].prize", i);
            if (rc == 0 && (!cJSON_IsNumber(pz) || pz->valuedouble < 0 || pz->valuedouble > 9e15 ||
                            pz->valuedouble != (double)(int64_t)pz->valuedouble))
                rc = parse_fail(err, errlen, field, "a whole number of cents >= 0", pz);
            else if (rc == 0)
                r->prize = (int64_t)pz->valuedouble;
        }
        break;
    }
    default: {
        const cJSON *f = cJSON_GetObjectItemCaseSensitive(o, "forms"), *bt = cJSON_GetObjectItemCaseSensitive(o, "button");
        if (!cJSON_IsBool(f)) {
            rc = parse_fail(err, errlen, "forms", "true or false", f);
            break;
        }
        a.yes = cJSON_IsTrue(f);
        if (a.yes || bt)
            rc = int_of(bt, "button", a.yes ? 1 : 0, d->table_size, &a.button, err, errlen);
        break;
    }
    }
    cJSON_Delete(o);
    if (rc == 0)
        *out = a;
    return rc;
}
