/* bench_icm.c — the large-field ICM (icm_field_equity, src/ai/icm.h) against exact Malmuth–Harville:
 * on small fields (3 to 20 players, random stacks, the top third paid) the largest error of any
 * player's equity as a share of the prize pool, for both ways of counting (exact counts, which
 * small fields use, and the approximation large fields use); then at 1,000 entrants the
 * approximation against the exact counts; then the time for a table's ten players at 1,000 and
 * 10,000 entrants. Usage: bench_icm [--quick]. Exit 0, or 1 if a call fails. */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <string.h>
#include <time.h>

#include "ai/icm.h"

static uint64_t rs = 88172645463325252ull;
static double urand(void)
{
    rs ^= rs << 13;
    rs ^= rs >> 7;
    rs ^= rs << 17;
    return (double)(rs >> 11) / 9007199254740992.0;
}

/* Exact Malmuth–Harville over subsets, for up to 22 players (icm_equity stops at 10). */
static int exact_mh(const int64_t *st, int n, const double *prizes, int np, double *out)
{
    size_t S = (size_t)1 << n;
    double *prob = calloc(S, sizeof *prob);
    int64_t *sum = malloc(S * sizeof *sum);
    if (!prob || !sum) {
        free(prob);
        free(sum);
        return -1;
    }
    int64_t total = 0;
    for (int i = 0; i < n; i++)
        total += st[i];
    memset(out, 0, sizeof(double) * (size_t)n);
    prob[0] = 1;
    sum[0] = 0;
    for (size_t mask = 0; mask < S; mask++) {
        if (mask) {
            size_t low = mask & (~mask + 1);
            sum[mask] = sum[mask ^ low] + st[__builtin_ctzll(low)];
        }
        int placed = __builtin_popcountll(mask);
        if (placed >= np || prob[mask] == 0)
            continue;
        double left = (double)(total - sum[mask]);
        for (int j = 0; j < n; j++)
            if (!(mask & ((size_t)1 << j))) {
                double q = prob[mask] * (double)st[j] / left;
                out[j] += q * prizes[placed];
                prob[mask | ((size_t)1 << j)] += q;
            }
    }
    free(prob);
    free(sum);
    return 0;
}

/* Payouts for n entrants: the top `paid` places, falling by a factor each place, pool 1. */
static int payouts(int n, double share, double *prizes)
{
    int paid = (int)(n * share + 0.5);
    if (paid < 1)
        paid = 1;
    double sum = 0;
    for (int p = 0; p < paid; p++) {
        /* the final table's nine places each their own, then tiers that double in size, as an
         * MTT pays (10-18th the same, 19-36th the same, ...) */
        int t = p < 9 ? p : 9 + (int)log2((double)(p - 9) / 9.0 + 1.0);
        sum += prizes[p] = 1.0 / (1.0 + 0.6 * t);
    }
    for (int p = 0; p < paid; p++)
        prizes[p] /= sum;
    return paid;
}

static void random_stacks(int64_t *st, int n)
{
    for (int i = 0; i < n; i++)
        st[i] = 200 + (int64_t)(urand() * urand() * 20000); /* short stacks common, a few big ones */
}

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return (double)t.tv_sec + t.tv_nsec * 1e-9;
}

static volatile double sink;

int main(int argc, char **argv)
{
    int quick = argc > 1 && !strcmp(argv[1], "--quick");
    static int64_t st[10000];
    static double prizes[10000], ex[32], a[10000], b[10000];
    printf("Large-field ICM (icm_field_equity) against exact Malmuth-Harville: the largest error of any\n"
           "player's equity, as a share of the prize pool, over %d random fields of each size (a third paid)\n",
           quick ? 5 : 40);
    printf("%8s %22s %22s\n", "players", "exact counts (small)", "approximate counts");
    const int sizes[] = {3, 6, 10, 14, 18};
    for (size_t z = 0; z < sizeof sizes / sizeof sizes[0]; z++) {
        int n = sizes[z];
        double e1 = 0, e2 = 0;
        for (int rep = 0; rep < (quick ? 5 : 40); rep++) {
            random_stacks(st, n);
            int np = payouts(n, 1.0 / 3.0, prizes);
            if (exact_mh(st, n, prizes, np, ex) || icm_field_equity(st, n, prizes, np, NULL, 0, a, ICM_FIELD_EXACT_COUNTS) ||
                icm_field_equity(st, n, prizes, np, NULL, 0, b, ICM_FIELD_APPROX_COUNTS))
                return 1;
            for (int i = 0; i < n; i++) {
                double d1 = a[i] > ex[i] ? a[i] - ex[i] : ex[i] - a[i], d2 = b[i] > ex[i] ? b[i] - ex[i] : ex[i] - b[i];
                e1 = d1 > e1 ? d1 : e1;
                e2 = d2 > e2 ? d2 : e2;
            }
        }
        printf("%8d %21.2e%% %21.3f%%\n", n, 100 * e1, 100 * e2);
    }
    /* 1,000 entrants, 15% paid: the approximation against the exact counts, for 10 players */
    int n = 1000, who[10];
    random_stacks(st, n);
    int np = payouts(n, 0.15, prizes);
    for (int k = 0; k < 10; k++)
        who[k] = k * 97;
    double t0 = now();
    if (icm_field_equity(st, n, prizes, np, who, 10, a, ICM_FIELD_EXACT_COUNTS))
        return 1;
    double t1 = now();
    if (icm_field_equity(st, n, prizes, np, who, 10, b, ICM_FIELD_APPROX_COUNTS))
        return 1;
    double t2 = now(), e = 0;
    for (int k = 0; k < 10; k++)
        e = (a[k] > b[k] ? a[k] - b[k] : b[k] - a[k]) > e ? (a[k] > b[k] ? a[k] - b[k] : b[k] - a[k]) : e;
    printf("1,000 entrants, 150 paid, ten players: approximate against exact counts, largest error %.1e%% of the\n"
           "pool (exact counts %.1f ms, approximate %.1f ms)\n", 100 * e, 1e3 * (t1 - t0), 1e3 * (t2 - t1));
    /* 10,000 entrants, 1,500 paid: a table's ten players, and the sum over the whole field */
    n = quick ? 2000 : 10000;
    random_stacks(st, n);
    np = payouts(n, 0.15, prizes);
    t0 = now();
    if (icm_field_equity(st, n, prizes, np, who, 10, a, ICM_FIELD_AUTO))
        return 1;
    t1 = now();
    if (icm_field_equity(st, n, prizes, np, NULL, 0, b, ICM_FIELD_AUTO))
        return 1;
    t2 = now();
    double sum = 0;
    for (int i = 0; i < n; i++)
        sum += b[i];
    printf("%d entrants, %d paid: ten players in %.1f ms; the whole field in %.0f ms, its equities summing to\n"
           "%.4f of the pool\n", n, np, 1e3 * (t1 - t0), 1e3 * (t2 - t1), sum);
    /* the bots' curve (icm_curve_*): one player's prize for its own stack moved, the others held
     * still, against exact Malmuth-Harville on small fields and against icm_field_equity (the
     * player's stack moved in the field) on the bubble of 1,000 and 10,000 entrants */
    double ce = 0;
    for (int rep = 0; rep < (quick ? 20 : 200); rep++) {
        int m = 3 + rep % 8;
        random_stacks(st, m);
        int mp = payouts(m, 0.34, prizes);
        icm_curve_t c;
        if (icm_curve_build(&c, st, m, 0, prizes, mp))
            return 1;
        int64_t keep = st[0];
        for (int k = 0; k < 4; k++) {
            st[0] = k == 0 ? keep : k == 1 ? keep / 4 + 1 : k == 2 ? keep * 2 : keep * 5;
            if (exact_mh(st, m, prizes, mp, ex))
                return 1;
            double d = fabs(icm_curve_value(&c, (double)st[0]) - ex[0]);
            ce = d > ce ? d : ce;
        }
        icm_curve_free(&c);
    }
    printf("curve (the bots' bubble ICM) against exact Malmuth-Harville, 3 to 10 players, own stack x1/4..x5:\n"
           "largest error %.1e%% of the pool\n", 100 * ce);
    const int fields[2][2] = {{1000, 170}, {10000, 1700}};
    for (int z = quick ? 1 : 0; z < 2; z++) {
        int entrants = fields[z][0], left = quick ? fields[z][1] / 5 : fields[z][1];
        random_stacks(st, left);
        np = payouts(entrants, 0.15, prizes);
        if (np > left)
            np = left;
        icm_curve_t c;
        t0 = now();
        if (icm_curve_build(&c, st, left, 0, prizes, np))
            return 1;
        t1 = now();
        double v = 0;
        int reps = 1000;
        for (int k = 0; k < reps; k++)
            v += icm_curve_value(&c, (double)st[0] * (1 + k % 3));
        t2 = now();
        int64_t keep = st[0];
        double worst = 0;
        for (int k = 0; k < 3; k++) {
            st[0] = k == 0 ? keep : k == 1 ? keep / 3 + 1 : keep * 3;
            int one = 0;
            if (icm_field_equity(st, left, prizes, np, &one, 1, a, ICM_FIELD_AUTO))
                return 1;
            double d = fabs(icm_curve_value(&c, (double)st[0]) - a[0]);
            worst = d > worst ? d : worst;
        }
        st[0] = keep;
        icm_curve_free(&c);
        printf("curve, %d left of %d entrants, %d paid: built in %.2f ms, %.2f us a stack priced; against\n"
               "icm_field_equity with the stack moved: largest error %.1e%% of the pool\n", left, entrants, np,
               1e3 * (t1 - t0), 1e6 * (t2 - t1) / reps, 100 * worst);
        sink = v; /* the timed sums are used */
    }
    return 0;
}
