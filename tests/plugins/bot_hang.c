/* bot_hang.c — an external bot that never answers: "hang" blocks forever in decide (after a
 * few good answers, so the stall comes mid-tournament). The host must fold for it after its
 * deadline, seat a built-in in its place and finish the tournament. Tests only. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "ai/bot.h"

typedef struct hang {
    int answers;
} hang_t;

static void *hang_create(const bot_setup_t *setup)
{
    (void)setup;
    return calloc(1, sizeof(hang_t));
}

static void hang_destroy(void *self)
{
    free(self);
}

static cmd_t hang_decide(void *self, const view_t *v, rng_t *r, char *reason, size_t len)
{
    hang_t *h = self;
    (void)r;
    cmd_t c = {CMD_NONE, v->seat, 0};
    if (h->answers++ < 3) {
        if (v->phase == PHASE_HAND)
            c.type = v->legal.can_check ? CMD_CHECK : CMD_FOLD;
        else if (v->must_decide)
            c.type = CMD_DECLINE;
        snprintf(reason, len, "still awake");
        return c;
    }
    for (;;)
        pause(); /* never returns: a signal-free process never wakes it */
}

static const bot_strategy_t strategies[] = {
    {"hang", "never answers after its third decision", 0, BOT_LEVEL_DEFAULT, 1, hang_create, hang_decide,
     hang_destroy, NULL},
};

BOT_PLUGIN_DEFINE(strategies)
