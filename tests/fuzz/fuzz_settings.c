/* fuzz_settings.c — libFuzzer harness for settings.json (app/settings.c): any bytes give settings
 * or a message naming the file, and the values kept beside a bad one are all in range. */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "app/settings.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    settings_t s;
    settings_default(&s);
    char err[1024];
    err[0] = '\0';
    int rc = settings_parse("fuzz.json", (const char *)data, size, &s, err, sizeof err);
    if (rc != 0 && strncmp(err, "fuzz.json", 9) != 0)
        __builtin_trap();
    if (s.speed < 0 || s.speed >= SPEED_COUNT || s.volume < 0 || s.volume > 100)
        __builtin_trap();
    return 0;
}
