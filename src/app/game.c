/* game.c — the tournament on the table: drives the session, turns its events into motion in
 * order (a card in flight is not yet at the seat, chips in flight are not yet in the pot), gives
 * bots a natural moment to think, autosaves after every hand and writes the hand history. The
 * model update of an event that flies lands with its effect; nothing is drawn from the engine. */
#include "app/game.h"
#include "app/game_mtt_show.h"

#include "app/format.h"
#include "app/i18n.h"
#include "app/planner.h"
#include "app/results.h"
#include "app/table_ui.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "engine/card.h"
#include "engine/keep.h"
#include "render/layout.h"
#include "render/tablegfx.h"
#include "render/sfx.h"

/* Every motion's duration and pause: motion.c */
#define T MOTION_TIMINGS

void game_handoff_done(game_t *g)
{
    if (g->handoff < 0)
        return;
    g->owner = g->handoff;
    g->handoff = -1;
    g->hero = g->people[g->owner].seat;
    game_refresh_private(g);
}

/* The person has acted: in hot-seat the screen is nobody's until the next hand-off. */
static void screen_released(game_t *g)
{
    if (g->n_people > 1 && game_hotseat(g)) {
        g->owner = -1;
        game_refresh_private(g);
    }
}

int game_person_leave(game_t *g, int person, const char *bot_spec, char *err, size_t errlen)
{
    if (person < 0 || person >= g->n_people) {
        snprintf(err, errlen, "no such person");
        return -1;
    }
    game_person_t *p = &g->people[person];
    if (g->mtt ? g->mtt_ops->leave(g, err, errlen) != 0 : session_set_bot(g->s, p->seat, bot_spec, err, errlen) != 0)
        return -1;
    p->left = 1;
    char name[sizeof p->name];
    memcpy(name, p->name, sizeof name); /* a copy: the target lies in the same struct */
    snprintf(g->tag[p->seat], sizeof g->tag[p->seat], _("bot plays on"));
    snprintf(g->style[p->seat], sizeof g->style[p->seat], _("%s left; the bot %s plays the seat"), name, bot_spec);
    if (g->owner == person)
        g->owner = -1;
    if (g->handoff == person)
        g->handoff = -1;
    game_refresh_private(g);
    game_log(g, _("%s leaves; a bot plays the seat from now on."), p->name);
    /* the last person still playing has the screen to themselves */
    if (!game_hotseat(g))
        for (int i = 0; i < g->n_people; i++)
            if (!g->people[i].busted && !g->people[i].left) {
                g->owner = i;
                g->hero = g->people[i].seat;
                game_refresh_private(g);
            }
    int playing = 0;
    for (int i = 0; i < g->n_people; i++)
        playing += !g->people[i].busted && !g->people[i].left;
    if (playing == 0) {
        g->hero_busted = 1; /* nobody left to play: the table runs on for the watchers */
        g->watch_choice = 1;
    }
    game_save(g);
    return 0;
}

static void run_queue(game_t *g);
static void advance_effects(game_t *g);
static void resume_settle(game_t *g);

/* ---- lifecycle ---------------------------------------------------------------------------- */

/* One whole hand to the history file, or none of it (engine/keep.h); after a failure nothing more
 * is written, so the file never has a gap followed by later hands. */
static int hh_write_whole(game_t *g, const char *text, size_t len)
{
    if (g->hh_error[0])
        return -1;
    char err[400];
    if (keep_append(fileno(g->hh_file), g->hh_path, text, len, g->playing_out ? KEEP_NO_SYNC : 0, err,
                    sizeof err) == 0)
        return 0;
    snprintf(g->hh_error, sizeof g->hh_error, _("Hand history not saved: %s; it ends with the last whole hand"), err);
    return -1;
}

static int hh_file_sink(void *ctx, const char *text, size_t len)
{
    game_t *g = ctx;
    if (!g->hh_closing)
        return hh_write_whole(g, text, len);
    /* closing: each piece waits until the next arrives; the last one may be a hand cut short */
    int rc = g->hh_held ? hh_write_whole(g, g->hh_held, g->hh_held_len) : 0;
    free(g->hh_held);
    g->hh_held = malloc(len ? len : 1);
    g->hh_held_len = g->hh_held ? len : 0;
    if (g->hh_held)
        memcpy(g->hh_held, text, len);
    return rc;
}

/* The PokerStars tournament summary, written when the tournament is won: beside the history,
 * its name ending "-summary.txt" instead of ".txt". */
static int hh_summary_sink(void *ctx, const char *text, size_t len)
{
    const game_t *g = ctx;
    size_t n = strlen(g->hh_path);
    char path[sizeof g->hh_path + 16];
    snprintf(path, sizeof path, "%.*s-summary.txt", (int)(n > 4 ? n - 4 : n), g->hh_path);
    char err[400];
    return keep_write(path, text, len, 0, err, sizeof err); /* whole, or not at all (engine/keep.h) */
}

int game_watch_screens(game_t *g)
{
    return table_notes_watch(g) != 0 || results_watch(g) != 0 ? -1 : 0;
}

game_t *game_create(session_t *s, int hero, const char *save_path, const char *hh_path,
                    const char *structure_path, char *err, size_t errlen)
{
    game_t *g = calloc(1, sizeof *g);
    if (!g) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    g->s = s;
    view_t v;
    session_view(s, -1, &v);
    game_init(g, v.n_seats, session_seed(s), hero, structure_path);
    if (game_watch_screens(g) != 0) {
        snprintf(err, errlen, "out of memory");
        game_unwatch(g);
        free(g);
        return NULL;
    }
    snprintf(g->save_path, sizeof g->save_path, "%s", save_path ? save_path : "");
    snprintf(g->hh_path, sizeof g->hh_path, "%s", hh_path ? hh_path : "");
    for (int i = 0; i < g->n_seats; i++)
        snprintf(g->shown.seats[i].name, sizeof g->shown.seats[i].name, "%s", v.seats[i].name);
    for (int i = 0; i < g->n_seats; i++) {
        if (session_seat_kind(s, i) != SESSION_SEAT_PERSON)
            continue;
        game_person_t *p = &g->people[g->n_people];
        p->seat = i;
        snprintf(p->name, sizeof p->name, "%s", v.seats[i].name);
        p->colour = session_seat_colour(s, i) ? session_seat_colour(s, i) : game_person_colour(g->n_people);
        p->sub = -1;
        p->hand_no = -1;
        p->hole[0] = p->hole[1] = CARD_NONE;
        g->n_people++;
    }
    /* Solo: the table follows the person's own view. Hot-seat: the table follows the public view
     * and each person's cards come only through their own subscription. */
    int hot = g->n_people > 1;
    if (hot) {
        g->sub = session_subscribe(s, SESSION_SEE_PUBLIC);
        for (int i = 0; i < g->n_people; i++)
            g->people[i].sub = session_subscribe(s, g->people[i].seat);
        if (hero < 0 || game_person_at(g, hero) < 0)
            hero = g->people[0].seat;
        g->hero = hero;
    } else {
        g->sub = session_subscribe(s, hero >= 0 ? hero : SESSION_SEE_PUBLIC);
        g->owner = g->n_people == 1 ? 0 : -1;
    }
    int hh_see = hot ? SESSION_SEE_PUBLIC : hero >= 0 ? hero : SESSION_SEE_PUBLIC;
    g->hh_sub = -1;
    if (g->hh_path[0]) {
        FILE *f = fopen(g->hh_path, "ab");
        if (!f) {
            snprintf(err, errlen, "cannot write the hand history %s", g->hh_path);
            g->hh_path[0] = '\0';
        } else {
            hh_config_t hc;
            memset(&hc, 0, sizeof hc);
            hc.n_seats = g->n_seats;
            for (int i = 0; i < g->n_seats; i++)
                snprintf(hc.names[i], sizeof hc.names[i], "%s", v.seats[i].name);
            hc.tournament_id = engine_tournament_id(session_engine(s));
            hc.structure = session_structure(s);
            hc.hero = !hot && hero >= 0 ? hero + 1 : 0;
            /* each hand reaches the disk whole as it ends: a crash loses no finished hand */
            hc.sink = hh_file_sink;
            hc.sink_ctx = g;
            hc.summary_sink = hh_summary_sink;
            hc.summary_ctx = g;
            g->hh_file = f;
            char herr[256];
            g->hh = hh_create(&hc, herr, sizeof herr);
            if (!g->hh) {
                fclose(f);
                snprintf(err, errlen, "hand history: %s", herr);
                g->hh_path[0] = '\0';
            } else {
                g->hh_sub = session_subscribe(s, hh_see);
            }
        }
    }
    return g;
}

/* A resumed tournament is rebuilt on screen from its own history: every event the save's replay
 * made goes through the same path as in play, at instant speed and in silence, so the table,
 * the discs and their reasons, the level panel, the players panel, the orbit ledger, the results
 * so far and the hand log are exactly what a person watching would have had. Each person's
 * cards come from their own view of that history, and nobody else's. */
static void resume_table_event(void *ctx, const ev_t *ev)
{
    game_t *g = ctx;
    if (game_queue_push(g, ev) != 0) {
        resume_settle(g);
        game_queue_push(g, ev);
    }
}

static void resume_person_event(void *ctx, const ev_t *ev)
{
    game_person_t *p = ctx;
    if (ev->type == EV_HOLE_CARDS && ev->seat == p->seat && card_valid(ev->u.a.cards[0])) {
        p->hole[0] = ev->u.a.cards[0];
        p->hole[1] = ev->u.a.cards[1];
        p->hand_no = ev->hand_no;
    }
}

static void resume_settle(game_t *g)
{
    for (int guard = 0; guard < 100000 && (g->q_count > 0 || g->mo.n_fx > 0 || g->mo.n_pending > 0); guard++) {
        g->busy_until = g->clock;
        run_queue(g);
        advance_effects(g);
    }
}

/* The hand a resumed tournament stopped in: its events from its start go to the hand history
 * again, so the hand is written whole when it ends (it was held back, never written half, when
 * the game closed). Two passes over the history: where the last hand began and whether it
 * ended, then its events. */
typedef struct open_hand {
    int n, start, ended;
    game_t *g;
} open_hand_t;

static void find_open_hand(void *ctx, const ev_t *ev)
{
    open_hand_t *o = ctx;
    if (ev->type == EV_HAND_START)
        o->start = o->n, o->ended = 0;
    else if (ev->type == EV_HAND_END)
        o->ended = 1;
    o->n++;
}

static void feed_open_hand(void *ctx, const ev_t *ev)
{
    open_hand_t *o = ctx;
    /* the hands before it are in the file already: they count only for the tournament summary */
    if (o->start < 0 || o->n++ < o->start)
        hh_absorb(o->g->hh, ev);
    else
        hh_event(o->g->hh, ev);
}

void game_sync_from_view(game_t *g)
{
    float speed = g->speed;
    g->speed = 0;
    if (g->hh) {
        int see = g->n_people > 1 ? SESSION_SEE_PUBLIC : g->hero >= 0 ? g->hero : SESSION_SEE_PUBLIC;
        open_hand_t o = {0, -1, 1, g};
        session_history(g->s, see, find_open_hand, &o);
        if (o.start < 0 || o.ended)
            o.start = -1; /* no hand left open: the whole history is the summary's */
        o.n = 0;
        session_history(g->s, see, feed_open_hand, &o);
    }
    session_history(g->s, g->n_people > 1 ? SESSION_SEE_PUBLIC : g->hero >= 0 ? g->hero : SESSION_SEE_PUBLIC,
                    resume_table_event, g);
    resume_settle(g);
    for (int i = 0; i < g->n_people; i++)
        if (g->people[i].sub >= 0)
            session_history(g->s, g->people[i].seat, resume_person_event, &g->people[i]);
    session_forget_history(g->s);
    /* what was news then is not news now */
    g->speed = speed;
    g->mo.n_banners = 0;
    g->sounds = 0;
    g->busy_until = g->clock;
    g->drawing = 0;
    g->draw_seat = -1;
    g->finished = 0;
    /* the screen is nobody's until the person to act takes it behind the hand-off */
    if (g->n_people > 1 && game_hotseat(g)) {
        g->owner = -1;
        g->handoff = -1;
    }
    game_refresh_private(g);
}

void game_destroy(game_t *g)
{
    if (!g)
        return;
    if (g->hh) {
        /* quitting mid-hand: that hand is not written half (a resumed game goes on from it) */
        view_t v;
        session_view(g->s, -1, &v);
        g->hh_closing = 1;
        hh_destroy(g->hh);
        if (g->hh_held && v.phase != PHASE_HAND)
            hh_write_whole(g, g->hh_held, g->hh_held_len);
        free(g->hh_held);
    }
    if (g->hh_file)
        fclose(g->hh_file);
    if (g->s)
        session_destroy(g->s);
    if (g->mtt)
        g->mtt_ops->destroy(g->mtt);
    game_unwatch(g);
    free(g);
}

int game_save(game_t *g)
{
    if (g->mtt)
        return g->mtt_ops->save(g);
    if (!g->save_path[0] || !g->s)
        return 0;
    char err[512];
    if (session_save(g->s, g->save_path, err, sizeof err) != 0) {
        snprintf(g->save_error, sizeof g->save_error, _("Autosave failed: %s"), err);
        /* a finished tournament whose last save failed is not offered for Continue: the save
         * that stayed (from before the end) is moved aside */
        view_t v;
        session_view(g->s, -1, &v);
        char moved[1100];
        if (v.phase == PHASE_FINISHED && keep_move_aside(g->save_path, (int64_t)time(NULL), moved, sizeof moved) == 0)
            snprintf(g->save_error, sizeof g->save_error, _("The end of the tournament was not saved (%s); its unfinished save was moved aside to %s"), err, moved);
        return -1;
    }
    g->save_error[0] = '\0';
    return 0;
}

/* ---- pulling events ----------------------------------------------------------------------- */

static void pull(game_t *g)
{
    if (g->mtt) {
        g->mtt_ops->pull(g);
        return;
    }
    const ev_t *ev;
    int save = 0;
    while ((ev = session_next_event(g->s, g->sub)) != NULL) {
        if (game_queue_push(g, ev) != 0)
            tmodel_apply(&g->shown, ev); /* the screen is far behind: show the event at once */
        if (ev->type == EV_HAND_END || ev->type == EV_TOURNAMENT_END)
            save = 1;
        if (g->observe)
            g->observe(g->observe_ctx, g, ev);
    }
    if (g->hh_sub >= 0)
        while ((ev = session_next_event(g->s, g->hh_sub)) != NULL)
            hh_event(g->hh, ev);
    /* each person's own cards, kept aside until the screen is theirs */
    for (int i = 0; i < g->n_people; i++) {
        game_person_t *p = &g->people[i];
        if (p->sub < 0)
            continue;
        while ((ev = session_next_event(g->s, p->sub)) != NULL)
            if (ev->type == EV_HOLE_CARDS && ev->seat == p->seat && card_valid(ev->u.a.cards[0])) {
                p->hole[0] = ev->u.a.cards[0];
                p->hole[1] = ev->u.a.cards[1];
                p->hand_no = ev->hand_no;
            }
    }
    if (save && !g->playing_out)
        game_save(g);
}

/* ---- effects ------------------------------------------------------------------------------ */

static double scaled(const game_t *g, double t) { return t * g->speed; }

/* ---- the step ----------------------------------------------------------------------------- */

int game_idle(const game_t *g)
{
    if (g->hold_type >= 0 && g->q_count > 0 && (int)g->q[g->q_head].type == g->hold_type)
        return motion_idle(&g->mo);
    return g->q_count == 0 && motion_idle(&g->mo) && g->clock >= g->busy_until;
}

/* Effects that have ended land; the model learns what waited for them. */
static void advance_effects(game_t *g) { motion_advance(&g->mo, &g->shown, g->clock); }

static void run_queue(game_t *g)
{
    /* events start in order; one whose motion is still running holds the next back */
    int guard = 0;
    while (g->q_count > 0 && g->clock >= g->busy_until && g->mo.n_pending == 0 && guard++ < 4096) {
        if (g->hold_type >= 0 && (int)g->q[g->q_head].type == g->hold_type)
            return;
        if (g->mtt && g->mtt_ops->hold(g, &g->q[g->q_head]))
            return;
        ev_t ev = game_queue_pop(g);
        if (g->mtt)
            g->mtt_ops->shown(g, &ev);
        planner_start(g, &ev);
        if (g->speed <= 0)
            advance_effects(g);
    }
}

/* A command asked for and not yet carried out: the action bar waits for it. */
static int act_pending(const game_t *g)
{
    for (int i = 0; i < g->n_intents; i++)
        if (g->intents[i].kind == GAME_INTENT_ACT)
            return 1;
    return 0;
}

int game_hero_to_act(const game_t *g, session_wait_t *w)
{
    if (g->hero < 0 || !game_idle(g) || g->handoff >= 0 || (g->n_people > 1 && g->owner < 0) || act_pending(g))
        return 0;
    game_wait(g, w);
    return w->kind == SESSION_WAIT_ACTION && w->seat == g->hero && game_seat_kind(g, g->hero) == SESSION_SEAT_PERSON;
}

int game_hero_deciding(const game_t *g, session_wait_t *w)
{
    if (g->hero < 0 || !game_idle(g) || g->handoff >= 0 || (g->n_people > 1 && g->owner < 0) || act_pending(g))
        return 0;
    game_wait(g, w);
    return w->kind == SESSION_WAIT_DECISION && w->seat == g->hero && game_seat_kind(g, g->hero) == SESSION_SEAT_PERSON;
}

engine_reject_t game_act(game_t *g, cmd_t c)
{
    engine_reject_t r = game_submit(g, c);
    if (r == REJ_OK) {
        g->pre_checkfold = g->pre_callany = 0;
        screen_released(g);
        pull(g);
    }
    return r;
}

void game_skip_break(game_t *g)
{
    session_wait_t w;
    game_wait(g, &w);
    if (w.kind == SESSION_WAIT_BREAK) {
        cmd_t c = {CMD_ADVANCE_LEVEL, -1, 0};
        if (game_submit(g, c) == REJ_OK) {
            game_log(g, _("The break is skipped."));
            pull(g);
        }
    }
}


static void drive(game_t *g)
{
    session_wait_t w;
    if (g->mtt) {
        g->mtt_ops->drive(g);
        return;
    }
    if (g->no_drive)
        return;
    /* the person's own bust is seen at every speed: the table waits on "watch or results"
     * (at Instant the rest of the tournament used to run before the question could show) */
    if (g->hero_busted && g->watch_choice == 0)
        return;
    for (int steps = 0; steps < 400; steps++) {
        if (!game_idle(g))
            return;
        session_wait(g->s, &w);
        int fast = g->speed <= 0 || g->fast_forward;
        switch (w.kind) {
        case SESSION_WAIT_START: {
            cmd_t c = {CMD_START, -1, 0};
            session_submit(g->s, c);
            break;
        }
        case SESSION_WAIT_ACTION:
        case SESSION_WAIT_DECISION: {
            session_seat_kind_t k = session_seat_kind(g->s, w.seat);
            if (k == SESSION_SEAT_PERSON) {
                int pi = game_person_at(g, w.seat);
                if (g->n_people > 1 && pi >= 0 && pi != g->owner) {
                    /* hot-seat: the screen goes to this person behind the hand-off first */
                    if (g->owner >= 0 && game_hotseat(g)) {
                        g->owner = -1;
                        game_refresh_private(g);
                    }
                    if (game_hotseat(g))
                        g->handoff = pi;
                    else {
                        g->owner = pi;
                        g->hero = w.seat;
                        game_refresh_private(g);
                    }
                    return;
                }
                if (w.kind == SESSION_WAIT_ACTION && w.seat == g->hero && g->n_people == 1) {
                    /* pre-actions chosen while others acted */
                    cmd_t c = {CMD_NONE, w.seat, 0};
                    if (g->pre_checkfold)
                        c.type = w.legal.can_check ? CMD_CHECK : CMD_FOLD;
                    else if (g->pre_callany)
                        c.type = w.legal.can_check ? CMD_CHECK : CMD_CALL;
                    if (c.type != CMD_NONE && session_submit(g->s, c) == REJ_OK) {
                        g->pre_checkfold = g->pre_callany = 0;
                        break;
                    }
                }
                return;
            }
            if (w.kind == SESSION_WAIT_ACTION && !fast) {
                if (g->thinking_seat != w.seat) {
                    g->thinking_seat = w.seat;
                    g->think_from = g->clock;
                    g->think_until = g->clock + scaled(g, game_think_time(g, g->shown.hand_no, w.seat));
                }
                if (g->clock < g->think_until)
                    return;
            }
            g->thinking_seat = -1;
            session_step(g->s);
            break;
        }
        case SESSION_WAIT_NEXT_HAND:
            if (!fast) {
                if (g->next_hand_at <= 0) {
                    g->next_hand_at = g->clock + scaled(g, T.hand_pause);
                    return;
                }
                if (g->clock < g->next_hand_at)
                    return;
            }
            g->next_hand_at = 0;
            {
                cmd_t c = {CMD_NEXT_HAND, -1, 0};
                session_submit(g->s, c);
            }
            break;
        case SESSION_WAIT_BREAK:
            if (g->fast_forward || g->hero < 0 || g->hero_busted) {
                cmd_t c = {CMD_ADVANCE_LEVEL, -1, 0};
                session_submit(g->s, c);
                break;
            }
            return; /* the clock, or the person's Skip, ends it */
        case SESSION_WAIT_FINISHED:
        default:
            return;
        }
        pull(g);
        run_queue(g);
        if (g->speed <= 0)
            advance_effects(g);
    }
}

void game_intend(game_t *g, game_intent_t in)
{
    /* a frame records a click or a key or two; more would be a bug: the last one wins */
    if (g->n_intents == GAME_MAX_INTENTS)
        g->n_intents--;
    g->intents[g->n_intents++] = in;
}

static void carry_out(game_t *g, const game_intent_t *in)
{
    switch (in->kind) {
    case GAME_INTENT_ACT: {
        engine_reject_t r = game_act(g, in->cmd);
        if (r != REJ_OK)
            game_log(g, _("Not allowed: %s."), app_reject_words(r));
        break;
    }
    case GAME_INTENT_SKIP_BREAK:
        game_skip_break(g);
        break;
    case GAME_INTENT_HANDOFF_DONE:
        game_handoff_done(g);
        break;
    case GAME_INTENT_LEAVE: {
        char err[256];
        if (game_person_leave(g, in->person, "tag:medium", err, sizeof err) != 0)
            game_log(g, _("The seat could not be handed over: %s"), err);
        break;
    }
    case GAME_INTENT_PAUSE:
        game_pause(g, in->on);
        break;
    case GAME_INTENT_WATCH:
        g->watch_choice = 1;
        g->fast_forward = 1;
        break;
    case GAME_INTENT_PLAY_OUT:
        /* nothing a person decides is at stake any more: the hands go to the history whole, and
         * the file and the save are made durable once, at the end (an fsync per hand made this
         * take seconds on a busy disk) */
        g->watch_choice = 2;
        g->fast_forward = 1;
        g->playing_out = 1;
        for (int i = 0; i < 200000 && !g->finished; i++)
            game_update(g, 0.0, g->wall_ms);
        g->playing_out = 0;
        if (g->hh_file && !g->hh_error[0] && fflush(g->hh_file) == 0 && fsync(fileno(g->hh_file)) != 0)
            snprintf(g->hh_error, sizeof g->hh_error, _("Hand history not saved: %s"), strerror(errno));
        game_save(g);
        break;
    case GAME_INTENT_SAVE:
        game_save(g);
        break;
    case GAME_INTENT_SKIP_SHOW:
        if (g->mtt)
            mtt_show_skip(g);
        break;
    case GAME_INTENT_MTT:
        g->mtt_ops->intent(g, in->person, in->on);
        break;
    }
}

/* The frame's intents, in the order they were asked for (one may make more steps: taken out
 * of the list first). */
static void carry_out_intents(game_t *g)
{
    int n = g->n_intents;
    game_intent_t in[GAME_MAX_INTENTS];
    memcpy(in, g->intents, sizeof in[0] * (size_t)n);
    g->n_intents = 0;
    for (int i = 0; i < n; i++)
        carry_out(g, &in[i]);
}

void game_update(game_t *g, double dt, int64_t wall_ms)
{
    g->wall_ms = wall_ms;
    carry_out_intents(g);
    g->clock += dt;
    if (g->s) {
        session_fast_clock(g->s, g->fast_forward); /* hands played at speed take R40's time */
        session_set_time(g->s, wall_ms);
        session_set_wall_clock(g->s, wall_ms); /* each hand's date in its history and the save */
    }
    g->speed = g->fast_forward ? 0.0f : g->speed;
    pull(g);
    advance_effects(g);
    run_queue(g);
    drive(g);
    motion_expire_banners(&g->mo, g->clock);
    session_wait_t sw;
    game_wait(g, &sw);
    if (sw.kind == SESSION_WAIT_FINISHED && game_idle(g) && !g->finished) {
        g->finished = 1;
        g->finished_at = g->clock;
    }
}

/* ---- the table source: a sit-and-go's session or the person's table in an MTT ------------- */

void game_wait(const game_t *g, session_wait_t *w)
{
    if (g->mtt)
        g->mtt_ops->wait(g, w);
    else
        session_wait(g->s, w);
}

engine_reject_t game_submit(game_t *g, cmd_t c) { return g->mtt ? g->mtt_ops->submit(g, c) : session_submit(g->s, c); }

void game_view(const game_t *g, int seat, view_t *v)
{
    if (g->mtt)
        g->mtt_ops->view(g, v);
    else
        session_view(g->s, seat, v);
}

session_seat_kind_t game_seat_kind(const game_t *g, int seat)
{
    if (!g->mtt)
        return session_seat_kind(g->s, seat);
    if (seat < 0 || seat >= g->n_seats || !g->shown.seats[seat].occupied)
        return SESSION_SEAT_EMPTY;
    int pi = game_person_at(g, seat); /* hot-seat: any person at the table on screen */
    return pi >= 0 && !g->people[pi].left ? SESSION_SEAT_PERSON : SESSION_SEAT_BOT;
}

const char *game_seat_label(const game_t *g, int seat)
{
    return g->mtt ? g->shown.seats[seat].name : session_seat_label(g->s, seat);
}

const structure_t *game_structure(const game_t *g) { return g->mtt ? g->mtt_ops->structure(g) : session_structure(g->s); }

int64_t game_level_left_ms(const game_t *g) { return g->mtt ? g->mtt_ops->level_left_ms(g) : session_level_left_ms(g->s); }

void game_pause(game_t *g, int on)
{
    if (g->mtt)
        g->mtt_ops->pause(g, on);
    else
        session_pause(g->s, on);
}
