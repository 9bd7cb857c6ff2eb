/* scenario.h — scripted hands: a JSON file that sets up a table (seats, stacks, who is busted
 * or away, where the button and blinds were or are, the level, fixed hole cards and board)
 * and lists commands to run. Used by `felt-cli scenario`, the rulings tests and the practice
 * drills. The format is documented in docs/scenario.md. Validated field by field; messages
 * name the file, line, JSON path and bad value. */
#ifndef FELT_SCENARIO_H
#define FELT_SCENARIO_H

#include <stddef.h>

#include "engine/engine.h"
#include "engine/structure.h"

enum { SCENARIO_MAX_COMMANDS = 512, SCENARIO_TEXT_LEN = 256 };

typedef struct scenario {
    char name[96];
    char description[SCENARIO_TEXT_LEN];
    structure_t structure;     /* cfg.structure points here after scenario_config() */
    engine_config_t cfg;
    int n_cmds;
    cmd_t cmds[SCENARIO_MAX_COMMANDS];
    int cmd_line[SCENARIO_MAX_COMMANDS]; /* line of each command in the file */
} scenario_t;

/* Parse text (len bytes; name is used in messages). `dir` is the directory that a
 * "structure_file" path is relative to (NULL = current directory). Returns 0, or -1 with a
 * message in err and *out untouched. */
int scenario_load(const char *name, const char *dir, const char *text, size_t len, scenario_t *out,
                  char *err, size_t errlen);

/* Read and load a file; structure_file paths are relative to the file's directory. */
int scenario_load_file(const char *path, scenario_t *out, char *err, size_t errlen);

/* The engine configuration of a loaded scenario (cfg.structure set to &s->structure). The
 * scenario must outlive the engine's creation only (the engine copies the structure). */
const engine_config_t *scenario_config(scenario_t *s);

#endif
