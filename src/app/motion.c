/* motion.c — effects in flight, the model updates they hold back, banners and the named timings
 * (see motion.h). */
#include "app/motion.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

const motion_timings_t MOTION_TIMINGS = {
    .draw_card = 0.12, .draw_hold = 1.6,
    .hand_start = 0.25,
    .deal_flight = 0.16, .deal_gap = 0.07,
    .bet = 0.22, .post_overlap = 0.6,
    .fold = 0.25, .check = 0.3, .after_action = 0.12,
    .collect = 0.32, .after_collect = 0.1,
    .flip = 0.18, .flip_gap = 0.09, .after_street = 0.15,
    .show = 0.28, .after_show = 0.45, .after_show_allin = 0.25,
    .muck = 0.2,
    .pot = 0.5, .after_pot = 0.35,
    .colour_up = 0.8, .champion = 1.2,
    .hand_pause = 1.6,
    .banner_level = 1.8, .banner_break = 2.0, .banner_colour_up = 2.2, .banner_out = 2.0, .banner_champion = 3.0,
    .banner_overlap = 0.6,
    .think_min = 0.5, .think_spread = 0.6,
};

void motion_new_hand(motion_t *mo)
{
    memset(mo->vis_cards, 0, sizeof mo->vis_cards);
    memset(mo->mucked, 0, sizeof mo->mucked);
    memset(mo->flip_seat, 0, sizeof mo->flip_seat);
    mo->vis_board = 0;
    mo->pots_gone = 0;
}

fx_t *motion_fx(motion_t *mo, fx_kind_t kind, double start, double dur)
{
    if (mo->n_fx == MOTION_MAX_FX)
        return NULL;
    fx_t *f = &mo->fx[mo->n_fx++];
    memset(f, 0, sizeof *f);
    f->kind = kind;
    f->start = start;
    f->dur = dur;
    f->seat = -1;
    f->pot = -1;
    return f;
}

fx_t *motion_chips(motion_t *mo, float x0, float y0, float x1, float y1, int64_t amount, double start, double dur)
{
    if (amount <= 0 || dur <= 0)
        return NULL;
    fx_t *f = motion_fx(mo, FX_CHIPS, start, dur);
    if (!f)
        return NULL;
    f->x0 = x0, f->y0 = y0, f->x1 = x1, f->y1 = y1;
    f->amount = amount;
    return f;
}

/* Does the segment a-b pass through the inside of r (Liang-Barsky)? Touching its edge is not. */
static int crosses(float ax, float ay, float bx, float by, const motion_rect_t *r)
{
    const float in = 0.5f; /* a corner or an edge grazed is outside */
    float lo = 0.0f, hi = 1.0f, dx = bx - ax, dy = by - ay;
    const float p[4] = {-dx, dx, -dy, dy};
    const float q[4] = {ax - (r->x + in), (r->x + r->w - in) - ax, ay - (r->y + in), (r->y + r->h - in) - ay};
    for (int i = 0; i < 4; i++) {
        if (p[i] == 0.0f) {
            if (q[i] < 0.0f)
                return 0;
            continue;
        }
        float t = q[i] / p[i];
        if (p[i] < 0.0f) {
            if (t > lo)
                lo = t;
        } else if (t < hi) {
            hi = t;
        }
        if (lo >= hi)
            return 0;
    }
    return 1;
}

static float dist_to_rect(float x, float y, const motion_rect_t *r)
{
    float dx = x < r->x ? r->x - x : x > r->x + r->w ? x - (r->x + r->w) : 0.0f;
    float dy = y < r->y ? r->y - y : y > r->y + r->h ? y - (r->y + r->h) : 0.0f;
    return dx > dy ? dx : dy;
}

static float seg_len(float ax, float ay, float bx, float by) { return sqrtf((bx - ax) * (bx - ax) + (by - ay) * (by - ay)); }

void motion_route_at(float x0, float y0, float x1, float y1, const motion_rect_t *around, float e, float *x,
                     float *y)
{
    float px[4] = {x0, x1, 0, 0}, py[4] = {y0, y1, 0, 0};
    int n = 2;
    if (around && around->w > 0 && around->h > 0) {
        /* the way round keeps a chip's breadth off the cards, less when an end is closer */
        float m = 16.0f, d0 = dist_to_rect(x0, y0, around), d1 = dist_to_rect(x1, y1, around);
        if (d0 - 1.0f < m)
            m = d0 - 1.0f;
        if (d1 - 1.0f < m)
            m = d1 - 1.0f;
        motion_rect_t c = {around->x - m, around->y - m, around->w + 2 * m, around->h + 2 * m};
        if (m >= 0.0f && crosses(x0, y0, x1, y1, &c)) {
            const float cx[4] = {c.x, c.x + c.w, c.x + c.w, c.x}, cy[4] = {c.y, c.y, c.y + c.h, c.y + c.h};
            float best = -1.0f;
            /* one corner, or two next to each other (clockwise or not): the shortest clear way */
            for (int i = 0; i < 4; i++)
                for (int k = -1; k <= 1; k++) {
                    int j = (i + k + 4) % 4;
                    float len;
                    if (k == 0) {
                        if (crosses(x0, y0, cx[i], cy[i], &c) || crosses(cx[i], cy[i], x1, y1, &c))
                            continue;
                        len = seg_len(x0, y0, cx[i], cy[i]) + seg_len(cx[i], cy[i], x1, y1);
                    } else {
                        if (crosses(x0, y0, cx[i], cy[i], &c) || crosses(cx[j], cy[j], x1, y1, &c))
                            continue;
                        len = seg_len(x0, y0, cx[i], cy[i]) + seg_len(cx[i], cy[i], cx[j], cy[j]) +
                              seg_len(cx[j], cy[j], x1, y1);
                    }
                    if (best >= 0.0f && len >= best)
                        continue;
                    best = len;
                    n = k == 0 ? 3 : 4;
                    px[1] = cx[i], py[1] = cy[i];
                    px[n - 2] = cx[j], py[n - 2] = cy[j];
                    px[n - 1] = x1, py[n - 1] = y1;
                }
        }
    }
    /* the point at e of the polyline's length */
    float total = 0.0f;
    for (int i = 1; i < n; i++)
        total += seg_len(px[i - 1], py[i - 1], px[i], py[i]);
    float want = (e < 0.0f ? 0.0f : e > 1.0f ? 1.0f : e) * total;
    for (int i = 1; i < n; i++) {
        float l = seg_len(px[i - 1], py[i - 1], px[i], py[i]);
        if (want <= l || i == n - 1) {
            float t = l > 0.0f ? want / l : 1.0f;
            t = t > 1.0f ? 1.0f : t;
            *x = px[i - 1] + (px[i] - px[i - 1]) * t;
            *y = py[i - 1] + (py[i] - py[i - 1]) * t;
            return;
        }
        want -= l;
    }
    *x = x1, *y = y1;
}

void motion_defer(motion_t *mo, tmodel_t *m, const ev_t *ev, double at)
{
    if (mo->n_pending < MOTION_MAX_PENDING)
        mo->pending[mo->n_pending++] = *ev;
    else
        tmodel_apply(m, ev);
    if (at > mo->pending_at)
        mo->pending_at = at;
}

void motion_banner(motion_t *mo, double now, const char *title, const char *sub, double dur)
{
    if (mo->n_banners == MOTION_BANNERS) {
        memmove(&mo->banners[0], &mo->banners[1], sizeof mo->banners[0] * (MOTION_BANNERS - 1));
        mo->n_banners--;
    }
    banner_t *b = &mo->banners[mo->n_banners++];
    snprintf(b->title, sizeof b->title, "%s", title);
    snprintf(b->sub, sizeof b->sub, "%s", sub ? sub : "");
    double start = now;
    for (int i = 0; i < mo->n_banners - 1; i++) {
        banner_t *o = &mo->banners[i];
        double end = o->start + o->dur;
        double cut = (o->start > now ? o->start : now) + MOTION_TIMINGS.banner_overlap;
        if (end > cut) {
            o->dur = cut - o->start;
            end = cut;
        }
        if (end > start)
            start = end;
    }
    b->start = start;
    b->dur = dur;
}

static void land(motion_t *mo, const fx_t *f)
{
    switch (f->kind) {
    case FX_CARD:
        if (f->seat >= 0 && mo->vis_cards[f->seat] < f->card_index + 1)
            mo->vis_cards[f->seat] = f->card_index + 1;
        break;
    case FX_FLIP:
        if (f->seat >= 0)
            mo->flip_seat[f->seat] = 0;
        else if (mo->vis_board < f->card_index + 1)
            mo->vis_board = f->card_index + 1;
        break;
    case FX_MUCK:
        if (f->seat >= 0)
            mo->mucked[f->seat] = 1;
        break;
    default:
        break;
    }
}

void motion_advance(motion_t *mo, tmodel_t *m, double clock)
{
    int w = 0;
    for (int i = 0; i < mo->n_fx; i++) {
        const fx_t *f = &mo->fx[i];
        if (clock >= f->start + f->dur) {
            land(mo, f);
            continue;
        }
        mo->fx[w++] = *f;
    }
    mo->n_fx = w;
    if (mo->n_pending && clock >= mo->pending_at) {
        for (int i = 0; i < mo->n_pending; i++) {
            tmodel_apply(m, &mo->pending[i]);
            if (mo->pending[i].type == EV_ACTION && mo->pending[i].u.act.action == CMD_FOLD)
                mo->mucked[mo->pending[i].seat] = 1;
        }
        mo->n_pending = 0;
        mo->pending_at = 0;
    }
}

void motion_expire_banners(motion_t *mo, double clock)
{
    int w = 0;
    for (int i = 0; i < mo->n_banners; i++)
        if (clock < mo->banners[i].start + mo->banners[i].dur)
            mo->banners[w++] = mo->banners[i];
    mo->n_banners = w;
}

int motion_idle(const motion_t *mo) { return mo->n_fx == 0 && mo->n_pending == 0; }
