/* scene.c — the start screen's picture: the near side of a table seen from a player's chair, in
 * perspective (a flattened oval rising out of the bottom of the window), lit by a lamp over it,
 * with a hand in progress on the cloth — the board, the pot, a stack, the dealer button — all
 * drawn by Felt's own card and chip code. Colours are the theme's. */
#include "render/scene.h"

#include <math.h>
#include <string.h>

#include "render/cards.h"
#include "render/chips.h"
#include "render/gfx_internal.h"
#include "render/tablegfx.h"

/* The table in logical units: its centre far below the window, so only the near arc shows. */
static const float SC_CX = 640, SC_CY = 960, SC_RAIL_RX = 880, SC_RAIL_RY = 440, SC_RAIL_W = 40;

static const gfx_tex_t *scene_table(gfx_t *g, int *y0)
{
    const theme_t *th = &g->theme;
    float s = g->s;
    int X0 = 0, Y0 = (int)floorf(gfx_py(g, SC_CY - SC_RAIL_RY - 160)), X1 = g->out_w, Y1 = g->out_h;
    if (Y0 < 0)
        Y0 = 0;
    *y0 = Y0;
    if (Y1 - Y0 < 2 || X1 - X0 < 2)
        return NULL;
    struct { char tag[4]; int32_t w, h, y0; float s, ox, oy; uint32_t c[6]; } key;
    memset(&key, 0, sizeof key);
    memcpy(key.tag, "SCN", 4);
    key.w = X1 - X0, key.h = Y1 - Y0, key.y0 = Y0;
    key.s = s, key.ox = g->ox, key.oy = g->oy;
    key.c[0] = th->rail, key.c[1] = th->rail_top, key.c[2] = th->felt_centre, key.c[3] = th->felt_edge;
    key.c[4] = th->pinline, key.c[5] = th->shadow;
    const gfx_tex_t *t = gfx_cache_get(g, &key, sizeof key);
    if (t)
        return t;
    gfx_canvas_t cv;
    if (gfx_cv_init(g, &cv, X1 - X0, Y1 - Y0) != 0)
        return NULL;
    float cx = gfx_px(g, SC_CX), cy = gfx_py(g, SC_CY) - (float)Y0;
    float Rx = SC_RAIL_RX * s, Ry = SC_RAIL_RY * s, Fx = (SC_RAIL_RX - SC_RAIL_W) * s,
          Fy = (SC_RAIL_RY - SC_RAIL_W * 0.55f) * s; /* the near rail looks thinner: perspective */
    float top = cy - Ry;
    /* the lamp's light on the room behind the table */
    gfx_shape_t room = {GFX_SHAPE_RRECT, 0, 0, (float)cv.w, (float)cv.h, 0};
    gfx_paint_t glow = {GFX_PAINT_RADIAL, gfx_col_alpha(th->felt_centre, 0.30f), gfx_col_alpha(th->felt_centre, 0),
                        cx, top + 40 * s, 760 * s, 220 * s};
    gfx_cv_shape(&cv, &room, &glow, 0, 0, 0);
    /* the table's shadow on the floor, then the rail: leather, its far lip catching the light */
    gfx_shape_t sh = {GFX_SHAPE_ELLIPSE, cx - Rx - 10 * s, cy - Ry + 16 * s, 2 * Rx + 20 * s, 2 * Ry, 0};
    gfx_paint_t shp = {GFX_PAINT_SOLID, gfx_col_alpha(th->shadow, 0.9f), 0, 0, 0, 0, 0};
    gfx_cv_shape(&cv, &sh, &shp, 0, 26 * s, 0);
    gfx_shape_t rail = {GFX_SHAPE_ELLIPSE, cx - Rx, cy - Ry, 2 * Rx, 2 * Ry, 0};
    gfx_paint_t railp = {GFX_PAINT_VERTICAL, gfx_col_scale(th->rail_top, 1.15f), th->rail, 0, top, 0,
                         top + 3 * SC_RAIL_W * s};
    gfx_cv_shape(&cv, &rail, &railp, 0, 0, 0);
    gfx_paint_t lip = {GFX_PAINT_SOLID, gfx_col_alpha(gfx_col_scale(th->rail_top, 1.6f), 0.55f), 0, 0, 0, 0, 0};
    gfx_cv_shape(&cv, &rail, &lip, 1.6f * s, 0.8f * s, 0);
    /* the cloth: brightest under the lamp, darker toward the rail, in the rail's shadow at the
     * edge; the gold pin-line between them */
    gfx_shape_t felt = {GFX_SHAPE_ELLIPSE, cx - Fx, cy - Fy, 2 * Fx, 2 * Fy, 0};
    gfx_paint_t feltp = {GFX_PAINT_RADIAL, gfx_col_scale(th->felt_centre, 1.12f), th->felt_edge,
                         cx, top + 170 * s, 720 * s, 230 * s};
    gfx_cv_shape(&cv, &felt, &feltp, 0, 0, 0);
    gfx_paint_t edge = {GFX_PAINT_SOLID, gfx_col_alpha(th->shadow, 0.55f), 0, 0, 0, 0, 0};
    gfx_cv_shape(&cv, &felt, &edge, 12 * s, 10 * s, 0);
    gfx_shape_t pin = {GFX_SHAPE_ELLIPSE, cx - Fx - 3 * s, cy - Fy - 3 * s, 2 * Fx + 6 * s, 2 * Fy + 6 * s, 0};
    gfx_paint_t pinp = {GFX_PAINT_SOLID, th->pinline, 0, 0, 0, 0, 0};
    gfx_cv_shape(&cv, &pin, &pinp, fmaxf(1.0f, 1.6f * s), 0, 0);
    /* the pool of light on the cloth */
    gfx_shape_t pool = {GFX_SHAPE_ELLIPSE, cx - 460 * s, top + 70 * s, 920 * s, 190 * s, 0};
    gfx_paint_t poolp = {GFX_PAINT_RADIAL, gfx_col_alpha(gfx_col_scale(th->felt_centre, 1.9f), 0.22f),
                         gfx_col_alpha(th->felt_centre, 0), cx, top + 165 * s, 460 * s, 95 * s};
    gfx_cv_shape(&cv, &pool, &poolp, 0, 0, 0);
    t = gfx_cv_to_cache(g, &cv, &key, sizeof key, 0, 0);
    gfx_cv_free(g, &cv);
    return t;
}

/* A stack of n chips of one denomination, its base at (cx, base), with a soft shadow. */
static void stack(gfx_t *g, float cx, float base, float d, int n, const chip_denom_t *c)
{
    gfx_fill_ellipse(g, cx + 3, base + d * 0.30f, d * 0.62f, d * 0.24f, gfx_col_alpha(g->theme.shadow, 0.55f));
    for (int i = 0; i < n; i++)
        gfx_chip(g, cx, base - (float)i * d * 0.12f, d, c);
}

/* A card lying on the cloth, with its shadow. */
static void card_on_felt(gfx_t *g, card_t c, float cx, float cy, float w, int face_up)
{
    float h = w * GFX_CARD_ASPECT;
    gfx_shadow(g, cx - w * 0.5f + 2, cy - h * 0.5f + 5, w, h, w * 0.09f, 9, gfx_col_alpha(g->theme.shadow, 0.8f));
    if (face_up)
        gfx_card(g, c, cx, cy, w, 1.0f, 0.0f, 0.0f);
    else
        gfx_card_back(g, cx, cy, w, 1.0f);
}

void gfx_start_scene(gfx_t *g)
{
    int y0;
    const gfx_tex_t *t = scene_table(g, &y0);
    if (t)
        gfx_blit_px(g, t, 0, y0, t->w, t->h, 0xffffffff);
    /* a hand on the turn: four cards up, the river still to come; the pot beside them, the
     * others' stacks at the far rail, and nearest, the player's own cards and chips (larger:
     * closer) with the dealer button */
    static const int RANK[4] = {12, 11, 5, 10}, SUIT[4] = {3, 2, 1, 3}; /* As Kh 7d Qs */
    const float w = 60, gap = 68, by = 598;
    for (int i = 0; i < 5; i++) {
        float x = 640 + (float)(i - 2) * gap;
        card_on_felt(g, i < 4 ? card_make(RANK[i], SUIT[i]) : CARD_NONE, x, by, w, i < 4);
    }
    chip_denom_t ch[STRUCT_MAX_CHIPS];
    int n = gfx_default_chips(ch);
    if (n >= 4) {
        /* the pot, left of the board */
        stack(g, 420, 606, 30, 7, &ch[2]);
        stack(g, 452, 612, 30, 4, &ch[1]);
        stack(g, 400, 630, 30, 3, &ch[3]);
        /* the others' stacks, far off by the rail */
        stack(g, 236, 646, 26, 8, &ch[3]);
        stack(g, 1036, 624, 26, 6, &ch[2]);
        stack(g, 1060, 630, 26, 5, &ch[3]);
        /* the player's own, near */
        stack(g, 858, 696, 42, 9, &ch[3]);
        stack(g, 906, 704, 42, 6, &ch[2]);
        stack(g, 880, 724, 42, 4, &ch[1]);
    }
    /* the player's hand, held low at the near edge */
    card_on_felt(g, card_make(12, 2), 604, 712, 88, 1);
    card_on_felt(g, card_make(11, 2), 676, 706, 88, 1);
    gfx_marker(g, 520, 690, GFX_MARK_BUTTON, 0);
}
