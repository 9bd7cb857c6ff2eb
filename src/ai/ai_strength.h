/* ai_strength.h — the strength of every two-card combination on a board: the share of the other
 * live combinations it beats (ties half) and its draws. The bots read ranges through it. */
#ifndef FELT_AI_STRENGTH_H
#define FELT_AI_STRENGTH_H

#include <stdint.h>

#include "engine/card.h"

enum { AI_COMBOS = 1326 };

/* The combination order every table uses: for i < j (card indices), combination k = {j, i}, k
 * counting up. Fills combo[AI_COMBOS][2]. */
void ai_strength_combos(card_t combo[AI_COMBOS][2]);

/* Strength of every combination in combo order (from ai_strength_combos) on a board of n cards
 * (3..5, distinct, valid): hs[k] = (combinations beaten + half the ties) / (live combinations -
 * 1), draw[k] = 2 for a flush draw or two straight windows, 1 for one window (gutshot), 0 otherwise
 * or on the river. Combinations holding a board card get hs 0 and draw 0. Straight draws depend
 * only on the two ranks, so they are worked out per rank pair (91 pairs, not 1,326 combinations)
 * and value counts go through a histogram: no sort, no allocation. */
void ai_strength_table(const card_t combo[AI_COMBOS][2], const card_t *board, int n, float *hs, uint8_t *draw);

/* Bits set in x: a portable popcount (SWAR, a handful of instructions) for builds that assume no
 * CPU beyond the x86-64 baseline, where __builtin_popcount is a library call. */
static inline int ai_popcount(uint64_t x)
{
    x = x - ((x >> 1) & 0x5555555555555555ULL);
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
    return (int)((x * 0x0101010101010101ULL) >> 56);
}

#endif
