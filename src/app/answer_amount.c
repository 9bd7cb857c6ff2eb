/* answer_amount.c — an amount is the answer (the minimum bet or raise-to): typed, or stepped by
 * the smallest chip with + and -; Enter confirms. */
#include <stdio.h>

#include "app/i18n.h"
#include "app/practice_kit.h"
#include "render/chips.h"
#include "app/palette.h"

static int controls(app_t *a, drill_run_t *R, float x, float y, float w, float h, int *confirm_flags)
{
    gfx_t *G = a->g;
    ui_t *u = &a->ui;
    answer_build_t *B = &R->ans;
    int submit = 0;
    char t[64], c[32];
    (void)w, (void)h;
    snprintf(t, sizeof t, _("Amount (chips, steps of %s):"), app_chips(R->unit, c, sizeof c));
    gfx_text(G, t, x + 16, y + 14, 13, GFX_FONT_REGULAR, C_DIM, GFX_LEFT | GFX_TOP);
    int field = ui_id("answer.amount.field", 0);
    if (u->focus == 0 && !R->answered)
        ui_focus(u, field);
    int enter = 0;
    ui_textfield(u, field, x + 16, y + 36, 200, 40, B->amount, sizeof B->amount, UI_NUMERIC, &enter,
                 R->d.topic == DRILL_COUNT_POT ? _("The pot's amount, every pot together")
                                               : _("The minimum bet or raise-to, a street total"));
    int64_t v = practice_parse_amount(B->amount);
    int64_t step = R->unit > 0 ? R->unit : 1;
    if (ui_button(u, ui_id("answer.amount.less", 0), x + 226, y + 36, 44, 40, "\xe2\x88\x92", NULL, 0, _("Less by the smallest chip")) ||
        ui_key(u, SDLK_MINUS) || ui_key(u, SDLK_KP_MINUS)) {
        v = v < 0 ? 0 : v - step;
        if (v < 0)
            v = 0;
        snprintf(B->amount, sizeof B->amount, "%lld", (long long)v);
    }
    if (ui_button(u, ui_id("answer.amount.more", 0), x + 276, y + 36, 44, 40, "+", NULL, 0, _("More by the smallest chip")) ||
        ui_key(u, SDLK_PLUS) || ui_key(u, SDLK_KP_PLUS) || ui_key(u, SDLK_EQUALS)) {
        v = v < 0 ? step : v + step;
        snprintf(B->amount, sizeof B->amount, "%lld", (long long)v);
    }
    if (enter && practice_parse_amount(B->amount) >= 0)
        submit = 1;
    if (practice_parse_amount(B->amount) < 0)
        *confirm_flags = UI_DISABLED;
    return submit;
}

static void collect(const drill_run_t *R, drill_answer_t *g) { g->amount = practice_parse_amount(R->ans.amount); }

/* the right amount slides out in front of the seat asked about */
static void right(app_t *a, drill_run_t *R, float t)
{
    gfx_t *G = a->g;
    game_t *g = R->g;
    const drill_answer_t *A = &R->d.answer;
    const structure_t *st = session_structure(g->s);
    int s = R->d.ask_seat;
    if (s >= 0 && s < g->n_seats) {
        float sx, sy, bx, by;
        game_seat_xy(g, s, &sx, &sy);
        game_bet_xy(g, s, &bx, &by);
        float e = practice_ease(t / 0.7f);
        float x = sx + (bx - sx) * e, y = sy + (by - sy) * e;
        gfx_chip_stacks(G, st, g->shown.level_index, A->amount, x, y - 20, 22.0f, 0);
        char c[32], l[64];
        snprintf(l, sizeof l, _("at least %s"), app_chips(A->amount, c, sizeof c));
        float tw = gfx_text_width(G, l, 15, GFX_FONT_BOLD) + 18;
        gfx_fill_rounded(G, x - tw / 2, y + 2, tw, 24, 12, pal_alpha(C_BACKGROUND, 0xe0));
        gfx_text(G, l, x, y + 14, 15, GFX_FONT_BOLD, C_GREEN, GFX_CENTER | GFX_MIDDLE);
    }
}

/* one chip short */
static void slip(drill_run_t *R)
{
    snprintf(R->ans.amount, sizeof R->ans.amount, "%lld", (long long)(R->d.answer.amount - R->unit));
}

const answer_kind_t answer_amount = {
    .hint = N_("Type the amount or step it with + and -; Enter confirms."),
    .controls = controls,
    .collect = collect,
    .right = right,
    .slip = slip,
};
