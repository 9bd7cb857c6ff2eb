/* chips.c — chips and chip stacks (chips.h). One chip texture per colour and pixel size: a
 * flattened disc (top face and a 4-unit edge) with six white edge inserts and an inner ring,
 * shaded per pixel from its elliptic coordinates with a one-pixel anti-aliased ramp. */
#include "render/chips.h"

#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "engine/text.h"
#include "render/gfx_internal.h"

#define CHIP_FLAT 0.78f   /* top face height / width: the table seen from above and in front */
#define CHIP_STEP 4.0f    /* logical units a chip adds to a stack */

int gfx_default_chips(chip_denom_t out[STRUCT_MAX_CHIPS])
{
    return structure_default_chips(out);
}

/* The chip set in play: the structure's chips not yet raced off at level_index (removals go
 * smallest first, so that is every chip >= structure_smallest_chip), or the default set. */
static int chips_in_play(const structure_t *st, int level_index, chip_denom_t set[STRUCT_MAX_CHIPS],
                         int idx[STRUCT_MAX_CHIPS], int *n_all)
{
    if (!st || st->n_chips <= 0) {
        int n = gfx_default_chips(set);
        for (int i = 0; i < n; i++)
            idx[i] = i;
        *n_all = n;
        return n;
    }
    int li = level_index < 0 ? 0 : level_index >= st->n_levels ? st->n_levels - 1 : level_index;
    int64_t smallest = st->n_levels > 0 ? structure_smallest_chip(st, li) : st->chips[0].value;
    int n = 0;
    for (int i = 0; i < st->n_chips && i < STRUCT_MAX_CHIPS; i++) {
        if (st->chips[i].value >= smallest) {
            set[n] = st->chips[i];
            idx[n++] = i;
        }
    }
    *n_all = st->n_chips;
    if (n == 0) { /* every chip raced off (cannot happen in a valid structure): keep the largest */
        set[0] = st->chips[st->n_chips - 1];
        idx[0] = st->n_chips - 1;
        n = 1;
    }
    return n;
}

int gfx_chip_breakdown(const structure_t *st, int level_index, int64_t amount,
                       int counts[STRUCT_MAX_CHIPS])
{
    chip_denom_t set[STRUCT_MAX_CHIPS];
    int idx[STRUCT_MAX_CHIPS], n_all = 0;
    memset(counts, 0, sizeof(int) * STRUCT_MAX_CHIPS);
    if (amount <= 0)
        return 0;
    int n = chips_in_play(st, level_index, set, idx, &n_all);
    int total = 0;
    int64_t left = amount;
    for (int i = n - 1; i >= 0; i--) {
        int64_t k = left / set[i].value;
        if (k > 1000000)
            k = 1000000; /* a display, not a count: keep the int sane */
        counts[idx[i]] += (int)k;
        total += (int)k;
        left -= k * set[i].value;
    }
    if (left > 0) { /* below the smallest chip in play: show one more of it */
        counts[idx[0]]++;
        total++;
    }
    return total;
}

/* "25", "500", "1K", "25K", "1M": what the top chip says. */
static void chip_label(int64_t v, char *buf, size_t len)
{
    if (v >= 1000000 && v % 1000000 == 0)
        snprintf(buf, len, "%" PRId64 "M", v / 1000000);
    else if (v >= 1000 && v % 1000 == 0)
        snprintf(buf, len, "%" PRId64 "K", v / 1000);
    else
        snprintf(buf, len, "%" PRId64, v);
}

static float lum(uint32_t rgb)
{
    return (0.2126f * (float)((rgb >> 16) & 0xff) + 0.7152f * (float)((rgb >> 8) & 0xff) +
            0.0722f * (float)(rgb & 0xff)) / 255.0f;
}

static inline float clamp01(float v)
{
    return v < 0 ? 0 : v > 1 ? 1 : v;
}

/* The chip texture: top face (W x W*CHIP_FLAT) over an edge E pixels deep. b = top face centre
 * y inside the texture. */
static const gfx_tex_t *chip_tex(gfx_t *g, uint32_t rgb, int W, int E)
{
    struct { char tag[4]; uint32_t rgb; int32_t w, e; } key;
    memset(&key, 0, sizeof key);
    memcpy(key.tag, "CHP", 4);
    key.rgb = rgb;
    key.w = W;
    key.e = E;
    const gfx_tex_t *t = gfx_cache_get(g, &key, sizeof key);
    if (t)
        return t;
    float rx = (float)W * 0.5f, ry = rx * CHIP_FLAT;
    int H = (int)ceilf(2 * ry) + E + 2;
    gfx_canvas_t cv;
    if (gfx_cv_init(g, &cv, W + 2, H) != 0)
        return NULL;
    float cx = (float)(W + 2) * 0.5f, cy = ry + 1;
    float base[3] = {(float)((rgb >> 16) & 0xff) / 255.0f, (float)((rgb >> 8) & 0xff) / 255.0f,
                     (float)(rgb & 0xff) / 255.0f};
    int light = lum(rgb) > 0.7f;
    float ins[3] = {1, 1, 1};
    if (light) { /* white inserts vanish on a white chip: use a blue-grey */
        ins[0] = 0.35f;
        ins[1] = 0.45f;
        ins[2] = 0.62f;
    }
    const float two_pi = 6.2831853f, seg = two_pi / 6, half_ins = seg * 0.22f;
    for (int y = 0; y < H; y++) {
        for (int x = 0; x < cv.w; x++) {
            float fx = (float)x + 0.5f - cx, fy = (float)y + 0.5f - cy;
            float u = fx / rx, v = fy / ry;
            float r = sqrtf(u * u + v * v);
            float col[3];
            float cov_top = clamp01((1 - r) * rx + 0.5f);
            /* side: between the top ellipse's lower arc and the same arc E pixels lower */
            float vb = (fy - (float)E) / ry;
            float rb = sqrtf(u * u + vb * vb);
            float in_side = clamp01((1 - rb) * rx + 0.5f) * clamp01((1 - fabsf(u)) * rx + 0.5f);
            if (fy < 0)
                in_side = 0;
            float side_cov = in_side * (1 - cov_top);
            float *p = cv.p + ((size_t)y * (size_t)cv.w + (size_t)x) * 4;
            if (side_cov > 0) {
                float ang = asinf(fmaxf(-1, fminf(1, u))); /* front half: -pi/2..pi/2 */
                float a = fmodf(ang + two_pi + seg * 0.5f, seg) - seg * 0.5f;
                float dpx = (fabsf(a) - half_ins) * rx * cosf(ang);
                float stripe = clamp01(0.5f - dpx);
                float shade = 0.62f + 0.18f * cosf(ang);
                for (int i = 0; i < 3; i++)
                    col[i] = (base[i] + (ins[i] - base[i]) * stripe * 0.9f) * shade;
                for (int i = 0; i < 3; i++)
                    p[i] = col[i] * side_cov;
                p[3] = side_cov;
            }
            if (cov_top > 0) {
                float ang = atan2f(v, u);
                float a = fmodf(ang + two_pi * 2, seg) - seg * 0.5f; /* inserts centred on 30° */
                float dins_ang = (fabsf(a) - half_ins) * rx * r;
                float in_rim = clamp01((r - 0.76f) * rx + 0.5f);
                float insert = clamp01(0.5f - dins_ang) * in_rim;
                float ring_d = fabsf(r - 0.62f) * rx - fmaxf(0.6f, rx * 0.035f);
                float ring = clamp01(0.5f - ring_d);
                float centre = clamp01((0.58f - r) * rx + 0.5f);
                /* light from the top left */
                float shade = 1.0f + 0.10f * (-u * 0.5f - v * 0.8f) * (1 - r * 0.5f);
                for (int i = 0; i < 3; i++) {
                    float c = base[i];
                    c = c + (ins[i] - c) * insert * 0.95f;
                    c = c + (ins[i] - c) * ring * 0.55f;
                    c = c * (1 - centre * 0.06f) + centre * 0.06f;
                    col[i] = fminf(1.0f, c * shade);
                }
                /* a thin dark outline at the very rim */
                float rim = clamp01(1.0f - fabsf((1 - r) * rx - 0.5f));
                for (int i = 0; i < 3; i++)
                    col[i] *= 1 - rim * 0.25f;
                for (int i = 0; i < 3; i++)
                    p[i] = col[i] * cov_top + p[i] * (1 - cov_top);
                p[3] = cov_top + p[3] * (1 - cov_top);
            }
        }
    }
    t = gfx_cv_to_cache(g, &cv, &key, sizeof key, cx, cy);
    gfx_cv_free(g, &cv);
    return t;
}

/* Draw one chip with its top face centred at pixel (pcx, pcy). */
static const gfx_tex_t *chip_draw_px(gfx_t *g, uint32_t rgb, int W, int E, float pcx, float pcy)
{
    const gfx_tex_t *t = chip_tex(g, rgb, W, E);
    if (t)
        gfx_blit_px(g, t, gfx_round(pcx - t->a), gfx_round(pcy - t->b), t->w, t->h, 0xffffffff);
    return t;
}

static void chip_value(gfx_t *g, float cx, float cy, float d, const chip_denom_t *denom)
{
    char lab[32];
    chip_label(denom->value, lab, sizeof lab);
    float size = d * (strlen(lab) >= 3 ? 0.30f : 0.36f);
    uint32_t col = lum(denom->rgb) > 0.6f ? 0x1b1b1bff : 0xffffffff;
    gfx_text(g, lab, cx, cy, size, GFX_FONT_BOLD, col, GFX_CENTER | GFX_MIDDLE);
}

void gfx_chip(gfx_t *g, float cx, float cy, float d, const chip_denom_t *denom)
{
    if (!denom || d <= 0)
        return;
    int W = gfx_round(d * g->s), E = gfx_round(CHIP_STEP * g->s);
    if (W < 3)
        return;
    chip_draw_px(g, denom->rgb, W, E, gfx_px(g, cx), gfx_py(g, cy));
    chip_value(g, cx, cy, d, denom);
}

float gfx_chip_stacks(gfx_t *g, const structure_t *st, int level_index, int64_t amount, float cx,
                      float cy, float chip_d, int label)
{
    if (amount <= 0 || chip_d <= 0)
        return 0;
    int counts[STRUCT_MAX_CHIPS];
    gfx_chip_breakdown(st, level_index, amount, counts);
    chip_denom_t def[STRUCT_MAX_CHIPS];
    const chip_denom_t *set = def;
    int n_set;
    if (st && st->n_chips > 0) {
        set = st->chips;
        n_set = st->n_chips;
    } else {
        n_set = gfx_default_chips(def);
    }
    /* stacks, larger denominations first (left) */
    struct { int denom, n; } stacks[GFX_CHIP_STACKS_MAX];
    int ns = 0;
    for (int i = n_set - 1; i >= 0 && ns < GFX_CHIP_STACKS_MAX; i--) {
        int left = counts[i];
        while (left > 0 && ns < GFX_CHIP_STACKS_MAX) {
            int k = left > GFX_CHIP_STACK_MAX ? GFX_CHIP_STACK_MAX : left;
            stacks[ns].denom = i;
            stacks[ns].n = k;
            ns++;
            left -= k;
        }
    }
    float gap = chip_d * 1.06f;
    float width = chip_d + (float)(ns - 1) * gap;
    float x0 = cx - width * 0.5f + chip_d * 0.5f;
    int W = gfx_round(chip_d * g->s), E = gfx_round(CHIP_STEP * g->s);
    float ry = chip_d * 0.5f * CHIP_FLAT;
    /* one soft shadow under the whole pile */
    gfx_shadow(g, cx - width * 0.5f, cy - ry * 1.2f, width, ry * 2.0f, ry, chip_d * 0.18f,
               0x00000070);
    for (int s = 0; s < ns; s++) {
        float sx = x0 + (float)s * gap;
        const chip_denom_t *dn = &set[stacks[s].denom];
        float top_cy = 0;
        for (int c = 0; c < stacks[s].n; c++) {
            top_cy = cy - CHIP_STEP - ry - (float)c * CHIP_STEP;
            chip_draw_px(g, dn->rgb, W, E, gfx_px(g, sx), gfx_py(g, top_cy));
        }
        chip_value(g, sx, top_cy, chip_d, dn);
    }
    if (label) {
        char buf[40];
        gfx_number(g, amount, buf, sizeof buf); /* grouped as the player's language does */
        float size = g->theme.font_small + 1;
        float tw = gfx_text_width(g, buf, size, GFX_FONT_BOLD);
        float pw = tw + 14, ph = size + 8, py = cy + 5;
        gfx_fill_rounded(g, cx - pw * 0.5f, py, pw, ph, ph * 0.5f, 0x0a0f0cb8);
        gfx_text(g, buf, cx, py + ph * 0.5f, size, GFX_FONT_BOLD, g->theme.text,
                 GFX_CENTER | GFX_MIDDLE);
        if (pw > width)
            width = pw;
    }
    return width;
}
