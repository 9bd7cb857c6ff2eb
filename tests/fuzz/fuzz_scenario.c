/* fuzz_scenario.c — libFuzzer harness for the scenario loader (no structure_file directory, so a
 * fuzzed path reads nothing relative): any bytes give a scenario or a message naming the file. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "engine/scenario.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    scenario_t *s = malloc(sizeof *s);
    if (!s)
        return 0;
    char err[1024];
    err[0] = '\0';
    int rc = scenario_load("fuzz.json", NULL, (const char *)data, size, s, err, sizeof err);
    if (rc != 0 && strncmp(err, "fuzz.json", 9) != 0)
        __builtin_trap();
    free(s);
    return 0;
}
