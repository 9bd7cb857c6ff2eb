/* test_jsonv.c — the one validating reader every JSON loader uses (src/engine/jsonv.h): each
 * typed reader's exact message (file, line, path, what was expected and the value as written),
 * numbers read from the text rather than cJSON's doubles, unknown and repeated keys, syntax
 * errors, and the scenario loader, whose refusals now name the value they refuse. */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/jsonv.h"
#include "engine/scenario.h"
#include "testlib.h"

#define COUNT_OF(a) ((int)(sizeof(a) / sizeof((a)[0])))

/* Parse text as "t.json" into *root with a reader v over it; 0 or -1 (err holds the message). */
static int open_text(jv_t *v, const char *text, cJSON **root, char *err, size_t errlen)
{
    jv_init(v, "t.json", text, strlen(text), err, errlen);
    return jv_parse(v, root);
}

static void test_integers(void)
{
    static const struct {
        const char *text;
        int64_t lo, hi;
        int ok;
        int64_t want;
        const char *msg;
    } cases[] = {
        {"{\"n\": 42}", 0, 100, 1, 42, NULL},
        {"{\"n\": -7}", -10, 10, 1, -7, NULL},
        /* beyond a double's exact range: read from the text, so the last digit is kept */
        {"{\"n\": 9007199254740993}", 0, INT64_MAX, 1, INT64_C(9007199254740993), NULL},
        {"{\"n\": 1.5}", 0, 100, 0, 0, "t.json:1: n: expected an integer, got 1.5"},
        {"{\"n\": 1e3}", 0, 10000, 0, 0, "t.json:1: n: expected an integer, got 1e3"},
        {"{\"n\": 1.0}", 0, 100, 0, 0, "t.json:1: n: expected an integer, got 1.0"},
        {"{\"n\": \"12\"}", 0, 100, 0, 0, "t.json:1: n: expected an integer, got \"12\""},
        {"{\n\"m\": 1,\n\"n\": -1}", 0, 100, 0, 0, "t.json:3: n: expected a count, got -1"},
        {"{\"n\": 101}", 0, 100, 0, 0, "t.json:1: n: expected an integer <= 100, got 101"},
        {"{\"n\": 99999999999999999999}", 0, 100, 0, 0, "t.json:1: n: expected an integer <= 100, got 99999999999999999999"},
        {"{}", 0, 100, 0, 0, "t.json:1: n: expected a count, got nothing"},
    };
    for (int i = 0; i < COUNT_OF(cases); i++) {
        char err[256] = "";
        jv_t v;
        cJSON *root = NULL;
        CHECK_EQ_INT(open_text(&v, cases[i].text, &root, err, sizeof err), 0);
        int64_t got = -12345;
        int rc = jv_int(&v, jv_get(root, "n"), "n", cases[i].lo, cases[i].hi, 0, "a count", &got);
        CHECK_MSG(rc == (cases[i].ok ? 0 : -1), "case %d: rc %d, '%s'", i, rc, err);
        if (cases[i].ok)
            CHECK_MSG(got == cases[i].want, "case %d: got %lld", i, (long long)got);
        else {
            CHECK_EQ_STR(err, cases[i].msg);
            CHECK_MSG(got == -12345, "case %d: the output was written on failure", i);
        }
        cJSON_Delete(root);
    }
    /* a count says its range unless told otherwise */
    char err[256];
    jv_t v;
    cJSON *root = NULL;
    CHECK_EQ_INT(open_text(&v, "{\"seats\": 11}", &root, err, sizeof err), 0);
    int n = 0;
    CHECK_EQ_INT(jv_count(&v, jv_get(root, "seats"), "seats", 2, 10, NULL, &n), -1);
    CHECK_EQ_STR(err, "t.json:1: seats: expected an integer from 2 to 10, got 11");
    cJSON_Delete(root);
}

static void test_money_strings_bools_enums(void)
{
    char err[256];
    jv_t v;
    cJSON *root = NULL;
    const char *text = "{\n"
                       "  \"a\": 4.40, \"b\": \"4.4\", \"c\": 4.405, \"d\": -1,\n"
                       "  \"s\": \"Ana\", \"t\": \"a\\tb\", \"u\": \"   \", \"w\": 7,\n"
                       "  \"yes\": true, \"no\": 0,\n"
                       "  \"speed\": \"fast\", \"speed2\": \"quick\"\n"
                       "}";
    CHECK_EQ_INT(open_text(&v, text, &root, err, sizeof err), 0);
    int64_t cents = -1;
    CHECK_EQ_INT(jv_money(&v, jv_get(root, "a"), "a", 100000, &cents), 0);
    CHECK(cents == 440);
    CHECK_EQ_INT(jv_money(&v, jv_get(root, "b"), "b", 100000, &cents), 0);
    CHECK(cents == 440);
    CHECK_EQ_INT(jv_money(&v, jv_get(root, "c"), "c", 100000, &cents), -1);
    CHECK_EQ_STR(err, "t.json:2: c: expected an amount with at most 2 decimals, got 4.405");
    CHECK_EQ_INT(jv_money(&v, jv_get(root, "d"), "d", 100000, &cents), -1);
    CHECK_EQ_STR(err, "t.json:2: d: expected an amount >= 0, got -1");
    CHECK_EQ_INT(jv_money(&v, jv_get(root, "a"), "a", 100, &cents), -1);
    CHECK_EQ_STR(err, "t.json:2: a: expected an amount <= 1, got 4.40");

    char s[8] = "";
    CHECK_EQ_INT(jv_string(&v, jv_get(root, "s"), "s", s, sizeof s, 0), 0);
    CHECK_EQ_STR(s, "Ana");
    CHECK_EQ_INT(jv_string(&v, jv_get(root, "t"), "t", s, sizeof s, 0), -1);
    CHECK_EQ_STR(err, "t.json:3: t: expected a string on one line without control characters, got \"a\\tb\"");
    CHECK_EQ_INT(jv_string(&v, jv_get(root, "u"), "u", s, sizeof s, 0), -1);
    CHECK_EQ_STR(err, "t.json:3: u: expected a string of 1 to 7 bytes, got \"   \"");
    CHECK_EQ_INT(jv_string(&v, jv_get(root, "u"), "u", s, sizeof s, 1), 0);
    CHECK_EQ_INT(jv_string(&v, jv_get(root, "w"), "w", s, sizeof s, 1), -1);
    CHECK_EQ_STR(err, "t.json:3: w: expected a string, got 7");

    int b = -1;
    CHECK_EQ_INT(jv_bool(&v, jv_get(root, "yes"), "yes", &b), 0);
    CHECK_EQ_INT(b, 1);
    CHECK_EQ_INT(jv_bool(&v, jv_get(root, "no"), "no", &b), -1);
    CHECK_EQ_STR(err, "t.json:4: no: expected true or false, got 0");

    static const char *const speeds[] = {"instant", "fast", "normal", "slow"};
    int k = -1;
    CHECK_EQ_INT(jv_enum(&v, jv_get(root, "speed"), "speed", speeds, 4, &k), 0);
    CHECK_EQ_INT(k, 1);
    CHECK_EQ_INT(jv_enum(&v, jv_get(root, "speed2"), "speed2", speeds, 4, &k), -1);
    CHECK_EQ_STR(err, "t.json:5: speed2: expected \"instant\", \"fast\", \"normal\" or \"slow\", got \"quick\"");
    cJSON_Delete(root);
}

static void test_keys_paths_and_syntax(void)
{
    char err[256];
    jv_t v;
    cJSON *root = NULL;
    static const char *const keys[] = {"minutes", "small_blind"};
    CHECK_EQ_INT(open_text(&v, "{\"levels\": [{\"minutes\": 5},\n {\"minuts\": 5}]}", &root, err, sizeof err), 0);
    const cJSON *lv = cJSON_GetArrayItem(jv_get(root, "levels"), 1);
    char p[JV_PATH_LEN];
    jv_path_index(p, "levels", 1);
    CHECK_EQ_STR(p, "levels[1]");
    CHECK_EQ_INT(jv_keys(&v, lv, p, keys, 2), -1);
    CHECK_EQ_STR(err, "t.json:2: levels[1].minuts: expected a key among minutes, small_blind, got unknown key \"minuts\"");
    cJSON_Delete(root);

    CHECK_EQ_INT(open_text(&v, "{\"minutes\": 5,\n\"minutes\": 6}", &root, err, sizeof err), 0);
    CHECK_EQ_INT(jv_keys(&v, root, "", keys, 2), -1);
    CHECK_EQ_STR(err, "t.json:2: minutes: expected each key once, got \"minutes\" again");
    cJSON_Delete(root);

    jv_path_key(p, "a", "b.c");
    CHECK_EQ_STR(p, "a[\"b.c\"]");

    CHECK_EQ_INT(open_text(&v, "{\"a\": 1}\nx", &root, err, sizeof err), -1);
    CHECK_MSG(strstr(err, "t.json:2:1: syntax error") == err, "'%s'", err);
    CHECK_EQ_INT(open_text(&v, "{\"a\": [1, 2", &root, err, sizeof err), -1);
    CHECK_MSG(strstr(err, "end of file") != NULL, "'%s'", err);
    CHECK_EQ_INT(open_text(&v, "\xEF\xBB\xBF{\"a\": 1}", &root, err, sizeof err), 0);
    cJSON_Delete(root);
    jv_init(&v, "t.json", "[1]", 3, err, sizeof err);
    root = NULL;
    CHECK_EQ_INT(jv_parse_object(&v, &root), -1);
    CHECK(root == NULL);
    CHECK_EQ_STR(err, "t.json:1: top level: expected an object, got an array");
}

/* The scenario loader's refusals name what they refuse (they said "something else"). */
static void test_scenario_messages(void)
{
    static const struct {
        const char *text, *want;
    } cases[] = {
        {"{\"name\": \"x\", \"table_size\": 3, \"level\": [50, 100]}",
         "s.json:1: level: expected an object like {\"small_blind\": 50, \"big_blind\": 100}, got an array"},
        {"{\"name\": \"x\", \"table_size\": 3, \"level\": {\"small_blind\": 50, \"big_blind\": 100},\n"
         " \"seats\": \"two\"}",
         "s.json:2: seats: expected an array of at least 2 seats, got \"two\""},
        {"{\"name\": \"x\", \"table_size\": 3, \"level\": {\"small_blind\": 50, \"big_blind\": 100},\n"
         " \"seats\": [{\"seat\": 1, \"stack\": 1000}, {\"seat\": 2, \"stack\": 1000}],\n"
         " \"commands\": [\"start\", 7]}",
         "s.json:3: commands[1]: expected a command string such as \"3 raise 600\", got 7"},
        {"{\"name\": \"x\", \"table_size\": 3, \"levels\": 1}",
         "s.json:1: levels: expected a key among name, description, seed, table_size, level, structure_file, "
         "level_number, seats, previous_hand, button, board, commands, ..., got unknown key \"levels\""},
        {"{\"name\": \"\", \"table_size\": 3}", "s.json:1: name: expected a string of 1 to "},
        {"{\"name\": \"x\", \"table_size\": 2.5}", "s.json:1: table_size: expected an integer, got 2.5"},
        {"{\"name\": \"x\", \"table_size\": 11}", "s.json:1: table_size: expected an integer from 2 to 10, got 11"},
    };
    for (int i = 0; i < COUNT_OF(cases); i++) {
        char err[512] = "";
        scenario_t sc;
        int rc = scenario_load("s.json", NULL, cases[i].text, strlen(cases[i].text), &sc, err, sizeof err);
        CHECK_MSG(rc != 0, "case %d loaded", i);
        CHECK_MSG(strncmp(err, cases[i].want, strlen(cases[i].want)) == 0, "case %d: '%s'\n  wanted '%s'", i, err,
                  cases[i].want);
    }
}

/* Reading on past a bad value: the first message stays, the good values beside it are read, and
 * every refusal counts; the default mode writes each message over the last. */
static void test_keep_going(void)
{
    const char *text = "{\n \"a\": 1,\n \"b\": 11,\n \"c\": 3,\n \"d\": \"x\"\n}";
    char err[256];
    jv_t v;
    cJSON *root = NULL;
    CHECK(open_text(&v, text, &root, err, sizeof err) == 0);
    jv_keep_going(&v);
    int a = 0, b = 0, c = 0, d = 0;
    CHECK(jv_count(&v, jv_get(root, "a"), "a", 0, 10, NULL, &a) == 0 && a == 1);
    CHECK(jv_count(&v, jv_get(root, "b"), "b", 0, 10, NULL, &b) < 0 && b == 0);
    CHECK(jv_count(&v, jv_get(root, "c"), "c", 0, 10, NULL, &c) == 0 && c == 3);
    CHECK(jv_count(&v, jv_get(root, "d"), "d", 0, 10, NULL, &d) < 0 && d == 0);
    CHECK_MSG(!strcmp(err, "t.json:3: b: expected an integer from 0 to 10, got 11"), "'%s'", err);
    CHECK_MSG(v.bad == 2, "%d refusals counted", v.bad);
    cJSON_Delete(root);
    /* without it, the last refusal is the message */
    CHECK(open_text(&v, text, &root, err, sizeof err) == 0);
    CHECK(jv_count(&v, jv_get(root, "b"), "b", 0, 10, NULL, &b) < 0);
    CHECK(jv_count(&v, jv_get(root, "d"), "d", 0, 10, NULL, &d) < 0);
    CHECK_MSG(!strcmp(err, "t.json:5: d: expected an integer, got \"x\""), "'%s'", err);
    cJSON_Delete(root);
}

/* The message words from the app's table: a translation is used, one whose conversions differ
 * from the English is refused (that kind stays English), and NULL brings English back. */
static void test_message_words(void)
{
    const char *text = "{\"on\": 1, \"lang\": \"xx\", \"n\": 10}";
    const char *t[JV_MSG_COUNT] = {0};
    t[JV_MSG_EXPECTED] = "%s erwartet, %s gefunden";
    t[JV_MSG_BOOL] = "true oder false erwartet, %s gefunden";
    t[JV_MSG_OR] = " oder ";
    t[JV_MSG_FROM_TO] = "eine ganze Zahl von %s bis %d"; /* %s for %d: refused */
    t[JV_MSG_INTEGER] = "%2$s"; /* an argument that is not there: refused */
    CHECK_MSG(jv_set_messages(t) == 2, "the two bad templates are refused");
    CHECK(!strcmp(jv_msg(JV_MSG_FROM_TO), jv_msg_english(JV_MSG_FROM_TO)));
    CHECK(!strcmp(jv_msg(JV_MSG_INTEGER), "expected an integer, got %s"));
    static const char *const langs[] = {"system", "en", "de"};
    char err[256];
    jv_t v;
    cJSON *root = NULL;
    int on = 0, lang = 0, n = 0;
    CHECK(open_text(&v, text, &root, err, sizeof err) == 0);
    CHECK(jv_bool(&v, jv_get(root, "on"), "on", &on) < 0);
    CHECK_MSG(!strcmp(err, "t.json:1: on: true oder false erwartet, 1 gefunden"), "'%s'", err);
    CHECK(jv_enum(&v, jv_get(root, "lang"), "lang", langs, 3, &lang) < 0);
    CHECK_MSG(!strcmp(err, "t.json:1: lang: \"system\", \"en\" oder \"de\" erwartet, \"xx\" gefunden"), "'%s'", err);
    CHECK(jv_count(&v, jv_get(root, "n"), "n", 0, 9, NULL, &n) < 0);
    CHECK_MSG(!strcmp(err, "t.json:1: n: an integer from 0 to 9 erwartet, 10 gefunden"), "'%s'", err);
    /* positions may reorder the arguments */
    t[JV_MSG_EXPECTED] = "gefunden %2$s, erwartet %1$s";
    CHECK(jv_set_messages(t) == 2);
    CHECK(jv_bool(&v, jv_get(root, "lang"), "lang", &on) < 0);
    CHECK_MSG(!strcmp(err, "t.json:1: lang: true oder false erwartet, \"xx\" gefunden"), "'%s'", err);
    CHECK(jv_enum(&v, jv_get(root, "lang"), "lang", langs, 2, &lang) < 0);
    CHECK_MSG(!strcmp(err, "t.json:1: lang: gefunden \"xx\", erwartet \"system\" oder \"en\""), "'%s'", err);
    CHECK(jv_set_messages(NULL) == 0);
    CHECK(jv_enum(&v, jv_get(root, "lang"), "lang", langs, 3, &lang) < 0);
    CHECK_MSG(!strcmp(err, "t.json:1: lang: expected \"system\", \"en\" or \"de\", got \"xx\""), "'%s'", err);
    cJSON_Delete(root);
}

int main(int argc, char **argv)
{
    tl_init(argc, argv, 1);
    if (tl_group("integers"))
        test_integers();
    if (tl_group("money_strings_bools_enums"))
        test_money_strings_bools_enums();
    if (tl_group("keys_paths_and_syntax"))
        test_keys_paths_and_syntax();
    if (tl_group("scenario_messages"))
        test_scenario_messages();
    if (tl_group("keep_going"))
        test_keep_going();
    if (tl_group("message_words"))
        test_message_words();
    return tl_finish();
}
