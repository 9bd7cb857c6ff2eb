/* drill_record.c — the trainees' roster and their drill results (drill_record.h): strict loading
 * with jsonv (file, line, field and value in every message), the JSON written back, the edits a
 * trainer makes (add, rename, remove), and one result made from a graded drill. */
#define _POSIX_C_SOURCE 200809L
#include "drill/drill_record.h"

#include <cjson/cJSON.h>
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "drill/drill_internal.h"
#include "engine/jsonv.h"
#include "engine/keep.h"
#include "engine/text.h"

void drill_roster_init(drill_roster_t *r)
{
    memset(r, 0, sizeof *r);
    r->next_id = 1;
}

void drill_roster_free(drill_roster_t *r)
{
    for (int i = 0; i < r->n; i++)
        free(r->trainee[i].results);
    drill_roster_init(r);
}

/* ---- text ------------------------------------------------------------------------------------ */

void drill_text_add(drill_text_t *b, const char *fmt, ...)
{
    if (b->oom)
        return;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0)
        return;
    if (b->len + (size_t)n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 4096;
        while (cap < b->len + (size_t)n + 1)
            cap *= 2;
        char *s = realloc(b->s, cap);
        if (!s) {
            b->oom = 1;
            return;
        }
        b->s = s;
        b->cap = cap;
    }
    va_start(ap, fmt);
    vsnprintf(b->s + b->len, b->cap - b->len, fmt, ap);
    va_end(ap);
    b->len += (size_t)n;
}

void drill_text_esc(drill_text_t *b, const char *s)
{
    for (const char *p = s ? s : ""; *p; p++) {
        switch (*p) {
        case '<': drill_text_add(b, "&lt;"); break;
        case '>': drill_text_add(b, "&gt;"); break;
        case '&': drill_text_add(b, "&amp;"); break;
        case '"': drill_text_add(b, "&quot;"); break;
        case '\'': drill_text_add(b, "&#39;"); break;
        default: drill_text_add(b, "%c", *p);
        }
    }
}

/* Copy s into dst (size bytes) on one line: control characters become spaces, a cut never
 * splits a UTF-8 character. */
static void copy_line(char *dst, size_t size, const char *s)
{
    size_t o = 0;
    for (const char *p = s ? s : ""; *p && o + 1 < size; p++)
        dst[o++] = (unsigned char)*p < 0x20 || *p == 0x7f ? ' ' : *p;
    if (s && strlen(s) >= size)
        while (o > 0 && ((unsigned char)dst[o] & 0xC0) == 0x80 && o < size)
            o--; /* back to the start of a character cut in two */
    dst[o] = '\0';
    while (o > 0 && dst[o - 1] == ' ')
        dst[--o] = '\0';
}

/* ---- edits ------------------------------------------------------------------------------------ */

int drill_roster_find(const drill_roster_t *r, const char *name)
{
    for (int i = 0; i < r->n; i++)
        if (!strcmp(r->trainee[i].name, name))
            return i;
    return -1;
}

/* The name trimmed into out; 0, or -1 with why in err. `self` is the trainee being renamed (-1). */
static int check_name(const drill_roster_t *r, const char *name, int self, char out[DRILL_TRAINEE_NAME], char *err,
                      size_t errlen)
{
    const char *s = name ? name : "";
    while (*s == ' ' || *s == '\t')
        s++;
    size_t n = strlen(s);
    while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t'))
        n--;
    if (n == 0) {
        snprintf(err, errlen, "%s", D_("A trainee needs a name"));
        return -1;
    }
    if (n >= DRILL_TRAINEE_NAME) {
        snprintf(err, errlen, D_("A name has at most %d bytes"), DRILL_TRAINEE_NAME - 1);
        return -1;
    }
    for (size_t i = 0; i < n; i++)
        if ((unsigned char)s[i] < 0x20 || s[i] == 0x7f) {
            snprintf(err, errlen, "%s", D_("A name cannot hold control characters"));
            return -1;
        }
    memcpy(out, s, n);
    out[n] = '\0';
    int at = drill_roster_find(r, out);
    if (at >= 0 && at != self) {
        snprintf(err, errlen, D_("There is already a trainee named %s"), out);
        return -1;
    }
    return 0;
}

int drill_roster_add(drill_roster_t *r, const char *name, char *err, size_t errlen)
{
    char nm[DRILL_TRAINEE_NAME];
    if (r->n >= DRILL_MAX_TRAINEES) {
        snprintf(err, errlen, D_("At most %d trainees"), DRILL_MAX_TRAINEES);
        return -1;
    }
    if (check_name(r, name, -1, nm, err, errlen) < 0)
        return -1;
    drill_trainee_t *t = &r->trainee[r->n];
    memset(t, 0, sizeof *t);
    t->id = r->next_id++;
    memcpy(t->name, nm, sizeof nm);
    return r->n++;
}

int drill_roster_rename(drill_roster_t *r, int i, const char *name, char *err, size_t errlen)
{
    char nm[DRILL_TRAINEE_NAME];
    if (i < 0 || i >= r->n || check_name(r, name, i, nm, err, errlen) < 0)
        return -1;
    memcpy(r->trainee[i].name, nm, sizeof nm);
    return 0;
}

void drill_roster_remove(drill_roster_t *r, int i)
{
    if (i < 0 || i >= r->n)
        return;
    free(r->trainee[i].results);
    memmove(&r->trainee[i], &r->trainee[i + 1], sizeof r->trainee[0] * (size_t)(r->n - i - 1));
    r->n--;
    memset(&r->trainee[r->n], 0, sizeof r->trainee[0]);
    if (r->current > i || r->current >= r->n)
        r->current = r->current > 0 ? r->current - 1 : 0;
}

int drill_trainee_record(drill_trainee_t *t, const drill_result_t *res)
{
    if (t->n_results == DRILL_MAX_RESULTS) {
        memmove(&t->results[0], &t->results[1], sizeof t->results[0] * (DRILL_MAX_RESULTS - 1));
        t->n_results--;
    }
    if (t->n_results == t->cap) {
        int cap = t->cap ? t->cap * 2 : 64;
        if (cap > DRILL_MAX_RESULTS)
            cap = DRILL_MAX_RESULTS;
        drill_result_t *g = realloc(t->results, sizeof *g * (size_t)cap);
        if (!g)
            return -1;
        t->results = g;
        t->cap = cap;
    }
    t->results[t->n_results++] = *res;
    return 0;
}

void drill_result_make(const drill_t *d, const drill_answer_t *given, int right, double seconds, int64_t when_ms,
                       int64_t session_ms, drill_result_t *out)
{
    memset(out, 0, sizeof *out);
    out->topic = d->topic;
    copy_line(out->drill, sizeof out->drill, d->id);
    out->seed = d->id[0] ? 0 : d->seed;
    out->difficulty = d->difficulty < 1 ? 1 : d->difficulty > 5 ? 5 : d->difficulty;
    out->right = right ? 1 : 0;
    copy_line(out->question, sizeof out->question, d->question);
    char buf[2048];
    if (given) {
        drill_answer_describe(given, d, buf, sizeof buf);
        copy_line(out->given, sizeof out->given, buf);
    }
    drill_answer_describe(&d->answer, d, buf, sizeof buf);
    copy_line(out->correct, sizeof out->correct, buf);
    copy_line(out->rule, sizeof out->rule, d->rule);
    out->seconds = seconds > 0 && seconds < 1e6 ? floor(seconds * 10.0 + 0.5) / 10.0 : 0;
    out->when_ms = when_ms;
    out->session_ms = session_ms;
}

/* ---- loading ------------------------------------------------------------------------------- */

static int parse_result(jv_t *v, const cJSON *o, const char *path, drill_result_t *r)
{
    static const char *const keys[] = {"topic", "drill", "seed", "difficulty", "right", "question", "given",
                                       "correct", "rule", "seconds", "when", "session"};
    char p[JV_PATH_LEN], g[JV_SHOW_LEN];
    if (jv_object(v, o, path) < 0 || jv_keys(v, o, path, keys, (int)(sizeof keys / sizeof keys[0])) < 0)
        return -1;
    memset(r, 0, sizeof *r);
    const cJSON *t = jv_get(o, "topic");
    jv_path_key(p, path, "topic");
    if (!cJSON_IsString(t) || drill_topic_parse(t->valuestring, &r->topic) < 0)
        return jv_fail(v, p,
                       "expected a drill topic (button, heads-up, first-to-act, min-raise, reopen, side-pots, "
                       "showdown, eliminations, chip-race, floor), got %s",
                       jv_show(v, p, t, g, sizeof g));
    int64_t n;
    jv_path_key(p, path, "drill");
    if (jv_string(v, jv_get(o, "drill"), p, r->drill, sizeof r->drill, 1) < 0)
        return -1;
    jv_path_key(p, path, "seed");
    if (jv_int(v, jv_get(o, "seed"), p, 0, 9007199254740991LL, 0, "a seed, an integer >= 0", &n) < 0)
        return -1;
    r->seed = (uint64_t)n;
    jv_path_key(p, path, "difficulty");
    if (jv_count(v, jv_get(o, "difficulty"), p, 1, 5, NULL, &r->difficulty) < 0)
        return -1;
    jv_path_key(p, path, "right");
    if (jv_bool(v, jv_get(o, "right"), p, &r->right) < 0)
        return -1;
    static const char *const texts[] = {"question", "given", "correct", "rule"};
    char *dst[] = {r->question, r->given, r->correct, r->rule};
    size_t size[] = {sizeof r->question, sizeof r->given, sizeof r->correct, sizeof r->rule};
    for (int i = 0; i < 4; i++) {
        jv_path_key(p, path, texts[i]);
        if (jv_string(v, jv_get(o, texts[i]), p, dst[i], size[i], 1) < 0)
            return -1;
    }
    jv_path_key(p, path, "seconds");
    if (jv_hundredths(v, jv_get(o, "seconds"), p, "a time in seconds", &n) < 0)
        return -1;
    if (n < 0 || n > 100000000) {
        return jv_fail(v, p, "expected a time in seconds from 0 to 1000000, got %s",
                       jv_show(v, p, jv_get(o, "seconds"), g, sizeof g));
    }
    r->seconds = (double)n / 100.0;
    jv_path_key(p, path, "when");
    if (jv_int(v, jv_get(o, "when"), p, 0, 9000000000000000LL, 0, "a date, unix milliseconds", &r->when_ms) < 0)
        return -1;
    jv_path_key(p, path, "session");
    if (jv_int(v, jv_get(o, "session"), p, 0, 9000000000000000LL, 0, "a date, unix milliseconds", &r->session_ms) < 0)
        return -1;
    return 0;
}

int drill_roster_parse(const char *name, const char *text, size_t len, drill_roster_t *out, char *err, size_t errlen)
{
    drill_roster_t *r = calloc(1, sizeof *r);
    if (!r) {
        snprintf(err, errlen, "%s: out of memory", name);
        return -1;
    }
    drill_roster_init(r);
    jv_t v;
    jv_init(&v, name, text, len, err, errlen);
    cJSON *root = NULL;
    int rc = -1;
    char p[JV_PATH_LEN], g[JV_SHOW_LEN];
    static const char *const top[] = {"version", "current", "next_id", "journal_seq", "trainees"};
    if (jv_parse_object(&v, &root) < 0 || jv_keys(&v, root, "", top, 5) < 0)
        goto end;
    int version;
    if (jv_count(&v, jv_get(root, "version"), "version", 1, 1, "1 (the only version so far)", &version) < 0)
        goto end;
    const cJSON *arr = jv_get(root, "trainees");
    if (jv_array(&v, arr, "trainees") < 0)
        goto end;
    int i = 0;
    const cJSON *e;
    cJSON_ArrayForEach(e, arr)
    {
        char tp[JV_PATH_LEN];
        jv_path_index(tp, "trainees", i);
        if (i >= DRILL_MAX_TRAINEES) {
            jv_fail(&v, tp, "expected at most %d trainees, got more", DRILL_MAX_TRAINEES);
            goto end;
        }
        static const char *const tkeys[] = {"id", "name", "results"};
        if (jv_object(&v, e, tp) < 0 || jv_keys(&v, e, tp, tkeys, 3) < 0)
            goto end;
        drill_trainee_t *t = &r->trainee[i];
        int64_t id;
        jv_path_key(p, tp, "id");
        if (jv_int(&v, jv_get(e, "id"), p, 1, 1000000, 0, "a trainee number >= 1", &id) < 0)
            goto end;
        for (int k = 0; k < i; k++)
            if (r->trainee[k].id == id) {
                jv_fail(&v, p, "expected a number no other trainee has, got %" PRId64 " again", id);
                goto end;
            }
        t->id = (int)id;
        jv_path_key(p, tp, "name");
        char nm[DRILL_TRAINEE_NAME], why[160];
        if (jv_string(&v, jv_get(e, "name"), p, nm, sizeof nm, 0) < 0)
            goto end;
        r->n = i; /* the names before this one */
        if (check_name(r, nm, -1, t->name, why, sizeof why) < 0) {
            jv_fail(&v, p, "expected a name no other trainee has, got %s", jv_show(&v, p, jv_get(e, "name"), g, sizeof g));
            goto end;
        }
        r->n = i + 1;
        const cJSON *res = jv_get(e, "results");
        jv_path_key(p, tp, "results");
        if (jv_array(&v, res, p) < 0)
            goto end;
        int k = 0;
        const cJSON *ro;
        cJSON_ArrayForEach(ro, res)
        {
            char rp[JV_PATH_LEN];
            jv_path_index(rp, p, k++);
            drill_result_t one;
            if (parse_result(&v, ro, rp, &one) < 0)
                goto end;
            if (drill_trainee_record(t, &one) < 0) {
                snprintf(err, errlen, "%s: out of memory", name);
                goto end;
            }
        }
        if (t->id >= r->next_id)
            r->next_id = t->id + 1;
        i++;
    }
    r->n = i;
    const cJSON *nx = jv_get(root, "next_id");
    if (nx) {
        int64_t n;
        if (jv_int(&v, nx, "next_id", r->next_id, 1000001, 0, "a number above every trainee's", &n) < 0)
            goto end;
        r->next_id = (int)n;
    }
    const cJSON *js = jv_get(root, "journal_seq");
    if (js && jv_int(&v, js, "journal_seq", 0, 9000000000000000LL, 0, "a journal record number >= 0", &r->journal_seq) < 0)
        goto end; /* missing (a file older than the journal): 0, nothing folded in */
    const cJSON *cur = jv_get(root, "current");
    if (cur) {
        char nm[DRILL_TRAINEE_NAME];
        if (jv_string(&v, cur, "current", nm, sizeof nm, 0) < 0)
            goto end;
        r->current = drill_roster_find(r, nm);
        if (r->current < 0) {
            jv_fail(&v, "current", "expected the name of a trainee in \"trainees\", got %s",
                    jv_show(&v, "current", cur, g, sizeof g));
            goto end;
        }
    }
    rc = 0;
end:
    cJSON_Delete(root);
    if (rc == 0) {
        *out = *r;
    } else {
        drill_roster_free(r);
        drill_roster_init(out);
    }
    free(r);
    return rc;
}

int drill_roster_load(const char *path, drill_roster_t *out, char *err, size_t errlen)
{
    drill_roster_init(out);
    size_t len = 0;
    int missing;
    char *text = keep_read(path, (size_t)64 << 20, "64 MiB", &len, &missing, err, errlen);
    if (!text)
        return missing ? 1 : -1;
    int rc = drill_roster_parse(path, text, len, out, err, errlen);
    free(text);
    return rc;
}

/* A result as the JSON object both files hold (trainees.json's results, the journal's records). */
static cJSON *result_object(const drill_result_t *x)
{
    cJSON *e = cJSON_CreateObject();
    if (!e)
        return NULL;
    cJSON_AddStringToObject(e, "topic", drill_topic_name(x->topic));
    cJSON_AddStringToObject(e, "drill", x->drill);
    jv_add_int(e, "seed", (int64_t)x->seed);
    cJSON_AddNumberToObject(e, "difficulty", x->difficulty);
    cJSON_AddBoolToObject(e, "right", x->right);
    cJSON_AddStringToObject(e, "question", x->question);
    cJSON_AddStringToObject(e, "given", x->given);
    cJSON_AddStringToObject(e, "correct", x->correct);
    cJSON_AddStringToObject(e, "rule", x->rule);
    char secs[32];
    snprintf(secs, sizeof secs, "%.1f", x->seconds);
    cJSON_AddRawToObject(e, "seconds", secs);
    snprintf(secs, sizeof secs, "%" PRId64, x->when_ms);
    cJSON_AddRawToObject(e, "when", secs);
    snprintf(secs, sizeof secs, "%" PRId64, x->session_ms);
    cJSON_AddRawToObject(e, "session", secs);
    return e;
}

char *drill_roster_json(const drill_roster_t *r)
{
    drill_text_t b = {0};
    cJSON *tmp;
    drill_text_add(&b, "{\n  \"version\": 1,\n");
    if (r->n > 0) {
        tmp = cJSON_CreateString(r->trainee[r->current].name);
        char *s = tmp ? cJSON_PrintUnformatted(tmp) : NULL;
        drill_text_add(&b, "  \"current\": %s,\n", s ? s : "\"\"");
        free(s);
        cJSON_Delete(tmp);
    }
    drill_text_add(&b, "  \"next_id\": %d, \"journal_seq\": %" PRId64 ",\n  \"trainees\": [", r->next_id,
                   r->journal_seq);
    for (int i = 0; i < r->n; i++) {
        const drill_trainee_t *t = &r->trainee[i];
        cJSON *o = cJSON_CreateObject();
        if (!o) {
            b.oom = 1;
            break;
        }
        cJSON_AddNumberToObject(o, "id", t->id);
        cJSON_AddStringToObject(o, "name", t->name);
        char *head = cJSON_PrintUnformatted(o);
        cJSON_Delete(o);
        if (!head) {
            b.oom = 1;
            break;
        }
        head[strlen(head) - 1] = '\0'; /* drop the closing brace: the results follow */
        drill_text_add(&b, "%s\n    %s, \"results\": [", i ? "," : "", head);
        free(head);
        for (int k = 0; k < t->n_results; k++) {
            cJSON *e = result_object(&t->results[k]);
            if (!e) {
                b.oom = 1;
                break;
            }
            char *s = cJSON_PrintUnformatted(e);
            cJSON_Delete(e);
            if (!s) {
                b.oom = 1;
                break;
            }
            drill_text_add(&b, "%s\n      %s", k ? "," : "", s);
            free(s);
        }
        drill_text_add(&b, "%s]}", t->n_results ? "\n    " : "");
    }
    drill_text_add(&b, "%s]\n}\n", r->n ? "\n  " : "");
    if (b.oom) {
        free(b.s);
        return NULL;
    }
    return b.s;
}

int drill_roster_save(const char *path, const drill_roster_t *r, char *err, size_t errlen)
{
    char *text = drill_roster_json(r);
    if (!text) {
        snprintf(err, errlen, "cannot write %s: out of memory", path);
        return -1;
    }
    int rc = keep_write(path, text, strlen(text), 0, err, errlen);
    free(text);
    return rc;
}

/* ---- the journal ------------------------------------------------------------------------------ */

static const char JMAGIC[] = "felt-trainees-journal";

void drill_journal_path(const char *roster_path, char *buf, size_t len)
{
    size_t n = strlen(roster_path);
    if (n >= 5 && !strcmp(roster_path + n - 5, ".json"))
        snprintf(buf, len, "%.*s.journal", (int)(n - 5), roster_path);
    else
        snprintf(buf, len, "%s.journal", roster_path);
}

/* A path's journal, malloc'd (NULL out of memory). */
static char *journal_of(const char *roster_path)
{
    size_t len = strlen(roster_path) + 16;
    char *j = malloc(len);
    if (j)
        drill_journal_path(roster_path, j, len);
    return j;
}

/* Add one line to b: the formatted text, a space, its CRC-32 in 8 hex digits, a newline. */
__attribute__((format(printf, 2, 3))) static void journal_line(drill_text_t *b, const char *fmt, ...)
{
    size_t start = b->len;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0) {
        b->oom = 1;
        return;
    }
    char *line = malloc((size_t)n + 1);
    if (!line) {
        b->oom = 1;
        return;
    }
    va_start(ap, fmt);
    vsnprintf(line, (size_t)n + 1, fmt, ap);
    va_end(ap);
    drill_text_add(b, "%s", line);
    free(line);
    if (!b->oom)
        drill_text_add(b, " %08" PRIx32 "\n", text_crc32(b->s + start, b->len - start));
}

/* A decimal number of 1 to 18 digits, no sign, no leading zero, at s[0..n): the digits read
 * (stopping at the first non-digit), or 0 when there is no such number. */
static size_t read_seq(const char *s, size_t n, int64_t *out)
{
    size_t i = 0;
    int64_t v = 0;
    while (i < n && i < 18 && s[i] >= '0' && s[i] <= '9')
        v = v * 10 + (s[i++] - '0');
    if (i == 0 || (i > 1 && s[0] == '0') || (i < n && s[i] >= '0' && s[i] <= '9'))
        return 0;
    *out = v;
    return i;
}

__attribute__((format(printf, 4, 5))) static int journal_fail(drill_journal_load_t *jl, const char *path, int line,
                                                               const char *fmt, ...)
{
    jl->bad = 1;
    jl->line = line;
    int o = snprintf(jl->msg, sizeof jl->msg, "%s:%d: ", path, line);
    if (o < 0 || (size_t)o >= sizeof jl->msg)
        return -1;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(jl->msg + o, sizeof jl->msg - (size_t)o, fmt, ap);
    va_end(ap);
    return -1;
}

int drill_journal_replay(const char *path, drill_roster_t *r, drill_journal_load_t *jl)
{
    memset(jl, 0, sizeof *jl);
    size_t len = 0;
    int missing = 0;
    char *text = keep_read(path, (size_t)64 << 20, "64 MiB", &len, &missing, jl->msg, sizeof jl->msg);
    if (!text) {
        if (missing) {
            jl->msg[0] = '\0';
            return 1;
        }
        jl->exists = jl->bad = 1;
        return -1;
    }
    int rc = drill_journal_replay_text(path, text, len, r, jl);
    free(text);
    return rc;
}

int drill_journal_replay_text(const char *path, char *text, size_t len, drill_roster_t *r, drill_journal_load_t *jl)
{
    memset(jl, 0, sizeof *jl);
    jl->exists = 1;
    int rc = 0, line = 0;
    int64_t last = 0;
    size_t pos = 0;
    while (pos < len && rc == 0) {
        line++;
        char *s = text + pos;
        char *nl = memchr(s, '\n', len - pos);
        if (!nl) {
            /* the last line cut short: keep_append_whole writes a record and its newline at once */
            jl->torn = 1;
            jl->line = line;
            snprintf(jl->msg, sizeof jl->msg,
                     "%s:%d: the last record is cut short (%zu bytes without an end of line): dropped, the %" PRId64
                     " records before it kept",
                     path, line, len - pos, jl->records);
            break;
        }
        size_t n = (size_t)(nl - s);
        pos += n + 1;
        uint32_t want;
        if (!text_crc_tail(s, n, &want)) {
            rc = journal_fail(jl, path, line, "bad checksum: expected the line to end in a space and 8 hex digits");
            break;
        }
        uint32_t got = text_crc32(s, n - 9);
        if (got != want) {
            rc = journal_fail(jl, path, line, "bad checksum (the line ends in %08" PRIx32 ", its text gives %08" PRIx32 ")",
                              want, got);
            break;
        }
        n -= 9;
        s[n] = '\0';
        if (line == 1) {
            size_t ml = sizeof JMAGIC - 1;
            int64_t version = 0;
            if (n <= ml || memcmp(s, JMAGIC, ml) != 0 || s[ml] != ' ' || read_seq(s + ml + 1, n - ml - 1, &version) !=
                                                                              n - ml - 1) {
                rc = journal_fail(jl, path, line, "expected '%s %d', got '%.60s'", JMAGIC, DRILL_JOURNAL_VERSION, s);
            } else if (version != DRILL_JOURNAL_VERSION) {
                rc = journal_fail(jl, path, line,
                                  "a journal of version %" PRId64 ", not %d (the only version this game reads)", version,
                                  DRILL_JOURNAL_VERSION);
            }
            continue;
        }
        /* <seq> <trainee id> <result> */
        int64_t seq = 0, id = 0;
        size_t a = read_seq(s, n, &seq), b = 0;
        if (a == 0 || a >= n || s[a] != ' ' || seq < 1) {
            rc = journal_fail(jl, path, line, "seq: expected a record number >= 1, got '%.20s'", s);
            break;
        }
        if (seq <= last) {
            rc = journal_fail(jl, path, line, "seq: expected a record number above %" PRId64 ", got %" PRId64, last, seq);
            break;
        }
        b = read_seq(s + a + 1, n - a - 1, &id);
        if (b == 0 || a + 1 + b >= n || s[a + 1 + b] != ' ') {
            rc = journal_fail(jl, path, line, "trainee: expected a trainee number, got '%.20s'", s + a + 1);
            break;
        }
        int who = -1;
        for (int k = 0; k < r->n; k++)
            if (r->trainee[k].id == id)
                who = k;
        if (who < 0) {
            rc = journal_fail(jl, path, line, "trainee: expected the number of a trainee in the roster, got %" PRId64,
                              id);
            break;
        }
        const char *js = s + a + 1 + b + 1;
        size_t jlen = n - (size_t)(js - s);
        char why[400];
        jv_t v;
        jv_init(&v, path, js, jlen, why, sizeof why);
        cJSON *root = NULL;
        drill_result_t one;
        if (jv_parse(&v, &root) < 0 || parse_result(&v, root, "", &one) < 0) {
            cJSON_Delete(root);
            /* jv says "PATH:1: ..." (or "PATH:1:COLUMN: syntax error") of the record alone: the
             * journal's line instead, and the column in it */
            size_t pl = strlen(path);
            const char *rest = why;
            if (!strncmp(why, path, pl) && why[pl] == ':') {
                rest = why + pl + 1;
                while (*rest >= '0' && *rest <= '9')
                    rest++;
            }
            long col = 0;
            char *after = NULL;
            if (*rest == ':' && rest[1] >= '0' && rest[1] <= '9')
                col = strtol(rest + 1, &after, 10);
            jl->bad = 1;
            jl->line = line;
            if (rest == why)
                snprintf(jl->msg, sizeof jl->msg, "%.180s:%d: %.280s", path, line, why);
            else if (col > 0 && after && *after == ':')
                snprintf(jl->msg, sizeof jl->msg, "%.180s:%d:%ld%.280s", path, line, col + (long)(js - s), after);
            else
                snprintf(jl->msg, sizeof jl->msg, "%.180s:%d%.280s", path, line, rest);
            rc = -1;
            break;
        }
        cJSON_Delete(root);
        last = seq;
        jl->records++;
        if (seq <= r->journal_seq)
            continue; /* folded into the roster file already (a crash before the journal was removed) */
        if (drill_trainee_record(&r->trainee[who], &one) < 0) {
            rc = journal_fail(jl, path, line, "out of memory");
            break;
        }
        r->journal_seq = seq;
        jl->applied++;
    }
    return rc;
}

int drill_roster_open(const char *path, drill_roster_t *out, drill_journal_load_t *jl, char *err, size_t errlen)
{
    memset(jl, 0, sizeof *jl);
    int rc = drill_roster_load(path, out, err, errlen);
    if (rc < 0)
        return rc;
    char *j = journal_of(path);
    if (!j) {
        jl->bad = 1;
        snprintf(jl->msg, sizeof jl->msg, "%s: out of memory", path);
        return rc;
    }
    drill_journal_replay(j, out, jl);
    free(j);
    return rc;
}

/* The offset just past the last newline in the first size bytes of fd (0 when none). */
static off_t whole_end(int fd, off_t size)
{
    char buf[4096];
    while (size > 0) {
        off_t from = size > (off_t)sizeof buf ? size - (off_t)sizeof buf : 0;
        ssize_t got = pread(fd, buf, (size_t)(size - from), from);
        if (got <= 0)
            return 0;
        for (ssize_t i = got - 1; i >= 0; i--)
            if (buf[i] == '\n')
                return from + i + 1;
        size = from;
    }
    return 0;
}

int drill_roster_record(drill_roster_t *r, int i, const drill_result_t *res, const char *journal, char *err,
                        size_t errlen)
{
    if (i < 0 || i >= r->n) {
        snprintf(err, errlen, "no trainee %d to keep the result under", i);
        return -1;
    }
    if (drill_trainee_record(&r->trainee[i], res) < 0) {
        snprintf(err, errlen, "cannot keep the result: out of memory");
        return -1;
    }
    cJSON *e = result_object(res);
    char *js = e ? cJSON_PrintUnformatted(e) : NULL;
    cJSON_Delete(e);
    if (!js) {
        snprintf(err, errlen, "cannot write %s: out of memory", journal);
        return -2;
    }
    int fd = open(journal, O_RDWR | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
    if (fd < 0) {
        snprintf(err, errlen, "cannot write %s: %s", journal, strerror(errno));
        free(js);
        return -2;
    }
    int rc = -2;
    drill_text_t b = {0};
    struct stat sb;
    if (fstat(fd, &sb) != 0) {
        snprintf(err, errlen, "cannot write %s: %s", journal, strerror(errno));
        goto end;
    }
    off_t size = sb.st_size;
    char lastc = '\n';
    if (size > 0 && pread(fd, &lastc, 1, size - 1) != 1)
        lastc = 0;
    if (lastc != '\n') {
        /* a record cut short by a kill (loading dropped it and said so): cut it off, or the next
         * record would run on from it */
        size = whole_end(fd, size);
        if (ftruncate(fd, size) != 0) {
            snprintf(err, errlen, "cannot write %s: %s", journal, strerror(errno));
            goto end;
        }
    }
    if (size == 0)
        journal_line(&b, "%s %d", JMAGIC, DRILL_JOURNAL_VERSION);
    journal_line(&b, "%" PRId64 " %d %s", r->journal_seq + 1, r->trainee[i].id, js);
    if (b.oom) {
        snprintf(err, errlen, "cannot write %s: out of memory", journal);
        goto end;
    }
    if (keep_append_whole(fd, journal, b.s, b.len, err, errlen) != 0)
        goto end;
    r->journal_seq++;
    rc = 0;
end:
    close(fd); /* the record was fsync'd: a close that fails after it loses nothing */
    free(b.s);
    free(js);
    return rc;
}

int drill_roster_compact(const char *path, const drill_roster_t *r, char *err, size_t errlen)
{
    if (drill_roster_save(path, r, err, errlen) != 0)
        return -1;
    char *j = journal_of(path);
    if (!j) {
        snprintf(err, errlen, "cannot remove the journal of %s: out of memory", path);
        return 1;
    }
    int rc = 0;
    if (unlink(j) != 0 && errno != ENOENT) {
        snprintf(err, errlen, "cannot remove %s: %s", j, strerror(errno));
        rc = 1;
    } else {
        keep_sync_dir(j);
    }
    free(j);
    return rc;
}
