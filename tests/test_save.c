/* test_save.c — saves and replays: a save taken after any hand resumes to the same state hash
 * and then plays on identically; truncated, corrupt or tampered saves are refused with their
 * reason; writing keeps the previous good save; a replay names the first diverging hand.
 * Writes only inside a temporary directory. Prints its seed; --seed N reproduces. */
#define _POSIX_C_SOURCE 200809L
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ai/ai_random.h"
#include "engine/engine.h"
#include "engine/engine_internal.h" /* white-box: the state hash test sets seat fields */
#include "engine/rng.h"
#include "engine/save.h"
#include "engine/structure.h"

#include "session_testlib.h"
#include "testlib.h"

/* One driver step: the random driver's command for whoever must act. */
static cmd_t next_command(engine_t *e, rng_t *r)
{
    view_t v;
    cmd_t c = {CMD_NONE, -1, 0};
    switch (engine_phase(e)) {
    case PHASE_NOT_STARTED: c.type = CMD_START; return c;
    case PHASE_HAND:
        engine_view(e, engine_to_act(e), &v);
        return ai_random_decide(&v, r);
    case PHASE_BREAK: c.type = CMD_ADVANCE_LEVEL; return c;
    case PHASE_BETWEEN_HANDS: {
        int s = engine_decision_seat(e);
        if (s >= 0) {
            engine_view(e, s, &v);
            c = ai_random_decide(&v, r);
            if (c.type == CMD_NONE && v.must_decide)
                c = (cmd_t){CMD_DECLINE, s, 0};
            if (c.type != CMD_NONE)
                return c;
        }
        c.type = CMD_NEXT_HAND;
        return c;
    }
    default: return c;
    }
}

static void count_event(void *ctx, const ev_t *ev)
{
    (void)ev;
    ++*(int *)ctx;
}

static void drain(engine_t *e)
{
    ev_t ev;
    while (engine_poll(e, &ev))
        ;
}

/* Play an engine alone until `hands` hands have ended (or the end): for the tests of the save
 * format itself, which need no seats. */
static void play_hands_engine(engine_t *e, rng_t *r, int hands)
{
    const uint64_t *h;
    const int *at;
    int guard = 0;
    while (engine_phase(e) != PHASE_FINISHED && engine_hand_hashes(e, &h, &at) < hands && guard++ < 100000) {
        cmd_t c = next_command(e, r);
        engine_submit(e, c);
        drain(e);
    }
}

/* Play until `hands` hands have ended (or the end), the random driver at every seat. */
static void play_hands(session_t *s, int hands)
{
    const uint64_t *h;
    const int *at;
    int guard = 0;
    while (engine_hand_hashes(session_engine(s), &h, &at) < hands && guard++ < 100000 && stl_step(s))
        ;
}

/* A bare engine for the tests of the save format itself; names put to the test. */
static engine_t *new_engine_game(uint64_t seed, const structure_t *st, int players)
{
    engine_config_t cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.seed = seed;
    cfg.structure = st;
    cfg.n_players = players;
    snprintf(cfg.seats[0].name, sizeof cfg.seats[0].name, "Ann \"the rock\"");
    char err[256];
    engine_t *e = engine_create(&cfg, err, sizeof err);
    if (!e)
        fprintf(stderr, "create failed: %s\n", err);
    return e;
}

/* A new game with the random driver (streams of `seed`) at every seat; names put to the test. */
static session_t *new_game(uint64_t seed, const structure_t *st, int players, stl_random_t *drv)
{
    session_config_t sc;
    memset(&sc, 0, sizeof sc);
    sc.engine.seed = seed;
    sc.engine.structure = st;
    sc.engine.n_players = players;
    snprintf(sc.engine.seats[0].name, sizeof sc.engine.seats[0].name, "Ann \"the rock\"");
    char err[256];
    session_t *s = session_create(&sc, err, sizeof err);
    if (!s) {
        fprintf(stderr, "create failed: %s\n", err);
        return NULL;
    }
    stl_random_seat_all(s, drv, seed, 0);
    return s;
}
static void resume_matches(uint64_t seed)
{
    structure_t st;
    char err[320];
    const char *names[] = {"levels/charity.json", "levels/club.json", "levels/home.json", "levels/turbo.json"};
    for (int k = 0; k < 4; k++) {
        char path[512];
        snprintf(path, sizeof path, "%s/%s", FELT_SOURCE_DIR, names[k]);
        if (structure_load_file(path, &st, err, sizeof err) != 0) {
            CHECK_MSG(0, "%s", err);
            continue;
        }
        for (int stop = 1; stop <= 40; stop += 13) {
            stl_random_t da, db;
            session_t *a = new_game(seed + (uint64_t)k, &st, 6 + k, &da);
            if (!a)
                continue;
            play_hands(a, stop);
            char *text = save_text(session_engine(a));
            CHECK_MSG(text != NULL, "save_text");
            if (!text) {
                session_destroy(a);
                continue;
            }
            save_replay_result_t res;
            engine_t *eb = save_load_text("mem.save", text, strlen(text), &res, NULL, NULL, err, sizeof err);
            CHECK_MSG(eb != NULL, "%s: resume after %d hands: %s", names[k], stop, err);
            session_t *b = eb ? session_adopt(eb, NULL, err, sizeof err) : NULL;
            if (b) {
                const engine_t *ea = session_engine(a);
                CHECK_MSG(engine_state_hash(ea) == engine_state_hash(session_engine(b)), "%s: state hash differs after resume", names[k]);
                CHECK_MSG(res.diverged_hand == 0, "no divergence");
                const uint64_t *h;
                const int *at;
                int n = engine_hand_hashes(ea, &h, &at);
                CHECK_MSG(res.hands_checked == n, "%s: checked %d hands of %d", names[k], res.hands_checked, n);
                /* both continue identically with the same driver stream */
                db = da;
                char e2[128];
                session_agent_t ag;
                memset(&ag, 0, sizeof ag);
                ag.self = &db;
                ag.ask = stl_random_ask;
                view_t v;
                session_view(b, -1, &v);
                for (int q = 0; q < v.n_seats; q++)
                    if (v.seats[q].occupied)
                        session_set_agent(b, q, &ag, e2, sizeof e2);
                for (int i = 0; i < 3000 && engine_phase(ea) != PHASE_FINISHED; i++) {
                    int x = stl_step(a), y = stl_step(b);
                    CHECK_MSG(x == y, "same verdicts");
                    int na, nb;
                    const cmd_t *la = engine_commands(ea, &na), *lb = engine_commands(session_engine(b), &nb);
                    CHECK_MSG(na == nb && (na == 0 || (la[na - 1].type == lb[nb - 1].type && la[na - 1].seat == lb[nb - 1].seat &&
                                                       la[na - 1].amount == lb[nb - 1].amount)), "same decisions");
                    if (engine_state_hash(ea) != engine_state_hash(session_engine(b))) {
                        CHECK_MSG(0, "%s: resumed game diverged at step %d", names[k], i);
                        break;
                    }
                }
                session_destroy(b);
            }
            free(text);
            session_destroy(a);
        }
    }
}

static void corrupt_saves_are_refused(uint64_t seed)
{
    structure_t st;
    structure_default(&st);
    stl_random_t drv;
    session_t *sa = new_game(seed, &st, 5, &drv);
    if (!sa)
        return;
    play_hands(sa, 12);
    char *text = save_text(session_engine(sa));
    size_t len = strlen(text);
    char err[320];
    save_replay_result_t res;
    /* truncated anywhere: refused, and the message says truncated (or corrupt, if the cut
     * leaves something that looks like an end line) */
    for (size_t cut = 0; cut < len; cut += 1 + len / 97) {
        engine_t *b = save_load_text("t.save", text, cut, &res, NULL, NULL, err, sizeof err);
        CHECK_MSG(b == NULL, "a save cut at byte %zu of %zu was accepted", cut, len);
        CHECK_MSG(strstr(err, "t.save") && (strstr(err, "truncated") || strstr(err, "corrupt")),
              "cut at %zu: message '%s'", cut, err);
        engine_destroy(b);
    }
    /* one byte changed anywhere before the end line: the checksum catches it */
    char *bad = malloc(len + 1);
    size_t end_line = len - 1;
    while (end_line > 0 && text[end_line - 1] != '\n')
        end_line--;
    rng_t flip;
    rng_init(&flip, seed, 6);
    for (int i = 0; i < 200; i++) {
        memcpy(bad, text, len + 1);
        size_t at = rng_below(&flip, (uint32_t)end_line);
        bad[at] = (char)(bad[at] ^ (1 + rng_below(&flip, 126)));
        if (bad[at] == '\0')
            bad[at] = '#';
        engine_t *b = save_load_text("f.save", bad, len, &res, NULL, NULL, err, sizeof err);
        CHECK_MSG(b == NULL, "a save with byte %zu changed was accepted", at);
        CHECK_MSG(strstr(err, "f.save") != NULL, "message names the file: %s", err);
        engine_destroy(b);
    }
    /* a consistent but tampered save (checksum recomputed): the replay catches the hand */
    {
        /* change a command's amount and fix the end line: replay refuses or diverges */
        memcpy(bad, text, len + 1);
        int tampered = 0;
        for (char *line = bad; line && *line && !tampered; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL) {
            char *nl = strchr(line, '\n');
            if (!nl || strncmp(line, "c ", 2) != 0)
                continue;
            char *verb = strstr(line, " raise ");
            if (!verb || verb > nl)
                verb = strstr(line, " bet ");
            if (verb && verb < nl && nl[-1] >= '0' && nl[-1] <= '8') {
                nl[-1]++; /* the amount changes by one chip */
                tampered = 1;
            }
        }
        CHECK_MSG(tampered, "the test found a bet or raise to tamper with");
        if (tampered) {
            size_t body = end_line;
            uint64_t h = 0xcbf29ce484222325ULL;
            int lines = 0;
            for (size_t i = 0; i < body; i++) {
                h ^= (unsigned char)bad[i];
                h *= 0x100000001b3ULL;
                lines += bad[i] == '\n';
            }
            snprintf(bad + body, len + 1 - body, "end %d %016" PRIx64 "\n", lines, h);
            engine_t *b = save_load_text("x.save", bad, strlen(bad), &res, NULL, NULL, err, sizeof err);
            CHECK_MSG(b == NULL, "a tampered save replayed without complaint");
            CHECK_MSG(strstr(err, "refused on replay") || strstr(err, "diverges at hand"), "tamper message: %s", err);
            engine_destroy(b);
        }
    }
    free(bad);
    free(text);
    session_destroy(sa);
}

static void writing_keeps_the_previous_save(uint64_t seed)
{
    char dir[] = "/tmp/felt-test-save-XXXXXX";
    if (!mkdtemp(dir)) {
        CHECK_MSG(0, "mkdtemp");
        return;
    }
    char path[256], prev[300], tmp[300];
    snprintf(path, sizeof path, "%s/game.save", dir);
    snprintf(prev, sizeof prev, "%s.prev", path);
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    structure_t st;
    structure_default(&st);
    stl_random_t drv;
    session_t *sa = new_game(seed, &st, 4, &drv);
    if (!sa)
        return;
    const engine_t *a = session_engine(sa);
    char err[320];
    play_hands(sa, 3);
    CHECK_MSG(save_write(a, path, err, sizeof err) == 0, "first write: %s", err);
    uint64_t h3 = engine_state_hash(a);
    play_hands(sa, 6);
    CHECK_MSG(save_write(a, path, err, sizeof err) == 0, "second write: %s", err);
    save_replay_result_t res;
    engine_t *b = save_load(path, &res, NULL, NULL, err, sizeof err);
    CHECK_MSG(b && engine_state_hash(b) == engine_state_hash(a), "latest save resumes: %s", b ? "" : err);
    engine_t *c = save_load(prev, &res, NULL, NULL, err, sizeof err);
    CHECK_MSG(c && engine_state_hash(c) == h3, "previous save kept and resumes: %s", c ? "" : err);
    CHECK_MSG(access(tmp, F_OK) != 0, "no temporary file left behind");
    engine_destroy(b);
    engine_destroy(c);
    /* a write that cannot happen leaves the good save alone */
    char badpath[300];
    snprintf(badpath, sizeof badpath, "%s/no-such-dir/game.save", dir);
    CHECK_MSG(save_write(a, badpath, err, sizeof err) != 0, "writing into a missing directory fails");
    CHECK_MSG(strstr(err, "no-such-dir") != NULL, "message names the path: %s", err);
    b = save_load(path, &res, NULL, NULL, err, sizeof err);
    CHECK_MSG(b != NULL, "good save still loads");
    engine_destroy(b);
    /* a missing file */
    b = save_load("/nonexistent/felt.save", &res, NULL, NULL, err, sizeof err);
    CHECK_MSG(b == NULL && strstr(err, "/nonexistent/felt.save"), "missing file message: %s", err);
    session_destroy(sa);
    remove(path);
    remove(prev);
    rmdir(dir);
}

/* Recompute the end line of a save whose body was edited in place. */
static void reseal(char *text)
{
    size_t len = strlen(text);
    size_t end_line = len - 1;
    while (end_line > 0 && text[end_line - 1] != '\n')
        end_line--;
    uint64_t h = 0xcbf29ce484222325ULL;
    int lines = 0;
    for (size_t i = 0; i < end_line; i++) {
        h ^= (unsigned char)text[i];
        h *= 0x100000001b3ULL;
        lines += text[i] == '\n';
    }
    sprintf(text + end_line, "end %d %016" PRIx64 "\n", lines, h);
}

/* text with the first occurrence of `from` replaced by `to`, resealed (malloc'd). */
static char *edited(const char *text, const char *from, const char *to)
{
    const char *at = strstr(text, from);
    if (!at)
        return NULL;
    size_t len = strlen(text), fl = strlen(from), tol = strlen(to);
    char *out = malloc(len + tol + 64);
    memcpy(out, text, (size_t)(at - text));
    memcpy(out + (at - text), to, tol);
    strcpy(out + (at - text) + tol, at + fl);
    reseal(out);
    return out;
}

/* Each edit of a good save, checksum fixed, must be refused with a reason naming the field. */
static void bad_values_are_refused(uint64_t seed)
{
    structure_t st;
    structure_default(&st);
    engine_t *a = new_engine_game(seed, &st, 4);
    rng_t r;
    rng_init(&r, seed, 8);
    play_hands_engine(a, &r, 5);
    char *text = save_text(a);
    char err[300];
    save_replay_result_t res;
    engine_t *ok = save_load_text("g.save", text, strlen(text), &res, NULL, NULL, err, sizeof err);
    CHECK_MSG(ok != NULL, "the unedited save loads: %.100s", err);
    engine_destroy(ok);
    char seed_field[64];
    snprintf(seed_field, sizeof seed_field, "\"seed\":\"%" PRIu64 "\"", seed);
    static const struct {
        const char *from, *to, *reason;
    } cases[] = {
        {NULL, "\"seed\":\"-1\"", "bad seed"},
        {NULL, "\"seed\":\" 5\"", "bad seed"},
        {NULL, "\"seed\":\"05\"", "bad seed"},
        {NULL, "\"seed\":\"18446744073709551616\"", "bad seed"},
        {"\"stack\":0", "\"stack\":1500.5", "seats[].stack"},
        {"\"n_seats\":9", "\"n_seats\":1e300", "n_seats"},
        {"\"n_seats\":9", "\"n_seats\":-4294967294", "n_seats"},
        {"\"seconds_per_hand\":0", "\"seconds_per_hand\":3e9", "seconds_per_hand"},
        {"\"seat\":2,", "\"seat\":1,", "seat 1 appears twice"},
        {"\"seat\":2,", "\"seat\":1e12,", "seats[].seat"},
        {"\"seat\":2,\"name\":\"", "\"seat\":2,\"name\":\"a\\nb", "seats[].name"},
        {"\nh 1 ", "\nh 1 x", "bad hand line"},
        {"\nh 2 ", "\nh 3 ", "hand line for hand 3"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char *bad = edited(text, cases[i].from ? cases[i].from : seed_field, cases[i].to);
        CHECK_MSG(bad != NULL, "case %zu: the test found '%.100s' in the save", i, cases[i].from ? cases[i].from : seed_field);
        if (!bad)
            continue;
        engine_t *b = save_load_text("g.save", bad, strlen(bad), &res, NULL, NULL, err, sizeof err);
        CHECK_MSG(b == NULL, "case %zu (%.100s) was accepted", i, cases[i].to);
        CHECK_MSG(b != NULL || strstr(err, cases[i].reason), "case %zu (%.100s): message '%s' lacks '%s'", i,
                  cases[i].to, err, cases[i].reason);
        engine_destroy(b);
        free(bad);
    }
    /* junk after a hand line's hash */
    {
        const char *h1 = strstr(text, "\nh 1 ");
        CHECK_MSG(h1 != NULL, "a hand line");
        if (h1) {
            char from[40], to[48];
            snprintf(from, sizeof from, "%.20s\n", h1 + 1);
            snprintf(to, sizeof to, "%.20s junk\n", h1 + 1);
            char *bad = edited(text, from, to);
            engine_t *b = bad ? save_load_text("g.save", bad, strlen(bad), &res, NULL, NULL, err, sizeof err) : NULL;
            CHECK_MSG(bad && !b && strstr(err, "bad hand line"), "junk after a hand line: %.100s", err);
            engine_destroy(b);
            free(bad);
        }
    }
    /* every hand line removed: the replay ends hands the save has no hash for */
    {
        char *bad = malloc(strlen(text) + 1);
        size_t o = 0;
        for (const char *line = text; *line;) {
            const char *nl = strchr(line, '\n');
            size_t n = nl ? (size_t)(nl - line) + 1 : strlen(line);
            if (strncmp(line, "h ", 2) != 0) {
                memcpy(bad + o, line, n);
                o += n;
            }
            line += n;
        }
        bad[o] = '\0';
        reseal(bad);
        engine_t *b = save_load_text("g.save", bad, strlen(bad), &res, NULL, NULL, err, sizeof err);
        CHECK_MSG(b == NULL, "a save without hand lines replayed (%d hands checked)", res.hands_checked);
        CHECK_MSG(strstr(err, "hand 1 ended") && strstr(err, "no hash line"), "message: %.100s", err);
        engine_destroy(b);
        free(bad);
    }
    /* not a save at all */
    {
        const char *junk = "hello, world\n";
        engine_t *b = save_load_text("n.save", junk, strlen(junk), &res, NULL, NULL, err, sizeof err);
        CHECK_MSG(b == NULL && strstr(err, "not a Felt save"), "junk text: %.100s", err);
        engine_destroy(b);
    }
    free(text);
    engine_destroy(a);
}

/* Two states that differ only in a bet's high bits hash differently (the old hash folded
 * committed ^ contrib << 32 ^ acted_at << 16 together, so these collided). */
static void state_hash_mixes_every_bet_field(uint64_t seed)
{
    structure_t st;
    structure_default(&st);
    engine_t *a = new_engine_game(seed, &st, 3);
    rng_t r;
    rng_init(&r, seed, 9);
    engine_submit(a, (cmd_t){CMD_START, -1, 0});
    drain(a);
    CHECK_EQ_INT(engine_phase(a), PHASE_HAND);
    seat_t *p = &a->seat[0];
    int64_t c0 = p->committed, k0 = p->contrib, t0 = p->acted_at;
    uint64_t h0 = engine_state_hash(a);
    p->committed ^= (int64_t)1 << 32;
    p->contrib ^= 1;
    CHECK_MSG(engine_state_hash(a) != h0, "committed + 2^32 with contrib ^ 1 collides");
    p->committed = c0, p->contrib = k0;
    p->committed ^= (int64_t)1 << 16;
    p->acted_at ^= 1;
    CHECK_MSG(engine_state_hash(a) != h0, "committed ^ 2^16 with acted_at ^ 1 collides");
    p->committed = c0, p->acted_at = t0;
    p->contrib ^= (int64_t)1 << 40;
    p->acted_at ^= (int64_t)1 << 56;
    CHECK_MSG(engine_state_hash(a) != h0, "contrib ^ 2^40 with acted_at ^ 2^56 collides");
    p->contrib = k0, p->acted_at = t0;
    p->rebuys ^= 1 << 24;
    CHECK_MSG(engine_state_hash(a) != h0, "rebuys ^ 2^24 collides with a hole card");
    p->rebuys ^= 1 << 24;
    CHECK_MSG(engine_state_hash(a) == h0, "restored state hashes as before");
    engine_destroy(a);
}

/* The front end's meta comes back byte for byte, is covered by the checksum and is refused
 * when it is not printable text or too long. */
static void meta_is_kept_verbatim(uint64_t seed)
{
    char dir[] = "/tmp/felt-test-meta-XXXXXX";
    if (!mkdtemp(dir)) {
        CHECK_MSG(0, "mkdtemp");
        return;
    }
    char path[256];
    snprintf(path, sizeof path, "%s/m.save", dir);
    structure_t st;
    structure_default(&st);
    engine_t *a = new_engine_game(seed, &st, 4);
    rng_t r;
    rng_init(&r, seed, 10);
    play_hands_engine(a, &r, 4);
    char err[300], meta[SAVE_META_MAX + 1];
    const char *given = "seat1 human\nseat2 bot tag-2\n\nnote caf\xc3\xa9 au lait\n";
    CHECK_MSG(save_write_meta(a, given, path, err, sizeof err) == 0, "write: %.100s", err);
    save_replay_result_t res;
    engine_t *b = save_load_meta(path, meta, sizeof meta, &res, NULL, NULL, err, sizeof err);
    CHECK_MSG(b != NULL, "load: %.100s", err);
    CHECK_MSG(b && !strcmp(meta, given), "meta came back as '%.100s'", b ? meta : "");
    CHECK_MSG(b && engine_state_hash(b) == engine_state_hash(a), "state resumes");
    CHECK_MSG(b && !res.fell_back && !strcmp(res.loaded_path, path), "loaded %.100s, fell back %d", res.loaded_path,
              res.fell_back);
    engine_destroy(b);
    /* too small a buffer is an error, not a silent cut */
    char small[8];
    b = save_load_meta(path, small, sizeof small, &res, NULL, NULL, err, sizeof err);
    CHECK_MSG(b == NULL && strstr(err, "do not fit"), "small buffer: %.100s", err);
    engine_destroy(b);
    /* plain save_load ignores meta; save_write writes none */
    b = save_load(path, &res, NULL, NULL, err, sizeof err);
    CHECK_MSG(b != NULL, "save_load of a save with meta: %.100s", err);
    engine_destroy(b);
    /* refused meta */
    char big[SAVE_META_MAX + 2];
    memset(big, 'a', sizeof big - 1);
    big[sizeof big - 1] = '\0';
    const char *bad[] = {"key\tvalue", "bell \a", "bad \xff utf-8", "esc \x1b[2J", big};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        CHECK_MSG(save_write_meta(a, bad[i], path, err, sizeof err) != 0, "meta %zu accepted", i);
        CHECK_MSG(strstr(err, "printable"), "meta %zu: message %.100s", i, err);
    }
    /* meta is under the checksum */
    char *text = save_text_meta(a, "k v");
    char *m = text ? strstr(text, "\nm k v\n") : NULL;
    CHECK_MSG(m != NULL, "meta line in the text");
    if (m) {
        m[5] = 'w';
        b = save_load_text_meta("t.save", text, strlen(text), meta, sizeof meta, &res, NULL, NULL, err, sizeof err);
        CHECK_MSG(b == NULL && strstr(err, "corrupt"), "changed meta: %.100s", err);
        engine_destroy(b);
    }
    free(text);
    engine_destroy(a);
    char p2[300];
    snprintf(p2, sizeof p2, "%s.prev", path);
    remove(p2);
    remove(path);
    rmdir(dir);
}

/* A damaged or missing save falls back to FILE.prev and says so. */
static void loading_falls_back_to_the_previous_save(uint64_t seed)
{
    char dir[] = "/tmp/felt-test-fallback-XXXXXX";
    if (!mkdtemp(dir)) {
        CHECK_MSG(0, "mkdtemp");
        return;
    }
    char path[256], prev[300];
    snprintf(path, sizeof path, "%s/f.save", dir);
    snprintf(prev, sizeof prev, "%s.prev", path);
    structure_t st;
    structure_default(&st);
    engine_t *a = new_engine_game(seed, &st, 4);
    rng_t r;
    rng_init(&r, seed, 11);
    char err[300], meta[64];
    play_hands_engine(a, &r, 2);
    save_write_meta(a, "who first", path, err, sizeof err);
    uint64_t h2 = engine_state_hash(a);
    play_hands_engine(a, &r, 3);
    save_write_meta(a, "who second", path, err, sizeof err);
    /* damage the newest: cut it in half */
    FILE *f = fopen(path, "r+");
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fclose(f);
    CHECK_MSG(truncate(path, n / 2) == 0, "truncate");
    save_replay_result_t res;
    int events = 0;
    engine_t *b = save_load_meta(path, meta, sizeof meta, &res, count_event, &events, err, sizeof err);
    CHECK_MSG(b != NULL, "fallback load: %.100s", err);
    CHECK_MSG(b && res.fell_back == 1 && !strcmp(res.loaded_path, prev), "fell back %d to '%.100s'", res.fell_back,
              res.loaded_path);
    CHECK_MSG(b && strstr(res.fallback_reason, "truncated"), "reason: %.100s", res.fallback_reason);
    CHECK_MSG(b && engine_state_hash(b) == h2 && !strcmp(meta, "who first"), "the previous save's state and meta");
    CHECK_MSG(events > 0 && res.hands_checked == 2, "events %d, hands %d", events, res.hands_checked);
    engine_destroy(b);
    /* missing newest: the previous one again */
    remove(path);
    b = save_load(path, &res, NULL, NULL, err, sizeof err);
    CHECK_MSG(b && res.fell_back && strstr(res.fallback_reason, "cannot read"), "missing newest: %.100s / %s",
              b ? res.fallback_reason : err, path);
    engine_destroy(b);
    /* both bad: the newest's reason, and the previous one's */
    f = fopen(path, "w");
    fputs("felt-save 1\nconfig {}\n", f);
    fclose(f);
    f = fopen(prev, "w");
    fputs("garbage\n", f);
    fclose(f);
    b = save_load(path, &res, NULL, NULL, err, sizeof err);
    CHECK_MSG(b == NULL && strstr(err, "truncated") && strstr(err, "previous copy") && strstr(err, "not a Felt save"),
              "both bad: %.100s", err);
    engine_destroy(b);
    /* an empty file name and a directory */
    CHECK_MSG(save_write(a, "", err, sizeof err) != 0 && strstr(err, "empty"), "empty name: %.100s", err);
    b = save_load(dir, &res, NULL, NULL, err, sizeof err);
    CHECK_MSG(b == NULL && strstr(err, "directory"), "directory: %.100s", err);
    engine_destroy(b);
    engine_destroy(a);
    remove(path);
    remove(prev);
    rmdir(dir);
}

int main(int argc, char **argv)
{
    tl_init(argc, argv, 424242);
    if (tl_group("resume_matches"))
        resume_matches(tl_seed());
    if (tl_group("corrupt_saves_are_refused"))
        corrupt_saves_are_refused(tl_seed());
    if (tl_group("writing_keeps_the_previous_save"))
        writing_keeps_the_previous_save(tl_seed());
    if (tl_group("bad_values_are_refused"))
        bad_values_are_refused(tl_seed());
    if (tl_group("state_hash_mixes_every_bet_field"))
        state_hash_mixes_every_bet_field(tl_seed());
    if (tl_group("meta_is_kept_verbatim"))
        meta_is_kept_verbatim(tl_seed());
    if (tl_group("loading_falls_back_to_the_previous_save"))
        loading_falls_back_to_the_previous_save(tl_seed());
    return tl_finish();
}
