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

/* ---- a multi-table moment (docs/scenario.md, "Multi-table moments") --------------------------
 * A file with "tables" instead of "seats" states one moment of a multi-table tournament between
 * hands: every table's seats, stacks and busted players, where its last hand's button and blinds
 * were, the level. The tournament layer (tourney_moment) answers what rules R36-R39 do next. */
enum { SCENARIO_MAX_TABLES = 100 };

typedef struct scenario_table {
    int number;                              /* 1-based table number */
    engine_seat_config_t seats[ENGINE_MAX_SEATS]; /* occupied seats: name (never ""), stack */
    int busted[ENGINE_MAX_SEATS];            /* a player just went out here: the seat is empty */
    int prev_button, prev_sb, prev_bb;       /* 1-based seats of the last hand, 0 = not dealt yet */
} scenario_table_t;

typedef struct scenario_moment {
    char name[96];
    char description[SCENARIO_TEXT_LEN];
    uint64_t seed;
    int table_size;                          /* 4..10 */
    structure_t structure;
    int level_index;                         /* 0-based index into structure.levels */
    int n_tables;                            /* tables in play, in the file's order */
    scenario_table_t tables[SCENARIO_MAX_TABLES];
} scenario_moment_t;

/* 1 if the text's top level has a "tables" key (a multi-table moment), else 0. */
int scenario_is_moment(const char *text, size_t len);
/* Parse a moment, refusing bad input (two players in one seat or one name twice, a seat, table
 * number or table size out of range, a button or blind on a seat with nobody, unknown keys) with
 * the file, line, JSON path and value. 0, or -1 with the message and *out untouched. */
int scenario_moment_load(const char *name, const char *dir, const char *text, size_t len, scenario_moment_t *out,
                         char *err, size_t errlen);
/* Read a file: either form. *is_moment says which was loaded (into s or m; the other untouched).
 * Either pointer may be NULL when the caller wants only the other form. */
int scenario_load_any(const char *path, scenario_t *s, scenario_moment_t *m, int *is_moment, char *err,
                      size_t errlen);

#endif
