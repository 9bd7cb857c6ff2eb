/* test_drill_mtt.c — the tournament director's drills (src/drill/drill_mtt.h): for many seeds of
 * every topic, the tournament's answer is graded right, a changed answer is graded wrong with a
 * correction naming what was wrong, the answer reads back from its JSON, and the answer agrees
 * with a second computation written here from the rule text (docs/rules.md R36-R39, R2, R32,
 * R33), reading the drill's tables with the moment loader and never calling the tournament's
 * balancing, breaking or ranking code. */
#include "drill/drill_mtt.h"
#include "engine/card.h"
#include "engine/scenario.h"
#include "testlib.h"
#include "tournament/tournament.h"

enum { SEEDS = 150 };

static scenario_moment_t moment;

static int load(const drill_mtt_t *d)
{
    char err[512];
    if (scenario_moment_load("drill", ".", d->moment, strlen(d->moment), &moment, err, sizeof err) < 0) {
        printf("  seed %llu: the moment does not load: %s\n", (unsigned long long)d->seed, err);
        return -1;
    }
    return 0;
}

static int count_at(const scenario_table_t *t, int S)
{
    int n = 0;
    for (int s = 0; s < S; s++)
        n += t->seats[s].occupied;
    return n;
}

static int name_index(const drill_mtt_t *d, const char *name)
{
    for (int p = 0; p < d->n_players; p++)
        if (!strcmp(d->names[p], name))
            return p;
    return -1;
}

static const scenario_table_t *table_no(int number)
{
    for (int k = 0; k < moment.n_tables; k++)
        if (moment.tables[k].number == number)
            return &moment.tables[k];
    return NULL;
}

static void grade_right(const drill_mtt_t *d)
{
    char fb[8192], js[4096], err[512];
    CHECK_MSG(drill_mtt_grade(d, &d->answer, fb, sizeof fb) == 1, "seed %llu: %.200s", (unsigned long long)d->seed, fb);
    CHECK(strncmp(fb, "Right: ", 7) == 0);
    CHECK(strstr(fb, d->rule) != NULL); /* the rule is cited in the explanation */
    drill_mtt_answer_format_json(d, &d->answer, js, sizeof js);
    drill_mtt_answer_t back;
    CHECK_MSG(drill_mtt_answer_parse_json(d, js, &back, err, sizeof err) == 0, "%.200s: %.200s", js, err);
    CHECK_MSG(drill_mtt_grade(d, &back, NULL, 0) == 1, "%.200s does not grade right read back", js);
}

static void grade_wrong(const drill_mtt_t *d, const drill_mtt_answer_t *given, const char *must_say)
{
    char fb[8192];
    CHECK_MSG(drill_mtt_grade(d, given, fb, sizeof fb) == 0, "seed %llu graded a changed answer right",
              (unsigned long long)d->seed);
    CHECK_MSG(strncmp(fb, "Wrong: ", 7) == 0 && strstr(fb, must_say) != NULL, "'%.200s' not in: %.300s", must_say, fb);
}

/* R37 from the rule text: the fullest and shortest tables (lowest numbers on ties); the player due
 * the big blind next at the fullest (the first player clockwise after its last big blind); the
 * worst position at the shortest (the first empty seat clockwise after its last big blind). */
static void test_balancing(void)
{
    int ties = 0, sit = 0;
    for (int i = 0; i < SEEDS; i++) {
        static drill_mtt_t d;
        char err[512];
        int diff = 1 + i % 5;
        uint64_t seed = tl.seed + (uint64_t)i;
        if (drill_mtt_generate(DRILL_MTT_BALANCING, seed, diff, &d, err, sizeof err) < 0) {
            CHECK_MSG(0, "%.200s", err);
            continue;
        }
        if (load(&d) < 0) {
            CHECK(0);
            continue;
        }
        int S = moment.table_size, hi = -1, lo = -1;
        for (int k = 0; k < moment.n_tables; k++) {
            int c = count_at(&moment.tables[k], S);
            if (hi < 0 || c > count_at(&moment.tables[hi], S))
                hi = k;
            if (lo < 0 || c < count_at(&moment.tables[lo], S))
                lo = k;
        }
        int most = count_at(&moment.tables[hi], S), fewest = count_at(&moment.tables[lo], S), n_most = 0;
        for (int k = 0; k < moment.n_tables; k++)
            n_most += count_at(&moment.tables[k], S) == most;
        ties += n_most > 1;
        CHECK_EQ_INT(most - fewest, 2);
        const scenario_table_t *from = &moment.tables[hi], *to = &moment.tables[lo];
        int due = -1, worst = -1;
        for (int j = 1; j <= S && due < 0; j++) {
            int s = (from->prev_bb - 1 + j) % S;
            if (from->seats[s].occupied)
                due = s;
        }
        for (int j = 1; j <= S && worst < 0; j++) {
            int s = (to->prev_bb - 1 + j) % S;
            if (!to->seats[s].occupied)
                worst = s;
        }
        CHECK(due >= 0 && worst >= 0);
        if (due < 0 || worst < 0)
            continue;
        CHECK_EQ_INT(d.answer.player, name_index(&d, from->seats[due].name));
        CHECK_EQ_INT(d.answer.table, to->number);
        CHECK_EQ_INT(d.answer.seat, worst + 1);
        sit += strstr(d.why, "sits out") != NULL;
        grade_right(&d);
        drill_mtt_answer_t w = d.answer;
        w.seat = d.answer.seat % S + 1; /* the next seat */
        char say[96];
        snprintf(say, sizeof say, "The seat is table %d, seat %d, not table %d, seat %d", d.answer.table, d.answer.seat,
                 w.table, w.seat);
        grade_wrong(&d, &w, say);
        w = d.answer;
        w.player = (d.answer.player + 1) % d.n_players;
        snprintf(say, sizeof say, "The player who moves is %s, not %s", d.names[d.answer.player], d.names[w.player]);
        grade_wrong(&d, &w, say);
    }
    printf("  %d balancing drills: %d with tables tied for the most players, %d with a sit-out\n", SEEDS, ties, sit);
    CHECK(ties > 5);
}

/* R36 from the rule text: the highest-numbered table breaks when the players fit at one table
 * fewer; each of its players takes a seat that was empty; the tables end within one player of each
 * other; and a player sits out exactly when the seat lies clockwise after the next hand's button
 * and before its small blind (the seats a dealer skips), and is dealt in anywhere else. */
static void test_breaking(void)
{
    int n_out = 0, n_in = 0;
    for (int i = 0; i < SEEDS; i++) {
        static drill_mtt_t d;
        char err[512];
        uint64_t seed = tl.seed + 1000 + (uint64_t)i;
        if (drill_mtt_generate(DRILL_MTT_BREAKING, seed, 1 + i % 5, &d, err, sizeof err) < 0) {
            CHECK_MSG(0, "%.200s", err);
            continue;
        }
        if (load(&d) < 0) {
            CHECK(0);
            continue;
        }
        int S = moment.table_size, T = 0, total = 0;
        for (int k = 0; k < moment.n_tables; k++) {
            T = moment.tables[k].number > T ? moment.tables[k].number : T;
            total += count_at(&moment.tables[k], S);
        }
        CHECK(total <= (T - 1) * S && total > S);
        const scenario_table_t *gone = table_no(T);
        CHECK_EQ_INT(d.answer.n_rows, count_at(gone, S));
        int after[8] = {0}, taken[8][ENGINE_MAX_SEATS] = {{0}};
        for (int k = 0; k < moment.n_tables; k++)
            if (moment.tables[k].number != T)
                after[moment.tables[k].number] = count_at(&moment.tables[k], S);
        /* the next hands, dealt by each table's own engine (R3), to place the sit-outs against */
        static scenario_moment_t copy;
        copy = moment;
        tourney_moment_t next;
        CHECK(tourney_moment(&copy, &next, err, sizeof err) == 0);
        for (int k = 0; k < d.answer.n_rows; k++) {
            const drill_mtt_row_t *r = &d.answer.row[k];
            int from_gone = 0;
            for (int s = 0; s < S; s++)
                from_gone |= gone->seats[s].occupied && !strcmp(gone->seats[s].name, d.names[r->player]);
            CHECK(from_gone);
            CHECK(r->table >= 1 && r->table < T);
            const scenario_table_t *dst = table_no(r->table);
            CHECK(dst && !dst->seats[r->seat - 1].occupied && !taken[r->table][r->seat - 1]);
            taken[r->table][r->seat - 1] = 1;
            after[r->table]++;
            const tourney_moment_table_t *nt = &next.tables[r->table - 1];
            int between = 0;
            for (int s = nt->button % S; s != nt->small_blind - 1; s = (s + 1) % S)
                between |= s == r->seat - 1;
            /* a newcomer in the small blind's own seat sits out too: that small blind is dead */
            between |= r->seat == nt->small_blind && !nt->small_blind_posted;
            CHECK_MSG(r->sits_out == between, "seed %llu: %.200s at table %d seat %d (button %d, small blind %d): sits_out %d",
                      (unsigned long long)seed, d.names[r->player], r->table, r->seat, nt->button, nt->small_blind,
                      r->sits_out);
            n_out += r->sits_out;
            n_in += !r->sits_out;
        }
        tourney_moment_free(&next);
        int lo = 99, hi = 0;
        for (int t = 1; t < T; t++) {
            lo = after[t] < lo ? after[t] : lo;
            hi = after[t] > hi ? after[t] : hi;
        }
        CHECK(hi - lo <= 1);
        grade_right(&d);
        drill_mtt_answer_t w = d.answer;
        w.row[0].sits_out = !w.row[0].sits_out;
        char say[128];
        snprintf(say, sizeof say, d.answer.row[0].sits_out ? "%s sits out the next hand at table %d, seat %d, not dealt in"
                                                           : "%s is dealt in at table %d, seat %d, not sitting out",
                 d.names[d.answer.row[0].player], d.answer.row[0].table, d.answer.row[0].seat);
        say[0] = (char)(say[0] >= 'a' && say[0] <= 'z' ? say[0] - 32 : say[0]);
        grade_wrong(&d, &w, say);
    }
    printf("  %d breaking drills: %d players dealt in, %d sitting out\n", SEEDS, n_in, n_out);
    CHECK(n_out > 10 && n_in > 10);
}

/* R38 with R32 and R33 from the rule text: out in one round at two or more tables, all tie for the
 * places they cover; at one table the bigger starting stack ranks higher and equal stacks tie; a
 * tie pools the places' prizes and splits them, the spare cents one each in table-number order,
 * clockwise from each table's button. */
typedef struct out {
    int player, table, turn;
    int64_t stack;
} out_t;

static void test_hand_for_hand(void)
{
    int n_cross = 0, n_one = 0, n_spare = 0;
    for (int i = 0; i < SEEDS; i++) {
        static drill_mtt_t d;
        char err[512];
        uint64_t seed = tl.seed + 2000 + (uint64_t)i;
        if (drill_mtt_generate(DRILL_MTT_HAND_FOR_HAND, seed, 1 + i % 5, &d, err, sizeof err) < 0) {
            CHECK_MSG(0, "%.200s", err);
            continue;
        }
        if (load(&d) < 0) {
            CHECK(0);
            continue;
        }
        int S = moment.table_size, k = d.answer.n_rows, left = d.places_paid + 1;
        out_t o[ENGINE_MAX_SEATS];
        int tables = 0;
        for (int j = 0; j < k; j++) {
            const drill_mtt_row_t *r = &d.answer.row[j];
            const scenario_table_t *t = table_no(r->from_table);
            CHECK(t && t->busted[r->seat - 1]);
            o[j].player = r->player;
            o[j].table = r->from_table;
            o[j].turn = t ? (r->seat - 1 - t->prev_button + S) % S : 0; /* after the button: 0 */
            o[j].stack = r->start_stack;
        }
        for (int a = 0; a < k; a++) {
            int seen = 0;
            for (int b = 0; b < a; b++)
                seen |= o[b].table == o[a].table;
            tables += !seen;
        }
        /* the order in which places (and spare cents) are given */
        for (int a = 1; a < k; a++)
            for (int b = a; b > 0; b--) {
                out_t *x = &o[b - 1], *y = &o[b];
                int swap = tables >= 2 ? (x->table > y->table || (x->table == y->table && x->turn > y->turn))
                                       : (x->stack < y->stack || (x->stack == y->stack && x->turn > y->turn));
                if (swap) {
                    out_t z = *x;
                    *x = *y;
                    *y = z;
                }
            }
        int place[ENGINE_MAX_SEATS], to[ENGINE_MAX_SEATS];
        int64_t prize[ENGINE_MAX_SEATS];
        for (int a = 0; a < k;) {
            int b = a + 1;
            while (b < k && (tables >= 2 || o[b].stack == o[a].stack))
                b++;
            int first = left - k + 1 + a, last = first + (b - a) - 1;
            int64_t sum = 0;
            for (int p = first; p <= last; p++)
                sum += p <= d.places_paid ? d.place_prize[p] : 0;
            for (int j = a; j < b; j++) {
                place[j] = first;
                to[j] = last;
                prize[j] = sum / (b - a) + (j - a < sum % (b - a) ? 1 : 0);
            }
            n_spare += sum % (b - a) != 0;
            a = b;
        }
        for (int j = 0; j < k; j++) {
            const drill_mtt_row_t *r = NULL;
            for (int m = 0; m < k; m++)
                if (d.answer.row[m].player == o[j].player)
                    r = &d.answer.row[m];
            CHECK(r != NULL);
            if (!r)
                continue;
            CHECK_EQ_INT(r->place, place[j]);
            CHECK_EQ_INT(r->place_to, to[j]);
            CHECK_EQ_INT(r->prize, prize[j]);
        }
        CHECK_EQ_INT(d.answer.yes, tables >= 2 || to[0] != place[0] || to[k - 1] != place[k - 1]);
        n_cross += tables >= 2;
        n_one += tables == 1;
        grade_right(&d);
        drill_mtt_answer_t w = d.answer;
        w.row[0].prize += 1;
        char m1[32], m2[32], say[128];
        snprintf(m1, sizeof m1, "$%lld.%02lld", (long long)(d.answer.row[0].prize / 100), (long long)(d.answer.row[0].prize % 100));
        snprintf(m2, sizeof m2, "$%lld.%02lld", (long long)(w.row[0].prize / 100), (long long)(w.row[0].prize % 100));
        snprintf(say, sizeof say, "%s receives %s, not %s", d.names[d.answer.row[0].player], m1, m2);
        grade_wrong(&d, &w, say);
        w = d.answer;
        w.yes = !w.yes;
        grade_wrong(&d, &w, d.answer.yes ? "These eliminations tie" : "These eliminations do not tie");
    }
    printf("  %d hand-for-hand drills: %d across tables, %d at one table, %d with spare cents\n", SEEDS, n_cross, n_one,
           n_spare);
    CHECK(n_cross > 20 && n_one > 10 && n_spare > 5);
}

/* R39 and R2 from the rule text: the final table forms when the players left fit at one table; its
 * seats are a new draw (every player, each seat once); the first button is the highest card drawn,
 * by rank, then spades, hearts, diamonds, clubs. */
static void test_final_table(void)
{
    int n_yes = 0, n_no = 0;
    for (int i = 0; i < SEEDS; i++) {
        static drill_mtt_t d;
        char err[512];
        uint64_t seed = tl.seed + 3000 + (uint64_t)i;
        if (drill_mtt_generate(DRILL_MTT_FINAL_TABLE, seed, 1 + i % 5, &d, err, sizeof err) < 0) {
            CHECK_MSG(0, "%.200s", err);
            continue;
        }
        if (load(&d) < 0) {
            CHECK(0);
            continue;
        }
        int S = moment.table_size, total = 0;
        for (int k = 0; k < moment.n_tables; k++)
            total += count_at(&moment.tables[k], S);
        CHECK_EQ_INT(d.answer.yes, total <= S);
        if (total <= S) {
            n_yes++;
            int used[ENGINE_MAX_SEATS + 1] = {0};
            for (int p = 0; p < total; p++) {
                CHECK(d.final_seat[p] >= 1 && d.final_seat[p] <= S && !used[d.final_seat[p]]);
                if (d.final_seat[p] >= 1 && d.final_seat[p] <= S)
                    used[d.final_seat[p]] = 1;
            }
            static const char SUITS[] = "cdhs"; /* low to high: clubs, diamonds, hearts, spades (R2) */
            int best = -1, best_v = -1;
            for (int s = 0; s < S; s++) {
                if (d.drew[s] == CARD_NONE)
                    continue;
                CHECK(used[s + 1]);
                char c[3];
                card_format(d.drew[s], c);
                int v = (int)(strchr("23456789TJQKA", c[0]) - "23456789TJQKA") * 4 + (int)(strchr(SUITS, c[1]) - SUITS);
                if (v > best_v) {
                    best_v = v;
                    best = s;
                }
            }
            CHECK_EQ_INT(d.answer.button, best + 1);
            grade_right(&d);
            drill_mtt_answer_t w = d.answer;
            w.button = d.answer.button % S + 1;
            char say[96];
            snprintf(say, sizeof say, "the first button is seat %d, not seat %d", d.answer.button, w.button);
            say[0] = 'T';
            grade_wrong(&d, &w, say);
        } else {
            n_no++;
            CHECK_EQ_INT(d.answer.button, 0);
            grade_right(&d);
        }
        drill_mtt_answer_t w = d.answer;
        w.yes = !w.yes;
        w.button = w.yes ? 1 : 0;
        grade_wrong(&d, &w, d.answer.yes ? "The final table forms now" : "The final table does not form yet");
    }
    printf("  %d final-table drills: %d form now, %d do not\n", SEEDS, n_yes, n_no);
    CHECK(n_yes > 30 && n_no > 20);
}

/* The same seed gives the same drill; bad answers are refused naming the field and value. */
static void test_deterministic_and_bad_answers(void)
{
    static drill_mtt_t a, b;
    char err[512];
    for (int t = 0; t < DRILL_MTT_TOPIC_COUNT; t++) {
        CHECK(drill_mtt_generate((drill_mtt_topic_t)t, 77, 3, &a, err, sizeof err) == 0);
        CHECK(drill_mtt_generate((drill_mtt_topic_t)t, 77, 3, &b, err, sizeof err) == 0);
        CHECK(memcmp(&a, &b, sizeof a) == 0);
        drill_mtt_topic_t back;
        CHECK(drill_mtt_topic_parse(drill_mtt_topic_name((drill_mtt_topic_t)t), &back) == 0 && (int)back == t);
    }
    drill_mtt_topic_t x = DRILL_MTT_FINAL_TABLE;
    CHECK(drill_mtt_topic_parse("balance", &x) < 0 && x == DRILL_MTT_FINAL_TABLE);
    CHECK(drill_mtt_generate(DRILL_MTT_BALANCING, 5, 1, &a, err, sizeof err) == 0);
    drill_mtt_answer_t g;
    CHECK(drill_mtt_answer_parse_json(&a, "{\"player\":\"Nobody\",\"table\":1,\"seat\":1}", &g, err, sizeof err) < 0);
    CHECK_EQ_STR(err, "answer.player: expected the name of a player in the drill, got \"Nobody\"");
    char js[256];
    snprintf(js, sizeof js, "{\"player\":\"%s\",\"table\":1,\"seat\":11}", a.names[0]);
    CHECK(drill_mtt_answer_parse_json(&a, js, &g, err, sizeof err) < 0);
    CHECK(strstr(err, "answer.seat: expected an integer from 1 to") != NULL && strstr(err, "got 11") != NULL);
    CHECK(drill_mtt_generate(DRILL_MTT_HAND_FOR_HAND, 5, 1, &a, err, sizeof err) == 0);
    CHECK(drill_mtt_answer_parse_json(&a, "{\"tie\":1,\"places\":[]}", &g, err, sizeof err) < 0);
    CHECK_EQ_STR(err, "answer.tie: expected true or false, got 1");
    CHECK(drill_mtt_generate(DRILL_MTT_BREAKING, 5, 1, &a, err, sizeof err) == 0);
    CHECK(drill_mtt_answer_parse_json(&a, "{\"sits_out\":\"Ann\"}", &g, err, sizeof err) < 0);
    CHECK(strstr(err, "answer.sits_out: expected an array of names") != NULL);
}

int main(int argc, char **argv)
{
    tl_init(argc, argv, 0x6d74746472ULL);
    if (tl_group("mtt_drills_balancing_agree_with_r37_worked_from_the_rule_text"))
        test_balancing();
    if (tl_group("mtt_drills_breaking_agree_with_r36_worked_from_the_rule_text"))
        test_breaking();
    if (tl_group("mtt_drills_hand_for_hand_agree_with_r38_r32_r33_worked_from_the_rule_text"))
        test_hand_for_hand();
    if (tl_group("mtt_drills_final_table_agree_with_r39_and_r2_worked_from_the_rule_text"))
        test_final_table();
    if (tl_group("mtt_drills_are_deterministic_and_refuse_bad_answers_by_field_and_value"))
        test_deterministic_and_bad_answers();
    tl_group_end();
    return tl_finish();
}
