/* cli_bench.c — `felt-cli bench eval|equity`: speed figures, printed, never asserted.
 * Every figure is measured in the same run as its baseline, and the ratio is what to quote. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "engine/card.h"
#include "engine/equity.h"
#include "engine/hand.h"
#include "engine/rng.h"
#include "naive_eval.h"

void cli_bench_help(FILE *f)
{
    fprintf(f,
            "usage: felt-cli bench eval [--random N] [--seed N]\n"
            "       felt-cli bench equity [--trials N] [--seed N]\n"
            "       felt-cli bench sim [--tournaments N] [--players N] [--seed N]\n"
            "       felt-cli bench mtt [--structure FILE] [--bots MIX] [--players N,N,...] [--seed N]\n"
            "       felt-cli bench itm [--players N] [--runs R] [--seed S] [--bots MIX] [--profiles DIR]\n"
            "\n"
            "bench eval: evaluates every 7-card hand in enumeration order (133,784,560): Felt\n"
            "incrementally and seven cards per call, and a naive sort-and-count evaluator seven cards\n"
            "per call; then N (default 10,000,000) pre-generated random 7-card hands with hand_eval7,\n"
            "with seven hand_add and a hand_value, and naively. One core; hands per second, cycles\n"
            "per hand and ratios of like with like.\n"
            "bench equity: Monte Carlo showdowns per second heads-up and 3-way preflop (default\n"
            "10,000,000 trials each) and the time of exact preflop AhAs vs KdKc and AhKh vs QsQd vs\n"
            "7c6c, by rank classes (the default) and visiting every board.\n"
            "bench sim: whole tournaments (--players, default 9) with random legal actions and no\n"
            "I/O; prints hands per second and microseconds per hand (at least 2,000 tournaments and\n"
            "at least one second).\n"
            "Numbers are decimal: --random and --trials 1 to 10,000,000,000, --tournaments 1 to\n"
            "1,000,000, --players 2 to 10, --seed any 64-bit value.\n");
}

/* Sink so the compiler cannot drop the work. */
static volatile uint64_t bench_sink;

/* ---- bench eval ----------------------------------------------------------------------------
 * Two workloads, each measured three ways so every ratio compares like with like:
 *  (a) every 7-card hand in enumeration order: Felt incremental (a partial hand per loop level,
 *      hand_value per hand: how enumerators use the evaluator), Felt seven cards per call
 *      (hand_eval7 on each hand) and the naive evaluator seven cards per call;
 *  (b) pre-generated random hands: Felt hand_eval7, Felt seven hand_add and a hand_value, naive.
 * Times are the thread's CPU time. The machine may be shared, so the contenders also take turns on small slices (the hands whose lowest
 * card is a given one; a twentieth of the random hands) and each keeps its best time per slice:
 * load from elsewhere falls on all of them alike. */

static hand_t pair_hand[52 * 51 / 2];
static int pair_start[53], n_pairs;

static void build_pair_list(void)
{
    int np = 0;
    for (int f = 0; f < 52; f++) {
        pair_start[f] = np;
        for (int g = f + 1; g < 52; g++) {
            hand_t h = {hand_card_key[f] + hand_card_key[g], hand_card_bit[f] | hand_card_bit[g]};
            pair_hand[np++] = h;
        }
    }
    pair_start[52] = np;
    n_pairs = np;
}

/* The hands whose lowest card is a, incrementally: the next four cards are nested loops over a
 * partial hand, the last two walk a flat list of card pairs in the order two nested loops would
 * (so the innermost loop is long and its exit rarely mispredicted). */
/* not inlined: each way is compiled as a caller of its own would compile it */
__attribute__((noinline)) static uint64_t enum_incremental(int a, uint64_t *count)
{
    uint64_t sum = 0, n = 0;
    hand_t ha = hand_add(hand_empty(), (card_t)a);
    for (int b = a + 1; b < 52; b++) {
        hand_t hb = hand_add(ha, (card_t)b);
        for (int c = b + 1; c < 52; c++) {
            hand_t hc = hand_add(hb, (card_t)c);
            for (int d = c + 1; d < 52; d++) {
                hand_t hd = hand_add(hc, (card_t)d);
                for (int e = d + 1; e < 52; e++) {
                    hand_t he = hand_add(hd, (card_t)e);
                    for (int p = pair_start[e + 1]; p < n_pairs; p++) {
                        hand_t h = {he.key + pair_hand[p].key, he.mask | pair_hand[p].mask};
                        sum += hand_value(h);
                    }
                    n += (uint64_t)(n_pairs - pair_start[e + 1]);
                }
            }
        }
    }
    *count = n;
    return sum;
}

/* The same hands, seven cards per call, with Felt's hand_eval7 or the naive evaluator. */
__attribute__((noinline)) static uint64_t enum_seven(int a, int naive, uint64_t *count)
{
    uint64_t sum = 0, n = 0;
    card_t h[7];
    h[0] = (card_t)a;
    for (h[1] = h[0] + 1; h[1] < 52; h[1]++)
        for (h[2] = h[1] + 1; h[2] < 52; h[2]++)
            for (h[3] = h[2] + 1; h[3] < 52; h[3]++)
                for (h[4] = h[3] + 1; h[4] < 52; h[4]++)
                    for (h[5] = h[4] + 1; h[5] < 52; h[5]++)
                        for (h[6] = h[5] + 1; h[6] < 52; h[6]++) {
                            sum += naive ? naive_eval7(h) : hand_eval7(h);
                            n++;
                        }
    *count = n;
    return sum;
}

__attribute__((noinline)) static uint64_t random_eval7(const card_t *hands, uint64_t n)
{
    uint64_t sum = 0;
    for (uint64_t i = 0; i < n; i++)
        sum += hand_eval7(hands + 7 * i);
    return sum;
}

__attribute__((noinline)) static uint64_t random_add(const card_t *hands, uint64_t n)
{
    uint64_t sum = 0;
    for (uint64_t i = 0; i < n; i++) {
        const card_t *c = hands + 7 * i;
        hand_t h = hand_empty();
        for (int j = 0; j < 7; j++)
            h = hand_add(h, c[j]);
        sum += hand_value(h);
    }
    return sum;
}

__attribute__((noinline)) static uint64_t random_naive(const card_t *hands, uint64_t n)
{
    uint64_t sum = 0;
    for (uint64_t i = 0; i < n; i++)
        sum += naive_eval7(hands + 7 * i);
    return sum;
}

enum { EVAL_WAYS = 3 };

static void print_way(const char *name, uint64_t n, double t, double ghz, uint64_t checksum)
{
    printf("  %-34s %8.1f M hands/s  %6.1f cycles/hand  (%.3f s, checksum %llu)\n", name, (double)n / t / 1e6,
           ghz * 1e9 * t / (double)n, t, (unsigned long long)checksum);
}

static int bench_eval(uint64_t nrandom, uint64_t seed)
{
    char g1[32];
    double ghz = cli_core_ghz();
    printf("Felt hand evaluator benchmark (one core, running at about %.2f GHz now; cycles/hand at that clock)\n", ghz);
    size_t table_bytes = sizeof hand_tab_row + sizeof hand_tab_rank + sizeof hand_tab_flush +
                         sizeof hand_card_key + sizeof hand_card_bit;
    printf("tables used by evaluation: %zu bytes (%.1f KiB), generated at build time; description table %zu bytes\n",
           table_bytes, table_bytes / 1024.0, sizeof hand_tab_decode);

    /* (b)'s random hands, generated before any timing */
    card_t *hands = malloc(nrandom * 7);
    if (!hands) {
        fprintf(stderr, "felt-cli bench: out of memory for %llu hands\n", (unsigned long long)nrandom);
        return 1;
    }
    rng_t r;
    rng_init(&r, seed, RNG_STREAM_EQUITY);
    for (uint64_t i = 0; i < nrandom; i++) {
        card_mask_t used = 0;
        for (int j = 0; j < 7; j++) {
            card_t c;
            do
                c = (card_t)rng_below(&r, 52);
            while (used & card_bit(c));
            used |= card_bit(c);
            hands[i * 7 + j] = c;
        }
    }
    build_pair_list();

    /* (a) by the lowest card: 46 slices, the three ways in turns */
    double te[EVAL_WAYS] = {0, 0, 0};
    uint64_t ne[EVAL_WAYS] = {0, 0, 0}, se[EVAL_WAYS] = {0, 0, 0};
    for (int a = 0; a <= 45; a++)
        for (int k = 0; k < EVAL_WAYS; k++) {
            int w = (k + a) % EVAL_WAYS;
            uint64_t cnt;
            double t0 = cli_cpu_now();
            uint64_t sum = w == 0 ? enum_incremental(a, &cnt) : enum_seven(a, w == 2, &cnt);
            te[w] += cli_cpu_now() - t0;
            ne[w] += cnt;
            se[w] += sum;
        }
    bench_sink += se[0] + se[1] + se[2];
    printf("\n(a) every 7-card hand in enumeration order (%s hands)\n", text_group(ne[0], g1, sizeof g1));
    print_way("felt  incremental enumeration", ne[0], te[0], ghz, se[0]);
    print_way("felt  hand_eval7, 7 cards per call", ne[1], te[1], ghz, se[1]);
    print_way("naive sort+count, 7 cards per call", ne[2], te[2], ghz, se[2]);
    printf("  ratio felt/naive, both 7 cards per call   : %6.1fx\n", te[2] / te[1]);
    printf("  incremental gain over 7 cards per call    : %6.2fx\n", te[1] / te[0]);

    /* (b) random hands: twenty slices, each taken twice, the three ways in turns */
    enum { SLICES = 20, PASSES = 2 };
    uint64_t per = nrandom / SLICES ? nrandom / SLICES : 1;
    int slices = nrandom / SLICES ? SLICES : (int)nrandom;
    double best[EVAL_WAYS][SLICES];
    uint64_t sr[EVAL_WAYS] = {0, 0, 0};
    for (int p = 0; p < PASSES; p++)
        for (int sl = 0; sl < slices; sl++)
            for (int k = 0; k < EVAL_WAYS; k++) {
                int w = (k + sl + p) % EVAL_WAYS;
                const card_t *h = hands + 7 * per * (uint64_t)sl;
                double t0 = cli_cpu_now();
                uint64_t sum = w == 0 ? random_eval7(h, per) : w == 1 ? random_add(h, per) : random_naive(h, per);
                double t = cli_cpu_now() - t0;
                if (p == 0 || t < best[w][sl])
                    best[w][sl] = t;
                if (p == 0)
                    sr[w] += sum;
            }
    double tr[EVAL_WAYS] = {0, 0, 0};
    for (int w = 0; w < EVAL_WAYS; w++)
        for (int sl = 0; sl < slices; sl++)
            tr[w] += best[w][sl];
    uint64_t nr = per * (uint64_t)slices;
    bench_sink += sr[0] + sr[1] + sr[2];
    printf("\n(b) %s pre-generated random 7-card hands (seed %llu), 7 cards per call\n", text_group(nr, g1, sizeof g1),
           (unsigned long long)seed);
    print_way("felt  hand_eval7", nr, tr[0], ghz, sr[0]);
    print_way("felt  7 x hand_add + hand_value", nr, tr[1], ghz, sr[1]);
    print_way("naive sort+count", nr, tr[2], ghz, sr[2]);
    printf("  ratio felt hand_eval7/naive               : %6.1fx\n", tr[2] / tr[0]);
    printf("  hand_eval7 against hand_add + hand_value  : %6.2fx\n", tr[1] / tr[0]);
    printf("\ntargets: random >= 150 M/s, enumeration >= 400 M/s, >= 20x naive. GCC compiles hand_eval7 and seven\n"
           "hand_add + hand_value to the same instructions: a ratio away from 1.00 is where the linker put\n"
           "the two loops, and the machine's noise. Beside the public evaluators: tools/anchors/run (README).\n");
    free(hands);
    return 0;
}

static void parse_two(equity_query_t *q, int h, const char *s)
{
    char err[64];
    if (card_parse_list(s, q->hole[h], 2, err, sizeof err) != 2)
        abort(); /* fixed benchmark hands; cannot fail */
}

static int bench_equity(uint64_t trials, uint64_t seed)
{
    char g[32];
    double ghz = cli_core_ghz();
    printf("Felt equity benchmark (one core, running at about %.2f GHz now)\n", ghz);
    equity_query_t q;
    equity_result_t res;

    memset(&q, 0, sizeof q);
    q.n_hands = 2;
    parse_two(&q, 0, "AhAs");
    parse_two(&q, 1, "KdKc");
    q.trials = trials;
    q.seed = seed;
    double t0 = cli_cpu_now();
    equity_run(&q, &res);
    double t = cli_cpu_now() - t0;
    printf("\nMonte Carlo heads-up preflop AhAs vs KdKc: %s showdowns in %.3f s = %.1f M showdowns/s (equity %.3f%% ± %.3f%%)\n",
           text_group(res.deals, g, sizeof g), t, (double)res.deals / t / 1e6, 100 * res.equity[0],
           100 * res.std_error[0]);

    q.n_hands = 3;
    parse_two(&q, 0, "AhKh");
    parse_two(&q, 1, "QsQd");
    parse_two(&q, 2, "7c6c");
    t0 = cli_cpu_now();
    equity_run(&q, &res);
    t = cli_cpu_now() - t0;
    printf("Monte Carlo 3-way preflop AhKh vs QsQd vs 7c6c: %s showdowns in %.3f s = %.1f M showdowns/s\n",
           text_group(res.deals, g, sizeof g), t, (double)res.deals / t / 1e6);

    /* exact: the default (boards by rank classes) against visiting every board, in turns */
    static const char *const exact_spots[][3] = {{"AhAs", "KdKc", NULL}, {"AhKh", "QsQd", "7c6c"}};
    for (int e = 0; e < 2; e++) {
        memset(&q, 0, sizeof q);
        q.n_hands = exact_spots[e][2] ? 3 : 2;
        for (int h = 0; h < q.n_hands; h++)
            parse_two(&q, h, exact_spots[e][h]);
        double best[2] = {1e9, 1e9};
        equity_result_t rr[2];
        const int reps = 7;
        for (int i = 0; i < reps; i++)
            for (int k = 0; k < 2; k++) {
                int m = (k + i) % 2;
                q.plain = m;
                t0 = cli_cpu_now();
                equity_run(&q, &rr[m]);
                t = cli_cpu_now() - t0;
                if (t < best[m])
                    best[m] = t;
            }
        int same = rr[0].deals == rr[1].deals;
        for (int h = 0; h < q.n_hands; h++)
            same = same && rr[0].wins[h] == rr[1].wins[h] && rr[0].ties[h] == rr[1].ties[h];
        printf("exact preflop %s vs %s%s%s: %s deals (equity %.4f%%), best of %d\n", exact_spots[e][0], exact_spots[e][1],
               q.n_hands == 3 ? " vs " : "", q.n_hands == 3 ? exact_spots[e][2] : "",
               text_group(rr[0].deals, g, sizeof g), 100 * rr[0].equity[0], reps);
        printf("  by rank classes (default) : %8.3f ms  %8.2f M cycles\n", best[0] * 1e3, best[0] * ghz * 1e3);
        printf("  every board one by one    : %8.3f ms  %8.2f M cycles\n", best[1] * 1e3, best[1] * ghz * 1e3);
        printf("  ratio                     : %8.1fx, counts %s\n", best[1] / best[0], same ? "identical" : "DIFFER");
    }
    printf("\ntargets: >= 20 M showdowns/s heads-up, exact preflop heads-up <= 1 ms\n");
    return 0;
}

int cli_bench(int argc, char **argv)
{
    if (argc == 0) {
        cli_bench_help(stderr);
        return 2;
    }
    if (cli_is_help(argv[0])) {
        cli_bench_help(stdout);
        return 0;
    }
    const char *what = argv[0];
    if (!strcmp(what, "sim"))
        return cli_bench_sim(argc - 1, argv + 1);
    if (!strcmp(what, "mtt"))
        return cli_bench_mtt(argc - 1, argv + 1);
    if (!strcmp(what, "itm"))
        return cli_bench_itm(argc - 1, argv + 1);
    uint64_t n = 10000000, seed = 1;
    int is_eval = !strcmp(what, "eval"), is_equity = !strcmp(what, "equity");
    if (!is_eval && !is_equity) {
        fprintf(stderr, "felt-cli bench: unknown benchmark '%s' (eval, equity, sim, mtt or itm)\n", what);
        return 2;
    }
    const cli_opt_t opts[] = {
        {is_eval ? "random" : "trials", 0, CLI_U64, &n, 1, 10000000000ULL},
        {"seed", 0, CLI_U64, &seed, 0, UINT64_MAX},
    };
    int n_args;
    int r = cli_getopt(is_eval ? "bench eval" : "bench equity", argc - 1, argv + 1, opts, 2, cli_bench_help, &n_args);
    if (r)
        return r == 1 ? 0 : r;
    if (n_args > 0) {
        fprintf(stderr, "felt-cli bench %s: unexpected argument '%s' (try --help)\n", what, argv[1]);
        return 2;
    }
    return is_eval ? bench_eval(n, seed) : bench_equity(n, seed);
}
