/* cli_hh.c — hand-history files for `felt-cli sim --hh DIR` (see cli_hh.h). Opens the file and
 * fills the writer's configuration from the engine's public view; all formatting is hh.c's. */
#include "cli_hh.h"

#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>


uint64_t cli_hh_tournament_id(const engine_t *e) { return engine_tournament_id(e); }

enum { ID_SCALE = 100000 }; /* id = start second * ID_SCALE + process slot * 1000 + counter */

void cli_hh_fresh_ids(engine_config_t *cfg)
{
    static uint64_t base, counter;
    if (!base)
        base = (uint64_t)time(NULL) * ID_SCALE + (uint64_t)(getpid() % 100) * 1000;
    cfg->tournament_id = base + counter++;
    cfg->first_hand_id = (int64_t)(cfg->tournament_id * 10000 + 1);
}

int64_t cli_hh_start_time(uint64_t tournament_id)
{
    /* numbers from cli_hh_fresh_ids are at least 2020-01-01 in seconds * ID_SCALE */
    if (tournament_id < 1577836800ULL * ID_SCALE || tournament_id / ID_SCALE > 4102444800ULL)
        return 0;
    return (int64_t)(tournament_id / ID_SCALE);
}

/* The tournament summary beside the history: ctx is the path (malloc'd, freed by cli_hh_close). */
static int summary_sink(void *ctx, const char *text, size_t len)
{
    FILE *f = fopen((const char *)ctx, "wb");
    if (!f) {
        fprintf(stderr, "felt-cli: cannot write %s: %s\n", (const char *)ctx, strerror(errno));
        return -1;
    }
    int rc = fwrite(text, 1, len, f) == len ? 0 : -1;
    if (fclose(f) != 0)
        rc = -1;
    return rc;
}

hh_writer_t *cli_hh_open(const char *cmd, const char *dir, const engine_t *e)
{
    uint64_t id = cli_hh_tournament_id(e);
    char path[4096];
    snprintf(path, sizeof path, "%s/felt-T%llu.txt", dir, (unsigned long long)id);
    FILE *f = fopen(path, "wb");
    if (!f) {
        fprintf(stderr, "felt-cli %s: cannot write %s: %s\n", cmd, path, strerror(errno));
        return NULL;
    }
    const engine_config_t *ecfg = engine_config(e);
    view_t v;
    engine_view(e, -1, &v);
    hh_config_t hc;
    memset(&hc, 0, sizeof hc);
    hc.n_seats = v.n_seats;
    for (int s = 0; s < v.n_seats && s < ENGINE_MAX_SEATS; s++)
        memcpy(hc.names[s], v.seats[s].name, sizeof hc.names[s]);
    hc.tournament_id = id;
    hc.start_time = cli_hh_start_time(id); /* the real clock of the run that played it */
    hc.structure = engine_structure(e);
    hc.seconds_per_hand = ecfg->clock == ENGINE_CLOCK_SIMULATED ? ecfg->seconds_per_hand : 0;
    hc.out = f;
    hc.close_out = 1;
    char *summary = malloc(strlen(path) + 16);
    if (summary) {
        snprintf(summary, strlen(path) + 16, "%.*s-summary.txt", (int)(strlen(path) - 4), path);
        hc.summary_sink = summary_sink;
        hc.summary_ctx = summary;
    }
    char err[256];
    hh_writer_t *w = hh_create(&hc, err, sizeof err);
    if (!w) {
        fprintf(stderr, "felt-cli %s: cannot write %s: %s\n", cmd, path, err);
        fclose(f);
        free(summary);
        return NULL;
    }
    return w;
}

int cli_hh_close(const char *cmd, hh_writer_t *w)
{
    if (!w)
        return 0;
    void *summary = hh_get_config(w)->summary_ctx;
    int rc = hh_destroy(w);
    free(summary);
    if (rc != 0) {
        fprintf(stderr, "felt-cli %s: writing the hand history failed\n", cmd);
        return 1;
    }
    return 0;
}
