/* motion.c — effects in flight, the model updates they hold back, banners and the named timings
 * (see motion.h). */
#include "app/motion.h"

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
    return f;
}

void motion_chips(motion_t *mo, float x0, float y0, float x1, float y1, int64_t amount, double start, double dur)
{
    if (amount <= 0 || dur <= 0)
        return;
    fx_t *f = motion_fx(mo, FX_CHIPS, start, dur);
    if (!f)
        return;
    f->x0 = x0, f->y0 = y0, f->x1 = x1, f->y1 = y1;
    f->amount = amount;
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
