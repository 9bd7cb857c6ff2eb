/* bot_gauntlet.c — the gauntlet: simple exploit strategies a strong human would try against the
 * bots, as one plugin (`felt-cli arena --bots-dir build/tests/bots`, `tools/gauntlet`). Each
 * plays one idea to the hilt: 3-bet every open, steal every blind, c-bet every flop, min-raise,
 * limp and re-raise, overbet, check-raise, push or fold short. Outside its idea each plays a plain
 * tight game: top pair or better continues after the flop, nothing else. Built against the headers
 * only, like any external bot; deterministic from the view and its own stream. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/bot.h"

typedef enum gstyle {
    G_THREEBET, G_STEAL, G_CBET, G_MINRAISE, G_LIMPRERAISE, G_OVERBET, G_CHECKRAISE, G_PUSHFOLD
} gstyle_t;

typedef struct gbot {
    gstyle_t style;
    int seat;
    int hand_no;
    int pf_raises;     /* my raises pre-flop this hand */
    int pf_limped;     /* I limped this hand */
    int aggressor;     /* I made the last pre-flop raise */
    int checked_street; /* street + 1 on which I checked, 0 if none */
    double pct[13][13]; /* share of hands at least as good: [hi][lo] suited above the diagonal */
} gbot_t;

/* ---- pre-flop: the Chen score, turned into the share of hands at least as good ---- */

static double chen(int hi, int lo, int suited)
{
    static const double top[13] = {1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 6, 7, 8, 10};
    double s = top[hi];
    if (hi == lo)
        return s * 2 < 5 ? 5 : s * 2;
    if (suited)
        s += 2;
    int gap = hi - lo - 1;
    s -= gap == 0 ? 0 : gap == 1 ? 1 : gap == 2 ? 2 : gap == 3 ? 4 : 5;
    if (gap <= 1 && hi < 10)
        s += 1;
    return s + (hi + lo) * 0.01; /* ties broken by height */
}

static void pct_init(gbot_t *g)
{
    double sc[13][13], total = 1326;
    for (int a = 0; a < 13; a++)
        for (int b = 0; b < 13; b++)
            sc[a][b] = a == b ? chen(a, a, 0) : a > b ? chen(a, b, 1) : chen(b, a, 0);
    for (int a = 0; a < 13; a++)
        for (int b = 0; b < 13; b++) {
            double w = 0;
            for (int c = 0; c < 13; c++)
                for (int d = 0; d < 13; d++)
                    if (sc[c][d] >= sc[a][b])
                        w += c == d ? 6 : c > d ? 4 : 12;
            g->pct[a][b] = w / total;
        }
}

static double hand_pct(const gbot_t *g, const card_t *h)
{
    int r0 = card_rank(h[0]), r1 = card_rank(h[1]);
    int hi = r0 > r1 ? r0 : r1, lo = r0 > r1 ? r1 : r0;
    int suited = card_suit(h[0]) == card_suit(h[1]);
    return hi == lo ? g->pct[hi][hi] : suited ? g->pct[hi][lo] : g->pct[lo][hi];
}

/* ---- after the flop: what the hole cards make with the board ---- */

enum { MADE_NONE, MADE_WEAK, MADE_TOP, MADE_STRONG, MADE_NUTS };

static int straight_in(unsigned mask)
{
    if ((mask & 0x100F) == 0x100F) /* A2345 */
        return 1;
    for (int lo = 0; lo + 4 < 13; lo++)
        if (((mask >> lo) & 0x1F) == 0x1F)
            return 1;
    return 0;
}

static int made(const card_t *h, const card_t *b, int nb, int *draw)
{
    int cnt[13] = {0}, suit[4] = {0}, top = -1;
    unsigned board_mask = 0, all_mask = 0;
    for (int i = 0; i < nb; i++) {
        cnt[card_rank(b[i])]++;
        suit[card_suit(b[i])]++;
        board_mask |= 1u << card_rank(b[i]);
        if (card_rank(b[i]) > top)
            top = card_rank(b[i]);
    }
    all_mask = board_mask | 1u << card_rank(h[0]) | 1u << card_rank(h[1]);
    *draw = 0;
    for (int s = 0; s < 4; s++) {
        int mine = (card_suit(h[0]) == s) + (card_suit(h[1]) == s), n = suit[s] + mine;
        if (mine && n >= 5)
            return MADE_NUTS;
        if (mine && n == 4 && nb < 5)
            *draw = 1;
    }
    if (straight_in(all_mask) && !straight_in(board_mask))
        return MADE_NUTS;
    for (int lo = 0; lo + 3 < 13 && nb < 5; lo++)
        if (((all_mask >> lo) & 0xF) == 0xF && ((board_mask >> lo) & 0xF) != 0xF)
            *draw = 1;
    int r0 = card_rank(h[0]), r1 = card_rank(h[1]);
    if (r0 == r1)
        return cnt[r0] ? MADE_STRONG : r0 > top ? MADE_TOP : MADE_WEAK;
    int m0 = cnt[r0] > 0, m1 = cnt[r1] > 0;
    if ((m0 && cnt[r0] >= 2) || (m1 && cnt[r1] >= 2) || (m0 && m1))
        return MADE_STRONG;
    if ((m0 && r0 == top) || (m1 && r1 == top))
        return MADE_TOP;
    return m0 || m1 ? MADE_WEAK : MADE_NONE;
}

/* ---- the table ---- */

static int64_t eff_stack(const view_t *v)
{
    const view_seat_t *me = &v->seats[v->seat];
    int64_t mine = me->stack + me->committed, other = 0;
    for (int s = 0; s < v->n_seats; s++)
        if (s != v->seat && v->seats[s].in_hand) {
            int64_t o = v->seats[s].stack + v->seats[s].committed;
            if (o > other)
                other = o;
        }
    return mine < other ? mine : other;
}

static int opponents_in(const view_t *v)
{
    int n = 0;
    for (int s = 0; s < v->n_seats; s++)
        n += s != v->seat && v->seats[s].in_hand;
    return n;
}

/* Seats still to act after me pre-flop when everyone before me folded (0 for the big blind). */
static int behind(const view_t *v)
{
    int n = 0;
    for (int k = 1; k < v->n_seats; k++) {
        int s = (v->seat + k) % v->n_seats;
        if (v->seats[s].in_hand && v->seats[s].committed < v->current + 1 && !v->seats[s].all_in)
            n++;
        if (s == v->bb_seat)
            break;
    }
    return n;
}

static int first_in(const view_t *v)
{
    if (v->current > v->bb)
        return 0;
    for (int s = 0; s < v->n_seats; s++)
        if (s != v->bb_seat && s != v->seat && v->seats[s].in_hand && v->seats[s].committed >= v->bb)
            return 0; /* a limper */
    return v->seat != v->bb_seat;
}

static cmd_t do_fold(const view_t *v)
{
    cmd_t c = {v->legal.can_check ? CMD_CHECK : CMD_FOLD, v->seat, 0};
    return c;
}

static cmd_t do_call(const view_t *v)
{
    cmd_t c = {v->legal.can_check ? CMD_CHECK : v->legal.can_call ? CMD_CALL : CMD_FOLD, v->seat, 0};
    return c;
}

static cmd_t do_allin(const view_t *v)
{
    return v->legal.can_allin ? (cmd_t){CMD_ALLIN, v->seat, 0} : do_call(v);
}

/* Bet or raise to `to` (a street total), clamped to what is legal; all in when it is most of the stack. */
static cmd_t do_raise(const view_t *v, int64_t to)
{
    const view_legal_t *L = &v->legal;
    if (!L->can_bet && !L->can_raise)
        return to > v->current ? do_allin(v) : do_call(v);
    if (to < L->min_to)
        to = L->min_to;
    if (to * 10 >= L->max_to * 8 || to >= L->max_to)
        return do_allin(v);
    if (L->unit > 1)
        to = to / L->unit * L->unit;
    if (to < L->min_to)
        to = L->min_to;
    return (cmd_t){L->can_bet ? CMD_BET : CMD_RAISE, v->seat, to};
}

static int chance(rng_t *r, double p)
{
    return rng_below(r, 10000) < (uint32_t)(p * 10000);
}

/* ---- the strategies ---- */

/* The short-stack chart, roughly: the share pushed first in and called against a shove. */
static double push_share(const view_t *v, double bbs)
{
    double p = 1.05 - 0.04 * bbs;
    for (int k = behind(v); k > 1; k--)
        p *= 0.6;
    return p < 0.08 ? 0.08 : p > 1 ? 1 : p;
}

static double call_share(const view_t *v, double bbs)
{
    double p = 0.75 - 0.035 * bbs;
    if (opponents_in(v) > 1 || v->players_left > 2)
        p *= 0.6;
    return p < 0.05 ? 0.05 : p;
}

static cmd_t preflop(gbot_t *g, const view_t *v, rng_t *r, double pct, char *why, size_t len)
{
    const view_seat_t *me = &v->seats[v->seat];
    double bbs = (double)eff_stack(v) / (double)v->bb;
    int hu = v->players_left == 2;
    int late = hu || v->seat == v->button || v->seat == v->sb_pos ||
               (v->button >= 0 && (v->seat + 1) % v->n_seats == v->button);
    int facing = v->current > me->committed && v->current > v->bb;
    int64_t open_to = v->bb * 5 / 2;
    int facing_allin = 0;
    for (int s = 0; s < v->n_seats; s++)
        if (s != v->seat && v->seats[s].in_hand && v->seats[s].all_in && v->seats[s].committed >= v->current)
            facing_allin = 1;

    /* short: push or fold for every style (the push/fold style lives here from 15 BB) */
    double short_at = g->style == G_PUSHFOLD ? 15 : 10;
    if (bbs <= short_at) {
        if (facing || facing_allin) {
            snprintf(why, len, "short: calls a raise with the top %.0f%%", call_share(v, bbs) * 100);
            return pct <= call_share(v, bbs) ? do_allin(v) : do_fold(v);
        }
        snprintf(why, len, "short: pushes the top %.0f%%", push_share(v, bbs) * 100);
        return pct <= push_share(v, bbs) ? do_allin(v) : do_fold(v);
    }

    if (facing_allin) {
        snprintf(why, len, "facing an all-in: calls the top 12%%");
        return pct <= 0.12 ? do_call(v) : do_fold(v);
    }

    if (!facing) {
        /* first in, limped pots, or the big blind checked to */
        if (g->style == G_LIMPRERAISE && first_in(v) && pct <= (late ? 0.8 : 0.45)) {
            g->pf_limped = 1;
            snprintf(why, len, "limping, to re-raise a raise");
            return do_call(v);
        }
        double open = g->style == G_STEAL ? (late ? 1.0 : 0.3)
                      : g->style == G_THREEBET ? (hu || v->seat == v->sb_pos ? 0.7 : late ? 0.45 : 0.25)
                      : g->style == G_MINRAISE ? (late ? 0.6 : 0.35)
                      : late ? 0.5 : 0.25;
        if (first_in(v) && pct <= open) {
            g->pf_raises++;
            g->aggressor = 1;
            snprintf(why, len, "opening the top %.0f%%", open * 100);
            return do_raise(v, g->style == G_MINRAISE ? v->legal.min_to : open_to);
        }
        if (v->seat == v->bb_seat && pct <= 0.15 && g->style != G_LIMPRERAISE) {
            g->pf_raises++;
            g->aggressor = 1;
            return do_raise(v, v->current * 4);
        }
        snprintf(why, len, "not opening");
        return do_call(v); /* checks the big blind, folds elsewhere (a call would be a limp) */
    }

    /* facing a raise */
    if (g->pf_raises == 0 && !g->pf_limped) {
        /* an open (or more) to me */
        if (g->style == G_THREEBET && bbs > 12) {
            g->pf_raises++;
            g->aggressor = 1;
            snprintf(why, len, "3-betting every open to 3x");
            return do_raise(v, v->current * 3);
        }
        if (g->style == G_MINRAISE && pct <= 0.25) {
            g->pf_raises++;
            g->aggressor = 1;
            return do_raise(v, v->legal.min_to);
        }
        if (pct <= 0.05) {
            g->pf_raises++;
            g->aggressor = 1;
            return do_raise(v, v->current * 3);
        }
        double defend = v->seat == v->bb_seat ? 0.45 : 0.2;
        if (g->style == G_STEAL || g->style == G_CBET)
            defend = v->seat == v->bb_seat ? 0.4 : 0.15;
        g->aggressor = 0;
        snprintf(why, len, "facing an open: calls the top %.0f%%", defend * 100);
        return pct <= defend ? do_call(v) : do_fold(v);
    }
    if (g->pf_limped && g->pf_raises == 0) {
        /* the limp-re-raise */
        if (pct <= 0.35) {
            g->pf_raises++;
            g->aggressor = 1;
            snprintf(why, len, "limp-re-raising");
            return bbs <= 30 ? do_allin(v) : do_raise(v, v->current * 3);
        }
        return pct <= 0.5 ? do_call(v) : do_fold(v);
    }
    /* re-raised after my raise */
    g->aggressor = 0;
    if (pct <= 0.03)
        return do_allin(v);
    double cont = g->style == G_THREEBET ? 0.08 : 0.12;
    snprintf(why, len, "re-raised: continues with the top %.0f%%", cont * 100);
    if (pct <= cont)
        return do_call(v);
    (void)r;
    return do_fold(v);
}

static cmd_t postflop(gbot_t *g, const view_t *v, rng_t *r, char *why, size_t len)
{
    const view_seat_t *me = &v->seats[v->seat];
    int draw = 0;
    int m = made(me->hole, v->board, v->n_board, &draw);
    int64_t pot = v->pot_total;
    int facing = v->current > me->committed;
    int checked_here = g->checked_street == (int)v->street + 1;
    if (!facing) {
        /* checked to, or first */
        int bet = 0;
        double size = 0.6;
        switch (g->style) {
        case G_CBET:
            bet = v->street == STREET_FLOP || m >= MADE_TOP || (draw && chance(r, 0.5));
            break;
        case G_OVERBET:
            bet = m >= MADE_STRONG || (m < MADE_WEAK && chance(r, 0.35));
            size = 2.0;
            break;
        case G_MINRAISE:
            bet = m >= MADE_WEAK || chance(r, 0.5);
            size = 0;
            break;
        case G_CHECKRAISE:
            bet = v->street == STREET_RIVER && m >= MADE_TOP; /* checks to raise before the river */
            break;
        default:
            bet = (v->street == STREET_FLOP && g->aggressor) || m >= MADE_TOP;
            break;
        }
        if (bet) {
            snprintf(why, len, "betting");
            return do_raise(v, size == 0 ? v->legal.min_to : (int64_t)((double)pot * size));
        }
        g->checked_street = (int)v->street + 1;
        snprintf(why, len, "checking");
        return do_fold(v);
    }
    if (g->style == G_CHECKRAISE && checked_here && (m >= MADE_TOP || draw || chance(r, 0.3))) {
        snprintf(why, len, "check-raising");
        return do_raise(v, v->current * 3 + (pot - v->current));
    }
    if (g->style == G_MINRAISE && m >= MADE_STRONG)
        return do_raise(v, v->legal.min_to);
    if (m >= MADE_STRONG && chance(r, 0.5))
        return do_raise(v, v->current * 3);
    snprintf(why, len, "continuing only with top pair or better");
    return m >= MADE_TOP ? do_call(v) : do_fold(v);
}

static cmd_t gauntlet_decide(void *self, const view_t *v, rng_t *r, char *reason, size_t len)
{
    gbot_t *g = self;
    reason[0] = '\0';
    if (v->phase != PHASE_HAND) {
        cmd_t c = {v->rebuy_offer ? CMD_REBUY : v->addon_offer ? CMD_ADDON : CMD_NONE, v->seat, 0};
        snprintf(reason, len, "buys chips when offered");
        return c;
    }
    if (v->hand_no != g->hand_no) {
        g->hand_no = v->hand_no;
        g->pf_raises = g->pf_limped = g->aggressor = g->checked_street = 0;
    }
    const card_t *h = v->seats[v->seat].hole;
    char why[96] = "";
    cmd_t c = v->street == STREET_PREFLOP ? preflop(g, v, r, hand_pct(g, h), why, sizeof why)
                                          : postflop(g, v, r, why, sizeof why);
    snprintf(reason, len, "%s", why[0] ? why : "gauntlet");
    return c;
}

static void *gauntlet_create(const bot_setup_t *setup)
{
    gbot_t *g = calloc(1, sizeof *g);
    if (!g)
        return NULL;
    g->seat = setup->seat;
    g->hand_no = -1;
    g->style = (gstyle_t)(intptr_t)setup->data;
    pct_init(g);
    return g;
}

static void gauntlet_destroy(void *self)
{
    free(self);
}

#define G(name, what, st)                                                                                  \
    {name, what, 0, BOT_LEVEL_DEFAULT, 1, gauntlet_create, gauntlet_decide, gauntlet_destroy,               \
     (const void *)(intptr_t)(st)}

static const bot_strategy_t strategies[] = {
    G("g-3bet", "3-bets every open (gauntlet)", G_THREEBET),
    G("g-steal", "opens every hand in late position (gauntlet)", G_STEAL),
    G("g-cbet", "bets every flop (gauntlet)", G_CBET),
    G("g-minraise", "every bet and raise the minimum (gauntlet)", G_MINRAISE),
    G("g-limpraise", "limps, then re-raises a raise (gauntlet)", G_LIMPRERAISE),
    G("g-overbet", "bets twice the pot, strong or bluffing (gauntlet)", G_OVERBET),
    G("g-checkraise", "checks, then raises a bet (gauntlet)", G_CHECKRAISE),
    G("g-pushfold", "all in or fold at 15 BB or less (gauntlet)", G_PUSHFOLD),
};

BOT_PLUGIN_DEFINE(strategies)
