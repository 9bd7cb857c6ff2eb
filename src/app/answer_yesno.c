/* answer_yesno.c — yes or no is the answer (does the betting re-open?): a button each, Y and N;
 * either gives the answer at once. */
#include "app/i18n.h"
#include "app/practice_kit.h"

static int controls(app_t *a, drill_run_t *R, float x, float y, float w, float h, int *confirm_flags)
{
    ui_t *u = &a->ui;
    int submit = 0;
    (void)w, (void)h, (void)confirm_flags;
    int yes = ui_id("answer.yesno.yes", 0);
    if (u->focus == 0 && u->keyboard_mode)
        ui_focus(u, yes);
    if (ui_button(u, yes, x + 16, y + 24, 160, 50, _("Yes"), "Y", UI_PRIMARY, _("The betting is open: the seat may raise")) ||
        ui_key(u, SDLK_y)) {
        R->ans.choice = 0;
        submit = 1;
    }
    if (ui_button(u, ui_id("answer.yesno.no", 0), x + 190, y + 24, 160, 50, _("No"), "N", 0, _("The seat may only call or fold")) ||
        ui_key(u, SDLK_n)) {
        R->ans.choice = 1;
        submit = 1;
    }
    return submit;
}

static void collect(const drill_run_t *R, drill_answer_t *g) { g->yes = R->ans.choice == 0; }

/* the other answer */
static void slip(drill_run_t *R) { R->ans.choice = R->d.answer.yes ? 1 : 0; }

const answer_kind_t answer_yesno = {
    .hint = N_("Y for yes, N for no."),
    .flags = ANSWER_NO_CONFIRM,
    .controls = controls,
    .collect = collect,
    .slip = slip,
};
