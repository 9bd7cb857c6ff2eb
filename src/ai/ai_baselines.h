/* ai_baselines.h — hidden test opponents of the arena (ai_baselines.c): "allin" (the shover),
 * "caller" and "reference" (the best response to a shover), and the two figures they share. */
#ifndef FELT_AI_BASELINES_H
#define FELT_AI_BASELINES_H

#include "ai/bot.h"

extern const bot_strategy_t ai_strategy_allin, ai_strategy_caller, ai_strategy_reference;

/* Equity (ties half) of hole against one random hand: exact pre-flop (nb == 0, the committed
 * class table), else Monte Carlo with `trials` deals from r. */
double ai_equity_vs_random(const card_t hole[2], const card_t *board, int nb, int trials, rng_t *r);

/* The price of calling now for the view's seat: what the call adds over the pot it can win once
 * it has called, counting of every bet only the part it matches (chips it cannot match are not
 * in its pot). 0 when there is nothing to call. */
double ai_call_price(const view_t *v);

#endif
