/* answer_chips.c — every seat's chips are the answer (colour-up and chip race): a box on the table
 * in front of each seat. */
#include <stdio.h>

#include "app/i18n.h"
#include "app/practice_kit.h"
#include "app/palette.h"
#include "render/cards.h"
#include "render/tablegfx.h"

/* The race cards dealt face up in front of each seat, as a dealer lays them (R34.5). */
static void scene(app_t *a, drill_run_t *R)
{
    game_t *g = R->g;
    for (int s = 0; s < g->n_seats && s < ENGINE_MAX_SEATS; s++) {
        int n = R->d.answer.n_race[s];
        if (n <= 0 || !g->shown.seats[s].occupied)
            continue;
        float x, y;
        game_seat_xy(g, s, &x, &y);
        int top = y < GFX_TABLE_CY;
        float cw = 40, gap = 26, cy = top ? y + 80 : y - 50; /* clear of a badge under a top plate */
        for (int c = 0; c < n; c++)
            gfx_card(a->g, R->d.answer.race[s][c], x + ((float)c - (float)(n - 1) * 0.5f) * gap, cy, cw, 1.0f, 0.0f,
                     0.0f);
    }
}

static void table(app_t *a, drill_run_t *R, int live)
{
    ui_t *u = &a->ui;
    game_t *g = R->g;
    (void)live;
    for (int s = 0; s < g->n_seats; s++) {
        const tmodel_seat_t *ts = &g->shown.seats[s];
        if (!ts->occupied || ts->eliminated)
            continue;
        float bx, by;
        game_bet_xy(g, s, &bx, &by);
        /* each box says whose it is */
        char sl[32];
        snprintf(sl, sizeof sl, _("Seat %d"), s + 1);
        gfx_text(a->g, sl, bx - 61, by, 12, GFX_FONT_BOLD, C_GOLD, GFX_RIGHT | GFX_MIDDLE);
        char nm[16];
        snprintf(nm, sizeof nm, "chips.%d", s + 1); /* the seat's box by name, for play-throughs */
        ui_name(u, nm);
        ui_textfield(u, ui_id("answer.chips.field", s), bx - 55, by - 16, 110, 32, R->ans.chips[s], sizeof R->ans.chips[s],
                     UI_NUMERIC | (R->answered ? UI_DISABLED : 0), NULL, _("Chips after the race"));
    }
}

static int controls(app_t *a, drill_run_t *R, float x, float y, float w, float h, int *confirm_flags)
{
    (void)R, (void)h, (void)confirm_flags;
    gfx_text_wrap(a->g, _("Type each seat's chips in the boxes on the table."), x + 16, y + 16, w - 32, 14,
                  GFX_FONT_REGULAR, C_TEXT, 2);
    return 0;
}

/* an empty box is a seat left with nothing when the engine says so */
static void collect(const drill_run_t *R, drill_answer_t *g)
{
    for (int s = 0; s < ENGINE_MAX_SEATS; s++)
        g->chips[s] = !R->ans.chips[s][0] ? (R->d.answer.chips[s] == 0 ? 0 : -1)
                                          : practice_parse_amount(R->ans.chips[s]);
}

/* each seat's chips after the race */
static void right(app_t *a, drill_run_t *R, float t)
{
    const drill_answer_t *A = &R->d.answer;
    (void)t;
    for (int s = 0; s < R->g->n_seats; s++)
        if (R->g->shown.seats[s].occupied && !R->g->shown.seats[s].eliminated) {
            char l[48], c[32];
            snprintf(l, sizeof l, "%s", app_chips(A->chips[s], c, sizeof c));
            practice_seat_badge(a->g, R, s, l, C_GREEN, 0);
        }
}

const answer_kind_t answer_chips = {
    .hint = N_("Type the chips each seat has after the colour-up and chip race."),
    .scene = scene,
    .table = table,
    .controls = controls,
    .collect = collect,
    .right = right,
};
