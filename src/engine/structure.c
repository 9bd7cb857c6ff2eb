/* structure.c — the tournament-structure loader (structure.h): JSON text in, a validated
 * structure_t out, or one message naming file:line, JSON path and the bad value. It must never
 * touch *out unless the whole file is valid, never trust a number cJSON turned into a double
 * (integers, money and percentages are read from the raw text), and never crash on any input. */
#include "engine/structure.h"

#include <assert.h>
#include <cjson/cJSON.h>
#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/jsonloc.h"
#include "engine/text.h"

/* Sanity ceilings: far above any real structure, low enough that the engine can add up every
 * stack, rebuy and pot in int64_t without overflow. */
#define CHIPS_MAX INT64_C(1000000000000)   /* 10^12 chips */
#define MONEY_MAX INT64_C(1000000000000)   /* 10^12 cents = 10,000,000,000.00 */
enum {
    MINUTES_MAX = 1440,
    HANDS_MAX = 10000,
    LIMIT_MAX = 1000000,
    FILE_MAX = 1 << 20,
    PATH_LEN = 160,
    SHOW_LEN = 64,  /* a shown value: at most SHOW_CUT bytes of source text plus "..." */
    SHOW_CUT = 40,
    EXPECT_LEN = 200
};

typedef struct loader {
    const char *file; /* name used in messages */
    const char *text; /* the whole text, byte-order mark included: jsonloc offsets index it */
    size_t len;
    char *err;
    size_t errlen;
} loader_t;

/* ---- messages ------------------------------------------------------------------------------ */

/* "FILE:LINE: PATH: " + the formatted rest. Always returns -1. */
__attribute__((format(printf, 4, 0))) static int vfail_at(loader_t *L, int line, const char *path,
                                                          const char *fmt, va_list ap)
{
    if (L->errlen == 0)
        return -1;
    int n = snprintf(L->err, L->errlen, "%s:%d: %s: ", L->file, line,
                     path[0] ? path : "top level");
    if (n >= 0 && (size_t)n < L->errlen)
        vsnprintf(L->err + n, L->errlen - (size_t)n, fmt, ap);
    return -1;
}

__attribute__((format(printf, 4, 5))) static int fail_at(loader_t *L, int line, const char *path,
                                                         const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfail_at(L, line, path, fmt, ap);
    va_end(ap);
    return -1;
}

/* The line of the value at path; for a missing value, the line of what encloses it. */
static int line_of(const loader_t *L, const char *path)
{
    jsonloc_t loc;
    jsonloc_status_t st = jsonloc_find(L->text, L->len, path, &loc);
    return (st == JSONLOC_FOUND || st == JSONLOC_MISSING) ? loc.line : 1;
}

__attribute__((format(printf, 3, 4))) static int fail(loader_t *L, const char *path,
                                                      const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfail_at(L, line_of(L, path), path, fmt, ap);
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
static const char *show(const loader_t *L, const char *path, const cJSON *item, char *buf,
                        size_t size)
{
    jsonloc_t loc;
    if (!item) {
        snprintf(buf, size, "nothing");
    } else if (cJSON_IsObject(item)) {
        snprintf(buf, size, "an object");
    } else if (cJSON_IsArray(item)) {
        snprintf(buf, size, "an array");
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
static void show_key(const char *key, char *buf, size_t size)
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

/* dst = parent + a + b, cut to PATH_LEN (paths are built from our own short keys). */
static void path_join(char *dst, const char *parent, const char *a, const char *b)
{
    size_t o = 0;
    const char *parts[3] = {parent, a, b};
    for (int k = 0; k < 3; k++)
        for (const char *c = parts[k]; *c && o + 1 < PATH_LEN; c++)
            dst[o++] = *c;
    dst[o] = '\0';
}

static void path_key(char *dst, const char *parent, const char *key)
{
    if (is_identifier(key)) {
        path_join(dst, parent, parent[0] ? "." : "", key);
    } else {
        char shown[SHOW_LEN + 2];
        show_key(key, shown + 1, sizeof shown - 2);
        shown[0] = '[';
        size_t n = strlen(shown);
        shown[n] = ']';
        shown[n + 1] = '\0';
        path_join(dst, parent, shown, "");
    }
}

static void path_index(char *dst, const char *parent, int i)
{
    char ix[16];
    snprintf(ix, sizeof ix, "[%d]", i);
    path_join(dst, parent, ix, "");
}

/* Basis points as a percentage: 5000 -> "50", 1250 -> "12.5", 3333 -> "33.33". */
static const char *fmt_bp(int64_t bp, char *buf, size_t size)
{
    const char *sign = bp < 0 ? "-" : "";
    uint64_t a = bp < 0 ? (uint64_t)0 - (uint64_t)bp : (uint64_t)bp;
    if (a % 100 == 0)
        snprintf(buf, size, "%s%" PRIu64, sign, a / 100);
    else if (a % 10 == 0)
        snprintf(buf, size, "%s%" PRIu64 ".%" PRIu64, sign, a / 100, (a % 100) / 10);
    else
        snprintf(buf, size, "%s%" PRIu64 ".%02" PRIu64, sign, a / 100, a % 100);
    return buf;
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
static int read_int(loader_t *L, const cJSON *item, const char *path, int64_t lo, int64_t hi,
                    int hi_said, const char *expect, int64_t *out)
{
    char got[SHOW_LEN];
    if (!item)
        return fail(L, path, "expected %s, got nothing", expect);
    int r = NUM_NOT;
    int64_t v = 0;
    jsonloc_t loc;
    if (cJSON_IsNumber(item) && jsonloc_find(L->text, L->len, path, &loc) == JSONLOC_FOUND)
        r = parse_int_text(L->text + loc.offset, loc.length, &v);
    if (r == NUM_OK && v >= lo && v <= hi) {
        *out = v;
        return 0;
    }
    show(L, path, item, got, sizeof got);
    if (r == NUM_NOT)
        return fail(L, path, "expected an integer, got %s", got);
    if (r == NUM_TINY || (r == NUM_OK && v < lo) || hi_said)
        return fail(L, path, "expected %s, got %s", expect, got);
    return fail(L, path, "expected an integer <= %" PRId64 ", got %s", hi, got); /* too big */
}

/* A whole number of chips >= lo (and <= CHIPS_MAX). */
static int read_chips(loader_t *L, const cJSON *item, const char *path, int64_t lo,
                      const char *expect, int64_t *out)
{
    return read_int(L, item, path, lo, CHIPS_MAX, 0, expect, out);
}

/* A small count in [lo, hi], said as "an integer from lo to hi" unless expect is given. */
static int read_count(loader_t *L, const cJSON *item, const char *path, int lo, int hi,
                      const char *expect, int *out)
{
    char def[EXPECT_LEN];
    if (!expect) {
        snprintf(def, sizeof def, "an integer from %d to %d", lo, hi);
        expect = def;
    }
    int64_t v = 0;
    if (read_int(L, item, path, lo, hi, 1, expect, &v) < 0)
        return -1;
    *out = (int)v;
    return 0;
}

/* A decimal with at most 2 places, given as a number (4.40) or a string ("4.40"), read from
 * the text exactly: the value in hundredths (cents, or basis points for a percentage). */
static int read_hundredths(loader_t *L, const cJSON *item, const char *path, const char *what,
                           int64_t *out)
{
    char got[SHOW_LEN];
    int r = NUM_NOT;
    int64_t v = 0;
    jsonloc_t loc;
    if (cJSON_IsString(item))
        r = parse_hundredths(item->valuestring, strlen(item->valuestring), &v);
    else if (cJSON_IsNumber(item) && jsonloc_find(L->text, L->len, path, &loc) == JSONLOC_FOUND)
        r = parse_hundredths(L->text + loc.offset, loc.length, &v);
    if (r == NUM_NOT)
        return fail(L, path, "expected %s with at most 2 decimals, got %s", what,
                    show(L, path, item, got, sizeof got));
    if (r == NUM_HUGE)
        v = INT64_MAX;
    else if (r == NUM_TINY)
        v = INT64_MIN;
    *out = v;
    return 0;
}

/* Money: an amount >= 0, at most 2 decimals, stored in cents. */
static int read_money(loader_t *L, const cJSON *item, const char *path, int64_t *cents)
{
    char got[SHOW_LEN];
    if (!item)
        return fail(L, path, "expected an amount >= 0 with at most 2 decimals, got nothing");
    int64_t v = 0;
    if (read_hundredths(L, item, path, "an amount", &v) < 0)
        return -1;
    if (v < 0)
        return fail(L, path, "expected an amount >= 0, got %s", show(L, path, item, got, sizeof got));
    if (v > MONEY_MAX)
        return fail(L, path, "expected an amount <= %" PRId64 ", got %s", MONEY_MAX / 100,
                    show(L, path, item, got, sizeof got));
    *cents = v;
    return 0;
}

/* A string of at most max bytes on one line; empty only if allow_empty. */
static int read_string(loader_t *L, const cJSON *item, const char *path, char *dst, size_t size,
                       int allow_empty)
{
    char got[SHOW_LEN];
    size_t max = size - 1;
    if (!item)
        return fail(L, path, "expected a string of %s%zu bytes, got nothing",
                    allow_empty ? "at most " : "1 to ", max);
    if (!cJSON_IsString(item))
        return fail(L, path, "expected a string, got %s", show(L, path, item, got, sizeof got));
    const char *v = item->valuestring;
    size_t n = strlen(v);
    if (n > max || (strspn(v, " ") == n && !allow_empty))
        return fail(L, path, "expected a string of %s%zu bytes, got %s",
                    allow_empty ? "at most " : "1 to ", max, show(L, path, item, got, sizeof got));
    for (size_t i = 0; i < n; i++)
        if ((unsigned char)v[i] < 0x20 || v[i] == 0x7F)
            return fail(L, path, "expected a string on one line without control characters, got %s",
                        show(L, path, item, got, sizeof got));
    memcpy(dst, v, n + 1);
    return 0;
}

static int want_object(loader_t *L, const cJSON *item, const char *path)
{
    char got[SHOW_LEN];
    if (cJSON_IsObject(item))
        return 0;
    return fail(L, path, "expected an object, got %s", show(L, path, item, got, sizeof got));
}

static int want_array(loader_t *L, const cJSON *item, const char *path)
{
    char got[SHOW_LEN];
    if (cJSON_IsArray(item))
        return 0;
    return fail(L, path, "expected an array, got %s", show(L, path, item, got, sizeof got));
}

/* Every key of obj must be one of keys[0..n), and appear once: typos are errors, not silently
 * ignored settings. */
static int check_keys(loader_t *L, const cJSON *obj, const char *path, const char *const *keys,
                      int n)
{
    char list[EXPECT_LEN] = "", shown[SHOW_LEN], kpath[PATH_LEN];
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
        int line = (st == JSONLOC_FOUND || st == JSONLOC_MISSING) ? loc.line : line_of(L, path);
        path_key(kpath, path, k);
        show_key(k, shown, sizeof shown);
        if (known)
            return fail_at(L, line, kpath, "expected each key once, got %s again", shown);
        size_t o = 0;
        for (int i = 0; i < n && o < sizeof list; i++) {
            int w = snprintf(list + o, sizeof list - o, "%s%s", i ? ", " : "", keys[i]);
            if (w < 0)
                break;
            o += (size_t)w;
        }
        return fail_at(L, line, kpath, "expected a key among %s, got unknown key %s", list, shown);
    }
    return 0;
}

static const cJSON *get(const cJSON *obj, const char *key)
{
    return cJSON_GetObjectItemCaseSensitive(obj, key);
}

/* ---- sections ------------------------------------------------------------------------------- */

static int read_chip_set(loader_t *L, const cJSON *root, structure_t *s)
{
    static const char *const KEYS[] = {"value", "color", "rgb"};
    const cJSON *arr = get(root, "chips");
    char p[PATH_LEN], q[PATH_LEN], got[SHOW_LEN], expect[EXPECT_LEN];
    if (!arr)
        return 0; /* no chip set: the table shows plain numbers */
    if (want_array(L, arr, "chips") < 0)
        return -1;
    int n = cJSON_GetArraySize(arr);
    if (n == 0)
        return fail(L, "chips", "expected 1 to %d chip denominations (or no chips key), got none",
                    STRUCT_MAX_CHIPS);
    if (n > STRUCT_MAX_CHIPS)
        return fail(L, "chips", "expected at most %d chip denominations, got %d", STRUCT_MAX_CHIPS,
                    n);
    int i = 0;
    const cJSON *c;
    cJSON_ArrayForEach(c, arr)
    {
        chip_denom_t *d = &s->chips[i];
        path_index(p, "chips", i);
        if (want_object(L, c, p) < 0 || check_keys(L, c, p, KEYS, 3) < 0)
            return -1;
        path_key(q, p, "value");
        if (i == 0)
            snprintf(expect, sizeof expect, "an integer > 0");
        else
            snprintf(expect, sizeof expect,
                     "an integer > %" PRId64 " (chips ascend, each above the one before)",
                     s->chips[i - 1].value);
        if (read_chips(L, get(c, "value"), q, i ? s->chips[i - 1].value + 1 : 1, expect,
                       &d->value) < 0)
            return -1;
        path_key(q, p, "color");
        if (read_string(L, get(c, "color"), q, d->name, sizeof d->name, 0) < 0)
            return -1;
        path_key(q, p, "rgb");
        const cJSON *rgb = get(c, "rgb");
        const char *t = cJSON_IsString(rgb) ? rgb->valuestring : NULL;
        int ok = t && strlen(t) == 7 && t[0] == '#';
        uint32_t v = 0;
        for (int k = 1; ok && k < 7; k++) {
            char h = t[k];
            uint32_t dg = (h >= '0' && h <= '9')   ? (uint32_t)(h - '0')
                          : (h >= 'a' && h <= 'f') ? (uint32_t)(h - 'a' + 10)
                          : (h >= 'A' && h <= 'F') ? (uint32_t)(h - 'A' + 10)
                                                   : 16;
            ok = dg < 16;
            v = v * 16 + dg;
        }
        if (!ok)
            return fail(L, q, "expected a colour \"#RRGGBB\" (6 hex digits), got %s",
                        show(L, q, rgb, got, sizeof got));
        d->rgb = v;
        i++;
    }
    s->n_chips = n;
    return 0;
}

/* Chips still in play as text, "25, 100, 500", for messages. */
static void list_chips(const structure_t *s, const int *in_play, int all, char *buf, size_t size)
{
    size_t o = 0;
    buf[0] = '\0';
    for (int i = 0; i < s->n_chips && o < size; i++) {
        if (!all && !in_play[i])
            continue;
        int w = snprintf(buf + o, size - o, "%s%" PRId64, o ? ", " : "", s->chips[i].value);
        if (w < 0)
            break;
        o += (size_t)w;
    }
}

static int64_t smallest_in_play(const structure_t *s, const int *in_play)
{
    for (int i = 0; i < s->n_chips; i++)
        if (in_play[i])
            return s->chips[i].value;
    return 1;
}

/* The chips of levels[i].remove_chips leave play, smallest first (a colour-up, R34). */
static int read_removals(loader_t *L, const cJSON *lv, const char *lpath, structure_t *s,
                         level_t *v, int *in_play)
{
    const cJSON *arr = get(lv, "remove_chips");
    char p[PATH_LEN], q[PATH_LEN], got[SHOW_LEN], list[EXPECT_LEN];
    if (!arr)
        return 0;
    path_key(p, lpath, "remove_chips");
    if (want_array(L, arr, p) < 0)
        return -1;
    int n = cJSON_GetArraySize(arr);
    if (n > STRUCT_MAX_REMOVE)
        return fail(L, p, "expected at most %d chip values, got %d", STRUCT_MAX_REMOVE, n);
    int j = 0;
    const cJSON *c;
    cJSON_ArrayForEach(c, arr)
    {
        int64_t val = 0;
        path_index(q, p, j);
        if (read_chips(L, c, q, 1, "a chip value > 0", &val) < 0)
            return -1;
        show(L, q, c, got, sizeof got);
        if (s->n_chips == 0)
            return fail(L, q, "expected a value listed in chips (there are none), got %s", got);
        int k = 0;
        while (k < s->n_chips && s->chips[k].value != val)
            k++;
        if (k == s->n_chips) {
            list_chips(s, in_play, 1, list, sizeof list);
            return fail(L, q, "expected a value listed in chips (%s), got %s", list, got);
        }
        if (!in_play[k]) {
            list_chips(s, in_play, 0, list, sizeof list);
            return fail(L, q, "expected a chip still in play (%s), got %s", list, got);
        }
        int64_t low = smallest_in_play(s, in_play);
        if (val != low)
            return fail(L, q, "expected the smallest chip in play (%" PRId64 ") to go first, got %s",
                        low, got);
        int left = 0;
        for (int m = 0; m < s->n_chips; m++)
            left += in_play[m];
        if (left == 1)
            return fail(L, q, "expected at least one chip to stay in play, got the last one, %s",
                        got);
        in_play[k] = 0;
        v->remove_chips[j++] = val;
    }
    v->n_remove = n;
    return 0;
}

static int multiple_of(loader_t *L, const char *path, const cJSON *item, int64_t v, int64_t chip,
                       const char *where)
{
    char got[SHOW_LEN];
    if (v % chip == 0)
        return 0;
    return fail(L, path, "expected a multiple of %" PRId64 " (the smallest chip in play%s), got %s",
                chip, where, show(L, path, item, got, sizeof got));
}

static int read_levels(loader_t *L, const cJSON *root, structure_t *s)
{
    static const char *const LEVEL_KEYS[] = {"small_blind", "big_blind", "ante",
                                             "minutes",     "hands",     "remove_chips"};
    static const char *const BREAK_KEYS[] = {"break", "minutes"};
    const cJSON *arr = get(root, "levels");
    char p[PATH_LEN], q[PATH_LEN], got[SHOW_LEN], expect[EXPECT_LEN];
    if (!arr)
        return fail(L, "levels", "expected an array of levels, got nothing");
    if (want_array(L, arr, "levels") < 0)
        return -1;
    int n = cJSON_GetArraySize(arr);
    if (n > STRUCT_MAX_LEVELS)
        return fail(L, "levels", "expected at most %d levels and breaks, got %d",
                    STRUCT_MAX_LEVELS, n);
    int in_play[STRUCT_MAX_CHIPS];
    for (int k = 0; k < STRUCT_MAX_CHIPS; k++)
        in_play[k] = k < s->n_chips;
    int prev = -1;    /* index of the previous playing level */
    int measured = -1; /* index of the first playing level: its measure is everyone's */
    int i = 0;
    const cJSON *lv;
    cJSON_ArrayForEach(lv, arr)
    {
        level_t *v = &s->levels[i];
        memset(v, 0, sizeof *v);
        path_index(p, "levels", i);
        if (want_object(L, lv, p) < 0)
            return -1;
        const cJSON *brk = get(lv, "break");
        if (brk) {
            if (check_keys(L, lv, p, BREAK_KEYS, 2) < 0)
                return -1;
            path_key(q, p, "break");
            if (!cJSON_IsTrue(brk))
                return fail(L, q, "expected true, got %s", show(L, q, brk, got, sizeof got));
            path_key(q, p, "minutes");
            v->is_break = 1;
            if (read_count(L, get(lv, "minutes"), q, 1, MINUTES_MAX, NULL, &v->minutes) < 0)
                return -1;
            i++;
            continue;
        }
        if (check_keys(L, lv, p, LEVEL_KEYS, 6) < 0 ||
            read_removals(L, lv, p, s, v, in_play) < 0)
            return -1;
        int64_t chip = smallest_in_play(s, in_play);
        const level_t *pv = prev >= 0 ? &s->levels[prev] : NULL;

        path_key(q, p, "small_blind");
        if (pv)
            snprintf(expect, sizeof expect,
                     "an integer >= %" PRId64 " (the small blind of levels[%d])", pv->small_blind,
                     prev);
        else
            snprintf(expect, sizeof expect, "an integer > 0");
        const cJSON *it = get(lv, "small_blind");
        if (read_chips(L, it, q, pv ? pv->small_blind : 1, expect, &v->small_blind) < 0 ||
            (s->n_chips && multiple_of(L, q, it, v->small_blind, chip, "") < 0))
            return -1;

        path_key(q, p, "big_blind");
        int64_t lo = v->small_blind;
        if (pv && pv->big_blind > lo) {
            lo = pv->big_blind;
            snprintf(expect, sizeof expect,
                     "an integer >= %" PRId64 " (the big blind of levels[%d])", lo, prev);
        } else {
            snprintf(expect, sizeof expect, "an integer >= small_blind (%" PRId64 ")", lo);
        }
        it = get(lv, "big_blind");
        if (read_chips(L, it, q, lo, expect, &v->big_blind) < 0 ||
            (s->n_chips && multiple_of(L, q, it, v->big_blind, chip, "") < 0))
            return -1;

        it = get(lv, "ante");
        path_key(q, p, "ante");
        if (it && (read_chips(L, it, q, 0, "an integer >= 0", &v->ante) < 0 ||
                   (s->n_chips && multiple_of(L, q, it, v->ante, chip, "") < 0)))
            return -1;

        const cJSON *mins = get(lv, "minutes"), *hands = get(lv, "hands");
        if (!mins && !hands)
            return fail(L, p, "expected a length in minutes or hands, got neither");
        if (mins && hands) {
            path_key(q, p, "hands");
            return fail(L, q, "expected no hands beside minutes (a level has one length), got %s",
                        show(L, q, hands, got, sizeof got));
        }
        if (measured >= 0 && (s->levels[measured].minutes > 0) != (mins != NULL)) {
            const char *want = mins ? "hands" : "minutes", *have = mins ? "minutes" : "hands";
            path_key(q, p, have);
            return fail(L, q,
                        "expected %s as in levels[%d] (all playing levels use one measure), got %s",
                        want, measured, have);
        }
        if (mins) {
            path_key(q, p, "minutes");
            if (read_count(L, mins, q, 1, MINUTES_MAX, NULL, &v->minutes) < 0)
                return -1;
        } else {
            path_key(q, p, "hands");
            if (read_count(L, hands, q, 1, HANDS_MAX, NULL, &v->hands) < 0)
                return -1;
        }
        if (measured < 0)
            measured = i;
        prev = i;
        i++;
    }
    if (prev < 0)
        return fail(L, "levels", "expected at least one playing level, got %s",
                    n == 0 ? "none" : "only breaks");
    if (prev != n - 1) { /* play stays at the last level: it cannot be a break */
        path_index(p, "levels", n - 1);
        return fail(L, p, "expected a playing level last (play stays at the last level), got a "
                          "break");
    }
    s->n_levels = n;
    return 0;
}

static int count_playing(const structure_t *s)
{
    int n = 0;
    for (int i = 0; i < s->n_levels; i++)
        n += !s->levels[i].is_break;
    return n;
}

/* Index in levels[] of playing level number `number` (1-based), or -1. */
static int index_of_level(const structure_t *s, int number)
{
    for (int i = 0; i < s->n_levels; i++)
        if (!s->levels[i].is_break && --number == 0)
            return i;
    return -1;
}

static int read_money_section(loader_t *L, const cJSON *root, structure_t *s)
{
    char got[SHOW_LEN];
    const cJSON *cur = get(root, "currency");
    if (cur) {
        const char *t = cJSON_IsString(cur) ? cur->valuestring : NULL;
        int ok = t && (t[0] == '\0' || strlen(t) == 3);
        for (int k = 0; ok && t[k]; k++)
            ok = t[k] >= 'A' && t[k] <= 'Z';
        if (!ok)
            return fail(L, "currency",
                        "expected a currency code of 3 capital letters (\"USD\") or \"\" for "
                        "play money, got %s",
                        show(L, "currency", cur, got, sizeof got));
        memcpy(s->currency, t, strlen(t) + 1);
    }
    if (get(root, "buy_in") && read_money(L, get(root, "buy_in"), "buy_in", &s->buy_in) < 0)
        return -1;
    if (get(root, "fee") && read_money(L, get(root, "fee"), "fee", &s->fee) < 0)
        return -1;
    return 0;
}

static int read_rebuy(loader_t *L, const cJSON *root, structure_t *s)
{
    static const char *const KEYS[] = {"chips", "cost", "max_stack", "last_level", "limit"};
    const cJSON *rb = get(root, "rebuy");
    char expect[EXPECT_LEN], where[EXPECT_LEN];
    if (!rb || cJSON_IsNull(rb))
        return 0;
    if (want_object(L, rb, "rebuy") < 0 || check_keys(L, rb, "rebuy", KEYS, 5) < 0)
        return -1;
    const cJSON *chips = get(rb, "chips");
    if (read_chips(L, chips, "rebuy.chips", 1, "an integer > 0", &s->rebuy_chips) < 0 ||
        read_money(L, get(rb, "cost"), "rebuy.cost", &s->rebuy_cost) < 0 ||
        read_chips(L, get(rb, "max_stack"), "rebuy.max_stack", 0,
                   "an integer >= 0 (0 = only when busted)", &s->rebuy_max_stack) < 0)
        return -1;
    int playing = count_playing(s);
    snprintf(expect, sizeof expect, "an integer from 1 to %d (the number of playing levels)",
             playing);
    if (read_count(L, get(rb, "last_level"), "rebuy.last_level", 1, playing, expect,
                   &s->rebuy_last_level) < 0)
        return -1;
    const cJSON *limit = get(rb, "limit");
    s->rebuy_limit = 0;
    if (limit && !cJSON_IsNull(limit) &&
        read_count(L, limit, "rebuy.limit", 1, LIMIT_MAX,
                   "an integer from 1 to 1000000, or null for no limit (leave out rebuy for none)",
                   &s->rebuy_limit) < 0)
        return -1;
    for (int lvl = 1; lvl <= s->rebuy_last_level; lvl++) {
        snprintf(where, sizeof where, " at level %d", lvl);
        if (multiple_of(L, "rebuy.chips", chips, s->rebuy_chips,
                        structure_smallest_chip(s, index_of_level(s, lvl)), where) < 0)
            return -1;
    }
    s->rebuy_enabled = 1;
    return 0;
}

static int read_addon(loader_t *L, const cJSON *root, structure_t *s)
{
    static const char *const KEYS[] = {"chips", "cost"};
    const cJSON *ad = get(root, "addon");
    char where[EXPECT_LEN];
    if (!ad || cJSON_IsNull(ad))
        return 0;
    if (want_object(L, ad, "addon") < 0)
        return -1;
    if (!s->rebuy_enabled)
        return fail(L, "addon",
                    "expected a rebuy section as well (the add-on closes the rebuy period, "
                    "the Charity rules), got an add-on alone");
    if (check_keys(L, ad, "addon", KEYS, 2) < 0)
        return -1;
    const cJSON *chips = get(ad, "chips");
    if (read_chips(L, chips, "addon.chips", 1, "an integer > 0", &s->addon_chips) < 0 ||
        read_money(L, get(ad, "cost"), "addon.cost", &s->addon_cost) < 0)
        return -1;
    /* handed out between the last rebuy level and the next one: chips of both must pay it */
    for (int lvl = s->rebuy_last_level; lvl <= s->rebuy_last_level + 1; lvl++) {
        int idx = index_of_level(s, lvl);
        if (idx < 0)
            break;
        snprintf(where, sizeof where, " at level %d", lvl);
        if (multiple_of(L, "addon.chips", chips, s->addon_chips, structure_smallest_chip(s, idx),
                        where) < 0)
            return -1;
    }
    s->addon_enabled = 1;
    return 0;
}

static int read_percents(loader_t *L, const cJSON *arr, const char *path, payout_tier_t *t)
{
    char q[PATH_LEN], got[SHOW_LEN], a[32], b[32];
    int limit = t->min_players < STRUCT_MAX_PLACES ? t->min_players : STRUCT_MAX_PLACES;
    if (!arr)
        return fail(L, path, "expected an array of 1 to %d percentages, got nothing", limit);
    if (want_array(L, arr, path) < 0)
        return -1;
    int n = cJSON_GetArraySize(arr);
    if (n == 0)
        return fail(L, path, "expected 1 to %d percentages, got none", limit);
    if (n > limit) {
        if (limit == t->min_players)
            return fail(L, path,
                        "expected at most %d places (the tier starts at %d players), got %d",
                        limit, t->min_players, n);
        return fail(L, path, "expected at most %d places, got %d", limit, n);
    }
    int64_t sum = 0;
    int j = 0;
    const cJSON *c;
    cJSON_ArrayForEach(c, arr)
    {
        int64_t bp = 0;
        path_index(q, path, j);
        if (read_hundredths(L, c, q, "a percentage", &bp) < 0)
            return -1;
        show(L, q, c, got, sizeof got);
        if (bp <= 0)
            return fail(L, q, "expected a percentage > 0, got %s", got);
        if (j == 0 && bp > 10000)
            return fail(L, q, "expected a percentage <= 100, got %s", got);
        if (j > 0 && bp > t->percent_bp[j - 1])
            return fail(L, q, "expected a percentage <= %s (the place above), got %s",
                        fmt_bp(t->percent_bp[j - 1], a, sizeof a), got);
        t->percent_bp[j++] = (int)bp;
        sum += bp;
    }
    if (sum != 10000)
        return fail(L, path, "expected percentages that add up to 100, got a total of %s",
                    fmt_bp(sum, b, sizeof b));
    t->n_places = n;
    return 0;
}

static int read_payouts(loader_t *L, const cJSON *root, structure_t *s)
{
    static const char *const KEYS[] = {"players", "percent"};
    const cJSON *arr = get(root, "payouts");
    char p[PATH_LEN], q[PATH_LEN], r[PATH_LEN], got[SHOW_LEN], expect[EXPECT_LEN];
    if (!arr)
        return fail(L, "payouts", "expected an array of payout tiers, got nothing");
    if (want_array(L, arr, "payouts") < 0)
        return -1;
    int n = cJSON_GetArraySize(arr);
    if (n == 0)
        return fail(L, "payouts", "expected 1 to %d payout tiers, got none",
                    STRUCT_MAX_PAYOUT_TIERS);
    if (n > STRUCT_MAX_PAYOUT_TIERS)
        return fail(L, "payouts", "expected at most %d payout tiers, got %d",
                    STRUCT_MAX_PAYOUT_TIERS, n);
    int next = 2; /* the smallest field the next tier must start at */
    int i = 0;
    const cJSON *c;
    cJSON_ArrayForEach(c, arr)
    {
        payout_tier_t *t = &s->payouts[i];
        memset(t, 0, sizeof *t);
        path_index(p, "payouts", i);
        if (want_object(L, c, p) < 0 || check_keys(L, c, p, KEYS, 2) < 0)
            return -1;
        if (next > s->table_size)
            return fail(L, p,
                        "expected no more tiers (payouts[%d] already reaches table_size, %d), "
                        "got another",
                        i - 1, s->table_size);
        const cJSON *pl = get(c, "players");
        path_key(q, p, "players");
        if (!pl)
            return fail(L, q, "expected [min, max] player counts, got nothing");
        if (!cJSON_IsArray(pl))
            return fail(L, q, "expected [min, max] player counts, got %s",
                        show(L, q, pl, got, sizeof got));
        if (cJSON_GetArraySize(pl) != 2)
            return fail(L, q, "expected [min, max] player counts, got %d value%s",
                        cJSON_GetArraySize(pl), cJSON_GetArraySize(pl) == 1 ? "" : "s");
        path_index(r, q, 0);
        if (i == 0)
            snprintf(expect, sizeof expect, "2 (tiers start at 2 players)");
        else
            snprintf(expect, sizeof expect, "%d (the tier before ends at %d)", next, next - 1);
        if (read_count(L, cJSON_GetArrayItem(pl, 0), r, next, next, expect, &t->min_players) < 0)
            return -1;
        path_index(r, q, 1);
        snprintf(expect, sizeof expect, "an integer from %d (players[0]) to %d (table_size)",
                 t->min_players, s->table_size);
        if (read_count(L, cJSON_GetArrayItem(pl, 1), r, t->min_players, s->table_size, expect,
                       &t->max_players) < 0)
            return -1;
        path_key(q, p, "percent");
        if (read_percents(L, get(c, "percent"), q, t) < 0)
            return -1;
        next = t->max_players + 1;
        i++;
    }
    if (next - 1 != s->table_size) {
        path_index(p, "payouts", n - 1);
        path_key(q, p, "players");
        path_index(r, q, 1);
        return fail(L, r,
                    "expected %d (table_size: the tiers cover every field from 2 to table_size), "
                    "got %s",
                    s->table_size, show(L, r, cJSON_GetArrayItem(get(cJSON_GetArrayItem(arr, n - 1),
                                                                      "players"),
                                                                  1),
                                        got, sizeof got));
    }
    s->n_payout_tiers = n;
    return 0;
}

/* ---- the "mtt" object (R38-R40) ------------------------------------------------------------- */

void structure_mtt_default(structure_mtt_t *out)
{
    memset(out, 0, sizeof *out);
    out->hand_base_seconds = 20;
    out->action_seconds = 6;
    out->hand_for_hand_margin = 1;
}

static int read_mtt_tier(loader_t *L, const cJSON *c, const char *p, int next, mtt_tier_t *t)
{
    static const char *const KEYS[] = {"players", "places"};
    char q[PATH_LEN], r[PATH_LEN], b[PATH_LEN], got[SHOW_LEN], expect[EXPECT_LEN];
    memset(t, 0, sizeof *t);
    if (want_object(L, c, p) < 0 || check_keys(L, c, p, KEYS, 2) < 0)
        return -1;
    const cJSON *pl = get(c, "players");
    path_key(q, p, "players");
    if (!cJSON_IsArray(pl) || cJSON_GetArraySize(pl) != 2)
        return fail(L, q, "expected [min, max] player counts, got %s", show(L, q, pl, got, sizeof got));
    path_index(r, q, 0);
    snprintf(expect, sizeof expect, "an integer from %d (after the tier before) to 10000", next);
    if (read_count(L, cJSON_GetArrayItem(pl, 0), r, next, 10000, expect, &t->min_players) < 0)
        return -1;
    path_index(r, q, 1);
    snprintf(expect, sizeof expect, "an integer from %d (players[0]) to 10000", t->min_players);
    if (read_count(L, cJSON_GetArrayItem(pl, 1), r, t->min_players, 10000, expect, &t->max_players) < 0)
        return -1;
    const cJSON *arr = get(c, "places");
    path_key(q, p, "places");
    if (!cJSON_IsArray(arr) || cJSON_GetArraySize(arr) < 1 || cJSON_GetArraySize(arr) > STRUCT_MTT_MAX_BANDS)
        return fail(L, q, "expected 1 to %d bands [first, last, percent each], got %s", STRUCT_MTT_MAX_BANDS,
                    show(L, q, arr, got, sizeof got));
    int64_t total = 0;
    int i = 0;
    const cJSON *band;
    cJSON_ArrayForEach(band, arr)
    {
        mtt_band_t *d = &t->bands[i];
        path_index(b, q, i);
        if (!cJSON_IsArray(band) || cJSON_GetArraySize(band) != 3)
            return fail(L, b, "expected [first place, last place, percent each], got %s",
                        show(L, b, band, got, sizeof got));
        int first = i ? t->bands[i - 1].last + 1 : 1;
        path_index(r, b, 0);
        snprintf(expect, sizeof expect, "%d (the place after the band before)", first);
        if (read_count(L, cJSON_GetArrayItem(band, 0), r, first, first, expect, &d->first) < 0)
            return -1;
        path_index(r, b, 1);
        snprintf(expect, sizeof expect, "an integer from %d to %d (the tier's smallest field)", first,
                 t->min_players);
        if (read_count(L, cJSON_GetArrayItem(band, 1), r, first, t->min_players, expect, &d->last) < 0)
            return -1;
        path_index(r, b, 2);
        int64_t bp = 0;
        if (read_hundredths(L, cJSON_GetArrayItem(band, 2), r, "a percentage", &bp) < 0)
            return -1;
        int cap = i ? t->bands[i - 1].percent_bp : 10000;
        if (bp <= 0 || bp > cap) {
            char a[24];
            return fail(L, r, "expected a percentage > 0 and <= %s (%s), got %s", fmt_bp(cap, a, sizeof a),
                        i ? "the place above" : "all of it", show(L, r, cJSON_GetArrayItem(band, 2), got, sizeof got));
        }
        d->percent_bp = (int)bp;
        total += bp * (d->last - d->first + 1);
        i++;
    }
    t->n_bands = i;
    t->n_places = t->bands[i - 1].last;
    if (total != 10000) {
        char a[24];
        return fail(L, q, "expected places whose percentages add up to 100, got a total of %s",
                    fmt_bp(total, a, sizeof a));
    }
    return 0;
}

static int read_mtt(loader_t *L, const cJSON *root, int table_size, structure_mtt_t *m)
{
    static const char *const KEYS[] = {"hand_base_seconds", "action_seconds", "full_hand_seconds",
                                       "hand_for_hand_margin", "final_table_next_level", "payouts"};
    const cJSON *o = get(root, "mtt");
    structure_mtt_default(m);
    if (!o)
        return 0;
    char p[PATH_LEN], got[SHOW_LEN];
    if (want_object(L, o, "mtt") < 0 || check_keys(L, o, "mtt", KEYS, 6) < 0)
        return -1;
    m->present = 1;
    if (get(o, "hand_base_seconds") &&
        read_count(L, get(o, "hand_base_seconds"), "mtt.hand_base_seconds", 1, 3600, NULL, &m->hand_base_seconds) < 0)
        return -1;
    if (get(o, "action_seconds") &&
        read_count(L, get(o, "action_seconds"), "mtt.action_seconds", 0, 600, NULL, &m->action_seconds) < 0)
        return -1;
    if (get(o, "full_hand_seconds") &&
        read_count(L, get(o, "full_hand_seconds"), "mtt.full_hand_seconds", 1, 3600, NULL, &m->full_hand_seconds) < 0)
        return -1;
    if (get(o, "hand_for_hand_margin") &&
        read_count(L, get(o, "hand_for_hand_margin"), "mtt.hand_for_hand_margin", 0, 100, NULL,
                   &m->hand_for_hand_margin) < 0)
        return -1;
    const cJSON *ft = get(o, "final_table_next_level");
    if (ft) {
        if (!cJSON_IsBool(ft))
            return fail(L, "mtt.final_table_next_level", "expected true or false, got %s",
                        show(L, "mtt.final_table_next_level", ft, got, sizeof got));
        m->final_table_next_level = cJSON_IsTrue(ft);
    }
    (void)table_size;
    const cJSON *arr = get(o, "payouts");
    if (!arr)
        return 0;
    if (!cJSON_IsArray(arr) || cJSON_GetArraySize(arr) < 1 || cJSON_GetArraySize(arr) > STRUCT_MTT_MAX_TIERS)
        return fail(L, "mtt.payouts", "expected 1 to %d payout tiers, got %s", STRUCT_MTT_MAX_TIERS,
                    show(L, "mtt.payouts", arr, got, sizeof got));
    int i = 0, next = 2;
    const cJSON *c;
    cJSON_ArrayForEach(c, arr)
    {
        path_index(p, "mtt.payouts", i);
        if (read_mtt_tier(L, c, p, next, &m->tiers[i]) < 0)
            return -1;
        next = m->tiers[i].max_players + 1;
        i++;
    }
    m->n_tiers = i;
    return 0;
}

static int read_structure(loader_t *L, const cJSON *root, structure_t *s)
{
    static const char *const KEYS[] = {"name",   "description", "table_size", "starting_stack",
                                       "chips",  "levels",      "currency",   "buy_in",
                                       "fee",    "rebuy",       "addon",      "payouts",
                                       "mtt",    "notes"};
    if (want_object(L, root, "") < 0 || check_keys(L, root, "", KEYS, 14) < 0)
        return -1;
    if (read_string(L, get(root, "name"), "name", s->name, sizeof s->name, 0) < 0)
        return -1;
    if (get(root, "description") && read_string(L, get(root, "description"), "description",
                                                s->description, sizeof s->description, 1) < 0)
        return -1;
    /* the maker's notes (sources, what is ours): checked, never shown to players nor kept */
    char notes[1024];
    if (get(root, "notes") && read_string(L, get(root, "notes"), "notes", notes, sizeof notes, 1) < 0)
        return -1;
    if (read_count(L, get(root, "table_size"), "table_size", 2, 10, NULL, &s->table_size) < 0)
        return -1;
    if (read_chip_set(L, root, s) < 0 || read_levels(L, root, s) < 0)
        return -1;
    const cJSON *st = get(root, "starting_stack");
    if (read_chips(L, st, "starting_stack", 1, "an integer > 0", &s->starting_stack) < 0 ||
        (s->n_chips && multiple_of(L, "starting_stack", st, s->starting_stack,
                                   structure_smallest_chip(s, 0), " at the start") < 0))
        return -1;
    if (read_money_section(L, root, s) < 0 || read_rebuy(L, root, s) < 0 ||
        read_addon(L, root, s) < 0 || read_payouts(L, root, s) < 0)
        return -1;
    if (get(root, "mtt")) {
        structure_mtt_t *m = malloc(sizeof *m);
        if (!m)
            return fail(L, "mtt", "out of memory");
        int rc = read_mtt(L, root, s->table_size, m);
        free(m);
        return rc;
    }
    return 0;
}

/* ---- entry points --------------------------------------------------------------------------- */

/* Check the text and parse it into *root (the caller deletes it). Returns 0, or -1 with the
 * syntax error in L->err. */
static int parse_root(loader_t *L, cJSON **root_out)
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

int structure_load(const char *name, const char *text, size_t len, structure_t *out, char *err,
                   size_t errlen)
{
    assert(out);
    loader_t L = {name ? name : "(structure)", text ? text : "", text ? len : 0, err,
                  err ? errlen : 0};
    if (L.errlen)
        L.err[0] = '\0';
    cJSON *root = NULL;
    int rc = -1;
    if (parse_root(&L, &root) < 0)
        return -1;
    structure_t s;
    memset(&s, 0, sizeof s);
    if (read_structure(&L, root, &s) < 0)
        goto end;
    *out = s;
    rc = 0;
end:
    cJSON_Delete(root);
    return rc;
}

int structure_load_mtt(const char *name, const char *text, size_t len, structure_mtt_t *out, char *err,
                       size_t errlen)
{
    assert(out);
    loader_t L = {name ? name : "(structure)", text ? text : "", text ? len : 0, err,
                  err ? errlen : 0};
    if (L.errlen)
        L.err[0] = '\0';
    cJSON *root = NULL;
    if (parse_root(&L, &root) < 0)
        return -1;
    structure_mtt_t *m = malloc(sizeof *m);
    int rc = -1;
    if (!m) {
        fail(&L, "mtt", "out of memory");
    } else if (cJSON_IsObject(root) && read_mtt(&L, root, 0, m) == 0) {
        *out = *m;
        rc = 0;
    } else if (!cJSON_IsObject(root)) {
        want_object(&L, root, "");
    }
    free(m);
    cJSON_Delete(root);
    return rc;
}

/* A structure file's bytes (at most FILE_MAX), or NULL with the reason in err. */
static char *read_structure_file(const char *path, size_t *n, char *err, size_t errlen)
{
    char too_big[32];
    snprintf(too_big, sizeof too_big, "%d bytes", FILE_MAX);
    return text_read_file(path, (size_t)FILE_MAX, too_big, n, err, err ? errlen : 0);
}

int structure_load_mtt_file(const char *path, structure_mtt_t *out, char *err, size_t errlen)
{
    assert(path && out);
    size_t n = 0;
    char *buf = read_structure_file(path, &n, err, errlen);
    if (!buf)
        return -1;
    int rc = structure_load_mtt(path, buf, n, out, err, err ? errlen : 0);
    free(buf);
    return rc;
}

const mtt_tier_t *structure_mtt_tier_for(const structure_mtt_t *m, int n_players)
{
    for (int i = 0; i < m->n_tiers; i++)
        if (n_players >= m->tiers[i].min_players && n_players <= m->tiers[i].max_players)
            return &m->tiers[i];
    return NULL;
}

int structure_mtt_place_bp(const mtt_tier_t *t, int place)
{
    for (int i = 0; t && i < t->n_bands; i++)
        if (place >= t->bands[i].first && place <= t->bands[i].last)
            return t->bands[i].percent_bp;
    return 0;
}

int structure_load_file(const char *path, structure_t *out, char *err, size_t errlen)
{
    assert(path && out);
    size_t n = 0;
    char *buf = read_structure_file(path, &n, err, errlen);
    if (!buf)
        return -1;
    int rc = structure_load(path, buf, n, out, err, err ? errlen : 0);
    free(buf);
    return rc;
}

/* The quick turbo, exactly as levels/turbo.json (test_structure checks they agree). */
void structure_default(structure_t *out)
{
    static const struct {
        int64_t sb, bb, ante, remove;
    } LEVELS[] = {
        {10, 20, 0, 0},        {15, 30, 0, 0},        {25, 50, 0, 5},        {50, 100, 0, 0},
        {75, 150, 0, 0},       {100, 200, 25, 0},     {150, 300, 25, 0},     {200, 400, 50, 0},
        {300, 600, 75, 0},     {400, 800, 100, 25},   {600, 1200, 100, 0},   {800, 1600, 200, 0},
        {1000, 2000, 200, 0},  {1500, 3000, 300, 0},  {2000, 4000, 400, 0},  {3000, 6000, 600, 0},
    };
    static const struct {
        int64_t value;
        const char *name;
        uint32_t rgb;
    } CHIPS[] = {
        {5, "red", 0xC62828},       {25, "green", 0x2E7D32},  {100, "black", 0x212121},
        {500, "purple", 0x6A1B9A},  {1000, "yellow", 0xF9A825},
    };
    static const struct {
        int min, max, n;
        int bp[3];
    } TIERS[] = {{2, 3, 1, {10000}}, {4, 6, 2, {6500, 3500}}, {7, 9, 3, {5000, 3000, 2000}}};

    assert(out);
    structure_t s;
    memset(&s, 0, sizeof s);
    snprintf(s.name, sizeof s.name, "Turbo sit-and-go");
    snprintf(s.description, sizeof s.description,
             "A quick sit-and-go for 2 to 9 players: 1,500 chips, blinds up every 9 hands, antes "
             "from level 6; a full table is decided in 75 to 100 hands. No rebuys; the top 3 get "
             "50/30/20.");
    s.table_size = 9;
    s.starting_stack = 1500;
    s.n_levels = (int)(sizeof LEVELS / sizeof LEVELS[0]);
    for (int i = 0; i < s.n_levels; i++) {
        level_t *v = &s.levels[i];
        v->small_blind = LEVELS[i].sb;
        v->big_blind = LEVELS[i].bb;
        v->ante = LEVELS[i].ante;
        v->hands = 9;
        if (LEVELS[i].remove) {
            v->n_remove = 1;
            v->remove_chips[0] = LEVELS[i].remove;
        }
    }
    s.n_chips = (int)(sizeof CHIPS / sizeof CHIPS[0]);
    for (int i = 0; i < s.n_chips; i++) {
        s.chips[i].value = CHIPS[i].value;
        snprintf(s.chips[i].name, sizeof s.chips[i].name, "%s", CHIPS[i].name);
        s.chips[i].rgb = CHIPS[i].rgb;
    }
    memcpy(s.currency, "USD", 4);
    s.buy_in = 1000;
    s.fee = 100;
    s.n_payout_tiers = (int)(sizeof TIERS / sizeof TIERS[0]);
    for (int i = 0; i < s.n_payout_tiers; i++) {
        payout_tier_t *t = &s.payouts[i];
        t->min_players = TIERS[i].min;
        t->max_players = TIERS[i].max;
        t->n_places = TIERS[i].n;
        for (int k = 0; k < t->n_places; k++)
            t->percent_bp[k] = TIERS[i].bp[k];
    }
    *out = s;
}

int structure_level_number(const structure_t *s, int index)
{
    assert(s && index >= 0 && index < s->n_levels);
    if (s->levels[index].is_break)
        return 0;
    int n = 0;
    for (int i = 0; i <= index; i++)
        n += !s->levels[i].is_break;
    return n;
}

const payout_tier_t *structure_payout_for(const structure_t *s, int n_players)
{
    assert(s);
    for (int i = 0; i < s->n_payout_tiers; i++)
        if (n_players >= s->payouts[i].min_players && n_players <= s->payouts[i].max_players)
            return &s->payouts[i];
    return NULL;
}

int64_t structure_smallest_chip(const structure_t *s, int index)
{
    assert(s && index >= 0 && index < s->n_levels);
    int in_play[STRUCT_MAX_CHIPS];
    for (int k = 0; k < STRUCT_MAX_CHIPS; k++)
        in_play[k] = k < s->n_chips;
    for (int i = 0; i <= index; i++)
        for (int r = 0; r < s->levels[i].n_remove; r++)
            for (int k = 0; k < s->n_chips; k++)
                if (s->chips[k].value == s->levels[i].remove_chips[r])
                    in_play[k] = 0;
    return smallest_in_play(s, in_play);
}
