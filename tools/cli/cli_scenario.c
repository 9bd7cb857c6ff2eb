/* cli_scenario.c — `felt-cli scenario FILE.json`: sets up a scripted table, runs its commands
 * and prints every event as one JSON line (docs/scenario.md). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "engine/engine.h"
#include "engine/evlog.h"
#include "engine/scenario.h"
#include "tournament/tournament.h"

#include <cjson/cJSON.h>

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
            "A multi-table moment (a file with \"tables\") is answered instead: the table breaks,\n"
            "moves and sit-outs rules R36-R39 make from it, then each table's next hand (who is\n"
            "dealt in, the button and blinds), one JSON line each.\n"
            "The format is described in docs/scenario.md.\n");
}

static void print_json(cJSON *o)
{
    char *text = cJSON_PrintUnformatted(o);
    if (text)
        printf("%s\n", text);
    free(text);
    cJSON_Delete(o);
}

/* A moment's answer: its events, then each table's next hand (docs/scenario.md). */
static int print_moment(const char *path, const scenario_moment_t *m)
{
    tourney_moment_t a;
    char err[512];
    if (tourney_moment(m, &a, err, sizeof err) < 0) {
        fprintf(stderr, "felt-cli scenario: %s: %s\n", path, err);
        return 1;
    }
    for (int i = 0; i < a.n_events; i++) {
        const tourney_ev_t *v = &a.events[i];
        cJSON *o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "type", tourney_ev_name(v->type));
        if (v->player >= 0)
            cJSON_AddStringToObject(o, "name", a.names[v->player]);
        if (v->from_table)
            cJSON_AddNumberToObject(o, "from_table", v->from_table);
        if (v->from_seat)
            cJSON_AddNumberToObject(o, "from_seat", v->from_seat);
        if (v->to_table)
            cJSON_AddNumberToObject(o, "to_table", v->to_table);
        if (v->to_seat)
            cJSON_AddNumberToObject(o, "to_seat", v->to_seat);
        if (v->rule) {
            char r[8];
            snprintf(r, sizeof r, "R%d", v->rule);
            cJSON_AddStringToObject(o, "rule", r);
        }
        if (v->type == TEV_MOVE || v->type == TEV_SEATED)
            cJSON_AddNumberToObject(o, "chips", (double)v->chips);
        cJSON_AddStringToObject(o, "reason", v->reason);
        print_json(o);
    }
    for (int i = 0; i < a.n_tables; i++) {
        const tourney_moment_table_t *tb = &a.tables[i];
        if (!tb->in_play)
            continue;
        cJSON *o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "type", "next_hand");
        cJSON_AddNumberToObject(o, "table", tb->number);
        cJSON_AddNumberToObject(o, "players", tb->players);
        cJSON_AddBoolToObject(o, "halted", tb->halted);
        cJSON_AddBoolToObject(o, "deals", tb->deals);
        if (tb->deals) {
            cJSON_AddNumberToObject(o, "button", tb->button);
            cJSON_AddNumberToObject(o, "small_blind", tb->small_blind);
            cJSON_AddBoolToObject(o, "small_blind_dead", !tb->small_blind_posted);
            cJSON_AddNumberToObject(o, "big_blind", tb->big_blind);
        }
        cJSON *seats = cJSON_AddArrayToObject(o, "seats");
        for (int s = 0; s < ENGINE_MAX_SEATS; s++) {
            const tourney_moment_seat_t *q = &tb->seats[s];
            if (q->player < 0)
                continue;
            cJSON *j = cJSON_CreateObject();
            cJSON_AddNumberToObject(j, "seat", s + 1);
            cJSON_AddStringToObject(j, "name", a.names[q->player]);
            cJSON_AddNumberToObject(j, "chips", (double)q->chips);
            cJSON_AddBoolToObject(j, "dealt", q->dealt);
            cJSON_AddBoolToObject(j, "sits_out", q->sits_out);
            cJSON_AddItemToArray(seats, j);
        }
        print_json(o);
    }
    tourney_moment_free(&a);
    return 0;
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
    int is_moment = 0;
    scenario_moment_t *m = malloc(sizeof *m);
    if (!m || scenario_load_any(path, s, m, &is_moment, err, sizeof err) != 0) {
        fprintf(stderr, "felt-cli scenario: %s\n", m ? err : "out of memory");
        free(s);
        free(m);
        return 2;
    }
    if (is_moment) {
        free(s);
        int rc = print_moment(path, m);
        free(m);
        return rc;
    }
    free(m);
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
