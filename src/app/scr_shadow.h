/* scr_shadow.h — the shadow dealer, as the practice menu starts it and frees it. screen_shadow,
 * practice_update and practice_shadow_screenshot are app.h's. */
#ifndef FELT_SCR_SHADOW_H
#define FELT_SCR_SHADOW_H

#include "app/practice_kit.h"

/* A new bot tournament of this seed, its duty score from nothing; shows the shadow screen. */
void shadow_start(app_t *a, practice_t *P, uint64_t seed);
void shadow_free(practice_t *P);

#endif
