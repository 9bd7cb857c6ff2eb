/* deck.h — a 52-card deck: Fisher–Yates shuffle from a caller's rng stream, deal and burn.
 * The deck never draws randomness of its own: the engine passes its seeded stream in. */
#ifndef FELT_DECK_H
#define FELT_DECK_H

#include "engine/card.h"
#include "engine/rng.h"

typedef struct deck {
    card_t cards[CARD_COUNT];
    int size; /* cards in the deck (52 less any removed) */
    int next; /* index of the next card to deal */
    int burned[8];
    int n_burned;
} deck_t;

/* Fill d with the 52 cards in order 2c 2d 2h 2s 3c ... As, nothing dealt. */
void deck_init(deck_t *d);
/* Remove the cards in mask (e.g. known hole cards); order of the rest is kept. Resets dealing. */
void deck_remove(deck_t *d, card_mask_t mask);
/* Shuffle all cards (Fisher–Yates, every permutation equally likely) and reset dealing. */
void deck_shuffle(deck_t *d, rng_t *r);
/* Cards left to deal. */
static inline int deck_left(const deck_t *d) { return d->size - d->next; }
/* Deal the next card; CARD_NONE if the deck is empty. */
card_t deck_deal(deck_t *d);
/* Burn the next card (dealt face down to the muck); returns it, CARD_NONE if empty. */
card_t deck_burn(deck_t *d);

#endif
