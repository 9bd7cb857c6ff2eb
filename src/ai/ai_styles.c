/* ai_styles.c — the built-in strategies: random legal actions (tests only) and four styles made
 * from one brain (ai_play.c) and a profile each. The profiles are the whole difference between
 * styles, so they are kept side by side here where they can be compared. */
#include "ai/ai_styles.h"

#include <stdio.h>
#include <stdlib.h>

#include "ai/ai_play.h"
#include "ai/ai_random.h"

/* style, open, raise share, 3-bet, 3-bet bluff, flat, value eq, raise eq, call margin, call floor,
 * c-bet, barrel, river bluff, semi-bluff, size, push tight, call tight, ICM bias, all-in call
 * max, trap, adapt */
const ai_profile_t ai_profile_station = {
    "calling station", 1.8, 0.10, 0.5, 0.0, 3.0, 0.78, 0.92, -0.10, 0.40,
    0.10, 0.0, 0.0, 0.05, 0.8, 1.15, 0.55, -0.001, 0.16, 0, 0};
const ai_profile_t ai_profile_rock = {
    "tight-passive rock", 0.6, 0.55, 0.7, 0.0, 0.6, 0.72, 0.88, 0.06, 1.01,
    0.30, 0.0, 0.0, 0.10, 0.8, 1.45, 1.5, 0.02, 0.035, 0, 0};
const ai_profile_t ai_profile_tag = {
    "tight-aggressive", 1.0, 1.0, 1.0, 0.08, 1.0, 0.62, 0.80, 0.06, 1.01,
    0.40, 0.12, 0.08, 0.45, 1.0, 1.0, 1.0, 0.0, 0.06, 1, 1};
const ai_profile_t ai_profile_lag = {
    "loose-aggressive", 1.5, 1.0, 1.6, 0.5, 1.3, 0.58, 0.75, -0.01, 1.01,
    0.80, 0.45, 0.33, 0.75, 1.15, 0.8, 0.85, -0.002, 0.12, 0, 1};

/* ---- the styles ---------------------------------------------------------------------------- */

static cmd_t brain_decide(void *self, const view_t *v, rng_t *r, char *reason, size_t len)
{
    return ai_brain_decide(self, v, r, reason, len);
}

static void brain_destroy(void *self)
{
    ai_brain_destroy(self);
}

static void *station_create(const bot_setup_t *s) { return ai_brain_create(&ai_profile_station, s); }
static void *rock_create(const bot_setup_t *s) { return ai_brain_create(&ai_profile_rock, s); }
static void *tag_create(const bot_setup_t *s) { return ai_brain_create(&ai_profile_tag, s); }
static void *lag_create(const bot_setup_t *s) { return ai_brain_create(&ai_profile_lag, s); }

#define ALL_LEVELS ((1u << BOT_LEVEL_EASY) | (1u << BOT_LEVEL_MEDIUM) | (1u << BOT_LEVEL_HARD))

const bot_strategy_t ai_strategy_station = {"station", "calling station", ALL_LEVELS, BOT_LEVEL_MEDIUM, 0,
                                            station_create, brain_decide, brain_destroy, NULL};
const bot_strategy_t ai_strategy_rock = {"rock", "tight-passive", ALL_LEVELS, BOT_LEVEL_MEDIUM, 0,
                                         rock_create, brain_decide, brain_destroy, NULL};
const bot_strategy_t ai_strategy_tag = {"tag", "tight-aggressive", ALL_LEVELS, BOT_LEVEL_MEDIUM, 0,
                                        tag_create, brain_decide, brain_destroy, NULL};
const bot_strategy_t ai_strategy_lag = {"lag", "loose-aggressive", ALL_LEVELS, BOT_LEVEL_MEDIUM, 0,
                                        lag_create, brain_decide, brain_destroy, NULL};

/* ---- random -------------------------------------------------------------------------------- */

static void *random_create(const bot_setup_t *s)
{
    (void)s;
    static int token; /* no state: any non-NULL pointer will do */
    return &token;
}

static cmd_t random_decide(void *self, const view_t *v, rng_t *r, char *reason, size_t len)
{
    (void)self;
    cmd_t c = ai_random_decide(v, r);
    if (c.type == CMD_NONE && v->must_decide)
        c.type = CMD_DECLINE;
    snprintf(reason, len, "a random legal action");
    return c;
}

static void random_destroy(void *self)
{
    (void)self;
}

const bot_strategy_t ai_strategy_random = {"random", "random legal actions", 0, BOT_LEVEL_DEFAULT, 1,
                                           random_create, random_decide, random_destroy, NULL};
