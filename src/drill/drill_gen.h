/* drill_gen.h — the seeded generator's state and the helpers its topic files share (drill_gen.c
 * has the engine-run topics 1-9, drill_dealer.c the dealer's-hands topics of section G). Never
 * included outside src/drill/. */
#ifndef FELT_DRILL_GEN_H
#define FELT_DRILL_GEN_H

#include "drill/drill_internal.h"
#include "engine/rng.h"
#include "engine/scenario.h"

enum { MAX_CMDS = 400, CMD_TEXT = 40 };

/* The table before the first hand, as the scenario file states it. */
typedef struct setup {
    int n_seats;
    int64_t sb, bb, ante, chip;
    int live[ENGINE_MAX_SEATS];
    int64_t stack[ENGINE_MAX_SEATS];
    int prev_button, prev_sb, prev_bb; /* 1-based, 0 = none */
    uint64_t seed;
    int with_cards;                    /* write hole cards and board (from the hand's events) */
    int preset[ENGINE_MAX_SEATS];      /* hole cards fixed before the deal (ties for split pots) */
    card_t preset_cards[ENGINE_MAX_SEATS][2];
    int n_race;
    card_t race[CARD_COUNT];
} setup_t;

typedef struct gen {
    rng_t rng;
    int d;
    drill_topic_t topic;
    setup_t su;
    scenario_t *sc;
    engine_t *e;
    drill_hand_t h;
    int n_cmds;
    char cmds[MAX_CMDS][CMD_TEXT];
    /* structure patches */
    int rebuys;
    int prizes;
    int64_t buy_in;
    int n_places;
    int percent[STRUCT_MAX_PLACES];
    int race;
    int64_t race_from, race_to; /* the chip taken out of play and the smallest after it */
    uint64_t seed;
} gen_t;

/* Helpers of drill_gen.c for the other topic files. */
/* A random table for difficulty g->d (seats, stacks, last hand's positions). */
void drill_gen_setup(gen_t *g, int min_live, int max_live, int short_pct);
/* Load the setup as a scenario and deal the first hand. 0 or -1 with err. */
int drill_gen_start(gen_t *g, char *err, size_t errlen);
/* Submit a command (kept for the scenario) and fold its events into g->h. 0 or -1 if refused. */
int drill_gen_submit(gen_t *g, cmd_t c);
/* Random play: chances in percent to shove, to bet or raise, to fold. */
cmd_t drill_gen_policy(gen_t *g, int seat, int allin, int raise, int fold);
/* The scenario text with the first n_cmds commands. 0, or -1 when it does not fit. */
int drill_gen_scenario(const gen_t *g, int n_cmds, const char *name, char *out, size_t cap);

/* The dealer's-hands topics (drill_dealer.c): count-pot. */
int drill_gen_dealer(gen_t *g, drill_t *out, char *err, size_t errlen);
/* Pushing the pot (drill_push.c). */
int drill_gen_push(gen_t *g, drill_t *out, char *err, size_t errlen);

/* Deal order, exposed cards and burns (drill_deal.c). */
int drill_gen_deal(gen_t *g, drill_t *out, char *err, size_t errlen);

/* Two live seats drawn at random get hands of the same ranks: a split pot (R27). */
void drill_gen_split_hands(gen_t *g);

#endif
