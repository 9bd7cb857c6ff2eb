/* chips.h — chips seen from above and in front: discs in the structure's colours with six edge
 * inserts and an inner ring, stacked 4 units a chip, ten high, larger denominations on the left,
 * the value printed on the top chip. Amounts are broken into the fewest chips in play. */
#ifndef FELT_CHIPS_H
#define FELT_CHIPS_H

#include <stdint.h>

#include "engine/structure.h"
#include "render/gfx.h"

enum { GFX_CHIP_STACK_MAX = 10, GFX_CHIP_STACKS_MAX = 8 };

/* Break amount into chips of the denominations in play at levels[level_index] (those at or
 * above structure_smallest_chip; a structure without a chip set, or NULL, uses
 * gfx_default_chips): greedy from the largest, which gives the fewest chips for the usual
 * (canonical) chip sets, every set in levels/ among them. counts[i] is for st->chips[i] (or the
 * default set's i). A remainder below the smallest chip in play counts as one more of it.
 * Returns the number of chips (0 for amount <= 0); level_index is clamped to the levels. */
int gfx_chip_breakdown(const structure_t *st, int level_index, int64_t amount,
                       int counts[STRUCT_MAX_CHIPS]);

/* The default chip set for structures without one: 1/5/25/100/500/1000/5000/25000 in classic
 * colours (white, red, green, black, purple, yellow, grey, pink). Returns the count. */
int gfx_default_chips(chip_denom_t out[STRUCT_MAX_CHIPS]);

/* One chip, centred at (cx, cy), diameter d, seen from above-front (height d * 0.78 for the top
 * face plus an edge). */
void gfx_chip(gfx_t *g, float cx, float cy, float d, const chip_denom_t *denom);

/* Stacks for amount centred horizontally on cx with their bases on cy; chip_d the diameter.
 * label: print the amount (bold, with thousands separators) under the stacks. Draws nothing for
 * amount <= 0. Returns the total width used (logical). */
float gfx_chip_stacks(gfx_t *g, const structure_t *st, int level_index, int64_t amount, float cx,
                      float cy, float chip_d, int label);

#endif
