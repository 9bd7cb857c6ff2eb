/* jsonv.c — the validating reader (jsonv.h): messages, paths and typed values for every JSON
 * loader, grown out of the structure loader's, which was the strictest of eight copies. */
#include "engine/jsonv.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/jsonloc.h"

enum { SHOW_CUT = 40, KEY_LIST_CUT = 130 };

void jv_init(jv_t *v, const char *file, const char *text, size_t len, char *err, size_t errlen)
{
    v->file = file ? file : "";
    v->text = text ? text : "";
    v->len = text ? len : 0;
    v->err = err;
    v->errlen = errlen;
    memset(&v->walk, 0, sizeof v->walk);
    v->keep_going = 0;
    v->bad = 0;
    if (err && errlen)
        err[0] = '\0';
}

void jv_keep_going(jv_t *v) { v->keep_going = 1; }

/* ---- the words of the messages --------------------------------------------------------------- */

static const char *const ENGLISH[JV_MSG_COUNT] = {
    [JV_MSG_TOP_LEVEL] = "top level",
    [JV_MSG_NOTHING] = "nothing",
    [JV_MSG_AN_OBJECT] = "an object",
    [JV_MSG_AN_ARRAY] = "an array",
    [JV_MSG_EXPECTED] = "expected %s, got %s",
    [JV_MSG_INTEGER] = "expected an integer, got %s",
    [JV_MSG_INT_AT_MOST] = "expected an integer <= %s, got %s",
    [JV_MSG_FROM_TO] = "an integer from %d to %d",
    [JV_MSG_DECIMALS] = "expected %s with at most 2 decimals, got %s",
    [JV_MSG_AN_AMOUNT] = "an amount",
    [JV_MSG_AMOUNT_NONE] = "expected an amount >= 0 with at most 2 decimals, got nothing",
    [JV_MSG_AMOUNT_NEG] = "expected an amount >= 0, got %s",
    [JV_MSG_AMOUNT_MAX] = "expected an amount <= %s, got %s",
    [JV_MSG_STRING_MAX] = "expected a string of at most %zu bytes, got %s",
    [JV_MSG_STRING_SIZE] = "expected a string of 1 to %zu bytes, got %s",
    [JV_MSG_STRING] = "expected a string, got %s",
    [JV_MSG_ONE_LINE] = "expected a string on one line without control characters, got %s",
    [JV_MSG_OBJECT] = "expected an object, got %s",
    [JV_MSG_ARRAY] = "expected an array, got %s",
    [JV_MSG_KEY_ONCE] = "expected each key once, got %s again",
    [JV_MSG_KEY_AMONG] = "expected a key among %s, got unknown key %s",
    [JV_MSG_BOOL] = "expected true or false, got %s",
    [JV_MSG_OR] = " or ",
};
static const char *translated[JV_MSG_COUNT]; /* NULL: English */

enum { CONV_MAX = 8 };

/* The conversions of a printf template by argument position: kinds[i] is the conversion of
 * argument i+1 ("s", "d", "zu", ...), as text. Returns how many arguments, or -1 for a template
 * this checker does not follow (mixed positions, a '*', too many). */
static int conversions(const char *fmt, char kinds[CONV_MAX][4])
{
    int n = 0, next = 0, positional = -1;
    memset(kinds, 0, CONV_MAX * 4);
    for (const char *c = fmt; *c; c++) {
        if (*c != '%')
            continue;
        c++;
        if (*c == '%')
            continue;
        int pos = 0;
        const char *d = c;
        while (*d >= '0' && *d <= '9')
            pos = pos * 10 + (*d++ - '0');
        int is_pos = d > c && *d == '$';
        if (positional >= 0 && positional != is_pos)
            return -1;
        positional = is_pos;
        if (is_pos)
            c = d + 1;
        else
            pos = ++next;
        while (*c && strchr("-+ #0'", *c))
            c++;
        while ((*c >= '0' && *c <= '9') || *c == '.')
            c++;
        if (*c == '*' || pos < 1 || pos > CONV_MAX)
            return -1;
        char k[4] = "";
        size_t o = 0;
        while (*c && strchr("hlzjt", *c) && o < 2)
            k[o++] = *c++;
        if (!*c || !strchr("diouxXcsp", *c))
            return -1;
        k[o] = *c;
        if (kinds[pos - 1][0] && strcmp(kinds[pos - 1], k))
            return -1;
        memcpy(kinds[pos - 1], k, sizeof k);
        if (pos > n)
            n = pos;
    }
    for (int i = 0; i < n; i++)
        if (!kinds[i][0])
            return -1; /* an argument skipped */
    return n;
}

const char *jv_msg_english(jv_msg_t kind)
{
    return (unsigned)kind < JV_MSG_COUNT ? ENGLISH[kind] : "";
}

const char *jv_msg(jv_msg_t kind)
{
    if ((unsigned)kind >= JV_MSG_COUNT)
        return "";
    return translated[kind] ? translated[kind] : ENGLISH[kind];
}

int jv_set_messages(const char *const table[JV_MSG_COUNT])
{
    int refused = 0;
    for (int k = 0; k < JV_MSG_COUNT; k++) {
        const char *t = table ? table[k] : NULL;
        translated[k] = NULL;
        if (!t || !t[0])
            continue;
        char want[CONV_MAX][4], got[CONV_MAX][4];
        int nw = conversions(ENGLISH[k], want), ng = conversions(t, got);
        if (ng != nw || memcmp(want, got, sizeof want)) {
            refused++;
            continue;
        }
        translated[k] = t;
    }
    return refused;
}

/* ---- messages ------------------------------------------------------------------------------ */

/* "FILE:LINE: PATH: " + the formatted rest. Always returns -1. */
__attribute__((format(printf, 4, 0))) static int jv_vfail_at(jv_t *L, int line, const char *path,
                                                          const char *fmt, va_list ap)
{
    int first = L->bad++ == 0;
    if (L->errlen == 0 || (L->keep_going && !first))
        return -1;
    int n = snprintf(L->err, L->errlen, "%s:%d: %s: ", L->file, line,
                     path[0] ? path : jv_msg(JV_MSG_TOP_LEVEL));
    if (n >= 0 && (size_t)n < L->errlen)
        vsnprintf(L->err + n, L->errlen - (size_t)n, fmt, ap);
    return -1;
}

int jv_fail_at(jv_t *L, int line, const char *path, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    jv_vfail_at(L, line, path, fmt, ap);
    va_end(ap);
    return -1;
}

/* The line of the value at path; for a missing value, the line of what encloses it. */
int jv_line(const jv_t *L, const char *path)
{
    jsonloc_t loc;
    jsonloc_status_t st = jsonloc_find(L->text, L->len, path, &loc);
    return (st == JSONLOC_FOUND || st == JSONLOC_MISSING) ? loc.line : 1;
}

int jv_fail(jv_t *L, const char *path, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    jv_vfail_at(L, jv_line(L, path), path, fmt, ap);
    va_end(ap);
    return -1;
}

/* A message of the toolkit's own, in the words jv_set_messages gave (line < 0: the path's). */
static int vfail_msg(jv_t *L, int line, const char *path, jv_msg_t kind, va_list ap)
{
    return jv_vfail_at(L, line < 0 ? jv_line(L, path) : line, path, jv_msg(kind), ap);
}

int jv_fail_msg(jv_t *L, const char *path, jv_msg_t kind, ...)
{
    va_list ap;
    va_start(ap, kind);
    vfail_msg(L, -1, path, kind, ap);
    va_end(ap);
    return -1;
}

static int fail_msg_at(jv_t *L, int line, const char *path, jv_msg_t kind, ...)
{
    va_list ap;
    va_start(ap, kind);
    vfail_msg(L, line, path, kind, ap);
    va_end(ap);
    return -1;
}

/* Copy source text for a message: at most SHOW_CUT bytes (cut on a character boundary, then
 * "..."), control bytes as '?'. A string keeps its quotes. */
static void show_text(const char *s, size_t n, char *buf, size_t size)
{
    size_t cut = n;
    int dots = 0;
    if (n > SHOW_CUT) {
        cut = SHOW_CUT - 3;
        while (cut > 0 && ((unsigned char)s[cut] & 0xC0) == 0x80)
            cut--;
        dots = 1;
    }
    size_t o = 0;
    for (size_t i = 0; i < cut && o + 1 < size; i++)
        buf[o++] = (unsigned char)s[i] < 0x20 ? '?' : s[i];
    if (dots) {
        for (int i = 0; i < 3 && o + 1 < size; i++)
            buf[o++] = '.';
        if (s[0] == '"' && o + 1 < size)
            buf[o++] = '"';
    }
    buf[o] = '\0';
}

/* Describe the value at path for "got ...": its source text, "an object", "an array", or
 * "nothing". Falls back on the cJSON item if the text cannot be matched to the path. */
const char *jv_show(const jv_t *L, const char *path, const cJSON *item, char *buf,
                        size_t size)
{
    jsonloc_t loc;
    if (!item) {
        snprintf(buf, size, "%s", jv_msg(JV_MSG_NOTHING));
    } else if (cJSON_IsObject(item)) {
        snprintf(buf, size, "%s", jv_msg(JV_MSG_AN_OBJECT));
    } else if (cJSON_IsArray(item)) {
        snprintf(buf, size, "%s", jv_msg(JV_MSG_AN_ARRAY));
    } else if (jsonloc_find(L->text, L->len, path, &loc) == JSONLOC_FOUND) {
        show_text(L->text + loc.offset, loc.length, buf, size);
    } else if (cJSON_IsString(item)) {
        char tmp[SHOW_CUT + 3];
        snprintf(tmp, sizeof tmp, "\"%s\"", item->valuestring);
        show_text(tmp, strlen(tmp), buf, size);
    } else if (cJSON_IsNumber(item)) {
        snprintf(buf, size, "%.17g", item->valuedouble);
    } else {
        snprintf(buf, size, "%s", cJSON_IsNull(item) ? "null" : cJSON_IsTrue(item) ? "true" : "false");
    }
    return buf;
}

/* A key as a JSON string for messages, shortened like show_text. */
void jv_show_key(const char *key, char *buf, size_t size)
{
    char tmp[SHOW_CUT * 2 + 8];
    size_t o = 0;
    tmp[o++] = '"';
    for (const char *k = key; *k && o + 8 < sizeof tmp; k++) {
        unsigned char c = (unsigned char)*k;
        if (c == '"' || c == '\\') {
            tmp[o++] = '\\';
            tmp[o++] = (char)c;
        } else if (c < 0x20) {
            o += (size_t)snprintf(tmp + o, sizeof tmp - o, "\\u%04x", c);
        } else {
            tmp[o++] = (char)c;
        }
    }
    tmp[o++] = '"';
    show_text(tmp, o, buf, size);
}

static int is_identifier(const char *k)
{
    if (!*k)
        return 0;
    for (; *k; k++)
        if (!((*k >= 'a' && *k <= 'z') || (*k >= 'A' && *k <= 'Z') || (*k >= '0' && *k <= '9') ||
              *k == '_'))
            return 0;
    return 1;
}

/* dst = parent + a + b, cut to JV_PATH_LEN (paths are built from our own short keys). */
static void path_join(char *dst, const char *parent, const char *a, const char *b)
{
    size_t o = 0;
    const char *parts[3] = {parent, a, b};
    for (int k = 0; k < 3; k++)
        for (const char *c = parts[k]; *c && o + 1 < JV_PATH_LEN; c++)
            dst[o++] = *c;
    dst[o] = '\0';
}

void jv_path_key(char *dst, const char *parent, const char *key)
{
    if (is_identifier(key)) {
        path_join(dst, parent, parent[0] ? "." : "", key);
    } else {
        char shown[JV_SHOW_LEN + 2];
        jv_show_key(key, shown + 1, sizeof shown - 2);
        shown[0] = '[';
        size_t n = strlen(shown);
        shown[n] = ']';
        shown[n + 1] = '\0';
        path_join(dst, parent, shown, "");
    }
}

void jv_path_index(char *dst, const char *parent, int i)
{
    char ix[16];
    snprintf(ix, sizeof ix, "[%d]", i);
    path_join(dst, parent, ix, "");
}

/* ---- number text ---------------------------------------------------------------------------- */

enum { NUM_OK, NUM_NOT, NUM_HUGE, NUM_TINY }; /* NUM_HUGE/TINY: beyond int64_t either way */

/* A plain integer: optional '-', then digits only (no fraction, no exponent). */
static int parse_int_text(const char *s, size_t n, int64_t *out)
{
    size_t i = 0;
    int neg = 0;
    if (i < n && s[i] == '-') {
        neg = 1;
        i++;
    }
    if (i == n)
        return NUM_NOT;
    uint64_t v = 0;
    int huge = 0;
    for (; i < n; i++) {
        if (s[i] < '0' || s[i] > '9')
            return NUM_NOT;
        if (v > (UINT64_MAX - 9) / 10)
            huge = 1;
        else
            v = v * 10 + (uint64_t)(s[i] - '0');
    }
    if (huge || v > (uint64_t)INT64_MAX)
        return neg ? NUM_TINY : NUM_HUGE;
    *out = neg ? -(int64_t)v : (int64_t)v;
    return NUM_OK;
}

/* A decimal with at most 2 places, optional '-': "4.40", "4.4", "4" -> hundredths (440, 440,
 * 400). No exponent, no '+', digits on both sides of a point. */
static int parse_hundredths(const char *s, size_t n, int64_t *out)
{
    size_t i = 0;
    int neg = 0;
    if (i < n && s[i] == '-') {
        neg = 1;
        i++;
    }
    size_t start = i;
    uint64_t v = 0;
    int huge = 0;
    while (i < n && s[i] >= '0' && s[i] <= '9') {
        if (v > (UINT64_MAX / 100 - 9) / 10)
            huge = 1;
        else
            v = v * 10 + (uint64_t)(s[i] - '0');
        i++;
    }
    if (i == start)
        return NUM_NOT;
    v *= 100;
    if (i < n && s[i] == '.') {
        i++;
        size_t fstart = i;
        uint64_t scale = 10;
        while (i < n && s[i] >= '0' && s[i] <= '9') {
            if (i - fstart >= 2)
                return NUM_NOT;
            v += (uint64_t)(s[i] - '0') * scale;
            scale /= 10;
            i++;
        }
        if (i == fstart)
            return NUM_NOT;
    }
    if (i != n)
        return NUM_NOT;
    if (huge || v > (uint64_t)INT64_MAX)
        return neg ? NUM_TINY : NUM_HUGE;
    *out = neg ? -(int64_t)v : (int64_t)v;
    return NUM_OK;
}

/* ---- typed readers -------------------------------------------------------------------------- */

/* An integer in [lo, hi]. `expect` says what is wanted ("an integer >= small_blind (200)") and
 * is used when the value is missing or below lo; above hi it is used too if hi_said, else the
 * message names hi. A non-integer is "expected an integer, got 1.5". */
int jv_int(jv_t *L, const cJSON *item, const char *path, int64_t lo, int64_t hi,
                    int hi_said, const char *expect, int64_t *out)
{
    char got[JV_SHOW_LEN];
    if (!item)
        return jv_fail_msg(L, path, JV_MSG_EXPECTED, expect, jv_msg(JV_MSG_NOTHING));
    int r = NUM_NOT;
    int64_t v = 0;
    size_t off, len;
    if (cJSON_IsNumber(item) && jsonloc_find_span(L->text, L->len, path, &L->walk, &off, &len) == JSONLOC_FOUND)
        r = parse_int_text(L->text + off, len, &v);
    if (r == NUM_OK && v >= lo && v <= hi) {
        *out = v;
        return 0;
    }
    jv_show(L, path, item, got, sizeof got);
    if (r == NUM_NOT)
        return jv_fail_msg(L, path, JV_MSG_INTEGER, got);
    if (r == NUM_TINY || (r == NUM_OK && v < lo) || hi_said)
        return jv_fail_msg(L, path, JV_MSG_EXPECTED, expect, got);
    char limit[24];
    snprintf(limit, sizeof limit, "%" PRId64, hi);
    return jv_fail_msg(L, path, JV_MSG_INT_AT_MOST, limit, got); /* too big */
}

/* A small count in [lo, hi], said as "an integer from lo to hi" unless expect is given. */
int jv_count(jv_t *L, const cJSON *item, const char *path, int lo, int hi,
                      const char *expect, int *out)
{
    char def[JV_EXPECT_LEN];
    if (!expect) {
        snprintf(def, sizeof def, jv_msg(JV_MSG_FROM_TO), lo, hi);
        expect = def;
    }
    int64_t v = 0;
    if (jv_int(L, item, path, lo, hi, 1, expect, &v) < 0)
        return -1;
    *out = (int)v;
    return 0;
}

/* A decimal with at most 2 places, given as a number (4.40) or a string ("4.40"), read from
 * the text exactly: the value in hundredths (cents, or basis points for a percentage). */
int jv_hundredths(jv_t *L, const cJSON *item, const char *path, const char *what,
                           int64_t *out)
{
    char got[JV_SHOW_LEN];
    int r = NUM_NOT;
    int64_t v = 0;
    size_t off, len;
    if (cJSON_IsString(item))
        r = parse_hundredths(item->valuestring, strlen(item->valuestring), &v);
    else if (cJSON_IsNumber(item) && jsonloc_find_span(L->text, L->len, path, &L->walk, &off, &len) == JSONLOC_FOUND)
        r = parse_hundredths(L->text + off, len, &v);
    if (r == NUM_NOT)
        return jv_fail_msg(L, path, JV_MSG_DECIMALS, what,
                    jv_show(L, path, item, got, sizeof got));
    if (r == NUM_HUGE)
        v = INT64_MAX;
    else if (r == NUM_TINY)
        v = INT64_MIN;
    *out = v;
    return 0;
}

/* Money: an amount >= 0, at most 2 decimals, stored in cents. */
int jv_money(jv_t *L, const cJSON *item, const char *path, int64_t max_cents, int64_t *cents)
{
    char got[JV_SHOW_LEN];
    if (!item)
        return jv_fail_msg(L, path, JV_MSG_AMOUNT_NONE);
    int64_t v = 0;
    if (jv_hundredths(L, item, path, jv_msg(JV_MSG_AN_AMOUNT), &v) < 0)
        return -1;
    if (v < 0)
        return jv_fail_msg(L, path, JV_MSG_AMOUNT_NEG, jv_show(L, path, item, got, sizeof got));
    if (v > max_cents)
    {
        char limit[24];
        snprintf(limit, sizeof limit, "%" PRId64, max_cents / 100);
        return jv_fail_msg(L, path, JV_MSG_AMOUNT_MAX, limit, jv_show(L, path, item, got, sizeof got));
    }
    *cents = v;
    return 0;
}

/* A string of at most max bytes on one line; empty only if allow_empty. */
int jv_string(jv_t *L, const cJSON *item, const char *path, char *dst, size_t size,
                       int allow_empty)
{
    char got[JV_SHOW_LEN];
    size_t max = size - 1;
    if (!item)
        return jv_fail_msg(L, path, allow_empty ? JV_MSG_STRING_MAX : JV_MSG_STRING_SIZE, max,
                           jv_msg(JV_MSG_NOTHING));
    if (!cJSON_IsString(item))
        return jv_fail_msg(L, path, JV_MSG_STRING, jv_show(L, path, item, got, sizeof got));
    const char *v = item->valuestring;
    size_t n = strlen(v);
    if (n > max || (strspn(v, " ") == n && !allow_empty))
        return jv_fail_msg(L, path, allow_empty ? JV_MSG_STRING_MAX : JV_MSG_STRING_SIZE, max,
                           jv_show(L, path, item, got, sizeof got));
    for (size_t i = 0; i < n; i++)
        if ((unsigned char)v[i] < 0x20 || v[i] == 0x7F)
            return jv_fail_msg(L, path, JV_MSG_ONE_LINE, jv_show(L, path, item, got, sizeof got));
    memcpy(dst, v, n + 1);
    return 0;
}

int jv_object(jv_t *L, const cJSON *item, const char *path)
{
    char got[JV_SHOW_LEN];
    if (cJSON_IsObject(item))
        return 0;
    return jv_fail_msg(L, path, JV_MSG_OBJECT, jv_show(L, path, item, got, sizeof got));
}

int jv_array(jv_t *L, const cJSON *item, const char *path)
{
    char got[JV_SHOW_LEN];
    if (cJSON_IsArray(item))
        return 0;
    return jv_fail_msg(L, path, JV_MSG_ARRAY, jv_show(L, path, item, got, sizeof got));
}

/* Every key of obj must be one of keys[0..n), and appear once: typos are errors, not silently
 * ignored settings. */
int jv_keys(jv_t *L, const cJSON *obj, const char *path, const char *const *keys,
                      int n)
{
    char list[JV_EXPECT_LEN] = "", shown[JV_SHOW_LEN], kpath[JV_PATH_LEN];
    const cJSON *c;
    cJSON_ArrayForEach(c, obj)
    {
        const char *k = c->string ? c->string : "";
        int known = 0;
        for (int i = 0; i < n; i++)
            if (!strcmp(k, keys[i]))
                known = 1;
        int nth = 0;
        for (const cJSON *d = obj->child; d != c; d = d->next)
            if (d->string && !strcmp(d->string, k))
                nth++;
        if (known && nth == 0)
            continue;
        jsonloc_t loc;
        jsonloc_status_t st = jsonloc_find_key(L->text, L->len, path, k, strlen(k), nth, &loc);
        int line = (st == JSONLOC_FOUND || st == JSONLOC_MISSING) ? loc.line : jv_line(L, path);
        jv_path_key(kpath, path, k);
        jv_show_key(k, shown, sizeof shown);
        if (known)
            return fail_msg_at(L, line, kpath, JV_MSG_KEY_ONCE, shown);
        /* the keys allowed, as many as leave room for the one refused (a long list ends "...") */
        size_t o = 0;
        for (int i = 0; i < n; i++) {
            if (o + strlen(keys[i]) + 2 > KEY_LIST_CUT) {
                snprintf(list + o, sizeof list - o, ", ...");
                break;
            }
            int w = snprintf(list + o, sizeof list - o, "%s%s", i ? ", " : "", keys[i]);
            if (w < 0)
                break;
            o += (size_t)w;
        }
        return fail_msg_at(L, line, kpath, JV_MSG_KEY_AMONG, list, shown);
    }
    return 0;
}

const cJSON *jv_get(const cJSON *obj, const char *key)
{
    return cJSON_GetObjectItemCaseSensitive(obj, key);
}

/* Check the text and parse it into *root (the caller deletes it). Returns 0, or -1 with the
 * syntax error in L->err. */
int jv_parse(jv_t *L, cJSON **root_out)
{
    size_t bom = (L->len >= 3 && !memcmp(L->text, "\xEF\xBB\xBF", 3)) ? 3 : 0;
    if (jsonloc_check_text(L->file, L->text, L->len, L->err, L->errlen) != 0)
        return -1;
    const char *end = NULL;
    cJSON *root = NULL;
    if (L->len > bom)
        root = cJSON_ParseWithLengthOpts(L->text + bom, L->len - bom, &end, 0);
    size_t at = L->len;
    if (root) {
        /* cJSON stops after the first value: anything but whitespace after it is an error */
        at = (size_t)(end - L->text);
        while (at < L->len && (L->text[at] == ' ' || L->text[at] == '\t' || L->text[at] == '\r' ||
                               L->text[at] == '\n'))
            at++;
    } else if (end && L->len > bom) {
        at = (size_t)(end - L->text);
        /* a text that simply stops is reported as "end of file" by jsonloc_syntax_error */
    }
    if (!root || at < L->len) {
        jsonloc_syntax_error(L->file, L->text, L->len, at, root != NULL, L->err, L->errlen);
        cJSON_Delete(root);
        return -1;
    }
    *root_out = root;
    return 0;
}


int jv_parse_object(jv_t *v, cJSON **root)
{
    cJSON *r = NULL;
    if (jv_parse(v, &r) < 0)
        return -1;
    if (!cJSON_IsObject(r)) {
        char got[JV_SHOW_LEN];
        jv_fail_msg(v, "", JV_MSG_OBJECT, jv_show(v, "", r, got, sizeof got));
        cJSON_Delete(r);
        return -1;
    }
    *root = r;
    return 0;
}

int jv_bool(jv_t *L, const cJSON *item, const char *path, int *out)
{
    char got[JV_SHOW_LEN];
    if (!cJSON_IsBool(item))
        return jv_fail_msg(L, path, JV_MSG_BOOL, jv_show(L, path, item, got, sizeof got));
    *out = cJSON_IsTrue(item) ? 1 : 0;
    return 0;
}

int jv_enum(jv_t *L, const cJSON *item, const char *path, const char *const *names, int n, int *out)
{
    char got[JV_SHOW_LEN], list[JV_EXPECT_LEN] = "";
    if (cJSON_IsString(item))
        for (int i = 0; i < n; i++)
            if (!strcmp(item->valuestring, names[i])) {
                *out = i;
                return 0;
            }
    size_t o = 0;
    for (int i = 0; i < n && o < sizeof list; i++) {
        int w = snprintf(list + o, sizeof list - o, "%s\"%s\"", i == 0 ? "" : i == n - 1 ? jv_msg(JV_MSG_OR) : ", ", names[i]);
        if (w < 0)
            break;
        o += (size_t)w;
    }
    return jv_fail_msg(L, path, JV_MSG_EXPECTED, list, jv_show(L, path, item, got, sizeof got));
}

cJSON *jv_add_int(cJSON *obj, const char *key, int64_t v)
{
    char digits[24];
    snprintf(digits, sizeof digits, "%" PRId64, v);
    return cJSON_AddRawToObject(obj, key, digits);
}
