/* gfx.h — Felt's drawing context: a 1280x720 logical space mapped onto the output's real pixels
 * (HiDPI-sharp, letterboxed, never stretched), anti-aliased shapes and cached text. Every call
 * takes logical coordinates; every texture is rasterised at real pixel size. Draws only: it
 * never reads game state. */
#ifndef FELT_GFX_H
#define FELT_GFX_H

#include <SDL.h>
#include <stddef.h>
#include <stdint.h>

#include "render/theme.h"

enum { GFX_LOGICAL_W = 1280, GFX_LOGICAL_H = 720 };

typedef struct gfx gfx_t;

/* Create a context drawing through r (any renderer; the software one is fine). t is copied.
 * font_dir_or_NULL: a directory holding DejaVuSans.ttf and DejaVuSans-Bold.ttf; NULL searches
 * $FELT_FONT_DIR, then asks fontconfig for DejaVu Sans, else takes fontconfig's sans-serif in
 * its place (gfx_font_note says so), else looks where distributions put DejaVu. Returns NULL
 * with a message in err only if no font at all can be had or SDL_ttf fails (the caller shows it
 * and quits; nothing is drawn without text).
 * The renderer must outlive the context. */
gfx_t *gfx_create(SDL_Renderer *r, const theme_t *t, const char *font_dir_or_NULL, char *err,
                  size_t errlen);
void gfx_destroy(gfx_t *g);
/* "" when the DejaVu fonts were found; else one sentence saying which font is missing and
 * which one stands in for it (for the screen: the game goes on with it). */
const char *gfx_font_note(const gfx_t *g);

/* The theme in use (read-only). */
const theme_t *gfx_theme(const gfx_t *g);

/* Re-read the output size (SDL_GetRendererOutputSize, or the size of the render target texture
 * if one is set); if it or the scale changed, every cached
 * texture is dropped and rebuilt at the new size on first use. Cheap when nothing changed, so
 * it may be called every frame (gfx_begin_frame does). */
void gfx_resize(gfx_t *g);
float gfx_scale(const gfx_t *g); /* real pixels per logical unit */

/* Mouse coordinates in window points (as SDL events give them) -> logical units, HiDPI-aware:
 * points are converted to pixels with the window's pixel/point ratio first. */
void gfx_window_to_logical(const gfx_t *g, SDL_Window *w, int wx, int wy, float *lx, float *ly);

/* The whole output in logical units: (0,0)-(1280,720) plus the letterbox margins. */
/* The inverse: a logical point in window coordinates (what a mouse event carries). */
void gfx_logical_to_window(const gfx_t *g, SDL_Window *w, float lx, float ly, float *wx, float *wy);
/* How many texts have been cut with an ellipsis (gfx_text_fit, gfx_text_wrap's long words) and
 * drawn smaller to fit (gfx_text_squeeze) so far: the difference around a widget's drawing says
 * whether its text fitted (the widget dump). */
void gfx_text_counts(const gfx_t *g, unsigned *cut, unsigned *squeezed);
void gfx_logical_bounds(const gfx_t *g, float *x0, float *y0, float *x1, float *y1);

/* Start a frame (gfx_resize, clear to the theme background, reset clip and alpha) and present
 * it. gfx_end_frame also ages the caches (LRU eviction happens between frames). */
void gfx_begin_frame(gfx_t *g);
void gfx_end_frame(gfx_t *g);
/* Like gfx_end_frame without SDL_RenderPresent (drawing into a target or for a screenshot). */
void gfx_finish_frame(gfx_t *g);

/* Shapes. Colours are 0xRRGGBBAA. Edges are anti-aliased with coverage computed from exact
 * signed distances at real pixel size (one pixel of ramp). Strokes lie inside the given shape:
 * a stroke of width w on a rect covers its outer w units. */
void gfx_fill_rect(gfx_t *g, float x, float y, float w, float h, uint32_t rgba);
void gfx_fill_rounded(gfx_t *g, float x, float y, float w, float h, float radius, uint32_t rgba);
void gfx_fill_rounded_gradient(gfx_t *g, float x, float y, float w, float h, float radius,
                               uint32_t top, uint32_t bottom);
void gfx_stroke_rounded(gfx_t *g, float x, float y, float w, float h, float radius, float width,
                        uint32_t rgba);
void gfx_fill_ellipse(gfx_t *g, float cx, float cy, float rx, float ry, uint32_t rgba);
void gfx_stroke_ellipse(gfx_t *g, float cx, float cy, float rx, float ry, float width,
                        uint32_t rgba);
void gfx_line(gfx_t *g, float x0, float y0, float x1, float y1, float width, uint32_t rgba);
/* A soft shadow of a rounded rect: the shape blurred by `blur` units (drawn around and under
 * the rect; draw the shape itself after). */
void gfx_shadow(gfx_t *g, float x, float y, float w, float h, float radius, float blur,
                uint32_t rgba);
/* A soft arc ring for timers: the part of an ellipse ring from 12 o'clock clockwise over
 * `fraction` (0..1) of the turn. */
void gfx_stroke_ring_arc(gfx_t *g, float x, float y, float w, float h, float radius, float width,
                         float fraction, uint32_t rgba);

/* Clip everything after to a logical rect (nesting not supported); gfx_unclip removes it. */
void gfx_clip(gfx_t *g, float x, float y, float w, float h);
void gfx_unclip(gfx_t *g);
/* Global opacity multiplier (0..1) for everything drawn after, until changed or the next frame. */
void gfx_set_alpha(gfx_t *g, float a);
float gfx_get_alpha(const gfx_t *g);

/* Text alignment: one horizontal | one vertical flag. GFX_TOP puts the line's top at y,
 * GFX_MIDDLE centres capital letters on y, GFX_BOTTOM puts the line's bottom at y,
 * GFX_BASELINE the baseline. */
enum { GFX_LEFT = 0, GFX_CENTER = 1, GFX_RIGHT = 2, GFX_TOP = 0, GFX_MIDDLE = 4,
       GFX_BOTTOM = 8, GFX_BASELINE = 12 };
typedef enum gfx_font { GFX_FONT_REGULAR, GFX_FONT_BOLD, GFX_FONT_COUNT } gfx_font_t;

/* Draw UTF-8 text; size is the font size in logical pixels. Returns the width drawn (logical).
 * Text textures are cached (LRU, bounded) by text, pixel size and font; colour and alpha are
 * applied at draw time, so one cached texture serves every colour. NULL or "" draws nothing. */
float gfx_text(gfx_t *g, const char *utf8, float x, float y, float size, gfx_font_t f,
               uint32_t rgba, int align);
float gfx_text_width(gfx_t *g, const char *utf8, float size, gfx_font_t f);
/* The player's text size: text from 11 to 16 units is drawn `boost` times larger, up to 16
 * (1 = as laid out). Everything measured goes through the same rule, so fitting still fits. */
void gfx_set_text_boost(gfx_t *g, float boost);
float gfx_get_text_boost(const gfx_t *g);
/* How the drawing writes a number of chips (the chip piles' labels): the app hands down its
 * formatter for the player's language (render may not reach up to the app); NULL, the default,
 * is text_group's English "1,450". The function writes into buf and returns it. */
typedef char *(*gfx_number_fn)(int64_t v, char *buf, size_t len);
void gfx_set_number_words(gfx_t *g, gfx_number_fn fn);
char *gfx_number(const gfx_t *g, int64_t v, char *buf, size_t len);
/* Height of one line (logical) at size: the font's line skip. */
float gfx_text_line_height(gfx_t *g, float size, gfx_font_t f);
/* Like gfx_text, but cut with "…" to fit max_w. */
float gfx_text_fit(gfx_t *g, const char *utf8, float x, float y, float max_w, float size,
                   gfx_font_t f, uint32_t rgba, int align);
/* Like gfx_text_fit, but first drawn smaller (down to min_size) rather than cut: for lines whose
 * end matters (an ante, an amount) in a fixed panel at a large text size. */
float gfx_text_squeeze(gfx_t *g, const char *utf8, float x, float y, float max_w, float size,
                       float min_size, gfx_font_t f, uint32_t rgba, int align);
/* Word-wrapped at spaces (and at '\n'), left-aligned, top at y; a word wider than max_w is cut
 * with "…". Returns the height used (lines * (line height + line_gap) - line_gap). rgba alpha 0
 * measures without drawing. */
float gfx_text_wrap(gfx_t *g, const char *utf8, float x, float y, float max_w, float size,
                    gfx_font_t f, uint32_t rgba, float line_gap);

/* Statistics for tests and the benchmark. */
typedef struct gfx_stats {
    int textures;           /* cached textures alive */
    size_t texture_bytes;   /* their pixel memory */
    long long cache_hits, cache_misses, evictions;
} gfx_stats_t;
void gfx_get_stats(const gfx_t *g, gfx_stats_t *s);

#endif
