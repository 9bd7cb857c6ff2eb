/* scr_report.h — a trainee's report over the practice menu (scr_report.c): open it for the chosen
 * trainee, draw it (the menu draws nothing else while it is open), close it. */
#ifndef FELT_SCR_REPORT_H
#define FELT_SCR_REPORT_H

#include "app/practice_kit.h"

void report_open(app_t *a, practice_t *P);
void report_close(practice_t *P);
/* Draw the report and take its input when open: 1 when it is (the menu does nothing this frame). */
int report_screen(app_t *a, practice_t *P);

#endif
