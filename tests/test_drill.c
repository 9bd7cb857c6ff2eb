/* test_drill.c — the drill library (src/drill): every generated drill's answer agrees with a
 * second computation written here from the rule book (positions by R3/R4 from the scenario's
 * seats, first to act by R6, the minimum raise and re-opening from the bet history by R10-R13,
 * pots by R25-R27 from the contributions with a reference evaluator, showdown by R23, places and
 * prizes by R32-R33, the chip race by R34), never by the engine function that answered; plus
 * grading, answer JSON, the rule book, the shipped and the bad drill files, and the live
 * shadow-dealer questions. */
#define _GNU_SOURCE /* popen, mkdtemp */
#include <cjson/cJSON.h>
#include <dirent.h>
#include <sys/wait.h>
#include <unistd.h>

#include "drill/drill.h"
#include "engine/rng.h"
#include "engine/scenario.h"
#include "ref_eval.h"
#include "testlib.h"

#ifndef FELT_SOURCE_DIR
#define FELT_SOURCE_DIR "."
#endif
#ifndef FELT_CLI
#define FELT_CLI "felt-cli"
#endif

enum { N_PER_TOPIC = 2000, MAX_EVS = 4096 };

/* ---- the drill's table, read from its scenario text with cJSON (not the engine's loader) ---- */

typedef struct table {
    int n;
    int64_t sb, bb, ante, unit;
    int live[ENGINE_MAX_SEATS];
    int64_t stack[ENGINE_MAX_SEATS];
    int has_cards[ENGINE_MAX_SEATS];
    card_t cards[ENGINE_MAX_SEATS][2];
    int prev_button, prev_sb, prev_bb; /* 0-based, -1 none */
    int button;                        /* "button": this hand's, 0-based, -1 none */
    int n_board;
    card_t board[5];
    int n_race;
    card_t race[CARD_COUNT];
} table_t;

static int read_table(const char *text, table_t *t)
{
    memset(t, 0, sizeof *t);
    t->prev_button = t->prev_sb = t->prev_bb = t->button = -1;
    cJSON *r = cJSON_Parse(text);
    if (!r)
        return -1;
    t->n = cJSON_GetObjectItem(r, "table_size")->valueint;
    cJSON *lv = cJSON_GetObjectItem(r, "level");
    t->sb = (int64_t)cJSON_GetObjectItem(lv, "small_blind")->valuedouble;
    t->bb = (int64_t)cJSON_GetObjectItem(lv, "big_blind")->valuedouble;
    cJSON *x = cJSON_GetObjectItem(lv, "ante");
    t->ante = x ? (int64_t)x->valuedouble : 0;
    x = cJSON_GetObjectItem(lv, "smallest_chip");
    t->unit = x ? (int64_t)x->valuedouble : 1;
    cJSON *s;
    cJSON_ArrayForEach(s, cJSON_GetObjectItem(r, "seats"))
    {
        int k = cJSON_GetObjectItem(s, "seat")->valueint - 1;
        if (cJSON_GetObjectItem(s, "busted"))
            continue;
        t->live[k] = 1;
        t->stack[k] = (int64_t)cJSON_GetObjectItem(s, "stack")->valuedouble;
        cJSON *c = cJSON_GetObjectItem(s, "cards");
        if (c) {
            t->has_cards[k] = 1;
            card_parse_list(c->valuestring, t->cards[k], 2, NULL, 0);
        }
    }
    cJSON *p = cJSON_GetObjectItem(r, "previous_hand");
    if (p) {
        x = cJSON_GetObjectItem(p, "button");
        t->prev_button = x ? x->valueint - 1 : -1;
        t->prev_sb = cJSON_GetObjectItem(p, "small_blind")->valueint - 1;
        t->prev_bb = cJSON_GetObjectItem(p, "big_blind")->valueint - 1;
    }
    x = cJSON_GetObjectItem(r, "button");
    if (x)
        t->button = x->valueint - 1;
    x = cJSON_GetObjectItem(r, "board");
    if (x)
        t->n_board = card_parse_list(x->valuestring, t->board, 5, NULL, 0);
    x = cJSON_GetObjectItem(r, "race_cards");
    if (x)
        t->n_race = card_parse_list(x->valuestring, t->race, CARD_COUNT, NULL, 0);
    cJSON_Delete(r);
    return 0;
}

static int next_live(const table_t *t, int s)
{
    for (int i = 1; i <= t->n; i++)
        if (t->live[(s + i) % t->n])
            return (s + i) % t->n;
    return -1;
}

static int live_count(const table_t *t)
{
    int n = 0;
    for (int s = 0; s < t->n; s++)
        n += t->live[s];
    return n;
}

/* R3/R4 from the previous hand's positions. sb = -1: nobody posts it. sb_pos: the position. */
typedef struct pos {
    int button, sb, sb_pos, bb;
} pos_t;

static pos_t positions_by_hand(const table_t *t)
{
    pos_t p;
    if (t->button >= 0) { /* this hand's button is given: the blinds are the next players */
        p.button = t->button;
        if (live_count(t) == 2) {
            p.sb = p.sb_pos = p.button;
            p.bb = next_live(t, p.button);
        } else {
            p.sb = p.sb_pos = next_live(t, p.button);
            p.bb = next_live(t, p.sb);
        }
        return p;
    }
    p.bb = next_live(t, t->prev_bb);
    if (live_count(t) == 2) {
        p.button = p.sb = p.sb_pos = next_live(t, p.bb);
        return p;
    }
    p.sb_pos = t->prev_bb;
    p.button = t->prev_sb;
    p.sb = t->live[p.sb_pos] ? p.sb_pos : -1;
    return p;
}

/* suit order for ties: spades > hearts > diamonds > clubs, by the suit's letter */
static int suit_rank(card_t c)
{
    switch (card_suit_char(card_suit(c))) {
    case 's': return 3;
    case 'h': return 2;
    case 'd': return 1;
    default: return 0;
    }
}

static int card_better(card_t a, card_t b)
{
    if (card_rank(a) != card_rank(b))
        return card_rank(a) > card_rank(b);
    return suit_rank(a) > suit_rank(b);
}

/* ---- replaying the scenario to get its history (events) ---------------------------------- */

typedef struct run {
    int n;
    ev_t ev[MAX_EVS];
    view_t end;      /* public view after the last command */
    int to_act;
    view_legal_t legal;
} run_t;

static int run_scenario(const char *text, run_t *r, const structure_t *patch)
{
    static scenario_t sc;
    char err[512];
    if (scenario_load("drill", NULL, text, strlen(text), &sc, err, sizeof err) < 0) {
        fprintf(stderr, "scenario does not load: %s\n%s", err, text);
        return -1;
    }
    const engine_config_t *cfg = scenario_config(&sc);
    if (patch)
        sc.structure = *patch;
    engine_t *e = engine_create(cfg, err, sizeof err);
    if (!e)
        return -1;
    r->n = 0;
    int rc = 0; /* the scenario's first command is the deal */
    ev_t ev;
    for (int i = 0; rc == 0 && i < sc.n_cmds; i++) {
        cmd_t ran;
        if (scenario_apply(&sc, i, e, &ran) != REJ_OK)
            rc = -1;
        while (engine_poll(e, &ev))
            if (r->n < MAX_EVS)
                r->ev[r->n++] = ev;
    }
    engine_view(e, -1, &r->end);
    r->to_act = engine_to_act(e);
    if (r->to_act >= 0)
        engine_legal(e, r->to_act, &r->legal);
    engine_destroy(e);
    return rc;
}

/* The betting of the last street in the history, by R10-R13. */
typedef struct bets {
    int street;
    int64_t current, lfr;
    int acted[ENGINE_MAX_SEATS];
    int64_t acted_at[ENGINE_MAX_SEATS];
    int folded[ENGINE_MAX_SEATS], all_in[ENGINE_MAX_SEATS];
    int64_t contrib[ENGINE_MAX_SEATS];
    int64_t street_in[ENGINE_MAX_SEATS]; /* this street's total (blinds and bets, no antes) */
    int n_street_actions;
    int river_aggressor;
} bets_t;

static void read_bets(const run_t *r, int64_t bb, bets_t *b)
{
    memset(b, 0, sizeof *b);
    b->current = bb;
    b->lfr = bb;
    b->river_aggressor = -1;
    for (int i = 0; i < r->n; i++) {
        const ev_t *ev = &r->ev[i];
        int s = ev->seat;
        if (ev->type == EV_POST) {
            b->contrib[s] += ev->amount;
            if (ev->u.post.kind != POST_ANTE)
                b->street_in[s] += ev->amount;
            if (ev->u.post.all_in)
                b->all_in[s] = 1;
        } else if (ev->type == EV_STREET) {
            b->street++;
            b->current = 0;
            b->lfr = bb;
            b->n_street_actions = 0;
            memset(b->acted, 0, sizeof b->acted);
            memset(b->street_in, 0, sizeof b->street_in);
        } else if (ev->type == EV_ACTION) {
            b->n_street_actions++;
            b->contrib[s] += ev->u.act.added;
            b->street_in[s] += ev->u.act.added;
            int64_t to = ev->u.act.to;
            if (ev->u.act.action == CMD_FOLD)
                b->folded[s] = 1;
            if (ev->u.act.flags & ACT_ALL_IN)
                b->all_in[s] = 1;
            if (to > b->current) {
                if (to - b->current >= b->lfr)
                    b->lfr = to - b->current;
                b->current = to;
                if (b->street == STREET_RIVER)
                    b->river_aggressor = s;
            }
            b->acted[s] = 1;
            b->acted_at[s] = b->current;
        }
    }
}

static const ev_t *find_ev(const run_t *r, ev_type_t t)
{
    for (int i = 0; i < r->n; i++)
        if (r->ev[i].type == t)
            return &r->ev[i];
    return NULL;
}

/* ---- per topic checks -------------------------------------------------------------------- */

static void check_positions(const drill_t *d)
{
    table_t t;
    CHECK(read_table(d->scenario, &t) == 0);
    int button, sb, bb;
    if (t.prev_bb < 0 && t.button < 0) {
        /* the draw, as the question states it: "seat N Xy" pairs */
        const char *q = strstr(d->question, "button:");
        CHECK(q != NULL);
        if (!q)
            return;
        int best = -1;
        card_t best_card = 0;
        const char *p = q;
        while ((p = strstr(p, "seat ")) != NULL) {
            int seat;
            char c[3];
            if (sscanf(p, "seat %d %2s", &seat, c) == 2) {
                card_t cc;
                if (card_parse(c, &cc) > 0 && (best < 0 || card_better(cc, best_card))) {
                    best = seat - 1;
                    best_card = cc;
                }
            }
            p += 5;
        }
        button = best;
        if (live_count(&t) == 2) {
            sb = button;
            bb = next_live(&t, button);
        } else {
            sb = next_live(&t, button);
            bb = next_live(&t, sb);
        }
    } else {
        pos_t p = positions_by_hand(&t);
        button = p.button;
        sb = p.sb;
        bb = p.bb;
    }
    if (d->topic == DRILL_HEADS_UP)
        CHECK_EQ_INT(live_count(&t), 2);
    CHECK_MSG(d->answer.button == button && d->answer.sb == sb && d->answer.bb == bb,
              "drill seed %" PRIu64 " d%d: drill %d/%d/%d, by hand %d/%d/%d", d->seed, d->difficulty, d->answer.button,
              d->answer.sb, d->answer.bb, button, sb, bb);
}

static run_t R;

static int n_r17;   /* re-open drills answered by R17 */
static int n_short; /* min-raise drills for a seat too short for the minimum */

static void check_moment(const drill_t *d)
{
    table_t t;
    CHECK(read_table(d->scenario, &t) == 0);
    CHECK(run_scenario(d->scenario, &R, NULL) == 0);
    bets_t b;
    read_bets(&R, t.bb, &b);
    pos_t p = positions_by_hand(&t);
    const ev_t *hs = find_ev(&R, EV_HAND_START);
    CHECK(hs && hs->u.hs.button == p.button && hs->u.hs.bb == p.bb);
    if (d->topic == DRILL_FIRST_TO_ACT) {
        CHECK_EQ_INT(b.n_street_actions, 0);
        int from = b.street == 0 ? p.bb : p.button, want = -1;
        for (int i = 1; i <= t.n; i++) {
            int s = (from + i) % t.n;
            if (t.live[s] && !b.folded[s] && !b.all_in[s]) {
                want = s;
                break;
            }
        }
        CHECK_MSG(d->answer.seat == want, "seed %" PRIu64 ": drill seat %d, by hand %d", d->seed, d->answer.seat, want);
    } else if (d->topic == DRILL_MIN_RAISE) {
        CHECK_EQ_INT(d->ask_seat, R.to_act);
        int64_t want = b.current == 0 ? t.bb : b.current + b.lfr;
        want = (want + t.unit - 1) / t.unit * t.unit;
        int64_t all_to = b.street_in[R.to_act] + t.stack[R.to_act] - b.contrib[R.to_act];
        if (all_to < want) { /* too short: all-in is the least it can bet or raise to (R11, R12) */
            want = all_to;
            n_short++;
        }
        CHECK_MSG(d->answer.amount == want, "seed %" PRIu64 ": drill %" PRId64 ", by hand %" PRId64, d->seed,
                  d->answer.amount, want);
    } else {
        int s = d->ask_seat;
        CHECK_EQ_INT(s, R.to_act);
        CHECK(b.acted[s]);
        int want = b.current - b.acted_at[s] >= b.lfr;
        int others = 0; /* R17: nobody else in with chips to call a raise */
        for (int x = 0; x < t.n; x++)
            others += x != s && t.live[x] && !b.folded[x] && !b.all_in[x];
        if (!others)
            want = 0;
        CHECK(!others == !strcmp(d->rule, "R17"));
        n_r17 += !others;
        CHECK_MSG(d->answer.yes == want, "seed %" PRIu64 ": drill %d, by hand %d (current %" PRId64 " acted at %" PRId64
                  " lfr %" PRId64 ")", d->seed, d->answer.yes, want, b.current, b.acted_at[s], b.lfr);
    }
}

static int64_t ref_value(const table_t *t, int s)
{
    card_t c[7];
    c[0] = t->cards[s][0];
    c[1] = t->cards[s][1];
    for (int i = 0; i < t->n_board; i++)
        c[2 + i] = t->board[i];
    return (int64_t)ref_eval(c, 2 + t->n_board);
}

static void check_pots(const drill_t *d)
{
    table_t t;
    CHECK(read_table(d->scenario, &t) == 0);
    CHECK(run_scenario(d->scenario, &R, NULL) == 0);
    bets_t b;
    read_bets(&R, t.bb, &b);
    pos_t p = positions_by_hand(&t);
    /* R25 over the contributions */
    int64_t levels[ENGINE_MAX_SEATS];
    int nl = 0;
    for (int s = 0; s < t.n; s++)
        if (b.contrib[s] > 0) {
            int dup = 0;
            for (int i = 0; i < nl; i++)
                dup |= levels[i] == b.contrib[s];
            if (!dup)
                levels[nl++] = b.contrib[s];
        }
    for (int i = 1; i < nl; i++)
        for (int j = i; j > 0 && levels[j] < levels[j - 1]; j--) {
            int64_t x = levels[j];
            levels[j] = levels[j - 1];
            levels[j - 1] = x;
        }
    int np = 0;
    int64_t pot[ENGINE_MAX_SEATS] = {0}, returned[ENGINE_MAX_SEATS] = {0};
    uint16_t elig[ENGINE_MAX_SEATS] = {0};
    int64_t prev = 0;
    int someone_with_chips = 0;
    for (int s = 0; s < t.n; s++)
        if (t.live[s] && !b.folded[s] && !b.all_in[s])
            someone_with_chips = 1;
    for (int i = 0; i < nl; i++) {
        int64_t L = levels[i], sum = 0;
        uint16_t e = 0, payers = 0;
        int64_t part[ENGINE_MAX_SEATS] = {0};
        for (int s = 0; s < t.n; s++) {
            int64_t c = b.contrib[s];
            part[s] = (c < L ? c : L) - (c < prev ? c : prev);
            sum += part[s];
            if (part[s] > 0)
                payers |= (uint16_t)(1u << s);
            if (!b.folded[s] && t.live[s] && c >= L)
                e |= (uint16_t)(1u << s);
        }
        if ((e == 0 && !someone_with_chips) || (__builtin_popcount(e) == 1 && e == payers)) {
            for (int s = 0; s < t.n; s++)
                returned[s] += part[s];
        } else if (e == 0) {
            pot[np - 1] += sum; /* dead money stays in the top pot (R9, R26) */
        } else if (np > 0 && elig[np - 1] == e) {
            pot[np - 1] += sum;
        } else {
            pot[np] = sum;
            elig[np] = e;
            np++;
        }
        prev = L;
    }
    CHECK_MSG(d->answer.n_pots == np, "seed %" PRIu64 ": drill %d pots, by hand %d", d->seed, d->answer.n_pots, np);
    for (int s = 0; s < t.n; s++)
        CHECK_MSG(d->answer.returned[s] == returned[s], "seed %" PRIu64 " seat %d returned: drill %" PRId64 ", by hand %" PRId64,
                  d->seed, s + 1, d->answer.returned[s], returned[s]);
    for (int i = 0; i < np && i < d->answer.n_pots; i++) {
        CHECK_MSG(d->answer.pot[i] == pot[i] && d->answer.eligible[i] == elig[i],
                  "seed %" PRIu64 " pot %d: drill %" PRId64 "/%x, by hand %" PRId64 "/%x", d->seed, i, d->answer.pot[i],
                  d->answer.eligible[i], pot[i], elig[i]);
        /* R27: best hand among the eligible; the odd chips to the first winner left of the button */
        int64_t best = -1;
        uint16_t win = 0;
        for (int s = 0; s < t.n; s++)
            if (elig[i] & (1u << s)) {
                int64_t v = __builtin_popcount(elig[i]) == 1 ? 0 : ref_value(&t, s);
                if (v > best) {
                    best = v;
                    win = (uint16_t)(1u << s);
                } else if (v == best) {
                    win |= (uint16_t)(1u << s);
                }
            }
        int k = __builtin_popcount(win);
        int64_t share = pot[i] / t.unit / k * t.unit, odd = pot[i] - share * k;
        int odd_seat = -1;
        for (int j = 1; j <= t.n && odd_seat < 0; j++)
            if (win & (1u << ((p.button + j) % t.n)))
                odd_seat = (p.button + j) % t.n;
        for (int s = 0; s < t.n; s++) {
            int64_t want = (win & (1u << s)) ? share + (s == odd_seat ? odd : 0) : 0;
            CHECK_MSG(d->answer.award[i][s] == want, "seed %" PRIu64 " pot %d seat %d: drill %" PRId64 ", by hand %" PRId64,
                      d->seed, i, s + 1, d->answer.award[i][s], want);
        }
    }
}

static void check_showdown(const drill_t *d)
{
    table_t t;
    CHECK(read_table(d->scenario, &t) == 0);
    CHECK(run_scenario(d->scenario, &R, NULL) == 0);
    bets_t b;
    read_bets(&R, t.bb, &b);
    pos_t p = positions_by_hand(&t);
    /* R22: a player in the hand is all-in and the betting is over: every hand still in is tabled
     * at once, nobody mucks, and no order is imposed */
    uint16_t in = 0, allin = 0;
    int64_t c0 = -1;
    int levels = 0;
    for (int s = 0; s < t.n; s++)
        if (t.live[s] && !b.folded[s]) {
            in |= (uint16_t)(1u << s);
            allin |= (uint16_t)((b.all_in[s] != 0) << s);
            if (c0 < 0)
                c0 = b.contrib[s];
            levels += b.contrib[s] != c0 && levels == 0;
        }
    if (allin) {
        uint16_t got = 0;
        for (int i = 0; i < d->answer.n_order; i++)
            got |= (uint16_t)(1u << d->answer.order[i]);
        CHECK_MSG(d->answer.any_order && got == in && d->answer.n_order == __builtin_popcount(in) && !d->answer.may_muck,
                  "seed %" PRIu64 ": an all-in showdown (R22) should table seats %x in any order, drill %x any_order %d muck %x",
                  d->seed, in, got, d->answer.any_order, d->answer.may_muck);
        CHECK_MSG(!strcmp(d->rule, "R22"), "seed %" PRIu64 ": rule %s", d->seed, d->rule);
        /* "side pots": the players still in put in different amounts */
        if (strstr(d->question, " pots "))
            CHECK_MSG(levels > 0, "seed %" PRIu64 ": the question speaks of pots but every player put in the same", d->seed);
        return;
    }
    CHECK_MSG(!d->answer.any_order, "seed %" PRIu64 ": no all-in, yet the order is said not to matter", d->seed);
    int first = b.river_aggressor;
    if (first < 0)
        for (int i = 1; i <= t.n && first < 0; i++) {
            int s = (p.button + i) % t.n;
            if (t.live[s] && !b.folded[s])
                first = s;
        }
    int order[ENGINE_MAX_SEATS], n = 0;
    uint16_t muck = 0;
    int64_t best = -1;
    for (int i = 0; i < t.n; i++) {
        int s = (first + i) % t.n;
        if (!t.live[s] || b.folded[s])
            continue;
        order[n++] = s;
        int64_t v = ref_value(&t, s);
        if (n > 1 && v < best)
            muck |= (uint16_t)(1u << s);
        else if (v > best)
            best = v;
    }
    int same = n == d->answer.n_order;
    for (int i = 0; same && i < n; i++)
        same = order[i] == d->answer.order[i];
    CHECK_MSG(same, "seed %" PRIu64 ": the order differs (first by hand: seat %d, drill: seat %d)", d->seed, first + 1,
              d->answer.order[0] + 1);
    CHECK_MSG(muck == d->answer.may_muck, "seed %" PRIu64 ": muck drill %x by hand %x", d->seed, d->answer.may_muck, muck);
}

static void check_places(const drill_t *d)
{
    table_t t;
    CHECK(read_table(d->scenario, &t) == 0);
    CHECK(run_scenario(d->scenario, &R, NULL) == 0);
    /* the prize table as the question states it */
    int64_t dollars = 0, cents = 0;
    int pct[8] = {0}, np = 0;
    const char *q = strstr(d->question, "Prize pool $");
    CHECK(q && sscanf(q, "Prize pool $%" SCNd64 ".%" SCNd64, &dollars, &cents) == 2);
    const char *pp = q ? strstr(q, "paid ") : NULL;
    if (pp) {
        pp += 5;
        while (np < 8 && sscanf(pp, "%d", &pct[np]) == 1) {
            np++;
            pp = strchr(pp, '%');
            if (!pp || pp[1] != '/')
                break;
            pp += 2;
        }
    }
    int64_t pool = dollars * 100 + cents;
    int n_before = live_count(&t);
    int out[ENGINE_MAX_SEATS], k = 0;
    for (int s = 0; s < t.n; s++)
        if (t.live[s] && R.end.seats[s].stack == 0)
            out[k++] = s;
    /* R33: spare cents one each to the tied players clockwise from this hand's button */
    int button = positions_by_hand(&t).button;
    for (int i = 0; i < k; i++) {
        int s = out[i], better = 0, tied = 0, index = 0;
        for (int j = 0; j < k; j++) {
            if (t.stack[out[j]] > t.stack[s])
                better++;
            if (t.stack[out[j]] == t.stack[s]) {
                tied++;
                if ((out[j] - button - 1 + 2 * t.n) % t.n < (s - button - 1 + 2 * t.n) % t.n)
                    index++;
            }
        }
        int place = n_before - k + 1 + better, place_to = place + tied - 1;
        int64_t sum = 0;
        for (int pl = place; pl <= place_to; pl++)
            if (pl <= np)
                sum += pool * pct[pl - 1] * 100 / 10000;
        int64_t prize = sum / tied + (index < sum % tied ? 1 : 0);
        CHECK_MSG(d->answer.place[s] == place && d->answer.prize[s] == prize,
                  "seed %" PRIu64 " seat %d: drill place %d prize %" PRId64 ", by hand %d %" PRId64, d->seed, s + 1,
                  d->answer.place[s], d->answer.prize[s], place, prize);
    }
    int marked = 0;
    for (int s = 0; s < ENGINE_MAX_SEATS; s++)
        marked += d->answer.place[s] != 0;
    CHECK_EQ_INT(marked, k);
}

static int n_raced_out, n_race_kind[3]; /* R34.7 drills; colour-ups of 5s, 25s, 100s */

static void check_race(const drill_t *d)
{
    table_t t;
    CHECK(read_table(d->scenario, &t) == 0);
    /* the stacks before the race, as the question states them */
    int64_t st[ENGINE_MAX_SEATS] = {0};
    const char *p = strstr(d->question, "Stacks:");
    CHECK(p != NULL);
    while (p && (p = strstr(p, "seat ")) != NULL) {
        int s;
        int64_t v;
        if (sscanf(p, "seat %d %" SCNd64, &s, &v) == 2 && s >= 1 && s <= ENGINE_MAX_SEATS)
            st[s - 1] = v;
        p += 5;
    }
    /* the chip out of play and the smallest after it, as the question states them */
    int64_t from = 0, to = 0;
    const char *f = strstr(d->question, "the level ends and the ");
    const char *u = strstr(d->question, "the smallest chip is now ");
    CHECK(f && u && sscanf(f, "the level ends and the %" SCNd64, &from) == 1 &&
          sscanf(u, "the smallest chip is now %" SCNd64, &to) == 1);
    CHECK(d->difficulty >= 2 || from == 5);
    if (from <= 0 || to <= from)
        return;
    n_race_kind[from == 5 ? 0 : from == 25 ? 1 : 2]++;
    int64_t odd[ENGINE_MAX_SEATS] = {0}, total = 0;
    int have[ENGINE_MAX_SEATS] = {0}, used = 0;
    card_t best[ENGINE_MAX_SEATS] = {0};
    for (int s = 0; s < t.n; s++) {
        odd[s] = st[s] % to;
        total += odd[s];
        for (int c = 0; c < odd[s] / from; c++) {
            CHECK(used < t.n_race);
            if (used >= t.n_race)
                return;
            card_t x = t.race[used++];
            if (!have[s] || card_better(x, best[s]))
                best[s] = x;
            have[s] = 1;
        }
    }
    CHECK_EQ_INT(used, t.n_race);
    int chips = (int)(total / to) + (total % to && 2 * (total % to) >= to);
    for (int s = 0; s < t.n; s++) {
        int rank = 0;
        for (int o = 0; o < t.n; o++)
            if (o != s && have[o] && card_better(best[o], best[s]))
                rank++;
        int64_t want = st[s] - odd[s] + (have[s] && rank < chips ? to : 0);
        if (st[s] > 0 && want == 0) {
            want = to; /* nobody is raced out (R34.7) */
            n_raced_out++;
        }
        CHECK_MSG(d->answer.chips[s] == want, "seed %" PRIu64 " seat %d: drill %" PRId64 ", by hand %" PRId64, d->seed,
                  s + 1, d->answer.chips[s], want);
    }
}

/* count-pot (R43): every chip posted or bet this hand, less what was given back, is in the pots */
static void check_count_pot(const drill_t *d)
{
    CHECK(run_scenario(d->scenario, &R, NULL) == 0);
    int64_t sum = 0;
    for (int i = 0; i < R.n; i++) {
        const ev_t *ev = &R.ev[i];
        if (ev->type == EV_POST)
            sum += ev->amount;
        else if (ev->type == EV_ACTION)
            sum += ev->u.act.added;
        else if (ev->type == EV_UNCALLED)
            sum -= ev->amount;
    }
    CHECK_MSG(sum == d->answer.amount, "seed %" PRIu64 ": drill %" PRId64 ", by hand %" PRId64, d->seed,
              d->answer.amount, sum);
    CHECK(R.to_act >= 0 && R.end.street > STREET_PREFLOP);
    CHECK(!strcmp(d->rule, "R43"));
    char fb[2048];
    CHECK(drill_grade(d, &d->answer, fb, sizeof fb) == 1);
    drill_answer_t g = d->answer;
    g.amount += 25;
    char want[96];
    snprintf(want, sizeof want, "the pot holds %" PRId64 ", not %" PRId64, d->answer.amount, g.amount);
    CHECK(drill_grade(d, &g, fb, sizeof fb) == 0);
    CHECK_MSG(strstr(fb, want) != NULL, "seed %" PRIu64 ": feedback without '%s': %.200s", d->seed, want, fb);
}

/* Pushing the pot (R44): the pots and awards by R25-R27 worked in check_pots, the order by R28
 * (the last side pot first, the main pot last); a changed order, odd chip or winner is graded
 * wrong with the correction named. */
static int n_push_odd; /* push-pot drills with a split pot's odd chips */

static void check_push(const drill_t *d)
{
    check_pots(d);
    const drill_answer_t *a = &d->answer;
    CHECK(a->kind == DRILL_ANS_PUSH && !strcmp(d->rule, "R44"));
    CHECK_MSG(d->difficulty <= 1 ? a->n_pots == 1 : a->n_pots >= (d->difficulty >= 4 ? 3 : 2),
              "seed %" PRIu64 " difficulty %d: %d pots", d->seed, d->difficulty, a->n_pots);
    CHECK_EQ_INT(a->n_order, a->n_pots);
    for (int k = 0; k < a->n_order; k++)
        CHECK_MSG(a->order[k] == a->n_pots - 1 - k, "seed %" PRIu64 ": pushed %d-th pot %d", d->seed, k, a->order[k]);
    char fb[2048], js[1024], err[256], want[160];
    CHECK(drill_grade(d, a, fb, sizeof fb) == 1);
    drill_answer_t g;
    CHECK(drill_answer_format_json(a, js, sizeof js) < (int)sizeof js);
    CHECK_MSG(drill_answer_parse_json(DRILL_ANS_PUSH, js, &g, err, sizeof err) == 0, "%.200s: %.200s", js, err);
    CHECK_MSG(drill_grade(d, &g, fb, sizeof fb) == 1, "seed %" PRIu64 " %.200s: %.200s", d->seed, js, fb);
    if (a->n_pots >= 2) { /* the main pot pushed first */
        drill_answer_t w = g;
        w.order[0] = g.order[a->n_order - 1];
        w.order[a->n_order - 1] = g.order[0];
        snprintf(want, sizeof want, "side pot %d of %" PRId64 " goes first, not the main pot", a->n_pots - 1,
                 a->pot[a->n_pots - 1]);
        CHECK(drill_grade(d, &w, fb, sizeof fb) == 0);
        CHECK_MSG(strstr(fb, want) != NULL, "seed %" PRIu64 ": feedback without '%s': %.300s", d->seed, want, fb);
    }
    for (int i = 0; i < a->n_pots; i++) {
        char name[32];
        if (i)
            snprintf(name, sizeof name, "side pot %d", i);
        else
            snprintf(name, sizeof name, "the main pot");
        int win[ENGINE_MAX_SEATS], nw = 0, odd = -1;
        for (int s = 0; s < ENGINE_MAX_SEATS; s++)
            if (a->award[i][s]) {
                win[nw++] = s;
                if (odd < 0 || a->award[i][s] > a->award[i][odd])
                    odd = s;
            }
        if (nw >= 2 && a->award[i][win[0]] != a->award[i][win[1]]) { /* the odd chips to the other winner */
            n_push_odd++;
            int other = win[0] == odd ? win[1] : win[0];
            drill_answer_t w = g;
            int64_t extra = a->award[i][odd] - a->award[i][other];
            w.award[i][odd] -= extra;
            w.award[i][other] += extra;
            CHECK(drill_grade(d, &w, fb, sizeof fb) == 0);
            snprintf(want, sizeof want, "seat %d gets the odd chips of %s because it is the first winner left of the button (seat %d)",
                     odd + 1, name, a->button + 1);
            CHECK_MSG(strstr(fb, want) != NULL, "seed %" PRIu64 ": feedback without '%s': %.300s", d->seed, want, fb);
        }
        /* a pot pushed to a seat that did not win it */
        int loser = -1;
        for (int s = 0; s < ENGINE_MAX_SEATS && loser < 0; s++)
            if ((a->eligible[i] & (1u << s)) && !a->award[i][s])
                loser = s;
        if (loser >= 0) {
            drill_answer_t w = g;
            memset(w.award[i], 0, sizeof w.award[i]);
            w.award[i][loser] = a->pot[i];
            CHECK(drill_grade(d, &w, fb, sizeof fb) == 0);
            snprintf(want, sizeof want, "seat %d takes 0 from %s, not %" PRId64, loser + 1, name, a->pot[i]);
            CHECK_MSG(strstr(fb, want) != NULL, "seed %" PRIu64 ": feedback without '%s': %.300s", d->seed, want, fb);
        }
    }
}

/* follow-action (R42, R21): the action worked from the rule book's words and the engine's bet */
static int n_follow_short_bb; /* questions that had to say why the bet is the full big blind */

static void check_follow_action(const drill_t *d)
{
    CHECK(run_scenario(d->scenario, &R, NULL) == 0);
    CHECK_EQ_INT(R.to_act, d->ask_seat);
    if (R.to_act < 0)
        return;
    int64_t cur = R.end.current, had = R.end.seats[R.to_act].committed;
    int64_t lfr = R.end.last_full_raise > R.end.bb ? R.end.last_full_raise : R.end.bb;
    int64_t puts = had + d->push[0]; /* the first motion: a second one without a word goes back */
    int want;
    int64_t stands;
    if (d->push_one_chip || puts == cur || 2 * (puts - cur) < lfr)
        want = DRILL_ACT_CALL, stands = cur; /* a call */
    else if (puts >= cur + lfr)
        want = d->push[1] ? DRILL_ACT_STRING : DRILL_ACT_RAISE, stands = puts;
    else
        want = DRILL_ACT_RAISE, stands = cur + lfr; /* 50 % or more: the minimum raise */
    CHECK(R.legal.min_to == cur + lfr);
    CHECK(had + d->push[0] + d->push[1] < R.legal.max_to); /* never all-in: that stands whatever its size */
    CHECK_EQ_INT(d->answer.kind, DRILL_ANS_ACTION);
    CHECK_MSG(d->answer.action == want && d->answer.amount == stands,
              "seed %" PRIu64 ": drill %s %" PRId64 ", by hand %s %" PRId64, d->seed, drill_action_name(d->answer.action),
              d->answer.amount, drill_action_name(want), stands);
    char fb[2048], want_fb[96];
    CHECK(drill_grade(d, &d->answer, fb, sizeof fb) == 1);
    static const char *const WORDS[] = {"a call", "a raise", "a string bet"};
    /* another action, the amount right: wrong, the correction names the action */
    drill_answer_t g = d->answer;
    g.action = (d->answer.action + 1) % DRILL_ACT_COUNT;
    snprintf(want_fb, sizeof want_fb, "the action is %s, not %s", WORDS[d->answer.action], WORDS[g.action]);
    CHECK(drill_grade(d, &g, fb, sizeof fb) == 0);
    CHECK_MSG(strstr(fb, want_fb) && !strstr(fb, "; the bet stands at"), "seed %" PRIu64 ": feedback without '%s': %.200s",
              d->seed, want_fb, fb);
    /* the action right, the amount one chip off: wrong, the correction names the amount */
    g = d->answer;
    g.amount += R.legal.unit > 0 ? R.legal.unit : 1;
    snprintf(want_fb, sizeof want_fb, "the bet stands at %" PRId64 ", not %" PRId64, stands, g.amount);
    CHECK(drill_grade(d, &g, fb, sizeof fb) == 0);
    CHECK_MSG(strstr(fb, want_fb) && !strstr(fb, "the action is"), "seed %" PRIu64 ": feedback without '%s': %.200s",
              d->seed, want_fb, fb);
    /* R8: where nobody has the bet in front (a short big blind all-in preflop), the question
     * says why the bet is the full big blind; nowhere else */
    int64_t most = 0;
    for (int k = 0; k < R.end.n_seats; k++)
        if (R.end.seats[k].committed > most)
            most = R.end.seats[k].committed;
    int says = strstr(d->question, "the bet to call is still the full big blind") != NULL;
    CHECK_MSG(says == (most < cur), "seed %" PRIu64 ": most in front %" PRId64 ", bet %" PRId64 ", question: %.300s",
              d->seed, most, cur, d->question);
    n_follow_short_bb += says;
    /* the JSON form both ways */
    char js[128];
    drill_answer_t back;
    drill_answer_format_json(&d->answer, js, sizeof js);
    CHECK(drill_answer_parse_json(DRILL_ANS_ACTION, js, &back, NULL, 0) == 0);
    CHECK(back.action == d->answer.action && back.amount == d->answer.amount);
}

/* ---- deal order and burns (R5, R41) ------------------------------------------------------------ */

static int n_deal_form[5];       /* first, last, card K, exposed card, burns */
static int n_deal_hu, n_deal_dead_button, n_deal_bb_first, n_deal_misdeal;

/* The deal worked from the rule text: the button position by R3 (positions_by_hand), then R5:
 * cards go one at a time clockwise from the first live seat clockwise from the button position,
 * two rounds, the button (heads-up the small blind, which is the button) receiving the last card;
 * R41: one of the first two cards exposed is a misdeal, later ones are replaced and burned. */
static void check_deal_order(const drill_t *d)
{
    table_t t;
    CHECK(read_table(d->scenario, &t) == 0);
    pos_t p = positions_by_hand(&t);
    int n = live_count(&t), order[ENGINE_MAX_SEATS];
    order[0] = next_live(&t, p.button);
    for (int i = 1; i < n; i++)
        order[i] = next_live(&t, order[i - 1]);
    /* the last card: the button, or the nearest live seat to its right when the button is dead */
    int last = p.button;
    while (!t.live[last])
        last = (last - 1 + t.n) % t.n;
    CHECK_EQ_INT(order[n - 1], last);
    if (n == 2) {
        n_deal_hu++;
        CHECK_EQ_INT(p.sb, p.button);   /* heads-up the button posts the small blind ... */
        CHECK_EQ_INT(order[0], p.bb);   /* ... and the big blind gets the first card */
    } else if (p.sb < 0) {
        n_deal_bb_first++;
        CHECK_EQ_INT(order[0], p.bb);   /* no small blind: the big blind is first */
    } else if (t.live[p.sb]) {
        CHECK_EQ_INT(order[0], p.sb);
    }
    if (!t.live[p.button])
        n_deal_dead_button++;
    char fb[2048], want[160];
    CHECK_MSG(drill_grade(d, &d->answer, fb, sizeof fb) == 1, "seed %" PRIu64 ": %.200s", d->seed, fb);
    drill_answer_t g = d->answer;
    if (d->answer.kind == DRILL_ANS_SEAT) {
        int k = d->deal_card;
        CHECK_MSG(k >= 1 && k <= 2 * n, "seed %" PRIu64 ": card %d of %d", d->seed, k, 2 * n);
        if (k < 1 || k > 2 * n)
            return;
        n_deal_form[k == 1 ? 0 : k == 2 * n ? 1 : 2]++;
        CHECK(!strcmp(d->rule, "R5"));
        CHECK_MSG(d->answer.seat == order[(k - 1) % n], "seed %" PRIu64 " d%d: card %d to seat %d, by hand seat %d",
                  d->seed, d->difficulty, k, d->answer.seat + 1, order[(k - 1) % n] + 1);
        g.seat = next_live(&t, d->answer.seat);
        snprintf(want, sizeof want, "Wrong: card %d of the deal goes to seat %d, not seat %d", k, d->answer.seat + 1,
                 g.seat + 1);
    } else {
        CHECK_EQ_INT(d->answer.kind, DRILL_ANS_CHOICE);
        CHECK(!strcmp(d->rule, "R41"));
        CHECK(d->n_choices == 4 && d->answer.choice >= 0 && d->answer.choice < d->n_choices);
        const char *right = d->choice[d->answer.choice];
        if (d->deal_card > 0) {
            int k = d->deal_card, seat = -1;
            n_deal_form[3]++;
            const char *q = strstr(d->question, "accident: seat ");
            CHECK(q && sscanf(q, "accident: seat %d", &seat) == 1);
            CHECK_EQ_INT(seat - 1, order[(k - 1) % n]);
            if (k <= 2)
                n_deal_misdeal++;
            CHECK_MSG(k <= 2 ? !strncmp(right, "A misdeal", 9) : strstr(right, "becomes the first burn card") != NULL,
                      "seed %" PRIu64 ": card %d exposed: %s", d->seed, k, right);
        } else {
            n_deal_form[4]++;
            CHECK(!strcmp(right, "One card before the flop, one before the turn and one before the river"));
        }
        g.choice = (d->answer.choice + 1) % d->n_choices;
        snprintf(want, sizeof want, "Wrong: not ruling %d. The answer: %d. %s", g.choice + 1, d->answer.choice + 1, right);
    }
    CHECK(drill_grade(d, &g, fb, sizeof fb) == 0);
    CHECK_MSG(!strncmp(fb, want, strlen(want)), "seed %" PRIu64 ": feedback %.200s, wanted %s", d->seed, fb, want);
    CHECK(strstr(fb, d->why) != NULL);
}

static void run_topic(drill_topic_t topic, void (*check)(const drill_t *))
{
    uint64_t base = tl_seed();
    static drill_t d, again;
    char err[512];
    int made = 0;
    for (int i = 0; i < N_PER_TOPIC; i++) {
        uint64_t seed = base + (uint64_t)i;
        int diff = 1 + i % 5;
        if (drill_generate(topic, seed, diff, &d, err, sizeof err) < 0) {
            CHECK_MSG(0, "seed %" PRIu64 " difficulty %d: %.150s", seed, diff, err);
            continue;
        }
        made++;
        CHECK(d.topic == topic && d.seed == seed && d.difficulty == diff);
        CHECK(d.question[0] && d.why[0] && d.rule[0]);
        check(&d);
        if (i % 200 == 0) { /* one seed, one drill */
            CHECK(drill_generate(topic, seed, diff, &again, err, sizeof err) == 0);
            CHECK(!strcmp(again.scenario, d.scenario) && !memcmp(&again.answer, &d.answer, sizeof d.answer));
        }
    }
    CHECK_EQ_INT(made, N_PER_TOPIC);
}

/* ---- side pots answered by moving chips or by typing amounts (issue #27) -------------------- */

/* The engine's pots as a trainee marks them: who may win, the winners with the odd-chip taker first. */
static void mark_pots(const drill_answer_t *a, drill_pot_entry_t *e)
{
    for (int p = 0; p < a->n_pots; p++) {
        e[p].eligible = a->eligible[p];
        e[p].n_win = 0;
        for (int pass = 0; pass < 2; pass++) /* the biggest award (it holds the odd chips) first */
            for (int s = 0; s < ENGINE_MAX_SEATS; s++) {
                int64_t most = 0;
                for (int k = 0; k < ENGINE_MAX_SEATS; k++)
                    most = a->award[p][k] > most ? a->award[p][k] : most;
                if (a->award[p][s] > 0 && (pass == 0) == (a->award[p][s] == most))
                    e[p].win[e[p].n_win++] = s;
            }
    }
}

static void check_pots_answered_every_way(const drill_t *d)
{
    table_t t;
    CHECK(read_table(d->scenario, &t) == 0);
    CHECK(run_scenario(d->scenario, &R, NULL) == 0);
    bets_t b;
    read_bets(&R, t.bb, &b);
    const drill_answer_t *a = &d->answer;
    char fb[2048];
    drill_answer_t given;
    static drill_pot_entry_t e[DRILL_MAX_POTS];
    int64_t left[ENGINE_MAX_SEATS];

    /* typed: each pot's amount into a new pot, no chip moved */
    memset(e, 0, sizeof e);
    memcpy(left, b.contrib, sizeof left);
    for (int p = 0; p < a->n_pots; p++)
        e[p].amount = a->pot[p];
    mark_pots(a, e);
    drill_pots_read(e, a->n_pots, b.contrib, left, t.unit, &given);
    CHECK_MSG(drill_grade(d, &given, fb, sizeof fb) == 1, "seed %" PRIu64 " typed: %.300s", d->seed, fb);
    /* a typed amount changed by one chip: wrong, and the feedback says what the pot holds */
    e[0].amount += t.unit;
    drill_pots_read(e, a->n_pots, b.contrib, left, t.unit, &given);
    CHECK(drill_grade(d, &given, fb, sizeof fb) == 0);
    char want[256], x[32], y[32];
    snprintf(x, sizeof x, "%" PRId64, a->pot[0]);
    snprintf(y, sizeof y, "%" PRId64, a->pot[0] + t.unit);
    snprintf(want, sizeof want, "the main pot holds %s, not %s", x, y);
    CHECK_MSG(strstr(fb, want) != NULL, "seed %" PRIu64 " typed +1 chip: %.300s", d->seed, fb);

    /* moved: pot by pot, every seat's matching chips with one gesture, the seats in any order
     * (the first move sets the pot's part to the shortest live seat's, whoever moves first) */
    uint16_t live = 0;
    for (int s = 0; s < ENGINE_MAX_SEATS; s++)
        if (b.contrib[s] > 0 && !b.folded[s])
            live |= (uint16_t)(1u << s);
    memset(e, 0, sizeof e);
    memcpy(left, b.contrib, sizeof left);
    int moves = 0, contributions = 0;
    uint64_t mix = d->seed * 2862933555777941757ULL + 3037000493ULL;
    for (int p = 0; p < a->n_pots; p++) {
        int order[ENGINE_MAX_SEATS];
        for (int s = 0; s < ENGINE_MAX_SEATS; s++)
            order[s] = s;
        for (int s = ENGINE_MAX_SEATS - 1; s > 0; s--) {
            mix = mix * 6364136223846793005ULL + 1442695040888963407ULL;
            int k = (int)((mix >> 33) % (uint64_t)(s + 1)), sw = order[s];
            order[s] = order[k], order[k] = sw;
        }
        for (int i = 0; i < ENGINE_MAX_SEATS; i++)
            if (drill_pot_move(&e[p], left, order[i], live) > 0)
                moves++;
        for (int s = 0; s < ENGINE_MAX_SEATS; s++) /* a second gesture for a seat moves nothing */
            CHECK(drill_pot_move(&e[p], left, s, live) == 0);
    }
    for (int p = 0; p < a->n_pots; p++)
        for (int s = 0; s < ENGINE_MAX_SEATS; s++)
            contributions += e[p].from[s] > 0;
    CHECK_EQ_INT(moves, contributions);
    /* the hint's steps (drill_pot_next) build the same pots, one gesture per seat per pot */
    static drill_pot_entry_t h[DRILL_MAX_POTS];
    int64_t hleft[ENGINE_MAX_SEATS];
    memset(h, 0, sizeof h);
    memcpy(hleft, b.contrib, sizeof hleft);
    int hn = 0, hmoves = 0, pot;
    for (int s; (s = drill_pot_next(h, hn, hleft, live, &pot)) >= 0 && hmoves < 200; hmoves++) {
        if (pot == hn)
            hn++;
        CHECK(drill_pot_move(&h[pot], hleft, s, live) > 0);
    }
    CHECK_EQ_INT(hn, a->n_pots);
    CHECK_EQ_INT(hmoves, contributions);
    CHECK(!memcmp(hleft, left, sizeof left));
    for (int p = 0; p < hn && p < a->n_pots; p++)
        CHECK(h[p].amount == e[p].amount);
    mark_pots(a, e);
    drill_pots_read(e, a->n_pots, b.contrib, left, t.unit, &given);
    CHECK_MSG(drill_grade(d, &given, fb, sizeof fb) == 1, "seed %" PRIu64 " moved: %.300s", d->seed, fb);
    CHECK(moves <= a->n_pots * t.n);
    /* a typed change to a pot built by moving chips: wrong, naming the pot */
    if (a->n_pots > 1) {
        e[1].amount -= t.unit;
        drill_pots_read(e, a->n_pots, b.contrib, left, t.unit, &given);
        CHECK(drill_grade(d, &given, fb, sizeof fb) == 0);
        snprintf(x, sizeof x, "%" PRId64, a->pot[1]);
        snprintf(y, sizeof y, "%" PRId64, a->pot[1] - t.unit);
        snprintf(want, sizeof want, "side pot 1 holds %s, not %s", x, y);
        CHECK_MSG(strstr(fb, want) != NULL, "seed %" PRIu64 " moved -1 chip: %.300s", d->seed, fb);
    }
}

/* ---- a session's plan: every ticked topic in every block, authored situations not repeated -- */

static void test_plan(void)
{
    /* authored situations: five floor cards, three side-pots drills, two reopen drills */
    drill_topic_t items[10] = {DRILL_FLOOR, DRILL_SIDE_POTS, DRILL_FLOOR, DRILL_REOPEN,    DRILL_FLOOR,
                               DRILL_SIDE_POTS, DRILL_FLOOR, DRILL_REOPEN, DRILL_SIDE_POTS, DRILL_FLOOR};
    static drill_plan_t p, q;
    uint64_t base = tl_seed();
    int authored_asked = 0;
    uint32_t on_prev = 1;
    /* every set of ticked topics while there are few topics; beyond 2^11 sets, the single topics,
     * all of them, and 2^11 sets drawn from the seed */
    const uint32_t all_on = (uint32_t)((1ull << DRILL_TOPIC_COUNT) - 1);
    const unsigned n_sets = DRILL_TOPIC_COUNT <= 11 ? (1u << DRILL_TOPIC_COUNT) - 1 : 2048u + DRILL_TOPIC_COUNT + 1;
    uint64_t draw_sets = base;
    for (unsigned set = 0; set < n_sets; set++)
        for (uint64_t k = 0; k < 3; k++) {
            uint32_t on = DRILL_TOPIC_COUNT <= 11        ? set + 1
                          : set < DRILL_TOPIC_COUNT       ? (uint32_t)1 << set
                          : set == DRILL_TOPIC_COUNT      ? all_on
                          : k == 0 ? (uint32_t)((draw_sets = draw_sets * 6364136223846793005ULL + 1442695040888963407ULL) >> 20) & all_on
                                   : on_prev;
            if (!on)
                on = 1;
            on_prev = on;
            uint64_t seed = base + set * 7 + k;
            drill_plan_init(&p, seed, on, items, 10);
            drill_plan_init(&q, seed, on, items, 10);
            int n = __builtin_popcount(on), block = n + (n + 1) / 2;
            CHECK_EQ_INT(p.block, block);
            uint32_t got = 0;
            uint16_t round[DRILL_TOPIC_COUNT] = {0}; /* authored items asked since the topic's last round */
            uint64_t wrong = seed;
            for (int i = 0; i < 6 * block; i++) {
                int item, item2;
                uint64_t s1, s2;
                int t = drill_plan_next(&p, &item, &s1);
                CHECK_EQ_INT(drill_plan_next(&q, &item2, &s2), t); /* one seed, one session */
                CHECK(item2 == item && s2 == s1);
                CHECK_MSG(t >= 0 && (on & ((uint32_t)1 << t)), "topics %#x seed %" PRIu64 ": drill %d is topic %d", on, seed, i, t);
                if (t < 0)
                    break;
                got |= (uint32_t)1 << t;
                if (i % block == block - 1) {
                    CHECK_MSG(got == on, "topics %#x seed %" PRIu64 ": block %d holds %#x", on, seed, i / block, got);
                    got = 0;
                }
                if (t == DRILL_FLOOR)
                    CHECK_MSG(item >= 0, "a floor drill is always an authored card");
                if (item >= 0) {
                    authored_asked++;
                    CHECK(item < 10 && items[item] == (drill_topic_t)t);
                    uint16_t all = 0;
                    for (int j = 0; j < 10; j++)
                        if (items[j] == (drill_topic_t)t)
                            all |= (uint16_t)(1u << j);
                    if (round[t] & (1u << item)) {
                        CHECK_MSG(round[t] == all, "topics %#x seed %" PRIu64 ": item %d again with %#x of %#x seen", on,
                                  seed, item, round[t], all);
                        round[t] = 0;
                    }
                    round[t] |= (uint16_t)(1u << item);
                }
                /* some answers wrong: the weights move, the floor holds */
                int right = (int)((wrong = wrong * 6364136223846793005ULL + 1442695040888963407ULL) >> 60) % 3 != 0;
                drill_plan_graded(&p, (drill_topic_t)t, right);
                drill_plan_graded(&q, (drill_topic_t)t, right);
            }
        }
    CHECK(authored_asked > 1000);
    /* the session: 17 drills with all ten ticked ask every topic */
    drill_plan_init(&p, base, all_on, items, 10);
    uint32_t got = 0;
    for (int i = 0; i < (DRILL_TOPIC_COUNT > 17 ? DRILL_TOPIC_COUNT : 17); i++) {
        int item;
        uint64_t s1;
        got |= (uint32_t)1 << drill_plan_next(&p, &item, &s1);
    }
    CHECK_EQ_INT(got, all_on);
    /* a missed topic comes back more often (above the floor) */
    int asked[2] = {0, 0};
    for (int pass = 0; pass < 2; pass++) {
        drill_plan_init(&p, base, (1u << DRILL_BUTTON) | (1u << DRILL_SHOWDOWN) | (1u << DRILL_REOPEN), items, 10);
        for (int i = 0; i < 300; i++) {
            int item;
            uint64_t s1;
            int t = drill_plan_next(&p, &item, &s1);
            asked[pass] += t == DRILL_SHOWDOWN;
            drill_plan_graded(&p, (drill_topic_t)t, !(pass == 1 && t == DRILL_SHOWDOWN));
        }
    }
    CHECK_MSG(asked[1] > asked[0] + 30, "showdown asked %d times missed every time, %d right every time", asked[1],
              asked[0]);
}

/* ---- grading, answer JSON ------------------------------------------------------------------ */

/* Showdown answers (issue #27): at an all-in (R22) every order of the right seats is right and a
 * missing seat, an extra seat or a seat marked "may muck" is wrong, named; where R23 imposes an
 * order, a changed order is wrong. Many seeds x difficulties; all-ins from difficulty 3, side pots
 * from difficulty 4. */
static void test_showdown_grading(void)
{
    uint64_t base = tl_seed();
    static drill_t d;
    char err[512], fb[2048], want[160];
    int allin = 0, several = 0, ordered = 0;
    for (int i = 0; i < 600; i++) {
        uint64_t seed = base + (uint64_t)i;
        int diff = 1 + i % 5;
        if (drill_generate(DRILL_SHOWDOWN, seed, diff, &d, err, sizeof err) < 0) {
            CHECK_MSG(0, "seed %" PRIu64 ": %.150s", seed, err);
            continue;
        }
        const drill_answer_t *a = &d.answer;
        CHECK_MSG(drill_grade(&d, a, fb, sizeof fb) == 1, "seed %" PRIu64 ": %.200s", seed, fb);
        rng_t r;
        rng_init(&r, seed, 27);
        if (!a->any_order) {
            CHECK_MSG(diff >= 3 || a->n_order >= 2, "seed %" PRIu64, seed);
            ordered++;
            /* swap two seats: the order R23 imposes is broken */
            drill_answer_t g = *a;
            int x = g.order[0];
            g.order[0] = g.order[1];
            g.order[1] = x;
            CHECK_MSG(drill_grade(&d, &g, fb, sizeof fb) == 0, "seed %" PRIu64 ": a swapped order graded right", seed);
            snprintf(want, sizeof want, "the order is seat %d, seat %d", a->order[0] + 1, a->order[1] + 1);
            CHECK_MSG(strstr(fb, want) != NULL, "%.200s", fb);
            continue;
        }
        CHECK_MSG(diff >= 3, "seed %" PRIu64 ": an all-in showdown at difficulty %d", seed, diff);
        allin++;
        several += strstr(d.question, " pots ") != NULL;
        CHECK_MSG(diff >= 4 || !strstr(d.question, " pots "), "seed %" PRIu64 ": side pots at difficulty %d", seed, diff);
        /* every permutation is right: all of them for up to 5 seats, random shuffles beyond */
        int n = a->n_order;
        for (int k = 0; k < 120; k++) {
            drill_answer_t g = *a;
            g.any_order = 0; /* the trainee's answer carries no flag: the drill's decides */
            for (int j = n - 1; j > 0; j--) {
                int m = (int)rng_below(&r, (uint32_t)j + 1);
                int x = g.order[j];
                g.order[j] = g.order[m];
                g.order[m] = x;
            }
            CHECK_MSG(drill_grade(&d, &g, fb, sizeof fb) == 1, "seed %" PRIu64 ": a permutation graded wrong: %.200s", seed, fb);
        }
        /* a seat left out */
        drill_answer_t g = *a;
        int out = g.order[n - 1];
        g.n_order--;
        CHECK(drill_grade(&d, &g, fb, sizeof fb) == 0);
        snprintf(want, sizeof want, "Wrong: seat %d must be shown too.", out + 1);
        CHECK_MSG(!strncmp(fb, want, strlen(want)), "%.200s", fb);
        /* a seat not in the hand */
        uint16_t in = 0;
        for (int j = 0; j < n; j++)
            in |= (uint16_t)(1u << a->order[j]);
        int extra = -1;
        for (int s = 0; s < ENGINE_MAX_SEATS && extra < 0; s++)
            if (!(in & (1u << s)))
                extra = s;
        if (extra >= 0) {
            g = *a;
            g.order[g.n_order++] = extra;
            CHECK(drill_grade(&d, &g, fb, sizeof fb) == 0);
            snprintf(want, sizeof want, "Wrong: seat %d has no hand in the showdown.", extra + 1);
            CHECK_MSG(!strncmp(fb, want, strlen(want)), "%.200s", fb);
        }
        /* a seat marked "may muck" */
        g = *a;
        g.may_muck = (uint16_t)(1u << a->order[0]);
        CHECK(drill_grade(&d, &g, fb, sizeof fb) == 0);
        snprintf(want, sizeof want, "Wrong: seat %d may not muck: at an all-in showdown every hand is tabled.",
                 a->order[0] + 1);
        CHECK_MSG(!strncmp(fb, want, strlen(want)), "%.200s", fb);
        /* the answer reads back from JSON with its flag */
        char js[512];
        drill_answer_format_json(a, js, sizeof js);
        drill_answer_t back;
        CHECK(drill_answer_parse_json(DRILL_ANS_ORDER, js, &back, err, sizeof err) == 0 && back.any_order == 1);
    }
    CHECK_MSG(allin >= 100 && several >= 30 && ordered >= 300, "all-in %d, with side pots %d, ordered %d", allin, several,
              ordered);
}

static void test_grading(void)
{
    static drill_t d;
    char err[512], fb[2048], js[4096];
    for (int t = 0; t < DRILL_FLOOR; t++) {
        CHECK(drill_generate((drill_topic_t)t, 42, 3, &d, err, sizeof err) == 0);
        /* the engine's own answer, through its JSON form, is right */
        drill_answer_format_json(&d.answer, js, sizeof js);
        drill_answer_t a;
        CHECK_MSG(drill_answer_parse_json(d.answer.kind, js, &a, err, sizeof err) == 0, "%.150s: %.150s", js, err);
        CHECK_MSG(drill_grade(&d, &a, fb, sizeof fb) == 1, "%.150s", fb);
        CHECK(!strncmp(fb, "Right:", 6));
        /* a changed answer is wrong, and the feedback names the right one */
        drill_answer_t w = d.answer;
        switch (w.kind) {
        case DRILL_ANS_POSITIONS: w.bb = (w.bb + 1) % ENGINE_MAX_SEATS; break;
        case DRILL_ANS_SEAT: w.seat = (w.seat + 1) % ENGINE_MAX_SEATS; break;
        case DRILL_ANS_AMOUNT: w.amount -= 1; break;
        case DRILL_ANS_YESNO: w.yes = !w.yes; break;
        case DRILL_ANS_POTS: w.pot[0] += 25; break;
        case DRILL_ANS_ORDER: w.may_muck ^= 1; break;
        case DRILL_ANS_PLACES:
            for (int s = 0; s < ENGINE_MAX_SEATS; s++)
                if (w.place[s]) {
                    w.prize[s] += 1;
                    break;
                }
            break;
        case DRILL_ANS_CHIPS: w.chips[0] += 25; break;
        default: break;
        }
        CHECK_MSG(drill_grade(&d, &w, fb, sizeof fb) == 0, "topic %d graded a changed answer right", t);
        CHECK(!strncmp(fb, "Wrong:", 6) && strstr(fb, d.why) != NULL);
    }
    /* a known case: the button drill's positions */
    CHECK(drill_generate(DRILL_BUTTON, 7, 2, &d, err, sizeof err) == 0);
    drill_answer_t g = d.answer;
    g.button = (g.button + 1) % ENGINE_MAX_SEATS;
    CHECK(drill_grade(&d, &g, fb, sizeof fb) == 0);
    char want[64];
    snprintf(want, sizeof want, "the button goes on seat %d, not seat %d", d.answer.button + 1, g.button + 1);
    CHECK_MSG(strstr(fb, want) != NULL, "%.150s", fb);
    /* bad answers are refused naming the field and the value */
    drill_answer_t a;
    CHECK(drill_answer_parse_json(DRILL_ANS_POSITIONS, "{\"button\":11,\"sb\":1,\"bb\":2}", &a, err, sizeof err) < 0);
    CHECK_MSG(strstr(err, "answer.button: expected an integer from 1 to 10, got 11") != NULL, "%.150s", err);
    CHECK(drill_answer_parse_json(DRILL_ANS_YESNO, "{\"yes\":\"maybe\"}", &a, err, sizeof err) < 0);
    CHECK_MSG(strstr(err, "answer.yes: expected true or false, got \"maybe\"") != NULL, "%.150s", err);
    CHECK(drill_answer_parse_json(DRILL_ANS_POTS, "{\"pots\":[{\"amount\":5,\"eligible\":[1,1],\"award\":{}}]}", &a, err,
                                  sizeof err) < 0);
    CHECK_MSG(strstr(err, "answer.pots[0].eligible[1]: expected each seat once, got 1") != NULL, "%.150s", err);
    CHECK(drill_answer_parse_json(DRILL_ANS_SEAT, "[1]", &a, err, sizeof err) < 0);
    /* no small blind is null */
    CHECK(drill_answer_parse_json(DRILL_ANS_POSITIONS, "{\"button\":3,\"sb\":null,\"bb\":5}", &a, err, sizeof err) == 0);
    CHECK(a.button == 2 && a.sb == -1 && a.bb == 4);
    /* topics by name */
    for (int t = 0; t < DRILL_TOPIC_COUNT; t++) {
        drill_topic_t back;
        CHECK(drill_topic_parse(drill_topic_name((drill_topic_t)t), &back) == 0 && back == (drill_topic_t)t);
    }
    drill_topic_t x = DRILL_BUTTON;
    CHECK(drill_topic_parse("buttons", &x) < 0 && x == DRILL_BUTTON);
    CHECK(drill_generate(DRILL_FLOOR, 1, 1, &d, err, sizeof err) < 0);
}

static void test_rulebook(void)
{
    char err[512];
    drill_rulebook_t *rb = drill_rulebook_load(FELT_SOURCE_DIR "/docs/rules.md", err, sizeof err);
    CHECK_MSG(rb != NULL, "%.150s", err);
    if (!rb)
        return;
    CHECK_EQ_INT(drill_rulebook_count(rb), 46); /* section F (R35-R40), R4b and section G (R41-R44) */
    CHECK_EQ_STR(drill_rule_title(rb, "R4b"), "A table that grows from two players");
    CHECK(strstr(drill_rule_title(rb, "R4"), "grows") == NULL);
    CHECK_EQ_STR(drill_rule_title(rb, "R44"), "Pushing the pot");
    CHECK_EQ_STR(drill_rule_title(rb, "R37"), "Balancing");
    CHECK_EQ_STR(drill_rule_title(rb, "R40"), "The tournament clock");
    CHECK_EQ_STR(drill_rule_title(rb, "R12"), "Minimum raise");
    CHECK_EQ_STR(drill_rule_title(rb, "R3"), "Dead button: placing button and blinds for the next hand");
    CHECK(drill_rule_text(rb, "R12") && !strncmp(drill_rule_text(rb, "R12"), "A raise must increase", 21));
    CHECK(drill_rule_title(rb, "R99") == NULL && drill_rule_text(rb, "TDA 40") == NULL);
    /* the text stops at the next rule, not at a comment in its pseudo-code */
    CHECK(strstr(drill_rule_text(rb, "R11"), "R12") == NULL);
    CHECK(strstr(drill_rule_text(rb, "R13"), "may_raise(p)") != NULL);
    /* laid out for a screen: the rule first, its sources last; lists, code and tables kept */
    drill_blocks_t bl;
    CHECK(drill_rule_blocks(drill_rule_text(rb, "R3"), &bl) == 0);
    CHECK(bl.n > 5 && bl.b[0].kind == DRILL_BLOCK_PARA && !strstr(bl.b[0].text, "Sources"));
    CHECK_MSG(bl.n && bl.b[bl.n - 1].kind == DRILL_BLOCK_SOURCES && !strncmp(bl.b[bl.n - 1].text, "Sources: TDA 32", strlen("Sources: TDA 32")) &&
                  strstr(bl.b[bl.n - 1].text, "WSOP 85.") && !strstr(bl.b[bl.n - 1].text, "Club rules"),
              "R3's last block: %.200s", bl.n ? bl.b[bl.n - 1].text : "");
    CHECK_MSG(!strncmp(bl.b[0].text, "Club rules and Home rules describe", strlen("Club rules and Home rules describe")), "R3 opens: %.80s", bl.b[0].text);
    int rows = 0, headers = 0, code = 0, stars = 0;
    for (int i = 0; i < bl.n; i++) {
        if (bl.b[i].kind == DRILL_BLOCK_ROW) {
            rows++;
            headers += bl.b[i].header;
            CHECK_MSG(bl.b[i].n_cells == 2, "R3 table row with %d cells: %.80s", bl.b[i].n_cells, bl.b[i].text);
        }
        code += bl.b[i].kind == DRILL_BLOCK_CODE;
        stars += bl.b[i].kind != DRILL_BLOCK_CODE && strchr(bl.b[i].text, '*') != NULL;
    }
    CHECK_MSG(rows >= 4 && headers == 1 && code >= 3 && stars == 0, "R3: %d rows, %d headers, %d code lines, %d with *",
              rows, headers, code, stars);
    drill_blocks_free(&bl);
    CHECK(drill_rule_blocks(drill_rule_text(rb, "R34"), &bl) == 0);
    int items = 0;
    for (int i = 0; i < bl.n; i++)
        if (bl.b[i].kind == DRILL_BLOCK_ITEM && !strcmp(bl.b[i].marker, "2.")) {
            items++;
            CHECK_MSG(strstr(bl.b[i].text, "Leftover") && strstr(bl.b[i].text, "House rules."), "R34 item 2: %.200s",
                      bl.b[i].text);
        }
    CHECK_EQ_INT(items, 1);
    CHECK_MSG(!strncmp(bl.b[0].text, "This applies only if the engine models chip denominations. The source docs", strlen("This applies only if the engine models chip denominations. The source docs")),
              "R34 opens: %.120s", bl.b[0].text);
    drill_blocks_free(&bl);
    CHECK(drill_rule_blocks(drill_rule_text(rb, "R23"), &bl) == 0); /* a paragraph of sources only */
    CHECK(bl.n >= 2 && bl.b[0].kind == DRILL_BLOCK_CODE && bl.b[bl.n - 1].kind == DRILL_BLOCK_SOURCES);
    drill_blocks_free(&bl);
    drill_rulebook_free(rb);
    CHECK(drill_rulebook_load(FELT_SOURCE_DIR "/no/such/rules.md", err, sizeof err) == NULL);
    CHECK_MSG(strstr(err, "no/such/rules.md") != NULL, "%.150s", err);
    drill_rulebook_t *empty = drill_rulebook_parse("# nothing here\n", 15);
    CHECK(empty && drill_rulebook_count(empty) == 0);
    drill_rulebook_free(empty);
}

static void test_shipped_files(void)
{
    const char *dir = FELT_SOURCE_DIR "/levels/drills";
    DIR *dp = opendir(dir);
    CHECK(dp != NULL);
    if (!dp)
        return;
    static drill_t d[64];
    int files = 0, floor_cards = 0, situations = 0;
    struct dirent *de;
    char err[1024], path[1024];
    while ((de = readdir(dp)) != NULL) {
        size_t n = strlen(de->d_name);
        if (n < 6 || strcmp(de->d_name + n - 5, ".json"))
            continue;
        snprintf(path, sizeof path, "%s/%s", dir, de->d_name);
        int k = 0;
        CHECK_MSG(drill_load_file(path, d, 64, &k, err, sizeof err) == 0, "%.150s", err);
        files++;
        for (int i = 0; i < k; i++) {
            CHECK(d[i].id[0] && d[i].question[0] && d[i].why[0] && d[i].rule[0]);
            if (d[i].topic == DRILL_FLOOR) {
                floor_cards++;
                CHECK(d[i].n_choices >= 3 && d[i].n_choices <= 4);
                CHECK(d[i].answer.choice >= 0 && d[i].answer.choice < d[i].n_choices);
                drill_answer_t a = d[i].answer;
                CHECK(drill_grade(&d[i], &a, NULL, 0) == 1);
                a.choice = (a.choice + 1) % d[i].n_choices;
                CHECK(drill_grade(&d[i], &a, NULL, 0) == 0);
            } else {
                situations++;
                CHECK(d[i].scenario[0]);
                if (d[i].topic == DRILL_BUTTON || d[i].topic == DRILL_HEADS_UP)
                    check_positions(&d[i]);
                else if (d[i].topic == DRILL_FIRST_TO_ACT || d[i].topic == DRILL_MIN_RAISE || d[i].topic == DRILL_REOPEN)
                    check_moment(&d[i]);
                else if (d[i].topic == DRILL_SIDE_POTS)
                    check_pots(&d[i]);
                else if (d[i].topic == DRILL_SHOWDOWN)
                    check_showdown(&d[i]);
            }
        }
    }
    closedir(dp);
    CHECK(files >= 2);
    CHECK_MSG(floor_cards >= 12, "%d floor cards", floor_cards);
    CHECK_MSG(situations >= 3, "%d situation drills", situations);
}

/* ---- the authored floor cards (issue #27): at least 30, each whole, each asked once a round -- */

/* "TDA 40", "TDA 43-A", "R21", "R4b" */
static int floor_rule_cited(const char *r)
{
    const char *p = r;
    if (!strncmp(p, "TDA ", 4)) {
        p += 4;
        if (*p < '1' || *p > '9')
            return 0;
        while (*p >= '0' && *p <= '9')
            p++;
        if (*p == '-' && p[1] >= 'A' && p[1] <= 'Z')
            p += 2;
        return *p == '\0';
    }
    if (*p++ != 'R' || *p < '1' || *p > '9')
        return 0;
    while (*p >= '0' && *p <= '9')
        p++;
    if (*p >= 'a' && *p <= 'z')
        p++;
    return *p == '\0';
}

static void test_floor_cards(void)
{
    const char *dir = FELT_SOURCE_DIR "/levels/drills";
    static drill_t d[64], floor[DRILL_PLAN_MAX_ITEMS];
    static scenario_t sc;
    int n_floor = 0, pictures = 0;
    char err[1024], path[1024];
    DIR *dp = opendir(dir);
    CHECK(dp != NULL);
    if (!dp)
        return;
    struct dirent *de;
    while ((de = readdir(dp)) != NULL) {
        size_t n = strlen(de->d_name);
        if (n < 6 || strcmp(de->d_name + n - 5, ".json"))
            continue;
        snprintf(path, sizeof path, "%s/%s", dir, de->d_name);
        int k = 0;
        CHECK_MSG(drill_load_file(path, d, 64, &k, err, sizeof err) == 0, "%.150s", err);
        for (int i = 0; i < k && n_floor < DRILL_PLAN_MAX_ITEMS; i++)
            if (d[i].topic == DRILL_FLOOR)
                floor[n_floor++] = d[i];
    }
    closedir(dp);
    CHECK_MSG(n_floor >= 30, "%d floor cards", n_floor);
    for (int i = 0; i < n_floor; i++) {
        const drill_t *c = &floor[i];
        for (int j = 0; j < i; j++)
            CHECK_MSG(strcmp(c->id, floor[j].id) != 0, "floor card id \"%s\" twice", c->id);
        CHECK_MSG(c->n_choices >= 3 && c->n_choices <= 4, "%s: %d choices", c->id, c->n_choices);
        /* exactly one choice is graded right */
        int right = 0;
        for (int k = 0; k < c->n_choices; k++) {
            drill_answer_t a = c->answer;
            a.choice = k;
            right += drill_grade(c, &a, NULL, 0);
            CHECK_MSG(c->choice[k][0] != '\0', "%s: choice %d empty", c->id, k + 1);
            for (int m = 0; m < k; m++)
                CHECK_MSG(strcmp(c->choice[k], c->choice[m]) != 0, "%s: choice %d repeats choice %d", c->id, k + 1,
                          m + 1);
        }
        CHECK_MSG(right == 1, "%s: %d choices graded right", c->id, right);
        CHECK_MSG(floor_rule_cited(c->rule), "%s: rule \"%s\" is neither \"TDA <n>\" nor \"R<n>\"", c->id, c->rule);
        CHECK_MSG(strlen(c->why) >= 40 && strchr(c->why, '.') != NULL, "%s: explanation \"%s\"", c->id, c->why);
        CHECK_MSG(c->question[0] != '\0', "%s: no question", c->id);
        if (c->scenario[0]) {
            pictures++;
            CHECK_MSG(scenario_load(c->id, dir, c->scenario, strlen(c->scenario), &sc, err, sizeof err) == 0,
                      "%s: %.200s", c->id, err);
        }
    }
    CHECK_MSG(pictures >= 16, "only %d floor cards set a table picture", pictures);
    /* a session of floor only: every card once before any card twice, round after round */
    static drill_topic_t items[DRILL_PLAN_MAX_ITEMS];
    for (int i = 0; i < n_floor; i++)
        items[i] = DRILL_FLOOR;
    static drill_plan_t p;
    uint64_t base = tl_seed();
    for (uint64_t s = 0; s < 20; s++) {
        drill_plan_init(&p, base + s, 1u << DRILL_FLOOR, items, n_floor);
        for (int round = 0; round < 3; round++) {
            unsigned char seen[DRILL_PLAN_MAX_ITEMS] = {0};
            for (int i = 0; i < n_floor; i++) {
                int item = -1;
                uint64_t seed = 0;
                int t = drill_plan_next(&p, &item, &seed);
                CHECK_EQ_INT(t, DRILL_FLOOR);
                CHECK_MSG(item >= 0 && item < n_floor, "seed %" PRIu64 ": item %d", base + s, item);
                if (item < 0 || item >= n_floor)
                    return;
                CHECK_MSG(!seen[item], "seed %" PRIu64 " round %d: \"%s\" again after %d of %d cards", base + s,
                          round, floor[item].id, i, n_floor);
                seen[item] = 1;
                drill_plan_graded(&p, DRILL_FLOOR, (int)((base + s + (uint64_t)i) % 3 != 0));
            }
        }
    }
}

static void test_bad_files(void)
{
    /* each tests/bad_drills/X.json has X.expect: a piece of the message it must give */
    const char *dir = FELT_SOURCE_DIR "/tests/bad_drills";
    DIR *dp = opendir(dir);
    CHECK(dp != NULL);
    if (!dp)
        return;
    static drill_t d[64];
    int cases = 0;
    struct dirent *de;
    while ((de = readdir(dp)) != NULL) {
        size_t n = strlen(de->d_name);
        if (n < 6 || strcmp(de->d_name + n - 5, ".json"))
            continue;
        char path[1024], exp_path[1024], expect[512] = "", err[1024] = "";
        snprintf(path, sizeof path, "%s/%s", dir, de->d_name);
        snprintf(exp_path, sizeof exp_path, "%s/%.*s.expect", dir, (int)(n - 5), de->d_name);
        FILE *f = fopen(exp_path, "r");
        CHECK_MSG(f != NULL, "missing %.150s", exp_path);
        if (!f)
            continue;
        if (!fgets(expect, sizeof expect, f))
            expect[0] = '\0';
        fclose(f);
        expect[strcspn(expect, "\n")] = '\0';
        int k = -1;
        d[0].id[0] = 'X';
        CHECK_MSG(drill_load_file(path, d, 64, &k, err, sizeof err) < 0, "%.150s loaded", path);
        CHECK_MSG(expect[0] && strstr(err, expect) != NULL, "%.150s: expected the message to hold \"%.150s\", got \"%.150s\"", path,
                  expect, err);
        CHECK(k == -1 && d[0].id[0] == 'X'); /* outputs untouched */
        cases++;
    }
    closedir(dp);
    CHECK_MSG(cases >= 8, "%d bad files", cases);
}

/* ---- the shadow dealer: questions of a live tournament ------------------------------------ */

static void test_live(void)
{
    uint64_t seed = tl_seed();
    int posed[DRILL_TOPIC_COUNT] = {0};
    static drill_t d;
    for (int tour = 0; tour < 10; tour++) {
        engine_config_t cfg;
        memset(&cfg, 0, sizeof cfg);
        cfg.seed = seed + (uint64_t)tour;
        cfg.n_players = 4 + tour % 5;
        char err[256];
        engine_t *e = engine_create(&cfg, err, sizeof err);
        CHECK(e != NULL);
        if (!e)
            return;
        CHECK(engine_submit(e, (cmd_t){CMD_START, -1, 0}) == REJ_OK);
        uint64_t x = cfg.seed * 2654435761u + 1;
        for (int step = 0; step < 3000 && engine_phase(e) != PHASE_FINISHED; step++) {
            ev_t ev;
            while (engine_poll(e, &ev)) {
            }
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            int s = engine_to_act(e);
            if (step % 3 == 0) {
                for (int t = 0; t < DRILL_CHIP_RACE; t++) {
                    if (!drill_from_engine(e, (drill_topic_t)t, &d))
                        continue;
                    posed[t]++;
                    CHECK(d.topic == (drill_topic_t)t && d.why[0] && d.rule[0]);
                    view_legal_t L;
                    if (t == DRILL_FIRST_TO_ACT)
                        CHECK_EQ_INT(d.answer.seat, s);
                    if (t == DRILL_MIN_RAISE) {
                        engine_legal(e, s, &L);
                        CHECK_EQ_INT(d.answer.amount, L.min_to);
                    }
                    if (t == DRILL_REOPEN) {
                        engine_legal(e, s, &L);
                        CHECK_EQ_INT(d.answer.yes, L.can_raise);
                    }
                }
            }
            if (engine_phase(e) == PHASE_BETWEEN_HANDS) {
                /* the positions the shadow dealer was asked for are the ones the engine deals */
                int have = drill_from_engine(e, DRILL_BUTTON, &d);
                int ds = engine_decision_seat(e);
                if (ds >= 0) {
                    engine_submit(e, (cmd_t){CMD_DECLINE, ds, 0});
                    continue;
                }
                CHECK(engine_submit(e, (cmd_t){CMD_NEXT_HAND, -1, 0}) == REJ_OK);
                if (have) {
                    view_t v;
                    engine_view(e, -1, &v);
                    CHECK(d.answer.button == v.button && d.answer.bb == v.bb_seat);
                }
                continue;
            }
            if (s < 0)
                continue;
            view_legal_t L;
            engine_legal(e, s, &L);
            cmd_t c = {CMD_FOLD, s, 0};
            int r = (int)(x % 20);
            if (L.can_allin && r < 2)
                c.type = CMD_ALLIN;
            else if ((L.can_bet || L.can_raise) && r < 6 && L.min_to < L.max_to)
                c = (cmd_t){L.can_bet ? CMD_BET : CMD_RAISE, s, L.min_to};
            else if (L.can_check)
                c.type = CMD_CHECK;
            else if (L.can_call && r < 17)
                c.type = CMD_CALL;
            engine_submit(e, c);
        }
        engine_destroy(e);
    }
    for (int t = 0; t < DRILL_CHIP_RACE; t++)
        CHECK_MSG(posed[t] > 0, "topic %.150s never posed live", drill_topic_name((drill_topic_t)t));
}

/* ---- felt-cli drill as a user runs it -------------------------------------------------------- */

/* Run a shell command; its exit status, with stdout and stderr in out (up to len). */
static int run_cli(const char *cmd, char *out, size_t len)
{
    size_t cl = strlen(cmd);
    char *full = malloc(cl + 8);
    if (!full)
        return -1;
    memcpy(full, cmd, cl);
    memcpy(full + cl, " 2>&1", 6);
    FILE *p = popen(full, "r");
    free(full);
    if (!p)
        return -1;
    size_t n = fread(out, 1, len - 1, p);
    out[n] = '\0';
    int st = pclose(p);
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

static void test_cli(void)
{
    static char out[1 << 20];
    char cmd[2048], err[512];
    static drill_t d;
    /* --json: one object per line, every field there, the answer the library's */
    snprintf(cmd, sizeof cmd, "%s drill --topic side-pots --seed 5 --count 3 --difficulty 3 --json --rules %s/docs/rules.md",
             FELT_CLI, FELT_SOURCE_DIR);
    CHECK_EQ_INT(run_cli(cmd, out, sizeof out), 0);
    int lines = 0;
    char *save = NULL;
    for (char *line = strtok_r(out, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
        cJSON *o = cJSON_Parse(line);
        CHECK_MSG(cJSON_IsObject(o), "not JSON: %.200s", line);
        if (!o)
            continue;
        CHECK_EQ_STR(cJSON_GetStringValue(cJSON_GetObjectItem(o, "topic")), "side-pots");
        CHECK_EQ_INT(cJSON_GetObjectItem(o, "seed")->valueint, 5 + lines);
        CHECK_EQ_INT(cJSON_GetObjectItem(o, "difficulty")->valueint, 3);
        CHECK(cJSON_IsObject(cJSON_GetObjectItem(o, "scenario")));
        CHECK(cJSON_IsString(cJSON_GetObjectItem(o, "question")));
        CHECK(cJSON_IsArray(cJSON_GetObjectItem(o, "choices")));
        CHECK_EQ_STR(cJSON_GetStringValue(cJSON_GetObjectItem(o, "rule")), "R25");
        const char *rt = cJSON_GetStringValue(cJSON_GetObjectItem(o, "rule_text"));
        CHECK(rt && !strncmp(rt, "Side-pot construction", 21));
        CHECK(cJSON_IsString(cJSON_GetObjectItem(o, "why")));
        CHECK(drill_generate(DRILL_SIDE_POTS, 5 + (uint64_t)lines, 3, &d, err, sizeof err) == 0);
        char js[4096];
        drill_answer_format_json(&d.answer, js, sizeof js);
        char *a = cJSON_PrintUnformatted(cJSON_GetObjectItem(o, "answer"));
        CHECK_MSG(a && !strcmp(a, js), "cli %.150s, library %.150s", a ? a : "-", js);
        free(a);
        cJSON_Delete(o);
        lines++;
    }
    CHECK_EQ_INT(lines, 3);
    /* the readable form */
    snprintf(cmd, sizeof cmd, "%s drill --topic button --seed 9", FELT_CLI);
    CHECK_EQ_INT(run_cli(cmd, out, sizeof out), 0);
    CHECK(strstr(out, "Q: ") && strstr(out, "A: ") && strstr(out, "Why: "));
    /* --check: one right and one wrong answer */
    char dir[512];
    const char *tmp = getenv("TMPDIR");
    snprintf(dir, sizeof dir, "%s/felt-drill-XXXXXX", tmp && *tmp ? tmp : "/tmp");
    CHECK(mkdtemp(dir) != NULL);
    char path[600];
    snprintf(path, sizeof path, "%s/answers.jsonl", dir);
    FILE *f = fopen(path, "w");
    CHECK(f != NULL);
    if (!f)
        return;
    CHECK(drill_generate(DRILL_MIN_RAISE, 11, 2, &d, err, sizeof err) == 0);
    fprintf(f, "{\"topic\":\"min-raise\",\"seed\":11,\"difficulty\":2,\"answer\":{\"amount\":%" PRId64 "}}\n", d.answer.amount);
    CHECK(drill_generate(DRILL_BUTTON, 12, 4, &d, err, sizeof err) == 0);
    fprintf(f, "\n"); /* a blank line still counts in the line numbers */
    fprintf(f, "{\"topic\":\"button\",\"seed\":12,\"difficulty\":4,\"answer\":{\"button\":%d,\"sb\":%d,\"bb\":%d}}\n",
            d.answer.button + 1, d.answer.bb + 1, d.answer.bb + 1);
    fclose(f);
    snprintf(cmd, sizeof cmd, "%s drill --check %s", FELT_CLI, path);
    CHECK_EQ_INT(run_cli(cmd, out, sizeof out), 0);
    CHECK_MSG(strstr(out, "answers.jsonl:1: right min-raise 11") != NULL, "%.150s", out);
    CHECK_MSG(strstr(out, "answers.jsonl:3: wrong button 12: Wrong: ") != NULL, "%.150s", out);
    CHECK_MSG(strstr(out, "1/2 right (50%)") != NULL, "%.150s", out);
    /* a line that cannot be read is named and fails the run */
    f = fopen(path, "a");
    if (f) {
        fprintf(f, "{\"topic\":\"buttons\",\"seed\":1,\"answer\":{}}\n");
        fclose(f);
    }
    CHECK_EQ_INT(run_cli(cmd, out, sizeof out), 1);
    CHECK_MSG(strstr(out, "answers.jsonl:4: cannot read: topic: expected one of") && strstr(out, "1/3 right (33%)"), "%.150s", out);
    /* follow-action: the action and the amount, each graded */
    CHECK(drill_generate(DRILL_FOLLOW_ACTION, 21, 3, &d, err, sizeof err) == 0);
    f = fopen(path, "w");
    if (f) {
        fprintf(f, "{\"topic\":\"follow-action\",\"seed\":21,\"difficulty\":3,\"answer\":{\"action\":\"%s\",\"amount\":%" PRId64 "}}\n",
                drill_action_name(d.answer.action), d.answer.amount);
        fprintf(f, "{\"topic\":\"follow-action\",\"seed\":21,\"difficulty\":3,\"answer\":{\"action\":\"%s\",\"amount\":%" PRId64 "}}\n",
                drill_action_name(d.answer.action), d.answer.amount + 1);
        fprintf(f, "{\"topic\":\"follow-action\",\"seed\":21,\"difficulty\":3,\"answer\":{\"action\":\"fold\",\"amount\":1}}\n");
        fclose(f);
    }
    CHECK_EQ_INT(run_cli(cmd, out, sizeof out), 0);
    CHECK_MSG(strstr(out, "answers.jsonl:1: right follow-action 21") != NULL, "%.300s", out);
    CHECK_MSG(strstr(out, "answers.jsonl:2: wrong follow-action 21: Wrong: the bet stands at ") != NULL, "%.300s", out);
    CHECK_MSG(strstr(out, "answers.jsonl:3: wrong: answer.action: expected \"call\", \"raise\" or \"string\", got \"fold\"") &&
                  strstr(out, "1/3 right"),
              "%.300s", out);
    remove(path);
    rmdir(dir);
    /* bad flags: a clear message and exit status 2 */
    static const struct {
        const char *args, *says;
    } bad[] = {
        {"drill --topic nope", "--topic expects one of button, heads-up"},
        {"drill --topic floor", "floor cards are authored"},
        {"drill", "--topic is required"},
        {"drill --topic button --difficulty 9", "--difficulty must be 1 to 5, got 9"},
        {"drill --topic button --count 0", "--count must be 1 to 100000, got 0"},
        {"drill --topic button --seed x", "--seed expects a whole number"},
        {"drill --topic button --bogus", "bogus"},
        {"drill --topic button --check a.jsonl", "--check takes the topics from the file"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        snprintf(cmd, sizeof cmd, "%s %s", FELT_CLI, bad[i].args);
        CHECK_EQ_INT(run_cli(cmd, out, sizeof out), 2);
        CHECK_MSG(strstr(out, bad[i].says) != NULL, "'%.150s' said: %.150s", bad[i].args, out);
    }
    snprintf(cmd, sizeof cmd, "%s drill --check /no/such/answers.jsonl", FELT_CLI);
    CHECK_EQ_INT(run_cli(cmd, out, sizeof out), 1);
    CHECK(strstr(out, "cannot read /no/such/answers.jsonl") != NULL);
}

int main(int argc, char **argv)
{
    tl_init(argc, argv, 1);
    if (tl_group("generated_button_drills_agree_with_r3_worked_by_hand"))
        run_topic(DRILL_BUTTON, check_positions);
    if (tl_group("generated_heads_up_drills_agree_with_r4_worked_by_hand"))
        run_topic(DRILL_HEADS_UP, check_positions);
    if (tl_group("generated_first_to_act_drills_agree_with_r6_worked_by_hand"))
        run_topic(DRILL_FIRST_TO_ACT, check_moment);
    if (tl_group("generated_min_raise_drills_agree_with_the_bet_history")) {
        run_topic(DRILL_MIN_RAISE, check_moment);
        CHECK_MSG(n_short >= N_PER_TOPIC / 50, "only %d of %d min-raise drills for a seat too short for the minimum",
                  n_short, N_PER_TOPIC);
    }
    if (tl_group("generated_reopen_drills_agree_with_the_bet_history")) {
        run_topic(DRILL_REOPEN, check_moment);
        CHECK_MSG(n_r17 >= N_PER_TOPIC / 50, "only %d of %d re-open drills ask R17 (everyone else all-in)", n_r17,
                  N_PER_TOPIC);
    }
    if (tl_group("generated_side_pot_drills_agree_with_pots_built_from_contributions"))
        run_topic(DRILL_SIDE_POTS, check_pots);
    if (tl_group("generated_showdown_drills_agree_with_r23_and_a_reference_evaluator"))
        run_topic(DRILL_SHOWDOWN, check_showdown);
    if (tl_group("generated_elimination_drills_agree_with_places_and_prizes_by_hand"))
        run_topic(DRILL_ELIMINATIONS, check_places);
    if (tl_group("generated_chip_race_drills_agree_with_r34_worked_by_hand")) {
        run_topic(DRILL_CHIP_RACE, check_race);
        CHECK_MSG(n_raced_out >= N_PER_TOPIC / 50, "only %d of %d chip races save a player from being raced out",
                  n_raced_out, N_PER_TOPIC);
        for (int k = 0; k < 3; k++)
            CHECK_MSG(n_race_kind[k] >= N_PER_TOPIC / 10, "colour-up %d: %d of %d drills", k, n_race_kind[k], N_PER_TOPIC);
    }
    if (tl_group("generated_count_pot_drills_agree_with_the_chips_put_in"))
        run_topic(DRILL_COUNT_POT, check_count_pot);
    if (tl_group("generated_push_pot_drills_agree_with_r27_r28_worked_by_hand")) {
        run_topic(DRILL_PUSH_POT, check_push);
        CHECK_MSG(n_push_odd >= N_PER_TOPIC / 10, "only %d of %d push-pot drills split a pot with odd chips", n_push_odd,
                  N_PER_TOPIC);
    }
    if (tl_group("generated_follow_action_drills_agree_with_r42_and_the_50_percent_rule")) {
        run_topic(DRILL_FOLLOW_ACTION, check_follow_action);
        CHECK_MSG(n_follow_short_bb >= 1, "no follow-action drill of %d faced a short big blind all-in", N_PER_TOPIC);
    }
    if (tl_group("generated_deal_order_drills_agree_with_r5_r41_worked_by_hand")) {
        run_topic(DRILL_DEAL_ORDER, check_deal_order);
        for (int f = 0; f < 5; f++)
            CHECK_MSG(n_deal_form[f] >= N_PER_TOPIC / 10, "deal-order question form %d: %d of %d drills", f + 1,
                      n_deal_form[f], N_PER_TOPIC);
        CHECK_MSG(n_deal_hu >= N_PER_TOPIC / 20 && n_deal_dead_button >= N_PER_TOPIC / 50 &&
                      n_deal_bb_first >= N_PER_TOPIC / 50 && n_deal_misdeal >= N_PER_TOPIC / 50,
                  "deal-order tables: %d heads-up, %d dead buttons, %d without a small blind, %d misdeals", n_deal_hu,
                  n_deal_dead_button, n_deal_bb_first, n_deal_misdeal);
    }
    if (tl_group("side_pots_typed_or_moved_are_graded_on_the_pots_not_the_gesture"))
        run_topic(DRILL_SIDE_POTS, check_pots_answered_every_way);
    if (tl_group("a_session_gives_every_ticked_topic_a_share_of_each_block_and_no_repeats"))
        test_plan();
    if (tl_group("floor_cards_are_thirty_or_more_whole_and_each_asked_once_before_any_again"))
        test_floor_cards();
    if (tl_group("grading_names_what_was_wrong_and_answers_read_back_from_json"))
        test_grading();
    if (tl_group("showdown_answers_in_any_order_are_right_only_where_r22_imposes_none"))
        test_showdown_grading();
    if (tl_group("the_rule_book_reads_number_title_and_text_of_every_rule"))
        test_rulebook();
    if (tl_group("shipped_drill_files_load_and_their_answers_hold"))
        test_shipped_files();
    if (tl_group("bad_drill_files_are_refused_naming_file_field_and_value"))
        test_bad_files();
    if (tl_group("the_shadow_dealer_is_asked_what_the_live_engine_then_does"))
        test_live();
    if (tl_group("felt_cli_drill_prints_json_grades_answer_files_and_refuses_bad_flags"))
        test_cli();
    return tl_finish();
}
