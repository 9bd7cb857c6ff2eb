/* pushfold.c — hand classes, class equities and the push/fold tables (see pushfold.h).
 * Design: the game solved is "first in, all in or fold": the pusher's stack and every caller's
 * are the same effective stack; a caller sees only the pusher's range (no over-calls). That is
 * the usual simplification behind push/fold charts; the bots adjust the chip-EV answers for the
 * payouts with ICM where it matters (pf_first_in and pf_facing in ai_play.c). */
#include "ai/pushfold.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "engine/equity.h"

int pushfold_class(card_t a, card_t b)
{
    int ra = card_rank(a), rb = card_rank(b);
    int hi = ra > rb ? ra : rb, lo = ra > rb ? rb : ra;
    if (hi == lo)
        return hi * 13 + hi;
    return card_suit(a) == card_suit(b) ? hi * 13 + lo : lo * 13 + hi;
}

char *pushfold_class_name(int cls, char out[4])
{
    int r = cls / 13, c = cls % 13;
    if (r == c) {
        out[0] = out[1] = card_rank_char(r);
        out[2] = '\0';
    } else {
        int hi = r > c ? r : c, lo = r > c ? c : r;
        out[0] = card_rank_char(hi);
        out[1] = card_rank_char(lo);
        out[2] = r > c ? 's' : 'o';
        out[3] = '\0';
    }
    return out;
}

static int rank_of_char(char ch)
{
    const char *ranks = "23456789TJQKA";
    if (ch >= 'a' && ch <= 'z')
        ch = (char)(ch - 'a' + 'A');
    for (int i = 0; i < 13; i++)
        if (ranks[i] == ch)
            return i;
    return -1;
}

int pushfold_class_parse(const char *name)
{
    if (!name || !name[0] || !name[1])
        return -1;
    int a = rank_of_char(name[0]), b = rank_of_char(name[1]);
    if (a < 0 || b < 0)
        return -1;
    if (a == b)
        return name[2] == '\0' ? a * 13 + a : -1;
    int hi = a > b ? a : b, lo = a > b ? b : a;
    if (name[3] != '\0')
        return -1;
    if (name[2] == 's' || name[2] == 'S')
        return hi * 13 + lo;
    if (name[2] == 'o' || name[2] == 'O')
        return lo * 13 + hi;
    return -1;
}

int pushfold_class_combos(int cls)
{
    int r = cls / 13, c = cls % 13;
    return r == c ? 6 : r > c ? 4 : 12;
}

int pushfold_class_cards(int cls, card_t out[16][2])
{
    int r = cls / 13, c = cls % 13, n = 0;
    if (r == c) {
        for (int s1 = 0; s1 < 4; s1++)
            for (int s2 = s1 + 1; s2 < 4; s2++) {
                out[n][0] = card_make(r, s2);
                out[n][1] = card_make(r, s1);
                n++;
            }
    } else if (r > c) {
        for (int s = 0; s < 4; s++) {
            out[n][0] = card_make(r, s);
            out[n][1] = card_make(c, s);
            n++;
        }
    } else {
        for (int s1 = 0; s1 < 4; s1++)
            for (int s2 = 0; s2 < 4; s2++)
                if (s1 != s2) {
                    out[n][0] = card_make(c, s1);
                    out[n][1] = card_make(r, s2);
                    n++;
                }
    }
    return n;
}

double pushfold_equity(int a, int b)
{
    return pushfold_equity_table[a][b] / 65535.0;
}

int pushfold_weight(int a, int b)
{
    card_t ca[16][2], cb[16][2];
    /* every combination of a class is every other one with the suits renamed, and class b is
     * closed under renaming suits: so each combination of a meets as many of b as the first */
    int na = pushfold_class_cards(a, ca), nb = pushfold_class_cards(b, cb), w = 0;
    card_mask_t m = card_bit(ca[0][0]) | card_bit(ca[0][1]);
    for (int j = 0; j < nb; j++)
        w += !(m & (card_bit(cb[j][0]) | card_bit(cb[j][1])));
    return w * na;
}

double pushfold_equity_vs_random(int a)
{
    double num = 0, den = 0;
    for (int b = 0; b < PUSHFOLD_CLASSES; b++) {
        double w = pushfold_weight(a, b);
        num += w * pushfold_equity(a, b);
        den += w;
    }
    return num / den;
}

int pushfold_rank(int cls)
{
    return pushfold_rank_table[cls];
}

int pushfold_class_by_rank(int rank)
{
    for (int c = 0; c < PUSHFOLD_CLASSES; c++)
        if (pushfold_rank_table[c] == rank)
            return c;
    return -1;
}

/* ---- exact class equities ------------------------------------------------------------------ */

/* Canonical form of two hands under the 24 suit permutations: each hand's cards sorted high
 * first, then the smallest code over the permutations. Equal codes have equal equity. */
static uint32_t pattern_key(const card_t h[2][2])
{
    static const int perms[24][4] = {
        {0, 1, 2, 3}, {0, 1, 3, 2}, {0, 2, 1, 3}, {0, 2, 3, 1}, {0, 3, 1, 2}, {0, 3, 2, 1},
        {1, 0, 2, 3}, {1, 0, 3, 2}, {1, 2, 0, 3}, {1, 2, 3, 0}, {1, 3, 0, 2}, {1, 3, 2, 0},
        {2, 0, 1, 3}, {2, 0, 3, 1}, {2, 1, 0, 3}, {2, 1, 3, 0}, {2, 3, 0, 1}, {2, 3, 1, 0},
        {3, 0, 1, 2}, {3, 0, 2, 1}, {3, 1, 0, 2}, {3, 1, 2, 0}, {3, 2, 0, 1}, {3, 2, 1, 0}};
    uint32_t best = UINT32_MAX;
    for (int p = 0; p < 24; p++) {
        uint32_t key = 0;
        for (int i = 0; i < 2; i++) {
            card_t x = card_make(card_rank(h[i][0]), perms[p][card_suit(h[i][0])]);
            card_t y = card_make(card_rank(h[i][1]), perms[p][card_suit(h[i][1])]);
            if (y > x) {
                card_t t = x;
                x = y;
                y = t;
            }
            key = key << 16 | (uint32_t)x << 8 | y;
        }
        if (key < best)
            best = key;
    }
    return best;
}

double pushfold_class_equity(int a, int b)
{
    if (a == b)
        return 0.5; /* every pair of combinations appears in both orders */
    card_t ca[16][2], cb[16][2];
    int na = pushfold_class_cards(a, ca), nb = pushfold_class_cards(b, cb);
    uint32_t keys[256];
    int count[256], nk = 0, total = 0;
    card_t rep[256][2][2];
    for (int i = 0; i < na; i++)
        for (int j = 0; j < nb; j++) {
            card_mask_t m = card_bit(ca[i][0]) | card_bit(ca[i][1]);
            if (m & (card_bit(cb[j][0]) | card_bit(cb[j][1])))
                continue;
            card_t h[2][2] = {{ca[i][0], ca[i][1]}, {cb[j][0], cb[j][1]}};
            uint32_t k = pattern_key(h);
            int f = 0;
            while (f < nk && keys[f] != k)
                f++;
            if (f == nk) {
                keys[nk] = k;
                count[nk] = 0;
                memcpy(rep[nk], h, sizeof h);
                nk++;
            }
            count[f]++;
            total++;
        }
    double sum = 0;
    for (int f = 0; f < nk; f++) {
        equity_query_t q;
        memset(&q, 0, sizeof q);
        q.n_hands = 2;
        memcpy(q.hole, rep[f], sizeof rep[f]);
        equity_result_t r;
        if (equity_run(&q, &r) != EQUITY_OK)
            return -1.0;
        sum += r.equity[0] * count[f];
    }
    return total ? sum / total : 0.5;
}

/* ---- table lookups ------------------------------------------------------------------------- */

static void spot_index(const pushfold_spot_t *s, int *dead, int *stack, int *behind)
{
    double st = s->stack_bb < 1 ? 1 : s->stack_bb;
    int si = (int)floor(st + 0.5);
    *stack = si < 1 ? 1 : si > PUSHFOLD_MAX_STACK ? PUSHFOLD_MAX_STACK : si;
    double d = s->dead_bb < 0 ? 0 : s->dead_bb;
    int di = (int)floor(d / 0.25 + 0.5);
    *dead = di >= PUSHFOLD_DEAD_STEPS ? PUSHFOLD_DEAD_STEPS - 1 : di;
    int b = s->behind;
    *behind = b < 1 ? 1 : b > PUSHFOLD_MAX_BEHIND ? PUSHFOLD_MAX_BEHIND : b;
}

const pushfold_mask_t *pushfold_push_range(const pushfold_spot_t *s)
{
    int d, st, b;
    spot_index(s, &d, &st, &b);
    return &pushfold_push_table[d][st - 1][b - 1];
}

const pushfold_mask_t *pushfold_call_range(const pushfold_spot_t *s, int caller)
{
    int d, st, b;
    spot_index(s, &d, &st, &b);
    if (caller < 1)
        caller = 1;
    if (caller > b)
        caller = b;
    return &pushfold_call_table[d][st - 1][b * (b - 1) / 2 + caller - 1];
}

int pushfold_push(const pushfold_spot_t *s, int cls)
{
    return pushfold_mask_has(pushfold_push_range(s), cls);
}

int pushfold_call(const pushfold_spot_t *s, int caller, int cls)
{
    return pushfold_mask_has(pushfold_call_range(s, caller), cls);
}

double pushfold_equity_vs_mask(int a, const pushfold_mask_t *m)
{
    double num = 0, den = 0;
    for (int b = 0; b < PUSHFOLD_CLASSES; b++)
        if (pushfold_mask_has(m, b)) {
            double w = pushfold_weight(a, b);
            num += w * pushfold_equity(a, b);
            den += w;
        }
    return den > 0 ? num / den : 0.5;
}

double pushfold_mask_share(const pushfold_mask_t *m)
{
    int n = 0;
    for (int c = 0; c < PUSHFOLD_CLASSES; c++)
        if (pushfold_mask_has(m, c))
            n += pushfold_class_combos(c);
    return n / 1326.0;
}

/* ---- the solver ---------------------------------------------------------------------------- */

typedef struct fp_ctx {
    double w[PUSHFOLD_CLASSES][PUSHFOLD_CLASSES];  /* disjoint combination pairs */
    double we[PUSHFOLD_CLASSES][PUSHFOLD_CLASSES]; /* w * equity of the row class */
    double wsum[PUSHFOLD_CLASSES];                 /* row sums of w: 1225 */
    double push[PUSHFOLD_CLASSES];
    double call[PUSHFOLD_MAX_BEHIND][PUSHFOLD_CLASSES];
} fp_ctx_t;

typedef struct fp_game {
    int k;
    double stack, dead, post_p, post[PUSHFOLD_MAX_BEHIND], pot[PUSHFOLD_MAX_BEHIND];
} fp_game_t;

/* Caller equity of each class against the pusher's (average) range. */
static void caller_equity(const fp_ctx_t *x, const double *push, double eq[PUSHFOLD_CLASSES])
{
    for (int c = 0; c < PUSHFOLD_CLASSES; c++) {
        double num = 0, den = 0;
        for (int h = 0; h < PUSHFOLD_CLASSES; h++) {
            num += x->we[c][h] * push[h];
            den += x->w[c][h] * push[h];
        }
        eq[c] = den > 0 ? num / den : 0.5;
    }
}

/* Pusher's chip EV of pushing class h against the callers' strategies. */
static double push_ev(const fp_ctx_t *x, const fp_game_t *g, double call[][PUSHFOLD_CLASSES], int h)
{
    double reach = 1.0, ev = 0;
    for (int j = 0; j < g->k; j++) {
        double cw = 0, ce = 0;
        for (int c = 0; c < PUSHFOLD_CLASSES; c++) {
            cw += x->w[h][c] * call[j][c];
            ce += x->we[h][c] * call[j][c];
        }
        double pc = cw / x->wsum[h];
        if (pc > 0)
            ev += reach * pc * ((ce / cw) * g->pot[j] - g->stack);
        reach *= 1.0 - pc;
    }
    return ev + reach * (1.5 + g->dead - g->post_p);
}

double pushfold_solve(const uint16_t equity[PUSHFOLD_CLASSES][PUSHFOLD_CLASSES],
                      const pushfold_spot_t *s, int iterations, pushfold_mask_t *push,
                      pushfold_mask_t calls[PUSHFOLD_MAX_BEHIND])
{
    fp_ctx_t *x = malloc(sizeof *x);
    if (!x)
        return -1.0;
    fp_game_t g;
    int k = s->behind < 1 ? 1 : s->behind > PUSHFOLD_MAX_BEHIND ? PUSHFOLD_MAX_BEHIND : s->behind;
    g.k = k;
    g.stack = s->stack_bb < 1 ? 1 : s->stack_bb;
    g.dead = s->dead_bb < 0 ? 0 : s->dead_bb;
    g.post_p = k == 1 ? 0.5 : 0.0;
    for (int j = 0; j < k; j++) {
        g.post[j] = j == k - 1 ? 1.0 : (j == k - 2 ? 0.5 : 0.0);
        g.pot[j] = 2 * g.stack + g.dead + 1.5 - g.post_p - g.post[j];
    }
    for (int a = 0; a < PUSHFOLD_CLASSES; a++) {
        x->wsum[a] = 0;
        for (int b = 0; b < PUSHFOLD_CLASSES; b++) {
            x->w[a][b] = pushfold_weight(a, b);
            x->we[a][b] = x->w[a][b] * (equity[a][b] / 65535.0);
            x->wsum[a] += x->w[a][b];
        }
    }
    /* start from "push everything, call nothing" */
    for (int c = 0; c < PUSHFOLD_CLASSES; c++) {
        x->push[c] = 1.0;
        for (int j = 0; j < k; j++)
            x->call[j][c] = 0.0;
    }
    double eq[PUSHFOLD_CLASSES], br_push[PUSHFOLD_CLASSES], br_call[PUSHFOLD_MAX_BEHIND][PUSHFOLD_CLASSES];
    for (int t = 1; t <= iterations; t++) {
        caller_equity(x, x->push, eq);
        for (int j = 0; j < k; j++)
            for (int c = 0; c < PUSHFOLD_CLASSES; c++)
                br_call[j][c] = eq[c] * g.pot[j] - g.stack > -g.post[j] ? 1.0 : 0.0;
        for (int h = 0; h < PUSHFOLD_CLASSES; h++)
            br_push[h] = push_ev(x, &g, x->call, h) > -g.post_p ? 1.0 : 0.0;
        double step = 1.0 / (t + 1);
        for (int c = 0; c < PUSHFOLD_CLASSES; c++) {
            x->push[c] += (br_push[c] - x->push[c]) * step;
            for (int j = 0; j < k; j++)
                x->call[j][c] += (br_call[j][c] - x->call[j][c]) * step;
        }
    }
    /* round to ranges */
    double rp[PUSHFOLD_CLASSES], rc[PUSHFOLD_MAX_BEHIND][PUSHFOLD_CLASSES];
    memset(push, 0, sizeof *push);
    for (int j = 0; j < k; j++)
        memset(&calls[j], 0, sizeof calls[j]);
    for (int c = 0; c < PUSHFOLD_CLASSES; c++) {
        rp[c] = x->push[c] >= 0.5 ? 1.0 : 0.0;
        if (rp[c] > 0)
            push->w[c >> 6] |= (uint64_t)1 << (c & 63);
        for (int j = 0; j < k; j++) {
            rc[j][c] = x->call[j][c] >= 0.5 ? 1.0 : 0.0;
            if (rc[j][c] > 0)
                calls[j].w[c >> 6] |= (uint64_t)1 << (c & 63);
        }
    }
    /* exploitability of the rounded profile, in big blinds per hand dealt to the player */
    double gain = 0;
    caller_equity(x, rp, eq);
    double reach_w = 0; /* probability that the pusher pushes, by combinations */
    for (int c = 0; c < PUSHFOLD_CLASSES; c++)
        reach_w += rp[c] * pushfold_class_combos(c) / 1326.0;
    for (int j = 0; j < k; j++)
        for (int c = 0; c < PUSHFOLD_CLASSES; c++) {
            double ev_call = eq[c] * g.pot[j] - g.stack, ev_fold = -g.post[j];
            double best = ev_call > ev_fold ? ev_call : ev_fold;
            double got = rc[j][c] > 0 ? ev_call : ev_fold;
            gain += reach_w * (best - got) * pushfold_class_combos(c) / 1326.0;
        }
    for (int h = 0; h < PUSHFOLD_CLASSES; h++) {
        double ev_push = push_ev(x, &g, rc, h), ev_fold = -g.post_p;
        double best = ev_push > ev_fold ? ev_push : ev_fold;
        double got = rp[h] > 0 ? ev_push : ev_fold;
        gain += (best - got) * pushfold_class_combos(h) / 1326.0;
    }
    free(x);
    return gain;
}
