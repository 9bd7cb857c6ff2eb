/* jsonloc.c — line numbers for JSON paths, by scanning the raw text (see jsonloc.h).
 * A forgiving scanner, not a validator: cJSON judges the syntax (jsonloc_check_text adds what
 * cJSON lets through). It must never read outside
 * text[0..len), never recurse (nesting depth is only a counter) and never allocate. */
#include "engine/jsonloc.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

typedef enum scan { SCAN_OK = 0, SCAN_END, SCAN_BAD } scan_t;

static int is_ws(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

static int is_delim(char c)
{
    return is_ws(c) || c == ',' || c == ':' || c == '[' || c == ']' || c == '{' || c == '}' ||
           c == '"';
}

static size_t bom_len(const char *t, size_t n)
{
    return (n >= 3 && (unsigned char)t[0] == 0xEF && (unsigned char)t[1] == 0xBB &&
            (unsigned char)t[2] == 0xBF)
               ? 3
               : 0;
}

static size_t skip_ws(const char *t, size_t n, size_t p)
{
    while (p < n && is_ws(t[p]))
        p++;
    return p;
}

/* t[*p] is '"': move *p just past the closing quote. */
static scan_t skip_string(const char *t, size_t n, size_t *p)
{
    size_t i = *p + 1;
    while (i < n) {
        if (t[i] == '\\') {
            i += 2;
            continue;
        }
        if (t[i] == '"') {
            *p = i + 1;
            return SCAN_OK;
        }
        i++;
    }
    return SCAN_END;
}

/* *p is at a value's first character (or whitespace before it): move it just past the value.
 * Containers are skipped with a depth counter, so deep nesting costs no stack. */
static scan_t skip_value(const char *t, size_t n, size_t *p)
{
    size_t i = *p;
    size_t depth = 0;
    do {
        i = skip_ws(t, n, i);
        if (i >= n)
            return SCAN_END;
        char c = t[i];
        if (c == '"') {
            scan_t r = skip_string(t, n, &i);
            if (r != SCAN_OK)
                return r;
        } else if (c == '{' || c == '[') {
            depth++;
            i++;
        } else if (c == '}' || c == ']') {
            if (depth == 0)
                return SCAN_BAD;
            depth--;
            i++;
        } else if (c == ',' || c == ':') {
            if (depth == 0)
                return SCAN_BAD;
            i++;
        } else {
            while (i < n && !is_delim(t[i]))
                i++;
        }
    } while (depth > 0);
    *p = i;
    return SCAN_OK;
}

/* ---- decoded string comparison ------------------------------------------------------------ */

/* Yields the bytes of a string, decoding JSON escapes if `escaped` (\uXXXX becomes UTF-8). */
typedef struct strit {
    const char *s;
    const char *end;
    int escaped;
    unsigned char pend[4];
    int npend;
    int ipend;
} strit_t;

static void strit_init(strit_t *it, const char *s, size_t n, int escaped)
{
    it->s = s;
    it->end = s + n;
    it->escaped = escaped;
    it->npend = it->ipend = 0;
}

static int hex4(const char *s, const char *end, unsigned *out)
{
    if (end - s < 4)
        return 0;
    unsigned v = 0;
    for (int i = 0; i < 4; i++) {
        char c = s[i];
        unsigned d;
        if (c >= '0' && c <= '9')
            d = (unsigned)(c - '0');
        else if (c >= 'a' && c <= 'f')
            d = (unsigned)(c - 'a' + 10);
        else if (c >= 'A' && c <= 'F')
            d = (unsigned)(c - 'A' + 10);
        else
            return 0;
        v = v * 16 + d;
    }
    *out = v;
    return 1;
}

/* Next byte (0..255), -1 at the end, -2 on a malformed escape. */
static int strit_next(strit_t *it)
{
    if (it->ipend < it->npend)
        return it->pend[it->ipend++];
    if (it->s >= it->end)
        return -1;
    unsigned char c = (unsigned char)*it->s;
    if (!it->escaped || c != '\\') {
        it->s++;
        return c;
    }
    if (it->end - it->s < 2)
        return -2;
    char e = it->s[1];
    it->s += 2;
    switch (e) {
    case '"': return '"';
    case '\\': return '\\';
    case '/': return '/';
    case 'b': return '\b';
    case 'f': return '\f';
    case 'n': return '\n';
    case 'r': return '\r';
    case 't': return '\t';
    case 'u': break;
    default: return -2;
    }
    unsigned cp;
    if (!hex4(it->s, it->end, &cp))
        return -2;
    it->s += 4;
    if (cp >= 0xD800 && cp <= 0xDBFF) {
        unsigned lo;
        if (it->end - it->s < 6 || it->s[0] != '\\' || it->s[1] != 'u' ||
            !hex4(it->s + 2, it->end, &lo) || lo < 0xDC00 || lo > 0xDFFF)
            return -2;
        it->s += 6;
        cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
    } else if (cp >= 0xDC00 && cp <= 0xDFFF) {
        return -2;
    }
    if (cp < 0x80) {
        it->pend[0] = (unsigned char)cp;
        it->npend = 1;
    } else if (cp < 0x800) {
        it->pend[0] = (unsigned char)(0xC0 | (cp >> 6));
        it->pend[1] = (unsigned char)(0x80 | (cp & 0x3F));
        it->npend = 2;
    } else if (cp < 0x10000) {
        it->pend[0] = (unsigned char)(0xE0 | (cp >> 12));
        it->pend[1] = (unsigned char)(0x80 | ((cp >> 6) & 0x3F));
        it->pend[2] = (unsigned char)(0x80 | (cp & 0x3F));
        it->npend = 3;
    } else {
        it->pend[0] = (unsigned char)(0xF0 | (cp >> 18));
        it->pend[1] = (unsigned char)(0x80 | ((cp >> 12) & 0x3F));
        it->pend[2] = (unsigned char)(0x80 | ((cp >> 6) & 0x3F));
        it->pend[3] = (unsigned char)(0x80 | (cp & 0x3F));
        it->npend = 4;
    }
    it->ipend = 1;
    return it->pend[0];
}

static int strit_equal(strit_t *a, strit_t *b)
{
    for (;;) {
        int x = strit_next(a), y = strit_next(b);
        if (x == -2 || y == -2 || x != y)
            return 0;
        if (x == -1)
            return 1;
    }
}

/* ---- paths ---------------------------------------------------------------------------------- */

typedef struct seg {
    int is_index;
    size_t index;
    const char *key;
    size_t keylen;
    int escaped; /* key written as a JSON string: ["..."] */
} seg_t;

/* Read the next segment of *ps. Returns 1 (segment in *sg), 0 at the end, -1 on bad syntax. */
static int next_seg(const char **ps, int first, seg_t *sg)
{
    const char *s = *ps;
    if (*s == '\0')
        return 0;
    if (*s == '[') {
        s++;
        if (*s >= '0' && *s <= '9') {
            size_t v = 0;
            while (*s >= '0' && *s <= '9') {
                if (v > (SIZE_MAX - 9) / 10)
                    return -1;
                v = v * 10 + (size_t)(*s - '0');
                s++;
            }
            if (*s != ']')
                return -1;
            sg->is_index = 1;
            sg->index = v;
            *ps = s + 1;
            return 1;
        }
        if (*s != '"')
            return -1;
        const char *k = ++s;
        while (*s && *s != '"') {
            if (*s == '\\') {
                if (!s[1])
                    return -1;
                s += 2;
            } else {
                s++;
            }
        }
        if (*s != '"' || s[1] != ']')
            return -1;
        sg->is_index = 0;
        sg->key = k;
        sg->keylen = (size_t)(s - k);
        sg->escaped = 1;
        /* reject escapes that do not decode */
        strit_t it;
        strit_init(&it, sg->key, sg->keylen, 1);
        int b;
        while ((b = strit_next(&it)) >= 0)
            ;
        if (b == -2)
            return -1;
        *ps = s + 2;
        return 1;
    }
    if (!first) {
        if (*s != '.')
            return -1;
        s++;
    }
    const char *k = s;
    while (*s && *s != '.' && *s != '[')
        s++;
    if (s == k)
        return -1;
    sg->is_index = 0;
    sg->key = k;
    sg->keylen = (size_t)(s - k);
    sg->escaped = 0;
    *ps = s;
    return 1;
}

/* In the object at t[v] == '{', find the nth member named (key, keylen, escaped). */
static scan_t find_member(const char *t, size_t n, size_t v, const char *key, size_t keylen,
                          int escaped, int nth, size_t *value, int *found)
{
    *found = 0;
    size_t i = skip_ws(t, n, v + 1);
    if (i >= n)
        return SCAN_END;
    if (t[i] == '}')
        return SCAN_OK;
    for (;;) {
        if (i >= n)
            return SCAN_END;
        if (t[i] != '"')
            return SCAN_BAD;
        size_t kstart = i;
        scan_t r = skip_string(t, n, &i);
        if (r != SCAN_OK)
            return r;
        strit_t a, b;
        strit_init(&a, t + kstart + 1, i - kstart - 2, 1);
        strit_init(&b, key, keylen, escaped);
        int eq = strit_equal(&a, &b);
        i = skip_ws(t, n, i);
        if (i >= n)
            return SCAN_END;
        if (t[i] != ':')
            return SCAN_BAD;
        i = skip_ws(t, n, i + 1);
        if (i >= n)
            return SCAN_END;
        if (eq && nth-- == 0) {
            *value = i;
            *found = 1;
            return SCAN_OK;
        }
        r = skip_value(t, n, &i);
        if (r != SCAN_OK)
            return r;
        i = skip_ws(t, n, i);
        if (i >= n)
            return SCAN_END;
        if (t[i] == '}')
            return SCAN_OK;
        if (t[i] != ',')
            return SCAN_BAD;
        i = skip_ws(t, n, i + 1);
    }
}

/* In the array at t[v] == '[', find element `index`. */
static scan_t find_element(const char *t, size_t n, size_t v, size_t index, size_t *value,
                           int *found)
{
    *found = 0;
    size_t i = skip_ws(t, n, v + 1);
    if (i >= n)
        return SCAN_END;
    if (t[i] == ']')
        return SCAN_OK;
    for (size_t k = 0;; k++) {
        if (i >= n)
            return SCAN_END;
        if (k == index) {
            *value = i;
            *found = 1;
            return SCAN_OK;
        }
        scan_t r = skip_value(t, n, &i);
        if (r != SCAN_OK)
            return r;
        i = skip_ws(t, n, i);
        if (i >= n)
            return SCAN_END;
        if (t[i] == ']')
            return SCAN_OK;
        if (t[i] != ',')
            return SCAN_BAD;
        i = skip_ws(t, n, i + 1);
    }
}

/* In the array whose element `from` (0-based) starts at t[*i], step on to element `to` > from.
 * *found = 0 when the array ends first. */
static scan_t skip_elements(const char *t, size_t n, size_t *i, size_t from, size_t to, int *found)
{
    *found = 0;
    for (size_t k = from; k < to; k++) {
        scan_t r = skip_value(t, n, i);
        if (r != SCAN_OK)
            return r;
        *i = skip_ws(t, n, *i);
        if (*i >= n)
            return SCAN_END;
        if (t[*i] == ']')
            return SCAN_OK; /* the array is shorter */
        if (t[*i] != ',')
            return SCAN_BAD;
        *i = skip_ws(t, n, *i + 1);
    }
    if (*i >= n)
        return SCAN_END;
    *found = 1;
    return SCAN_OK;
}

/* Follow path from the top-level value. *at is the value found, or the deepest existing one.
 * With a cache (jsonloc_cache_t), the walk starts from the deepest value the last walk shares
 * with this one (a later element of the same array: from the element it reached), and this walk
 * is remembered. */
static jsonloc_status_t walk(const char *t, size_t n, const char *path, jsonloc_cache_t *c, size_t *at)
{
    if (!t || !path)
        return JSONLOC_BAD_PATH;
    const char *ps = path;
    seg_t sg;
    int first = 1, r;
    while ((r = next_seg(&ps, first, &sg)) == 1)
        first = 0;
    if (r < 0)
        return JSONLOC_BAD_PATH;
    if (c && c->text != t) {
        c->text = t;
        c->depth = 0;
        c->path[0] = '\0';
    }

    size_t v = skip_ws(t, n, bom_len(t, n));
    if (v >= n)
        return JSONLOC_BAD_TEXT;
    size_t seg_end[JSONLOC_CACHE_DEPTH], value[JSONLOC_CACHE_DEPTH];
    int depth = 0, same = c != NULL;
    ps = path;
    first = 1;
    while (next_seg(&ps, first, &sg) == 1) {
        first = 0;
        size_t end = (size_t)(ps - path), start = depth ? seg_end[depth - 1] : 0;
        size_t next = 0;
        int found = 0;
        scan_t sr;
        int cached = same && depth < c->depth && c->seg_end[depth] >= start;
        if (cached && c->seg_end[depth] == end && memcmp(c->path + start, path + start, end - start) == 0) {
            /* the same segment as last time, under the same container: its value is known */
            next = c->value[depth];
            found = 1;
            sr = SCAN_OK;
        } else {
            same = 0;
            const char *cp = cached ? c->path + start : NULL;
            seg_t cs;
            if (sg.is_index && cp && *cp == '[' && next_seg(&cp, 0, &cs) == 1 && cs.is_index && cs.index < sg.index &&
                (size_t)(cp - c->path) == c->seg_end[depth]) {
                /* a later element of the array last walked: on from the element it reached */
                next = c->value[depth];
                sr = skip_elements(t, n, &next, cs.index, sg.index, &found);
            } else if (sg.is_index) {
                if (t[v] != '[') {
                    *at = v;
                    return JSONLOC_MISSING;
                }
                sr = find_element(t, n, v, sg.index, &next, &found);
            } else {
                if (t[v] != '{') {
                    *at = v;
                    return JSONLOC_MISSING;
                }
                sr = find_member(t, n, v, sg.key, sg.keylen, sg.escaped, 0, &next, &found);
            }
        }
        if (sr != SCAN_OK)
            return JSONLOC_BAD_TEXT;
        if (!found) {
            *at = v;
            return JSONLOC_MISSING;
        }
        v = next;
        if (depth < JSONLOC_CACHE_DEPTH) {
            seg_end[depth] = end;
            value[depth] = v;
        }
        depth++;
    }
    if (c) {
        /* remember this walk (a path too long or too deep to keep: forget) */
        size_t plen = strlen(path);
        if (plen < sizeof c->path && depth <= JSONLOC_CACHE_DEPTH) {
            memcpy(c->path, path, plen + 1);
            memcpy(c->seg_end, seg_end, sizeof seg_end[0] * (size_t)depth);
            memcpy(c->value, value, sizeof value[0] * (size_t)depth);
            c->depth = depth;
        } else {
            c->depth = 0;
        }
    }
    *at = v;
    return JSONLOC_FOUND;
}

jsonloc_status_t jsonloc_find_span(const char *t, size_t n, const char *path, jsonloc_cache_t *c, size_t *offset,
                                   size_t *length)
{
    if (!c)
        return JSONLOC_BAD_PATH;
    size_t v = 0;
    jsonloc_status_t st = walk(t, n, path, c, &v);
    if (st != JSONLOC_FOUND)
        return st;
    size_t e = v;
    *offset = v;
    *length = skip_value(t, n, &e) == SCAN_OK ? e - v : n - v;
    return JSONLOC_FOUND;
}

static void fill(const char *t, size_t n, size_t v, jsonloc_t *out)
{
    size_t e = v;
    out->offset = v;
    out->length = skip_value(t, n, &e) == SCAN_OK ? e - v : n - v;
    jsonloc_position(t, n, v, &out->line, &out->column);
}

jsonloc_status_t jsonloc_find(const char *text, size_t len, const char *path, jsonloc_t *out)
{
    size_t at = 0;
    jsonloc_status_t st = walk(text, len, path, NULL, &at);
    if ((st == JSONLOC_FOUND || st == JSONLOC_MISSING) && out)
        fill(text, len, at, out);
    return st;
}

jsonloc_status_t jsonloc_find_key(const char *text, size_t len, const char *path,
                                  const char *key, size_t keylen, int nth, jsonloc_t *out)
{
    if (!key || nth < 0)
        return JSONLOC_BAD_PATH;
    size_t at = 0;
    jsonloc_status_t st = walk(text, len, path, NULL, &at);
    if (st != JSONLOC_FOUND) {
        if (st == JSONLOC_MISSING && out)
            fill(text, len, at, out);
        return st;
    }
    if (text[at] != '{') {
        if (out)
            fill(text, len, at, out);
        return JSONLOC_MISSING;
    }
    size_t value = 0;
    int found = 0;
    if (find_member(text, len, at, key, keylen, 0, nth, &value, &found) != SCAN_OK)
        return JSONLOC_BAD_TEXT;
    if (out)
        fill(text, len, found ? value : at, out);
    return found ? JSONLOC_FOUND : JSONLOC_MISSING;
}

void jsonloc_position(const char *text, size_t len, size_t offset, int *line, int *column)
{
    int ln = 1, col = 1;
    if (offset > len)
        offset = len;
    size_t i = text ? bom_len(text, len) : 0;
    if (i > offset)
        i = offset;
    for (; i < offset; i++) {
        unsigned char c = (unsigned char)text[i];
        if (c == '\n') {
            ln++;
            col = 1;
        } else if ((c & 0xC0) != 0x80) {
            col++;
        }
    }
    if (line)
        *line = ln;
    if (column)
        *column = col;
}

int jsonloc_truncated(const char *text, size_t len)
{
    if (!text)
        return 1;
    size_t v = skip_ws(text, len, bom_len(text, len));
    return skip_value(text, len, &v) == SCAN_END;
}

/* ---- what cJSON lets through, and syntax messages --------------------------------------------- */

int jsonloc_check_text(const char *name, const char *text, size_t len, char *err, size_t errlen)
{
    size_t bom = bom_len(text, len), bad = len;
    const char *why = NULL;
    int in_string = 0;
    for (size_t i = bom; i < len && !why; i++) {
        unsigned char c = (unsigned char)text[i];
        if (c == 0) {
            why = "a NUL byte";
        } else if (c >= 0x80) {
            /* one whole UTF-8 sequence, or the text is not UTF-8 */
            size_t n = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC2 ? 2 : 0;
            unsigned long cp = n == 4 ? c & 0x07u : n == 3 ? c & 0x0Fu : c & 0x1Fu;
            int ok = n > 0 && c < 0xF5 && i + n <= len;
            for (size_t k = 1; ok && k < n; k++) {
                unsigned char d = (unsigned char)text[i + k];
                ok = (d & 0xC0) == 0x80;
                cp = cp << 6 | (d & 0x3Fu);
            }
            if (ok && ((n == 3 && (cp < 0x800 || (cp >= 0xD800 && cp <= 0xDFFF))) ||
                       (n == 4 && (cp < 0x10000 || cp > 0x10FFFF))))
                ok = 0;
            if (!ok)
                why = "invalid UTF-8 (the file must be UTF-8 text)";
            else if (cp == 0xFEFF)
                why = i == bom && bom ? "a second byte-order mark (the file starts with two)"
                                      : "a byte-order mark inside the text";
            else
                i += n - 1;
        } else if (in_string) {
            if (c == '\\' && i + 1 < len) {
                if (text[i + 1] == 'u' && i + 5 < len && !memcmp(text + i + 2, "0000", 4))
                    why = "a NUL character (\\u0000) in a string";
                i++;
            } else if (c == '"') {
                in_string = 0;
            }
        } else if (c == '"') {
            in_string = 1;
        } else if (c == '0' && i + 1 < len && text[i + 1] >= '0' && text[i + 1] <= '9' &&
                   (i == 0 || !((text[i - 1] >= '0' && text[i - 1] <= '9') || text[i - 1] == '.' ||
                                text[i - 1] == 'e' || text[i - 1] == 'E' || text[i - 1] == '+'))) {
            why = "a number with a leading zero (JSON numbers have none)";
        }
        if (why)
            bad = i;
    }
    if (!why)
        return 0;
    int line, col;
    jsonloc_position(text, len, bad, &line, &col);
    if (errlen)
        snprintf(err, errlen, "%s:%d:%d: syntax error: %s", name, line, col, why);
    return -1;
}

/* "near '}'", "near end of file", "near '\x01'", a whole UTF-8 character when there is one. */
static void describe_near(const char *t, size_t len, size_t at, char *buf, size_t size)
{
    if (at >= len) {
        snprintf(buf, size, "end of file");
        return;
    }
    unsigned char c = (unsigned char)t[at];
    if (c > 0x20 && c < 0x7F) {
        snprintf(buf, size, "'%c'", c);
        return;
    }
    size_t n = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 0;
    int ok = n > 0 && c < 0xF8 && at + n <= len;
    for (size_t k = 1; ok && k < n; k++)
        ok = ((unsigned char)t[at + k] & 0xC0) == 0x80;
    if (ok)
        snprintf(buf, size, "'%.*s'", (int)n, t + at);
    else if (c == ' ')
        snprintf(buf, size, "a space");
    else
        snprintf(buf, size, "'\\x%02x'", c);
}

/* Does the text end inside a string whose opening quote is t[at - 1]? (cJSON points just
 * inside a string that never closes.) */
static int open_string_to_end(const char *t, size_t len, size_t at)
{
    int in = 0;
    size_t open = 0;
    for (size_t i = 0; i < len; i++) {
        if (in && t[i] == '\\') {
            i++;
        } else if (t[i] == '"') {
            in = !in;
            open = i;
        }
    }
    return in && open + 1 == at;
}

void jsonloc_syntax_error(const char *name, const char *text, size_t len, size_t at, int parsed, char *err,
                          size_t errlen)
{
    if (at > len)
        at = len;
    if (!parsed && jsonloc_truncated(text, len) && (at + 1 >= len || open_string_to_end(text, len, at)))
        at = len;
    int line, col;
    char near[24];
    jsonloc_position(text, len, at, &line, &col);
    describe_near(text, len, at, near, sizeof near);
    if (errlen)
        snprintf(err, errlen, "%s:%d:%d: syntax error near %s", name, line, col, near);
}
