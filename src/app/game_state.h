/* game_state.h — the game object (one tournament on the table: the session it drives, the people
 * and their privacy, the pacing queue of events not yet shown, the model the screen draws, the
 * effects in flight, the log) and what reads or updates only that state: where a seat is on
 * screen, the log, who sits where, whose cards are on the table, the queue's operations. game.c
 * steps it; planner.c turns the queue's events into motion on it; the screens draw it. */
#ifndef FELT_GAME_STATE_H
#define FELT_GAME_STATE_H

#include <stdint.h>
#include <stdio.h>

#include "app/evtext.h"
#include "app/motion.h"
#include "engine/hh.h"
#include "session/session.h"
#include "session/table_model.h"

enum {
    GAME_MAX_INTENTS = 8,
    GAME_MAX_EVENTS = 4096,
    GAME_LOG_LINES = 200,
    GAME_LOG_LEN = 120
};

/* What a person asked for on the table's screens. A screen records it while the frame is drawn
 * (game_intend); the next fixed step carries it out (game_update): the command goes to the
 * session there, and the events it makes are pulled, written to the hand history and saved
 * there, never in the middle of drawing. */
typedef enum game_intent_kind {
    GAME_INTENT_ACT,          /* submit `cmd`: the action bar, the all-in check, a rebuy or add-on */
    GAME_INTENT_SKIP_BREAK,   /* deal the next hand now (solo play) */
    GAME_INTENT_HANDOFF_DONE, /* the person behind the hand-off screen is at the screen */
    GAME_INTENT_LEAVE,        /* `person` hands the seat to a bot */
    GAME_INTENT_PAUSE,        /* the level clock stops (`on`) or runs again: the pause menu */
    GAME_INTENT_WATCH,        /* everyone at the screen is out: watch the bots at speed */
    GAME_INTENT_PLAY_OUT,     /* ... or let them play the rest out at once, for the results */
    GAME_INTENT_SAVE,         /* autosave now */
    GAME_INTENT_SKIP_SHOW,    /* an MTT's move or final-table redraw shown to its end now */
    GAME_INTENT_MTT           /* a multi-table tournament's away and watching (game_mtt_away.h:
                                 person = the op, on = its value) */
} game_intent_kind_t;

typedef struct game_intent {
    game_intent_kind_t kind;
    cmd_t cmd;
    int person;
    int on;
} game_intent_t;

/* A person at the table (hot-seat: several share the screen). Each has a subscription of their
 * own, which is the only place their hole cards reach the front end: the table itself follows
 * the public view, and a person's cards are put on it only while the screen is theirs. */
typedef struct game_person {
    int seat;
    char name[24];
    uint32_t colour;             /* 0xRRGGBB */
    int sub;                     /* their subscription (-1 in solo play: the table's is theirs) */
    int hand_no;                 /* the hand their cards belong to */
    card_t hole[2];
    int busted, place;
    int64_t prize;
    int left;                    /* handed their seat to a bot */
} game_person_t;

struct game_mtt; /* game_mtt.h: the multi-table tournament the table belongs to */
struct game;

/* The multi-table tournament's half of the table source and the step (game_mtt.c installs it
 * with the tournament, game_mtt_create): game.c, which stands below game_mtt.c, reaches the
 * tournament through it alone, and only while mtt is set. Each is the game_mtt_ function of its
 * name (game_mtt.h); intent is game_mtt_away_intent (game_mtt_away.h). */
typedef struct game_mtt_ops {
    void (*destroy)(struct game_mtt *M);
    int (*save)(struct game *g);
    void (*pull)(struct game *g);
    void (*drive)(struct game *g);
    int (*hold)(struct game *g, const ev_t *front);
    void (*shown)(struct game *g, const ev_t *ev);
    void (*intent)(struct game *g, int op, int on);
    int (*leave)(struct game *g, char *err, size_t errlen);
    void (*wait)(const struct game *g, session_wait_t *w);
    engine_reject_t (*submit)(struct game *g, cmd_t c);
    void (*view)(const struct game *g, view_t *v);
    const structure_t *(*structure)(const struct game *g);
    int64_t (*level_left_ms)(const struct game *g);
    void (*pause)(struct game *g, int on);
} game_mtt_ops_t;

/* A watcher of what the table shows: told of an event as the planner starts showing it (a hand's
 * start, a pot, a hand's end, an elimination, the tournament's end), so the screens that show a
 * hand's end, the orbit ledger and the results keep that state themselves (table_notes.c,
 * results.c). drop frees ctx with the game. */
typedef void (*game_shown_fn)(void *ctx, const struct game *g, const ev_t *ev);
enum { GAME_MAX_WATCHERS = 4 };
typedef struct game_watcher {
    game_shown_fn fn;
    void *ctx;
    void (*drop)(void *ctx);
} game_watcher_t;

typedef struct game {
    session_t *s;                /* the sit-and-go's table; NULL when mtt is set */
    struct game_mtt *mtt;        /* a multi-table tournament, the person's table on screen (game_mtt.h);
                                    NULL for a sit-and-go. Every call that reads or drives the table
                                    goes through game_wait, game_submit, game_view, ... (game.h),
                                    which answer from whichever of the two is set */
    const game_mtt_ops_t *mtt_ops; /* the tournament's calls, set with mtt (game_mtt.c) */
    int hero;                    /* the seat drawn at the bottom: the person whose screen it is
                                    (or was last); -1 = nobody */
    int sub;                     /* the table's subscription: the person's seat in solo play,
                                    the public view in hot-seat */
    int n_people;
    game_person_t people[ENGINE_MAX_SEATS];
    int owner;                   /* person (index) whose cards are on screen now, -1 = nobody */
    int handoff;                 /* person (index) the screen must be passed to first, -1 */
    int privacy_probe;           /* tests: count frames drawn while the screen was someone's */
    int hh_sub;                  /* the hand history's subscription */
    hh_writer_t *hh;
    FILE *hh_file;
    char hh_path[1024];
    char save_path[1024];
    char save_error[512];        /* last autosave failure, shown on the table */
    char hh_error[512];          /* the hand history could not be written: it stops at its last
                                    whole hand (shown on the table and the results) */
    int hh_closing;              /* game_destroy: the open hand's text is held back ... */
    char *hh_held;               /* ... here, and dropped if the hand never ended */
    size_t hh_held_len;
    int n_seats;
    uint64_t seed;
    char structure_path[1024];

    game_intent_t intents[GAME_MAX_INTENTS]; /* asked for during the frame (game_intend) */
    int n_intents;
    int64_t wall_ms;             /* the wall clock of the last step */

    tmodel_t shown;              /* what the screen shows */
    /* events received but not yet shown */
    ev_t q[GAME_MAX_EVENTS];
    int q_head, q_count;
    /* pacing */
    double clock;                /* game clock, seconds (advances by the fixed step) */
    double busy_until;           /* the queue starts the next event then */
    float speed;                 /* animation time scale: 0 = instant */
    int fast_forward;            /* the person busted and chose to watch at speed */
    int no_drive;                /* show events but ask nobody to act (headless set-ups) */
    int hold_type;               /* stop showing events at the first of this type (-1: never) */
    motion_t mo;                 /* effects in flight, updates they hold back, banners */
    /* button draw (first hand) */
    int drawing;                       /* showing the draw for the button */
    card_t draw_card[ENGINE_MAX_SEATS];
    int draw_winner;                   /* -2 once the hold before the first deal has begun */
    int draw_seat;                     /* who won the draw (highlighted), -1 */
    /* bots and people */
    double think_until;                /* a bot acts then */
    double think_from;                 /* ... and began thinking then (its action clock) */
    int thinking_seat;
    double next_hand_at;               /* deal the next hand then (0 = not scheduled) */
    int hero_busted, hero_place;
    int64_t hero_prize;
    int finished;                      /* the tournament is over (shown) */
    double finished_at;                /* game clock when it was */
    int watch_choice;                  /* person busted: 0 ask, 1 watch, 2 results */
    int playing_out;                   /* the bots play the rest out at once (watch_choice 2):
                                          hands are written whole but fsync'd and saved once, at
                                          the end */
    /* pre-actions */
    int pre_checkfold, pre_callany;
    int64_t pre_callany_amount;
    /* the log */
    char log[GAME_LOG_LINES][GAME_LOG_LEN];
    int log_count;
    /* sounds to play this frame (bitmask of sfx ids) */
    unsigned sounds;
    int hands_seen;
    /* bots: a short tag for the plate ("TAG hard") and a line for tooltips and results */
    char tag[ENGINE_MAX_SEATS][32];
    char style[ENGINE_MAX_SEATS][96];
    /* the level on the table */
    int lv_start_hand, lv_hands, lv_minutes, lv_is_break;
    /* an observer of the events this table's seat sees, as they arrive (statistics); NULL = none */
    void (*observe)(void *ctx, const struct game *g, const ev_t *ev);
    void *observe_ctx;
    /* the screens' watchers of what is shown (game_watch) */
    game_watcher_t watch[GAME_MAX_WATCHERS];
    int n_watch;
} game_t;

/* The fields every new game starts with: n_seats, the seed, the person's seat (-1 = nobody), the
 * structure's file, the speed, nobody thinking or drawing, nothing held back, an empty table. */
void game_init(game_t *g, int n_seats, uint64_t seed, int hero, const char *structure_path);
/* Watch what the table shows (see game_shown_fn): 0, or -1 when GAME_MAX_WATCHERS watch it
 * already (then drop(ctx) is called at once). */
int game_watch(game_t *g, game_shown_fn fn, void *ctx, void (*drop)(void *ctx));
/* The ctx of g's watcher fn, or NULL. */
void *game_watched(const game_t *g, game_shown_fn fn);
/* Tell every watcher of ev (planner.c, as it starts showing it). */
void game_tell_shown(game_t *g, const ev_t *ev);
/* Drop every watcher (game_destroy). */
void game_unwatch(game_t *g);
/* The names and the private seat the event texts are written with. */
evtext_who_t game_who(const game_t *g);
/* Add a line to the hand log. */
void game_log(game_t *g, const char *fmt, ...);
/* Seat position on screen (logical), the person's seat at the bottom. */
void game_seat_xy(const game_t *g, int seat, float *x, float *y);
/* The seat's place for render/layout.h: 0 the person's (bottom middle), then clockwise. */
int game_seat_from_hero(const game_t *g, int seat);
void game_bet_xy(const game_t *g, int seat, float *x, float *y);
/* A bot's moment to think at normal speed (think_min to think_min + think_spread seconds), varied
 * by seat, hand and the log's length: cosmetic only, it never touches the game's random streams. */
double game_think_time(const game_t *g, int64_t hand_no, int seat);
void game_pot_xy(const game_t *g, int pot, int n_pots, float *x, float *y);
/* The colour offered to the i-th person (0xRRGGBB); GAME_PERSON_COLOURS of them. */
enum { GAME_PERSON_COLOURS = 10 };
uint32_t game_person_colour(int i);
/* Hot-seat: several people still play, so each turn starts behind a hand-off screen. */
int game_hotseat(const game_t *g);
/* The person (index) at a seat, or -1. */
int game_person_at(const game_t *g, int seat);
/* Put the screen owner's cards (from their own subscription) on the table, and nobody else's. */
void game_refresh_private(game_t *g);
/* The table on screen is another from now on (a move, a table watched): no cards shown at any
 * seat, no high-card draw, nobody thinking, no pause before the next hand pending. */
void game_table_fresh(game_t *g);
/* The pacing queue. At the back: 0, or -1 when it is full (the screen is far behind). */
int game_queue_push(game_t *g, const ev_t *ev);
/* The front event, taken off the queue (q_count > 0). */
ev_t game_queue_pop(game_t *g);
/* Put an event just taken back at the front, to start again when the table is next free (the
 * first hand waits there while the button draw is seen). */
void game_queue_requeue_front(game_t *g, const ev_t *ev);
/* The run of events of one type at the front, taken off together and appended to out[n..max):
 * one motion shows them all (the whole deal, every pot a street's bets go into). Returns the new
 * count. */
int game_queue_take_run(game_t *g, ev_type_t type, ev_t *out, int n, int max);

#endif
