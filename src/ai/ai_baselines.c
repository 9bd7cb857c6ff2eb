/* ai_baselines.c — hidden test opponents for the arena: the shover (all in at every chance), the
 * caller (checks or calls, never raises, never folds) and the reference (the best response to a
 * shover: calls an all-in exactly when its equity against a random hand beats the price). */
#include "ai/ai_baselines.h"

#include <stdio.h>

#include "ai/pushfold.h"
#include "engine/hand.h"

static void *baseline_create(const bot_setup_t *s)
{
    (void)s;
    static int token; /* no state: any non-NULL pointer will do */
    return &token;
}

static void baseline_destroy(void *self)
{
    (void)self;
}

static cmd_t between(const view_t *v, char *reason, size_t len)
{
    cmd_t c = {v->must_decide ? CMD_DECLINE : CMD_NONE, v->seat, 0};
    snprintf(reason, len, "never buys chips");
    return c;
}

static cmd_t allin_decide(void *self, const view_t *v, rng_t *r, char *reason, size_t len)
{
    (void)self;
    (void)r;
    if (v->phase != PHASE_HAND)
        return between(v, reason, len);
    const view_legal_t *L = &v->legal;
    cmd_t c = {CMD_FOLD, v->seat, 0};
    if (L->can_allin)
        c.type = CMD_ALLIN;
    else if (L->can_call)
        c.type = CMD_CALL;
    else if (L->can_check)
        c.type = CMD_CHECK;
    snprintf(reason, len, "%s: this bot always goes all in",
             c.type == CMD_ALLIN ? "all in" : c.type == CMD_CALL ? "calling" : c.type == CMD_CHECK ? "checking" : "folding");
    return c;
}

static cmd_t caller_decide(void *self, const view_t *v, rng_t *r, char *reason, size_t len)
{
    (void)self;
    (void)r;
    if (v->phase != PHASE_HAND)
        return between(v, reason, len);
    const view_legal_t *L = &v->legal;
    cmd_t c = {CMD_FOLD, v->seat, 0};
    if (L->can_check)
        c.type = CMD_CHECK;
    else if (L->can_call)
        c.type = CMD_CALL;
    else if (L->can_allin)
        c.type = CMD_ALLIN; /* a call that takes the whole stack */
    snprintf(reason, len, "%s: this bot always calls",
             c.type == CMD_ALLIN ? "calling all in" : c.type == CMD_CALL ? "calling" : c.type == CMD_CHECK ? "checking" : "folding");
    return c;
}

double ai_equity_vs_random(const card_t hole[2], const card_t *board, int nb, int trials, rng_t *r)
{
    if (nb == 0)
        return pushfold_equity_vs_random(pushfold_class(hole[0], hole[1]));
    card_mask_t dead = card_bit(hole[0]) | card_bit(hole[1]);
    hand_t hb = hand_empty();
    for (int i = 0; i < nb; i++) {
        dead |= card_bit(board[i]);
        hb = hand_add(hb, board[i]);
    }
    card_t deck[CARD_COUNT];
    int nd = 0;
    for (int c = 0; c < CARD_COUNT; c++)
        if (!(dead & card_bit((card_t)c)))
            deck[nd++] = (card_t)c;
    double share = 0;
    for (int t = 0; t < trials; t++) {
        int need = 2 + 5 - nb; /* the opponent's two cards, then the rest of the board */
        for (int j = 0; j < need; j++) {
            int k = j + (int)rng_below(r, (uint32_t)(nd - j));
            card_t x = deck[j];
            deck[j] = deck[k];
            deck[k] = x;
        }
        hand_t hf = hb;
        for (int j = 2; j < need; j++)
            hf = hand_add(hf, deck[j]);
        hand_value_t mine = hand_value(hand_add(hand_add(hf, hole[0]), hole[1]));
        hand_value_t his = hand_value(hand_add(hand_add(hf, deck[0]), deck[1]));
        share += mine > his ? 1.0 : mine == his ? 0.5 : 0.0;
    }
    return trials > 0 ? share / trials : 0.5;
}

double ai_call_price(const view_t *v)
{
    int me = v->seat;
    int64_t call = v->legal.call_amount;
    if (call > v->seats[me].stack)
        call = v->seats[me].stack;
    int64_t mine = v->seats[me].in_pot + call; /* all I will have put in */
    int64_t pot = 0;
    for (int s = 0; s < v->n_seats; s++) {
        int64_t in = v->seats[s].in_pot;
        if (s == me)
            in = mine;
        pot += in < mine ? in : mine;
    }
    return call > 0 && pot > 0 ? (double)call / (double)pot : 0.0;
}

/* Facing an all-in: the bettor is all in, or calling takes my whole stack. */
static int facing_allin(const view_t *v)
{
    if (v->legal.call_amount <= 0)
        return 0;
    if (v->legal.call_amount >= v->seats[v->seat].stack)
        return 1;
    for (int s = 0; s < v->n_seats; s++)
        if (s != v->seat && v->seats[s].in_hand && !v->seats[s].folded && v->seats[s].all_in &&
            v->seats[s].committed == v->current)
            return 1;
    return 0;
}

static cmd_t reference_decide(void *self, const view_t *v, rng_t *r, char *reason, size_t len)
{
    (void)self;
    if (v->phase != PHASE_HAND)
        return between(v, reason, len);
    const view_legal_t *L = &v->legal;
    cmd_t c = {CMD_FOLD, v->seat, 0};
    if (L->can_check) {
        c.type = CMD_CHECK;
        snprintf(reason, len, "checking: nothing to call");
        return c;
    }
    if (!facing_allin(v)) {
        c.type = L->can_call ? CMD_CALL : CMD_FOLD;
        snprintf(reason, len, "%s: it calls every bet short of an all-in",
                 c.type == CMD_CALL ? "calling" : "folding");
        return c;
    }
    double eq = ai_equity_vs_random(v->seats[v->seat].hole, v->board, v->n_board, 4000, r);
    double price = ai_call_price(v);
    if (eq > price) {
        c.type = L->can_call ? CMD_CALL : CMD_ALLIN;
        snprintf(reason, len, "calling the all-in: %.1f%% equity against a random hand beats the price of %.1f%%",
                 eq * 100, price * 100);
    } else {
        snprintf(reason, len, "folding to the all-in: %.1f%% equity against a random hand, the price is %.1f%%",
                 eq * 100, price * 100);
    }
    return c;
}

const bot_strategy_t ai_strategy_allin = {"allin", "always all in (test opponent)", 0, BOT_LEVEL_DEFAULT, 1,
                                          baseline_create, allin_decide, baseline_destroy, NULL};
const bot_strategy_t ai_strategy_caller = {"caller", "always calls (test opponent)", 0, BOT_LEVEL_DEFAULT, 1,
                                           baseline_create, caller_decide, baseline_destroy, NULL};
const bot_strategy_t ai_strategy_reference = {"reference", "calls a shove on equity against a random hand (test "
                                              "opponent)", 0, BOT_LEVEL_DEFAULT, 1, baseline_create,
                                              reference_decide, baseline_destroy, NULL};
