/* ai_styles.h — the built-in strategies the registry starts with (ai_styles.c): random (tests
 * only), calling station, rock, tight-aggressive and loose-aggressive. */
#ifndef FELT_AI_STYLES_H
#define FELT_AI_STYLES_H

#include "ai/bot.h"

extern const bot_strategy_t ai_strategy_random, ai_strategy_station, ai_strategy_rock, ai_strategy_tag,
    ai_strategy_lag;

#endif
