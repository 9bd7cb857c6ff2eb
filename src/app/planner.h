/* planner.h — each event the table shows turned into the table model's update, motion, log lines,
 * sound, banners and bookkeeping (planner.c). */
#ifndef FELT_PLANNER_H
#define FELT_PLANNER_H

#include "app/game.h"

/* Start showing ev, taken off the pacing queue at g->clock: apply or defer its model update, start
 * its effects, write its log lines, pick its sound, and set g->busy_until to when the table is
 * free for the next event. It may take the rest of a run of events of the same type off the queue
 * (the whole deal, every pot a street's bets go into), or put ev back to start again later. */
void planner_start(game_t *g, const ev_t *ev);

#endif
