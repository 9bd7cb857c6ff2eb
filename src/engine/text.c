/* text.c — UTF-8 and printable-text checks (see text.h). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "engine/text.h"

/* The code point at s[*i], advancing *i; -1 for a malformed sequence. */
static long next_code_point(const unsigned char *s, size_t n, size_t *i)
{
    unsigned c = s[*i];
    int more;
    long cp, min;
    if (c < 0x80) {
        (*i)++;
        return (long)c;
    } else if ((c & 0xe0) == 0xc0) {
        more = 1, cp = c & 0x1f, min = 0x80;
    } else if ((c & 0xf0) == 0xe0) {
        more = 2, cp = c & 0x0f, min = 0x800;
    } else if ((c & 0xf8) == 0xf0) {
        more = 3, cp = c & 0x07, min = 0x10000;
    } else {
        return -1;
    }
    if (*i + (size_t)more >= n)
        return -1;
    for (int k = 1; k <= more; k++) {
        unsigned d = s[*i + (size_t)k];
        if ((d & 0xc0) != 0x80)
            return -1;
        cp = cp << 6 | (long)(d & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
        return -1;
    *i += (size_t)more + 1;
    return cp;
}

int text_utf8_valid(const char *s, size_t n)
{
    size_t i = 0;
    while (i < n)
        if (next_code_point((const unsigned char *)s, n, &i) < 0)
            return 0;
    return 1;
}

int text_printable(const char *s, size_t n, int allow_newline)
{
    size_t i = 0;
    while (i < n) {
        long cp = next_code_point((const unsigned char *)s, n, &i);
        if (cp < 0)
            return 0;
        if (cp == '\n' && allow_newline)
            continue;
        if (cp < 0x20 || cp == 0x7f || (cp >= 0x80 && cp <= 0x9f))
            return 0;
    }
    return 1;
}

char *text_read_file(const char *path, size_t max, const char *too_big, size_t *len, char *err, size_t errlen)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        if (errlen)
            snprintf(err, errlen, "cannot read %s: %s", path, strerror(errno));
        return NULL;
    }
    size_t cap = max < ((size_t)1 << 16) ? max + 1 : (size_t)1 << 16, n = 0;
    char *buf = malloc(cap + 1);
    const char *why = NULL;
    while (buf) {
        n += fread(buf + n, 1, cap - n, f);
        if (ferror(f)) {
            why = strerror(errno);
            break;
        }
        if (n < cap)
            break; /* the whole file */
        if (n > max) {
            why = "";
            break;
        }
        size_t ncap = cap * 2 > max + 1 ? max + 1 : cap * 2;
        char *nb = realloc(buf, ncap + 1);
        if (!nb) {
            free(buf);
            buf = NULL;
            break;
        }
        buf = nb;
        cap = ncap;
    }
    fclose(f);
    if (!buf || why) {
        if (errlen) {
            if (!buf)
                snprintf(err, errlen, "cannot read %s: out of memory", path);
            else if (why[0])
                snprintf(err, errlen, "cannot read %s: %s", path, why);
            else
                snprintf(err, errlen, "cannot read %s: larger than %s", path, too_big);
        }
        free(buf);
        return NULL;
    }
    buf[n] = '\0';
    if (len)
        *len = n;
    return buf;
}

char *text_group(int64_t v, char *buf, size_t len)
{
    if (!len)
        return buf;
    char digits[24];
    unsigned long long u = v < 0 ? 0ULL - (unsigned long long)v : (unsigned long long)v;
    int nd = snprintf(digits, sizeof digits, "%llu", u);
    size_t o = 0;
    if (v < 0 && o + 1 < len)
        buf[o++] = '-';
    for (int i = 0; i < nd && o + 1 < len; i++) {
        if (i > 0 && (nd - i) % 3 == 0) {
            if (o + 2 >= len)
                break;
            buf[o++] = ',';
        }
        buf[o++] = digits[i];
    }
    buf[o] = '\0';
    return buf;
}

uint32_t text_crc32(const void *s, size_t n)
{
    const unsigned char *p = s;
    uint32_t c = 0xffffffffu;
    for (size_t i = 0; i < n; i++) {
        c ^= p[i];
        for (int k = 0; k < 8; k++)
            c = (c >> 1) ^ (0xedb88320u & (0u - (c & 1u)));
    }
    return ~c;
}

int text_crc_tail(const char *s, size_t n, uint32_t *want)
{
    *want = 0;
    if (n <= 9 || s[n - 9] != ' ')
        return 0;
    for (size_t i = n - 8; i < n; i++) {
        char c = s[i];
        int v = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
        if (v < 0) {
            *want = 0;
            return 0;
        }
        *want = *want << 4 | (uint32_t)v;
    }
    return 1;
}
