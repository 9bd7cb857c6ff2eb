/* app.h — the game program's shared state: window, drawing, sound, settings, the player's files,
 * the screen being shown and the tournament being played, and the program's own functions. Each
 * screen and module declares what it offers in its own header (screens.h, scr_table.h,
 * scr_explain.h, scr_review.h, scr_practice.h, requests.h, format.h, headless.h). The only layer that sees engine,
 * session, bots and render together; it owns the loop and never blocks a frame on a bot or a
 * file longer than a save takes. */
#ifndef FELT_APP_H
#define FELT_APP_H

#include <SDL.h>
#include <stdint.h>

#include "ai/bot.h"
#include "app/settings.h"
#include "app/table_ui.h"
#include "render/gfx.h"
#include "render/sfx.h"
#include "render/theme.h"
#include "render/ui.h"
#include "session/session.h"

typedef struct game game_t;
typedef struct review review_t; /* the replayer and the statistics (scr_review.c) */
typedef struct practice practice_t;
typedef struct lobby_ui lobby_ui_t; /* the lobby's state (scr_lobby.c) */

typedef enum app_screen {
    SCREEN_START,
    SCREEN_SETUP,
    SCREEN_TABLE,
    SCREEN_RESULTS,
    SCREEN_SETTINGS,
    SCREEN_REPLAY,                  /* the hand replayer */
    SCREEN_STATS,                   /* statistics per person */
    SCREEN_PRACTICE,                /* the practice menu: topics, length, timer, progress */
    SCREEN_DRILL,                   /* a practice session: drills on the table, its summary */
    SCREEN_SHADOW,                  /* the shadow dealer: a bot tournament stopping at each duty */
    SCREEN_LOBBY,                   /* a multi-table tournament's lobby over the person's table */
    SCREEN_DIRECTOR,                /* a session of director drills on the multi-table picture */
    SCREEN_SHADOW_DIRECTOR,         /* the shadow director: a bot MTT paused at each director's move */
    SCREEN_COUNT
} app_screen_t;

enum { APP_PATH_LEN = 1024, APP_MSG_LEN = 1024, APP_MAX_STRUCTURES = 32 };

/* A structure file offered on the set-up screen. */
typedef struct app_structure {
    char path[APP_PATH_LEN];
    char label[64];
    int ok;                         /* loaded and valid */
    char error[APP_MSG_LEN];        /* why not */
    structure_t st;
    structure_mtt_t mtt;            /* its multi-table timing and payout ladder (the defaults and no
                                       ladder when the file has no "mtt" object) */
} app_structure_t;

/* The multi-table set-up's field presets and its bot mixes (app.c). */
enum { APP_MTT_PRESETS = 4, APP_MTT_MIXES = 3, APP_MTT_MIN_ENTRANTS = 10 };
extern const int app_mtt_presets[APP_MTT_PRESETS];   /* 45, 180, 1,000, 5,000 */
extern const char *const app_mtt_mix_spec[APP_MTT_MIXES]; /* "tag,lag,..." */
extern const char *const app_mtt_mix_label[APP_MTT_MIXES];

/* What the set-up screen has chosen (kept between games in the session of the program). */
typedef struct app_setup {
    int n_seats;                    /* 2..10 */
    int hero_seat;                  /* 0-based */
    char name[24];
    int seat_choice[10];            /* index into the opponent list; 0 = random personality */
    int person[10];                 /* the seat is a person's (hot-seat when more than one) */
    char pname[10][24];             /* their names */
    int pcolour[10];                /* their colours: index into game_person_colour */
    int structure;                  /* index into structures */
    char seed_text[24];
    int seed_dealt;                 /* seed_text was dealt: New draws a fresh one */
    int speed;                      /* SPEED_* */
    /* a multi-table tournament (kind 1) instead of a sit-and-go (0) */
    int kind;
    int mtt_preset;                 /* index into app_mtt_presets; APP_MTT_PRESETS = typed */
    char mtt_entrants_text[8];      /* the typed field size */
    int mtt_table_size;             /* TOURNEY_MIN_TABLE..TOURNEY_MAX_TABLE */
    int mtt_mix;                    /* index into app_mtt_mix_spec */
    int mtt_people;                 /* people in it (hot-seat when more than one; 0 = 1): names and
                                       colours pname[i], pcolour[i] for i < mtt_people */
    int mtt_together;               /* hot-seat: 1 = at one table (the seed's draw), 0 = where the draw puts them */
} app_setup_t;

/* What a screen asks of the program. Screens only draw and record what the person asked for;
 * the requests are carried out between two frames, in app_apply_requests, so no screen is torn
 * down or replaced while it is being drawn. */
typedef enum app_req_kind {
    APP_REQ_GO,          /* show `screen` */
    APP_REQ_START,       /* a new tournament of `seed` from the set-up (the one on the table ends) */
    APP_REQ_CONTINUE,    /* resume the autosave */
    APP_REQ_LEAVE,       /* close the tournament on the table (saved first when `save`), then `screen` */
    APP_REQ_REVIEW       /* the replayer on the table's tournament; Close returns to `screen` */
} app_req_kind_t;

typedef struct app_req {
    app_req_kind_t kind;
    app_screen_t screen;
    uint64_t seed;
    int save;
} app_req_t;

enum { APP_MAX_REQUESTS = 8 };

/* A message box over whatever screen is showing. */
typedef struct app_notice {
    int open;
    char title[96];
    char text[APP_MSG_LEN];
} app_notice_t;

typedef struct app {
    SDL_Window *win;
    SDL_Renderer *ren;
    gfx_t *g;
    sfx_t *sfx;
    theme_t theme;
    ui_t ui;
    bot_registry_t *bots;
    settings_t settings;
    int quit;
    int headless;                   /* screenshot / benchmark runs: no vsync, no real clock */
    double now;                     /* seconds since start (the loop's clock) */
    int64_t wall_ms;                /* wall clock for the session (unix ms) */

    char data_dir[APP_PATH_LEN];    /* levels/, assets/ (and docs/ in a source tree) */
    char docs_dir[APP_PATH_LEN];    /* the shipped documentation, the rule book (ends in '/') */
    char pref_dir[APP_PATH_LEN];    /* saves, statistics, histories: $XDG_DATA_HOME/felt/ */
    char config_dir[APP_PATH_LEN];  /* settings: $XDG_CONFIG_HOME/felt/ */
    int settings_locked;            /* a bad settings file stayed in place: never write over it */
    char save_path[APP_PATH_LEN];
    char mtt_save_path[APP_PATH_LEN]; /* a multi-table tournament's autosave: its journal */
    int keep_files;                 /* a headless run told to keep the autosave and histories
                                       (--keep-files, for tests in a scratch home) */
    char settings_path[APP_PATH_LEN];
    char hh_dir[APP_PATH_LEN];

    app_screen_t screen, back_screen; /* back_screen: where Settings returns to */
    app_req_t req[APP_MAX_REQUESTS];  /* asked for during this frame (app_request) */
    int n_req;
    app_setup_t setup;
    int n_structures;
    app_structure_t structures[APP_MAX_STRUCTURES];
    int n_opponents;                /* choices for a bot seat */
    char opponent_spec[64][BOT_LABEL_LEN];
    char opponent_label[64][64];

    game_t *game;                   /* the tournament on the table, or NULL */
    table_ui_t table_ui;            /* the table screen's state for it (scr_table.c) */
    practice_t *practice;           /* the practice mode's state (scr_practice.c), or NULL */
    app_notice_t notice;
    int help_open;                  /* the keys overlay (F1) */
    int confirm_new;                /* New (1) or Hot-seat (2) over a tournament that can be
                                       continued: asking first; 2 also while going to the set-up */
    char status[APP_MSG_LEN];       /* one-line message shown on the start screen (e.g. no sound) */

    /* the autosave, as the start screen's Continue shows it */
    int have_autosave;
    int autosave_mtt;               /* Continue resumes the multi-table tournament's autosave */
    char autosave_info[160];
    char autosave_error[APP_MSG_LEN];
    char autosave_bad[APP_PATH_LEN]; /* the file autosave_error is about */
    double resume_ms;               /* the last MTT resume's replay, milliseconds */

    review_t *review;               /* replayer and statistics state (NULL until first used) */
    lobby_ui_t *lobby;              /* the lobby's state (NULL until first opened) */
} app_t;

/* Save a->settings by the file policy; refused (-1, reason) while a bad settings file could not be
 * moved aside and in headless runs (which never touch the player's files). */
int app_settings_save(app_t *a, char *err, size_t errlen);

/* Ask for something to happen between this frame and the next (see app_req_t). */
void app_request(app_t *a, app_req_t r);
/* Shorthand: ask for another screen. */
void app_go(app_t *a, app_screen_t s);
/* The set-up's opponent choices (personalities, then every style at each level) with their labels
 * in the player's language; called at start-up and again when the language changes. */
void app_list_opponents(app_t *a);

/* Show a message box (errors found while loading, saves moved aside, ...). */
void app_notice(app_t *a, const char *title, const char *fmt, ...);

/* Start a new tournament from the set-up (a sit-and-go, or a multi-table one when setup.kind is
 * 1); 0 or -1 with a notice shown. */
int app_start_game(app_t *a, uint64_t seed);
/* The multi-table set-up's field size: the preset, or the typed number (0 when it is not one of
 * APP_MTT_MIN_ENTRANTS..TOURNEY_MAX_PLAYERS). */
int app_mtt_entrants(const app_setup_t *S);
/* The structure (index) with an MTT payout ladder for a field of n closest to the chosen one: the
 * chosen one when it has a ladder for n; else the first other with a ladder for n; else the one
 * whose ladder comes nearest to n in field size; -1 when no structure has a ladder at all. */
int app_mtt_structure_for(const app_t *a, int n);
/* Resume the autosave; 0 or -1 with a notice shown (and the bad save moved aside). */
int app_continue_game(app_t *a);
/* Look at the autosaves for the start screen's Continue entry: of a sit-and-go's (save_path) and a
 * multi-table tournament's (mtt_save_path) that can both be continued, the one saved last is
 * Continue (the other stays on disk, offered again once that one is over). */
void app_scan_autosave(app_t *a);
void app_end_game(app_t *a);
/* Rename a file the game cannot use to FILE.bad-<time>, so nothing is lost or overwritten; the new
 * name (or why it could not be moved) goes to moved. */
void app_move_aside(app_t *a, const char *path, char *moved, size_t len);

/* The text size setting as a factor for small print: 1, 1.15, 1.3. */
float app_text_boost(int text_size);

#endif
