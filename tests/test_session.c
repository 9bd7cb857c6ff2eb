/* test_session.c — the session layer (src/session): a tournament of two scripted people and
 * four bots where neither person's subscription ever sees the other's hole cards before they
 * are shown; the public table model against the engine after every command of thousands of
 * random tournaments over every structure; a plugin bot that never answers; seats changing
 * hands; the level clock fed by the caller; saves that keep the seating. */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ai/ai_random.h"
#include "ai/bot.h"
#include "engine/rng.h"
#include "engine/save.h"
#include "engine/structure.h"
#include "engine/evlog.h"
#include "session/session.h"
#include "session/table_model.h"
#include "testlib.h"

/* ---- a random legal driver as a session agent ----------------------------------------------- */

typedef struct rnd {
    rng_t r;
} rnd_t;

static int rnd_ask(void *self, const view_t *v, const session_wait_t *w, cmd_t *out, char *reason, size_t len)
{
    rnd_t *x = self;
    (void)w;
    *out = ai_random_decide(v, &x->r);
    if (out->type == CMD_NONE && v->must_decide)
        out->type = CMD_DECLINE;
    snprintf(reason, len, "random");
    return 1;
}

static session_agent_t rnd_agent(rnd_t *x, int light)
{
    session_agent_t a;
    memset(&a, 0, sizeof a);
    a.self = x;
    a.ask = rnd_ask;
    a.light = light;
    snprintf(a.label, sizeof a.label, "random");
    return a;
}

/* ---- two people and four bots: privacy ------------------------------------------------------- */

/* A person's play: calls small bets, checks when free, folds to big ones, raises some pairs. */
static cmd_t person_move(const view_t *v)
{
    cmd_t c = {CMD_FOLD, v->seat, 0};
    const view_legal_t *L = &v->legal;
    if (v->phase != PHASE_HAND) {
        c.type = v->rebuy_offer ? CMD_REBUY : CMD_DECLINE;
        return c;
    }
    const card_t *h = v->seats[v->seat].hole;
    if (card_rank(h[0]) == card_rank(h[1]) && (L->can_raise || L->can_bet)) {
        c.type = L->can_bet ? CMD_BET : CMD_RAISE;
        c.amount = L->min_to;
    } else if (L->can_check) {
        c.type = CMD_CHECK;
    } else if (L->can_call && L->call_amount <= 4 * v->bb) {
        c.type = CMD_CALL;
    }
    return c;
}

static void test_people_never_see_each_others_cards(void)
{
    static const char *const bots[4] = {"tag:hard", "lag:medium", "rock:easy", "station:medium"};
    uint64_t seed0 = tl_seed();
    for (int t = 0; t < 12; t++) {
        session_config_t cfg;
        memset(&cfg, 0, sizeof cfg);
        cfg.engine.seed = seed0 * 131 + (uint64_t)t;
        cfg.engine.n_seats = 6;
        cfg.engine.clock = ENGINE_CLOCK_SIMULATED;
        cfg.auto_next_hand = 1;
        cfg.auto_end_break = 1;
        const int people[2] = {t % 6, (t + 3) % 6};
        for (int s = 0, b = 0; s < 6; s++) {
            if (s == people[0] || s == people[1]) {
                cfg.seats[s].kind = SESSION_SEAT_PERSON;
                snprintf(cfg.seats[s].name, sizeof cfg.seats[s].name, "%s", s == people[0] ? "Ana" : "Ben");
            } else {
                cfg.seats[s].kind = SESSION_SEAT_BOT;
                snprintf(cfg.seats[s].bot, sizeof cfg.seats[s].bot, "%s", bots[b++]);
            }
        }
        char err[512];
        session_t *s = session_create(&cfg, err, sizeof err);
        CHECK_MSG(s != NULL, "%.400s", err);
        if (!s)
            return;
        CHECK_EQ_INT(session_seat_kind(s, people[0]), SESSION_SEAT_PERSON);
        CHECK_EQ_STR(session_seat_label(s, people[1]), "Ben");
        int sub[2] = {session_subscribe(s, people[0]), session_subscribe(s, people[1])};
        int pub = session_subscribe(s, SESSION_SEE_PUBLIC), all = session_subscribe(s, SESSION_SEE_ALL);
        CHECK(sub[0] >= 0 && sub[1] >= 0 && pub >= 0 && all >= 0);
        cmd_t start = {CMD_START, -1, 0};
        CHECK_EQ_INT(session_submit(s, start), REJ_OK);
        long shows_seen[2] = {0, 0}, own_cards[2] = {0, 0}, hidden[2] = {0, 0};
        int bad = 0;
        for (long guard = 0; guard < 200000 && !bad; guard++) {
            /* every subscriber gets every event, in step; only the cards differ */
            const ev_t *ea;
            while ((ea = session_next_event(s, all)) != NULL && !bad) {
                ev_t a = *ea;
                const ev_t *ep = session_next_event(s, pub);
                if (!ep || ep->type != a.type) {
                    CHECK_MSG(0, "the public subscription is out of step with ALL");
                    bad = 1;
                    break;
                }
                if (a.type == EV_HOLE_CARDS)
                    CHECK(ep->u.a.cards[0] == CARD_NONE && ep->u.a.cards[1] == CARD_NONE);
                for (int k = 0; k < 2; k++) {
                    const ev_t *e = session_next_event(s, sub[k]);
                    if (!e || e->type != a.type || e->seat != a.seat) {
                        CHECK_MSG(0, "person %d's subscription is out of step with ALL", k);
                        bad = 1;
                        break;
                    }
                    if (a.type == EV_HOLE_CARDS) {
                        if (a.seat == people[k]) {
                            CHECK(e->u.a.cards[0] == a.u.a.cards[0] && e->u.a.cards[1] == a.u.a.cards[1]);
                            own_cards[k]++;
                        } else {
                            int none = e->u.a.cards[0] == CARD_NONE && e->u.a.cards[1] == CARD_NONE;
                            CHECK_MSG(none, "person at seat %d saw seat %d's hole cards", people[k] + 1, a.seat + 1);
                            hidden[k] += none;
                            bad |= !none;
                        }
                    } else if (a.type == EV_SHOW) {
                        CHECK(e->u.sh.cards[0] == a.u.sh.cards[0] && e->u.sh.cards[1] == a.u.sh.cards[1]);
                        shows_seen[k] += a.seat != people[k];
                    }
                }
            }
            session_step_result_t r = session_step(s);
            if (r == SESSION_STEP_FINISHED)
                break;
            if (r == SESSION_STEP_PERSON) {
                session_wait_t w;
                session_wait(s, &w);
                CHECK(w.seat == people[0] || w.seat == people[1]);
                view_t v;
                session_view(s, w.seat, &v);
                engine_reject_t rej = session_submit(s, person_move(&v));
                CHECK_EQ_INT(rej, REJ_OK);
                if (rej != REJ_OK)
                    bad = 1;
            } else if (r != SESSION_STEP_DONE) {
                CHECK_MSG(0, "unexpected step result %d", (int)r);
                bad = 1;
            }
        }
        session_wait_t w;
        session_wait(s, &w);
        CHECK_EQ_INT(w.kind, SESSION_WAIT_FINISHED);
        for (int k = 0; k < 2; k++) {
            CHECK(own_cards[k] > 0);
            CHECK(hidden[k] > 0);
        }
        CHECK(shows_seen[0] + shows_seen[1] > 0); /* and they do see cards when they are shown */
        for (int q = 0; q < 6; q++)
            CHECK_EQ_INT(session_illegal_count(s, q), 0);
        session_destroy(s);
    }
}

/* ---- the table model against the engine ------------------------------------------------------- */

/* Compare the model with the public view; returns 0 on the first difference (reported). */
static int model_matches(const tmodel_t *m, const session_t *s, uint64_t seed, long step)
{
    view_t v;
    session_view(s, -1, &v);
    const engine_t *e = session_engine(s);
#define SAME(got, want, what)                                                                            \
    do {                                                                                                 \
        if ((int64_t)(got) != (int64_t)(want)) {                                                         \
            CHECK_MSG(0, "seed %" PRIu64 " step %ld: %s: model %lld, engine %lld", seed, step, what,   \
                      (long long)(got), (long long)(want));                                             \
            return 0;                                                                                    \
        }                                                                                                \
    } while (0)
    int64_t sum = 0;
    for (int q = 0; q < v.n_seats; q++)
        sum += v.seats[q].stack + v.seats[q].in_pot;
    SAME(tmodel_chips(m), sum, "chips on the table (stacks and what is in the middle)");
    SAME(tmodel_chips(m), engine_chips_expected(e), "chips brought in and taken out");
    SAME(m->players_left, v.players_left, "players left");
    SAME(m->finished, v.phase == PHASE_FINISHED, "finished");
    if (v.phase == PHASE_NOT_STARTED)
        return 1;
    SAME(m->level_index, v.level_index, "level index");
    SAME(m->on_break, v.phase == PHASE_BREAK, "on a break");
    SAME(m->hand_no, v.hand_no, "hand number");
    SAME(m->button, v.button, "button");
    SAME(m->sb_pos, v.sb_pos, "small blind position");
    SAME(m->bb_seat, v.bb_seat, "big blind");
    for (int q = 0; q < v.n_seats; q++) {
        const tmodel_seat_t *p = &m->seats[q];
        const view_seat_t *x = &v.seats[q];
        SAME(p->occupied, x->occupied, "occupied");
        SAME(p->eliminated, x->eliminated, "eliminated");
        SAME(p->stack, x->stack, "stack");
        SAME(p->bet, x->committed, "bet in front");
        SAME(p->in_pot, x->in_pot, "put in this hand");
        SAME(p->in_hand, x->in_hand, "in the hand");
        SAME(p->folded, x->folded, "folded");
        SAME(p->all_in, x->all_in, "all-in");
        SAME(p->absent, x->absent, "away");
        SAME(p->rebuys, x->rebuys, "rebuys");
        SAME(p->addon, x->addon_taken, "add-on");
        if (x->cards_known) {
            SAME(p->cards[0], x->hole[0], "shown card 1");
            SAME(p->cards[1], x->hole[1], "shown card 2");
        }
        if (x->eliminated || v.phase == PHASE_FINISHED)
            SAME(p->place, x->place, "place");
    }
    if (v.phase == PHASE_HAND) {
        SAME(m->street, v.street, "street");
        SAME(m->n_board, v.n_board, "board size");
        for (int i = 0; i < v.n_board; i++)
            SAME(m->board[i], v.board[i], "board card");
        SAME(m->current_bet, v.current, "bet to match");
        SAME(m->sb, v.sb, "small blind");
        SAME(m->bb, v.bb, "big blind");
        SAME(m->ante, v.ante, "ante");
        SAME(m->middle, v.pot_total, "pot total");
        if (m->n_pots > 0) {
            int64_t pots = 0, bets = 0;
            for (int i = 0; i < m->n_pots; i++) {
                pots += m->pots[i].amount;
                if (m->pots[i].amount <= 0 || m->pots[i].eligible == 0)
                    SAME(m->pots[i].amount, -1, "a pot without chips or without eligible seats");
                for (int q = 0; q < v.n_seats; q++)
                    if ((m->pots[i].eligible >> q) & 1)
                        SAME(v.seats[q].in_hand, 1, "a seat eligible for a pot is in the hand");
            }
            for (int q = 0; q < v.n_seats; q++)
                bets += m->seats[q].bet;
            SAME(pots + bets, v.pot_total, "pots and the bets in front");
        } else {
            /* before the first pot: the middle is the bets in front and the antes, nothing else
             * (the table shows the antes as a pile of their own, so none may appear without one) */
            int64_t bets = 0;
            for (int q = 0; q < v.n_seats; q++)
                bets += m->seats[q].bet;
            SAME(bets + m->antes, v.pot_total, "the bets in front and the antes");
            if (v.ante == 0)
                SAME(m->antes, 0, "antes in a hand without an ante");
        }
    }
#undef SAME
    return 1;
}

typedef struct model_run {
    long tournaments, commands, events, collects, uncalled;
} model_run_t;

static int play_model_tournament(const structure_t *st, uint64_t seed, int timed, model_run_t *run)
{
    rng_t pick;
    rng_init(&pick, seed, 99);
    session_config_t cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.engine.seed = seed;
    cfg.engine.structure = st;
    cfg.engine.n_seats = st->table_size;
    cfg.engine.n_players = 2 + (int)rng_below(&pick, (uint32_t)(st->table_size - 1));
    cfg.engine.clock = timed ? ENGINE_CLOCK_COMMANDS : ENGINE_CLOCK_SIMULATED;
    cfg.auto_next_hand = 1;
    cfg.auto_end_break = !timed;
    char err[512];
    session_t *s = session_create(&cfg, err, sizeof err);
    CHECK_MSG(s != NULL, "%.400s", err);
    if (!s)
        return 0;
    rnd_t r;
    rng_init(&r.r, seed, RNG_STREAM_BOT_BASE);
    session_agent_t a = rnd_agent(&r, (int)(seed & 1));
    for (int q = 0; q < cfg.engine.n_players; q++)
        session_set_agent(s, q, &a, err, sizeof err);
    int sub = session_subscribe(s, SESSION_SEE_PUBLIC);
    tmodel_t m;
    tmodel_init(&m);
    cmd_t start = {CMD_START, -1, 0};
    session_submit(s, start);
    int ok = 1;
    int64_t now = 1700000000000LL;
    session_set_time(s, now);
    for (long step = 0; ok && step < 3000000; step++) {
        const ev_t *ev;
        while ((ev = session_next_event(s, sub)) != NULL) {
            tmodel_apply(&m, ev);
            run->events++;
            run->collects += ev->type == EV_COLLECT;
            if (ev->type == EV_UNCALLED && ev->seat >= 0 && ev->seat < ENGINE_MAX_SEATS) {
                /* the bet that came back is no longer said under the seat ("Bet 290" stayed) */
                run->uncalled++;
                if (m.seats[ev->seat].action[0]) {
                    CHECK_MSG(0, "seed %" PRIu64 ": seat %d still says '%s' after its uncalled bet came back", seed,
                              ev->seat, m.seats[ev->seat].action);
                    ok = 0;
                }
            }
        }
        ok = model_matches(&m, s, seed, step);
        if (!ok || m.finished)
            break;
        if (timed) {
            now += 20000 + (int64_t)rng_below(&pick, 160000); /* a hand or a move: 20 s to 3 min */
            session_set_time(s, now);
            while ((ev = session_next_event(s, sub)) != NULL)
                tmodel_apply(&m, ev);
            ok = model_matches(&m, s, seed, step);
        }
        session_step_result_t res = session_step(s);
        run->commands++;
        if (res == SESSION_STEP_FINISHED)
            continue;
        if (res == SESSION_STEP_TABLE && !timed) {
            CHECK_MSG(0, "seed %" PRIu64 ": the table waits on the caller with auto_next_hand", seed);
            ok = 0;
        }
        CHECK(res != SESSION_STEP_PERSON);
    }
    const ev_t *ev;
    while ((ev = session_next_event(s, sub)) != NULL)
        tmodel_apply(&m, ev);
    CHECK_MSG(m.finished, "seed %" PRIu64 ": tournament did not finish", seed);
    ok &= model_matches(&m, s, seed, -1);
    session_destroy(s);
    run->tournaments++;
    return ok;
}

static void test_model_matches_engine(void)
{
    uint64_t seed = tl_seed();
    const char *n = getenv("FELT_SESSION_TOURNAMENTS");
    long per = n ? atol(n) : 1000;
    structure_t sts[8];
    int n_st = 0;
    structure_default(&sts[n_st++]);
    const char *names[] = {"charity.json", "club.json", "home.json", "turbo.json"};
    for (int i = 0; i < 4; i++) {
        char path[1024], err[512];
        snprintf(path, sizeof path, "%s/levels/%s", FELT_SOURCE_DIR, names[i]);
        int ok = structure_load_file(path, &sts[n_st], err, sizeof err) == 0;
        CHECK_MSG(ok, "%.400s", err);
        n_st += ok;
    }
    model_run_t run = {0, 0, 0, 0, 0};
    for (int i = 0; i < n_st; i++)
        for (long t = 0; t < per; t++)
            if (!play_model_tournament(&sts[i], seed * 100003 + (uint64_t)(i * 100000 + t), (int)(t % 4 == 3), &run))
                return; /* one failure is enough to read */
    printf("   %ld tournaments, %ld commands, %ld events (%ld collects), model == engine after each\n",
           run.tournaments, run.commands, run.events, run.collects);
    CHECK(run.tournaments == per * n_st);
    CHECK(run.collects > 0);
    CHECK(run.uncalled > 0);
}

/* The action texts a table shows. */
static void test_action_texts(void)
{
    ev_t e;
    memset(&e, 0, sizeof e);
    e.type = EV_ACTION;
    e.u.act.action = CMD_RAISE;
    e.u.act.to = 600;
    char buf[TMODEL_ACTION_LEN];
    tmodel_action_text(&e, buf, sizeof buf);
    CHECK_EQ_STR(buf, "Raise to 600");
    e.u.act.to = 1450;
    e.u.act.flags = ACT_ALL_IN | ACT_INCOMPLETE;
    tmodel_action_text(&e, buf, sizeof buf);
    CHECK_EQ_STR(buf, "All-in 1,450");
    e.u.act.action = CMD_CALL;
    e.u.act.flags = 0;
    e.u.act.added = 1234567;
    tmodel_action_text(&e, buf, sizeof buf);
    CHECK_EQ_STR(buf, "Call 1,234,567");
    e.u.act.action = CMD_CHECK;
    tmodel_action_text(&e, buf, sizeof buf);
    CHECK_EQ_STR(buf, "Check");
}

/* ---- a plugin bot that never answers ----------------------------------------------------------- */

static void test_stuck_plugin_is_replaced(void)
{
    bot_registry_t *reg = bot_registry_create();
    char err[2048];
    char path[1024];
    snprintf(path, sizeof path, "%s/hang.so", FELT_BOTS_DIR);
    int k = bot_registry_load(reg, path, err, sizeof err);
    CHECK_MSG(k == 1, "%.400s", err);
    if (k != 1) {
        bot_registry_destroy(reg);
        return;
    }
    session_config_t cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.engine.seed = 5;
    cfg.engine.n_seats = 4;
    cfg.engine.clock = ENGINE_CLOCK_SIMULATED;
    cfg.registry = reg;
    cfg.auto_next_hand = cfg.auto_end_break = 1;
    cfg.bot_deadline_ms = 150;
    const char *bots[4] = {"rock:easy", "hang", "tag:hard", "station:easy"};
    for (int q = 0; q < 4; q++) {
        cfg.seats[q].kind = SESSION_SEAT_BOT;
        snprintf(cfg.seats[q].bot, sizeof cfg.seats[q].bot, "%s", bots[q]);
    }
    session_t *s = session_create(&cfg, err, sizeof err);
    CHECK_MSG(s != NULL, "%.400s", err);
    if (s) {
        CHECK_EQ_STR(session_seat_label(s, 1), "hang");
        cmd_t start = {CMD_START, -1, 0};
        session_submit(s, start);
        double t0 = tl_now();
        session_step_result_t r = session_run(s, 5000000);
        CHECK_EQ_INT(r, SESSION_STEP_FINISHED);
        CHECK(tl_now() - t0 < 30);
        CHECK_EQ_INT(session_illegal_count(s, 1), 1);
        CHECK_EQ_STR(session_seat_label(s, 1), "tag:medium");
        int ncmd;
        engine_commands(session_engine(s), &ncmd);
        CHECK(ncmd > 20);
        /* the reason given for the stall names the bot and the deadline; later answers are the
         * built-in's, so look at the seat's last reason only if it still is the stall's */
        const char *why = session_reason(s, 1);
        printf("   seat 2's last reason: %s\n", why);
        session_destroy(s);
    }
    /* the report itself, right after the stall */
    cfg.engine.seed = 6;
    s = session_create(&cfg, err, sizeof err);
    if (s) {
        cmd_t start = {CMD_START, -1, 0};
        session_submit(s, start);
        int seen = 0;
        for (long i = 0; i < 100000 && !seen; i++) {
            if (session_step(s) != SESSION_STEP_DONE)
                break;
            if (session_illegal_count(s, 1) == 1) {
                seen = 1;
                const char *why = session_reason(s, 1);
                CHECK_MSG(strstr(why, "hang") && strstr(why, "no answer within 150 ms"), "reason: %s", why);
            }
        }
        CHECK(seen);
        CHECK_EQ_INT(session_run(s, 5000000), SESSION_STEP_FINISHED);
        session_destroy(s);
    }
    bot_registry_destroy(reg); /* the stuck thread sleeps in pause() for good */
}

/* ---- seats change hands, illegal answers, offers let pass ------------------------------------- */

typedef struct liar {
    int asked;
} liar_t;

/* Answers a raise to 1 chip: never legal. */
static int liar_ask(void *self, const view_t *v, const session_wait_t *w, cmd_t *out, char *reason, size_t len)
{
    liar_t *l = self;
    l->asked++;
    (void)w;
    out->type = v->phase == PHASE_HAND ? CMD_RAISE : CMD_NONE;
    out->seat = v->seat;
    out->amount = 1;
    snprintf(reason, len, "a raise to one chip");
    return 1;
}

static void test_seats_change_hands(void)
{
    structure_t st;
    char err[1024];
    char path[1024];
    snprintf(path, sizeof path, "%s/levels/charity.json", FELT_SOURCE_DIR);
    CHECK(structure_load_file(path, &st, err, sizeof err) == 0);
    session_config_t cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.engine.seed = 11;
    cfg.engine.structure = &st;
    cfg.engine.n_seats = 4;
    cfg.engine.n_players = 4;
    cfg.engine.clock = ENGINE_CLOCK_SIMULATED;
    session_t *s = session_create(&cfg, err, sizeof err);
    CHECK_MSG(s != NULL, "%.400s", err);
    if (!s)
        return;
    for (int q = 0; q < 4; q++)
        CHECK_EQ_INT(session_seat_kind(s, q), SESSION_SEAT_PERSON);
    session_wait_t w;
    session_wait(s, &w);
    CHECK_EQ_INT(w.kind, SESSION_WAIT_START);
    CHECK_EQ_INT(session_step(s), SESSION_STEP_TABLE);
    cmd_t start = {CMD_START, -1, 0};
    CHECK_EQ_INT(session_submit(s, start), REJ_OK);
    session_wait(s, &w);
    CHECK_EQ_INT(w.kind, SESSION_WAIT_ACTION);
    CHECK_EQ_INT(session_step(s), SESSION_STEP_PERSON);
    /* the person at the seat to act leaves: a liar takes over, then a bot */
    int seat = w.seat;
    liar_t l = {0};
    session_agent_t a;
    memset(&a, 0, sizeof a);
    a.self = &l;
    a.ask = liar_ask;
    snprintf(a.label, sizeof a.label, "liar");
    CHECK_EQ_INT(session_set_agent(s, seat, &a, err, sizeof err), 0);
    CHECK_EQ_INT(session_seat_kind(s, seat), SESSION_SEAT_AGENT);
    int n0;
    engine_commands(session_engine(s), &n0);
    CHECK_EQ_INT(session_step(s), SESSION_STEP_DONE);
    CHECK_EQ_INT(l.asked, 1);
    CHECK_EQ_INT(session_illegal_count(s, seat), 1);
    CHECK_MSG(strstr(session_reason(s, seat), "liar: illegal command") != NULL, "%s", session_reason(s, seat));
    int n1;
    const cmd_t *log = engine_commands(session_engine(s), &n1);
    CHECK_EQ_INT(n1, n0 + 1);
    CHECK(log[n1 - 1].type == CMD_FOLD || log[n1 - 1].type == CMD_CHECK);
    CHECK_EQ_INT(session_set_bot(s, seat, "rock:hard", err, sizeof err), 0);
    CHECK_EQ_STR(session_seat_label(s, seat), "rock:hard");
    CHECK(session_set_bot(s, seat, "nosuchbot", err, sizeof err) != 0);
    CHECK_MSG(strstr(err, "nosuchbot") != NULL, "%.400s", err);
    CHECK(session_set_agent(s, 9, NULL, err, sizeof err) != 0);
    /* everybody else becomes a bot that buys chips: play on; an offer let pass is declined */
    for (int q = 0; q < 4; q++)
        if (q != seat)
            CHECK_EQ_INT(session_set_bot(s, q, "random", err, sizeof err), 0);
    long table = 0;
    for (long i = 0; i < 200000; i++) {
        session_step_result_t r = session_step(s);
        if (r == SESSION_STEP_FINISHED)
            break;
        if (r == SESSION_STEP_TABLE) {
            session_wait(s, &w);
            cmd_t c = {w.kind == SESSION_WAIT_BREAK ? CMD_ADVANCE_LEVEL : CMD_NEXT_HAND, -1, 0};
            CHECK_EQ_INT(session_submit(s, c), REJ_OK);
            table++;
        }
    }
    session_wait(s, &w);
    CHECK_EQ_INT(w.kind, SESSION_WAIT_FINISHED);
    CHECK(table > 0);
    /* the random bot lets optional rebuys pass (CMD_NONE): each became a recorded decline */
    int n;
    log = engine_commands(session_engine(s), &n);
    int declines = 0, rebuys = 0;
    for (int i = 0; i < n; i++) {
        declines += log[i].type == CMD_DECLINE;
        rebuys += log[i].type == CMD_REBUY;
    }
    printf("   %d commands, %d rebuys, %d declines\n", n, rebuys, declines);
    CHECK(declines > 0);
    CHECK(rebuys > 0);
    session_destroy(s);
}

/* ---- the level clock ------------------------------------------------------------------------- */

static void test_level_clock(void)
{
    structure_t st;
    memset(&st, 0, sizeof st);
    structure_default(&st);
    /* 10-minute levels, a 5-minute break after the second */
    char err[1024];
    char path[1024];
    snprintf(path, sizeof path, "%s/levels/home.json", FELT_SOURCE_DIR);
    CHECK(structure_load_file(path, &st, err, sizeof err) == 0);
    int brk = -1;
    for (int i = 0; i < st.n_levels && brk < 0; i++)
        if (st.levels[i].is_break)
            brk = i;
    CHECK(brk > 0 && st.levels[0].minutes > 0);
    session_config_t cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.engine.seed = 3;
    cfg.engine.structure = &st;
    cfg.engine.n_players = 4;
    cfg.engine.n_seats = 4;
    cfg.auto_next_hand = 1;
    cfg.start_time_ms = 1700000000000LL;
    session_t *s = session_create(&cfg, err, sizeof err);
    CHECK_MSG(s != NULL, "%.400s", err);
    if (!s)
        return;
    rnd_t r;
    rng_init(&r.r, 3, RNG_STREAM_BOT_BASE);
    session_agent_t a = rnd_agent(&r, 0);
    for (int q = 0; q < 4; q++)
        session_set_agent(s, q, &a, err, sizeof err);
    CHECK(session_start_time_ms(s) == cfg.start_time_ms);
    int64_t now = cfg.start_time_ms;
    session_set_time(s, now);
    CHECK(session_level_left_ms(s) == -1); /* not started */
    cmd_t start = {CMD_START, -1, 0};
    session_submit(s, start);
    int64_t len0 = (int64_t)st.levels[0].minutes * 60000;
    CHECK(session_level_left_ms(s) == len0);
    now += len0 / 2;
    session_set_time(s, now);
    CHECK(session_level_left_ms(s) == len0 / 2);
    /* paused, the clock stands still */
    session_pause(s, 1);
    now += len0;
    session_set_time(s, now);
    CHECK(session_level_left_ms(s) == len0 / 2);
    session_pause(s, 0);
    int n0;
    engine_commands(session_engine(s), &n0);
    now += len0 / 2 + 1000;
    session_set_time(s, now); /* time is up: the session submits CMD_ADVANCE_LEVEL itself */
    int n1;
    const cmd_t *log = engine_commands(session_engine(s), &n1);
    CHECK_EQ_INT(n1, n0 + 1);
    CHECK_EQ_INT(log[n1 - 1].type, CMD_ADVANCE_LEVEL);
    session_set_time(s, now + 1000);
    engine_commands(session_engine(s), &n1);
    CHECK_EQ_INT(n1, n0 + 1); /* once per level */
    /* finish the hand: the next level starts and its clock runs on from the overshoot */
    for (int i = 0; i < 10000 && engine_level_index(session_engine(s)) == 0; i++)
        if (session_step(s) != SESSION_STEP_DONE)
            break;
    CHECK_EQ_INT(engine_level_index(session_engine(s)), 1);
    int64_t len1 = (int64_t)st.levels[1].minutes * 60000;
    CHECK(session_level_left_ms(s) == len1 - 2000);
    /* play on with the clock until the break, which the clock ends too */
    int saw_break = 0, ended_break = 0;
    for (int i = 0; i < 200000 && !ended_break; i++) {
        session_step_result_t res = session_step(s);
        session_wait_t w;
        session_wait(s, &w);
        if (w.kind == SESSION_WAIT_BREAK) {
            saw_break = 1;
            /* entered by the clock between hands, or at the end of the hand the clock ran out in */
            CHECK(res == SESSION_STEP_TABLE || res == SESSION_STEP_DONE);
            CHECK(w.break_minutes == st.levels[brk].minutes);
            CHECK(w.break_left_ms >= 0 && w.break_left_ms <= (int64_t)w.break_minutes * 60000);
            CHECK_EQ_INT(session_step(s), SESSION_STEP_TABLE); /* no auto_end_break: the clock's job */
            now += w.break_left_ms;
            session_set_time(s, now);
            session_wait(s, &w);
            ended_break = w.kind != SESSION_WAIT_BREAK;
            CHECK(ended_break);
        } else {
            now += 300000; /* five minutes a move: the break comes before the random players bust */
            session_set_time(s, now);
        }
        if (res == SESSION_STEP_FINISHED)
            break;
    }
    CHECK_MSG(saw_break && ended_break, "break at level index %d; reached %d, phase %d", brk,
              engine_level_index(session_engine(s)), (int)engine_phase(session_engine(s)));
    session_destroy(s);
}

/* ---- hands played at speed take tournament time --------------------------------------------- */

/* Shoves every hand and rebuys whenever it may: with unlimited rebuys its table only ends once
 * the rebuy period does, so it only ends if levels rise. */
static int rebuyer_ask(void *self, const view_t *v, const session_wait_t *w, cmd_t *out, char *reason, size_t len)
{
    (void)self;
    (void)w;
    out->seat = v->seat;
    out->amount = 0;
    if (v->rebuy_offer)
        out->type = CMD_REBUY;
    else if (v->must_decide)
        out->type = CMD_DECLINE;
    else
        out->type = v->legal.can_allin ? CMD_ALLIN : v->legal.can_check ? CMD_CHECK : CMD_CALL;
    snprintf(reason, len, "rebuys");
    return 1;
}

/* Play between `hands` hands and the end on the caller's clock standing still; the hands played
 * and the level reached. */
static session_t *charity_table(structure_t *st, char *err, size_t errlen)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/levels/charity.json", FELT_SOURCE_DIR);
    memset(st, 0, sizeof *st);
    if (structure_load_file(path, st, err, errlen) != 0)
        return NULL;
    session_config_t cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.engine.seed = 11;
    cfg.engine.structure = st;
    cfg.engine.n_players = 6;
    cfg.engine.n_seats = 6;
    cfg.auto_next_hand = 1;
    cfg.start_time_ms = 1700000000000LL;
    session_t *s = session_create(&cfg, err, errlen);
    if (!s)
        return NULL;
    session_agent_t a;
    memset(&a, 0, sizeof a);
    a.ask = rebuyer_ask;
    snprintf(a.label, sizeof a.label, "rebuyer");
    for (int q = 0; q < 6; q++)
        session_set_agent(s, q, &a, err, errlen);
    session_set_time(s, cfg.start_time_ms);
    session_set_wall_clock(s, cfg.start_time_ms);
    return s;
}

static int play_hands(session_t *s, int hands)
{
    for (long i = 0; i < 4000000; i++) {
        session_wait_t w;
        session_wait(s, &w);
        if (w.kind == SESSION_WAIT_FINISHED || session_hand_no(s) > hands)
            break;
        cmd_t c = {CMD_NONE, -1, 0};
        if (w.kind == SESSION_WAIT_START)
            c.type = CMD_START;
        else if (w.kind == SESSION_WAIT_NEXT_HAND)
            c.type = CMD_NEXT_HAND;
        else if (w.kind == SESSION_WAIT_BREAK)
            c.type = CMD_ADVANCE_LEVEL;
        if (c.type != CMD_NONE)
            session_submit(s, c);
        else if (session_step(s) == SESSION_STEP_FINISHED)
            break;
    }
    return session_hand_no(s);
}

static void test_fast_clock(void)
{
    char err[1024];
    structure_t st;
    /* on the caller's clock alone, standing still, the first level never ends: players rebuy
     * for ever (this is what a person out of the game watching at speed saw: tens of thousands
     * of hands at the first level) */
    session_t *s = charity_table(&st, err, sizeof err);
    CHECK_MSG(s != NULL, "%.400s", err);
    if (!s)
        return;
    CHECK(st.levels[0].minutes > 0 && st.rebuy_last_level > 0);
    play_hands(s, 400);
    CHECK_EQ_INT(engine_level_index(session_engine(s)), 0);
    CHECK(engine_phase(session_engine(s)) != PHASE_FINISHED);
    session_destroy(s);

    /* with the fast clock each hand takes R40's length: the levels rise at the hands the
     * lengths add up to, the history dates step by them, the rebuy period ends, the table ends */
    s = charity_table(&st, err, sizeof err);
    if (!s)
        return;
    session_fast_clock(s, 1);
    structure_mtt_t m;
    structure_mtt_default(&m);
    int64_t level_end = (int64_t)st.levels[0].minutes * 60000, spent = 0;
    int level_seen = 0, dates_ok = 1, levels_ok = 1;
    int64_t last_date = 0;
    for (int h = 1; h < 3000; h++) {
        if (play_hands(s, h) <= h)
            break; /* finished */
        view_t v;
        session_view(s, -1, &v);
        int left = v.players_left;
        {
            /* hand h took its length (at the players left as it ended); a level whose time is up
             * is in force for hand h + 1 */
            spent += ((int64_t)m.hand_base_seconds + (int64_t)m.action_seconds * 2 * left) * 1000;
            int lv = engine_level_index(session_engine(s));
            while (level_seen + 1 < st.n_levels && spent >= level_end) {
                level_seen++;
                level_end += (int64_t)st.levels[level_seen].minutes * 60000;
                if (st.levels[level_seen].is_break && level_seen + 1 < st.n_levels) {
                    /* nobody waits for a break either: it ends at once, the next level's
                     * time starts then */
                    level_seen++;
                    level_end = spent + (int64_t)st.levels[level_seen].minutes * 60000;
                }
            }
            levels_ok &= lv == level_seen;
            if (!levels_ok) {
                CHECK_MSG(0, "hand %d: level index %d, the time spent (%lld ms) makes it %d", h, lv,
                          (long long)spent, level_seen);
                break;
            }
        }
        int n;
        const cmd_t *log = engine_commands(session_engine(s), &n);
        for (int i = n - 1; i >= 0; i--)
            if (log[i].type == CMD_NEXT_HAND || log[i].type == CMD_START) {
                dates_ok &= log[i].amount >= last_date;
                last_date = log[i].amount;
                break;
            }
    }
    CHECK(dates_ok);
    CHECK(last_date > 1700000000LL + 3600); /* the dates went on with the hands' time */
    CHECK_MSG(engine_phase(session_engine(s)) == PHASE_FINISHED, "not finished after %d hands, level %d",
              session_hand_no(s), engine_level_index(session_engine(s)));
    printf("   fast clock: finished after %d hands at level %d\n", session_hand_no(s),
           engine_level_index(session_engine(s)) + 1);
    session_destroy(s);
}

/* ---- saves ---------------------------------------------------------------------------------- */

typedef struct history_probe {
    ev_t *live;
    int n_live, cap, n, mismatch, first_mismatch;
} history_probe_t;

/* Events compared as the event log writes them: every field by name, no padding bytes. */
static int same_event(const ev_t *a, const ev_t *b)
{
    char x[EVLOG_MAX], y[EVLOG_MAX];
    evlog_format(a, x, sizeof x);
    evlog_format(b, y, sizeof y);
    return strcmp(x, y) == 0;
}

static void history_probe_event(void *ctx, const ev_t *ev)
{
    history_probe_t *hp = ctx;
    if (hp->n >= hp->n_live || !same_event(&hp->live[hp->n], ev)) {
        if (hp->mismatch == 0)
            hp->first_mismatch = hp->n;
        hp->mismatch++;
    }
    hp->n++;
}

static void test_save_keeps_the_seating(void)
{
    char dir[] = "/tmp/felt-session-XXXXXX";
    if (!mkdtemp(dir)) {
        CHECK_MSG(0, "mkdtemp failed");
        return;
    }
    char path[256];
    snprintf(path, sizeof path, "%s/t.save", dir);
    session_config_t cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.engine.seed = 21;
    cfg.engine.n_seats = 5;
    cfg.engine.clock = ENGINE_CLOCK_SIMULATED;
    cfg.auto_next_hand = 1;
    cfg.start_time_ms = 1712345678000LL;
    cfg.seats[0].kind = SESSION_SEAT_PERSON;
    snprintf(cfg.seats[0].name, sizeof cfg.seats[0].name, "Ana Maria");
    cfg.seats[0].colour = 0x2080ff;
    cfg.seats[1].kind = SESSION_SEAT_BOT;
    snprintf(cfg.seats[1].bot, sizeof cfg.seats[1].bot, "Rita");
    cfg.seats[3].kind = SESSION_SEAT_BOT;
    snprintf(cfg.seats[3].bot, sizeof cfg.seats[3].bot, "lag:easy");
    snprintf(cfg.seats[3].name, sizeof cfg.seats[3].name, "Lucky");
    cfg.seats[4].kind = SESSION_SEAT_PERSON;
    char err[1024];
    session_t *s = session_create(&cfg, err, sizeof err);
    CHECK_MSG(s != NULL, "%.400s", err);
    if (!s)
        return;
    CHECK_EQ_INT(session_seat_kind(s, 2), SESSION_SEAT_EMPTY);
    /* what three subscribers see in play: everything, the public, and the person in seat 1 */
    const int sees[3] = {SESSION_SEE_ALL, SESSION_SEE_PUBLIC, 0};
    int subs[3];
    for (int k = 0; k < 3; k++)
        subs[k] = session_subscribe(s, sees[k]);
    cmd_t start = {CMD_START, -1, 0};
    session_submit(s, start);
    /* people fold or check for a few hands */
    for (int i = 0; i < 400; i++) {
        session_step_result_t r = session_step(s);
        if (r == SESSION_STEP_PERSON) {
            session_wait_t w;
            session_wait(s, &w);
            cmd_t c = {w.legal.can_check ? CMD_CHECK : CMD_FOLD, w.seat, 0};
            if (w.kind == SESSION_WAIT_DECISION)
                c.type = CMD_DECLINE;
            session_submit(s, c);
        } else if (r != SESSION_STEP_DONE) {
            break;
        }
    }
    CHECK_EQ_INT(session_save(s, path, err, sizeof err), 0);
    bot_registry_t *reg = bot_registry_create();
    session_t *l = session_load(path, reg, err, sizeof err);
    CHECK_MSG(l != NULL, "%.400s", err);
    if (l) {
        CHECK(engine_state_hash(session_engine(l)) == engine_state_hash(session_engine(s)));
        for (int q = 0; q < 5; q++) {
            CHECK_EQ_INT(session_seat_kind(l, q), session_seat_kind(s, q));
            CHECK_EQ_STR(session_seat_label(l, q), session_seat_label(s, q));
        }
        CHECK_EQ_STR(session_seat_label(l, 0), "Ana Maria");
        CHECK_EQ_STR(session_seat_label(l, 1), "Rita");
        view_t v;
        session_view(l, -1, &v);
        CHECK_EQ_STR(v.seats[3].name, "Lucky");
        CHECK(session_start_time_ms(l) == cfg.start_time_ms);
        /* the loaded session's history is what each subscriber saw in play, event for event,
         * with the same cards hidden (a resumed front end rebuilds its screen from it) */
        for (int k = 0; k < 3; k++) {
            history_probe_t hp = {0};
            const ev_t *ev;
            while ((ev = session_next_event(s, subs[k])) != NULL) {
                if (hp.n_live == hp.cap) {
                    hp.cap = hp.cap ? hp.cap * 2 : 1024;
                    ev_t *grown = realloc(hp.live, (size_t)hp.cap * sizeof *grown);
                    if (!grown)
                        break;
                    hp.live = grown;
                }
                hp.live[hp.n_live++] = *ev;
            }
            int n = session_history(l, sees[k], history_probe_event, &hp);
            CHECK_MSG(hp.n_live > 100, "see %d: only %d events in play", sees[k], hp.n_live);
            CHECK_EQ_INT(n, hp.n_live);
            CHECK_EQ_INT(hp.n, hp.n_live);
            CHECK_MSG(hp.mismatch == 0, "see %d: %d events differ from play, the first is %d", sees[k], hp.mismatch,
                      hp.first_mismatch);
            free(hp.live);
        }
        history_probe_t none = {0};
        CHECK_EQ_INT(session_history(l, 7, history_probe_event, &none), -1);
        session_forget_history(l);
        CHECK_EQ_INT(session_history(l, SESSION_SEE_ALL, history_probe_event, &none), 0);
        CHECK_EQ_INT(none.n, 0);
        session_destroy(l);
    }
    /* a session that was not loaded has no history */
    history_probe_t none = {0};
    CHECK_EQ_INT(session_history(s, SESSION_SEE_ALL, history_probe_event, &none), 0);
    /* a save without seating (felt-cli sim's) is refused with a reason */
    CHECK_EQ_INT(save_write(session_engine(s), path, err, sizeof err), 0);
    l = session_load(path, reg, err, sizeof err);
    CHECK(l == NULL);
    CHECK_MSG(strstr(err, "no session seating") != NULL, "%.400s", err);
    session_destroy(l);
    bot_registry_destroy(reg);
    session_destroy(s);
    char p2[300];
    snprintf(p2, sizeof p2, "%s.prev", path);
    remove(p2);
    remove(path);
    rmdir(dir);
}

/* ---- bad configurations --------------------------------------------------------------------- */

static void test_bad_configurations(void)
{
    session_config_t cfg;
    char err[512];
    memset(&cfg, 0, sizeof cfg);
    cfg.seats[0].kind = SESSION_SEAT_BOT;
    cfg.seats[1].kind = SESSION_SEAT_PERSON;
    CHECK(session_create(&cfg, err, sizeof err) == NULL);
    CHECK_MSG(strstr(err, "seats[0].bot") != NULL, "%.400s", err);
    snprintf(cfg.seats[0].bot, sizeof cfg.seats[0].bot, "tag:legendary");
    CHECK(session_create(&cfg, err, sizeof err) == NULL);
    CHECK_MSG(strstr(err, "seat 1") && strstr(err, "legendary"), "%.400s", err);
    snprintf(cfg.seats[0].bot, sizeof cfg.seats[0].bot, "tag");
    snprintf(cfg.seats[1].name, sizeof cfg.seats[1].name, "two\nlines");
    CHECK(session_create(&cfg, err, sizeof err) == NULL);
    CHECK_MSG(strstr(err, "seats[1].name") != NULL, "%.400s", err);
    cfg.seats[1].name[0] = '\0';
    cfg.seats[2].kind = SESSION_SEAT_AGENT;
    CHECK(session_create(&cfg, err, sizeof err) == NULL);
    CHECK_MSG(strstr(err, "seats[2].kind") != NULL, "%.400s", err);
    cfg.seats[2].kind = SESSION_SEAT_EMPTY;
    session_t *s = session_create(&cfg, err, sizeof err);
    CHECK_MSG(s != NULL, "%.400s", err);
    if (s) {
        CHECK_EQ_INT(session_subscribe(s, ENGINE_MAX_SEATS), -1); /* no such seat */
        CHECK_EQ_INT(session_subscribe(s, -3), -1);
        CHECK(session_next_event(s, 99) == NULL);
    }
    session_destroy(s);
}

/* ---- decide prints what the bot does in play ------------------------------------------------ */

/* Play a game with tag:hard at seat 2 among scripted people until its k-th decision; then what it
 * would do in play (asked once, as the table would) must be what `felt-cli decide` prints for the
 * scenario of that game so far. */
static void test_decide_matches_play(void)
{
    char dir[] = "/tmp/felt-decide-XXXXXX";
    if (!mkdtemp(dir)) {
        CHECK_MSG(0, "mkdtemp failed");
        return;
    }
    int compared = 0;
    for (int k = 3; k <= 23; k += 4) {
        session_config_t cfg;
        memset(&cfg, 0, sizeof cfg);
        cfg.engine.seed = 40 + (uint64_t)k;
        cfg.engine.n_seats = 4;
        cfg.auto_next_hand = 1;
        for (int q = 0; q < 4; q++)
            cfg.seats[q].kind = q == 1 ? SESSION_SEAT_BOT : SESSION_SEAT_PERSON;
        snprintf(cfg.seats[1].bot, sizeof cfg.seats[1].bot, "tag:hard");
        char err[512];
        session_t *s = session_create(&cfg, err, sizeof err);
        CHECK_MSG(s != NULL, "%.400s", err);
        if (!s)
            break;
        session_submit(s, (cmd_t){CMD_START, -1, 0});
        int decisions = 0, done = 0;
        cmd_t in_play = {CMD_NONE, -1, 0};
        char reason[BOT_REASON_LEN] = "";
        for (long i = 0; i < 100000 && !done; i++) {
            session_wait_t w;
            session_wait(s, &w);
            if (w.kind == SESSION_WAIT_FINISHED)
                break;
            if (w.seat == 1 && (w.kind == SESSION_WAIT_ACTION || w.kind == SESSION_WAIT_DECISION) && ++decisions == k) {
                CHECK_EQ_INT(session_ask(s, &in_play), 1);
                snprintf(reason, sizeof reason, "%s", session_reason(s, 1));
                done = 1;
                break;
            }
            session_step_result_t r = session_step(s);
            if (r == SESSION_STEP_PERSON) {
                view_t v;
                session_view(s, w.seat, &v);
                session_submit(s, person_move(&v));
            }
        }
        if (!done) {
            session_destroy(s);
            continue;
        }
        /* the scenario of this game so far: same seed and seats, the turbo structure, every command */
        char path[256];
        snprintf(path, sizeof path, "%s/game%d.json", dir, k);
        FILE *f = fopen(path, "w");
        CHECK(f != NULL);
        if (!f) {
            session_destroy(s);
            break;
        }
        fprintf(f, "{\"name\":\"decision %d of tag:hard\",\"seed\":%d,\"table_size\":4,"
                   "\"structure_file\":\"%s/levels/turbo.json\",\"seats\":[",
                k, 40 + k, FELT_SOURCE_DIR);
        for (int q = 0; q < 4; q++)
            fprintf(f, "%s{\"seat\":%d,\"stack\":%lld}", q ? "," : "", q + 1,
                    (long long)session_structure(s)->starting_stack);
        fprintf(f, "],\"commands\":[");
        int n;
        const cmd_t *log = engine_commands(session_engine(s), &n);
        for (int i = 1; i < n; i++) {
            char c[64];
            cmd_format(log[i], c, sizeof c);
            fprintf(f, "%s\"%s\"", i > 1 ? "," : "", c);
        }
        fprintf(f, "]}\n");
        fclose(f);
        char cmdline[1024], out[2048] = "";
        snprintf(cmdline, sizeof cmdline, "%s decide --bot tag:hard %s 2>&1", FELT_CLI, path);
        FILE *p = popen(cmdline, "r");
        if (p) {
            size_t got = fread(out, 1, sizeof out - 1, p);
            out[got] = '\0';
            pclose(p);
        }
        char want[512];
        snprintf(want, sizeof want, "\"seat\":2,\"hand\":%d,", session_hand_no(s));
        CHECK_MSG(strstr(out, want) != NULL, "decide answered for another spot: %.300s", out);
        snprintf(want, sizeof want, "\"cmd\":\"%s\",\"amount\":%lld,\"legal\":true,\"reason\":\"%s\"}",
                 in_play.type == CMD_NONE ? "none" : cmd_type_name(in_play.type), (long long)in_play.amount, reason);
        CHECK_MSG(strstr(out, want) != NULL, "in play: %.200s\ndecide:  %.250s", want, out);
        compared++;
        remove(path);
        session_destroy(s);
    }
    CHECK(compared >= 4);
    rmdir(dir);
}

int main(int argc, char **argv)
{
    tl_init(argc, argv, 1);
    if (tl_group("two_people_and_four_bots_never_see_each_others_hole_cards"))
        test_people_never_see_each_others_cards();
    if (tl_group("table_model_from_events_equals_the_engine_after_every_command"))
        test_model_matches_engine();
    if (tl_group("table_model_describes_actions_as_the_table_shows_them"))
        test_action_texts();
    if (tl_group("a_plugin_bot_that_never_answers_is_folded_and_replaced"))
        test_stuck_plugin_is_replaced();
    if (tl_group("seats_change_hands_and_illegal_answers_are_folded"))
        test_seats_change_hands();
    if (tl_group("the_callers_clock_ends_levels_and_breaks"))
        test_level_clock();
    if (tl_group("hands_played_at_speed_take_tournament_time_so_levels_rise_and_rebuys_end"))
        test_fast_clock();
    if (tl_group("a_session_save_keeps_who_sits_where"))
        test_save_keeps_the_seating();
    if (tl_group("felt_cli_decide_prints_what_the_bot_does_in_play"))
        test_decide_matches_play();
    if (tl_group("bad_session_configurations_are_refused_by_field"))
        test_bad_configurations();
    return tl_finish();
}
