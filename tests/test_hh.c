/* test_hh.c — PokerStars hand histories (src/engine/hh.c). Scripted hands with fixed decks are
 * compared line by line with hand-written golden files in tests/golden/hh/ (each written from
 * the PokerStars format, not copied from this program's output); hand descriptions and dates
 * are checked against PokerStars' wording and the US Eastern clock; whole random tournaments
 * must give byte-identical text for one seed, and every hand's "collected" lines must add up to
 * its "Total pot". On a golden mismatch the actual text is left in <name>.actual. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai_random.h"
#include "engine/hand.h"
#include "engine/hh.h"
#include "engine/rng.h"
#include "engine_testlib.h"
#include "session_testlib.h"

#ifndef FELT_HH_GOLDEN_DIR
#error "FELT_HH_GOLDEN_DIR must name tests/golden/hh"
#endif

static const uint64_t TOURNAMENT_ID = 3141592653ULL;
static const int64_t FIRST_HAND_ID = 250000000001LL;
static const int64_t START_2026_01_15_2030_ET = 1768527000LL; /* 2026-01-16 01:30:00 UTC */

/* ---- capturing the text -------------------------------------------------------------------- */

typedef struct cap {
    char *p;
    size_t n, cap;
    int calls;
} cap_t;

static int cap_sink(void *ctx, const char *text, size_t len)
{
    cap_t *c = ctx;
    if (c->n + len + 1 > c->cap) {
        size_t ncap = c->cap ? c->cap : 4096;
        while (ncap < c->n + len + 1)
            ncap *= 2;
        char *np = realloc(c->p, ncap);
        if (!np)
            return -1;
        c->p = np;
        c->cap = ncap;
    }
    memcpy(c->p + c->n, text, len);
    c->n += len;
    c->p[c->n] = '\0';
    c->calls++;
    return 0;
}

static int failing_sink(void *ctx, const char *text, size_t len)
{
    (void)ctx, (void)text, (void)len;
    return -1;
}

/* ---- the structure and names of the scripted hands ----------------------------------------- */

/* Levels I 10/20, II 15/30, III 25/50, IV 50/100 ante 10 (changed only by command); $4.40+$0.60,
 * 3 places paid 50/30/20 %. */
static void test_structure(structure_t *st)
{
    etl_structure(st, 10, 20, 0);
    etl_add_level(st, 15, 30, 0, 0);
    etl_add_level(st, 25, 50, 0, 0);
    etl_add_level(st, 50, 100, 10, 0);
    const int bp[3] = {5000, 3000, 2000};
    etl_payouts(st, 440, 3, bp);
    st->fee = 60;
    snprintf(st->currency, sizeof st->currency, "USD");
    st->table_size = 9;
}

static const char *const NAMES[ENGINE_MAX_SEATS] = {"Alice", "Bob", "Carol", "Dave", "Eve",
                                                    "Frank", "Gina", "Hal", "Ivy", "Jon"};

static void engine_cfg(engine_config_t *cfg, const structure_t *st, int n_seats, const int64_t *stacks,
                       int button_seat)
{
    etl_config(cfg, st, n_seats, stacks, button_seat);
    cfg->tournament_id = TOURNAMENT_ID;
    cfg->first_hand_id = FIRST_HAND_ID;
}

static void hh_cfg(hh_config_t *hc, const structure_t *st, int n_seats, const char *const *names, int hero,
                   cap_t *out)
{
    memset(hc, 0, sizeof *hc);
    hc->n_seats = n_seats;
    for (int s = 0; s < n_seats; s++)
        snprintf(hc->names[s], sizeof hc->names[s], "%s", names[s]);
    hc->tournament_id = TOURNAMENT_ID;
    hc->structure = st;
    hc->hero = hero;
    hc->start_time = START_2026_01_15_2030_ET;
    hc->seconds_per_hand = 120;
    hc->sink = cap_sink;
    hc->sink_ctx = out;
}

/* Feed every event of t to a fresh writer; the text lands in out. */
static void write_history(const etl_t *t, const hh_config_t *hc)
{
    char err[128] = "";
    hh_writer_t *w = hh_create(hc, err, sizeof err);
    CHECK_MSG(w != NULL, "hh_create: %s", err);
    if (!w)
        return;
    for (int i = 0; i < t->n; i++)
        hh_event(w, &t->ev[i]);
    CHECK_EQ_INT(hh_destroy(w), 0);
}

/* ---- golden files -------------------------------------------------------------------------- */

static char *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    char *p = NULL;
    size_t n = 0, cap = 0;
    for (;;) {
        if (n + 4096 + 1 > cap) {
            cap = cap ? cap * 2 : 8192;
            char *np = realloc(p, cap);
            if (!np) {
                free(p);
                fclose(f);
                return NULL;
            }
            p = np;
        }
        size_t k = fread(p + n, 1, 4096, f);
        n += k;
        if (k < 4096)
            break;
    }
    fclose(f);
    p[n] = '\0';
    *len = n;
    return p;
}

#define CHECK_GOLDEN(name, got) check_golden_((name), (got), __FILE__, __LINE__)
static void check_golden_(const char *name, const cap_t *got, const char *file, int line)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", FELT_HH_GOLDEN_DIR, name);
    size_t wn = 0;
    char *want = read_file(path, &wn);
    tl.checks++;
    if (!want) {
        tl_fail(file, line, "cannot read the golden file %s", path);
        return;
    }
    const char *g = got->p ? got->p : "";
    if (got->n == wn && memcmp(g, want, wn) == 0) {
        free(want);
        return;
    }
    /* first differing line, both sides */
    const char *a = want, *b = g;
    int ln = 1;
    while (*a && *b) {
        const char *ea = strchr(a, '\n'), *eb = strchr(b, '\n');
        size_t la = ea ? (size_t)(ea - a) : strlen(a), lb = eb ? (size_t)(eb - b) : strlen(b);
        if (la != lb || memcmp(a, b, la) != 0 || !ea != !eb)
            break;
        a += la + 1;
        b += lb + 1;
        ln++;
    }
    char actual[512];
    snprintf(actual, sizeof actual, "%s.actual", name);
    FILE *f = fopen(actual, "wb");
    if (f) {
        fwrite(g, 1, got->n, f);
        fclose(f);
    }
    tl_fail(file, line, "%s differs from the golden file at line %d:\n  want: %.*s\n  got:  %.*s\n  (whole text in %s)",
            name, ln, (int)(strchr(a, '\n') ? strchr(a, '\n') - a : (long)strlen(a)), a,
            (int)(strchr(b, '\n') ? strchr(b, '\n') - b : (long)strlen(b)), b, actual);
    free(want);
}

/* ---- the scripted hands -------------------------------------------------------------------- */

/* Seats 1, 2, 4, 6 of nine; button seat 1. Dave opens, Carol defends the big blind and folds
 * the flop to a bet: the bet comes back uncalled. Hero Carol. */
static void test_fold_out(void)
{
    structure_t st;
    test_structure(&st);
    const int64_t stacks[9] = {1500, 1500, 0, 1500, 0, 1500, 0, 0, 0};
    engine_config_t cfg;
    engine_cfg(&cfg, &st, 9, stacks, 0);
    const char *holes[9] = {"9c8c", "7c2d", NULL, "AhKd", NULL, "QsQh", NULL, NULL, NULL};
    ETL_DECK(&cfg, 1, holes, "Jd6c2h");
    etl_t t;
    ETL_CREATE(&t, &cfg);
    ETL_DO(&t, CMD_START, -1, 0);
    ETL_ACT(&t, CMD_RAISE, 5, 60);
    ETL_ACT(&t, CMD_FOLD, 0, 0);
    ETL_ACT(&t, CMD_FOLD, 1, 0);
    ETL_ACT(&t, CMD_CALL, 3, 0);
    ETL_ACT(&t, CMD_CHECK, 3, 0);
    ETL_ACT(&t, CMD_BET, 5, 80);
    ETL_ACT(&t, CMD_FOLD, 3, 0);
    const char *const names[9] = {"Alice", "Bob", "X", "Carol", "Y", "Dave", "Z", "W", "V"};
    cap_t out = {0};
    hh_config_t hc;
    hh_cfg(&hc, &st, 9, names, 4, &out);
    write_history(&t, &hc);
    CHECK_GOLDEN("fold_out_uncalled.txt", &out);
    CHECK_EQ_INT(out.calls, 1); /* one whole hand, written at EV_HAND_END */
    free(out.p);
    etl_destroy(&t);
}

/* Six-max, seats 1, 3, 5; Level III 25/50. The small blind folds (25 dead), the others chop a
 * straight on the board: 725 splits 363/362, the odd chip to the first winner left of the
 * button. No hero: no "Dealt to" line. */
static void test_split_pot(void)
{
    structure_t st;
    test_structure(&st);
    const int64_t stacks[6] = {1500, 0, 1500, 0, 1500, 0};
    engine_config_t cfg;
    engine_cfg(&cfg, &st, 6, stacks, 4);
    cfg.first_level = 3;
    const char *holes[6] = {"TcTd", NULL, "9c2c", NULL, "9d3h", NULL};
    ETL_DECK(&cfg, 0, holes, "5h6d7c8sKd");
    etl_t t;
    ETL_CREATE(&t, &cfg);
    ETL_DO(&t, CMD_START, -1, 0);
    ETL_ACT(&t, CMD_CALL, 4, 0);
    ETL_ACT(&t, CMD_FOLD, 0, 0);
    ETL_ACT(&t, CMD_CHECK, 2, 0);
    ETL_ACT(&t, CMD_CHECK, 2, 0);
    ETL_ACT(&t, CMD_BET, 4, 100);
    ETL_ACT(&t, CMD_CALL, 2, 0);
    ETL_ACT(&t, CMD_CHECK, 2, 0);
    ETL_ACT(&t, CMD_CHECK, 4, 0);
    ETL_ACT(&t, CMD_BET, 2, 200);
    ETL_ACT(&t, CMD_CALL, 4, 0);
    const char *const names[6] = {"Ann", "X", "Ben", "Y", "Cat", "Z"};
    cap_t out = {0};
    hh_config_t hc;
    hh_cfg(&hc, &st, 6, names, 0, &out);
    write_history(&t, &hc);
    CHECK_GOLDEN("split_pot_odd_chip.txt", &out);
    free(out.p);
    etl_destroy(&t);
}

/* Four players, three all-in pre-flop for different amounts and a covering caller: a main pot
 * and two side pots, the board run out, each pot to a different player. */
static void test_three_way_all_in(void)
{
    structure_t st;
    test_structure(&st);
    const int64_t stacks[9] = {3000, 400, 1000, 2000, 0, 0, 0, 0, 0};
    engine_config_t cfg;
    engine_cfg(&cfg, &st, 9, stacks, 0);
    const char *holes[9] = {"5s4h", "AhAd", "KhKd", "QhQd", NULL, NULL, NULL, NULL, NULL};
    ETL_DECK(&cfg, 1, holes, "2c7d9hJs3c");
    etl_t t;
    ETL_CREATE(&t, &cfg);
    ETL_DO(&t, CMD_START, -1, 0);
    ETL_ACT(&t, CMD_ALLIN, 3, 0);
    ETL_ACT(&t, CMD_CALL, 0, 0);
    ETL_ACT(&t, CMD_CALL, 1, 0);
    ETL_ACT(&t, CMD_CALL, 2, 0);
    CHECK_EQ_INT(engine_phase(t.e), PHASE_BETWEEN_HANDS);
    cap_t out = {0};
    hh_config_t hc;
    hh_cfg(&hc, &st, 9, NAMES, 4, &out);
    write_history(&t, &hc);
    CHECK_GOLDEN("three_way_all_in_side_pots.txt", &out);
    free(out.p);
    etl_destroy(&t);
}

/* Level IV 50/100 ante 10, button seat 2: Alice has 5 chips and is all-in for part of her ante;
 * antes are listed in seat order although posted from the seat after the button. Alice wins the
 * main pot of antes, Dave the side pot after Bob folds to his river bet. */
static void test_antes(void)
{
    structure_t st;
    test_structure(&st);
    const int64_t stacks[9] = {5, 1500, 1500, 1500, 0, 0, 0, 0, 0};
    engine_config_t cfg;
    engine_cfg(&cfg, &st, 9, stacks, 1);
    cfg.first_level = 4;
    const char *holes[9] = {"AcAs", "JdTd", "7h2s", "KcQc", NULL, NULL, NULL, NULL, NULL};
    ETL_DECK(&cfg, 2, holes, "9s4c8h2h3h");
    etl_t t;
    ETL_CREATE(&t, &cfg);
    ETL_DO(&t, CMD_START, -1, 0);
    ETL_ACT(&t, CMD_RAISE, 1, 300);
    ETL_ACT(&t, CMD_FOLD, 2, 0);
    ETL_ACT(&t, CMD_CALL, 3, 0);
    for (int street = 0; street < 2; street++) {
        ETL_ACT(&t, CMD_CHECK, 3, 0);
        ETL_ACT(&t, CMD_CHECK, 1, 0);
    }
    ETL_ACT(&t, CMD_BET, 3, 200);
    ETL_ACT(&t, CMD_FOLD, 1, 0);
    cap_t out = {0};
    hh_config_t hc;
    hh_cfg(&hc, &st, 9, NAMES, 4, &out);
    write_history(&t, &hc);
    CHECK_GOLDEN("antes_short_all_in.txt", &out);
    free(out.p);
    etl_destroy(&t);
}

/* The previous hand's big blind (seat 3) busted: the button moves to seat 2, the small blind
 * position is the empty seat 3 and nobody posts it (R3). A checked-down river: Dave shows, Eve
 * cannot win and mucks; her cards are revealed in the summary as PokerStars does. */
static void test_dead_small_blind(void)
{
    structure_t st;
    test_structure(&st);
    const int64_t stacks[9] = {1500, 1500, 0, 1500, 1500, 0, 0, 0, 0};
    engine_config_t cfg;
    engine_cfg(&cfg, &st, 9, stacks, -1);
    etl_prev(&cfg, 0, 1, 2);
    const char *holes[9] = {"7c2c", "3d8h", NULL, "KsKh", "QdJd", NULL, NULL, NULL, NULL};
    ETL_DECK(&cfg, 3, holes, "Tc5h2d9s3s");
    etl_t t;
    ETL_CREATE(&t, &cfg);
    ETL_DO(&t, CMD_START, -1, 0);
    ETL_CHECK_POS(ETL_HAND_START(&t), 1, 2, 3, 0, 0);
    ETL_ACT(&t, CMD_CALL, 4, 0);
    ETL_ACT(&t, CMD_FOLD, 0, 0);
    ETL_ACT(&t, CMD_FOLD, 1, 0);
    ETL_ACT(&t, CMD_CHECK, 3, 0);
    ETL_ACT(&t, CMD_CHECK, 3, 0);
    ETL_ACT(&t, CMD_BET, 4, 40);
    ETL_ACT(&t, CMD_CALL, 3, 0);
    for (int street = 0; street < 2; street++) {
        ETL_ACT(&t, CMD_CHECK, 3, 0);
        ETL_ACT(&t, CMD_CHECK, 4, 0);
    }
    cap_t out = {0};
    hh_config_t hc;
    hh_cfg(&hc, &st, 9, NAMES, 0, &out);
    write_history(&t, &hc);
    CHECK_GOLDEN("dead_small_blind.txt", &out);
    free(out.p);
    etl_destroy(&t);
}

/* The previous hand's small blind (seat 2) busted: the button moves onto its empty seat (dead
 * button, R3) and "Seat #2 is the button" says where it is. A freeroll (no money in the
 * structure) and a fixed-offset clock labelled CET. */
static void test_dead_button_freeroll(void)
{
    structure_t st;
    test_structure(&st);
    st.buy_in = st.fee = 0;
    st.currency[0] = '\0';
    const int64_t stacks[9] = {1500, 0, 1500, 1500, 1500, 0, 0, 0, 0};
    engine_config_t cfg;
    engine_cfg(&cfg, &st, 9, stacks, -1);
    etl_prev(&cfg, 0, 1, 2);
    etl_t t;
    ETL_CREATE(&t, &cfg);
    ETL_DO(&t, CMD_START, -1, 0);
    ETL_CHECK_POS(ETL_HAND_START(&t), 1, 2, 3, 1, 1);
    ETL_ACT(&t, CMD_FOLD, 4, 0);
    ETL_ACT(&t, CMD_FOLD, 0, 0);
    ETL_ACT(&t, CMD_RAISE, 2, 60);
    ETL_ACT(&t, CMD_FOLD, 3, 0);
    cap_t out = {0};
    hh_config_t hc;
    hh_cfg(&hc, &st, 9, NAMES, 0, &out);
    snprintf(hc.tz_label, sizeof hc.tz_label, "CET");
    hc.utc_offset_minutes = 60;
    write_history(&t, &hc);
    CHECK_GOLDEN("dead_button_freeroll.txt", &out);
    free(out.p);
    etl_destroy(&t);
}

/* The last two hands of a tournament paying three places of $13.20: Bob busts third ($2.64) in
 * a pre-flop all-in; Carol, away with 10 chips, is dealt a dead hand in the big blind heads-up
 * and finishes second ($3.96); Alice wins $6.60. The eliminations belong inside each hand,
 * before its summary. Hero Bob: his cards show in the first hand only. */
static void test_final_hands(void)
{
    structure_t st;
    test_structure(&st);
    const int64_t stacks[9] = {1000, 300, 10, 0, 0, 0, 0, 0, 0};
    engine_config_t cfg;
    engine_cfg(&cfg, &st, 9, stacks, 2);
    const char *holes[9] = {"AcKc", "7s6s", "9h4d", NULL, NULL, NULL, NULL, NULL, NULL};
    ETL_DECK(&cfg, 0, holes, "Kd8c3hQs2d");
    etl_t t;
    ETL_CREATE(&t, &cfg);
    ETL_DO(&t, CMD_START, -1, 0);
    ETL_ACT(&t, CMD_FOLD, 2, 0);
    ETL_ACT(&t, CMD_RAISE, 0, 300);
    ETL_ACT(&t, CMD_CALL, 1, 0);
    ETL_DO(&t, CMD_SET_ABSENT, 2, 1);
    ETL_DO(&t, CMD_NEXT_HAND, -1, 0);
    CHECK_EQ_INT(engine_phase(t.e), PHASE_FINISHED);
    cap_t out = {0};
    hh_config_t hc;
    hh_cfg(&hc, &st, 9, NAMES, 2, &out);
    write_history(&t, &hc);
    CHECK_GOLDEN("final_hands.txt", &out);
    CHECK_EQ_INT(out.calls, 2);

    /* fed event by event, each hand is out once its last line is known: the first when Bob's
     * elimination arrives, the second at EV_TOURNAMENT_END */
    cap_t live = {0};
    hc.sink_ctx = &live;
    char err[128];
    hh_writer_t *w = hh_create(&hc, err, sizeof err);
    int first_hand_out_at = -1;
    for (int i = 0; i < t.n && w; i++) {
        hh_event(w, &t.ev[i]);
        if (first_hand_out_at < 0 && live.calls == 1)
            first_hand_out_at = i;
    }
    CHECK(first_hand_out_at >= 0 && t.ev[first_hand_out_at].type == EV_ELIMINATED);
    CHECK_EQ_INT(live.calls, 2);
    CHECK_EQ_INT(hh_destroy(w), 0);
    free(live.p);
    free(out.p);
    etl_destroy(&t);
}

/* Events made by hand (the writer needs nothing else): an elimination the engine sends only
 * after the next hand (a bust settled late, e.g. behind another player's rebuy decision) still
 * lands in the hand where the chips ran out, and the hands come out in order once it arrives. */
static ev_t mk(ev_type_t type, int hand, int seat, int64_t amount)
{
    ev_t e;
    memset(&e, 0, sizeof e);
    e.type = type;
    e.hand_no = hand;
    e.seat = seat;
    e.amount = amount;
    return e;
}

static void feed_hand_start(hh_writer_t *w, int hand, int button, int sb, int bb)
{
    ev_t e = mk(EV_HAND_START, hand, button, 0);
    e.u.hs.button = button;
    e.u.hs.sb_pos = sb;
    e.u.hs.bb = bb;
    e.u.hs.sb_posted = 1;
    e.u.hs.level_number = 1;
    e.u.hs.sb_amount = 10;
    e.u.hs.bb_amount = 20;
    e.u.hs.hand_id = 700 + hand;
    hh_event(w, &e);
}

static void feed(hh_writer_t *w, ev_t e) { hh_event(w, &e); }

/* The i-th card of a run of two-character names ("AhKd..."). */
static card_t card_at(const char *s, int i)
{
    char t[3] = {s[2 * i], s[2 * i + 1], '\0'};
    return CARD(t);
}

static void feed_post(hh_writer_t *w, int hand, int seat, post_kind_t kind, int64_t amount)
{
    ev_t e = mk(EV_POST, hand, seat, amount);
    e.u.post.kind = kind;
    hh_event(w, &e);
}

static void feed_act(hh_writer_t *w, int hand, int seat, cmd_type_t a, int64_t added, int64_t to, int flags)
{
    ev_t e = mk(EV_ACTION, hand, seat, added);
    e.u.act.action = a;
    e.u.act.added = added;
    e.u.act.to = to;
    e.u.act.flags = flags;
    hh_event(w, &e);
}

static void feed_pot(hh_writer_t *w, int hand, int64_t amount, unsigned eligible, int winner, uint16_t value)
{
    ev_t e = mk(EV_POT, hand, -1, amount);
    e.u.pot.n_pots = 1;
    e.u.pot.eligible = (uint16_t)eligible;
    e.u.pot.winners = (uint16_t)(1u << winner);
    e.u.pot.share = amount;
    e.u.pot.odd_seat = winner;
    e.u.pot.value = value;
    hh_event(w, &e);
}

static void test_late_elimination(void)
{
    cap_t out = {0};
    hh_config_t hc;
    hh_cfg(&hc, NULL, 3, NAMES, 0, &out);
    char err[128];
    hh_writer_t *w = hh_create(&hc, err, sizeof err);
    CHECK(w != NULL);
    if (!w)
        return;
    ev_t e = mk(EV_TOURNAMENT_START, 0, -1, 1000);
    e.u.a.count = 3;
    feed(w, e);
    /* hand 1: Alice all-in for 100 loses to Carol */
    feed_hand_start(w, 1, 0, 1, 2);
    feed(w, mk(EV_SEAT, 1, 0, 100));
    feed(w, mk(EV_SEAT, 1, 1, 1000));
    feed(w, mk(EV_SEAT, 1, 2, 1000));
    feed_post(w, 1, 1, POST_SB, 10);
    feed_post(w, 1, 2, POST_BB, 20);
    static const char *const holes[3] = {"7c2d", "9h9s", "AsKs"};
    for (int s = 0; s < 3; s++) {
        ev_t h = mk(EV_HOLE_CARDS, 1, s, 0);
        h.u.a.cards[0] = card_at(holes[s], 0);
        h.u.a.cards[1] = card_at(holes[s], 1);
        feed(w, h);
    }
    feed_act(w, 1, 0, CMD_RAISE, 100, 100, ACT_ALL_IN | ACT_FULL_RAISE);
    feed_act(w, 1, 1, CMD_FOLD, 0, 10, 0);
    feed_act(w, 1, 2, CMD_CALL, 80, 100, 0);
    for (int s = 0; s < 3; s += 2) {
        ev_t sh = mk(EV_SHOW, 1, s, 0);
        sh.u.sh.cards[0] = card_at(holes[s], 0);
        sh.u.sh.cards[1] = card_at(holes[s], 1);
        sh.u.sh.allin = 1;
        feed(w, sh);
    }
    static const char *const board = "Ah8d5c3hJc";
    for (int k = 3; k <= 5; k++) {
        ev_t st = mk(EV_STREET, 1, -1, 0);
        st.u.st.street = k == 3 ? STREET_FLOP : k == 4 ? STREET_TURN : STREET_RIVER;
        st.u.st.n_board = k;
        for (int i = 0; i < k; i++)
            st.u.st.board[i] = card_at(board, i);
        feed(w, st);
    }
    feed_pot(w, 1, 210, 0x5, 2, 1);
    feed(w, mk(EV_HAND_END, 1, -1, 0));
    CHECK_EQ_INT(out.calls, 0); /* Alice's fate is open */
    /* hand 2: Bob and Carol; Alice sits it out with no chips */
    feed_hand_start(w, 2, 2, 2, 1); /* heads-up: Carol has the button and the small blind */
    feed(w, mk(EV_SEAT, 2, 1, 990));
    feed(w, mk(EV_SEAT, 2, 2, 1110));
    feed_post(w, 2, 2, POST_SB, 10);
    feed_post(w, 2, 1, POST_BB, 20);
    feed_act(w, 2, 2, CMD_FOLD, 0, 10, 0);
    feed(w, mk(EV_UNCALLED, 2, 1, 10));
    feed_pot(w, 2, 20, 0x2, 1, 0);
    feed(w, mk(EV_HAND_END, 2, -1, 0));
    CHECK_EQ_INT(out.calls, 0); /* still waiting behind hand 1 */
    e = mk(EV_ELIMINATED, 2, 0, 0);
    e.u.el.place = e.u.el.place_to = 3;
    feed(w, e);
    CHECK_EQ_INT(out.calls, 2);
    const char *text = out.p ? out.p : "";
    const char *h1 = strstr(text, "PokerStars Hand #701:"), *h2 = strstr(text, "PokerStars Hand #702:");
    const char *fin = strstr(text, "Carol collected 210 from pot\nAlice finished the tournament in 3rd place\n*** SUMMARY ***\n");
    CHECK_MSG(h1 && h2 && h1 < h2, "%s", text);
    CHECK_MSG(fin && fin > h1 && fin < h2, "%s", text);
    CHECK_MSG(strstr(text, "*** SHOW DOWN ***\nAlice: shows [7c 2d] (high card Ace)\nCarol: shows [As Ks] (a pair of Aces)\n"),
              "%s", text);
    CHECK_MSG(strstr(text, "Bob collected 20 from pot\nBob: doesn't show hand\n*** SUMMARY ***\nTotal pot 20 | Rake 0\n"
                           "Seat 2: Bob (big blind) collected (20)\nSeat 3: Carol (button) (small blind) folded before Flop\n\n\n"),
              "%s", text);
    CHECK_EQ_INT(hh_destroy(w), 0);
    free(out.p);
}

/* ---- words, money and dates ---------------------------------------------------------------- */

static uint16_t value_of(const char *cards)
{
    card_t c[7];
    char err[64];
    int n = card_parse_list(cards, c, 7, err, sizeof err);
    CHECK_MSG(n >= 5, "bad test cards %s: %s", cards, err);
    return n >= 5 ? hand_eval(c, n) : 0;
}

static void test_descriptions(void)
{
    static const struct {
        const char *cards, *want;
    } cases[] = {
        {"AsKd9h5c3d2c7h", "high card Ace"},
        {"KsKd9h5c3d2c7h", "a pair of Kings"},
        {"6s6d9h5c3d2c7c", "a pair of Sixes"},
        {"2s2d9h5cJd8cAh", "a pair of Deuces"},
        {"AsAd8h8c3d2c7h", "two pair, Aces and Eights"},
        {"7s7d7h5c3dKcQh", "three of a kind, Sevens"},
        {"5s6d7h8c9dKcKh", "a straight, Five to Nine"},
        {"As2d3h4c5dKcKh", "a straight, Ace to Five"},
        {"TsJdQhKcAd2c2h", "a straight, Ten to Ace"},
        {"As9s7s4s2sKcKh", "a flush, Ace high"},
        {"KsKdKh4c4d2c7h", "a full house, Kings full of Fours"},
        {"AsAdAhAc4d2c7h", "four of a kind, Aces"},
        {"5s6s7s8s9sKcKh", "a straight flush, Five to Nine"},
        {"As2s3s4s5sKcKh", "a straight flush, Ace to Five"},
        {"TsJsQsKsAs2c2h", "a Royal Flush"},
        {"9h3h", NULL},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char buf[64];
        if (!cases[i].want) {
            CHECK_EQ_INT(hh_describe(0, buf, sizeof buf), 0);
            CHECK_EQ_STR(buf, "");
            continue;
        }
        int n = hh_describe(value_of(cases[i].cards), buf, sizeof buf);
        CHECK_EQ_STR(buf, cases[i].want);
        CHECK_EQ_INT(n, (int)strlen(cases[i].want));
    }
}

static void test_dates(void)
{
    static const struct {
        int64_t t;
        const char *want;
    } et[] = {
        {1768527000LL, "2026/01/15 20:30:00 ET"},  /* EST */
        {1767315600LL, "2026/01/01 20:00:00 ET"},  /* the default start */
        {0, "1969/12/31 19:00:00 ET"},
        {1709449200LL, "2024/03/03 2:00:00 ET"},   /* leap year, a week before DST */
        {1710053999LL, "2024/03/10 1:59:59 ET"},   /* one second before EDT */
        {1710054000LL, "2024/03/10 3:00:00 ET"},   /* 07:00 UTC: EDT starts */
        {1730613599LL, "2024/11/03 1:59:59 ET"},   /* last second of EDT */
        {1730613600LL, "2024/11/03 1:00:00 ET"},   /* 06:00 UTC: back to EST */
        {1709208000LL, "2024/02/29 7:00:00 ET"},   /* 29 February */
        {4102444800LL, "2099/12/31 19:00:00 ET"},  /* 2100-01-01 00:00 UTC */
        {-86400LL * 365, "1968/12/31 19:00:00 ET"},
    };
    hh_config_t c;
    memset(&c, 0, sizeof c);
    for (size_t i = 0; i < sizeof et / sizeof et[0]; i++) {
        char buf[64];
        hh_format_time(&c, et[i].t, buf, sizeof buf);
        CHECK_EQ_STR(buf, et[i].want);
    }
    char buf[64];
    snprintf(c.tz_label, sizeof c.tz_label, "CET");
    c.utc_offset_minutes = 60;
    hh_format_time(&c, 1768527000LL, buf, sizeof buf);
    CHECK_EQ_STR(buf, "2026/01/16 2:30:00 CET");
    snprintf(c.tz_label, sizeof c.tz_label, "NPT");
    c.utc_offset_minutes = 345;
    hh_format_time(&c, 1768527000LL, buf, sizeof buf);
    CHECK_EQ_STR(buf, "2026/01/16 7:15:00 NPT");
    snprintf(c.tz_label, sizeof c.tz_label, "UTC");
    c.utc_offset_minutes = 0;
    hh_format_time(&c, 951782400LL, buf, sizeof buf);
    CHECK_EQ_STR(buf, "2000/02/29 0:00:00 UTC");
}

/* The first line of the dead-button hand under other money settings, and a later level. */
static const char *first_line(const structure_t *st, int first_level, cap_t *out)
{
    const int64_t stacks[9] = {1500, 0, 1500, 1500, 1500, 0, 0, 0, 0};
    engine_config_t cfg;
    engine_cfg(&cfg, st, 9, stacks, 0);
    cfg.first_level = first_level;
    etl_t t;
    ETL_CREATE(&t, &cfg);
    ETL_DO(&t, CMD_START, -1, 0);
    ETL_FOLD_OUT(&t);
    hh_config_t hc;
    hh_cfg(&hc, st, 9, NAMES, 0, out);
    write_history(&t, &hc);
    etl_destroy(&t);
    char *nl = out->p ? strchr(out->p, '\n') : NULL;
    if (nl)
        *nl = '\0';
    return out->p ? out->p : "";
}

static void test_headers(void)
{
    structure_t st;
    test_structure(&st);
    for (int i = 0; i < 12; i++)
        etl_add_level(&st, 100 * (i + 1), 200 * (i + 1), 0, 0);
    cap_t out = {0};
    CHECK_EQ_STR(first_line(&st, 14, &out),
                 "PokerStars Hand #250000000001: Tournament #3141592653, $4.40+$0.60 USD Hold'em No Limit"
                 " - Level XIV (1000/2000) - 2026/01/15 20:30:00 ET");
    free(out.p);
    memset(&out, 0, sizeof out);
    snprintf(st.currency, sizeof st.currency, "EUR");
    st.buy_in = 1000;
    st.fee = 0;
    CHECK_EQ_STR(first_line(&st, 9, &out),
                 "PokerStars Hand #250000000001: Tournament #3141592653, \xe2\x82\xac" "10.00+\xe2\x82\xac"
                 "0.00 EUR Hold'em No Limit - Level IX (500/1000) - 2026/01/15 20:30:00 ET");
    free(out.p);
    memset(&out, 0, sizeof out);
    st.currency[0] = '\0'; /* play money: whole units, no currency */
    st.buy_in = 450000;
    st.fee = 50000;
    CHECK_EQ_STR(first_line(&st, 1, &out),
                 "PokerStars Hand #250000000001: Tournament #3141592653, 4500+500 Hold'em No Limit"
                 " - Level I (10/20) - 2026/01/15 20:30:00 ET");
    free(out.p);
}

/* A zeroed configuration works (stdout replaced by a sink here) and a failing sink is reported
 * by hh_destroy; impossible configurations are refused with a message. */
static void test_config_and_errors(void)
{
    char err[128] = "";
    hh_config_t hc;
    memset(&hc, 0, sizeof hc);
    hc.n_seats = 11;
    CHECK(hh_create(&hc, err, sizeof err) == NULL);
    CHECK_MSG(strstr(err, "2 to 10 seats") != NULL, "%s", err);
    memset(&hc, 0, sizeof hc);
    hc.hero = 10; /* nine seats by default */
    CHECK(hh_create(&hc, err, sizeof err) == NULL);
    CHECK_MSG(strstr(err, "hero seat 10") != NULL, "%s", err);
    CHECK_EQ_INT(hh_destroy(NULL), 0);

    structure_t st;
    test_structure(&st);
    const int64_t stacks[9] = {1500, 1500, 1500, 0, 0, 0, 0, 0, 0};
    engine_config_t cfg;
    engine_cfg(&cfg, &st, 9, stacks, 0);
    etl_t t;
    ETL_CREATE(&t, &cfg);
    ETL_DO(&t, CMD_START, -1, 0);
    ETL_FOLD_OUT(&t);

    cap_t out = {0};
    memset(&hc, 0, sizeof hc);
    hc.sink = cap_sink;
    hc.sink_ctx = &out;
    hh_writer_t *w = hh_create(&hc, err, sizeof err);
    CHECK(w != NULL);
    for (int i = 0; w && i < t.n; i++)
        hh_event(w, &t.ev[i]);
    CHECK_EQ_INT(hh_destroy(w), 0);
    CHECK_MSG(out.p && strncmp(out.p, "PokerStars Hand #", 17) == 0, "%s", out.p ? out.p : "(nothing)");
    CHECK_MSG(out.p && strstr(out.p, "Tournament #1, Freeroll  Hold'em No Limit - Level I (10/20) - 2026/01/01 20:00:00 ET\n"
                                     "Table '1 1' 9-max Seat #1 is the button\nSeat 1: Seat 1 (1500 in chips)\n"),
              "%s", out.p ? out.p : "(nothing)");
    free(out.p);

    hc.sink = failing_sink;
    w = hh_create(&hc, err, sizeof err);
    for (int i = 0; w && i < t.n; i++)
        hh_event(w, &t.ev[i]);
    CHECK_EQ_INT(hh_destroy(w), -1);
    etl_destroy(&t);
}

/* ---- whole tournaments --------------------------------------------------------------------- */

/* A structure with antes, a break, rebuys and an add-on, paying three places. */
static void tournament_structure(structure_t *st)
{
    etl_structure(st, 10, 20, 0);
    st->levels[0].hands = 8;
    etl_add_level(st, 15, 30, 5, 8);
    etl_add_level(st, 25, 50, 5, 8);
    etl_add_break(st, 10);
    etl_add_level(st, 50, 100, 10, 8);
    etl_add_level(st, 100, 200, 25, 8);
    etl_add_level(st, 200, 400, 50, 8);
    etl_add_level(st, 400, 800, 100, 0);
    const int bp[3] = {5000, 3000, 2000};
    etl_payouts(st, 1000, 3, bp);
    st->fee = 100;
    snprintf(st->currency, sizeof st->currency, "USD");
    st->table_size = 9;
    st->starting_stack = 1500;
    st->rebuy_enabled = 1;
    st->rebuy_chips = 1500;
    st->rebuy_cost = 1000;
    st->rebuy_max_stack = 0;
    st->rebuy_last_level = 2;
    st->rebuy_limit = 1;
    st->addon_enabled = 1;
    st->addon_chips = 2000;
    st->addon_cost = 1000;
}

typedef struct hh_watch {
    hh_writer_t *w;
    int hands;
} hh_watch_t;

static void hh_watch(void *ctx, const ev_t *ev)
{
    hh_watch_t *x = ctx;
    x->hands += ev->type == EV_HAND_START;
    hh_event(x->w, ev);
}

/* Play one random tournament (the felt-cli sim driver's way), writing its history into out.
 * Returns the number of hands, or -1. */
static int play_tournament(uint64_t seed, int n_players, int hero, cap_t *out)
{
    structure_t st;
    tournament_structure(&st);
    session_config_t cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.engine.seed = seed;
    cfg.engine.structure = &st;
    cfg.engine.n_players = n_players;
    cfg.engine.clock = ENGINE_CLOCK_COMMANDS;
    char err[256];
    session_t *ses = session_create(&cfg, err, sizeof err);
    if (!ses)
        return -1;
    hh_config_t hc;
    hh_cfg(&hc, &st, 9, NAMES, hero, out);
    hc.tournament_id = 1000 + seed;
    hh_writer_t *w = hh_create(&hc, err, sizeof err);
    if (!w) {
        session_destroy(ses);
        return -1;
    }
    stl_random_t drv;
    stl_random_seat_all(ses, &drv, seed, 0);
    hh_watch_t watch = {w, 0};
    session_on_event(ses, hh_watch, &watch);
    int ok = stl_play(ses, 2000000);
    int hands = watch.hands;
    const engine_t *e = session_engine(ses);
    ok &= engine_phase(e) == PHASE_FINISHED;
    if (hh_destroy(w) != 0)
        ok = 0;
    session_destroy(ses);
    return ok ? hands : -1;
}

static int count_of(const char *text, const char *needle)
{
    int n = 0;
    for (const char *p = text; (p = strstr(p, needle)) != NULL; p += strlen(needle))
        n++;
    return n;
}

/* Every hand: "collected" lines sum to "Total pot"; the blank-line separation holds. */
static void check_hands_add_up(const char *text, uint64_t seed)
{
    const char *p = text;
    int hand = 0, bad = 0;
    while ((p = strstr(p, "PokerStars Hand #")) != NULL) {
        const char *end = strstr(p + 1, "PokerStars Hand #");
        const char *summary = strstr(p, "*** SUMMARY ***\nTotal pot ");
        hand++;
        if (!summary || (end && summary > end)) {
            bad++;
            break;
        }
        long long total = atoll(summary + strlen("*** SUMMARY ***\nTotal pot "));
        long long collected = 0;
        for (const char *q = p; (q = strstr(q, " collected ")) != NULL && q < summary; q++)
            if (q[11] >= '0' && q[11] <= '9')
                collected += atoll(q + 11);
        if (collected != total) {
            if (bad++ < 3)
                tl_fail(__FILE__, __LINE__, "seed %llu hand %d: collected %lld, total pot %lld",
                        (unsigned long long)seed, hand, collected, total);
        }
        const char *stop = end ? end : p + strlen(p);
        if (stop - p < 3 || strncmp(stop - 3, "\n\n\n", 3) != 0) {
            if (bad++ < 3)
                tl_fail(__FILE__, __LINE__, "seed %llu hand %d does not end with two blank lines",
                        (unsigned long long)seed, hand);
        }
        p = stop;
    }
    tl.checks++;
    CHECK_MSG(bad == 0, "seed %llu: %d bad hand(s)", (unsigned long long)seed, bad);
}

/* A history written for a person's seat carries "Dealt to NAME [..]" in every hand that seat is
 * dealt into, and names nobody else's cards that way. */
static void check_hero_lines(const char *text, int hero, uint64_t seed)
{
    char seat_line[64], dealt[64];
    snprintf(seat_line, sizeof seat_line, "\nSeat %d: %s (", hero, NAMES[hero - 1]);
    snprintf(dealt, sizeof dealt, "\nDealt to %s [", NAMES[hero - 1]);
    int hands = 0, missing = 0;
    for (const char *h = strstr(text, "PokerStars Hand #"); h; ) {
        const char *next = strstr(h + 1, "PokerStars Hand #");
        size_t n = next ? (size_t)(next - h) : strlen(h);
        char *one = malloc(n + 1);
        memcpy(one, h, n);
        one[n] = '\0';
        if (strstr(one, seat_line)) {
            hands++;
            missing += strstr(one, dealt) == NULL;
        }
        tl.checks++;
        if (count_of(one, "\nDealt to ") > 1)
            tl_fail(__FILE__, __LINE__, "seed %llu: a hand deals face up to more than the hero", (unsigned long long)seed);
        free(one);
        h = next;
    }
    tl.checks++;
    if (hands == 0 || missing)
        tl_fail(__FILE__, __LINE__, "seed %llu: hero seat %d in %d hands, 'Dealt to' missing in %d", (unsigned long long)seed,
                hero, hands, missing);
}

static void test_determinism(void)
{
    uint64_t seed = tl_seed();
    for (uint64_t k = 0; k < 6; k++) {
        uint64_t s = seed + k;
        int players = 2 + (int)(s % 8);
        cap_t a = {0}, b = {0};
        int ha = play_tournament(s, players, (int)(s % 3), &a);
        int hb = play_tournament(s, players, (int)(s % 3), &b);
        CHECK_MSG(ha > 0, "seed %llu: the tournament did not finish", (unsigned long long)s);
        CHECK_EQ_INT(ha, hb);
        CHECK_MSG(a.n == b.n && a.n > 0 && memcmp(a.p, b.p, a.n) == 0,
                  "seed %llu: two runs gave different histories (%zu vs %zu bytes)", (unsigned long long)s, a.n, b.n);
        if (a.p) {
            CHECK_EQ_INT(count_of(a.p, "PokerStars Hand #"), ha);
            CHECK_EQ_INT(count_of(a.p, " wins the tournament and receives $"), 1);
            CHECK_EQ_INT(count_of(a.p, " finished the tournament in "), players - 1);
            CHECK_MSG(strstr(a.p, "finished the tournament in 2nd place and received $") != NULL,
                      "seed %llu: no paid second place", (unsigned long long)s);
            check_hands_add_up(a.p, s);
            if (s % 3)
                check_hero_lines(a.p, (int)(s % 3), s);
        }
        free(a.p);
        free(b.p);
    }
}

int main(int argc, char **argv)
{
    tl_init(argc, argv, 20260115);
    if (tl_group("fold_out_with_an_uncalled_bet"))
        test_fold_out();
    if (tl_group("split_pot_with_an_odd_chip"))
        test_split_pot();
    if (tl_group("three_way_all_in_with_two_side_pots"))
        test_three_way_all_in();
    if (tl_group("antes_with_a_short_all_in_ante"))
        test_antes();
    if (tl_group("dead_small_blind"))
        test_dead_small_blind();
    if (tl_group("dead_button_in_a_freeroll"))
        test_dead_button_freeroll();
    if (tl_group("final_hands_with_eliminations_and_prizes"))
        test_final_hands();
    if (tl_group("late_elimination"))
        test_late_elimination();
    if (tl_group("hand_descriptions"))
        test_descriptions();
    if (tl_group("dates"))
        test_dates();
    if (tl_group("headers"))
        test_headers();
    if (tl_group("config_and_errors"))
        test_config_and_errors();
    if (tl_group("determinism"))
        test_determinism();
    return tl_finish();
}
