/* cards.c — card faces and backs rasterised in code (cards.h): every face is drawn once per
 * pixel width into the texture cache, with its soft shadow baked in, so a frame draws a card
 * with one texture copy. Glyphs come from DejaVu (ranks in Sans Bold, suits ♠♥♦♣ from Sans),
 * rendered at the exact pixel size they appear and placed by their ink boxes. */
#include "render/gfx_internal.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static const char *const SUIT_UTF8[4] = {"\xE2\x99\xA3", "\xE2\x99\xA6", "\xE2\x99\xA5",
                                         "\xE2\x99\xA0"}; /* ♣ ♦ ♥ ♠ (clubs < diamonds < ...) */
static const char *const RANK_TEXT[13] = {"2", "3", "4", "5", "6", "7", "8",
                                          "9", "10", "J", "Q", "K", "A"};

void gfx_set_card_opts(gfx_t *g, gfx_card_opts_t o)
{
    if (!(o.large > 0.5f && o.large < 3.0f))
        o.large = 1;
    g->card_opts = o;
}

gfx_card_opts_t gfx_get_card_opts(const gfx_t *g)
{
    return g->card_opts;
}

float gfx_card_drawn_width(const gfx_t *g, float w)
{
    return w * g->card_opts.large;
}

static uint32_t suit_colour(const gfx_t *g, int suit, int four)
{
    const theme_t *t = &g->theme;
    switch (suit) {
    case SUIT_HEARTS: return t->card_red;
    case SUIT_DIAMONDS: return four ? t->card_blue : t->card_red;
    case SUIT_CLUBS: return four ? t->card_green : t->card_black;
    default: return t->card_black;
    }
}

/* The ink box of a white text surface (alpha > 0), or 0 if empty. */
static int ink_box(const SDL_Surface *s, int *x0, int *y0, int *x1, int *y1)
{
    int bx0 = s->w, by0 = s->h, bx1 = -1, by1 = -1;
    for (int y = 0; y < s->h; y++) {
        const Uint32 *row = (const Uint32 *)((const Uint8 *)s->pixels + (size_t)y * (size_t)s->pitch);
        for (int x = 0; x < s->w; x++)
            if ((row[x] >> 24) > 8) {
                bx0 = x < bx0 ? x : bx0;
                bx1 = x > bx1 ? x : bx1;
                by0 = y < by0 ? y : by0;
                by1 = y > by1 ? y : by1;
            }
    }
    if (bx1 < 0)
        return 0;
    *x0 = bx0;
    *y0 = by0;
    *x1 = bx1 + 1;
    *y1 = by1 + 1;
    return 1;
}

/* A glyph string rendered so its ink is ink_h pixels tall (and no wider than max_w if > 0),
 * cropped to the ink (plus one pixel of margin). Caller frees. */
static SDL_Surface *ink_glyph(gfx_t *g, const char *utf8, gfx_font_t f, float ink_h, float max_w)
{
    /* the glyph's ink size at 100 px, measured once per context */
    uint64_t key = (uint64_t)f + 1;
    for (const char *c = utf8; *c; c++)
        key = key * 131 + (unsigned char)*c;
    int slot = -1;
    for (int i = 0; i < 64; i++)
        if (g->ink[i].key == key || (g->ink[i].key == 0 && slot < 0)) {
            slot = i;
            if (g->ink[i].key == key)
                break;
        }
    int x0, y0, x1, y1;
    float iw, ih;
    if (slot >= 0 && g->ink[slot].key == key) {
        iw = g->ink[slot].w;
        ih = g->ink[slot].h;
    } else {
        SDL_Surface *probe = gfx_text_surface(g, utf8, f, 100);
        if (!probe)
            return NULL;
        int ok = ink_box(probe, &x0, &y0, &x1, &y1);
        SDL_FreeSurface(probe);
        if (!ok)
            return NULL;
        iw = (float)(x1 - x0);
        ih = (float)(y1 - y0);
        if (slot >= 0) {
            g->ink[slot].key = key;
            g->ink[slot].w = iw;
            g->ink[slot].h = ih;
        }
    }
    float k = ink_h / ih;
    if (max_w > 0 && iw * k > max_w)
        k = max_w / iw;
    int px = (int)floorf(100.0f * k + 0.5f);
    if (px < 4)
        px = 4;
    SDL_Surface *s = gfx_text_surface(g, utf8, f, px);
    if (!s || !ink_box(s, &x0, &y0, &x1, &y1)) {
        if (s)
            SDL_FreeSurface(s);
        return NULL;
    }
    x0 = x0 > 0 ? x0 - 1 : 0;
    y0 = y0 > 0 ? y0 - 1 : 0;
    x1 = x1 < s->w ? x1 + 1 : s->w;
    y1 = y1 < s->h ? y1 + 1 : s->h;
    SDL_Surface *c = SDL_CreateRGBSurfaceWithFormat(0, x1 - x0, y1 - y0, 32, SDL_PIXELFORMAT_ARGB8888);
    if (c) {
        SDL_Rect src = {x0, y0, x1 - x0, y1 - y0};
        SDL_SetSurfaceBlendMode(s, SDL_BLENDMODE_NONE);
        SDL_BlitSurface(s, &src, c, NULL);
    }
    SDL_FreeSurface(s);
    return c;
}

/* Blit a cropped glyph centred on (cx, cy) (pixels), snapped to whole pixels. */
static void put_centred(gfx_canvas_t *cv, SDL_Surface *m, float cx, float cy, uint32_t col, int rot)
{
    if (!m)
        return;
    gfx_cv_blit_mask(cv, m, (int)floorf(cx - (float)m->w * 0.5f + 0.5f),
                  (int)floorf(cy - (float)m->h * 0.5f + 0.5f), col, rot);
}

/* Pip centres for ranks 2..10 as (column, row): column 0 left, 1 middle, 2 right; row in
 * 0..1 over the pip area (0 top). The classic layouts. */
typedef struct pip { signed char col; float row; } pip_t;
static int pip_layout(int rank, pip_t out[10])
{
    int n = 0;
#define P(c, r) (out[n].col = (c), out[n].row = (r), n++)
    switch (rank + 2) {
    case 2: P(1, 0); P(1, 1); break;
    case 3: P(1, 0); P(1, 0.5f); P(1, 1); break;
    case 4: P(0, 0); P(2, 0); P(0, 1); P(2, 1); break;
    case 5: P(0, 0); P(2, 0); P(1, 0.5f); P(0, 1); P(2, 1); break;
    case 6: P(0, 0); P(2, 0); P(0, 0.5f); P(2, 0.5f); P(0, 1); P(2, 1); break;
    case 7: P(0, 0); P(2, 0); P(1, 0.25f); P(0, 0.5f); P(2, 0.5f); P(0, 1); P(2, 1); break;
    case 8:
        P(0, 0); P(2, 0); P(1, 0.25f); P(0, 0.5f); P(2, 0.5f); P(1, 0.75f); P(0, 1); P(2, 1);
        break;
    case 9:
        P(0, 0); P(2, 0); P(0, 1 / 3.0f); P(2, 1 / 3.0f); P(1, 0.5f); P(0, 2 / 3.0f);
        P(2, 2 / 3.0f); P(0, 1); P(2, 1);
        break;
    case 10:
        P(0, 0); P(2, 0); P(1, 1 / 6.0f); P(0, 1 / 3.0f); P(2, 1 / 3.0f); P(0, 2 / 3.0f);
        P(2, 2 / 3.0f); P(1, 5 / 6.0f); P(0, 1); P(2, 1);
        break;
    default: break;
    }
#undef P
    return n;
}

/* The shadow baked around every card: pad pixels each side. */
static int card_pad(int W)
{
    return (int)ceilf((float)W * 0.07f) + 2;
}

static void card_body(gfx_t *g, gfx_canvas_t *cv, int W, int H, int pad, gfx_shape_t *body)
{
    float rad = (float)W * 0.09f;
    gfx_shape_t shadow = {GFX_SHAPE_RRECT, (float)pad, (float)pad + (float)W * 0.025f, (float)W,
                       (float)H, rad};
    gfx_paint_t sp = {GFX_PAINT_SOLID, 0x00000066, 0, 0, 0, 0, 0};
    gfx_cv_shape(cv, &shadow, &sp, 0, fmaxf(1.5f, (float)W * 0.05f), 0);
    *body = (gfx_shape_t){GFX_SHAPE_RRECT, (float)pad, (float)pad, (float)W, (float)H, rad};
    (void)g;
}

static const gfx_tex_t *card_face_tex(gfx_t *g, card_t c, int W, int four)
{
    struct { char tag[4]; int32_t card, w, four; } key;
    memset(&key, 0, sizeof key);
    memcpy(key.tag, "CRD", 4);
    key.card = c;
    key.w = W;
    key.four = four;
    const gfx_tex_t *t = gfx_cache_get(g, &key, sizeof key);
    if (t)
        return t;
    int H = (int)floorf((float)W * GFX_CARD_ASPECT + 0.5f), pad = card_pad(W);
    gfx_canvas_t cv;
    if (gfx_cv_init(g, &cv, W + 2 * pad, H + 2 * pad) != 0)
        return NULL;
    const theme_t *th = &g->theme;
    gfx_shape_t body;
    card_body(g, &cv, W, H, pad, &body);
    /* the face on its own canvas, clipped to the rounded corners, then laid over the shadow */
    gfx_canvas_t face;
    if (gfx_cv_init(g, &face, cv.w, cv.h) != 0) {
        gfx_cv_free(g, &cv);
        return NULL;
    }
    gfx_paint_t fill = {GFX_PAINT_VERTICAL, th->card_face, gfx_col_scale(th->card_face, 0.955f),
                     0, (float)pad, 0, (float)(pad + H)};
    gfx_cv_shape(&face, &body, &fill, 0, 0, 0);
    int rank = card_rank(c), suit = card_suit(c);
    uint32_t col = suit_colour(g, suit, four);
    float ox = (float)pad, oy = (float)pad, fw = (float)W, fh = (float)H;
    /* Under 50 logical units (others' cards at showdown) pips and turned indices are too small
     * to read across a table: a big index top-left and one big suit instead. */
    int small = (float)W / g->s < 50.0f;

    /* corner index: rank over suit, top-left and (turned) bottom-right */
    float idx_h = fw * (small ? 0.30f : 0.20f);
    float idx_cx = ox + fw * (small ? 0.25f : 0.14f);
    SDL_Surface *rk = ink_glyph(g, RANK_TEXT[rank], GFX_FONT_BOLD, idx_h,
                                fw * (small ? 0.40f : 0.19f));
    SDL_Surface *st = ink_glyph(g, SUIT_UTF8[suit], GFX_FONT_REGULAR,
                                idx_h * (small ? 0.75f : 0.80f), 0);
    float rk_cy = oy + fw * (small ? 0.08f : 0.06f) + idx_h * 0.5f + 1;
    float st_cy = rk_cy + idx_h * 0.5f + fw * 0.05f + (st ? (float)st->h * 0.5f : 0);
    if (rk) {
        put_centred(&face, rk, idx_cx, rk_cy, col, 0);
        if (!small)
            put_centred(&face, rk, ox + fw - (idx_cx - ox), oy + fh - (rk_cy - oy), col, 1);
    }
    if (st) {
        put_centred(&face, st, idx_cx, st_cy, col, 0);
        if (!small)
            put_centred(&face, st, ox + fw - (idx_cx - ox), oy + fh - (st_cy - oy), col, 1);
    }
    if (rk)
        SDL_FreeSurface(rk);
    if (st)
        SDL_FreeSurface(st);

    float mx = ox + fw * 0.5f, my = oy + fh * 0.5f;
    if (small && rank >= RANK_J && rank <= RANK_K) {
        /* the figure's upper half, framed, where the big suit stands on the others: a king, a
         * queen and a jack tell apart across the table by their crowns and caps */
        int X0 = (int)floorf(ox + fw * 0.36f + 0.5f), X1 = (int)floorf(ox + fw * 0.94f + 0.5f);
        int Y0 = (int)floorf(oy + fh * 0.40f + 0.5f), Y1 = (int)floorf(oy + fh * 0.95f + 0.5f);
        gfx_shape_t frame = {GFX_SHAPE_RRECT, (float)X0, (float)Y0, (float)(X1 - X0), (float)(Y1 - Y0),
                          fw * 0.04f};
        gfx_paint_t tintp = {GFX_PAINT_SOLID, gfx_col_mix(th->card_face, th->accent, 0.12f), 0, 0, 0, 0, 0};
        gfx_cv_shape(&face, &frame, &tintp, 0, 0, 0);
        gfx_court_figure(g, &face, rank, col, X0, Y0, X1, Y1, 0);
        gfx_paint_t line = {GFX_PAINT_SOLID, gfx_col_alpha(col, 0.9f), 0, 0, 0, 0, 0};
        gfx_cv_shape(&face, &frame, &line, fmaxf(1.0f, fw * 0.015f), 0, 0);
    } else if (small) {
        SDL_Surface *big = ink_glyph(g, SUIT_UTF8[suit], GFX_FONT_REGULAR, fw * 0.46f, 0);
        put_centred(&face, big, ox + fw * 0.64f, oy + fh * 0.70f, col, 0);
        if (big)
            SDL_FreeSurface(big);
    } else if (rank == RANK_A) {
        float sz = fw * (suit == SUIT_SPADES ? 0.50f : 0.42f);
        SDL_Surface *big = ink_glyph(g, SUIT_UTF8[suit], GFX_FONT_REGULAR, sz, 0);
        put_centred(&face, big, mx, my, col, 0);
        if (big)
            SDL_FreeSurface(big);
    } else if (rank >= RANK_J) {
        /* a framed panel, tinted, with the rank's figure drawn in it, mirrored about the
         * middle as real court cards are; the suit beside each head */
        int X0 = (int)floorf(ox + fw * 0.235f + 0.5f), X1 = (int)floorf(ox + fw * 0.765f + 0.5f);
        int Y0 = (int)floorf(oy + fh * 0.065f + 0.5f), Y1 = (int)floorf(oy + fh * 0.935f + 0.5f);
        Y1 -= (Y1 - Y0) & 1;
        gfx_shape_t frame = {GFX_SHAPE_RRECT, (float)X0, (float)Y0, (float)(X1 - X0), (float)(Y1 - Y0),
                          fw * 0.03f};
        gfx_paint_t tintp = {GFX_PAINT_VERTICAL, gfx_col_mix(th->card_face, col, 0.05f),
                          gfx_col_mix(th->card_face, th->accent, 0.16f), 0, (float)Y0, 0,
                          (float)(Y0 + Y1) * 0.5f};
        gfx_cv_shape(&face, &frame, &tintp, 0, 0, 0);
        gfx_court_figure(g, &face, rank, col, X0, Y0, X1, Y1, 1);
        float lw = fmaxf(1.0f, fw * 0.012f);
        gfx_paint_t line = {GFX_PAINT_SOLID, gfx_col_alpha(col, 0.9f), 0, 0, 0, 0, 0};
        gfx_cv_shape(&face, &frame, &line, lw, 0, 0);
        /* the line where the two halves meet */
        float my2 = (float)(Y0 + Y1) * 0.5f;
        gfx_shape_t mid = {GFX_SHAPE_RRECT, (float)X0, my2 - lw * 0.5f, (float)(X1 - X0), lw, 0};
        gfx_cv_shape(&face, &mid, &line, 0, 0, 0);
        SDL_Surface *pip = ink_glyph(g, SUIT_UTF8[suit], GFX_FONT_REGULAR, fw * 0.12f, 0);
        /* beside the head, clear of the sword, the rose and the feather */
        float hx = rank == RANK_K ? 0.16f : 0.84f, hy = rank == RANK_J ? 0.47f : 0.15f;
        float px = (float)X0 + (float)(X1 - X0) * hx, py = (float)Y0 + (my2 - (float)Y0) * hy;
        put_centred(&face, pip, px, py, col, 0);
        put_centred(&face, pip, (float)(X0 + X1) - px, (float)(Y0 + Y1) - py, col, 1);
        if (pip)
            SDL_FreeSurface(pip);
    } else {
        pip_t pips[10];
        int n = pip_layout(rank, pips);
        int dense = rank + 2 >= 9; /* nine and ten: smaller pips, set further in */
        float pip_h = fw * (dense ? 0.155f : 0.185f);
        SDL_Surface *pip = ink_glyph(g, SUIT_UTF8[suit], GFX_FONT_REGULAR, pip_h, 0);
        float cols[3] = {ox + fw * (dense ? 0.37f : 0.355f), mx, ox + fw * (dense ? 0.63f : 0.645f)};
        float top = oy + fh * 0.215f, bottom = oy + fh * 0.785f;
        for (int i = 0; i < n; i++) {
            float py = top + (bottom - top) * pips[i].row;
            put_centred(&face, pip, cols[(int)pips[i].col], py, col, pips[i].row > 0.51f);
        }
        if (pip)
            SDL_FreeSurface(pip);
    }
    gfx_cv_clip_to(&face, &body);
    gfx_paint_t border = {GFX_PAINT_SOLID, th->card_border, 0, 0, 0, 0, 0};
    gfx_cv_shape(&face, &body, &border, fmaxf(1.0f, fw * 0.012f), 0, 0);
    /* lay the face over the shadow */
    for (size_t i = 0; i < (size_t)cv.w * (size_t)cv.h; i++) {
        float *d = cv.p + i * 4, *s = face.p + i * 4;
        float k = 1 - s[3];
        for (int j = 0; j < 4; j++)
            d[j] = s[j] + d[j] * k;
    }
    gfx_cv_free(g, &face);
    t = gfx_cv_to_cache(g, &cv, &key, sizeof key, (float)pad, 0);
    gfx_cv_free(g, &cv);
    return t;
}

static const gfx_tex_t *card_back_tex(gfx_t *g, int W)
{
    struct { char tag[4]; int32_t w; } key;
    memset(&key, 0, sizeof key);
    memcpy(key.tag, "CBK", 4);
    key.w = W;
    const gfx_tex_t *t = gfx_cache_get(g, &key, sizeof key);
    if (t)
        return t;
    const theme_t *th = &g->theme;
    int H = (int)floorf((float)W * GFX_CARD_ASPECT + 0.5f), pad = card_pad(W);
    gfx_canvas_t cv;
    if (gfx_cv_init(g, &cv, W + 2 * pad, H + 2 * pad) != 0)
        return NULL;
    gfx_shape_t body;
    card_body(g, &cv, W, H, pad, &body);
    float fw = (float)W;
    gfx_paint_t white = {GFX_PAINT_SOLID, th->card_face, 0, 0, 0, 0, 0};
    gfx_cv_shape(&cv, &body, &white, 0, 0, 0);
    float m = fmaxf(2.0f, fw * 0.075f);
    gfx_shape_t inner = {GFX_SHAPE_RRECT, body.x + m, body.y + m, body.w - 2 * m, body.h - 2 * m,
                      fmaxf(1.0f, body.r - m * 0.6f)};
    /* the lattice: two families of diagonal lines over a deep red, by distance to the nearest
     * line, so they stay smooth at any size */
    float cell = fmaxf(4.0f, fw * 0.11f), lw = fmaxf(0.9f, fw * 0.018f);
    float base[4], line[4];
    uint32_t bc = th->card_back, lc = th->card_back_line;
    for (int i = 0; i < 3; i++) {
        base[i] = (float)((bc >> (24 - 8 * i)) & 0xff) / 255.0f;
        line[i] = (float)((lc >> (24 - 8 * i)) & 0xff) / 255.0f;
    }
    float icx = inner.x + inner.w * 0.5f, icy = inner.y + inner.h * 0.5f;
    for (int y = (int)inner.y; y < (int)ceilf(inner.y + inner.h) && y < cv.h; y++) {
        for (int x = (int)inner.x; x < (int)ceilf(inner.x + inner.w) && x < cv.w; x++) {
            float fx = (float)x + 0.5f, fy = (float)y + 0.5f;
            float d = gfx_cv_sdf(&inner, fx, fy);
            float cov = fminf(fmaxf(0.5f - d, 0), 1);
            if (cov <= 0)
                continue;
            float u = (fx - icx) + (fy - icy), v = (fx - icx) - (fy - icy);
            float du = fabsf(u / cell - floorf(u / cell + 0.5f)) * cell * 0.7071f;
            float dv = fabsf(v / cell - floorf(v / cell + 0.5f)) * cell * 0.7071f;
            float l = fmaxf(fminf(fmaxf(lw * 0.5f + 0.5f - du, 0), 1),
                            fminf(fmaxf(lw * 0.5f + 0.5f - dv, 0), 1));
            /* darker toward the edges for depth */
            float r2 = ((fx - icx) * (fx - icx)) / (inner.w * inner.w * 0.25f) +
                       ((fy - icy) * (fy - icy)) / (inner.h * inner.h * 0.25f);
            float shade = 1.0f - 0.22f * fminf(r2, 1.5f);
            float col[4];
            for (int i = 0; i < 3; i++)
                col[i] = (base[i] + (line[i] - base[i]) * l * 0.75f) * shade;
            col[3] = 1;
            float *p = cv.p + ((size_t)y * (size_t)cv.w + (size_t)x) * 4;
            for (int i = 0; i < 3; i++)
                p[i] = col[i] * cov + p[i] * (1 - cov);
        }
    }
    gfx_paint_t ring = {GFX_PAINT_SOLID, 0xffffffd0, 0, 0, 0, 0, 0};
    gfx_shape_t ring_s = {GFX_SHAPE_RRECT, inner.x + m * 0.45f, inner.y + m * 0.45f,
                       inner.w - m * 0.9f, inner.h - m * 0.9f, fmaxf(1.0f, inner.r - m * 0.3f)};
    gfx_cv_shape(&cv, &ring_s, &ring, fmaxf(0.8f, fw * 0.012f), 0, 0);
    gfx_paint_t border = {GFX_PAINT_SOLID, th->card_border, 0, 0, 0, 0, 0};
    gfx_cv_shape(&cv, &body, &border, fmaxf(1.0f, fw * 0.012f), 0, 0);
    t = gfx_cv_to_cache(g, &cv, &key, sizeof key, (float)pad, 0);
    gfx_cv_free(g, &cv);
    return t;
}

static void draw_card_tex(gfx_t *g, const gfx_tex_t *t, float cx, float cy, float sx, uint32_t rgba)
{
    if (!t)
        return;
    float pcx = gfx_px(g, cx), pcy = gfx_py(g, cy);
    if (sx >= 0.999f) {
        /* at rest: whole pixels, so the face stays exactly as rasterised */
        gfx_blit_px(g, t, gfx_round(pcx - (float)t->w * 0.5f), gfx_round(pcy - (float)t->h * 0.5f),
                    t->w, t->h, rgba);
    } else {
        float w = (float)t->w * sx;
        gfx_blit_pxf(g, t, pcx - w * 0.5f, gfx_round(pcy - (float)t->h * 0.5f), w, (float)t->h,
                     rgba);
    }
}

void gfx_card(gfx_t *g, card_t c, float cx, float cy, float w, float flip, float lift, float dim)
{
    float wl = w * g->card_opts.large;
    int W = gfx_round(wl * g->s);
    if (W < 4 || fabsf(flip) < 0.01f)
        return;
    lift = lift < 0 ? 0 : lift > 1 ? 1 : lift;
    dim = dim < 0 ? 0 : dim > 1 ? 1 : dim;
    float hl = wl * GFX_CARD_ASPECT;
    cy -= lift * hl * 0.1f;
    if (lift > 0) {
        float gw = wl * fabsf(flip);
        gfx_shadow(g, cx - gw * 0.5f - 1, cy - hl * 0.5f - 1, gw + 2, hl + 2, wl * 0.1f,
                   wl * 0.16f, gfx_col_alpha(g->theme.winner, lift * 0.95f));
    }
    const gfx_tex_t *t = (flip > 0 && card_valid(c)) ? card_face_tex(g, c, W, g->card_opts.four_colour)
                                                  : card_back_tex(g, W);
    float k = 1.0f - dim * 0.5f;
    uint32_t mod = gfx_col_scale(0xffffffff, k);
    draw_card_tex(g, t, cx, cy, fabsf(flip), mod);
}

void gfx_card_back(gfx_t *g, float cx, float cy, float w, float alpha)
{
    int W = gfx_round(w * g->card_opts.large * g->s);
    if (W < 4)
        return;
    draw_card_tex(g, card_back_tex(g, W), cx, cy, 1, gfx_col_alpha(0xffffffff, alpha));
}
