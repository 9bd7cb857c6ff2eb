/* answer_action.c — the action and the amount are the answer (following the action, R42, R43):
 * the chips the seat pushed stand on the table by denomination in front of it (a second motion's
 * as a small pile beside the first); the trainee announces it as a dealer does: Call, Raise or
 * String bet (C, R, S; 1-3 when the amount box is not in focus) and the bet the street now stands
 * at, typed; Enter confirms. */
#include <stdio.h>

#include "app/i18n.h"
#include "app/practice_kit.h"
#include "render/chips.h"
#include "app/palette.h"

/* Where the seat's pushed chips stand: on its bet's place when nothing is in front of it, else
 * beside its bet, towards the middle of the screen; the second motion's pile beside the first,
 * further the same way. */
static void pile_xy(const drill_run_t *R, int motion, float *x, float *y)
{
    const game_t *g = R->g;
    int s = R->d.ask_seat;
    float bx, by;
    game_bet_xy(g, s, &bx, &by);
    float step = (float)((g->shown.seats[s].bet > 0) + motion);
    *x = bx + (bx < 640 ? 1.0f : -1.0f) * 96.0f * step;
    *y = by;
}

/* The chips as pushed: drawn in every frame, question and feedback alike (the structure's chips
 * are not used: the question names the chips of the default set). */
static void scene(app_t *a, drill_run_t *R)
{
    gfx_t *G = a->g;
    const drill_t *d = &R->d;
    int s = d->ask_seat;
    if (!R->g || s < 0 || s >= R->g->n_seats)
        return;
    for (int m = 0; m < 2; m++) {
        if (d->push[m] <= 0)
            continue;
        float x, y;
        pile_xy(R, m, &x, &y);
        float dia = m == 0 ? 30.0f : 26.0f;
        float w = gfx_chip_stacks(G, NULL, 0, d->push[m], x, y, dia, 0);
        /* the chips counted: "2 x 100  3 x 25" under the pile */
        chip_denom_t den[STRUCT_MAX_CHIPS];
        int n = gfx_default_chips(den), counts[STRUCT_MAX_CHIPS] = {0};
        gfx_chip_breakdown(NULL, 0, d->push[m], counts);
        char line[96] = "", c[32];
        size_t at = 0;
        for (int i = n - 1; i >= 0 && at < sizeof line; i--)
            if (counts[i] > 0)
                at += (size_t)snprintf(line + at, sizeof line - at, "%s%d \xc3\x97 %s", at ? "  " : "", counts[i],
                                       app_chips(den[i].value, c, sizeof c));
        float lw = gfx_text_width(G, line, 12, GFX_FONT_BOLD) + 14;
        gfx_fill_rounded(G, x - lw / 2, y + 6, lw, 20, 10, pal_alpha(C_BACKGROUND, 0xc0));
        gfx_text(G, line, x, y + 16, 12, GFX_FONT_BOLD, C_TEXT, GFX_CENTER | GFX_MIDDLE);
        if (m == 1)
            gfx_text(G, _("second motion"), x, y + 28, 11, GFX_FONT_BOLD, C_DIM, GFX_CENTER | GFX_TOP);
        ui_mark(&a->ui, m == 0 ? "action.pushed" : "action.second", x - w / 2, y - dia * 2, w, dia * 2 + 26,
                app_chips(d->push[m], c, sizeof c));
    }
}

static int controls(app_t *a, drill_run_t *R, float x, float y, float w, float h, int *confirm_flags)
{
    gfx_t *G = a->g;
    ui_t *u = &a->ui;
    answer_build_t *B = &R->ans;
    int submit = 0;
    (void)w, (void)h;
    static const char *const LABEL[DRILL_ACT_COUNT] = {N_("Call"), N_("Raise"), N_("String bet")};
    static const char *const KEY[DRILL_ACT_COUNT] = {"C", "R", "S"};
    static const char *const NAME[DRILL_ACT_COUNT] = {"action.call", "action.raise", "action.string"};
    static const char *const TIP[DRILL_ACT_COUNT] = {
        N_("A call: the bet stays where it was, any extra goes back"),
        N_("A raise: type the amount the bet is raised to"),
        N_("A string bet: the second motion's chips go back, the first motion stands")};
    static const SDL_Keycode SYM[DRILL_ACT_COUNT] = {SDLK_c, SDLK_r, SDLK_s};
    int field = ui_id("answer.action.amount", 0);
    /* the letters before the amount box: a focused box drops letter keys */
    for (int k = 0; k < DRILL_ACT_COUNT && !R->answered; k++)
        if (ui_key(u, SYM[k]) || (u->focus != field && (ui_key(u, SDLK_1 + k) || ui_key(u, SDLK_KP_1 + k))))
            B->choice = k;
    gfx_text(G, _("The action:"), x + 16, y + 10, 13, GFX_FONT_REGULAR, C_DIM, GFX_LEFT | GFX_TOP);
    for (int k = 0; k < DRILL_ACT_COUNT; k++) {
        float bx = x + 16 + k * 168;
        ui_name(u, NAME[k]);
        if (ui_button(u, ui_id("answer.action.choice", k), bx, y + 30, 156, 42, _(LABEL[k]), KEY[k], B->choice == k ? UI_PRIMARY : 0,
                      _(TIP[k])) &&
            !R->answered)
            B->choice = k;
        if (B->choice == k)
            gfx_stroke_rounded(G, bx - 3, y + 27, 162, 48, 10, 2.5f, C_GOLD);
    }
    gfx_text(G, _("The bet now stands at (a street total):"), x + 16, y + 82, 13, GFX_FONT_REGULAR, C_DIM,
             GFX_LEFT | GFX_TOP);
    if (u->focus == 0 && !R->answered)
        ui_focus(u, field);
    int enter = 0;
    ui_name(u, "amount");
    ui_textfield(u, field, x + 16, y + 104, 200, 40, B->amount, sizeof B->amount, UI_NUMERIC, &enter,
                 _("The bet the street now stands at, as the dealer announces it"));
    int ready = B->choice >= 0 && practice_parse_amount(B->amount) >= 0;
    if (enter && ready)
        submit = 1;
    if (!ready)
        *confirm_flags = UI_DISABLED;
    return submit;
}

static void collect(const drill_run_t *R, drill_answer_t *g)
{
    g->action = R->ans.choice;
    g->amount = practice_parse_amount(R->ans.amount);
}

/* the announcement, in green by the chips pushed; the second motion's pile, when it goes back,
 * crossed out */
static void right(app_t *a, drill_run_t *R, float t)
{
    gfx_t *G = a->g;
    const drill_t *d = &R->d;
    int s = d->ask_seat;
    (void)t;
    if (!R->g || s < 0 || s >= R->g->n_seats)
        return;
    float x, y;
    if (d->push[1] > 0) {
        pile_xy(R, 1, &x, &y);
        gfx_line(G, x - 20, y - 40, x + 20, y + 4, 3.0f, C_RED);
        gfx_line(G, x - 20, y + 4, x + 20, y - 40, 3.0f, C_RED);
    }
    pile_xy(R, 0, &x, &y);
    char l[160];
    drill_answer_describe(&d->answer, d, l, sizeof l);
    float tw = gfx_text_width(G, l, 14, GFX_FONT_BOLD) + 18;
    /* on the side away from the seat: its own bet stands between it and the pile */
    float sx, sy;
    game_seat_xy(R->g, s, &sx, &sy);
    float ty = sy > y ? y - 100 : y + 44;
    gfx_fill_rounded(G, x - tw / 2, ty, tw, 24, 12, pal_alpha(C_BACKGROUND, 0xf0));
    gfx_text(G, l, x, ty + 12, 14, GFX_FONT_BOLD, C_GREEN, GFX_CENTER | GFX_MIDDLE);
}

/* a dealer's usual slips: a string bet or an oversized chip taken for a raise of all the chips,
 * a raise (the 50 % rule's among them) taken for a call */
static void slip(drill_run_t *R)
{
    const drill_t *d = &R->d;
    int64_t had = R->g && d->ask_seat >= 0 ? R->g->shown.seats[d->ask_seat].bet : 0, cur = 0;
    for (int s = 0; R->g && s < R->g->n_seats; s++)
        cur = R->g->shown.seats[s].bet > cur ? R->g->shown.seats[s].bet : cur;
    int64_t v = d->answer.amount;
    if (d->answer.action == DRILL_ACT_RAISE) {
        R->ans.choice = DRILL_ACT_CALL;
        v = cur;
    } else {
        R->ans.choice = DRILL_ACT_RAISE;
        v = had + d->push[0] + d->push[1];
    }
    snprintf(R->ans.amount, sizeof R->ans.amount, "%lld", (long long)v);
}

const answer_kind_t answer_action = {
    .hint = N_("Announce it: C call, R raise or S string bet, type the bet it stands at; Enter confirms."),
    .scene = scene,
    .controls = controls,
    .collect = collect,
    .right = right,
    .slip = slip,
};
