/* game_mtt_show.h — the tournament around the person's table, shown: the ticker of the field's
 * news (ticker.h, fed by a subscription to every tournament event), the plates of players moved
 * to and from the person's table fading in and out with "from table 12" / "to table 4", the
 * person's own move (their chips slide off the table's edge, the new table comes, their plate and
 * chips arrive at the new seat), hand-for-hand's wait for the other tables, and the final table's
 * redraw seat by seat. game_mtt.c calls in at a few points; scr_mtt.c draws what this keeps. */
#ifndef FELT_GAME_MTT_SHOW_H
#define FELT_GAME_MTT_SHOW_H

#include <stdint.h>

#include "app/game_state.h"
#include "app/ticker.h"
#include "tournament/tournament.h"

enum {
    MTT_SHOW_MOVES = 32,   /* moves to and from the person's table waiting for their hand */
    MTT_SHOW_NOTE = 48     /* bytes of a seat's note */
};

/* Every duration of the show at normal speed, in seconds, scaled by the speed (none at Instant). */
typedef struct mtt_show_timings {
    double note;            /* a seat's "from table 12" / "to table 4" stands, fading */
    double plate_fade;      /* an arriving plate fades in, a leaving one out */
    double move_out;        /* the person's chips slide off toward the table's edge */
    double move_in;         /* ... and arrive at the new seat */
    double h4h_wait;        /* the table waits at a hand's end for the round (at most) */
    double redraw_seat;     /* the final table's redraw: between two seats */
    double redraw_hold;     /* the redraw seen whole before the banner and the button's draw */
} mtt_show_timings_t;
extern const mtt_show_timings_t MTT_SHOW_TIMINGS;

typedef struct mtt_note {
    double from;                    /* game clock it began (< 0: none) */
    int leaving;                    /* 1: the plate of `name` fades out; 0: the seat's plate fades in */
    char name[ENGINE_NAME_LEN];
    char text[MTT_SHOW_NOTE];
} mtt_note_t;

typedef struct mtt_show {
    int field_sub;                  /* every tournament event (session_mtt_subscribe_field) */
    ticker_t ticker;
    int top[TICKER_TOP], n_top;     /* entrants by chips at the last count, the leader first */
    struct {
        int player, from_table, to_table;
    } moves[MTT_SHOW_MOVES];        /* others moved to or from the person's table */
    int n_moves;
    mtt_note_t note[ENGINE_MAX_SEATS];
    /* the person's move: out (old seat, off the edge), then in (new seat) */
    double move_from;               /* < 0: none */
    double move_out, move_in;       /* scaled durations */
    int move_from_table, move_to_table;
    int64_t move_chips;
    /* hand-for-hand: the person's table waits at a hand's end for the others of the round */
    double h4h_from, h4h_dur;       /* h4h_from < 0: not waiting */
    int h4h_wait, h4h_tables;
    /* the final table's redraw, seat by seat in the draw's order */
    double redraw_from, redraw_gap, redraw_hold; /* redraw_from < 0: none */
    int redraw_n;
    int redraw_seat[ENGINE_MAX_SEATS];   /* 0-based seats in the draw's order */
    int redraw_table[ENGINE_MAX_SEATS];  /* the table each came from */
    int collecting;                 /* R39 seatings being collected for the redraw */
    /* what was last seen, for a moment shown again (mtt_show_moment: headless pictures) */
    tourney_ev_t last_move;         /* the person's last move between tables (type TEV_COUNT: none) */
    int final_seen;                 /* the final table was seated with the person at it */
    char final_reason[TOURNEY_REASON_LEN];
    int h4h_seen;                   /* a hand of the person's ended in hand-for-hand at 2+ tables */
    int h4h_last_wait, h4h_last_tables;
    char move_title[96], move_sub[128]; /* the person's last move's banner */
    char stop_at[8];                /* headless: stop the tournament when this moment happens */
    int stopped;                    /* ... it has: nothing more is pulled or played */
} mtt_show_t;

void mtt_show_init(game_t *g);
/* The field's news since the last pull: the ticker, and the moves about the person's table. */
void mtt_show_pull(game_t *g);
/* The field was counted: the top ten by chips and the leader. */
void mtt_show_count(game_t *g);
/* The person was moved (the table on screen reset to their new one). */
void mtt_show_person_moved(game_t *g, const tourney_ev_t *v, int had_table);
/* The banner of the person's move (kept for the moment shown again). */
void mtt_show_move_banner(game_t *g, const char *title, const char *sub);
/* The final table is seated: the redraw starts. */
void mtt_show_final_table(game_t *g);
/* A hand of the person's table is about to be shown (names of its seats already set): arrivals
 * fade in, leavers fade out. old_names: the plates' names before. */
void mtt_show_hand_start(game_t *g, char (*old_names)[ENGINE_NAME_LEN]);
/* A hand of the person's table ends on screen: hand-for-hand's wait begins. */
void mtt_show_hand_end(game_t *g);
/* Hold the queue's front while a move, the redraw or the hand-for-hand wait is shown. 1 = wait. */
int mtt_show_hold(game_t *g, const ev_t *front);

/* Headless pictures of a moment (felt --mtt-show KIND:FRACTION): kind "move" (the person's last
 * move between tables, R36/R37), "h4h" (the wait at a hand's end in hand-for-hand), "final" (the
 * final table's redraw). mtt_show_reached: it has happened (played at Instant, nothing shown).
 * mtt_show_moment: show it again at normal speed, `fraction` (0..1) of the way through: the game
 * clock is moved on that far and the tournament is not driven any more. 0, or -1 (unknown kind,
 * or it has not happened). */
int mtt_show_reached(const game_t *g, const char *kind);
/* Stop the tournament as soon as moment `kind` happens (nothing pulled or played after it). */
void mtt_show_stop_at(game_t *g, const char *kind);
int mtt_show_moment(game_t *g, const char *kind, double fraction);

/* What scr_mtt.c draws, read at game time now. */
/* The fixed step: the ticker's next line, the redraw's end and its banner. */
void mtt_show_step(game_t *g);
/* A click or Space: the move or the redraw showing ends now (its banner follows). 1 if one was. */
int mtt_show_skip(game_t *g);
/* Plates are coming and going (a move, the redraw): the orbit ledger's tabs wait. */
int mtt_show_busy(const game_t *g);
/* Seat s's plate: 0 hidden (not yet drawn at the final table's redraw), else its opacity. */
float mtt_show_seat_alpha(const game_t *g, int s);
/* The person's move in flight: 1 with the chips' point and opacity and the plate's opacity. */
int mtt_show_move_at(const game_t *g, float *x, float *y, float *chips_alpha, float *plate_alpha);
/* Hand-for-hand: the tables still waited for now (decreasing over the wait), of `tables`. -1: none. */
int mtt_show_h4h_waiting(const game_t *g, int *tables);

#endif
