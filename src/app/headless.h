/* headless.h — the program without a person at it: pictures of any screen (--screenshot), the
 * hot-seat privacy check on pixels (--check-privacy) and the frame benchmark (--bench-frames).
 * main.c parses the command line, starts the program and hands over its frame (the loop stays
 * in main.c: the harness calls it through headless_loop_t). */
#ifndef FELT_HEADLESS_H
#define FELT_HEADLESS_H

#include <SDL.h>
#include <stdint.h>

#include "app/app.h"

/* The command line, as main.c parsed it. */
typedef struct felt_opts {
    const char *screenshot;
    const char *scenario;
    const char *screen;
    const char *data_dir;
    const char *until_event;
    const char *drill;              /* --drill TOPIC:SEED[:DIFFICULTY] */
    uint64_t seed;
    int have_seed;
    int hands;
    int seats;
    int w, h;
    long bench_frames;
    int people;                 /* seats 1..people are people's (hot-seat when more than one) */
    int entrants;               /* > 0: a multi-table tournament of this many (the person plays it) */
    int together;               /* --together: an MTT's people sit at one table (else the draw's) */
    int n_press;
    SDL_Keycode press[8];       /* keys pressed before the picture */
    const char *type;           /* text typed after them (--type) */
    int check_privacy;          /* hands of a hot-seat game to check frame by frame */
    const char *monkey;         /* --monkey SEED:N (monkey.c) */
    int keep_files;             /* --keep-files: an MTT's autosave and histories are written */
    int to_end;                 /* --to-end: a continued MTT is played to its end */
    const char *mtt_show;       /* --mtt-show KIND:FRACTION (game_mtt_show.h's moments) */
    const char *away;           /* --away level|bubble|final|back[,stay]: the person goes away
                                   after --hands hands and is called back (stay: the picture while away) */
    const char *after_bust;     /* --after-bust watch|skip: the MTT is played to the person's bust, then
                                   a table is watched or the final table skipped to */
} felt_opts_t;

/* The loop's pieces the harness drives. */
typedef struct headless_loop {
    void (*frame)(app_t *a);  /* carry out the requests, draw every screen and present */
    void (*draw)(app_t *a);   /* draw every screen and its widgets without presenting */
    double (*clock)(void);    /* monotonic seconds */
    double dt;                /* the fixed step, seconds */
} headless_loop_t;

/* Each returns the program's exit status: 0, 1 (could not write the picture) or 2 (bad
 * options or a refused start), with a message on stderr. */
int headless_screenshot(app_t *a, const felt_opts_t *o, const headless_loop_t *loop);
int headless_check_privacy(app_t *a, const felt_opts_t *o, const headless_loop_t *loop);
/* t_start: the loop's clock when the program started (the first frame's time is reported). */
int headless_bench_frames(app_t *a, const felt_opts_t *o, const headless_loop_t *loop, double t_start);

#endif
