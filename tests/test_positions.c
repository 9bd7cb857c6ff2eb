/* test_positions.c — seats, button and blinds, deal order: rules R1–R5 of docs/rules.md.
 * The first button by high-card draw (suits break ties), the first hand's blinds, every row of
 * R3's dead-button table played out with real busts, heads-up (R4) and its 3→2 transitions,
 * and who receives which card from a fixed deck (R5). Seats are 0-based in the code; the
 * comments say "seat 0" for the engine's seat 0 (table seat 1). */
#include "ai/ai_random.h"
#include "engine/rules.h"
#include "engine_testlib.h"
#include "session_testlib.h"

#define POSTS ETL_T(EV_POST)

static const char *const BOARD = "Kd9s5c3hJd"; /* no straight or flush for the hands below */

static void structure_50_100(structure_t *st) { etl_structure(st, 50, 100, 0); }

/* ---- R2: the first button ------------------------------------------------------------------ */

static int suit_order(card_t c) /* clubs < diamonds < hearts < spades, from the card's name */
{
    char name[3];
    card_format(c, name);
    return (int)(strchr("cdhs", name[1]) - "cdhs");
}

static int rank_order(card_t c)
{
    char name[3];
    card_format(c, name);
    return (int)(strchr("23456789TJQKA", name[0]) - "23456789TJQKA");
}

static int beats(card_t a, card_t b)
{
    return rank_order(a) != rank_order(b) ? rank_order(a) > rank_order(b) : suit_order(a) > suit_order(b);
}

static void test_first_button_draw(void)
{
    structure_t st;
    structure_50_100(&st);
    /* six seats, seat 3 empty: five players draw */
    const int64_t stacks[6] = {1000, 1000, 1000, 0, 1000, 1000};
    int suit_ties = 0, winners_seen = 0;
    for (uint64_t seed = 1; seed <= 300; seed++) {
        engine_config_t cfg;
        etl_config(&cfg, &st, 6, stacks, -1);
        cfg.seed = seed;
        etl_t t;
        ETL_CREATE(&t, &cfg);
        ETL_DO(&t, CMD_START, -1, 0);
        card_t drawn[6];
        int n = 0, flagged = -1, order_ok = 1, prev_seat = -1;
        card_mask_t seen = 0;
        for (int i = 0; i < t.n; i++) {
            const ev_t *v = &t.ev[i];
            if (v->type != EV_BUTTON_DRAW)
                continue;
            order_ok &= v->seat > prev_seat; /* dealt from seat 1 clockwise */
            prev_seat = v->seat;
            CHECK_MSG(v->seat != 3, "seed %ju: the empty seat 3 drew a card", (uintmax_t)seed);
            CHECK_MSG(!(seen & card_bit(v->u.a.cards[0])), "seed %ju: a card drawn twice", (uintmax_t)seed);
            seen |= card_bit(v->u.a.cards[0]);
            drawn[v->seat] = v->u.a.cards[0];
            if (v->amount == 1) {
                CHECK_MSG(flagged < 0, "seed %ju: two winners of the draw", (uintmax_t)seed);
                flagged = v->seat;
            }
            n++;
        }
        CHECK_EQ_INT(n, 5);
        CHECK(order_ok);
        int best = -1, second = -1;
        for (int s = 0; s < 6; s++) {
            if (s == 3)
                continue;
            if (best < 0 || beats(drawn[s], drawn[best])) {
                second = best;
                best = s;
            } else if (second < 0 || beats(drawn[s], drawn[second])) {
                second = s;
            }
        }
        CHECK_MSG(flagged == best, "seed %ju: draw flags seat %d, highest card is seat %d",
                  (uintmax_t)seed, flagged, best);
        const ev_t *hs = ETL_HAND_START(&t);
        CHECK_EQ_INT(hs->u.hs.button, best);
        CHECK_EQ_INT(hs->u.hs.why_button, POSR_DRAW);
        if (rank_order(drawn[best]) == rank_order(drawn[second]))
            suit_ties++;
        winners_seen |= 1 << best;
        /* the same seed draws the same button */
        etl_t u;
        ETL_CREATE(&u, &cfg);
        ETL_DO(&u, CMD_START, -1, 0);
        CHECK_EQ_INT(ETL_HAND_START(&u)->u.hs.button, best);
        etl_destroy(&u);
        etl_destroy(&t);
    }
    /* the seeds above include draws where the two best cards share a rank: the suit decided */
    CHECK_MSG(suit_ties >= 3, "only %d draws were decided by suit", suit_ties);
    CHECK_MSG(__builtin_popcount((unsigned)winners_seen) == 5, "winners mask 0x%x", winners_seen);
    /* the suit order itself: spades > hearts > diamonds > clubs */
    CHECK(beats(CARD("As"), CARD("Ah")) && beats(CARD("Ah"), CARD("Ad")) && beats(CARD("Ad"), CARD("Ac")));
    CHECK(beats(CARD("2c"), CARD("2c")) == 0 && beats(CARD("3c"), CARD("2s")));
}

static void test_first_hand_blinds(void)
{
    structure_t st;
    structure_50_100(&st);
    /* seats 2 and 5 empty; button on seat 4: SB and BB are the next two players, seats 0 and 1 */
    const int64_t stacks[6] = {1000, 1000, 0, 1000, 1000, 0};
    engine_config_t cfg;
    etl_config(&cfg, &st, 6, stacks, 4);
    etl_t t;
    ETL_CREATE(&t, &cfg);
    ETL_DO(&t, CMD_START, -1, 0);
    const ev_t *hs = ETL_HAND_START(&t);
    ETL_CHECK_POS(hs, 4, 0, 1, 1, 0);
    CHECK_EQ_INT(hs->u.hs.heads_up, 0);
    CHECK_EQ_INT(hs->u.hs.why_button, POSR_SET);
    ETL_TRACE(&t, 0, POSTS, "sb:0:50 bb:1:100");
    /* pre-flop the first to act is the player after the BB, skipping the empty seat 2 */
    CHECK_EQ_INT(engine_to_act(t.e), 3);
    CHECK_EQ_INT(etl_count(&t, 0, EV_BUTTON_DRAW, ETL_ANY), 0);
    etl_destroy(&t);

    /* button on the last seat: blinds wrap round to seats 0 and 1 */
    const int64_t four[4] = {1000, 1000, 1000, 1000};
    etl_config(&cfg, &st, 4, four, 3);
    ETL_CREATE(&t, &cfg);
    ETL_DO(&t, CMD_START, -1, 0);
    ETL_CHECK_POS(ETL_HAND_START(&t), 3, 0, 1, 1, 0);
    ETL_TRACE(&t, 0, POSTS, "sb:0:50 bb:1:100");
    etl_destroy(&t);
}

static void test_first_hand_heads_up(void)
{
    structure_t st;
    structure_50_100(&st);
    const int64_t stacks[6] = {1000, 0, 0, 1000, 0, 0};
    engine_config_t cfg;
    etl_config(&cfg, &st, 6, stacks, 3);
    etl_t t;
    ETL_CREATE(&t, &cfg);
    ETL_DO(&t, CMD_START, -1, 0);
    const ev_t *hs = ETL_HAND_START(&t);
    ETL_CHECK_POS(hs, 3, 3, 0, 1, 0);
    CHECK_EQ_INT(hs->u.hs.heads_up, 1);
    ETL_TRACE(&t, 0, POSTS, "sb:3:50 bb:0:100");
    CHECK_EQ_INT(engine_to_act(t.e), 3); /* the button acts first pre-flop */
    etl_destroy(&t);
}

/* ---- R3: the dead button, played out -------------------------------------------------------- */

/* A five-handed table, seats 0..4, button on seat 0 (SB 1, BB 2, then 3 and 4); stacks 1000
 * except as given. The winner holds aces; the victims hold seven-deuce. */
static void five_handed(engine_config_t *cfg, structure_t *st, const int64_t *stacks,
                        const char *const *holes)
{
    structure_50_100(st);
    etl_config(cfg, st, 5, stacks, 0);
    ETL_DECK(cfg, 1, holes, BOARD);
}

static int next_hand(etl_t *t) { return ETL_DO(t, CMD_NEXT_HAND, -1, 0); }

static const ev_t *hand_start_after(etl_t *t, int from)
{
    return ETL_EV(t, etl_find(t, from, EV_HAND_START, ETL_ANY));
}

static void test_nobody_busts(void)
{
    structure_t st;
    engine_config_t cfg;
    const int64_t stacks[5] = {1000, 1000, 1000, 1000, 1000};
    const char *holes[5] = {"QcQh", "TcTh", "8c8h", "4d4h", "AsAh"};
    five_handed(&cfg, &st, stacks, holes);
    etl_t t;
    ETL_CREATE(&t, &cfg);
    ETL_DO(&t, CMD_START, -1, 0);
    ETL_CHECK_POS(ETL_HAND_START(&t), 0, 1, 2, 1, 0);
    for (int h = 1; h <= 6; h++) {
        ETL_FOLD_OUT(&t);
        const ev_t *hs = hand_start_after(&t, next_hand(&t));
        ETL_CHECK_POS(hs, h % 5, (h + 1) % 5, (h + 2) % 5, 1, 0);
        CHECK_EQ_INT(hs->u.hs.why_button, POSR_MOVES);
        CHECK_EQ_INT(hs->u.hs.why_bb, POSR_MOVES);
    }
    etl_destroy(&t);
}

static void test_small_blind_busts(void)
{
    structure_t st;
    engine_config_t cfg;
    const int64_t stacks[5] = {1000, 300, 1000, 1000, 1000};
    const char *holes[5] = {"QcQh", "7c2d", "AsAh", "TcTh", "8c8h"};
    five_handed(&cfg, &st, stacks, holes);
    etl_t t;
    ETL_CREATE(&t, &cfg);
    ETL_DO(&t, CMD_START, -1, 0);
    ETL_DO(&t, CMD_FOLD, 3, 0);
    ETL_DO(&t, CMD_FOLD, 4, 0);
    ETL_DO(&t, CMD_FOLD, 0, 0);
    ETL_DO(&t, CMD_ALLIN, 1, 0);
    ETL_DO(&t, CMD_CALL, 2, 0);
    CHECK_EQ_INT(etl_stack(&t, 1), 0);
    CHECK(etl_find(&t, 0, EV_ELIMINATED, 1) >= 0);
    /* next hand: the button moves onto the SB's empty seat (dead), the old BB posts the SB */
    int from = next_hand(&t);
    const ev_t *hs = hand_start_after(&t, from);
    ETL_CHECK_POS(hs, 1, 2, 3, 1, 1);
    CHECK_EQ_INT(hs->u.hs.why_button, POSR_DEAD_BUTTON);
    CHECK_EQ_INT(hs->u.hs.busted_button, 1);
    ETL_TRACE(&t, from, POSTS, "sb:2:50 bb:3:100");
    CHECK_EQ_INT(engine_to_act(t.e), 4);
    /* the hand after: everything normal again, the button on seat 2 */
    ETL_FOLD_OUT(&t);
    from = next_hand(&t);
    hs = hand_start_after(&t, from);
    ETL_CHECK_POS(hs, 2, 3, 4, 1, 0);
    ETL_TRACE(&t, from, POSTS, "sb:3:50 bb:4:100");
    etl_destroy(&t);
}

static void test_big_blind_busts(void)
{
    structure_t st;
    engine_config_t cfg;
    const int64_t stacks[5] = {1000, 1000, 300, 1000, 1000};
    const char *holes[5] = {"QcQh", "TcTh", "7c2d", "AsAh", "8c8h"};
    five_handed(&cfg, &st, stacks, holes);
    etl_t t;
    ETL_CREATE(&t, &cfg);
    ETL_DO(&t, CMD_START, -1, 0);
    ETL_DO(&t, CMD_RAISE, 3, 400);
    ETL_DO(&t, CMD_FOLD, 4, 0);
    ETL_DO(&t, CMD_FOLD, 0, 0);
    ETL_DO(&t, CMD_FOLD, 1, 0);
    ETL_DO(&t, CMD_CALL, 2, 0); /* a call for less: all-in for 300 */
    CHECK_EQ_INT(etl_stack(&t, 2), 0);
    /* next hand: the button moves normally to seat 1, the SB position is the empty seat 2:
     * nobody posts a small blind; seat 3 posts the big blind */
    int from = next_hand(&t);
    const ev_t *hs = hand_start_after(&t, from);
    ETL_CHECK_POS(hs, 1, 2, 3, 0, 0);
    CHECK_EQ_INT(hs->u.hs.why_sb, POSR_DEAD_SB);
    CHECK_EQ_INT(hs->u.hs.busted_sb, 2);
    ETL_TRACE(&t, from, POSTS, "bb:3:100");
    CHECK_EQ_INT(engine_to_act(t.e), 4);
    /* the hand after that: the button moves onto the empty seat (dead button) */
    ETL_FOLD_OUT(&t);
    from = next_hand(&t);
    hs = hand_start_after(&t, from);
    ETL_CHECK_POS(hs, 2, 3, 4, 1, 1);
    ETL_TRACE(&t, from, POSTS, "sb:3:50 bb:4:100");
    /* and then normal */
    ETL_FOLD_OUT(&t);
    from = next_hand(&t);
    ETL_CHECK_POS(hand_start_after(&t, from), 3, 4, 0, 1, 0);
    etl_destroy(&t);
}

static void test_both_blinds_bust(void)
{
    structure_t st;
    engine_config_t cfg;
    const int64_t stacks[5] = {1000, 300, 300, 1000, 1000};
    const char *holes[5] = {"QcQh", "7c2d", "7d2c", "AsAh", "8c8h"};
    five_handed(&cfg, &st, stacks, holes);
    etl_t t;
    ETL_CREATE(&t, &cfg);
    ETL_DO(&t, CMD_START, -1, 0);
    ETL_DO(&t, CMD_RAISE, 3, 400);
    ETL_DO(&t, CMD_FOLD, 4, 0);
    ETL_DO(&t, CMD_FOLD, 0, 0);
    ETL_DO(&t, CMD_CALL, 1, 0);
    ETL_DO(&t, CMD_CALL, 2, 0);
    CHECK_EQ_INT(etl_stack(&t, 1), 0);
    CHECK_EQ_INT(etl_stack(&t, 2), 0);
    /* next hand: button on the old SB seat (dead), no SB (the old BB seat), seat 3 the BB */
    int from = next_hand(&t);
    const ev_t *hs = hand_start_after(&t, from);
    ETL_CHECK_POS(hs, 1, 2, 3, 0, 1);
    ETL_TRACE(&t, from, POSTS, "bb:3:100");
    CHECK_EQ_INT(engine_to_act(t.e), 4);
    /* the hand after: the button on the old BB seat (dead again); seat 3 posts the SB */
    ETL_FOLD_OUT(&t);
    from = next_hand(&t);
    hs = hand_start_after(&t, from);
    ETL_CHECK_POS(hs, 2, 3, 4, 1, 1);
    ETL_TRACE(&t, from, POSTS, "sb:3:50 bb:4:100");
    /* seat 0 acted last after the flop for three hands; now the button reaches seat 3 */
    ETL_FOLD_OUT(&t);
    from = next_hand(&t);
    ETL_CHECK_POS(hand_start_after(&t, from), 3, 4, 0, 1, 0);
    etl_destroy(&t);
}

static void test_big_blind_busts_on_dead_small_blind_hand(void)
{
    /* Seat 2 busted on the hand before (it was the BB there), so this first hand has a dead SB:
     * button seat 1, SB position seat 2 (empty), BB seat 3. Seat 3 busts on it. */
    structure_t st;
    structure_50_100(&st);
    const int64_t stacks[5] = {1000, 1000, 0, 300, 1000};
    engine_config_t cfg;
    etl_config(&cfg, &st, 5, stacks, -1);
    etl_prev(&cfg, 0, 1, 2);
    const char *holes[5] = {"QcQh", "TcTh", NULL, "7c2d", "AsAh"};
    ETL_DECK(&cfg, 2, holes, BOARD);
    etl_t t;
    ETL_CREATE(&t, &cfg);
    ETL_DO(&t, CMD_START, -1, 0);
    const ev_t *hs = ETL_HAND_START(&t);
    ETL_CHECK_POS(hs, 1, 2, 3, 0, 0);
    ETL_TRACE(&t, 0, POSTS, "bb:3:100");
    ETL_DO(&t, CMD_RAISE, 4, 400);
    ETL_DO(&t, CMD_FOLD, 0, 0);
    ETL_DO(&t, CMD_FOLD, 1, 0);
    ETL_DO(&t, CMD_CALL, 3, 0);
    CHECK_EQ_INT(etl_stack(&t, 3), 0);
    /* next hand: BB moves to seat 4; the SB position (seat 3) and the button (seat 2) are both
     * empty: dead button and dead small blind together */
    int from = next_hand(&t);
    hs = hand_start_after(&t, from);
    ETL_CHECK_POS(hs, 2, 3, 4, 0, 1);
    CHECK_EQ_INT(hs->u.hs.why_button, POSR_DEAD_BUTTON);
    CHECK_EQ_INT(hs->u.hs.why_sb, POSR_DEAD_SB);
    ETL_TRACE(&t, from, POSTS, "bb:4:100");
    CHECK_EQ_INT(hs->u.hs.heads_up, 0);
    etl_destroy(&t);
}

static void test_button_busts(void)
{
    structure_t st;
    engine_config_t cfg;
    const int64_t stacks[5] = {300, 1000, 1000, 1000, 1000};
    const char *holes[5] = {"7c2d", "TcTh", "AsAh", "QcQh", "8c8h"};
    five_handed(&cfg, &st, stacks, holes);
    etl_t t;
    ETL_CREATE(&t, &cfg);
    ETL_DO(&t, CMD_START, -1, 0);
    ETL_DO(&t, CMD_FOLD, 3, 0);
    ETL_DO(&t, CMD_FOLD, 4, 0);
    ETL_DO(&t, CMD_ALLIN, 0, 0);
    ETL_DO(&t, CMD_FOLD, 1, 0);
    ETL_DO(&t, CMD_CALL, 2, 0);
    CHECK_EQ_INT(etl_stack(&t, 0), 0);
    int from = next_hand(&t);
    const ev_t *hs = hand_start_after(&t, from);
    ETL_CHECK_POS(hs, 1, 2, 3, 1, 0);
    CHECK_EQ_INT(hs->u.hs.why_button, POSR_MOVES);
    ETL_TRACE(&t, from, POSTS, "sb:2:50 bb:3:100");
    etl_destroy(&t);
}

static void test_other_busts_skipped(void)
{
    /* six-handed; seats 3 and 4 (neither blind nor button) bust: the BB skips their seats */
    structure_t st;
    structure_50_100(&st);
    const int64_t stacks[6] = {1000, 1000, 1000, 300, 300, 1000};
    engine_config_t cfg;
    etl_config(&cfg, &st, 6, stacks, 0);
    const char *holes[6] = {"QcQh", "TcTh", "8c8h", "7c2d", "7d2c", "AsAh"};
    ETL_DECK(&cfg, 1, holes, BOARD);
    etl_t t;
    ETL_CREATE(&t, &cfg);
    ETL_DO(&t, CMD_START, -1, 0);
    ETL_DO(&t, CMD_ALLIN, 3, 0);
    ETL_DO(&t, CMD_ALLIN, 4, 0);
    ETL_DO(&t, CMD_CALL, 5, 0);
    ETL_DO(&t, CMD_FOLD, 0, 0);
    ETL_DO(&t, CMD_FOLD, 1, 0);
    ETL_DO(&t, CMD_FOLD, 2, 0);
    CHECK_EQ_INT(etl_stack(&t, 3), 0);
    CHECK_EQ_INT(etl_stack(&t, 4), 0);
    int from = next_hand(&t);
    const ev_t *hs = hand_start_after(&t, from);
    ETL_CHECK_POS(hs, 1, 2, 5, 1, 0);
    CHECK_EQ_INT(hs->u.hs.why_bb, POSR_BB_NEXT_PLAYER);
    ETL_TRACE(&t, from, POSTS, "sb:2:50 bb:5:100");
    CHECK_EQ_INT(engine_to_act(t.e), 0);
    etl_destroy(&t);
}

static void test_rebuy_not_elimination(void)
{
    structure_t st;
    engine_config_t cfg;
    const int64_t stacks[5] = {1000, 300, 1000, 1000, 1000};
    const char *holes[5] = {"QcQh", "7c2d", "AsAh", "TcTh", "8c8h"};
    five_handed(&cfg, &st, stacks, holes);
    st.rebuy_enabled = 1;
    st.rebuy_chips = 1000;
    st.rebuy_max_stack = 0;
    st.rebuy_last_level = 1;
    etl_t t;
    ETL_CREATE(&t, &cfg);
    ETL_DO(&t, CMD_START, -1, 0);
    ETL_DO(&t, CMD_FOLD, 3, 0);
    ETL_DO(&t, CMD_FOLD, 4, 0);
    ETL_DO(&t, CMD_FOLD, 0, 0);
    ETL_DO(&t, CMD_ALLIN, 1, 0);
    ETL_DO(&t, CMD_CALL, 2, 0);
    CHECK_EQ_INT(etl_stack(&t, 1), 0);
    CHECK_EQ_INT(etl_count(&t, 0, EV_ELIMINATED, ETL_ANY), 0);
    ETL_DO(&t, CMD_REBUY, 1, 0);
    int from = next_hand(&t);
    const ev_t *hs = hand_start_after(&t, from);
    /* ordinary rotation: seat 1 has the button, not a dead button */
    ETL_CHECK_POS(hs, 1, 2, 3, 1, 0);
    CHECK_EQ_INT(hs->u.hs.why_button, POSR_MOVES);
    ETL_TRACE(&t, from, POSTS, "sb:2:50 bb:3:100");
    CHECK(etl_find(&t, from, EV_HOLE_CARDS, 1) >= 0);
    etl_destroy(&t);
}

/* The pure function on every row of R3's table (and R4), without playing. */
static void check_next(int n, const int *live, positions_t prev, int button, int sb, int bb,
                       int sb_posted, int dead_button, int heads_up, int line)
{
    positions_t p;
    rules_positions_next(n, live, &prev, &p);
    int ok = p.button == button && p.sb_pos == sb && p.bb == bb && p.sb_posted == sb_posted &&
             p.dead_button == dead_button && p.heads_up == heads_up;
    tl.checks++;
    if (!ok)
        tl_fail(__FILE__, line,
                "expected button %d sb %d bb %d sb_posted %d dead %d hu %d; got %d %d %d %d %d %d",
                button, sb, bb, sb_posted, dead_button, heads_up, p.button, p.sb_pos, p.bb,
                p.sb_posted, p.dead_button, p.heads_up);
}

static positions_t prev_of(int button, int sb, int bb, int heads_up)
{
    positions_t p;
    memset(&p, 0, sizeof p);
    p.button = button;
    p.sb_pos = sb;
    p.bb = bb;
    p.heads_up = heads_up;
    p.sb_posted = 1;
    p.busted_button = p.busted_sb = -1;
    return p;
}

static void test_rules_table(void)
{
    int all[6] = {1, 1, 1, 1, 1, 1};
    check_next(6, all, prev_of(0, 1, 2, 0), 1, 2, 3, 1, 0, 0, __LINE__);         /* nobody busts */
    int bb_out[6] = {1, 1, 0, 1, 1, 1};
    check_next(6, bb_out, prev_of(0, 1, 2, 0), 1, 2, 3, 0, 0, 0, __LINE__);      /* BB busts */
    check_next(6, bb_out, prev_of(1, 2, 3, 0), 2, 3, 4, 1, 1, 0, __LINE__);      /* ...then */
    int sb_out[6] = {1, 0, 1, 1, 1, 1};
    check_next(6, sb_out, prev_of(0, 1, 2, 0), 1, 2, 3, 1, 1, 0, __LINE__);      /* SB busts */
    int both_out[6] = {1, 0, 0, 1, 1, 1};
    check_next(6, both_out, prev_of(0, 1, 2, 0), 1, 2, 3, 0, 1, 0, __LINE__);    /* both */
    check_next(6, both_out, prev_of(1, 2, 3, 0), 2, 3, 4, 1, 1, 0, __LINE__);
    int btn_out[6] = {0, 1, 1, 1, 1, 1};
    check_next(6, btn_out, prev_of(0, 1, 2, 0), 1, 2, 3, 1, 0, 0, __LINE__);     /* button */
    int others_out[6] = {1, 1, 1, 0, 0, 1};
    check_next(6, others_out, prev_of(0, 1, 2, 0), 1, 2, 5, 1, 0, 0, __LINE__);  /* others */
    int dead_sb_bb_out[6] = {1, 1, 0, 0, 1, 1};                                  /* BB busts on a dead-SB hand */
    check_next(6, dead_sb_bb_out, prev_of(1, 2, 3, 0), 2, 3, 4, 0, 1, 0, __LINE__);
    /* wrap-around at the end of the table */
    check_next(6, all, prev_of(4, 5, 0, 0), 5, 0, 1, 1, 0, 0, __LINE__);
    /* R4: 3 -> 2 (seats 0, 1, 2 were button, SB, BB) */
    int hu_bb_out[3] = {1, 1, 0};
    check_next(3, hu_bb_out, prev_of(0, 1, 2, 0), 1, 1, 0, 1, 0, 1, __LINE__);
    int hu_sb_out[3] = {1, 0, 1};
    check_next(3, hu_sb_out, prev_of(0, 1, 2, 0), 2, 2, 0, 1, 0, 1, __LINE__);
    int hu_btn_out[3] = {0, 1, 1};
    check_next(3, hu_btn_out, prev_of(0, 1, 2, 0), 2, 2, 1, 1, 0, 1, __LINE__);
    /* heads-up continuing: alternate */
    int hu[3] = {1, 1, 0};
    check_next(3, hu, prev_of(1, 1, 0, 1), 0, 0, 1, 1, 0, 1, __LINE__);
    check_next(3, hu, prev_of(0, 0, 1, 1), 1, 1, 0, 1, 0, 1, __LINE__);
    /* first hand */
    positions_t p;
    int live[6] = {1, 1, 0, 1, 1, 0};
    rules_positions_first(6, live, 4, POSR_SET, &p);
    CHECK(p.button == 4 && p.sb_pos == 0 && p.bb == 1 && p.sb_posted && !p.heads_up);
    int two[6] = {1, 0, 0, 1, 0, 0};
    rules_positions_first(6, two, 3, POSR_SET, &p);
    CHECK(p.button == 3 && p.sb_pos == 3 && p.bb == 0 && p.sb_posted && p.heads_up);
    CHECK_EQ_INT(rules_next_live(6, live, 1), 3);
    CHECK_EQ_INT(rules_next_live(6, live, 4), 0);
}

/* R4b: a player moved (R37) to a table whose last hand was heads-up. The big blind goes on to the
 * first live player after the last big blind, the last big blind posts the small blind, and the
 * button is the first player counter-clockwise from the small blind: the newcomer when they sit
 * there, and never the big blind's seat. */
static void test_table_grows_from_heads_up(void)
{
    /* last hand: seat 0 button and small blind, seat 2 big blind; the newcomer takes seat 1,
     * between them: the big blind comes round to seat 0, so the button is the newcomer's */
    int between[4] = {1, 1, 1, 0};
    check_next(4, between, prev_of(0, 0, 2, 1), 1, 2, 0, 1, 0, 0, __LINE__);
    /* the newcomer takes seat 3, after the big blind: they are due the big blind, and the button
     * stays with seat 0 */
    int after[4] = {1, 0, 1, 1};
    check_next(4, after, prev_of(0, 0, 2, 1), 0, 2, 3, 1, 0, 0, __LINE__);
    /* two arrive at a table of two: seats 1 and 3 */
    int two_more[4] = {1, 1, 1, 1};
    check_next(4, two_more, prev_of(0, 0, 2, 1), 1, 2, 3, 1, 0, 0, __LINE__);
    /* in every case the button and the big blind are different seats */
    for (int mask = 0; mask < 64; mask++) {
        int live[6];
        int n = 0;
        for (int s = 0; s < 6; s++)
            n += live[s] = (mask >> s) & 1 || s == 0 || s == 3;
        if (n < 3)
            continue;
        positions_t p;
        positions_t prev = prev_of(0, 0, 3, 1);
        rules_positions_next(6, live, &prev, &p);
        CHECK_MSG(p.button != p.bb && live[p.button] && live[p.bb] && p.sb_pos == 3, "live mask %d: button %d bb %d",
                  mask, p.button, p.bb);
    }
}

/* ---- R4: heads-up transitions, played out --------------------------------------------------- */

static void three_handed(etl_t *t, const int64_t *stacks, const char *const *holes)
{
    structure_t st;
    structure_50_100(&st);
    engine_config_t cfg;
    etl_config(&cfg, &st, 3, stacks, 0);
    ETL_DECK(&cfg, 1, holes, BOARD);
    ETL_CREATE(t, &cfg);
    ETL_DO(t, CMD_START, -1, 0);
    ETL_CHECK_POS(ETL_HAND_START(t), 0, 1, 2, 1, 0);
}

static void check_heads_up_hand(etl_t *t, int button, int bb, const char *posts, int line)
{
    int from = next_hand(t);
    const ev_t *hs = hand_start_after(t, from);
    int ok = hs->u.hs.button == button && hs->u.hs.sb_pos == button && hs->u.hs.bb == bb &&
             hs->u.hs.sb_posted && hs->u.hs.heads_up && !hs->u.hs.dead_button;
    tl.checks++;
    if (!ok)
        tl_fail(__FILE__, line, "expected heads-up button=SB %d, BB %d; got button %d sb %d bb %d "
                "posted %d hu %d dead %d", button, bb, hs->u.hs.button, hs->u.hs.sb_pos,
                hs->u.hs.bb, hs->u.hs.sb_posted, hs->u.hs.heads_up, hs->u.hs.dead_button);
    const char *got = etl_trace(t, from, POSTS);
    tl.checks++;
    if (strcmp(got, posts) != 0)
        tl_fail(__FILE__, line, "posts: expected \"%s\", got \"%s\"", posts, got);
    tl.checks++;
    if (engine_to_act(t->e) != button)
        tl_fail(__FILE__, line, "heads-up the button acts first pre-flop: expected seat %d, got %d",
                button, engine_to_act(t->e));
}

static void test_heads_up_bb_busts(void)
{
    const int64_t stacks[3] = {1000, 1000, 300};
    const char *holes[3] = {"AsAh", "TcTh", "7c2d"};
    etl_t t;
    three_handed(&t, stacks, holes);
    ETL_DO(&t, CMD_RAISE, 0, 400);
    ETL_DO(&t, CMD_FOLD, 1, 0);
    ETL_DO(&t, CMD_CALL, 2, 0);
    CHECK_EQ_INT(etl_stack(&t, 2), 0);
    /* the BB is due to seat 0 (the old button); seat 1 posts the SB a second time */
    check_heads_up_hand(&t, 1, 0, "sb:1:50 bb:0:100", __LINE__);
    CHECK_EQ_INT(ETL_HAND_START(&t)->u.hs.why_button, POSR_HEADS_UP_START);
    ETL_FOLD_OUT(&t);
    check_heads_up_hand(&t, 0, 1, "sb:0:50 bb:1:100", __LINE__);
    CHECK_EQ_INT(ETL_HAND_START(&t)->u.hs.why_button, POSR_HEADS_UP);
    ETL_FOLD_OUT(&t);
    check_heads_up_hand(&t, 1, 0, "sb:1:50 bb:0:100", __LINE__);
    etl_destroy(&t);
}

static void test_heads_up_sb_busts(void)
{
    const int64_t stacks[3] = {1000, 300, 1000};
    const char *holes[3] = {"TcTh", "7c2d", "AsAh"};
    etl_t t;
    three_handed(&t, stacks, holes);
    ETL_DO(&t, CMD_FOLD, 0, 0);
    ETL_DO(&t, CMD_ALLIN, 1, 0);
    ETL_DO(&t, CMD_CALL, 2, 0);
    CHECK_EQ_INT(etl_stack(&t, 1), 0);
    /* BB due to seat 0; the old BB (seat 2) takes the button and the SB */
    check_heads_up_hand(&t, 2, 0, "sb:2:50 bb:0:100", __LINE__);
    ETL_FOLD_OUT(&t);
    check_heads_up_hand(&t, 0, 2, "sb:0:50 bb:2:100", __LINE__);
    etl_destroy(&t);
}

static void test_heads_up_button_busts(void)
{
    const int64_t stacks[3] = {300, 1000, 1000};
    const char *holes[3] = {"7c2d", "TcTh", "AsAh"};
    etl_t t;
    three_handed(&t, stacks, holes);
    ETL_DO(&t, CMD_ALLIN, 0, 0);
    ETL_DO(&t, CMD_FOLD, 1, 0);
    ETL_DO(&t, CMD_CALL, 2, 0);
    CHECK_EQ_INT(etl_stack(&t, 0), 0);
    /* BB moves on to seat 1 (the old SB); seat 2 (the old BB) has the button */
    check_heads_up_hand(&t, 2, 1, "sb:2:50 bb:1:100", __LINE__);
    ETL_FOLD_OUT(&t);
    check_heads_up_hand(&t, 1, 2, "sb:1:50 bb:2:100", __LINE__);
    etl_destroy(&t);
}

/* Random tournaments: the BB always moves forward exactly one player (never the same seat
 * twice in a row), the SB and button follow by position (R3), heads-up the button posts the SB. */
static void test_big_blind_never_twice(void)
{
    structure_t st;
    etl_structure(&st, 10, 20, 0);
    st.levels[0].hands = 8;
    static const int64_t bl[][3] = {{20, 40, 0}, {50, 100, 10}, {100, 200, 25}, {200, 400, 50},
                                    {500, 1000, 100}, {1000, 2000, 200}, {3000, 6000, 500},
                                    {10000, 20000, 2000}};
    for (int i = 0; i < (int)(sizeof bl / sizeof bl[0]); i++)
        etl_add_level(&st, bl[i][0], bl[i][1], bl[i][2], 8);
    uint64_t seed0 = tl_seed();
    int transitions = 0, dead_buttons = 0, dead_sbs = 0;
    for (uint64_t k = 0; k < 40; k++) {
        const int64_t stacks[7] = {1000, 1000, 1000, 1000, 1000, 1000, 1000};
        engine_config_t cfg;
        etl_config(&cfg, &st, 7, stacks, -1);
        cfg.seed = seed0 + k;
        /* played through the session: the random driver at every seat (its own stream each),
         * every offer declined; the events logged in t */
        etl_t t;
        memset(&t, 0, sizeof t);
        session_config_t sc;
        memset(&sc, 0, sizeof sc);
        sc.engine = cfg;
        char err[256];
        session_t *ses = session_create(&sc, err, sizeof err);
        CHECK_MSG(ses != NULL, "%s", err);
        if (!ses)
            break;
        stl_random_t drv;
        stl_random_seat_all(ses, &drv, cfg.seed, 1);
        drv.decline_all = 1;
        session_on_event(ses, etl_hook, &t);
        CHECK(stl_play(ses, 20000));
        CHECK_EQ_INT(engine_phase(session_engine(ses)), PHASE_FINISHED);
        session_destroy(ses);
        /* walk the hands */
        int have = 0;
        ev_t prev;
        for (int i = 0; i < t.n; i++) {
            if (t.ev[i].type != EV_HAND_START)
                continue;
            const ev_t *hs = &t.ev[i];
            int live[7] = {0};
            for (int j = i + 1; j < t.n && t.ev[j].type == EV_SEAT; j++)
                live[t.ev[j].seat] = 1;
            CHECK_MSG(live[hs->u.hs.bb], "seed %ju hand %d: BB seat %d not dealt in",
                      (uintmax_t)cfg.seed, hs->hand_no, hs->u.hs.bb);
            if (hs->u.hs.heads_up) {
                CHECK(hs->u.hs.button == hs->u.hs.sb_pos && hs->u.hs.sb_posted && live[hs->u.hs.button]);
            }
            if (have) {
                int want_bb = rules_next_live(7, live, prev.u.hs.bb);
                CHECK_MSG(hs->u.hs.bb == want_bb && hs->u.hs.bb != prev.u.hs.bb,
                          "seed %ju hand %d: BB %d after BB %d, expected %d",
                          (uintmax_t)cfg.seed, hs->hand_no, hs->u.hs.bb, prev.u.hs.bb, want_bb);
                if (!hs->u.hs.heads_up) {
                    int want_button = prev.u.hs.heads_up ? prev.u.hs.button : prev.u.hs.sb_pos;
                    CHECK_MSG(hs->u.hs.sb_pos == prev.u.hs.bb && hs->u.hs.button == want_button,
                              "seed %ju hand %d: sb %d button %d after bb %d sb %d",
                              (uintmax_t)cfg.seed, hs->hand_no, hs->u.hs.sb_pos, hs->u.hs.button,
                              prev.u.hs.bb, prev.u.hs.sb_pos);
                    CHECK_EQ_INT(hs->u.hs.sb_posted, live[hs->u.hs.sb_pos]);
                    CHECK_EQ_INT(hs->u.hs.dead_button, !live[hs->u.hs.button]);
                    dead_buttons += hs->u.hs.dead_button;
                    dead_sbs += !hs->u.hs.sb_posted;
                } else if (!prev.u.hs.heads_up) {
                    transitions++;
                }
            }
            prev = *hs;
            have = 1;
        }
        etl_destroy(&t);
        if (tl.failures > 20)
            break;
    }
    printf("   %d transitions, %d dead buttons, %d dead SBs\n", transitions, dead_buttons, dead_sbs);
    CHECK_MSG(transitions >= 20, "only %d 3->2 transitions seen", transitions);
    CHECK_MSG(dead_buttons > 0 && dead_sbs > 0, "dead buttons %d, dead SBs %d", dead_buttons, dead_sbs);
}

/* ---- R5: who gets which card ---------------------------------------------------------------- */

/* A deck in card order: card i is the i-th card dealt (2c, 2d, 2h, 2s, 3c, ...). */
static void ordered_deck(engine_config_t *cfg)
{
    cfg->n_fixed_cards = CARD_COUNT;
    for (int i = 0; i < CARD_COUNT; i++)
        cfg->fixed_cards[i] = (card_t)i;
}

static void check_holes(const etl_t *t, int seat, int c0, int c1, int line)
{
    int i = etl_find(t, 0, EV_HOLE_CARDS, seat);
    tl.checks++;
    if (i < 0) {
        tl_fail(__FILE__, line, "seat %d was dealt no cards", seat);
        return;
    }
    const ev_t *v = &t->ev[i];
    if (v->u.a.cards[0] != c0 || v->u.a.cards[1] != c1) {
        char a[3], b[3], x[3], y[3];
        tl_fail(__FILE__, line, "seat %d: expected %s %s, got %s %s", seat, card_format((card_t)c0, a),
                card_format((card_t)c1, b), card_format(v->u.a.cards[0], x), card_format(v->u.a.cards[1], y));
    }
}

static void test_deal_order(void)
{
    structure_t st;
    structure_50_100(&st);
    /* seats 0, 1, 3, 4, 6 play; 2 and 5 are empty; button on seat 4. Order: 6, 0, 1, 3, 4. */
    const int64_t stacks[7] = {1000, 1000, 0, 1000, 1000, 0, 1000};
    engine_config_t cfg;
    etl_config(&cfg, &st, 7, stacks, 4);
    ordered_deck(&cfg);
    etl_t t;
    ETL_CREATE(&t, &cfg);
    ETL_DO(&t, CMD_START, -1, 0);
    ETL_CHECK_POS(ETL_HAND_START(&t), 4, 6, 0, 1, 0);
    check_holes(&t, 6, 0, 5, __LINE__);
    check_holes(&t, 0, 1, 6, __LINE__);
    check_holes(&t, 1, 2, 7, __LINE__);
    check_holes(&t, 3, 3, 8, __LINE__);
    check_holes(&t, 4, 4, 9, __LINE__); /* the button gets the last card */
    CHECK_EQ_INT(etl_count(&t, 0, EV_HOLE_CARDS, ETL_ANY), 5);
    /* the events come in the deal order and say where each seat is in it */
    const int order[5] = {6, 0, 1, 3, 4};
    for (int k = 0, from = 0; k < 5; k++) {
        int i = etl_find(&t, from, EV_HOLE_CARDS, ETL_ANY);
        CHECK(i >= 0);
        if (i < 0)
            break;
        CHECK_EQ_INT(t.ev[i].seat, order[k]);
        CHECK_EQ_INT(t.ev[i].u.a.deal, k);
        CHECK_EQ_INT(t.ev[i].u.a.n_dealt, 5);
        from = i + 1;
    }
    /* each player sees their own cards and nobody else's */
    view_t v;
    engine_view(t.e, 3, &v);
    CHECK(v.seats[3].cards_known && v.seats[3].hole[0] == 3 && v.seats[3].hole[1] == 8);
    CHECK(!v.seats[4].cards_known && !v.seats[6].cards_known);
    engine_view(t.e, -1, &v);
    CHECK(!v.seats[3].cards_known);
    /* burn one before the flop, the turn and the river: 10 burn, 11-13 flop, 14 burn, 15 turn,
     * 16 burn, 17 river */
    ETL_DO(&t, CMD_CALL, 1, 0);
    ETL_DO(&t, CMD_FOLD, 3, 0);
    ETL_DO(&t, CMD_FOLD, 4, 0);
    ETL_DO(&t, CMD_FOLD, 6, 0);
    ETL_DO(&t, CMD_CHECK, 0, 0);
    for (int street = 0; street < 3; street++) {
        ETL_DO(&t, CMD_CHECK, 0, 0);
        ETL_DO(&t, CMD_CHECK, 1, 0);
    }
    int i = etl_find(&t, 0, EV_STREET, ETL_ANY);
    const ev_t *fl = ETL_EV(&t, i);
    CHECK_EQ_INT(fl->u.st.n_board, 3);
    CHECK(fl->u.st.board[0] == 11 && fl->u.st.board[1] == 12 && fl->u.st.board[2] == 13);
    const ev_t *tu = ETL_EV(&t, etl_find(&t, i + 1, EV_STREET, ETL_ANY));
    CHECK_EQ_INT(tu->u.st.board[3], 15);
    const ev_t *ri = ETL_EV(&t, etl_find_last(&t, EV_STREET, ETL_ANY));
    CHECK_EQ_INT(ri->u.st.n_board, 5);
    CHECK_EQ_INT(ri->u.st.board[4], 17);
    etl_destroy(&t);
}

static void test_deal_order_dead_small_blind(void)
{
    /* prev hand: button 0, SB 1, BB 2; seat 2 busted. Now button 1, dead SB on seat 2, BB 3:
     * the BB gets the first card, the button the last. */
    structure_t st;
    structure_50_100(&st);
    const int64_t stacks[5] = {1000, 1000, 0, 1000, 1000};
    engine_config_t cfg;
    etl_config(&cfg, &st, 5, stacks, -1);
    etl_prev(&cfg, 0, 1, 2);
    ordered_deck(&cfg);
    etl_t t;
    ETL_CREATE(&t, &cfg);
    ETL_DO(&t, CMD_START, -1, 0);
    ETL_CHECK_POS(ETL_HAND_START(&t), 1, 2, 3, 0, 0);
    check_holes(&t, 3, 0, 4, __LINE__);
    check_holes(&t, 4, 1, 5, __LINE__);
    check_holes(&t, 0, 2, 6, __LINE__);
    check_holes(&t, 1, 3, 7, __LINE__);
    etl_destroy(&t);
}

static void test_deal_order_dead_button(void)
{
    /* prev hand: button 0, SB 1, BB 2; seat 1 busted. Now a dead button on seat 1, SB 2, BB 3:
     * the SB gets the first card, seat 0 (nearest the button on its right) the last. */
    structure_t st;
    structure_50_100(&st);
    const int64_t stacks[5] = {1000, 0, 1000, 1000, 1000};
    engine_config_t cfg;
    etl_config(&cfg, &st, 5, stacks, -1);
    etl_prev(&cfg, 0, 1, 2);
    ordered_deck(&cfg);
    etl_t t;
    ETL_CREATE(&t, &cfg);
    ETL_DO(&t, CMD_START, -1, 0);
    ETL_CHECK_POS(ETL_HAND_START(&t), 1, 2, 3, 1, 1);
    check_holes(&t, 2, 0, 4, __LINE__);
    check_holes(&t, 3, 1, 5, __LINE__);
    check_holes(&t, 4, 2, 6, __LINE__);
    check_holes(&t, 0, 3, 7, __LINE__);
    etl_destroy(&t);
}

static void test_deal_order_heads_up(void)
{
    structure_t st;
    structure_50_100(&st);
    const int64_t stacks[4] = {1000, 0, 1000, 0};
    engine_config_t cfg;
    etl_config(&cfg, &st, 4, stacks, 0);
    ordered_deck(&cfg);
    etl_t t;
    ETL_CREATE(&t, &cfg);
    ETL_DO(&t, CMD_START, -1, 0);
    ETL_CHECK_POS(ETL_HAND_START(&t), 0, 0, 2, 1, 0);
    check_holes(&t, 2, 0, 2, __LINE__); /* the BB first */
    check_holes(&t, 0, 1, 3, __LINE__); /* the button/SB last */
    etl_destroy(&t);
}

int main(int argc, char **argv)
{
    etl_init(argc, argv);
    if (tl_group("first_button_goes_to_the_highest_card_with_suits_breaking_ties"))
        test_first_button_draw();
    if (tl_group("first_hand_blinds_are_the_next_two_players_after_the_button"))
        test_first_hand_blinds();
    if (tl_group("first_hand_heads_up_the_button_posts_the_small_blind"))
        test_first_hand_heads_up();
    if (tl_group("button_and_blinds_move_one_player_when_nobody_busts"))
        test_nobody_busts();
    if (tl_group("dead_button_after_small_blind_busts"))
        test_small_blind_busts();
    if (tl_group("no_small_blind_after_big_blind_busts_then_a_dead_button"))
        test_big_blind_busts();
    if (tl_group("both_blinds_busting_give_a_dead_button_twice_and_no_small_blind"))
        test_both_blinds_bust();
    if (tl_group("big_blind_busting_on_a_dead_small_blind_hand_gives_dead_button_and_dead_small_blind"))
        test_big_blind_busts_on_dead_small_blind_hand();
    if (tl_group("button_busting_changes_nothing"))
        test_button_busts();
    if (tl_group("big_blind_skips_the_empty_seats_of_other_busted_players"))
        test_other_busts_skipped();
    if (tl_group("a_rebuy_is_not_an_elimination_for_the_button"))
        test_rebuy_not_elimination();
    if (tl_group("rules_positions_follow_every_row_of_the_dead_button_table"))
        test_rules_table();
    if (tl_group("a_table_that_grows_from_heads_up_gives_the_button_counter_clockwise_from_the_small_blind"))
        test_table_grows_from_heads_up();
    if (tl_group("heads_up_after_the_big_blind_busts_the_small_blind_posts_again"))
        test_heads_up_bb_busts();
    if (tl_group("heads_up_after_the_small_blind_busts_the_old_big_blind_gets_the_button"))
        test_heads_up_sb_busts();
    if (tl_group("heads_up_after_the_button_busts_the_old_big_blind_gets_the_button"))
        test_heads_up_button_busts();
    if (tl_group("nobody_has_the_big_blind_twice_in_a_row_in_random_tournaments"))
        test_big_blind_never_twice();
    if (tl_group("cards_are_dealt_from_the_left_of_the_button_which_gets_the_last_card"))
        test_deal_order();
    if (tl_group("with_a_dead_small_blind_the_big_blind_gets_the_first_card"))
        test_deal_order_dead_small_blind();
    if (tl_group("with_a_dead_button_the_small_blind_gets_the_first_card"))
        test_deal_order_dead_button();
    if (tl_group("heads_up_the_big_blind_gets_the_first_card_and_the_button_the_last"))
        test_deal_order_heads_up();
    return tl_finish();
}
