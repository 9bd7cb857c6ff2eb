/* icm.c — Malmuth–Harville equity by dynamic programming over the set of players already placed
 * (see icm.h): the probability of a set depends only on its members, not on their order, so
 * 2^n states replace the n! finishing orders. */
#include "ai/icm.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai_strength.h"

int icm_equity(const int64_t *stacks, int n, const double *prizes, int n_prizes, double *out)
{
    if (n < 1 || n > ICM_MAX_PLAYERS || n_prizes < 0)
        return -1;
    int live[ICM_MAX_PLAYERS], m = 0;
    int64_t total = 0;
    for (int i = 0; i < n; i++) {
        if (stacks[i] < 0)
            return -1;
        if (stacks[i] > 0) {
            live[m++] = i;
            total += stacks[i];
        }
    }
    double res[ICM_MAX_PLAYERS];
    memset(res, 0, sizeof res);
    /* the busted share places m+1..n */
    if (m < n) {
        double pool = 0;
        for (int p = m; p < n && p < n_prizes; p++)
            pool += prizes[p];
        for (int i = 0; i < n; i++)
            if (stacks[i] == 0)
                res[i] = pool / (n - m);
    }
    if (m > 0) {
        double prob[1 << ICM_MAX_PLAYERS];
        int64_t sum[1 << ICM_MAX_PLAYERS];
        int places = m < n_prizes ? m : n_prizes;
        memset(prob, 0, sizeof(double) << m);
        prob[0] = 1.0;
        sum[0] = 0;
        for (unsigned mask = 0; mask < (1u << m); mask++) {
            if (mask) {
                unsigned low = mask & (~mask + 1u);
                sum[mask] = sum[mask ^ low] + stacks[live[__builtin_ctz(low)]];
            }
            int placed = ai_popcount(mask); /* no library call where the CPU has no popcount */
            if (placed >= places || prob[mask] == 0.0)
                continue;
            double left = (double)(total - sum[mask]);
            for (int j = 0; j < m; j++) {
                if (mask & (1u << j))
                    continue;
                double q = prob[mask] * (double)stacks[live[j]] / left;
                res[live[j]] += q * prizes[placed];
                prob[mask | (1u << j)] += q;
            }
        }
    }
    memcpy(out, res, sizeof(double) * (size_t)n);
    return 0;
}

/* ---- large fields (icm.h: the exponential clocks) -------------------------------------------- */

/* P(N <= j) by the refined normal approximation (mean mu, variance var, third central moment m3). */
static double rna_cdf(double j, double mu, double var, double m3)
{
    if (var < 1e-12)
        return j + 0.5 >= mu ? 1.0 : 0.0;
    double sd = sqrt(var), z = (j + 0.5 - mu) / sd, g = m3 / (var * sd);
    double c = 0.5 * erfc(-z / sqrt(2.0)) + g * (1.0 - z * z) * exp(-0.5 * z * z) / (6.0 * 2.5066282746310002) /* sqrt(2 pi) */;
    return c < 0 ? 0 : c > 1 ? 1 : c;
}

/* The expected prize of place 1 + N given N's moments: Poisson while the mean is small, else the
 * refined normal approximation. dp[j] = prizes[j] - prizes[j + 1] over the K places paid, so
 * E[prize] = sum over j of P(N <= j) * dp[j]. */
static double prize_approx(double mu, double sq, double m3, const double *dp, const int *steps, int n_steps)
{
    double var = mu - sq, e = 0;
    if (mu <= 20.0 && sq <= 0.1 * (mu > 1 ? mu : 1)) {
        double pmf = exp(-mu), cdf = 0;
        int at = 0;
        for (int j = 0; at < n_steps; j++) {
            cdf += pmf;
            if (cdf > 1.0 - 1e-15 && j > mu) { /* the rest of the steps all see P = 1 */
                for (; at < n_steps; at++)
                    e += dp[steps[at]];
                break;
            }
            if (steps[at] == j)
                e += cdf * dp[steps[at++]];
            pmf *= mu / (j + 1);
        }
        return e;
    }
    for (int a = 0; a < n_steps; a++)
        e += rna_cdf(steps[a], mu, var, m3) * dp[steps[a]];
    return e;
}
/* The prize a player ringing at time x expects, exactly: the distribution of the others (all but
 * `skip`) ringing before x, cut at K places (the rest pay 0). cnt has room for K + 1. */
static double prize_before(const int64_t *stacks, int n, int skip, double total, double x, const double *prizes,
                           int K, double *cnt, const double *col, const int *row)
{
    memset(cnt, 0, sizeof(double) * (size_t)(K + 1));
    cnt[0] = 1.0;
    int top = 0;
    for (int k = 0; k < n; k++) {
        if (k == skip || stacks[k] <= 0)
            continue;
        double p = col ? col[row[k]] : -expm1(-(double)stacks[k] / total * x), q = 1.0 - p;
        if (top < K)
            top++;
        for (int j = top; j > 0; j--)
            cnt[j] = cnt[j] * q + cnt[j - 1] * p;
        cnt[0] *= q;
    }
    double e = 0;
    for (int j = 0; j < K; j++)
        e += cnt[j] * prizes[j];
    return e;
}


int icm_field_equity(const int64_t *stacks, int n, const double *prizes, int n_prizes, const int *who, int n_who,
                     double *out, icm_field_mode_t mode)
{
    if (n < 1 || n > ICM_FIELD_MAX || n_prizes < 0 || (who && (n_who < 1 || n_who > n)) || !stacks || !out ||
        (n_prizes > 0 && !prizes))
        return -1;
    if (!who)
        n_who = n;
    int m = 0;
    double total = 0;
    for (int i = 0; i < n; i++) {
        if (stacks[i] < 0)
            return -1;
        m += stacks[i] > 0;
        total += (double)stacks[i];
    }
    for (int a = 0; who && a < n_who; a++)
        if (who[a] < 0 || who[a] >= n)
            return -1;
    int K = m < n_prizes ? m : n_prizes; /* places the live players can take that pay */
    double bust = 0;
    for (int p = m; p < n && p < n_prizes; p++)
        bust += prizes[p];
    if (m < n)
        bust /= n - m;
    if (K == 0 || m == 0) {
        for (int a = 0; a < n_who; a++)
            out[a] = stacks[who ? who[a] : a] > 0 ? 0.0 : bust;
        return 0;
    }
    /* dp[j] = prizes[j] - prizes[j + 1] (prizes[K] = 0); steps: the j where it is not 0 */
    double *dp = malloc(sizeof(double) * (size_t)(2 * K + 2));
    int *steps = malloc(sizeof(int) * (size_t)K);
    double *cnt = dp ? dp + K + 1 : NULL;
    if (!dp || !steps) {
        free(dp);
        free(steps);
        return -1;
    }
    int n_steps = 0;
    for (int j = 0; j < K; j++) {
        dp[j] = prizes[j] - (j + 1 < K ? prizes[j + 1] : 0.0);
        if (dp[j] != 0.0)
            steps[n_steps++] = j;
    }
    int exact = mode == ICM_FIELD_EXACT_COUNTS || (mode == ICM_FIELD_AUTO && (double)m * K <= ICM_FIELD_EXACT);
    /* the grid in t = log x, x in units of 1 / chips: every clock's ring lies inside it */
    double smin = 1.0, smax = 0.0;
    for (int i = 0; i < n; i++)
        if (stacks[i] > 0) {
            double s = (double)stacks[i] / total;
            smin = s < smin ? s : smin;
            smax = s > smax ? s : smax;
        }
    double t0 = -log(smax) - 23.0, t1 = log(40.0 / smin);
    int G = (int)ceil((t1 - t0) / ICM_FIELD_STEP) + 1;
    double *mom = exact ? NULL : malloc(sizeof(double) * 3 * (size_t)G);
    if (!exact && !mom) {
        free(dp);
        free(steps);
        return -1;
    }
    if (!exact) {
        /* the field's moments at every node: sum of p, of p^2, of p(1 - p)(1 - 2p) */
        memset(mom, 0, sizeof(double) * 3 * (size_t)G);
        for (int k = 0; k < n; k++) {
            if (stacks[k] <= 0)
                continue;
            double s = (double)stacks[k] / total;
            for (int g = 0; g < G; g++) {
                double p = -expm1(-s * exp(t0 + g * ICM_FIELD_STEP));
                mom[3 * g] += p;
                mom[3 * g + 1] += p * p;
                mom[3 * g + 2] += p * (1 - p) * (1 - 2 * p);
                if (p >= 1.0) { /* and at every later node */
                    for (int h = g + 1; h < G; h++) {
                        mom[3 * h] += 1.0;
                        mom[3 * h + 1] += 1.0;
                    }
                    break;
                }
            }
        }
    }
    for (int a = 0; a < n_who; a++) {
        int i = who ? who[a] : a;
        if (stacks[i] <= 0) {
            out[a] = bust;
            continue;
        }
        double si = (double)stacks[i] / total, num = 0, den = 0;
        for (int g = 0; g < G; g++) {
            double x = exp(t0 + g * ICM_FIELD_STEP), w = si * x * exp(-si * x);
            if (w < 1e-300)
                continue;
            double e = 0;
            if (exact) {
                e = prize_before(stacks, n, i, total, x, prizes, K, cnt, NULL, NULL);
            } else {
                double p = -expm1(-si * x);
                e = prize_approx(mom[3 * g] - p, mom[3 * g + 1] - p * p, mom[3 * g + 2] - p * (1 - p) * (1 - 2 * p),
                                 dp, steps, n_steps);
            }
            num += w * e;
            den += w;
        }
        out[a] = den > 0 ? num / den : 0.0;
    }
    free(mom);
    free(dp);
    free(steps);
    return 0;
}

/* ---- one player's curve (icm.h) ---------------------------------------------------------------- */

/* The curve's grid for stacks whose smallest share (of the others) is smin. */
static int curve_nodes(double smin)
{
    double rmin = smin < 1e-6 ? smin : 1e-6;
    return (int)ceil((log(40.0 / rmin) - -23.0) / ICM_CURVE_STEP) + 1;
}

int icm_table_build(icm_table_t *t, const int64_t *stacks, int n)
{
    memset(t, 0, sizeof *t);
    if (n < 1 || n > ICM_FIELD_MAX || !stacks)
        return -1;
    double total = 0, smin = 1.0;
    for (int k = 0; k < n; k++) {
        if (stacks[k] < 0)
            return -1;
        total += (double)stacks[k];
    }
    if (total <= 0)
        return -1;
    t->row = malloc(sizeof *t->row * (size_t)n);
    if (!t->row)
        return -1;
    int rows = 0;
    for (int k = 0; k < n; k++) {
        if (stacks[k] <= 0)
            t->row[k] = -1;
        else if (k > 0 && stacks[k] == stacks[k - 1])
            t->row[k] = t->row[k - 1];
        else
            t->row[k] = rows++;
        if (stacks[k] > 0 && (double)stacks[k] / total < smin)
            smin = (double)stacks[k] / total;
    }
    t->n_grid = curve_nodes(smin);
    t->p = rows ? malloc(sizeof *t->p * (size_t)rows * (size_t)t->n_grid) : NULL;
    if (rows && !t->p) {
        free(t->row);
        memset(t, 0, sizeof *t);
        return -1;
    }
    for (int g = 0; g < t->n_grid; g++) {
        double x = exp(-23.0 + g * ICM_CURVE_STEP); /* as icm_curve_build_with's nodes */
        for (int k = 0; k < n; k++)
            if (t->row[k] >= 0 && (k == 0 || t->row[k] != t->row[k - 1]))
                t->p[(size_t)g * (size_t)rows + (size_t)t->row[k]] = -expm1(-(double)stacks[k] / total * x);
    }
    t->stacks = stacks;
    t->n = n;
    t->total = total;
    t->rows = rows;
    return 0;
}

void icm_table_free(icm_table_t *t)
{
    free(t->row);
    free(t->p);
    memset(t, 0, sizeof *t);
}

int icm_curve_build(icm_curve_t *c, const int64_t *stacks, int n, int self, const double *prizes, int n_prizes)
{
    return icm_curve_build_with(c, stacks, n, self, prizes, n_prizes, NULL);
}

int icm_curve_build_with(icm_curve_t *c, const int64_t *stacks, int n, int self, const double *prizes, int n_prizes,
                         const icm_table_t *tab)
{
    memset(c, 0, sizeof *c);
    if (n < 1 || n > ICM_FIELD_MAX || self < -1 || self >= n || n_prizes < 0 || !stacks || (n_prizes > 0 && !prizes))
        return -1;
    double total = 0, smin = 1.0;
    int m = 0; /* live others */
    for (int k = 0; k < n; k++) {
        if (stacks[k] < 0)
            return -1;
        total += (double)stacks[k];
        m += k != self && stacks[k] > 0;
    }
    if (total <= 0)
        return -1;
    for (int k = 0; k < n; k++)
        if (k != self && stacks[k] > 0 && (double)stacks[k] / total < smin)
            smin = (double)stacks[k] / total;
    /* places 1 + N, N = 0..m: the prize of busting now is place m + 1 */
    int K = m + 1 < n_prizes ? m + 1 : n_prizes;
    c->bust = m < n_prizes ? prizes[m] : 0.0;
    c->total = total;
    /* the grid covers my clock for any stack from a millionth of the chips to all of them, and
     * the others' clocks */
    c->t0 = -23.0;
    c->n_grid = curve_nodes(smin);
    c->e = calloc(2 * (size_t)c->n_grid, sizeof *c->e);
    double *dp = malloc(sizeof(double) * (size_t)(2 * K + 2));
    int *steps = malloc(sizeof(int) * (size_t)(K + 1));
    if (!c->e || !dp || !steps) {
        free(c->e);
        free(dp);
        free(steps);
        memset(c, 0, sizeof *c);
        return -1;
    }
    c->x = c->e + c->n_grid;
    for (int g = 0; g < c->n_grid; g++)
        c->x[g] = exp(c->t0 + g * ICM_CURVE_STEP);
    if (tab && (tab->stacks != stacks || tab->n != n || tab->total != total || tab->n_grid < c->n_grid))
        tab = NULL; /* not this field's */
    double *cnt = dp + K + 1;
    int n_steps = 0;
    for (int j = 0; j < K; j++) {
        dp[j] = prizes[j] - (j + 1 < K ? prizes[j + 1] : 0.0);
        if (dp[j] != 0.0)
            steps[n_steps++] = j;
    }
    int exact = (double)m * K <= ICM_CURVE_EXACT;
    for (int g = 0; g < c->n_grid && K > 0; g++) {
        double x = c->x[g], e = 0;
        const double *col = tab ? tab->p + (size_t)g * (size_t)tab->rows : NULL;
        if (exact) {
            e = prize_before(stacks, n, self, total, x, prizes, K, cnt, col, tab ? tab->row : NULL);
        } else {
            double mu = 0, sq = 0, m3 = 0;
            for (int k = 0; k < n; k++) {
                if (k == self || stacks[k] <= 0)
                    continue;
                double p = col ? col[tab->row[k]] : -expm1(-(double)stacks[k] / total * x);
                mu += p;
                sq += p * p;
                m3 += p * (1 - p) * (1 - 2 * p);
            }
            e = prize_approx(mu, sq, m3, dp, steps, n_steps);
        }
        c->e[g] = e;
    }
    free(dp);
    free(steps);
    return 0;
}

double icm_curve_value(const icm_curve_t *c, double stack)
{
    if (!c->e || stack <= 0)
        return c->bust;
    double r = stack / c->total, num = 0, den = 0;
    for (int g = 0; g < c->n_grid; g++) {
        double rx = r * c->x[g], w = rx * exp(-rx);
        if (w < 1e-300)
            continue;
        num += w * c->e[g];
        den += w;
    }
    return den > 0 ? num / den : c->bust;
}

void icm_curve_free(icm_curve_t *c)
{
    free(c->e);
    memset(c, 0, sizeof *c);
}
