/* fuzz_stats.c — libFuzzer harness for the statistics file (app/stats.c): any bytes give the
 * statistics or a message naming the file; statistics that load are written back and load again
 * to the same text. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "app/stats.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    stats_db_t *db = stats_db_create(), *again = stats_db_create();
    if (!db || !again)
        __builtin_trap();
    char err[1024];
    err[0] = '\0';
    if (stats_db_parse("fuzz.json", (const char *)data, size, db, err, sizeof err) != 0) {
        if (strncmp(err, "fuzz.json", 9) != 0)
            __builtin_trap();
    } else {
        char *text = stats_db_to_json(db);
        if (!text || stats_db_parse("again.json", text, strlen(text), again, err, sizeof err) != 0)
            __builtin_trap();
        char *text2 = stats_db_to_json(again);
        if (!text2 || strcmp(text, text2) != 0)
            __builtin_trap();
        free(text);
        free(text2);
    }
    stats_db_destroy(db);
    stats_db_destroy(again);
    return 0;
}
