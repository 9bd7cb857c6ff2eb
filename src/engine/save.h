/* save.h — saved tournaments and replays. A save is the tournament's recipe, not a memory dump:
 * the configuration, the structure (in the levels/ JSON format), every accepted command and the
 * state hash after each hand. Loading re-runs the commands and checks every hand's hash, so a
 * resumed tournament continues exactly as it would have. Files are text, one record per line,
 * closed by a checksum line that detects truncation and corruption. A front end may store its own
 * lines of text with it (save_write_meta). */
#ifndef FELT_SAVE_H
#define FELT_SAVE_H

#include <stddef.h>
#include <stdint.h>

#include "engine/engine.h"

enum { SAVE_META_MAX = 4096 };
/* No save is read past this size (a save of a long tournament is a few hundred KiB). */
#define SAVE_MAX_BYTES ((size_t)16 << 20)

/* Write e's save to `path` the safe way, so that `path` always names a complete save, even if
 * the process is killed at any moment: the text goes to `path`.tmp, which is fsync'd; an
 * existing save at `path` is kept as `path`.prev (a hard link, or a copy where links are not
 * possible) before `path`.tmp is renamed over `path`; then the directory is fsync'd. Returns 0,
 * or -1 with a message in err (the old save is untouched on failure). save_write_meta(e, NULL,
 * ...). */
int save_write(const engine_t *e, const char *path, char *err, size_t errlen);

/* The same with a front end's own data: meta is printable UTF-8 "key value" lines separated by
 * '\n', at most SAVE_META_MAX bytes (NULL = none). It is stored verbatim in the save, covered by
 * its checksum, and given back by save_load_meta. Refuses (-1, reason in err) meta with control
 * characters, invalid UTF-8 or over the size. */
int save_write_meta(const engine_t *e, const char *meta, const char *path, char *err, size_t errlen);

/* The save text of e into a malloc'd NUL-terminated buffer (caller frees); NULL on failure. */
char *save_text(const engine_t *e);
/* The same with meta (see save_write_meta); NULL also when meta is not acceptable. */
char *save_text_meta(const engine_t *e, const char *meta);

typedef struct save_replay_result {
    int hands_checked;       /* hands whose hash matched */
    int diverged_hand;       /* first hand whose hash differs, 0 if none */
    uint64_t saved_hash, replayed_hash;
    int commands;            /* commands re-run */
    /* save_load / save_load_meta only: the file that loaded. fell_back is 1 when `path` itself
     * could not be loaded and its previous copy `path`.prev was (the last hand or so is lost;
     * tell the player); fallback_reason then says why `path` was refused. */
    int fell_back;
    char loaded_path[1024];
    char fallback_reason[512];
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

/* Read `path` and save_load_text it; if that fails (missing, truncated, corrupt, divergent),
 * load `path`.prev instead and say so in res->fell_back / res->fallback_reason. On failure of
 * both, err has the reason `path` failed (and the .prev one's). save_load_meta(.., NULL, 0, ..). */
engine_t *save_load(const char *path, save_replay_result_t *res, save_event_fn on_event, void *ctx,
                    char *err, size_t errlen);

/* save_load that also gives back the save's meta (see save_write_meta) into meta[meta_len]
 * ("" when it has none; meta may be NULL to ignore it). Fails if meta_len is too small. */
engine_t *save_load_meta(const char *path, char *meta, size_t meta_len, save_replay_result_t *res,
                         save_event_fn on_event, void *ctx, char *err, size_t errlen);

/* save_load_text that also gives back the meta (as save_load_meta). */
engine_t *save_load_text_meta(const char *name, const char *text, size_t len, char *meta, size_t meta_len,
                              save_replay_result_t *res, save_event_fn on_event, void *ctx, char *err,
                              size_t errlen);

#endif
