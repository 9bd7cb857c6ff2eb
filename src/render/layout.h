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
    /* a multi-table tournament: the table's Lobby button, and the lobby screen (scr_lobby.c) */
    LAYOUT_LOBBY_BUTTON,  /* under the tournament strip, at its right end */
    LAYOUT_LOBBY_TITLE,   /* the lobby's title bar: the field, hand-for-hand, the person's turn */
    LAYOUT_LOBBY_TABLES,  /* the tables' panel (left) */
    LAYOUT_LOBBY_STANDINGS, /* the standings' panel (middle) */
    LAYOUT_LOBBY_FIND,    /* the name filter, in the standings' panel */
    LAYOUT_LOBBY_PAYOUTS, /* the payout ladder's panel (right) */
    LAYOUT_LOBBY_WATCH,   /* Watch the chosen table (bottom left) */
    LAYOUT_LOBBY_BACK,    /* Back to my table (bottom right) */
    LAYOUT_WATCH_INFO,    /* watching a table: which, its hand and level (top left) */
    LAYOUT_WATCH_LOBBY,   /* watching: back to the lobby */
    LAYOUT_WATCH_TABLE,   /* watching: back to my table */
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
/* Seats along the top edge (not the person): their cards lie below the plate, on the felt side,
 * and their action line beside the plate. */
int layout_seat_top(int n_seats, int idx_from_hero);
/* Where a seat's bet stands: the person's (is_person) straight above their cards, the others'
 * on the way to the centre, never below the person's bet line; a top seat's beside its cards, or
 * below them, out of the pot row (the few seats the formula puts in the row's way are data). */
void layout_bet(int n_seats, int idx_from_hero, int is_person, float *x, float *y);
/* Where a seat's action line ("Small blind 100") stands: under the plate (align 0, centred, the
 * text's top at *y), or beside it (align -1: ends at *x, left of the plate; 1: starts at *x),
 * its middle at *y: along the top edge, and at the bottom corners, where a drill's panels stand
 * over the line's place under the plate. */
void layout_said(int n_seats, int idx_from_hero, int is_person, float *x, float *y, int *align);

/* What a seat puts on the table, each as the rectangle it may take: the plate; its two cards
 * (face down or tabled, whichever is larger, at the normal card size); its chips in front (a pile
 * up to ten chips high, its amount under it); its action line (up to 140 wide). Pots keep clear
 * of all of them (layout_pot_rect), and so do the tests. */
typedef struct layout_seat_parts {
    layout_rect_t plate, cards, shown, bet, said; /* cards face down, shown: tabled */
} layout_seat_parts_t;
void layout_seat_parts(int n_seats, int idx_from_hero, int is_person, layout_seat_parts_t *out);
/* The five board cards at the normal card size. */
layout_rect_t layout_board(void);

/* The pots stand in a row above the board, as wide as the felt is free at this table size (the
 * seats' cards, chips and plates that reach down to the row close it at the sides). The
 * distance between two pots' centres in a row of n_pots (a pot's tag is narrower). */
float layout_pot_pitch(int n_seats, int n_pots);
/* Centre of pot `pot` of n_pots in the row above the board: the pile's foot, its tag below. */
void layout_pot(int n_seats, int pot, int n_pots, float *x, float *y);
/* Half a pot's width: its pile, its tag and its hit area (56, less where many pots share the row). */
float layout_pot_half(int n_seats, int n_pots);
/* A pot's pile, its tag and its hit area: half a pot's width either side of its centre, from the
 * pile's top (50 above its foot, less under a seat's cards or chips that reach down there) to its
 * tag's foot (40 below). */
layout_rect_t layout_pot_rect(int n_seats, int pot, int n_pots);

#endif
