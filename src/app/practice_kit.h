/* practice_kit.h — what the three practice screens (the menu, a drill session, the shadow dealer)
 * and the answer kinds stand on: the trainee's state they share, a drill on the table with the
 * answer being built, the table of answer kinds' shape, and the drawing helpers of the practice
 * table (seat rings and badges, the discs' places, pot tags, text that fits its box).
 *
 * Who owns what: practice_t (app->practice) holds the trainee (progress, rule book, drill cards,
 * the menu's choices), the menu's own chart choice, and the drill screen's and the shadow
 * dealer's states, each private to its screen (scr_drill.c, scr_shadow.c). */
#ifndef FELT_PRACTICE_KIT_H
#define FELT_PRACTICE_KIT_H

#include <stddef.h>
#include <stdint.h>

#include "app/app.h"
#include "app/format.h"
#include "app/game.h"
#include "app/practice.h"
#include "app/scr_practice.h"
#include "app/scr_table.h"
#include "app/trainees.h"
#include "drill/drill.h"
#include "drill/drill_mtt.h"
#include "drill/drill_record.h"

enum { LEN_10, LEN_20, LEN_ENDLESS };
enum { MAX_FLOOR = 64 };
enum { MODE_ELIGIBLE, MODE_WINNERS }; /* what a click on a seat does while building pots */
enum { MODE_ORDER, MODE_MUCK };       /* ... while ordering the showdown */

typedef struct pot_build {
    drill_pot_entry_t e;         /* the pot as the drill library reads it */
    char text[24];               /* the amount as typed */
} pot_build_t;

/* One move of a seat's chips into a pot (side pots), kept so U / Backspace can take it back. */
typedef struct pot_step {
    int pot, seat, opened;       /* opened: the move started the pot */
    int64_t amount;
} pot_step_t;

/* The trainee's answer being built on the table (each answer kind uses its part). */
typedef struct answer_build {
    int mk_seat[3];              /* button, SB, BB; -1 = still in the tray */
    int no_sb;
    int drag;                    /* 0 none, 1..3 a marker, 100+s the chips of seat s */
    float drag_x0, drag_y0;      /* where the drag of a seat's chips began (a press that does not
                                  * move is a click, on what lies there) */
    int seat_pick;
    int order[ENGINE_MAX_SEATS], n_order;
    uint16_t muck;
    int seat_mode;
    char amount[24];
    pot_build_t pots[DRILL_MAX_POTS];
    int n_pots, sel_pot;
    pot_step_t steps[DRILL_MAX_POTS * ENGINE_MAX_SEATS];
    int n_steps;
    int64_t left[ENGINE_MAX_SEATS];
    char place[ENGINE_MAX_SEATS][8]; /* typed: "4" */
    char prize[ENGINE_MAX_SEATS][24];
    char chips[ENGINE_MAX_SEATS][24];
    int choice;
} answer_build_t;

/* A session of drills: its score, the drill on the table, the answer being built. */
typedef struct drill_run {
    trainee_t *tr;
    /* the session */
    int active, shadow, summary;
    int64_t session_ms;
    uint64_t rng;
    drill_plan_t plan;           /* which topic and authored situation next (drill.h) */
    int goal, done, right, streak, best_streak;
    int t_asked[DRILL_TOPIC_COUNT], t_right[DRILL_TOPIC_COUNT], t_run[DRILL_TOPIC_COUNT];
    int t_level[DRILL_TOPIC_COUNT];
    double t_time[DRILL_TOPIC_COUNT];
    /* the drill on the table */
    drill_t d;
    int have_drill;
    game_t *g;
    int borrowed;                /* g is the shadow dealer's live table (a duty), not a table of its own */
    tmodel_t live_shown;         /* the live table as it was before a duty changed its picture */
    uint16_t live_winners;
    double asked_at;
    int answered, was_right, timed_out;
    double took;
    char feedback[1400];
    double anim_t0;
    int rule_open, peek;
    float why_scroll, rule_scroll, dialog_scroll; /* the feedback's boxes and the rule dialog, scrolled */
    int64_t contrib[ENGINE_MAX_SEATS], stack0[ENGINE_MAX_SEATS];
    uint16_t folded;             /* seats that folded in the drill's hand (side pots: who is still in) */
    int prev[3];                 /* last hand's button, SB, BB (positions drills), -1 */
    int64_t unit;
    answer_build_t ans;
} drill_run_t;

typedef struct drill_screen drill_screen_t; /* scr_drill.c */
typedef struct shadow shadow_t;             /* scr_shadow.c */
typedef struct director_run director_run_t; /* scr_director.c */
typedef struct shadow_director shadow_director_t; /* scr_shadow_director.c */

typedef struct report_view report_view_t; /* scr_report.c */

struct practice { /* practice_t (app.h) */
    int ready;
    trainee_t tr;
    int chart_topic;             /* the menu's chart: a topic, or DRILL_TOPIC_COUNT for all */
    int topic_group;             /* the menu's tab of topics: a drill_group_t */
    int who_dialog;              /* the trainee dialog: 0 closed, 1 add, 2 rename, 3 remove */
    char who_name[DRILL_TRAINEE_NAME];
    char who_err[160];
    report_view_t *report;       /* the report screen over the menu, or NULL */
    drill_screen_t *drill;
    /* A director drill asked between the drill session's drills counts in its score (right: -1
     * none; end: the session is over): installed by scr_drill.c with its session, called by
     * scr_director.c, which stands below it; NULL: no session to count in. */
    void (*drill_count)(practice_t *P, int right, int end);
    shadow_t *shadow;
    director_run_t *director;    /* a session of director drills (scr_director.c), or NULL */
    shadow_director_t *shdir;    /* the shadow director (scr_shadow_director.c), or NULL */
};

/* One kind of answer (drill_answer_kind_t): how the trainee gives it on the table and in the
 * controls panel, how it is read back for grading, how the right one is shown. A hook left NULL
 * does nothing. The table of kinds is answer.h's. */
enum {
    ANSWER_BEFORE_DEAL = 1u << 0, /* asked before the deal: the table's own markers are not drawn */
    ANSWER_SEATS = 1u << 1,       /* seats are clicked (and in the Tab order) */
    ANSWER_CARD = 1u << 2,        /* asked on a card over the table: no input on the table */
    ANSWER_NO_CONFIRM = 1u << 3   /* the controls give the answer themselves: no Confirm button */
};
typedef struct answer_kind {
    const char *hint;            /* how to answer: under the question and its tooltip */
    const char *hint_any_order;  /* the hint instead when the drill's answer imposes no order (any_order) */
    unsigned flags;              /* ANSWER_* */
    /* before the table is drawn (what stands in front of the seats) */
    void (*prepare)(drill_run_t *R);
    /* on the table, after the seat numbers (pieces being built) */
    void (*scene)(app_t *a, drill_run_t *R);
    /* a click (or Space) on seat s; a digit key k (1-9) on the seat in focus */
    void (*seat_click)(drill_run_t *R, int s);
    void (*seat_key)(drill_run_t *R, int s, int k);
    /* the marks and pieces on the table and their input; live: the answer can still change */
    void (*table)(app_t *a, drill_run_t *R, int live);
    /* a card over the table (the floor ruling) */
    void (*cover)(app_t *a, drill_run_t *R);
    /* the bottom-right panel's controls; 1 when they give the answer; *confirm_flags for Confirm */
    int (*controls)(app_t *a, drill_run_t *R, float x, float y, float w, float h, int *confirm_flags);
    /* the answer as the drill library grades it (g is zeroed, its kind set) */
    void (*collect)(const drill_run_t *R, drill_answer_t *g);
    /* once graded */
    void (*graded)(drill_run_t *R);
    /* the right answer on the table, t seconds after grading */
    void (*right)(app_t *a, drill_run_t *R, float t);
    /* a dealer's usual slip, for the feedback picture (--screen feedback) */
    void (*slip)(drill_run_t *R);
    /* a shadow-dealer duty asked of the live table: set its picture back to the question's moment */
    void (*borrow)(drill_run_t *R);
} answer_kind_t;

/* A topic's title for menus and headings, translated ("Button and blinds"). */
const char *practice_topic_title(drill_topic_t t);

/* Load the trainee's state on first use (a bad progress file is moved aside, with a notice);
 * NULL when out of memory. */
practice_t *practice_state(app_t *a);

uint64_t practice_mix64(uint64_t *s);
float practice_ease(float t);
/* Put id in the Tab order like a widget (seats, markers and pots are not ui widgets). */
void practice_focusable(ui_t *u, int id);
/* Wrapped text that fits a box, cut at a word with `more` (or " (R: all of it)") when too long. */
void practice_text_box_more(gfx_t *G, const char *s, float x, float y, float w, float h, float max_size,
                            gfx_font_t f, uint32_t col, const char *more);
void practice_text_box(gfx_t *G, const char *s, float x, float y, float w, float h, float max_size, gfx_font_t f,
                       uint32_t col);
/* Rule-book text for the screen: markdown's emphasis and code marks dropped. */
void practice_plain_text(const char *in, char *out, size_t len);
const char *practice_seat_label(const drill_run_t *R, int s, char *buf, size_t len);
/* "1,200" -> 1200; money "12.50" -> 1250 cents; -1 if not a number. */
int64_t practice_parse_amount(const char *t);
int64_t practice_parse_money(const char *t);

/* The table pieces: where disc k sits for seat s, its place in the tray, the seat near (x, y). */
void practice_marker_xy(const drill_run_t *R, int k, int s, float *x, float *y);
void practice_tray_xy(int k, float *x, float *y);
int practice_seat_at(const drill_run_t *R, float x, float y, float reach);
void practice_seat_ring(gfx_t *G, const drill_run_t *R, int s, uint32_t col, float grow);
/* A small badge with text by a seat's plate (top right corner; slot 1 to its left). */
void practice_seat_badge(gfx_t *G, const drill_run_t *R, int s, const char *t, uint32_t fill, int slot);
/* A pot's tag under its chips ("Main 2,400" over "seats 1,2,5"). */
void practice_pot_tag(gfx_t *G, int p, int64_t amount, uint16_t eligible, int n_seats, int n_slots, float px, float py,
                      uint32_t ring, uint32_t col);

#endif
