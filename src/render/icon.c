/* icon.c — Felt's icon, drawn by code: a rounded square of green felt with a gold rail and two
 * fanned cards, the front one the ace of spades. Each pixel is the coverage of 16 samples, so
 * every edge is anti-aliased at any size. Used for the window icon at start-up and by
 * tools/gen/gen_icon.c for the installed PNG. */
#include "render/icon.h"

#include <math.h>
#include <stdio.h>

/* The two cards: rotation (radians) and centre (from the icon's centre, in icon widths). */
static const float CARD_ANG[2] = {-0.26f, 0.17f};
static const float CARD_CX[2] = {-0.08f, 0.07f}, CARD_CY[2] = {0.02f, 0.03f};

typedef struct rgba {
    float r, g, b, a;
} rgba_t;

/* Signed distance to a rounded box centred at the origin (half sizes hw, hh, radius r). */
static float sd_round_box(float x, float y, float hw, float hh, float r)
{
    float qx = fabsf(x) - hw + r, qy = fabsf(y) - hh + r;
    float ox = qx > 0 ? qx : 0, oy = qy > 0 ? qy : 0;
    float in = qx > qy ? qx : qy;
    return sqrtf(ox * ox + oy * oy) + (in < 0 ? in : 0) - r;
}

static float sd_circle(float x, float y, float cx, float cy, float r)
{
    return sqrtf((x - cx) * (x - cx) + (y - cy) * (y - cy)) - r;
}

/* Inside the spade of unit size centred at the origin (y down). */
static int in_spade(float x, float y)
{
    /* two lobes and a heart-like top made from an inverted heart: a diamond-ish top */
    if (sd_circle(x, y, -0.25f, 0.08f, 0.27f) < 0 || sd_circle(x, y, 0.25f, 0.08f, 0.27f) < 0)
        return 1;
    /* the point: a triangle from the lobes up to the tip */
    if (y < 0.12f && y > -0.55f) {
        float half = (y + 0.55f) / 0.67f * 0.5f;
        if (fabsf(x) < half)
            return 1;
    }
    /* the stem */
    if (y >= 0.1f && y <= 0.5f) {
        float half = 0.05f + (y - 0.1f) / 0.4f * 0.17f;
        if (fabsf(x) < half && y > 0.25f)
            return 1;
        if (fabsf(x) < 0.06f)
            return 1;
    }
    return 0;
}

static void over(rgba_t *dst, rgba_t src, float cov)
{
    float a = src.a * cov;
    dst->r = src.r * a + dst->r * (1 - a);
    dst->g = src.g * a + dst->g * (1 - a);
    dst->b = src.b * a + dst->b * (1 - a);
    dst->a = a + dst->a * (1 - a);
}

/* One sample of the icon at (u, v) in [0,1]^2; returns premultiplied-free colour with alpha. */
static rgba_t sample(float u, float v)
{
    rgba_t c = {0, 0, 0, 0};
    float x = u - 0.5f, y = v - 0.5f;
    /* rail: gold rim */
    float d = sd_round_box(x, y, 0.47f, 0.47f, 0.12f);
    if (d < 0) {
        rgba_t rail = {0.69f, 0.55f, 0.34f, 1};
        over(&c, rail, 1);
    }
    /* felt */
    d = sd_round_box(x, y, 0.43f, 0.43f, 0.09f);
    if (d < 0) {
        float t = sqrtf(x * x + y * y) / 0.6f;
        rgba_t felt = {0.114f + (0.071f - 0.114f) * t, 0.416f + (0.29f - 0.416f) * t,
                       0.27f + (0.188f - 0.27f) * t, 1};
        over(&c, felt, 1);
    }
    /* back card, rotated -14 degrees, red back */
    for (int k = 0; k < 2; k++) {
        float ang = CARD_ANG[k];
        float cx = CARD_CX[k], cy = CARD_CY[k];
        float ca = cosf(ang), sa = sinf(ang);
        float lx = (x - cx) * ca + (y - cy) * sa, ly = -(x - cx) * sa + (y - cy) * ca;
        float dc = sd_round_box(lx, ly, 0.19f, 0.27f, 0.03f);
        if (dc < 0.012f && k == 1) {
            rgba_t shadow = {0, 0, 0, 0.35f};
            over(&c, shadow, 1);
        }
        if (dc < 0) {
            rgba_t border = {0.985f, 0.985f, 0.97f, 1};
            over(&c, border, 1);
            if (k == 0 && sd_round_box(lx, ly, 0.16f, 0.24f, 0.02f) < 0) {
                /* lattice back */
                float gx = lx * 28, gy = ly * 28;
                float s1 = fabsf(fmodf(gx + gy + 100.0f, 2.0f) - 1.0f);
                float s2 = fabsf(fmodf(gx - gy + 100.0f, 2.0f) - 1.0f);
                rgba_t red = {0.62f, 0.08f, 0.12f, 1}, light = {0.78f, 0.25f, 0.27f, 1};
                over(&c, (s1 < 0.18f || s2 < 0.18f) ? light : red, 1);
            }
            if (k == 1) {
                /* the ace: a large spade in the middle */
                if (in_spade(lx / 0.2f, ly / 0.2f)) {
                    rgba_t ink = {0.08f, 0.08f, 0.08f, 1};
                    over(&c, ink, 1);
                }
            }
        }
    }
    return c;
}

SDL_Surface *icon_render(int size)
{
    if (size < 16 || size > 4096)
        return NULL;
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, size, size, 32, SDL_PIXELFORMAT_RGBA32);
    if (!s)
        return NULL;
    const int n = 4;
    for (int y = 0; y < size; y++) {
        Uint8 *row = (Uint8 *)s->pixels + y * s->pitch;
        for (int x = 0; x < size; x++) {
            float r = 0, g = 0, b = 0, a = 0;
            for (int j = 0; j < n; j++)
                for (int i = 0; i < n; i++) {
                    rgba_t c = sample(((float)x + ((float)i + 0.5f) / n) / (float)size,
                                      ((float)y + ((float)j + 0.5f) / n) / (float)size);
                    r += c.r * c.a, g += c.g * c.a, b += c.b * c.a, a += c.a;
                }
            Uint8 *p = row + x * 4;
            float inv = a > 0 ? 1.0f / a : 0;
            p[0] = (Uint8)(r * inv * 255.0f + 0.5f);
            p[1] = (Uint8)(g * inv * 255.0f + 0.5f);
            p[2] = (Uint8)(b * inv * 255.0f + 0.5f);
            p[3] = (Uint8)(a / (float)(n * n) * 255.0f + 0.5f);
        }
    }
    return s;
}

/* The same picture as SVG, in a 256-unit view box: each shape of sample() as a path, the
 * felt's radial shading as a gradient, the back's lattice as a pattern of crossed stripes. */
int icon_write_svg(FILE *f)
{
    const double U = 256.0; /* one icon width */
    int rc = 0;
    rc |= fprintf(f, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<!-- Felt's icon, written by tools/gen/gen_icon.c from src/render/icon.c -->\n"
                     "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"256\" height=\"256\" "
                     "viewBox=\"0 0 256 256\">\n  <defs>\n") < 0;
    rc |= fprintf(f, "    <radialGradient id=\"felt\" gradientUnits=\"userSpaceOnUse\" cx=\"128\" cy=\"128\" "
                     "r=\"%.2f\">\n      <stop offset=\"0\" stop-color=\"#%02x%02x%02x\"/>\n"
                     "      <stop offset=\"1\" stop-color=\"#%02x%02x%02x\"/>\n    </radialGradient>\n",
                  0.6 * U, (int)(0.114 * 255 + 0.5), (int)(0.416 * 255 + 0.5), (int)(0.27 * 255 + 0.5),
                  (int)(0.071 * 255 + 0.5), (int)(0.29 * 255 + 0.5), (int)(0.188 * 255 + 0.5)) < 0;
    /* stripes where lx + ly or lx - ly (x28) is an odd number, 0.36 wide: period 2/28 along
     * the diagonals, so a 45-degree pattern of period 2/28/sqrt(2) */
    double per = 2.0 / 28.0 / sqrt(2.0) * U, w = 0.36 / 28.0 / sqrt(2.0) * U;
    rc |= fprintf(f, "    <pattern id=\"lattice\" patternUnits=\"userSpaceOnUse\" width=\"%.3f\" height=\"%.3f\" "
                     "patternTransform=\"rotate(45)\">\n      <rect width=\"%.3f\" height=\"%.3f\" fill=\"#9e141f\"/>\n"
                     "      <rect x=\"%.3f\" width=\"%.3f\" height=\"%.3f\" fill=\"#c74045\"/>\n"
                     "      <rect y=\"%.3f\" width=\"%.3f\" height=\"%.3f\" fill=\"#c74045\"/>\n    </pattern>\n"
                     "  </defs>\n",
                  per, per, per, per, (per - w) / 2, w, per, (per - w) / 2, per, w) < 0;
    /* rail and felt */
    rc |= fprintf(f, "  <rect x=\"%.2f\" y=\"%.2f\" width=\"%.2f\" height=\"%.2f\" rx=\"%.2f\" fill=\"#b08c57\"/>\n",
                  (0.5 - 0.47) * U, (0.5 - 0.47) * U, 0.94 * U, 0.94 * U, 0.12 * U) < 0;
    rc |= fprintf(f, "  <rect x=\"%.2f\" y=\"%.2f\" width=\"%.2f\" height=\"%.2f\" rx=\"%.2f\" fill=\"url(#felt)\"/>\n",
                  (0.5 - 0.43) * U, (0.5 - 0.43) * U, 0.86 * U, 0.86 * U, 0.09 * U) < 0;
    for (int k = 0; k < 2; k++) {
        rc |= fprintf(f, "  <g transform=\"translate(%.2f %.2f) rotate(%.3f)\">\n", (0.5 + CARD_CX[k]) * U,
                      (0.5 + CARD_CY[k]) * U, CARD_ANG[k] * 180.0 / M_PI) < 0;
        if (k == 1)
            rc |= fprintf(f, "    <rect x=\"%.2f\" y=\"%.2f\" width=\"%.2f\" height=\"%.2f\" rx=\"%.2f\" "
                             "fill=\"#000\" fill-opacity=\"0.35\"/>\n",
                          -0.202 * U, -0.282 * U, 0.404 * U, 0.564 * U, 0.042 * U) < 0;
        rc |= fprintf(f, "    <rect x=\"%.2f\" y=\"%.2f\" width=\"%.2f\" height=\"%.2f\" rx=\"%.2f\" fill=\"#fbfbf7\"/>\n",
                      -0.19 * U, -0.27 * U, 0.38 * U, 0.54 * U, 0.03 * U) < 0;
        if (k == 0) {
            rc |= fprintf(f, "    <rect x=\"%.2f\" y=\"%.2f\" width=\"%.2f\" height=\"%.2f\" rx=\"%.2f\" "
                             "fill=\"url(#lattice)\"/>\n",
                          -0.16 * U, -0.24 * U, 0.32 * U, 0.48 * U, 0.02 * U) < 0;
        } else {
            /* the spade of in_spade(), scaled by 0.2: two lobes, the point, the stem */
            double sc = 0.2 * U;
            rc |= fprintf(f, "    <g fill=\"#141414\">\n      <circle cx=\"%.2f\" cy=\"%.2f\" r=\"%.2f\"/>\n"
                             "      <circle cx=\"%.2f\" cy=\"%.2f\" r=\"%.2f\"/>\n",
                          -0.25 * sc, 0.08 * sc, 0.27 * sc, 0.25 * sc, 0.08 * sc, 0.27 * sc) < 0;
            rc |= fprintf(f, "      <path d=\"M0 %.2f L%.2f %.2f L%.2f %.2f Z\"/>\n", -0.55 * sc, 0.5 * sc, 0.12 * sc,
                          -0.5 * sc, 0.12 * sc) < 0;
            rc |= fprintf(f, "      <path d=\"M%.2f %.2f L%.2f %.2f L%.2f %.2f L%.2f %.2f L%.2f %.2f L%.2f %.2f "
                             "L%.2f %.2f L%.2f %.2f Z\"/>\n    </g>\n",
                          -0.06 * sc, 0.1 * sc, 0.06 * sc, 0.1 * sc, 0.06 * sc, 0.25 * sc, 0.11375 * sc, 0.25 * sc,
                          0.22 * sc, 0.5 * sc, -0.22 * sc, 0.5 * sc, -0.11375 * sc, 0.25 * sc, -0.06 * sc,
                          0.25 * sc) < 0;
        }
        rc |= fprintf(f, "  </g>\n") < 0;
    }
    rc |= fprintf(f, "</svg>\n") < 0;
    return rc ? -1 : 0;
}
