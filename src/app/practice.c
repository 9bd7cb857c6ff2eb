/* practice.c — the practice mode's progress file: counting answers per topic and per session,
 * strict JSON loading with the file, line, field and value in every message (engine/jsonv),
 * atomic saving. */
#define _POSIX_C_SOURCE 200809L
#include "app/practice.h"

#include <cjson/cJSON.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/jsonv.h"
#include "engine/keep.h"

void practice_progress_init(practice_progress_t *p) { memset(p, 0, sizeof *p); }

static void record(practice_progress_t *p, practice_topic_stats_t *s, int right, double seconds, int64_t session_ms,
                   int shadow);

void practice_progress_record(practice_progress_t *p, drill_topic_t t, int right, double seconds,
                              int64_t session_ms, int shadow)
{
    if ((int)t < 0 || t >= DRILL_TOPIC_COUNT)
        return;
    record(p, &p->topic[t], right, seconds, session_ms, shadow);
}

void practice_progress_record_director(practice_progress_t *p, drill_mtt_topic_t t, int right, double seconds,
                                       int64_t session_ms, int shadow)
{
    if ((int)t < 0 || t >= DRILL_MTT_TOPIC_COUNT)
        return;
    record(p, &p->director[t], right, seconds, session_ms, 0);
    if (shadow) {
        p->shadow_moves++;
        p->shadow_moves_right += right ? 1 : 0;
    }
}

static void record(practice_progress_t *p, practice_topic_stats_t *s, int right, double seconds, int64_t session_ms,
                   int shadow)
{
    s->asked++;
    s->right += right ? 1 : 0;
    if (seconds > 0 && seconds < 1e6)
        s->seconds += seconds;
    if (s->n_history == 0 || s->history[s->n_history - 1].when_ms != session_ms) {
        if (s->n_history == PRACTICE_HISTORY) {
            memmove(&s->history[0], &s->history[1], sizeof s->history[0] * (PRACTICE_HISTORY - 1));
            s->n_history--;
        }
        practice_point_t *pt = &s->history[s->n_history++];
        memset(pt, 0, sizeof *pt);
        pt->when_ms = session_ms;
    }
    practice_point_t *pt = &s->history[s->n_history - 1];
    pt->asked++;
    pt->right += right ? 1 : 0;
    if (shadow) {
        p->shadow_duties++;
        p->shadow_right += right ? 1 : 0;
    }
}

/* ---- loading ------------------------------------------------------------------------------ */

enum { MANY = 1000000000 }; /* the most answers a count may say */

static const char *const ROOT_KEYS[] = {"version", "topics", "shadow"};
static const char *const TOPIC_KEYS[] = {"asked", "right", "seconds", "history"};
static const char *const POINT_KEYS[] = {"when", "asked", "right"};
static const char *const SHADOW_KEYS[] = {"duties", "right", "moves", "moves_right"};

/* A count from lo to MANY at obj.key, when the key is there (else *out stays). */
static int count_at(jv_t *v, const cJSON *obj, const char *path, const char *key, int lo, int *out)
{
    char p[JV_PATH_LEN];
    const cJSON *it = jv_get(obj, key);
    jv_path_key(p, path, key);
    return it ? jv_count(v, it, p, lo, MANY, NULL, out) : 0;
}

/* obj.right must not be more than obj.<of> (the answers counted). */
static int right_of(jv_t *v, const cJSON *obj, const char *path, const char *right_key, int right, int of,
                    const char *of_key)
{
    if (right <= of)
        return 0;
    char p[JV_PATH_LEN], got[JV_SHOW_LEN];
    jv_path_key(p, path, right_key);
    return jv_fail(v, p, "expected at most \"%s\", got %s", of_key,
                   jv_show(v, p, jv_get(obj, right_key), got, sizeof got));
}

static int right_at_most(jv_t *v, const cJSON *obj, const char *path, int right, int of, const char *of_key)
{
    return right_of(v, obj, path, "right", right, of, of_key);
}

/* One session's point of a topic's chart: {"when", "asked", "right"}. */
static int parse_point(jv_t *v, const cJSON *e, const char *path, practice_point_t *pt)
{
    char p[JV_PATH_LEN];
    if (jv_object(v, e, path) < 0 || jv_keys(v, e, path, POINT_KEYS, 3) < 0)
        return -1;
    const cJSON *when = jv_get(e, "when");
    jv_path_key(p, path, "when");
    if (when && jv_int(v, when, p, 0, 9000000000000000, 1, "an integer from 0 to 9000000000000000",
                       &pt->when_ms) < 0)
        return -1;
    jv_path_key(p, path, "asked");
    if (jv_count(v, jv_get(e, "asked"), p, 1, MANY, NULL, &pt->asked) < 0 ||
        count_at(v, e, path, "right", 0, &pt->right) < 0)
        return -1;
    return right_at_most(v, e, path, pt->right, pt->asked, "asked");
}

static int parse_topic(jv_t *v, const cJSON *o, const char *path, practice_topic_stats_t *s)
{
    char p[JV_PATH_LEN];
    if (jv_object(v, o, path) < 0 || jv_keys(v, o, path, TOPIC_KEYS, 4) < 0 ||
        count_at(v, o, path, "asked", 0, &s->asked) < 0 || count_at(v, o, path, "right", 0, &s->right) < 0)
        return -1;
    const cJSON *sec = jv_get(o, "seconds");
    if (sec) {
        /* the time spent is a decimal of the app's own (never a rule): read as cJSON's double */
        jv_path_key(p, path, "seconds");
        if (!cJSON_IsNumber(sec) || !(sec->valuedouble >= 0) || sec->valuedouble > 1e12) {
            char got[JV_SHOW_LEN];
            return jv_fail(v, p, "expected a number of seconds from 0, got %s", jv_show(v, p, sec, got, sizeof got));
        }
        s->seconds = sec->valuedouble;
    }
    const cJSON *hist = jv_get(o, "history");
    if (hist) {
        jv_path_key(p, path, "history");
        if (jv_array(v, hist, p) < 0)
            return -1;
        int i = 0;
        for (const cJSON *e = hist->child; e; e = e->next, i++) {
            char ep[JV_PATH_LEN];
            practice_point_t pt = {0, 0, 0};
            jv_path_index(ep, p, i);
            if (parse_point(v, e, ep, &pt) < 0)
                return -1;
            /* keep the newest points */
            if (s->n_history == PRACTICE_HISTORY) {
                memmove(&s->history[0], &s->history[1], sizeof s->history[0] * (PRACTICE_HISTORY - 1));
                s->n_history--;
            }
            s->history[s->n_history++] = pt;
        }
    }
    return right_at_most(v, o, path, s->right, s->asked, "asked");
}

int practice_progress_parse(const char *name, const char *text, size_t len, practice_progress_t *out,
                            char *err, size_t errlen)
{
    jv_t v;
    jv_init(&v, name, text, len, err, errlen);
    cJSON *root = NULL;
    if (jv_parse_object(&v, &root) < 0)
        return -1;
    practice_progress_t p;
    practice_progress_init(&p);
    int rc = -1, version = 1;
    /* the dealer's topics, then the director's (drill_mtt.h): both counted under "topics" */
    const char *topic_names[DRILL_TOPIC_COUNT + DRILL_MTT_TOPIC_COUNT];
    for (int t = 0; t < DRILL_TOPIC_COUNT; t++)
        topic_names[t] = drill_topic_name((drill_topic_t)t);
    for (int t = 0; t < DRILL_MTT_TOPIC_COUNT; t++)
        topic_names[DRILL_TOPIC_COUNT + t] = drill_mtt_topic_name((drill_mtt_topic_t)t);
    const cJSON *topics = jv_get(root, "topics"), *shadow = jv_get(root, "shadow");
    if (jv_keys(&v, root, "", ROOT_KEYS, 3) < 0)
        goto end;
    if (jv_get(root, "version") && jv_count(&v, jv_get(root, "version"), "version", 1, 1, NULL, &version) < 0)
        goto end;
    if (topics) {
        if (jv_object(&v, topics, "topics") < 0 ||
            jv_keys(&v, topics, "topics", topic_names, DRILL_TOPIC_COUNT + DRILL_MTT_TOPIC_COUNT) < 0)
            goto end;
        for (const cJSON *t = topics->child; t; t = t->next) {
            drill_topic_t topic = DRILL_TOPIC_COUNT;
            drill_mtt_topic_t dtopic = DRILL_MTT_TOPIC_COUNT;
            char path[JV_PATH_LEN];
            jv_path_key(path, "topics", t->string);
            practice_topic_stats_t *st = NULL; /* known: jv_keys took only topic names */
            if (drill_topic_parse(t->string, &topic) == 0 && (int)topic >= 0 && topic < DRILL_TOPIC_COUNT)
                st = &p.topic[topic];
            else if (drill_mtt_topic_parse(t->string, &dtopic) == 0 && (int)dtopic >= 0 && dtopic < DRILL_MTT_TOPIC_COUNT)
                st = &p.director[dtopic];
            if (!st || parse_topic(&v, t, path, st) < 0)
                goto end;
        }
    }
    if (shadow && (jv_object(&v, shadow, "shadow") < 0 || jv_keys(&v, shadow, "shadow", SHADOW_KEYS, 4) < 0 ||
                   count_at(&v, shadow, "shadow", "duties", 0, &p.shadow_duties) < 0 ||
                   count_at(&v, shadow, "shadow", "right", 0, &p.shadow_right) < 0 ||
                   right_at_most(&v, shadow, "shadow", p.shadow_right, p.shadow_duties, "duties") < 0 ||
                   count_at(&v, shadow, "shadow", "moves", 0, &p.shadow_moves) < 0 ||
                   count_at(&v, shadow, "shadow", "moves_right", 0, &p.shadow_moves_right) < 0 ||
                   right_of(&v, shadow, "shadow", "moves_right", p.shadow_moves_right, p.shadow_moves, "moves") < 0))
        goto end;
    *out = p;
    rc = 0;
end:
    cJSON_Delete(root);
    return rc;
}

int practice_progress_load(const char *path, practice_progress_t *out, char *err, size_t errlen)
{
    practice_progress_init(out);
    size_t len = 0;
    int missing;
    char *text = keep_read(path, (size_t)1 << 20, "1 MiB", &len, &missing, err, errlen);
    if (!text)
        return missing ? 1 : -1;
    int rc = practice_progress_parse(path, text, len, out, err, errlen);
    free(text);
    return rc;
}

char *practice_progress_json(const practice_progress_t *p)
{
    cJSON *root = cJSON_CreateObject();
    if (!root)
        return NULL;
    cJSON_AddNumberToObject(root, "version", 1);
    cJSON *topics = cJSON_AddObjectToObject(root, "topics");
    for (int t = 0; t < DRILL_TOPIC_COUNT + DRILL_MTT_TOPIC_COUNT && topics; t++) {
        const practice_topic_stats_t *s = t < DRILL_TOPIC_COUNT ? &p->topic[t] : &p->director[t - DRILL_TOPIC_COUNT];
        if (s->asked == 0 && s->n_history == 0)
            continue;
        cJSON *o = cJSON_AddObjectToObject(topics, t < DRILL_TOPIC_COUNT ? drill_topic_name((drill_topic_t)t)
                                                   : drill_mtt_topic_name((drill_mtt_topic_t)(t - DRILL_TOPIC_COUNT)));
        if (!o)
            continue;
        cJSON_AddNumberToObject(o, "asked", s->asked);
        cJSON_AddNumberToObject(o, "right", s->right);
        cJSON_AddNumberToObject(o, "seconds", floor(s->seconds * 10.0 + 0.5) / 10.0);
        cJSON *h = cJSON_AddArrayToObject(o, "history");
        for (int i = 0; i < s->n_history && h; i++) {
            cJSON *e = cJSON_CreateObject();
            if (!e)
                continue;
            jv_add_int(e, "when", s->history[i].when_ms);
            cJSON_AddNumberToObject(e, "asked", s->history[i].asked);
            cJSON_AddNumberToObject(e, "right", s->history[i].right);
            cJSON_AddItemToArray(h, e);
        }
    }
    cJSON *sh = cJSON_AddObjectToObject(root, "shadow");
    if (sh) {
        cJSON_AddNumberToObject(sh, "duties", p->shadow_duties);
        cJSON_AddNumberToObject(sh, "right", p->shadow_right);
        if (p->shadow_moves) {
            cJSON_AddNumberToObject(sh, "moves", p->shadow_moves);
            cJSON_AddNumberToObject(sh, "moves_right", p->shadow_moves_right);
        }
    }
    char *text = cJSON_Print(root);
    cJSON_Delete(root);
    return text;
}

int practice_progress_save(const char *path, const practice_progress_t *p, char *err, size_t errlen)
{
    char *text = practice_progress_json(p);
    if (!text) {
        snprintf(err, errlen, "cannot write %s: out of memory", path);
        return -1;
    }
    size_t n = strlen(text);
    char *grown = realloc(text, n + 2);
    if (!grown) {
        free(text);
        snprintf(err, errlen, "cannot write %s: out of memory", path);
        return -1;
    }
    grown[n] = '\n';
    grown[n + 1] = '\0';
    int rc = keep_write(path, grown, n + 1, 0, err, errlen);
    free(grown);
    return rc;
}
