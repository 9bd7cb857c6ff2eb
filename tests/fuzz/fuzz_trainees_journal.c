/* fuzz_trainees_journal.c — libFuzzer harness for trainees.journal (drill/drill_record.c): any
 * bytes replayed onto a roster of three trainees (journal_seq 2) apply whole records only, say
 * what stopped them naming the file, count what they applied, and leave a roster that is written
 * and read back to the same text (what compaction will write must load). An input whose first
 * byte is odd has the checksums of its lines put right first (the rest of it is the journal), so
 * that the fuzzer reaches the records' parsing and not only the checksum. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "drill/drill_record.h"
#include "engine/text.h"

/* Give each line of text that ends in " XXXXXXXX" the CRC-32 of what comes before. */
static void fix_checksums(char *text, size_t len)
{
    static const char hex[] = "0123456789abcdef";
    size_t pos = 0;
    while (pos < len) {
        char *s = text + pos, *nl = memchr(s, '\n', len - pos);
        if (!nl)
            return;
        size_t n = (size_t)(nl - s);
        if (n > 9 && s[n - 9] == ' ') {
            uint32_t c = text_crc32(s, n - 9);
            for (int i = 0; i < 8; i++)
                s[n - 8 + i] = hex[(c >> (28 - 4 * i)) & 15];
        }
        pos += n + 1;
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static drill_roster_t r, again;
    char err[1024];
    drill_roster_init(&r);
    drill_roster_add(&r, "Ann", err, sizeof err);
    drill_roster_add(&r, "Bo", err, sizeof err);
    drill_roster_add(&r, "Cy", err, sizeof err);
    r.journal_seq = 2;
    int fix = size > 0 && (data[0] & 1);
    if (size > 0)
        data++, size--;
    char *text = malloc(size + 1);
    if (!text)
        return 0;
    memcpy(text, data, size);
    text[size] = '\0';
    if (fix)
        fix_checksums(text, size);
    drill_journal_load_t jl;
    int rc = drill_journal_replay_text("fuzz.journal", text, size, &r, &jl);
    free(text);
    if ((rc != 0) != (jl.bad != 0) || jl.applied > jl.records || r.journal_seq < 2)
        __builtin_trap();
    if ((jl.bad || jl.torn) && strncmp(jl.msg, "fuzz.journal:", 13) != 0)
        __builtin_trap();
    int64_t n = 0;
    for (int i = 0; i < r.n; i++)
        n += r.trainee[i].n_results;
    if (n != jl.applied || (jl.applied == 0) != (r.journal_seq == 2))
        __builtin_trap();
    char *json = drill_roster_json(&r);
    if (!json || drill_roster_parse("again.json", json, strlen(json), &again, err, sizeof err) != 0)
        __builtin_trap();
    char *json2 = drill_roster_json(&again);
    if (!json2 || strcmp(json, json2) != 0)
        __builtin_trap();
    free(json);
    free(json2);
    drill_roster_free(&r);
    drill_roster_free(&again);
    return 0;
}
