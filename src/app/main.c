/* main.c — felt, the game: options, start-up, the fixed-timestep loop (input -> commands ->
 * session -> events -> animation -> render with interpolation). The headless modes that the
 * tests and benchmarks use (--screenshot, --check-privacy, --bench-frames) are in headless.c. */
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
#include "app/headless.h"
#include "ai/bot_profile.h"
#include "app/format.h"
#include "app/game.h"
#include "app/i18n.h"
#include "app/screens.h"
#include "app/scr_table.h"
#include "app/scr_explain.h"
#include "app/scr_review.h"
#include "app/scr_lobby.h"
#include "app/scr_practice.h"
#include "app/director.h"
#include "app/requests.h"
#include "app/monkey.h"
#include "drill/drill.h"
#include "engine/keep.h"
#include "engine/scenario.h"
#include "render/cards.h"
#include "render/icon.h"
#include "render/tablegfx.h"

static const double DT = 1.0 / 120.0;


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
            "                         (the practice menu, or with --drill that drill), report (the\n"
            "                         chosen trainee's report from trainees.json), feedback\n"
            "                         (with --drill: answered wrong, the right answer shown),\n"
            "                         shadow (the shadow dealer's first duty, or with --drill T\n"
            "                         its first duty of topic T; --seed picks the tournament),\n"
            "                         lobby (with --entrants: the lobby after --hands hands),\n"
            "                         handoff, handoff-table (with --entrants and --people 2+:\n"
            "                         the first hand-off, or one to another table, after --hands),\n"
            "                         shadow-director (the shadow director's first move, or with\n"
            "                         --drill T its first of topic T: balancing, breaking,\n"
            "                         hand-for-hand, final-table)\n"
            "     --drill T:SEED[:D]  a practice drill of topic T (button, side-pots, ..., or a\n"
            "                         director topic: balancing, breaking, hand-for-hand,\n"
            "                         final-table),\n"
            "                         seed SEED, difficulty D 1-5 (default 2)\n"
            "     --seed N            the tournament seed (default 1)\n"
            "     --seats N           table size 2-10 (default 6; an MTT's 4-10)\n"
            "     --entrants N        a multi-table tournament of N (10-10000) instead: the\n"
            "                         person plays --hands hands of it (table), or to its end\n"
            "                         (results), checking, calling small and folding, with a\n"
            "                         shove on a pair; it prints its moves and finish\n"
            "     --hands K           hands to play before the picture (default 0)\n"
            "     --keep-files        keep a multi-table tournament's autosave and hand histories\n"
            "                         as the game does (tests, in a scratch home); with --screen\n"
            "                         continue the MTT resumed is played on (--hands, --to-end)\n"
            "     --to-end            with --screen continue: play the MTT resumed to its end\n"
            "     --mtt-show K:F      with --entrants: play until moment K happens (move: the\n"
            "                         person's move between tables, h4h: a hand's end in\n"
            "                         hand-for-hand, final: the final table's redraw), then show\n"
            "                         it at normal speed, the fraction F (0-1) of the way through\n"
            "     --away WHEN[,stay]  with --entrants: after --hands hands the person goes away until WHEN\n"
            "                         (level, bubble, final; back: comes back after a few hands) and plays\n"
            "                         until called back (stay: the picture while away; banner: the\n"
            "                         picture as they are called back)\n"
            "     --after-bust HOW    with --entrants: play to the person's bust, then watch a table (watch)\n"
            "                         or skip to the final table (skip)\n"
            "     --scenario FILE     set the table up from a scenario file (docs/scenario.md)\n"
            "     --until-event NAME  with --scenario: show events up to the first of this kind\n"
            "                         (pot: the pots still in the middle at a showdown)\n"
            "     --people N          seats 1..N are people's (N > 1: hot-seat; default 1); with\n"
            "                         --entrants, N people in the MTT (--together: at one table)\n"
            "     --press KEY         press a key before the picture (a letter, a digit, space,\n"
            "                         enter, escape, tab, up, down or f1; up to 8 times)\n"
            "     --type TEXT         then type TEXT (into the field that has the focus)\n"
            "  --check-privacy K      play K hands of a hot-seat game (--people, --seats, --seed),\n"
            "                         drawing every frame; fail if any frame drawn while the\n"
            "                         screen is one person's changes with another's cards\n"
            "  --monkey SEED:N[:SCR]  N seeded random keys, clicks, drags, wheel turns and resizes\n"
            "                         over every screen (from SCR), in a temporary home\n"
            "  --bench-frames N       time N frames of a 10-seat table mid-hand with animations\n"
            "                         running (1280x720, software renderer) and print figures;\n"
            "                         with --entrants E [--seats S] then N frames of the person's\n"
            "                         table in an MTT of E while the other tables play, beside them\n"
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

static int parse_opts(int argc, char **argv, felt_opts_t *o)
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
            else if (!strcmp(v, "up"))
                k = SDLK_UP;
            else if (!strcmp(v, "down"))
                k = SDLK_DOWN;
            else if (strlen(v) == 1 && ((v[0] >= 'a' && v[0] <= 'z') || (v[0] >= '0' && v[0] <= '9')))
                k = (SDL_Keycode)v[0];
            if (k == SDLK_UNKNOWN || o->n_press == 8) {
                fprintf(stderr, "felt: --press expects a letter, a digit, space, enter, escape, tab, up, down or f1 (at most 8), got '%s'\n", v);
                return -1;
            }
            o->press[o->n_press++] = k, i++;
        } else if (!strcmp(a, "--screenshot") && v) {
            o->screenshot = v, i++;
        } else if (!strcmp(a, "--type") && v) {
            o->type = v, i++;
        } else if (!strcmp(a, "--scenario") && v) {
            o->scenario = v, i++;
        } else if (!strcmp(a, "--screen") && v) {
            o->screen = v, i++;
            if (strcmp(v, "start") && strcmp(v, "setup") && strcmp(v, "table") && strcmp(v, "results") &&
                strcmp(v, "settings") && strcmp(v, "continue") && strcmp(v, "replay") && strcmp(v, "replay-saved") &&
                strcmp(v, "stats") && strcmp(v, "practice") && strcmp(v, "feedback") && strcmp(v, "rule") &&
                strcmp(v, "shadow") && strcmp(v, "report") && strcmp(v, "lobby") && strcmp(v, "handoff") &&
                strcmp(v, "handoff-table") && strcmp(v, "shadow-director")) {
                fprintf(stderr, "felt: --screen expects start, setup, table, results, settings, continue, replay, "
                                "replay-saved, stats, practice, report, feedback, rule, shadow, shadow-director, lobby, handoff or handoff-table, got '%s'\n",
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
        } else if (!strcmp(a, "--entrants")) {
            if (parse_int(a, v, 10, 10000, &x))
                return -1;
            o->entrants = (int)x, i++;
        } else if (!strcmp(a, "--seats")) {
            if (parse_int(a, v, 2, 10, &x))
                return -1;
            o->seats = (int)x, i++;
        } else if (!strcmp(a, "--together")) {
            o->together = 1;
        } else if (!strcmp(a, "--keep-files")) {
            o->keep_files = 1;
        } else if (!strcmp(a, "--to-end")) {
            o->to_end = 1;
        } else if (!strcmp(a, "--mtt-show") && v) {
            o->mtt_show = v, i++;
        } else if (!strcmp(a, "--away") && v) {
            if (strncmp(v, "level", 5) && strncmp(v, "bubble", 6) && strncmp(v, "final", 5) && strncmp(v, "back", 4)) {
                fprintf(stderr, "felt: --away expects level, bubble, final or back (with ,stay for the picture while away), got '%s'\n", v);
                return -1;
            }
            o->away = v, i++;
        } else if (!strcmp(a, "--after-bust") && v) {
            if (strcmp(v, "watch") && strcmp(v, "skip")) {
                fprintf(stderr, "felt: --after-bust expects watch or skip, got '%s'\n", v);
                return -1;
            }
            o->after_bust = v, i++;
        } else if (!strcmp(a, "--monkey") && v) {
            o->monkey = v, i++;
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
    /* the drills write their numbers, prizes and hands as the screens do */
    drill_set_words(&(drill_words_t){.chips = app_chips, .money = app_usd, .hand = app_hand_words});
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
        snprintf(note, notelen, _("%s\n\nThe settings stay in %s for now."), err, old);
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
    const char *what = kept ? _("Your other settings are kept; what was wrong is back to its default")
                            : _("Default settings are used");
    if (a->headless) {
        a->settings_locked = 1;
        snprintf(err, errlen, "%s\n\n%s.", why, what);
        return;
    }
    char moved[APP_PATH_LEN + 64], werr[APP_MSG_LEN];
    if (keep_move_aside(a->settings_path, a->wall_ms / 1000, moved, sizeof moved) != 0) {
        a->settings_locked = 1;
        snprintf(err, errlen,
                 _("%s\n\n%s. The file could not be moved aside %s, so it is left as it is and no change of setting "
                   "is saved until it is fixed."),
                 why, what, moved);
        return;
    }
    if (settings_save(a->settings_path, &a->settings, werr, sizeof werr) != 0)
        snprintf(err, errlen, _("%s\n\nThe file is kept as %s. %s, but they could not be saved: %s"), why, moved,
                 what, werr);
    else
        snprintf(err, errlen, _("%s\n\nThe file is kept as %s. %s."), why, moved, what);
}

static int cmp_str(const void *x, const void *y) { return strcmp(*(char *const *)x, *(char *const *)y); }

static void list_structures(app_t *a)
{
    a->n_structures = 0;
    app_structure_t *d = &a->structures[a->n_structures++];
    structure_default(&d->st);
    structure_mtt_default(&d->mtt);
    d->ok = 1;
    snprintf(d->label, sizeof d->label, _("%s (built-in)"), d->st.name);
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
        if (structure_load_file(s->path, &s->st, err, sizeof err) == 0 &&
            structure_load_mtt_file(s->path, &s->mtt, err, sizeof err) == 0) {
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
        app_notice(a, _("A structure file has a problem"), "%s", bad);
}

/* ---- start-up ------------------------------------------------------------------------------ */

static int app_init(app_t *a, const felt_opts_t *o, int headless)
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
    snprintf(a->mtt_save_path, sizeof a->mtt_save_path, "%sautosave-mtt.journal", a->pref_dir);
    a->keep_files = o->keep_files;
    snprintf(a->settings_path, sizeof a->settings_path, "%ssettings.json", a->config_dir);
    snprintf(a->hh_dir, sizeof a->hh_dir, "%shistories/", a->pref_dir);
    make_dirs(a->hh_dir);

    char err[APP_MSG_LEN] = "", moved_note[APP_MSG_LEN] = "";
    migrate_settings(a, moved_note, sizeof moved_note);
    settings_default(&a->settings);
    int st = settings_load(a->settings_path, &a->settings, err, sizeof err);
    int settings_bad = st < 0;
    i18n_set_language(settings_language_code(a->settings.language)); /* the messages below in it too */
    if (settings_bad)
        settings_bad_file(a, err, sizeof err); /* keeps the good values; the file is kept aside */
    char why_english[1400];
    if (!settings_bad && i18n_missing(why_english, sizeof why_english))
        app_notice(a, _("Shown in English"), "%s", why_english);

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
        app_notice(a, _("The theme file has a problem"), _("%s\n\nThe built-in theme is used."), terr);
    }
    char gerr[APP_MSG_LEN];
    a->g = gfx_create(a->ren, &a->theme, NULL, gerr, sizeof gerr);
    if (!a->g) {
        fprintf(stderr, "felt: %s\n", gerr);
        return -1;
    }
    if (gfx_font_note(a->g)[0])
        app_notice(a, _("A font is missing"), "%s", gfx_font_note(a->g));
    gfx_card_opts_t co = {a->settings.four_colour, a->settings.large_cards ? 1.3f : 1.0f};
    gfx_set_card_opts(a->g, co);
    gfx_set_text_boost(a->g, app_text_boost(a->settings.text_size));
    gfx_set_number_words(a->g, app_chips); /* the chip piles' labels in the player's language */
    ui_init(&a->ui, a->g, a->win);
    ui_dump_to(&a->ui, getenv("FELT_WIDGET_DUMP")); /* the widget dump the tests read */
    char serr[APP_MSG_LEN] = "";
    a->sfx = sfx_create((uint64_t)a->wall_ms, serr, sizeof serr);
    if (serr[0] && !headless)
        snprintf(a->status, sizeof a->status, _("No sound: %s"), serr);
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
        app_notice(a, _("A bot profile has a problem"), _("%s\n\nThe built-in profile is used instead."), berr);
    else if (berr[0])
        app_notice(a, _("A bot profile has a problem"), _("%s\n\nThe built-in profile is used instead."), berr);
    app_list_opponents(a);
    list_structures(a);
    if (settings_bad)
        app_notice(a, _("The settings file has a problem"), "%s", err);
    else if (moved_note[0])
        app_notice(a, _("The settings could not be moved"), "%s", moved_note);
    a->setup.n_seats = 6;
    a->setup.mtt_table_size = 9;
    snprintf(a->setup.mtt_entrants_text, sizeof a->setup.mtt_entrants_text, "45");
    a->setup.hero_seat = 0;
    snprintf(a->setup.name, sizeof a->setup.name, _("You"));
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
        app_move_aside(a, a->autosave_bad[0] ? a->autosave_bad : a->save_path, moved, sizeof moved);
        app_notice(a, _("The saved tournament cannot be resumed"), _("%s\n\nThe file was moved aside to %s so nothing is lost."),
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
    lobby_ui_free(a);
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

/* The table waits while its settings, its replay or the statistics are open. */
static int table_runs(const app_t *a)
{
    return a->game && a->screen != SCREEN_SETTINGS && a->screen != SCREEN_REPLAY && a->screen != SCREEN_STATS;
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
        [SCREEN_SHADOW] = "shadow", [SCREEN_LOBBY] = "lobby", [SCREEN_DIRECTOR] = "director",
        [SCREEN_SHADOW_DIRECTOR] = "shadow-director"};
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
    case SCREEN_LOBBY: screen_lobby(a); break;
    case SCREEN_DIRECTOR: screen_director(a); break;
    case SCREEN_SHADOW_DIRECTOR: screen_shadow_director(a); break;
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
    /* What the last frame asked for happens now, before anything is drawn: the table's
     * commands in a step of no length (when no fixed step fell between the two frames), then
     * the program's requests (a screen that follows a command sees its outcome). */
    if (table_runs(a) && a->game->n_intents > 0)
        game_update(a->game, 0.0, a->wall_ms);
    app_apply_requests(a);
    draw_screens(a);
    gfx_end_frame(a->g);
}

static void update(app_t *a, double dt)
{
    review_update(a, dt);
    if (table_runs(a)) {
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

int main(int argc, char **argv)
{
    double t_start = mono_now();
    felt_opts_t o;
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
    if (o.monkey && monkey_prepare(o.monkey) != 0)
        return 2;
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER | SDL_INIT_EVENTS) != 0) {
        fprintf(stderr, "felt: cannot start SDL: %s\n", SDL_GetError());
        return 1;
    }
    SDL_SetHint(SDL_HINT_VIDEO_MINIMIZE_ON_FOCUS_LOSS, "0");
    if (IMG_Init(IMG_INIT_PNG) == 0)
        SDL_Log("SDL_image without PNG: %s", IMG_GetError());
    static app_t app;
    const headless_loop_t loop = {draw_frame, draw_screens, mono_now, DT};
    int rc = 0;
    if (app_init(&app, &o, headless) != 0) {
        rc = 1;
    } else if (o.screenshot) {
        rc = headless_screenshot(&app, &o, &loop);
    } else if (o.bench_frames) {
        rc = headless_bench_frames(&app, &o, &loop, t_start);
    } else if (o.check_privacy) {
        rc = headless_check_privacy(&app, &o, &loop);
    } else if (o.monkey) {
        rc = monkey_run(&app, o.monkey, update, draw_frame);
    } else {
        run(&app);
    }
    app_shutdown(&app);
    IMG_Quit();
    SDL_Quit();
    return rc;
}
