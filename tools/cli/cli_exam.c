/* cli_exam.c — `felt-cli drill --exam N`: a written test of N drills in the practice session's
 * fair-share topic mix (drill_plan), as one printable HTML page: numbered questions with the
 * situation in words (level, seats, stacks, cards, the action, the board) and a separate answer
 * key with the engine's answers and the rule cited. The same arguments give the same bytes.
 * And `felt-cli drill --report TRAINEE`: the trainee's report (drill_record.h) as the game
 * exports it. */
#define _POSIX_C_SOURCE 200809L
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cjson/cJSON.h>

#include "cli.h"
#include "drill/drill.h"
#include "drill/drill_record.h"
#include "engine/keep.h"
#include "engine/scenario.h"

int cli_drill_exam(uint64_t n, uint64_t seed, uint64_t difficulty, const char *topics, const char *out,
                   const drill_rulebook_t *rb);
int cli_drill_report(const char *trainee, const char *data_dir, const char *out, const drill_rulebook_t *rb);

/* "6hTh" -> "6h Th" */
static void cards_words(drill_text_t *b, const char *c)
{
    for (size_t i = 0; c[i] && c[i + 1]; i += 2)
        drill_text_add(b, "%s%c%c", i ? " " : "", c[i], c[i + 1]);
}

static int int_of(const cJSON *o, const char *key, int dflt)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    return cJSON_IsNumber(v) ? v->valueint : dflt;
}

/* A scenario line in words (docs/scenario.md: amounts are street totals): "2 raise 800" ->
 * "seat 2 raises to 800"; a line of another shape as it is written. */
static void action_words(drill_text_t *b, const char *line)
{
    int seat = 0, n = 0;
    char verb[16] = "", extra[16] = "";
    long long amt = 0;
    if (sscanf(line, "time %lld%n", &amt, &n) == 1 && !line[n]) {
        drill_text_add(b, "%lld seconds pass", amt);
        return;
    }
    int got = sscanf(line, "%d %15s %lld %15s", &seat, verb, &amt, extra);
    static const struct {
        const char *verb, *words;
        int with_amount;
    } w[] = {{"fold", "folds", 0},  {"check", "checks", 0},        {"call", "calls", 0},
             {"allin", "goes all-in", 0}, {"bet", "bets", 1},        {"raise", "raises to", 1},
             {"puts", "pushes out chips to a street total of", 1}};
    for (size_t k = 0; got >= 2 && k < sizeof w / sizeof w[0]; k++)
        if (!strcmp(verb, w[k].verb) && (w[k].with_amount ? got >= 3 : got == 2)) {
            drill_text_add(b, "seat %d %s", seat, w[k].words);
            if (w[k].with_amount)
                drill_text_add(b, " %lld", amt);
            if (!strcmp(verb, "puts"))
                drill_text_add(b, got == 4 && !strcmp(extra, "raise") ? " saying \"raise\"" : " without a word");
            return;
        }
    drill_text_esc(b, line);
}

/* Where the button and blinds are on the drill's hand, as the engine deals it (its scenario
 * replayed): 1 and the seats (0-based, sb -1 for none), or 0 when the question has no hand in
 * play, its hand's positions are the answer (button, heads-up) or do not matter (chip race). */
static int hand_positions(const drill_t *d, int *btn, int *sb, int *bb)
{
    if (!d->scenario[0] || d->answer.kind == DRILL_ANS_POSITIONS || d->topic == DRILL_FLOOR ||
        d->answer.kind == DRILL_ANS_CHIPS) /* the chip race starts at seat 1 wherever the button is (R34) */
        return 0;
    scenario_t *s = malloc(sizeof *s);
    char err[256];
    int found = 0;
    engine_t *e = NULL;
    if (!s || scenario_load("exam", NULL, d->scenario, strlen(d->scenario), s, err, sizeof err) < 0 ||
        !(e = engine_create(scenario_config(s), err, sizeof err)))
        goto end;
    if (s->n_cmds == 0 || s->cmds[0].type != CMD_START)
        engine_submit(e, (cmd_t){CMD_START, -1, 0});
    ev_t ev;
    for (int i = -1; i < s->n_cmds && !found; i++) {
        cmd_t ran;
        if (i >= 0 && scenario_apply(s, i, e, &ran) != REJ_OK)
            break;
        while (engine_poll(e, &ev))
            if (ev.type == EV_HAND_START && !found) {
                *btn = ev.u.hs.button;
                *sb = ev.u.hs.sb_pos;
                *bb = ev.u.hs.bb;
                found = 1;
            }
    }
end:
    if (e)
        engine_destroy(e);
    free(s);
    return found;
}

/* "This hand: button seat 3, small blind seat 4, big blind seat 5." where positions matter */
static void positions_line(drill_text_t *b, const drill_t *d)
{
    int btn, sb, bb;
    if (!hand_positions(d, &btn, &sb, &bb))
        return;
    drill_text_add(b, "This hand: button seat %d, ", btn + 1);
    if (sb >= 0)
        drill_text_add(b, "small blind seat %d, ", sb + 1);
    else
        drill_text_add(b, "no small blind, ");
    drill_text_add(b, "big blind seat %d.", bb + 1);
}

/* The drill's table in words, from its scenario (docs/scenario.md). */
static void situation(drill_text_t *b, const drill_t *d)
{
    cJSON *sc = d->scenario[0] ? cJSON_Parse(d->scenario) : NULL;
    if (!sc)
        return;
    const cJSON *lv = cJSON_GetObjectItemCaseSensitive(sc, "level");
    drill_text_add(b, "<p class=\"sit\">");
    if (cJSON_IsObject(lv)) {
        drill_text_add(b, "Blinds %d/%d", int_of(lv, "small_blind", 0), int_of(lv, "big_blind", 0));
        int ante = int_of(lv, "ante", 0);
        if (ante)
            drill_text_add(b, ", ante %d", ante);
        int chip = int_of(lv, "smallest_chip", 0);
        if (chip)
            drill_text_add(b, ", smallest chip %d", chip);
        drill_text_add(b, ". ");
    }
    const cJSON *pv = cJSON_GetObjectItemCaseSensitive(sc, "previous_hand");
    if (cJSON_IsObject(pv))
        drill_text_add(b, "Last hand: button seat %d, small blind seat %d, big blind seat %d.",
                       int_of(pv, "button", 0), int_of(pv, "small_blind", 0), int_of(pv, "big_blind", 0));
    drill_text_add(b, " ");
    positions_line(b, d);
    drill_text_add(b, "</p>\n<ul class=\"seats\">\n");
    const cJSON *seat;
    cJSON_ArrayForEach(seat, cJSON_GetObjectItemCaseSensitive(sc, "seats"))
    {
        drill_text_add(b, "<li>Seat %d: ", int_of(seat, "seat", 0));
        const cJSON *bust = cJSON_GetObjectItemCaseSensitive(seat, "busted");
        const cJSON *away = cJSON_GetObjectItemCaseSensitive(seat, "away");
        if (cJSON_IsTrue(bust)) {
            drill_text_add(b, "empty (busted)</li>\n");
            continue;
        }
        drill_text_add(b, "%d chips", int_of(seat, "stack", 0));
        const cJSON *c = cJSON_GetObjectItemCaseSensitive(seat, "cards");
        if (cJSON_IsString(c)) {
            drill_text_add(b, ", holds ");
            drill_text_t t = {0};
            cards_words(&t, c->valuestring);
            drill_text_esc(b, t.s);
            free(t.s);
        }
        if (cJSON_IsTrue(away))
            drill_text_add(b, ", away from the table");
        drill_text_add(b, "</li>\n");
    }
    drill_text_add(b, "</ul>\n");
    const cJSON *cmds = cJSON_GetObjectItemCaseSensitive(sc, "commands");
    if (cJSON_GetArraySize(cmds) > 0) {
        drill_text_add(b, "<p class=\"sit\">The blinds are posted and the cards dealt; then, in order: ");
        int i = 0;
        const cJSON *c;
        cJSON_ArrayForEach(c, cmds)
        {
            if (!cJSON_IsString(c))
                continue;
            drill_text_add(b, "%s", i++ ? "; " : "");
            action_words(b, c->valuestring);
        }
        drill_text_add(b, ".</p>\n");
    }
    const cJSON *board = cJSON_GetObjectItemCaseSensitive(sc, "board");
    if (cJSON_IsString(board) && board->valuestring[0]) {
        drill_text_add(b, "<p class=\"sit\">Board (as dealt): ");
        drill_text_t t = {0};
        cards_words(&t, board->valuestring);
        drill_text_esc(b, t.s);
        free(t.s);
        drill_text_add(b, ".</p>\n");
    }
    cJSON_Delete(sc);
}

static const char exam_css[] =
    "body{font:14px/1.45 system-ui,sans-serif;color:#111;margin:2em auto;max-width:50em;padding:0 1em}"
    "h1{font-size:1.5em}h2{font-size:1.2em;border-bottom:1px solid #999}ol>li{margin:0 0 1.4em}"
    "p{margin:.3em 0}ul.seats{margin:.2em 0;columns:2}p.q{font-weight:bold}"
    ".lines{border-bottom:1px solid #999;height:1.8em}.lines+.lines{margin-top:0}"
    ".key{page-break-before:always;break-before:page}"
    "@media print{body{margin:0;max-width:none;font-size:11pt}ol>li{page-break-inside:avoid;break-inside:avoid}}";

static int write_out(const char *out, const char *text)
{
    if (!out) {
        fputs(text, stdout);
        return fflush(stdout) == 0 ? 0 : 1;
    }
    char err[1200];
    if (keep_write(out, text, strlen(text), 0, err, sizeof err) != 0) {
        fprintf(stderr, "felt-cli drill: %s\n", err);
        return 1;
    }
    fprintf(stderr, "felt-cli drill: wrote %s\n", out);
    return 0;
}

int cli_drill_exam(uint64_t n, uint64_t seed, uint64_t difficulty, const char *topics, const char *out,
                   const drill_rulebook_t *rb)
{
    uint32_t on = 0;
    if (topics) {
        char *copy = strdup(topics);
        for (char *tok = strtok(copy, ","); tok; tok = strtok(NULL, ",")) {
            drill_topic_t t;
            if (drill_topic_parse(tok, &t) < 0 || t == DRILL_FLOOR) {
                fprintf(stderr,
                        "felt-cli drill: --topics expects topics from button, heads-up, first-to-act, min-raise, "
                        "reopen, side-pots, showdown, eliminations, chip-race, separated by commas, got '%s'\n",
                        tok);
                free(copy);
                return 2;
            }
            on |= (uint32_t)1 << t;
        }
        free(copy);
        if (!on) {
            fprintf(stderr, "felt-cli drill: --topics names no topic\n");
            return 2;
        }
    } else {
        for (int t = 0; t < DRILL_TOPIC_COUNT; t++)
            if (t != DRILL_FLOOR)
                on |= (uint32_t)1 << t;
    }
    drill_plan_t plan;
    drill_plan_init(&plan, seed, on, NULL, 0);
    drill_t *d = calloc((size_t)n, sizeof *d);
    if (!d) {
        fprintf(stderr, "felt-cli drill: out of memory\n");
        return 1;
    }
    for (uint64_t i = 0; i < n; i++) {
        int item;
        uint64_t s;
        int t = drill_plan_next(&plan, &item, &s);
        char err[512];
        if (t < 0 || drill_generate((drill_topic_t)t, s, (int)difficulty, &d[i], err, sizeof err) < 0) {
            fprintf(stderr, "felt-cli drill: %s\n", t < 0 ? "no topic to draw from" : err);
            free(d);
            return 1;
        }
    }
    drill_text_t b = {0};
    drill_text_add(&b, "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\">\n<title>Written test: %" PRIu64
                       " dealer drills (seed %" PRIu64 ")</title>\n<style>%s</style>\n</head><body>\n",
                   n, seed, exam_css);
    drill_text_add(&b, "<h1>Written test: %" PRIu64 " dealer drills</h1>\n<p>Name: ______________________ "
                       "Date: ____________</p>\n<p>Seats are numbered 1 to 10 clockwise. Chip amounts are in "
                       "chips, prizes in dollars. Test %" PRIu64 ", difficulty %" PRIu64 ".</p>\n<ol>\n",
                   n, seed, difficulty);
    for (uint64_t i = 0; i < n; i++) {
        drill_text_add(&b, "<li data-topic=\"%s\" data-seed=\"%" PRIu64 "\" data-difficulty=\"%d\"><p><i>",
                       drill_topic_name(d[i].topic), d[i].seed, d[i].difficulty);
        drill_text_esc(&b, drill_topic_title(d[i].topic));
        drill_text_add(&b, "</i></p>\n");
        situation(&b, &d[i]);
        drill_text_add(&b, "<p class=\"q\">");
        drill_text_esc(&b, d[i].question);
        drill_text_add(&b, "</p>\n");
        for (int c = 0; c < d[i].n_choices; c++) {
            drill_text_add(&b, "<p>%d. ", c + 1);
            drill_text_esc(&b, d[i].choice[c]);
            drill_text_add(&b, "</p>\n");
        }
        drill_text_add(&b, "<div class=\"lines\"></div><div class=\"lines\"></div></li>\n");
    }
    drill_text_add(&b, "</ol>\n<div class=\"key\">\n<h2>Answer key</h2>\n<ol>\n");
    for (uint64_t i = 0; i < n; i++) {
        char ans[2048];
        drill_answer_describe(&d[i].answer, &d[i], ans, sizeof ans);
        drill_text_add(&b, "<li><span class=\"ans\">");
        drill_text_esc(&b, ans);
        drill_text_add(&b, "</span><br>Rule ");
        drill_text_esc(&b, d[i].rule);
        const char *title = drill_rule_title(rb, d[i].rule);
        if (title) {
            drill_text_add(&b, " ");
            drill_text_esc(&b, title);
        }
        drill_text_add(&b, ": ");
        drill_text_esc(&b, d[i].why);
        drill_text_add(&b, " ");
        positions_line(&b, &d[i]);
        drill_text_add(&b, "</li>\n");
    }
    drill_text_add(&b, "</ol>\n</div>\n</body></html>\n");
    free(d);
    if (b.oom) {
        free(b.s);
        fprintf(stderr, "felt-cli drill: out of memory\n");
        return 1;
    }
    int rc = write_out(out, b.s);
    free(b.s);
    return rc;
}

int cli_drill_report(const char *trainee, const char *data_dir, const char *out, const drill_rulebook_t *rb)
{
    char dir[1024];
    if (data_dir)
        snprintf(dir, sizeof dir, "%s", data_dir);
    else if (getenv("XDG_DATA_HOME") && getenv("XDG_DATA_HOME")[0] == '/')
        snprintf(dir, sizeof dir, "%s/felt", getenv("XDG_DATA_HOME"));
    else if (getenv("HOME") && getenv("HOME")[0])
        snprintf(dir, sizeof dir, "%s/.local/share/felt", getenv("HOME"));
    else {
        fprintf(stderr, "felt-cli drill: no HOME or XDG_DATA_HOME to find trainees.json in (give --data DIR)\n");
        return 2;
    }
    char path[1100], err[1200];
    snprintf(path, sizeof path, "%s/trainees.json", dir);
    drill_roster_t *r = malloc(sizeof *r);
    if (!r)
        return 1;
    drill_journal_load_t jl;
    int rc = drill_roster_open(path, r, &jl, err, sizeof err);
    if (rc == 0 && (jl.bad || jl.torn)) /* the answers before it are in the report: say what was left out */
        fprintf(stderr, "felt-cli drill: %s (the game moves a bad journal aside when it next opens the practice menu)\n",
                jl.msg);
    if (rc != 0) {
        if (rc > 0)
            fprintf(stderr, "felt-cli drill: %s does not exist: no trainees yet\n", path);
        else
            fprintf(stderr, "felt-cli drill: %s\n", err);
        free(r);
        return 1;
    }
    int i = drill_roster_find(r, trainee);
    if (i < 0) {
        fprintf(stderr, "felt-cli drill: no trainee named '%s' in %s (there are:", trainee, path);
        for (int k = 0; k < r->n; k++)
            fprintf(stderr, "%s '%s'", k ? "," : "", r->trainee[k].name);
        fprintf(stderr, ")\n");
        drill_roster_free(r);
        free(r);
        return 1;
    }
    char made[32];
    time_t now = time(NULL);
    struct tm tm;
    gmtime_r(&now, &tm);
    strftime(made, sizeof made, "%Y-%m-%d", &tm);
    char *html = drill_report_html(&r->trainee[i], rb, made);
    int status = 1;
    if (html) {
        char def[1400];
        if (!out) {
            char fn[128];
            drill_report_file_name(r->trainee[i].name, fn, sizeof fn);
            snprintf(def, sizeof def, "%s/reports", dir);
            if (cli_make_dir("drill", def) < 0) {
                free(html);
                drill_roster_free(r);
                free(r);
                return 1;
            }
            snprintf(def, sizeof def, "%s/reports/%s", dir, fn);
            out = def;
        }
        status = strcmp(out, "-") ? write_out(out, html) : write_out(NULL, html);
        free(html);
    } else
        fprintf(stderr, "felt-cli drill: out of memory\n");
    drill_roster_free(r);
    free(r);
    return status;
}
