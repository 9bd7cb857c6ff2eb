/* fuzz_structure.c — libFuzzer harness for the tournament-structure loader: any bytes must give
 * either a structure or a message, never a crash, a read out of bounds or a leak. */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "engine/structure.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    structure_t s;
    char err[512];
    err[0] = '\0';
    int rc = structure_load("fuzz.json", (const char *)data, size, &s, err, sizeof err);
    /* a refusal always says why, naming the file */
    if (rc != 0 && strncmp(err, "fuzz.json", 9) != 0)
        __builtin_trap();
    return 0;
}
