/* cli_equity.c — `felt-cli equity`: all-in equity of 2-10 hands, exact or Monte Carlo. */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "engine/card.h"
#include "engine/equity.h"

static void equity_help(FILE *f)
{
    fprintf(f,
            "usage: felt-cli equity HAND HAND [HAND...] [--board CARDS] [--dead CARDS]\n"
            "                       [--trials N] [--seed N] [--json]\n"
            "\n"
            "All-in equity of 2 to 10 hands. A HAND is two cards (AhAs, 'Ah As', 10h9h) or '?\?'\n"
            "for a random hand. --board takes 3, 4 or 5 cards (Qh7d2c); --dead removes cards\n"
            "from the deck. Without --trials the answer is exact when the enumeration is small\n"
            "enough (up to %llu hand evaluations) and otherwise Monte Carlo with %llu trials;\n"
            "--trials N asks for Monte Carlo with N trials. --seed N (default 1) makes Monte\n"
            "Carlo repeatable. --json prints one JSON object instead of the table.\n"
            "\n"
            "example:\n"
            "  $ felt-cli equity AhAs KdKc\n",
            (unsigned long long)EQUITY_EXACT_LIMIT, (unsigned long long)EQUITY_DEFAULT_TRIALS);
}

int cli_equity(int argc, char **argv)
{
    equity_query_t q;
    memset(&q, 0, sizeof q);
    q.seed = 1;
    const char *names[EQUITY_MAX_HANDS];
    int json = 0;
    char err[160];
    const char *board = NULL, *dead = NULL;
    uint64_t trials = 0;
    int trials_given = 0;
    const cli_opt_t opts[] = {
        {"board", 0, CLI_STR, &board, 0, 0},
        {"dead", 0, CLI_STR, &dead, 0, 0},
        {"trials", 0, CLI_U64, &trials, 1, 10000000000ULL},
        {"seed", 0, CLI_U64, &q.seed, 0, UINT64_MAX},
        {"json", 0, CLI_FLAG, &json, 0, 0},
    };
    int pr = cli_getopt("equity", argc, argv, opts, 5, equity_help, &argc);
    if (pr)
        return pr == 1 ? 0 : pr;
    trials_given = trials > 0;
    if (trials_given)
        q.trials = trials;
    if (argc == 0) {
        equity_help(stderr);
        return 2;
    }
    /* every card once: the board, the dead cards and the hands, named where it appears twice */
    const char *where[CARD_COUNT] = {0};
    char where_buf[CARD_COUNT][24];
    if (board) {
        int n = card_parse_list(board, q.board, 5, err, sizeof err);
        if (n < 0) {
            fprintf(stderr, "felt-cli equity: --board '%s': %s\n", board, err);
            return 2;
        }
        if (n != 3 && n != 4 && n != 5) {
            fprintf(stderr, "felt-cli equity: --board '%s': a board has 3, 4 or 5 cards, got %d\n", board, n);
            return 2;
        }
        q.n_board = n;
        for (int i = 0; i < n; i++)
            where[q.board[i]] = "the board";
    }
    if (dead) {
        int n = card_parse_list(dead, q.dead, CARD_COUNT, err, sizeof err);
        if (n < 0) {
            fprintf(stderr, "felt-cli equity: --dead '%s': %s\n", dead, err);
            return 2;
        }
        q.n_dead = n;
        for (int i = 0; i < n; i++) {
            if (where[q.dead[i]]) {
                char c[3];
                fprintf(stderr, "felt-cli equity: card %s appears twice (on %s and in --dead)\n",
                        card_format(q.dead[i], c), where[q.dead[i]]);
                return 2;
            }
            where[q.dead[i]] = "--dead";
        }
    }
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        {
            if (q.n_hands >= EQUITY_MAX_HANDS) {
                fprintf(stderr, "felt-cli equity: at most %d hands\n", EQUITY_MAX_HANDS);
                return 2;
            }
            int h = q.n_hands;
            names[h] = a;
            if (!strcmp(a, "?\?") || !strcmp(a, "random")) {
                q.hole[h][0] = q.hole[h][1] = CARD_NONE;
            } else {
                int n = card_parse_list(a, q.hole[h], 2, err, sizeof err);
                if (n < 0) {
                    fprintf(stderr, "felt-cli equity: hand %d '%s': %s\n", h + 1, a, err);
                    return 2;
                }
                if (n != 2) {
                    fprintf(stderr, "felt-cli equity: hand %d '%s': a hand is two cards (or ?\? for a random hand), got %d\n",
                            h + 1, a, n);
                    return 2;
                }
                for (int k = 0; k < 2; k++) {
                    card_t c = q.hole[h][k];
                    if (where[c]) {
                        char cs[3];
                        fprintf(stderr, "felt-cli equity: card %s appears twice (in %s and in hand %d '%s')\n",
                                card_format(c, cs), where[c], h + 1, a);
                        return 2;
                    }
                    snprintf(where_buf[c], sizeof where_buf[c], "hand %d", h + 1);
                    where[c] = where_buf[c];
                }
            }
            q.n_hands++;
        }
    }
    if (q.n_hands < 2) {
        fprintf(stderr, "felt-cli equity: give at least two hands, e.g. felt-cli equity AhAs KdKc\n");
        return 2;
    }
    equity_result_t r;
    double t0 = cli_now();
    equity_status_t st = equity_run(&q, &r);
    double ms = (cli_now() - t0) * 1e3;
    if (st != EQUITY_OK) {
        fprintf(stderr, "felt-cli equity: %s\n", equity_status_message(st));
        return 2;
    }
    char g[32];
    if (json) {
        printf("{\"exact\":%s,\"deals\":%llu,\"seed\":%llu,\"hands\":[", r.exact ? "true" : "false",
               (unsigned long long)r.deals, (unsigned long long)q.seed);
        for (int i = 0; i < r.n_hands; i++)
            printf("%s{\"hand\":\"%s\",\"win\":%.6f,\"tie\":%.6f,\"equity\":%.6f,\"std_error\":%.6f}",
                   i ? "," : "", names[i], r.win[i], r.tie[i], r.equity[i], r.std_error[i]);
        printf("]}\n");
        return 0;
    }
    printf("%-8s %9s %9s %9s%s\n", "Hand", "Win", "Tie", "Equity", r.exact ? "" : "   ± s.e.");
    for (int i = 0; i < r.n_hands; i++) {
        printf("%-8s %8.3f%% %8.3f%% %8.3f%%", names[i], 100 * r.win[i], 100 * r.tie[i], 100 * r.equity[i]);
        if (!r.exact)
            printf("   ±%.3f%%", 100 * r.std_error[i]);
        printf("\n");
    }
    if (r.exact)
        printf("exact: %s deals enumerated in %.1f ms\n", text_group(r.deals, g, sizeof g), ms);
    else
        printf("Monte Carlo: %s trials, seed %llu, in %.1f ms\n", text_group(r.deals, g, sizeof g),
               (unsigned long long)q.seed, ms);
    return 0;
}
