/* scr_drill.h — the drill screen (a practice session of drills on the table, then its summary),
 * as the practice menu starts it and frees it. screen_drill and practice_screenshot are app.h's. */
#ifndef FELT_SCR_DRILL_H
#define FELT_SCR_DRILL_H

#include "app/practice_kit.h"

/* A session with the menu's choices, its first drill on the table; 0, or -1 (nothing to practise). */
int drill_screen_start(app_t *a, practice_t *P);
void drill_screen_free(practice_t *P);
/* A director drill asked between this session's drills (director.h's mixing) counts in its score:
 * one more done (right or not); end: the session is over (its summary next). */
void drill_screen_count(practice_t *P, int right, int end);

#endif
