/* gfx_canvas.c — the software rasteriser behind every cached texture (gfx_internal.h): shapes as
 * signed distance fields, so each pixel's coverage is its exact distance to the edge (a one-pixel
 * ramp: smooth at any scale, no supersampling), composited "over" in premultiplied floats and
 * dithered down to 8 bits. It must never write outside the canvas, whatever the geometry. */
#include "render/gfx_internal.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

int gfx_cv_init(gfx_t *g, gfx_canvas_t *c, int w, int h)
{
    c->w = w < 1 ? 1 : w;
    c->h = h < 1 ? 1 : h;
    c->slot = -1;
    size_t need = (size_t)c->w * (size_t)c->h * 4;
    int pick = -1;
    for (int i = 0; i < GFX_SCRATCH_SLOTS; i++) {
        if (g->scratch[i].busy)
            continue;
        if (pick < 0 || (g->scratch[i].cap >= need && g->scratch[pick].cap < need) ||
            (g->scratch[i].cap >= need && g->scratch[i].cap < g->scratch[pick].cap) ||
            (g->scratch[pick].cap < need && g->scratch[i].cap > g->scratch[pick].cap))
            pick = i;
    }
    if (pick >= 0) {
        if (g->scratch[pick].cap < need) {
            float *p = realloc(g->scratch[pick].p, need * sizeof(float));
            if (!p)
                return -1;
            g->scratch[pick].p = p;
            g->scratch[pick].cap = need;
        }
        g->scratch[pick].busy = 1;
        c->slot = pick;
        c->p = g->scratch[pick].p;
        memset(c->p, 0, need * sizeof(float));
        return 0;
    }
    c->p = calloc(need, sizeof(float));
    return c->p ? 0 : -1;
}

void gfx_cv_free(gfx_t *g, gfx_canvas_t *c)
{
    if (c->slot >= 0)
        g->scratch[c->slot].busy = 0;
    else
        free(c->p);
    c->p = NULL;
    c->slot = -1;
}

void gfx_cv_trim(gfx_t *g)
{
    for (int i = 0; i < GFX_SCRATCH_SLOTS; i++)
        if (!g->scratch[i].busy && g->scratch[i].cap > ((size_t)4 << 20) / sizeof(float)) {
            free(g->scratch[i].p);
            g->scratch[i].p = NULL;
            g->scratch[i].cap = 0;
        }
}

float gfx_cv_sdf(const gfx_shape_t *s, float x, float y)
{
    float hw = s->w * 0.5f, hh = s->h * 0.5f;
    float px = fabsf(x - (s->x + hw)), py = fabsf(y - (s->y + hh));
    if (s->kind == GFX_SHAPE_RRECT) {
        float r = fminf(s->r, fminf(hw, hh));
        float qx = px - (hw - r), qy = py - (hh - r);
        float ox = fmaxf(qx, 0), oy = fmaxf(qy, 0);
        return sqrtf(ox * ox + oy * oy) + fminf(fmaxf(qx, qy), 0) - r;
    }
    /* ellipse: the distance estimate f/|grad f| refined (exact on circles, within a few percent
     * of a pixel near the edge of the flattened ellipses we draw) */
    if (hw <= 0 || hh <= 0)
        return 1e9f;
    float k0 = sqrtf((px * px) / (hw * hw) + (py * py) / (hh * hh));
    float k1 = sqrtf((px * px) / (hw * hw * hw * hw) + (py * py) / (hh * hh * hh * hh));
    if (k1 < 1e-6f)
        return -fminf(hw, hh);
    return k0 * (k0 - 1.0f) / k1;
}

static void unpack(uint32_t c, float out[4])
{
    float a = (float)(c & 0xff) / 255.0f;
    out[0] = (float)(c >> 24) / 255.0f * a;
    out[1] = (float)((c >> 16) & 0xff) / 255.0f * a;
    out[2] = (float)((c >> 8) & 0xff) / 255.0f * a;
    out[3] = a;
}

static inline void over(float *d, const float *s, float cov)
{
    float k = 1.0f - s[3] * cov;
    d[0] = s[0] * cov + d[0] * k;
    d[1] = s[1] * cov + d[1] * k;
    d[2] = s[2] * cov + d[2] * k;
    d[3] = s[3] * cov + d[3] * k;
}

static void paint_at(const gfx_paint_t *p, const float c0[4], const float c1[4], float x, float y,
                     float out[4])
{
    float t = 0;
    if (p->kind == GFX_PAINT_SOLID) {
        memcpy(out, c0, 4 * sizeof(float));
        return;
    }
    if (p->kind == GFX_PAINT_VERTICAL) {
        t = p->y1 != p->y0 ? (y - p->y0) / (p->y1 - p->y0) : 0;
    } else {
        float dx = (x - p->x0) / (p->x1 > 0 ? p->x1 : 1), dy = (y - p->y0) / (p->y1 > 0 ? p->y1 : 1);
        t = sqrtf(dx * dx + dy * dy);
        t = t * t * (3 - 2 * fminf(t, 1.0f)); /* ease: a broad bright centre */
    }
    t = t < 0 ? 0 : t > 1 ? 1 : t;
    for (int i = 0; i < 4; i++)
        out[i] = c0[i] + (c1[i] - c0[i]) * t;
}

/* 0.5 * erfc(x): a Gaussian-blurred edge. Flat beyond |x| = 3; in between Abramowitz & Stegun
 * 7.1.26 (error below 2e-7), several times cheaper than erfcf. */
static inline float soft_edge(float x)
{
    if (x <= -3.0f)
        return 1.0f;
    if (x >= 3.0f)
        return 0.0f;
    float ax = fabsf(x), t = 1.0f / (1.0f + 0.3275911f * ax);
    float y = 1.0f - ((((1.061405429f * t - 1.453152027f) * t + 1.421413741f) * t - 0.284496736f) * t +
                      0.254829592f) * t * expf(-ax * ax);
    return 0.5f * (1.0f - (x < 0 ? -y : y));
}

void gfx_cv_shape(gfx_canvas_t *c, const gfx_shape_t *s, const gfx_paint_t *p, float stroke, float blur,
               float arc)
{
    float c0[4], c1[4];
    unpack(p->c0, c0);
    unpack(p->kind == GFX_PAINT_SOLID ? p->c0 : p->c1, c1);
    float m = blur > 0 ? blur * 1.5f + 1 : 1.5f;
    int x0 = (int)floorf(s->x - m), y0 = (int)floorf(s->y - m);
    int x1 = (int)ceilf(s->x + s->w + m), y1 = (int)ceilf(s->y + s->h + m);
    x0 = x0 < 0 ? 0 : x0;
    y0 = y0 < 0 ? 0 : y0;
    x1 = x1 > c->w ? c->w : x1;
    y1 = y1 > c->h ? c->h : y1;
    float cx = s->x + s->w * 0.5f, cy = s->y + s->h * 0.5f;
    float arc_angle = arc * 2.0f * (float)M_PI;
    for (int y = y0; y < y1; y++) {
        float fy = (float)y + 0.5f;
        float *row = c->p + ((size_t)y * (size_t)c->w) * 4;
        for (int x = x0; x < x1; x++) {
            float fx = (float)x + 0.5f;
            float d = gfx_cv_sdf(s, fx, fy);
            float cov;
            if (blur > 0) {
                cov = soft_edge(d / (blur * 0.5f));
            } else {
                cov = fminf(fmaxf(0.5f - d, 0), 1);
                if (stroke > 0)
                    cov *= fminf(fmaxf(0.5f + d + stroke, 0), 1);
            }
            if (cov <= 0)
                continue;
            if (arc > 0 && arc < 1) {
                /* angle from 12 o'clock clockwise; anti-alias the cut by its pixel distance */
                float ang = atan2f(fx - cx, -(fy - cy));
                if (ang < 0)
                    ang += 2.0f * (float)M_PI;
                float rad = sqrtf((fx - cx) * (fx - cx) + (fy - cy) * (fy - cy));
                float dist_end = (arc_angle - ang) * fmaxf(rad, 1);
                float dist_start = ang * fmaxf(rad, 1);
                cov *= fminf(fmaxf(0.5f + dist_end, 0), 1) * fminf(fmaxf(0.5f + dist_start, 0), 1);
                if (cov <= 0)
                    continue;
            }
            float col[4];
            paint_at(p, c0, c1, fx, fy, col);
            over(row + (size_t)x * 4, col, cov);
        }
    }
}

void gfx_cv_clip_to(gfx_canvas_t *c, const gfx_shape_t *s)
{
    for (int y = 0; y < c->h; y++) {
        float *row = c->p + (size_t)y * (size_t)c->w * 4;
        for (int x = 0; x < c->w; x++) {
            float d = gfx_cv_sdf(s, (float)x + 0.5f, (float)y + 0.5f);
            float cov = fminf(fmaxf(0.5f - d, 0), 1);
            if (cov < 1)
                for (int i = 0; i < 4; i++)
                    row[x * 4 + i] *= cov;
        }
    }
}

static inline float mask_at(const SDL_Surface *m, int x, int y)
{
    const Uint32 *px = (const Uint32 *)((const Uint8 *)m->pixels + (size_t)y * (size_t)m->pitch);
    return (float)(px[x] >> 24) / 255.0f;
}

void gfx_cv_blit_mask(gfx_canvas_t *c, const SDL_Surface *m, int x, int y, uint32_t rgba, int rot180)
{
    if (!m)
        return;
    float col[4];
    unpack(rgba, col);
    for (int j = 0; j < m->h; j++) {
        int dy = y + j;
        if (dy < 0 || dy >= c->h)
            continue;
        for (int i = 0; i < m->w; i++) {
            int dx = x + i;
            if (dx < 0 || dx >= c->w)
                continue;
            float a = rot180 ? mask_at(m, m->w - 1 - i, m->h - 1 - j) : mask_at(m, i, j);
            if (a > 0)
                over(c->p + ((size_t)dy * (size_t)c->w + (size_t)dx) * 4, col, a);
        }
    }
}

void gfx_cv_blit_mask_scaled(gfx_canvas_t *c, const SDL_Surface *m, float x, float y, float w, float h,
                          uint32_t rgba, int rot180)
{
    if (!m || w <= 0 || h <= 0)
        return;
    float col[4];
    unpack(rgba, col);
    int x0 = (int)floorf(x), y0 = (int)floorf(y), x1 = (int)ceilf(x + w), y1 = (int)ceilf(y + h);
    float sx = (float)m->w / w, sy = (float)m->h / h;
    /* box-filter when shrinking a lot, bilinear otherwise */
    for (int dy = y0 < 0 ? 0 : y0; dy < y1 && dy < c->h; dy++) {
        for (int dx = x0 < 0 ? 0 : x0; dx < x1 && dx < c->w; dx++) {
            float u = ((float)dx + 0.5f - x) * sx - 0.5f, v = ((float)dy + 0.5f - y) * sy - 0.5f;
            if (rot180) {
                u = (float)m->w - 1 - u;
                v = (float)m->h - 1 - v;
            }
            int iu = (int)floorf(u), iv = (int)floorf(v);
            float fu = u - (float)iu, fv = v - (float)iv;
            float a = 0;
            for (int k = 0; k < 4; k++) {
                int uu = iu + (k & 1), vv = iv + (k >> 1);
                if (uu < 0 || vv < 0 || uu >= m->w || vv >= m->h)
                    continue;
                float wgt = ((k & 1) ? fu : 1 - fu) * ((k >> 1) ? fv : 1 - fv);
                a += wgt * mask_at(m, uu, vv);
            }
            if (a > 0.001f)
                over(c->p + ((size_t)dy * (size_t)c->w + (size_t)dx) * 4, col, fminf(a, 1));
        }
    }
}

const gfx_tex_t *gfx_cv_to_cache(gfx_t *g, gfx_canvas_t *c, const void *key, size_t keylen, float a,
                           float b)
{
    /* 4x4 ordered dither: gradients over hundreds of pixels would otherwise band */
    static const float BAYER[16] = {0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5};
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, c->w, c->h, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!s)
        return NULL;
    for (int y = 0; y < c->h; y++) {
        Uint32 *row = (Uint32 *)((Uint8 *)s->pixels + (size_t)y * (size_t)s->pitch);
        const float *src = c->p + (size_t)y * (size_t)c->w * 4;
        for (int x = 0; x < c->w; x++) {
            const float *q = src + x * 4;
            float al = q[3];
            if (al <= 0.0f) {
                row[x] = 0x00ffffffu; /* transparent white: filtering never pulls in black */
                continue;
            }
            float dith = (BAYER[(y & 3) * 4 + (x & 3)] + 0.5f) / 16.0f;
            float inv = 1.0f / al;
            Uint32 ch[4];
            float v[4] = {q[0] * inv, q[1] * inv, q[2] * inv, al};
            for (int i = 0; i < 4; i++) {
                float f = v[i] * 255.0f + dith;
                ch[i] = f >= 255.0f ? 255u : f <= 0 ? 0u : (Uint32)f;
            }
            row[x] = (ch[3] << 24) | (ch[0] << 16) | (ch[1] << 8) | ch[2];
        }
    }
    SDL_Texture *t = SDL_CreateTextureFromSurface(g->r, s);
    SDL_FreeSurface(s);
    if (!t)
        return NULL;
    SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
    return gfx_cache_put(g, key, keylen, t, a, b);
}
