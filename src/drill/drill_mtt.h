/* drill_mtt.h — drills for tournament directors (issue #25, "practice for directors"): seeded
 * multi-table situations whose answers come from the tournament layer itself (tourney_moment for
 * R36, R37 and R39, tourney_rank_busts for R32, R33 and R38), never from a second copy of its
 * rules here. Topics: "balancing", "breaking", "hand-for-hand", "final-table".
 *
 * They are a family of their own beside drill_topic_t: a question about several tables needs
 * players named across tables (a seat number alone is not enough) and a picture of several
 * tables, so their answers have their own shape. Tables and seats are 1-based in this API, as in
 * the moment files (docs/scenario.md). Never includes SDL, render or app code. */
#ifndef FELT_DRILL_MTT_H
#define FELT_DRILL_MTT_H

#include <stddef.h>
#include <stdint.h>

#include "engine/engine.h"

typedef enum drill_mtt_topic {
    DRILL_MTT_BALANCING,     /* "balancing": which player moves, and to which seat? (R37) */
    DRILL_MTT_BREAKING,      /* "breaking": after the draw, who is dealt in, who sits out? (R36) */
    DRILL_MTT_HAND_FOR_HAND, /* "hand-for-hand": do these eliminations tie; places and prizes (R38) */
    DRILL_MTT_FINAL_TABLE,   /* "final-table": does it form now; who gets the first button (R39) */
    DRILL_MTT_TOPIC_COUNT
} drill_mtt_topic_t;

const char *drill_mtt_topic_name(drill_mtt_topic_t t);  /* "balancing", ...; "?" out of range */
const char *drill_mtt_topic_title(drill_mtt_topic_t t); /* "Balancing tables", ... (English) */
int drill_mtt_topic_parse(const char *name, drill_mtt_topic_t *out); /* 0, or -1 (out untouched) */

enum { DRILL_MTT_MAX_PLAYERS = 40, DRILL_MTT_MAX_ROWS = ENGINE_MAX_SEATS };

/* One player the answer is about. */
typedef struct drill_mtt_row {
    int player;             /* index into drill_mtt_t.names */
    int table, seat;        /* breaking: the table and seat the draw gave (shown in the question);
                               hand-for-hand: seat = the seat the player went out from (shown) */
    int sits_out;           /* breaking: sits out the next hand (the answer) */
    int64_t start_stack;    /* hand-for-hand: chips at the start of the hand (shown) */
    int from_table;         /* hand-for-hand: the table the player went out at (shown) */
    int place, place_to;    /* hand-for-hand: the answer; place_to > place when tied */
    int64_t prize;          /* hand-for-hand: cents */
} drill_mtt_row_t;

/* An answer, the tournament's or a trainee's: only the topic's fields matter. */
typedef struct drill_mtt_answer {
    int player, table, seat;           /* balancing: who moves, to which table and seat */
    int yes;                           /* hand-for-hand: the eliminations tie; final-table: it forms now */
    int button;                        /* final-table: the final table's first button seat (0: it does not form) */
    int n_rows;                        /* breaking: the broken table's players; hand-for-hand: the busted */
    drill_mtt_row_t row[DRILL_MTT_MAX_ROWS];
} drill_mtt_answer_t;

typedef struct drill_mtt {
    drill_mtt_topic_t topic;
    uint64_t seed;
    int difficulty;                    /* 1..5 */
    char moment[8192];                 /* the tables as a multi-table moment (docs/scenario.md): the
                                          drill's picture; `felt-cli scenario` reads it too */
    int n_players;
    char names[DRILL_MTT_MAX_PLAYERS][ENGINE_NAME_LEN]; /* players in the moment's order */
    int table_size;
    int n_tables;
    int places_paid;                   /* hand-for-hand */
    int64_t prize_pool;                /* hand-for-hand: cents */
    int64_t place_prize[ENGINE_MAX_SEATS * 4]; /* hand-for-hand: [place] in cents, 1..places_paid */
    card_t drew[ENGINE_MAX_SEATS];     /* final-table: the high-card draw by final-table seat (CARD_NONE: none) */
    int final_seat[DRILL_MTT_MAX_PLAYERS]; /* final-table: each player's seat by the new draw (0: none) */
    char question[600];
    char given[2400];                  /* what the question shows besides the tables, in sentences */
    drill_mtt_answer_t answer;         /* the tournament's */
    char rule[16];                     /* "R37" */
    char why[2400];                    /* the reason in this situation, in full sentences */
} drill_mtt_t;

/* Generate a drill of topic t from seed and difficulty (1..5, clamped). Deterministic. Returns 0,
 * or -1 with a message in err. */
int drill_mtt_generate(drill_mtt_topic_t t, uint64_t seed, int difficulty, drill_mtt_t *out, char *err, size_t errlen);

/* Grade `given` against d->answer. 1 right, 0 wrong; feedback (may be NULL) gets "Right: ..." or
 * "Wrong: WHAT WAS WRONG. The answer is ...; WHY". */
int drill_mtt_grade(const drill_mtt_t *d, const drill_mtt_answer_t *given, char *feedback, size_t len);

/* The answer as JSON object text (docs/drills.md), players by name:
 *   balancing      {"player":"Di","table":2,"seat":5}
 *   breaking       {"sits_out":["Gus"]}
 *   hand-for-hand  {"tie":true,"places":[{"player":"Ann","place":4,"place_to":5,"prize":1250},...]}
 *   final-table    {"forms":true,"button":3}
 * Returns the length snprintf would write. */
int drill_mtt_answer_format_json(const drill_mtt_t *d, const drill_mtt_answer_t *a, char *buf, size_t len);
/* Plain words: "Di moves to table 2, seat 5". */
int drill_mtt_answer_describe(const drill_mtt_t *d, const drill_mtt_answer_t *a, char *buf, size_t len);
/* Parse a trainee's answer for drill d (the format above). Returns 0, or -1 with
 * "answer.FIELD: expected ..., got VALUE" in err (out untouched). */
int drill_mtt_answer_parse_json(const drill_mtt_t *d, const char *json, drill_mtt_answer_t *out, char *err,
                                size_t errlen);

#endif
