/* fuzz_save.c — libFuzzer harness for save files: any bytes give a resumed engine or a message
 * naming the file; a save that loads is written back and loads again to the same state. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "engine/engine.h"
#include "engine/save.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char err[1024], meta[SAVE_META_MAX + 1];
    err[0] = '\0';
    save_replay_result_t res;
    engine_t *e = save_load_text_meta("fuzz.save", (const char *)data, size, meta, sizeof meta, &res, NULL, NULL,
                                      err, sizeof err);
    if (!e) {
        if (strncmp(err, "fuzz.save", 9) != 0)
            __builtin_trap();
        return 0;
    }
    char *text = save_text_meta(e, meta);
    if (!text)
        __builtin_trap();
    engine_t *again = save_load_text("again.save", text, strlen(text), &res, NULL, NULL, err, sizeof err);
    if (!again || engine_state_hash(again) != engine_state_hash(e))
        __builtin_trap();
    engine_destroy(again);
    free(text);
    engine_destroy(e);
    return 0;
}
