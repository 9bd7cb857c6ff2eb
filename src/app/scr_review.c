/* scr_review.c — the hand replayer and the statistics screen. The replayer rebuilds a tournament
 * from its command log up to any moment, as the right seat saw it, on the real table; "play on"
 * branches a practice game from there under its own file name. Statistics follow the tournament
 * on the table for its people and are kept in stats.json. Never writes the running autosave. */
#define _POSIX_C_SOURCE 200809L
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "app/app.h"
#include "app/format.h"
#include "app/game.h"
#include "app/game_mtt.h"
#include "app/i18n.h"
#include "app/place_text.h"
#include "app/stats.h"
#include "app/scr_table.h"
#include "app/scr_review.h"
#include "engine/hh.h"
#include "engine/keep.h"
#include "engine/save.h"
#include "engine/text.h"
#include "render/layout_screens.h"
#include "render/tablegfx.h"
#include "app/palette.h"

typedef struct hand_rec {
    int hand_no;
    int first, last;      /* commands applied: the hand is dealt at `first` and over at `last` */
    int over;             /* 0: the hand was still being played when the log was taken */
    int showdown;         /* cards were shown */
    char summary[128];
} hand_rec_t;

struct review {
    /* statistics */
    int stats_loaded;
    stats_db_t *db;
    stats_tracker_t tr;
    int pick;                      /* the person the statistics screen shows */
    int stats_tab;                 /* 0 sit-and-gos, 1 multi-table tournaments */
    app_screen_t stats_back;
    char stats_path[APP_PATH_LEN + 16];
    /* the replayer's tournament: its recipe and command log */
    engine_config_t cfg;
    structure_t st;
    cmd_t *cmds;
    int n_cmds;
    uint64_t *hashes;              /* the state hash after each hand, as recorded */
    int n_hashes;
    char name[ENGINE_MAX_SEATS][ENGINE_NAME_LEN];
    session_seat_kind_t kind[ENGINE_MAX_SEATS];
    char bot[ENGINE_MAX_SEATS][BOT_LABEL_LEN];
    int viewer;                    /* the seat whose view is shown (the single person), -1 = public */
    int person;                    /* the seat "play on" gives the person, -1 = nobody to give it */
    hand_rec_t *hands;
    int n_hands;
    int h, pos;                    /* the hand shown and the commands applied */
    game_t *g;                     /* the table as it stood then */
    app_screen_t back;
    char source[200];
    int list_open, list_sel, list_top;
    int playing;                   /* Space: step on by itself */
    double play_next;
};

/* ---- the people at a table ------------------------------------------------------------------ */

/* Seats and names of the people at the table (hot-seat: several; solo: one). */
static int table_people(const app_t *a, const game_t *g, int seats[ENGINE_MAX_SEATS],
                        char names[ENGINE_MAX_SEATS][ENGINE_NAME_LEN])
{
    (void)a;
    for (int i = 0; i < g->n_people; i++) {
        seats[i] = g->people[i].seat;
        snprintf(names[i], ENGINE_NAME_LEN, "%s", g->people[i].name);
    }
    return g->n_people;
}

static review_t *review_get(app_t *a)
{
    if (!a->review) {
        a->review = calloc(1, sizeof *a->review);
        if (!a->review)
            return NULL;
        a->review->db = stats_db_create();
        if (!a->review->db) {
            free(a->review);
            a->review = NULL;
            return NULL;
        }
        a->review->viewer = a->review->person = -1;
    }
    return a->review;
}

static void drop_log(review_t *r)
{
    if (r->g)
        game_destroy(r->g);
    r->g = NULL;
    free(r->cmds);
    free(r->hashes);
    free(r->hands);
    r->cmds = NULL, r->hashes = NULL, r->hands = NULL;
    r->n_cmds = r->n_hashes = r->n_hands = 0;
    r->list_open = r->playing = 0;
}

void review_free(app_t *a)
{
    review_t *r = a->review;
    if (!r)
        return;
    drop_log(r);
    stats_db_destroy(r->db);
    free(r);
    a->review = NULL;
}

/* ---- statistics: loading, saving, following the table -------------------------------------- */

static void stats_load(app_t *a, review_t *r)
{
    r->stats_loaded = 1;
    snprintf(r->stats_path, sizeof r->stats_path, "%sstats.json", a->pref_dir);
    char err[APP_MSG_LEN] = "";
    size_t len = 0;
    int missing;
    char *text = keep_read(r->stats_path, (size_t)8 << 20, "8 MiB", &len, &missing, err, sizeof err);
    if (!text && missing)
        return; /* none yet */
    if (text && stats_db_parse(r->stats_path, text, len, r->db, err, sizeof err) == 0) {
        free(text);
        return;
    }
    free(text);
    char moved[APP_PATH_LEN + 64];
    app_move_aside(a, r->stats_path, moved, sizeof moved);
    app_notice(a, _("Your statistics cannot be read"),
               _("%s\n\nThe file was moved aside to %s, so nothing is lost; statistics start afresh."), err, moved);
}

static void stats_save(app_t *a, review_t *r)
{
    if (a->headless)
        return; /* pictures and benchmarks never touch the player's files */
    char *text = stats_db_to_json(r->db);
    char err[APP_MSG_LEN];
    if (!text || keep_write(r->stats_path, text, strlen(text), 0, err, sizeof err) != 0)
        snprintf(a->status, sizeof a->status, _("Statistics not saved: %s"), text ? err : _("out of memory"));
    free(text);
}

static void on_table_event(void *ctx, const game_t *g, const ev_t *ev)
{
    app_t *a = ctx;
    review_t *r = a->review;
    (void)g;
    if (r && stats_tracker_event(&r->tr, r->db, ev, (int64_t)time(NULL)))
        stats_save(a, r);
}

/* A practice game (played on from a replay) is not a tournament of one's own: not counted. */
static void ignore_event(void *ctx, const game_t *g, const ev_t *ev)
{
    (void)ctx, (void)g, (void)ev;
}

/* Follow the tournament on the table for its people's statistics (once per game). */
static void stats_attach(app_t *a, review_t *r, game_t *g)
{
    view_t v;
    session_view(g->s, -1, &v);
    int entrants = 0;
    for (int s = 0; s < v.n_seats; s++)
        entrants += v.seats[s].occupied;
    stats_tracker_init(&r->tr, v.n_seats, v.phase == PHASE_NOT_STARTED ? 0 : entrants,
                       session_structure(g->s)->currency, session_seed(g->s));
    int seats[ENGINE_MAX_SEATS];
    char names[ENGINE_MAX_SEATS][ENGINE_NAME_LEN];
    int n = table_people(a, g, seats, names);
    for (int i = 0; i < n; i++)
        stats_tracker_watch(&r->tr, seats[i], names[i]);
    g->observe = on_table_event;
    g->observe_ctx = a;
}

/* A multi-table tournament's finish goes into the person's figures once, apart from the
 * sit-and-gos (their table is not followed hand by hand: the field is the tournament's). */
static void stats_count_mtt(app_t *a, review_t *r, game_t *g)
{
    game_mtt_t *M = g->mtt;
    if (M->stats_counted || g->n_people < 1 || g->people[0].place <= 0)
        return;
    M->stats_counted = 1;
    stats_person_t *p = stats_db_person(r->db, g->people[0].name, 1);
    if (p && stats_person_add_mtt(p, g->people[0].place, tourney_players(game_mtt_tourney(g)), g->people[0].prize) == 0)
        stats_save(a, r);
}

/* ---- the replayer: taking a log and rebuilding any moment of it ----------------------------- */

static int take_log(review_t *r, const session_t *s, int n_people, const int *people, char *err, size_t errlen)
{
    drop_log(r);
    const engine_t *e = session_engine(s);
    r->cfg = *engine_config(e);
    r->st = *engine_structure(e);
    r->cfg.structure = &r->st;
    int n = 0;
    const cmd_t *c = engine_commands(e, &n);
    const uint64_t *hash = NULL;
    const int *at = NULL;
    int nh = engine_hand_hashes(e, &hash, &at);
    r->cmds = malloc(sizeof *r->cmds * (size_t)(n > 0 ? n : 1));
    r->hashes = malloc(sizeof *r->hashes * (size_t)(nh > 0 ? nh : 1));
    if (!r->cmds || !r->hashes) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    if (n > 0) /* before the first command or hand there is no array to copy (memcpy of NULL) */
        memcpy(r->cmds, c, sizeof *c * (size_t)n);
    if (nh > 0)
        memcpy(r->hashes, hash, sizeof *hash * (size_t)nh);
    r->n_cmds = n, r->n_hashes = nh;
    view_t v;
    session_view(s, -1, &v);
    for (int k = 0; k < ENGINE_MAX_SEATS; k++) {
        r->kind[k] = k < v.n_seats ? session_seat_kind(s, k) : SESSION_SEAT_EMPTY;
        snprintf(r->name[k], sizeof r->name[k], "%s", k < v.n_seats ? v.seats[k].name : "");
        snprintf(r->bot[k], sizeof r->bot[k], "%s", r->kind[k] == SESSION_SEAT_BOT ? session_seat_label(s, k) : "");
    }
    /* privacy: one person sees their own cards; with several (or none) the replay shows what
     * a spectator saw, hole cards only where they were shown */
    r->viewer = n_people == 1 ? people[0] : -1;
    r->person = n_people >= 1 ? people[0] : -1;
    return 0;
}

/* A session over a fresh engine with the tournament's recipe (nothing played yet). */
static session_t *fresh_session(const review_t *r, const session_config_t *seating, char *err, size_t errlen)
{
    engine_config_t ec = r->cfg;
    ec.structure = &r->st;
    engine_t *e = engine_create(&ec, err, errlen);
    if (!e)
        return NULL;
    session_config_t sc;
    if (seating) {
        sc = *seating;
    } else {
        /* the viewer is the one person (the table shows their cards, as they saw them); every
         * other seat is a bot nobody asks (the replay drives itself). No viewer: a spectator. */
        session_config_init(&sc, NULL, NULL, 0);
        for (int k = 0; k < ec.n_seats && k < ENGINE_MAX_SEATS; k++)
            if (session_config_in_play(&ec, k))
                session_config_seat(&sc, k, k == r->viewer ? SESSION_SEAT_PERSON : SESSION_SEAT_BOT, NULL,
                                    k == r->viewer ? NULL : "tag:medium", 0);
    }
    session_t *s = session_adopt(e, &sc, err, errlen);
    if (s)
        session_pause(s, 1); /* no level clock: the log has every level change */
    return s;
}

static void describe_cmd(const review_t *r, cmd_t c, char *buf, size_t len)
{
    snprintf(buf, len, "%s %s", c.seat >= 0 && c.seat < ENGINE_MAX_SEATS ? r->name[c.seat] : "the table",
             cmd_type_name(c.type));
}

/* One pass over the whole log: where each hand starts and ends, who won what; and the recorded
 * hash of every hand checked, so a replay that drifted is said, never shown as if true. */
static int index_hands(review_t *r, char *err, size_t errlen)
{
    session_t *s = fresh_session(r, NULL, err, errlen);
    if (!s)
        return -1;
    int sub = session_subscribe(s, r->viewer >= 0 ? r->viewer : SESSION_SEE_PUBLIC);
    int cap = 1;
    for (int i = 0; i < r->n_cmds; i++)
        cap += r->cmds[i].type == CMD_START || r->cmds[i].type == CMD_NEXT_HAND;
    r->hands = calloc((size_t)cap, sizeof *r->hands);
    if (!r->hands) {
        session_destroy(s);
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    hand_rec_t *cur = NULL;
    int64_t won[ENGINE_MAX_SEATS] = {0}, sb = 0, bb = 0;
    uint16_t value = 0;
    int rc = 0;
    for (int i = 0; i < r->n_cmds && rc == 0; i++) {
        engine_reject_t rj = session_submit(s, r->cmds[i]);
        if (rj != REJ_OK) {
            char what[96];
            describe_cmd(r, r->cmds[i], what, sizeof what);
            snprintf(err, errlen, _("command %d (%s) is refused on replay: %s"), i + 1, what, engine_reject_message(rj));
            rc = -1;
            break;
        }
        for (const ev_t *ev; (ev = session_next_event(s, sub)) != NULL;) {
            if (ev->type == EV_HAND_START && r->n_hands < cap) {
                cur = &r->hands[r->n_hands++];
                cur->hand_no = ev->hand_no;
                cur->first = i + 1;
                memset(won, 0, sizeof won);
                sb = ev->u.hs.sb_amount, bb = ev->u.hs.bb_amount;
                value = 0;
            } else if (cur && ev->type == EV_SHOW) {
                cur->showdown = 1;
            } else if (cur && ev->type == EV_POT) {
                for (int k = 0; k < ENGINE_MAX_SEATS; k++)
                    if (ev->u.pot.winners & (1u << k))
                        won[k] += ev->u.pot.share + (k == ev->u.pot.odd_seat ? ev->u.pot.odd : 0);
                if (ev->u.pot.index == 0)
                    value = ev->u.pot.value;
            } else if (cur && ev->type == EV_HAND_END) {
                cur->last = i + 1;
                cur->over = 1;
                int best = 0;
                for (int k = 1; k < ENGINE_MAX_SEATS; k++)
                    if (won[k] > won[best])
                        best = k;
                char x[32], y[32], z[32], desc[80] = "";
                if (value)
                    hh_describe(value, desc, sizeof desc);
                char blinds[72], who[128];
                snprintf(blinds, sizeof blinds, "%s/%s", app_chips(sb, x, sizeof x), app_chips(bb, y, sizeof y));
                app_chips(won[best], z, sizeof z);
                /* the hand's description (hh_describe) is the history's English */
                if (best == r->viewer)
                    snprintf(who, sizeof who, desc[0] ? _("You win %s with %s") : _("You win %s"), z, desc);
                else
                    snprintf(who, sizeof who, desc[0] ? _("%s wins %s with %s") : _("%s wins %s"), r->name[best], z,
                             desc);
                /* TRANSLATORS: a line of the hand list: "Hand 12   50/100   Ada wins 1,200" */
                snprintf(cur->summary, sizeof cur->summary, _("Hand %d   %s   %s"), cur->hand_no, blinds, who);
                if (ev->hand_no >= 1 && ev->hand_no <= r->n_hashes && ev->u.he.hash != r->hashes[ev->hand_no - 1]) {
                    snprintf(err, errlen, _("hand %d does not replay as it was played (its state hash differs)"),
                             ev->hand_no);
                    rc = -1;
                }
            }
        }
    }
    if (cur && !cur->over) {
        char x[32], y[32];
        cur->last = r->n_cmds;
        char blinds[72];
        snprintf(blinds, sizeof blinds, "%s/%s", app_chips(sb, x, sizeof x), app_chips(bb, y, sizeof y));
        snprintf(cur->summary, sizeof cur->summary, _("Hand %d   %s   %s"), cur->hand_no, blinds, _("being played"));
    }
    session_destroy(s);
    if (rc == 0 && r->n_hands == 0) {
        snprintf(err, errlen, "%s", _("no hand has been dealt yet"));
        rc = -1;
    }
    return rc;
}

/* Plate tags for bots ("TAG · hard"), as the table shows them. */
static void bot_tags(app_t *a, game_t *g, const session_seat_kind_t *kind, char bot[][BOT_LABEL_LEN])
{
    for (int s = 0; s < g->n_seats; s++) {
        g->tag[s][0] = g->style[s][0] = '\0';
        if (kind[s] != SESSION_SEAT_BOT || !bot[s][0])
            continue;
        const bot_personality_t *p = bot_registry_personality_find(a->bots, bot[s]);
        bot_spec_t spec;
        char err[256];
        if (p) {
            app_personality_words(a->bots, p, g->style[s], sizeof g->style[s]);
            snprintf(g->tag[s], sizeof g->tag[s], "%s \xc2\xb7 %s", p->strategy, bot_level_name(p->level));
        } else if (bot_spec_parse(a->bots, bot[s], &spec, err, sizeof err) == 0) {
            snprintf(g->style[s], sizeof g->style[s], "%s, %s", app_style_words(spec.strategy->style), app_level_words(spec.level));
            snprintf(g->tag[s], sizeof g->tag[s], "%s \xc2\xb7 %s", spec.strategy->name, bot_level_name(spec.level));
        } else {
            snprintf(g->tag[s], sizeof g->tag[s], "%s", bot[s]);
        }
        /* TAG and LAG read as words at a poker table */
        if (!strncmp(g->tag[s], "tag ", 4) || !strncmp(g->tag[s], "lag ", 4))
            g->tag[s][0] -= 32, g->tag[s][1] -= 32, g->tag[s][2] -= 32;
        else if (g->tag[s][0] >= 'a' && g->tag[s][0] <= 'z')
            g->tag[s][0] -= 32;
    }
}

static void settle(game_t *g)
{
    float keep = g->speed;
    g->speed = 0;
    game_update(g, 0.0, 0);
    for (int i = 0; i < 100000 && !game_idle(g); i++)
        game_update(g, 0.0, 0);
    g->speed = keep;
}

/* The table at hand index h after `pos` commands, drawn from the viewer's events only; its log
 * starts with that hand. */
static game_t *build_table(app_t *a, review_t *r, int h, int pos, const session_config_t *seating, int hero,
                           char *err, size_t errlen)
{
    session_t *s = fresh_session(r, seating, err, errlen);
    if (!s)
        return NULL;
    game_t *g = game_create(s, hero, "", "", "", err, errlen);
    if (!g) {
        session_destroy(s);
        return NULL;
    }
    g->no_drive = 1;
    g->speed = 0;
    g->observe = ignore_event;
    bot_tags(a, g, r->kind, r->bot);
    int log_from = r->hands[h].first - 1;
    for (int i = 0; i < pos && i < r->n_cmds; i++) {
        if (i == log_from) {
            settle(g);
            g->log_count = 0;
            g->mo.n_banners = 0;
        }
        if (session_submit(s, r->cmds[i]) != REJ_OK) {
            snprintf(err, errlen, _("command %d is refused on replay"), i + 1);
            game_destroy(g);
            return NULL;
        }
        if (g->q_count > GAME_MAX_EVENTS / 2 || (i & 63) == 63)
            game_update(g, 0.0, 0); /* the screen keeps up: its queue is bounded */
    }
    settle(g);
    return g;
}

static void goto_moment(app_t *a, review_t *r, int h, int pos)
{
    if (h < 0)
        h = 0;
    if (h >= r->n_hands)
        h = r->n_hands - 1;
    const hand_rec_t *hr = &r->hands[h];
    pos = pos < hr->first ? hr->first : pos > hr->last ? hr->last : pos;
    if (r->g && h == r->h && pos == r->pos)
        return;
    if (r->g && h == r->h && pos == r->pos + 1) {
        /* one step on: the table plays it, at the game's speed */
        if (!game_idle(r->g))
            settle(r->g);
        if (session_submit(r->g->s, r->cmds[r->pos]) == REJ_OK) {
            r->pos = pos;
            return;
        }
    }
    char err[APP_MSG_LEN];
    Uint64 t0 = SDL_GetPerformanceCounter();
    game_t *g = build_table(a, r, h, pos, NULL, r->viewer, err, sizeof err);
    if (getenv("FELT_DEBUG"))
        SDL_Log("review: hand %d, %d of %d commands replayed onto the table in %.1f ms", r->hands[h].hand_no, pos,
                r->n_cmds, (double)(SDL_GetPerformanceCounter() - t0) * 1000.0 / (double)SDL_GetPerformanceFrequency());
    if (!g) {
        app_notice(a, _("This moment cannot be shown"), "%s", err);
        return;
    }
    if (r->g)
        game_destroy(r->g);
    r->g = g;
    r->h = h;
    r->pos = pos;
}

static int open_log(app_t *a, review_t *r, app_screen_t back)
{
    char err[APP_MSG_LEN];
    Uint64 t0 = SDL_GetPerformanceCounter();
    int rc = index_hands(r, err, sizeof err);
    if (getenv("FELT_DEBUG"))
        SDL_Log("review: %d commands, %d hands indexed and their hashes checked in %.1f ms", r->n_cmds, r->n_hands,
                (double)(SDL_GetPerformanceCounter() - t0) * 1000.0 / (double)SDL_GetPerformanceFrequency());
    if (rc != 0) {
        app_notice(a, _("This tournament cannot be replayed"), "%s", err);
        drop_log(r);
        return -1;
    }
    r->back = back;
    r->h = -1;
    /* start where the log ends: the latest hand, as it stands (step back from there) */
    int h = r->n_hands - 1;
    goto_moment(a, r, h, r->hands[h].last);
    if (!r->g) {
        drop_log(r);
        return -1;
    }
    app_go(a, SCREEN_REPLAY);
    return 0;
}

int review_open(app_t *a, const char *save_path, app_screen_t back)
{
    review_t *r = review_get(a);
    if (!r) {
        app_notice(a, _("Hands cannot be reviewed"), "%s", _("out of memory"));
        return -1;
    }
    char err[APP_MSG_LEN];
    int people[ENGINE_MAX_SEATS], n = 0;
    if (!save_path) {
        game_t *g = a->game;
        if (!g) {
            app_notice(a, _("Hands cannot be reviewed"), "%s", _("No tournament is on the table."));
            return -1;
        }
        if (!g->s) {
            app_notice(a, _("Hands cannot be reviewed"), "%s",
                       _("The replayer steps through a sit-and-go; a multi-table tournament keeps no save to review."));
            return -1;
        }
        char names[ENGINE_MAX_SEATS][ENGINE_NAME_LEN];
        n = table_people(a, g, people, names);
        if (take_log(r, g->s, n, people, err, sizeof err) != 0) {
            app_notice(a, _("Hands cannot be reviewed"), "%s", err);
            return -1;
        }
        snprintf(r->source, sizeof r->source, _("This tournament (seed %llu)"), (unsigned long long)g->seed);
        return open_log(a, r, back);
    }
    /* a saved tournament: the game's own saves seat their people; a save without seating (felt-cli
     * sim) is replayed as a spectator saw it */
    session_t *s = session_load(save_path, a->bots, err, sizeof err);
    if (!s) {
        save_replay_result_t res;
        char err2[APP_MSG_LEN];
        engine_t *e = save_load(save_path, &res, NULL, NULL, err2, sizeof err2);
        if (!e) {
            app_notice(a, _("The saved tournament cannot be replayed"), "%s", err);
            return -1;
        }
        while (engine_next_event(e))
            ;
        s = session_adopt(e, NULL, err, sizeof err);
        if (!s) {
            app_notice(a, _("The saved tournament cannot be replayed"), "%s", err);
            return -1;
        }
    } else {
        view_t v;
        session_view(s, -1, &v);
        for (int k = 0; k < v.n_seats; k++)
            if (session_seat_kind(s, k) == SESSION_SEAT_PERSON)
                people[n++] = k;
    }
    int rc = take_log(r, s, n, people, err, sizeof err);
    snprintf(r->source, sizeof r->source, _("Saved tournament (seed %llu)"), (unsigned long long)session_seed(s));
    session_destroy(s);
    if (rc != 0) {
        app_notice(a, _("The saved tournament cannot be replayed"), "%s", err);
        return -1;
    }
    return open_log(a, r, back);
}

/* "Play on from here": a new practice game from this moment, the person in the same seat and
 * bots in the others, saved under its own name. */
static void play_on(app_t *a, review_t *r)
{
    if (r->person < 0)
        return;
    session_config_t sc;
    session_config_init(&sc, NULL, a->bots, a->wall_ms);
    session_seat_kind_t kind[ENGINE_MAX_SEATS];
    char bot[ENGINE_MAX_SEATS][BOT_LABEL_LEN];
    for (int k = 0; k < ENGINE_MAX_SEATS; k++) {
        kind[k] = r->kind[k];
        bot[k][0] = '\0';
        if (r->kind[k] == SESSION_SEAT_EMPTY || !r->cfg.seats[k].occupied)
            continue;
        if (k == r->person) {
            session_config_seat(&sc, k, SESSION_SEAT_PERSON, r->name[k], NULL, 0);
            kind[k] = SESSION_SEAT_PERSON;
            continue;
        }
        bot_spec_t spec;
        char e2[256];
        const char *want = r->kind[k] == SESSION_SEAT_BOT && r->bot[k][0] ? r->bot[k] : "tag:medium";
        if (bot_spec_parse(a->bots, want, &spec, e2, sizeof e2) != 0)
            want = "tag:medium";
        session_config_seat(&sc, k, SESSION_SEAT_BOT, r->name[k], want, 0);
        snprintf(bot[k], sizeof bot[k], "%s", want);
        kind[k] = SESSION_SEAT_BOT;
    }
    char err[APP_MSG_LEN];
    game_t *g = build_table(a, r, r->h, r->pos, &sc, r->person, err, sizeof err);
    if (!g) {
        app_notice(a, _("Cannot play on from here"), "%s", err);
        return;
    }
    bot_tags(a, g, kind, bot);
    char path[APP_PATH_LEN + 64];
    time_t t = (time_t)(a->wall_ms / 1000);
    struct tm tmv;
    gmtime_r(&t, &tmv);
    snprintf(path, sizeof path, "%spractice-%04d%02d%02d-%02d%02d%02d-hand%d.felt", a->pref_dir, tmv.tm_year + 1900,
             tmv.tm_mon + 1, tmv.tm_mday, tmv.tm_hour, tmv.tm_min, tmv.tm_sec, r->hands[r->h].hand_no);
    snprintf(g->save_path, sizeof g->save_path, "%s", a->headless ? "" : path);
    game_log(g, _("Practice from hand %d, bots in the other seats."), r->hands[r->h].hand_no);
    g->no_drive = 0;
    g->speed = settings_speed_scale(a->settings.speed);
    /* the level clock runs from now (a minute level starts afresh: the log has no clock) */
    session_set_time(g->s, a->wall_ms);
    session_pause(g->s, 0);
    /* the tournament being left is saved as it stands (its autosave, untouched otherwise) */
    if (a->game && !a->game->finished)
        game_save(a->game);
    app_end_game(a);
    a->game = g;
    game_save(g);
    drop_log(r);
    app_go(a, SCREEN_TABLE);
}

/* ---- once per fixed step ---------------------------------------------------------------------- */

void review_update(app_t *a, double dt)
{
    review_t *r = review_get(a);
    if (!r)
        return;
    if (!r->stats_loaded)
        stats_load(a, r);
    /* (headless runs count in memory only: nothing is saved; a multi-table tournament's finish is
     * counted on its own) */
    if (a->game && a->game->s && !a->game->observe)
        stats_attach(a, r, a->game);
    if (a->game && a->game->mtt)
        stats_count_mtt(a, r, a->game);
    if (a->screen == SCREEN_REPLAY && r->g) {
        game_t *g = r->g;
        g->speed = settings_speed_scale(a->settings.speed);
        game_update(g, dt, 0);
        if (r->playing && game_idle(g)) {
            if (r->play_next <= 0)
                r->play_next = g->clock + 0.7;
            if (g->clock >= r->play_next) {
                r->play_next = 0;
                if (r->pos < r->hands[r->h].last)
                    goto_moment(a, r, r->h, r->pos + 1);
                else
                    r->playing = 0;
            }
        }
    }
}

/* ---- the replayer screen ---------------------------------------------------------------------- */

static void hand_list(app_t *a, review_t *r)
{
    gfx_t *G = a->g;
    ui_t *u = &a->ui;
    float x0, y0, x1, y1;
    gfx_logical_bounds(G, &x0, &y0, &x1, &y1);
    ui_set_modal(u, 1);
    ui_layer(u, 1);
    gfx_fill_rect(G, x0, y0, x1 - x0, y1 - y0, C_SCRIM);
    const layout_rect_t L = layout_at("replay.list");
    const float px = L.x, py = L.y, pw = L.w, ph = L.h, row = 31;
    const int rows = 17;
    gfx_shadow(G, px, py, pw, ph, 16, 26, pal_alpha(C_SHADOW, 0xb0));
    gfx_panel(G, px, py, pw, ph);
    char t[96];
    snprintf(t, sizeof t, _("Hands  (%d)"), r->n_hands);
    gfx_text(G, t, px + 28, py + 32, 24, GFX_FONT_BOLD, C_TEXT, GFX_LEFT | GFX_MIDDLE);
    gfx_text(G, _("Up/Down, Enter"), px + pw - 28, py + 32, 13, GFX_FONT_REGULAR, C_DIM, GFX_RIGHT | GFX_MIDDLE);
    int move = -u->wheel * 3;
    if (ui_key(u, SDLK_UP))
        move--;
    if (ui_key(u, SDLK_DOWN))
        move++;
    if (ui_key(u, SDLK_PAGEUP))
        move -= rows;
    if (ui_key(u, SDLK_PAGEDOWN))
        move += rows;
    if (ui_key(u, SDLK_HOME))
        move = -r->n_hands;
    if (ui_key(u, SDLK_END))
        move = r->n_hands;
    r->list_sel += move;
    if (r->list_sel < 0)
        r->list_sel = 0;
    if (r->list_sel >= r->n_hands)
        r->list_sel = r->n_hands - 1;
    if (r->list_sel < r->list_top)
        r->list_top = r->list_sel;
    if (r->list_sel >= r->list_top + rows)
        r->list_top = r->list_sel - rows + 1;
    int pick = -1;
    for (int i = 0; i < rows && r->list_top + i < r->n_hands; i++) {
        int k = r->list_top + i;
        const layout_rect_t R = layout_row("replay.list_row", i, row);
        const float y = R.y;
        const hand_rec_t *hr = &r->hands[k];
        if (k == r->list_sel)
            gfx_fill_rounded(G, R.x, y, R.w, R.h, 6, pal_alpha(C_GOLD, 0x40));
        else if (i % 2 == 0)
            gfx_fill_rounded(G, R.x, y, R.w, R.h, 6, C_HIGHLIGHT);
        gfx_text_fit(G, hr->summary, R.x + 14, y + R.h / 2, R.w - 70, 15,
                     k == r->h ? GFX_FONT_BOLD : GFX_FONT_REGULAR, k == r->h ? C_GOLD : C_TEXT, GFX_LEFT | GFX_MIDDLE);
        if (hr->showdown)
            gfx_text(G, _("shown"), R.x + R.w - 14, y + R.h / 2, 12, GFX_FONT_REGULAR, C_DIM, GFX_RIGHT | GFX_MIDDLE);
        if (u->mouse_pressed && ui_mouse_in(u, R.x, y, R.w, R.h))
            pick = k;
    }
    if (r->n_hands > rows) {
        const float top = layout_at("replay.list_row").y, span = ph - 150;
        float th = span * rows / (float)r->n_hands, ty = top + (span - th) * r->list_top / (float)(r->n_hands - rows);
        gfx_fill_rounded(G, px + pw - 14, ty, 5, th, 2.5f, pal_alpha(C_TEXT, 0x50));
    }
    if (ui_key(u, SDLK_RETURN) || ui_key(u, SDLK_KP_ENTER))
        pick = r->list_sel;
    int close = ui_id("replay.list_close", 0);
    ui_focus(u, close); /* the keys belong to the list; nothing below it keeps the focus */
    const layout_rect_t C = layout_at("replay.list_close");
    ui_name(u, "replay.list_close");
    if (ui_button(u, close, C.x, C.y, C.w, C.h, _("Close"), "Esc", 0, NULL) || ui_key(u, SDLK_ESCAPE) ||
        ui_key(u, SDLK_l))
        r->list_open = 0;
    if (pick >= 0) {
        r->list_open = 0;
        r->playing = 0;
        goto_moment(a, r, pick, r->hands[pick].first);
    }
    ui_layer(u, 0);
    ui_set_modal(u, 0);
}

static void replay_log(app_t *a, const game_t *g, float x, float y, float w, float h)
{
    gfx_t *G = a->g;
    gfx_panel(G, x, y, w, h);
    gfx_clip(G, x + 8, y + 6, w - 16, h - 12);
    const float lh = 16.5f;
    int lines = (int)((h - 16) / lh);
    int first = g->log_count > lines ? g->log_count - lines : 0;
    for (int i = first; i < g->log_count; i++)
        gfx_text_fit(G, g->log[i], x + 12, y + 9 + (i - first) * lh, w - 24, 13, GFX_FONT_REGULAR,
                     i == g->log_count - 1 ? C_TEXT : C_DIM, GFX_LEFT | GFX_TOP);
    gfx_unclip(G);
}

void screen_replay(app_t *a)
{
    review_t *r = a->review;
    if (!r || !r->g || r->n_hands == 0) {
        app_go(a, SCREEN_START);
        return;
    }
    gfx_t *G = a->g;
    ui_t *u = &a->ui;
    table_draw_scene(a, r->g, TABLE_DRAW_PANELS | TABLE_DRAW_MARKERS | TABLE_DRAW_LEDGER);
    const hand_rec_t *hr = &r->hands[r->h];
    const layout_rect_t lg = layout_at("replay.log"), ctl = layout_at("replay.controls");
    replay_log(a, r->g, lg.x, lg.y, lg.w, lg.h);

    /* the controls, bottom right */
    const float cx = ctl.x, cy = ctl.y, cw = ctl.w, ch = ctl.h;
    gfx_panel(G, cx, cy, cw, ch);
    char line[160];
    snprintf(line, sizeof line, _("Hand %d"), hr->hand_no);
    float tw = gfx_text(G, line, cx + 14, cy + 18, 17, GFX_FONT_BOLD, C_GOLD, GFX_LEFT | GFX_MIDDLE);
    int steps = hr->last - hr->first + 1, step = r->pos - hr->first + 1;
    snprintf(line, sizeof line, hr->over ? _("step %d of %d") : _("step %d of %d  (being played)"), step, steps);
    float sw = gfx_text(G, line, cx + cw - 14, cy + 18, 14, GFX_FONT_REGULAR, C_TEXT, GFX_RIGHT | GFX_MIDDLE);
    /* whose view, and which tournament when it fits whole (a cut "This tournament (se..." told
     * nothing); the whole line is the area's tooltip */
    const char *view_words = r->viewer >= 0 ? _("your view") : _("hole cards as shown");
    const float room = cw - 28 - tw - 10 - sw - 12;
    snprintf(line, sizeof line, "%s \xc2\xb7 %s", view_words, r->source);
    const layout_rect_t tip = layout_at("replay.source_tip");
    ui_tip_area(u, ui_id("replay.source_tip", 0), tip.x + 10 + tw, tip.y, room, tip.h, line);
    if (gfx_text_width(G, line, 12, GFX_FONT_REGULAR) > room)
        snprintf(line, sizeof line, "%s", view_words);
    gfx_text_fit(G, line, cx + 24 + tw, cy + 19, room, 12, GFX_FONT_REGULAR, C_DIM, GFX_LEFT | GFX_MIDDLE);
    const layout_rect_t b_deal = layout_at("replay.deal"), b_back = layout_at("replay.back"),
                        b_next = layout_at("replay.next"), b_end = layout_at("replay.end"),
                        b_hands = layout_at("replay.hands"), b_play = layout_at("replay.play_on"),
                        b_close = layout_at("replay.close");
    int list_open_before = r->list_open;
    int target = -1, hand_to = -1;
    /* nothing is focused at first: Space plays the hand on, Tab reaches every button */
    ui_name(u, "replay.deal");
    if (ui_button(u, ui_id("replay.deal", 0), b_deal.x, b_deal.y, b_deal.w, b_deal.h, _("\xe2\x97\x80\xe2\x97\x80 Deal"), NULL, r->pos > hr->first ? 0 : UI_DISABLED,
                  _("The deal of this hand (Home)")) ||
        (!list_open_before && ui_key(u, SDLK_HOME)))
        target = hr->first;
    ui_name(u, "replay.back");
    if (ui_button(u, ui_id("replay.back", 0), b_back.x, b_back.y, b_back.w, b_back.h, _("\xe2\x97\x80 Back"), NULL,
                  r->pos > hr->first ? 0 : UI_DISABLED, _("One step back (Left)")) ||
        (!list_open_before && ui_key(u, SDLK_LEFT)))
        target = r->pos - 1;
    ui_name(u, "replay.next");
    if (ui_button(u, ui_id("replay.next", 0), b_next.x, b_next.y, b_next.w, b_next.h, _("Next \xe2\x96\xb6"), NULL,
                  r->pos < hr->last ? UI_PRIMARY : UI_DISABLED, _("One step on (Right); Space plays the hand on")) ||
        (!list_open_before && ui_key(u, SDLK_RIGHT)))
        target = r->pos + 1;
    ui_name(u, "replay.end");
    if (ui_button(u, ui_id("replay.end", 0), b_end.x, b_end.y, b_end.w, b_end.h, _("End \xe2\x96\xb6\xe2\x96\xb6"), NULL,
                  r->pos < hr->last ? 0 : UI_DISABLED, _("How this hand ended (End)")) ||
        (!list_open_before && ui_key(u, SDLK_END)))
        target = hr->last;
    ui_name(u, "replay.hands");
    if (ui_button(u, ui_id("replay.hands", 0), b_hands.x, b_hands.y, b_hands.w, b_hands.h, _("Hands\xe2\x80\xa6"), "L", 0,
                  _("Every hand of the tournament: pick one (Up/Down and PgUp/PgDn step hand by hand)")) ||
        (!list_open_before && ui_key(u, SDLK_l))) {
        r->list_open = 1;
        r->list_sel = r->h;
        r->playing = 0;
    }
    int out = r->person >= 0 && (r->g->shown.seats[r->person].eliminated || r->g->shown.finished);
    int can = r->person >= 0 && !out;
    const char *why = can ? _("A new practice game from this moment: you in your seat, bots in the others, saved "
                              "under its own name")
                      : out ? _("You are out of the tournament at this moment: step back to a hand you played")
                            : _("Nobody's seat to take: this tournament had no person at the table");
    ui_name(u, "replay.play_on");
    if (ui_button(u, ui_id("replay.play_on", 0), b_play.x, b_play.y, b_play.w, b_play.h, _("Play on from here"), "P", can ? 0 : UI_DISABLED, why) ||
        (!list_open_before && can && ui_key(u, SDLK_p))) {
        play_on(a, r);
        return;
    }
    ui_name(u, "replay.close");
    if (ui_button(u, ui_id("replay.close", 0), b_close.x, b_close.y, b_close.w, b_close.h, _("Close"), "Esc", 0, NULL) ||
        (!list_open_before && ui_key(u, SDLK_ESCAPE))) {
        app_go(a, r->back == SCREEN_REPLAY ? SCREEN_START : r->back);
        if (a->screen == SCREEN_TABLE && a->game) {
            /* the table's level clock runs on from now: the time spent reviewing does not count */
            session_set_time(a->game->s, a->wall_ms);
            session_pause(a->game->s, 0);
        }
        drop_log(r);
        ui_focus(u, 0);
        return;
    }
    if (!list_open_before) {
        if (ui_key(u, SDLK_UP) || ui_key(u, SDLK_PAGEUP))
            hand_to = r->h - 1;
        if (ui_key(u, SDLK_DOWN) || ui_key(u, SDLK_PAGEDOWN))
            hand_to = r->h + 1;
        if (ui_key(u, SDLK_SPACE)) {
            r->playing = !r->playing;
            r->play_next = 0;
            if (r->playing && r->pos >= hr->last && r->h + 1 < r->n_hands)
                hand_to = r->h + 1;
        }
    }
    if (hand_to >= 0 && hand_to < r->n_hands && hand_to != r->h)
        goto_moment(a, r, hand_to, r->hands[hand_to].first);
    else if (target >= 0) {
        r->playing = 0;
        goto_moment(a, r, r->h, target);
    }
    if (r->list_open && list_open_before)
        hand_list(a, r);
    else if (r->list_open)
        hand_list(a, r); /* opened this frame: drawn at once, its keys from the next frame */
}

/* ---- the statistics screen -------------------------------------------------------------------- */

static void dimmed(app_t *a)
{
    float x0, y0, x1, y1;
    gfx_background(a->g);
    gfx_table(a->g, "");
    gfx_logical_bounds(a->g, &x0, &y0, &x1, &y1);
    gfx_fill_rect(a->g, x0, y0, x1 - x0, y1 - y0, C_DIMMED);
}

static void pct(double f, char *buf, size_t len)
{
    if (f < 0)
        snprintf(buf, len, "\xe2\x80\x94");
    else
        app_percent(f * 100.0, 1, buf, len);
}

static void money(const char *currency, int64_t cents, char *buf, size_t len)
{
    structure_t st;
    memset(&st, 0, sizeof st);
    snprintf(st.currency, sizeof st.currency, "%s", currency);
    app_money(&st, cents, buf, len);
}

static void date_text(int64_t t, char *buf, size_t len, const char *fmt)
{
    time_t tt = (time_t)t;
    struct tm tmv;
    localtime_r(&tt, &tmv);
    strftime(buf, len, fmt, &tmv);
}

/* Finishes over time: place against tournament, first place at the top. */
static void finish_chart(app_t *a, const stats_person_t *p, float x, float y, float w, float h)
{
    gfx_t *G = a->g;
    gfx_text(G, _("Finishes over time"), x, y - 26, 16, GFX_FONT_BOLD, C_TEXT, GFX_LEFT | GFX_MIDDLE);
    int maxe = 2;
    for (int i = 0; i < p->n_finishes; i++)
        if (p->finishes[i].entrants > maxe)
            maxe = p->finishes[i].entrants;
    const float ax = x + 44, ay = y, aw = w - 56, ah = h - 40;
    gfx_fill_rounded(G, ax, ay, aw, ah, 6, pal_alpha(C_SCRIM, 0x40));
    /* rows for places; labels on the left */
    for (int pl = 1; pl <= maxe; pl++) {
        float py = ay + 12 + (ah - 24) * (float)(pl - 1) / (float)(maxe - 1);
        gfx_line(G, ax + 6, py, ax + aw - 6, py, 1.0f, pl == 1 ? pal_alpha(C_GOLD, 0x40) : pal_alpha(C_HIGHLIGHT, 0x14));
        if (maxe <= 6 || pl == 1 || pl == maxe || pl % 2 == 1) {
            char lab[16];
            app_place_text(pl, lab, sizeof lab);
            gfx_text(G, lab, ax - 8, py, 12, GFX_FONT_REGULAR, pl == 1 ? C_GOLD : C_DIM, GFX_RIGHT | GFX_MIDDLE);
        }
    }
    int n = p->n_finishes;
    if (n == 0) {
        gfx_text(G, _("No finishes yet"), ax + aw / 2, ay + ah / 2, 15, GFX_FONT_REGULAR, C_DIM, GFX_CENTER | GFX_MIDDLE);
        return;
    }
    float px[STATS_MAX_FINISHES], py[STATS_MAX_FINISHES];
    for (int i = 0; i < n; i++) {
        const stats_finish_t *f = &p->finishes[i];
        px[i] = n == 1 ? ax + aw / 2 : ax + 18 + (aw - 36) * (float)i / (float)(n - 1);
        py[i] = ay + 12 + (ah - 24) * (float)(f->place - 1) / (float)(maxe - 1);
    }
    for (int i = 1; i < n; i++)
        gfx_line(G, px[i - 1], py[i - 1], px[i], py[i], 2.0f, pal_alpha(C_TEXT, 0x80));
    float rad = n > 60 ? 3.0f : 5.0f;
    for (int i = 0; i < n; i++) {
        const stats_finish_t *f = &p->finishes[i];
        uint32_t col = f->place == 1 ? C_GOLD : f->prize > 0 ? C_PRIZE : C_CHART_POINT;
        gfx_fill_ellipse(G, px[i], py[i], rad + 1.5f, rad + 1.5f, C_CHART_OUTLINE);
        gfx_fill_ellipse(G, px[i], py[i], rad, rad, col);
    }
    /* dates under the first, middle and last tournaments */
    char d[32];
    int marks[3] = {0, n / 2, n - 1};
    float last_x = -1000;
    for (int k = 0; k < 3; k++) {
        int i = marks[k];
        if (k > 0 && i == marks[k - 1])
            continue;
        date_text(p->finishes[i].date, d, sizeof d, app_date_format(0));
        float dw = gfx_text_width(G, d, 12, GFX_FONT_REGULAR);
        float tx = px[i];
        if (tx - dw / 2 < ax)
            tx = ax + dw / 2;
        if (tx + dw / 2 > ax + aw)
            tx = ax + aw - dw / 2;
        if (tx - dw / 2 < last_x + 10)
            continue;
        gfx_line(G, px[i], ay + ah, px[i], ay + ah + 5, 1.0f, C_DIM);
        gfx_text(G, d, tx, ay + ah + 8, 12, GFX_FONT_REGULAR, C_DIM, GFX_CENTER | GFX_TOP);
        last_x = tx + dw / 2;
    }
    gfx_text(G, _("tournaments, oldest first"), ax + aw, ay + ah + 28, 12, GFX_FONT_REGULAR, C_DIM, GFX_RIGHT | GFX_TOP);
    /* legend */
    float lx = ax, ly = ay + ah + 35;
    gfx_fill_ellipse(G, lx + 5, ly, 4, 4, C_GOLD);
    lx += gfx_text(G, _("won"), lx + 14, ly, 12, GFX_FONT_REGULAR, C_DIM, GFX_LEFT | GFX_MIDDLE) + 28;
    gfx_fill_ellipse(G, lx + 5, ly, 4, 4, C_PRIZE);
    lx += gfx_text(G, _("in the money"), lx + 14, ly, 12, GFX_FONT_REGULAR, C_DIM, GFX_LEFT | GFX_MIDDLE) + 28;
    gfx_fill_ellipse(G, lx + 5, ly, 4, 4, C_CHART_POINT);
    gfx_text(G, _("out of the money"), lx + 14, ly, 12, GFX_FONT_REGULAR, C_DIM, GFX_LEFT | GFX_MIDDLE);
}

/* The multi-table page: by field size, the entries, in the money, the average and best finish,
 * the wins and the prizes, and all of them together. */
static void stats_mtt_page(app_t *a, const stats_person_t *p)
{
    gfx_t *G = a->g;
    const layout_rect_t T = layout_at("stats.mtt_table");
    const float x = T.x, w = T.w, y0 = T.y, rh = 46;
    /* the columns' right edges (the field's left edge) */
    const float col[7] = {x + 16, x + 390, x + 560, x + 730, x + 840, x + 940, x + w - 16};
    static const char *const head[7] = {N_("Field"), N_("Entries"), N_("In the money"), N_("Average finish"),
                                        N_("Best"), N_("Wins"), N_("Prizes")};
    for (int c = 0; c < 7; c++)
        gfx_text_squeeze(G, _(head[c]), col[c], y0, c ? col[c] - col[c - 1] - 16 : 200, 14, 10, GFX_FONT_BOLD, C_DIM,
                         (c ? GFX_RIGHT : GFX_LEFT) | GFX_MIDDLE);
    static const char *const field[4] = {N_("10 to 99 players"), N_("100 to 999 players"), N_("1,000 players or more"),
                                         N_("Every field")};
    const char *cur = p->n_finishes ? p->finishes[p->n_finishes - 1].currency : "USD";
    for (int b = 0; b < 4; b++) {
        stats_mtt_t m;
        double itm, avg;
        stats_mtt_figures(p, b < 3 ? b : -1, &m, &itm, &avg);
        float y = y0 + 22 + b * rh + (b == 3 ? 14 : 0);
        if (b == 3)
            gfx_line(G, x, y - 7, x + w, y - 7, 1.0f, pal_alpha(C_HIGHLIGHT, 0x20));
        if (b % 2 == 0)
            gfx_fill_rounded(G, x, y, w, rh - 6, 6, pal_alpha(C_HIGHLIGHT, 0x0a));
        unsigned cut0 = 0, sq0 = 0;
        gfx_text_counts(G, &cut0, &sq0);
        char v[7][64];
        snprintf(v[0], sizeof v[0], "%s", _(field[b]));
        snprintf(v[1], sizeof v[1], "%d", m.entries);
        if (m.entries) {
            char pc[32];
            pct(itm, pc, sizeof pc);
            snprintf(v[2], sizeof v[2], "%d  (%s)", m.cashes, pc);
            app_decimal(avg, 1, v[3], sizeof v[3]);
            app_place_text(m.best, v[4], sizeof v[4]);
            snprintf(v[5], sizeof v[5], "%d", m.wins);
            money(cur, m.prizes, v[6], sizeof v[6]);
        } else {
            for (int c = 2; c < 7; c++)
                snprintf(v[c], sizeof v[c], "\xe2\x80\x94");
        }
        const float cy = y + (rh - 6) / 2;
        for (int c = 0; c < 7; c++)
            gfx_text_squeeze(G, v[c], col[c], cy, c ? col[c] - col[c - 1] - 16 : 340, 17, 11,
                             c == 0 || b == 3 ? GFX_FONT_BOLD : GFX_FONT_REGULAR,
                             c == 6 && m.prizes > 0 ? C_PRIZE : c == 5 && m.wins > 0 ? C_GOLD : C_TEXT,
                             (c ? GFX_RIGHT : GFX_LEFT) | GFX_MIDDLE);
        char label[200];
        snprintf(label, sizeof label, "%s | %s | %s | %s | %s | %s | %s", v[0], v[1], v[2], v[3], v[4], v[5], v[6]);
        unsigned cut = 0, sq = 0;
        gfx_text_counts(G, &cut, &sq);
        ui_mark(&a->ui, "stats.mtt_row", x, y, w, rh - 6, label);
        ui_mark_cut(&a->ui, cut != cut0);
    }
    gfx_text_wrap(G,
                  _("Multi-table tournaments are counted apart from the sit-and-gos: a finish among a thousand is "
                    "not a finish at a table of six. The average finish is the mean place; in the money, the "
                    "finishes that paid."),
                  x, y0 + 22 + 4 * rh + 40, w, 14, GFX_FONT_REGULAR, C_DIM, 4);
}

void review_open_stats(app_t *a, app_screen_t back)
{
    review_t *r = review_get(a);
    if (!r)
        return;
    if (!r->stats_loaded)
        stats_load(a, r);
    r->stats_back = back;
    /* the person at the table (or the last one set up) first */
    const char *want = a->setup.name;
    for (int i = 0; i < r->db->n_people; i++)
        if (!strcmp(r->db->people[i].name, want))
            r->pick = i;
    app_go(a, SCREEN_STATS);
}

void screen_stats(app_t *a)
{
    review_t *r = review_get(a);
    gfx_t *G = a->g;
    ui_t *u = &a->ui;
    dimmed(a);
    if (!r) {
        app_go(a, SCREEN_START);
        return;
    }
    const layout_rect_t P = layout_at("stats.panel"), title = layout_at("stats.title");
    gfx_shadow(G, P.x, P.y, P.w, P.h, 16, 26, C_SHADOW);
    gfx_panel(G, P.x, P.y, P.w, P.h);
    gfx_text(G, _("Statistics"), title.x, title.y + title.h / 2, 30, GFX_FONT_BOLD, C_TEXT, GFX_LEFT | GFX_MIDDLE);
    stats_db_t *db = r->db;
    if (r->pick >= db->n_people)
        r->pick = 0;
    int back = 0;
    int first = ui_id("stats.first", 0);
    if (db->n_people > 0) {
        const char *names[STATS_MAX_PEOPLE];
        for (int i = 0; i < db->n_people; i++)
            names[i] = db->people[i].name;
        const layout_rect_t pr = layout_at("stats.person");
        gfx_text(G, _("Person"), pr.x - 12, pr.y + pr.h / 2, 14, GFX_FONT_REGULAR, C_DIM, GFX_RIGHT | GFX_MIDDLE);
        if (u->focus == 0 && u->keyboard_mode)
            ui_focus(u, first);
        ui_choice(u, first, pr.x, pr.y, pr.w, pr.h, names, db->n_people, &r->pick, 0,
                  _("Whose figures: everyone who has played at this computer, by name"));
    }
    /* the sit-and-gos, or the multi-table tournaments (M) */
    static const char *const tab_label[2] = {N_("Sit-and-gos"), N_("Multi-table")};
    static const char *const tab_name[2] = {"stats.tab_sng", "stats.tab_mtt"};
    for (int i = 0; i < 2; i++) {
        const layout_rect_t tr = layout_at(tab_name[i]);
        ui_name(u, tab_name[i]);
        if (ui_tab(u, ui_id("stats.tab", i), tr.x, tr.y, tr.w, tr.h, _(tab_label[i]), NULL,
                   r->stats_tab == i, 0,
                   i ? _("Multi-table tournaments, counted apart by field size (M)")
                     : _("Single-table tournaments: finishes and how the hands were played (M)")))
            r->stats_tab = i;
    }
    if (ui_key(u, SDLK_m))
        r->stats_tab = !r->stats_tab;
    if (db->n_people == 0) {
        const layout_rect_t e = layout_at("stats.empty");
        gfx_text(G, _("No statistics yet."), e.x + e.w / 2, e.y + 12, 22, GFX_FONT_BOLD, C_TEXT,
                 GFX_CENTER | GFX_MIDDLE);
        gfx_text(G, _("Play a tournament: each person's hands and finishes are counted here."), e.x + e.w / 2,
                 e.y + 48, 16, GFX_FONT_REGULAR, C_DIM, GFX_CENTER | GFX_MIDDLE);
    } else if (r->stats_tab == 1) {
        stats_mtt_page(a, &db->people[r->pick]);
    } else {
        const stats_person_t *p = &db->people[r->pick];
        stats_figures_t f;
        stats_person_figures(p, &f);
        const char *cur = p->n_finishes ? p->finishes[p->n_finishes - 1].currency : "USD";
        int mixed = 0;
        for (int i = 0; i < p->n_finishes; i++)
            mixed |= strcmp(p->finishes[i].currency, cur) != 0;
        char v[14][48], c[32];
        snprintf(v[0], sizeof v[0], "%d", p->tournaments);
        snprintf(v[1], sizeof v[1], "%d", p->wins);
        snprintf(v[2], sizeof v[2], "%d", p->cashes);
        if (f.itm >= 0)
            snprintf(v[2] + strlen(v[2]), sizeof v[2] - strlen(v[2]), "  (%.0f%%)", f.itm * 100.0);
        if (mixed)
            snprintf(v[3], sizeof v[3], _("%s (mixed currencies)"), app_chips(p->prizes / 100, c, sizeof c));
        else
            money(cur, p->prizes, v[3], sizeof v[3]);
        if (f.avg_place >= 0)
            app_decimal(f.avg_place, 1, v[4], sizeof v[4]);
        else
            snprintf(v[4], sizeof v[4], "\xe2\x80\x94");
        app_chips(p->hands, v[5], sizeof v[5]);
        pct(f.vpip, v[6], sizeof v[6]);
        pct(f.pfr, v[7], sizeof v[7]);
        if (f.af >= 0)
            app_decimal(f.af, 2, v[8], sizeof v[8]);
        else if (p->aggressive > 0)
            snprintf(v[8], sizeof v[8], "%s", _("\xe2\x88\x9e (never called)"));
        else
            snprintf(v[8], sizeof v[8], "\xe2\x80\x94");
        pct(f.wtsd, v[9], sizeof v[9]);
        pct(f.wsd, v[10], sizeof v[10]);
        app_chips(p->biggest_pot, v[11], sizeof v[11]);
        static const char *const labels[12] = {N_("Tournaments played"), N_("Won"), N_("In the money"), N_("Prizes"),
                                               N_("Average finish"), N_("Hands"), N_("VPIP"), N_("PFR"),
                                               N_("Aggression factor"), N_("Went to showdown (WTSD)"),
                                               N_("Won at showdown (W$SD)"), N_("Biggest pot won")};
        static const char *const tips[12] = {
            NULL, NULL, NULL, NULL, NULL, N_("Hands dealt to this person"),
            N_("Voluntarily put chips in before the flop: called, bet or raised (blinds do not count)"),
            N_("Bet or raised before the flop"), N_("Bets and raises over calls, flop to river"),
            N_("Of the hands that saw the flop, how many reached a showdown"),
            N_("Of the showdowns reached, how many won chips"), N_("Most chips won in one hand")};
        const layout_rect_t fr = layout_at("stats.figures");
        const float x = fr.x, y = fr.y, w = fr.w;
        for (int i = 0; i < 12; i++) {
            float ry = y + i * 34 + (i >= 5 ? 14 : 0);
            if (i == 5)
                gfx_line(G, x, ry - 10, x + w, ry - 10, 1.0f, pal_alpha(C_HIGHLIGHT, 0x20));
            if (i % 2 == 0)
                gfx_fill_rounded(G, x - 8, ry - 4, w + 16, 30, 6, pal_alpha(C_HIGHLIGHT, 0x0a));
            gfx_text_fit(G, _(labels[i]), x, ry + 11, w - 196, 16, GFX_FONT_REGULAR, C_DIM, GFX_LEFT | GFX_MIDDLE);
            gfx_text_fit(G, v[i], x + w, ry + 11, 190, 17, GFX_FONT_BOLD, i == 1 && p->wins ? C_GOLD : C_TEXT,
                         GFX_RIGHT | GFX_MIDDLE);
            if (tips[i])
                ui_tip_area(u, ui_id("stats.figure_tip", i), x - 8, ry - 4, w + 16, 30, _(tips[i]));
        }
        /* the chart and the latest finishes, right */
        const layout_rect_t ch = layout_at("stats.chart"), lr = layout_at("stats.latest");
        const float chx = lr.x, chw = lr.w;
        finish_chart(a, p, ch.x, ch.y, ch.w, ch.h);
        float ly = lr.y;
        gfx_text(G, _("Latest finishes"), chx, ly, 16, GFX_FONT_BOLD, C_TEXT, GFX_LEFT | GFX_MIDDLE);
        ly += 20;
        for (int i = p->n_finishes - 1, k = 0; i >= 0 && k < 4; i--, k++) {
            const stats_finish_t *fi = &p->finishes[i];
            char d[32], m[48], line[160], pl[16];
            date_text(fi->date, d, sizeof d, app_date_format(1));
            if (fi->prize > 0)
                money(fi->currency, fi->prize, m, sizeof m);
            else
                snprintf(m, sizeof m, "%s", _("no prize"));
            /* TRANSLATORS: date, "3rd of 6", the prize, the hands played, the seed */
            snprintf(line, sizeof line, _("%s   %s of %d   %s   %d hands   seed %llu"), d,
                     app_place_text(fi->place, pl, sizeof pl), fi->entrants, m, fi->hands,
                     (unsigned long long)fi->seed);
            gfx_text_fit(G, line, chx, ly + k * 22, chw, 14, GFX_FONT_REGULAR, fi->place == 1 ? C_GOLD : C_TEXT,
                         GFX_LEFT | GFX_TOP);
        }
    }
    /* the buttons */
    char save[APP_PATH_LEN];
    snprintf(save, sizeof save, "%s", a->save_path);
    struct stat sb;
    int have_save = stat(save, &sb) == 0;
    const layout_rect_t rs = layout_at("stats.review_saved"), bk = layout_at("stats.back");
    if (ui_button(u, ui_id("stats.review_saved", 0), rs.x, rs.y, rs.w, rs.h, _("Review saved tournament"), "R",
                  have_save ? 0 : UI_DISABLED,
                  have_save ? _("Step through the hands of the autosave (the tournament Continue resumes, or the "
                                "last one played)")
                            : _("No saved tournament")) ||
        (have_save && ui_key(u, SDLK_r))) {
        review_open(a, a->save_path, SCREEN_STATS);
        return;
    }
    if (ui_button(u, ui_id("stats.back", 0), bk.x, bk.y, bk.w, bk.h, _("Back"), "Esc", UI_PRIMARY, NULL) ||
        ui_key(u, SDLK_ESCAPE))
        back = 1;
    if (r->stats_path[0]) {
        /* where the figures are kept, the home folder written as ~ */
        const char *home = getenv("HOME");
        size_t hl = home ? strlen(home) : 0;
        char shown[APP_PATH_LEN + 32];
        if (hl > 1 && !strncmp(r->stats_path, home, hl) && r->stats_path[hl] == '/')
            snprintf(shown, sizeof shown, _("Kept in ~%s"), r->stats_path + hl);
        else
            snprintf(shown, sizeof shown, _("Kept in %s"), r->stats_path);
        const layout_rect_t kr = layout_at("stats.kept_in");
        gfx_text_fit(G, shown, kr.x, kr.y + kr.h / 2, kr.w, 12, GFX_FONT_REGULAR, C_DIM, GFX_LEFT | GFX_MIDDLE);
    }
    if (back) {
        app_go(a, r->stats_back == SCREEN_STATS ? SCREEN_START : r->stats_back);
    }
}
