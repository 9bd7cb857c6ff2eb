/* ai_styles.c — the built-in strategies: random legal actions (tests only) and the styles made
 * from one brain (ai_play.c) and a profile each. The profiles are the whole difference between
 * styles; they are kept side by side here where they can be compared, and each is also a JSON
 * file in assets/bots/ (test_ai checks that the two agree) that a player can copy and edit. */
#include "ai/ai_styles.h"

#include <stdio.h>
#include <stdlib.h>

#include "ai/ai_play.h"
#include "ai/ai_random.h"
#include "ai/bot_profile.h"

/* The style words and descriptions are marked for the translators (xgettext's N_): the app shows
 * them in the player's language by their English (app_style_words); the bots never translate. */
#define N_(s) (s)

#define E BOT_LEVEL_EASY
#define M BOT_LEVEL_MEDIUM
#define H BOT_LEVEL_HARD

/* play: style (set by bot_profile_fix), open, raise share, 3-bet, 3-bet bluff, flat, value eq,
 * raise eq, call margin, call floor, c-bet, barrel, river bluff, semi-bluff, size, push tight,
 * call tight, ICM bias, all-in call max, trap, adapt, the levels (every style the standard ones) */
static const bot_profile_t builtin[] = {
    {"station", N_("calling station"),
     N_("Limps and calls a lot, calls down with any pair or draw, rarely raises and never bluffs."), M,
     {NULL, 1.8, 0.10, 0.5, 0.0, 3.0, 0.78, 0.92, -0.10, 0.40, 0.10, 0.0, 0.0, 0.05, 0.8, 0.8, 0.55, -0.001, 0.16,
      0, 0, AI_LEVELS_STANDARD}, 0, {{"", 0, ""}}},
    {"rock", N_("tight-passive"),
     N_("Plays few hands, limps some of them, bets only strong hands, folds to pressure and never bluffs."), M,
     {NULL, 0.6, 0.55, 0.7, 0.0, 0.6, 0.72, 0.88, 0.06, 1.01, 0.30, 0.0, 0.0, 0.10, 0.8, 1.45, 1.5, 0.008, 0.035, 0,
      0, AI_LEVELS_STANDARD}, 0, {{"", 0, ""}}},
    {"tag", N_("tight-aggressive"),
     N_("Opening ranges by position and stack depth, 3-bets for value and a few bluffs, continuation bets, value "
     "bets, and bluffs at a set frequency."),
     M,
     {NULL, 1.0, 1.0, 1.0, 0.08, 1.0, 0.62, 0.80, 0.06, 1.01, 0.40, 0.12, 0.08, 0.45, 1.0, 1.0, 1.0, 0.0, 0.06, 1, 1, AI_LEVELS_STANDARD}, 0, {{"", 0, ""}}},
    {"lag", N_("loose-aggressive"),
     N_("The tight-aggressive brain with wider ranges, more 3-bets, and more and bigger bets and bluffs."), M,
     {NULL, 1.5, 1.0, 1.6, 0.5, 1.3, 0.58, 0.75, -0.01, 1.01, 0.80, 0.45, 0.33, 0.75, 1.15, 0.8, 0.85, -0.002, 0.12,
      0, 1, AI_LEVELS_STANDARD}, 0, {{"", 0, ""}}},
    {"maniac", N_("maniac"),
     N_("Raises nearly every hand, bets every street, bluffs often and calls all-ins light: hard to read, easy to "
     "trap."),
     M,
     {NULL, 2.6, 1.0, 2.5, 0.9, 1.4, 0.52, 0.66, -0.04, 1.01, 0.95, 0.75, 0.55, 0.9, 1.35, 0.6, 0.7, -0.004, 0.3, 0,
      0, AI_LEVELS_STANDARD}, 0, {{"", 0, ""}}},
    {"fish", N_("loose-passive fish"),
     N_("Plays far too many hands, limps and calls, chases every draw, rarely raises and hardly ever folds a pair."),
     E,
     {NULL, 2.4, 0.15, 0.3, 0.0, 3.5, 0.82, 0.95, -0.12, 0.33, 0.15, 0.0, 0.03, 0.05, 0.7, 1.0, 0.6, -0.002, 0.22, 0,
      0, AI_LEVELS_STANDARD}, 0, {{"", 0, ""}}},
    {"weak-tight", N_("weak-tight"),
     N_("Plays few hands and gives up on them at the first sign of resistance: bet into it and it folds."), M,
     {NULL, 0.7, 0.6, 0.6, 0.0, 0.5, 0.74, 0.92, 0.12, 1.01, 0.25, 0.0, 0.0, 0.05, 0.75, 1.6, 1.7, 0.03, 0.025, 0,
      1, AI_LEVELS_STANDARD}, 0, {{"", 0, ""}}},
};

#undef E
#undef M
#undef H
#undef N_

int bot_profile_builtin_count(void)
{
    return (int)(sizeof builtin / sizeof builtin[0]);
}

const bot_profile_t *bot_profile_builtin(int i)
{
    return i >= 0 && i < bot_profile_builtin_count() ? &builtin[i] : NULL;
}

/* ---- the styles: one create for every profile ------------------------------------------------ */

static void *brain_create(const bot_setup_t *s)
{
    const bot_profile_t *p = s->data;
    if (!p)
        return NULL;
    ai_profile_t play = p->play;
    play.style = p->style;
    return ai_brain_create(&play, s);
}

static cmd_t brain_decide(void *self, const view_t *v, rng_t *r, char *reason, size_t len)
{
    return ai_brain_decide(self, v, r, reason, len);
}

static void brain_destroy(void *self)
{
    ai_brain_destroy(self);
}

#define ALL_LEVELS ((1u << BOT_LEVEL_EASY) | (1u << BOT_LEVEL_MEDIUM) | (1u << BOT_LEVEL_HARD))

void ai_strategy_for_profile(const bot_profile_t *p, bot_strategy_t *out)
{
    bot_strategy_t s = {p->name, p->style, ALL_LEVELS, p->default_level, 0, brain_create, brain_decide,
                        brain_destroy, p};
    *out = s;
}

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
