/* ai_styles.h — the built-in strategies (ai_styles.c): random (tests only), and the styles made
 * from a profile each (bot_profile.h): station, rock, tag, lag, maniac, fish, weak-tight. */
#ifndef FELT_AI_STYLES_H
#define FELT_AI_STYLES_H

#include "ai/bot.h"
#include "ai/bot_profile.h"

extern const bot_strategy_t ai_strategy_random;

/* The strategy that plays profile p (its name, style and default level; data = p). p must
 * outlive the strategy. */
void ai_strategy_for_profile(const bot_profile_t *p, bot_strategy_t *out);

#endif
