/* hand.c — per-card keys, categories and descriptions for the evaluator (see hand.h; the
 * lookup tables themselves are generated at build time). */
#include "engine/hand.h"

#include <stdio.h>

/* hand_card_key[] (rank weight + suit count per card) and hand_card_bit[] are generated with the
 * other tables (one struct, hand_tab), so the rank weights live in one place:
 * tools/gen/gen_hand_tables.c. */

hand_value_t hand_eval(const card_t *cards, int n)
{
    if (n < 5 || n > 7)
        return 0;
    hand_t h = hand_empty();
    for (int i = 0; i < n; i++)
        h = hand_add(h, cards[i]);
    return hand_value(h);
}

hand_category_t hand_category(hand_value_t v)
{
    if (v == 0 || v > HAND_VALUE_MAX)
        return HAND_HIGH_CARD;
    return (hand_category_t)(hand_tab_decode[v] >> 20);
}

const char *hand_category_name(hand_category_t c)
{
    static const char *const names[HAND_CATEGORY_COUNT] = {
        "High card", "One pair", "Two pair", "Three of a kind", "Straight",
        "Flush", "Full house", "Four of a kind", "Straight flush"};
    return (c >= 0 && c < HAND_CATEGORY_COUNT) ? names[c] : "?";
}

const char *hand_category_id(hand_category_t c)
{
    static const char *const ids[HAND_CATEGORY_COUNT] = {
        "high_card", "pair", "two_pair", "three_of_a_kind", "straight",
        "flush", "full_house", "four_of_a_kind", "straight_flush"};
    return (c >= 0 && c < HAND_CATEGORY_COUNT) ? ids[c] : "?";
}

int hand_ranks(hand_value_t v, int ranks[5])
{
    static const int used[HAND_CATEGORY_COUNT] = {5, 4, 3, 3, 1, 5, 2, 2, 1};
    if (v == 0 || v > HAND_VALUE_MAX)
        return 0;
    uint32_t d = hand_tab_decode[v];
    int n = used[d >> 20];
    for (int i = 0; i < n; i++)
        ranks[i] = (int)((d >> (16 - 4 * i)) & 15);
    return n;
}

int hand_describe(hand_value_t v, char *buf, size_t len)
{
    int r[5];
    if (!hand_ranks(v, r))
        return snprintf(buf, len, "no hand");
    switch (hand_category(v)) {
    case HAND_STRAIGHT_FLUSH:
        if (r[0] == RANK_A)
            return snprintf(buf, len, "Royal flush");
        return snprintf(buf, len, "Straight flush, %s high", card_rank_name(r[0]));
    case HAND_QUADS:
        return snprintf(buf, len, "Four of a kind, %s", card_rank_plural(r[0]));
    case HAND_FULL_HOUSE:
        return snprintf(buf, len, "Full house, %s full of %s", card_rank_plural(r[0]),
                        card_rank_plural(r[1]));
    case HAND_FLUSH:
        return snprintf(buf, len, "Flush, %s high", card_rank_name(r[0]));
    case HAND_STRAIGHT:
        return snprintf(buf, len, "Straight, %s high", card_rank_name(r[0]));
    case HAND_TRIPS:
        return snprintf(buf, len, "Three of a kind, %s", card_rank_plural(r[0]));
    case HAND_TWO_PAIR:
        return snprintf(buf, len, "Two pair, %s and %s", card_rank_plural(r[0]),
                        card_rank_plural(r[1]));
    case HAND_PAIR:
        return snprintf(buf, len, "Pair of %s", card_rank_plural(r[0]));
    case HAND_HIGH_CARD:
    default:
        return snprintf(buf, len, "High card, %s", card_rank_name(r[0]));
    }
}
