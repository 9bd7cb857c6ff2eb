/* ai_random.c — random legal actions (see ai_random.h). Weighted so hands reach showdowns and
 * all-ins often enough to exercise side pots, yet tournaments end. */
#include "ai/ai_random.h"

cmd_t ai_random_decide(const view_t *v, rng_t *r)
{
    cmd_t c = {CMD_NONE, v->seat, 0};
    if (v->phase != PHASE_HAND) {
        if (v->must_decide || v->rebuy_offer || v->addon_offer) {
            uint32_t x = rng_below(r, 4);
            if (v->addon_offer)
                c.type = x < 2 ? CMD_ADDON : CMD_DECLINE;
            else if (v->rebuy_offer && v->must_decide)
                c.type = x < 2 ? CMD_REBUY : CMD_DECLINE;
            else if (v->rebuy_offer)
                c.type = x == 0 ? CMD_REBUY : CMD_NONE;
        }
        return c;
    }
    const view_legal_t *L = &v->legal;
    if (v->seat != v->to_act)
        return c;
    uint32_t x = rng_below(r, 100);
    if (x < 3 && L->can_allin) {
        c.type = CMD_ALLIN;
        return c;
    }
    if (x < 18 && (L->can_bet || L->can_raise) && L->min_to <= L->max_to) {
        c.type = L->can_bet ? CMD_BET : CMD_RAISE;
        int64_t span = L->max_to - L->min_to;
        /* mostly small sizes, sometimes anything up to all-in */
        int64_t add = 0;
        if (span > 0) {
            uint32_t lim = span > 4000000000LL ? 4000000000u : (uint32_t)span + 1;
            add = rng_below(r, 4) ? (int64_t)rng_below(r, lim / 4 + 1) : (int64_t)rng_below(r, lim);
        }
        int64_t unit = L->unit > 1 ? L->unit : 1;
        c.amount = L->min_to + add / unit * unit; /* R27: amounts made of the chips in play */
        if (c.amount > L->max_to)
            c.amount = L->max_to;
        return c;
    }
    if (L->can_check) {
        c.type = CMD_CHECK;
        return c;
    }
    if (x < 55 && L->can_call) {
        c.type = CMD_CALL;
        return c;
    }
    c.type = CMD_FOLD;
    return c;
}
