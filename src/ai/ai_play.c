/* ai_play.c — the shared brain of the built-in styles (see ai_play.h). Reads only the view.
 * Design: every decision is "equity against what they might hold, compared with the price":
 *  - pre-flop, deep: opening widths by players still to act and stack depth; facing raises, the
 *    all-in equity of the hand class against the raiser's estimated range (committed table);
 *  - 15 big blinds or less: the push/fold equilibrium tables; at hard, the same equilibrium
 *    ranges feed an ICM (Malmuth–Harville) comparison of folding and pushing or calling;
 *  - after the flop: Monte Carlo equity against each opponent's range, which at hard is narrowed
 *    by what the opponent did on each street (bets mean strength, checks mean weakness);
 *  - the river nuts are checked exactly and never folded.
 * Levels: easy judges its made hand alone and, short-stacked, pushes and calls with "good
 * hands" whatever the spot; medium estimates ranges and reads the tables; hard narrows ranges
 * street by street, counts how loose each opponent plays and uses ICM, and the adaptive styles
 * (tag, lag) exploit what they count. Never touches the engine; the rng passed in is the only
 * source of randomness. */
#include "ai/ai_play.h"

#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai_baselines.h"
#include "ai/icm.h"
#include "ai/ai_strength.h"
#include "ai/pushfold.h"
#include "engine/hand.h"

enum { N_COMBOS = 1326, PF_MODE_BB = 15, MATCH_GRID = 400 };
enum { SIG_UNKNOWN, SIG_CHECK, SIG_CALL, SIG_BET };

enum { DIST_GUIDE = 1024 };

/* A range to sample from: combinations idx[0..n) with cumulative weights cum. guide[j] is the
 * first entry whose cumulative weight falls in bucket j or later (bucket = cum * scale, rounded
 * down; DIST_GUIDE buckets), so a draw's answer lies between guide[j] and guide[j + 1]. */
typedef struct dist {
    int n;
    double scale;
    uint16_t idx[N_COMBOS];
    uint16_t guide[DIST_GUIDE + 2];
    double cum[N_COMBOS];
} dist_t;

struct ai_brain {
    ai_profile_t p;
    const ai_level_t *lv; /* p.level[] of my level */
    const structure_t *st;
    int seat;
    double top[PUSHFOLD_CLASSES]; /* share of hands ranked at least as good (multi-way ranking) */
    card_t combo[N_COMBOS][2];
    uint8_t combo_cls[N_COMBOS];
    /* this hand */
    int hand_no, hand_first_seen;
    int last_street;                 /* street of my last decision this hand, -1 none */
    int my_aggr[4];                  /* I bet or raised on that street */
    int pf_raises_me;                /* pre-flop raises I made this hand */
    int pf_last_raiser;              /* seat of the last pre-flop raiser I saw, -1 */
    int pf_raises;                   /* raises made pre-flop so far (1 = an open, 2 = a 3-bet, ...) */
    int pf_raises_after;             /* ... counted after my last pre-flop action, mine included */
    double pf_my_width;              /* share of hands I raise the way I last raised pre-flop */
    int pf_steal;                    /* pf_last_raiser opened first in from the cutoff, button or SB */
    int sig[ENGINE_MAX_SEATS][4];    /* SIG_* per seat and street */
    double pf_bb[ENGINE_MAX_SEATS];  /* pre-flop contribution, big blinds (antes excluded) */
    /* across hands: what each seat did pre-flop before me (hard reads ranges from it) */
    int obs[ENGINE_MAX_SEATS], vpip[ENGINE_MAX_SEATS], pfr[ENGINE_MAX_SEATS];
    int counted[ENGINE_MAX_SEATS];
    /* short-stacked (hard, adaptive): pushes and calls seen against what the equilibrium expects */
    double push_exp[ENGINE_MAX_SEATS], push_got[ENGINE_MAX_SEATS];
    double call_exp[ENGINE_MAX_SEATS], call_got[ENGINE_MAX_SEATS];
    /* my last first-in shove, to learn afterwards who called it */
    int shove_hand;
    int shove_n;
    int shove_seat[ENGINE_MAX_SEATS];
    double shove_share[ENGINE_MAX_SEATS];
    int64_t shove_total[ENGINE_MAX_SEATS], shove_in[ENGINE_MAX_SEATS];
    /* the opponent model (every level): across hands, how each seat bets and answers my bets */
    int om_bets[ENGINE_MAX_SEATS];        /* its bets and raises I faced that count (watch_bets) */
    int om_wild[ENGINE_MAX_SEATS];        /* of them: wild overbets */
    double om_evidence[ENGINE_MAX_SEATS]; /* log-likelihood ratio, erratic player against normal */
    int64_t om_key[ENGINE_MAX_SEATS];     /* its last bet counted (hand, street, amount) */
    int om_faced[ENGINE_MAX_SEATS];       /* my bets and raises it answered */
    int om_folded[ENGINE_MAX_SEATS];      /* of them: folded */
    /* hard: how often each seat re-raises my pre-flop raises (3-bets), opens first in from a
     * stealing seat, and bets the flop after raising pre-flop (c-bets): chances and times */
    int om_pf_faced[ENGINE_MAX_SEATS], om_pf_raised[ENGINE_MAX_SEATS];
    int om_steal_n[ENGINE_MAX_SEATS], om_steal_k[ENGINE_MAX_SEATS];
    int om_cbet_n[ENGINE_MAX_SEATS], om_cbet_k[ENGINE_MAX_SEATS], om_cbet_hand[ENGINE_MAX_SEATS];
    /* ... and, alone with me after the flop, how often it bets a street when nobody bet before it */
    int om_stab_n[ENGINE_MAX_SEATS], om_stab_k[ENGINE_MAX_SEATS], om_stab_key[ENGINE_MAX_SEATS];
    /* bets after the flop I called when it ended the betting, alone against the bettor: how
     * many of them I won (a bettor whose called bets never lose is not bluffing) */
    int om_caught_n[ENGINE_MAX_SEATS], om_caught_k[ENGINE_MAX_SEATS];
    int catch_hand, catch_seat;
    int64_t catch_total; /* my chips before the hand's end, all I had put in counted */
    /* answers to my bets after the flop only (om_faced and om_folded count pre-flop raises too) */
    int om_post_faced[ENGINE_MAX_SEATS], om_post_folded[ENGINE_MAX_SEATS];
    /* how often each seat goes all in pre-flop: per depth (0 deeper than 15 BB, 1 at 15 BB or
     * less) the hands watched in which it acted and how many of them it shoved */
    int sh_seen[ENGINE_MAX_SEATS];        /* hand number of its last observation */
    int sh_shoved[ENGINE_MAX_SEATS];      /* that observation was a shove */
    int sh_n[2][ENGINE_MAX_SEATS], sh_k[2][ENGINE_MAX_SEATS];
    /* my last bet or raise, to learn afterwards who folded to it */
    int bet_hand, bet_street;
    int64_t bet_amount;
    int bet_allin;
    int bet_live[ENGINE_MAX_SEATS];
    int64_t bet_total[ENGINE_MAX_SEATS], bet_in[ENGINE_MAX_SEATS];
    int64_t match_key[5];
    int hs_hand[3]; /* hand number whose board hs[street] was computed for */
    /* scratch, from here to the end: written before it is read (match_w under match_key, hs and
     * draw under hs_hand), so a new brain leaves it untouched */
    double match_w[2][MATCH_GRID + 1]; /* match_price's solution for match_key */
    float hs[3][N_COMBOS];
    uint8_t draw[3][N_COMBOS];
};

/* ---- small helpers ------------------------------------------------------------------------- */

static double rnd01(rng_t *r)
{
    return (double)(rng_next64(r) >> 11) * (1.0 / 9007199254740992.0);
}

static double clampd(double x, double lo, double hi)
{
    return x < lo ? lo : x > hi ? hi : x;
}

static int64_t total_of(const view_t *v, int s)
{
    return v->seats[s].stack + v->seats[s].in_pot;
}

static int in_hand(const view_t *v, int s)
{
    return v->seats[s].in_hand && !v->seats[s].folded;
}

static int can_act(const view_t *v, int s)
{
    return in_hand(v, s) && !v->seats[s].all_in && v->seats[s].stack > 0;
}

static int dealt(const view_t *v, int s)
{
    return v->seats[s].in_hand || v->seats[s].folded;
}

/* Two players dealt in: every range is wider heads-up. */
static int heads_up(const view_t *v)
{
    int n = 0;
    for (int s = 0; s < v->n_seats; s++)
        n += dealt(v, s);
    return n == 2;
}

static int next_seat(const view_t *v, int s)
{
    return (s + 1) % v->n_seats;
}

/* First seat to act pre-flop: the first dealt-in seat after the big blind. */
static int preflop_first(const view_t *v)
{
    int s = v->bb_seat;
    for (int i = 0; i < v->n_seats; i++) {
        s = next_seat(v, s);
        if (dealt(v, s))
            return s;
    }
    return v->seat;
}

/* Dealt-in seats that act after s pre-flop, up to the big blind (0 for the big blind). */
static int behind_preflop(const view_t *v, int s, int only_live)
{
    if (s == v->bb_seat)
        return 0;
    int n = 0, t = s;
    for (int i = 0; i < v->n_seats; i++) {
        t = next_seat(v, t);
        if (only_live ? can_act(v, t) : dealt(v, t))
            n++;
        if (t == v->bb_seat)
            break;
    }
    return n;
}

/* Place of `me` behind the pusher `a` (1 = next), counting dealt-in seats. */
static int caller_index(const view_t *v, int a, int me)
{
    int n = 0, t = a;
    for (int i = 0; i < v->n_seats; i++) {
        t = next_seat(v, t);
        if (dealt(v, t))
            n++;
        if (t == me)
            return n;
    }
    return 1;
}

static int opponents_in_hand(const view_t *v)
{
    int n = 0;
    for (int s = 0; s < v->n_seats; s++)
        n += s != v->seat && in_hand(v, s);
    return n;
}

static int opponents_live(const view_t *v)
{
    int n = 0;
    for (int s = 0; s < v->n_seats; s++)
        n += s != v->seat && can_act(v, s);
    return n;
}

/* Postflop: does nobody who can still act sit after me this street? */
static int in_position(const view_t *v)
{
    int t = v->seat;
    for (int i = 0; i < v->n_seats; i++) {
        t = next_seat(v, t);
        if (t == v->seat)
            break;
        if (can_act(v, t) && t != v->seat) {
            /* t acts after me iff it comes before the button-relative end of the order */
            int pos_t = (t - v->button + v->n_seats) % v->n_seats;
            int pos_me = (v->seat - v->button + v->n_seats) % v->n_seats;
            if (pos_t == 0)
                pos_t = v->n_seats;
            if (pos_me == 0)
                pos_me = v->n_seats;
            if (pos_t > pos_me)
                return 0;
        }
    }
    return 1;
}

/* Effective stack in chips: my chips against the biggest opponent still in the hand. */
static int64_t effective(const view_t *v)
{
    int64_t mine = total_of(v, v->seat), most = 0;
    for (int s = 0; s < v->n_seats; s++)
        if (s != v->seat && in_hand(v, s) && total_of(v, s) > most)
            most = total_of(v, s);
    return mine < most ? mine : most;
}

static double in_bb(const view_t *v, int64_t chips)
{
    return v->bb > 0 ? (double)chips / (double)v->bb : 0.0;
}

static const char *street_name(int s)
{
    static const char *n[] = {"pre-flop", "flop", "turn", "river", "showdown"};
    return s >= 0 && s <= 4 ? n[s] : "?";
}

static const char *position_name(const view_t *v, int behind)
{
    if (v->seat == v->bb_seat)
        return "big blind";
    if (v->seat == v->sb_pos)
        return "small blind";
    if (v->seat == v->button)
        return "button";
    switch (behind) {
    case 3: return "cutoff";
    case 4: return "hijack";
    case 5: return "lojack";
    default: return behind >= 6 ? "early position" : "middle position";
    }
}

/* ---- commands ------------------------------------------------------------------------------ */

static cmd_t mk(const view_t *v, cmd_type_t t, int64_t amount)
{
    cmd_t c = {t, v->seat, amount};
    return c;
}

static cmd_t fold_or_check(const view_t *v)
{
    return mk(v, v->legal.can_check ? CMD_CHECK : CMD_FOLD, 0);
}

static cmd_t call_or_check(const view_t *v)
{
    if (v->legal.can_check)
        return mk(v, CMD_CHECK, 0);
    if (v->legal.can_call)
        return mk(v, CMD_CALL, 0);
    return mk(v, CMD_FOLD, 0);
}

/* Bet or raise to `to` (street total), rounded to the chip unit and clamped to the legal range;
 * all-in when that is most of the stack. Falls back to a call/check when no raise is possible. */
static cmd_t bet_to(const view_t *v, int64_t to)
{
    const view_legal_t *L = &v->legal;
    int64_t unit = v->smallest_chip > 0 ? v->smallest_chip : 1;
    if (!(L->can_bet || L->can_raise) || L->min_to > L->max_to) {
        if (L->can_allin && (L->can_bet || L->can_raise))
            return mk(v, CMD_ALLIN, 0);
        return call_or_check(v);
    }
    to = (to + unit / 2) / unit * unit;
    if (to < L->min_to)
        to = L->min_to;
    int64_t mine = v->seats[v->seat].stack + v->seats[v->seat].committed;
    if (to >= L->max_to || (double)to >= 0.8 * (double)mine)
        return L->can_allin ? mk(v, CMD_ALLIN, 0) : mk(v, L->can_bet ? CMD_BET : CMD_RAISE, L->max_to);
    return mk(v, L->can_bet ? CMD_BET : CMD_RAISE, to);
}

static cmd_t shove(const view_t *v)
{
    if (v->legal.can_allin)
        return mk(v, CMD_ALLIN, 0);
    return call_or_check(v);
}

/* ---- ranges and equity --------------------------------------------------------------------- */

static double class_share(int c)
{
    return pushfold_class_combos(c) / 1326.0;
}

/* Class weights for the hands ranked within the top `width` (by the middle of each class),
 * the very top `top_cut` weighted `top_w` (they would have raised rather than called). */
static void range_top(const ai_brain_t *b, double w[PUSHFOLD_CLASSES], double width, double top_cut, double top_w)
{
    for (int c = 0; c < PUSHFOLD_CLASSES; c++) {
        double mid = b->top[c] - class_share(c) / 2;
        w[c] = mid < width ? (mid < top_cut ? top_w : 1.0) : 0.0;
    }
}

static void range_mask(double w[PUSHFOLD_CLASSES], const pushfold_mask_t *m)
{
    for (int c = 0; c < PUSHFOLD_CLASSES; c++)
        w[c] = pushfold_mask_has(m, c) ? 1.0 : 0.0;
}

/* Equity of class a against weighted classes (pre-flop, all in), by the committed table. */
static double equity_vs_weights(int a, const double w[PUSHFOLD_CLASSES])
{
    double num = 0, den = 0;
    for (int c = 0; c < PUSHFOLD_CLASSES; c++)
        if (w[c] > 0) {
            double x = w[c] * pushfold_weight(a, c);
            num += x * pushfold_equity(a, c);
            den += x;
        }
    return den > 0 ? num / den : 0.5;
}

/* How loose a seat plays pre-flop (share of hands it enters), if hard has seen enough. */
static double seat_vpip(const ai_brain_t *b, int s, double dflt)
{
    if (!b->lv->reads || b->obs[s] < b->lv->reads_after)
        return dflt;
    return clampd((b->vpip[s] + dflt * 6.0) / (b->obs[s] + 6.0), 0.05, 0.95);
}

static double seat_pfr(const ai_brain_t *b, int s, double dflt)
{
    if (!b->lv->reads || b->obs[s] < b->lv->reads_after)
        return dflt;
    return clampd((b->pfr[s] + dflt * 6.0) / (b->obs[s] + 6.0), 0.02, 0.9);
}

/* Hard and adaptive: how loose seat s plays against a normal player (1 = as expected, 2 = twice
 * as many hands). 1 when the style does not adapt or too little has been seen. */
static double looseness(const ai_brain_t *b, int s)
{
    if (!b->p.adapt || !b->lv->exploit || b->obs[s] < b->lv->reads_after)
        return 1.0;
    return clampd(seat_vpip(b, s, 0.25) / 0.25, 0.5, 2.6);
}

/* Hard and adaptive: how much more (> 0) or less (< 0) strength a bet of seat s shows than an
 * average bettor's: passive players bet strong hands, wild ones anything. */
static double bet_shift(const ai_brain_t *b, int s)
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
static double push_ratio(const ai_brain_t *b, int s)
{
    if (!b->p.adapt || !b->lv->exploit)
        return 1.0;
    return clampd((b->push_got[s] + 1.0) / (b->push_exp[s] + 1.0), 0.3, 3.0);
}

static double call_ratio(const ai_brain_t *b, int s)
{
    if (!b->p.adapt || !b->lv->exploit)
        return 1.0;
    return clampd((b->call_got[s] + 1.0) / (b->call_exp[s] + 1.0), 0.3, 3.0);
}

/* The opponent model, at every level: how erratic seat s plays (0 = its bets follow its cards,
 * 1 = they do not), as the chance that it is a player whose bets mean nothing, from prior odds of
 * 1 to 6 and the evidence watch_bets gathers. 0 until it has made one wild bet: a normal player
 * is never taken for an erratic one. */
static double erratic(const ai_brain_t *b, int s)
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
static double fold_rate(const ai_brain_t *b, int s, double dflt)
{
    return (b->om_folded[s] + 4.0 * dflt) / (b->om_faced[s] + 4.0);
}

/* Hard: how often seat s re-raises my pre-flop raises, opens first in from a stealing seat, and
 * c-bets the flop after raising pre-flop, as posterior means (eight, six and six imaginary
 * chances at the usual rate), so a read firms up with the evidence. The default below hard. */
static double threebet_rate(const ai_brain_t *b, int s, double dflt)
{
    if (!b->lv->reads || s < 0)
        return dflt;
    return (b->om_pf_raised[s] + 8.0 * dflt) / (b->om_pf_faced[s] + 8.0);
}

static double steal_rate(const ai_brain_t *b, int s, double dflt)
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
static double caught_rate(const ai_brain_t *b, int s)
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
static double bet_discount(const ai_brain_t *b, int o, int st)
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
static double stack_for_ratio(double stack_bb, double ratio)
{
    return stack_bb / pow(ratio, 1.3);
}

static int lone_opponent(const view_t *v);
static int wild_opponent(const ai_brain_t *b, const view_t *v);
static int known_shover(const ai_brain_t *b, const view_t *v, int o);

/* ---- shoves ---------------------------------------------------------------------------------- */

enum { SHOVE_PRIOR_HANDS = 4 };
#define WILD_CAP 0.25 /* the most the match price of an erratic read adds to the price */
#define SHOVE_PRIOR_DEEP 0.03 /* deeper than 15 BB a shove is a premium hand: QQ+, AK */

/* Seat o's total against the biggest other stack dealt in, in big blinds. */
static double seat_eff_bb(const view_t *v, int o)
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
static double shove_share(const ai_brain_t *b, const view_t *v, int o, const pushfold_mask_t **chart)
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
static double shove_range(const ai_brain_t *b, const view_t *v, int o, double w[PUSHFOLD_CLASSES])
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
    range_top(b, w, f, 0, 1);
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
static double shove_slack(const ai_brain_t *b)
{
    return b->p.call_margin < 0 ? 0.3 * b->p.call_margin : 0.0;
}

static const double open_base[PUSHFOLD_MAX_BEHIND + 1] = {0.0, 0.50, 0.42, 0.30, 0.24, 0.20, 0.17, 0.15, 0.13, 0.12};

/* Estimated pre-flop range of opponent o, from what it put in and who raised. Heads-up every
 * range is wider (the small blind opens most hands, the big blind defends most). */
static void opponent_range_read(const ai_brain_t *b, const view_t *v, int o, double w[PUSHFOLD_CLASSES])
{
    double pf = b->pf_bb[o];
    int raiser = b->pf_last_raiser == o;
    int hu = heads_up(v);
    if (v->seats[o].all_in && v->street == STREET_PREFLOP) {
        double stack = in_bb(v, total_of(v, o));
        if (stack <= PUSHFOLD_MAX_STACK) {
            int k = behind_preflop(v, o, 0);
            int n = 0;
            for (int s = 0; s < v->n_seats; s++)
                n += dealt(v, s);
            pushfold_spot_t sp = {k < 1 ? 1 : k, stack, in_bb(v, v->ante * n)};
            range_mask(w, pushfold_push_range(&sp));
            return;
        }
        range_top(b, w, seat_pfr(b, o, hu ? 0.25 : 0.06) * 0.8, 0, 1);
        return;
    }
    if (pf < 0)
        pf = 1.0;
    if (pf <= 1.01) {
        if (o == v->bb_seat)
            range_top(b, w, 1.0, hu ? 0.15 : 0.06, 0.35);
        else
            range_top(b, w, seat_vpip(b, o, hu ? 0.7 : 0.45), 0.04, 0.3);
    } else if (raiser && b->pf_raises >= 2 && b->lv->reads && b->om_pf_faced[o] >= 4) {
        /* a re-raise of my raise, from a player seen re-raising my raises this often */
        double base = pf <= 16.0 ? clampd(seat_pfr(b, o, hu ? 0.5 : 0.15) * 0.45, 0.03, 0.4)
                                 : clampd(seat_pfr(b, o, hu ? 0.5 : 0.15) * 0.3, 0.025, 0.3);
        double seen = threebet_rate(b, o, hu ? 0.12 : 0.06);
        range_top(b, w, clampd(seen > base ? seen : base, 0.025, 0.9), 0, 1);
    } else if (pf <= 5.0) {
        if (raiser) {
            int k = behind_preflop(v, o, 0);
            double open = hu ? 0.75 : open_base[k < 1 ? 1 : k > PUSHFOLD_MAX_BEHIND ? PUSHFOLD_MAX_BEHIND : k];
            double width = b->pf_steal ? steal_rate(b, o, hu ? 0.75 : open) : seat_pfr(b, o, open);
            range_top(b, w, clampd(width, 0.05, 0.95), 0, 1);
        } else {
            range_top(b, w, clampd(seat_vpip(b, o, hu ? 0.65 : 0.28), 0.08, 0.95), 0.035, 0.3);
        }
    } else if (pf <= 16.0) {
        if (raiser)
            range_top(b, w, clampd(seat_pfr(b, o, hu ? 0.5 : 0.15) * 0.45, 0.03, 0.4), 0, 1);
        else
            range_top(b, w, hu ? 0.3 : 0.11, 0.02, 0.5);
    } else {
        range_top(b, w, clampd(seat_pfr(b, o, hu ? 0.5 : 0.15) * 0.3, 0.025, 0.3), 0, 1);
    }
}

/* The range read from the action, widened towards any two cards as far as the seat plays
 * erratically: a wild player's raise says nothing about its cards. */
static void opponent_range(const ai_brain_t *b, const view_t *v, int o, double w[PUSHFOLD_CLASSES])
{
    opponent_range_read(b, v, o, w);
    double e = erratic(b, o);
    if (e > 0)
        for (int c = 0; c < PUSHFOLD_CLASSES; c++)
            w[c] = (1 - e) * w[c] + e;
}

/* Chance an opponent with strength hs (and draw d) acts as signalled. */
static double signal_weight(int sig, double hs, int d)
{
    double w;
    switch (sig) {
    case SIG_BET:
        w = clampd(0.08 + 1.6 * (hs - 0.45), 0.08, 1.0);
        if (d == 2 && w < 0.7)
            w = 0.7;
        else if (d == 1 && w < 0.3)
            w = 0.3;
        return w;
    case SIG_CALL:
        w = clampd(0.15 + 1.5 * (hs - 0.3), 0.12, 1.0);
        if (d == 2 && w < 0.9)
            w = 0.9;
        else if (d == 1 && w < 0.5)
            w = 0.5;
        return w;
    case SIG_CHECK:
        return hs > 0.92 ? 0.45 : hs > 0.8 ? 0.8 : 1.0;
    default:
        return 1.0;
    }
}

/* Build the combination distribution of opponent o from class weights, without the dead cards,
 * narrowed by its signals on each street already seen when `narrow`. */
static void build_dist(ai_brain_t *b, dist_t *d, const double w[PUSHFOLD_CLASSES], card_mask_t dead, int o,
                       int narrow, int street)
{
    d->n = 0;
    double acc = 0;
    double shift = narrow ? bet_shift(b, o) : 0.0;
    double keep = erratic(b, o); /* an erratic seat's signals are worth that much less */
    /* a bet says less from a player who bets whenever it can (a flop bet from the pre-flop raiser
     * is a c-bet: at the usual 60% it says what any bet says; betting every flop, little) */
    double disc[STREET_RIVER + 1] = {0};
    for (int s = STREET_FLOP; narrow && s <= street && s <= STREET_RIVER; s++)
        disc[s] = b->sig[o][s] == SIG_BET ? bet_discount(b, o, s) : 0.0;

    for (int i = 0; i < N_COMBOS; i++) {
        /* every hand keeps a trace of weight: players misplay, and a reason must never claim all the
         * equity while a better hand is possible */
        double x = w[b->combo_cls[i]];
        if (x < 0.002)
            x = 0.002;
        if ((card_bit(b->combo[i][0]) | card_bit(b->combo[i][1])) & dead)
            continue;
        if (narrow)
            for (int s = STREET_FLOP; s <= street && s <= STREET_RIVER; s++)
                if (b->sig[o][s] != SIG_UNKNOWN) {
                    double sw = signal_weight(b->sig[o][s], b->hs[s - 1][i] - (b->sig[o][s] == SIG_BET ? shift : 0),
                                              b->draw[s - 1][i]);
                    double k = disc[s] > keep ? disc[s] : keep;
                    x *= sw + k * (1 - sw);
                }
        if (x <= 0)
            continue;
        acc += x;
        d->idx[d->n] = (uint16_t)i;
        d->cum[d->n] = acc;
        d->n++;
    }
    if (d->n == 0)
        return;
    d->scale = DIST_GUIDE / acc;
    int j = 0;
    for (int k = 0; k < d->n; k++) {
        int bk = (int)(d->cum[k] * d->scale);
        if (bk > DIST_GUIDE)
            bk = DIST_GUIDE;
        while (j <= bk)
            d->guide[j++] = (uint16_t)k;
    }
    while (j <= DIST_GUIDE + 1)
        d->guide[j++] = (uint16_t)d->n;
}

/* The first combination whose cumulative weight exceeds a uniform draw u (the last if rounding
 * leaves none). The bucket of u is monotone in u, so every entry before guide[bucket(u)] weighs
 * less than u and every entry from guide[bucket(u) + 1] on more: a short scan between them finds
 * the same entry as a binary search over all, in about one step. */
static int sample_dist(const dist_t *d, rng_t *r)
{
    double u = rnd01(r) * d->cum[d->n - 1];
    int j = (int)(u * d->scale);
    if (j > DIST_GUIDE)
        j = DIST_GUIDE;
    int last = d->n - 1;
    int i = d->guide[j], end = d->guide[j + 1];
    if (end > last)
        end = last;
    if (i > end)
        i = end;
    while (i < end && !(d->cum[i] > u))
        i++;
    return d->idx[i];
}

/* Equity (share of the pot, ties split) of my hole cards against n opponents drawn from dists,
 * the board completed at random: Monte Carlo with `trials` deals, or exact heads-up on the river. */
static double equity_vs(ai_brain_t *b, const card_t hole[2], const card_t *board, int nb, dist_t *const *ds, int n,
                        int trials, rng_t *r)
{
    card_mask_t dead = card_bit(hole[0]) | card_bit(hole[1]);
    hand_t hb = hand_empty();
    for (int i = 0; i < nb; i++) {
        dead |= card_bit(board[i]);
        hb = hand_add(hb, board[i]);
    }
    for (int k = 0; k < n; k++)
        if (ds[k]->n == 0)
            return 0.5;
    if (nb == 5 && n == 1) {
        hand_value_t mine = hand_value(hand_add(hand_add(hb, hole[0]), hole[1]));
        double win = 0, all = 0, prev = 0;
        const dist_t *d = ds[0];
        for (int j = 0; j < d->n; j++) {
            double wgt = d->cum[j] - prev;
            prev = d->cum[j];
            const card_t *c = b->combo[d->idx[j]];
            hand_value_t o = hand_value(hand_add(hand_add(hb, c[0]), c[1]));
            all += wgt;
            win += o < mine ? wgt : o == mine ? wgt / 2 : 0;
        }
        return all > 0 ? win / all : 0.5;
    }
    card_t deck[CARD_COUNT];
    int nd = 0;
    for (int c = 0; c < CARD_COUNT; c++)
        if (!(dead & card_bit((card_t)c)))
            deck[nd++] = (card_t)c;
    double share = 0;
    int done = 0;
    for (int t = 0; t < trials; t++) {
        card_mask_t used = dead;
        int opp[ENGINE_MAX_SEATS], ok = 1;
        for (int k = 0; k < n && ok; k++) {
            int tries = 0;
            for (;;) {
                int i = sample_dist(ds[k], r);
                card_mask_t m = card_bit(b->combo[i][0]) | card_bit(b->combo[i][1]);
                if (!(m & used)) {
                    opp[k] = i;
                    used |= m;
                    break;
                }
                if (++tries > 40) {
                    ok = 0;
                    break;
                }
            }
        }
        if (!ok)
            continue;
        hand_t hf = hb;
        for (int need = 5 - nb, j = 0; need > 0; j++) {
            int k = j + (int)rng_below(r, (uint32_t)(nd - j));
            card_t tmp = deck[j];
            deck[j] = deck[k];
            deck[k] = tmp;
            if (used & card_bit(deck[j]))
                continue;
            hf = hand_add(hf, deck[j]);
            need--;
        }
        hand_value_t mine = hand_value(hand_add(hand_add(hf, hole[0]), hole[1]));
        int best = 1, ties = 1;
        for (int k = 0; k < n && best; k++) {
            const card_t *c = b->combo[opp[k]];
            hand_value_t o = hand_value(hand_add(hand_add(hf, c[0]), c[1]));
            if (o > mine)
                best = 0;
            else if (o == mine)
                ties++;
        }
        if (best)
            share += 1.0 / ties;
        done++;
    }
    return done ? share / done : 0.5;
}

/* No two cards beat mine on this board (it may tie). */
static int is_nuts(const ai_brain_t *b, const card_t hole[2], const card_t *board, int nb)
{
    if (nb < 5)
        return 0;
    card_mask_t dead = card_bit(hole[0]) | card_bit(hole[1]);
    hand_t hb = hand_empty();
    for (int i = 0; i < nb; i++) {
        dead |= card_bit(board[i]);
        hb = hand_add(hb, board[i]);
    }
    hand_value_t mine = hand_value(hand_add(hand_add(hb, hole[0]), hole[1]));
    for (int i = 0; i < N_COMBOS; i++) {
        if ((card_bit(b->combo[i][0]) | card_bit(b->combo[i][1])) & dead)
            continue;
        if (hand_value(hand_add(hand_add(hb, b->combo[i][0]), b->combo[i][1])) > mine)
            return 0;
    }
    return 1;
}

/* Board texture: 0 dry .. 4 very wet (flush and straight possibilities); 2 or more is wet. A
 * flush draw (two of a suit) scores 1 and three of a suit 2; three ranks that fit in a straight
 * score 2. On the flop two ranks at most one apart (98, T8) score 1, so a two-tone K83 stays dry
 * and a two-tone J9x is wet: about half of all flops are wet. Later, two ranks anywhere in a
 * five-rank window score 1, so most turns and rivers are wet: they let straights through. */
static int wetness(const card_t *board, int nb)
{
    int suits[4] = {0, 0, 0, 0}, maxs = 0;
    unsigned ranks = 0;
    for (int i = 0; i < nb; i++) {
        if (++suits[card_suit(board[i])] > maxs)
            maxs = suits[card_suit(board[i])];
        ranks |= 1u << card_rank(board[i]);
    }
    unsigned rr = ranks << 1 | (ranks >> 12 & 1);
    int maxw = 0, max3 = 0; /* most ranks in any five, and in any three, consecutive ranks */
    for (int lo = 0; lo <= 11; lo++) {
        int b5 = lo <= 9 ? ai_popcount((rr >> lo) & 0x1f) : 0;
        int b3 = ai_popcount((rr >> lo) & 0x7);
        if (b5 > maxw)
            maxw = b5;
        if (b3 > max3)
            max3 = b3;
    }
    int close = nb <= 3 ? max3 >= 2 : maxw >= 2;
    int w = (maxs >= 3 ? 2 : maxs == 2 ? 1 : 0) + (maxw >= 3 ? 2 : close ? 1 : 0);
    return w;
}

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
static void note_shove(ai_brain_t *b, const view_t *v, double dead)
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
static void note_bet(ai_brain_t *b, const view_t *v, cmd_t c)
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

static void remember(ai_brain_t *b, const view_t *v)
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

/* ---- ICM ----------------------------------------------------------------------------------- */

/* Prizes for the places still open (1..players left), in basis points of the pool. Returns
 * the number of live seats, or 0 if ICM cannot be used (no payouts, too many players). */
static int icm_prizes(const ai_brain_t *b, const view_t *v, double prizes[ICM_MAX_PLAYERS], int live[ICM_MAX_PLAYERS])
{
    int entrants = 0, n = 0;
    for (int s = 0; s < v->n_seats; s++) {
        if (v->seats[s].occupied)
            entrants++;
        if (v->seats[s].occupied && !v->seats[s].eliminated) {
            if (n >= ICM_MAX_PLAYERS)
                return 0;
            live[n++] = s;
        }
    }
    const payout_tier_t *t = structure_payout_for(b->st, entrants);
    if (!t || n < 2)
        return 0;
    for (int i = 0; i < ICM_MAX_PLAYERS; i++)
        prizes[i] = i < t->n_places && i < n ? t->percent_bp[i] : 0.0;
    return n;
}

/* My ICM equity when each live seat ends with stacks[seat]. */
static double icm_me(const view_t *v, const double *prizes, const int *live, int n, const int64_t *stacks)
{
    int64_t st[ICM_MAX_PLAYERS];
    double eq[ICM_MAX_PLAYERS];
    int mine = 0;
    for (int i = 0; i < n; i++) {
        st[i] = stacks[live[i]];
        if (live[i] == v->seat)
            mine = i;
    }
    if (icm_equity(st, n, prizes, n, eq) != 0)
        return 0;
    return eq[mine];
}

/* Stacks if everybody kept what is behind them (the pot still undecided). */
static void base_stacks(const view_t *v, int64_t st[ENGINE_MAX_SEATS])
{
    for (int s = 0; s < ENGINE_MAX_SEATS; s++)
        st[s] = s < v->n_seats ? v->seats[s].stack : 0;
}

/* Going all in against opponent `o` alone: my ICM equity for win and loss. */
static void icm_showdown(const view_t *v, const double *prizes, const int *live, int n, int o, double *win,
                         double *lose)
{
    int me = v->seat;
    int64_t st[ENGINE_MAX_SEATS];
    base_stacks(v, st);
    int64_t tm = total_of(v, me), to = total_of(v, o);
    int64_t L = tm < to ? tm : to;
    int64_t dead = v->pot_total - v->seats[me].in_pot - v->seats[o].in_pot;
    int64_t pot = dead + 2 * L;
    st[me] = tm - L + pot;
    st[o] = to - L;
    *win = icm_me(v, prizes, live, n, st);
    st[me] = tm - L;
    st[o] = to - L + pot;
    *lose = icm_me(v, prizes, live, n, st);
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
#define EDGE_A 4.5

static double edge_a(const ai_brain_t *b, const view_t *v, int o)
{
    if (v->players_left != 2 || o < 0 || o == v->seat)
        return 0.0;
    return EDGE_A * erratic(b, o);
}

static double win_chance(double x, double a)
{
    x = clampd(x, 0.0, 1.0);
    return a < 1e-4 ? x : (1.0 - exp(-a * x)) / (1.0 - exp(-a));
}

/* The single opponent still in the hand, or -1. */
static int lone_opponent(const view_t *v)
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
static double need_to_call(const ai_brain_t *b, const view_t *v, int o)
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
static double shove_gain(const ai_brain_t *b, const view_t *v, int o, double eq, double pf)
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
static int never_folder(const ai_brain_t *b, const view_t *v)
{
    int o = lone_opponent(v);
    return b->lv->reads && o >= 0 && b->om_faced[o] >= 6 && fold_rate(b, o, 0.35) < 0.15 ? o : -1;
}

/* The opponent alone with me in the hand when the match is heads-up and it plays erratically
 * (at least even odds), else -1: where the exploits below take over. */
static int wild_opponent(const ai_brain_t *b, const view_t *v)
{
    int o = lone_opponent(v);
    return o >= 0 && v->players_left == 2 && erratic(b, o) >= 0.5 ? o : -1;
}

/* ---- heads-up against a player who calls too much ------------------------------------------- */

/* The street total a bet or raise `to` really comes to once bet_to has rounded it and turned a
 * bet of most of my stack into all of it; v->current when it becomes a check or a call. */
static int64_t bet_lands_at(const view_t *v, int64_t to)
{
    cmd_t c = bet_to(v, to);
    if (c.type == CMD_ALLIN)
        return v->seats[v->seat].committed + v->seats[v->seat].stack;
    if (c.type == CMD_BET || c.type == CMD_RAISE)
        return c.amount;
    return v->current;
}

/* My chance of winning the match, heads-up against o with edge a, if I make the street total
 * `to` (v->current: check or call) and the hand then goes to a showdown I win with chance eq,
 * o folding to a bet or raise with chance f. */
static double match_after(const view_t *v, int o, double a, double eq, double f, int64_t to)
{
    int me = v->seat;
    double Mt = (double)total_of(v, me), T = Mt + (double)total_of(v, o);
    double in_me = (double)v->seats[me].in_pot, in_o = (double)v->seats[o].in_pot;
    double dead = (double)v->pot_total - in_me - in_o;
    double add_me = (double)(to - v->seats[me].committed);
    double o_max = (double)(v->seats[o].committed + v->seats[o].stack);
    double add_o = (double)(to < o_max ? to : o_max) - (double)v->seats[o].committed;
    if (add_o < 0)
        add_o = 0;
    if (add_me > (double)v->seats[me].stack)
        add_me = (double)v->seats[me].stack;
    if (T <= 0)
        return 0.5;
    /* what o cannot match comes back to me */
    double put_me = in_me + add_me, put_o = in_o + add_o;
    if (put_me > put_o && to > v->current)
        put_me = put_o > in_me ? put_o : in_me;
    double called = eq * win_chance((Mt + put_o + dead) / T, a) + (1 - eq) * win_chance((Mt - put_me) / T, a);
    if (to <= v->current)
        return called;
    return f * win_chance((Mt + in_o + dead) / T, a) + (1 - f) * called;
}

/* Hard, heads-up in the match, against an opponent who folds to my bets less often than the
 * usual 35%: the chips it gives away by calling too much are an edge that, like an erratic
 * player's (edge_a), makes the match worth more than the chips, growing as the read firms up.
 * A value bet that stakes much of my stack on a modest edge then wins the match less often than
 * a smaller one or none. Returns the street total, among the planned bet or raise `to`, half and a
 * quarter of its size and no bet at all (v->current), that wins the match most often, judging
 * the hand to go to showdown with equity eq; where `to` lands (bet_lands_at) when the read does
 * not apply. */
static int64_t match_sized(const ai_brain_t *b, const view_t *v, double eq, int64_t to)
{
    int o = lone_opponent(v);
    /* bets with less than even equity are bluffs and semi-bluffs, already made as often as this
     * player folds (postflop's bluff_f): the gate is for value that stakes too much */
    if (!b->lv->reads || o < 0 || v->players_left != 2 || to <= v->current || eq < 0.5)
        return bet_lands_at(v, to);
    double fr = fold_rate(b, o, 0.35);
    if (fr >= 0.35)
        return bet_lands_at(v, to);
    double a = EDGE_A * (1.0 - fr / 0.35);
    int64_t best = bet_lands_at(v, to);
    double u_best = match_after(v, o, a, eq, fr, best);
    int64_t step = to - v->current;
    const double part[3] = {0.5, 0.25, 0.0};
    for (int i = 0; i < 3; i++) {
        int64_t t = part[i] > 0 ? bet_lands_at(v, v->current + (int64_t)((double)step * part[i])) : v->current;
        double u = match_after(v, o, a, eq, fr, t);
        if (u > u_best + 1e-9) {
            u_best = u;
            best = t;
        }
    }
    return best;
}

/* bet_to(to), or the match_sized answer in its place with a reason that says so (`why` keeps the
 * planned bet's reason when it stands). */
static cmd_t bet_in_match(const ai_brain_t *b, const view_t *v, double eq, const char *made, int64_t to, char *why,
                          size_t wl)
{
    int64_t planned = bet_lands_at(v, to), t = match_sized(b, v, eq, to);
    if (t == planned)
        return bet_to(v, to);
    int o = lone_opponent(v);
    int calls = 100 - (int)lround(100.0 * (double)b->om_folded[o] / (b->om_faced[o] > 0 ? b->om_faced[o] : 1));
    const char *verb = v->current > 0 ? "raising" : "betting";
    if (t <= v->current) {
        snprintf(why, wl, "%s %s (%.0f%%), not %s to %lld: this player calls %d%% of my bets; the match is worth more "
                 "than this pot", v->legal.call_amount > 0 ? "calling with" : "checking", made, eq * 100, verb,
                 (long long)planned, calls);
        return call_or_check(v);
    }
    snprintf(why, wl, "%s to %lld with %s (%.0f%%), not %lld: this player calls %d%% of my bets; the match is worth "
             "more than this pot", verb, (long long)t, made, eq * 100, (long long)planned, calls);
    return bet_to(v, t);
}

/* ---- push/fold ----------------------------------------------------------------------------- */

typedef struct pf_ctx {
    int cls;
    char name[4];
    double eff_bb, dead_bb;
} pf_ctx_t;

/* ---- heads-up against a shover ---------------------------------------------------------------- */

static void match_solve(ai_brain_t *b, const view_t *v, const double w[PUSHFOLD_CLASSES], double g, int N);

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
static int known_shover(const ai_brain_t *b, const view_t *v, int o)
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
static double match_price(ai_brain_t *b, const view_t *v, int o, const double w[PUSHFOLD_CLASSES], double share,
                          double *win)
{
    int me = v->seat;
    double T = (double)(total_of(v, me) + total_of(v, o));
    double g = T / MATCH_GRID; /* chips per grid step */
    int N = MATCH_GRID;
    /* the solution depends only on the chips in play, the blinds and the range: kept until one
     * of them changes (the range in steps of 2.5% of all hands) */
    int64_t key[5] = {total_of(v, me) + total_of(v, o), v->sb, v->bb, v->ante, (int64_t)lround(share * 40)};
    if (memcmp(key, b->match_key, sizeof key) != 0) {
        memcpy(b->match_key, key, sizeof key);
        match_solve(b, v, w, g, N);
    }
    int k = me == v->sb_pos ? 0 : 1;
    int i = (int)lround((double)total_of(v, me) / g);
    if (i < 1)
        i = 1;
    if (i > N - 1)
        i = N - 1;
    *win = b->match_w[k][i];
    const double *Wn = b->match_w[1 - k];
    int L = i < N - i ? i : N - i;
    double ww = Wn[i + L >= N ? N : i + L], wl = Wn[i - L <= 0 ? 0 : i - L];
    /* what folding now leaves me: my chips less what I have put in this hand */
    int f = (int)lround((double)(total_of(v, me) - v->seats[me].in_pot) / g);
    double wf = f <= 0 ? 0 : Wn[f > N ? N : f];
    if (ww <= wl)
        return 0.0;
    return clampd((wf - wl) / (ww - wl), 0.0, 1.0);
}

static void match_solve(ai_brain_t *b, const view_t *v, const double w[PUSHFOLD_CLASSES], double g, int N)
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
            b->match_w[k][i] = (double)i / N;
    for (int sweep = 0; sweep < 60; sweep++) {
        double moved = 0;
        for (int i = 1; i < N; i++)
            for (int k = 0; k < 2; k++) {
                const double *Wn = b->match_w[1 - k];
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
                double d = fabs(val - b->match_w[k][i]);
                if (d > moved)
                    moved = d;
                b->match_w[k][i] = val;
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

static pushfold_spot_t spot_of(int behind, double eff_bb, double dead_bb, double tight)
{
    pushfold_spot_t s = {behind < 1 ? 1 : behind, eff_bb * tight, dead_bb};
    return s;
}

/* First in at 15 BB or less: push or fold. */
static cmd_t pf_first_in(ai_brain_t *b, const view_t *v, rng_t *r, const pf_ctx_t *x, char *why, size_t wl)
{
    int k = behind_preflop(v, v->seat, 0);
    const char *pos = position_name(v, k);
    pushfold_spot_t sp = spot_of(k, x->eff_bb, x->dead_bb, pf_tightness(b, v, b->p.push_tight));
    int in_range = pushfold_push(&sp, x->cls);
    if (b->lv->cards_only) {
        /* plays its cards, not the spot: the same "good hands" whatever the stack or position */
        double width = b->lv->good_push / b->p.push_tight * (1.0 - 0.5 * b->lv->good_noise + b->lv->good_noise * rnd01(r));
        if (b->top[x->cls] <= width) {
            snprintf(why, wl, "shoving %.0f BB with %s from the %s: a good hand", x->eff_bb, x->name, pos);
            return shove(v);
        }
        snprintf(why, wl, "folding %s at %.0f BB from the %s: not a good enough hand", x->name, x->eff_bb, pos);
        return fold_or_check(v);
    }
    double prizes[ICM_MAX_PLAYERS];
    int live[ICM_MAX_PLAYERS];
    int n = b->lv->icm ? icm_prizes(b, v, prizes, live) : 0;
    if (n >= 2) {
        /* ICM: fold against pushing into the equilibrium calling ranges of the players behind */
        int me = v->seat;
        int64_t st[ENGINE_MAX_SEATS];
        base_stacks(v, st);
        int winner = v->bb_seat != me && in_hand(v, v->bb_seat) ? v->bb_seat : next_seat(v, me);
        st[winner] += v->pot_total;
        double ev_fold = icm_me(v, prizes, live, n, st);
        base_stacks(v, st);
        double reach = 1.0, ev_push = 0;
        int t = me;
        int idx = 0;
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
            double pc = 0;
            for (int c = 0; c < PUSHFOLD_CLASSES; c++)
                if (pushfold_mask_has(m, c))
                    pc += pushfold_weight(x->cls, c);
            pc /= pushfold_class_combos(x->cls) * 1225.0;
            if (pc > 0) {
                double eq = pushfold_equity_vs_mask(x->cls, m), w, l;
                icm_showdown(v, prizes, live, n, t, &w, &l);
                ev_push += reach * pc * (eq * w + (1 - eq) * l);
            }
            reach *= 1 - pc;
        }
        st[me] += v->pot_total;
        ev_push += reach * icm_me(v, prizes, live, n, st);
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
static cmd_t pf_facing(ai_brain_t *b, const view_t *v, rng_t *r, const pf_ctx_t *x, int aggressor, char *why,
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
        if ((v->players_left == 2 || !b->lv->icm) &&
            facing_lone_shove(b, v, x->cls, &o, &eq, &price, &share) &&
            (eq > price + 0.02 || (b->lv->reads && known_shover(b, v, o))))
            return call_shove(b, v, x, o, eq, price, share, why, wl);
    }
    int in_range = pushfold_call(&sp, idx, x->cls);
    if (b->lv->cards_only) /* calls with big hands only, whatever the price */
        in_range = b->top[x->cls] <=
                   b->lv->good_call / b->p.call_tight * (1.0 - 0.5 * b->lv->good_noise + b->lv->good_noise * rnd01(r));
    if (others > 0)
        in_range = in_range && b->top[x->cls] <= 0.035 * (b->p.call_tight < 1 ? 1.6 : 1.0);
    int all_in = v->seats[aggressor].all_in || v->legal.call_amount >= v->seats[me].stack;
    const char *act = all_in ? "calling" : "re-shoving over";
    double prizes[ICM_MAX_PLAYERS];
    int live[ICM_MAX_PLAYERS];
    int n = b->lv->icm && others == 0 ? icm_prizes(b, v, prizes, live) : 0;
    pushfold_spot_t ps = {k, stack_for_ratio(eff_bb, push_ratio(b, aggressor)), x->dead_bb};
    double eq = pushfold_equity_vs_mask(x->cls, pushfold_push_range(&ps));
    if (n >= 2) {
        int64_t st[ENGINE_MAX_SEATS];
        base_stacks(v, st);
        st[aggressor] += v->pot_total;
        double ev_fold = icm_me(v, prizes, live, n, st), w, l;
        icm_showdown(v, prizes, live, n, aggressor, &w, &l);
        double ev_call = eq * w + (1 - eq) * l;
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
    double top = b->top[x->cls];
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

static cmd_t preflop(ai_brain_t *b, const view_t *v, rng_t *r, const pf_ctx_t *x, char *why, size_t wl)
{
    int me = v->seat;
    const view_legal_t *L = &v->legal;
    double top = b->top[x->cls];
    int k = behind_preflop(v, me, 0);
    const char *pos = position_name(v, k);
    int kk = k < 1 ? 1 : k > PUSHFOLD_MAX_BEHIND ? PUSHFOLD_MAX_BEHIND : k;
    double depth = x->eff_bb < 25 ? 0.85 : x->eff_bb > 60 ? 1.05 : 1.0;
    int hu = heads_up(v);
    double open_w = (hu ? 0.8 : open_base[kk]) * b->p.open_mult * depth;
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
        range_top(b, wts, level == 1 ? (hu ? 0.6 : 0.2) : (hu ? 0.2 : 0.06), 0, 1);
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
            double usual = hu ? 0.75 : open_base[ka < 1 ? 1 : ka > PUSHFOLD_MAX_BEHIND ? PUSHFOLD_MAX_BEHIND : ka];
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

/* ---- after the flop ------------------------------------------------------------------------ */

/* A bet's share of the pot, drawn from a mix that depends only on the street and the board (and
 * the style's size factor), never on the cards: sizes give nothing away. */
static double bet_size(const ai_brain_t *b, rng_t *r, int street, int wet)
{
    static const double dry_flop[3] = {0.33, 0.5, 0.75}, wet_flop[3] = {0.5, 0.66, 0.85};
    static const double turn[3] = {0.5, 0.66, 0.85}, river[3] = {0.4, 0.7, 1.0};
    const double *m = street == STREET_FLOP ? (wet >= 2 ? wet_flop : dry_flop) : street == STREET_TURN ? turn : river;
    return m[rng_below(r, 3)] * b->p.size_mult;
}

/* A raise's size as a share of the pot once called, from one mix for every kind of raise. */
static double raise_mix(const ai_brain_t *b, rng_t *r)
{
    static const double m[2] = {0.75, 1.0};
    return m[rng_below(r, 2)] * b->p.size_mult;
}

static const char *made_name(hand_value_t val, char *buf, size_t len)
{
    hand_describe(val, buf, len);
    return buf;
}

/* After the flop, heads-up against an erratic player o: its hand is about any two cards whatever
 * it did, it folds to a bet about as often as it was seen to fold to mine (fold_rate), and my
 * chance of winning the match (win_chance), not chips, decides. Each option is scored as if the
 * pot were settled now at my equity: check or fold, call, or bet (raise) the minimum, a third,
 * half, three quarters or all of the pot, or all in (before the river only when the pot is most
 * of my stack), the opponent folding at its rate and calling otherwise. Small bets win the pot
 * as often as big ones against such a player, so the bluffing styles steal with the minimum and
 * bet big only for value. The passive styles never bluff: they bet or raise only a hand that is
 * about even against any two cards or better (45%; their usual value thresholds less 0.4), and a
 * station calls a little below break-even, a rock wants a little above it. */
static cmd_t postflop_wild(ai_brain_t *b, const view_t *v, int o, double eq, const char *made, char *why, size_t wl)
{
    int me = v->seat;
    const view_legal_t *L = &v->legal;
    double a = edge_a(b, v, o);
    double S = (double)v->seats[me].stack, P = (double)v->pot_total, c = (double)L->call_amount;
    double T = (double)(total_of(v, me) + total_of(v, o));
    double O = (double)v->seats[o].stack; /* what it can still add */
    double pf = fold_rate(b, o, 0.35);
    /* my chips at the end of the hand, as shares of the chips in play */
#define U(chips) win_chance((chips) / T, a)
    if (c > S)
        c = S;
    double u_pass = c > 0 ? U(S) : eq * U(S + P) + (1 - eq) * U(S);             /* fold, or check */
    double u_call = c > 0 ? eq * U(S + P + c) + (1 - eq) * U(S - c) : u_pass;  /* call the bet */
    int bluffs = b->p.bluff_freq > 0;
    int can_aggr = (L->can_bet || L->can_raise || L->can_allin) && v->seats[o].stack > 0;
    double best_u = u_call > u_pass ? u_call : u_pass, best_to = 0;
    /* its range is any two cards, so a hand about even against it is worth a bet: bet thinner */
    double need_aggr = (c > 0 ? b->p.raise_eq : b->p.value_eq) - 0.4;
    if (need_aggr < 0.45)
        need_aggr = 0.45;
    if (can_aggr && (eq >= need_aggr || bluffs)) {
        static const double frac[] = {0.0, 0.33, 0.5, 0.75, 1.0};
        enum { N_FRAC = 5 };
        for (int i = 0; i <= N_FRAC; i++) {
            /* x: chips I add now; the opponent adds x - c more to call */
            double x = i == 0 ? (double)L->min_to - (double)v->seats[me].committed
                       : i < N_FRAC ? c + frac[i] * b->p.size_mult * (P + c) : S;
            double to = (double)v->seats[me].committed + x;
            if (i < N_FRAC && (to < (double)L->min_to || x >= 0.8 * S))
                continue;
            /* before the river, all in only when the pot is already most of the stack: a big hand
             * is worth more bet street by street (and left alone on a bad card) than risked at once */
            if (i == N_FRAC && v->street < STREET_RIVER && S > 1.5 * (P + c))
                continue;
            if (x > S)
                x = S;
            double more = x - c < O ? x - c : O;
            double u = pf * U(S + P) + (1 - pf) * (eq * U(S + P + more) + (1 - eq) * U(S - c - more));
            if (eq < need_aggr && !bluffs)
                continue;
            if (u > best_u + 1e-9) {
                best_u = u;
                best_to = i < N_FRAC ? to : -1;
            }
        }
    }
#undef U
    if (best_to != 0) {
        if (best_to < 0) {
            snprintf(why, wl, "all in with %s: %.0f%% against a wild player's any two cards", made, eq * 100);
            return shove(v);
        }
        if (eq < need_aggr)
            snprintf(why, wl, "%s to %.0f as a steal with %s (%.0f%% against any two cards): this wild player folds %.0f%%",
                     c > 0 ? "raising" : "betting", best_to, made, eq * 100, pf * 100);
        else
            snprintf(why, wl, "%s to %.0f for value with %s: %.0f%% against a wild player's any two cards",
                     c > 0 ? "raising" : "betting", best_to, made, eq * 100);
        return bet_to(v, (int64_t)best_to);
    }
    if (c <= 0) {
        snprintf(why, wl, "checking %s: %.0f%% against a wild player's any two cards", made, eq * 100);
        return mk(v, CMD_CHECK, 0);
    }
    /* a station calls a little worse than break-even, a rock wants a little better */
    double slack = b->p.call_margin * 0.02;
    if (u_call >= u_pass + slack) {
        snprintf(why, wl, "calling %.0f with %s: %.0f%% against a wild bettor's any two cards", c, made, eq * 100);
        return call_or_check(v);
    }
    snprintf(why, wl, "folding %s to a wild bet of %.0f: %.0f%% is not enough for the match", made, c, eq * 100);
    return fold_or_check(v);
}

static cmd_t postflop(ai_brain_t *b, const view_t *v, rng_t *r, char *why, size_t wl)
{
    int me = v->seat;
    const view_legal_t *L = &v->legal;
    const card_t *hole = v->seats[me].hole;
    int nb = v->n_board, st = (int)v->street;
    int n_opp = opponents_in_hand(v);
    int n_live = opponents_live(v);
    double pot = (double)v->pot_total, to_call = (double)L->call_amount;
    if (to_call > (double)v->seats[me].stack)
        to_call = (double)v->seats[me].stack;
    double po = ai_call_price(v); /* on the effective stack: chips I cannot match are not mine to win */
    card_t seven[7];
    seven[0] = hole[0];
    seven[1] = hole[1];
    for (int i = 0; i < nb; i++)
        seven[2 + i] = v->board[i];
    hand_value_t val = hand_eval(seven, 2 + nb);
    char made[64];
    made_name(val, made, sizeof made);
    int wet = wetness(v->board, nb);
    int nuts = st == STREET_RIVER && is_nuts(b, hole, v->board, nb);
    int ip = in_position(v);

    /* strength of every combination on each street's board (for the ranges and my draws) */
    int need_tables = !b->lv->cards_only ? st : 0;
    for (int s = STREET_FLOP; s <= st; s++)
        if (s == st || (b->lv->ranges && s <= need_tables))
            if (b->hs_hand[s - 1] != v->hand_no) { /* a street's board never changes within a hand */
                ai_strength_table((const card_t(*)[2])b->combo, v->board, s == STREET_FLOP ? 3 : s == STREET_TURN ? 4 : 5,
                                  b->hs[s - 1], b->draw[s - 1]);
                b->hs_hand[s - 1] = v->hand_no;
            }
    int mycombo = -1;
    for (int i = 0; i < N_COMBOS; i++)
        if ((b->combo[i][0] == hole[0] && b->combo[i][1] == hole[1]) ||
            (b->combo[i][0] == hole[1] && b->combo[i][1] == hole[0])) {
            mycombo = i;
            break;
        }
    int mydraw = mycombo >= 0 ? b->draw[st - 1][mycombo] : 0;
    double myhs = mycombo >= 0 ? b->hs[st - 1][mycombo] : 0.5;

    double eq;
    if (b->lv->cards_only) {
        /* judges its made hand alone, against any two cards, with a rough eye for draws */
        double base = myhs + (st < STREET_RIVER ? (mydraw == 2 ? 0.18 : mydraw == 1 ? 0.07 : 0) : 0);
        base = clampd(base + (rnd01(r) - 0.5) * b->lv->noise, 0, 1);
        eq = pow(base, n_opp);
    } else {
        card_mask_t dead = card_bit(hole[0]) | card_bit(hole[1]);
        for (int i = 0; i < nb; i++)
            dead |= card_bit(v->board[i]);
        /* the ranges live on the stack for this decision only: stack pages stay mapped, where
         * 150 KB of them in each brain came back as fresh pages to fault in every tournament */
        dist_t dists[ENGINE_MAX_SEATS - 1];
        dist_t *ds[ENGINE_MAX_SEATS - 1];
        int n = 0;
        for (int s = 0; s < v->n_seats; s++) {
            if (s == me || !in_hand(v, s))
                continue;
            double w[PUSHFOLD_CLASSES];
            opponent_range(b, v, s, w);
            build_dist(b, &dists[n], w, dead, s, b->lv->ranges, st);
            if (dists[n].n == 0) /* the signals ruled everything out: ignore them */
                build_dist(b, &dists[n], w, dead, s, 0, st);
            if (dists[n].n == 0) {
                double all[PUSHFOLD_CLASSES];
                for (int c = 0; c < PUSHFOLD_CLASSES; c++)
                    all[c] = 1;
                build_dist(b, &dists[n], all, dead, s, 0, st);
            }
            ds[n] = &dists[n];
            n++;
        }
        /* fewer deals when more hands are dealt to each: the cost per decision stays bounded */
        int trials = b->lv->trials[n <= 1 ? 0 : n == 2 ? 1 : 2];
        eq = n > 0 ? equity_vs(b, hole, v->board, nb, ds, n, trials, r) : 1.0;
    }
    /* short of the river nuts nothing is certain: a better hand is always possible (and the
     * estimate of it rough), so no reason ever claims all the equity */
    if (!nuts && eq > 0.99)
        eq = 0.99;
    double eqh = n_opp > 0 ? pow(eq, 1.0 / n_opp) : 1.0;
    {
        /* one all-in to answer and nobody else in: never fold what beats the price */
        int o = lone_opponent(v);
        if (o >= 0 && to_call > 0 && !nuts && (v->seats[o].all_in || L->call_amount >= v->seats[me].stack)) {
            double need_f = po + shove_slack(b);
            if (wild_opponent(b, v) == o) {
                double nu = need_to_call(b, v, o); /* the match asks more, at most WILD_CAP more */
                if (nu > need_f)
                    need_f = nu < po + WILD_CAP ? nu : po + WILD_CAP;
            }
            if (eq > need_f) {
                snprintf(why, wl, "calling the all-in (%.0f more) with %s: %.0f%% equity against the betting range, "
                         "the price is %.0f%%", to_call, made, eq * 100, po * 100);
                return call_or_check(v);
            }
            if (wild_opponent(b, v) == o) {
                snprintf(why, wl, "folding %s to a wild player's all-in (%.0f more): %.0f%% equity, the price is %.0f%% "
                         "and the match needs %.0f%%", made, to_call, eq * 100, po * 100, need_f * 100);
                return fold_or_check(v);
            }
            if (eq < po + b->p.call_margin && eq < b->p.call_floor) {
                snprintf(why, wl, "folding %s to the all-in (%.0f more): %.0f%% equity against the betting range, the "
                         "price is %.0f%%", made, to_call, eq * 100, po * 100);
                return fold_or_check(v);
            }
        }
    }
    int wild = wild_opponent(b, v);
    if (wild >= 0)
        return postflop_wild(b, v, wild, nuts ? 1.0 : eq, made, why, wl);
    /* hard and adaptive: bluff less into loose callers, bet thinner for value against them */
    double bluff_f = 1.0, value_eq = b->p.value_eq;
    if (b->p.adapt && b->lv->exploit) {
        double loosest = 0;
        for (int s = 0; s < v->n_seats; s++)
            if (s != me && in_hand(v, s)) {
                double l = looseness(b, s);
                bluff_f *= clampd(1.6 - 0.6 * l, 0.15, 1.3);
                if (l > loosest)
                    loosest = l;
            }
        if (loosest >= 1.7)
            value_eq -= 0.06;
    }
    /* hard, every style: an opponent who never folds to my bets (seen six times or more) is not
     * bluffed, is value-bet thinner and bigger: every size grows alike, so size still tells
     * nothing about the cards */
    double size_f = 1.0, fold_f = 1.0;
    {
        /* hard, heads-up in the match: bluff as often as this opponent was seen to fold to my bets
         * (four imaginary answers at the usual 35%, so one call changes little and a string of
         * them a lot) */
        int lo = lone_opponent(v);
        if (b->lv->reads && lo >= 0 && v->players_left == 2) {
            /* after the flop its answers after the flop tell, once there are a few (a player
             * who never folds pre-flop may fold most flops) */
            double fr = b->om_post_faced[lo] >= 4
                            ? (b->om_post_folded[lo] + 4.0 * 0.35) / (b->om_post_faced[lo] + 4.0) / 0.35
                            : fold_rate(b, lo, 0.35) / 0.35;
            if (fr < 1.0) {
                bluff_f *= fr * fr;
                fold_f = fr;
            } else {
                bluff_f *= fr < 1.6 ? fr : 1.6; /* and more often as it folds more */
            }
        }
        if (never_folder(b, v) >= 0) {
            bluff_f = 0.0;
            value_eq = 0.52; /* it calls with any two: a hand ahead of any two is a value bet */
            size_f = 1.5;
        }
    }
    int aggressor_pf = b->pf_last_raiser == me;
    int64_t mine = v->seats[me].stack + v->seats[me].committed;
    /* one size for every kind of bet, drawn from a mix that depends only on the street and the
     * board: a value bet, a continuation bet and a bluff look alike */
    double size_base = bet_size(b, r, st, wet) * size_f;

    if (to_call <= 0) {
        if (nuts || eqh >= value_eq) {
            if (b->p.trap && !nuts && st == STREET_FLOP && eqh > 0.9 && wet <= 1 && rnd01(r) < 0.3) {
                snprintf(why, wl, "checking %s on a dry flop: a trap (%.0f%% equity)", made, eq * 100);
                return mk(v, CMD_CHECK, 0);
            }
            if (nuts)
                snprintf(why, wl, "betting %.0f%% of the pot with the nuts (%s) for value", size_base * 100, made);
            else
                snprintf(why, wl, "betting %.0f%% of the pot with %s for value: %.0f%% equity on a %s board",
                         size_base * 100, made, eq * 100, wet >= 2 ? "wet" : "dry");
            return bet_in_match(b, v, nuts ? 1.0 : eq, made, (int64_t)(v->current + size_base * pot), why, wl);
        }
        if (aggressor_pf && st == STREET_FLOP && n_live >= 1 && n_live <= 2 &&
            rnd01(r) < b->p.cbet_freq * bluff_f * (n_opp == 1 ? 1.0 : 0.45) * (wet >= 3 ? 0.7 : 1.0)) {
            snprintf(why, wl, "continuation bet of %.0f%% of the pot with %s (%.0f%% equity)", size_base * 100, made,
                     eq * 100);
            return bet_in_match(b, v, nuts ? 1.0 : eq, made, (int64_t)(v->current + size_base * pot), why, wl);
        }
        if (mydraw == 2 && st < STREET_RIVER && n_live >= 1 && never_folder(b, v) < 0 &&
            rnd01(r) < b->p.semibluff_freq * fold_f * (bluff_f > 0 ? 1.0 : 0.3)) {
            snprintf(why, wl, "semi-bluffing %.0f%% of the pot with a strong draw (%.0f%% equity)", size_base * 100, eq * 100);
            return bet_in_match(b, v, nuts ? 1.0 : eq, made, (int64_t)(v->current + size_base * pot), why, wl);
        }
        if (st == STREET_TURN && n_opp == 1 && b->my_aggr[STREET_FLOP] && rnd01(r) < b->p.barrel_freq * bluff_f) {
            snprintf(why, wl, "second barrel of %.0f%% of the pot on the turn with %s (%.0f%% equity): bluffing at a "
                     "set frequency", size_base * 100, made, eq * 100);
            return bet_in_match(b, v, nuts ? 1.0 : eq, made, (int64_t)(v->current + size_base * pot), why, wl);
        }
        if (st == STREET_RIVER && n_opp == 1 && eq < 0.3 && rnd01(r) < b->p.bluff_freq * bluff_f) {
            snprintf(why, wl, "bluffing %.0f%% of the pot on the river with %s (%.0f%% equity): a bluff at a set "
                     "frequency", size_base * 100, made, eq * 100);
            return bet_in_match(b, v, nuts ? 1.0 : eq, made, (int64_t)(v->current + size_base * pot), why, wl);
        }
        if (b->lv->reads && ip && st == STREET_RIVER && eqh >= value_eq - 0.1 && n_opp == 1) {
            snprintf(why, wl, "thin value bet of %.0f%% of the pot with %s: %.0f%% equity in position",
                     size_base * 100, made, eq * 100);
            return bet_in_match(b, v, nuts ? 1.0 : eq, made, (int64_t)(v->current + size_base * pot), why, wl);
        }
        snprintf(why, wl, "checking %s: %.0f%% equity on the %s", made, eq * 100, street_name(st));
        return mk(v, CMD_CHECK, 0);
    }

    /* facing a bet: raises too come in one mix of sizes, whatever the reason for them */
    double raise_size = raise_mix(b, r);
    if (nuts) {
        if (L->can_raise || L->can_allin) {
            snprintf(why, wl, "raising with the nuts (%s)", made);
            return bet_in_match(b, v, nuts ? 1.0 : eq, made, (int64_t)(v->current + (pot + to_call) * raise_size), why, wl);
        }
        snprintf(why, wl, "calling with the nuts (%s): no raise is possible", made);
        return call_or_check(v);
    }
    if (eqh >= b->p.raise_eq && (L->can_raise || L->can_allin) && n_live >= 1) {
        snprintf(why, wl, "raising with %s: %.0f%% equity against the betting range", made, eq * 100);
        return bet_in_match(b, v, nuts ? 1.0 : eq, made, (int64_t)(v->current + (pot + to_call) * raise_size), why, wl);
    }
    if (mydraw == 2 && st == STREET_FLOP && (L->can_raise || L->can_allin) && n_live == 1 && never_folder(b, v) < 0 &&
        rnd01(r) < b->p.semibluff_freq * fold_f * 0.4) {
        snprintf(why, wl, "semi-bluff raise with a strong draw (%.0f%% equity)", eq * 100);
        return bet_in_match(b, v, nuts ? 1.0 : eq, made, (int64_t)(v->current + (pot + to_call) * raise_size), why, wl);
    }
    double need = po + b->p.call_margin;
    if (st < STREET_RIVER && mydraw == 2 && to_call < 0.25 * (double)mine)
        need -= 0.04; /* implied odds */
    /* Hard, alone against a bet: keep its bluffs from profiting. A bet of B into P profits as a
     * bluff when I fold more than B / (P + B), so I play on with the hands that beat at least the
     * share of random hands that leaves, scaled by how often its bets I called down lost (a
     * player caught bluffing earns calls; one never caught, few). */
    int lo = lone_opponent(v);
    if (b->lv->reads && lo >= 0 && n_opp == 1 && !b->my_aggr[st] && L->can_call && eq < need &&
        eq < b->p.call_floor) {
        double bet = (double)(v->current - v->seats[me].committed), before = pot - bet;
        double mdf = before > 0 ? before / (before + bet) : 0;
        double caught = caught_rate(b, lo), g = clampd(caught / 0.45, 0.2, 1.1);
        double bar = 1.0 - mdf * g;
        if (myhs >= bar && eq >= 0.5 * po) {
            /* short enough for BOT_REASON_LEN with any hand named (it always ran past it) */
            snprintf(why, wl, "calling %.0f with %.40s: beats %.0f%% of hands, in my top %.0f%% vs this bet (%.0f%% of "
                     "its bets I called lost); range leaves %.0f%%, price %.0f%%", to_call, made, myhs * 100,
                     (1 - bar) * 100, caught * 100, eq * 100, po * 100);
            if (st == STREET_RIVER || L->call_amount >= v->seats[me].stack) {
                b->catch_hand = v->hand_no;
                b->catch_seat = lo;
                b->catch_total = total_of(v, me);
            }
            return call_or_check(v);
        }
    }
    if (eq >= need || eq >= b->p.call_floor) {
        if (lo >= 0 && n_opp == 1 && (st == STREET_RIVER || L->call_amount >= v->seats[me].stack)) {
            b->catch_hand = v->hand_no;
            b->catch_seat = lo;
            b->catch_total = total_of(v, me);
        }
        snprintf(why, wl, "calling %.0f with %s: %.0f%% equity against the betting range, the price is %.0f%%", to_call,
                 made, eq * 100, po * 100);
        return call_or_check(v);
    }
    snprintf(why, wl, "folding %s to a bet of %.0f: %.0f%% equity, the price is %.0f%% and this style wants %.0f%%",
             made, to_call, eq * 100, po * 100, need * 100);
    return fold_or_check(v);
}

/* ---- between hands ------------------------------------------------------------------------- */

static cmd_t between(ai_brain_t *b, const view_t *v, char *why, size_t wl)
{
    const structure_t *st = b->st;
    int me = v->seat;
    double pool = 0, chips = 0;
    int live = 0, entrants = 0;
    for (int s = 0; s < v->n_seats; s++) {
        const view_seat_t *p = &v->seats[s];
        if (!p->occupied)
            continue;
        entrants++;
        pool += (double)st->buy_in + (double)p->rebuys * (double)st->rebuy_cost +
                (p->addon_taken ? (double)st->addon_cost : 0);
        if (!p->eliminated) {
            chips += (double)p->stack;
            live++;
        }
    }
    double per_chip = chips > 0 ? pool / chips : 0;
    double avg = live > 0 ? chips / live : 1;
    double mine = (double)v->seats[me].stack;
    /* short stacks value chips more (ICM is concave), so they buy more readily */
    double short_bonus = mine < 0.5 * avg ? 1.4 : mine < avg ? 1.15 : 1.0;
    double thrift = b->lv->thrift;
    if (v->addon_offer) {
        double value = (double)st->addon_chips * per_chip * short_bonus;
        if (st->addon_cost <= 0 || value >= (double)st->addon_cost * thrift) {
            snprintf(why, wl, "taking the add-on: %lld chips are worth about %.2f against a cost of %.2f",
                     (long long)st->addon_chips, value / 100.0, (double)st->addon_cost / 100.0);
            return mk(v, CMD_ADDON, 0);
        }
        snprintf(why, wl, "declining the add-on: %lld chips are worth about %.2f, it costs %.2f",
                 (long long)st->addon_chips, value / 100.0, (double)st->addon_cost / 100.0);
        return mk(v, CMD_DECLINE, 0);
    }
    if (v->rebuy_offer) {
        double bonus = mine <= 0 ? 1.5 : short_bonus; /* busted: the rebuy is the only way back in */
        double value = (double)st->rebuy_chips * per_chip * bonus;
        if (st->rebuy_cost <= 0 || value >= (double)st->rebuy_cost * thrift) {
            snprintf(why, wl, "%s: %lld chips are worth about %.2f against a cost of %.2f",
                     mine <= 0 ? "rebuying after busting" : "rebuying while short", (long long)st->rebuy_chips,
                     value / 100.0, (double)st->rebuy_cost / 100.0);
            return mk(v, CMD_REBUY, 0);
        }
        snprintf(why, wl, "no rebuy: %lld chips are worth about %.2f, they cost %.2f", (long long)st->rebuy_chips,
                 value / 100.0, (double)st->rebuy_cost / 100.0);
        return v->must_decide ? mk(v, CMD_DECLINE, 0) : mk(v, CMD_NONE, 0);
    }
    if (v->must_decide) {
        snprintf(why, wl, "declining");
        return mk(v, CMD_DECLINE, 0);
    }
    snprintf(why, wl, "nothing to decide");
    return mk(v, CMD_NONE, 0);
}

/* ---- reasons ------------------------------------------------------------------------------- */

static int starts_with(const char *s, const char *p)
{
    return strncmp(s, p, strlen(p)) == 0;
}

/* A reason starts with what the bot does. When the plan fell back (bet_to and shove call or
 * check when no raise is possible, and go all in when a bet would be most of the stack), the
 * reason is rewritten to say what it actually does, keeping the plan as the why. */
static void align_reason(const view_t *v, cmd_t c, char *why, size_t wl)
{
    static const char *const aggressive[] = {"betting", "raising", "3-betting", "4-betting", "re-raising", "opening",
                                             "semi-bluff", "continuation bet", "second barrel", "bluffing",
                                             "thin value", "shoving", "all in", "re-shoving", NULL};
    int said_aggr = 0, said_allin = starts_with(why, "shoving") || starts_with(why, "all in") ||
                                    starts_with(why, "re-raising all in") || starts_with(why, "re-shoving");
    for (const char *const *a = aggressive; *a; a++)
        said_aggr |= starts_with(why, *a);
    char plan[BOT_REASON_LEN];
    snprintf(plan, sizeof plan, "%s", why);
    int64_t mine = v->seats[v->seat].stack + v->seats[v->seat].committed;
    if (said_aggr && (c.type == CMD_CALL || c.type == CMD_CHECK || c.type == CMD_FOLD)) {
        snprintf(why, wl, "%s: no raise is possible (the plan was %.100s)",
                 c.type == CMD_CALL ? "calling" : c.type == CMD_CHECK ? "checking" : "folding", plan);
    } else if (c.type == CMD_ALLIN && said_aggr && !said_allin) {
        if (mine <= v->current)
            snprintf(why, wl, "calling all in: no raise is possible (the plan was %.100s)", plan);
        else
            snprintf(why, wl, "all in: the planned bet would take most of the stack (%.100s)", plan);
    }
}

/* ---- the entry points ---------------------------------------------------------------------- */

const ai_level_t *ai_level_standard(int level)
{
    static const ai_level_t standard[3] = AI_LEVELS_STANDARD;
    return level >= BOT_LEVEL_EASY && level <= BOT_LEVEL_HARD ? &standard[level - BOT_LEVEL_EASY] : NULL;
}

ai_brain_t *ai_brain_create(const ai_profile_t *p, const bot_setup_t *setup)
{
    ai_brain_t *b = malloc(sizeof *b);
    if (!b)
        return NULL;
    memset(b, 0, offsetof(ai_brain_t, match_w));
    b->p = *p;
    int level = setup->level >= BOT_LEVEL_EASY && setup->level <= BOT_LEVEL_HARD ? setup->level : BOT_LEVEL_MEDIUM;
    b->lv = &b->p.level[level - BOT_LEVEL_EASY];
    b->st = setup->structure;
    b->seat = setup->seat;
    b->hand_no = -1;
    for (int i = 0; i < 3; i++)
        b->hs_hand[i] = -1;
    ai_strength_combos(b->combo);
    for (int k = 0; k < N_COMBOS; k++)
        b->combo_cls[k] = (uint8_t)pushfold_class(b->combo[k][1], b->combo[k][0]);
    for (int c = 0; c < PUSHFOLD_CLASSES; c++) {
        double acc = 0;
        int rc = pushfold_rank(c);
        for (int d = 0; d < PUSHFOLD_CLASSES; d++)
            if (pushfold_rank(d) <= rc)
                acc += class_share(d);
        b->top[c] = acc;
    }
    return b;
}

void ai_brain_destroy(ai_brain_t *b)
{
    free(b);
}

cmd_t ai_brain_decide(ai_brain_t *b, const view_t *v, rng_t *r, char *reason, size_t len)
{
    char why[BOT_REASON_LEN];
    why[0] = '\0';
    cmd_t c;
    if (v->phase != PHASE_HAND) {
        c = between(b, v, why, sizeof why);
    } else {
        remember(b, v);
        const card_t *hole = v->seats[v->seat].hole;
        pf_ctx_t x;
        x.cls = pushfold_class(hole[0], hole[1]);
        pushfold_class_name(x.cls, x.name);
        x.eff_bb = in_bb(v, effective(v));
        int dealt_in = 0;
        for (int s = 0; s < v->n_seats; s++)
            dealt_in += dealt(v, s);
        x.dead_bb = in_bb(v, v->ante * dealt_in);
        if (v->street == STREET_PREFLOP) {
            int aggressor = b->pf_last_raiser;
            int unopened = v->current <= v->bb;
            int limped = 0;
            for (int s = 0; s < v->n_seats; s++)
                if (s != v->seat && s != v->bb_seat && in_hand(v, s) && v->seats[s].committed >= v->bb)
                    limped = 1;
            /* Push/fold at 15 BB or less, except heads-up against a player read as erratic: there
             * the chart's all-ins hand it coin flips, and playing on after the flop wins the match
             * far more often (measured against the random bot: 92-95% of matches, against 86-88%
             * with the chart and 82-88% with all-in-or-fold ranges chosen for the match). */
            int so = lone_opponent(v);
            if (b->lv->reads && v->current <= v->bb && v->seat == v->sb_pos && v->legal.call_amount > 0 &&
                known_shover(b, v, so)) {
                /* first in against a player who goes all in every hand: all in or fold, by the
                 * match price (it will call with anything it shoves with) */
                double w[PUSHFOLD_CLASSES], win;
                double share = shove_range(b, v, so, w);
                double eq = equity_vs_weights(x.cls, w);
                double need = match_price(b, v, so, w, share, &win);
                if (eq > need) {
                    snprintf(why, sizeof why, "all in with %s against a shover: %.0f%% against its top-%.0f%% range, "
                             "the match needs %.0f%%", x.name, eq * 100, share * 100, need * 100);
                    c = shove(v);
                } else {
                    snprintf(why, sizeof why, "folding %s against a shover: %.0f%% against its top-%.0f%% range, "
                             "the match needs %.0f%%", x.name, eq * 100, share * 100, need * 100);
                    c = fold_or_check(v);
                }
            } else if (x.eff_bb <= PF_MODE_BB && wild_opponent(b, v) < 0 &&
                       !(heads_up(v) && v->current <= v->bb && never_folder(b, v) >= 0)) {
                if (unopened && !limped && v->seat != v->bb_seat) {
                    c = pf_first_in(b, v, r, &x, why, sizeof why);
                    if (c.type == CMD_ALLIN && b->p.adapt && b->lv->exploit)
                        note_shove(b, v, x.dead_bb);
                }
                else if (unopened && v->legal.can_check) {
                    /* limped to my big blind: shove the push range over the limpers, else check */
                    pushfold_spot_t sp = spot_of(1, x.eff_bb, x.dead_bb, b->p.push_tight * 1.3);
                    if (pushfold_push(&sp, x.cls)) {
                        snprintf(why, sizeof why, "shoving %.0f BB over the limp with %s", x.eff_bb, x.name);
                        c = shove(v);
                    } else {
                        snprintf(why, sizeof why, "checking the big blind with %s at %.0f BB", x.name, x.eff_bb);
                        c = mk(v, CMD_CHECK, 0);
                    }
                } else if (unopened) {
                    /* limpers ahead: shove a tighter range or fold */
                    pushfold_spot_t sp = spot_of(behind_preflop(v, v->seat, 0), x.eff_bb, x.dead_bb,
                                                 b->p.push_tight * 1.5);
                    if (pushfold_push(&sp, x.cls)) {
                        snprintf(why, sizeof why, "shoving %.0f BB over the limpers with %s", x.eff_bb, x.name);
                        c = shove(v);
                    } else {
                        snprintf(why, sizeof why, "folding %s at %.0f BB behind limpers", x.name, x.eff_bb);
                        c = fold_or_check(v);
                    }
                } else {
                    c = pf_facing(b, v, r, &x, aggressor >= 0 ? aggressor : v->bb_seat, why, sizeof why);
                }
            } else {
                c = preflop(b, v, r, &x, why, sizeof why);
            }
            int raised = c.type == CMD_RAISE || c.type == CMD_BET || (c.type == CMD_ALLIN && v->legal.max_to > v->current);
            if (raised) {
                b->pf_raises_me++;
                b->pf_last_raiser = v->seat;
            }
            b->pf_raises_after = b->pf_raises + raised;
        } else {
            c = postflop(b, v, r, why, sizeof why);
        }
        align_reason(v, c, why, sizeof why);
        if (c.type == CMD_BET || c.type == CMD_RAISE || c.type == CMD_ALLIN)
            b->my_aggr[v->street < 4 ? v->street : 3] = 1;
        if (c.type == CMD_BET || c.type == CMD_RAISE || (c.type == CMD_ALLIN && v->legal.max_to > v->current))
            note_bet(b, v, c);
        b->last_street = (int)v->street;
    }
    snprintf(reason, len, "%s", why);
    return c;
}
