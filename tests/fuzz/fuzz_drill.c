/* fuzz_drill.c — libFuzzer harness for the drill-file loader (levels/drills/): any bytes give
 * drills (their scenarios played by the engine) or one message naming the file. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "drill/drill.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    enum { MAX = 8 };
    drill_t *d = malloc(MAX * sizeof *d);
    if (!d)
        return 0;
    char err[1024];
    err[0] = '\0';
    int n = 0;
    int rc = drill_load("fuzz.json", (const char *)data, size, d, MAX, &n, err, sizeof err);
    if (rc != 0 && strncmp(err, "fuzz.json", 9) != 0)
        __builtin_trap();
    if (rc == 0 && (n < 1 || n > MAX))
        __builtin_trap();
    free(d);
    return 0;
}
