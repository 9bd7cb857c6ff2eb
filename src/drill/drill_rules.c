/* drill_rules.c — the rule book as the practice screens show it: docs/rules.md read into
 * (id, title, text) entries, one per "**R12 Minimum raise.** text" paragraph (the text runs to
 * the next rule or heading). Reads only the text it is given. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "drill/drill.h"
#include "engine/text.h"

enum { RB_MAX = 64 };

struct drill_rulebook {
    int n;
    char id[RB_MAX][8];
    char *title[RB_MAX];
    char *text[RB_MAX];
};

void drill_rulebook_free(drill_rulebook_t *rb)
{
    if (!rb)
        return;
    for (int i = 0; i < rb->n; i++) {
        free(rb->title[i]);
        free(rb->text[i]);
    }
    free(rb);
}

static char *dup_range(const char *a, const char *b)
{
    while (a < b && (*a == ' ' || *a == '\n'))
        a++;
    while (b > a && (b[-1] == ' ' || b[-1] == '\n'))
        b--;
    char *s = malloc((size_t)(b - a) + 1);
    if (s) {
        memcpy(s, a, (size_t)(b - a));
        s[b - a] = '\0';
    }
    return s;
}

drill_rulebook_t *drill_rulebook_parse(const char *text, size_t len)
{
    drill_rulebook_t *rb = calloc(1, sizeof *rb);
    if (!rb)
        return NULL;
    const char *end = text + len;
    const char *p = text;
    while (p < end && rb->n < RB_MAX) {
        /* a rule starts a line: "**R<digits> " */
        const char *line = p;
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        const char *next = nl ? nl + 1 : end;
        if (end - line > 4 && line[0] == '*' && line[1] == '*' && line[2] == 'R' && line[3] >= '0' && line[3] <= '9') {
            const char *q = line + 2;
            const char *id_end = q + 1;
            while (id_end < end && *id_end >= '0' && *id_end <= '9')
                id_end++;
            if (end - id_end > 1 && id_end[0] >= 'a' && id_end[0] <= 'z' && id_end[1] == ' ')
                id_end++; /* R4b: a rule added between two others */
            const char *close = NULL;
            for (const char *r = id_end; r + 1 < end && r < next; r++)
                if (r[0] == '*' && r[1] == '*') {
                    close = r;
                    break;
                }
            if (close && id_end - q < 8) {
                /* the body runs to the next rule or heading */
                const char *body_end = next;
                int fenced = 0; /* inside a ``` block a '#' starts a comment, not a heading */
                while (body_end < end) {
                    if (end - body_end >= 3 && !strncmp(body_end, "```", 3))
                        fenced = !fenced;
                    else if (!fenced &&
                             ((end - body_end > 3 && body_end[0] == '*' && body_end[1] == '*' && body_end[2] == 'R' &&
                               body_end[3] >= '0' && body_end[3] <= '9') ||
                              body_end[0] == '#' || (end - body_end >= 3 && !strncmp(body_end, "---", 3))))
                        break;
                    const char *n2 = memchr(body_end, '\n', (size_t)(end - body_end));
                    body_end = n2 ? n2 + 1 : end;
                }
                const char *t_end = close;
                if (t_end > id_end && t_end[-1] == '.')
                    t_end--;
                int i = rb->n;
                memcpy(rb->id[i], q, (size_t)(id_end - q));
                rb->id[i][id_end - q] = '\0';
                rb->title[i] = dup_range(id_end, t_end);
                rb->text[i] = dup_range(close + 2, body_end);
                if (!rb->title[i] || !rb->text[i]) {
                    rb->n = i + 1;
                    drill_rulebook_free(rb);
                    return NULL;
                }
                rb->n++;
                p = body_end;
                continue;
            }
        }
        p = next;
    }
    return rb;
}

drill_rulebook_t *drill_rulebook_load(const char *path, char *err, size_t errlen)
{
    size_t len = 0;
    char *text = text_read_file(path, 4u << 20, "4 MiB", &len, err, errlen);
    if (!text)
        return NULL;
    drill_rulebook_t *rb = drill_rulebook_parse(text, len);
    free(text);
    if (!rb) {
        snprintf(err, errlen, "%s: out of memory", path);
        return NULL;
    }
    if (rb->n == 0) {
        snprintf(err, errlen, "%s: expected rule paragraphs such as \"**R12 Minimum raise.** text\", got none", path);
        drill_rulebook_free(rb);
        return NULL;
    }
    return rb;
}

int drill_rulebook_count(const drill_rulebook_t *rb)
{
    return rb ? rb->n : 0;
}

static int find(const drill_rulebook_t *rb, const char *id)
{
    for (int i = 0; rb && id && i < rb->n; i++)
        if (!strcmp(rb->id[i], id))
            return i;
    return -1;
}

const char *drill_rule_title(const drill_rulebook_t *rb, const char *id)
{
    int i = find(rb, id);
    return i < 0 ? NULL : rb->title[i];
}

const char *drill_rule_text(const drill_rulebook_t *rb, const char *id)
{
    int i = find(rb, id);
    return i < 0 ? NULL : rb->text[i];
}

/* ---- a rule's text as blocks ---------------------------------------------------------------- */

void drill_blocks_free(drill_blocks_t *bl)
{
    for (int i = 0; i < bl->n; i++)
        free(bl->b[i].text);
    free(bl->b);
    memset(bl, 0, sizeof *bl);
}

/* Append a block holding a copy of [a, b), emphasis dropped unless it is code. */
static drill_block_t *add_block(drill_blocks_t *bl, drill_block_kind_t kind, const char *a, const char *b)
{
    if (bl->n == bl->cap) {
        int cap = bl->cap ? bl->cap * 2 : 16;
        drill_block_t *nb = realloc(bl->b, (size_t)cap * sizeof *nb);
        if (!nb)
            return NULL;
        bl->b = nb;
        bl->cap = cap;
    }
    char *t = malloc((size_t)(b - a) + 1);
    if (!t)
        return NULL;
    size_t o = 0;
    for (const char *p = a; p < b; p++)
        if (kind == DRILL_BLOCK_CODE || (*p != '`' && *p != '*'))
            t[o++] = *p;
    t[o] = '\0';
    drill_block_t *k = &bl->b[bl->n++];
    memset(k, 0, sizeof *k);
    k->kind = kind;
    k->text = t;
    return k;
}

int drill_blocks_add(drill_blocks_t *bl, drill_block_kind_t kind, const char *text, const drill_block_t *like)
{
    drill_block_t *k = add_block(bl, kind, text, text + strlen(text));
    if (!k)
        return -1;
    if (like) {
        k->level = like->level;
        k->header = like->header;
        k->n_cells = like->n_cells;
        memcpy(k->marker, like->marker, sizeof k->marker);
    }
    return 0;
}

/* Append text to the last block, a space between. */
static int extend_block(drill_blocks_t *bl, const char *a, const char *b)
{
    drill_block_t *k = &bl->b[bl->n - 1];
    size_t had = strlen(k->text);
    char *t = realloc(k->text, had + (size_t)(b - a) + 2);
    if (!t)
        return -1;
    size_t o = had;
    if (o && t[o - 1] != ' ')
        t[o++] = ' ';
    for (const char *p = a; p < b; p++)
        if (*p != '`' && *p != '*')
            t[o++] = *p;
    t[o] = '\0';
    k->text = t;
    return 0;
}

/* Where the sentence starting at s ends: after the first '.' outside parentheses and quotes that
 * ends the text or is followed by a space. */
static const char *sentence_end(const char *s)
{
    int paren = 0, quote = 0;
    for (const char *p = s; *p; p++) {
        if (*p == '(')
            paren++;
        else if (*p == ')' && paren)
            paren--;
        else if (*p == '"')
            quote = !quote;
        else if (*p == '.' && !paren && !quote && (p[1] == '\0' || p[1] == ' '))
            return p + 1;
    }
    return s + strlen(s);
}

/* Move "Sources: ..." out of the first paragraph that has it into a block at the end. */
static int sources_last(drill_blocks_t *bl)
{
    for (int i = 0; i < bl->n; i++) {
        drill_block_t *k = &bl->b[i];
        char *s = k->kind == DRILL_BLOCK_PARA ? strstr(k->text, "Sources:") : NULL;
        if (!s)
            continue;
        const char *e = sentence_end(s);
        if (!add_block(bl, DRILL_BLOCK_SOURCES, s, e))
            return -1;
        k = &bl->b[i]; /* add_block may have moved the array */
        s = strstr(k->text, "Sources:");
        e = sentence_end(s);
        while (*e == ' ')
            e++;
        memmove(s, e, strlen(e) + 1);
        size_t n = strlen(k->text);
        while (n && k->text[n - 1] == ' ')
            k->text[--n] = '\0';
        if (!n) { /* the paragraph was only its sources */
            free(k->text);
            memmove(k, k + 1, (size_t)(bl->n - i - 1) * sizeof *k);
            bl->n--;
        }
        return 0;
    }
    return 0;
}

int drill_rule_blocks(const char *text, drill_blocks_t *out)
{
    memset(out, 0, sizeof *out);
    int code = 0, open = 0; /* open: the last block takes continuation lines */
    int item_indent = -1;
    for (const char *p = text ? text : ""; *p;) {
        const char *nl = strchr(p, '\n');
        const char *e = nl ? nl : p + strlen(p);
        const char *next = nl ? nl + 1 : e;
        const char *a = p;
        while (a < e && *a == ' ')
            a++;
        int indent = (int)(a - p);
        const char *b = e;
        while (b > a && (b[-1] == ' ' || b[-1] == '\r'))
            b--;
        p = next;
        if (b - a >= 3 && !strncmp(a, "```", 3)) {
            code = !code;
            open = 0;
            continue;
        }
        if (code) {
            if (!add_block(out, DRILL_BLOCK_CODE, a - indent, b))
                goto oom;
            continue;
        }
        if (a == b) { /* a blank line ends a paragraph or item */
            open = 0;
            continue;
        }
        if (*a == '|') {
            int sep = 1;
            for (const char *q = a; q < b; q++)
                if (*q != '|' && *q != '-' && *q != ':' && *q != ' ')
                    sep = 0;
            if (sep) {
                if (out->n && out->b[out->n - 1].kind == DRILL_BLOCK_ROW)
                    out->b[out->n - 1].header = 1;
                continue;
            }
            /* cells: between the bars, trimmed, joined by tabs */
            char *row = malloc((size_t)(b - a) + 1);
            if (!row)
                goto oom;
            size_t o = 0;
            int cells = 0;
            const char *last = b - 1 > a && b[-1] == '|' ? b - 1 : b; /* the closing bar */
            for (const char *q = a + 1; q <= last;) {
                const char *c0 = q, *c1 = q;
                while (c1 < last && *c1 != '|')
                    c1++;
                q = c1 + 1;
                while (c0 < c1 && *c0 == ' ')
                    c0++;
                while (c1 > c0 && c1[-1] == ' ')
                    c1--;
                if (cells)
                    row[o++] = '\t';
                memcpy(row + o, c0, (size_t)(c1 - c0));
                o += (size_t)(c1 - c0);
                cells++;
            }
            row[o] = '\0';
            drill_block_t *k = add_block(out, DRILL_BLOCK_ROW, row, row + o);
            free(row);
            if (!k)
                goto oom;
            k->n_cells = cells;
            open = 0;
            continue;
        }
        /* a list item: "1. ", "12. ", "- " or "* " */
        const char *m = a;
        while (m < b && *m >= '0' && *m <= '9')
            m++;
        int numbered = m > a && m < b && *m == '.' && m + 1 < b && m[1] == ' ';
        int bullet = (*a == '-' || *a == '*') && a + 1 < b && a[1] == ' ' && !(a[0] == '*' && a[1] == '*');
        if (numbered || bullet) {
            const char *body = numbered ? m + 2 : a + 2;
            drill_block_t *k = add_block(out, DRILL_BLOCK_ITEM, body, b);
            if (!k)
                goto oom;
            if (numbered)
                snprintf(k->marker, sizeof k->marker, "%.*s.", (int)(m - a) > 4 ? 4 : (int)(m - a), a);
            else
                snprintf(k->marker, sizeof k->marker, "\xe2\x80\xa2");
            k->level = indent >= 4 ? 1 : 0;
            item_indent = indent;
            open = 1;
            continue;
        }
        if (open && (out->b[out->n - 1].kind == DRILL_BLOCK_PARA ||
                     (out->b[out->n - 1].kind == DRILL_BLOCK_ITEM && indent > item_indent))) {
            if (extend_block(out, a, b) != 0)
                goto oom;
            continue;
        }
        if (!add_block(out, DRILL_BLOCK_PARA, a, b))
            goto oom;
        open = 1;
    }
    if (sources_last(out) != 0)
        goto oom;
    return 0;
oom:
    drill_blocks_free(out);
    return -1;
}
