/* cli_decide.c — `felt-cli decide --bot NAME SCENARIO.json`: plays a scripted scenario up to the
 * seat whose turn it is (or who has a rebuy/add-on to decide) and prints that bot's command and
 * reason as one line of JSON. The bot sees only the seat's view, as in a real game. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/bot.h"
#include "cli.h"
#include "engine/engine.h"
#include "engine/evlog.h"
#include "engine/scenario.h"

static void decide_help(FILE *f)
{
    fprintf(f,
            "usage: felt-cli decide --bot SPEC [--bots-dir DIR] SCENARIO.json\n"
            "\n"
            "Runs the scenario's commands (docs/scenario.md), then asks bot SPEC (tag:hard, rock,\n"
            "Rita, ...) for the seat to act, or the first seat with a rebuy or add-on to decide,\n"
            "and prints one line of JSON:\n"
            "  {\"bot\":\"tag:hard\",\"seat\":3,\"hand\":1,\"street\":\"preflop\",\"cmd\":\"allin\",\"amount\":0,\n"
            "   \"legal\":true,\"reason\":\"shoving 8 BB with AA from the button: inside the push range\"}\n"
            "The bot's random stream is (scenario seed, seat). --bots-dir loads external strategies.\n");
}

/* JSON string body of s into out (quotes and backslashes escaped, control characters as \\u). */
static void json_escape(const char *s, char *out, size_t len)
{
    size_t o = 0;
    for (; *s && o + 7 < len; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\') {
            out[o++] = '\\';
            out[o++] = (char)c;
        } else if (c < 0x20) {
            o += (size_t)snprintf(out + o, len - o, "\\u%04x", c);
        } else {
            out[o++] = (char)c;
        }
    }
    out[o] = '\0';
}

int cli_decide(int argc, char **argv)
{
    const char *spec_text = NULL, *path = NULL, *dir = getenv("FELT_BOTS_DIR");
    const cli_opt_t opts[] = {
        {"bot", 0, CLI_STR, &spec_text, 0, 0},
        {"bots-dir", 0, CLI_STR, &dir, 0, 0},
    };
    int pr = cli_getopt("decide", argc, argv, opts, 2, decide_help, &argc);
    if (pr)
        return pr == 1 ? 0 : pr;
    if (argc > 1) {
        fprintf(stderr, "felt-cli decide: one scenario at a time\n");
        return 2;
    }
    if (argc == 1)
        path = argv[0];
    if (!spec_text || !path) {
        decide_help(stderr);
        return 2;
    }
    int rc = 0;
    char err[2048];
    engine_t *e = NULL;
    bot_t *bot = NULL;
    scenario_t *s = malloc(sizeof *s);
    bot_registry_t *reg = bot_registry_create();
    if (!s || !reg) {
        fprintf(stderr, "felt-cli decide: out of memory\n");
        rc = 1;
        goto end;
    }
    if (dir) {
        if (bot_registry_load_dir(reg, dir, err, sizeof err) < 0 || err[0])
            fprintf(stderr, "felt-cli decide: %s\n", err);
    }
    bot_spec_t spec;
    if (bot_spec_parse(reg, spec_text, &spec, err, sizeof err) != 0) {
        fprintf(stderr, "felt-cli decide: %s\n", err);
        rc = 2;
        goto end;
    }
    if (scenario_load_file(path, s, err, sizeof err) != 0) {
        fprintf(stderr, "felt-cli decide: %s\n", err);
        rc = 2;
        goto end;
    }
    e = engine_create(scenario_config(s), err, sizeof err);
    if (!e) {
        fprintf(stderr, "felt-cli decide: %s: %s\n", path, err);
        rc = 2;
        goto end;
    }
    ev_t ev;
    for (int i = 0; i < s->n_cmds; i++) {
        engine_reject_t r = engine_submit(e, s->cmds[i]);
        while (engine_poll(e, &ev))
            ;
        if (r != REJ_OK) {
            char c[64];
            cmd_format(s->cmds[i], c, sizeof c);
            fprintf(stderr, "felt-cli decide: %s:%d: command '%s' refused: %s\n", path, s->cmd_line[i], c,
                    engine_reject_message(r));
            rc = 1;
            goto end;
        }
    }
    int seat = -1;
    engine_phase_t ph = engine_phase(e);
    if (ph == PHASE_HAND)
        seat = engine_to_act(e);
    else if (ph == PHASE_BETWEEN_HANDS || ph == PHASE_BREAK)
        seat = engine_decision_seat(e);
    if (seat < 0) {
        fprintf(stderr, "felt-cli decide: %s: nobody has a decision to make after the scenario's commands\n", path);
        rc = 1;
        goto end;
    }
    bot_setup_t su;
    memset(&su, 0, sizeof su);
    su.seat = seat;
    su.player_id = seat;
    su.seed = s->cfg.seed;
    su.structure = &s->structure;
    bot = bot_create(&spec, &su, err, sizeof err);
    if (!bot) {
        fprintf(stderr, "felt-cli decide: %s\n", err);
        rc = 1;
        goto end;
    }
    view_t v;
    engine_view(e, seat, &v);
    cmd_t c;
    char reason[BOT_REASON_LEN], esc[2 * BOT_REASON_LEN + 8], label[2 * BOT_LABEL_LEN + 8];
    bot_verdict_t verdict = bot_decide(bot, &v, &c, reason, sizeof reason);
    json_escape(reason, esc, sizeof esc);
    json_escape(spec.label, label, sizeof label);
    printf("{\"bot\":\"%s\",\"seat\":%d,\"hand\":%d,\"street\":\"%s\",\"cmd\":\"%s\",\"amount\":%lld,"
           "\"legal\":%s,\"reason\":\"%s\"}\n",
           label, seat + 1, v.hand_no, ph == PHASE_HAND ? evlog_street_name(v.street) : "between_hands",
           c.type == CMD_NONE ? "none" : cmd_type_name(c.type), (long long)c.amount,
           verdict == BOT_OK ? "true" : "false", esc);
end:
    bot_destroy(bot);
    engine_destroy(e);
    bot_registry_destroy(reg);
    free(s);
    return rc;
}
