/* answer_places.c — places and prizes are the answer (several players bust on one hand): a place
 * and a prize in money for each player who busted. */
#include <stdio.h>

#include "app/i18n.h"
#include "app/place_text.h"
#include "app/practice_kit.h"
#include "app/palette.h"

/* A place typed as a number ("4", or "4th" as the screen writes it): 1..99, else -1. */
static int typed_place(const char *t)
{
    int v = 0, any = 0;
    for (; *t == ' '; t++)
        ;
    for (; *t >= '0' && *t <= '9'; t++) {
        v = v * 10 + (*t - '0');
        any = 1;
        if (v > 99)
            return -1;
    }
    return any && v >= 1 ? v : -1;
}

static int controls(app_t *a, drill_run_t *R, float x, float y, float w, float h, int *confirm_flags)
{
    ui_t *u = &a->ui;
    answer_build_t *B = &R->ans;
    (void)w, (void)h, (void)confirm_flags;
    int n = 0, row = 0, enter = 0;
    for (int s = 0; s < ENGINE_MAX_SEATS; s++)
        n += R->d.answer.place[s] > 0;
    /* up to four busted players in one column with their names; more (up to nine) in three
     * compact columns of three, clear of Confirm */
    int wide = n <= 4;
    float lw = wide ? 120 : 50, pw = wide ? 64 : 36, mw = wide ? 110 : 64, cw = lw + pw + mw + 16;
    for (int c = 0; c < (wide ? 1 : 3); c++) {
        float cx = x + 16 + c * cw;
        gfx_text(a->g, _("Place"), cx + lw + 4, y + 2, 11, GFX_FONT_BOLD, C_DIM, GFX_LEFT | GFX_TOP);
        gfx_text(a->g, _("Prize"), cx + lw + pw + 12, y + 2, 11, GFX_FONT_BOLD, C_DIM, GFX_LEFT | GFX_TOP);
    }
    for (int s = 0; s < ENGINE_MAX_SEATS && row < (wide ? 4 : 9); s++) {
        if (R->d.answer.place[s] <= 0)
            continue;
        float cx = x + 16 + (wide ? 0 : (row / 3) * cw), ry = y + 16 + (wide ? row : row % 3) * 30;
        char sl[64];
        if (wide)
            practice_seat_label(R, s, sl, sizeof sl);
        else
            snprintf(sl, sizeof sl, _("Seat %d"), s + 1);
        gfx_text_fit(a->g, sl, cx, ry + 13, lw - 4, 13, GFX_FONT_BOLD, C_TEXT, GFX_LEFT | GFX_MIDDLE);
        /* typed, not cycled: "4" is two keys, where a chooser took up to ten clicks */
        int e1 = 0, e2 = 0;
        char nm[16];
        snprintf(nm, sizeof nm, "place.%d", s + 1); /* the seat's boxes by name, for play-throughs */
        ui_name(u, nm);
        ui_textfield(u, ui_id("answer.places.place", s), cx + lw + 4, ry, pw, 26, B->place[s], sizeof B->place[s], UI_NUMERIC, &e1,
                     _("Finishing place, e.g. 4"));
        snprintf(nm, sizeof nm, "prize.%d", s + 1);
        ui_name(u, nm);
        ui_textfield(u, ui_id("answer.places.prize", s), cx + lw + pw + 12, ry, mw, 26, B->prize[s], sizeof B->prize[s], 0, &e2,
                     _("Prize in money, e.g. 12.50 (0 if unpaid)"));
        enter |= e1 | e2;
        row++;
    }
    return enter; /* Enter in any box submits */
}

static void collect(const drill_run_t *R, drill_answer_t *g)
{
    for (int s = 0; s < ENGINE_MAX_SEATS; s++) {
        int pl = R->ans.place[s][0] ? typed_place(R->ans.place[s]) : 0;
        g->place[s] = pl < 0 ? 0 : pl;
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
