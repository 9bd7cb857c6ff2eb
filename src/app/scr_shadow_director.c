/* scr_shadow_director.c — the shadow director (director.h). */
#include <stdio.h>
#include <stdlib.h>

#include "app/director_run.h"

void shadow_director_start(app_t *a, practice_t *P, uint64_t seed) { (void)a, (void)P, (void)seed; }
void shadow_director_free(practice_t *P) { (void)P; }
void screen_shadow_director(app_t *a) { app_go(a, SCREEN_PRACTICE); }
int shadow_director_screenshot(app_t *a, uint64_t seed, const char *topic) { (void)a, (void)seed, (void)topic; return -1; }
