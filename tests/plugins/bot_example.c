/* bot_example.c — an external bot, built as a shared library and loaded with dlopen by the
 * tests (and by `felt-cli arena --bots-dir`). It shows the whole plugin interface: two
 * strategies, "example" (raises pairs, calls with an ace, else checks or folds) and
 * "example-illegal" (answers with an impossible raise on purpose, so the host must fold it).
 * A plugin may use the engine's headers and their inline functions, nothing else of Felt. */
#include <stdio.h>
#include <stdlib.h>

#include "ai/bot.h"

typedef struct example {
    int seat;
    int hands;
} example_t;

static void *example_create(const bot_setup_t *setup)
{
    example_t *x = calloc(1, sizeof *x);
    if (x)
        x->seat = setup->seat;
    return x;
}

static void example_destroy(void *self)
{
    free(self);
}

static cmd_t example_decide(void *self, const view_t *v, rng_t *r, char *reason, size_t len)
{
    example_t *x = self;
    cmd_t c = {CMD_NONE, v->seat, 0};
    (void)r;
    if (v->phase != PHASE_HAND) {
        c.type = v->rebuy_offer ? CMD_REBUY : v->addon_offer ? CMD_ADDON : CMD_NONE;
        snprintf(reason, len, "always buys chips when offered");
        return c;
    }
    x->hands++;
    const card_t *h = v->seats[v->seat].hole;
    int pair = card_rank(h[0]) == card_rank(h[1]);
    int ace = card_rank(h[0]) == RANK_A || card_rank(h[1]) == RANK_A;
    const view_legal_t *L = &v->legal;
    if (pair && (L->can_raise || L->can_bet)) {
        c.type = L->can_bet ? CMD_BET : CMD_RAISE;
        c.amount = L->min_to;
        snprintf(reason, len, "a pair: minimum %s", L->can_bet ? "bet" : "raise");
    } else if ((pair || ace) && L->can_call) {
        c.type = CMD_CALL;
        snprintf(reason, len, "a pair or an ace: calling");
    } else {
        c.type = L->can_check ? CMD_CHECK : CMD_FOLD;
        snprintf(reason, len, "nothing: %s", L->can_check ? "checking" : "folding");
    }
    return c;
}

static cmd_t illegal_decide(void *self, const view_t *v, rng_t *r, char *reason, size_t len)
{
    (void)self;
    (void)r;
    cmd_t c = {CMD_RAISE, v->seat, 1}; /* below any minimum raise */
    snprintf(reason, len, "raising to one chip, which is never legal");
    return c;
}

static const bot_strategy_t strategies[] = {
    {"example", "pairs and aces (example plugin)", 0, BOT_LEVEL_DEFAULT, 0, example_create, example_decide,
     example_destroy, NULL},
    {"example-illegal", "illegal answers (example plugin)", 0, BOT_LEVEL_DEFAULT, 1, example_create,
     illegal_decide, example_destroy, NULL},
};

BOT_PLUGIN_DEFINE(strategies)
