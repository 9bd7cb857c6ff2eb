/* answer_positions.c — the button, small blind and big blind placed for the next hand (the button
 * and heads-up drills): three discs dragged from the tray onto seats, or Tab to one and the arrows;
 * last hand's discs faint where a dealer starts from; "no small blind" when its seat is empty. */
#include <math.h>

#include "app/i18n.h"
#include "app/practice_kit.h"
#include "render/tablegfx.h"
#include "app/palette.h"

static void table(app_t *a, drill_run_t *R, int live)
{
    gfx_t *G = a->g;
    ui_t *u = &a->ui;
    game_t *g = R->g;
    answer_build_t *B = &R->ans;
    int n = g->n_seats;
    if (!R->answered) {
        /* last hand's discs, faint, where a dealer starts from */
        gfx_set_alpha(G, 0.35f);
        for (int k = 0; k < 3; k++)
            if (R->prev[k] >= 0 && R->prev[k] < n) {
                float mx, my;
                float sx, sy;
                game_seat_xy(g, R->prev[k], &sx, &sy);
                float dx = 640 - sx, dy = 300 - sy, dd = sqrtf(dx * dx + dy * dy);
                dd = dd < 1 ? 1 : dd;
                float side = k == 0 ? 1.0f : -1.0f;
                mx = sx + dx / dd * 58 + (-dy / dd) * 70 * side + (k == 2 ? 30.0f : 0.0f);
                my = sy + dy / dd * 44 + (dx / dd) * 28 * side;
                gfx_marker(G, mx, my, k, 0);
            }
        gfx_set_alpha(G, 1.0f);
    }
    /* three discs: drag them, or Tab to one and move it with the arrows */
    for (int k = 0; k < 3; k++) {
        int id = ui_id("answer.positions.seat", k);
        float mx, my;
        if (B->mk_seat[k] >= 0)
            practice_marker_xy(R, k, B->mk_seat[k], &mx, &my);
        else
            practice_tray_xy(k, &mx, &my);
        if (k == 1 && B->no_sb)
            continue;
        static const char *const mark[3] = {"disc.button", "disc.sb", "disc.bb"};
        ui_mark(u, mark[k], mx - 18, my - 18, 36, 36, NULL); /* play-throughs drag it by name */
        if (live)
            practice_focusable(u, id);
        if (live && u->mouse_pressed && B->drag == 0 && ui_mouse_in(u, mx - 18, my - 18, 36, 36)) {
            B->drag = 1 + k;
            u->focus = id;
            u->mouse_pressed = 0;
        }
        if (live && u->focus == id) {
            int dir = 0;
            if (ui_key(u, SDLK_RIGHT) || ui_key(u, SDLK_DOWN))
                dir = 1;
            if (ui_key(u, SDLK_LEFT) || ui_key(u, SDLK_UP))
                dir = -1;
            if (dir)
                B->mk_seat[k] = B->mk_seat[k] < 0 ? 0 : (B->mk_seat[k] + dir + n) % n;
        }
        if (B->drag == 1 + k)
            continue;
        if (!R->answered) {
            gfx_marker(G, mx, my, k, k == 0 && B->mk_seat[0] >= 0 && !g->shown.seats[B->mk_seat[0]].occupied);
            if (u->focus == id && u->keyboard_mode)
                gfx_stroke_ellipse(G, mx, my, 21, 21, 2.0f, pal_alpha(C_HIGHLIGHT, 0xe0));
            static const char *const tips[3] = {N_("The dealer button: drag it onto a seat"),
                                                N_("The small blind: drag it onto a seat"),
                                                N_("The big blind: drag it onto a seat")};
            ui_tip_area(u, id, mx - 16, my - 16, 32, 32, _(tips[k]));
        }
    }
    /* a disc in flight: follow the mouse, drop on release */
    if (B->drag >= 1 && B->drag <= 3) {
        gfx_marker(G, u->mx, u->my, B->drag - 1, 0);
        if (!u->mouse_down || u->mouse_released) {
            int s = practice_seat_at(R, u->mx, u->my, 130);
            if (s >= 0)
                B->mk_seat[B->drag - 1] = s;
            B->drag = 0;
        }
    }
}

static int controls(app_t *a, drill_run_t *R, float x, float y, float w, float h, int *confirm_flags)
{
    gfx_t *G = a->g;
    ui_t *u = &a->ui;
    answer_build_t *B = &R->ans;
    (void)w, (void)h;
    gfx_text(G, _("Discs not yet on a seat:"), x + 16, y + 14, 13, GFX_FONT_REGULAR, C_DIM, GFX_LEFT | GFX_TOP);
    ui_checkbox(u, ui_id("answer.positions.no_sb", 0), x + 220, y + 12, _("No small blind (N)"), &B->no_sb, 0,
                _("Nobody posts the small blind this hand (its seat is empty: R3)"));
    if (ui_key(u, SDLK_n))
        B->no_sb = !B->no_sb;
    if (B->mk_seat[0] < 0 || B->mk_seat[2] < 0 || (!B->no_sb && B->mk_seat[1] < 0))
        *confirm_flags = UI_DISABLED;
    return 0;
}

static void collect(const drill_run_t *R, drill_answer_t *g)
{
    g->button = R->ans.mk_seat[0];
    g->sb = R->ans.no_sb ? -1 : R->ans.mk_seat[1];
    g->bb = R->ans.mk_seat[2];
}

/* the discs move from where the trainee put them to the engine's seats */
static void right(app_t *a, drill_run_t *R, float t)
{
    gfx_t *G = a->g;
    game_t *g = R->g;
    const drill_answer_t *A = &R->d.answer;
    int want[3] = {A->button, A->sb, A->bb};
    for (int k = 0; k < 3; k++) {
        if (want[k] < 0 || want[k] >= g->n_seats)
            continue;
        float x0, y0, x1, y1;
        if (R->ans.mk_seat[k] >= 0 && !(k == 1 && R->ans.no_sb))
            practice_marker_xy(R, k, R->ans.mk_seat[k], &x0, &y0);
        else
            practice_tray_xy(k, &x0, &y0);
        practice_marker_xy(R, k, want[k], &x1, &y1);
        if (k == 1 && A->sb == A->button)
            y1 += 34;
        float e = practice_ease((t - 0.15f * k) / 0.7f);
        gfx_marker(G, x0 + (x1 - x0) * e, y0 + (y1 - y0) * e, k, k == 0 && !g->shown.seats[want[0]].occupied);
    }
}

/* the discs left where they were last hand */
static void slip(drill_run_t *R)
{
    for (int k = 0; k < 3; k++)
        R->ans.mk_seat[k] = R->prev[k] >= 0 ? R->prev[k] : k;
}

/* between hands: the players as they sit for the next deal, last hand's words gone */
static void borrow(drill_run_t *R)
{
    game_t *g = R->g;
    tmodel_t *m = &g->shown;
    for (int i = 0; i < g->n_seats; i++) {
        tmodel_seat_t *ts = &m->seats[i];
        if (ts->occupied && !ts->eliminated) {
            ts->in_hand = 1;
            ts->folded = ts->all_in = 0;
            ts->n_cards = 0;
            ts->bet = 0;
        }
        ts->action[0] = '\0';
    }
    m->n_board = 0;
    m->n_pots = 0;
    table_notes(g)->sd.winners = 0;
    R->prev[0] = m->button;
    R->prev[1] = m->sb_posted ? m->sb_pos : -1;
    R->prev[2] = m->bb_seat;
}

const answer_kind_t answer_positions = {
    .hint = N_("Drag the button, SB and BB discs onto seats (or Tab to one, then the arrows). Faint discs: "
               "last hand's. An empty seat takes a dead button."),
    .flags = ANSWER_BEFORE_DEAL,
    .table = table,
    .controls = controls,
    .collect = collect,
    .right = right,
    .slip = slip,
    .borrow = borrow,
};
