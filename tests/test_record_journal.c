/* test_record_journal.c — trainees.journal (src/drill/drill_record.c, issue 27 "never lose"):
 * each answer appended as one CRC-closed record instead of trainees.json rewritten whole; loading
 * is the roster then the journal's newer records; a torn last record is dropped, a bad middle one
 * stops the replay there naming the file and the line; compacting folds the journal in and a
 * crash before the journal is removed applies nothing twice; felt-cli's report sees the journal. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "drill/drill_record.h"
#include "engine/text.h"
#include "testlib.h"

static void put(const char *path, const char *data, size_t len)
{
    FILE *f = fopen(path, "wb");
    CHECK(f != NULL);
    if (!f)
        return;
    CHECK_EQ_INT(fwrite(data, 1, len, f), len);
    fclose(f);
}

static int exists(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0;
}

/* A temporary folder with the two file names in it. */
typedef struct place {
    char dir[512], roster[600], journal[600];
} place_t;

static int place_make(place_t *p)
{
    const char *tmp = getenv("TMPDIR");
    snprintf(p->dir, sizeof p->dir, "%s/felt_journal_XXXXXX", tmp && tmp[0] ? tmp : "/tmp");
    if (!mkdtemp(p->dir))
        return -1;
    snprintf(p->roster, sizeof p->roster, "%s/trainees.json", p->dir);
    drill_journal_path(p->roster, p->journal, sizeof p->journal);
    return 0;
}

static void place_remove(place_t *p)
{
    char cmd[700];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", p->dir);
    CHECK_EQ_INT(system(cmd), 0);
}

/* The k-th answer: every field varied, texts with quotes, <, & and UTF-8. */
static drill_result_t answer(int k)
{
    drill_result_t r;
    memset(&r, 0, sizeof r);
    r.topic = (drill_topic_t)(k % (DRILL_TOPIC_COUNT - 1));
    if (k % 5 == 0)
        snprintf(r.drill, sizeof r.drill, "floor-%d", k);
    else
        r.seed = 1000003u * (uint64_t)k + 7;
    r.difficulty = 1 + k % 5;
    r.right = k % 3 != 0;
    snprintf(r.question, sizeof r.question, "Question %d: who acts first? \"seat\" <%d> & co — ♠", k, k % 9);
    if (k % 7)
        snprintf(r.given, sizeof r.given, "seat %d", k % 9 + 1);
    snprintf(r.correct, sizeof r.correct, "seat %d", (k + 2) % 9 + 1);
    snprintf(r.rule, sizeof r.rule, "R%d", 1 + k % 40);
    r.seconds = (double)(k % 300) / 10.0;
    r.when_ms = 1764115200000LL + 61000LL * k;
    r.session_ms = 1764115200000LL;
    return r;
}

/* A roster of three trainees, no results yet. */
static drill_roster_t *three(void)
{
    char err[256];
    drill_roster_t *r = malloc(sizeof *r);
    drill_roster_init(r);
    drill_roster_add(r, "Ann", err, sizeof err);
    drill_roster_add(r, "Bo <the> \"dealer\"", err, sizeof err);
    drill_roster_add(r, "Cy", err, sizeof err);
    drill_roster_remove(r, 0); /* ids 2 and 3 left, and a 4th */
    drill_roster_add(r, "Dee", err, sizeof err);
    r->current = 1;
    return r;
}

static void roster_drop(drill_roster_t *r)
{
    if (r)
        drill_roster_free(r);
    free(r);
}

/* whole: the first n answers kept in memory only; journaled: trainees.json written with none,
 * the n answers appended to the journal. Both spread over the trainees the same way. */
static drill_roster_t *journaled(const place_t *p, int n)
{
    char err[512];
    drill_roster_t *r = three();
    CHECK_EQ_INT(drill_roster_compact(p->roster, r, err, sizeof err), 0);
    for (int k = 0; k < n; k++) {
        drill_result_t a = answer(k);
        int rc = drill_roster_record(r, k % r->n, &a, p->journal, err, sizeof err);
        CHECK_MSG(rc == 0, "record %d: %d %.200s", k, rc, err);
    }
    return r;
}

static drill_roster_t *whole(int n)
{
    drill_roster_t *r = three();
    for (int k = 0; k < n; k++) {
        drill_result_t a = answer(k);
        CHECK_EQ_INT(drill_trainee_record(&r->trainee[k % r->n], &a), 0);
    }
    return r;
}

/* The JSON of r with its journal_seq said as seq (a whole save knows no journal). */
static char *json_as(drill_roster_t *r, int64_t seq)
{
    int64_t keep = r->journal_seq;
    r->journal_seq = seq;
    char *s = drill_roster_json(r);
    r->journal_seq = keep;
    return s;
}

static drill_roster_t *open_roster(const place_t *p, drill_journal_load_t *jl, int want_rc)
{
    char err[512] = "";
    drill_roster_t *r = malloc(sizeof *r);
    int rc = drill_roster_open(p->roster, r, jl, err, sizeof err);
    CHECK_MSG(rc == want_rc, "drill_roster_open: %d %.200s", rc, err);
    return r;
}

static int count_lines(const char *s)
{
    int n = 0;
    for (; s && *s; s++)
        n += *s == '\n';
    return n;
}

static void test_round_trip(void)
{
    /* the shared checksum is zlib's CRC-32: its check value */
    CHECK_EQ_U64(text_crc32("123456789", 9), 0xCBF43926u);
    place_t p;
    CHECK_EQ_INT(place_make(&p), 0);
    const int n = 40;
    drill_roster_t *j = journaled(&p, n), *w = whole(n);
    CHECK(j->journal_seq == n);
    char *before = tl_slurp(p.roster, NULL);
    CHECK(before && strstr(before, "\"journal_seq\": 0,") != NULL);
    CHECK(before && strstr(before, "floor-5") == NULL); /* no answer written whole */
    char *jt = tl_slurp(p.journal, NULL);
    CHECK_EQ_INT(count_lines(jt), n + 1);
    CHECK(jt && strncmp(jt, "felt-trainees-journal 1 ", 24) == 0);
    /* each line: its text, a space, the CRC-32 of that text */
    for (const char *l = jt; l && *l;) {
        const char *nl = strchr(l, '\n');
        CHECK(nl != NULL && nl - l > 9 && l[nl - l - 9] == ' ');
        if (!nl)
            break;
        unsigned crc = 0;
        CHECK_EQ_INT(sscanf(nl - 8, "%8x", &crc), 1);
        CHECK_EQ_U64(crc, text_crc32(l, (size_t)(nl - l - 9)));
        l = nl + 1;
    }
    free(jt);
    drill_journal_load_t jl;
    drill_roster_t *back = open_roster(&p, &jl, 0);
    CHECK(jl.exists && !jl.torn && !jl.bad);
    CHECK_EQ_INT(jl.records, n);
    CHECK_EQ_INT(jl.applied, n);
    CHECK(back->journal_seq == n);
    char *a = json_as(back, 0), *b = json_as(w, 0), *c = drill_roster_json(j), *d = drill_roster_json(back);
    CHECK_MSG(a && b && !strcmp(a, b), "the journal's roster differs from the whole save (%zu vs %zu bytes)",
              a ? strlen(a) : 0, b ? strlen(b) : 0);
    CHECK(c && d && !strcmp(c, d));
    /* felt-cli's report reads the journal too: Bo answered 14 of the 40 (k = 0, 3, ... 39) */
    char cmd[2000];
    snprintf(cmd, sizeof cmd, "'%s' drill --report 'Bo <the> \"dealer\"' --data '%s' --out '%s/r.html' 2>&1", FELT_CLI,
             p.dir, p.dir);
    CHECK_EQ_INT(system(cmd), 0);
    char html_path[700];
    snprintf(html_path, sizeof html_path, "%s/r.html", p.dir);
    char *html = tl_slurp(html_path, NULL);
    CHECK_MSG(html && strstr(html, "14 answered,"), "%.200s", html ? strstr(html, "answered") : "(no report)");
    free(html);
    /* compacting folds it in and removes the journal: the same roster, from trainees.json alone */
    char err[512];
    CHECK_EQ_INT(drill_roster_compact(p.roster, back, err, sizeof err), 0);
    CHECK(!exists(p.journal));
    drill_roster_t *again = open_roster(&p, &jl, 0);
    CHECK(!jl.exists && jl.records == 0);
    char *e = drill_roster_json(again);
    CHECK(e && d && !strcmp(e, d));
    char *after = tl_slurp(p.roster, NULL);
    CHECK(after && strstr(after, "\"journal_seq\": 40,") != NULL);
    /* the next answer starts a new journal, numbered on */
    drill_result_t x = answer(n);
    CHECK_EQ_INT(drill_roster_record(again, 0, &x, p.journal, err, sizeof err), 0);
    jt = tl_slurp(p.journal, NULL);
    CHECK_MSG(jt && strstr(jt, "\n41 2 {\"topic\":"), "%.120s", jt ? jt : "(none)");
    free(jt);
    free(a), free(b), free(c), free(d), free(e), free(before), free(after);
    roster_drop(j), roster_drop(w), roster_drop(back), roster_drop(again);
    place_remove(&p);
}

static void test_torn(void)
{
    place_t p;
    CHECK_EQ_INT(place_make(&p), 0);
    const int n = 5;
    roster_drop(journaled(&p, n));
    size_t len = 0;
    char *full = tl_slurp(p.journal, &len);
    CHECK(full != NULL && len > 0 && full[len - 1] == '\n');
    if (!full)
        return;
    size_t start = len - 1;
    while (start > 0 && full[start - 1] != '\n')
        start--; /* the last record's first byte */
    drill_roster_t *w = whole(n - 1);
    char *want = json_as(w, n - 1);
    int bad_cuts = 0;
    for (size_t cut = start; cut < len; cut++) {
        put(p.journal, full, cut);
        drill_journal_load_t jl;
        drill_roster_t *r = open_roster(&p, &jl, 0);
        char *got = drill_roster_json(r);
        int ok = jl.records == n - 1 && jl.applied == n - 1 && !jl.bad && jl.torn == (cut > start) && got && want &&
                 !strcmp(got, want);
        if (!ok && bad_cuts++ < 3)
            CHECK_MSG(ok, "cut at byte %zu of %zu: records %lld, torn %d, bad %d (%.200s)", cut, len, (long long)jl.records,
                      jl.torn, jl.bad, jl.msg);
        if (cut == start + 100) {
            CHECK_MSG(strstr(jl.msg, "trainees.journal:6: the last record is cut short") != NULL, "%.200s", jl.msg);
            /* the next answer cuts the torn tail off first: nothing runs on from it */
            char err[512];
            drill_result_t x = answer(77);
            CHECK_EQ_INT(drill_roster_record(r, 2, &x, p.journal, err, sizeof err), 0);
            drill_journal_load_t jl2;
            drill_roster_t *r2 = open_roster(&p, &jl2, 0);
            CHECK(!jl2.torn && !jl2.bad && jl2.records == n);
            CHECK_EQ_INT(r2->trainee[2].n_results, 2);
            CHECK_EQ_STR(r2->trainee[2].results[1].question, x.question);
            roster_drop(r2);
        }
        free(got);
        roster_drop(r);
    }
    CHECK_EQ_INT(bad_cuts, 0);
    /* cut inside the first line: nothing to replay, said as torn */
    put(p.journal, full, 10);
    drill_journal_load_t jl;
    drill_roster_t *r = open_roster(&p, &jl, 0);
    CHECK(jl.torn && !jl.bad && jl.records == 0 && r->trainee[0].n_results == 0);
    roster_drop(r);
    free(want);
    free(full);
    roster_drop(w);
    place_remove(&p);
}

/* Replace the first `from` in the journal's line `line` (1-based) by `to`; recompute the line's
 * checksum when `recrc`. */
static void edit_line(const place_t *p, int line, const char *from, const char *to, int recrc)
{
    size_t len = 0;
    char *s = tl_slurp(p->journal, &len);
    CHECK(s != NULL);
    if (!s)
        return;
    char *l = s;
    for (int i = 1; i < line && l; i++)
        l = strchr(l, '\n') ? strchr(l, '\n') + 1 : NULL;
    char *nl = l ? strchr(l, '\n') : NULL;
    char *at = l ? strstr(l, from) : NULL;
    CHECK(at != NULL && at < nl);
    if (!at || at >= nl) {
        free(s);
        return;
    }
    size_t fl = strlen(from), tol = strlen(to);
    char *o = malloc(len + tol + 64);
    size_t k = (size_t)(at - s);
    memcpy(o, s, k);
    memcpy(o + k, to, tol);
    size_t rest_at = k + fl;
    size_t ol = k + tol;
    if (recrc) {
        size_t head = (size_t)(nl - 9 - (at + fl)); /* up to the checksum's space */
        memcpy(o + ol, at + fl, head);
        ol += head;
        size_t ls = (size_t)(l - s);
        ol += (size_t)sprintf(o + ol, " %08x", (unsigned)text_crc32(o + ls, ol - ls));
        rest_at = (size_t)(nl - s);
    }
    memcpy(o + ol, s + rest_at, len - rest_at);
    ol += len - rest_at;
    put(p->journal, o, ol);
    free(o);
    free(s);
}

static void test_bad_middle(void)
{
    place_t p;
    CHECK_EQ_INT(place_make(&p), 0);
    const int n = 6;
    drill_roster_t *w2 = whole(2);
    char *want2 = json_as(w2, 2);
    static const struct {
        int line;
        const char *from, *to;
        int recrc;
        const char *said;
    } bad[] = {
        /* a flipped byte in the third record (line 4): the two before it stand */
        {4, "Question", "Quest1on", 0, "trainees.journal:4: bad checksum"},
        {4, "\"right\":", "\"right\";", 0, "trainees.journal:4: bad checksum"},
        /* whole lines that do not parse: the field and the value named */
        {4, "\"right\":true", "\"right\":2", 1, "trainees.journal:4: right: expected true or false, got 2"},
        {4, "\"difficulty\":3", "\"difficulty\":9", 1, "trainees.journal:4: difficulty: expected an integer from 1 to 5, got 9"},
        {4, "3 4 {", "3 9 {", 1, "trainees.journal:4: trainee: expected the number of a trainee in the roster, got 9"},
        {4, "3 4 {", "2 4 {", 1, "trainees.journal:4: seq: expected a record number above 2, got 2"},
        {4, "3 4 {", "3 4 [", 1, "trainees.journal:4:"},
        {1, "journal 1", "journal 2", 1, "trainees.journal:1: a journal of version 2, not 1"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        roster_drop(journaled(&p, n));
        edit_line(&p, bad[i].line, bad[i].from, bad[i].to, bad[i].recrc);
        drill_journal_load_t jl;
        drill_roster_t *r = open_roster(&p, &jl, 0);
        CHECK_MSG(jl.bad && !jl.torn && jl.line == bad[i].line, "case %zu: bad %d, line %d (%.200s)", i, jl.bad, jl.line,
                  jl.msg);
        CHECK_MSG(strstr(jl.msg, bad[i].said) != NULL, "case %zu: %.200s", i, jl.msg);
        if (bad[i].line == 4) {
            CHECK_EQ_INT(jl.records, 2);
            char *got = drill_roster_json(r);
            CHECK_MSG(got && want2 && !strcmp(got, want2), "case %zu: the two records before it are not kept", i);
            free(got);
        }
        roster_drop(r);
        unlink(p.journal);
    }
    free(want2);
    roster_drop(w2);
    place_remove(&p);
}

static void test_crash_before_removal(void)
{
    place_t p;
    CHECK_EQ_INT(place_make(&p), 0);
    char err[512];
    drill_roster_t *r = journaled(&p, 5);
    size_t len = 0;
    char *old = tl_slurp(p.journal, &len);
    /* compaction wrote trainees.json, then the "crash": the journal is still there */
    CHECK_EQ_INT(drill_roster_compact(p.roster, r, err, sizeof err), 0);
    put(p.journal, old, len);
    drill_journal_load_t jl;
    drill_roster_t *back = open_roster(&p, &jl, 0);
    CHECK(jl.exists && !jl.bad && !jl.torn);
    CHECK_EQ_INT(jl.records, 5);
    CHECK_EQ_INT(jl.applied, 0);
    char *a = drill_roster_json(r), *b = drill_roster_json(back);
    CHECK(a && b && !strcmp(a, b));
    int total = 0;
    for (int i = 0; i < back->n; i++)
        total += back->trainee[i].n_results;
    CHECK_EQ_INT(total, 5);
    /* answers go on into that journal (6, 7): only they are new */
    for (int k = 5; k < 7; k++) {
        drill_result_t x = answer(k);
        CHECK_EQ_INT(drill_roster_record(back, k % back->n, &x, p.journal, err, sizeof err), 0);
    }
    drill_roster_t *w = whole(7);
    char *want = json_as(w, 7);
    drill_roster_t *c = open_roster(&p, &jl, 0);
    CHECK_EQ_INT(jl.records, 7);
    CHECK_EQ_INT(jl.applied, 2);
    char *got = drill_roster_json(c);
    CHECK(got && want && !strcmp(got, want));
    /* and the same crash again after the second compaction */
    free(old);
    old = tl_slurp(p.journal, &len);
    CHECK_EQ_INT(drill_roster_compact(p.roster, c, err, sizeof err), 0);
    CHECK(!exists(p.journal));
    put(p.journal, old, len);
    drill_roster_t *d = open_roster(&p, &jl, 0);
    CHECK_EQ_INT(jl.applied, 0);
    char *got2 = drill_roster_json(d);
    CHECK(got2 && want && !strcmp(got2, want));
    free(a), free(b), free(want), free(got), free(got2), free(old);
    roster_drop(r), roster_drop(back), roster_drop(w), roster_drop(c), roster_drop(d);
    place_remove(&p);
}

static void test_old_file(void)
{
    place_t p;
    CHECK_EQ_INT(place_make(&p), 0);
    /* trainees.json as written before the journal: no journal_seq */
    const char *old = "{\n  \"version\": 1,\n  \"current\": \"Kim\",\n  \"next_id\": 2,\n  \"trainees\": [\n"
                      "    {\"id\":1,\"name\":\"Kim\", \"results\": [\n"
                      "      {\"topic\":\"reopen\",\"drill\":\"\",\"seed\":5,\"difficulty\":1,\"right\":true,"
                      "\"question\":\"Does the betting re-open?\",\"given\":\"yes\",\"correct\":\"yes\",\"rule\":\"R12\","
                      "\"seconds\":3.5,\"when\":1700000000000,\"session\":1699999990000}]}\n  ]\n}\n";
    put(p.roster, old, strlen(old));
    drill_journal_load_t jl;
    drill_roster_t *r = open_roster(&p, &jl, 0);
    CHECK(!jl.exists);
    CHECK_EQ_INT(r->n, 1);
    CHECK(r->journal_seq == 0);
    CHECK_EQ_INT(r->trainee[0].n_results, 1);
    /* its journal's records all apply (numbered from 1), then fold in */
    char err[512];
    for (int k = 0; k < 3; k++) {
        drill_result_t x = answer(k);
        CHECK_EQ_INT(drill_roster_record(r, 0, &x, p.journal, err, sizeof err), 0);
    }
    drill_roster_t *r2 = open_roster(&p, &jl, 0);
    CHECK_EQ_INT(jl.applied, 3);
    CHECK_EQ_INT(r2->trainee[0].n_results, 4);
    CHECK_EQ_STR(r2->trainee[0].results[0].question, "Does the betting re-open?");
    CHECK_EQ_INT(drill_roster_compact(p.roster, r2, err, sizeof err), 0);
    char *now = tl_slurp(p.roster, NULL);
    CHECK(now && strstr(now, "\"journal_seq\": 3,"));
    free(now);
    /* a bad journal_seq is refused like any field */
    const char *neg = "{\"version\": 1, \"journal_seq\": -1, \"trainees\": []}\n";
    put(p.roster, neg, strlen(neg));
    drill_roster_t *r3 = open_roster(&p, &jl, -1);
    roster_drop(r), roster_drop(r2), roster_drop(r3);
    char e2[512];
    drill_roster_t tmp;
    CHECK_EQ_INT(drill_roster_parse("trainees.json", neg, strlen(neg), &tmp, e2, sizeof e2), -1);
    CHECK_MSG(strstr(e2, "trainees.json:1: journal_seq: expected a journal record number >= 0, got -1") != NULL, "%.200s", e2);
    place_remove(&p);
}

int main(int argc, char **argv)
{
    tl_init(argc, argv, 1);
    if (tl_group("answers_appended_to_the_journal_load_as_the_roster_saved_whole"))
        test_round_trip();
    if (tl_group("a_journal_cut_at_every_byte_of_its_last_record_loads_the_records_before"))
        test_torn();
    if (tl_group("a_bad_record_in_the_middle_keeps_those_before_and_names_the_line"))
        test_bad_middle();
    if (tl_group("a_crash_after_compacting_before_removing_the_journal_applies_nothing_twice"))
        test_crash_before_removal();
    if (tl_group("an_old_trainees_json_without_journal_seq_loads_and_takes_its_journal"))
        test_old_file();
    return tl_finish();
}
