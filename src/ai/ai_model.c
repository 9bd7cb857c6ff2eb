/* ai_model.c — the opponent model (see ai_brain.h): what each seat did across hands and this
 * hand, kept from the views alone, and the reads made of it (looseness, 3-bet, steal and c-bet
 * rates as posterior means, fold rates, shoving ranges, the erratic player). */
#include "ai/ai_brain.h"

double seat_vpip(const ai_brain_t *b, int s, double dflt)
{
    if (!b->lv->reads || b->obs[s] < b->lv->reads_after)
        return dflt;
    return clampd((b->vpip[s] + dflt * 6.0) / (b->obs[s] + 6.0), 0.05, 0.95);
}

double seat_pfr(const ai_brain_t *b, int s, double dflt)
{
    if (!b->lv->reads || b->obs[s] < b->lv->reads_after)
        return dflt;
    return clampd((b->pfr[s] + dflt * 6.0) / (b->obs[s] + 6.0), 0.02, 0.9);
}

/* Hard and adaptive: how loose seat s plays against a normal player (1 = as expected, 2 = twice
 * as many hands). 1 when the style does not adapt or too little has been seen. */
double looseness(const ai_brain_t *b, int s)
{
    if (!b->p.adapt || !b->lv->exploit || b->obs[s] < b->lv->reads_after)
        return 1.0;
    return clampd(seat_vpip(b, s, 0.25) / 0.25, 0.5, 2.6);
}

/* Hard and adaptive: how much more (> 0) or less (< 0) strength a bet of seat s shows than an
 * average bettor's: passive players bet strong hands, wild ones anything. */
double bet_shift(const ai_brain_t *b, int s)
{
    if (!b->p.adapt || !b->lv->exploit || b->obs[s] < b->lv->reads_after)
        return 0.0;
    double vp = seat_vpip(b, s, 0.25), pr = seat_pfr(b, s, 0.15);
    double ratio = pr / vp;
    if (ratio < 0.35)
        return 0.10;
    if (ratio > 0.7 && vp > 0.35)
        return -0.08;
    return 0.0;
}

/* Hard and adaptive: how much wider (> 1) or tighter (< 1) than the equilibrium seat s pushes
 * or calls short-stacked, from what it was seen to do (two imaginary observations at 1). */
double push_ratio(const ai_brain_t *b, int s)
{
    if (!b->p.adapt || !b->lv->exploit)
        return 1.0;
    return clampd((b->push_got[s] + 1.0) / (b->push_exp[s] + 1.0), 0.3, 3.0);
}

double call_ratio(const ai_brain_t *b, int s)
{
    if (!b->p.adapt || !b->lv->exploit)
        return 1.0;
    return clampd((b->call_got[s] + 1.0) / (b->call_exp[s] + 1.0), 0.3, 3.0);
}

/* The opponent model, at every level: how erratic seat s plays (0 = its bets follow its cards,
 * 1 = they do not), as the chance that it is a player whose bets mean nothing, from prior odds of
 * 1 to 6 and the evidence watch_bets gathers. 0 until it has made one wild bet: a normal player
 * is never taken for an erratic one. */
double erratic(const ai_brain_t *b, int s)
{
    if (s < 0 || s >= ENGINE_MAX_SEATS || b->om_wild[s] == 0)
        return 0.0;
    double lodds = log(1.0 / 6.0) + b->om_evidence[s];
    double p = lodds > 30 ? 1.0 : lodds < -30 ? 0.0 : 1.0 / (1.0 + exp(-lodds));
    /* one wild bet is an anecdote: the read grows with the number of them (half after one,
     * two thirds after two, ...), so a single overbet never turns a range into any two cards */
    p *= (double)b->om_wild[s] / (b->om_wild[s] + 1.0);
    return p < 0.05 ? 0.0 : p;
}

/* How often seat s folds to my bets and raises (four imaginary answers at dflt). */
double fold_rate(const ai_brain_t *b, int s, double dflt)
{
    return (b->om_folded[s] + 4.0 * dflt) / (b->om_faced[s] + 4.0);
}

/* Hard: how often seat s re-raises my pre-flop raises, opens first in from a stealing seat, and
 * c-bets the flop after raising pre-flop, as posterior means (eight, six and six imaginary
 * chances at the usual rate), so a read firms up with the evidence. The default below hard. */
double threebet_rate(const ai_brain_t *b, int s, double dflt)
{
    if (!b->lv->reads || s < 0)
        return dflt;
    return (b->om_pf_raised[s] + 8.0 * dflt) / (b->om_pf_faced[s] + 8.0);
}

double steal_rate(const ai_brain_t *b, int s, double dflt)
{
    if (!b->lv->reads || s < 0)
        return dflt;
    return (b->om_steal_k[s] + 6.0 * dflt) / (b->om_steal_n[s] + 6.0);
}

static double cbet_rate(const ai_brain_t *b, int s, double dflt)
{
    if (!b->lv->reads || s < 0)
        return dflt;
    return (b->om_cbet_k[s] + 6.0 * dflt) / (b->om_cbet_n[s] + 6.0);
}

/* Hard: the share of its bets I called down that I won (four imaginary ones at 30%). */
double caught_rate(const ai_brain_t *b, int s)
{
    if (!b->lv->reads || s < 0)
        return 0.3;
    return (b->om_caught_k[s] + 4.0 * 0.3) / (b->om_caught_n[s] + 4.0);
}

static double stab_rate(const ai_brain_t *b, int s, double dflt)
{
    if (!b->lv->reads || s < 0)
        return dflt;
    return (b->om_stab_k[s] + 8.0 * dflt) / (b->om_stab_n[s] + 8.0);
}

/* Hard: how little a bet of seat o on street st says, 0 (what any bet says) to 0.85, from how
 * often it c-bets (on the flop, after raising pre-flop) or bets when nobody bet before it. */
double bet_discount(const ai_brain_t *b, int o, int st)
{
    double d = clampd((stab_rate(b, o, 0.5) - 0.5) / 0.5, 0.0, 0.85);
    if (st == STREET_FLOP && o == b->pf_last_raiser && !b->my_aggr[STREET_FLOP]) {
        double c = clampd((cbet_rate(b, o, 0.6) - 0.6) / 0.4, 0.0, 0.85);
        if (c > d)
            d = c;
    }
    return d;
}

/* The stack at which the equilibrium ranges are as wide as a player `ratio` times as loose. */
double stack_for_ratio(double stack_bb, double ratio)
{
    return stack_bb / pow(ratio, 1.3);
}

/* ---- shoves ---------------------------------------------------------------------------------- */

/* Seat o's total against the biggest other stack dealt in, in big blinds. */
double seat_eff_bb(const view_t *v, int o)
{
    int64_t most = 0;
    for (int s = 0; s < v->n_seats; s++)
        if (s != o && dealt(v, s) && total_of(v, s) > most)
            most = total_of(v, s);
    return in_bb(v, total_of(v, o) < most ? total_of(v, o) : most);
}

/* The equilibrium push range of seat o at its depth (its first-in spot). */
static const pushfold_mask_t *chart_push_range(const view_t *v, int o, double eff_bb)
{
    int n = 0;
    for (int s = 0; s < v->n_seats; s++)
        n += dealt(v, s);
    int k = behind_preflop(v, o, 0);
    pushfold_spot_t sp = {k < 1 ? 1 : k, eff_bb < 1 ? 1 : eff_bb, in_bb(v, v->ante * n)};
    return pushfold_push_range(&sp);
}

/* The share of hands seat o shoves with at this depth: the posterior mean of its shoving rate
 * from what I have watched (shoves among the hands in which it acted pre-flop) and a prior worth
 * SHOVE_PRIOR_HANDS hands at the expected rate (3% deep; the chart's push range short). One
 * shove moves it a little, twenty shoves in twenty hands make it nearly any two cards. */
double shove_share(const ai_brain_t *b, const view_t *v, int o, const pushfold_mask_t **chart)
{
    double eff_bb = seat_eff_bb(v, o);
    int d = eff_bb > PF_MODE_BB ? 0 : 1;
    double p0 = SHOVE_PRIOR_DEEP;
    *chart = NULL;
    if (d == 1) {
        *chart = chart_push_range(v, o, eff_bb);
        p0 = pushfold_mask_share(*chart);
    }
    double f = (b->sh_k[d][o] + SHOVE_PRIOR_HANDS * p0) / (b->sh_n[d][o] + SHOVE_PRIOR_HANDS);
    return clampd(f, 0.01, 1.0);
}

/* The plausible range of seat o's all-in: the top shove_share of all hands (the chart's own
 * range at 15 BB or less until it shoves more often than the chart). Returns that share. */
double shove_range(const ai_brain_t *b, const view_t *v, int o, double w[PUSHFOLD_CLASSES])
{
    const pushfold_mask_t *chart;
    double f = shove_share(b, v, o, &chart);
    if (chart && f <= pushfold_mask_share(chart) * 1.05) {
        double ratio = push_ratio(b, o);
        if (ratio > 1.0) {
            f = clampd(pushfold_mask_share(chart) * ratio, 0.01, 1.0);
        } else {
            range_mask(w, chart);
            return pushfold_mask_share(chart);
        }
    }
    range_top(w, f, 0, 1);
    return f;
}

/* Pre-flop, at every decision: each seat that has acted this hand is watched once, as a shove
 * if it is all in. A seat first seen not all in and later all in (a re-shove) becomes a shove. */
static void watch_shoves(ai_brain_t *b, const view_t *v, int first_decision)
{
    int me = v->seat;
    int order = 0, my_order = 0, s = preflop_first(v);
    int pos[ENGINE_MAX_SEATS];
    for (int i = 0; i < v->n_seats; i++, s = next_seat(v, s)) {
        pos[s] = order++;
        if (s == me)
            my_order = pos[s];
    }
    for (int o = 0; o < v->n_seats && o < ENGINE_MAX_SEATS; o++) {
        if (o == me || !dealt(v, o))
            continue;
        const view_seat_t *p = &v->seats[o];
        int shoved = p->all_in && !p->folded && v->street == STREET_PREFLOP && p->in_pot > v->bb;
        int acted = p->folded || shoved || (first_decision ? pos[o] < my_order : p->committed >= v->current);
        if (v->street != STREET_PREFLOP)
            acted = 1; /* it saw the pre-flop through without a shove (or it is all in from it) */
        if (!acted)
            continue;
        int d = seat_eff_bb(v, o) > PF_MODE_BB ? 0 : 1;
        if (b->sh_seen[o] != v->hand_no) {
            b->sh_seen[o] = v->hand_no;
            b->sh_shoved[o] = shoved;
            b->sh_n[d][o]++;
            b->sh_k[d][o] += shoved;
        } else if (shoved && !b->sh_shoved[o]) {
            b->sh_shoved[o] = 1;
            b->sh_k[d][o]++;
        }
    }
}

/* Facing one all-in with nobody else to act and nobody else in: the hand's equity against the
 * shover's plausible range and the price on the effective stack. A bot never folds when the
 * equity beats the price, whatever it believes about the shover (a loose style calls a little
 * lighter). Returns 1 with *eq, *price and *share filled when the spot is one of these. */

/* ---- memory -------------------------------------------------------------------------------- */

/* Seats that acted before me with everybody before them folded: did the short-stacked ones
 * push, compared with how often the equilibrium pushes from there? */
static void watch_first_in(ai_brain_t *b, const view_t *v)
{
    int me = v->seat, n = 0;
    for (int s = 0; s < v->n_seats; s++)
        n += dealt(v, s);
    double dead = in_bb(v, v->ante * n);
    int s = preflop_first(v);
    for (int i = 0; i < v->n_seats && s != me; i++, s = next_seat(v, s)) {
        if (!dealt(v, s) || s == v->bb_seat)
            continue;
        int64_t others = 0;
        for (int t = 0; t < v->n_seats; t++)
            if (t != s && dealt(v, t) && total_of(v, t) > others)
                others = total_of(v, t);
        int64_t eff = total_of(v, s) < others ? total_of(v, s) : others;
        double eff_bb = in_bb(v, eff);
        int pushed = !v->seats[s].folded && v->seats[s].all_in;
        if (eff_bb <= PF_MODE_BB) {
            pushfold_spot_t sp = {behind_preflop(v, s, 0), eff_bb, dead};
            b->push_exp[s] += pushfold_mask_share(pushfold_push_range(&sp));
            b->push_got[s] += pushed;
        }
        if (!v->seats[s].folded)
            break; /* the first to come in: the others behind it no longer open */
    }
}

/* After my first-in shove: who called it? A seat that folded lost exactly what it had put in. */
static void watch_callers(ai_brain_t *b, const view_t *v)
{
    for (int i = 0; i < b->shove_n && v->hand_no == b->shove_hand + 1; i++) {
        int s = b->shove_seat[i];
        int64_t now = v->seats[s].eliminated ? 0 : total_of(v, s);
        int called = now != b->shove_total[s] - b->shove_in[s];
        b->call_exp[s] += b->shove_share[i];
        b->call_got[s] += called;
        if (called)
            break; /* the ones after it faced a call too: not the same spot */
    }
    b->shove_hand = 0;
}

/* Remember a first-in shove of mine, to see afterwards who called it. */
void note_shove(ai_brain_t *b, const view_t *v, double dead)
{
    int me = v->seat, k = behind_preflop(v, me, 0), idx = 0, t = me;
    b->shove_hand = v->hand_no;
    b->shove_n = 0;
    for (int s = 0; s < v->n_seats; s++) {
        b->shove_total[s] = total_of(v, s);
        b->shove_in[s] = v->seats[s].in_pot;
    }
    for (int i = 0; i < v->n_seats && t != v->bb_seat; i++) {
        t = next_seat(v, t);
        if (!dealt(v, t))
            continue;
        idx++;
        if (!can_act(v, t))
            continue;
        int64_t eff = total_of(v, me) < total_of(v, t) ? total_of(v, me) : total_of(v, t);
        pushfold_spot_t cs = {k, in_bb(v, eff), dead};
        b->shove_seat[b->shove_n] = t;
        b->shove_share[b->shove_n] = pushfold_mask_share(pushfold_call_range(&cs, idx));
        b->shove_n++;
    }
}

/* Remember a bet or raise of mine (cmd c), to see afterwards who folded to it. */
void note_bet(ai_brain_t *b, const view_t *v, cmd_t c)
{
    int me = v->seat;
    b->bet_hand = v->hand_no;
    b->bet_street = (int)v->street;
    b->bet_amount = c.type == CMD_ALLIN ? v->seats[me].stack + v->seats[me].committed : c.amount;
    b->bet_allin = b->bet_amount >= v->seats[me].stack + v->seats[me].committed;
    for (int s = 0; s < v->n_seats && s < ENGINE_MAX_SEATS; s++) {
        b->bet_live[s] = s != me && can_act(v, s);
        b->bet_total[s] = total_of(v, s);
        b->bet_in[s] = v->seats[s].in_pot;
    }
}

/* Who answered my last bet, and how: in the same hand a seat folded, or called or raised (it
 * matched the bet, or the street moved on); once the hand is over, a seat that lost exactly what
 * it had put in before my bet folded to it. */
static void watch_answers(ai_brain_t *b, const view_t *v)
{
    if (b->bet_hand <= 0)
        return;
    int same = v->hand_no == b->bet_hand;
    if (!same && v->hand_no != b->bet_hand + 1) {
        b->bet_hand = 0; /* hands went by without me: the stacks no longer tell */
        return;
    }
    for (int s = 0; s < v->n_seats && s < ENGINE_MAX_SEATS; s++) {
        if (!b->bet_live[s])
            continue;
        /* a pre-flop raise of mine it could re-raise: a chance to 3-bet (or 4-bet) */
        int pf_chance = b->bet_street == STREET_PREFLOP && !b->bet_allin && b->bet_total[s] > b->bet_amount;
        if (same) {
            const view_seat_t *p = &v->seats[s];
            int post = b->bet_street > STREET_PREFLOP;
            if (p->folded) {
                b->om_faced[s]++;
                b->om_folded[s]++;
                b->om_post_faced[s] += post;
                b->om_post_folded[s] += post;
            } else if ((int)v->street > b->bet_street || p->all_in || p->committed >= b->bet_amount) {
                b->om_faced[s]++;
                b->om_post_faced[s] += post;
                b->om_pf_raised[s] += pf_chance && (int)v->street == b->bet_street && p->committed > b->bet_amount;
            } else {
                continue; /* not its turn yet */
            }
            b->om_pf_faced[s] += pf_chance;
        } else {
            b->om_pf_faced[s] += pf_chance;
            int64_t now = v->seats[s].eliminated ? 0 : total_of(v, s);
            int folded = now == b->bet_total[s] - b->bet_in[s], post = b->bet_street > STREET_PREFLOP;
            b->om_faced[s]++;
            b->om_folded[s] += folded;
            b->om_post_faced[s] += post;
            b->om_post_folded[s] += post && folded;
        }
        b->bet_live[s] = 0;
    }
    if (!same)
        b->bet_hand = 0;
}

/* A bet or raise I face: count it once, and weigh it as evidence that the bettor is erratic. Its
 * size is measured as pot-sized raises are: what it added over the bet it raised, against the
 * pot once it had called that bet (a pot-sized bet or raise is 1). 1.6 pots and four big blinds
 * or more is wild: nobody needs that much to value-bet or to bluff, and none of the built-in
 * styles ever bets it (their biggest, a loose 3-bet out of position, is 1.57), while an erratic
 * player's sizes are anywhere up to its stack (the random bot's are wild about six times in ten
 * from 25 big blinds). So a wild bet multiplies the odds by 30, a normal one by 0.45 from 25 big
 * blinds or more and by 0.8 from 12 to 25. Shorter stacks, and all-ins under 30 big blinds or
 * over a raise under 50 big blinds or three pots (a re-shove), say nothing either way. */
static void watch_bets(ai_brain_t *b, const view_t *v)
{
    int me = v->seat;
    int64_t mine = v->seats[me].committed;
    if (v->current <= mine || (v->street == STREET_PREFLOP && v->current <= v->bb))
        return;
    for (int s = 0; s < v->n_seats && s < ENGINE_MAX_SEATS; s++) {
        if (s == me || !in_hand(v, s) || v->seats[s].committed != v->current)
            continue;
        int64_t key = ((int64_t)v->hand_no << 40) ^ ((int64_t)v->street << 36) ^ v->current;
        if (b->om_key[s] == key)
            return;
        b->om_key[s] = key;
        int64_t eff = total_of(v, s) < total_of(v, me) ? total_of(v, s) : total_of(v, me);
        double eff_bb = in_bb(v, eff);
        if (eff_bb < 12.0 || (v->seats[s].all_in && eff_bb < 30.0))
            return;
        int64_t prev = v->street == STREET_PREFLOP ? v->bb : 0; /* the bet it raised */
        for (int t = 0; t < v->n_seats; t++)
            if (t != s && dealt(v, t) && v->seats[t].committed > prev)
                prev = v->seats[t].committed;
        double size = (double)(v->current - prev), before = (double)(v->pot_total - v->current + prev);
        /* an all-in over a raise is a normal re-shove up to 50 big blinds, or up to three pots */
        int reshove = v->seats[s].all_in && prev > (v->street == STREET_PREFLOP ? v->bb : 0);
        if (reshove && (eff_bb < 50.0 || size < 3.0 * before))
            return;
        int wild = size >= 4.0 * (double)v->bb && size >= 1.6 * before;
        b->om_bets[s]++;
        b->om_wild[s] += wild;
        b->om_evidence[s] += wild ? log(30.0) : eff_bb >= 25.0 ? log(0.45) : log(0.8);
        return;
    }
}

/* After a call of mine that ended the betting (the river, or an all-in): did I win the pot? */
static void watch_caught(ai_brain_t *b, const view_t *v)
{
    if (b->catch_hand <= 0 || v->hand_no == b->catch_hand)
        return;
    if (v->hand_no == b->catch_hand + 1) {
        int64_t now = total_of(v, v->seat);
        b->om_caught_n[b->catch_seat]++;
        b->om_caught_k[b->catch_seat] += now > b->catch_total;
    }
    b->catch_hand = 0;
}

void ai_remember(ai_brain_t *b, const view_t *v)
{
    int me = v->seat;
    watch_answers(b, v);
    watch_caught(b, v);
    watch_bets(b, v);
    if (v->hand_no != b->hand_no) {
        b->hand_no = v->hand_no;
        b->last_street = -1;
    }
    watch_shoves(b, v, b->last_street < 0 && v->street == STREET_PREFLOP);
    if (b->hand_first_seen != v->hand_no) {
        b->hand_first_seen = v->hand_no;
        b->last_street = -1;
        memset(b->my_aggr, 0, sizeof b->my_aggr);
        b->pf_raises_me = 0;
        b->pf_last_raiser = -1;
        b->pf_raises = b->pf_raises_after = 0;
        b->pf_steal = 0;
        memset(b->sig, 0, sizeof b->sig);
        for (int s = 0; s < ENGINE_MAX_SEATS; s++)
            b->pf_bb[s] = -1;
    }
    int st = (int)v->street;
    /* A street I bet on and nobody raised: everybody still in called it. */
    if (b->last_street >= 0 && b->last_street < st && b->my_aggr[b->last_street])
        for (int s = 0; s < v->n_seats; s++)
            if (s != me && in_hand(v, s) && b->sig[s][b->last_street] != SIG_BET)
                b->sig[s][b->last_street] = SIG_CALL;
    if (st == STREET_PREFLOP) {
        /* the last raiser: the first seat in pre-flop order that matches the current bet */
        if (v->current > v->bb) {
            int s = preflop_first(v);
            for (int i = 0; i < v->n_seats; i++, s = next_seat(v, s))
                if (s != me && dealt(v, s) && v->seats[s].committed == v->current) {
                    b->pf_last_raiser = s;
                    break;
                }
        }
        for (int s = 0; s < v->n_seats; s++)
            if (s != me && dealt(v, s))
                b->pf_bb[s] = in_bb(v, v->seats[s].committed);
        /* raises so far: each raise since my last action left its own street total (a seat acts
         * once between two of my actions), added to those counted then */
        {
            int64_t floor = v->bb, lv[ENGINE_MAX_SEATS];
            if (b->last_street >= 0 && v->seats[me].committed > floor)
                floor = v->seats[me].committed;
            int levels = 0;
            for (int s = 0; s < v->n_seats; s++) {
                int64_t c = v->seats[s].committed;
                if (s == me || !dealt(v, s) || c <= floor)
                    continue;
                int seen = 0;
                for (int i = 0; i < levels; i++)
                    seen |= lv[i] == c;
                if (!seen)
                    lv[levels++] = c;
            }
            b->pf_raises = (b->last_street >= 0 ? b->pf_raises_after : 0) + levels;
        }
        /* opponents who acted before my first decision: how loose they play */
        if (b->last_street < 0) {
            int s = preflop_first(v), first_in = 1;
            for (int i = 0; i < v->n_seats && s != me; i++, s = next_seat(v, s)) {
                if (!dealt(v, s) || b->counted[s] == v->hand_no)
                    continue;
                if (s == v->bb_seat)
                    continue;
                /* first in from the cutoff, the button or the small blind: a chance to steal */
                if (first_in && behind_preflop(v, s, 0) <= 3) {
                    int stole = !v->seats[s].folded && v->seats[s].committed > v->bb;
                    b->om_steal_n[s]++;
                    b->om_steal_k[s] += stole;
                    b->pf_steal = stole && b->pf_last_raiser == s;
                }
                first_in &= v->seats[s].folded;
                b->counted[s] = v->hand_no;
                b->obs[s]++;
                int64_t blind = s == v->sb_pos ? v->sb : 0;
                if (!v->seats[s].folded && v->seats[s].committed > blind)
                    b->vpip[s]++;
                if (!v->seats[s].folded && v->seats[s].committed > v->bb)
                    b->pfr[s]++;
            }
            if (b->p.adapt && b->lv->exploit)
                watch_first_in(b, v);
        }
        if (b->shove_hand > 0 && b->shove_hand != v->hand_no)
            watch_callers(b, v);
    } else {
        if (b->last_street == STREET_PREFLOP || b->last_street < 0)
            for (int s = 0; s < v->n_seats; s++)
                if (s != me && dealt(v, s)) {
                    double pf = in_bb(v, v->seats[s].in_pot - v->seats[s].committed - v->ante);
                    if (pf > b->pf_bb[s])
                        b->pf_bb[s] = pf;
                }
        /* this street so far */
        for (int s = 0; s < v->n_seats; s++) {
            if (s == me || !in_hand(v, s))
                continue;
            if (v->current > 0 && v->seats[s].committed == v->current &&
                v->current > v->seats[me].committed)
                b->sig[s][st] = SIG_BET;
            else if (v->current == 0 && b->sig[s][st] == SIG_UNKNOWN) {
                /* acted before me with nothing to call: checked */
                int pos_s = (s - v->button + v->n_seats - 1) % v->n_seats;
                int pos_me = (me - v->button + v->n_seats - 1) % v->n_seats;
                if (pos_s < pos_me)
                    b->sig[s][st] = SIG_CHECK;
            }
        }
        /* the pre-flop raiser alone with me on the flop, when I did not bet first: did it
         * c-bet? Seen on the flop (it bet, or checked before me), or on the turn (it checked
         * behind me) */
        int a = b->pf_last_raiser;
        if (a >= 0 && a != me && opponents_in_hand(v) == 1 && in_hand(v, a) && b->om_cbet_hand[a] != v->hand_no &&
            !b->my_aggr[STREET_FLOP]) {
            int bet = b->sig[a][STREET_FLOP] == SIG_BET, chk = b->sig[a][STREET_FLOP] == SIG_CHECK;
            if (st == STREET_TURN && b->last_street == STREET_FLOP)
                chk = !bet;
            if (bet || chk) {
                b->om_cbet_hand[a] = v->hand_no;
                b->om_cbet_n[a]++;
                b->om_cbet_k[a] += bet;
            }
        }
        /* the same for every street: my lone opponent bet, or checked, when nobody had bet */
        for (int s = 0; s < v->n_seats && opponents_in_hand(v) == 1; s++) {
            if (s == me || !in_hand(v, s))
                continue;
            for (int k = st - 1; k <= st; k++) {
                if (k < STREET_FLOP || b->my_aggr[k])
                    continue;
                int key = v->hand_no * 4 + k, bet = b->sig[s][k] == SIG_BET, chk = b->sig[s][k] == SIG_CHECK;
                if (k < st && b->last_street == k)
                    chk = !bet; /* I checked and the street moved on: it checked behind */
                if (b->om_stab_key[s] >= key || (!bet && !chk))
                    continue;
                b->om_stab_key[s] = key;
                b->om_stab_n[s]++;
                b->om_stab_k[s] += bet;
            }
        }
    }
}

/* ---- heads-up against an erratic player ------------------------------------------------------ */

/* Heads-up the chips are the prize: with no edge, my chance of winning the match is my share of
 * the chips, and chip EV is all there is. Against an erratic player I have an edge, and like a
 * random walk with a drift my chance of winning grows faster than my chips:
 * P(x) = (1 - e^(-a x)) / (1 - e^(-a)) for a share x, a growing with the edge. Measured against
 * the random bot over thousands of matches, a is about 4.5 at every level of the blinds (P(1/2)
 * = 0.9, P(1/5) = 0.6): the edge per hand shrinks as the blinds rise, but so do the swings. A flip
 * for the match at 60% is then a bad bet when waiting wins it 90% of the time. 0 when not
 * heads-up or the opponent is not erratic. */
double edge_a(const ai_brain_t *b, const view_t *v, int o)
{
    if (v->players_left != 2 || o < 0 || o == v->seat)
        return 0.0;
    return EDGE_A * erratic(b, o);
}

double win_chance(double x, double a)
{
    x = clampd(x, 0.0, 1.0);
    return a < 1e-4 ? x : (1.0 - exp(-a * x)) / (1.0 - exp(-a));
}

/* The single opponent still in the hand, or -1. */
int lone_opponent(const view_t *v)
{
    int o = -1;
    for (int s = 0; s < v->n_seats; s++)
        if (s != v->seat && in_hand(v, s)) {
            if (o >= 0)
                return -1;
            o = s;
        }
    return o;
}

/* The equity I need to call now against o, heads-up, when the call settles the pot (as an
 * all-in does): the pot odds when a = 0, more when a flip costs more than it wins. */
double need_to_call(const ai_brain_t *b, const view_t *v, int o)
{
    int me = v->seat;
    double a = edge_a(b, v, o);
    double M = (double)total_of(v, me), O = (double)total_of(v, o), T = M + O;
    double in_me = (double)v->seats[me].in_pot, in_o = (double)v->seats[o].in_pot;
    double C = in_me + (double)v->legal.call_amount;
    double dead = (double)v->pot_total - in_me - in_o;
    double pot = dead + C + (in_o < C ? in_o : C);
    if (T <= 0 || pot <= 0)
        return 0.5;
    double uw = win_chance((M - C + pot) / T, a), ul = win_chance((M - C) / T, a);
    double uf = win_chance((M - in_me) / T, a);
    return uw > ul ? clampd((uf - ul) / (uw - ul), 0.0, 1.0) : 1.0;
}

/* Going all in against o, heads-up: my chance of winning the match if it folds with chance pf
 * and otherwise calls with eq equity for me, less my chance if I fold (check) instead. */
double shove_gain(const ai_brain_t *b, const view_t *v, int o, double eq, double pf)
{
    int me = v->seat;
    double a = edge_a(b, v, o);
    double M = (double)total_of(v, me), O = (double)total_of(v, o), T = M + O;
    double in_me = (double)v->seats[me].in_pot, in_o = (double)v->seats[o].in_pot;
    double L = M < O ? M : O, dead = (double)v->pot_total - in_me - in_o;
    if (T <= 0)
        return 0.0;
    double u_fold = win_chance((M - in_me) / T, a);
    double u_take = win_chance((M + in_o + dead) / T, a);
    double u_win = win_chance((M + L + dead) / T, a), u_lose = win_chance((M - L) / T, a);
    return pf * u_take + (1 - pf) * (eq * u_win + (1 - eq) * u_lose) - u_fold;
}

/* Hard: the opponent alone with me in the hand when it never folds to my bets (six bets faced,
 * folding under 15%), else -1. */
int never_folder(const ai_brain_t *b, const view_t *v)
{
    int o = lone_opponent(v);
    return b->lv->reads && o >= 0 && b->om_faced[o] >= 6 && fold_rate(b, o, 0.35) < 0.15 ? o : -1;
}

/* The opponent alone with me in the hand when the match is heads-up and it plays erratically
 * (at least even odds), else -1: where the exploits below take over. */
int wild_opponent(const ai_brain_t *b, const view_t *v)
{
    int o = lone_opponent(v);
    return o >= 0 && v->players_left == 2 && erratic(b, o) >= 0.5 ? o : -1;
}
