/* fuzz_practice.c — libFuzzer harness for the practice progress file (app/practice.c): any bytes
 * give progress or a message naming the file; progress that loads is written back and loads again
 * to the same text. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "app/practice.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static practice_progress_t p, again;
    practice_progress_init(&p);
    char err[1024];
    err[0] = '\0';
    if (practice_progress_parse("fuzz.json", (const char *)data, size, &p, err, sizeof err) != 0) {
        if (strncmp(err, "fuzz.json", 9) != 0)
            __builtin_trap();
        return 0;
    }
    char *text = practice_progress_json(&p);
    practice_progress_init(&again);
    if (!text || practice_progress_parse("again.json", text, strlen(text), &again, err, sizeof err) != 0)
        __builtin_trap();
    char *text2 = practice_progress_json(&again);
    if (!text2 || strcmp(text, text2) != 0)
        __builtin_trap();
    free(text);
    free(text2);
    return 0;
}
