/* bot_wrong_version.c — a plugin that claims another interface version on purpose: the host
 * must refuse it with a clear message and without reading anything else of it. */
#include <stddef.h>
#include <stdint.h>

#include "ai/bot.h"

const bot_plugin_t *felt_bot_plugin(void);

const bot_plugin_t *felt_bot_plugin(void)
{
    /* a future layout: only the leading version number may be trusted */
    static const bot_plugin_t p = {99, 0, 0, 0, 0, 0, 0, NULL};
    return &p;
}
