/* director.h — the director drills (issue #25, "practice for directors") on screen: the
 * multi-table picture (director_pic.c: a set of small tables on the felt, seats with plates, the
 * button, empty seats, the table numbers, a breaking table marked), a session of drills answered
 * on it (scr_director.c: drag a plate to balance, tick who sits out after a break, tie and prizes
 * hand-for-hand, the final table and its first button), graded by drill_mtt (never recomputed
 * here), and the shadow director (scr_shadow_director.c): a live bot MTT paused at each move. */
#ifndef FELT_DIRECTOR_H
#define FELT_DIRECTOR_H

#include <stdint.h>

#include "app/practice_kit.h"
#include "drill/drill_mtt.h"

enum { DPIC_MAX_TABLES = 8, DPIC_SEAT_STRIDE = 16 }; /* a seat's index in ui ids: table*16+seat */

typedef struct dpic_seat {
    int occupied;          /* a player sits here */
    int player;            /* index into the drill's names; -1 none */
    char name[ENGINE_NAME_LEN];
    int64_t stack;
    int busted;            /* went out in the last hand: an empty seat marked OUT (name kept) */
    int arrival;           /* breaking: drawn here from the broken table */
    card_t drew;           /* the final table's high-card draw (CARD_NONE) */
} dpic_seat_t;

typedef struct dpic_table {
    int number;            /* 1-based; 0 for the final table's draw */
    int n_seats;
    int button, sb, bb;    /* the last hand's (1-based, 0 none) */
    int breaks;            /* the table breaking (its seats emptied by the draw) */
    int final_table;       /* the final table as the draw seats it */
    dpic_seat_t seat[ENGINE_MAX_SEATS + 1]; /* 1-based */
    float cx, cy, rx, ry;  /* laid out: the oval's centre and radii (logical) */
} dpic_table_t;

typedef struct dpic {
    int n;
    dpic_table_t t[DPIC_MAX_TABLES];
    float x, y, w, h;      /* the picture's rectangle */
    float pw, ph;          /* a plate's size */
} dpic_t;

/* The picture of drill d's moment: every table, its players and empty seats, the last hand's
 * button and blinds; breaking: the draw applied (the broken table empty and marked, its players
 * at their new seats); hand-for-hand: the players out marked at their seats. 0, or -1 with err. */
int dpic_build(dpic_t *p, const drill_mtt_t *d, char *err, size_t errlen);
/* Add the final table as the draw seats it (final-table drills whose table forms). */
void dpic_add_final(dpic_t *p, const drill_mtt_t *d);
/* Lay the tables out in (x, y, w, h): one to four in two columns, five or six in three, seven or eight in four. */
void dpic_layout(dpic_t *p, float x, float y, float w, float h);
/* Where seat s (1-based) of table i stands: its plate's centre. */
void dpic_seat_xy(const dpic_t *p, int i, int s, float *x, float *y);
/* The seat whose plate holds (x, y): 1 with *ti, *s; else 0. */
int dpic_hit(const dpic_t *p, float x, float y, int *ti, int *s);
/* Draw the tables and plates (hidden: a seat index table*16+seat not drawn, -1 none: a plate
 * being dragged). Every seat and plate is in the widget dump ("director.seat.T.S",
 * "director.plate.T.S", T the table's number, 0 for the final table). */
void dpic_draw(app_t *a, const dpic_t *p, int hidden);
/* A compact plate at (cx, cy): name over chips (gold ring: ring != 0). */
void dpic_plate(app_t *a, const dpic_t *p, float cx, float cy, const char *name, int64_t stack, uint32_t ring, int dim);
/* A small tag above a seat's plate ("sits out", "OUT", "4th $120.00"). */
void dpic_tag(app_t *a, const dpic_t *p, int i, int s, const char *text, uint32_t fill);
/* A ring round a seat's plate. */
void dpic_ring(app_t *a, const dpic_t *p, int i, int s, uint32_t col, float grow);

/* ---- the director's session (scr_director.c) --------------------------------------------------- */

/* A session of director drills of the ticked topics (trainee's dir_on). 0, or -1. */
int director_start(app_t *a, practice_t *P);
/* The session freed (the shadow director is freed apart: shadow_director_free). */
void director_free(practice_t *P);
/* A drill session of dealer topics has started: with director topics ticked too (on), they are
 * mixed in, one now and then in proportion to the topics ticked. */
void director_mix(app_t *a, practice_t *P, int on);
/* At the drill session's Next: 1 when a director drill is asked now (the screen changed to it;
 * the dealer drill session counts it: done, right), 0 to go on with a dealer drill. */
int director_mixed_turn(app_t *a, practice_t *P);
void screen_director(app_t *a);
/* The shadow director (scr_shadow_director.c): a bot MTT of this seed, paused at each move. */
void shadow_director_start(app_t *a, practice_t *P, uint64_t seed);
void shadow_director_free(practice_t *P);
void screen_shadow_director(app_t *a);
/* The fixed step: the shadow director's tournament plays on to its next move. */
void shadow_director_update(app_t *a, double dt);
/* Headless: the shadow director's first move of topic (a name; NULL any). 0 or -1. */
int shadow_director_screenshot(app_t *a, uint64_t seed, const char *topic);
/* Headless: drill "TOPIC:SEED[:DIFF]" of a director topic on the screen (feedback 1: answered
 * wrong, the right answer shown; 2: the rule in full). 0, or -1 with a message on stderr. */
int director_screenshot(app_t *a, const char *topic_seed, int feedback);
/* 1 if "TOPIC[:...]" names a director topic. */
int director_is_topic(const char *topic_seed);
/* A director topic's title, translated. */
const char *director_topic_title(drill_mtt_topic_t t);
/* A typed amount of money in cents: "1,234.50", "1234.5", "$1,234.50", "1.234,50"; -1 if not one. */
int64_t director_parse_money(const char *t);

#endif
