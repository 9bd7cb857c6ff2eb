/* scr_away.h — what the table screen of a multi-table tournament adds for away and for the person
 * who is out (game_mtt_away.h): the Away button under the tournament strip and its chooser (until
 * the next level, the bubble, the final table, or until I come back), the panel while a bot plays
 * the seat (Come back), the bust dialog (watch a table, skip to the final table, the results) and
 * the panels while watching or skipping. Every rectangle is named in render/layout_screens.c; the
 * choices are intents (GAME_INTENT_MTT), carried out in the fixed step. */
#ifndef FELT_SCR_AWAY_H
#define FELT_SCR_AWAY_H

#include "app/app.h"
#include "app/game.h"

/* The Away button (the person seated, not away, not out). */
void scr_away_button(app_t *a, game_t *g);
/* The chooser, when open: 1 (it takes the frame's input), else 0. */
int scr_away_chooser(app_t *a, game_t *g);
/* While away: "Away until the bubble — a bot plays your seat" and Come back. */
void scr_away_panel(app_t *a, game_t *g);
/* The person is out: 1 watch a table, 2 the results, 3 skip to the final table, 0 nothing yet. */
int scr_away_busted(app_t *a, game_t *g);
/* Watching a table or skipping to the final table: the panel, its buttons and keys. 1 when the
 * results were asked for. */
int scr_away_watching(app_t *a, game_t *g);

#endif
