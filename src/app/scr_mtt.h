/* scr_mtt.h — what the table screen adds for a multi-table tournament: the tournament strip in the
 * players panel's corner (players left and the person's rank, average and largest stack, the next
 * break on the tournament clock, places paid and the next pay jump, hand-for-hand). */
#ifndef FELT_SCR_MTT_H
#define FELT_SCR_MTT_H

#include "app/app.h"
#include "app/game.h"

/* Draw the strip where the players panel stands (g->mtt set). */
void scr_mtt_strip(app_t *a, game_t *g);

#endif
