/* tablegfx.c — background, table, seats, plates, markers and widgets (tablegfx.h). The big
 * static pieces (window background, the whole table) are rasterised once per output size and
 * copied each frame; plates and widgets are cached masks plus cached text. */
#include "render/tablegfx.h"

#include <libintl.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "render/gfx_internal.h"

/* the plates' tags are words a player reads: the game's text domain (app/i18n.h sets it up) */
#define _(s) dgettext("felt", s)

static inline float clamp01(float v)
{
    return v < 0 ? 0 : v > 1 ? 1 : v;
}

static inline float smooth(float e0, float e1, float x)
{
    float t = clamp01((x - e0) / (e1 - e0));
    return t * t * (3 - 2 * t);
}

/* A tiny integer hash for grain (felt fibre, leather) that is the same on every machine. */
static inline float grain(int x, int y)
{
    uint32_t h = (uint32_t)x * 374761393u + (uint32_t)y * 668265263u;
    h = (h ^ (h >> 13)) * 1274126177u;
    h ^= h >> 16;
    return (float)(h & 0xffff) / 65535.0f - 0.5f;
}

/* ---- background ---------------------------------------------------------------------------- */

/* The window background as a new opaque surface (NULL on failure). */
static SDL_Surface *bg_surface(gfx_t *g)
{
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, g->out_w, g->out_h, 32,
                                                    SDL_PIXELFORMAT_ARGB8888);
    if (!s)
        return NULL;
    uint32_t bc = g->theme.background, vc = g->theme.vignette;
    float b[3] = {(float)(bc >> 24), (float)((bc >> 16) & 0xff), (float)((bc >> 8) & 0xff)};
    float v[3] = {(float)(vc >> 24), (float)((vc >> 16) & 0xff), (float)((vc >> 8) & 0xff)};
    float va = gfx_col_a(vc);
    /* centred on the table, so the light falls where the game is */
    float cx = gfx_px(g, GFX_TABLE_CX), cy = gfx_py(g, GFX_TABLE_CY + 20);
    float rx = SDL_max((float)g->out_w * 0.62f, 700 * g->s);
    float ry = SDL_max((float)g->out_h * 0.75f, 460 * g->s);
    static const float BAYER[16] = {0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5};
    for (int y = 0; y < s->h; y++) {
        Uint32 *row = (Uint32 *)((Uint8 *)s->pixels + (size_t)y * (size_t)s->pitch);
        float dy = ((float)y + 0.5f - cy) / ry;
        for (int x = 0; x < s->w; x++) {
            float dx = ((float)x + 0.5f - cx) / rx;
            float r = sqrtf(dx * dx + dy * dy);
            float k = smooth(0.35f, 1.35f, r) * va;
            float lift = (1 - smooth(0.0f, 0.9f, r)) * 0.22f; /* a soft pool of light */
            float d = (BAYER[(y & 3) * 4 + (x & 3)] + 0.5f) / 16.0f;
            Uint32 out = 0xff000000u;
            for (int i = 0; i < 3; i++) {
                float c = b[i] * (1 + lift);
                c = c + (v[i] - c) * k + d;
                out |= (Uint32)(c > 255 ? 255 : c < 0 ? 0 : c) << (16 - 8 * i);
            }
            row[x] = out;
        }
    }
    return s;
}

/* Draw an opaque full-window texture whatever the global fade. */
static void blit_opaque(gfx_t *g, const gfx_tex_t *t)
{
    float a = g->alpha;
    g->alpha = 1;
    g->bg_pending = 0;
    gfx_blit_px(g, t, 0, 0, t->w, t->h, 0xffffffff);
    g->alpha = a;
}

static const gfx_tex_t *opaque_tex(gfx_t *g, SDL_Surface *s, const void *key, size_t keylen)
{
    if (!s)
        return NULL;
    SDL_Texture *tex = SDL_CreateTextureFromSurface(g->r, s);
    SDL_FreeSurface(s);
    if (!tex)
        return NULL;
    SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_NONE);
    return gfx_cache_put(g, key, keylen, tex, 0, 0);
}

void gfx_background(gfx_t *g)
{
    g->bg_pending = 1;
}

void gfx_flush_background(gfx_t *g)
{
    g->bg_pending = 0;
    struct { char tag[4]; int32_t w, h; uint32_t c, v; } key;
    memset(&key, 0, sizeof key);
    memcpy(key.tag, "BGD", 4);
    key.w = g->out_w;
    key.h = g->out_h;
    key.c = g->theme.background;
    key.v = g->theme.vignette;
    const gfx_tex_t *t = gfx_cache_get(g, &key, sizeof key);
    if (!t)
        t = opaque_tex(g, bg_surface(g), &key, sizeof key);
    if (t)
        blit_opaque(g, t);
}

/* ---- the table ------------------------------------------------------------------------------ */

static void unpack3(uint32_t c, float out[3])
{
    out[0] = (float)(c >> 24) / 255.0f;
    out[1] = (float)((c >> 16) & 0xff) / 255.0f;
    out[2] = (float)((c >> 8) & 0xff) / 255.0f;
}

/* The table's pixel rect (rail plus its shadow). */
static void table_rect(const gfx_t *g, int *X0, int *Y0, int *X1, int *Y1)
{
    const float margin = 30; /* logical, for the shadow under the rail */
    *X0 = (int)floorf(gfx_px(g, GFX_TABLE_CX - GFX_RAIL_RX - margin));
    *Y0 = (int)floorf(gfx_py(g, GFX_TABLE_CY - GFX_RAIL_RY - margin));
    *X1 = (int)ceilf(gfx_px(g, GFX_TABLE_CX + GFX_RAIL_RX + margin));
    *Y1 = (int)ceilf(gfx_py(g, GFX_TABLE_CY + GFX_RAIL_RY + margin));
}

/* Rasterise the table into cv (allocated here, at the table_rect size). */
static int table_canvas(gfx_t *g, const char *wordmark, size_t wl, gfx_canvas_t *cv_out)
{
    int X0, Y0, X1, Y1;
    table_rect(g, &X0, &Y0, &X1, &Y1);
    {
        gfx_canvas_t cv;
        if (gfx_cv_init(g, &cv, X1 - X0, Y1 - Y0) != 0)
            return -1;
        const theme_t *th = &g->theme;
        float s = g->s;
        float cx = gfx_px(g, GFX_TABLE_CX) - (float)X0, cy = gfx_py(g, GFX_TABLE_CY) - (float)Y0;
        float Rx = GFX_RAIL_RX * s, Ry = GFX_RAIL_RY * s;
        float Fx = GFX_FELT_RX * s, Fy = GFX_FELT_RY * s;
        /* shadow under the table */
        gfx_shape_t sh = {GFX_SHAPE_ELLIPSE, cx - Rx + 6 * s, cy - Ry + 14 * s, 2 * Rx - 12 * s,
                       2 * Ry - 4 * s, 0};
        gfx_paint_t shp = {GFX_PAINT_SOLID, 0x000000a8, 0, 0, 0, 0, 0};
        gfx_cv_shape(&cv, &sh, &shp, 0, 22 * s, 0);
        /* the rail: leather, lit from above, with grain */
        gfx_shape_t rail = {GFX_SHAPE_ELLIPSE, cx - Rx, cy - Ry, 2 * Rx, 2 * Ry, 0};
        gfx_shape_t felt = {GFX_SHAPE_ELLIPSE, cx - Fx, cy - Fy, 2 * Fx, 2 * Fy, 0};
        float rc[3], rt[3], fc[3], fe[3];
        unpack3(th->rail, rc);
        unpack3(th->rail_top, rt);
        unpack3(th->felt_centre, fc);
        unpack3(th->felt_edge, fe);
        int y0 = (int)floorf(cy - Ry - 2), y1 = (int)ceilf(cy + Ry + 2);
        int x0 = (int)floorf(cx - Rx - 2), x1 = (int)ceilf(cx + Rx + 2);
        for (int y = y0 < 0 ? 0 : y0; y < y1 && y < cv.h; y++) {
            for (int x = x0 < 0 ? 0 : x0; x < x1 && x < cv.w; x++) {
                float fx = (float)x + 0.5f, fy = (float)y + 0.5f;
                float dr = gfx_cv_sdf(&rail, fx, fy);
                float cov = clamp01(0.5f - dr);
                if (cov <= 0)
                    continue;
                float df = gfx_cv_sdf(&felt, fx, fy);
                float in_felt = clamp01(0.5f - df);
                float col[3];
                /* rail: the rail's cross-section is a rounded bolster: lighter on its crest and
                 * on the far (top) side, darker toward both edges */
                float width = (Rx - Fx);
                float across = clamp01(-dr / width); /* 0 at the outer edge .. 1 at the felt */
                float crest = sinf(across * 3.14159f);
                float top = clamp01(-(fy - cy) / Ry);  /* 1 at the top of the table */
                float g0 = grain(x / 2, y) * 0.035f + grain(x, y / 2) * 0.02f;
                for (int i = 0; i < 3; i++) {
                    float c = rc[i] + (rt[i] - rc[i]) * (0.35f * crest + 0.55f * top * crest);
                    c *= 0.78f + 0.3f * crest;
                    col[i] = c * (1 + g0);
                }
                /* a padded rail: a soft sheen along the crest where the light falls on it, and
                 * a row of stitches along the outer third */
                float sheen = powf(crest, 10.0f) * (0.10f + 0.30f * top);
                for (int i = 0; i < 3; i++)
                    col[i] += (1.0f - col[i]) * sheen * 0.35f;
                {
                    float ang = atan2f((fy - cy) / Ry, (fx - cx) / Rx);
                    float per = 3.14159f * (Rx + Ry) / (2.0f * 3.14159f); /* pixels per radian, about */
                    float along = ang * per / (7.0f * s);
                    float dash = clamp01((0.32f - fabsf(along - floorf(along) - 0.5f)) * 7.0f * s * 0.5f);
                    float band = clamp01(0.9f * s + 0.5f - fabsf(-dr - width * 0.30f));
                    float st = dash * band * (0.35f + 0.35f * top);
                    for (int i = 0; i < 3; i++)
                        col[i] += (rt[i] * 1.7f - col[i]) * st;
                }
                /* the outer lip catches the light */
                float lip = clamp01(1.2f - fabsf(-dr - 1.6f * s) / (1.2f * s)) * (0.25f + 0.5f * top);
                for (int i = 0; i < 3; i++)
                    col[i] += (rt[i] * 1.5f - col[i]) * lip * 0.6f;
                if (in_felt > 0) {
                    /* felt: radial gradient, fibre grain, and the rail's shadow on its edge */
                    float ux = (fx - cx) / Fx, uy = (fy - cy) / Fy;
                    float r = sqrtf(ux * ux + uy * uy);
                    float k = smooth(0.0f, 1.05f, r);
                    float inner = -df / s;                   /* logical units from the edge */
                    float shade = 1 - 0.42f * expf(-inner / 7.0f) - 0.1f * expf(-inner / 30.0f);
                    /* the light over the table falls off toward the rail, and cloth is never
                     * quite even: a slow mottle and a fine twill under the fibre grain */
                    shade *= 1.0f - 0.16f * smooth(0.55f, 1.0f, r);
                    float lx = (fx - cx) / (60.0f * s), ly = (fy - cy) / (60.0f * s);
                    float mott = 0.018f * sinf(lx * 1.7f + sinf(ly * 1.3f) * 1.4f) *
                                 sinf(ly * 2.1f + sinf(lx * 0.9f) * 1.2f);
                    float tw = sinf(((float)x + (float)y) * 3.14159f / fmaxf(1.5f, 1.5f * s));
                    float fib = grain(x, y) * 0.03f + mott + tw * 0.008f;
                    float fcol[3];
                    for (int i = 0; i < 3; i++)
                        fcol[i] = (fc[i] + (fe[i] - fc[i]) * k) * shade * (1 + fib);
                    for (int i = 0; i < 3; i++)
                        col[i] = col[i] + (fcol[i] - col[i]) * in_felt;
                }
                float *p = cv.p + ((size_t)y * (size_t)cv.w + (size_t)x) * 4;
                for (int i = 0; i < 3; i++) {
                    float c = col[i] < 0 ? 0 : col[i] > 1 ? 1 : col[i];
                    p[i] = c * cov + p[i] * (1 - cov);
                }
                p[3] = cov + p[3] * (1 - cov);
            }
        }
        /* gold pin-line where the rail meets the felt, and a faint betting line */
        float pw = SDL_max(1.0f, 1.6f * s);
        gfx_shape_t pin = {GFX_SHAPE_ELLIPSE, cx - Fx - 3 * s, cy - Fy - 3 * s, 2 * Fx + 6 * s,
                        2 * Fy + 6 * s, 0};
        gfx_paint_t pinp = {GFX_PAINT_SOLID, th->pinline, 0, 0, 0, 0, 0};
        gfx_cv_shape(&cv, &pin, &pinp, pw, 0, 0);
        gfx_shape_t bet = {GFX_SHAPE_ELLIPSE, cx - 405 * s, cy - 160 * s, 810 * s, 320 * s, 0};
        gfx_paint_t betp = {GFX_PAINT_SOLID, gfx_col_alpha(th->wordmark, 0.9f), 0, 0, 0, 0, 0};
        gfx_cv_shape(&cv, &bet, &betp, SDL_max(1.0f, 1.2f * s), 0, 0);
        if (wl) {
            /* the wordmark as a maker's mark printed on the cloth: capitals spaced out, a rule
             * with a diamond each side, inside a thin oval */
            int px = gfx_round(30 * s);
            float wy = gfx_py(g, 294) - (float)Y0;
            SDL_Surface *ch[24];
            int n = 0;
            float total = 0, space = 9 * s;
            for (size_t i = 0; i < wl && n < 24; i++) {
                char one[2] = {wordmark[i], 0};
                if ((unsigned char)one[0] >= 0x80)
                    break; /* spaced letters for ASCII names; others print whole below */
                if (one[0] >= 'a' && one[0] <= 'z')
                    one[0] = (char)(one[0] - 'a' + 'A');
                ch[n] = gfx_text_surface(g, one, GFX_FONT_BOLD, px);
                if (!ch[n])
                    break;
                total += (float)ch[n]->w + (n ? space : 0);
                n++;
            }
            int whole = n == 0 || (size_t)n < wl;
            for (int i = 0; i < n && whole; i++)
                SDL_FreeSurface(ch[i]);
            if (whole) {
                SDL_Surface *m = gfx_text_surface(g, wordmark, GFX_FONT_BOLD, px);
                n = 0;
                if (m) {
                    ch[n++] = m;
                    total = (float)m->w;
                }
            }
            float x = cx - total * 0.5f;
            for (int i = 0; i < n; i++) {
                gfx_cv_blit_mask(&cv, ch[i], (int)floorf(x + 0.5f), (int)floorf(wy - (float)ch[i]->h * 0.5f + 0.5f),
                                 th->wordmark, 0);
                x += (float)ch[i]->w + space;
                SDL_FreeSurface(ch[i]);
            }
            gfx_paint_t mk = {GFX_PAINT_SOLID, th->wordmark, 0, 0, 0, 0, 0};
            float half = total * 0.5f, lw = SDL_max(1.0f, 1.2f * s);
            for (int side = -1; side <= 1; side += 2) {
                float rx0 = cx + (float)side * (half + 16 * s), rx1 = cx + (float)side * (half + 70 * s);
                gfx_shape_t rule = {GFX_SHAPE_RRECT, fminf(rx0, rx1), wy - lw * 0.5f, fabsf(rx1 - rx0), lw, 0};
                gfx_cv_shape(&cv, &rule, &mk, 0, 0, 0);
                gfx_path_t d;
                float dx = cx + (float)side * (half + 80 * s);
                gfx_path_begin(&d, NULL);
                gfx_path_move(&d, dx - 6 * s, wy);
                gfx_path_line(&d, dx, wy - 5 * s);
                gfx_path_line(&d, dx + 6 * s, wy);
                gfx_path_line(&d, dx, wy + 5 * s);
                gfx_path_close(&d);
                gfx_cv_fill_path(&cv, &d, &mk);
            }
            float orx = half + 104 * s, ory = 46 * s;
            gfx_shape_t oval = {GFX_SHAPE_ELLIPSE, cx - orx, wy - ory, 2 * orx, 2 * ory, 0};
            gfx_cv_shape(&cv, &oval, &mk, lw, 0, 0);
            gfx_shape_t oval2 = {GFX_SHAPE_ELLIPSE, cx - orx + 4 * s, wy - ory + 4 * s, 2 * orx - 8 * s,
                              2 * ory - 8 * s, 0};
            gfx_cv_shape(&cv, &oval2, &mk, SDL_max(0.8f, 0.7f * s), 0, 0);
        }
        *cv_out = cv;
    }
    return 0;
}

void gfx_table(gfx_t *g, const char *wordmark)
{
    if (!wordmark)
        wordmark = "";
    int X0, Y0, X1, Y1;
    table_rect(g, &X0, &Y0, &X1, &Y1);
    size_t wl = strlen(wordmark);
    if (wl > 200)
        wl = 200;
    int composite = g->bg_pending;
    struct { char tag[4]; int32_t w, h, ow, oh; float fx, fy; uint32_t c, v; char word[204]; } key;
    memset(&key, 0, sizeof key);
    memcpy(key.tag, composite ? "TBC" : "TBL", 4);
    key.w = X1 - X0;
    key.h = Y1 - Y0;
    key.ow = g->out_w;
    key.oh = g->out_h;
    key.fx = gfx_px(g, 0) - (float)X0;
    key.fy = gfx_py(g, 0) - (float)Y0;
    key.c = g->theme.background;
    key.v = g->theme.vignette;
    memcpy(key.word, wordmark, wl);
    const gfx_tex_t *t = gfx_cache_get(g, &key, sizeof key);
    if (!t) {
        gfx_canvas_t cv;
        if (table_canvas(g, wordmark, wl, &cv) != 0)
            return;
        if (!composite) {
            t = gfx_cv_to_cache(g, &cv, &key, sizeof key, 0, 0);
        } else {
            /* the background with the table laid over it: one opaque window-sized texture */
            SDL_Surface *s = bg_surface(g);
            if (s) {
                for (int y = 0; y < cv.h; y++) {
                    int sy = Y0 + y;
                    if (sy < 0 || sy >= s->h)
                        continue;
                    Uint32 *row = (Uint32 *)((Uint8 *)s->pixels + (size_t)sy * (size_t)s->pitch);
                    const float *src = cv.p + (size_t)y * (size_t)cv.w * 4;
                    for (int x = 0; x < cv.w; x++) {
                        int sx = X0 + x;
                        if (sx < 0 || sx >= s->w)
                            continue;
                        const float *q = src + x * 4;
                        if (q[3] <= 0)
                            continue;
                        Uint32 d = row[sx], out = 0xff000000u;
                        for (int i = 0; i < 3; i++) {
                            float dc = (float)((d >> (16 - 8 * i)) & 0xff) / 255.0f;
                            float c = q[i] + dc * (1 - q[3]);
                            int v = (int)(c * 255.0f + grain(x, y) * 0.9f + 0.5f);
                            out |= (Uint32)(v > 255 ? 255 : v < 0 ? 0 : v) << (16 - 8 * i);
                        }
                        row[sx] = out;
                    }
                }
                t = opaque_tex(g, s, &key, sizeof key);
            }
        }
        gfx_cv_free(g, &cv);
    }
    if (!t)
        return;
    if (composite)
        blit_opaque(g, t);
    else
        gfx_blit_px(g, t, X0, Y0, t->w, t->h, 0xffffffff);
}

/* ---- plates and markers --------------------------------------------------------------------- */

static void pill(gfx_t *g, float cx, float cy, const char *text, float size, uint32_t fill,
                 uint32_t ink)
{
    float tw = gfx_text_width(g, text, size, GFX_FONT_BOLD);
    float w = tw + size * 1.1f, h = size + 7;
    gfx_fill_rounded(g, cx - w * 0.5f, cy - h * 0.5f, w, h, h * 0.5f, fill);
    gfx_text(g, text, cx, cy, size, GFX_FONT_BOLD, ink, GFX_CENTER | GFX_MIDDLE);
}

void gfx_plate(gfx_t *g, float cx, float cy, const char *name, const char *stack_text,
               const char *tag, int state, float act_progress)
{
    gfx_plate_emblem(g, cx, cy, name, stack_text, tag, state, act_progress, NULL);
}

void gfx_plate_emblem(gfx_t *g, float cx, float cy, const char *name, const char *stack_text,
                      const char *tag, int state, float act_progress, const gfx_emblem_t *e)
{
    const theme_t *th = &g->theme;
    float w = GFX_PLATE_W, h = GFX_PLATE_H, x = cx - w * 0.5f, y = cy - h * 0.5f, r = 10;
    float saved = g->alpha;
    float fade = state == GFX_PLATE_FOLDED   ? 0.45f
                 : state == GFX_PLATE_BUSTED ? 0.35f
                 : state == GFX_PLATE_AWAY   ? 0.7f
                                             : 1.0f;
    /* one texture: shadow (a gold glow for the winner), gradient body, hairline border; a faded
     * plate bakes its fade in so it stays a plain copy */
    int win = state == GFX_PLATE_WINNER;
    gfx_layer_t L[3] = {
        win ? (gfx_layer_t){-2, -2, 4, 4, r + 2, 0, 14, gfx_col_alpha(th->winner, 0.85f), 0, 0, 0}
            : (gfx_layer_t){0, 3, 0, 0, r, 0, 9, gfx_col_alpha(0x000000a0, fade), 0, 0, 0},
        {0, 0, 0, 0, r, 0, 0, gfx_col_alpha(gfx_col_scale(th->plate, 1.9f), fade),
         gfx_col_alpha(th->plate, fade), 0, 0},
        {0, 0, 0, 0, r, win ? 2.0f : 1.0f, 0, win ? th->winner : gfx_col_alpha(0xffffff24, fade), 0,
         0, 0}};
    gfx_layers(g, x, y, w, h, L, 3);
    g->alpha = saved * fade;
    /* the emblem at the left end; name and stack centred in the rest */
    float tcx = cx, tw = w - 20;
    if (e) {
        gfx_emblem(g, x + 25, cy, 38, e);
        tcx = cx + 14;
        tw = w - 62;
    }
    /* the name stays clear of the orbit ledger's two tabs on the plate's right end (28 units in
     * from it; "Dara Tanaka" ran up to them), centred, so as far in from the left end: a longer
     * name is set a little smaller before it is cut */
    float nx0 = e ? x + 50 : x + 28, nx1 = x + w - 28;
    /* name over stack */
    float name_size = th->font_name, stack_size = th->font_amount;
    gfx_text_squeeze(g, name, (nx0 + nx1) / 2, y + 17, nx1 - nx0, name_size, name_size * 0.8f, GFX_FONT_REGULAR,
                     state == GFX_PLATE_BUSTED ? th->text_dim : th->text, GFX_CENTER | GFX_MIDDLE);
    uint32_t stack_col = state == GFX_PLATE_WINNER ? th->winner
                         : state == GFX_PLATE_ALLIN ? gfx_col_mix(th->text, th->danger, 0.35f)
                                                    : th->text;
    gfx_text_fit(g, stack_text, tcx, y + 39, e ? tw : w - 16, stack_size, GFX_FONT_BOLD, stack_col,
                 GFX_CENTER | GFX_MIDDLE);
    /* tag pill on the bottom edge */
    const char *tg = tag;
    uint32_t tfill = 0x2c3a44ff, tink = th->text;
    if (state == GFX_PLATE_ALLIN) {
        tg = _("ALL-IN");
        tfill = th->danger;
        tink = 0xffffffff;
    } else if (state == GFX_PLATE_AWAY) {
        tg = _("AWAY");
        tfill = 0x5b6166ff;
    } else if (state == GFX_PLATE_BUSTED) {
        tg = tag && *tag ? tag : _("OUT");
        tfill = 0x3a3f43ff;
        tink = th->text_dim;
    } else if (state == GFX_PLATE_WINNER) {
        tg = tag && *tag ? tag : _("WINNER");
        tfill = th->winner;
        tink = 0x1a1408ff;
    }
    g->alpha = saved * (state == GFX_PLATE_FOLDED ? 0.7f : 1.0f);
    /* a little below the edge: on it, the pill hid the tail of the stack's comma ("2,040" read
     * "2.040" at 1024x600) */
    if (tg && *tg)
        pill(g, cx, y + h + 4, tg, th->font_small - 2, tfill, tink);
    g->alpha = saved;
    if (state == GFX_PLATE_TO_ACT) {
        float m = 4; /* the ring sits just outside the plate */
        float rx = x - m, ry = y - m, rw = w + 2 * m, rh = h + 2 * m, rr = r + m;
        if (act_progress >= 0) {
            float p = clamp01(act_progress);
            gfx_stroke_rounded(g, rx, ry, rw, rh, rr, 3, gfx_col_alpha(th->accent, 0.28f));
            /* gold turning red in the last quarter, in 8 steps (each colour is one cached ring) */
            float q = SDL_floorf(p / 0.25f * 8.0f) / 8.0f;
            uint32_t c = p < 0.25f ? gfx_col_mix(th->danger, th->accent, q) : th->accent;
            gfx_stroke_ring_arc(g, rx, ry, rw, rh, rr, 3, p, c);
        } else {
            gfx_stroke_rounded(g, rx, ry, rw, rh, rr, 3, th->accent);
        }
    }
}

/* ---- emblems -------------------------------------------------------------------------------- */

enum { EMB_TAG, EMB_LAG, EMB_ROCK, EMB_STATION, EMB_FISH, EMB_MANIAC, EMB_WEAK_TIGHT, EMB_OTHER,
       EMB_PERSON };

static int emblem_kind(const char *k)
{
    static const char *const NAMES[7] = {"tag", "lag", "rock", "station", "fish", "maniac", "weak-tight"};
    if (!k)
        return EMB_PERSON;
    for (int i = 0; i < 7; i++)
        if (!SDL_strcasecmp(k, NAMES[i]))
            return i;
    return EMB_OTHER;
}

/* The sign of each style, in a 100-unit box, white. */
static void emblem_sign(gfx_canvas_t *cv, int kind, float ox, float oy, float sz)
{
    float m[6] = {sz / 100.0f, 0, ox, 0, sz / 100.0f, oy};
    gfx_path_t p;
    gfx_paint_t w = {GFX_PAINT_SOLID, 0xffffffeb, 0, 0, 0, 0, 0};
    gfx_path_begin(&p, m);
    switch (kind) {
    case EMB_TAG: /* a shield: disciplined, and it hits */
        gfx_path_move(&p, 50, 20);
        gfx_path_cubic(&p, 62, 27, 72, 28, 78, 28);
        gfx_path_cubic(&p, 78, 55, 70, 72, 50, 82);
        gfx_path_cubic(&p, 30, 72, 22, 55, 22, 28);
        gfx_path_cubic(&p, 28, 28, 38, 27, 50, 20);
        gfx_path_close(&p);
        break;
    case EMB_LAG: /* a lightning bolt: many hands, played fast */
        gfx_path_move(&p, 58, 14);
        gfx_path_line(&p, 30, 54);
        gfx_path_line(&p, 48, 54);
        gfx_path_line(&p, 40, 86);
        gfx_path_line(&p, 70, 44);
        gfx_path_line(&p, 52, 44);
        gfx_path_close(&p);
        break;
    case EMB_ROCK: /* a mountain: moves for nothing */
        gfx_path_move(&p, 14, 76);
        gfx_path_line(&p, 40, 30);
        gfx_path_line(&p, 52, 48);
        gfx_path_line(&p, 62, 36);
        gfx_path_line(&p, 86, 76);
        gfx_path_close(&p);
        break;
    case EMB_STATION: /* a bell: it calls */
        gfx_path_move(&p, 50, 18);
        gfx_path_cubic(&p, 66, 18, 70, 32, 70, 48);
        gfx_path_cubic(&p, 70, 60, 76, 66, 80, 70);
        gfx_path_line(&p, 20, 70);
        gfx_path_cubic(&p, 24, 66, 30, 60, 30, 48);
        gfx_path_cubic(&p, 30, 32, 34, 18, 50, 18);
        gfx_path_close(&p);
        gfx_path_ellipse(&p, 50, 78, 8, 7);
        break;
    case EMB_FISH: /* a fish */
        gfx_path_move(&p, 14, 50);
        gfx_path_cubic(&p, 28, 28, 58, 26, 72, 50);
        gfx_path_cubic(&p, 58, 74, 28, 72, 14, 50);
        gfx_path_close(&p);
        gfx_path_move(&p, 68, 50);
        gfx_path_line(&p, 88, 34);
        gfx_path_line(&p, 84, 50);
        gfx_path_line(&p, 88, 66);
        gfx_path_close(&p);
        break;
    case EMB_MANIAC: /* a flame */
        gfx_path_move(&p, 50, 86);
        gfx_path_cubic(&p, 30, 86, 22, 70, 28, 56);
        gfx_path_cubic(&p, 32, 46, 38, 44, 38, 32);
        gfx_path_cubic(&p, 46, 38, 48, 46, 48, 50);
        gfx_path_cubic(&p, 52, 38, 56, 24, 52, 12);
        gfx_path_cubic(&p, 70, 24, 80, 44, 76, 62);
        gfx_path_cubic(&p, 74, 78, 64, 86, 50, 86);
        gfx_path_close(&p);
        break;
    case EMB_WEAK_TIGHT: /* a padlock: folds and keeps its chips */
        gfx_path_move(&p, 26, 46);
        gfx_path_line(&p, 74, 46);
        gfx_path_line(&p, 74, 84);
        gfx_path_line(&p, 26, 84);
        gfx_path_close(&p);
        break;
    default:
        return;
    }
    gfx_cv_fill_path(cv, &p, &w);
    if (kind == EMB_WEAK_TIGHT) {
        gfx_path_begin(&p, m);
        gfx_path_move(&p, 36, 47);
        gfx_path_line(&p, 36, 36);
        gfx_path_cubic(&p, 36, 18, 64, 18, 64, 36);
        gfx_path_line(&p, 64, 47);
        gfx_cv_stroke_path(cv, &p, &w, sz * 0.09f);
    }
    if (kind == EMB_FISH) {
        gfx_paint_t eye = {GFX_PAINT_SOLID, 0x1d2a38ff, 0, 0, 0, 0, 0};
        gfx_path_begin(&p, m);
        gfx_path_ellipse(&p, 30, 46, 4, 4);
        gfx_cv_fill_path(cv, &p, &eye);
    }
}

void gfx_emblem(gfx_t *g, float cx, float cy, float d, const gfx_emblem_t *e)
{
    static const uint32_t COLS[8] = {0x2f6fd0ff, 0xe07a24ff, 0x6b7785ff, 0x1e9a8aff,
                                     0x3aa0d8ff, 0xd23c3cff, 0x7a5bb5ff, 0x50565cff};
    if (!e)
        return;
    int kind = emblem_kind(e->kind);
    uint32_t base = kind == EMB_PERSON ? (e->colour << 8) | 0xffu : COLS[kind];
    char letter[8] = {0};
    if (kind == EMB_PERSON || kind == EMB_OTHER) {
        const char *src = kind == EMB_PERSON ? e->initial : e->kind;
        if (src && *src) {
            int n = 1;
            unsigned char c0 = (unsigned char)src[0];
            n = c0 >= 0xf0 ? 4 : c0 >= 0xe0 ? 3 : c0 >= 0xc0 ? 2 : 1;
            for (int i = 0; i < n && src[i]; i++)
                letter[i] = src[i];
            if (n == 1 && letter[0] >= 'a' && letter[0] <= 'z')
                letter[0] = (char)(letter[0] - 'a' + 'A');
        }
    }
    int D = gfx_round(d * g->s), pad = gfx_round(3 * g->s) + 1;
    struct { char tag[4]; int32_t kind, d; uint32_t c; char l[8]; } key;
    memset(&key, 0, sizeof key);
    memcpy(key.tag, "EMB", 4);
    key.kind = kind;
    key.d = D;
    key.c = base;
    memcpy(key.l, letter, sizeof letter);
    const gfx_tex_t *t = gfx_cache_get(g, &key, sizeof key);
    if (!t && D > 4) {
        gfx_canvas_t cv;
        if (gfx_cv_init(g, &cv, D + 2 * pad, D + 2 * pad) != 0)
            return;
        float o = (float)pad, fd = (float)D;
        gfx_shape_t disc = {GFX_SHAPE_ELLIPSE, o, o, fd, fd, 0};
        gfx_shape_t sh = {GFX_SHAPE_ELLIPSE, o, o + fd * 0.05f, fd, fd, 0};
        gfx_paint_t shp = {GFX_PAINT_SOLID, 0x00000080, 0, 0, 0, 0, 0};
        gfx_cv_shape(&cv, &sh, &shp, 0, fmaxf(1.0f, fd * 0.08f), 0);
        /* lit from above: lighter at the top-left, the colour deepening below */
        gfx_paint_t fill = {GFX_PAINT_RADIAL, gfx_col_scale(base, 1.35f), gfx_col_scale(base, 0.72f),
                            o + fd * 0.38f, o + fd * 0.3f, fd * 0.85f, fd * 0.85f};
        gfx_cv_shape(&cv, &disc, &fill, 0, 0, 0);
        gfx_paint_t ring = {GFX_PAINT_SOLID, 0xffffff50, 0, 0, 0, 0, 0};
        gfx_cv_shape(&cv, &disc, &ring, fmaxf(1.0f, fd * 0.045f), 0, 0);
        gfx_paint_t edge = {GFX_PAINT_SOLID, 0x00000060, 0, 0, 0, 0, 0};
        gfx_cv_shape(&cv, &disc, &edge, fmaxf(0.8f, fd * 0.02f), 0, 0);
        if (letter[0]) {
            SDL_Surface *m = gfx_text_surface(g, letter, GFX_FONT_BOLD, gfx_round(fd * 0.5f));
            if (m) {
                gfx_cv_blit_mask(&cv, m, (int)floorf(o + fd * 0.5f - (float)m->w * 0.5f + 0.5f),
                                 (int)floorf(o + fd * 0.5f - (float)m->h * 0.5f + 0.5f), 0xffffffff, 0);
                SDL_FreeSurface(m);
            }
        } else {
            emblem_sign(&cv, kind, o + fd * 0.18f, o + fd * 0.18f, fd * 0.64f);
        }
        t = gfx_cv_to_cache(g, &cv, &key, sizeof key, (float)pad, 0);
        gfx_cv_free(g, &cv);
    }
    if (t)
        gfx_blit_px(g, t, gfx_round(gfx_px(g, cx) - (float)t->w * 0.5f), gfx_round(gfx_py(g, cy) - (float)t->h * 0.5f),
                    t->w, t->h, 0xffffffff);
}

void gfx_marker(gfx_t *g, float cx, float cy, int kind, int dead)
{
    const theme_t *th = &g->theme;
    float d = kind == GFX_MARK_BUTTON ? 26 : 22, rr = d * 0.5f;
    uint32_t fill = kind == GFX_MARK_BUTTON ? th->marker_button
                    : kind == GFX_MARK_SB   ? th->marker_sb
                                            : th->marker_bb;
    const char *label = kind == GFX_MARK_BUTTON ? "D" : kind == GFX_MARK_SB ? "SB" : "BB";
    uint32_t ink = kind == GFX_MARK_SB ? 0xffffffff : 0x1b1b1bff;
    float size = kind == GFX_MARK_BUTTON ? 14 : 10;
    if (dead) {
        gfx_fill_ellipse(g, cx, cy, rr, rr, 0x00000060);
        gfx_stroke_ellipse(g, cx, cy, rr, rr, 2, fill);
        gfx_text(g, label, cx, cy, size, GFX_FONT_BOLD, fill, GFX_CENTER | GFX_MIDDLE);
        pill(g, cx, cy + rr + 7, _("DEAD"), 9, th->danger, 0xffffffff);
        return;
    }
    gfx_shadow(g, cx - rr, cy - rr + 2, d, d, rr, 4, 0x00000090);
    gfx_fill_ellipse(g, cx, cy, rr, rr, fill);
    gfx_stroke_ellipse(g, cx, cy, rr - 2.5f, rr - 2.5f, 1, gfx_col_alpha(ink, 0.25f));
    gfx_fill_ellipse(g, cx, cy - rr * 0.45f, rr * 0.6f, rr * 0.3f, 0xffffff1c);
    gfx_text(g, label, cx, cy, size, GFX_FONT_BOLD, ink, GFX_CENTER | GFX_MIDDLE);
}

/* ---- widgets -------------------------------------------------------------------------------- */

void gfx_panel(gfx_t *g, float x, float y, float w, float h)
{
    const theme_t *th = &g->theme;
    gfx_layer_t L[3] = {{0, 4, 0, 0, 12, 0, 14, 0x000000a0, 0, 0, 0},
                        {0, 0, 0, 0, 12, 0, 0, th->panel, 0, 0, 0},
                        {0, 0, 0, 0, 12, 1, 0, th->panel_border, 0, 0, 0}};
    gfx_layers(g, x, y, w, h, L, 3);
}

/* The key hint's width beside a button's label, and the label's size and room: one rule for
 * gfx_button and gfx_button_fits. */
static float button_label_room(gfx_t *g, float w, float h, const char *key_hint, float *size)
{
    const theme_t *th = &g->theme;
    float hint_w = 0;
    if (key_hint && *key_hint) {
        float ks = th->font_small - 2;
        float tw = gfx_text_width(g, key_hint, ks, GFX_FONT_BOLD);
        hint_w = SDL_max(tw + 8, ks + 6) + 7;
    }
    *size = SDL_min(th->font_body + 1, h * 0.4f); /* small buttons get small labels */
    return w - 16 - hint_w;
}

/* A label "first\nsecond" is two lines: the second smaller, under the first (a size in another
 * unit); the second line's size for a first line of `size`. */
static float second_line_size(float size) { return size * 0.78f; }

int gfx_button_fits(gfx_t *g, float w, float h, const char *label, const char *key_hint)
{
    float size, avail = button_label_room(g, w, h, key_hint, &size);
    const char *nl = strchr(label, '\n');
    if (!nl)
        return gfx_text_width(g, label, size, GFX_FONT_BOLD) <= avail;
    char first[128];
    snprintf(first, sizeof first, "%.*s", (int)(nl - label), label);
    float s2 = second_line_size(size);
    return gfx_text_width(g, first, size, GFX_FONT_BOLD) <= avail &&
           gfx_text_width(g, nl + 1, s2, GFX_FONT_BOLD) <= avail &&
           gfx_text_line_height(g, size, GFX_FONT_BOLD) + gfx_text_line_height(g, s2, GFX_FONT_BOLD) <= h;
}

void gfx_button(gfx_t *g, float x, float y, float w, float h, const char *label,
                const char *key_hint, int state)
{
    const theme_t *th = &g->theme;
    int st = state & GFX_BTN_STATE_MASK;
    uint32_t base = (state & GFX_BTN_DANGER)    ? th->button_danger
                    : (state & GFX_BTN_PRIMARY) ? th->button_primary
                                                : th->button;
    float r = SDL_min(10.0f, h * 0.3f);
    float saved = g->alpha;
    if (st == GFX_BTN_DISABLED)
        g->alpha = saved * 0.42f;
    float k = st == GFX_BTN_HOVER ? 1.18f : st == GFX_BTN_PRESSED ? 0.82f : 1.0f;
    float dy = st == GFX_BTN_PRESSED ? 1 : 0;
    gfx_layer_t L[3] = {
        {0, 3, 0, 0, r, 0, 7, 0x00000090, 0, st == GFX_BTN_PRESSED ? -1.0f : 0, 0},
        {0, dy, 0, 0, r, 0, 0, gfx_col_scale(base, 1.28f * k), gfx_col_scale(base, 0.86f * k), 0, 0},
        {0, dy, 0, 0, r, 1, 0, st == GFX_BTN_PRESSED ? 0x00000050 : 0xffffff2a, 0, 0, 0}};
    gfx_layers(g, x, y, w, h, L, 3);
    if (key_hint && *key_hint) {
        float ks = th->font_small - 2;
        float tw = gfx_text_width(g, key_hint, ks, GFX_FONT_BOLD);
        float kw = SDL_max(tw + 8, ks + 6), kh = ks + 6;
        float kx = x + w - kw - 7, ky = y + dy + h * 0.5f - kh * 0.5f;
        gfx_layer_t K[2] = {{0, 0, 0, 0, 4, 0, 0, 0x00000048, 0, 0, 0},
                            {0, 0, 0, 0, 4, 1, 0, 0xffffff30, 0, 0, 0}};
        gfx_layers(g, kx, ky, kw, kh, K, 2);
        gfx_text(g, key_hint, kx + kw * 0.5f, ky + kh * 0.5f, ks, GFX_FONT_BOLD,
                 gfx_col_alpha(th->button_text, 0.8f), GFX_CENTER | GFX_MIDDLE);
    }
    float size, avail = button_label_room(g, w, h, key_hint, &size);
    const char *nl = strchr(label, '\n');
    if (nl) {
        char first[128];
        snprintf(first, sizeof first, "%.*s", (int)(nl - label), label);
        float s2 = second_line_size(size), h1 = gfx_text_line_height(g, size, GFX_FONT_BOLD),
              h2 = gfx_text_line_height(g, s2, GFX_FONT_BOLD), top = y + dy + (h - h1 - h2) * 0.5f;
        gfx_text_fit(g, first, x + 8 + avail * 0.5f, top + h1 * 0.5f, avail, size, GFX_FONT_BOLD,
                     th->button_text, GFX_CENTER | GFX_MIDDLE);
        gfx_text_fit(g, nl + 1, x + 8 + avail * 0.5f, top + h1 + h2 * 0.5f, avail, s2, GFX_FONT_BOLD,
                     gfx_col_alpha(th->button_text, 0.78f), GFX_CENTER | GFX_MIDDLE);
    } else {
        gfx_text_fit(g, label, x + 8 + avail * 0.5f, y + dy + h * 0.5f, avail, size, GFX_FONT_BOLD,
                     th->button_text, GFX_CENTER | GFX_MIDDLE);
    }
    g->alpha = saved;
    if (state & GFX_BTN_FOCUS)
        gfx_stroke_rounded(g, x - 4, y - 4, w + 8, h + 8, r + 4, 2, th->accent);
}

void gfx_slider(gfx_t *g, float x, float y, float w, float h, float t, int state)
{
    const theme_t *th = &g->theme;
    int st = state & GFX_BTN_STATE_MASK;
    float saved = g->alpha;
    if (st == GFX_BTN_DISABLED)
        g->alpha = saved * 0.42f;
    t = clamp01(t);
    float th_d = SDL_min(h, 22.0f), tr = th_d * 0.5f;
    float track_h = 6, ty = y + h * 0.5f - track_h * 0.5f;
    float x0 = x + tr, x1 = x + w - tr, tx = x0 + (x1 - x0) * t;
    gfx_fill_rounded(g, x, ty, w, track_h, 3, 0x00000070);
    gfx_stroke_rounded(g, x, ty, w, track_h, 3, 1, 0xffffff1a);
    if (tx - x > 1)
        gfx_fill_rounded(g, x, ty, tx - x, track_h, 3, th->accent);
    gfx_shadow(g, tx - tr, y + h * 0.5f - tr + 2, th_d, th_d, tr, 4, 0x000000a0);
    uint32_t knob = st == GFX_BTN_HOVER || st == GFX_BTN_PRESSED ? 0xffffffff : 0xeeeae0ff;
    gfx_fill_ellipse(g, tx, y + h * 0.5f, tr, tr, knob);
    gfx_fill_ellipse(g, tx, y + h * 0.5f, tr * 0.35f, tr * 0.35f, th->accent);
    g->alpha = saved;
    if (state & GFX_BTN_FOCUS)
        gfx_stroke_ellipse(g, tx, y + h * 0.5f, tr + 4, tr + 4, 2, th->accent);
}

void gfx_checkbox(gfx_t *g, float x, float y, float size, int checked, int state)
{
    const theme_t *th = &g->theme;
    int st = state & GFX_BTN_STATE_MASK;
    float saved = g->alpha;
    if (st == GFX_BTN_DISABLED)
        g->alpha = saved * 0.42f;
    float r = size * 0.22f;
    if (checked) {
        gfx_fill_rounded(g, x, y, size, size, r, th->accent);
        float s = size;
        gfx_line(g, x + s * 0.24f, y + s * 0.52f, x + s * 0.43f, y + s * 0.71f, s * 0.12f, 0x1b1b1bff);
        gfx_line(g, x + s * 0.43f, y + s * 0.71f, x + s * 0.77f, y + s * 0.30f, s * 0.12f, 0x1b1b1bff);
    } else {
        gfx_fill_rounded(g, x, y, size, size, r, st == GFX_BTN_HOVER ? 0x0000004a : 0x00000070);
        gfx_stroke_rounded(g, x, y, size, size, r, 2,
                           st == GFX_BTN_HOVER ? th->text : gfx_col_alpha(th->text, 0.6f));
    }
    g->alpha = saved;
    if (state & GFX_BTN_FOCUS)
        gfx_stroke_rounded(g, x - 4, y - 4, size + 8, size + 8, r + 4, 2, th->accent);
}

void gfx_textfield(gfx_t *g, float x, float y, float w, float h, const char *text, int cursor,
                   int state)
{
    const theme_t *th = &g->theme;
    int st = state & GFX_BTN_STATE_MASK;
    float saved = g->alpha;
    if (st == GFX_BTN_DISABLED)
        g->alpha = saved * 0.42f;
    float r = 6, size = th->font_body + 1, pad = 10;
    gfx_fill_rounded(g, x, y, w, h, r, 0x00000080);
    gfx_stroke_rounded(g, x, y, w, h, r, 1, st == GFX_BTN_HOVER ? 0xffffff50 : 0xffffff2a);
    if (!text)
        text = "";
    size_t n = strlen(text);
    if (cursor > (int)n)
        cursor = (int)n;
    float cur_x = 0;
    if (cursor > 0) {
        char buf[512];
        size_t m = (size_t)cursor < sizeof buf - 1 ? (size_t)cursor : sizeof buf - 1;
        memcpy(buf, text, m);
        buf[m] = '\0';
        cur_x = gfx_text_width(g, buf, size, GFX_FONT_REGULAR);
    }
    float room = w - 2 * pad;
    float scroll = cur_x > room ? cur_x - room : 0;
    gfx_clip(g, x + 2, y + 2, w - 4, h - 4);
    gfx_text(g, text, x + pad - scroll, y + h * 0.5f, size, GFX_FONT_REGULAR, th->text,
             GFX_LEFT | GFX_MIDDLE);
    if (cursor >= 0) {
        float cx = x + pad - scroll + cur_x + 0.5f;
        gfx_line(g, cx, y + h * 0.22f, cx, y + h * 0.78f, 1.5f, th->accent);
    }
    gfx_unclip(g);
    g->alpha = saved;
    if (state & GFX_BTN_FOCUS)
        gfx_stroke_rounded(g, x - 1, y - 1, w + 2, h + 2, r + 1, 2, th->accent);
}

/* The tooltip's text width (wrapped to max_w) and box size. */
static void tooltip_measure(gfx_t *g, const char *text, float max_w, float *tw, float *bw, float *bh)
{
    const theme_t *th = &g->theme;
    float size = th->font_small + 1, pad = 9, gap = 2;
    if (max_w < 60)
        max_w = 60;
    float single = gfx_text_width(g, text, size, GFX_FONT_REGULAR);
    *tw = SDL_min(single, max_w);
    if (strchr(text, '\n'))
        *tw = max_w;
    float th_ = gfx_text_wrap(g, text, 0, 0, *tw, size, GFX_FONT_REGULAR, 0, gap);
    *bw = *tw + 2 * pad;
    *bh = th_ + 2 * pad;
}

static void tooltip_draw(gfx_t *g, float bx, float by, float tw, float bw, float bh, const char *text)
{
    const theme_t *th = &g->theme;
    float size = th->font_small + 1, pad = 9, gap = 2;
    gfx_shadow(g, bx, by + 3, bw, bh, 7, 10, 0x000000b0);
    gfx_fill_rounded(g, bx, by, bw, bh, 7, 0x1b2328f4);
    gfx_stroke_rounded(g, bx, by, bw, bh, 7, 1, 0xffffff30);
    gfx_text_wrap(g, text, bx + pad, by + pad, tw + 0.5f, size, GFX_FONT_REGULAR, th->text, gap);
}

/* Moves a bw x bh box at (*bx, *by) inside bounds with a 4-unit margin; a box that runs off the
 * bottom goes to above_y instead (above what it explains). */
static void tooltip_inside(const float bounds[4], float above_y, float bw, float bh, float *bx, float *by)
{
    if (*bx + bw > bounds[2] - 4)
        *bx = bounds[2] - 4 - bw;
    if (*by + bh > bounds[3] - 4)
        *by = above_y;
    if (*bx < bounds[0] + 4)
        *bx = bounds[0] + 4;
    if (*by < bounds[1] + 4)
        *by = bounds[1] + 4;
}

void gfx_tooltip(gfx_t *g, float x, float y, const char *text, float max_w)
{
    if (!text || !*text)
        return;
    float tw, bw, bh;
    tooltip_measure(g, text, max_w, &tw, &bw, &bh);
    float bounds[4], bx = x + 12, by = y + 18;
    gfx_logical_bounds(g, &bounds[0], &bounds[1], &bounds[2], &bounds[3]);
    tooltip_inside(bounds, y - 8 - bh, bw, bh, &bx, &by);
    tooltip_draw(g, bx, by, tw, bw, bh, text);
}

int gfx_tooltip_place(const float bounds[4], const float box[4], const float (*rects)[4], int n, float bw, float bh,
                      float *bx, float *by)
{
    float lx0 = bounds[0], ly0 = bounds[1], lx1 = bounds[2], ly1 = bounds[3];
    float x = box[0], y = box[1], w = box[2], h = box[3], cy = y + h / 2 - bh / 2;
    const float cand[4][2] = {{x + 10, y + h + 8}, {x + w + 10, cy}, {x - 10 - bw, cy}, {x + 10, y - 8 - bh}};
    int pick = -1;
    for (int c = 0; c < 4 && pick < 0; c++) {
        float cx0 = cand[c][0], cy0 = cand[c][1];
        if (cx0 < lx0 + 4 || cy0 < ly0 + 4 || cx0 + bw > lx1 - 4 || cy0 + bh > ly1 - 4)
            continue;
        int clear = 1;
        for (int i = 0; i < n && clear; i++) {
            const float *r = rects[i];
            if (r[0] == x && r[1] == y && r[2] == w && r[3] == h)
                continue; /* the control itself */
            if (cx0 < r[0] + r[2] && cx0 + bw > r[0] && cy0 < r[1] + r[3] && cy0 + bh > r[1])
                clear = 0;
        }
        if (clear)
            pick = c;
    }
    *bx = pick >= 0 ? cand[pick][0] : x + 10;
    *by = pick >= 0 ? cand[pick][1] : y + h + 8;
    tooltip_inside(bounds, y - 8 - bh, bw, bh, bx, by);
    return pick;
}

void gfx_tooltip_beside(gfx_t *g, const float box[4], const float (*rects)[4], int n, const char *text,
                        float max_w)
{
    if (!text || !*text)
        return;
    float tw, bw, bh, bounds[4], bx, by;
    tooltip_measure(g, text, max_w, &tw, &bw, &bh);
    gfx_logical_bounds(g, &bounds[0], &bounds[1], &bounds[2], &bounds[3]);
    gfx_tooltip_place(bounds, box, rects, n, bw, bh, &bx, &by);
    tooltip_draw(g, bx, by, tw, bw, bh, text);
}

void gfx_banner(gfx_t *g, const char *title, const char *subtitle, float t)
{
    const theme_t *th = &g->theme;
    if (t <= 0 || t >= 1)
        return;
    float a = t < 0.12f ? smooth(0, 0.12f, t) : t > 0.8f ? 1 - smooth(0.8f, 1.0f, t) : 1;
    /* News stands on the felt between the top seats' cards and the board: across the middle it
     * covered the board and the cards that decide the hand ("Max is out in 6th place" over the
     * winning cards lighting up); along the top it would cover a top-centre seat's plate. */
    float rise = (1 - a) * 6;
    float cy = 200 - rise, bh = subtitle && *subtitle ? 72 : 56;
    float bx = 640 - 400, bw = 800, by = cy - bh * 0.5f;
    /* the band: dark, gold hairlines, fading out toward both ends (one cached texture) */
    int X0 = gfx_round(gfx_px(g, bx)), W = gfx_round(gfx_px(g, bx + bw)) - X0;
    int H = gfx_round(bh * g->s);
    struct { char tag[4]; int32_t w, h; uint32_t c; } key;
    memset(&key, 0, sizeof key);
    memcpy(key.tag, "BAN", 4);
    key.w = W;
    key.h = H;
    key.c = th->accent;
    const gfx_tex_t *tex = gfx_cache_get(g, &key, sizeof key);
    if (!tex && W > 0 && H > 0) {
        gfx_canvas_t cv;
        if (gfx_cv_init(g, &cv, W, H) == 0) {
            float ac[3] = {(float)(th->accent >> 24) / 255.0f,
                           (float)((th->accent >> 16) & 0xff) / 255.0f,
                           (float)((th->accent >> 8) & 0xff) / 255.0f};
            float line = SDL_max(1.0f, 1.5f * g->s);
            for (int y = 0; y < H; y++)
                for (int x = 0; x < W; x++) {
                    float u = ((float)x + 0.5f) / (float)W;
                    float ends = smooth(0, 0.22f, u) * smooth(0, 0.22f, 1 - u);
                    float fy = (float)y + 0.5f;
                    float hair = clamp01(line + 0.5f - fabsf(fy - line)) +
                                 clamp01(line + 0.5f - fabsf((float)H - fy - line));
                    hair = clamp01(hair) * ends;
                    float body = 0.78f * ends;
                    float *p = cv.p + ((size_t)y * (size_t)W + (size_t)x) * 4;
                    float va = body + hair * (1 - body);
                    for (int i = 0; i < 3; i++)
                        p[i] = ac[i] * hair + 0.03f * body * (1 - hair);
                    p[3] = va;
                }
            tex = gfx_cv_to_cache(g, &cv, &key, sizeof key, 0, 0);
            gfx_cv_free(g, &cv);
        }
    }
    float saved = g->alpha;
    g->alpha = saved * a;
    if (tex)
        gfx_blit_px(g, tex, X0, gfx_round(gfx_py(g, by)), W, H, 0xffffffff);
    float ty = subtitle && *subtitle ? cy - 10 : cy;
    gfx_text_fit(g, title, 640, ty, bw - 200, th->font_title - 4, GFX_FONT_BOLD, th->accent,
                 GFX_CENTER | GFX_MIDDLE);
    if (subtitle && *subtitle)
        gfx_text_fit(g, subtitle, 640, cy + 18, bw - 200, th->font_body + 1, GFX_FONT_REGULAR,
                     th->text, GFX_CENTER | GFX_MIDDLE);
    g->alpha = saved;
}
