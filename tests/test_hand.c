/* test_hand.c — the hand evaluator: descriptions, categories and ranks, tricky orderings, the
 * three ways in (hand_eval, hand_eval7, incremental hand_t) agreeing, all 2,598,960 five-card
 * hands against the reference evaluator, and millions of random 5-, 6- and 7-card hands
 * against it too. */
#include "engine/hand.h"
#include "engine/rng.h"
#include "ref_eval.h"
#include "testlib.h"

#define COUNT_OF(a) ((int)(sizeof(a) / sizeof((a)[0])))

/* Parse a hand written as text ("AhKd Qc ..."); a typo in the test itself aborts loudly. */
static int parse_hand(const char *s, card_t *out, int max)
{
    char err[128] = "";
    int n = card_parse_list(s, out, max, err, sizeof err);
    if (n < 0) {
        fprintf(stderr, "test bug: cannot parse \"%s\": %s\n", s, err);
        exit(2);
    }
    return n;
}

static hand_value_t eval_text(const char *s)
{
    card_t c[8];
    int n = parse_hand(s, c, 8);
    return hand_eval(c, n);
}

static int sign(long x)
{
    return (x > 0) - (x < 0);
}

static void format_cards(const card_t *c, int n, char *buf)
{
    for (int i = 0; i < n; i++) {
        char name[3];
        card_format(c[i], name);
        buf[3 * i] = name[0];
        buf[3 * i + 1] = name[1];
        buf[3 * i + 2] = i + 1 < n ? ' ' : '\0';
    }
    if (n == 0)
        buf[0] = '\0';
}

/* Deal n distinct random cards. */
static void deal(rng_t *r, card_t *out, int n)
{
    card_t deck[CARD_COUNT];
    for (int i = 0; i < CARD_COUNT; i++)
        deck[i] = (card_t)i;
    for (int i = 0; i < n; i++) {
        int k = i + (int)rng_below(r, (uint32_t)(CARD_COUNT - i));
        card_t t = deck[i];
        deck[i] = deck[k];
        deck[k] = t;
        out[i] = deck[i];
    }
}

/* ---- descriptions, categories, ranks --------------------------------------------------- */

enum { R2 = RANK_2, R3, R4, R5, R6, R7, R8, R9, RT, RJ, RQ, RK, RA };

static const struct {
    const char *cards;
    const char *text;
    hand_category_t category;
    int n_ranks;
    int ranks[5];
} NAMED[] = {
    {"AsKsQsJsTs", "Royal flush", HAND_STRAIGHT_FLUSH, 1, {RA}},
    {"Th Jh Qh Kh Ah", "Royal flush", HAND_STRAIGHT_FLUSH, 1, {RA}},
    {"9h8h7h6h5h", "Straight flush, nine high", HAND_STRAIGHT_FLUSH, 1, {R9}},
    {"Kd Qd Jd Td 9d", "Straight flush, king high", HAND_STRAIGHT_FLUSH, 1, {RK}},
    {"5d4d3d2dAd", "Straight flush, five high", HAND_STRAIGHT_FLUSH, 1, {R5}},
    {"AcAdAhAsKc", "Four of a kind, aces", HAND_QUADS, 2, {RA, RK}},
    {"2c2d2h2s3c", "Four of a kind, deuces", HAND_QUADS, 2, {R2, R3}},
    {"KcKdKh4s4c", "Full house, kings full of fours", HAND_FULL_HOUSE, 2, {RK, R4}},
    {"6c6d6hKsKc", "Full house, sixes full of kings", HAND_FULL_HOUSE, 2, {R6, RK}},
    {"Ah9h7h4h2h", "Flush, ace high", HAND_FLUSH, 5, {RA, R9, R7, R4, R2}},
    {"7c5c4c3c2c", "Flush, seven high", HAND_FLUSH, 5, {R7, R5, R4, R3, R2}},
    {"As2d3c4h5s", "Straight, five high", HAND_STRAIGHT, 1, {R5}},
    {"AsKdQcJhTs", "Straight, ace high", HAND_STRAIGHT, 1, {RA}},
    {"6s5d4c3h2s", "Straight, six high", HAND_STRAIGHT, 1, {R6}},
    {"7c7d7hKs2c", "Three of a kind, sevens", HAND_TRIPS, 3, {R7, RK, R2}},
    {"AcAd8h8sKc", "Two pair, aces and eights", HAND_TWO_PAIR, 3, {RA, R8, RK}},
    {"3c3d2h2s4c", "Two pair, threes and deuces", HAND_TWO_PAIR, 3, {R3, R2, R4}},
    {"JcJd9h5s2c", "Pair of jacks", HAND_PAIR, 4, {RJ, R9, R5, R2}},
    {"AcJd9h5s2c", "High card, ace", HAND_HIGH_CARD, 5, {RA, RJ, R9, R5, R2}},
    {"7c5d4h3s2c", "High card, seven", HAND_HIGH_CARD, 5, {R7, R5, R4, R3, R2}},
    /* 6 and 7 cards: the best five */
    {"KcKdKh4s4c4d", "Full house, kings full of fours", HAND_FULL_HOUSE, 2, {RK, R4}},
    {"KcKdKh4s4c4d2s", "Full house, kings full of fours", HAND_FULL_HOUSE, 2, {RK, R4}},
    {"7c7d7h2c2d3c3d", "Full house, sevens full of threes", HAND_FULL_HOUSE, 2, {R7, R3}},
    {"AhAd8c8s4h4d2c", "Two pair, aces and eights", HAND_TWO_PAIR, 3, {RA, R8, R4}},
    {"Ac2d3h4s5c6d", "Straight, six high", HAND_STRAIGHT, 1, {R6}},
    {"9h8h7h6h2h5c", "Flush, nine high", HAND_FLUSH, 5, {R9, R8, R7, R6, R2}},
    {"9h8h7h6h5hTsJs", "Straight flush, nine high", HAND_STRAIGHT_FLUSH, 1, {R9}},
    {"AcAdAhAsKcKdKh", "Four of a kind, aces", HAND_QUADS, 2, {RA, RK}},
    {"2h4h6h8hThQhAh", "Flush, ace high", HAND_FLUSH, 5, {RA, RQ, RT, R8, R6}},
    {"AcKdJh9s7c5d3h", "High card, ace", HAND_HIGH_CARD, 5, {RA, RK, RJ, R9, R7}},
};

static void test_descriptions(void)
{
    for (int i = 0; i < COUNT_OF(NAMED); i++) {
        hand_value_t v = eval_text(NAMED[i].cards);
        char buf[96];
        int len = hand_describe(v, buf, sizeof buf);
        CHECK_MSG(strcmp(buf, NAMED[i].text) == 0, "%s described as \"%s\", expected \"%s\"",
                  NAMED[i].cards, buf, NAMED[i].text);
        CHECK_EQ_INT(len, (int)strlen(buf));
    }
    char buf[64];
    CHECK_EQ_INT(hand_describe(0, buf, sizeof buf), 7);
    CHECK_EQ_STR(buf, "no hand");
    hand_describe(HAND_VALUE_MAX + 1, buf, sizeof buf);
    CHECK_EQ_STR(buf, "no hand");
    CHECK_EQ_INT(hand_describe(HAND_VALUE_MAX, buf, sizeof buf), 11);
    CHECK_EQ_STR(buf, "Royal flush");
    CHECK_EQ_INT(hand_describe(1, buf, sizeof buf), 16);
    CHECK_EQ_STR(buf, "High card, seven");
    /* snprintf semantics: a short buffer is truncated and the full length is returned */
    hand_value_t fh = eval_text("KcKdKh4s4c");
    char small[8];
    memset(small, 'z', sizeof small);
    CHECK_EQ_INT(hand_describe(fh, small, 5), (int)strlen("Full house, kings full of fours"));
    CHECK_EQ_STR(small, "Full");
    CHECK_EQ_INT(small[5], 'z');
    CHECK_EQ_INT(hand_describe(fh, NULL, 0), (int)strlen("Full house, kings full of fours"));
    /* every value has a description, and it begins with a word the category implies */
    static const char *const starts[HAND_CATEGORY_COUNT] = {
        "High card, ", "Pair of ", "Two pair, ", "Three of a kind, ", "Straight, ",
        "Flush, ", "Full house, ", "Four of a kind, ", "Straight flush, "};
    for (int v = 1; v <= HAND_VALUE_MAX; v++) {
        char d[96];
        hand_describe((hand_value_t)v, d, sizeof d);
        hand_category_t c = hand_category((hand_value_t)v);
        int ok = strncmp(d, starts[c], strlen(starts[c])) == 0 ||
                 (v == HAND_VALUE_MAX && strcmp(d, "Royal flush") == 0);
        CHECK_MSG(ok, "value %d (%s) described as \"%s\"", v, hand_category_name(c), d);
    }
}

static void test_categories_and_ranks(void)
{
    for (int i = 0; i < COUNT_OF(NAMED); i++) {
        hand_value_t v = eval_text(NAMED[i].cards);
        CHECK_MSG(v >= 1 && v <= HAND_VALUE_MAX, "%s has value %u", NAMED[i].cards, v);
        CHECK_MSG(hand_category(v) == NAMED[i].category, "%s is category %d (%s), expected %d",
                  NAMED[i].cards, hand_category(v), hand_category_name(hand_category(v)),
                  NAMED[i].category);
        int r[5] = {-1, -1, -1, -1, -1};
        int n = hand_ranks(v, r);
        CHECK_MSG(n == NAMED[i].n_ranks, "%s has %d ranks, expected %d", NAMED[i].cards, n,
                  NAMED[i].n_ranks);
        for (int k = 0; k < n && k < NAMED[i].n_ranks; k++)
            CHECK_MSG(r[k] == NAMED[i].ranks[k], "%s rank %d is %d, expected %d", NAMED[i].cards,
                      k, r[k], NAMED[i].ranks[k]);
    }
    int r[5];
    CHECK_EQ_INT(hand_ranks(0, r), 0);
    CHECK_EQ_INT(hand_ranks(HAND_VALUE_MAX + 1, r), 0);
    /* names and ids */
    static const char *const names[] = {"High card", "One pair", "Two pair", "Three of a kind",
                                        "Straight", "Flush", "Full house", "Four of a kind",
                                        "Straight flush"};
    static const char *const ids[] = {"high_card", "pair", "two_pair", "three_of_a_kind",
                                      "straight", "flush", "full_house", "four_of_a_kind",
                                      "straight_flush"};
    for (int c = 0; c < HAND_CATEGORY_COUNT; c++) {
        CHECK_EQ_STR(hand_category_name((hand_category_t)c), names[c]);
        CHECK_EQ_STR(hand_category_id((hand_category_t)c), ids[c]);
    }
    CHECK_EQ_STR(hand_category_name(HAND_CATEGORY_COUNT), "?");
    CHECK_EQ_STR(hand_category_id(HAND_CATEGORY_COUNT), "?");
    /* values are dense and grouped by category: the first value of each category follows from
     * the number of distinct 5-card hands below it (1277, 2860, 858, 858, 10, 1277, 156, 156, 10) */
    static const int first[HAND_CATEGORY_COUNT + 1] = {1, 1278, 4138, 4996, 5854, 5864, 7141,
                                                       7297, 7453, 7463};
    for (int c = 0; c < HAND_CATEGORY_COUNT; c++) {
        CHECK_MSG(hand_category((hand_value_t)first[c]) == (hand_category_t)c,
                  "value %d is category %d, expected %d", first[c],
                  hand_category((hand_value_t)first[c]), c);
        CHECK_MSG(hand_category((hand_value_t)(first[c + 1] - 1)) == (hand_category_t)c,
                  "value %d is category %d, expected %d", first[c + 1] - 1,
                  hand_category((hand_value_t)(first[c + 1] - 1)), c);
    }
    CHECK_EQ_INT(eval_text("7c5d4h3s2c"), 1);
    CHECK_EQ_INT(eval_text("AsKsQsJsTs"), HAND_VALUE_MAX);
    CHECK_EQ_INT(eval_text("6s5d4c3h2s"), first[HAND_STRAIGHT] + 1); /* the wheel is first */
    CHECK_EQ_INT(eval_text("5s4s3s2sAs"), first[HAND_STRAIGHT_FLUSH]);
    CHECK_EQ_INT(eval_text("2c2d5h4s3c"), first[HAND_PAIR]);
    CHECK_EQ_INT(eval_text("AcAdAhAsKc"), first[HAND_STRAIGHT_FLUSH] - 1);
}

/* ---- tricky orderings -------------------------------------------------------------------- */

static void test_tricky_order(void)
{
    /* weaker < stronger */
    static const struct {
        const char *lo, *hi, *why;
    } LESS[] = {
        {"As2d3c4h5s", "2s3d4c5h6s", "the wheel is the lowest straight"},
        {"AhAdAcKsQs", "As2d3c4h5s", "the wheel still beats trips"},
        {"Ks Kd 9c 9h Ac", "As2d3c4h5s", "the wheel beats two pair"},
        {"5h4h3h2hAh", "6h5h4h3h2h", "the steel wheel is the lowest straight flush"},
        {"AcAdAhAsKc", "5h4h3h2hAh", "the steel wheel beats four aces"},
        {"AsKdQcJhTs", "2h3h4h5h7h", "a flush beats a straight"},
        {"2h3h4h5h7h", "2c2d2s3c3d", "a full house beats a flush"},
        {"AcAdAhKsKc", "2c2d2h2s3c", "quads beat a full house"},
        {"AsKsQsJs9s", "6h5h4h3h2h", "a straight flush beats a flush"},
        {"AhAdKc7s2d", "AsAcKd7h3c", "the last kicker of a pair counts"},
        {"AhAdQcJs9d", "AsAcKd3h2c", "the first kicker of a pair counts"},
        {"KhKdAcQsJd", "AsAc2d3h4c", "the pair rank outranks kickers"},
        {"AsAd8c8h2c", "AsAd8c8hKc", "two pair with a better kicker"},
        {"AsAd8c8hKc", "AsAd9c9h2c", "the second pair outranks the kicker"},
        {"KsKdQcQhAc", "AsAd2c2h3c", "the top pair decides two pair"},
        {"7c7d7hKs2c", "7c7d7hKs3c", "the last kicker of trips counts"},
        {"QcQdQhAsAc", "KcKdKh2s2c", "full houses compare the trips first"},
        {"KcKdKh2s2c", "KcKdKh3s3c", "then the pair"},
        {"AhKh9h7h2h", "AsKs9s7s3s", "flushes compare every card"},
        {"AcKdQhJs9c", "2c2d3h4s5c", "any pair beats ace high"},
        {"AcKdQhJs8c", "AcKdQhJs9c", "high card compares the fifth card"},
        /* 6 and 7 cards: best five only */
        {"AhAd8c8s3h3d2c", "AhAd8c8s4h4d2c", "with three pairs the third pair is the kicker"},
        {"AhAd8c8s4h4d2c", "AhAd8c8s4h4dKc", "and a king beats the third pair as kicker"},
        {"AcAdAhAsQcJdTh", "AcAdAhAsKc2d3h", "quads with the best kicker among seven"},
        {"9h8h7h6h2h5c4d", "9h8h7h6h5h2c3d", "a straight flush hides in seven cards"},
        {"Ac2d3h4s5cKdQh", "Ac2d3h4s5c6dQh", "a six on the wheel makes it six high"},
        {"KcKdKh4s4c4dQs", "AcAdAh2s2c2dKs", "the higher trips are the full house's trips"},
    };
    for (int i = 0; i < COUNT_OF(LESS); i++) {
        hand_value_t lo = eval_text(LESS[i].lo), hi = eval_text(LESS[i].hi);
        CHECK_MSG(lo >= 1 && lo < hi, "%s (%u) < %s (%u): %s", LESS[i].lo, lo, LESS[i].hi, hi,
                  LESS[i].why);
    }
    /* equal values: split pots */
    static const struct {
        const char *a, *b, *why;
    } SAME[] = {
        {"AhKh9h7h3h", "AsKs9s7s3s", "suits never break ties (flush)"},
        {"AcKdQhJs9c", "AdKcQsJh9d", "suits never break ties (high card)"},
        {"As2d3c4h5s", "Ah2c3d4s5h", "suits never break ties (wheel)"},
        {"KcKdKh4s4c4dQs", "KcKdKh4s4cQd2s", "two trips make the same full house as trips and a pair"},
        {"AhAdKcKs2c3d", "AhAdKcKs3c", "the sixth card does not count when it cannot play"},
        {"AhAdKcKs3c2d7s", "AhAdKcKs7c", "the best kicker among seven plays"},
        {"2c3d4h5s6c7d8h", "4c5d6h7s8c", "a seven-card straight plays its top five"},
        {"AcAdAhAs2c3d", "AcAdAhAs3c", "quads play one kicker"},
        {"2h4h6h8hThQhAh", "AhQhTh8h6h", "a seven-card flush plays its top five"},
        {"AsAd8c8hKc5d5h", "AsAd8c8hKc", "a third pair below the kicker is ignored"},
    };
    for (int i = 0; i < COUNT_OF(SAME); i++) {
        hand_value_t a = eval_text(SAME[i].a), b = eval_text(SAME[i].b);
        CHECK_MSG(a >= 1 && a == b, "%s (%u) == %s (%u): %s", SAME[i].a, a, SAME[i].b, b,
                  SAME[i].why);
    }
}

/* ---- the three ways in agree ----------------------------------------------------------- */

static void test_eval_paths(void)
{
    rng_t r;
    rng_init(&r, tl_seed(), RNG_STREAM_DECK);
    for (int t = 0; t < 300000; t++) {
        card_t c[7];
        deal(&r, c, 7);
        hand_value_t v7 = hand_eval7(c);
        hand_value_t ve = hand_eval(c, 7);
        /* incremental, in two different orders */
        hand_t h = hand_empty(), g = hand_empty();
        for (int i = 0; i < 7; i++) {
            h = hand_add(h, c[i]);
            g = hand_add(g, c[6 - i]);
        }
        /* hole cards + board merged, as the equity code does */
        hand_t hole = hand_add(hand_add(hand_empty(), c[0]), c[1]);
        hand_t board = hand_empty();
        for (int i = 2; i < 7; i++)
            board = hand_add(board, c[i]);
        hand_t m = hand_merge(board, hole);
        int ok = v7 == ve && v7 == hand_value(h) && v7 == hand_value(g) && v7 == hand_value(m) &&
                 v7 >= 1 && v7 <= HAND_VALUE_MAX;
        if (!ok) {
            char txt[32];
            format_cards(c, 7, txt);
            CHECK_MSG(ok, "%s: eval7 %u, eval %u, incremental %u / %u, merged %u", txt, v7, ve,
                      hand_value(h), hand_value(g), hand_value(m));
        } else {
            tl.checks++;
        }
        /* 5 and 6 cards: hand_eval equals the incremental value */
        hand_t h5 = hand_empty();
        for (int i = 0; i < 5; i++)
            h5 = hand_add(h5, c[i]);
        hand_t h6 = hand_add(h5, c[5]);
        CHECK_EQ_INT(hand_eval(c, 5), hand_value(h5));
        CHECK_EQ_INT(hand_eval(c, 6), hand_value(h6));
        /* a subset never beats its superset */
        CHECK(hand_eval(c, 5) <= hand_eval(c, 6) && hand_eval(c, 6) <= v7);
    }
    /* out-of-range counts are "not a hand" */
    card_t c[8] = {0, 4, 8, 12, 17, 21, 25, 29};
    CHECK_EQ_INT(hand_eval(c, 4), 0);
    CHECK_EQ_INT(hand_eval(c, 0), 0);
    CHECK_EQ_INT(hand_eval(c, -1), 0);
    CHECK_EQ_INT(hand_eval(c, 8), 0);
    /* merging with an empty hand changes nothing; merging is order-free */
    rng_init(&r, tl.seed ^ 1, RNG_STREAM_DECK);
    for (int t = 0; t < 10000; t++) {
        card_t d[7];
        deal(&r, d, 7);
        hand_t x = hand_empty(), y = hand_empty();
        for (int i = 0; i < 3; i++)
            x = hand_add(x, d[i]);
        for (int i = 3; i < 7; i++)
            y = hand_add(y, d[i]);
        hand_value_t v = hand_eval7(d);
        CHECK_EQ_INT(hand_value(hand_merge(x, y)), v);
        CHECK_EQ_INT(hand_value(hand_merge(y, x)), v);
        CHECK_EQ_INT(hand_value(hand_merge(hand_merge(x, y), hand_empty())), v);
        CHECK_EQ_INT(hand_value(hand_merge(hand_empty(), hand_merge(y, x))), v);
    }
}

/* hand.h: hand_value is "Value of a hand of 5, 6 or 7 cards (0 for fewer than five)". */
/* hand_value() is the hot path and requires 5..7 cards (see hand.h); hand_eval() is the checked
 * entry point and must answer 0 for fewer than five cards, whatever they are. */
static void test_fewer_than_five(void)
{
    long nonzero = 0, total = 0;
    card_t c[4];
    for (int a = 0; a < 52; a++)
        for (int b = a + 1; b < 52; b++)
            for (int d = b + 1; d < 52; d += 7)
                for (int n = 0; n <= 4; n++) {
                    c[0] = (card_t)a;
                    c[1] = (card_t)b;
                    c[2] = (card_t)d;
                    c[3] = (card_t)((d + 1) % 52 == a || (d + 1) % 52 == b ? (d + 2) % 52 : (d + 1) % 52);
                    total++;
                    nonzero += hand_eval(c, n) != 0;
                }
    CHECK_MSG(nonzero == 0, "%ld of %ld hand_eval calls with 0-4 cards gave a nonzero value", nonzero, total);
    card_t eight[8] = {0, 4, 8, 12, 16, 20, 24, 28};
    CHECK_MSG(hand_eval(eight, 8) == 0, "hand_eval of 8 cards must be 0");
}

/* ---- every five-card hand ------------------------------------------------------------- */

static void test_all_five_card_hands(void)
{
    static ref_value_t ref_of[HAND_VALUE_MAX + 2];
    static long per_value[HAND_VALUE_MAX + 2];
    memset(ref_of, 0, sizeof ref_of);
    memset(per_value, 0, sizeof per_value);
    long hands = 0, out_of_range = 0, cat_mismatch = 0, rank_mismatch = 0, conflict = 0;
    long per_category[HAND_CATEGORY_COUNT] = {0};
    unsigned vmin = 65535, vmax = 0;
    card_t c[5];
    for (c[0] = 0; c[0] < 52; c[0]++)
        for (c[1] = c[0] + 1; c[1] < 52; c[1]++)
            for (c[2] = c[1] + 1; c[2] < 52; c[2]++)
                for (c[3] = c[2] + 1; c[3] < 52; c[3]++)
                    for (c[4] = c[3] + 1; c[4] < 52; c[4]++) {
                        hands++;
                        hand_value_t v = hand_eval(c, 5);
                        if (v < 1 || v > HAND_VALUE_MAX) {
                            out_of_range++;
                            continue;
                        }
                        vmin = v < vmin ? v : vmin;
                        vmax = v > vmax ? v : vmax;
                        ref_value_t rv = ref_eval5(c);
                        per_value[v]++;
                        per_category[ref_category(rv)]++;
                        char txt[16];
                        if ((int)hand_category(v) != ref_category(rv)) {
                            if (cat_mismatch++ < 5) {
                                format_cards(c, 5, txt);
                                CHECK_MSG(0, "%s: category %d, reference %d", txt, hand_category(v),
                                          ref_category(rv));
                            }
                        }
                        int er[5], rr[5];
                        int en = hand_ranks(v, er), rn = ref_ranks(rv, rr);
                        int same = en == rn;
                        for (int i = 0; same && i < en; i++)
                            same = er[i] == rr[i];
                        if (!same && rank_mismatch++ < 5) {
                            format_cards(c, 5, txt);
                            CHECK_MSG(0, "%s: hand_ranks differ from the reference (%d vs %d ranks)",
                                      txt, en, rn);
                        }
                        /* one value, one reference value: equal values mean equal hands */
                        if (ref_of[v] == 0)
                            ref_of[v] = rv;
                        else if (ref_of[v] != rv && conflict++ < 5) {
                            format_cards(c, 5, txt);
                            CHECK_MSG(0, "%s: value %u also given to a different hand", txt, v);
                        }
                    }
    CHECK_EQ_INT(hands, 2598960);
    CHECK_EQ_INT(out_of_range, 0);
    CHECK_EQ_INT(cat_mismatch, 0);
    CHECK_EQ_INT(rank_mismatch, 0);
    CHECK_EQ_INT(conflict, 0);
    CHECK_EQ_INT(vmin, 1);
    CHECK_EQ_INT(vmax, HAND_VALUE_MAX);
    long distinct = 0;
    long distinct_per_cat[HAND_CATEGORY_COUNT] = {0};
    for (int v = 1; v <= HAND_VALUE_MAX; v++)
        if (per_value[v]) {
            distinct++;
            distinct_per_cat[hand_category((hand_value_t)v)]++;
        }
    CHECK_EQ_INT(distinct, 7462);
    /* the textbook counts (by the reference's categories) */
    static const long want[HAND_CATEGORY_COUNT] = {1302540, 1098240, 123552, 54912, 10200,
                                                   5108,    3744,    624,    40};
    static const long want_distinct[HAND_CATEGORY_COUNT] = {1277, 2860, 858, 858, 10,
                                                            1277, 156,  156, 10};
    for (int k = 0; k < HAND_CATEGORY_COUNT; k++) {
        CHECK_MSG(per_category[k] == want[k], "%s: %ld hands, expected %ld",
                  hand_category_name((hand_category_t)k), per_category[k], want[k]);
        CHECK_MSG(distinct_per_cat[k] == want_distinct[k], "%s: %ld distinct values, expected %ld",
                  hand_category_name((hand_category_t)k), distinct_per_cat[k], want_distinct[k]);
    }
    /* the order of the values is exactly the reference's order: a higher value is a strictly
     * better hand, so comparisons of any two 5-card hands agree */
    long misordered = 0;
    for (int v = 2; v <= HAND_VALUE_MAX; v++)
        if (ref_of[v - 1] && ref_of[v] && !(ref_of[v - 1] < ref_of[v]) && misordered++ < 5)
            CHECK_MSG(0, "value %d is not a better hand than value %d by the reference", v, v - 1);
    CHECK_EQ_INT(misordered, 0);
}

/* ---- random hands against the reference ----------------------------------------------- */

typedef struct cmp_stats {
    long hands, category_mismatch, value_mismatch, pairs, sign_mismatch, ties;
} cmp_stats_t;

static void compare_one(const card_t *c, int n, hand_value_t v, ref_value_t rv, cmp_stats_t *st)
{
    st->hands++;
    tl.checks++;
    int bad_cat = v < 1 || v > HAND_VALUE_MAX || (int)hand_category(v) != ref_category(rv);
    int er[5], rr[5];
    int en = hand_ranks(v, er), rn = ref_ranks(rv, rr);
    int bad_ranks = en != rn;
    for (int i = 0; !bad_ranks && i < en; i++)
        bad_ranks = er[i] != rr[i];
    if (bad_cat)
        st->category_mismatch++;
    if (bad_ranks)
        st->value_mismatch++;
    if ((bad_cat || bad_ranks) && st->category_mismatch + st->value_mismatch <= 5) {
        char txt[32], d[96];
        format_cards(c, n, txt);
        hand_describe(v, d, sizeof d);
        tl_fail(__FILE__, __LINE__, "%s: engine says %s (category %d), reference category %d",
                txt, d, hand_category(v), ref_category(rv));
    }
}

static void compare_pair(const card_t *a, const card_t *b, int n, hand_value_t va, hand_value_t vb,
                         ref_value_t ra, ref_value_t rb, cmp_stats_t *st)
{
    st->pairs++;
    tl.checks++;
    int s_engine = sign((long)va - (long)vb);
    int s_ref = (ra > rb) - (ra < rb);
    st->ties += s_ref == 0;
    if (s_engine != s_ref && st->sign_mismatch++ < 5) {
        char ta[32], tb[32];
        format_cards(a, n, ta);
        format_cards(b, n, tb);
        tl_fail(__FILE__, __LINE__, "%s vs %s: engine compares %d (%u vs %u), reference %d", ta,
                tb, s_engine, va, vb, s_ref);
    }
}

static void report(const char *what, const cmp_stats_t *st)
{
    printf("   %s: %ld hands, %ld pairs compared (%ld reference ties); mismatches: category %ld, "
           "ranks %ld, order %ld\n",
           what, st->hands, st->pairs, st->ties, st->category_mismatch, st->value_mismatch,
           st->sign_mismatch);
    CHECK_EQ_INT(st->category_mismatch, 0);
    CHECK_EQ_INT(st->value_mismatch, 0);
    CHECK_EQ_INT(st->sign_mismatch, 0);
}

static void test_random_vs_reference(void)
{
    rng_t r;
    rng_init(&r, tl_seed(), RNG_STREAM_DECK);

    /* 7 cards as in hold'em: two players share a five-card board, so many comparisons are close
     * (same category, decided by kickers or split). Each deal also compares player A against
     * the previous deal's player A: a random pair of unrelated hands. */
    cmp_stats_t s7 = {0};
    card_t prev[7] = {0};
    hand_value_t prev_v = 0;
    ref_value_t prev_r = 0;
    const long deals7 = 1500000;
    for (long t = 0; t < deals7; t++) {
        card_t d[9], a[7], b[7];
        deal(&r, d, 9);
        memcpy(a, d, 7);     /* board d[0..4], hole d[5], d[6] */
        memcpy(b, d, 5);     /* same board */
        b[5] = d[7];
        b[6] = d[8];
        hand_value_t va = hand_eval7(a), vb = hand_eval7(b);
        ref_value_t ra = ref_eval(a, 7), rb = ref_eval(b, 7);
        compare_one(a, 7, va, ra, &s7);
        compare_one(b, 7, vb, rb, &s7);
        compare_pair(a, b, 7, va, vb, ra, rb, &s7);
        if (t > 0)
            compare_pair(a, prev, 7, va, prev_v, ra, prev_r, &s7);
        memcpy(prev, a, 7);
        prev_v = va;
        prev_r = ra;
    }
    report("7 cards", &s7);
    CHECK_EQ_INT(s7.hands, 2 * deals7);

    /* 5 and 6 cards: unrelated pairs and pairs sharing all but one card */
    for (int n = 5; n <= 6; n++) {
        cmp_stats_t s = {0};
        const long pairs = 150000;
        for (long t = 0; t < pairs; t++) {
            card_t d[8], a[6], b[6];
            deal(&r, d, n + 1);
            memcpy(a, d, (size_t)n);
            memcpy(b, d, (size_t)n);
            b[n - 1] = d[n]; /* b differs from a in its last card */
            hand_value_t va = hand_eval(a, n), vb = hand_eval(b, n);
            ref_value_t ra = ref_eval(a, n), rb = ref_eval(b, n);
            compare_one(a, n, va, ra, &s);
            compare_one(b, n, vb, rb, &s);
            compare_pair(a, b, n, va, vb, ra, rb, &s);
            card_t e[6];
            deal(&r, e, n);
            hand_value_t ve = hand_eval(e, n);
            ref_value_t re = ref_eval(e, n);
            compare_one(e, n, ve, re, &s);
            compare_pair(a, e, n, va, ve, ra, re, &s);
        }
        report(n == 5 ? "5 cards" : "6 cards", &s);
        CHECK_EQ_INT(s.hands, 3 * pairs);
    }
}

int main(int argc, char **argv)
{
    tl_init(argc, argv, 20240601);
    if (tl_group("descriptions"))
        test_descriptions();
    if (tl_group("categories_and_ranks"))
        test_categories_and_ranks();
    if (tl_group("tricky_order"))
        test_tricky_order();
    if (tl_group("eval_paths"))
        test_eval_paths();
    if (tl_group("fewer_than_five"))
        test_fewer_than_five();
    if (tl_group("all_five_card_hands"))
        test_all_five_card_hands();
    if (tl_group("random_vs_reference"))
        test_random_vs_reference();
    return tl_finish();
}
