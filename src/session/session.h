/* session.h — one tournament table as every front end drives it: the game, hot-seat, practice,
 * the arena, `sim`, `decide` and the tests. It owns the engine, answers "what is the table
 * waiting for?", asks each seat's agent (bot, person, script) through one interface, records
 * every accepted command once, and hands out events per subscriber with the privacy its seat
 * allows. It never reads a clock: the caller passes the time in. No SDL here.
 *
 * Layering: engine <- ai <- session <- render <- app. */
#ifndef FELT_SESSION_H
#define FELT_SESSION_H

#include <stddef.h>
#include <stdint.h>

#include "ai/bot.h"
#include "engine/engine.h"
#include "engine/save.h"

typedef struct session session_t;

/* ---- what the table is waiting for -------------------------------------------------------- */

typedef enum session_wait_kind {
    SESSION_WAIT_START,     /* not started: CMD_START */
    SESSION_WAIT_ACTION,    /* `seat` must act: legal holds its range */
    SESSION_WAIT_DECISION,  /* `seat` has a rebuy or add-on offer open (must_decide: busted) */
    SESSION_WAIT_NEXT_HAND, /* between hands, every offer answered: CMD_NEXT_HAND */
    SESSION_WAIT_BREAK,     /* a break is on: CMD_ADVANCE_LEVEL (or the clock) ends it */
    SESSION_WAIT_FINISHED,  /* the tournament is over */
    SESSION_WAIT_COUNT
} session_wait_kind_t;

typedef struct session_wait {
    session_wait_kind_t kind;
    int seat;                       /* ACTION / DECISION: the seat; otherwise -1 */
    view_legal_t legal;             /* ACTION: the exact legal range */
    int rebuy_offer, addon_offer;   /* DECISION: which offer is open */
    int must_decide;                /* DECISION: busted, the next hand waits on this answer */
    int64_t offer_chips, offer_cost;/* DECISION: chips offered and their price in cents */
    int break_minutes;              /* BREAK: its length */
    int64_t break_left_ms;          /* BREAK: time left on the session clock (0 = not timed) */
} session_wait_t;

void session_wait(const session_t *s, session_wait_t *out);

/* ---- who sits where ------------------------------------------------------------------------ */

typedef enum session_seat_kind {
    SESSION_SEAT_EMPTY,   /* nobody at the start */
    SESSION_SEAT_PERSON,  /* answers through session_submit (the table's buttons) */
    SESSION_SEAT_BOT,     /* a bot from the registry: bot_spec text "tag:hard", "rita" */
    SESSION_SEAT_AGENT,   /* a caller-supplied agent (scripts, test drivers): session_set_agent */
    SESSION_SEAT_KIND_COUNT
} session_seat_kind_t;

/* A seat's answering party. ask() is called when the table waits on this seat. It returns 1
 * with *out (and a one-line reason) set, or 0 when the answer comes later through
 * session_submit (a person). An optional offer may be let pass with CMD_NONE: the session
 * turns it into CMD_DECLINE so the offer is answered and recorded. */
typedef struct session_agent {
    void *self;
    int (*ask)(void *self, const view_t *v, const session_wait_t *w, cmd_t *out, char *reason,
               size_t reason_len);
    void (*destroy)(void *self); /* may be NULL; called when the seat changes hands or at the end,
                                    once per seat the agent was handed to */
    char label[BOT_LABEL_LEN];   /* "tag:hard", "script", "Ana" */
    int light;                   /* 1: during a hand ask() only reads w->legal and v->seat, phase,
                                    to_act and legal (the session skips building the full view;
                                    the random driver's speed). Its answers are then checked by
                                    the engine alone. Between hands the view is always full. */
} session_agent_t;

typedef struct session_seat_setup {
    session_seat_kind_t kind;
    char name[ENGINE_NAME_LEN];     /* "" = "Seat N"; validated: printable, no newline */
    char bot[BOT_LABEL_LEN];        /* SESSION_SEAT_BOT: spec text */
    uint32_t colour;                /* 0xRRGGBB for people (hot-seat); 0 = default */
} session_seat_setup_t;

/* Zeroed means: the engine's defaults, every seat a person, tables commands left to the
 * caller, built-in bots called directly, plugin bots with a 2000 ms deadline. */
typedef struct session_config {
    engine_config_t engine;          /* seed, structure, seats, ... (names come from seats[]) */
    session_seat_setup_t seats[ENGINE_MAX_SEATS]; /* all EMPTY = engine.n_players people */
    const bot_registry_t *registry;  /* for SESSION_SEAT_BOT; NULL = built-ins only */
    int auto_next_hand;              /* session_step deals the next hand itself */
    int auto_end_break;              /* session_step ends breaks itself (else the clock does) */
    int bot_deadline_ms;             /* plugin bots: answer by then or the seat folds (0 = 2000) */
    int64_t start_time_ms;           /* wall clock at the start (unix ms), for hand histories */
} session_config_t;

/* The one builder of a session_config_t: zeroed, then the engine's config (NULL = its defaults),
 * the bot registry and the wall clock at the start. Every seat starts EMPTY ("all EMPTY" seats
 * engine.n_players people); seat them with session_config_seat. */
void session_config_init(session_config_t *cfg, const engine_config_t *engine, const bot_registry_t *registry,
                         int64_t start_time_ms);
/* Seat `seat` (0-based) as kind: name NULL or "" = the default ("Seat N"), bot the spec of a
 * SESSION_SEAT_BOT (NULL otherwise), colour a person's (0 = default). Text is cut to fit. */
void session_config_seat(session_config_t *cfg, int seat, session_seat_kind_t kind, const char *name,
                         const char *bot, uint32_t colour);
/* Is seat taken at the start by the engine config's rule: the seats marked occupied, or, with
 * none marked, seats 0..n_players-1 (n_players 0: every seat of n_seats)? */
int session_config_in_play(const engine_config_t *engine, int seat);

/* Create a session (the tournament is not started: SESSION_WAIT_START). NULL with a message
 * naming the bad field on failure. Caller owns the result. */
session_t *session_create(const session_config_t *cfg, char *err, size_t errlen);
void session_destroy(session_t *s);
/* Wrap an engine made elsewhere (a loaded save, a scenario, a replay) in a session seated as
 * cfg->seats says (cfg->engine is ignored; NULL cfg = every seat a person). Takes ownership of
 * e, also on failure. NULL with a message on failure. */
session_t *session_adopt(engine_t *e, const session_config_t *cfg, char *err, size_t errlen);

/* Hand a seat to another party mid-tournament (a person leaves: a bot takes over). agent is
 * copied; NULL = a person. Returns 0, or -1 with a message. */
int session_set_agent(session_t *s, int seat, const session_agent_t *agent, char *err,
                      size_t errlen);
int session_set_bot(session_t *s, int seat, const char *bot_spec, char *err, size_t errlen);
session_seat_kind_t session_seat_kind(const session_t *s, int seat);
const char *session_seat_label(const session_t *s, int seat); /* bot label or person's name */
const char *session_seat_name(const session_t *s, int seat);  /* the name seated there */
uint32_t session_seat_colour(const session_t *s, int seat);   /* a person's colour, 0 = none */

/* ---- driving ------------------------------------------------------------------------------- */

/* Submit a command for whoever it is (a person's button, a table command). Validated by the
 * engine; an accepted command is recorded once, its events queued for the subscribers. */
engine_reject_t session_submit(session_t *s, cmd_t c);

typedef enum session_step_result {
    SESSION_STEP_DONE,        /* an agent answered (or a table command was issued) */
    SESSION_STEP_PERSON,      /* the table waits on a person: nothing done */
    SESSION_STEP_TABLE,       /* waits on a table command the caller issues (next hand, break) */
    SESSION_STEP_FINISHED
} session_step_result_t;

/* Ask the party the table waits on (ACTION or DECISION) for its answer without submitting it:
 * `decide`, hints, a script that wants the bot's opinion before playing its own line. Returns 1
 * with *out (legal, CMD_NONE offers already turned into CMD_DECLINE), 0 if the seat is a
 * person's, -1 if the table waits on no seat. The agent's reason is in session_reason. */
int session_ask(session_t *s, cmd_t *out);

/* If the table waits on an agent (or on a table command with auto_* set), get its answer and
 * submit it. Illegal agent answers are replaced as bot_decide does and reported through
 * session_illegal_count and the reason. One step = at most one command. */
session_step_result_t session_step(session_t *s);
/* Step until a person or the caller is needed, the tournament ends, or max_steps commands. */
session_step_result_t session_run(session_t *s, long max_steps);

/* The last reason given by the seat's agent (its most recent answer), "" if none. */
const char *session_reason(const session_t *s, int seat);
int session_illegal_count(const session_t *s, int seat);

/* ---- time ---------------------------------------------------------------------------------- */

/* The caller's wall clock (unix ms), passed in every frame or step. Minute levels run on it
 * while the session is not paused; when a level's time is up the session submits
 * CMD_ADVANCE_LEVEL (recorded, so replays need no clock). */
void session_set_time(session_t *s, int64_t now_ms);
void session_pause(session_t *s, int paused);
/* The real date and time (unix ms) for hand-history dates: from then on every START and
 * NEXT_HAND the session submits carries it in seconds (the command's amount, recorded in the
 * save, so a replay writes the same dates); 0 = none (the writer's own clock). */
void session_set_wall_clock(session_t *s, int64_t unix_ms);
/* Nobody at the screen waits for the hands (a person out of the tournament watches it played
 * at speed, or a driver plays it out): from now on each hand dealt first adds R40's length of a
 * hand at a table of the players left (hand_base_seconds + action_seconds x 2 x players of the
 * structure's mtt defaults) to the level clock and to the history dates, on top of the caller's
 * clock, so levels by time rise and rebuy periods end as they would at a table rather than
 * after an endless run of hands played in a blink. Off again: the clock is the caller's alone
 * (the time added stays added). */
void session_fast_clock(session_t *s, int on);
/* Milliseconds left in the current minute level (or break); -1 for levels measured in hands. */
int64_t session_level_left_ms(const session_t *s);

/* ---- events, per subscriber ---------------------------------------------------------------- */

enum {
    SESSION_SEE_PUBLIC = -1, /* what a spectator sees: hole cards only when shown */
    SESSION_SEE_ALL = -2     /* every card (replays, tests, the practice grader) */
};

/* Subscribe with the view of `see` (a seat 0..n-1, PUBLIC or ALL). Every event from then on is
 * queued for this subscriber; other seats' EV_HOLE_CARDS come with cards CARD_NONE (the deal
 * is still visible). Returns the subscription id (>= 0) or -1. */
int session_subscribe(session_t *s, int see);
void session_unsubscribe(session_t *s, int sub);
/* Next event for sub, or NULL; the pointer is valid until the next call into the session. */
const ev_t *session_next_event(session_t *s, int sub);

/* A trusted observer that sees every event unredacted as the engine makes it, with no queue:
 * hand histories, statistics, saves after each hand (the arena and `sim`). Never give it to a
 * seat's player. The event is valid during the call only; fn may read the session but must
 * not drive it. NULL removes it. */
typedef void (*session_event_fn)(void *ctx, const ev_t *ev);
void session_on_event(session_t *s, session_event_fn fn, void *ctx);

/* ---- state for front ends ------------------------------------------------------------------ */

void session_view(const session_t *s, int seat, view_t *out);  /* engine_view */
const engine_t *session_engine(const session_t *s);            /* read-only */
const structure_t *session_structure(const session_t *s);
uint64_t session_seed(const session_t *s);
int session_hand_no(const session_t *s);            /* hands started so far (0 before the first) */
int64_t session_start_time_ms(const session_t *s); /* config start_time_ms: hand-history dates */

/* ---- saves --------------------------------------------------------------------------------- */

/* The engine's save format (atomic replace, fsync) with the seats' kinds, names and bot specs
 * stored beside it, so a loaded session seats the same parties. */
int session_save(const session_t *s, const char *path, char *err, size_t errlen);
session_t *session_load(const char *path, const bot_registry_t *reg, char *err, size_t errlen);
/* The same, with the load's outcome in *res (NULL = not wanted): res->fell_back says the save was
 * damaged and its .prev was loaded instead (res->fallback_reason: what was wrong with it). */
session_t *session_load_res(const char *path, const bot_registry_t *reg, save_replay_result_t *res, char *err,
                            size_t errlen);
/* A loaded session keeps the events its replay made, so a front end can rebuild what it shows
 * (the table, the log, each person's cards) exactly as if it had watched: session_history calls
 * fn with each of them, in order, as a subscriber with the view of `see` would have received
 * them (other seats' hole cards hidden). Returns how many, or -1 for a bad `see`; 0 for a
 * session that was not loaded. session_forget_history frees them once read. */
int session_history(const session_t *s, int see, session_event_fn fn, void *ctx);
void session_forget_history(session_t *s);

#endif
