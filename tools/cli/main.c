/* main.c — felt-cli: Felt's headless tools (equity, hand evaluation, benchmarks).
 * Dispatches to one function per subcommand; never links SDL. Every command parses its options
 * with cli_getopt (getopt_long) and its numbers with cli_parse_u64. */
#define _GNU_SOURCE /* getopt_long */
#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "cli.h"

double cli_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

double cli_cpu_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

double cli_process_cpu_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

int cli_parse_u64(const char *cmd, const char *opt, const char *s, uint64_t min, uint64_t max, uint64_t *out)
{
    if (!s) {
        fprintf(stderr, "felt-cli %s: %s needs a value\n", cmd, opt);
        return 0;
    }
    uint64_t v = 0;
    int ok = s[0] != '\0', over = 0;
    for (const char *p = s; *p && ok; p++) {
        if (*p < '0' || *p > '9') {
            ok = 0;
            break;
        }
        unsigned d = (unsigned)(*p - '0');
        if (v > (UINT64_MAX - d) / 10)
            over = 1;
        else
            v = v * 10 + d;
    }
    if (!ok) {
        fprintf(stderr, "felt-cli %s: %s expects a whole number from %" PRIu64 " to %" PRIu64 ", got '%s'\n", cmd,
                opt, min, max, s);
        return 0;
    }
    if (over || v < min || v > max) {
        fprintf(stderr, "felt-cli %s: %s must be %" PRIu64 " to %" PRIu64 ", got %s\n", cmd, opt, min, max, s);
        return 0;
    }
    *out = v;
    return 1;
}

int cli_getopt(const char *cmd, int argc, char **argv, const cli_opt_t *opts, int n_opts, void (*help)(FILE *),
               int *n_args)
{
    struct option lo[40];
    char shorts[96] = ":h";
    size_t ns = 2;
    int n = 0;
    for (int i = 0; i < n_opts && n < 38; i++, n++) {
        lo[n].name = opts[i].name;
        lo[n].has_arg = opts[i].kind == CLI_FLAG ? no_argument : required_argument;
        lo[n].flag = NULL;
        lo[n].val = 256 + i;
        if (opts[i].short_name && ns + 3 < sizeof shorts) {
            shorts[ns++] = opts[i].short_name;
            if (opts[i].kind != CLI_FLAG)
                shorts[ns++] = ':';
        }
    }
    shorts[ns] = '\0';
    lo[n++] = (struct option){"help", no_argument, NULL, 'h'};
    lo[n] = (struct option){NULL, 0, NULL, 0};
    /* getopt_long wants the program's name first: the command's own word is before argv[0] */
    char *av[argc + 2];
    av[0] = (char *)cmd;
    for (int i = 0; i < argc; i++)
        av[i + 1] = argv[i];
    av[argc + 1] = NULL;
    optind = 0; /* GNU: start over (felt-cli may parse twice, e.g. for help CMD) */
    opterr = 0;
    int c;
    while ((c = getopt_long(argc + 1, av, shorts, lo, NULL)) != -1) {
        const char *word = av[optind - 1];
        if (c == 'h') {
            help(stdout);
            return 1;
        }
        if (c == '?') {
            if (optopt && optopt < 256)
                fprintf(stderr, "felt-cli %s: unknown option '-%c' (try 'felt-cli %s --help')\n", cmd, optopt, cmd);
            else
                fprintf(stderr, "felt-cli %s: unknown option '%s' (try 'felt-cli %s --help')\n", cmd, word, cmd);
            return 2;
        }
        if (c == ':') {
            fprintf(stderr, "felt-cli %s: %s needs a value (try 'felt-cli %s --help')\n", cmd, word, cmd);
            return 2;
        }
        const cli_opt_t *o = NULL;
        if (c >= 256)
            o = &opts[c - 256];
        else
            for (int i = 0; i < n_opts && !o; i++)
                if (opts[i].short_name == c)
                    o = &opts[i];
        if (!o)
            continue;
        char oname[48];
        snprintf(oname, sizeof oname, "--%s", o->name);
        if (o->kind == CLI_FLAG) {
            *(int *)o->out = 1;
        } else if (o->kind == CLI_U64) {
            if (!cli_parse_u64(cmd, oname, optarg, o->min, o->max, (uint64_t *)o->out))
                return 2;
        } else {
            if (!optarg[0]) {
                fprintf(stderr, "felt-cli %s: %s needs a value, got an empty one\n", cmd, oname);
                return 2;
            }
            *(const char **)o->out = optarg;
        }
    }
    /* GNU getopt moved the non-options to the end, in order */
    int k = 0;
    for (int i = optind; i < argc + 1; i++)
        argv[k++] = av[i];
    *n_args = k;
    return 0;
}

double cli_core_ghz(void)
{
    /* A chain of dependent 64-bit multiply-adds: 4 cycles each on current x86 cores (3 for the
     * multiply, 1 for the add), whatever the memory system. Timing 100 million of them gives
     * the clock the core runs at right now, which on a shared virtual machine moves between
     * runs; benchmarks print it so their figures can be read as cycles. Timed in the thread's
     * CPU time, so other processes taking turns on the core do not pass for a slow clock. */
    volatile uint64_t seed = 1;
    uint64_t x = seed;
    double t0 = cli_cpu_now();
    for (long i = 0; i < 100000000L; i++)
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
    double t = cli_cpu_now() - t0;
    seed = x;
    return 0.4 / t;
}

int cli_is_help(const char *s)
{
    return s && (!strcmp(s, "-h") || !strcmp(s, "--help") || !strcmp(s, "help"));
}

int cli_make_dir(const char *cmd, const char *dir)
{
    char path[4096];
    if (snprintf(path, sizeof path, "%s", dir) >= (int)sizeof path) {
        fprintf(stderr, "felt-cli %s: the directory name '%.40s...' is too long\n", cmd, dir);
        return -1;
    }
    for (char *p = path + 1;; p++) {
        if (*p == '/' || *p == '\0') {
            char keep = *p;
            *p = '\0';
            struct stat sb;
            if (stat(path, &sb) != 0) {
                if (mkdir(path, 0777) != 0 && errno != EEXIST) {
                    fprintf(stderr, "felt-cli %s: cannot create the directory %s: %s\n", cmd, path, strerror(errno));
                    return -1;
                }
            } else if (!S_ISDIR(sb.st_mode)) {
                fprintf(stderr, "felt-cli %s: cannot write into %s: %s is not a directory\n", cmd, dir, path);
                return -1;
            }
            *p = keep;
            if (!keep)
                break;
        }
    }
    return 0;
}

#ifndef FELT_VERSION
#define FELT_VERSION "unknown"
#endif

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
            "  check [-v] FILE...  validate structure and drill files (levels/*.json, levels/drills/*.json)\n"
            "  scenario FILE.json  run a scripted hand and print its events as JSON lines\n"
            "  drill --topic TOPIC [--seed S] [--count N] [--difficulty D] [--json]\n"
            "                      dealer drills from the engine with the answers; --check FILE grades\n"
            "  drill --exam N      a written test of N drills with an answer key (printable HTML);\n"
            "                      --report NAME: a trainee's practice report\n"
            "  replay FILE...      re-run saved tournaments, checking every hand's state hash\n"
            "  sim [--players N] [--structure FILE] [--tournaments N] [--seed S] [--hh DIR]\n"
            "                      play whole tournaments headless with random legal actions\n"
            "  bench sim           engine speed: hands per second (9-handed unless --players), no I/O\n"
            "  arena --bots SPEC,... [--tournaments N] [--seed S] [--structure FILE] [--jobs J]\n"
            "                      bots play whole tournaments; results per bot with ROI and CI\n"
            "  mtt --players N [--table-size S] [--structure FILE] [--bots MIX] [--seed S] [--hh DIR]\n"
            "      [--events FILE]  a whole multi-table tournament by bots: finishing table and moves\n"
            "  bench mtt           multi-table speed beside a single-table arena of the same bots\n"
            "  bench itm           cashes per bot and level over many multi-table tournaments\n"
            "  decide --bot SPEC SCENARIO.json\n"
            "                      the bot's command and reason for a scripted situation (JSON)\n"
            "  help [COMMAND]      this text, or a command's own ('felt-cli COMMAND --help')\n"
            "  --version           the version of felt-cli\n"
            "\n"
            "Cards are written rank then suit: As Kd Qh Jc Ts 9s (10 is accepted for T).\n");
}

typedef int (*cli_fn)(int argc, char **argv);

static const struct {
    const char *name;
    cli_fn fn;
} commands[] = {
    {"equity", cli_equity}, {"eval", cli_eval},   {"check", cli_check}, {"scenario", cli_scenario},
    {"replay", cli_replay}, {"sim", cli_sim},     {"arena", cli_arena}, {"decide", cli_decide},
    {"bench", cli_bench},   {"drill", cli_drill}, {"mtt", cli_mtt},
};

static cli_fn find_command(const char *name)
{
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (!strcmp(commands[i].name, name))
            return commands[i].fn;
    return NULL;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        usage(stderr);
        return 2;
    }
    const char *cmd = argv[1];
    if (!strcmp(cmd, "--version") || !strcmp(cmd, "version")) {
        printf("felt-cli %s\n"
               "Copyright (c) 2026 The Felt authors\n"
               "License: MIT (SPDX-License-Identifier: MIT); see the LICENSE file\n",
               FELT_VERSION);
        return 0;
    }
    if (!strcmp(cmd, "help") && argc >= 3) {
        /* felt-cli help CMD [SUB] = felt-cli CMD [SUB] --help */
        cli_fn fn = find_command(argv[2]);
        if (!fn) {
            fprintf(stderr, "felt-cli help: unknown command '%s' (try 'felt-cli --help')\n", argv[2]);
            return 2;
        }
        char *av[3] = {NULL, NULL, NULL};
        int n = 0;
        if (argc >= 4)
            av[n++] = argv[3];
        av[n++] = (char *)"--help";
        return fn(n, av);
    }
    if (cli_is_help(cmd)) {
        usage(stdout);
        return 0;
    }
    cli_fn fn = find_command(cmd);
    if (fn)
        return fn(argc - 2, argv + 2);
    fprintf(stderr, "felt-cli: unknown command '%s' (try 'felt-cli --help')\n", cmd);
    return 2;
}
