/* main.c — felt-cli: Felt's headless tools (equity, hand evaluation, benchmarks).
 * Dispatches to one function per subcommand; never links SDL. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"

double cli_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

char *cli_group(uint64_t n, char *buf, size_t len)
{
    char digits[32];
    int nd = snprintf(digits, sizeof digits, "%" PRIu64, n);
    size_t o = 0;
    for (int i = 0; i < nd && o + 1 < len; i++) {
        if (i > 0 && (nd - i) % 3 == 0 && o + 2 < len)
            buf[o++] = ',';
        buf[o++] = digits[i];
    }
    buf[o] = '\0';
    return buf;
}

int cli_parse_u64(const char *cmd, const char *opt, const char *s, uint64_t *out)
{
    if (!s) {
        fprintf(stderr, "felt-cli %s: %s needs a value\n", cmd, opt);
        return 0;
    }
    char *end = NULL;
    errno = 0;
    unsigned long long v = strtoull(s, &end, 0);
    if (errno || end == s || *end != '\0' || s[0] == '-') {
        fprintf(stderr, "felt-cli %s: %s expects a non-negative integer, got '%s'\n", cmd, opt, s);
        return 0;
    }
    *out = (uint64_t)v;
    return 1;
}

double cli_core_ghz(void)
{
    /* A chain of dependent 64-bit multiply-adds: 4 cycles each on current x86 cores (3 for the
     * multiply, 1 for the add), whatever the memory system. Timing 100 million of them gives
     * the clock the core runs at right now, which on a shared virtual machine moves between
     * runs; benchmarks print it so their figures can be read as cycles. */
    volatile uint64_t seed = 1;
    uint64_t x = seed;
    double t0 = cli_now();
    for (long i = 0; i < 100000000L; i++)
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
    double t = cli_now() - t0;
    seed = x;
    return 0.4 / t;
}

int cli_is_help(const char *s)
{
    return s && (!strcmp(s, "-h") || !strcmp(s, "--help") || !strcmp(s, "help"));
}

static void usage(FILE *f)
{
    fprintf(f,
            "felt-cli — Felt's headless tools\n"
            "\n"
            "usage: felt-cli COMMAND [ARGS...]\n"
            "\n"
            "commands:\n"
            "  equity HAND HAND... [--board CARDS] [--dead CARDS] [--trials N] [--seed N] [--json]\n"
            "                      all-in equity of 2-10 hands (exact, or Monte Carlo)\n"
            "  eval CARDS          value, category and description of a 5-7 card hand\n"
            "  eval -              the same for one hand per line of standard input\n"
            "  bench eval          evaluator speed against a naive sort-and-count evaluator\n"
            "  bench equity        Monte Carlo showdowns per second and exact enumeration time\n"
            "  check [-v] FILE...  validate tournament-structure files (levels/*.json)\n"
            "  scenario FILE.json  run a scripted hand and print its events as JSON lines\n"
            "  replay FILE...      re-run saved tournaments, checking every hand's state hash\n"
            "  sim [--players N] [--structure FILE] [--tournaments N] [--seed S] [--hh DIR]\n"
            "                      play whole tournaments headless with random legal actions\n"
            "  bench sim           engine speed: hands per second, 9-handed, no I/O\n"
            "  arena --bots SPEC,... [--tournaments N] [--seed S] [--structure FILE] [--jobs J]\n"
            "                      bots play whole tournaments; results per bot with ROI and CI\n"
            "  decide --bot SPEC SCENARIO.json\n"
            "                      the bot's command and reason for a scripted situation (JSON)\n"
            "  help                this text; 'felt-cli COMMAND --help' for each command\n"
            "\n"
            "Cards are written rank then suit: As Kd Qh Jc Ts 9s (10 is accepted for T).\n");
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        usage(stderr);
        return 2;
    }
    const char *cmd = argv[1];
    if (cli_is_help(cmd)) {
        usage(stdout);
        return 0;
    }
    if (!strcmp(cmd, "equity"))
        return cli_equity(argc - 2, argv + 2);
    if (!strcmp(cmd, "eval"))
        return cli_eval(argc - 2, argv + 2);
    if (!strcmp(cmd, "check"))
        return cli_check(argc - 2, argv + 2);
    if (!strcmp(cmd, "scenario"))
        return cli_scenario(argc - 2, argv + 2);
    if (!strcmp(cmd, "replay"))
        return cli_replay(argc - 2, argv + 2);
    if (!strcmp(cmd, "sim"))
        return cli_sim(argc - 2, argv + 2);
    if (!strcmp(cmd, "arena"))
        return cli_arena(argc - 2, argv + 2);
    if (!strcmp(cmd, "decide"))
        return cli_decide(argc - 2, argv + 2);
    if (!strcmp(cmd, "bench") && argc >= 3 && !strcmp(argv[2], "sim"))
        return cli_bench_sim(argc - 3, argv + 3);
    if (!strcmp(cmd, "bench"))
        return cli_bench(argc - 2, argv + 2);
    fprintf(stderr, "felt-cli: unknown command '%s' (try 'felt-cli --help')\n", cmd);
    return 2;
}
