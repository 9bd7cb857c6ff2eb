/* test_render.c — the render toolkit drawn headless into software-renderer surfaces at 1280x720
 * and 2560x1440: a gallery of every card, chip set, plate, marker and widget saved as PNGs
 * (--out DIR), with checks on real pixels; the theme loader, chip breakdowns and synthesised
 * sounds. `test_render --bench [--frames N]` times a full 10-seat table frame instead. */
#include <SDL.h>
#include <SDL_image.h>
#include <sys/stat.h>
#include <unistd.h>

#include "engine/structure.h"
#include "engine/text.h"
#include "render/cards.h"
#include "render/chips.h"
#include "render/gfx.h"
#include "render/layout.h"
#include "render/layout_screens.h"
#include "render/sfx.h"
#include "render/tablegfx.h"
#include "render/theme.h"
#include "render/ui.h"
#include "testlib.h"

#ifndef FELT_SOURCE_DIR
#define FELT_SOURCE_DIR "."
#endif

static const char *out_dir = NULL;

/* ---- a headless canvas: a software renderer drawing straight into a surface ---- */
typedef struct canvas {
    SDL_Surface *surf;
    SDL_Renderer *r;
    gfx_t *g;
} canvas_t;

static int canvas_open(canvas_t *c, int w, int h)
{
    char err[512];
    memset(c, 0, sizeof *c);
    c->surf = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    c->r = c->surf ? SDL_CreateSoftwareRenderer(c->surf) : NULL;
    if (!c->r) {
        fprintf(stderr, "cannot make a %dx%d software renderer: %s\n", w, h, SDL_GetError());
        return -1;
    }
    theme_t t;
    theme_default(&t);
    c->g = gfx_create(c->r, &t, NULL, err, sizeof err);
    if (!c->g) {
        fprintf(stderr, "gfx_create: %s\n", err);
        return -1;
    }
    return 0;
}

static void canvas_close(canvas_t *c)
{
    gfx_destroy(c->g);
    if (c->r)
        SDL_DestroyRenderer(c->r);
    if (c->surf)
        SDL_FreeSurface(c->surf);
}

/* Pixel at logical (x, y) as 0xRRGGBB (flushes the renderer's queue first). */
static uint32_t px_at(canvas_t *c, float x, float y)
{
    SDL_RenderFlush(c->r);
    float s = gfx_scale(c->g);
    int ix = (int)(x * s), iy = (int)(y * s);
    if (ix < 0 || iy < 0 || ix >= c->surf->w || iy >= c->surf->h)
        return 0;
    uint32_t v = ((uint32_t *)((uint8_t *)c->surf->pixels + (size_t)iy * c->surf->pitch))[ix];
    return v & 0xffffff;
}
static int R(uint32_t v) { return (int)(v >> 16) & 0xff; }
static int G(uint32_t v) { return (int)(v >> 8) & 0xff; }
static int B(uint32_t v) { return (int)v & 0xff; }

static void save_png(canvas_t *c, const char *name)
{
    SDL_RenderFlush(c->r);
    if (!out_dir)
        return;
    char path[400];
    snprintf(path, sizeof path, "%.300s/%.60s", out_dir, name);
    int rc = IMG_SavePNG(c->surf, path);
    CHECK_MSG(rc == 0, "IMG_SavePNG(%.300s): %.100s", path, SDL_GetError());
}

/* ---- scenes ---- */

static const char *const NAMES[10] = {"You", "Maria Gonzalez", "Bot Ada", "Kofi", "Li Wei",
                                      "Bot Turing", "Sam", "Anastasia Romanova", "Bot Hopper", "Jo"};

/* The benchmark's frame: a 10-seat hand on the river. Others' cards peek out above their plates
 * (below them for the top seats, which have no room above); bets sit 58% of the way to the
 * centre (the person's 66%, clear of their cards); the top three seats have folded or checked, so
 * their bets do not meet the pots. */
static void draw_table_scene(gfx_t *g, const structure_t *st, int frame)
{
    const theme_t *th = gfx_theme(g);
    gfx_background(g);
    gfx_table(g, "FELT");
    static const card_t board[5] = {50, 33, 22, 9, 40};
    for (int i = 0; i < 5; i++)
        gfx_card(g, board[i], 640 + (float)(i - 2) * 72, 292, 64, 1, 0, 0);
    for (int p = 0; p < 4; p++) {
        static const int64_t pots[4] = {4200, 1150, 600, 125};
        static const char *const PN[4] = {"Main", "Side 1", "Side 2", "Side 3"};
        char lab[64], amt[32];
        float x = 640 + ((float)p - 1.5f) * 104;
        gfx_chip_stacks(g, st, 5, pots[p], x, 214, 22, 0);
        snprintf(lab, sizeof lab, "%s %s", PN[p], text_group(pots[p], amt, sizeof amt));
        float tw = gfx_text_width(g, lab, th->font_small, GFX_FONT_BOLD);
        gfx_fill_rounded(g, x - tw * 0.5f - 7, 219, tw + 14, 20, 10, 0x0a0f0cb8);
        gfx_text(g, lab, x, 229, th->font_small, GFX_FONT_BOLD, th->text, GFX_CENTER | GFX_MIDDLE);
    }
    for (int s = 0; s < 10; s++) {
        float x, y;
        layout_seat(10, s, &x, &y);
        int state = s == 3 ? GFX_PLATE_TO_ACT : s == 6 ? GFX_PLATE_FOLDED : s == 8 ? GFX_PLATE_ALLIN
                  : s == 9 ? GFX_PLATE_AWAY : GFX_PLATE_NORMAL;
        char stack[32];
        text_group(1500 + s * 1375, stack, sizeof stack);
        int top = y < 150;
        if (s != 0 && state != GFX_PLATE_FOLDED) {
            float cy = top ? y + 34 : y - 34;
            gfx_card(g, CARD_NONE, x - 11, cy, 44, -1, 0, 0);
            gfx_card(g, CARD_NONE, x + 11, cy + 2, 44, -1, 0, 0);
        }
        gfx_plate(g, x, y, NAMES[s], stack, s == 2 ? "TAG" : s == 7 ? "LAG" : NULL, state,
                  s == 3 ? 1.0f - (float)(frame % 240) / 240.0f : -1);
        if (s == 0) {
            gfx_card(g, 51, x - 42, y - 86, 80, 1, 0, 0);
            gfx_card(g, 47, x + 42, y - 86, 80, 1, 0, 0);
        }
        float k = s == 0 ? 0.66f : 0.58f;
        float bx = x + (640 - x) * k, by = y + (300 - y) * k;
        if (s < 4 || s > 6)
            gfx_chip_stacks(g, st, 5, 200 + s * 375, bx, by + 8, 22, 1);
        if (s == 2) {
            float mx = x + (640 - x) * 0.3f, my = y + (300 - y) * 0.3f;
            gfx_marker(g, mx, my - 26, GFX_MARK_BUTTON, 0);
        }
        if (s == 3)
            gfx_marker(g, x + (640 - x) * 0.3f, y + (300 - y) * 0.3f - 24, GFX_MARK_SB, 0);
        if (s == 4)
            gfx_marker(g, x + 96, y + 4, GFX_MARK_BB, 0);
    }
    gfx_panel(g, 12, 12, 220, 78);
    gfx_text(g, "Level 6", 24, 22, th->font_body, GFX_FONT_BOLD, th->accent, GFX_TOP);
    gfx_text(g, "Blinds 100/200 · Ante 25", 24, 43, th->font_small, GFX_FONT_REGULAR, th->text, GFX_TOP);
    gfx_text(g, "Next 150/300 in 4 hands", 24, 63, th->font_small, GFX_FONT_REGULAR, th->text_dim, GFX_TOP);
    gfx_panel(g, 1048, 12, 220, 78);
    gfx_text(g, "Players 10 of 10", 1060, 22, th->font_body, GFX_FONT_BOLD, th->text, GFX_TOP);
    gfx_text(g, "Average 7,690", 1060, 43, th->font_small, GFX_FONT_REGULAR, th->text, GFX_TOP);
    gfx_text(g, "Paid 50% · 30% · 20%", 1060, 63, th->font_small, GFX_FONT_REGULAR, th->text_dim, GFX_TOP);
    gfx_panel(g, 12, 598, 320, 110);
    static const char *const LOG[5] = {"Kofi raises to 600", "Li Wei calls 600", "Sam folds",
                                       "Bot Hopper is all-in 2,450", "River: 5\xE2\x99\xA6"};
    for (int i = 0; i < 5; i++)
        gfx_text_fit(g, LOG[i], 24, 608 + (float)i * 19, 296, th->font_small, GFX_FONT_REGULAR,
                     i == 4 ? th->text : th->text_dim, GFX_TOP);
    gfx_panel(g, 764, 566, 504, 142);
    gfx_button(g, 778, 578, 66, 30, "\xC2\xBD Pot", NULL, GFX_BTN_NORMAL);
    gfx_button(g, 852, 578, 66, 30, "Pot", NULL, GFX_BTN_HOVER);
    gfx_slider(g, 930, 580, 324, 26, 0.35f, GFX_BTN_NORMAL);
    gfx_button(g, 776, 652, 116, 44, "Fold", "F", GFX_BTN_DANGER);
    gfx_button(g, 899, 652, 116, 44, "Call 600", "C", GFX_BTN_NORMAL | GFX_BTN_FOCUS);
    gfx_button(g, 1022, 652, 116, 44, "Raise", "R", GFX_BTN_PRIMARY);
    gfx_button(g, 1145, 652, 111, 44, "All-in", "A", GFX_BTN_NORMAL);
    gfx_text(g, "Raise to", 780, 631, th->font_small, GFX_FONT_REGULAR, th->text_dim, GFX_MIDDLE);
    gfx_text(g, "1,400", 846, 631, th->font_amount, GFX_FONT_BOLD, th->text, GFX_MIDDLE);
    gfx_text(g, "Two pair, queens and sevens", 640, 356, th->font_body, GFX_FONT_BOLD,
             th->text, GFX_CENTER | GFX_MIDDLE);
}

/* Every card face (2- and 4-colour), backs, and card states. */
static void draw_cards_gallery(gfx_t *g)
{
    const theme_t *th = gfx_theme(g);
    gfx_background(g);
    gfx_fill_rect(g, 0, 0, 1280, 720, 0x16533aff);
    for (int four = 0; four < 2; four++) {
        gfx_card_opts_t o = {four, 1.0f};
        gfx_set_card_opts(g, o);
        gfx_text(g, four ? "Four-colour deck, 44 px" : "Two-colour deck, 44 px", 24 + four * 640.0f, 14,
                 th->font_body, GFX_FONT_BOLD, th->text, GFX_TOP);
        for (int suit = 3; suit >= 0; suit--)
            for (int rank = 0; rank < 13; rank++) {
                float x = 24 + 23 + four * 640.0f + (float)rank * 46.5f;
                float y = 40 + 33 + (float)(3 - suit) * 70;
                gfx_card(g, card_make(rank, suit), x, y, 44, 1, 0, 0);
            }
    }
    gfx_set_card_opts(g, (gfx_card_opts_t){0, 1.0f});
    /* hero-sized cards: every court, an ace, pips, the back, a flip, a lift, a dim */
    gfx_text(g, "80 px cards: courts, aces, pips, back, mid-flip, winner lift, dimmed", 24, 330,
             th->font_body, GFX_FONT_BOLD, th->text, GFX_TOP);
    static const card_t big[] = {51, 46, 41, 36, 50, 49, 48, 35, 30, 18, 4};
    for (int i = 0; i < 11; i++)
        gfx_card(g, big[i], 64 + (float)i * 92, 430, 80, 1, 0, 0);
    gfx_card_back(g, 64 + 11 * 92, 430, 80, 1);
    gfx_card(g, 38, 64 + 12 * 92, 430, 80, 0.45f, 0, 0);
    gfx_card(g, 51, 64, 600, 80, 1, 1, 0);
    gfx_card(g, 47, 156, 600, 80, 1, 1, 0);
    gfx_card(g, 30, 248, 600, 80, 1, 0, 1);
    gfx_card(g, CARD_NONE, 340, 600, 80, -0.6f, 0, 0);
    gfx_set_card_opts(g, (gfx_card_opts_t){1, 1.3f});
    gfx_card(g, 49, 470, 600, 80, 1, 0, 0);
    gfx_card(g, 48, 580, 600, 80, 1, 0, 0);
    gfx_set_card_opts(g, (gfx_card_opts_t){0, 1.0f});
    gfx_text(g, "large mode (1.3x), four colours", 440, 690, th->font_small, GFX_FONT_REGULAR,
             th->text_dim, GFX_TOP);
    /* board size */
    for (int i = 0; i < 5; i++)
        gfx_card(g, (card_t)(8 + i * 9), 760 + (float)i * 72, 600, 64, 1, 0, 0);
}

static int load_levels(structure_t st[4], const char *names[4])
{
    static const char *const FILES[4] = {"turbo", "home", "club", "charity"};
    int n = 0;
    for (int i = 0; i < 4; i++) {
        char path[512], err[512];
        snprintf(path, sizeof path, "%s/levels/%s.json", FELT_SOURCE_DIR, FILES[i]);
        if (structure_load_file(path, &st[n], err, sizeof err) == 0)
            names[n++] = FILES[i];
        else
            fprintf(stderr, "%s\n", err);
    }
    return n;
}

/* A whole deck at the person's card size: the classic faces. */
static void draw_deck(gfx_t *g, int four)
{
    const theme_t *th = gfx_theme(g);
    gfx_background(g);
    gfx_fill_rect(g, 0, 0, 1280, 720, 0x16533aff);
    gfx_set_card_opts(g, (gfx_card_opts_t){four, 1.0f});
    gfx_text(g, four ? "Four-colour deck, 80 px" : "Two-colour deck, 80 px", 24, 14,
             th->font_body, GFX_FONT_BOLD, th->text, GFX_TOP);
    for (int suit = 3; suit >= 0; suit--)
        for (int rank = 0; rank < 13; rank++)
            gfx_card(g, card_make(rank, suit), 80 + (float)rank * 93, 110 + (float)(3 - suit) * 128,
                     80, 1, 0, 0);
    gfx_set_card_opts(g, (gfx_card_opts_t){0, 1.0f});
}

/* Chips of every structure, plates in every state, markers, widgets, tooltip, banner. */
static void draw_widgets_gallery(gfx_t *g)
{
    const theme_t *th = gfx_theme(g);
    gfx_background(g);
    gfx_table(g, "");
    structure_t st[4];
    const char *names[4];
    int ns = load_levels(st, names);
    CHECK_EQ_INT(ns, 4);
    for (int i = 0; i < ns; i++) {
        float y = 40 + (float)i * 62;
        gfx_text(g, names[i], 24, y, th->font_small, GFX_FONT_BOLD, th->text, GFX_MIDDLE);
        for (int k = 0; k < st[i].n_chips; k++)
            gfx_chip(g, 110 + (float)k * 44, y, 36, &st[i].chips[k]);
    }
    chip_denom_t def[STRUCT_MAX_CHIPS];
    int nd = gfx_default_chips(def);
    gfx_text(g, "default", 24, 288, th->font_small, GFX_FONT_BOLD, th->text, GFX_MIDDLE);
    for (int k = 0; k < nd; k++)
        gfx_chip(g, 110 + (float)k * 44, 288, 36, &def[k]);
    gfx_chip_stacks(g, &st[1], 0, 1450, 520, 120, 26, 1);
    gfx_chip_stacks(g, NULL, 0, 38765, 520, 215, 26, 1);
    static const char *const SNAMES[GFX_PLATE_STATE_COUNT] = {"normal", "to act", "folded", "all-in",
                                                             "away", "busted", "winner"};
    for (int s = 0; s < GFX_PLATE_STATE_COUNT; s++) {
        float x = 740 + (float)(s % 3) * 180, y = 60 + (float)(s / 3) * 86;
        gfx_plate(g, x, y, s == 0 ? "Anastasia Romanova" : SNAMES[s], "12,450",
                  s == 0 ? "TAG" : NULL, s, s == GFX_PLATE_TO_ACT ? 0.62f : -1);
    }
    gfx_plate(g, 1100, 232, "clock low", "800", NULL, GFX_PLATE_TO_ACT, 0.18f);
    for (int k = 0; k < GFX_MARK_COUNT; k++) {
        gfx_marker(g, 1130 + (float)k * 48, 270, k, 0);
        gfx_marker(g, 1130 + (float)k * 48, 304, k, 1);
    }
    static const char *const BNAMES[5] = {"Normal", "Hover", "Pressed", "Disabled", "Focus"};
    for (int i = 0; i < 5; i++) {
        int state = i < 4 ? i : GFX_BTN_FOCUS;
        gfx_button(g, 40 + (float)i * 136, 340, 120, 44, BNAMES[i], "K", state);
        gfx_button(g, 40 + (float)i * 136, 396, 120, 44, "Raise", NULL, state | GFX_BTN_PRIMARY);
        gfx_button(g, 40 + (float)i * 136, 452, 120, 44, "Fold", "F", state | GFX_BTN_DANGER);
    }
    gfx_slider(g, 740, 340, 240, 24, 0.3f, GFX_BTN_NORMAL);
    gfx_slider(g, 740, 376, 240, 24, 0.75f, GFX_BTN_FOCUS);
    gfx_slider(g, 740, 412, 240, 24, 0.5f, GFX_BTN_DISABLED);
    gfx_checkbox(g, 1010, 340, 22, 1, GFX_BTN_NORMAL);
    gfx_checkbox(g, 1046, 340, 22, 0, GFX_BTN_NORMAL);
    gfx_checkbox(g, 1082, 340, 22, 1, GFX_BTN_FOCUS);
    gfx_checkbox(g, 1118, 340, 22, 0, GFX_BTN_HOVER);
    gfx_textfield(g, 1010, 380, 240, 36, "Maria", 5, GFX_BTN_FOCUS);
    gfx_textfield(g, 1010, 428, 240, 36, "a long name that scrolls to the caret", 37,
                  GFX_BTN_NORMAL);
    gfx_tooltip(g, 1180, 470, "Dead button: the player on the button busted last hand, so the "
                "button stays on the empty seat (rule R12).", 260);
    gfx_banner(g, "Level 7", "Blinds 150/300, ante 25", 0.5f);
    gfx_line(g, 40, 700, 400, 660, 1, th->text);
    gfx_line(g, 40, 710, 400, 680, 3, th->accent);
}

/* ---- groups ---- */

static void test_gallery(void)
{
    for (int scale = 1; scale <= 2; scale++) {
        canvas_t c;
        if (canvas_open(&c, 1280 * scale, 720 * scale) != 0) {
            CHECK(!"canvas");
            return;
        }
        char name[64];
        structure_t st;
        structure_default(&st);
        gfx_begin_frame(c.g);
        draw_table_scene(c.g, &st, 60);
        gfx_finish_frame(c.g);
        snprintf(name, sizeof name, "table@%dx.png", scale);
        save_png(&c, name);
        gfx_begin_frame(c.g);
        draw_cards_gallery(c.g);
        gfx_finish_frame(c.g);
        snprintf(name, sizeof name, "cards@%dx.png", scale);
        save_png(&c, name);
        gfx_begin_frame(c.g);
        draw_widgets_gallery(c.g);
        gfx_finish_frame(c.g);
        snprintf(name, sizeof name, "widgets@%dx.png", scale);
        save_png(&c, name);
        for (int four = 0; four < 2; four++) {
            gfx_begin_frame(c.g);
            draw_deck(c.g, four);
            gfx_finish_frame(c.g);
            snprintf(name, sizeof name, "deck%d@%dx.png", four ? 4 : 2, scale);
            save_png(&c, name);
        }
        CHECK_NEAR(gfx_scale(c.g), scale, 1e-6);
        canvas_close(&c);
    }
}

static int near(uint32_t got, uint32_t want_rgb, int tol)
{
    return abs(R(got) - (int)(want_rgb >> 16)) <= tol && abs(G(got) - (int)((want_rgb >> 8) & 0xff)) <= tol &&
           abs(B(got) - (int)(want_rgb & 0xff)) <= tol;
}

static void test_table_colours(void)
{
    for (int scale = 1; scale <= 2; scale++) {
        canvas_t c;
        if (canvas_open(&c, 1280 * scale, 720 * scale) != 0) {
            CHECK(!"canvas");
            return;
        }
        gfx_begin_frame(c.g);
        gfx_background(c.g);
        gfx_table(c.g, "FELT");
        uint32_t felt = px_at(&c, 640, 250);
        CHECK_MSG(near(felt, 0x1d6a45, 14), "felt near the centre at scale %d is %06x, want near 1d6a45",
                  scale, felt);
        uint32_t edge = px_at(&c, 640 + 380, 300);
        CHECK_MSG(G(edge) > R(edge) + 20 && G(edge) < G(felt), "felt toward the edge %06x is a "
                  "darker green than the centre %06x", edge, felt);
        uint32_t rail = px_at(&c, 640, 300 + 208);
        CHECK_MSG(R(rail) > G(rail) && G(rail) > B(rail) && R(rail) > 0x18 && R(rail) < 0x70,
                  "rail at the bottom is brown leather, got %06x", rail);
        uint32_t pin = 0;
        for (float y = 300 + 196; y < 300 + 202; y += 0.5f) { /* the gold pin-line */
            uint32_t v = px_at(&c, 640, y);
            if (R(v) > R(pin))
                pin = v;
        }
        CHECK_MSG(R(pin) > 0x70 && R(pin) > B(pin) + 30, "a gold pin-line between rail and felt, "
                  "brightest pixel %06x", pin);
        uint32_t corner = px_at(&c, 4, 4);
        CHECK_MSG(R(corner) < 0x10 && G(corner) < 0x18, "window corner is near black, got %06x", corner);
        /* the wordmark is faint: some pixels on its row are a little lighter than the felt just
         * above it, none glaringly */
        int lighter = 0, glaring = 0;
        for (float x = 560; x < 720; x += 0.5f) {
            int d = G(px_at(&c, x, 294)) - G(px_at(&c, x, 262));
            lighter += d > 6;
            glaring += d > 40;
        }
        CHECK_MSG(glaring == 0, "the wordmark is faint (%d glaring pixels)", glaring);
        CHECK_MSG(lighter > 3, "the faint wordmark shows under the board (%d lighter pixels)", lighter);
        canvas_close(&c);
    }
}

/* The most extreme pixel (by f) in a 7x7 logical-pixel window around (x, y). */
static uint32_t best_near(canvas_t *c, float x, float y, int (*score)(uint32_t))
{
    uint32_t best = 0;
    int bs = -100000;
    for (float dy = -3; dy <= 3; dy += 0.5f)
        for (float dx = -3; dx <= 3; dx += 0.5f) {
            uint32_t v = px_at(c, x + dx, y + dy);
            if (score(v) > bs) {
                bs = score(v);
                best = v;
            }
        }
    return best;
}
static int redness(uint32_t v) { return R(v) - (G(v) + B(v)) / 2; }
static int darkness(uint32_t v) { return -(R(v) + G(v) + B(v)); }
static int blueness(uint32_t v) { return B(v) - (R(v) + G(v)) / 2; }
static int greenness(uint32_t v) { return G(v) - (R(v) + B(v)) / 2; }

static void test_card_pixels(void)
{
    for (int scale = 1; scale <= 2; scale++) {
        canvas_t c;
        if (canvas_open(&c, 1280 * scale, 720 * scale) != 0) {
            CHECK(!"canvas");
            return;
        }
        gfx_begin_frame(c.g);
        gfx_fill_rect(c.g, 0, 0, 1280, 720, 0x1d6a45ff);
        /* sevens: pips at the left column top (0.34 w, 0.2 h) and none at the centre */
        const float w = 80, h = 112;
        card_t sevens[4] = {card_make(RANK_7, SUIT_HEARTS), card_make(RANK_7, SUIT_SPADES),
                            card_make(RANK_7, SUIT_DIAMONDS), card_make(RANK_7, SUIT_CLUBS)};
        gfx_set_card_opts(c.g, (gfx_card_opts_t){0, 1});
        gfx_card(c.g, sevens[0], 100, 100, w, 1, 0, 0);
        gfx_card(c.g, sevens[1], 200, 100, w, 1, 0, 0);
        gfx_set_card_opts(c.g, (gfx_card_opts_t){1, 1});
        gfx_card(c.g, sevens[2], 300, 100, w, 1, 0, 0);
        gfx_card(c.g, sevens[3], 400, 100, w, 1, 0, 0);
        gfx_card(c.g, CARD_NONE, 500, 100, w, -1, 0, 0);
        float pip_dx = -w * 0.145f, pip_dy = -h * 0.285f;
        for (int i = 0; i < 4; i++) {
            float cx = 100 + 100.0f * i, cy = 100;
            uint32_t face = px_at(&c, cx, cy);
            CHECK_MSG(R(face) > 0xe8 && G(face) > 0xe8 && B(face) > 0xe0,
                      "card %d centre (no pip on a seven) is white face, got %06x", i, face);
            uint32_t corner_out = px_at(&c, cx - w * 0.5f + 0.6f, cy - h * 0.5f + 0.6f);
            CHECK_MSG(G(corner_out) > R(corner_out) + 20, "the rounded corner lets the felt "
                      "through, got %06x", corner_out);
        }
        uint32_t red = best_near(&c, 100 + pip_dx, 100 + pip_dy, redness);
        CHECK_MSG(R(red) > 0xa0 && G(red) < 0x50 && B(red) < 0x60, "7h pip is red, got %06x", red);
        uint32_t blk = best_near(&c, 200 + pip_dx, 100 + pip_dy, darkness);
        CHECK_MSG(R(blk) < 0x40 && G(blk) < 0x40 && B(blk) < 0x40, "7s pip is black, got %06x", blk);
        uint32_t blue = best_near(&c, 300 + pip_dx, 100 + pip_dy, blueness);
        CHECK_MSG(B(blue) > 0xa0 && R(blue) < 0x60, "four-colour 7d pip is blue, got %06x", blue);
        uint32_t green = best_near(&c, 400 + pip_dx, 100 + pip_dy, greenness);
        CHECK_MSG(G(green) > 0x70 && R(green) < 0x50 && B(green) < 0x70,
                  "four-colour 7c pip is green, got %06x", green);
        /* the corner index of 7h: red ink in the top-left corner, and turned in the bottom right */
        uint32_t idx = best_near(&c, 100 - w * 0.36f, 100 - h * 0.4f, redness);
        CHECK_MSG(redness(idx) > 80, "7h top-left index is red ink, got %06x", idx);
        uint32_t idx2 = best_near(&c, 100 + w * 0.36f, 100 + h * 0.4f, redness);
        CHECK_MSG(redness(idx2) > 80, "7h bottom-right index is red ink, got %06x", idx2);
        /* the back: a white border and a red lattice */
        uint32_t border = px_at(&c, 500, 100 - h * 0.5f + 2.5f);
        CHECK_MSG(R(border) > 0xe0 && G(border) > 0xe0, "the back has a white border, got %06x", border);
        uint32_t lattice = best_near(&c, 500, 100, redness);
        CHECK_MSG(redness(lattice) > 60, "the back's middle is red, got %06x", lattice);
        /* flip 0.5: half as wide; flip 0: nothing */
        gfx_fill_rect(c.g, 0, 200, 1280, 200, 0x1d6a45ff);
        gfx_card(c.g, sevens[1], 100, 300, w, 0.5f, 0, 0);
        gfx_card(c.g, sevens[1], 300, 300, w, 0.0f, 0, 0);
        uint32_t inside = px_at(&c, 100 + w * 0.2f, 300), outside = px_at(&c, 100 + w * 0.3f, 300);
        CHECK_MSG(R(inside) > 0xe0 && G(outside) > R(outside) + 20,
                  "a half-flipped card is half as wide (in %06x, out %06x)", inside, outside);
        uint32_t edge_on = px_at(&c, 300, 300);
        CHECK_MSG(near(edge_on, 0x1d6a45, 2), "an edge-on card draws nothing, got %06x", edge_on);
        /* dim darkens the face */
        gfx_card(c.g, sevens[1], 500, 300, w, 1, 0, 1);
        uint32_t dim = px_at(&c, 500, 300);
        CHECK_MSG(R(dim) < 0xa0 && R(dim) > 0x60, "a dimmed card's face is grey, got %06x", dim);
        canvas_close(&c);
    }
}

static int is_skin(uint32_t v) { return R(v) >= 0xf0 && G(v) >= 0xd0 && G(v) <= 0xe6 && B(v) >= 0xb4 && B(v) <= 0xcc; }
static int is_gold(uint32_t v) { return R(v) >= 0xc8 && G(v) >= 0x98 && G(v) <= 0xc4 && B(v) <= 0x70; }

/* Courts are drawn figures (a face, gold), one half the other turned half a turn, and a king, a
 * queen and a jack differ; at 44 units (others' shown cards) the figure is still there. */
static void test_court_figures(void)
{
    for (int scale = 1; scale <= 2; scale++) {
        canvas_t c;
        if (canvas_open(&c, 1280 * scale, 720 * scale) != 0) {
            CHECK(!"canvas");
            return;
        }
        gfx_begin_frame(c.g);
        gfx_fill_rect(c.g, 0, 0, 1280, 720, 0x1d6a45ff);
        gfx_set_card_opts(c.g, (gfx_card_opts_t){0, 1});
        const int ranks[3] = {RANK_K, RANK_Q, RANK_J}, suits[3] = {SUIT_SPADES, SUIT_HEARTS, SUIT_CLUBS};
        const float w = 80, h = 112;
        uint32_t sig[3] = {0, 0, 0};
        for (int i = 0; i < 3; i++) {
            float cx = 100 + 120.0f * (float)i, cy = 120;
            gfx_card(c.g, card_make(ranks[i], suits[i]), cx, cy, w, 1, 0, 0);
            gfx_card(c.g, card_make(ranks[i], suits[i]), cx, 320, 44, 1, 0, 0);
            SDL_RenderFlush(c.r);
            int skin[2] = {0, 0}, gold[2] = {0, 0}, same = 0, total = 0;
            float fx0 = cx - w * 0.25f, fx1 = cx + w * 0.25f, fy0 = cy - h * 0.42f;
            for (float y = fy0; y < cy - 1; y += 0.5f)
                for (float x = fx0; x < fx1; x += 0.5f) {
                    uint32_t a = px_at(&c, x, y), b = px_at(&c, 2 * cx - x, 2 * cy - y);
                    skin[0] += is_skin(a);
                    skin[1] += is_skin(b);
                    gold[0] += is_gold(a);
                    gold[1] += is_gold(b);
                    total++;
                    /* the turn is about the frame's pixel centre: allow a pixel either way */
                    int match = 0;
                    for (int k = 0; k < 9 && !match; k++) {
                        uint32_t v = px_at(&c, 2 * cx - x + (float)(k % 3 - 1) / (float)scale,
                                           2 * cy - y + (float)(k / 3 - 1) / (float)scale);
                        match = abs(R(a) - R(v)) + abs(G(a) - G(v)) + abs(B(a) - B(v)) < 60;
                    }
                    same += match;
                    sig[i] = sig[i] * 31u + (uint32_t)is_skin(a) * 7u + (uint32_t)is_gold(a);
                }
            CHECK_MSG(skin[0] > total / 150 && skin[1] > total / 150,
                      "court %d at scale %d: a face in both halves (%d, %d skin samples of %d)", i, scale,
                      skin[0], skin[1], total);
            CHECK_MSG(gold[0] > total / 40 && gold[1] > total / 40,
                      "court %d at scale %d: gold (crown, robe) in both halves (%d, %d of %d)", i, scale,
                      gold[0], gold[1], total);
            CHECK_MSG(same > total * 90 / 100, "court %d at scale %d: the bottom half is the top half "
                      "turned (%d of %d samples match)", i, scale, same, total);
            int small_skin = 0, small_n = 0;
            for (float y = 320; y < 320 + 44 * 0.7f; y += 0.5f)
                for (float x = cx - 4; x < cx + 22; x += 0.5f) {
                    small_skin += is_skin(px_at(&c, x, y));
                    small_n++;
                }
            CHECK_MSG(small_skin > small_n / 200, "court %d at 44 units, scale %d: a figure (%d skin of %d)",
                      i, scale, small_skin, small_n);
        }
        CHECK_MSG(sig[0] != sig[1] && sig[1] != sig[2] && sig[0] != sig[2],
                  "king, queen and jack are different figures");
        canvas_close(&c);
    }
}

/* Every bot style has its own emblem colour, a person's emblem is their colour, and a plate with
 * an emblem keeps its name clear of it. */
static void test_emblems(void)
{
    canvas_t c;
    if (canvas_open(&c, 1280, 720) != 0) {
        CHECK(!"canvas");
        return;
    }
    gfx_begin_frame(c.g);
    gfx_fill_rect(c.g, 0, 0, 1280, 720, 0x000000ff);
    const char *kinds[7] = {"TAG", "LAG", "Rock", "Station", "Fish", "Maniac", "Weak-tight"};
    uint32_t seen[7];
    for (int i = 0; i < 7; i++) {
        gfx_emblem_t e = {kinds[i], NULL, 0};
        gfx_emblem(c.g, 60 + 70.0f * (float)i, 60, 40, &e);
        seen[i] = px_at(&c, 60 + 70.0f * (float)i + 15, 60 + 6);
        CHECK_MSG(R(seen[i]) + G(seen[i]) + B(seen[i]) > 120, "emblem %s is a coloured disc, got %06x",
                  kinds[i], seen[i]);
        /* its sign: white in the middle of the disc somewhere */
        int white = 0;
        for (float y = 48; y < 72; y += 1)
            for (float x = 48; x < 72; x += 1) {
                uint32_t v = px_at(&c, x + 70.0f * (float)i, y);
                white += R(v) > 0xe0 && G(v) > 0xe0 && B(v) > 0xe0;
            }
        CHECK_MSG(white > 20, "emblem %s has a white sign (%d pixels)", kinds[i], white);
    }
    for (int i = 0; i < 7; i++)
        for (int j = i + 1; j < 7; j++)
            CHECK_MSG(abs(R(seen[i]) - R(seen[j])) + abs(G(seen[i]) - G(seen[j])) + abs(B(seen[i]) - B(seen[j])) > 40,
                      "emblems %s (%06x) and %s (%06x) differ in colour", kinds[i], seen[i], kinds[j], seen[j]);
    gfx_emblem_t person = {NULL, "ana", 0x20c040};
    gfx_emblem(c.g, 600, 60, 40, &person);
    uint32_t pc = px_at(&c, 615, 66);
    CHECK_MSG(greenness(pc) > 40, "a person's emblem is their colour (green), got %06x", pc);
    canvas_close(&c);
}

static void test_antialiasing(void)
{
    for (int scale = 1; scale <= 2; scale++) {
        canvas_t c;
        if (canvas_open(&c, 1280 * scale, 720 * scale) != 0) {
            CHECK(!"canvas");
            return;
        }
        gfx_begin_frame(c.g);
        gfx_fill_rect(c.g, 0, 0, 1280, 720, 0x000000ff);
        const float cx = 300, cy = 300, rx = 120, ry = 70;
        gfx_fill_ellipse(c.g, cx, cy, rx, ry, 0xffffffff);
        gfx_fill_rounded(c.g, 600, 200, 200, 120, 24, 0xffffffff);
        SDL_RenderFlush(c.r);
        /* every grey pixel lies on the ellipse's edge, and the edge has grey pixels all round */
        float s = gfx_scale(c.g);
        int grey = 0, stray = 0, solid_outside = 0;
        for (int y = (int)((cy - ry - 4) * s); y < (int)((cy + ry + 4) * s); y++)
            for (int x = (int)((cx - rx - 4) * s); x < (int)((cx + rx + 4) * s); x++) {
                uint32_t v = ((uint32_t *)((uint8_t *)c.surf->pixels + (size_t)y * c.surf->pitch))[x];
                int l = G(v);
                float ux = ((float)x + 0.5f - cx * s) / (rx * s), uy = ((float)y + 0.5f - cy * s) / (ry * s);
                float k = sqrtf(ux * ux + uy * uy);
                float dist = (k - 1) * (ry * s); /* pixels, a lower bound on the flat sides */
                if (l > 12 && l < 243) {
                    grey++;
                    if (fabsf(dist) > 2.5f * (rx / ry))
                        stray++;
                }
                if (l >= 243 && dist > 1.5f * (rx / ry))
                    solid_outside++;
            }
        float perimeter = 2 * (float)M_PI * sqrtf((rx * rx + ry * ry) / 2) * s;
        CHECK_MSG(grey > perimeter * 0.6f, "the ellipse edge at scale %d has intermediate pixels "
                  "(%d, perimeter %.0f)", scale, grey, perimeter);
        CHECK_MSG(stray == 0, "no grey pixel away from the edge (%d stray)", stray);
        CHECK_MSG(solid_outside == 0, "no solid pixel outside the ellipse (%d)", solid_outside);
        /* a rounded corner has grey pixels along the arc; the straight edges are exact and sharp */
        int corner_grey = 0;
        for (float d = 0; d < 24; d += 0.5f) {
            uint32_t v = px_at(&c, 600 + d, 200 + d * 0.5f);
            corner_grey += G(v) > 12 && G(v) < 243;
        }
        CHECK_MSG(corner_grey > 0, "the rounded corner is anti-aliased (%d grey samples)", corner_grey);
        uint32_t in_edge = px_at(&c, 700, 200.2f), out_edge = px_at(&c, 700, 199.5f);
        CHECK_MSG(G(in_edge) > 240 && G(out_edge) < 10, "straight edges land on the pixel grid "
                  "(inside %06x outside %06x)", in_edge, out_edge);
        canvas_close(&c);
    }
}

/* Bright text pixels in a logical box whose background is dark. */
static int bright_in(canvas_t *c, float x, float y, float w, float h, int threshold)
{
    int n = 0;
    for (float yy = y; yy < y + h; yy += 0.5f)
        for (float xx = x; xx < x + w; xx += 0.5f) {
            uint32_t v = px_at(c, xx, yy);
            n += R(v) > threshold && G(v) > threshold && B(v) > threshold - 30;
        }
    return n;
}

static void test_text_in_boxes(void)
{
    for (int scale = 1; scale <= 2; scale++) {
        canvas_t c;
        if (canvas_open(&c, 1280 * scale, 720 * scale) != 0) {
            CHECK(!"canvas");
            return;
        }
        gfx_begin_frame(c.g);
        gfx_background(c.g);
        gfx_button(c.g, 100, 100, 120, 44, "Fold", NULL, GFX_BTN_NORMAL);
        gfx_button(c.g, 300, 100, 120, 44, "", NULL, GFX_BTN_NORMAL);
        gfx_plate(c.g, 600, 130, "Maria", "12,450", NULL, GFX_PLATE_NORMAL, -1);
        int label = bright_in(&c, 130, 110, 60, 24, 200);
        int empty = bright_in(&c, 330, 110, 60, 24, 200);
        CHECK_MSG(label > 20, "the button's label draws bright pixels (%d)", label);
        CHECK_MSG(empty == 0, "an empty label draws none (%d)", empty);
        int name = bright_in(&c, 560, 104, 80, 16, 200);
        int stack = bright_in(&c, 550, 126, 100, 22, 200);
        CHECK_MSG(name > 10 && stack > 20, "the plate shows its name (%d) and stack (%d)", name, stack);
        /* widths: a longer string is wider, a fitted one is cut to fit */
        float w1 = gfx_text_width(c.g, "Fold", 15, GFX_FONT_BOLD);
        float w2 = gfx_text_width(c.g, "Fold and fold again", 15, GFX_FONT_BOLD);
        CHECK_MSG(w1 > 20 && w2 > w1 * 3, "widths %.1f and %.1f", w1, w2);
        float fit = gfx_text_fit(c.g, "Anastasia Romanova of the very long name", 100, 300, 120,
                                 18, GFX_FONT_REGULAR, 0xffffffff, GFX_LEFT);
        CHECK_MSG(fit <= 120.5f && fit > 80, "text_fit stays inside 120 (%.1f)", fit);
        int beyond = bright_in(&c, 222, 296, 60, 24, 128);
        CHECK_MSG(beyond == 0, "nothing drawn past the fitted width (%d)", beyond);
        float hh = gfx_text_wrap(c.g, "one two three four five six seven eight nine ten", 100,
                                 400, 90, 15, GFX_FONT_REGULAR, 0xffffffff, 2);
        float lh = gfx_text_line_height(c.g, 15, GFX_FONT_REGULAR);
        CHECK_MSG(hh > lh * 3 && hh < lh * 8, "wrapped text takes several lines (%.1f, line %.1f)", hh, lh);
        CHECK(bright_in(&c, 192, 396, 60, hh, 128) == 0);
        float h3 = gfx_text_wrap(c.g, "one\n\nthree", 0, 0, 200, 15, GFX_FONT_REGULAR, 0, 2);
        CHECK_NEAR(h3, 3 * lh + 2 * 2, 1e-3); /* an empty line keeps its height */
        float h1 = gfx_text_wrap(c.g, "one\n", 0, 0, 200, 15, GFX_FONT_REGULAR, 0, 2);
        CHECK_NEAR(h1, lh, 1e-3);
        canvas_close(&c);
    }
}

/* Mean green+red+blue over a logical box. */
static double mean_level(canvas_t *c, float x, float y, float w, float h)
{
    double sum = 0;
    int n = 0;
    for (float yy = y; yy < y + h; yy += 1)
        for (float xx = x; xx < x + w; xx += 1) {
            uint32_t v = px_at(c, xx, yy);
            sum += R(v) + G(v) + B(v);
            n++;
        }
    return n ? sum / n : 0;
}

static void test_states(void)
{
    canvas_t c;
    if (canvas_open(&c, 1280, 720) != 0) {
        CHECK(!"canvas");
        return;
    }
    const theme_t *th = gfx_theme(c.g);
    gfx_begin_frame(c.g);
    gfx_fill_rect(c.g, 0, 0, 1280, 720, 0x1d6a45ff);
    for (int s = 0; s < GFX_PLATE_STATE_COUNT; s++)
        gfx_plate(c.g, 100 + (float)s * 170, 100, "Name", "1,000", NULL, s, -1);
    /* the stack's text: bright white normally, faded on a folded plate */
    int normal = bright_in(&c, 100 - 60, 100 + 2, 120, 18, 220);
    int folded = bright_in(&c, 100 + 2 * 170 - 60, 100 + 2, 120, 18, 220);
    CHECK_MSG(normal > 40 && folded == 0, "a folded plate's text is faded (%d bright pixels, "
              "normal %d)", folded, normal);
    /* to act: a gold ring just outside the plate; normal has none */
    uint32_t ring = px_at(&c, 100 + 170, 100 - 28 - 2.5f), plain = px_at(&c, 100, 100 - 28 - 2.5f);
    CHECK_MSG(R(ring) > 0xb0 && R(ring) > B(ring) + 60, "the to-act ring is gold, got %06x", ring);
    CHECK_MSG(!(R(plain) > 0xb0 && R(plain) > B(plain) + 60), "a normal plate has no ring, got %06x", plain);
    /* all-in: a red tag on the bottom edge */
    uint32_t tag = 0;
    for (float x = 100 + 3 * 170 - 20; x < 100 + 3 * 170 + 20; x += 1) {
        uint32_t v = px_at(&c, x, 100 + 28);
        if (R(v) - G(v) > R(tag) - G(tag))
            tag = v;
    }
    CHECK_MSG(R(tag) > 0xb0 && G(tag) < 0x70, "the all-in tag is red, got %06x", tag);
    /* markers: a live button is a white disc, a dead one is hollow */
    gfx_fill_rect(c.g, 0, 200, 1280, 200, 0x1d6a45ff);
    gfx_marker(c.g, 100, 300, GFX_MARK_BUTTON, 0);
    gfx_marker(c.g, 200, 300, GFX_MARK_BUTTON, 1);
    gfx_marker(c.g, 300, 300, GFX_MARK_BB, 0);
    uint32_t live = px_at(&c, 100 - 8, 300), dead = px_at(&c, 200 - 8, 300), bb = px_at(&c, 300 - 7, 300 + 5);
    CHECK_MSG(R(live) > 0xe0 && G(live) > 0xe0, "a live button is white, got %06x", live);
    CHECK_MSG(G(dead) > R(dead) + 10, "a dead button is hollow (felt shows), got %06x", dead);
    CHECK_MSG(R(bb) > 0xc0 && B(bb) < 0x60, "the big blind disc is amber, got %06x", bb);
    /* buttons: hover lighter than normal, disabled fainter, focus adds a gold outline */
    gfx_fill_rect(c.g, 0, 400, 1280, 200, 0x101010ff);
    gfx_button(c.g, 100, 450, 120, 44, "", NULL, GFX_BTN_NORMAL);
    gfx_button(c.g, 300, 450, 120, 44, "", NULL, GFX_BTN_HOVER);
    gfx_button(c.g, 500, 450, 120, 44, "", NULL, GFX_BTN_DISABLED);
    gfx_button(c.g, 700, 450, 120, 44, "", NULL, GFX_BTN_NORMAL | GFX_BTN_FOCUS);
    double bn = mean_level(&c, 110, 460, 100, 24), bh = mean_level(&c, 310, 460, 100, 24);
    double bd = mean_level(&c, 510, 460, 100, 24);
    CHECK_MSG(bh > bn * 1.08, "hover is lighter (%.0f vs %.0f)", bh, bn);
    CHECK_MSG(bd < bn * 0.8, "disabled is fainter (%.0f vs %.0f)", bd, bn);
    uint32_t focus = px_at(&c, 700 + 60, 450 - 3), nofocus = px_at(&c, 100 + 60, 450 - 3);
    CHECK_MSG(R(focus) > 0xb0 && R(focus) > B(focus) + 60, "focus is a gold outline, got %06x", focus);
    CHECK_MSG(R(nofocus) < 0x60, "no outline without focus, got %06x", nofocus);
    (void)th;
    canvas_close(&c);
}

static void test_chip_breakdown(void)
{
    structure_t st;
    memset(&st, 0, sizeof st);
    st.n_chips = 3;
    int64_t vals[3] = {25, 100, 500};
    for (int i = 0; i < 3; i++)
        st.chips[i].value = vals[i];
    st.n_levels = 1;
    st.levels[0].small_blind = 25;
    st.levels[0].big_blind = 50;
    int counts[STRUCT_MAX_CHIPS];
    CHECK_EQ_INT(gfx_chip_breakdown(&st, 0, 1450, counts), 8);
    CHECK_EQ_INT(counts[2], 2);
    CHECK_EQ_INT(counts[1], 4);
    CHECK_EQ_INT(counts[0], 2);
    CHECK_EQ_INT(gfx_chip_breakdown(&st, 0, 0, counts), 0);
    CHECK_EQ_INT(gfx_chip_breakdown(&st, 0, -5, counts), 0);
    CHECK_EQ_INT(gfx_chip_breakdown(&st, 0, 10, counts), 1); /* below the smallest chip: one */
    CHECK_EQ_INT(counts[0], 1);
    /* the default set (no chips): 1,450 = 1000 + 4x100 + 2x25 */
    CHECK_EQ_INT(gfx_chip_breakdown(NULL, 0, 1450, counts), 7);
    CHECK_EQ_INT(counts[5], 1);
    CHECK_EQ_INT(counts[3], 4);
    CHECK_EQ_INT(counts[2], 2);
    /* club: 5 and 25 are raced off at the level after the break; 1,450 then uses 100s */
    structure_t club;
    char err[512];
    char path[512];
    snprintf(path, sizeof path, "%s/levels/club.json", FELT_SOURCE_DIR);
    if (structure_load_file(path, &club, err, sizeof err) != 0) {
        CHECK_MSG(0, "%.400s", err);
        return;
    }
    CHECK_EQ_INT(gfx_chip_breakdown(&club, 0, 1455, counts), 1 + 4 + 2 + 1);
    CHECK_EQ_INT(counts[0], 1); /* a 5 at level 1 */
    CHECK_EQ_INT(gfx_chip_breakdown(&club, 5, 1450, counts), 1 + 4 + 1);
    CHECK_EQ_INT(counts[0] + counts[1], 0);
    CHECK_EQ_INT(counts[2], 5); /* 4x100 + one 100 standing for the 50 that no chip makes */
    CHECK_EQ_INT(counts[4], 1);
    char buf[32];
    CHECK_EQ_STR(text_group(1234567, buf, sizeof buf), "1,234,567");
    CHECK_EQ_STR(text_group(999, buf, sizeof buf), "999");
    CHECK_EQ_STR(text_group(-1450, buf, sizeof buf), "-1,450");
}

/* The chip piles' labels are written by the formatter the app hands down (German "1.450"), and
 * by text_group's English without one. */
static int64_t number_asked = -1;
static char *german_chips(int64_t v, char *buf, size_t len)
{
    number_asked = v;
    snprintf(buf, len, "%lld.%03lld", (long long)(v / 1000), (long long)(v % 1000));
    return buf;
}

static void test_chip_labels(void)
{
    canvas_t c;
    if (canvas_open(&c, 400, 300) != 0) {
        CHECK_MSG(0, "no canvas");
        return;
    }
    char buf[32];
    CHECK_EQ_STR(gfx_number(c.g, 1450, buf, sizeof buf), "1,450");
    gfx_begin_frame(c.g);
    gfx_chip_stacks(c.g, NULL, 0, 1450, 200, 150, 24, 1);
    CHECK_EQ_INT((int)number_asked, -1);
    gfx_set_number_words(c.g, german_chips);
    CHECK_EQ_STR(gfx_number(c.g, 1450, buf, sizeof buf), "1.450");
    number_asked = -1;
    gfx_chip_stacks(c.g, NULL, 0, 2750, 200, 150, 24, 1);
    CHECK_EQ_INT((int)number_asked, 2750); /* the pile's label asked the app's formatter */
    canvas_close(&c);
}

/* Energy at frequency f (Goertzel). */
static double goertzel(const int16_t *x, int n, double f)
{
    double w = 2 * M_PI * f / SFX_RATE, c = 2 * cos(w), s1 = 0, s2 = 0;
    for (int i = 0; i < n; i++) {
        double s0 = x[i] + c * s1 - s2;
        s2 = s1;
        s1 = s0;
    }
    return s1 * s1 + s2 * s2 - c * s1 * s2;
}

static void test_sounds(void)
{
    static int16_t buf[SFX_MAX_SAMPLES], buf2[SFX_MAX_SAMPLES];
    for (int id = 0; id < SFX_COUNT; id++) {
        int n = sfx_render((sfx_id_t)id, 0, buf, SFX_MAX_SAMPLES);
        CHECK_MSG(n == sfx_length((sfx_id_t)id) && n > 0, "%s: %d samples, expected %d",
                  sfx_name((sfx_id_t)id), n, sfx_length((sfx_id_t)id));
        int peak = 0;
        for (int i = 0; i < n; i++)
            peak = abs(buf[i]) > peak ? abs(buf[i]) : peak;
        CHECK_MSG(peak > 6000, "%s is audible (peak %d)", sfx_name((sfx_id_t)id), peak);
        int tail = 0;
        for (int i = n - 20; i < n; i++)
            tail = abs(buf[i]) > tail ? abs(buf[i]) : tail;
        CHECK_MSG(tail < peak / 4, "%s fades out rather than clicking off (tail %d, peak %d)",
                  sfx_name((sfx_id_t)id), tail, peak);
    }
    int n = sfx_render(SFX_CHIPS, 0, buf, SFX_MAX_SAMPLES);
    CHECK_EQ_INT(n, SFX_RATE * 40 / 1000);
    double best = 0, best_f = 0;
    for (double f = 100; f < 12000; f += 50) {
        double e = goertzel(buf, n, f);
        if (e > best) {
            best = e;
            best_f = f;
        }
    }
    CHECK_MSG(best_f >= 2500 && best_f <= 5500, "the chip sound peaks at %.0f Hz, expected "
              "2.5-5.5 kHz", best_f);
    CHECK(goertzel(buf, n, 3900) > 20 * goertzel(buf, n, 400));
    /* the deal sound's energy sits in 2-6 kHz */
    n = sfx_render(SFX_DEAL, 0, buf, SFX_MAX_SAMPLES);
    double in = 0, low = 0;
    for (double f = 2000; f <= 6000; f += 250)
        in += goertzel(buf, n, f);
    for (double f = 100; f <= 600; f += 250)
        low += goertzel(buf, n, f);
    CHECK_MSG(in > 10 * low, "deal noise is band-passed (in-band %.3g, low %.3g)", in, low);
    /* variation: the same seed repeats, another seed differs a little */
    int a = sfx_render(SFX_CHIPS, 7, buf, SFX_MAX_SAMPLES);
    int b = sfx_render(SFX_CHIPS, 7, buf2, SFX_MAX_SAMPLES);
    CHECK(a == b && memcmp(buf, buf2, sizeof(int16_t) * (size_t)a) == 0);
    b = sfx_render(SFX_CHIPS, 8, buf2, SFX_MAX_SAMPLES);
    CHECK(memcmp(buf, buf2, sizeof(int16_t) * (size_t)a) != 0);
    CHECK_EQ_INT(sfx_render(SFX_COUNT, 0, buf, 100), -1);
    CHECK_EQ_INT(sfx_render(SFX_WIN, 0, buf, 100), 100); /* a short buffer is filled, no more */
    /* the mixer: with the dummy audio driver it opens; either way play never crashes */
    char err[256];
    sfx_t *s = sfx_create(42, err, sizeof err);
    CHECK(s != NULL);
    if (!sfx_available(s))
        printf("   (no audio: %s)\n", err);
    for (int id = 0; id < SFX_COUNT; id++)
        sfx_play(s, (sfx_id_t)id);
    sfx_set_volume(s, 0.3f);
    sfx_set_muted(s, 1);
    sfx_play(s, SFX_WIN);
    sfx_destroy(s);
}

static void test_theme(void)
{
    theme_t def, t;
    theme_default(&def);
    char err[512] = "";
    char path[512];
    snprintf(path, sizeof path, "%s/assets/theme.json", FELT_SOURCE_DIR);
    int rc = theme_load_file(path, &t, err, sizeof err);
    CHECK_MSG(rc == 0, "%.400s", err);
    CHECK_MSG(memcmp(&def, &t, sizeof t) == 0, "assets/theme.json spells out theme_default");
    const char *ok = "{\"colors\": {\"accent\": \"#112233\"}, \"fonts\": {\"body\": 16.5},\n"
                     " \"motion\": {\"deal_ms\": 80}}";
    CHECK_EQ_INT(theme_load("t.json", ok, strlen(ok), &t, err, sizeof err), 0);
    CHECK_EQ_U64(t.accent, 0x112233ffu);
    CHECK_NEAR(t.font_body, 16.5, 1e-6);
    CHECK_EQ_INT(t.deal_ms, 80);
    CHECK_EQ_U64(t.danger, def.danger);
    CHECK_EQ_INT(theme_load("e.json", "{}", 2, &t, err, sizeof err), 0);
    CHECK(memcmp(&def, &t, sizeof t) == 0);
    static const struct { const char *text, *msg; } BAD[] = {
        {"{\n \"colors\": {\n  \"accent\": \"gold\"\n }\n}",
         "bad.json:3: colors.accent: expected a colour \"#RRGGBB\" or \"#RRGGBBAA\", got \"gold\""},
        {"{\"colors\": {\"acent\": \"#ffffff\"}}",
         "bad.json:1: colors.acent: expected a known colors key (see assets/theme.json), got unknown key \"acent\""},
        {"{\"fonts\": {\"body\": 500}}",
         "bad.json:1: fonts.body: expected a font size from 6 to 200, got 500"},
        {"{\"motion\": {\"deal_ms\": 60001}}",
         "bad.json:1: motion.deal_ms: expected whole milliseconds from 0 to 60000, got 60001"},
        {"{\"motion\":\n {\"deal_ms\": 1.5}}",
         "bad.json:2: motion.deal_ms: expected an integer, got 1.5"},
        {"{\"motion\": {\"think_min_ms\": 900, \"think_max_ms\": 100}}",
         "bad.json:1: motion.think_max_ms: expected at least motion.think_min_ms (900), got 100"},
        {"{\"sounds\": {}}",
         "bad.json:1: sounds: expected a key among colors, fonts, motion, got unknown key \"sounds\""},
        {"{\"colors\": [1]}", "bad.json:1: colors: expected an object, got an array"},
        {"[]", "bad.json:1: top level: expected an object, got an array"},
        {"{\"colors\": {\n", "bad.json:2:1: syntax error near end of file"},
        {"{\"colors\": {} } x", "bad.json:1:17: syntax error near 'x'"},
    };
    for (size_t i = 0; i < sizeof BAD / sizeof BAD[0]; i++) {
        theme_t keep;
        memset(&keep, 0xab, sizeof keep);
        t = keep;
        err[0] = '\0';
        CHECK_EQ_INT(theme_load("bad.json", BAD[i].text, strlen(BAD[i].text), &t, err, sizeof err), -1);
        CHECK_EQ_STR(err, BAD[i].msg);
        CHECK(memcmp(&t, &keep, sizeof t) == 0);
    }
    CHECK_EQ_INT(theme_load_file("/nonexistent/theme.json", &t, err, sizeof err), -1);
    CHECK_MSG(strstr(err, "cannot read /nonexistent/theme.json") != NULL, "%.400s", err);
}

/* Random byte edits of assets/theme.json: the loader answers 0, or -1 with a message naming the
 * file, and never crashes (the sanitizer build checks the "never"). */
static void test_theme_mutations(void)
{
    char path[512], err[512];
    snprintf(path, sizeof path, "%s/assets/theme.json", FELT_SOURCE_DIR);
    FILE *f = fopen(path, "rb");
    if (!f) {
        CHECK_MSG(0, "cannot read %.400s", path);
        return;
    }
    static char orig[1 << 16], text[1 << 16];
    size_t n = fread(orig, 1, sizeof orig, f);
    fclose(f);
    uint64_t seed = tl_seed();
    uint64_t x = seed * 0x9E3779B97F4A7C15ull + 1;
    static const char BYTES[] = "{}[]\":,.#-+0123456789eE aZ\\\n\xff\xc3";
    int ok = 0, bad = 0;
    for (int round = 0; round < 3000; round++) {
        memcpy(text, orig, n);
        size_t len = n;
        int edits = 1 + (int)(x % 4);
        for (int e = 0; e < edits; e++) {
            x ^= x << 13; x ^= x >> 7; x ^= x << 17;
            size_t at = (size_t)(x % len);
            int kind = (int)((x >> 32) % 3);
            char b = BYTES[(x >> 40) % (sizeof BYTES - 1)];
            if (kind == 0)
                text[at] = b;
            else if (kind == 1 && len > 1) {
                memmove(text + at, text + at + 1, len - at - 1);
                len--;
            } else if (len + 1 < sizeof text) {
                memmove(text + at + 1, text + at, len - at);
                text[at] = b;
                len++;
            }
        }
        theme_t t;
        err[0] = '\0';
        int rc = theme_load("m.json", text, len, &t, err, sizeof err);
        if (rc == 0)
            ok++;
        else {
            bad++;
            CHECK_MSG(rc == -1 && !strncmp(err, "m.json:", 7), "rc %d, message \"%.400s\"", rc, err);
        }
    }
    printf("   %d mutants loaded, %d refused with a message\n", ok, bad);
    CHECK(bad > 0);
}

/* The keyboard's tooltip goes beside its control, clear of the others: in a stacked menu below
 * the focused button it covered the next button's label ("Back to the table" over Settings). */
static void test_tooltip_place(void)
{
    const float screen[4] = {0, 0, 1280, 720};
    float bx, by;
    /* the pause menu: four buttons 300 x 46, 56 apart */
    float menu[4][4];
    for (int i = 0; i < 4; i++)
        menu[i][0] = 490, menu[i][1] = 240 + 56.0f * i, menu[i][2] = 300, menu[i][3] = 46;
    int side = gfx_tooltip_place(screen, menu[1], (const float(*)[4])menu, 4, 260, 32, &bx, &by);
    CHECK_EQ_INT(side, 1); /* right of it: below and above hold buttons */
    CHECK(bx >= 490 + 300);
    CHECK(by + 32 > menu[1][1] && by < menu[1][1] + 46);
    /* the last button of the stack: nothing below it, so below */
    side = gfx_tooltip_place(screen, menu[3], (const float(*)[4])menu, 4, 260, 32, &bx, &by);
    CHECK_EQ_INT(side, 0);
    CHECK(by >= menu[3][1] + 46);
    /* a row of buttons at the foot of the screen: the middle one's tip goes above */
    float row[3][4] = {{280, 650, 230, 46}, {525, 650, 230, 46}, {770, 650, 230, 46}};
    side = gfx_tooltip_place(screen, row[1], (const float(*)[4])row, 3, 300, 32, &bx, &by);
    CHECK_EQ_INT(side, 3);
    CHECK(by + 32 <= 650);
    /* a control hemmed in on every side: below, moved inside the screen */
    float hem[5][4] = {{600, 680, 80, 30}, {700, 680, 80, 30}, {500, 680, 80, 30}, {600, 640, 80, 30}, {0, 0, 0, 0}};
    side = gfx_tooltip_place(screen, hem[0], (const float(*)[4])hem, 4, 200, 32, &bx, &by);
    CHECK_EQ_INT(side, -1);
    CHECK(by >= 4 && by + 32 <= 716 && bx >= 4 && bx + 200 <= 1276);
}

/* Type into a decimal field (the bet box in big blinds) one frame at a time. */
static void type_into(ui_t *u, char *buf, size_t cap, const char *keys)
{
    for (const char *k = keys; *k; k++) {
        ui_begin(u, 0.0);
        snprintf(u->text, sizeof u->text, "%c", *k);
        ui_textfield(u, 7, 100, 100, 200, 40, buf, cap, UI_NUMERIC | UI_DECIMAL, NULL, NULL);
        ui_end(u);
    }
}

/* A decimal field types the language's mark whichever of "." and "," is pressed, once: "2,5" in
 * German stays "2,5" (it became "2.5", and a second key made "2,5."). */
static void test_decimal_field(void)
{
    canvas_t c;
    if (canvas_open(&c, 1280, 720) != 0) {
        CHECK(!"canvas");
        return;
    }
    ui_t u;
    ui_init(&u, c.g, NULL);
    static const struct {
        char mark;
        const char *start, *keys, *want;
    } cases[] = {
        {0, "", "2.5", "2.5"},   {0, "", "2,5", "2.5"},     {'.', "2", ".,5", "2.5"},
        {',', "", "2,5", "2,5"}, {',', "", "2.5", "2,5"},   {',', "2,5", ".", "2,5"},
        {',', "2,5", ",", "2,5"}, {',', "12", "x.7", "12,7"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char buf[32];
        snprintf(buf, sizeof buf, "%s", cases[i].start);
        u.decimal_mark = cases[i].mark;
        u.focus = 7;
        type_into(&u, buf, sizeof buf, cases[i].keys);
        CHECK_MSG(!strcmp(buf, cases[i].want), "mark '%c', \"%s\" + \"%s\": got \"%s\", want \"%s\"",
                  cases[i].mark ? cases[i].mark : '.', cases[i].start, cases[i].keys, buf, cases[i].want);
    }
    ui_free(&u);
    canvas_close(&c);
}

/* Issue #23: a control's id comes from its name and index, and two different controls never share
 * one, even where their hashes meet: the later one asked for gets the next free id, both keep
 * theirs, and in one frame the two are two controls (Tab goes from one to the other; the dump
 * counts no id used twice). Ids that counted source lines met across files. */
typedef struct id_probe {
    int hash;
    unsigned n;
} id_probe_t;
static int by_hash(const void *a, const void *b)
{
    const id_probe_t *x = a, *y = b;
    return x->hash < y->hash ? -1 : x->hash > y->hash;
}
static void test_ui_ids(void)
{
    /* different names, different indices: different ids, never 0, the same every time */
    static const char *const names[] = {"setup.seed", "setup.seat_kind", "setup.seat_name", "table.fold", "table.call"};
    int ids[5][12];
    for (int i = 0; i < 5; i++)
        for (int k = 0; k < 12; k++) {
            ids[i][k] = ui_id(names[i], k - 1);
            CHECK(ids[i][k] != 0);
            for (int j = 0; j <= i; j++)
                for (int l = 0; l < (j == i ? k : 12); l++)
                    CHECK_MSG(ids[j][l] != ids[i][k], "ui_id(\"%s\", %d) == ui_id(\"%s\", %d) == %d", names[i], k - 1,
                              names[j], l - 1, ids[i][k]);
        }
    for (int i = 0; i < 5; i++)
        for (int k = 0; k < 12; k++)
            CHECK_EQ_INT(ui_id(names[i], k - 1), ids[i][k]);
    /* two names whose hashes meet (30 bits: among 200,000 names about 18 pairs do) */
    enum { N = 200000 };
    id_probe_t *p = malloc(N * sizeof *p);
    if (!p) {
        CHECK(!"memory");
        return;
    }
    /* names from a xorshift sequence ("c.%016llx"): names that differ only in their last digits
     * hash too orderly to meet */
    char a[32] = "", b[32] = "";
    unsigned long long x = 88172645463325252ULL, *xs = malloc(N * sizeof *xs);
    if (!xs) {
        free(p);
        CHECK(!"memory");
        return;
    }
    for (unsigned i = 0; i < N; i++) {
        x ^= x << 13, x ^= x >> 7, x ^= x << 17;
        xs[i] = x;
        snprintf(a, sizeof a, "c.%016llx", x);
        p[i] = (id_probe_t){ui_id_hash(a, 3), i};
    }
    qsort(p, N, sizeof *p, by_hash);
    int found = 0;
    for (unsigned i = 1; i < N && !found; i++)
        if (p[i].hash == p[i - 1].hash) {
            snprintf(a, sizeof a, "c.%016llx", xs[p[i - 1].n]);
            snprintf(b, sizeof b, "c.%016llx", xs[p[i].n]);
            found = 1;
        }
    free(p);
    free(xs);
    CHECK_MSG(found, "no two of %d names share a hash", N);
    if (!found)
        return;
    CHECK_EQ_INT(ui_id_hash(a, 3), ui_id_hash(b, 3));
    int ia = ui_id(a, 3), ib = ui_id(b, 3);
    CHECK_MSG(ia != ib, "\"%s\" and \"%s\" (index 3) share the hash %d and got the same id %d", a, b, ui_id_hash(a, 3), ia);
    CHECK_EQ_INT(ia, ui_id_hash(a, 3)); /* the first asked keeps its hash */
    CHECK(ib != 0);
    CHECK_EQ_INT(ui_id(b, 3), ib);
    CHECK_EQ_INT(ui_id(a, 3), ia);
    CHECK(ui_id(a, 4) != ia && ui_id(b, 4) != ib);
    /* in one frame: two controls, the Tab order goes from one to the other, no id twice */
    canvas_t c;
    if (canvas_open(&c, 1280, 720) != 0) {
        CHECK(!"canvas");
        return;
    }
    char dir[] = "/tmp/felt_ui_ids_XXXXXX", path[64];
    if (!mkdtemp(dir)) {
        CHECK(!"mkdtemp");
        canvas_close(&c);
        return;
    }
    snprintf(path, sizeof path, "%s/w.json", dir);
    ui_t u;
    ui_init(&u, c.g, NULL);
    ui_dump_to(&u, path);
    int seen[3] = {0, 0, 0};
    for (int f = 0; f < 3; f++) {
        ui_begin(&u, 0.0);
        ui_button(&u, ui_id(a, 3), 100, 100, 200, 40, "A", NULL, 0, NULL);
        ui_button(&u, ui_id(b, 3), 100, 200, 200, 40, "B", NULL, 0, NULL);
        ui_end(&u);
        seen[f] = u.focus;
        u.focus_move = 1; /* Tab */
    }
    CHECK_EQ_INT(seen[1], ia);
    CHECK_EQ_INT(seen[2], ib);
    size_t len = 0;
    char *dump = tl_slurp(path, &len);
    CHECK_MSG(dump && strstr(dump, "\"duplicate_ids\": 0,"), "the dump counts ids used twice: %.200s", dump ? dump : "(none)");
    free(dump);
    /* the same control declared twice in a frame is counted */
    ui_begin(&u, 0.0);
    ui_button(&u, ui_id(a, 3), 100, 100, 200, 40, "A", NULL, 0, NULL);
    ui_button(&u, ui_id(a, 3), 100, 200, 200, 40, "A again", NULL, 0, NULL);
    ui_end(&u);
    dump = tl_slurp(path, &len);
    CHECK_MSG(dump && strstr(dump, "\"duplicate_ids\": 1,"), "one id used twice: %.200s", dump ? dump : "(none)");
    free(dump);
    ui_free(&u);
    remove(path);
    rmdir(dir);
    canvas_close(&c);
}

/* Do two rectangles share any area (touching edges do not)? */
static int rects_overlap(layout_rect_t a, layout_rect_t b)
{
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/* Issue #27: at every table size, with every number of pots a side-pots drill can hold (ten, and
 * the next pot's slot while building), no pot's pile, tag or hit area stands on a seat's chips in
 * front, its cards, its plate or its action line, nor on the board, nor on another pot; and the
 * pots stay pots (a pile four chips high with its two-line tag, two chips wide). */
static void test_pot_row(void)
{
    static const char *const PART[5] = {"plate", "cards", "tabled cards", "chips in front", "action line"};
    const layout_rect_t board = layout_board();
    int checked = 0;
    for (int n = 2; n <= 10; n++) {
        for (int np = 1; np <= 11; np++) {
            float pitch = layout_pot_pitch(n, np), half = layout_pot_half(n, np);
            CHECK_MSG(half >= 18.0f && 2 * half < pitch, "layout_pot_half at %d seats, %d pots: %.1f (pitch %.1f)", n, np,
                      half, pitch);
            for (int p = 0; p < np; p++) {
                float px, py;
                layout_pot(n, p, np, &px, &py);
                layout_rect_t r = layout_pot_rect(n, p, np);
                CHECK_MSG(r.h >= 72.0f && r.y <= py - 32.0f && fabsf(r.x - (px - half)) < 0.01f && fabsf(r.w - 2 * half) < 0.01f &&
                              fabsf(r.y + r.h - (py + 40)) < 0.01f,
                          "pot %d of %d at %d seats: rect (%.1f,%.1f %.1fx%.1f) for a pile at (%.1f,%.1f)", p + 1, np, n,
                          r.x, r.y, r.w, r.h, px, py);
                CHECK_MSG(!rects_overlap(r, board), "pot %d of %d at %d seats (%.1f,%.1f %.1fx%.1f) is on the board", p + 1,
                          np, n, r.x, r.y, r.w, r.h);
                if (p > 0) {
                    layout_rect_t q = layout_pot_rect(n, p - 1, np);
                    CHECK_MSG(!rects_overlap(r, q), "pots %d and %d of %d at %d seats overlap", p, p + 1, np, n);
                }
                for (int s = 0; s < n; s++) {
                    layout_seat_parts_t sp;
                    layout_seat_parts(n, s, s == 0, &sp);
                    const layout_rect_t parts[5] = {sp.plate, sp.cards, sp.shown, sp.bet, sp.said};
                    for (int k = 0; k < 5; k++) {
                        CHECK_MSG(!rects_overlap(r, parts[k]),
                                  "%d seats, %d pots: pot %d (%.1f,%.1f %.1fx%.1f) is on the %s of the seat %d from the "
                                  "person (%.1f,%.1f %.1fx%.1f)",
                                  n, np, p + 1, r.x, r.y, r.w, r.h, PART[k], s, parts[k].x, parts[k].y, parts[k].w,
                                  parts[k].h);
                        checked++;
                    }
                }
            }
        }
        /* the seats' chips in front stay off each other's plates, cards and chips */
        for (int s = 0; s < n; s++) {
            layout_seat_parts_t a;
            layout_seat_parts(n, s, s == 0, &a);
            for (int t = 0; t < n; t++) {
                layout_seat_parts_t b;
                layout_seat_parts(n, t, t == 0, &b);
                const layout_rect_t parts[4] = {b.plate, b.cards, b.shown, b.bet};
                for (int k = 0; k < 4; k++)
                    CHECK_MSG((s == t && k == 3) || !rects_overlap(a.bet, parts[k]),
                              "%d seats: the chips in front of the seat %d from the person (%.1f,%.1f) are on the %s of "
                              "the seat %d (%.1f,%.1f %.1fx%.1f)",
                              n, s, a.bet.x + 40, a.bet.y + 57, PART[k], t, parts[k].x, parts[k].y, parts[k].w, parts[k].h);
            }
        }
    }
    CHECK(checked > 10000);
    /* the row is as wide as before where nothing stands in its way: six pots at the full pitch */
    CHECK_NEAR(layout_pot_pitch(2, 6), 124.0, 1e-3);
}

static void test_coordinates(void)
{
    /* 2560x1440 output behind a 1280x720-point window: a HiDPI display at 2x */
    canvas_t c;
    if (canvas_open(&c, 2560, 1440) != 0) {
        CHECK(!"canvas");
        return;
    }
    SDL_Window *w = SDL_CreateWindow("t", 0, 0, 1280, 720, SDL_WINDOW_HIDDEN);
    CHECK_MSG(w != NULL, "dummy window: %s", SDL_GetError());
    float lx, ly;
    gfx_window_to_logical(c.g, w, 640, 360, &lx, &ly);
    CHECK_NEAR(lx, 640, 1e-3);
    CHECK_NEAR(ly, 360, 1e-3);
    gfx_window_to_logical(c.g, w, 0, 719, &lx, &ly);
    CHECK_NEAR(lx, 0, 1e-3);
    CHECK_NEAR(ly, 719, 1e-3);
    float x0, y0, x1, y1;
    gfx_logical_bounds(c.g, &x0, &y0, &x1, &y1);
    CHECK_NEAR(x0, 0, 1e-3);
    CHECK_NEAR(x1, 1280, 1e-3);
    canvas_close(&c);
    /* a wider window letterboxes: 1600x720 pixels at scale 1, 160 pixels each side */
    if (canvas_open(&c, 1600, 720) != 0) {
        CHECK(!"canvas");
        return;
    }
    SDL_SetWindowSize(w, 1600, 720);
    CHECK_NEAR(gfx_scale(c.g), 1, 1e-6);
    gfx_window_to_logical(c.g, w, 160, 10, &lx, &ly);
    CHECK_NEAR(lx, 0, 1e-3);
    gfx_logical_bounds(c.g, &x0, &y0, &x1, &y1);
    CHECK_NEAR(x0, -160, 1e-3);
    CHECK_NEAR(x1, 1440, 1e-3);
    CHECK_NEAR(y0, 0, 1e-3);
    /* the background covers the margins too; a fill at logical (0,0) lands at pixel 160 */
    gfx_begin_frame(c.g);
    gfx_background(c.g);
    gfx_fill_rect(c.g, 0, 0, 10, 10, 0xff0000ff);
    SDL_RenderFlush(c.r);
    uint32_t *row = (uint32_t *)c.surf->pixels;
    CHECK_MSG((row[165] & 0xffffff) == 0xff0000, "logical (5,0) is pixel 165, got %06x", row[165] & 0xffffff);
    CHECK_MSG((row[155] & 0xffffff) != 0xff0000, "pixel 155 is margin");
    canvas_close(&c);
    /* a 1920x1200 output: scale 1.5, centred vertically */
    if (canvas_open(&c, 1920, 1200) != 0) {
        CHECK(!"canvas");
        return;
    }
    CHECK_NEAR(gfx_scale(c.g), 1.5, 1e-6);
    gfx_logical_bounds(c.g, &x0, &y0, &x1, &y1);
    CHECK_NEAR(y0, -(1200 - 1080) / 2 / 1.5, 1e-3);
    float sx, sy;
    layout_seat(10, 0, &sx, &sy);
    CHECK_NEAR(sx, 640, 1e-3);
    CHECK_NEAR(sy, 565, 1e-3);
    layout_seat(4, 1, &sx, &sy); /* clockwise: the hero's left is the screen's left */
    CHECK_NEAR(sx, 95, 1e-3);
    CHECK_NEAR(sy, 300, 1e-3);
    layout_seat(2, 1, &sx, &sy);
    CHECK_NEAR(sy, 35, 1e-3);
    canvas_close(&c);
    SDL_DestroyWindow(w);
    /* a render target texture is the output while it is set */
    if (canvas_open(&c, 1280, 720) != 0) {
        CHECK(!"canvas");
        return;
    }
    SDL_Texture *target = SDL_CreateTexture(c.r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET,
                                            2560, 1440);
    CHECK_MSG(target != NULL, "target texture: %s", SDL_GetError());
    if (target) {
        SDL_SetRenderTarget(c.r, target);
        gfx_begin_frame(c.g);
        CHECK_NEAR(gfx_scale(c.g), 2, 1e-6);
        gfx_fill_rect(c.g, 10, 10, 20, 20, 0xff0000ff);
        gfx_finish_frame(c.g);
        uint32_t px[4] = {0};
        SDL_Rect rc = {40, 40, 2, 2};
        SDL_RenderReadPixels(c.r, &rc, SDL_PIXELFORMAT_ARGB8888, px, 8);
        CHECK_MSG((px[0] & 0xffffff) == 0xff0000, "logical (20,20) in the 2x target is red, got %06x",
                  px[0] & 0xffffff);
        SDL_SetRenderTarget(c.r, NULL);
        gfx_resize(c.g);
        CHECK_NEAR(gfx_scale(c.g), 1, 1e-6);
        SDL_DestroyTexture(target);
    }
    canvas_close(&c);
}

static void test_fonts_and_cache(void)
{
    char err[512] = "";
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, 320, 200, 32, SDL_PIXELFORMAT_ARGB8888);
    SDL_Renderer *r = SDL_CreateSoftwareRenderer(s);
    gfx_t *g = gfx_create(r, NULL, "/nonexistent/fonts", err, sizeof err);
    CHECK(g == NULL);
    CHECK_MSG(strstr(err, "DejaVuSans.ttf") && strstr(err, "/nonexistent/fonts"),
              "a missing font is named with where it was looked for: %.400s", err);
    SDL_DestroyRenderer(r);
    SDL_FreeSurface(s);
    /* the caches stay bounded however many strings go by */
    canvas_t c;
    if (canvas_open(&c, 1280, 720) != 0) {
        CHECK(!"canvas");
        return;
    }
    gfx_stats_t st;
    for (int f = 0; f < 100; f++) {
        gfx_begin_frame(c.g);
        for (int i = 0; i < 100; i++) {
            char buf[32];
            snprintf(buf, sizeof buf, "pot %d", f * 100 + i);
            gfx_text(c.g, buf, 10, 10, 13, GFX_FONT_REGULAR, 0xffffffff, 0);
        }
        gfx_finish_frame(c.g);
    }
    gfx_get_stats(c.g, &st);
    CHECK_MSG(st.textures <= 6000 && st.evictions > 0, "%d textures cached, %lld evicted",
              st.textures, st.evictions);
    /* once a look has been steady for three frames, a frame draws only from the cache */
    structure_t stc;
    structure_default(&stc);
    for (int i = 0; i < 3; i++) {
        gfx_begin_frame(c.g);
        draw_table_scene(c.g, &stc, 0);
        gfx_finish_frame(c.g);
    }
    gfx_get_stats(c.g, &st);
    long long misses = st.cache_misses;
    gfx_begin_frame(c.g);
    draw_table_scene(c.g, &stc, 0);
    gfx_finish_frame(c.g);
    gfx_get_stats(c.g, &st);
    CHECK_MSG(st.cache_misses == misses, "an unchanged frame makes no texture (%lld new)",
              st.cache_misses - misses);
    /* a colour that changes every frame (a fade, a pulse) is tinted, not baked anew each time */
    gfx_get_stats(c.g, &st);
    int textures = st.textures;
    for (int i = 0; i < 30; i++) {
        gfx_begin_frame(c.g);
        uint32_t col = 0xe6b24a00u | (uint32_t)(40 + i * 7);
        gfx_fill_rounded(c.g, 100, 100, 200, 60, 12, col);
        gfx_fill_ellipse(c.g, 400, 130, 30, 30, col);
        gfx_text(c.g, "Your turn", 500, 130, 18, GFX_FONT_BOLD, col | 0xff00u, GFX_MIDDLE);
        gfx_finish_frame(c.g);
    }
    gfx_get_stats(c.g, &st);
    CHECK_MSG(st.textures - textures <= 3, "30 frames of a changing colour made %d textures",
              st.textures - textures);
    uint32_t mid = px_at(&c, 200, 130);
    CHECK_MSG(R(mid) > G(mid) && G(mid) > B(mid), "the tinted fill still has its colour, got %06x", mid);
    canvas_close(&c);
}

/* ---- benchmark ---- */

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static void bench_one(int w, int h, int frames)
{
    canvas_t c;
    if (canvas_open(&c, w, h) != 0)
        return;
    structure_t st;
    structure_default(&st);
    double *full = malloc(sizeof(double) * (size_t)frames), *base = malloc(sizeof(double) * (size_t)frames);
    double t0 = tl_now();
    gfx_begin_frame(c.g);
    draw_table_scene(c.g, &st, 0);
    gfx_finish_frame(c.g);
    SDL_RenderFlush(c.r);
    double cold = (tl_now() - t0) * 1e3;
    for (int i = 0; i < 3; i++) { /* the steady looks get their baked textures */
        gfx_begin_frame(c.g);
        draw_table_scene(c.g, &st, 0);
        gfx_finish_frame(c.g);
    }
    gfx_stats_t s0;
    gfx_get_stats(c.g, &s0);
    for (int i = 0; i < frames; i++) {
        t0 = tl_now();
        gfx_begin_frame(c.g);
        gfx_background(c.g);
        gfx_finish_frame(c.g);
        SDL_RenderFlush(c.r);
        base[i] = (tl_now() - t0) * 1e3;
        t0 = tl_now();
        gfx_begin_frame(c.g);
        draw_table_scene(c.g, &st, i);
        gfx_finish_frame(c.g);
        SDL_RenderFlush(c.r);
        full[i] = (tl_now() - t0) * 1e3;
    }
    qsort(full, (size_t)frames, sizeof(double), cmp_double);
    qsort(base, (size_t)frames, sizeof(double), cmp_double);
    double med = full[frames / 2], p99 = full[(int)(frames * 0.99)], bmed = base[frames / 2];
    gfx_stats_t s;
    gfx_get_stats(c.g, &s);
    printf("%dx%d software renderer, %d frames: full 10-seat table frame median %.2f ms, p99 %.2f "
           "ms (first frame, cold caches: %.1f ms); background-only frame median %.2f ms; full / "
           "background = %.1fx; %d textures, %.1f MiB cached, %lld made while timing\n",
           w, h, frames, med, p99, cold, bmed, med / (bmed > 0 ? bmed : 1e-9), s.textures,
           (double)s.texture_bytes / 1048576.0, s.cache_misses - s0.cache_misses);
    free(full);
    free(base);
    canvas_close(&c);
}

/* --print-layout: the screens' named rectangles as JSON ({"setup.seed": [x, y, w, h], ...}; the
 * set-up's seat rows as the widget dump names them, "setup.seat3.kind@7" at seven seats), for the
 * layout check (tests/test_layout.sh) to hold every screen's controls to. */
static void print_layout(void)
{
    printf("{");
    const char *sep = "\n";
    for (int i = 0; i < layout_named_count(); i++) {
        const layout_named_t *e = layout_named_entry(i);
        printf("%s  \"%s\": [%.1f, %.1f, %.1f, %.1f]", sep, e->name, (double)e->r.x, (double)e->r.y, (double)e->r.w,
               (double)e->r.h);
        sep = ",\n";
    }
    static const char *const parts[][2] = {
        {"setup.seat_kind", "kind"}, {"setup.seat_name", "name"}, {"setup.seat_colour", "colour"}, {"setup.seat_bot", "bot"}};
    for (int n = 2; n <= 10; n++)
        for (int s = 0; s < n; s++)
            for (int k = 0; k < 4; k++) {
                layout_rect_t r = layout_setup_seat(parts[k][0], s, n);
                printf(",\n  \"setup.seat%d.%s@%d\": [%.1f, %.1f, %.1f, %.1f]", s + 1, parts[k][1], n, (double)r.x,
                       (double)r.y, (double)r.w, (double)r.h);
            }
    printf("\n}\n");
}

int main(int argc, char **argv)
{
    int bench = 0, frames = 300;
    char *rest[64];
    int nrest = 0;
    for (int i = 0; i < argc && nrest < 63; i++) {
        if (i > 0 && !strcmp(argv[i], "--out") && i + 1 < argc)
            out_dir = argv[++i];
        else if (i > 0 && !strcmp(argv[i], "--bench"))
            bench = 1;
        else if (i > 0 && !strcmp(argv[i], "--print-layout")) {
            print_layout();
            return 0;
        }
        else if (i > 0 && !strcmp(argv[i], "--frames") && i + 1 < argc)
            frames = atoi(argv[++i]);
        else
            rest[nrest++] = argv[i];
    }
    rest[nrest] = NULL;
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        fprintf(stderr, "SDL_Init: %s (run with SDL_VIDEODRIVER=dummy)\n", SDL_GetError());
        return 1;
    }
    if (bench) {
        if (frames < 10)
            frames = 10;
        bench_one(1280, 720, frames);
        bench_one(2560, 1440, frames / 3 > 10 ? frames / 3 : 10);
        SDL_Quit();
        return 0;
    }
    if (out_dir)
        mkdir(out_dir, 0755);
    tl_init(nrest, rest, 1);
    if (tl_group("gallery_pngs"))
        test_gallery();
    if (tl_group("table_colours"))
        test_table_colours();
    if (tl_group("card_pixels"))
        test_card_pixels();
    if (tl_group("court_figures"))
        test_court_figures();
    if (tl_group("emblems"))
        test_emblems();
    if (tl_group("antialiasing"))
        test_antialiasing();
    if (tl_group("text_in_boxes"))
        test_text_in_boxes();
    if (tl_group("states"))
        test_states();
    if (tl_group("chip_labels"))
        test_chip_labels();
    if (tl_group("chip_breakdown"))
        test_chip_breakdown();
    if (tl_group("sounds"))
        test_sounds();
    if (tl_group("theme"))
        test_theme();
    if (tl_group("theme_mutations"))
        test_theme_mutations();
    if (tl_group("coordinates"))
        test_coordinates();
    if (tl_group("pot_row"))
        test_pot_row();
    if (tl_group("tooltip_place"))
        test_tooltip_place();
    if (tl_group("decimal_field"))
        test_decimal_field();
    if (tl_group("ui_ids"))
        test_ui_ids();
    if (tl_group("fonts_and_cache"))
        test_fonts_and_cache();
    int rc = tl_finish();
    SDL_Quit();
    return rc;
}
