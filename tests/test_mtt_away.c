/* test_mtt_away.c — a person away until a moment (tourney_set_away, session_mtt_away/back) and
 * the journal. A tournament of 60 where the person goes away until the next level, comes back by
 * the tournament at that level's first deal, goes away "until I come back" and comes back by
 * themselves some moments later, then away until the bubble and until the final table: every
 * return is the tournament's TEV_BACK at the moment promised (the level after, hand-for-hand or
 * the money's margin, the final table seated), nobody asks the person anything while away, and
 * the tournament replayed from its journal (session_mtt_replay) gives every table's events, every
 * tournament event byte for byte, and the journal it writes again has the same records. Bad input: an away record whose moment
 * is not one is refused naming the line; an away the tournament cannot do is refused. */
#define _POSIX_C_SOURCE 200809L
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ai/bot.h"
#include "engine/structure.h"
#include "engine/text.h"
#include "session/session_mtt.h"
#include "testlib.h"
#include "tournament/journal.h"
#include "tournament/tournament.h"

static bot_registry_t *reg;
static structure_t mtt_st;
static structure_mtt_t mtt_m;

enum { PERSON = 7, N = 60 };

/* Everything the tournament says, as text. */
typedef struct trace {
    char *p;
    size_t len, cap;
} trace_t;

static void put(trace_t *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void put(trace_t *t, const char *fmt, ...)
{
    char line[512];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    if (n < 0)
        return;
    if (t->len + (size_t)n + 1 > t->cap) {
        size_t cap = t->cap ? t->cap * 2 : 1 << 16;
        while (cap < t->len + (size_t)n + 1)
            cap *= 2;
        char *np = realloc(t->p, cap);
        if (!np)
            return;
        t->p = np;
        t->cap = cap;
    }
    memcpy(t->p + t->len, line, (size_t)n + 1);
    t->len += (size_t)n;
}

static void on_table(void *ctx, int table, const ev_t *ev, const int *player)
{
    trace_t *t = ctx;
    put(t, "T%d h%lld %d s%d a%lld p%d\n", table, (long long)ev->hand_no, (int)ev->type, ev->seat, (long long)ev->amount,
        ev->seat >= 0 && ev->seat < ENGINE_MAX_SEATS ? player[ev->seat] : -1);
}

typedef struct run {
    session_mtt_t *m;
    int sub;
    trace_t tables, tevs;
    int backs, back_moment[8];
    int64_t back_level[8];
    int back_h4h[8], back_left[8], back_final_seen[8];
    int final_seen;
} run_t;

static void drain(void *ctx)
{
    run_t *r = ctx;
    const session_mtt_ev_t *e;
    while ((e = session_mtt_next_event(r->m, r->sub)) != NULL) {
        if (e->kind != SESSION_MTT_EV_TOURNEY)
            continue;
        const tourney_ev_t *v = &e->tev;
        put(&r->tevs, "%s t%lld p%d %d.%d>%d.%d r%d %s\n", tourney_ev_name(v->type), (long long)v->time, v->player,
            v->from_table, v->from_seat, v->to_table, v->to_seat, v->rule, v->reason);
        if (v->type == TEV_FINAL_TABLE)
            r->final_seen = 1;
        if (v->type == TEV_BACK && r->backs < 8) {
            const tourney_t *t = session_mtt_tourney(r->m);
            r->back_moment[r->backs] = v->place;
            r->back_level[r->backs] = tourney_level_now(t);
            r->back_h4h[r->backs] = tourney_hand_for_hand(t);
            r->back_left[r->backs] = tourney_players_left(t);
            r->back_final_seen[r->backs] = r->final_seen;
            r->backs++;
        }
    }
}

static session_mtt_t *make(trace_t *tables, uint64_t seed)
{
    tourney_config_t cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.seed = seed;
    cfg.n_players = N;
    cfg.table_size = 6;
    cfg.structure = &mtt_st;
    cfg.mtt = &mtt_m;
    cfg.registry = reg;
    char err[512];
    const char *mix[] = {"tag:hard", "lag:medium", "rock"};
    for (int i = 0; i < 3; i++)
        CHECK(bot_spec_parse(reg, mix[i], &cfg.mix[cfg.n_mix++], err, sizeof err) == 0);
    cfg.n_people = 1;
    cfg.people[0].entrant = PERSON;
    snprintf(cfg.people[0].name, sizeof cfg.people[0].name, "Away Person");
    cfg.on_table_event = on_table;
    cfg.ctx = tables;
    session_mtt_t *m = session_mtt_create(&cfg, err, sizeof err);
    CHECK_MSG(m != NULL, "%.400s", err);
    return m;
}

static char *read_all(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *p = malloc((size_t)n + 1);
    if (p && fread(p, 1, (size_t)n, f) != (size_t)n) {
        free(p);
        p = NULL;
    }
    if (p)
        p[n] = 0;
    fclose(f);
    *len = (size_t)n;
    return p;
}

static void commit(tj_writer_t *w)
{
    char err[512];
    CHECK_EQ_INT(tj_commit(w, err, sizeof err), 0);
}

static void replay_each(void *ctx)
{
    run_t *r = ctx;
    drain(r);
}

static void test_away_and_back_at_the_moments_replay_byte_for_byte(void)
{
    const uint64_t seed = getenv("FELT_AWAY_SEED") ? strtoull(getenv("FELT_AWAY_SEED"), NULL, 10) : 1;
    char dir[] = "/tmp/felt-test-mtt-away-XXXXXX", path[512], path2[512];
    if (!mkdtemp(dir)) {
        CHECK_MSG(0, "mkdtemp");
        return;
    }
    snprintf(path, sizeof path, "%s/journal", dir);
    snprintf(path2, sizeof path2, "%s/journal.replayed", dir);
    size_t st_len = 0;
    char *st_text = read_all(FELT_SOURCE_DIR "/levels/mtt.json", &st_len);
    CHECK(st_text != NULL);
    run_t a;
    memset(&a, 0, sizeof a);
    a.m = make(&a.tables, seed);
    if (!a.m || !st_text)
        return;
    a.sub = session_mtt_subscribe_player(a.m, PERSON);
    char err[1024];
    tj_writer_t *w = session_mtt_journal_create(a.m, path, st_text, st_len, 40, err, sizeof err);
    CHECK_MSG(w != NULL, "%.400s", err);
    if (!w)
        return;
    const tourney_t *t = session_mtt_tourney(a.m);
    /* bad input: not a moment; a moment the tournament has not reached cannot have come */
    CHECK_EQ_INT(session_mtt_away(a.m, PERSON, TOURNEY_AWAY_COUNT), -1);
    CHECK_EQ_INT(session_mtt_away(a.m, PERSON + 1, TOURNEY_AWAY_LEVEL), -1); /* a bot, not a person */
    CHECK_EQ_INT(session_mtt_back(a.m, PERSON), -1);                         /* not away */
    int commands = 0, phase = 0, asked_while_away = 0, manual_back = 0;
    int64_t away_level = -1, back_at = 0;
    session_mtt_step_t r = SESSION_MTT_DONE;
    for (long guard = 0; guard < 4000000; guard++) {
        /* the plan: away until the next level after 6 commands; then until I come back, 40
         * moments; then until the bubble; then until the final table */
        int away = tourney_away_until(t, PERSON) >= 0;
        tourney_result_t me;
        tourney_result(t, PERSON, &me);
        int out = me.place > 0;
        if (!away && !out) {
            if (phase == 0 && commands >= 6) {
                away_level = tourney_level_now(t);
                CHECK_EQ_INT(session_mtt_away(a.m, PERSON, TOURNEY_AWAY_LEVEL), 0);
                CHECK_EQ_INT(tourney_away_until(t, PERSON), TOURNEY_AWAY_LEVEL);
                CHECK_EQ_INT(tourney_is_person(t, PERSON), 0);
                phase = 1;
            } else if (phase == 1 && a.backs == 1 && commands >= 12) {
                CHECK_EQ_INT(session_mtt_away(a.m, PERSON, TOURNEY_AWAY_UNTIL_BACK), 0);
                back_at = session_mtt_moments(a.m) + 40;
                phase = 2;
            } else if (phase == 2 && a.backs == 2 && commands >= 18 &&
                       !tourney_away_reached(t, TOURNEY_AWAY_BUBBLE, tourney_level_now(t))) {
                CHECK_EQ_INT(session_mtt_away(a.m, PERSON, TOURNEY_AWAY_BUBBLE), 0);
                phase = 3;
            } else if (phase == 3 && a.backs == 3 && !a.final_seen) {
                CHECK_EQ_INT(session_mtt_away(a.m, PERSON, TOURNEY_AWAY_FINAL), 0);
                phase = 4;
            }
            commit(w);
        }
        if (phase == 2 && away && session_mtt_moments(a.m) >= back_at) {
            CHECK_EQ_INT(session_mtt_back(a.m, PERSON), 0);
            manual_back = 1;
            commit(w);
        }
        tourney_wait_t wt;
        session_mtt_wait(a.m, &wt);
        if (wt.kind != TOURNEY_WAIT_NONE) {
            asked_while_away += tourney_away_until(t, PERSON) >= 0;
            cmd_t c = {wt.kind == TOURNEY_WAIT_DECISION ? CMD_DECLINE
                       : wt.legal.can_check            ? CMD_CHECK
                       : wt.legal.call_amount <= 400   ? CMD_CALL
                                                       : CMD_FOLD,
                       0, 0};
            CHECK_EQ_INT((int)session_mtt_submit(a.m, wt.player, c), (int)REJ_OK);
            commands++;
            commit(w);
            drain(&a);
            continue;
        }
        r = session_mtt_step(a.m);
        commit(w);
        drain(&a);
        if (r != SESSION_MTT_PERSON && r != SESSION_MTT_DONE)
            break;
    }
    CHECK_EQ_INT((int)r, (int)SESSION_MTT_FINISHED);
    CHECK_EQ_INT(asked_while_away, 0);
    CHECK(manual_back);
    /* the returns: the next level, the person's own, the bubble; the final table if they lasted */
    CHECK_MSG(a.backs >= 3, "backs %d (phase %d, commands %d)", a.backs, phase, commands);
    CHECK_EQ_INT(a.back_moment[0], TOURNEY_AWAY_LEVEL);
    CHECK_EQ_INT((int)a.back_level[0], (int)away_level + 1);
    CHECK_EQ_INT(a.back_moment[1], TOURNEY_AWAY_UNTIL_BACK);
    if (a.backs >= 3) {
        CHECK_EQ_INT(a.back_moment[2], TOURNEY_AWAY_BUBBLE);
        CHECK_MSG(a.back_h4h[2] || a.back_left[2] <= mtt_m.hand_for_hand_margin + tourney_places_paid(t),
                  "back at the bubble with %d left, %d paid, no hand-for-hand", a.back_left[2], tourney_places_paid(t));
    }
    if (a.backs >= 4) {
        CHECK_EQ_INT(a.back_moment[3], TOURNEY_AWAY_FINAL);
        CHECK(a.back_final_seen[3]);
    }
    int winner = 0;
    for (int i = 0; i < N; i++) {
        tourney_result_t res;
        tourney_result(t, i, &res);
        if (res.place == 1)
            winner = i + 1;
    }
    int64_t hands = tj_hands(w);
    CHECK_EQ_INT(tj_finish(w, winner, hands, err, sizeof err), 0);
    tj_destroy(w);
    tourney_result_t mine;
    tourney_result(t, PERSON, &mine);
    printf("away: seed %llu, %d returns (moments %d %d %d %d), person's place %d, %d commands, %lld hands, %lld moments\n",
           (unsigned long long)seed, a.backs,
           a.back_moment[0], a.back_moment[1], a.backs > 2 ? a.back_moment[2] : -1,
           a.backs > 3 ? a.back_moment[3] : -1, mine.place, commands, (long long)hands, (long long)session_mtt_moments(a.m));

    /* the journal has the away and back records; the replay gives everything again, byte for byte */
    size_t jl = 0;
    char *jt = read_all(path, &jl);
    CHECK(jt && strstr(jt, "\na 7 1 ") && strstr(jt, "\na 7 0 ") && strstr(jt, "\nb 7 "));
    tj_journal_t j;
    CHECK_MSG(tj_load(path, &j, err, sizeof err) == 0, "%.400s", err);
    run_t b;
    memset(&b, 0, sizeof b);
    b.m = make(&b.tables, seed);
    if (!b.m)
        return;
    b.sub = session_mtt_subscribe_player(b.m, PERSON);
    tj_writer_t *w2 = session_mtt_journal_create(b.m, path2, st_text, st_len, 40, err, sizeof err);
    CHECK(w2 != NULL); /* the replay records it all again: committed once, at the end */
    int rc = session_mtt_replay(b.m, path, &j, replay_each, &b, err, sizeof err);
    CHECK_MSG(rc == 0, "%.400s", err);
    /* the replay stops where the journal was committed: the end */
    CHECK_EQ_INT(b.backs, a.backs);
    CHECK_MSG(b.tables.len == a.tables.len && memcmp(b.tables.p, a.tables.p, a.tables.len) == 0,
              "the tables' events differ: %zu bytes, replayed %zu", a.tables.len, b.tables.len);
    CHECK_MSG(b.tevs.len == a.tevs.len && memcmp(b.tevs.p, a.tevs.p, a.tevs.len) == 0,
              "the tournament's events differ: %zu bytes, replayed %zu", a.tevs.len, b.tevs.len);
    const tourney_t *t2 = session_mtt_tourney(b.m);
    for (int i = 0; i < N; i++) {
        tourney_result_t x, y;
        tourney_result(t, i, &x);
        tourney_result(t2, i, &y);
        CHECK_MSG(x.place == y.place && x.prize == y.prize && x.table == y.table && x.time == y.time,
                  "entrant %d: place %d prize %lld, replayed place %d prize %lld", i, x.place, (long long)x.prize,
                  y.place, (long long)y.prize);
    }
    /* the journal written again by the replay has the same records (committed once, compacted) */
    if (w2) {
        CHECK_EQ_INT(tj_finish(w2, winner, tj_hands(w2), err, sizeof err), 0);
        tj_destroy(w2);
    }
    tj_journal_t j2;
    CHECK_MSG(tj_load(path2, &j2, err, sizeof err) == 0, "%.400s", err);
    CHECK_EQ_INT((int)j2.n_cmds, (int)j.n_cmds);
    for (int64_t i = 0; i < j.n_cmds && i < j2.n_cmds; i++)
        CHECK_MSG(memcmp(&j.cmds[i], &j2.cmds[i], sizeof j.cmds[i]) == 0, "record %lld of the people's differs",
                  (long long)i + 1);
    CHECK_EQ_INT((int)(j2.compacted + j2.n_hands), (int)(j.compacted + j.n_hands));
    tj_free(&j2);
    tj_free(&j);

    /* bad input: an away record whose moment is not one */
    if (jt) {
        char *at = strstr(jt, "\na 7 1 ");
        FILE *f = fopen(path2, "wb");
        if (at && f) {
            fwrite(jt, 1, (size_t)(at - jt) + 1, f);
            char rec[64];
            snprintf(rec, sizeof rec, "a 7 9 0 0");
            fprintf(f, "%s %08x\n", rec, (unsigned)text_crc32(rec, strlen(rec)));
            fclose(f);
            CHECK(tj_load(path2, &j2, err, sizeof err) != 0);
            CHECK_MSG(strstr(err, "away record") && strstr(err, path2), "%.400s", err);
        } else if (f) {
            fclose(f);
        }
    }
    free(jt);
    session_mtt_destroy(a.m);
    session_mtt_destroy(b.m);
    free(a.tables.p), free(a.tevs.p), free(b.tables.p), free(b.tevs.p);
    free(st_text);
    remove(path);
    remove(path2);
    rmdir(dir);
}

int main(int argc, char **argv)
{
    tl_init(argc, argv, 1);
    reg = bot_registry_create();
    char err[1024];
    if (!reg || structure_load_file(FELT_SOURCE_DIR "/levels/mtt.json", &mtt_st, err, sizeof err) != 0 ||
        structure_load_mtt_file(FELT_SOURCE_DIR "/levels/mtt.json", &mtt_m, err, sizeof err) != 0) {
        fprintf(stderr, "%s\n", err);
        return 1;
    }
    if (tl_group("mtt_away_until_a_moment_comes_back_then_and_replays_byte_for_byte_from_its_journal"))
        test_away_and_back_at_the_moments_replay_byte_for_byte();
    tl_group_end();
    bot_registry_destroy(reg);
    return tl_finish();
}
