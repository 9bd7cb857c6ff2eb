/* cli_hh.h — `felt-cli sim --hh DIR`: one PokerStars-format hand-history file per simulated
 * tournament, DIR/felt-T<tournament id>.txt, and its PokerStars "Tournament Summary" when it is
 * won, DIR/felt-T<tournament id>-summary.txt, written by the engine's hh writer from the events
 * the sim loop polls. Never touches the engine beyond its public read-only calls. */
#ifndef FELT_CLI_HH_H
#define FELT_CLI_HH_H

#include "engine/engine.h"
#include "engine/hh.h"

/* Create DIR/felt-T<id>.txt (replacing it) for the tournament of e, which must not have started
 * yet (the writer needs every event from CMD_START on). Names, table size, structure and clock
 * come from e; no hero (cards appear when shown). On failure prints
 * "felt-cli CMD: cannot write PATH: reason" to stderr and returns NULL. Feed the writer with
 * hh_event(w, &ev) for every polled event; close it with cli_hh_close. */
hh_writer_t *cli_hh_open(const char *cmd, const char *dir, const engine_t *e);

/* Write what is left, close the file, free. Returns 0, or 1 after printing
 * "felt-cli CMD: writing the hand history failed" if any write failed. NULL is allowed. */
int cli_hh_close(const char *cmd, hh_writer_t *w);

/* Give cfg a tournament number and hand numbers no other tournament played has: they come from
 * the real clock when the run started (seconds), the process and a counter, so two runs of the
 * same seed, or of another structure with it, never share a file or collide in a tracker.
 * Hand k of the tournament is numbered id * 10000 + k. */
void cli_hh_fresh_ids(engine_config_t *cfg);

/* The start time (Unix seconds) of a tournament numbered by cli_hh_fresh_ids, read back from its
 * number (so a replay keeps its dates); 0 for other numbers (the writer's default date). */
int64_t cli_hh_start_time(uint64_t tournament_id);

/* The tournament id the engine uses for e (its configured id, else the one it derives from the
 * seed). */
uint64_t cli_hh_tournament_id(const engine_t *e);

#endif
