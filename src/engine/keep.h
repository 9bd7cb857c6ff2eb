/* keep.h — the one policy for every file the player keeps (the autosave and its .prev, settings,
 * statistics, practice progress, hand histories): read → validate (the caller) → on failure move
 * the file aside as NAME.bad-TIME and say so; write → NAME.tmp, fsync, rename, fsync the folder,
 * so that NAME always names a whole file, even when the process is killed at any moment or the
 * disk fills up; and never write over a file that could not be read (the caller moves it aside
 * first). The engine has no clock: the time of a move aside is the caller's. */
#ifndef FELT_KEEP_H
#define FELT_KEEP_H

#include <stddef.h>
#include <stdint.h>

enum {
    KEEP_PREV = 1u << 0,   /* keep the file being replaced as NAME.prev (a hard link, or a copy) */
    KEEP_NO_SYNC = 1u << 1 /* keep_append: whole, but not fsync'd yet (the caller syncs after a batch) */
};

/* Write len bytes of data to path the safe way (see above). Returns 0, or -1 with "cannot write
 * PATH: REASON" in err; on failure the file at path is untouched and no .tmp is left. */
int keep_write(const char *path, const void *data, size_t len, unsigned flags, char *err, size_t errlen);

/* Read a whole file of at most max bytes (text_read_file's limits and messages: too_big names
 * the limit). NULL on failure; *missing is 1 when the file does not exist (nothing to report),
 * 0 otherwise (err says why: unreadable, a directory, too large). */
char *keep_read(const char *path, size_t max, const char *too_big, size_t *len, int *missing, char *err,
                size_t errlen);

/* Rename path to path.bad-UNIX_TIME (-2, -3... when that name is taken: nothing is ever
 * overwritten) and fsync its folder. Returns 0 with the new name in moved, or -1 with why it
 * could not be moved in moved. */
int keep_move_aside(const char *path, int64_t unix_time, char *moved, size_t len);

/* Can a file of `need` bytes be written in dir (ending in '/' or not)? Writes, fsyncs and
 * removes a probe file. 0, or -1 with "cannot write in DIR: REASON" in err (read-only folder,
 * full disk). */
int keep_probe_dir(const char *dir, size_t need, char *err, size_t errlen);

/* Append len bytes to the open file fd (a hand history: one whole hand) so that the file ends
 * with all of them or with none: written, fsync'd, and on a failure (a full disk) cut back to
 * its size before. 0, or -1 with "cannot write NAME: REASON" in err. */
int keep_append_whole(int fd, const char *name, const void *data, size_t len, char *err, size_t errlen);

/* keep_append_whole with flags: KEEP_NO_SYNC leaves out the fsync, for a run of parts written at
 * speed (hands the bots play out after the people are out); a kill still finds whole parts only,
 * and the caller fsyncs the file when the run ends. */
int keep_append(int fd, const char *name, const void *data, size_t len, unsigned flags, char *err, size_t errlen);

/* fsync the folder holding path, so that a rename in it survives a crash. */
void keep_sync_dir(const char *path);

#endif
