/* icm.c — Malmuth–Harville equity by dynamic programming over the set of players already placed
 * (see icm.h): the probability of a set depends only on its members, not on their order, so
 * 2^n states replace the n! finishing orders. */
#include "ai/icm.h"

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
