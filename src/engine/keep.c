/* keep.c — the one policy for the player's files (see keep.h). */
#define _POSIX_C_SOURCE 200809L
#include "engine/keep.h"

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "engine/text.h"

/* Write all of buf to fd; 0 or -1 with errno. */
static int write_all(int fd, const char *buf, size_t n)
{
    while (n > 0) {
        ssize_t w = write(fd, buf, n);
        if (w < 0) {
            if (errno == EINTR)
                continue;
            return -1;
        }
        buf += w;
        n -= (size_t)w;
    }
    return 0;
}

void keep_sync_dir(const char *path)
{
    size_t n = strlen(path);
    char *dir = malloc(n + 2);
    if (!dir)
        return;
    memcpy(dir, path, n + 1);
    char *slash = strrchr(dir, '/');
    if (!slash)
        strcpy(dir, ".");
    else if (slash == dir)
        dir[1] = '\0';
    else
        *slash = '\0';
    int fd = open(dir, O_RDONLY);
    if (fd >= 0) {
        fsync(fd);
        close(fd);
    }
    free(dir);
}

/* Fill tmp (created or truncated) with len bytes of data, or with everything read from the open
 * file from_fd when that is not -1, and fsync and close it: the first half of every write the safe
 * way, the rename being the second. 0, or -1 with errno and no tmp left. */
static int put_tmp(const char *tmp, int from_fd, const void *data, size_t len)
{
    int out = open(tmp, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (out < 0)
        return -1;
    int rc = -1;
    if (from_fd < 0) {
        if (write_all(out, data, len) != 0)
            goto end;
    } else {
        char buf[65536];
        for (;;) {
            ssize_t r = read(from_fd, buf, sizeof buf);
            if (r < 0 && errno == EINTR)
                continue;
            if (r < 0)
                goto end;
            if (r == 0)
                break;
            if (write_all(out, buf, (size_t)r) != 0)
                goto end;
        }
    }
    if (fsync(out) != 0)
        goto end;
    rc = 0;
end:;
    int keep_errno = errno;
    if (close(out) != 0 && rc == 0)
        rc = -1, keep_errno = errno;
    if (rc != 0)
        unlink(tmp);
    errno = keep_errno;
    return rc;
}

/* Make `to` a copy of `from` through to.tmp (fsync'd, renamed): for file systems without hard
 * links. 0 or -1 with errno. */
static int copy_file(const char *from, const char *to)
{
    size_t tl = strlen(to) + 8;
    char *tmp = malloc(tl);
    if (!tmp)
        return -1;
    snprintf(tmp, tl, "%s.tmp", to);
    int in = open(from, O_RDONLY), rc = -1;
    if (in >= 0 && put_tmp(tmp, in, NULL, 0) == 0) {
        rc = rename(tmp, to);
        if (rc != 0) {
            int keep_errno = errno;
            unlink(tmp);
            errno = keep_errno;
        }
    }
    if (in >= 0) {
        int keep_errno = errno;
        close(in);
        errno = keep_errno;
    }
    free(tmp);
    return rc;
}

int keep_write(const char *path, const void *data, size_t len, unsigned flags, char *err, size_t errlen)
{
    if (!path || !path[0]) {
        snprintf(err, errlen, "cannot write: the file name is empty");
        return -1;
    }
    size_t pl = strlen(path) + 8;
    char *tmp = malloc(pl), *prev = malloc(pl);
    int rc = -1;
    if (!tmp || !prev) {
        snprintf(err, errlen, "cannot write %s: out of memory", path);
        goto end;
    }
    snprintf(tmp, pl, "%s.tmp", path);
    snprintf(prev, pl, "%s.prev", path);
    if (put_tmp(tmp, -1, data, len) != 0) {
        snprintf(err, errlen, "cannot write %s: %s", path, strerror(errno));
        goto end;
    }
    /* keep the file being replaced as .prev while it still has its name: a second name for the
     * same file (or a copy), so that path never goes missing; then one rename replaces it */
    struct stat sb;
    if ((flags & KEEP_PREV) && stat(path, &sb) == 0 && S_ISREG(sb.st_mode)) {
        unlink(prev);
        if (link(path, prev) != 0 && copy_file(path, prev) != 0) {
            snprintf(err, errlen, "cannot keep the previous copy as %s: %s", prev, strerror(errno));
            unlink(tmp);
            goto end;
        }
    }
    if (rename(tmp, path) != 0) {
        snprintf(err, errlen, "cannot write %s: %s", path, strerror(errno));
        unlink(tmp);
        goto end;
    }
    keep_sync_dir(path);
    rc = 0;
end:
    free(tmp);
    free(prev);
    return rc;
}

char *keep_read(const char *path, size_t max, const char *too_big, size_t *len, int *missing, char *err,
                size_t errlen)
{
    *missing = 0;
    struct stat sb;
    if (stat(path, &sb) != 0) {
        *missing = errno == ENOENT;
        snprintf(err, errlen, "cannot read %s: %s", path, strerror(errno));
        return NULL;
    }
    if (S_ISDIR(sb.st_mode)) {
        snprintf(err, errlen, "cannot read %s: it is a directory, not a file", path);
        return NULL;
    }
    return text_read_file(path, max, too_big, len, err, errlen);
}

int keep_move_aside(const char *path, int64_t unix_time, char *moved, size_t len)
{
    char *name = malloc(strlen(path) + 48);
    if (!name) {
        snprintf(moved, len, "(could not move it: out of memory)");
        return -1;
    }
    struct stat sb;
    for (int k = 1; k < 100; k++) {
        if (k == 1)
            sprintf(name, "%s.bad-%" PRId64, path, unix_time);
        else
            sprintf(name, "%s.bad-%" PRId64 "-%d", path, unix_time, k);
        if (lstat(name, &sb) == 0)
            continue; /* never over an earlier bad copy */
        if (rename(path, name) != 0)
            break;
        keep_sync_dir(name);
        snprintf(moved, len, "%s", name);
        free(name);
        return 0;
    }
    snprintf(moved, len, "(could not move it: %s)", errno ? strerror(errno) : "too many bad copies");
    free(name);
    return -1;
}

int keep_probe_dir(const char *dir, size_t need, char *err, size_t errlen)
{
    size_t dl = strlen(dir);
    char *probe = malloc(dl + 32);
    if (!probe) {
        snprintf(err, errlen, "cannot write in %s: out of memory", dir);
        return -1;
    }
    snprintf(probe, dl + 32, "%s%s.felt-probe.tmp", dir, dl && dir[dl - 1] == '/' ? "" : "/");
    int rc = -1;
    int fd = open(probe, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0) {
        snprintf(err, errlen, "cannot write in %s: %s", dir, strerror(errno));
        free(probe);
        return -1;
    }
    char block[4096];
    memset(block, ' ', sizeof block);
    size_t done = 0;
    rc = 0;
    while (done < need || done == 0) {
        size_t n = need - done < sizeof block && need > done ? need - done : sizeof block;
        if (write_all(fd, block, n) != 0) {
            rc = -1;
            break;
        }
        done += n;
    }
    if (rc == 0 && fsync(fd) != 0)
        rc = -1;
    if (rc != 0)
        snprintf(err, errlen, "cannot write in %s: %s", dir, strerror(errno));
    close(fd);
    unlink(probe);
    free(probe);
    return rc;
}

int keep_append_whole(int fd, const char *name, const void *data, size_t len, char *err, size_t errlen)
{
    return keep_append(fd, name, data, len, 0, err, errlen);
}

int keep_append(int fd, const char *name, const void *data, size_t len, unsigned flags, char *err, size_t errlen)
{
    struct stat sb;
    if (fstat(fd, &sb) != 0) {
        snprintf(err, errlen, "cannot write %s: %s", name, strerror(errno));
        return -1;
    }
    if (write_all(fd, data, len) == 0 && ((flags & KEEP_NO_SYNC) || fsync(fd) == 0))
        return 0;
    int e = errno;
    /* roll back to the last whole hand: a reader never meets half of one */
    if (ftruncate(fd, sb.st_size) != 0 || fsync(fd) != 0)
        snprintf(err, errlen, "cannot write %s: %s (and it could not be cut back to its last whole part: %s)", name,
                 strerror(e), strerror(errno));
    else
        snprintf(err, errlen, "cannot write %s: %s", name, strerror(e));
    return -1;
}
