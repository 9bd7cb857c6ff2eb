/* requests.h — carrying out what the screens asked for (requests.c; app_request and app_go in
 * app.h record the asking). */
#ifndef FELT_REQUESTS_H
#define FELT_REQUESTS_H

#include "app/app.h"

/* Carry out the requests of the frame, in order; a new screen starts with nothing focused. The
 * one place the screen changes once the loop runs. */
void app_apply_requests(app_t *a);

#endif
