/* ticker.h — the line of news from the rest of a multi-table tournament on the person's table:
 * tournament events in (tourney_ev_t, with the few facts they do not carry: the player's name and
 * rank by chips), lines out, one at a time, each faded in, held and faded out on the game clock.
 * What is news: a top-ten stack busting, a bust in the money (place and prize), the bubble
 * bursting, a table breaking ("Table 37 breaks: 9 players to new seats"), hand-for-hand on and
 * off, the final table, a new chip leader. No SDL, no drawing, no clock of its own. */
#ifndef FELT_TICKER_H
#define FELT_TICKER_H

#include <stdint.h>

#include "engine/structure.h"
#include "tournament/tournament.h"

enum {
    TICKER_LINE = 192,    /* bytes of a line */
    TICKER_QUEUE = 8,     /* lines waiting; the oldest of the least news goes first when full */
    TICKER_BREAKS = 8,    /* table breaks whose players are still being moved */
    TICKER_TOP = 10       /* "a top-ten stack" */
};

/* How long a line stands, in seconds of the game clock (not scaled by the speed: the ticker is
 * read, not watched; a queue waiting shortens the hold down to hold_min). */
typedef struct ticker_timings {
    double fade, hold, hold_min;
} ticker_timings_t;
extern const ticker_timings_t TICKER_TIMINGS;

typedef enum ticker_kind {
    TICK_BREAK,           /* a table broke and its players were moved */
    TICK_HAND_FOR_HAND,   /* on or off */
    TICK_BUST_TOP,        /* a top-ten stack busts before the money */
    TICK_BUST_PAID,       /* a bust in the money */
    TICK_LEADER,          /* a new chip leader */
    TICK_BUBBLE,          /* the bubble bursts */
    TICK_FINAL,           /* the final table */
    TICK_KIND_COUNT
} ticker_kind_t;

typedef struct ticker_item {
    ticker_kind_t kind;
    char text[TICKER_LINE];
} ticker_item_t;

typedef struct ticker {
    const structure_t *st;          /* the currency of prizes (app_money); NULL: plain cents */
    int paid;                       /* places paid */
    int bubble_told;
    ticker_item_t q[TICKER_QUEUE];  /* waiting, oldest first */
    int n;
    ticker_item_t cur;              /* the line standing (cur_from < 0: none) */
    double cur_from, cur_until;
    struct {
        int table, moved, seen;     /* seen: moved at the last flush */
    } brk[TICKER_BREAKS];           /* breaks told once their players have moved */
    int n_brk;
    int leader;                     /* entrant leading in chips, -1 unknown */
    int told;                       /* lines queued in all (tests) */
} ticker_t;

void ticker_init(ticker_t *tk, const structure_t *st, int places_paid);

/* A tournament event. name: the player's (v->player's) name, or NULL; chip_rank: their rank by
 * chips before the event (1 = the leader; 0 unknown). The person's own moves are not news here
 * (their banner says it); the caller leaves them out. */
void ticker_event(ticker_t *tk, const tourney_ev_t *v, const char *name, int chip_rank);
/* The chip leader as last counted: a change is news (the first count only sets it). */
void ticker_leader(ticker_t *tk, int player, const char *name, int64_t chips);
/* The events of one pull are in: a break whose players moved before and no more since is told
 * (its moves may come over several pulls). */
void ticker_flush(ticker_t *tk);

/* The fixed step at game time `now`: the line standing ends when its time is up and the next
 * waiting one starts. */
void ticker_step(ticker_t *tk, double now);
/* The line standing at game time `now` (NULL: none) and its opacity 0..1 (fading in and out);
 * `slide` 0..1: how far it has come in (1 = in place). Reads only (the screen draws it). */
const char *ticker_at(const ticker_t *tk, double now, float *alpha, float *slide);
/* Only the newest line waits, none stands (a moment shown again: older news is stale). */
void ticker_latest(ticker_t *tk);
/* Lines waiting behind the one standing. */
int ticker_waiting(const ticker_t *tk);

#endif
