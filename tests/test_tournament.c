/* test_tournament.c — the tournament between hands: rules R29–R33 of docs/rules.md.
 * Levels change on the next hand (by command, by hands, by a simulated clock), breaks deal no
 * hands; rebuys (window judged by the next hand's level, max stack inclusive, 0 = only busted,
 * limit, a busted player must decide, declining is elimination); the add-on once at the end of
 * the rebuy period; finishing places (later bust ranks higher, simultaneous busts by
 * start-of-hand stack, equal stacks tie) and prizes from payout tiers with pooled ties.
 * Seats are 0-based. */
#include "engine/rules.h"
#include "engine_testlib.h"

static const char *const BOARD = "Kd9s5c3hJd";

static void start(etl_t *t, engine_config_t *cfg, const structure_t *st, int n,
                  const int64_t *stacks, int button, const char *const *holes)
{
    etl_config(cfg, st, n, stacks, button);
    if (holes)
        ETL_DECK(cfg, button + 1, holes, BOARD);
    ETL_CREATE(t, cfg);
    ETL_DO(t, CMD_START, -1, 0);
}

/* Level number of the most recent hand. */
static int hand_level(const etl_t *t)
{
    int i = etl_find_last(t, EV_HAND_START, ETL_ANY);
    return i < 0 ? -1 : t->ev[i].u.hs.level_number;
}

/* ---- R29: levels --------------------------------------------------------------------------- */

static void three_levels(structure_t *st)
{
    etl_structure(st, 50, 100, 0);
    etl_add_level(st, 100, 200, 0, 0);
    etl_add_level(st, 200, 400, 25, 0);
}

static void test_level_change_during_hand(void)
{
    structure_t st;
    three_levels(&st);
    const int64_t stacks[3] = {5000, 5000, 5000};
    engine_config_t cfg;
    etl_t t;
    start(&t, &cfg, &st, 3, stacks, 0, NULL);
    CHECK_EQ_INT(ETL_HAND_START(&t)->u.hs.bb_amount, 100);
    ETL_DO(&t, CMD_RAISE, 0, 300);
    int from = ETL_DO(&t, CMD_ADVANCE_LEVEL, -1, 0);
    /* the hand in progress keeps its level */
    CHECK_EQ_INT(etl_count(&t, from, EV_LEVEL, ETL_ANY), 0);
    view_t v;
    engine_view(t.e, 1, &v);
    CHECK_EQ_INT(v.bb, 100);
    CHECK_EQ_INT(v.level_number, 1);
    CHECK_EQ_INT(v.legal.min_to, 500);
    CHECK_EQ_INT(engine_to_act(t.e), 1);
    ETL_DO(&t, CMD_CALL, 1, 0);
    ETL_DO(&t, CMD_CALL, 2, 0);
    CHECK_EQ_INT(etl_find(&t, from, EV_STREET, ETL_ANY) >= 0, 1);
    engine_view(t.e, 1, &v);
    CHECK_EQ_INT(v.legal.min_to, 100); /* the minimum bet on the flop is still the old BB */
    ETL_FOLD_OUT(&t);
    /* announced after the hand, in force for the next one */
    int he = etl_find_last(&t, EV_HAND_END, ETL_ANY);
    int lv = etl_find(&t, from, EV_LEVEL, ETL_ANY);
    CHECK(lv > he);
    CHECK_EQ_INT(ETL_EV(&t, lv)->u.lv.number, 2);
    CHECK_EQ_INT(ETL_EV(&t, lv)->u.lv.bb, 200);
    from = ETL_DO(&t, CMD_NEXT_HAND, -1, 0);
    const ev_t *hs = ETL_HAND_START(&t);
    CHECK_EQ_INT(hs->u.hs.level_number, 2);
    CHECK_EQ_INT(hs->u.hs.bb_amount, 200);
    ETL_TRACE(&t, from, ETL_T(EV_POST), "sb:2:100 bb:0:200");
    /* between hands it applies at once to the next hand */
    ETL_FOLD_OUT(&t);
    ETL_DO(&t, CMD_ADVANCE_LEVEL, -1, 0);
    from = ETL_DO(&t, CMD_NEXT_HAND, -1, 0);
    CHECK_EQ_INT(hand_level(&t), 3);
    ETL_TRACE(&t, from, ETL_T(EV_POST), "ante:0:25 ante:1:25 ante:2:25 sb:0:200 bb:1:400");
    /* the last level lasts until the end */
    ETL_FOLD_OUT(&t);
    ETL_DO(&t, CMD_ADVANCE_LEVEL, -1, 0);
    ETL_DO(&t, CMD_NEXT_HAND, -1, 0);
    CHECK_EQ_INT(hand_level(&t), 3);
    etl_destroy(&t);
}

static void test_levels_by_hands(void)
{
    structure_t st;
    etl_structure(&st, 10, 20, 0);
    st.levels[0].hands = 2;
    etl_add_level(&st, 20, 40, 0, 3);
    etl_add_level(&st, 50, 100, 0, 0);
    const int64_t stacks[4] = {5000, 5000, 5000, 5000};
    engine_config_t cfg;
    etl_t t;
    start(&t, &cfg, &st, 4, stacks, 0, NULL);
    const int want[8] = {1, 1, 2, 2, 2, 3, 3, 3};
    for (int h = 0; h < 8; h++) {
        if (h > 0)
            ETL_DO(&t, CMD_NEXT_HAND, -1, 0);
        const ev_t *hs = ETL_HAND_START(&t);
        CHECK_MSG(hs->u.hs.level_number == want[h], "hand %d: level %d, expected %d", h + 1,
                  hs->u.hs.level_number, want[h]);
        ETL_FOLD_OUT(&t);
    }
    etl_destroy(&t);
}

static void run_simulated(int minutes, int seconds_per_hand, int n_hands, int *levels)
{
    structure_t st;
    etl_structure(&st, 10, 20, 0);
    st.levels[0].minutes = minutes;
    for (int k = 0; k < 6; k++)
        st.levels[etl_add_level(&st, 20 << k, 40 << k, 0, 0)].minutes = minutes;
    const int64_t stacks[3] = {100000, 100000, 100000};
    engine_config_t cfg;
    etl_config(&cfg, &st, 3, stacks, 0);
    cfg.clock = ENGINE_CLOCK_SIMULATED;
    cfg.seconds_per_hand = seconds_per_hand;
    etl_t t;
    ETL_CREATE(&t, &cfg);
    ETL_DO(&t, CMD_START, -1, 0);
    for (int h = 0; h < n_hands; h++) {
        if (h > 0)
            ETL_DO(&t, CMD_NEXT_HAND, -1, 0);
        levels[h] = hand_level(&t);
        ETL_FOLD_OUT(&t);
    }
    etl_destroy(&t);
}

static void check_levels(const int *got, const int *want, int n, int line)
{
    char g[128] = "", w[128] = "";
    for (int i = 0; i < n; i++) {
        snprintf(g + strlen(g), sizeof g - strlen(g), "%d", got[i]);
        snprintf(w + strlen(w), sizeof w - strlen(w), "%d", want[i]);
    }
    tl.checks++;
    if (strcmp(g, w) != 0)
        tl_fail(__FILE__, line, "levels of hands 1..%d: expected %s, got %s", n, w, g);
}

static void test_simulated_clock_edge(void)
{
    /* 4-minute levels, 2-minute hands: hands start at 0, 120, 240, 360, 480, ...; a hand that
     * starts exactly when the level ends uses the new level */
    int got[8];
    run_simulated(4, 120, 8, got);
    const int want[8] = {1, 1, 2, 2, 3, 3, 4, 4};
    check_levels(got, want, 8, __LINE__);
    /* the default time per hand is 120 s */
    run_simulated(4, 0, 8, got);
    check_levels(got, want, 8, __LINE__);
}

static void test_simulated_clock_overshoot(void)
{
    /* 5-minute levels, 2-minute hands: level 2 runs from 300 s to 600 s whatever the hands do,
     * so hands starting at 360 and 480 play level 2 and the hand starting at 600 plays level 3 */
    int got[10];
    run_simulated(5, 120, 10, got);
    const int want[10] = {1, 1, 1, 2, 2, 3, 3, 3, 4, 4};
    check_levels(got, want, 10, __LINE__);
}

static void test_breaks(void)
{
    structure_t st;
    etl_structure(&st, 50, 100, 0);
    etl_add_break(&st, 10);
    etl_add_level(&st, 100, 200, 0, 0);
    const int64_t stacks[3] = {5000, 5000, 5000};
    engine_config_t cfg;
    etl_t t;
    start(&t, &cfg, &st, 3, stacks, 0, NULL);
    ETL_DO(&t, CMD_ADVANCE_LEVEL, -1, 0); /* during the hand: the break starts after it */
    ETL_FOLD_OUT(&t);
    const ev_t *lv = ETL_EV(&t, etl_find_last(&t, EV_LEVEL, ETL_ANY));
    CHECK_EQ_INT(lv->u.lv.is_break, 1);
    CHECK_EQ_INT(lv->u.lv.number, 0);
    CHECK_EQ_INT(engine_phase(t.e), PHASE_BREAK);
    ETL_REJ(&t, CMD_NEXT_HAND, -1, 0, REJ_ON_BREAK);
    ETL_DO(&t, CMD_ADVANCE_LEVEL, -1, 0); /* the break is over */
    CHECK_EQ_INT(engine_phase(t.e), PHASE_BETWEEN_HANDS);
    ETL_DO(&t, CMD_NEXT_HAND, -1, 0);
    CHECK_EQ_INT(hand_level(&t), 2);
    CHECK_EQ_INT(ETL_HAND_START(&t)->u.hs.bb_amount, 200);
    etl_destroy(&t);

    /* a level measured in hands running into a break */
    etl_structure(&st, 50, 100, 0);
    st.levels[0].hands = 1;
    etl_add_break(&st, 10);
    etl_add_level(&st, 100, 200, 0, 0);
    start(&t, &cfg, &st, 3, stacks, 0, NULL);
    ETL_FOLD_OUT(&t);
    CHECK_EQ_INT(engine_phase(t.e), PHASE_BREAK);
    ETL_REJ(&t, CMD_NEXT_HAND, -1, 0, REJ_ON_BREAK);
    ETL_DO(&t, CMD_ADVANCE_LEVEL, -1, 0);
    ETL_DO(&t, CMD_NEXT_HAND, -1, 0);
    CHECK_EQ_INT(hand_level(&t), 2);
    etl_destroy(&t);
}

/* ---- R30: rebuys --------------------------------------------------------------------------- */

static void rebuy_structure(structure_t *st, int64_t max_stack, int last_level, int limit)
{
    three_levels(st);
    st->rebuy_enabled = 1;
    st->rebuy_chips = 1000;
    st->rebuy_cost = 1000;
    st->rebuy_max_stack = max_stack;
    st->rebuy_last_level = last_level;
    st->rebuy_limit = limit;
}

/* Three players (button 0, SB 1 with 300, BB 2); the SB moves all-in and loses to the BB. */
static void bust_small_blind(etl_t *t, const structure_t *st, int advance_during_hand)
{
    const int64_t stacks[3] = {1000, 300, 1000};
    const char *holes[3] = {"QcQh", "7c2d", "AsAh"};
    engine_config_t cfg;
    start(t, &cfg, st, 3, stacks, 0, holes);
    if (advance_during_hand)
        ETL_DO(t, CMD_ADVANCE_LEVEL, -1, 0);
    ETL_DO(t, CMD_FOLD, 0, 0);
    ETL_DO(t, CMD_ALLIN, 1, 0);
    ETL_DO(t, CMD_CALL, 2, 0);
    CHECK_EQ_INT(etl_stack(t, 1), 0);
}

static void test_busted_must_decide(void)
{
    structure_t st;
    rebuy_structure(&st, 0, 2, 0);
    etl_t t;
    bust_small_blind(&t, &st, 0);
    const ev_t *offer = ETL_EV(&t, etl_find_last(&t, EV_REBUY_OFFER, 1));
    CHECK_EQ_INT(offer->amount, 1000);
    CHECK_EQ_INT(offer->u.ro.must_decide, 1);
    CHECK_EQ_INT(etl_count(&t, 0, EV_REBUY_OFFER, ETL_ANY), 1); /* nobody with chips: max 0 */
    CHECK_EQ_INT(etl_count(&t, 0, EV_ELIMINATED, ETL_ANY), 0);
    CHECK_EQ_INT(engine_decision_seat(t.e), 1);
    view_t v;
    engine_view(t.e, 1, &v);
    CHECK(v.must_decide && v.rebuy_offer);
    ETL_REJ(&t, CMD_NEXT_HAND, -1, 0, REJ_DECISION_PENDING);
    ETL_REJ(&t, CMD_REBUY, 0, 0, REJ_NOT_ALLOWED); /* not offered to a player with chips */
    ETL_REJ(&t, CMD_ADDON, 1, 0, REJ_NOT_ALLOWED);
    int from = ETL_DO(&t, CMD_REBUY, 1, 0);
    ETL_TRACE(&t, from, ETL_T(EV_REBUY), "rebuy:1:1000");
    CHECK_EQ_INT(ETL_EV(&t, etl_find(&t, from, EV_REBUY, 1))->u.a.count, 1);
    CHECK_EQ_INT(engine_decision_seat(t.e), -1);
    CHECK_EQ_INT(engine_chips_expected(t.e), 3300);
    from = ETL_DO(&t, CMD_NEXT_HAND, -1, 0);
    const ev_t *seat = ETL_EV(&t, etl_find(&t, from, EV_SEAT, 1));
    CHECK_EQ_INT(seat->amount, 1000);
    ETL_CHECK_POS(ETL_HAND_START(&t), 1, 2, 0, 1, 0);
    etl_destroy(&t);
}

static void test_decline_eliminates(void)
{
    structure_t st;
    rebuy_structure(&st, 0, 2, 0);
    etl_t t;
    bust_small_blind(&t, &st, 0);
    int from = ETL_DO(&t, CMD_DECLINE, 1, 0);
    ETL_TRACE(&t, from, ETL_T(EV_DECLINE) | ETL_T(EV_ELIMINATED), "decline:1:0 eliminated:1:0");
    const ev_t *el = ETL_EV(&t, etl_find(&t, from, EV_ELIMINATED, 1));
    CHECK_EQ_INT(el->u.el.place, 3);
    ETL_REJ(&t, CMD_REBUY, 1, 0, REJ_BAD_SEAT);
    from = ETL_DO(&t, CMD_NEXT_HAND, -1, 0);
    CHECK_EQ_INT(etl_count(&t, from, EV_SEAT, 1), 0);
    CHECK_EQ_INT(ETL_HAND_START(&t)->u.hs.heads_up, 1);
    etl_destroy(&t);
}

static void test_rebuy_window_next_hand_level(void)
{
    structure_t st;
    rebuy_structure(&st, 0, 1, 0);
    etl_t t;
    /* busts on the last hand of level 1 while the clock ran out: the next hand is level 2,
     * past the window: no offer, out at once */
    bust_small_blind(&t, &st, 1);
    CHECK_EQ_INT(etl_count(&t, 0, EV_REBUY_OFFER, ETL_ANY), 0);
    const ev_t *el = ETL_EV(&t, etl_find(&t, 0, EV_ELIMINATED, 1));
    CHECK_EQ_INT(el->u.el.place, 3);
    ETL_REJ(&t, CMD_REBUY, 1, 0, REJ_BAD_SEAT);
    ETL_DO(&t, CMD_NEXT_HAND, -1, 0);
    etl_destroy(&t);

    /* the same bust with level 1 still running: offered */
    bust_small_blind(&t, &st, 0);
    CHECK_EQ_INT(etl_count(&t, 0, EV_REBUY_OFFER, 1), 1);
    /* ...and if level 1 ends before the decision, the window is closed: out */
    int from = ETL_DO(&t, CMD_ADVANCE_LEVEL, -1, 0);
    CHECK(etl_find(&t, from, EV_ELIMINATED, 1) >= 0);
    ETL_REJ(&t, CMD_REBUY, 1, 0, REJ_BAD_SEAT);
    etl_destroy(&t);
}

static void test_rebuy_max_stack(void)
{
    structure_t st;
    rebuy_structure(&st, 700, 2, 0);
    /* after a fold to the BB: button 700, SB 750 - 50 = 700, BB 1050, seat 3 701 */
    const int64_t stacks[4] = {700, 750, 1000, 701};
    engine_config_t cfg;
    etl_t t;
    start(&t, &cfg, &st, 4, stacks, 0, NULL);
    ETL_DO(&t, CMD_FOLD, 3, 0);
    ETL_DO(&t, CMD_FOLD, 0, 0);
    int from = ETL_DO(&t, CMD_FOLD, 1, 0);
    ETL_TRACE(&t, from, ETL_T(EV_REBUY_OFFER), "rebuy_offer:0:1000 rebuy_offer:1:1000");
    CHECK_EQ_INT(ETL_EV(&t, etl_find(&t, from, EV_REBUY_OFFER, 0))->u.ro.must_decide, 0);
    ETL_REJ(&t, CMD_REBUY, 3, 0, REJ_NOT_ALLOWED); /* 701 > 700 */
    ETL_REJ(&t, CMD_REBUY, 2, 0, REJ_NOT_ALLOWED);
    ETL_DO(&t, CMD_REBUY, 0, 0); /* exactly 700: allowed */
    CHECK_EQ_INT(etl_stack(&t, 0), 1700);
    ETL_REJ(&t, CMD_REBUY, 0, 0, REJ_NOT_ALLOWED); /* now above the limit */
    /* an optional offer does not hold up the next hand */
    from = ETL_DO(&t, CMD_NEXT_HAND, -1, 0);
    CHECK_EQ_INT(ETL_EV(&t, etl_find(&t, from, EV_SEAT, 1))->amount, 700);
    ETL_REJ(&t, CMD_REBUY, 1, 0, REJ_WRONG_PHASE);
    etl_destroy(&t);

    /* max stack 0: only when busted */
    rebuy_structure(&st, 0, 2, 0);
    start(&t, &cfg, &st, 4, stacks, 0, NULL);
    ETL_FOLD_OUT(&t);
    CHECK_EQ_INT(etl_count(&t, 0, EV_REBUY_OFFER, ETL_ANY), 0);
    ETL_REJ(&t, CMD_REBUY, 0, 0, REJ_NOT_ALLOWED);
    etl_destroy(&t);
}

static void test_rebuy_limit(void)
{
    structure_t st;
    rebuy_structure(&st, 0, 3, 1);
    int tried = 0, done = 0;
    for (uint64_t seed = 1; seed <= 60 && !done; seed++) {
        const int64_t stacks[3] = {1000, 300, 1000};
        const char *holes[3] = {"QcQh", "7c2d", "AsAh"};
        engine_config_t cfg;
        etl_config(&cfg, &st, 3, stacks, 0);
        ETL_DECK(&cfg, 1, holes, BOARD);
        cfg.seed = seed;
        etl_t t;
        ETL_CREATE(&t, &cfg);
        ETL_DO(&t, CMD_START, -1, 0);
        ETL_DO(&t, CMD_FOLD, 0, 0);
        ETL_DO(&t, CMD_ALLIN, 1, 0);
        ETL_DO(&t, CMD_CALL, 2, 0);
        ETL_DO(&t, CMD_REBUY, 1, 0);
        /* hand 2 (shuffled): seat 1 is the button and moves all-in, both others call */
        ETL_DO(&t, CMD_NEXT_HAND, -1, 0);
        ETL_ACT(&t, CMD_ALLIN, 1, 0);
        ETL_ACT(&t, CMD_CALL, 2, 0);
        int from = ETL_ACT(&t, CMD_CALL, 0, 0);
        while (engine_phase(t.e) == PHASE_HAND)
            ETL_DO(&t, CMD_CHECK, engine_to_act(t.e), 0);
        tried++;
        if (etl_stack(&t, 1) == 0 && etl_stack(&t, 0) > 0) {
            /* busted again with the one rebuy used: no offer, out */
            CHECK_EQ_INT(etl_count(&t, from, EV_REBUY_OFFER, 1), 0);
            CHECK(etl_find(&t, from, EV_ELIMINATED, 1) >= 0);
            done = 1;
        }
        etl_destroy(&t);
    }
    CHECK_MSG(done, "no seed among %d busted seat 1 on hand 2", tried);
}

static void test_rebuy_settles_other_busts(void)
{
    /* seats 1 and 3 bust on the same hand and both are offered a rebuy. Seat 3 declines (its
     * place waits for seat 1's decision, R32 ranks one hand's busts together); once seat 1
     * rebuys, seat 3 is out in 4th place before the next hand. */
    structure_t st;
    rebuy_structure(&st, 0, 3, 0);
    const int64_t stacks[4] = {1000, 300, 1000, 200};
    const char *holes[4] = {"AsAh", "7c2d", "QcQh", "7d2c"};
    engine_config_t cfg;
    etl_t t;
    start(&t, &cfg, &st, 4, stacks, 0, holes);
    ETL_DO(&t, CMD_ALLIN, 3, 0);
    ETL_DO(&t, CMD_CALL, 0, 0);
    ETL_DO(&t, CMD_ALLIN, 1, 0);
    ETL_DO(&t, CMD_FOLD, 2, 0);
    if (engine_phase(t.e) == PHASE_HAND)
        ETL_DO(&t, CMD_CALL, 0, 0);
    CHECK(etl_stack(&t, 1) == 0 && etl_stack(&t, 3) == 0);
    ETL_TRACE(&t, 0, ETL_T(EV_REBUY_OFFER), "rebuy_offer:1:1000 rebuy_offer:3:1000");
    int from = ETL_DO(&t, CMD_DECLINE, 3, 0);
    CHECK_EQ_INT(etl_count(&t, from, EV_ELIMINATED, ETL_ANY), 0);
    from = ETL_DO(&t, CMD_REBUY, 1, 0);
    int i = etl_find(&t, from, EV_ELIMINATED, 3);
    CHECK_MSG(i >= 0, "no elimination after the last open decision: %s", etl_trace(&t, from, ~0ull));
    if (i >= 0)
        CHECK_EQ_INT(t.ev[i].u.el.place, 4);
    view_t v;
    engine_view(t.e, -1, &v);
    CHECK_EQ_INT(v.players_left, 3);
    CHECK(v.seats[3].eliminated);
    etl_destroy(&t);
}

/* ---- R31: the add-on ----------------------------------------------------------------------- */

static void addon_structure(structure_t *st)
{
    rebuy_structure(st, 0, 1, 0);
    st->addon_enabled = 1;
    st->addon_chips = 2500;
    st->addon_cost = 500;
}

static void test_addon(void)
{
    structure_t st;
    addon_structure(&st);
    const int64_t stacks[3] = {1000, 1000, 1000};
    engine_config_t cfg;
    etl_t t;
    start(&t, &cfg, &st, 3, stacks, 0, NULL);
    ETL_FOLD_OUT(&t);
    CHECK_EQ_INT(etl_count(&t, 0, EV_ADDON_OFFER, ETL_ANY), 0); /* still in the rebuy period */
    ETL_DO(&t, CMD_NEXT_HAND, -1, 0);
    ETL_FOLD_OUT(&t);
    CHECK_EQ_INT(etl_count(&t, 0, EV_ADDON_OFFER, ETL_ANY), 0);
    /* level 1 (the last rebuy level) ends: the add-on, to everyone with chips */
    int from = ETL_DO(&t, CMD_ADVANCE_LEVEL, -1, 0);
    ETL_TRACE(&t, from, ETL_T(EV_ADDON_OFFER), "addon_offer:0:2500 addon_offer:1:2500 addon_offer:2:2500");
    ETL_REJ(&t, CMD_NEXT_HAND, -1, 0, REJ_DECISION_PENDING);
    ETL_REJ(&t, CMD_REBUY, 0, 0, REJ_NOT_ALLOWED);
    int64_t before = etl_stack(&t, 0);
    ETL_DO(&t, CMD_ADDON, 0, 0);
    CHECK_EQ_INT(etl_stack(&t, 0), before + 2500);
    ETL_REJ(&t, CMD_ADDON, 0, 0, REJ_NOT_ALLOWED); /* once per player */
    from = ETL_DO(&t, CMD_DECLINE, 1, 0);
    CHECK_EQ_INT(ETL_EV(&t, etl_find(&t, from, EV_DECLINE, 1))->u.ro.addon, 1);
    ETL_REJ(&t, CMD_ADDON, 1, 0, REJ_NOT_ALLOWED);
    ETL_REJ(&t, CMD_NEXT_HAND, -1, 0, REJ_DECISION_PENDING);
    ETL_DO(&t, CMD_ADDON, 2, 0);
    CHECK_EQ_INT(engine_chips_expected(t.e), 3000 + 5000);
    ETL_DO(&t, CMD_NEXT_HAND, -1, 0);
    CHECK_EQ_INT(hand_level(&t), 2);
    ETL_FOLD_OUT(&t);
    /* never again */
    ETL_DO(&t, CMD_ADVANCE_LEVEL, -1, 0);
    ETL_DO(&t, CMD_NEXT_HAND, -1, 0);
    ETL_FOLD_OUT(&t);
    CHECK_EQ_INT(etl_count(&t, 0, EV_ADDON_OFFER, ETL_ANY), 3);
    view_t v;
    engine_view(t.e, -1, &v);
    CHECK(v.seats[0].addon_taken && !v.seats[1].addon_taken && v.seats[2].addon_taken);
    etl_destroy(&t);
}

static void test_addon_not_for_the_busted(void)
{
    /* a player busts on the last hand of the rebuy period: out (no rebuy), and the add-on goes
     * only to the two players with chips */
    structure_t st;
    addon_structure(&st);
    etl_t t;
    bust_small_blind(&t, &st, 1);
    CHECK(etl_find(&t, 0, EV_ELIMINATED, 1) >= 0);
    ETL_TRACE(&t, 0, ETL_T(EV_ADDON_OFFER), "addon_offer:0:2500 addon_offer:2:2500");
    ETL_REJ(&t, CMD_ADDON, 1, 0, REJ_BAD_SEAT);
    etl_destroy(&t);
}

/* ---- R32, R33: places and prizes ----------------------------------------------------------- */

static void payout_structure(structure_t *st)
{
    etl_structure(st, 50, 100, 0);
    const int pct[3] = {5000, 3000, 2000};
    etl_payouts(st, 1000, 3, pct);
}

static void test_later_bust_ranks_higher(void)
{
    structure_t st;
    etl_structure(&st, 50, 100, 0);
    /* two tiers: 2-3 entrants pay 70/30, 4-10 pay 50/30/20 */
    st.buy_in = 1000;
    st.n_payout_tiers = 2;
    st.payouts[0] = (payout_tier_t){.min_players = 2, .max_players = 3, .n_places = 2, .percent_bp = {7000, 3000}};
    st.payouts[1] = (payout_tier_t){.min_players = 4, .max_players = 10, .n_places = 3, .percent_bp = {5000, 3000, 2000}};
    const int64_t stacks[3] = {1000, 300, 1000};
    const char *holes[3] = {"QcQh", "7c2d", "AsAh"};
    engine_config_t cfg;
    etl_t t;
    start(&t, &cfg, &st, 3, stacks, 0, holes);
    ETL_DO(&t, CMD_FOLD, 0, 0);
    ETL_DO(&t, CMD_ALLIN, 1, 0);
    ETL_DO(&t, CMD_CALL, 2, 0);
    const ev_t *el = ETL_EV(&t, etl_find(&t, 0, EV_ELIMINATED, 1));
    CHECK_EQ_INT(el->u.el.place, 3);
    CHECK_EQ_INT(el->u.el.place_to, 3);
    CHECK_EQ_INT(el->u.el.prize, 0);
    /* heads-up: all-in every hand until one player is left (ties play another hand) */
    int hands = 0;
    while (engine_phase(t.e) != PHASE_FINISHED && hands++ < 20) {
        ETL_DO(&t, CMD_NEXT_HAND, -1, 0);
        while (engine_phase(t.e) == PHASE_HAND) {
            int s = engine_to_act(t.e);
            view_legal_t L = etl_legal(&t, s);
            ETL_DO(&t, L.can_allin ? CMD_ALLIN : L.can_call ? CMD_CALL : CMD_CHECK, s, 0);
        }
    }
    CHECK_EQ_INT(engine_phase(t.e), PHASE_FINISHED);
    int champ = etl_stack(&t, 0) > 0 ? 0 : 2, second = 2 - champ;
    CHECK_EQ_INT(etl_stack(&t, champ), 2300);
    el = ETL_EV(&t, etl_find(&t, 0, EV_ELIMINATED, second));
    CHECK_EQ_INT(el->u.el.place, 2);
    CHECK_EQ_INT(el->u.el.prize, 900);
    const ev_t *end = ETL_EV(&t, etl_find(&t, 0, EV_TOURNAMENT_END, ETL_ANY));
    CHECK_EQ_INT(end->seat, champ);
    int place[ENGINE_MAX_SEATS];
    int64_t prize[ENGINE_MAX_SEATS];
    engine_results(t.e, place, prize);
    CHECK(place[champ] == 1 && place[second] == 2 && place[1] == 3);
    CHECK(prize[champ] == 2100 && prize[second] == 900 && prize[1] == 0);
    ETL_REJ(&t, CMD_NEXT_HAND, -1, 0, REJ_FINISHED);
    ETL_REJ(&t, CMD_FOLD, 0, 0, REJ_FINISHED);
    etl_destroy(&t);
}

static void test_simultaneous_busts_by_start_stack(void)
{
    /* button 0 (aces), SB 1 folds, BB 2 starts with 200, seat 3 with 150. After posting, the BB
     * has only 100 behind against seat 3's 150, but it started the hand with more: 3rd place. */
    structure_t st;
    payout_structure(&st);
    const int64_t stacks[4] = {1000, 1000, 200, 150};
    const char *holes[4] = {"AsAh", "QcQh", "7c2d", "7d2c"};
    engine_config_t cfg;
    etl_t t;
    start(&t, &cfg, &st, 4, stacks, 0, holes);
    ETL_DO(&t, CMD_ALLIN, 3, 0);
    ETL_DO(&t, CMD_CALL, 0, 0);
    ETL_DO(&t, CMD_FOLD, 1, 0);
    int from = ETL_DO(&t, CMD_ALLIN, 2, 0);
    if (engine_phase(t.e) == PHASE_HAND)
        from = ETL_DO(&t, CMD_CALL, 0, 0);
    CHECK_EQ_INT(etl_stack(&t, 2), 0);
    CHECK_EQ_INT(etl_stack(&t, 3), 0);
    /* worst place first */
    ETL_TRACE(&t, from, ETL_T(EV_ELIMINATED), "eliminated:3:0 eliminated:2:0");
    const ev_t *e3 = ETL_EV(&t, etl_find(&t, from, EV_ELIMINATED, 3));
    const ev_t *e2 = ETL_EV(&t, etl_find(&t, from, EV_ELIMINATED, 2));
    CHECK(e3->u.el.place == 4 && e3->u.el.place_to == 4 && e3->u.el.prize == 0);
    CHECK(e2->u.el.place == 3 && e2->u.el.place_to == 3 && e2->u.el.prize == 800);
    etl_destroy(&t);
}

static void test_equal_stacks_tie(void)
{
    /* seats 2 (BB) and 3 both start with 150 and bust on the same hand: they tie for 3rd and
     * share the prizes of 3rd and 4th: (800 + 0) / 2 */
    structure_t st;
    payout_structure(&st);
    const int64_t stacks[4] = {1000, 1000, 150, 150};
    const char *holes[4] = {"AsAh", "QcQh", "7c2d", "7d2c"};
    engine_config_t cfg;
    etl_t t;
    start(&t, &cfg, &st, 4, stacks, 0, holes);
    ETL_DO(&t, CMD_ALLIN, 3, 0);
    ETL_DO(&t, CMD_CALL, 0, 0);
    ETL_DO(&t, CMD_FOLD, 1, 0);
    int from = ETL_DO(&t, CMD_CALL, 2, 0);
    for (int s = 2; s <= 3; s++) {
        const ev_t *el = ETL_EV(&t, etl_find(&t, from, EV_ELIMINATED, s));
        CHECK_MSG(el->u.el.place == 3 && el->u.el.place_to == 4 && el->u.el.prize == 400,
                  "seat %d: place %d-%d prize %jd", s, el->u.el.place, el->u.el.place_to,
                  (intmax_t)el->u.el.prize);
    }
    int place[ENGINE_MAX_SEATS];
    int64_t prize[ENGINE_MAX_SEATS];
    engine_results(t.e, place, prize);
    CHECK(place[2] == 3 && place[3] == 3 && prize[2] == 400 && prize[3] == 400);
    etl_destroy(&t);

    /* three players with 150 each bust together on one hand: they share 2nd-4th
     * (1200 + 800 + 0 = 2000: 667, 667, 666) and the survivor wins 2000 */
    const int64_t s3[4] = {1000, 150, 150, 150};
    const char *h3[4] = {"AsAh", "7c2d", "7d2c", "6c2h"};
    start(&t, &cfg, &st, 4, s3, 0, h3);
    ETL_DO(&t, CMD_ALLIN, 3, 0);
    ETL_DO(&t, CMD_CALL, 0, 0);
    ETL_DO(&t, CMD_ALLIN, 1, 0);
    from = ETL_DO(&t, CMD_CALL, 2, 0);
    CHECK_EQ_INT(engine_phase(t.e), PHASE_FINISHED);
    engine_results(t.e, place, prize);
    CHECK_MSG(place[0] == 1 && place[1] == 2 && place[2] == 2 && place[3] == 2,
              "places %d %d %d %d", place[0], place[1], place[2], place[3]);
    CHECK_MSG(prize[0] == 2000 && prize[1] + prize[2] + prize[3] == 2000 &&
                  prize[1] >= 666 && prize[1] <= 667 && prize[2] >= 666 && prize[2] <= 667 &&
                  prize[3] >= 666 && prize[3] <= 667,
              "prizes %jd %jd %jd %jd", (intmax_t)prize[0], (intmax_t)prize[1],
              (intmax_t)prize[2], (intmax_t)prize[3]);
    CHECK_EQ_INT(ETL_EV(&t, etl_find(&t, from, EV_TOURNAMENT_END, ETL_ANY))->seat, 0);
    etl_destroy(&t);

    /* R33: the same three-way tie with the button on seat 2: the two spare cents go clockwise
     * from the button, to seats 3 and 0; seat 1 (last in that order, first by number) gets 666 */
    const int64_t s4[4] = {150, 150, 1000, 150};
    const char *h4[4] = {"7c2d", "7d2c", "AsAh", "6c2h"};
    start(&t, &cfg, &st, 4, s4, 2, h4);
    ETL_DO(&t, CMD_ALLIN, 1, 0);
    ETL_DO(&t, CMD_CALL, 2, 0);
    ETL_DO(&t, CMD_ALLIN, 3, 0);
    from = ETL_DO(&t, CMD_ALLIN, 0, 0);
    CHECK_EQ_INT(engine_phase(t.e), PHASE_FINISHED);
    engine_results(t.e, place, prize);
    CHECK_MSG(place[2] == 1 && prize[2] == 2000 && prize[3] == 667 && prize[0] == 667 && prize[1] == 666,
              "places %d %d %d %d, prizes %jd %jd %jd %jd", place[0], place[1], place[2], place[3],
              (intmax_t)prize[0], (intmax_t)prize[1], (intmax_t)prize[2], (intmax_t)prize[3]);
    for (int s = 0; s < 4; s++)
        if (s != 2)
            CHECK_MSG(ETL_EV(&t, etl_find(&t, from, EV_ELIMINATED, s))->u.el.prize == prize[s],
                      "seat %d: the event's prize differs from the results'", s);
    etl_destroy(&t);
}

static void test_rules_places(void)
{
    int place[4];
    const int64_t a[3] = {100, 300, 100};
    rules_places(6, 3, a, place);
    CHECK_MSG(place[0] == 5 && place[1] == 4 && place[2] == 5, "%d %d %d", place[0], place[1], place[2]);
    const int64_t b[1] = {500};
    rules_places(2, 1, b, place);
    CHECK_EQ_INT(place[0], 2);
    const int64_t c[4] = {10, 40, 30, 20};
    rules_places(9, 4, c, place);
    CHECK_MSG(place[0] == 9 && place[1] == 6 && place[2] == 7 && place[3] == 8, "%d %d %d %d",
              place[0], place[1], place[2], place[3]);
    const int64_t d[3] = {70, 70, 70};
    rules_places(3, 3, d, place); /* nobody survives: all tie for 1st (cannot happen in play) */
    CHECK(place[0] == 1 && place[1] == 1 && place[2] == 1);
}

static void test_rules_prize(void)
{
    payout_tier_t tier = {.min_players = 2, .max_players = 10, .n_places = 3, .percent_bp = {5000, 3000, 2000}};
    CHECK_EQ_INT(rules_prize(10000, &tier, 1, 1, 0), 5000);
    CHECK_EQ_INT(rules_prize(10000, &tier, 2, 2, 0), 3000);
    CHECK_EQ_INT(rules_prize(10000, &tier, 3, 3, 0), 2000);
    CHECK_EQ_INT(rules_prize(10000, &tier, 4, 4, 0), 0);
    CHECK_EQ_INT(rules_prize(10000, &tier, 2, 3, 0), 2500);
    CHECK_EQ_INT(rules_prize(10000, &tier, 2, 3, 1), 2500);
    CHECK_EQ_INT(rules_prize(10000, &tier, 3, 4, 1), 1000);
    /* cents lost to rounding go to 1st; pooled leftovers one each to the first of the group */
    CHECK_EQ_INT(rules_prize(10001, &tier, 1, 1, 0), 5001);
    CHECK_EQ_INT(rules_prize(10001, &tier, 2, 2, 0), 3000);
    CHECK_EQ_INT(rules_prize(10001, &tier, 1, 2, 0), 4001);
    CHECK_EQ_INT(rules_prize(10001, &tier, 1, 2, 1), 4000);
    CHECK_EQ_INT(rules_prize(4000, &tier, 2, 4, 0), 667);
    CHECK_EQ_INT(rules_prize(4000, &tier, 2, 4, 1), 667);
    CHECK_EQ_INT(rules_prize(4000, &tier, 2, 4, 2), 666);
    CHECK_EQ_INT(rules_prize(10000, NULL, 1, 1, 0), 0);
    CHECK_EQ_INT(rules_prize(0, &tier, 1, 1, 0), 0);
    /* every pool is paid out exactly, whatever its size */
    for (int64_t pool = 1; pool < 3000; pool += 7) {
        int64_t sum = 0;
        for (int p = 1; p <= 5; p++)
            sum += rules_prize(pool, &tier, p, p, 0);
        CHECK_MSG(sum == pool, "pool %jd paid %jd", (intmax_t)pool, (intmax_t)sum);
        sum = rules_prize(pool, &tier, 1, 1, 0);
        for (int i = 0; i < 3; i++)
            sum += rules_prize(pool, &tier, 2, 4, i);
        CHECK_MSG(sum == pool, "pool %jd with a 3-way tie for 2nd paid %jd", (intmax_t)pool, (intmax_t)sum);
    }
}

int main(int argc, char **argv)
{
    etl_init(argc, argv);
    if (tl_group("a_level_change_during_a_hand_applies_to_the_next_hand"))
        test_level_change_during_hand();
    if (tl_group("levels_measured_in_hands_change_after_that_many_hands"))
        test_levels_by_hands();
    if (tl_group("a_simulated_clock_starts_a_level_at_the_first_hand_at_or_after_its_time"))
        test_simulated_clock_edge();
    if (tl_group("a_simulated_clock_keeps_running_across_level_changes"))
        test_simulated_clock_overshoot();
    if (tl_group("no_hand_is_dealt_on_a_break"))
        test_breaks();
    if (tl_group("a_busted_player_must_decide_on_a_rebuy_before_the_next_hand"))
        test_busted_must_decide();
    if (tl_group("declining_a_rebuy_is_an_elimination"))
        test_decline_eliminates();
    if (tl_group("the_rebuy_window_is_judged_by_the_next_hand_s_level"))
        test_rebuy_window_next_hand_level();
    if (tl_group("rebuys_are_allowed_up_to_and_including_the_max_stack"))
        test_rebuy_max_stack();
    if (tl_group("a_rebuy_by_one_busted_player_settles_the_others_elimination"))
        test_rebuy_settles_other_busts();
    if (tl_group("the_rebuy_limit_is_enforced"))
        test_rebuy_limit();
    if (tl_group("the_addon_is_offered_once_at_the_end_of_the_rebuy_period"))
        test_addon();
    if (tl_group("the_addon_is_not_offered_to_a_player_busted_at_the_end_of_the_rebuy_period"))
        test_addon_not_for_the_busted();
    if (tl_group("a_later_bust_ranks_higher_and_prizes_follow_the_payout_tier"))
        test_later_bust_ranks_higher();
    if (tl_group("simultaneous_busts_rank_by_the_stack_at_the_start_of_the_hand"))
        test_simultaneous_busts_by_start_stack();
    if (tl_group("equal_stacks_busting_together_tie_and_pool_their_prizes"))
        test_equal_stacks_tie();
    if (tl_group("rules_places_ranks_one_hand_s_busts"))
        test_rules_places();
    if (tl_group("rules_prize_pays_tiers_and_pools_ties_to_the_cent"))
        test_rules_prize();
    return tl_finish();
}
