/* monkey.h — felt --monkey SEED:N[:SCREEN]: N seeded random actions (keys, typed text, clicks,
 * drags, the mouse wheel, window resizes) pushed through the game's own input handling, update
 * and drawing, over every screen in turn (from SCREEN, default start), in a home of its own. For
 * the sanitizer builds' test suite and for the kill test, which stops it mid-play. */
#ifndef FELT_MONKEY_H
#define FELT_MONKEY_H

#include "app/app.h"

/* Before SDL starts: check SEED:N, choose the headless drivers and point HOME and the XDG folders
 * at a fresh temporary folder (or at $FELT_MONKEY_HOME when set), so the player's real files are
 * never touched. 0, or -1 with a message on stderr. */
int monkey_prepare(const char *spec);

/* Run the actions on the initialised app, stepping it with update (one fixed step of dt) and
 * drawing with draw (one frame, input handled). Prints the seed first, the figures at the end.
 * 0 when every screen was shown, 1 otherwise, 2 on a bad spec. */
int monkey_run(app_t *a, const char *spec, void (*update)(app_t *, double), void (*draw)(app_t *));

#endif
