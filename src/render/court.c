/* court.c — the figures on the jack, queen and king: our own vector drawings, a half-figure per
 * rank in the manner of real court cards (crown and beard and sword for the king, tiara, long
 * hair and a rose for the queen, a feathered cap and a halberd for the jack), robed in the suit's
 * colour with gold and a second colour, outlined in ink, and mirrored top to bottom about the
 * card's middle. Drawn with the canvas's paths at the card's real pixel size. */
#include "render/gfx_internal.h"

#include <math.h>
#include <string.h>

#define INK 0x241c16ffu
#define GOLD 0xe2b13cffu
#define GOLD_DARK 0xb98a22ffu
#define SKIN 0xf7dcc2ffu
#define WHITE 0xfbfaf4ffu
#define STEEL 0xc9ced6ffu

typedef struct court_pen {
    gfx_canvas_t *cv;
    float m[6];
    float line; /* outline width, pixels */
    int tiny;   /* under about 30 pixels across: eyes only, hairlines */
    gfx_path_t p;
} court_pen_t;

static void begin(court_pen_t *q)
{
    gfx_path_begin(&q->p, q->m);
}

/* Fill the current path and outline it in ink. */
static void ink(court_pen_t *q, uint32_t fill)
{
    gfx_paint_t f = {GFX_PAINT_SOLID, fill, 0, 0, 0, 0, 0};
    if (fill & 0xff)
        gfx_cv_fill_path(q->cv, &q->p, &f);
    gfx_paint_t o = {GFX_PAINT_SOLID, INK, 0, 0, 0, 0, 0};
    gfx_cv_stroke_path(q->cv, &q->p, &o, q->line);
}

static void fill_only(court_pen_t *q, uint32_t fill)
{
    gfx_paint_t f = {GFX_PAINT_SOLID, fill, 0, 0, 0, 0, 0};
    gfx_cv_fill_path(q->cv, &q->p, &f);
}

static void stroke(court_pen_t *q, uint32_t col, float k)
{
    gfx_paint_t o = {GFX_PAINT_SOLID, col, 0, 0, 0, 0, 0};
    gfx_cv_stroke_path(q->cv, &q->p, &o, q->line * k);
}

static void dot(court_pen_t *q, float x, float y, float r, uint32_t col, int outline)
{
    begin(q);
    gfx_path_ellipse(&q->p, x, y, r, r);
    if (outline)
        ink(q, col);
    else
        fill_only(q, col);
}

/* The robe every figure wears: sleeves in the second colour, the body in the suit's colour, a
 * gold front panel with trim. */
static void robe(court_pen_t *q, uint32_t suit, uint32_t second)
{
    begin(q);
    gfx_path_move(&q->p, 0, 100);
    gfx_path_line(&q->p, 0, 84);
    gfx_path_cubic(&q->p, 6, 74, 22, 68, 36, 66);
    gfx_path_line(&q->p, 64, 66);
    gfx_path_cubic(&q->p, 78, 68, 94, 74, 100, 84);
    gfx_path_line(&q->p, 100, 100);
    gfx_path_close(&q->p);
    ink(q, suit);
    for (int side = 0; side < 2; side++) {
        float s = side ? -1.0f : 1.0f, o = side ? 100.0f : 0.0f;
        begin(q);
        gfx_path_move(&q->p, o + s * 0, 100);
        gfx_path_line(&q->p, o + s * 0, 84);
        gfx_path_cubic(&q->p, o + s * 5, 76, o + s * 12, 72, o + s * 20, 70);
        gfx_path_cubic(&q->p, o + s * 18, 80, o + s * 19, 90, o + s * 22, 100);
        gfx_path_close(&q->p);
        ink(q, second);
        /* gold bands on the sleeve */
        for (int b = 0; b < 2; b++) {
            float y0 = 84 + 8.0f * (float)b;
            begin(q);
            gfx_path_move(&q->p, o + s * 0, y0);
            gfx_path_line(&q->p, o + s * 19.5f, y0 - 4);
            gfx_path_line(&q->p, o + s * 20.3f, y0 - 1);
            gfx_path_line(&q->p, o + s * 0, y0 + 3);
            gfx_path_close(&q->p);
            ink(q, GOLD);
        }
    }
    begin(q);
    gfx_path_move(&q->p, 38, 66);
    gfx_path_line(&q->p, 62, 66);
    gfx_path_line(&q->p, 68, 100);
    gfx_path_line(&q->p, 32, 100);
    gfx_path_close(&q->p);
    ink(q, GOLD);
    /* the front panel's pattern: a diamond lattice of dots in the suit's colour */
    for (int r = 0; r < 3; r++)
        for (int c = -1; c <= 1; c++) {
            float y = 74 + 9.0f * (float)r, x = 50 + 8.0f * (float)c + ((r & 1) ? 4.0f : 0.0f);
            if (x > 38 + (y - 66) * 0.18f + 2 && x < 62 - (y - 66) * -0.18f - 2 && !(r == 1 && c == 0))
                dot(q, x, y, 1.4f, suit, 0);
        }
}

static void neck_and_face(court_pen_t *q, float cy)
{
    begin(q);
    gfx_path_move(&q->p, 44, cy + 8);
    gfx_path_line(&q->p, 56, cy + 8);
    gfx_path_line(&q->p, 57, 68);
    gfx_path_line(&q->p, 43, 68);
    gfx_path_close(&q->p);
    ink(q, gfx_col_scale(SKIN, 0.92f));
    begin(q);
    gfx_path_ellipse(&q->p, 50, cy, 11.5f, 14.5f);
    ink(q, SKIN);
}

/* Eyes, brows, nose; the mouth unless a moustache covers it. */
static void features(court_pen_t *q, float cy, int mouth, uint32_t lips)
{
    if (q->tiny) { /* a face a few pixels wide reads as a face by its eyes alone */
        for (int side = -1; side <= 1; side += 2)
            dot(q, 50 + 4.6f * (float)side, cy - 1.5f, 1.2f, gfx_col_alpha(INK, 0.8f), 0);
        return;
    }
    for (int side = -1; side <= 1; side += 2) {
        float ex = 50 + 4.6f * (float)side;
        dot(q, ex, cy - 1.5f, 1.35f, INK, 0);
        begin(q);
        gfx_path_move(&q->p, ex - 2.6f, cy - 4.8f);
        gfx_path_quad(&q->p, ex, cy - 6.2f, ex + 2.6f, cy - 4.8f);
        stroke(q, INK, 0.8f);
    }
    begin(q);
    gfx_path_move(&q->p, 50.5f, cy - 1);
    gfx_path_line(&q->p, 48.6f, cy + 5);
    gfx_path_line(&q->p, 51, cy + 5.4f);
    stroke(q, INK, 0.7f);
    if (mouth) {
        begin(q);
        gfx_path_move(&q->p, 46.8f, cy + 8.6f);
        gfx_path_quad(&q->p, 50, cy + 10.4f, 53.2f, cy + 8.6f);
        gfx_path_quad(&q->p, 50, cy + 8.2f, 46.8f, cy + 8.6f);
        ink(q, lips);
    }
}

static void king(court_pen_t *q, uint32_t suit, uint32_t second)
{
    const float cy = 44;
    /* the sword behind the shoulder, point up */
    begin(q);
    gfx_path_move(&q->p, 85, 3);
    gfx_path_line(&q->p, 88, 9);
    gfx_path_line(&q->p, 84, 60);
    gfx_path_line(&q->p, 79, 60);
    gfx_path_line(&q->p, 82, 9);
    gfx_path_close(&q->p);
    ink(q, STEEL);
    begin(q);
    gfx_path_move(&q->p, 85, 9);
    gfx_path_line(&q->p, 81.8f, 58);
    stroke(q, 0x8a919cff, 0.7f);
    /* hair falling to the shoulders, behind the face */
    begin(q);
    gfx_path_move(&q->p, 34, 36);
    gfx_path_cubic(&q->p, 31, 50, 31, 60, 35, 68);
    gfx_path_line(&q->p, 65, 68);
    gfx_path_cubic(&q->p, 69, 60, 69, 50, 66, 36);
    gfx_path_close(&q->p);
    ink(q, 0xd9a64aff);
    robe(q, suit, second);
    /* an ermine collar: white with black tails */
    begin(q);
    gfx_path_move(&q->p, 24, 70);
    gfx_path_cubic(&q->p, 34, 62, 66, 62, 76, 70);
    gfx_path_cubic(&q->p, 66, 78, 34, 78, 24, 70);
    gfx_path_close(&q->p);
    ink(q, WHITE);
    for (int i = 0; i < 5; i++)
        dot(q, 31 + 9.5f * (float)i, 70.5f + (i == 0 || i == 4 ? -0.5f : 1.5f), 1.1f, INK, 0);
    neck_and_face(q, cy);
    features(q, cy, 0, 0);
    /* beard and moustache */
    begin(q);
    gfx_path_move(&q->p, 38.5f, cy + 2);
    gfx_path_cubic(&q->p, 38, 58, 44, 66, 50, 69);
    gfx_path_cubic(&q->p, 56, 66, 62, 58, 61.5f, cy + 2);
    gfx_path_cubic(&q->p, 58, cy + 10, 54, cy + 11, 50, cy + 11);
    gfx_path_cubic(&q->p, 46, cy + 11, 42, cy + 10, 38.5f, cy + 2);
    gfx_path_close(&q->p);
    ink(q, 0xd9a64aff);
    for (int i = 0; i < 3; i++) {
        begin(q);
        gfx_path_move(&q->p, 45 + 5.0f * (float)i, cy + 13);
        gfx_path_quad(&q->p, 44 + 6.0f * (float)i, cy + 18, 46 + 4.0f * (float)i, cy + 22);
        stroke(q, 0x9c6d24ff, 0.7f);
    }
    begin(q);
    gfx_path_move(&q->p, 43, cy + 8.5f);
    gfx_path_cubic(&q->p, 46, cy + 5.5f, 54, cy + 5.5f, 57, cy + 8.5f);
    gfx_path_cubic(&q->p, 53, cy + 7.6f, 47, cy + 7.6f, 43, cy + 8.5f);
    gfx_path_close(&q->p);
    ink(q, 0xc8922eff);
    /* the crown */
    begin(q);
    gfx_path_move(&q->p, 36, 31);
    gfx_path_line(&q->p, 35, 10);
    gfx_path_line(&q->p, 42, 19);
    gfx_path_line(&q->p, 46, 5);
    gfx_path_line(&q->p, 50, 17);
    gfx_path_line(&q->p, 54, 5);
    gfx_path_line(&q->p, 58, 19);
    gfx_path_line(&q->p, 65, 10);
    gfx_path_line(&q->p, 64, 31);
    gfx_path_close(&q->p);
    ink(q, GOLD);
    begin(q);
    gfx_path_move(&q->p, 35.6f, 25);
    gfx_path_line(&q->p, 64.4f, 25);
    gfx_path_line(&q->p, 64, 31);
    gfx_path_line(&q->p, 36, 31);
    gfx_path_close(&q->p);
    ink(q, GOLD_DARK);
    for (int i = 0; i < 3; i++)
        dot(q, 42 + 8.0f * (float)i, 28, 1.8f, i == 1 ? second : suit, 1);
    dot(q, 35, 9, 1.6f, GOLD, 1);
    dot(q, 46, 4.5f, 1.6f, GOLD, 1);
    dot(q, 54, 4.5f, 1.6f, GOLD, 1);
    dot(q, 65, 9, 1.6f, GOLD, 1);
    /* the hand on the sword's grip */
    begin(q);
    gfx_path_move(&q->p, 76, 60);
    gfx_path_line(&q->p, 87, 60);
    gfx_path_line(&q->p, 87, 62.5f);
    gfx_path_line(&q->p, 76, 62.5f);
    gfx_path_close(&q->p);
    ink(q, GOLD);
    begin(q);
    gfx_path_ellipse(&q->p, 81.5f, 67, 4.6f, 3.6f);
    ink(q, SKIN);
}

static void queen(court_pen_t *q, uint32_t suit, uint32_t second)
{
    const float cy = 45;
    const uint32_t hair = 0x8c4a22ffu;
    /* long hair behind the face, falling past the shoulders */
    begin(q);
    gfx_path_move(&q->p, 50, 26);
    gfx_path_cubic(&q->p, 30, 26, 32, 48, 28, 62);
    gfx_path_cubic(&q->p, 26, 70, 30, 76, 36, 78);
    gfx_path_line(&q->p, 64, 78);
    gfx_path_cubic(&q->p, 70, 76, 74, 70, 72, 62);
    gfx_path_cubic(&q->p, 68, 48, 70, 26, 50, 26);
    gfx_path_close(&q->p);
    ink(q, hair);
    robe(q, suit, second);
    /* a lace ruff: scallops round the neck */
    begin(q);
    gfx_path_move(&q->p, 32, 68);
    for (int i = 0; i < 6; i++) {
        float x0 = 32 + 6.0f * (float)i;
        gfx_path_quad(&q->p, x0 + 3, 76 - (i == 0 || i == 5 ? 1.0f : 0.0f), x0 + 6, 68);
    }
    gfx_path_cubic(&q->p, 60, 62, 40, 62, 32, 68);
    gfx_path_close(&q->p);
    ink(q, WHITE);
    neck_and_face(q, cy);
    /* the hair's parting over the brow */
    begin(q);
    gfx_path_move(&q->p, 38.5f, cy - 2);
    gfx_path_cubic(&q->p, 39, cy - 14, 48, cy - 15, 50, cy - 10);
    gfx_path_cubic(&q->p, 52, cy - 15, 61, cy - 14, 61.5f, cy - 2);
    gfx_path_cubic(&q->p, 58, cy - 10, 54, cy - 11, 50, cy - 8);
    gfx_path_cubic(&q->p, 46, cy - 11, 42, cy - 10, 38.5f, cy - 2);
    gfx_path_close(&q->p);
    ink(q, hair);
    features(q, cy, 1, 0xc8374aff);
    /* a necklace with a pendant in the suit's colour */
    begin(q);
    gfx_path_move(&q->p, 44, 66);
    gfx_path_quad(&q->p, 50, 72, 56, 66);
    stroke(q, GOLD_DARK, 1.2f);
    dot(q, 50, 70.5f, 1.7f, suit, 1);
    /* the tiara */
    begin(q);
    gfx_path_move(&q->p, 39, 31);
    gfx_path_quad(&q->p, 41, 19, 45, 26);
    gfx_path_quad(&q->p, 50, 10, 55, 26);
    gfx_path_quad(&q->p, 59, 19, 61, 31);
    gfx_path_quad(&q->p, 50, 28, 39, 31);
    gfx_path_close(&q->p);
    ink(q, GOLD);
    dot(q, 50, 20, 2.0f, suit, 1);
    dot(q, 43.5f, 26.5f, 1.3f, second, 1);
    dot(q, 56.5f, 26.5f, 1.3f, second, 1);
    dot(q, 50, 12.5f, 1.5f, GOLD, 1);
    /* the rose in her hand */
    begin(q);
    gfx_path_move(&q->p, 22, 72);
    gfx_path_cubic(&q->p, 20, 62, 22, 52, 20, 42);
    stroke(q, 0x2f6b32ffu, 1.4f);
    begin(q);
    gfx_path_move(&q->p, 21, 56);
    gfx_path_quad(&q->p, 12, 52, 11, 58);
    gfx_path_quad(&q->p, 16, 61, 21, 56);
    gfx_path_close(&q->p);
    ink(q, 0x3f8a42ffu);
    for (int i = 0; i < 5; i++) {
        float a = (float)i * 1.2566f;
        dot(q, 20 + 3.6f * sinf(a), 38 + 3.6f * cosf(a), 3.0f, second == 0xc8102eff ? second : suit, 1);
    }
    dot(q, 20, 38, 2.3f, gfx_col_scale(second == 0xc8102eff ? second : suit, 0.75f), 1);
    begin(q);
    gfx_path_ellipse(&q->p, 22, 72, 4.6f, 3.8f);
    ink(q, SKIN);
}

static void jack(court_pen_t *q, uint32_t suit, uint32_t second)
{
    const float cy = 46;
    const uint32_t hair = 0xd49b2cffu;
    /* the halberd: a staff with a spear point and an axe blade */
    begin(q);
    gfx_path_move(&q->p, 15.5f, 100);
    gfx_path_line(&q->p, 19.5f, 8);
    stroke(q, INK, 3.2f);
    begin(q);
    gfx_path_move(&q->p, 15.5f, 100);
    gfx_path_line(&q->p, 19.5f, 8);
    stroke(q, 0x8a5a2bffu, 1.8f);
    begin(q);
    gfx_path_move(&q->p, 20, 0.5f);
    gfx_path_line(&q->p, 23, 11);
    gfx_path_line(&q->p, 17, 11);
    gfx_path_close(&q->p);
    ink(q, STEEL);
    begin(q);
    gfx_path_move(&q->p, 20, 13);
    gfx_path_cubic(&q->p, 29, 11, 33, 18, 31, 27);
    gfx_path_cubic(&q->p, 27, 23, 23, 22, 19.5f, 23);
    gfx_path_close(&q->p);
    ink(q, STEEL);
    /* curls at the sides */
    for (int side = -1; side <= 1; side += 2) {
        begin(q);
        gfx_path_ellipse(&q->p, 50 + 12.5f * (float)side, cy + 3, 5.5f, 9);
        ink(q, hair);
    }
    robe(q, suit, second);
    /* a plain turned-down collar */
    begin(q);
    gfx_path_move(&q->p, 36, 66);
    gfx_path_line(&q->p, 64, 66);
    gfx_path_line(&q->p, 58, 75);
    gfx_path_line(&q->p, 50, 70);
    gfx_path_line(&q->p, 42, 75);
    gfx_path_close(&q->p);
    ink(q, WHITE);
    neck_and_face(q, cy);
    features(q, cy, 1, 0xc8575aff);
    /* the cap: a soft crown in the suit's colour, a gold band, a feather in the second colour */
    begin(q);
    gfx_path_move(&q->p, 64, 27);
    gfx_path_cubic(&q->p, 72, 14, 84, 6, 97, 4);
    gfx_path_cubic(&q->p, 88, 12, 80, 22, 68, 32);
    gfx_path_close(&q->p);
    ink(q, second);
    begin(q);
    gfx_path_move(&q->p, 66, 29);
    gfx_path_cubic(&q->p, 75, 18, 85, 10, 96, 4.5f);
    stroke(q, WHITE, 0.7f);
    begin(q);
    gfx_path_move(&q->p, 35, 35);
    gfx_path_cubic(&q->p, 32, 18, 50, 10, 62, 14);
    gfx_path_cubic(&q->p, 70, 17, 72, 26, 67, 33);
    gfx_path_close(&q->p);
    ink(q, suit);
    begin(q);
    gfx_path_move(&q->p, 33.5f, 32);
    gfx_path_cubic(&q->p, 45, 27, 58, 26, 69.5f, 29);
    gfx_path_line(&q->p, 69, 34.5f);
    gfx_path_cubic(&q->p, 58, 31.5f, 45, 32.5f, 34, 37.5f);
    gfx_path_close(&q->p);
    ink(q, GOLD);
    dot(q, 51, 31.5f, 1.5f, second, 1);
    /* the hand on the staff */
    begin(q);
    gfx_path_ellipse(&q->p, 16.5f, 72, 4.6f, 3.8f);
    ink(q, SKIN);
}

void gfx_court_figure(gfx_t *g, gfx_canvas_t *face, int rank, uint32_t suit_col, int X0, int Y0, int X1,
                      int Y1, int mirror)
{
    int my = mirror ? (Y0 + Y1) / 2 : Y1;
    if (X1 - X0 < 8 || my - Y0 < 8)
        return;
    gfx_canvas_t half;
    if (gfx_cv_init(g, &half, face->w, face->h) != 0)
        return;
    /* black suits wear red as their second colour, red ones royal blue; a black robe is softened
     * to a deep ink so its outline still reads */
    int reddish = (suit_col >> 24) > 0x90 && ((suit_col >> 16) & 0xff) < 0x60;
    uint32_t second = reddish ? 0x2a4f9eff : 0xc8102eff;
    uint32_t suit = (suit_col >> 24) < 0x30 && ((suit_col >> 16) & 0xff) < 0x30 && ((suit_col >> 8) & 0xff) < 0x30
                        ? 0x1f2633ff
                        : suit_col;
    court_pen_t q;
    memset(&q, 0, sizeof q);
    q.cv = &half;
    float sx = (float)(X1 - X0) / 100.0f, sy = (float)(my - Y0) / 100.0f;
    float m[6] = {sx, 0, (float)X0, 0, sy, (float)Y0};
    memcpy(q.m, m, sizeof m);
    q.tiny = (X1 - X0) < 30;
    q.line = q.tiny ? 0.55f : fmaxf(0.6f, sx * 0.75f);
    if (rank == RANK_K)
        king(&q, suit, second);
    else if (rank == RANK_Q)
        queen(&q, suit, second);
    else
        jack(&q, suit, second);
    /* keep the top half inside the frame, then lay it on the face twice: as drawn, and turned
     * half a turn about the frame's centre */
    for (int y = 0; y < half.h; y++)
        for (int x = 0; x < half.w; x++)
            if (y < Y0 || y >= my || x < X0 || x >= X1)
                memset(half.p + ((size_t)y * (size_t)half.w + (size_t)x) * 4, 0, 4 * sizeof(float));
    for (int y = Y0; y < my; y++)
        for (int x = X0; x < X1; x++) {
            const float *s = half.p + ((size_t)y * (size_t)half.w + (size_t)x) * 4;
            if (s[3] <= 0)
                continue;
            int pts[2][2] = {{x, y}, {X0 + X1 - 1 - x, Y0 + (my - Y0) * 2 - 1 - (y - Y0)}};
            for (int k = 0; k < 1 + (mirror != 0); k++) {
                int px = pts[k][0], py = pts[k][1];
                if (px < 0 || py < 0 || px >= face->w || py >= face->h)
                    continue;
                float *d = face->p + ((size_t)py * (size_t)face->w + (size_t)px) * 4;
                float kk = 1 - s[3];
                for (int j = 0; j < 4; j++)
                    d[j] = s[j] + d[j] * kk;
            }
        }
    gfx_cv_free(g, &half);
}
