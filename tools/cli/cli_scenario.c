/* cli_scenario.c — `felt-cli scenario FILE.json`: sets up a scripted table, runs its commands
 * and prints every event as one JSON line (docs/scenario.md). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "engine/engine.h"
#include "engine/evlog.h"
#include "engine/scenario.h"

static void scenario_help(FILE *f)
{
    fprintf(f,
            "usage: felt-cli scenario FILE.json [--commands]\n"
            "\n"
            "Sets up the table a scenario file describes (seats, stacks, busted and absent players,\n"
            "the previous hand's button and blinds or this hand's button, the level, fixed hole\n"
            "cards and board), runs its commands and prints each event as one line of JSON.\n"
            "--commands also prints each command before its events. A command the engine refuses\n"
            "is reported with its line in the file and the reason, and the exit status is 1.\n"
            "The format is described in docs/scenario.md.\n");
}

int cli_scenario(int argc, char **argv)
{
    const char *path = NULL;
    int show_cmds = 0;
    const cli_opt_t opts[] = {{"commands", 0, CLI_FLAG, &show_cmds, 0, 0}};
    int pr = cli_getopt("scenario", argc, argv, opts, 1, scenario_help, &argc);
    if (pr)
        return pr == 1 ? 0 : pr;
    if (argc > 1) {
        fprintf(stderr, "felt-cli scenario: one file at a time\n");
        return 2;
    }
    if (argc == 1)
        path = argv[0];
    if (!path) {
        scenario_help(stderr);
        return 2;
    }
    scenario_t *s = malloc(sizeof *s);
    if (!s) {
        fprintf(stderr, "felt-cli scenario: out of memory\n");
        return 1;
    }
    char err[1024];
    if (scenario_load_file(path, s, err, sizeof err) != 0) {
        fprintf(stderr, "felt-cli scenario: %s\n", err);
        free(s);
        return 2;
    }
    engine_t *e = engine_create(scenario_config(s), err, sizeof err);
    if (!e) {
        fprintf(stderr, "felt-cli scenario: %s: %s\n", path, err);
        free(s);
        return 2;
    }
    char line[2048];
    int status = 0;
    for (int i = 0; i < s->n_cmds; i++) {
        cmd_t ran;
        engine_reject_t r = scenario_apply(s, i, e, &ran); /* pushed chips and the clock resolved */
        if (show_cmds && ran.type != CMD_NONE) {
            evlog_format_cmd(&ran, line, sizeof line);
            printf("%s\n", line);
        }
        ev_t ev;
        while (engine_poll(e, &ev)) {
            evlog_format(&ev, line, sizeof line);
            printf("%s\n", line);
        }
        if (r != REJ_OK) {
            char c[64];
            if (ran.type == CMD_NONE)
                snprintf(c, sizeof c, "%d puts %lld", s->cmds[i].seat + 1, (long long)s->cmds[i].amount);
            else
                cmd_format(ran, c, sizeof c);
            fprintf(stderr, "felt-cli scenario: %s:%d: command '%s' refused: %s\n", path, s->cmd_line[i], c,
                    engine_reject_message(r));
            status = 1;
            break;
        }
    }
    engine_destroy(e);
    free(s);
    return status;
}
