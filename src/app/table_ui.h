/* table_ui.h — the table screen's own state: the action bar's size, the dialogs and panels the
 * person opened. It belongs to the screen that shows it, not to the tournament: the game holds
 * the session, privacy, histories and the pacing queue; a new tournament starts this afresh
 * (app_end_game clears it). */
#ifndef FELT_TABLE_UI_H
#define FELT_TABLE_UI_H

#include <stdint.h>

#include "app/ledger.h"
#include "app/showdown.h"

typedef struct table_ui {
    /* the action bar: the size chosen by slider, presets, wheel or typing */
    float raise_t;              /* slider position 0..1 */
    char raise_text[24];        /* the amount box's text (the person's own while it has the focus) */
    int64_t raise_to;
    int hand_no;                /* the hand they belong to: a new hand starts with the box empty */
    int confirm_allin_open;     /* "Go all-in?" is asked */
    int menu_open;              /* the pause menu */
    int leave_open;             /* its "hand a seat to a bot" list */
    int hint_open, why_open;    /* the hint panel (H) and why the markers are where they are (W) */
    int away_open;              /* a multi-table tournament's "hand your seat to a bot until" chooser */
} table_ui_t;

/* What the table screen keeps of one game's hands, from the events as the table shows them (a
 * watcher on that game, table_notes_watch): the showdown (scr_table.c highlights the winners and
 * writes their line, scr_explain.c the pot notes) and the orbit ledger (scr_explain.c). Every game
 * has its own: a replay, a drill or the shadow dealer's table does not touch the tournament's. */
typedef struct table_notes {
    showdown_t sd;
    ledger_t ledger;
} table_notes_t;

struct game;
/* Keep g's notes from now on: 0, or -1 out of memory (game_create refuses the game). */
int table_notes_watch(struct game *g);
/* g's notes (never NULL: a game nobody watches has blank ones). */
table_notes_t *table_notes(const struct game *g);

#endif
