/* game.h — one tournament on the table: the session it drives, the person's seat, the queue that
 * turns events into motion, bot think delays, the autosave after every hand, the hand history
 * and the hand log. The screen draws `shown` (the table model as far as the animations have
 * got) plus the effects in flight, never the engine's live state. */
#ifndef FELT_GAME_H
#define FELT_GAME_H

#include "app/game_state.h"

/* Create a game around a session (owned from now on): the person sits at hero (-1 = nobody:
 * all bots). hh_path "" = no hand history; save_path "" = no autosave. */
game_t *game_create(session_t *s, int hero, const char *save_path, const char *hh_path,
                    const char *structure_path, char *err, size_t errlen);
void game_destroy(game_t *g);
/* The screens' watchers every table has (game_create, game_mtt_create): the table screen's notes
 * of its hands (table_notes_watch) and its results (results_watch). 0, or -1 out of memory. */
int game_watch_screens(game_t *g);
/* A resumed tournament: rebuild the screen from the loaded session's history (session_history). */
void game_sync_from_view(game_t *g);

/* One fixed step of dt seconds: feed the wall clock to the session, let bots act when the
 * table is idle, pull events into the queue, advance effects and the queue. */
void game_update(game_t *g, double dt, int64_t wall_ms);

/* Record what the person asked for; it is carried out at the next game_update. */
void game_intend(game_t *g, game_intent_t in);
/* Submit a command now and pull its events; 0 if accepted, else the reason. For the step (which
 * carries out GAME_INTENT_ACT) and headless drivers outside any frame; screens use game_intend. */
engine_reject_t game_act(game_t *g, cmd_t c);
/* Is the table waiting for the person to act now, with every effect landed? */
int game_hero_to_act(const game_t *g, session_wait_t *w);
/* Same for a rebuy / add-on decision. */
int game_hero_deciding(const game_t *g, session_wait_t *w);
/* The queue and the effects are idle. */
int game_idle(const game_t *g);
/* Skip the current break (solo play). */
void game_skip_break(game_t *g);
/* The person behind the hand-off screen is at the screen now: show their cards. */
void game_handoff_done(game_t *g);
/* A person leaves: a bot plays their seat from now on. 0, or -1 with a message. */
int game_person_leave(game_t *g, int person, const char *bot_spec, char *err, size_t errlen);
/* Autosave now (also done after every hand). */
int game_save(game_t *g);

/* ---- the table source ---------------------------------------------------------------------
 * The table on screen comes from a sit-and-go's session (g->s) or from the person's table in a
 * multi-table tournament (g->mtt, game_mtt.c). The screens and the step ask these, never the
 * session directly, so one game.c, one planner and one table screen serve both. */

/* What the table waits for. In a multi-table tournament the person's action or decision as a
 * sit-and-go's; SESSION_WAIT_NEXT_HAND while the tournament plays on by itself (it deals, breaks
 * and moves with no command from the screen); FINISHED at its end. */
void game_wait(const game_t *g, session_wait_t *w);
/* A command from the person at the screen (validated by the table's engine). */
engine_reject_t game_submit(game_t *g, cmd_t c);
/* The table as `seat` sees it (an MTT: always the person's own view of their table). */
void game_view(const game_t *g, int seat, view_t *v);
session_seat_kind_t game_seat_kind(const game_t *g, int seat);
const char *game_seat_label(const game_t *g, int seat); /* a bot's label, a person's name */
const structure_t *game_structure(const game_t *g);
/* Milliseconds left in the level on the table's clock (an MTT: the tournament clock, R40); -1 for
 * levels counted in hands. */
int64_t game_level_left_ms(const game_t *g);
/* The level clock stops (the pause menu) or runs again. */
void game_pause(game_t *g, int on);

#endif
