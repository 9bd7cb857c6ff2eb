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

static void drain(engine_t *e)
{
    ev_t ev;
    while (engine_poll(e, &ev))
        ;
}

/* Play until `hands` hands have ended (or the end). */
static void play_hands(engine_t *e, rng_t *r, int hands)
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

static engine_t *new_game(uint64_t seed, const structure_t *st, int players)
{
    engine_config_t cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.seed = seed;
    cfg.structure = st;
    cfg.n_players = players;
    snprintf(cfg.seats[0].name, sizeof cfg.seats[0].name, "Ann \"the rock\"");
    cfg.seats[0].occupied = 0;
    char err[256];
    engine_t *e = engine_create(&cfg, err, sizeof err);
    if (!e)
        fprintf(stderr, "create failed: %s\n", err);
    return e;
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
            engine_t *a = new_game(seed + (uint64_t)k, &st, 6 + k);
            rng_t ra;
            rng_init(&ra, seed, 99);
            play_hands(a, &ra, stop);
            char *text = save_text(a);
            CHECK_MSG(text != NULL, "save_text");
            if (!text) {
                engine_destroy(a);
                continue;
            }
            save_replay_result_t res;
            engine_t *b = save_load_text("mem.save", text, strlen(text), &res, NULL, NULL, err, sizeof err);
            CHECK_MSG(b != NULL, "%s: resume after %d hands: %s", names[k], stop, err);
            if (b) {
                CHECK_MSG(engine_state_hash(a) == engine_state_hash(b), "%s: state hash differs after resume", names[k]);
                CHECK_MSG(res.diverged_hand == 0, "no divergence");
                const uint64_t *h;
                const int *at;
                int n = engine_hand_hashes(a, &h, &at);
                CHECK_MSG(res.hands_checked == n, "%s: checked %d hands of %d", names[k], res.hands_checked, n);
                /* both continue identically with the same driver stream */
                rng_t rb = ra;
                for (int i = 0; i < 3000 && engine_phase(a) != PHASE_FINISHED; i++) {
                    cmd_t ca = next_command(a, &ra), cb = next_command(b, &rb);
                    CHECK_MSG(ca.type == cb.type && ca.seat == cb.seat && ca.amount == cb.amount, "same decisions");
                    engine_reject_t x = engine_submit(a, ca), y = engine_submit(b, cb);
                    CHECK_MSG(x == y, "same verdicts");
                    drain(a);
                    drain(b);
                    if (engine_state_hash(a) != engine_state_hash(b)) {
                        CHECK_MSG(0, "%s: resumed game diverged at step %d", names[k], i);
                        break;
                    }
                }
                engine_destroy(b);
            }
            free(text);
            engine_destroy(a);
        }
    }
}

static void corrupt_saves_are_refused(uint64_t seed)
{
    structure_t st;
    structure_default(&st);
    engine_t *a = new_game(seed, &st, 5);
    rng_t r;
    rng_init(&r, seed, 5);
    play_hands(a, &r, 12);
    char *text = save_text(a);
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
    engine_destroy(a);
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
    engine_t *a = new_game(seed, &st, 4);
    rng_t r;
    rng_init(&r, seed, 7);
    char err[320];
    play_hands(a, &r, 3);
    CHECK_MSG(save_write(a, path, err, sizeof err) == 0, "first write: %s", err);
    uint64_t h3 = engine_state_hash(a);
    play_hands(a, &r, 6);
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
    return tl_finish();
}
