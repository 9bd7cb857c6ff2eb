/* test_record.c — trainees and their records (src/drill/drill_record.c), the report computed
 * from them and exported as HTML (drill_report.c, `felt-cli drill --report`), and the written
 * test (`felt-cli drill --exam`): deterministic, its key the engine's answers. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "drill/drill.h"
#include "drill/drill_record.h"
#include "testlib.h"

static char *run(const char *cmd, int *status)
{
    FILE *p = popen(cmd, "r");
    if (!p)
        return NULL;
    size_t cap = 1 << 16, len = 0;
    char *s = malloc(cap);
    size_t n;
    while (s && (n = fread(s + len, 1, cap - len - 1, p)) > 0) {
        len += n;
        if (cap - len < 4096) {
            cap *= 2;
            char *g = realloc(s, cap);
            if (!g) {
                free(s);
                s = NULL;
                break;
            }
            s = g;
        }
    }
    int rc = pclose(p);
    if (status)
        *status = WIFEXITED(rc) ? WEXITSTATUS(rc) : -1;
    if (s)
        s[len] = '\0';
    return s;
}

static drill_result_t result(drill_topic_t t, int right, double secs, int64_t when, const char *given)
{
    drill_result_t r;
    memset(&r, 0, sizeof r);
    r.topic = t;
    r.seed = 40 + (uint64_t)when % 7;
    r.difficulty = 2;
    r.right = right;
    snprintf(r.question, sizeof r.question, "Who acts first? <seat & co>");
    snprintf(r.given, sizeof r.given, "%s", given);
    snprintf(r.correct, sizeof r.correct, "seat 4");
    snprintf(r.rule, sizeof r.rule, "R6");
    r.seconds = secs;
    r.when_ms = when;
    r.session_ms = when - 1000;
    return r;
}

static void test_roster(void)
{
    char err[512];
    drill_roster_t *r = malloc(sizeof *r);
    drill_roster_init(r);
    CHECK_EQ_INT(drill_roster_add(r, "  Ann  ", err, sizeof err), 0);
    CHECK_EQ_STR(r->trainee[0].name, "Ann");
    CHECK_EQ_INT(drill_roster_add(r, "Ann", err, sizeof err), -1);
    CHECK(strstr(err, "already") != NULL);
    CHECK_EQ_INT(drill_roster_add(r, "   ", err, sizeof err), -1);
    CHECK_EQ_INT(drill_roster_add(r, "Bo \"the\" <dealer>", err, sizeof err), 1);
    CHECK_EQ_INT(drill_roster_add(r, "Cy", err, sizeof err), 2);
    CHECK_EQ_INT(drill_roster_rename(r, 2, "Cyd", err, sizeof err), 0);
    CHECK_EQ_INT(drill_roster_rename(r, 2, "Ann", err, sizeof err), -1);
    drill_result_t a = result(DRILL_FIRST_TO_ACT, 0, 4.5, 1764115200000LL, "seat 2");
    CHECK_EQ_INT(drill_trainee_record(&r->trainee[1], &a), 0);
    drill_result_t b = result(DRILL_SIDE_POTS, 1, 12.25, 1764201600000LL, "main pot 300");
    CHECK_EQ_INT(drill_trainee_record(&r->trainee[1], &b), 0);
    r->current = 1;
    drill_roster_remove(r, 0); /* Ann: the ids stay, the chosen one stays chosen */
    CHECK_EQ_INT(r->n, 2);
    CHECK_EQ_INT(r->current, 0);
    CHECK_EQ_STR(r->trainee[0].name, "Bo \"the\" <dealer>");
    CHECK_EQ_INT(r->trainee[0].id, 2);
    CHECK_EQ_INT(r->next_id, 4);

    char *json = drill_roster_json(r);
    CHECK(json != NULL);
    drill_roster_t *back = malloc(sizeof *back);
    CHECK_EQ_INT(drill_roster_parse("trainees.json", json, strlen(json), back, err, sizeof err), 0);
    CHECK_EQ_INT(back->n, 2);
    CHECK_EQ_INT(back->next_id, 4);
    CHECK_EQ_STR(back->trainee[0].name, r->trainee[0].name);
    CHECK_EQ_INT(back->trainee[0].n_results, 2);
    const drill_result_t *x = &back->trainee[0].results[1];
    CHECK_EQ_INT((int)x->topic, DRILL_SIDE_POTS);
    CHECK_EQ_INT(x->right, 1);
    CHECK_EQ_STR(x->given, "main pot 300");
    CHECK_EQ_STR(x->question, "Who acts first? <seat & co>");
    CHECK_NEAR(x->seconds, 12.25, 0.051); /* kept to a tenth */
    CHECK(x->when_ms == 1764201600000LL);
    char *again = drill_roster_json(back);
    CHECK_EQ_STR(again, json); /* read back and written again: the same text */
    free(again);
    drill_roster_free(back);

    /* bad files: the file, the line, the field and the value named; nothing loaded */
    static const struct {
        const char *from, *to, *want;
    } bad[] = {
        {"\"version\": 1", "\"version\": 2", "trainees.json:2: version: expected 1 (the only version so far), got 2"},
        {"\"topic\":\"first-to-act\"", "\"topic\":\"first-to-ack\"", "trainees.json:7: trainees[0].results[0].topic: expected a drill topic"},
        {"\"right\":false", "\"right\":0", "trainees.json:7: trainees[0].results[0].right: expected true or false, got 0"},
        {"\"name\":\"Cyd\"", "\"name\":\"Bo \\\"the\\\" <dealer>\"", "trainees[1].name: expected a name no other trainee has"},
        {"\"seconds\":4.5", "\"seconds\":-4.5", "trainees[0].results[0].seconds: expected a time in seconds from 0"},
        {"\"next_id\": 4", "\"next_ld\": 4", "trainees.json:4: next_ld: expected a key among version, current, next_id, journal_seq, trainees, got unknown key \"next_ld\""},
        {"\"current\": \"Bo", "\"current\": \"Xo", "current: expected the name of a trainee in \"trainees\", got \"Xo"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char *at = strstr(json, bad[i].from);
        CHECK_MSG(at != NULL, "case %zu: %s not in the file", i, bad[i].from);
        if (!at)
            continue;
        size_t pre = (size_t)(at - json), fl = strlen(bad[i].from), tol = strlen(bad[i].to);
        char *t = malloc(strlen(json) + tol + 1);
        memcpy(t, json, pre);
        memcpy(t + pre, bad[i].to, tol);
        strcpy(t + pre + tol, at + fl);
        err[0] = '\0';
        drill_roster_t *out = malloc(sizeof *out);
        CHECK_EQ_INT(drill_roster_parse("trainees.json", t, strlen(t), out, err, sizeof err), -1);
        CHECK_MSG(strstr(err, bad[i].want) != NULL, "case %zu: got \"%s\", want \"%s\"", i, err, bad[i].want);
        CHECK_EQ_INT(out->n, 0);
        free(out);
        free(t);
    }
    CHECK_EQ_INT(drill_roster_parse("trainees.json", "{\"version\": 1, \"trainees\": [", 27, back, err, sizeof err), -1);
    CHECK(strstr(err, "trainees.json:1") != NULL);
    free(back);
    free(json);
    drill_roster_free(r);
    free(r);
}

/* A drill graded and kept: the words of both answers, the rule, the id or seed. */
static void test_result_of_a_drill(void)
{
    drill_t *d = malloc(sizeof *d);
    char err[256];
    CHECK_EQ_INT(drill_generate(DRILL_FIRST_TO_ACT, 5, 2, d, err, sizeof err), 0);
    drill_answer_t given = d->answer;
    given.seat = (d->answer.seat + 1) % 2;
    drill_result_t r;
    drill_result_make(d, &given, 0, 3.14, 1764115200123LL, 1764115100000LL, &r);
    char want[2048];
    drill_answer_describe(&d->answer, d, want, sizeof want);
    CHECK_EQ_STR(r.correct, want);
    drill_answer_describe(&given, d, want, sizeof want);
    CHECK_EQ_STR(r.given, want);
    CHECK_EQ_STR(r.rule, d->rule);
    CHECK(r.seed == 5 && r.drill[0] == '\0' && r.right == 0);
    CHECK_NEAR(r.seconds, 3.1, 1e-9);
    drill_result_make(d, NULL, 0, 30, 1, 1, &r); /* the time ran out */
    CHECK_EQ_STR(r.given, "");
    free(d);
}

static int count(const char *hay, const char *needle)
{
    int n = 0;
    for (const char *p = hay; (p = strstr(p, needle)) != NULL; p += strlen(needle))
        n++;
    return n;
}

static void test_report(void)
{
    char dir[] = "/tmp/felt_record_XXXXXX";
    const char *tmp = getenv("TMPDIR");
    char base[512];
    snprintf(base, sizeof base, "%s/felt_record_XXXXXX", tmp && tmp[0] ? tmp : "/tmp");
    char *d = mkdtemp(base);
    CHECK(d != NULL);
    if (!d)
        return;
    (void)dir;
    char err[512];
    drill_roster_t *r = malloc(sizeof *r);
    drill_roster_init(r);
    drill_roster_add(r, "Kim", err, sizeof err);
    int who = drill_roster_add(r, "<Ann & Bo>", err, sizeof err);
    drill_trainee_t *t = &r->trainee[who];
    /* day 1 (2025-11-26): first-to-act 3 of 4 right, times 2, 4, 6, 10 -> median 5.0; side pots 0 of 1 */
    int64_t d1 = 1764115200000LL + 3600000, d2 = d1 + 86400000LL;
    drill_result_t res[] = {
        result(DRILL_FIRST_TO_ACT, 1, 2.0, d1, "seat 4"),       result(DRILL_FIRST_TO_ACT, 0, 4.0, d1 + 1, "seat 2 <late>"),
        result(DRILL_FIRST_TO_ACT, 1, 6.0, d1 + 2, "seat 4"),   result(DRILL_FIRST_TO_ACT, 1, 10.0, d1 + 3, "seat 4"),
        result(DRILL_SIDE_POTS, 0, 30.5, d1 + 4, ""),           /* day 2: side pots 1 of 1 in 7.5 s */
        result(DRILL_SIDE_POTS, 1, 7.5, d2, "main pot 300"),
    };
    for (size_t i = 0; i < sizeof res / sizeof res[0]; i++)
        drill_trainee_record(t, &res[i]);
    drill_report_t rep;
    CHECK_EQ_INT(drill_report_compute(t, &rep), 0);
    CHECK_EQ_INT(rep.asked, 6);
    CHECK_EQ_INT(rep.right, 4);
    CHECK_EQ_INT(rep.topic[DRILL_FIRST_TO_ACT].asked, 4);
    CHECK_EQ_INT(rep.topic[DRILL_FIRST_TO_ACT].right, 3);
    CHECK_NEAR(rep.topic[DRILL_FIRST_TO_ACT].median_s, 5.0, 1e-9);
    CHECK_NEAR(rep.topic[DRILL_SIDE_POTS].median_s, 19.0, 1e-9);
    CHECK_EQ_INT(rep.n_days, 2);
    CHECK_EQ_STR(rep.day[0].date, "2025-11-26");
    CHECK_EQ_STR(rep.day[1].date, "2025-11-27");
    CHECK_EQ_INT(rep.day[0].asked, 5);
    CHECK_EQ_INT(rep.day[1].topic[DRILL_SIDE_POTS].right, 1);
    CHECK_EQ_INT(rep.n_missed, 2);
    CHECK_EQ_INT(rep.missed[0], 4); /* newest first */
    drill_report_free(&rep);

    char path[700], out[800], cmd[2400];
    snprintf(path, sizeof path, "%s/trainees.json", d);
    CHECK_EQ_INT(drill_roster_save(path, r, err, sizeof err), 0);
    snprintf(out, sizeof out, "%s/report.html", d);
    snprintf(cmd, sizeof cmd, "'%s' drill --report '<Ann & Bo>' --data '%s' --out '%s' --rules '%s/docs/rules.md' 2>&1",
             FELT_CLI, d, out, FELT_SOURCE_DIR);
    int status = -1;
    char *said = run(cmd, &status);
    CHECK_EQ_INT(status, 0);
    CHECK_MSG(said && strstr(said, out), "felt-cli said: %s", said ? said : "(nothing)");
    free(said);
    char *html = tl_slurp(out, NULL);
    CHECK(html != NULL);
    if (html) {
        CHECK(strstr(html, "<!DOCTYPE html>") == html);
        CHECK(strstr(html, "Practice report: &lt;Ann &amp; Bo&gt;") != NULL);
        CHECK(strstr(html, "<Ann") == NULL);
        CHECK(strstr(html, "seat 2 &lt;late&gt;") != NULL);
        CHECK(strstr(html, "<late>") == NULL);
        CHECK(strstr(html, "6 answered, 4 right (67%), median time 6.8 s.") != NULL);
        /* per topic: answered, right, accuracy, median */
        CHECK(strstr(html, "Who acts first</td><td class=\"n\">4</td><td class=\"n\">3</td><td class=\"n\">75%") != NULL);
        CHECK(strstr(html, "<td class=\"n\">5.0 s</td>") != NULL);
        CHECK(strstr(html, "<td class=\"n\">19.0 s</td>") != NULL);
        /* per day */
        CHECK(strstr(html, "<tr><td>2025-11-26</td><td class=\"n\">5</td><td class=\"n\">60%") != NULL);
        CHECK(strstr(html, "<td class=\"n\">1/1, 7.5 s</td>") != NULL);
        /* the two missed, the correct answer and the rule with its title from the rule book */
        CHECK_EQ_INT(count(html, "<span class=\"correct\">Correct: seat 4</span>"), 2);
        CHECK(strstr(html, "nothing (the time ran out)") != NULL);
        CHECK(strstr(html, "Rule: R6 ") != NULL);
        /* self-contained and printable */
        CHECK(strstr(html, "@media print") != NULL);
        CHECK(strstr(html, "src=") == NULL && strstr(html, "http") == NULL && strstr(html, "<script") == NULL &&
              strstr(html, "<link") == NULL);
        /* the game's export is the same function */
        char made[16];
        const char *m = strstr(html, "Made ");
        snprintf(made, sizeof made, "%.10s", m ? m + 5 : "");
        drill_rulebook_t *rb = NULL;
        char rp[600];
        snprintf(rp, sizeof rp, "%s/docs/rules.md", FELT_SOURCE_DIR);
        rb = drill_rulebook_load(rp, err, sizeof err);
        char *same = drill_report_html(t, rb, made);
        CHECK_EQ_STR(same, html);
        free(same);
        drill_rulebook_free(rb);
    }
    free(html);
    /* an unknown trainee and a bad file are refused, naming them */
    snprintf(cmd, sizeof cmd, "'%s' drill --report Nobody --data '%s' --out '%s/x.html' 2>&1", FELT_CLI, d, d);
    said = run(cmd, &status);
    CHECK_EQ_INT(status, 1);
    CHECK(said && strstr(said, "no trainee named 'Nobody'") && strstr(said, "'<Ann & Bo>'"));
    free(said);
    FILE *f = fopen(path, "w");
    fputs("{\"version\": 1, \"trainees\": [{\"id\": 1, \"name\": \"Kim\", \"results\": 3}]}\n", f);
    fclose(f);
    snprintf(cmd, sizeof cmd, "'%s' drill --report Kim --data '%s' 2>&1", FELT_CLI, d);
    said = run(cmd, &status);
    CHECK_EQ_INT(status, 1);
    CHECK_MSG(said && strstr(said, "trainees.json:1: trainees[0].results: expected an array, got 3"), "got %s",
              said ? said : "");
    free(said);
    drill_roster_free(r);
    free(r);
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", d);
    CHECK_EQ_INT(system(cmd), 0);
}

/* The HTML text of s as the exam escapes it. */
static void esc(const char *s, char *out, size_t len)
{
    drill_text_t b = {0};
    drill_text_esc(&b, s);
    snprintf(out, len, "%s", b.s ? b.s : "");
    free(b.s);
}

static void test_exam(void)
{
    char cmd[1200];
    int status = -1;
    snprintf(cmd, sizeof cmd, "'%s' drill --exam 30 --seed 11 --rules '%s/docs/rules.md'", FELT_CLI, FELT_SOURCE_DIR);
    char *one = run(cmd, &status);
    CHECK_EQ_INT(status, 0);
    char *two = run(cmd, &status);
    CHECK(one && two && !strcmp(one, two)); /* the same seed, the same bytes */
    snprintf(cmd, sizeof cmd, "'%s' drill --exam 30 --seed 12 --rules '%s/docs/rules.md'", FELT_CLI, FELT_SOURCE_DIR);
    char *other = run(cmd, &status);
    CHECK(other && one && strcmp(one, other) != 0);
    free(other);
    free(two);
    if (!one)
        return;
    const char *key = strstr(one, "<h2>Answer key</h2>");
    CHECK(key != NULL);
    /* each question: its drill regenerated gives the key's answer and rule */
    int n = 0, seen[DRILL_TOPIC_COUNT] = {0};
    const char *q = one, *k = key;
    drill_t *d = malloc(sizeof *d);
    while (key && (q = strstr(q, "<li data-topic=\"")) != NULL && q < key) {
        char topic[32];
        unsigned long long seed;
        int diff;
        CHECK_EQ_INT(sscanf(q, "<li data-topic=\"%31[^\"]\" data-seed=\"%llu\" data-difficulty=\"%d\"", topic, &seed, &diff),
                     3);
        q++;
        drill_topic_t t;
        char err[256];
        CHECK_EQ_INT(drill_topic_parse(topic, &t), 0);
        if (n < 13) /* the first block of 9 + 5 holds every topic */
            seen[t]++;
        CHECK_EQ_INT(drill_generate(t, seed, diff, d, err, sizeof err), 0);
        k = strstr(k, "<li><span class=\"ans\">");
        CHECK(k != NULL);
        if (!k)
            break;
        k += strlen("<li><span class=\"ans\">");
        char ans[2048], want[4096], rule[64];
        drill_answer_describe(&d->answer, d, ans, sizeof ans);
        esc(ans, want, sizeof want);
        CHECK_MSG(!strncmp(k, want, strlen(want)) && !strncmp(k + strlen(want), "</span>", 7),
                  "question %d (%s %llu): key %.80s, engine %s", n + 1, topic, seed, k, want);
        snprintf(rule, sizeof rule, "</span><br>Rule %s ", d->rule);
        CHECK(!strncmp(k + strlen(want), rule, strlen(rule)));
        char qtext[1200];
        esc(d->question, qtext, sizeof qtext);
        CHECK(strstr(q, qtext) != NULL && strstr(q, qtext) < key);
        /* where positions matter the question names this hand's button, and the key too; where the
         * drill's own question names it, the two agree */
        const char *next = strstr(q, "<li data-topic=\"");
        const char *end = next && next < key ? next : key;
        const char *line = strstr(q, "This hand: button seat ");
        const char *kend = strstr(k, "</li>");
        const char *kline = strstr(k, "This hand: button seat ");
        int played = t != DRILL_BUTTON && t != DRILL_HEADS_UP && t != DRILL_CHIP_RACE && t != DRILL_FLOOR;
        CHECK_MSG(!played == !(line && line < end), "question %d (%s): the button named %d", n + 1, topic, line && line < end);
        CHECK_MSG(!played == !(kline && kline < kend), "key %d (%s): the button named %d", n + 1, topic,
                  kline && kline < kend);
        const char *named = strstr(d->question, "button on seat ");
        int b1 = 0, b2 = 0, b3 = 0;
        if (played && named && line && kline && sscanf(named, "button on seat %d", &b1) == 1 &&
            sscanf(line, "This hand: button seat %d", &b2) == 1 && sscanf(kline, "This hand: button seat %d", &b3) == 1)
            CHECK_MSG(b1 == b2 && b2 == b3, "question %d (%s): button %d, exam %d, key %d", n + 1, topic, b1, b2, b3);
        n++;
    }
    CHECK_EQ_INT(n, 30);
    for (int t = 0; t < DRILL_TOPIC_COUNT; t++)
        if (t != DRILL_FLOOR)
            CHECK_MSG(seen[t] >= 1, "topic %s missing from the first block", drill_topic_name((drill_topic_t)t));
    CHECK(strstr(one, "Seat 1: ") != NULL && strstr(one, " chips") != NULL);
    free(d);
    free(one);
    /* --topics: only those; --out writes the same bytes */
    char path[600];
    const char *tmp = getenv("TMPDIR");
    snprintf(path, sizeof path, "%s/felt_exam_%d.html", tmp && tmp[0] ? tmp : "/tmp", (int)getpid());
    snprintf(cmd, sizeof cmd, "'%s' drill --exam 6 --seed 3 --topics side-pots,reopen --out '%s' 2>/dev/null", FELT_CLI,
             path);
    CHECK_EQ_INT(system(cmd), 0);
    char *f = tl_slurp(path, NULL);
    CHECK(f && count(f, "<li data-topic=\"side-pots\"") + count(f, "<li data-topic=\"reopen\"") == 6 &&
          count(f, "<li data-topic=\"side-pots\"") >= 2 && count(f, "<li data-topic=\"reopen\"") >= 2);
    snprintf(cmd, sizeof cmd, "'%s' drill --exam 6 --seed 3 --topics side-pots,reopen", FELT_CLI);
    char *same = run(cmd, &status);
    CHECK(f && same && !strcmp(f, same));
    free(same);
    free(f);
    unlink(path);
    snprintf(cmd, sizeof cmd, "'%s' drill --exam 6 --topics side-pots,floor 2>&1", FELT_CLI);
    char *said = run(cmd, &status);
    CHECK_EQ_INT(status, 2);
    CHECK(said && strstr(said, "got 'floor'"));
    free(said);
}

int main(int argc, char **argv)
{
    tl_init(argc, argv, 1);
    if (tl_group("trainees_and_their_results_round_trip_and_bad_files_name_file_field_and_value"))
        test_roster();
    if (tl_group("a_graded_drill_is_kept_with_both_answers_in_words_and_the_rule"))
        test_result_of_a_drill();
    if (tl_group("the_report_exported_holds_the_trainees_figures_and_escapes_names"))
        test_report();
    if (tl_group("felt_cli_drill_exam_is_the_same_for_a_seed_and_its_key_is_the_engines"))
        test_exam();
    return tl_finish();
}
