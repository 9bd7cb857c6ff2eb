/* ai_play.h — the shared poker brain behind the built-in styles (station, rock, tag, lag): reads a
 * view, keeps what it has seen of the hand and of each opponent, and decides pre-flop (ranges by
 * position and stack depth), at 15 big blinds or less (push/fold tables, ICM at hard), after the
 * flop (equity against estimated ranges, pot odds, sizing by texture, controlled bluffs) and
 * between hands (rebuys, add-on). A profile of numbers and switches makes each style. */
#ifndef FELT_AI_PLAY_H
#define FELT_AI_PLAY_H

#include <stddef.h>

#include "ai/bot.h"

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
    int adapt;              /* hard: exploits what it has seen of each opponent */
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
