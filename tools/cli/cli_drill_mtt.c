/* cli_drill_mtt.c — the director's topics of `felt-cli drill` (balancing, breaking,
 * hand-for-hand, final-table: src/drill/drill_mtt.h): print them as text or JSON lines and grade
 * one --check line. The rest of the command is cli_drill.c. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#include <cjson/cJSON.h>

#include "cli_drill_mtt.h"

static void print_json(const drill_mtt_t *d, const drill_rulebook_t *rb)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "topic", drill_mtt_topic_name(d->topic));
    cJSON_AddNumberToObject(o, "seed", (double)d->seed);
    cJSON_AddNumberToObject(o, "difficulty", d->difficulty);
    cJSON *sc = cJSON_Parse(d->moment);
    cJSON_AddItemToObject(o, "moment", sc ? sc : cJSON_CreateNull());
    cJSON_AddStringToObject(o, "question", d->question);
    cJSON_AddStringToObject(o, "given", d->given);
    char ans[4096];
    drill_mtt_answer_format_json(d, &d->answer, ans, sizeof ans);
    cli_drill_print_json(o, ans, rb, d->rule, d->why);
}

static void print_text(const drill_mtt_t *d, const drill_rulebook_t *rb)
{
    char ans[2048], js[4096];
    drill_mtt_answer_describe(d, &d->answer, ans, sizeof ans);
    drill_mtt_answer_format_json(d, &d->answer, js, sizeof js);
    printf("== %s, seed %" PRIu64 ", difficulty %d\n", drill_mtt_topic_title(d->topic), d->seed, d->difficulty);
    printf("%s", d->moment);
    printf("Q: %s\n", d->question);
    printf("Given: %s\n", d->given);
    const char *title = drill_rule_title(rb, d->rule);
    printf("A: %s\n   as JSON: %s\n", ans, js);
    printf("Rule %s%s%s\nWhy: %s\n\n", d->rule, title ? " " : "", title ? title : "", d->why);
}

int cli_drill_mtt_print(drill_mtt_topic_t topic, uint64_t seed, uint64_t count, int diff, int json,
                        const drill_rulebook_t *rb)
{
    drill_mtt_t *d = malloc(sizeof *d);
    int status = d ? 0 : 1;
    for (uint64_t i = 0; d && i < count; i++) {
        char err[512];
        if (drill_mtt_generate(topic, seed + i, diff, d, err, sizeof err) < 0) {
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
    return status;
}

int cli_drill_mtt_check(const char *path, int line_no, drill_mtt_topic_t topic, uint64_t seed, int diff,
                        const char *answer, int *right)
{
    drill_mtt_t *d = malloc(sizeof *d);
    char err[1024];
    if (!d) {
        printf("%s:%d: cannot make the drill: out of memory\n", path, line_no);
        return 1;
    }
    if (drill_mtt_generate(topic, seed, diff, d, err, sizeof err) < 0) {
        printf("%s:%d: cannot make the drill: %s\n", path, line_no, err);
        free(d);
        return 1;
    }
    drill_mtt_answer_t given;
    if (drill_mtt_answer_parse_json(d, answer, &given, err, sizeof err) < 0) {
        printf("%s:%d: wrong: %s\n", path, line_no, err);
    } else {
        char fb[6144];
        int ok = drill_mtt_grade(d, &given, fb, sizeof fb);
        *right += ok;
        printf("%s:%d: %s %s %" PRIu64 ": %s\n", path, line_no, ok ? "right" : "wrong", drill_mtt_topic_name(topic), seed,
               fb);
    }
    free(d);
    return 0;
}
