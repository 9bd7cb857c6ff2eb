/* gfx.c — the drawing context (gfx.h): the logical-to-pixel transform, the texture cache, fonts
 * and text, and the anti-aliased primitives. Shapes are rasterised once per pixel size into
 * white coverage masks (gfx_canvas.c) and tinted at draw time, so a frame is mostly texture
 * copies, which even the software renderer does quickly. Never allocates a surface for a
 * shape or string it has already drawn at this size. */
#include "render/gfx_internal.h"

#include <assert.h>
#include <fontconfig/fontconfig.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/text.h"

/* ---- colours -------------------------------------------------------------------------------- */

uint32_t gfx_col_mix(uint32_t a, uint32_t b, float t)
{
    t = t < 0 ? 0 : t > 1 ? 1 : t;
    uint32_t out = 0;
    for (int sh = 0; sh < 32; sh += 8) {
        float x = (float)((a >> sh) & 0xff), y = (float)((b >> sh) & 0xff);
        out |= (uint32_t)(x + (y - x) * t + 0.5f) << sh;
    }
    return out;
}

uint32_t gfx_col_scale(uint32_t c, float k)
{
    uint32_t out = c & 0xff;
    for (int sh = 8; sh < 32; sh += 8) {
        float v = (float)((c >> sh) & 0xff) * k;
        out |= (uint32_t)(v > 255 ? 255 : v < 0 ? 0 : v + 0.5f) << sh;
    }
    return out;
}

/* ---- cache ---------------------------------------------------------------------------------- */

struct gfx_cache_entry {
    gfx_tex_t t;
    uint64_t hash;
    size_t keylen, bytes;
    unsigned long long used;
    gfx_cache_entry_t *next_in_bucket;
    gfx_cache_entry_t *prev, *next; /* LRU list */
    unsigned char key[];
};

enum { CACHE_MAX_ENTRIES = 6000 };

static uint64_t hash_key(const void *key, size_t n)
{
    const unsigned char *p = key;
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < n; i++) {
        h ^= p[i];
        h *= 1099511628211ull;
    }
    return h;
}

static void lru_unlink(gfx_t *g, gfx_cache_entry_t *e)
{
    if (e->prev)
        e->prev->next = e->next;
    else
        g->lru_head = e->next;
    if (e->next)
        e->next->prev = e->prev;
    else
        g->lru_tail = e->prev;
    e->prev = e->next = NULL;
}

static void lru_push_front(gfx_t *g, gfx_cache_entry_t *e)
{
    e->prev = NULL;
    e->next = g->lru_head;
    if (g->lru_head)
        g->lru_head->prev = e;
    g->lru_head = e;
    if (!g->lru_tail)
        g->lru_tail = e;
}

/* Has key been asked for on at least three frames (this one included)? A 4-way associative
 * table: the least recently asked-for of four candidate slots gives way, so keys that share a
 * slot never keep resetting each other. */
static int bake_worthy(gfx_t *g, const void *key, size_t keylen)
{
    uint64_t h = hash_key(key, keylen) | 1;
    size_t base = (size_t)(h >> 40) % (GFX_BAKE_SLOTS / 4) * 4, victim = base;
    for (size_t i = base; i < base + 4; i++) {
        if (g->bake[i].key == h) {
            if (g->bake[i].last_frame != g->frame) {
                g->bake[i].last_frame = g->frame;
                g->bake[i].frames++;
            }
            return g->bake[i].frames >= 3;
        }
        if (g->bake[i].last_frame < g->bake[victim].last_frame)
            victim = i;
    }
    g->bake[victim].key = h;
    g->bake[victim].frames = 1;
    g->bake[victim].last_frame = g->frame;
    return 0;
}

const gfx_tex_t *gfx_cache_get(gfx_t *g, const void *key, size_t keylen)
{
    uint64_t h = hash_key(key, keylen);
    for (gfx_cache_entry_t *e = g->buckets[h % GFX_CACHE_BUCKETS]; e; e = e->next_in_bucket) {
        if (e->hash == h && e->keylen == keylen && !memcmp(e->key, key, keylen)) {
            e->used = g->frame;
            if (g->lru_head != e) {
                lru_unlink(g, e);
                lru_push_front(g, e);
            }
            g->hits++;
            return &e->t;
        }
    }
    g->misses++;
    return NULL;
}

static void entry_free(gfx_t *g, gfx_cache_entry_t *e)
{
    gfx_cache_entry_t **pp = &g->buckets[e->hash % GFX_CACHE_BUCKETS];
    while (*pp != e)
        pp = &(*pp)->next_in_bucket;
    *pp = e->next_in_bucket;
    lru_unlink(g, e);
    g->bytes -= e->bytes;
    g->n_entries--;
    SDL_DestroyTexture(e->t.tex);
    free(e);
}

const gfx_tex_t *gfx_cache_put(gfx_t *g, const void *key, size_t keylen, SDL_Texture *tex, float a,
                         float b)
{
    if (!tex)
        return NULL;
    gfx_cache_entry_t *e = malloc(sizeof *e + keylen);
    if (!e) {
        SDL_DestroyTexture(tex);
        return NULL;
    }
    memset(e, 0, sizeof *e);
    SDL_QueryTexture(tex, NULL, NULL, &e->t.w, &e->t.h);
    e->t.tex = tex;
    e->t.a = a;
    e->t.b = b;
    e->hash = hash_key(key, keylen);
    e->keylen = keylen;
    e->bytes = (size_t)e->t.w * (size_t)e->t.h * 4;
    e->used = g->frame;
    memcpy(e->key, key, keylen);
    gfx_cache_entry_t **bucket = &g->buckets[e->hash % GFX_CACHE_BUCKETS];
    e->next_in_bucket = *bucket;
    *bucket = e;
    lru_push_front(g, e);
    g->bytes += e->bytes;
    g->n_entries++;
    /* Far over budget within one frame (a burst of new strings): evict now, oldest first, but
     * never what this frame has drawn. */
    if (g->bytes > g->budget * 2 || g->n_entries > CACHE_MAX_ENTRIES * 2)
        gfx_cache_trim(g);
    return &e->t;
}

void gfx_cache_trim(gfx_t *g)
{
    while (g->lru_tail && (g->bytes > g->budget || g->n_entries > CACHE_MAX_ENTRIES) &&
           g->lru_tail->used != g->frame) {
        entry_free(g, g->lru_tail);
        g->evictions++;
    }
}

void gfx_cache_clear(gfx_t *g)
{
    while (g->lru_tail)
        entry_free(g, g->lru_tail);
}

/* ---- fonts ---------------------------------------------------------------------------------- */

static const char *const FONT_FILES[GFX_FONT_COUNT] = {"DejaVuSans.ttf", "DejaVuSans-Bold.ttf"};
/* What fontconfig is asked for: DejaVu Sans (its suit glyphs draw the cards), then the
 * system's sans-serif, which stands in when DejaVu is not installed (and the screen says so). */
static const char *const FONT_PATTERNS[GFX_FONT_COUNT] = {"DejaVu Sans:style=Book", "DejaVu Sans:style=Bold"};
static const char *const FONT_SUBSTITUTES[GFX_FONT_COUNT] = {"sans-serif", "sans-serif:bold"};
/* The fallback when fontconfig finds nothing at all: where Debian and Fedora put DejaVu. */
static const char *const FONT_DIRS[] = {"/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/dejavu-sans-fonts"};

static void *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    void *buf = NULL;
    if (fseek(f, 0, SEEK_END) == 0) {
        long n = ftell(f);
        if (n > 0 && n < (64L << 20) && fseek(f, 0, SEEK_SET) == 0) {
            buf = malloc((size_t)n);
            if (buf && fread(buf, 1, (size_t)n, f) != (size_t)n) {
                free(buf);
                buf = NULL;
            }
            *len = (size_t)n;
        }
    }
    fclose(f);
    return buf;
}

/* The file fontconfig matches to pattern, and its family; 0 if it has none. want_family:
 * accept only a match of that family (fontconfig substitutes another font for a missing one). */
static int fc_find(FcConfig *fc, const char *pattern, const char *want_family, char *path, size_t plen,
                   char *family, size_t flen)
{
    if (!fc)
        return 0;
    FcPattern *pat = FcNameParse((const FcChar8 *)pattern);
    if (!pat)
        return 0;
    FcConfigSubstitute(fc, pat, FcMatchPattern);
    FcDefaultSubstitute(pat);
    FcResult res;
    FcPattern *match = FcFontMatch(fc, pat, &res);
    FcPatternDestroy(pat);
    int ok = 0;
    FcChar8 *file = NULL, *fam = NULL;
    if (match && FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch &&
        FcPatternGetString(match, FC_FAMILY, 0, &fam) == FcResultMatch &&
        (!want_family || !strcmp((const char *)fam, want_family))) {
        snprintf(path, plen, "%s", (const char *)file);
        snprintf(family, flen, "%s", (const char *)fam);
        ok = 1;
    }
    if (match)
        FcPatternDestroy(match);
    return ok;
}

/* The fonts: from dir if given (tests), else $FELT_FONT_DIR, else DejaVu Sans found by
 * fontconfig, else fontconfig's sans-serif with a note, else DejaVu in its usual folders. */
static int load_fonts(gfx_t *g, const char *dir, char *err, size_t errlen)
{
    const char *dirs[4];
    int nd = 0;
    if (dir) {
        dirs[nd++] = dir;
    } else {
        const char *env = SDL_getenv("FELT_FONT_DIR");
        if (env && *env)
            dirs[nd++] = env;
    }
    FcConfig *fc = dir ? NULL : FcInitLoadConfigAndFonts();
    for (int f = 0; f < GFX_FONT_COUNT; f++) {
        char path[1024], family[128];
        for (int i = 0; i < nd && !g->font_data[f]; i++) {
            snprintf(path, sizeof path, "%s/%s", dirs[i], FONT_FILES[f]);
            g->font_data[f] = read_file(path, &g->font_size[f]);
        }
        if (!g->font_data[f] && !dir && fc_find(fc, FONT_PATTERNS[f], "DejaVu Sans", path, sizeof path, family, sizeof family))
            g->font_data[f] = read_file(path, &g->font_size[f]);
        if (!g->font_data[f] && !dir && fc_find(fc, FONT_SUBSTITUTES[f], NULL, path, sizeof path, family, sizeof family)) {
            g->font_data[f] = read_file(path, &g->font_size[f]);
            if (g->font_data[f] && !g->font_note[0])
                snprintf(g->font_note, sizeof g->font_note,
                         "The font DejaVu Sans is not installed, so %s stands in for it and some card suits may "
                         "not show. Install the DejaVu fonts (Debian: fonts-dejavu-core) or set FELT_FONT_DIR.",
                         family);
        }
        for (size_t i = 0; !dir && i < sizeof FONT_DIRS / sizeof FONT_DIRS[0] && !g->font_data[f]; i++) {
            snprintf(path, sizeof path, "%s/%s", FONT_DIRS[i], FONT_FILES[f]);
            g->font_data[f] = read_file(path, &g->font_size[f]);
        }
        if (!g->font_data[f]) {
            if (err && errlen)
                snprintf(err, errlen,
                         "cannot find the font %s%s%s (install the DejaVu fonts, e.g. Debian's fonts-dejavu-core, "
                         "or set FELT_FONT_DIR)",
                         FONT_FILES[f], dir ? " in " : " through fontconfig or in /usr/share/fonts", dir ? dir : "");
            if (fc)
                FcConfigDestroy(fc);
            return -1;
        }
    }
    if (fc)
        FcConfigDestroy(fc);
    return 0;
}

const char *gfx_font_note(const gfx_t *g) { return g->font_note; }

gfx_font_slot_t *gfx_font(gfx_t *g, gfx_font_t face, int px)
{
    if (px < 1)
        px = 1;
    if (px > 400)
        px = 400;
    gfx_font_slot_t *free_slot = NULL, *oldest = NULL;
    for (int i = 0; i < GFX_FONT_SLOTS; i++) {
        gfx_font_slot_t *s = &g->fonts[i];
        if (s->font && s->face == (int)face && s->px == px) {
            s->used = ++g->font_clock;
            return s;
        }
        if (!s->font && !free_slot)
            free_slot = s;
        if (s->font && (!oldest || s->used < oldest->used))
            oldest = s;
    }
    gfx_font_slot_t *s = free_slot ? free_slot : oldest;
    if (s->font)
        TTF_CloseFont(s->font);
    memset(s, 0, sizeof *s);
    SDL_RWops *rw = SDL_RWFromConstMem(g->font_data[face], (int)g->font_size[face]);
    TTF_Font *font = rw ? TTF_OpenFontRW(rw, 1, px) : NULL;
    if (!font)
        return NULL;
    TTF_SetFontHinting(font, TTF_HINTING_LIGHT);
    s->font = font;
    s->face = (int)face;
    s->px = px;
    s->ascent = TTF_FontAscent(font);
    s->height = TTF_FontHeight(font);
    s->skip = TTF_FontLineSkip(font);
    int maxy = 0;
    if (TTF_GlyphMetrics32(font, 'H', NULL, NULL, NULL, &maxy, NULL) != 0 || maxy <= 0)
        maxy = (int)(px * 0.73f);
    s->cap = maxy;
    s->used = ++g->font_clock;
    return s;
}

SDL_Surface *gfx_text_surface(gfx_t *g, const char *utf8, gfx_font_t face, int px)
{
    gfx_font_slot_t *fs = gfx_font(g, face, px);
    if (!fs || !utf8 || !*utf8)
        return NULL;
    SDL_Color white = {255, 255, 255, 255};
    SDL_Surface *s = TTF_RenderUTF8_Blended(fs->font, utf8, white);
    if (!s)
        return NULL;
    if (s->format->format != SDL_PIXELFORMAT_ARGB8888) {
        SDL_Surface *c = SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_ARGB8888, 0);
        SDL_FreeSurface(s);
        s = c;
    }
    return s;
}

/* ---- life cycle and transform --------------------------------------------------------------- */

gfx_t *gfx_create(SDL_Renderer *r, const theme_t *t, const char *font_dir_or_NULL, char *err,
                  size_t errlen)
{
    assert(r);
    if (err && errlen)
        err[0] = '\0';
    gfx_t *g = calloc(1, sizeof *g);
    if (!g) {
        if (err && errlen)
            snprintf(err, errlen, "out of memory");
        return NULL;
    }
    g->r = r;
    if (t)
        g->theme = *t;
    else
        theme_default(&g->theme);
    g->alpha = 1;
    g->budget = (size_t)96 << 20;
    g->card_opts.large = 1;
    if (!TTF_WasInit()) {
        if (TTF_Init() != 0) {
            if (err && errlen)
                snprintf(err, errlen, "cannot start SDL_ttf: %s", TTF_GetError());
            free(g);
            return NULL;
        }
        g->ttf_inited = 1;
    }
    if (load_fonts(g, font_dir_or_NULL, err, errlen) != 0 || !gfx_font(g, GFX_FONT_REGULAR, 15)) {
        if (err && errlen && !err[0])
            snprintf(err, errlen, "cannot open the DejaVu fonts: %s", TTF_GetError());
        gfx_destroy(g);
        return NULL;
    }
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
    gfx_resize(g);
    return g;
}

void gfx_destroy(gfx_t *g)
{
    if (!g)
        return;
    gfx_cache_clear(g);
    for (int i = 0; i < GFX_SCRATCH_SLOTS; i++)
        free(g->scratch[i].p);
    for (int i = 0; i < GFX_FONT_SLOTS; i++)
        if (g->fonts[i].font)
            TTF_CloseFont(g->fonts[i].font);
    for (int f = 0; f < GFX_FONT_COUNT; f++)
        free(g->font_data[f]);
    if (g->ttf_inited)
        TTF_Quit();
    free(g);
}

const theme_t *gfx_theme(const gfx_t *g)
{
    return &g->theme;
}

void gfx_resize(gfx_t *g)
{
    int w = 0, h = 0;
    SDL_Texture *target = SDL_GetRenderTarget(g->r);
    if (target) { /* drawing into a texture: its size is the output */
        if (SDL_QueryTexture(target, NULL, NULL, &w, &h) != 0)
            w = h = 0;
    } else if (SDL_GetRendererOutputSize(g->r, &w, &h) != 0) {
        w = h = 0;
    }
    if (w <= 0 || h <= 0) {
        w = GFX_LOGICAL_W;
        h = GFX_LOGICAL_H;
    }
    if (w == g->out_w && h == g->out_h)
        return;
    float s = SDL_min((float)w / GFX_LOGICAL_W, (float)h / GFX_LOGICAL_H);
    /* Every texture is made for one output size (the background covers the window, the rest
     * depends on the scale and on the letterbox's sub-pixel offset): drop them all. */
    gfx_cache_clear(g);
    memset(g->measure, 0, sizeof g->measure);
    memset(g->bake, 0, sizeof g->bake);
    g->out_w = w;
    g->out_h = h;
    g->s = s;
    g->ox = SDL_floorf((w - GFX_LOGICAL_W * s) * 0.5f + 0.5f);
    g->oy = SDL_floorf((h - GFX_LOGICAL_H * s) * 0.5f + 0.5f);
}

float gfx_scale(const gfx_t *g)
{
    return g->s;
}

void gfx_window_to_logical(const gfx_t *g, SDL_Window *w, int wx, int wy, float *lx, float *ly)
{
    float rx = 1, ry = 1;
    if (w) {
        int ww = 0, wh = 0;
        SDL_GetWindowSize(w, &ww, &wh);
        if (ww > 0 && wh > 0) {
            rx = (float)g->out_w / (float)ww;
            ry = (float)g->out_h / (float)wh;
        }
    }
    if (lx)
        *lx = ((float)wx * rx - g->ox) / g->s;
    if (ly)
        *ly = ((float)wy * ry - g->oy) / g->s;
}

void gfx_logical_to_window(const gfx_t *g, SDL_Window *w, float lx, float ly, float *wx, float *wy)
{
    float rx = 1, ry = 1;
    if (w) {
        int ww = 0, wh = 0;
        SDL_GetWindowSize(w, &ww, &wh);
        if (ww > 0 && wh > 0 && g->out_w > 0 && g->out_h > 0) {
            rx = (float)ww / (float)g->out_w;
            ry = (float)wh / (float)g->out_h;
        }
    }
    if (wx)
        *wx = (g->ox + lx * g->s) * rx;
    if (wy)
        *wy = (g->oy + ly * g->s) * ry;
}

void gfx_text_counts(const gfx_t *g, unsigned *cut, unsigned *squeezed)
{
    if (cut)
        *cut = g->n_cut;
    if (squeezed)
        *squeezed = g->n_squeezed;
}

void gfx_logical_bounds(const gfx_t *g, float *x0, float *y0, float *x1, float *y1)
{
    if (x0)
        *x0 = -g->ox / g->s;
    if (y0)
        *y0 = -g->oy / g->s;
    if (x1)
        *x1 = (g->out_w - g->ox) / g->s;
    if (y1)
        *y1 = (g->out_h - g->oy) / g->s;
}

void gfx_begin_frame(gfx_t *g)
{
    gfx_resize(g);
    g->frame++;
    g->alpha = 1;
    g->bg_pending = 0;
    gfx_unclip(g);
    uint32_t c = g->theme.background;
    SDL_SetRenderDrawColor(g->r, (Uint8)(c >> 24), (Uint8)(c >> 16), (Uint8)(c >> 8), 255);
    SDL_RenderClear(g->r);
}

void gfx_finish_frame(gfx_t *g)
{
    if (g->bg_pending)
        gfx_flush_background(g);
    gfx_cache_trim(g);
    gfx_cv_trim(g);
}

void gfx_end_frame(gfx_t *g)
{
    if (g->bg_pending)
        gfx_flush_background(g);
    SDL_RenderPresent(g->r);
    gfx_cache_trim(g);
    gfx_cv_trim(g);
}

void gfx_get_stats(const gfx_t *g, gfx_stats_t *s)
{
    s->textures = g->n_entries;
    s->texture_bytes = g->bytes;
    s->cache_hits = g->hits;
    s->cache_misses = g->misses;
    s->evictions = g->evictions;
}

void gfx_clip(gfx_t *g, float x, float y, float w, float h)
{
    if (g->bg_pending)
        gfx_flush_background(g);
    int x0 = gfx_round(gfx_px(g, x)), y0 = gfx_round(gfx_py(g, y));
    int x1 = gfx_round(gfx_px(g, x + w)), y1 = gfx_round(gfx_py(g, y + h));
    SDL_Rect rc = {x0, y0, SDL_max(0, x1 - x0), SDL_max(0, y1 - y0)};
    SDL_RenderSetClipRect(g->r, &rc);
    g->clipping = 1;
}

void gfx_unclip(gfx_t *g)
{
    SDL_RenderSetClipRect(g->r, NULL);
    g->clipping = 0;
}

void gfx_set_alpha(gfx_t *g, float a)
{
    g->alpha = a < 0 ? 0 : a > 1 ? 1 : a;
}

float gfx_get_alpha(const gfx_t *g)
{
    return g->alpha;
}

/* ---- blits ---------------------------------------------------------------------------------- */

static int tint(gfx_t *g, SDL_Texture *t, uint32_t rgba)
{
    float a = gfx_col_a(rgba) * g->alpha;
    if (a <= 0.002f)
        return 0;
    SDL_SetTextureColorMod(t, (Uint8)(rgba >> 24), (Uint8)(rgba >> 16), (Uint8)(rgba >> 8));
    SDL_SetTextureAlphaMod(t, (Uint8)(a * 255.0f + 0.5f));
    return 1;
}

void gfx_blit_px(gfx_t *g, const gfx_tex_t *t, int x, int y, int w, int h, uint32_t rgba)
{
    if (g->bg_pending)
        gfx_flush_background(g);
    if (!t || !tint(g, t->tex, rgba))
        return;
    SDL_Rect d = {x, y, w, h};
    SDL_RenderCopy(g->r, t->tex, NULL, &d);
}

void gfx_blit_pxf(gfx_t *g, const gfx_tex_t *t, float x, float y, float w, float h, uint32_t rgba)
{
    if (g->bg_pending)
        gfx_flush_background(g);
    if (!t || w <= 0 || h <= 0 || !tint(g, t->tex, rgba))
        return;
    SDL_FRect d = {x, y, w, h};
    /* stretched (a card mid-flip): filter, or the lattice and pips shimmer */
    SDL_SetTextureScaleMode(t->tex, SDL_ScaleModeLinear);
    SDL_RenderCopyF(g->r, t->tex, NULL, &d);
}

/* ---- shapes --------------------------------------------------------------------------------- */

/* Pixel rect of a logical rect, edges rounded to the pixel grid so neighbours meet exactly. */
static void px_rect(const gfx_t *g, float x, float y, float w, float h, int *x0, int *y0, int *pw,
                    int *ph)
{
    *x0 = gfx_round(gfx_px(g, x));
    *y0 = gfx_round(gfx_py(g, y));
    *pw = gfx_round(gfx_px(g, x + w)) - *x0;
    *ph = gfx_round(gfx_py(g, y + h)) - *y0;
}

static int q4(float v)
{
    return (int)SDL_floorf(v * 4.0f + 0.5f);
}

void gfx_fill_rect(gfx_t *g, float x, float y, float w, float h, uint32_t rgba)
{
    int x0, y0, pw, ph;
    px_rect(g, x, y, w, h, &x0, &y0, &pw, &ph);
    float a = gfx_col_a(rgba) * g->alpha;
    if (pw <= 0 || ph <= 0 || a <= 0.002f)
        return;
    if (g->bg_pending)
        gfx_flush_background(g);
    SDL_SetRenderDrawBlendMode(g->r, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(g->r, (Uint8)(rgba >> 24), (Uint8)(rgba >> 16), (Uint8)(rgba >> 8),
                           (Uint8)(a * 255 + 0.5f));
    SDL_Rect rc = {x0, y0, pw, ph};
    SDL_RenderFillRect(g->r, &rc);
}

/* ---- layered boxes: every rounded shape, shadow and gradient goes through here ---- */

enum { LAYERS_MAX = 6 };

typedef struct layer_key {
    int32_t x, y, w, h, r4, stroke4, blur4, arc, ellipse;
    uint32_t c0, c1;
} layer_key_t;

typedef struct layers_key {
    char tag[4];
    int32_t n;
    layer_key_t l[LAYERS_MAX];
} layers_key_t;

/* The texture for a layered box and where its top-left pixel goes (NULL if empty). */
static const gfx_tex_t *layers_tex(gfx_t *g, float x, float y, float w_, float h_,
                                const gfx_layer_t *L, int n, int *out_x, int *out_y,
                                int tinted_ok)
{
    float w = w_, h = h_;
    if (n <= 0)
        return NULL;
    if (n > LAYERS_MAX)
        n = LAYERS_MAX;
    int X0 = gfx_round(gfx_px(g, x)), Y0 = gfx_round(gfx_py(g, y));
    int PW = gfx_round(gfx_px(g, x + w)) - X0, PH = gfx_round(gfx_py(g, y + h)) - Y0;
    if (PW <= 0 || PH <= 0)
        return NULL;
    layers_key_t k;
    memset(&k, 0, sizeof k);
    memcpy(k.tag, "LAY", 4);
    k.n = n;
    int bx0 = 0, by0 = 0, bx1 = PW, by1 = PH, any = 0;
    for (int i = 0; i < n; i++) {
        layer_key_t *q = &k.l[i];
        const gfx_layer_t *l = &L[i];
        q->x = gfx_round(l->dx * g->s);
        q->y = gfx_round(l->dy * g->s);
        q->w = PW + gfx_round(l->dw * g->s);
        q->h = PH + gfx_round(l->dh * g->s);
        q->r4 = q4(l->radius * g->s);
        q->stroke4 = q4(l->stroke * g->s);
        q->blur4 = l->blur > 0 ? SDL_max(4, q4(l->blur * g->s)) : 0;
        q->arc = l->arc > 0 && l->arc < 1 ? SDL_max(4, (int)(l->arc * 256.0f + 0.5f) * 4) : 0;
        if (q->arc >= 1024)
            q->arc = 0;
        q->ellipse = l->ellipse;
        q->c0 = l->c0;
        q->c1 = l->c1 ? l->c1 : l->c0;
        if (q->w <= 0 || q->h <= 0 || (l->arc < 0))
            continue;
        int pad = q->blur4 ? (int)SDL_ceilf((float)q->blur4 * 0.25f * 1.5f) + 1 : 0;
        if (!any) {
            bx0 = q->x - pad, by0 = q->y - pad, bx1 = q->x + q->w + pad, by1 = q->y + q->h + pad;
            any = 1;
        } else {
            bx0 = SDL_min(bx0, q->x - pad);
            by0 = SDL_min(by0, q->y - pad);
            bx1 = SDL_max(bx1, q->x + q->w + pad);
            by1 = SDL_max(by1, q->y + q->h + pad);
        }
    }
    if (!any)
        return NULL;
    const gfx_tex_t *t = gfx_cache_get(g, &k, sizeof k);
    if (!t && tinted_ok && !bake_worthy(g, &k, sizeof k)) {
        /* not (yet) a steady look: draw each layer as a white mask tinted at copy time */
        int solid = 1;
        for (int i = 0; i < n; i++)
            solid &= k.l[i].c0 == k.l[i].c1;
        if (solid) {
            for (int i = 0; i < n; i++) {
                if (L[i].arc < 0)
                    continue;
                gfx_layer_t ml = L[i];
                ml.c0 = ml.c1 = 0xffffffffu;
                int X, Y;
                const gfx_tex_t *m = layers_tex(g, x, y, w_, h_, &ml, 1, &X, &Y, 0);
                if (m)
                    gfx_blit_px(g, m, X, Y, m->w, m->h, k.l[i].c0);
            }
            *out_x = INT_MIN;
            return NULL;
        }
    }
    if (!t) {
        gfx_canvas_t cv;
        if (gfx_cv_init(g, &cv, bx1 - bx0, by1 - by0) != 0)
            return NULL;
        for (int i = 0; i < n; i++) {
            const layer_key_t *q = &k.l[i];
            if (q->w <= 0 || q->h <= 0 || L[i].arc < 0)
                continue;
            float r = (float)q->r4 * 0.25f;
            gfx_shape_t sh = {q->ellipse ? GFX_SHAPE_ELLIPSE : GFX_SHAPE_RRECT, (float)(q->x - bx0),
                           (float)(q->y - by0), (float)q->w, (float)q->h,
                           SDL_min(r, SDL_min(q->w, q->h) * 0.5f)};
            gfx_paint_t p = {GFX_PAINT_SOLID, q->c0, q->c1, 0, 0, 0, 0};
            if (q->c1 != q->c0) {
                p.kind = GFX_PAINT_VERTICAL;
                p.y0 = sh.y;
                p.y1 = sh.y + sh.h;
            }
            gfx_cv_shape(&cv, &sh, &p, (float)q->stroke4 * 0.25f, (float)q->blur4 * 0.25f,
                      (float)q->arc / 1024.0f);
        }
        t = gfx_cv_to_cache(g, &cv, &k, sizeof k, 0, 0);
        gfx_cv_free(g, &cv);
    }
    *out_x = X0 + bx0;
    *out_y = Y0 + by0;
    return t;
}

void gfx_layers(gfx_t *g, float x, float y, float w, float h, const gfx_layer_t *L, int n)
{
    int X, Y;
    const gfx_tex_t *t = layers_tex(g, x, y, w, h, L, n, &X, &Y, 1);
    if (t)
        gfx_blit_px(g, t, X, Y, t->w, t->h, 0xffffffff);
}

void gfx_fill_rounded(gfx_t *g, float x, float y, float w, float h, float radius, uint32_t rgba)
{
    if (radius <= 0) {
        gfx_fill_rect(g, x, y, w, h, rgba);
        return;
    }
    gfx_layer_t l = {0, 0, 0, 0, radius, 0, 0, rgba, rgba, 0, 0};
    gfx_layers(g, x, y, w, h, &l, 1);
}

void gfx_fill_rounded_gradient(gfx_t *g, float x, float y, float w, float h, float radius,
                               uint32_t top, uint32_t bottom)
{
    gfx_layer_t l = {0, 0, 0, 0, radius, 0, 0, top, bottom, 0, 0};
    gfx_layers(g, x, y, w, h, &l, 1);
}

void gfx_stroke_rounded(gfx_t *g, float x, float y, float w, float h, float radius, float width,
                        uint32_t rgba)
{
    if (width <= 0)
        return;
    gfx_layer_t l = {0, 0, 0, 0, radius, width, 0, rgba, rgba, 0, 0};
    gfx_layers(g, x, y, w, h, &l, 1);
}

/* Clockwise angle from 12 o'clock of (dx, dy), in [0, 2pi). */
static float clock_angle(float dx, float dy)
{
    float a = SDL_atan2f(dx, -dy);
    return a < 0 ? a + 2.0f * (float)M_PI : a;
}

void gfx_stroke_ring_arc(gfx_t *g, float x, float y, float w, float h, float radius, float width,
                         float fraction, uint32_t rgba)
{
    if (width <= 0 || fraction <= 0)
        return;
    gfx_layer_t l = {0, 0, 0, 0, radius, width, 0, rgba, rgba, 0, 0};
    if (fraction >= 1) {
        gfx_layers(g, x, y, w, h, &l, 1);
        return;
    }
    /* The whole ring's cached texture, drawn through a fan of triangles covering the sector:
     * no new texture per frame however the clock runs. */
    int X, Y;
    const gfx_tex_t *t = layers_tex(g, x, y, w, h, &l, 1, &X, &Y, 0);
    if (!t || g->alpha <= 0.002f)
        return;
    if (g->bg_pending)
        gfx_flush_background(g);
    float cx = gfx_px(g, x + w * 0.5f) - (float)X, cy = gfx_py(g, y + h * 0.5f) - (float)Y;
    float tw = (float)t->w, th = (float)t->h;
    float end = fraction * 2.0f * (float)M_PI;
    /* the sector's outline: where 12 o'clock and the end angle leave the texture, and the
     * texture's corners in between, in clockwise order */
    float px[8], py[8];
    int np = 0;
    float corners[4][2] = {{tw, 0}, {tw, th}, {0, th}, {0, 0}};
    float ca[4];
    for (int i = 0; i < 4; i++)
        ca[i] = clock_angle(corners[i][0] - cx, corners[i][1] - cy);
    px[np] = cx;
    py[np++] = 0; /* straight up from the centre to the top edge */
    for (int i = 0; i < 4; i++)
        if (ca[i] > 0 && ca[i] < end) {
            px[np] = corners[i][0];
            py[np++] = corners[i][1];
        }
    {
        float dx = SDL_sinf(end), dy = -SDL_cosf(end), tt = 1e9f;
        if (dx > 1e-6f) tt = SDL_min(tt, (tw - cx) / dx);
        if (dx < -1e-6f) tt = SDL_min(tt, -cx / dx);
        if (dy > 1e-6f) tt = SDL_min(tt, (th - cy) / dy);
        if (dy < -1e-6f) tt = SDL_min(tt, -cy / dy);
        px[np] = cx + dx * tt;
        py[np++] = cy + dy * tt;
    }
    float a = g->alpha;
    SDL_Color c = {255, 255, 255, (Uint8)(a * 255 + 0.5f)};
    SDL_Vertex v[9];
    v[0] = (SDL_Vertex){{(float)X + cx, (float)Y + cy}, c, {cx / tw, cy / th}};
    for (int i = 0; i < np; i++)
        v[i + 1] = (SDL_Vertex){{(float)X + px[i], (float)Y + py[i]}, c, {px[i] / tw, py[i] / th}};
    int idx[21], ni = 0;
    for (int i = 1; i < np; i++) {
        idx[ni++] = 0;
        idx[ni++] = i;
        idx[ni++] = i + 1;
    }
    SDL_SetTextureColorMod(t->tex, 255, 255, 255);
    SDL_SetTextureAlphaMod(t->tex, 255);
    SDL_RenderGeometry(g->r, t->tex, v, np + 1, idx, ni);
}

void gfx_shadow(gfx_t *g, float x, float y, float w, float h, float radius, float blur,
                uint32_t rgba)
{
    gfx_layer_t l = {0, 0, 0, 0, radius, 0, blur > 0 ? blur : 0.25f, rgba, rgba, 0, 0};
    gfx_layers(g, x, y, w, h, &l, 1);
}

typedef struct shape_key {
    char tag[4];
    int32_t w, h, r4, stroke4;
    uint32_t c0;
} shape_key_t;

static void ellipse(gfx_t *g, float cx, float cy, float rx, float ry, float width, uint32_t rgba)
{
    float pcx = gfx_px(g, cx), pcy = gfx_py(g, cy), prx = rx * g->s, pry = ry * g->s;
    if (prx <= 0 || pry <= 0)
        return;
    int x0 = (int)SDL_floorf(pcx - prx) - 1, y0 = (int)SDL_floorf(pcy - pry) - 1;
    int x1 = (int)SDL_ceilf(pcx + prx) + 1, y1 = (int)SDL_ceilf(pcy + pry) + 1;
    float fx = pcx - (float)x0, fy = pcy - (float)y0;
    shape_key_t k;
    memset(&k, 0, sizeof k);
    memcpy(k.tag, "ELM", 4);
    k.w = q4(prx);
    k.h = q4(pry);
    k.r4 = q4(fx) * 65536 + q4(fy);
    k.stroke4 = q4(width * g->s);
    k.c0 = rgba;
    uint32_t tint_col = 0xffffffff;
    const gfx_tex_t *t = gfx_cache_get(g, &k, sizeof k);
    if (!t && !bake_worthy(g, &k, sizeof k)) {
        k.c0 = 0xffffffffu; /* a white mask, tinted at copy time */
        tint_col = rgba;
        t = gfx_cache_get(g, &k, sizeof k);
    }
    if (!t) {
        gfx_canvas_t cv;
        if (gfx_cv_init(g, &cv, x1 - x0, y1 - y0) != 0)
            return;
        gfx_shape_t s = {GFX_SHAPE_ELLIPSE, fx - prx, fy - pry, 2 * prx, 2 * pry, 0};
        gfx_paint_t p = {GFX_PAINT_SOLID, k.c0, 0, 0, 0, 0, 0};
        gfx_cv_shape(&cv, &s, &p, width * g->s, 0, 0);
        t = gfx_cv_to_cache(g, &cv, &k, sizeof k, 0, 0);
        gfx_cv_free(g, &cv);
    }
    if (t)
        gfx_blit_px(g, t, x0, y0, t->w, t->h, tint_col);
}

void gfx_fill_ellipse(gfx_t *g, float cx, float cy, float rx, float ry, uint32_t rgba)
{
    ellipse(g, cx, cy, rx, ry, 0, rgba);
}

void gfx_stroke_ellipse(gfx_t *g, float cx, float cy, float rx, float ry, float width,
                        uint32_t rgba)
{
    if (width > 0)
        ellipse(g, cx, cy, rx, ry, width, rgba);
}

/* A line as a quad with a one-pixel alpha ramp on each long side (SDL_RenderGeometry). */
void gfx_line(gfx_t *g, float x0, float y0, float x1, float y1, float width, uint32_t rgba)
{
    float ax = gfx_px(g, x0), ay = gfx_py(g, y0), bx = gfx_px(g, x1), by = gfx_py(g, y1);
    float dx = bx - ax, dy = by - ay, len = SDL_sqrtf(dx * dx + dy * dy);
    float a = gfx_col_a(rgba) * g->alpha;
    if (len < 1e-3f || a <= 0.002f)
        return;
    if (g->bg_pending)
        gfx_flush_background(g);
    dx /= len;
    dy /= len;
    float nx = -dy, ny = dx;
    float hw = width * g->s * 0.5f;
    float inner = hw - 0.5f, outer = hw + 0.5f;
    if (inner < 0) { /* thinner than a pixel: fade instead of shrinking below the ramp */
        a *= hw * 2;
        inner = 0;
        outer = 1;
    }
    /* extend the ends by half a pixel so the caps are not cut short */
    ax -= dx * 0.5f;
    ay -= dy * 0.5f;
    bx += dx * 0.5f;
    by += dy * 0.5f;
    SDL_Color on = {(Uint8)(rgba >> 24), (Uint8)(rgba >> 16), (Uint8)(rgba >> 8),
                    (Uint8)(a * 255 + 0.5f)};
    SDL_Color off = on;
    off.a = 0;
    float offs[4] = {-outer, -inner, inner, outer};
    SDL_Vertex v[8];
    for (int i = 0; i < 4; i++) {
        SDL_Color c = (i == 0 || i == 3) ? off : on;
        v[i] = (SDL_Vertex){{ax + nx * offs[i], ay + ny * offs[i]}, c, {0, 0}};
        v[4 + i] = (SDL_Vertex){{bx + nx * offs[i], by + ny * offs[i]}, c, {0, 0}};
    }
    static const int idx[18] = {0, 1, 5, 0, 5, 4, 1, 2, 6, 1, 6, 5, 2, 3, 7, 2, 7, 6};
    SDL_RenderGeometry(g->r, NULL, v, 8, idx, 18);
}

/* ---- text ----------------------------------------------------------------------------------- */

void gfx_set_text_boost(gfx_t *g, float boost)
{
    g->text_boost = boost;
}

void gfx_set_number_words(gfx_t *g, gfx_number_fn fn)
{
    g->number = fn;
}

char *gfx_number(const gfx_t *g, int64_t v, char *buf, size_t len)
{
    return g->number ? g->number(v, buf, len) : text_group(v, buf, len);
}

float gfx_get_text_boost(const gfx_t *g)
{
    return g->text_boost;
}

static int text_px(const gfx_t *g, float size)
{
    /* the player's text size: small print grows, headings stay; labels on chips and cards
     * (under 11 units) are part of the drawing and keep their size */
    if (g->text_boost > 1.0f && size >= 11.0f && size < 16.0f) {
        size *= g->text_boost;
        if (size > 16.0f)
            size = 16.0f;
    }
    int px = gfx_round(size * g->s);
    return px < 1 ? 1 : px;
}

/* The cached texture of a string in an opaque colour (baked in, so drawing it is a plain copy);
 * a = ascent, b = cap height (pixels). */
static const gfx_tex_t *text_tex(gfx_t *g, const char *utf8, int px, gfx_font_t f, uint32_t rgb,
                              int *tinted)
{
    size_t n = strlen(utf8);
    unsigned char kbuf[512];
    unsigned char *key = n + 12 <= sizeof kbuf ? kbuf : malloc(n + 12);
    if (!key)
        return NULL;
    key[0] = 'T';
    key[1] = (unsigned char)f;
    key[2] = (unsigned char)(px & 0xff);
    key[3] = (unsigned char)(px >> 8);
    memcpy(key + 4, &rgb, 4);
    memcpy(key + 8, utf8, n);
    const gfx_tex_t *t = gfx_cache_get(g, key, n + 8);
    if (!t && rgb != 0xffffffffu && !bake_worthy(g, key, n + 8)) {
        rgb = 0xffffffffu; /* white, tinted at copy time, until the colour proves steady */
        memcpy(key + 4, &rgb, 4);
        t = gfx_cache_get(g, key, n + 8);
    }
    if (t)
        *tinted = rgb == 0xffffffffu;
    if (!t) {
        *tinted = rgb == 0xffffffffu;
        gfx_font_slot_t *fs = gfx_font(g, f, px);
        SDL_Color col = {(Uint8)(rgb >> 24), (Uint8)(rgb >> 16), (Uint8)(rgb >> 8), 255};
        SDL_Surface *s = fs ? TTF_RenderUTF8_Blended(fs->font, utf8, col) : NULL;
        if (s) {
            SDL_Texture *tex = SDL_CreateTextureFromSurface(g->r, s);
            if (tex)
                SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND);
            t = gfx_cache_put(g, key, n + 8, tex, (float)fs->ascent, (float)fs->cap);
            SDL_FreeSurface(s);
        }
    }
    if (key != kbuf)
        free(key);
    return t;
}

static float text_draw(gfx_t *g, const char *utf8, float x, float y, float size, gfx_font_t f,
                       uint32_t rgba, int align, int draw)
{
    if (!utf8 || !*utf8)
        return 0;
    int px = text_px(g, size);
    int tinted = 0;
    const gfx_tex_t *t = text_tex(g, utf8, px, f, rgba | 0xff, &tinted);
    if (!t)
        return 0;
    float w = (float)t->w / g->s;
    if (!draw)
        return w;
    float xp = gfx_px(g, x), yp = gfx_py(g, y);
    int h = align & 3;
    if (h == GFX_CENTER)
        xp -= (float)t->w * 0.5f;
    else if (h == GFX_RIGHT)
        xp -= (float)t->w;
    int v = align & 12;
    if (v == GFX_MIDDLE)
        yp -= t->a - t->b * 0.5f;
    else if (v == GFX_BOTTOM)
        yp -= (float)t->h;
    else if (v == GFX_BASELINE)
        yp -= t->a;
    gfx_blit_px(g, t, gfx_round(xp), gfx_round(yp), t->w, t->h,
                tinted ? rgba : 0xffffff00 | (rgba & 0xff));
    return w;
}

float gfx_text(gfx_t *g, const char *utf8, float x, float y, float size, gfx_font_t f,
               uint32_t rgba, int align)
{
    return text_draw(g, utf8, x, y, size, f, rgba, align, 1);
}

static uint64_t measure_key(const char *utf8, int px, int f, int purpose, int extra)
{
    uint64_t h = hash_key(utf8, strlen(utf8));
    h ^= ((uint64_t)px << 1) ^ ((uint64_t)f << 17) ^ ((uint64_t)purpose << 19) ^
         ((uint64_t)(uint32_t)extra << 23);
    h *= 0x9E3779B97F4A7C15ull;
    return h | 1; /* 0 marks an empty slot */
}

/* Width in pixels of utf8 at px (memoised). */
static int width_px(gfx_t *g, const char *utf8, int px, gfx_font_t f)
{
    uint64_t k = measure_key(utf8, px, (int)f, 0, 0);
    size_t slot = (size_t)(k >> 40) % GFX_MEASURE_SLOTS;
    if (g->measure[slot].key == k)
        return g->measure[slot].value;
    gfx_font_slot_t *fs = gfx_font(g, f, px);
    int w = 0;
    if (!fs || TTF_SizeUTF8(fs->font, utf8, &w, NULL) != 0)
        return 0;
    g->measure[slot].key = k;
    g->measure[slot].value = w;
    return w;
}

float gfx_text_width(gfx_t *g, const char *utf8, float size, gfx_font_t f)
{
    if (!utf8 || !*utf8)
        return 0;
    return (float)width_px(g, utf8, text_px(g, size), f) / g->s;
}

float gfx_text_line_height(gfx_t *g, float size, gfx_font_t f)
{
    gfx_font_slot_t *fs = gfx_font(g, f, text_px(g, size));
    return fs ? (float)fs->skip / g->s : size * 1.2f;
}

/* Longest prefix of s (at a UTF-8 boundary, at most n bytes) that with "…" fits max_w. */
static size_t fit_prefix(gfx_t *g, const char *s, size_t n, float max_w, float size, gfx_font_t f,
                         char *buf, size_t buflen)
{
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t mid = (lo + hi + 1) / 2;
        size_t m = mid;
        while (m > 0 && ((unsigned char)s[m] & 0xC0) == 0x80)
            m--;
        if (m + 4 > buflen) {
            hi = mid - 1;
            continue;
        }
        memcpy(buf, s, m);
        memcpy(buf + m, "\xE2\x80\xA6", 4);
        if (gfx_text_width(g, buf, size, f) <= max_w)
            lo = mid;
        else
            hi = mid - 1;
    }
    while (lo > 0 && ((unsigned char)s[lo] & 0xC0) == 0x80)
        lo--;
    /* drop a trailing space before the ellipsis */
    while (lo > 0 && s[lo - 1] == ' ')
        lo--;
    memcpy(buf, s, lo);
    memcpy(buf + lo, "\xE2\x80\xA6", 4);
    return lo;
}

float gfx_text_squeeze(gfx_t *g, const char *utf8, float x, float y, float max_w, float size,
                       float min_size, gfx_font_t f, uint32_t rgba, int align)
{
    if (!utf8 || !*utf8)
        return 0;
    /* shrink the size actually drawn (the player's text size applied), half a unit at a time,
     * with the boost off so the steps stay even */
    float boost = g->text_boost;
    if (boost > 1.0f && size >= 11.0f && size < 16.0f)
        size = size * boost > 16.0f ? 16.0f : size * boost;
    g->text_boost = 1.0f;
    float asked = size;
    while (size - 0.5f >= min_size && gfx_text_width(g, utf8, size, f) > max_w)
        size -= 0.5f;
    if (size < asked)
        g->n_squeezed++;
    float w = gfx_text_fit(g, utf8, x, y, max_w, size, f, rgba, align);
    g->text_boost = boost;
    return w;
}

float gfx_text_fit(gfx_t *g, const char *utf8, float x, float y, float max_w, float size,
                   gfx_font_t f, uint32_t rgba, int align)
{
    if (!utf8 || !*utf8)
        return 0;
    if (gfx_text_width(g, utf8, size, f) <= max_w)
        return gfx_text(g, utf8, x, y, size, f, rgba, align);
    char buf[512];
    g->n_cut++;
    size_t n = strlen(utf8);
    if (n > sizeof buf - 4)
        n = sizeof buf - 4;
    int mw = (int)(max_w * 8.0f);
    uint64_t k = measure_key(utf8, text_px(g, size), (int)f, 1, mw);
    size_t slot = (size_t)(k >> 40) % GFX_MEASURE_SLOTS;
    if (g->measure[slot].key == k) {
        size_t cut = (size_t)g->measure[slot].value;
        memcpy(buf, utf8, cut);
        memcpy(buf + cut, "\xE2\x80\xA6", 4);
    } else {
        size_t cut = fit_prefix(g, utf8, n, max_w, size, f, buf, sizeof buf);
        g->measure[slot].key = k;
        g->measure[slot].value = (int)cut;
    }
    return gfx_text(g, buf, x, y, size, f, rgba, align);
}

float gfx_text_wrap(gfx_t *g, const char *utf8, float x, float y, float max_w, float size,
                    gfx_font_t f, uint32_t rgba, float line_gap)
{
    if (!utf8 || !*utf8)
        return 0;
    float lh = gfx_text_line_height(g, size, f);
    int draw = (rgba & 0xff) != 0;
    char line[512], trial[512];
    int lines = 0;
    const char *p = utf8;
    while (*p) {
        /* one paragraph (up to '\n') */
        size_t used = 0;
        const char *para = p;
        line[0] = '\0';
        while (*p && *p != '\n') {
            const char *ws = p;
            while (*p == ' ')
                p++;
            const char *we = p;
            while (*we && *we != ' ' && *we != '\n')
                we++;
            size_t wl = (size_t)(we - p);
            if (wl == 0) {
                p = we;
                break;
            }
            if (used + (size_t)(p - ws) + wl + 1 < sizeof trial) {
                memcpy(trial, line, used);
                size_t o = used;
                if (used) {
                    trial[o++] = ' ';
                }
                memcpy(trial + o, p, wl);
                trial[o + wl] = '\0';
            } else {
                trial[0] = '\0';
            }
            if (trial[0] && gfx_text_width(g, trial, size, f) <= max_w) {
                memcpy(line, trial, strlen(trial) + 1);
                used = strlen(line);
                p = we;
                continue;
            }
            if (used) { /* flush the line, retry the word on the next */
                if (draw)
                    gfx_text(g, line, x, y + lines * (lh + line_gap), size, f, rgba, GFX_LEFT);
                lines++;
                used = 0;
                line[0] = '\0';
                continue;
            }
            /* a single word too wide: cut it */
            char word[512];
            size_t n = wl < sizeof word - 1 ? wl : sizeof word - 1;
            memcpy(word, p, n);
            word[n] = '\0';
            if (draw)
                gfx_text_fit(g, word, x, y + lines * (lh + line_gap), max_w, size, f, rgba,
                             GFX_LEFT);
            lines++;
            p = we;
        }
        if (used) {
            if (draw)
                gfx_text(g, line, x, y + lines * (lh + line_gap), size, f, rgba, GFX_LEFT);
            lines++;
        }
        if (*p == '\n') {
            p++;
            if (!used && p - 1 == para)
                lines++; /* an empty line keeps its height */
        }
    }
    return lines > 0 ? lines * (lh + line_gap) - line_gap : 0;
}
