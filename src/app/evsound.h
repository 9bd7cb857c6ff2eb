/* evsound.h — the sound an event makes on the table, as a table of event kinds: the card sound
 * for a deal, a draw or a street, chips for bets, posts, pots and rebuys, the knock for a check,
 * the all-in, the fold, the winner's chime and the level's bell. */
#ifndef FELT_EVSOUND_H
#define FELT_EVSOUND_H

#include "engine/engine.h"

/* The sfx id (render/sfx.h) ev sounds, or -1 for silence. `hero` is the person's seat (-1) and
 * hears the winner's chime for a pot of theirs; `moving` is 0 when nothing is animated (instant
 * speed): a collection that does not slide makes no sound. */
int evsound_for(const ev_t *ev, int hero, int moving);

#endif
