/* practice_kit.c — the trainee's state (progress, rule book, drill cards) loaded on first use, and
 * the drawing helpers the practice screens and the answer kinds share (see practice_kit.h). */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/i18n.h"
#include "app/practice_kit.h"
#include "render/tablegfx.h"
#include "render/layout.h"
#include "render/layout_screens.h"
#include "app/palette.h"

/* ---- small helpers ----------------------------------------------------------------------- */

/* The drill library's topic titles (src/drill/drill_gen.c), marked here for xgettext: the
 * catalogue is looked up by the library's English title, so a title changed there shows in
 * English until it is translated, never a stale one. */
static const char *const topic_titles[DRILL_TOPIC_COUNT] = {
    N_("Button and blinds"), N_("Going heads-up"), N_("Who acts first"), N_("Minimum bet and raise"),
    N_("Does the betting re-open?"), N_("Side pots"), N_("Showdown order"), N_("Simultaneous eliminations"),
    N_("Colour-up and chip race"), N_("Floor rulings"), N_("Counting the pot"),
    N_("Following the action"), N_("Pushing the pot")};

const char *practice_topic_title(drill_topic_t t)
{
    (void)topic_titles;
    return _(drill_topic_title(t));
}

uint64_t practice_mix64(uint64_t *s)
{
    uint64_t z = (*s += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static float clamp01(float t) { return t < 0 ? 0 : t > 1 ? 1 : t; }
float practice_ease(float t)
{
    t = clamp01(t);
    return t < 0.5f ? 4 * t * t * t : 1 - powf(-2 * t + 2, 3) / 2;
}

void practice_focusable(ui_t *u, int id)
{
    if (u->layer >= u->modal_depth && u->n_focus < UI_MAX_FOCUSABLE)
        u->focus_ids[u->n_focus++] = id;
}

/* Wrapped text that fits a box: the largest size from max_size down to 12 that fits, clipped.
 * The sizes are the ones drawn (the player's text size applied, then the boost off): at the
 * largest text size 13, 12 and 11 all draw at about 16, so without this a question was cut
 * (and pointed at R, which does nothing before the answer) where a smaller size would fit. */
static void text_box_sized(gfx_t *G, const char *s, float x, float y, float w, float h, float max_size,
                           gfx_font_t f, uint32_t col, const char *more);
void practice_text_box_more(gfx_t *G, const char *s, float x, float y, float w, float h, float max_size,
                          gfx_font_t f, uint32_t col, const char *more)
{
    float boost = gfx_get_text_boost(G);
    float size = max_size;
    if (boost > 1.0f && size >= 11.0f && size < 16.0f)
        size = size * boost > 16.0f ? 16.0f : roundf(size * boost);
    gfx_set_text_boost(G, 1.0f);
    text_box_sized(G, s, x, y, w, h, size, f, col, more);
    gfx_set_text_boost(G, boost);
}
/* Text whose whole is a press of R away (the rule, the feedback). */
void practice_text_box(gfx_t *G, const char *s, float x, float y, float w, float h, float max_size,
                     gfx_font_t f, uint32_t col)
{
    practice_text_box_more(G, s, x, y, w, h, max_size, f, col, _(" (R: all of it)"));
}
static void text_box_sized(gfx_t *G, const char *s, float x, float y, float w, float h, float max_size,
                           gfx_font_t f, uint32_t col, const char *more)
{
    float size = max_size;
    while (size > 12.0f && gfx_text_wrap(G, s, x, y, w, size, f, col & 0xffffff00u, 2) > h)
        size -= 1.0f;
    if (gfx_text_wrap(G, s, x, y, w, size, f, col & 0xffffff00u, 2) > h) {
        /* still too long at the smallest size: the longest whole-word start that fits, and a
         * pointer to the full text (R) rather than a line cut in half */
        static char cut[2400];
        size_t n = strlen(s), lo = 0, hi = n < sizeof cut - 40 ? n : sizeof cut - 40;
        while (lo < hi) {
            size_t mid = (lo + hi + 1) / 2;
            while (mid > lo && s[mid] != ' ')
                mid--;
            if (mid == lo)
                break;
            snprintf(cut, sizeof cut, "%.*s \xe2\x80\xa6%s", (int)mid, s, more);
            if (gfx_text_wrap(G, cut, x, y, w, size, f, col & 0xffffff00u, 2) <= h)
                lo = mid;
            else
                hi = mid - 1;
        }
        snprintf(cut, sizeof cut, "%.*s \xe2\x80\xa6%s", (int)lo, s, more);
        gfx_text_wrap(G, cut, x, y, w, size, f, col, 2);
        return;
    }
    gfx_text_wrap(G, s, x, y, w, size, f, col, 2);
}

/* Rule-book text for the screen: markdown's emphasis and code marks dropped. */
void practice_plain_text(const char *in, char *out, size_t len)
{
    size_t o = 0;
    for (const char *p = in ? in : ""; *p && o + 1 < len; p++)
        if (*p == '\n')
            out[o++] = ' '; /* the rule book's hard-wrapped lines read as one paragraph */
        else if (*p != '`' && *p != '*')
            out[o++] = *p;
    out[o] = '\0';
}

const char *practice_seat_label(const drill_run_t *R, int s, char *buf, size_t len)
{
    const game_t *g = R->g;
    char plain[16];
    snprintf(plain, sizeof plain, "Seat %d", s + 1); /* a seat the scenario did not name */
    if (g && s >= 0 && s < g->n_seats && g->shown.seats[s].occupied && g->shown.seats[s].name[0] &&
        strcmp(g->shown.seats[s].name, plain))
        /* TRANSLATORS: a seat and its player's name: "Seat 3 (Ada)" */
        snprintf(buf, len, _("Seat %d (%s)"), s + 1, g->shown.seats[s].name);
    else
        snprintf(buf, len, _("Seat %d"), s + 1);
    return buf;
}

int64_t practice_parse_amount(const char *t)
{
    long long v = 0;
    int any = 0;
    for (const char *p = t; *p; p++) {
        if (*p >= '0' && *p <= '9') {
            v = v * 10 + (*p - '0');
            any = 1;
            if (v > 1000000000000LL)
                return -1;
        } else if (*p != ',' && *p != ' ') {
            return -1;
        }
    }
    return any ? v : -1;
}

/* Money "12.50" or "12" -> cents; -1 if not a number. */
int64_t practice_parse_money(const char *t)
{
    double v;
    char c;
    if (!t[0])
        return 0;
    if (sscanf(t, "%lf%c", &v, &c) != 1 || v < 0 || v > 1e12)
        return -1;
    return (int64_t)llround(v * 100.0);
}


/* ---- the trainee's state: progress, rule book, floor cards -------------------------------- */

/* The floor-ruling cards and authored drills: the JSON files in levels/drills, their words read in
 * the player's language (the loader looks them up in the catalogue). */
static void load_drill_files(app_t *a, trainee_t *T)
{
    char err[APP_MSG_LEN];
    T->n_floor = T->n_authored = 0;
    snprintf(T->drills_lang, sizeof T->drills_lang, "%s", i18n_numbers()->lang);
    char *dir = T->drills_dir;
    snprintf(T->drills_dir, sizeof T->drills_dir, "%slevels/drills", a->data_dir);
    DIR *dh = T->floor ? opendir(dir) : NULL;
    if (dh) {
        char *names[64];
        int n = 0;
        struct dirent *de;
        while ((de = readdir(dh)) != NULL && n < 64) {
            size_t l = strlen(de->d_name);
            if (l > 5 && !strcmp(de->d_name + l - 5, ".json"))
                names[n++] = strdup(de->d_name);
        }
        closedir(dh);
        for (int i = 0; i < n; i++)
            for (int j = i + 1; j < n; j++)
                if (names[i] && names[j] && strcmp(names[i], names[j]) > 0) {
                    char *t = names[i];
                    names[i] = names[j];
                    names[j] = t;
                }
        drill_t *tmp = calloc(MAX_FLOOR, sizeof *tmp);
        for (int i = 0; i < n; i++) {
            if (!names[i] || !tmp)
                continue;
            char fp[APP_PATH_LEN + 320];
            snprintf(fp, sizeof fp, "%s/%s", dir, names[i]);
            int got = 0;
            if (drill_load_file(fp, tmp, MAX_FLOOR, &got, err, sizeof err) != 0) {
                if (!T->floor_note[0]) {
                    snprintf(T->floor_note, sizeof T->floor_note, "%s", err);
                    app_notice(a, _("A drill file has a problem"),
                               _("%s\n\nIts drills are left out; the others are used."), err);
                }
            } else {
                for (int k = 0; k < got; k++) {
                    if (tmp[k].topic == DRILL_FLOOR && T->n_floor < MAX_FLOOR)
                        T->floor[T->n_floor++] = tmp[k];
                    else if (tmp[k].topic != DRILL_FLOOR && T->authored && T->n_authored < MAX_FLOOR)
                        T->authored[T->n_authored++] = tmp[k];
                }
            }
            free(names[i]);
        }
        free(tmp);
    }
}

practice_t *practice_state(app_t *a)
{
    if (a->practice && a->practice->ready) {
        trainee_t *T = &a->practice->tr;
        /* the language changed since the files were read: read their words again in it */
        if (strcmp(T->drills_lang, i18n_numbers()->lang) != 0)
            load_drill_files(a, T);
        return a->practice;
    }
    if (!a->practice) {
        a->practice = calloc(1, sizeof *a->practice);
        if (!a->practice)
            return NULL;
    }
    practice_t *P = a->practice;
    trainee_t *T = &P->tr;
    P->ready = 1;
    for (int t = 0; t < DRILL_TOPIC_COUNT; t++)
        T->topic_on[t] = 1;
    T->length = LEN_10;
    T->difficulty = 0;
    P->chart_topic = DRILL_TOPIC_COUNT; /* all topics */
    trainees_load(a, T);
    char err[APP_MSG_LEN];
    char rp[APP_PATH_LEN + 32];
    snprintf(rp, sizeof rp, "%srules.md", a->docs_dir);
    T->rb = drill_rulebook_load(rp, err, sizeof err);
    if (!T->rb)
        snprintf(T->floor_note, sizeof T->floor_note, _("The rule book cannot be read: %s"), err);
    T->floor = calloc(MAX_FLOOR, sizeof *T->floor);
    T->authored = calloc(MAX_FLOOR, sizeof *T->authored);
    load_drill_files(a, T);
    T->topic_on[DRILL_FLOOR] = T->n_floor > 0;
    return P;
}

/* ---- the table pieces the trainee moves ------------------------------------------------------ */

/* Where marker kind k sits for seat s (beside the plate, toward the centre), as the table draws
 * its own markers. */
void practice_marker_xy(const drill_run_t *R, int k, int s, float *x, float *y)
{
    float sx, sy;
    game_seat_xy(R->g, s, &sx, &sy);
    float dx = LAYOUT_CX - sx, dy = LAYOUT_TABLE_CY - sy, d = sqrtf(dx * dx + dy * dy);
    if (d < 1)
        d = 1;
    float side = k == 0 ? 1.0f : -1.0f;
    *x = sx + dx / d * 58 + (-dy / d) * 70 * side;
    *y = sy + dy / d * 44 + (dx / d) * 28 * side;
    if (k == 2 && R->ans.mk_seat[1] == s && !R->ans.no_sb)
        *x += 30; /* beside the small blind's disc when both are on one seat */
}

void practice_tray_xy(int k, float *x, float *y)
{
    const layout_rect_t first = layout_at("drill.tray");
    *x = first.x + first.w / 2 + (float)k * first.w;
    *y = first.y + first.h / 2;
}

/* The seat nearest to (x, y) within reach of its plate, or -1. */
int practice_seat_at(const drill_run_t *R, float x, float y, float reach)
{
    int best = -1;
    float bd = reach * reach;
    for (int s = 0; s < R->g->n_seats; s++) {
        float sx, sy;
        game_seat_xy(R->g, s, &sx, &sy);
        float dx = (x - sx) * 0.6f, dy = y - sy, d = dx * dx + dy * dy;
        if (d < bd) {
            bd = d;
            best = s;
        }
    }
    return best;
}

void practice_seat_ring(gfx_t *G, const drill_run_t *R, int s, uint32_t col, float grow)
{
    float x, y;
    game_seat_xy(R->g, s, &x, &y);
    gfx_stroke_rounded(G, x - GFX_PLATE_W / 2 - 5 - grow, y - GFX_PLATE_H / 2 - 5 - grow, GFX_PLATE_W + 10 + 2 * grow,
                       GFX_PLATE_H + 10 + 2 * grow, 14 + grow, 3.0f, col);
}

/* A small badge with text by a seat's plate (top right corner). */
void practice_seat_badge(gfx_t *G, const drill_run_t *R, int s, const char *t, uint32_t fill, int slot)
{
    const theme_t *th = gfx_theme(G);
    float x, y;
    game_seat_xy(R->g, s, &x, &y);
    float w = gfx_text_width(G, t, 13, GFX_FONT_BOLD) + 14;
    if (w < 24)
        w = 24;
    float x0, y0, x1, y1;
    gfx_logical_bounds(G, &x0, &y0, &x1, &y1);
    /* over the plate's right end; else its left end; else under it, below its ALL-IN tag: the
     * first place on the window off the seat's own cards (a side seat's stand over its plate) */
    layout_seat_parts_t sp;
    layout_seat_parts(R->g->n_seats, game_seat_from_hero(R->g, s), R->g->hero >= 0 && s == R->g->hero, &sp);
    float off = (float)slot * (w + 4);
    int person = R->g->hero >= 0 && s == R->g->hero;
    /* the person's own cards stand over the plate's whole top (and a drill's panels either side
     * of it): on the felt beside those cards instead */
    const float place[3][2] = {{x + GFX_PLATE_W / 2 - w / 2 - off, y - GFX_PLATE_H / 2 - 12},
                               {person ? sp.cards.x + sp.cards.w + 8 + w / 2 + off : x - GFX_PLATE_W / 2 + w / 2 + off,
                                person ? sp.cards.y + 14 : y - GFX_PLATE_H / 2 - 12},
                               {x + GFX_PLATE_W / 2 - w / 2 - off, y + GFX_PLATE_H / 2 + 27}};
    float bx = place[0][0], by = place[0][1];
    for (int k = 0; k < 3; k++) {
        layout_rect_t b = {place[k][0] - w / 2, place[k][1] - 11, w, 22};
        int clear = b.y >= y0 + 2 && b.y + b.h <= y1 - 2;
        const tmodel_seat_t *vs = &R->g->shown.seats[s];
        if (clear && vs->n_cards > 0) { /* tabled cards lie apart from face-down ones */
            layout_rect_t q = vs->shown ? sp.shown : sp.cards;
            clear = !(b.x < q.x + q.w && q.x < b.x + b.w && b.y < q.y + q.h && q.y < b.y + b.h);
        }
        if (clear || k == 2) {
            bx = place[k][0], by = place[k][1];
            if (clear)
                break;
        }
    }
    /* under the plate: below the action line too where the line stands there */
    if (by > y && bx + w / 2 > sp.said.x && bx - w / 2 < sp.said.x + sp.said.w && by - 11 < sp.said.y + sp.said.h &&
        by + 11 > sp.said.y)
        by = sp.said.y + sp.said.h + 13;
    gfx_fill_rounded(G, bx - w / 2, by - 11, w, 22, 11, fill);
    gfx_text(G, t, bx, by, 13, GFX_FONT_BOLD, th->ink, GFX_CENTER | GFX_MIDDLE);
}


static void pot_label(int p, int64_t amount, uint16_t eligible, int n_seats, char *label, size_t ll, char *el,
                      size_t el_len)
{
    char amt[32];
    app_chips(amount, amt, sizeof amt);
    if (p == 0)
        /* TRANSLATORS: a pot's tag on the table, short: "Main 2,400" */
        snprintf(label, ll, _("Main %s"), amt);
    else
        /* TRANSLATORS: a side pot's tag on the table, short: "Side 1 800" */
        snprintf(label, ll, _("Side %d %s"), p, amt);
    el[0] = '\0';
    for (int s = 0; s < n_seats; s++)
        if (eligible & (1u << s)) {
            int e = s; /* three or more seats in a row are a range: "seats 1-3,5" */
            while (e + 1 < n_seats && (eligible & (1u << (e + 1))))
                e++;
            size_t l = strlen(el);
            /* TRANSLATORS: the start of a pot's list of seats: "seats 1,2,5" */
            const char *lead = l ? "," : _("seats ");
            if (e - s >= 2) {
                snprintf(el + l, el_len - l, "%s%d\xe2\x80\x93%d", lead, s + 1, e + 1);
                s = e;
            } else {
                snprintf(el + l, el_len - l, "%s%d", lead, s + 1);
            }
        }
    if (!el[0])
        snprintf(el, el_len, "%s", _("nobody marked"));
}

void practice_pot_tag(gfx_t *G, int p, int64_t amount, uint16_t eligible, int n_seats, int n_slots, float px,
                      float py, uint32_t ring, uint32_t col)
{
    const theme_t *th = gfx_theme(G);
    char label[64], el[64];
    pot_label(p, amount, eligible, n_seats, label, sizeof label, el, sizeof el);
    float tw = gfx_text_width(G, label, 14, GFX_FONT_BOLD) + 18;
    float ew = gfx_text_width(G, el, 12, GFX_FONT_REGULAR) + 18;
    if (ew > tw)
        tw = ew;
    /* never wider than the pitch of the row, so neighbouring tags stay apart */
    float cap = layout_pot_pitch(n_seats, n_slots) - 6;
    if (cap > 118)
        cap = 118;
    if (tw > cap)
        tw = cap;
    /* a narrow tag (many pots share the row) keeps the amount whole: the pots stand main first,
     * left to right, and the amount is what the trainee builds */
    if (gfx_text_width(G, label, 14, GFX_FONT_BOLD) > tw - 8)
        app_chips(amount, label, sizeof label);
    gfx_fill_rounded(G, px - tw / 2, py + 2, tw, 38, 10, ring == th->accent ? th->accent_bg : pal_alpha(th->background, 0xe0));
    if (ring)
        gfx_stroke_rounded(G, px - tw / 2, py + 2, tw, 38, 10, 1.5f, ring);
    gfx_text_fit(G, label, px, py + 13, tw - 8, 14, GFX_FONT_BOLD, col, GFX_CENTER | GFX_MIDDLE);
    gfx_text_fit(G, el, px, py + 30, tw - 8, 12, GFX_FONT_REGULAR, th->text_muted, GFX_CENTER | GFX_MIDDLE);
}

