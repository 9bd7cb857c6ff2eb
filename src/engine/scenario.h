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

/* What a scripted line does besides an ordinary command. */
typedef enum scenario_step {
    SCN_COMMAND,     /* cmds[i] as it is */
    SCN_PUTS,        /* "3 puts 600": seat pushes chips to a street total without a word; the
                        50% rule (R21, engine_interpret_chips) decides what it means */
    SCN_PUTS_RAISE,  /* "3 puts 600 raise": the same, having said "raise" */
    SCN_TIME         /* "time 90": 90 seconds pass on the level clock: cmds[i].amount */
} scenario_step_t;

typedef struct scenario {
    char name[96];
    char description[SCENARIO_TEXT_LEN];
    structure_t structure;     /* cfg.structure points here after scenario_config() */
    engine_config_t cfg;
    int n_cmds;
    cmd_t cmds[SCENARIO_MAX_COMMANDS];
    int cmd_line[SCENARIO_MAX_COMMANDS]; /* line of each command in the file */
    scenario_step_t step[SCENARIO_MAX_COMMANDS];
    /* "level_clock": seconds left in the level in force when the first hand starts (0 = no
     * clock); "time S" lines run it down and, when a level's time is up (exactly at zero
     * too), advance_level is played before the next line, as the session's clock does. */
    int64_t clock_seconds_left;
    int clock_level;           /* run state: level index the clock is timing */
    int64_t clock_start_left;  /* as loaded: scenario_apply of line 0 starts the clock over */
    int clock_start_level;
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

/* Play line i of s on e: an ordinary command, chips pushed without a word (resolved for the
 * seat's view by the 50% rule) or time passing (with any advance_level it brings). *ran gets
 * the last command submitted (CMD_NONE if none). Returns the engine's answer to it; a pushed
 * stack by a seat not to act is REJ_NOT_YOUR_TURN. */
engine_reject_t scenario_apply(scenario_t *s, int i, engine_t *e, cmd_t *ran);

#endif
