/* test_mtt_journal_replay.c — a journal written through the session layer describes itself:
 * session_mtt_journal_create takes its recipe (seed, field, table size, bot mix, people and their
 * names, structure) from the tournament, so `felt-cli replay FILE` replays a people-MTT with
 * nothing else given, checks every hand and prints the same finishing table the session's
 * tournament ended with. A structure text that is not the tournament's, or none for a
 * non-built-in structure, is refused naming the field. */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ai/bot.h"
#include "engine/structure.h"
#include "session/session_mtt.h"
#include "testlib.h"
#include "tournament/journal.h"
#include "tournament/tournament.h"

static bot_registry_t *reg;
static structure_t mtt_st;
static structure_mtt_t mtt_m;

static char *read_all(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    char *buf = malloc(1 << 20);
    *len = buf ? fread(buf, 1, (1 << 20) - 1, f) : 0;
    fclose(f);
    if (buf)
        buf[*len] = 0;
    return buf;
}

/* The finishing table as felt-cli prints it: "%7s  %-12s %16s  %d" (place, name, prize, table). */
typedef struct row {
    char place[32], name[32];
    int has_prize, table;
} row_t;

static int parse_row(const char *line, row_t *r)
{
    if (strlen(line) < 7 + 2 + 12 + 1 + 16 + 2 + 1)
        return -1;
    char place[8], name[13], prize[17];
    memcpy(place, line, 7);
    place[7] = 0;
    memcpy(name, line + 9, 12);
    name[12] = 0;
    memcpy(prize, line + 22, 16);
    prize[16] = 0;
    char *p = place;
    while (*p == ' ')
        p++;
    snprintf(r->place, sizeof r->place, "%s", p);
    for (int i = 11; i >= 0 && name[i] == ' '; i--)
        name[i] = 0;
    snprintf(r->name, sizeof r->name, "%s", name);
    r->has_prize = strspn(prize, " ") < 16;
    r->table = atoi(line + 40);
    return 0;
}

static void test_a_session_journal_replays_from_the_command_line(void)
{
    const uint64_t seed = 77;
    const int n = 36;
    char dir[] = "/tmp/felt-test-mtt-journal-XXXXXX", path[512];
    if (!mkdtemp(dir)) {
        CHECK_MSG(0, "mkdtemp");
        return;
    }
    snprintf(path, sizeof path, "%s/journal", dir);
    size_t st_len = 0;
    char *st_text = read_all(FELT_SOURCE_DIR "/levels/mtt.json", &st_len);
    CHECK(st_text != NULL);
    if (!st_text)
        return;
    tourney_config_t cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.seed = seed;
    cfg.n_players = n;
    cfg.table_size = 6;
    cfg.structure = &mtt_st;
    cfg.mtt = &mtt_m;
    cfg.registry = reg;
    char err[1024];
    const char *mix[] = {"tag:hard", "lag:medium", "rock"};
    for (int i = 0; i < 3; i++)
        CHECK(bot_spec_parse(reg, mix[i], &cfg.mix[cfg.n_mix++], err, sizeof err) == 0);
    cfg.n_people = 2;
    cfg.people[0].entrant = 4;
    snprintf(cfg.people[0].name, sizeof cfg.people[0].name, "Ana Maria");
    cfg.people[1].entrant = 20; /* the default name */
    session_mtt_t *m = session_mtt_create(&cfg, err, sizeof err);
    CHECK_MSG(m != NULL, "%.400s", err);
    if (!m) {
        free(st_text);
        return;
    }
    /* bad input: no text for a structure that is not the built-in one; another structure's */
    CHECK(session_mtt_journal_create(m, path, NULL, 0, 40, err, sizeof err) == NULL);
    CHECK_MSG(strstr(err, "structure") && strstr(err, path), "%.400s", err);
    size_t other_len = 0;
    char *other = read_all(FELT_SOURCE_DIR "/levels/home.json", &other_len);
    CHECK(other != NULL);
    if (other) {
        CHECK(session_mtt_journal_create(m, path, other, other_len, 40, err, sizeof err) == NULL);
        CHECK_MSG(strstr(err, "structure:") && strstr(err, mtt_st.name), "%.400s", err);
        free(other);
    }
    tj_writer_t *w = session_mtt_journal_create(m, path, st_text, st_len, 40, err, sizeof err);
    CHECK_MSG(w != NULL, "%.400s", err);
    if (!w) {
        session_mtt_destroy(m);
        free(st_text);
        return;
    }
    int commands = 0;
    session_mtt_step_t r = SESSION_MTT_DONE;
    for (long guard = 0; guard < 2000000; guard++) {
        r = session_mtt_step(m);
        CHECK_EQ_INT(tj_commit(w, err, sizeof err), 0);
        if (r != SESSION_MTT_PERSON && r != SESSION_MTT_DONE)
            break;
        while (r == SESSION_MTT_PERSON) {
            tourney_wait_t wt;
            session_mtt_wait(m, &wt);
            if (commands == 40) { /* the second person leaves: a bot plays on */
                CHECK_EQ_INT(session_mtt_leave(m, 20), 0);
                commands++;
                r = SESSION_MTT_DONE;
                break;
            }
            cmd_t c = {wt.kind == TOURNEY_WAIT_DECISION ? CMD_DECLINE
                       : wt.legal.can_raise && commands % 4 == 0 ? CMD_RAISE
                       : wt.legal.can_check                     ? CMD_CHECK
                                                                : CMD_CALL,
                       0, wt.legal.min_to};
            if (session_mtt_submit(m, wt.player, c) != REJ_OK) {
                c.type = wt.kind == TOURNEY_WAIT_DECISION ? CMD_DECLINE : CMD_FOLD;
                CHECK_EQ_INT((int)session_mtt_submit(m, wt.player, c), (int)REJ_OK);
            }
            commands++;
            session_mtt_wait(m, &wt);
            if (wt.kind == TOURNEY_WAIT_NONE)
                r = SESSION_MTT_DONE;
        }
    }
    CHECK_EQ_INT((int)r, (int)SESSION_MTT_FINISHED);
    CHECK(commands > 10);
    const tourney_t *t = session_mtt_tourney(m);
    row_t want[64];
    int winner = 0;
    for (int i = 0; i < n; i++) {
        tourney_result_t res;
        tourney_result(t, i, &res);
        if (res.place == 1)
            winner = i + 1;
        row_t *x = &want[i];
        if (res.place_to > res.place)
            snprintf(x->place, sizeof x->place, "%d-%d", res.place, res.place_to);
        else
            snprintf(x->place, sizeof x->place, "%d", res.place);
        snprintf(x->name, sizeof x->name, "%s", tourney_player_name(t, i));
        x->has_prize = res.prize > 0;
        x->table = res.table;
    }
    CHECK_EQ_INT(tj_finish(w, winner, tj_hands(w), err, sizeof err), 0);
    CHECK(tj_compactions(w) > 0);
    tj_destroy(w);
    session_mtt_destroy(m);

    /* felt-cli replay FILE, nothing else given */
    char cmd[1024];
    snprintf(cmd, sizeof cmd, "'%s' replay '%s' 2>&1", FELT_CLI, path);
    FILE *p = popen(cmd, "r");
    CHECK(p != NULL);
    if (!p) {
        free(st_text);
        return;
    }
    char line[512];
    int ok = 0, in_table = 0, rows = 0, matched = 0;
    while (fgets(line, sizeof line, p)) {
        line[strcspn(line, "\n")] = 0;
        if (strstr(line, ": ok, ") && strstr(line, "tournament complete") && strstr(line, "commands of 2 people"))
            ok = 1;
        if (!strcmp(line, "finishing table:")) {
            in_table = 1;
            continue;
        }
        if (!in_table || strstr(line, "out at table") || !line[0])
            continue;
        row_t got;
        if (parse_row(line, &got) != 0) {
            CHECK_MSG(0, "replay: not a finishing-table row: '%s'", line);
            continue;
        }
        rows++;
        for (int i = 0; i < n; i++)
            if (!strcmp(want[i].name, got.name)) {
                int same = !strcmp(want[i].place, got.place) && want[i].has_prize == got.has_prize &&
                           want[i].table == got.table;
                CHECK_MSG(same, "replay's row '%s'; the session's tournament: place %s, table %d, %s", line,
                          want[i].place, want[i].table, want[i].has_prize ? "paid" : "not paid");
                matched += same;
            }
    }
    int rc = pclose(p);
    CHECK_EQ_INT(rc, 0);
    CHECK_MSG(ok, "replay did not say ok for a complete tournament of 2 people");
    CHECK_EQ_INT(rows, n);
    CHECK_EQ_INT(matched, n);
    printf("replay: %d rows of the finishing table matched, %d people's commands\n", matched, commands);
    free(st_text);
    remove(path);
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
    if (tl_group("mtt_journal_a_session_journal_describes_itself_and_felt_cli_replay_prints_its_finishing_table"))
        test_a_session_journal_replays_from_the_command_line();
    tl_group_end();
    bot_registry_destroy(reg);
    return tl_finish();
}
