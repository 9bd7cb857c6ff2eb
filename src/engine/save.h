/* save.h — saved tournaments and replays. A save is the tournament's recipe, not a memory dump:
 * the configuration, the structure (in the levels/ JSON format), every accepted command and the
 * state hash after each hand. Loading re-runs the commands and checks every hand's hash, so a
 * resumed tournament continues exactly as it would have. Files are text, one record per line,
 * closed by a checksum line that detects truncation and corruption. */
#ifndef FELT_SAVE_H
#define FELT_SAVE_H

#include <stddef.h>
#include <stdint.h>

#include "engine/engine.h"

/* Write e's save to `path` the safe way: a temporary file beside it, flushed, then renamed into
 * place; an existing save at `path` is first kept as `path`.prev. Returns 0, or -1 with a
 * message in err (the old save is untouched on failure). */
int save_write(const engine_t *e, const char *path, char *err, size_t errlen);

enum { SAVE_META_MAX = 4096 };

/* save_write with the caller's metadata stored beside the engine's recipe (covered by the
 * checksum): printable UTF-8 text of "key value" lines, '\n'-separated, at most 4 KiB, returned
 * verbatim by save_load_meta. NULL meta = save_write. -1 with a message if meta is not such
 * text. */
int save_write_meta(const engine_t *e, const char *meta, const char *path, char *err, size_t errlen);

/* The save text of e into a malloc'd NUL-terminated buffer (caller frees); NULL on failure. */
char *save_text(const engine_t *e);

typedef struct save_replay_result {
    int hands_checked;       /* hands whose hash matched */
    int diverged_hand;       /* first hand whose hash differs, 0 if none */
    uint64_t saved_hash, replayed_hash;
    int commands;            /* commands re-run */
} save_replay_result_t;

/* Called with every event the replay produces, in order (for hand histories, event logs). */
typedef void (*save_event_fn)(void *ctx, const ev_t *ev);

/* Parse save text (name is used in messages) and re-run it. On success returns the engine in
 * the saved state (caller destroys it) and fills *res; every event of the replay goes to
 * on_event (may be NULL).
 * On failure returns NULL with a message "NAME:LINE: reason" in err; if the replay diverged,
 * res->diverged_hand names the first hand that differs. */
engine_t *save_load_text(const char *name, const char *text, size_t len, save_replay_result_t *res,
                         save_event_fn on_event, void *ctx, char *err, size_t errlen);

/* Read `path` and save_load_text it. */
engine_t *save_load(const char *path, save_replay_result_t *res, save_event_fn on_event, void *ctx,
                    char *err, size_t errlen);

/* save_load that also returns the metadata stored by save_write_meta into meta[0..meta_len)
 * ("" when the save has none; meta may be NULL). */
engine_t *save_load_meta(const char *path, char *meta, size_t meta_len, save_replay_result_t *res,
                         save_event_fn on_event, void *ctx, char *err, size_t errlen);

#endif
