/* scr_table.c — the table screen: felt, seats, cards, chips, pots, markers with their reasons,
 * the hand log, the level and payout panels, the action bar with sizing, and the dialogs of a
 * tournament (rebuy, add-on, busting out, breaks, the pause menu). It draws the game's shown
 * model and effects only; every choice is recorded with game_intend and carried out by the next step. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "app/app.h"
#include "app/format.h"
#include "app/game.h"
#include "app/game_mtt.h"
#include "app/i18n.h"
#include "app/scr_table.h"
#include "app/scr_explain.h"
#include "app/game_mtt_show.h"
#include "render/layout_screens.h"
#include "app/game_mtt.h"
#include "app/scr_away.h"
#include "app/scr_mtt.h"
#include "app/scr_lobby.h"
#include "engine/hand.h"
#include "render/cards.h"
#include "render/chips.h"
#include "render/layout.h"
#include "render/layout_screens.h"
#include "render/tablegfx.h"
#include "app/palette.h"

static float ease_out(float t) { return 1.0f - (1.0f - t) * (1.0f - t) * (1.0f - t); }
static float ease_in_out(float t)
{
    return t < 0.5f ? 4.0f * t * t * t : 1.0f - powf(-2.0f * t + 2.0f, 3.0f) / 2.0f;
}
static float clamp01(float t) { return t < 0 ? 0 : t > 1 ? 1 : t; }

static unsigned playing_cards(const game_t *g, int seat);

static void draw_info_panels(app_t *a, game_t *g)
{
    gfx_t *G = a->g;
    const tmodel_t *m = &g->shown;
    const structure_t *st = game_structure(g);
    char x[32], y[32], z[32], line[160];
    /* level, top left */
    const layout_rect_t lp = layout_rect(LAYOUT_LEVEL_PANEL), pp = layout_rect(LAYOUT_PLAYERS_PANEL);
    const float lx = lp.x + 14, lr = lp.x + lp.w - 14, lw_in = lp.w - 26; /* inset, right edge, width */
    gfx_panel(G, lp.x, lp.y, lp.w, lp.h);
    ui_area(&a->ui, layout_name(LAYOUT_LEVEL_PANEL), lp.x, lp.y, lp.w, lp.h);
    if (g->lv_is_break)
        snprintf(line, sizeof line, _("Break"));
    else
        snprintf(line, sizeof line, _("Level %d"), m->level_number > 0 ? m->level_number : 1);
    float lvw = gfx_text(G, line, lx, lp.y + 10, 15, GFX_FONT_BOLD, C_GOLD, GFX_LEFT | GFX_TOP);
    /* the ante on the level's line: after the blinds it ran past the panel from level 6 on */
    if (m->ante) {
        snprintf(line, sizeof line, _("Ante %s"), app_chips(m->ante, z, sizeof z));
        gfx_text_squeeze(G, line, lr, lp.y + 11, lw_in - lvw - 12, 14, 10, GFX_FONT_BOLD, C_TEXT, GFX_RIGHT | GFX_TOP);
    }
    snprintf(line, sizeof line, _("Blinds %s/%s"), app_chips(m->sb, x, sizeof x), app_chips(m->bb, y, sizeof y));
    gfx_text_squeeze(G, line, lx, lp.y + 29, lw_in, 17, 12, GFX_FONT_BOLD, C_TEXT, GFX_LEFT | GFX_TOP);
    ui_mark(&a->ui, "table.blinds", lx, lp.y + 29, lw_in, 20, line);
    /* next level */
    int li = m->level_index, next = -1;
    for (int i = li + 1; i < st->n_levels; i++)
        if (!st->levels[i].is_break) {
            next = i;
            break;
        }
    int64_t left_ms = game_level_left_ms(g);
    char when[48] = "";
    if (left_ms >= 0) {
        int secs = (int)(left_ms / 1000);
        snprintf(when, sizeof when, _("in %d:%02d"), secs / 60, secs % 60);
    } else if (g->lv_hands > 0) {
        int left = g->lv_hands - (m->hand_no - g->lv_start_hand);
        if (left < 1)
            left = 1;
        snprintf(when, sizeof when, P_("after %d hand", "after %d hands", left), left);
    }
    if (next >= 0)
        snprintf(line, sizeof line, _("Next %s/%s %s"), app_chips(st->levels[next].small_blind, x, sizeof x),
                 app_chips(st->levels[next].big_blind, y, sizeof y), when);
    else
        snprintf(line, sizeof line, _("Last level"));
    gfx_text_squeeze(G, line, lx, lp.y + 52, lw_in, 14, 10, GFX_FONT_REGULAR, C_DIM, GFX_LEFT | GFX_TOP);

    /* players and payouts, top right; a multi-table tournament's field there instead */
    if (g->mtt) {
        scr_mtt_strip(a, g);
        return;
    }
    int left = 0, entrants = 0, rebuys = 0, addons = 0;
    int64_t total = 0;
    for (int s = 0; s < m->n_seats; s++) {
        const tmodel_seat_t *ts = &m->seats[s];
        if (!ts->occupied)
            continue;
        entrants++;
        rebuys += ts->rebuys;
        addons += ts->addon ? 1 : 0;
        if (!ts->eliminated)
            left++;
    }
    /* every chip in play: the antes of this street are in the middle but in no bet or pot yet */
    total = tmodel_chips(m);
    const payout_tier_t *tier = structure_payout_for(st, entrants);
    /* compact, so the corner seats of a full table stay clear: players and average on one line,
     * the prizes two to a line below */
    int places = tier ? (tier->n_places < 4 ? tier->n_places : 4) : 0;
    int rows = (places + 1) / 2;
    float ph = 46 + rows * 18;
    const float px = pp.x + 14, pw_in = pp.w - 26;
    gfx_panel(G, pp.x, pp.y, pp.w, ph);
    ui_area(&a->ui, layout_name(LAYOUT_PLAYERS_PANEL), pp.x, pp.y, pp.w, ph);
    snprintf(line, sizeof line, _("Players %d/%d"), left, entrants);
    float lw = gfx_text(G, line, px, pp.y + 10, 15, GFX_FONT_BOLD, C_GOLD, GFX_LEFT | GFX_TOP);
    snprintf(line, sizeof line, _("avg %s"), left ? app_chips(total / left, x, sizeof x) : "0");
    gfx_text_squeeze(G, line, px + lw + 8, pp.y + 11, pw_in - lw - 8, 14, 12, GFX_FONT_REGULAR, C_TEXT,
                     GFX_LEFT | GFX_TOP);
    int64_t pool = st->buy_in * entrants + st->rebuy_cost * rebuys + st->addon_cost * addons;
    for (int i = 0; i < places; i++) {
        int64_t prize = pool * tier->percent_bp[i] / 10000;
        char money[48];
        if (pool > 0)
            app_money(st, prize, money, sizeof money);
        else
            snprintf(money, sizeof money, "%d%%", tier->percent_bp[i] / 100);
        snprintf(line, sizeof line, "%d%s %s", i + 1, app_ordinal(i + 1), money);
        gfx_text_fit(G, line, px + (i % 2) * 102, pp.y + 32 + (i / 2) * 18, 98, 13, GFX_FONT_REGULAR,
                     C_TEXT, GFX_LEFT | GFX_TOP);
    }
    if (tier && tier->n_places > 4) {
        char tip[256];
        snprintf(tip, sizeof tip, "%s", _("Paid places:"));
        for (int i = 0; i < tier->n_places; i++) {
            char money[48];
            app_money(st, pool * tier->percent_bp[i] / 10000, money, sizeof money);
            size_t l = strlen(tip);
            snprintf(tip + l, sizeof tip - l, " %d%s %s", i + 1, app_ordinal(i + 1), money);
        }
        ui_tip_area(&a->ui, ui_id("table.payouts_tip", 0), pp.x, pp.y, pp.w, ph, tip);
    }
}

/* The pause menu stops the level clock while it is open (carried out at the next step). */
static void open_menu(table_ui_t *T, game_t *g)
{
    T->menu_open = 1;
    game_intend(g, (game_intent_t){.kind = GAME_INTENT_PAUSE, .on = 1});
}

static void close_menu(table_ui_t *T, game_t *g)
{
    T->menu_open = 0;
    game_intend(g, (game_intent_t){.kind = GAME_INTENT_PAUSE, .on = 0});
}

/* The hint panel is open over the bottom left corner: it stands where the hand log and the Menu
 * button are, and is taller than the log. */
static int hint_panel_up(app_t *a, game_t *g)
{
    table_ui_t *T = &a->table_ui;
    session_wait_t w;
    return a->settings.hints && T->hint_open && !T->menu_open && game_hero_to_act(g, &w);
}

static void draw_log(app_t *a, game_t *g)
{
    gfx_t *G = a->g;
    if (a->screen == SCREEN_TABLE && hint_panel_up(a, g))
        return; /* under the hint panel, whose edge it showed beside (the log is the wider) */
    /* as wide as the space left of the person's plate: at 330 most lines at a showdown were cut
     * ("Leo wins side pot 1 (4,500) with three of a kin…") */
    const layout_rect_t r = layout_rect(LAYOUT_LOG);
    const float x = r.x, y = r.y, w = r.w, h = r.h;
    gfx_panel(G, x, y, w, h);
    ui_area(&a->ui, layout_name(LAYOUT_LOG), x, y, w, h);
    gfx_clip(G, x + 8, y + 6, w - 16, h - 12);
    /* as many of the latest lines as fit whole at the player's text size */
    /* whole lines between the top margin (10) and the clip's bottom (6): at 1280x720 the sixth
     * line's descenders were cut; the spacing gives what room there is, up to 16.5 */
    const float room = h - 16;
    float lh = gfx_text_line_height(G, 13, GFX_FONT_REGULAR);
    int lines = (int)(room / lh);
    if (lines > 6)
        lines = 6;
    if (lines < 1)
        lines = 1;
    if (room / (float)lines > lh)
        lh = room / (float)lines < 16.5f ? room / (float)lines : 16.5f;
    int first = g->log_count > lines ? g->log_count - lines : 0;
    for (int i = first; i < g->log_count; i++) {
        float ly = y + 10 + (i - first) * lh;
        gfx_text_fit(G, g->log[i], x + 12, ly, w - 24, 13, GFX_FONT_REGULAR,
                     i == g->log_count - 1 ? C_TEXT : C_DIM, GFX_LEFT | GFX_TOP);
        ui_mark(&a->ui, "table.log_line", x + 12, ly, w - 24, gfx_text_line_height(G, 13, GFX_FONT_REGULAR), g->log[i]);
    }
    ui_mark(&a->ui, "table.log_clip", x + 8, y + 6, w - 16, h - 12, NULL);
    gfx_unclip(G);
}

static void draw_seat(app_t *a, game_t *g, int s, float alpha)
{
    (void)alpha;
    gfx_t *G = a->g;
    const tmodel_t *m = &g->shown;
    const tmodel_seat_t *ts = &m->seats[s];
    if (!ts->occupied)
        return;
    float x, y;
    game_seat_xy(g, s, &x, &y);
    int is_hero = s == g->hero;
    int top = !is_hero && y < 130.0f; /* seats along the top edge keep their cards on the felt side */
    char stack[32], tag[48] = "";
    app_chips(ts->stack, stack, sizeof stack);
    int state = GFX_PLATE_NORMAL;
    session_wait_t w;
    game_wait(g, &w);
    if (ts->eliminated) {
        state = GFX_PLATE_BUSTED;
        snprintf(stack, sizeof stack, "%d%s", ts->place, app_ordinal(ts->place));
    } else if (ts->all_in && ts->in_hand) {
        state = GFX_PLATE_ALLIN;
    } else if (ts->folded || (m->hand_no > 0 && !ts->in_hand && !g->drawing)) {
        state = GFX_PLATE_FOLDED;
    } else if (ts->absent) {
        state = GFX_PLATE_AWAY;
    }
    if ((table_notes(g)->sd.winners & (1u << s)) && game_idle(g))
        state = GFX_PLATE_WINNER;
    float progress = -1;
    if (game_idle(g) && w.kind == SESSION_WAIT_ACTION && w.seat == s) {
        state = GFX_PLATE_TO_ACT;
        if (g->thinking_seat == s && g->think_until > g->think_from) /* the bot's clock runs down */
            progress = clamp01((float)((g->think_until - g->clock) / (g->think_until - g->think_from)));
    }
    if (!is_hero) {
        snprintf(tag, sizeof tag, "%s", g->tag[s]);
    } else {
        tag[0] = '\0';
    }
    /* cards first, so the plate's top edge tucks over small ones */
    int n_vis = g->mo.vis_cards[s] < ts->n_cards ? g->mo.vis_cards[s] : ts->n_cards;
    if (g->drawing && card_valid(g->draw_card[s])) {
        float cw = 44;
        gfx_card(G, g->draw_card[s], x, top ? y + 66 : y - 50, cw, 1.0f, g->draw_seat == s ? 1.0f : 0.0f,
                 0.0f);
    } else if (n_vis > 0 && (ts->in_hand || ts->shown) && !g->mo.mucked[s]) {
        int face = card_valid(ts->cards[0]);
        float flip = 1.0f;
        if (g->mo.flip_seat[s]) {
            for (int i = 0; i < g->mo.n_fx; i++)
                if (g->mo.fx[i].kind == FX_FLIP && g->mo.fx[i].seat == s) {
                    float t = clamp01((float)((g->clock - g->mo.fx[i].start) / g->mo.fx[i].dur));
                    flip = t < 0.5f ? -(1.0f - 2 * t) : (2 * t - 1);
                }
        }
        int show_face = face && (is_hero || ts->shown);
        float ccx = x;
        float cw = is_hero ? 76.0f : (ts->shown ? 50.0f : 44.0f);
        float gap = is_hero ? 46.0f : (ts->shown ? 30.0f : 16.0f);
        float cy = is_hero ? y - 80.0f : (top ? y + 66.0f : y - 40.0f);
        if (ts->shown && !is_hero) {
            /* shown cards stand clear of the plate (tucked under it, its bottom half was hidden,
             * and a small card's figure or suit with it), large cards included */
            float dw = gfx_card_drawn_width(G, cw), half_h = dw * GFX_CARD_ASPECT * 0.5f;
            cy = top ? y + GFX_PLATE_H * 0.5f + 10.0f + half_h : y - GFX_PLATE_H * 0.5f - half_h - 3.0f;
            /* above a plate under the level or players panel they would cover the panel: beside
             * the plate, toward the table, instead */
            if (!top && cy - half_h < 100.0f && (x < 260.0f || x > 1020.0f)) {
                cy = y;
                ccx = x + (x < 640 ? 1.0f : -1.0f) * (GFX_PLATE_W * 0.5f + 6.0f + (gap + dw) * 0.5f);
            }
        }
        int winner = (table_notes(g)->sd.winners & (1u << s)) && game_idle(g);
        for (int c = 0; c < n_vis; c++) {
            float cx = ccx + (c == 0 ? -gap / 2 : gap / 2);
            float lift = 0;
            unsigned plays = winner ? playing_cards(g, s) : 0;
            if (plays && ((plays >> (5 + c)) & 1u))
                lift = 1.0f;
            float dim = (ts->folded ? 0.5f : 0.0f);
            if (show_face) {
                gfx_card(G, ts->cards[c], cx, cy - lift * 6, cw, flip, lift, dim);
                /* what the screen shows face up, named as the board's cards are (tests read it) */
                char cn[3];
                card_format(ts->cards[c], cn);
                float dw = gfx_card_drawn_width(G, cw);
                char mark[32];
                snprintf(mark, sizeof mark, "table.seat%d.%s", s + 1, is_hero ? "my_card" : "shown_card");
                ui_mark(&a->ui, mark, cx - dw / 2, cy - dw * GFX_CARD_ASPECT / 2, dw, dw * GFX_CARD_ASPECT, cn);
            } else
                gfx_card_back(G, cx, cy, cw, ts->folded ? 0.5f : 1.0f);
        }
    }
    /* a faded plate (out, folded, away) lets cards drawn under it show through: a player out at
     * a showdown had their shown cards over their name ("2nd" with no name); a dark base first */
    if (n_vis > 0 && (state == GFX_PLATE_BUSTED || state == GFX_PLATE_FOLDED || state == GFX_PLATE_AWAY))
        gfx_fill_rounded(G, x - GFX_PLATE_W / 2, y - GFX_PLATE_H / 2, GFX_PLATE_W, GFX_PLATE_H, 10,
                         gfx_theme(G)->background | 0xffu);
    /* the seat's emblem: a bot's style (the tag's first word), a person's colour and initial */
    int pi = game_person_at(g, s);
    char kind[24] = "";
    if (pi < 0 && g->tag[s][0])
        sscanf(g->tag[s], "%23s", kind);
    char shown_name[ENGINE_NAME_LEN + 16];
    app_seat_words(ts->name, s, shown_name, sizeof shown_name); /* "Seat 3" of a scenario: "Platz 3" */
    gfx_emblem_t em = {pi >= 0 ? NULL : kind, shown_name, pi >= 0 ? g->people[pi].colour : 0xc9a248u};
    gfx_plate_emblem(G, x, y, shown_name, stack, tag, state, progress, (pi >= 0 || kind[0]) ? &em : NULL);
    if (ts->action[0] && m->hand_no > 0 && !ts->eliminated) {
        char said[96];
        app_action_words(ts->action, said, sizeof said);
        uint32_t col = ts->all_in ? C_RED : C_GOLD;
        /* under the plate, or beside it along the top edge (below it are the cards) and at the
         * bottom corners (a drill's panels stand under it): render/layout.h */
        float lx, ly;
        int align;
        layout_said(g->n_seats, game_seat_from_hero(g, s), is_hero, &lx, &ly, &align);
        float lw = gfx_text_width(G, said, 13, GFX_FONT_BOLD);
        if (align)
            gfx_text(G, said, lx, ly, 13, GFX_FONT_BOLD, col, (align < 0 ? GFX_RIGHT : GFX_LEFT) | GFX_MIDDLE);
        else
            gfx_text(G, said, lx, ly, 13, GFX_FONT_BOLD, col, GFX_CENTER | GFX_TOP);
        char mark[32];
        snprintf(mark, sizeof mark, "table.seat%d.said", s + 1);
        ui_mark(&a->ui, mark, align < 0 ? lx - lw : align > 0 ? lx : lx - lw / 2, align ? ly - 9 : ly, lw, 18, said);
    }
    /* the bet in front */
    if (ts->bet > 0) {
        float bx, by;
        game_bet_xy(g, s, &bx, &by);
        gfx_chip_stacks(G, game_structure(g), m->level_index, ts->bet, bx, by, 22.0f, 1);
    }
    char tip[256];
    snprintf(tip, sizeof tip,
             !ts->rebuys         ? _("%s%s%s \xe2\x80\x94 %s chips")
             : ts->rebuys == 1   ? _("%s%s%s \xe2\x80\x94 %s chips, rebought once")
                                 : _("%s%s%s \xe2\x80\x94 %s chips, rebought"),
             ts->name, g->style[s][0] ? ": " : "", g->style[s], app_chips(ts->stack, stack, sizeof stack));
    ui_tip_area(&a->ui, ui_id("table.seat_tip", s), x - 78, y - 28, 156, 56, tip);
}

static void draw_markers(app_t *a, game_t *g)
{
    const tmodel_t *m = &g->shown;
    if (m->hand_no <= 0 || g->drawing)
        return;
    int kinds[3] = {GFX_MARK_BUTTON, GFX_MARK_SB, GFX_MARK_BB};
    int seats[3] = {m->button, m->sb_pos, m->bb_seat};
    int dead[3] = {m->dead_button, !m->sb_posted, 0};
    for (int k = 0; k < 3; k++) {
        int s = seats[k];
        if (s < 0 || s >= m->n_seats)
            continue;
        if (k == 1 && m->heads_up && s == m->button)
            continue; /* heads-up the button posts the small blind: one disc says it */
        float x, y;
        game_seat_xy(g, s, &x, &y);
        /* beside the plate, toward the centre */
        float dx = LAYOUT_CX - x, dy = 300 - y, d = sqrtf(dx * dx + dy * dy);
        if (d < 1)
            d = 1;
        float side = (k == 0) ? 1.0f : (k == 1 ? -1.0f : -1.0f);
        float mx = x + dx / d * 58 + (-dy / d) * 70 * side;
        float my = y + dy / d * 44 + (dx / d) * 28 * side;
        /* a disc never sits on the plate, its style tag or its status line below (the upper
         * side seats' formula lands on them): slide it sideways onto the felt side */
        const float r = 13, half_w = GFX_PLATE_W / 2, top_y = GFX_PLATE_H / 2;
        /* below the plate its tag pill and status line (along the top edge: only the tag, which
         * is narrower than the plate) */
        float low_y = y < 130.0f ? top_y - 2 : top_y + 30;
        float toward = x < LAYOUT_CX ? 1.0f : -1.0f;
        if (s != g->hero && mx > x - half_w - r && mx < x + half_w + r && my > y - top_y - r &&
            my < y + low_y + r)
            mx = x + toward * (half_w + r + 2);
        if (k == 2 && s == m->sb_pos)
            mx += 30 * toward;
        /* nor on the seat's cards: above the plate (below it along the top edge), 84 wide at
         * most when shown; the formula put an SB on a lower seat's cards and a BB on a top seat's
         * shown cards: beside them then, on the centre's side */
        float card_y0 = y < 130.0f ? y + 30 : y - 76, card_y1 = y < 130.0f ? y + 102 : y - 4;
        if (s != g->hero && mx > x - 42 - r && mx < x + 42 + r && my > card_y0 - r && my < card_y1 + r)
            mx = x + toward * (42 + r + 4);
        /* nor on a top seat's chips in front, which stand beside its cards: past them, away from
         * the seat */
        if (s != g->hero && layout_seat_top(g->n_seats, game_seat_from_hero(g, s))) {
            layout_seat_parts_t sp;
            layout_seat_parts(g->n_seats, game_seat_from_hero(g, s), 0, &sp);
            const layout_rect_t b = sp.bet;
            if (mx > b.x - r && mx < b.x + b.w + r && my > b.y - r && my < b.y + b.h + r)
                mx = b.x + b.w / 2 >= x ? b.x + b.w + r + 2 : b.x - r - 2;
        }
        if (s == g->hero) {
            /* beside the person's big cards, not under them */
            mx = x + (k == 0 ? 104.0f : -104.0f) + (k == 2 && s == m->sb_pos ? -30.0f : 0.0f);
            my = y - 44;
        }
        gfx_marker(a->g, mx, my, kinds[k], dead[k]);
        char tip[320];
        tmodel_marker_reason(&g->shown, kinds[k], tip, sizeof tip);
        if (a->settings.explain)
            ui_tip_area(&a->ui, ui_id("table.marker_tip", k), mx - 16, my - 16, 32, 32, tip);
    }
}

/* Which of a winner's seven cards make the winning five (bit k: seven[k]); 0 if the hand is not
 * a shown showdown. The value alone cannot say which cards play, so try the 21 fives. */
static unsigned playing_cards(const game_t *g, int seat)
{
    const tmodel_t *m = &g->shown;
    const showdown_t *sd = &table_notes(g)->sd;
    if (!sd->win_value || m->n_board != 5 || seat < 0 || !(sd->winners & (1u << seat)) ||
        !card_valid(m->seats[seat].cards[0]) || !card_valid(m->seats[seat].cards[1]))
        return 0;
    card_t seven[7];
    for (int k = 0; k < 5; k++)
        seven[k] = m->board[k];
    seven[5] = m->seats[seat].cards[0];
    seven[6] = m->seats[seat].cards[1];
    for (unsigned mask = 0; mask < 128; mask++) {
        if (__builtin_popcount(mask) != 5)
            continue;
        card_t five[5];
        int n = 0;
        for (int k = 0; k < 7; k++)
            if (mask & (1u << k))
                five[n++] = seven[k];
        if (hand_eval(five, 5) == sd->win_value)
            return mask;
    }
    return 0;
}

/* The seat whose winning five are lit: the main pot's first winner that was shown. */
static int lit_seat(const game_t *g)
{
    for (int s = 0; s < g->shown.n_seats; s++)
        if ((table_notes(g)->sd.winners & (1u << s)) && playing_cards(g, s))
            return s;
    return -1;
}

/* The board's geometry: card width asked (cw) and as drawn (cwd), the gap, the first card's
 * centre (x0, y). Spaced by the card as drawn: large cards side by side, not over each other,
 * and a little lower, clear of the pots' labels above. */
typedef struct board_geo {
    float cw, cwd, gap, x0, y;
} board_geo_t;

static board_geo_t board_geo(gfx_t *G)
{
    board_geo_t b;
    b.cw = 64;
    b.cwd = gfx_card_drawn_width(G, b.cw);
    b.gap = 8 * b.cwd / b.cw;
    b.y = 292 + (b.cwd - b.cw) * 0.5f;
    b.x0 = LAYOUT_CX - (5 * b.cwd + 4 * b.gap) / 2 + b.cwd / 2;
    return b;
}

/* The cards on the board now, as one rectangle (w 0 before the flop): what flying chips go round. */
static motion_rect_t board_cards_rect(gfx_t *G, const game_t *g)
{
    board_geo_t b = board_geo(G);
    int n = g->shown.n_board;
    motion_rect_t r = {0, 0, 0, 0};
    if (n <= 0)
        return r;
    float h = b.cwd * GFX_CARD_ASPECT;
    r.x = b.x0 - b.cwd / 2;
    r.y = b.y - h / 2 - b.cwd * GFX_CARD_ASPECT * 0.1f; /* a lifted winning card included */
    r.w = (float)(n - 1) * (b.cwd + b.gap) + b.cwd;
    r.h = h + b.cwd * GFX_CARD_ASPECT * 0.1f;
    return r;
}

static void draw_board_and_pots(app_t *a, game_t *g)
{
    gfx_t *G = a->g;
    const tmodel_t *m = &g->shown;
    const structure_t *st = game_structure(g);
    const board_geo_t bg = board_geo(G);
    const float cw = bg.cw, cwd = bg.cwd, gap = bg.gap, y = bg.y, x0 = bg.x0;
    const float board_bottom = y + cwd * GFX_CARD_ASPECT / 2;
    int lit = game_idle(g) ? lit_seat(g) : -1;
    unsigned plays = lit >= 0 ? playing_cards(g, lit) : 0;
    for (int k = 0; k < m->n_board; k++) {
        float x = x0 + k * (cwd + gap);
        float flip = 1.0f;
        int flipping = 0;
        for (int i = 0; i < g->mo.n_fx; i++)
            if (g->mo.fx[i].kind == FX_FLIP && g->mo.fx[i].seat < 0 && g->mo.fx[i].card_index == k) {
                float t = clamp01((float)((g->clock - g->mo.fx[i].start) / g->mo.fx[i].dur));
                flip = t < 0.5f ? -(1.0f - 2 * t) : (2 * t - 1);
                flipping = g->clock >= g->mo.fx[i].start;
                if (!flipping)
                    flip = -2;
            }
        if (flip < -1.5f)
            continue; /* not yet turned over */
        if (k >= g->mo.vis_board && !flipping)
            continue;
        /* at the showdown the five cards that win lift and glow; the rest step back */
        float lift = plays ? ((plays >> k) & 1u ? 1.0f : 0.0f) : 0.0f;
        float dim = plays && !((plays >> k) & 1u) ? 0.35f : 0.0f;
        gfx_card(G, m->board[k], x, y - lift * 6, cw, flip, lift, dim);
        char cn[3];
        card_format(m->board[k], cn);
        ui_mark(&a->ui, "table.board_card", x - cwd / 2, y - cwd * GFX_CARD_ASPECT / 2, cwd, cwd * GFX_CARD_ASPECT, cn);
    }
    /* pots */
    for (int p = 0; p < m->n_pots; p++) {
        if (m->pots[p].amount <= 0 || (p < 32 && (g->mo.pots_gone & (1u << p))))
            continue;
        float px, py;
        game_pot_xy(g, p, m->n_pots, &px, &py);
        gfx_chip_stacks(G, st, m->level_index, m->pots[p].amount, px, py, 24.0f, 0);
        char label[48], amt[32];
        if (m->n_pots == 1)
            snprintf(label, sizeof label, _("Pot %s"), app_chips(m->pots[p].amount, amt, sizeof amt));
        else if (p == 0)
            snprintf(label, sizeof label, _("Main %s"), app_chips(m->pots[p].amount, amt, sizeof amt));
        else
            snprintf(label, sizeof label, _("Side %d %s"), p, app_chips(m->pots[p].amount, amt, sizeof amt));
        float tw = gfx_text_width(G, label, 14, GFX_FONT_BOLD) + 16;
        gfx_fill_rounded(G, px - tw / 2, py + 14, tw, 22, 11, pal_alpha(C_BACKGROUND, 0xc0));
        gfx_text(G, label, px, py + 25, 14, GFX_FONT_BOLD, C_TEXT, GFX_CENTER | GFX_MIDDLE);
        char mark[24];
        snprintf(mark, sizeof mark, "table.pot.%d", p);
        ui_mark(&a->ui, mark, px - tw / 2, py - 14, tw, 50, label); /* the pile and its label */
        /* who may win it */
        char tip[200];
        snprintf(tip, sizeof tip, "%s", _("Eligible: "));
        const size_t head = strlen(tip);
        for (int s = 0; s < m->n_seats; s++)
            if (m->pots[p].eligible & (1u << s)) {
                size_t l = strlen(tip);
                snprintf(tip + l, sizeof tip - l, "%s%s", l > head ? ", " : "", m->seats[s].name);
            }
        ui_tip_area(&a->ui, ui_id("table.pot_tip", p), px - tw / 2, py - 20, tw, 56, tip);
    }
    /* the antes of this street: in the middle, in no bet and no pot until the street ends (then
     * they are in the main pot's pile, drawn above); without this they vanished from the picture */
    int64_t loose = m->antes; /* only antes: chips the middle holds for a moment between a street's
                                 end and its gathering are no ante (a hand without one showed
                                 "Antes" then) */
    if (loose > 0 && m->n_pots == 0) {
        float px, py;
        game_pot_xy(g, 0, 1, &px, &py);
        gfx_chip_stacks(G, st, m->level_index, loose, px, py, 24.0f, 0);
        char label[48], amt[32];
        snprintf(label, sizeof label, _("Antes %s"), app_chips(loose, amt, sizeof amt));
        float tw = gfx_text_width(G, label, 14, GFX_FONT_BOLD) + 16;
        gfx_fill_rounded(G, px - tw / 2, py + 14, tw, 22, 11, pal_alpha(C_BACKGROUND, 0xc0));
        gfx_text(G, label, px, py + 25, 14, GFX_FONT_BOLD, C_TEXT, GFX_CENTER | GFX_MIDDLE);
        ui_tip_area(&a->ui, ui_id("table.pot_tip", -1), px - tw / 2, py - 20, tw, 56,
                    _("The antes: they go into the main pot when the betting round ends"));
    }
    /* the total pot while bets stand in front of the seats (before the flop there is no pile
     * yet): what a call would win, pots and bets together, as the player reads it */
    int64_t in_front = 0;
    for (int s = 0; s < m->n_seats; s++)
        in_front += m->seats[s].bet;
    if (in_front > 0 && m->middle > 0 && !(table_notes(g)->sd.win_text[0] && game_idle(g))) {
        char label[48], amt[32];
        snprintf(label, sizeof label, _("Total pot %s"), app_chips(m->middle, amt, sizeof amt));
        float tw = gfx_text_width(G, label, 15, GFX_FONT_BOLD) + 22;
        /* under the board; large cards leave no room there above the person's bet, so beside
         * the board's last card instead */
        float tx = LAYOUT_CX, ty = board_bottom + 16;
        if (cwd > cw * 1.05f && m->n_board > 0) {
            tx = x0 + 4 * (cwd + gap) + cwd / 2 + 14 + tw / 2;
            ty = y;
        }
        gfx_fill_rounded(G, tx - tw / 2, ty - 12, tw, 24, 12, pal_alpha(C_BACKGROUND, 0xc8));
        gfx_text(G, label, tx, ty, 15, GFX_FONT_BOLD, C_GOLD, GFX_CENTER | GFX_MIDDLE);
        ui_mark(&a->ui, "table.total_pot", tx - tw / 2, ty - 12, tw, 24, label);
    }
    const char *win_text = table_notes(g)->sd.win_text;
    if (win_text[0] && game_idle(g)) {
        float tw = gfx_text_width(G, win_text, 20, GFX_FONT_BOLD) + 36;
        /* under the board, never over the cards that won */
        float by = board_bottom + 11;
        gfx_fill_rounded(G, LAYOUT_CX - tw / 2, by, tw, 36, 18, pal_alpha(C_BACKGROUND, 0xd8));
        gfx_stroke_rounded(G, LAYOUT_CX - tw / 2, by, tw, 36, 18, 1.5f, C_GOLD);
        gfx_text(G, win_text, LAYOUT_CX, by + 18, 20, GFX_FONT_BOLD, C_GOLD, GFX_CENTER | GFX_MIDDLE);
    }
}

static void draw_effects(app_t *a, game_t *g, float alpha)
{
    gfx_t *G = a->g;
    const structure_t *st = game_structure(g);
    double now = g->clock + alpha * (1.0 / 120.0);
    const motion_rect_t board = board_cards_rect(G, g);
    for (int i = 0; i < g->mo.n_fx; i++) {
        const fx_t *f = &g->mo.fx[i];
        if (now < f->start)
            continue;
        float t = clamp01((float)((now - f->start) / f->dur));
        switch (f->kind) {
        case FX_CHIPS: {
            /* round the board's cards, never over them */
            float x, y;
            motion_route_at(f->x0, f->y0, f->x1, f->y1, &board, ease_in_out(t), &x, &y);
            gfx_chip_stacks(G, st, g->shown.level_index, f->amount, x, y, 22.0f, 0);
            char what[16] = "";
            if (f->pot >= 0)
                snprintf(what, sizeof what, "pot %d", f->pot);
            ui_mark(&a->ui, "table.chips_flying", x - 11, y - 11, 22, 22, what);
            break;
        }
        case FX_CARD: {
            /* land where the seat shows its cards: above the plate, below it for the top seats,
             * higher and larger for the person's */
            int hero = f->seat == g->hero;
            float land = hero ? -80.0f : (f->y1 < 130.0f ? 66.0f : -40.0f);
            float e = ease_out(t);
            float x = f->x0 + (f->x1 - f->x0) * e, y = f->y0 + (f->y1 + land - f->y0) * e;
            float w = 30 + (hero ? 46.0f : 14.0f) * e;
            gfx_card_back(G, x + (f->card_index ? 8 : -8) * e, y, w, 1.0f);
            break;
        }
        case FX_MUCK: {
            float e = ease_in_out(t);
            float x = f->x0 + (f->x1 - f->x0) * e, y = f->y0 - 40 + (f->y1 - f->y0 + 40) * e;
            gfx_card_back(G, x - 6, y, 44 - 10 * e, 1.0f - e);
            gfx_card_back(G, x + 6, y, 44 - 10 * e, 1.0f - e);
            break;
        }
        default:
            break;
        }
    }
}

static void draw_banners(app_t *a, game_t *g)
{
    for (int i = 0; i < g->mo.n_banners; i++) {
        const banner_t *b = &g->mo.banners[i];
        if (g->clock < b->start)
            continue;
        float t = (float)((g->clock - b->start) / b->dur);
        gfx_banner(a->g, b->title, b->sub, clamp01(t));
        /* for the tests: where gfx_banner stands (its band: 800 wide, about y 200) and its title */
        ui_mark(&a->ui, "table.banner", 240, 164, 800, 72, b->title);
        break; /* one at a time */
    }
}

/* ---- acting ------------------------------------------------------------------------------- */

static int64_t round_to_unit(int64_t v, int64_t unit)
{
    if (unit <= 1)
        return v;
    return (v + unit / 2) / unit * unit;
}

static int64_t pot_total(const game_t *g)
{
    int64_t t = 0;
    for (int p = 0; p < g->shown.n_pots; p++)
        t += g->shown.pots[p].amount;
    for (int s = 0; s < g->shown.n_seats; s++)
        t += g->shown.seats[s].bet;
    return t;
}

static int64_t clamp_to(const session_wait_t *w, int64_t v, int64_t unit)
{
    int64_t lo = w->legal.min_to, hi = w->legal.max_to;
    v = round_to_unit(v, unit);
    if (v < lo)
        v = lo;
    if (v > hi)
        v = hi;
    return v;
}

/* A size in big blinds: "3", "2.5", "72.25" (to the hundredth, no trailing zeros; German and
 * Spanish "2,5"). */
static const char *bb_text(int64_t chips, int64_t bb, char *buf, size_t n)
{
    long long h = (long long)((chips * 100 + bb / 2) / bb);
    return app_decimal((double)h / 100.0, h % 100 == 0 ? 0 : h % 10 == 0 ? 1 : 2, buf, n);
}

/* Big blinds typed in the amount box ("2.5", "2,5", "3", ".5", German "1.250,5") in chips, to the
 * nearest chip; -1 when there is no digit. The language's grouping sign before exactly three digits
 * groups; any other '.' or ',' is the decimal point. Past a billion big blinds it is simply too
 * much (no overflow). */
static int64_t bb_typed_chips(const char *text, int64_t bb)
{
    int64_t whole = 0, frac = 0, den = 1;
    int digits = 0, after = 0;
    for (const char *p = text; *p; p++) {
        if ((*p == '.' || *p == ',') && !after) {
            const char *grp = i18n_numbers()->group;
            int three = strspn(p + 1, "0123456789") == 3;
            if (!(*p == grp[0] && three))
                after = 1;
        } else if (*p >= '0' && *p <= '9') {
            digits++;
            if (!after && whole < 1000000000)
                whole = whole * 10 + (*p - '0');
            else if (after && den < 1000000)
                frac = frac * 10 + (*p - '0'), den *= 10;
        }
    }
    if (!digits)
        return -1;
    return whole * bb + (frac * bb + den / 2) / den;
}

/* The command goes to the session at the next step (a refusal is said in the log there). */
static void submit(app_t *a, game_t *g, cmd_t c)
{
    table_ui_t *T = &a->table_ui;
    game_intend(g, (game_intent_t){.kind = GAME_INTENT_ACT, .cmd = c});
    /* every decision starts from the minimum: a 290 river bet is not the next hand's raise */
    T->raise_to = 0;
    T->raise_t = 0;
    T->raise_text[0] = '\0';
    a->ui.focus = 0;
}

static void action_bar(app_t *a, game_t *g, const session_wait_t *w)
{
    table_ui_t *T = &a->table_ui;
    ui_t *u = &a->ui;
    gfx_t *G = a->g;
    const view_legal_t *L = &w->legal;
    view_t v;
    game_view(g, g->hero, &v);
    int64_t unit = v.smallest_chip > 0 ? v.smallest_chip : 1;
    char amt[32], label[64];
    const layout_rect_t fold = layout_rect(LAYOUT_FOLD), call_r = layout_rect(LAYOUT_CALL),
                        raise_r = layout_rect(LAYOUT_RAISE), allin = layout_rect(LAYOUT_ALLIN);
    int can_size = L->can_bet || L->can_raise;
    int enter_bets = 0; /* Enter in the amount box with an amount that can be bet */
    int64_t lo = L->min_to, hi = L->max_to;
    /* sizes in big blinds as well as chips; the amount box in the unit the person chose */
    const int64_t bb = g->shown.bb;
    int in_bb = a->settings.bet_in_bb && bb > 0;
    char bbs[32];
    /* the size: slider, typed amount and presets */
    if (can_size && hi > lo) {
        const layout_rect_t sp = layout_rect(LAYOUT_SIZING_PANEL), sl = layout_rect(LAYOUT_SLIDER),
                            ab = layout_rect(LAYOUT_AMOUNT), ub = layout_rect(LAYOUT_BET_UNITS);
        gfx_panel(G, sp.x, sp.y, sp.w, sp.h);
        ui_area(u, layout_name(LAYOUT_SIZING_PANEL), sp.x, sp.y, sp.w, sp.h);
        int64_t pot = pot_total(g);
        int64_t call = L->call_amount;
        int64_t cur = g->shown.current_bet;
        struct { const char *name; int64_t to; } presets[5] = {
            {_("Min"), lo},
            {_("\xc2\xbd Pot"), cur + (pot + call) / 2},
            {_("\xe2\x85\x94 Pot"), cur + (pot + call) * 2 / 3},
            {_("Pot"), cur + pot + call},
            {_("All-in"), hi},
        };
        for (int i = 0; i < 5; i++) {
            int64_t to = clamp_to(w, presets[i].to, unit);
            if (i == 4)
                to = hi;
            const layout_rect_t pr = layout_preset(i);
            static const char *const PRESET_NAME[5] = {"table.preset_min", "table.preset_half", "table.preset_two_thirds",
                                                      "table.preset_pot", "table.preset_allin"};
            /* the size beside the name where it fits: both units, else the box's unit */
            char plabel[96], ptip[128];
            app_chips(to, amt, sizeof amt);
            if (bb > 0) {
                bb_text(to, bb, bbs, sizeof bbs);
                snprintf(ptip, sizeof ptip, _("%s: to %s \xc2\xb7 %s BB"), _(presets[i].name), amt, bbs);
                snprintf(plabel, sizeof plabel, in_bb ? _("%s %s BB \xc2\xb7 %s") : _("%s %s \xc2\xb7 %s BB"),
                         _(presets[i].name), in_bb ? bbs : amt, in_bb ? amt : bbs);
                if (!gfx_button_fits(G, pr.w, pr.h, plabel, NULL)) {
                    if (in_bb)
                        snprintf(plabel, sizeof plabel, _("%s %s BB"), _(presets[i].name), bbs);
                    else
                        snprintf(plabel, sizeof plabel, "%s %s", _(presets[i].name), amt);
                }
            } else {
                snprintf(ptip, sizeof ptip, _("%s: to %s"), _(presets[i].name), amt);
                snprintf(plabel, sizeof plabel, "%s %s", _(presets[i].name), amt);
            }
            if (!gfx_button_fits(G, pr.w, pr.h, plabel, NULL))
                snprintf(plabel, sizeof plabel, "%s", _(presets[i].name));
            ui_name(u, PRESET_NAME[i]);
            if (ui_button(u, ui_id("table.preset", i), pr.x, pr.y, pr.w, pr.h, plabel, NULL, UI_NO_FOCUS, ptip)) {
                T->raise_to = to;
                T->raise_t = (float)(to - lo) / (float)(hi - lo);
                T->raise_text[0] = '\0';
            }
        }
        if (T->raise_to < lo || T->raise_to > hi)
            T->raise_to = lo, T->raise_t = 0;
        /* wheel and arrows step by a big blind (or the smallest chip) */
        int64_t step = g->shown.bb > 0 ? g->shown.bb : unit;
        int steps = u->wheel;
        if (ui_key(u, SDLK_UP) || ui_key(u, SDLK_RIGHT))
            steps++;
        if (ui_key(u, SDLK_DOWN) || ui_key(u, SDLK_LEFT))
            steps--;
        if (steps) {
            T->raise_to = clamp_to(w, T->raise_to + steps * step, unit);
            if (steps > 0 && T->raise_to == lo && lo + step > hi)
                T->raise_to = hi;
            T->raise_t = (float)(T->raise_to - lo) / (float)(hi - lo);
            T->raise_text[0] = '\0';
        }
        float t = T->raise_t;
        ui_name(u, layout_name(LAYOUT_SLIDER));
        if (ui_slider(u, ui_id("table.slider", 0), sl.x, sl.y, sl.w, sl.h, &t, 0.0f, UI_NO_FOCUS, NULL)) {
            T->raise_t = t;
            /* finer steps at the low end: quadratic */
            double q = (double)t * (double)t;
            T->raise_to = t >= 0.999f ? hi : clamp_to(w, lo + (int64_t)(q * (double)(hi - lo)), unit);
            T->raise_text[0] = '\0';
        }
        /* The amount box: one id for the field and its focus test (when ids counted source lines,
         * a test on another line never saw the field focused and rewrote it from the clamped
         * amount after every key: "20" -> "201" -> "2012" -> the whole stack). While it has the
         * focus the text is the person's own; the amount follows it without clamping each key,
         * and Enter bets what was typed, or says why it cannot. */
        const int amount_id = ui_id("table.amount", 0);
        int enter = 0, typing = u->focus == amount_id;
        /* The units switch (or B, outside the box): chips or big blinds in the box, kept in the
         * settings. Switching ends the typing: the box shows the amount in the other unit. */
        ui_name(u, layout_name(LAYOUT_BET_UNITS));
        if (ui_button(u, ui_id("table.bet_units", 0), ub.x, ub.y, ub.w, ub.h, in_bb ? _("BB") : _("Chips"), NULL, UI_NO_FOCUS,
                      in_bb ? _("The amount is in big blinds: click or press B for chips")
                            : _("The amount is in chips: click or press B for big blinds")) ||
            (bb > 0 && ui_key(u, SDLK_b))) {
            char err[512];
            a->settings.bet_in_bb = !in_bb;
            if (app_settings_save(a, err, sizeof err) != 0 && !a->headless)
                game_log(g, _("The setting was not saved: %s"), err);
            in_bb = a->settings.bet_in_bb;
            if (typing)
                u->focus = 0, typing = 0;
        }
        if (!typing) {
            if (in_bb)
                bb_text(T->raise_to, bb, T->raise_text, sizeof T->raise_text);
            else
                app_chips(T->raise_to, T->raise_text, sizeof T->raise_text); /* grouped as the language does */
        }
        ui_name(u, layout_name(LAYOUT_AMOUNT));
        u->decimal_mark = i18n_numbers()->decimal[0]; /* "2,5" in German, "2.5" in English */
        int changed = ui_textfield(u, amount_id, ab.x, ab.y, ab.w, ab.h, T->raise_text, sizeof T->raise_text,
                                   UI_NUMERIC | (in_bb ? UI_DECIMAL : 0), &enter,
                                   in_bb ? _("Type a bet or raise-to size in big blinds (2.5 is two and a half); Enter bets it")
                                         : _("Type a bet or raise-to amount; Enter bets it"));
        if (in_bb && (changed || enter)) {
            /* big blinds to chips, rounded to a legal amount; a size shown to the hundredth
             * of a big blind counts as the bound it was rounded from */
            int64_t typed = bb_typed_chips(T->raise_text, bb), slack = bb / 200 + 1;
            if (typed > hi && typed - hi <= slack)
                typed = hi;
            if (typed >= 0 && typed < lo && lo - typed <= slack)
                typed = lo;
            if (typed >= lo && typed <= hi) {
                T->raise_to = typed == hi ? hi : clamp_to(w, typed, unit);
                T->raise_t = (float)(T->raise_to - lo) / (float)(hi - lo);
                if (enter)
                    enter_bets = 1, u->focus = 0;
            } else if (enter) {
                u->focus = 0;
                game_log(g, L->can_bet ? _("A bet must be from %s to %s big blinds; you typed %s.")
                                       : _("A raise must be from %s to %s big blinds; you typed %s."),
                         bb_text(lo, bb, amt, sizeof amt), bb_text(hi, bb, label, sizeof label),
                         T->raise_text[0] ? T->raise_text : _("nothing"));
                T->raise_to = typed < lo ? lo : hi;
                T->raise_t = (float)(T->raise_to - lo) / (float)(hi - lo);
            }
            enter = 0;
        } else if (changed) {
            long long typed = app_parse_chips(T->raise_text); /* with or without grouping */
            if (typed >= lo && typed <= hi) {
                T->raise_to = typed;
                T->raise_t = (float)(typed - lo) / (float)(hi - lo);
            }
        }
        if (enter) {
            long long typed = app_parse_chips(T->raise_text); /* with or without grouping */
            u->focus = 0;
            if (typed < lo || typed > hi) {
                game_log(g, L->can_bet ? _("A bet must be from %s to %s; you typed %lld.")
                                       : _("A raise must be from %s to %s; you typed %lld."),
                         app_chips(lo, amt, sizeof amt), app_chips(hi, label, sizeof label), typed);
                T->raise_to = typed < lo ? lo : hi;
                T->raise_t = (float)(T->raise_to - lo) / (float)(hi - lo);
            } else {
                int64_t snapped = typed == hi ? hi : clamp_to(w, typed, unit);
                T->raise_to = snapped;
                T->raise_t = (float)(snapped - lo) / (float)(hi - lo);
                if (snapped != typed)
                    game_log(g, _("Bets go in multiples of the smallest chip in play (%s): %s is ready; Enter bets it."),
                             app_chips(unit, amt, sizeof amt), app_chips(snapped, label, sizeof label));
                else
                    enter_bets = 1;
            }
        }
    } else {
        T->raise_to = lo;
    }
    /* buttons */
    ui_name(u, layout_name(LAYOUT_FOLD));
    if (ui_button(u, ui_id("table.fold", 0), fold.x, fold.y, fold.w, fold.h, _("Fold"), "F",
                  L->can_fold ? UI_DANGER : UI_DISABLED, _("Give up the hand")) ||
        (L->can_fold && ui_key(u, SDLK_f))) {
        cmd_t c = {CMD_FOLD, g->hero, 0};
        submit(a, g, c);
        return;
    }
    if (L->can_check)
        snprintf(label, sizeof label, _("Check"));
    else if (L->can_call)
        snprintf(label, sizeof label, _("Call %s"), app_chips(L->call_amount, amt, sizeof amt));
    else
        snprintf(label, sizeof label, _("Call"));
    ui_name(u, layout_name(LAYOUT_CALL));
    if (ui_button(u, ui_id("table.call", 0), call_r.x, call_r.y, call_r.w, call_r.h, label, "C",
                  (L->can_check || L->can_call) ? 0 : UI_DISABLED, NULL) ||
        ((L->can_check || L->can_call) && ui_key(u, SDLK_c))) {
        cmd_t c = {L->can_check ? CMD_CHECK : CMD_CALL, g->hero, 0};
        submit(a, g, c);
        return;
    }
    int64_t to = T->raise_to < lo ? lo : T->raise_to;
    if (can_size)
        snprintf(label, sizeof label, L->can_bet ? _("Bet %s") : _("Raise to %s"), app_chips(to, amt, sizeof amt));
    else
        snprintf(label, sizeof label, _("Raise"));
    if (can_size && bb > 0) {
        /* the size in both units, the box's first: "Raise to 600" over "3 BB" */
        char both[96];
        bb_text(to, bb, bbs, sizeof bbs);
        if (in_bb)
            snprintf(both, sizeof both, L->can_bet ? _("Bet %s BB\n%s") : _("Raise to %s BB\n%s"), bbs, amt);
        else
            snprintf(both, sizeof both, _("%s\n%s BB"), label, bbs);
        if (gfx_button_fits(G, raise_r.w, raise_r.h, both, "R"))
            snprintf(label, sizeof label, "%s", both);
        else if (in_bb)
            snprintf(label, sizeof label, L->can_bet ? _("Bet %s BB") : _("Raise to %s BB"), bbs);
    }
    ui_name(u, layout_name(LAYOUT_RAISE));
    int raise_click = ui_button(u, ui_id("table.raise", 0), raise_r.x, raise_r.y, raise_r.w, raise_r.h, label, "R",
                                (can_size ? UI_PRIMARY : UI_DISABLED), _("R or Enter"));
    if (can_size && (raise_click || enter_bets || ui_key(u, SDLK_r) || ui_key(u, SDLK_RETURN) ||
                     ui_key(u, SDLK_KP_ENTER))) {
        cmd_t c = {L->can_bet ? CMD_BET : CMD_RAISE, g->hero, to};
        if (to >= hi)
            c.type = CMD_ALLIN, c.amount = 0;
        if (c.type == CMD_ALLIN && a->settings.confirm_allin) {
            T->confirm_allin_open = 1;
            return;
        }
        submit(a, g, c);
        return;
    }
    int64_t stack_all = g->shown.seats[g->hero].stack + g->shown.seats[g->hero].bet;
    snprintf(label, sizeof label, _("All-in %s"), app_chips(stack_all, amt, sizeof amt));
    ui_name(u, layout_name(LAYOUT_ALLIN));
    if (ui_button(u, ui_id("table.allin", 0), allin.x, allin.y, allin.w, allin.h, label, "A", L->can_allin ? UI_DANGER : UI_DISABLED,
                  NULL) ||
        (L->can_allin && ui_key(u, SDLK_a))) {
        if (a->settings.confirm_allin) {
            T->confirm_allin_open = 1;
            return;
        }
        cmd_t c = {CMD_ALLIN, g->hero, 0};
        submit(a, g, c);
    }
}

static void pre_actions(app_t *a, game_t *g)
{
    if (g->n_people > 1)
        return; /* hot-seat: a choice made on someone else's screen would not be private */
    const tmodel_seat_t *hs = &g->shown.seats[g->hero];
    if (!hs->in_hand || hs->folded || hs->all_in || g->shown.hand_no <= 0)
        return;
    ui_t *u = &a->ui;
    const layout_rect_t pa = layout_rect(LAYOUT_PRE_ACTIONS), cfr = layout_rect(LAYOUT_CHECKFOLD),
                        car = layout_rect(LAYOUT_CALLANY);
    gfx_panel(a->g, pa.x, pa.y, pa.w, pa.h);
    ui_area(u, layout_name(LAYOUT_PRE_ACTIONS), pa.x, pa.y, pa.w, pa.h);
    int cf = g->pre_checkfold, ca = g->pre_callany;
    ui_name(u, layout_name(LAYOUT_CHECKFOLD));
    ui_checkbox(u, ui_id("table.checkfold", 0), cfr.x, cfr.y, _("Check/Fold"), &cf, UI_NO_FOCUS, _("Check if free, else fold, when your turn comes"));
    ui_name(u, layout_name(LAYOUT_CALLANY));
    ui_checkbox(u, ui_id("table.callany", 0), car.x, car.y, _("Call any"), &ca, UI_NO_FOCUS, _("Call whatever the bet is when your turn comes"));
    if (cf != g->pre_checkfold) {
        g->pre_checkfold = cf;
        if (cf)
            g->pre_callany = 0;
    } else if (ca != g->pre_callany) {
        g->pre_callany = ca;
        if (ca)
            g->pre_checkfold = 0;
    }
}

/* ---- dialogs ------------------------------------------------------------------------------ */

/* A dialog's scrim, panel (its named rectangle, render/layout_screens.c) and title; *y its top. */
static void dialog_frame(app_t *a, layout_rect_t r, const char *title, float *y)
{
    gfx_t *G = a->g;
    float x0, y0, x1, y1;
    gfx_logical_bounds(G, &x0, &y0, &x1, &y1);
    gfx_fill_rect(G, x0, y0, x1 - x0, y1 - y0, pal_alpha(C_SCRIM, 0x80));
    *y = r.y;
    gfx_shadow(G, r.x, r.y, r.w, r.h, 14, 24, C_SHADOW);
    gfx_panel(G, r.x, r.y, r.w, r.h);
    gfx_text(G, title, LAYOUT_CX, r.y + 34, 26, GFX_FONT_BOLD, C_TEXT, GFX_CENTER | GFX_MIDDLE);
}

/* A dialog's button at its rectangle, named in the widget dump after it (the layout check finds
 * it there) unless dump_name is NULL (a name the Xvfb tests click by already: "button.<label>"). */
static int dialog_button(ui_t *u, int id, const char *dump_name, layout_rect_t r, const char *label, const char *key,
                         int flags, const char *tip)
{
    if (dump_name)
        ui_name(u, dump_name);
    return ui_button(u, id, r.x, r.y, r.w, r.h, label, key, flags, tip);
}

/* The pause menu's rectangle for name, as it stands with Hand a seat to a bot (@leave: the panel
 * taller, the buttons under it lower) or without. */
static layout_rect_t pause_at(const char *name, int can_leave)
{
    char key[48];
    snprintf(key, sizeof key, "%s%s", name, can_leave ? "@leave" : "");
    return layout_at(key);
}

static void decision_dialog(app_t *a, game_t *g, const session_wait_t *w)
{
    ui_t *u = &a->ui;
    const structure_t *st = game_structure(g);
    float y;
    char t[160], m1[48], m2[48];
    ui_set_modal(u, 1);
    ui_layer(u, 1);
    dialog_frame(a, layout_at("decision.panel"), w->addon_offer ? _("Add-on") : _("Rebuy"), &y);
    app_chips(w->offer_chips, m1, sizeof m1);
    if (w->offer_cost > 0)
        app_money(st, w->offer_cost, m2, sizeof m2);
    else
        snprintf(m2, sizeof m2, _("free"));
    if (w->addon_offer)
        snprintf(t, sizeof t, _("Take the add-on: %s chips for %s?"), m1, m2);
    else if (w->must_decide)
        snprintf(t, sizeof t, _("You are out of chips. Rebuy %s chips for %s and play on?"), m1, m2);
    else
        snprintf(t, sizeof t, _("You may rebuy %s chips for %s now."), m1, m2);
    const layout_rect_t text = layout_at("decision.text");
    gfx_text_wrap(a->g, t, text.x, text.y, text.w, 17, GFX_FONT_REGULAR, C_TEXT, 4);
    int yes = ui_id("decision.yes", 0);
    if (u->focus == 0)
        ui_focus(u, yes);
    if (dialog_button(u, yes, "decision.yes", layout_at("decision.yes"), w->addon_offer ? _("Take add-on") : _("Rebuy"), "Y", UI_PRIMARY,
                  _("Pay for the chips and play on with them")) ||
        ui_key(u, SDLK_y)) {
        cmd_t c = {w->addon_offer ? CMD_ADDON : CMD_REBUY, g->hero, 0};
        submit(a, g, c);
    } else if (dialog_button(u, ui_id("decision.no", 0), "decision.no", layout_at("decision.no"), w->must_decide ? _("Leave the table") : _("No thanks"), "N",
                         0, NULL) ||
               ui_key(u, SDLK_n) || ui_key(u, SDLK_ESCAPE)) {
        cmd_t c = {CMD_DECLINE, g->hero, 0};
        submit(a, g, c);
    }
    ui_layer(u, 0);
    ui_set_modal(u, 0);
}

static int busted_dialog(app_t *a, game_t *g)
{
    ui_t *u = &a->ui;
    float y;
    char t[160], money[48];
    ui_set_modal(u, 1);
    ui_layer(u, 1);
    dialog_frame(a, layout_at("busted.panel"), g->n_people > 1 ? _("Everyone at the screen is out") : _("You are out"), &y);
    const structure_t *st = game_structure(g);
    if (g->n_people > 1) {
        size_t o = 0;
        t[0] = '\0';
        for (int i = 0; i < g->n_people && o < sizeof t; i++)
            if (!g->people[i].left)
                o += (size_t)snprintf(t + o, sizeof t - o, "%s%s %d%s", o ? ", " : "", g->people[i].name,
                                      g->people[i].place, app_ordinal(g->people[i].place));
    } else if (g->hero_prize > 0)
        snprintf(t, sizeof t, _("You finished %d%s and won %s."), g->hero_place, app_ordinal(g->hero_place),
                 app_money(st, g->hero_prize, money, sizeof money));
    else
        snprintf(t, sizeof t, _("You finished %d%s."), g->hero_place, app_ordinal(g->hero_place));
    gfx_text(a->g, t, LAYOUT_CX, y + 92, 19, GFX_FONT_REGULAR, C_TEXT, GFX_CENTER | GFX_MIDDLE);
    int res = 0;
    int watch = ui_id("busted.watch", 0);
    if (u->focus == 0)
        ui_focus(u, watch);
    if (dialog_button(u, watch, "busted.watch", layout_at("busted.watch"), _("Watch at speed"), "W", 0, _("The bots play on quickly")))
        res = 1;
    if (ui_key(u, SDLK_w))
        res = 1;
    if (dialog_button(u, ui_id("busted.results", 0), NULL, layout_at("busted.results"), _("See the results"), "Enter", UI_PRIMARY,
                  _("The bots play the rest out at once; then places and prizes")))
        res = 2;
    ui_layer(u, 0);
    ui_set_modal(u, 0);
    return res;
}

static void confirm_allin(app_t *a, game_t *g)
{
    table_ui_t *T = &a->table_ui;
    ui_t *u = &a->ui;
    float y;
    char t[96], amt[32];
    ui_set_modal(u, 1);
    ui_layer(u, 1);
    dialog_frame(a, layout_at("allin.panel"), _("Go all-in?"), &y);
    int64_t all = g->shown.seats[g->hero].stack + g->shown.seats[g->hero].bet;
    snprintf(t, sizeof t, _("Put all %s of your chips in?"), app_chips(all, amt, sizeof amt));
    gfx_text(a->g, t, LAYOUT_CX, y + 86, 18, GFX_FONT_REGULAR, C_TEXT, GFX_CENTER | GFX_MIDDLE);
    int yes = ui_id("allin.yes", 0);
    if (u->focus == 0)
        ui_focus(u, yes);
    if (dialog_button(u, yes, "allin.yes", layout_at("allin.yes"), _("All-in"), "Y", UI_DANGER, _("Put every chip in now")) || ui_key(u, SDLK_y)) {
        T->confirm_allin_open = 0;
        cmd_t c = {CMD_ALLIN, g->hero, 0};
        submit(a, g, c);
    } else if (dialog_button(u, ui_id("allin.cancel", 0), "allin.cancel", layout_at("allin.cancel"), _("Cancel"), "Esc", 0, _("Back to the action bar")) ||
               ui_key(u, SDLK_ESCAPE) ||
               ui_key(u, SDLK_n)) {
        T->confirm_allin_open = 0;
    }
    ui_layer(u, 0);
    ui_set_modal(u, 0);
}


/* A multi-table tournament's hand-off names the table: the screen may have gone to another. */
static void handoff_mtt_line(const game_t *g, const game_person_t *p, char *out, size_t n)
{
    snprintf(out, n, _("Table %d \xe2\x80\x94 %s to act."), g->mtt->table, p->name);
}

/* Hot-seat: the screen is passed to the next person; nothing private is on the table under it. */
static void handoff_screen(app_t *a, game_t *g)
{
    gfx_t *G = a->g;
    ui_t *u = &a->ui;
    const game_person_t *p = &g->people[g->handoff];
    ui_set_modal(u, 1);
    ui_layer(u, 1);
    float x0, y0, x1, y1;
    gfx_logical_bounds(G, &x0, &y0, &x1, &y1);
    gfx_fill_rect(G, x0, y0, x1 - x0, y1 - y0, C_PRIVACY);
    const layout_rect_t P = layout_at("table.handoff_panel");
    const float w = P.w, h = P.h, x = P.x, y = P.y;
    gfx_shadow(G, x, y, w, h, 16, 26, pal_alpha(C_SHADOW, 0xc0));
    gfx_panel(G, x, y, w, h);
    uint32_t col = (p->colour << 8) | 0xffu;
    gfx_fill_rounded(G, x, y, w, 8, 4, col);
    char t[96], sub[160], info[160], c[32];
    snprintf(t, sizeof t, _("Pass to %s"), p->name);
    gfx_text_fit(G, t, LAYOUT_CX, y + 62, w - 60, 34, GFX_FONT_BOLD, col, GFX_CENTER | GFX_MIDDLE);
    session_wait_t w8;
    game_wait(g, &w8);
    const tmodel_seat_t *ts = &g->shown.seats[p->seat];
    if (w8.kind == SESSION_WAIT_DECISION)
        snprintf(sub, sizeof sub, w8.addon_offer ? _("%s has an add-on to decide.") : _("%s has a rebuy to decide."),
                 p->name);
    else if (g->mtt)
        handoff_mtt_line(g, p, sub, sizeof sub);
    else
        snprintf(sub, sizeof sub, _("It is %s's turn to act."), p->name);
    gfx_text_fit(G, sub, LAYOUT_CX, y + 112, w - 60, 18, GFX_FONT_REGULAR, C_TEXT, GFX_CENTER | GFX_MIDDLE);
    snprintf(info, sizeof info, _("Seat %d \xc2\xb7 %s chips"), p->seat + 1, app_chips(ts->stack, c, sizeof c));
    gfx_text(G, info, LAYOUT_CX, y + 142, 15, GFX_FONT_REGULAR, C_DIM, GFX_CENTER | GFX_MIDDLE);
    int go = ui_id("table.handoff", 0);
    if (u->focus == 0)
        ui_focus(u, go);
    snprintf(t, sizeof t, _("I am %s: show my cards"), p->name);
    ui_name(u, "table.handoff");
    if (dialog_button(u, go, NULL, layout_at("table.handoff"), t, "Space", UI_PRIMARY,
                  _("Everyone else looks away: your cards stay on screen until you act")) ||
        ui_key(u, SDLK_SPACE) || ui_key(u, SDLK_RETURN) ||
        (u->mouse_pressed && !ui_mouse_in(u, layout_rect(LAYOUT_MENU).x, layout_rect(LAYOUT_MENU).y,
                                          layout_rect(LAYOUT_MENU).w, layout_rect(LAYOUT_MENU).h))) {
        game_intend(g, (game_intent_t){.kind = GAME_INTENT_HANDOFF_DONE});
        a->ui.mouse_pressed = 0; /* the click that revealed the cards does not also act */
    }
    ui_layer(u, 0);
    ui_set_modal(u, 0);
}

/* Pause menu, hot-seat: a person who leaves hands the seat to a bot. */
static void leave_menu(app_t *a, game_t *g)
{
    table_ui_t *T = &a->table_ui;
    ui_t *u = &a->ui;
    float y;
    int n = 0, row = 0;
    for (int i = 0; i < g->n_people; i++)
        n += !g->people[i].busted && !g->people[i].left;
    dialog_frame(a, layout_leave("leave.panel", 0, n), _("Who leaves?"), &y);
    gfx_text(a->g, _("A bot plays the seat from now on."), LAYOUT_CX, y + 70, 15, GFX_FONT_REGULAR, C_DIM,
             GFX_CENTER | GFX_MIDDLE);
    for (int i = 0; i < g->n_people; i++) {
        const game_person_t *p = &g->people[i];
        if (p->busted || p->left)
            continue;
        char label[64], tip[128];
        snprintf(label, sizeof label, _("%s (seat %d)"), p->name, p->seat + 1);
        snprintf(tip, sizeof tip, _("%s leaves; a medium tight-aggressive bot takes the seat and its chips"), p->name);
        const layout_rect_t b = layout_leave("leave.seat", row++, n);
        ui_name(u, "leave.seat");
        if (ui_button(u, ui_id("leave.seat", i + 1), b.x, b.y, b.w, b.h, label, NULL, 0, tip)) {
            game_intend(g, (game_intent_t){.kind = GAME_INTENT_LEAVE, .person = i});
            T->leave_open = 0;
            close_menu(T, g);
        }
    }
    const layout_rect_t back = layout_leave("leave.back", row, n);
    ui_name(u, "leave.back");
    if (ui_button(u, ui_id("leave.back", 0), back.x, back.y, back.w, back.h, _("Back"), "Esc", 0, _("Nobody leaves")) ||
        ui_key(u, SDLK_ESCAPE))
        T->leave_open = 0;
}

static void pause_menu(app_t *a, game_t *g)
{
    table_ui_t *T = &a->table_ui;
    ui_t *u = &a->ui;
    float y;
    ui_set_modal(u, 1);
    ui_layer(u, 1);
    if (T->leave_open) {
        leave_menu(a, g);
        ui_layer(u, 0);
        ui_set_modal(u, 0);
        return;
    }
    int can_leave = g->n_people > 1 && !g->hero_busted;
    dialog_frame(a, pause_at("pause.panel", can_leave), _("Paused"), &y); /* 40 under the last button */
    int resume = ui_id("pause.resume", 0);
    if (u->focus == 0)
        ui_focus(u, resume);
    if (dialog_button(u, resume, "pause.resume", pause_at("pause.resume", can_leave), _("Resume"), "Esc", UI_PRIMARY, _("Back to the table")) || ui_key(u, SDLK_ESCAPE)) {
        close_menu(T, g);
    } else if (dialog_button(u, ui_id("pause.settings", 0), "pause.settings", pause_at("pause.settings", can_leave), _("Settings"), NULL, 0, _("Speed, sound, cards, text size, hints"))) {
        a->back_screen = SCREEN_TABLE;
        app_go(a, SCREEN_SETTINGS);
    } else if (can_leave && dialog_button(u, ui_id("pause.hand_to_bot", 0), "pause.hand_to_bot", layout_at("pause.hand_to_bot@leave"), _("Hand a seat to a bot"), NULL, 0,
                                      _("Someone has to go: a bot plays their seat on"))) {
        T->leave_open = 1;
        ui_focus(u, 0);
    } else if (dialog_button(u, ui_id("pause.review", 0), NULL, pause_at("pause.review", can_leave), _("Review hands"), NULL,
                         g->mtt ? UI_DISABLED : 0,
                         g->mtt ? _("The replayer steps through a sit-and-go's save; a multi-table tournament keeps none")
                                : _("Step through this tournament's hands; the table waits"))) {
        T->menu_open = 0; /* the replayer holds the table, its clock paused; Close comes back to it */
        app_request(a, (app_req_t){.kind = APP_REQ_REVIEW, .screen = SCREEN_TABLE});
    } else if (dialog_button(u, ui_id("pause.leave", 0), "pause.leave", pause_at("pause.leave", can_leave),
                         g->mtt ? _("Leave the tournament") : _("Save and leave"), NULL, 0,
                         g->mtt ? _("A multi-table tournament is not saved: leaving ends it")
                                : _("The tournament is saved after every hand; Continue resumes it"))) {
        close_menu(T, g);
        app_request(a, (app_req_t){.kind = APP_REQ_LEAVE, .screen = SCREEN_START, .save = 1});
    }
    ui_layer(u, 0);
    ui_set_modal(u, 0);
}

void table_draw_scene(app_t *a, game_t *g, unsigned parts)
{
    gfx_t *G = a->g;
    gfx_background(G);
    gfx_table(G, "Felt");
    if (parts & TABLE_DRAW_PANELS)
        draw_info_panels(a, g);
    draw_board_and_pots(a, g);
    for (int s = 0; s < g->n_seats; s++) {
        /* a multi-table tournament's plates come and go (moves, the final table's redraw) */
        float al = g->mtt ? scr_mtt_seat_alpha(g, s) : 1.0f, was = gfx_get_alpha(G);
        if (al <= 0.0f)
            continue;
        gfx_set_alpha(G, was * al);
        draw_seat(a, g, s, 0);
        gfx_set_alpha(G, was);
        if (g->mtt && g->shown.seats[s].occupied) { /* the MTT tests read who sits where */
            float x, y;
            game_seat_xy(g, s, &x, &y);
            ui_mark(&a->ui, "table.mtt_plate", x - GFX_PLATE_W / 2, y - GFX_PLATE_H / 2, GFX_PLATE_W, GFX_PLATE_H,
                    g->shown.seats[s].name);
        }
    }
    if (parts & TABLE_DRAW_MARKERS)
        draw_markers(a, g);
    if ((parts & TABLE_DRAW_LEDGER) && !(g->mtt && mtt_show_busy(g)))
        explain_ledger(a, g);
    if (g->mtt)
        scr_mtt_overlay(a, g);
    draw_effects(a, g, 0);
    if (g->mtt && (parts & TABLE_DRAW_PANELS))
        scr_mtt_ticker(a, g);
    if (parts & TABLE_DRAW_LOG)
        draw_log(a, g);
}

void screen_table(app_t *a)
{
    table_ui_t *T = &a->table_ui;
    game_t *g = a->game;
    if (!g) {
        app_go(a, SCREEN_START);
        return;
    }
    gfx_t *G = a->g;
    ui_t *u = &a->ui;
    if (T->hand_no != g->shown.hand_no) {
        T->hand_no = g->shown.hand_no;
        T->raise_text[0] = '\0';
    }
    table_draw_scene(a, g, TABLE_DRAW_ALL);
    if (g->save_error[0] || g->hh_error[0])
        gfx_text_fit(G, g->save_error[0] ? g->save_error : g->hh_error, LAYOUT_CX, layout_rect(LAYOUT_ERROR_LINE).y,
                     layout_rect(LAYOUT_ERROR_LINE).w, 13, GFX_FONT_BOLD, C_RED,
                     GFX_CENTER | GFX_TOP);

    /* menu button; the hint panel, taller than the log, stands over its place (a sliver of the
     * button showed above the panel): then only Esc opens the menu */
    int hint_up = hint_panel_up(a, g);
    const layout_rect_t menu_r = layout_rect(LAYOUT_MENU);
    if (!hint_up)
        ui_name(u, layout_name(LAYOUT_MENU));
    if ((!hint_up &&
         ui_button(u, ui_id("table.menu", 0), menu_r.x, menu_r.y, menu_r.w, menu_r.h, _("Menu"), NULL, UI_NO_FOCUS, _("Pause, settings, save and leave"))) ||
        (!T->menu_open && !T->confirm_allin_open && ui_key(u, SDLK_ESCAPE)))
        open_menu(T, g);
    /* a multi-table tournament's lobby, under the tournament strip (L) */
    if (g->mtt && !g->finished) {
        const layout_rect_t lb = layout_rect(LAYOUT_LOBBY_BUTTON);
        ui_name(u, layout_name(LAYOUT_LOBBY_BUTTON));
        if (ui_button(u, ui_id(layout_name(LAYOUT_LOBBY_BUTTON), 0), lb.x, lb.y, lb.w, lb.h, _("Lobby"), "L", UI_NO_FOCUS,
                      _("Every table, the standings and the payout ladder; watch any table live")) ||
            (!T->menu_open && !T->confirm_allin_open && ui_key(u, SDLK_l)))
            lobby_open(a);
        scr_away_button(a, g); /* hand the seat to a bot until a moment */
    }

    /* a move or the final table's redraw being shown: a click on the felt or Space ends it */
    if (g->mtt && mtt_show_busy(g) && !T->menu_open && !T->confirm_allin_open) {
        const layout_rect_t sk = layout_at("table.mtt_skip");
        if ((u->mouse_pressed && ui_mouse_in(u, sk.x, sk.y, sk.w, sk.h)) || ui_key(u, SDLK_SPACE))
            game_intend(g, (game_intent_t){.kind = GAME_INTENT_SKIP_SHOW});
    }
    /* news goes under any dialog: the level banner stood over _("Everyone at the screen is out") */
    draw_banners(a, g);
    session_wait_t w;
    if (g->finished) {
        /* the champion's moment, then the results (a key or a click goes there at once) */
        double hold = g->fast_forward ? 0.8 : 3.0;
        if (g->clock - g->finished_at >= hold || ui_key(u, SDLK_RETURN) || ui_key(u, SDLK_SPACE) ||
            ui_key(u, SDLK_ESCAPE) || u->mouse_pressed) {
            game_intend(g, (game_intent_t){.kind = GAME_INTENT_SAVE});
            app_go(a, SCREEN_RESULTS);
        }
        return;
    }
    if (g->hero_busted && g->watch_choice == 0 && game_idle(g)) {
        /* a multi-table tournament: watch a table live, skip to the final table, the results */
        int r = g->mtt ? scr_away_busted(a, g) : busted_dialog(a, g);
        if (r == 1 && g->mtt) {
            game_intend(g, (game_intent_t){.kind = GAME_INTENT_MTT, .person = GAME_MTT_OP_WATCH});
        } else if (r == 3) {
            game_intend(g, (game_intent_t){.kind = GAME_INTENT_MTT, .person = GAME_MTT_OP_SKIP_FINAL});
        } else if (r == 1) {
            game_intend(g, (game_intent_t){.kind = GAME_INTENT_WATCH});
        } else if (r == 2 || ui_key(u, SDLK_RETURN)) {
            /* the rest is played out at the next step, then the results */
            game_intend(g, (game_intent_t){.kind = GAME_INTENT_PLAY_OUT});
            app_go(a, SCREEN_RESULTS);
        }
    } else if (T->menu_open) {
        pause_menu(a, g);
    } else if (g->mtt && g->hero_busted && g->watch_choice == 1 && g->mtt->away.watch != GAME_WATCH_NONE) {
        if (scr_away_watching(a, g)) { /* the rest played out at the next step, then the results */
            game_intend(g, (game_intent_t){.kind = GAME_INTENT_PLAY_OUT});
            app_go(a, SCREEN_RESULTS);
        }
    } else if (g->mtt && scr_away_chooser(a, g)) {
        /* the away chooser has the frame */
    } else if (g->handoff >= 0 && game_idle(g)) {
        handoff_screen(a, g);
    } else if (T->confirm_allin_open) {
        confirm_allin(a, g);
    } else if (game_hero_deciding(g, &w)) {
        decision_dialog(a, g, &w);
    } else if (game_hero_to_act(g, &w)) {
        explain_keys(a, g, 1);
        explain_draw(a, g, &w, 1);
        action_bar(a, g, &w);
    } else if (g->hero >= 0 && !g->hero_busted) {
        explain_keys(a, g, 0);
        explain_draw(a, g, NULL, 0);
        game_wait(g, &w);
        if (w.kind == SESSION_WAIT_BREAK && game_idle(g)) {
            char t[96];
            int64_t left = w.break_left_ms;
            if (left > 0)
                snprintf(t, sizeof t, _("Break: %d:%02d left"), (int)(left / 60000), (int)(left / 1000 % 60));
            else
                snprintf(t, sizeof t, _("Break"));
            const layout_rect_t bp = layout_rect(LAYOUT_BREAK_PANEL), sb = layout_rect(LAYOUT_SKIP_BREAK);
            gfx_panel(G, bp.x, bp.y, bp.w, bp.h);
            ui_area(u, layout_name(LAYOUT_BREAK_PANEL), bp.x, bp.y, bp.w, bp.h);
            gfx_text(G, t, bp.x + bp.w / 2, bp.y + 28, 18, GFX_FONT_BOLD, C_TEXT, GFX_CENTER | GFX_MIDDLE);
            ui_name(u, layout_name(LAYOUT_SKIP_BREAK));
            if (ui_button(u, ui_id("table.skip_break", 0), sb.x, sb.y, sb.w, sb.h, _("Skip the break"), "S", UI_PRIMARY, _("Deal the next hand now")) ||
                ui_key(u, SDLK_s))
                game_intend(g, (game_intent_t){.kind = GAME_INTENT_SKIP_BREAK});
        } else if (game_mtt_away_on(g)) {
            scr_away_panel(a, g); /* a bot plays the seat: Come back */
        } else {
            pre_actions(a, g);
        }
    }
}
