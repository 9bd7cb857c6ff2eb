/* testlib.h — Felt's tiny test harness: check macros, groups, seeds. No framework, no state
 * beyond one static struct per test program.
 *
 * A test program is a main() that calls tl_init, then runs groups:
 *     if (tl_group("hands_are_described")) test_descriptions();
 * and returns tl_finish(). Command line:
 *     --only NAME   run one group (ctest runs each group as its own test); an unknown NAME fails
 *     --seed N      seed for randomised groups (decimal or 0x hex); printed by every such group
 *     --list        print the group names and exit
 * Every failed check prints file:line, the expression, and expected vs got; the program exits 1
 * if any check failed, if no check ran at all, or if --only named no group. */
#ifndef FELT_TESTLIB_H
#define FELT_TESTLIB_H

#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { TL_MAX_PRINTED = 50 };

typedef struct tl_state {
    const char *prog;
    const char *only;   /* --only NAME, or NULL for every group */
    int list;           /* --list */
    int only_matched;
    int groups_run;
    uint64_t seed;
    long long checks;
    long long failures;
    long long group_failures_at_start;
    double group_start;
    const char *group;
    const char *seed_printed_for; /* group whose seed line is already printed */
} tl_state_t;

static tl_state_t tl;

/* A whole file as text, NUL-terminated (caller frees; *len, may be NULL, its length); NULL when it
 * cannot be read. */
static inline char *tl_slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *s = n >= 0 ? malloc((size_t)n + 1) : NULL;
    size_t got = s ? fread(s, 1, (size_t)n, f) : 0;
    fclose(f);
    if (!s)
        return NULL;
    s[got] = '\0';
    if (len)
        *len = got;
    return s;
}

static inline double tl_now(void)
{
    struct timespec ts;
    timespec_get(&ts, TIME_UTC);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

__attribute__((format(printf, 3, 4))) static inline void tl_fail(const char *file, int line,
                                                                  const char *fmt, ...)
{
    tl.failures++;
    if (tl.failures > TL_MAX_PRINTED) {
        if (tl.failures == TL_MAX_PRINTED + 1)
            fprintf(stderr, "  (further failures are counted but not printed)\n");
        return;
    }
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "%s:%d: FAIL [%s] ", file, line, tl.group ? tl.group : "-");
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
}

/* Plain truth. */
#define CHECK(cond)                                                                       \
    do {                                                                                  \
        tl.checks++;                                                                      \
        if (!(cond))                                                                      \
            tl_fail(__FILE__, __LINE__, "expected %s to hold; it did not", #cond);        \
    } while (0)

/* Truth with context: CHECK_MSG(x < n, "x=%d n=%d", x, n). */
#define CHECK_MSG(cond, ...)                                                              \
    do {                                                                                  \
        tl.checks++;                                                                      \
        if (!(cond)) {                                                                    \
            char tl_buf_[512];                                                            \
            snprintf(tl_buf_, sizeof tl_buf_, __VA_ARGS__);                               \
            tl_fail(__FILE__, __LINE__, "expected %s; got %s", #cond, tl_buf_);           \
        }                                                                                 \
    } while (0)

#define CHECK_EQ_INT(got, want)                                                           \
    do {                                                                                  \
        intmax_t tl_g_ = (intmax_t)(got), tl_w_ = (intmax_t)(want);                       \
        tl.checks++;                                                                      \
        if (tl_g_ != tl_w_)                                                               \
            tl_fail(__FILE__, __LINE__, "%s: expected %jd, got %jd", #got, tl_w_, tl_g_); \
    } while (0)

#define CHECK_EQ_U64(got, want)                                                           \
    do {                                                                                  \
        uint64_t tl_g_ = (uint64_t)(got), tl_w_ = (uint64_t)(want);                       \
        tl.checks++;                                                                      \
        if (tl_g_ != tl_w_)                                                               \
            tl_fail(__FILE__, __LINE__, "%s: expected %" PRIu64 " (0x%016" PRIx64         \
                    "), got %" PRIu64 " (0x%016" PRIx64 ")", #got, tl_w_, tl_w_, tl_g_,   \
                    tl_g_);                                                               \
    } while (0)

#define CHECK_EQ_STR(got, want)                                                           \
    do {                                                                                  \
        const char *tl_g_ = (got), *tl_w_ = (want);                                       \
        tl.checks++;                                                                      \
        if (!tl_g_ || !tl_w_ || strcmp(tl_g_, tl_w_) != 0)                                \
            tl_fail(__FILE__, __LINE__, "%s: expected \"%s\", got \"%s\"", #got,          \
                    tl_w_ ? tl_w_ : "(null)", tl_g_ ? tl_g_ : "(null)");                  \
    } while (0)

#define CHECK_NEAR(got, want, tol)                                                        \
    do {                                                                                  \
        double tl_g_ = (double)(got), tl_w_ = (double)(want), tl_t_ = (double)(tol);      \
        tl.checks++;                                                                      \
        if (!(fabs(tl_g_ - tl_w_) <= tl_t_))                                              \
            tl_fail(__FILE__, __LINE__, "%s: expected %.17g (within %.3g), got %.17g",    \
                    #got, tl_w_, tl_t_, tl_g_);                                           \
    } while (0)

static inline void tl_usage(FILE *f)
{
    fprintf(f, "usage: %s [--only GROUP] [--seed N] [--list]\n", tl.prog);
}

/* Parse the command line; default_seed is used when --seed is absent. Exits 2 on bad usage. */
static inline void tl_init(int argc, char **argv, uint64_t default_seed)
{
    memset(&tl, 0, sizeof tl);
    tl.prog = argc > 0 ? argv[0] : "test";
    tl.seed = default_seed;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--only") && i + 1 < argc) {
            tl.only = argv[++i];
        } else if (!strcmp(argv[i], "--seed") && i + 1 < argc) {
            const char *s = argv[++i];
            char *end = NULL;
            errno = 0;
            unsigned long long v = strtoull(s, &end, 0);
            if (errno || end == s || *end || s[0] == '-') {
                fprintf(stderr, "%s: --seed expects a non-negative integer, got '%s'\n",
                        tl.prog, s);
                exit(2);
            }
            tl.seed = (uint64_t)v;
        } else if (!strcmp(argv[i], "--list")) {
            tl.list = 1;
        } else {
            tl_usage(stderr);
            exit(2);
        }
    }
}

/* Close the running group: print its time and verdict. */
static inline void tl_group_end(void)
{
    if (!tl.group)
        return;
    long long failed = tl.failures - tl.group_failures_at_start;
    printf("-- %s: %s (%.2f s)\n", tl.group, failed ? "FAILED" : "ok", tl_now() - tl.group_start);
    fflush(stdout);
    tl.group = NULL;
}

/* Should the group run? Also prints its name (or lists it under --list). */
static inline int tl_group(const char *name)
{
    tl_group_end();
    if (tl.list) {
        printf("%s\n", name);
        return 0;
    }
    if (tl.only && strcmp(tl.only, name) != 0)
        return 0;
    tl.only_matched = 1;
    tl.groups_run++;
    tl.group = name;
    tl.group_start = tl_now();
    tl.group_failures_at_start = tl.failures;
    printf("== %s\n", name);
    fflush(stdout);
    return 1;
}

/* A group that runs only when named by --only (e.g. the harness's own deliberately failing
 * self-test, which ctest expects to fail). */
static inline int tl_group_explicit(const char *name)
{
    if (tl.list) {
        tl_group_end();
        printf("%s (only with --only)\n", name);
        return 0;
    }
    if (!tl.only || strcmp(tl.only, name) != 0)
        return 0;
    return tl_group(name);
}

/* The seed for a randomised group; prints how to reproduce the run. */
static inline uint64_t tl_seed(void)
{
    if (tl.seed_printed_for == tl.group && tl.group)
        return tl.seed;
    tl.seed_printed_for = tl.group;
    printf("   seed %" PRIu64 " (reproduce with: %s --only %s --seed %" PRIu64 ")\n", tl.seed,
           tl.prog, tl.group ? tl.group : "?", tl.seed);
    fflush(stdout);
    return tl.seed;
}

static inline int tl_finish(void)
{
    tl_group_end();
    if (tl.list)
        return 0;
    if (tl.only && !tl.only_matched) {
        fprintf(stderr, "%s: no group named '%s' (see --list)\n", tl.prog, tl.only);
        return 1;
    }
    if (tl.checks == 0) {
        fprintf(stderr, "%s: no check ran; that is a failure, not a pass\n", tl.prog);
        return 1;
    }
    printf("%d group(s), %lld checks, %lld failed\n", tl.groups_run, tl.checks, tl.failures);
    return tl.failures ? 1 : 0;
}

#endif
