/* scr_practice.h — practice (scr_practice.c): the menu, a drill session, the shadow dealer; the
 * loop's update step for their tables; freeing it all at exit; their headless pictures. */
#ifndef FELT_SCR_PRACTICE_H
#define FELT_SCR_PRACTICE_H

#include "app/app.h"

void screen_practice(app_t *a);
void screen_drill(app_t *a);
void screen_shadow(app_t *a);
void practice_update(app_t *a, double dt);
void practice_free(app_t *a);
/* Headless pictures: put drill "TOPIC:SEED[:DIFFICULTY]" on the table (feedback: answered wrong,
 * the right answer shown; 2: and the rule in full over it). 0, or -1 with a message on stderr. */
int practice_screenshot(app_t *a, const char *topic_seed, int feedback);
/* The shadow dealer's tournament of this seed played until it poses a duty of topic (a name;
 * NULL = any). 0, or -1 with a message on stderr. */
int practice_shadow_screenshot(app_t *a, uint64_t seed, const char *topic);

#endif
