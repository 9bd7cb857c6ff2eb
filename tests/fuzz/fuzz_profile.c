/* fuzz_profile.c — libFuzzer harness for bot profiles (assets/bots/, ai/bot_profile.c): any bytes
 * give a profile the registry takes or a message naming the file. */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "ai/bot.h"
#include "ai/bot_profile.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    bot_profile_t p;
    char err[1024];
    err[0] = '\0';
    if (bot_profile_parse((const char *)data, size, "fuzz.json", &p, err, sizeof err) != 0) {
        if (strncmp(err, "fuzz.json", 9) != 0)
            __builtin_trap();
        return 0;
    }
    bot_registry_t *reg = bot_registry_create();
    if (!reg)
        __builtin_trap();
    /* a parsed profile is whole: the registry takes it (or names why, e.g. a clash with a
     * built-in name) without crashing */
    bot_registry_add_profile(reg, &p, "fuzz.json", err, sizeof err);
    bot_registry_destroy(reg);
    return 0;
}
