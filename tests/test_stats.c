/* test_stats.c — the statistics module (src/app/stats.c): figures counted from a scripted heads-up
 * tournament whose VPIP, PFR, aggression and showdowns are known by hand, the finish against the
 * engine's own results, stats.json round trips and corrupt files refused with file, line, field
 * and value. No SDL. */
#include <stdlib.h>

#include "app/stats.h"
#include "engine/hand.h"
#include "session/session.h"
#include "testlib.h"

/* ---- a scripted heads-up tournament ----------------------------------------------------------- */

/* Ana (seat 0) against Bo (seat 1); Ana has the button in hand 1, so she posts the small blind
 * and acts first before the flop in odd hands, and acts first after the flop in even ones.
 * Tokens, consumed in order as the seat acts: k check, c call, b bet the minimum, r raise the
 * minimum, f fold. After the script both players push every hand until one is out.
 *
 *   hand 1  Ana raises, Bo calls; flop Bo checks, Ana bets, Bo calls; turn and river checked.
 *           Ana: VPIP, PFR, one bet after the flop, saw the flop, showdown.
 *   hand 2  Bo limps, Ana checks; flop Ana checks, Bo bets, Ana calls; turn Ana bets, Bo raises,
 *           Ana calls; river checked. Ana: no VPIP (the big blind checked), one bet and two
 *           calls after the flop, saw the flop, showdown.
 *   hand 3  Ana limps, Bo raises, Ana folds. Ana: VPIP, no PFR.
 *   hand 4  Bo folds his small blind. Ana: a hand dealt, nothing chosen.
 *   hand 5  Ana raises, Bo re-raises, Ana calls; flop Bo bets, Ana folds. Ana: VPIP, PFR, saw
 *           the flop, no showdown.
 * So after five hands: hands 5, VPIP 3, PFR 2, aggressive 2, calls 2 (AF 1.0), saw the flop 3,
 * showdowns 2 (WTSD 2/3). */
static const char *const script[5][2] = {
    {"rbkk", "ckckk"},
    {"kkcbck", "cbrk"},
    {"cf", "r"},
    {"", "f"},
    {"rcf", "rb"},
};

typedef struct run {
    stats_db_t *db, *db_public;
    stats_tracker_t tr, tr_public;
    stats_person_t after5;        /* Ana's record right after hand 5 */
    int have_after5;
    int showdowns_won_expected;   /* from the hands' values, evaluated here */
    int place[ENGINE_MAX_SEATS];
    int64_t prize[ENGINE_MAX_SEATS];
    int hands;
    int finishes_reported;
} run_t;

static cmd_t token_cmd(char t, int seat, const view_legal_t *L)
{
    cmd_t c = {CMD_NONE, seat, 0};
    switch (t) {
    case 'k': c.type = CMD_CHECK; break;
    case 'c': c.type = CMD_CALL; break;
    case 'b': c.type = CMD_BET, c.amount = L->min_to; break;
    case 'r': c.type = CMD_RAISE, c.amount = L->min_to; break;
    case 'f': c.type = CMD_FOLD; break;
    default: c.type = CMD_ALLIN; break;
    }
    return c;
}

static void play_scripted(run_t *r)
{
    memset(r, 0, sizeof *r);
    r->db = stats_db_create();
    r->db_public = stats_db_create();
    session_config_t cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.engine.seed = 2026;
    cfg.engine.n_seats = 2;
    cfg.engine.initial_button = 1;
    cfg.seats[0] = (session_seat_setup_t){SESSION_SEAT_PERSON, "Ana", "", 0};
    cfg.seats[1] = (session_seat_setup_t){SESSION_SEAT_PERSON, "Bo", "", 0};
    char err[256];
    session_t *s = session_create(&cfg, err, sizeof err);
    CHECK_MSG(s != NULL, "%s", err);
    if (!s)
        return;
    const structure_t *st = session_structure(s);
    int ana = session_subscribe(s, 0), pub = session_subscribe(s, SESSION_SEE_PUBLIC),
        all = session_subscribe(s, SESSION_SEE_ALL);
    stats_tracker_init(&r->tr, 2, 0, st->currency, cfg.engine.seed);
    stats_tracker_watch(&r->tr, 0, "Ana");
    stats_tracker_init(&r->tr_public, 2, 0, st->currency, cfg.engine.seed);
    stats_tracker_watch(&r->tr_public, 0, "Ana");
    int used[6][2] = {{0}};
    card_t hole[2][2], board[5];
    int n_board = 0, shown = 0;
    session_submit(s, (cmd_t){CMD_START, -1, 0});
    for (int guard = 0; guard < 20000; guard++) {
        const ev_t *ev;
        while ((ev = session_next_event(s, ana)) != NULL) {
            int bits = stats_tracker_event(&r->tr, r->db, ev, 1800000000 + ev->hand_no);
            if (bits & STATS_FINISH_ADDED)
                r->finishes_reported++;
            if (ev->type == EV_HAND_END && ev->hand_no == 5) {
                const stats_person_t *p = stats_db_person(r->db, "Ana", 0);
                CHECK(p != NULL);
                if (p)
                    r->after5 = *p, r->have_after5 = 1;
            }
        }
        while ((ev = session_next_event(s, pub)) != NULL)
            stats_tracker_event(&r->tr_public, r->db_public, ev, 1800000000 + ev->hand_no);
        while ((ev = session_next_event(s, all)) != NULL) {
            if (ev->type == EV_HAND_START)
                n_board = 0, shown = 0;
            if (ev->type == EV_HOLE_CARDS && ev->seat >= 0 && ev->seat < 2)
                memcpy(hole[ev->seat], ev->u.a.cards, sizeof hole[0]);
            if (ev->type == EV_STREET) {
                n_board = ev->u.st.n_board;
                memcpy(board, ev->u.st.board, sizeof board);
            }
            if (ev->type == EV_SHOW || ev->type == EV_MUCK)
                shown++;
            /* the scripted showdowns (hands 1 and 2): who wins, from the cards themselves */
            if (ev->type == EV_HAND_END && ev->hand_no <= 5 && shown == 2 && n_board == 5) {
                card_t seven[2][7];
                for (int k = 0; k < 2; k++) {
                    memcpy(seven[k], board, sizeof board);
                    seven[k][5] = hole[k][0], seven[k][6] = hole[k][1];
                }
                if (hand_eval(seven[0], 7) >= hand_eval(seven[1], 7))
                    r->showdowns_won_expected++;
            }
        }
        session_wait_t w;
        session_wait(s, &w);
        if (w.kind == SESSION_WAIT_FINISHED)
            break;
        cmd_t c = {CMD_NONE, -1, 0};
        if (w.kind == SESSION_WAIT_NEXT_HAND)
            c.type = CMD_NEXT_HAND;
        else if (w.kind == SESSION_WAIT_BREAK)
            c.type = CMD_ADVANCE_LEVEL;
        else if (w.kind == SESSION_WAIT_DECISION)
            c = (cmd_t){CMD_DECLINE, w.seat, 0};
        else if (w.kind == SESSION_WAIT_ACTION) {
            int h = session_hand_no(s);
            if (h <= 5) {
                const char *tok = script[h - 1][w.seat];
                int i = used[h][w.seat]++;
                CHECK_MSG(i < (int)strlen(tok), "hand %d: seat %d asked to act a %dth time", h, w.seat, i + 1);
                c = token_cmd(i < (int)strlen(tok) ? tok[i] : 'f', w.seat, &w.legal);
            } else {
                /* push or call: the tournament ends quickly */
                c = token_cmd(w.legal.can_call ? 'c' : 'a', w.seat, &w.legal);
            }
        }
        engine_reject_t rj = session_submit(s, c);
        CHECK_MSG(rj == REJ_OK, "hand %d: %s refused: %s", session_hand_no(s), cmd_type_name(c.type),
                  engine_reject_message(rj));
        if (rj != REJ_OK)
            break;
    }
    for (int k = 0; k < 5; k++)
        for (int seat = 0; seat < 2; seat++)
            CHECK_MSG(used[k + 1][seat] == (int)strlen(script[k][seat]), "hand %d seat %d acted %d times, script has %d",
                      k + 1, seat, used[k + 1][seat], (int)strlen(script[k][seat]));
    engine_results(session_engine(s), r->place, r->prize);
    r->hands = session_hand_no(s);
    session_destroy(s);
}

static void test_known_figures(void)
{
    run_t r;
    play_scripted(&r);
    CHECK(r.have_after5);
    const stats_person_t *p = &r.after5;
    CHECK_EQ_STR(p->name, "Ana");
    CHECK_EQ_INT(p->hands, 5);
    CHECK_EQ_INT(p->vpip, 3);
    CHECK_EQ_INT(p->pfr, 2);
    CHECK_EQ_INT(p->aggressive, 2);
    CHECK_EQ_INT(p->calls, 2);
    CHECK_EQ_INT(p->saw_flop, 3);
    CHECK_EQ_INT(p->showdowns, 2);
    CHECK_EQ_INT(p->showdowns_won, r.showdowns_won_expected);
    stats_figures_t f;
    stats_person_figures(p, &f);
    CHECK_NEAR(f.vpip, 0.6, 1e-12);
    CHECK_NEAR(f.pfr, 0.4, 1e-12);
    CHECK_NEAR(f.af, 1.0, 1e-12);
    CHECK_NEAR(f.wtsd, 2.0 / 3.0, 1e-12);
    CHECK_NEAR(f.wsd, r.showdowns_won_expected / 2.0, 1e-12);
    /* Bo is nobody's person here: no record for him */
    CHECK(stats_db_person(r.db, "Bo", 0) == NULL);
    /* a spectator's events give the same figures: nothing private is needed */
    const stats_person_t *a = stats_db_person(r.db, "Ana", 0), *b = stats_db_person(r.db_public, "Ana", 0);
    CHECK(a && b);
    if (a && b) {
        CHECK_EQ_INT(b->hands, a->hands);
        CHECK_EQ_INT(b->vpip, a->vpip);
        CHECK_EQ_INT(b->pfr, a->pfr);
        CHECK_EQ_INT(b->aggressive, a->aggressive);
        CHECK_EQ_INT(b->showdowns_won, a->showdowns_won);
        /* every hand of the tournament was Ana's (heads-up, nobody away) */
        CHECK_EQ_INT(a->hands, r.hands);
    }
    stats_db_destroy(r.db);
    stats_db_destroy(r.db_public);
}

static void test_finish(void)
{
    run_t r;
    play_scripted(&r);
    const stats_person_t *p = stats_db_person(r.db, "Ana", 0);
    CHECK(p != NULL);
    if (p) {
        CHECK(r.place[0] == 1 || r.place[0] == 2);
        CHECK_EQ_INT(r.finishes_reported, 1);
        CHECK_EQ_INT(p->tournaments, 1);
        CHECK_EQ_INT(p->n_finishes, 1);
        CHECK_EQ_INT(p->finishes[0].place, r.place[0]);
        CHECK_EQ_INT(p->finishes[0].entrants, 2);
        CHECK_EQ_INT(p->finishes[0].prize, r.prize[0]);
        CHECK_EQ_INT(p->prizes, r.prize[0]);
        CHECK_EQ_INT(p->wins, r.place[0] == 1);
        CHECK_EQ_INT(p->cashes, r.prize[0] > 0);
        CHECK_EQ_U64(p->finishes[0].seed, 2026);
        CHECK_EQ_STR(p->finishes[0].currency, "USD");
        CHECK(p->finishes[0].hands > 5 && p->finishes[0].hands <= r.hands);
        CHECK(p->finishes[0].date > 1800000005);
        CHECK(p->biggest_pot > 0);
    }
    stats_db_destroy(r.db);
    stats_db_destroy(r.db_public);
}

/* ---- stats.json -------------------------------------------------------------------------------- */

static stats_db_t *sample_db(void)
{
    stats_db_t *db = stats_db_create();
    stats_person_t *a = stats_db_person(db, "Ana", 1), *b = stats_db_person(db, "Bo \xc3\xa9", 1);
    a->hands = 420, a->vpip = 120, a->pfr = 80, a->aggressive = 77, a->calls = 41, a->saw_flop = 150;
    a->showdowns = 60, a->showdowns_won = 33, a->biggest_pot = 12345;
    for (int i = 0; i < 7; i++) {
        stats_finish_t f = {1790000000 + i * 86400, 1 + i % 6, 6, i % 6 == 0 ? 1500 : 0, "USD", 40 + i,
                            18446744073709551615ULL - (uint64_t)i};
        stats_person_add_finish(a, &f);
    }
    stats_finish_t g = {1790000000, 3, 9, 0, "", 88, 7};
    stats_person_add_finish(b, &g);
    b->hands = 88;
    return db;
}

static void test_round_trip(void)
{
    stats_db_t *db = sample_db(), *back = stats_db_create();
    char *text = stats_db_to_json(db);
    CHECK(text != NULL);
    char err[512] = "";
    int rc = stats_db_parse("stats.json", text, strlen(text), back, err, sizeof err);
    CHECK_MSG(rc == 0, "%s", err);
    CHECK_EQ_INT(back->n_people, 2);
    CHECK(memcmp(db, back, sizeof *db) == 0);
    CHECK_EQ_INT(back->people[0].wins, 2);
    CHECK_EQ_INT(back->people[0].prizes, 3000);
    CHECK_EQ_U64(back->people[0].finishes[0].seed, 18446744073709551615ULL);
    /* and the text of the text is the same text */
    char *again = stats_db_to_json(back);
    CHECK(again && !strcmp(again, text));
    free(again);
    free(text);
    /* counts up to 2^53 - 1 are written in their digits: 5555555555555339 was written as
     * 5.55555555555534e+15 (cJSON's 15 digits) and the file would not load again (the fuzzer) */
    db->people[0].aggressive = 5555555555555339LL;
    db->people[0].finishes[0].date = 9007199254740991LL;
    text = stats_db_to_json(db);
    CHECK(text && strstr(text, "5555555555555339") && strstr(text, "9007199254740991"));
    rc = text ? stats_db_parse("stats.json", text, strlen(text), back, err, sizeof err) : -1;
    CHECK_MSG(rc == 0, "%s", err);
    CHECK(back->people[0].aggressive == 5555555555555339LL);
    free(text);
    stats_db_destroy(db);
    stats_db_destroy(back);
}

/* Replace the first `from` in text by `to` (the test's corruptions). */
static char *edit(const char *text, const char *from, const char *to)
{
    const char *at = strstr(text, from);
    if (!at)
        return NULL;
    size_t n = strlen(text) - strlen(from) + strlen(to) + 1;
    char *out = malloc(n);
    snprintf(out, n, "%.*s%s%s", (int)(at - text), text, to, at + strlen(from));
    return out;
}

static void test_corrupt(void)
{
    stats_db_t *db = sample_db();
    char *good = stats_db_to_json(db);
    struct {
        const char *from, *to;
        const char *want[3];
    } cases[] = {
        {"\"vpip\":\t120", "\"vpip\":\t421", {"people[0].vpip", "from 0 to 420", "got 421"}},
        {"\"hands\":\t420", "\"hands\":\t-3", {"people[0].hands", "whole number", "got -3"}},
        {"\"pfr\":\t80", "\"pfr\":\t\"lots\"", {"people[0].pfr", "got \"lots\"", "stats.json:"}},
        {"\"place\":\t1,", "\"place\":\t7,", {"people[0].finishes[0].place", "from 1 to 6", "got 7"}},
        {"\"name\":\t\"Bo \xc3\xa9\"", "\"name\":\t\"Ana\"", {"people[1].name", "each person once", "\"Ana\""}},
        {"\"calls\":\t41", "\"calls\":\t41, \"colls\": 1", {"people[0]", "unknown key \"colls\"", "stats.json:"}},
        {"\"seed\":\t\"7\"", "\"seed\":\t7", {"people[1].finishes[0].seed", "string of digits", "got 7"}},
        {"\"version\":\t2", "\"version\":\t3", {"version", "from 1 to 2", "got 3"}},
        {"\"showdowns_won\":\t33", "\"showdowns_won\":\t33.5", {"showdowns_won", "expected an integer", "got 33.5"}},
        {"{", "[", {"stats.json:", "syntax error", ""}},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char *bad = edit(good, cases[i].from, cases[i].to);
        CHECK_MSG(bad != NULL, "case %zu: '%s' not in the sample text", i, cases[i].from);
        if (!bad)
            continue;
        stats_db_t *out = stats_db_create();
        stats_db_person(out, "Untouched", 1);
        char err[512] = "";
        int rc = stats_db_parse("stats.json", bad, strlen(bad), out, err, sizeof err);
        CHECK_MSG(rc == -1, "case %zu accepted", i);
        for (int k = 0; k < 3; k++)
            CHECK_MSG(strstr(err, cases[i].want[k]) != NULL, "case %zu: '%s' in the message \"%s\"", i,
                      cases[i].want[k], err);
        CHECK_MSG(out->n_people == 1 && !strcmp(out->people[0].name, "Untouched"), "case %zu: output changed", i);
        /* the line named is the line of the bad value */
        if (i == 0) {
            const char *at = strstr(bad, "\"vpip\":\t421");
            int line = 1;
            for (const char *q = bad; q < at; q++)
                line += *q == '\n';
            char want[64];
            snprintf(want, sizeof want, "stats.json:%d: people[0].vpip", line);
            CHECK_MSG(strstr(err, want) != NULL, "'%s' in \"%s\"", want, err);
        }
        stats_db_destroy(out);
        free(bad);
    }
    /* text that stops half-way, and bytes that are not text */
    char err[512] = "";
    stats_db_t *out = stats_db_create();
    CHECK_EQ_INT(stats_db_parse("stats.json", good, strlen(good) / 2, out, err, sizeof err), -1);
    CHECK_MSG(strstr(err, "stats.json:") && strstr(err, "end of file"), "%s", err);
    CHECK_EQ_INT(stats_db_parse("stats.json", "\x01\x02\xff", 3, out, err, sizeof err), -1);
    CHECK_MSG(strstr(err, "stats.json:1:") != NULL, "%s", err);
    CHECK_EQ_INT(out->n_people, 0);
    stats_db_destroy(out);
    free(good);
    stats_db_destroy(db);
}

/* Multi-table tournaments are counted apart from the sit-and-gos, by field size; a stats.json
 * written before they were counted (version 1) still loads; bad figures are refused by name. */
static void test_mtt(void)
{
    stats_db_t *db = sample_db();
    stats_person_t *a = &db->people[0];
    const stats_person_t before = *a;
    CHECK_EQ_INT(stats_person_add_mtt(a, 12, 45, 250), 0);
    CHECK_EQ_INT(stats_person_add_mtt(a, 150, 1000, 0), 0);
    CHECK_EQ_INT(stats_person_add_mtt(a, 1, 180, 5000), 0);
    CHECK_EQ_INT(stats_person_add_mtt(a, 3, 120, 300), 0);
    /* out of range: nothing counted */
    CHECK_EQ_INT(stats_person_add_mtt(a, 0, 45, 0), -1);
    CHECK_EQ_INT(stats_person_add_mtt(a, 46, 45, 0), -1);
    CHECK_EQ_INT(stats_person_add_mtt(a, 3, 9, 0), -1);
    CHECK_EQ_INT(stats_person_add_mtt(a, 3, 10001, 0), -1);
    /* the sit-and-go figures are untouched */
    CHECK_EQ_INT(a->tournaments, before.tournaments);
    CHECK_EQ_INT(a->wins, before.wins);
    CHECK_EQ_INT(a->cashes, before.cashes);
    CHECK(a->prizes == before.prizes);
    CHECK_EQ_INT(a->n_finishes, before.n_finishes);
    CHECK_EQ_INT(a->mtt[0].entries, 1);
    CHECK_EQ_INT(a->mtt[0].cashes, 1);
    CHECK_EQ_INT(a->mtt[0].best, 12);
    CHECK_EQ_INT(a->mtt[1].entries, 2);
    CHECK_EQ_INT(a->mtt[1].wins, 1);
    CHECK_EQ_INT(a->mtt[1].cashes, 2);
    CHECK(a->mtt[1].places == 4 && a->mtt[1].prizes == 5300);
    CHECK_EQ_INT(a->mtt[2].entries, 1);
    CHECK_EQ_INT(a->mtt[2].cashes, 0);
    CHECK_EQ_INT(a->mtt[2].best, 150);
    stats_mtt_t sum;
    double itm, avg;
    stats_mtt_figures(a, -1, &sum, &itm, &avg);
    CHECK_EQ_INT(sum.entries, 4);
    CHECK_EQ_INT(sum.best, 1);
    CHECK_NEAR(itm, 0.75, 1e-9);
    CHECK_NEAR(avg, (12 + 150 + 1 + 3) / 4.0, 1e-9);
    stats_mtt_figures(a, 1, &sum, &itm, &avg);
    CHECK_NEAR(itm, 1.0, 1e-9);
    CHECK_NEAR(avg, 2.0, 1e-9);
    stats_mtt_figures(&db->people[1], -1, &sum, &itm, &avg);
    CHECK(sum.entries == 0 && itm < 0 && avg < 0);
    CHECK_EQ_INT(stats_mtt_bucket(10), 0);
    CHECK_EQ_INT(stats_mtt_bucket(99), 0);
    CHECK_EQ_INT(stats_mtt_bucket(100), 1);
    CHECK_EQ_INT(stats_mtt_bucket(999), 1);
    CHECK_EQ_INT(stats_mtt_bucket(1000), 2);
    CHECK_EQ_INT(stats_mtt_bucket(9), -1);

    /* round trip */
    char *text = stats_db_to_json(db);
    CHECK(text && strstr(text, "\"version\":\t2") && strstr(text, "\"1000+\""));
    stats_db_t *back = stats_db_create();
    char err[512] = "";
    int rc = text ? stats_db_parse("stats.json", text, strlen(text), back, err, sizeof err) : -1;
    CHECK_MSG(rc == 0, "%s", err);
    CHECK(memcmp(db, back, sizeof *db) == 0);

    /* a file as version 1 wrote it, before multi-table tournaments were counted */
    static const char old[] =
        "{\n  \"version\": 1,\n  \"people\": [{\n    \"name\": \"Ana\", \"tournaments\": 2, \"wins\": 1, "
        "\"cashes\": 1,\n    \"prizes\": 1500, \"hands\": 90, \"vpip\": 20, \"pfr\": 10, \"aggressive\": 5,\n    "
        "\"calls\": 4, \"saw_flop\": 30, \"showdowns\": 8, \"showdowns_won\": 5, \"biggest_pot\": 4000,\n    "
        "\"finishes\": [{\"date\": 1790000000, \"place\": 1, \"entrants\": 6, \"prize\": 1500, \"currency\": "
        "\"USD\", \"hands\": 50, \"seed\": \"42\"}]\n  }]\n}\n";
    stats_db_t *o = stats_db_create();
    rc = stats_db_parse("stats.json", old, strlen(old), o, err, sizeof err);
    CHECK_MSG(rc == 0, "the version 1 file was refused: %s", err);
    CHECK_EQ_INT(o->n_people, 1);
    CHECK_EQ_INT(o->people[0].tournaments, 2);
    CHECK_EQ_INT(o->people[0].n_finishes, 1);
    CHECK_EQ_INT(o->people[0].mtt[0].entries + o->people[0].mtt[1].entries + o->people[0].mtt[2].entries, 0);
    /* and is written again as version 2, its figures the same */
    char *again = stats_db_to_json(o);
    stats_db_t *o2 = stats_db_create();
    rc = again ? stats_db_parse("stats.json", again, strlen(again), o2, err, sizeof err) : -1;
    CHECK_MSG(rc == 0 && again && strstr(again, "\"version\":\t2") && memcmp(o, o2, sizeof *o) == 0, "%s", err);
    free(again);
    stats_db_destroy(o2);
    /* version 1 had no "mtt": a file that says 1 and has one is refused */
    char *v1mtt = text ? edit(text, "\"version\":\t2", "\"version\":\t1") : NULL;
    rc = v1mtt ? stats_db_parse("stats.json", v1mtt, strlen(v1mtt), o, err, sizeof err) : 0;
    CHECK_MSG(rc == -1 && strstr(err, "people[0]") && strstr(err, "\"mtt\""), "%s", err);
    free(v1mtt);

    /* bad values, named by file, field and value */
    struct {
        const char *from, *to;
        const char *want[3];
    } cases[] = {
        {"\"cashes\":\t2,\n\t\t\t\t\t\"wins\":\t1", "\"cashes\":\t3,\n\t\t\t\t\t\"wins\":\t1",
         {"people[0].mtt.100-999.cashes", "from 0 to 2", "got 3"}},
        {"\"best\":\t150", "\"best\":\t0", {"people[0].mtt.1000+.best", "from 1 to 10000", "got 0"}},
        {"\"places\":\t12,", "\"places\":\t100,", {"people[0].mtt.10-99.places", "from 1 to 99", "got 100"}},
        {"\"prizes\":\t5300", "\"prizes\":\t-1", {"people[0].mtt.100-999.prizes", "whole number", "got -1"}},
        {"\"10-99\"", "\"10-98\"", {"people[0].mtt", "unknown key \"10-98\"", "stats.json:"}},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char *bad = text ? edit(text, cases[i].from, cases[i].to) : NULL;
        CHECK_MSG(bad != NULL, "case %zu: '%s' not in the text", i, cases[i].from);
        if (!bad)
            continue;
        rc = stats_db_parse("stats.json", bad, strlen(bad), o, err, sizeof err);
        CHECK_MSG(rc == -1, "case %zu accepted", i);
        for (int k = 0; k < 3; k++)
            CHECK_MSG(strstr(err, cases[i].want[k]) != NULL, "case %zu: '%s' in the message \"%s\"", i,
                      cases[i].want[k], err);
        free(bad);
    }
    /* version 2 without its "mtt" */
    char *nomtt = text ? strstr(text, ",\n\t\t\t\"mtt\":") : NULL;
    const char *end = nomtt ? strstr(nomtt, "\n\t\t\t}\n") : NULL;
    CHECK_MSG(nomtt && end, "no \"mtt\" object in the text");
    if (nomtt && end) {
        size_t at = (size_t)(nomtt - text), n = strlen(text) + 1;
        char *cut = malloc(n);
        snprintf(cut, n, "%.*s%s", (int)at, text, end + strlen("\n\t\t\t}"));
        rc = stats_db_parse("stats.json", cut, strlen(cut), o, err, sizeof err);
        CHECK_MSG(rc == -1 && strstr(err, "people[0].mtt") && strstr(err, "field sizes"), "%s", err);
        free(cut);
    }
    stats_db_destroy(o);
    stats_db_destroy(back);
    free(text);
    stats_db_destroy(db);
}

static void test_limits(void)
{
    stats_db_t *db = stats_db_create();
    stats_person_t *p = stats_db_person(db, "Ana", 1);
    for (int i = 0; i < STATS_MAX_FINISHES + 5; i++) {
        stats_finish_t f = {i, 2, 2, 0, "", 1, (uint64_t)i};
        stats_person_add_finish(p, &f);
    }
    CHECK_EQ_INT(p->n_finishes, STATS_MAX_FINISHES);
    CHECK_EQ_INT(p->tournaments, STATS_MAX_FINISHES + 5);
    CHECK_EQ_INT(p->finishes[0].date, 5);
    CHECK_EQ_INT(p->finishes[STATS_MAX_FINISHES - 1].date, STATS_MAX_FINISHES + 4);
    /* a full table makes room by dropping the least played record */
    for (int i = 1; i < STATS_MAX_PEOPLE; i++) {
        char nm[16];
        snprintf(nm, sizeof nm, "P%d", i);
        stats_person_t *q = stats_db_person(db, nm, 1);
        CHECK(q != NULL);
        if (q)
            q->hands = 10 + i;
    }
    CHECK_EQ_INT(db->n_people, STATS_MAX_PEOPLE);
    CHECK(stats_db_person(db, "Newcomer", 1) != NULL);
    CHECK_EQ_INT(db->n_people, STATS_MAX_PEOPLE);
    CHECK(stats_db_person(db, "Ana", 0) != NULL);
    CHECK(stats_db_person(db, "P1", 0) == NULL);
    CHECK(stats_db_person(db, "", 1) == NULL);
    stats_db_destroy(db);
}

int main(int argc, char **argv)
{
    tl_init(argc, argv, 1);
    if (tl_group("a_scripted_tournament_gives_the_known_vpip_pfr_af_and_showdown_figures"))
        test_known_figures();
    if (tl_group("a_persons_finish_is_recorded_with_the_engines_place_and_prize"))
        test_finish();
    if (tl_group("stats_json_round_trips_to_the_same_figures_and_text"))
        test_round_trip();
    if (tl_group("a_corrupt_stats_json_is_refused_naming_file_line_field_and_value"))
        test_corrupt();
    if (tl_group("mtt_finishes_are_counted_apart_and_an_old_stats_file_still_loads"))
        test_mtt();
    if (tl_group("the_history_and_the_people_table_stay_bounded"))
        test_limits();
    return tl_finish();
}
