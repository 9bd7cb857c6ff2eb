/* screens.h — the program's own screens (screens.c): start, set-up, results, settings, and the
 * notice box drawn over any screen. Each draws itself and records its input for one frame. */
#ifndef FELT_SCREENS_H
#define FELT_SCREENS_H

#include "app/app.h"

void screen_start(app_t *a);
void screen_setup(app_t *a);
void screen_results(app_t *a);
void screen_settings(app_t *a);
/* The notice box (app_notice), drawn over any screen. */
void screen_notice(app_t *a);

#endif
