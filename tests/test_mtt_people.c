/* test_mtt_people.c — people in a multi-table tournament (tournament.h's tourney_wait/submit,
 * session_mtt.h): a scripted person plays an MTT to its end through the person API, the clock
 * never passes their hand's start while they think (R40), their subscription is private and
 * follows them across moves and breaks, one seed and one list of commands give one tournament,
 * hot-seat with two people, bad commands refused. Prints the seed; fixed seeds are used where
 * a test needs a person to be moved. */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ai/bot.h"
#include "engine/engine.h"
#include "engine/rng.h"
#include "engine/structure.h"
#include "session/session_mtt.h"
#include "testlib.h"
#include "tournament/journal.h"
#include "tournament/tournament.h"

static bot_registry_t *reg;
static structure_t mtt_st;
static structure_mtt_t mtt_m;
static const structure_t *use_st = &mtt_st; /* the structure of the tournaments made here */

static uint64_t mix(uint64_t h, uint64_t x) { return rng_mix64(h ^ (x + 0x9e3779b97f4a7c15ULL)); }

static void base_config(tourney_config_t *cfg, uint64_t seed, int n)
{
    memset(cfg, 0, sizeof *cfg);
    cfg->seed = seed;
    cfg->n_players = n;
    cfg->structure = use_st;
    cfg->mtt = &mtt_m;
    cfg->registry = reg;
    cfg->n_mix = 1;
    char err[256];
    CHECK(bot_spec_parse(reg, "tag:hard", &cfg->mix[0], err, sizeof err) == 0);
}

/* The bots-only tournament of cfg: its tournament events hashed, and the first entrant drawn to
 * the highest-numbered table (the first to break). */
static uint64_t bots_only(const tourney_config_t *base, int *at_last_table)
{
    tourney_config_t cfg = *base;
    cfg.n_people = 0;
    char err[512];
    tourney_t *t = tourney_create(&cfg, err, sizeof err);
    CHECK_MSG(t != NULL, "%s", err);
    if (!t)
        return 0;
    uint64_t h = 0;
    int last = tourney_tables(t);
    *at_last_table = -1;
    int r;
    tourney_ev_t v;
    do {
        r = tourney_step(t);
        while (tourney_poll(t, &v)) {
            if (v.type == TEV_SEATED && v.rule == 35 && v.to_table == last && *at_last_table < 0)
                *at_last_table = v.player;
            h = mix(h, (uint64_t)v.type * 1000003u + (uint64_t)v.player * 131u + (uint64_t)v.to_table * 17u +
                           (uint64_t)v.to_seat + (uint64_t)v.time * 7u);
        }
    } while (r == 1);
    CHECK_EQ_INT(r, 0);
    tourney_destroy(t);
    return h;
}

/* What a scripted run saw. */
typedef struct run {
    uint64_t stream_hash;    /* every event of the person's subscription, cards included */
    int waits, rejected;
    int privacy_leaks;       /* other seats' hole cards seen by the person's subscription */
    int own_cards_hidden;    /* the person's own cards missing */
    int clock_moved;         /* tourney_now changed while the person thought */
    int foreign_events;      /* another table's events while the person's hand was played */
    int follows;             /* moves of the person followed by hands at the new table */
    int follow_fails;
    int wrong_table;         /* a table event from a table the person was not told they sit at */
    int decisions;           /* waits on a rebuy or add-on offer */
    int own_rebuys;          /* the person's rebuys seen by their subscription */
    int moves_seen;
    int chips_off;
    int public_leaks;        /* a table spectator saw a hole card */
    int place;
    int64_t commands;
    int64_t cmd_log[20000][3];
} run_t;

static int cur_table_of_person; /* set by the watcher: events from submit must be from here */
static int in_submit;
static run_t *cur_run;

static void watch_tables(void *ctx, int table, const ev_t *ev, const int *player)
{
    (void)ctx;
    (void)ev;
    (void)player;
    if (in_submit && table != cur_table_of_person)
        cur_run->foreign_events++;
}

/* A person answered by a bot through the person API (the same bot the tournament would have
 * given that entrant), or "always call" when caller is set. Plays to the end. */
static void scripted(uint64_t seed, int n, int person, int caller, int leave_after, run_t *out)
{
    memset(out, 0, sizeof *out);
    cur_run = out;
    tourney_config_t cfg;
    base_config(&cfg, seed, n);
    cfg.n_people = 1;
    cfg.people[0].entrant = person;
    snprintf(cfg.people[0].name, sizeof cfg.people[0].name, "Person");
    cfg.on_table_event = watch_tables;
    char err[512];
    session_mtt_t *m = session_mtt_create(&cfg, err, sizeof err);
    CHECK_MSG(m != NULL, "%s", err);
    if (!m)
        return;
    const tourney_t *t = session_mtt_tourney(m);
    int me = session_mtt_subscribe_player(m, person);
    int pub[64], n_pub = tourney_tables(t) < 64 ? tourney_tables(t) : 64;
    for (int i = 0; i < n_pub; i++)
        pub[i] = session_mtt_subscribe_table(m, i + 1);
    bot_setup_t setup;
    memset(&setup, 0, sizeof setup);
    setup.player_id = person;
    setup.seed = seed;
    setup.structure = use_st;
    bot_t *bot = bot_create(&cfg.mix[0], &setup, err, sizeof err);
    CHECK(bot != NULL);
    int pending_move = 0; /* the table the person was just moved to */
    int told_table = 0;   /* the table their seating and move events put them at */
    session_mtt_step_t r;
    for (long guard = 0; guard < 2000000; guard++) {
        r = session_mtt_step(m);
        if (tourney_chips_in_play(t) != tourney_chips_expected(t))
            out->chips_off++;
        /* read the subscriptions */
        const session_mtt_ev_t *e;
        while ((e = session_mtt_next_event(m, me)) != NULL) {
            out->stream_hash = mix(out->stream_hash, (uint64_t)e->kind * 7u + (uint64_t)e->table * 131u);
            if (e->kind == SESSION_MTT_EV_TOURNEY) {
                const tourney_ev_t *v = &e->tev;
                out->stream_hash = mix(out->stream_hash, (uint64_t)v->type * 31u + (uint64_t)v->player);
                if (v->player == person && (v->type == TEV_MOVE || v->type == TEV_SEATED))
                    told_table = v->to_table;
                if (v->player == person && (v->type == TEV_MOVE || (v->type == TEV_SEATED && v->rule == 39))) {
                    out->moves_seen++;
                    pending_move = v->to_table;
                }
                if (v->player == person && (v->type == TEV_ELIMINATED || v->type == TEV_END))
                    out->place = v->place;
                continue;
            }
            const ev_t *ev = &e->ev;
            if (e->table != told_table)
                out->wrong_table++;
            if (ev->type == EV_REBUY && e->player[ev->seat] == person)
                out->own_rebuys++;
            out->stream_hash = mix(out->stream_hash, (uint64_t)ev->type * 1000u + (uint64_t)(ev->seat + 1));
            out->stream_hash = mix(out->stream_hash, (uint64_t)ev->amount);
            if (ev->type == EV_HAND_START && pending_move) {
                if (e->table == pending_move)
                    out->follows++;
                else
                    out->follow_fails++;
                pending_move = 0;
            }
            if (ev->type == EV_HOLE_CARDS) {
                int mine = e->player[ev->seat] == person;
                int shown = ev->u.a.cards[0] != CARD_NONE;
                out->stream_hash = mix(out->stream_hash, (uint64_t)ev->u.a.cards[0] * 64u + ev->u.a.cards[1]);
                if (mine && !shown)
                    out->own_cards_hidden++;
                if (!mine && shown)
                    out->privacy_leaks++;
            }
        }
        for (int i = 0; i < n_pub; i++)
            while ((e = session_mtt_next_event(m, pub[i])) != NULL)
                if (e->kind == SESSION_MTT_EV_TABLE && e->ev.type == EV_HOLE_CARDS && e->ev.u.a.cards[0] != CARD_NONE)
                    out->public_leaks++;
        if (r == SESSION_MTT_FINISHED || r == SESSION_MTT_ERROR)
            break;
        while (r == SESSION_MTT_PERSON) {
            tourney_wait_t w;
            session_mtt_wait(m, &w);
            CHECK_EQ_INT(w.player, person);
            if (w.player != person)
                break;
            if (leave_after && out->waits >= leave_after) {
                CHECK_EQ_INT(session_mtt_leave(m, person), 0);
                r = SESSION_MTT_DONE;
                break;
            }
            out->waits++;
            out->decisions += w.kind == TOURNEY_WAIT_DECISION;
            CHECK_EQ_INT((int)tourney_now(t), (int)w.time);
            int64_t before = tourney_now(t);
            view_t v;
            CHECK_EQ_INT(session_mtt_view(m, person, &v), 0);
            cmd_t c;
            char reason[BOT_REASON_LEN];
            if (caller) {
                c.type = w.kind == TOURNEY_WAIT_DECISION ? (w.must_decide ? CMD_REBUY : CMD_DECLINE)
                         : w.legal.can_check                ? CMD_CHECK
                                                            : CMD_CALL;
                c.amount = 0;
            } else {
                bot_decide(bot, &v, &c, reason, sizeof reason);
                if (c.type == CMD_NONE)
                    c.type = CMD_DECLINE;
            }
            cur_table_of_person = w.table;
            in_submit = 1;
            engine_reject_t rj = session_mtt_submit(m, person, c);
            if (rj != REJ_OK) {
                out->rejected++;
                cmd_t f = {w.kind == TOURNEY_WAIT_DECISION ? CMD_DECLINE : w.legal.can_check ? CMD_CHECK : CMD_FOLD, 0, 0};
                c = f;
                rj = session_mtt_submit(m, person, c);
                CHECK_EQ_INT((int)rj, (int)REJ_OK);
            }
            in_submit = 0;
            if (out->commands < 20000) {
                out->cmd_log[out->commands][0] = c.type;
                out->cmd_log[out->commands][1] = c.amount;
                out->cmd_log[out->commands][2] = w.table;
            }
            out->commands++;
            if (tourney_now(t) != before)
                out->clock_moved++;
            tourney_wait(t, &w);
            if (w.kind == TOURNEY_WAIT_NONE)
                r = SESSION_MTT_DONE;
        }
    }
    CHECK_EQ_INT((int)r, (int)SESSION_MTT_FINISHED);
    CHECK_EQ_INT(tourney_players_left(t), 1);
    bot_destroy(bot);
    session_mtt_destroy(m);
}

/* The tournament events of a run, hashed as bots_only does, by re-running with a watcher. */
static uint64_t tev_hash_of(uint64_t seed, int n, int person)
{
    /* a bot through the person API plays as the tournament's bot does: the same events */
    tourney_config_t cfg;
    base_config(&cfg, seed, n);
    cfg.n_people = 1;
    cfg.people[0].entrant = person;
    char err[512];
    tourney_t *t = tourney_create(&cfg, err, sizeof err);
    CHECK_MSG(t != NULL, "%s", err);
    if (!t)
        return 0;
    bot_setup_t setup;
    memset(&setup, 0, sizeof setup);
    setup.player_id = person;
    setup.seed = seed;
    setup.structure = &mtt_st;
    bot_t *bot = bot_create(&cfg.mix[0], &setup, err, sizeof err);
    uint64_t h = 0;
    int r;
    tourney_ev_t v;
    do {
        r = tourney_step(t);
        while (tourney_poll(t, &v))
            h = mix(h, (uint64_t)v.type * 1000003u + (uint64_t)v.player * 131u + (uint64_t)v.to_table * 17u +
                           (uint64_t)v.to_seat + (uint64_t)v.time * 7u);
        while (r == TOURNEY_STEP_PERSON) {
            tourney_wait_t w;
            tourney_wait(t, &w);
            view_t vw;
            tourney_player_view(t, person, &vw);
            cmd_t c;
            char reason[BOT_REASON_LEN];
            bot_decide(bot, &vw, &c, reason, sizeof reason);
            if (c.type == CMD_NONE)
                c.type = CMD_DECLINE;
            if (tourney_submit(t, person, c) != REJ_OK) {
                cmd_t f = {w.kind == TOURNEY_WAIT_DECISION ? CMD_DECLINE : w.legal.can_check ? CMD_CHECK : CMD_FOLD, 0, 0};
                CHECK_EQ_INT((int)tourney_submit(t, person, f), (int)REJ_OK);
            }
            tourney_wait(t, &w);
            if (w.kind == TOURNEY_WAIT_NONE)
                r = 1;
        }
    } while (r == 1);
    CHECK_EQ_INT(r, 0);
    bot_destroy(bot);
    tourney_destroy(t);
    return h;
}

static run_t *run_a, *run_b;

static void test_scripted_person_plays_to_the_end(void)
{
    const uint64_t seed = 4242;
    const int n = 45;
    tourney_config_t cfg;
    base_config(&cfg, seed, n);
    int person;
    uint64_t bots_hash = bots_only(&cfg, &person);
    CHECK(person >= 0);
    printf("person: entrant %d, drawn to the highest table\n", person);
    scripted(seed, n, person, 0, 0, run_a);
    printf("waits %d, commands %lld, moves %d, place %d\n", run_a->waits, (long long)run_a->commands,
           run_a->moves_seen, run_a->place);
    CHECK(run_a->waits > 20);
    CHECK_EQ_INT(run_a->chips_off, 0);
    CHECK_EQ_INT(run_a->privacy_leaks, 0);
    CHECK_EQ_INT(run_a->own_cards_hidden, 0);
    CHECK_EQ_INT(run_a->public_leaks, 0);
    /* R40: nothing else moves while the person thinks */
    CHECK_EQ_INT(run_a->clock_moved, 0);
    CHECK_EQ_INT(run_a->foreign_events, 0);
    /* followed across the break of their table */
    CHECK(run_a->moves_seen >= 1);
    CHECK(run_a->follows >= 1);
    CHECK_EQ_INT(run_a->follow_fails, 0);
    CHECK_EQ_INT(run_a->wrong_table, 0); /* told of each move before the new table's hand */
    CHECK(run_a->place >= 1);
    /* the bot answering through the person API plays the tournament the bot plays alone */
    CHECK_EQ_U64(tev_hash_of(seed, n, person), bots_hash);
}

static void test_same_seed_same_commands_same_tournament(void)
{
    const uint64_t seed = 777;
    const int n = 36;
    scripted(seed, n, 5, 1, 0, run_a);
    scripted(seed, n, 5, 1, 0, run_b);
    CHECK(run_a->commands > 0);
    CHECK_EQ_U64(run_a->stream_hash, run_b->stream_hash);
    CHECK_EQ_INT((int)run_a->commands, (int)run_b->commands);
    CHECK(memcmp(run_a->cmd_log, run_b->cmd_log, sizeof run_a->cmd_log) == 0);
    CHECK_EQ_INT(run_a->place, run_b->place);
    CHECK_EQ_INT(run_a->chips_off, 0);
    CHECK_EQ_INT(run_a->privacy_leaks, 0);
    /* a different person's line gives a different tournament */
    scripted(seed, n, 5, 0, 0, run_b);
    CHECK(run_a->stream_hash != run_b->stream_hash);
}

/* A rebuy event: a busted person is asked (a DECISION wait, must_decide) before the next hand,
 * and the chips and the pool still add up (R30, R31 at an MTT). */
static void test_a_person_decides_rebuys(void)
{
    static structure_t rb;
    rb = mtt_st;
    rb.rebuy_enabled = 1;
    rb.rebuy_chips = rb.starting_stack;
    rb.rebuy_cost = rb.buy_in;
    rb.rebuy_max_stack = 0;
    rb.rebuy_last_level = 4;
    rb.rebuy_limit = 3;
    rb.addon_enabled = 1;
    rb.addon_chips = rb.starting_stack;
    rb.addon_cost = rb.buy_in;
    use_st = &rb;
    scripted(61, 36, 9, 1, 0, run_a); /* calls everything: busts early, rebuys when busted */
    use_st = &mtt_st;
    printf("waits %d, of them decisions %d, rebuys %d\n", run_a->waits, run_a->decisions, run_a->own_rebuys);
    CHECK(run_a->decisions > 0);
    CHECK(run_a->own_rebuys > 0);
    CHECK_EQ_INT(run_a->chips_off, 0);
    CHECK_EQ_INT(run_a->privacy_leaks, 0);
    CHECK_EQ_INT(run_a->wrong_table, 0);
}

static void test_a_person_who_leaves_hands_the_seat_to_a_bot(void)
{
    scripted(99, 30, 3, 1, 6, run_a);
    CHECK_EQ_INT(run_a->waits, 6);
    CHECK_EQ_INT(run_a->chips_off, 0);
}

/* Two people: each wait says whose turn; both play through the person API to the end. */
static void test_hot_seat_two_people(void)
{
    for (int same = 0; same <= 1; same++) {
        const uint64_t seed = 31337 + (uint64_t)same;
        const int n = 30;
        tourney_config_t cfg;
        base_config(&cfg, seed, n);
        /* the draw does not depend on who is a person: find two at one table, or two apart */
        tourney_t *probe = tourney_create(&cfg, NULL, 0);
        CHECK(probe != NULL);
        if (!probe)
            return;
        int a = 0, b = -1, ta = tourney_player_table(probe, 0, NULL);
        for (int p = 1; p < n && b < 0; p++)
            if ((tourney_player_table(probe, p, NULL) == ta) == same)
                b = p;
        tourney_destroy(probe);
        CHECK(b > 0);
        cfg.n_people = 2;
        cfg.people[0].entrant = a;
        snprintf(cfg.people[0].name, sizeof cfg.people[0].name, "Ana");
        cfg.people[1].entrant = b;
        snprintf(cfg.people[1].name, sizeof cfg.people[1].name, "Bo");
        char err[512];
        session_mtt_t *m = session_mtt_create(&cfg, err, sizeof err);
        CHECK_MSG(m != NULL, "%s", err);
        if (!m)
            return;
        const tourney_t *t = session_mtt_tourney(m);
        CHECK_EQ_STR(tourney_player_name(t, b), "Bo");
        int sa = session_mtt_subscribe_player(m, a), sb = session_mtt_subscribe_player(m, b);
        int turns[2] = {0, 0}, leaks = 0, chips_off = 0, alternations = 0, last = -1;
        session_mtt_step_t r;
        for (long guard = 0; guard < 2000000; guard++) {
            r = session_mtt_step(m);
            if (tourney_chips_in_play(t) != tourney_chips_expected(t))
                chips_off++;
            for (int k = 0; k < 2; k++) {
                int sub = k ? sb : sa, who = k ? b : a;
                const session_mtt_ev_t *e;
                while ((e = session_mtt_next_event(m, sub)) != NULL)
                    if (e->kind == SESSION_MTT_EV_TABLE && e->ev.type == EV_HOLE_CARDS &&
                        e->ev.u.a.cards[0] != CARD_NONE && e->player[e->ev.seat] != who)
                        leaks++;
            }
            if (r != SESSION_MTT_PERSON && r != SESSION_MTT_DONE)
                break;
            while (r == SESSION_MTT_PERSON) {
                tourney_wait_t w;
                session_mtt_wait(m, &w);
                CHECK(w.player == a || w.player == b);
                int k = w.player == b;
                turns[k]++;
                if (last >= 0 && last != k)
                    alternations++;
                last = k;
                /* the other person may not answer for them */
                cmd_t c = {w.kind == TOURNEY_WAIT_DECISION ? CMD_DECLINE : w.legal.can_check ? CMD_CHECK : CMD_CALL, 0, 0};
                CHECK_EQ_INT((int)session_mtt_submit(m, k ? a : b, c), (int)REJ_NOT_YOUR_TURN);
                CHECK_EQ_INT((int)session_mtt_submit(m, w.player, c), (int)REJ_OK);
                session_mtt_wait(m, &w);
                if (w.kind == TOURNEY_WAIT_NONE)
                    r = SESSION_MTT_DONE;
            }
        }
        printf("hot-seat (%s table): Ana %d turns, Bo %d, %d hand-overs\n", same ? "one" : "two", turns[0], turns[1],
               alternations);
        CHECK_EQ_INT((int)r, (int)SESSION_MTT_FINISHED);
        CHECK(turns[0] > 0 && turns[1] > 0);
        CHECK(alternations > 0);
        CHECK_EQ_INT(leaks, 0);
        CHECK_EQ_INT(chips_off, 0);
        session_mtt_destroy(m);
    }
}

/* A bad command is refused with the engine's reason and changes nothing. */
static void test_bad_commands_are_refused(void)
{
    tourney_config_t cfg;
    base_config(&cfg, 5, 20);
    cfg.n_people = 1;
    cfg.people[0].entrant = 7;
    char err[512];
    tourney_t *t = tourney_create(&cfg, err, sizeof err);
    CHECK(t != NULL);
    if (!t)
        return;
    int r;
    while ((r = tourney_step(t)) == 1)
        ;
    CHECK_EQ_INT(r, TOURNEY_STEP_PERSON);
    tourney_wait_t w, w2;
    tourney_wait(t, &w);
    CHECK_EQ_INT(w.kind, TOURNEY_WAIT_ACTION);
    CHECK_EQ_INT(w.player, 7);
    CHECK(w.legal.can_fold || w.legal.can_check);
    uint64_t h = engine_state_hash(tourney_table_engine(t, w.table));
    cmd_t big = {CMD_RAISE, w.seat, w.legal.max_to + 1000};
    CHECK(tourney_submit(t, 7, big) != REJ_OK);
    cmd_t other = {CMD_FOLD, w.seat, 0};
    CHECK_EQ_INT((int)tourney_submit(t, 8, other), (int)REJ_NOT_YOUR_TURN);
    cmd_t junk = {CMD_COUNT, w.seat, 0};
    CHECK(tourney_submit(t, 7, junk) != REJ_OK);
    CHECK_EQ_U64(engine_state_hash(tourney_table_engine(t, w.table)), h);
    tourney_wait(t, &w2);
    CHECK(memcmp(&w, &w2, sizeof w) == 0);
    CHECK_EQ_INT(tourney_step(t), TOURNEY_STEP_PERSON); /* still waiting: nothing moved */
    CHECK_EQ_INT((int)tourney_now(t), (int)w.time);
    /* bad people in the config are named */
    base_config(&cfg, 5, 20);
    cfg.n_people = 2;
    cfg.people[0].entrant = 3;
    cfg.people[1].entrant = 3;
    CHECK(tourney_create(&cfg, err, sizeof err) == NULL);
    CHECK(strstr(err, "people[1].entrant") != NULL);
    cfg.people[1].entrant = 20;
    CHECK(tourney_create(&cfg, err, sizeof err) == NULL);
    CHECK(strstr(err, "got 20") != NULL);
    tourney_destroy(t);
}

typedef struct hand_check {
    tj_check_t *c;
    int diverged, checked;
} hand_check_t;

static void check_hands(void *ctx, int table, const ev_t *ev, const int *player)
{
    hand_check_t *h = ctx;
    (void)player;
    char err[512];
    if (ev->type != EV_HAND_END)
        return;
    h->checked++;
    if (tj_check_hand(h->c, table, ev->u.he.hash, err, sizeof err) < 0 && !h->diverged++)
        printf("replay: %s\n", err);
}

/* The session's journal records the person's commands and leaving; fed back to a fresh
 * tournament they give the same hands at every table (each hash checked) to the same end. */
static void test_the_journal_replays_a_person(void)
{
    const uint64_t seed = 2024;
    const int n = 30, person = 4;
    char dir[] = "/tmp/felt-test-mtt-people-XXXXXX", path[512];
    if (!mkdtemp(dir)) {
        CHECK_MSG(0, "mkdtemp");
        return;
    }
    snprintf(path, sizeof path, "%s/journal", dir);
    tourney_config_t cfg;
    base_config(&cfg, seed, n);
    cfg.n_people = 1;
    cfg.people[0].entrant = person;
    snprintf(cfg.people[0].name, sizeof cfg.people[0].name, "Ana Maria");
    char err[512];
    session_mtt_t *m = session_mtt_create(&cfg, err, sizeof err);
    CHECK_MSG(m != NULL, "%s", err);
    if (!m)
        return;
    tj_recipe_t rec;
    memset(&rec, 0, sizeof rec);
    rec.seed = seed;
    rec.players = n;
    rec.id = tourney_id(session_mtt_tourney(m));
    snprintf(rec.bots, sizeof rec.bots, "tag:hard");
    rec.n_people = 1;
    rec.person[0] = person;
    snprintf(rec.person_name[0], sizeof rec.person_name[0], "Ana Maria");
    tj_writer_t *w = tj_create(path, &rec, 40, err, sizeof err);
    CHECK_MSG(w != NULL, "%s", err);
    if (!w) {
        session_mtt_destroy(m);
        return;
    }
    session_mtt_journal(m, w);
    int commands = 0;
    session_mtt_step_t r;
    for (long guard = 0; guard < 2000000; guard++) {
        r = session_mtt_step(m);
        CHECK_EQ_INT(tj_commit(w, err, sizeof err), 0);
        if (r != SESSION_MTT_PERSON && r != SESSION_MTT_DONE)
            break;
        while (r == SESSION_MTT_PERSON) {
            tourney_wait_t wt;
            session_mtt_wait(m, &wt);
            if (commands == 25) { /* Ana leaves: a bot plays on for her */
                CHECK_EQ_INT(session_mtt_leave(m, person), 0);
                r = SESSION_MTT_DONE;
                break;
            }
            /* her line: raise the minimum when she may, else check, else call */
            cmd_t c = {wt.kind == TOURNEY_WAIT_DECISION ? CMD_DECLINE
                       : wt.legal.can_raise && commands % 3 == 0 ? CMD_RAISE
                       : wt.legal.can_check                     ? CMD_CHECK
                                                                : CMD_CALL,
                       0, wt.legal.min_to};
            if (session_mtt_submit(m, person, c) != REJ_OK) {
                c.type = wt.kind == TOURNEY_WAIT_DECISION ? CMD_DECLINE : CMD_FOLD;
                CHECK_EQ_INT((int)session_mtt_submit(m, person, c), (int)REJ_OK);
            }
            commands++;
            session_mtt_wait(m, &wt);
            if (wt.kind == TOURNEY_WAIT_NONE)
                r = SESSION_MTT_DONE;
        }
    }
    CHECK_EQ_INT((int)r, (int)SESSION_MTT_FINISHED);
    int winner = 0;
    for (int i = 0; i < n; i++) {
        tourney_result_t res;
        tourney_result(session_mtt_tourney(m), i, &res);
        if (res.place == 1)
            winner = i + 1;
    }
    CHECK_EQ_INT(tj_finish(w, winner, tj_hands(w), err, sizeof err), 0);
    CHECK(tj_compactions(w) > 0);
    tj_destroy(w);
    session_mtt_destroy(m);

    tj_journal_t j;
    CHECK_MSG(tj_load(path, &j, err, sizeof err) == 0, "%s", err);
    CHECK_EQ_INT(j.version, TJ_VERSION);
    CHECK_EQ_INT(j.recipe.n_people, 1);
    CHECK_EQ_INT(j.recipe.person[0], person);
    CHECK_EQ_STR(j.recipe.person_name[0], "Ana Maria");
    CHECK_EQ_INT((int)j.n_cmds, commands + 1); /* the leaving too */
    CHECK(j.n_cmds > 0 && j.cmds[j.n_cmds - 1].leave && j.cmds[j.n_cmds - 1].at == commands);
    /* replay: the recorded commands, each when the tournament waits on her */
    base_config(&cfg, seed, n);
    cfg.n_people = 1;
    cfg.people[0].entrant = person;
    tj_check_t chk;
    tj_check_init(&chk, &j);
    hand_check_t hc = {&chk, 0, 0};
    cfg.on_table_event = check_hands;
    cfg.ctx = &hc;
    tourney_t *t = tourney_create(&cfg, err, sizeof err);
    CHECK(t != NULL);
    int64_t next = 0;
    int rr, diverged = 0;
    do {
        rr = tourney_step(t);
        while (rr == TOURNEY_STEP_PERSON) {
            while (next < j.n_cmds && j.cmds[next].leave)
                tourney_set_bot(t, j.cmds[next++].player);
            tourney_wait_t wt;
            tourney_wait(t, &wt);
            if (wt.kind == TOURNEY_WAIT_NONE) {
                rr = 1;
                break;
            }
            CHECK(next < j.n_cmds);
            if (next >= j.n_cmds)
                break;
            cmd_t c = {(cmd_type_t)j.cmds[next].type, 0, j.cmds[next].amount};
            if (tourney_submit(t, person, c) != REJ_OK)
                diverged++;
            next++;
        }
    } while (rr == 1);
    CHECK_EQ_INT(rr, 0);
    CHECK_EQ_INT(diverged, 0);
    CHECK_EQ_INT((int)next, (int)j.n_cmds);
    CHECK_EQ_INT(hc.diverged, 0);
    CHECK(hc.checked > 100);
    CHECK(tj_check_complete(&chk));
    tourney_result_t res;
    tourney_result(t, j.winner - 1, &res);
    CHECK_EQ_INT(res.place, 1);
    tourney_destroy(t);
    tj_check_free(&chk);
    tj_free(&j);
    remove(path);
    rmdir(dir);
}

/* A moment played in slices (tourney_step_some, as the game plays it within its frame's time):
 * while it is open nobody waits and a command is refused, and a person who hands their seat to a
 * bot inside it leaves at its end; so the tournament is the one in which they left right after the
 * moment played whole, place for place and hand for hand. */
static void test_a_moment_in_slices_waits_on_nobody(void)
{
    tourney_config_t cfg;
    base_config(&cfg, 21, 60);
    cfg.n_people = 1;
    cfg.people[0].entrant = 7;
    char err[256];
    tourney_t *whole = tourney_create(&cfg, err, sizeof err), *sliced = tourney_create(&cfg, err, sizeof err);
    CHECK(whole && sliced);
    if (!whole || !sliced)
        return;
    int open = 0, r;
    while ((r = tourney_step_some(sliced, 1)) == TOURNEY_STEP_MORE) {
        open++;
        CHECK_EQ_INT(tourney_moment_open(sliced), 1);
        tourney_wait_t w;
        tourney_wait(sliced, &w);
        CHECK_EQ_INT(w.kind, TOURNEY_WAIT_NONE);
        cmd_t c = {CMD_FOLD, 0, 0};
        CHECK_EQ_INT(tourney_submit(sliced, 7, c), REJ_NOT_YOUR_TURN);
        if (open == 2) {
            CHECK_EQ_INT(tourney_set_bot(sliced, 7), 0);
            CHECK_EQ_INT(tourney_is_person(sliced, 7), 1); /* not before the moment's end */
        }
    }
    CHECK(open >= 2); /* the first deal at six tables, one table a slice */
    CHECK_EQ_INT(tourney_moment_open(sliced), 0);
    CHECK_EQ_INT(tourney_is_person(sliced, 7), 0);
    CHECK_EQ_INT(tourney_step(whole), r);
    CHECK_EQ_INT(tourney_set_bot(whole, 7), 0);
    CHECK_EQ_INT(tourney_run(whole), 0);
    CHECK_EQ_INT(tourney_run(sliced), 0);
    int differ = 0;
    for (int p = 0; p < 60; p++) {
        tourney_result_t x, y;
        tourney_result(whole, p, &x);
        tourney_result(sliced, p, &y);
        differ += x.place != y.place || x.place_to != y.place_to || x.prize != y.prize || x.time != y.time;
    }
    CHECK_EQ_INT(differ, 0);
    CHECK(tourney_now(whole) == tourney_now(sliced));
    for (int tb = 1; tb <= tourney_tables(whole); tb++)
        CHECK_EQ_INT(tourney_table_hands(whole, tb), tourney_table_hands(sliced, tb));
    tourney_destroy(whole);
    tourney_destroy(sliced);
}

/* The draw tourney_draw computes is the one tourney_create makes, entrant by entrant, whoever is
 * a person; the people seated together by tourney_people_together sit at one table of the
 * tournament made with them as its people, and a table too small for them is refused. */
static void test_people_sit_together_by_the_draw(void)
{
    const int sizes[3][2] = {{18, 9}, {45, 9}, {180, 6}};
    for (int c = 0; c < 3; c++)
        for (uint64_t seed = 1; seed <= 6; seed++) {
            int n = sizes[c][0], S = sizes[c][1];
            int *tab = malloc((size_t)n * sizeof *tab), *seat = malloc((size_t)n * sizeof *seat);
            CHECK(tab && seat && tourney_draw(seed, n, S, tab, seat) == 0);
            if (!tab || !seat) {
                free(tab);
                free(seat);
                return;
            }
            for (int k = 2; k <= 4; k++) {
                int first = (int)(seed * 7 % (uint64_t)n), ent[TOURNEY_MAX_PEOPLE];
                CHECK_MSG(tourney_people_together(seed, n, S, first, k, ent) == 0, "seed %llu n %d: %d people together",
                          (unsigned long long)seed, n, k);
                CHECK(ent[0] == first);
                tourney_config_t cfg;
                base_config(&cfg, seed, n);
                cfg.table_size = S;
                cfg.n_people = k;
                for (int i = 0; i < k; i++)
                    cfg.people[i].entrant = ent[i];
                char err[512];
                tourney_t *t = tourney_create(&cfg, err, sizeof err);
                CHECK_MSG(t != NULL, "%s", err);
                if (!t)
                    continue;
                int t0 = tourney_player_table(t, ent[0], NULL);
                for (int i = 0; i < k; i++) {
                    for (int j = 0; j < i; j++)
                        CHECK_MSG(ent[i] != ent[j], "seed %llu: entrant %d twice", (unsigned long long)seed, ent[i]);
                    CHECK_MSG(tourney_player_table(t, ent[i], NULL) == t0, "seed %llu n %d: person %d (entrant %d) at "
                              "table %d, not %d", (unsigned long long)seed, n, i, ent[i],
                              tourney_player_table(t, ent[i], NULL), t0);
                }
                for (int p = 0; p < n; p++) {
                    int st = -1, tt = tourney_player_table(t, p, &st);
                    CHECK_MSG(tt == tab[p] && st == seat[p], "seed %llu n %d: entrant %d drawn to table %d seat %d, "
                              "tourney_draw says %d seat %d", (unsigned long long)seed, n, p, tt, st, tab[p], seat[p]);
                }
                tourney_destroy(t);
            }
            /* more people than the table seats */
            int ent[TOURNEY_MAX_PEOPLE];
            CHECK_MSG(tourney_people_together(seed, n, S, 0, S + 1, ent) == -1, "%d people together at %d seats", S + 1, S);
            CHECK(tourney_people_together(seed, n, S, n, 2, ent) == -1);
            free(tab);
            free(seat);
        }
}

int main(int argc, char **argv)
{
    tl_init(argc, argv, 1);
    printf("seed %llu (the tests here use fixed seeds)\n", (unsigned long long)tl.seed);
    reg = bot_registry_create();
    run_a = calloc(1, sizeof *run_a);
    run_b = calloc(1, sizeof *run_b);
    char err[1024];
    if (!run_a || !run_b || structure_load_file(FELT_SOURCE_DIR "/levels/mtt.json", &mtt_st, err, sizeof err) != 0 ||
        structure_load_mtt_file(FELT_SOURCE_DIR "/levels/mtt.json", &mtt_m, err, sizeof err) != 0) {
        fprintf(stderr, "%s\n", err);
        return 1;
    }
    if (tl_group("mtt_people_a_scripted_person_plays_to_the_end_private_followed_and_the_clock_waits"))
        test_scripted_person_plays_to_the_end();
    if (tl_group("mtt_people_one_seed_and_one_list_of_commands_give_one_tournament"))
        test_same_seed_same_commands_same_tournament();
    if (tl_group("mtt_people_a_busted_person_is_asked_to_rebuy_before_the_next_hand"))
        test_a_person_decides_rebuys();
    if (tl_group("mtt_people_a_person_who_leaves_hands_the_seat_to_a_bot"))
        test_a_person_who_leaves_hands_the_seat_to_a_bot();
    if (tl_group("mtt_people_hot_seat_two_people_the_wait_says_whose_turn"))
        test_hot_seat_two_people();
    if (tl_group("mtt_people_the_journal_records_a_persons_commands_and_they_replay_the_tournament"))
        test_the_journal_replays_a_person();
    if (tl_group("mtt_people_sit_together_by_the_seeds_own_draw"))
        test_people_sit_together_by_the_draw();
    if (tl_group("mtt_people_a_bad_command_is_refused_and_changes_nothing"))
        test_bad_commands_are_refused();
    if (tl_group("mtt_people_a_moment_in_slices_waits_on_nobody_and_a_leave_in_it_takes_effect_at_its_end"))
        test_a_moment_in_slices_waits_on_nobody();
    tl_group_end();
    free(run_a);
    free(run_b);
    bot_registry_destroy(reg);
    return tl_finish();
}
