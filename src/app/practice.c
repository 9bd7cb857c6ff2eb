/* practice.c — the practice mode's progress file: counting answers per topic and per session,
 * strict JSON loading with the file, line, field and value in every message, atomic saving. */
#define _POSIX_C_SOURCE 200809L
#include "app/practice.h"

#include <cjson/cJSON.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/settings.h"
#include "engine/jsonloc.h"
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

typedef struct ctx {
    const char *name, *text;
    size_t len;
    char *err;
    size_t errlen;
} ctx_t;

static void fail(const ctx_t *c, const char *path, const cJSON *v, const char *expected)
{
    jsonloc_t loc;
    int line = 1;
    if (jsonloc_find(c->text, c->len, path, &loc) != JSONLOC_BAD_PATH && loc.line > 0)
        line = loc.line;
    char vt[64] = "nothing";
    if (v) {
        char *p = cJSON_PrintUnformatted(v);
        snprintf(vt, sizeof vt, "%s", p ? p : "?");
        if (strlen(vt) > 40)
            strcpy(vt + 37, "...");
        free(p);
    }
    snprintf(c->err, c->errlen, "%s:%d: %s: expected %s, got %s", c->name, line, path, expected, vt);
}

static void unknown_key(const ctx_t *c, const char *obj_path, const char *key, const char *allowed)
{
    jsonloc_t loc;
    int line = 1;
    if (jsonloc_find_key(c->text, c->len, obj_path, key, strlen(key), 0, &loc) == JSONLOC_FOUND)
        line = loc.line;
    snprintf(c->err, c->errlen, "%s:%d: %s%s%.60s: expected one of the keys %s, got the unknown key \"%.60s\"",
             c->name, line, obj_path, obj_path[0] ? "." : "", key, allowed, key);
}

/* An integer from lo to hi at `path`. */
static int get_int(const ctx_t *c, const cJSON *v, const char *path, double lo, double hi, int64_t *out)
{
    if (!cJSON_IsNumber(v) || v->valuedouble != floor(v->valuedouble) || v->valuedouble < lo ||
        v->valuedouble > hi) {
        char what[96];
        snprintf(what, sizeof what, "an integer from %.0f to %.0f", lo, hi);
        fail(c, path, v, what);
        return -1;
    }
    *out = (int64_t)v->valuedouble;
    return 0;
}

static int parse_topic(const ctx_t *c, const cJSON *o, const char *path, practice_topic_stats_t *s)
{
    if (!cJSON_IsObject(o)) {
        fail(c, path, o, "an object {\"asked\", \"right\", \"seconds\", \"history\"}");
        return -1;
    }
    char p[128];
    int64_t v;
    for (const cJSON *it = o->child; it; it = it->next) {
        const char *k = it->string ? it->string : "";
        snprintf(p, sizeof p, "%s.%s", path, k);
        if (!strcmp(k, "asked")) {
            if (get_int(c, it, p, 0, 1e9, &v))
                return -1;
            s->asked = (int)v;
        } else if (!strcmp(k, "right")) {
            if (get_int(c, it, p, 0, 1e9, &v))
                return -1;
            s->right = (int)v;
        } else if (!strcmp(k, "seconds")) {
            if (!cJSON_IsNumber(it) || !(it->valuedouble >= 0) || it->valuedouble > 1e12) {
                fail(c, p, it, "a number of seconds from 0");
                return -1;
            }
            s->seconds = it->valuedouble;
        } else if (!strcmp(k, "history")) {
            if (!cJSON_IsArray(it)) {
                fail(c, p, it, "an array of {\"when\", \"asked\", \"right\"}");
                return -1;
            }
            int i = 0;
            for (const cJSON *e = it->child; e; e = e->next, i++) {
                char ep[160];
                snprintf(ep, sizeof ep, "%s[%d]", p, i);
                if (!cJSON_IsObject(e)) {
                    fail(c, ep, e, "an object {\"when\", \"asked\", \"right\"}");
                    return -1;
                }
                practice_point_t pt = {0, 0, 0};
                for (const cJSON *f = e->child; f; f = f->next) {
                    const char *fk = f->string ? f->string : "";
                    char fp[200];
                    snprintf(fp, sizeof fp, "%s.%s", ep, fk);
                    if (!strcmp(fk, "when")) {
                        if (get_int(c, f, fp, 0, 9e15, &v))
                            return -1;
                        pt.when_ms = v;
                    } else if (!strcmp(fk, "asked")) {
                        if (get_int(c, f, fp, 1, 1e9, &v))
                            return -1;
                        pt.asked = (int)v;
                    } else if (!strcmp(fk, "right")) {
                        if (get_int(c, f, fp, 0, 1e9, &v))
                            return -1;
                        pt.right = (int)v;
                    } else {
                        unknown_key(c, ep, fk, "when, asked, right");
                        return -1;
                    }
                }
                if (pt.asked == 0) {
                    char fp[200];
                    snprintf(fp, sizeof fp, "%s.asked", ep);
                    fail(c, fp, NULL, "an integer from 1 (the answers of that session)");
                    return -1;
                }
                if (pt.right > pt.asked) {
                    char fp[200];
                    snprintf(fp, sizeof fp, "%s.right", ep);
                    fail(c, fp, cJSON_GetObjectItemCaseSensitive(e, "right"), "at most \"asked\"");
                    return -1;
                }
                /* keep the newest points */
                if (s->n_history == PRACTICE_HISTORY) {
                    memmove(&s->history[0], &s->history[1], sizeof s->history[0] * (PRACTICE_HISTORY - 1));
                    s->n_history--;
                }
                s->history[s->n_history++] = pt;
            }
        } else {
            unknown_key(c, path, k, "asked, right, seconds, history");
            return -1;
        }
    }
    if (s->right > s->asked) {
        snprintf(p, sizeof p, "%s.right", path);
        fail(c, p, cJSON_GetObjectItemCaseSensitive(o, "right"), "at most \"asked\"");
        return -1;
    }
    return 0;
}

int practice_progress_parse(const char *name, const char *text, size_t len, practice_progress_t *out,
                            char *err, size_t errlen)
{
    ctx_t c = {name, text, len, err, errlen};
    practice_progress_t p;
    practice_progress_init(&p);
    cJSON *root = app_json_parse(name, text, len, err, errlen);
    if (!root)
        return -1;
    int rc = -1;
    if (!cJSON_IsObject(root)) {
        fail(&c, "", root, "an object {\"version\", \"topics\", \"shadow\"}");
        goto end;
    }
    for (const cJSON *it = root->child; it; it = it->next) {
        const char *k = it->string ? it->string : "";
        int64_t v;
        if (!strcmp(k, "version")) {
            if (get_int(&c, it, "version", 1, 1, &v))
                goto end;
        } else if (!strcmp(k, "topics")) {
            if (!cJSON_IsObject(it)) {
                fail(&c, "topics", it, "an object of topics (\"button\", \"side-pots\", ...)");
                goto end;
            }
            for (const cJSON *t = it->child; t; t = t->next) {
                drill_topic_t topic;
                drill_mtt_topic_t dtopic;
                const char *tn = t->string ? t->string : "";
                if (drill_topic_parse(tn, &topic) != 0 && drill_mtt_topic_parse(tn, &dtopic) == 0) {
                    char path[96];
                    snprintf(path, sizeof path, "topics.%s", tn);
                    if (parse_topic(&c, t, path, &p.director[dtopic]))
                        goto end;
                    continue;
                }
                if (drill_topic_parse(tn, &topic) != 0) {
                    jsonloc_t loc;
                    int line = 1;
                    if (jsonloc_find_key(text, len, "topics", tn, strlen(tn), 0, &loc) == JSONLOC_FOUND)
                        line = loc.line;
                    snprintf(err, errlen, "%s:%d: topics: expected a drill topic (button, heads-up, first-to-act, "
                             "min-raise, reopen, side-pots, showdown, eliminations, chip-race, floor, balancing, breaking, "
                             "hand-for-hand, final-table), got \"%.40s\"",
                             name, line, tn);
                    goto end;
                }
                char path[96];
                snprintf(path, sizeof path, "topics.%s", tn);
                if (parse_topic(&c, t, path, &p.topic[topic]))
                    goto end;
            }
        } else if (!strcmp(k, "shadow")) {
            if (!cJSON_IsObject(it)) {
                fail(&c, "shadow", it, "an object {\"duties\", \"right\"}");
                goto end;
            }
            for (const cJSON *f = it->child; f; f = f->next) {
                const char *fk = f->string ? f->string : "";
                char fp[96];
                snprintf(fp, sizeof fp, "shadow.%s", fk);
                if (!strcmp(fk, "duties")) {
                    if (get_int(&c, f, fp, 0, 1e9, &v))
                        goto end;
                    p.shadow_duties = (int)v;
                } else if (!strcmp(fk, "right")) {
                    if (get_int(&c, f, fp, 0, 1e9, &v))
                        goto end;
                    p.shadow_right = (int)v;
                } else if (!strcmp(fk, "moves")) {
                    if (get_int(&c, f, fp, 0, 1e9, &v))
                        goto end;
                    p.shadow_moves = (int)v;
                } else if (!strcmp(fk, "moves_right")) {
                    if (get_int(&c, f, fp, 0, 1e9, &v))
                        goto end;
                    p.shadow_moves_right = (int)v;
                } else {
                    unknown_key(&c, "shadow", fk, "duties, right, moves, moves_right");
                    goto end;
                }
            }
            if (p.shadow_right > p.shadow_duties) {
                fail(&c, "shadow.right", cJSON_GetObjectItemCaseSensitive(it, "right"), "at most \"duties\"");
                goto end;
            }
        } else {
            unknown_key(&c, "", k, "version, topics, shadow");
            goto end;
        }
    }
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
