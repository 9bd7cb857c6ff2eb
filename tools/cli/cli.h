/* cli.h — shared pieces of felt-cli, the headless command-line program (no SDL).
 * Each subcommand is a function taking argc/argv after the subcommand name and returning the
 * process exit status: 0 success, 1 failure of the work, 2 bad usage. */
#ifndef FELT_CLI_H
#define FELT_CLI_H

#include <stddef.h>
#include <stdint.h>

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

/* Monotonic seconds, for benchmarks and timings only (never reaches the engine). */
double cli_now(void);
/* Format n with thousands separators ("1,712,304") into buf. Returns buf. */
char *cli_group(uint64_t n, char *buf, size_t len);
/* Parse a non-negative integer option value; prints an error naming the option and returns 0
 * on failure. */
int cli_parse_u64(const char *cmd, const char *opt, const char *s, uint64_t *out);
/* The core's clock right now in GHz, from a timed chain of dependent multiply-adds (~0.1 s). */
double cli_core_ghz(void);
/* Is s one of "-h", "--help", "help"? */
int cli_is_help(const char *s);

#endif
