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
            "\n"
            "bench eval: evaluates every 7-card hand in enumeration order (133,784,560) and N\n"
            "(default 10,000,000) pre-generated random 7-card hands, with Felt's evaluator and with\n"
            "a naive sort-and-count evaluator, on one core; prints hands per second and the ratio.\n"
            "bench equity: Monte Carlo showdowns per second heads-up and 3-way preflop (default\n"
            "10,000,000 trials each) and the time of an exact preflop AhAs vs KdKc enumeration.\n"
            "bench sim: whole 9-handed tournaments with random legal actions and no I/O; prints\n"
            "hands per second and microseconds per hand (default 2,000 tournaments).\n"
            "Numbers are decimal: --random and --trials 1 to 10,000,000,000, --tournaments 1 to\n"
            "1,000,000, --players 2 to 10, --seed any 64-bit value.\n");
}

/* Sink so the compiler cannot drop the work. */
static volatile uint64_t bench_sink;

/* Every 7-card hand in lexicographic order. The first five cards are nested loops over an
 * incremental hand; the last two walk a flat list of card pairs in the same order as two nested
 * loops would, so the innermost loop is long and its exit rarely mispredicted. */
static uint64_t enum_checksum; /* sum of every value: the same on every build, proves the work */

static double enum_felt(uint64_t *count)
{
    static hand_t pair[52 * 51 / 2];
    int pair_start[53], np = 0;
    for (int f = 0; f < 52; f++) {
        pair_start[f] = np;
        for (int g = f + 1; g < 52; g++) {
            hand_t h = {hand_card_key[f] + hand_card_key[g], hand_card_bit[f] | hand_card_bit[g]};
            pair[np++] = h;
        }
    }
    pair_start[52] = np;
    uint64_t sum = 0, n = 0;
    double t0 = cli_now();
    for (int a = 0; a < 52; a++) {
        hand_t ha = hand_add(hand_empty(), (card_t)a);
        for (int b = a + 1; b < 52; b++) {
            hand_t hb = hand_add(ha, (card_t)b);
            for (int c = b + 1; c < 52; c++) {
                hand_t hc = hand_add(hb, (card_t)c);
                for (int d = c + 1; d < 52; d++) {
                    hand_t hd = hand_add(hc, (card_t)d);
                    for (int e = d + 1; e < 52; e++) {
                        hand_t he = hand_add(hd, (card_t)e);
                        for (int p = pair_start[e + 1]; p < np; p++) {
                            hand_t h = {he.key + pair[p].key, he.mask | pair[p].mask};
                            sum += hand_value(h);
                        }
                        n += (uint64_t)(np - pair_start[e + 1]);
                    }
                }
            }
        }
    }
    double t = cli_now() - t0;
    bench_sink += sum;
    enum_checksum = sum;
    *count = n;
    return t;
}

static double enum_naive(uint64_t *count)
{
    uint64_t sum = 0, n = 0;
    card_t h[7];
    double t0 = cli_now();
    for (h[0] = 0; h[0] < 52; h[0]++)
        for (h[1] = h[0] + 1; h[1] < 52; h[1]++)
            for (h[2] = h[1] + 1; h[2] < 52; h[2]++)
                for (h[3] = h[2] + 1; h[3] < 52; h[3]++)
                    for (h[4] = h[3] + 1; h[4] < 52; h[4]++)
                        for (h[5] = h[4] + 1; h[5] < 52; h[5]++)
                            for (h[6] = h[5] + 1; h[6] < 52; h[6]++) {
                                sum += naive_eval7(h);
                                n++;
                            }
    double t = cli_now() - t0;
    bench_sink += sum;
    *count = n;
    return t;
}

static int bench_eval(uint64_t nrandom, uint64_t seed)
{
    char g1[32], g2[32];
    double ghz = cli_core_ghz();
    printf("Felt hand evaluator benchmark (one core, running at about %.2f GHz now)\n", ghz);
    size_t table_bytes = sizeof hand_tab_row + sizeof hand_tab_rank + sizeof hand_tab_flush +
                         sizeof hand_card_key + sizeof hand_card_bit;
    printf("tables used by evaluation: %zu bytes (%.1f KiB), generated at build time; description table %zu bytes\n",
           table_bytes, table_bytes / 1024.0, sizeof hand_tab_decode);

    /* (b) random hands, generated before any timing */
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

    uint64_t n_felt, n_naive;
    double t_felt = enum_felt(&n_felt);
    double t_naive = enum_naive(&n_naive);
    double e_felt = (double)n_felt / t_felt, e_naive = (double)n_naive / t_naive;
    printf("\n(a) every 7-card hand in enumeration order (%s hands)\n", cli_group(n_felt, g1, sizeof g1));
    printf("  felt  incremental : %8.1f M hands/s  (%.3f s, %.1f cycles/hand, checksum %llu)\n", e_felt / 1e6,
           t_felt, ghz * 1e9 / e_felt, (unsigned long long)enum_checksum);
    printf("  naive sort+count  : %8.1f M hands/s  (%.3f s, %s hands)\n", e_naive / 1e6, t_naive,
           cli_group(n_naive, g2, sizeof g2));
    printf("  ratio felt/naive  : %8.1fx\n", e_felt / e_naive);

    uint64_t sum = 0;
    double t0 = cli_now();
    for (uint64_t i = 0; i < nrandom; i++)
        sum += hand_eval7(hands + i * 7);
    double tr_felt = cli_now() - t0;
    bench_sink += sum;
    sum = 0;
    t0 = cli_now();
    for (uint64_t i = 0; i < nrandom; i++)
        sum += naive_eval7(hands + i * 7);
    double tr_naive = cli_now() - t0;
    bench_sink += sum;
    double r_felt = (double)nrandom / tr_felt, r_naive = (double)nrandom / tr_naive;
    printf("\n(b) %s pre-generated random 7-card hands (seed %llu)\n", cli_group(nrandom, g1, sizeof g1),
           (unsigned long long)seed);
    printf("  felt  hand_eval7  : %8.1f M hands/s  (%.3f s, %.1f cycles/hand)\n", r_felt / 1e6, tr_felt,
           ghz * 1e9 / r_felt);
    printf("  naive sort+count  : %8.1f M hands/s  (%.3f s)\n", r_naive / 1e6, tr_naive);
    printf("  ratio felt/naive  : %8.1fx\n", r_felt / r_naive);
    printf("\ntargets: random >= 150 M/s, enumeration >= 400 M/s, >= 20x naive\n");
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
    double t0 = cli_now();
    equity_run(&q, &res);
    double t = cli_now() - t0;
    printf("\nMonte Carlo heads-up preflop AhAs vs KdKc: %s showdowns in %.3f s = %.1f M showdowns/s (equity %.3f%% ± %.3f%%)\n",
           cli_group(res.deals, g, sizeof g), t, (double)res.deals / t / 1e6, 100 * res.equity[0],
           100 * res.std_error[0]);

    q.n_hands = 3;
    parse_two(&q, 0, "AhKh");
    parse_two(&q, 1, "QsQd");
    parse_two(&q, 2, "7c6c");
    t0 = cli_now();
    equity_run(&q, &res);
    t = cli_now() - t0;
    printf("Monte Carlo 3-way preflop AhKh vs QsQd vs 7c6c: %s showdowns in %.3f s = %.1f M showdowns/s\n",
           cli_group(res.deals, g, sizeof g), t, (double)res.deals / t / 1e6);

    q.n_hands = 2;
    parse_two(&q, 0, "AhAs");
    parse_two(&q, 1, "KdKc");
    q.trials = 0;
    double best = 1e9, total = 0;
    const int reps = 7;
    for (int i = 0; i < reps; i++) {
        t0 = cli_now();
        equity_run(&q, &res);
        t = cli_now() - t0;
        total += t;
        if (t < best)
            best = t;
    }
    printf("exact preflop AhAs vs KdKc: %s boards, best %.2f ms, mean %.2f ms of %d runs (equity %.4f%%), %.1f M cycles\n",
           cli_group(res.deals, g, sizeof g), best * 1e3, total / reps * 1e3, reps, 100 * res.equity[0],
           best * ghz * 1e3);
    printf("\ntargets: >= 20 M showdowns/s heads-up, exact preflop <= 5 ms\n");
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
    uint64_t n = 10000000, seed = 1;
    int is_eval = !strcmp(what, "eval"), is_equity = !strcmp(what, "equity");
    if (!is_eval && !is_equity) {
        fprintf(stderr, "felt-cli bench: unknown benchmark '%s' (eval, equity or sim)\n", what);
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
