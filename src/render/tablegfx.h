/* tablegfx.h — the table and its furniture: the window background, the cached table (rail, felt,
 * pin-line, wordmark), seat positions, name plates, dealer/blind markers, and the widgets the
 * screens are built from (panels, buttons, slider, checkbox, text field, tooltip, banner).
 * Draws only; layout numbers are logical 1280x720 units. */
#ifndef FELT_TABLEGFX_H
#define FELT_TABLEGFX_H

#include "render/gfx.h"

/* The table's drawing (logical); where seats, bets and pots stand is render/layout.h. */
#define GFX_TABLE_CX 640.0f
#define GFX_TABLE_CY 300.0f
#define GFX_RAIL_RX 500.0f
#define GFX_RAIL_RY 220.0f
#define GFX_FELT_RX 474.0f
#define GFX_FELT_RY 196.0f
#define GFX_PLATE_W 156.0f
#define GFX_PLATE_H 56.0f

enum { GFX_PLATE_NORMAL, GFX_PLATE_TO_ACT, GFX_PLATE_FOLDED, GFX_PLATE_ALLIN, GFX_PLATE_AWAY,
       GFX_PLATE_BUSTED, GFX_PLATE_WINNER, GFX_PLATE_STATE_COUNT };
enum { GFX_MARK_BUTTON, GFX_MARK_SB, GFX_MARK_BB, GFX_MARK_COUNT };
/* Button/widget state: one of the first five values, plus any of the bits. */
enum { GFX_BTN_NORMAL = 0, GFX_BTN_HOVER = 1, GFX_BTN_PRESSED = 2, GFX_BTN_DISABLED = 3,
       GFX_BTN_STATE_MASK = 3, GFX_BTN_FOCUS = 0x10, GFX_BTN_PRIMARY = 0x20,
       GFX_BTN_DANGER = 0x40 };

/* The whole window: near-black green with a soft vignette (one cached texture). It is drawn
 * lazily by the next draw call (or gfx_end_frame): when that call is gfx_table, background and
 * table go out as one opaque copy. Call it first in a frame, as it covers everything. */
void gfx_background(gfx_t *g);
/* Rail, felt, pin-line and the faint wordmark (NULL or "" for none), one cached texture per
 * wordmark and pixel size. */
void gfx_table(gfx_t *g, const char *wordmark);

/* A name plate centred at (cx, cy): name over stack_text, an optional tag (bot style, "AWAY",
 * "ALL-IN"), state GFX_PLATE_*; act_progress 0..1 draws the action clock as a gold arc that
 * empties clockwise (< 0: none). NULL strings draw nothing. */
void gfx_plate(gfx_t *g, float cx, float cy, const char *name, const char *stack_text,
               const char *tag, int state, float act_progress);
/* Who sits in a seat, drawn as an emblem: a bot by its style (kind: "tag", "lag", "rock",
 * "station", "fish", "maniac", "weak-tight"; any case; each its own colour and sign; anything
 * else a grey disc with the first letter), a person (kind NULL) as a disc in their colour
 * (0xRRGGBB) with their initial. */
typedef struct gfx_emblem {
    const char *kind;
    const char *initial; /* UTF-8; the first character is drawn */
    uint32_t colour;
} gfx_emblem_t;
/* The emblem as a disc of diameter d centred at (cx, cy), one cached texture. */
void gfx_emblem(gfx_t *g, float cx, float cy, float d, const gfx_emblem_t *e);
/* gfx_plate with the seat's emblem at the plate's left end (NULL: as gfx_plate). */
void gfx_plate_emblem(gfx_t *g, float cx, float cy, const char *name, const char *stack_text,
                      const char *tag, int state, float act_progress, const gfx_emblem_t *e);
/* Dealer button / SB / BB disc centred at (cx, cy); dead = hollow with a "DEAD" tag. */
void gfx_marker(gfx_t *g, float cx, float cy, int kind, int dead);
/* Dark translucent rounded panel with a soft shadow. */
void gfx_panel(gfx_t *g, float x, float y, float w, float h);
/* Does label fit a w x h button (with its key hint) uncut? For labels with a shorter form. */
int gfx_button_fits(gfx_t *g, float w, float h, const char *label, const char *key_hint);
/* Button with a centred label and the key that presses it (small, right side; NULL for none). */
void gfx_button(gfx_t *g, float x, float y, float w, float h, const char *label,
                const char *key_hint, int state);
/* Horizontal slider: a track with the filled part up to t (0..1) and a round thumb. */
void gfx_slider(gfx_t *g, float x, float y, float w, float h, float t, int state);
void gfx_checkbox(gfx_t *g, float x, float y, float size, int checked, int state);
/* Single-line text field; cursor is a byte index into text (a caret is drawn there) or -1. */
void gfx_textfield(gfx_t *g, float x, float y, float w, float h, const char *text, int cursor,
                   int state);
/* A tooltip whose top-left is near (x, y), wrapped to max_w and moved inside the window. */
void gfx_tooltip(gfx_t *g, float x, float y, const char *text, float max_w);
/* A tooltip for the control at box (x, y, w, h): below it, else right of it, left of it or above
 * it, whichever comes first that is inside the window and covers none of the n rects (the
 * frame's controls; box itself may be among them); below it when none is clear. */
void gfx_tooltip_beside(gfx_t *g, const float box[4], const float (*rects)[4], int n, const char *text,
                        float max_w);
/* Where gfx_tooltip_beside puts a bw x bh tooltip inside bounds (x0, y0, x1, y1): its top-left in
 * *bx, *by. Returns the side taken, 0 below, 1 right, 2 left, 3 above, or -1 when none was clear
 * (then below, moved inside). */
int gfx_tooltip_place(const float bounds[4], const float box[4], const float (*rects)[4], int n, float bw, float bh,
                      float *bx, float *by);
/* A banner across the felt: title and subtitle; t is its life 0..1 (fades in over the first
 * 12%, out over the last 20%). */
void gfx_banner(gfx_t *g, const char *title, const char *subtitle, float t);

#endif
