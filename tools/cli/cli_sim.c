/* cli_sim.c — `felt-cli sim` and `felt-cli bench sim`: whole tournaments played headless by the
 * random legal-action driver. Prints hands played, eliminations and speed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai_random.h"
#include "cli.h"
#include "cli_hh.h"
#include "engine/engine.h"
#include "engine/rng.h"
#include "engine/save.h"
#include "engine/structure.h"
#include "session/session.h"

typedef struct sim_stats {
    uint64_t hands, eliminations, events, commands, showdowns, side_pots, rebuys, addons;
} sim_stats_t;

/* The random legal-action driver as the agent of every seat: one stream for the table, and the
 * light view during hands (it reads only the legal actions). */
typedef struct sim_agent {
    rng_t r;
} sim_agent_t;

static int sim_ask(void *self, const view_t *v, const session_wait_t *w, cmd_t *out, char *reason, size_t len)
{
    sim_agent_t *x = self;
    (void)w;
    (void)reason;
    (void)len;
    *out = ai_random_decide(v, &x->r);
    if (out->type == CMD_NONE && v->must_decide)
        out->type = CMD_DECLINE;
    return 1;
}

typedef struct sim_watch {
    sim_stats_t *st;
    hh_writer_t *hh;
    int save_due;
} sim_watch_t;

static void sim_event(void *ctx, const ev_t *ev)
{
    sim_watch_t *w = ctx;
    sim_stats_t *st = w->st;
    st->events++;
    switch (ev->type) {
    case EV_HAND_START: st->hands++; break;
    case EV_ELIMINATED: st->eliminations++; break;
    case EV_SHOW: st->showdowns += !ev->u.sh.allin; break;
    case EV_POT: st->side_pots += ev->u.pot.index > 0; break;
    case EV_REBUY: st->rebuys++; break;
    case EV_ADDON: st->addons++; break;
    case EV_HAND_END:
    case EV_TOURNAMENT_END: w->save_due = 1; break;
    default: break;
    }
    if (w->hh)
        hh_event(w->hh, ev);
}

/* Play one tournament to the end through the session. Returns 0, or -1 with err set if the
 * table refused a command the driver believed legal (a bug worth reporting) or stalled. */
int cli_sim_play(session_t *ses, uint64_t seed, sim_stats_t *st, hh_writer_t *hh, const char *save_path, char *err,
                 size_t errlen);

int cli_sim_play(session_t *ses, uint64_t seed, sim_stats_t *st, hh_writer_t *hh, const char *save_path, char *err,
                 size_t errlen)
{
    sim_agent_t agent;
    rng_init(&agent.r, seed, RNG_STREAM_BOT_BASE);
    session_agent_t a;
    memset(&a, 0, sizeof a);
    a.self = &agent;
    a.ask = sim_ask;
    a.light = 1;
    snprintf(a.label, sizeof a.label, "random");
    view_t v;
    session_view(ses, -1, &v);
    for (int s = 0; s < v.n_seats; s++)
        if (v.seats[s].occupied && session_set_agent(ses, s, &a, err, errlen) != 0)
            return -1;
    sim_watch_t watch = {st, hh, 0};
    session_on_event(ses, sim_event, &watch);
    cmd_t start = {CMD_START, -1, 0};
    engine_reject_t rej = session_submit(ses, start);
    st->commands++;
    if (rej != REJ_OK) {
        snprintf(err, errlen, "start rejected: %s", engine_reject_message(rej));
        return -1;
    }
    for (uint64_t guard = 0;; guard++) {
        if (guard > 50000000ULL) {
            snprintf(err, errlen, "tournament did not finish");
            return -1;
        }
        session_step_result_t r = session_step(ses);
        /* as the game does: the whole tournament is saved after every hand (and at its end) */
        if (watch.save_due && save_path && save_write(session_engine(ses), save_path, err, errlen) != 0)
            return -1;
        watch.save_due = 0;
        if (r == SESSION_STEP_FINISHED)
            break;
        st->commands++;
        if (r != SESSION_STEP_DONE) {
            snprintf(err, errlen, "hand %d: the table stopped (step %d)", session_hand_no(ses), (int)r);
            return -1;
        }
    }
    /* the driver only picks legal actions: one the engine refused (and the session folded) is a bug */
    for (int s = 0; s < v.n_seats; s++)
        if (session_illegal_count(ses, s) > 0) {
            snprintf(err, errlen, "%s", session_reason(ses, s));
            return -1;
        }
    return 0;
}

static void sim_help(FILE *f)
{
    fprintf(f,
            "usage: felt-cli sim [--players N] [--structure FILE] [--tournaments N] [--seed S]\n"
            "                    [--hh DIR] [--save FILE]\n"
            "\n"
            "Plays whole single-table tournaments with the random legal-action driver and prints\n"
            "hands played, eliminations and hands per second. Minute levels use a simulated clock\n"
            "of 2 minutes per hand. --hh DIR writes one PokerStars-format hand history per\n"
            "tournament into DIR. --save FILE saves the tournament after every hand, as the game does\n"
            "(FILE, or FILE.N for tournament N; the previous save is kept as FILE.prev), for\n"
            "`felt-cli replay`. Defaults: 9 players, the built-in turbo, 1 tournament, seed 1.\n"
            "Numbers are decimal: --players 2 to 10, --tournaments 1 to 1,000,000, --seed any\n"
            "64-bit value. DIR is created when it does not exist.\n");
}

typedef struct sim_opts {
    uint64_t players, tournaments, seed;
    const char *structure_path;
    const char *hh_dir;
    const char *save_path;
} sim_opts_t;

static int parse_sim(const char *cmd, int argc, char **argv, sim_opts_t *o, int bench)
{
    o->players = 9;
    o->tournaments = bench ? 2000 : 1;
    o->seed = 1;
    o->structure_path = NULL;
    o->hh_dir = NULL;
    o->save_path = NULL;
    const cli_opt_t opts[] = {
        {"players", 0, CLI_U64, &o->players, 2, ENGINE_MAX_SEATS},
        {"tournaments", 0, CLI_U64, &o->tournaments, 1, 1000000},
        {"seed", 0, CLI_U64, &o->seed, 0, UINT64_MAX},
        {"structure", 0, CLI_STR, &o->structure_path, 0, 0},
        {"save", 0, CLI_STR, &o->save_path, 0, 0},
        {"hh", 0, CLI_STR, &o->hh_dir, 0, 0},
    };
    int n_args;
    int r = cli_getopt(cmd, argc, argv, opts, bench ? 4 : 6, bench ? cli_bench_help : sim_help, &n_args);
    if (r)
        return r;
    if (n_args > 0) {
        fprintf(stderr, "felt-cli %s: unexpected argument '%s' (try --help)\n", cmd, argv[0]);
        return 2;
    }
    if (o->seed > UINT64_MAX - (o->tournaments - 1)) {
        fprintf(stderr, "felt-cli %s: --seed %llu with %llu tournaments runs past the largest seed\n", cmd,
                (unsigned long long)o->seed, (unsigned long long)o->tournaments);
        return 2;
    }
    if (o->hh_dir && cli_make_dir(cmd, o->hh_dir) != 0)
        return 2;
    return 0;
}

/* Plays o->tournaments tournaments, and (min_secs > 0, the benchmark) more with the next seeds
 * until at least min_secs have passed, so the timed window is long against the clock's noise. */
static int run_sims(const char *cmd, const sim_opts_t *o, int quiet, double min_secs)
{
    structure_t st;
    char err[512];
    if (o->structure_path) {
        if (structure_load_file(o->structure_path, &st, err, sizeof err) != 0) {
            fprintf(stderr, "felt-cli %s: %s\n", cmd, err);
            return 2;
        }
    } else {
        structure_default(&st);
    }
    if ((int)o->players > st.table_size) {
        fprintf(stderr, "felt-cli %s: %llu players do not fit the structure's table of %d\n", cmd,
                (unsigned long long)o->players, st.table_size);
        return 2;
    }
    sim_stats_t total;
    memset(&total, 0, sizeof total);
    double t0 = cli_now();
    uint64_t played = 0;
    for (uint64_t t = 0; t < o->tournaments || (min_secs > 0 && cli_now() - t0 < min_secs); t++) {
        played = t + 1;
        session_config_t cfg;
        session_config_init(&cfg,
                            &(engine_config_t){.seed = o->seed + t, .structure = &st, .n_seats = st.table_size,
                                               .n_players = (int)o->players, .clock = ENGINE_CLOCK_SIMULATED},
                            NULL, 0);
        cfg.auto_next_hand = 1;
        cfg.auto_end_break = 1;
        if (o->hh_dir || o->save_path)
            cli_hh_fresh_ids(&cfg.engine); /* unique numbers and real dates for histories and saves */
        for (int s = 0; s < (int)o->players; s++) {
            char name[ENGINE_NAME_LEN];
            snprintf(name, sizeof name, "Player %d", s + 1);
            session_config_seat(&cfg, s, SESSION_SEAT_PERSON, name, NULL, 0);
        }
        session_t *ses = session_create(&cfg, err, sizeof err);
        if (!ses) {
            fprintf(stderr, "felt-cli %s: %s\n", cmd, err);
            return 1;
        }
        hh_writer_t *hh = o->hh_dir ? cli_hh_open(cmd, o->hh_dir, session_engine(ses)) : NULL; /* prints its own error */
        if (o->hh_dir && !hh) {
            session_destroy(ses);
            return 1;
        }
        char save_path[4096];
        if (o->save_path && o->tournaments == 1)
            snprintf(save_path, sizeof save_path, "%s", o->save_path);
        else if (o->save_path)
            snprintf(save_path, sizeof save_path, "%s.%llu", o->save_path, (unsigned long long)t + 1);
        int failed = cli_sim_play(ses, cfg.engine.seed, &total, hh, o->save_path ? save_path : NULL, err, sizeof err) != 0;
        if (cli_hh_close(cmd, hh) != 0) {
            session_destroy(ses);
            return 1;
        }
        if (failed) {
            fprintf(stderr, "felt-cli %s: tournament %llu (seed %llu): %s\n", cmd, (unsigned long long)t + 1,
                    (unsigned long long)cfg.engine.seed, err);
            session_destroy(ses);
            return 1;
        }
        session_destroy(ses);
    }
    double secs = cli_now() - t0;
    char g1[32], g2[32], g3[32], g4[32];
    if (!quiet) {
        printf("tournaments: %llu (%llu players at a %d-seat table, %s, seeds %llu..%llu)\n",
               (unsigned long long)played, (unsigned long long)o->players, st.table_size, st.name,
               (unsigned long long)o->seed, (unsigned long long)(o->seed + played - 1));
        printf("hands played: %s   eliminations: %s   showdowns: %s   side pots: %s\n",
               text_group(total.hands, g1, sizeof g1), text_group(total.eliminations, g2, sizeof g2),
               text_group(total.showdowns, g3, sizeof g3), text_group(total.side_pots, g4, sizeof g4));
        if (total.rebuys || total.addons)
            printf("rebuys: %llu   add-ons: %llu\n", (unsigned long long)total.rebuys,
                   (unsigned long long)total.addons);
    }
    printf("%s hands in %.3f s: %.0f hands/s, %.2f us/hand (%.1f events, %.1f commands per hand)\n",
           text_group(total.hands, g1, sizeof g1), secs, (double)total.hands / secs,
           secs * 1e6 / (double)total.hands, (double)total.events / (double)total.hands,
           (double)total.commands / (double)total.hands);
    return 0;
}

int cli_sim(int argc, char **argv)
{
    sim_opts_t o;
    int r = parse_sim("sim", argc, argv, &o, 0);
    if (r)
        return r == 1 ? 0 : r;
    return run_sims("sim", &o, 0, 0);
}

int cli_bench_sim(int argc, char **argv)
{
    sim_opts_t o;
    int r = parse_sim("bench sim", argc, argv, &o, 1);
    if (r)
        return r == 1 ? 0 : r;
    printf("Felt engine benchmark: %llu-handed tournaments, random legal actions, no I/O, one core,\n"
           "at least %llu tournaments and at least 1 s\n",
           (unsigned long long)o.players, (unsigned long long)o.tournaments);
    printf("(core running at about %.2f GHz now)\n", cli_core_ghz());
    return run_sims("bench sim", &o, 0, 1.0);
}
