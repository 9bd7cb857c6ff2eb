/* motion.h — what moves on the table and for how long: the effects in flight (a card dealt, chips
 * sliding, a fold to the muck, a card turning), the table-model updates that wait for them to
 * land, the banners, and the named timing of every motion and pause. No drawing and no clock of
 * its own: times are on the caller's game clock, durations already scaled by the speed. */
#ifndef FELT_MOTION_H
#define FELT_MOTION_H

#include <stdint.h>

#include "session/table_model.h"

enum { MOTION_MAX_FX = 96, MOTION_BANNERS = 4, MOTION_MAX_PENDING = 64 };

typedef enum fx_kind {
    FX_CARD,      /* a hole card flies from the dealer to a seat (then is shown there) */
    FX_CHIPS,     /* an amount of chips slides from one point to another */
    FX_MUCK,      /* a folded hand's two cards slide into the muck, fading */
    FX_FLIP,      /* a board card or a seat's cards turn face up in place */
    FX_COUNT
} fx_kind_t;

typedef struct fx {
    fx_kind_t kind;
    double start, dur;           /* seconds on the game clock */
    int seat;                    /* FX_CARD / FX_MUCK / FX_FLIP of a seat */
    int card_index;              /* FX_CARD: 0 or 1; FX_FLIP: board slot, or -1 for a seat */
    card_t card;                 /* FX_FLIP board card */
    float x0, y0, x1, y1;        /* FX_CHIPS / FX_CARD */
    int64_t amount;              /* FX_CHIPS */
    int pot;                     /* FX_CHIPS: the pot these chips leave for a winner, or -1 */
    int done;
} fx_t;

typedef struct banner {
    char title[96], sub[128];
    double start, dur;
} banner_t;

/* Every timing at normal speed, in seconds (table-design: deal 160 ms flights 70 ms apart, bets
 * 200 ms, collection 300 ms, flips 180 ms, pots 500 ms). A motion's duration, then the pause
 * after it before the next event starts ("after_..."). */
typedef struct motion_timings {
    double draw_card, draw_hold;                  /* a card of the button draw; the draw seen */
    double hand_start;                            /* the discs move before the blinds go in */
    double deal_flight, deal_gap;                 /* a hole card's flight; between two flights */
    double bet, post_overlap;                     /* chips slide; the next post starts this far in */
    double fold, check, after_action;             /* to the muck; a check's knock; after a bet */
    double collect, after_collect;                /* bets into the pots */
    double flip, flip_gap, after_street;          /* board cards turn */
    double show, after_show, after_show_allin;    /* a hand turns face up */
    double muck;                                  /* a hand mucked at showdown */
    double pot, after_pot;                        /* a pot slides to its winners */
    double colour_up, champion;                   /* the chip race's pause; the last event's */
    double hand_pause;                            /* between two hands */
    double banner_level, banner_break, banner_colour_up, banner_out, banner_champion;
    double banner_overlap;                        /* a new banner follows the one showing */
    double think_min, think_spread;               /* a bot's moment to think */
} motion_timings_t;

extern const motion_timings_t MOTION_TIMINGS;

/* The effects in flight and what they hold back. */
typedef struct motion {
    fx_t fx[MOTION_MAX_FX];
    int n_fx;
    /* events whose model update waits for their effect to land */
    ev_t pending[MOTION_MAX_PENDING];
    int n_pending;
    double pending_at;
    /* what the screen shows while things fly */
    int vis_cards[ENGINE_MAX_SEATS];   /* hole cards landed at each seat */
    int vis_board;                     /* board cards shown (flipped) */
    int flip_seat[ENGINE_MAX_SEATS];   /* seat's cards are being turned */
    int mucked[ENGINE_MAX_SEATS];      /* folded cards gone */
    unsigned pots_gone;                /* pots whose chips are on their way to the winners (their
                                          pile is the chips in flight, not drawn twice) */
    banner_t banners[MOTION_BANNERS];
    int n_banners;
} motion_t;

/* A new hand: no card dealt, turned or mucked yet. */
void motion_new_hand(motion_t *mo);
/* A new effect from start for dur seconds (seat -1), or NULL when MOTION_MAX_FX are in flight. */
fx_t *motion_fx(motion_t *mo, fx_kind_t kind, double start, double dur);
/* Chips slide from (x0,y0) to (x1,y1); nothing (NULL) for no chips or no time. */
fx_t *motion_chips(motion_t *mo, float x0, float y0, float x1, float y1, int64_t amount, double start, double dur);
/* A rectangle flights go round: the board's cards. */
typedef struct motion_rect {
    float x, y, w, h;
} motion_rect_t;
/* Where chips flying from (x0,y0) to (x1,y1) are at the fraction e (0..1) of their way: straight
 * when that line passes clear of `around` (NULL: nothing in the way), otherwise along the shortest
 * way round it by its corners, a chip's breadth off its edge, so bets gathered and pots pushed
 * never pass over the board's cards. */
void motion_route_at(float x0, float y0, float x1, float y1, const motion_rect_t *around, float e, float *x,
                     float *y);
/* The model learns ev when its effect lands at `at` (at once into m when too many wait). */
void motion_defer(motion_t *mo, tmodel_t *m, const ev_t *ev, double at);
/* A banner for dur seconds: it follows the one showing after a short overlap and cuts it short,
 * so news never piles up behind old news, whatever the speed. */
void motion_banner(motion_t *mo, double now, const char *title, const char *sub, double dur);
/* At game time `clock`: land the effects that have ended and, once every effect holding them has
 * landed, give the model the updates that waited (m). */
void motion_advance(motion_t *mo, tmodel_t *m, double clock);
/* Banners that have ended go. */
void motion_expire_banners(motion_t *mo, double clock);
/* Nothing in flight and no update waiting. */
int motion_idle(const motion_t *mo);

#endif
