/* deck.c — Fisher–Yates shuffle, deal and burn (see deck.h). */
#include "engine/deck.h"

#include <string.h>

static const card_t ORDERED[CARD_COUNT] = {
    0,  1,  2,  3,  4,  5,  6,  7,  8,  9,  10, 11, 12, 13, 14, 15, 16, 17,
    18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35,
    36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51};

void deck_init(deck_t *d)
{
    memcpy(d->cards, ORDERED, sizeof ORDERED);
    d->size = CARD_COUNT;
    d->next = 0;
    d->n_burned = 0;
}

void deck_remove(deck_t *d, card_mask_t mask)
{
    int n = 0;
    for (int i = 0; i < d->size; i++)
        if (!(mask & card_bit(d->cards[i])))
            d->cards[n++] = d->cards[i];
    d->size = n;
    d->next = 0;
    d->n_burned = 0;
}

void deck_shuffle(deck_t *d, rng_t *r)
{
    /* Durstenfeld's form: for i from the top down, swap i with a uniform j in [0, i]. */
    for (int i = d->size - 1; i > 0; i--) {
        int j = (int)rng_below(r, (uint32_t)i + 1);
        card_t t = d->cards[i];
        d->cards[i] = d->cards[j];
        d->cards[j] = t;
    }
    d->next = 0;
    d->n_burned = 0;
}

card_t deck_deal(deck_t *d)
{
    if (d->next >= d->size)
        return CARD_NONE;
    return d->cards[d->next++];
}

card_t deck_burn(deck_t *d)
{
    if (d->next >= d->size)
        return CARD_NONE;
    if (d->n_burned < (int)(sizeof d->burned / sizeof d->burned[0]))
        d->burned[d->n_burned++] = d->next;
    return d->cards[d->next++];
}
