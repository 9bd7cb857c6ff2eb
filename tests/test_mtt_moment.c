/* test_mtt_moment.c — multi-table moments (docs/scenario.md, "Multi-table moments"): a file states
 * the tables between hands and tourney_moment answers with the tournament's own rules (docs/rules.md
 * section F): which table breaks and where each player sits (R36), who moves to balance and to which
 * seat (R37), the final table (R39), who sits out the next hand, and where its blinds fall. Hand-made
 * moments for each rule, the loader's refusals, and a property test over random moments checked
 * against a second computation written here from the rule text. */
#include "engine/rng.h"
#include "engine/scenario.h"
#include "testlib.h"
#include "tournament/tournament.h"

static uint64_t tl_rand(rng_t *r) { return rng_next64(r); }

static int load(const char *json, scenario_moment_t *m, char *err, size_t errlen)
{
    return scenario_moment_load("moment.json", ".", json, strlen(json), m, err, errlen);
}

static int answer(const char *json, tourney_moment_t *a)
{
    static scenario_moment_t m;
    char err[512];
    if (load(json, &m, err, sizeof err) < 0) {
        printf("  load: %s\n", err);
        return -1;
    }
    if (tourney_moment(&m, a, err, sizeof err) < 0) {
        printf("  answer: %s\n", err);
        return -1;
    }
    return 0;
}

static int player_named(const tourney_moment_t *a, const char *name)
{
    for (int i = 0; i < a->n_players; i++)
        if (strcmp(a->names[i], name) == 0)
            return i;
    return -1;
}

static const tourney_ev_t *event_of(const tourney_moment_t *a, tourney_ev_type_t type, int player)
{
    for (int i = 0; i < a->n_events; i++)
        if (a->events[i].type == type && (player < 0 || a->events[i].player == player))
            return &a->events[i];
    return NULL;
}

static int count_events(const tourney_moment_t *a, tourney_ev_type_t type)
{
    int n = 0;
    for (int i = 0; i < a->n_events; i++)
        n += a->events[i].type == type;
    return n;
}

/* R37: the fullest table (6) is two more than the shortest (4): the player due the big blind next
 * at table 1 (seat 4: the last big blind was seat 3) moves to table 2's worst position, the first
 * empty seat clockwise after its last big blind (seat 4): seat 5 - the big blind of the very next
 * hand there, so the big blind they were due is neither skipped nor posted twice. */
static const char *BALANCE =
    "{\"name\": \"R37 balance\", \"table_size\": 6, \"level\": {\"small_blind\": 50, \"big_blind\": 100},\n"
    " \"tables\": [\n"
    "  {\"table\": 1, \"previous_hand\": {\"button\": 1, \"small_blind\": 2, \"big_blind\": 3},\n"
    "   \"seats\": [{\"seat\": 1, \"name\": \"Ann\", \"stack\": 3000}, {\"seat\": 2, \"name\": \"Bo\", \"stack\": 3000},\n"
    "             {\"seat\": 3, \"name\": \"Cy\", \"stack\": 3000}, {\"seat\": 4, \"name\": \"Di\", \"stack\": 2500},\n"
    "             {\"seat\": 5, \"name\": \"Ed\", \"stack\": 3000}, {\"seat\": 6, \"name\": \"Flo\", \"stack\": 3000}]},\n"
    "  {\"table\": 2, \"previous_hand\": {\"button\": 1, \"small_blind\": 3, \"big_blind\": 4},\n"
    "   \"seats\": [{\"seat\": 1, \"name\": \"Gus\", \"stack\": 3000}, {\"seat\": 2, \"busted\": true},\n"
    "             {\"seat\": 3, \"name\": \"Hal\", \"stack\": 3000}, {\"seat\": 4, \"name\": \"Ida\", \"stack\": 3000},\n"
    "             {\"seat\": 6, \"name\": \"Jo\", \"stack\": 3000}]}\n"
    " ]}\n";

static void test_r37_balance(void)
{
    tourney_moment_t a;
    CHECK(answer(BALANCE, &a) == 0);
    CHECK_EQ_INT(count_events(&a, TEV_MOVE), 1);
    CHECK_EQ_INT(count_events(&a, TEV_TABLE_BREAK), 0);
    const tourney_ev_t *v = event_of(&a, TEV_MOVE, -1);
    CHECK(v != NULL);
    if (v) {
        CHECK_EQ_STR(a.names[v->player], "Di"); /* due the big blind next at table 1 */
        CHECK_EQ_INT(v->rule, 37);
        CHECK_EQ_INT(v->from_table, 1);
        CHECK_EQ_INT(v->from_seat, 4);
        CHECK_EQ_INT(v->to_table, 2);
        CHECK_EQ_INT(v->to_seat, 5); /* the worst position */
        CHECK_EQ_INT((int)v->chips, 2500);
        CHECK(strstr(v->reason, "due the big blind next at table 1") != NULL);
        CHECK(strstr(v->reason, "worst position") != NULL);
    }
    CHECK(event_of(&a, TEV_SIT_OUT, -1) == NULL);
    /* the next hands: table 2's big blind is Di at seat 5; table 1's moves on to seat 5 (Ed), the
     * next player after Di's empty seat, so nobody there posts twice or skips */
    CHECK_EQ_INT(a.tables[1].deals, 1);
    CHECK_EQ_INT(a.tables[1].button, 3);
    CHECK_EQ_INT(a.tables[1].small_blind, 4);
    CHECK_EQ_INT(a.tables[1].big_blind, 5);
    CHECK_EQ_INT(a.tables[1].seats[4].player, player_named(&a, "Di"));
    CHECK_EQ_INT(a.tables[1].seats[4].dealt, 1);
    CHECK_EQ_INT(a.tables[0].big_blind, 5);
    CHECK_EQ_INT(a.tables[0].players, 5);
    CHECK_EQ_INT(a.tables[1].players, 5);
    tourney_moment_free(&a);
}

/* R37 (with R36's sit-out): the worst position is the first empty seat after the last big blind;
 * a seat reached only between the next small blind and the next button is taken only when no
 * other is empty, and its player sits out one hand, owing no blind. Table 2 (seats 1 and 4 were the
 * last hand's blinds, 2 and 3 empty between them) has no other empty seat: the mover from table 1
 * takes seat 2 - first clockwise after the big blind (4) past the full seats 5 and 6 - and sits
 * out; seat 2 is between the next small blind (4) and the button (1). */
static const char *BALANCE_SIT_OUT =
    "{\"name\": \"R37 sit out\", \"table_size\": 6, \"level\": {\"small_blind\": 50, \"big_blind\": 100},\n"
    " \"tables\": [\n"
    "  {\"table\": 1, \"previous_hand\": {\"button\": 4, \"small_blind\": 5, \"big_blind\": 6},\n"
    "   \"seats\": [{\"seat\": 1, \"name\": \"Ann\", \"stack\": 3000}, {\"seat\": 2, \"name\": \"Bo\", \"stack\": 3000},\n"
    "             {\"seat\": 3, \"name\": \"Cy\", \"stack\": 3000}, {\"seat\": 4, \"name\": \"Di\", \"stack\": 3000},\n"
    "             {\"seat\": 5, \"name\": \"Ed\", \"stack\": 3000}, {\"seat\": 6, \"name\": \"Flo\", \"stack\": 3000}]},\n"
    "  {\"table\": 2, \"previous_hand\": {\"button\": 6, \"small_blind\": 1, \"big_blind\": 4},\n"
    "   \"seats\": [{\"seat\": 1, \"name\": \"Gus\", \"stack\": 3000}, {\"seat\": 4, \"name\": \"Hal\", \"stack\": 3000},\n"
    "             {\"seat\": 5, \"name\": \"Ida\", \"stack\": 3000}, {\"seat\": 6, \"name\": \"Jo\", \"stack\": 3000},\n"
    "             {\"seat\": 2, \"busted\": true}, {\"seat\": 3, \"busted\": true}]},\n"
    "  {\"table\": 3, \"previous_hand\": {\"button\": 1, \"small_blind\": 2, \"big_blind\": 3},\n"
    "   \"seats\": [{\"seat\": 1, \"name\": \"Kit\", \"stack\": 3000}, {\"seat\": 2, \"name\": \"Lu\", \"stack\": 3000},\n"
    "             {\"seat\": 3, \"name\": \"Mo\", \"stack\": 3000}, {\"seat\": 4, \"name\": \"Ned\", \"stack\": 3000},\n"
    "             {\"seat\": 5, \"name\": \"Oz\", \"stack\": 3000}]}\n"
    " ]}\n";

static void test_r37_sit_out(void)
{
    tourney_moment_t a;
    CHECK(answer(BALANCE_SIT_OUT, &a) == 0);
    CHECK_EQ_INT(count_events(&a, TEV_MOVE), 1);
    const tourney_ev_t *v = event_of(&a, TEV_MOVE, -1);
    CHECK(v != NULL);
    if (v) {
        CHECK_EQ_STR(a.names[v->player], "Ann"); /* after table 1's big blind (6): seat 1 */
        CHECK_EQ_INT(v->to_table, 2);
        CHECK_EQ_INT(v->to_seat, 2);
        const tourney_ev_t *w = event_of(&a, TEV_SIT_OUT, v->player);
        CHECK(w != NULL);
        if (w) {
            CHECK_EQ_INT(w->to_table, 2);
            CHECK_EQ_INT(w->to_seat, 2);
            CHECK(strstr(w->reason, "between the small blind and the button") != NULL);
        }
        CHECK_EQ_INT(a.tables[1].seats[1].sits_out, 1);
        CHECK_EQ_INT(a.tables[1].seats[1].dealt, 0);
    }
    /* table 2 deals: button on seat 1, small blind 4, big blind 5; Ann (seat 2) owes nothing */
    CHECK_EQ_INT(a.tables[1].deals, 1);
    CHECK_EQ_INT(a.tables[1].button, 1);
    CHECK_EQ_INT(a.tables[1].small_blind, 4);
    CHECK_EQ_INT(a.tables[1].big_blind, 5);
    tourney_moment_free(&a);
}

/* R36: 12 players at three tables of 6 fit at two: table 3, the highest-numbered, breaks; its
 * players are drawn into the empty seats of tables 1 and 2, which end within one player of each
 * other, each player at a seat nobody else has, with their chips. */
static const char *BREAK =
    "{\"name\": \"R36 break\", \"seed\": 5, \"table_size\": 6, \"level\": {\"small_blind\": 50, \"big_blind\": 100},\n"
    " \"tables\": [\n"
    "  {\"table\": 1, \"previous_hand\": {\"button\": 1, \"small_blind\": 2, \"big_blind\": 3},\n"
    "   \"seats\": [{\"seat\": 1, \"stack\": 3000}, {\"seat\": 2, \"stack\": 3000}, {\"seat\": 3, \"stack\": 3000},\n"
    "             {\"seat\": 5, \"stack\": 3000}]},\n"
    "  {\"table\": 2, \"previous_hand\": {\"button\": 2, \"small_blind\": 4, \"big_blind\": 5},\n"
    "   \"seats\": [{\"seat\": 2, \"stack\": 3000}, {\"seat\": 4, \"stack\": 3000}, {\"seat\": 5, \"stack\": 3000},\n"
    "             {\"seat\": 6, \"stack\": 3000}]},\n"
    "  {\"table\": 3, \"previous_hand\": {\"small_blind\": 2, \"big_blind\": 4},\n"
    "   \"seats\": [{\"seat\": 2, \"stack\": 1100}, {\"seat\": 3, \"busted\": true}, {\"seat\": 4, \"stack\": 1200},\n"
    "             {\"seat\": 5, \"stack\": 1300}, {\"seat\": 6, \"stack\": 1400}]}\n"
    " ]}\n";

static void test_r36_break(void)
{
    tourney_moment_t a;
    CHECK(answer(BREAK, &a) == 0);
    const tourney_ev_t *b = event_of(&a, TEV_TABLE_BREAK, -1);
    CHECK(b != NULL);
    if (b) {
        CHECK_EQ_INT(b->from_table, 3);
        CHECK_EQ_INT(b->rule, 36);
    }
    CHECK_EQ_INT(count_events(&a, TEV_TABLE_BREAK), 1);
    CHECK_EQ_INT(count_events(&a, TEV_MOVE), 4);
    CHECK_EQ_INT(a.tables[2].in_play, 0);
    CHECK_EQ_INT(a.tables[0].players, 6);
    CHECK_EQ_INT(a.tables[1].players, 6);
    static const char *const names[] = {"T3 S2", "T3 S4", "T3 S5", "T3 S6"};
    for (int k = 0; k < 4; k++) {
        int p = player_named(&a, names[k]);
        CHECK(p >= 0);
        const tourney_ev_t *v = event_of(&a, TEV_MOVE, p);
        CHECK(v != NULL);
        if (!v)
            continue;
        CHECK_EQ_INT(v->rule, 36);
        CHECK_EQ_INT(v->from_table, 3);
        CHECK(v->to_table == 1 || v->to_table == 2);
        CHECK_EQ_INT(a.tables[v->to_table - 1].seats[v->to_seat - 1].player, p);
        CHECK_EQ_INT((int)a.tables[v->to_table - 1].seats[v->to_seat - 1].chips, 1100 + 100 * k);
        /* a newcomer sits out only in a seat after the last small blind up to the last big
         * blind: table 1's empty seats 4 and 6 (its blinds were 2 and 3) and table 2's 1 and 3
         * (blinds 4 and 5) are none of those, so everybody is dealt in */
        CHECK(event_of(&a, TEV_SIT_OUT, p) == NULL);
    }
    tourney_moment_free(&a);
}

/* R39: 7 players left at two tables of 9 fit at one: every table breaks and the final table is
 * drawn afresh as table 1, its first button drawn by high card. */
static const char *FINAL =
    "{\"name\": \"R39 final\", \"seed\": 9, \"table_size\": 9, \"level\": {\"small_blind\": 100, \"big_blind\": 200},\n"
    " \"tables\": [\n"
    "  {\"table\": 1, \"previous_hand\": {\"button\": 1, \"small_blind\": 2, \"big_blind\": 3},\n"
    "   \"seats\": [{\"seat\": 1, \"stack\": 5000}, {\"seat\": 2, \"stack\": 5000}, {\"seat\": 3, \"stack\": 5000},\n"
    "             {\"seat\": 4, \"stack\": 5000}]},\n"
    "  {\"table\": 2, \"previous_hand\": {\"button\": 7, \"small_blind\": 8, \"big_blind\": 9},\n"
    "   \"seats\": [{\"seat\": 7, \"stack\": 5000}, {\"seat\": 8, \"stack\": 5000}, {\"seat\": 9, \"stack\": 5000},\n"
    "             {\"seat\": 1, \"busted\": true}]}\n"
    " ]}\n";

static void test_r39_final(void)
{
    tourney_moment_t a;
    CHECK(answer(FINAL, &a) == 0);
    CHECK_EQ_INT(count_events(&a, TEV_TABLE_BREAK), 2);
    CHECK_EQ_INT(count_events(&a, TEV_SEATED), 7);
    CHECK_EQ_INT(count_events(&a, TEV_FINAL_TABLE), 1);
    for (int i = 0; i < a.n_events; i++)
        if (a.events[i].type == TEV_SEATED) {
            CHECK_EQ_INT(a.events[i].rule, 39);
            CHECK_EQ_INT(a.events[i].to_table, 1);
        }
    CHECK_EQ_INT(a.tables[0].players, 7);
    CHECK_EQ_INT(a.tables[1].in_play, 0);
    CHECK_EQ_INT(a.tables[0].deals, 1);
    int dealt = 0;
    for (int s = 0; s < 9; s++)
        dealt += a.tables[0].seats[s].dealt;
    CHECK_EQ_INT(dealt, 7);
    tourney_moment_free(&a);
}

/* R37 has no exemption for a player moved in a hand ago (the suspected "double move" of
 * `felt-cli mtt --players 300 --table-size 10 --seed 2`, where Zoe 5 was moved from table 6 to
 * table 1 and again, one hand later, to table 15). Zoe sits in seat 1 of table 1, the seat after
 * the last big blind (10): she is due the big blind next, so she is the one who goes to the short
 * table, to its worst position (seat 9: the first empty seat after its last big blind, 6; seats 7
 * and 8 are full). She posts no big blind on the way, and none twice: table 2's next one is seat
 * 7's, hers comes when it reaches seat 9. */
static const char *MOVED_AGAIN =
    "{\"name\": \"R37 again\", \"table_size\": 10, \"level\": {\"small_blind\": 300, \"big_blind\": 600},\n"
    " \"tables\": [\n"
    "  {\"table\": 1, \"previous_hand\": {\"button\": 8, \"small_blind\": 9, \"big_blind\": 10},\n"
    "   \"seats\": [{\"seat\": 1, \"name\": \"Zoe\", \"stack\": 46875}, {\"seat\": 2, \"stack\": 9000},\n"
    "             {\"seat\": 3, \"stack\": 9000}, {\"seat\": 4, \"stack\": 9000}, {\"seat\": 5, \"stack\": 9000},\n"
    "             {\"seat\": 6, \"stack\": 9000}, {\"seat\": 7, \"stack\": 9000}, {\"seat\": 8, \"stack\": 9000},\n"
    "             {\"seat\": 9, \"stack\": 9000}, {\"seat\": 10, \"stack\": 9000}]},\n"
    "  {\"table\": 2, \"previous_hand\": {\"button\": 4, \"small_blind\": 5, \"big_blind\": 6},\n"
    "   \"seats\": [{\"seat\": 1, \"stack\": 9000}, {\"seat\": 2, \"stack\": 9000}, {\"seat\": 3, \"stack\": 9000},\n"
    "             {\"seat\": 4, \"stack\": 9000}, {\"seat\": 5, \"stack\": 9000}, {\"seat\": 6, \"stack\": 9000},\n"
    "             {\"seat\": 7, \"stack\": 9000}, {\"seat\": 8, \"stack\": 9000}]}\n"
    " ]}\n";

static void test_r37_moved_again(void)
{
    tourney_moment_t a;
    CHECK(answer(MOVED_AGAIN, &a) == 0);
    CHECK_EQ_INT(count_events(&a, TEV_MOVE), 1);
    const tourney_ev_t *v = event_of(&a, TEV_MOVE, -1);
    CHECK(v != NULL);
    if (v) {
        CHECK_EQ_STR(a.names[v->player], "Zoe");
        CHECK_EQ_INT(v->rule, 37);
        CHECK_EQ_INT(v->to_table, 2);
        CHECK_EQ_INT(v->to_seat, 9);
    }
    CHECK(event_of(&a, TEV_SIT_OUT, -1) == NULL);
    CHECK_EQ_INT(a.tables[0].big_blind, 2);  /* table 1 goes on to the next player */
    CHECK_EQ_INT(a.tables[1].big_blind, 7);  /* not Zoe: no second big blind for her */
    CHECK_EQ_INT(a.tables[1].seats[8].dealt, 1);
    tourney_moment_free(&a);
}

/* Bad input: each refusal names the file, line, path and value. */
static void test_bad_moments(void)
{
    static const struct {
        const char *json, *want;
    } bad[] = {
        {"{\"name\": \"x\", \"table_size\": 6, \"level\": {\"small_blind\": 50, \"big_blind\": 100}, \"tables\": [\n"
         "{\"table\": 1, \"seats\": [{\"seat\": 1, \"stack\": 100},\n{\"seat\": 1, \"stack\": 200}]}]}",
         "moment.json:3: tables[0].seats[1].seat: expected one player a seat, got seat 1 of table 1 twice"},
        {"{\"name\": \"x\", \"table_size\": 6, \"level\": {\"small_blind\": 50, \"big_blind\": 100}, \"tables\": [\n"
         "{\"table\": 1, \"seats\": [{\"seat\": 7, \"stack\": 100}]}]}",
         "moment.json:2: tables[0].seats[0].seat: expected an integer from 1 to 6, got 7"},
        {"{\"name\": \"x\", \"table_size\": 3, \"level\": {\"small_blind\": 50, \"big_blind\": 100}, \"tables\": []}",
         "moment.json:1: table_size: expected a multi-table tournament's table size, an integer from 4 to 10, got 3"},
        {"{\"name\": \"x\", \"table_size\": 11, \"level\": {\"small_blind\": 50, \"big_blind\": 100}, \"tables\": []}",
         "moment.json:1: table_size: expected a multi-table tournament's table size, an integer from 4 to 10, got 11"},
        {"{\"name\": \"x\", \"table_size\": 6, \"level\": {\"small_blind\": 50, \"big_blind\": 100}, \"tables\": [\n"
         "{\"table\": 1, \"seats\": [{\"seat\": 1, \"stack\": 100}, {\"seat\": 2, \"stack\": 100}],\n"
         " \"previous_hand\": {\"button\": 4, \"small_blind\": 1, \"big_blind\": 2}}]}",
         "moment.json:3: tables[0].previous_hand.button: expected a seat with a player or one marked busted"},
        {"{\"name\": \"x\", \"table_size\": 6, \"level\": {\"small_blind\": 50, \"big_blind\": 100}, \"tables\": [\n"
         "{\"table\": 1, \"seats\": [{\"seat\": 1, \"stack\": 100, \"colour\": 3}]}]}",
         "moment.json:2: tables[0].seats[0].colour: expected a key among seat, name, stack, busted, got unknown key \"colour\""},
        {"{\"name\": \"x\", \"table_size\": 6, \"level\": {\"small_blind\": 50, \"big_blind\": 100}, \"tables\": [\n"
         "{\"table\": 1, \"seats\": [{\"seat\": 1, \"name\": \"Ann\", \"stack\": 100}]},\n"
         "{\"table\": 2, \"seats\": [{\"seat\": 3, \"name\": \"Ann\", \"stack\": 100}]}]}",
         "moment.json:3: tables[1].seats[0].name: expected each player once, got \"Ann\" again (also table 1, seat 1)"},
        {"{\"name\": \"x\", \"table_size\": 6, \"level\": {\"small_blind\": 50, \"big_blind\": 100}, \"tables\": [\n"
         "{\"table\": 1, \"seats\": [{\"seat\": 1, \"stack\": 100}]},\n"
         "{\"table\": 1, \"seats\": [{\"seat\": 3, \"stack\": 100}]}]}",
         "moment.json:3: tables[1].table: expected each table once, got table 1 again"},
        {"{\"name\": \"x\", \"table_size\": 6, \"level\": {\"small_blind\": 50, \"big_blind\": 100}, \"tabels\": []}",
         "moment.json:1: tabels: expected a key among name, description, seed, table_size, level, structure_file, "
         "level_number, tables, got unknown key \"tabels\""},
        {"{\"name\": \"x\", \"table_size\": 6, \"level\": {\"small_blind\": 50, \"big_blind\": 100}, \"tables\": [\n"
         "{\"table\": 1, \"seats\": [{\"seat\": 1, \"stack\": -5}]}]}",
         "moment.json:2: tables[0].seats[0].stack: expected an integer from 1 to 1000000000000, got -5"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        scenario_moment_t *m = malloc(sizeof *m);
        char err[512] = "";
        CHECK(m != NULL);
        if (!m)
            return;
        CHECK_EQ_INT(load(bad[i].json, m, err, sizeof err), -1);
        CHECK_MSG(strstr(err, bad[i].want) != NULL, "case %zu: want \"%s\" in \"%s\"", i, bad[i].want, err);
        free(m);
    }
}

/* ---- the property: random moments against a second computation ----------------------------- */

typedef struct sim {
    int S, T;
    int at[SCENARIO_MAX_TABLES][ENGINE_MAX_SEATS]; /* player or -1 */
    int bb[SCENARIO_MAX_TABLES], sb[SCENARIO_MAX_TABLES];
    int heads_up[SCENARIO_MAX_TABLES]; /* the last hand was heads-up (its button the small blind) */
} sim_t;

static int sim_count(const sim_t *x, int t)
{
    int n = 0;
    for (int s = 0; s < x->S; s++)
        n += x->at[t][s] >= 0;
    return n;
}

/* A random moment of T tables of S seats, every table having dealt (positions given). */
static void random_moment(rng_t *r, scenario_moment_t *m, sim_t *x)
{
    memset(m, 0, sizeof *m);
    x->S = 4 + (int)(tl_rand(r) % 7);
    x->T = 2 + (int)(tl_rand(r) % 4);
    snprintf(m->name, sizeof m->name, "random");
    m->seed = tl_rand(r);
    m->table_size = x->S;
    structure_t *st = &m->structure;
    snprintf(st->name, sizeof st->name, "moment");
    st->table_size = x->S;
    st->starting_stack = 1000;
    st->n_levels = 1;
    st->levels[0].small_blind = 50;
    st->levels[0].big_blind = 100;
    m->n_tables = x->T;
    int p = 0;
    for (int t = 0; t < x->T; t++) {
        scenario_table_t *tb = &m->tables[t];
        tb->number = t + 1;
        int want = 2 + (int)(tl_rand(r) % (unsigned)(x->S - 1));
        for (int s = 0; s < x->S; s++)
            x->at[t][s] = -1;
        for (int k = 0; k < want;) {
            int s = (int)(tl_rand(r) % (unsigned)x->S);
            if (tb->seats[s].occupied)
                continue;
            tb->seats[s].occupied = 1;
            tb->seats[s].stack = 100 * (1 + (int64_t)(tl_rand(r) % 100));
            k++;
        }
        for (int s = 0; s < x->S; s++)
            if (tb->seats[s].occupied) {
                snprintf(tb->seats[s].name, sizeof tb->seats[s].name, "P%d", p);
                x->at[t][s] = p++;
            }
        /* the last big blind a player; the small blind the nearest player before it, the button
         * the one before that (heads-up: the small blind's seat) */
        int bb;
        do
            bb = (int)(tl_rand(r) % (unsigned)x->S);
        while (!tb->seats[bb].occupied);
        int sb = bb, bt;
        do
            sb = (sb + x->S - 1) % x->S;
        while (!tb->seats[sb].occupied);
        bt = sb;
        if (want > 2)
            do
                bt = (bt + x->S - 1) % x->S;
            while (!tb->seats[bt].occupied);
        tb->prev_bb = bb + 1;
        tb->prev_sb = sb + 1;
        tb->prev_button = bt + 1;
        x->bb[t] = bb;
        x->sb[t] = sb;
        x->heads_up[t] = want == 2;
    }
}

/* R37 as the rule book says it, done by hand: while the fullest table has two or more more than
 * the shortest (lowest numbers on ties), the player due the big blind next at the fullest (first
 * player clockwise after its last big blind) goes to the shortest; arrivals then take, in order,
 * the first empty seat clockwise after the last big blind there. */
typedef struct want_move {
    int player, from_t, from_s, to_t, to_s;
} want_move_t;

static int sim_balance(sim_t *x, want_move_t *mv)
{
    int arr_n[SCENARIO_MAX_TABLES] = {0}, n = 0;
    int arr[SCENARIO_MAX_TABLES][ENGINE_MAX_SEATS * 2];
    for (;;) {
        int hi = -1, lo = -1;
        for (int t = 0; t < x->T; t++) {
            int c = sim_count(x, t) + arr_n[t];
            if (sim_count(x, t) > 0 && (hi < 0 || c > sim_count(x, hi) + arr_n[hi]))
                hi = t;
            if (lo < 0 || c < sim_count(x, lo) + arr_n[lo])
                lo = t;
        }
        if (sim_count(x, hi) + arr_n[hi] - sim_count(x, lo) - arr_n[lo] < 2)
            break;
        int s = x->bb[hi];
        do
            s = (s + 1) % x->S;
        while (x->at[hi][s] < 0);
        mv[n] = (want_move_t){x->at[hi][s], hi + 1, s + 1, lo + 1, 0};
        arr[lo][arr_n[lo]++] = n++;
        x->at[hi][s] = -1;
    }
    for (int t = 0; t < x->T; t++)
        for (int k = 0; k < arr_n[t]; k++) {
            int s = x->bb[t];
            do
                s = (s + 1) % x->S;
            while (x->at[t][s] >= 0);
            x->at[t][s] = mv[arr[t][k]].player;
            mv[arr[t][k]].to_s = s + 1;
        }
    return n;
}

/* R36's sit-out, from the rule text: the next hand's button is the last small blind's seat and
 * its small blind the last big blind's, so a seat after the last small blind up to the last big
 * blind is between the small blind and the button (or is the small blind): its newcomer sits out.
 * After a heads-up hand (R4b) the button is the first player counter-clockwise from the small
 * blind, a newcomer as well: nobody is between them, and only the small blind's own seat (the
 * last big blind's) sits out. */
static int sim_sits_out(const sim_t *x, int t, int s)
{
    if (x->heads_up[t])
        return s == x->bb[t];
    for (int k = (x->sb[t] + 1) % x->S;; k = (k + 1) % x->S) {
        if (k == s)
            return 1;
        if (k == x->bb[t])
            return 0;
    }
}

static void test_random_moments(void)
{
    rng_t r;
    rng_init(&r, tl_seed(), 99);
    scenario_moment_t *m = malloc(sizeof *m);
    sim_t *x = malloc(sizeof *x);
    CHECK(m && x);
    if (!m || !x)
        return;
    int n_breaks = 0, n_balance = 0, n_sit = 0, n_final = 0;
    for (int it = 0; it < 400; it++) {
        random_moment(&r, m, x);
        int players = 0;
        int64_t chips = 0;
        for (int t = 0; t < x->T; t++)
            for (int s = 0; s < x->S; s++)
                if (m->tables[t].seats[s].occupied) {
                    players++;
                    chips += m->tables[t].seats[s].stack;
                }
        tourney_moment_t a;
        char err[512];
        if (tourney_moment(m, &a, err, sizeof err) < 0) {
            CHECK_MSG(0, "moment %d: %.400s", it, err);
            continue;
        }
        /* every player once, chips kept */
        int seen = 0;
        int64_t kept = 0;
        int most = 0, least = 1 << 30, in_play = 0;
        for (int t = 0; t < a.n_tables; t++) {
            if (!a.tables[t].in_play)
                continue;
            in_play++;
            int c = 0;
            for (int s = 0; s < x->S; s++)
                if (a.tables[t].seats[s].player >= 0) {
                    c++;
                    kept += a.tables[t].seats[s].chips;
                }
            seen += c;
            most = c > most ? c : most;
            least = c < least ? c : least;
            CHECK_EQ_INT(a.tables[t].players, c);
        }
        CHECK_EQ_INT(seen, players);
        CHECK_EQ_U64((uint64_t)kept, (uint64_t)chips);
        CHECK_MSG(most - least <= 1, "moment %d: tables from %d to %d players after the moves", it, least, most);
        if (players <= x->S) { /* R39 */
            n_final++;
            CHECK_EQ_INT(in_play, 1);
            CHECK_EQ_INT(count_events(&a, TEV_FINAL_TABLE), 1);
            CHECK_EQ_INT(count_events(&a, TEV_SEATED), players);
        } else if (players <= (x->T - 1) * x->S) { /* R36: the highest-numbered tables break */
            n_breaks++;
            int fit = (players + x->S - 1) / x->S;
            CHECK_EQ_INT(in_play, fit);
            for (int t = 0; t < x->T; t++)
                CHECK_EQ_INT(a.tables[t].in_play, t < fit);
            CHECK_EQ_INT(count_events(&a, TEV_TABLE_BREAK), x->T - fit);
            for (int i = 0; i < a.n_events; i++)
                if (a.events[i].type == TEV_MOVE && a.events[i].rule == 36)
                    CHECK_MSG(a.events[i].from_table > fit && a.events[i].to_table <= fit,
                              "moment %d: a break move from table %d to %d", it, a.events[i].from_table,
                              a.events[i].to_table);
        } else { /* R37 only: the answer is the hand computation's, move for move */
            want_move_t mv[SCENARIO_MAX_TABLES * ENGINE_MAX_SEATS];
            int n = sim_balance(x, mv);
            n_balance += n > 0;
            CHECK_EQ_INT(count_events(&a, TEV_TABLE_BREAK), 0);
            CHECK_EQ_INT(count_events(&a, TEV_MOVE), n);
            int k = 0;
            for (int i = 0; i < a.n_events && k < n; i++) {
                const tourney_ev_t *v = &a.events[i];
                if (v->type != TEV_MOVE)
                    continue;
                /* apply_rules sends in the loop's order; arrivals are seated table by table */
                int j = 0;
                while (j < n && mv[j].player != v->player)
                    j++;
                CHECK_MSG(j < n, "moment %d: %s moved, the hand computation moves nobody like that", it,
                          a.names[v->player]);
                if (j == n)
                    continue;
                k++;
                CHECK_EQ_INT(v->rule, 37);
                CHECK_EQ_INT(v->from_table, mv[j].from_t);
                CHECK_EQ_INT(v->from_seat, mv[j].from_s);
                CHECK_EQ_INT(v->to_table, mv[j].to_t);
                CHECK_EQ_INT(v->to_seat, mv[j].to_s);
                const tourney_moment_table_t *to = &a.tables[v->to_table - 1];
                /* sitting out is said when the next hand is dealt: a table that waits deals nobody */
                int out = to->deals && sim_sits_out(x, v->to_table - 1, v->to_seat - 1);
                n_sit += out;
                CHECK_EQ_INT(event_of(&a, TEV_SIT_OUT, v->player) != NULL, out);
                CHECK_EQ_INT(to->seats[v->to_seat - 1].sits_out, out);
                if (to->deals) {
                    CHECK_EQ_INT(to->seats[v->to_seat - 1].dealt, !out);
                    /* never posts a blind from a seat between the small blind and the button */
                    if (out)
                        CHECK(to->big_blind != v->to_seat && to->small_blind != v->to_seat);
                }
                /* R37: never the player who just posted the big blind (no second big blind) */
                CHECK(v->from_seat - 1 != m->tables[v->from_table - 1].prev_bb - 1);
            }
        }
        tourney_moment_free(&a);
    }
    printf("  400 moments: %d with balance moves (%d sit-outs), %d with breaks, %d final tables\n", n_balance, n_sit,
           n_breaks, n_final);
    CHECK(n_balance > 20 && n_breaks > 20 && n_final > 5);
    free(m);
    free(x);
}

/* R4b with R36: table 1 played its last hand heads-up (Ana on the button and small blind at seat
 * 2, Bo in the big blind at seat 4), table 2 is full and table 3 breaks: its two players take
 * table 1's empty seats 1 and 3. The next hand's big blind is the first player after seat 4 (seat
 * 1, a newcomer, at once), its small blind Bo, and its button the first player counter-clockwise
 * from the small blind - seat 3, the other newcomer, at once. Nobody is between the small blind
 * and the button, so nobody sits out; before the fix the newcomer on seat 3 sat out (walking from
 * the heads-up button to the big blind), and could again the hand after. */
static const char *HEADS_UP_GROWS =
    "{\"name\": \"R4b\", \"seed\": 5, \"table_size\": 4,\n"
    " \"level\": {\"small_blind\": 50, \"big_blind\": 100},\n"
    " \"tables\": [\n"
    "  {\"table\": 1, \"previous_hand\": {\"button\": 2, \"small_blind\": 2, \"big_blind\": 4},\n"
    "   \"seats\": [{\"seat\": 2, \"name\": \"Ana\", \"stack\": 6000}, {\"seat\": 4, \"name\": \"Bo\", \"stack\": 6000}]},\n"
    "  {\"table\": 2, \"previous_hand\": {\"button\": 1, \"small_blind\": 2, \"big_blind\": 3},\n"
    "   \"seats\": [{\"seat\": 1, \"name\": \"Cy\", \"stack\": 3000}, {\"seat\": 2, \"name\": \"Di\", \"stack\": 3000},\n"
    "             {\"seat\": 3, \"name\": \"Ed\", \"stack\": 3000}, {\"seat\": 4, \"name\": \"Flo\", \"stack\": 3000}]},\n"
    "  {\"table\": 3, \"previous_hand\": {\"button\": 1, \"small_blind\": 1, \"big_blind\": 3},\n"
    "   \"seats\": [{\"seat\": 1, \"name\": \"Gus\", \"stack\": 2000}, {\"seat\": 3, \"name\": \"Hal\", \"stack\": 2000}]}\n"
    " ]}\n";

static void test_r4b_heads_up_table_grows(void)
{
    tourney_moment_t a;
    CHECK(answer(HEADS_UP_GROWS, &a) == 0);
    CHECK_EQ_INT(count_events(&a, TEV_TABLE_BREAK), 1);
    CHECK_EQ_INT(count_events(&a, TEV_MOVE), 2);
    CHECK_EQ_INT(count_events(&a, TEV_SIT_OUT), 0);
    const tourney_moment_table_t *t1 = &a.tables[0];
    CHECK_EQ_INT(t1->players, 4);
    CHECK(t1->deals);
    CHECK_EQ_INT(t1->big_blind, 1);
    CHECK_EQ_INT(t1->small_blind, 4);
    CHECK_EQ_INT(t1->small_blind_posted, 1);
    CHECK_EQ_INT(t1->button, 3);
    for (int s = 0; s < 4; s++) {
        CHECK_MSG(t1->seats[s].player >= 0 && t1->seats[s].dealt && !t1->seats[s].sits_out,
                  "seat %d: player %d dealt %d sits out %d", s + 1, t1->seats[s].player, t1->seats[s].dealt,
                  t1->seats[s].sits_out);
    }
    tourney_moment_free(&a);
}

int main(int argc, char **argv)
{
    tl_init(argc, argv, 0x6d6f6d656e74ULL);
    if (tl_group("mtt_moment_r37_the_player_due_the_big_blind_moves_to_the_worst_position"))
        test_r37_balance();
    if (tl_group("mtt_moment_r37_a_player_moved_a_hand_ago_moves_again_when_due_the_big_blind"))
        test_r37_moved_again();
    if (tl_group("mtt_moment_r37_r36_a_seat_between_the_small_blind_and_the_button_sits_out"))
        test_r37_sit_out();
    if (tl_group("mtt_moment_r36_the_highest_table_breaks_and_its_players_are_drawn_into_seats"))
        test_r36_break();
    if (tl_group("mtt_moment_r4b_r36_a_heads_up_table_that_grows_gives_a_newcomer_the_button"))
        test_r4b_heads_up_table_grows();
    if (tl_group("mtt_moment_r39_the_final_table_is_drawn_afresh"))
        test_r39_final();
    if (tl_group("mtt_moment_bad_moments_are_named_by_file_line_path_and_value"))
        test_bad_moments();
    if (tl_group("mtt_moment_random_moments_match_a_second_computation_of_the_rules"))
        test_random_moments();
    tl_group_end();
    return tl_finish();
}
