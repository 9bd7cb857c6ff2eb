/* test_hand_exhaustive.c — every one of the 133,784,560 seven-card hands, enumerated with
 * nested loops over the incremental hand_t, must fall into the textbook category counts.
 * On a stride of the enumeration hand_eval7 must agree with the incremental value, and on a
 * wider stride the reference evaluator must agree with the category and ranks. */
#include "engine/hand.h"
#include "ref_eval.h"
#include "testlib.h"

enum { EVAL7_STRIDE = 997, REF_STRIDE = 997 * 101 }; /* reference checks land on eval7 checks */

static void test_every_seven_card_hand(void)
{
    static uint64_t per_value[65536]; /* indexed by any 16-bit value, in range or not */
    memset(per_value, 0, sizeof per_value);
    uint64_t n = 0, eval7_checked = 0, eval7_mismatch = 0, ref_checked = 0, ref_mismatch = 0;
    uint64_t next_eval7 = EVAL7_STRIDE, next_ref = REF_STRIDE;
    double t0 = tl_now();

    for (int a = 0; a < 52; a++) {
        hand_t ha = hand_add(hand_empty(), (card_t)a);
        for (int b = a + 1; b < 52; b++) {
            hand_t hb = hand_add(ha, (card_t)b);
            for (int c = b + 1; c < 52; c++) {
                hand_t hc = hand_add(hb, (card_t)c);
                for (int d = c + 1; d < 52; d++) {
                    hand_t hd = hand_add(hc, (card_t)d);
                    for (int e = d + 1; e < 52; e++) {
                        hand_t he = hand_add(hd, (card_t)e);
                        for (int f = e + 1; f < 52; f++) {
                            hand_t hf = hand_add(he, (card_t)f);
                            for (int g = f + 1; g < 52; g++) {
                                hand_value_t v = hand_value(hand_add(hf, (card_t)g));
                                per_value[v]++;
                                if (++n < next_eval7)
                                    continue;
                                /* strided cross-checks (the rare path) */
                                card_t cs[7] = {(card_t)a, (card_t)b, (card_t)c, (card_t)d,
                                                (card_t)e, (card_t)f, (card_t)g};
                                next_eval7 += EVAL7_STRIDE;
                                eval7_checked++;
                                hand_value_t v7 = hand_eval7(cs);
                                if (v7 != v && eval7_mismatch++ < 5)
                                    tl_fail(__FILE__, __LINE__,
                                            "hand #%" PRIu64 ": hand_eval7 %u, incremental %u", n,
                                            v7, v);
                                if (n < next_ref)
                                    continue;
                                next_ref += REF_STRIDE;
                                ref_checked++;
                                ref_value_t rv = ref_eval(cs, 7);
                                int er[5], rr[5];
                                int en = hand_ranks(v, er), rn = ref_ranks(rv, rr);
                                int same = (int)hand_category(v) == ref_category(rv) && en == rn;
                                for (int i = 0; same && i < en; i++)
                                    same = er[i] == rr[i];
                                if (!same && ref_mismatch++ < 5)
                                    tl_fail(__FILE__, __LINE__,
                                            "hand #%" PRIu64 ": category %d, reference %d", n,
                                            hand_category(v), ref_category(rv));
                            }
                        }
                    }
                }
            }
        }
    }
    double secs = tl_now() - t0;

    uint64_t per_category[HAND_CATEGORY_COUNT] = {0}, out_of_range = 0, distinct = 0;
    for (int v = 0; v < 65536; v++) {
        if (!per_value[v])
            continue;
        if (v < 1 || v > HAND_VALUE_MAX) {
            out_of_range += per_value[v];
            continue;
        }
        distinct++;
        per_category[hand_category((hand_value_t)v)] += per_value[v];
    }
    printf("   %" PRIu64 " hands in %.2f s; %" PRIu64 " distinct values; %" PRIu64
           " checked against hand_eval7, %" PRIu64 " against the reference\n",
           n, secs, distinct, eval7_checked, ref_checked);

    CHECK_EQ_U64(n, 133784560);
    CHECK_EQ_U64(out_of_range, 0);
    static const uint64_t want[HAND_CATEGORY_COUNT] = {
        23294460, /* high card */
        58627800, /* one pair */
        31433400, /* two pair */
        6461620,  /* three of a kind */
        6180020,  /* straight */
        4047644,  /* flush */
        3473184,  /* full house */
        224848,   /* four of a kind */
        41584,    /* straight flush (royal flushes included) */
    };
    for (int k = 0; k < HAND_CATEGORY_COUNT; k++) {
        printf("   %-16s %10" PRIu64 "\n", hand_category_name((hand_category_t)k), per_category[k]);
        CHECK_MSG(per_category[k] == want[k], "%s: %" PRIu64 " hands, expected %" PRIu64,
                  hand_category_name((hand_category_t)k), per_category[k], want[k]);
    }
    /* seven cards can make only 4,824 of the 7,462 five-card values (e.g. never 7-5-4-3-2 high) */
    CHECK_EQ_U64(distinct, 4824);
    CHECK_EQ_U64(per_value[1], 0);
    CHECK_EQ_U64(per_value[HAND_VALUE_MAX], 4324); /* royal flushes among seven cards */
    CHECK_EQ_U64(eval7_checked, 133784560 / EVAL7_STRIDE);
    CHECK_EQ_U64(eval7_mismatch, 0);
    CHECK_EQ_U64(ref_checked, 133784560 / REF_STRIDE);
    CHECK_EQ_U64(ref_mismatch, 0);
}

int main(int argc, char **argv)
{
    tl_init(argc, argv, 0);
    if (tl_group("every_seven_card_hand"))
        test_every_seven_card_hand();
    return tl_finish();
}
