/* cli_decide.c — `felt-cli decide --bot NAME SCENARIO.json`: plays a scripted scenario up to the
 * seat whose turn it is (or who has a rebuy/add-on to decide) and prints that bot's command and
 * reason as one line of JSON. The scenario is played through a session with the bot in that
 * seat, asked at each of its scripted turns, so its memory of the hand is what it would be in
 * play. The bot sees only the seat's view, as in a real game. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/bot.h"
#include "cli.h"
#include "engine/engine.h"
#include "engine/evlog.h"
#include "engine/scenario.h"
#include "session/session.h"

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
    session_t *ses = NULL;
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
    /* 1. where the script leaves the table: whose decision is it? */
    e = engine_create(scenario_config(s), err, sizeof err);
    if (!e) {
        fprintf(stderr, "felt-cli decide: %s: %s\n", path, err);
        rc = 2;
        goto end;
    }
    for (int i = 0; i < s->n_cmds; i++) {
        cmd_t ran;
        engine_reject_t r = scenario_apply(s, i, e, &ran);
        while (engine_next_event(e))
            ;
        if (r != REJ_OK) {
            char c[64];
            if (ran.type == CMD_NONE)
                snprintf(c, sizeof c, "%d puts %lld", s->cmds[i].seat + 1, (long long)s->cmds[i].amount);
            else
                cmd_format(ran, c, sizeof c);
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
    /* 2. the same script again with the bot in that seat: it is asked at each of its own
     * scripted turns (then the script's command is played), so what it remembers of the hand
     * is what it would remember in play, and its last answer is what it would do in play */
    session_config_t sc;
    session_config_init(&sc, engine_config(e), reg, 0);
    sc.engine.structure = &s->structure;
    for (int k = 0; k < sc.engine.n_seats; k++)
        if (sc.engine.seats[k].occupied)
            session_config_seat(&sc, k, k == seat ? SESSION_SEAT_BOT : SESSION_SEAT_PERSON, sc.engine.seats[k].name,
                                k == seat ? spec_text : NULL, 0);
    ses = session_create(&sc, err, sizeof err);
    if (!ses) {
        fprintf(stderr, "felt-cli decide: %s\n", err);
        rc = 1;
        goto end;
    }
    cmd_t c;
    int n_log;
    const cmd_t *log = engine_commands(e, &n_log); /* the script as played: chips and clock resolved */
    for (int i = 0; i < n_log; i++) {
        session_wait_t w;
        session_wait(ses, &w);
        if (log[i].seat == seat && w.seat == seat &&
            (w.kind == SESSION_WAIT_ACTION || w.kind == SESSION_WAIT_DECISION))
            session_ask(ses, &c); /* the bot's own answer, not played: the script's is */
        engine_reject_t r = session_submit(ses, log[i]);
        if (r != REJ_OK) {
            fprintf(stderr, "felt-cli decide: %s: command %d was refused on the second pass: %s\n", path, i + 1,
                    engine_reject_message(r));
            rc = 1;
            goto end;
        }
    }
    int illegal = session_illegal_count(ses, seat);
    if (session_ask(ses, &c) != 1) {
        fprintf(stderr, "felt-cli decide: %s: the bot gave no answer\n", path);
        rc = 1;
        goto end;
    }
    view_t v;
    session_view(ses, seat, &v);
    char esc[2 * BOT_REASON_LEN + 8], label[2 * BOT_LABEL_LEN + 8];
    json_escape(session_reason(ses, seat), esc, sizeof esc);
    json_escape(spec.label, label, sizeof label);
    printf("{\"bot\":\"%s\",\"seat\":%d,\"hand\":%d,\"street\":\"%s\",\"cmd\":\"%s\",\"amount\":%lld,"
           "\"legal\":%s,\"reason\":\"%s\"}\n",
           label, seat + 1, v.hand_no, ph == PHASE_HAND ? evlog_street_name(v.street) : "between_hands",
           c.type == CMD_NONE ? "none" : cmd_type_name(c.type), (long long)c.amount,
           session_illegal_count(ses, seat) == illegal ? "true" : "false", esc);
end:
    session_destroy(ses);
    engine_destroy(e);
    bot_registry_destroy(reg);
    free(s);
    return rc;
}
