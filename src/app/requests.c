/* requests.c — what the screens asked for during a frame, carried out between two frames: the
 * one place the screen changes once the loop runs (see app_request in app.h). It sits above the
 * screens it opens (the replayer), so app.c, below them, only records the requests. */
#include <string.h>

#include "app/app.h"
#include "app/game.h"
#include "app/practice_kit.h"
#include "app/scr_review.h"
#include "app/requests.h"

static void apply_request(app_t *a, const app_req_t *r);

static void show_screen(app_t *a, app_screen_t s)
{
    /* a practice screen left (a session's end, the menu closed): the answers appended to the
     * trainees' journal are folded into trainees.json, once, not after every answer */
    if (a->screen != s && a->practice &&
        (a->screen == SCREEN_PRACTICE || a->screen == SCREEN_DRILL || a->screen == SCREEN_SHADOW ||
         a->screen == SCREEN_DIRECTOR || a->screen == SCREEN_SHADOW_DIRECTOR))
        trainees_flush(a, &a->practice->tr);
    if (a->screen != s) {
        ui_focus(&a->ui, 0);
        a->ui.active = 0;
    }
    a->screen = s;
}

void app_apply_requests(app_t *a)
{
    /* a request can ask for another (opening the replayer asks for its screen): a few rounds */
    for (int round = 0; round < 4 && a->n_req > 0; round++) {
        app_req_t req[APP_MAX_REQUESTS];
        int n = a->n_req;
        memcpy(req, a->req, sizeof req[0] * (size_t)n);
        a->n_req = 0;
        for (int i = 0; i < n; i++)
            apply_request(a, &req[i]);
    }
}

static void apply_request(app_t *a, const app_req_t *r)
{
    switch (r->kind) {
    case APP_REQ_GO:
        show_screen(a, r->screen);
        break;
    case APP_REQ_START:
        if (app_start_game(a, r->seed) == 0)
            show_screen(a, SCREEN_TABLE);
        break;
    case APP_REQ_CONTINUE:
        if (app_continue_game(a) == 0)
            show_screen(a, SCREEN_TABLE);
        break;
    case APP_REQ_LEAVE:
        if (a->game && r->save)
            game_save(a->game);
        app_end_game(a);
        app_scan_autosave(a);
        show_screen(a, r->screen);
        break;
    case APP_REQ_REVIEW:
        /* the table waits while the replayer has it; if the replayer cannot open, it goes on */
        if (review_open(a, NULL, r->screen) != 0 && a->game && r->screen == SCREEN_TABLE)
            game_pause(a->game, 0);
        break;
    }
}
