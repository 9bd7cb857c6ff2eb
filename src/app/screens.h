/* screens.h — the program's own screens (screens.c): start, set-up, results, settings, and the
 * notice box drawn over any screen. Each draws itself and records its input for one frame. */
#ifndef FELT_SCREENS_H
#define FELT_SCREENS_H

#include "app/app.h"

/* A modal dialog's frame on layer 2: the screen dimmed, a w x h panel centred on the logical
 * screen with its shadow; its top-left corner in *x, *y. */
void app_dialog_frame(app_t *a, float w, float h, float *x, float *y);
void screen_start(app_t *a);
void screen_setup(app_t *a);
void screen_results(app_t *a);
void screen_settings(app_t *a);
/* The notice box (app_notice), drawn over any screen. */
void screen_notice(app_t *a);

#endif
