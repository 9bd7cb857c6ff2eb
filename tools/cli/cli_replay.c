/* cli_replay.c — `felt-cli replay FILE`: re-runs a saved tournament and checks every hand's
 * state hash, stopping at the first divergence with the hand number. */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "cli_hh.h"
#include "engine/evlog.h"
#include "engine/engine.h"
#include "engine/save.h"
#include "tournament/journal.h"

static void replay_help(FILE *f)
{
    fprintf(f,
            "usage: felt-cli replay FILE... [--hh DIR] [--events FILE]\n"
            "\n"
            "Re-runs each saved tournament from its seed and commands and checks the state hash\n"
            "recorded after every hand (a multi-table tournament's journal, felt-cli mtt --save: at\n"
            "every table). Prints the hands checked, or the first hand that diverges\n"
            "(or why the file is not a valid save), and exits 1 if any file fails.\n"
            "--hh DIR writes each replayed tournament's PokerStars hand history into DIR;\n"
            "--events FILE writes every event as one JSON line (- for standard output).\n");
}

typedef struct replay_sink {
    hh_writer_t *hh;
    FILE *events;
} replay_sink_t;

static void sink(void *ctx, const ev_t *ev)
{
    replay_sink_t *k = ctx;
    if (k->hh)
        hh_event(k->hh, ev);
    if (k->events) {
        char line[EVLOG_MAX];
        evlog_format(ev, line, sizeof line);
        fprintf(k->events, "%s\n", line);
    }
}

int cli_replay(int argc, char **argv)
{
    const char *hh_dir = NULL, *events_path = NULL;
    const cli_opt_t opts[] = {
        {"hh", 0, CLI_STR, &hh_dir, 0, 0},
        {"events", 0, CLI_STR, &events_path, 0, 0},
    };
    int n_files;
    int r = cli_getopt("replay", argc, argv, opts, 2, replay_help, &n_files);
    if (r)
        return r == 1 ? 0 : r;
    char **files = argv;
    if (n_files == 0) {
        replay_help(stderr);
        return 2;
    }
    if (hh_dir && cli_make_dir("replay", hh_dir) != 0)
        return 1;
    FILE *events = NULL;
    if (events_path) {
        events = strcmp(events_path, "-") ? fopen(events_path, "w") : stdout;
        if (!events) {
            fprintf(stderr, "felt-cli replay: cannot write %s\n", events_path);
            return 1;
        }
    }
    int bad = 0;
    for (int i = 0; i < n_files; i++) {
        /* a multi-table tournament's journal (felt-cli mtt --save) */
        char head[32] = "";
        FILE *peek = fopen(files[i], "rb");
        size_t got = peek ? fread(head, 1, sizeof head, peek) : 0;
        if (peek)
            fclose(peek);
        if (tj_is_journal(head, got)) {
            bad |= cli_mtt_replay(files[i]);
            continue;
        }
        char err[1024];
        save_replay_result_t res;
        replay_sink_t k = {NULL, events};
        if (hh_dir) {
            /* the writer needs the names and structure: read them from a first, quiet pass */
            engine_t *probe = save_load(files[i], &res, NULL, NULL, err, sizeof err);
            if (probe) {
                engine_config_t cfg = *engine_config(probe);
                cfg.structure = engine_structure(probe);
                char cerr[256];
                engine_t *fresh = engine_create(&cfg, cerr, sizeof cerr);
                if (fresh) {
                    k.hh = cli_hh_open("replay", hh_dir, fresh);
                    engine_destroy(fresh);
                }
                engine_destroy(probe);
                if (!k.hh) {
                    bad = 1;
                    continue;
                }
            }
        }
        double t0 = cli_now();
        engine_t *e = save_load(files[i], &res, (k.hh || k.events) ? sink : NULL, &k, err, sizeof err);
        double ms = (cli_now() - t0) * 1e3;
        if (cli_hh_close("replay", k.hh) != 0)
            bad = 1;
        if (!e) {
            if (res.diverged_hand)
                printf("%s: DIVERGED at hand %d after %d matching hands\n", files[i], res.diverged_hand,
                       res.hands_checked);
            fprintf(stderr, "felt-cli replay: %s\n", err);
            bad = 1;
            continue;
        }
        if (res.fell_back)
            fprintf(stderr, "felt-cli replay: %s could not be loaded (%s); the previous copy %s was loaded instead\n",
                    files[i], res.fallback_reason, res.loaded_path);
        printf("%s: ok, %d hands replayed and matched (%d commands, %.1f ms)%s\n", res.loaded_path, res.hands_checked,
               res.commands, ms, engine_phase(e) == PHASE_FINISHED ? ", tournament complete" : ", tournament in progress");
        engine_destroy(e);
    }
    if (events && events != stdout)
        fclose(events);
    return bad;
}
