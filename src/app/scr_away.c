/* scr_away.c — away and watching on the table screen of a multi-table tournament (scr_away.h). */
#include "app/scr_away.h"

#include <stdio.h>

#include "app/format.h"
#include "app/game_mtt.h"
#include "app/i18n.h"
#include "app/palette.h"
#include "render/layout_screens.h"
#include "render/tablegfx.h"

static int button(ui_t *u, const char *name, const char *label, const char *key, int flags, const char *tip)
{
    layout_rect_t r = layout_at(name);
    ui_name(u, name);
    return ui_button(u, ui_id(name, 0), r.x, r.y, r.w, r.h, label, key, flags, tip);
}

static void scrim(app_t *a)
{
    float x0, y0, x1, y1;
    gfx_logical_bounds(a->g, &x0, &y0, &x1, &y1);
    gfx_fill_rect(a->g, x0, y0, x1 - x0, y1 - y0, pal_alpha(C_SCRIM, 0x80));
}

static layout_rect_t panel(app_t *a, const char *name)
{
    layout_rect_t r = layout_at(name);
    gfx_panel(a->g, r.x, r.y, r.w, r.h);
    ui_area(&a->ui, name, r.x, r.y, r.w, r.h);
    return r;
}

void scr_away_button(app_t *a, game_t *g)
{
    game_mtt_t *M = g->mtt;
    if (!M || g->hero_busted || g->finished || M->done || M->table == 0 || game_mtt_away_on(g) || g->n_people > 1)
        return;
    const table_ui_t *T = &a->table_ui;
    if (button(&a->ui, "table.away", _("Away"), "G", UI_NO_FOCUS,
               _("Hand your seat to a bot until the next level, the bubble or the final table")) ||
        (!T->menu_open && !T->confirm_allin_open && ui_key(&a->ui, SDLK_g)))
        a->table_ui.away_open = 1;
}

int scr_away_chooser(app_t *a, game_t *g)
{
    table_ui_t *T = &a->table_ui;
    ui_t *u = &a->ui;
    if (!T->away_open)
        return 0;
    if (!g->mtt || g->hero_busted || game_mtt_away_on(g)) {
        T->away_open = 0;
        return 0;
    }
    ui_set_modal(u, 1);
    ui_layer(u, 1);
    scrim(a);
    layout_rect_t p = panel(a, "away.chooser");
    gfx_text(a->g, _("Hand your seat to a bot"), p.x + p.w / 2, p.y + 34, 24, GFX_FONT_BOLD, C_TEXT, GFX_CENTER | GFX_MIDDLE);
    gfx_text_fit(a->g, _("It plays your hands until the moment you choose"), p.x + p.w / 2, p.y + 64, p.w - 40, 14,
                 GFX_FONT_REGULAR, C_DIM, GFX_CENTER | GFX_MIDDLE);
    static const struct {
        const char *name, *key;
        int until;
        SDL_Keycode k;
    } CH[] = {{"away.level", "1", TOURNEY_AWAY_LEVEL, SDLK_1},
              {"away.bubble", "2", TOURNEY_AWAY_BUBBLE, SDLK_2},
              {"away.final", "3", TOURNEY_AWAY_FINAL, SDLK_3},
              {"away.until_back", "4", TOURNEY_AWAY_UNTIL_BACK, SDLK_4}};
    int chosen = -1;
    for (int i = 0; i < 4; i++) {
        char why[128], label[64];
        int can = game_mtt_away_can(g, CH[i].until, why, sizeof why);
        const char *w = game_mtt_away_words(CH[i].until);
        snprintf(label, sizeof label, "%s", w);
        if (label[0] >= 'a' && label[0] <= 'z')
            label[0] = (char)(label[0] - 'a' + 'A'); /* "Until the bubble" */
        if (button(u, CH[i].name, label, CH[i].key, can ? (i == 0 ? UI_PRIMARY : 0) : UI_DISABLED,
                   can ? _("A bot plays your seat, faster, until then; then the table is yours again") : why) ||
            (can && ui_key(u, CH[i].k)))
            chosen = CH[i].until;
    }
    if (chosen >= 0) {
        game_intend(g, (game_intent_t){.kind = GAME_INTENT_MTT, .person = GAME_MTT_OP_AWAY, .on = chosen});
        T->away_open = 0;
    } else if (button(u, "away.cancel", _("Cancel"), "Esc", 0, _("Keep playing your seat")) || ui_key(u, SDLK_ESCAPE)) {
        T->away_open = 0;
    }
    ui_layer(u, 0);
    ui_set_modal(u, 0);
    return 1;
}

void scr_away_panel(app_t *a, game_t *g)
{
    ui_t *u = &a->ui;
    const game_mtt_away_t *A = &g->mtt->away;
    layout_rect_t p = panel(a, "away.panel");
    char line[128];
    snprintf(line, sizeof line, _("Away %s"), game_mtt_away_words(A->until));
    gfx_text_squeeze(a->g, line, p.x + p.w / 2, p.y + 16, p.w - 24, 17, 12, GFX_FONT_BOLD, C_GOLD, GFX_CENTER | GFX_MIDDLE);
    gfx_text_squeeze(a->g, _("A bot plays your seat"), p.x + p.w / 2, p.y + 38, p.w - 24, 14, 11, GFX_FONT_REGULAR, C_TEXT,
                     GFX_CENTER | GFX_MIDDLE);
    ui_mark(u, "away.line", p.x + 12, p.y + 6, p.w - 24, 22, line);
    if (button(u, "away.come_back", _("Come back"), "B", UI_PRIMARY, _("Your next decision is yours again")) ||
        ui_key(u, SDLK_b))
        game_intend(g, (game_intent_t){.kind = GAME_INTENT_MTT, .person = GAME_MTT_OP_BACK});
}

int scr_away_busted(app_t *a, game_t *g)
{
    ui_t *u = &a->ui;
    char t[160], money[48];
    ui_set_modal(u, 1);
    ui_layer(u, 1);
    scrim(a);
    layout_rect_t p = panel(a, "mtt_busted.panel");
    gfx_text(a->g, _("You are out"), p.x + p.w / 2, p.y + 34, 26, GFX_FONT_BOLD, C_TEXT, GFX_CENTER | GFX_MIDDLE);
    if (g->hero_prize > 0)
        snprintf(t, sizeof t, _("You finished %d%s and won %s."), g->hero_place, app_ordinal(g->hero_place),
                 app_money(game_structure(g), g->hero_prize, money, sizeof money));
    else
        snprintf(t, sizeof t, _("You finished %d%s."), g->hero_place, app_ordinal(g->hero_place));
    gfx_text_fit(a->g, t, p.x + p.w / 2, p.y + 78, p.w - 40, 18, GFX_FONT_REGULAR, C_TEXT, GFX_CENTER | GFX_MIDDLE);
    const tourney_t *tt = game_mtt_tourney(g);
    snprintf(t, sizeof t, _("%d players left"), tourney_players_left(tt));
    gfx_text_fit(a->g, t, p.x + p.w / 2, p.y + 104, p.w - 40, 14, GFX_FONT_REGULAR, C_DIM, GFX_CENTER | GFX_MIDDLE);
    int res = 0;
    if (u->focus == 0)
        ui_focus(u, ui_id("mtt_busted.watch", 0));
    if (button(u, "mtt_busted.watch", _("Watch a table"), "W", 0, _("Any table, live, in its public view: Left and Right change it")) ||
        ui_key(u, SDLK_w))
        res = 1;
    if (button(u, "mtt_busted.skip", _("Skip to the final table"), "F", 0,
               _("The tournament plays on at speed until the final table is seated; then you watch it")) ||
        ui_key(u, SDLK_f))
        res = 3;
    if (button(u, "mtt_busted.results", _("See the results"), "Enter", UI_PRIMARY,
               _("The bots play the rest out at once; then places and prizes")))
        res = 2;
    ui_layer(u, 0);
    ui_set_modal(u, 0);
    return res;
}

int scr_away_watching(app_t *a, game_t *g)
{
    ui_t *u = &a->ui;
    const game_mtt_away_t *A = &g->mtt->away;
    const tourney_t *tt = game_mtt_tourney(g);
    char line[128], n[32];
    int res = 0;
    if (A->watch == GAME_WATCH_SKIP) {
        layout_rect_t p = panel(a, "skip.panel");
        gfx_text(a->g, _("Skipping to the final table"), p.x + p.w / 2, p.y + 30, 22, GFX_FONT_BOLD, C_TEXT,
                 GFX_CENTER | GFX_MIDDLE);
        snprintf(line, sizeof line, _("%s players left…"), app_chips(tourney_players_left(tt), n, sizeof n));
        gfx_text_fit(a->g, line, p.x + p.w / 2, p.y + 64, p.w - 40, 18, GFX_FONT_REGULAR, C_GOLD, GFX_CENTER | GFX_MIDDLE);
        ui_mark(u, "skip.left", p.x + 20, p.y + 52, p.w - 40, 24, line);
        if (button(u, "skip.results", _("See the results"), "Enter", 0, _("The bots play the rest out at once")) ||
            ui_key(u, SDLK_RETURN))
            res = 1;
        return res;
    }
    if (A->watch != GAME_WATCH_TABLE)
        return 0;
    layout_rect_t p = panel(a, "watch.panel");
    snprintf(line, sizeof line, _("Watching table %d: %s left"), A->wtable, app_chips(tourney_players_left(tt), n, sizeof n));
    gfx_text_squeeze(a->g, line, p.x + p.w / 2, p.y + 18, p.w - 24, 16, 11, GFX_FONT_BOLD, C_GOLD, GFX_CENTER | GFX_MIDDLE);
    ui_mark(u, "watch.line", p.x + 12, p.y + 6, p.w - 24, 24, line);
    if (button(u, "watch.prev", _("Previous"), "Left", 0, _("The table before this one in play")) ||
        ui_key(u, SDLK_LEFT))
        game_intend(g, (game_intent_t){.kind = GAME_INTENT_MTT, .person = GAME_MTT_OP_WATCH_NEXT, .on = -1});
    if (button(u, "watch.next", _("Next"), "Right", 0, _("The table after this one in play")) || ui_key(u, SDLK_RIGHT))
        game_intend(g, (game_intent_t){.kind = GAME_INTENT_MTT, .person = GAME_MTT_OP_WATCH_NEXT, .on = 1});
    if (button(u, "watch.slower", _("Slower"), "-", 0, _("Watch at a slower pace")) || ui_key(u, SDLK_MINUS))
        game_intend(g, (game_intent_t){.kind = GAME_INTENT_MTT, .person = GAME_MTT_OP_PACE, .on = -1});
    if (button(u, "watch.faster", _("Faster"), "+", 0, _("Watch at a faster pace")) || ui_key(u, SDLK_EQUALS) ||
        ui_key(u, SDLK_PLUS))
        game_intend(g, (game_intent_t){.kind = GAME_INTENT_MTT, .person = GAME_MTT_OP_PACE, .on = 1});
    if (button(u, "watch.results", _("See the results"), "Enter", 0, _("The bots play the rest out at once")) ||
        ui_key(u, SDLK_RETURN))
        res = 1;
    return res;
}
