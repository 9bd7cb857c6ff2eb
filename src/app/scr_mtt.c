/* scr_mtt.c — the tournament strip on the table of a multi-table tournament (scr_mtt.h). It reads
 * the field as game_mtt.c last counted it and the tournament clock; it never drives anything. */
#include "app/scr_mtt.h"

#include <stdio.h>
#include <string.h>

#include "app/format.h"
#include "app/game_mtt.h"
#include "app/i18n.h"
#include "app/palette.h"
#include "render/chips.h"
#include "render/layout.h"
#include "render/layout_screens.h"
#include "render/tablegfx.h"

void scr_mtt_strip(app_t *a, game_t *g)
{
    gfx_t *G = a->g;
    const game_mtt_t *M = g->mtt;
    const game_mtt_field_t *f = &M->field;
    const structure_t *st = game_structure(g);
    const layout_rect_t pp = layout_rect(LAYOUT_PLAYERS_PANEL);
    const float px = pp.x + 14, pw_in = pp.w - 26, ph = 80; /* as the players panel: the corner seats' cards stay clear */
    char line[160], x[32], y[32];
    gfx_panel(G, pp.x, pp.y, pp.w, ph);
    ui_area(&a->ui, "table.mtt_strip", pp.x, pp.y, pp.w, ph);
    {   /* which table this is, named for tests and tools as the screen knows it: "Table 4", or
         * "Table 1 (the final table)" once one table is left */
        const tourney_t *t = game_mtt_tourney(g);
        int active = 0;
        if (t && f->left <= tourney_table_size(t))
            for (int tb = 1; tb <= tourney_tables(t) && active < 2; tb++)
                active += tourney_table_count(t, tb) > 0;
        char tl[64];
        snprintf(tl, sizeof tl, active == 1 ? "Table %d (the final table)" : "Table %d", M->table);
        ui_mark(&a->ui, "table.mtt_table", pp.x, pp.y, pp.w, ph, tl);
    }
    if (!f->counted)
        return;
    /* players left, and where the person stands */
    snprintf(line, sizeof line, _("Left %s/%s"), app_chips(f->left, x, sizeof x), app_chips(f->entrants, y, sizeof y));
    float lw = gfx_text_squeeze(G, line, px, pp.y + 7, pw_in * 0.62f, 15, 11, GFX_FONT_BOLD, C_GOLD, GFX_LEFT | GFX_TOP);
    if (f->rank > 0) {
        snprintf(line, sizeof line, _("you %s%s"), app_chips(f->rank, x, sizeof x), app_ordinal(f->rank));
        gfx_text_squeeze(G, line, pp.x + pp.w - 12, pp.y + 8, pw_in - lw - 8, 13, 10, GFX_FONT_BOLD, C_TEXT,
                         GFX_RIGHT | GFX_TOP);
    }
    /* the stacks */
    snprintf(line, sizeof line, _("avg %s  top %s"), app_chips(f->avg, x, sizeof x), app_chips(f->largest, y, sizeof y));
    gfx_text_squeeze(G, line, px, pp.y + 27, pw_in, 13, 10, GFX_FONT_REGULAR, C_TEXT, GFX_LEFT | GFX_TOP);
    /* the tournament clock: hand-for-hand first, it is what the table waits for */
    if (M->hand_for_hand) {
        snprintf(line, sizeof line, "%s", _("Hand-for-hand"));
        gfx_text_squeeze(G, line, px, pp.y + 43, pw_in, 13, 10, GFX_FONT_BOLD, C_RED, GFX_LEFT | GFX_TOP);
    } else if (game_mtt_catching_up(g)) { /* the table waits on the others (R40): say why it is still */
        snprintf(line, sizeof line, "%s", _("Other tables catching up…"));
        gfx_text_squeeze(G, line, px, pp.y + 43, pw_in, 13, 10, GFX_FONT_REGULAR, C_DIM, GFX_LEFT | GFX_TOP);
    } else {
        int64_t now = tourney_now(game_mtt_tourney(g)), brk = game_mtt_break_in(M, now);
        if (brk > 0)
            snprintf(line, sizeof line, _("Next break in %d:%02d"), (int)(brk / 60), (int)(brk % 60));
        else if (brk == 0)
            snprintf(line, sizeof line, "%s", _("On a break"));
        else
            snprintf(line, sizeof line, "%s", _("No more breaks"));
        gfx_text_squeeze(G, line, px, pp.y + 43, pw_in, 13, 10, GFX_FONT_REGULAR, C_DIM, GFX_LEFT | GFX_TOP);
    }
    /* the money */
    char m1[48], m2[48];
    if (f->left > f->paid)
        snprintf(line, sizeof line, _("%d paid, min cash %s"), f->paid, app_money(st, f->min_cash, m1, sizeof m1));
    else if (f->next_place > 0)
        snprintf(line, sizeof line, _("%s now, %d%s %s"), app_money(st, f->now_prize, m1, sizeof m1), f->next_place,
                 app_ordinal(f->next_place), app_money(st, f->next_prize, m2, sizeof m2));
    else
        snprintf(line, sizeof line, _("In the money: %s"), app_money(st, f->now_prize, m1, sizeof m1));
    gfx_text_squeeze(G, line, px, pp.y + 59, pw_in, 13, 10, GFX_FONT_REGULAR, C_TEXT, GFX_LEFT | GFX_TOP);
    snprintf(line, sizeof line,
             _("The field: players left of the entrants, your place by chips, the average and largest stack; the next "
               "break on the tournament clock; the places paid and the smallest prize, or in the money your prize "
               "now and the next pay jump."));
    ui_tip_area(&a->ui, ui_id("table.mtt_strip_tip", 0), pp.x, pp.y, pp.w, ph, line);
}

float scr_mtt_seat_alpha(const game_t *g, int s) { return g->mtt ? mtt_show_seat_alpha(g, s) : 1.0f; }

/* A small note in a pill centred at (cx, top y), at opacity al. */
static void note_pill(app_t *a, const char *text, float cx, float y, float al, const char *mark)
{
    gfx_t *G = a->g;
    float w = gfx_text_width(G, text, 12, GFX_FONT_BOLD) + 16, h = 18;
    float was = gfx_get_alpha(G);
    gfx_set_alpha(G, was * al);
    gfx_fill_rounded(G, cx - w / 2, y, w, h, 9, C_ACCENT_BG);
    gfx_text(G, text, cx, y + 2, 12, GFX_FONT_BOLD, C_GOLD, GFX_CENTER | GFX_TOP);
    gfx_set_alpha(G, was);
    ui_mark(&a->ui, mark, cx - w / 2, y, w, h, text);
}

void scr_mtt_overlay(app_t *a, game_t *g)
{
    gfx_t *G = a->g;
    const game_mtt_t *M = g->mtt;
    const mtt_show_t *S = &M->show;
    const mtt_show_timings_t *ST = &MTT_SHOW_TIMINGS;
    const float below = GFX_PLATE_H / 2 + 16; /* under the plate and its tag */
    char line[TICKER_LINE];
    /* players moved to and from the person's table: "from table 12" / "to table 4" */
    for (int s = 0; s < g->n_seats && s < ENGINE_MAX_SEATS; s++) {
        const mtt_note_t *nt = &S->note[s];
        double age = g->clock - nt->from, dur = ST->note * g->speed;
        if (nt->from < 0 || dur <= 0 || age >= dur)
            continue;
        float x, y;
        game_seat_xy(g, s, &x, &y);
        float fade = ST->plate_fade * g->speed, al = 1.0f;
        if (age > dur - fade)
            al = (float)((dur - age) / fade);
        if (nt->leaving) { /* the plate going, fading out */
            float was = gfx_get_alpha(G);
            gfx_set_alpha(G, was * (1.0f - (float)(age < fade ? age / fade : 1.0)));
            gfx_plate(G, x, y, nt->name, "", NULL, GFX_PLATE_NORMAL, 0);
            gfx_set_alpha(G, was);
        }
        snprintf(line, sizeof line, "%s", nt->text);
        note_pill(a, line, x, y + below, al, "table.mtt_note");
    }
    /* the person sits out this hand between the small blind and the button (R36) */
    if (M->sits_out && g->hero >= 0) {
        float x, y;
        game_seat_xy(g, g->hero, &x, &y);
        note_pill(a, _("Sits out this hand (R36)"), x, y + below - 4, 1.0f, "table.mtt_sit_out");
    }
    /* the person's chips on their way to the new table */
    float mx, my, ca, pa;
    if (mtt_show_move_at(g, &mx, &my, &ca, &pa)) {
        float was = gfx_get_alpha(G);
        gfx_set_alpha(G, was * ca);
        gfx_chip_stacks(G, &M->st, g->shown.level_index, S->move_chips, mx, my, 22.0f, 0);
        gfx_set_alpha(G, was);
        int out = g->clock - S->move_from < S->move_out;
        if (out)
            snprintf(line, sizeof line, _("to table %d"), S->move_to_table);
        else
            snprintf(line, sizeof line, _("from table %d"), S->move_from_table);
        ui_mark(&a->ui, "table.mtt_move", mx - 11, my - 11, 22, 22, line);
        if (my < 700) /* beside the chips, on the side away from the log */
            note_pill(a, line, mx + 40 + gfx_text_width(G, line, 12, GFX_FONT_BOLD) / 2, my - 9, ca,
                      "table.mtt_move_note");
    }
    /* the final table's redraw: each seat's draw as its plate comes */
    if (S->redraw_from >= 0 && mtt_show_busy(g)) {
        for (int i = 0; i < S->redraw_n; i++) {
            int s = S->redraw_seat[i];
            float al = mtt_show_seat_alpha(g, s);
            if (al <= 0 || s >= g->n_seats)
                continue;
            float x, y;
            game_seat_xy(g, s, &x, &y);
            snprintf(line, sizeof line, _("seat %d, from table %d"), s + 1, S->redraw_table[i]);
            note_pill(a, line, x, y + below, al, "table.mtt_redraw");
        }
    }
}

void scr_mtt_ticker(app_t *a, game_t *g)
{
    gfx_t *G = a->g;
    game_mtt_t *M = g->mtt;
    const layout_rect_t r = layout_at("table.mtt_ticker");
    char line[TICKER_LINE];
    int tables = 0, waiting = mtt_show_h4h_waiting(g, &tables);
    float al = 1.0f, slide = 1.0f;
    const char *text;
    uint32_t colour = C_TEXT;
    if (waiting > 0) {
        /* hand-for-hand: the table waits for the round */
        snprintf(line, sizeof line, _("Hand-for-hand: waiting for %d of %d tables"), waiting, tables);
        text = line;
        colour = C_RED;
    } else {
        text = ticker_at(&M->show.ticker, g->clock, &al, &slide);
        if (!text)
            return;
    }
    float was = gfx_get_alpha(G);
    gfx_set_alpha(G, was * al);
    float dx = (1.0f - slide) * 24.0f; /* comes in from the right */
    gfx_text_squeeze(G, text, r.x + dx, r.y + 1, r.w - dx, 13, 10, GFX_FONT_BOLD, colour, GFX_LEFT | GFX_TOP);
    gfx_set_alpha(G, was);
    ui_mark(&a->ui, "table.mtt_ticker", r.x, r.y, r.w, r.h, text);
}
