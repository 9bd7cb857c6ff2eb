/* test_race.c — colour-up and the chip race: rule R34 of docs/rules.md. Whole chips of a
 * removed denomination are exchanged straight; the odd ones are raced (one card per odd chip,
 * dealt from seat 1, best card by rank then suit); the pool buys floor(total / new) chips plus
 * one from half a chip up; at most one chip per player; nobody is raced out; the engine's
 * expected chip count follows the rounding. White-box only to rebuild the race deck (the race's
 * own random stream) and check who got which cards. Seats are 0-based. */
#include "engine/deck.h"
#include "engine/engine_internal.h"
#include "engine_testlib.h"

/* Chips 5/25/100/500; level 1 5/10, level 2 25/50 removes the 5s, level 3 100/200 removes the
 * 25s. `also_ones`: a 1 chip as well, and level 2 removes 1s and 5s together. */
static void chip_structure(structure_t *st, int also_ones)
{
    etl_structure(st, 5, 10, 0);
    int k = 0;
    if (also_ones)
        st->chips[k++].value = 1;
    st->chips[k++].value = 5;
    st->chips[k++].value = 25;
    st->chips[k++].value = 100;
    st->chips[k++].value = 500;
    st->n_chips = k;
    int l2 = etl_add_level(st, 25, 50, 0, 0);
    st->levels[l2].n_remove = 0;
    if (also_ones)
        st->levels[l2].remove_chips[st->levels[l2].n_remove++] = 1;
    st->levels[l2].remove_chips[st->levels[l2].n_remove++] = 5;
    int l3 = etl_add_level(st, 100, 200, 0, 0);
    st->levels[l3].n_remove = 1;
    st->levels[l3].remove_chips[0] = 25;
}

/* Seats 0..n-1 with stacks `after` once hand 1 is over: hand 1 (button 0, SB 1, BB 2) is folded
 * to the BB, who wins the SB. Then the level advances (to `levels` more) and the colour-up runs.
 * Returns the index of the first event after the hand. */
static int play_to_colour_up(etl_t *t, const structure_t *st, int n, const int64_t *after,
                             uint64_t seed, int levels)
{
    int64_t stacks[ENGINE_MAX_SEATS];
    for (int s = 0; s < n; s++)
        stacks[s] = after[s] + (s == 1 ? 5 : s == 2 ? -5 : 0); /* level 1: SB 5 */
    engine_config_t cfg;
    etl_config(&cfg, st, n, stacks, 0);
    cfg.seed = seed;
    ETL_CREATE(t, &cfg);
    ETL_DO(t, CMD_START, -1, 0);
    ETL_FOLD_OUT(t);
    for (int s = 0; s < n; s++)
        CHECK_MSG(etl_stack(t, s) == after[s], "seat %d: %jd after hand 1, the test wanted %jd", s,
                  (intmax_t)etl_stack(t, s), (intmax_t)after[s]);
    int from = t->n;
    for (int k = 0; k < levels; k++)
        ETL_DO(t, CMD_ADVANCE_LEVEL, -1, 0);
    return from;
}

static int better_card(card_t a, card_t b) /* rank, then suit (spades high) */
{
    return card_rank(a) != card_rank(b) ? card_rank(a) > card_rank(b) : card_suit(a) > card_suit(b);
}

/* Every invariant of one colour-up in events from `from`: per seat odd = stack % unit, one chip
 * at most, winners = the best cards, stacks in whole new chips, nobody at zero, the expected
 * chip count moved by exactly the rounding. Returns the number of chips won. */
static int check_race(etl_t *t, int from, const int64_t *before, int n, int64_t unit, int line)
{
    int cu = etl_find(t, from, EV_COLOR_UP, ETL_ANY);
    tl.checks++;
    if (cu < 0) {
        tl_fail(__FILE__, line, "no colour-up event");
        return 0;
    }
    const ev_t *c = &t->ev[cu];
    int64_t total = 0, delta = 0;
    int won = 0, n_odd = 0, rescued = 0;
    const ev_t *race[ENGINE_MAX_SEATS] = {0};
    for (int i = cu + 1; i < t->n && t->ev[i].type == EV_RACE; i++)
        race[t->ev[i].seat] = &t->ev[i];
    for (int s = 0; s < n; s++) {
        int64_t odd = before[s] % unit;
        total += odd;
        tl.checks++;
        if ((odd > 0) != (race[s] != NULL)) {
            tl_fail(__FILE__, line, "seat %d: odd %jd but race event %s", s, (intmax_t)odd,
                    race[s] ? "present" : "missing");
            continue;
        }
        if (!race[s]) {
            CHECK_EQ_INT(etl_stack(t, s), before[s]);
            continue;
        }
        n_odd++;
        const ev_t *r = race[s];
        int64_t want_stack = before[s] - odd + r->u.race.won;
        if (want_stack == 0) {
            want_stack = unit; /* cannot be raced out */
            rescued++;
        }
        tl.checks++;
        if (r->u.race.odd != odd || (r->u.race.won != 0 && r->u.race.won != unit) ||
            r->u.race.stack != want_stack || etl_stack(t, s) != want_stack ||
            r->amount != want_stack - before[s] || r->u.race.cards < 1 || !card_valid(r->u.race.best))
            tl_fail(__FILE__, line,
                    "seat %d (stack %jd): race odd %jd won %jd stack %jd delta %jd cards %d; "
                    "expected odd %jd, won 0 or %jd, stack %jd",
                    s, (intmax_t)before[s], (intmax_t)r->u.race.odd, (intmax_t)r->u.race.won,
                    (intmax_t)r->u.race.stack, (intmax_t)r->amount, r->u.race.cards,
                    (intmax_t)odd, (intmax_t)unit, (intmax_t)want_stack);
        won += r->u.race.won == unit;
        delta += r->amount;
        CHECK_EQ_INT(etl_stack(t, s) % unit, 0);
    }
    int want_chips = (int)(total / unit) + (total % unit != 0 && 2 * (total % unit) >= unit);
    tl.checks++;
    if (c->u.cu.new_unit != unit || c->u.cu.odd_total != total || c->u.cu.new_chips != want_chips ||
        won != want_chips)
        tl_fail(__FILE__, line, "colour-up: unit %jd, odd total %jd, new chips %d, won %d; expected "
                "unit %jd, odd total %jd, %d new chips", (intmax_t)c->u.cu.new_unit,
                (intmax_t)c->u.cu.odd_total, c->u.cu.new_chips, won, (intmax_t)unit,
                (intmax_t)total, want_chips);
    /* the winners hold the best cards */
    for (int s = 0; s < n; s++)
        for (int q = 0; q < n; q++)
            if (race[s] && race[q] && race[s]->u.race.won && !race[q]->u.race.won) {
                tl.checks++;
                if (!better_card(race[s]->u.race.best, race[q]->u.race.best)) {
                    char a[3], b[3];
                    tl_fail(__FILE__, line, "seat %d won with %s but seat %d lost with %s", s,
                            card_format(race[s]->u.race.best, a), q, card_format(race[q]->u.race.best, b));
                }
            }
    (void)n_odd;
    /* the stacks changed by the chips won, less the odd chips raced, plus the chips given to
     * players who would otherwise be raced out */
    CHECK_EQ_INT(delta, (int64_t)want_chips * unit - total + (int64_t)rescued * unit);
    CHECK_EQ_INT(engine_chips_in_play(t->e), engine_chips_expected(t->e));
    return won;
}

static void test_exchange_and_race(void)
{
    structure_t st;
    chip_structure(&st, 0);
    const int64_t after[5] = {1000, 1010, 1015, 1005, 1020};
    etl_t t;
    int from = play_to_colour_up(&t, &st, 5, after, 1, 1);
    int64_t expected0 = 0;
    for (int s = 0; s < 5; s++)
        expected0 += after[s];
    const ev_t *lv = ETL_EV(&t, etl_find(&t, from, EV_LEVEL, ETL_ANY));
    CHECK_EQ_INT(lv->u.lv.number, 2);
    int cu = etl_find(&t, from, EV_COLOR_UP, ETL_ANY);
    CHECK(cu == etl_find(&t, from, EV_LEVEL, ETL_ANY) + 1);
    const ev_t *c = ETL_EV(&t, cu);
    CHECK_EQ_INT(c->u.cu.removed, 5);
    CHECK_EQ_INT(c->u.cu.new_unit, 25);
    CHECK_EQ_INT(c->u.cu.odd_total, 50);
    CHECK_EQ_INT(c->u.cu.new_chips, 2);
    CHECK_EQ_INT(etl_count(&t, from, EV_RACE, ETL_ANY), 4);
    CHECK_EQ_INT(etl_count(&t, from, EV_RACE, 0), 0); /* nothing to race: exchanged straight */
    /* one card per odd 5 chip */
    const int want_cards[5] = {0, 2, 3, 1, 4};
    for (int s = 1; s < 5; s++)
        CHECK_EQ_INT(ETL_EV(&t, etl_find(&t, from, EV_RACE, s))->u.race.cards, want_cards[s]);
    CHECK_EQ_INT(check_race(&t, from, after, 5, 25, __LINE__), 2);
    CHECK_EQ_INT(engine_chips_expected(t.e), expected0); /* 50 in odd chips became 2 x 25 */
    view_t v;
    engine_view(t.e, -1, &v);
    CHECK_EQ_INT(v.smallest_chip, 25);
    etl_destroy(&t);
}

static void test_half_up(void)
{
    structure_t st;
    chip_structure(&st, 0);
    etl_t t;
    struct {
        int64_t after[4];
        int new_chips;
        int64_t expected_change;
    } cases[] = {
        /* race for 25s: odd 10 -> below half a chip: removed */
        {{1000, 1000, 1000, 1010}, 0, -10},
        /* odd 5 + 10 = 15 -> at least half (12.5): one chip */
        {{1005, 1000, 1000, 1010}, 1, +10},
        /* odd 20 + 20 + 5 = 45 -> one chip and 20 over half: two */
        {{1020, 1000, 1005, 1020}, 2, +5},
        /* odd 20 + 15 = 35 -> one chip, 10 left: removed */
        {{1020, 1000, 1000, 1015}, 1, -10},
    };
    for (int k = 0; k < (int)(sizeof cases / sizeof cases[0]); k++) {
        int from = play_to_colour_up(&t, &st, 4, cases[k].after, 7, 1);
        int won = check_race(&t, from, cases[k].after, 4, 25, __LINE__);
        CHECK_MSG(won == cases[k].new_chips, "case %d: %d chips won, expected %d", k, won, cases[k].new_chips);
        int64_t sum = 0;
        for (int s = 0; s < 4; s++)
            sum += cases[k].after[s];
        CHECK_MSG(engine_chips_expected(t.e) - sum == cases[k].expected_change,
                  "case %d: expected chips changed by %jd, wanted %jd", k,
                  (intmax_t)(engine_chips_expected(t.e) - sum), (intmax_t)cases[k].expected_change);
        etl_destroy(&t);
    }
    /* exactly half a chip rounds up: 25s raced for 100s, odd 25 + 25 = 50 */
    {
        const int64_t after[4] = {1025, 1000, 1000, 1025};
        int from = play_to_colour_up(&t, &st, 4, after, 3, 2);
        const ev_t *c = ETL_EV(&t, etl_find_last(&t, EV_COLOR_UP, ETL_ANY));
        CHECK_EQ_INT(c->u.cu.new_unit, 100);
        CHECK_EQ_INT(c->u.cu.odd_total, 50);
        CHECK_EQ_INT(c->u.cu.new_chips, 1);
        /* the first colour-up (5s) had nothing to race */
        CHECK_EQ_INT(ETL_EV(&t, etl_find(&t, from, EV_COLOR_UP, ETL_ANY))->u.cu.odd_total, 0);
        int second = etl_find_last(&t, EV_COLOR_UP, ETL_ANY);
        CHECK_EQ_INT(check_race(&t, second, after, 4, 100, __LINE__), 1);
        CHECK_EQ_INT(engine_chips_expected(t.e), 4050 + 50);
        etl_destroy(&t);
    }
}

static void test_one_chip_each(void)
{
    /* two players with four odd 5s each and one with one: 45 -> two new chips, which must go to
     * two different players whatever the cards */
    structure_t st;
    chip_structure(&st, 0);
    const int64_t after[4] = {1020, 1000, 1000, 1020};
    const int64_t after3[5] = {1020, 1000, 1000, 1020, 1005};
    int seen_both = 0;
    for (uint64_t seed = 1; seed <= 40; seed++) {
        etl_t t;
        int from = play_to_colour_up(&t, &st, 5, after3, seed, 1);
        CHECK_EQ_INT(check_race(&t, from, after3, 5, 25, __LINE__), 2);
        etl_destroy(&t);
        /* two players, 40 odd: one chip plus 15 over half: two chips, one each */
        from = play_to_colour_up(&t, &st, 4, after, seed, 1);
        CHECK_EQ_INT(check_race(&t, from, after, 4, 25, __LINE__), 2);
        seen_both += etl_stack(&t, 0) == 1025 && etl_stack(&t, 3) == 1025;
        etl_destroy(&t);
    }
    CHECK_EQ_INT(seen_both, 40);
}

static void test_not_raced_out(void)
{
    /* seat 3 holds only three 5s: if it loses the race it still keeps one 25 chip */
    structure_t st;
    chip_structure(&st, 0);
    const int64_t after[5] = {1020, 1000, 1000, 15, 1020};
    int lost = 0, won = 0;
    for (uint64_t seed = 1; seed <= 60; seed++) {
        etl_t t;
        int from = play_to_colour_up(&t, &st, 5, after, seed, 1);
        check_race(&t, from, after, 5, 25, __LINE__);
        const ev_t *r = ETL_EV(&t, etl_find(&t, from, EV_RACE, 3));
        CHECK_EQ_INT(r->u.race.stack, 25);
        CHECK_EQ_INT(etl_stack(&t, 3), 25);
        CHECK_EQ_INT(r->amount, 10);
        if (r->u.race.won)
            won++;
        else
            lost++;
        /* still in the tournament, dealt into the next hand */
        int next = ETL_DO(&t, CMD_NEXT_HAND, -1, 0);
        CHECK(etl_find(&t, next, EV_SEAT, 3) >= 0);
        etl_destroy(&t);
    }
    CHECK_MSG(lost > 0 && won > 0, "seat 3 lost %d and won %d races", lost, won);
}

static void test_race_deal_from_seat_one(void)
{
    /* 1s and 5s leave together (chips 1/5/25/...): odd 17 = three 5s and two 1s = 5 cards */
    structure_t st;
    chip_structure(&st, 1);
    const int64_t after[5] = {1017, 1000, 1003, 1000, 1024};
    for (uint64_t seed = 11; seed <= 20; seed++) {
        etl_t t;
        int from = play_to_colour_up(&t, &st, 5, after, seed, 1);
        const ev_t *c = ETL_EV(&t, etl_find(&t, from, EV_COLOR_UP, ETL_ANY));
        CHECK_EQ_INT(c->u.cu.removed, 1);
        CHECK_EQ_INT(c->u.cu.new_unit, 25);
        check_race(&t, from, after, 5, 25, __LINE__);
        /* rebuild the race: a shuffled deck from the race stream, seat 1 (index 0) first, one
         * card per odd chip: seat 0 five, seat 2 three (1s), seat 4 eight (four 5s, four 1s) */
        const int cards[5] = {5, 0, 3, 0, 8};
        deck_t d;
        deck_init(&d);
        rng_t r;
        rng_init(&r, seed, RNG_STREAM_RACE);
        deck_shuffle(&d, &r);
        for (int s = 0; s < 5; s++) {
            card_t best = CARD_NONE;
            for (int k = 0; k < cards[s]; k++) {
                card_t x = deck_deal(&d);
                if (best == CARD_NONE || better_card(x, best))
                    best = x;
            }
            int i = etl_find(&t, from, EV_RACE, s);
            if (cards[s] == 0) {
                CHECK_EQ_INT(i, -1);
                continue;
            }
            const ev_t *ev = ETL_EV(&t, i);
            CHECK_EQ_INT(ev->u.race.cards, cards[s]);
            char a[3], b[3];
            CHECK_MSG(ev->u.race.best == best, "seed %ju seat %d: best card %s, the deal gives %s",
                      (uintmax_t)seed, s, card_format(ev->u.race.best, a), card_format(best, b));
        }
        etl_destroy(&t);
    }
}

static void test_more_odd_chips_than_cards(void)
{
    /* 5s and 25s leave together (the 100 becomes the smallest chip): 95 in odd chips is three
     * 25s and four 5s, seven cards. Eight such players need 56 cards and a ninth holds one odd
     * 5: more than one deck. Every odd chip still gets a card (R34.5), so every racer holds a
     * real card and nobody wins the race without one. */
    structure_t st;
    etl_structure(&st, 5, 10, 0);
    const int64_t chips[4] = {5, 25, 100, 500};
    for (int k = 0; k < 4; k++)
        st.chips[k].value = chips[k];
    st.n_chips = 4;
    int l2 = etl_add_level(&st, 100, 200, 0, 0);
    st.levels[l2].n_remove = 2;
    st.levels[l2].remove_chips[0] = 5;
    st.levels[l2].remove_chips[1] = 25;
    const int64_t after[9] = {1095, 1095, 1095, 1095, 1095, 1095, 1095, 1095, 1005};
    for (uint64_t seed = 1; seed <= 5; seed++) {
        etl_t t;
        int from = play_to_colour_up(&t, &st, 9, after, seed, 1);
        const ev_t *c = ETL_EV(&t, etl_find(&t, from, EV_COLOR_UP, ETL_ANY));
        CHECK_EQ_INT(c->u.cu.new_unit, 100);
        CHECK_EQ_INT(c->u.cu.odd_total, 8 * 95 + 5);
        CHECK_EQ_INT(c->u.cu.new_chips, 8);
        for (int s = 0; s < 9; s++) {
            const ev_t *r = ETL_EV(&t, etl_find(&t, from, EV_RACE, s));
            CHECK_EQ_INT(r->u.race.cards, s < 8 ? 7 : 1);
            CHECK_MSG(card_valid(r->u.race.best), "seed %ju: seat %d raced %d odd chips without a card",
                      (uintmax_t)seed, s, r->u.race.cards);
        }
        check_race(&t, from, after, 9, 100, __LINE__);
        etl_destroy(&t);
    }
}

int main(int argc, char **argv)
{
    etl_init(argc, argv);
    if (tl_group("colour_up_exchanges_whole_chips_and_races_only_the_odd_ones"))
        test_exchange_and_race();
    if (tl_group("the_race_pool_buys_one_more_chip_from_half_a_chip_up"))
        test_half_up();
    if (tl_group("no_player_wins_more_than_one_chip_in_the_race"))
        test_one_chip_each();
    if (tl_group("nobody_is_raced_out_of_the_tournament"))
        test_not_raced_out();
    if (tl_group("race_cards_are_dealt_from_seat_one_one_per_odd_chip"))
        test_race_deal_from_seat_one();
    if (tl_group("every_odd_chip_gets_a_race_card_even_beyond_one_deck"))
        test_more_odd_chips_than_cards();
    return tl_finish();
}
