/* fuzz_trainees.c — libFuzzer harness for the trainees file (drill/drill_record.c): any bytes give
 * a roster or a message naming the file; a roster that loads is written back and loads again to
 * the same text, and its report (figures and HTML) is made without a fault. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "drill/drill_record.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static drill_roster_t r, again;
    char err[1024];
    err[0] = '\0';
    if (drill_roster_parse("fuzz.json", (const char *)data, size, &r, err, sizeof err) != 0) {
        if (strncmp(err, "fuzz.json", 9) != 0)
            __builtin_trap();
        return 0;
    }
    char *text = drill_roster_json(&r);
    if (!text || drill_roster_parse("again.json", text, strlen(text), &again, err, sizeof err) != 0)
        __builtin_trap();
    char *text2 = drill_roster_json(&again);
    if (!text2 || strcmp(text, text2) != 0)
        __builtin_trap();
    for (int i = 0; i < r.n; i++) {
        char *html = drill_report_html(&r.trainee[i], NULL, "2026-01-01");
        if (!html)
            __builtin_trap();
        free(html);
    }
    free(text);
    free(text2);
    drill_roster_free(&r);
    drill_roster_free(&again);
    return 0;
}
