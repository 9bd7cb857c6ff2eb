/* scr_lobby.h — the lobby of a multi-table tournament (scr_lobby.c), opened from the person's
 * table (L, or the Lobby button under the tournament strip): every table, the standings (sorted by
 * a column heading, filtered by a name as it is typed), the payout ladder with the person's place
 * on it, and any table watched live in its public view. It reads the tournament (lobby.h) and
 * drives nothing: the person's table and the tournament go on while it is open. */
#ifndef FELT_SCR_LOBBY_H
#define FELT_SCR_LOBBY_H

#include "app/app.h"
#include "app/lobby.h"

typedef struct lobby_ui {
    lobby_t L;
    double counted_at;          /* a->now of the last count (-1: count now) */
    int key, reverse;           /* the standings' order (lobby_sort_t) */
    char find[32];              /* the name filter as typed */
    int list;                   /* the list the arrows move: 0 tables, 1 standings */
    int table_sel, table_top;   /* selected table (index), first row shown */
    int row_sel, row_top;       /* selected standings row, first row shown */
    int band_top;               /* first payout row shown */
    int watch;                  /* the table watched (1-based), 0 none */
    int to_person;              /* scroll the lists to the person's rows at the next frame */
    double click_at;            /* a->now of the last click on a table row (a double click watches) */
    int click_row;
} lobby_ui_t;

/* Open the lobby over the table of a multi-table tournament (a request: the screen changes
 * between frames). */
void lobby_open(app_t *a);
/* Watch table (1-based) in the lobby (the harness's pictures; the lobby's own Watch). */
void lobby_watch(app_t *a, int table);
void screen_lobby(app_t *a);
void lobby_ui_free(app_t *a);

#endif
