/* game.c — the tournament on the table: drives the session, turns its events into motion in
 * order (a card in flight is not yet at the seat, chips in flight are not yet in the pot), gives
 * bots a natural moment to think, autosaves after every hand and writes the hand history. The
 * model update of an event that flies lands with its effect; nothing is drawn from the engine. */
#include "app/game.h"

#include "app/evsound.h"
#include "app/evtext.h"
#include "app/format.h"
#include "app/i18n.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "engine/card.h"
#include "engine/keep.h"
#include "render/layout.h"
#include "render/tablegfx.h"
#include "render/sfx.h"

/* Every motion's duration and pause: motion.c */
#define T MOTION_TIMINGS

/* ---- geometry: render/layout.h, turned so the person sits at the bottom ---------------------- */

static int from_hero(const game_t *g, int seat)
{
    int hero = g->hero >= 0 ? g->hero : 0;
    return (seat - hero + g->n_seats) % g->n_seats;
}

void game_seat_xy(const game_t *g, int seat, float *x, float *y)
{
    layout_seat(g->n_seats, from_hero(g, seat), x, y);
}

void game_bet_xy(const game_t *g, int seat, float *x, float *y)
{
    layout_bet(g->n_seats, from_hero(g, seat), g->hero >= 0 && seat == g->hero, x, y);
}

void game_pot_xy(const game_t *g, int pot, int n_pots, float *x, float *y)
{
    (void)g;
    layout_pot(pot, n_pots, x, y);
}

/* ---- the log ------------------------------------------------------------------------------ */

void game_log(game_t *g, const char *fmt, ...)
{
    if (g->log_count == GAME_LOG_LINES) {
        memmove(g->log[0], g->log[1], sizeof g->log[0] * (GAME_LOG_LINES - 1));
        g->log_count--;
    }
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(g->log[g->log_count++], GAME_LOG_LEN, fmt, ap);
    va_end(ap);
}

/* Who the event text speaks of: the person in solo play is "you"; hot-seat tables name everyone. */
static evtext_who_t who(const game_t *g)
{
    evtext_who_t w = {&g->shown, g->hero >= 0 && g->n_people == 1 ? g->hero : -1};
    return w;
}

/* The event's lines (evtext.c) into the hand log. */
static void log_event(game_t *g, const ev_t *ev)
{
    char lines[EVTEXT_MAX_LINES][EVTEXT_LEN];
    evtext_who_t w = who(g);
    int n = evtext_log(&w, ev, lines, EVTEXT_MAX_LINES);
    for (int i = 0; i < n; i++)
        game_log(g, "%s", lines[i]);
}

/* Default colours for people, in set-up order (warm, cool, then the rest). */
static const uint32_t PERSON_COLOURS[ENGINE_MAX_SEATS] = {0xe8b04a, 0x5aa9e6, 0xe06c75, 0x7bc47f, 0xb48ee0,
                                                          0xf08a4b, 0x4fc1b9, 0xd9d46a, 0xe68fc1, 0xa0a8b8};

uint32_t game_person_colour(int i)
{
    return PERSON_COLOURS[((i % GAME_PERSON_COLOURS) + GAME_PERSON_COLOURS) % GAME_PERSON_COLOURS];
}

int game_person_at(const game_t *g, int seat)
{
    for (int i = 0; i < g->n_people; i++)
        if (g->people[i].seat == seat)
            return i;
    return -1;
}

int game_hotseat(const game_t *g)
{
    int playing = 0;
    for (int i = 0; i < g->n_people; i++)
        if (!g->people[i].busted && !g->people[i].left)
            playing++;
    return playing > 1;
}

/* Put the owner's cards on the table, or take every private card off it. */
void game_refresh_private(game_t *g)
{
    if (g->n_people < 2)
        return; /* solo: the table's subscription is the person's own */
    for (int i = 0; i < g->n_people; i++) {
        game_person_t *p = &g->people[i];
        tmodel_seat_t *ts = &g->shown.seats[p->seat];
        if (ts->shown)
            continue; /* shown at showdown: public now */
        int mine = i == g->owner && p->hand_no == g->shown.hand_no && card_valid(p->hole[0]);
        ts->cards[0] = mine ? p->hole[0] : CARD_NONE;
        ts->cards[1] = mine ? p->hole[1] : CARD_NONE;
    }
}

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
    if (session_set_bot(g->s, p->seat, bot_spec, err, errlen) != 0)
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

/* The sound the event makes (evsound.c), played with this frame's. */
static void sound_of(game_t *g, const ev_t *ev)
{
    int id = evsound_for(ev, g->hero, g->speed > 0);
    if (id >= 0)
        g->sounds |= 1u << id;
}

/* The banner an event raises (its words from evtext.c), shown for dur seconds. */
static int banner_for(game_t *g, const ev_t *ev, double dur)
{
    char title[96], sub[128];
    evtext_who_t w = who(g);
    if (!evtext_banner(&w, ev, title, sizeof title, sub, sizeof sub))
        return 0;
    motion_banner(&g->mo, g->clock, title, sub, dur);
    return 1;
}

static int queue_push(game_t *g, const ev_t *ev);
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
    if (keep_append_whole(fileno(g->hh_file), g->hh_path, text, len, err, sizeof err) == 0)
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

game_t *game_create(session_t *s, int hero, const char *save_path, const char *hh_path,
                    const char *structure_path, char *err, size_t errlen)
{
    game_t *g = calloc(1, sizeof *g);
    if (!g) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    g->s = s;
    g->hero = hero;
    view_t v;
    session_view(s, -1, &v);
    g->n_seats = v.n_seats;
    g->seed = session_seed(s);
    g->speed = 1.0f;
    g->thinking_seat = -1;
    g->draw_winner = -1;
    g->draw_seat = -1;
    g->hold_type = -1;
    snprintf(g->save_path, sizeof g->save_path, "%s", save_path ? save_path : "");
    snprintf(g->hh_path, sizeof g->hh_path, "%s", hh_path ? hh_path : "");
    snprintf(g->structure_path, sizeof g->structure_path, "%s", structure_path ? structure_path : "");
    tmodel_init(&g->shown);
    for (int i = 0; i < g->n_seats; i++)
        snprintf(g->shown.seats[i].name, sizeof g->shown.seats[i].name, "%s", v.seats[i].name);
    g->owner = g->handoff = -1;
    for (int i = 0; i < g->n_seats; i++) {
        if (session_seat_kind(s, i) != SESSION_SEAT_PERSON)
            continue;
        game_person_t *p = &g->people[g->n_people];
        p->seat = i;
        snprintf(p->name, sizeof p->name, "%s", v.seats[i].name);
        p->colour = session_seat_colour(s, i) ? session_seat_colour(s, i) : PERSON_COLOURS[g->n_people];
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
    if (queue_push(g, ev) != 0) {
        resume_settle(g);
        queue_push(g, ev);
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
    free(g);
}

int game_save(game_t *g)
{
    if (!g->save_path[0])
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

/* ---- the pacing queue: events received and not yet shown ---------------------------------- */

/* At the back; 0, or -1 when the queue is full (the screen is far behind). */
static int queue_push(game_t *g, const ev_t *ev)
{
    if (g->q_count == GAME_MAX_EVENTS)
        return -1;
    g->q[(g->q_head + g->q_count) % GAME_MAX_EVENTS] = *ev;
    g->q_count++;
    return 0;
}

/* The front event, taken off the queue (q_count > 0). */
static ev_t queue_pop(game_t *g)
{
    ev_t ev = g->q[g->q_head];
    g->q_head = (g->q_head + 1) % GAME_MAX_EVENTS;
    g->q_count--;
    return ev;
}

/* Put an event just taken back at the front, to start again when the table is next free (the
 * first hand waits there while the button draw is seen). */
static void queue_requeue_front(game_t *g, const ev_t *ev)
{
    g->q_head = (g->q_head + GAME_MAX_EVENTS - 1) % GAME_MAX_EVENTS;
    g->q[g->q_head] = *ev;
    g->q_count++;
}

/* The run of events of one type at the front, taken off together and appended to out[n..max):
 * one motion shows them all (the whole deal, every pot a street's bets go into). Returns the new
 * count. */
static int queue_take_run(game_t *g, ev_type_t type, ev_t *out, int n, int max)
{
    while (g->q_count > 0 && n < max && g->q[g->q_head].type == type)
        out[n++] = queue_pop(g);
    return n;
}

/* ---- pulling events ----------------------------------------------------------------------- */

static void pull(game_t *g)
{
    const ev_t *ev;
    int save = 0;
    while ((ev = session_next_event(g->s, g->sub)) != NULL) {
        if (queue_push(g, ev) != 0)
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
    if (save)
        game_save(g);
}

/* ---- effects ------------------------------------------------------------------------------ */

static double scaled(const game_t *g, double t) { return t * g->speed; }

/* ---- turning one event into motion -------------------------------------------------------- */

static void start_event(game_t *g, const ev_t *ev)
{
    tmodel_t *m = &g->shown;
    double now = g->clock;
    float sx, sy, bx, by;
    sound_of(g, ev);
    switch (ev->type) {
    case EV_TOURNAMENT_START:
        tmodel_apply(m, ev);
        log_event(g, ev);
        break;
    case EV_BUTTON_DRAW:
        tmodel_apply(m, ev);
        g->drawing = 1;
        if (ev->seat >= 0 && ev->seat < ENGINE_MAX_SEATS)
            g->draw_card[ev->seat] = ev->u.a.cards[0];
        if (ev->amount == 1) {
            g->draw_winner = ev->seat;
            g->draw_seat = ev->seat;
        }
        log_event(g, ev);
        g->busy_until = now + scaled(g, T.draw_card);
        break;
    case EV_HAND_START:
        if (g->n_people > 1 && game_hotseat(g) && g->owner >= 0) {
            g->owner = -1; /* a new hand: every private card off the table */
            game_refresh_private(g);
        }
        if (g->drawing && g->busy_until < now + scaled(g, T.draw_hold) && g->draw_winner >= 0 &&
            g->hands_seen == 0 && g->speed > 0) {
            /* let the draw be seen before the cards go in */
            g->draw_winner = -2;
            g->busy_until = now + scaled(g, T.draw_hold);
            queue_requeue_front(g, ev); /* start it again after the hold */
            return;
        }
        g->drawing = 0;
        tmodel_apply(m, ev);
        motion_new_hand(&g->mo);
        showdown_new_hand(&g->sd);
        g->pre_checkfold = g->pre_callany = 0;
        ledger_hand_start(&g->ledger, ev);
        log_event(g, ev);
        g->busy_until = now + scaled(g, T.hand_start);
        break;
    case EV_POST: {
        game_seat_xy(g, ev->seat, &sx, &sy);
        game_bet_xy(g, ev->seat, &bx, &by);
        if (ev->u.post.kind == POST_ANTE) /* antes go to the middle, where they are drawn */
            game_pot_xy(g, 0, 1, &bx, &by);
        double d = scaled(g, T.bet);
        if (d > 0) {
            motion_chips(&g->mo, sx, sy, bx, by, ev->amount, now, d);
            motion_defer(&g->mo, m, ev, now + d);
        } else {
            tmodel_apply(m, ev);
        }
        log_event(g, ev);
        g->busy_until = now + d * T.post_overlap;
        break;
    }
    case EV_HOLE_CARDS: {
        /* the whole deal at once: first card to every seat in deal order, then the second */
        ev_t batch[ENGINE_MAX_SEATS];
        int n = 0;
        batch[n++] = *ev;
        n = queue_take_run(g, EV_HOLE_CARDS, batch, n, ENGINE_MAX_SEATS);
        double gap = scaled(g, T.deal_gap), fl = scaled(g, T.deal_flight);
        double last = now;
        for (int r = 0; r < 2; r++)
            for (int i = 0; i < n; i++) {
                int seat = batch[i].seat;
                if (r == 0) {
                    tmodel_apply(m, &batch[i]);
                    g->mo.vis_cards[seat] = 0;
                    if (i == n - 1)
                        game_refresh_private(g);
                }
                if (fl <= 0) {
                    g->mo.vis_cards[seat] = 2;
                    continue;
                }
                fx_t *f = motion_fx(&g->mo, FX_CARD, now + (r * n + i) * gap, fl);
                if (!f) {
                    g->mo.vis_cards[seat] = 2;
                    continue;
                }
                f->seat = seat;
                f->card_index = r;
                f->x0 = LAYOUT_CX, f->y0 = LAYOUT_DEALER_Y;
                game_seat_xy(g, seat, &f->x1, &f->y1);
                last = f->start + fl;
            }
        for (int i = 0; i < n; i++)
            log_event(g, &batch[i]);
        g->busy_until = last;
        break;
    }
    case EV_DEAD_HAND:
        tmodel_apply(m, ev);
        log_event(g, ev);
        break;
    case EV_ACTION: {
        int act = ev->u.act.action;
        log_event(g, ev);
        if (act == CMD_FOLD) {
            double d = scaled(g, T.fold);
            if (d > 0) {
                fx_t *f = motion_fx(&g->mo, FX_MUCK, now, d);
                if (f) {
                    f->seat = ev->seat;
                    game_seat_xy(g, ev->seat, &f->x0, &f->y0);
                    f->x1 = LAYOUT_CX, f->y1 = LAYOUT_TABLE_CY - 40;
                }
                motion_defer(&g->mo, m, ev, now + d);
            } else {
                tmodel_apply(m, ev);
                g->mo.mucked[ev->seat] = 1;
            }
            g->busy_until = now + d + scaled(g, T.after_action);
        } else if (act == CMD_CHECK) {
            tmodel_apply(m, ev);
            g->busy_until = now + scaled(g, T.check);
        } else {
            game_seat_xy(g, ev->seat, &sx, &sy);
            game_bet_xy(g, ev->seat, &bx, &by);
            double d = scaled(g, T.bet);
            if (d > 0 && ev->u.act.added > 0) {
                motion_chips(&g->mo, sx, sy, bx, by, ev->u.act.added, now, d);
                motion_defer(&g->mo, m, ev, now + d);
            } else {
                tmodel_apply(m, ev);
            }
            g->busy_until = now + d + scaled(g, T.after_action);
        }
        break;
    }
    case EV_COLLECT: {
        /* every bet in front slides into the pots as they now stand */
        ev_t batch[TMODEL_MAX_POTS];
        int n = 0;
        batch[n++] = *ev;
        n = queue_take_run(g, EV_COLLECT, batch, n, TMODEL_MAX_POTS);
        double d = scaled(g, T.collect);
        int np = batch[n - 1].u.pot.n_pots > 0 ? batch[n - 1].u.pot.n_pots : n;
        for (int s = 0; s < m->n_seats && d > 0; s++) {
            if (m->seats[s].bet <= 0)
                continue;
            /* the newest pot this seat can win is where its last chips go */
            int target = 0;
            for (int i = 0; i < n; i++)
                if (batch[i].u.pot.eligible & (1u << s))
                    target = batch[i].u.pot.index;
            float px, py;
            game_bet_xy(g, s, &bx, &by);
            game_pot_xy(g, target, np, &px, &py);
            motion_chips(&g->mo, bx, by, px, py, m->seats[s].bet, now, d);
        }
        for (int i = 0; i < n; i++) {
            if (d > 0)
                motion_defer(&g->mo, m, &batch[i], now + d);
            else
                tmodel_apply(m, &batch[i]);
        }
        g->busy_until = now + d + scaled(g, T.after_collect);
        break;
    }
    case EV_STREET: {
        int from = m->n_board;
        tmodel_apply(m, ev);
        int to = m->n_board;
        if (g->mo.vis_board > from)
            g->mo.vis_board = from;
        double gap = scaled(g, T.flip_gap), d = scaled(g, T.flip);
        double end = now;
        for (int k = from; k < to; k++) {
            if (d <= 0) {
                g->mo.vis_board = to;
                break;
            }
            fx_t *f = motion_fx(&g->mo, FX_FLIP, now + (k - from) * gap, d);
            if (!f) {
                g->mo.vis_board = to;
                break;
            }
            f->card_index = k;
            f->card = m->board[k];
            end = f->start + d;
        }
        log_event(g, ev);
        g->busy_until = end + scaled(g, T.after_street);
        break;
    }
    case EV_UNCALLED: {
        game_bet_xy(g, ev->seat, &bx, &by);
        game_seat_xy(g, ev->seat, &sx, &sy);
        double d = scaled(g, T.bet);
        if (d > 0) {
            motion_chips(&g->mo, bx, by, sx, sy, ev->amount, now, d);
            motion_defer(&g->mo, m, ev, now + d);
        } else {
            tmodel_apply(m, ev);
        }
        log_event(g, ev);
        g->busy_until = now + d;
        break;
    }
    case EV_SHOW: {
        tmodel_apply(m, ev);
        double d = scaled(g, T.show);
        if (d > 0 && ev->seat != g->hero) {
            fx_t *f = motion_fx(&g->mo, FX_FLIP, now, d);
            if (f) {
                f->seat = ev->seat;
                f->card_index = -1;
                g->mo.flip_seat[ev->seat] = 1;
            }
        }
        log_event(g, ev);
        g->busy_until = now + d + scaled(g, ev->u.sh.allin ? T.after_show_allin : T.after_show);
        break;
    }
    case EV_MUCK:
        tmodel_apply(m, ev);
        g->mo.mucked[ev->seat] = 1;
        log_event(g, ev);
        g->busy_until = now + scaled(g, T.muck);
        break;
    case EV_POT: {
        int idx = ev->u.pot.index, np = ev->u.pot.n_pots > 0 ? ev->u.pot.n_pots : 1;
        float px, py;
        game_pot_xy(g, idx, np, &px, &py);
        double d = scaled(g, T.pot);
        for (int s = 0; s < ENGINE_MAX_SEATS; s++)
            if (ev->u.pot.winners & (1u << s)) {
                int64_t amt = ev->u.pot.share + (s == ev->u.pot.odd_seat ? ev->u.pot.odd : 0);
                game_seat_xy(g, s, &sx, &sy);
                fx_t *f = d > 0 ? motion_chips(&g->mo, px, py, sx, sy, amt, now, d) : NULL;
                if (f)
                    f->pot = idx;
            }
        if (d > 0) {
            motion_defer(&g->mo, m, ev, now + d);
            if (idx >= 0 && idx < 32)
                g->mo.pots_gone |= 1u << idx; /* the pile leaves as its chips fly */
        } else {
            tmodel_apply(m, ev);
        }
        evtext_who_t w = who(g);
        showdown_pot(&g->sd, &w, ev);
        log_event(g, ev);
        g->busy_until = now + d + scaled(g, T.after_pot);
        break;
    }
    case EV_HAND_END:
        tmodel_apply(m, ev);
        g->hands_seen++;
        results_hand_end(&g->result, ev, g->sd.hand_pot);
        break;
    case EV_LEVEL:
        tmodel_apply(m, ev);
        g->lv_start_hand = ev->hand_no;
        g->lv_hands = ev->u.lv.hands;
        g->lv_minutes = ev->u.lv.minutes;
        g->lv_is_break = ev->u.lv.is_break;
        banner_for(g, ev, ev->u.lv.is_break ? T.banner_break : T.banner_level);
        log_event(g, ev);
        break;
    case EV_COLOR_UP:
        tmodel_apply(m, ev);
        banner_for(g, ev, T.banner_colour_up);
        log_event(g, ev);
        g->busy_until = now + scaled(g, T.colour_up);
        break;
    case EV_RACE:
    case EV_DECLINE:
    case EV_ABSENT:
        tmodel_apply(m, ev);
        log_event(g, ev);
        break;
    case EV_REBUY:
    case EV_ADDON:
        tmodel_apply(m, ev);
        log_event(g, ev);
        break;
    case EV_ELIMINATED: {
        tmodel_apply(m, ev);
        int place = ev->u.el.place;
        banner_for(g, ev, T.banner_out);
        log_event(g, ev);
        results_out(&g->result, ev);
        int pi = game_person_at(g, ev->seat);
        if (pi >= 0) {
            game_person_t *p = &g->people[pi];
            p->busted = 1;
            p->place = place;
            p->prize = ev->u.el.prize;
            if (g->owner == pi)
                g->owner = -1;
            /* everyone who plays has busted: the watch-or-results question */
            int playing = 0;
            for (int i = 0; i < g->n_people; i++)
                playing += !g->people[i].busted && !g->people[i].left;
            if (playing == 0) {
                g->hero_busted = 1;
                g->hero_place = place;
                g->hero_prize = ev->u.el.prize;
            } else if (!game_hotseat(g)) {
                /* one person left: the screen is theirs from now on */
                for (int i = 0; i < g->n_people; i++)
                    if (!g->people[i].busted && !g->people[i].left) {
                        g->owner = i;
                        g->hero = g->people[i].seat;
                    }
            }
        }
        break;
    }
    case EV_TOURNAMENT_END: {
        tmodel_apply(m, ev);
        banner_for(g, ev, T.banner_champion);
        log_event(g, ev);
        results_out(&g->result, ev);
        if (ev->seat >= 0) {
            int pi = game_person_at(g, ev->seat);
            if (pi >= 0)
                g->people[pi].place = 1, g->people[pi].prize = ev->u.el.prize;
        }
        g->busy_until = now + scaled(g, T.champion);
        break;
    }
    default:
        tmodel_apply(m, ev);
        break;
    }
}

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
        ev_t ev = queue_pop(g);
        start_event(g, &ev);
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
    session_wait(g->s, w);
    return w->kind == SESSION_WAIT_ACTION && w->seat == g->hero &&
           session_seat_kind(g->s, g->hero) == SESSION_SEAT_PERSON;
}

int game_hero_deciding(const game_t *g, session_wait_t *w)
{
    if (g->hero < 0 || !game_idle(g) || g->handoff >= 0 || (g->n_people > 1 && g->owner < 0) || act_pending(g))
        return 0;
    session_wait(g->s, w);
    return w->kind == SESSION_WAIT_DECISION && w->seat == g->hero &&
           session_seat_kind(g->s, g->hero) == SESSION_SEAT_PERSON;
}

engine_reject_t game_act(game_t *g, cmd_t c)
{
    engine_reject_t r = session_submit(g->s, c);
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
    session_wait(g->s, &w);
    if (w.kind == SESSION_WAIT_BREAK) {
        cmd_t c = {CMD_ADVANCE_LEVEL, -1, 0};
        if (session_submit(g->s, c) == REJ_OK) {
            game_log(g, _("The break is skipped."));
            pull(g);
        }
    }
}

/* A bot's moment to think: 0.5-1.1 s at normal speed, varied by seat and hand (cosmetic only:
 * it never touches the game's random streams). */
static double think_time(const game_t *g, int seat)
{
    uint64_t x = g->seed ^ ((uint64_t)(g->shown.hand_no + 1) * 0x9E3779B97F4A7C15ULL) ^
                 ((uint64_t)(seat + 1) * 0xBF58476D1CE4E5B9ULL) ^ (uint64_t)(g->log_count * 2654435761u);
    x ^= x >> 31;
    x *= 0x94D049BB133111EBULL;
    x ^= x >> 29;
    double u = (double)(x >> 11) / 9007199254740992.0;
    return (T.think_min + T.think_spread * u);
}

static void drive(game_t *g)
{
    session_wait_t w;
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
                    g->think_until = g->clock + scaled(g, think_time(g, w.seat));
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
        session_pause(g->s, in->on);
        break;
    case GAME_INTENT_WATCH:
        g->watch_choice = 1;
        g->fast_forward = 1;
        break;
    case GAME_INTENT_PLAY_OUT:
        g->watch_choice = 2;
        g->fast_forward = 1;
        for (int i = 0; i < 200000 && !g->finished; i++)
            game_update(g, 0.0, g->wall_ms);
        break;
    case GAME_INTENT_SAVE:
        game_save(g);
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
    session_fast_clock(g->s, g->fast_forward); /* hands played at speed take R40's time */
    session_set_time(g->s, wall_ms);
    session_set_wall_clock(g->s, wall_ms); /* each hand's date in its history and the save */
    g->speed = g->fast_forward ? 0.0f : g->speed;
    pull(g);
    advance_effects(g);
    run_queue(g);
    drive(g);
    motion_expire_banners(&g->mo, g->clock);
    session_wait_t sw;
    session_wait(g->s, &sw);
    if (sw.kind == SESSION_WAIT_FINISHED && game_idle(g) && !g->finished) {
        g->finished = 1;
        g->finished_at = g->clock;
    }
}
