/* drill_run.h — a session of drills on the table, shared by the drill screen and the shadow
 * dealer: the drill's table set up from its scenario, the question and the answer kind's controls
 * under it, grading by the drill library with the score kept, the feedback with the rule cited,
 * and the session's summary. */
#ifndef FELT_DRILL_RUN_H
#define FELT_DRILL_RUN_H

#include "app/practice_kit.h"

/* A new session (shadow: the shadow dealer's duties, no goal) for the trainee's choices. */
void drill_run_start(app_t *a, drill_run_t *R, trainee_t *T, int shadow);
/* Put drill d on a table of its own; 0, or -1 with a notice. */
int drill_run_show(app_t *a, drill_run_t *R, const drill_t *d);
/* The next drill of the session: a topic drawn among those chosen, missed ones weighted up. 0 or -1. */
int drill_run_next(app_t *a, drill_run_t *R);
/* The answer given is ready for a new question on the table as it stands (a duty on a live table). */
void drill_run_reset_answer(drill_run_t *R);
/* Grade the answer on the table (timed_out: the timer ran out); the score and progress follow. */
void drill_run_grade(app_t *a, drill_run_t *R, int timed_out);
/* Give the drill's table back (a borrowed live table gets its own picture back). */
void drill_run_free_table(drill_run_t *R);
/* The question, its controls and the feedback over the table; 1 when Next was pressed. */
int drill_run_view(app_t *a, drill_run_t *R);
/* The session is over: its summary next. */
void drill_run_end(drill_run_t *R);
/* The session's summary: DRILL_SUMMARY_AGAIN (its first button), DRILL_SUMMARY_MENU or 0. */
enum { DRILL_SUMMARY_AGAIN = 1, DRILL_SUMMARY_MENU };
int drill_run_summary(app_t *a, drill_run_t *R);

#endif
