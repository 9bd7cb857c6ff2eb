/* ref_eval.c — the reference evaluator (see ref_eval.h). Clarity over speed: no tables, no
 * bit tricks, just the rules of poker.
 *   Straight flush > four of a kind > full house > flush > straight > three of a kind >
 *   two pair > one pair > high card. A-2-3-4-5 is a straight (the "wheel") whose high card is
 *   the five. Suits never break ties. */
#include "ref_eval.h"

/* How many tie-break ranks each category carries. */
static const int RANKS_USED[REF_CATEGORY_COUNT] = {
    5, /* high card: all five, high to low */
    4, /* pair: pair rank, then three kickers high to low */
    3, /* two pair: high pair, low pair, kicker */
    3, /* trips: trips rank, two kickers */
    1, /* straight: its top card (five for the wheel) */
    5, /* flush: all five, high to low */
    2, /* full house: trips rank, pair rank */
    2, /* quads: quads rank, kicker */
    1, /* straight flush: its top card */
};

static ref_value_t pack(int category, const int *ranks, int n)
{
    ref_value_t v = (ref_value_t)category << 20;
    for (int i = 0; i < n; i++)
        v |= (ref_value_t)ranks[i] << (16 - 4 * i);
    return v;
}

ref_value_t ref_eval5(const card_t c[5])
{
    int count[CARD_RANKS] = {0};
    int flush = 1;
    for (int i = 0; i < 5; i++) {
        count[card_rank(c[i])]++;
        if (card_suit(c[i]) != card_suit(c[0]))
            flush = 0;
    }

    /* Ranks grouped: bigger groups first, higher ranks first within a group size. For a full
     * house that is trips then pair; for two pair: high pair, low pair, kicker; and so on. */
    int order[5], groups = 0;
    for (int size = 4; size >= 1; size--)
        for (int r = CARD_RANKS - 1; r >= 0; r--)
            if (count[r] == size)
                order[groups++] = r;

    /* Five different ranks in a row, or the wheel. */
    int straight_top = -1;
    if (groups == 5) {
        if (order[0] - order[4] == 4)
            straight_top = order[0];
        else if (order[0] == RANK_A && order[1] == RANK_5 && order[2] == RANK_4 &&
                 order[3] == RANK_3 && order[4] == RANK_2)
            straight_top = RANK_5;
    }

    int category;
    if (straight_top >= 0 && flush)
        category = REF_STRAIGHT_FLUSH;
    else if (count[order[0]] == 4)
        category = REF_QUADS;
    else if (count[order[0]] == 3 && count[order[1]] == 2)
        category = REF_FULL_HOUSE;
    else if (flush)
        category = REF_FLUSH;
    else if (straight_top >= 0)
        category = REF_STRAIGHT;
    else if (count[order[0]] == 3)
        category = REF_TRIPS;
    else if (count[order[0]] == 2 && count[order[1]] == 2)
        category = REF_TWO_PAIR;
    else if (count[order[0]] == 2)
        category = REF_PAIR;
    else
        category = REF_HIGH_CARD;

    if (category == REF_STRAIGHT || category == REF_STRAIGHT_FLUSH)
        return pack(category, &straight_top, 1);
    return pack(category, order, RANKS_USED[category]);
}

ref_value_t ref_eval(const card_t *c, int n)
{
    if (n < 5 || n > 7)
        return 0;
    ref_value_t best = 0;
    card_t five[5];
    /* every 5-subset: choose which n-5 cards (0, 1 or 2) to leave out */
    for (int skip1 = 0; skip1 < (n >= 6 ? n : 1); skip1++)
        for (int skip2 = (n == 7 ? skip1 + 1 : 0); skip2 < (n == 7 ? n : 1); skip2++) {
            int k = 0;
            for (int i = 0; i < n; i++) {
                if (n >= 6 && i == skip1)
                    continue;
                if (n == 7 && i == skip2)
                    continue;
                five[k++] = c[i];
            }
            ref_value_t v = ref_eval5(five);
            if (v > best)
                best = v;
        }
    return best;
}

int ref_category(ref_value_t v)
{
    return (int)(v >> 20);
}

int ref_ranks(ref_value_t v, int ranks[5])
{
    int cat = ref_category(v);
    if (cat < 0 || cat >= REF_CATEGORY_COUNT)
        return 0;
    int n = RANKS_USED[cat];
    for (int i = 0; i < n; i++)
        ranks[i] = (int)((v >> (16 - 4 * i)) & 15);
    return n;
}
