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
#include "engine/rng.h"
#include "engine/save.h"
#include "engine/structure.h"

#include "session_testlib.h"
#include "testlib.h"

/* Play until `hands` hands have ended (or the end), the random driver at every seat. */
static void play_hands(session_t *s, int hands)
{
    const uint64_t *h;
    const int *at;
    int guard = 0;
    while (engine_hand_hashes(session_engine(s), &h, &at) < hands && guard++ < 100000 && stl_step(s))
        ;
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

int main(int argc, char **argv)
{
    tl_init(argc, argv, 424242);
    if (tl_group("resume_matches"))
        resume_matches(tl_seed());
    if (tl_group("corrupt_saves_are_refused"))
        corrupt_saves_are_refused(tl_seed());
    if (tl_group("writing_keeps_the_previous_save"))
        writing_keeps_the_previous_save(tl_seed());
    return tl_finish();
}
