/* ruleview.h — a rule of the rule book, or any long explanation, in a box that scrolls: the rule
 * itself first (paragraphs, lists, the pseudo-code and the tables as the rule book writes them,
 * drill_rule_blocks), then its sources; nothing is cut. The wheel over the box scrolls it; the
 * caller adds keys for a dialog (rule_view_keys). */
#ifndef FELT_RULEVIEW_H
#define FELT_RULEVIEW_H

#include "app/app.h"
#include "drill/drill.h"

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

#endif
