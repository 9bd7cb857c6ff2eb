/* ai_play.h — the shared poker brain behind the built-in styles (station, rock, tag, lag): reads a
 * view, keeps what it has seen of the hand and of each opponent, and decides pre-flop (ranges by
 * position and stack depth), at 15 big blinds or less (push/fold tables, ICM at hard), after the
 * flop (equity against estimated ranges, pot odds, sizing by texture, controlled bluffs) and
 * between hands (rebuys, add-on). A profile of numbers and switches makes each style. */
#ifndef FELT_AI_PLAY_H
#define FELT_AI_PLAY_H

#include <stddef.h>

#include "ai/bot.h"

/* What makes a level: how much the brain computes and what it reads. Each profile carries one per
 * level ("levels" in its JSON file; AI_LEVELS_STANDARD below where a file leaves one out). */
typedef struct ai_level {
    int cards_only;     /* judges its own cards alone: no ranges after the flop, and short-stacked
                           pushes and calls "good hands" whatever the spot (easy) */
    double noise;       /* cards_only: error on its hand strength after the flop (+/- half of it) */
    double good_push;   /* cards_only: share of hands pushed short-stacked (over push_tight) ... */
    double good_call;   /* ... and called (over call_tight) */
    double good_noise;  /* cards_only: relative spread of those two widths */
    double wide;        /* times the opening width (easy plays too many hands) */
    int trials[3];      /* Monte Carlo deals after the flop against 1, 2, and 3 or more ranges */
    int ranges;         /* narrows each range street by street by what its player did */
    int reads;          /* reads each opponent's frequencies (VPIP, raises, 3-bets, steals, c-bets,
                           folds, bluffs caught) and defends by price against them */
    int reads_after;    /* hands a seat must be seen in before its VPIP and raises count */
    int icm;            /* ICM on the bubble, the push/fold chart itself heads-up */
    int exploit;        /* the style's adapt plays at this level */
    double thrift;      /* takes a rebuy or add-on worth at least this share of its cost */
    int field_icm;      /* multi-table, near the money and after: 0 plays chip EV; 1 calls all-ins by
                           the field's ICM; 2 also pushes by it and expects ICM-aware calls (icm.h's
                           curve over every stack left and the payout ladder, ai_preflop.c) */
    double short_style; /* share of the style's short-stack caution (push_tight, call_tight,
                           icm_bias) this level keeps at push or fold: 1 all of it, 0 none (the
                           chart and the ICM price alone, as a strong player shoves and calls) */
} ai_level_t;

/* easy, medium, hard: the levels every built-in profile plays (an initializer) */
#define AI_LEVELS_STANDARD                                                                                       \
    {{1, 0.12, 0.22, 0.10, 0.3, 1.25, {350, 250, 250}, 0, 0, 12, 0, 0, 0.7, 0, 1.0},                             \
     {0, 0.12, 0.22, 0.10, 0.3, 1.0, {350, 250, 250}, 0, 0, 12, 0, 0, 0.9, 1, 1.0},                              \
     {0, 0.12, 0.22, 0.10, 0.3, 1.0, {900, 500, 300}, 1, 1, 12, 1, 1, 1.0, 2, 0.1}}

/* The standard level (BOT_LEVEL_EASY..HARD) of AI_LEVELS_STANDARD; NULL for any other number. */
const ai_level_t *ai_level_standard(int level);

/* What makes a style. Widths are shares of all hands (0..1) in the multi-way ranking. */
typedef struct ai_profile {
    const char *style;      /* for reasons: "tight-aggressive" */
    double open_mult;       /* times the base opening width by position */
    double raise_share;     /* share of the opening range raised; the rest of it limps */
    double threebet_mult;   /* times the base value 3-bet width */
    double threebet_bluff;  /* chance of 3-betting a suited ace / suited connector light */
    double flat_mult;       /* times the base flatting width */
    double value_eq;        /* per-opponent equity to bet for value */
    double raise_eq;        /* per-opponent equity to raise a bet */
    double call_margin;     /* equity above the pot odds needed to call (may be negative) */
    double call_floor;      /* calls whenever its equity is at least this (stations) */
    double cbet_freq;       /* continuation bets as pre-flop raiser, heads-up */
    double barrel_freq;     /* bluffs on the turn when checked to */
    double bluff_freq;      /* bluffs on the river when checked to */
    double semibluff_freq;  /* bets or raises with a strong draw */
    double size_mult;       /* times the base bet size */
    double push_tight;      /* push/fold: table read at stack * this (>1 pushes tighter) */
    double call_tight;      /* push/fold: calls read at stack * this (<1 calls wider) */
    double icm_bias;        /* hard: pushes/calls when the ICM gain exceeds this share of the pool */
    double allin_call_max;  /* deep stacks: widest share of hands that calls an all-in */
    int trap;               /* slow-plays monsters on the flop now and then */
    int adapt;              /* exploits what it has seen of each opponent (at levels with exploit) */
    ai_level_t level[3];    /* easy, medium, hard: index BOT_LEVEL_x - BOT_LEVEL_EASY */
} ai_profile_t;

typedef struct ai_brain ai_brain_t;

/* A brain for one seat (level BOT_LEVEL_EASY..HARD, structure never NULL and kept by the
 * caller until destroy). NULL if out of memory. */
ai_brain_t *ai_brain_create(const ai_profile_t *p, const bot_setup_t *setup);
void ai_brain_destroy(ai_brain_t *b);
/* Decide for the view's seat (the strategy's decide): see bot_strategy_t. */
cmd_t ai_brain_decide(ai_brain_t *b, const view_t *v, rng_t *r, char *reason, size_t len);

/* The profiles of the built-in styles are in ai_styles.c (bot_profile_builtin). */

#endif
