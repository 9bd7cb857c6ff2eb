/* fuzz_replay.c — libFuzzer harness for hand-history replay (felt-cli replay): any bytes give a
 * save whose events are written as PokerStars hand histories, or a message naming the file. */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "engine/engine.h"
#include "engine/hh.h"
#include "engine/save.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int count_sink(void *ctx, const char *text, size_t len)
{
    size_t *total = ctx;
    /* each hand arrives whole: it starts with the header and ends with its blank lines */
    if (len < 2 || strncmp(text, "PokerStars Hand #", 17) != 0 || text[len - 1] != '\n')
        __builtin_trap();
    *total += len;
    return 0;
}

static void feed(void *ctx, const ev_t *ev) { hh_event(ctx, ev); }

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char err[1024];
    err[0] = '\0';
    save_replay_result_t res;
    engine_t *probe = save_load_text("fuzz.save", (const char *)data, size, &res, NULL, NULL, err, sizeof err);
    if (!probe) {
        if (strncmp(err, "fuzz.save", 9) != 0)
            __builtin_trap();
        return 0;
    }
    view_t v;
    engine_view(probe, -1, &v);
    size_t total = 0;
    hh_config_t hc;
    memset(&hc, 0, sizeof hc);
    hc.n_seats = v.n_seats;
    for (int s = 0; s < v.n_seats && s < ENGINE_MAX_SEATS; s++)
        memcpy(hc.names[s], v.seats[s].name, sizeof hc.names[s]);
    hc.structure = engine_structure(probe);
    hc.sink = count_sink;
    hc.sink_ctx = &total;
    hh_writer_t *w = hh_create(&hc, err, sizeof err);
    if (w) {
        engine_t *e = save_load_text("fuzz.save", (const char *)data, size, &res, feed, w, err, sizeof err);
        /* the same bytes load the same way twice */
        if (!e || engine_state_hash(e) != engine_state_hash(probe))
            __builtin_trap();
        engine_destroy(e);
        if (hh_destroy(w) != 0)
            __builtin_trap();
    }
    engine_destroy(probe);
    return 0;
}
