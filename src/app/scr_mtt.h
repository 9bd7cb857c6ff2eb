/* scr_mtt.h — what the table screen adds for a multi-table tournament: the tournament strip in the
 * players panel's corner (players left and the person's rank, average and largest stack, the next
 * break on the tournament clock, places paid and the next pay jump, hand-for-hand). */
#ifndef FELT_SCR_MTT_H
#define FELT_SCR_MTT_H

#include "app/app.h"
#include "app/game.h"

/* Draw the strip where the players panel stands (g->mtt set). */
void scr_mtt_strip(app_t *a, game_t *g);
/* Seat s's plate's opacity (0: not drawn): the final table's redraw, a move, an arrival. */
float scr_mtt_seat_alpha(const game_t *g, int s);
/* Over the seats: arrivals' and leavers' notes, the person's sit-out, their chips on the move,
 * the redraw's seat notes. */
void scr_mtt_overlay(app_t *a, game_t *g);
/* The news line in its rectangle (layout_at("table.mtt_ticker")), hand-for-hand's wait first. */
void scr_mtt_ticker(app_t *a, game_t *g);

#endif
