/* cards.h — playing cards drawn by our own code: faces (corner indices, classic pip layouts,
 * framed court letters, one large ace), the red lattice back, two- and four-colour decks, each
 * rasterised once per pixel size and cached. Draws only. */
#ifndef FELT_CARDS_H
#define FELT_CARDS_H

#include "engine/card.h"
#include "render/gfx.h"

typedef struct gfx_card_opts {
    int four_colour;  /* diamonds blue, clubs green */
    float large;      /* every card scaled by this (1.0 normal, 1.3 large); 0 means 1.0 */
} gfx_card_opts_t;

void gfx_set_card_opts(gfx_t *g, gfx_card_opts_t o);
gfx_card_opts_t gfx_get_card_opts(const gfx_t *g);

/* Card height for width w: w * 1.4 (GFX_CARD_ASPECT). The large option is applied inside the
 * draw calls, so callers lay out with their nominal widths and read the drawn size from
 * gfx_card_drawn_width if they need it. */
#define GFX_CARD_ASPECT 1.4f
float gfx_card_drawn_width(const gfx_t *g, float w);

/* Draw card c centred at (cx, cy), nominal width w. flip: 1 face up, -1 the back, values in
 * between squeeze the card horizontally by |flip| (0 is edge-on, invisible), showing the face
 * for flip > 0 and the back for flip < 0. lift 0..1 raises the card a little and rings it with
 * the winner glow; dim 0..1 darkens it (folded or losing cards). CARD_NONE draws the back. */
void gfx_card(gfx_t *g, card_t c, float cx, float cy, float w, float flip, float lift, float dim);
void gfx_card_back(gfx_t *g, float cx, float cy, float w, float alpha);

#endif
