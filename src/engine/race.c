/* race.c — colour-up and the chip race (R34): chips of removed denominations are exchanged
 * straight up where possible; the leftover odd chips are raced (one card per odd chip, dealt
 * from seat 1; best card by rank then suit wins; at most one new chip per player; the pool buys
 * floor(total / new) chips plus one if the remainder is at least half a new chip; nobody is
 * raced out; past 52 odd chips a second shuffled deck continues the race, and of two equal
 * cards the earlier seat's wins). Draws from the engine's race stream only, never the deck's. */
#include <string.h>

#include "engine/engine_internal.h"

void engine_color_up(engine_t *e, const int64_t *remove, int n_remove)
{
    int64_t unit = structure_smallest_chip(&e->st, e->level); /* smallest chip still in play */
    int64_t odd[ENGINE_MAX_SEATS] = {0};
    int cards[ENGINE_MAX_SEATS] = {0};
    card_t best[ENGINE_MAX_SEATS];
    int64_t total = 0;
    int64_t removed_desc[STRUCT_MAX_REMOVE];
    int nr = 0;
    for (int i = 0; i < n_remove && i < STRUCT_MAX_REMOVE; i++)
        removed_desc[nr++] = remove[i];
    for (int i = 1; i < nr; i++) /* largest first, for counting chips greedily */
        for (int j = i; j > 0 && removed_desc[j] > removed_desc[j - 1]; j--) {
            int64_t t = removed_desc[j];
            removed_desc[j] = removed_desc[j - 1];
            removed_desc[j - 1] = t;
        }
    for (int s = 0; s < e->n_seats; s++) {
        seat_t *p = &e->seat[s];
        best[s] = CARD_NONE;
        if (p->status != SEAT_PLAYING || p->stack <= 0 || unit <= 1)
            continue;
        odd[s] = p->stack % unit;
        int64_t left = odd[s];
        for (int i = 0; i < nr && left > 0; i++) {
            cards[s] += (int)(left / removed_desc[i]);
            left %= removed_desc[i];
        }
        if (left > 0)
            cards[s]++; /* a remainder below every removed chip: counts as one odd chip */
        total += odd[s];
    }
    int new_chips = unit > 0 ? (int)(total / unit) : 0;
    if (unit > 0 && 2 * (total % unit) >= unit && total % unit != 0)
        new_chips++;

    ev_t *v = engine_push_event(e, EV_COLOR_UP, -1, 0);
    v->u.cu.removed = nr ? removed_desc[nr - 1] : 0;
    v->u.cu.new_unit = unit;
    v->u.cu.odd_total = total;
    v->u.cu.new_chips = new_chips;
    if (total == 0)
        return;

    /* deal: a shuffled deck, seat 1 first, one card per odd chip */
    deck_t d;
    deck_init(&d);
    deck_shuffle(&d, &e->race_rng);
    if (!e->race_fixed_used && e->cfg.n_race_cards > 0) {
        /* the configured cards first, in order, then the rest of the shuffled deck */
        card_t rest[CARD_COUNT];
        card_mask_t m = 0;
        int n = 0, n_rest = 0;
        for (int i = 0; i < e->cfg.n_race_cards && i < CARD_COUNT; i++)
            m |= card_bit(e->cfg.race_cards[i]);
        for (int i = 0; i < CARD_COUNT; i++)
            if (!(m & card_bit(d.cards[i])))
                rest[n_rest++] = d.cards[i];
        for (int i = 0; i < e->cfg.n_race_cards && i < CARD_COUNT; i++)
            d.cards[n++] = e->cfg.race_cards[i];
        for (int i = 0; i < n_rest; i++)
            d.cards[n++] = rest[i];
        e->race_fixed_used = 1;
    }
    for (int s = 0; s < e->n_seats; s++)
        for (int k = 0; k < cards[s]; k++) {
            card_t c = deck_deal(&d);
            if (c == CARD_NONE) {
                /* more odd chips than cards (several denominations leaving at once): the race
                 * goes on with a freshly shuffled deck; equal cards go to the earlier seat */
                deck_init(&d);
                deck_shuffle(&d, &e->race_rng);
                c = deck_deal(&d);
            }
            if (best[s] == CARD_NONE || c > best[s])
                best[s] = c;
        }
    /* new chips in best-card order, one per player */
    int won[ENGINE_MAX_SEATS] = {0};
    for (int k = 0; k < new_chips; k++) {
        int pick = -1;
        for (int s = 0; s < e->n_seats; s++)
            if (odd[s] > 0 && !won[s] && (pick < 0 || best[s] > best[pick]))
                pick = s;
        if (pick < 0)
            break;
        won[pick] = 1;
    }
    for (int s = 0; s < e->n_seats; s++) {
        if (odd[s] == 0)
            continue;
        seat_t *p = &e->seat[s];
        int64_t before = p->stack;
        p->stack = p->stack - odd[s] + (won[s] ? unit : 0);
        if (p->stack == 0)
            p->stack = unit; /* cannot be raced out */
        e->chips_expected += p->stack - before;
        ev_t *r = engine_push_event(e, EV_RACE, s, p->stack - before);
        r->u.race.odd = odd[s];
        r->u.race.won = won[s] ? unit : 0;
        r->u.race.stack = p->stack;
        r->u.race.best = best[s];
        r->u.race.cards = cards[s];
    }
}
