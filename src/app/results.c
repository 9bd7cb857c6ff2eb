/* results.c — the tournament's results as shown (see results.h). */
#include "app/results.h"

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
