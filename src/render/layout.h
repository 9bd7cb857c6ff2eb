/* layout.h — where things stand, as data: the logical canvas (1280x720 units, scaled to the
 * window by gfx), the table's geometry at every size (seats, bets, pots, the dealer's hand) and
 * the table screen's named rectangles (panels, log, action bar, amount box, dialogs). Screens
 * take positions from here, the widget dump names controls after these rectangles, and the
 * tests find them by name. Pure arithmetic: no drawing, no state. */
#ifndef FELT_LAYOUT_H
#define FELT_LAYOUT_H

enum { LAYOUT_W = 1280, LAYOUT_H = 720 };

/* The canvas's middle, and the table's centre and the dealer's hand above the board. */
#define LAYOUT_CX 640.0f
#define LAYOUT_TABLE_CY 300.0f
#define LAYOUT_DEALER_Y 150.0f

typedef struct layout_rect {
    float x, y, w, h;
} layout_rect_t;

/* The table screen's fixed rectangles. Their names (layout_name) are the controls' names in the
 * widget dump. */
typedef enum layout_id {
    LAYOUT_LEVEL_PANEL,   /* top left: blinds, ante, the next level */
    LAYOUT_PLAYERS_PANEL, /* top right: players left, average, payouts (its height grows) */
    LAYOUT_LOG,           /* bottom left: the hand log */
    LAYOUT_MENU,          /* the Menu button above the log */
    LAYOUT_SIZING_PANEL,  /* the bet sizing panel: presets, slider, amount box */
    LAYOUT_PRESETS,       /* the five preset buttons' row (Min, 1/2 Pot, 2/3 Pot, Pot, All-in) */
    LAYOUT_SLIDER,
    LAYOUT_AMOUNT,        /* the amount box */
    LAYOUT_BET_UNITS,     /* the chips / big blinds switch left of the amount box */
    LAYOUT_FOLD,
    LAYOUT_CALL,
    LAYOUT_RAISE,
    LAYOUT_ALLIN,
    LAYOUT_PRE_ACTIONS,   /* the Check/Fold and Call any boxes' panel */
    LAYOUT_CHECKFOLD,
    LAYOUT_CALLANY,
    LAYOUT_BREAK_PANEL,
    LAYOUT_SKIP_BREAK,
    LAYOUT_ERROR_LINE,    /* a save or history error across the top */
    LAYOUT_COUNT
} layout_id_t;

layout_rect_t layout_rect(layout_id_t id);
/* "table.fold", ...: stable, lower case, the widget dump's names. */
const char *layout_name(layout_id_t id);

/* Preset button i (0..4) inside LAYOUT_PRESETS. */
layout_rect_t layout_preset(int i);

/* A dialog of size w x h centred over the table (dialogs, the hand-off, the all-in question). */
layout_rect_t layout_dialog(float w, float h);

/* Centre of seat idx_from_hero (0 = the person, bottom middle; then clockwise, i.e. to the
 * person's left first) for n_seats 2..10 on the seat oval. */
void layout_seat(int n_seats, int idx_from_hero, float *x, float *y);
/* Where a seat's bet stands: the person's (is_person) straight above their cards, the others'
 * on the way to the centre (the top seats' past their cards), never below the person's bet line. */
void layout_bet(int n_seats, int idx_from_hero, int is_person, float *x, float *y);
/* The distance between two pots' centres in a row of n_pots (a pot's tag is narrower). */
float layout_pot_pitch(int n_pots);
/* Centre of pot `pot` of n_pots in the row above the board. */
void layout_pot(int pot, int n_pots, float *x, float *y);

#endif
