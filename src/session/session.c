/* session.c — one tournament table as every front end drives it (see session.h): the wait
 * query, seat agents (people, bots, caller-supplied agents), per-subscriber event queues with
 * the privacy of their seat, the level clock fed by the caller and saves with the seating.
 * Never reads the clock for the game; the only clock read is the watchdog of plugin bots. */
#define _POSIX_C_SOURCE 200809L
#include "session/session.h"

#include <errno.h>
#include <inttypes.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "engine/save.h"
#include "session/subs.h"

enum { SESSION_MAX_SUBS = 16, SESSION_DEFAULT_DEADLINE_MS = 2000 };
_Static_assert((int)SESSION_SEE_PUBLIC == (int)SUBS_SEE_NONE && (int)SESSION_SEE_ALL == (int)SUBS_SEE_ALL,
               "one privacy filter: the session's views are subs.h's");

/* The built-in that takes over from a plugin bot that missed its deadline. */
static const char *const SAFE_BOT = "tag:medium";

/* ---- plugin bots on a worker thread ---------------------------------------------------------- */

typedef struct worker {
    pthread_mutex_t m;
    pthread_cond_t cv;
    pthread_t th;
    bot_t *bot;
    int has_req, has_resp, quit, abandoned;
    view_t v;
    cmd_t out;
    bot_verdict_t verdict;
    char reason[BOT_REASON_LEN];
} worker_t;

static void *worker_main(void *arg)
{
    worker_t *w = arg;
    pthread_mutex_lock(&w->m);
    for (;;) {
        while (!w->has_req && !w->quit)
            pthread_cond_wait(&w->cv, &w->m);
        if (w->quit)
            break;
        w->has_req = 0;
        view_t v = w->v;
        pthread_mutex_unlock(&w->m);
        cmd_t out;
        char reason[BOT_REASON_LEN];
        bot_verdict_t verdict = bot_decide(w->bot, &v, &out, reason, sizeof reason);
        pthread_mutex_lock(&w->m);
        if (w->abandoned)
            break; /* the session gave up on us: it no longer reads this worker */
        w->out = out;
        w->verdict = verdict;
        memcpy(w->reason, reason, sizeof reason);
        w->has_resp = 1;
        pthread_cond_broadcast(&w->cv);
    }
    int abandoned = w->abandoned;
    pthread_mutex_unlock(&w->m);
    if (abandoned)
        return NULL; /* leaks the worker and its bot: another thread may still be in them */
    return NULL;
}

static worker_t *worker_start(bot_t *bot)
{
    worker_t *w = calloc(1, sizeof *w);
    if (!w)
        return NULL;
    pthread_condattr_t ca;
    pthread_condattr_init(&ca);
    pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
    pthread_mutex_init(&w->m, NULL);
    pthread_cond_init(&w->cv, &ca);
    pthread_condattr_destroy(&ca);
    w->bot = bot;
    if (pthread_create(&w->th, NULL, worker_main, w) != 0) {
        pthread_cond_destroy(&w->cv);
        pthread_mutex_destroy(&w->m);
        free(w);
        return NULL;
    }
    return w;
}

/* Stop a worker that is idle, join it and destroy its bot. */
static void worker_stop(worker_t *w)
{
    pthread_mutex_lock(&w->m);
    w->quit = 1;
    pthread_cond_broadcast(&w->cv);
    pthread_mutex_unlock(&w->m);
    pthread_join(w->th, NULL);
    bot_destroy(w->bot);
    pthread_cond_destroy(&w->cv);
    pthread_mutex_destroy(&w->m);
    free(w);
}

/* Ask through the worker; 0 on time, -1 when the deadline passed (the worker is then
 * abandoned: detached, never touched again). */
static int worker_ask(worker_t *w, const view_t *v, int deadline_ms, cmd_t *out, bot_verdict_t *verdict,
                      char *reason, size_t reason_len)
{
    struct timespec until;
    clock_gettime(CLOCK_MONOTONIC, &until); /* the watchdog's clock: never a game input */
    until.tv_sec += deadline_ms / 1000;
    until.tv_nsec += (long)(deadline_ms % 1000) * 1000000L;
    if (until.tv_nsec >= 1000000000L) {
        until.tv_sec++;
        until.tv_nsec -= 1000000000L;
    }
    pthread_mutex_lock(&w->m);
    w->v = *v;
    w->has_req = 1;
    w->has_resp = 0;
    pthread_cond_broadcast(&w->cv);
    int rc = 0;
    while (!w->has_resp && rc != ETIMEDOUT)
        rc = pthread_cond_timedwait(&w->cv, &w->m, &until);
    if (!w->has_resp) {
        w->abandoned = 1;
        pthread_mutex_unlock(&w->m);
        pthread_detach(w->th);
        return -1;
    }
    *out = w->out;
    *verdict = w->verdict;
    snprintf(reason, reason_len, "%s", w->reason);
    pthread_mutex_unlock(&w->m);
    return 0;
}

/* ---- the session ----------------------------------------------------------------------------- */

typedef struct seat_state {
    session_seat_kind_t kind;
    session_agent_t agent;       /* SESSION_SEAT_AGENT */
    bot_t *bot;                  /* SESSION_SEAT_BOT, built-in: called directly */
    worker_t *worker;            /* SESSION_SEAT_BOT, plugin: on its own thread */
    char spec[BOT_LABEL_LEN];    /* the bot's spec text as given */
    char label[BOT_LABEL_LEN];
    char name[ENGINE_NAME_LEN];
    uint32_t colour;
    char reason[BOT_REASON_LEN];
    int illegal;
} seat_state_t;

struct session {
    session_config_t cfg;
    engine_t *e;
    bot_registry_t *own_reg;
    const bot_registry_t *reg;
    int n_seats;
    seat_state_t seat[ENGINE_MAX_SEATS];
    subs_t subs;                 /* the subscriptions' queues (subs.h) */
    int see[SESSION_MAX_SUBS];   /* each one's view: a seat, SESSION_SEE_PUBLIC or _ALL */
    session_event_fn hook;
    void *hook_ctx;
    /* the level clock */
    int64_t now_ms, level_ms;    /* time spent in the current level while not paused */
    int have_time, paused;
    int64_t wall_ms;             /* session_set_wall_clock: stamped on dealing commands */
    int clock_level;             /* level index the clock is timing */
    int advance_sent;            /* CMD_ADVANCE_LEVEL already submitted for that level */
    int64_t sent_at_ms;          /* the level's length when it was: time past it carries on */
    int fast_clock;              /* session_fast_clock: each hand dealt adds a hand's length */
    int64_t fast_ms;             /* the tournament time those hands have added */
    int fast_hand;               /* the last hand counted so (a NEXT_HAND refused and asked
                                    again counts once) */
    /* a loaded session: the events its replay made, for a front end that resumes on screen */
    ev_t *history;
    int n_history;
};

/* The seat's reason line, formatted (cut to fit). */
static void set_reason(seat_state_t *p, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void set_reason(seat_state_t *p, const char *fmt, ...)
{
    char tmp[BOT_REASON_LEN];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(tmp, sizeof tmp, fmt, ap);
    va_end(ap);
    memcpy(p->reason, tmp, sizeof tmp);
}

static void seat_release(seat_state_t *p)
{
    if (p->kind == SESSION_SEAT_AGENT && p->agent.destroy)
        p->agent.destroy(p->agent.self);
    if (p->bot)
        bot_destroy(p->bot);
    if (p->worker)
        worker_stop(p->worker);
    p->bot = NULL;
    p->worker = NULL;
    memset(&p->agent, 0, sizeof p->agent);
}

static int origin_is_builtin(const bot_registry_t *reg, const bot_strategy_t *st)
{
    for (int i = 0; i < bot_registry_count(reg); i++)
        if (bot_registry_get(reg, i) == st)
            return strcmp(bot_registry_origin(reg, i), "built-in") == 0;
    return 1;
}

/* Seat a bot from spec text. */
static int seat_bot(session_t *s, int seat, const char *spec_text, char *err, size_t errlen)
{
    bot_spec_t spec;
    char e2[512];
    if (!s->reg) {
        s->own_reg = bot_registry_create();
        s->reg = s->own_reg;
        if (!s->reg) {
            snprintf(err, errlen, "out of memory");
            return -1;
        }
    }
    if (bot_spec_parse(s->reg, spec_text, &spec, e2, sizeof e2) != 0) {
        snprintf(err, errlen, "seat %d: %s", seat + 1, e2);
        return -1;
    }
    bot_setup_t su;
    memset(&su, 0, sizeof su);
    su.seat = seat;
    su.player_id = seat;
    su.seed = engine_config(s->e)->seed;
    su.structure = engine_structure(s->e);
    bot_t *b = bot_create(&spec, &su, e2, sizeof e2);
    if (!b) {
        snprintf(err, errlen, "seat %d: %s", seat + 1, e2);
        return -1;
    }
    worker_t *w = NULL;
    if (!origin_is_builtin(s->reg, spec.strategy)) {
        w = worker_start(b);
        if (!w) {
            bot_destroy(b);
            snprintf(err, errlen, "seat %d: cannot start a thread for bot '%s'", seat + 1, spec.label);
            return -1;
        }
    }
    seat_state_t *p = &s->seat[seat];
    seat_release(p);
    p->kind = SESSION_SEAT_BOT;
    p->bot = w ? NULL : b;
    p->worker = w;
    snprintf(p->spec, sizeof p->spec, "%s", spec_text);
    snprintf(p->label, sizeof p->label, "%s", spec.label);
    return 0;
}

static int valid_name(const char *n)
{
    for (; *n; n++)
        if ((unsigned char)*n < 0x20 || *n == 0x7f)
            return 0;
    return 1;
}

static void clock_sync(session_t *s);

/* Build a session around an engine (created or loaded). Takes e. */
static session_t *session_wrap(engine_t *e, const session_config_t *cfg, char *err, size_t errlen)
{
    session_t *s = calloc(1, sizeof *s);
    if (!s) {
        engine_destroy(e);
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    s->cfg = *cfg;
    s->cfg.engine.structure = NULL;
    s->e = e;
    s->n_seats = engine_config(e)->n_seats;
    s->clock_level = -1;
    subs_init(&s->subs, SESSION_MAX_SUBS, sizeof(ev_t), 256);
    s->reg = cfg->registry; /* NULL: the built-ins, made when a bot first sits down */
    if (s->cfg.bot_deadline_ms <= 0)
        s->cfg.bot_deadline_ms = SESSION_DEFAULT_DEADLINE_MS;
    const engine_config_t *ec = engine_config(e); /* resolved: every occupied seat is marked */
    for (int k = 0; k < s->n_seats; k++) {
        seat_state_t *p = &s->seat[k];
        const session_seat_setup_t *su = &cfg->seats[k];
        p->colour = su->colour;
        if (ec->seats[k].name[0])
            memcpy(p->name, ec->seats[k].name, sizeof p->name);
        else
            snprintf(p->name, sizeof p->name, "Seat %d", k + 1); /* as the engine names it */
        if (!ec->seats[k].occupied) {
            p->kind = SESSION_SEAT_EMPTY;
            continue;
        }
        p->kind = SESSION_SEAT_PERSON;
        if (su->kind == SESSION_SEAT_BOT && seat_bot(s, k, su->bot, err, errlen) != 0) {
            session_destroy(s);
            return NULL;
        }
        if (p->kind == SESSION_SEAT_PERSON)
            memcpy(p->label, p->name, sizeof p->name);
    }
    return s;
}

void session_config_init(session_config_t *cfg, const engine_config_t *engine, const bot_registry_t *registry,
                         int64_t start_time_ms)
{
    memset(cfg, 0, sizeof *cfg);
    if (engine)
        cfg->engine = *engine;
    cfg->registry = registry;
    cfg->start_time_ms = start_time_ms;
}

void session_config_seat(session_config_t *cfg, int seat, session_seat_kind_t kind, const char *name,
                         const char *bot, uint32_t colour)
{
    if (seat < 0 || seat >= ENGINE_MAX_SEATS)
        return;
    session_seat_setup_t *ss = &cfg->seats[seat];
    memset(ss, 0, sizeof *ss);
    ss->kind = kind;
    snprintf(ss->name, sizeof ss->name, "%s", name ? name : "");
    snprintf(ss->bot, sizeof ss->bot, "%s", bot ? bot : "");
    ss->colour = colour;
}

int session_config_in_play(const engine_config_t *engine, int seat)
{
    int any = 0, n = engine->n_seats > 0 ? engine->n_seats : ENGINE_MAX_SEATS;
    if (seat < 0 || seat >= n || seat >= ENGINE_MAX_SEATS)
        return 0;
    for (int k = 0; k < n && k < ENGINE_MAX_SEATS; k++)
        any |= engine->seats[k].occupied;
    if (any)
        return engine->seats[seat].occupied != 0;
    return engine->n_players <= 0 || seat < engine->n_players;
}

session_t *session_create(const session_config_t *cfg_in, char *err, size_t errlen)
{
    session_config_t cfg;
    if (cfg_in)
        cfg = *cfg_in;
    else
        memset(&cfg, 0, sizeof cfg);
    engine_config_t ec = cfg.engine;
    int any = 0;
    for (int k = 0; k < ENGINE_MAX_SEATS; k++)
        any |= cfg.seats[k].kind != SESSION_SEAT_EMPTY;
    for (int k = 0; k < ENGINE_MAX_SEATS && any; k++) {
        const session_seat_setup_t *su = &cfg.seats[k];
        if (su->kind < SESSION_SEAT_EMPTY || su->kind >= SESSION_SEAT_KIND_COUNT) {
            snprintf(err, errlen, "seats[%d].kind: %d is not a seat kind", k, (int)su->kind);
            return NULL;
        }
        if (su->kind == SESSION_SEAT_AGENT) {
            snprintf(err, errlen, "seats[%d].kind: agents are handed over with session_set_agent", k);
            return NULL;
        }
        ec.seats[k].occupied = su->kind != SESSION_SEAT_EMPTY;
    }
    for (int k = 0; k < ENGINE_MAX_SEATS; k++) {
        const session_seat_setup_t *su = &cfg.seats[k];
        if (memchr(su->name, '\0', sizeof su->name) == NULL || !valid_name(su->name)) {
            snprintf(err, errlen, "seats[%d].name: must be printable text of at most %d bytes", k,
                     ENGINE_NAME_LEN - 1);
            return NULL;
        }
        if (su->kind == SESSION_SEAT_BOT && (memchr(su->bot, '\0', sizeof su->bot) == NULL || !su->bot[0])) {
            snprintf(err, errlen, "seats[%d].bot: a bot seat needs a bot spec such as tag:hard", k);
            return NULL;
        }
        if (su->name[0])
            memcpy(ec.seats[k].name, su->name, sizeof ec.seats[k].name);
        else if (su->kind == SESSION_SEAT_BOT && !ec.seats[k].name[0])
            snprintf(ec.seats[k].name, sizeof ec.seats[k].name, "%s", su->bot);
    }
    engine_t *e = engine_create(&ec, err, errlen);
    if (!e)
        return NULL;
    return session_wrap(e, &cfg, err, errlen);
}

session_t *session_adopt(engine_t *e, const session_config_t *cfg_in, char *err, size_t errlen)
{
    session_config_t cfg;
    if (cfg_in)
        cfg = *cfg_in;
    else
        memset(&cfg, 0, sizeof cfg);
    cfg.engine = *engine_config(e);
    session_t *s = session_wrap(e, &cfg, err, errlen);
    if (s)
        clock_sync(s);
    return s;
}

void session_destroy(session_t *s)
{
    if (!s)
        return;
    for (int k = 0; k < ENGINE_MAX_SEATS; k++)
        seat_release(&s->seat[k]);
    subs_free(&s->subs);
    free(s->history);
    engine_destroy(s->e);
    if (s->own_reg)
        bot_registry_destroy(s->own_reg);
    free(s);
}

static int seat_ok(const session_t *s, int seat)
{
    return seat >= 0 && seat < s->n_seats && s->seat[seat].kind != SESSION_SEAT_EMPTY;
}

int session_set_agent(session_t *s, int seat, const session_agent_t *agent, char *err, size_t errlen)
{
    if (!seat_ok(s, seat)) {
        snprintf(err, errlen, "seat %d: nobody sits there", seat + 1);
        return -1;
    }
    if (agent && !agent->ask) {
        snprintf(err, errlen, "seat %d: the agent has no ask function", seat + 1);
        return -1;
    }
    seat_state_t *p = &s->seat[seat];
    seat_release(p);
    if (!agent) {
        p->kind = SESSION_SEAT_PERSON;
        memcpy(p->label, p->name, sizeof p->name);
        return 0;
    }
    p->kind = SESSION_SEAT_AGENT;
    p->agent = *agent;
    p->agent.label[sizeof p->agent.label - 1] = '\0';
    if (p->agent.label[0])
        memcpy(p->label, p->agent.label, sizeof p->label);
    else
        snprintf(p->label, sizeof p->label, "agent");
    return 0;
}

int session_set_bot(session_t *s, int seat, const char *bot_spec, char *err, size_t errlen)
{
    if (!seat_ok(s, seat)) {
        snprintf(err, errlen, "seat %d: nobody sits there", seat + 1);
        return -1;
    }
    return seat_bot(s, seat, bot_spec, err, errlen);
}

session_seat_kind_t session_seat_kind(const session_t *s, int seat)
{
    return seat >= 0 && seat < s->n_seats ? s->seat[seat].kind : SESSION_SEAT_EMPTY;
}

const char *session_seat_label(const session_t *s, int seat)
{
    return seat >= 0 && seat < s->n_seats ? s->seat[seat].label : "";
}

uint32_t session_seat_colour(const session_t *s, int seat)
{
    return seat >= 0 && seat < s->n_seats ? s->seat[seat].colour : 0;
}

const char *session_seat_name(const session_t *s, int seat)
{
    return seat >= 0 && seat < s->n_seats ? s->seat[seat].name : "";
}

const char *session_reason(const session_t *s, int seat)
{
    return seat >= 0 && seat < s->n_seats ? s->seat[seat].reason : "";
}

int session_illegal_count(const session_t *s, int seat)
{
    return seat >= 0 && seat < s->n_seats ? s->seat[seat].illegal : 0;
}

/* ---- what the table waits for ----------------------------------------------------------------- */

void session_wait(const session_t *s, session_wait_t *w)
{
    const engine_t *e = s->e;
    if (engine_phase(e) == PHASE_HAND) { /* the common case, without clearing the rest */
        w->kind = SESSION_WAIT_ACTION;
        w->seat = engine_to_act(e);
        engine_legal(e, w->seat, &w->legal);
        w->rebuy_offer = w->addon_offer = w->must_decide = 0;
        w->offer_chips = w->offer_cost = 0;
        w->break_minutes = 0;
        w->break_left_ms = 0;
        return;
    }
    memset(w, 0, sizeof *w);
    w->seat = -1;
    switch (engine_phase(e)) {
    case PHASE_NOT_STARTED:
        w->kind = SESSION_WAIT_START;
        return;
    case PHASE_HAND:
        w->kind = SESSION_WAIT_ACTION;
        w->seat = engine_to_act(e);
        engine_legal(e, w->seat, &w->legal);
        return;
    case PHASE_FINISHED:
        w->kind = SESSION_WAIT_FINISHED;
        return;
    case PHASE_BETWEEN_HANDS:
    case PHASE_BREAK:
        break;
    }
    int d = engine_decision_seat(e);
    if (d >= 0) {
        view_t v;
        engine_view(e, d, &v);
        w->kind = SESSION_WAIT_DECISION;
        w->seat = d;
        w->rebuy_offer = v.rebuy_offer;
        w->addon_offer = v.addon_offer;
        w->must_decide = v.must_decide;
        const structure_t *st = engine_structure(e);
        w->offer_chips = v.addon_offer ? st->addon_chips : st->rebuy_chips;
        w->offer_cost = v.addon_offer ? st->addon_cost : st->rebuy_cost;
        return;
    }
    if (engine_phase(e) == PHASE_BREAK) {
        const level_t *L = &engine_structure(e)->levels[engine_level_index(e)];
        w->kind = SESSION_WAIT_BREAK;
        w->break_minutes = L->minutes;
        int64_t left = session_level_left_ms(s);
        w->break_left_ms = left > 0 && s->have_time ? left : 0;
        return;
    }
    w->kind = SESSION_WAIT_NEXT_HAND;
}

/* ---- events ------------------------------------------------------------------------------------ */

/* Hand the engine's new events to the hook and the subscribers. */
static void drain(session_t *s)
{
    const ev_t *ev;
    if (s->subs.n == 0) { /* nobody subscribed: no queue, no copy */
        if (s->hook)
            while ((ev = engine_next_event(s->e)) != NULL)
                s->hook(s->hook_ctx, ev);
        else
            while (engine_next_event(s->e))
                ;
        return;
    }
    while ((ev = engine_next_event(s->e)) != NULL) {
        if (s->hook)
            s->hook(s->hook_ctx, ev);
        for (int i = 0; i < SESSION_MAX_SUBS && s->subs.n; i++)
            if (subs_used(&s->subs, i)) {
                ev_t *v = subs_push(&s->subs, i, ev);
                if (v)
                    subs_hide(v, s->see[i]);
            }
    }
}

void session_on_event(session_t *s, session_event_fn fn, void *ctx)
{
    s->hook = fn;
    s->hook_ctx = ctx;
}

int session_subscribe(session_t *s, int see)
{
    if (see != SESSION_SEE_PUBLIC && see != SESSION_SEE_ALL && (see < 0 || see >= s->n_seats))
        return -1;
    int i = subs_open(&s->subs);
    if (i >= 0)
        s->see[i] = see;
    return i;
}

void session_unsubscribe(session_t *s, int sub) { subs_close(&s->subs, sub); }

const ev_t *session_next_event(session_t *s, int sub) { return subs_next(&s->subs, sub); }

/* ---- driving ----------------------------------------------------------------------------------- */

static void clock_sync(session_t *s);

static void clock_run(session_t *s, int64_t dt);

/* R40's length of a hand at a table of n players: its base and two actions each. */
static int64_t hand_ms(int n)
{
    structure_mtt_t m;
    structure_mtt_default(&m);
    return ((int64_t)m.hand_base_seconds + (int64_t)m.action_seconds * 2 * n) * 1000;
}

engine_reject_t session_submit(session_t *s, cmd_t c)
{
    if (c.type == CMD_NEXT_HAND && s->fast_clock && engine_phase(s->e) != PHASE_FINISHED) {
        /* the hand just played took a hand's length of tournament time: the level clock first
         * (a level that ends now applies to the hand about to be dealt, R29), then its date */
        view_t v;
        engine_view(s->e, -1, &v);
        if (v.hand_no != s->fast_hand) {
            int64_t dt = hand_ms(v.players_left);
            s->fast_hand = v.hand_no;
            s->fast_ms += dt;
            if (s->wall_ms > 0)
                s->wall_ms += dt;
            clock_run(s, dt);
        }
    }
    if ((c.type == CMD_START || c.type == CMD_NEXT_HAND) && c.amount == 0 && s->wall_ms > 0)
        c.amount = s->wall_ms / 1000;
    engine_reject_t r = engine_submit(s->e, c);
    if (r == REJ_OK) {
        drain(s);
        clock_sync(s);
    }
    return r;
}

/* The safe answer instead of an illegal or missing one. */
static cmd_t fallback(const session_wait_t *w)
{
    cmd_t c = {CMD_FOLD, w->seat, 0};
    if (w->kind == SESSION_WAIT_ACTION)
        c.type = w->legal.can_check ? CMD_CHECK : CMD_FOLD;
    else
        c.type = CMD_DECLINE;
    return c;
}

static void light_view(const session_t *s, const session_wait_t *w, view_t *v)
{
    v->phase = PHASE_HAND;
    v->seat = v->to_act = w->seat;
    v->hand_no = 0;
    v->legal = w->legal;
    v->rebuy_offer = v->addon_offer = v->must_decide = 0;
    (void)s;
}

/* Ask the seat the table waits on. 1 with *out set (legal in the seat's view), 0 when the
 * answer comes later (a person), -1 if the table is not waiting on a seat. */
static int ask_seat(session_t *s, const session_wait_t *w, cmd_t *out)
{
    if (w->kind != SESSION_WAIT_ACTION && w->kind != SESSION_WAIT_DECISION)
        return -1;
    seat_state_t *p = &s->seat[w->seat];
    if (p->kind == SESSION_SEAT_PERSON || p->kind == SESSION_SEAT_EMPTY)
        return 0;
    view_t v;
    int light = p->kind == SESSION_SEAT_AGENT && p->agent.light && w->kind == SESSION_WAIT_ACTION;
    if (light)
        light_view(s, w, &v);
    else
        engine_view(s->e, w->seat, &v);
    cmd_t c = {CMD_NONE, w->seat, 0};
    if (p->kind == SESSION_SEAT_BOT) {
        bot_verdict_t verdict = BOT_OK;
        if (p->worker) {
            if (worker_ask(p->worker, &v, s->cfg.bot_deadline_ms, &c, &verdict, p->reason, sizeof p->reason) != 0) {
                /* stuck: fold (check when free) now, and a built-in plays the seat from here */
                p->worker = NULL; /* abandoned: its thread may still be inside the bot */
                p->illegal++;
                c = fallback(w);
                if (w->kind == SESSION_WAIT_DECISION && !w->must_decide)
                    c.type = CMD_DECLINE;
                char old[BOT_LABEL_LEN];
                snprintf(old, sizeof old, "%s", p->label);
                char err[256];
                int replaced = seat_bot(s, w->seat, SAFE_BOT, err, sizeof err) == 0;
                if (!replaced)
                    p->kind = SESSION_SEAT_PERSON;
                set_reason(p, "%s: no answer within %d ms: %s instead; %s plays the seat from now",
                         old, s->cfg.bot_deadline_ms, w->kind == SESSION_WAIT_ACTION ? cmd_type_name(c.type) : "declined",
                         replaced ? SAFE_BOT : "nobody");
                *out = c;
                return 1;
            }
        } else {
            verdict = bot_decide(p->bot, &v, &c, p->reason, sizeof p->reason);
        }
        if (verdict == BOT_REPLACED)
            p->illegal++;
    } else {
        p->reason[0] = '\0';
        int got = p->agent.ask(p->agent.self, &v, w, &c, p->reason, sizeof p->reason);
        if (!got)
            return 0;
        char why[128];
        if (!light && !bot_cmd_legal(&v, c, why, sizeof why)) {
            char said[64];
            if (c.type > CMD_NONE && c.type < CMD_COUNT)
                cmd_format(c, said, sizeof said);
            else
                snprintf(said, sizeof said, "command type %d", (int)c.type);
            p->illegal++;
            c = fallback(w);
            if (w->kind == SESSION_WAIT_DECISION && !w->must_decide)
                c.type = CMD_DECLINE;
            set_reason(p, "%s: illegal command '%s' (%s): %s instead", p->label, said, why,
                     cmd_type_name(c.type));
        }
    }
    c.seat = w->seat;
    /* an optional offer let pass is answered, so nobody keeps "already asked" state */
    if (c.type == CMD_NONE && w->kind == SESSION_WAIT_DECISION)
        c.type = CMD_DECLINE;
    *out = c;
    return 1;
}

int session_ask(session_t *s, cmd_t *out)
{
    session_wait_t w;
    session_wait(s, &w);
    return ask_seat(s, &w, out);
}

session_step_result_t session_step(session_t *s)
{
    session_wait_t w;
    if (engine_phase(s->e) == PHASE_HAND) {
        /* the hot path of simulations: a light agent acting, checked by the engine alone */
        int seat = engine_to_act(s->e);
        seat_state_t *p = &s->seat[seat];
        if (p->kind == SESSION_SEAT_AGENT && p->agent.light) {
            view_t v;
            v.phase = PHASE_HAND;
            v.seat = v.to_act = seat;
            v.hand_no = 0;
            v.rebuy_offer = v.addon_offer = v.must_decide = 0;
            engine_legal(s->e, seat, &w.legal);
            v.legal = w.legal;
            w.kind = SESSION_WAIT_ACTION;
            w.seat = seat;
            cmd_t c = {CMD_NONE, seat, 0};
            if (!p->agent.ask(p->agent.self, &v, &w, &c, p->reason, sizeof p->reason))
                return SESSION_STEP_PERSON;
            c.seat = seat;
            if (session_submit(s, c) == REJ_OK)
                return SESSION_STEP_DONE;
            p->illegal++;
            char said[64];
            cmd_format(c, said, sizeof said);
            cmd_t f = {v.legal.can_check ? CMD_CHECK : CMD_FOLD, seat, 0};
            set_reason(p, "%s: the engine refused '%s': %s instead", p->label, said,
                     cmd_type_name(f.type));
            return session_submit(s, f) == REJ_OK ? SESSION_STEP_DONE : SESSION_STEP_TABLE;
        }
    }
    session_wait(s, &w);
    cmd_t c = {CMD_NONE, -1, 0};
    switch (w.kind) {
    case SESSION_WAIT_FINISHED:
        return SESSION_STEP_FINISHED;
    case SESSION_WAIT_START:
        return SESSION_STEP_TABLE;
    case SESSION_WAIT_NEXT_HAND:
        if (!s->cfg.auto_next_hand)
            return SESSION_STEP_TABLE;
        c.type = CMD_NEXT_HAND;
        break;
    case SESSION_WAIT_BREAK:
        if (!s->cfg.auto_end_break)
            return SESSION_STEP_TABLE;
        c.type = CMD_ADVANCE_LEVEL;
        break;
    case SESSION_WAIT_ACTION:
    case SESSION_WAIT_DECISION:
        if (ask_seat(s, &w, &c) <= 0)
            return SESSION_STEP_PERSON;
        break;
    default:
        return SESSION_STEP_TABLE;
    }
    engine_reject_t r = session_submit(s, c);
    if (r != REJ_OK && c.seat >= 0) {
        /* checked against the view, refused by the engine: never stop the table */
        seat_state_t *p = &s->seat[c.seat];
        p->illegal++;
        char said[64];
        cmd_format(c, said, sizeof said);
        cmd_t f = fallback(&w);
        set_reason(p, "%s: the engine refused '%s' (%s): %s instead", p->label, said,
                 engine_reject_message(r), cmd_type_name(f.type));
        r = session_submit(s, f);
    }
    return r == REJ_OK ? SESSION_STEP_DONE : SESSION_STEP_TABLE;
}

session_step_result_t session_run(session_t *s, long max_steps)
{
    for (long i = 0; max_steps <= 0 || i < max_steps; i++) {
        session_step_result_t r = session_step(s);
        if (r != SESSION_STEP_DONE)
            return r;
    }
    return SESSION_STEP_DONE;
}

/* ---- time -------------------------------------------------------------------------------------- */

/* The level clock follows the engine's level: a new level starts at zero. */
static void clock_sync(session_t *s)
{
    int lv = engine_level_index(s->e);
    if (lv != s->clock_level) {
        /* time past the end of the level just left (the rest of the hand) counts in the new one */
        s->level_ms = s->advance_sent && s->level_ms > s->sent_at_ms ? s->level_ms - s->sent_at_ms : 0;
        s->clock_level = lv;
        s->advance_sent = 0;
    }
}

static const level_t *timed_level(const session_t *s)
{
    if (engine_config(s->e)->clock != ENGINE_CLOCK_COMMANDS)
        return NULL;
    engine_phase_t ph = engine_phase(s->e);
    if (ph == PHASE_NOT_STARTED || ph == PHASE_FINISHED)
        return NULL;
    const level_t *L = &engine_structure(s->e)->levels[engine_level_index(s->e)];
    return L->minutes > 0 ? L : NULL;
}

void session_set_time(session_t *s, int64_t now_ms)
{
    int64_t dt = s->have_time && now_ms > s->now_ms ? now_ms - s->now_ms : 0;
    s->now_ms = now_ms;
    s->have_time = 1;
    clock_run(s, dt);
}

/* The level clock runs on by dt ms (not while paused); a level whose time is up ends. */
static void clock_run(session_t *s, int64_t dt)
{
    clock_sync(s);
    const level_t *L = timed_level(s);
    if (!L || s->paused)
        return;
    s->level_ms += dt;
    /* a long gap can end more than one level (a short break, then the level after it) */
    for (int guard = 0; guard < 64 && L && s->level_ms >= (int64_t)L->minutes * 60000 && !s->advance_sent; guard++) {
        const structure_t *st = engine_structure(s->e);
        if (engine_level_index(s->e) + 1 >= st->n_levels)
            return; /* the last level lasts until the end */
        s->advance_sent = 1;
        s->sent_at_ms = (int64_t)L->minutes * 60000;
        cmd_t c = {CMD_ADVANCE_LEVEL, -1, 0};
        if (session_submit(s, c) != REJ_OK)
            return;
        L = timed_level(s);
    }
}

void session_set_wall_clock(session_t *s, int64_t unix_ms) { s->wall_ms = unix_ms > 0 ? unix_ms + s->fast_ms : 0; }

void session_fast_clock(session_t *s, int on) { s->fast_clock = on != 0; }

void session_pause(session_t *s, int paused) { s->paused = paused != 0; }

int64_t session_level_left_ms(const session_t *s)
{
    const level_t *L = timed_level(s);
    if (!L)
        return -1;
    int64_t left = (int64_t)L->minutes * 60000 - s->level_ms;
    return left > 0 ? left : 0;
}

/* ---- state ------------------------------------------------------------------------------------- */

void session_view(const session_t *s, int seat, view_t *out) { engine_view(s->e, seat, out); }
const engine_t *session_engine(const session_t *s) { return s->e; }
const structure_t *session_structure(const session_t *s) { return engine_structure(s->e); }
uint64_t session_seed(const session_t *s) { return engine_config(s->e)->seed; }

int session_hand_no(const session_t *s)
{
    view_t v;
    engine_view(s->e, -1, &v);
    return v.hand_no;
}
int64_t session_start_time_ms(const session_t *s) { return s->cfg.start_time_ms; }

/* ---- saves ------------------------------------------------------------------------------------- */

static const char *const kind_words[SESSION_SEAT_KIND_COUNT] = {"empty", "person", "bot", "agent"};

int session_save(const session_t *s, const char *path, char *err, size_t errlen)
{
    char meta[SAVE_META_MAX + 1];
    size_t o = 0;
    o += (size_t)snprintf(meta + o, sizeof meta - o, "felt-session 1\nstart_time_ms %" PRId64 "\n",
                          s->cfg.start_time_ms);
    for (int k = 0; k < s->n_seats && o < sizeof meta; k++) {
        const seat_state_t *p = &s->seat[k];
        /* a caller-supplied agent cannot be stored: it comes back as a person */
        session_seat_kind_t kind = p->kind == SESSION_SEAT_AGENT ? SESSION_SEAT_PERSON : p->kind;
        o += (size_t)snprintf(meta + o, sizeof meta - o, "seat %d %s %06" PRIx32 " %s %s\n", k + 1, kind_words[kind],
                              p->colour, kind == SESSION_SEAT_BOT ? p->spec : "-", p->name);
    }
    if (o >= sizeof meta) {
        snprintf(err, errlen, "%s: the seating does not fit a save's metadata", path);
        return -1;
    }
    return save_write_meta(s->e, meta, path, err, errlen);
}

typedef struct history_buf {
    ev_t *ev;
    int n, cap, failed;
} history_buf_t;

static void history_add(void *ctx, const ev_t *ev)
{
    history_buf_t *h = ctx;
    if (h->failed)
        return;
    if (h->n == h->cap) {
        int ncap = h->cap ? h->cap * 2 : 1024;
        ev_t *n = realloc(h->ev, (size_t)ncap * sizeof *n);
        if (!n) { /* out of memory: resume from the state alone */
            free(h->ev);
            h->ev = NULL;
            h->n = h->cap = 0;
            h->failed = 1;
            return;
        }
        h->ev = n;
        h->cap = ncap;
    }
    h->ev[h->n++] = *ev;
}

session_t *session_load(const char *path, const bot_registry_t *reg, char *err, size_t errlen)
{
    return session_load_res(path, reg, NULL, err, errlen);
}

session_t *session_load_res(const char *path, const bot_registry_t *reg, save_replay_result_t *out, char *err,
                            size_t errlen)
{
    char meta[SAVE_META_MAX + 1];
    save_replay_result_t res;
    history_buf_t hist = {0};
    engine_t *e = save_load_meta(path, meta, sizeof meta, &res, history_add, &hist, err, errlen);
    if (out)
        *out = res;
    if (!e) {
        free(hist.ev);
        return NULL;
    }
    session_config_t cfg;
    session_config_init(&cfg, NULL, reg, 0);
    int n_seats = engine_config(e)->n_seats, lineno = 0, header = 0;
    for (char *save = NULL, *line = strtok_r(meta, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
        lineno++;
        if (!strcmp(line, "felt-session 1")) {
            header = 1;
            continue;
        }
        if (sscanf(line, "start_time_ms %" SCNd64, &cfg.start_time_ms) == 1)
            continue;
        int seat, used = 0;
        char kind[16], spec[BOT_LABEL_LEN];
        unsigned colour;
        if (sscanf(line, "seat %d %15s %x %47s %n", &seat, kind, &colour, spec, &used) >= 4 && used > 0 &&
            seat >= 1 && seat <= n_seats) {
            session_seat_setup_t *su = &cfg.seats[seat - 1];
            int kk = -1;
            for (int i = 0; i < SESSION_SEAT_KIND_COUNT; i++)
                if (!strcmp(kind, kind_words[i]))
                    kk = i;
            if (kk < 0 || kk == SESSION_SEAT_AGENT) {
                snprintf(err, errlen, "%s: seating line %d: seat %d: unknown kind '%s'", path, lineno, seat, kind);
                engine_destroy(e);
                free(hist.ev);
                return NULL;
            }
            su->kind = (session_seat_kind_t)kk;
            su->colour = colour;
            if (kk == SESSION_SEAT_BOT)
                snprintf(su->bot, sizeof su->bot, "%s", spec);
            snprintf(su->name, sizeof su->name, "%s", line + used);
            continue;
        }
        snprintf(err, errlen, "%s: seating line %d: unexpected '%.40s'", path, lineno, line);
        engine_destroy(e);
        free(hist.ev);
        return NULL;
    }
    if (!header) {
        snprintf(err, errlen, "%s: no session seating in this save (saved by felt-cli sim?)", path);
        engine_destroy(e);
        free(hist.ev);
        return NULL;
    }
    /* the replay's events are history: subscribers start from the state as it stands, and a
     * front end that resumes on screen reads them once (session_history) */
    while (engine_next_event(e))
        ;
    session_t *s = session_wrap(e, &cfg, err, errlen);
    if (!s) {
        free(hist.ev);
        return NULL;
    }
    s->history = hist.ev;
    s->n_history = hist.n;
    clock_sync(s);
    return s;
}

int session_history(const session_t *s, int see, session_event_fn fn, void *ctx)
{
    if (see != SESSION_SEE_PUBLIC && see != SESSION_SEE_ALL && (see < 0 || see >= s->n_seats))
        return -1;
    for (int i = 0; i < s->n_history; i++) {
        ev_t v = s->history[i];
        subs_hide(&v, see);
        fn(ctx, &v);
    }
    return s->n_history;
}

void session_forget_history(session_t *s)
{
    free(s->history);
    s->history = NULL;
    s->n_history = 0;
}
