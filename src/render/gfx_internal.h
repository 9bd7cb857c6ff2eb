/* gfx_internal.h — what the render modules share behind gfx.h: the context's fields, the
 * texture cache, and the software rasteriser ("canvas") that draws anti-aliased shapes, gradients
 * and glyphs into premultiplied float pixels at real pixel size before they become textures.
 * Private to src/render/: the game includes gfx.h, cards.h, chips.h, tablegfx.h, sfx.h. */
#ifndef FELT_GFX_INTERNAL_H
#define FELT_GFX_INTERNAL_H

#include <SDL.h>
#include <SDL_ttf.h>

#include "render/cards.h"
#include "render/gfx.h"

/* ---- texture cache: byte-string keys, LRU, bounded by bytes and entries ---- */
typedef struct gfx_tex {
    SDL_Texture *tex;
    int w, h;        /* pixels */
    float a, b;      /* free for the producer: e.g. a text's ascent, a shape's anchor */
} gfx_tex_t;

typedef struct gfx_cache_entry gfx_cache_entry_t;

enum { GFX_FONT_SLOTS = 48, GFX_CACHE_BUCKETS = 4096, GFX_MEASURE_SLOTS = 2048,
       GFX_BAKE_SLOTS = 4096, GFX_SCRATCH_SLOTS = 4 };

typedef struct gfx_font_slot {
    int face, px;
    TTF_Font *font;
    int ascent, height, cap, skip;
    unsigned long long used;
} gfx_font_slot_t;

struct gfx {
    SDL_Renderer *r;
    theme_t theme;
    int out_w, out_h;
    float s, ox, oy;       /* pixel = offset + logical * s */
    float alpha;           /* global opacity */
    unsigned n_cut, n_squeezed; /* texts cut with an ellipsis / drawn smaller to fit, ever */
    float text_boost;      /* small print (11-16 units) grows by this, up to 16; 0/1 = off */
    gfx_number_fn number;  /* chips as the player's language groups them (gfx_set_number_words) */
    int clipping;
    unsigned long long frame;
    /* fonts */
    void *font_data[GFX_FONT_COUNT];
    size_t font_size[GFX_FONT_COUNT];
    char font_note[512];        /* gfx_font_note: what stands in for a missing font, or "" */
    gfx_font_slot_t fonts[GFX_FONT_SLOTS];
    unsigned long long font_clock;
    int ttf_inited;
    /* cache */
    gfx_cache_entry_t *buckets[GFX_CACHE_BUCKETS];
    gfx_cache_entry_t *lru_head, *lru_tail; /* head = most recently used */
    int n_entries;
    size_t bytes, budget;
    long long hits, misses, evictions;
    /* cards */
    gfx_card_opts_t card_opts;
    /* gfx_background waits for the next draw: if that is gfx_table, one opaque copy of the
     * background with the table composited in replaces two large blended copies */
    int bg_pending;
    /* measured text widths (pixels), direct-mapped by a hash of (text, size, font, purpose):
     * plates fit their names every frame, and that must not cost a layout pass each time */
    struct { uint64_t key; int value; } measure[GFX_MEASURE_SLOTS];
    /* colour-baked textures are made only for what is asked for on several frames; an animated
     * colour draws a white mask tinted instead, so it never rasterises a texture per frame */
    struct { uint64_t key; unsigned long long last_frame; int frames; } bake[GFX_BAKE_SLOTS];
    struct { float *p; size_t cap; int busy; } scratch[GFX_SCRATCH_SLOTS];
    /* ink box per font pixel of the card glyphs (ranks, suits), measured once */
    struct { uint64_t key; float w, h; } ink[64];
};

/* Find a cached texture (and mark it used this frame) or NULL. */
const gfx_tex_t *gfx_cache_get(gfx_t *g, const void *key, size_t keylen);
/* Store a texture under key (taking ownership); returns the stored entry (never NULL unless
 * tex is NULL). Eviction of old entries happens at gfx_end_frame / when far over budget. */
const gfx_tex_t *gfx_cache_put(gfx_t *g, const void *key, size_t keylen, SDL_Texture *tex, float a,
                         float b);
void gfx_cache_clear(gfx_t *g);
void gfx_cache_trim(gfx_t *g);

/* ---- transform and blits ---- */
static inline float gfx_px(const gfx_t *g, float x) { return g->ox + x * g->s; }
static inline float gfx_py(const gfx_t *g, float y) { return g->oy + y * g->s; }
static inline int gfx_round(float v) { return (int)SDL_floorf(v + 0.5f); }
/* Draw a cached texture at pixel rect (x, y, w, h) tinted by rgba (times the global alpha). */
void gfx_blit_px(gfx_t *g, const gfx_tex_t *t, int x, int y, int w, int h, uint32_t rgba);
/* Same with a float destination (used for flips and slides). */
void gfx_blit_pxf(gfx_t *g, const gfx_tex_t *t, float x, float y, float w, float h, uint32_t rgba);

/* Draw the background gfx_background asked for, if it is still waiting (tablegfx.c). */
void gfx_flush_background(gfx_t *g);

/* Fonts: the slot for (face, pixel size), opened on demand; NULL on failure. */
gfx_font_slot_t *gfx_font(gfx_t *g, gfx_font_t face, int px);
/* Render text white at pixel size into a new ARGB8888 surface (caller frees), NULL on failure. */
SDL_Surface *gfx_text_surface(gfx_t *g, const char *utf8, gfx_font_t face, int px);

/* One layer of a composite box, relative to the box (x, y, w, h) given to gfx_layers, in logical
 * units: the layer's rect is (x + dx, y + dy, w + dw, h + dh). c1 != c0 (and != 0) paints a
 * vertical gradient; blur > 0 makes a soft shadow; stroke > 0 a band inside the edge; arc in
 * (0,1) a clock arc; arc < 0 skips the layer. */
typedef struct gfx_layer {
    float dx, dy, dw, dh;
    float radius, stroke, blur;
    uint32_t c0, c1;
    float arc;
    int ellipse;
} gfx_layer_t;
/* Rasterise the layers (bottom first) into one cached texture with their colours baked in, and
 * draw it: one plain copy a frame, the software renderer's fastest path. */
void gfx_layers(gfx_t *g, float x, float y, float w, float h, const gfx_layer_t *layers, int n);

/* ---- canvas: premultiplied float RGBA, software rasterised with coverage anti-aliasing ---- */
typedef struct gfx_canvas {
    int w, h;
    float *p; /* w*h*4, premultiplied */
    int slot; /* the context's scratch buffer it borrows, or -1 if it owns p */
} gfx_canvas_t;

typedef enum gfx_shape_kind { GFX_SHAPE_RRECT, GFX_SHAPE_ELLIPSE } gfx_shape_kind_t;
typedef struct gfx_shape {
    gfx_shape_kind_t kind;
    float x, y, w, h, r; /* pixels; r = corner radius for RRECT */
} gfx_shape_t;

typedef enum gfx_paint_kind { GFX_PAINT_SOLID, GFX_PAINT_VERTICAL, GFX_PAINT_RADIAL } gfx_paint_kind_t;
typedef struct gfx_paint {
    gfx_paint_kind_t kind;
    uint32_t c0, c1;        /* 0xRRGGBBAA; SOLID uses c0 */
    float x0, y0, x1, y1;   /* VERTICAL: y0 -> y1; RADIAL: centre (x0, y0), radii (x1, y1) */
} gfx_paint_t;

/* A canvas cleared to transparent, borrowing one of the context's scratch buffers (fresh pages
 * cost a page fault each, which dominates rasterising on a virtual machine). 0 ok, -1 out of
 * memory. Every gfx_cv_init is paired with a gfx_cv_free. */
int gfx_cv_init(gfx_t *g, gfx_canvas_t *c, int w, int h);
void gfx_cv_free(gfx_t *g, gfx_canvas_t *c);
/* Give back scratch buffers over a few MiB (gfx_end_frame: a table at 2x is not kept around). */
void gfx_cv_trim(gfx_t *g);
/* Composite a shape ("over"): stroke = 0 fills, > 0 strokes a band of that width inside the
 * edge; blur = 0 gives a one-pixel anti-aliased edge, > 0 a soft (erf) edge that wide.
 * arc in (0,1) keeps only the part from 12 o'clock clockwise over that fraction. */
void gfx_cv_shape(gfx_canvas_t *c, const gfx_shape_t *s, const gfx_paint_t *p, float stroke, float blur,
               float arc);
/* Signed distance of pixel point (x, y) to the shape's edge (negative inside). */
float gfx_cv_sdf(const gfx_shape_t *s, float x, float y);
/* Composite a white-on-alpha surface (text from gfx_text_surface) tinted rgba at (x, y);
 * rot180 turns it upside down (for the bottom-right card index and lower pips). */
void gfx_cv_blit_mask(gfx_canvas_t *c, const SDL_Surface *m, int x, int y, uint32_t rgba, int rot180);
/* Same, scaled to fit box (x, y, w, h) with bilinear sampling (large suit symbols). */
void gfx_cv_blit_mask_scaled(gfx_canvas_t *c, const SDL_Surface *m, float x, float y, float w, float h,
                          uint32_t rgba, int rot180);
/* Multiply the canvas's alpha (and colour, as it is premultiplied) by a shape's coverage:
 * clips everything drawn so far to the shape (card faces to their rounded corners). */
void gfx_cv_clip_to(gfx_canvas_t *c, const gfx_shape_t *s);
/* ---- paths: polygons and Bezier curves, filled (non-zero winding) or stroked ---- */
enum { GFX_PATH_MAX = 1024, GFX_PATH_SUBS = 48 };
typedef struct gfx_path {
    float x[GFX_PATH_MAX], y[GFX_PATH_MAX]; /* pixels, after the transform */
    int n;
    int start[GFX_PATH_SUBS], closed[GFX_PATH_SUBS], ns;
    float m[6]; /* design units -> pixels: X = m0 x + m1 y + m2, Y = m3 x + m4 y + m5 */
} gfx_path_t;
/* Start an empty path whose points are mapped by m (NULL: identity). */
void gfx_path_begin(gfx_path_t *p, const float m[6]);
void gfx_path_move(gfx_path_t *p, float x, float y);
void gfx_path_line(gfx_path_t *p, float x, float y);
void gfx_path_quad(gfx_path_t *p, float cx, float cy, float x, float y);
void gfx_path_cubic(gfx_path_t *p, float c1x, float c1y, float c2x, float c2y, float x, float y);
void gfx_path_close(gfx_path_t *p);
/* A closed ellipse as its own sub-path. */
void gfx_path_ellipse(gfx_path_t *p, float cx, float cy, float rx, float ry);
/* Fill (non-zero winding; every sub-path closed) with exact horizontal and 5-level vertical
 * coverage per pixel; painted with p's paint, composited over. */
void gfx_cv_fill_path(gfx_canvas_t *c, const gfx_path_t *path, const gfx_paint_t *paint);
/* Stroke every sub-path with round joins and caps, width in pixels. */
void gfx_cv_stroke_path(gfx_canvas_t *c, const gfx_path_t *path, const gfx_paint_t *paint, float width);
/* The figure of a jack, queen or king (rank) in the pixel frame (X0, Y0)-(X1, Y1) of face: with
 * mirror, the top half drawn and the bottom half the same turned half a turn, as on a real card;
 * without, the half-figure fills the frame (court.c). */
void gfx_court_figure(gfx_t *g, gfx_canvas_t *face, int rank, uint32_t suit_col, int X0, int Y0, int X1,
                      int Y1, int mirror);
/* Make a texture (straight alpha, ordered-dithered to 8 bits) and cache it. NULL on failure. */
const gfx_tex_t *gfx_cv_to_cache(gfx_t *g, gfx_canvas_t *c, const void *key, size_t keylen, float a,
                           float b);

static inline float gfx_col_a(uint32_t c) { return (float)(c & 0xff) / 255.0f; }
static inline uint32_t gfx_col_alpha(uint32_t c, float a)
{
    float v = (float)(c & 0xff) * (a < 0 ? 0 : a > 1 ? 1 : a);
    return (c & 0xffffff00u) | (uint32_t)(v + 0.5f);
}
uint32_t gfx_col_mix(uint32_t a, uint32_t b, float t);   /* a..b, alpha too */
uint32_t gfx_col_scale(uint32_t c, float k);             /* rgb * k (lighten > 1, darken < 1) */

#endif
