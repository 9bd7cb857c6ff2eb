/* scr_review.h — the hand replayer and the statistics (scr_review.c). */
#ifndef FELT_SCR_REVIEW_H
#define FELT_SCR_REVIEW_H

#include "app/app.h"

/* Show the tournament on the table (save_path NULL) or a saved one, as its person saw it, from
 * where its log ends; back is the screen Close returns to. 0, or -1 with a notice shown. */
int review_open(app_t *a, const char *save_path, app_screen_t back);
void review_open_stats(app_t *a, app_screen_t back);
void screen_replay(app_t *a);
void screen_stats(app_t *a);
/* Once per fixed step: loads stats.json on first use (a bad file is moved aside, with a notice),
 * follows the tournament on the table for its people's statistics, animates the replayer. */
void review_update(app_t *a, double dt);
void review_free(app_t *a);

#endif
