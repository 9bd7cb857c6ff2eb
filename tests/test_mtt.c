/* test_mtt.c — the multi-table tournament (src/tournament, docs/rules.md section F): property
 * tests over many random small tournaments played by the random-action bot, and hand-made
 * checks of each rule of section F, each citing it. Prints the seed; --seed N reruns one. */
#include <stdint.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai_random.h"
#include "ai/bot.h"
#include "engine/engine.h"
#include "engine/rng.h"
#include "engine/structure.h"
#include "testlib.h"
#include "tournament/tournament.h"

enum { MAXP = 10000, MAXT = 2600 };

static bot_registry_t *reg;
static structure_t mtt_st;
static structure_mtt_t mtt_m;

/* What the watcher learns from every table's events and every tournament event. */
typedef struct watch {
    tourney_t *t;
    int S;
    /* R36: a player who arrived at a table and has not been dealt there yet */
    int fresh_table[MAXP];
    int r37_fresh[MAXP];          /* moved by R37: their first blind there must be the big one */
    int consec_bb[MAXP];
    int moved_since_bb[MAXP];
    int dealt_now[MAXP];          /* dealt in the hand being read */
    int posted_bb_now[MAXP];
    int hand_players[ENGINE_MAX_SEATS];
    int n_hand_players;
    int button, sb_pos, bb, heads_up, hand_level;
    int actions;
    int64_t chips_races;
    int color_ups;
    uint64_t hash;                /* of every event, for determinism */
    int violations_between;       /* R36: dealt between the small blind and the button */
    int violations_bb;            /* R37: a blind twice or an SB first */
    int violations_clock;         /* R40 */
    char first[256];
} watch_t;

static void note(watch_t *w, int *counter, const char *fmt, int a, int b, int c)
{
    if (!w->first[0])
        snprintf(w->first, sizeof w->first, fmt, a, b, c);
    (*counter)++;
}

static uint64_t mix(uint64_t h, uint64_t x) { return rng_mix64(h ^ (x + 0x9e3779b97f4a7c15ULL)); }

/* R40: the level a hand starting at `at` is dealt at (a break's time passes without hands). */
static int level_number_at(const structure_t *st, const structure_mtt_t *m, int S, int64_t at)
{
    int64_t t0 = 0;
    int full = m->full_hand_seconds ? m->full_hand_seconds : m->hand_base_seconds + m->action_seconds * 2 * S;
    int idx = 0;
    for (int i = 0; i < st->n_levels; i++) {
        const level_t *L = &st->levels[i];
        int64_t d = L->minutes ? (int64_t)L->minutes * 60 : (int64_t)L->hands * full;
        if (at >= t0)
            idx = i;
        t0 += d;
    }
    return structure_level_number(st, idx);
}

static const structure_t *cur_st;
static const structure_mtt_t *cur_m;

static void on_ev(void *ctx, int table, const ev_t *ev, const int *player)
{
    watch_t *w = ctx;
    w->hash = mix(w->hash, (uint64_t)table * 1000 + (uint64_t)ev->type);
    w->hash = mix(w->hash, (uint64_t)ev->seat * 7 + (uint64_t)ev->amount);
    switch (ev->type) {
    case EV_HAND_START:
        w->button = ev->u.hs.button;
        w->sb_pos = ev->u.hs.sb_pos;
        w->bb = ev->u.hs.bb;
        w->heads_up = ev->u.hs.heads_up;
        w->hand_level = ev->u.hs.level_number;
        w->n_hand_players = 0;
        w->actions = 0;
        break;
    case EV_SEAT: {
        int p = player[ev->seat];
        if (p < 0)
            break;
        w->hand_players[w->n_hand_players++] = p;
        w->posted_bb_now[p] = 0;
        if (w->fresh_table[p] == table) {
            /* R36: never dealt in between the small blind and the button: after the button,
             * up to and including the small blind's seat, clockwise */
            if (!w->heads_up && w->sb_pos != w->button) {
                for (int s = (w->button + 1) % w->S;; s = (s + 1) % w->S) {
                    if (s == ev->seat)
                        note(w, &w->violations_between, "player %d dealt at table %d seat %d between SB and button",
                             p, table, ev->seat + 1);
                    if (s == w->sb_pos)
                        break;
                }
            }
            w->fresh_table[p] = 0;
        }
        break;
    }
    case EV_POST: {
        int p = player[ev->seat];
        if (p < 0)
            break;
        if (ev->u.post.kind == POST_SB && w->r37_fresh[p] == table && !w->heads_up)
            note(w, &w->violations_bb, "player %d moved by R37 posted a small blind first at table %d (%d)", p, table, 0);
        if (ev->u.post.kind == POST_BB) {
            w->r37_fresh[p] = 0;
            w->posted_bb_now[p] = 1;
        }
        break;
    }
    case EV_ACTION:
        w->actions++;
        break;
    case EV_RACE:
        w->chips_races += ev->amount;
        break;
    case EV_COLOR_UP:
        w->color_ups++;
        break;
    case EV_HAND_END: {
        for (int i = 0; i < w->n_hand_players; i++) {
            int p = w->hand_players[i];
            if (w->posted_bb_now[p]) {
                w->consec_bb[p]++;
                /* R37: a big blind in two hands running only across a move (the new seat's single
                 * big blind) */
                if (w->consec_bb[p] >= 2 && !w->moved_since_bb[p])
                    note(w, &w->violations_bb, "player %d posted the big blind %d hands running (table %d)", p,
                         w->consec_bb[p], table);
                w->moved_since_bb[p] = 0;
            } else {
                w->consec_bb[p] = 0;
            }
        }
        /* R40: the hand was dealt at the level in force when it started in tournament time */
        int64_t start = tourney_now(w->t) - cur_m->hand_base_seconds - (int64_t)cur_m->action_seconds * w->actions;
        int want = level_number_at(cur_st, cur_m, w->S, start);
        if (w->hand_level != want)
            note(w, &w->violations_clock, "table %d dealt a hand at level %d; the clock said level %d", table,
                 w->hand_level, want);
        break;
    }
    default:
        break;
    }
}

/* A random small tournament: checks every step. Returns the number of failures it found. */
typedef struct run_opts {
    uint64_t seed;
    int n, S;
    const structure_t *st;
    const structure_mtt_t *m;
    int no_races;                 /* the structure brings no chips in or out: totals are exact */
    int callers;                  /* half the field calls everything: longer tournaments */
} run_opts_t;

static int run_one(const run_opts_t *o, watch_t *w, uint64_t *event_hash)
{
    memset(w, 0, sizeof *w);
    w->S = o->S;
    tourney_config_t cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.seed = o->seed;
    cfg.n_players = o->n;
    cfg.table_size = o->S;
    cfg.structure = o->st;
    cfg.mtt = o->m;
    cfg.registry = reg;
    cfg.n_mix = o->callers ? 2 : 1;
    char err[512];
    CHECK(bot_spec_parse(reg, "random", &cfg.mix[0], err, sizeof err) == 0);
    CHECK(bot_spec_parse(reg, "caller", &cfg.mix[1], err, sizeof err) == 0);
    cfg.on_table_event = on_ev;
    cfg.ctx = w;
    cur_st = o->st;
    cur_m = o->m;
    tourney_t *t = tourney_create(&cfg, err, sizeof err);
    CHECK_MSG(t != NULL, "seed %llu n %d S %d: %.400s", (unsigned long long)o->seed, o->n, o->S, err);
    if (!t)
        return 1;
    w->t = t;
    long long fails_at = tl.failures;
    int64_t total = (int64_t)o->n * o->st->starting_stack;
    int paid = tourney_places_paid(t), margin = o->m->hand_for_hand_margin;
    int left = o->n, h4h = 0, h4h_starts = 0, final_seen = (o->n + o->S - 1) / o->S == 1;
    int r;
    uint64_t eh = 0;
    do {
        r = tourney_step(t);
        CHECK_MSG(r >= 0, "seed %llu: %s", (unsigned long long)o->seed, tourney_error(t));
        /* chips travel with the players: nothing is lost or made in a move */
        if (o->no_races)
            CHECK_MSG(tourney_chips_in_play(t) == total, "seed %llu: %lld chips in play, %lld expected",
                      (unsigned long long)o->seed, (long long)tourney_chips_in_play(t), (long long)total);
        CHECK_EQ_INT(tourney_chips_in_play(t), tourney_chips_expected(t));
        tourney_ev_t v;
        int left0 = left;
        int step_tables[8], n_step_tables = 0, step_elims = 0, place0 = -1, place_to0 = -1;
        int step_lo = 1 << 30, step_hi = 0;
        while (tourney_poll(t, &v)) {
            eh = mix(eh, (uint64_t)v.type * 131 + (uint64_t)(v.player + 1));
            eh = mix(eh, (uint64_t)v.to_table * 17 + (uint64_t)v.to_seat + (uint64_t)v.time * 31);
            switch (v.type) {
            case TEV_MOVE:
                w->fresh_table[v.player] = v.to_table;
                w->moved_since_bb[v.player] = 1;
                w->r37_fresh[v.player] = v.rule == 37 ? v.to_table : 0;
                CHECK(v.rule == 36 || v.rule == 37);
                CHECK(v.reason[0] != '\0');
                break;
            case TEV_HAND_FOR_HAND_START:
                /* R38: from the first hand after which the players left are within the margin */
                CHECK_MSG(left0 - step_elims > paid && left0 - step_elims <= paid + margin,
                          "seed %llu: hand-for-hand at %d left, %d paid", (unsigned long long)o->seed, left0 - step_elims,
                          paid);
                h4h = 1;
                h4h_starts++;
                break;
            case TEV_HAND_FOR_HAND_END:
                CHECK_MSG(left0 - step_elims <= paid, "seed %llu: hand-for-hand ended at %d left, %d paid",
                          (unsigned long long)o->seed, left0 - step_elims, paid);
                CHECK(h4h);
                h4h = 0;
                break;
            case TEV_SEATED:
                if (v.rule == 39) { /* the final table's new draw is a move too */
                    w->moved_since_bb[v.player] = 1;
                    w->fresh_table[v.player] = w->r37_fresh[v.player] = 0;
                }
                break;
            case TEV_FINAL_TABLE:
                final_seen = 1;
                CHECK(v.chips <= o->S);
                break;
            case TEV_ELIMINATED: {
                /* R38: while the bubble lasts at two or more tables, play is hand-for-hand */
                if (left0 > paid && left0 <= paid + margin && !final_seen)
                    CHECK_MSG(h4h, "seed %llu: a player out at %d left (%d paid) outside hand-for-hand",
                              (unsigned long long)o->seed, left, paid);
                int seen = 0;
                for (int i = 0; i < n_step_tables; i++)
                    seen |= step_tables[i] == v.from_table;
                if (!seen && n_step_tables < 8)
                    step_tables[n_step_tables++] = v.from_table;
                if (place0 < 0) {
                    place0 = v.place;
                    place_to0 = v.place_to;
                }
                step_elims++;
                if (v.place < step_lo)
                    step_lo = v.place;
                if (v.place_to > step_hi)
                    step_hi = v.place_to;
                CHECK(v.place == place0 || n_step_tables < 2);
                break;
            }
            default:
                break;
            }
        }
        if (step_elims > 0) {
            CHECK_EQ_INT(step_lo, left - step_elims + 1);
            CHECK_EQ_INT(step_hi, left);
            if (n_step_tables >= 2) {
                /* R38: out at two or more tables at once: all tie, the prizes pooled */
                CHECK_EQ_INT(place0, left - step_elims + 1);
                CHECK_EQ_INT(place_to0, left);
            }
            left -= step_elims;
        }
        CHECK_EQ_INT(tourney_players_left(t), left);
        /* R37: after balancing, no table is more than one player from another (a halted table
         * waits for one; a round of hand-for-hand moves players only when it ends) */
        if (r > 0 && !h4h && left > o->S) {
            int hi = -1, lo = 1 << 30;
            for (int i = 1; i <= tourney_tables(t); i++) {
                int c = tourney_table_count(t, i);
                if (c < 0 || tourney_table_halted(t, i))
                    continue;
                hi = c > hi ? c : hi;
                lo = c < lo ? c : lo;
            }
            CHECK_MSG(hi < 0 || hi - lo <= 1, "seed %llu: tables of %d and %d players after balancing (%d left, time %lld)",
                      (unsigned long long)o->seed, hi, lo, left, (long long)tourney_now(t));
        }
    } while (r > 0);
    CHECK_EQ_INT(h4h, 0);
    CHECK(h4h_starts <= 1);
    CHECK_EQ_INT(tourney_players_left(t), 1);
    /* a full ranking: every place 1..n covered once */
    int *cover = calloc((size_t)o->n + 2, sizeof *cover);
    int64_t prizes = 0;
    for (int p = 0; p < o->n; p++) {
        tourney_result_t res;
        tourney_result(t, p, &res);
        CHECK(res.place >= 1 && res.place_to >= res.place && res.place_to <= o->n);
        if (res.place >= 1 && res.place_to <= o->n)
            for (int k = res.place; k <= res.place_to; k++)
                cover[k]++;
        prizes += res.prize;
    }
    for (int k = 1; k <= o->n; k++) {
        tourney_result_t r1;
        (void)r1;
        CHECK(cover[k] >= 1);
    }
    free(cover);
    /* every chip accounted for: the starting stacks plus what the chip races made or took */
    CHECK_EQ_INT(tourney_chips_in_play(t), total + w->chips_races);
    CHECK(prizes <= tourney_prize_pool(t));
    CHECK_MSG(prizes >= tourney_prize_pool(t) - tourney_places_paid(t), "seed %llu: %lld of %lld paid out",
              (unsigned long long)o->seed, (long long)prizes, (long long)tourney_prize_pool(t));
    CHECK_MSG(w->violations_between == 0 && w->violations_bb == 0 && w->violations_clock == 0,
              "seed %llu n %d S %d: %s", (unsigned long long)o->seed, o->n, o->S, w->first);
    if (event_hash)
        *event_hash = mix(eh, w->hash);
    tourney_destroy(t);
    return (int)(tl.failures - fails_at);
}

/* The built-in turbo without its colour-ups, and with payouts for any field: chips are exact. */
static void plain_structure(structure_t *st, structure_mtt_t *m)
{
    *st = mtt_st;
    for (int i = 0; i < st->n_levels; i++)
        st->levels[i].n_remove = 0;
    *m = mtt_m;
}

static void test_properties(void)
{
    structure_t st;
    structure_mtt_t m;
    plain_structure(&st, &m);
    uint64_t seed = tl_seed();
    rng_t r;
    rng_init(&r, seed, 99);
    int runs = 0, players = 0;
    for (int k = 0; k < 1000; k++) {
        run_opts_t o = {0};
        o.seed = rng_next64(&r);
        o.S = 4 + (int)rng_below(&r, 7);
        o.n = 2 + (int)rng_below(&r, k < 700 ? 60 : 199);
        o.callers = k % 4 == 3;
        o.st = &st;
        o.m = &m;
        o.no_races = 1;
        watch_t *w = calloc(1, sizeof *w);
        int f = run_one(&o, w, NULL);
        if (f)
            printf("   failing tournament: seed %llu, %d entrants, tables of %d\n", (unsigned long long)o.seed, o.n, o.S);
        free(w);
        runs++;
        players += o.n;
        if (tl.failures > 5)
            break;
    }
    printf("   %d tournaments, %d entrants in all\n", runs, players);
}

/* With colour-ups and chip races at every table at the same break (R34, R40). */
static void test_properties_with_races(void)
{
    uint64_t seed = tl_seed();
    rng_t r;
    rng_init(&r, seed, 98);
    int color_ups = 0;
    for (int k = 0; k < 12; k++) {
        run_opts_t o = {0};
        o.seed = rng_next64(&r);
        o.S = 9;
        o.n = 30 + (int)rng_below(&r, 120);
        o.st = &mtt_st;
        o.m = &mtt_m;
        o.callers = 1;
        watch_t *w = calloc(1, sizeof *w);
        run_one(&o, w, NULL);
        color_ups += w->color_ups;
        free(w);
    }
    CHECK_MSG(color_ups > 0, "no tournament reached a colour-up (%d)", color_ups);
}

/* One seed gives one tournament, move for move; another seed another. */
static void test_determinism(void)
{
    structure_t st;
    structure_mtt_t m;
    plain_structure(&st, &m);
    run_opts_t o = {0};
    o.seed = tl_seed();
    o.n = 150;
    o.S = 9;
    o.st = &st;
    o.m = &m;
    watch_t *w = calloc(1, sizeof *w);
    uint64_t h1 = 0, h2 = 0, h3 = 0;
    run_one(&o, w, &h1);
    run_one(&o, w, &h2);
    o.seed++;
    run_one(&o, w, &h3);
    CHECK_EQ_U64(h1, h2);
    CHECK(h1 != h3);
    free(w);
}

/* R36/R37: a table in the middle of a hand may owe every player it has to shorter tables; when
 * one of them busts in that hand the move owed for them cannot happen, and the seat counted as
 * freed never is. Fields of 2,000 and more stopped there ("NAME has no empty seat at table N")
 * once a break sent that table a player for the seat: these tournaments (found with the random
 * bots) each stopped that way before the fix, and play to the end now, every check kept. */
static void test_owed_moves_never_overfill_a_table(void)
{
    static const struct { uint64_t seed; int n, S; } cases[] = {
        {22, 300, 5}, {25, 400, 5}, {7, 500, 4}, {1, 1000, 4}, {2, 1000, 4},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        run_opts_t o = {0};
        o.seed = cases[i].seed;
        o.n = cases[i].n;
        o.S = cases[i].S;
        o.st = &mtt_st;
        o.m = &mtt_m;
        watch_t *w = calloc(1, sizeof *w);
        CHECK_MSG(run_one(&o, w, NULL) == 0, "seed %llu, %d entrants, tables of %d", (unsigned long long)o.seed, o.n, o.S);
        free(w);
    }
}

/* The field the bug was reported on: 2,000 entrants at tables of 9 (plain build only). */
static void test_a_large_field_plays_to_the_end(void)
{
    run_opts_t o = {0};
    o.seed = 4;
    o.n = 2000;
    o.S = 9;
    o.st = &mtt_st;
    o.m = &mtt_m;
    watch_t *w = calloc(1, sizeof *w);
    CHECK_MSG(run_one(&o, w, NULL) == 0, "seed 4, 2000 entrants, tables of 9");
    free(w);
}

/* The bots' view of the field (bot_field_t, view_t.field): a strategy that plays the random
 * bot's moves and checks what it is shown at every decision. */
static struct field_seen {
    int decisions, with_field, bad, first_bad_line;
    int64_t prize_pool;
    int n, paid;
    const tourney_t *t;
} fs;

static void *field_create(const bot_setup_t *setup) { return (void *)(intptr_t)(setup->player_id + 1); }
static void field_destroy(void *self) { (void)self; }

#define FIELD_EXPECT(cond)                                                                                            \
    do {                                                                                                              \
        if (!(cond) && !fs.bad++)                                                                                     \
            fs.first_bad_line = __LINE__;                                                                             \
    } while (0)

static cmd_t field_decide(void *self, const view_t *v, rng_t *rng, char *reason, size_t len)
{
    (void)self;
    snprintf(reason, len, "field check");
    fs.decisions++;
    const bot_field_t *f = v->field;
    if (f) {
        fs.with_field++;
        FIELD_EXPECT(f->n_entrants == fs.n && f->n_left >= 1 && f->n_left <= fs.n);
        FIELD_EXPECT(f->n_paid == fs.paid && f->payouts != NULL && f->stacks != NULL);
        int64_t paid = 0;
        for (int i = 0; i < f->n_paid; i++) {
            FIELD_EXPECT(f->payouts[i] > 0 && (i == 0 || f->payouts[i] <= f->payouts[i - 1]));
            paid += f->payouts[i];
        }
        FIELD_EXPECT(paid <= fs.prize_pool && paid >= fs.prize_pool - f->n_paid);
        for (int i = 1; i < f->n_left; i++)
            FIELD_EXPECT(f->stacks[i] <= f->stacks[i - 1] && f->stacks[i] > 0);
        int64_t mine = v->seats[v->seat].stack;
        FIELD_EXPECT(f->my_place >= 1 && f->my_place <= f->n_left + 1);
        FIELD_EXPECT(f->my_place == 1 || f->stacks[f->my_place - 2] > mine);
        FIELD_EXPECT(f->my_place > f->n_left || f->stacks[f->my_place - 1] <= mine);
        int tables = 0;
        for (int i = 1; i <= tourney_tables(fs.t); i++)
            tables += tourney_table_count(fs.t, i) >= 0;
        FIELD_EXPECT(f->n_tables == tables);
        FIELD_EXPECT(f->hand_for_hand == tourney_hand_for_hand(fs.t));
    }
    return ai_random_decide(v, rng);
}

static void test_bots_see_the_field(void)
{
    static const bot_strategy_t strat = {"field-check", "checks the field", 0, 0, 1, field_create, field_decide,
                                         field_destroy, NULL};
    char err[512];
    if (!bot_registry_find(reg, "field-check"))
        CHECK(bot_registry_add(reg, &strat, "test", err, sizeof err) == 0);
    tourney_config_t cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.seed = tl_seed();
    cfg.n_players = 300;
    cfg.table_size = 9;
    cfg.structure = &mtt_st;
    cfg.mtt = &mtt_m;
    cfg.registry = reg;
    cfg.n_mix = 1;
    CHECK(bot_spec_parse(reg, "field-check", &cfg.mix[0], err, sizeof err) == 0);
    tourney_t *t = tourney_create(&cfg, err, sizeof err);
    CHECK_MSG(t != NULL, "%s", err);
    if (!t)
        return;
    memset(&fs, 0, sizeof fs);
    fs.n = 300;
    fs.paid = tourney_places_paid(t);
    fs.prize_pool = tourney_prize_pool(t);
    fs.t = t;
    CHECK_EQ_INT(tourney_run(t), 0);
    CHECK(fs.decisions > 1000);
    CHECK_EQ_INT(fs.with_field, fs.decisions); /* every decision of a multi-table tournament */
    CHECK_MSG(fs.bad == 0, "%d bad fields, the first at test_mtt.c:%d", fs.bad, fs.first_bad_line);
    tourney_destroy(t);
    /* a single table: no field */
    engine_t *e = engine_create(NULL, err, sizeof err);
    CHECK(e != NULL);
    if (e) {
        view_t v;
        engine_view(e, 0, &v);
        CHECK(v.field == NULL);
        engine_destroy(e);
    }
}

/* The field's names: a given and a family name each, no two entrants alike in the largest field,
 * two seeds two different fields, and the people keep the names they were given. */
static int cmp_names(const void *a, const void *b) { return strcmp((const char *)a, (const char *)b); }

static void test_names(void)
{
    char err[1024];
    static char names[TOURNEY_MAX_PLAYERS][ENGINE_NAME_LEN];
    char first_of[2][ENGINE_NAME_LEN] = {"", ""};
    for (int k = 0; k < 2; k++) {
        tourney_config_t cfg;
        memset(&cfg, 0, sizeof cfg);
        cfg.seed = k == 0 ? 1 : 4242;
        cfg.n_players = TOURNEY_MAX_PLAYERS;
        cfg.table_size = 10;
        cfg.structure = &mtt_st;
        cfg.mtt = &mtt_m;
        cfg.registry = reg;
        cfg.n_mix = 1;
        CHECK(bot_spec_parse(reg, "tag:medium", &cfg.mix[0], err, sizeof err) == 0);
        cfg.n_people = 1;
        cfg.people[0].entrant = 77;
        /* a name the bots' naming gives some bot of this field: that bot becomes "Ana Costa 2" */
        snprintf(cfg.people[0].name, sizeof cfg.people[0].name, "Ana Costa");
        tourney_t *t = tourney_create(&cfg, err, sizeof err);
        CHECK_MSG(t != NULL, "%.400s", err);
        if (!t)
            return;
        int shapes = 0;
        for (int i = 0; i < cfg.n_players; i++) {
            const char *nm = tourney_player_name(t, i);
            snprintf(names[i], sizeof names[i], "%s", nm);
            /* "Given Family": two capitalised words */
            const char *sp = strchr(nm, ' ');
            shapes += sp && sp > nm && isupper((unsigned char)nm[0]) && isupper((unsigned char)sp[1]) &&
                      (!strchr(sp + 1, ' ') || !strcmp(strchr(sp + 1, ' '), " 2"));
        }
        CHECK_EQ_INT(shapes, cfg.n_players);
        CHECK_EQ_STR(tourney_player_name(t, 77), "Ana Costa");
        snprintf(first_of[k], sizeof first_of[k], "%s", names[0]);
        qsort(names, (size_t)cfg.n_players, sizeof names[0], cmp_names);
        int same = 0;
        for (int i = 1; i < cfg.n_players; i++)
            if (!strcmp(names[i - 1], names[i]) && same++ == 0)
                CHECK_MSG(0, "seed %d: two entrants are called %s", (int)cfg.seed, names[i]);
        tourney_destroy(t);
    }
    CHECK_MSG(strcmp(first_of[0], first_of[1]) != 0, "seeds 1 and 4242 both start with %s", first_of[0]);
}

/* R35: a random draw, tables within one player of each other, every seat once. */
static void test_draw(void)
{
    tourney_config_t cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.seed = 5;
    cfg.n_players = 23;
    cfg.table_size = 9;
    cfg.structure = &mtt_st;
    cfg.mtt = &mtt_m;
    cfg.registry = reg;
    cfg.n_mix = 1;
    char err[256];
    CHECK(bot_spec_parse(reg, "random", &cfg.mix[0], err, sizeof err) == 0);
    tourney_t *t = tourney_create(&cfg, err, sizeof err);
    CHECK(t != NULL);
    if (!t)
        return;
    int count[4] = {0}, seat_used[4][10] = {{0}}, who[23] = {0}, n = 0;
    tourney_ev_t v;
    while (tourney_poll(t, &v)) {
        CHECK_EQ_INT(v.type, TEV_SEATED);
        CHECK_EQ_INT(v.rule, 35);
        CHECK(v.to_table >= 1 && v.to_table <= 3 && v.to_seat >= 1 && v.to_seat <= 9);
        count[v.to_table]++;
        CHECK_EQ_INT(seat_used[v.to_table][v.to_seat]++, 0);
        CHECK_EQ_INT(who[v.player]++, 0);
        n++;
    }
    CHECK_EQ_INT(n, 23);
    CHECK_EQ_INT(count[1], 8);
    CHECK_EQ_INT(count[2], 8);
    CHECK_EQ_INT(count[3], 7);
    /* a different seed draws differently */
    cfg.seed = 6;
    tourney_t *u = tourney_create(&cfg, err, sizeof err);
    int differ = 0;
    tourney_ev_t x;
    tourney_destroy(t);
    t = tourney_create(&(tourney_config_t){0}, err, sizeof err); /* refused: no registry */
    CHECK(t == NULL);
    cfg.seed = 5;
    t = tourney_create(&cfg, err, sizeof err);
    while (tourney_poll(t, &v) && tourney_poll(u, &x))
        differ |= v.player != x.player || v.to_table != x.to_table || v.to_seat != x.to_seat;
    CHECK(differ);
    tourney_destroy(t);
    tourney_destroy(u);
}

/* R36: a player moved into the seat after the last small blind, up to the last big blind, sits
 * the next hand out (never dealt in between the small blind and the button), owes no blind, and
 * is dealt the hand after; in the last big blind's seat the small blind is dead. */
static void test_sit_out_between_sb_and_button(void)
{
    engine_config_t ec;
    memset(&ec, 0, sizeof ec);
    ec.seed = 3;
    ec.n_seats = 9;
    ec.mtt = 1;
    ec.initial_button = 1;
    for (int s = 0; s < 9; s += 2)
        ec.seats[s].occupied = 1; /* seats 1, 3, 5, 7, 9 */
    char err[256];
    engine_t *e = engine_create(&ec, err, sizeof err);
    CHECK(e != NULL);
    if (!e)
        return;
    cmd_t c = {CMD_START, -1, 0};
    CHECK_EQ_INT(engine_submit(e, c), REJ_OK);
    while (engine_phase(e) == PHASE_HAND) { /* everybody folds to the big blind */
        cmd_t f = {CMD_FOLD, engine_to_act(e), 0};
        CHECK_EQ_INT(engine_submit(e, f), REJ_OK);
    }
    view_t v;
    engine_view(e, -1, &v);
    CHECK_EQ_INT(v.button, 0);
    CHECK_EQ_INT(v.sb_pos, 2);
    CHECK_EQ_INT(v.bb_seat, 4);
    /* seat 4 (index 3) lies between the last SB (seat 3) and the last BB (seat 5): the next hand
     * has its button at seat 3 and its small blind at seat 5, so seat 4 would be dealt between */
    CHECK_EQ_INT(engine_mtt_seat(e, 3, "Mover", 1500, 0, 0, err, sizeof err), 1);
    CHECK_EQ_INT(engine_mtt_sitting_out(e, 3), 1);
    /* seat 6 (index 5) is just after the last BB: the worst position (R37), dealt in as the BB */
    CHECK_EQ_INT(engine_mtt_seat(e, 5, "Worst", 1500, 0, 0, err, sizeof err), 0);
    CHECK_EQ_INT(engine_mtt_seat(e, 5, "Again", 1500, 0, 0, err, sizeof err), -1); /* taken */
    while (engine_pending(e))
        engine_next_event(e);
    cmd_t nh = {CMD_NEXT_HAND, -1, 0};
    CHECK_EQ_INT(engine_submit(e, nh), REJ_OK);
    engine_view(e, -1, &v);
    CHECK_EQ_INT(v.button, 2);
    CHECK_EQ_INT(v.sb_pos, 4);
    CHECK_EQ_INT(v.bb_seat, 5); /* the new player at the worst position posts the big blind */
    CHECK_EQ_INT(v.seats[3].in_hand, 0);
    CHECK_EQ_INT(v.seats[3].in_pot, 0);
    CHECK_EQ_INT(v.seats[5].in_pot, v.bb);
    CHECK_EQ_INT(engine_mtt_sitting_out(e, 3), 0);
    while (engine_phase(e) == PHASE_HAND) {
        cmd_t f = {CMD_FOLD, engine_to_act(e), 0};
        engine_submit(e, f);
    }
    CHECK_EQ_INT(engine_submit(e, nh), REJ_OK);
    engine_view(e, -1, &v);
    CHECK_EQ_INT(v.seats[3].in_hand, 1); /* dealt in from the hand after */
    engine_destroy(e);

    /* in the last big blind's own (now empty) seat: sits out, and the small blind is dead */
    e = engine_create(&ec, err, sizeof err);
    engine_submit(e, c);
    while (engine_phase(e) == PHASE_HAND) {
        cmd_t f = {CMD_FOLD, engine_to_act(e), 0};
        engine_submit(e, f);
    }
    int64_t chips = engine_mtt_unseat(e, 4); /* the big blind moves away */
    CHECK(chips > 0);
    CHECK_EQ_INT(engine_mtt_seat(e, 4, "Arrives", chips, 0, 0, err, sizeof err), 1);
    CHECK_EQ_INT(engine_submit(e, nh), REJ_OK);
    engine_view(e, -1, &v);
    CHECK_EQ_INT(v.sb_pos, 4);
    CHECK_EQ_INT(v.seats[4].in_hand, 0);
    CHECK_EQ_INT(v.seats[4].in_pot, 0);
    engine_destroy(e);
}

/* R36, R37, R39 in a whole tournament: every break is of the highest-numbered table when the
 * players fit at one fewer; every balance move takes the player due the big blind next to the
 * first empty seat after the big blind; the final table is drawn anew once the players fit. */
static void test_moves_follow_the_rules(void)
{
    tourney_config_t cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.seed = tl_seed() + 11;
    cfg.n_players = 120;
    cfg.table_size = 8;
    cfg.structure = &mtt_st;
    cfg.mtt = &mtt_m;
    cfg.registry = reg;
    cfg.n_mix = 1;
    char err[256];
    CHECK(bot_spec_parse(reg, "random", &cfg.mix[0], err, sizeof err) == 0);
    tourney_t *t = tourney_create(&cfg, err, sizeof err);
    CHECK(t != NULL);
    if (!t)
        return;
    int active[64] = {0}, n_active = 15, breaks = 0, r37 = 0, finals = 0, left = 120;
    for (int i = 1; i <= 15; i++)
        active[i] = 1;
    int r;
    do {
        r = tourney_step(t);
        tourney_ev_t v;
        while (tourney_poll(t, &v)) {
            if (v.type == TEV_ELIMINATED)
                left--;
            if (v.type == TEV_TABLE_BREAK && v.rule == 36) {
                breaks++;
                int highest = 0;
                for (int i = 1; i < 64; i++)
                    if (active[i])
                        highest = i;
                CHECK_EQ_INT(v.from_table, highest);            /* R36: the highest-numbered */
                CHECK(left <= (n_active - 1) * 8);               /* R36: they fit at one fewer */
                active[v.from_table] = 0;
                n_active--;
            }
            if (v.type == TEV_MOVE && v.rule == 37) {
                r37++;
                CHECK(strstr(v.reason, "due the big blind next") != NULL);
            }
            if (v.type == TEV_FINAL_TABLE) {
                finals++;
                CHECK(left <= 8);                                /* R39 */
                CHECK_EQ_INT(v.chips, left);
            }
        }
    } while (r > 0);
    CHECK_EQ_INT(r, 0);
    CHECK(breaks >= 10);
    CHECK(r37 >= 1);
    CHECK_EQ_INT(finals, 1);
    tourney_destroy(t);
}

/* Bad input: the field, the table size and payouts that do not fit, each named. */
static void test_bad_input(void)
{
    tourney_config_t cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.registry = reg;
    cfg.n_mix = 1;
    char err[512];
    CHECK(bot_spec_parse(reg, "random", &cfg.mix[0], err, sizeof err) == 0);
    cfg.structure = &mtt_st;
    cfg.mtt = &mtt_m;
    cfg.n_players = 0;
    CHECK(tourney_create(&cfg, err, sizeof err) == NULL);
    CHECK_MSG(strstr(err, "players") && strstr(err, "got 0"), "%s", err);
    cfg.n_players = 10001;
    CHECK(tourney_create(&cfg, err, sizeof err) == NULL);
    CHECK_MSG(strstr(err, "got 10001"), "%s", err);
    cfg.n_players = 50;
    cfg.table_size = 3;
    CHECK(tourney_create(&cfg, err, sizeof err) == NULL);
    CHECK_MSG(strstr(err, "table size") && strstr(err, "got 3"), "%s", err);
    cfg.table_size = 11;
    CHECK(tourney_create(&cfg, err, sizeof err) == NULL);
    CHECK_MSG(strstr(err, "got 11"), "%s", err);
    /* the built-in turbo pays fields of one table only */
    cfg.table_size = 9;
    cfg.structure = NULL;
    cfg.mtt = NULL;
    CHECK(tourney_create(&cfg, err, sizeof err) == NULL);
    CHECK_MSG(strstr(err, "payouts") && strstr(err, "50 players"), "%s", err);
    /* a ladder whose places do not add up, or pay more places than its smallest field */
    static const char *const bad[] = {
        "{\"mtt\": {\"payouts\": [{\"players\": [2, 100], \"places\": [[1, 1, 60], [2, 2, 60]]}]}}",
        "{\"mtt\": {\"payouts\": [{\"players\": [10, 100], \"places\": [[1, 12, 5], [13, 20, 5]]}]}}",
        "{\"mtt\": {\"hand_base_seconds\": 0}}",
        "{\"mtt\": {\"payout\": []}}",
    };
    static const char *const want[] = {"add up to 100, got a total of 120", "places[0][1]", "hand_base_seconds",
                                       "unknown key"};
    for (int i = 0; i < 4; i++) {
        structure_mtt_t m;
        CHECK_EQ_INT(structure_load_mtt("bad.json", bad[i], strlen(bad[i]), &m, err, sizeof err), -1);
        CHECK_MSG(strstr(err, "bad.json:1:") && strstr(err, want[i]), "%s", err);
    }
}

/* bench mtt prices each decision at what a sit-and-go's decisions in the same situation cost:
 * the count must file a decision under the right players and effective depth. */
static void test_decision_mix(void)
{
    static const struct {
        int64_t tenths;
        int band;
    } edge[] = {{0, 0}, {79, 0}, {80, 1}, {129, 1}, {130, 2}, {199, 2}, {200, 3}, {349, 3}, {350, 4}, {599, 4},
                {600, 5}, {100000, 5}};
    for (size_t i = 0; i < sizeof edge / sizeof edge[0]; i++)
        CHECK_MSG(tourney_depth_band(edge[i].tenths) == edge[i].band, "%lld tenths of a BB: band %d, want %d",
                  (long long)edge[i].tenths, tourney_depth_band(edge[i].tenths), edge[i].band);
    CHECK(tourney_depth_lo(0) == 0 && tourney_depth_lo(2) == 13 && tourney_depth_lo(5) == 60);
    view_t v;
    memset(&v, 0, sizeof v);
    v.n_seats = 6;
    v.seat = 1;
    v.bb = 100;
    /* seat 1 decides with 1,500 (300 in) against seat 3 with 900 (100 in) and seat 4 all-in for
     * 4,000; seat 0 folded; seat 2 empty; seat 5 folded with 20,000: effective 4,000 (the largest
     * other stack in the hand) capped by the decider's 1,500 = 15 BB */
    v.seats[0] = (view_seat_t){.occupied = 1, .stack = 700, .folded = 1};
    v.seats[1] = (view_seat_t){.occupied = 1, .stack = 1200, .in_pot = 300, .in_hand = 1};
    v.seats[3] = (view_seat_t){.occupied = 1, .stack = 800, .in_pot = 100, .in_hand = 1};
    v.seats[4] = (view_seat_t){.occupied = 1, .stack = 0, .in_pot = 4000, .in_hand = 1, .all_in = 1};
    v.seats[5] = (view_seat_t){.occupied = 1, .stack = 20000, .folded = 1};
    tourney_mix_t mix;
    memset(mix, 0, sizeof mix);
    tourney_count_decision(mix, &v);
    CHECK(mix[TOURNEY_MIX_LIVE][3] == 1 && mix[TOURNEY_MIX_DEALT][5] == 1 && mix[TOURNEY_MIX_DEPTH][2] == 1);
    CHECK(mix[TOURNEY_MIX_DEALT_DEPTH][5 * TOURNEY_DEPTH_BANDS + 2] == 1);
    /* the deepest opponent has less than the decider: it caps the depth (900 = 9 BB) */
    v.seats[4] = (view_seat_t){.occupied = 1, .stack = 500, .in_pot = 400, .in_hand = 1};
    tourney_count_decision(mix, &v);
    CHECK(mix[TOURNEY_MIX_DEPTH][1] == 1 && mix[TOURNEY_MIX_DEALT_DEPTH][5 * TOURNEY_DEPTH_BANDS + 1] == 1);
    /* between hands (a rebuy offer) nobody is in a hand: the decider's own stack, 0 BB */
    memset(&v.seats, 0, sizeof v.seats);
    v.seats[1] = (view_seat_t){.occupied = 1};
    v.seats[2] = (view_seat_t){.occupied = 1, .stack = 9000};
    tourney_count_decision(mix, &v);
    CHECK(mix[TOURNEY_MIX_LIVE][0] == 1 && mix[TOURNEY_MIX_DEPTH][0] == 1 &&
          mix[TOURNEY_MIX_DEALT_DEPTH][0 * TOURNEY_DEPTH_BANDS + 0] == 1);
    int64_t total[TOURNEY_MIX_KEYS] = {0};
    for (int k = 0; k < TOURNEY_MIX_KEYS; k++)
        for (int c = 0; c < TOURNEY_MIX_CELLS; c++)
            total[k] += mix[k][c];
    for (int k = 0; k < TOURNEY_MIX_KEYS; k++)
        CHECK_MSG(total[k] == 3, "key %d counted %lld decisions, want 3", k, (long long)total[k]);
}

int main(int argc, char **argv)
{
    tl_init(argc, argv, 1);
    printf("seed %llu (rerun with --seed N)\n", (unsigned long long)tl.seed);
    reg = bot_registry_create();
    char err[1024];
    if (structure_load_file(FELT_SOURCE_DIR "/levels/mtt.json", &mtt_st, err, sizeof err) != 0 ||
        structure_load_mtt_file(FELT_SOURCE_DIR "/levels/mtt.json", &mtt_m, err, sizeof err) != 0) {
        fprintf(stderr, "%s\n", err);
        return 1;
    }
    if (tl_group("mtt_random_tournaments_conserve_chips_balance_tables_and_keep_blinds_straight"))
        test_properties();
    if (tl_group("mtt_colour_ups_race_at_every_table_and_the_books_still_balance"))
        test_properties_with_races();
    if (tl_group("mtt_one_seed_gives_one_tournament_move_for_move"))
        test_determinism();
    if (tl_group("mtt_every_entrant_of_the_largest_field_has_a_name_of_their_own"))
        test_names();
    if (tl_group("mtt_r35_the_draw_spreads_the_field_within_one_player"))
        test_draw();
    if (tl_group("mtt_r36_a_moved_player_sits_out_between_the_small_blind_and_the_button"))
        test_sit_out_between_sb_and_button();
    if (tl_group("mtt_r36_r37_r39_breaks_balance_moves_and_the_final_table_follow_the_rules"))
        test_moves_follow_the_rules();
    if (tl_group("mtt_a_table_owing_every_player_it_has_is_never_sent_more_players_than_seats"))
        test_owed_moves_never_overfill_a_table();
    if (tl_group("mtt_a_field_of_2000_plays_to_the_end"))
        test_a_large_field_plays_to_the_end();
    if (tl_group("mtt_bots_see_the_field_stacks_payouts_their_place_tables_and_hand_for_hand"))
        test_bots_see_the_field();
    if (tl_group("mtt_bench_files_each_decision_by_players_and_effective_depth"))
        test_decision_mix();
    if (tl_group("mtt_bad_fields_table_sizes_and_payout_ladders_are_named"))
        test_bad_input();
    tl_group_end();
    bot_registry_destroy(reg);
    return tl_finish();
}
