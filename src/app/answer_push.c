/* answer_push.c — pushing the pot (R44): drag a pot's chips onto the seat that wins it, or pick a
 * pot (its button in the panel, [ ], Tab and Enter) and click the seats that win it (their keys,
 * or Tab to a seat and Space). The order in which pots get their
 * first winner is the order they are pushed (R28: side pots first, the last first); a pot won by
 * several seats is split in units of the smallest chip, the odd chips to the first seat marked
 * (R27: mark the winner left of the button first). */
#include <stdio.h>
#include <string.h>

#include "app/i18n.h"
#include "app/palette.h"
#include "app/practice_kit.h"
#include "render/chips.h"

/* "Main", "Side 2" */
static void pot_short(int i, char *buf, size_t len)
{
    if (i == 0)
        snprintf(buf, len, "%s", _("Main"));
    else
        /* TRANSLATORS: a side pot's short name on a button or badge: "Side 2" */
        snprintf(buf, len, _("Side %d"), i);
}

static void seat_click(drill_run_t *R, int s)
{
    answer_build_t *B = &R->ans;
    int p = B->sel_pot;
    if (p < 0 || p >= R->d.answer.n_pots || s < 0 || s >= ENGINE_MAX_SEATS)
        return;
    drill_pot_entry_t *e = &B->pots[p].e;
    int at = -1;
    for (int w = 0; w < e->n_win; w++)
        if (e->win[w] == s)
            at = w;
    if (at >= 0) {
        memmove(&e->win[at], &e->win[at + 1], (size_t)(e->n_win - at - 1) * sizeof e->win[0]);
        e->n_win--;
    } else if (e->n_win < ENGINE_MAX_SEATS) {
        e->win[e->n_win++] = s;
    }
    int k = -1; /* the pot's place in the push order */
    for (int i = 0; i < B->n_order; i++)
        if (B->order[i] == p)
            k = i;
    if (e->n_win > 0 && k < 0 && B->n_order < ENGINE_MAX_SEATS)
        B->order[B->n_order++] = p;
    else if (e->n_win == 0 && k >= 0) {
        memmove(&B->order[k], &B->order[k + 1], (size_t)(B->n_order - k - 1) * sizeof B->order[0]);
        B->n_order--;
    }
}

/* A pot's pile in the middle dragged onto a seat gives that pot to the seat, as a click on the
 * pot and then the seat does (B->drag: 200 + the pot while it is carried). */
static void drag_pots(app_t *a, drill_run_t *R)
{
    ui_t *u = &a->ui;
    game_t *g = R->g;
    answer_build_t *B = &R->ans;
    int n = R->d.answer.n_pots;
    for (int p = 0; p < n && p < g->shown.n_pots; p++) {
        float px, py;
        game_pot_xy(g, p, g->shown.n_pots, &px, &py);
        char nm[16];
        snprintf(nm, sizeof nm, "pile.%d", p); /* play-throughs drag a pot by name */
        ui_mark(u, nm, px - 40, py - 50, 80, 90, NULL);
        if (u->mouse_pressed && B->drag == 0 && ui_mouse_in(u, px - 40, py - 50, 80, 90)) {
            B->drag = 200 + p;
            B->sel_pot = p;
            u->mouse_pressed = 0;
        }
    }
    if (B->drag >= 200) {
        int p = B->drag - 200;
        gfx_chip_stacks(a->g, session_structure(g->s), g->shown.level_index, R->d.answer.pot[p], u->mx, u->my + 10, 22.0f,
                        1);
        if (!u->mouse_down || u->mouse_released) {
            int s = practice_seat_at(R, u->mx, u->my, 110.0f);
            if (s >= 0 && g->shown.seats[s].occupied)
                seat_click(R, s);
            B->drag = 0;
        }
    }
}

/* Keys: [ and ] pick the pot before / after (in the panel's order, the last side pot first);
 * 1-9 (0: seat 10) mark that seat a winner of the picked pot, as a click on it does. */
static void push_keys(drill_run_t *R, ui_t *u)
{
    answer_build_t *B = &R->ans;
    int n = R->d.answer.n_pots;
    if (n <= 0)
        return;
    /* the panel lists the pots from the last side pot to the main pot */
    if (ui_key(u, SDLK_RIGHTBRACKET))
        B->sel_pot = B->sel_pot < 0 || B->sel_pot >= n ? n - 1 : B->sel_pot > 0 ? B->sel_pot - 1 : 0;
    if (ui_key(u, SDLK_LEFTBRACKET))
        B->sel_pot = B->sel_pot < 0 || B->sel_pot >= n ? n - 1 : B->sel_pot + 1 < n ? B->sel_pot + 1 : n - 1;
    for (int k = 0; k < 10 && k < R->g->n_seats; k++)
        if (ui_key(u, k == 9 ? SDLK_0 : SDLK_1 + k) && R->g->shown.seats[k].occupied)
            seat_click(R, k);
}

/* each pushed pot's name by its winners, in the order pushed */
static void table(app_t *a, drill_run_t *R, int live)
{
    const answer_build_t *B = &R->ans;
    if (live)
        drag_pots(a, R);
    if (R->answered)
        return;
    int used[ENGINE_MAX_SEATS] = {0};
    for (int k = 0; k < B->n_order; k++) {
        const drill_pot_entry_t *e = &B->pots[B->order[k]].e;
        char nm[24], t[40];
        pot_short(B->order[k], nm, sizeof nm);
        snprintf(t, sizeof t, "%d. %s", k + 1, nm);
        for (int w = 0; w < e->n_win; w++)
            if (e->win[w] >= 0 && e->win[w] < ENGINE_MAX_SEATS && used[e->win[w]] < 2)
                practice_seat_badge(a->g, R, e->win[w], t, C_GOLD, used[e->win[w]]++);
    }
}

static int controls(app_t *a, drill_run_t *R, float x, float y, float w, float h, int *confirm_flags)
{
    ui_t *u = &a->ui;
    answer_build_t *B = &R->ans;
    const drill_answer_t *A = &R->d.answer;
    (void)h, (void)confirm_flags;
    if (!R->answered)
        push_keys(R, u);
    float bx = x + 16, bw = 132;
    for (int i = A->n_pots - 1; i >= 0; i--) {
        char nm[24], amt[32], lab[64], id[16];
        pot_short(i, nm, sizeof nm);
        snprintf(lab, sizeof lab, "%s %s", nm, app_chips(A->pot[i], amt, sizeof amt));
        snprintf(id, sizeof id, "pot.%d", i);
        if (bx + bw > x + w - 16) {
            bx = x + 16;
            y += 42;
        }
        ui_name(u, id);
        if (ui_button(u, ui_id("answer.push.pot", i), bx, y + 14, bw, 36, lab, NULL, B->sel_pot == i ? UI_PRIMARY : 0,
                      _("Pick this pot, then click the seats that win it")))
            B->sel_pot = i;
        bx += bw + 8;
    }
    if (ui_button(u, ui_id("answer.push.clear", 0), bx, y + 14, 90, 36, _("Clear"), NULL, 0, _("Take every pot back to the middle")) ||
        ui_key(u, SDLK_DELETE)) {
        for (int i = 0; i < DRILL_MAX_POTS; i++)
            B->pots[i].e.n_win = 0;
        B->n_order = 0;
    }
    char t[200];
    snprintf(t, sizeof t, "%s", _("Pushed:"));
    for (int k = 0; k < B->n_order; k++) {
        char nm[24];
        pot_short(B->order[k], nm, sizeof nm);
        size_t l = strlen(t);
        snprintf(t + l, sizeof t - l, "%s %s", k ? "," : "", nm);
    }
    if (!B->n_order)
        snprintf(t, sizeof t, "%s", _("Pushed: none yet"));
    gfx_text_fit(a->g, t, x + 16, y + 64, w - 32, 14, GFX_FONT_REGULAR, C_TEXT, GFX_LEFT | GFX_TOP);
    return 0;
}

static void collect(const drill_run_t *R, drill_answer_t *g)
{
    const answer_build_t *B = &R->ans;
    int64_t unit = R->unit > 0 ? R->unit : 1;
    for (int k = 0; k < B->n_order && k < ENGINE_MAX_SEATS; k++) {
        int p = B->order[k];
        if (p < 0 || p >= R->d.answer.n_pots)
            continue;
        const drill_pot_entry_t *e = &B->pots[p].e;
        g->order[g->n_order++] = p;
        if (e->n_win <= 0)
            continue;
        int64_t amount = R->d.answer.pot[p], each = amount / e->n_win / unit * unit;
        for (int w = 0; w < e->n_win; w++)
            g->award[p][e->win[w]] += each;
        g->award[p][e->win[0]] += amount - each * e->n_win; /* the odd chips to the first marked (R27) */
    }
}

/* the engine's pushes one by one: the pot's name and chips by each winner */
static void right(app_t *a, drill_run_t *R, float t)
{
    const drill_answer_t *A = &R->d.answer;
    int used[ENGINE_MAX_SEATS] = {0};
    for (int k = 0; k < A->n_order; k++) {
        if (t < 0.5f * k)
            break;
        int p = A->order[k];
        for (int s = 0; s < R->g->n_seats && s < ENGINE_MAX_SEATS; s++)
            if (A->award[p][s] && used[s] < 2) {
                char nm[24], amt[32], b[64];
                pot_short(p, nm, sizeof nm);
                snprintf(b, sizeof b, "%d. %s %s", k + 1, nm, app_chips(A->award[p][s], amt, sizeof amt));
                practice_seat_badge(a->g, R, s, b, C_GREEN, used[s]++);
            }
    }
}

/* the usual slip: the main pot pushed first, and a split's odd chips to the other winner */
static void slip(drill_run_t *R)
{
    answer_build_t *B = &R->ans;
    const drill_answer_t *A = &R->d.answer;
    B->n_order = 0;
    for (int p = 0; p < A->n_pots; p++) {
        drill_pot_entry_t *e = &B->pots[p].e;
        e->n_win = 0;
        int64_t top = 0;
        for (int s = 0; s < ENGINE_MAX_SEATS; s++)
            if (A->award[p][s] > top)
                top = A->award[p][s];
        for (int s = 0; s < ENGINE_MAX_SEATS; s++) /* smaller shares first: the odd chips go astray */
            if (A->award[p][s] && A->award[p][s] < top)
                e->win[e->n_win++] = s;
        for (int s = 0; s < ENGINE_MAX_SEATS; s++)
            if (A->award[p][s] == top && top > 0)
                e->win[e->n_win++] = s;
        B->order[B->n_order++] = p;
    }
}

const answer_kind_t answer_push = {
    .hint = N_("Drag a pot onto the seat that wins it, or pick it ([ ] or its button) and click the seats or press "
               "their keys (1-9, 0 for seat 10); pots are pushed in the order you give them winners. Mark first the "
               "winner who takes the odd chips."),
    .flags = ANSWER_SEATS,
    .seat_click = seat_click,
    .table = table,
    .controls = controls,
    .collect = collect,
    .right = right,
    .slip = slip,
};
