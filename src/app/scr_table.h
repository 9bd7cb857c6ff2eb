/* scr_table.h — the table screen (scr_table.c), and the table as it draws it for the screens that
 * put their own questions over a live-looking table (practice, the replayer). */
#ifndef FELT_SCR_TABLE_H
#define FELT_SCR_TABLE_H

#include "app/app.h"

void screen_table(app_t *a);
/* The table as screen_table draws it, without the action bar, menus or dialogs. Parts to draw: */
enum {
    TABLE_DRAW_PANELS = 1u << 0,  /* level, blinds, clock and standings panels */
    TABLE_DRAW_MARKERS = 1u << 1, /* button, SB and BB markers */
    TABLE_DRAW_LOG = 1u << 2,     /* the hand log */
    TABLE_DRAW_LEDGER = 1u << 3,  /* the orbit ledger tabs (never in a drill: they would answer it) */
    TABLE_DRAW_ALL = 0xffu
};
void table_draw_scene(app_t *a, game_t *g, unsigned parts);

#endif
