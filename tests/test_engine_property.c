/* test_engine_property.c — drives random commands, legal and illegal, through random
 * tournaments and checks the engine's invariants after every command:
 *  - chips are conserved (stacks + bets = starting chips + rebuys + add-ons ± colour-up);
 *  - no card is seen twice in a hand;
 *  - a rejected command changes nothing: same state hash, no event, not logged;
 *  - the big blind moves exactly one live player per hand: nobody posts it twice in a row
 *    (except a heads-up... never) and nobody skips it;
 *  - every tournament ends with one winner and a complete ranking.
 * Prints its seed; `--seed N` reproduces, `--tournaments N` sets the count. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai_random.h"
#include "engine/engine.h"
#include "engine/rng.h"
#include "engine/structure.h"
#include "session/session.h"

static int failures;
#define CHECK(cond, ...)                                                  \
    do {                                                                  \
        if (!(cond)) {                                                    \
            failures++;                                                   \
            fprintf(stderr, "%s:%d: check failed: %s: ", __FILE__, __LINE__, #cond); \
            fprintf(stderr, __VA_ARGS__);                                 \
            fputc('\n', stderr);                                          \
        }                                                                 \
    } while (0)

/* A structure that exercises everything: antes, a break, a colour-up, rebuys and an add-on. */
static void rich_structure(structure_t *s, int variant)
{
    memset(s, 0, sizeof *s);
    snprintf(s->name, sizeof s->name, "property");
    s->table_size = 10;
    s->starting_stack = 1000;
    int64_t chips[] = {5, 25, 100, 500};
    s->n_chips = 4;
    for (int i = 0; i < 4; i++)
        s->chips[i].value = chips[i];
    int64_t blinds[][3] = {{5, 10, 0},    {10, 20, 0},   {15, 30, 5},   {25, 50, 5},
                           {0, 0, 0},     {50, 100, 25}, {75, 150, 25}, {100, 200, 25},
                           {200, 400, 50}, {300, 600, 100}, {500, 1000, 100}, {1000, 2000, 200},
                           {2000, 4000, 500}, {5000, 10000, 1000}};
    int n = (int)(sizeof blinds / sizeof blinds[0]);
    for (int i = 0; i < n; i++) {
        level_t *L = &s->levels[s->n_levels++];
        if (i == 4) {
            L->is_break = 1;
            L->minutes = 10;
            continue;
        }
        L->small_blind = blinds[i][0];
        L->big_blind = blinds[i][1];
        L->ante = variant ? blinds[i][2] : 0;
        if (variant == 2)
            L->minutes = 20;
        else
            L->hands = 6;
        if (i == 5) { /* the 5 chips leave at the level after the break */
            L->n_remove = 1;
            L->remove_chips[0] = 5;
        }
    }
    s->buy_in = 1000;
    s->rebuy_enabled = 1;
    s->rebuy_chips = 1000;
    s->rebuy_cost = 1000;
    s->rebuy_max_stack = variant == 1 ? 0 : 500;
    s->rebuy_last_level = 3;
    s->rebuy_limit = variant == 1 ? 2 : 0;
    s->addon_enabled = 1;
    s->addon_chips = 1500;
    s->addon_cost = 1000;
    s->n_payout_tiers = 2;
    s->payouts[0] = (payout_tier_t){2, 5, 2, {7000, 3000}};
    s->payouts[1] = (payout_tier_t){6, 10, 3, {5000, 3000, 2000}};
}

static cmd_t random_garbage(rng_t *r, int n_seats)
{
    cmd_t c;
    c.type = (cmd_type_t)rng_below(r, CMD_COUNT + 2);
    c.seat = (int)rng_below(r, (uint32_t)n_seats + 3) - 1;
    switch (rng_below(r, 4)) {
    case 0: c.amount = 0; break;
    case 1: c.amount = (int64_t)rng_below(r, 100); break;
    case 2: c.amount = (int64_t)rng_below(r, 100000); break;
    default: c.amount = -(int64_t)rng_below(r, 1000); break;
    }
    return c;
}

static int trace; /* --trace: print every event and command */

/* The random legal-action driver as every seat's agent (the test's own stream). */
static int driver_ask(void *self, const view_t *v, const session_wait_t *w, cmd_t *out, char *reason, size_t len)
{
    (void)w;
    (void)reason;
    (void)len;
    *out = ai_random_decide(v, (rng_t *)self);
    if (out->type == CMD_NONE && v->must_decide)
        out->type = CMD_DECLINE;
    return 1;
}

static int play_one(uint64_t seed, int variant, uint64_t *commands, uint64_t *hands)
{
    rng_t r;
    rng_init(&r, seed, 77);
    structure_t st;
    rich_structure(&st, variant);
    engine_config_t cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.seed = seed;
    cfg.structure = &st;
    cfg.n_seats = 2 + (int)rng_below(&r, 9);
    cfg.n_players = 2 + (int)rng_below(&r, (uint32_t)cfg.n_seats - 1);
    if (rng_below(&r, 3) == 0) {
        /* scattered seats */
        int placed = 0;
        for (int s = 0; s < cfg.n_seats; s++)
            if (rng_below(&r, 2) || cfg.n_seats - s <= 2 - placed) {
                cfg.seats[s].occupied = 1;
                placed++;
            }
        if (placed < 2)
            cfg.seats[0].occupied = cfg.seats[1].occupied = 1;
    }
    cfg.clock = variant == 2 ? ENGINE_CLOCK_SIMULATED : ENGINE_CLOCK_COMMANDS;
    char err[256];
    /* played through the session: the random driver (this test's stream) answers for every
     * seat; garbage goes straight to session_submit; events come from an ALL subscription */
    session_config_t sc;
    memset(&sc, 0, sizeof sc);
    sc.engine = cfg;
    session_t *ses = session_create(&sc, err, sizeof err);
    if (!ses) {
        CHECK(0, "seed %" PRIu64 ": create failed: %s", seed, err);
        return -1;
    }
    const engine_t *e = session_engine(ses);
    session_agent_t agent;
    memset(&agent, 0, sizeof agent);
    agent.self = &r;
    agent.ask = driver_ask;
    for (int s = 0; s < cfg.n_seats; s++)
        if (session_seat_kind(ses, s) != SESSION_SEAT_EMPTY)
            session_set_agent(ses, s, &agent, err, sizeof err);
    int sub = session_subscribe(ses, SESSION_SEE_ALL);
    int fail0 = failures;
    cmd_t start = {CMD_START, -1, 0};
    CHECK(session_submit(ses, start) == REJ_OK, "start");
    int prev_bb = -1, cur_bb = -1, have_prev = 0;
    int live_now[ENGINE_MAX_SEATS] = {0};
    card_mask_t seen = 0;
    uint64_t steps = 0;
    while (engine_phase(e) != PHASE_FINISHED && steps < 2000000) {
        steps++;
        /* drain and check events */
        const ev_t *evp;
        while ((evp = session_next_event(ses, sub)) != NULL) {
            ev_t ev = *evp;
            if (trace)
                fprintf(stderr, "  [%d] %s seat %d amount %" PRId64 "\n", ev.hand_no, ev_type_name(ev.type),
                        ev.seat + 1, ev.amount);
            if (ev.type == EV_HAND_START) {
                (*hands)++;
                seen = 0;
                memset(live_now, 0, sizeof live_now);
                cur_bb = ev.u.hs.bb;
            } else if (ev.type == EV_SEAT) {
                live_now[ev.seat] = 1;
                /* the last EV_SEAT of a hand: every dealt player is known now */
            } else if (ev.type == EV_POST || ev.type == EV_HOLE_CARDS) {
                if (cur_bb >= 0) {
                    CHECK(live_now[cur_bb], "seed %" PRIu64 " hand %d: big blind seat %d is not dealt in", seed,
                          ev.hand_no, cur_bb + 1);
                    if (have_prev) {
                        /* the BB moves to the first player dealt in clockwise after the last BB
                         * seat: nobody skips it, nobody has it twice in a row */
                        int expect = -1;
                        for (int i = 1; i <= cfg.n_seats; i++) {
                            int t = (prev_bb + i) % cfg.n_seats;
                            if (live_now[t]) {
                                expect = t;
                                break;
                            }
                        }
                        CHECK(cur_bb == expect, "seed %" PRIu64 " hand %d: big blind on seat %d, expected %d", seed,
                              ev.hand_no, cur_bb + 1, expect + 1);
                        CHECK(cur_bb != prev_bb, "seed %" PRIu64 " hand %d: seat %d has the big blind twice", seed,
                              ev.hand_no, cur_bb + 1);
                    }
                    prev_bb = cur_bb;
                    have_prev = 1;
                    cur_bb = -1;
                }
            }
            if (ev.type == EV_HOLE_CARDS) {
                for (int k = 0; k < 2; k++) {
                    CHECK(!(seen & card_bit(ev.u.a.cards[k])), "seed %" PRIu64 " hand %d: card dealt twice", seed,
                          ev.hand_no);
                    seen |= card_bit(ev.u.a.cards[k]);
                }
            } else if (ev.type == EV_STREET) {
                int from = ev.u.st.street == STREET_FLOP ? 0 : ev.u.st.n_board - 1;
                for (int k = from; k < ev.u.st.n_board; k++) {
                    CHECK(!(seen & card_bit(ev.u.st.board[k])), "seed %" PRIu64 " hand %d: board card twice",
                          seed, ev.hand_no);
                    seen |= card_bit(ev.u.st.board[k]);
                }
            }
        }
        CHECK(engine_chips_in_play(e) == engine_chips_expected(e),
              "seed %" PRIu64 ": chips in play %" PRId64 " != expected %" PRId64, seed, engine_chips_in_play(e),
              engine_chips_expected(e));
        if (failures > fail0)
            break;

        /* choose a command: mostly legal (the table's agent, or a table command), sometimes
         * garbage */
        cmd_t c = {CMD_NONE, -1, 0};
        int garbage = rng_below(&r, 5) == 0;
        session_wait_t w;
        session_wait(ses, &w);
        int agent_turn = 0;
        if (garbage) {
            c = random_garbage(&r, cfg.n_seats);
        } else if (w.kind == SESSION_WAIT_ACTION && rng_below(&r, 200) == 0) {
            c = (cmd_t){CMD_ADVANCE_LEVEL, -1, 0};
        } else if (w.kind == SESSION_WAIT_ACTION || w.kind == SESSION_WAIT_DECISION) {
            agent_turn = 1;
        } else if (w.kind == SESSION_WAIT_BREAK) {
            c.type = CMD_ADVANCE_LEVEL;
        } else {
            c.type = rng_below(&r, 30) == 0 ? CMD_ADVANCE_LEVEL : CMD_NEXT_HAND;
        }
        uint64_t h0 = engine_state_hash(e);
        int n0;
        engine_commands(e, &n0);
        int pend0 = engine_pending(e);
        if (agent_turn) {
            int ill0 = session_illegal_count(ses, w.seat);
            session_step_result_t sr = session_step(ses);
            (*commands)++;
            CHECK(sr == SESSION_STEP_DONE, "seed %" PRIu64 ": the table stopped (%d)", seed, (int)sr);
            CHECK(session_illegal_count(ses, w.seat) == ill0, "seed %" PRIu64 ": driver's answer refused: %s", seed,
                  session_reason(ses, w.seat));
            if (trace)
                fprintf(stderr, "agent seat %d\n", w.seat + 1);
            if (failures > fail0)
                break;
            continue;
        }
        engine_reject_t rej = session_submit(ses, c);
        (*commands)++;
        if (trace)
            fprintf(stderr, "%s %s seat %d amount %" PRId64 " -> %s\n", garbage ? "garbage" : "command",
                    cmd_type_name(c.type), c.seat + 1, c.amount, engine_reject_message(rej));
        if (rej != REJ_OK) {
            int n1;
            engine_commands(e, &n1);
            CHECK(engine_state_hash(e) == h0, "seed %" PRIu64 ": rejected %s changed the state", seed,
                  cmd_type_name(c.type));
            CHECK(n1 == n0, "seed %" PRIu64 ": rejected command was logged", seed);
            CHECK(engine_pending(e) == pend0, "seed %" PRIu64 ": rejected command made events", seed);
            if (!garbage)
                CHECK(0, "seed %" PRIu64 ": driver's command %s seat %d amount %" PRId64 " rejected: %s", seed,
                      cmd_type_name(c.type), c.seat + 1, c.amount, engine_reject_message(rej));
        } else {
            int n1;
            const cmd_t *log = engine_commands(e, &n1);
            CHECK(n1 == n0 + 1 && log[n1 - 1].type == c.type, "seed %" PRIu64 ": accepted %s was not logged once",
                  seed, cmd_type_name(c.type));
        }
        if (failures > fail0)
            break;
    }
    CHECK(engine_phase(e) == PHASE_FINISHED, "seed %" PRIu64 ": tournament did not finish", seed);
    if (engine_phase(e) == PHASE_FINISHED) {
        int place[ENGINE_MAX_SEATS];
        int64_t prize[ENGINE_MAX_SEATS];
        engine_results(e, place, prize);
        int n_players = 0, winners = 0, count[ENGINE_MAX_SEATS + 2] = {0};
        for (int s = 0; s < cfg.n_seats; s++) {
            view_t v;
            engine_view(e, -1, &v);
            if (!v.seats[s].occupied)
                continue;
            n_players++;
            winners += place[s] == 1;
            CHECK(place[s] >= 1 && place[s] <= cfg.n_seats, "seed %" PRIu64 ": seat %d has place %d", seed, s + 1,
                  place[s]);
            if (place[s] >= 1 && place[s] <= ENGINE_MAX_SEATS)
                count[place[s]]++;
        }
        CHECK(winners == 1, "seed %" PRIu64 ": %d winners", seed, winners);
        /* complete ranking: places 1..n, a tie of k at place p covers p..p+k-1 */
        for (int p = 1; p <= n_players;) {
            CHECK(count[p] >= 1, "seed %" PRIu64 ": nobody finished in place %d of %d", seed, p, n_players);
            p += count[p] ? count[p] : 1;
        }
    }
    session_destroy(ses);
    return failures > fail0 ? -1 : 0;
}

int main(int argc, char **argv)
{
    uint64_t seed = 20261122, n = 6000; /* about 1.2 million commands */
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--trace"))
            trace = 1;
        else if (!strcmp(argv[i], "--seed") && i + 1 < argc)
            seed = strtoull(argv[++i], NULL, 0);
        else if (!strcmp(argv[i], "--tournaments") && i + 1 < argc)
            n = strtoull(argv[++i], NULL, 0);
        else {
            fprintf(stderr, "usage: %s [--seed N] [--tournaments N] [--trace]\n", argv[0]);
            return 2;
        }
    }
    printf("engine property test: seed %" PRIu64 ", %" PRIu64 " tournaments (reproduce with --seed %" PRIu64 ")\n",
           seed, n, seed);
    uint64_t commands = 0, hands = 0;
    for (uint64_t t = 0; t < n; t++) {
        if (play_one(seed + t, (int)((seed + t) % 3), &commands, &hands) != 0) {
            fprintf(stderr, "failing tournament: --seed %" PRIu64 " --tournaments 1 (variant %d)\n", seed + t,
                    (int)((seed + t) % 3));
            break;
        }
    }
    printf("%" PRIu64 " commands, %" PRIu64 " hands checked\n", commands, hands);
    printf("%d passed, %d failed\n", failures ? 0 : 1, failures ? 1 : 0);
    return failures ? 1 : 0;
}
