/* scr_mtt.c — the tournament strip on the table of a multi-table tournament (scr_mtt.h). It reads
 * the field as game_mtt.c last counted it and the tournament clock; it never drives anything. */
#include "app/scr_mtt.h"

#include <stdio.h>

#include "app/format.h"
#include "app/game_mtt.h"
#include "app/i18n.h"
#include "app/palette.h"
#include "render/layout.h"
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
