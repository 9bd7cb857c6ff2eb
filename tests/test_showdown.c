/* test_showdown.c — showing hands: rules R22–R23 of docs/rules.md. The order of a showdown
 * without an all-in (the last aggressor on the river first, else the first player left of the
 * button position, dead or not), hands that cannot win are mucked, winners always show, an
 * uncontested pot shows nothing, and with an all-in every hand in every pot is tabled (TDA 16
 * and its Illustration Addendum examples). Seats are 0-based. */
#include "engine/hand.h"
#include "engine_testlib.h"

#define SHOWS (ETL_T(EV_SHOW) | ETL_T(EV_MUCK))

static const char *const BOARD = "Kd9s5c3hJd";

static void start(etl_t *t, int n, const int64_t *stacks, int button, const char *const *holes)
{
    structure_t st;
    etl_structure(&st, 50, 100, 0);
    engine_config_t cfg;
    etl_config(&cfg, &st, n, stacks, button);
    ETL_DECK(&cfg, button + 1, holes, BOARD);
    ETL_CREATE(t, &cfg);
    ETL_DO(t, CMD_START, -1, 0);
}

/* Four players (button 0, SB 1, BB 2, seat 3) call pre-flop and check the flop and the turn. */
static void four_to_the_river(etl_t *t, const char *const *holes)
{
    const int64_t stacks[4] = {1000, 1000, 1000, 1000};
    start(t, 4, stacks, 0, holes);
    ETL_ACT(t, CMD_CALL, 3, 0);
    ETL_ACT(t, CMD_CALL, 0, 0);
    ETL_ACT(t, CMD_CALL, 1, 0);
    ETL_ACT(t, CMD_CHECK, 2, 0);
    for (int street = 0; street < 2; street++) {
        ETL_ACT(t, CMD_CHECK, 1, 0);
        ETL_ACT(t, CMD_CHECK, 2, 0);
        ETL_ACT(t, CMD_CHECK, 3, 0);
        ETL_ACT(t, CMD_CHECK, 0, 0);
    }
}

static void test_last_aggressor_first(void)
{
    const char *holes[4] = {"AsAh", "AcAd", "QsQh", "TcTh"};
    etl_t t;
    four_to_the_river(&t, holes);
    ETL_ACT(&t, CMD_CHECK, 1, 0);
    ETL_ACT(&t, CMD_BET, 2, 100);
    ETL_ACT(&t, CMD_CALL, 3, 0);
    ETL_ACT(&t, CMD_CALL, 0, 0);
    int from = ETL_ACT(&t, CMD_CALL, 1, 0);
    /* the bettor (seat 2) first, then clockwise: 3 cannot beat queens and mucks, 0 shows aces,
     * 1 ties the aces and shows */
    ETL_TRACE(&t, from, SHOWS | ETL_T(EV_POT), "show:2 muck:3 show:0 show:1 pot0:800>0,1");
    /* the shown value is the winning value */
    const ev_t *sh = ETL_EV(&t, etl_find(&t, from, EV_SHOW, 0));
    const ev_t *pot = ETL_EV(&t, etl_find(&t, from, EV_POT, ETL_ANY));
    CHECK_EQ_INT(pot->u.pot.value, sh->u.sh.value);
    card_t seven[7] = {CARD("As"), CARD("Ah"), CARD("Kd"), CARD("9s"), CARD("5c"), CARD("3h"), CARD("Jd")};
    CHECK_EQ_INT(sh->u.sh.value, hand_eval(seven, 7));
    CHECK_EQ_INT(sh->u.sh.allin, 0);
    /* shown hands are public, the mucked one is not */
    view_t v;
    engine_view(t.e, -1, &v);
    CHECK(v.seats[2].cards_known && v.seats[0].cards_known && v.seats[1].cards_known);
    CHECK(!v.seats[3].cards_known);
    CHECK_EQ_INT(etl_stack(&t, 0), 1200);
    CHECK_EQ_INT(etl_stack(&t, 1), 1200);
    etl_destroy(&t);
}

static void test_raiser_shows_first(void)
{
    const char *holes[4] = {"AsAh", "QsQh", "TcTh", "8c8h"};
    etl_t t;
    four_to_the_river(&t, holes);
    ETL_ACT(&t, CMD_BET, 1, 100);
    ETL_ACT(&t, CMD_RAISE, 2, 300);
    ETL_ACT(&t, CMD_FOLD, 3, 0);
    ETL_ACT(&t, CMD_CALL, 0, 0);
    int from = ETL_ACT(&t, CMD_CALL, 1, 0);
    /* the last aggressor is the raiser, seat 2 (tens): then 0 (aces), then 1 (queens: cannot
     * beat the aces, mucks) */
    ETL_TRACE(&t, from, SHOWS | ETL_T(EV_POT), "show:2 show:0 muck:1 pot0:1300>0");
    etl_destroy(&t);
}

static void test_no_river_bet(void)
{
    const char *holes[4] = {"QsQh", "7c2d", "TcTh", "8c8h"};
    const int64_t stacks[4] = {1000, 1000, 1000, 1000};
    etl_t t;
    start(&t, 4, stacks, 0, holes);
    ETL_ACT(&t, CMD_CALL, 3, 0);
    ETL_ACT(&t, CMD_CALL, 0, 0);
    ETL_ACT(&t, CMD_CALL, 1, 0);
    ETL_ACT(&t, CMD_CHECK, 2, 0);
    for (int s = 1; s <= 4; s++)
        ETL_ACT(&t, CMD_CHECK, s % 4, 0);
    /* a bet on the turn does not decide the river's order */
    ETL_ACT(&t, CMD_CHECK, 1, 0);
    ETL_ACT(&t, CMD_CHECK, 2, 0);
    ETL_ACT(&t, CMD_BET, 3, 100);
    ETL_ACT(&t, CMD_CALL, 0, 0);
    ETL_ACT(&t, CMD_CALL, 1, 0);
    ETL_ACT(&t, CMD_CALL, 2, 0);
    ETL_ACT(&t, CMD_CHECK, 1, 0);
    ETL_ACT(&t, CMD_CHECK, 2, 0);
    ETL_ACT(&t, CMD_CHECK, 3, 0);
    int from = ETL_ACT(&t, CMD_CHECK, 0, 0);
    /* first left of the button: seat 1 shows (7-high, the first hand always shows), 2 beats it,
     * 3 cannot beat tens, 0 wins */
    ETL_TRACE(&t, from, SHOWS | ETL_T(EV_POT), "show:1 show:2 muck:3 show:0 pot0:800>0");
    etl_destroy(&t);
}

static void test_dead_button_order(void)
{
    /* dead button on seat 1 (it busted as the SB): SB 2, BB 3, then 4, 0 */
    structure_t st;
    etl_structure(&st, 50, 100, 0);
    const int64_t stacks[5] = {1000, 0, 1000, 1000, 1000};
    engine_config_t cfg;
    etl_config(&cfg, &st, 5, stacks, -1);
    etl_prev(&cfg, 0, 1, 2);
    const char *holes[5] = {"TcTh", NULL, "7c2d", "QsQh", "8c8h"};
    ETL_DECK(&cfg, 2, holes, BOARD);
    etl_t t;
    ETL_CREATE(&t, &cfg);
    ETL_DO(&t, CMD_START, -1, 0);
    ETL_ACT(&t, CMD_FOLD, 4, 0);
    ETL_ACT(&t, CMD_CALL, 0, 0);
    ETL_ACT(&t, CMD_CALL, 2, 0);
    ETL_ACT(&t, CMD_CHECK, 3, 0);
    int from = t.n;
    for (int street = 0; street < 3; street++) {
        ETL_ACT(&t, CMD_CHECK, 2, 0);
        ETL_ACT(&t, CMD_CHECK, 3, 0);
        ETL_ACT(&t, CMD_CHECK, 0, 0);
    }
    /* first left of the (empty) button seat: the SB, seat 2 */
    ETL_TRACE(&t, from, SHOWS | ETL_T(EV_POT), "show:2 show:3 muck:0 pot0:300>3");
    etl_destroy(&t);
}

static void test_uncontested(void)
{
    const char *holes[4] = {"AsAh", "QsQh", "TcTh", "8c8h"};
    etl_t t;
    four_to_the_river(&t, holes);
    ETL_ACT(&t, CMD_BET, 1, 100);
    ETL_ACT(&t, CMD_FOLD, 2, 0);
    ETL_ACT(&t, CMD_FOLD, 3, 0);
    int from = ETL_ACT(&t, CMD_FOLD, 0, 0);
    ETL_TRACE(&t, from, SHOWS | ETL_T(EV_POT) | ETL_T(EV_UNCALLED), "uncalled:1:100 pot0:400>1");
    view_t v;
    engine_view(t.e, -1, &v);
    CHECK(!v.seats[1].cards_known);
    etl_destroy(&t);
}

/* ---- R22: all-ins, every hand face up ------------------------------------------------------ */

static void test_allin_preflop_tabled(void)
{
    const int64_t stacks[3] = {1000, 500, 1000};
    const char *holes[3] = {"8c8h", "7c2d", "AsAh"};
    etl_t t;
    start(&t, 3, stacks, 0, holes);
    ETL_ACT(&t, CMD_FOLD, 0, 0);
    ETL_ACT(&t, CMD_ALLIN, 1, 0);
    int from = ETL_ACT(&t, CMD_CALL, 2, 0);
    /* both hands up at once, before the flop; the losing all-in hand is shown too */
    ETL_TRACE(&t, from, SHOWS | ETL_T(EV_STREET) | ETL_T(EV_POT),
              "show:1* show:2* flop turn river pot0:1000>2");
    const ev_t *sh = ETL_EV(&t, etl_find(&t, from, EV_SHOW, 1));
    CHECK_EQ_INT(sh->u.sh.cards[0], CARD("7c"));
    CHECK_EQ_INT(sh->u.sh.cards[1], CARD("2d"));
    view_t v;
    engine_view(t.e, 0, &v);
    CHECK(v.seats[1].cards_known && v.seats[2].cards_known);
    etl_destroy(&t);
}

static void test_tda16_example3(void)
{
    /* A (button, 700) all-in pre-flop, B (SB) and C (BB) call with thousands behind; flop
     * checked, turn B bets 1000 and C calls, river checked. At the showdown every hand is
     * tabled, including C's, which wins nothing. */
    const int64_t stacks[3] = {700, 5000, 5000};
    const char *holes[3] = {"AsAh", "QsQh", "7c2d"};
    etl_t t;
    start(&t, 3, stacks, 0, holes);
    ETL_ACT(&t, CMD_ALLIN, 0, 0);
    ETL_ACT(&t, CMD_CALL, 1, 0);
    ETL_ACT(&t, CMD_CALL, 2, 0);
    ETL_ACT(&t, CMD_CHECK, 1, 0);
    ETL_ACT(&t, CMD_CHECK, 2, 0);
    ETL_ACT(&t, CMD_BET, 1, 1000);
    ETL_ACT(&t, CMD_CALL, 2, 0);
    CHECK_EQ_INT(etl_count(&t, 0, EV_SHOW, ETL_ANY), 0); /* betting was still possible */
    ETL_ACT(&t, CMD_CHECK, 1, 0);
    int from = ETL_ACT(&t, CMD_CHECK, 2, 0);
    CHECK_MSG(etl_count(&t, from, EV_MUCK, ETL_ANY) == 0 && etl_count(&t, from, EV_SHOW, 0) == 1 &&
                  etl_count(&t, from, EV_SHOW, 1) == 1 && etl_count(&t, from, EV_SHOW, 2) == 1,
              "A, B and C each tabled once, nobody mucked: %s", etl_trace(&t, from, SHOWS));
    /* side pot (B and C) first, then the main pot */
    ETL_TRACE(&t, from, ETL_T(EV_POT), "pot1:2000>1 pot0:2100>0");
    etl_destroy(&t);
}

static void test_river_allin_tabled(void)
{
    /* heads-up, all-in on the river and called: the caller may not muck (TDA 16) */
    const int64_t stacks[2] = {1000, 1000};
    const char *holes[2] = {"7c2d", "AsAh"};
    etl_t t;
    start(&t, 2, stacks, 0, holes);
    ETL_ACT(&t, CMD_CALL, 0, 0);
    ETL_ACT(&t, CMD_CHECK, 1, 0);
    for (int street = 0; street < 2; street++) {
        ETL_ACT(&t, CMD_CHECK, 1, 0);
        ETL_ACT(&t, CMD_CHECK, 0, 0);
    }
    ETL_ACT(&t, CMD_ALLIN, 1, 0);
    int from = ETL_ACT(&t, CMD_CALL, 0, 0);
    CHECK_MSG(etl_count(&t, from, EV_MUCK, ETL_ANY) == 0 && etl_count(&t, from, EV_SHOW, 0) == 1 &&
                  etl_count(&t, from, EV_SHOW, 1) == 1,
              "both hands tabled, nobody mucked: %s", etl_trace(&t, from, SHOWS));
    ETL_TRACE(&t, from, ETL_T(EV_POT), "pot0:2000>1");
    etl_destroy(&t);
}

int main(int argc, char **argv)
{
    etl_init(argc, argv);
    if (tl_group("the_last_aggressor_on_the_river_shows_first_and_losers_muck"))
        test_last_aggressor_first();
    if (tl_group("a_river_raiser_is_the_last_aggressor_and_shows_first"))
        test_raiser_shows_first();
    if (tl_group("without_a_river_bet_the_first_player_left_of_the_button_shows_first"))
        test_no_river_bet();
    if (tl_group("with_a_dead_button_the_first_player_left_of_the_empty_seat_shows_first"))
        test_dead_button_order();
    if (tl_group("an_uncontested_pot_shows_no_cards"))
        test_uncontested();
    if (tl_group("an_allin_preflop_tables_every_hand_before_the_flop"))
        test_allin_preflop_tabled();
    if (tl_group("with_an_allin_player_every_hand_is_tabled_at_the_showdown_tda16_ex3"))
        test_tda16_example3();
    if (tl_group("an_allin_called_on_the_river_tables_both_hands"))
        test_river_allin_tabled();
    return tl_finish();
}
