/* test_betting.c — order of play and no-limit betting: rules R6–R21 of docs/rules.md.
 * Action order (pre-flop, post-flop, heads-up, dead button / dead small blind), posting
 * (antes, SB, BB, short posts), the short big blind (R8), minimum bet and raise (R10–R12 with
 * the Charity rules' and TDA 43's examples), re-opening after short all-ins (R13, every TDA 47 example),
 * round completion (R15), the all-in run-out (R16/R22), no raise into all-ins (R17),
 * out-of-turn commands (R18), calls for less (R20), the 50 % rule (R21) and absent players (R9).
 * Seats are 0-based. */
#include "engine_testlib.h"

#define ACTIONS ETL_T(EV_ACTION)
#define POSTS ETL_T(EV_POST)

static const char *const BOARD = "Kd9s5c3hJd";

/* n seats 0..n-1 with the given stacks (0 = empty), button on `button`, blinds sb/bb, ante;
 * holes (may be NULL) fixes the first hand's cards with BOARD. */
static void table(etl_t *t, int64_t sb, int64_t bb, int64_t ante, int n, const int64_t *stacks,
                  int button, const char *const *holes)
{
    structure_t st;
    etl_structure(&st, sb, bb, ante);
    engine_config_t cfg;
    etl_config(&cfg, &st, n, stacks, button);
    if (holes)
        ETL_DECK(&cfg, button + 1, holes, BOARD);
    ETL_CREATE(t, &cfg);
    ETL_DO(t, CMD_START, -1, 0);
}

/* The legal range for the seat to act, checked in one go. */
#define CHECK_LEGAL(t, seat, can_check, can_call, call_amount, can_raise, min_to, max_to)          \
    check_legal_((t), (seat), (can_check), (can_call), (call_amount), (can_raise), (min_to),      \
                 (max_to), __LINE__)
static void check_legal_(etl_t *t, int seat, int can_check, int can_call, int64_t call_amount,
                         int can_raise, int64_t min_to, int64_t max_to, int line)
{
    view_t v;
    engine_view(t->e, seat, &v);
    const view_legal_t *L = &v.legal;
    int raise = L->can_raise || L->can_bet;
    tl.checks++;
    if (v.to_act != seat || L->can_check != can_check || L->can_call != can_call ||
        (can_call && L->call_amount != call_amount) || raise != can_raise ||
        (can_raise && (L->min_to != min_to || L->max_to != max_to)))
        tl_fail(__FILE__, line,
                "seat %d: expected to act, check %d, call %d (%jd), raise %d [%jd..%jd]; got to_act "
                "%d, check %d, call %d (%jd), raise %d [%jd..%jd]",
                seat, can_check, can_call, (intmax_t)call_amount, can_raise, (intmax_t)min_to,
                (intmax_t)max_to, v.to_act, L->can_check, L->can_call, (intmax_t)L->call_amount,
                raise, (intmax_t)L->min_to, (intmax_t)L->max_to);
}

/* ---- R6: action order ---------------------------------------------------------------------- */

static void test_preflop_order(void)
{
    const int64_t stacks[5] = {1000, 1000, 1000, 1000, 1000};
    etl_t t;
    table(&t, 50, 100, 0, 5, stacks, 0, NULL);
    ETL_ACT(&t, CMD_CALL, 3, 0);
    ETL_ACT(&t, CMD_CALL, 4, 0);
    ETL_ACT(&t, CMD_CALL, 0, 0);
    ETL_ACT(&t, CMD_CALL, 1, 0); /* the SB completes */
    /* the BB's option: posting was not acting, so the round waits for it (R15) */
    CHECK_LEGAL(&t, 2, 1, 0, 0, 1, 200, 1000);
    ETL_ACT(&t, CMD_CHECK, 2, 0);
    ETL_TRACE(&t, 0, ACTIONS, "call:3:100 call:4:100 call:0:100 call:1:100 check:2");
    CHECK_EQ_INT(etl_count(&t, 0, EV_STREET, ETL_ANY), 1);
    /* after the flop: from the seat after the button round to the button */
    for (int street = 0; street < 2; street++) {
        ETL_ACT(&t, CMD_CHECK, 1, 0);
        ETL_ACT(&t, CMD_CHECK, 2, 0);
        ETL_ACT(&t, CMD_CHECK, 3, 0);
        ETL_ACT(&t, CMD_CHECK, 4, 0);
        ETL_ACT(&t, CMD_CHECK, 0, 0);
    }
    CHECK_EQ_INT(etl_count(&t, 0, EV_STREET, ETL_ANY), 3);
    etl_destroy(&t);
}

static void test_bb_option_raise(void)
{
    const int64_t stacks[5] = {1000, 1000, 1000, 1000, 1000};
    etl_t t;
    table(&t, 50, 100, 0, 5, stacks, 0, NULL);
    ETL_ACT(&t, CMD_CALL, 3, 0);
    ETL_ACT(&t, CMD_CALL, 4, 0);
    ETL_ACT(&t, CMD_FOLD, 0, 0);
    ETL_ACT(&t, CMD_FOLD, 1, 0);
    ETL_ACT(&t, CMD_RAISE, 2, 300);
    /* the limpers face a full raise: they may re-raise */
    CHECK_LEGAL(&t, 3, 0, 1, 200, 1, 500, 1000);
    ETL_ACT(&t, CMD_CALL, 3, 0);
    CHECK_LEGAL(&t, 4, 0, 1, 200, 1, 500, 1000);
    ETL_ACT(&t, CMD_FOLD, 4, 0);
    /* round complete: flop, the BB (first live seat after the button) acts first */
    CHECK_EQ_INT(etl_count(&t, 0, EV_STREET, ETL_ANY), 1);
    CHECK_EQ_INT(engine_to_act(t.e), 2);
    etl_destroy(&t);
}

static void test_heads_up_order(void)
{
    const int64_t stacks[2] = {1000, 1000};
    etl_t t;
    table(&t, 50, 100, 0, 2, stacks, 0, NULL);
    ETL_TRACE(&t, 0, POSTS, "sb:0:50 bb:1:100");
    ETL_ACT(&t, CMD_CALL, 0, 0); /* the button/SB first pre-flop */
    ETL_ACT(&t, CMD_CHECK, 1, 0);
    for (int street = 0; street < 3; street++) {
        ETL_ACT(&t, CMD_CHECK, 1, 0); /* the BB first after the flop */
        ETL_ACT(&t, CMD_CHECK, 0, 0);
    }
    CHECK(engine_phase(t.e) == PHASE_BETWEEN_HANDS);
    etl_destroy(&t);
}

static void test_dead_positions_order(void)
{
    structure_t st;
    etl_structure(&st, 50, 100, 0);
    engine_config_t cfg;
    etl_t t;
    /* dead button on seat 1: SB 2, BB 3. Pre-flop 4, 0, 2, 3; after the flop 2, 3, 4, 0 */
    const int64_t no1[5] = {1000, 0, 1000, 1000, 1000};
    etl_config(&cfg, &st, 5, no1, -1);
    etl_prev(&cfg, 0, 1, 2);
    ETL_CREATE(&t, &cfg);
    ETL_DO(&t, CMD_START, -1, 0);
    ETL_CHECK_POS(ETL_HAND_START(&t), 1, 2, 3, 1, 1);
    ETL_ACT(&t, CMD_CALL, 4, 0);
    ETL_ACT(&t, CMD_CALL, 0, 0);
    ETL_ACT(&t, CMD_CALL, 2, 0);
    ETL_ACT(&t, CMD_CHECK, 3, 0);
    ETL_ACT(&t, CMD_CHECK, 2, 0);
    ETL_ACT(&t, CMD_CHECK, 3, 0);
    ETL_ACT(&t, CMD_CHECK, 4, 0);
    ETL_ACT(&t, CMD_CHECK, 0, 0);
    CHECK_EQ_INT(etl_count(&t, 0, EV_STREET, ETL_ANY), 2);
    etl_destroy(&t);
    /* dead small blind on seat 2: button 1, BB 3. Pre-flop 4, 0, 1, 3; after the flop 3, 4, 0, 1 */
    const int64_t no2[5] = {1000, 1000, 0, 1000, 1000};
    etl_config(&cfg, &st, 5, no2, -1);
    etl_prev(&cfg, 0, 1, 2);
    ETL_CREATE(&t, &cfg);
    ETL_DO(&t, CMD_START, -1, 0);
    ETL_CHECK_POS(ETL_HAND_START(&t), 1, 2, 3, 0, 0);
    ETL_ACT(&t, CMD_CALL, 4, 0);
    ETL_ACT(&t, CMD_CALL, 0, 0);
    ETL_ACT(&t, CMD_CALL, 1, 0);
    ETL_ACT(&t, CMD_CHECK, 3, 0);
    ETL_ACT(&t, CMD_CHECK, 3, 0);
    ETL_ACT(&t, CMD_CHECK, 4, 0);
    ETL_ACT(&t, CMD_CHECK, 0, 0);
    ETL_ACT(&t, CMD_CHECK, 1, 0);
    CHECK_EQ_INT(etl_count(&t, 0, EV_STREET, ETL_ANY), 2);
    etl_destroy(&t);
}

/* ---- R7, R8: posting ----------------------------------------------------------------------- */

static void test_post_order(void)
{
    const int64_t stacks[4] = {1000, 1000, 1000, 1000};
    etl_t t;
    table(&t, 50, 100, 10, 4, stacks, 0, NULL);
    ETL_TRACE(&t, 0, POSTS, "ante:1:10 ante:2:10 ante:3:10 ante:0:10 sb:1:50 bb:2:100");
    /* every post comes before the first card */
    CHECK(etl_find_last(&t, EV_POST, ETL_ANY) < etl_find(&t, 0, EV_HOLE_CARDS, ETL_ANY));
    view_t v;
    engine_view(t.e, 3, &v);
    CHECK_EQ_INT(v.pot_total, 190);
    CHECK_EQ_INT(v.current, 100); /* antes are not part of the bet to match */
    CHECK_LEGAL(&t, 3, 0, 1, 100, 1, 200, 990);
    etl_destroy(&t);
}

static void test_short_posts(void)
{
    /* SB has 30, BB 60, seat 3 only 5: each posts the ante first, then what is left */
    const int64_t stacks[5] = {1000, 30, 60, 5, 1000};
    etl_t t;
    table(&t, 50, 100, 10, 5, stacks, 0, NULL);
    ETL_TRACE(&t, 0, POSTS, "ante:1:10 ante:2:10 ante:3:5! ante:4:10 ante:0:10 sb:1:20! bb:2:50!");
    /* the all-in players never act; the bet is still the full BB */
    CHECK_LEGAL(&t, 4, 0, 1, 100, 1, 200, 990);
    view_t v;
    engine_view(t.e, -1, &v);
    CHECK(v.seats[1].all_in && v.seats[2].all_in && v.seats[3].all_in);
    CHECK_EQ_INT(v.pot_total, 5 + 4 * 10 + 20 + 50);
    etl_destroy(&t);
}

static void test_dead_sb_never_posted(void)
{
    structure_t st;
    etl_structure(&st, 50, 100, 0);
    const int64_t stacks[5] = {1000, 1000, 0, 1000, 1000};
    engine_config_t cfg;
    etl_config(&cfg, &st, 5, stacks, -1);
    etl_prev(&cfg, 0, 1, 2);
    etl_t t;
    ETL_CREATE(&t, &cfg);
    ETL_DO(&t, CMD_START, -1, 0);
    ETL_TRACE(&t, 0, POSTS, "bb:3:100");
    view_t v;
    engine_view(t.e, 4, &v);
    CHECK_EQ_INT(v.pot_total, 100);
    CHECK_LEGAL(&t, 4, 0, 1, 100, 1, 200, 1000);
    CHECK_EQ_INT(v.seats[1].committed, 0); /* the button does not post it */
    CHECK_EQ_INT(v.seats[4].committed, 0); /* nor the next player */
    etl_destroy(&t);
}

static void test_short_big_blind(void)
{
    const int64_t stacks[4] = {1000, 1000, 30, 1000};
    const char *holes[4] = {"QcQh", "TcTh", "7c2d", "AsAh"};
    etl_t t;
    table(&t, 50, 100, 0, 4, stacks, 0, holes);
    ETL_TRACE(&t, 0, POSTS, "sb:1:50 bb:2:30!");
    /* R8: the bet is still the full BB and the minimum raise is to 2 x BB */
    CHECK_LEGAL(&t, 3, 0, 1, 100, 1, 200, 1000);
    ETL_REJ(&t, CMD_RAISE, 3, 199, REJ_AMOUNT_TOO_SMALL);
    ETL_REJ(&t, CMD_CALL, 0, 0, REJ_NOT_YOUR_TURN);
    int from = ETL_ACT(&t, CMD_CALL, 3, 0);
    CHECK_LEGAL(&t, 0, 0, 1, 100, 1, 200, 1000);
    ETL_ACT(&t, CMD_FOLD, 0, 0);
    CHECK_LEGAL(&t, 1, 0, 1, 50, 1, 200, 1000);
    ETL_ACT(&t, CMD_FOLD, 1, 0);
    /* one caller: what the short BB cannot match goes back; the folded SB's chips above the
     * BB's 30 form a pot only seat 3 can win */
    ETL_TRACE(&t, from, ETL_T(EV_UNCALLED) | ETL_T(EV_POT), "uncalled:3:50 pot1:40>3 pot0:90>3");
    CHECK_EQ_INT(etl_stack(&t, 3), 1080);
    CHECK_EQ_INT(etl_stack(&t, 2), 0);
    CHECK_EQ_INT(etl_stack(&t, 1), 950);
    etl_destroy(&t);

    /* heads-up: SB 50 against a BB all-in for 30: call or fold only, the excess comes back */
    const int64_t hu[2] = {1000, 30};
    const char *hu_holes[2] = {"AsAh", "7c2d"};
    table(&t, 50, 100, 0, 2, hu, 0, hu_holes);
    ETL_TRACE(&t, 0, POSTS, "sb:0:50 bb:1:30!");
    CHECK_LEGAL(&t, 0, 0, 1, 50, 0, 0, 0);
    ETL_REJ(&t, CMD_RAISE, 0, 200, REJ_CANNOT_RAISE);
    from = ETL_ACT(&t, CMD_CALL, 0, 0);
    ETL_TRACE(&t, from, ETL_T(EV_UNCALLED) | ETL_T(EV_POT), "uncalled:0:70 pot0:60>0");
    CHECK_EQ_INT(etl_stack(&t, 0), 1030);
    etl_destroy(&t);
}

/* ---- R10–R12: minimum bet and raise --------------------------------------------------------- */

static void test_min_bet(void)
{
    const int64_t stacks[3] = {1000, 1000, 160};
    etl_t t;
    table(&t, 50, 100, 0, 3, stacks, 0, NULL);
    ETL_ACT(&t, CMD_CALL, 0, 0);
    ETL_ACT(&t, CMD_CALL, 1, 0);
    ETL_ACT(&t, CMD_CHECK, 2, 0);
    /* flop: the minimum bet is the BB */
    CHECK_LEGAL(&t, 1, 1, 0, 0, 1, 100, 900);
    ETL_REJ(&t, CMD_BET, 1, 99, REJ_AMOUNT_TOO_SMALL);
    ETL_ACT(&t, CMD_CHECK, 1, 0);
    /* a short stack may bet all-in for less than the BB */
    CHECK_LEGAL(&t, 2, 1, 0, 0, 1, 60, 60);
    int i = ETL_ACT(&t, CMD_BET, 2, 60);
    const ev_t *a = ETL_EV(&t, etl_find(&t, i, EV_ACTION, 2));
    CHECK_EQ_INT(a->u.act.flags, ACT_INCOMPLETE | ACT_ALL_IN);
    /* it does not change the minimum raise increment: a raise is to 60 + 100 */
    CHECK_LEGAL(&t, 0, 0, 1, 60, 1, 160, 900);
    ETL_REJ(&t, CMD_RAISE, 0, 159, REJ_AMOUNT_TOO_SMALL);
    ETL_ACT(&t, CMD_RAISE, 0, 160);
    /* the player who checked faces a full bet in total (160): may raise */
    CHECK_LEGAL(&t, 1, 0, 1, 160, 1, 260, 900);
    etl_destroy(&t);
}

static void test_doc000_min_raise(void)
{
    const int64_t stacks[4] = {5000, 5000, 5000, 5000};
    etl_t t;
    table(&t, 100, 200, 0, 4, stacks, 0, NULL);
    ETL_ACT(&t, CMD_RAISE, 3, 600);
    /* "If the big blind is 200 and a player raises to 600, the next player must raise to at
     * least 1000 if they wish to re-raise." */
    CHECK_LEGAL(&t, 0, 0, 1, 600, 1, 1000, 5000);
    ETL_REJ(&t, CMD_RAISE, 0, 999, REJ_AMOUNT_TOO_SMALL);
    ETL_ACT(&t, CMD_RAISE, 0, 1000);
    CHECK_LEGAL(&t, 1, 0, 1, 900, 1, 1400, 5000);
    ETL_ACT(&t, CMD_FOLD, 1, 0);
    ETL_ACT(&t, CMD_FOLD, 2, 0);
    ETL_ACT(&t, CMD_CALL, 3, 0);
    /* "On the next betting round, the minimum opening bet will be 200" */
    CHECK_LEGAL(&t, 3, 1, 0, 0, 1, 200, 4000);
    ETL_REJ(&t, CMD_BET, 3, 199, REJ_AMOUNT_TOO_SMALL);
    ETL_ACT(&t, CMD_BET, 3, 200);
    CHECK_LEGAL(&t, 0, 0, 1, 200, 1, 400, 4000);
    etl_destroy(&t);
}

static void test_tda43_examples(void)
{
    etl_t t;
    /* Ex. 1: blinds 100-200, post-flop A 600, B to 1600, C to 3600: D's minimum is 5600 */
    const int64_t s5[5] = {10000, 10000, 10000, 10000, 10000};
    table(&t, 100, 200, 0, 5, s5, 4, NULL); /* SB 0, BB 1, ..., button 4 */
    ETL_ACT(&t, CMD_CALL, 2, 0);
    ETL_ACT(&t, CMD_CALL, 3, 0);
    ETL_ACT(&t, CMD_CALL, 4, 0);
    ETL_ACT(&t, CMD_CALL, 0, 0);
    ETL_ACT(&t, CMD_CHECK, 1, 0);
    ETL_ACT(&t, CMD_BET, 0, 600);
    ETL_ACT(&t, CMD_RAISE, 1, 1600);
    ETL_ACT(&t, CMD_RAISE, 2, 3600);
    CHECK_LEGAL(&t, 3, 0, 1, 3600, 1, 5600, 9800);
    ETL_REJ(&t, CMD_RAISE, 3, 5599, REJ_AMOUNT_TOO_SMALL);
    ETL_ACT(&t, CMD_RAISE, 3, 5600);
    etl_destroy(&t);

    /* Ex. 2: blinds 50-100, UTG all-in for 150: the next minimum raise is to 250 */
    const int64_t s4[4] = {1000, 1000, 1000, 150};
    table(&t, 50, 100, 0, 4, s4, 0, NULL);
    int i = ETL_ACT(&t, CMD_ALLIN, 3, 0);
    CHECK_EQ_INT(ETL_EV(&t, etl_find(&t, i, EV_ACTION, 3))->u.act.flags, ACT_INCOMPLETE | ACT_ALL_IN);
    CHECK_LEGAL(&t, 0, 0, 1, 150, 1, 250, 1000);
    ETL_REJ(&t, CMD_RAISE, 0, 249, REJ_AMOUNT_TOO_SMALL);
    etl_destroy(&t);

    /* Ex. 4-A: blinds 25-50, A raises to 125, B to 200, C to 500: D must make it 800 */
    const int64_t s6[6] = {2000, 2000, 2000, 2000, 2000, 2000};
    table(&t, 25, 50, 0, 6, s6, 0, NULL);
    ETL_ACT(&t, CMD_RAISE, 3, 125);
    CHECK_LEGAL(&t, 4, 0, 1, 125, 1, 200, 2000);
    ETL_ACT(&t, CMD_RAISE, 4, 200);
    ETL_ACT(&t, CMD_RAISE, 5, 500);
    CHECK_LEGAL(&t, 0, 0, 1, 500, 1, 800, 2000);
    etl_destroy(&t);

    /* Ex. 4-B: one raise of 450 to 500, two calls: D's minimum is 950 */
    table(&t, 25, 50, 0, 6, s6, 0, NULL);
    ETL_ACT(&t, CMD_RAISE, 3, 500);
    ETL_ACT(&t, CMD_CALL, 4, 0);
    ETL_ACT(&t, CMD_CALL, 5, 0);
    CHECK_LEGAL(&t, 0, 0, 1, 500, 1, 950, 2000);
    etl_destroy(&t);
}

static void test_no_cap(void)
{
    const int64_t stacks[2] = {1000000, 1000000};
    etl_t t;
    table(&t, 50, 100, 0, 2, stacks, 0, NULL);
    int64_t to = 100;
    for (int k = 0; k < 14; k++) {
        int s = k % 2 == 0 ? 0 : 1;
        to += 100;
        ETL_ACT(&t, CMD_RAISE, s, to);
    }
    CHECK_EQ_INT(etl_count(&t, 0, EV_ACTION, ETL_ANY), 14);
    CHECK_LEGAL(&t, 0, 0, 1, 100, 1, to + 100, 1000000);
    etl_destroy(&t);
}

/* ---- R13: all-ins and re-opening ------------------------------------------------------------ */

/* Five players, button on seat 4 (SB 0, BB 1); everyone limps and the BB checks, so the flop is
 * bet in order 0, 1, 2, 3, 4 (A..E in the TDA examples). */
static void five_to_the_flop(etl_t *t, const int64_t *stacks)
{
    table(t, 50, 100, 0, 5, stacks, 4, NULL);
    ETL_ACT(t, CMD_CALL, 2, 0);
    ETL_ACT(t, CMD_CALL, 3, 0);
    ETL_ACT(t, CMD_CALL, 4, 0);
    ETL_ACT(t, CMD_CALL, 0, 0);
    ETL_ACT(t, CMD_CHECK, 1, 0);
}

static void tda47_example1_start(etl_t *t)
{
    /* B (seat 1) has 125 on the flop, D (seat 3) 200 */
    const int64_t stacks[5] = {1000, 225, 1000, 300, 1000};
    five_to_the_flop(t, stacks);
    ETL_ACT(t, CMD_BET, 0, 100);
    int i = ETL_ACT(t, CMD_ALLIN, 1, 0);
    CHECK_EQ_INT(ETL_EV(t, etl_find(t, i, EV_ACTION, 1))->u.act.to, 125);
    ETL_ACT(t, CMD_CALL, 2, 0);
    ETL_ACT(t, CMD_ALLIN, 3, 0);
    ETL_ACT(t, CMD_CALL, 4, 0);
}

static void test_tda47_example1(void)
{
    etl_t t;
    tda47_example1_start(&t);
    ETL_TRACE(&t, 0, ACTIONS, "call:2:100 call:3:100 call:4:100 call:0:100 check:1 "
                              "bet:0:100 raise:1:125! call:2:125 raise:3:200! call:4:200");
    /* two short all-ins (25 + 75) add up to a full raise for A: re-opened */
    CHECK_LEGAL(&t, 0, 0, 1, 100, 1, 300, 900);
    etl_destroy(&t);
}

static void test_tda47_example1a(void)
{
    etl_t t;
    tda47_example1_start(&t);
    ETL_ACT(&t, CMD_CALL, 0, 0);
    /* C called 125 and faces only 75 more: not re-opened */
    CHECK_LEGAL(&t, 2, 0, 1, 75, 0, 0, 0);
    ETL_REJ(&t, CMD_RAISE, 2, 300, REJ_CANNOT_RAISE);
    ETL_REJ(&t, CMD_ALLIN, 2, 0, REJ_CANNOT_RAISE);
    ETL_ACT(&t, CMD_CALL, 2, 0);
    /* E already matched 200 after acting: the round is over */
    CHECK_EQ_INT(etl_count(&t, 0, EV_STREET, ETL_ANY), 2);
    etl_destroy(&t);
}

static void test_tda47_example1b(void)
{
    etl_t t;
    tda47_example1_start(&t);
    ETL_ACT(&t, CMD_RAISE, 0, 300);
    /* C faces 175 more than he called: a full raise, re-opened */
    CHECK_LEGAL(&t, 2, 0, 1, 175, 1, 400, 900);
    ETL_ACT(&t, CMD_RAISE, 2, 400);
    etl_destroy(&t);
}

static void test_tda47_example2(void)
{
    /* six players, button 5: flop order A=0 .. F=5. B has 500, C 650, D 800 on the flop. */
    const int64_t stacks[6] = {5000, 600, 750, 900, 5000, 5000};
    etl_t t;
    table(&t, 50, 100, 0, 6, stacks, 5, NULL);
    ETL_ACT(&t, CMD_CALL, 2, 0);
    ETL_ACT(&t, CMD_CALL, 3, 0);
    ETL_ACT(&t, CMD_CALL, 4, 0);
    ETL_ACT(&t, CMD_CALL, 5, 0);
    ETL_ACT(&t, CMD_CALL, 0, 0);
    ETL_ACT(&t, CMD_CHECK, 1, 0);
    ETL_ACT(&t, CMD_BET, 0, 300);
    ETL_ACT(&t, CMD_ALLIN, 1, 0);
    ETL_ACT(&t, CMD_ALLIN, 2, 0);
    ETL_ACT(&t, CMD_ALLIN, 3, 0);
    ETL_ACT(&t, CMD_CALL, 4, 0);
    ETL_TRACE(&t, 0, ACTIONS, "call:2:100 call:3:100 call:4:100 call:5:100 call:0:100 check:1 "
                              "bet:0:300 raise:1:500! raise:2:650! raise:3:800! call:4:800");
    /* no all-in was a full raise: the minimum stays +300, so F may call 800 or make it 1100 */
    CHECK_LEGAL(&t, 5, 0, 1, 800, 1, 1100, 4900);
    ETL_REJ(&t, CMD_RAISE, 5, 1099, REJ_AMOUNT_TOO_SMALL);
    ETL_ACT(&t, CMD_CALL, 5, 0);
    /* A faces 500 more in total, at least a full raise: re-opened */
    CHECK_LEGAL(&t, 0, 0, 1, 500, 1, 1100, 4900);
    etl_destroy(&t);
}

/* Ex. 3: blinds 2000-4000; six seats, button 0, SB 1, BB 2, A=3, B=4, C=5. A calls, B folds, C
 * all-in for 7500, button and SB fold. */
static void tda47_example3_start(etl_t *t)
{
    const int64_t stacks[6] = {50000, 50000, 50000, 50000, 50000, 7500};
    table(t, 2000, 4000, 0, 6, stacks, 0, NULL);
    ETL_ACT(t, CMD_CALL, 3, 0);
    ETL_ACT(t, CMD_FOLD, 4, 0);
    ETL_ACT(t, CMD_ALLIN, 5, 0);
    ETL_ACT(t, CMD_FOLD, 0, 0);
    ETL_ACT(t, CMD_FOLD, 1, 0);
    /* the BB has not acted: fold, call 3500, or raise by at least 4000 to 11500 */
    CHECK_LEGAL(t, 2, 0, 1, 3500, 1, 11500, 50000);
}

static void test_tda47_example3a(void)
{
    etl_t t;
    tda47_example3_start(&t);
    ETL_ACT(&t, CMD_CALL, 2, 0);
    CHECK_LEGAL(&t, 3, 0, 1, 3500, 0, 0, 0);
    ETL_REJ(&t, CMD_RAISE, 3, 11500, REJ_CANNOT_RAISE);
    ETL_ACT(&t, CMD_CALL, 3, 0);
    CHECK_EQ_INT(etl_count(&t, 0, EV_STREET, ETL_ANY), 1);
    etl_destroy(&t);
}

static void test_tda47_example3b(void)
{
    etl_t t;
    tda47_example3_start(&t);
    ETL_ACT(&t, CMD_RAISE, 2, 11500);
    CHECK_LEGAL(&t, 3, 0, 1, 7500, 1, 15500, 50000);
    etl_destroy(&t);
}

/* Three players see a flop (button 0, SB 1, BB 2; order 1, 2, 0); seat 2 holds `bb_stack`. */
static void three_to_the_flop(etl_t *t, int64_t bb_stack)
{
    const int64_t stacks[3] = {2000, 2000, bb_stack};
    table(t, 50, 100, 0, 3, stacks, 0, NULL);
    ETL_ACT(t, CMD_CALL, 0, 0);
    ETL_ACT(t, CMD_CALL, 1, 0);
    ETL_ACT(t, CMD_CHECK, 2, 0);
}

static void test_short_allin_after_full_raise(void)
{
    etl_t t;
    const int64_t stacks[3] = {500, 2000, 2000}; /* the button has 400 on the flop */
    table(&t, 50, 100, 0, 3, stacks, 0, NULL);
    ETL_ACT(&t, CMD_CALL, 0, 0);
    ETL_ACT(&t, CMD_CALL, 1, 0);
    ETL_ACT(&t, CMD_CHECK, 2, 0);
    ETL_ACT(&t, CMD_BET, 1, 100);
    ETL_ACT(&t, CMD_RAISE, 2, 300); /* full raise: increment 200 */
    ETL_ACT(&t, CMD_ALLIN, 0, 0);   /* to 400: 100 more, short */
    /* the bettor faces 300 in total since acting: re-opened */
    CHECK_LEGAL(&t, 1, 0, 1, 300, 1, 600, 1900);
    ETL_ACT(&t, CMD_CALL, 1, 0);
    /* the full raiser faces only the short 100: not re-opened */
    CHECK_LEGAL(&t, 2, 0, 1, 100, 0, 0, 0);
    ETL_REJ(&t, CMD_RAISE, 2, 600, REJ_CANNOT_RAISE);
    etl_destroy(&t);
}

static void test_allin_under_half(void)
{
    etl_t t;
    three_to_the_flop(&t, 350); /* seat 2 has 250 on the flop */
    ETL_ACT(&t, CMD_BET, 1, 200);
    ETL_ACT(&t, CMD_ALLIN, 2, 0); /* to 250: +50, a quarter of a raise */
    CHECK_LEGAL(&t, 0, 0, 1, 250, 1, 450, 1900);
    ETL_ACT(&t, CMD_CALL, 0, 0);
    CHECK_LEGAL(&t, 1, 0, 1, 50, 0, 0, 0);
    ETL_REJ(&t, CMD_RAISE, 1, 450, REJ_CANNOT_RAISE);
    etl_destroy(&t);
}

static void test_allin_over_half(void)
{
    etl_t t;
    three_to_the_flop(&t, 450); /* 350 on the flop */
    ETL_ACT(&t, CMD_BET, 1, 200);
    ETL_ACT(&t, CMD_ALLIN, 2, 0); /* to 350: +150, three quarters of a raise */
    CHECK_LEGAL(&t, 0, 0, 1, 350, 1, 550, 1900);
    ETL_ACT(&t, CMD_CALL, 0, 0);
    /* no-limit: the limit-poker "50 % re-opens" does not apply */
    CHECK_LEGAL(&t, 1, 0, 1, 150, 0, 0, 0);
    ETL_REJ(&t, CMD_RAISE, 1, 550, REJ_CANNOT_RAISE);
    etl_destroy(&t);
}

static void test_allin_full_raise(void)
{
    etl_t t;
    three_to_the_flop(&t, 500); /* 400 on the flop */
    ETL_ACT(&t, CMD_BET, 1, 200);
    int i = ETL_ACT(&t, CMD_ALLIN, 2, 0); /* to 400: exactly a full raise */
    CHECK_EQ_INT(ETL_EV(&t, etl_find(&t, i, EV_ACTION, 2))->u.act.flags, ACT_FULL_RAISE | ACT_ALL_IN);
    ETL_ACT(&t, CMD_CALL, 0, 0);
    CHECK_LEGAL(&t, 1, 0, 1, 200, 1, 600, 1900);
    ETL_ACT(&t, CMD_RAISE, 1, 600);
    etl_destroy(&t);
}

static void test_short_allin_over_bb_preflop(void)
{
    const int64_t stacks[5] = {1000, 1000, 1000, 1000, 150};
    etl_t t;
    table(&t, 50, 100, 0, 5, stacks, 0, NULL);
    ETL_ACT(&t, CMD_CALL, 3, 0);
    ETL_ACT(&t, CMD_ALLIN, 4, 0); /* 150: 50 over the BB */
    ETL_ACT(&t, CMD_FOLD, 0, 0);
    ETL_ACT(&t, CMD_FOLD, 1, 0);
    /* the BB has not acted yet: may raise, by at least the BB */
    CHECK_LEGAL(&t, 2, 0, 1, 50, 1, 250, 1000);
    ETL_ACT(&t, CMD_CALL, 2, 0);
    /* the limper faces 50 more: not a full raise */
    CHECK_LEGAL(&t, 3, 0, 1, 50, 0, 0, 0);
    ETL_REJ(&t, CMD_RAISE, 3, 250, REJ_CANNOT_RAISE);
    ETL_ACT(&t, CMD_CALL, 3, 0);
    CHECK_EQ_INT(etl_count(&t, 0, EV_STREET, ETL_ANY), 1);
    etl_destroy(&t);
}

/* ---- R15, R16, R17 ------------------------------------------------------------------------- */

static void test_round_completion(void)
{
    etl_t t;
    three_to_the_flop(&t, 2000);
    ETL_ACT(&t, CMD_CHECK, 1, 0);
    ETL_ACT(&t, CMD_BET, 2, 100);
    ETL_ACT(&t, CMD_CALL, 0, 0);
    CHECK_LEGAL(&t, 1, 0, 1, 100, 1, 200, 1900); /* check-raise is allowed */
    ETL_ACT(&t, CMD_RAISE, 1, 300);
    ETL_ACT(&t, CMD_CALL, 2, 0);
    CHECK_EQ_INT(etl_count(&t, 0, EV_STREET, ETL_ANY), 1); /* not until seat 0 acts again */
    ETL_ACT(&t, CMD_FOLD, 0, 0);
    CHECK_EQ_INT(etl_count(&t, 0, EV_STREET, ETL_ANY), 2);
    CHECK_EQ_INT(engine_to_act(t.e), 1);
    /* everyone but one folds: the pot goes without a showdown */
    ETL_ACT(&t, CMD_BET, 1, 500);
    int from = ETL_ACT(&t, CMD_FOLD, 2, 0);
    ETL_TRACE(&t, from, ETL_T(EV_UNCALLED) | ETL_T(EV_SHOW) | ETL_T(EV_MUCK) | ETL_T(EV_POT) |
                  ETL_T(EV_STREET),
              "uncalled:1:500 pot0:1000>1");
    CHECK_EQ_INT(ETL_EV(&t, etl_find_last(&t, EV_POT, ETL_ANY))->u.pot.value, 0);
    CHECK_EQ_INT(etl_stack(&t, 1), 2000 - 400 + 1000);
    etl_destroy(&t);
}

static void test_runout_heads_up_turn(void)
{
    /* TDA 16 Ex. 1: heads-up, all-in and call on the turn: both hands up, then the river */
    const int64_t stacks[2] = {1000, 600};
    const char *holes[2] = {"AsAh", "7c2d"};
    etl_t t;
    table(&t, 50, 100, 0, 2, stacks, 0, holes);
    ETL_ACT(&t, CMD_CALL, 0, 0);
    ETL_ACT(&t, CMD_CHECK, 1, 0);
    ETL_ACT(&t, CMD_CHECK, 1, 0);
    ETL_ACT(&t, CMD_CHECK, 0, 0);
    ETL_ACT(&t, CMD_ALLIN, 1, 0);
    ETL_ACT(&t, CMD_CALL, 0, 0);
    ETL_TRACE(&t, 0, ETL_T(EV_SHOW) | ETL_T(EV_STREET) | ETL_T(EV_POT) | ETL_T(EV_MUCK),
              "flop turn show:1* show:0* river pot0:1200>0");
    CHECK_EQ_INT(etl_stack(&t, 0), 1600);
    etl_destroy(&t);
}

static void test_runout_three_way(void)
{
    /* TDA 16 Ex. 2: A all-in pre-flop, B and C call; flop checked (no tabling yet); turn B all-in,
     * C calls: all three hands up now, then the river. A = seat 0 (button), B = 1, C = 2. */
    const int64_t stacks[3] = {500, 2000, 3000};
    const char *holes[3] = {"AsAh", "QsQh", "7c2d"};
    etl_t t;
    table(&t, 50, 100, 0, 3, stacks, 0, holes);
    ETL_ACT(&t, CMD_ALLIN, 0, 0);
    ETL_ACT(&t, CMD_CALL, 1, 0);
    ETL_ACT(&t, CMD_CALL, 2, 0);
    CHECK_EQ_INT(etl_count(&t, 0, EV_SHOW, ETL_ANY), 0); /* B and C can still bet */
    ETL_ACT(&t, CMD_CHECK, 1, 0);
    ETL_ACT(&t, CMD_CHECK, 2, 0);
    CHECK_EQ_INT(etl_count(&t, 0, EV_SHOW, ETL_ANY), 0);
    ETL_ACT(&t, CMD_ALLIN, 1, 0);
    CHECK_EQ_INT(etl_count(&t, 0, EV_SHOW, ETL_ANY), 0);
    int from = ETL_ACT(&t, CMD_CALL, 2, 0);
    ETL_TRACE(&t, from, ETL_T(EV_SHOW) | ETL_T(EV_STREET) | ETL_T(EV_POT) | ETL_T(EV_MUCK) |
                  ETL_T(EV_ACTION),
              "call:2:1500 show:1* show:2* show:0* river pot1:3000>1 pot0:1500>0");
    CHECK_EQ_INT(etl_count(&t, from, EV_ACTION, ETL_ANY), 1);
    etl_destroy(&t);
}

static void test_no_raise_into_allins(void)
{
    etl_t t;
    const int64_t stacks[3] = {300, 1000, 1000};
    const char *holes[3] = {"AsAh", "QsQh", "7c2d"};
    table(&t, 50, 100, 0, 3, stacks, 0, holes);
    ETL_ACT(&t, CMD_ALLIN, 0, 0);
    ETL_ACT(&t, CMD_FOLD, 1, 0);
    /* the only other player is all-in: call or fold, nothing else */
    CHECK_LEGAL(&t, 2, 0, 1, 200, 0, 0, 0);
    ETL_REJ(&t, CMD_RAISE, 2, 500, REJ_CANNOT_RAISE);
    ETL_REJ(&t, CMD_ALLIN, 2, 0, REJ_CANNOT_RAISE);
    int from = ETL_ACT(&t, CMD_CALL, 2, 0);
    /* nobody can bet any more: the board runs out without further action */
    CHECK_EQ_INT(etl_count(&t, from, EV_ACTION, ETL_ANY), 1);
    CHECK_EQ_INT(etl_count(&t, from, EV_STREET, ETL_ANY), 3);
    CHECK(engine_phase(t.e) == PHASE_BETWEEN_HANDS);
    etl_destroy(&t);

    /* two all-ins in front of the last player */
    const int64_t s2[3] = {300, 500, 1000};
    table(&t, 50, 100, 0, 3, s2, 0, holes);
    ETL_ACT(&t, CMD_ALLIN, 0, 0);
    ETL_ACT(&t, CMD_ALLIN, 1, 0);
    CHECK_LEGAL(&t, 2, 0, 1, 400, 0, 0, 0);
    ETL_REJ(&t, CMD_RAISE, 2, 900, REJ_CANNOT_RAISE);
    from = ETL_ACT(&t, CMD_CALL, 2, 0);
    CHECK_EQ_INT(etl_count(&t, from, EV_ACTION, ETL_ANY), 1);
    etl_destroy(&t);
}

/* ---- R18: out of turn and other illegal commands ------------------------------------------- */

static void test_out_of_turn(void)
{
    const int64_t stacks[5] = {1000, 1000, 1000, 1000, 1000};
    structure_t st;
    etl_structure(&st, 50, 100, 0);
    engine_config_t cfg;
    etl_config(&cfg, &st, 5, stacks, 0);
    etl_t t;
    ETL_CREATE(&t, &cfg);
    ETL_REJ(&t, CMD_FOLD, 3, 0, REJ_WRONG_PHASE); /* before the start */
    ETL_REJ(&t, CMD_NEXT_HAND, -1, 0, REJ_WRONG_PHASE);
    ETL_DO(&t, CMD_START, -1, 0);
    ETL_REJ(&t, CMD_START, -1, 0, REJ_WRONG_PHASE);
    CHECK_EQ_INT(engine_to_act(t.e), 3);
    ETL_REJ(&t, CMD_FOLD, 4, 0, REJ_NOT_YOUR_TURN);
    ETL_REJ(&t, CMD_CALL, 0, 0, REJ_NOT_YOUR_TURN);
    ETL_REJ(&t, CMD_RAISE, 2, 300, REJ_NOT_YOUR_TURN);
    ETL_REJ(&t, CMD_CHECK, 2, 0, REJ_NOT_YOUR_TURN);
    ETL_REJ(&t, CMD_ALLIN, 1, 0, REJ_NOT_YOUR_TURN);
    ETL_REJ(&t, CMD_FOLD, 7, 0, REJ_BAD_SEAT);
    ETL_REJ(&t, CMD_FOLD, -1, 0, REJ_BAD_SEAT);
    ETL_REJ(&t, (cmd_type_t)99, 3, 0, REJ_BAD_COMMAND);
    ETL_REJ(&t, CMD_NEXT_HAND, -1, 0, REJ_WRONG_PHASE);
    /* the seat to act is still 3 and its action goes through */
    ETL_ACT(&t, CMD_FOLD, 3, 0);
    ETL_REJ(&t, CMD_FOLD, 3, 0, REJ_NOT_YOUR_TURN); /* cannot act twice */
    ETL_FOLD_OUT(&t);
    ETL_REJ(&t, CMD_FOLD, 4, 0, REJ_WRONG_PHASE);   /* between hands */
    int n;
    engine_commands(t.e, &n);
    CHECK_EQ_INT(n, 1 + 4); /* START and the four folds */
    etl_destroy(&t);
}

static void test_illegal_amounts(void)
{
    etl_t t;
    three_to_the_flop(&t, 2000);
    ETL_REJ(&t, CMD_CALL, 1, 0, REJ_NOTHING_TO_CALL);
    ETL_REJ(&t, CMD_RAISE, 1, 300, REJ_CANNOT_RAISE);
    ETL_REJ(&t, CMD_BET, 1, 1901, REJ_AMOUNT_TOO_LARGE);
    ETL_ACT(&t, CMD_BET, 1, 300);
    ETL_REJ(&t, CMD_CHECK, 2, 0, REJ_CANNOT_CHECK);
    ETL_REJ(&t, CMD_BET, 2, 600, REJ_CANNOT_BET);
    ETL_REJ(&t, CMD_RAISE, 2, 599, REJ_AMOUNT_TOO_SMALL);
    ETL_REJ(&t, CMD_RAISE, 2, 1901, REJ_AMOUNT_TOO_LARGE);
    ETL_ACT(&t, CMD_RAISE, 2, 1900); /* all of it, by raise amount */
    CHECK_EQ_INT(etl_stack(&t, 2), 0);
    etl_destroy(&t);
}

/* R27, R34: with 25 as the smallest chip, a bet or raise is made of 25s (or is all-in); the
 * legal minimum says so and the engine refuses anything else with its own reason. */
static void test_amounts_in_chips_in_play(void)
{
    structure_t st;
    etl_structure(&st, 50, 100, 0);
    st.n_chips = 2;
    st.chips[0].value = 25;
    st.chips[1].value = 100;
    const int64_t stacks[3] = {2000, 2000, 1990};
    engine_config_t cfg;
    etl_config(&cfg, &st, 3, stacks, 0);
    etl_t t;
    ETL_CREATE(&t, &cfg);
    ETL_DO(&t, CMD_START, -1, 0);
    view_t v;
    engine_view(t.e, 0, &v);
    CHECK_EQ_INT(v.legal.unit, 25);
    ETL_REJ(&t, CMD_RAISE, 0, 230, REJ_AMOUNT_NOT_MAKEABLE);
    ETL_REJ(&t, CMD_RAISE, 0, 201, REJ_AMOUNT_NOT_MAKEABLE);
    ETL_ACT(&t, CMD_RAISE, 0, 225);
    /* after a raise of 125 the minimum re-raise is to 350: a multiple of the chip */
    engine_view(t.e, 1, &v);
    CHECK_EQ_INT(v.legal.min_to, 350);
    CHECK_EQ_INT(v.legal.min_to % 25, 0);
    ETL_REJ(&t, CMD_RAISE, 1, 360, REJ_AMOUNT_NOT_MAKEABLE);
    ETL_ACT(&t, CMD_RAISE, 1, 375);
    /* an all-in of a stack that is not a multiple is always allowed */
    ETL_ACT(&t, CMD_RAISE, 2, 1990);
    CHECK_EQ_INT(etl_stack(&t, 2), 0);
    CHECK_MSG(strstr(engine_reject_message(REJ_AMOUNT_NOT_MAKEABLE), "smallest chip") != NULL, "reason names the chip");
    etl_destroy(&t);
}

/* ---- R20, R21 ------------------------------------------------------------------------------ */

static void test_call_for_less(void)
{
    const int64_t stacks[3] = {2000, 2000, 400};
    const char *holes[3] = {"QcQh", "AsAh", "7c2d"};
    etl_t t;
    table(&t, 50, 100, 0, 3, stacks, 0, holes);
    ETL_ACT(&t, CMD_CALL, 0, 0);
    ETL_ACT(&t, CMD_CALL, 1, 0);
    ETL_ACT(&t, CMD_CHECK, 2, 0);
    ETL_ACT(&t, CMD_BET, 1, 500);
    CHECK_LEGAL(&t, 2, 0, 1, 300, 0, 0, 0);
    int i = ETL_ACT(&t, CMD_CALL, 2, 0);
    const ev_t *a = ETL_EV(&t, etl_find(&t, i, EV_ACTION, 2));
    CHECK_EQ_INT(a->u.act.action, CMD_CALL);
    CHECK_EQ_INT(a->u.act.added, 300);
    CHECK_EQ_INT(a->u.act.flags, ACT_ALL_IN);
    int from = ETL_ACT(&t, CMD_FOLD, 0, 0);
    ETL_TRACE(&t, from, ETL_T(EV_UNCALLED) | ETL_T(EV_POT), "uncalled:1:200 pot0:900>1");
    etl_destroy(&t);
}

#define CHECK_INTERPRET(v, puts, declared, want_type, want_amount)                                \
    do {                                                                                          \
        cmd_t c_ = engine_interpret_chips((v), (puts), (declared));                               \
        CHECK_MSG(c_.type == (want_type) && c_.amount == (want_amount) && c_.seat == (v)->seat,   \
                  "puts %jd%s -> %s %jd (seat %d)", (intmax_t)(puts),                             \
                  (declared) ? " declared raise" : "", cmd_type_name(c_.type), (intmax_t)c_.amount, \
                  c_.seat);                                                                       \
    } while (0)

static void test_fifty_percent_rule(void)
{
    etl_t t;
    view_t v;
    three_to_the_flop(&t, 1000);
    /* no bet yet (seat 1, 1900 behind): BB 100 is the minimum bet */
    engine_view(t.e, 1, &v);
    CHECK_INTERPRET(&v, 250, 0, CMD_BET, 250);
    CHECK_INTERPRET(&v, 100, 0, CMD_BET, 100);
    CHECK_INTERPRET(&v, 60, 0, CMD_BET, 100); /* 50 % or more of a bet: the minimum bet */
    CHECK_INTERPRET(&v, 50, 0, CMD_BET, 100);
    CHECK_INTERPRET(&v, 40, 0, CMD_CHECK, 0);
    CHECK_INTERPRET(&v, 40, 1, CMD_BET, 100);
    CHECK_INTERPRET(&v, 1900, 0, CMD_ALLIN, 0);
    ETL_ACT(&t, CMD_BET, 1, 200);
    /* facing 200 (last full raise 200), seat 2 with 900 */
    engine_view(t.e, 2, &v);
    CHECK_INTERPRET(&v, 900, 0, CMD_ALLIN, 0);   /* the whole stack stands */
    CHECK_INTERPRET(&v, 200, 0, CMD_CALL, 0);
    CHECK_INTERPRET(&v, 290, 0, CMD_CALL, 0);    /* under half a raise: a call, 90 back */
    CHECK_INTERPRET(&v, 300, 0, CMD_RAISE, 400); /* exactly half: the minimum raise */
    CHECK_INTERPRET(&v, 399, 0, CMD_RAISE, 400);
    CHECK_INTERPRET(&v, 400, 0, CMD_RAISE, 400);
    CHECK_INTERPRET(&v, 650, 0, CMD_RAISE, 650);
    CHECK_INTERPRET(&v, 250, 1, CMD_RAISE, 400); /* "raise" declared */
    cmd_t c = engine_interpret_chips(&v, 350, 0);
    ETL_DO(&t, c.type, c.seat, c.amount);
    CHECK_EQ_INT(ETL_EV(&t, etl_find_last(&t, EV_ACTION, 2))->u.act.to, 400);
    /* not the seat to act: nothing */
    engine_view(t.e, 1, &v);
    CHECK_INTERPRET(&v, 500, 0, CMD_NONE, 0);
    etl_destroy(&t);

    /* TDA 45 Ex. 2 (blinds 250-500, raise to 1100: 50 % threshold 1400) */
    const int64_t s4[4] = {20000, 20000, 20000, 20000};
    table(&t, 250, 500, 0, 4, s4, 0, NULL);
    ETL_ACT(&t, CMD_RAISE, 3, 1100);
    engine_view(t.e, 0, &v);
    CHECK_INTERPRET(&v, 1500, 0, CMD_RAISE, 1700);
    CHECK_INTERPRET(&v, 1400, 0, CMD_RAISE, 1700);
    CHECK_INTERPRET(&v, 1300, 0, CMD_CALL, 0); /* Ex. 3: a call, 200 back */
    etl_destroy(&t);

    /* a short all-in player puts in everything, below 50 %: still all-in (TDA 45-B(2)) */
    const int64_t s3[3] = {2000, 2000, 350};
    table(&t, 50, 100, 0, 3, s3, 0, NULL);
    ETL_ACT(&t, CMD_CALL, 0, 0);
    ETL_ACT(&t, CMD_CALL, 1, 0);
    ETL_ACT(&t, CMD_CHECK, 2, 0);
    ETL_ACT(&t, CMD_BET, 1, 200);
    engine_view(t.e, 2, &v);
    CHECK_INTERPRET(&v, 250, 0, CMD_ALLIN, 0);
    etl_destroy(&t);

    /* betting not re-opened (TDA 47 Ex. 1-A for C): chips over the call are a call */
    tda47_example1_start(&t);
    ETL_ACT(&t, CMD_CALL, 0, 0);
    engine_view(t.e, 2, &v);
    CHECK_INTERPRET(&v, 400, 0, CMD_CALL, 0);
    CHECK_INTERPRET(&v, 400, 1, CMD_CALL, 0);
    etl_destroy(&t);
}

/* ---- R9: absent players -------------------------------------------------------------------- */

static void test_absent_small_blind(void)
{
    const int64_t stacks[5] = {1000, 1000, 1000, 1000, 1000};
    structure_t st;
    etl_structure(&st, 50, 100, 0);
    engine_config_t cfg;
    etl_config(&cfg, &st, 5, stacks, 0);
    cfg.absent[1] = 1;
    etl_t t;
    ETL_CREATE(&t, &cfg);
    ETL_DO(&t, CMD_START, -1, 0);
    /* posts and is dealt in like anyone, then the hand is killed before any action */
    ETL_TRACE(&t, 0, POSTS, "sb:1:50 bb:2:100");
    CHECK(etl_find(&t, 0, EV_HOLE_CARDS, 1) >= 0);
    int dead = etl_find(&t, 0, EV_DEAD_HAND, 1);
    CHECK(dead > etl_find_last(&t, EV_HOLE_CARDS, ETL_ANY));
    CHECK_EQ_INT(etl_count(&t, 0, EV_DEAD_HAND, ETL_ANY), 1);
    CHECK_EQ_INT(ETL_EV(&t, etl_find(&t, 0, EV_SEAT, 1))->u.a.count, 1);
    view_t v;
    engine_view(t.e, -1, &v);
    CHECK(v.seats[1].folded && !v.seats[1].in_hand);
    CHECK_EQ_INT(v.pot_total, 150);
    ETL_ACT(&t, CMD_CALL, 3, 0);
    ETL_ACT(&t, CMD_FOLD, 4, 0);
    ETL_ACT(&t, CMD_FOLD, 0, 0);
    ETL_ACT(&t, CMD_CHECK, 2, 0); /* the dead SB is never asked */
    CHECK_EQ_INT(engine_to_act(t.e), 2);
    ETL_ACT(&t, CMD_BET, 2, 100);
    int from = ETL_ACT(&t, CMD_FOLD, 3, 0);
    ETL_TRACE(&t, from, ETL_T(EV_UNCALLED) | ETL_T(EV_POT), "uncalled:2:100 pot0:250>2");
    CHECK_EQ_INT(etl_stack(&t, 1), 950);
    CHECK_EQ_INT(etl_stack(&t, 2), 1150);
    CHECK_EQ_INT(etl_count(&t, 0, EV_ACTION, 1), 0);
    etl_destroy(&t);

    /* everyone folds to the BB: the last live hand wins, the dead SB's chips included */
    etl_config(&cfg, &st, 5, stacks, 0);
    cfg.absent[1] = 1;
    ETL_CREATE(&t, &cfg);
    ETL_DO(&t, CMD_START, -1, 0);
    ETL_ACT(&t, CMD_FOLD, 3, 0);
    ETL_ACT(&t, CMD_FOLD, 4, 0);
    from = ETL_ACT(&t, CMD_FOLD, 0, 0);
    ETL_TRACE(&t, from, ETL_T(EV_UNCALLED) | ETL_T(EV_POT), "uncalled:2:50 pot0:100>2");
    CHECK_EQ_INT(etl_stack(&t, 2), 1050);
    etl_destroy(&t);
}

static void test_absent_big_blind(void)
{
    /* R9 / TDA 30: the absent BB's posted chips forfeit to the pot; when everyone else folds to
     * the SB, the SB (the last live hand) wins the whole pot, 50 + 100 */
    const int64_t stacks[5] = {1000, 1000, 1000, 1000, 1000};
    structure_t st;
    etl_structure(&st, 50, 100, 0);
    engine_config_t cfg;
    etl_config(&cfg, &st, 5, stacks, 0);
    cfg.absent[2] = 1;
    etl_t t;
    ETL_CREATE(&t, &cfg);
    ETL_DO(&t, CMD_START, -1, 0);
    ETL_TRACE(&t, 0, POSTS, "sb:1:50 bb:2:100");
    CHECK(etl_find(&t, 0, EV_DEAD_HAND, 2) >= 0);
    ETL_ACT(&t, CMD_FOLD, 3, 0);
    ETL_ACT(&t, CMD_FOLD, 4, 0);
    int from = ETL_ACT(&t, CMD_FOLD, 0, 0);
    ETL_TRACE(&t, from, ETL_T(EV_UNCALLED) | ETL_T(EV_POT), "pot0:150>1");
    CHECK_EQ_INT(etl_stack(&t, 1), 1100);
    CHECK_EQ_INT(etl_stack(&t, 2), 900);
    etl_destroy(&t);
}

static void test_absent_heads_up(void)
{
    /* heads-up, the button/SB is away: the hand is dead at the deal and the BB wins at once */
    const int64_t stacks[2] = {1000, 1000};
    structure_t st;
    etl_structure(&st, 50, 100, 0);
    engine_config_t cfg;
    etl_config(&cfg, &st, 2, stacks, 0);
    cfg.absent[0] = 1;
    etl_t t;
    ETL_CREATE(&t, &cfg);
    ETL_DO(&t, CMD_START, -1, 0);
    CHECK(engine_phase(t.e) == PHASE_BETWEEN_HANDS);
    CHECK_EQ_INT(etl_count(&t, 0, EV_ACTION, ETL_ANY), 0);
    ETL_TRACE(&t, 0, POSTS | ETL_T(EV_DEAD_HAND) | ETL_T(EV_UNCALLED) | ETL_T(EV_POT),
              "sb:0:50 bb:1:100 dead_hand:0:0 uncalled:1:50 pot0:100>1");
    CHECK_EQ_INT(etl_stack(&t, 1), 1050);
    /* back at the table: plays again */
    ETL_DO(&t, CMD_SET_ABSENT, 0, 0);
    int from = ETL_DO(&t, CMD_NEXT_HAND, -1, 0);
    CHECK_EQ_INT(etl_count(&t, from, EV_DEAD_HAND, ETL_ANY), 0);
    CHECK(engine_phase(t.e) == PHASE_HAND);
    etl_destroy(&t);
}

int main(int argc, char **argv)
{
    etl_init(argc, argv);
    if (tl_group("preflop_action_starts_left_of_the_big_blind_and_ends_with_its_option"))
        test_preflop_order();
    if (tl_group("the_big_blind_may_raise_after_limpers_and_the_limpers_may_reraise"))
        test_bb_option_raise();
    if (tl_group("heads_up_the_button_acts_first_preflop_and_last_after_the_flop"))
        test_heads_up_order();
    if (tl_group("action_order_follows_a_dead_button_and_a_dead_small_blind"))
        test_dead_positions_order();
    if (tl_group("antes_are_posted_before_the_small_blind_and_the_big_blind"))
        test_post_order();
    if (tl_group("a_short_stack_posts_the_ante_before_the_blind_and_is_all_in"))
        test_short_posts();
    if (tl_group("a_dead_small_blind_is_never_posted"))
        test_dead_sb_never_posted();
    if (tl_group("a_short_all_in_big_blind_does_not_lower_the_bet"))
        test_short_big_blind();
    if (tl_group("the_minimum_bet_is_the_big_blind_unless_all_in"))
        test_min_bet();
    if (tl_group("a_raise_to_600_over_a_200_blind_needs_a_reraise_to_1000"))
        test_doc000_min_raise();
    if (tl_group("the_minimum_raise_is_the_largest_raise_of_the_street_tda43"))
        test_tda43_examples();
    if (tl_group("there_is_no_cap_on_raises"))
        test_no_cap();
    if (tl_group("cumulative_short_allins_making_a_full_raise_reopen_tda47_ex1"))
        test_tda47_example1();
    if (tl_group("a_caller_facing_less_than_a_full_raise_cannot_raise_tda47_ex1a"))
        test_tda47_example1a();
    if (tl_group("a_full_raise_after_short_allins_reopens_for_callers_tda47_ex1b"))
        test_tda47_example1b();
    if (tl_group("short_allins_leave_the_minimum_raise_at_the_last_full_bet_tda47_ex2"))
        test_tda47_example2();
    if (tl_group("a_short_allin_over_the_bb_does_not_reopen_for_a_limper_tda47_ex3a"))
        test_tda47_example3a();
    if (tl_group("a_bb_raise_after_a_short_allin_reopens_for_a_limper_tda47_ex3b"))
        test_tda47_example3b();
    if (tl_group("a_short_allin_after_a_full_raise_does_not_reopen_for_the_raiser"))
        test_short_allin_after_full_raise();
    if (tl_group("an_allin_under_half_a_raise_does_not_reopen"))
        test_allin_under_half();
    if (tl_group("an_allin_over_half_but_short_of_a_full_raise_does_not_reopen"))
        test_allin_over_half();
    if (tl_group("an_allin_of_exactly_a_full_raise_reopens"))
        test_allin_full_raise();
    if (tl_group("a_short_allin_over_the_big_blind_preflop_lets_the_bb_raise_but_not_a_limper"))
        test_short_allin_over_bb_preflop();
    if (tl_group("a_round_ends_when_everyone_has_acted_and_matched_and_check_raise_is_allowed"))
        test_round_completion();
    if (tl_group("an_allin_called_on_the_turn_tables_both_hands_before_the_river"))
        test_runout_heads_up_turn();
    if (tl_group("hands_are_tabled_only_when_no_more_betting_is_possible_then_run_out"))
        test_runout_three_way();
    if (tl_group("no_raise_when_every_other_player_is_all_in"))
        test_no_raise_into_allins();
    if (tl_group("an_action_out_of_turn_is_rejected_and_changes_nothing"))
        test_out_of_turn();
    if (tl_group("illegal_bets_and_raises_are_rejected_with_their_reason"))
        test_illegal_amounts();
    if (tl_group("a_call_for_less_than_the_bet_is_all_in"))
        test_call_for_less();
    if (tl_group("bets_and_raises_are_made_of_the_smallest_chip_in_play_or_all_in"))
        test_amounts_in_chips_in_play();
    if (tl_group("chips_pushed_without_a_declaration_follow_the_fifty_percent_rule"))
        test_fifty_percent_rule();
    if (tl_group("an_absent_player_is_dealt_in_posts_and_the_hand_is_dead_at_the_deal"))
        test_absent_small_blind();
    if (tl_group("an_absent_big_blind_forfeits_the_whole_blind_to_the_last_live_hand"))
        test_absent_big_blind();
    if (tl_group("heads_up_an_absent_button_loses_the_small_blind_at_the_deal"))
        test_absent_heads_up();
    return tl_finish();
}
