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

typedef struct sim_stats {
    uint64_t hands, eliminations, events, commands, showdowns, side_pots, rebuys, addons;
} sim_stats_t;

/* Play one tournament to the end. Returns 0, or -1 with err set if the engine refused a
 * command the driver believed legal (a bug worth reporting) or stalled. */
int cli_sim_play(engine_t *e, uint64_t seed, sim_stats_t *st, hh_writer_t *hh, const char *save_path, char *err,
                 size_t errlen);

int cli_sim_play(engine_t *e, uint64_t seed, sim_stats_t *st, hh_writer_t *hh, const char *save_path, char *err,
                 size_t errlen)
{
    rng_t r;
    rng_init(&r, seed, RNG_STREAM_BOT_BASE);
    view_t v;
    cmd_t start = {CMD_START, -1, 0};
    engine_reject_t rej = engine_submit(e, start);
    if (rej != REJ_OK) {
        snprintf(err, errlen, "start rejected: %s", engine_reject_message(rej));
        return -1;
    }
    uint64_t guard = 0;
    int save_due = 0;
    for (;;) {
        const ev_t *ev;
        while ((ev = engine_next_event(e)) != NULL) {
            st->events++;
            if (ev->type == EV_HAND_START)
                st->hands++;
            else if (ev->type == EV_ELIMINATED)
                st->eliminations++;
            else if (ev->type == EV_SHOW && !ev->u.sh.allin)
                st->showdowns++;
            else if (ev->type == EV_POT && ev->u.pot.index > 0)
                st->side_pots++;
            else if (ev->type == EV_REBUY)
                st->rebuys++;
            else if (ev->type == EV_ADDON)
                st->addons++;
            if (hh)
                hh_event(hh, ev);
            save_due |= ev->type == EV_HAND_END || ev->type == EV_TOURNAMENT_END;
        }
        /* as the game does: the whole tournament is saved after every hand (and at its end) */
        if (save_due && save_path && save_write(e, save_path, err, errlen) != 0)
            return -1;
        save_due = 0;
        engine_phase_t ph = engine_phase(e);
        if (ph == PHASE_FINISHED)
            return 0;
        if (++guard > 50000000ULL) {
            snprintf(err, errlen, "tournament did not finish");
            return -1;
        }
        cmd_t c = {CMD_NONE, -1, 0};
        if (ph == PHASE_HAND) {
            /* the random driver reads only the legal actions: skip building a full view */
            int s = engine_to_act(e);
            v.phase = PHASE_HAND;
            v.seat = v.to_act = s;
            v.hand_no = 0;
            engine_legal(e, s, &v.legal);
            c = ai_random_decide(&v, &r);
        } else if (ph == PHASE_BREAK) {
            c.type = CMD_ADVANCE_LEVEL;
        } else {
            /* open decisions first (each seat answers at most once per pause), then the next hand */
            int s = engine_decision_seat(e);
            while (s >= 0 && c.type == CMD_NONE) {
                engine_view(e, s, &v);
                c = ai_random_decide(&v, &r);
                if (c.type == CMD_NONE && v.must_decide)
                    c.type = CMD_DECLINE, c.seat = s;
                if (c.type != CMD_NONE)
                    break;
                /* an optional offer it lets pass: look further */
                int next = -1;
                for (int t = s + 1; t < v.n_seats && next < 0; t++) {
                    view_t tv;
                    engine_view(e, t, &tv);
                    if (tv.must_decide || tv.rebuy_offer || tv.addon_offer)
                        next = t;
                }
                s = next;
            }
            if (c.type == CMD_NONE)
                c.type = CMD_NEXT_HAND, c.seat = -1;
        }
        rej = engine_submit(e, c);
        st->commands++;
        if (rej != REJ_OK && !(c.type == CMD_REBUY && rej == REJ_NOT_ALLOWED)) {
            snprintf(err, errlen, "hand %d: engine rejected %s by seat %d (amount %lld): %s",
                     v.hand_no, cmd_type_name(c.type), c.seat + 1, (long long)c.amount,
                     engine_reject_message(rej));
            return -1;
        }
    }
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

static int run_sims(const char *cmd, const sim_opts_t *o, int quiet)
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
    for (uint64_t t = 0; t < o->tournaments; t++) {
        engine_config_t cfg;
        memset(&cfg, 0, sizeof cfg);
        cfg.seed = o->seed + t;
        cfg.structure = &st;
        cfg.n_seats = st.table_size;
        cfg.n_players = (int)o->players;
        cfg.clock = ENGINE_CLOCK_SIMULATED;
        if (o->hh_dir || o->save_path)
            cli_hh_fresh_ids(&cfg); /* unique numbers and real dates for histories and saves */
        for (int s = 0; s < (int)o->players; s++) {
            cfg.seats[s].occupied = 1;
            snprintf(cfg.seats[s].name, sizeof cfg.seats[s].name, "Player %d", s + 1);
        }
        engine_t *e = engine_create(&cfg, err, sizeof err);
        if (!e) {
            fprintf(stderr, "felt-cli %s: %s\n", cmd, err);
            return 1;
        }
        hh_writer_t *hh = o->hh_dir ? cli_hh_open(cmd, o->hh_dir, e) : NULL; /* prints its own error */
        if (o->hh_dir && !hh) {
            engine_destroy(e);
            return 1;
        }
        char save_path[4096];
        if (o->save_path && o->tournaments == 1)
            snprintf(save_path, sizeof save_path, "%s", o->save_path);
        else if (o->save_path)
            snprintf(save_path, sizeof save_path, "%s.%llu", o->save_path, (unsigned long long)t + 1);
        int failed = cli_sim_play(e, cfg.seed, &total, hh, o->save_path ? save_path : NULL, err, sizeof err) != 0;
        if (cli_hh_close(cmd, hh) != 0) {
            engine_destroy(e);
            return 1;
        }
        if (failed) {
            fprintf(stderr, "felt-cli %s: tournament %llu (seed %llu): %s\n", cmd, (unsigned long long)t + 1,
                    (unsigned long long)cfg.seed, err);
            engine_destroy(e);
            return 1;
        }
        engine_destroy(e);
    }
    double secs = cli_now() - t0;
    char g1[32], g2[32], g3[32], g4[32];
    if (!quiet) {
        printf("tournaments: %llu (%llu players, %s, seeds %llu..%llu)\n", (unsigned long long)o->tournaments,
               (unsigned long long)o->players, st.name, (unsigned long long)o->seed,
               (unsigned long long)(o->seed + o->tournaments - 1));
        printf("hands played: %s   eliminations: %s   showdowns: %s   side pots: %s\n",
               cli_group(total.hands, g1, sizeof g1), cli_group(total.eliminations, g2, sizeof g2),
               cli_group(total.showdowns, g3, sizeof g3), cli_group(total.side_pots, g4, sizeof g4));
        if (total.rebuys || total.addons)
            printf("rebuys: %llu   add-ons: %llu\n", (unsigned long long)total.rebuys,
                   (unsigned long long)total.addons);
    }
    printf("%s hands in %.3f s: %.0f hands/s, %.2f us/hand (%.1f events, %.1f commands per hand)\n",
           cli_group(total.hands, g1, sizeof g1), secs, (double)total.hands / secs,
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
    return run_sims("sim", &o, 0);
}

int cli_bench_sim(int argc, char **argv)
{
    sim_opts_t o;
    int r = parse_sim("bench sim", argc, argv, &o, 1);
    if (r)
        return r == 1 ? 0 : r;
    printf("Felt engine benchmark: 9-handed tournaments, random legal actions, no I/O, one core\n");
    printf("(core running at about %.2f GHz now)\n", cli_core_ghz());
    return run_sims("bench sim", &o, 0);
}
