/* scr_explain.h — the table explains itself (scr_explain.c): the hint panel for the person to act
 * (H), why the markers are where they are (W), the orbit ledger on the seats, the pot notes at
 * showdown; and every key over any screen (F1). */
#ifndef FELT_SCR_EXPLAIN_H
#define FELT_SCR_EXPLAIN_H

#include "app/app.h"

void explain_keys(app_t *a, game_t *g, int hero_to_act);
void explain_draw(app_t *a, game_t *g, const session_wait_t *w, int hero_to_act);
void explain_ledger(app_t *a, game_t *g);
/* Every key, over any screen (F1). */
void help_overlay(app_t *a);

#endif
