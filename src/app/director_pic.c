/* director_pic.c — the multi-table picture of a director drill (director.h): small tables on the
 * felt, each an oval with its number, its seats round it (a plate with name and chips, an empty
 * seat as a dashed place with its number), the last hand's button and blinds; a breaking table
 * marked. Everything is laid out from the picture's rectangle, every colour the theme's. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/director.h"
#include "app/i18n.h"
#include "app/palette.h"
#include "engine/scenario.h"
#include "render/cards.h"
#include "render/tablegfx.h"

static int player_named(const drill_mtt_t *d, const char *name)
{
    for (int i = 0; i < d->n_players; i++)
        if (!strcmp(d->names[i], name))
            return i;
    return -1;
}

int dpic_build(dpic_t *p, const drill_mtt_t *d, char *err, size_t errlen)
{
    memset(p, 0, sizeof *p);
    scenario_moment_t *m = malloc(sizeof *m);
    if (!m)
        return snprintf(err, errlen, "out of memory"), -1;
    if (scenario_moment_load(drill_mtt_topic_name(d->topic), ".", d->moment, strlen(d->moment), m, err, errlen) != 0) {
        free(m);
        return -1;
    }
    for (int i = 0; i < m->n_tables && p->n < DPIC_MAX_TABLES; i++) {
        const scenario_table_t *st = &m->tables[i];
        dpic_table_t *t = &p->t[p->n++];
        t->number = st->number;
        t->n_seats = m->table_size;
        t->button = st->prev_button;
        t->sb = st->prev_sb;
        t->bb = st->prev_bb;
        for (int s = 1; s <= t->n_seats && s <= ENGINE_MAX_SEATS; s++) {
            dpic_seat_t *se = &t->seat[s];
            se->player = -1;
            se->drew = CARD_NONE;
            if (st->seats[s - 1].occupied) {
                se->occupied = 1;
                snprintf(se->name, sizeof se->name, "%s", st->seats[s - 1].name);
                se->player = player_named(d, se->name);
                se->stack = st->seats[s - 1].stack;
            } else if (st->busted[s - 1])
                se->busted = 1;
        }
    }
    free(m);
    const drill_mtt_answer_t *A = &d->answer;
    if (d->topic == DRILL_MTT_HAND_FOR_HAND) {
        /* the players out, at the seats they went out from */
        for (int k = 0; k < A->n_rows; k++) {
            const drill_mtt_row_t *r = &A->row[k];
            for (int i = 0; i < p->n; i++)
                if (p->t[i].number == r->from_table && r->seat >= 1 && r->seat <= p->t[i].n_seats) {
                    dpic_seat_t *se = &p->t[i].seat[r->seat];
                    se->busted = 1;
                    se->player = r->player;
                    snprintf(se->name, sizeof se->name, "%s", d->names[r->player]);
                    se->stack = r->start_stack;
                }
        }
    } else if (d->topic == DRILL_MTT_BREAKING && A->n_rows > 0) {
        /* the draw: the broken table's players leave it for the seats they drew */
        int from = -1;
        for (int i = 0; i < p->n && from < 0; i++)
            for (int s = 1; s <= p->t[i].n_seats; s++)
                if (p->t[i].seat[s].occupied && p->t[i].seat[s].player == A->row[0].player)
                    from = i;
        for (int k = 0; k < A->n_rows; k++) {
            const drill_mtt_row_t *r = &A->row[k];
            dpic_seat_t moved = {0};
            for (int i = 0; i < p->n; i++)
                for (int s = 1; s <= p->t[i].n_seats; s++)
                    if (p->t[i].seat[s].occupied && p->t[i].seat[s].player == r->player) {
                        moved = p->t[i].seat[s];
                        memset(&p->t[i].seat[s], 0, sizeof p->t[i].seat[s]);
                        p->t[i].seat[s].player = -1;
                        p->t[i].seat[s].drew = CARD_NONE;
                    }
            for (int i = 0; i < p->n; i++)
                if (p->t[i].number == r->table && r->seat >= 1 && r->seat <= p->t[i].n_seats) {
                    moved.arrival = 1;
                    moved.occupied = 1;
                    p->t[i].seat[r->seat] = moved;
                }
        }
        if (from >= 0) {
            p->t[from].breaks = 1;
            for (int s = 1; s <= p->t[from].n_seats; s++)
                p->t[from].seat[s].busted = 0;
        }
    }
    return 0;
}

void dpic_add_final(dpic_t *p, const drill_mtt_t *d)
{
    if (p->n >= DPIC_MAX_TABLES)
        return;
    for (int i = 0; i < p->n; i++)
        if (p->t[i].final_table)
            return;
    dpic_table_t *t = &p->t[p->n++];
    memset(t, 0, sizeof *t);
    t->final_table = 1;
    t->n_seats = d->table_size;
    t->button = d->answer.button; /* drawn only once answered (the screen hides it before) */
    for (int s = 1; s <= t->n_seats; s++) {
        t->seat[s].player = -1;
        t->seat[s].drew = d->drew[s - 1];
    }
    for (int pl = 0; pl < d->n_players; pl++) {
        int s = d->final_seat[pl];
        if (s < 1 || s > t->n_seats)
            continue;
        dpic_seat_t *se = &t->seat[s];
        se->occupied = 1;
        se->player = pl;
        snprintf(se->name, sizeof se->name, "%s", d->names[pl]);
        /* the chips each brings */
        for (int i = 0; i + 1 < p->n; i++)
            for (int k = 1; k <= p->t[i].n_seats; k++)
                if (p->t[i].seat[k].occupied && p->t[i].seat[k].player == pl)
                    se->stack = p->t[i].seat[k].stack;
    }
}

void dpic_layout(dpic_t *p, float x, float y, float w, float h)
{
    p->x = x, p->y = y, p->w = w, p->h = h;
    int n = p->n < 1 ? 1 : p->n;
    int cols = n == 1 ? 1 : n <= 4 ? 2 : n <= 6 ? 3 : 4, rows = (n + cols - 1) / cols;
    float cw = w / (float)cols, ch = h / (float)rows;
    p->pw = fminf(112.0f, cw * 0.2f);
    p->ph = fminf(40.0f, fmaxf(30.0f, p->pw * 0.36f));
    for (int i = 0; i < p->n; i++) {
        int r = i / cols, c = i % cols;
        int in_row = r == rows - 1 ? n - r * cols : cols;
        /* a short last row is centred */
        float off = (float)(cols - in_row) * cw * 0.5f;
        dpic_table_t *t = &p->t[i];
        t->cx = x + off + cw * ((float)c + 0.5f);
        t->cy = y + ch * ((float)r + 0.5f) + 6;
        t->rx = cw * 0.5f - p->pw * 0.5f - 18;
        t->ry = ch * 0.5f - p->ph * 0.5f - 16;
        if (t->rx > t->ry * 2.6f)
            t->rx = t->ry * 2.6f;
        if (t->ry > t->rx * 0.6f)
            t->ry = t->rx * 0.6f;
    }
}

void dpic_seat_xy(const dpic_t *p, int i, int s, float *x, float *y)
{
    const dpic_table_t *t = &p->t[i];
    int n = t->n_seats > 0 ? t->n_seats : 1;
    /* seat 1 at the bottom, clockwise as seen from above */
    double th = M_PI / 2 + 2 * M_PI * (double)(s - 1) / (double)n;
    *x = t->cx + t->rx * (float)cos(th);
    *y = t->cy + t->ry * (float)sin(th);
}

int dpic_hit(const dpic_t *p, float x, float y, int *ti, int *s)
{
    for (int i = 0; i < p->n; i++)
        for (int k = 1; k <= p->t[i].n_seats; k++) {
            float sx, sy;
            dpic_seat_xy(p, i, k, &sx, &sy);
            if (fabsf(x - sx) <= p->pw / 2 && fabsf(y - sy) <= p->ph / 2) {
                *ti = i;
                *s = k;
                return 1;
            }
        }
    return 0;
}

void dpic_plate(app_t *a, const dpic_t *p, float cx, float cy, const char *name, int64_t stack, uint32_t ring, int dim)
{
    gfx_t *G = a->g;
    float x = cx - p->pw / 2, y = cy - p->ph / 2;
    gfx_shadow(G, x, y + 2, p->pw, p->ph, 8, 6, C_SHADOW);
    gfx_fill_rounded(G, x, y, p->pw, p->ph, 8, dim ? pal_alpha(a->theme.plate, 0x90) : a->theme.plate);
    gfx_stroke_rounded(G, x, y, p->pw, p->ph, 8, ring ? 2.5f : 1.0f, ring ? ring : a->theme.panel_border);
    uint32_t tc = dim ? C_DIM : C_TEXT;
    gfx_text_fit(G, name, cx, cy - p->ph * 0.2f, p->pw - 10, 12, GFX_FONT_BOLD, tc, GFX_CENTER | GFX_MIDDLE);
    if (stack > 0) {
        char c[32];
        app_chips(stack, c, sizeof c);
        gfx_text_fit(G, c, cx, cy + p->ph * 0.24f, p->pw - 10, 11, GFX_FONT_REGULAR, dim ? C_DIM : C_GOLD,
                     GFX_CENTER | GFX_MIDDLE);
    }
}

void dpic_tag(app_t *a, const dpic_t *p, int i, int s, const char *text, uint32_t fill)
{
    gfx_t *G = a->g;
    float x, y;
    dpic_seat_xy(p, i, s, &x, &y);
    float tw = gfx_text_width(G, text, 10, GFX_FONT_BOLD) + 10;
    if (tw > p->pw + 20)
        tw = p->pw + 20;
    float ty = y - p->ph / 2 - 7;
    gfx_fill_rounded(G, x - tw / 2, ty - 8, tw, 16, 8, fill);
    gfx_text_fit(G, text, x, ty, tw - 6, 10, GFX_FONT_BOLD, C_INK, GFX_CENTER | GFX_MIDDLE);
}

void dpic_ring(app_t *a, const dpic_t *p, int i, int s, uint32_t col, float grow)
{
    float x, y;
    dpic_seat_xy(p, i, s, &x, &y);
    gfx_stroke_rounded(a->g, x - p->pw / 2 - 4 - grow, y - p->ph / 2 - 4 - grow, p->pw + 8 + 2 * grow,
                       p->ph + 8 + 2 * grow, 10, 2.5f, col);
}

/* A marker a little way in from seat s, toward the table's centre. */
static void marker_at(app_t *a, const dpic_t *p, int i, int s, int kind, float along)
{
    const dpic_table_t *t = &p->t[i];
    float x, y;
    dpic_seat_xy(p, i, s, &x, &y);
    float dx = t->cx - x, dy = t->cy - y, len = sqrtf(dx * dx + dy * dy);
    if (len < 1)
        return;
    /* out of the plate along the way in, and the marker's radius more */
    float ux = fabsf(dx / len), uy = fabsf(dy / len);
    float ex = ux > 1e-3f ? p->pw * 0.5f / ux : 1e9f, ey = uy > 1e-3f ? p->ph * 0.5f / uy : 1e9f;
    float in = (ex < ey ? ex : ey) + 15;
    float mx = x + dx / len * in, my = y + dy / len * in;
    /* side by side when two markers share a seat's way in */
    mx += -dy / len * along;
    my += dx / len * along;
    gfx_marker(a->g, mx, my, kind, 0);
}

void dpic_draw(app_t *a, const dpic_t *p, int hidden)
{
    gfx_t *G = a->g;
    ui_t *u = &a->ui;
    ui_area(u, "director.picture", p->x, p->y, p->w, p->h);
    for (int i = 0; i < p->n; i++) {
        const dpic_table_t *t = &p->t[i];
        /* the table: rail, felt, pin line */
        gfx_fill_ellipse(G, t->cx, t->cy + 3, t->rx + 4, t->ry + 4, pal_alpha(C_SHADOW, 0x70));
        gfx_fill_ellipse(G, t->cx, t->cy, t->rx, t->ry, t->breaks ? pal_alpha(a->theme.rail, 0x90) : a->theme.rail);
        gfx_fill_ellipse(G, t->cx, t->cy, t->rx - 9, t->ry - 9, t->breaks ? pal_alpha(a->theme.felt_edge, 0x90) : a->theme.felt_edge);
        gfx_fill_ellipse(G, t->cx, t->cy, t->rx * 0.7f, t->ry * 0.7f, pal_alpha(a->theme.felt_centre, 0x80));
        gfx_stroke_ellipse(G, t->cx, t->cy, t->rx - 9, t->ry - 9, 1.5f, a->theme.pinline);
        char label[64];
        if (t->final_table)
            snprintf(label, sizeof label, "%s", _("Final table"));
        else
            /* TRANSLATORS: a table's number in the director's picture */
            snprintf(label, sizeof label, _("Table %d"), t->number);
        gfx_text(G, label, t->cx, t->cy - (t->breaks ? 10 : 0), 18, GFX_FONT_BOLD, pal_alpha(C_TEXT, 0xd0),
                 GFX_CENTER | GFX_MIDDLE);
        if (t->breaks)
            gfx_text(G, _("breaks"), t->cx, t->cy + 12, 14, GFX_FONT_BOLD, C_RED, GFX_CENTER | GFX_MIDDLE);
        char nm[48];
        /* the seats: empty places first, plates over them */
        for (int s = 1; s <= t->n_seats; s++) {
            const dpic_seat_t *se = &t->seat[s];
            float x, y;
            dpic_seat_xy(p, i, s, &x, &y);
            snprintf(nm, sizeof nm, "director.seat.%d.%d", t->number, s);
            ui_mark(u, nm, x - p->pw / 2, y - p->ph / 2, p->pw, p->ph, se->occupied ? se->name : NULL);
            if (se->occupied && hidden != i * DPIC_SEAT_STRIDE + s)
                continue;
            if (se->busted && se->name[0]) {
                /* a player out in the last hand: their plate dimmed, their chips at its start */
                dpic_plate(a, p, x, y, se->name, se->stack, C_RED, 1);
                dpic_tag(a, p, i, s, _("out"), C_RED);
                continue;
            }
            gfx_fill_rounded(G, x - p->pw / 2, y - p->ph / 2, p->pw, p->ph, 8, pal_alpha(C_SCRIM, 0x50));
            gfx_stroke_rounded(G, x - p->pw / 2, y - p->ph / 2, p->pw, p->ph, 8, 1.0f, pal_alpha(C_TEXT, 0x50));
            char sn[32];
            /* TRANSLATORS: an empty seat in the director's picture */
            snprintf(sn, sizeof sn, _("seat %d"), s);
            gfx_text(G, sn, x, y - (se->busted ? 7 : 0), 11, GFX_FONT_REGULAR, C_DIM, GFX_CENTER | GFX_MIDDLE);
            if (se->busted)
                gfx_text(G, _("just out"), x, y + 8, 10, GFX_FONT_REGULAR, C_RED, GFX_CENTER | GFX_MIDDLE);
        }
        for (int s = 1; s <= t->n_seats; s++) {
            const dpic_seat_t *se = &t->seat[s];
            if (!se->occupied || hidden == i * DPIC_SEAT_STRIDE + s)
                continue;
            float x, y;
            dpic_seat_xy(p, i, s, &x, &y);
            dpic_plate(a, p, x, y, se->name, se->stack, se->arrival ? C_INFO : 0, 0);
            snprintf(nm, sizeof nm, "director.plate.%d.%d", t->number, s);
            ui_mark(u, nm, x - p->pw / 2, y - p->ph / 2, p->pw, p->ph, se->name);
            if (se->drew != CARD_NONE && t->final_table) {
                /* the high card drawn for the button, a small card at the plate's left end */
                float cw = p->ph * 0.62f;
                gfx_card(G, se->drew, x - p->pw / 2 + cw * 0.5f + 3, y, cw, 1.0f, 0, 0);
            }
        }
        if (!t->final_table && !t->breaks) {
            if (t->button >= 1)
                marker_at(a, p, i, t->button, GFX_MARK_BUTTON, 0);
            if (t->sb >= 1)
                marker_at(a, p, i, t->sb, GFX_MARK_SB, t->sb == t->button ? 26 : 0);
            if (t->bb >= 1)
                marker_at(a, p, i, t->bb, GFX_MARK_BB, 0);
        }
    }
}
