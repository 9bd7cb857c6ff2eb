/* table_ui.h — the table screen's own state: the action bar's size, the dialogs and panels the
 * person opened. It belongs to the screen that shows it, not to the tournament: the game holds
 * the session, privacy, histories and the pacing queue; a new tournament starts this afresh
 * (app_end_game clears it). */
#ifndef FELT_TABLE_UI_H
#define FELT_TABLE_UI_H

#include <stdint.h>

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
} table_ui_t;

#endif
