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

/* ---- paths ---------------------------------------------------------------------------------- */

void gfx_path_begin(gfx_path_t *p, const float m[6])
{
    static const float ID[6] = {1, 0, 0, 0, 1, 0};
    p->n = 0;
    p->ns = 0;
    memcpy(p->m, m ? m : ID, sizeof p->m);
}

static void path_put(gfx_path_t *p, float X, float Y)
{
    if (p->n >= GFX_PATH_MAX || p->ns == 0)
        return;
    p->x[p->n] = X;
    p->y[p->n] = Y;
    p->n++;
}

static void path_map(const gfx_path_t *p, float x, float y, float *X, float *Y)
{
    *X = p->m[0] * x + p->m[1] * y + p->m[2];
    *Y = p->m[3] * x + p->m[4] * y + p->m[5];
}

void gfx_path_move(gfx_path_t *p, float x, float y)
{
    if (p->ns >= GFX_PATH_SUBS || p->n >= GFX_PATH_MAX)
        return;
    p->start[p->ns] = p->n;
    p->closed[p->ns] = 0;
    p->ns++;
    float X, Y;
    path_map(p, x, y, &X, &Y);
    path_put(p, X, Y);
}

void gfx_path_line(gfx_path_t *p, float x, float y)
{
    float X, Y;
    path_map(p, x, y, &X, &Y);
    path_put(p, X, Y);
}

void gfx_path_cubic(gfx_path_t *p, float c1x, float c1y, float c2x, float c2y, float x, float y)
{
    if (p->n == 0 || p->ns == 0)
        return;
    float x0 = p->x[p->n - 1], y0 = p->y[p->n - 1], X1, Y1, X2, Y2, X3, Y3;
    path_map(p, c1x, c1y, &X1, &Y1);
    path_map(p, c2x, c2y, &X2, &Y2);
    path_map(p, x, y, &X3, &Y3);
    /* as many pieces as the control polygon is long over 2.5 pixels: smooth at any size */
    float len = hypotf(X1 - x0, Y1 - y0) + hypotf(X2 - X1, Y2 - Y1) + hypotf(X3 - X2, Y3 - Y2);
    int n = (int)ceilf(len / 2.5f);
    n = n < 2 ? 2 : n > 40 ? 40 : n;
    for (int i = 1; i <= n; i++) {
        float t = (float)i / (float)n, u = 1 - t;
        float a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t;
        path_put(p, a * x0 + b * X1 + c * X2 + d * X3, a * y0 + b * Y1 + c * Y2 + d * Y3);
    }
}

void gfx_path_quad(gfx_path_t *p, float cx, float cy, float x, float y)
{
    if (p->n == 0 || p->ns == 0)
        return;
    /* the last point back in design units, to raise the quadratic to a cubic there */
    float det = p->m[0] * p->m[4] - p->m[1] * p->m[3];
    if (fabsf(det) < 1e-12f)
        return;
    float X = p->x[p->n - 1] - p->m[2], Y = p->y[p->n - 1] - p->m[5];
    float x0 = (p->m[4] * X - p->m[1] * Y) / det, y0 = (-p->m[3] * X + p->m[0] * Y) / det;
    gfx_path_cubic(p, x0 + (cx - x0) * (2.0f / 3), y0 + (cy - y0) * (2.0f / 3), x + (cx - x) * (2.0f / 3),
                   y + (cy - y) * (2.0f / 3), x, y);
}

void gfx_path_close(gfx_path_t *p)
{
    if (p->ns > 0)
        p->closed[p->ns - 1] = 1;
}

void gfx_path_ellipse(gfx_path_t *p, float cx, float cy, float rx, float ry)
{
    const float k = 0.5522847f;
    gfx_path_move(p, cx + rx, cy);
    gfx_path_cubic(p, cx + rx, cy + ry * k, cx + rx * k, cy + ry, cx, cy + ry);
    gfx_path_cubic(p, cx - rx * k, cy + ry, cx - rx, cy + ry * k, cx - rx, cy);
    gfx_path_cubic(p, cx - rx, cy - ry * k, cx - rx * k, cy - ry, cx, cy - ry);
    gfx_path_cubic(p, cx + rx * k, cy - ry, cx + rx, cy - ry * k, cx + rx, cy);
    gfx_path_close(p);
}

static int sub_end(const gfx_path_t *p, int s)
{
    return s + 1 < p->ns ? p->start[s + 1] : p->n;
}

static void path_bounds(const gfx_path_t *p, float m, const gfx_canvas_t *c, int *x0, int *y0, int *x1,
                        int *y1)
{
    float bx0 = 1e9f, by0 = 1e9f, bx1 = -1e9f, by1 = -1e9f;
    for (int i = 0; i < p->n; i++) {
        bx0 = fminf(bx0, p->x[i]);
        bx1 = fmaxf(bx1, p->x[i]);
        by0 = fminf(by0, p->y[i]);
        by1 = fmaxf(by1, p->y[i]);
    }
    *x0 = (int)floorf(bx0 - m);
    *y0 = (int)floorf(by0 - m);
    *x1 = (int)ceilf(bx1 + m);
    *y1 = (int)ceilf(by1 + m);
    *x0 = *x0 < 0 ? 0 : *x0;
    *y0 = *y0 < 0 ? 0 : *y0;
    *x1 = *x1 > c->w ? c->w : *x1;
    *y1 = *y1 > c->h ? c->h : *y1;
}

/* Add weight w over the horizontal span [xa, xb) of acc (width n), with fractional ends. */
static void span_add(float *acc, int n, float xa, float xb, float w)
{
    if (xb <= 0 || xa >= (float)n || xb <= xa)
        return;
    xa = xa < 0 ? 0 : xa;
    xb = xb > (float)n ? (float)n : xb;
    int ia = (int)xa, ib = (int)xb;
    if (ia == ib) {
        acc[ia] += (xb - xa) * w;
        return;
    }
    acc[ia] += ((float)(ia + 1) - xa) * w;
    for (int i = ia + 1; i < ib; i++)
        acc[i] += w;
    if (ib < n)
        acc[ib] += (xb - (float)ib) * w;
}

static int cmp_cross(const void *a, const void *b)
{
    const float *x = a, *y = b;
    return x[0] < y[0] ? -1 : x[0] > y[0];
}

void gfx_cv_fill_path(gfx_canvas_t *c, const gfx_path_t *path, const gfx_paint_t *paint)
{
    enum { SS = 5, MAXX = 256 };
    if (path->n < 3)
        return;
    int x0, y0, x1, y1;
    path_bounds(path, 1, c, &x0, &y0, &x1, &y1);
    if (x1 <= x0 || y1 <= y0)
        return;
    float c0[4], c1[4];
    unpack(paint->c0, c0);
    unpack(paint->kind == GFX_PAINT_SOLID ? paint->c0 : paint->c1, c1);
    int W = x1 - x0;
    float *acc = calloc((size_t)W, sizeof(float));
    if (!acc)
        return;
    float cross[MAXX][2];
    for (int y = y0; y < y1; y++) {
        memset(acc, 0, (size_t)W * sizeof(float));
        int any = 0;
        for (int s = 0; s < SS; s++) {
            float sy = (float)y + ((float)s + 0.5f) / SS;
            int nc = 0;
            for (int sp = 0; sp < path->ns; sp++) {
                int a = path->start[sp], e = sub_end(path, sp);
                for (int i = a; i < e; i++) {
                    int j = i + 1 < e ? i + 1 : a; /* every sub-path closes */
                    float ya = path->y[i], yb = path->y[j];
                    if ((ya <= sy) == (yb <= sy) || nc >= MAXX)
                        continue;
                    float t = (sy - ya) / (yb - ya);
                    cross[nc][0] = path->x[i] + (path->x[j] - path->x[i]) * t - (float)x0;
                    cross[nc][1] = yb > ya ? 1.0f : -1.0f;
                    nc++;
                }
            }
            if (nc < 2)
                continue;
            qsort(cross, (size_t)nc, sizeof cross[0], cmp_cross);
            int wind = 0;
            for (int k = 0; k + 1 < nc; k++) {
                wind += (int)cross[k][1];
                if (wind != 0) {
                    span_add(acc, W, cross[k][0], cross[k + 1][0], 1.0f / SS);
                    any = 1;
                }
            }
        }
        if (!any)
            continue;
        float *row = c->p + ((size_t)y * (size_t)c->w + (size_t)x0) * 4;
        for (int x = 0; x < W; x++) {
            float cov = acc[x] > 1 ? 1 : acc[x];
            if (cov <= 0.001f)
                continue;
            float col[4];
            paint_at(paint, c0, c1, (float)(x + x0) + 0.5f, (float)y + 0.5f, col);
            over(row + (size_t)x * 4, col, cov);
        }
    }
    free(acc);
}

void gfx_cv_stroke_path(gfx_canvas_t *c, const gfx_path_t *path, const gfx_paint_t *paint, float width)
{
    if (path->n < 2 || width <= 0)
        return;
    float hw = width * 0.5f;
    int x0, y0, x1, y1;
    path_bounds(path, hw + 2, c, &x0, &y0, &x1, &y1);
    if (x1 <= x0 || y1 <= y0)
        return;
    int W = x1 - x0, H = y1 - y0;
    /* the nearest distance of every pixel to any segment, then one coverage ramp: joins and
     * overlaps never double the ink */
    float *dist = malloc((size_t)W * (size_t)H * sizeof(float));
    if (!dist)
        return;
    for (size_t i = 0; i < (size_t)W * (size_t)H; i++)
        dist[i] = 1e9f;
    for (int sp = 0; sp < path->ns; sp++) {
        int a = path->start[sp], e = sub_end(path, sp);
        int segs = path->closed[sp] ? e - a : e - a - 1;
        for (int k = 0; k < segs; k++) {
            int i = a + k, j = i + 1 < e ? i + 1 : a;
            float ax = path->x[i], ay = path->y[i], bx = path->x[j], by = path->y[j];
            float dx = bx - ax, dy = by - ay, l2 = dx * dx + dy * dy;
            int sx0 = (int)floorf(fminf(ax, bx) - hw - 1.5f) - x0, sx1 = (int)ceilf(fmaxf(ax, bx) + hw + 1.5f) - x0;
            int sy0 = (int)floorf(fminf(ay, by) - hw - 1.5f) - y0, sy1 = (int)ceilf(fmaxf(ay, by) + hw + 1.5f) - y0;
            sx0 = sx0 < 0 ? 0 : sx0;
            sy0 = sy0 < 0 ? 0 : sy0;
            sx1 = sx1 > W ? W : sx1;
            sy1 = sy1 > H ? H : sy1;
            for (int y = sy0; y < sy1; y++)
                for (int x = sx0; x < sx1; x++) {
                    float px = (float)(x + x0) + 0.5f - ax, py = (float)(y + y0) + 0.5f - ay;
                    float t = l2 > 0 ? (px * dx + py * dy) / l2 : 0;
                    t = t < 0 ? 0 : t > 1 ? 1 : t;
                    float ex = px - dx * t, ey = py - dy * t, d = ex * ex + ey * ey;
                    float *o = dist + (size_t)y * (size_t)W + (size_t)x;
                    if (d < *o)
                        *o = d;
                }
        }
    }
    float c0[4], c1[4];
    unpack(paint->c0, c0);
    unpack(paint->kind == GFX_PAINT_SOLID ? paint->c0 : paint->c1, c1);
    /* a hairline thinner than a pixel fades instead of thinning to nothing */
    float fade = width < 1 ? width : 1, ww = width < 1 ? 1 : width;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            float d = dist[(size_t)y * (size_t)W + (size_t)x];
            if (d > (ww * 0.5f + 1) * (ww * 0.5f + 1))
                continue;
            float cov = fminf(fmaxf(ww * 0.5f + 0.5f - sqrtf(d), 0), 1) * fade;
            if (cov <= 0)
                continue;
            float col[4];
            paint_at(paint, c0, c1, (float)(x + x0) + 0.5f, (float)(y + y0) + 0.5f, col);
            over(c->p + ((size_t)(y + y0) * (size_t)c->w + (size_t)(x + x0)) * 4, col, cov);
        }
    free(dist);
}
