/* cli_replay.c — `felt-cli replay FILE`: re-runs a saved tournament and checks every hand's
 * state hash, stopping at the first divergence with the hand number. */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "engine/engine.h"
#include "engine/save.h"

static void replay_help(FILE *f)
{
    fprintf(f,
            "usage: felt-cli replay FILE...\n"
            "\n"
            "Re-runs each saved tournament from its seed and commands and checks the state hash\n"
            "recorded after every hand. Prints the hands checked, or the first hand that diverges\n"
            "(or why the file is not a valid save), and exits 1 if any file fails.\n");
}

int cli_replay(int argc, char **argv)
{
    if (argc == 0) {
        replay_help(stderr);
        return 2;
    }
    int bad = 0;
    for (int i = 0; i < argc; i++) {
        if (cli_is_help(argv[i])) {
            replay_help(stdout);
            return 0;
        }
        if (argv[i][0] == '-' && argv[i][1] == '-') {
            fprintf(stderr, "felt-cli replay: unknown option '%s'\n", argv[i]);
            return 2;
        }
    }
    for (int i = 0; i < argc; i++) {
        char err[1024];
        save_replay_result_t res;
        double t0 = cli_now();
        engine_t *e = save_load(argv[i], &res, err, sizeof err);
        double ms = (cli_now() - t0) * 1e3;
        if (!e) {
            if (res.diverged_hand)
                printf("%s: DIVERGED at hand %d after %d matching hands\n", argv[i], res.diverged_hand,
                       res.hands_checked);
            fprintf(stderr, "felt-cli replay: %s\n", err);
            bad = 1;
            continue;
        }
        view_t v;
        engine_view(e, -1, &v);
        printf("%s: ok, %d hands replayed and matched (%d commands, %.1f ms)%s\n", argv[i], res.hands_checked,
               res.commands, ms, engine_phase(e) == PHASE_FINISHED ? ", tournament complete" : ", tournament in progress");
        engine_destroy(e);
    }
    return bad;
}
