/* main.c — felt, the game: options, start-up, the fixed-timestep loop (input -> commands ->
 * session -> events -> animation -> render with interpolation), and the headless modes that the
 * tests and benchmarks use (--screenshot, --bench-frames). */
#define _POSIX_C_SOURCE 200809L
#include <SDL.h>
#include <SDL_image.h>
#include <dirent.h>
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "app/app.h"
#include "ai/bot_profile.h"
#include "app/game.h"
#include "app/i18n.h"
#include "engine/keep.h"
#include "engine/scenario.h"
#include "render/cards.h"
#include "render/icon.h"
#include "render/tablegfx.h"

static const double DT = 1.0 / 120.0;

typedef struct opts {
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
    int n_press;
    SDL_Keycode press[8];       /* keys pressed before the picture */
    int check_privacy;          /* hands of a hot-seat game to check frame by frame */
} opts_t;

static double mono_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int64_t wall_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

static void usage(FILE *f)
{
    fprintf(f,
            "felt — No-Limit Hold'em tournaments at a table\n"
            "\n"
            "usage: felt [OPTIONS]\n"
            "\n"
            "  --help                 this text\n"
            "  --version              the version\n"
            "  --data DIR             where levels/, assets/ and docs/ are (default: found beside\n"
            "                         the program or under the install prefix)\n"
            "  --size WxH             window size (default 1280x720, or the last one used)\n"
            "\n"
            "headless (for tests and benchmarks; SDL_VIDEODRIVER=dummy works):\n"
            "  --screenshot FILE.png  render one frame to FILE.png and exit\n"
            "     --screen NAME       start, setup, table (default), results, settings,\n"
            "                         continue (press Continue on the start screen), replay (the\n"
            "                         replayer after --hands hands), replay-saved (the replayer on\n"
            "                         the autosave), stats (statistics; with --seed, after a\n"
            "                         tournament played by bots in the person's seat), practice\n"
            "                         (the practice menu, or with --drill that drill), feedback\n"
            "                         (with --drill: answered wrong, the right answer shown),\n"
            "                         shadow (the shadow dealer's first duty, or with --drill T\n"
            "                         its first duty of topic T; --seed picks the tournament)\n"
            "     --drill T:SEED[:D]  a practice drill of topic T (button, side-pots, ...),\n"
            "                         seed SEED, difficulty D 1-5 (default 2)\n"
            "     --seed N            the tournament seed (default 1)\n"
            "     --seats N           table size 2-10 (default 6)\n"
            "     --hands K           hands to play before the picture (default 0)\n"
            "     --scenario FILE     set the table up from a scenario file (docs/scenario.md)\n"
            "     --until-event NAME  with --scenario: show events up to the first of this kind\n"
            "                         (pot: the pots still in the middle at a showdown)\n"
            "     --people N          seats 1..N are people's (N > 1: hot-seat; default 1)\n"
            "     --press KEY         press a key before the picture (a letter, space, enter,\n"
            "                         escape, tab or f1; up to 8 times)\n"
            "  --check-privacy K      play K hands of a hot-seat game (--people, --seats, --seed),\n"
            "                         drawing every frame; fail if any frame drawn while the\n"
            "                         screen is one person's changes with another's cards\n"
            "  --bench-frames N       time N frames of a 10-seat table mid-hand with animations\n"
            "                         running (1280x720, software renderer) and print figures\n"
            "\n"
            "Saves, settings and hand histories live in the per-user folder SDL gives Felt\n"
            "(on Linux: ~/.local/share/felt/).\n");
}

static int parse_int(const char *opt, const char *v, long lo, long hi, long *out)
{
    if (!v) {
        fprintf(stderr, "felt: %s needs a value\n", opt);
        return -1;
    }
    char *end = NULL;
    errno = 0;
    long x = strtol(v, &end, 10);
    if (errno || end == v || *end || x < lo || x > hi) {
        fprintf(stderr, "felt: %s expects a whole number from %ld to %ld, got '%s'\n", opt, lo, hi, v);
        return -1;
    }
    *out = x;
    return 0;
}

static int parse_opts(int argc, char **argv, opts_t *o)
{
    memset(o, 0, sizeof *o);
    o->seats = 6;
    o->people = 1;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        long x;
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            usage(stdout);
            return 1;
        } else if (!strcmp(a, "--version")) {
            printf("felt %s\n"
                   "Copyright (c) 2026 The Felt authors\n"
                   "License: MIT (SPDX-License-Identifier: MIT); see the LICENSE file\n",
                   FELT_VERSION);
            return 1;
        } else if (!strcmp(a, "--people")) {
            if (parse_int(a, v, 1, 10, &x) != 0)
                return -1;
            o->people = (int)x, i++;
        } else if (!strcmp(a, "--check-privacy")) {
            if (parse_int(a, v, 1, 1000, &x) != 0)
                return -1;
            o->check_privacy = (int)x, i++;
        } else if (!strcmp(a, "--press") && v) {
            SDL_Keycode k = SDLK_UNKNOWN;
            if (!strcmp(v, "space"))
                k = SDLK_SPACE;
            else if (!strcmp(v, "enter"))
                k = SDLK_RETURN;
            else if (!strcmp(v, "escape"))
                k = SDLK_ESCAPE;
            else if (!strcmp(v, "f1"))
                k = SDLK_F1;
            else if (!strcmp(v, "tab"))
                k = SDLK_TAB;
            else if (strlen(v) == 1 && v[0] >= 'a' && v[0] <= 'z')
                k = (SDL_Keycode)v[0];
            if (k == SDLK_UNKNOWN || o->n_press == 8) {
                fprintf(stderr, "felt: --press expects a letter, space, enter, escape, tab or f1 (at most 8), got '%s'\n", v);
                return -1;
            }
            o->press[o->n_press++] = k, i++;
        } else if (!strcmp(a, "--screenshot") && v) {
            o->screenshot = v, i++;
        } else if (!strcmp(a, "--scenario") && v) {
            o->scenario = v, i++;
        } else if (!strcmp(a, "--screen") && v) {
            o->screen = v, i++;
            if (strcmp(v, "start") && strcmp(v, "setup") && strcmp(v, "table") && strcmp(v, "results") &&
                strcmp(v, "settings") && strcmp(v, "continue") && strcmp(v, "replay") && strcmp(v, "replay-saved") &&
                strcmp(v, "stats") && strcmp(v, "practice") && strcmp(v, "feedback") && strcmp(v, "shadow")) {
                fprintf(stderr, "felt: --screen expects start, setup, table, results, settings, continue, replay, "
                                "replay-saved, stats, practice, feedback or shadow, got '%s'\n",
                        v);
                return -1;
            }
        } else if (!strcmp(a, "--until-event") && v) {
            int found = 0;
            for (int t = 0; t < EV_COUNT; t++)
                if (!strcmp(ev_type_name((ev_type_t)t), v))
                    found = 1;
            if (!found) {
                fprintf(stderr, "felt: --until-event expects an event name such as pot, show or street, got '%s'\n", v);
                return -1;
            }
            o->until_event = v, i++;
        } else if (!strcmp(a, "--drill") && v) {
            o->drill = v, i++;
        } else if (!strcmp(a, "--data") && v) {
            o->data_dir = v, i++;
        } else if (!strcmp(a, "--seed")) {
            char *end = NULL;
            if (!v || (errno = 0, o->seed = strtoull(v, &end, 10), errno || end == v || *end || v[0] == '-')) {
                fprintf(stderr, "felt: --seed expects a whole number from 0 to 18446744073709551615, got '%s'\n",
                        v ? v : "");
                return -1;
            }
            o->have_seed = 1, i++;
        } else if (!strcmp(a, "--hands")) {
            if (parse_int(a, v, 0, 100000, &x))
                return -1;
            o->hands = (int)x, i++;
        } else if (!strcmp(a, "--seats")) {
            if (parse_int(a, v, 2, 10, &x))
                return -1;
            o->seats = (int)x, i++;
        } else if (!strcmp(a, "--bench-frames")) {
            if (parse_int(a, v, 1, 10000000, &x))
                return -1;
            o->bench_frames = x, i++;
        } else if (!strcmp(a, "--size") && v) {
            int w = 0, h = 0;
            char c = 0;
            if (sscanf(v, "%dx%d%c", &w, &h, &c) != 2 || w < 320 || h < 200 || w > 16384 || h > 16384) {
                fprintf(stderr, "felt: --size expects WIDTHxHEIGHT such as 1280x720 (at least 320x200), got '%s'\n", v);
                return -1;
            }
            o->w = w, o->h = h, i++;
        } else {
            fprintf(stderr, "felt: unknown option or missing value '%s' (try --help)\n", a);
            return -1;
        }
    }
    return 0;
}

/* ---- data and the player's folder ---------------------------------------------------------- */

static int is_dir(const char *p)
{
    struct stat sb;
    return stat(p, &sb) == 0 && S_ISDIR(sb.st_mode);
}

static void find_data_dir(app_t *a, const char *given)
{
    if (given) {
        snprintf(a->data_dir, sizeof a->data_dir, "%s/", given);
        return;
    }
    char *base = SDL_GetBasePath(); /* ends in '/' */
    const char *cands[] = {"", "../", "../share/felt/", "../../"};
    char probe[APP_PATH_LEN + 64];
    for (size_t i = 0; base && i < sizeof cands / sizeof cands[0]; i++) {
        snprintf(probe, sizeof probe, "%s%slevels", base, cands[i]);
        if (is_dir(probe)) {
            snprintf(a->data_dir, sizeof a->data_dir, "%s%s", base, cands[i]);
            SDL_free(base);
            return;
        }
    }
#ifdef FELT_DATA_DIR
    if (is_dir(FELT_DATA_DIR "/levels")) {
        snprintf(a->data_dir, sizeof a->data_dir, "%s/", FELT_DATA_DIR);
        SDL_free(base);
        return;
    }
#endif
    snprintf(a->data_dir, sizeof a->data_dir, "%s", base ? base : "./");
    SDL_free(base);
}

/* The documentation: docs/ beside the data (a source tree, or --data), else the installed
 * documentation directory, relative to the program first (a relocated prefix), then as built. */
static void find_docs_dir(app_t *a)
{
    char probe[APP_PATH_LEN + 64];
    snprintf(a->docs_dir, sizeof a->docs_dir, "%sdocs/", a->data_dir);
    snprintf(probe, sizeof probe, "%srules.md", a->docs_dir);
    if (access(probe, R_OK) == 0)
        return;
#ifdef FELT_DOC_DIR
    char *base = SDL_GetBasePath();
    if (base) {
        snprintf(probe, sizeof probe, "%s%s/rules.md", base, FELT_DOC_REL);
        if (access(probe, R_OK) == 0) {
            snprintf(a->docs_dir, sizeof a->docs_dir, "%s%s/", base, FELT_DOC_REL);
            SDL_free(base);
            return;
        }
        SDL_free(base);
    }
    if (access(FELT_DOC_DIR "/rules.md", R_OK) == 0)
        snprintf(a->docs_dir, sizeof a->docs_dir, "%s/", FELT_DOC_DIR);
#endif
}

/* The translations: locale/ beside the program (a build tree), else the installed locale
 * directory relative to the program (a relocated prefix), else as built. */
static void init_translations(void)
{
    char dir[APP_PATH_LEN + 64] = "";
    char *base = SDL_GetBasePath();
    if (base) {
        snprintf(dir, sizeof dir, "%slocale", base);
        if (!is_dir(dir))
            snprintf(dir, sizeof dir, "%s%s", base, FELT_LOCALE_REL);
        SDL_free(base);
    }
    i18n_init(dir[0] && is_dir(dir) ? dir : FELT_LOCALE_DIR);
}

static void make_dirs(const char *path)
{
    char tmp[APP_PATH_LEN];
    snprintf(tmp, sizeof tmp, "%s", path);
    for (char *p = tmp + 1; *p; p++)
        if (*p == '/') {
            *p = '\0';
            mkdir(tmp, 0755);
            *p = '/';
        }
    mkdir(tmp, 0755);
}

/* $VAR/felt/, or ~/FALLBACK/felt/ when VAR is unset or relative (the XDG rule); "./" without HOME. */
static void xdg_dir(char *out, size_t len, const char *var, const char *fallback)
{
    const char *v = getenv(var), *home = getenv("HOME");
    if (v && v[0] == '/')
        snprintf(out, len, "%s/felt/", v);
    else if (home && home[0])
        snprintf(out, len, "%s/%s/felt/", home, fallback);
    else
        snprintf(out, len, "./");
}

/* settings.json once lived in the data folder: it moves to the config folder whole (written
 * there by the file policy first, removed from the old place only then). A headless run reads
 * it where it is and moves nothing. */
static void migrate_settings(app_t *a, char *note, size_t notelen)
{
    char old[APP_PATH_LEN + 16];
    snprintf(old, sizeof old, "%ssettings.json", a->pref_dir);
    struct stat sb;
    if (!strcmp(old, a->settings_path) || stat(a->settings_path, &sb) == 0 || lstat(old, &sb) != 0)
        return;
    if (a->headless || !S_ISREG(sb.st_mode)) {
        snprintf(a->settings_path, sizeof a->settings_path, "%s", old);
        return;
    }
    size_t len = 0;
    int missing;
    char err[APP_MSG_LEN];
    char *text = keep_read(old, (size_t)1 << 20, "1 MiB", &len, &missing, err, sizeof err);
    if (!text || keep_write(a->settings_path, text, len, 0, err, sizeof err) != 0) {
        /* read and keep using it where it is */
        snprintf(note, notelen, "%s\n\nThe settings stay in %s for now.", err, old);
        snprintf(a->settings_path, sizeof a->settings_path, "%s", old);
    } else {
        unlink(old);
        keep_sync_dir(old);
    }
    free(text);
}

/* A settings file with a bad value, or one that cannot be read: the good values are kept, the file
 * itself is moved aside as settings.json.bad-TIME and the kept settings are written in its place,
 * so a quit never puts defaults over what the player chose. When it cannot be moved (or in a
 * headless run, which never touches the player's files) nothing is written over it this session.
 * err becomes the message for the player. */
static void settings_bad_file(app_t *a, char *err, size_t errlen)
{
    char why[APP_MSG_LEN];
    snprintf(why, sizeof why, "%s", err);
    settings_t dflt;
    settings_default(&dflt);
    int kept = memcmp(&dflt, &a->settings, sizeof dflt) != 0;
    const char *what = kept ? "Your other settings are kept; what was wrong is back to its default"
                            : "Default settings are used";
    if (a->headless) {
        a->settings_locked = 1;
        snprintf(err, errlen, "%s\n\n%s.", why, what);
        return;
    }
    char moved[APP_PATH_LEN + 64], werr[APP_MSG_LEN];
    if (keep_move_aside(a->settings_path, a->wall_ms / 1000, moved, sizeof moved) != 0) {
        a->settings_locked = 1;
        snprintf(err, errlen, "%s\n\n%s. The file could not be moved aside %s, so it is left as it is and "
                 "no change of setting is saved until it is fixed.", why, what, moved);
        return;
    }
    if (settings_save(a->settings_path, &a->settings, werr, sizeof werr) != 0)
        snprintf(err, errlen, "%s\n\nThe file is kept as %s. %s, but they could not be saved: %s", why, moved, what,
                 werr);
    else
        snprintf(err, errlen, "%s\n\nThe file is kept as %s. %s.", why, moved, what);
}

static int cmp_str(const void *x, const void *y) { return strcmp(*(char *const *)x, *(char *const *)y); }

static void list_structures(app_t *a)
{
    a->n_structures = 0;
    app_structure_t *d = &a->structures[a->n_structures++];
    structure_default(&d->st);
    d->ok = 1;
    snprintf(d->label, sizeof d->label, "%s (built-in)", d->st.name);
    char dir[APP_PATH_LEN + 16];
    snprintf(dir, sizeof dir, "%slevels", a->data_dir);
    DIR *dh = opendir(dir);
    if (!dh)
        return;
    char *names[APP_MAX_STRUCTURES];
    int n = 0;
    struct dirent *de;
    while ((de = readdir(dh)) != NULL && n < APP_MAX_STRUCTURES - 1) {
        size_t l = strlen(de->d_name);
        if (l > 5 && !strcmp(de->d_name + l - 5, ".json"))
            names[n++] = strdup(de->d_name);
    }
    closedir(dh);
    qsort(names, (size_t)n, sizeof names[0], cmp_str);
    char bad[APP_MSG_LEN] = "";
    for (int i = 0; i < n; i++) {
        if (!names[i] || a->n_structures >= APP_MAX_STRUCTURES) {
            free(names[i]);
            continue;
        }
        app_structure_t *s = &a->structures[a->n_structures];
        memset(s, 0, sizeof *s);
        snprintf(s->path, sizeof s->path, "%s/%s", dir, names[i]);
        char err[APP_MSG_LEN];
        if (structure_load_file(s->path, &s->st, err, sizeof err) == 0) {
            s->ok = 1;
            char name[sizeof s->label];
            snprintf(name, sizeof name, "%s", s->st.name);
            memcpy(s->label, name, sizeof name);
            /* turbo.json is the built-in default itself: offer it once */
            if (!strcmp(names[i], "turbo.json"))
                a->structures[0] = *s; /* its label, the structure's name, comes with it */
            else
                a->n_structures++;
        } else {
            s->ok = 0;
            snprintf(s->label, sizeof s->label, "%s (cannot be used)", names[i]);
            snprintf(s->error, sizeof s->error, "%s", err);
            if (!bad[0])
                snprintf(bad, sizeof bad, "%s\n\nThe built-in structure is offered instead.", err);
            a->n_structures++;
        }
        free(names[i]);
    }
    if (bad[0])
        app_notice(a, "A structure file has a problem", "%s", bad);
}

static void list_opponents(app_t *a)
{
    a->n_opponents = 0;
    snprintf(a->opponent_spec[a->n_opponents], BOT_LABEL_LEN, "%s", "");
    snprintf(a->opponent_label[a->n_opponents++], 64, "Random personality");
    for (int i = 0; i < bot_registry_personality_count(a->bots) && a->n_opponents < 40; i++) {
        const bot_personality_t *p = bot_registry_personality_get(a->bots, i);
        snprintf(a->opponent_spec[a->n_opponents], BOT_LABEL_LEN, "%s", p->name);
        char d[128];
        bot_personality_describe(a->bots, p, d, sizeof d);
        snprintf(a->opponent_label[a->n_opponents++], 64, "%s", d);
    }
    static const char *const levels[] = {"easy", "medium", "hard"};
    for (int i = 0; i < bot_registry_count(a->bots) && a->n_opponents < 61; i++) {
        const bot_strategy_t *s = bot_registry_get(a->bots, i);
        if (s->hidden)
            continue;
        for (int l = 0; l < 3; l++) {
            if (s->levels && !(s->levels & (1u << (l + 1))))
                continue;
            snprintf(a->opponent_spec[a->n_opponents], BOT_LABEL_LEN, "%s:%s", s->name, levels[l]);
            snprintf(a->opponent_label[a->n_opponents++], 64, "%s, %s", s->style, levels[l]);
        }
    }
}

/* ---- start-up ------------------------------------------------------------------------------ */

static int app_init(app_t *a, const opts_t *o, int headless)
{
    memset(a, 0, sizeof *a);
    a->headless = headless;
    a->wall_ms = wall_ms();
    find_data_dir(a, o->data_dir);
    find_docs_dir(a);
    init_translations();
    /* the player's folders by the XDG base directories: saves, statistics and histories in the
     * data folder, the settings in the config folder (SDL_GetPrefPath left an empty felt/felt/) */
    xdg_dir(a->pref_dir, sizeof a->pref_dir, "XDG_DATA_HOME", ".local/share");
    xdg_dir(a->config_dir, sizeof a->config_dir, "XDG_CONFIG_HOME", ".config");
    make_dirs(a->pref_dir);
    make_dirs(a->config_dir);
    snprintf(a->save_path, sizeof a->save_path, "%sautosave.felt", a->pref_dir);
    snprintf(a->settings_path, sizeof a->settings_path, "%ssettings.json", a->config_dir);
    snprintf(a->hh_dir, sizeof a->hh_dir, "%shistories/", a->pref_dir);
    make_dirs(a->hh_dir);

    char err[APP_MSG_LEN] = "", moved_note[APP_MSG_LEN] = "";
    migrate_settings(a, moved_note, sizeof moved_note);
    settings_default(&a->settings);
    int st = settings_load(a->settings_path, &a->settings, err, sizeof err);
    int settings_bad = st < 0;
    if (settings_bad)
        settings_bad_file(a, err, sizeof err); /* keeps the good values; the file is kept aside */

    int w = o->w ? o->w : (a->settings.window_w ? a->settings.window_w : 1280);
    int h = o->h ? o->h : (a->settings.window_h ? a->settings.window_h : 720);
    /* hidden until it has its renderer: an OpenGL renderer makes SDL replace a window made
     * without SDL_WINDOW_OPENGL by a new one, which a player would see flash and which gave
     * anything that found the first window (a window manager, xdotool) one that is gone */
    Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI | SDL_WINDOW_HIDDEN;
    a->win = SDL_CreateWindow("Felt", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, w, h, flags);
    if (!a->win) {
        fprintf(stderr, "felt: cannot open a window: %s\n", SDL_GetError());
        return -1;
    }
    SDL_SetWindowMinimumSize(a->win, 640, 360);
    SDL_Surface *icon = icon_render(64);
    if (icon) {
        SDL_SetWindowIcon(a->win, icon);
        SDL_FreeSurface(icon);
    }
    a->ren = SDL_CreateRenderer(a->win, -1, headless ? SDL_RENDERER_SOFTWARE
                                                     : SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC);
    if (!a->ren)
        a->ren = SDL_CreateRenderer(a->win, -1, SDL_RENDERER_SOFTWARE);
    if (!a->ren) {
        fprintf(stderr, "felt: cannot draw in the window: %s\n", SDL_GetError());
        return -1;
    }
    if (!headless)
        SDL_ShowWindow(a->win);
    char theme_path[APP_PATH_LEN + 32];
    theme_default(&a->theme);
    snprintf(theme_path, sizeof theme_path, "%sassets/theme.json", a->data_dir);
    char terr[APP_MSG_LEN];
    if (access(theme_path, R_OK) == 0 && theme_load_file(theme_path, &a->theme, terr, sizeof terr) != 0) {
        theme_default(&a->theme);
        app_notice(a, "The theme file has a problem", "%s\n\nThe built-in theme is used.", terr);
    }
    char gerr[APP_MSG_LEN];
    a->g = gfx_create(a->ren, &a->theme, NULL, gerr, sizeof gerr);
    if (!a->g) {
        fprintf(stderr, "felt: %s\n", gerr);
        return -1;
    }
    if (gfx_font_note(a->g)[0])
        app_notice(a, "A font is missing", "%s", gfx_font_note(a->g));
    gfx_card_opts_t co = {a->settings.four_colour, a->settings.large_cards ? 1.3f : 1.0f};
    gfx_set_card_opts(a->g, co);
    gfx_set_text_boost(a->g, app_text_boost(a->settings.text_size));
    ui_init(&a->ui, a->g, a->win);
    ui_dump_to(&a->ui, getenv("FELT_WIDGET_DUMP")); /* the widget dump the tests read */
    char serr[APP_MSG_LEN] = "";
    a->sfx = sfx_create((uint64_t)a->wall_ms, serr, sizeof serr);
    if (serr[0] && !headless)
        snprintf(a->status, sizeof a->status, "No sound: %s", serr);
    sfx_set_volume(a->sfx, (float)a->settings.volume / 100.0f);
    sfx_set_muted(a->sfx, a->settings.muted);
    a->bots = bot_registry_create();
    if (!a->bots) {
        fprintf(stderr, "felt: out of memory\n");
        return -1;
    }
    /* the styles and personalities as data: edits to the profiles in assets/bots take effect */
    char bots_dir[APP_PATH_LEN + 16], berr[APP_MSG_LEN] = "";
    snprintf(bots_dir, sizeof bots_dir, "%sassets/bots", a->data_dir);
    if (is_dir(bots_dir) && bot_registry_load_profiles(a->bots, bots_dir, berr, sizeof berr) < 0 && berr[0])
        app_notice(a, "A bot profile has a problem", "%s\n\nThe built-in profile is used instead.", berr);
    else if (berr[0])
        app_notice(a, "A bot profile has a problem", "%s\n\nThe built-in profile is used instead.", berr);
    list_opponents(a);
    list_structures(a);
    if (settings_bad)
        app_notice(a, "The settings file has a problem", "%s", err);
    else if (moved_note[0])
        app_notice(a, "The settings could not be moved", "%s", moved_note);
    a->setup.n_seats = 6;
    a->setup.hero_seat = 0;
    snprintf(a->setup.name, sizeof a->setup.name, "You");
    a->setup.person[0] = 1;
    for (int i = 0; i < 10; i++)
        a->setup.pcolour[i] = i;
    snprintf(a->setup.seed_text, sizeof a->setup.seed_text, "%" PRIu64,
             (uint64_t)(((uint64_t)a->wall_ms * 2654435761ULL) % 1000000000ULL));
    a->setup.speed = a->settings.speed;
    a->screen = SCREEN_START;
    if (a->settings.fullscreen && !headless)
        SDL_SetWindowFullscreen(a->win, SDL_WINDOW_FULLSCREEN_DESKTOP);
    app_scan_autosave(a);
    if (a->autosave_error[0]) {
        /* never let a new tournament overwrite a save the player may want back */
        char moved[APP_PATH_LEN + 64];
        app_move_aside(a, a->save_path, moved, sizeof moved);
        app_notice(a, "The saved tournament cannot be resumed", "%s\n\nThe file was moved aside to %s so nothing is lost.",
                   a->autosave_error, moved);
    }
    return 0;
}

static void app_shutdown(app_t *a)
{
    if (a->game) {
        game_save(a->game);
        app_end_game(a);
    }
    if (!a->headless && a->win && !(SDL_GetWindowFlags(a->win) & SDL_WINDOW_FULLSCREEN_DESKTOP)) {
        int w, h;
        SDL_GetWindowSize(a->win, &w, &h);
        if (w != a->settings.window_w || h != a->settings.window_h) {
            a->settings.window_w = w, a->settings.window_h = h;
            char err[512];
            app_settings_save(a, err, sizeof err);
        }
    }
    review_free(a);
    practice_free(a);
    if (a->bots)
        bot_registry_destroy(a->bots);
    sfx_destroy(a->sfx);
    ui_free(&a->ui);
    gfx_destroy(a->g);
    if (a->ren)
        SDL_DestroyRenderer(a->ren);
    if (a->win)
        SDL_DestroyWindow(a->win);
}

/* ---- one frame ----------------------------------------------------------------------------- */

static void play_sounds(app_t *a)
{
    if (!a->game)
        return;
    unsigned bits = a->game->sounds;
    a->game->sounds = 0;
    if (a->headless)
        return;
    for (int i = 0; i < SFX_COUNT; i++)
        if (bits & (1u << i))
            sfx_play(a->sfx, (sfx_id_t)i);
}

/* The screen showing and the notice over it, with their widgets (no present). */
static void draw_screens(app_t *a)
{
    gfx_begin_frame(a->g);
    ui_begin(&a->ui, a->now);
    static const char *const SCREEN_NAME[SCREEN_COUNT] = {
        [SCREEN_START] = "start", [SCREEN_SETUP] = "setup", [SCREEN_TABLE] = "table",
        [SCREEN_RESULTS] = "results", [SCREEN_SETTINGS] = "settings", [SCREEN_REPLAY] = "replay",
        [SCREEN_STATS] = "stats", [SCREEN_PRACTICE] = "practice", [SCREEN_DRILL] = "drill",
        [SCREEN_SHADOW] = "shadow"};
    ui_screen(&a->ui, a->screen >= 0 && a->screen < SCREEN_COUNT ? SCREEN_NAME[a->screen] : "");
    if (a->notice.open)
        ui_set_modal(&a->ui, 2);
    switch (a->screen) {
    case SCREEN_START: screen_start(a); break;
    case SCREEN_SETUP: screen_setup(a); break;
    case SCREEN_TABLE: screen_table(a); break;
    case SCREEN_RESULTS: screen_results(a); break;
    case SCREEN_SETTINGS: screen_settings(a); break;
    case SCREEN_REPLAY: screen_replay(a); break;
    case SCREEN_STATS: screen_stats(a); break;
    case SCREEN_PRACTICE: screen_practice(a); break;
    case SCREEN_DRILL: screen_drill(a); break;
    case SCREEN_SHADOW: screen_shadow(a); break;
    default: break;
    }
    screen_notice(a);
    if (!a->help_open && ui_key(&a->ui, SDLK_F1))
        a->help_open = 1;
    else if (a->help_open)
        help_overlay(a);
    ui_end(&a->ui);
}

static void draw_frame(app_t *a)
{
    /* what the last frame asked for happens now, before anything is drawn */
    app_apply_requests(a);
    draw_screens(a);
    gfx_end_frame(a->g);
}

static void update(app_t *a, double dt)
{
    review_update(a, dt);
    /* the table waits while its settings, its replay or the statistics are open */
    if (a->game && a->screen != SCREEN_SETTINGS && a->screen != SCREEN_REPLAY && a->screen != SCREEN_STATS) {
        if (!a->game->fast_forward)
            a->game->speed = settings_speed_scale(a->settings.speed);
        game_update(a->game, dt, a->wall_ms);
    }
    practice_update(a, dt);
}

static void run(app_t *a)
{
    double prev = mono_now(), acc = 0;
    int debug = getenv("FELT_DEBUG") != NULL;
    double last_report = prev, frames = 0;
    while (!a->quit) {
        SDL_Event e;
        while (SDL_PollEvent(&e)) {
            if (e.type == SDL_QUIT) {
                a->quit = 1;
            } else if (e.type == SDL_WINDOWEVENT && (e.window.event == SDL_WINDOWEVENT_SIZE_CHANGED ||
                                                     e.window.event == SDL_WINDOWEVENT_DISPLAY_CHANGED)) {
                gfx_resize(a->g);
            } else if (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_F11) {
                a->settings.fullscreen = !a->settings.fullscreen;
                SDL_SetWindowFullscreen(a->win, a->settings.fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
                char err[512];
                app_settings_save(a, err, sizeof err);
            }
            ui_event(&a->ui, &e);
        }
        double t = mono_now();
        double frame = t - prev;
        prev = t;
        if (frame > 0.25)
            frame = 0.25;
        acc += frame;
        a->wall_ms = wall_ms();
        while (acc >= DT) {
            update(a, DT);
            a->now += DT;
            acc -= DT;
        }
        draw_frame(a);
        play_sounds(a);
        if (debug) {
            frames++;
            if (t - last_report >= 2.0) {
                SDL_Log("%.1f frames/s", frames / (t - last_report));
                frames = 0;
                last_report = t;
            }
        }
        /* without vsync (software or dummy drivers) do not spin a core */
        if (!(SDL_GetWindowFlags(a->win) & SDL_WINDOW_SHOWN))
            SDL_Delay(10);
    }
}

/* ---- headless modes ------------------------------------------------------------------------ */

static int save_png(app_t *a, const char *path)
{
    int w, h;
    SDL_GetRendererOutputSize(a->ren, &w, &h);
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!s)
        return -1;
    int rc = SDL_RenderReadPixels(a->ren, NULL, SDL_PIXELFORMAT_ARGB8888, s->pixels, s->pitch);
    if (rc == 0)
        rc = IMG_SavePNG(s, path);
    SDL_FreeSurface(s);
    if (rc != 0)
        fprintf(stderr, "felt: cannot write %s: %s\n", path, SDL_GetError());
    return rc;
}

/* Catch the screen up with everything that happened (instant speed, no waiting). */
static void settle(app_t *a)
{
    game_t *g = a->game;
    float keep = g->speed;
    g->speed = 0;
    game_update(g, 0.0, a->wall_ms);
    for (int i = 0; i < 100000 && !game_idle(g); i++)
        game_update(g, 0.0, a->wall_ms);
    g->speed = keep;
    if (getenv("FELT_DEBUG"))
        fprintf(stderr, "settle: q %d fx %d pending %d clock %.3f busy %.3f hand %d\n", g->q_count, g->n_fx, g->n_pending, g->clock, g->busy_until, g->shown.hand_no);
}

/* Seat the command line's people: seats 1..n, named and coloured as set-up would. */
static void seat_people(app_t *a, const opts_t *o)
{
    static const char *const names[10] = {"Ana", "Ben", "Cleo", "Dev", "Eli", "Flo", "Gus", "Hal", "Ida", "Jo"};
    a->setup.n_seats = o->seats;
    for (int i = 0; i < 10; i++) {
        a->setup.person[i] = i < o->people && i < o->seats;
        snprintf(a->setup.pname[i], sizeof a->setup.pname[i], "%s", o->people > 1 ? names[i] : "");
        a->setup.pcolour[i] = i;
    }
}

/* Play with every seat a bot until `hands` hands are done and a person is to act (or the
 * tournament ends); then the people's seats are theirs again. */
static void autoplay(app_t *a, int hands, int to_end)
{
    game_t *g = a->game;
    char err[256];
    int hero = g->hero;
    for (int i = 0; i < g->n_people; i++)
        if (session_set_bot(g->s, g->people[i].seat, "tag:medium", err, sizeof err) != 0)
            fprintf(stderr, "felt: %s\n", err);
    g->no_drive = 1;
    for (long i = 0; i < 5000000; i++) {
        session_wait_t w;
        session_wait(g->s, &w);
        view_t v;
        session_view(g->s, -1, &v);
        if (getenv("FELT_DEBUG") && i < 40)
            fprintf(stderr, "autoplay %ld: wait %d seat %d hand %d\n", i, w.kind, w.seat, v.hand_no);
        if (w.kind == SESSION_WAIT_FINISHED)
            break;
        if (!to_end && v.hand_no > hands && w.kind == SESSION_WAIT_ACTION && game_person_at(g, w.seat) >= 0)
            break;
        if (!to_end && v.hand_no > hands && v.seats[hero].eliminated)
            break;
        cmd_t c = {CMD_NONE, -1, 0};
        if (w.kind == SESSION_WAIT_START)
            c.type = CMD_START;
        else if (w.kind == SESSION_WAIT_NEXT_HAND)
            c.type = CMD_NEXT_HAND;
        else if (w.kind == SESSION_WAIT_BREAK)
            c.type = CMD_ADVANCE_LEVEL;
        if (c.type != CMD_NONE)
            session_submit(g->s, c);
        else
            session_step(g->s);
        /* the screen catches up as it goes (its queue is bounded) */
        if (i % 64 == 0) {
            g->speed = 0;
            game_update(g, 0.0, a->wall_ms);
        }
    }
    for (int i = 0; i < g->n_people; i++)
        session_set_agent(g->s, g->people[i].seat, NULL, err, sizeof err);
    g->no_drive = 0;
    settle(a);
}

static int screenshot(app_t *a, const opts_t *o)
{
    const char *screen = o->screen ? o->screen : "table";
    a->settings.speed = SPEED_INSTANT;
    if (!strcmp(screen, "start")) {
        a->screen = SCREEN_START;
    } else if (!strcmp(screen, "continue")) {
        a->screen = SCREEN_START;
        if (a->have_autosave && app_continue_game(a) == 0) {
            a->screen = SCREEN_TABLE;
            settle(a);
        }
        else if (!a->notice.open)
            app_notice(a, "Nothing to continue", "%s", a->autosave_error[0] ? a->autosave_error : "No saved tournament.");
    } else if (!strcmp(screen, "setup")) {
        seat_people(a, o);
        a->screen = SCREEN_SETUP;
    } else if (!strcmp(screen, "settings")) {
        a->screen = SCREEN_SETTINGS;
        a->back_screen = SCREEN_START;
    } else if (!strcmp(screen, "replay-saved")) {
        a->screen = SCREEN_START;
        review_update(a, 0.0);
        if (review_open(a, a->save_path, SCREEN_START) == 0)
            review_update(a, 0.0);
    } else if (!strcmp(screen, "stats")) {
        a->screen = SCREEN_START;
        review_update(a, 0.0);
        if (o->have_seed) {
            /* a tournament played to its end by a bot in the person's seat, counted (not saved) */
            a->setup.n_seats = o->seats;
            if (app_start_game(a, o->seed) != 0)
                return 2;
            review_update(a, 0.0); /* follows the new table */
            autoplay(a, 0, 1);
        }
        review_open_stats(a, SCREEN_START);
    } else if (!strcmp(screen, "shadow")) {
        if (practice_shadow_screenshot(a, o->have_seed ? o->seed : 1, o->drill) != 0)
            return 2;
        a->screen = SCREEN_SHADOW;
    } else if (o->drill || !strcmp(screen, "feedback")) {
        if (!o->drill) {
            fprintf(stderr, "felt: --screen feedback needs --drill TOPIC:SEED\n");
            return 2;
        }
        if (practice_screenshot(a, o->drill, !strcmp(screen, "feedback")) != 0)
            return 2;
    } else if (!strcmp(screen, "practice")) {
        a->screen = SCREEN_PRACTICE;
    } else if (o->scenario) {
        scenario_t *sc = calloc(1, sizeof *sc);
        char err[APP_MSG_LEN];
        if (!sc || scenario_load_file(o->scenario, sc, err, sizeof err) != 0) {
            fprintf(stderr, "felt: %s\n", sc ? err : "out of memory");
            free(sc);
            return 2;
        }
        session_config_t cfg;
        memset(&cfg, 0, sizeof cfg);
        cfg.engine = *scenario_config(sc);
        cfg.registry = a->bots;
        const engine_config_t *ec = &cfg.engine;
        int hero = -1;
        for (int s = 0; s < ec->n_seats; s++) {
            int occ = ec->seats[s].occupied;
            /* the first player is the person looking; --people N makes the first N people's */
            int person = occ && (hero < 0 || s < o->people);
            cfg.seats[s].kind = !occ ? SESSION_SEAT_EMPTY : person ? SESSION_SEAT_PERSON : SESSION_SEAT_BOT;
            if (!person)
                snprintf(cfg.seats[s].bot, sizeof cfg.seats[s].bot, "tag:medium");
            if (occ) {
                snprintf(cfg.seats[s].name, sizeof cfg.seats[s].name, "%s", ec->seats[s].name);
                if (hero < 0)
                    hero = s;
            }
        }
        session_t *s = session_create(&cfg, err, sizeof err);
        if (!s) {
            fprintf(stderr, "felt: %s: %s\n", o->scenario, err);
            free(sc);
            return 2;
        }
        a->game = game_create(s, hero, "", "", "", err, sizeof err);
        if (!a->game) {
            fprintf(stderr, "felt: %s\n", err);
            session_destroy(s);
            free(sc);
            return 2;
        }
        a->game->no_drive = 1; /* the scenario is the whole story: nobody acts after it */
        for (int t = 0; o->until_event && t < EV_COUNT; t++)
            if (!strcmp(ev_type_name((ev_type_t)t), o->until_event))
                a->game->hold_type = t;
        if (sc->n_cmds == 0 || sc->cmds[0].type != CMD_START) {
            cmd_t start = {CMD_START, -1, 0};
            session_submit(s, start);
        }
        for (int i = 0; i < sc->n_cmds; i++) {
            engine_reject_t r = session_submit(s, sc->cmds[i]);
            if (r != REJ_OK) {
                fprintf(stderr, "felt: %s:%d: command refused: %s\n", o->scenario, sc->cmd_line[i],
                        engine_reject_message(r));
                free(sc);
                return 2;
            }
        }
        free(sc);
        settle(a);
        a->screen = SCREEN_TABLE;
    } else {
        seat_people(a, o);
        if (app_start_game(a, o->have_seed ? o->seed : 1) != 0)
            return 2;
        if (!strcmp(screen, "results")) {
            autoplay(a, 0, 1);
            a->screen = SCREEN_RESULTS;
        } else if (!strcmp(screen, "replay")) {
            autoplay(a, o->hands, 0);
            a->screen = SCREEN_TABLE;
            review_update(a, 0.0);
            if (review_open(a, NULL, SCREEN_TABLE) == 0)
                review_update(a, 0.0);
        } else {
            autoplay(a, o->hands, 0);
            a->screen = SCREEN_TABLE;
        }
    }
    /* two frames: the first settles layout-dependent state (focus, tooltips) */
    draw_frame(a);
    for (int k = 0; k < o->n_press; k++) {
        SDL_Event e;
        memset(&e, 0, sizeof e);
        e.type = SDL_KEYDOWN;
        e.key.keysym.sym = o->press[k];
        ui_event(&a->ui, &e);
        draw_frame(a);
        if (a->game)
            settle(a);
    }
    draw_frame(a);
    int rc = 0;
    /* draw once more and read it back before presenting */
    draw_screens(a);
    rc = save_png(a, o->screenshot) == 0 ? 0 : 1;
    gfx_end_frame(a->g);
    if (rc == 0)
        printf("felt: wrote %s\n", o->screenshot);
    return rc;
}

/* One frame drawn and read back (not presented). */
static int frame_pixels(app_t *a, uint32_t *px, int w, int h)
{
    (void)h; /* the buffer holds w x h pixels */
    draw_screens(a);
    int rc = SDL_RenderReadPixels(a->ren, NULL, SDL_PIXELFORMAT_ARGB8888, px, w * 4);
    gfx_finish_frame(a->g);
    return rc;
}

/* Hot-seat privacy, checked on pixels: while the screen belongs to one person (or to nobody,
 * behind the hand-off), give every other person different hole cards and draw the frame again:
 * not one pixel may change. The same swap for the screen's owner must change the picture,
 * which shows the check can see cards at all. */
static int check_privacy(app_t *a, const opts_t *o)
{
    if (o->people < 2) {
        fprintf(stderr, "felt: --check-privacy needs --people 2 or more\n");
        return 2;
    }
    seat_people(a, o);
    a->settings.speed = SPEED_FAST;
    if (app_start_game(a, o->have_seed ? o->seed : 1) != 0)
        return 2;
    game_t *g = a->game;
    g->speed = settings_speed_scale(SPEED_FAST);
    g->hint_open = 1; /* the hint panel is drawn on every turn too: it must leak nothing either */
    a->screen = SCREEN_TABLE;
    int w, h;
    SDL_GetRendererOutputSize(a->ren, &w, &h);
    uint32_t *p0 = malloc((size_t)w * (size_t)h * 4), *p1 = malloc((size_t)w * (size_t)h * 4);
    if (!p0 || !p1) {
        free(p0);
        free(p1);
        return 2;
    }
    uint64_t rng = (o->have_seed ? o->seed : 1) * 0x9E3779B97F4A7C15ULL + 1;
    long frames = 0, checked = 0, changed = 0, owner_frames = 0, owner_seen = 0, handoffs = 0, acts = 0;
    long model_leaks = 0;
    for (long i = 0; i < 400000 && !g->finished; i++) {
        game_update(g, 2 * DT, a->wall_ms);
        a->now += 2 * DT;
        a->wall_ms += 16;
        if (g->shown.hand_no > o->check_privacy && game_idle(g))
            break;
        if (g->hero_busted && g->watch_choice == 0)
            g->watch_choice = 1; /* everyone at the screen is out: they watch the rest */
        frames++;
        /* the model itself never holds a card of someone whose screen it is not */
        for (int q = 0; q < g->n_people; q++) {
            const tmodel_seat_t *ts = &g->shown.seats[g->people[q].seat];
            if (q != g->owner && !ts->shown && (card_valid(ts->cards[0]) || card_valid(ts->cards[1])))
                model_leaks++;
        }
        /* drawn three times: a text or shape is baked into a texture on the third frame it is
         * asked for (gfx.c), and the baked copy differs from the direct one in the last bit */
        if (frame_pixels(a, p0, w, h) != 0 || frame_pixels(a, p0, w, h) != 0 || frame_pixels(a, p0, w, h) != 0)
            break;
        for (int q = 0; q < g->n_people; q++) {
            game_person_t *pq = &g->people[q];
            if (!card_valid(pq->hole[0]))
                continue;
            card_t keep0 = pq->hole[0], keep1 = pq->hole[1];
            pq->hole[0] = (card_t)((keep0 + 27) % 52);
            pq->hole[1] = (card_t)((keep1 + 27) % 52);
            game_refresh_private(g);
            frame_pixels(a, p1, w, h);
            int differs = memcmp(p0, p1, (size_t)w * (size_t)h * 4) != 0;
            pq->hole[0] = keep0, pq->hole[1] = keep1;
            game_refresh_private(g);
            const tmodel_seat_t *ts = &g->shown.seats[pq->seat];
            if (q == g->owner) {
                if (!ts->shown && ts->in_hand && g->vis_cards[pq->seat] >= 2 && pq->hand_no == g->shown.hand_no) {
                    owner_frames++;
                    owner_seen += differs;
                }
            } else if (!ts->shown) {
                checked++;
                if (differs) {
                    changed++;
                    if (changed == 1 && getenv("FELT_DEBUG")) {
                        long first = -1, nd = 0;
                        for (long k = 0; k < (long)w * h; k++)
                            if (p0[k] != p1[k]) {
                                if (first < 0)
                                    first = k;
                                nd++;
                            }
                        fprintf(stderr, "  %ld pixels differ, first at %ld,%ld\n", nd, first % w, first / w);
                        SDL_Surface *s0 = SDL_CreateRGBSurfaceWithFormatFrom(p0, w, h, 32, w * 4, SDL_PIXELFORMAT_ARGB8888);
                        SDL_Surface *s1 = SDL_CreateRGBSurfaceWithFormatFrom(p1, w, h, 32, w * 4, SDL_PIXELFORMAT_ARGB8888);
                        IMG_SavePNG(s0, "privacy-a.png");
                        IMG_SavePNG(s1, "privacy-b.png");
                        SDL_FreeSurface(s0);
                        SDL_FreeSurface(s1);
                    }
                    if (changed <= 3)
                        fprintf(stderr, "felt: privacy: frame %ld (hand %d): %s's cards change the picture while "
                                        "the screen is %s\n",
                                frames, g->shown.hand_no, pq->name,
                                g->owner >= 0 ? g->people[g->owner].name : "nobody's");
                }
            }
        }
        session_wait_t sw;
        if (g->handoff >= 0 && game_idle(g)) {
            game_handoff_done(g);
            handoffs++;
        } else if (game_hero_to_act(g, &sw)) {
            rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
            int r = (int)(rng % 100);
            cmd_t c = {sw.legal.can_check ? CMD_CHECK : CMD_CALL, sw.seat, 0};
            if (r < 12 && !sw.legal.can_check)
                c.type = CMD_FOLD;
            else if (r > 85 && (sw.legal.can_raise || sw.legal.can_bet))
                c.type = sw.legal.can_bet ? CMD_BET : CMD_RAISE, c.amount = sw.legal.min_to;
            if (game_act(g, c) != REJ_OK) {
                cmd_t f = {CMD_FOLD, sw.seat, 0};
                game_act(g, f);
            }
            acts++;
        } else if (game_hero_deciding(g, &sw)) {
            cmd_t c = {CMD_DECLINE, sw.seat, 0};
            game_act(g, c);
            acts++;
        }
    }
    free(p0);
    free(p1);
    printf("felt check-privacy: %d people at %d seats, seed %" PRIu64 ", %d hands, %ld frames drawn\n", o->people,
           o->seats, o->have_seed ? o->seed : 1, g->shown.hand_no, frames);
    printf("  hand-offs %ld, people's actions %ld\n", handoffs, acts);
    printf("  frames redrawn with another person's cards swapped: %ld, pictures changed: %ld\n", checked, changed);
    printf("  table model holding another person's cards: %ld frames\n", model_leaks);
    printf("  the owner's own cards swapped: %ld frames, pictures changed: %ld (the check sees cards)\n",
           owner_frames, owner_seen);
    int ok = changed == 0 && model_leaks == 0 && checked > 0 && handoffs > 0 && owner_frames > 0 &&
             owner_seen == owner_frames;
    printf("  %s\n", ok ? "private: no frame shows a card that is not the screen's owner's"
                         : "FAILED");
    return ok ? 0 : 1;
}

static long rss_kb(const char *field)
{
    FILE *f = fopen("/proc/self/status", "r");
    if (!f)
        return -1;
    char line[256];
    long v = -1;
    size_t fl = strlen(field);
    while (fgets(line, sizeof line, f))
        if (!strncmp(line, field, fl)) {
            v = atol(line + fl + 1);
            break;
        }
    fclose(f);
    return v;
}

static int cmp_d(const void *x, const void *y)
{
    double a = *(const double *)x, b = *(const double *)y;
    return a < b ? -1 : a > b;
}

static int bench_frames(app_t *a, const opts_t *o, double t_start)
{
    a->setup.n_seats = 10;
    a->settings.speed = SPEED_NORMAL;
    if (app_start_game(a, o->have_seed ? o->seed : 1) != 0)
        return 2;
    game_t *g = a->game;
    a->screen = SCREEN_TABLE;
    draw_frame(a);
    double first_frame = mono_now() - t_start;
    char err[128];
    /* every seat a bot, normal speed: cards and chips keep flying */
    session_set_bot(g->s, g->hero, "tag:medium", err, sizeof err);
    g->speed = 1.0f;
    long n = o->bench_frames;
    double *t = malloc(sizeof(double) * (size_t)n);
    if (!t)
        return 2;
    long animated = 0;
    /* the baseline, measured in the same run: frames of the empty table (background, rail and
     * felt only), so the figures below read as a ratio whatever the machine's speed */
    long nb = n < 300 ? n : 300;
    double *tb = malloc(sizeof(double) * (size_t)nb);
    if (!tb) {
        free(t);
        return 2;
    }
    for (long i = 0; i < nb; i++) {
        double t0 = mono_now();
        gfx_begin_frame(a->g);
        gfx_background(a->g);
        gfx_table(a->g, "Felt");
        gfx_end_frame(a->g);
        tb[i] = (mono_now() - t0) * 1000.0;
    }
    qsort(tb, (size_t)nb, sizeof tb[0], cmp_d);
    double base = tb[nb / 2];
    free(tb);
    for (long i = 0; i < n; i++) {
        double t0 = mono_now();
        for (int k = 0; k < 2; k++) /* 120 Hz steps at 60 frames per second */
            game_update(g, DT, a->wall_ms);
        a->now += 2 * DT;
        a->wall_ms += 16;
        if (g->n_fx > 0)
            animated++;
        draw_frame(a);
        t[i] = (mono_now() - t0) * 1000.0;
        if (g->finished) {
            app_end_game(a);
            app_start_game(a, (o->have_seed ? o->seed : 1) + (uint64_t)i);
            g = a->game;
            session_set_bot(g->s, g->hero, "tag:medium", err, sizeof err);
            g->speed = 1.0f;
        }
    }
    qsort(t, (size_t)n, sizeof t[0], cmp_d);
    double sum = 0;
    for (long i = 0; i < n; i++)
        sum += t[i];
    int w, h;
    SDL_GetRendererOutputSize(a->ren, &w, &h);
    SDL_RendererInfo ri;
    SDL_GetRendererInfo(a->ren, &ri);
    printf("felt bench-frames: %ld frames at %dx%d, renderer %s, 10 seats, normal speed\n", n, w, h, ri.name);
    printf("  frames with effects in flight: %ld (%.0f%%)\n", animated, 100.0 * (double)animated / (double)n);
    printf("  update+render per frame: median %.3f ms, mean %.3f ms, p99 %.3f ms, max %.3f ms\n", t[n / 2],
           sum / (double)n, t[(long)((double)n * 0.99)], t[n - 1]);
    printf("  empty-table frame (baseline, same run): median %.3f ms; the full table costs %.2fx it at the\n"
           "  median and %.2fx at the 99th percentile\n",
           base, base > 0 ? t[n / 2] / base : 0.0, base > 0 ? t[(long)((double)n * 0.99)] / base : 0.0);
    printf("  start-up to the first frame: %.1f ms\n", first_frame * 1000.0);
    printf("  resident memory: %ld KiB now, %ld KiB peak\n", rss_kb("VmRSS:"), rss_kb("VmHWM:"));
    free(t);
    return 0;
}

int main(int argc, char **argv)
{
    double t_start = mono_now();
    opts_t o;
    int pr = parse_opts(argc, argv, &o);
    if (pr != 0)
        return pr > 0 ? 0 : 2;
    int headless = o.screenshot || o.bench_frames || o.check_privacy;
    if (headless) {
        /* no display needed: the tests and benchmarks run anywhere */
        if (!getenv("SDL_VIDEODRIVER") && !getenv("DISPLAY") && !getenv("WAYLAND_DISPLAY"))
            setenv("SDL_VIDEODRIVER", "dummy", 1);
        setenv("SDL_RENDER_DRIVER", "software", 1);
        if (!getenv("SDL_AUDIODRIVER"))
            setenv("SDL_AUDIODRIVER", "dummy", 1);
        if (!o.w)
            o.w = 1280, o.h = 720;
    }
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER | SDL_INIT_EVENTS) != 0) {
        fprintf(stderr, "felt: cannot start SDL: %s\n", SDL_GetError());
        return 1;
    }
    SDL_SetHint(SDL_HINT_VIDEO_MINIMIZE_ON_FOCUS_LOSS, "0");
    if (IMG_Init(IMG_INIT_PNG) == 0)
        SDL_Log("SDL_image without PNG: %s", IMG_GetError());
    static app_t app;
    int rc = 0;
    if (app_init(&app, &o, headless) != 0) {
        rc = 1;
    } else if (o.screenshot) {
        rc = screenshot(&app, &o);
    } else if (o.bench_frames) {
        rc = bench_frames(&app, &o, t_start);
    } else if (o.check_privacy) {
        rc = check_privacy(&app, &o);
    } else {
        run(&app);
    }
    app_shutdown(&app);
    IMG_Quit();
    SDL_Quit();
    return rc;
}
