/* hand.h — the hand evaluator: 5, 6 or 7 cards to one integer that orders hands (ties equal),
 * plus category and a player-facing description. Lookups only, no allocation, no state: the
 * tables are constant data generated at build time by tools/gen/gen_hand_tables.c.
 *
 * Values are dense: 1 (seven-high) .. 7462 (royal flush); 0 means "not a hand". Two ways in:
 *   hand_eval(cards, n) for a card array, or an incremental hand_t (hand_add per card, then
 *   hand_value) so enumerators can share the work of the cards they have in common. */
#ifndef FELT_HAND_H
#define FELT_HAND_H

#include <stddef.h>
#include <stdint.h>

#include "engine/card.h"
#include "hand_tables.h"

typedef uint16_t hand_value_t;

typedef enum hand_category {
    HAND_HIGH_CARD,
    HAND_PAIR,
    HAND_TWO_PAIR,
    HAND_TRIPS,
    HAND_STRAIGHT,
    HAND_FLUSH,
    HAND_FULL_HOUSE,
    HAND_QUADS,
    HAND_STRAIGHT_FLUSH,
    HAND_CATEGORY_COUNT
} hand_category_t;

enum { HAND_VALUE_MAX = 7462 };

/* Partial hand. key: bits 0..27 = sum of the cards' scrambled rank weights (unique per rank
 * multiset: see hand_rank_value); the byte at HAND_SUIT_SHIFT + 8 * (3 - suit) holds 7 * the count
 * of that suit (7 * 5 = 35 and up sets bit 5 of the byte, 7 * 4 = 28 does not: bit 5 means "five
 * or more", with no bias to add). The suits sit in reverse order so that the flush bit, shifted
 * down and squared, is the power of two that lifts the flush suit's ranks to the top of the mask
 * (see hand_flush_value). mask: bit 16*suit + rank per card. Start from hand_empty(), add each card
 * at most once. */
typedef struct hand {
    uint64_t key;
    uint64_t mask;
} hand_t;

#define HAND_SUIT_SHIFT 32
#define HAND_SUIT_BIAS 0ULL /* an empty hand's key */
#define HAND_FLUSH_BITS (0x20202020ULL << HAND_SUIT_SHIFT)
/* Cards of suit s in a key. */
#define HAND_SUIT_COUNT(key, s) ((int)(((key) >> (HAND_SUIT_SHIFT + 8 * (3 - (s)))) & 63) / 7)
#define HAND_RANK_KEY_MASK ((1ULL << HAND_SUIT_SHIFT) - 1) /* the rank key part of a key */

static inline hand_t hand_empty(void)
{
    hand_t h = {HAND_SUIT_BIAS, 0};
    return h;
}

static inline hand_t hand_add(hand_t h, card_t c)
{
    h.key += hand_card_key[c];
    h.mask |= hand_card_bit[c];
    return h;
}

/* Union of two hands with no card in common. */
static inline hand_t hand_merge(hand_t a, hand_t b)
{
    a.key += b.key - HAND_SUIT_BIAS;
    a.mask |= b.mask;
    return a;
}

/* Non-flush value of a hand key of 5..7 cards (a hand_t's key, or any sum of 5..7 cards'
 * hand_card_key). The card keys carry rank weights already scrambled (times an odd constant modulo
 * 2^25), and their plain sums, below 2^28, are as unique as the unscrambled ones; they sit in the
 * key's low 32 bits, so 32-bit arithmetic drops the suit counts for free: the rank key's high bits
 * pick a row, and the rank key plus the row's entry (the row's offset less its start) is the slot.
 * One shift, two loads, an add, no branches (see tools/gen/gen_hand_tables.c). */
static inline hand_value_t hand_rank_value(uint64_t key)
{
    uint32_t h = (uint32_t)key;
    return hand_tab_rank[(uint32_t)(h + hand_tab_row[h >> HAND_ROW_SHIFT])];
}

/* Value of the flush in a hand whose key has a flush bit (bit 5 of suit s's byte, at
 * HAND_SUIT_SHIFT + 5 + 8 * (3 - s)) and whose ranks, bit 16 * suit + rank, are in mask. The bit
 * shifted down to bit 0 is x = 2^(8 * (3 - s)), so mask * x * x = mask << (48 - 16 * s): suit s's
 * 13 rank bits land on bits 48..60, the suits below it fall under bit 48 and those above it off
 * the top. No bit scan, no division: a shift, an and and two multiplies. (The key is shifted again
 * rather than reusing the flush test's result, so the test stays a non-destructive `test`.) */
static inline hand_value_t hand_flush_value(uint64_t key, uint64_t mask)
{
    uint64_t x = (key >> (HAND_SUIT_SHIFT + 5)) & 0x01010101u;
    return hand_tab_flush[(mask * x * x) >> 48];
}

/* Value of a hand of 5, 6 or 7 cards. The hot path: it does not count the cards, so a hand of
 * fewer than five gives a meaningless value (use hand_eval when the count is not known). With
 * five or more cards of one suit nothing better than a flush can be made from the rest, so the
 * flush table decides. */
static inline hand_value_t hand_value(hand_t h)
{
    if (__builtin_expect((h.key & HAND_FLUSH_BITS) != 0, 0))
        return hand_flush_value(h.key, h.mask);
    return hand_rank_value(h.key);
}

/* Value of exactly seven cards (distinct, valid) given as an array: the keys are summed and, only
 * in the rare flush case, the ranks gathered. Seven hand_add and a hand_value come to the same
 * instructions (GCC 12 -O3 sinks the mask into the flush branch: `felt-cli bench eval` shows the
 * two side by side), so this is the shorter way to write it, not a faster one. */
static inline hand_value_t hand_eval7(const card_t *c)
{
    uint64_t k = hand_card_key[c[0]] + hand_card_key[c[1]] + hand_card_key[c[2]] +
                 hand_card_key[c[3]] + hand_card_key[c[4]] + hand_card_key[c[5]] + hand_card_key[c[6]];
    if (__builtin_expect((k & HAND_FLUSH_BITS) != 0, 0)) {
        uint64_t m = hand_card_bit[c[0]] | hand_card_bit[c[1]] | hand_card_bit[c[2]] | hand_card_bit[c[3]] |
                     hand_card_bit[c[4]] | hand_card_bit[c[5]] | hand_card_bit[c[6]];
        return hand_flush_value(k, m);
    }
    return hand_rank_value(k);
}

/* Value of n distinct valid cards, 5 <= n <= 7; 0 if n is out of range. */
hand_value_t hand_eval(const card_t *cards, int n);

/* Category of a value (1..7462). */
hand_category_t hand_category(hand_value_t v);
/* "High card", "One pair", ... "Straight flush". */
const char *hand_category_name(hand_category_t c);
/* Short machine name: "high_card", "pair", ... "straight_flush". */
const char *hand_category_id(hand_category_t c);

/* The ranks that make the hand, in order of significance (e.g. full house: trips rank, pair
 * rank; two pair: high pair, low pair, kicker). Returns how many (1..5); 0 for an invalid value. */
int hand_ranks(hand_value_t v, int ranks[5]);

/* Player-facing description into buf: "Full house, kings full of fours", "Straight, five high",
 * "Two pair, aces and eights", "Royal flush". Returns the length snprintf would write. */
int hand_describe(hand_value_t v, char *buf, size_t len);

#endif
