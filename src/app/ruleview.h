/* ruleview.h — a rule of the rule book, or any long explanation, in a box that scrolls: the rule
 * itself first (paragraphs, lists, the pseudo-code and the tables as the rule book writes them,
 * drill_rule_blocks), then its sources; nothing is cut. The wheel over the box scrolls it; the
 * caller adds keys for a dialog (rule_view_keys). */
#ifndef FELT_RULEVIEW_H
#define FELT_RULEVIEW_H

#include "app/app.h"
#include "drill/drill.h"
#include "render/layout.h"

/* Draw blocks in (x, y, w, h) at text size `size`, scrolled by *scroll (kept in range). Returns
 * the height of the whole content. */
float rule_view_blocks(app_t *a, const drill_blocks_t *bl, float x, float y, float w, float h, float size,
                       float *scroll);
/* The same for a rule's markdown text (NULL draws nothing). */
float rule_view_text(app_t *a, const char *rule_md, float x, float y, float w, float h, float size, float *scroll);
/* Plain text (a drill's explanation or feedback) wrapped in (x, y, w, h), scrolled the same way. */
float rule_view_plain(app_t *a, const char *text, float x, float y, float w, float h, float size, uint32_t colour,
                      float *scroll);
/* Up/Down, Page Up/Page Down, Home/End scroll a dialog's box of height h. */
void rule_view_keys(app_t *a, float h, float *scroll);

/* A drill's rule in full, a modal dialog in panel P over the screen: the verdict (green when
 * right, red when not), then one scrolling column of `why`, the rule's heading and the rule as
 * the rule book `rb` writes it (a rule the book does not hold is said to be the TDA's); Close at
 * `close`, named close_name (Esc or R close it too). Returns 1 when it is closed. */
int rule_dialog_show(app_t *a, const drill_rulebook_t *rb, layout_rect_t P, layout_rect_t close, const char *close_name,
                const char *verdict, int right, const char *why, const char *rule, float *scroll);

#endif
