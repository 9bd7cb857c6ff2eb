/* monkey.c — the random-input test driver (felt --monkey SEED:N). Deterministic: one seed gives
 * the same actions, the same clock and the same tournaments; every screen gets its turn (the
 * driver puts each on in order, then the actions go where they go). See monkey.h. */
#include "app/monkey.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ftw.h>
#include <sys/stat.h>

#include "app/game.h"
#include "app/scr_practice.h"
#include "app/scr_review.h"
#include "engine/rng.h"

static const double MONKEY_DT = 1.0 / 120.0;
enum { ACTIONS_PER_VISIT = 40 };

static char made_home[1024]; /* the temporary home monkey_prepare made (removed after a pass) */

static int remove_one(const char *path, const struct stat *sb, int flag, struct FTW *ftw)
{
    (void)sb, (void)flag, (void)ftw;
    return remove(path);
}

static const char *const SCREEN_NAMES[SCREEN_COUNT] = {"start",  "setup", "table",    "results", "settings",
                                                        "replay", "stats", "practice", "drill",   "shadow",
                                                        "lobby",  "director", "shadow-director"};

/* SEED:N[:SCREEN] (the tour starts at SCREEN; default start) */
static int parse_spec(const char *spec, uint64_t *seed, long *n, int *first)
{
    unsigned long long s;
    long k;
    int used = 0;
    *first = 0;
    if (!spec || sscanf(spec, "%llu:%ld%n", &s, &k, &used) != 2 || k < 1 || k > 100000000 ||
        (spec[used] && spec[used] != ':')) {
        fprintf(stderr, "felt: --monkey expects SEED:ACTIONS[:SCREEN] such as 7:2000, got '%s'\n", spec ? spec : "");
        return -1;
    }
    if (spec[used] == ':') {
        *first = -1;
        for (int i = 0; i < SCREEN_COUNT; i++)
            if (!strcmp(spec + used + 1, SCREEN_NAMES[i]))
                *first = i;
        if (*first < 0) {
            fprintf(stderr, "felt: --monkey: no screen '%s' (start, setup, table, results, settings, replay, stats, "
                            "practice, drill, shadow)\n", spec + used + 1);
            return -1;
        }
    }
    *seed = s;
    *n = k;
    return 0;
}

int monkey_prepare(const char *spec)
{
    uint64_t seed;
    long n;
    int first;
    if (parse_spec(spec, &seed, &n, &first) != 0)
        return -1;
    setenv("SDL_VIDEODRIVER", "dummy", 1);
    setenv("SDL_RENDER_DRIVER", "software", 1);
    setenv("SDL_AUDIODRIVER", "dummy", 1);
    setenv("SDL_RENDER_VSYNC", "0", 1); /* no simulated 60 Hz wait: the frames run flat out */
    char home[1024];
    const char *given = getenv("FELT_MONKEY_HOME");
    if (given && given[0]) {
        snprintf(home, sizeof home, "%s", given);
        mkdir(home, 0700);
    } else {
        const char *tmp = getenv("TMPDIR");
        snprintf(home, sizeof home, "%s/felt-monkey-XXXXXX", tmp && tmp[0] ? tmp : "/tmp");
        if (!mkdtemp(home)) {
            perror("felt: --monkey: cannot make a temporary home");
            return -1;
        }
        snprintf(made_home, sizeof made_home, "%s", home);
    }
    char sub[1100];
    setenv("HOME", home, 1);
    snprintf(sub, sizeof sub, "%s/data", home);
    mkdir(sub, 0700);
    setenv("XDG_DATA_HOME", sub, 1);
    snprintf(sub, sizeof sub, "%s/config", home);
    mkdir(sub, 0700);
    setenv("XDG_CONFIG_HOME", sub, 1);
    printf("felt monkey: the player's folders are under %s\n", home);
    return 0;
}

typedef struct monkey {
    app_t *a;
    rng_t r;
    void (*update)(app_t *, double);
    void (*draw)(app_t *);
    int closed; /* the window was closed (SDL_QUIT): stop, and shut down the normal way */
    long frames, keys, texts, clicks, drags, wheels, resizes, quits, games, notices;
    int seen[SCREEN_COUNT];
    char notice_titles[8][96];
    int n_titles;
} monkey_t;

/* One frame: the window's own events (a resize), the frame drawn with its input, then the
 * table's time running on by `steps` fixed steps. */
static void frame(monkey_t *m, int steps)
{
    app_t *a = m->a;
    SDL_Event e;
    while (SDL_PollEvent(&e)) {
        if (e.type == SDL_WINDOWEVENT && e.window.event == SDL_WINDOWEVENT_SIZE_CHANGED)
            gfx_resize(a->g);
        else if (e.type == SDL_QUIT) /* a close request (SIGTERM): the run ends as the game would */
            m->closed = 1;
        else
            ui_event(&a->ui, &e);
    }
    if (a->notice.open && strcmp(a->notice.title, m->notice_titles[m->n_titles ? m->n_titles - 1 : 0])) {
        m->notices++;
        int known = 0;
        for (int i = 0; i < m->n_titles; i++)
            known |= !strcmp(m->notice_titles[i], a->notice.title);
        if (!known && m->n_titles < 8)
            snprintf(m->notice_titles[m->n_titles++], sizeof m->notice_titles[0], "%s", a->notice.title);
    }
    m->draw(a);
    m->frames++;
    if (a->screen >= 0 && a->screen < SCREEN_COUNT)
        m->seen[a->screen] = 1;
    for (int i = 0; i < steps; i++) {
        a->wall_ms += 8;
        m->update(a, MONKEY_DT);
        a->now += MONKEY_DT;
    }
    if (a->quit) { /* Quit was chosen: counted, and the actions go on */
        m->quits++;
        a->quit = 0;
    }
}

static void send(monkey_t *m, SDL_Event *e) { ui_event(&m->a->ui, e); }

static SDL_Keycode random_key(monkey_t *m)
{
    static const SDL_Keycode table_keys[] = {'f', 'c', 'r', 'a', 'y', 'n', 'h', 'w', SDLK_SPACE, SDLK_RETURN,
                                             SDLK_UP, SDLK_DOWN};
    static const SDL_Keycode other[] = {SDLK_ESCAPE, SDLK_TAB,  SDLK_BACKSPACE, SDLK_DELETE,   SDLK_LEFT,
                                        SDLK_RIGHT,  SDLK_HOME, SDLK_END,       SDLK_PAGEUP,   SDLK_PAGEDOWN,
                                        SDLK_F1,     SDLK_0,    SDLK_9,         SDLK_KP_ENTER, SDLK_MINUS};
    uint32_t k = rng_below(&m->r, 100);
    if (k < 55)
        return table_keys[rng_below(&m->r, sizeof table_keys / sizeof table_keys[0])];
    if (k < 80)
        return other[rng_below(&m->r, sizeof other / sizeof other[0])];
    return (SDL_Keycode)('a' + rng_below(&m->r, 26));
}

static void key(monkey_t *m)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_KEYDOWN;
    e.key.keysym.sym = random_key(m);
    if (rng_below(&m->r, 8) == 0)
        e.key.keysym.mod = rng_below(&m->r, 2) ? KMOD_LSHIFT : KMOD_LCTRL;
    send(m, &e);
    frame(m, 0);
    e.type = SDL_KEYUP;
    send(m, &e);
    m->keys++;
}

static void text(monkey_t *m)
{
    static const char *const bits[] = {"7", "0", "1000", "-", "A", "z", " ", "\xc3\xa9", "\xe2\x82\xac", "\xf0\x9f\x82\xa1",
                                       "99999999999999999999", "%s%n", "..", "/"};
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_TEXTINPUT;
    snprintf(e.text.text, sizeof e.text.text, "%s", bits[rng_below(&m->r, sizeof bits / sizeof bits[0])]);
    send(m, &e);
    m->texts++;
}

static void point(monkey_t *m, int *x, int *y)
{
    int w, h;
    SDL_GetWindowSize(m->a->win, &w, &h);
    *x = (int)rng_below(&m->r, (uint32_t)(w > 0 ? w : 1));
    *y = (int)rng_below(&m->r, (uint32_t)(h > 0 ? h : 1));
}

static void mouse(monkey_t *m, Uint32 type, int x, int y, Uint8 button)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = type;
    if (type == SDL_MOUSEMOTION) {
        e.motion.x = x, e.motion.y = y;
    } else {
        e.button.x = x, e.button.y = y, e.button.button = button;
        e.button.clicks = 1;
    }
    send(m, &e);
}

static void click(monkey_t *m)
{
    int x, y;
    point(m, &x, &y);
    Uint8 b = rng_below(&m->r, 6) == 0 ? SDL_BUTTON_RIGHT : SDL_BUTTON_LEFT;
    mouse(m, SDL_MOUSEMOTION, x, y, 0);
    frame(m, 0);
    mouse(m, SDL_MOUSEBUTTONDOWN, x, y, b);
    frame(m, 0);
    mouse(m, SDL_MOUSEBUTTONUP, x, y, b);
    m->clicks++;
}

static void drag(monkey_t *m)
{
    int x0, y0, x1, y1;
    point(m, &x0, &y0);
    point(m, &x1, &y1);
    mouse(m, SDL_MOUSEMOTION, x0, y0, 0);
    mouse(m, SDL_MOUSEBUTTONDOWN, x0, y0, SDL_BUTTON_LEFT);
    frame(m, 0);
    for (int k = 1; k <= 3; k++) {
        mouse(m, SDL_MOUSEMOTION, x0 + (x1 - x0) * k / 3, y0 + (y1 - y0) * k / 3, 0);
        frame(m, 1);
    }
    mouse(m, SDL_MOUSEBUTTONUP, x1, y1, SDL_BUTTON_LEFT);
    m->drags++;
}

static void wheel(monkey_t *m)
{
    int x, y;
    point(m, &x, &y);
    mouse(m, SDL_MOUSEMOTION, x, y, 0);
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_MOUSEWHEEL;
    e.wheel.y = (int)rng_below(&m->r, 7) - 3;
    send(m, &e);
    m->wheels++;
}

static void resize(monkey_t *m)
{
    int w = 640 + (int)rng_below(&m->r, 1400), h = 360 + (int)rng_below(&m->r, 900);
    if (rng_below(&m->r, 4) == 0)
        w = 640, h = 360; /* the smallest window the game allows */
    SDL_SetWindowSize(m->a->win, w, h);
    gfx_resize(m->a->g);
    m->resizes++;
}

/* Put screen s on (with what it needs: a tournament, a drill, the shadow dealer's table). */
static void visit(monkey_t *m, app_screen_t s, long round)
{
    app_t *a = m->a;
    uint64_t seed = rng_next64(&m->r) % 1000000;
    a->notice.open = 0;
    a->help_open = 0;
    a->confirm_new = 0;
    switch (s) {
    case SCREEN_TABLE:
        if (!a->game || a->game->finished) {
            if (app_start_game(a, seed) == 0)
                m->games++;
        }
        if (a->game)
            a->screen = SCREEN_TABLE;
        break;
    case SCREEN_RESULTS:
        if (a->game) {
            /* the people's seats go to bots and the tournament plays out at once */
            game_t *g = a->game;
            char err[256];
            for (int i = 0; i < g->n_people; i++)
                if (g->s)
                    session_set_bot(g->s, g->people[i].seat, "tag:medium", err, sizeof err);
                else if (!g->people[i].left && !g->people[i].busted)
                    game_person_leave(g, i, "tag:medium", err, sizeof err);
            game_intend(g, (game_intent_t){.kind = GAME_INTENT_PLAY_OUT}); /* as "see the results" */
            game_update(g, 0.0, a->wall_ms);
            a->screen = SCREEN_RESULTS;
        }
        break;
    case SCREEN_SETTINGS:
        a->back_screen = a->screen == SCREEN_SETTINGS ? SCREEN_START : a->screen;
        a->screen = SCREEN_SETTINGS;
        break;
    case SCREEN_REPLAY:
        if (a->game)
            review_open(a, NULL, SCREEN_TABLE);
        else
            review_open(a, a->save_path, SCREEN_START);
        break;
    case SCREEN_STATS: review_open_stats(a, SCREEN_START); break;
    case SCREEN_DRILL: {
        static const char *const topics[] = {"button", "heads-up", "first-to-act", "min-raise", "reopen",
                                             "side-pots", "showdown", "eliminations", "chip-race", "floor"};
        char spec[64];
        snprintf(spec, sizeof spec, "%s:%" PRIu64 ":%d", topics[round % 10], seed, 1 + (int)(round % 5));
        practice_screenshot(a, spec, 0);
        a->screen = SCREEN_DRILL;
        break;
    }
    case SCREEN_SHADOW:
        if (practice_shadow_screenshot(a, seed % 50 + 1, NULL) == 0)
            a->screen = SCREEN_SHADOW;
        break;
    default: a->screen = s; break;
    }
    frame(m, 1);
}

int monkey_run(app_t *a, const char *spec, void (*update)(app_t *, double), void (*draw)(app_t *))
{
    uint64_t seed;
    long n;
    int first;
    if (parse_spec(spec, &seed, &n, &first) != 0)
        return 2;
    static monkey_t m;
    memset(&m, 0, sizeof m);
    m.a = a;
    m.update = update;
    m.draw = draw;
    rng_init(&m.r, seed, 0x6d6f6e6b6579ULL);
    printf("felt monkey: seed %" PRIu64 ", %ld actions (again: felt --monkey %" PRIu64 ":%ld)\n", seed, n, seed, n);
    fflush(stdout);
    /* the same start whatever the clock says */
    a->wall_ms = 1767315600000LL + (int64_t)(seed % 1000) * 86400000LL;
    snprintf(a->setup.seed_text, sizeof a->setup.seed_text, "%" PRIu64, seed % (uint64_t)1000000000);
    SDL_SetWindowSize(a->win, 960, 540);
    gfx_resize(a->g);
    long round = 0;
    long i;
    /* the slowest action (its visit and frames included): a slow path shows here before it
     * becomes a hang */
    double slowest_ms = 0;
    long slowest_at = -1;
    int slowest_screen = 0;
    for (i = 0; i < n && !m.closed; i++) {
        Uint64 t0 = SDL_GetPerformanceCounter();
        if (i % ACTIONS_PER_VISIT == 0) {
            long v = i / ACTIONS_PER_VISIT;
            visit(&m, (app_screen_t)((v + first) % SCREEN_COUNT), round);
            if ((v + first) % SCREEN_COUNT == SCREEN_COUNT - 1)
                round++;
        }
        uint32_t k = rng_below(&m.r, 100);
        if (k < 45)
            key(&m);
        else if (k < 50)
            text(&m);
        else if (k < 80)
            click(&m);
        else if (k < 88)
            drag(&m);
        else if (k < 97)
            wheel(&m);
        else
            resize(&m);
        frame(&m, 1 + (int)rng_below(&m.r, 60));
        double ms = (double)(SDL_GetPerformanceCounter() - t0) * 1000.0 / (double)SDL_GetPerformanceFrequency();
        if (ms > slowest_ms) {
            slowest_ms = ms;
            slowest_at = i;
            slowest_screen = (int)a->screen;
        }
    }
    int missing = 0;
    if (m.closed) {
        printf("felt monkey: closed after %ld of %ld actions (seed %" PRIu64 ")\n", i, n, seed);
        if (made_home[0])
            nftw(made_home, remove_one, 16, FTW_DEPTH | FTW_PHYS);
        return 0;
    }
    printf("felt monkey: %ld actions: %ld keys, %ld typed texts, %ld clicks, %ld drags, %ld wheel turns, %ld resizes; "
           "%ld frames\n",
           n, m.keys, m.texts, m.clicks, m.drags, m.wheels, m.resizes, m.frames);
    printf("  tournaments started by the driver: %ld; Quit chosen %ld times (ignored); notices shown: %ld\n", m.games,
           m.quits, m.notices);
    for (int t = 0; t < m.n_titles; t++)
        printf("  notice: %s\n", m.notice_titles[t]);
    if (slowest_at >= 0)
        printf("  slowest action: #%ld on %s, %.0f ms\n", slowest_at + 1,
               slowest_screen >= 0 && slowest_screen < SCREEN_COUNT ? SCREEN_NAMES[slowest_screen] : "?", slowest_ms);
    printf("  screens shown:");
    for (int s = 0; s < SCREEN_COUNT; s++) {
        printf(" %s%s", SCREEN_NAMES[s], m.seen[s] ? "" : " (NEVER)");
        missing += !m.seen[s];
    }
    printf("\n");
    if (!missing && made_home[0])
        nftw(made_home, remove_one, 16, FTW_DEPTH | FTW_PHYS);
    if (missing)
        printf("felt monkey: FAILED: %d screens were never shown (seed %" PRIu64 ")\n", missing, seed);
    return missing ? 1 : 0;
}
