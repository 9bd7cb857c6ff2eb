/* cli_drill.c — `felt-cli drill`: print seeded dealer drills (topics 1-9 of docs/drills.md)
 * with the engine's answers, one JSON line each or as text, and grade a file of answers
 * (--check). Reads the rule book for the rule text; writes only to standard output. */
#define _GNU_SOURCE /* readlink */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cjson/cJSON.h>

#include "cli.h"
#include "cli_drill_mtt.h"
#include "drill/drill.h"
#include "engine/text.h"

int cli_drill(int argc, char **argv); /* also listed in cli.h */
/* cli_exam.c */
int cli_drill_exam(uint64_t n, uint64_t seed, uint64_t difficulty, const char *topics, const char *out,
                   const drill_rulebook_t *rb);
int cli_drill_report(const char *trainee, const char *data_dir, const char *out, const drill_rulebook_t *rb);

static void drill_help(FILE *f)
{
    fprintf(f,
            "usage: felt-cli drill --topic TOPIC [--seed S] [--count N] [--difficulty D] [--json]\n"
            "       felt-cli drill --check FILE\n"
            "       felt-cli drill --exam N [--seed S] [--topics T,T...] [--difficulty D] [--out FILE]\n"
            "       felt-cli drill --report TRAINEE [--data DIR] [--out FILE]\n"
            "\n"
            "Prints dealer drills generated from the engine, with the engine's answer, the rule\n"
            "and the reason. TOPIC is one of button, heads-up, first-to-act, min-raise, reopen,\n"
            "side-pots, showdown, eliminations, chip-race, count-pot, follow-action, push-pot,\n"
            "deal-order, or a tournament director's topic\n"
            "answered by the multi-table tournament: balancing, breaking, hand-for-hand,\n"
            "final-table (their JSON has the tables as a \"moment\" and a \"given\" text instead\n"
            "of \"scenario\" and \"choices\"). Drill i uses seed S+i.\n"
            "  --seed S        first seed (default 1)\n"
            "  --count N       how many drills, 1 to 100000 (default 1)\n"
            "  --difficulty D  1 to 5 (default 1): more seats, busts and all-ins\n"
            "  --json          one JSON object per line: topic, seed, difficulty, scenario,\n"
            "                  question, choices, answer, rule, rule_text, why\n"
            "  --rules FILE    the rule book (default docs/rules.md, here or beside the program)\n"
            "  --check FILE    grade a file of answers, one JSON object per line:\n"
            "                  {\"topic\", \"seed\", \"difficulty\", \"answer\": {...}}; prints each\n"
            "                  line right or wrong with the reason, then the score\n"
            "  --exam N        a written test of N drills (1 to 1000) as printable HTML: the\n"
            "                  practice session's fair-share mix of the --topics (default all but\n"
            "                  floor), the situation in words, a separate answer key citing the\n"
            "                  rule; the same arguments give the same bytes (default difficulty 2)\n"
            "  --report NAME   the trainee's practice report as HTML, from trainees.json and\n"
            "                  the answers in trainees.journal beside it, in --data DIR\n"
            "                  (default $XDG_DATA_HOME/felt); written to\n"
            "                  DIR/reports/report-NAME.html unless --out FILE ('-': standard output)\n"
            "  --out FILE      where --exam writes (default standard output) or --report writes\n"
            "The answer formats are in docs/drills.md.\n"
            "Exit status: 0 success, 1 a drill could not be made or a line could not be read,\n"
            "2 bad usage.\n");
}

static drill_rulebook_t *find_rules(const char *given)
{
    char err[512];
    if (given) {
        drill_rulebook_t *rb = drill_rulebook_load(given, err, sizeof err);
        if (!rb)
            fprintf(stderr, "felt-cli drill: %s\n", err);
        return rb;
    }
    if (access("docs/rules.md", R_OK) == 0)
        return drill_rulebook_load("docs/rules.md", err, sizeof err);
    char exe[1024];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0)
        return NULL;
    exe[n] = '\0';
    char *slash = strrchr(exe, '/');
    if (!slash)
        return NULL;
    *slash = '\0';
    static const char *const rel[] = {"/../docs/rules.md", "/../share/felt/docs/rules.md"};
    for (size_t i = 0; i < sizeof rel / sizeof rel[0]; i++) {
        char p[1200];
        snprintf(p, sizeof p, "%s%s", exe, rel[i]);
        if (access(p, R_OK) == 0)
            return drill_rulebook_load(p, err, sizeof err);
    }
    return NULL;
}

void cli_drill_print_json(cJSON *o, const char *answer, const drill_rulebook_t *rb, const char *rule, const char *why)
{
    cJSON *a = cJSON_Parse(answer);
    cJSON_AddItemToObject(o, "answer", a ? a : cJSON_CreateNull());
    cJSON_AddStringToObject(o, "rule", rule);
    const char *rt = drill_rule_text(rb, rule);
    if (rt) {
        char full[4096];
        snprintf(full, sizeof full, "%s %s", drill_rule_title(rb, rule), rt);
        cJSON_AddStringToObject(o, "rule_text", full);
    } else {
        cJSON_AddNullToObject(o, "rule_text");
    }
    cJSON_AddStringToObject(o, "why", why);
    char *t = cJSON_PrintUnformatted(o);
    if (t)
        printf("%s\n", t);
    free(t);
    cJSON_Delete(o);
}

static void print_json(const drill_t *d, const drill_rulebook_t *rb)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "topic", drill_topic_name(d->topic));
    cJSON_AddNumberToObject(o, "seed", (double)d->seed);
    cJSON_AddNumberToObject(o, "difficulty", d->difficulty);
    cJSON *sc = cJSON_Parse(d->scenario);
    if (sc)
        cJSON_AddItemToObject(o, "scenario", sc);
    else
        cJSON_AddNullToObject(o, "scenario");
    cJSON_AddStringToObject(o, "question", d->question);
    cJSON *ch = cJSON_AddArrayToObject(o, "choices");
    for (int i = 0; i < d->n_choices; i++)
        cJSON_AddItemToArray(ch, cJSON_CreateString(d->choice[i]));
    char ans[4096];
    drill_answer_format_json(&d->answer, ans, sizeof ans);
    cli_drill_print_json(o, ans, rb, d->rule, d->why);
}

static void print_text(const drill_t *d, const drill_rulebook_t *rb)
{
    char ans[2048], js[4096];
    drill_answer_describe(&d->answer, d, ans, sizeof ans);
    drill_answer_format_json(&d->answer, js, sizeof js);
    printf("== %s, seed %" PRIu64 ", difficulty %d\n", drill_topic_title(d->topic), d->seed, d->difficulty);
    printf("%s", d->scenario);
    printf("Q: %s\n", d->question);
    for (int i = 0; i < d->n_choices; i++)
        printf("   %d. %s\n", i + 1, d->choice[i]);
    const char *title = drill_rule_title(rb, d->rule);
    printf("A: %s\n   as JSON: %s\n", ans, js);
    printf("Rule %s%s%s\nWhy: %s\n\n", d->rule, title ? " " : "", title ? title : "", d->why);
}

static int check_file(const char *path)
{
    size_t len = 0;
    char err[1024];
    char *text = text_read_file(path, 16u << 20, "16 MiB", &len, err, sizeof err);
    if (!text) {
        fprintf(stderr, "felt-cli drill: %s\n", err);
        return 1;
    }
    int right = 0, total = 0, bad = 0, line_no = 0;
    drill_t *d = malloc(sizeof *d);
    for (char *line = text, *next; line && line < text + len; line = next) {
        next = strchr(line, '\n');
        if (next)
            *next++ = '\0';
        line_no++;
        while (*line == ' ' || *line == '\t' || *line == '\r')
            line++;
        if (!*line)
            continue;
        total++;
        cJSON *o = cJSON_Parse(line);
        const cJSON *t = cJSON_GetObjectItemCaseSensitive(o, "topic");
        const cJSON *s = cJSON_GetObjectItemCaseSensitive(o, "seed");
        const cJSON *df = cJSON_GetObjectItemCaseSensitive(o, "difficulty");
        const cJSON *a = cJSON_GetObjectItemCaseSensitive(o, "answer");
        drill_topic_t topic;
        drill_mtt_topic_t mtt_topic;
        const char *why = NULL;
        char msg[400];
        int mtt = cJSON_IsString(t) && drill_mtt_topic_parse(t->valuestring, &mtt_topic) == 0;
        if (!cJSON_IsObject(o))
            why = "expected a JSON object {\"topic\", \"seed\", \"difficulty\", \"answer\"}";
        else if (!mtt && (!cJSON_IsString(t) || drill_topic_parse(t->valuestring, &topic) < 0 || topic == DRILL_FLOOR)) {
            snprintf(msg, sizeof msg, "topic: expected one of button, heads-up, first-to-act, min-raise, reopen, side-pots, showdown, eliminations, chip-race, count-pot, follow-action, push-pot, deal-order, balancing, breaking, hand-for-hand, final-table, got %s",
                     cJSON_IsString(t) ? t->valuestring : "something else");
            why = msg;
        } else if (!cJSON_IsNumber(s) || s->valuedouble < 0 || s->valuedouble > 9007199254740991.0 ||
                   s->valuedouble != (double)(uint64_t)s->valuedouble)
            why = "seed: expected a whole number >= 0";
        else if (df && (!cJSON_IsNumber(df) || !(df->valuedouble >= 1 && df->valuedouble <= 5) ||
                        df->valuedouble != df->valueint))
            why = "difficulty: expected 1 to 5";
        else if (!cJSON_IsObject(a))
            why = "answer: expected an object (docs/drills.md)";
        if (why) {
            printf("%s:%d: cannot read: %s\n", path, line_no, why);
            bad = 1;
            cJSON_Delete(o);
            continue;
        }
        uint64_t seed = (uint64_t)s->valuedouble;
        int diff = df ? df->valueint : 1;
        if (mtt) {
            char *atext = cJSON_PrintUnformatted(a);
            bad |= cli_drill_mtt_check(path, line_no, mtt_topic, seed, diff, atext ? atext : "", &right);
            free(atext);
            cJSON_Delete(o);
            continue;
        }
        if (drill_generate(topic, seed, diff, d, err, sizeof err) < 0) {
            printf("%s:%d: cannot make the drill: %s\n", path, line_no, err);
            bad = 1;
            cJSON_Delete(o);
            continue;
        }
        char *atext = cJSON_PrintUnformatted(a);
        drill_answer_t given;
        if (drill_answer_parse_json(d->answer.kind, atext ? atext : "", &given, err, sizeof err) < 0) {
            printf("%s:%d: wrong: %s\n", path, line_no, err);
        } else {
            char fb[2048];
            int ok = drill_grade(d, &given, fb, sizeof fb);
            right += ok;
            printf("%s:%d: %s %s %" PRIu64 ": %s\n", path, line_no, ok ? "right" : "wrong", drill_topic_name(topic), seed,
                   fb);
        }
        free(atext);
        cJSON_Delete(o);
    }
    printf("%d/%d right (%d%%)\n", right, total, total ? (int)((right * 100 + total / 2) / total) : 0);
    free(d);
    free(text);
    return bad;
}

int cli_drill(int argc, char **argv)
{
    const char *topic_name = NULL, *check = NULL, *rules = NULL, *topics = NULL, *out = NULL, *report = NULL,
               *data = NULL;
    uint64_t seed = 1, count = 1, diff = 0, exam = 0;
    int json = 0;
    const cli_opt_t opts[] = {
        {"topic", 't', CLI_STR, &topic_name, 0, 0},     {"seed", 's', CLI_U64, &seed, 0, 9007199254740991ULL},
        {"count", 'n', CLI_U64, &count, 1, 100000},     {"difficulty", 'd', CLI_U64, &diff, 1, 5},
        {"json", 0, CLI_FLAG, &json, 0, 0},             {"check", 0, CLI_STR, &check, 0, 0},
        {"rules", 0, CLI_STR, &rules, 0, 0},            {"exam", 0, CLI_U64, &exam, 1, 1000},
        {"topics", 0, CLI_STR, &topics, 0, 0},          {"out", 'o', CLI_STR, &out, 0, 0},
        {"report", 0, CLI_STR, &report, 0, 0},          {"data", 0, CLI_STR, &data, 0, 0},
    };
    int n_args = 0;
    int pr = cli_getopt("drill", argc, argv, opts, (int)(sizeof opts / sizeof opts[0]), drill_help, &n_args);
    if (pr)
        return pr == 1 ? 0 : pr;
    if (n_args > 0) {
        fprintf(stderr, "felt-cli drill: unexpected argument '%s' (try 'felt-cli drill --help')\n", argv[0]);
        return 2;
    }
    if ((exam || report) && (topic_name || check || (exam && report))) {
        fprintf(stderr, "felt-cli drill: --exam and --report stand alone (not with --topic, --check or each other)\n");
        return 2;
    }
    if ((topics || out) && !exam && !report) {
        fprintf(stderr, "felt-cli drill: --topics and --out go with --exam or --report\n");
        return 2;
    }
    if (exam || report) {
        drill_rulebook_t *rb = find_rules(rules);
        if (rules && !rb)
            return 2;
        int rc = exam ? cli_drill_exam(exam, seed, diff ? diff : 2, topics, out, rb)
                      : cli_drill_report(report, data, out, rb);
        drill_rulebook_free(rb);
        return rc;
    }
    if (diff == 0)
        diff = 1;
    if (check) {
        if (topic_name) {
            fprintf(stderr, "felt-cli drill: --check takes the topics from the file, not --topic\n");
            return 2;
        }
        return check_file(check);
    }
    if (!topic_name) {
        fprintf(stderr, "felt-cli drill: --topic is required (one of button, heads-up, first-to-act, min-raise, reopen, "
                        "side-pots, showdown, eliminations, chip-race, count-pot, follow-action, push-pot, deal-order, "
                        "balancing, breaking, hand-for-hand, final-table)\n");
        return 2;
    }
    drill_topic_t topic;
    drill_mtt_topic_t mtt_topic;
    if (drill_mtt_topic_parse(topic_name, &mtt_topic) == 0) {
        drill_rulebook_t *rb = find_rules(rules);
        if (rules && !rb)
            return 2;
        int st = cli_drill_mtt_print(mtt_topic, seed, count, (int)diff, json, rb);
        drill_rulebook_free(rb);
        return st;
    }
    if (drill_topic_parse(topic_name, &topic) < 0 || topic == DRILL_FLOOR) {
        fprintf(stderr,
                "felt-cli drill: --topic expects one of button, heads-up, first-to-act, min-raise, reopen, side-pots, "
                "showdown, eliminations, chip-race, balancing, breaking, hand-for-hand, final-table, got '%s'%s\n",
                topic_name, topic_name && !strcmp(topic_name, "floor") ? " (floor cards are authored: levels/drills/)" : "");
        return 2;
    }
    drill_rulebook_t *rb = find_rules(rules);
    if (rules && !rb)
        return 2;
    drill_t *d = malloc(sizeof *d);
    int status = 0;
    for (uint64_t i = 0; d && i < count; i++) {
        char err[512];
        if (drill_generate(topic, seed + i, (int)diff, d, err, sizeof err) < 0) {
            fprintf(stderr, "felt-cli drill: %s\n", err);
            status = 1;
            continue;
        }
        if (json)
            print_json(d, rb);
        else
            print_text(d, rb);
    }
    free(d);
    drill_rulebook_free(rb);
    return status;
}
