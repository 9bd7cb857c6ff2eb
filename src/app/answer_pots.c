/* answer_pots.c — the pots are the answer (side pots): every chip put in stands in front of its
 * seat; the trainee drags chips into pots (the first seat in sets each one's part), marks who may
 * win each and its winners (the first takes odd chips); chips left in front go back. Typing a
 * pot's amount is an equal answer: drill_pots_read reads the pots, not the gesture. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "app/i18n.h"
#include "app/practice_kit.h"
#include "render/chips.h"
#include "render/layout.h"
#include "render/layout_screens.h"
#include "app/palette.h"

/* pot p's slot in a row of n_slots: its pile, its tag, where chips drop on it and a click picks
 * it; never over a seat's cards or chips in front (render/layout.h) */
static layout_rect_t pot_slot(const drill_run_t *R, int p, int n_slots)
{
    return layout_pot_rect(R->g->n_seats, p, n_slots);
}

static int pot_hit(const drill_run_t *R, float x, float y, int n_slots)
{
    for (int p = 0; p < n_slots; p++) {
        layout_rect_t r = pot_slot(R, p, n_slots);
        if (x > r.x && x < r.x + r.w && y > r.y && y < r.y + r.h)
            return p;
    }
    return -1;
}

/* the seats still in the hand: they set each pot's part (the shortest first, R25) */
static uint16_t live_seats(const drill_run_t *R)
{
    uint16_t live = 0;
    for (int s = 0; s < ENGINE_MAX_SEATS; s++)
        if (R->contrib[s] > 0 && !(R->folded & (1u << s)))
            live |= (uint16_t)(1u << s);
    return live;
}

/* Move seat s's matching chips into pot p (the next one: a new pot), one gesture: drill_pot_move
 * takes the pot's part, never more; a move that takes nothing opens no pot. */
static void chips_into_pot(drill_run_t *R, int s, int p)
{
    answer_build_t *B = &R->ans;
    if (p < 0 || s < 0 || s >= ENGINE_MAX_SEATS || B->left[s] <= 0 || B->n_steps >= (int)(sizeof B->steps / sizeof B->steps[0]))
        return;
    int opened = 0;
    if (p >= B->n_pots) {
        if (B->n_pots >= DRILL_MAX_POTS)
            return;
        p = B->n_pots++;
        memset(&B->pots[p], 0, sizeof B->pots[p]);
        opened = 1;
    }
    pot_build_t *b = &B->pots[p];
    int64_t took = drill_pot_move(&b->e, B->left, s, live_seats(R));
    if (took <= 0) {
        if (opened)
            B->n_pots--;
        return;
    }
    B->steps[B->n_steps++] = (pot_step_t){.pot = p, .seat = s, .opened = opened, .amount = took};
    snprintf(b->text, sizeof b->text, "%lld", (long long)b->e.amount);
    B->sel_pot = p;
}

/* U / Backspace: the last move back in front of its seat (a pot it opened goes too) */
static void undo_move(answer_build_t *B)
{
    if (B->n_steps <= 0)
        return;
    const pot_step_t *m = &B->steps[--B->n_steps];
    if (m->pot >= B->n_pots)
        return;
    drill_pot_entry_t *e = &B->pots[m->pot].e;
    e->from[m->seat] -= m->amount;
    e->amount -= m->amount;
    B->left[m->seat] += m->amount;
    int64_t moved = 0;
    for (int s = 0; s < ENGINE_MAX_SEATS; s++)
        moved += e->from[s];
    if (moved == 0)
        e->share = 0;
    snprintf(B->pots[m->pot].text, sizeof B->pots[m->pot].text, "%lld", (long long)e->amount);
    if (m->opened && m->pot == B->n_pots - 1 && moved == 0 && !e->eligible && !e->n_win)
        B->n_pots--;
    B->sel_pot = m->pot < B->n_pots ? m->pot : B->n_pots - 1;
}

/* The chips still in front of each seat, whether the pots were filled by moving chips or typed. */
static void in_front(const drill_run_t *R, int64_t front[ENGINE_MAX_SEATS])
{
    const answer_build_t *B = &R->ans;
    drill_pot_entry_t e[DRILL_MAX_POTS];
    for (int p = 0; p < B->n_pots; p++)
        e[p] = B->pots[p].e;
    drill_pots_in_front(e, B->n_pots, R->contrib, B->left, front);
}

static void toggle_winner(drill_pot_entry_t *b, int s)
{
    for (int k = 0; k < b->n_win; k++)
        if (b->win[k] == s) {
            memmove(&b->win[k], &b->win[k + 1], sizeof b->win[0] * (size_t)(b->n_win - k - 1));
            b->n_win--;
            return;
        }
    if (b->n_win < ENGINE_MAX_SEATS)
        b->win[b->n_win++] = s;
}

/* what is still in front of each seat */
static void prepare(drill_run_t *R)
{
    if (R->answered)
        return;
    int64_t front[ENGINE_MAX_SEATS];
    in_front(R, front);
    for (int s = 0; s < R->g->n_seats; s++)
        R->g->shown.seats[s].bet = R->ans.drag == 100 + s ? 0 : front[s];
}

/* The pots the trainee built, in the middle. */
static void scene(app_t *a, drill_run_t *R)
{
    gfx_t *G = a->g;
    ui_t *u = &a->ui;
    game_t *g = R->g;
    answer_build_t *B = &R->ans;
    const structure_t *st = session_structure(g->s);
    int n = B->n_pots;
    for (int p = 0; p < n; p++) {
        const drill_pot_entry_t *b = &B->pots[p].e;
        float px, py;
        game_pot_xy(g, p, n + (R->answered ? 0 : 1), &px, &py);
        if (R->answered)
            continue;
        gfx_chip_stacks(G, st, g->shown.level_index, b->amount, px, py, 24.0f, 0);
        practice_pot_tag(G, p, b->amount, b->eligible, g->n_seats, n + 1, px, py, p == B->sel_pot ? C_GOLD : 0, C_TEXT);
        char nm[16];
        snprintf(nm, sizeof nm, "pot.%d", p + 1); /* play-throughs drop chips and click pots by name */
        layout_rect_t r = pot_slot(R, p, n + 1);
        ui_mark(u, nm, r.x, r.y, r.w, r.h, NULL);
        int id = ui_id("answer.pots.pot", p);
        if (!R->answered)
            practice_focusable(u, id);
        if (u->focus == id && u->keyboard_mode)
            gfx_stroke_rounded(G, r.x - 2, r.y, r.w + 4, r.h + 2, 12, 2.0f, pal_alpha(C_HIGHLIGHT, 0xd0));
        if (!R->answered && ((u->mouse_pressed && !B->drag && ui_mouse_in(u, r.x, r.y, r.w, r.h)) ||
                             (u->focus == id && (ui_key(u, SDLK_SPACE) || ui_key(u, SDLK_RETURN)))))
            B->sel_pot = p;
    }
    if (!R->answered) { /* where chips dropped start the next pot: the next pot's slot */
        layout_rect_t r = pot_slot(R, n, n + 1);
        ui_mark(u, "pot.new", r.x, r.y, r.w, r.h, NULL);
    }
    /* the easiest difficulty shows the dealer's next step: the seat and the pot its chips go to */
    if (!R->answered && R->d.difficulty <= 1 && B->drag == 0) {
        drill_pot_entry_t e[DRILL_MAX_POTS];
        for (int p = 0; p < n; p++)
            e[p] = B->pots[p].e;
        int pot = -1, s = drill_pot_next(e, n, B->left, live_seats(R), &pot);
        if (s >= 0) {
            float px, py;
            game_pot_xy(g, pot, n + 1, &px, &py);
            layout_rect_t r = pot_slot(R, pot, n + 1);
            gfx_stroke_rounded(G, r.x - 2, r.y, r.w + 4, r.h + 2, 12, 2.5f, C_GOLD);
            practice_seat_ring(G, R, s, C_GOLD, 6.0f);
            int64_t share = pot < n && e[pot].share > 0 ? e[pot].share : drill_pot_share(B->left, live_seats(R));
            int64_t amt = B->left[s] < share ? B->left[s] : share;
            char t[200], c[32];
            if (pot == n && n == 0)
                snprintf(t, sizeof t, _("Next: seat %d's %s first (key %d): the shortest all-in sets the main pot"), s + 1,
                         app_chips(amt, c, sizeof c), (s + 1) % 10);
            else if (pot == n)
                snprintf(t, sizeof t, _("Next: N, then seat %d's %s (key %d): the shortest left sets the next pot"), s + 1,
                         app_chips(amt, c, sizeof c), (s + 1) % 10);
            else
                snprintf(t, sizeof t, _("Next: seat %d's %s into this pot (key %d)"), s + 1, app_chips(amt, c, sizeof c),
                         (s + 1) % 10);
            gfx_text_fit(G, t, px, py - 64, 640, 13, GFX_FONT_BOLD, C_GOLD, GFX_CENTER | GFX_MIDDLE);
        }
    }
    if (!R->answered && B->drag >= 100) {
        float px, py;
        game_pot_xy(g, n, n + 1, &px, &py);
        layout_rect_t r = pot_slot(R, n, n + 1);
        gfx_stroke_rounded(G, r.x, r.y, r.w, r.h, 12, 1.5f, pal_alpha(C_TEXT, 0x80));
        gfx_text_fit(G, _("new pot"), px, py - 5, r.w - 6, 13, GFX_FONT_REGULAR, C_DIM, GFX_CENTER | GFX_MIDDLE);
    }
}

static void seat_click(drill_run_t *R, int s)
{
    answer_build_t *B = &R->ans;
    if (B->sel_pot < 0 || B->sel_pot >= B->n_pots)
        return;
    drill_pot_entry_t *b = &B->pots[B->sel_pot].e;
    if (B->seat_mode == MODE_ELIGIBLE)
        b->eligible ^= (uint16_t)(1u << s);
    else
        toggle_winner(b, s);
}

static void table(app_t *a, drill_run_t *R, int live)
{
    gfx_t *G = a->g;
    ui_t *u = &a->ui;
    game_t *g = R->g;
    answer_build_t *B = &R->ans;
    int n = g->n_seats;
    /* chips in front of the seats that are not yet in a pot, draggable */
    for (int s = 0; s < n; s++) {
        if (B->left[s] <= 0 || (B->drag == 100 + s))
            continue;
        float bx, by;
        game_bet_xy(g, s, &bx, &by);
        char nm[16], amt[24];
        snprintf(nm, sizeof nm, "front.%d", s + 1); /* the seat's chips by name, their amount as label */
        snprintf(amt, sizeof amt, "%lld", (long long)B->left[s]);
        ui_mark(u, nm, bx - 40, by - 50, 80, 70, amt);
        if (live && u->mouse_pressed && B->drag == 0 && ui_mouse_in(u, bx - 40, by - 50, 80, 70)) {
            B->drag = 100 + s;
            B->drag_x0 = u->mx;
            B->drag_y0 = u->my;
            u->mouse_pressed = 0;
        }
    }
    /* the selected pot's seats */
    if (B->sel_pot >= 0 && B->sel_pot < B->n_pots && !R->answered) {
        const drill_pot_entry_t *b = &B->pots[B->sel_pot].e;
        for (int s = 0; s < n; s++)
            if (b->eligible & (1u << s))
                practice_seat_ring(G, R, s, C_SUCCESS_SOFT, 0);
        for (int k = 0; k < b->n_win; k++) {
            char t[48];
            snprintf(t, sizeof t, "%s", k == 0 ? _("wins (odd chip)") : _("wins"));
            practice_seat_badge(G, R, b->win[k], t, C_GOLD, 0);
        }
    }
    /* chips in flight: follow the mouse, drop on release (anywhere in the middle: a new pot) */
    if (B->drag >= 100) {
        int s = B->drag - 100;
        gfx_chip_stacks(G, session_structure(g->s), g->shown.level_index, B->left[s], u->mx, u->my + 10, 22.0f, 1);
        if (!u->mouse_down || u->mouse_released) {
            int p = pot_hit(R, u->mx, u->my, B->n_pots + 1);
            float dx = u->mx - B->drag_x0, dy = u->my - B->drag_y0;
            if (dx * dx + dy * dy < 36.0f) {
                /* a click, not a drag: on a pot drawn over these chips it picks that pot, as a
                 * click on the pot does, and moves nothing (a typed pot would count them twice);
                 * elsewhere on the chips it moves them as the seat's key does */
                if (p >= 0 && p < B->n_pots)
                    B->sel_pot = p;
                else
                    chips_into_pot(R, s, B->sel_pot >= 0 && B->sel_pot < B->n_pots ? B->sel_pot : B->n_pots);
            } else {
                const layout_rect_t mid = layout_at("answer.pots.middle");
                if (p < 0 && u->my > mid.y && u->my < mid.y + mid.h && u->mx > mid.x && u->mx < mid.x + mid.w)
                    p = B->n_pots;
                if (p >= 0)
                    chips_into_pot(R, s, p);
            }
            B->drag = 0;
        }
    }
}

/* Keys: 1-9 (0: seat 10) move the seat's matching chips into the selected pot (none selected: a
 * new one); a seat with nothing to move into it is marked as a click does (who may win, or a
 * winner: E / W); N starts the next pot; [ ] select the pot before / after; U or Backspace
 * undo the last move. */
static void pot_keys(drill_run_t *R, ui_t *u)
{
    answer_build_t *B = &R->ans;
    if (R->answered)
        return;
    for (int k = 0; k < 10 && k < R->g->n_seats; k++) {
        if (!ui_key(u, k == 9 ? SDLK_0 : SDLK_1 + k))
            continue;
        int p = B->sel_pot >= 0 && B->sel_pot < B->n_pots ? B->sel_pot : B->n_pots;
        int64_t before = B->left[k];
        if (p >= B->n_pots || B->pots[p].e.from[k] == 0)
            chips_into_pot(R, k, p);
        if (B->left[k] == before)
            seat_click(R, k);
    }
    if (ui_key(u, SDLK_LEFTBRACKET) && B->sel_pot > 0)
        B->sel_pot--;
    if (ui_key(u, SDLK_RIGHTBRACKET) && B->sel_pot + 1 < B->n_pots)
        B->sel_pot++;
    if (ui_key(u, SDLK_u) || ui_key(u, SDLK_BACKSPACE))
        undo_move(B);
}

static int controls(app_t *a, drill_run_t *R, float x, float y, float w, float h, int *confirm_flags)
{
    gfx_t *G = a->g;
    ui_t *u = &a->ui;
    answer_build_t *B = &R->ans;
    float by = y + h - 56;
    char t[160], c[32];
    int typing_id = -1;
    (void)confirm_flags;
    if (B->sel_pot >= 0 && B->sel_pot < B->n_pots) {
        pot_build_t *b = &B->pots[B->sel_pot];
        if (B->sel_pot > 0)
            snprintf(t, sizeof t, _("Side pot %d:"), B->sel_pot);
        else
            snprintf(t, sizeof t, "%s", _("Main pot:"));
        gfx_text(G, t, x + 16, y + 30, 14, GFX_FONT_BOLD, C_TEXT, GFX_LEFT | GFX_MIDDLE);
        ui_name(u, "pot_amount");
        typing_id = ui_id("answer.pots.amount", 0);
        const layout_rect_t f = layout_at("answer.pots.amount"), rm = layout_at("answer.pots.remove");
        if (ui_textfield(u, typing_id, f.x, f.y, f.w, f.h, b->text, sizeof b->text, UI_NUMERIC, NULL,
                         _("The pot's amount (dragging chips in fills it)"))) {
            int64_t v = practice_parse_amount(b->text);
            b->e.amount = v < 0 ? 0 : v;
        }
        ui_name(u, "answer.pots.remove");
        if (ui_button(u, ui_id("answer.pots.remove", 0), rm.x, rm.y, rm.w, rm.h, _("Remove pot"), NULL, 0,
                      _("Its chips go back in front of their seats"))) {
            /* its chips go back in front of their seats */
            for (int st = 0; st < ENGINE_MAX_SEATS; st++)
                B->left[st] += B->pots[B->sel_pot].e.from[st];
            memmove(&B->pots[B->sel_pot], &B->pots[B->sel_pot + 1],
                    sizeof B->pots[0] * (size_t)(B->n_pots - B->sel_pot - 1));
            B->n_pots--;
            B->sel_pot = B->n_pots - 1;
            B->n_steps = 0;
        }
    } else {
        gfx_text_fit(G, _("No pot selected: drag chips to the middle"), x + 16, y + 30, 346, 14, GFX_FONT_REGULAR,
                     C_DIM, GFX_LEFT | GFX_MIDDLE);
    }
    int typing = typing_id >= 0 && u->focus == typing_id;
    if (!typing)
        pot_keys(R, u);
    const layout_rect_t nw = layout_at("answer.pots.new"), md = layout_at("answer.pots.mode"),
                        so = layout_at("answer.pots.start_over");
    if (ui_button(u, ui_id("answer.pots.new", 0), nw.x, nw.y, nw.w, nw.h, _("New pot"), "N", B->n_pots < DRILL_MAX_POTS ? 0 : UI_DISABLED,
                  _("N: the next pot (keys 1-9, 0 for seat 10, then move each seat's matching chips into it)")) ||
        (!typing && (ui_key(u, SDLK_n) || ui_key(u, SDLK_p)) && B->n_pots < DRILL_MAX_POTS)) {
        memset(&B->pots[B->n_pots], 0, sizeof B->pots[0]);
        B->sel_pot = B->n_pots++;
    }
    const char *const modes[] = {_("Clicks mark: who may win"), _("Clicks mark: winners")};
    ui_name(u, "answer.pots.mode");
    ui_choice(u, ui_id("answer.pots.mode", 0), md.x, md.y, md.w, md.h, modes, 2, &B->seat_mode, 0,
              _("E / W: what a click on a seat marks for the selected pot"));
    if (ui_key(u, SDLK_e))
        B->seat_mode = MODE_ELIGIBLE;
    if (ui_key(u, SDLK_w))
        B->seat_mode = MODE_WINNERS;
    ui_name(u, "answer.pots.start_over");
    if (ui_button(u, ui_id("answer.pots.start_over", 0), so.x, so.y, so.w, so.h, _("Start over"), NULL, 0, _("Every chip back in front of its seat"))) {
        memset(B->pots, 0, sizeof B->pots);
        B->n_pots = 0;
        B->n_steps = 0;
        B->sel_pot = -1;
        for (int s = 0; s < ENGINE_MAX_SEATS; s++)
            B->left[s] = R->contrib[s];
    }
    int64_t back = 0, front[ENGINE_MAX_SEATS];
    in_front(R, front);
    for (int s = 0; s < ENGINE_MAX_SEATS; s++)
        back += front[s];
    snprintf(t, sizeof t, _("Left in front (returned): %s"), app_chips(back, c, sizeof c));
    gfx_text_fit(G, t, x + 16, by + 24, w - 200, 13, GFX_FONT_REGULAR, C_DIM, GFX_LEFT | GFX_MIDDLE);
    return 0;
}

static void collect(const drill_run_t *R, drill_answer_t *g)
{
    const answer_build_t *B = &R->ans;
    drill_pot_entry_t e[DRILL_MAX_POTS];
    for (int p = 0; p < B->n_pots; p++)
        e[p] = B->pots[p].e;
    drill_pots_read(e, B->n_pots, R->contrib, B->left, R->unit, g);
}

/* the answer moves the chips in front into the pots */
static void graded(drill_run_t *R)
{
    if (R->g)
        for (int s = 0; s < R->g->n_seats; s++)
            R->g->shown.seats[s].bet = 0;
}

/* chips fly from the eligible seats into each pot, then each pot to its winners */
static void right(app_t *a, drill_run_t *R, float t)
{
    gfx_t *G = a->g;
    game_t *g = R->g;
    const drill_answer_t *A = &R->d.answer;
    const structure_t *st = session_structure(g->s);
    int np = A->n_pots;
    for (int p = 0; p < np; p++) {
        float px, py;
        game_pot_xy(g, p, np, &px, &py);
        float e1 = practice_ease((t - 0.25f * p) / 0.8f);
        int ne = 0;
        for (int s = 0; s < g->n_seats; s++)
            if (A->eligible[p] & (1u << s))
                ne++;
        if (e1 < 1.0f) {
            for (int s = 0; s < g->n_seats && ne > 0; s++) {
                if (!(A->eligible[p] & (1u << s)))
                    continue;
                float bx, by;
                game_bet_xy(g, s, &bx, &by);
                gfx_chip_stacks(G, st, g->shown.level_index, A->pot[p] / ne, bx + (px - bx) * e1,
                                by + (py - by) * e1, 20.0f, 0);
            }
        } else {
            float e2 = practice_ease((t - 1.4f - 0.25f * p) / 0.8f);
            if (e2 <= 0.0f)
                gfx_chip_stacks(G, st, g->shown.level_index, A->pot[p], px, py, 24.0f, 0);
            for (int s = 0; s < g->n_seats && e2 > 0.0f && e2 < 1.0f; s++) {
                if (A->award[p][s] <= 0)
                    continue;
                float sx, sy;
                game_seat_xy(g, s, &sx, &sy);
                gfx_chip_stacks(G, st, g->shown.level_index, A->award[p][s], px + (sx - px) * e2,
                                py + (sy - py) * e2, 20.0f, 0);
            }
        }
        practice_pot_tag(G, p, A->pot[p], A->eligible[p], g->n_seats, np, px, py, C_GREEN, C_GREEN);
    }
    for (int s = 0; s < g->n_seats; s++) {
        char c[32], l[48];
        int64_t won = A->returned[s];
        for (int p = 0; p < np; p++)
            won += A->award[p][s];
        if (won <= 0 || t < 1.8f)
            continue;
        snprintf(l, sizeof l, "+%s", app_chips(won, c, sizeof c));
        practice_seat_badge(G, R, s, l, C_GREEN, 0);
    }
}

/* back to the moment before the pots: every chip in front of the seat that put it in */
static void borrow(drill_run_t *R)
{
    game_t *g = R->g;
    tmodel_t *m = &g->shown;
    m->n_pots = 0;
    for (int i = 0; i < g->n_seats; i++) {
        m->seats[i].bet = R->contrib[i];
        m->seats[i].stack = R->stack0[i] - R->contrib[i] > 0 ? R->stack0[i] - R->contrib[i] : 0;
    }
    table_notes(g)->sd.winners = 0;
}

const answer_kind_t answer_pots = {
    .hint = N_("Build the pots as a dealer does: the shortest all-in first. Drag a seat's chips onto a pot, or press "
               "its key (1-9, 0 for seat 10): only its matching part moves; N starts the next pot, U undoes. Then "
               "mark who may win the selected pot and its winners (click the seats, or their keys; E / W switch; "
               "the first winner takes odd chips). Chips left in front go back."),
    .flags = ANSWER_SEATS,
    .prepare = prepare,
    .scene = scene,
    .seat_click = seat_click,
    .table = table,
    .controls = controls,
    .collect = collect,
    .graded = graded,
    .right = right,
    .borrow = borrow,
};
