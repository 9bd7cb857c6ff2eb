/* session_mtt.h — a multi-table tournament (tournament.h) as the front ends drive it, the way
 * session.h drives one table: people seated at tables answer through session_mtt_submit, the
 * bots play, and events go out per subscriber with the privacy the subscription allows. A
 * person's subscription follows them from table to table (moves, breaks, the final table); a
 * table's public subscription shows that table; hot-seat people share one screen, the wait
 * saying whose turn it is. R40: while a person thinks, the other tables wait at the tournament
 * time their hand began. It never reads a clock. No SDL here.
 *
 * Layering: engine <- ai <- tournament <- session <- render <- app. */
#ifndef FELT_SESSION_MTT_H
#define FELT_SESSION_MTT_H

#include <stddef.h>
#include <stdint.h>

#include "engine/engine.h"
#include "tournament/journal.h"
#include "tournament/tournament.h"

typedef struct session_mtt session_mtt_t;

/* Create from the tournament's config (its people in cfg->people; cfg->on_table_event, if set,
 * still sees every table's events unredacted, as a trusted observer). NULL with the message of
 * tourney_create on failure. Caller owns the result. */
session_mtt_t *session_mtt_create(const tourney_config_t *cfg, char *err, size_t errlen);
void session_mtt_destroy(session_mtt_t *m);

/* ---- driving ------------------------------------------------------------------------------ */

typedef enum session_mtt_step {
    SESSION_MTT_DONE,     /* a moment of the tournament clock was played */
    SESSION_MTT_PERSON,   /* a person's turn (session_mtt_wait says whose): nothing moves */
    SESSION_MTT_FINISHED,
    SESSION_MTT_ERROR,    /* an internal failure: session_mtt_error */
    SESSION_MTT_MORE,     /* session_mtt_step_some: the moment is partly done, call again */
    SESSION_MTT_STEP_COUNT
} session_mtt_step_t;

session_mtt_step_t session_mtt_step(session_mtt_t *m);
/* The moment in slices of at most max_units units (tourney_step_some): SESSION_MTT_MORE while it
 * is partly done. The subscriptions see the same events in the same order as from whole moments;
 * while one is open nobody waits (session_mtt_wait says NONE). */
session_mtt_step_t session_mtt_step_some(session_mtt_t *m, long max_units);
int session_mtt_moment_open(const session_mtt_t *m);
/* Step until a person is needed, the end, an error, or max_steps moments (0 = no limit). Once
 * every person is out (or has left) this plays the rest at speed to the end. */
session_mtt_step_t session_mtt_run(session_mtt_t *m, long max_steps);
const char *session_mtt_error(const session_mtt_t *m);

/* Whose turn: kind NONE when nobody's. For hot-seat, w.player (tourney_player_name) says who
 * to pass the screen to. */
void session_mtt_wait(const session_mtt_t *m, tourney_wait_t *out);
/* The person's command, validated by their table's engine: a rejection changes nothing and is
 * returned (REJ_NOT_YOUR_TURN when it is not this person's turn). */
engine_reject_t session_mtt_submit(session_mtt_t *m, int player, cmd_t c);
/* The person hands their seat to a bot (they leave); their subscription stays. 0 or -1. */
int session_mtt_leave(session_mtt_t *m, int player);

/* Away until a moment (tourney_set_away): a bot plays the person's seat until the moment comes
 * (the tournament gives it back by itself, TEV_BACK) or session_mtt_back. Both go into the
 * journal at the moment they happen (the people's commands and the moments played before them),
 * so a replay does them at the same place. 0 or -1. */
int session_mtt_away(session_mtt_t *m, int player, tourney_away_t until);
int session_mtt_back(session_mtt_t *m, int player);
/* Moments played (session_mtt_step called while nobody waited on a person): where the away and
 * back records stand in the tournament. */
int64_t session_mtt_moments(const session_mtt_t *m);

/* The person's (or any entrant's) view of the table they sit at: their own cards only. */
int session_mtt_view(session_mtt_t *m, int player, view_t *out);
const tourney_t *session_mtt_tourney(const session_mtt_t *m);

/* Keep a journal (journal.h, made by the caller with the tournament's recipe and its people):
 * from now on every hand's hash at every table, every person's accepted command and every
 * leaving go into it; the caller commits it (tj_commit) between steps as often as it likes,
 * and a kill loses at most what came after the last commit. NULL stops. Not owned. */
void session_mtt_journal(session_mtt_t *m, tj_writer_t *w);
/* Start a journal at path that describes itself: its recipe (seed, field, table size, the bot
 * mix, the people and their names, the tournament's number) is taken from the tournament's own
 * configuration, so `felt-cli replay PATH` replays it with nothing else given. structure_text is
 * the text of the structure file cfg.structure and cfg.mtt were loaded from (NULL when both were
 * NULL: the built-in one); a text whose structure is not the tournament's is refused. Then as
 * session_mtt_journal: the caller commits (tj_commit), ends (tj_finish) and frees (tj_destroy)
 * it. NULL with a message naming the field on failure. */
tj_writer_t *session_mtt_journal_create(session_mtt_t *m, const char *path, const char *structure_text,
                                        size_t structure_len, int compact_every, char *err, size_t errlen);

/* Rebuild a tournament from its journal (tj_load): m must be made from the journal's recipe. The
 * tournament is stepped from its start, each person's command fed when it waits on them and each
 * leaving when its count of commands is reached, and every hand's hash checked against the
 * journal's, until every command is fed and every hand the journal records has been played: the
 * state the journal was committed in. A journal m keeps (session_mtt_journal) records it all
 * again. each(ctx), if set, is called after every moment and every command (a front end drains
 * its subscriptions there). 0, or -1 with a message naming the journal's file (path), the
 * command or the hand (table and its hand) where the replay diverged. */
int session_mtt_replay(session_mtt_t *m, const char *path, const tj_journal_t *j, void (*each)(void *ctx), void *ctx,
                       char *err, size_t errlen);

/* ---- events, per subscriber ------------------------------------------------------------- */

typedef enum session_mtt_ev_kind {
    SESSION_MTT_EV_TABLE,   /* ev: an engine event at `table` */
    SESSION_MTT_EV_TOURNEY, /* tev: a tournament event (move, break, elimination, ...) */
    SESSION_MTT_EV_KIND_COUNT
} session_mtt_ev_kind_t;

typedef struct session_mtt_ev {
    session_mtt_ev_kind_t kind;
    int table;                        /* TABLE: 1-based */
    int player[ENGINE_MAX_SEATS];     /* TABLE: the entrant at each seat for that hand, -1 empty */
    ev_t ev;
    tourney_ev_t tev;
} session_mtt_ev_t;

/* A person's subscription: the events of whichever table `player` sits at, hand by hand, with
 * the other seats' hole cards CARD_NONE unless shown; the tournament events about them (their
 * seat, moves with from/to and the rule's reason, sitting out, their place) and the table
 * they sit at (halt, break), and the field's (hand-for-hand, the final table, the end).
 * Returns the id (>= 0) or -1. */
int session_mtt_subscribe_player(session_mtt_t *m, int player);
/* A spectator at table (1-based): its events with every hole card hidden until shown, and the
 * tournament events that name it and the field's. */
int session_mtt_subscribe_table(session_mtt_t *m, int table);
/* The field's news (the ticker on the person's table): every tournament event of every table
 * (moves, breaks, eliminations with their places and prizes, hand-for-hand, the final table), no
 * table's engine events. Its queue grows with the field's events: drain it every step. */
int session_mtt_subscribe_field(session_mtt_t *m);
void session_mtt_unsubscribe(session_mtt_t *m, int sub);
/* Next event for sub, or NULL; valid until the next call into the session. */
const session_mtt_ev_t *session_mtt_next_event(session_mtt_t *m, int sub);

#endif
