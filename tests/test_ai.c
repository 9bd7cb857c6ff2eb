/* test_ai.c — the bots: ICM, hand classes and the committed push/fold tables (a sample
 * re-derived), the registry, specs and personalities, plugin loading (including the library of
 * the wrong interface version), the legality net that folds illegal answers, every style at
 * every level in scripted situations whose right answer is clear, determinism, and whole
 * tournaments of bots. Seats are 0-based here, 1-based in commands' text. */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai_baselines.h"
#include "ai/ai_strength.h"
#include "ai/bot.h"
#include "ai/bot_profile.h"
#include "ai/icm.h"
#include "ai/pushfold.h"
#include "engine/engine.h"
#include "engine/hand.h"
#include "engine/rng.h"
#include "session/session.h"
#include <pthread.h>

#include "testlib.h"

#include <unistd.h>

/* ---- ICM ----------------------------------------------------------------------------------- */

static void test_icm(void)
{
    double out[4];
    /* two players: ICM is the chip share of the prizes */
    int64_t two[2] = {3000, 1000};
    double p2[2] = {70, 30};
    CHECK_EQ_INT(icm_equity(two, 2, p2, 2, out), 0);
    CHECK_NEAR(out[0], 0.75 * 70 + 0.25 * 30, 1e-9);
    CHECK_NEAR(out[1], 0.25 * 70 + 0.75 * 30, 1e-9);
    /* the textbook example: 50/30/20 stacks, 50/30/20 prizes (Malmuth–Harville by hand) */
    int64_t three[3] = {5000, 3000, 2000};
    double p3[3] = {50, 30, 20};
    CHECK_EQ_INT(icm_equity(three, 3, p3, 3, out), 0);
    /* player 0: 1st 0.5; 2nd 0.3*5/7 + 0.2*5/8 = 0.339286; 3rd = 1 - 0.5 - 0.339286 */
    double first0 = 0.5, second0 = 0.3 * 5.0 / 7.0 + 0.2 * 5.0 / 8.0;
    CHECK_NEAR(out[0], 50 * first0 + 30 * second0 + 20 * (1 - first0 - second0), 1e-9);
    CHECK_NEAR(out[0] + out[1] + out[2], 100, 1e-9);
    CHECK(out[0] > out[1] && out[1] > out[2]);
    CHECK(out[0] < 50.0 * 1.0 && out[0] / 100 < 0.5); /* the big stack is worth less than its chips */
    /* equal stacks share equally; a busted player takes the last place's prize */
    int64_t eq[4] = {1000, 1000, 0, 1000};
    double p4[4] = {50, 30, 20, 0};
    CHECK_EQ_INT(icm_equity(eq, 4, p4, 4, out), 0);
    CHECK_NEAR(out[0], 100.0 / 3, 1e-9);
    CHECK_NEAR(out[2], 0, 1e-9);
    int64_t bad[2] = {-1, 5};
    double keep = out[0];
    CHECK_EQ_INT(icm_equity(bad, 2, p2, 2, out), -1);
    CHECK_EQ_INT(icm_equity(two, 0, p2, 2, out), -1);
    CHECK_NEAR(out[0], keep, 0);
}

/* ---- hand classes and the push/fold data ---------------------------------------------------- */

/* The large-field ICM (icm.h: exponential clocks) is Malmuth–Harville: on fields icm_equity can
 * solve exactly it agrees to 1e-7 of the pool counting exactly, and to 0.5% with the counting
 * large fields use; its equities add up to the pool at 1,500 entrants; bad input is refused. */
static void test_icm_large_fields(void)
{
    uint64_t x = 12345;
    for (int rep = 0; rep < 60; rep++) {
        int n = 2 + rep % 9;
        int64_t st[10];
        double prizes[10], ex[10], a[10], b[10];
        int np = 1 + rep % n, zero = rep % 7 == 0;
        for (int i = 0; i < n; i++) {
            x = x * 6364136223846793005ull + 1442695040888963407ull;
            st[i] = zero && i == 1 ? 0 : 100 + (int64_t)((x >> 33) % 5000);
        }
        double left = 1.0;
        for (int p = 0; p < np; p++)
            left -= prizes[p] = left * (p + 1 < np ? 0.5 : 1.0);
        CHECK_EQ_INT(icm_equity(st, n, prizes, np, ex), 0);
        CHECK_EQ_INT(icm_field_equity(st, n, prizes, np, NULL, 0, a, ICM_FIELD_AUTO), 0);
        CHECK_EQ_INT(icm_field_equity(st, n, prizes, np, NULL, 0, b, ICM_FIELD_APPROX_COUNTS), 0);
        for (int i = 0; i < n; i++) {
            CHECK_MSG(fabs(a[i] - ex[i]) < 1e-7, "n %d player %d: %.9f, exact %.9f", n, i, a[i], ex[i]);
            if (n >= 6)
                CHECK_MSG(fabs(b[i] - ex[i]) < 5e-3, "n %d player %d: approx %.5f, exact %.5f", n, i, b[i], ex[i]);
        }
    }
    enum { BIG = 1500 };
    static int64_t st[BIG];
    static double prizes[BIG], eq[BIG];
    double sum = 0;
    for (int i = 0; i < BIG; i++)
        st[i] = 500 + (i * 7919) % 30000;
    for (int p = 0; p < 225; p++) /* tiers of 25 places, as MTT payouts go */
        sum += prizes[p] = p == 0 ? 3.0 : 1.0 / (1.0 + p / 25);
    for (int p = 0; p < 225; p++)
        prizes[p] /= sum;
    int who[3] = {0, 1, 2};
    CHECK_EQ_INT(icm_field_equity(st, BIG, prizes, 225, NULL, 0, eq, ICM_FIELD_AUTO), 0);
    double total = 0;
    for (int i = 0; i < BIG; i++)
        total += eq[i];
    CHECK_MSG(fabs(total - 1.0) < 2e-3, "the field's equities add up to %.5f of the pool", total);
    /* the bigger stack is worth more, and less than its share of the chips times the pool */
    CHECK(eq[2] > eq[1] && eq[1] > eq[0]);
    int bad[1] = {BIG};
    int64_t neg[2] = {100, -1};
    CHECK_EQ_INT(icm_field_equity(st, BIG, prizes, 225, bad, 1, eq, ICM_FIELD_AUTO), -1);
    CHECK_EQ_INT(icm_field_equity(neg, 2, prizes, 1, NULL, 0, eq, ICM_FIELD_AUTO), -1);
    CHECK_EQ_INT(icm_field_equity(st, 0, prizes, 1, NULL, 0, eq, ICM_FIELD_AUTO), -1);
    CHECK_EQ_INT(icm_field_equity(st, BIG, prizes, 225, who, 3, eq, ICM_FIELD_AUTO), 0);
}

static void test_classes(void)
{
    int seen[PUSHFOLD_CLASSES] = {0};
    int combos = 0;
    for (int a = 0; a < CARD_COUNT; a++)
        for (int b = a + 1; b < CARD_COUNT; b++) {
            int c = pushfold_class((card_t)a, (card_t)b);
            CHECK(c >= 0 && c < PUSHFOLD_CLASSES);
            CHECK_EQ_INT(pushfold_class((card_t)b, (card_t)a), c);
            seen[c]++;
            combos++;
        }
    CHECK_EQ_INT(combos, 1326);
    for (int c = 0; c < PUSHFOLD_CLASSES; c++) {
        char n[4];
        CHECK_EQ_INT(seen[c], pushfold_class_combos(c));
        CHECK_EQ_INT(pushfold_class_parse(pushfold_class_name(c, n)), c);
        card_t cards[16][2];
        CHECK_EQ_INT(pushfold_class_cards(c, cards), pushfold_class_combos(c));
        for (int i = 0; i < pushfold_class_combos(c); i++)
            CHECK_EQ_INT(pushfold_class(cards[i][0], cards[i][1]), c);
        int rank = pushfold_rank(c);
        CHECK_EQ_INT(pushfold_class_by_rank(rank), c);
    }
    CHECK_EQ_INT(pushfold_class_parse("AKs"), RANK_A * 13 + RANK_K);
    CHECK_EQ_INT(pushfold_class_parse("72o"), RANK_2 * 13 + RANK_7);
    CHECK_EQ_INT(pushfold_class_parse("AKx"), -1);
    CHECK_EQ_INT(pushfold_class_parse("AAs"), -1);
    CHECK_EQ_INT(pushfold_rank(pushfold_class_parse("AA")), 0);
    CHECK(pushfold_rank(pushfold_class_parse("72o")) > 160);
    /* weights: 1225 disjoint combinations face each combination */
    int a = pushfold_class_parse("AKo"), total = 0;
    for (int c = 0; c < PUSHFOLD_CLASSES; c++)
        total += pushfold_weight(a, c);
    CHECK_EQ_INT(total, 12 * 1225);
    CHECK_EQ_INT(pushfold_weight(pushfold_class_parse("AA"), pushfold_class_parse("AA")), 6);
}

/* A sample of the equity table recomputed exactly with the engine's enumerator. */
static void test_rederive_equities(void)
{
    const char *pairs[][2] = {{"AA", "KK"}, {"AKo", "QJs"}, {"72o", "AA"}, {"T9s", "22"}, {"AKs", "AQo"}, {"55", "K4o"}};
    for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++) {
        int a = pushfold_class_parse(pairs[i][0]), b = pushfold_class_parse(pairs[i][1]);
        double exact = pushfold_class_equity(a, b);
        CHECK_MSG(fabs(exact - pushfold_equity(a, b)) <= 1.0 / 65535, "%s vs %s: table %.6f, exact %.6f", pairs[i][0],
                  pairs[i][1], pushfold_equity(a, b), exact);
        CHECK_NEAR(pushfold_equity(a, b) + pushfold_equity(b, a), 1.0, 2.0 / 65535);
    }
    CHECK_NEAR(pushfold_equity(pushfold_class_parse("AA"), pushfold_class_parse("KK")), 0.8195, 0.001);
    CHECK_NEAR(pushfold_equity_vs_random(pushfold_class_parse("AA")), 0.852, 0.002);
}

static int mask_diff(const pushfold_mask_t *x, const pushfold_mask_t *y)
{
    int d = 0;
    for (int i = 0; i < PUSHFOLD_MASK_WORDS; i++)
        d += __builtin_popcountll(x->w[i] ^ y->w[i]);
    return d;
}

/* A sample of the equilibrium tables re-solved from the committed equities. */
static void test_rederive_equilibria(void)
{
    CHECK(pushfold_iterations >= 1000);
    const pushfold_spot_t spots[] = {{1, 10, 0}, {2, 6, 0.5}, {3, 12, 0.75}, {1, 3, 0.25}, {4, 15, 1.0}};
    for (size_t i = 0; i < sizeof spots / sizeof spots[0]; i++) {
        pushfold_mask_t push, calls[PUSHFOLD_MAX_BEHIND];
        double x = pushfold_solve(pushfold_equity_table, &spots[i], pushfold_iterations, &push, calls);
        CHECK(x >= 0 && x < 0.05);
        int d = mask_diff(&push, pushfold_push_range(&spots[i]));
        CHECK_MSG(d == 0, "spot %zu: push range differs in %d classes", i, d);
        for (int c = 1; c <= spots[i].behind; c++) {
            d = mask_diff(&calls[c - 1], pushfold_call_range(&spots[i], c));
            CHECK_MSG(d == 0, "spot %zu caller %d: call range differs in %d classes", i, c, d);
        }
    }
}

/* What the tables say is what every chart says. */
static void test_table_sanity(void)
{
    int aa = pushfold_class_parse("AA"), o72 = pushfold_class_parse("72o"), a5s = pushfold_class_parse("A5s");
    for (int b = 1; b <= PUSHFOLD_MAX_BEHIND; b++)
        for (int s = 1; s <= PUSHFOLD_MAX_STACK; s++) {
            pushfold_spot_t sp = {b, s, 0.5};
            CHECK(pushfold_push(&sp, aa));
            for (int c = 1; c <= b; c++)
                CHECK(pushfold_call(&sp, c, aa));
        }
    pushfold_spot_t utg = {8, 15, 1.0}, sb = {1, 10, 0}, sb1 = {1, 1, 0}, sb3 = {1, 3, 0};
    CHECK(!pushfold_push(&utg, o72));
    CHECK(pushfold_push(&sb, a5s));
    CHECK(pushfold_push(&sb1, o72));  /* at 1 BB heads-up the small blind pushes everything */
    CHECK(!pushfold_push(&sb3, o72)); /* at 3 BB the big blind calls too wide for 72o to push */
    double share = pushfold_mask_share(pushfold_push_range(&sb));
    CHECK_MSG(share > 0.50 && share < 0.66, "heads-up 10 BB push share %.3f", share);
    double call = pushfold_mask_share(pushfold_call_range(&sb, 1));
    CHECK_MSG(call > 0.30 && call < 0.45, "heads-up 10 BB call share %.3f", call);
    /* shorter stacks push wider */
    pushfold_spot_t s5 = {5, 5, 0.5}, s14 = {5, 14, 0.5};
    CHECK(pushfold_mask_share(pushfold_push_range(&s5)) > pushfold_mask_share(pushfold_push_range(&s14)));
}

/* ---- registry, specs, personalities --------------------------------------------------------- */

static void test_registry(void)
{
    bot_registry_t *reg = bot_registry_create();
    CHECK(reg != NULL);
    if (!reg)
        return;
    const char *names[] = {"random", "station", "rock", "tag", "lag"};
    for (size_t i = 0; i < 5; i++)
        CHECK(bot_registry_find(reg, names[i]) != NULL);
    CHECK(bot_registry_find(reg, "nobody") == NULL);
    CHECK(bot_registry_find(reg, "random")->hidden);
    CHECK(!bot_registry_find(reg, "tag")->hidden);
    CHECK_EQ_STR(bot_registry_origin(reg, 0), "built-in");
    bot_spec_t sp;
    char err[512];
    CHECK_EQ_INT(bot_spec_parse(reg, "tag:hard", &sp, err, sizeof err), 0);
    CHECK_EQ_STR(sp.label, "tag:hard");
    CHECK_EQ_INT(sp.level, BOT_LEVEL_HARD);
    CHECK_EQ_INT(bot_spec_parse(reg, "rock", &sp, err, sizeof err), 0);
    CHECK_EQ_STR(sp.label, "rock:medium");
    CHECK_EQ_INT(bot_spec_parse(reg, "random", &sp, err, sizeof err), 0);
    CHECK_EQ_STR(sp.label, "random");
    CHECK_EQ_INT(bot_spec_parse(reg, "rita", &sp, err, sizeof err), 0);
    CHECK_EQ_STR(sp.label, "Rita");
    CHECK_EQ_STR(sp.strategy->name, "tag");
    CHECK_EQ_INT(sp.level, BOT_LEVEL_HARD);
    bot_spec_t keep = sp;
    CHECK_EQ_INT(bot_spec_parse(reg, "shark:hard", &sp, err, sizeof err), -1);
    CHECK(strstr(err, "unknown bot 'shark'") != NULL);
    CHECK(strstr(err, "tag") != NULL);
    CHECK_EQ_STR(sp.label, keep.label);
    CHECK_EQ_INT(bot_spec_parse(reg, "tag:expert", &sp, err, sizeof err), -1);
    CHECK(strstr(err, "unknown level 'expert'") != NULL);
    CHECK_EQ_INT(bot_spec_parse(reg, "random:hard", &sp, err, sizeof err), -1);
    CHECK(strstr(err, "has no levels") != NULL);
    /* personalities */
    const bot_personality_t *rita = bot_personality_find("RITA");
    CHECK(rita != NULL);
    if (rita) {
        char d[96];
        bot_personality_describe(reg, rita, d, sizeof d);
        CHECK_EQ_STR(d, "Rita \xe2\x80\x94 tight-aggressive, hard");
    }
    for (int i = 0; i < bot_personality_count(); i++) {
        const bot_personality_t *p = bot_personality_get(i);
        CHECK_EQ_INT(bot_spec_parse(reg, p->name, &sp, err, sizeof err), 0);
        CHECK(bot_registry_find(reg, p->strategy) != NULL);
    }
    /* adding: duplicates and malformed strategies are refused */
    bot_strategy_t bad = *bot_registry_find(reg, "tag");
    CHECK_EQ_INT(bot_registry_add(reg, &bad, "test", err, sizeof err), -1);
    CHECK(strstr(err, "already registered") != NULL);
    bad.name = "Bad Name";
    CHECK_EQ_INT(bot_registry_add(reg, &bad, "test", err, sizeof err), -1);
    bad.name = "rita";
    CHECK_EQ_INT(bot_registry_add(reg, &bad, "test", err, sizeof err), -1);
    CHECK(strstr(err, "personality") != NULL);
    bad.name = "nodecide";
    bad.decide = NULL;
    CHECK_EQ_INT(bot_registry_add(reg, &bad, "test", err, sizeof err), -1);
    bot_registry_destroy(reg);
}

static void test_plugins(void)
{
    bot_registry_t *reg = bot_registry_create();
    if (!reg) {
        CHECK(reg != NULL);
        return;
    }
    char err[2048];
    int before = bot_registry_count(reg);
    const char *example = FELT_BOTS_DIR "/example.so", *wrong = FELT_BOTS_DIR "/wrong_version.so";
    CHECK_EQ_INT(bot_registry_load(reg, wrong, err, sizeof err), -1);
    CHECK_MSG(strstr(err, "wrong_version.so: bot interface version 99, but this Felt speaks version 2") != NULL, "%.300s", err);
    CHECK_EQ_INT(bot_registry_count(reg), before);
    CHECK_EQ_INT(bot_registry_load(reg, FELT_BOTS_DIR "/no_such_bot.so", err, sizeof err), -1);
    CHECK(strstr(err, "no_such_bot.so: cannot load") != NULL);
    CHECK_EQ_INT(bot_registry_load(reg, example, err, sizeof err), 2);
    CHECK(bot_registry_find(reg, "example") != NULL);
    CHECK(bot_registry_find(reg, "example-illegal") != NULL);
    CHECK_EQ_STR(bot_registry_origin(reg, before), example);
    /* the same strategies twice: refused as a whole */
    CHECK_EQ_INT(bot_registry_load(reg, example, err, sizeof err), -1);
    CHECK(strstr(err, "already registered") != NULL);
    bot_registry_destroy(reg);

    /* a directory: the good library loads, the bad one is reported and skipped */
    reg = bot_registry_create();
    if (!reg)
        return;
    CHECK_EQ_INT(bot_registry_load_dir(reg, FELT_BOTS_DIR, err, sizeof err), 2);
    CHECK(strstr(err, "version 99") != NULL);
    CHECK(strstr(err, "example.so") == NULL);
    CHECK_EQ_INT(bot_registry_load_dir(reg, "/no/such/dir", err, sizeof err), -1);
    bot_spec_t sp;
    CHECK_EQ_INT(bot_spec_parse(reg, "example", &sp, err, sizeof err), 0);
    bot_registry_destroy(reg);
}

/* ---- tables set up by hand ----------------------------------------------------------------- */

typedef struct table {
    structure_t st;
    engine_config_t cfg;
    engine_t *e;
} table_t;

/* n players with the given stacks at blinds 50/100 (ante per player), seat `button` (0-based)
 * has the button; holes[i] (or NULL) fixes seat i's cards; board fixes the board. */
static int table_open(table_t *t, int n, const int64_t *stacks, int button, const char *const *holes, const char *board,
                      int64_t ante)
{
    memset(t, 0, sizeof *t);
    structure_default(&t->st);
    t->st.n_levels = 1;
    t->st.levels[0].small_blind = 50;
    t->st.levels[0].big_blind = 100;
    t->st.levels[0].ante = ante;
    t->st.levels[0].hands = 1000;
    t->st.levels[0].minutes = 0;
    t->st.levels[0].n_remove = 0;
    t->st.table_size = n;
    t->cfg.structure = &t->st;
    t->cfg.n_seats = n;
    t->cfg.seed = 77;
    t->cfg.initial_button = button + 1;
    for (int i = 0; i < n; i++) {
        t->cfg.seats[i].occupied = 1;
        t->cfg.seats[i].stack = stacks[i];
        if (holes && holes[i]) {
            char e[64];
            card_t c[2];
            if (card_parse_list(holes[i], c, 2, e, sizeof e) != 2)
                return -1;
            t->cfg.preset_hole_set[i] = 1;
            t->cfg.preset_hole[i][0] = c[0];
            t->cfg.preset_hole[i][1] = c[1];
        }
    }
    if (board) {
        char e[64];
        int nb = card_parse_list(board, t->cfg.preset_board, 5, e, sizeof e);
        if (nb < 0)
            return -1;
        t->cfg.n_preset_board = nb;
    }
    char err[256];
    t->e = engine_create(&t->cfg, err, sizeof err);
    if (!t->e) {
        fprintf(stderr, "engine_create: %s\n", err);
        return -1;
    }
    cmd_t start = {CMD_START, -1, 0};
    return engine_submit(t->e, start) == REJ_OK ? 0 : -1;
}

/* Run commands given as text ("3 allin", "4 fold"); 0 if all accepted. */
static int table_run(table_t *t, const char *const *cmds)
{
    for (; cmds && *cmds; cmds++) {
        cmd_t c;
        char err[128];
        if (cmd_parse(*cmds, &c, err, sizeof err) != 0 || engine_submit(t->e, c) != REJ_OK) {
            fprintf(stderr, "command '%s' refused\n", *cmds);
            return -1;
        }
    }
    ev_t ev;
    while (engine_poll(t->e, &ev))
        ;
    return 0;
}

/* The decision of bot `spec` for the seat to act. */
static cmd_t ask(table_t *t, const bot_registry_t *reg, const char *spec, uint64_t seed, char *reason, size_t len,
                 bot_verdict_t *verdict)
{
    cmd_t c = {CMD_NONE, -1, 0};
    bot_spec_t sp;
    char err[256];
    if (bot_spec_parse(reg, spec, &sp, err, sizeof err) != 0)
        return c;
    int seat = engine_to_act(t->e);
    if (seat < 0)
        seat = engine_decision_seat(t->e);
    bot_setup_t su = {0, seat, seat, seed, &t->st, NULL};
    bot_t *b = bot_create(&sp, &su, err, sizeof err);
    if (!b)
        return c;
    view_t v;
    engine_view(t->e, seat, &v);
    bot_verdict_t vd = bot_decide(b, &v, &c, reason, len);
    if (verdict)
        *verdict = vd;
    bot_destroy(b);
    return c;
}

static const char *const all_bots[] = {"station:easy", "station:medium", "station:hard", "rock:easy", "rock:medium",
                                       "rock:hard", "tag:easy", "tag:medium", "tag:hard", "lag:easy",
                                       "lag:medium", "lag:hard", NULL};

/* 9 players with 50 BB; seat 3 (UTG) shoves, seat 4 holds 72o: everybody folds it. */
/* The strength tables a thread shares between its bots belong to one board: a bot moved to
 * another table whose hand has the same number reused its old table's board tables (found in the
 * multi-table engine, #24). Two tables on their first hand, the same hole cards, different flops:
 * the decision at table B after one at table A, on one thread, is the decision at B of a thread
 * that saw only B (action, amount and the reason's figures). */
typedef struct board_pair {
    const bot_registry_t *reg;
    const char *flop_a, *flop_b;
    int both;           /* 1: decide at A first, then at B */
    cmd_t c;
    char reason[256];
} board_pair_t;

static int flop_table(table_t *t, const char *flop)
{
    static const int64_t stacks[3] = {5000, 5000, 5000};
    static const char *const holes[3] = {"Ah Kd", "9c 9d", "Qs Jh"};
    /* to the turn: everyone checks the flop, so the ranges narrow on the flop's board */
    static const char *const to_flop[] = {"1 call", "2 call", "3 check", "2 check", "3 check", "1 check", NULL};
    char board[32];
    snprintf(board, sizeof board, "%s 2c 3d", flop); /* the turn 2c */
    if (table_open(t, 3, stacks, 0, holes, board, 0) != 0 || table_run(t, to_flop) != 0)
        return -1;
    return 0;
}

static void *board_pair_run(void *arg)
{
    board_pair_t *p = arg;
    table_t a, b;
    char r[256];
    p->c.type = CMD_NONE;
    p->reason[0] = '\0';
    if (p->both && flop_table(&a, p->flop_a) == 0) {
        ask(&a, p->reg, "tag:hard", 5, r, sizeof r, NULL);
        engine_destroy(a.e);
    }
    if (flop_table(&b, p->flop_b) == 0) {
        p->c = ask(&b, p->reg, "tag:hard", 5, p->reason, sizeof p->reason, NULL);
        engine_destroy(b.e);
    }
    return NULL;
}

static void test_board_tables_follow_the_board(void)
{
    bot_registry_t *reg = bot_registry_create();
    static const char *const flops[] = {"As Kh 7c", "9h 8h 4s", "Qd Jd Tc", "5s 5c Kh", "Ad 9s 4h", "Jc 7s 2h"};
    const int n = (int)(sizeof flops / sizeof flops[0]);
    int compared = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            if (i == j)
                continue;
            board_pair_t after = {reg, flops[i], flops[j], 1, {CMD_NONE, -1, 0}, ""};
            board_pair_t alone = {reg, flops[i], flops[j], 0, {CMD_NONE, -1, 0}, ""};
            pthread_t t1, t2; /* each on a thread of its own: its tables start empty */
            if (pthread_create(&t1, NULL, board_pair_run, &after) != 0 ||
                pthread_create(&t2, NULL, board_pair_run, &alone) != 0) {
                CHECK_MSG(0, "no thread");
                continue;
            }
            pthread_join(t1, NULL);
            pthread_join(t2, NULL);
            CHECK_MSG(alone.c.type != CMD_NONE, "no decision on %s", flops[j]);
            CHECK_MSG(after.c.type == alone.c.type && after.c.amount == alone.c.amount &&
                          strcmp(after.reason, alone.reason) == 0,
                      "on %s after %s: '%s', alone: '%s'", flops[j], flops[i], after.reason, alone.reason);
            compared++;
        }
    CHECK_EQ_INT(compared, n * (n - 1));
    bot_registry_destroy(reg);
}

static void test_fold_72o_to_a_shove(void)
{
    bot_registry_t *reg = bot_registry_create();
    for (const char *const *b = all_bots; *b; b++)
        for (uint64_t seed = 1; seed <= 8; seed++) {
            int64_t stacks[9];
            for (int i = 0; i < 9; i++)
                stacks[i] = 5000;
            const char *holes[9] = {NULL, NULL, NULL, NULL, "7c2d", NULL, NULL, NULL, NULL};
            table_t t;
            if (table_open(&t, 9, stacks, 0, holes, NULL, 0) != 0 || table_run(&t, (const char *[]){"4 allin", NULL})) {
                CHECK(0);
                return;
            }
            CHECK_EQ_INT(engine_to_act(t.e), 4);
            char reason[BOT_REASON_LEN];
            cmd_t c = ask(&t, reg, *b, seed, reason, sizeof reason, NULL);
            CHECK_MSG(c.type == CMD_FOLD, "%s seed %llu: %s (%s)", *b, (unsigned long long)seed, cmd_type_name(c.type),
                      reason);
            engine_destroy(t.e);
        }
    bot_registry_destroy(reg);
}

/* 9 players with 8 BB; folded to the button holding AA, and UTG holding AA: all in. The big
 * blind with AA facing a shove calls. */
static void test_shove_aces_at_8bb(void)
{
    bot_registry_t *reg = bot_registry_create();
    for (const char *const *b = all_bots; *b; b++)
        for (uint64_t seed = 1; seed <= 8; seed++) {
            int64_t stacks[9];
            for (int i = 0; i < 9; i++)
                stacks[i] = 800;
            const char *holes[9] = {"AhAs", NULL, NULL, "AdAc", NULL, NULL, NULL, NULL, NULL};
            table_t t;
            /* button seat 0: UTG is seat 3 */
            if (table_open(&t, 9, stacks, 0, holes, NULL, 10) != 0) {
                CHECK(0);
                return;
            }
            char reason[BOT_REASON_LEN];
            cmd_t c = ask(&t, reg, *b, seed, reason, sizeof reason, NULL);
            CHECK_MSG(c.type == CMD_ALLIN, "%s UTG: %s (%s)", *b, cmd_type_name(c.type), reason);
            table_run(&t, (const char *[]){"4 fold", "5 fold", "6 fold", "7 fold", "8 fold", "9 fold", NULL});
            c = ask(&t, reg, *b, seed, reason, sizeof reason, NULL);
            CHECK_MSG(c.type == CMD_ALLIN, "%s button: %s (%s)", *b, cmd_type_name(c.type), reason);
            const char *holes2[9] = {NULL, NULL, "KsKd", NULL, NULL, NULL, NULL, NULL, NULL};
            engine_destroy(t.e);
            if (table_open(&t, 9, stacks, 0, holes2, NULL, 10) != 0 ||
                table_run(&t, (const char *[]){"4 allin", "5 fold", "6 fold", "7 fold", "8 fold", "9 fold", "1 fold",
                                               "2 fold", NULL})) {
                CHECK(0);
                return;
            }
            c = ask(&t, reg, *b, seed, reason, sizeof reason, NULL);
            CHECK_MSG(c.type == CMD_CALL || c.type == CMD_ALLIN, "%s big blind with KK: %s (%s)", *b,
                      cmd_type_name(c.type), reason);
            engine_destroy(t.e);
        }
    bot_registry_destroy(reg);
}

/* Heads-up, the board Ks9s4d2c7h, seat 0 holds KdKh: top set, the nuts (no straight or flush
 * is possible). Facing a river bet it never folds; first to act it never folds either. */
static void test_never_fold_the_nuts(void)
{
    bot_registry_t *reg = bot_registry_create();
    const char *to_river[] = {"1 call", "2 check", "2 check", "1 check", "2 check", "1 check", NULL};
    for (const char *const *b = all_bots; *b; b++)
        for (uint64_t seed = 1; seed <= 8; seed++) {
            int64_t stacks[2] = {10000, 10000};
            const char *holes[2] = {"KdKh", "QcJc"};
            table_t t;
            if (table_open(&t, 2, stacks, 0, holes, "Ks9s4d2c7h", 0) != 0 || table_run(&t, to_river) != 0 ||
                table_run(&t, (const char *[]){"2 bet 5000", NULL}) != 0) {
                CHECK(0);
                return;
            }
            char reason[BOT_REASON_LEN];
            cmd_t c = ask(&t, reg, *b, seed, reason, sizeof reason, NULL);
            CHECK_MSG(c.type == CMD_CALL || c.type == CMD_RAISE || c.type == CMD_ALLIN, "%s: %s (%s)", *b,
                      cmd_type_name(c.type), reason);
            engine_destroy(t.e);
            /* seat 1 holds the nuts and acts first on the river */
            const char *holes2[2] = {"QcJc", "KdKh"};
            if (table_open(&t, 2, stacks, 0, holes2, "Ks9s4d2c7h", 0) != 0 || table_run(&t, to_river) != 0) {
                CHECK(0);
                return;
            }
            c = ask(&t, reg, *b, seed, reason, sizeof reason, NULL);
            CHECK_MSG(c.type != CMD_FOLD, "%s first to act: %s (%s)", *b, cmd_type_name(c.type), reason);
            engine_destroy(t.e);
        }
    bot_registry_destroy(reg);
}

/* Deep stacks: 72o under the gun folds; aces facing a raise never fold. */
static void test_deep_preflop(void)
{
    bot_registry_t *reg = bot_registry_create();
    for (const char *const *b = all_bots; *b; b++)
        for (uint64_t seed = 1; seed <= 4; seed++) {
            int64_t stacks[9];
            for (int i = 0; i < 9; i++)
                stacks[i] = 10000;
            const char *holes[9] = {NULL, NULL, NULL, "7s2h", "AcAd", NULL, NULL, NULL, NULL};
            table_t t;
            if (table_open(&t, 9, stacks, 0, holes, NULL, 0) != 0) {
                CHECK(0);
                return;
            }
            char reason[BOT_REASON_LEN];
            cmd_t c = ask(&t, reg, *b, seed, reason, sizeof reason, NULL);
            CHECK_MSG(c.type == CMD_FOLD, "%s 72o UTG: %s (%s)", *b, cmd_type_name(c.type), reason);
            table_run(&t, (const char *[]){"4 raise 300", NULL});
            c = ask(&t, reg, *b, seed, reason, sizeof reason, NULL);
            CHECK_MSG(c.type == CMD_CALL || c.type == CMD_RAISE || c.type == CMD_ALLIN, "%s AA facing a raise: %s (%s)", *b,
                      cmd_type_name(c.type), reason);
            engine_destroy(t.e);
        }
    bot_registry_destroy(reg);
}

/* ---- legality ------------------------------------------------------------------------------ */

static void test_illegal_answers_are_folded(void)
{
    bot_registry_t *reg = bot_registry_create();
    char err[1024];
    if (!reg || bot_registry_load(reg, FELT_BOTS_DIR "/example.so", err, sizeof err) != 2) {
        CHECK(0);
        bot_registry_destroy(reg);
        return;
    }
    int64_t stacks[3] = {3000, 3000, 3000};
    table_t t;
    if (table_open(&t, 3, stacks, 0, NULL, NULL, 0) != 0) {
        CHECK(0);
        return;
    }
    /* button (seat 0) to act first with 3 players: facing the big blind, it cannot check */
    char reason[BOT_REASON_LEN];
    bot_verdict_t vd = BOT_OK;
    cmd_t c = ask(&t, reg, "example-illegal", 1, reason, sizeof reason, &vd);
    CHECK_EQ_INT(vd, BOT_REPLACED);
    CHECK_EQ_INT(c.type, CMD_FOLD);
    CHECK_MSG(strstr(reason, "example-illegal: illegal command '1 raise 1' (raise to 1 is below the minimum raise to 200)") ==
                  reason,
              "%s", reason);
    table_run(&t, (const char *[]){"1 call", "2 call", NULL});
    /* the big blind may check: an illegal answer becomes a check */
    c = ask(&t, reg, "example-illegal", 1, reason, sizeof reason, &vd);
    CHECK_EQ_INT(vd, BOT_REPLACED);
    CHECK_EQ_INT(c.type, CMD_CHECK);
    CHECK(strstr(reason, "checked instead") != NULL);
    /* the example bot answers legally */
    c = ask(&t, reg, "example", 1, reason, sizeof reason, &vd);
    CHECK_EQ_INT(vd, BOT_OK);
    engine_destroy(t.e);

    /* bot_cmd_legal on a view made by hand */
    view_t v;
    memset(&v, 0, sizeof v);
    v.phase = PHASE_HAND;
    v.seat = v.to_act = 2;
    v.legal.can_fold = v.legal.can_call = v.legal.can_raise = v.legal.can_allin = 1;
    v.legal.call_amount = 100;
    v.legal.min_to = 200;
    v.legal.max_to = 1000;
    char why[128];
    CHECK(bot_cmd_legal(&v, (cmd_t){CMD_RAISE, 2, 200}, why, sizeof why));
    CHECK(bot_cmd_legal(&v, (cmd_t){CMD_RAISE, 2, 1000}, why, sizeof why));
    CHECK(!bot_cmd_legal(&v, (cmd_t){CMD_RAISE, 2, 1001}, why, sizeof why));
    CHECK(strstr(why, "more than the stack") != NULL);
    CHECK(!bot_cmd_legal(&v, (cmd_t){CMD_CHECK, 2, 0}, why, sizeof why));
    CHECK(!bot_cmd_legal(&v, (cmd_t){CMD_BET, 2, 500}, why, sizeof why));
    CHECK(!bot_cmd_legal(&v, (cmd_t){CMD_CALL, 3, 0}, why, sizeof why));
    CHECK(strstr(why, "not its own seat") != NULL);
    CHECK(!bot_cmd_legal(&v, (cmd_t){CMD_NONE, 2, 0}, why, sizeof why));
    CHECK(!bot_cmd_legal(&v, (cmd_t){(cmd_type_t)99, 2, 0}, why, sizeof why));
    v.phase = PHASE_BETWEEN_HANDS;
    v.rebuy_offer = 1;
    CHECK(bot_cmd_legal(&v, (cmd_t){CMD_NONE, 2, 0}, why, sizeof why));
    CHECK(bot_cmd_legal(&v, (cmd_t){CMD_REBUY, 2, 0}, why, sizeof why));
    CHECK(!bot_cmd_legal(&v, (cmd_t){CMD_ADDON, 2, 0}, why, sizeof why));
    v.must_decide = 1;
    CHECK(!bot_cmd_legal(&v, (cmd_t){CMD_NONE, 2, 0}, why, sizeof why));
    bot_registry_destroy(reg);
}

/* ---- whole tournaments ---------------------------------------------------------------------- */

typedef struct tresult {
    int hands, illegal[ENGINE_MAX_SEATS], place[ENGINE_MAX_SEATS], finished;
    int wild[ENGINE_MAX_SEATS]; /* decisions whose reason reads the opponent as wild (erratic) */
    int bluffs[ENGINE_MAX_SEATS]; /* bets and raises its reason calls a bluff, semi-bluff or c-bet */
    int premium_folds[ENGINE_MAX_SEATS]; /* folds of QQ+ to an all-in with nobody else in */
    int decisions[ENGINE_MAX_SEATS];
    int kept_small[ENGINE_MAX_SEATS]; /* value bets cut down or checked for the match's sake */
    uint64_t hash;
} tresult_t;

/* One all-in to answer, nobody else in the hand. */
static int facing_lone_allin(const view_t *v)
{
    int others = 0, allin = 0;
    for (int s = 0; s < v->n_seats; s++)
        if (s != v->seat && v->seats[s].in_hand && !v->seats[s].folded) {
            others++;
            allin |= v->seats[s].all_in;
        }
    return others == 1 && v->legal.call_amount > 0 && (allin || v->legal.call_amount >= v->seats[v->seat].stack);
}

static int starts(const char *s, const char *p)
{
    return strncmp(s, p, strlen(p)) == 0;
}

/* A reason says what the bot does: its first words match the command, its figures are
 * possible (no negative cost, no certain win short of the nuts). Built-in styles only (the test
 * plugins say what they like). */
static void check_reason(const char *who, const view_t *v, cmd_t c, const char *r)
{
    if (starts(who, "example") || starts(who, "random"))
        return;
    int ok = 1;
    switch (c.type) {
    case CMD_FOLD: ok = starts(r, "folding"); break;
    case CMD_CHECK: ok = starts(r, "checking"); break;
    case CMD_CALL: ok = starts(r, "calling") || starts(r, "limping") || starts(r, "completing"); break;
    case CMD_BET:
    case CMD_RAISE:
        ok = !starts(r, "folding") && !starts(r, "checking") && !starts(r, "calling") && !starts(r, "limping") &&
             !starts(r, "completing") && !starts(r, "all in") && !starts(r, "shoving");
        break;
    case CMD_ALLIN:
        ok = starts(r, "all in") || starts(r, "shoving") || starts(r, "re-raising all in") || starts(r, "re-shoving") ||
             (starts(r, "calling") && v->seats[v->seat].stack + v->seats[v->seat].committed <= v->current);
        break;
    default: break;
    }
    CHECK_MSG(ok, "%s answered %s but says \"%s\"", who, cmd_type_name(c.type), r);
    /* raises are named as players name them: facing an open raise nobody has raised twice and I
     * have not raised; facing a 3-bet (4-bet) that I did not open, two (three) raises were made */
    if (v->street == STREET_PREFLOP) {
        int64_t lv[ENGINE_MAX_SEATS];
        int levels = 0, me_raised = v->seats[v->seat].committed > v->bb;
        for (int s = 0; s < v->n_seats; s++) {
            int64_t x = v->seats[s].committed;
            int seen = s == v->seat || x <= v->bb;
            for (int i = 0; i < levels && !seen; i++)
                seen = lv[i] == x;
            if (!seen)
                lv[levels++] = x;
        }
        if (strstr(r, "an open raise"))
            CHECK_MSG(levels == 1 && !me_raised, "%s: \"%s\" facing %d raises%s", who, r, levels,
                      me_raised ? " after its own" : "");
        if (!me_raised && (strstr(r, "to a 3-bet") || strstr(r, "calling a 3-bet")))
            CHECK_MSG(levels == 2, "%s: \"%s\" facing %d raises", who, r, levels);
        if (!me_raised && (strstr(r, "to a 4-bet") || strstr(r, "calling a 4-bet")))
            CHECK_MSG(levels == 3, "%s: \"%s\" facing %d raises", who, r, levels);
    }
    /* a fold whose stated equity beats its stated price says why it folds all the same */
    if (c.type == CMD_FOLD) {
        const char *pe = strstr(r, "% equity"), *pa = strstr(r, "% against"), *pp = strstr(r, "% pot odds"),
                   *pr = strstr(r, "the price is ");
        const char *e = pe && (!pa || pe < pa) ? pe : pa;
        int eq = -1, price = -1;
        if (e) {
            const char *d = e;
            while (d > r && d[-1] >= '0' && d[-1] <= '9')
                d--;
            if (d < e)
                eq = atoi(d);
        }
        if (pp) {
            const char *d = pp;
            while (d > r && d[-1] >= '0' && d[-1] <= '9')
                d--;
            if (d < pp)
                price = atoi(d);
        } else if (pr) {
            price = atoi(pr + strlen("the price is "));
        }
        if (eq >= 0 && price >= 0 && eq > price)
            CHECK_MSG(strstr(r, "but") || strstr(r, "wants") || strstr(r, "need") || strstr(r, "ICM") ||
                          strstr(r, "match") || strstr(r, "not enough"),
                      "%s folds with %d%% equity against a %d%% price and does not say why: \"%s\"", who, eq,
                      price, r);
    }
    CHECK_MSG(strstr(r, "costs -") == NULL && strstr(r, "-0.") == NULL, "%s: a negative figure: \"%s\"", who, r);
    CHECK_MSG(strstr(r, "100% equity") == NULL || strstr(r, "nuts") != NULL, "%s: certain short of the nuts: \"%s\"",
              who, r);
}

/* Play a tournament of the given bots (one per seat) on structure st to the end. */
static void play(const bot_registry_t *reg, const char *const *specs, int n, const structure_t *st, uint64_t seed,
                 tresult_t *res)
{
    memset(res, 0, sizeof *res);
    session_config_t cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.engine.seed = seed;
    cfg.engine.structure = st;
    cfg.engine.n_seats = n;
    cfg.engine.n_players = n;
    cfg.engine.clock = ENGINE_CLOCK_SIMULATED;
    cfg.registry = reg;
    cfg.auto_next_hand = cfg.auto_end_break = 1;
    for (int s = 0; s < n; s++) {
        cfg.seats[s].kind = SESSION_SEAT_BOT;
        snprintf(cfg.seats[s].bot, sizeof cfg.seats[s].bot, "%s", specs[s]);
    }
    char err[256];
    session_t *ses = session_create(&cfg, err, sizeof err);
    CHECK_MSG(ses != NULL, "%s", err);
    if (!ses)
        return;
    session_submit(ses, (cmd_t){CMD_START, -1, 0});
    for (int guard = 0; guard < 2000000; guard++) {
        session_wait_t w;
        session_wait(ses, &w);
        if (w.kind == SESSION_WAIT_FINISHED) {
            res->finished = 1;
            break;
        }
        if (w.kind != SESSION_WAIT_ACTION && w.kind != SESSION_WAIT_DECISION) {
            session_step_result_t r = session_step(ses);
            CHECK_MSG(r == SESSION_STEP_DONE, "seed %llu: the table stopped (%d)", (unsigned long long)seed, (int)r);
            if (r != SESSION_STEP_DONE)
                break;
            continue;
        }
        /* ask the seat's bot, look at what it says and why, then play it */
        int s = w.seat;
        view_t v;
        session_view(ses, s, &v);
        cmd_t c;
        int asked = session_ask(ses, &c);
        CHECK_MSG(asked == 1, "seed %llu: seat %d did not answer", (unsigned long long)seed, s + 1);
        if (asked != 1)
            break;
        const char *reason = session_reason(ses, s);
        CHECK_MSG(reason[0] != '\0', "%s gave no reason", session_seat_label(ses, s));
        res->decisions[s]++;
        if (w.kind == SESSION_WAIT_ACTION) {
            check_reason(session_seat_label(ses, s), &v, c, reason);
            if (c.type == CMD_FOLD && facing_lone_allin(&v) &&
                pushfold_equity_vs_random(pushfold_class(v.seats[s].hole[0], v.seats[s].hole[1])) >= 0.795)
                res->premium_folds[s]++;
        }
        res->wild[s] += strstr(reason, "wild") != NULL;
        res->bluffs[s] += (c.type == CMD_BET || c.type == CMD_RAISE) &&
                          (strstr(reason, "bluff") || strstr(reason, "continuation") || strstr(reason, "barrel"));
        res->kept_small[s] += strstr(reason, "the match is worth more than this pot") != NULL;
        engine_reject_t r = session_submit(ses, c);
        CHECK_MSG(r == REJ_OK, "seed %llu hand %d: %s refused: %s", (unsigned long long)seed, session_hand_no(ses),
                  cmd_type_name(c.type), engine_reject_message(r));
        if (r != REJ_OK)
            break;
    }
    const engine_t *e = session_engine(ses);
    for (int s = 0; s < n; s++)
        res->illegal[s] = session_illegal_count(ses, s);
    res->hands = session_hand_no(ses);
    int64_t prize[ENGINE_MAX_SEATS];
    engine_results(e, res->place, prize);
    res->hash = engine_state_hash(e);
    session_destroy(ses);
}

/* What `bot` did in `matches` heads-up matches against `opp`, seated each way in turn, each pair
 * of matches on one deal seed from seed0 on. */
typedef struct hu_tally {
    int won, wild, bluffs, premium_folds, kept_small;
} hu_tally_t;

static hu_tally_t heads_up_series(const bot_registry_t *reg, const structure_t *st, const char *bot, const char *opp,
                                  uint64_t seed0, int matches)
{
    hu_tally_t t = {0, 0, 0, 0, 0};
    for (int m = 0; m < matches; m++) {
        int me = m & 1; /* both seatings */
        const char *pair[2];
        pair[me] = bot;
        pair[1 - me] = opp;
        tresult_t r;
        play(reg, pair, 2, st, seed0 + (uint64_t)(m / 2), &r);
        CHECK(r.finished);
        t.won += r.place[me] == 1;
        t.wild += r.wild[me];
        t.bluffs += r.bluffs[me];
        t.premium_folds += r.premium_folds[me];
        t.kept_small += r.kept_small[me];
    }
    return t;
}

static void check_ranking(const tresult_t *r, int n)
{
    CHECK(r->finished);
    int seen[ENGINE_MAX_SEATS + 1] = {0};
    for (int s = 0; s < n; s++) {
        CHECK(r->place[s] >= 1 && r->place[s] <= n);
        if (r->place[s] >= 1 && r->place[s] <= n)
            seen[r->place[s]]++;
    }
    CHECK_EQ_INT(seen[1], 1);
}

static void test_tournaments(void)
{
    uint64_t seed = tl_seed();
    bot_registry_t *reg = bot_registry_create();
    char err[1024];
    if (!reg || bot_registry_load(reg, FELT_BOTS_DIR "/example.so", err, sizeof err) != 2) {
        CHECK(0);
        bot_registry_destroy(reg);
        return;
    }
    structure_t st;
    structure_default(&st);
    const char *nine[] = {"tag:hard", "tag:medium", "tag:easy", "lag:hard", "lag:medium", "rock", "station", "random",
                          "example-illegal"};
    for (uint64_t k = 0; k < 3; k++) {
        tresult_t a, b;
        play(reg, nine, 9, &st, seed + k, &a);
        check_ranking(&a, 9);
        CHECK(a.illegal[8] > 0);
        for (int s = 0; s < 8; s++)
            CHECK_EQ_INT(a.illegal[s], 0);
        /* the same seed gives the same tournament */
        play(reg, nine, 9, &st, seed + k, &b);
        CHECK_EQ_U64(b.hash, a.hash);
        CHECK_EQ_INT(b.hands, a.hands);
    }
    /* rebuys and the add-on, minute levels with a break */
    structure_t charity;
    if (structure_load_file(FELT_SOURCE_DIR "/levels/charity.json", &charity, err, sizeof err) == 0) {
        const char *six[] = {"tag:hard", "lag:easy", "rock:hard", "station:easy", "example", "lag:hard"};
        tresult_t r;
        play(reg, six, 6, &charity, seed, &r);
        check_ranking(&r, 6);
    } else {
        CHECK_MSG(0, "%.300s", err);
    }
    bot_registry_destroy(reg);
}

/* The rebuy and add-on answers: busted players rebuy while chips are cheap, short stacks add on. */
static void test_rebuys(void)
{
    bot_registry_t *reg = bot_registry_create();
    structure_t st;
    char err[512];
    if (structure_load_file(FELT_SOURCE_DIR "/levels/charity.json", &st, err, sizeof err) != 0) {
        CHECK_MSG(0, "%.300s", err);
        bot_registry_destroy(reg);
        return;
    }
    view_t v;
    memset(&v, 0, sizeof v);
    v.phase = PHASE_BETWEEN_HANDS;
    v.n_seats = 6;
    v.seat = 2;
    for (int s = 0; s < 6; s++) {
        v.seats[s].occupied = 1;
        v.seats[s].stack = 2400;
    }
    v.seats[2].stack = 0;
    v.rebuy_offer = v.must_decide = 1;
    const char *specs[] = {"tag:hard", "tag:easy", "rock", "station", "lag:medium"};
    for (int i = 0; i < 5; i++) {
        bot_spec_t sp;
        bot_spec_parse(reg, specs[i], &sp, err, sizeof err);
        bot_setup_t su = {0, 2, 2, 1, &st, NULL};
        bot_t *b = bot_create(&sp, &su, err, sizeof err);
        cmd_t c;
        char reason[BOT_REASON_LEN];
        v.seats[2].stack = 0;
        v.rebuy_offer = v.must_decide = 1;
        v.addon_offer = 0;
        CHECK_EQ_INT(bot_decide(b, &v, &c, reason, sizeof reason), BOT_OK);
        CHECK_MSG(c.type == CMD_REBUY, "%s busted: %s (%s)", specs[i], cmd_type_name(c.type), reason);
        v.seats[2].stack = 900;
        v.rebuy_offer = v.must_decide = 0;
        v.addon_offer = v.must_decide = 1;
        CHECK_EQ_INT(bot_decide(b, &v, &c, reason, sizeof reason), BOT_OK);
        CHECK_MSG(c.type == CMD_ADDON, "%s short, add-on: %s (%s)", specs[i], cmd_type_name(c.type), reason);
        bot_destroy(b);
    }
    bot_registry_destroy(reg);
}

/* The opponent model, heads-up. Against the random bot (bets of any size, calls and folds at
 * random) every style and level soon reads it as erratic and exploits it: it wins at least 164
 * of 200 matches (hard bots measured 89-92% with 1,000; 92-95% when a single wild bet flipped
 * the read, which issue 14 forbids; the old, unexploiting bots won 70-78%, about 150 of 200).
 * Against every built-in style the hard TAG never takes its opponent for erratic. */
static void test_opponent_model(void)
{
    bot_registry_t *reg = bot_registry_create();
    structure_t st;
    structure_default(&st);
    enum { MATCHES = 200, NEED = 164 };
    for (const char *const *b = all_bots; *b; b++) {
        hu_tally_t t = heads_up_series(reg, &st, *b, "random", 1000, MATCHES);
        int won = t.won, wild = t.wild;
        CHECK_MSG(won >= NEED, "%s won %d of %d heads-up matches against random (want %d)", *b, won, MATCHES, NEED);
        CHECK_MSG(wild > 0, "%s never read the random bot as wild", *b);
    }
    for (const char *const *b = all_bots; *b; b++) {
        if (strcmp(*b, "tag:hard") == 0)
            continue;
        for (int m = 0; m < 10; m++) {
            const char *pair[2] = {"tag:hard", *b};
            tresult_t r;
            play(reg, pair, 2, &st, 2000 + (uint64_t)m, &r);
            CHECK(r.finished);
            CHECK_MSG(r.wild[0] == 0, "tag:hard took %s for a wild player in %d decisions (seed %d)", *b, r.wild[0],
                      2000 + m);
        }
    }
    bot_registry_destroy(reg);
}

/* A bot is a function of its view and its stream: the same inputs, the same answer. */
static void test_determinism(void)
{
    bot_registry_t *reg = bot_registry_create();
    int64_t stacks[6] = {5000, 4000, 3000, 6000, 2500, 7000};
    const char *holes[6] = {NULL, NULL, NULL, "Ah9h", NULL, NULL};
    for (const char *const *b = all_bots; *b; b++) {
        table_t t;
        if (table_open(&t, 6, stacks, 0, holes, "9c5h2h", 0) != 0 ||
            table_run(&t, (const char *[]){"4 raise 250", "5 fold", "6 call", "1 fold", "2 fold", "3 call", "3 check",
                                           NULL})) {
            CHECK(0);
            return;
        }
        char r1[BOT_REASON_LEN], r2[BOT_REASON_LEN];
        cmd_t a = ask(&t, reg, *b, 5, r1, sizeof r1, NULL);
        cmd_t c = ask(&t, reg, *b, 5, r2, sizeof r2, NULL);
        CHECK_EQ_INT(a.type, c.type);
        CHECK_EQ_INT(a.amount, c.amount);
        CHECK_EQ_STR(r1, r2);
        engine_destroy(t.e);
    }
    bot_registry_destroy(reg);
}

/* ---- issue 14: sound all-in play, true reasons, character ------------------------------------- */

static const char *const every_style[] = {"station:easy", "station:medium", "station:hard", "rock:easy",
                                          "rock:medium", "rock:hard", "tag:easy", "tag:medium", "tag:hard",
                                          "lag:easy", "lag:medium", "lag:hard", "maniac:easy", "maniac:medium",
                                          "maniac:hard", "fish:easy", "fish:medium", "fish:hard",
                                          "weak-tight:easy", "weak-tight:medium", "weak-tight:hard", NULL};

/* Heads-up against the shover (always all in) from 75 big blinds down: no bot ever folds QQ or
 * better to its all-in, whatever it has come to believe about it, and the hard bots win at least
 * half of 60 matches (the reference best response wins about 56%; before the fix they won 0-8%). */
static void test_no_premium_folds_to_a_shover(void)
{
    bot_registry_t *reg = bot_registry_create();
    structure_t st;
    structure_default(&st);
    enum { MATCHES = 60 };
    for (const char *const *b = every_style; *b; b++) {
        hu_tally_t t = heads_up_series(reg, &st, *b, "allin", 3000, MATCHES);
        int won = t.won, folds = t.premium_folds;
        CHECK_MSG(folds == 0, "%s folded QQ or better to the shover %d times", *b, folds);
        if (strstr(*b, ":hard"))
            CHECK_MSG(won >= MATCHES / 2, "%s won %d of %d matches against the shover", *b, won, MATCHES);
    }
    bot_registry_destroy(reg);
}

/* Heads-up against the caller, who answers every bet: a hard bot's bluffs shrink with each call
 * it sees, so over 40 matches lag:hard bluffs it seldom (32 times in these matches; before the
 * fold-rate read it bluffed 80 times). */
static void test_hard_bots_stop_bluffing_a_player_who_always_calls(void)
{
    bot_registry_t *reg = bot_registry_create();
    structure_t st;
    structure_default(&st);
    enum { MATCHES = 40 };
    int bluffs = heads_up_series(reg, &st, "lag:hard", "caller", 5000, MATCHES).bluffs;
    CHECK_MSG(bluffs <= 50, "lag:hard bluffed the caller %d times in %d matches", bluffs, MATCHES);
    bot_registry_destroy(reg);
}

/* Heads-up against a player who calls every bet, the hard bots' edge is worth more than any
 * single pot: they keep thin value small instead of staking the match on 55-65% equity, and win
 * at least 93 of 100 matches each (before that gate, lag:hard won about 89 in 100). */
static void test_hard_bots_keep_the_match_out_of_thin_value(void)
{
    bot_registry_t *reg = bot_registry_create();
    structure_t st;
    structure_default(&st);
    const char *styles[] = {"tag:hard", "lag:hard", "rock:hard", "station:hard"};
    enum { MATCHES = 100 };
    for (int k = 0; k < 4; k++) {
        hu_tally_t t = heads_up_series(reg, &st, styles[k], "caller", 7000, MATCHES);
        int won = t.won, smaller = t.kept_small;
        CHECK_MSG(won >= 93, "%s won %d of %d matches against the caller", styles[k], won, MATCHES);
        CHECK_MSG(smaller > 0, "%s never kept a value bet small against the caller", styles[k]);
    }
    bot_registry_destroy(reg);
}

/* A bot kept across decisions, asked for seat `seat` of table t. */
static cmd_t ask_kept(table_t *t, bot_t *b, int seat, char *reason, size_t len)
{
    view_t v;
    cmd_t c = {CMD_NONE, -1, 0};
    engine_view(t->e, seat, &v);
    bot_decide(b, &v, &c, reason, len);
    return c;
}

static int submit_all(table_t *t, cmd_t c)
{
    if (engine_submit(t->e, c) != REJ_OK)
        return -1;
    ev_t ev;
    while (engine_poll(t->e, &ev))
        ;
    return 0;
}

/* Aces in the big blind facing a shove from the button at 75, 50 and 30 big blinds, and facing
 * a 4-bet jam after their own 3-bet at 75: every bot calls. */
static void test_aces_call_a_deep_shove(void)
{
    bot_registry_t *reg = bot_registry_create();
    const int64_t depths[] = {7500, 5000, 3000};
    for (const char *const *b = every_style; *b; b++)
        for (size_t d = 0; d < 3; d++) {
            int64_t stacks[2] = {depths[d], depths[d]};
            const char *holes[2] = {NULL, "AhAd"};
            table_t t;
            if (table_open(&t, 2, stacks, 0, holes, NULL, 0) != 0 || table_run(&t, (const char *[]){"1 allin", NULL})) {
                CHECK(0);
                return;
            }
            char reason[BOT_REASON_LEN];
            cmd_t c = ask(&t, reg, *b, 1, reason, sizeof reason, NULL);
            CHECK_MSG(c.type == CMD_CALL, "%s with AA facing a %lld BB shove: %s (%s)", *b, (long long)depths[d] / 100,
                      cmd_type_name(c.type), reason);
            engine_destroy(t.e);
        }
    for (const char *const *b = every_style; *b; b++) {
        int64_t stacks[2] = {7500, 7500};
        const char *holes[2] = {NULL, "AhAd"};
        table_t t;
        bot_spec_t sp;
        char err[256], reason[BOT_REASON_LEN];
        if (table_open(&t, 2, stacks, 0, holes, NULL, 0) != 0 || table_run(&t, (const char *[]){"1 raise 250", NULL}) ||
            bot_spec_parse(reg, *b, &sp, err, sizeof err) != 0) {
            CHECK(0);
            return;
        }
        bot_setup_t su = {0, 1, 1, 9, &t.st, NULL};
        bot_t *bot = bot_create(&sp, &su, err, sizeof err);
        cmd_t c = ask_kept(&t, bot, 1, reason, sizeof reason);
        if (c.type == CMD_RAISE && submit_all(&t, c) == 0 && table_run(&t, (const char *[]){"1 allin", NULL}) == 0) {
            c = ask_kept(&t, bot, 1, reason, sizeof reason);
            CHECK_MSG(c.type == CMD_CALL, "%s with AA facing a 4-bet jam after its 3-bet: %s (%s)", *b,
                      cmd_type_name(c.type), reason);
        } else {
            /* it may call the open or shove: then it has not folded either */
            CHECK_MSG(c.type == CMD_CALL || c.type == CMD_ALLIN, "%s with AA facing an open: %s (%s)", *b,
                      cmd_type_name(c.type), reason);
        }
        bot_destroy(bot);
        engine_destroy(t.e);
    }
    bot_registry_destroy(reg);
}

/* The price of a call counts only chips the caller can win: heads-up on the flop, 2,900 behind
 * against a 19,900 jam into a pot of 200, calling 2,900 wins at most 200 + 2 x 2,900, a price of
 * 48% (not 2,900 / 23,000 = 13%). Every bot states it, and with no pair and no draw folds. */
/* ---- the multi-table bubble ------------------------------------------------------------------ */

/* A field of 1,000 entrants down to `left` (150 paid): the table's stacks among others from 300
 * to about 4,000 chips (blinds 50/100), payouts falling as 1 / place^0.9 of a 1,000,000-cent pool. */
typedef struct test_field {
    bot_field_t f;
    int64_t stacks[1000];
    int64_t pay[150];
} test_field_t;

static int cmp_desc(const void *a, const void *b)
{
    int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
    return x < y ? 1 : x > y ? -1 : 0;
}

static void field_make(test_field_t *tf, int left, const int64_t *table, int n_table, int64_t mine)
{
    memset(tf, 0, sizeof *tf);
    double w = 0;
    for (int p = 0; p < 150; p++)
        w += pow(p + 1, -0.9);
    for (int p = 0; p < 150; p++)
        tf->pay[p] = (int64_t)(1000000.0 * pow(p + 1, -0.9) / w);
    int k = 0;
    for (; k < n_table; k++)
        tf->stacks[k] = table[k];
    for (int i = 0; k < left; k++, i++)
        tf->stacks[k] = 300 + (i * 137) % 3700;
    qsort(tf->stacks, (size_t)left, sizeof tf->stacks[0], cmp_desc);
    tf->f.n_entrants = 1000;
    tf->f.n_left = left;
    tf->f.stacks = tf->stacks;
    tf->f.n_paid = 150;
    tf->f.payouts = tf->pay;
    tf->f.n_tables = (left + 8) / 9;
    int place = 1;
    while (place < left && tf->stacks[place - 1] > mine)
        place++;
    tf->f.my_place = place;
}

static cmd_t ask_field(table_t *t, const bot_registry_t *reg, const char *spec, const bot_field_t *f, char *reason,
                       size_t len)
{
    cmd_t c = {CMD_NONE, -1, 0};
    bot_spec_t sp;
    char err[256];
    if (bot_spec_parse(reg, spec, &sp, err, sizeof err) != 0)
        return c;
    int seat = engine_to_act(t->e);
    bot_setup_t su = {0, seat, seat, 5, &t->st, NULL};
    bot_t *b = bot_create(&sp, &su, err, sizeof err);
    if (!b)
        return c;
    view_t v;
    engine_view(t->e, seat, &v);
    v.field = f;
    bot_decide(b, &v, &c, reason, len);
    bot_destroy(b);
    return c;
}

/* On the bubble of a 1,000-entrant tournament (151 left, 150 paid), the big blind with 10 BB and
 * KTo facing the small blind's shove from 50 BB: the chips say call (the same spot far from the
 * money is a call), the field's ICM says fold, and the reason gives both prices. */
static void test_bubble_folds_what_chips_call(void)
{
    bot_registry_t *reg = bot_registry_create();
    int64_t stacks[9] = {1000, 1000, 1000, 1000, 1000, 1000, 1000, 5000, 1000};
    const char *holes[9] = {NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, "KcTd"};
    const char *const fold_to_sb[] = {"1 fold", "2 fold", "3 fold", "4 fold", "5 fold", "6 fold", "7 fold",
                                      "8 allin", NULL};
    const char *const bots[] = {"tag:hard", "rock:hard", "tag:medium", NULL};
    for (const char *const *b = bots; *b; b++) {
        table_t t;
        if (table_open(&t, 9, stacks, 6, holes, NULL, 0) != 0 || table_run(&t, fold_to_sb) != 0) {
            CHECK(0);
            return;
        }
        test_field_t far, bubble;
        field_make(&far, 1000, stacks, 9, 1000);
        field_make(&bubble, 151, stacks, 9, 1000);
        char reason[BOT_REASON_LEN];
        cmd_t c = ask_field(&t, reg, *b, &far.f, reason, sizeof reason);
        CHECK_MSG(c.type == CMD_CALL, "%s, KTo far from the money: %s (%s)", *b, cmd_type_name(c.type), reason);
        c = ask_field(&t, reg, *b, &bubble.f, reason, sizeof reason);
        CHECK_MSG(c.type == CMD_FOLD, "%s, KTo on the bubble: %s (%s)", *b, cmd_type_name(c.type), reason);
        CHECK_MSG(strstr(reason, "ICM") && strstr(reason, "on the bubble (151 left, 150 paid)") &&
                      strstr(reason, "needs") && strstr(reason, "we have"),
                  "%s: %s", *b, reason);
        engine_destroy(t.e);
    }
    bot_registry_destroy(reg);
}

/* The big stack on the bubble: 50 BB in the cutoff with Q4o, three 10 BB stacks behind who bust
 * out of the money if they call and lose. The chart folds it (and so does the same spot far from
 * the money); the hard bot shoves by the field's ICM, the medium one keeps to the chart. */
static void test_bubble_big_stack_shoves(void)
{
    bot_registry_t *reg = bot_registry_create();
    int64_t stacks[9] = {1000, 1000, 1000, 1000, 1000, 1000, 5000, 1000, 1000};
    const char *holes[9] = {NULL, NULL, NULL, NULL, NULL, NULL, "Qc4d", NULL, NULL};
    const char *const fold_to_co[] = {"2 fold", "3 fold", "4 fold", "5 fold", "6 fold", NULL};
    const char *const bots[] = {"tag:hard", "rock:hard", "lag:hard", "tag:medium", NULL};
    for (const char *const *b = bots; *b; b++) {
        table_t t;
        if (table_open(&t, 9, stacks, 7, holes, NULL, 0) != 0 || table_run(&t, fold_to_co) != 0) {
            CHECK(0);
            return;
        }
        test_field_t far, bubble;
        field_make(&far, 1000, stacks, 9, 5000);
        field_make(&bubble, 151, stacks, 9, 5000);
        char reason[BOT_REASON_LEN];
        cmd_t c = ask_field(&t, reg, *b, &far.f, reason, sizeof reason);
        CHECK_MSG(c.type == CMD_FOLD, "%s, Q4o in the cutoff far from the money: %s (%s)", *b, cmd_type_name(c.type),
                  reason);
        c = ask_field(&t, reg, *b, &bubble.f, reason, sizeof reason);
        if (strstr(*b, ":hard")) {
            CHECK_MSG(c.type == CMD_ALLIN, "%s, Q4o big stack on the bubble: %s (%s)", *b, cmd_type_name(c.type),
                      reason);
            CHECK_MSG(strstr(reason, "ICM") && strstr(reason, "on the bubble"), "%s: %s", *b, reason);
        } else {
            CHECK_MSG(c.type == CMD_FOLD, "%s, Q4o on the bubble: %s (%s)", *b, cmd_type_name(c.type), reason);
        }
        engine_destroy(t.e);
    }
    bot_registry_destroy(reg);
}

/* The field's curve (icm.h) against exact Malmuth-Harville: each player's prize on fields of up
 * to 10, and its own stack moved (the others held still) priced the same as the exact model. */
static void test_icm_curve_matches_exact(void)
{
    rng_t r;
    rng_init(&r, 9, 1);
    double worst = 0;
    for (int trial = 0; trial < 200; trial++) {
        int n = 3 + (int)(rng_next64(&r) % 8), np = 1 + (int)(rng_next64(&r) % (uint64_t)n);
        int64_t st[ICM_MAX_PLAYERS];
        double prizes[ICM_MAX_PLAYERS], ex[ICM_MAX_PLAYERS];
        for (int i = 0; i < n; i++)
            st[i] = 100 + (int64_t)(rng_next64(&r) % 5000);
        double left = 10000;
        for (int p = 0; p < np; p++) {
            prizes[p] = p + 1 < np ? left * 0.5 : left;
            left -= prizes[p];
        }
        int self = (int)(rng_next64(&r) % (uint64_t)n);
        icm_curve_t c;
        CHECK_EQ_INT(icm_curve_build(&c, st, n, self, prizes, np), 0);
        for (int k = 0; k < 3; k++) {
            int64_t mine = k == 0 ? st[self] : k == 1 ? st[self] / 3 + 1 : st[self] * 3;
            int64_t s2[ICM_MAX_PLAYERS];
            memcpy(s2, st, sizeof s2);
            s2[self] = mine;
            CHECK_EQ_INT(icm_equity(s2, n, prizes, np, ex), 0);
            double d = fabs(icm_curve_value(&c, (double)mine) - ex[self]);
            worst = d > worst ? d : worst;
        }
        CHECK_NEAR(icm_curve_value(&c, 0), self >= 0 && n - 1 < np ? prizes[n - 1] : 0.0, 1e-12);
        icm_curve_free(&c);
    }
    CHECK_MSG(worst < 1e-3, "the curve is %.2g of a 10,000 pool from exact Malmuth-Harville", worst);
    icm_curve_t bad;
    int64_t neg[2] = {5, -1};
    double p1[1] = {1};
    CHECK_EQ_INT(icm_curve_build(&bad, neg, 2, 0, p1, 1), -1);
    CHECK_EQ_INT(icm_curve_build(&bad, neg, 2, 2, p1, 1), -1);
}

/* The field's shared table (icm.h icm_table_t): every player's curve built with it is bit for bit
 * the curve built without it, exact counts and approximated, with equal stacks sharing a row and
 * busted players in the field; a table for other stacks is not used. */
static void test_icm_table_curves_are_identical(void)
{
    rng_t r;
    rng_init(&r, 24, 1);
    static const int sizes[][2] = {{30, 5}, {300, 45}, {1500, 300}};
    for (size_t z = 0; z < sizeof sizes / sizeof sizes[0]; z++) {
        int n = sizes[z][0], np = sizes[z][1];
        int64_t *st = malloc(sizeof *st * (size_t)n), *other = malloc(sizeof *other * (size_t)n);
        double *prizes = malloc(sizeof *prizes * (size_t)np);
        for (int i = 0; i < n; i++)
            st[i] = i % 7 == 3 && i > 0 ? st[i - 1] : 50 + (int64_t)(rng_next64(&r) % 200000);
        st[n - 1] = 0;
        for (int p = 0; p < np; p++)
            prizes[p] = 1000.0 / (p + 1);
        memcpy(other, st, sizeof *st * (size_t)n);
        other[0] += 1000;
        icm_table_t tab;
        CHECK_EQ_INT(icm_table_build(&tab, st, n), 0);
        int distinct = 0;
        for (int i = 0; i < n; i++)
            distinct += st[i] > 0 && (i == 0 || st[i] != st[i - 1]);
        CHECK_EQ_INT(tab.rows, distinct);
        int selves[] = {-1, 0, 3, 4, n / 2, n - 2, n - 1};
        for (size_t a = 0; a < sizeof selves / sizeof selves[0]; a++) {
            icm_curve_t plain, shared, stale, stale_plain;
            CHECK_EQ_INT(icm_curve_build(&plain, st, n, selves[a], prizes, np), 0);
            CHECK_EQ_INT(icm_curve_build_with(&shared, st, n, selves[a], prizes, np, &tab), 0);
            CHECK_EQ_INT(icm_curve_build_with(&stale, other, n, selves[a], prizes, np, &tab), 0);
            CHECK_EQ_INT(icm_curve_build(&stale_plain, other, n, selves[a], prizes, np), 0);
            CHECK_EQ_INT(shared.n_grid, plain.n_grid);
            CHECK_MSG(shared.bust == plain.bust && shared.total == plain.total, "field %d self %d: bust or chips differ",
                      n, selves[a]);
            CHECK_MSG(memcmp(shared.e, plain.e, sizeof *plain.e * (size_t)plain.n_grid) == 0,
                      "field %d self %d: the shared table's curve differs", n, selves[a]);
            CHECK_MSG(memcmp(stale.e, stale_plain.e, sizeof *stale.e * (size_t)stale.n_grid) == 0,
                      "field %d self %d: another field's table was used", n, selves[a]);
            CHECK_MSG(icm_curve_value(&shared, 12345.0) == icm_curve_value(&plain, 12345.0), "field %d self %d: values",
                      n, selves[a]);
            icm_curve_free(&plain);
            icm_curve_free(&shared);
            icm_curve_free(&stale);
            icm_curve_free(&stale_plain);
        }
        icm_table_free(&tab);
        free(st);
        free(other);
        free(prizes);
    }
    icm_table_t bad;
    int64_t neg[2] = {5, -1}, none[2] = {0, 0};
    CHECK_EQ_INT(icm_table_build(&bad, neg, 2), -1);
    CHECK_EQ_INT(icm_table_build(&bad, none, 2), -1);
}

static void test_calls_are_priced_on_the_effective_stack(void)
{
    bot_registry_t *reg = bot_registry_create();
    CHECK_EQ_INT(bot_registry_count(reg) > 0, 1);
    for (const char *const *b = every_style; *b; b++) {
        int64_t stacks[2] = {3000, 20000};
        const char *holes[2] = {"6c5d", "AsKs"};
        table_t t;
        if (table_open(&t, 2, stacks, 0, holes, "KhQd9s2c2d", 0) != 0 ||
            table_run(&t, (const char *[]){"1 call", "2 check", "2 allin", NULL})) {
            CHECK(0);
            return;
        }
        view_t v;
        engine_view(t.e, 0, &v);
        CHECK_NEAR(ai_call_price(&v), 2900.0 / 6000.0, 1e-9);
        char reason[BOT_REASON_LEN];
        cmd_t c = ask(&t, reg, *b, 2, reason, sizeof reason, NULL);
        CHECK_MSG(strstr(reason, "price is 48%") != NULL, "%s: %s", *b, reason);
        CHECK_MSG(c.type == CMD_FOLD, "%s with 6-high facing the jam: %s (%s)", *b, cmd_type_name(c.type), reason);
        engine_destroy(t.e);
    }
    bot_registry_destroy(reg);
}

/* Reasons say what the bot does: the nuts facing an all-in that cannot be raised is a call, and
 * says so; a fold to a 2.5 BB open at 4 BB deep names the 2.5 BB raise. */
static void test_reasons_match_the_command(void)
{
    bot_registry_t *reg = bot_registry_create();
    const char *to_river[] = {"1 call", "2 check", "2 check", "1 check", "2 check", "1 check", NULL};
    for (const char *const *b = every_style; *b; b++) {
        int64_t stacks[2] = {10000, 3000};
        const char *holes[2] = {"KdKh", "QcJc"};
        table_t t;
        if (table_open(&t, 2, stacks, 0, holes, "Ks9s4d2c7h", 0) != 0 || table_run(&t, to_river) != 0 ||
            table_run(&t, (const char *[]){"2 allin", NULL}) != 0) {
            CHECK(0);
            return;
        }
        char reason[BOT_REASON_LEN];
        cmd_t c = ask(&t, reg, *b, 3, reason, sizeof reason, NULL);
        CHECK_MSG(c.type == CMD_CALL && starts(reason, "calling"), "%s with the nuts facing an all-in: %s (%s)", *b,
                  cmd_type_name(c.type), reason);
        engine_destroy(t.e);
        /* six players with 4 BB; under the gun opens to 2.5 BB, the next seat holds 72o */
        int64_t six[6] = {400, 400, 400, 400, 400, 400};
        const char *h6[6] = {NULL, NULL, NULL, NULL, "7c2d", NULL};
        if (table_open(&t, 6, six, 0, h6, NULL, 0) != 0 || table_run(&t, (const char *[]){"4 raise 250", NULL}) != 0) {
            CHECK(0);
            return;
        }
        c = ask(&t, reg, *b, 3, reason, sizeof reason, NULL);
        if (c.type == CMD_FOLD)
            CHECK_MSG(strstr(reason, "2.5 BB raise") != NULL, "%s: %s", *b, reason);
        engine_destroy(t.e);
    }
    bot_registry_destroy(reg);
}

/* A bet's size gives nothing away: as the pre-flop raiser on a dry flop checked to it, a set
 * and air bet from the same sizes, about as often each. */
static void test_bet_sizes_do_not_tell(void)
{
    bot_registry_t *reg = bot_registry_create();
    const char *specs[] = {"tag:hard", "lag:hard", "maniac:medium"};
    for (int k = 0; k < 3; k++) {
        double count[2][8] = {{0}}, total[2] = {0};
        double sizes[8];
        int n_sizes = 0;
        const char *hands[2] = {"KcKh", "Jc9c"};
        for (int h = 0; h < 2; h++)
            for (uint64_t seed = 1; seed <= 300; seed++) {
                int64_t stacks[2] = {10000, 10000};
                const char *holes[2] = {hands[h], "5d4d"};
                table_t t;
                bot_spec_t sp;
                char err[256], reason[BOT_REASON_LEN];
                if (table_open(&t, 2, stacks, 0, holes, "Kd7s2h3c8d", 0) != 0 ||
                    bot_spec_parse(reg, specs[k], &sp, err, sizeof err) != 0) {
                    CHECK(0);
                    return;
                }
                bot_setup_t su = {0, 0, 0, seed, &t.st, NULL};
                bot_t *bot = bot_create(&sp, &su, err, sizeof err);
                cmd_t c = ask_kept(&t, bot, 0, reason, sizeof reason);
                if (c.type == CMD_RAISE && submit_all(&t, c) == 0 && table_run(&t, (const char *[]){"2 call", "2 check", NULL}) == 0) {
                    view_t v;
                    engine_view(t.e, 0, &v);
                    double pot = (double)v.pot_total;
                    c = ask_kept(&t, bot, 0, reason, sizeof reason);
                    if (c.type == CMD_BET) {
                        double f = (double)c.amount / pot;
                        int i = 0;
                        while (i < n_sizes && fabs(sizes[i] - f) > 0.02)
                            i++;
                        if (i == n_sizes && n_sizes < 8)
                            sizes[n_sizes++] = f;
                        if (i < 8) {
                            count[h][i]++;
                            total[h]++;
                        }
                    }
                }
                bot_destroy(bot);
                engine_destroy(t.e);
            }
        CHECK_MSG(total[0] >= 40 && total[1] >= 40, "%s: %.0f value bets and %.0f continuation bets", specs[k], total[0],
                  total[1]);
        for (int i = 0; i < n_sizes && total[0] > 0 && total[1] > 0; i++) {
            double a = count[0][i] / total[0], c2 = count[1][i] / total[1];
            CHECK_MSG(fabs(a - c2) < 0.2, "%s: a bet of %.0f%% of the pot is %.0f%% of the value bets and %.0f%% of the "
                      "bluffs", specs[k], sizes[i] * 100, a * 100, c2 * 100);
        }
    }
    bot_registry_destroy(reg);
}

/* One 8x raise heads-up is not a read: the bot facing it still reads a normal range. The same
 * raise hand after hand is: within six hands the bot reads the raiser as wild. */
static void test_one_overbet_is_not_a_read(void)
{
    bot_registry_t *reg = bot_registry_create();
    const char *specs[] = {"tag:hard", "lag:medium", "rock:easy", NULL};
    for (const char *const *b = specs; *b; b++) {
        int64_t stacks[2] = {15000, 15000};
        const char *holes[2] = {NULL, "Kd9c"};
        table_t t;
        bot_spec_t sp;
        char err[256], reason[BOT_REASON_LEN];
        if (table_open(&t, 2, stacks, 0, holes, NULL, 0) != 0 || bot_spec_parse(reg, *b, &sp, err, sizeof err) != 0) {
            CHECK(0);
            return;
        }
        bot_setup_t su = {0, 1, 1, 4, &t.st, NULL};
        bot_t *bot = bot_create(&sp, &su, err, sizeof err);
        int first = 1, wild_seen = 0, faced = 0;
        for (int guard = 0; guard < 400 && !wild_seen && faced < 6; guard++) {
            engine_phase_t ph = engine_phase(t.e);
            if (ph == PHASE_FINISHED)
                break;
            if (ph != PHASE_HAND) {
                if (submit_all(&t, (cmd_t){CMD_NEXT_HAND, -1, 0}) != 0)
                    break;
                continue;
            }
            int s = engine_to_act(t.e);
            view_t v;
            engine_view(t.e, s, &v);
            cmd_t c;
            if (s == 0) { /* the overbettor: raises to 8 BB pre-flop when it can, else checks or calls */
                if (v.street == STREET_PREFLOP && v.current <= v.bb && v.legal.can_raise && v.legal.max_to >= 800)
                    c = (cmd_t){CMD_RAISE, 0, 800};
                else
                    c = (cmd_t){v.legal.can_check ? CMD_CHECK : CMD_CALL, 0, 0};
            } else {
                int facing = v.street == STREET_PREFLOP && v.current == 800 && v.legal.call_amount > 0;
                bot_decide(bot, &v, &c, reason, sizeof reason);
                if (facing) {
                    faced++;
                    if (first)
                        CHECK_MSG(strstr(reason, "wild") == NULL && strstr(reason, "any two") == NULL,
                                  "%s after one 8x raise: %s", *b, reason);
                    else
                        wild_seen |= strstr(reason, "wild") != NULL;
                    first = 0;
                }
            }
            if (submit_all(&t, c) != 0)
                break;
        }
        CHECK_MSG(wild_seen, "%s never read the 8x raiser as wild (faced %d raises)", *b, faced);
        bot_destroy(bot);
        engine_destroy(t.e);
    }
    bot_registry_destroy(reg);
}

/* The first two cards of hand class cls, as the table's preset text ("AsKs"). */
static void class_hole(int cls, char hole[8])
{
    card_t cards[16][2];
    pushfold_class_cards(cls, cards);
    card_format(cards[0][0], hole);
    card_format(cards[0][1], hole + 2);
}

/* The calling station pushes wider than the chart, the rock tighter: heads-up at 10 BB from the
 * small blind, every hand of the chart's push range is pushed by the station, and more. */
static void test_styles_push_as_documented(void)
{
    bot_registry_t *reg = bot_registry_create();
    pushfold_spot_t sp = {1, 10, 0};
    int station_more = 0, rock_less = 0, station_missed = 0, rock_extra = 0;
    for (int cls = 0; cls < PUSHFOLD_CLASSES; cls++) {
        char hole[8];
        class_hole(cls, hole);
        const char *holes[2] = {hole, NULL};
        int64_t stacks[2] = {1000, 1000};
        table_t t;
        char reason[BOT_REASON_LEN];
        if (table_open(&t, 2, stacks, 0, holes, NULL, 0) != 0) {
            CHECK(0);
            return;
        }
        int chart = pushfold_push(&sp, cls);
        int st = ask(&t, reg, "station:medium", 1, reason, sizeof reason, NULL).type == CMD_ALLIN;
        int rk = ask(&t, reg, "rock:medium", 1, reason, sizeof reason, NULL).type == CMD_ALLIN;
        char name[4];
        if (chart && !st)
            station_missed += pushfold_class_combos(cls);
        if (!chart && rk)
            rock_extra += pushfold_class_combos(cls);
        (void)name;
        station_more += st && !chart ? pushfold_class_combos(cls) : 0;
        rock_less += chart && !rk ? pushfold_class_combos(cls) : 0;
        engine_destroy(t.e);
    }
    /* the chart's ranges are not nested at every depth: a few of its hands may drop out */
    CHECK_MSG(station_more > 4 * station_missed && station_more >= 40,
              "the station pushes %d combinations beyond the chart and misses %d", station_more, station_missed);
    CHECK_MSG(rock_less > 4 * rock_extra && rock_less >= 40, "the rock folds %d chart combinations and adds %d", rock_less,
              rock_extra);
    bot_registry_destroy(reg);
}

/* Short-stacked the hard level keeps only a tenth of its style's caution (short_style): first in
 * from the button six-handed at 6, 10 and 14 BB the hard rock and weak-tight push the hands the
 * hard tag pushes (the chart, moved by the same ICM) in at least 94% of the combinations (with all
 * of it: 79-87% for the weak-tight, 90-93% for the rock), while
 * their medium level still folds many hands the medium tag pushes: there the style's caution is
 * whole. A weak-tight that folded its blinds away at 10 BB was what a shove-everything player farmed
 * at 6-max. */
static void test_hard_short_stacks_play_the_chart(void)
{
    bot_registry_t *reg = bot_registry_create();
    static const char *const to_button[] = {"4 fold", "5 fold", "6 fold", NULL};
    const char *styles[] = {"rock", "weak-tight"};
    for (int bb = 6; bb <= 14; bb += 4) {
        for (int k = 0; k < 2; k++) {
            double agree_hard = 0, total = 0, medium_folds = 0;
            for (int cls = 0; cls < PUSHFOLD_CLASSES; cls++) {
                char hole[8];
                class_hole(cls, hole);
                int64_t stacks[6];
                const char *holes[6] = {hole, NULL, NULL, NULL, NULL, NULL};
                for (int i = 0; i < 6; i++)
                    stacks[i] = bb * 100;
                char reason[BOT_REASON_LEN], spec[32];
                int push[2][2]; /* [tag, style][medium, hard] */
                for (int lv = 0; lv < 2; lv++)
                    for (int who = 0; who < 2; who++) {
                        table_t t;
                        if (table_open(&t, 6, stacks, 0, holes, NULL, 0) != 0 || table_run(&t, to_button) != 0 ||
                            engine_to_act(t.e) != 0) {
                            CHECK(0);
                            return;
                        }
                        snprintf(spec, sizeof spec, "%s:%s", who ? styles[k] : "tag", lv ? "hard" : "medium");
                        push[who][lv] = ask(&t, reg, spec, 1, reason, sizeof reason, NULL).type == CMD_ALLIN;
                        engine_destroy(t.e);
                    }
                double w = pushfold_class_combos(cls);
                total += w;
                agree_hard += w * (push[0][1] == push[1][1]);
                medium_folds += w * (push[0][0] && !push[1][0]);
            }
            CHECK_MSG(agree_hard >= 0.94 * total, "%s:hard at %d BB on the button pushes as tag:hard in %.1f%% of the hands",
                      styles[k], bb, 100 * agree_hard / total);
            CHECK_MSG(medium_folds >= 40, "%s:medium at %d BB on the button folds only %.0f combinations tag:medium pushes",
                      styles[k], bb, medium_folds);
        }
    }
    bot_registry_destroy(reg);
}

/* Push/fold as the chart: tag:hard first in from the small blind heads-up, where ICM is chip EV,
 * at every depth from 3 to 15 BB pushes or folds as the equilibrium chart in at least 98% of the
 * hands (counted in combinations). With more players left ICM moves it off the chart on
 * purpose (about 90% agreement six-handed), and its calls are ICM decisions against the push
 * range rather than the chart's rounded calling ranges. */
static void test_tag_hard_follows_the_chart(void)
{
    bot_registry_t *reg = bot_registry_create();
    struct {
        int n, behind;
        const char *const *folds;
    } spots[] = {{2, 1, NULL}};
    for (int bb = 3; bb <= 15; bb++) {
        double agree = 0, total = 0;
        for (size_t k = 0; k < sizeof spots / sizeof spots[0]; k++) {
            pushfold_spot_t sp = {spots[k].behind, bb, 0};
            int n = spots[k].n;
            int seat = n == 2 ? 0 : n - spots[k].behind + 2; /* 0-based: UTG is seat 3 */
            for (int cls = 0; cls < PUSHFOLD_CLASSES; cls++) {
                char hole[8];
                class_hole(cls, hole);
                int64_t stacks[6];
                const char *holes[6] = {NULL, NULL, NULL, NULL, NULL, NULL};
                for (int i = 0; i < n; i++)
                    stacks[i] = bb * 100;
                holes[seat % n] = hole;
                char reason[BOT_REASON_LEN];
                table_t t;
                if (table_open(&t, n, stacks, 0, holes, NULL, 0) != 0 || table_run(&t, spots[k].folds) != 0 ||
                    engine_to_act(t.e) != seat % n) {
                    CHECK(0);
                    return;
                }
                int got = ask(&t, reg, "tag:hard", 1, reason, sizeof reason, NULL).type == CMD_ALLIN;
                double w = pushfold_class_combos(cls);
                agree += w * (got == pushfold_push(&sp, cls));
                total += w;
                engine_destroy(t.e);
            }
        }
        CHECK_MSG(agree >= 0.98 * total, "tag:hard at %d BB pushes as the chart in %.1f%% of the hands", bb,
                  100 * agree / total);
    }
    bot_registry_destroy(reg);
}

/* The test opponents: the shover goes all in, the caller calls, the reference calls a shove with
 * AA and folds 72o to it at 75 BB (85% and 32% against a random hand, the price about 49%). */
static void test_arena_test_opponents(void)
{
    bot_registry_t *reg = bot_registry_create();
    const char *hidden[] = {"allin", "caller", "reference", "random"};
    for (int i = 0; i < 4; i++)
        CHECK(bot_registry_find(reg, hidden[i]) && bot_registry_find(reg, hidden[i])->hidden);
    int64_t stacks[2] = {7500, 7500};
    table_t t;
    char reason[BOT_REASON_LEN];
    if (table_open(&t, 2, stacks, 0, NULL, NULL, 0) != 0) {
        CHECK(0);
        return;
    }
    CHECK_EQ_INT(ask(&t, reg, "allin", 1, reason, sizeof reason, NULL).type, CMD_ALLIN);
    CHECK_EQ_INT(ask(&t, reg, "caller", 1, reason, sizeof reason, NULL).type, CMD_CALL);
    CHECK_EQ_INT(ask(&t, reg, "reference", 1, reason, sizeof reason, NULL).type, CMD_CALL);
    engine_destroy(t.e);
    const char *cards[2] = {"AhAd", "7c2d"};
    for (int k = 0; k < 2; k++) {
        const char *holes[2] = {NULL, cards[k]};
        if (table_open(&t, 2, stacks, 0, holes, NULL, 0) != 0 || table_run(&t, (const char *[]){"1 allin", NULL})) {
            CHECK(0);
            return;
        }
        cmd_t c = ask(&t, reg, "reference", 1, reason, sizeof reason, NULL);
        CHECK_MSG(c.type == (k == 0 ? CMD_CALL : CMD_FOLD), "reference with %s: %s", cards[k], reason);
        CHECK(strstr(reason, "price of 49.3%") != NULL || strstr(reason, "price is 49.3%") != NULL);
        engine_destroy(t.e);
    }
    bot_registry_destroy(reg);
}

/* ---- profiles -------------------------------------------------------------------------------- */

static int same_level(const ai_level_t *x, const ai_level_t *y)
{
    return x->cards_only == y->cards_only && x->noise == y->noise && x->good_push == y->good_push &&
           x->good_call == y->good_call && x->good_noise == y->good_noise && x->wide == y->wide &&
           x->trials[0] == y->trials[0] && x->trials[1] == y->trials[1] && x->trials[2] == y->trials[2] &&
           x->ranges == y->ranges && x->reads == y->reads && x->reads_after == y->reads_after && x->icm == y->icm && x->field_icm == y->field_icm && x->short_style == y->short_style &&
           x->exploit == y->exploit && x->thrift == y->thrift;
}

static int same_profile(const bot_profile_t *a, const bot_profile_t *b)
{
    const ai_profile_t *x = &a->play, *y = &b->play;
    for (int l = 0; l < 3; l++)
        if (!same_level(&x->level[l], &y->level[l]))
            return 0;
    return !strcmp(a->name, b->name) && !strcmp(a->style, b->style) && !strcmp(a->description, b->description) &&
           a->default_level == b->default_level && x->open_mult == y->open_mult && x->raise_share == y->raise_share &&
           x->threebet_mult == y->threebet_mult && x->threebet_bluff == y->threebet_bluff &&
           x->flat_mult == y->flat_mult && x->value_eq == y->value_eq && x->raise_eq == y->raise_eq &&
           x->call_margin == y->call_margin && x->call_floor == y->call_floor && x->cbet_freq == y->cbet_freq &&
           x->barrel_freq == y->barrel_freq && x->bluff_freq == y->bluff_freq && x->semibluff_freq == y->semibluff_freq &&
           x->size_mult == y->size_mult && x->push_tight == y->push_tight && x->call_tight == y->call_tight &&
           x->icm_bias == y->icm_bias && x->allin_call_max == y->allin_call_max && x->trap == y->trap &&
           x->adapt == y->adapt;
}

/* The files in assets/bots are the compiled-in profiles (numbers, texts, personalities). */
static void test_profile_files_match_the_built_ins(void)
{
    int n_pers = 0;
    for (int i = 0; i < bot_profile_builtin_count(); i++) {
        const bot_profile_t *b = bot_profile_builtin(i);
        char path[512], err[512];
        snprintf(path, sizeof path, "%s/assets/bots/%s.json", FELT_SOURCE_DIR, b->name);
        bot_profile_t p;
        if (bot_profile_load_file(path, &p, err, sizeof err) != 0) {
            CHECK_MSG(0, "%.400s", err);
            continue;
        }
        CHECK_MSG(same_profile(&p, b), "%.300s differs from the built-in profile %.30s", path, b->name);
        CHECK_EQ_STR(p.play.style, p.style);
        for (int k = 0; k < p.n_personalities; k++) {
            const bot_personality_t *q = bot_personality_find(p.personalities[k].name);
            CHECK_MSG(q && !strcmp(q->strategy, b->name) && q->level == p.personalities[k].level &&
                          !strcmp(q->description, p.personalities[k].description),
                      "%.300s: personality %.30s differs from the built-in one", path, p.personalities[k].name);
        }
        n_pers += p.n_personalities;
    }
    CHECK_EQ_INT(n_pers, bot_personality_count());
    CHECK(bot_profile_builtin_count() >= 7);
}

/* The text of assets/bots/NAME.json in buf (cut to size - 1 bytes); its length. */
static size_t read_profile_file(const char *name, char *buf, size_t size)
{
    char path[512];
    snprintf(path, sizeof path, "%s/assets/bots/%s.json", FELT_SOURCE_DIR, name);
    FILE *f = fopen(path, "rb");
    size_t n = f ? fread(buf, 1, size - 1, f) : 0;
    if (f)
        fclose(f);
    buf[n] = '\0';
    return n;
}

/* Tuning is data: a profile whose hard level is given the medium level's numbers plays hard as
 * medium plays, move for move, and unlike the standard hard (no rebuild between the three). */
static void test_an_edited_level_is_played(void)
{
    char dir[] = "/tmp/felt-test-levels-XXXXXX";
    if (!mkdtemp(dir)) {
        CHECK_MSG(0, "mkdtemp");
        return;
    }
    char path[600], text[8192], err[2048];
    read_profile_file("tag", text, sizeof text);
    /* the hard level's object, replaced by the medium one's */
    char *med = strstr(text, "\"medium\": {"), *hard = strstr(text, "\"hard\":   {");
    CHECK(med && hard && med < hard);
    if (!med || !hard)
        return;
    char *med_end = strchr(med, '}'), *hard_end = strchr(hard, '}');
    char edited[8192];
    snprintf(edited, sizeof edited, "%.*s\"hard\": %.*s%s", (int)(hard - text), text, (int)(med_end + 1 - (med + 10)),
             med + 10, hard_end + 1);
    snprintf(path, sizeof path, "%s/tag.json", dir);
    FILE *o = fopen(path, "wb");
    CHECK(o != NULL);
    if (!o)
        return;
    fputs(edited, o);
    fclose(o);
    bot_registry_t *std = bot_registry_create(), *ed = bot_registry_create();
    CHECK_EQ_INT(bot_registry_load_profiles(ed, dir, err, sizeof err), 1);
    CHECK_MSG(err[0] == '\0', "%.400s", err);
    structure_t st;
    structure_default(&st);
    const char *as_medium[] = {"tag:medium", "lag:hard", "rock:medium"};
    const char *as_hard[] = {"tag:hard", "lag:hard", "rock:medium"};
    int same = 0, differ = 0;
    for (uint64_t seed = 1; seed <= 4; seed++) {
        tresult_t a, b, c;
        play(std, as_medium, 3, &st, seed, &a);
        play(ed, as_hard, 3, &st, seed, &b);
        play(std, as_hard, 3, &st, seed, &c);
        same += a.hash == b.hash && a.hands == b.hands;
        differ += c.hash != b.hash;
    }
    CHECK_EQ_INT(same, 4);
    CHECK_MSG(differ >= 3, "the standard hard level played as the medium one in %d of 4 tournaments", 4 - differ);
    bot_registry_destroy(std);
    bot_registry_destroy(ed);
    unlink(path);
    rmdir(dir);
}

/* Bad profiles are refused with the file, line, JSON path and value. */
static void test_bad_profiles_are_named(void)
{
    char good[4096], err[512];
    bot_profile_t p, keep;
    size_t n = read_profile_file("maniac", good, sizeof good);
    CHECK_EQ_INT(bot_profile_parse(good, n, "maniac.json", &p, err, sizeof err), 0);
    keep = p;
    struct {
        const char *from, *to, *want;
    } cases[] = {
        {"\"cbet\": 0.95", "\"cbet\": 1.5", "maniac.json:9: play.cbet: expected a number from 0 to 1, got 1.5"},
        {"\"cbet\": 0.95", "\"cbte\": 0.95", "maniac.json:9: play.cbte: expected a key among open, raise_share"},
        {"\"trap\": false", "\"trap\": 0", "maniac.json:11: play.trap: expected true or false, got 0"},
        {"\"level\": \"hard\"", "\"level\": \"expert\"",
         "maniac.json:14: personalities[0].level: expected \"easy\", \"medium\" or \"hard\", got \"expert\""},
        {"\"name\": \"maniac\"", "\"name\": \"Maniac!\"", "maniac.json:2: name: expected 1 to 24 lowercase"},
        {"\"name\": \"Mia\"", "\"name\": \"Max\"", "maniac.json:16: personalities[1].name: \"Max\" is named twice"},
        {"\"open\": 2.6, ", "", "maniac.json:6: play.open: expected a number from 0.1 to 4, got nothing"},
        {"\"size\": 1.35,", "\"size\": 1.35", "maniac.json:10:5: syntax error near '\"'"},
        {"[900, 500, 300]", "[900, 500, 3]",
         "maniac.json:27: levels.hard.trials[2]: expected a whole number of deals from 20 to 20000, got 3"},
        {"[900, 500, 300]", "[900, 500]", "maniac.json:27: levels.hard.trials: expected 3 numbers of deals"},
        {"\"thrift\": 1,", "\"thrift\": -1,", "maniac.json:28: levels.hard.thrift: expected a number from 0 to 10, got -1"},
        {"\"field_icm\": 2,", "\"field_icm\": 3,", "maniac.json:28: levels.hard.field_icm: expected a whole number from 0 to 2, got 3"},
        {"\"short_style\": 0.1 }", "\"short_style\": 2 }", "maniac.json:28: levels.hard.short_style: expected a number from 0 to 1, got 2"},
        {"\"reads_after\": 12", "\"reads_after\": 1.5",
         "maniac.json:21: levels.easy.reads_after: expected a whole number from 0 to 1000, got 1.5"},
        {"\"exploit\": true", "\"exploits\": true", "maniac.json:28: levels.hard.exploits: expected a key among cards_only"},
        {"\"hard\":   {", "\"expert\": {", "maniac.json:26: levels.expert: expected a key among easy, medium, hard, got unknown key \"expert\""},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char bad[4096];
        const char *at = strstr(good, cases[i].from);
        if (!at) {
            CHECK_MSG(0, "case %zu: '%s' not in the file", i, cases[i].from);
            continue;
        }
        snprintf(bad, sizeof bad, "%.*s%s%s", (int)(at - good), good, cases[i].to, at + strlen(cases[i].from));
        p = keep;
        CHECK_EQ_INT(bot_profile_parse(bad, strlen(bad), "maniac.json", &p, err, sizeof err), -1);
        CHECK_MSG(strncmp(err, cases[i].want, strlen(cases[i].want)) == 0, "case %zu: got \"%.200s\", want \"%.200s...\"", i, err,
                  cases[i].want);
        /* an unknown key is named whatever the length of the list of keys allowed */
        if (strstr(cases[i].want, "expected a key among"))
            CHECK_MSG(strstr(err, "got unknown key \"") && err[strlen(err) - 1] == '"', "case %zu: got \"%.300s\"", i, err);
        CHECK(same_profile(&p, &keep));
    }
    CHECK_EQ_INT(bot_profile_load_file("/nonexistent/felt.json", &p, err, sizeof err), -1);
    CHECK(strstr(err, "/nonexistent/felt.json: cannot read") != NULL);
}

static int write_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "wb");
    if (!f)
        return -1;
    fputs(text, f);
    return fclose(f);
}

/* A directory of profiles: an edited copy of a built-in takes over, a new style joins with its
 * personalities, a bad file is reported by name and skipped; a seeded mix repeats by seed. */
static void test_profiles_load_into_the_registry_and_mix(void)
{
    char dir[] = "/tmp/felt-test-bots-XXXXXX";
    if (!mkdtemp(dir)) {
        CHECK_MSG(0, "mkdtemp");
        return;
    }
    char path[600], err[2048];
    const char *numbers = "\"play\": {\"open\": 1.2, \"raise_share\": 1, \"three_bet\": 1, \"three_bet_bluff\": 0.1, "
                       "\"flat\": 1, \"value_equity\": 0.6, \"raise_equity\": 0.8, \"call_margin\": 0.05, "
                       "\"call_floor\": 1.01, \"cbet\": 0.5, \"barrel\": 0.2, \"river_bluff\": 0.1, "
                       "\"semi_bluff\": 0.4, \"size\": 1, \"push_tight\": 1, \"call_tight\": 1, \"icm_bias\": 0, "
                       "\"allin_call_max\": 0.06, \"trap\": true, \"adapt\": true}";
    char text[2048];
    snprintf(text, sizeof text,
             "{\"name\": \"shark\", \"style\": \"shark\", \"description\": \"Plays well.\", \"default_level\": "
             "\"hard\", %s, \"personalities\": [{\"name\": \"Sharon\", \"level\": \"hard\", \"description\": "
             "\"Sharon bites.\"}]}",
             numbers);
    snprintf(path, sizeof path, "%s/shark.json", dir);
    CHECK_EQ_INT(write_file(path, text), 0);
    snprintf(text, sizeof text,
             "{\"name\": \"tag\", \"style\": \"tight-aggressive\", \"description\": \"Edited.\", %s, "
             "\"personalities\": [{\"name\": \"Tina\", \"level\": \"easy\", \"description\": \"New.\"}]}",
             numbers);
    snprintf(path, sizeof path, "%s/tag.json", dir);
    CHECK_EQ_INT(write_file(path, text), 0);
    snprintf(path, sizeof path, "%s/zz-bad.json", dir);
    CHECK_EQ_INT(write_file(path, "{\"name\": \"bad\"}"), 0);
    bot_registry_t *reg = bot_registry_create();
    int before = bot_registry_count(reg);
    CHECK_EQ_INT(bot_registry_load_profiles(reg, dir, err, sizeof err), 2);
    CHECK_MSG(strstr(err, "zz-bad.json:1: style: expected a text") != NULL, "%.400s", err);
    CHECK_EQ_INT(bot_registry_count(reg), before + 1);
    bot_spec_t sp;
    CHECK_EQ_INT(bot_spec_parse(reg, "shark", &sp, err, sizeof err), 0);
    CHECK_EQ_STR(sp.label, "shark:hard");
    CHECK_EQ_INT(bot_spec_parse(reg, "sharon", &sp, err, sizeof err), 0);
    CHECK_EQ_STR(sp.strategy->name, "shark");
    CHECK_EQ_INT(bot_spec_parse(reg, "Tina", &sp, err, sizeof err), 0);
    CHECK_EQ_INT(bot_spec_parse(reg, "Rita", &sp, err, sizeof err), -1); /* the edited tag lists only Tina */
    CHECK_EQ_INT(bot_spec_parse(reg, "Max", &sp, err, sizeof err), 0);
    /* the edited numbers are played: a shark plays a tournament */
    structure_t st;
    structure_default(&st);
    const char *four[] = {"shark:hard", "tag:medium", "Sharon", "Max"};
    tresult_t r;
    play(reg, four, 4, &st, 5, &r);
    check_ranking(&r, 4);
    /* a seeded mix */
    bot_spec_t a[9], b[9], c[9];
    CHECK_EQ_INT(bot_registry_pick_mix(reg, 42, 9, a, err, sizeof err), 9);
    CHECK_EQ_INT(bot_registry_pick_mix(reg, 42, 9, b, err, sizeof err), 9);
    CHECK_EQ_INT(bot_registry_pick_mix(reg, 43, 9, c, err, sizeof err), 9);
    int differ = 0;
    for (int i = 0; i < 9; i++) {
        CHECK_EQ_STR(a[i].label, b[i].label);
        differ += strcmp(a[i].label, c[i].label) != 0;
        CHECK(!a[i].strategy->hidden);
        for (int j = 0; j < i; j++)
            CHECK_MSG(strcmp(a[i].label, a[j].label) != 0, "%s picked twice", a[i].label);
    }
    CHECK(differ > 0);
    bot_spec_t many[40];
    CHECK_EQ_INT(bot_registry_pick_mix(reg, 1, 40, many, err, sizeof err), 40);
    bot_registry_destroy(reg);
    snprintf(path, sizeof path, "%s/shark.json", dir);
    unlink(path);
    snprintf(path, sizeof path, "%s/tag.json", dir);
    unlink(path);
    snprintf(path, sizeof path, "%s/zz-bad.json", dir);
    unlink(path);
    rmdir(dir);
}

/* ---- strength tables: the fast table against a plain recomputation -------------------------
 * The reference below is the straightforward form: every combination evaluated, a histogram of
 * values over all 7,464 of them, and the straight windows walked for every combination. */
static void strength_reference(const card_t combo[AI_COMBOS][2], const card_t *board, int n, float *hs,
                               uint8_t *draw)
{
    card_mask_t dead = 0;
    int suits[4] = {0, 0, 0, 0};
    unsigned ranks = 0;
    card_t seven[7];
    for (int i = 0; i < n; i++) {
        dead |= card_bit(board[i]);
        suits[card_suit(board[i])]++;
        ranks |= 1u << card_rank(board[i]);
        seven[2 + i] = board[i];
    }
    static int count[HAND_VALUE_MAX + 2];
    memset(count, 0, sizeof count);
    uint16_t val[AI_COMBOS];
    int total = 0;
    for (int i = 0; i < AI_COMBOS; i++) {
        val[i] = 0;
        if ((card_bit(combo[i][0]) | card_bit(combo[i][1])) & dead)
            continue;
        seven[0] = combo[i][0];
        seven[1] = combo[i][1];
        val[i] = hand_eval(seven, 2 + n);
        count[val[i]]++;
        total++;
    }
    for (int i = 0; i < AI_COMBOS; i++) {
        hs[i] = 0;
        draw[i] = 0;
        if (!val[i])
            continue;
        int lower = 0, ties = -1;
        for (int v = 1; v < val[i]; v++)
            lower += count[v];
        ties += count[val[i]];
        hs[i] = total > 1 ? (float)((lower + 0.5 * ties) / (total - 1)) : 0.5f;
        if (n == 5)
            continue;
        card_t x = combo[i][0], y = combo[i][1];
        int fx = suits[card_suit(x)] + 1 + (card_suit(y) == card_suit(x));
        int fy = suits[card_suit(y)] + 1 + (card_suit(y) == card_suit(x));
        if (fx == 4 || fy == 4)
            draw[i] = 2;
        unsigned r = ranks | 1u << card_rank(x) | 1u << card_rank(y);
        unsigned rr = r << 1 | (r >> 12 & 1);
        int windows = 0;
        for (int lo = 0; lo <= 9; lo++) {
            unsigned win = (rr >> lo) & 0x1f;
            int bits = 0, hole_in = 0;
            for (int k = 0; k < 5; k++) {
                int rank = lo + k - 1, rk = rank < 0 ? 12 : rank;
                if (win >> k & 1) {
                    bits++;
                    if (card_rank(x) == rk || card_rank(y) == rk)
                        hole_in = 1;
                }
            }
            if (bits == 5)
                windows = -100;
            else if (bits == 4 && hole_in)
                windows++;
        }
        if (windows >= 2 && draw[i] < 2)
            draw[i] = 2;
        else if (windows == 1 && draw[i] < 1)
            draw[i] = 1;
    }
}

static void test_strength_tables_match_a_plain_recomputation(void)
{
    static card_t combo[AI_COMBOS][2];
    ai_strength_combos(combo);
    /* the order: every pair once, the higher card first */
    card_mask_t seen_pairs[CARD_COUNT] = {0};
    for (int i = 0; i < AI_COMBOS; i++) {
        CHECK(combo[i][0] > combo[i][1] && combo[i][0] < CARD_COUNT);
        CHECK(!(seen_pairs[combo[i][0]] & card_bit(combo[i][1])));
        seen_pairs[combo[i][0]] |= card_bit(combo[i][1]);
    }
    rng_t r;
    rng_init(&r, tl_seed(), 5);
    static float hs[AI_COMBOS], hs_ref[AI_COMBOS];
    static uint8_t draw[AI_COMBOS], draw_ref[AI_COMBOS];
    int boards = 0, draws = 0, straight_draws = 0;
    for (int k = 0; k < 240; k++) {
        int n = 3 + k % 3;
        card_t board[5];
        card_mask_t used = 0;
        /* every fourth board crowded into few ranks or one suit, where draws and flushes live */
        for (int i = 0; i < n;) {
            card_t c = (card_t)rng_below(&r, CARD_COUNT);
            if (k % 4 == 1)
                c = card_make(6 + (int)rng_below(&r, 5), card_suit(c));
            else if (k % 4 == 2)
                c = card_make(card_rank(c), SUIT_HEARTS - (int)rng_below(&r, 2) * (i == 0));
            if (used & card_bit(c))
                continue;
            used |= card_bit(c);
            board[i++] = c;
        }
        ai_strength_table((const card_t(*)[2])combo, board, n, hs, draw);
        strength_reference((const card_t(*)[2])combo, board, n, hs_ref, draw_ref);
        int bad = 0;
        for (int i = 0; i < AI_COMBOS && bad < 3; i++)
            if (memcmp(&hs[i], &hs_ref[i], sizeof hs[i]) != 0 || draw[i] != draw_ref[i]) {
                CHECK_MSG(0, "board %d (%d cards), combination %d: hs %.9g draw %d, recomputed %.9g draw %d", k, n, i,
                          (double)hs[i], draw[i], (double)hs_ref[i], draw_ref[i]);
                bad++;
            }
        for (int i = 0; i < AI_COMBOS; i++) {
            draws += draw_ref[i] == 2;
            straight_draws += draw_ref[i] == 1;
        }
        boards++;
    }
    /* the boards exercised both kinds of draw */
    CHECK_MSG(draws > 1000 && straight_draws > 1000, "draws %d, gutshots %d", draws, straight_draws);
    printf("   %d boards, %d strong draws and %d gutshots among the combinations\n", boards, draws, straight_draws);
}

int main(int argc, char **argv)
{
    tl_init(argc, argv, 20240611);
    if (tl_group("strength_tables_match_a_plain_recomputation"))
        test_strength_tables_match_a_plain_recomputation();
    if (tl_group("icm_matches_hand_computed_values"))
        test_icm();
    if (tl_group("hand_classes_cover_every_combination"))
        test_classes();
    if (tl_group("committed_equities_rederive_exactly"))
        test_rederive_equities();
    if (tl_group("committed_equilibria_rederive_by_fictitious_play"))
        test_rederive_equilibria();
    if (tl_group("push_fold_tables_agree_with_the_charts"))
        test_table_sanity();
    if (tl_group("registry_specs_and_personalities"))
        test_registry();
    if (tl_group("plugins_load_and_the_wrong_version_is_refused"))
        test_plugins();
    if (tl_group("every_bot_folds_72o_to_a_shove_at_50bb"))
        test_fold_72o_to_a_shove();
    if (tl_group("every_bot_shoves_aces_at_8bb"))
        test_shove_aces_at_8bb();
    if (tl_group("every_bot_never_folds_the_nuts_on_the_river"))
        test_never_fold_the_nuts();
    if (tl_group("every_bot_folds_72o_utg_and_never_folds_aces_deep"))
        test_deep_preflop();
    if (tl_group("illegal_answers_are_folded_or_checked_with_the_bot_named"))
        test_illegal_answers_are_folded();
    if (tl_group("bots_rebuy_when_busted_and_add_on_when_short"))
        test_rebuys();
    if (tl_group("same_view_and_seed_give_the_same_decision"))
        test_determinism();
    if (tl_group("bot_tournaments_end_with_a_full_ranking_and_repeat_by_seed"))
        test_tournaments();
    if (tl_group("bots_read_an_erratic_player_and_beat_it_heads_up"))
        test_opponent_model();
    if (tl_group("no_bot_folds_a_premium_pair_to_a_shover"))
        test_no_premium_folds_to_a_shover();
    if (tl_group("hard_bots_stop_bluffing_a_caller"))
        test_hard_bots_stop_bluffing_a_player_who_always_calls();
    if (tl_group("hard_bots_keep_the_match_small"))
        test_hard_bots_keep_the_match_out_of_thin_value();
    if (tl_group("aces_call_a_deep_shove_and_a_4bet_jam"))
        test_aces_call_a_deep_shove();
    if (tl_group("calls_are_priced_on_the_effective_stack"))
        test_calls_are_priced_on_the_effective_stack();
    if (tl_group("reasons_match_the_command"))
        test_reasons_match_the_command();
    if (tl_group("bet_sizes_do_not_tell"))
        test_bet_sizes_do_not_tell();
    if (tl_group("one_overbet_is_not_a_read"))
        test_one_overbet_is_not_a_read();
    if (tl_group("styles_push_as_documented"))
        test_styles_push_as_documented();
    if (tl_group("tag_hard_follows_the_chart"))
        test_tag_hard_follows_the_chart();
    if (tl_group("hard_short_stacks_play_the_chart"))
        test_hard_short_stacks_play_the_chart();
    if (tl_group("arena_test_opponents"))
        test_arena_test_opponents();
    if (tl_group("profile_files_match_the_built_ins"))
        test_profile_files_match_the_built_ins();
    if (tl_group("icm_large_fields"))
        test_icm_large_fields();
    if (tl_group("an_edited_level_is_played"))
        test_an_edited_level_is_played();
    if (tl_group("bad_profiles_are_named"))
        test_bad_profiles_are_named();
    if (tl_group("bubble_folds_what_chips_call"))
        test_bubble_folds_what_chips_call();
    if (tl_group("bubble_big_stack_shoves"))
        test_bubble_big_stack_shoves();
    if (tl_group("icm_curve_matches_exact"))
        test_icm_curve_matches_exact();
    if (tl_group("icm_table_curves_are_identical"))
        test_icm_table_curves_are_identical();
    if (tl_group("board_tables_follow_the_board_not_the_hand_number"))
        test_board_tables_follow_the_board();
    if (tl_group("profiles_load_into_the_registry_and_mix"))
        test_profiles_load_into_the_registry_and_mix();
    return tl_finish();
}
