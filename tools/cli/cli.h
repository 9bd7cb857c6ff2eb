/* cli.h — shared pieces of felt-cli, the headless command-line program (no SDL).
 * Each subcommand is a function taking argc/argv after the subcommand name and returning the
 * process exit status: 0 success, 1 failure of the work, 2 bad usage. */
#ifndef FELT_CLI_H
#define FELT_CLI_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "engine/text.h" /* text_group: numbers with their digits grouped */

int cli_equity(int argc, char **argv);
int cli_eval(int argc, char **argv);
int cli_bench(int argc, char **argv);
int cli_check(int argc, char **argv);
int cli_sim(int argc, char **argv);
int cli_replay(int argc, char **argv);
int cli_scenario(int argc, char **argv);
int cli_bench_sim(int argc, char **argv);
int cli_arena(int argc, char **argv);
int cli_decide(int argc, char **argv);
int cli_drill(int argc, char **argv);
int cli_mtt(int argc, char **argv);
int cli_bench_mtt(int argc, char **argv);
/* felt-cli bench itm: cashes per bot and level over multi-table tournaments. */
int cli_bench_itm(int argc, char **argv);
/* Replay a multi-table tournament's journal (felt-cli mtt --save): 0 if every hand matched. */
int cli_mtt_replay(const char *path);

/* Create directory `dir` (and its parents) unless it exists; prints a message naming it and
 * returns -1 on failure. */
int cli_make_dir(const char *cmd, const char *dir);

/* bench's help (eval, equity and sim), for `bench sim --help` too. */
void cli_bench_help(FILE *f);

/* Monotonic seconds, for benchmarks and timings only (never reaches the engine). */
double cli_now(void);
/* CPU time of the calling thread, seconds: what benchmarks time, so that other processes sharing
 * the core do not count against the code measured. */
double cli_cpu_now(void);
/* CPU time of the whole process (every thread), seconds: for work spread over threads (--jobs). */
double cli_process_cpu_now(void);
/* Parse a decimal number from min to max (digits only: no sign, spaces or base prefix; "010" is
 * ten); prints an error naming the option and returns 0 on failure. */
int cli_parse_u64(const char *cmd, const char *opt, const char *s, uint64_t min, uint64_t max, uint64_t *out);

/* One option of a command, for cli_getopt (getopt_long underneath). */
typedef enum cli_opt_kind {
    CLI_FLAG,   /* --name: sets *(int *)out = 1 */
    CLI_U64,    /* --name N: decimal, min..max, into *(uint64_t *)out */
    CLI_STR,    /* --name TEXT: *(const char **)out = TEXT; an empty TEXT is refused */
} cli_opt_kind_t;

typedef struct cli_opt {
    const char *name;      /* long name without the dashes */
    char short_name;       /* 0 = none */
    cli_opt_kind_t kind;
    void *out;
    uint64_t min, max;     /* CLI_U64 only */
} cli_opt_t;

/* Parse the options of command `cmd` ("sim", "bench eval") from argv[0..argc) (the words after
 * the command's name), every command the same way: --name VALUE or --name=VALUE, -h/--help
 * prints help(stdout). The words that are not options are moved, in order, to the front of argv
 * and counted in *n_args. Returns 0, 1 when help was printed (exit 0), or 2 after printing a
 * message naming the bad option (exit 2). */
int cli_getopt(const char *cmd, int argc, char **argv, const cli_opt_t *opts, int n_opts, void (*help)(FILE *),
               int *n_args);
/* The core's clock right now in GHz, from a timed chain of dependent multiply-adds (~0.1 s). */
double cli_core_ghz(void);
/* Is s one of "-h", "--help", "help"? */
int cli_is_help(const char *s);

#endif
