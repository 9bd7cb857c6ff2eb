/* ai_random.h — the random legal-action driver: picks uniformly-ish among the legal actions of
 * a view. For tests, the simulator and benchmarks; never offered as an opponent by default.
 * Sees only the view and its own random stream, like every bot. */
#ifndef FELT_AI_RANDOM_H
#define FELT_AI_RANDOM_H

#include "engine/engine.h"
#include "engine/rng.h"

/* A legal command for the seat to act in v (v->seat == v->to_act), or, between hands, the
 * seat's answer to an open rebuy/add-on offer (CMD_NONE if it has nothing to decide).
 * Reads only v->phase, seat, to_act, legal and the offer flags, so a driver may fill just
 * those (engine_legal) instead of a whole view. */
cmd_t ai_random_decide(const view_t *v, rng_t *r);

#endif
