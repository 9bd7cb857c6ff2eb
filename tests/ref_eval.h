/* ref_eval.h — a slow, obviously correct poker hand evaluator for cross-checking the engine's
 * table-driven one. Written from the rules only (it shares nothing with tools/gen): a 5-card
 * hand is classified by sorting and counting ranks; 6 and 7 cards take the best 5-card subset.
 *
 * A reference value packs the category and the tie-break ranks so that plain integer
 * comparison orders hands (equal means a split pot):
 *     bits 20..23  category (REF_HIGH_CARD .. REF_STRAIGHT_FLUSH, the usual order)
 *     bits 16..19, 12..15, 8..11, 4..7, 0..3  tie-break ranks, most significant first
 *                  (rank 0 = deuce .. 12 = ace; unused positions are 0)
 * Within a category the number of tie-break ranks is fixed, so the packing compares correctly. */
#ifndef FELT_TEST_REF_EVAL_H
#define FELT_TEST_REF_EVAL_H

#include <stdint.h>

#include "engine/card.h"

typedef uint32_t ref_value_t;

enum ref_category {
    REF_HIGH_CARD,
    REF_PAIR,
    REF_TWO_PAIR,
    REF_TRIPS,
    REF_STRAIGHT,
    REF_FLUSH,
    REF_FULL_HOUSE,
    REF_QUADS,
    REF_STRAIGHT_FLUSH,
    REF_CATEGORY_COUNT
};

/* Exactly five distinct valid cards. */
ref_value_t ref_eval5(const card_t c[5]);
/* Five to seven distinct valid cards: the best five. 0 for any other n. */
ref_value_t ref_eval(const card_t *c, int n);

int ref_category(ref_value_t v);
/* Tie-break ranks of v in order of significance; returns how many (1..5). */
int ref_ranks(ref_value_t v, int ranks[5]);

#endif
