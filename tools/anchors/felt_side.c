/* felt_side.c — Felt's half of the anchor harness (tools/anchors/run): the same workloads as
 * anchors.cpp, written against Felt's engine, compiled with the same flags. Never built by CMake. */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "engine/equity.h"
#include "engine/hand.h"

uint64_t felt_eval7_random(const uint8_t *hands, size_t n, uint16_t *out);
uint64_t felt_enumerate(int first, uint64_t *count);
uint64_t felt_equity(int exact, uint64_t trials, double *equity0);

/* Seven cards per call: hand_eval7 on each pre-generated hand. */
uint64_t felt_eval7_random(const uint8_t *hands, size_t n, uint16_t *out)
{
    uint64_t sum = 0;
    for (size_t i = 0; i < n; i++) {
        hand_value_t v = hand_eval7(hands + 7 * i);
        if (out)
            out[i] = v;
        sum += v;
    }
    return sum;
}

/* Every 7-card hand whose lowest card is `first`, in lexicographic order, seven nested loops over
 * an incremental hand (the harness calls it for first = 0..45). The loop variables are unsigned, as
 * in OMPEval's loop in anchors.cpp: with int ones, the compiler cannot rule out a negative `first`
 * and zero-extends every card it casts to card_t, one more instruction per hand. */
uint64_t felt_enumerate(int first, uint64_t *count)
{
    uint64_t sum = 0, n = 0;
    {
        unsigned a = (unsigned)first;
        hand_t ha = hand_add(hand_empty(), (card_t)a);
        for (unsigned b = a + 1; b < 52; b++) {
            hand_t hb = hand_add(ha, (card_t)b);
            for (unsigned c = b + 1; c < 52; c++) {
                hand_t hc = hand_add(hb, (card_t)c);
                for (unsigned d = c + 1; d < 52; d++) {
                    hand_t hd = hand_add(hc, (card_t)d);
                    for (unsigned e = d + 1; e < 52; e++) {
                        hand_t he = hand_add(hd, (card_t)e);
                        for (unsigned f = e + 1; f < 52; f++) {
                            hand_t hf = hand_add(he, (card_t)f);
                            for (unsigned g = f + 1; g < 52; g++) {
                                sum += hand_value(hand_add(hf, (card_t)g));
                                n++;
                            }
                        }
                    }
                }
            }
        }
    }
    *count = n;
    return sum;
}

/* AhAs vs KdKc pre-flop: exact, or Monte Carlo with `trials` deals. Returns the deals. */
uint64_t felt_equity(int exact, uint64_t trials, double *equity0)
{
    equity_query_t q;
    memset(&q, 0, sizeof q);
    q.n_hands = 2;
    q.hole[0][0] = card_make(RANK_A, SUIT_HEARTS);
    q.hole[0][1] = card_make(RANK_A, SUIT_SPADES);
    q.hole[1][0] = card_make(RANK_K, SUIT_DIAMONDS);
    q.hole[1][1] = card_make(RANK_K, SUIT_CLUBS);
    q.trials = exact ? 0 : trials;
    q.seed = 1;
    equity_result_t r;
    if (equity_run(&q, &r) != EQUITY_OK)
        return 0;
    *equity0 = r.equity[0];
    return r.deals;
}
