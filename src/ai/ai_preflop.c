/* ai_preflop.c — pre-flop decisions (see ai_brain.h): at 15 big blinds or less the push/fold
 * tables (ICM at hard), heads-up against a shover by the match price; deeper, opening by position
 * and depth, and facing raises by equity, price, position and the reads. */
#include "ai/ai_brain.h"

static int facing_lone_shove(const ai_brain_t *b, const view_t *v, int cls, int *shover, double *eq, double *price,
                             double *share)
{
    int me = v->seat, o = lone_opponent(v);
    if (o < 0 || v->legal.call_amount <= 0)
        return 0;
    /* an erratic player who is not a shover gives chips away after the flop: waiting keeps that
     * edge, and the match price of the erratic read decides (preflop, postflop_wild) */
    if (wild_opponent(b, v) == o && !known_shover(b, v, o))
        return 0;
    if (!(v->seats[o].all_in || v->legal.call_amount >= v->seats[me].stack))
        return 0;
    double w[PUSHFOLD_CLASSES];
    *share = shove_range(b, v, o, w);
    *eq = equity_vs_weights(cls, w);
    *price = ai_call_price(v);
    *shover = o;
    return 1;
}

/* The slack a style allows under the price when calling an all-in (never above it). */
double shove_slack(const ai_brain_t *b)
{
    return b->p.call_margin < 0 ? 0.3 * b->p.call_margin : 0.0;
}

/* ---- ICM ----------------------------------------------------------------------------------- */

/* How a stack is worth prize money in this spot: the exact Malmuth-Harville of the seats at this
 * table (a sit-and-go, or a multi-table final table: every player left is here), or the field's
 * curve (icm.h: every stack left in a multi-table tournament, my own priced by the curve, the
 * others held still). Prizes are basis points of the pool. */
typedef struct icm_ctx {
    int n;                          /* live seats (exact), or >= 2 for the curve; 0: chip EV */
    double prizes[ICM_MAX_PLAYERS];
    int live[ICM_MAX_PLAYERS];
    const icm_curve_t *curve;       /* the field's curve, or NULL for the exact table */
} icm_ctx_t;

/* Multi-table, the field's ICM matters from near the bubble on: when at most a quarter more than
 * the places paid and a table are left (far from the money chips are chips). */
int bot_field_wants_icm(const bot_field_t *f)
{
    return f->n_paid > 0 && f->n_left >= 2 && f->n_left <= f->n_paid + f->n_paid / 4 + ENGINE_MAX_SEATS;
}

/* My curve for the field as last counted: built once per refresh of the field (keyed on its
 * counts, not per decision). 0 when ready. */
static int field_curve(ai_brain_t *b, const bot_field_t *f)
{
    int self = f->my_place >= 1 && f->my_place <= f->n_left ? f->my_place - 1 : -1;
    /* the tournament counts the sum with the stacks, once a refresh: summing a field of
     * thousands here cost every decision near the money as much as the decision itself */
    int64_t sum = f->stacks_sum;
    if (sum <= 0)
        for (int i = 0; i < f->n_left; i++)
            sum += f->stacks[i];
    int64_t key[6] = {f->n_left, f->n_paid, sum, self >= 0 ? f->stacks[self] : -1, f->payouts[0], f->stacks[0]};
    if (b->fc.e && memcmp(key, b->fc_key, sizeof key) == 0)
        return 0;
    icm_curve_free(&b->fc);
    double pool = 0;
    for (int p = 0; p < f->n_paid; p++)
        pool += (double)f->payouts[p];
    double *bp = malloc(sizeof(double) * (size_t)f->n_paid);
    if (!bp || pool <= 0) {
        free(bp);
        return -1;
    }
    for (int p = 0; p < f->n_paid; p++)
        bp[p] = (double)f->payouts[p] / pool * 10000.0;
    int rc = icm_curve_build_with(&b->fc, f->stacks, f->n_left, self, bp, f->n_paid, f->icm);
    free(bp);
    if (rc != 0)
        return -1;
    memcpy(b->fc_key, key, sizeof key);
    return 0;
}

/* The ICM of this spot into *c. for_call: the decision answers an all-in (a level with field_icm 1
 * uses the field's ICM for those only). Returns c->n (0: chip EV decides). */
static int icm_prizes(ai_brain_t *b, const view_t *v, int for_call, icm_ctx_t *c)
{
    c->n = 0;
    c->curve = NULL;
    int entrants = 0, n = 0;
    for (int s = 0; s < v->n_seats; s++) {
        if (v->seats[s].occupied)
            entrants++;
        if (v->seats[s].occupied && !v->seats[s].eliminated) {
            if (n < ICM_MAX_PLAYERS)
                c->live[n] = s;
            n++;
        }
    }
    const bot_field_t *f = v->field;
    if (f) {
        if (b->lv->field_icm < (for_call ? 1 : 2) || !bot_field_wants_icm(f))
            return 0;
        if (f->n_left == n && n <= ICM_MAX_PLAYERS && n >= 2) {
            /* the final table: everybody left is here, exact, on the field's ladder */
            double pool = 0;
            for (int p = 0; p < f->n_paid; p++)
                pool += (double)f->payouts[p];
            if (pool <= 0)
                return 0;
            for (int i = 0; i < ICM_MAX_PLAYERS; i++)
                c->prizes[i] = i < f->n_paid && i < n ? (double)f->payouts[i] / pool * 10000.0 : 0.0;
            return c->n = n;
        }
        if (field_curve(b, f) != 0)
            return 0;
        c->curve = &b->fc;
        return c->n = n >= 2 ? n : 2;
    }
    if (!b->lv->icm || n > ICM_MAX_PLAYERS)
        return 0;
    const payout_tier_t *t = structure_payout_for(b->st, entrants);
    if (!t || n < 2)
        return 0;
    for (int i = 0; i < ICM_MAX_PLAYERS; i++)
        c->prizes[i] = i < t->n_places && i < n ? t->percent_bp[i] : 0.0;
    return c->n = n;
}

/* Seat's ICM equity when each live seat ends with stacks[seat]. With the field's curve, any
 * seat's stack is priced on my curve (the others held still: icm.h). */
static double icm_of(const icm_ctx_t *c, int seat, const int64_t *stacks)
{
    if (c->curve)
        return icm_curve_value(c->curve, (double)stacks[seat]);
    int64_t st[ICM_MAX_PLAYERS];
    double eq[ICM_MAX_PLAYERS];
    int at = 0;
    for (int i = 0; i < c->n; i++) {
        st[i] = stacks[c->live[i]];
        if (c->live[i] == seat)
            at = i;
    }
    if (icm_equity(st, c->n, c->prizes, c->n, eq) != 0)
        return 0;
    return eq[at];
}

static double icm_me(const view_t *v, const icm_ctx_t *c, const int64_t *stacks)
{
    return icm_of(c, v->seat, stacks);
}

/* Stacks if everybody kept what is behind them (the pot still undecided). */
static void base_stacks(const view_t *v, int64_t st[ENGINE_MAX_SEATS])
{
    for (int s = 0; s < ENGINE_MAX_SEATS; s++)
        st[s] = s < v->n_seats ? v->seats[s].stack : 0;
}

/* Going all in, seat a against seat o alone: a's ICM equity for win and loss. */
static void icm_showdown_of(const view_t *v, const icm_ctx_t *c, int a, int o, double *win, double *lose)
{
    int64_t st[ENGINE_MAX_SEATS];
    base_stacks(v, st);
    int64_t tm = total_of(v, a), to = total_of(v, o);
    int64_t L = tm < to ? tm : to;
    int64_t dead = v->pot_total - v->seats[a].in_pot - v->seats[o].in_pot;
    int64_t pot = dead + 2 * L;
    st[a] = tm - L + pot;
    st[o] = to - L;
    *win = icm_of(c, a, st);
    st[a] = tm - L;
    st[o] = to - L + pot;
    *lose = icm_of(c, a, st);
}

static void icm_showdown(const view_t *v, const icm_ctx_t *c, int o, double *win, double *lose)
{
    icm_showdown_of(v, c, v->seat, o, win, lose);
}

/* "on the bubble", "at the final table", "in the money": where the field is, for reasons. */
void field_where(const bot_field_t *f, char *buf, size_t len)
{
    if (f->n_left > f->n_paid)
        snprintf(buf, len, "%s the bubble (%d left, %d paid)",
                 f->hand_for_hand || f->n_left - f->n_paid <= ENGINE_MAX_SEATS ? "on" : "near", f->n_left, f->n_paid);
    else if (f->n_left <= ENGINE_MAX_SEATS && f->n_tables <= 1)
        snprintf(buf, len, "at the final table (%d left)", f->n_left);
    else
        snprintf(buf, len, "in the money (%d left)", f->n_left);
}

/* Facing an all-in from seat o in a multi-table tournament near the money: the equity a call
 * needs by the field's ICM, (fold - lose) / (win - lose), or -1 when chip EV decides. */
double icm_call_need(ai_brain_t *b, const view_t *v, int o)
{
    if (!v->field || o < 0 || v->legal.call_amount <= 0)
        return -1;
    icm_ctx_t c;
    if (icm_prizes(b, v, 1, &c) < 2)
        return -1;
    int64_t st[ENGINE_MAX_SEATS];
    base_stacks(v, st);
    st[o] += v->pot_total;
    double f = icm_me(v, &c, st), w, l;
    icm_showdown(v, &c, o, &w, &l);
    return w > l ? clampd((f - l) / (w - l), 0.0, 1.0) : -1;
}

/* ---- push/fold ----------------------------------------------------------------------------- */

/* ---- heads-up against a shover ---------------------------------------------------------------- */

static void match_solve(double (*W)[MATCH_GRID + 1], const view_t *v, const double w[PUSHFOLD_CLASSES], double g, int N);

typedef struct class_eq {
    double eq, p;
} class_eq_t;

static int cmp_class_eq(const void *a, const void *b)
{
    double x = ((const class_eq_t *)a)->eq, y = ((const class_eq_t *)b)->eq;
    return x < y ? 1 : x > y ? -1 : 0;
}

/* Seat o shoves with most hands: its plausible range is over half of all hands and a quarter of
 * all hands wider than the chart's (or the 3% a sound player shoves deep), from enough shoves
 * that the prior no longer decides. */
int known_shover(const ai_brain_t *b, const view_t *v, int o)
{
    if (o < 0 || v->players_left != 2 || seat_eff_bb(v, o) <= 4.0)
        return 0;
    const pushfold_mask_t *chart;
    double f = shove_share(b, v, o, &chart);
    double expect = chart ? pushfold_mask_share(chart) : SHOVE_PRIOR_DEEP;
    int d = seat_eff_bb(v, o) > PF_MODE_BB ? 0 : 1;
    /* seen shoving at least three times, and far more often than a sound player would */
    return b->sh_k[0][o] + b->sh_k[1][o] >= 3 && b->sh_k[d][o] >= 1 && f >= 0.5 && f >= expect + 0.25;
}

/* Heads-up match against a player who goes all in every hand with range w: each hand I either
 * fold (losing my blind and ante) or all my chips meet its all-in with equity eq(hand) against
 * w. My chance of winning the match at the start of a hand, W_pos(my chips), solves
 *   W_pos(m) = E_hand[ max( W_next(m - blind_pos), eq W_next(m + L) + (1 - eq) W_next(m - L) ) ]
 * with L the effective stack and W = 0 broke, 1 with every chip; the best play is a threshold:
 * go in when eq beats t = (W(fold) - W(lose)) / (W(win) - W(lose)). Solved by sweeps over a grid
 * of my chips (at most MATCH_GRID steps) for the current blinds. Returns t for my seat now (the
 * price of the match), and my chance of winning the match in *win (by playing so). */
double match_price(ai_brain_t *b, const view_t *v, int o, const double w[PUSHFOLD_CLASSES], double share,
                          double *win)
{
    int me = v->seat;
    double T = (double)(total_of(v, me) + total_of(v, o));
    double g = T / MATCH_GRID; /* chips per grid step */
    int N = MATCH_GRID;
    /* the solution depends only on the chips in play, the blinds and the range: kept until one
     * of them changes (the range in steps of 2.5% of all hands) */
    int64_t key[5] = {total_of(v, me) + total_of(v, o), v->sb, v->bb, v->ante, (int64_t)lround(share * 40)};
    if (!b->match_w)
        b->match_w = malloc(sizeof(double[2][MATCH_GRID + 1]));
    double(*W)[MATCH_GRID + 1] = b->match_w;
    if (!W) { /* no memory to keep it: solved for this decision only */
        W = ai_tables()->match_w;
        memset(b->match_key, 0, sizeof b->match_key);
        match_solve(W, v, w, g, N);
    } else if (memcmp(key, b->match_key, sizeof key) != 0) {
        memcpy(b->match_key, key, sizeof key);
        match_solve(W, v, w, g, N);
    }
    int k = me == v->sb_pos ? 0 : 1;
    int i = (int)lround((double)total_of(v, me) / g);
    if (i < 1)
        i = 1;
    if (i > N - 1)
        i = N - 1;
    *win = W[k][i];
    const double *Wn = W[1 - k];
    int L = i < N - i ? i : N - i;
    double ww = Wn[i + L >= N ? N : i + L], wl = Wn[i - L <= 0 ? 0 : i - L];
    /* what folding now leaves me: my chips less what I have put in this hand */
    int f = (int)lround((double)(total_of(v, me) - v->seats[me].in_pot) / g);
    double wf = f <= 0 ? 0 : Wn[f > N ? N : f];
    if (ww <= wl)
        return 0.0;
    return clampd((wf - wl) / (ww - wl), 0.0, 1.0);
}

static void match_solve(double (*W)[MATCH_GRID + 1], const view_t *v, const double w[PUSHFOLD_CLASSES], double g, int N)
{
    class_eq_t ce[PUSHFOLD_CLASSES];
    for (int c = 0; c < PUSHFOLD_CLASSES; c++) {
        ce[c].eq = equity_vs_weights(c, w);
        ce[c].p = class_share(c);
    }
    qsort(ce, PUSHFOLD_CLASSES, sizeof ce[0], cmp_class_eq);
    double P[PUSHFOLD_CLASSES + 1], E[PUSHFOLD_CLASSES + 1];
    P[0] = E[0] = 0;
    for (int c = 0; c < PUSHFOLD_CLASSES; c++) {
        P[c + 1] = P[c] + ce[c].p;
        E[c + 1] = E[c] + ce[c].p * ce[c].eq;
    }
    int cost[2]; /* 0: small blind, 1: big blind */
    cost[0] = (int)ceil(((double)v->sb + (double)v->ante) / g);
    cost[1] = (int)ceil(((double)v->bb + (double)v->ante) / g);
    for (int k = 0; k < 2; k++)
        if (cost[k] < 1)
            cost[k] = 1;
    for (int k = 0; k < 2; k++)
        for (int i = 0; i <= N; i++)
            W[k][i] = (double)i / N;
    for (int sweep = 0; sweep < 60; sweep++) {
        double moved = 0;
        for (int i = 1; i < N; i++)
            for (int k = 0; k < 2; k++) {
                const double *Wn = W[1 - k];
                int L = i < N - i ? i : N - i;
                double ww = Wn[i + L >= N ? N : i + L], wl = Wn[i - L <= 0 ? 0 : i - L];
                double val;
                if (i <= cost[k] || ww <= wl) {
                    val = wl + E[PUSHFOLD_CLASSES] * (ww - wl);
                } else {
                    double wf = Wn[i - cost[k]];
                    double t = (wf - wl) / (ww - wl);
                    int lo = 0, hi = PUSHFOLD_CLASSES; /* classes with eq >= t: the first lo */
                    while (lo < hi) {
                        int mid = (lo + hi) / 2;
                        if (ce[mid].eq >= t)
                            lo = mid + 1;
                        else
                            hi = mid;
                    }
                    val = P[lo] * wl + E[lo] * (ww - wl) + (1 - P[lo]) * wf;
                }
                double d = fabs(val - W[k][i]);
                if (d > moved)
                    moved = d;
                W[k][i] = val;
            }
        if (moved < 1e-6)
            break;
    }
}

/* One all-in to answer and nobody else in the hand (facing_lone_shove): call when the equity
 * against the shover's plausible range beats the price on the effective stack. */
static cmd_t call_shove(ai_brain_t *b, const view_t *v, const pf_ctx_t *x, int o, double eq, double price,
                        double share, char *why, size_t wl)
{
    double need = price + shove_slack(b);
    double win = 0;
    int match = b->lv->reads && known_shover(b, v, o);

    if (match) {
        /* heads-up against a player who shoves nearly every hand, the match is the prize: folding
         * costs only a blind, and the price is the equity that wins the match more often */
        double w[PUSHFOLD_CLASSES];
        double sh = shove_range(b, v, o, w);
        need = match_price(b, v, o, w, sh, &win);
    }
    double amount = in_bb(v, v->legal.call_amount < v->seats[v->seat].stack ? v->legal.call_amount
                                                                              : v->seats[v->seat].stack);
    char range[32];
    if (share >= 0.995)
        snprintf(range, sizeof range, "any two cards");
    else
        snprintf(range, sizeof range, "a top-%.0f%% range", share * 100);
    if (match) {
        if (eq > need) {
            snprintf(why, wl, "calling the all-in (%.1f BB more) with %s: %.0f%% against a shover's %s, the match "
                     "needs %.0f%%", amount, x->name, eq * 100, range, need * 100);
            return call_or_check(v);
        }
        snprintf(why, wl, "folding %s to the all-in: %.0f%% against a shover's %s; %.0f%% wins the match more "
                 "often than waiting for a better hand", x->name, eq * 100, range, need * 100);
        return fold_or_check(v);
    }
    double icm_need = match ? -1 : icm_call_need(b, v, o);
    if (icm_need >= 0) {
        char where[FIELD_WHERE_LEN];
        field_where(v->field, where, sizeof where);
        if (eq > icm_need) {
            snprintf(why, wl, "calling the all-in (%.1f BB more) with %s: calling needs %.0f%% %s (ICM; %.0f%% in "
                     "chips), we have %.0f%% against %s", amount, x->name, icm_need * 100, where, price * 100, eq * 100,
                     range);
            return call_or_check(v);
        }
        snprintf(why, wl, "folding %s to the all-in (%.1f BB more): calling needs %.0f%% %s (ICM; %.0f%% in chips), we "
                 "have %.0f%% against %s", x->name, amount, icm_need * 100, where, price * 100, eq * 100, range);
        return fold_or_check(v);
    }
    if (eq > need) {
        snprintf(why, wl, "calling the all-in (%.1f BB more) with %s: %.0f%% against %s, the price is %.0f%%",
                 amount, x->name, eq * 100, range, price * 100);
        return call_or_check(v);
    }
    if (eq > price) {
        snprintf(why, wl, "folding %s to a wild player's all-in (%.1f BB more): %.0f%% against %s beats the price of "
                 "%.0f%%, but the match needs %.0f%%", x->name, amount, eq * 100, range, price * 100, need * 100);
        return fold_or_check(v);
    }
    snprintf(why, wl, "folding %s to the all-in (%.1f BB more): %.0f%% against %s, the price is %.0f%%", x->name,
             amount, eq * 100, range, price * 100);
    return fold_or_check(v);
}

/* The spot for a table lookup, with the style's tightness applied to the stack. */
/* How much tighter than the equilibrium a bot pushes or calls (its style's push_tight or
 * call_tight), except hard heads-up: with two left the chips are the prize, ICM no longer pays for
 * caution, and the hard level plays the chart itself. */
static double pf_tightness(const ai_brain_t *b, const view_t *v, double style_tight)
{
    return b->lv->icm && v->players_left == 2 ? 1.0 : style_tight;
}

/* The share of the prize pool a push or call must gain by ICM before this style makes it (its
 * icm_bias), in pool units of 10,000; none for the hard level heads-up, as pf_tightness. */
static double pf_bias(const ai_brain_t *b, const view_t *v)
{
    return b->lv->icm && v->players_left == 2 ? 0.0 : b->p.icm_bias * 10000.0;
}

pushfold_spot_t spot_of(int behind, double eff_bb, double dead_bb, double tight)
{
    pushfold_spot_t s = {behind < 1 ? 1 : behind, eff_bb * tight, dead_bb};
    return s;
}

/* First in at 15 BB or less: push or fold. */
cmd_t pf_first_in(ai_brain_t *b, const view_t *v, rng_t *r, const pf_ctx_t *x, char *why, size_t wl)
{
    int k = behind_preflop(v, v->seat, 0);
    const char *pos = position_name(v, k);
    pushfold_spot_t sp = spot_of(k, x->eff_bb, x->dead_bb, pf_tightness(b, v, b->p.push_tight));
    int in_range = pushfold_push(&sp, x->cls);
    if (b->lv->cards_only) {
        /* plays its cards, not the spot: the same "good hands" whatever the stack or position */
        double width = b->lv->good_push / b->p.push_tight * (1.0 - 0.5 * b->lv->good_noise + b->lv->good_noise * rnd01(r));
        if (ai_tables()->top[x->cls] <= width) {
            snprintf(why, wl, "shoving %.0f BB with %s from the %s: a good hand", x->eff_bb, x->name, pos);
            return shove(v);
        }
        snprintf(why, wl, "folding %s at %.0f BB from the %s: not a good enough hand", x->name, x->eff_bb, pos);
        return fold_or_check(v);
    }
    icm_ctx_t ic;
    int n = icm_prizes(b, v, 0, &ic);
    if (n >= 2) {
        /* ICM: fold against pushing into the equilibrium calling ranges of the players behind;
         * in a multi-table tournament near the money they call only what beats their own ICM
         * price (the risk premium: a medium stack calls a big stack's shove far tighter) */
        int me = v->seat;
        int64_t st[ENGINE_MAX_SEATS];
        base_stacks(v, st);
        int winner = v->bb_seat != me && in_hand(v, v->bb_seat) ? v->bb_seat : next_seat(v, me);
        st[winner] += v->pot_total;
        double ev_fold = icm_me(v, &ic, st);
        base_stacks(v, st);
        double reach = 1.0, ev_push = 0;
        int t = me;
        int idx = 0;
        const pushfold_mask_t *mine = v->field ? pushfold_push_range(&sp) : NULL;
        for (int i = 0; i < v->n_seats && t != v->bb_seat; i++) {
            t = next_seat(v, t);
            if (!dealt(v, t))
                continue;
            idx++;
            if (!can_act(v, t))
                continue;
            int64_t eff = total_of(v, me) < total_of(v, t) ? total_of(v, me) : total_of(v, t);
            pushfold_spot_t cs = spot_of(k, stack_for_ratio(in_bb(v, eff), call_ratio(b, t)), x->dead_bb, 1.0);
            const pushfold_mask_t *m = pushfold_call_range(&cs, idx);
            pushfold_mask_t tight;
            if (mine) {
                /* the caller's ICM price against my push range: it keeps the chart's calls that
                 * beat it */
                double cw, cl;
                int64_t keep[ENGINE_MAX_SEATS];
                base_stacks(v, keep);
                keep[me] += v->pot_total;
                double cf = icm_of(&ic, t, keep);
                icm_showdown_of(v, &ic, t, me, &cw, &cl);
                double need = cw > cl ? (cf - cl) / (cw - cl) : 0.0;
                memset(&tight, 0, sizeof tight);
                for (int c = 0; c < PUSHFOLD_CLASSES; c++)
                    if (pushfold_mask_has(m, c) && pushfold_equity_vs_mask(c, mine) >= need)
                        tight.w[c >> 6] |= (uint64_t)1 << (c & 63);
                m = &tight;
            }
            double pc = 0;
            for (int c = 0; c < PUSHFOLD_CLASSES; c++)
                if (pushfold_mask_has(m, c))
                    pc += pushfold_weight(x->cls, c);
            pc /= pushfold_class_combos(x->cls) * 1225.0;
            if (pc > 0) {
                double eq = pushfold_equity_vs_mask(x->cls, m), w, l;
                icm_showdown(v, &ic, t, &w, &l);
                ev_push += reach * pc * (eq * w + (1 - eq) * l);
            }
            reach *= 1 - pc;
        }
        st[me] += v->pot_total;
        ev_push += reach * icm_me(v, &ic, st);
        if (v->field) {
            const bot_field_t *f = v->field;
            double gain = ev_push - ev_fold;
            char where[FIELD_WHERE_LEN];
            field_where(f, where, sizeof where);
            if (gain > 0)
                snprintf(why, wl, "shoving %.0f BB with %s from the %s: by ICM %s pushing is worth %.3f%% of the "
                         "pool more than folding (%s chart push)", x->eff_bb, x->name, pos, where, gain / 100.0,
                         in_range ? "inside" : "outside");
            else
                snprintf(why, wl, "folding %s at %.0f BB from the %s: by ICM %s pushing costs %.3f%% of the pool "
                         "(%s chart push)", x->name, x->eff_bb, pos, where, -gain / 100.0,
                         in_range ? "inside" : "outside");
            return gain > 0 ? shove(v) : fold_or_check(v);
        }
        double gain = ev_push - ev_fold - pf_bias(b, v);
        if (gain > 0) {
            if (ev_push >= ev_fold)
                snprintf(why, wl, "shoving %.0f BB with %s from the %s: ICM says +%.2f%% of the pool (%s chart %s)",
                         x->eff_bb, x->name, pos, (ev_push - ev_fold) / 100.0, in_range ? "inside" : "outside",
                         "push");
            else
                snprintf(why, wl, "shoving %.0f BB with %s from the %s: ICM says it gives up %.2f%% of the pool, "
                         "which this style accepts (%s chart push)", x->eff_bb, x->name, pos,
                         (ev_fold - ev_push) / 100.0, in_range ? "inside" : "outside");
            return shove(v);
        }
        if (ev_push > ev_fold)
            snprintf(why, wl, "folding %s at %.0f BB from the %s: pushing gains only %.2f%% of the pool by ICM, "
                     "this style wants %.2f%%", x->name, x->eff_bb, pos, (ev_push - ev_fold) / 100.0,
                     pf_bias(b, v) / 100.0);
        else
            snprintf(why, wl, "folding %s at %.0f BB from the %s: pushing costs %.2f%% of the pool by ICM", x->name,
                     x->eff_bb, pos, (ev_fold - ev_push) / 100.0);
        return fold_or_check(v);
    }
    if (in_range) {
        snprintf(why, wl, "shoving %.0f BB with %s from the %s: inside the push range (%d behind)", x->eff_bb,
                 x->name, pos, k);
        return shove(v);
    }
    snprintf(why, wl, "folding %s at %.0f BB from the %s: outside the push range", x->name, x->eff_bb, pos);
    return fold_or_check(v);
}

/* Facing an all-in or a raise at 15 BB or less: call (or re-shove) or fold. */
cmd_t pf_facing(ai_brain_t *b, const view_t *v, rng_t *r, const pf_ctx_t *x, int aggressor, char *why,
                       size_t wl)
{
    int me = v->seat;
    int k = behind_preflop(v, aggressor, 0);
    int idx = caller_index(v, aggressor, me);
    int64_t eff = total_of(v, me) < total_of(v, aggressor) ? total_of(v, me) : total_of(v, aggressor);
    double eff_bb = in_bb(v, eff);
    pushfold_spot_t sp = spot_of(k, eff_bb, x->dead_bb, pf_tightness(b, v, b->p.call_tight));
    int others = 0; /* callers already in besides the aggressor */
    for (int s = 0; s < v->n_seats; s++)
        if (s != me && s != aggressor && in_hand(v, s) && v->seats[s].committed >= v->current && v->current > v->bb)
            others++;
    /* one shover and nobody else: never fold what beats the price against its plausible range
     * (with more than two players left at hard, ICM sets the price instead) */
    {
        int o;
        double eq, price, share;
        /* the chart already calls what beats the price against its own push range: it decides
         * unless the hand is clearly ahead (2 points; the chart's ranges are rounded averages) or
         * the shover plays far from the chart */
        icm_ctx_t ic0;
        int icm_on = v->field ? icm_prizes(b, v, 1, &ic0) >= 2 : b->lv->icm;
        if ((v->players_left == 2 || !icm_on) &&
            facing_lone_shove(b, v, x->cls, &o, &eq, &price, &share) &&
            (eq > price + 0.02 || (b->lv->reads && known_shover(b, v, o))))
            return call_shove(b, v, x, o, eq, price, share, why, wl);
    }
    int in_range = pushfold_call(&sp, idx, x->cls);
    if (b->lv->cards_only) /* calls with big hands only, whatever the price */
        in_range = ai_tables()->top[x->cls] <=
                   b->lv->good_call / b->p.call_tight * (1.0 - 0.5 * b->lv->good_noise + b->lv->good_noise * rnd01(r));
    if (others > 0)
        in_range = in_range && ai_tables()->top[x->cls] <= 0.035 * (b->p.call_tight < 1 ? 1.6 : 1.0);
    int all_in = v->seats[aggressor].all_in || v->legal.call_amount >= v->seats[me].stack;
    const char *act = all_in ? "calling" : "re-shoving over";
    icm_ctx_t ic;
    int n = others == 0 ? icm_prizes(b, v, all_in, &ic) : 0;
    pushfold_spot_t ps = {k, stack_for_ratio(eff_bb, push_ratio(b, aggressor)), x->dead_bb};
    double eq = pushfold_equity_vs_mask(x->cls, pushfold_push_range(&ps));
    if (n >= 2) {
        int64_t st[ENGINE_MAX_SEATS];
        base_stacks(v, st);
        st[aggressor] += v->pot_total;
        double ev_fold = icm_me(v, &ic, st), w, l;
        icm_showdown(v, &ic, aggressor, &w, &l);
        double ev_call = eq * w + (1 - eq) * l;
        if (v->field) {
            /* the price by ICM against the chip price, both on the effective stack */
            double need = w > l ? clampd((ev_fold - l) / (w - l), 0.0, 1.0) : 1.0, price = ai_call_price(v);
            char where[FIELD_WHERE_LEN];
            field_where(v->field, where, sizeof where);
            if (eq > need) {
                snprintf(why, wl, "%s %.0f BB with %s: %s needs %.0f%% by ICM (%.0f%% in chips), we have %.0f%% against "
                         "the push range", act, eff_bb, x->name, all_in ? "calling" : "re-shoving", need * 100,
                         price * 100, eq * 100);
                return all_in ? call_or_check(v) : shove(v);
            }
            snprintf(why, wl, "folding %s to a %.1f BB %s: calling needs %.0f%% %s (ICM; %.0f%% in chips), we have "
                     "%.0f%% against the push range", x->name, in_bb(v, v->current), all_in ? "shove" : "raise",
                     need * 100, where, price * 100, eq * 100);
            return fold_or_check(v);
        }
        if (ev_call - ev_fold - pf_bias(b, v) > 0) {
            if (ev_call >= ev_fold)
                snprintf(why, wl, "%s %.0f BB with %s: %.0f%% against the push range, ICM +%.2f%% of the pool", act,
                         eff_bb, x->name, eq * 100, (ev_call - ev_fold) / 100.0);
            else
                snprintf(why, wl, "%s %.0f BB with %s: %.0f%% against the push range; ICM says it gives up %.2f%% of "
                         "the pool, which this style accepts", act, eff_bb, x->name, eq * 100,
                         (ev_fold - ev_call) / 100.0);
            return all_in ? call_or_check(v) : shove(v);
        }
        snprintf(why, wl, "folding %s to a %.1f BB %s: %.0f%% against the push range is not enough by ICM",
                 x->name, in_bb(v, v->current), all_in ? "shove" : "raise", eq * 100);
        return fold_or_check(v);
    }
    if (in_range) {
        snprintf(why, wl, "%s %.0f BB with %s: inside the calling range (%.0f%% against the push range)", act, eff_bb,
                 x->name, eq * 100);
        return all_in ? call_or_check(v) : shove(v);
    }
    snprintf(why, wl, "folding %s to a %.1f BB %s at %.0f BB deep: outside the calling range (%.0f%% against the "
             "push range)", x->name, in_bb(v, v->current), all_in ? "shove" : "raise", eff_bb, eq * 100);
    return fold_or_check(v);
}

/* ---- pre-flop, deeper than 15 BB ----------------------------------------------------------- */

static int is_suited_wheel_ace_or_connector(int cls)
{
    int r = cls / 13, c = cls % 13;
    if (r <= c)
        return 0; /* offsuit or pair */
    return (r == RANK_A && c <= RANK_5) || (r - c == 1 && c >= RANK_4 && r <= RANK_J);
}

/* Pre-flop, deeper than 15 BB, facing a raise from an erratic player alone: its range is about
 * any two cards, so my hand's equity against it decides. Re-raise a value hand (all in only when
 * that wins the match more often than not re-raising), call when the pot odds and the match allow
 * it, fold the rest. The style's widths and margins still apply: a rock calls little, a station a
 * lot. */
static cmd_t facing_wild_raise(ai_brain_t *b, const view_t *v, const pf_ctx_t *x, int o, double eq, int level,
                               char *why, size_t wl)
{
    const view_legal_t *L = &v->legal;
    double top = ai_tables()->top[x->cls];
    double to_call = (double)L->call_amount;
    double po = ai_call_price(v); /* on the effective stack */
    double mine_total = (double)total_of(v, v->seat);
    double pf = fold_rate(b, o, 0.35);
    double nu = need_to_call(b, v, o);
    double margin = b->p.call_margin;
    int value = eq >= 0.62 - 0.04 * (b->p.threebet_mult - 1.0) || top <= 0.035 * b->p.threebet_mult;
    if (value && (L->can_raise || L->can_allin)) {
        double to = (double)v->current * (level == 1 ? 3.0 : 2.3) * b->p.size_mult;
        if (to < 0.4 * mine_total) {
            snprintf(why, wl, "re-raising to %.1f BB with %s: %.0f%% against a wild raiser's any two cards",
                     to / (double)v->bb, x->name, eq * 100);
            return bet_to(v, (int64_t)to);
        }
        if (shove_gain(b, v, o, eq, pf) > 0) {
            snprintf(why, wl, "all in with %s: %.0f%% against a wild raiser's any two cards", x->name, eq * 100);
            return shove(v);
        }
    }
    double cap = 0.8 * b->p.flat_mult;
    if (cap < 0.65)
        cap = 0.65; /* even a rock plays two hands in three against any two cards */
    if (L->can_call && top <= cap && eq * 0.95 >= po + margin && eq >= nu + 0.5 * margin) {
        snprintf(why, wl, "calling %.1f BB with %s: %.0f%% against a wild raiser's any two cards, %.0f%% needed",
                 to_call / (double)v->bb, x->name, eq * 100, (nu > po ? nu : po) * 100);
        return call_or_check(v);
    }
    snprintf(why, wl, "folding %s to a wild raise: %.0f%% against any two cards, %.0f%% needed for the match",
             x->name, eq * 100, (nu > po + margin ? nu : po + margin) * 100);
    return fold_or_check(v);
}

/* Did I limp in this hand (call the big blind without a raise of mine)? */
static int limped_in(const ai_brain_t *b, const view_t *v)
{
    return v->seat != v->bb_seat && v->seats[v->seat].committed >= v->bb && b->pf_raises_me == 0;
}

/* Did anyone but the big blind call the big blind pre-flop (limp)? */
static int limpers_before(const view_t *v)
{
    for (int s = 0; s < v->n_seats; s++)
        if (s != v->seat && s != v->bb_seat && dealt(v, s) && v->seats[s].committed == v->bb)
            return 1;
    return 0;
}

/* Does seat s act after seat a on the streets after the flop (the button last)? */
static int postflop_after(const view_t *v, int s, int a)
{
    int n = v->n_seats;
    return (s - v->button - 1 + 2 * n) % n > (a - v->button - 1 + 2 * n) % n;
}

cmd_t ai_preflop(ai_brain_t *b, const view_t *v, rng_t *r, const pf_ctx_t *x, char *why, size_t wl)
{
    int me = v->seat;
    const view_legal_t *L = &v->legal;
    double top = ai_tables()->top[x->cls];
    int k = behind_preflop(v, me, 0);
    const char *pos = position_name(v, k);
    int kk = k < 1 ? 1 : k > PUSHFOLD_MAX_BEHIND ? PUSHFOLD_MAX_BEHIND : k;
    double depth = x->eff_bb < 25 ? 0.85 : x->eff_bb > 60 ? 1.05 : 1.0;
    int hu = heads_up(v);
    double open_w = (hu ? 0.8 : ai_open_base[kk]) * b->p.open_mult * depth;
    open_w *= b->lv->wide; /* easy plays too many hands */
    double to_call = (double)L->call_amount;
    double po = ai_call_price(v); /* on the effective stack */
    int limpers = 0;
    for (int s = 0; s < v->n_seats; s++)
        if (s != me && s != v->bb_seat && in_hand(v, s) && v->seats[s].committed == v->bb && v->current == v->bb)
            limpers++;
    int64_t bb = v->bb;

    /* facing an all-in from a deep stack */
    int aggressor = b->pf_last_raiser;
    {
        int o;
        double eq, price, share;
        if (facing_lone_shove(b, v, x->cls, &o, &eq, &price, &share))
            return call_shove(b, v, x, o, eq, price, share, why, wl);
    }
    if (v->current > bb && aggressor >= 0 && v->seats[aggressor].all_in && L->call_amount > 0) {
        double wts[PUSHFOLD_CLASSES];
        opponent_range(b, v, aggressor, wts);
        double eq = equity_vs_weights(x->cls, wts);
        int others = opponents_in_hand(v) - 1;
        double need = po + b->p.call_margin * 0.5 + 0.03 * others;
        double cap = b->p.allin_call_max;
        double e = others == 0 ? erratic(b, aggressor) : 0.0;
        if (e > 0) { /* an erratic shover: nearer any two cards, but the match is at stake */
            double nu = need_to_call(b, v, aggressor) + b->p.call_margin * 0.5;
            if (nu > po + WILD_CAP)
                nu = po + WILD_CAP; /* QQ and better always call at a price up to 55% */
            if (nu > need)
                need = nu;
            cap = x->eff_bb <= 20 ? 1.0 : cap * (1 + 3 * e); /* short: the match odds decide alone */
        }
        double icm_need = icm_call_need(b, v, aggressor);
        if (icm_need > need) {
            char where[FIELD_WHERE_LEN];
            field_where(v->field, where, sizeof where);
            if (eq >= icm_need && top <= cap) {
                snprintf(why, wl, "calling an all-in of %.0f BB with %s: calling needs %.0f%% %s (ICM), we have %.0f%% "
                         "against the shoving range", in_bb(v, L->call_amount), x->name, icm_need * 100, where, eq * 100);
                return call_or_check(v);
            }
            snprintf(why, wl, "folding %s to a shove at %.0f BB: calling needs %.0f%% %s (ICM; %.0f%% in chips), we "
                     "have %.0f%% against the shoving range", x->name, x->eff_bb, icm_need * 100, where, need * 100,
                     eq * 100);
            return fold_or_check(v);
        }
        if (eq >= need && top <= cap) {
            snprintf(why, wl, "calling an all-in of %.0f BB with %s: %.0f%% equity against the shoving range, %.0f%% needed",
                     in_bb(v, L->call_amount), x->name, eq * 100, need * 100);
            return call_or_check(v);
        }
        snprintf(why, wl, "folding %s to a shove at %.0f BB: %.0f%% equity against the shoving range, %.0f%% needed",
                 x->name, x->eff_bb, eq * 100, need * 100);
        return fold_or_check(v);
    }

    {
        /* hard, heads-up against a player who never folds to my bets: raise only the hands that
         * are ahead of everything it plays, and bigger; see the flop cheaply with the rest */
        if (hu && v->current <= bb && never_folder(b, v) >= 0) {
            double eqr = pushfold_equity_vs_random(x->cls);
            if (eqr >= 0.56 && (L->can_raise || L->can_bet)) {
                double size = 4.0 * b->p.size_mult;
                snprintf(why, wl, "raising to %.1f BB with %s for value: %.0f%% against any two cards, and this "
                         "player never folds", size, x->name, eqr * 100);
                return bet_to(v, (int64_t)(size * (double)bb));
            }
            if (L->can_check) {
                snprintf(why, wl, "checking with %s: %.0f%% against any two cards, not worth a raise against a player "
                         "who never folds", x->name, eqr * 100);
                return mk(v, CMD_CHECK, 0);
            }
            if (eqr >= 0.40 && L->can_call) {
                snprintf(why, wl, "completing the small blind with %s: %.0f%% against any two cards", x->name,
                         eqr * 100);
                return call_or_check(v);
            }
            snprintf(why, wl, "folding %s from the small blind: %.0f%% against any two cards", x->name, eqr * 100);
            return fold_or_check(v);
        }
    }
    if (v->current <= bb) {
        /* unopened or limped */
        double raise_w = open_w * b->p.raise_share;
        if (b->lv->reads && hu && v->players_left == 2 && lone_opponent(v) >= 0) {
            /* hard, heads-up: raise fewer hands the less this opponent folds to my raises */
            double fr = fold_rate(b, lone_opponent(v), 0.35) / 0.35;
            if (fr < 1.0)
                raise_w *= fr * fr;
            /* and fewer the more often it re-raises them: the rest limp, and meet its raise as
             * an open (a player who 3-bets every open makes raising the weak half a lost blind) */
            double tb = threebet_rate(b, lone_opponent(v), 0.12);
            if (b->om_pf_faced[lone_opponent(v)] >= 4 && tb > 0.25)
                raise_w *= clampd(1.2 - tb, 0.5, 1.0);
        }
        if (limpers > 0)
            raise_w *= 0.55;
        if (me == v->bb_seat && limpers == 0 && L->can_check) {
            snprintf(why, wl, "checking the big blind with %s", x->name);
            return mk(v, CMD_CHECK, 0);
        }
        if (top <= raise_w) {
            b->pf_my_width = raise_w < 1.0 ? raise_w : 1.0;
            double size = (me == v->sb_pos && k == 1 ? 3.0 : 2.5) + limpers;
            size *= b->p.size_mult;
            if (raise_w >= 1.0) /* the widths are scaled by style and seat, and can pass every hand */
                snprintf(why, wl, "%s to %.1f BB with %s from the %s: this style raises every hand there",
                         limpers ? "raising" : "opening", size, x->name, pos);
            else
                snprintf(why, wl, "%s to %.1f BB with %s from the %s: inside the top %.0f%% %s range",
                         limpers ? "raising" : "opening", size, x->name, pos, raise_w * 100,
                         limpers ? "isolation" : "opening");
            return bet_to(v, (int64_t)(size * (double)bb));
        }
        if (top <= open_w * (limpers ? 1.3 : 1.0) && L->can_call) {
            snprintf(why, wl, "limping with %s from the %s: playable but not a raise", x->name, pos);
            return call_or_check(v);
        }
        /* an erratic big blind checks most limps: against it the passive styles limp any two */
        double complete_w = wild_opponent(b, v) >= 0 ? 1.01 : open_w * 1.6;
        if (me == v->sb_pos && limpers == 0 && k == 1 && L->can_call && top <= complete_w &&
            b->p.raise_share < 0.8) {
            snprintf(why, wl, "completing the small blind with %s", x->name);
            return call_or_check(v);
        }
        if (L->can_check) {
            snprintf(why, wl, "checking with %s", x->name);
            return mk(v, CMD_CHECK, 0);
        }
        snprintf(why, wl, "folding %s from the %s: outside the %.0f%% opening range", x->name, pos, open_w * 100);
        return fold_or_check(v);
    }

    /* facing a raise: counted as players count them (an open, a 3-bet, a 4-bet), whatever its size */
    int raises = b->pf_raises > 0 ? b->pf_raises : 1;
    int level = raises >= 3 ? 3 : raises;
    const char *facing_name = raises == 1 ? (limped_in(b, v) ? "a raise over my limp"
                                             : limpers_before(v) ? "a raise over the limp" : "an open raise")
                              : raises == 2 ? "a 3-bet" : raises == 3 ? "a 4-bet" : "a 5-bet";
    const char *my_raise = raises == 1 ? "3-betting" : raises == 2 ? "4-betting" : "5-betting";
    double wts[PUSHFOLD_CLASSES];
    if (aggressor >= 0)
        opponent_range(b, v, aggressor, wts);
    else
        range_top(wts, level == 1 ? (hu ? 0.6 : 0.2) : (hu ? 0.2 : 0.06), 0, 1);
    double eq = equity_vs_weights(x->cls, wts);
    /* after the flop the player nearer the button acts last: heads-up that is the button */
    int ip = aggressor >= 0 ? postflop_after(v, me, aggressor) : me != v->sb_pos && me != v->bb_seat;
    double real = ip ? 0.92 : 0.78;
    int pair = x->cls / 13 == x->cls % 13;
    if (pair && x->eff_bb * (double)bb >= 15.0 * to_call)
        real += 0.08; /* set value */
    int others = 0;
    for (int s = 0; s < v->n_seats; s++)
        if (s != me && s != aggressor && in_hand(v, s) && v->seats[s].committed == v->current)
            others++;
    double need = po + b->p.call_margin + 0.02 * others;
    double mine_total = (double)total_of(v, me);

    double e = others == 0 && aggressor >= 0 ? erratic(b, aggressor) : 0.0;
    if (e >= 0.5)
        return facing_wild_raise(b, v, x, aggressor, eq, level, why, wl);

    /* Hard, alone against the raiser: defend near the minimum defence frequency its price
     * implies, so its bluffs do not profit: the raise risks r to win the p already in, and folds
     * more than r / (r + p) of the time make any two cards a profitable raise. The share defended
     * is of the range I came in with (all hands in the big blind), scaled by the read: a player
     * who re-raises or steals more often than usual is bluffing more, one who rarely does is not. */
    double defend = 0, mdf = 0, read = 0;
    if (b->lv->reads && others == 0 && aggressor >= 0 && opponents_in_hand(v) == 1 &&
        to_call <= 0.35 * mine_total) {
        int64_t prior = aggressor == v->bb_seat ? v->bb : aggressor == v->sb_pos ? v->sb : 0;
        if (raises >= 2)
            prior = 0;
        double risk = (double)(v->current - prior), in = (double)v->pot_total - risk;
        mdf = in > 0 ? in / (in + risk) : 0;
        if (raises >= 2 && b->pf_raises_me > 0) {
            read = threebet_rate(b, aggressor, hu ? 0.12 : 0.06);
            defend = b->pf_my_width * mdf * clampd(read / (hu ? 0.25 : 0.12), 0.35, 1.1);
        } else if (raises == 1 && (hu || b->pf_steal) && (me == v->bb_seat || me == v->sb_pos)) {
            int ka = behind_preflop(v, aggressor, 0);
            double usual = hu ? 0.75 : ai_open_base[ka < 1 ? 1 : ka > PUSHFOLD_MAX_BEHIND ? PUSHFOLD_MAX_BEHIND : ka];
            read = steal_rate(b, aggressor, usual);
            defend = mdf * 1.4 * clampd(read / usual, 0.6, 1.25) * (me == v->bb_seat ? 1.0 : 0.7);
        }
        defend *= clampd(b->p.flat_mult, 0.9, 1.1); /* the price, not the temperament, sets the defence */
    }

    if (level == 1) {
        double vb = 0.035 * b->p.threebet_mult;
        int value = top <= vb || eq >= 0.62;
        int bluff = !value && others == 0 && is_suited_wheel_ace_or_connector(x->cls) && rnd01(r) < b->p.threebet_bluff;
        if ((value || bluff) && (L->can_raise || L->can_allin)) {
            double to = (double)v->current * (ip ? 3.0 : 3.6) + (double)others * (double)v->current;
            to *= b->p.size_mult;
            b->pf_my_width = vb + b->p.threebet_bluff * 0.03;
            if (to >= 0.4 * mine_total) {
                snprintf(why, wl, "re-raising all in over %s with %s: %.0f%% against the raiser's range%s", facing_name,
                         x->name, eq * 100, bluff ? " (a planned bluff)" : "");
                return shove(v);
            }
            snprintf(why, wl, "%s to %.1f BB with %s: %s (%.0f%% against the raiser's range)", my_raise,
                     to / (double)bb, x->name, bluff ? "a blocker bluff at a set frequency" : "a value hand", eq * 100);
            return bet_to(v, (int64_t)to);
        }
        double cap = (hu ? 0.8 : me == v->bb_seat ? 0.55 : 0.30) * b->p.flat_mult;
        if (eq * real >= need && top <= cap && L->can_call) {
            snprintf(why, wl, "calling %s of %.1f BB with %s: %.0f%% equity (realised %.0f%%) against %.0f%% pot odds",
                     facing_name, to_call / (double)bb, x->name, eq * 100, eq * real * 100, po * 100);
            return call_or_check(v);
        }
        if (top <= defend && L->can_call) {
            snprintf(why, wl, "calling %s of %.1f BB with %s: defending the top %.0f%% against a player who opens "
                     "%.0f%% there (%.0f%% equity, %.0f%% pot odds)", facing_name, to_call / (double)bb, x->name,
                     defend * 100, read * 100, eq * 100, po * 100);
            return call_or_check(v);
        }
        if (eq >= po)
            snprintf(why, wl, "folding %s to %s: %.0f%% equity against the raiser's range beats the %.0f%% pot odds, "
                     "but only %.0f%% would be realised %s, and this style wants %.0f%%", x->name, facing_name, eq * 100,
                     po * 100, eq * real * 100, ip ? "in position" : "out of position", need * 100);
        else
            snprintf(why, wl, "folding %s to %s: %.0f%% equity against the raiser's range, %.0f%% pot odds", x->name,
                     facing_name, eq * 100, po * 100);
        return fold_or_check(v);
    }
    /* a 3-bet or more */
    if ((top <= 0.025 * b->p.threebet_mult || eq >= 0.56) && (L->can_raise || L->can_allin)) {
        if (x->eff_bb <= 45 || (double)v->current * 2.3 >= 0.4 * mine_total) {
            snprintf(why, wl, "all in over %s with %s: %.0f%% against the re-raiser's range", facing_name, x->name,
                     eq * 100);
            return shove(v);
        }
        snprintf(why, wl, "%s to %.1f BB with %s: %.0f%% against the re-raiser's range", my_raise,
                 (double)v->current * 2.3 / (double)bb, x->name, eq * 100);
        return bet_to(v, (int64_t)((double)v->current * 2.3));
    }
    /* the re-raiser's range is a guess until it has been seen re-raising: then its width */
    double cap3 = 0.12 * b->p.flat_mult;
    if (b->lv->reads && aggressor >= 0 && b->om_pf_faced[aggressor] >= 4) {
        double seen = threebet_rate(b, aggressor, hu ? 0.12 : 0.06);
        if (seen > cap3)
            cap3 = seen;
    }
    if (eq * real >= need && to_call <= 0.3 * mine_total && top <= cap3 && L->can_call) {
        snprintf(why, wl, "calling %s with %s: %.0f%% equity (realised %.0f%%) against %.0f%% pot odds", facing_name,
                 x->name, eq * 100, eq * real * 100, po * 100);
        return call_or_check(v);
    }
    if (top <= defend && L->can_call) {
        snprintf(why, wl, "calling %s with %s: defending the top %.0f%% of hands (%.0f%% of my range) against a player "
                 "who re-raises %.0f%% of my raises (%.0f%% equity, %.0f%% pot odds)", facing_name, x->name,
                 defend * 100, mdf * 100, read * 100, eq * 100, po * 100);
        return call_or_check(v);
    }
    if (eq >= po && eq * real < need)
        snprintf(why, wl, "folding %s to %s: %.0f%% against the re-raiser's range beats the %.0f%% pot odds, but "
                 "only %.0f%% would be realised %s, and this style wants %.0f%%", x->name, facing_name, eq * 100,
                 po * 100, eq * real * 100, ip ? "in position" : "out of position", need * 100);
    else if (eq >= po)
        snprintf(why, wl, "folding %s to %s: %.0f%% against the re-raiser's range beats the %.0f%% pot odds, but only "
                 "the top %.0f%% of hands play on against it%s", x->name, facing_name, eq * 100, po * 100,
                 (defend > cap3 ? defend : cap3) * 100,
                 to_call > 0.3 * mine_total ? " for so much of my stack" : "");
    else
        snprintf(why, wl, "folding %s to %s: %.0f%% against the re-raiser's range, %.0f%% pot odds", x->name,
                 facing_name, eq * 100, po * 100);
    return fold_or_check(v);
}
