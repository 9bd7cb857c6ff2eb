/* scr_explain.c — the table explains itself: the hint panel for the person to act (H: price of a
 * call, stack depth and M, the money, ICM, the hard bot's advice and its reason), why the button
 * and blinds are where they are (W), the orbit ledger on the seats, the pot notes at showdown,
 * and the keys overlay (F1). Everything here reads the table model and the acting seat's own
 * view: nothing shows a card the screen's owner may not see. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "ai/icm.h"
#include "app/app.h"
#include "app/format.h"
#include "app/game.h"
#include "app/i18n.h"
#include "app/scr_explain.h"
#include "render/layout_screens.h"
#include "render/tablegfx.h"
#include "app/palette.h"

/* ---- the hint ----------------------------------------------------------------------------- */

enum { HINT_LINES = 8, HINT_LEN = 160 };

typedef struct hint {
    int valid;
    int seat, hand_no, street;
    int64_t current, pot;
    char line[HINT_LINES][HINT_LEN];
    uint32_t colour[HINT_LINES];
    int n;
    char advice[HINT_LEN], reason[300];
    int n_icm;
    char icm[ENGINE_MAX_SEATS][48];
} hint_t;

static hint_t hint;

static void add(hint_t *h, uint32_t colour, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void add(hint_t *h, uint32_t colour, const char *fmt, ...)
{
    if (h->n >= HINT_LINES)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(h->line[h->n], HINT_LEN, fmt, ap);
    va_end(ap);
    h->colour[h->n++] = colour;
}

static void command_text(const cmd_t *c, const view_t *v, char *buf, size_t len)
{
    char a[32];
    int64_t stack_all = v->seats[c->seat >= 0 ? c->seat : 0].stack + v->seats[c->seat >= 0 ? c->seat : 0].committed;
    switch (c->type) {
    case CMD_FOLD: snprintf(buf, len, "%s", _("Fold")); break;
    case CMD_CHECK: snprintf(buf, len, "%s", _("Check")); break;
    case CMD_CALL: snprintf(buf, len, _("Call %s"), app_chips(v->legal.call_amount, a, sizeof a)); break;
    case CMD_BET:
        snprintf(buf, len, c->amount >= stack_all ? _("All-in %s") : _("Bet %s"), app_chips(c->amount, a, sizeof a));
        break;
    case CMD_RAISE:
        snprintf(buf, len, c->amount >= stack_all ? _("All-in to %s") : _("Raise to %s"),
                 app_chips(c->amount, a, sizeof a));
        break;
    case CMD_ALLIN: snprintf(buf, len, _("All-in %s"), app_chips(stack_all, a, sizeof a)); break;
    default: snprintf(buf, len, "%s", _("No action")); break;
    }
}

static void hint_compute(app_t *a, game_t *g, const session_wait_t *w, hint_t *h)
{
    view_t v;
    game_view(g, w->seat, &v);
    if (h->valid && h->seat == w->seat && h->hand_no == v.hand_no && h->street == (int)v.street &&
        h->current == v.current && h->pot == v.pot_total)
        return;
    memset(h, 0, sizeof *h);
    h->valid = 1;
    h->seat = w->seat, h->hand_no = v.hand_no, h->street = (int)v.street;
    h->current = v.current, h->pot = v.pot_total;
    const view_legal_t *L = &w->legal;
    const view_seat_t *me = &v.seats[w->seat];
    char x1[32], x2[32], x3[32];

    /* the price of a call */
    if (L->can_call && L->call_amount > 0) {
        int64_t call = L->call_amount;
        /* a call can only win from each other seat what this seat can match (R19) */
        int64_t winnable = 0, mine = me->committed + call;
        for (int s = 0; s < v.n_seats; s++) {
            int64_t c = v.seats[s].committed;
            if (s == w->seat)
                continue;
            winnable += c < mine ? c : mine;
        }
        int64_t dead = v.pot_total;
        for (int s = 0; s < v.n_seats; s++)
            dead -= v.seats[s].committed;
        winnable += dead > 0 ? dead : 0;
        double need = 100.0 * (double)call / (double)(winnable + me->committed + call);
        add(h, C_TEXT, _("To call: %s to win %s: you need %.0f%% equity"), app_chips(call, x1, sizeof x1),
            app_chips(winnable + me->committed, x2, sizeof x2), need);
    } else if (L->can_check) {
        add(h, C_TEXT, _("Checking is free: the pot is %s"), app_chips(v.pot_total, x1, sizeof x1));
    }
    /* stack depth */
    int64_t mystack = me->stack + me->committed, biggest = 0;
    int dealt = 0;
    for (int s = 0; s < v.n_seats; s++) {
        const view_seat_t *vs = &v.seats[s];
        if (vs->in_hand || vs->folded)
            dealt++;
        if (s != w->seat && vs->in_hand && !vs->folded && vs->stack + vs->committed > biggest)
            biggest = vs->stack + vs->committed;
    }
    int64_t eff = mystack < biggest ? mystack : biggest;
    int64_t orbit = v.sb + v.bb + v.ante * dealt;
    if (v.bb > 0) {
        char bbs[32], m[32];
        add(h, C_TEXT, _("Effective stack %s = %s big blinds;  M = %s"), app_chips(eff, x1, sizeof x1),
            app_decimal((double)eff / (double)v.bb, 1, bbs, sizeof bbs),
            app_decimal(orbit > 0 ? (double)mystack / (double)orbit : 0.0, 1, m, sizeof m));
    }
    /* the money */
    const structure_t *st = game_structure(g);
    int entrants = 0, rebuys = 0, addons = 0;
    for (int s = 0; s < v.n_seats; s++)
        if (v.seats[s].occupied) {
            entrants++;
            rebuys += v.seats[s].rebuys;
            addons += v.seats[s].addon_taken ? 1 : 0;
        }
    const payout_tier_t *tier = structure_payout_for(st, entrants);
    int paid = tier ? tier->n_places : 0;
    if (paid > 0) {
        if (v.players_left <= paid)
            add(h, C_GREEN, _("In the money: %d players left, %d paid"), v.players_left, paid);
        else if (v.players_left == paid + 1)
            add(h, C_GOLD, _("On the bubble: the next player out wins nothing (%d paid)"), paid);
        else
            add(h, C_TEXT, _("%d from the money (%d paid, %d left)"), v.players_left - paid, paid, v.players_left);
    }
    /* ICM: what each stack is worth, as if the hand's chips went back to whoever put them in */
    int64_t pool = st->buy_in * entrants + st->rebuy_cost * rebuys + st->addon_cost * addons;
    if (tier && v.players_left >= 2 && v.players_left <= ICM_MAX_PLAYERS) {
        int64_t stacks[ICM_MAX_PLAYERS];
        int who[ICM_MAX_PLAYERS], n = 0;
        for (int s = 0; s < v.n_seats && n < ICM_MAX_PLAYERS; s++)
            if (v.seats[s].occupied && !v.seats[s].eliminated) {
                stacks[n] = v.seats[s].stack + v.seats[s].committed;
                who[n++] = s;
            }
        double prizes[STRUCT_MAX_PLACES], eq[ICM_MAX_PLAYERS];
        for (int i = 0; i < tier->n_places; i++)
            prizes[i] = pool > 0 ? (double)pool * tier->percent_bp[i] / 10000.0 : tier->percent_bp[i] / 100.0;
        if (icm_equity(stacks, n, prizes, tier->n_places, eq) == 0) {
            for (int i = 0; i < n; i++) {
                char money[32];
                if (pool > 0)
                    app_money(st, (int64_t)(eq[i] + 0.5), money, sizeof money);
                else
                    app_percent(eq[i], 1, money, sizeof money);
                snprintf(h->icm[h->n_icm++], sizeof h->icm[0], "%.20s %s", g->shown.seats[who[i]].name, money);
            }
        }
    }
    /* what the hard bot would do, from this seat's own view */
    bot_spec_t spec;
    char err[256];
    if (bot_spec_parse(a->bots, "tag:hard", &spec, err, sizeof err) == 0) {
        bot_setup_t su;
        memset(&su, 0, sizeof su);
        su.seat = w->seat;
        su.player_id = w->seat;
        su.seed = g->seed ^ 0x48494e54ULL; /* its own stream: asking never changes the game */
        su.structure = st;
        bot_t *b = bot_create(&spec, &su, err, sizeof err);
        if (b) {
            cmd_t c;
            char reason[300];
            bot_decide(b, &v, &c, reason, sizeof reason);
            command_text(&c, &v, x3, sizeof x3);
            snprintf(h->advice, sizeof h->advice, _("The hard bot would: %s"), x3);
            snprintf(h->reason, sizeof h->reason, "%s", reason);
            bot_destroy(b);
        }
    }
}

static void hint_panel(app_t *a, game_t *g, const session_wait_t *w)
{
    gfx_t *G = a->g;
    hint_compute(a, g, w, &hint);
    /* the panel at its smallest, standing on the bottom margin: it grows upward */
    const layout_rect_t P = layout_at("explain.hint");
    const float x = P.x, wdt = P.w, bottom = P.y + P.h;
    /* its top clear of the name plates over it, their tag pills included (at 1024x600 it touched
     * the lower-left plate's tag): a plate above the panel's bottom third sets how high it may go;
     * where the panel would reach over that, the ICM values take three columns and the lines
     * close up a little (a line apart at least) */
    float top_min = 0;
    for (int s = 0; s < g->n_seats; s++) {
        float sx, sy;
        if (!g->shown.seats[s].occupied)
            continue;
        game_seat_xy(g, s, &sx, &sy);
        float tag_bottom = sy + GFX_PLATE_H / 2 + 4 + 9;
        if (sx + GFX_PLATE_W / 2 > x && sx - GFX_PLATE_W / 2 < x + wdt && tag_bottom + 8 > top_min &&
            tag_bottom < bottom - P.h)
            top_min = tag_bottom + 8;
    }
    int icm_cols = 2;
    float pitch = 19;
    float hgt = 0, y = 0;
    for (int pass = 0; pass < 3; pass++) {
        int icm_rows = (hint.n_icm + icm_cols - 1) / icm_cols;
        hgt = 44 + (float)hint.n * pitch + (hint.advice[0] ? 60.8f : 0) +
              (hint.n_icm ? 22.8f + (float)icm_rows * pitch : 0);
        y = bottom - hgt;
        if (y >= top_min)
            break;
        if (pass == 0 && hint.n_icm > 4) {
            icm_cols = 3;
        } else {
            float lines = (float)hint.n + (float)icm_rows;
            float p = lines > 0 ? pitch - (top_min - y) / lines : pitch;
            pitch = p < 16 ? 16 : p;
        }
    }
    gfx_shadow(G, x, y, wdt, hgt, 10, 18, C_SCRIM);
    gfx_panel(G, x, y, wdt, hgt);
    gfx_text(G, _("Hint"), x + 16, y + 20, 16, GFX_FONT_BOLD, C_GOLD, GFX_LEFT | GFX_MIDDLE);
    gfx_text(G, _("H closes"), x + wdt - 16, y + 20, 12, GFX_FONT_REGULAR, C_DIM, GFX_RIGHT | GFX_MIDDLE);
    float yy = y + 40;
    for (int i = 0; i < hint.n; i++, yy += pitch)
        gfx_text_squeeze(G, hint.line[i], x + 16, yy, wdt - 32, 13, 10, GFX_FONT_REGULAR, hint.colour[i],
                         GFX_LEFT | GFX_TOP);
    if (hint.advice[0]) {
        yy += 4;
        gfx_text_squeeze(G, hint.advice, x + 16, yy, wdt - 32, 14, 10, GFX_FONT_BOLD, C_TEXT, GFX_LEFT | GFX_TOP);
        yy += 20;
        gfx_text_wrap(G, hint.reason, x + 16, yy, wdt - 32, 12, GFX_FONT_REGULAR, C_DIM, 2);
        yy += 38;
    }
    if (hint.n_icm) {
        gfx_text(G, _("ICM: what each stack is worth now"), x + 16, yy, 12, GFX_FONT_BOLD, C_DIM, GFX_LEFT | GFX_TOP);
        yy += 20;
        const float col = (wdt - 32) / (float)icm_cols;
        for (int i = 0; i < hint.n_icm; i++)
            gfx_text_fit(G, hint.icm[i], x + 16 + (float)(i % icm_cols) * col, yy + (float)(i / icm_cols) * pitch, col - 10, 12,
                         GFX_FONT_REGULAR, C_TEXT, GFX_LEFT | GFX_TOP);
    }
}

/* ---- why here ----------------------------------------------------------------------------- */

_Static_assert((int)TMODEL_MARK_BUTTON == (int)GFX_MARK_BUTTON && (int)TMODEL_MARK_SB == (int)GFX_MARK_SB &&
                   (int)TMODEL_MARK_BB == (int)GFX_MARK_BB,
               "the table model's markers are render's");

static void why_panel(app_t *a, game_t *g)
{
    gfx_t *G = a->g;
    const layout_rect_t P = layout_at("explain.why");
    const float x = P.x, y = P.y, wdt = P.w, hgt = P.h;
    gfx_shadow(G, x, y, wdt, hgt, 12, 20, C_SHADOW);
    gfx_panel(G, x, y, wdt, hgt);
    gfx_text(G, _("Why here?"), x + 20, y + 22, 17, GFX_FONT_BOLD, C_GOLD, GFX_LEFT | GFX_MIDDLE);
    gfx_text(G, _("W closes"), x + wdt - 18, y + 22, 12, GFX_FONT_REGULAR, C_DIM, GFX_RIGHT | GFX_MIDDLE);
    static const int kinds[3] = {GFX_MARK_BUTTON, GFX_MARK_SB, GFX_MARK_BB};
    float yy = y + 48;
    for (int k = 0; k < 3; k++) {
        char t[320];
        tmodel_marker_reason(&g->shown, kinds[k], t, sizeof t);
        gfx_marker(G, x + 34, yy + 16, kinds[k], k == 0 ? g->shown.dead_button : k == 1 ? !g->shown.sb_posted : 0);
        gfx_text_wrap(G, t, x + 62, yy + 2, wdt - 82, 13, GFX_FONT_REGULAR, C_TEXT, 3);
        yy += 58;
    }
}

/* ---- pot notes ---------------------------------------------------------------------------- */

static void pot_notes(app_t *a, game_t *g)
{
    /* between the top seat's cards and the board, one line per pot (the whole note on hover) */
    gfx_t *G = a->g;
    const layout_rect_t P = layout_at("explain.pot_notes"); /* one line's height: it grows with the pots */
    const float x = P.x, wdt = P.w, y = P.y;
    const showdown_t *sd = &table_notes(g)->sd;
    int n = sd->n_pot_notes < 5 ? sd->n_pot_notes : 5;
    float hgt = P.h + (float)n * 18;
    gfx_panel(G, x, y, wdt, hgt);
    gfx_text(G, n > 1 ? _("Who could win each pot") : _("Who could win the pot"), x + 14, y + 14, 12, GFX_FONT_BOLD, C_GOLD,
             GFX_LEFT | GFX_MIDDLE);
    for (int i = 0; i < n; i++) {
        float yy = y + 26 + (float)i * 18;
        /* smaller rather than cut: the winner is at the end of the line */
        gfx_text_squeeze(G, sd->pot_note[i], x + 14, yy, wdt - 28, 12, 10, GFX_FONT_REGULAR, C_TEXT,
                         GFX_LEFT | GFX_TOP);
        ui_tip_area(&a->ui, ui_id("table.pot_note_tip", i), x, yy - 2, wdt, 18, sd->pot_note[i]);
    }
}

/* ---- orbit ledger ------------------------------------------------------------------------- */

void explain_ledger(app_t *a, game_t *g)
{
    if (!a->settings.ledger || g->shown.hand_no <= 0 || g->drawing)
        return;
    gfx_t *G = a->g;
    for (int s = 0; s < g->n_seats; s++) {
        const tmodel_seat_t *ts = &g->shown.seats[s];
        if (!ts->occupied || ts->eliminated)
            continue;
        float x, y;
        game_seat_xy(g, s, &x, &y);
        /* two small tabs on the plate's right edge, clear of the name and the stack */
        float px = x + 55, py = y - 17;
        static const char *const lab[2] = {"SB", "BB"};
        int paid[2] = {table_notes(g)->ledger.sb[s], table_notes(g)->ledger.bb[s]};
        for (int k = 0; k < 2; k++) {
            float by = py + (float)k * 17;
            if (paid[k]) {
                gfx_fill_rounded(G, px, by, 19, 14, 4, k ? C_GOLD : C_LEDGER_SB);
                gfx_text(G, lab[k], px + 9.5f, by + 7, 8, GFX_FONT_BOLD, C_LEDGER_TEXT, GFX_CENTER | GFX_MIDDLE);
            } else {
                gfx_stroke_rounded(G, px, by, 19, 14, 4, 1.0f, pal_alpha(C_TEXT, 0x40));
                gfx_text(G, lab[k], px + 9.5f, by + 7, 8, GFX_FONT_BOLD, pal_alpha(C_TEXT, 0x60), GFX_CENTER | GFX_MIDDLE);
            }
        }
        char tip[400];
        snprintf(tip, sizeof tip,
                 paid[0] ? (paid[1] ? _("Orbit ledger: %s has posted the small blind and the big blind since the big "
                                        "blind last came round (R3: nobody misses a big blind or pays it twice)")
                                    : _("Orbit ledger: %s has posted the small blind, not yet the big blind, since "
                                        "the big blind last came round (R3: nobody misses a big blind or pays it "
                                        "twice)"))
                         : (paid[1] ? _("Orbit ledger: %s has posted the big blind, not yet the small blind, since "
                                        "the big blind last came round (R3: nobody misses a big blind or pays it "
                                        "twice)")
                                    : _("Orbit ledger: %s has posted neither blind yet since the big blind last came "
                                        "round (R3: nobody misses a big blind or pays it twice)")),
                 ts->name);
        ui_tip_area(&a->ui, ui_id("table.orbit_tip", s), px, py, 19, 31, tip);
    }
}

/* ---- keys and drawing --------------------------------------------------------------------- */

void explain_keys(app_t *a, game_t *g, int hero_to_act)
{
    ui_t *u = &a->ui;
    if (a->settings.hints && hero_to_act && ui_key(u, SDLK_h))
        a->table_ui.hint_open = !a->table_ui.hint_open;
    if (a->settings.explain && g->shown.hand_no > 0 && ui_key(u, SDLK_w))
        a->table_ui.why_open = !a->table_ui.why_open;
    if (a->table_ui.why_open && ui_key_peek(u, SDLK_ESCAPE)) {
        ui_key(u, SDLK_ESCAPE);
        a->table_ui.why_open = 0;
    }
}

void explain_draw(app_t *a, game_t *g, const session_wait_t *w, int hero_to_act)
{
    if (a->settings.explain && table_notes(g)->sd.n_pot_notes > 0 && game_idle(g) && g->shown.n_pots == 0 && !a->table_ui.why_open)
        pot_notes(a, g);
    if (a->settings.explain && a->table_ui.why_open && g->shown.hand_no > 0)
        why_panel(a, g);
    if (a->settings.hints && a->table_ui.hint_open && hero_to_act && w)
        hint_panel(a, g, w);
    else
        hint.valid = hint.valid && hero_to_act;
}

/* ---- F1 ----------------------------------------------------------------------------------- */

void help_overlay(app_t *a)
{
    gfx_t *G = a->g;
    ui_t *u = &a->ui;
    ui_set_modal(u, 3);
    ui_layer(u, 3);
    float x0, y0, x1, y1;
    gfx_logical_bounds(G, &x0, &y0, &x1, &y1);
    gfx_fill_rect(G, x0, y0, x1 - x0, y1 - y0, pal_alpha(C_SHADOW, 0xb0));
    const layout_rect_t P = layout_at("help.panel"), key_at = layout_at("help.key"), text_at = layout_at("help.text");
    const float x = P.x, y = P.y, wdt = P.w, hgt = P.h;
    gfx_shadow(G, x, y, wdt, hgt, 16, 26, pal_alpha(C_SHADOW, 0xc0));
    gfx_panel(G, x, y, wdt, hgt);
    gfx_text(G, _("Keys"), x + 32, y + 36, 28, GFX_FONT_BOLD, C_TEXT, GFX_LEFT | GFX_MIDDLE);
    gfx_text(G, _("F1 or Esc closes"), x + wdt - 32, y + 36, 14, GFX_FONT_REGULAR, C_DIM, GFX_RIGHT | GFX_MIDDLE);
    static const char *const table[][2] = {
        {N_("At the table"), NULL},
        {"F", N_("Fold")},
        {"C", N_("Check, or call")},
        {"R", N_("Bet or raise the amount shown")},
        {"A", N_("All-in")},
        {N_("Up / Down"), N_("More or less on the slider")},
        {N_("0-9, Enter"), N_("Bet or raise exactly the typed amount")},
        {"B", N_("Sizes in big blinds or in chips")},
        {"H", N_("Hint: odds, stacks, ICM, the bot's advice")},
        {"W", N_("Why the button and blinds are here")},
        {N_("Space"), N_("Hot-seat: show my cards")},
        {"S", N_("Skip a break")},
        {"Esc", N_("Pause: settings, leave a seat, save")},
    };
    /* the screen's own keys replace the table's: F1 in the replayer or a drill listed the table's
     * keys only, and the replayer's steps and the drills' keys were nowhere to be found */
    static const char *const replayer[][2] = {
        {N_("In the replayer"), NULL},
        {N_("Right / Left"), N_("One step on / one step back")},
        {"Home / End", N_("The deal of the hand / how it ended")},
        {N_("Up / Down"), N_("The previous / next hand")},
        {"PgUp / PgDn", N_("The previous / next hand")},
        {"L", N_("The hand list (Enter opens one)")},
        {N_("Space"), N_("Play the hand on by itself")},
        {"P", N_("Play on from here: a practice game")},
        {"Esc", N_("Back to where the replayer was opened")},
    };
    static const char *const drill[][2] = {
        {N_("In a drill"), NULL},
        {N_("Tab, arrows"), N_("A disc, a seat, a box: move or choose")},
        {"Enter", N_("Confirm the answer")},
        {"N", N_("No small blind; No (re-open)")},
        {"Y", N_("Yes (re-open)")},
        {"+ / -", N_("The amount by the smallest chip")},
        {"P, 1-9", N_("Side pots: a new pot; chips into pot N")},
        {"E / W", N_("Side pots: clicks mark eligible / winners")},
        {N_("M, Delete"), N_("Showdown: may muck; clear the order")},
        {N_("1-4, hold T"), N_("Floor: a ruling; the card's table")},
        {N_("R, Space"), N_("After the answer: the rule in full; next")},
        {"Esc", N_("End the session: its summary")},
    };
    const char *const(*first)[2] = table;
    int n_first = (int)(sizeof table / sizeof table[0]);
    if (a->screen == SCREEN_REPLAY) {
        first = replayer;
        n_first = (int)(sizeof replayer / sizeof replayer[0]);
    } else if (a->screen == SCREEN_DRILL || a->screen == SCREEN_SHADOW) {
        first = drill;
        n_first = (int)(sizeof drill / sizeof drill[0]);
    }
    static const char *const other[][2] = {
        {N_("Everywhere"), NULL},
        {"Tab, Shift+Tab", N_("Move the outlined focus")},
        {N_("Enter or Space"), N_("Press the focused button")},
        {N_("Left / Right"), N_("Change a choice or a slider")},
        {"F11", N_("Fullscreen")},
        {"F1", N_("This list")},
        {N_("Dialogs"), NULL},
        {"Y / N", N_("Yes or no: rebuy, add-on, all-in")},
        {"W", N_("After busting: watch the rest")},
        {N_("Start screen"), NULL},
        {"N / C / H", N_("New tournament / Continue / Hot-seat")},
        {"P / T", N_("Practice / Statistics")},
        {"S / Q", N_("Settings / Quit")},
    };
    for (int col = 0; col < 2; col++) {
        const char *const(*rows)[2] = col == 0 ? first : other;
        int n = col == 0 ? n_first : (int)(sizeof other / sizeof other[0]);
        /* the second column stands a column's width and a gap to the right */
        float cx = key_at.x + (float)col * (text_at.x + text_at.w - key_at.x + 16), cy = key_at.y;
        for (int i = 0; i < n; i++) {
            if (!rows[i][1]) {
                if (i > 0)
                    cy += 8;
                gfx_text(G, _(rows[i][0]), cx, cy, 15, GFX_FONT_BOLD, C_GOLD, GFX_LEFT | GFX_TOP);
                cy += 30;
                continue;
            }
            const char *key = _(rows[i][0]);
            float kw = gfx_text_width(G, key, 13, GFX_FONT_BOLD) + 16;
            if (kw > key_at.w)
                kw = key_at.w;
            gfx_fill_rounded(G, cx, cy - 2, kw, 22, 5, pal_alpha(C_HIGHLIGHT, 0x18));
            /* smaller rather than cut at a large text size: a key or a line without its end says
             * nothing */
            gfx_text_squeeze(G, key, cx + 8, cy + 9, kw - 16, 13, 10, GFX_FONT_BOLD, C_TEXT,
                             GFX_LEFT | GFX_MIDDLE);
            gfx_text_squeeze(G, _(rows[i][1]), cx + (text_at.x - key_at.x), cy + 9, text_at.w, 13, 10, GFX_FONT_REGULAR, C_TEXT,
                             GFX_LEFT | GFX_MIDDLE);
            cy += 30;
        }
    }
    if (ui_key(u, SDLK_ESCAPE) || ui_key(u, SDLK_F1) || u->mouse_pressed)
        a->help_open = 0;
    ui_layer(u, 0);
    ui_set_modal(u, 0);
}
