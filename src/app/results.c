/* results.c — the tournament's results as shown (see results.h). */
#include "app/results.h"

#include <stdlib.h>

#include "app/evtext.h"
#include "app/game_state.h"

void results_hand_end(game_result_t *r, const ev_t *ev, int64_t hand_pot)
{
    r->hands = ev->hand_no;
    if (hand_pot > r->biggest_pot) {
        r->biggest_pot = hand_pot;
        r->biggest_pot_hand = ev->hand_no;
    }
}

void results_out(game_result_t *r, const ev_t *ev)
{
    if (ev->type == EV_ELIMINATED) {
        r->place[ev->seat] = ev->u.el.place;
        r->prize[ev->seat] = ev->u.el.prize;
        return;
    }
    if (ev->seat >= 0) {
        r->place[ev->seat] = 1;
        r->prize[ev->seat] = ev->u.el.prize;
    }
    r->hands = (int)ev->amount;
}

static void on_shown(void *ctx, const game_t *g, const ev_t *ev)
{
    (void)g;
    game_result_t *r = ctx;
    switch (ev->type) {
    case EV_HAND_START:
        r->hand_pot = 0;
        break;
    case EV_POT:
        r->hand_pot += evtext_pot_total(ev);
        break;
    case EV_HAND_END:
        results_hand_end(r, ev, r->hand_pot);
        break;
    case EV_ELIMINATED:
    case EV_TOURNAMENT_END:
        results_out(r, ev);
        break;
    default:
        break;
    }
}

int results_watch(game_t *g)
{
    game_result_t *r = calloc(1, sizeof *r);
    if (!r)
        return -1;
    return game_watch(g, on_shown, r, free);
}

const game_result_t *results_of(const game_t *g)
{
    static const game_result_t blank;
    const game_result_t *r = game_watched(g, on_shown);
    return r ? r : &blank;
}
