/* game.c — the tournament on the table: drives the session, turns its events into motion in
 * order (a card in flight is not yet at the seat, chips in flight are not yet in the pot), gives
 * bots a natural moment to think, autosaves after every hand and writes the hand history. The
 * model update of an event that flies lands with its effect; nothing is drawn from the engine. */
#include "app/game.h"

#include "app/app.h"

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

/* Motion timings at normal speed, in seconds (table-design: deal 160 ms flights 70 ms apart,
 * bets 200 ms, collection 300 ms, flips 180 ms, pots 500 ms). */
static const double T_DEAL_FLIGHT = 0.16, T_DEAL_GAP = 0.07, T_BET = 0.22, T_COLLECT = 0.32,
                    T_FLIP = 0.18, T_FLIP_GAP = 0.09, T_POT = 0.5, T_SHOW = 0.28, T_FOLD = 0.25,
                    T_AFTER_ACTION = 0.12, T_HAND_PAUSE = 1.6, T_DRAW_HOLD = 1.6;

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

static char *chips(int64_t v, char *buf, size_t len) { return app_chips(v, buf, len); }

static const char *seat_name(const game_t *g, int seat)
{
    if (seat < 0 || seat >= ENGINE_MAX_SEATS)
        return "?";
    return g->shown.seats[seat].name[0] ? g->shown.seats[seat].name : "Seat";
}

/* The verb for a seat: "wins", or "win" when the seat is the person's ("You win"). Hot-seat
 * tables speak of everyone by name: "you" would mean whoever is looking. */
static const char *verb(const game_t *g, int seat, const char *third, const char *second)
{
    return seat == g->hero && g->n_people == 1 ? second : third;
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
    snprintf(g->tag[p->seat], sizeof g->tag[p->seat], "bot plays on");
    snprintf(g->style[p->seat], sizeof g->style[p->seat], "%s left; the bot %s plays the seat", name, bot_spec);
    if (g->owner == person)
        g->owner = -1;
    if (g->handoff == person)
        g->handoff = -1;
    game_refresh_private(g);
    game_log(g, "%s leaves; a bot plays the seat from now on.", p->name);
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

static void banner(game_t *g, const char *title, const char *sub, double dur)
{
    if (g->n_banners == GAME_BANNERS) {
        memmove(&g->banners[0], &g->banners[1], sizeof g->banners[0] * (GAME_BANNERS - 1));
        g->n_banners--;
    }
    banner_t *b = &g->banners[g->n_banners++];
    snprintf(b->title, sizeof b->title, "%s", title);
    snprintf(b->sub, sizeof b->sub, "%s", sub ? sub : "");
    /* a new banner follows the one showing after a short overlap, and cuts it short: news
     * never piles up behind old news, whatever the speed */
    double start = g->clock;
    for (int i = 0; i < g->n_banners - 1; i++) {
        banner_t *o = &g->banners[i];
        double end = o->start + o->dur;
        double cut = (o->start > g->clock ? o->start : g->clock) + 0.6;
        if (end > cut) {
            o->dur = cut - o->start;
            end = cut;
        }
        if (end > start)
            start = end;
    }
    b->start = start;
    b->dur = dur;
}

static void sound(game_t *g, int id) { g->sounds |= 1u << id; }

static const char *ordinal(int n) { return app_ordinal(n); }

static void pot_note(game_t *g, const ev_t *ev, int64_t total);
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
    snprintf(g->hh_error, sizeof g->hh_error, "Hand history not saved: %s; it ends with the last whole hand", err);
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
    g->orbit_dead_sb = -1;
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
    if (g->q_count == GAME_MAX_EVENTS)
        resume_settle(g);
    g->q[(g->q_head + g->q_count) % GAME_MAX_EVENTS] = *ev;
    g->q_count++;
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
    for (int guard = 0; guard < 100000 && (g->q_count > 0 || g->n_fx > 0 || g->n_pending > 0); guard++) {
        g->busy_until = g->clock;
        run_queue(g);
        advance_effects(g);
    }
}

void game_sync_from_view(game_t *g)
{
    float speed = g->speed;
    g->speed = 0;
    session_history(g->s, g->n_people > 1 ? SESSION_SEE_PUBLIC : g->hero >= 0 ? g->hero : SESSION_SEE_PUBLIC,
                    resume_table_event, g);
    resume_settle(g);
    for (int i = 0; i < g->n_people; i++)
        if (g->people[i].sub >= 0)
            session_history(g->s, g->people[i].seat, resume_person_event, &g->people[i]);
    session_forget_history(g->s);
    /* what was news then is not news now */
    g->speed = speed;
    g->n_banners = 0;
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
        snprintf(g->save_error, sizeof g->save_error, "Autosave failed: %s", err);
        /* a finished tournament whose last save failed is not offered for Continue: the save
         * that stayed (from before the end) is moved aside */
        view_t v;
        session_view(g->s, -1, &v);
        char moved[1100];
        if (v.phase == PHASE_FINISHED && keep_move_aside(g->save_path, (int64_t)time(NULL), moved, sizeof moved) == 0)
            snprintf(g->save_error, sizeof g->save_error, "The end of the tournament was not saved (%s); its "
                     "unfinished save was moved aside to %s", err, moved);
        return -1;
    }
    g->save_error[0] = '\0';
    return 0;
}

/* ---- pulling events ----------------------------------------------------------------------- */

static void pull(game_t *g)
{
    const ev_t *ev;
    int save = 0;
    while ((ev = session_next_event(g->s, g->sub)) != NULL) {
        if (g->q_count < GAME_MAX_EVENTS) {
            g->q[(g->q_head + g->q_count) % GAME_MAX_EVENTS] = *ev;
            g->q_count++;
        } else {
            /* a queue this long means the screen is far behind: show the event at once */
            tmodel_apply(&g->shown, ev);
        }
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

static fx_t *fx_add(game_t *g, fx_kind_t kind, double start, double dur)
{
    if (g->n_fx == GAME_MAX_FX)
        return NULL;
    fx_t *f = &g->fx[g->n_fx++];
    memset(f, 0, sizeof *f);
    f->kind = kind;
    f->start = start;
    f->dur = dur;
    f->seat = -1;
    return f;
}

static void chips_fly(game_t *g, float x0, float y0, float x1, float y1, int64_t amount,
                      double start, double dur)
{
    if (amount <= 0 || dur <= 0)
        return;
    fx_t *f = fx_add(g, FX_CHIPS, start, dur);
    if (!f)
        return;
    f->x0 = x0, f->y0 = y0, f->x1 = x1, f->y1 = y1;
    f->amount = amount;
}

static void fx_land(game_t *g, fx_t *f)
{
    switch (f->kind) {
    case FX_CARD:
        if (f->seat >= 0 && g->vis_cards[f->seat] < f->card_index + 1)
            g->vis_cards[f->seat] = f->card_index + 1;
        break;
    case FX_FLIP:
        if (f->seat >= 0)
            g->flip_seat[f->seat] = 0;
        else if (g->vis_board < f->card_index + 1)
            g->vis_board = f->card_index + 1;
        break;
    case FX_MUCK:
        if (f->seat >= 0)
            g->mucked[f->seat] = 1;
        break;
    default:
        break;
    }
}

static void defer(game_t *g, const ev_t *ev, double at)
{
    if (g->n_pending < (int)(sizeof g->pending / sizeof g->pending[0]))
        g->pending[g->n_pending++] = *ev;
    else
        tmodel_apply(&g->shown, ev);
    if (at > g->pending_at)
        g->pending_at = at;
}

static double scaled(const game_t *g, double t) { return t * g->speed; }

/* ---- turning one event into motion -------------------------------------------------------- */

static void describe_value(uint16_t value, char *buf, size_t len)
{
    if (!value) {
        buf[0] = '\0';
        return;
    }
    hh_describe(value, buf, len);
}

static void start_event(game_t *g, const ev_t *ev)
{
    tmodel_t *m = &g->shown;
    double now = g->clock;
    char a[32], b[32], line[160];
    float sx, sy, bx, by;
    switch (ev->type) {
    case EV_TOURNAMENT_START:
        tmodel_apply(m, ev);
        game_log(g, "The tournament starts: %d players, %s chips each.",
                 __builtin_popcount(ev->u.a.players), chips(ev->amount, a, sizeof a));
        break;
    case EV_BUTTON_DRAW:
        tmodel_apply(m, ev);
        g->drawing = 1;
        if (ev->seat >= 0 && ev->seat < ENGINE_MAX_SEATS)
            g->draw_card[ev->seat] = ev->u.a.cards[0];
        if (ev->amount == 1) {
            g->draw_winner = ev->seat;
            g->draw_seat = ev->seat;
            char c[4];
            card_format(ev->u.a.cards[0], c);
            game_log(g, "%s draws the high card (%s) and takes the button.", seat_name(g, ev->seat), c);
        }
        sound(g, SFX_DEAL);
        g->busy_until = now + scaled(g, 0.12);
        break;
    case EV_HAND_START:
        if (g->n_people > 1 && game_hotseat(g) && g->owner >= 0) {
            g->owner = -1; /* a new hand: every private card off the table */
            game_refresh_private(g);
        }
        if (g->drawing && g->busy_until < now + scaled(g, T_DRAW_HOLD) && g->draw_winner >= 0 &&
            g->hands_seen == 0 && g->speed > 0) {
            /* let the draw be seen before the cards go in */
            g->draw_winner = -2;
            g->busy_until = now + scaled(g, T_DRAW_HOLD);
            /* re-queue: start this event again after the hold */
            g->q_head = (g->q_head + GAME_MAX_EVENTS - 1) % GAME_MAX_EVENTS;
            g->q[g->q_head] = *ev;
            g->q_count++;
            return;
        }
        g->drawing = 0;
        tmodel_apply(m, ev);
        memset(g->vis_cards, 0, sizeof g->vis_cards);
        memset(g->mucked, 0, sizeof g->mucked);
        memset(g->flip_seat, 0, sizeof g->flip_seat);
        g->vis_board = 0;
        g->winners = 0;
        g->win_text[0] = '\0';
        g->win_value = 0;
        g->hand_pot = 0;
        g->pre_checkfold = g->pre_callany = 0;
        g->raise_text[0] = '\0';
        g->n_pot_notes = 0;
        g->orbit_dead_sb = ev->u.hs.sb_posted ? -1 : ev->u.hs.sb_pos;
        g->orbit_dead_button = ev->u.hs.dead_button;
        /* a big blind coming back to a seat that has paid it this orbit starts a new orbit */
        if (ev->u.hs.bb >= 0 && ev->u.hs.bb < ENGINE_MAX_SEATS && g->orbit_bb[ev->u.hs.bb]) {
            memset(g->orbit_sb, 0, sizeof g->orbit_sb);
            memset(g->orbit_bb, 0, sizeof g->orbit_bb);
        }
        if (ev->u.hs.bb >= 0 && ev->u.hs.bb < ENGINE_MAX_SEATS)
            g->orbit_bb[ev->u.hs.bb] = 1;
        if (ev->u.hs.sb_posted && ev->u.hs.sb_pos >= 0 && ev->u.hs.sb_pos < ENGINE_MAX_SEATS)
            g->orbit_sb[ev->u.hs.sb_pos] = 1;
        game_log(g, "Hand %d: %s/%s%s%s.", ev->hand_no, chips(ev->u.hs.sb_amount, a, sizeof a),
                 chips(ev->u.hs.bb_amount, b, sizeof b), ev->u.hs.ante ? ", ante " : "",
                 ev->u.hs.ante ? chips(ev->u.hs.ante, line, sizeof line) : "");
        if (ev->u.hs.dead_button) {
            int who = ev->u.hs.busted_button;
            if (who >= 0 && who < ENGINE_MAX_SEATS)
                game_log(g, "Dead button: %s busted last hand, so nobody plays the button (R3).", seat_name(g, who));
            else
                game_log(g, "Dead button: the button is on an empty seat; nobody plays it (R3).");
        }
        if (!ev->u.hs.sb_posted)
            game_log(g, "No small blind this hand: its seat is empty (R3).");
        g->busy_until = now + scaled(g, 0.25);
        break;
    case EV_POST: {
        game_seat_xy(g, ev->seat, &sx, &sy);
        game_bet_xy(g, ev->seat, &bx, &by);
        if (ev->u.post.kind == POST_ANTE) /* antes go to the middle, where they are drawn */
            game_pot_xy(g, 0, 1, &bx, &by);
        double d = scaled(g, T_BET);
        if (d > 0) {
            chips_fly(g, sx, sy, bx, by, ev->amount, now, d);
            defer(g, ev, now + d);
        } else {
            tmodel_apply(m, ev);
        }
        static const char *const kinds[] = {"the ante", "the small blind", "the big blind"};
        game_log(g, "%s %s %s of %s%s.", seat_name(g, ev->seat), verb(g, ev->seat, "posts", "post"),
                 kinds[ev->u.post.kind <= POST_BB ? ev->u.post.kind : 0], chips(ev->amount, a, sizeof a),
                 ev->u.post.all_in ? " and is all-in" : "");
        sound(g, SFX_CHIPS);
        g->busy_until = now + d * 0.6;
        break;
    }
    case EV_HOLE_CARDS: {
        /* the whole deal at once: first card to every seat in deal order, then the second */
        ev_t batch[ENGINE_MAX_SEATS];
        int n = 0;
        batch[n++] = *ev;
        while (g->q_count > 0 && n < ENGINE_MAX_SEATS && g->q[g->q_head].type == EV_HOLE_CARDS) {
            batch[n++] = g->q[g->q_head];
            g->q_head = (g->q_head + 1) % GAME_MAX_EVENTS;
            g->q_count--;
        }
        double gap = scaled(g, T_DEAL_GAP), fl = scaled(g, T_DEAL_FLIGHT);
        double last = now;
        for (int r = 0; r < 2; r++)
            for (int i = 0; i < n; i++) {
                int seat = batch[i].seat;
                if (r == 0) {
                    tmodel_apply(m, &batch[i]);
                    g->vis_cards[seat] = 0;
                    if (i == n - 1)
                        game_refresh_private(g);
                }
                if (fl <= 0) {
                    g->vis_cards[seat] = 2;
                    continue;
                }
                fx_t *f = fx_add(g, FX_CARD, now + (r * n + i) * gap, fl);
                if (!f) {
                    g->vis_cards[seat] = 2;
                    continue;
                }
                f->seat = seat;
                f->card_index = r;
                f->x0 = LAYOUT_CX, f->y0 = LAYOUT_DEALER_Y;
                game_seat_xy(g, seat, &f->x1, &f->y1);
                last = f->start + fl;
            }
        sound(g, SFX_DEAL);
        if (g->hero >= 0 && g->n_people == 1) {
            for (int i = 0; i < n; i++)
                if (batch[i].seat == g->hero && card_valid(batch[i].u.a.cards[0])) {
                    char c0[4], c1[4];
                    card_format(batch[i].u.a.cards[0], c0);
                    card_format(batch[i].u.a.cards[1], c1);
                    game_log(g, "You are dealt %s %s.", c0, c1);
                }
        }
        g->busy_until = last;
        break;
    }
    case EV_DEAD_HAND:
        tmodel_apply(m, ev);
        game_log(g, "%s is away: the hand is dead.", seat_name(g, ev->seat));
        break;
    case EV_ACTION: {
        int act = ev->u.act.action;
        char what[TMODEL_ACTION_LEN];
        tmodel_action_text(ev, what, sizeof what);
        game_log(g, "%s: %s.", seat_name(g, ev->seat), what);
        if (act == CMD_FOLD) {
            double d = scaled(g, T_FOLD);
            if (d > 0) {
                fx_t *f = fx_add(g, FX_MUCK, now, d);
                if (f) {
                    f->seat = ev->seat;
                    game_seat_xy(g, ev->seat, &f->x0, &f->y0);
                    f->x1 = LAYOUT_CX, f->y1 = LAYOUT_TABLE_CY - 40;
                }
                defer(g, ev, now + d);
            } else {
                tmodel_apply(m, ev);
                g->mucked[ev->seat] = 1;
            }
            sound(g, SFX_FOLD);
            g->busy_until = now + d + scaled(g, T_AFTER_ACTION);
        } else if (act == CMD_CHECK) {
            tmodel_apply(m, ev);
            sound(g, SFX_CHECK);
            g->busy_until = now + scaled(g, 0.3);
        } else {
            game_seat_xy(g, ev->seat, &sx, &sy);
            game_bet_xy(g, ev->seat, &bx, &by);
            double d = scaled(g, T_BET);
            if (d > 0 && ev->u.act.added > 0) {
                chips_fly(g, sx, sy, bx, by, ev->u.act.added, now, d);
                defer(g, ev, now + d);
            } else {
                tmodel_apply(m, ev);
            }
            sound(g, (ev->u.act.flags & ACT_ALL_IN) ? SFX_ALLIN : SFX_CHIPS);
            g->busy_until = now + d + scaled(g, T_AFTER_ACTION);
        }
        break;
    }
    case EV_COLLECT: {
        /* every bet in front slides into the pots as they now stand */
        ev_t batch[TMODEL_MAX_POTS];
        int n = 0;
        batch[n++] = *ev;
        while (g->q_count > 0 && n < TMODEL_MAX_POTS && g->q[g->q_head].type == EV_COLLECT) {
            batch[n++] = g->q[g->q_head];
            g->q_head = (g->q_head + 1) % GAME_MAX_EVENTS;
            g->q_count--;
        }
        double d = scaled(g, T_COLLECT);
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
            chips_fly(g, bx, by, px, py, m->seats[s].bet, now, d);
        }
        for (int i = 0; i < n; i++) {
            if (d > 0)
                defer(g, &batch[i], now + d);
            else
                tmodel_apply(m, &batch[i]);
        }
        if (d > 0)
            sound(g, SFX_CHIPS);
        g->busy_until = now + d + scaled(g, 0.1);
        break;
    }
    case EV_STREET: {
        int from = m->n_board;
        tmodel_apply(m, ev);
        int to = m->n_board;
        if (g->vis_board > from)
            g->vis_board = from;
        double gap = scaled(g, T_FLIP_GAP), d = scaled(g, T_FLIP);
        double end = now;
        for (int k = from; k < to; k++) {
            if (d <= 0) {
                g->vis_board = to;
                break;
            }
            fx_t *f = fx_add(g, FX_FLIP, now + (k - from) * gap, d);
            if (!f) {
                g->vis_board = to;
                break;
            }
            f->card_index = k;
            f->card = m->board[k];
            end = f->start + d;
        }
        char cards[32] = "";
        for (int k = 0; k < to; k++) {
            char c[4];
            card_format(m->board[k], c);
            strcat(cards, c);
            if (k + 1 < to)
                strcat(cards, " ");
        }
        static const char *const names[] = {"Pre-flop", "Flop", "Turn", "River", "Showdown"};
        game_log(g, "%s: %s", names[ev->u.st.street <= STREET_SHOWDOWN ? ev->u.st.street : 0], cards);
        sound(g, SFX_DEAL);
        g->busy_until = end + scaled(g, 0.15);
        break;
    }
    case EV_UNCALLED: {
        game_bet_xy(g, ev->seat, &bx, &by);
        game_seat_xy(g, ev->seat, &sx, &sy);
        double d = scaled(g, T_BET);
        if (d > 0) {
            chips_fly(g, bx, by, sx, sy, ev->amount, now, d);
            defer(g, ev, now + d);
        } else {
            tmodel_apply(m, ev);
        }
        game_log(g, "Uncalled %s returned to %s.", chips(ev->amount, a, sizeof a), seat_name(g, ev->seat));
        g->busy_until = now + d;
        break;
    }
    case EV_SHOW: {
        tmodel_apply(m, ev);
        double d = scaled(g, T_SHOW);
        if (d > 0 && ev->seat != g->hero) {
            fx_t *f = fx_add(g, FX_FLIP, now, d);
            if (f) {
                f->seat = ev->seat;
                f->card_index = -1;
                g->flip_seat[ev->seat] = 1;
            }
        }
        char c0[4], c1[4], desc[80];
        card_format(ev->u.sh.cards[0], c0);
        card_format(ev->u.sh.cards[1], c1);
        describe_value(ev->u.sh.value, desc, sizeof desc);
        if (desc[0])
            game_log(g, "%s %s %s %s (%s).", seat_name(g, ev->seat), verb(g, ev->seat, "shows", "show"), c0, c1, desc);
        else
            game_log(g, "%s %s %s %s.", seat_name(g, ev->seat), verb(g, ev->seat, "shows", "show"), c0, c1);
        g->busy_until = now + d + scaled(g, ev->u.sh.allin ? 0.25 : 0.45);
        break;
    }
    case EV_MUCK:
        tmodel_apply(m, ev);
        g->mucked[ev->seat] = 1;
        game_log(g, "%s %s.", seat_name(g, ev->seat), verb(g, ev->seat, "mucks", "muck"));
        g->busy_until = now + scaled(g, 0.2);
        break;
    case EV_POT: {
        int idx = ev->u.pot.index, np = ev->u.pot.n_pots > 0 ? ev->u.pot.n_pots : 1;
        float px, py;
        game_pot_xy(g, idx, np, &px, &py);
        double d = scaled(g, T_POT);
        int64_t total = 0;
        int first_winner = -1;
        for (int s = 0; s < ENGINE_MAX_SEATS; s++)
            if (ev->u.pot.winners & (1u << s)) {
                int64_t amt = ev->u.pot.share + (s == ev->u.pot.odd_seat ? ev->u.pot.odd : 0);
                total += amt;
                if (first_winner < 0)
                    first_winner = s;
                game_seat_xy(g, s, &sx, &sy);
                if (d > 0)
                    chips_fly(g, px, py, sx, sy, amt, now, d);
            }
        if (d > 0)
            defer(g, ev, now + d);
        else
            tmodel_apply(m, ev);
        g->winners |= ev->u.pot.winners;
        g->hand_pot += total;
        pot_note(g, ev, total);
        char desc[80];
        describe_value(ev->u.pot.value, desc, sizeof desc);
        const char *potname = idx == 0 ? "the main pot" : "a side pot";
        char pn[24];
        if (idx > 0) {
            snprintf(pn, sizeof pn, "side pot %d", idx);
            potname = pn;
        } else if (np == 1) {
            potname = "the pot";
        }
        int nwin = __builtin_popcount(ev->u.pot.winners);
        if (nwin > 1) {
            snprintf(line, sizeof line, "%s (%s) is split %d ways", potname, chips(total, a, sizeof a), nwin);
            game_log(g, "%c%s%s.", line[0] == 't' ? 'T' : 'S', line + 1, desc[0] ? "" : "");
            if (ev->u.pot.odd > 0 && ev->u.pot.odd_seat >= 0)
                game_log(g, "The odd chip%s (%s) goes to %s, first left of the button.",
                         ev->u.pot.odd > 1 ? "s" : "", chips(ev->u.pot.odd, b, sizeof b),
                         seat_name(g, ev->u.pot.odd_seat));
        } else if (first_winner >= 0) {
            if (desc[0])
                game_log(g, "%s %s %s (%s) with %s.", seat_name(g, first_winner), verb(g, first_winner, "wins", "win"),
                         potname, chips(total, a, sizeof a), desc);
            else
                game_log(g, "%s %s %s (%s).", seat_name(g, first_winner), verb(g, first_winner, "wins", "win"), potname,
                         chips(total, a, sizeof a));
        }
        if (first_winner >= 0 && idx == 0) {
            /* With side pots the banner names the main pot, so it does not read as if one player
             * took everything (the plates' WINNER tags and the pot notes show the side pots). */
            const char *what = np > 1 ? " the main pot" : "";
            if (nwin > 1)
                snprintf(g->win_text, sizeof g->win_text, "%s%s%s", np > 1 ? "Main pot split" : "Split pot",
                         desc[0] ? ": " : "", desc);
            else if (desc[0])
                snprintf(g->win_text, sizeof g->win_text, "%s %s%s with %s", seat_name(g, first_winner),
                         verb(g, first_winner, "wins", "win"), what, desc);
            else
                snprintf(g->win_text, sizeof g->win_text, "%s %s%s %s", seat_name(g, first_winner),
                         verb(g, first_winner, "wins", "win"), what, chips(total, a, sizeof a));
            g->win_value = ev->u.pot.value;
        }
        sound(g, (g->hero >= 0 && (ev->u.pot.winners & (1u << g->hero))) ? SFX_WIN : SFX_CHIPS);
        g->busy_until = now + d + scaled(g, 0.35);
        break;
    }
    case EV_HAND_END:
        tmodel_apply(m, ev);
        g->hands_seen++;
        g->result.hands = ev->hand_no;
        if (g->hand_pot > g->result.biggest_pot) {
            g->result.biggest_pot = g->hand_pot;
            g->result.biggest_pot_hand = ev->hand_no;
        }
        break;
    case EV_LEVEL:
        tmodel_apply(m, ev);
        g->lv_start_hand = ev->hand_no;
        g->lv_hands = ev->u.lv.hands;
        g->lv_minutes = ev->u.lv.minutes;
        g->lv_is_break = ev->u.lv.is_break;
        if (ev->u.lv.is_break) {
            snprintf(line, sizeof line, "%d minutes", ev->u.lv.minutes);
            banner(g, "Break", line, 2.0);
            game_log(g, "Break: %d minutes.", ev->u.lv.minutes);
        } else {
            char t[64];
            snprintf(t, sizeof t, "Level %d", ev->u.lv.number);
            snprintf(line, sizeof line, "Blinds %s/%s", chips(ev->u.lv.sb, a, sizeof a), chips(ev->u.lv.bb, b, sizeof b));
            if (ev->u.lv.ante) {
                size_t l = strlen(line);
                char an[32];
                snprintf(line + l, sizeof line - l, ", ante %s", chips(ev->u.lv.ante, an, sizeof an));
            }
            if (ev->hand_no > 0) {
                banner(g, t, line, 1.8);
                sound(g, SFX_LEVEL);
            }
            game_log(g, "%s: %s.", t, line);
        }
        break;
    case EV_COLOR_UP:
        tmodel_apply(m, ev);
        snprintf(line, sizeof line, "The %s chips leave play: chip race", chips(ev->u.cu.removed, a, sizeof a));
        banner(g, "Colour-up", line, 2.2);
        game_log(g, "Colour-up: the %s chips leave play; the smallest chip is now %s.",
                 chips(ev->u.cu.removed, a, sizeof a), chips(ev->u.cu.new_unit, b, sizeof b));
        g->busy_until = now + scaled(g, 0.8);
        break;
    case EV_RACE: {
        tmodel_apply(m, ev);
        char c[4] = "";
        if (ev->u.race.cards > 0)
            card_format(ev->u.race.best, c);
        if (ev->u.race.won > 0)
            game_log(g, "Chip race: %s (high card %s) wins a %s chip.", seat_name(g, ev->seat), c,
                     chips(ev->u.race.won, a, sizeof a));
        else if (ev->u.race.odd > 0)
            game_log(g, "Chip race: %s's %s in odd chips %s.", seat_name(g, ev->seat),
                     chips(ev->u.race.odd, a, sizeof a), ev->u.race.cards ? "lose the race" : "are rounded");
        break;
    }
    case EV_REBUY:
        tmodel_apply(m, ev);
        game_log(g, "%s rebuys for %s chips.", seat_name(g, ev->seat), chips(ev->amount, a, sizeof a));
        sound(g, SFX_CHIPS);
        break;
    case EV_ADDON:
        tmodel_apply(m, ev);
        game_log(g, "%s takes the add-on: %s chips.", seat_name(g, ev->seat), chips(ev->amount, a, sizeof a));
        sound(g, SFX_CHIPS);
        break;
    case EV_DECLINE:
        tmodel_apply(m, ev);
        game_log(g, "%s declines the %s.", seat_name(g, ev->seat), ev->u.ro.addon ? "add-on" : "rebuy");
        break;
    case EV_ABSENT:
        tmodel_apply(m, ev);
        game_log(g, "%s is %s.", seat_name(g, ev->seat), ev->amount ? "away" : "back");
        break;
    case EV_ELIMINATED: {
        tmodel_apply(m, ev);
        int place = ev->u.el.place;
        char t[96], sub[128] = "";
        snprintf(t, sizeof t, "%s %s out in %d%s place", seat_name(g, ev->seat), verb(g, ev->seat, "is", "are"), place,
                 ordinal(place));
        if (ev->u.el.prize > 0)
            snprintf(sub, sizeof sub, "Prize: %lld.%02lld", (long long)(ev->u.el.prize / 100),
                     (long long)(ev->u.el.prize % 100));
        banner(g, t, sub, 2.0);
        game_log(g, "%s.", t);
        g->result.place[ev->seat] = place;
        g->result.prize[ev->seat] = ev->u.el.prize;
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
        char t[96];
        snprintf(t, sizeof t, "%s %s the tournament", seat_name(g, ev->seat), verb(g, ev->seat, "wins", "win"));
        banner(g, t, "", 3.0);
        game_log(g, "%s!", t);
        if (ev->seat >= 0) {
            g->result.place[ev->seat] = 1;
            g->result.prize[ev->seat] = ev->u.el.prize;
            int pi = game_person_at(g, ev->seat);
            if (pi >= 0)
                g->people[pi].place = 1, g->people[pi].prize = ev->u.el.prize;
        }
        g->result.hands = (int)ev->amount;
        sound(g, SFX_WIN);
        g->busy_until = now + scaled(g, 1.2);
        break;
    }
    default:
        tmodel_apply(m, ev);
        break;
    }
}

/* ---- pot explanations ---- */

/* "Side pot 1 (2,400): Ana and Ben can win it; Cleo is all-in for less (R25). Ben wins it with
 * a flush. The odd chip goes to Ana, first left of the button (R27)." */
static void pot_note(game_t *g, const ev_t *ev, int64_t total)
{
    if (g->n_pot_notes >= GAME_POT_NOTES)
        return;
    char *o = g->pot_note[g->n_pot_notes++];
    size_t cap = sizeof g->pot_note[0], n = 0;
    int idx = ev->u.pot.index, np = ev->u.pot.n_pots > 0 ? ev->u.pot.n_pots : 1;
    char a[32], names[160] = "", out[160] = "", desc[80];
    if (idx == 0)
        n += (size_t)snprintf(o + n, cap - n, "%s (%s): ", np > 1 ? "Main pot" : "Pot", chips(total, a, sizeof a));
    else
        n += (size_t)snprintf(o + n, cap - n, "Side pot %d (%s): ", idx, chips(total, a, sizeof a));
    int ne = 0, no = 0;
    for (int s = 0; s < g->n_seats; s++) {
        const tmodel_seat_t *ts = &g->shown.seats[s];
        if (ev->u.pot.eligible & (1u << s)) {
            size_t l = strlen(names);
            snprintf(names + l, sizeof names - l, "%s%s", ne++ ? ", " : "", seat_name(g, s));
        } else if (ts->in_hand && !ts->folded && ts->all_in) {
            size_t l = strlen(out);
            snprintf(out + l, sizeof out - l, "%s%s", no++ ? ", " : "", seat_name(g, s));
        }
    }
    n += (size_t)snprintf(o + n, cap - n, "%s%s eligible", ne == 1 ? "only " : "", names);
    if (no > 0 && n < cap)
        n += (size_t)snprintf(o + n, cap - n, " (%s all-in for less, R25)", out);
    describe_value(ev->u.pot.value, desc, sizeof desc);
    int nwin = __builtin_popcount(ev->u.pot.winners);
    int first = -1;
    for (int s = 0; s < g->n_seats && first < 0; s++)
        if (ev->u.pot.winners & (1u << s))
            first = s;
    if (n < cap) {
        if (nwin > 1)
            n += (size_t)snprintf(o + n, cap - n, " \xe2\x86\x92 split %d ways%s%s", nwin, desc[0] ? ", " : "", desc);
        else if (first >= 0 && desc[0])
            n += (size_t)snprintf(o + n, cap - n, " \xe2\x86\x92 %s, %s", seat_name(g, first), desc);
        else if (first >= 0)
            n += (size_t)snprintf(o + n, cap - n, " \xe2\x86\x92 %s, uncontested", seat_name(g, first));
    }
    if (ev->u.pot.odd > 0 && ev->u.pot.odd_seat >= 0 && n < cap)
        snprintf(o + n, cap - n, "; odd chip%s %s to %s, first left of the button (R27)", ev->u.pot.odd > 1 ? "s" : "",
                 chips(ev->u.pot.odd, a, sizeof a), seat_name(g, ev->u.pot.odd_seat));
}

/* ---- the step ----------------------------------------------------------------------------- */

int game_idle(const game_t *g)
{
    if (g->hold_type >= 0 && g->q_count > 0 && (int)g->q[g->q_head].type == g->hold_type)
        return g->n_fx == 0 && g->n_pending == 0;
    return g->q_count == 0 && g->n_fx == 0 && g->n_pending == 0 && g->clock >= g->busy_until;
}

static void advance_effects(game_t *g)
{
    int w = 0;
    for (int i = 0; i < g->n_fx; i++) {
        fx_t *f = &g->fx[i];
        if (g->clock >= f->start + f->dur) {
            fx_land(g, f);
            continue;
        }
        g->fx[w++] = *f;
    }
    g->n_fx = w;
    if (g->n_pending && g->clock >= g->pending_at) {
        for (int i = 0; i < g->n_pending; i++) {
            tmodel_apply(&g->shown, &g->pending[i]);
            if (g->pending[i].type == EV_ACTION && g->pending[i].u.act.action == CMD_FOLD)
                g->mucked[g->pending[i].seat] = 1;
        }
        g->n_pending = 0;
        g->pending_at = 0;
    }
}

static void run_queue(game_t *g)
{
    /* events start in order; one whose motion is still running holds the next back */
    int guard = 0;
    while (g->q_count > 0 && g->clock >= g->busy_until && g->n_pending == 0 && guard++ < 4096) {
        if (g->hold_type >= 0 && (int)g->q[g->q_head].type == g->hold_type)
            return;
        ev_t ev = g->q[g->q_head];
        g->q_head = (g->q_head + 1) % GAME_MAX_EVENTS;
        g->q_count--;
        start_event(g, &ev);
        if (g->speed <= 0)
            advance_effects(g);
    }
}

int game_hero_to_act(const game_t *g, session_wait_t *w)
{
    if (g->hero < 0 || !game_idle(g) || g->handoff >= 0 || (g->n_people > 1 && g->owner < 0))
        return 0;
    session_wait(g->s, w);
    return w->kind == SESSION_WAIT_ACTION && w->seat == g->hero &&
           session_seat_kind(g->s, g->hero) == SESSION_SEAT_PERSON;
}

int game_hero_deciding(const game_t *g, session_wait_t *w)
{
    if (g->hero < 0 || !game_idle(g) || g->handoff >= 0 || (g->n_people > 1 && g->owner < 0))
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
            game_log(g, "The break is skipped.");
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
    return (0.5 + 0.6 * u);
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
                    g->next_hand_at = g->clock + scaled(g, T_HAND_PAUSE);
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

void game_update(game_t *g, double dt, int64_t wall_ms)
{
    g->clock += dt;
    session_set_time(g->s, wall_ms);
    session_set_wall_clock(g->s, wall_ms); /* each hand's date in its history and the save */
    g->speed = g->fast_forward ? 0.0f : g->speed;
    pull(g);
    advance_effects(g);
    run_queue(g);
    drive(g);
    /* expire banners */
    int w = 0;
    for (int i = 0; i < g->n_banners; i++)
        if (g->clock < g->banners[i].start + g->banners[i].dur)
            g->banners[w++] = g->banners[i];
    g->n_banners = w;
    session_wait_t sw;
    session_wait(g->s, &sw);
    if (sw.kind == SESSION_WAIT_FINISHED && game_idle(g) && !g->finished) {
        g->finished = 1;
        g->finished_at = g->clock;
    }
}
