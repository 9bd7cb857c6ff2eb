/* drill_file.c — authored drills (levels/drills/ files, docs/drills.md): floor-ruling cards
 * (situation, optional table picture, choices, the correct one, the rule, the explanation) and
 * situation drills in the scenario format whose answers the engine computes at load time.
 * Validated field by field; a bad file is refused whole with FILE:LINE: path: expected ..., got
 * VALUE. Output untouched on failure. */
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "drill/drill_internal.h"
#include "engine/jsonv.h"
#include "engine/scenario.h"
#include "engine/text.h"

typedef struct ld {
    jv_t jv; /* the file, its text and the message (engine/jsonv.h) */
    char dir[512];
} ld_t;

#define fail(L, ...) jv_fail(&(L)->jv, __VA_ARGS__)

static int get_text(ld_t *L, const cJSON *obj, const char *key, const char *path, int required, size_t max, char *out)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(obj, key);
    char p[JV_PATH_LEN], g[JV_SHOW_LEN];
    jv_path_key(p, path, key);
    if (!v) {
        if (required)
            return fail(L, p, "expected a string, got nothing");
        out[0] = '\0';
        return 0;
    }
    size_t n = cJSON_IsString(v) ? strlen(v->valuestring) : 0;
    if (!cJSON_IsString(v) || n == 0 || n >= max || !text_printable(v->valuestring, n, 0)) {
        return fail(L, p, "expected a string of 1 to %zu bytes of printable text, got %s", max - 1,
                    jv_show(&L->jv, p, v, g, sizeof g));
    }
    memcpy(out, v->valuestring, n + 1);
    return 0;
}

/* The words of an authored field in the player's language (D_: the catalogue holds every
 * situation, question, choice and explanation of levels/drills, gathered by felt-gen-drill-pot).
 * A translation that does not fit the field leaves the English, never a cut sentence. */
static void translate(char *s, size_t cap)
{
    const char *t = D_(s);
    if (t != s && strlen(t) < cap)
        memmove(s, t, strlen(t) + 1);
}

static int rule_ok(const char *r)
{
    if (r[0] == 'R') {
        char *end;
        long n = strtol(r + 1, &end, 10);
        if (n == 4 && !strcmp(end, "b")) /* R4b, the table that grows from two players */
            return 1;
        return r[1] >= '1' && r[1] <= '9' && !*end && n >= 1 && n <= 44;
    }
    if (!strncmp(r, "TDA ", 4)) {
        const char *p = r + 4;
        if (!(*p >= '1' && *p <= '9'))
            return 0;
        while (*p >= '0' && *p <= '9')
            p++;
        if (*p == '-' && p[1] >= 'A' && p[1] <= 'Z' && !p[2])
            return 1;
        return !*p;
    }
    return 0;
}

/* Run a scenario object and pose the drill's topic at its end. */
static int situation(ld_t *L, const cJSON *sc, const char *path, drill_topic_t t, drill_t *d)
{
    char *text = cJSON_Print(sc);
    scenario_t *s = malloc(sizeof *s);
    drill_hand_t *h = malloc(sizeof *h);
    engine_t *e = NULL;
    int rc = -1;
    char err[512];
    if (!text || !s || !h) {
        fail(L, path, "out of memory");
        goto end;
    }
    if (scenario_load("@", L->dir, text, strlen(text), s, err, sizeof err) < 0) {
        /* "@:LINE: PATH: message" about the printed copy: name the place in this file instead */
        const char *p = err + 1;
        if (*p == ':')
            p++;
        while (*p >= '0' && *p <= '9')
            p++;
        while (*p == ':' || (*p >= '0' && *p <= '9'))
            p++;
        if (*p == ' ')
            p++;
        const char *colon = strstr(p, ": ");
        char full[256];
        if (colon && colon - p < 120 && strncmp(p, "syntax", 6)) {
            snprintf(full, sizeof full, "%s.%.*s", path, (int)(colon - p), p);
            fail(L, full, "%s", colon + 2);
        } else {
            fail(L, path, "%s", p);
        }
        goto end;
    }
    if (strlen(text) >= sizeof d->scenario) {
        fail(L, path, "expected a scenario of at most %zu bytes, got %zu", sizeof d->scenario - 1, strlen(text));
        goto end;
    }
    snprintf(d->scenario, sizeof d->scenario, "%s", text);
    if (t == DRILL_FLOOR) {
        rc = 0; /* a table picture only */
        goto end;
    }
    e = engine_create(scenario_config(s), err, sizeof err);
    if (!e) {
        fail(L, path, "the engine refused the table: %s", err);
        goto end;
    }
    drill_hand_reset(h);
    int64_t bb = s->structure.levels[0].big_blind;
    ev_t ev;
    for (int i = 0; i < s->n_cmds; i++) { /* the first command is the deal */
        cmd_t ran;
        engine_reject_t r = scenario_apply(s, i, e, &ran);
        if (r != REJ_OK) {
            fail(L, path, "command %d refused: %s", i + 1, engine_reject_message(r));
            goto end;
        }
        while (engine_poll(e, &ev))
            drill_hand_event(h, &ev, bb);
    }
    char q[sizeof d->question];
    snprintf(q, sizeof q, "%s", d->question);
    if (!drill_pose(e, h, t, d)) {
        fail(L, path, "expected a table that poses a %s question after its commands, got one that does not",
             drill_topic_name(t));
        goto end;
    }
    if (q[0])
        snprintf(d->question, sizeof d->question, "%s", q);
    rc = 0;
end:
    if (e)
        engine_destroy(e);
    free(text);
    free(s);
    free(h);
    return rc;
}

static int load_one(ld_t *L, const cJSON *it, int i, drill_t *d)
{
    char path[32], p[64], g[96];
    snprintf(path, sizeof path, "drills[%d]", i);
    if (!cJSON_IsObject(it)) {
        return fail(L, path, "expected an object, got %s", jv_show(&L->jv, path, it, g, sizeof g));
    }
    static const char *const keys[] = {"id", "topic", "situation", "scenario", "question", "choices",
                                       "answer", "rule", "explanation"};
    if (jv_keys(&L->jv, it, path, keys, (int)(sizeof keys / sizeof keys[0])) < 0)
        return -1;
    memset(d, 0, sizeof *d);
    d->ask_seat = -1;
    d->difficulty = 0;
    if (get_text(L, it, "id", path, 1, sizeof d->id, d->id) < 0)
        return -1;
    char topic[32];
    if (get_text(L, it, "topic", path, 1, sizeof topic, topic) < 0)
        return -1;
    if (drill_topic_parse(topic, &d->topic) < 0 || d->topic == DRILL_CHIP_RACE) {
        snprintf(p, sizeof p, "%s.topic", path);
        return fail(L, p, "expected one of button, heads-up, first-to-act, min-raise, reopen, side-pots, showdown, eliminations, floor, got \"%s\"",
                    topic);
    }
    const cJSON *sc = cJSON_GetObjectItemCaseSensitive(it, "scenario");
    snprintf(p, sizeof p, "%s.scenario", path);
    if (sc && !cJSON_IsObject(sc)) {
        jv_show(&L->jv, p, sc, g, sizeof g);
        return fail(L, p, "expected a scenario object (docs/scenario.md), got %s", g);
    }
    if (d->topic != DRILL_FLOOR) {
        static const char *const floor_only[] = {"situation", "choices", "answer", "rule", "explanation", NULL};
        for (int j = 0; floor_only[j]; j++)
            if (cJSON_GetObjectItemCaseSensitive(it, floor_only[j])) {
                snprintf(p, sizeof p, "%s.%s", path, floor_only[j]);
                return fail(L, p, "expected no %s in a %s drill (the engine gives the answer), got one", floor_only[j],
                            topic);
            }
        if (!sc)
            return fail(L, p, "expected a scenario object for a %s drill, got nothing", topic);
        if (get_text(L, it, "question", path, 0, sizeof d->question, d->question) < 0)
            return -1;
        if (d->question[0])
            translate(d->question, sizeof d->question);
        return situation(L, sc, p, d->topic, d);
    }
    /* a floor card */
    char situation_text[400], question[300];
    if (get_text(L, it, "situation", path, 1, sizeof situation_text, situation_text) < 0 ||
        get_text(L, it, "question", path, 1, sizeof question, question) < 0 ||
        get_text(L, it, "rule", path, 1, sizeof d->rule, d->rule) < 0 ||
        get_text(L, it, "explanation", path, 1, sizeof d->why, d->why) < 0)
        return -1;
    if (!rule_ok(d->rule)) {
        snprintf(p, sizeof p, "%s.rule", path);
        return fail(L, p, "expected a rule such as \"R18\" (R1 to R44, R4b) or \"TDA 40\", got \"%s\"", d->rule);
    }
    if (strlen(situation_text) + 1 + strlen(question) >= sizeof d->question) {
        snprintf(p, sizeof p, "%s.question", path);
        return fail(L, p, "expected situation and question together under %zu bytes, got %zu", sizeof d->question,
                    strlen(situation_text) + 1 + strlen(question));
    }
    translate(d->why, sizeof d->why);
    /* the two sentences in the player's language, or both English when the pair would not fit */
    const char *ts = D_(situation_text), *tq = D_(question);
    if (strlen(ts) + 1 + strlen(tq) >= sizeof d->question) {
        ts = situation_text; /* fits: checked above */
        tq = question;
    }
    size_t ns = strlen(ts), nq = strlen(tq);
    memcpy(d->question, ts, ns);
    d->question[ns] = ' ';
    memcpy(d->question + ns + 1, tq, nq + 1);
    const cJSON *ch = cJSON_GetObjectItemCaseSensitive(it, "choices");
    snprintf(p, sizeof p, "%s.choices", path);
    if (!cJSON_IsArray(ch) || cJSON_GetArraySize(ch) < 3 || cJSON_GetArraySize(ch) > 4) {
        jv_show(&L->jv, p, ch, g, sizeof g);
        return fail(L, p, "expected an array of 3 or 4 strings, got %s", g);
    }
    const cJSON *c;
    cJSON_ArrayForEach(c, ch)
    {
        char cp[64];
        snprintf(cp, sizeof cp, "%s.choices[%d]", path, d->n_choices);
        size_t n = cJSON_IsString(c) ? strlen(c->valuestring) : 0;
        if (!n || n >= sizeof d->choice[0] || !text_printable(c->valuestring, n, 0)) {
            jv_show(&L->jv, cp, c, g, sizeof g);
            return fail(L, cp, "expected a string of 1 to %zu bytes, got %s", sizeof d->choice[0] - 1, g);
        }
        memcpy(d->choice[d->n_choices], c->valuestring, n + 1);
        translate(d->choice[d->n_choices++], sizeof d->choice[0]);
    }
    const cJSON *a = cJSON_GetObjectItemCaseSensitive(it, "answer");
    snprintf(p, sizeof p, "%s.answer", path);
    if (!cJSON_IsNumber(a) || !(a->valuedouble >= 1 && a->valuedouble <= d->n_choices) ||
        a->valuedouble != (double)(int)a->valuedouble) {
        jv_show(&L->jv, p, a, g, sizeof g);
        return fail(L, p, "expected the number of the right choice, 1 to %d, got %s", d->n_choices, g);
    }
    d->answer.kind = DRILL_ANS_CHOICE;
    d->answer.choice = a->valueint - 1;
    if (sc) {
        snprintf(p, sizeof p, "%s.scenario", path);
        if (situation(L, sc, p, DRILL_FLOOR, d) < 0)
            return -1;
    }
    return 0;
}

int drill_load(const char *name, const char *text, size_t len, drill_t *out, int max, int *n, char *err, size_t errlen)
{
    char e0[8];
    ld_t L;
    jv_init(&L.jv, name, text, len, err ? err : e0, err ? errlen : sizeof e0);
    const char *slash = strrchr(name, '/');
    if (slash)
        snprintf(L.dir, sizeof L.dir, "%.*s", (int)(slash - name), name);
    else
        snprintf(L.dir, sizeof L.dir, ".");
    cJSON *root = NULL;
    if (jv_parse(&L.jv, &root) < 0)
        return -1;
    int rc = -1, count = 0;
    drill_t *tmp = NULL;
    char g[JV_SHOW_LEN];
    if (!cJSON_IsObject(root)) {
        fail(&L, "", "expected an object {\"drills\": [...]}, got %s", jv_show(&L.jv, "", root, g, sizeof g));
        goto end;
    }
    static const char *const top_keys[] = {"title", "description", "drills"};
    if (jv_keys(&L.jv, root, "", top_keys, 3) < 0)
        goto end;
    const cJSON *arr = cJSON_GetObjectItemCaseSensitive(root, "drills");
    if (!cJSON_IsArray(arr) || cJSON_GetArraySize(arr) < 1) {
        if (cJSON_IsArray(arr))
            snprintf(g, sizeof g, "an empty one");
        else
            jv_show(&L.jv, "drills", arr, g, sizeof g);
        fail(&L, "drills", "expected an array of at least one drill, got %s", g);
        goto end;
    }
    int total = cJSON_GetArraySize(arr);
    if (total > max) {
        fail(&L, "drills", "expected at most %d drills, got %d", max, total);
        goto end;
    }
    tmp = calloc((size_t)total, sizeof *tmp);
    if (!tmp) {
        fail(&L, "drills", "out of memory");
        goto end;
    }
    const cJSON *it;
    cJSON_ArrayForEach(it, arr)
    {
        if (load_one(&L, it, count, &tmp[count]) < 0)
            goto end;
        for (int j = 0; j < count; j++)
            if (!strcmp(tmp[j].id, tmp[count].id)) {
                char p[48];
                snprintf(p, sizeof p, "drills[%d].id", count);
                fail(&L, p, "expected an id not used before in the file, got \"%s\" (also drills[%d])", tmp[count].id, j);
                goto end;
            }
        count++;
    }
    memcpy(out, tmp, (size_t)count * sizeof *tmp);
    *n = count;
    rc = 0;
end:
    free(tmp);
    cJSON_Delete(root);
    return rc;
}

int drill_load_file(const char *path, drill_t *out, int max, int *n, char *err, size_t errlen)
{
    size_t len = 0;
    char e0[8];
    if (!err) {
        err = e0;
        errlen = sizeof e0;
    }
    char *text = text_read_file(path, 1u << 20, "1 MiB", &len, err, errlen);
    if (!text)
        return -1;
    int rc = drill_load(path, text, len, out, max, n, err, errlen);
    free(text);
    return rc;
}
