/* director_run.h — one director drill on screen and the answer being built (scr_director.c), shared
 * by the director's practice session and the shadow director (scr_shadow_director.c). */
#ifndef FELT_DIRECTOR_RUN_H
#define FELT_DIRECTOR_RUN_H

#include "app/director.h"

struct director_run {
    trainee_t *tr;
    /* the session */
    int active, summary, shadow;
    int mixed;                 /* asked between dealer drills (scr_drill.c): Next goes back there */
    int64_t session_ms;
    uint64_t rng;
    int goal, done, right;
    int t_asked[DRILL_MTT_TOPIC_COUNT], t_right[DRILL_MTT_TOPIC_COUNT];
    /* the drill on screen */
    drill_mtt_t d;
    int have;
    dpic_t pic;
    double asked_at, took, anim_t0;
    int answered, was_right;
    char feedback[4096];
    int rule_open;
    float why_scroll, rule_scroll, dialog_scroll;
    /* the answer being built */
    int stage;                 /* final-table: 0 forms?, 1 the button's seat */
    int yes;                   /* -1 not said, 0 no, 1 yes */
    int pick_player, pick_from, pick_table, pick_seat; /* balancing: the move made */
    int grab;                  /* a plate picked up (table*16+seat), -1 none */
    int dragging;
    int sits_out[DRILL_MTT_MAX_ROWS];
    char place[DRILL_MTT_MAX_ROWS][8], place_to[DRILL_MTT_MAX_ROWS][8], prize[DRILL_MTT_MAX_ROWS][24];
    int button_pick;
};

/* Put drill d on screen (its picture built and laid out), the answer empty. 0 or -1. */
int director_show(app_t *a, director_run_t *R, const drill_mtt_t *d);
/* The same with its picture made by the caller (the shadow director's live tables). */
int director_show_pic(app_t *a, director_run_t *R, const drill_mtt_t *d, const dpic_t *pic);
/* A session from nothing: its score, its goal from the trainee's length. */
void director_begin(app_t *a, director_run_t *R, trainee_t *T);
/* The next drill of a ticked topic. 0 or -1 (none ticked). */
int director_next(app_t *a, director_run_t *R);
/* The trainee's answer, as drill_mtt_grade reads it. */
void director_collect(const director_run_t *R, drill_mtt_answer_t *g);
/* Grade (drill_mtt_grade), count it in the session; record: in the trainee's progress too. */
void director_grade(app_t *a, director_run_t *R, int record);
/* The answer's parts in words and whether the trainee had each right. Returns how many. */
int director_parts(const director_run_t *R, char text[][160], int *ok, int max);
/* The question, the picture, the answer's controls or the feedback (heading NULL: the topic's
 * title). Returns 1 when Next was pressed. */
int director_view(app_t *a, director_run_t *R, const char *heading);

#endif
