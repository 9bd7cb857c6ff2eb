/* drill_internal.h — pieces shared by the drill library's files: the record of one hand read
 * from the engine's events, a small text appender. Never included outside src/drill/. */
#ifndef FELT_DRILL_INTERNAL_H
#define FELT_DRILL_INTERNAL_H

#include <libintl.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include "drill/drill.h"
#include "engine/engine.h"

/* What a hand looked like, from its events only (what a dealer sees). */
typedef struct drill_hand {
    int started, ended;
    ev_t hs;                             /* EV_HAND_START */
    int64_t start_stack[ENGINE_MAX_SEATS];
    int dealt[ENGINE_MAX_SEATS];
    int has_hole[ENGINE_MAX_SEATS];
    int n_deal;                          /* seats in the order the engine dealt them (R5) */
    int deal_order[ENGINE_MAX_SEATS];
    card_t hole[ENGINE_MAX_SEATS][2];
    int n_board;
    card_t board[5];
    int n_draw;
    ev_t draw[ENGINE_MAX_SEATS];         /* EV_BUTTON_DRAW of the first hand */
    int n_pots;
    ev_t pot[DRILL_MAX_POTS];            /* EV_POT, by index */
    int n_pot_order;
    int pot_order[DRILL_MAX_POTS];       /* pot indices in the order the engine awarded them (R28) */
    int64_t returned[ENGINE_MAX_SEATS];  /* EV_UNCALLED */
    int n_show;
    int show_seat[ENGINE_MAX_SEATS];
    int show_muck[ENGINE_MAX_SEATS];
    uint16_t show_value[ENGINE_MAX_SEATS];
    int allin_tabled;
    int n_tabled;                        /* hands tabled at an all-in (R22), in the engine's order */
    int tabled_seat[ENGINE_MAX_SEATS];
    int tabled_board;                    /* board cards out when they were tabled */
    uint16_t allin_mask;                 /* seats all-in on this hand (posts and actions) */
    int allin_street[ENGINE_MAX_SEATS];  /* the street each went all-in on */
    int n_elim;
    ev_t elim[ENGINE_MAX_SEATS];
    int have_cu;
    ev_t cu;
    int n_race;
    ev_t race[ENGINE_MAX_SEATS];
    int n_rebuy;
    int rebuy_seat[ENGINE_MAX_SEATS];
    /* betting of the street in progress */
    int street;
    int64_t current, lfr;
    int acted[ENGINE_MAX_SEATS];
    int64_t acted_at[ENGINE_MAX_SEATS];
    int n_street_actions;
    int n_incomplete;                    /* all-ins this street short of a full raise */
    int n_actions;                       /* whole hand */
    int last_aggressor;                  /* this street, -1 */
    int allin_since[ENGINE_MAX_SEATS];   /* all-ins raising the bet since the seat last acted */
    int incomplete_since[ENGINE_MAX_SEATS];
    int bb_short;                        /* the big blind was posted all-in for less */
    int bb_seat;
    int64_t bb_posted;
} drill_hand_t;

void drill_hand_reset(drill_hand_t *h);
/* Fold one event into the record (a hand start begins a new hand, keeping the draw). */
void drill_hand_event(drill_hand_t *h, const ev_t *ev, int64_t bb_nominal);

/* Appender: writes into buf[0..cap), never past it; *len counts what fits. */
typedef struct drill_buf {
    char *p;
    size_t cap, len;
    int overflow;
} drill_buf_t;
void drill_buf_init(drill_buf_t *b, char *p, size_t cap);
void drill_buf_printf(drill_buf_t *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* The push-pot answer's words (drill_push.c): describe it, grade it (what was wrong appended to w,
 * "; "-separated), its JSON ({"push":[{"pot":2,"award":{"3":600}}, ...]}, pots 0 = main). */
void drill_push_describe(const drill_answer_t *a, drill_buf_t *b);
void drill_push_grade(const drill_answer_t *a, const drill_answer_t *g, drill_buf_t *w);
void drill_push_json(const drill_answer_t *a, drill_buf_t *b);

/* The words a player reads (questions, choices, explanations, feedback) in the player's language:
 * looked up in the game's "felt" catalogue through the C library's gettext (libintl is part of
 * libc, not of the app: the layering rule keeps SDL, render and app code out of drill, not libc).
 * A program that never sets its LC_MESSAGES locale (felt-cli, the tests) gets the English text
 * back byte for byte, so the drills stay deterministic. Answers, scenarios, rule ids and error
 * messages for files stay English. xgettext keywords: D_, DN_, DP_:1,2. */
#define D_(s) dgettext("felt", s)
#define DN_(s) (s)
#define DP_(one, many, n) dngettext("felt", one, many, (unsigned long)(n))

/* A number of chips, a prize in cents and a hand's value as the player's text writes them (the
 * words installed with drill_set_words, else plain digits, "$12.50" and hand_describe). Return buf. */
char *drill_chips(int64_t v, char *buf, size_t len);
char *drill_money(int64_t cents, char *buf, size_t len);
char *drill_hand_value(uint16_t value, char *buf, size_t len);
/* Upper-case the first letter of a sentence that starts with a word like "seat" (ASCII only). */
void drill_capital(char *s);

/* "seats 1, 3 and 5" for a mask (1-based in text). */
void drill_seats_text(uint16_t mask, char *buf, size_t len);
drill_kind_t drill_topic_kind(drill_topic_t t);

/* Shared by the generator, the authored files and the live shadow dealer (drill_gen.c). */
void drill_positions_answer(const ev_t *hs, drill_answer_t *a);
void drill_positions_why(const ev_t *hs, const drill_hand_t *prev, int n_seats, const int *rebought, int n_rebought, char *why,
                         size_t len);
void drill_pose_moment(const engine_t *e, const drill_hand_t *h, drill_topic_t topic, int s, drill_t *out);
void drill_pots_answer(const drill_hand_t *h, drill_answer_t *a);
/* The push-pot answer (PUSH) and its reasons: drill_push.c. */
void drill_push_answer(const drill_hand_t *h, drill_answer_t *a);
void drill_pots_why(const drill_hand_t *h, char *why, size_t len);
void drill_showdown_answer(const drill_hand_t *h, drill_t *out);
void drill_places_answer(const drill_hand_t *h, drill_t *out);
/* Pose topic t of the state e is in (h: its events so far). 1 if it fits, else 0 (drill_live.c). */
int drill_pose(const engine_t *e, const drill_hand_t *h, drill_topic_t t, drill_t *out);

#endif
