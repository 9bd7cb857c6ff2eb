/* answer_places.c — places and prizes are the answer (several players bust on one hand): a place
 * and a prize in money for each player who busted. */
#include <stdio.h>

#define UI_SALT 46
#include "app/i18n.h"
#include "app/place_text.h"
#include "app/practice_kit.h"
#include "app/palette.h"

static int controls(app_t *a, drill_run_t *R, float x, float y, float w, float h, int *confirm_flags)
{
    ui_t *u = &a->ui;
    answer_build_t *B = &R->ans;
    (void)w, (void)h, (void)confirm_flags;
    char names[10][16];
    const char *places[11] = {_("place?")};
    for (int i = 1; i <= 10; i++)
        places[i] = app_place_text(i, names[i - 1], sizeof names[i - 1]);
    int row = 0;
    for (int s = 0; s < ENGINE_MAX_SEATS && row < 4; s++) {
        if (R->d.answer.place[s] <= 0)
            continue;
        float ry = y + 10 + row * 30;
        char sl[64];
        gfx_text_fit(a->g, practice_seat_label(R, s, sl, sizeof sl), x + 16, ry + 13, 120, 13, GFX_FONT_BOLD, C_TEXT,
                     GFX_LEFT | GFX_MIDDLE);
        ui_choice(u, UI_ID(s), x + 140, ry, 110, 26, places, 11, &B->place[s], 0, _("Finishing place"));
        ui_textfield(u, UI_ID(s), x + 258, ry, 90, 26, B->prize[s], sizeof B->prize[s], 0, NULL,
                     _("Prize in money, e.g. 12.50 (0 if unpaid)"));
        row++;
    }
    return 0;
}

static void collect(const drill_run_t *R, drill_answer_t *g)
{
    for (int s = 0; s < ENGINE_MAX_SEATS; s++) {
        g->place[s] = R->ans.place[s];
        int64_t m = practice_parse_money(R->ans.prize[s]);
        g->prize[s] = m < 0 ? -1 : m;
    }
}

/* each busted seat's place and prize */
static void right(app_t *a, drill_run_t *R, float t)
{
    const drill_answer_t *A = &R->d.answer;
    const structure_t *st = session_structure(R->g->s);
    (void)t;
    for (int s = 0; s < R->g->n_seats; s++)
        if (A->place[s] > 0) {
            char l[64], m[48], pl[16];
            snprintf(l, sizeof l, "%s %s", app_place_text(A->place[s], pl, sizeof pl),
                     A->prize[s] > 0 ? app_money(st, A->prize[s], m, sizeof m) : "");
            practice_seat_badge(a->g, R, s, l, C_GREEN, 0);
        }
}

const answer_kind_t answer_places = {
    .hint = N_("Give each player who busted a place and a prize (0 if unpaid)."),
    .controls = controls,
    .collect = collect,
    .right = right,
};
