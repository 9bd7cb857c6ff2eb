/* session_testlib.h — the tests' drivers on the session (src/session): the random legal-action
 * driver as a seat agent (one stream for the table, or one per seat), and a loop that plays a
 * session to the end answering table commands, so no test program keeps its own loop over the
 * seat to act, the decision seat and the phase. Header-only; link felt_session. */
#ifndef FELT_SESSION_TESTLIB_H
#define FELT_SESSION_TESTLIB_H

#include <stdio.h>
#include <string.h>

#include "ai/ai_random.h"
#include "engine/rng.h"
#include "session/session.h"

/* The random driver: rng[0] for every seat (shared), or rng[seat] when per_seat. */
typedef struct stl_random {
    rng_t rng[ENGINE_MAX_SEATS];
    int per_seat;
    int decline_all; /* answer every offer with a decline (the positions test) */
} stl_random_t;

static inline int stl_random_ask(void *self, const view_t *v, const session_wait_t *w, cmd_t *out, char *reason,
                                 size_t len)
{
    stl_random_t *x = self;
    (void)w;
    (void)reason;
    (void)len;
    if (x->decline_all && v->phase != PHASE_HAND) {
        *out = (cmd_t){CMD_DECLINE, v->seat, 0};
        return 1;
    }
    *out = ai_random_decide(v, &x->rng[x->per_seat ? v->seat : 0]);
    if (out->type == CMD_NONE && v->must_decide)
        out->type = CMD_DECLINE;
    return 1;
}

/* Seat the random driver at every occupied seat; streams (seed, RNG_STREAM_BOT_BASE [+ seat]). */
static inline void stl_random_seat_all(session_t *s, stl_random_t *x, uint64_t seed, int per_seat)
{
    memset(x, 0, sizeof *x);
    x->per_seat = per_seat;
    for (int k = 0; k < ENGINE_MAX_SEATS; k++)
        rng_init(&x->rng[k], seed, RNG_STREAM_BOT_BASE + (uint64_t)(per_seat ? k : 0));
    session_agent_t a;
    memset(&a, 0, sizeof a);
    a.self = x;
    a.ask = stl_random_ask;
    snprintf(a.label, sizeof a.label, "random");
    view_t v;
    session_view(s, -1, &v);
    char err[128];
    for (int k = 0; k < v.n_seats; k++)
        if (v.seats[k].occupied)
            session_set_agent(s, k, &a, err, sizeof err);
}

/* One command: an agent's answer, or the table command the table waits for (start, next
 * hand, end of a break). Returns 1 if a command was played, 0 when finished or stuck. */
static inline int stl_step(session_t *s)
{
    session_step_result_t r = session_step(s);
    if (r == SESSION_STEP_DONE)
        return 1;
    if (r != SESSION_STEP_TABLE)
        return 0;
    session_wait_t w;
    session_wait(s, &w);
    cmd_t c = {w.kind == SESSION_WAIT_BREAK ? CMD_ADVANCE_LEVEL
               : w.kind == SESSION_WAIT_START ? CMD_START : CMD_NEXT_HAND, -1, 0};
    return session_submit(s, c) == REJ_OK;
}

/* Play to the end (or max_steps). Returns 1 when the tournament finished. */
static inline int stl_play(session_t *s, long max_steps)
{
    for (long i = 0; i < max_steps && stl_step(s); i++)
        ;
    return engine_phase(session_engine(s)) == PHASE_FINISHED;
}

#endif
