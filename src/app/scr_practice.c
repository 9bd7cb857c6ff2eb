/* scr_practice.c — the practice mode a dealer meets: the practice menu (topics, length, timer,
 * progress with its chart, the shadow dealer), drills asked ON THE REAL TABLE (drag the button
 * and blinds, click seats, type amounts, build and award the pots, choose a floor ruling), the
 * feedback at once with the right answer animated and the rule cited from docs/rules.md, the
 * session's score and summary, and the shadow dealer: a live bot tournament that stops at each
 * dealer duty. Every answer is graded by the drill library (the engine's answer, never a key). */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define UI_SALT 3
#include "app/app.h"
#include "app/format.h"
#include "app/game.h"
#include "app/practice.h"
#include "app/scr_table.h"
#include "app/scr_practice.h"
#include "drill/drill.h"
#include "engine/scenario.h"
#include "render/cards.h"
#include "render/chips.h"
#include "render/tablegfx.h"

static const uint32_t C_TEXT = 0xf2efe6ff, C_DIM = 0xf2efe6a0, C_GOLD = 0xe6b24aff,
                      C_RED = 0xd9534fff, C_GREEN = 0x5cc27aff;

enum { LEN_10, LEN_20, LEN_ENDLESS };
enum { MAX_FLOOR = 64 };
enum { MODE_ELIGIBLE, MODE_WINNERS }; /* what a click on a seat does while building pots */
enum { MODE_ORDER, MODE_MUCK };       /* ... while ordering the showdown */

typedef struct pot_build {
    int64_t amount;
    int64_t share;               /* each player's part, set by the first chips dragged in */
    char text[24];               /* the amount as typed */
    int64_t from[ENGINE_MAX_SEATS]; /* chips dragged in from each seat */
    uint16_t eligible;
    int n_win;
    int win[ENGINE_MAX_SEATS];   /* winners in the order marked: the first takes odd chips */
} pot_build_t;

typedef struct practice {
    int ready;
    practice_progress_t prog;
    char path[APP_PATH_LEN + 32];
    drill_rulebook_t *rb;
    drill_t *floor;              /* floor-ruling cards (levels/drills) */
    int n_floor;
    drill_t *authored;           /* authored situation drills of topics 1-9 (levels/drills) */
    int n_authored;
    char drills_dir[APP_PATH_LEN + 32];
    char floor_note[APP_MSG_LEN];

    /* the menu */
    int topic_on[DRILL_TOPIC_COUNT];
    int length, timer, difficulty, chart_topic;

    /* the session */
    int active, shadow, summary;
    int64_t session_ms;
    uint64_t rng;
    int goal, done, right, streak, best_streak;
    int t_asked[DRILL_TOPIC_COUNT], t_right[DRILL_TOPIC_COUNT], t_run[DRILL_TOPIC_COUNT];
    int t_level[DRILL_TOPIC_COUNT], miss[DRILL_TOPIC_COUNT];
    double t_time[DRILL_TOPIC_COUNT];
    int last_floor;

    /* the drill on the table */
    drill_t d;
    int have_drill;
    game_t *g;
    double asked_at;
    int answered, was_right, timed_out;
    double took;
    char feedback[1400];
    double anim_t0;
    int rule_open, peek;
    int64_t contrib[ENGINE_MAX_SEATS], stack0[ENGINE_MAX_SEATS];
    int prev[3];                 /* last hand's button, SB, BB (positions drills), -1 */
    int64_t unit;

    /* the trainee's answer being built */
    int mk_seat[3];              /* button, SB, BB; -1 = still in the tray */
    int no_sb;
    int drag;                    /* 0 none, 1..3 a marker, 100+s the chips of seat s */
    float drag_x, drag_y;
    int seat_pick;
    int order[ENGINE_MAX_SEATS], n_order;
    uint16_t muck;
    int seat_mode;
    char amount[24];
    pot_build_t pots[DRILL_MAX_POTS];
    int n_pots, sel_pot;
    int64_t left[ENGINE_MAX_SEATS];
    int place[ENGINE_MAX_SEATS];
    char prize[ENGINE_MAX_SEATS][24];
    char chips[ENGINE_MAX_SEATS][24];
    int choice;

    /* the shadow dealer */
    game_t *live;
    int live_sub;
    int borrowed;                /* P->g is the live table (a duty), not a table of its own */
    tmodel_t live_shown;         /* the live table as it was before a duty changed its picture */
    uint16_t live_winners;
    int64_t live_contrib[ENGINE_MAX_SEATS], live_stack0[ENGINE_MAX_SEATS];
    int duty;                    /* a duty is on the table */
    long asked_key[4];
    int street_actions, last_raise, last_allin;
    double next_step_at;
    int sh_asked, sh_right;
} practice_t;

/* ---- small helpers ----------------------------------------------------------------------- */

static uint64_t mix64(uint64_t *s)
{
    uint64_t z = (*s += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static float clamp01(float t) { return t < 0 ? 0 : t > 1 ? 1 : t; }
static float ease(float t)
{
    t = clamp01(t);
    return t < 0.5f ? 4 * t * t * t : 1 - powf(-2 * t + 2, 3) / 2;
}

/* Put id in the Tab order like a widget (seats, markers and pots are not ui widgets). */
static void focusable(ui_t *u, int id)
{
    if (u->layer >= u->modal_depth && u->n_focus < UI_MAX_FOCUSABLE)
        u->focus_ids[u->n_focus++] = id;
}
static int has_focus(const ui_t *u, int id) { return u->focus == id; }

/* Wrapped text that fits a box: the largest size from max_size down to 12 that fits, clipped.
 * The sizes are the ones drawn (the player's text size applied, then the boost off): at the
 * largest text size 13, 12 and 11 all draw at about 16, so without this a question was cut
 * (and pointed at R, which does nothing before the answer) where a smaller size would fit. */
static void text_box_sized(gfx_t *G, const char *s, float x, float y, float w, float h, float max_size,
                           gfx_font_t f, uint32_t col, const char *more);
static void text_box_more(gfx_t *G, const char *s, float x, float y, float w, float h, float max_size,
                          gfx_font_t f, uint32_t col, const char *more)
{
    float boost = gfx_get_text_boost(G);
    float size = max_size;
    if (boost > 1.0f && size >= 11.0f && size < 16.0f)
        size = size * boost > 16.0f ? 16.0f : roundf(size * boost);
    gfx_set_text_boost(G, 1.0f);
    text_box_sized(G, s, x, y, w, h, size, f, col, more);
    gfx_set_text_boost(G, boost);
}
/* Text whose whole is a press of R away (the rule, the feedback). */
static void text_box(gfx_t *G, const char *s, float x, float y, float w, float h, float max_size,
                     gfx_font_t f, uint32_t col)
{
    text_box_more(G, s, x, y, w, h, max_size, f, col, " (R: all of it)");
}
static void text_box_sized(gfx_t *G, const char *s, float x, float y, float w, float h, float max_size,
                           gfx_font_t f, uint32_t col, const char *more)
{
    float size = max_size;
    while (size > 12.0f && gfx_text_wrap(G, s, x, y, w, size, f, col & 0xffffff00u, 2) > h)
        size -= 1.0f;
    if (gfx_text_wrap(G, s, x, y, w, size, f, col & 0xffffff00u, 2) > h) {
        /* still too long at the smallest size: the longest whole-word start that fits, and a
         * pointer to the full text (R) rather than a line cut in half */
        static char cut[2400];
        size_t n = strlen(s), lo = 0, hi = n < sizeof cut - 40 ? n : sizeof cut - 40;
        while (lo < hi) {
            size_t mid = (lo + hi + 1) / 2;
            while (mid > lo && s[mid] != ' ')
                mid--;
            if (mid == lo)
                break;
            snprintf(cut, sizeof cut, "%.*s \xe2\x80\xa6%s", (int)mid, s, more);
            if (gfx_text_wrap(G, cut, x, y, w, size, f, col & 0xffffff00u, 2) <= h)
                lo = mid;
            else
                hi = mid - 1;
        }
        snprintf(cut, sizeof cut, "%.*s \xe2\x80\xa6%s", (int)lo, s, more);
        gfx_text_wrap(G, cut, x, y, w, size, f, col, 2);
        return;
    }
    gfx_text_wrap(G, s, x, y, w, size, f, col, 2);
}

/* Rule-book text for the screen: markdown's emphasis and code marks dropped. */
static void plain_text(const char *in, char *out, size_t len)
{
    size_t o = 0;
    for (const char *p = in ? in : ""; *p && o + 1 < len; p++)
        if (*p == '\n')
            out[o++] = ' '; /* the rule book's hard-wrapped lines read as one paragraph */
        else if (*p != '`' && *p != '*')
            out[o++] = *p;
    out[o] = '\0';
}

static const char *seat_label(const practice_t *P, int s, char *buf, size_t len)
{
    const game_t *g = P->g;
    char plain[16];
    snprintf(plain, sizeof plain, "Seat %d", s + 1);
    if (g && s >= 0 && s < g->n_seats && g->shown.seats[s].occupied && g->shown.seats[s].name[0] &&
        strcmp(g->shown.seats[s].name, plain))
        snprintf(buf, len, "Seat %d (%s)", s + 1, g->shown.seats[s].name);
    else
        snprintf(buf, len, "Seat %d", s + 1);
    return buf;
}

static int64_t parse_amount(const char *t)
{
    long long v = 0;
    int any = 0;
    for (const char *p = t; *p; p++) {
        if (*p >= '0' && *p <= '9') {
            v = v * 10 + (*p - '0');
            any = 1;
            if (v > 1000000000000LL)
                return -1;
        } else if (*p != ',' && *p != ' ') {
            return -1;
        }
    }
    return any ? v : -1;
}

/* Money "12.50" or "12" -> cents; -1 if not a number. */
static int64_t parse_money(const char *t)
{
    double v;
    char c;
    if (!t[0])
        return 0;
    if (sscanf(t, "%lf%c", &v, &c) != 1 || v < 0 || v > 1e12)
        return -1;
    return (int64_t)llround(v * 100.0);
}

/* ---- the practice state: progress, rule book, floor cards ----------------------------------- */

static practice_t *state(app_t *a)
{
    if (a->practice && a->practice->ready)
        return a->practice;
    if (!a->practice) {
        a->practice = calloc(1, sizeof *a->practice);
        if (!a->practice)
            return NULL;
    }
    practice_t *P = a->practice;
    P->ready = 1;
    for (int t = 0; t < DRILL_TOPIC_COUNT; t++)
        P->topic_on[t] = 1;
    P->length = LEN_10;
    P->difficulty = 0;
    P->chart_topic = DRILL_TOPIC_COUNT; /* all topics */
    P->live_sub = -1;
    snprintf(P->path, sizeof P->path, "%spractice.json", a->pref_dir);
    char err[APP_MSG_LEN];
    int rc = practice_progress_load(P->path, &P->prog, err, sizeof err);
    if (rc < 0) {
        char moved[APP_PATH_LEN + 64];
        app_move_aside(a, P->path, moved, sizeof moved);
        practice_progress_init(&P->prog);
        app_notice(a, "Your practice progress cannot be read",
                   "%s\n\nThe file was moved aside to %s so nothing is lost; progress starts afresh.", err, moved);
    }
    char rp[APP_PATH_LEN + 32];
    snprintf(rp, sizeof rp, "%srules.md", a->docs_dir);
    P->rb = drill_rulebook_load(rp, err, sizeof err);
    if (!P->rb)
        snprintf(P->floor_note, sizeof P->floor_note, "The rule book cannot be read: %s", err);
    /* the floor-ruling cards and authored drills: the JSON files in levels/drills */
    P->floor = calloc(MAX_FLOOR, sizeof *P->floor);
    P->authored = calloc(MAX_FLOOR, sizeof *P->authored);
    char *dir = P->drills_dir;
    snprintf(P->drills_dir, sizeof P->drills_dir, "%slevels/drills", a->data_dir);
    DIR *dh = P->floor ? opendir(dir) : NULL;
    if (dh) {
        char *names[64];
        int n = 0;
        struct dirent *de;
        while ((de = readdir(dh)) != NULL && n < 64) {
            size_t l = strlen(de->d_name);
            if (l > 5 && !strcmp(de->d_name + l - 5, ".json"))
                names[n++] = strdup(de->d_name);
        }
        closedir(dh);
        for (int i = 0; i < n; i++)
            for (int j = i + 1; j < n; j++)
                if (names[i] && names[j] && strcmp(names[i], names[j]) > 0) {
                    char *t = names[i];
                    names[i] = names[j];
                    names[j] = t;
                }
        drill_t *tmp = calloc(MAX_FLOOR, sizeof *tmp);
        for (int i = 0; i < n; i++) {
            if (!names[i] || !tmp)
                continue;
            char fp[APP_PATH_LEN + 320];
            snprintf(fp, sizeof fp, "%s/%s", dir, names[i]);
            int got = 0;
            if (drill_load_file(fp, tmp, MAX_FLOOR, &got, err, sizeof err) != 0) {
                if (!P->floor_note[0]) {
                    snprintf(P->floor_note, sizeof P->floor_note, "%s", err);
                    app_notice(a, "A drill file has a problem", "%s\n\nIts drills are left out; the others are used.",
                               err);
                }
            } else {
                for (int k = 0; k < got; k++) {
                    if (tmp[k].topic == DRILL_FLOOR && P->n_floor < MAX_FLOOR)
                        P->floor[P->n_floor++] = tmp[k];
                    else if (tmp[k].topic != DRILL_FLOOR && P->authored && P->n_authored < MAX_FLOOR)
                        P->authored[P->n_authored++] = tmp[k];
                }
            }
            free(names[i]);
        }
        free(tmp);
    }
    P->topic_on[DRILL_FLOOR] = P->n_floor > 0;
    return P;
}

static void save_progress(app_t *a, practice_t *P)
{
    char err[APP_MSG_LEN];
    if (practice_progress_save(P->path, &P->prog, err, sizeof err) != 0)
        snprintf(a->status, sizeof a->status, "Practice progress not saved: %s", err);
}

/* ---- a drill's table ------------------------------------------------------------------------ */

static void free_table(practice_t *P)
{
    if (P->borrowed) {
        /* the live table's picture as it was, and on it goes */
        P->g->shown = P->live_shown;
        P->g->winners = P->live_winners;
        P->g->busy_until = P->g->clock;
        P->g = NULL;
        P->borrowed = 0;
    }
    if (P->g) {
        game_destroy(P->g);
        P->g = NULL;
    }
}

static void settle_game(app_t *a, game_t *g)
{
    float keep = g->speed;
    g->speed = 0;
    for (int i = 0; i < 100000; i++) {
        game_update(g, 0.0, a->wall_ms);
        if (game_idle(g))
            break;
    }
    g->speed = keep;
    g->sounds = 0;
}

/* Set the drill's situation up on a table of its own: the scenario's seats and commands played,
 * nobody driven, the picture held where the question is asked. 0 or -1 with a message. */
static int build_table(app_t *a, practice_t *P, char *err, size_t errlen)
{
    free_table(P);
    memset(P->contrib, 0, sizeof P->contrib);
    memset(P->stack0, 0, sizeof P->stack0);
    P->prev[0] = P->prev[1] = P->prev[2] = -1;
    P->unit = 1;
    const drill_t *d = &P->d;
    if (!d->scenario[0])
        return 0; /* a floor card without a picture */
    scenario_t *sc = calloc(1, sizeof *sc);
    if (!sc) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    /* an authored drill's structure_file is relative to the drills' folder */
    if (scenario_load(d->id[0] ? d->id : "drill", d->id[0] ? P->drills_dir : NULL, d->scenario, strlen(d->scenario), sc,
                      err, errlen) != 0) {
        free(sc);
        return -1;
    }
    session_config_t cfg;
    session_config_init(&cfg, scenario_config(sc), a->bots, 0);
    const engine_config_t *ec = &cfg.engine;
    for (int s = 0; s < ec->n_seats; s++)
        if (ec->seats[s].occupied)
            session_config_seat(&cfg, s, SESSION_SEAT_PERSON, ec->seats[s].name, NULL, 0);
    session_t *s = session_create(&cfg, err, errlen);
    if (!s) {
        free(sc);
        return -1;
    }
    game_t *g = game_create(s, -1, "", "", "", err, errlen);
    if (!g) {
        session_destroy(s);
        free(sc);
        return -1;
    }
    g->no_drive = 1;
    g->speed = 0;
    /* where the picture stops: before the answer shows itself on the table */
    switch (d->topic) {
    case DRILL_SIDE_POTS: g->hold_type = EV_POT; break;
    case DRILL_SHOWDOWN: g->hold_type = EV_SHOW; break;
    case DRILL_ELIMINATIONS: g->hold_type = EV_ELIMINATED; break;
    case DRILL_CHIP_RACE: g->hold_type = EV_COLOR_UP; break;
    default: break;
    }
    int positions = d->answer.kind == DRILL_ANS_POSITIONS;
    int sub = session_subscribe(s, SESSION_SEE_ALL);
    if (sc->n_cmds == 0 || sc->cmds[0].type != CMD_START) {
        cmd_t start = {CMD_START, -1, 0};
        session_submit(s, start);
    }
    for (int i = 0; i < sc->n_cmds; i++) {
        if (sc->step[i] != SCN_COMMAND)
            continue;
        engine_reject_t r = session_submit(s, sc->cmds[i]);
        if (r != REJ_OK) {
            snprintf(err, errlen, "the drill's scenario line %d was refused: %s", sc->cmd_line[i],
                     engine_reject_message(r));
            game_destroy(g);
            free(sc);
            return -1;
        }
    }
    free(sc);
    /* what every seat put in this hand, its stack before that, and every hole card */
    card_t hole[ENGINE_MAX_SEATS][2];
    int have_hole[ENGINE_MAX_SEATS] = {0};
    card_t draw[ENGINE_MAX_SEATS];
    int n_draw = 0;
    for (int i = 0; i < ENGINE_MAX_SEATS; i++)
        draw[i] = CARD_NONE;
    const ev_t *ev;
    while ((ev = session_next_event(s, sub)) != NULL) {
        int st = ev->seat;
        if (ev->type == EV_BUTTON_DRAW && st >= 0 && st < ENGINE_MAX_SEATS) {
            draw[st] = ev->u.a.cards[0];
            n_draw++;
        } else if (ev->type == EV_HAND_START) {
            memset(P->contrib, 0, sizeof P->contrib);
            memset(have_hole, 0, sizeof have_hole);
        } else if (st >= 0 && st < ENGINE_MAX_SEATS) {
            if (ev->type == EV_SEAT)
                P->stack0[st] = ev->amount;
            else if (ev->type == EV_POST)
                P->contrib[st] += ev->amount;
            else if (ev->type == EV_ACTION)
                P->contrib[st] += ev->u.act.added;
            else if (ev->type == EV_HOLE_CARDS) {
                hole[st][0] = ev->u.a.cards[0];
                hole[st][1] = ev->u.a.cards[1];
                have_hole[st] = 1;
            }
        }
    }
    session_unsubscribe(s, sub);
    view_t v;
    session_view(s, -1, &v);
    P->unit = v.smallest_chip > 0 ? v.smallest_chip : 1;
    P->g = g;
    tmodel_t *m = &g->shown;
    if (positions) {
        /* the table as it stands before the deal (the deal would show the answer): the seats,
         * their stacks, last hand's positions and the draw for the button; the queue of the
         * dealt hand is never shown */
        m->started = 1;
        m->n_seats = g->n_seats;
        m->hand_no = 0;
        m->level_index = 0;
        m->level_number = 1;
        m->sb = v.sb, m->bb = v.bb, m->ante = v.ante;
        for (int i = 0; i < g->n_seats; i++) {
            tmodel_seat_t *ts = &m->seats[i];
            ts->occupied = ec->seats[i].occupied;
            ts->stack = ec->seats[i].stack > 0 ? ec->seats[i].stack : v.seats[i].stack + v.seats[i].in_pot;
            ts->in_hand = 0;
            ts->n_cards = 0;
        }
        P->prev[0] = ec->prev_button - 1;
        P->prev[1] = ec->prev_sb - 1;
        P->prev[2] = ec->prev_bb - 1;
        if (n_draw > 0 && ec->prev_bb == 0) {
            g->drawing = 1;
            g->draw_seat = -1;
            for (int i = 0; i < ENGINE_MAX_SEATS; i++)
                g->draw_card[i] = draw[i];
        }
        g->busy_until = 1e18;
        return 0;
    }
    settle_game(a, g);
    for (int i = 0; i < g->n_seats; i++)
        snprintf(m->seats[i].name, sizeof m->seats[i].name, "%s", v.seats[i].name);
    if (d->topic == DRILL_SIDE_POTS) {
        /* every chip each seat put in sits in front of it; the trainee builds the pots */
        m->n_pots = 0;
        for (int i = 0; i < g->n_seats; i++) {
            m->seats[i].bet = P->contrib[i];
            m->seats[i].stack = P->stack0[i] - P->contrib[i] > 0 ? P->stack0[i] - P->contrib[i] : 0;
        }
    }
    if (d->topic == DRILL_SHOWDOWN) {
        for (int i = 0; i < g->n_seats; i++)
            if (have_hole[i] && m->seats[i].in_hand && !m->seats[i].folded) {
                m->seats[i].cards[0] = hole[i][0];
                m->seats[i].cards[1] = hole[i][1];
                m->seats[i].shown = 1;
                g->vis_cards[i] = 2;
            }
    }
    if (d->topic == DRILL_FIRST_TO_ACT)
        g->busy_until = 1e18; /* the table must not light the seat to act: that is the answer */
    return 0;
}

/* Reset the answer being built for the drill now on the table. */
static void reset_answer(practice_t *P)
{
    for (int k = 0; k < 3; k++)
        P->mk_seat[k] = -1;
    P->no_sb = 0;
    P->drag = 0;
    P->seat_pick = -1;
    P->n_order = 0;
    P->muck = 0;
    P->seat_mode = 0;
    P->amount[0] = '\0';
    memset(P->pots, 0, sizeof P->pots);
    P->n_pots = 0;
    P->sel_pot = -1;
    for (int s = 0; s < ENGINE_MAX_SEATS; s++) {
        P->left[s] = P->contrib[s];
        P->place[s] = 0;
        P->prize[s][0] = '\0';
        P->chips[s][0] = '\0';
    }
    P->choice = -1;
    P->answered = 0;
    P->was_right = 0;
    P->timed_out = 0;
    P->feedback[0] = '\0';
    P->rule_open = 0;
    P->peek = 0;
}

/* Show drill d on the table; 0 or -1 with a notice. */
static int show_drill(app_t *a, practice_t *P, const drill_t *d)
{
    P->d = *d;
    P->have_drill = 1;
    char err[APP_MSG_LEN];
    if (build_table(a, P, err, sizeof err) != 0) {
        app_notice(a, "This drill cannot be set up", "%s drill, seed %" PRIu64 ": %s", drill_topic_title(d->topic),
                   d->seed, err);
        P->have_drill = 0;
        return -1;
    }
    reset_answer(P);
    P->asked_at = a->now;
    if (getenv("FELT_DEBUG")) {
        /* for the tests that play Practice through the window: the drill and the engine's answer */
        char ans[1024];
        drill_answer_format_json(&d->answer, ans, sizeof ans);
        fprintf(stderr, "practice: asking %s seed %" PRIu64 " level %d: %s answer %s\n", drill_topic_name(d->topic),
                d->seed, d->difficulty, d->question, ans);
    }
    ui_focus(&a->ui, 0);
    return 0;
}

/* ---- the session ---------------------------------------------------------------------------- */

static int goal_of(int length) { return length == LEN_10 ? 10 : length == LEN_20 ? 20 : 0; }
static double timer_seconds(int t) { return t == 1 ? 15 : t == 2 ? 30 : t == 3 ? 60 : 0; }

/* The next drill: a topic drawn among those chosen, missed topics weighted up; the difficulty
 * grows with a run of right answers in the topic. */
static int next_drill(app_t *a, practice_t *P)
{
    for (int attempt = 0; attempt < 12; attempt++) {
        int w[DRILL_TOPIC_COUNT], total = 0;
        for (int t = 0; t < DRILL_TOPIC_COUNT; t++) {
            w[t] = P->topic_on[t] ? 1 + 2 * P->miss[t] : 0;
            if (t == DRILL_FLOOR && P->n_floor == 0)
                w[t] = 0;
            total += w[t];
        }
        if (total == 0) {
            app_notice(a, "Nothing to practise", "Choose at least one topic%s.",
                       P->topic_on[DRILL_FLOOR] && P->n_floor == 0 ? " (no floor-ruling cards were found in levels/drills)" : "");
            return -1;
        }
        int r = (int)(mix64(&P->rng) % (uint64_t)total), topic = 0;
        while (r >= w[topic])
            r -= w[topic++];
        uint64_t seed = mix64(&P->rng) % 1000000000ULL;
        drill_t *d = calloc(1, sizeof *d);
        if (!d)
            return -1;
        char err[APP_MSG_LEN] = "";
        int ok;
        if (topic == DRILL_FLOOR) {
            int k = (int)(seed % (uint64_t)P->n_floor);
            if (k == P->last_floor && P->n_floor > 1)
                k = (k + 1) % P->n_floor;
            P->last_floor = k;
            *d = P->floor[k];
            ok = 0;
        } else {
            /* now and then an authored situation of the topic, when there is one */
            int pick[MAX_FLOOR], np = 0;
            for (int k = 0; k < P->n_authored; k++)
                if ((int)P->authored[k].topic == topic)
                    pick[np++] = k;
            if (np > 0 && seed % 5 == 0) {
                *d = P->authored[pick[(seed / 5) % (uint64_t)np]];
                ok = 0;
            } else {
                ok = drill_generate((drill_topic_t)topic, seed, P->t_level[topic], d, err, sizeof err);
            }
        }
        if (ok == 0 && show_drill(a, P, d) == 0) {
            free(d);
            return 0;
        }
        if (ok != 0)
            SDL_Log("practice: %s drill, seed %" PRIu64 ": %s", drill_topic_name((drill_topic_t)topic), seed, err);
        free(d);
    }
    return -1;
}

static void start_session(app_t *a, practice_t *P, int shadow)
{
    P->active = 1;
    P->shadow = shadow;
    P->summary = 0;
    P->session_ms = a->wall_ms;
    P->rng = (uint64_t)a->wall_ms ^ 0x5eed0fdea1e5ULL;
    P->goal = shadow ? 0 : goal_of(P->length);
    P->done = P->right = P->streak = P->best_streak = 0;
    P->last_floor = -1;
    for (int t = 0; t < DRILL_TOPIC_COUNT; t++) {
        P->t_asked[t] = P->t_right[t] = P->t_run[t] = P->miss[t] = 0;
        P->t_time[t] = 0;
        P->t_level[t] = P->difficulty + 1;
    }
    P->sh_asked = P->sh_right = 0;
}

/* The trainee's answer from what is on the table. */
static void collect_answer(const practice_t *P, drill_answer_t *g)
{
    memset(g, 0, sizeof *g);
    g->kind = P->d.answer.kind;
    g->button = P->mk_seat[0];
    g->sb = P->no_sb ? -1 : P->mk_seat[1];
    g->bb = P->mk_seat[2];
    g->seat = P->seat_pick;
    g->amount = parse_amount(P->amount);
    g->yes = P->choice == 0;
    g->choice = P->choice;
    if (g->kind == DRILL_ANS_POTS) {
        int n = 0;
        for (int p = 0; p < P->n_pots && n < DRILL_MAX_POTS; p++) {
            const pot_build_t *b = &P->pots[p];
            if (b->amount <= 0 && !b->eligible)
                continue;
            g->pot[n] = b->amount;
            g->eligible[n] = b->eligible;
            /* split among the winners in units of the smallest chip; odd chips to the first marked */
            if (b->n_win > 0) {
                int64_t unit = P->unit > 0 ? P->unit : 1;
                int64_t each = b->amount / b->n_win / unit * unit;
                int64_t rest = b->amount - each * b->n_win;
                for (int k = 0; k < b->n_win; k++)
                    g->award[n][b->win[k]] += each;
                for (int k = 0; rest > 0; k = (k + 1) % b->n_win) {
                    int64_t c = rest < unit ? rest : unit;
                    g->award[n][b->win[k]] += c;
                    rest -= c;
                }
            }
            n++;
        }
        g->n_pots = n;
        for (int s = 0; s < ENGINE_MAX_SEATS; s++)
            g->returned[s] = P->left[s];
    }
    g->n_order = P->n_order;
    for (int i = 0; i < P->n_order; i++)
        g->order[i] = P->order[i];
    g->may_muck = P->muck;
    for (int s = 0; s < ENGINE_MAX_SEATS; s++) {
        g->place[s] = P->place[s];
        int64_t m = parse_money(P->prize[s]);
        g->prize[s] = m < 0 ? -1 : m;
        int64_t c = parse_amount(P->chips[s]);
        g->chips[s] = c;
    }
    if (g->kind == DRILL_ANS_CHIPS)
        for (int s = 0; s < ENGINE_MAX_SEATS; s++)
            if (!P->chips[s][0])
                g->chips[s] = P->d.answer.chips[s] == 0 ? 0 : -1;
}

static void grade_now(app_t *a, practice_t *P, int timed_out)
{
    drill_answer_t given;
    collect_answer(P, &given);
    P->took = a->now - P->asked_at;
    P->was_right = timed_out ? 0 : drill_grade(&P->d, &given, P->feedback, sizeof P->feedback);
    if (timed_out) {
        char fb[1200];
        drill_grade(&P->d, &given, fb, sizeof fb);
        const char *ans = strstr(fb, "The answer is");
        snprintf(P->feedback, sizeof P->feedback, "Time is up. %s", ans ? ans : fb);
    }
    P->timed_out = timed_out;
    P->answered = 1;
    P->anim_t0 = a->now;
    P->drag = 0;
    if (P->g && P->d.answer.kind == DRILL_ANS_POTS)
        for (int s = 0; s < P->g->n_seats; s++)
            P->g->shown.seats[s].bet = 0; /* the answer moves them into the pots */
    int t = P->d.topic;
    P->done++;
    P->t_asked[t]++;
    P->t_time[t] += P->took;
    if (P->was_right) {
        P->right++;
        P->streak++;
        if (P->streak > P->best_streak)
            P->best_streak = P->streak;
        P->t_right[t]++;
        if (P->miss[t] > 0)
            P->miss[t]--;
        if (++P->t_run[t] >= 2 && P->t_level[t] < 5) {
            P->t_level[t]++;
            P->t_run[t] = 0;
        }
    } else {
        P->streak = 0;
        P->miss[t] += 2;
        P->t_run[t] = 0;
        if (P->t_level[t] > 1)
            P->t_level[t]--;
    }
    if (P->shadow) {
        P->sh_asked++;
        P->sh_right += P->was_right;
    }
    practice_progress_record(&P->prog, (drill_topic_t)t, P->was_right, P->took, P->session_ms, P->shadow);
    if (!a->headless) /* pictures for tests and the README never count as practice */
        save_progress(a, P);
    if (!a->headless)
        sfx_play(a->sfx, P->was_right ? SFX_WIN : SFX_CHECK);
    if (getenv("FELT_DEBUG"))
        fprintf(stderr, "practice: %s seed %" PRIu64 " %s; score %d/%d, streak %d\n", drill_topic_name(P->d.topic),
                P->d.seed, P->was_right ? "right" : "wrong", P->right, P->done, P->streak);
}

/* ---- the table pieces the trainee moves ------------------------------------------------------ */

/* Where marker kind k sits for seat s (beside the plate, toward the centre), as the table draws
 * its own markers. */
static void marker_xy(const practice_t *P, int k, int s, float *x, float *y)
{
    float sx, sy;
    game_seat_xy(P->g, s, &sx, &sy);
    float dx = 640 - sx, dy = 300 - sy, d = sqrtf(dx * dx + dy * dy);
    if (d < 1)
        d = 1;
    float side = k == 0 ? 1.0f : -1.0f;
    *x = sx + dx / d * 58 + (-dy / d) * 70 * side;
    *y = sy + dy / d * 44 + (dx / d) * 28 * side;
    if (k == 2 && P->mk_seat[1] == s && !P->no_sb)
        *x += 30; /* beside the small blind's disc when both are on one seat */
}

static void tray_xy(int k, float *x, float *y)
{
    *x = 762 + k * 44.0f;
    *y = 606;
}

/* The seat nearest to (x, y) within reach of its plate, or -1. */
static int seat_at(const practice_t *P, float x, float y, float reach)
{
    int best = -1;
    float bd = reach * reach;
    for (int s = 0; s < P->g->n_seats; s++) {
        float sx, sy;
        game_seat_xy(P->g, s, &sx, &sy);
        float dx = (x - sx) * 0.6f, dy = y - sy, d = dx * dx + dy * dy;
        if (d < bd) {
            bd = d;
            best = s;
        }
    }
    return best;
}

static void seat_ring(gfx_t *G, const practice_t *P, int s, uint32_t col, float grow)
{
    float x, y;
    game_seat_xy(P->g, s, &x, &y);
    gfx_stroke_rounded(G, x - GFX_PLATE_W / 2 - 5 - grow, y - GFX_PLATE_H / 2 - 5 - grow, GFX_PLATE_W + 10 + 2 * grow,
                       GFX_PLATE_H + 10 + 2 * grow, 14 + grow, 3.0f, col);
}

/* A small badge with text by a seat's plate (top right corner). */
static void seat_badge(gfx_t *G, const practice_t *P, int s, const char *t, uint32_t fill, int slot)
{
    float x, y;
    game_seat_xy(P->g, s, &x, &y);
    float w = gfx_text_width(G, t, 13, GFX_FONT_BOLD) + 14;
    if (w < 24)
        w = 24;
    float bx = x + GFX_PLATE_W / 2 - w / 2 - slot * (w + 4), by = y - GFX_PLATE_H / 2 - 12;
    gfx_fill_rounded(G, bx - w / 2, by - 11, w, 22, 11, fill);
    gfx_text(G, t, bx, by, 13, GFX_FONT_BOLD, 0x10140fff, GFX_CENTER | GFX_MIDDLE);
}

/* Seat numbers at every seat and the empty seats as outlines (a dead button goes on one). */
static void draw_seat_numbers(gfx_t *G, const practice_t *P)
{
    const tmodel_t *m = &P->g->shown;
    for (int s = 0; s < P->g->n_seats; s++) {
        float x, y;
        game_seat_xy(P->g, s, &x, &y);
        char n[8];
        snprintf(n, sizeof n, "%d", s + 1);
        if (!m->seats[s].occupied) {
            gfx_stroke_rounded(G, x - 60, y - 22, 120, 44, 12, 1.5f, 0xf2efe640);
            char t[24];
            snprintf(t, sizeof t, "Seat %d \xc2\xb7 empty", s + 1);
            gfx_text(G, t, x, y, 13, GFX_FONT_REGULAR, C_DIM, GFX_CENTER | GFX_MIDDLE);
            continue;
        }
        float bx = x - GFX_PLATE_W / 2 + 4, by = y - GFX_PLATE_H / 2 + 2;
        gfx_fill_ellipse(G, bx, by, 11, 11, 0x0b1410f0);
        gfx_stroke_ellipse(G, bx, by, 11, 11, 1.2f, C_GOLD);
        gfx_text(G, n, bx, by, 12, GFX_FONT_BOLD, C_GOLD, GFX_CENTER | GFX_MIDDLE);
    }
}

static int pot_hit(const practice_t *P, float x, float y, int n_slots)
{
    for (int p = 0; p < n_slots; p++) {
        float px, py;
        game_pot_xy(P->g, p, n_slots, &px, &py);
        if (fabsf(x - px) < 56 && y > py - 60 && y < py + 40)
            return p;
    }
    return -1;
}

/* Move what is left in front of seat s into pot p: each player's part of a pot is set by the first
 * chips put in it (a dealer starts with the shortest all-in); a later seat adds at most that. */
static void chips_into_pot(practice_t *P, int s, int p)
{
    if (p < 0 || s < 0 || P->left[s] <= 0)
        return;
    if (p >= P->n_pots) {
        if (P->n_pots >= DRILL_MAX_POTS)
            return;
        p = P->n_pots++;
        memset(&P->pots[p], 0, sizeof P->pots[p]);
    }
    pot_build_t *b = &P->pots[p];
    int64_t take = P->left[s];
    if (b->share > 0 && take > b->share)
        take = b->share;
    if (b->share == 0)
        b->share = take;
    b->amount += take;
    b->from[s] += take;
    P->left[s] -= take;
    snprintf(b->text, sizeof b->text, "%lld", (long long)b->amount);
    P->sel_pot = p;
}

static void toggle_winner(pot_build_t *b, int s)
{
    for (int k = 0; k < b->n_win; k++)
        if (b->win[k] == s) {
            memmove(&b->win[k], &b->win[k + 1], sizeof b->win[0] * (size_t)(b->n_win - k - 1));
            b->n_win--;
            return;
        }
    if (b->n_win < ENGINE_MAX_SEATS)
        b->win[b->n_win++] = s;
}

/* ---- drawing the question and its controls -------------------------------------------------- */

static void header_line(app_t *a, practice_t *P, float x, float y, float w)
{
    gfx_t *G = a->g;
    char t[160], r[200];
    snprintf(t, sizeof t, "%s", drill_topic_title(P->d.topic));
    gfx_text_fit(G, t, x, y, w * 0.5f, 15, GFX_FONT_BOLD, C_GOLD, GFX_LEFT | GFX_TOP);
    int n = P->done + (P->answered ? 0 : 1);
    char of[32] = "";
    if (P->goal)
        snprintf(of, sizeof of, "%d of %d", n, P->goal);
    else if (P->shadow)
        snprintf(of, sizeof of, "Duty %d", n);
    else
        snprintf(of, sizeof of, "#%d", n);
    int acc = P->done ? (100 * P->right + P->done / 2) / P->done : 0;
    snprintf(r, sizeof r, "%s \xc2\xb7 score %d/%d (%d%%) \xc2\xb7 streak %d", of, P->right, P->done, acc, P->streak);
    gfx_text_squeeze(G, r, x + w, y + 1, w * 0.5f, 13, 10, GFX_FONT_REGULAR, C_TEXT, GFX_RIGHT | GFX_TOP);
}

static void stats_line(app_t *a, practice_t *P, float x, float y, float w)
{
    int t = P->d.topic;
    char s[200];
    double tl = timer_seconds(P->timer);
    double el = (P->answered ? P->took : a->now - P->asked_at);
    char clock[48];
    if (tl > 0 && !P->answered)
        snprintf(clock, sizeof clock, "%.0f s left", tl - el > 0 ? ceil(tl - el) : 0.0);
    else
        snprintf(clock, sizeof clock, "%.1f s", el);
    if (P->t_asked[t])
        snprintf(s, sizeof s, "%s \xc2\xb7 this topic: %d/%d right, %.1f s on average \xc2\xb7 level %d", clock,
                 P->t_right[t], P->t_asked[t], P->t_time[t] / P->t_asked[t], P->t_level[t]);
    else
        snprintf(s, sizeof s, "%s \xc2\xb7 first %s drill of the session \xc2\xb7 level %d", clock,
                 drill_topic_name(P->d.topic), P->t_level[t]);
    uint32_t col = (tl > 0 && !P->answered && tl - el < 5) ? C_RED : C_DIM;
    gfx_text_fit(a->g, s, x, y, w, 13, GFX_FONT_REGULAR, col, GFX_LEFT | GFX_BOTTOM);
}

static const char *hint_for(const practice_t *P)
{
    switch (P->d.answer.kind) {
    case DRILL_ANS_POSITIONS:
        return "Drag the button, SB and BB discs onto seats (or Tab to one, then the arrows). Faint discs: "
               "last hand's. An empty seat takes a dead button.";
    case DRILL_ANS_SEAT: return "Click the seat (or use the arrows), then Confirm.";
    case DRILL_ANS_AMOUNT: return "Type the amount or step it with + and -; Enter confirms.";
    case DRILL_ANS_YESNO: return "Y for yes, N for no.";
    case DRILL_ANS_POTS:
        return "Drag chips onto a pot (the first seat in sets each one's part; keys 1-9 for the seat in focus). Click "
               "seats to mark who may win the selected pot, then its winners (the first takes odd chips). Chips left "
               "in front go back.";
    case DRILL_ANS_ORDER:
        return "Click the seats in the order they show. Switch to \"May muck\" and click the seats that may muck.";
    case DRILL_ANS_PLACES: return "Give each player who busted a place and a prize (0 if unpaid).";
    case DRILL_ANS_CHIPS: return "Type the chips each seat has after the colour-up and chip race.";
    default: return "Choose a ruling: click it or press its number.";
    }
}

/* The big card of a floor ruling: the question and its choices as wide buttons. */
static void floor_card(app_t *a, practice_t *P)
{
    gfx_t *G = a->g;
    ui_t *u = &a->ui;
    const drill_t *d = &P->d;
    const float x = 230, w = 820, ch = 52;
    int n = d->n_choices;
    /* the card's height follows its question */
    float qh = gfx_text_wrap(G, d->question, x + 28, 0, w - 56, 18, GFX_FONT_REGULAR, 0xffffff00u, 2);
    if (qh > 130)
        qh = 130;
    float h = 50 + qh + 18 + n * ch + 30;
    float y = 300 - h / 2;
    if (y < 20)
        y = 20;
    gfx_shadow(G, x, y, w, h, 16, 24, 0x000000c0);
    gfx_fill_rounded(G, x, y, w, h, 14, 0x0b1410f4);
    gfx_panel(G, x, y, w, h);
    gfx_text(G, "Floor ruling", x + 28, y + 20, 15, GFX_FONT_BOLD, C_GOLD, GFX_LEFT | GFX_TOP);
    text_box(G, d->question, x + 28, y + 46, w - 56, qh + 4, 18, GFX_FONT_REGULAR, C_TEXT);
    for (int i = 0; i < n; i++) {
        float by = y + 50 + qh + 18 + i * ch;
        int id = UI_ID(i);
        int flags = P->answered ? UI_DISABLED : 0;
        char key[4];
        snprintf(key, sizeof key, "%d", i + 1);
        if (ui_button(u, id, x + 28, by, w - 56, ch - 8, "", key, flags, NULL) && !P->answered)
            P->choice = i;
        uint32_t col = C_TEXT;
        if (P->answered && i == d->answer.choice)
            col = C_GREEN;
        else if (P->answered && i == P->choice)
            col = C_RED;
        if (!P->answered && P->choice == i)
            gfx_stroke_rounded(G, x + 26, by - 2, w - 52, ch - 4, 10, 2.5f, C_GOLD);
        if (P->answered && (i == d->answer.choice || i == P->choice))
            gfx_stroke_rounded(G, x + 26, by - 2, w - 52, ch - 4, 10, 2.5f, col);
        char line[240];
        snprintf(line, sizeof line, "%d.  %s", i + 1, d->choice[i]);
        float th = gfx_text_wrap(G, line, 0, 0, w - 140, 15, GFX_FONT_REGULAR, 0xffffff00u, 2);
        if (th > ch - 14)
            th = ch - 14;
        text_box(G, line, x + 44, by + (ch - 8 - th) / 2, w - 140, ch - 14, 15, GFX_FONT_REGULAR, col);
    }
    if (!P->answered)
        for (int i = 0; i < n && i < 9; i++)
            if (ui_key(u, SDLK_1 + i) || ui_key(u, SDLK_KP_1 + i))
                P->choice = i;
    if (d->scenario[0])
        gfx_text(G, "Hold T to see the table", x + w - 28, y + h - 8, 13, GFX_FONT_REGULAR, C_DIM,
                 GFX_RIGHT | GFX_BOTTOM);
}

/* The controls of the bottom-right panel for drill kind k; returns 1 when the answer is given. */
static int controls(app_t *a, practice_t *P, float x, float y, float w, float h)
{
    gfx_t *G = a->g;
    ui_t *u = &a->ui;
    const drill_t *d = &P->d;
    int submit = 0;
    float by = y + h - 56;
    int confirm_flags = UI_PRIMARY;
    switch (d->answer.kind) {
    case DRILL_ANS_POSITIONS: {
        gfx_text(G, "Discs not yet on a seat:", x + 16, y + 14, 13, GFX_FONT_REGULAR, C_DIM, GFX_LEFT | GFX_TOP);
        ui_checkbox(u, UI_ID(0), x + 220, y + 12, "No small blind (N)", &P->no_sb, 0,
                    "Nobody posts the small blind this hand (its seat is empty: R3)");
        if (ui_key(u, SDLK_n))
            P->no_sb = !P->no_sb;
        if (P->mk_seat[0] < 0 || P->mk_seat[2] < 0 || (!P->no_sb && P->mk_seat[1] < 0))
            confirm_flags = UI_DISABLED;
        break;
    }
    case DRILL_ANS_SEAT: {
        char t[96], sl[64];
        if (P->seat_pick >= 0)
            snprintf(t, sizeof t, "First to act: %s", seat_label(P, P->seat_pick, sl, sizeof sl));
        else
            snprintf(t, sizeof t, "No seat chosen yet");
        gfx_text_fit(G, t, x + 16, y + 16, w - 32, 16, GFX_FONT_BOLD, C_TEXT, GFX_LEFT | GFX_TOP);
        int dir = 0;
        if (!P->answered && (ui_key(u, SDLK_RIGHT) || ui_key(u, SDLK_DOWN)))
            dir = 1;
        if (!P->answered && (ui_key(u, SDLK_LEFT) || ui_key(u, SDLK_UP)))
            dir = -1;
        if (dir) {
            int n = P->g->n_seats, s = P->seat_pick < 0 ? (dir > 0 ? n - 1 : 0) : P->seat_pick;
            for (int i = 0; i < n; i++) {
                s = (s + dir + n) % n;
                if (P->g->shown.seats[s].occupied && !P->g->shown.seats[s].eliminated)
                    break;
            }
            P->seat_pick = s;
        }
        break;
    }
    case DRILL_ANS_AMOUNT: {
        char t[64], c[32];
        snprintf(t, sizeof t, "Amount (chips, steps of %s):", app_chips(P->unit, c, sizeof c));
        gfx_text(G, t, x + 16, y + 14, 13, GFX_FONT_REGULAR, C_DIM, GFX_LEFT | GFX_TOP);
        int field = UI_ID(0);
        if (u->focus == 0 && !P->answered)
            ui_focus(u, field);
        int enter = 0;
        ui_textfield(u, field, x + 16, y + 36, 200, 40, P->amount, sizeof P->amount, UI_NUMERIC, &enter,
                     "The minimum bet or raise-to, a street total");
        int64_t v = parse_amount(P->amount);
        int64_t step = P->unit > 0 ? P->unit : 1;
        if (ui_button(u, UI_ID(0), x + 226, y + 36, 44, 40, "\xe2\x88\x92", NULL, 0, "Less by the smallest chip") ||
            ui_key(u, SDLK_MINUS) || ui_key(u, SDLK_KP_MINUS)) {
            v = v < 0 ? 0 : v - step;
            if (v < 0)
                v = 0;
            snprintf(P->amount, sizeof P->amount, "%lld", (long long)v);
        }
        if (ui_button(u, UI_ID(0), x + 276, y + 36, 44, 40, "+", NULL, 0, "More by the smallest chip") ||
            ui_key(u, SDLK_PLUS) || ui_key(u, SDLK_KP_PLUS) || ui_key(u, SDLK_EQUALS)) {
            v = v < 0 ? step : v + step;
            snprintf(P->amount, sizeof P->amount, "%lld", (long long)v);
        }
        if (enter && parse_amount(P->amount) >= 0)
            submit = 1;
        if (parse_amount(P->amount) < 0)
            confirm_flags = UI_DISABLED;
        break;
    }
    case DRILL_ANS_YESNO: {
        int yes = UI_ID(0);
        if (u->focus == 0 && u->keyboard_mode)
            ui_focus(u, yes);
        if (ui_button(u, yes, x + 16, y + 24, 160, 50, "Yes", "Y", UI_PRIMARY, "The betting is open: the seat may raise") ||
            ui_key(u, SDLK_y)) {
            P->choice = 0;
            submit = 1;
        }
        if (ui_button(u, UI_ID(0), x + 190, y + 24, 160, 50, "No", "N", 0, "The seat may only call or fold") ||
            ui_key(u, SDLK_n)) {
            P->choice = 1;
            submit = 1;
        }
        return submit;
    }
    case DRILL_ANS_POTS: {
        char t[96], c[32];
        if (P->sel_pot >= 0 && P->sel_pot < P->n_pots) {
            pot_build_t *b = &P->pots[P->sel_pot];
            snprintf(t, sizeof t, "%s:", P->sel_pot == 0 ? "Main pot" : "Side pot");
            if (P->sel_pot > 0)
                snprintf(t, sizeof t, "Side pot %d:", P->sel_pot);
            gfx_text(G, t, x + 16, y + 30, 14, GFX_FONT_BOLD, C_TEXT, GFX_LEFT | GFX_MIDDLE);
            if (ui_textfield(u, UI_ID(0), x + 110, y + 12, 130, 36, b->text, sizeof b->text, UI_NUMERIC, NULL,
                             "The pot's amount (dragging chips in fills it)")) {
                int64_t v = parse_amount(b->text);
                b->amount = v < 0 ? 0 : v;
            }
            if (ui_button(u, UI_ID(0), x + 250, y + 12, 110, 36, "Remove pot", NULL, 0,
                          "Its chips go back in front of their seats")) {
                /* its chips go back in front of their seats */
                for (int st = 0; st < ENGINE_MAX_SEATS; st++)
                    P->left[st] += P->pots[P->sel_pot].from[st];
                memmove(&P->pots[P->sel_pot], &P->pots[P->sel_pot + 1],
                        sizeof P->pots[0] * (size_t)(P->n_pots - P->sel_pot - 1));
                P->n_pots--;
                P->sel_pot = P->n_pots - 1;
            }
        } else {
            gfx_text(G, "No pot selected: drag chips to the middle", x + 16, y + 30, 14, GFX_FONT_REGULAR, C_DIM,
                     GFX_LEFT | GFX_MIDDLE);
        }
        if (ui_button(u, UI_ID(0), x + 370, y + 12, 150, 36, "New pot", "P", P->n_pots < DRILL_MAX_POTS ? 0 : UI_DISABLED,
                      "A pot to type an amount into") ||
            (ui_key(u, SDLK_p) && P->n_pots < DRILL_MAX_POTS)) {
            memset(&P->pots[P->n_pots], 0, sizeof P->pots[0]);
            P->sel_pot = P->n_pots++;
        }
        static const char *const modes[] = {"Clicks mark: who may win", "Clicks mark: winners"};
        ui_choice(u, UI_ID(0), x + 16, y + 56, 300, 34, modes, 2, &P->seat_mode, 0,
                  "E / W: what a click on a seat marks for the selected pot");
        if (ui_key(u, SDLK_e))
            P->seat_mode = MODE_ELIGIBLE;
        if (ui_key(u, SDLK_w))
            P->seat_mode = MODE_WINNERS;
        if (ui_button(u, UI_ID(0), x + 326, y + 56, 110, 34, "Start over", NULL, 0, "Every chip back in front of its seat")) {
            memset(P->pots, 0, sizeof P->pots);
            P->n_pots = 0;
            P->sel_pot = -1;
            for (int s = 0; s < ENGINE_MAX_SEATS; s++)
                P->left[s] = P->contrib[s];
        }
        int64_t back = 0;
        for (int s = 0; s < ENGINE_MAX_SEATS; s++)
            back += P->left[s];
        snprintf(t, sizeof t, "Left in front (returned): %s", app_chips(back, c, sizeof c));
        gfx_text_fit(G, t, x + 16, by + 24, w - 200, 13, GFX_FONT_REGULAR, C_DIM, GFX_LEFT | GFX_MIDDLE);
        break;
    }
    case DRILL_ANS_ORDER: {
        static const char *const modes[] = {"Clicks add to the order", "Clicks mark: may muck"};
        ui_choice(u, UI_ID(0), x + 16, y + 14, 300, 36, modes, 2, &P->seat_mode, 0,
                  "M switches; Backspace takes the last seat off the order");
        if (ui_key(u, SDLK_m))
            P->seat_mode = !P->seat_mode;
        if (ui_button(u, UI_ID(0), x + 326, y + 14, 110, 36, "Clear", NULL, 0, "Start the order again") ||
            ui_key(u, SDLK_DELETE)) {
            P->n_order = 0;
            P->muck = 0;
        }
        if (ui_key(u, SDLK_BACKSPACE) && P->n_order > 0)
            P->n_order--;
        char t[160] = "Order:";
        for (int i = 0; i < P->n_order; i++) {
            size_t l = strlen(t);
            snprintf(t + l, sizeof t - l, "%s seat %d", i ? "," : "", P->order[i] + 1);
        }
        if (!P->n_order)
            snprintf(t, sizeof t, "Order: none yet");
        gfx_text_fit(G, t, x + 16, y + 64, w - 32, 14, GFX_FONT_REGULAR, C_TEXT, GFX_LEFT | GFX_TOP);
        break;
    }
    case DRILL_ANS_PLACES: {
        static const char *const places[] = {"place?", "1st", "2nd", "3rd", "4th", "5th",
                                             "6th",    "7th", "8th", "9th", "10th"};
        int row = 0;
        for (int s = 0; s < ENGINE_MAX_SEATS && row < 4; s++) {
            if (d->answer.place[s] <= 0)
                continue;
            float ry = y + 10 + row * 30;
            char sl[64];
            gfx_text_fit(G, seat_label(P, s, sl, sizeof sl), x + 16, ry + 13, 120, 13, GFX_FONT_BOLD, C_TEXT,
                         GFX_LEFT | GFX_MIDDLE);
            ui_choice(u, UI_ID(s), x + 140, ry, 110, 26, places, 11, &P->place[s], 0, "Finishing place");
            ui_textfield(u, UI_ID(s), x + 258, ry, 90, 26, P->prize[s], sizeof P->prize[s], 0, NULL,
                         "Prize in money, e.g. 12.50 (0 if unpaid)");
            row++;
        }
        break;
    }
    case DRILL_ANS_CHIPS:
        gfx_text_wrap(G, "Type each seat's chips in the boxes on the table.", x + 16, y + 16, w - 32, 14,
                      GFX_FONT_REGULAR, C_TEXT, 2);
        break;
    case DRILL_ANS_CHOICE: {
        char t[64];
        if (P->choice >= 0)
            snprintf(t, sizeof t, "Your ruling: %d", P->choice + 1);
        else
            snprintf(t, sizeof t, "Choose a ruling (1-%d)", d->n_choices);
        gfx_text(G, t, x + 16, y + 18, 16, GFX_FONT_BOLD, C_TEXT, GFX_LEFT | GFX_TOP);
        if (P->choice < 0)
            confirm_flags = UI_DISABLED;
        break;
    }
    default:
        break;
    }
    float bw = 170;
    float bx = x + w - bw - 14;
    if (ui_button(u, UI_ID(0), bx, by, bw, 44, "Confirm", "Enter", confirm_flags,
                  "Give this answer: it is graded at once") ||
        (!(confirm_flags & UI_DISABLED) && (ui_key(u, SDLK_RETURN) || ui_key(u, SDLK_KP_ENTER))))
        submit = 1;
    return submit;
}

/* Input on the table itself: markers, seats, chips, pots, chip boxes. */
static void table_input(app_t *a, practice_t *P)
{
    gfx_t *G = a->g;
    ui_t *u = &a->ui;
    game_t *g = P->g;
    const drill_t *d = &P->d;
    if (!g)
        return;
    int live = !P->answered && u->layer >= u->modal_depth;
    int kind = d->answer.kind;
    int n = g->n_seats;
    /* seats in the Tab order for the kinds that click seats */
    int seat_kind = kind == DRILL_ANS_SEAT || kind == DRILL_ANS_ORDER || kind == DRILL_ANS_POTS;
    int clicked = -1;
    for (int s = 0; s < n && seat_kind; s++) {
        const tmodel_seat_t *ts = &g->shown.seats[s];
        if (!ts->occupied)
            continue;
        int id = UI_ID(s);
        if (live)
            focusable(u, id);
        float x, y;
        game_seat_xy(g, s, &x, &y);
        if (has_focus(u, id) && u->keyboard_mode)
            gfx_stroke_rounded(G, x - GFX_PLATE_W / 2 - 9, y - GFX_PLATE_H / 2 - 9, GFX_PLATE_W + 18, GFX_PLATE_H + 18, 16,
                               2.0f, 0xffffffd0);
        if (live && u->mouse_pressed && P->drag == 0 && ui_mouse_in(u, x - GFX_PLATE_W / 2, y - GFX_PLATE_H / 2, GFX_PLATE_W,
                                                                   GFX_PLATE_H)) {
            clicked = s;
            u->focus = id;
        }
        if (live && has_focus(u, id) && ui_key(u, SDLK_SPACE))
            clicked = s;
        if (live && kind == DRILL_ANS_POTS && has_focus(u, id))
            for (int k = 0; k < 9; k++)
                if (ui_key(u, SDLK_1 + k) && k <= P->n_pots)
                    chips_into_pot(P, s, k);
    }
    if (clicked >= 0) {
        if (kind == DRILL_ANS_SEAT) {
            P->seat_pick = clicked;
        } else if (kind == DRILL_ANS_ORDER) {
            if (P->seat_mode == MODE_MUCK) {
                P->muck ^= (uint16_t)(1u << clicked);
            } else {
                int at = -1;
                for (int i = 0; i < P->n_order; i++)
                    if (P->order[i] == clicked)
                        at = i;
                if (at >= 0)
                    P->n_order = at;
                else if (P->n_order < ENGINE_MAX_SEATS)
                    P->order[P->n_order++] = clicked;
            }
        } else if (kind == DRILL_ANS_POTS && P->sel_pot >= 0 && P->sel_pot < P->n_pots) {
            pot_build_t *b = &P->pots[P->sel_pot];
            if (P->seat_mode == MODE_ELIGIBLE)
                b->eligible ^= (uint16_t)(1u << clicked);
            else
                toggle_winner(b, clicked);
        }
    }
    /* the marks on seats */
    if (kind == DRILL_ANS_SEAT && P->seat_pick >= 0 && !P->answered)
        seat_ring(G, P, P->seat_pick, C_GOLD, 0);
    if (kind == DRILL_ANS_ORDER && !P->answered) {
        for (int i = 0; i < P->n_order; i++) {
            char t[8];
            snprintf(t, sizeof t, "%d", i + 1);
            seat_badge(G, P, P->order[i], t, C_GOLD, 0);
        }
        for (int s = 0; s < n; s++)
            if (P->muck & (1u << s))
                seat_badge(G, P, s, "may muck", 0x9fb8c8ff, 1);
    }
    if (kind == DRILL_ANS_POTS) {
        /* chips in front of the seats that are not yet in a pot, draggable */
        const structure_t *st = session_structure(g->s);
        for (int s = 0; s < n; s++) {
            if (P->left[s] <= 0 || (P->drag == 100 + s))
                continue;
            float bx, by;
            game_bet_xy(g, s, &bx, &by);
            if (live && u->mouse_pressed && P->drag == 0 && ui_mouse_in(u, bx - 40, by - 50, 80, 70)) {
                P->drag = 100 + s;
                u->mouse_pressed = 0;
            }
            (void)st;
        }
        /* the selected pot's seats */
        if (P->sel_pot >= 0 && P->sel_pot < P->n_pots && !P->answered) {
            const pot_build_t *b = &P->pots[P->sel_pot];
            for (int s = 0; s < n; s++)
                if (b->eligible & (1u << s))
                    seat_ring(G, P, s, 0x9fd8b0ff, 0);
            for (int k = 0; k < b->n_win; k++) {
                char t[24];
                snprintf(t, sizeof t, k == 0 ? "wins (odd chip)" : "wins");
                seat_badge(G, P, b->win[k], t, C_GOLD, 0);
            }
        }
    }
    if (kind == DRILL_ANS_CHIPS) {
        for (int s = 0; s < n; s++) {
            const tmodel_seat_t *ts = &g->shown.seats[s];
            if (!ts->occupied || ts->eliminated)
                continue;
            float bx, by;
            game_bet_xy(g, s, &bx, &by);
            ui_textfield(u, UI_ID(s), bx - 55, by - 16, 110, 32, P->chips[s], sizeof P->chips[s],
                         UI_NUMERIC | (P->answered ? UI_DISABLED : 0), NULL, "Chips after the race");
        }
    }
    if (kind == DRILL_ANS_POSITIONS && !P->answered) {
        /* last hand's discs, faint, where a dealer starts from */
        gfx_set_alpha(G, 0.35f);
        for (int k = 0; k < 3; k++)
            if (P->prev[k] >= 0 && P->prev[k] < n) {
                float mx, my;
                float sx, sy;
                game_seat_xy(g, P->prev[k], &sx, &sy);
                float dx = 640 - sx, dy = 300 - sy, dd = sqrtf(dx * dx + dy * dy);
                dd = dd < 1 ? 1 : dd;
                float side = k == 0 ? 1.0f : -1.0f;
                mx = sx + dx / dd * 58 + (-dy / dd) * 70 * side + (k == 2 ? 30.0f : 0.0f);
                my = sy + dy / dd * 44 + (dx / dd) * 28 * side;
                gfx_marker(G, mx, my, k, 0);
            }
        gfx_set_alpha(G, 1.0f);
    }
    if (kind == DRILL_ANS_POSITIONS) {
        /* three discs: drag them, or Tab to one and move it with the arrows */
        for (int k = 0; k < 3; k++) {
            int id = UI_ID(k);
            float mx, my;
            if (P->mk_seat[k] >= 0)
                marker_xy(P, k, P->mk_seat[k], &mx, &my);
            else
                tray_xy(k, &mx, &my);
            if (k == 1 && P->no_sb)
                continue;
            if (live)
                focusable(u, id);
            if (live && u->mouse_pressed && P->drag == 0 && ui_mouse_in(u, mx - 18, my - 18, 36, 36)) {
                P->drag = 1 + k;
                u->focus = id;
                u->mouse_pressed = 0;
            }
            if (live && has_focus(u, id)) {
                int dir = 0;
                if (ui_key(u, SDLK_RIGHT) || ui_key(u, SDLK_DOWN))
                    dir = 1;
                if (ui_key(u, SDLK_LEFT) || ui_key(u, SDLK_UP))
                    dir = -1;
                if (dir)
                    P->mk_seat[k] = P->mk_seat[k] < 0 ? 0 : (P->mk_seat[k] + dir + n) % n;
            }
            if (P->drag == 1 + k)
                continue;
            if (!P->answered) {
                gfx_marker(G, mx, my, k, k == 0 && P->mk_seat[0] >= 0 && !g->shown.seats[P->mk_seat[0]].occupied);
                if (has_focus(u, id) && u->keyboard_mode)
                    gfx_stroke_ellipse(G, mx, my, 21, 21, 2.0f, 0xffffffe0);
                static const char *const tips[3] = {"The dealer button: drag it onto a seat",
                                                    "The small blind: drag it onto a seat",
                                                    "The big blind: drag it onto a seat"};
                ui_tip_area(u, id, mx - 16, my - 16, 32, 32, tips[k]);
            }
        }
    }
    /* a drag in flight: follow the mouse, drop on release */
    if (P->drag) {
        P->drag_x = u->mx;
        P->drag_y = u->my;
        if (P->drag >= 1 && P->drag <= 3) {
            gfx_marker(G, u->mx, u->my, P->drag - 1, 0);
        } else if (P->drag >= 100) {
            int s = P->drag - 100;
            gfx_chip_stacks(G, session_structure(g->s), g->shown.level_index, P->left[s], u->mx, u->my + 10, 22.0f, 1);
        }
        if (!u->mouse_down || u->mouse_released) {
            if (P->drag >= 1 && P->drag <= 3) {
                int s = seat_at(P, u->mx, u->my, 130);
                if (s >= 0)
                    P->mk_seat[P->drag - 1] = s;
            } else if (P->drag >= 100) {
                int s = P->drag - 100;
                int p = pot_hit(P, u->mx, u->my, P->n_pots + 1);
                if (p < 0 && u->my > 140 && u->my < 380 && u->mx > 300 && u->mx < 980)
                    p = P->n_pots; /* anywhere in the middle: a new pot */
                if (p >= 0)
                    chips_into_pot(P, s, p);
            }
            P->drag = 0;
        }
    }
}

/* "Main 2,400" / "Side 1 3,000" and "seats 1,2,5" for pot p. */
static void pot_label(int p, int64_t amount, uint16_t eligible, int n_seats, char *label, size_t ll, char *el,
                      size_t el_len)
{
    char amt[32];
    app_chips(amount, amt, sizeof amt);
    if (p == 0)
        snprintf(label, ll, "Main %s", amt);
    else
        snprintf(label, ll, "Side %d %s", p, amt);
    el[0] = '\0';
    for (int s = 0; s < n_seats; s++)
        if (eligible & (1u << s)) {
            size_t l = strlen(el);
            snprintf(el + l, el_len - l, "%s%d", l ? "," : "seats ", s + 1);
        }
    if (!el[0])
        snprintf(el, el_len, "nobody marked");
}

/* A pot's tag under its chips: the amount over who may win it (clear of the board below). */
static void pot_tag(gfx_t *G, float px, float py, const char *label, const char *el, uint32_t ring, uint32_t col)
{
    float tw = gfx_text_width(G, label, 14, GFX_FONT_BOLD) + 18;
    float ew = gfx_text_width(G, el, 12, GFX_FONT_REGULAR) + 18;
    if (ew > tw)
        tw = ew;
    if (tw > 118)
        tw = 118;
    gfx_fill_rounded(G, px - tw / 2, py + 2, tw, 38, 10, ring == C_GOLD ? 0x3a2e10f0 : 0x0b1410e0);
    if (ring)
        gfx_stroke_rounded(G, px - tw / 2, py + 2, tw, 38, 10, 1.5f, ring);
    gfx_text_fit(G, label, px, py + 13, tw - 8, 14, GFX_FONT_BOLD, col, GFX_CENTER | GFX_MIDDLE);
    gfx_text_fit(G, el, px, py + 30, tw - 8, 12, GFX_FONT_REGULAR, C_DIM, GFX_CENTER | GFX_MIDDLE);
}

/* The pots the trainee built (and, after the answer, the engine's), in the middle. */
static void draw_pots(app_t *a, practice_t *P)
{
    gfx_t *G = a->g;
    ui_t *u = &a->ui;
    game_t *g = P->g;
    const structure_t *st = session_structure(g->s);
    int n = P->n_pots;
    for (int p = 0; p < n; p++) {
        const pot_build_t *b = &P->pots[p];
        float px, py;
        game_pot_xy(g, p, n + (P->answered ? 0 : 1), &px, &py);
        if (P->answered)
            continue;
        gfx_chip_stacks(G, st, g->shown.level_index, b->amount, px, py, 24.0f, 0);
        char label[64], el[64];
        pot_label(p, b->amount, b->eligible, g->n_seats, label, sizeof label, el, sizeof el);
        pot_tag(G, px, py, label, el, p == P->sel_pot ? C_GOLD : 0, C_TEXT);
        int id = UI_ID(p);
        if (!P->answered)
            focusable(u, id);
        if (has_focus(u, id) && u->keyboard_mode)
            gfx_stroke_rounded(G, px - 58, py - 50, 116, 92, 12, 2.0f, 0xffffffd0);
        if (!P->answered && ((u->mouse_pressed && !P->drag && ui_mouse_in(u, px - 56, py - 50, 112, 90)) ||
                             (has_focus(u, id) && (ui_key(u, SDLK_SPACE) || ui_key(u, SDLK_RETURN)))))
            P->sel_pot = p;
    }
    if (!P->answered && P->drag >= 100) {
        float px, py;
        game_pot_xy(g, n, n + 1, &px, &py);
        gfx_stroke_rounded(G, px - 50, py - 40, 100, 70, 12, 1.5f, 0xf2efe680);
        gfx_text(G, "new pot", px, py - 5, 13, GFX_FONT_REGULAR, C_DIM, GFX_CENTER | GFX_MIDDLE);
    }
}

/* ---- the right answer, animated ------------------------------------------------------------ */

static void draw_answer(app_t *a, practice_t *P)
{
    gfx_t *G = a->g;
    game_t *g = P->g;
    const drill_t *d = &P->d;
    const drill_answer_t *A = &d->answer;
    float t = (float)(a->now - P->anim_t0);
    if (!g)
        return;
    const structure_t *st = session_structure(g->s);
    switch (A->kind) {
    case DRILL_ANS_POSITIONS: {
        int want[3] = {A->button, A->sb, A->bb};
        for (int k = 0; k < 3; k++) {
            if (want[k] < 0 || want[k] >= g->n_seats)
                continue;
            float x0, y0, x1, y1;
            if (P->mk_seat[k] >= 0 && !(k == 1 && P->no_sb))
                marker_xy(P, k, P->mk_seat[k], &x0, &y0);
            else
                tray_xy(k, &x0, &y0);
            marker_xy(P, k, want[k], &x1, &y1);
            if (k == 1 && A->sb == A->button)
                y1 += 34;
            float e = ease((t - 0.15f * k) / 0.7f);
            gfx_marker(G, x0 + (x1 - x0) * e, y0 + (y1 - y0) * e, k,
                       k == 0 && !g->shown.seats[want[0]].occupied);
        }
        break;
    }
    case DRILL_ANS_SEAT:
        if (A->seat >= 0) {
            float pulse = 2.0f + 3.0f * (0.5f + 0.5f * sinf(t * 6.0f));
            seat_ring(G, P, A->seat, C_GREEN, pulse);
            seat_badge(G, P, A->seat, "first to act", C_GREEN, 0);
        }
        if (P->seat_pick >= 0 && P->seat_pick != A->seat)
            seat_ring(G, P, P->seat_pick, C_RED, 0);
        break;
    case DRILL_ANS_AMOUNT: {
        int s = d->ask_seat;
        if (s >= 0 && s < g->n_seats) {
            float sx, sy, bx, by;
            game_seat_xy(g, s, &sx, &sy);
            game_bet_xy(g, s, &bx, &by);
            float e = ease(t / 0.7f);
            float x = sx + (bx - sx) * e, y = sy + (by - sy) * e;
            gfx_chip_stacks(G, st, g->shown.level_index, A->amount, x, y - 20, 22.0f, 0);
            char c[32], l[64];
            snprintf(l, sizeof l, "at least %s", app_chips(A->amount, c, sizeof c));
            float tw = gfx_text_width(G, l, 15, GFX_FONT_BOLD) + 18;
            gfx_fill_rounded(G, x - tw / 2, y + 2, tw, 24, 12, 0x0b1410e0);
            gfx_text(G, l, x, y + 14, 15, GFX_FONT_BOLD, C_GREEN, GFX_CENTER | GFX_MIDDLE);
        }
        break;
    }
    case DRILL_ANS_POTS: {
        /* chips fly from the eligible seats into each pot, then each pot to its winners */
        int np = A->n_pots;
        for (int p = 0; p < np; p++) {
            float px, py;
            game_pot_xy(g, p, np, &px, &py);
            float e1 = ease((t - 0.25f * p) / 0.8f);
            int ne = 0;
            for (int s = 0; s < g->n_seats; s++)
                if (A->eligible[p] & (1u << s))
                    ne++;
            if (e1 < 1.0f) {
                for (int s = 0; s < g->n_seats && ne > 0; s++) {
                    if (!(A->eligible[p] & (1u << s)))
                        continue;
                    float bx, by;
                    game_bet_xy(g, s, &bx, &by);
                    gfx_chip_stacks(G, st, g->shown.level_index, A->pot[p] / ne, bx + (px - bx) * e1,
                                    by + (py - by) * e1, 20.0f, 0);
                }
            } else {
                float e2 = ease((t - 1.4f - 0.25f * p) / 0.8f);
                if (e2 <= 0.0f)
                    gfx_chip_stacks(G, st, g->shown.level_index, A->pot[p], px, py, 24.0f, 0);
                for (int s = 0; s < g->n_seats && e2 > 0.0f && e2 < 1.0f; s++) {
                    if (A->award[p][s] <= 0)
                        continue;
                    float sx, sy;
                    game_seat_xy(g, s, &sx, &sy);
                    gfx_chip_stacks(G, st, g->shown.level_index, A->award[p][s], px + (sx - px) * e2,
                                    py + (sy - py) * e2, 20.0f, 0);
                }
            }
            char label[64], el[64];
            pot_label(p, A->pot[p], A->eligible[p], g->n_seats, label, sizeof label, el, sizeof el);
            pot_tag(G, px, py, label, el, C_GREEN, C_GREEN);
        }
        for (int s = 0; s < g->n_seats; s++) {
            char c[32], l[48];
            int64_t won = A->returned[s];
            for (int p = 0; p < np; p++)
                won += A->award[p][s];
            if (won <= 0 || t < 1.8f)
                continue;
            snprintf(l, sizeof l, "+%s", app_chips(won, c, sizeof c));
            seat_badge(G, P, s, l, C_GREEN, 0);
        }
        break;
    }
    case DRILL_ANS_ORDER:
        for (int i = 0; i < A->n_order; i++) {
            if (t < 0.35f * i)
                break;
            char n[8];
            snprintf(n, sizeof n, "%d", i + 1);
            seat_badge(G, P, A->order[i], n, C_GREEN, 0);
        }
        for (int s = 0; s < g->n_seats; s++)
            if ((A->may_muck & (1u << s)) && t > 0.35f * A->n_order)
                seat_badge(G, P, s, "may muck", 0x9fb8c8ff, 1);
        break;
    case DRILL_ANS_PLACES:
        for (int s = 0; s < g->n_seats; s++)
            if (A->place[s] > 0) {
                char l[64], m[48];
                snprintf(l, sizeof l, "%d%s %s", A->place[s], app_ordinal(A->place[s]),
                         A->prize[s] > 0 ? app_money(st, A->prize[s], m, sizeof m) : "");
                seat_badge(G, P, s, l, C_GREEN, 0);
            }
        break;
    case DRILL_ANS_CHIPS:
        for (int s = 0; s < g->n_seats; s++)
            if (g->shown.seats[s].occupied && !g->shown.seats[s].eliminated) {
                char l[48], c[32];
                snprintf(l, sizeof l, "%s", app_chips(A->chips[s], c, sizeof c));
                seat_badge(G, P, s, l, C_GREEN, 0);
            }
        break;
    default:
        break;
    }
}

/* ---- the drill screen ----------------------------------------------------------------------- */

static void end_session(practice_t *P)
{
    P->summary = 1;
    P->have_drill = 0;
}

/* The feedback: verdict and reason on the left, the rule on the right, Next. Returns 1 on Next. */
static int feedback_panels(app_t *a, practice_t *P, float lx, float rx, float y, float w, float h)
{
    gfx_t *G = a->g;
    ui_t *u = &a->ui;
    const drill_t *d = &P->d;
    gfx_text(G, P->was_right ? "Right" : (P->timed_out ? "Time is up" : "Not quite"), lx + 16, y + 12, 20,
             GFX_FONT_BOLD, P->was_right ? C_GREEN : C_RED, GFX_LEFT | GFX_TOP);
    char took[48];
    snprintf(took, sizeof took, "%.1f s", P->took);
    gfx_text(G, took, lx + w - 16, y + 14, 13, GFX_FONT_REGULAR, C_DIM, GFX_RIGHT | GFX_TOP);
    char body[2100];
    if (P->was_right)
        snprintf(body, sizeof body, "%s", d->why);
    else
        snprintf(body, sizeof body, "%s", P->feedback);
    text_box(G, body, lx + 16, y + 42, w - 32, h - 54, 15, GFX_FONT_REGULAR, C_TEXT);
    /* the rule */
    const char *title = P->rb ? drill_rule_title(P->rb, d->rule) : NULL;
    const char *text = P->rb ? drill_rule_text(P->rb, d->rule) : NULL;
    char head[200];
    snprintf(head, sizeof head, "%s%s%s", d->rule[0] ? d->rule : "Rule", title ? "  " : "", title ? title : "");
    gfx_text_fit(G, head, rx + 16, y + 12, w - 32, 16, GFX_FONT_BOLD, C_GOLD, GFX_LEFT | GFX_TOP);
    if (text) {
        char plain[1600];
        plain_text(text, plain, sizeof plain);
        text_box(G, plain, rx + 16, y + 38, w - 32, h - 96, 13, GFX_FONT_REGULAR, C_TEXT);
    }
    else {
        char note[300];
        snprintf(note, sizeof note,
                 "%s is not one of the rule book's own rules: where docs/rules.md is silent, the Poker TDA rules "
                 "(2024) decide. %s",
                 d->rule[0] ? d->rule : "This ruling", P->was_right ? d->why : "");
        text_box(G, note, rx + 16, y + 38, w - 32, h - 96, 13, GFX_FONT_REGULAR, C_DIM);
    }
    int next = UI_ID(0);
    if (u->focus == 0)
        ui_focus(u, next);
    int go = 0;
    if (ui_button(u, UI_ID(0), rx + 16, y + h - 52, 170, 40, "In full", "R", 0,
                  "The whole explanation and the rule's whole text") ||
        ui_key(u, SDLK_r))
        P->rule_open = 1;
    if (ui_button(u, next, rx + w - 186, y + h - 52, 170, 40, "Next", "Space", UI_PRIMARY, "The next drill") ||
        ui_key(u, SDLK_SPACE) || ui_key(u, SDLK_RETURN))
        go = 1;
    return go;
}

static void rule_dialog(app_t *a, practice_t *P)
{
    gfx_t *G = a->g;
    ui_t *u = &a->ui;
    const char *title = P->rb ? drill_rule_title(P->rb, P->d.rule) : NULL;
    const char *text = P->rb ? drill_rule_text(P->rb, P->d.rule) : NULL;
    float x0, y0, x1, y1;
    gfx_logical_bounds(G, &x0, &y0, &x1, &y1);
    ui_set_modal(u, 1);
    ui_layer(u, 1);
    gfx_fill_rect(G, x0, y0, x1 - x0, y1 - y0, 0x00000090);
    const float x = 170, y = 60, w = 940, h = 600;
    gfx_shadow(G, x, y, w, h, 16, 26, 0x000000b0);
    gfx_panel(G, x, y, w, h);
    gfx_text(G, P->was_right ? "Right" : (P->timed_out ? "Time is up" : "Not quite"), x + 32, y + 24, 22,
             GFX_FONT_BOLD, P->was_right ? C_GREEN : C_RED, GFX_LEFT | GFX_TOP);
    text_box(G, P->was_right ? P->d.why : P->feedback, x + 32, y + 60, w - 64, 200, 15, GFX_FONT_REGULAR, C_TEXT);
    char head[200];
    snprintf(head, sizeof head, "%s  %s", P->d.rule, title ? title : "");
    gfx_text_fit(G, head, x + 32, y + 276, w - 64, 20, GFX_FONT_BOLD, C_GOLD, GFX_LEFT | GFX_TOP);
    char *plain = malloc(8192);
    if (plain) {
        plain_text(text ? text : P->d.why, plain, 8192);
        text_box(G, plain, x + 32, y + 308, w - 64, h - 388, 14, GFX_FONT_REGULAR, C_TEXT);
        free(plain);
    }
    int ok = UI_ID(0);
    ui_focus(u, ok);
    if (ui_button(u, ok, x + w - 192, y + h - 66, 160, 44, "Close", "Esc", UI_PRIMARY, NULL) || ui_key(u, SDLK_ESCAPE) ||
        ui_key(u, SDLK_r))
        P->rule_open = 0;
    ui_layer(u, 0);
    ui_set_modal(u, 0);
}

/* The question over the table, its controls, the feedback. Returns 1 when Next was pressed. */
static int drill_view(app_t *a, practice_t *P)
{
    gfx_t *G = a->g;
    ui_t *u = &a->ui;
    const drill_t *d = &P->d;
    int kind = d->answer.kind;
    if (P->rule_open)
        ui_set_modal(u, 1);
    /* bottom panels: the question (left) and the controls (right), or the feedback */
    const float ly = 552, lh = 160, lx = 14, lw = 536, rx = 730, rw = 536;
    if (P->g && kind == DRILL_ANS_POTS && !P->answered)
        for (int s = 0; s < P->g->n_seats; s++) /* what is still in front of each seat */
            P->g->shown.seats[s].bet = P->drag == 100 + s ? 0 : P->left[s];
    if (P->g) {
        unsigned parts = TABLE_DRAW_PANELS;
        if (kind != DRILL_ANS_POSITIONS)
            parts |= TABLE_DRAW_MARKERS;
        table_draw_scene(a, P->g, parts);
        draw_seat_numbers(G, P);
        if (kind == DRILL_ANS_POTS)
            draw_pots(a, P);
    } else {
        gfx_background(G);
        gfx_table(G, "Felt");
    }
    gfx_panel(G, lx, ly, lw, lh);
    gfx_panel(G, rx, ly, rw, lh);
    if (P->g) {
        if (kind != DRILL_ANS_CHOICE)
            table_input(a, P);
        if (P->answered)
            draw_answer(a, P);
    }
    /* a floor card covers the table; holding T lifts it to see the picture */
    P->peek = P->g && !a->headless && SDL_GetKeyboardState(NULL)[SDL_SCANCODE_T];
    if (kind == DRILL_ANS_CHOICE && !P->peek)
        floor_card(a, P);
    int next = 0;
    if (!P->answered) {
        header_line(a, P, lx + 16, ly + 10, lw - 32);
        char q[1200];
        if (kind == DRILL_ANS_CHOICE)
            snprintf(q, sizeof q, "%s", hint_for(P));
        else
            snprintf(q, sizeof q, "%s", d->question);
        /* a long question takes the hint's room too (the hint is also the controls' tooltip) */
        int roomy = gfx_text_wrap(G, q, 0, 0, lw - 32, 13, GFX_FONT_BOLD, 0xffffff00u, 2) <= 62 ||
                    kind == DRILL_ANS_CHOICE;
        text_box(G, q, lx + 16, ly + 32, lw - 32, roomy ? 62 : 94, 16, GFX_FONT_BOLD, C_TEXT);
        if (kind != DRILL_ANS_CHOICE && roomy)
            /* before the answer R does nothing: the whole hint is the panel's tooltip, so the cut
             * says so instead of pointing at R */
            text_box_more(G, hint_for(P), lx + 16, ly + 98, lw - 32, 34, 12, GFX_FONT_REGULAR, C_DIM,
                          " (hover: all of it)");
        ui_tip_area(u, UI_ID(0), lx, ly, lw, lh - 40, hint_for(P));
        stats_line(a, P, lx + 16, ly + lh - 9, lw - 170);
        if (controls(a, P, rx, ly, rw, lh))
            grade_now(a, P, 0);
        else if (timer_seconds(P->timer) > 0 && a->now - P->asked_at >= timer_seconds(P->timer))
            grade_now(a, P, 1);
    } else {
        next = feedback_panels(a, P, lx, rx, ly, lw, lh);
    }
    if (P->rule_open) {
        ui_set_modal(u, 0);
        rule_dialog(a, P);
        next = 0;
    }
    return next;
}

static void summary_view(app_t *a, practice_t *P)
{
    gfx_t *G = a->g;
    ui_t *u = &a->ui;
    float x0, y0, x1, y1;
    gfx_background(G);
    gfx_table(G, "");
    gfx_logical_bounds(G, &x0, &y0, &x1, &y1);
    gfx_fill_rect(G, x0, y0, x1 - x0, y1 - y0, 0x060c09b0);
    const float px = 240, py = 40, pw = 800, ph = 640;
    gfx_shadow(G, px, py, pw, ph, 16, 26, 0x000000a0);
    gfx_panel(G, px, py, pw, ph);
    char line[200];
    int acc = P->done ? (100 * P->right + P->done / 2) / P->done : 0;
    gfx_text(G, P->shadow ? "Shadow dealer: the duties" : "Practice session", 640, py + 40, 30, GFX_FONT_BOLD, C_TEXT,
             GFX_CENTER | GFX_MIDDLE);
    snprintf(line, sizeof line, "%d of %d right (%d%%) \xc2\xb7 best streak %d", P->right, P->done, acc, P->best_streak);
    gfx_text(G, line, 640, py + 82, 18, GFX_FONT_BOLD, acc >= 80 ? C_GREEN : C_GOLD, GFX_CENTER | GFX_MIDDLE);
    float y = py + 120;
    gfx_text(G, "Topic", px + 50, y, 14, GFX_FONT_BOLD, C_DIM, GFX_LEFT | GFX_TOP);
    gfx_text(G, "Right", px + 470, y, 14, GFX_FONT_BOLD, C_DIM, GFX_RIGHT | GFX_TOP);
    gfx_text(G, "Accuracy", px + 590, y, 14, GFX_FONT_BOLD, C_DIM, GFX_RIGHT | GFX_TOP);
    gfx_text(G, "Avg time", px + pw - 50, y, 14, GFX_FONT_BOLD, C_DIM, GFX_RIGHT | GFX_TOP);
    y += 26;
    int rows = 0;
    for (int t = 0; t < DRILL_TOPIC_COUNT; t++) {
        if (!P->t_asked[t])
            continue;
        if (rows % 2 == 0)
            gfx_fill_rounded(G, px + 36, y - 4, pw - 72, 30, 6, 0xffffff0c);
        int ta = (100 * P->t_right[t] + P->t_asked[t] / 2) / P->t_asked[t];
        gfx_text(G, drill_topic_title((drill_topic_t)t), px + 50, y + 11, 16, GFX_FONT_REGULAR, C_TEXT,
                 GFX_LEFT | GFX_MIDDLE);
        snprintf(line, sizeof line, "%d/%d", P->t_right[t], P->t_asked[t]);
        gfx_text(G, line, px + 470, y + 11, 16, GFX_FONT_REGULAR, C_TEXT, GFX_RIGHT | GFX_MIDDLE);
        snprintf(line, sizeof line, "%d%%", ta);
        gfx_text(G, line, px + 590, y + 11, 16, GFX_FONT_BOLD, ta >= 80 ? C_GREEN : ta >= 50 ? C_GOLD : C_RED,
                 GFX_RIGHT | GFX_MIDDLE);
        snprintf(line, sizeof line, "%.1f s", P->t_time[t] / P->t_asked[t]);
        gfx_text(G, line, px + pw - 50, y + 11, 16, GFX_FONT_REGULAR, C_TEXT, GFX_RIGHT | GFX_MIDDLE);
        y += 32;
        rows++;
    }
    if (!rows)
        gfx_text(G, "No drill was answered.", 640, y + 20, 16, GFX_FONT_REGULAR, C_DIM, GFX_CENTER | GFX_MIDDLE);
    int worst = -1;
    for (int t = 0; t < DRILL_TOPIC_COUNT; t++)
        if (P->t_asked[t] && P->t_right[t] < P->t_asked[t] &&
            (worst < 0 || P->t_right[t] * P->t_asked[worst] < P->t_right[worst] * P->t_asked[t]))
            worst = t;
    if (worst >= 0) {
        snprintf(line, sizeof line, "To work on: %s. Missed topics come back more often in the next session too.",
                 drill_topic_title((drill_topic_t)worst));
        gfx_text_fit(G, line, 640, py + ph - 110, pw - 80, 14, GFX_FONT_REGULAR, C_DIM, GFX_CENTER | GFX_MIDDLE);
    }
    snprintf(line, sizeof line, "Progress is kept in %s", P->path);
    gfx_text_fit(G, line, 640, py + ph - 86, pw - 80, 12, GFX_FONT_REGULAR, C_DIM, GFX_CENTER | GFX_MIDDLE);
    int again = UI_ID(0);
    if (u->focus == 0 && u->keyboard_mode)
        ui_focus(u, again);
    if (ui_button(u, again, px + 40, py + ph - 66, 300, 46, P->shadow ? "Back to the table" : "Practise again", "Enter",
                  UI_PRIMARY, P->shadow ? "The tournament goes on" : "A new session with the same topics") ||
        ui_key(u, SDLK_RETURN)) {
        if (P->shadow) {
            P->summary = 0;
        } else {
            start_session(a, P, 0);
            next_drill(a, P);
        }
        return;
    }
    if (ui_button(u, UI_ID(0), px + pw - 340, py + ph - 66, 300, 46, "Practice menu", "Esc", 0, NULL) ||
        ui_key(u, SDLK_ESCAPE)) {
        P->active = 0;
        P->summary = 0;
        free_table(P);
        if (P->live) {
            game_destroy(P->live);
            P->live = NULL;
        }
        app_go(a, SCREEN_PRACTICE);
    }
}

void screen_drill(app_t *a)
{
    practice_t *P = state(a);
    if (!P || !P->active) {
        app_go(a, SCREEN_PRACTICE);
        return;
    }
    if (P->summary) {
        summary_view(a, P);
        return;
    }
    if (!P->have_drill && next_drill(a, P) != 0) {
        P->active = 0;
        app_go(a, SCREEN_PRACTICE);
        return;
    }
    int next = drill_view(a, P);
    ui_t *u = &a->ui;
    if (!P->rule_open && !P->answered &&
        ui_button(u, UI_ID(0), 14 + 536 - 150, 552 + 160 - 34, 136, 26, "End session", "Esc", UI_NO_FOCUS,
                  "The summary of this session"))
        end_session(P);
    else if (!P->rule_open && ui_key(u, SDLK_ESCAPE))
        end_session(P);
    else if (next) {
        if (P->goal && P->done >= P->goal)
            end_session(P);
        else
            next_drill(a, P);
    }
}

/* ---- the practice menu ---------------------------------------------------------------------- */

static void chart(app_t *a, practice_t *P, float x, float y, float w, float h)
{
    gfx_t *G = a->g;
    gfx_fill_rounded(G, x, y, w, h, 8, 0x00000040);
    for (int k = 0; k <= 4; k++) {
        float gy = y + 10 + (h - 36) * (1.0f - k / 4.0f);
        gfx_line(G, x + 40, gy, x + w - 10, gy, 1.0f, 0xf2efe620);
        char l[8];
        snprintf(l, sizeof l, "%d%%", k * 25);
        gfx_text(G, l, x + 34, gy, 11, GFX_FONT_REGULAR, C_DIM, GFX_RIGHT | GFX_MIDDLE);
    }
    /* points: one per session, of the chosen topic or of all of them together */
    practice_point_t pts[PRACTICE_HISTORY * DRILL_TOPIC_COUNT];
    int n = 0;
    if (P->chart_topic < DRILL_TOPIC_COUNT) {
        const practice_topic_stats_t *s = &P->prog.topic[P->chart_topic];
        for (int i = 0; i < s->n_history; i++)
            pts[n++] = s->history[i];
    } else {
        for (int t = 0; t < DRILL_TOPIC_COUNT; t++) {
            const practice_topic_stats_t *s = &P->prog.topic[t];
            for (int i = 0; i < s->n_history; i++) {
                int at = -1;
                for (int j = 0; j < n; j++)
                    if (pts[j].when_ms == s->history[i].when_ms)
                        at = j;
                if (at < 0) {
                    pts[n] = s->history[i];
                    n++;
                } else {
                    pts[at].asked += s->history[i].asked;
                    pts[at].right += s->history[i].right;
                }
            }
        }
        /* by time */
        for (int i = 1; i < n; i++)
            for (int j = i; j > 0 && pts[j].when_ms < pts[j - 1].when_ms; j--) {
                practice_point_t tmp = pts[j];
                pts[j] = pts[j - 1];
                pts[j - 1] = tmp;
            }
        if (n > PRACTICE_HISTORY) {
            memmove(pts, pts + (n - PRACTICE_HISTORY), sizeof pts[0] * PRACTICE_HISTORY);
            n = PRACTICE_HISTORY;
        }
    }
    if (n == 0) {
        gfx_text(G, "No sessions yet: your accuracy per session shows here", x + w / 2, y + h / 2 - 10, 14,
                 GFX_FONT_REGULAR, C_DIM, GFX_CENTER | GFX_MIDDLE);
        return;
    }
    float px = 0, py = 0;
    float span = w - 70;
    for (int i = 0; i < n; i++) {
        float fx = x + 50 + (n == 1 ? span / 2 : span * i / (float)(n - 1));
        float acc = pts[i].asked ? (float)pts[i].right / (float)pts[i].asked : 0;
        float fy = y + 10 + (h - 36) * (1.0f - acc);
        if (i > 0)
            gfx_line(G, px, py, fx, fy, 2.5f, C_GOLD);
        px = fx, py = fy;
    }
    for (int i = 0; i < n; i++) {
        float fx = x + 50 + (n == 1 ? span / 2 : span * i / (float)(n - 1));
        float acc = pts[i].asked ? (float)pts[i].right / (float)pts[i].asked : 0;
        float fy = y + 10 + (h - 36) * (1.0f - acc);
        gfx_fill_ellipse(G, fx, fy, 5, 5, acc >= 0.8f ? C_GREEN : acc >= 0.5f ? C_GOLD : C_RED);
    }
    char l[64];
    snprintf(l, sizeof l, "%d session%s, oldest left", n, n == 1 ? "" : "s");
    gfx_text(G, l, x + w - 10, y + h - 6, 11, GFX_FONT_REGULAR, C_DIM, GFX_RIGHT | GFX_BOTTOM);
}

static void start_shadow(app_t *a, practice_t *P, uint64_t seed);

void screen_practice(app_t *a)
{
    gfx_t *G = a->g;
    ui_t *u = &a->ui;
    practice_t *P = state(a);
    float x0, y0, x1, y1;
    gfx_background(G);
    gfx_table(G, "");
    gfx_logical_bounds(G, &x0, &y0, &x1, &y1);
    gfx_fill_rect(G, x0, y0, x1 - x0, y1 - y0, 0x060c09b0);
    if (!P) {
        app_go(a, SCREEN_START);
        return;
    }
    const float px = 50, py = 24, pw = 1180, ph = 672;
    gfx_shadow(G, px, py, pw, ph, 16, 26, 0x000000a0);
    gfx_panel(G, px, py, pw, ph);
    gfx_text(G, "Practice", px + 32, py + 36, 30, GFX_FONT_BOLD, C_TEXT, GFX_LEFT | GFX_MIDDLE);
    gfx_text(G, "Dealer drills on the real table, graded by the engine, with the rule cited", px + 190, py + 40, 15,
             GFX_FONT_REGULAR, C_DIM, GFX_LEFT | GFX_MIDDLE);

    /* left: topics with their accuracy so far */
    float x = px + 32, y = py + 78;
    gfx_text(G, "Topics", x, y, 14, GFX_FONT_BOLD, C_DIM, GFX_LEFT | GFX_TOP);
    gfx_text(G, "right so far", x + 520, y, 13, GFX_FONT_REGULAR, C_DIM, GFX_RIGHT | GFX_TOP);
    /* nothing focused on arrival (Tab reaches the first topic): a focus put on the first topic
     * took the Enter that the Start button shows, so P then Enter unticked "Button and blinds"
     * instead of starting */
    int first = UI_ID(0);
    static const char *const tips[DRILL_TOPIC_COUNT] = {
        "Where the button, SB and BB go after eliminations: dead button, no small blind, rebuys, the draw (R2, R3)",
        "Positions when play becomes heads-up, from every position (R4)",
        "Who acts first before and after the flop, dead button and heads-up (R6)",
        "The minimum bet and raise-to after bets, raises, short all-ins, a short big blind (R11, R12)",
        "Does the betting re-open after incomplete all-in raises? (R13)",
        "Build the pots, who may win each, award them with odd chips, return uncalled chips (R25-R27)",
        "Who shows first at the showdown, and who may muck (R23)",
        "Places and prizes when several players bust on one hand (R32, R33)",
        "Colour-up and chip race: each seat's chips after (R34)",
        "Rulings the engine does not play out: oversized chip, string bet, 50% rule, out of turn, misdeals"};
    y += 24;
    for (int t = 0; t < DRILL_TOPIC_COUNT; t++) {
        float ry = y + t * 36;
        char label[96];
        snprintf(label, sizeof label, "%s", drill_topic_title((drill_topic_t)t));
        ui_checkbox(u, t == 0 ? first : UI_ID(t), x, ry, label, &P->topic_on[t],
                    t == DRILL_FLOOR && P->n_floor == 0 ? UI_DISABLED : 0, tips[t]);
        const practice_topic_stats_t *s = &P->prog.topic[t];
        char r[64];
        if (t == DRILL_FLOOR && P->n_floor == 0)
            snprintf(r, sizeof r, "no cards found");
        else if (s->asked)
            snprintf(r, sizeof r, "%d%% of %d", (100 * s->right + s->asked / 2) / s->asked, s->asked);
        else
            snprintf(r, sizeof r, "not yet");
        float acc = s->asked ? (float)s->right / (float)s->asked : 0;
        gfx_text(G, r, x + 520, ry + 11, 14, GFX_FONT_REGULAR, s->asked ? C_TEXT : C_DIM, GFX_RIGHT | GFX_MIDDLE);
        if (!(t == DRILL_FLOOR && P->n_floor == 0))
            gfx_fill_rounded(G, x + 320, ry + 8, 100, 6, 3, 0xffffff18);
        if (s->asked)
            gfx_fill_rounded(G, x + 320, ry + 8, 100 * acc < 6 ? 6 : 100 * acc, 6, 3,
                             acc >= 0.8f ? C_GREEN : acc >= 0.5f ? C_GOLD : C_RED);
    }
    y += DRILL_TOPIC_COUNT * 36 + 4;
    if (ui_button(u, UI_ID(0), x, y, 100, 32, "All", "A", 0, "Every topic") || ui_key(u, SDLK_a))
        for (int t = 0; t < DRILL_TOPIC_COUNT; t++)
            P->topic_on[t] = t != DRILL_FLOOR || P->n_floor > 0;
    if (ui_button(u, UI_ID(0), x + 110, y, 100, 32, "None", NULL, 0, "Clear the topics, then tick one"))
        for (int t = 0; t < DRILL_TOPIC_COUNT; t++)
            P->topic_on[t] = 0;
    y += 52;
    static const char *const lengths[] = {"10 drills", "20 drills", "Endless"};
    static const char *const timers[] = {"No timer", "15 s a drill", "30 s a drill", "60 s a drill"};
    static const char *const levels[] = {"Start easy", "Level 2", "Level 3", "Level 4", "Hardest"};
    gfx_text(G, "Length", x, y, 13, GFX_FONT_REGULAR, C_DIM, GFX_LEFT | GFX_TOP);
    ui_choice(u, UI_ID(0), x, y + 18, 170, 36, lengths, 3, &P->length, 0, "How many drills in the session");
    gfx_text(G, "Timer", x + 180, y, 13, GFX_FONT_REGULAR, C_DIM, GFX_LEFT | GFX_TOP);
    ui_choice(u, UI_ID(0), x + 180, y + 18, 170, 36, timers, 4, &P->timer, 0,
              "A drill not answered in time counts as missed");
    gfx_text(G, "Difficulty", x + 360, y, 13, GFX_FONT_REGULAR, C_DIM, GFX_LEFT | GFX_TOP);
    ui_choice(u, UI_ID(0), x + 360, y + 18, 160, 36, levels, 5, &P->difficulty, 0,
              "More seats, busts and all-ins; it also grows with each run of right answers");

    /* right: progress over time */
    float rx = px + 610, ry = py + 78, rw = 536;
    gfx_text(G, "Progress", rx, ry, 14, GFX_FONT_BOLD, C_DIM, GFX_LEFT | GFX_TOP);
    const char *names[DRILL_TOPIC_COUNT + 1];
    for (int t = 0; t < DRILL_TOPIC_COUNT; t++)
        names[t] = drill_topic_title((drill_topic_t)t);
    names[DRILL_TOPIC_COUNT] = "All topics";
    ui_choice(u, UI_ID(0), rx + rw - 280, ry - 8, 280, 32, names, DRILL_TOPIC_COUNT + 1, &P->chart_topic, 0,
              "Whose accuracy the chart shows, one point per session");
    chart(a, P, rx, ry + 32, rw, 230);
    int asked = 0, right = 0;
    double secs = 0;
    for (int t = 0; t < DRILL_TOPIC_COUNT; t++)
        if (P->chart_topic == DRILL_TOPIC_COUNT || P->chart_topic == t) {
            asked += P->prog.topic[t].asked;
            right += P->prog.topic[t].right;
            secs += P->prog.topic[t].seconds;
        }
    char line[200];
    if (asked)
        snprintf(line, sizeof line, "%d answered, %d right (%d%%), %.1f s on average", asked, right,
                 (100 * right + asked / 2) / asked, secs / asked);
    else
        snprintf(line, sizeof line, "Nothing answered yet");
    gfx_text_fit(G, line, rx, ry + 274, rw, 14, GFX_FONT_REGULAR, C_TEXT, GFX_LEFT | GFX_TOP);

    /* the shadow dealer */
    float sy = ry + 312;
    gfx_fill_rounded(G, rx, sy, rw, 156, 10, 0xffffff0a);
    gfx_text(G, "Shadow dealer", rx + 16, sy + 14, 17, GFX_FONT_BOLD, C_GOLD, GFX_LEFT | GFX_TOP);
    text_box(G,
             /* three lines at the largest text size: longer, it was cut with "(R: all of it)", and R
              * does nothing here */
             "A bot tournament that stops at every dealer duty: button and blinds, who acts first, the "
             "minimum raise, the pots. Mistakes are corrected on the spot.",
             rx + 16, sy + 40, rw - 32, 62, 13, GFX_FONT_REGULAR, C_TEXT);
    if (P->prog.shadow_duties)
        snprintf(line, sizeof line, "Duties so far: %d, %d right", P->prog.shadow_duties, P->prog.shadow_right);
    else
        snprintf(line, sizeof line, "No duties performed yet");
    gfx_text_fit(G, line, rx + 16, sy + 124, 280, 13, GFX_FONT_REGULAR, C_DIM, GFX_LEFT | GFX_MIDDLE);
    if (ui_button(u, UI_ID(0), rx + rw - 236, sy + 102, 220, 42, "Shadow dealer", "D", 0,
                  "A live bot tournament that waits for you at each duty") ||
        ui_key(u, SDLK_d)) {
        start_shadow(a, P, (uint64_t)a->wall_ms % 1000000000ULL);
        return;
    }
    if (P->floor_note[0])
        gfx_text_fit(G, P->floor_note, rx, py + ph - 100, rw, 12, GFX_FONT_REGULAR, C_RED, GFX_LEFT | GFX_MIDDLE);

    /* bottom */
    if (ui_button(u, UI_ID(0), px + 32, py + ph - 70, 160, 46, "Back", "Esc", 0, NULL) || ui_key(u, SDLK_ESCAPE)) {
        app_go(a, SCREEN_START);
        return;
    }
    int any = 0;
    for (int t = 0; t < DRILL_TOPIC_COUNT; t++)
        any |= P->topic_on[t] && (t != DRILL_FLOOR || P->n_floor > 0);
    if (ui_button(u, UI_ID(0), px + pw - 262, py + ph - 70, 230, 46, "Start", "Enter", any ? UI_PRIMARY : UI_DISABLED,
                  "Drills from the chosen topics") ||
        (any && ui_key(u, SDLK_RETURN))) {
        start_session(a, P, 0);
        if (next_drill(a, P) == 0)
            app_go(a, SCREEN_DRILL);
        else
            P->active = 0;
    }
}

/* ---- the shadow dealer ---------------------------------------------------------------------- */

static void start_shadow(app_t *a, practice_t *P, uint64_t seed)
{
    session_config_t cfg;
    const app_structure_t *as = &a->structures[0];
    session_config_init(&cfg, &(engine_config_t){.seed = seed, .structure = as->ok ? &as->st : NULL, .n_seats = 6},
                        a->bots, a->wall_ms);
    bot_spec_t mix[ENGINE_MAX_SEATS];
    int n_mix = bot_registry_pick_mix(a->bots, seed, 6, mix, NULL, 0);
    for (int s = 0; s < 6; s++) {
        const char *spec = n_mix > 0 ? mix[s % n_mix].label : "tag:medium";
        const bot_personality_t *bp = bot_registry_personality_find(a->bots, spec);
        session_config_seat(&cfg, s, SESSION_SEAT_BOT, bp ? bp->name : "Bot", spec, 0);
        for (int t = 0; t < s; t++)
            if (!strcmp(cfg.seats[s].name, cfg.seats[t].name))
                snprintf(cfg.seats[s].name, sizeof cfg.seats[s].name, "Seat %d", s + 1);
    }
    char err[APP_MSG_LEN];
    session_t *s = session_create(&cfg, err, sizeof err);
    if (!s) {
        app_notice(a, "The shadow dealer's table could not start", "%s", err);
        return;
    }
    if (P->live)
        game_destroy(P->live);
    P->live = game_create(s, -1, "", "", "", err, sizeof err);
    if (!P->live) {
        session_destroy(s);
        app_notice(a, "The shadow dealer's table could not start", "%s", err);
        return;
    }
    P->live->no_drive = 1; /* the shadow dealer drives it, one step at a time */
    P->live->speed = settings_speed_scale(a->settings.speed);
    P->live_sub = session_subscribe(s, SESSION_SEE_PUBLIC);
    start_session(a, P, 1);
    P->duty = 0;
    P->have_drill = 0;
    for (int i = 0; i < 4; i++)
        P->asked_key[i] = -1;
    P->street_actions = P->last_raise = P->last_allin = 0;
    P->next_step_at = 0;
    app_go(a, SCREEN_SHADOW);
}

/* Pose topic t as a duty now if the live table asks it (once per key). 1 if posed. */
static int pose(app_t *a, practice_t *P, int slot, long key, drill_topic_t t)
{
    if (P->asked_key[slot] == key)
        return 0;
    P->asked_key[slot] = key;
    drill_t *d = calloc(1, sizeof *d);
    if (!d)
        return 0;
    int ok = drill_from_engine(session_engine(P->live->s), t, d);
    if (ok && t == DRILL_SIDE_POTS) {
        /* a single pot with nothing returned is no duty worth stopping for */
        int ret = 0;
        for (int s = 0; s < ENGINE_MAX_SEATS; s++)
            ret |= d->answer.returned[s] > 0;
        ok = d->answer.n_pots >= 2 || (ret && __builtin_popcount(d->answer.eligible[0]) >= 2);
    }
    if (ok && d->scenario[0]) {
        if (show_drill(a, P, d) == 0)
            P->duty = 1;
    } else if (ok) {
        /* the question is asked of the live table itself, as it stands */
        free_table(P);
        P->d = *d;
        P->have_drill = 1;
        P->g = P->live;
        P->borrowed = 1;
        game_t *g = P->live;
        tmodel_t *m = &g->shown;
        P->live_shown = *m;
        P->live_winners = g->winners;
        view_t v;
        session_view(g->s, -1, &v);
        P->unit = v.smallest_chip > 0 ? v.smallest_chip : 1;
        memcpy(P->contrib, P->live_contrib, sizeof P->contrib);
        memcpy(P->stack0, P->live_stack0, sizeof P->stack0);
        P->prev[0] = P->prev[1] = P->prev[2] = -1;
        if (d->answer.kind == DRILL_ANS_POSITIONS) {
            /* between hands: the players as they sit for the next deal, last hand's words gone */
            for (int i = 0; i < g->n_seats; i++) {
                tmodel_seat_t *ts = &m->seats[i];
                if (ts->occupied && !ts->eliminated) {
                    ts->in_hand = 1;
                    ts->folded = ts->all_in = 0;
                    ts->n_cards = 0;
                    ts->bet = 0;
                }
                ts->action[0] = '\0';
            }
            m->n_board = 0;
            m->n_pots = 0;
            g->winners = 0;
            P->prev[0] = m->button;
            P->prev[1] = m->sb_posted ? m->sb_pos : -1;
            P->prev[2] = m->bb_seat;
        }
        if (d->answer.kind == DRILL_ANS_POTS) {
            /* back to the moment before the pots: every chip in front of the seat that put it in */
            m->n_pots = 0;
            for (int i = 0; i < g->n_seats; i++) {
                m->seats[i].bet = P->contrib[i];
                m->seats[i].stack = P->stack0[i] - P->contrib[i] > 0 ? P->stack0[i] - P->contrib[i] : 0;
            }
            g->winners = 0;
        }
        /* the table must not light the seat to act or name the winner: they may be the answer */
        g->busy_until = 1e18;
        reset_answer(P);
        P->asked_at = a->now;
        ui_focus(&a->ui, 0);
        P->duty = 1;
        if (getenv("FELT_DEBUG")) {
            char ans[1024];
            drill_answer_format_json(&d->answer, ans, sizeof ans);
            fprintf(stderr, "practice: duty %s: %s answer %s\n", drill_topic_name(d->topic), d->question, ans);
        }
    }
    free(d);
    return P->duty;
}

static void shadow_step(app_t *a, practice_t *P, double dt)
{
    game_t *g = P->live;
    game_update(g, dt, a->wall_ms);
    /* follow the hand: actions this street, the last raise or all-in */
    const ev_t *ev;
    while (P->live_sub >= 0 && (ev = session_next_event(g->s, P->live_sub)) != NULL) {
        if (ev->type == EV_HAND_START)
            memset(P->live_contrib, 0, sizeof P->live_contrib);
        if (ev->seat >= 0 && ev->seat < ENGINE_MAX_SEATS) {
            if (ev->type == EV_SEAT)
                P->live_stack0[ev->seat] = ev->amount;
            else if (ev->type == EV_POST)
                P->live_contrib[ev->seat] += ev->amount;
            else if (ev->type == EV_ACTION)
                P->live_contrib[ev->seat] += ev->u.act.added;
        }
        if (ev->type == EV_HAND_START || ev->type == EV_STREET) {
            P->street_actions = 0;
            P->last_raise = P->last_allin = 0;
        } else if (ev->type == EV_ACTION) {
            P->street_actions++;
            int k = ev->u.act.action, f = ev->u.act.flags;
            P->last_raise = (k == CMD_BET || k == CMD_RAISE) && !(f & ACT_INCOMPLETE);
            P->last_allin = (f & ACT_ALL_IN) && (f & ACT_INCOMPLETE);
        }
    }
    if (!a->headless && g->sounds) {
        for (int i = 0; i < SFX_COUNT; i++)
            if (g->sounds & (1u << i))
                sfx_play(a->sfx, (sfx_id_t)i);
    }
    g->sounds = 0;
    if (P->duty || P->summary || !game_idle(g) || g->clock < P->next_step_at)
        return;
    session_wait_t w;
    session_wait(g->s, &w);
    int hand = session_hand_no(g->s);
    double pause = 0.45 * g->speed;
    switch (w.kind) {
    case SESSION_WAIT_START: {
        cmd_t c = {CMD_START, -1, 0};
        session_submit(g->s, c);
        break;
    }
    case SESSION_WAIT_NEXT_HAND: {
        if (pose(a, P, 0, hand, DRILL_SIDE_POTS))
            return;
        view_t v;
        session_view(g->s, -1, &v);
        if (v.players_left == 2 && pose(a, P, 1, hand, DRILL_HEADS_UP))
            return;
        if (pose(a, P, 2, hand, DRILL_BUTTON))
            return;
        cmd_t c = {CMD_NEXT_HAND, -1, 0};
        session_submit(g->s, c);
        P->next_step_at = g->clock + 2 * pause;
        break;
    }
    case SESSION_WAIT_ACTION: {
        view_t v;
        session_view(g->s, -1, &v);
        long key = (long)hand * 10000 + (long)v.street * 1000 + P->street_actions;
        if (P->street_actions == 0 && pose(a, P, 3, key, DRILL_FIRST_TO_ACT))
            return;
        if (P->last_raise && w.legal.can_raise && pose(a, P, 3, key, DRILL_MIN_RAISE))
            return;
        if (P->last_allin && pose(a, P, 3, key, DRILL_REOPEN))
            return;
        session_step(g->s);
        P->next_step_at = g->clock + pause;
        break;
    }
    case SESSION_WAIT_DECISION:
        session_step(g->s);
        break;
    case SESSION_WAIT_BREAK: {
        cmd_t c = {CMD_ADVANCE_LEVEL, -1, 0};
        session_submit(g->s, c);
        break;
    }
    default:
        break;
    }
}

void screen_shadow(app_t *a)
{
    gfx_t *G = a->g;
    ui_t *u = &a->ui;
    practice_t *P = state(a);
    if (!P || !P->live) {
        app_go(a, SCREEN_PRACTICE);
        return;
    }
    if (P->summary) {
        summary_view(a, P);
        return;
    }
    if (P->duty && P->have_drill) {
        if (drill_view(a, P)) {
            P->duty = 0;
            P->have_drill = 0;
            free_table(P);
            P->live->busy_until = P->live->clock; /* the table goes on */
        }
        if (!P->rule_open && ui_key(u, SDLK_ESCAPE))
            end_session(P);
        return;
    }
    table_draw_scene(a, P->live, TABLE_DRAW_ALL & ~TABLE_DRAW_LEDGER); /* the ledger would answer duties */
    gfx_panel(G, 930, 600, 336, 108);
    gfx_text(G, "Shadow dealer", 948, 614, 16, GFX_FONT_BOLD, C_GOLD, GFX_LEFT | GFX_TOP);
    char line[128];
    snprintf(line, sizeof line, "Duties %d \xc2\xb7 right %d \xc2\xb7 missed %d", P->sh_asked, P->sh_right,
             P->sh_asked - P->sh_right);
    gfx_text_fit(G, line, 948, 638, 300, 13, GFX_FONT_REGULAR, C_TEXT, GFX_LEFT | GFX_TOP);
    session_wait_t w;
    session_wait(P->live->s, &w);
    if (w.kind == SESSION_WAIT_FINISHED && game_idle(P->live))
        gfx_text(G, "The tournament is over", 948, 658, 13, GFX_FONT_BOLD, C_TEXT, GFX_LEFT | GFX_TOP);
    if (ui_button(u, UI_ID(0), 1110, 660, 140, 36, "Leave", "Esc", 0, "The summary of your duties") ||
        ui_key(u, SDLK_ESCAPE))
        end_session(P);
}

/* ---- the loop's hooks ------------------------------------------------------------------------ */

void practice_update(app_t *a, double dt)
{
    practice_t *P = a->practice;
    if (!P || !P->ready)
        return;
    if (a->screen == SCREEN_SHADOW && P->live)
        shadow_step(a, P, dt);
}

void practice_free(app_t *a)
{
    practice_t *P = a->practice;
    if (!P)
        return;
    free_table(P);
    if (P->live)
        game_destroy(P->live);
    drill_rulebook_free(P->rb);
    free(P->floor);
    free(P->authored);
    free(P);
    a->practice = NULL;
}

int practice_shadow_screenshot(app_t *a, uint64_t seed, const char *topic)
{
    practice_t *P = state(a);
    drill_topic_t want = DRILL_TOPIC_COUNT;
    if (!P)
        return -1;
    if (topic && drill_topic_parse(topic, &want) != 0) {
        fprintf(stderr, "felt: --drill: unknown topic '%s'\n", topic);
        return -1;
    }
    start_shadow(a, P, seed);
    if (!P->live)
        return -1;
    P->live->speed = 0;
    /* play on, skipping other duties, until the table asks the duty wanted (or any) */
    for (long i = 0; i < 200000; i++) {
        shadow_step(a, P, 0.0);
        if (P->duty && (want == DRILL_TOPIC_COUNT || P->d.topic == want))
            return 0;
        if (P->duty) {
            P->duty = 0;
            P->have_drill = 0;
            free_table(P);
            P->live->busy_until = P->live->clock;
        }
        session_wait_t w;
        session_wait(P->live->s, &w);
        if (w.kind == SESSION_WAIT_FINISHED)
            break;
    }
    fprintf(stderr, "felt: the shadow dealer's tournament (seed %llu) posed no %s duty\n", (unsigned long long)seed,
            topic ? topic : "");
    return -1;
}

int practice_screenshot(app_t *a, const char *topic_seed, int feedback)
{
    practice_t *P = state(a);
    if (!P)
        return -1;
    char name[48];
    unsigned long long seed = 1;
    int diff = 2;
    int got = sscanf(topic_seed, "%47[^:]:%llu:%d", name, &seed, &diff);
    if (got < 1) {
        fprintf(stderr, "felt: --drill expects TOPIC:SEED[:DIFFICULTY], got '%s'\n", topic_seed);
        return -1;
    }
    if (got == 3 && (diff < 1 || diff > 5)) {
        fprintf(stderr, "felt: --drill %s: the difficulty is 1 to 5, got %d\n", topic_seed, diff);
        return -1;
    }
    drill_topic_t t;
    if (drill_topic_parse(name, &t) != 0) {
        fprintf(stderr, "felt: --drill: unknown topic '%s' (button, heads-up, first-to-act, min-raise, reopen, "
                        "side-pots, showdown, eliminations, chip-race, floor)\n", name);
        return -1;
    }
    start_session(a, P, 0);
    drill_t *d = calloc(1, sizeof *d);
    if (!d)
        return -1;
    char err[APP_MSG_LEN];
    int rc;
    if (t == DRILL_FLOOR) {
        if (P->n_floor == 0) {
            fprintf(stderr, "felt: --drill floor: no floor cards in levels/drills\n");
            free(d);
            return -1;
        }
        *d = P->floor[seed % (unsigned long long)P->n_floor];
        rc = 0;
    } else {
        rc = drill_generate(t, seed, diff, d, err, sizeof err);
        if (rc != 0)
            fprintf(stderr, "felt: --drill %s: %s\n", topic_seed, err);
    }
    if (rc == 0)
        rc = show_drill(a, P, d);
    free(d);
    if (rc != 0)
        return -1;
    app_go(a, SCREEN_DRILL);
    if (feedback) {
        /* a dealer's usual slip: the discs left where they were last hand (or, elsewhere, nothing
         * given): a wrong answer, so the right one animates */
        const drill_answer_t *A = &P->d.answer;
        for (int k = 0; k < 3; k++)
            P->mk_seat[k] = P->prev[k] >= 0 ? P->prev[k] : k;
        if (P->g)
            P->seat_pick = (A->seat + 1) % P->g->n_seats;
        snprintf(P->amount, sizeof P->amount, "%lld", (long long)(A->amount - P->unit));
        P->choice = A->kind == DRILL_ANS_YESNO ? (A->yes ? 1 : 0)
                                               : (P->d.n_choices > 0 ? (A->choice + 1) % P->d.n_choices : -1);
        grade_now(a, P, 0);
        P->anim_t0 = a->now - 10.0;
    }
    return 0;
}
