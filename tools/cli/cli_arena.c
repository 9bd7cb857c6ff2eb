/* cli_arena.c — `felt-cli arena`: single-table tournaments played headless by bots, seats rotated
 * so that position evens out, with per-bot results (finish, in the money, ROI with a 95%
 * confidence interval) and speed. Tournaments are independent and deterministic; with --jobs
 * they are shared among forked workers and the results are summed in tournament order, so the
 * printed results do not depend on --jobs. Timings (never deterministic) can be left out. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <math.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "ai/bot.h"
#include "ai/bot_profile.h"
#include "cli.h"
#include "engine/engine.h"
#include "engine/rng.h"
#include "engine/structure.h"
#include "session/session.h"

enum { ARENA_MAX_JOBS = 64, HIST_BUCKETS = 600, MAX_LOGGED = 5 };

/* Decision times: buckets 5% wide from 1 ns, so medians and tails merge across workers. */
typedef struct hist {
    uint64_t n[HIST_BUCKETS];
    double secs; /* the exact total, for the mean */
} hist_t;

static int hist_bucket(double secs)
{
    double ns = secs * 1e9;
    if (ns < 1)
        return 0;
    int b = (int)(log(ns) / log(1.05)) + 1;
    return b >= HIST_BUCKETS ? HIST_BUCKETS - 1 : b;
}

static double hist_quantile(const hist_t *h, double q)
{
    uint64_t total = 0;
    for (int i = 0; i < HIST_BUCKETS; i++)
        total += h->n[i];
    if (!total)
        return 0;
    uint64_t want = (uint64_t)ceil(q * (double)total), acc = 0;
    if (want < 1)
        want = 1;
    for (int i = 0; i < HIST_BUCKETS; i++) {
        acc += h->n[i];
        if (acc >= want)
            return i == 0 ? 0 : pow(1.05, i - 0.5) * 1e-9;
    }
    return 0;
}

/* One bot's result in one tournament. */
typedef struct seat_rec {
    int32_t place;
    int32_t illegal;
    int64_t prize, cost; /* cents */
} seat_rec_t;

/* One tournament's results, indexed by bot (not seat). */
typedef struct trec {
    int32_t index;
    int32_t hands;
    int32_t failed; /* the engine refused a checked command twice: a bug worth reporting */
    seat_rec_t bot[ENGINE_MAX_SEATS];
} trec_t;

typedef struct arena {
    const char *cmd;
    structure_t st;
    bot_registry_t *reg;
    int n_bots;
    bot_spec_t spec[ENGINE_MAX_SEATS];
    char label[ENGINE_MAX_SEATS][BOT_LABEL_LEN + 16]; /* " #N" fits whatever N is */
    uint64_t seed, tournaments;
    int jobs, timing, quiet;
    hist_t hist[ENGINE_MAX_SEATS];
    uint64_t decisions[ENGINE_MAX_SEATS];
    int logged[ENGINE_MAX_SEATS];
} arena_t;

static void arena_help(FILE *f)
{
    fprintf(f,
            "usage: felt-cli arena --bots SPEC,SPEC,... [--tournaments N] [--seed S] [--structure FILE]\n"
            "                      [--jobs J] [--bots-dir DIR] [--no-timing]\n"
            "\n"
            "Plays single-table tournaments headless, one seat per bot listed (2 to the table size),\n"
            "and prints for each bot: tournaments, average finish, in-the-money rate and return on\n"
            "investment with its 95%% confidence interval, then hands per second and decision times.\n"
            "\n"
            "SPEC is a strategy with an optional level (tag:hard, lag:medium, rock, station:easy,\n"
            "random) or a personality (Rita, Leo, ...). Tournaments come in groups of one deal seed\n"
            "played once per seating, each bot moved one seat on, so position and cards even out.\n"
            "--jobs J shares the work among J processes; the results are the same for every J.\n"
            "--bots-dir DIR loads external strategies (*.so) and bot profiles (*.json, as in\n"
            "assets/bots: an edited copy of a style replaces it) first (default: $FELT_BOTS_DIR).\n"
            "--no-timing leaves out the speed lines, so two runs print byte-identical output.\n"
            "Defaults: 100 tournaments, seed 1, the built-in turbo structure, 1 job.\n");
}

/* Deal seed and seating of tournament t: bot i sits at seat (i + rot) % n. */
static uint64_t deal_seed(const arena_t *a, uint64_t t)
{
    return rng_mix64(a->seed * 0x9e3779b97f4a7c15ULL + t / (uint64_t)a->n_bots + 1);
}

static int rotation(const arena_t *a, uint64_t t)
{
    return (int)(t % (uint64_t)a->n_bots);
}

/* Play tournament t to the end and fill rec. Returns 0, or -1 on a failure. The session asks
 * the bots (plugins on a watchdog thread) and folds illegal answers; the arena times each step
 * that asked a bot and reads the illegal counts and reasons back. */
static int play_one(arena_t *a, uint64_t t, trec_t *rec)
{
    memset(rec, 0, sizeof *rec);
    rec->index = (int32_t)t;
    int n = a->n_bots, rot = rotation(a, t);
    int bot_at[ENGINE_MAX_SEATS];
    for (int i = 0; i < n; i++)
        bot_at[(i + rot) % n] = i;
    session_config_t cfg;
    session_config_init(&cfg,
                        &(engine_config_t){.seed = deal_seed(a, t), .structure = &a->st, .n_seats = n, .n_players = n,
                                           .clock = ENGINE_CLOCK_SIMULATED},
                        a->reg, 0);
    cfg.auto_next_hand = 1;
    cfg.auto_end_break = 1;
    for (int s = 0; s < n; s++)
        session_config_seat(&cfg, s, SESSION_SEAT_BOT, NULL, a->spec[bot_at[s]].label, 0);
    char err[512];
    session_t *ses = session_create(&cfg, err, sizeof err);
    if (!ses) {
        fprintf(stderr, "felt-cli %s: %s\n", a->cmd, err);
        return -1;
    }
    int status = 0;
    cmd_t start = {CMD_START, -1, 0};
    session_submit(ses, start);
    int illegal[ENGINE_MAX_SEATS] = {0};
    session_wait_t w;
    for (uint64_t guard = 0;; guard++) {
        if (guard > 5000000) {
            fprintf(stderr, "felt-cli %s: tournament %llu did not finish\n", a->cmd, (unsigned long long)t + 1);
            status = -1;
            break;
        }
        session_wait(ses, &w);
        int s = w.kind == SESSION_WAIT_ACTION || w.kind == SESSION_WAIT_DECISION ? w.seat : -1;
        double t0 = a->timing && s >= 0 ? cli_now() : 0;
        session_step_result_t r = session_step(ses);
        if (s >= 0) {
            int b = bot_at[s];
            if (a->timing) {
                double dt = cli_now() - t0;
                a->hist[b].n[hist_bucket(dt)]++;
                a->hist[b].secs += dt;
            }
            a->decisions[b]++;
            int now = session_illegal_count(ses, s);
            if (now != illegal[s]) {
                illegal[s] = now;
                rec->bot[b].illegal++;
                if (a->logged[b]++ < MAX_LOGGED)
                    fprintf(stderr, "felt-cli %s: tournament %llu, hand %d: %s\n", a->cmd, (unsigned long long)t + 1,
                            session_hand_no(ses), session_reason(ses, s));
            }
        }
        if (r == SESSION_STEP_FINISHED)
            break;
        if (r != SESSION_STEP_DONE) {
            fprintf(stderr, "felt-cli %s: tournament %llu: the table stopped (step %d)\n", a->cmd,
                    (unsigned long long)t + 1, (int)r);
            rec->failed = 1;
            status = -1;
            break;
        }
    }
    const engine_t *e = session_engine(ses);
    int place[ENGINE_MAX_SEATS];
    int64_t prize[ENGINE_MAX_SEATS];
    engine_results(e, place, prize);
    view_t v;
    engine_view(e, -1, &v);
    rec->hands = v.hand_no;
    int64_t pool_nominal = 10000; /* play money: ROI against a nominal buy-in */
    int money = a->st.buy_in + a->st.fee > 0;
    const payout_tier_t *tier = structure_payout_for(&a->st, n);
    for (int s = 0; s < n; s++) {
        seat_rec_t *r = &rec->bot[bot_at[s]];
        r->place = place[s];
        if (money) {
            r->prize = prize[s];
            r->cost = a->st.buy_in + a->st.fee + v.seats[s].rebuys * a->st.rebuy_cost +
                      (v.seats[s].addon_taken ? a->st.addon_cost : 0);
        } else {
            r->cost = pool_nominal;
            r->prize = tier && place[s] >= 1 && place[s] <= tier->n_places
                           ? pool_nominal * n * tier->percent_bp[place[s] - 1] / 10000
                           : 0;
        }
    }
    session_destroy(ses);
    return status;
}

/* ---- workers ------------------------------------------------------------------------------- */

static int write_all(int fd, const void *p, size_t n)
{
    const char *c = p;
    while (n > 0) {
        ssize_t w = write(fd, c, n);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            return -1;
        c += w;
        n -= (size_t)w;
    }
    return 0;
}

typedef struct worker_tail {
    uint64_t decisions[ENGINE_MAX_SEATS];
    hist_t hist[ENGINE_MAX_SEATS];
} worker_tail_t;

static void progress(const arena_t *a, uint64_t done, double t0, double *last)
{
    if (!isatty(STDOUT_FILENO) || a->quiet)
        return;
    double now = cli_now();
    if (done < a->tournaments && now - *last < 0.1)
        return;
    *last = now;
    int width = 30, filled = (int)((double)width * (double)done / (double)a->tournaments);
    char bar[64];
    for (int i = 0; i < width; i++)
        bar[i] = i < filled ? '#' : '.';
    bar[width] = '\0';
    printf("\r[%s] %llu/%llu tournaments  %.0f s", bar, (unsigned long long)done, (unsigned long long)a->tournaments,
           now - t0);
    fflush(stdout);
}

static int run_all(arena_t *a, trec_t *recs)
{
    double t0 = cli_now(), last = 0;
    uint64_t done = 0;
    if (a->jobs <= 1) {
        for (uint64_t t = 0; t < a->tournaments; t++) {
            if (play_one(a, t, &recs[t]) != 0)
                return -1;
            progress(a, ++done, t0, &last);
        }
        return 0;
    }
    int fds[ARENA_MAX_JOBS];
    pid_t pids[ARENA_MAX_JOBS];
    int J = a->jobs;
    fflush(stdout);
    fflush(stderr);
    for (int j = 0; j < J; j++) {
        int p[2];
        if (pipe(p) != 0) {
            perror("felt-cli arena: pipe");
            return -1;
        }
        pid_t pid = fork();
        if (pid < 0) {
            perror("felt-cli arena: fork");
            return -1;
        }
        if (pid == 0) {
            close(p[0]);
            for (int k = 0; k < j; k++)
                close(fds[k]);
            int rc = 0;
            for (uint64_t t = (uint64_t)j; t < a->tournaments; t += (uint64_t)J) {
                trec_t r;
                if (play_one(a, t, &r) != 0)
                    r.failed = 1, rc = 1;
                if (write_all(p[1], &r, sizeof r) != 0)
                    _exit(3);
                if (rc)
                    break;
            }
            worker_tail_t *tail = calloc(1, sizeof *tail);
            if (!tail)
                _exit(3);
            memcpy(tail->decisions, a->decisions, sizeof tail->decisions);
            memcpy(tail->hist, a->hist, sizeof tail->hist);
            trec_t end;
            memset(&end, 0, sizeof end);
            end.index = -1;
            if (write_all(p[1], &end, sizeof end) != 0 || write_all(p[1], tail, sizeof *tail) != 0)
                _exit(3);
            close(p[1]);
            _exit(rc);
        }
        close(p[1]);
        fds[j] = p[0];
        pids[j] = pid;
    }
    /* collect: records arrive whole per pipe; buffer partial reads per worker */
    typedef struct rbuf {
        size_t have;
        int in_tail, open, finished;
        trec_t rec;
        worker_tail_t *tail;
    } rbuf_t;
    size_t nj = J > 0 && J <= ARENA_MAX_JOBS ? (size_t)J : 1;
    rbuf_t *rb = calloc(nj, sizeof *rb);
    int status = 0;
    if (!rb)
        return -1;
    for (int j = 0; j < J; j++) {
        rb[j].open = 1;
        rb[j].tail = calloc(1, sizeof(worker_tail_t));
        if (!rb[j].tail)
            status = -1;
    }
    int open = J;
    while (open > 0 && status == 0) {
        struct pollfd pf[ARENA_MAX_JOBS];
        int map[ARENA_MAX_JOBS], np = 0;
        for (int j = 0; j < J; j++)
            if (rb[j].open) {
                pf[np].fd = fds[j];
                pf[np].events = POLLIN;
                map[np++] = j;
            }
        if (poll(pf, (nfds_t)np, -1) < 0) {
            if (errno == EINTR)
                continue;
            status = -1;
            break;
        }
        for (int i = 0; i < np; i++) {
            if (!(pf[i].revents & (POLLIN | POLLHUP | POLLERR)))
                continue;
            rbuf_t *b = &rb[map[i]];
            char *dst = b->in_tail ? (char *)b->tail : (char *)&b->rec;
            size_t want = b->in_tail ? sizeof(worker_tail_t) : sizeof(trec_t);
            ssize_t got = read(pf[i].fd, dst + b->have, want - b->have);
            if (got < 0 && errno == EINTR)
                continue;
            if (got <= 0) {
                b->open = 0;
                open--;
                if (!b->finished)
                    status = -1; /* a worker died early */
                continue;
            }
            b->have += (size_t)got;
            if (b->have < want)
                continue;
            b->have = 0;
            if (b->in_tail) {
                for (int k = 0; k < a->n_bots; k++) {
                    a->decisions[k] += b->tail->decisions[k];
                    for (int h = 0; h < HIST_BUCKETS; h++)
                        a->hist[k].n[h] += b->tail->hist[k].n[h];
                    a->hist[k].secs += b->tail->hist[k].secs;
                }
                b->in_tail = 0;
                b->finished = 1;
            } else if (b->rec.index < 0) {
                b->in_tail = 1;
            } else if ((uint64_t)b->rec.index < a->tournaments) {
                recs[b->rec.index] = b->rec;
                if (b->rec.failed)
                    status = -1;
                progress(a, ++done, t0, &last);
            }
        }
    }
    for (int j = 0; j < J; j++) {
        if (status != 0)
            kill(pids[j], SIGTERM);
        int ws = 0;
        waitpid(pids[j], &ws, 0);
        if (!WIFEXITED(ws) || WEXITSTATUS(ws) != 0)
            status = -1;
        close(fds[j]);
        free(rb[j].tail);
    }
    free(rb);
    if (status == 0 && done != a->tournaments)
        status = -1;
    return status;
}

/* ---- report -------------------------------------------------------------------------------- */

static void report(arena_t *a, const trec_t *recs, double secs)
{
    if (isatty(STDOUT_FILENO) && !a->quiet)
        printf("\r\033[K");
    uint64_t N = a->tournaments, hands = 0;
    for (uint64_t t = 0; t < N; t++)
        hands += (uint64_t)recs[t].hands;
    char g1[32], g2[32];
    printf("Felt arena: %d bots, %llu tournaments (%llu deal seeds x %d seatings, seed %llu), %s\n", a->n_bots,
           (unsigned long long)N, (unsigned long long)((N + (uint64_t)a->n_bots - 1) / (uint64_t)a->n_bots), a->n_bots,
           (unsigned long long)a->seed, a->st.name);
    printf("%-18s %7s %8s %7s %9s   %-21s %8s\n", "bot", "tourn.", "avg fin", "ITM", "ROI", "95% CI of ROI", "illegal");
    for (int b = 0; b < a->n_bots; b++) {
        double sp = 0, sc = 0, splace = 0;
        uint64_t itm = 0, illegal = 0;
        for (uint64_t t = 0; t < N; t++) {
            const seat_rec_t *r = &recs[t].bot[b];
            sp += (double)(r->prize - r->cost);
            sc += (double)r->cost;
            splace += r->place;
            itm += r->prize > 0;
            illegal += (uint64_t)r->illegal;
        }
        double roi = sc > 0 ? sp / sc : 0;
        double mc = sc / (double)N, ss = 0;
        for (uint64_t t = 0; t < N; t++) {
            const seat_rec_t *r = &recs[t].bot[b];
            double d = (double)(r->prize - r->cost) - roi * (double)r->cost;
            ss += d * d;
        }
        double se = N > 1 && mc > 0 ? sqrt(ss / ((double)N * (double)(N - 1))) / mc : 0;
        char ci[96];
        /* a normal interval around the ratio; nobody loses more than the buy-ins, so it stops at -100% */
        double lo = roi - 1.96 * se < -1.0 ? -1.0 : roi - 1.96 * se;
        snprintf(ci, sizeof ci, "[%+.1f%%, %+.1f%%]", lo * 100, (roi + 1.96 * se) * 100);
        printf("%-18s %7llu %8.2f %6.1f%% %+8.1f%%   %-21s %8llu\n", a->label[b], (unsigned long long)N,
               splace / (double)N, 100.0 * (double)itm / (double)N, roi * 100, ci, (unsigned long long)illegal);
    }
    printf("hands played: %s (%.1f per tournament)\n", text_group(hands, g1, sizeof g1), (double)hands / (double)N);
    if (!a->timing)
        return;
    printf("speed: %s hands/s over %.1f s wall time, %d job%s\n", text_group((uint64_t)((double)hands / secs), g2, sizeof g2),
           secs, a->jobs, a->jobs == 1 ? "" : "s");
    printf("%-18s %12s %12s %12s %12s\n", "decision time", "decisions", "mean", "median", "p99");
    for (int b = 0; b < a->n_bots; b++)
        printf("%-18s %12s %9.3f ms %9.3f ms %9.3f ms\n", a->label[b], text_group(a->decisions[b], g1, sizeof g1),
               a->decisions[b] ? a->hist[b].secs / (double)a->decisions[b] * 1e3 : 0.0,
               hist_quantile(&a->hist[b], 0.5) * 1e3, hist_quantile(&a->hist[b], 0.99) * 1e3);
}

/* ---- command line -------------------------------------------------------------------------- */

/* Load the bots directory and parse the --bots list into a. Returns 0 or the exit status. */
static int setup_bots(arena_t *a, const char *list, const char *dir)
{
    a->reg = bot_registry_create();
    if (!a->reg) {
        fprintf(stderr, "felt-cli %s: out of memory\n", a->cmd);
        return 1;
    }
    char err[2048];
    if (dir) {
        int k = bot_registry_load_dir(a->reg, dir, err, sizeof err);
        if (k < 0) {
            fprintf(stderr, "felt-cli %s: %s\n", a->cmd, err);
            return 2;
        }
        if (err[0])
            fprintf(stderr, "felt-cli %s: some bot libraries were not loaded:\n%s\n", a->cmd, err);
        /* and the styles as data: edited copies of assets/bots profiles, new styles */
        if (bot_registry_load_profiles(a->reg, dir, err, sizeof err) >= 0 && err[0]) {
            fprintf(stderr, "felt-cli %s: some bot profiles were not loaded:\n%s\n", a->cmd, err);
            return 2;
        }
    }
    char buf[1024];
    snprintf(buf, sizeof buf, "%s", list);
    a->n_bots = 0;
    for (char *save = NULL, *tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
        while (*tok == ' ')
            tok++;
        if (a->n_bots >= ENGINE_MAX_SEATS) {
            fprintf(stderr, "felt-cli %s: at most %d bots\n", a->cmd, ENGINE_MAX_SEATS);
            return 2;
        }
        if (bot_spec_parse(a->reg, tok, &a->spec[a->n_bots], err, sizeof err) != 0) {
            fprintf(stderr, "felt-cli %s: %s\n", a->cmd, err);
            return 2;
        }
        a->n_bots++;
    }
    /* labels, numbered when a spec appears more than once */
    for (int i = 0; i < a->n_bots; i++) {
        int same = 0, idx = 0;
        for (int j = 0; j < a->n_bots; j++)
            if (!strcmp(a->spec[i].label, a->spec[j].label)) {
                same++;
                if (j < i)
                    idx++;
            }
        if (same > 1)
            snprintf(a->label[i], sizeof a->label[i], "%s #%d", a->spec[i].label, idx + 1);
        else
            snprintf(a->label[i], sizeof a->label[i], "%s", a->spec[i].label);
    }
    return 0;
}

int cli_arena(int argc, char **argv)
{
    arena_t *a = calloc(1, sizeof *a);
    if (!a) {
        fprintf(stderr, "felt-cli arena: out of memory\n");
        return 1;
    }
    a->cmd = "arena";
    a->seed = 1;
    a->tournaments = 100;
    a->jobs = 1;
    a->timing = 1;
    const char *bots = NULL, *structure_path = NULL, *dir = getenv("FELT_BOTS_DIR");
    int rc = 0;
    trec_t *recs = NULL;
    uint64_t jobs = 1;
    int no_timing = 0;
    const cli_opt_t opts[] = {
        {"bots", 0, CLI_STR, &bots, 0, 0},
        {"tournaments", 0, CLI_U64, &a->tournaments, 1, 1000000},
        {"seed", 0, CLI_U64, &a->seed, 0, UINT64_MAX},
        {"jobs", 0, CLI_U64, &jobs, 1, ARENA_MAX_JOBS},
        {"structure", 0, CLI_STR, &structure_path, 0, 0},
        {"bots-dir", 0, CLI_STR, &dir, 0, 0},
        {"no-timing", 0, CLI_FLAG, &no_timing, 0, 0},
        {"quiet", 0, CLI_FLAG, &a->quiet, 0, 0},
    };
    int n_args;
    rc = cli_getopt("arena", argc, argv, opts, 8, arena_help, &n_args);
    if (rc) {
        rc = rc == 1 ? 0 : rc;
        goto end;
    }
    if (n_args > 0) {
        fprintf(stderr, "felt-cli arena: unexpected argument '%s' (try --help)\n", argv[0]);
        rc = 2;
        goto end;
    }
    a->jobs = (int)jobs;
    a->timing = !no_timing;
    if (!bots) {
        fprintf(stderr, "felt-cli arena: --bots is required (try --help)\n");
        rc = 2;
        goto end;
    }
    if (a->tournaments < 1) {
        fprintf(stderr, "felt-cli arena: --tournaments must be at least 1\n");
        rc = 2;
        goto end;
    }
    char err[1024];
    if (structure_path) {
        if (structure_load_file(structure_path, &a->st, err, sizeof err) != 0) {
            fprintf(stderr, "felt-cli arena: %s\n", err);
            rc = 2;
            goto end;
        }
    } else {
        structure_default(&a->st);
    }
    rc = setup_bots(a, bots, dir);
    if (rc)
        goto end;
    if (a->n_bots < 2 || a->n_bots > a->st.table_size) {
        fprintf(stderr, "felt-cli arena: %d bots: need 2 to %d (the table size of %s)\n", a->n_bots, a->st.table_size,
                a->st.name);
        rc = 2;
        goto end;
    }
    if ((uint64_t)a->jobs > a->tournaments)
        a->jobs = (int)a->tournaments;
    recs = calloc((size_t)a->tournaments, sizeof *recs);
    if (!recs) {
        fprintf(stderr, "felt-cli arena: out of memory for %llu tournaments\n", (unsigned long long)a->tournaments);
        rc = 1;
        goto end;
    }
    double t0 = cli_now();
    if (run_all(a, recs) != 0) {
        if (isatty(STDOUT_FILENO) && !a->quiet)
            printf("\n");
        fprintf(stderr, "felt-cli arena: stopped: a tournament failed (see above)\n");
        rc = 1;
        goto end;
    }
    report(a, recs, cli_now() - t0);
end:
    free(recs);
    if (a->reg)
        bot_registry_destroy(a->reg);
    free(a);
    return rc;
}
