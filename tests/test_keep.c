/* test_keep.c — the player's-file policy (engine/keep.h) under a full disk: RLIMIT_FSIZE stands
 * for the disk that fills up (EFBIG where a full disk gives ENOSPC: both are a failed write). A
 * failed write leaves the old file whole and no temporary file; an appended hand is all there or
 * not at all; a probe of the folder says so before play; a file moved aside never covers an
 * earlier one. */
#define _POSIX_C_SOURCE 200809L
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include "engine/keep.h"
#include "testlib.h"

static long file_size(const char *p)
{
    struct stat sb;
    return stat(p, &sb) == 0 ? (long)sb.st_size : -1;
}

static void set_disk(rlim_t bytes)
{
    struct rlimit r = {bytes, bytes};
    struct rlimit cur;
    getrlimit(RLIMIT_FSIZE, &cur);
    r.rlim_max = cur.rlim_max;
    if (bytes > cur.rlim_max)
        r.rlim_cur = cur.rlim_max;
    setrlimit(RLIMIT_FSIZE, &r);
}

static void a_full_disk_loses_nothing_kept(void)
{
    signal(SIGXFSZ, SIG_IGN);
    char dir[] = "/tmp/felt-test-keep-XXXXXX";
    CHECK(mkdtemp(dir) != NULL);
    char path[256], tmp[264], err[512];
    snprintf(path, sizeof path, "%s/settings.json", dir);
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    char big[8192];
    memset(big, 'x', sizeof big);
    CHECK_EQ_INT(keep_write(path, "{ \"volume\": 35 }\n", 17, 0, err, sizeof err), 0);
    /* the disk fills: the write fails, the old file is whole, nothing is left half */
    set_disk(4096);
    CHECK_MSG(keep_write(path, big, sizeof big, 0, err, sizeof err) != 0 && strstr(err, path), "%s", err);
    CHECK_EQ_INT((int)file_size(path), 17);
    CHECK(access(tmp, F_OK) != 0);
    CHECK_MSG(keep_probe_dir(dir, 64 << 10, err, sizeof err) != 0 && strstr(err, "cannot write in"), "%s", err);
    /* a hand history: two whole hands of 1500 bytes fit, the third does not and is cut away */
    char hh[256];
    snprintf(hh, sizeof hh, "%s/history.txt", dir);
    int fd = open(hh, O_WRONLY | O_CREAT | O_APPEND, 0644);
    CHECK(fd >= 0);
    char hand[1500];
    memset(hand, 'h', sizeof hand);
    CHECK_EQ_INT(keep_append_whole(fd, hh, hand, sizeof hand, err, sizeof err), 0);
    CHECK_EQ_INT(keep_append_whole(fd, hh, hand, sizeof hand, err, sizeof err), 0);
    CHECK_MSG(keep_append_whole(fd, hh, hand, sizeof hand, err, sizeof err) != 0, "the third hand fit");
    CHECK_EQ_INT((int)file_size(hh), 3000);
    close(fd);
    set_disk(RLIM_INFINITY);
    CHECK_EQ_INT(keep_probe_dir(dir, 64 << 10, err, sizeof err), 0);
    /* .prev: the file replaced stays beside the new one */
    CHECK_EQ_INT(keep_write(path, "{}\n", 3, KEEP_PREV, err, sizeof err), 0);
    char prev[300];
    snprintf(prev, sizeof prev, "%s.prev", path);
    CHECK_EQ_INT((int)file_size(prev), 17);
    CHECK_EQ_INT((int)file_size(path), 3);
    /* moved aside twice in one second: the second never covers the first */
    char m1[400], m2[400];
    CHECK_EQ_INT(keep_move_aside(path, 1000, m1, sizeof m1), 0);
    CHECK_EQ_INT(keep_write(path, "{ }\n", 4, 0, err, sizeof err), 0);
    CHECK_EQ_INT(keep_move_aside(path, 1000, m2, sizeof m2), 0);
    CHECK_MSG(strcmp(m1, m2) != 0 && file_size(m1) == 3 && file_size(m2) == 4, "%.200s %.200s", m1, m2);
    CHECK(strstr(m1, "settings.json.bad-1000") != NULL);
    CHECK(keep_move_aside(path, 1000, m1, sizeof m1) != 0); /* nothing left to move */
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    CHECK_EQ_INT(system(cmd), 0);
}

int main(int argc, char **argv)
{
    tl_init(argc, argv, 1);
    if (tl_group("a_full_disk_loses_nothing_kept"))
        a_full_disk_loses_nothing_kept();
    return tl_finish();
}
