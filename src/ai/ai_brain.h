/* ai_brain.h — inside the brain of the built-in styles (ai_play.h), shared by the files it is
 * made of, each doing one thing:
 *   ai_range.c    ranges and equity: estimated pre-flop ranges, narrowing them street by street,
 *                 Monte Carlo equity against them, the nuts, board texture;
 *   ai_model.c    the opponent model: what each seat did across hands (VPIP, raises, 3-bets,
 *                 steals, c-bets, folds, shoves, erratic bets) and what that makes of its ranges;
 *   ai_preflop.c  pre-flop: opening, facing raises by price and position, push/fold and ICM at
 *                 15 big blinds or less, heads-up against a shover;
 *   ai_postflop.c after the flop: equity against the ranges, the price, sizes, bluffs, and the
 *                 match-aware play against a player who calls too much or bets wildly;
 *   ai_play.c     the entry points, rebuys and add-ons, and the reasons' wording.
 * Not part of the bots' interface: only these files include it. */
#ifndef FELT_AI_BRAIN_H
#define FELT_AI_BRAIN_H

#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai_baselines.h"
#include "ai/ai_play.h"
#include "ai/ai_strength.h"
#include "ai/icm.h"
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
    double (*match_w)[MATCH_GRID + 1]; /* [2]: match_price's solution for match_key; allocated
                                        * on the first heads-up shove it prices, NULL before */
    /* the field's ICM (multi-table, near the money): my curve for the field as last counted */
    int64_t fc_key[6];
    icm_curve_t fc;
};

/* What every brain reads and none owns, one copy per thread (felt-cli mtt --jobs J decides on J
 * threads; a brain may decide on any of them): the combinations, their classes and ranks, the
 * same everywhere; and the strength of every combination on each street's board, kept for the
 * board it was computed on (it depends on the board alone, so the bots deciding one after
 * another at a table share it, and a brain holds none of it between decisions). */
typedef struct ai_tables {
    int ready;
    card_t combo[N_COMBOS][2];
    uint8_t combo_cls[N_COMBOS];
    double top[PUSHFOLD_CLASSES]; /* share of hands ranked at least as good (multi-way ranking) */
    int hs_n[3];                  /* board cards hs[street] was computed for, 0 none */
    card_t hs_board[3][5];
    float hs[3][N_COMBOS];
    uint8_t draw[3][N_COMBOS];
    double match_w[2][MATCH_GRID + 1]; /* match_price's solution when a brain cannot keep one */
} ai_tables_t;

/* shoving ranges and the match (ai_model.c: shove_share, edge_a) */
enum { SHOVE_PRIOR_HANDS = 4 };
#define WILD_CAP 0.25 /* the most the match price of an erratic read adds to the price */
#define SHOVE_PRIOR_DEEP 0.03 /* deeper than 15 BB a shove is a premium hand: QQ+, AK */
#define EDGE_A 4.5 /* the match edge against an erratic player: see edge_a */

/* my hand pre-flop: its class, name ("AKs") and the effective and dead money in big blinds */
typedef struct pf_ctx {
    int cls;
    char name[4];
    double eff_bb, dead_bb;
} pf_ctx_t;

/* ---- small helpers ------------------------------------------------------------------------- */

static inline double rnd01(rng_t *r)
{
    return (double)(rng_next64(r) >> 11) * (1.0 / 9007199254740992.0);
}

static inline double clampd(double x, double lo, double hi)
{
    return x < lo ? lo : x > hi ? hi : x;
}

static inline int64_t total_of(const view_t *v, int s)
{
    return v->seats[s].stack + v->seats[s].in_pot;
}

static inline int in_hand(const view_t *v, int s)
{
    return v->seats[s].in_hand && !v->seats[s].folded;
}

static inline int can_act(const view_t *v, int s)
{
    return in_hand(v, s) && !v->seats[s].all_in && v->seats[s].stack > 0;
}

static inline int dealt(const view_t *v, int s)
{
    return v->seats[s].in_hand || v->seats[s].folded;
}

/* Two players dealt in: every range is wider heads-up. */
static inline int heads_up(const view_t *v)
{
    int n = 0;
    for (int s = 0; s < v->n_seats; s++)
        n += dealt(v, s);
    return n == 2;
}

static inline int next_seat(const view_t *v, int s)
{
    return (s + 1) % v->n_seats;
}

/* First seat to act pre-flop: the first dealt-in seat after the big blind. */
static inline int preflop_first(const view_t *v)
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
static inline int behind_preflop(const view_t *v, int s, int only_live)
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
static inline int caller_index(const view_t *v, int a, int me)
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

static inline int opponents_in_hand(const view_t *v)
{
    int n = 0;
    for (int s = 0; s < v->n_seats; s++)
        n += s != v->seat && in_hand(v, s);
    return n;
}

static inline int opponents_live(const view_t *v)
{
    int n = 0;
    for (int s = 0; s < v->n_seats; s++)
        n += s != v->seat && can_act(v, s);
    return n;
}

/* Postflop: does nobody who can still act sit after me this street? */
static inline int in_position(const view_t *v)
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
static inline int64_t effective(const view_t *v)
{
    int64_t mine = total_of(v, v->seat), most = 0;
    for (int s = 0; s < v->n_seats; s++)
        if (s != v->seat && in_hand(v, s) && total_of(v, s) > most)
            most = total_of(v, s);
    return mine < most ? mine : most;
}

static inline double in_bb(const view_t *v, int64_t chips)
{
    return v->bb > 0 ? (double)chips / (double)v->bb : 0.0;
}

static inline const char *street_name(int s)
{
    static const char *n[] = {"pre-flop", "flop", "turn", "river", "showdown"};
    return s >= 0 && s <= 4 ? n[s] : "?";
}

static inline const char *position_name(const view_t *v, int behind)
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

static inline cmd_t mk(const view_t *v, cmd_type_t t, int64_t amount)
{
    cmd_t c = {t, v->seat, amount};
    return c;
}

static inline cmd_t fold_or_check(const view_t *v)
{
    return mk(v, v->legal.can_check ? CMD_CHECK : CMD_FOLD, 0);
}

static inline cmd_t call_or_check(const view_t *v)
{
    if (v->legal.can_check)
        return mk(v, CMD_CHECK, 0);
    if (v->legal.can_call)
        return mk(v, CMD_CALL, 0);
    return mk(v, CMD_FOLD, 0);
}

/* Bet or raise to `to` (street total), rounded to the chip unit and clamped to the legal range;
 * all-in when that is most of the stack. Falls back to a call/check when no raise is possible. */
static inline cmd_t bet_to(const view_t *v, int64_t to)
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

static inline cmd_t shove(const view_t *v)
{
    if (v->legal.can_allin)
        return mk(v, CMD_ALLIN, 0);
    return call_or_check(v);
}

/* ---- ai_range.c: ranges and equity ---- */
ai_tables_t *ai_tables(void);            /* this thread's, filled on first use */
void board_strength(ai_tables_t *t, const card_t *board, int street); /* t->hs, t->draw of it */
extern const double ai_open_base[PUSHFOLD_MAX_BEHIND + 1]; /* opening width by players behind */
double class_share(int c);
void range_top(double w[PUSHFOLD_CLASSES], double width, double top_cut, double top_w);
void range_mask(double w[PUSHFOLD_CLASSES], const pushfold_mask_t *m);
double equity_vs_weights(int a, const double w[PUSHFOLD_CLASSES]);
void opponent_range(const ai_brain_t *b, const view_t *v, int o, double w[PUSHFOLD_CLASSES]);
void build_dist(ai_brain_t *b, dist_t *d, const double w[PUSHFOLD_CLASSES], card_mask_t dead, int o, int narrow, int street);
double equity_vs(const card_t hole[2], const card_t *board, int nb, dist_t *const *ds, int n, int trials, rng_t *r);
int is_nuts(const card_t hole[2], const card_t *board, int nb);
int wetness(const card_t *board, int nb);

/* ---- ai_model.c: the opponent model ---- */
double seat_vpip(const ai_brain_t *b, int s, double dflt);
double seat_pfr(const ai_brain_t *b, int s, double dflt);
double looseness(const ai_brain_t *b, int s);
double bet_shift(const ai_brain_t *b, int s);
double push_ratio(const ai_brain_t *b, int s);
double call_ratio(const ai_brain_t *b, int s);
double erratic(const ai_brain_t *b, int s);
double fold_rate(const ai_brain_t *b, int s, double dflt);
double threebet_rate(const ai_brain_t *b, int s, double dflt);
double steal_rate(const ai_brain_t *b, int s, double dflt);
double caught_rate(const ai_brain_t *b, int s);
double bet_discount(const ai_brain_t *b, int o, int st);
double stack_for_ratio(double stack_bb, double ratio);
double seat_eff_bb(const view_t *v, int o);
double shove_share(const ai_brain_t *b, const view_t *v, int o, const pushfold_mask_t **chart);
double shove_range(const ai_brain_t *b, const view_t *v, int o, double w[PUSHFOLD_CLASSES]);
void note_shove(ai_brain_t *b, const view_t *v, double dead);
void note_bet(ai_brain_t *b, const view_t *v, cmd_t c);
void ai_remember(ai_brain_t *b, const view_t *v);
double edge_a(const ai_brain_t *b, const view_t *v, int o);
double win_chance(double x, double a);
int lone_opponent(const view_t *v);
double need_to_call(const ai_brain_t *b, const view_t *v, int o);
double shove_gain(const ai_brain_t *b, const view_t *v, int o, double eq, double pf);
int never_folder(const ai_brain_t *b, const view_t *v);
int wild_opponent(const ai_brain_t *b, const view_t *v);

/* ---- ai_preflop.c: pre-flop ---- */
double shove_slack(const ai_brain_t *b);
double icm_call_need(ai_brain_t *b, const view_t *v, int o);
enum { FIELD_WHERE_LEN = 64 }; /* field_where's longest words, "near the bubble (N left, N paid)", fit */
void field_where(const bot_field_t *f, char *buf, size_t len);
int known_shover(const ai_brain_t *b, const view_t *v, int o);
double match_price(ai_brain_t *b, const view_t *v, int o, const double w[PUSHFOLD_CLASSES], double share, double *win);
pushfold_spot_t spot_of(int behind, double eff_bb, double dead_bb, double tight);
cmd_t pf_first_in(ai_brain_t *b, const view_t *v, rng_t *r, const pf_ctx_t *x, char *why, size_t wl);
cmd_t pf_facing(ai_brain_t *b, const view_t *v, rng_t *r, const pf_ctx_t *x, int aggressor, char *why, size_t wl);
cmd_t ai_preflop(ai_brain_t *b, const view_t *v, rng_t *r, const pf_ctx_t *x, char *why, size_t wl);

/* ---- ai_postflop.c: after the flop ---- */
cmd_t ai_postflop(ai_brain_t *b, const view_t *v, rng_t *r, char *why, size_t wl);

#endif
