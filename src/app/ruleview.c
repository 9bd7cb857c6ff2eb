/* ruleview.c — the rule book's text laid out in a scrolling box (ruleview.h). */
#include "app/ruleview.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/i18n.h"
#include "app/palette.h"
#include "render/tablegfx.h"

enum { MAX_COLS = 8 };

/* One table cell: the idx-th tab-separated field of row into buf. */
static const char *cell(const char *row, int idx, char *buf, size_t len)
{
    const char *p = row;
    for (int i = 0; i < idx && p; i++) {
        p = strchr(p, '\t');
        if (p)
            p++;
    }
    if (!p) {
        buf[0] = '\0';
        return buf;
    }
    const char *e = strchr(p, '\t');
    size_t n = e ? (size_t)(e - p) : strlen(p);
    if (n >= len)
        n = len - 1;
    memcpy(buf, p, n);
    buf[n] = '\0';
    return buf;
}

/* A run of table rows from block i: the columns' widths fitted to w (each at its natural width
 * when they fit, else the narrow ones whole and the rest sharing what is left). Returns the index
 * after the run. */
static int table_columns(gfx_t *G, const drill_blocks_t *bl, int i, float w, float size, float pad, float *col, int *n_cols)
{
    float nat[MAX_COLS] = {0};
    int n = 0, end = i;
    char buf[512];
    for (; end < bl->n && bl->b[end].kind == DRILL_BLOCK_ROW; end++) {
        const drill_block_t *r = &bl->b[end];
        int c = r->n_cells < MAX_COLS ? r->n_cells : MAX_COLS;
        if (c > n)
            n = c;
        for (int k = 0; k < c; k++) {
            float tw = gfx_text_width(G, cell(r->text, k, buf, sizeof buf), size,
                                      r->header ? GFX_FONT_BOLD : GFX_FONT_REGULAR) + 2 * pad;
            if (tw > nat[k])
                nat[k] = tw;
        }
    }
    float sum = 0;
    for (int k = 0; k < n; k++)
        sum += nat[k];
    if (sum <= w) {
        for (int k = 0; k < n; k++)
            col[k] = nat[k] + (w - sum) * (k == n - 1); /* the last column takes the slack */
    } else {
        /* columns narrower than an equal share keep their width; the others split the rest in
         * proportion to what they want */
        float left = w, want = 0;
        int fixed[MAX_COLS] = {0};
        for (int again = 1; again;) {
            again = 0;
            int open = 0;
            for (int k = 0; k < n; k++)
                open += !fixed[k];
            float share = open ? left / (float)open : 0;
            for (int k = 0; k < n; k++)
                if (!fixed[k] && nat[k] <= share) {
                    fixed[k] = 1;
                    col[k] = nat[k];
                    left -= nat[k];
                    again = 1;
                }
        }
        for (int k = 0; k < n; k++)
            if (!fixed[k])
                want += nat[k];
        for (int k = 0; k < n; k++)
            if (!fixed[k])
                col[k] = want > 0 ? left * nat[k] / want : 0;
    }
    *n_cols = n;
    return end;
}

/* Lay the blocks out from (x, y); draw only when `draw`. Returns the height. */
static float layout(app_t *a, const drill_blocks_t *bl, float x, float y, float w, float size, int draw)
{
    gfx_t *G = a->g;
    uint32_t text = draw ? C_TEXT : 0, dim = draw ? C_DIM : 0;
    float cy = y, gap = size * 0.55f, indent = size * 1.6f;
    char buf[512];
    for (int i = 0; i < bl->n;) {
        const drill_block_t *b = &bl->b[i];
        switch (b->kind) {
        case DRILL_BLOCK_PARA:
            cy += gfx_text_wrap(G, b->text, x, cy, w, size, GFX_FONT_REGULAR, text, 2) + gap;
            i++;
            break;
        case DRILL_BLOCK_ITEM: {
            float ix = x + (float)b->level * indent;
            if (draw)
                gfx_text(G, b->marker, ix, cy, size, GFX_FONT_BOLD, C_GOLD, GFX_LEFT | GFX_TOP);
            cy += gfx_text_wrap(G, b->text, ix + indent, cy, w - (ix - x) - indent, size, GFX_FONT_REGULAR, text, 2) +
                  gap * 0.5f;
            i++;
            if (i >= bl->n || bl->b[i].kind != DRILL_BLOCK_ITEM)
                cy += gap * 0.5f;
            break;
        }
        case DRILL_BLOCK_CODE: {
            /* the run of code lines in a tinted box, each line at its indent */
            float cs = size * 0.92f, top = cy, sp = gfx_text_width(G, "n", cs, GFX_FONT_REGULAR);
            int end = i;
            float hh = 0;
            for (; end < bl->n && bl->b[end].kind == DRILL_BLOCK_CODE; end++) {
                const char *t = bl->b[end].text;
                int lead = 0;
                while (t[lead] == ' ')
                    lead++;
                float lx = x + 10 + sp * (float)lead;
                hh += t[lead] ? gfx_text_wrap(G, t + lead, lx, top + 6 + hh, w - 20 - (lx - x - 10), cs,
                                              GFX_FONT_REGULAR, 0, 1) + 1
                              : gfx_text_line_height(G, cs, GFX_FONT_REGULAR) * 0.6f;
            }
            if (draw) {
                gfx_fill_rect(G, x, top, w, hh + 12, (C_SHADOW & 0xffffff00u) | 0x50u);
                gfx_fill_rect(G, x, top, 3, hh + 12, (C_GOLD & 0xffffff00u) | 0x90u);
                float ly = top + 6;
                for (int k = i; k < end; k++) {
                    const char *t = bl->b[k].text;
                    int lead = 0;
                    while (t[lead] == ' ')
                        lead++;
                    float lx = x + 10 + sp * (float)lead;
                    ly += t[lead] ? gfx_text_wrap(G, t + lead, lx, ly, w - 20 - (lx - x - 10), cs, GFX_FONT_REGULAR,
                                                  text, 1) + 1
                                  : gfx_text_line_height(G, cs, GFX_FONT_REGULAR) * 0.6f;
                }
            }
            cy += hh + 12 + gap;
            i = end;
            break;
        }
        case DRILL_BLOCK_ROW: {
            float col[MAX_COLS], pad = 6, cs = size * 0.95f;
            int n = 0;
            int end = table_columns(G, bl, i, w, cs, pad, col, &n);
            for (int k = i; k < end; k++) {
                const drill_block_t *r = &bl->b[k];
                gfx_font_t f = r->header ? GFX_FONT_BOLD : GFX_FONT_REGULAR;
                float rh = 0, cx = x;
                for (int c = 0; c < n; c++) {
                    float ch = gfx_text_wrap(G, cell(r->text, c, buf, sizeof buf), cx + pad, cy + 4, col[c] - 2 * pad, cs,
                                             f, draw ? (r->header ? C_GOLD : C_TEXT) : 0, 1);
                    if (ch > rh)
                        rh = ch;
                    cx += col[c];
                }
                rh += 8;
                if (draw) {
                    gfx_fill_rect(G, x, cy + rh - 1, w, r->header ? 2 : 1,
                                  (C_DIM & 0xffffff00u) | (r->header ? 0xb0u : 0x50u));
                    float vx = x;
                    for (int c = 0; c + 1 < n; c++) {
                        vx += col[c];
                        gfx_fill_rect(G, vx - 1, cy + 3, 1, rh - 6, (C_DIM & 0xffffff00u) | 0x40u);
                    }
                }
                cy += rh;
            }
            cy += gap;
            i = end;
            break;
        }
        case DRILL_BLOCK_HEADING:
            cy += gap * 0.5f;
            cy += gfx_text_wrap(G, b->text, x, cy, w, size * 1.15f, GFX_FONT_BOLD, draw ? C_GOLD : 0, 2) + gap;
            i++;
            break;
        case DRILL_BLOCK_SOURCES:
            cy += gap * 0.5f;
            cy += gfx_text_wrap(G, b->text, x, cy, w, size * 0.9f, GFX_FONT_REGULAR, dim, 2) + gap;
            i++;
            break;
        default:
            i++;
            break;
        }
    }
    return cy - y - (bl->n ? gap : 0);
}

float rule_view_blocks(app_t *a, const drill_blocks_t *bl, float x, float y, float w, float h, float size,
                       float *scroll)
{
    float inner = w - 10; /* room for the scroll bar */
    float total = layout(a, bl, x, 0, inner, size, 0);
    ui_scroll(&a->ui, x, y, w, h, total, scroll, C_GOLD);
    gfx_clip(a->g, x, y, w, h);
    layout(a, bl, x, y - *scroll, total > h ? inner : w, size, 1);
    gfx_unclip(a->g);
    return total;
}

float rule_view_text(app_t *a, const char *rule_md, float x, float y, float w, float h, float size, float *scroll)
{
    drill_blocks_t bl;
    if (!rule_md || drill_rule_blocks(rule_md, &bl) != 0)
        return 0;
    float total = rule_view_blocks(a, &bl, x, y, w, h, size, scroll);
    drill_blocks_free(&bl);
    return total;
}

float rule_view_plain(app_t *a, const char *text, float x, float y, float w, float h, float size, uint32_t colour,
                      float *scroll)
{
    gfx_t *G = a->g;
    float total = gfx_text_wrap(G, text, x, 0, w - 10, size, GFX_FONT_REGULAR, 0, 2);
    ui_scroll(&a->ui, x, y, w, h, total, scroll, C_GOLD);
    gfx_clip(G, x, y, w, h);
    gfx_text_wrap(G, text, x, y - *scroll, total > h ? w - 10 : w, size, GFX_FONT_REGULAR, colour, 2);
    gfx_unclip(G);
    return total;
}

void rule_view_keys(app_t *a, float h, float *scroll)
{
    ui_t *u = &a->ui;
    if (ui_key(u, SDLK_DOWN))
        *scroll += 40;
    if (ui_key(u, SDLK_UP))
        *scroll -= 40;
    if (ui_key(u, SDLK_PAGEDOWN))
        *scroll += h * 0.9f;
    if (ui_key(u, SDLK_PAGEUP))
        *scroll -= h * 0.9f;
    if (ui_key(u, SDLK_HOME))
        *scroll = 0;
    if (ui_key(u, SDLK_END))
        *scroll = 1e9f;
}

int rule_dialog_show(app_t *a, const drill_rulebook_t *rb, layout_rect_t P, layout_rect_t close, const char *close_name,
                const char *verdict, int right, const char *why, const char *rule, float *scroll)
{
    gfx_t *G = a->g;
    ui_t *u = &a->ui;
    const char *title = rb ? drill_rule_title(rb, rule) : NULL;
    const char *text = rb ? drill_rule_text(rb, rule) : NULL;
    float x0, y0, x1, y1;
    gfx_logical_bounds(G, &x0, &y0, &x1, &y1);
    ui_set_modal(u, 1);
    ui_layer(u, 1);
    gfx_fill_rect(G, x0, y0, x1 - x0, y1 - y0, C_SCRIM);
    gfx_shadow(G, P.x, P.y, P.w, P.h, 16, 26, pal_alpha(C_SHADOW, 0xb0));
    gfx_panel(G, P.x, P.y, P.w, P.h);
    gfx_text(G, verdict, P.x + 32, P.y + 24, 22, GFX_FONT_BOLD, right ? C_GREEN : C_RED, GFX_LEFT | GFX_TOP);
    /* one scrolling column: the explanation, then the rule in full with its lists and tables,
     * its sources last */
    char head[200];
    snprintf(head, sizeof head, "%s  %s", rule, title ? title : "");
    const float bx = P.x + 32, by = P.y + 64, bw = P.w - 56, bh = P.h - 64 - 82;
    rule_view_keys(a, bh, scroll);
    drill_blocks_t rb_blocks, bl = {0};
    if (drill_rule_blocks(text, &rb_blocks) == 0) {
        int ok = drill_blocks_add(&bl, DRILL_BLOCK_PARA, why, NULL) == 0 &&
                 drill_blocks_add(&bl, DRILL_BLOCK_HEADING, head, NULL) == 0;
        for (int i = 0; ok && i < rb_blocks.n; i++)
            ok = drill_blocks_add(&bl, rb_blocks.b[i].kind, rb_blocks.b[i].text, &rb_blocks.b[i]) == 0;
        if (ok && !text) {
            char note[300];
            snprintf(note, sizeof note,
                     _("%s is not one of the rule book's own rules: where docs/rules.md is silent, the Poker TDA rules "
                       "(2024) decide. %s"),
                     rule[0] ? rule : _("This ruling"), "");
            ok = drill_blocks_add(&bl, DRILL_BLOCK_SOURCES, note, NULL) == 0;
        }
        if (ok)
            rule_view_blocks(a, &bl, bx, by, bw, bh, 15, scroll);
        drill_blocks_free(&bl);
        drill_blocks_free(&rb_blocks);
    }
    int id = ui_id(close_name, 0), closed = 0;
    ui_focus(u, id);
    ui_name(u, close_name);
    if (ui_button(u, id, close.x, close.y, close.w, close.h, _("Close"), "Esc", UI_PRIMARY, NULL) ||
        ui_key(u, SDLK_ESCAPE) || ui_key(u, SDLK_r))
        closed = 1;
    ui_layer(u, 0);
    ui_set_modal(u, 0);
    return closed;
}
