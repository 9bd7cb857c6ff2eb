/* results.h — the tournament's results as the table has shown them (the results screen draws
 * them): every seat's place and prize, the hands played and the biggest pot. */
#ifndef FELT_RESULTS_H
#define FELT_RESULTS_H

#include <stdint.h>

#include "engine/engine.h"

typedef struct game_result {
    int place[ENGINE_MAX_SEATS];
    int64_t prize[ENGINE_MAX_SEATS];
    int hands;
    int64_t biggest_pot;
    int biggest_pot_hand;
    int64_t hand_pot; /* chips paid out so far in the hand being shown */
} game_result_t;

/* EV_HAND_END of a hand that paid out hand_pot chips. */
void results_hand_end(game_result_t *r, const ev_t *ev, int64_t hand_pot);
/* EV_ELIMINATED (a place and its prize) or EV_TOURNAMENT_END (the champion, the hands played). */
void results_out(game_result_t *r, const ev_t *ev);

struct game;
/* Keep g's results from what it shows (game_watch): 0, or -1 out of memory. */
int results_watch(struct game *g);
/* g's results (never NULL: a game nobody watches has blank ones). */
const game_result_t *results_of(const struct game *g);

#endif
