/* test_pots.c — pots: rules R25–R28 of docs/rules.md. rules_build_pots on the rule book's
 * cases (uncalled chips, a folded SB above a short all-in BB, 3- and 4-way side pots, pots with
 * the same contenders merged), rules_split_pot (odd chips all to the first winner clockwise from
 * the button position, empty button seat, heads-up, smallest chip as the unit), and the same
 * rules played through the engine: uncalled bets in the event stream, side pots awarded before
 * the main pot, split pots with odd chips. Seats are 0-based. */
#include "engine/rules.h"
#include "engine_testlib.h"

#define PAYOUT (ETL_T(EV_UNCALLED) | ETL_T(EV_POT))

static const char *const BOARD = "Kd9s5c3hJd";
static const char *const ROYAL = "AsKsQsJsTs"; /* the board plays for everyone: all tie */

/* ---- rules_build_pots ---------------------------------------------------------------------- */

static uint16_t mask_of(const char *seats) /* "0,2,3" */
{
    uint16_t m = 0;
    for (const char *p = seats; *p; p++)
        if (*p >= '0' && *p <= '9')
            m |= (uint16_t)(1u << (*p - '0'));
    return m;
}

/* Pots as "AMOUNT{seats} ..." and returns as "r<seat>=AMOUNT", to compare as one string. */
static const char *pots_text(int n_seats, const int64_t *contrib, const int *folded)
{
    static char buf[512];
    pot_t pots[ENGINE_MAX_SEATS];
    int64_t returned[ENGINE_MAX_SEATS];
    memset(pots, 0xab, sizeof pots);
    int np = rules_build_pots(n_seats, contrib, folded, NULL, pots, returned);
    size_t len = 0;
    buf[0] = '\0';
    int64_t total = 0, in = 0;
    for (int i = 0; i < np; i++) {
        len += (size_t)snprintf(buf + len, sizeof buf - len, "%s%jd{", len ? " " : "", (intmax_t)pots[i].amount);
        int first = 1;
        for (int s = 0; s < n_seats; s++)
            if (pots[i].eligible & (1u << s)) {
                len += (size_t)snprintf(buf + len, sizeof buf - len, "%s%d", first ? "" : ",", s);
                first = 0;
            }
        len += (size_t)snprintf(buf + len, sizeof buf - len, "}");
        total += pots[i].amount;
    }
    for (int s = 0; s < n_seats; s++) {
        in += contrib[s];
        if (returned[s]) {
            len += (size_t)snprintf(buf + len, sizeof buf - len, "%sr%d=%jd", len ? " " : "", s, (intmax_t)returned[s]);
            total += returned[s];
        }
    }
    CHECK_MSG(total == in, "pots and returns %jd, contributions %jd", (intmax_t)total, (intmax_t)in);
    return buf;
}

static void test_build_pots(void)
{
    /* an uncalled bet: the excess goes back */
    {
        int64_t c[2] = {100, 300};
        int f[2] = {0, 0};
        CHECK_EQ_STR(pots_text(2, c, f), "200{0,1} r1=200");
    }
    /* a folded SB (seat 1, 50) above an all-in BB (seat 2, 30), the button (seat 0) called 100:
     * main pot 90 for BB and button; the SB's 20 above 30 with the button's 20 form a pot only
     * the button can win; the button's last 50 are uncalled */
    {
        int64_t c[3] = {100, 50, 30};
        int f[3] = {0, 1, 0};
        CHECK_EQ_STR(pots_text(3, c, f), "90{0,2} 40{0} r0=50");
    }
    /* the same with everybody else folded: the SB's chips the BB could never win go back */
    {
        int64_t c[3] = {0, 50, 30};
        int f[3] = {1, 1, 0};
        CHECK_EQ_STR(pots_text(3, c, f), "60{2} r1=20");
    }
    /* three-way: all-ins of 100 and 250, a caller with 400 */
    {
        int64_t c[3] = {100, 250, 400};
        int f[3] = {0, 0, 0};
        CHECK_EQ_STR(pots_text(3, c, f), "300{0,1,2} 300{1,2} r2=150");
    }
    /* four all-ins of 50, 100, 200, 200 and a player who put in 120 and folded: the folded
     * chips feed the pots, and the pots above 100 with the same two contenders are one pot */
    {
        int64_t c[5] = {50, 100, 200, 200, 120};
        int f[5] = {0, 0, 0, 0, 1};
        CHECK_EQ_STR(pots_text(5, c, f), "250{0,1,2,3} 200{1,2,3} 220{2,3}");
    }
    /* same contenders at every level: one pot */
    {
        int64_t c[3] = {100, 300, 300};
        int f[3] = {1, 0, 0};
        CHECK_EQ_STR(pots_text(3, c, f), "700{1,2}");
    }
    /* short antes and blinds: 10 folded, 30, 60, 5, 110 */
    {
        int64_t c[5] = {10, 30, 60, 5, 110};
        int f[5] = {1, 0, 0, 0, 0};
        CHECK_EQ_STR(pots_text(5, c, f), "25{1,2,3,4} 80{1,2,4} 60{2,4} r4=50");
    }
    /* a folded player above everyone still in: nobody can win the top chips */
    {
        int64_t c[2] = {300, 100};
        int f[2] = {1, 0};
        CHECK_EQ_STR(pots_text(2, c, f), "200{1} r0=200");
    }
    /* empty seats and zero contributions make no pot */
    {
        int64_t c[6] = {0, 100, 0, 100, 0, 0};
        int f[6] = {0, 0, 0, 0, 0, 0};
        CHECK_EQ_STR(pots_text(6, c, f), "200{1,3}");
        int64_t z[3] = {0, 0, 0};
        CHECK_EQ_STR(pots_text(3, z, f), "");
    }
    /* ten seats, ten different stacks all-in */
    {
        int64_t c[10] = {10, 20, 30, 40, 50, 60, 70, 80, 90, 100};
        int f[10] = {0};
        CHECK_EQ_STR(pots_text(10, c, f), "100{0,1,2,3,4,5,6,7,8,9} 90{1,2,3,4,5,6,7,8,9} 80{2,3,4,5,6,7,8,9} "
                                          "70{3,4,5,6,7,8,9} 60{4,5,6,7,8,9} 50{5,6,7,8,9} 40{6,7,8,9} "
                                          "30{7,8,9} 20{8,9} r9=10");
    }
}

/* ---- rules_split_pot ----------------------------------------------------------------------- */

#define CHECK_SPLIT(n, amount, winners, button, unit, want_share, want_odd, want_seat)            \
    do {                                                                                          \
        int64_t sh_ = -1, od_ = -1;                                                               \
        int os_ = -9;                                                                             \
        rules_split_pot((n), (amount), mask_of(winners), (button), (unit), &sh_, &od_, &os_);     \
        CHECK_MSG(sh_ == (want_share) && od_ == (want_odd) && (od_ == 0 || os_ == (want_seat)),   \
                  "%jd among {%s}, button %d, unit %d: share %jd, odd %jd to seat %d",            \
                  (intmax_t)(amount), winners, (button), (int)(unit), (intmax_t)sh_,              \
                  (intmax_t)od_, os_);                                                            \
    } while (0)

static void test_split_pot(void)
{
    CHECK_SPLIT(6, 101, "1,2", 0, 1, 50, 1, 1);
    CHECK_SPLIT(6, 101, "0,3", 3, 1, 50, 1, 0);  /* the button itself comes last */
    CHECK_SPLIT(6, 101, "0,3", 2, 1, 50, 1, 3);
    CHECK_SPLIT(6, 101, "1,4", 2, 1, 50, 1, 4);  /* button on an empty seat 2 */
    CHECK_SPLIT(6, 101, "1,4", 5, 1, 50, 1, 1);  /* wrapping round */
    CHECK_SPLIT(6, 302, "1,3,5", 0, 1, 100, 2, 1); /* all of the remainder to one player */
    CHECK_SPLIT(6, 305, "1,3,5", 4, 1, 101, 2, 5);
    CHECK_SPLIT(2, 101, "0,1", 0, 1, 50, 1, 1);  /* heads-up: button = SB, so the BB */
    CHECK_SPLIT(2, 101, "0,1", 1, 1, 50, 1, 0);
    /* the unit is the smallest chip in play */
    CHECK_SPLIT(6, 1075, "1,2", 0, 25, 525, 25, 1);
    CHECK_SPLIT(6, 1000, "1,2,3", 0, 25, 325, 25, 1);
    CHECK_SPLIT(6, 1010, "2,4", 3, 25, 500, 10, 4);
    CHECK_SPLIT(6, 1050, "1,2", 0, 25, 525, 0, -1);
    CHECK_SPLIT(6, 1150, "0,1,2,3", 5, 100, 200, 350, 0);
    /* one winner: whole chips as the share, the rest as "odd" chips, all to that winner */
    CHECK_SPLIT(6, 777, "4", 0, 25, 775, 2, 4);
    CHECK_SPLIT(6, 777, "4", 0, 1, 777, 0, -1);
    int64_t share, odd;
    int seat;
    rules_split_pot(10, 999, (uint16_t)(1u << 9 | 1u << 0), 9, 1, &share, &odd, &seat);
    CHECK(share == 499 && odd == 1 && seat == 0);
}

/* ---- through the engine -------------------------------------------------------------------- */

static void start(etl_t *t, const structure_t *st, int n, const int64_t *stacks, int button,
                  const char *const *holes, const char *board)
{
    engine_config_t cfg;
    etl_config(&cfg, st, n, stacks, button);
    if (holes)
        ETL_DECK(&cfg, button + 1, holes, board);
    ETL_CREATE(t, &cfg);
    ETL_DO(t, CMD_START, -1, 0);
}

static void check_down(etl_t *t)
{
    for (int guard = 0; guard < 40 && engine_phase(t->e) == PHASE_HAND; guard++)
        ETL_DO(t, CMD_CHECK, engine_to_act(t->e), 0);
}

static void test_uncalled_bet(void)
{
    structure_t st;
    etl_structure(&st, 50, 100, 0);
    const int64_t stacks[3] = {1000, 1000, 1000};
    etl_t t;
    start(&t, &st, 3, stacks, 0, NULL, NULL);
    ETL_DO(&t, CMD_RAISE, 0, 300);
    ETL_DO(&t, CMD_FOLD, 1, 0);
    int from = ETL_DO(&t, CMD_FOLD, 2, 0);
    ETL_TRACE(&t, from, PAYOUT | ETL_T(EV_HAND_END), "uncalled:0:200 pot0:250>0 hand_end:-1:0");
    CHECK_EQ_INT(etl_stack(&t, 0), 1150);
    CHECK_EQ_INT(etl_stack(&t, 1), 950);
    CHECK_EQ_INT(etl_stack(&t, 2), 900);
    etl_destroy(&t);

    /* the first all-in is the biggest and only partly called: the excess comes back, then the
     * side pot, then the main pot (button 0, SB 1, BB 2 folds, UTG 3) */
    const int64_t s2[4] = {100, 250, 1000, 400};
    const char *holes[4] = {"AsAh", "QsQh", "8c8h", "7c2d"};
    start(&t, &st, 4, s2, 0, holes, BOARD);
    ETL_DO(&t, CMD_ALLIN, 3, 0);
    ETL_DO(&t, CMD_ALLIN, 0, 0);
    ETL_DO(&t, CMD_ALLIN, 1, 0);
    from = ETL_DO(&t, CMD_FOLD, 2, 0);
    ETL_TRACE(&t, from, PAYOUT | ETL_T(EV_STREET) | ETL_T(EV_SHOW),
              "uncalled:3:150 show:3* show:0* show:1* flop turn river pot1:300>1 pot0:400>0");
    const ev_t *p1 = ETL_EV(&t, etl_find(&t, from, EV_POT, ETL_ANY));
    CHECK_EQ_INT(p1->u.pot.index, 1);
    CHECK_EQ_INT(p1->u.pot.n_pots, 2);
    CHECK_EQ_INT(p1->u.pot.eligible, mask_of("1,3"));
    const ev_t *p0 = ETL_EV(&t, etl_find_last(&t, EV_POT, ETL_ANY));
    CHECK_EQ_INT(p0->u.pot.eligible, mask_of("0,1,3"));
    CHECK_EQ_INT(etl_stack(&t, 0), 400);
    CHECK_EQ_INT(etl_stack(&t, 1), 300);
    CHECK_EQ_INT(etl_stack(&t, 2), 900);
    CHECK_EQ_INT(etl_stack(&t, 3), 150);
    etl_destroy(&t);
}

static void test_four_way_side_pots(void)
{
    /* seats: B=0 (button, 100), C=1 (SB, 200), D=2 (BB, 1000), E=3 (1000), A=4 (50); blinds
     * 10/20. E raises to 120, A and B call all-in for less, C all-in for 200, D calls, E folds:
     * contributions A 50, B 100, C 200, D 200, E 120 (folded). */
    structure_t st;
    etl_structure(&st, 10, 20, 0);
    const int64_t stacks[5] = {100, 200, 1000, 1000, 50};
    const char *holes[5] = {"QsQh", "TcTh", "7c2d", "8c8h", "AsAh"};
    etl_t t;
    start(&t, &st, 5, stacks, 0, holes, BOARD);
    ETL_DO(&t, CMD_RAISE, 3, 120);
    ETL_DO(&t, CMD_ALLIN, 4, 0);
    ETL_DO(&t, CMD_ALLIN, 0, 0);
    ETL_DO(&t, CMD_ALLIN, 1, 0);
    ETL_DO(&t, CMD_CALL, 2, 0);
    int from = ETL_DO(&t, CMD_FOLD, 3, 0);
    /* pots: 250 for all four, 200 for B C D, then 60 + 160 for C and D merged into one */
    ETL_TRACE(&t, from, PAYOUT, "pot2:220>1 pot1:200>0 pot0:250>4");
    CHECK_EQ_INT(etl_stack(&t, 4), 250);
    CHECK_EQ_INT(etl_stack(&t, 0), 200);
    CHECK_EQ_INT(etl_stack(&t, 1), 220);
    CHECK_EQ_INT(etl_stack(&t, 2), 800);
    CHECK_EQ_INT(etl_stack(&t, 3), 880);
    etl_destroy(&t);
}

static void test_short_posts_side_pots(void)
{
    /* antes 10, blinds 50/100: SB has 30, BB 60, seat 3 only 5; seat 4 calls, the button folds */
    structure_t st;
    etl_structure(&st, 50, 100, 10);
    const int64_t stacks[5] = {1000, 30, 60, 5, 1000};
    const char *holes[5] = {"8c8h", "QsQh", "TcTh", "AsAh", "7c2d"};
    etl_t t;
    start(&t, &st, 5, stacks, 0, holes, BOARD);
    ETL_DO(&t, CMD_CALL, 4, 0);
    int from = ETL_DO(&t, CMD_FOLD, 0, 0);
    ETL_TRACE(&t, from, PAYOUT, "uncalled:4:50 pot2:60>2 pot1:80>1 pot0:25>3");
    CHECK_EQ_INT(etl_stack(&t, 3), 25);
    CHECK_EQ_INT(etl_stack(&t, 1), 80);
    CHECK_EQ_INT(etl_stack(&t, 2), 60);
    CHECK_EQ_INT(etl_stack(&t, 4), 940);
    CHECK_EQ_INT(etl_stack(&t, 0), 990);
    etl_destroy(&t);
}

static void test_split_odd_chip(void)
{
    /* antes 5, blinds 25/50, three players; the button folds, the blinds split 115 */
    structure_t st;
    etl_structure(&st, 25, 50, 5);
    const int64_t stacks[3] = {1000, 1000, 1000};
    const char *holes[3] = {"2c3d", "4c5d", "6c7d"};
    etl_t t;
    start(&t, &st, 3, stacks, 0, holes, ROYAL);
    ETL_DO(&t, CMD_FOLD, 0, 0);
    ETL_DO(&t, CMD_CALL, 1, 0);
    ETL_DO(&t, CMD_CHECK, 2, 0);
    int from = t.n;
    check_down(&t);
    ETL_TRACE(&t, from, PAYOUT, "pot0:115>1,2^1");
    const ev_t *p = ETL_EV(&t, etl_find(&t, from, EV_POT, ETL_ANY));
    CHECK_EQ_INT(p->u.pot.share, 57);
    CHECK_EQ_INT(p->u.pot.odd, 1);
    CHECK_EQ_INT(etl_stack(&t, 1), 1003);
    CHECK_EQ_INT(etl_stack(&t, 2), 1002);
    CHECK_EQ_INT(etl_stack(&t, 0), 995);
    etl_destroy(&t);

    /* three winners and a remainder of 2: both chips to the first winner left of the button */
    etl_structure(&st, 25, 50, 2);
    const int64_t s4[4] = {1000, 1000, 1000, 1000};
    const char *h4[4] = {"2c3d", "4c5d", "6c7d", "8c9d"};
    start(&t, &st, 4, s4, 0, h4, ROYAL);
    ETL_DO(&t, CMD_CALL, 3, 0);
    ETL_DO(&t, CMD_FOLD, 0, 0);
    ETL_DO(&t, CMD_CALL, 1, 0);
    ETL_DO(&t, CMD_CHECK, 2, 0);
    from = t.n;
    check_down(&t);
    ETL_TRACE(&t, from, PAYOUT, "pot0:158>1,2,3^1");
    p = ETL_EV(&t, etl_find(&t, from, EV_POT, ETL_ANY));
    CHECK_EQ_INT(p->u.pot.share, 52);
    CHECK_EQ_INT(p->u.pot.odd, 2);
    CHECK_EQ_INT(etl_stack(&t, 1), 1002);
    CHECK_EQ_INT(etl_stack(&t, 2), 1000);
    CHECK_EQ_INT(etl_stack(&t, 3), 1000);
    CHECK_EQ_INT(etl_stack(&t, 0), 998);
    etl_destroy(&t);
}

static void test_odd_chip_empty_button(void)
{
    /* seat 1 busted as last hand's SB: dead button on seat 1, SB 2, BB 3. Antes 5, blinds 25/50.
     * Seat 4 folds, seat 0 calls, the SB folds, the BB checks: seats 0 and 3 split 145 and the odd
     * chip goes to seat 3, the first winner clockwise from the (empty) button seat */
    structure_t st;
    etl_structure(&st, 25, 50, 5);
    const int64_t stacks[5] = {1000, 0, 1000, 1000, 1000};
    engine_config_t cfg;
    etl_config(&cfg, &st, 5, stacks, -1);
    etl_prev(&cfg, 0, 1, 2);
    const char *holes[5] = {"2c3d", NULL, "4c5d", "6c7d", "8c9d"};
    ETL_DECK(&cfg, 2, holes, ROYAL);
    etl_t t;
    ETL_CREATE(&t, &cfg);
    ETL_DO(&t, CMD_START, -1, 0);
    ETL_CHECK_POS(ETL_HAND_START(&t), 1, 2, 3, 1, 1);
    ETL_DO(&t, CMD_FOLD, 4, 0);
    ETL_DO(&t, CMD_CALL, 0, 0);
    ETL_DO(&t, CMD_FOLD, 2, 0);
    ETL_DO(&t, CMD_CHECK, 3, 0);
    int from = t.n;
    check_down(&t);
    ETL_TRACE(&t, from, PAYOUT, "pot0:145>0,3^3");
    CHECK_EQ_INT(etl_stack(&t, 3), 1000 - 55 + 73);
    CHECK_EQ_INT(etl_stack(&t, 0), 1000 - 55 + 72);
    etl_destroy(&t);
}

static void test_heads_up_odd_chip_in_smallest_chips(void)
{
    /* chips of 25 and 100: a 2020 pot split heads-up is 1000 each in whole 25s; the odd 20 go
     * to the BB, the first seat left of the button */
    structure_t st;
    etl_structure(&st, 50, 100, 0);
    st.n_chips = 2;
    st.chips[0].value = 25;
    st.chips[1].value = 100;
    const int64_t stacks[2] = {1010, 1010};
    const char *holes[2] = {"2c3d", "4c5d"};
    etl_t t;
    start(&t, &st, 2, stacks, 0, holes, ROYAL);
    view_t v;
    engine_view(t.e, -1, &v);
    CHECK_EQ_INT(v.smallest_chip, 25);
    ETL_DO(&t, CMD_ALLIN, 0, 0);
    int from = ETL_DO(&t, CMD_CALL, 1, 0);
    ETL_TRACE(&t, from, PAYOUT, "pot0:2020>0,1^1");
    const ev_t *p = ETL_EV(&t, etl_find(&t, from, EV_POT, ETL_ANY));
    CHECK_EQ_INT(p->u.pot.share, 1000);
    CHECK_EQ_INT(p->u.pot.odd, 20);
    CHECK_EQ_INT(etl_stack(&t, 0), 1000);
    CHECK_EQ_INT(etl_stack(&t, 1), 1020);
    etl_destroy(&t);
}

static void test_split_side_pot(void)
{
    /* seat 0 all-in short with the best hand wins the main pot; seats 1 and 2 tie for the side
     * pot and split it; odd chip of the side pot to seat 1 (left of the button 0) */
    structure_t st;
    etl_structure(&st, 25, 50, 0);
    const int64_t stacks[3] = {100, 1000, 1000};
    const char *holes[3] = {"AsAh", "QsQd", "QhQc"};
    etl_t t;
    start(&t, &st, 3, stacks, 0, holes, BOARD);
    ETL_DO(&t, CMD_ALLIN, 0, 0);
    ETL_DO(&t, CMD_RAISE, 1, 301);
    ETL_DO(&t, CMD_CALL, 2, 0);
    int from = t.n;
    check_down(&t);
    /* main 300 to seat 0; side 402 split 201/201 */
    ETL_TRACE(&t, from, PAYOUT, "pot1:402>1,2 pot0:300>0");
    CHECK_EQ_INT(etl_stack(&t, 0), 300);
    CHECK_EQ_INT(etl_stack(&t, 1), 900);
    CHECK_EQ_INT(etl_stack(&t, 2), 900);
    etl_destroy(&t);
}

int main(int argc, char **argv)
{
    etl_init(argc, argv);
    if (tl_group("side_pots_are_built_level_by_level_with_uncalled_chips_returned"))
        test_build_pots();
    if (tl_group("a_split_gives_all_odd_chips_to_the_first_winner_left_of_the_button"))
        test_split_pot();
    if (tl_group("uncalled_bets_are_returned_in_the_event_stream_before_the_pots"))
        test_uncalled_bet();
    if (tl_group("four_way_allins_make_side_pots_and_merge_pots_with_the_same_contenders"))
        test_four_way_side_pots();
    if (tl_group("short_antes_and_blinds_make_side_pots_awarded_last_created_first"))
        test_short_posts_side_pots();
    if (tl_group("split_pots_give_the_odd_chips_to_the_first_winner_left_of_the_button"))
        test_split_odd_chip();
    if (tl_group("with_a_dead_button_the_odd_chip_goes_clockwise_from_the_empty_seat"))
        test_odd_chip_empty_button();
    if (tl_group("heads_up_the_odd_chips_go_to_the_big_blind_in_whole_smallest_chips"))
        test_heads_up_odd_chip_in_smallest_chips();
    if (tl_group("a_tied_side_pot_is_split_while_the_main_pot_goes_to_the_short_stack"))
        test_split_side_pot();
    return tl_finish();
}
