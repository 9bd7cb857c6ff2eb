/* screens.c — the start screen, the tournament set-up, the results and the settings, drawn as
 * panels over the dimmed table, every control reachable by mouse and by keyboard. */
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "app/format.h"
#include "app/game.h"
#include "app/game_mtt.h"
#include "app/i18n.h"
#include "app/results.h"
#include "app/screens.h"
#include "app/scr_review.h"
#include "render/cards.h"
#include "render/layout_screens.h"
#include "render/scene.h"
#include "render/tablegfx.h"
#include "app/palette.h"

static void dimmed_table(app_t *a)
{
    float x0, y0, x1, y1;
    gfx_background(a->g);
    gfx_table(a->g, "");
    gfx_logical_bounds(a->g, &x0, &y0, &x1, &y1);
    gfx_fill_rect(a->g, x0, y0, x1 - x0, y1 - y0, C_DIMMED);
}

/* ---- start -------------------------------------------------------------------------------- */

static uint64_t fresh_seed(const app_t *a);

/* To the set-up: a seed that was dealt is not dealt again by New (Replay this seed is for that).
 * From Hot-seat (confirm_new 2 while asking): seats 1 and 2 are people's, with the names they had
 * or their default ones (editable there), the rest bots, so a home game's host finds hot-seat
 * without knowing that a seat's kind can be switched. */
static void go_setup(app_t *a)
{
    if (a->confirm_new == 2) {
        app_setup_t *S = &a->setup;
        if (S->n_seats < 2)
            S->n_seats = 2;
        for (int s = 0; s < 10; s++)
            S->person[s] = s < 2;
        S->kind = 0; /* hot-seat is a sit-and-go's */
        if (S->pcolour[0] == S->pcolour[1])
            S->pcolour[1] = (S->pcolour[0] + 1) % GAME_PERSON_COLOURS;
    }
    if (a->setup.seed_dealt) {
        snprintf(a->setup.seed_text, sizeof a->setup.seed_text, "%" PRIu64, fresh_seed(a));
        a->setup.seed_dealt = 0;
    }
    a->confirm_new = 0;
    app_go(a, SCREEN_SETUP);
}

void app_dialog_frame(app_t *a, float w, float h, float *x, float *y)
{
    gfx_t *G = a->g;
    float x0, y0, x1, y1;
    gfx_logical_bounds(G, &x0, &y0, &x1, &y1);
    ui_layer(&a->ui, 2);
    gfx_fill_rect(G, x0, y0, x1 - x0, y1 - y0, C_SCRIM);
    const layout_rect_t r = layout_centred(w, h);
    *x = r.x;
    *y = r.y;
    gfx_shadow(G, *x, *y, w, h, 16, 26, pal_alpha(C_SHADOW, 0xb0));
    gfx_panel(G, *x, *y, w, h);
}

/* New tournament while one can be continued: its save would be replaced by the first hand. */
static void confirm_new_dialog(app_t *a)
{
    gfx_t *G = a->g;
    ui_t *u = &a->ui;
    const layout_rect_t P = layout_at("continue.panel");
    const float w = P.w, h = P.h;
    float x, y;
    app_dialog_frame(a, w, h, &x, &y);
    gfx_text(G, _("A tournament is in progress"), x + 32, y + 36, 24, GFX_FONT_BOLD, C_GOLD, GFX_LEFT | GFX_MIDDLE);
    char text[400];
    snprintf(text, sizeof text, _("%s.\n\nA new tournament replaces its save: it could not be continued any more."),
             a->autosave_info);
    gfx_text_wrap(G, text, x + 32, y + 70, w - 64, 15, GFX_FONT_REGULAR, C_TEXT, 4);
    int keep = ui_id("continue.keep", 0);
    if (u->focus == 0 && u->keyboard_mode)
        ui_focus(u, keep);
    const layout_rect_t b_keep = layout_at("continue.keep"), b_new = layout_at("continue.new"),
                        b_back = layout_at("continue.back");
    ui_name(u, "continue.keep");
    if (ui_button(u, keep, b_keep.x, b_keep.y, b_keep.w, b_keep.h, _("Continue it"), "C", UI_PRIMARY, _("Back to the saved tournament")) ||
        ui_key(u, SDLK_c)) {
        a->confirm_new = 0;
        app_request(a, (app_req_t){.kind = APP_REQ_CONTINUE});
    } else if (ui_name(u, "continue.new"), ui_button(u, ui_id("continue.new", 0), b_new.x, b_new.y, b_new.w, b_new.h, _("Start a new one"), "N", 0,
                         _("The saved tournament is replaced once the first hand is dealt")) ||
               ui_key(u, SDLK_n)) {
        go_setup(a);
    } else if (ui_name(u, "continue.back"), ui_button(u, ui_id("continue.back", 0), b_back.x, b_back.y, b_back.w, b_back.h, _("Back"), "Esc", 0, _("The start screen")) ||
               ui_key(u, SDLK_ESCAPE)) {
        a->confirm_new = 0;
    }
    ui_layer(u, 0);
    ui_set_modal(u, 0);
}

/* The start screen's rectangle for name, as it stands with a saved tournament (Continue first) or
 * without. */
static layout_rect_t start_at(const char *name, int saved)
{
    char key[48];
    snprintf(key, sizeof key, "%s%s", name, saved ? "@saved" : "");
    return layout_at(key);
}

void screen_start(app_t *a)
{
    gfx_t *G = a->g;
    ui_t *u = &a->ui;
    if (a->confirm_new)
        ui_set_modal(u, 2);
    /* a table seen from a player's chair, a hand on the turn, lit from above; the title and the
     * choices in the dark room over it */
    gfx_background(G);
    gfx_start_scene(G);
    const layout_rect_t title = layout_at("start.title"), sub = layout_at("start.subtitle");
    const float tx = title.x + title.w / 2, ty = title.y + title.h / 2;
    gfx_text(G, "Felt", tx + 3, ty + 5, 96, GFX_FONT_BOLD, pal_alpha(C_SHADOW, 0xc0), GFX_CENTER | GFX_MIDDLE);
    gfx_text(G, "Felt", tx, ty, 96, GFX_FONT_BOLD, C_TEXT, GFX_CENTER | GFX_MIDDLE);
    gfx_text(G, _("No-Limit Hold'em tournaments"), sub.x + sub.w / 2, sub.y + sub.h / 2, 19, GFX_FONT_REGULAR, C_DIM,
             GFX_CENTER | GFX_MIDDLE);
    /* the primary choice is the one most wanted: Continue when a tournament waits, else New; the
     * saved tournament's line sits under Continue */
    const int cont_first = a->have_autosave;
    layout_rect_t r = start_at("start.new", cont_first);
    int first = ui_id("start.first", 0);
    if (u->focus == 0 && u->keyboard_mode)
        ui_focus(u, first);
    ui_name(u, "start.new");
    if (ui_button(u, first, r.x, r.y, r.w, r.h, _("New tournament"), "N", cont_first ? 0 : UI_PRIMARY,
                  _("A sit-and-go against bots, alone or hot-seat, or a multi-table tournament: who plays, the structure, the seed")) ||
        ui_key(u, SDLK_n)) {
        /* a tournament that can be continued is not replaced without asking */
        if (a->have_autosave)
            a->confirm_new = 1;
        else
            go_setup(a);
    }
    char label[160];
    snprintf(label, sizeof label, "%s", _("Continue"));
    r = start_at("start.continue", cont_first);
    ui_name(u, "start.continue");
    if (ui_button(u, ui_id("start.continue", 0), r.x, r.y, r.w, r.h, label, "C",
                  a->have_autosave ? UI_PRIMARY : UI_DISABLED,
                  a->have_autosave ? a->autosave_info
                                   : (a->autosave_error[0] ? a->autosave_error : _("No tournament in progress"))) ||
        (a->have_autosave && ui_key(u, SDLK_c))) {
        app_request(a, (app_req_t){.kind = APP_REQ_CONTINUE});
    }
    if (a->have_autosave) {
        r = layout_at("start.saved_line@saved");
        gfx_text_fit(G, a->autosave_info, r.x + r.w / 2, r.y, r.w, 13, GFX_FONT_REGULAR, C_DIM, GFX_CENTER | GFX_TOP);
    }
    /* the secondary choices two by two, Hot-seat first for the home game's host; three rows that
     * end above the table's rail in the scene below, whichever of New and Continue is first */
    r = start_at("start.hotseat", cont_first);
    ui_name(u, "start.hotseat");
    if (ui_button(u, ui_id("start.hotseat", 0), r.x, r.y, r.w, r.h, _("Hot-seat"), "H", 0,
                  _("Several people at one screen: seats 1 and 2 are people's, bots fill the rest; "
                    "names and seats can be changed in the set-up")) ||
        ui_key(u, SDLK_h)) {
        a->confirm_new = 2;
        if (!a->have_autosave)
            go_setup(a);
    }
    r = start_at("start.practice", cont_first);
    ui_name(u, "start.practice");
    if (ui_button(u, ui_id("start.practice", 0), r.x, r.y, r.w, r.h, _("Practice"), "P", 0,
                  _("Dealer drills on the real table: button and blinds, raises, side pots, rulings")) ||
        ui_key(u, SDLK_p)) {
        app_go(a, SCREEN_PRACTICE);
    }
    r = start_at("start.stats", cont_first);
    ui_name(u, "start.stats");
    if (ui_button(u, ui_id("start.stats", 0), r.x, r.y, r.w, r.h, _("Statistics"), "T", 0,
                  _("Each person's tournaments, finishes and figures: VPIP, PFR, aggression, showdowns")) ||
        ui_key(u, SDLK_t))
        review_open_stats(a, SCREEN_START);
    r = start_at("start.settings", cont_first);
    ui_name(u, "start.settings");
    if (ui_button(u, ui_id("start.settings", 0), r.x, r.y, r.w, r.h, _("Settings"), "S", 0, _("Speed, sound, cards, screen")) ||
        ui_key(u, SDLK_s)) {
        a->back_screen = SCREEN_START;
        app_go(a, SCREEN_SETTINGS);
    }
    r = start_at("start.quit", cont_first);
    ui_name(u, "start.quit");
    if (ui_button(u, ui_id("start.quit", 0), r.x, r.y, r.w, r.h, _("Quit"), "Q", 0, _("The tournament in play is saved")) ||
        ui_key(u, SDLK_q))
        a->quit = 1;
    if (a->status[0]) {
        r = layout_at("start.status");
        gfx_text_fit(G, a->status, r.x + r.w / 2, r.y, r.w, 13, GFX_FONT_REGULAR, C_DIM, GFX_CENTER | GFX_TOP);
    }
    char ver[64];
    snprintf(ver, sizeof ver, "Felt %s", FELT_VERSION);
    r = layout_at("start.version");
    gfx_text(G, ver, r.x + r.w, r.y, 12, GFX_FONT_REGULAR, pal_alpha(C_TEXT, 0x60), GFX_RIGHT | GFX_TOP);
    if (a->confirm_new)
        confirm_new_dialog(a);
}

/* ---- set-up ------------------------------------------------------------------------------- */

static void mtt_payout_line(app_t *a, const app_structure_t *as, int n, float x, float y, float w);

/* mtt: NULL for a sit-and-go (the table's payouts), else the structure whose MTT ladder is shown */
static void structure_summary(app_t *a, const structure_t *st, float x, float y, float w, const app_structure_t *mtt)
{
    gfx_t *G = a->g;
    char line[256], p[32], q[32], r[32];
    /* the lines below follow the text as drawn: at the largest text size the description takes
     * four lines and ran over the starting stack, and the level columns ran into each other */
    float dh = gfx_text_wrap(G, st->description, x, y, w, 13, GFX_FONT_REGULAR, C_DIM, 3);
    y += dh + 9 > 58 ? dh + 9 : 58;
    float row = gfx_text_line_height(G, 13, GFX_FONT_REGULAR) + 2;
    if (row < 19)
        row = 19;
    snprintf(line, sizeof line, _("Starting stack %s, up to %d seats"), app_chips(st->starting_stack, p, sizeof p),
             st->table_size);
    gfx_text(G, line, x, y, 14, GFX_FONT_REGULAR, C_TEXT, GFX_LEFT | GFX_TOP);
    y += 22;
    /* levels: first eight */
    int shown = 0;
    for (int i = 0; i < st->n_levels && shown < 8; i++, shown++) {
        const level_t *L = &st->levels[i];
        char len[32];
        if (L->minutes)
            snprintf(len, sizeof len, _("%d min"), L->minutes);
        else
            snprintf(len, sizeof len, P_("%d hand", "%d hands", L->hands), L->hands);
        if (L->is_break)
            snprintf(line, sizeof line, _("Break  %s"), len);
        else if (L->ante)
            snprintf(line, sizeof line, _("%d.  %s/%s  ante %s  %s"), structure_level_number(st, i),
                     app_chips(L->small_blind, p, sizeof p), app_chips(L->big_blind, q, sizeof q),
                     app_chips(L->ante, r, sizeof r), len);
        else
            snprintf(line, sizeof line, "%d.  %s/%s  %s", structure_level_number(st, i),
                     app_chips(L->small_blind, p, sizeof p), app_chips(L->big_blind, q, sizeof q), len);
        gfx_text_squeeze(G, line, x + (shown % 2) * (w / 2), y + (shown / 2) * row, w / 2 - 8, 13, 10,
                         GFX_FONT_REGULAR, L->is_break ? C_GOLD : C_TEXT, GFX_LEFT | GFX_TOP);
    }
    if (st->n_levels > 8) {
        snprintf(line, sizeof line, _("… %d levels in all"), st->n_levels);
        gfx_text(G, line, x, y + 4 * row, 13, GFX_FONT_REGULAR, C_DIM, GFX_LEFT | GFX_TOP);
    }
    y += 5 * row + 6;
    if (st->rebuy_enabled) {
        char cost[48];
        app_money(st, st->rebuy_cost, cost, sizeof cost);
        snprintf(line, sizeof line,
                 st->rebuy_limit ? _("Rebuys: %s chips for %s at %s chips or less, until level %d")
                                 : _("Rebuys: %s chips for %s at %s chips or less, until level %d, no limit"),
                 app_chips(st->rebuy_chips, p, sizeof p), cost, app_chips(st->rebuy_max_stack, q, sizeof q),
                 st->rebuy_last_level);
        gfx_text_fit(G, line, x, y, w, 13, GFX_FONT_REGULAR, C_TEXT, GFX_LEFT | GFX_TOP);
        y += row;
    }
    if (st->addon_enabled) {
        char cost[48];
        app_money(st, st->addon_cost, cost, sizeof cost);
        snprintf(line, sizeof line, _("Add-on: %s chips for %s at the end of the rebuys"),
                 app_chips(st->addon_chips, p, sizeof p), cost);
        gfx_text_fit(G, line, x, y, w, 13, GFX_FONT_REGULAR, C_TEXT, GFX_LEFT | GFX_TOP);
        y += row;
    }
    if (mtt) {
        mtt_payout_line(a, mtt, app_mtt_entrants(&a->setup), x, y, w);
        return;
    }
    /* payouts for this table */
    int n = a->setup.n_seats;
    const payout_tier_t *t = structure_payout_for(st, n);
    if (t) {
        size_t o = (size_t)snprintf(line, sizeof line, _("Payouts for %d: "), n);
        for (int i = 0; i < t->n_places && o < sizeof line; i++)
            o += (size_t)snprintf(line + o, sizeof line - o, "%s%d%s %d%%", i ? ", " : "", i + 1, app_ordinal(i + 1),
                                  t->percent_bp[i] / 100);
    } else {
        snprintf(line, sizeof line, _("No payouts for %d players"), n);
    }
    gfx_text_fit(G, line, x, y, w, 13, GFX_FONT_BOLD, C_GOLD, GFX_LEFT | GFX_TOP);
}

/* The MTT payout ladder for a field of n: its places and the first shares; or, when the structure
 * has none for n, which one has (with a button to take it). */
static void mtt_payout_line(app_t *a, const app_structure_t *as, int n, float x, float y, float w)
{
    gfx_t *G = a->g;
    char line[256];
    const mtt_tier_t *t = n > 0 && as->mtt.n_tiers ? structure_mtt_tier_for(&as->mtt, n) : NULL;
    if (n <= 0) {
        snprintf(line, sizeof line, _("Entrants: type a number from %d to %d"), APP_MTT_MIN_ENTRANTS, TOURNEY_MAX_PLAYERS);
        gfx_text_fit(G, line, x, y, w, 13, GFX_FONT_BOLD, C_RED, GFX_LEFT | GFX_TOP);
        return;
    }
    if (t) {
        size_t o = (size_t)snprintf(line, sizeof line, P_("Payouts for %d: %d place", "Payouts for %d: %d places", t->n_places),
                                    n, t->n_places);
        for (int i = 1; i <= 2 && i <= t->n_places && o < sizeof line; i++) {
            int bp = structure_mtt_place_bp(t, i);
            o += (size_t)snprintf(line + o, sizeof line - o, ", %d%s %d.%02d%%", i, app_ordinal(i), bp / 100, bp % 100);
        }
        gfx_text_fit(G, line, x, y, w, 13, GFX_FONT_BOLD, C_GOLD, GFX_LEFT | GFX_TOP);
        return;
    }
    int best = app_mtt_structure_for(a, n);
    if (as->mtt.n_tiers == 0)
        snprintf(line, sizeof line, _("%s has no multi-table payout ladder"), as->st.name);
    else
        snprintf(line, sizeof line, _("%s has no multi-table payouts for %d entrants"), as->st.name, n);
    gfx_text_fit(G, line, x, y, w, 13, GFX_FONT_BOLD, C_RED, GFX_LEFT | GFX_TOP);
    if (best >= 0 && &a->structures[best] != as) {
        char label[128];
        snprintf(label, sizeof label, _("Use %s"), a->structures[best].st.name);
        ui_name(&a->ui, "setup.mtt_structure");
        if (ui_button(&a->ui, ui_id("setup.mtt_structure", 0), x, y + 20, w, 32, label, NULL, 0,
                      _("The closest structure with a multi-table payout ladder for this field")))
            a->setup.structure = best;
    }
}

static uint64_t fresh_seed(const app_t *a)
{
    uint64_t x = (uint64_t)a->wall_ms * 0x9E3779B97F4A7C15ULL ^ (uint64_t)SDL_GetPerformanceCounter();
    x ^= x >> 29;
    x *= 0xBF58476D1CE4E5B9ULL;
    x ^= x >> 32;
    return x % 1000000000ULL;
}

/* The sit-and-go's left column: the table, then every seat: a person (name, colour) or a bot. */
static void setup_seats(app_t *a, int n_people)
{
    gfx_t *G = a->g;
    ui_t *u = &a->ui;
    app_setup_t *S = &a->setup;
    /* left column: the table, then every seat: a person (name, colour) or a bot */
    char size_text[9][32];
    const char *sizes[9];
    for (int i = 0; i < 9; i++) {
        snprintf(size_text[i], sizeof size_text[i], P_("%d seat", "%d seats", i + 2), i + 2);
        sizes[i] = size_text[i];
    }
    int sz = S->n_seats - 2;
    layout_rect_t r = layout_at("setup.table_size");
    gfx_text(G, _("Table"), r.x, r.y - 20, 14, GFX_FONT_REGULAR, C_DIM, GFX_LEFT | GFX_TOP);
    ui_name(u, "setup.table_size");
    if (ui_choice(u, ui_id("setup.table_size", 0), r.x, r.y, r.w, r.h, sizes, 9, &sz, 0, _("Players at the table, people and bots")))
        S->n_seats = sz + 2;
    r = layout_at("setup.random_bots");
    ui_name(u, "setup.random_bots");
    if (ui_button(u, ui_id("setup.random_bots", 0), r.x, r.y, r.w, r.h, _("Random bots"), NULL, 0,
                  _("Every bot seat gets a random named personality (none twice)")))
        for (int s2 = 0; s2 < 10; s2++)
            S->seat_choice[s2] = 0;
    r = layout_at("setup.seats");
    gfx_text(G, _("Seats"), r.x, r.y, 14, GFX_FONT_REGULAR, C_DIM, GFX_LEFT | GFX_TOP);
    gfx_text(G, _("Seat 1 sits left of the dealer's spot"), r.x + r.w, r.y, 12, GFX_FONT_REGULAR, C_DIM, GFX_RIGHT | GFX_TOP);
    const char *opp[64];
    for (int i = 0; i < a->n_opponents; i++)
        opp[i] = a->opponent_spec[i][0] ? a->opponent_label[i] : _(a->opponent_label[i]); /* "Random personality" */
    const char *const kinds[] = {_("Bot"), _("Person")};
    for (int s2 = 0; s2 < S->n_seats; s2++) {
        char sl[16];
        snprintf(sl, sizeof sl, "%d", s2 + 1);
        r = layout_setup_seat("setup.seat_number", s2, S->n_seats);
        gfx_text(G, sl, r.x + r.w / 2, r.y + r.h / 2, 14, GFX_FONT_BOLD, C_DIM, GFX_CENTER | GFX_MIDDLE);
        int k = S->person[s2] ? 1 : 0;
        char nm[UI_NAME_LEN];
        snprintf(nm, sizeof nm, "setup.seat%d.kind", s2 + 1);
        ui_name(u, nm);
        r = layout_setup_seat("setup.seat_kind", s2, S->n_seats);
        if (ui_choice(u, ui_id("setup.seat_kind", s2), r.x, r.y, r.w, r.h, kinds, 2, &k, 0,
                      _("A person plays this seat (hot-seat when several do), or a bot"))) {
            S->person[s2] = k;
        }
        if (S->person[s2]) {
            char ph2[24];
            if (n_people == 1)
                snprintf(ph2, sizeof ph2, _("You"));
            else
                snprintf(ph2, sizeof ph2, _("Player %d"), s2 + 1);
            int fid = ui_id("setup.seat_name", s2);
            snprintf(nm, sizeof nm, "setup.seat%d.name", s2 + 1);
            ui_name(u, nm);
            r = layout_setup_seat("setup.seat_name", s2, S->n_seats);
            ui_textfield(u, fid, r.x, r.y, r.w, r.h, S->pname[s2], sizeof S->pname[s2], 0, NULL,
                         _("The person's name, shown on the seat, the hand-off screen and the results"));
            if (!S->pname[s2][0] && u->focus != fid) /* the name they get if none is typed */
                gfx_text(G, ph2, r.x + 12, r.y + r.h / 2, 15, GFX_FONT_REGULAR, C_DIM, GFX_LEFT | GFX_MIDDLE);
            uint32_t col = (game_person_colour(S->pcolour[s2]) << 8) | 0xffu;
            snprintf(nm, sizeof nm, "setup.seat%d.colour", s2 + 1);
            ui_name(u, nm);
            r = layout_setup_seat("setup.seat_colour", s2, S->n_seats);
            if (ui_button(u, ui_id("setup.seat_colour", s2), r.x, r.y, r.w, r.h, "", NULL, 0, _("Their colour: click for the next one")))
                S->pcolour[s2] = (S->pcolour[s2] + 1) % GAME_PERSON_COLOURS;
            gfx_fill_rounded(G, r.x + 12, r.y + 7, r.w - 24, r.h - 14, 5, col);
        } else {
            snprintf(nm, sizeof nm, "setup.seat%d.bot", s2 + 1);
            ui_name(u, nm);
            r = layout_setup_seat("setup.seat_bot", s2, S->n_seats);
            ui_choice(u, ui_id("setup.seat_bot", s2), r.x, r.y, r.w, r.h, opp, a->n_opponents, &S->seat_choice[s2], 0,
                      _("A bot style and level, a named personality, or a random personality"));
        }
    }
}

enum { SETUP_MTT_PEOPLE = 4 }; /* people the set-up seats (the tournament takes up to TOURNEY_MAX_PEOPLE) */

/* The MTT's people: one (their name) or several (hot-seat: a name and a colour each, and whether
 * they sit together at one table or where the draw puts them). */
static void setup_mtt_people(app_t *a)
{
    gfx_t *G = a->g;
    ui_t *u = &a->ui;
    app_setup_t *S = &a->setup;
    if (S->mtt_people < 1 || S->mtt_people > SETUP_MTT_PEOPLE)
        S->mtt_people = 1;
    int n = S->mtt_people;
    /* the first person: the set-up's first person seat keeps their name (alone), or name 1 */
    int ps = 0;
    if (n == 1)
        while (ps < 9 && !S->person[ps])
            ps++;
    layout_rect_t r = layout_at("setup.mtt_name");
    gfx_text(G, n > 1 ? _("Names") : _("Your name"), r.x, r.y - 20, 14, GFX_FONT_REGULAR, C_DIM, GFX_LEFT | GFX_TOP);
    char ph[32];
    for (int i = 0; i < n; i++) {
        int k = i == 0 ? ps : i;
        layout_rect_t rn = i == 0 ? layout_at("setup.mtt_name") : layout_setup_seat("setup.mtt_pname", i - 1, 10);
        layout_rect_t rc = i == 0 ? layout_at("setup.mtt_colour") : layout_setup_seat("setup.mtt_pcolour", i - 1, 10);
        char nm[UI_NAME_LEN];
        int fid = ui_id("setup.mtt_name", i);
        snprintf(nm, sizeof nm, i == 0 ? "setup.mtt_name" : "setup.mtt_name%d", i + 1);
        ui_name(u, nm);
        ui_textfield(u, fid, rn.x, rn.y, rn.w, rn.h, S->pname[k], sizeof S->pname[k], 0, NULL,
                     _("The person's name at the tables, on the hand-off screen and in the results"));
        if (n > 1)
            snprintf(ph, sizeof ph, _("Player %d"), i + 1);
        else
            snprintf(ph, sizeof ph, "%s", _("You"));
        if (!S->pname[k][0] && u->focus != fid)
            gfx_text(G, ph, rn.x + 12, rn.y + rn.h / 2, 15, GFX_FONT_REGULAR, C_DIM, GFX_LEFT | GFX_MIDDLE);
        snprintf(nm, sizeof nm, "setup.mtt_colour%d", i + 1);
        ui_name(u, nm);
        if (ui_button(u, ui_id("setup.mtt_colour", i), rc.x, rc.y, rc.w, rc.h, "", NULL, 0,
                      _("Their colour: click for the next one")))
            S->pcolour[k] = (S->pcolour[k] + 1) % GAME_PERSON_COLOURS;
        gfx_fill_rounded(G, rc.x + 12, rc.y + 7, rc.w - 24, rc.h - 14, 5, (game_person_colour(S->pcolour[k]) << 8) | 0xffu);
    }
    r = layout_at("setup.mtt_people");
    gfx_text(G, _("People"), r.x, r.y - 20, 14, GFX_FONT_REGULAR, C_DIM, GFX_LEFT | GFX_TOP);
    char people_text[SETUP_MTT_PEOPLE][32];
    const char *people[SETUP_MTT_PEOPLE];
    for (int i = 0; i < SETUP_MTT_PEOPLE; i++) {
        snprintf(people_text[i], sizeof people_text[i], P_("%d person", "%d people", i + 1), i + 1);
        people[i] = people_text[i];
    }
    int pk = n - 1;
    ui_name(u, "setup.mtt_people");
    if (ui_choice(u, ui_id("setup.mtt_people", 0), r.x, r.y, r.w, r.h, people, SETUP_MTT_PEOPLE, &pk, 0,
                  _("People playing at this screen: several pass it between turns (hot-seat)"))) {
        S->mtt_people = pk + 1;
        if (S->mtt_people > 1 && ps != 0) /* the first person's name goes with them */
            memcpy(S->pname[0], S->pname[ps], sizeof S->pname[0]);
        for (int i = 1; i < S->mtt_people; i++)
            if (S->pcolour[i] == S->pcolour[0])
                S->pcolour[i] = (S->pcolour[0] + i) % GAME_PERSON_COLOURS;
    }
    if (n > 1) {
        const char *const sit[] = {_("People sit at different tables (the draw)"), _("People sit together at one table")};
        int together = S->mtt_together ? 1 : 0;
        r = layout_at("setup.mtt_sit");
        ui_name(u, "setup.mtt_sit");
        if (ui_choice(u, ui_id("setup.mtt_sit", 0), r.x, r.y, r.w, r.h, sit, 2, &together, 0,
                      _("Together: the seed's draw seats you side by side at one table. Apart: each where the draw "
                        "puts them, the screen going to the table of whoever acts next")))
            S->mtt_together = together;
    }
}

/* The multi-table tournament's left column: the field, the table size, the bots, the person's name
 * and how long it will take. */
static void setup_mtt(app_t *a)
{
    gfx_t *G = a->g;
    ui_t *u = &a->ui;
    app_setup_t *S = &a->setup;
    char line[256], p[32];
    layout_rect_t r = layout_at("setup.mtt_entrants");
    gfx_text(G, _("Entrants"), r.x, r.y - 20, 14, GFX_FONT_REGULAR, C_DIM, GFX_LEFT | GFX_TOP);
    char preset_text[APP_MTT_PRESETS + 1][32];
    const char *presets[APP_MTT_PRESETS + 1];
    for (int i = 0; i < APP_MTT_PRESETS; i++) {
        app_chips(app_mtt_presets[i], preset_text[i], sizeof preset_text[i]);
        presets[i] = preset_text[i];
    }
    snprintf(preset_text[APP_MTT_PRESETS], sizeof preset_text[APP_MTT_PRESETS], "%s", _("Typed"));
    presets[APP_MTT_PRESETS] = preset_text[APP_MTT_PRESETS];
    ui_name(u, "setup.mtt_entrants");
    if (ui_choice(u, ui_id("setup.mtt_entrants", 0), r.x, r.y, r.w, r.h, presets, APP_MTT_PRESETS + 1, &S->mtt_preset, 0,
                  _("How many play: a preset, or Typed for the number in the box")) &&
        S->mtt_preset < APP_MTT_PRESETS)
        snprintf(S->mtt_entrants_text, sizeof S->mtt_entrants_text, "%d", app_mtt_presets[S->mtt_preset]);
    ui_name(u, "setup.mtt_typed");
    snprintf(line, sizeof line, _("Any field from %d to %d"), APP_MTT_MIN_ENTRANTS, TOURNEY_MAX_PLAYERS);
    r = layout_at("setup.mtt_typed");
    if (ui_textfield(u, ui_id("setup.mtt_typed", 0), r.x, r.y, r.w, r.h, S->mtt_entrants_text, sizeof S->mtt_entrants_text,
                     UI_NUMERIC, NULL, line))
        S->mtt_preset = APP_MTT_PRESETS;
    r = layout_at("setup.mtt_table_size");
    gfx_text(G, _("Table"), r.x, r.y - 20, 14, GFX_FONT_REGULAR, C_DIM, GFX_LEFT | GFX_TOP);
    char size_text[TOURNEY_MAX_TABLE - TOURNEY_MIN_TABLE + 1][32];
    const char *sizes[TOURNEY_MAX_TABLE - TOURNEY_MIN_TABLE + 1];
    int n_sizes = TOURNEY_MAX_TABLE - TOURNEY_MIN_TABLE + 1;
    for (int i = 0; i < n_sizes; i++) {
        snprintf(size_text[i], sizeof size_text[i], P_("%d seat", "%d seats", i + TOURNEY_MIN_TABLE), i + TOURNEY_MIN_TABLE);
        sizes[i] = size_text[i];
    }
    if (S->mtt_table_size < TOURNEY_MIN_TABLE || S->mtt_table_size > TOURNEY_MAX_TABLE)
        S->mtt_table_size = 9;
    int sz = S->mtt_table_size - TOURNEY_MIN_TABLE;
    ui_name(u, "setup.mtt_table_size");
    if (ui_choice(u, ui_id("setup.mtt_table_size", 0), r.x, r.y, r.w, r.h, sizes, n_sizes, &sz, 0,
                  _("Seats at each table: 4 to 10 (the tournament's tables balance and break by this)")))
        S->mtt_table_size = sz + TOURNEY_MIN_TABLE;
    r = layout_at("setup.mtt_bots");
    gfx_text(G, _("Bots"), r.x, r.y - 20, 14, GFX_FONT_REGULAR, C_DIM, GFX_LEFT | GFX_TOP);
    const char *mixes[APP_MTT_MIXES];
    for (int i = 0; i < APP_MTT_MIXES; i++)
        mixes[i] = _(app_mtt_mix_label[i]);
    ui_name(u, "setup.mtt_bots");
    ui_choice(u, ui_id("setup.mtt_bots", 0), r.x, r.y, r.w, r.h, mixes, APP_MTT_MIXES, &S->mtt_mix, 0,
              _("The field: every other entrant is a bot of this mix of styles"));
    setup_mtt_people(a);
    r = layout_at(S->mtt_people > 1 ? "setup.mtt_estimate@people" : "setup.mtt_estimate");
    const float x = r.x, w = r.w;
    float y = r.y;
    /* what it comes to */
    int n = app_mtt_entrants(S);
    const app_structure_t *as = &a->structures[S->structure];
    if (n <= 0 || !as->ok)
        return;
    int tables = (n + S->mtt_table_size - 1) / S->mtt_table_size;
    snprintf(line, sizeof line, P_("%s entrants at %d table", "%s entrants at %d tables", tables), app_chips(n, p, sizeof p),
             tables);
    gfx_text_fit(G, line, x, y, w, 15, GFX_FONT_BOLD, C_TEXT, GFX_LEFT | GFX_TOP);
    y += 26;
    int hands;
    double per;
    int instant = settings_speed_scale(a->settings.speed) <= 0;
    game_mtt_estimate(&as->st, &as->mtt, n, S->mtt_table_size,
                      settings_speed_scale(instant ? SPEED_NORMAL : a->settings.speed), &hands, &per);
    int mins = (int)(hands * per / 60.0 + 0.5);
    if (instant)
        snprintf(line, sizeof line, _("A deep run: about %d hands, %dh %02dm at Normal speed"), hands, mins / 60, mins % 60);
    else
        snprintf(line, sizeof line, _("A deep run: about %d hands, %dh %02dm at this speed"), hands, mins / 60, mins % 60);
    gfx_text_fit(G, line, x, y, w, 15, GFX_FONT_REGULAR, C_TEXT, GFX_LEFT | GFX_TOP);
    y += 24;
    snprintf(line, sizeof line,
             _("Estimated: the tournament ends near the level whose big blind is a twentieth of all the chips; its "
               "table deals that many hands by then on the tournament clock, each about %.0f s on screen, plus "
               "your own thinking.%s"),
             per, instant ? _(" At Instant it goes as fast as you act.") : "");
    gfx_text_wrap(G, line, x, y, w, 13, GFX_FONT_REGULAR, C_DIM, 3);
}

void screen_setup(app_t *a)
{
    gfx_t *G = a->g;
    ui_t *u = &a->ui;
    app_setup_t *S = &a->setup;
    dimmed_table(a);
    const layout_rect_t panel = layout_at("setup.panel"), tr = layout_at("setup.title");
    gfx_shadow(G, panel.x, panel.y, panel.w, panel.h, 16, 26, C_SHADOW);
    gfx_panel(G, panel.x, panel.y, panel.w, panel.h);
    int n_people = 0;
    for (int i = 0; i < S->n_seats; i++)
        n_people += S->person[i] != 0;
    const char *title = S->kind == 1 ? _("Multi-table tournament")
                        : n_people > 1 ? _("Hot-seat tournament")
                                       : _("Solo tournament");
    gfx_text_fit(G, title, tr.x, tr.y + tr.h / 2, tr.w, 30, GFX_FONT_BOLD, C_TEXT, GFX_LEFT | GFX_MIDDLE);
    {
        const char *const kinds[] = {_("Sit-and-go"), _("Multi-table tournament")};
        const layout_rect_t r = layout_at("setup.kind");
        ui_name(u, "setup.kind");
        ui_choice(u, ui_id("setup.kind", 0), r.x, r.y, r.w, r.h, kinds, 2, &S->kind, 0,
                  _("One table, or a field of tables that break and balance down to the final table"));
    }
    if (S->kind != 1) {
        char sub[96];
        float tw = gfx_text_width(G, title, 30, GFX_FONT_BOLD);
        if (n_people > 1)
            snprintf(sub, sizeof sub, P_("%d people and %d bot", "%d people and %d bots", S->n_seats - n_people),
                     n_people, S->n_seats - n_people);
        else
            snprintf(sub, sizeof sub, P_("You and %d bot", "You and %d bots", S->n_seats - 1), S->n_seats - 1);
        gfx_text_fit(G, sub, tr.x + 18 + tw, tr.y + tr.h / 2 + 4, tr.w - tw, 15, GFX_FONT_REGULAR, C_DIM,
                     GFX_LEFT | GFX_MIDDLE);
    }

    if (S->kind == 1)
        setup_mtt(a);
    else
        setup_seats(a, n_people);

    /* right column: structure, seed, speed */
    layout_rect_t r = layout_at("setup.structure");
    gfx_text(G, _("Structure"), r.x, r.y - 20, 14, GFX_FONT_REGULAR, C_DIM, GFX_LEFT | GFX_TOP);
    const char *names[APP_MAX_STRUCTURES];
    for (int i = 0; i < a->n_structures; i++)
        names[i] = a->structures[i].label;
    ui_name(u, "setup.structure");
    ui_choice(u, ui_id("setup.structure", 0), r.x, r.y, r.w, r.h, names, a->n_structures, &S->structure, 0,
              _("Tournament structures from the levels folder"));
    app_structure_t *as = &a->structures[S->structure];
    r = layout_at("setup.structure_summary");
    if (as->ok)
        structure_summary(a, &as->st, r.x, r.y, r.w, S->kind == 1 ? as : NULL);
    else
        gfx_text_wrap(G, as->error, r.x, r.y, r.w, 14, GFX_FONT_REGULAR, C_RED, 3);
    r = layout_at("setup.seed");
    gfx_text(G, _("Seed"), r.x, r.y - 20, 14, GFX_FONT_REGULAR, C_DIM, GFX_LEFT | GFX_TOP);
    ui_name(u, "setup.seed");
    ui_textfield(u, ui_id("setup.seed", 0), r.x, r.y, r.w, r.h, S->seed_text, sizeof S->seed_text, UI_NUMERIC, NULL,
                 _("The same seed and set-up deal the same tournament: share it or replay it"));
    r = layout_at("setup.new_seed");
    ui_name(u, "setup.new_seed");
    if (ui_button(u, ui_id("setup.new_seed", 0), r.x, r.y, r.w, r.h, _("New"), NULL, 0, _("Draw a new seed")))
        snprintf(S->seed_text, sizeof S->seed_text, "%" PRIu64, fresh_seed(a));
    const char *const speeds[] = {_("Instant"), _("Fast"), _("Normal"), _("Slow")};
    r = layout_at("setup.speed");
    gfx_text(G, _("Speed"), r.x, r.y - 20, 14, GFX_FONT_REGULAR, C_DIM, GFX_LEFT | GFX_TOP);
    ui_name(u, "setup.speed");
    if (ui_choice(u, ui_id("setup.speed", 0), r.x, r.y, r.w, r.h, speeds, 4, &a->settings.speed, 0, _("How fast cards and chips move")))
        S->speed = a->settings.speed;

    /* bottom: back and deal */
    r = layout_at("setup.back");
    ui_name(u, "setup.back");
    if (ui_button(u, ui_id("setup.back", 0), r.x, r.y, r.w, r.h, _("Back"), "Esc", 0, _("The start screen; this set-up is kept")) ||
        ui_key(u, SDLK_ESCAPE)) {
        app_go(a, SCREEN_START);
        return;
    }
    int deal = ui_id("setup.deal", 0);
    int ok = as->ok && S->n_seats <= as->st.table_size && n_people > 0;
    if (S->kind == 1) {
        int n = app_mtt_entrants(S);
        ok = as->ok && n > 0 && as->mtt.n_tiers > 0 && structure_mtt_tier_for(&as->mtt, n) != NULL;
    } else if (!ok && as->ok) {
        /* what to do, not only what is wrong */
        char why[96];
        if (n_people == 0)
            snprintf(why, sizeof why, _("Make at least one seat a person's"));
        else
            snprintf(why, sizeof why, _("This structure seats at most %d: fewer seats, or another structure"),
                     as->st.table_size);
        r = layout_at("setup.deal_why");
        gfx_text_squeeze(G, why, r.x + r.w, r.y + r.h, r.w, 13, 10, GFX_FONT_REGULAR, C_RED, GFX_RIGHT | GFX_BOTTOM);
    }
    r = layout_at("setup.deal");
    ui_name(u, "setup.deal");
    if (ui_button(u, deal, r.x, r.y, r.w, r.h, _("Deal"), "Enter", ok ? UI_PRIMARY : UI_DISABLED,
                  _("Start the tournament: the first hand is dealt after the draw for the button")) ||
        (ok && u->focus == 0 && ui_key(u, SDLK_RETURN))) {
        app_request(a, (app_req_t){.kind = APP_REQ_START, .seed = strtoull(S->seed_text, NULL, 10)});
    }
}

/* ---- results ------------------------------------------------------------------------------ */

/* A sit-and-go's results: the table's places and prizes. 1 when the replayer was asked for. */
static int results_table(app_t *a, game_t *g)
{
    gfx_t *G = a->g;
    ui_t *u = &a->ui;
    const structure_t *st = game_structure(g);
    char line[256], m[48], c[32];
    const game_result_t *res = results_of(g);
    int hp = g->hero >= 0 ? res->place[g->hero] : 0;
    int champion = -1;
    for (int i = 0; i < g->n_people; i++)
        if (res->place[g->people[i].seat] == 1)
            champion = i;
    if (g->n_people > 1) {
        hp = champion >= 0 ? 1 : 0;
        if (champion >= 0)
            snprintf(line, sizeof line, _("%s won the tournament!"), g->people[champion].name);
        else
            snprintf(line, sizeof line, _("Results"));
    } else if (hp == 1)
        snprintf(line, sizeof line, _("You won the tournament!"));
    else if (hp > 0)
        snprintf(line, sizeof line, _("You finished %d%s"), hp, app_ordinal(hp));
    else
        snprintf(line, sizeof line, _("Results"));
    /* centred in the room left of the Review hands button, never under it */
    const layout_rect_t tr = layout_at("results.title@review");
    gfx_text_fit(G, line, tr.x + tr.w / 2, tr.y + tr.h / 2, tr.w, tr.h, GFX_FONT_BOLD, hp == 1 ? C_GOLD : C_TEXT,
                 GFX_CENTER | GFX_MIDDLE);
    const layout_rect_t rv = layout_at("results.review");
    ui_name(u, "results.review");
    if (ui_button(u, ui_id("results.review", 0), rv.x, rv.y, rv.w, rv.h, _("Review hands"), NULL, 0,
                  _("Step through any hand of this tournament on the table (H)")) ||
        ui_key(u, SDLK_h)) {
        app_request(a, (app_req_t){.kind = APP_REQ_REVIEW, .screen = SCREEN_RESULTS});
        return 1;
    }
    /* standings */
    int order[ENGINE_MAX_SEATS], n = 0;
    for (int p = 1; p <= ENGINE_MAX_SEATS; p++)
        for (int s = 0; s < g->n_seats; s++)
            if (res->place[s] == p)
                order[n++] = s;
    const layout_rect_t hd = layout_at("results.standings");
    gfx_text(G, _("Place"), hd.x + 20, hd.y, 14, GFX_FONT_BOLD, C_DIM, GFX_LEFT | GFX_TOP);
    gfx_text(G, _("Player"), hd.x + 120, hd.y, 14, GFX_FONT_BOLD, C_DIM, GFX_LEFT | GFX_TOP);
    gfx_text(G, _("Prize"), hd.x + hd.w - 20, hd.y, 14, GFX_FONT_BOLD, C_DIM, GFX_RIGHT | GFX_TOP);
    for (int i = 0; i < n; i++) {
        const layout_rect_t row = layout_row("results.row", i, 32);
        const float x = row.x, y = row.y + 4, w = row.w;
        int s = order[i];
        int pi = game_person_at(g, s);
        uint32_t col = (pi >= 0 && g->n_people == 1) ? C_GOLD : C_TEXT;
        if (pi >= 0 && g->n_people > 1) {
            col = (g->people[pi].colour << 8) | 0xffu;
            gfx_fill_rounded(G, x + 4, y, 5, 22, 2.5f, col);
        }
        if (i % 2 == 0)
            gfx_fill_rounded(G, x, row.y, w, row.h, 6, C_HIGHLIGHT);
        snprintf(line, sizeof line, "%d%s", res->place[s], app_ordinal(res->place[s]));
        gfx_text(G, line, x + 20, y + 11, 17, GFX_FONT_BOLD, col, GFX_LEFT | GFX_MIDDLE);
        if (pi >= 0 && g->people[pi].left)
            snprintf(line, sizeof line, _("%s  \xc2\xb7  left; a bot played on"), g->shown.seats[s].name);
        else if (g->style[s][0])
            snprintf(line, sizeof line, "%s  \xc2\xb7  %s", g->shown.seats[s].name, g->tag[s]);
        else if (g->n_people > 1)
            snprintf(line, sizeof line, _("%s  \xc2\xb7  person"), g->shown.seats[s].name);
        else if (strcmp(g->shown.seats[s].name, _("You")) != 0)
            snprintf(line, sizeof line, _("%s  \xc2\xb7  you"), g->shown.seats[s].name);
        else /* the default name already says it ("You · you" read as a stutter) */
            snprintf(line, sizeof line, "%s", g->shown.seats[s].name);
        gfx_text_fit(G, line, x + 120, y + 11, 360, 17, GFX_FONT_REGULAR, col, GFX_LEFT | GFX_MIDDLE);
        if (res->prize[s] > 0)
            gfx_text(G, app_money(st, res->prize[s], m, sizeof m), x + w - 20, y + 11, 17, GFX_FONT_BOLD, col,
                     GFX_RIGHT | GFX_MIDDLE);
    }
    const layout_rect_t sm = layout_at("results.summary");
    const float y = sm.y, cx = sm.x + sm.w / 2;
    char seed[24];
    snprintf(seed, sizeof seed, "%" PRIu64, g->seed);
    snprintf(line, sizeof line, P_("%d hand played.  Biggest pot %s (hand %d).  Seed %s.",
                                   "%d hands played.  Biggest pot %s (hand %d).  Seed %s.", res->hands),
             res->hands, app_chips(res->biggest_pot, c, sizeof c), res->biggest_pot_hand, seed);
    gfx_text(G, line, cx, y, 15, GFX_FONT_REGULAR, C_TEXT, GFX_CENTER | GFX_TOP);
    if (g->hh_path[0]) {
        snprintf(line, sizeof line, _("Hand history: %s"), g->hh_path);
        gfx_text_fit(G, line, cx, y + 26, sm.w, 13, GFX_FONT_REGULAR, C_DIM, GFX_CENTER | GFX_TOP);
    }
    /* what could not be kept is said here too, not only on the table that is gone */
    if (g->save_error[0] || g->hh_error[0]) {
        char nl[1100];
        snprintf(nl, sizeof nl, _("Not saved: %s%s%s"), g->save_error, g->save_error[0] && g->hh_error[0] ? ". " : "",
                 g->hh_error);
        gfx_text_wrap(G, nl, sm.x, y + 46, sm.w, 13, GFX_FONT_BOLD, C_RED, 2);
    }
    return 0;
}

/* A multi-table tournament's results: the person's finish and prize, the hands they played, the
 * final table's finishing order (the engine's tourney_result). */
/* Hot-seat MTT: every person's finish, "Ana 15th · Ben 12th, $36". */
static void results_mtt_people(const game_t *g, char *out, size_t n)
{
    const game_mtt_t *M = g->mtt;
    const tourney_t *t = game_mtt_tourney(g);
    const structure_t *st = game_structure(g);
    size_t o = 0;
    out[0] = '\0';
    for (int i = 0; i < M->n_people && o + 1 < n; i++) {
        tourney_result_t r;
        tourney_result(t, M->people[i].entrant, &r);
        char m[48];
        int k;
        if (r.place > 0 && r.prize > 0)
            k = snprintf(out + o, n - o, "%s%s %d%s, %s", i ? "  \xc2\xb7  " : "", g->people[i].name, r.place,
                         app_ordinal(r.place), app_money(st, r.prize, m, sizeof m));
        else if (r.place > 0)
            k = snprintf(out + o, n - o, "%s%s %d%s", i ? "  \xc2\xb7  " : "", g->people[i].name, r.place,
                         app_ordinal(r.place));
        else
            k = snprintf(out + o, n - o, _("%s%s still in"), i ? "  \xc2\xb7  " : "", g->people[i].name);
        if (k < 0 || (size_t)k >= n - o)
            break;
        o += (size_t)k;
    }
}

static void results_mtt(app_t *a, game_t *g)
{
    gfx_t *G = a->g;
    const structure_t *st = game_structure(g);
    const tourney_t *t = game_mtt_tourney(g);
    const game_mtt_t *M = g->mtt;
    char line[256], m[48], c[32];
    tourney_result_t me;
    tourney_result(t, M->person, &me);
    int champion = -1; /* hot-seat: the person who won, if one did */
    for (int i = 0; i < M->n_people; i++)
        if (g->people[i].place == 1)
            champion = i;
    if (M->n_people > 1 && champion >= 0)
        snprintf(line, sizeof line, _("%s won the tournament!"), g->people[champion].name);
    else if (M->n_people > 1)
        snprintf(line, sizeof line, _("Results"));
    else if (me.place == 1)
        snprintf(line, sizeof line, _("You won the tournament!"));
    else if (me.place > 0 && me.place_to > me.place)
        snprintf(line, sizeof line, _("You tied for places %d to %d of %s"), me.place, me.place_to,
                 app_chips(tourney_players(t), c, sizeof c));
    else if (me.place > 0)
        snprintf(line, sizeof line, _("You finished %d%s of %s"), me.place, app_ordinal(me.place),
                 app_chips(tourney_players(t), c, sizeof c));
    else
        snprintf(line, sizeof line, _("Results"));
    const layout_rect_t tr = layout_at("results.title"), pr = layout_at("results.mtt_prize");
    gfx_text_fit(G, line, tr.x + tr.w / 2, tr.y + tr.h / 2, tr.w, tr.h, GFX_FONT_BOLD, me.place == 1 ? C_GOLD : C_TEXT,
                 GFX_CENTER | GFX_MIDDLE);
    ui_mark(&a->ui, "results.title", tr.x, tr.y, tr.w, tr.h, line);
    if (me.prize > 0)
        snprintf(line, sizeof line, _("Prize %s (%d places paid)"), app_money(st, me.prize, m, sizeof m),
                 tourney_places_paid(t));
    else
        snprintf(line, sizeof line, _("Out of the money (%d places paid)"), tourney_places_paid(t));
    if (M->n_people > 1)
        results_mtt_people(g, line, sizeof line); /* hot-seat: each person's finish on one line */
    gfx_text_fit(G, line, pr.x + pr.w / 2, pr.y + pr.h / 2, pr.w, 17, GFX_FONT_BOLD,
                 me.prize > 0 && M->n_people == 1 ? C_GOLD : C_TEXT, GFX_CENTER | GFX_MIDDLE);
    /* the final table's finishing order */
    int order[TOURNEY_MAX_TABLE], n = tourney_table_size(t) < TOURNEY_MAX_TABLE ? tourney_table_size(t) : TOURNEY_MAX_TABLE;
    for (int i = 0; i < n; i++)
        order[i] = -1;
    for (int p = 0; p < tourney_players(t); p++) {
        tourney_result_t r;
        tourney_result(t, p, &r);
        if (r.place >= 1 && r.place <= n && order[r.place - 1] < 0)
            order[r.place - 1] = p;
    }
    const layout_rect_t hd = layout_at("results.final_head");
    gfx_text(G, _("The final table"), hd.x + 20, hd.y, 14, GFX_FONT_BOLD, C_DIM, GFX_LEFT | GFX_TOP);
    gfx_text(G, _("Prize"), hd.x + hd.w - 20, hd.y, 14, GFX_FONT_BOLD, C_DIM, GFX_RIGHT | GFX_TOP);
    for (int i = 0, k = 0; i < n; i++) {
        if (order[i] < 0)
            continue;
        const layout_rect_t row = layout_row("results.final_row", k++, 28);
        const float x = row.x, y = row.y + 4, w = row.w;
        tourney_result_t r;
        tourney_result(t, order[i], &r);
        int pi = game_mtt_person_of(M, order[i]); /* a person's row: gold alone, their colour in hot-seat */
        uint32_t col = pi < 0 ? C_TEXT : M->n_people > 1 ? (g->people[pi].colour << 8) | 0xffu : C_GOLD;
        if (i % 2 == 0)
            gfx_fill_rounded(G, x, row.y, w, row.h, 6, C_HIGHLIGHT);
        snprintf(line, sizeof line, "%d%s", r.place, app_ordinal(r.place));
        gfx_text(G, line, x + 20, y + 10, 16, GFX_FONT_BOLD, col, GFX_LEFT | GFX_MIDDLE);
        if (M->n_people > 1 && pi >= 0)
            snprintf(line, sizeof line, _("%s  \xc2\xb7  person"), tourney_player_name(t, order[i]));
        else if (pi >= 0 && strcmp(tourney_player_name(t, order[i]), _("You")) != 0)
            snprintf(line, sizeof line, _("%s  \xc2\xb7  you"), tourney_player_name(t, order[i]));
        else
            snprintf(line, sizeof line, "%s", tourney_player_name(t, order[i]));
        gfx_text_fit(G, line, x + 120, y + 10, 400, 16, GFX_FONT_REGULAR, col, GFX_LEFT | GFX_MIDDLE);
        ui_mark(&a->ui, "results.final_row", row.x, row.y, row.w, row.h, line);
        if (r.prize > 0)
            gfx_text(G, app_money(st, r.prize, m, sizeof m), x + w - 20, y + 10, 16, GFX_FONT_BOLD, col,
                     GFX_RIGHT | GFX_MIDDLE);
    }
    const layout_rect_t sm = layout_at("results.mtt_summary");
    const float y = sm.y;
    char seed[24];
    snprintf(seed, sizeof seed, "%" PRIu64, g->seed);
    if (M->n_people > 1) {
        /* hot-seat: each person's hands */
        size_t o = (size_t)snprintf(line, sizeof line, "%s", _("Hands played:"));
        for (int i = 0; i < M->n_people && o < sizeof line; i++)
            o += (size_t)snprintf(line + o, sizeof line - o, " %s %d%s", g->people[i].name, M->people[i].hands,
                                  i + 1 < M->n_people ? "," : ".");
        if (o < sizeof line)
            snprintf(line + o, sizeof line - o, _("  Seed %s."), seed);
    } else
        snprintf(line, sizeof line,
                 _("Hands you played: %d.  Tables you sat at: %d.  Seed %s."), M->hands_played, M->table_changes + 1,
                 seed);
    gfx_text_fit(G, line, sm.x + sm.w / 2, y, sm.w, 15, GFX_FONT_REGULAR, C_TEXT, GFX_CENTER | GFX_TOP);
    if (M->hh_dir[0] && M->hh_files > 0) {
        char hl[1400];
        snprintf(hl, sizeof hl,
                 P_("Hand history: %d file, one per table you sat at, in %s (%s*.txt)",
                    "Hand histories: %d files, one per table you sat at, in %s (%s*.txt)", M->hh_files),
                 M->hh_files, M->hh_dir, M->hh_prefix);
        gfx_text_wrap(G, hl, sm.x, y + 24, sm.w, 13, GFX_FONT_REGULAR, C_DIM, 2);
    }
    if (M->error[0] || g->save_error[0] || g->hh_error[0]) {
        snprintf(line, sizeof line, M->error[0] ? _("The tournament stopped: %s") : _("Not saved: %s"),
                 M->error[0] ? M->error : g->save_error[0] ? g->save_error : g->hh_error);
        gfx_text_wrap(G, line, sm.x, y + 62, sm.w, 13, GFX_FONT_BOLD, C_RED, 2);
    }
}

void screen_results(app_t *a)
{
    gfx_t *G = a->g;
    ui_t *u = &a->ui;
    game_t *g = a->game;
    dimmed_table(a);
    if (!g) {
        app_go(a, SCREEN_START);
        return;
    }
    const layout_rect_t panel = layout_at("results.panel");
    gfx_shadow(G, panel.x, panel.y, panel.w, panel.h, 16, 26, C_SHADOW);
    gfx_panel(G, panel.x, panel.y, panel.w, panel.h);
    if (g->mtt)
        results_mtt(a, g);
    else if (results_table(a, g))
        return;
    int again = ui_id("results.again", 0);
    if (u->focus == 0 && u->keyboard_mode)
        ui_focus(u, again);
    layout_rect_t r = layout_at("results.again");
    ui_name(u, "results.again");
    if (ui_button(u, again, r.x, r.y, r.w, r.h, _("Replay this seed"), NULL, UI_PRIMARY,
                  _("The same cards and bots: try another line"))) {
        app_request(a, (app_req_t){.kind = APP_REQ_START, .seed = g->seed});
        return;
    }
    r = layout_at("results.new");
    ui_name(u, "results.new");
    if (ui_button(u, ui_id("results.new", 0), r.x, r.y, r.w, r.h, _("New tournament"), "N", 0, _("Same set-up, a new seed")) || ui_key(u, SDLK_n)) {
        snprintf(a->setup.seed_text, sizeof a->setup.seed_text, "%" PRIu64, fresh_seed(a));
        app_request(a, (app_req_t){.kind = APP_REQ_START, .seed = strtoull(a->setup.seed_text, NULL, 10)});
        return;
    }
    r = layout_at("results.menu");
    ui_name(u, "results.menu");
    if (ui_button(u, ui_id("results.menu", 0), r.x, r.y, r.w, r.h, _("Main menu"), "Esc", 0, _("The start screen")) || ui_key(u, SDLK_ESCAPE)) {
        app_request(a, (app_req_t){.kind = APP_REQ_LEAVE, .screen = SCREEN_START});
    }
}

/* ---- settings ----------------------------------------------------------------------------- */

void screen_settings(app_t *a)
{
    gfx_t *G = a->g;
    ui_t *u = &a->ui;
    settings_t *s = &a->settings;
    settings_t before = *s;
    if (a->back_screen == SCREEN_TABLE && a->game)
        dimmed_table(a);
    else
        dimmed_table(a);
    const layout_rect_t panel = layout_at("settings.panel"), title = layout_at("settings.title");
    gfx_shadow(G, panel.x, panel.y, panel.w, panel.h, 16, 26, C_SHADOW);
    gfx_panel(G, panel.x, panel.y, panel.w, panel.h);
    gfx_text(G, _("Settings"), title.x, title.y + title.h / 2, 30, GFX_FONT_BOLD, C_TEXT, GFX_LEFT | GFX_MIDDLE);
    layout_rect_t r;
    {
        /* right column: reading the table; a chooser's label left of it in the column */
        const float x2 = layout_at("settings.explains").x;
        const char *const sizes[] = {_("Normal"), _("Larger"), _("Largest")};
        r = layout_at("settings.text_size");
        gfx_text(G, _("Text size"), x2, r.y + r.h / 2, 17, GFX_FONT_REGULAR, C_TEXT, GFX_LEFT | GFX_MIDDLE);
        ui_name(u, "settings.text_size");
        ui_choice(u, ui_id("settings.text_size", 0), r.x, r.y, r.w, r.h, sizes, 3, &s->text_size, 0,
                  _("Small print (logs, labels, tooltips) grows; headings stay as they are"));
        r = layout_at("settings.explains");
        gfx_text(G, _("The table explains itself"), r.x, r.y, 14, GFX_FONT_BOLD, C_DIM, GFX_LEFT | GFX_TOP);
        r = layout_at("settings.hints");
        ui_name(u, "settings.hints");
        ui_checkbox(u, ui_id("settings.hints", 0), r.x, r.y, _("Hint key (H)"), &s->hints, 0,
                    _("Pot odds, stack depth, the bubble, ICM and the hard bot's advice for the person to act"));
        r = layout_at("settings.explain");
        ui_name(u, "settings.explain");
        ui_checkbox(u, ui_id("settings.explain", 0), r.x, r.y, _("Why here? (W) and pot notes"), &s->explain, 0,
                    _("Why the button and blinds are where they are, and who can win each pot, with the rule"));
        r = layout_at("settings.ledger");
        ui_name(u, "settings.ledger");
        ui_checkbox(u, ui_id("settings.ledger", 0), r.x, r.y, _("Orbit ledger on seats"), &s->ledger, 0,
                    _("Which blinds each seat has posted since the big blind last came round"));
        r = layout_at("settings.f1_note");
        gfx_text_wrap(G, _("F1 shows every key at any time."), r.x, r.y, r.w, 14, GFX_FONT_REGULAR, C_DIM, 2);
        /* the languages by their own names; the change shows at once */
        const char *const langs[LANGUAGE_COUNT] = {_("System"), "English", "Deutsch", "Espa\xc3\xb1ol"};
        r = layout_at("settings.language");
        gfx_text(G, _("Language"), x2, r.y + r.h / 2, 17, GFX_FONT_REGULAR, C_TEXT, GFX_LEFT | GFX_MIDDLE);
        ui_name(u, "settings.language");
        ui_choice(u, ui_id("settings.language", 0), r.x, r.y, r.w, r.h, langs, LANGUAGE_COUNT, &s->language, 0,
                  _("The language of the screens; System follows the computer's"));
        r = layout_at("settings.language_note");
        gfx_text_wrap(G, _("The rule book and its rule numbers are in English."), r.x, r.y, r.w, 14,
                      GFX_FONT_REGULAR, C_DIM, 2);
    }
    /* left column: the game; a label left of its control in the column of the check boxes */
    const float x = layout_at("settings.mute").x;
    const char *const speeds[] = {_("Instant"), _("Fast"), _("Normal"), _("Slow")};
    r = layout_at("settings.speed");
    gfx_text(G, _("Game speed"), x, r.y + r.h / 2, 17, GFX_FONT_REGULAR, C_TEXT, GFX_LEFT | GFX_MIDDLE);
    int first = ui_id("settings.first", 0);
    ui_name(u, "settings.speed");
    ui_choice(u, first, r.x, r.y, r.w, r.h, speeds, SPEED_COUNT, &s->speed, 0,
              _("How long cards and chips take to move, and how long bots think"));
    r = layout_at("settings.volume");
    gfx_text(G, _("Sound volume"), x, r.y + 10, 17, GFX_FONT_REGULAR, C_TEXT, GFX_LEFT | GFX_MIDDLE);
    float vol = (float)s->volume / 100.0f;
    ui_name(u, "settings.volume");
    if (ui_slider(u, ui_id("settings.volume", 0), r.x, r.y, r.w, r.h, &vol, 0.05f, 0, _("Left and right arrows change it")))
        s->volume = (int)(vol * 100.0f + 0.5f);
    char pct[16];
    snprintf(pct, sizeof pct, "%d%%", s->volume);
    r = layout_at("settings.volume_pct");
    gfx_text(G, pct, r.x + r.w, r.y + r.h / 2, 15, GFX_FONT_BOLD, C_DIM, GFX_RIGHT | GFX_MIDDLE);
    r = layout_at("settings.mute");
    ui_name(u, "settings.mute");
    ui_checkbox(u, ui_id("settings.mute", 0), r.x, r.y, _("Mute"), &s->muted, 0, NULL);
    if (a->sfx && !sfx_available(a->sfx)) {
        r = layout_at("settings.no_audio");
        gfx_text(G, _("(no audio device: Felt plays silently)"), r.x, r.y + r.h / 2, 13, GFX_FONT_REGULAR, C_DIM,
                 GFX_LEFT | GFX_MIDDLE);
    }
    r = layout_at("settings.four_colour");
    ui_name(u, "settings.four_colour");
    ui_checkbox(u, ui_id("settings.four_colour", 0), r.x, r.y, _("Four-colour deck"), &s->four_colour, 0,
                _("Diamonds blue and clubs green, so every suit reads at a glance"));
    /* a preview of the deck */
    card_t pv[4] = {card_make(12, 0), card_make(12, 1), card_make(12, 2), card_make(12, 3)};
    r = layout_at("settings.deck_preview");
    for (int i = 0; i < 4; i++)
        gfx_card(G, pv[i], r.x + (float)i * 52, r.y, 46, 1.0f, 0.0f, 0.0f);
    r = layout_at("settings.large_cards");
    ui_name(u, "settings.large_cards");
    ui_checkbox(u, ui_id("settings.large_cards", 0), r.x, r.y, _("Large cards"), &s->large_cards, 0, _("Every card drawn 1.3 times larger"));
    r = layout_at("settings.fullscreen");
    ui_name(u, "settings.fullscreen");
    ui_checkbox(u, ui_id("settings.fullscreen", 0), r.x, r.y, _("Fullscreen (F11)"), &s->fullscreen, 0, NULL);
    r = layout_at("settings.confirm_allin");
    ui_name(u, "settings.confirm_allin");
    ui_checkbox(u, ui_id("settings.confirm_allin", 0), r.x, r.y, _("Confirm before going all-in"), &s->confirm_allin, 0, NULL);
    if (u->focus == 0 && u->keyboard_mode)
        ui_focus(u, first);
    r = layout_at("settings.done");
    ui_name(u, "settings.done");
    if (ui_button(u, ui_id("settings.done", 0), r.x, r.y, r.w, r.h, _("Done"), "Esc", UI_PRIMARY, _("Settings are saved as they change")) ||
        ui_key(u, SDLK_ESCAPE)) {
        app_go(a, a->back_screen);
    }
    if (memcmp(&before, s, sizeof before) != 0) {
        char err[512];
        if (before.language != s->language) {
            i18n_set_language(settings_language_code(s->language));
            app_list_opponents(a); /* the set-up's opponent labels in the new language at once */
            char why[1400];
            if (i18n_missing(why, sizeof why))
                app_notice(a, _("Shown in English"), "%s", why);
        }
        if (app_settings_save(a, err, sizeof err) != 0)
            snprintf(a->status, sizeof a->status, _("Settings not saved: %s"), err);
        sfx_set_volume(a->sfx, (float)s->volume / 100.0f);
        sfx_set_muted(a->sfx, s->muted);
        gfx_card_opts_t co = {s->four_colour, s->large_cards ? 1.3f : 1.0f};
        gfx_set_card_opts(G, co);
        gfx_set_text_boost(G, app_text_boost(s->text_size));
        if (before.fullscreen != s->fullscreen)
            SDL_SetWindowFullscreen(a->win, s->fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
    }
}

/* ---- notice ------------------------------------------------------------------------------- */

void screen_notice(app_t *a)
{
    if (!a->notice.open)
        return;
    gfx_t *G = a->g;
    ui_t *u = &a->ui;
    float x0, y0, x1, y1;
    gfx_logical_bounds(G, &x0, &y0, &x1, &y1);
    ui_set_modal(u, 2);
    ui_layer(u, 2);
    gfx_fill_rect(G, x0, y0, x1 - x0, y1 - y0, C_SCRIM);
    /* the box grows with its text (a message naming two files runs long), so no line runs under
     * the OK button; a text taller than the window is set smaller */
    const layout_rect_t least = layout_at("notice.panel"); /* its smallest: it grows to the canvas's height */
    const float w = least.w, x = least.x;
    float size = 15, th = gfx_text_wrap(G, a->notice.text, 0, 0, w - 64, size, GFX_FONT_REGULAR, 0, 4);
    while (th > LAYOUT_H - 70 - 96 && size > 11)
        size -= 1, th = gfx_text_wrap(G, a->notice.text, 0, 0, w - 64, size, GFX_FONT_REGULAR, 0, 4);
    float h = 70 + th + 96;
    if (h < least.h)
        h = least.h;
    if (h > LAYOUT_H - 4)
        h = LAYOUT_H - 4;
    const float y = layout_centred(w, h).y;
    gfx_shadow(G, x, y, w, h, 16, 26, pal_alpha(C_SHADOW, 0xb0));
    gfx_panel(G, x, y, w, h);
    gfx_text(G, a->notice.title, x + 32, y + 36, 24, GFX_FONT_BOLD, C_GOLD, GFX_LEFT | GFX_MIDDLE);
    gfx_text_wrap(G, a->notice.text, x + 32, y + 70, w - 64, size, GFX_FONT_REGULAR, C_TEXT, 4);
    int ok = ui_id("notice.ok", 0);
    ui_focus(u, ok);
    const layout_rect_t b_ok = layout_at("notice.ok_corner");
    if (ui_button(u, ok, x + w - (least.x + least.w - b_ok.x), y + h - (least.y + least.h - b_ok.y), b_ok.w, b_ok.h, _("OK"), "Enter", UI_PRIMARY, _("Close this message")) ||
        ui_key(u, SDLK_ESCAPE))
        a->notice.open = 0;
    ui_layer(u, 0);
    ui_set_modal(u, 0);
}
