/* scr_lobby.c — the lobby of a multi-table tournament (scr_lobby.h): the tables, the standings,
 * the payout ladder, and a table watched live. It counts the tournament again (lobby.c) a few
 * times a second and draws what it counted; it never steps, submits or pauses anything. */
#include "app/scr_lobby.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/format.h"
#include "app/game.h"
#include "app/game_mtt.h"
#include "app/i18n.h"
#include "app/palette.h"
#include "app/place_text.h"
#include "render/cards.h"
#include "render/chips.h"
#include "render/layout.h"
#include "render/tablegfx.h"

enum { ROW_H = 26, BAND_H = 24 };
/* Seconds of the loop between two counts of the field: a count of 1,000 entrants takes under a
 * millisecond, of 10,000 about 17 (one engine view a table, two sorts), so large fields less often. */
#define COUNT_EVERY(n) ((n) > 2000 ? 1.0 : 0.25)

static lobby_ui_t *lobby_get(app_t *a)
{
    if (!a->lobby) {
        a->lobby = calloc(1, sizeof *a->lobby);
        if (a->lobby) {
            a->lobby->L.person = -1;
            a->lobby->counted_at = -1;
        }
    }
    return a->lobby;
}

void lobby_ui_free(app_t *a)
{
    if (!a->lobby)
        return;
    lobby_free(&a->lobby->L);
    free(a->lobby);
    a->lobby = NULL;
}

void lobby_open(app_t *a)
{
    lobby_ui_t *U = lobby_get(a);
    if (!U || !a->game || !a->game->mtt)
        return;
    U->counted_at = -1;
    U->watch = 0;
    U->to_person = 1;
    app_go(a, SCREEN_LOBBY);
}

void lobby_watch(app_t *a, int table)
{
    lobby_ui_t *U = lobby_get(a);
    if (U)
        U->watch = table;
}

/* Count again when it is time, and sort as chosen. */
static void count(app_t *a, lobby_ui_t *U)
{
    game_mtt_t *M = a->game->mtt;
    if (U->counted_at >= 0 && a->now - U->counted_at < COUNT_EVERY(U->L.entrants) && U->L.players)
        return;
    U->counted_at = a->now;
    lobby_collect(&U->L, game_mtt_tourney(a->game), &M->mtt, M->person);
    lobby_sort(&U->L, (lobby_sort_t)U->key, U->reverse, U->find);
}

/* Keep row `sel` of n inside the `rows` shown from *top. */
static void keep_in_view(int sel, int n, int rows, int *top)
{
    if (sel < *top)
        *top = sel;
    if (sel >= *top + rows)
        *top = sel - rows + 1;
    if (*top > n - rows)
        *top = n - rows;
    if (*top < 0)
        *top = 0;
}

/* The wheel over a list, and its scrollbar (a click or a drag on the track moves the view there):
 * whole rows, so every row drawn stands wholly inside its panel. */
static void scroll_rows(app_t *a, float x, float y, float w, float h, int n, int rows, int *top)
{
    ui_t *u = &a->ui;
    if (u->wheel && u->layer >= u->modal_depth && ui_mouse_in(u, x, y, w, h)) {
        *top -= u->wheel * 3;
        u->wheel = 0;
    }
    if (n > rows) {
        const float bx = x + w - 8, bw = 6;
        if (u->mouse_down && ui_mouse_in(u, bx - 4, y, bw + 8, h)) {
            float t = (u->my - y) / h;
            *top = (int)(t * (float)n) - rows / 2;
        }
        if (*top > n - rows)
            *top = n - rows;
        if (*top < 0)
            *top = 0;
        float th = h * (float)rows / (float)n;
        if (th < 24)
            th = 24;
        float ty = y + (h - th) * (float)*top / (float)(n - rows);
        gfx_fill_rounded(a->g, bx, y, bw, h, 3, pal_alpha(C_TEXT, 0x18));
        gfx_fill_rounded(a->g, bx, ty, bw, th, 3, pal_alpha(C_TEXT, 0x70));
    } else {
        *top = 0;
    }
}

/* A list of n rows, `rows` shown from *top: centred on row `person` when it is >= 0 (the person's
 * table or standing, chosen), scrolled by the wheel and the scrollbar, the chosen row kept inside. */
static void list_rows(app_t *a, int person, float x, float y, float w, int n, int rows, int *sel, int *top)
{
    if (person >= 0) {
        *sel = person;
        *top = person - rows / 2;
    }
    scroll_rows(a, x, y, w, rows * ROW_H, n, rows, top);
    if (*sel >= n)
        *sel = n - 1;
    if (*sel < 0)
        *sel = 0;
}

/* The words of a row in the widget dump, the rectangle it stands in, whether its text was cut. */
static void row_mark(app_t *a, const char *name, float x, float y, float w, float h, const char *label,
                     unsigned cut_before)
{
    unsigned cut = 0, sq = 0;
    gfx_text_counts(a->g, &cut, &sq);
    ui_mark(&a->ui, name, x, y, w, h, label);
    ui_mark_cut(&a->ui, cut != cut_before);
}

/* ---- the tables ----------------------------------------------------------------------------- */

static void tables_panel(app_t *a, lobby_ui_t *U, int *watch)
{
    gfx_t *G = a->g;
    ui_t *u = &a->ui;
    const lobby_t *L = &U->L;
    const layout_rect_t r = layout_rect(LAYOUT_LOBBY_TABLES);
    gfx_panel(G, r.x, r.y, r.w, r.h);
    ui_area(u, layout_name(LAYOUT_LOBBY_TABLES), r.x, r.y, r.w, r.h);
    int live = 0;
    for (int i = 0; i < L->n_tables; i++)
        live += L->tables[i].players >= 0;
    char line[160], x1[32], x2[32];
    gfx_text(G, _("Tables"), r.x + 16, r.y + 22, 19, GFX_FONT_BOLD, U->list == 0 ? C_GOLD : C_TEXT,
             GFX_LEFT | GFX_MIDDLE);
    snprintf(line, sizeof line, P_("%d in play", "%d in play", live), live);
    gfx_text_squeeze(G, line, r.x + r.w - 16, r.y + 22, 180, 14, 11, GFX_FONT_REGULAR, C_DIM, GFX_RIGHT | GFX_MIDDLE);
    /* columns: the number, players, chips, largest stack, state */
    const float c_num = r.x + 16, c_pl = r.x + 118, c_chips = r.x + 204, c_big = r.x + 288, c_state = r.x + 300;
    const float hy = r.y + 52;
    gfx_text(G, _("Table"), c_num, hy, 13, GFX_FONT_BOLD, C_DIM, GFX_LEFT | GFX_MIDDLE);
    gfx_text_squeeze(G, _("Players"), c_pl, hy, 70, 13, 10, GFX_FONT_BOLD, C_DIM, GFX_RIGHT | GFX_MIDDLE);
    gfx_text_squeeze(G, _("Chips"), c_chips, hy, c_chips - c_pl - 8, 13, 10, GFX_FONT_BOLD, C_DIM,
                     GFX_RIGHT | GFX_MIDDLE);
    gfx_text_squeeze(G, _("Largest"), c_big, hy, c_big - c_chips - 8, 13, 10, GFX_FONT_BOLD, C_DIM,
                     GFX_RIGHT | GFX_MIDDLE);
    const float ly = r.y + 66, lh = r.h - 76;
    const int rows = (int)(lh / ROW_H);
    int mine_row = -1;
    for (int i = 0; i < L->n_tables; i++)
        if (L->tables[i].mine)
            mine_row = i;
    list_rows(a, U->to_person ? mine_row : -1, r.x, ly, r.w - 4, L->n_tables, rows, &U->table_sel, &U->table_top);
    for (int i = 0; i < rows && U->table_top + i < L->n_tables; i++) {
        int k = U->table_top + i;
        const lobby_table_t *T = &L->tables[k];
        float y = ly + i * ROW_H, rw = r.w - 24;
        if (T->mine)
            gfx_fill_rounded(G, r.x + 6, y + 1, rw, ROW_H - 2, 6, pal_alpha(C_GOLD, 0x38));
        else if (i % 2 == 0)
            gfx_fill_rounded(G, r.x + 6, y + 1, rw, ROW_H - 2, 6, pal_alpha(C_HIGHLIGHT, 0x0c));
        if (k == U->table_sel)
            gfx_stroke_rounded(G, r.x + 6, y + 1, rw, ROW_H - 2, 6, 1.5f, U->list == 0 ? C_GOLD : pal_alpha(C_GOLD, 0x70));
        unsigned cut0 = 0, sq0 = 0;
        gfx_text_counts(G, &cut0, &sq0);
        int broken = T->players < 0;
        uint32_t col = broken ? C_DIM : T->mine ? C_GOLD : C_TEXT;
        const float cy = y + ROW_H / 2.0f;
        snprintf(line, sizeof line, "%d", T->number);
        float nw = gfx_text(G, line, c_num, cy, 15, GFX_FONT_BOLD, col, GFX_LEFT | GFX_MIDDLE);
        if (T->mine)
            gfx_text_squeeze(G, _("you"), c_num + nw + 6, cy, c_pl - 26 - (c_num + nw + 6), 12, 9, GFX_FONT_BOLD,
                             C_GOLD, GFX_LEFT | GFX_MIDDLE);
        const char *state = "";
        uint32_t scol = C_DIM;
        if (broken) {
            state = T->chips > 0 ? _("breaking") : _("broken");
        } else {
            snprintf(line, sizeof line, "%d", T->players);
            gfx_text(G, line, c_pl, cy, 15, GFX_FONT_REGULAR, col, GFX_RIGHT | GFX_MIDDLE);
            gfx_text_squeeze(G, app_chips(T->chips, x1, sizeof x1), c_chips, cy, c_chips - c_pl - 8, 15, 10,
                             GFX_FONT_REGULAR, col, GFX_RIGHT | GFX_MIDDLE);
            gfx_text_squeeze(G, app_chips(T->largest, x2, sizeof x2), c_big, cy, c_big - c_chips - 8, 15, 10,
                             GFX_FONT_REGULAR, col, GFX_RIGHT | GFX_MIDDLE);
            if (T->halted)
                state = _("waits"), scol = C_RED;
            else if (L->hand_for_hand)
                state = _("hand-for-hand"), scol = C_RED;
        }
        if (state[0])
            gfx_text_squeeze(G, state, c_state, cy, r.x + r.w - 20 - c_state, 12, 8, GFX_FONT_BOLD, scol,
                             GFX_LEFT | GFX_MIDDLE);
        if (broken)
            snprintf(line, sizeof line, "%d %s", T->number, T->chips > 0 ? "breaking" : "broken");
        else
            snprintf(line, sizeof line, "%d: %d players, %s chips, largest %s%s%s", T->number, T->players, x1, x2,
                     T->halted ? ", waits" : "", L->hand_for_hand ? ", hand-for-hand" : "");
        row_mark(a, T->mine ? "lobby.my_table" : "lobby.table_row", r.x + 6, y + 1, rw, ROW_H - 2, line, cut0);
        if (u->mouse_pressed && u->layer >= u->modal_depth && ui_mouse_in(u, r.x + 6, y + 1, rw, ROW_H - 2)) {
            if (U->click_row == k && a->now - U->click_at < 0.4 && !broken)
                *watch = T->number;
            U->table_sel = k;
            U->list = 0;
            U->click_row = k;
            U->click_at = a->now;
        }
    }
}

/* ---- the standings -------------------------------------------------------------------------- */

/* A column heading that sorts by its column (the chosen one with an arrow: a click again turns
 * the order round). */
static void heading(app_t *a, lobby_ui_t *U, int key, float x, float y, float w, float h, const char *label,
                    int right)
{
    gfx_t *G = a->g;
    static const char *const names[LOBBY_SORT_COUNT] = {"lobby.sort_rank", "lobby.sort_name", "lobby.sort_chips",
                                                        "lobby.sort_table"};
    static const char *const keys[LOBBY_SORT_COUNT] = {"1", "2", "3", "4"};
    ui_name(&a->ui, names[key]);
    int chosen = U->key == key;
    char tip[160];
    snprintf(tip, sizeof tip, _("Sort by this column (key %s); again to turn the order round"), keys[key]);
    int id = ui_id("lobby.sort", key);
    /* the button's own look, its label drawn here: left or right as its column's figures */
    if (ui_tab(&a->ui, id, x, y, w, h, "", NULL, chosen, 0, tip)) {
        if (chosen)
            U->reverse = !U->reverse;
        else
            U->key = key, U->reverse = 0;
        U->to_person = 1; /* the new order is shown where the person stands in it */
    }
    float tw = gfx_text_squeeze(G, label, right ? x + w - 20 : x + 8, y + h / 2, w - (right ? 28 : 24), 13, 10, GFX_FONT_BOLD,
                                chosen ? C_GOLD : C_DIM, (right ? GFX_RIGHT : GFX_LEFT) | GFX_MIDDLE);
    if (chosen) {
        /* a small chevron: down for the column's first order, up for the other */
        float ax = right ? x + w - 12 : x + 8 + tw + 8, ay = y + h / 2;
        float d = U->reverse ? -3.0f : 3.0f;
        gfx_line(G, ax - 4, ay - d, ax, ay + d, 1.6f, C_GOLD);
        gfx_line(G, ax, ay + d, ax + 4, ay - d, 1.6f, C_GOLD);
    }
}

static void standings_panel(app_t *a, lobby_ui_t *U, int find_id, int *watch)
{
    gfx_t *G = a->g;
    ui_t *u = &a->ui;
    lobby_t *L = &U->L;
    const layout_rect_t r = layout_rect(LAYOUT_LOBBY_STANDINGS), fr = layout_rect(LAYOUT_LOBBY_FIND);
    gfx_panel(G, r.x, r.y, r.w, r.h);
    ui_area(u, layout_name(LAYOUT_LOBBY_STANDINGS), r.x, r.y, r.w, r.h);
    char line[200], x1[32], x2[32];
    gfx_text(G, _("Standings"), r.x + 16, r.y + 20, 19, GFX_FONT_BOLD, U->list == 1 ? C_GOLD : C_TEXT,
             GFX_LEFT | GFX_MIDDLE);
    if (U->find[0])
        snprintf(line, sizeof line, _("%s found of %s"), app_chips(L->n_rows, x1, sizeof x1),
                 app_chips(L->n_players, x2, sizeof x2));
    else
        snprintf(line, sizeof line, _("%s left of %s"), app_chips(L->left, x1, sizeof x1),
                 app_chips(L->entrants, x2, sizeof x2));
    gfx_text_squeeze(G, line, r.x + r.w - 16, r.y + 20, 240, 14, 11, GFX_FONT_REGULAR, C_DIM, GFX_RIGHT | GFX_MIDDLE);
    /* the name filter: filters as it is typed */
    char before[sizeof U->find];
    memcpy(before, U->find, sizeof before);
    ui_name(u, layout_name(LAYOUT_LOBBY_FIND));
    ui_textfield(u, find_id, fr.x, fr.y, fr.w, fr.h, U->find, sizeof U->find, 0, NULL,
                 _("Find a player: the standings keep the names holding what is typed (F)"));
    if (!U->find[0] && u->focus != find_id)
        gfx_text_squeeze(G, _("Find a name (F)"), fr.x + 12, fr.y + fr.h / 2, fr.w - 24, 14, 10, GFX_FONT_REGULAR,
                         C_DIM, GFX_LEFT | GFX_MIDDLE);
    if (strcmp(before, U->find)) {
        lobby_sort(L, (lobby_sort_t)U->key, U->reverse, U->find);
        U->row_sel = 0, U->row_top = 0;
    }
    /* the column headings: rank, name, chips, table */
    const float hy = fr.y + fr.h + 8, hh = 26;
    const float c_rank = r.x + 14, c_name = r.x + 78, c_chips = r.x + 300, c_table = r.x + 404, c_end = r.x + r.w - 16;
    int key0 = U->key, rev0 = U->reverse;
    heading(a, U, LOBBY_SORT_RANK, c_rank, hy, c_name - c_rank - 4, hh, _("Rank"), 0);
    heading(a, U, LOBBY_SORT_NAME, c_name, hy, c_chips - c_name - 4, hh, _("Name"), 0);
    heading(a, U, LOBBY_SORT_CHIPS, c_chips, hy, c_table - c_chips - 4, hh, _("Chips"), 1);
    heading(a, U, LOBBY_SORT_TABLE, c_table, hy, c_end - c_table, hh, _("Table"), 1);
    if (key0 != U->key || rev0 != U->reverse)
        lobby_sort(L, (lobby_sort_t)U->key, U->reverse, U->find);
    const float ly = hy + hh + 6, lh = r.y + r.h - 10 - ly;
    const int rows = (int)(lh / ROW_H);
    list_rows(a, U->to_person ? lobby_person_row(L) : -1, r.x, ly, r.w - 4, L->n_rows, rows, &U->row_sel, &U->row_top);
    if (L->n_rows == 0)
        gfx_text_squeeze(G, _("Nobody by that name"), r.x + r.w / 2, ly + 40, r.w - 40, 15, 11, GFX_FONT_REGULAR, C_DIM,
                         GFX_CENTER | GFX_MIDDLE);
    for (int i = 0; i < rows && U->row_top + i < L->n_rows; i++) {
        int k = U->row_top + i;
        const lobby_player_t *P = &L->players[L->rows[k]];
        int me = P->entrant == L->person;
        float y = ly + i * ROW_H, rw = r.w - 24;
        if (me)
            gfx_fill_rounded(G, r.x + 6, y + 1, rw, ROW_H - 2, 6, pal_alpha(C_GOLD, 0x38));
        else if (i % 2 == 0)
            gfx_fill_rounded(G, r.x + 6, y + 1, rw, ROW_H - 2, 6, pal_alpha(C_HIGHLIGHT, 0x0c));
        if (k == U->row_sel)
            gfx_stroke_rounded(G, r.x + 6, y + 1, rw, ROW_H - 2, 6, 1.5f, U->list == 1 ? C_GOLD : pal_alpha(C_GOLD, 0x70));
        unsigned cut0 = 0, sq0 = 0;
        gfx_text_counts(G, &cut0, &sq0);
        const float cy = y + ROW_H / 2.0f;
        uint32_t col = me ? C_GOLD : P->out ? C_DIM : C_TEXT;
        char rank[32], chips[48], table[32];
        if (P->out && P->place_to > P->place)
            snprintf(rank, sizeof rank, "%d-%d", P->place, P->place_to);
        else
            snprintf(rank, sizeof rank, "%d", P->rank);
        gfx_text_squeeze(G, rank, c_name - 14, cy, c_name - c_rank - 18, 15, 10, GFX_FONT_BOLD, col,
                         GFX_RIGHT | GFX_MIDDLE);
        gfx_text_squeeze(G, P->name, c_name + 8, cy, c_chips - c_name - 90, 15, 10,
                         me ? GFX_FONT_BOLD : GFX_FONT_REGULAR, col, GFX_LEFT | GFX_MIDDLE);
        if (P->out) {
            if (P->prize > 0)
                app_money(game_structure(a->game), P->prize, chips, sizeof chips);
            else
                snprintf(chips, sizeof chips, "%s", _("out"));
            table[0] = '\0';
        } else {
            app_chips(P->chips, chips, sizeof chips);
            if (P->table)
                snprintf(table, sizeof table, "%d", P->table);
            else if (P->moving_to)
                snprintf(table, sizeof table, "\xe2\x86\x92 %d", P->moving_to);
            else
                snprintf(table, sizeof table, "\xe2\x80\x94");
        }
        gfx_text_squeeze(G, chips, c_table - 24, cy, c_table - 24 - (c_chips - 60), 15, 10, GFX_FONT_REGULAR,
                         P->out && P->prize > 0 ? C_PRIZE : col, GFX_RIGHT | GFX_MIDDLE);
        if (table[0])
            gfx_text_squeeze(G, table, c_end - 20, cy, c_end - 20 - c_table, 15, 10, GFX_FONT_REGULAR, col,
                             GFX_RIGHT | GFX_MIDDLE);
        snprintf(line, sizeof line, "%s %s %s %s", rank, P->name, chips, table);
        row_mark(a, me ? "lobby.my_row" : "lobby.player_row", r.x + 6, y + 1, rw, ROW_H - 2, line, cut0);
        if (u->mouse_pressed && u->layer >= u->modal_depth && ui_mouse_in(u, r.x + 6, y + 1, rw, ROW_H - 2)) {
            if (U->click_row == -2 - k && a->now - U->click_at < 0.4 && P->table > 0)
                *watch = P->table;
            U->row_sel = k;
            U->list = 1;
            U->click_row = -2 - k;
            U->click_at = a->now;
        }
    }
}

/* ---- the payout ladder ---------------------------------------------------------------------- */

static void payouts_panel(app_t *a, lobby_ui_t *U)
{
    gfx_t *G = a->g;
    ui_t *u = &a->ui;
    const lobby_t *L = &U->L;
    const structure_t *st = game_structure(a->game);
    const layout_rect_t r = layout_rect(LAYOUT_LOBBY_PAYOUTS);
    gfx_panel(G, r.x, r.y, r.w, r.h);
    ui_area(u, layout_name(LAYOUT_LOBBY_PAYOUTS), r.x, r.y, r.w, r.h);
    char line[200], m1[48], m2[48];
    const float px = r.x + 16, pw = r.w - 32;
    gfx_text(G, _("Payouts"), px, r.y + 22, 19, GFX_FONT_BOLD, C_TEXT, GFX_LEFT | GFX_MIDDLE);
    snprintf(line, sizeof line, _("%d paid of %s"), L->paid, app_chips(L->entrants, m1, sizeof m1));
    gfx_text_squeeze(G, line, r.x + r.w - 16, r.y + 22, 150, 14, 10, GFX_FONT_REGULAR, C_DIM, GFX_RIGHT | GFX_MIDDLE);
    snprintf(line, sizeof line, _("Prize pool %s"), app_money(st, L->pool, m1, sizeof m1));
    gfx_text_squeeze(G, line, px, r.y + 50, pw, 14, 10, GFX_FONT_REGULAR, C_TEXT, GFX_LEFT | GFX_MIDDLE);
    /* where the person stands */
    const lobby_player_t *me = L->person >= 0 && L->person < L->n_players ? &L->players[L->person] : NULL;
    const float by = r.y + 68, bh = 70;
    gfx_fill_rounded(G, r.x + 10, by, r.w - 20, bh, 8, pal_alpha(C_GOLD, 0x22));
    gfx_stroke_rounded(G, r.x + 10, by, r.w - 20, bh, 8, 1.0f, pal_alpha(C_GOLD, 0x60));
    if (me && !me->out) {
        snprintf(line, sizeof line, _("You: %d%s by chips of %s left"), me->rank, app_ordinal(me->rank),
                 app_chips(L->left, m1, sizeof m1));
        gfx_text_squeeze(G, line, px + 4, by + 20, pw - 8, 15, 10, GFX_FONT_BOLD, C_GOLD, GFX_LEFT | GFX_MIDDLE);
        if (L->to_money > 0)
            snprintf(line, sizeof line, P_("%d from the money (min cash %s)", "%d from the money (min cash %s)",
                                           L->to_money),
                     L->to_money, L->n_bands ? app_money(st, L->bands[L->n_bands - 1].prize, m1, sizeof m1) : "-");
        else if (L->next_place > 0)
            snprintf(line, sizeof line, _("In the money: %s now; next jump %d%s, %s"), app_money(st, L->now_prize, m1, sizeof m1),
                     L->next_place, app_ordinal(L->next_place), app_money(st, L->next_prize, m2, sizeof m2));
        else
            snprintf(line, sizeof line, _("In the money: %s now"), app_money(st, L->now_prize, m1, sizeof m1));
        gfx_text_squeeze(G, line, px + 4, by + 48, pw - 8, 14, 9, GFX_FONT_REGULAR, C_TEXT, GFX_LEFT | GFX_MIDDLE);
    } else if (me) {
        char pl[16];
        if (me->prize > 0)
            snprintf(line, sizeof line, _("You finished %s: %s"), app_place_text(me->place, pl, sizeof pl),
                     app_money(st, me->prize, m1, sizeof m1));
        else
            snprintf(line, sizeof line, _("You finished %s"), app_place_text(me->place, pl, sizeof pl));
        gfx_text_squeeze(G, line, px + 4, by + bh / 2, pw - 8, 15, 10, GFX_FONT_BOLD, C_GOLD, GFX_LEFT | GFX_MIDDLE);
    }
    /* the ladder, the person's band marked; the bubble where the money starts */
    const float ly = by + bh + 12, lh = r.y + r.h - 10 - ly;
    const int rows = (int)(lh / BAND_H);
    int mine = -1;
    int my_rank = me ? me->out ? me->place : me->rank : 0;
    for (int b = 0; b < L->n_bands; b++)
        if (my_rank >= L->bands[b].from && my_rank <= L->bands[b].to)
            mine = b;
    if (U->to_person && mine >= 0)
        U->band_top = mine - rows / 2;
    scroll_rows(a, r.x, ly, r.w - 4, rows * BAND_H, L->n_bands, rows, &U->band_top);
    if (L->n_bands == 0)
        gfx_text_squeeze(G, _("No payout ladder for this field"), r.x + r.w / 2, ly + 30, pw, 14, 10,
                         GFX_FONT_REGULAR, C_DIM, GFX_CENTER | GFX_MIDDLE);
    for (int i = 0; i < rows && U->band_top + i < L->n_bands; i++) {
        int b = U->band_top + i;
        const lobby_band_t *B = &L->bands[b];
        float y = ly + i * BAND_H, rw = r.w - 24;
        int here = b == mine;
        /* the places still to be paid out: from the players left down; the rest paid already */
        int reached = B->from > L->left;
        if (here)
            gfx_fill_rounded(G, r.x + 6, y + 1, rw, BAND_H - 2, 6, pal_alpha(C_GOLD, 0x38));
        else if (i % 2 == 0)
            gfx_fill_rounded(G, r.x + 6, y + 1, rw, BAND_H - 2, 6, pal_alpha(C_HIGHLIGHT, 0x0c));
        unsigned cut0 = 0, sq0 = 0;
        gfx_text_counts(G, &cut0, &sq0);
        char places[48], o1[8], o2[8];
        snprintf(o1, sizeof o1, "%s", app_ordinal(B->from));
        snprintf(o2, sizeof o2, "%s", app_ordinal(B->to));
        if (B->to > B->from)
            snprintf(places, sizeof places, "%d%s\xe2\x80\x93%d%s", B->from, o1, B->to, o2);
        else
            snprintf(places, sizeof places, "%d%s", B->from, o1);
        uint32_t col = here ? C_GOLD : reached ? C_DIM : C_TEXT;
        const float cy = y + BAND_H / 2.0f;
        float tw = gfx_text_squeeze(G, places, px, cy, 120, 14, 10, here ? GFX_FONT_BOLD : GFX_FONT_REGULAR, col,
                                    GFX_LEFT | GFX_MIDDLE);
        if (here)
            gfx_text_squeeze(G, _("you"), px + tw + 8, cy, 150 - tw - 8, 12, 9, GFX_FONT_BOLD, C_GOLD,
                             GFX_LEFT | GFX_MIDDLE);
        gfx_text_squeeze(G, app_money(st, B->prize, m1, sizeof m1), r.x + r.w - 26, cy, 130, 14, 10,
                         GFX_FONT_REGULAR, reached ? C_DIM : C_PRIZE, GFX_RIGHT | GFX_MIDDLE);
        snprintf(line, sizeof line, "%s %s", places, m1);
        row_mark(a, here ? "lobby.my_band" : "lobby.band_row", r.x + 6, y + 1, rw, BAND_H - 2, line, cut0);
    }
}

/* ---- watching a table ----------------------------------------------------------------------- */

static void watch_table(app_t *a, lobby_ui_t *U)
{
    gfx_t *G = a->g;
    ui_t *u = &a->ui;
    const tourney_t *t = game_mtt_tourney(a->game);
    const structure_t *st = game_structure(a->game);
    const engine_t *e = tourney_table_engine(t, U->watch);
    gfx_background(G);
    gfx_table(G, "Felt");
    char line[200], x1[32], x2[32], x3[32];
    const layout_rect_t ir = layout_rect(LAYOUT_WATCH_INFO);
    gfx_panel(G, ir.x, ir.y, ir.w, ir.h);
    ui_area(u, layout_name(LAYOUT_WATCH_INFO), ir.x, ir.y, ir.w, ir.h);
    int count = tourney_table_count(t, U->watch);
    snprintf(line, sizeof line, _("Table %d, watching"), U->watch);
    gfx_text_squeeze(G, line, ir.x + 14, ir.y + 18, ir.w - 28, 17, 11, GFX_FONT_BOLD, C_GOLD, GFX_LEFT | GFX_MIDDLE);
    if (!e || count < 0) {
        gfx_text_squeeze(G, _("This table has broken: its players went to other tables"), ir.x + 14, ir.y + 44,
                         ir.w - 28, 13, 9, GFX_FONT_REGULAR, C_TEXT, GFX_LEFT | GFX_MIDDLE);
    } else {
        view_t v;
        engine_view(e, -1, &v);
        if (v.phase == PHASE_HAND)
            snprintf(line, sizeof line, _("Hand %d, blinds %s/%s"), v.hand_no, app_chips(v.sb, x1, sizeof x1),
                     app_chips(v.bb, x2, sizeof x2));
        else
            snprintf(line, sizeof line, _("After hand %d, blinds %s/%s"), v.hand_no, app_chips(v.sb, x1, sizeof x1),
                     app_chips(v.bb, x2, sizeof x2));
        if (v.ante > 0) {
            size_t l = strlen(line);
            snprintf(line + l, sizeof line - l, _(", ante %s"), app_chips(v.ante, x3, sizeof x3));
        }
        gfx_text_squeeze(G, line, ir.x + 14, ir.y + 42, ir.w - 28, 13, 9, GFX_FONT_REGULAR, C_TEXT,
                         GFX_LEFT | GFX_MIDDLE);
        gfx_text_squeeze(G, _("Public view: hole cards only when shown"), ir.x + 14, ir.y + 62, ir.w - 28, 12, 9,
                         GFX_FONT_REGULAR, C_DIM, GFX_LEFT | GFX_MIDDLE);
        /* the board and the pot */
        layout_rect_t br = layout_board();
        float cw = br.w / 5.6f;
        for (int i = 0; i < v.n_board; i++)
            gfx_card(G, v.board[i], br.x + cw / 2 + i * (br.w - cw) / 4, br.y + br.h / 2, cw, 1.0f, 0.0f, 0.0f);
        int64_t pot = 0;
        for (int s = 0; s < v.n_seats; s++)
            pot += v.seats[s].in_pot - v.seats[s].committed;
        if (v.phase == PHASE_HAND && pot > 0) {
            float px, py;
            layout_pot(v.n_seats, 0, 1, &px, &py);
            gfx_chip_stacks(G, st, v.level_index, pot, px, py, 26, 0);
            snprintf(line, sizeof line, _("Pot %s"), app_chips(pot, x1, sizeof x1));
            gfx_text(G, line, px, py + 22, 14, GFX_FONT_BOLD, C_TEXT, GFX_CENTER | GFX_MIDDLE);
        }
        /* the seats, seat 1 at the bottom */
        for (int s = 0; s < v.n_seats; s++) {
            const view_seat_t *vs = &v.seats[s];
            if (!vs->occupied || vs->eliminated)
                continue;
            layout_seat_parts_t parts;
            layout_seat_parts(v.n_seats, s, 0, &parts);
            float cx = parts.plate.x + parts.plate.w / 2, cy = parts.plate.y + parts.plate.h / 2;
            /* the cards first, tucked under the plate as at the person's own table: the name stays
             * readable */
            if (v.phase == PHASE_HAND && vs->in_hand) {
                float ccx = parts.cards.x + parts.cards.w / 2, ccy = parts.cards.y + parts.cards.h / 2, ccw = 44;
                if (vs->cards_known) { /* tabled: where the table lays shown hands, clear of the plate */
                    ccx = parts.shown.x + parts.shown.w / 2;
                    ccy = parts.shown.y + parts.shown.h / 2;
                    gfx_card(G, vs->hole[0], ccx - ccw * 0.55f, ccy, ccw, 1.0f, 0.0f, 0.0f);
                    gfx_card(G, vs->hole[1], ccx + ccw * 0.55f, ccy, ccw, 1.0f, 0.0f, 0.0f);
                } else {
                    gfx_card_back(G, ccx - ccw * 0.3f, ccy, ccw, 1.0f);
                    gfx_card_back(G, ccx + ccw * 0.3f, ccy, ccw, 1.0f);
                }
            }
            int state = vs->all_in ? GFX_PLATE_ALLIN : vs->folded ? GFX_PLATE_FOLDED
                        : v.to_act == s ? GFX_PLATE_TO_ACT : GFX_PLATE_NORMAL;
            gfx_plate(G, cx, cy, vs->name, app_chips(vs->stack, x1, sizeof x1), NULL, state, -1.0f);
            if (vs->committed > 0) {
                float bx, by;
                layout_bet(v.n_seats, s, 0, &bx, &by);
                gfx_chip_stacks(G, st, v.level_index, vs->committed, bx, by, 22, 1);
            }
            if (s == v.button) {
                /* beside the plate, on the side of the table's middle (the right of a plate in the middle) */
                float side = cx > LAYOUT_CX + 1 ? -1.0f : 1.0f;
                gfx_marker(G, cx + side * (GFX_PLATE_W / 2 + 18), cy, GFX_MARK_BUTTON, 0);
            }
        }
    }
    const layout_rect_t lr = layout_rect(LAYOUT_WATCH_LOBBY), tr = layout_rect(LAYOUT_WATCH_TABLE);
    ui_name(u, layout_name(LAYOUT_WATCH_LOBBY));
    if (ui_button(u, ui_id(layout_name(LAYOUT_WATCH_LOBBY), 0), lr.x, lr.y, lr.w, lr.h, _("Back to the lobby"), "Esc", 0, NULL) ||
        ui_key(u, SDLK_ESCAPE))
        U->watch = 0;
    ui_name(u, layout_name(LAYOUT_WATCH_TABLE));
    if (ui_button(u, ui_id(layout_name(LAYOUT_WATCH_TABLE), 0), tr.x, tr.y, tr.w, tr.h, _("Back to my table"), "L", UI_PRIMARY, NULL) ||
        ui_key(u, SDLK_l)) {
        U->watch = 0;
        app_go(a, SCREEN_TABLE);
    }
    /* the next or the previous table in play */
    int step = ui_key(u, SDLK_RIGHT) ? 1 : ui_key(u, SDLK_LEFT) ? -1 : 0;
    for (int k = 1; step && k < tourney_tables(t); k++) {
        int tb = (U->watch - 1 + step * k + tourney_tables(t) * 2) % tourney_tables(t) + 1;
        if (tourney_table_count(t, tb) >= 0) {
            U->watch = tb;
            break;
        }
    }
}

/* ---- the screen ----------------------------------------------------------------------------- */

void screen_lobby(app_t *a)
{
    gfx_t *G = a->g;
    ui_t *u = &a->ui;
    lobby_ui_t *U = lobby_get(a);
    if (!U || !a->game || !a->game->mtt) {
        app_go(a, a->game ? SCREEN_TABLE : SCREEN_START);
        return;
    }
    /* the end, or the person's bust, is the table's to show: the tournament waits on "watch or the
     * results" there, and the lobby must hold nothing up */
    if (a->game->finished || (a->game->hero_busted && a->game->watch_choice == 0 && game_idle(a->game))) {
        U->watch = 0;
        app_go(a, SCREEN_TABLE);
        return;
    }
    count(a, U);
    if (U->watch) {
        watch_table(a, U);
        return;
    }
    const lobby_t *L = &U->L;
    gfx_background(G);
    gfx_table(G, "");
    float x0, y0, x1, y1;
    gfx_logical_bounds(G, &x0, &y0, &x1, &y1);
    gfx_fill_rect(G, x0, y0, x1 - x0, y1 - y0, C_DIMMED);
    /* the title bar: the field, hand-for-hand, the person's turn */
    const layout_rect_t tr = layout_rect(LAYOUT_LOBBY_TITLE);
    gfx_panel(G, tr.x, tr.y, tr.w, tr.h);
    ui_area(u, layout_name(LAYOUT_LOBBY_TITLE), tr.x, tr.y, tr.w, tr.h);
    float tw = gfx_text(G, _("Lobby"), tr.x + 18, tr.y + tr.h / 2, 26, GFX_FONT_BOLD, C_TEXT, GFX_LEFT | GFX_MIDDLE);
    char line[200], c1[32], c2[32], c3[32], c4[32];
    game_mtt_t *M = a->game->mtt;
    const structure_t *st = game_structure(a->game);
    int lvl = game_mtt_level_at(M, L->now);
    if (lvl < 0)
        lvl = 0;
    if (lvl >= st->n_levels)
        lvl = st->n_levels - 1;
    snprintf(line, sizeof line, _("%s of %s left, level %d: %s/%s"), app_chips(L->left, c1, sizeof c1),
             app_chips(L->entrants, c2, sizeof c2), lvl + 1, app_chips(st->levels[lvl].small_blind, c3, sizeof c3),
             app_chips(st->levels[lvl].big_blind, c4, sizeof c4));
    float sw = gfx_text_squeeze(G, line, tr.x + 18 + tw + 24, tr.y + tr.h / 2, 560, 16, 11, GFX_FONT_REGULAR, C_TEXT,
                                GFX_LEFT | GFX_MIDDLE);
    session_wait_t w;
    const char *news = NULL;
    char turn[96];
    uint32_t news_col = C_RED;
    if (game_hero_to_act(a->game, &w) || game_hero_deciding(a->game, &w)) {
        /* the tournament waits for the person (R40): say so, the lobby itself holds nothing up */
        snprintf(turn, sizeof turn, _("Your turn at table %d"), M->table);
        news = turn;
    } else if (L->hand_for_hand) {
        news = _("Hand-for-hand");
    } else if (L->left <= L->paid) {
        news = _("In the money"), news_col = C_PRIZE;
    }
    if (news)
        gfx_text_squeeze(G, news, tr.x + tr.w - 18, tr.y + tr.h / 2, tr.w - (18 + tw + 24 + sw + 40) - 18, 16, 11,
                         GFX_FONT_BOLD, news_col, GFX_RIGHT | GFX_MIDDLE);
    int find_id = ui_id("lobby.find", 0);
    int find_focused = u->focus == find_id;
    int watch = 0;
    tables_panel(a, U, &watch);
    standings_panel(a, U, find_id, &watch);
    payouts_panel(a, U);
    U->to_person = 0; /* (a sort key below asks again for the next frame) */
    /* the keys: arrows in the chosen list, Left/Right choose the list; letters unless typing */
    const int t_rows = (int)((layout_rect(LAYOUT_LOBBY_TABLES).h - 76) / ROW_H);
    const int s_rows = (int)((layout_rect(LAYOUT_LOBBY_STANDINGS).y + layout_rect(LAYOUT_LOBBY_STANDINGS).h - 10 -
                              (layout_rect(LAYOUT_LOBBY_FIND).y + layout_rect(LAYOUT_LOBBY_FIND).h + 40)) / ROW_H);
    int move = 0;
    if (ui_key(u, SDLK_UP))
        move = -1;
    if (ui_key(u, SDLK_DOWN))
        move = 1;
    if (ui_key(u, SDLK_PAGEUP))
        move = -(U->list ? s_rows : t_rows);
    if (ui_key(u, SDLK_PAGEDOWN))
        move = U->list ? s_rows : t_rows;
    if (!find_focused) {
        if (ui_key(u, SDLK_HOME))
            move = -1000000;
        if (ui_key(u, SDLK_END))
            move = 1000000;
        if (ui_key(u, SDLK_LEFT))
            U->list = 0;
        if (ui_key(u, SDLK_RIGHT))
            U->list = 1;
        for (int k = 0; k < LOBBY_SORT_COUNT; k++)
            if (ui_key(u, SDLK_1 + k)) {
                if (U->key == k)
                    U->reverse = !U->reverse;
                else
                    U->key = k, U->reverse = 0;
                lobby_sort(&U->L, (lobby_sort_t)U->key, U->reverse, U->find);
                U->to_person = 1;
            }
        if (ui_key(u, SDLK_f)) {
            ui_focus(u, find_id);
            u->keyboard_mode = 1;
            a->ui.text[0] = '\0'; /* the F itself is not typed */
        }
    }
    if (move) {
        if (U->list == 0) {
            U->table_sel += move;
            if (U->table_sel >= L->n_tables)
                U->table_sel = L->n_tables - 1;
            if (U->table_sel < 0)
                U->table_sel = 0;
            keep_in_view(U->table_sel, L->n_tables, t_rows, &U->table_top);
        } else {
            U->row_sel += move;
            if (U->row_sel >= L->n_rows)
                U->row_sel = L->n_rows - 1;
            if (U->row_sel < 0)
                U->row_sel = 0;
            keep_in_view(U->row_sel, L->n_rows, s_rows, &U->row_top);
        }
    }
    /* the table to watch: the chosen table, or the chosen player's */
    int sel_table = 0;
    if (U->list == 0 && U->table_sel >= 0 && U->table_sel < L->n_tables && L->tables[U->table_sel].players >= 0)
        sel_table = L->tables[U->table_sel].number;
    else if (U->list == 1 && U->row_sel >= 0 && U->row_sel < L->n_rows)
        sel_table = L->players[L->rows[U->row_sel]].table;
    const layout_rect_t wr = layout_rect(LAYOUT_LOBBY_WATCH), br = layout_rect(LAYOUT_LOBBY_BACK);
    if (sel_table > 0)
        snprintf(line, sizeof line, _("Watch table %d"), sel_table);
    else
        snprintf(line, sizeof line, "%s", _("Watch a table"));
    ui_name(u, layout_name(LAYOUT_LOBBY_WATCH));
    if (ui_button(u, ui_id(layout_name(LAYOUT_LOBBY_WATCH), 0), wr.x, wr.y, wr.w, wr.h, line, "W", sel_table > 0 ? 0 : UI_DISABLED,
                  _("See the chosen table live, as anyone at the rail sees it (Enter, or a double click on its row)")) ||
        (sel_table > 0 && !find_focused && (ui_key(u, SDLK_w) || ui_key(u, SDLK_RETURN) || ui_key(u, SDLK_KP_ENTER))))
        watch = sel_table;
    gfx_text_squeeze(G, _("Arrows: the chosen list; Left/Right: tables or standings; 1-4: sort; F: find"),
                     wr.x + wr.w + 20, wr.y + wr.h / 2, br.x - 20 - (wr.x + wr.w + 20), 13, 9, GFX_FONT_REGULAR,
                     C_DIM, GFX_LEFT | GFX_MIDDLE);
    ui_name(u, layout_name(LAYOUT_LOBBY_BACK));
    int back = ui_button(u, ui_id(layout_name(LAYOUT_LOBBY_BACK), 0), br.x, br.y, br.w, br.h, _("Back to my table"), "Esc", UI_PRIMARY,
                         _("The lobby closes; the tournament went on meanwhile (L)"));
    if (ui_key(u, SDLK_ESCAPE)) {
        if (find_focused && U->find[0]) {
            U->find[0] = '\0';
            lobby_sort(&U->L, (lobby_sort_t)U->key, U->reverse, U->find);
        } else {
            back = 1;
        }
    }
    if (!find_focused && ui_key(u, SDLK_l))
        back = 1;
    if (watch > 0 && a->game && a->game->hero_busted) {
        /* out of the tournament: the table screen follows that table live (game_mtt_watch) */
        game_intend(a->game, (game_intent_t){.kind = GAME_INTENT_MTT, .person = GAME_MTT_OP_WATCH, .on = watch});
        app_go(a, SCREEN_TABLE);
        return;
    }
    if (watch > 0)
        U->watch = watch;
    if (back)
        app_go(a, SCREEN_TABLE);
}
