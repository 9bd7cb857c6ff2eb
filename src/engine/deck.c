/* deck.c — Fisher–Yates shuffle, deal and burn (see deck.h). */
#include "engine/deck.h"

void deck_init(deck_t *d)
{
    for (int i = 0; i < CARD_COUNT; i++)
        d->cards[i] = (card_t)i;
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
