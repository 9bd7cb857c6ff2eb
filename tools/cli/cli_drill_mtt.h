/* cli_drill_mtt.h — the director's topics of `felt-cli drill` (cli_drill_mtt.c). */
#ifndef FELT_CLI_DRILL_MTT_H
#define FELT_CLI_DRILL_MTT_H

#include <stdint.h>

#include <cjson/cJSON.h>

#include "drill/drill.h"
#include "drill/drill_mtt.h"

/* Print count drills from seed (text or --json lines). 0, or 1 if one could not be made. */
int cli_drill_mtt_print(drill_mtt_topic_t topic, uint64_t seed, uint64_t count, int diff, int json,
                        const drill_rulebook_t *rb);
/* Grade one --check line's answer (JSON object text); adds 1 to *right when right. Prints the
 * line's verdict. 0, or 1 when the drill could not be made. */
int cli_drill_mtt_check(const char *path, int line_no, drill_mtt_topic_t topic, uint64_t seed, int diff,
                        const char *answer, int *right);

/* Finish a drill's JSON line (cli_drill.c; both kinds of drill end so): add "answer" (the JSON
 * text), "rule", "rule_text" (the rule book's title and text, null when unknown) and "why", print
 * the object on one line and delete it. */
void cli_drill_print_json(cJSON *o, const char *answer, const drill_rulebook_t *rb, const char *rule, const char *why);

#endif
