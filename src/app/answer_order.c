/* answer_order.c — the showdown order is the answer: seats clicked in the order they show, and
 * (in the other click mode) the seats that may muck. */
#include <stdio.h>
#include <string.h>

#include "app/i18n.h"
#include "app/practice_kit.h"
#include "app/palette.h"

static void seat_click(drill_run_t *R, int s)
{
    answer_build_t *B = &R->ans;
    if (B->seat_mode == MODE_MUCK) {
        B->muck ^= (uint16_t)(1u << s);
        return;
    }
    int at = -1;
    for (int i = 0; i < B->n_order; i++)
        if (B->order[i] == s)
            at = i;
    if (at >= 0)
        B->n_order = at;
    else if (B->n_order < ENGINE_MAX_SEATS)
        B->order[B->n_order++] = s;
}

static void table(app_t *a, drill_run_t *R, int live)
{
    const answer_build_t *B = &R->ans;
    (void)live;
    if (R->answered)
        return;
    for (int i = 0; i < B->n_order; i++) {
        char t[32];
        /* no order at an all-in showdown (R22): the clicked seats are marked, not numbered */
        snprintf(t, sizeof t, "%s", R->d.answer.any_order ? _("shows") : "");
        if (!t[0])
            snprintf(t, sizeof t, "%d", i + 1);
        practice_seat_badge(a->g, R, B->order[i], t, C_GOLD, 0);
    }
    for (int s = 0; s < R->g->n_seats; s++)
        if (B->muck & (1u << s))
            practice_seat_badge(a->g, R, s, _("may muck"), C_INFO, 1);
}

static int controls(app_t *a, drill_run_t *R, float x, float y, float w, float h, int *confirm_flags)
{
    ui_t *u = &a->ui;
    answer_build_t *B = &R->ans;
    (void)h, (void)confirm_flags;
    int any = R->d.answer.any_order; /* R22: the seats shown, in no order */
    const char *const modes[] = {any ? _("Clicks mark: shows") : _("Clicks add to the order"), _("Clicks mark: may muck")};
    ui_choice(u, ui_id("answer.order.mode", 0), x + 16, y + 14, 300, 36, modes, 2, &B->seat_mode, 0,
              _("M switches; Backspace takes the last seat off the order"));
    if (ui_key(u, SDLK_m))
        B->seat_mode = !B->seat_mode;
    if (ui_button(u, ui_id("answer.order.clear", 0), x + 326, y + 14, 110, 36, _("Clear"), NULL, 0, _("Start the order again")) ||
        ui_key(u, SDLK_DELETE)) {
        B->n_order = 0;
        B->muck = 0;
    }
    if (ui_key(u, SDLK_BACKSPACE) && B->n_order > 0)
        B->n_order--;
    char t[160];
    snprintf(t, sizeof t, "%s", any ? _("Shown:") : _("Order:"));
    for (int i = 0; i < B->n_order; i++) {
        size_t l = strlen(t);
        snprintf(t + l, sizeof t - l, "%s", i ? "," : "");
        l = strlen(t);
        /* TRANSLATORS: one seat in the showdown order being built: "Order: seat 3, seat 5" */
        snprintf(t + l, sizeof t - l, _(" seat %d"), B->order[i] + 1);
    }
    if (!B->n_order)
        snprintf(t, sizeof t, "%s", any ? _("Shown: none yet") : _("Order: none yet"));
    gfx_text_fit(a->g, t, x + 16, y + 64, w - 32, 14, GFX_FONT_REGULAR, C_TEXT, GFX_LEFT | GFX_TOP);
    return 0;
}

static void collect(const drill_run_t *R, drill_answer_t *g)
{
    g->n_order = R->ans.n_order;
    for (int i = 0; i < R->ans.n_order; i++)
        g->order[i] = R->ans.order[i];
    g->may_muck = R->ans.muck;
}

/* the order numbered on the seats one by one, then who may muck */
static void right(app_t *a, drill_run_t *R, float t)
{
    const drill_answer_t *A = &R->d.answer;
    for (int i = 0; i < A->n_order; i++) {
        if (t < 0.35f * i && !A->any_order)
            break;
        char n[32];
        snprintf(n, sizeof n, "%s", A->any_order ? _("shows") : "");
        if (!n[0])
            snprintf(n, sizeof n, "%d", i + 1);
        practice_seat_badge(a->g, R, A->order[i], n, C_GREEN, 0);
    }
    for (int s = 0; s < R->g->n_seats; s++)
        if ((A->may_muck & (1u << s)) && t > 0.35f * A->n_order)
            practice_seat_badge(a->g, R, s, _("may muck"), C_INFO, 1);
}

const answer_kind_t answer_order = {
    .hint = N_("Click the seats in the order they show. Switch to \"May muck\" and click the seats that may muck."),
    .hint_any_order = N_("Order does not matter: click every hand that must be shown. Switch to \"May muck\" and click the "
                         "seats that may muck."),
    .flags = ANSWER_SEATS,
    .seat_click = seat_click,
    .table = table,
    .controls = controls,
    .collect = collect,
    .right = right,
};
