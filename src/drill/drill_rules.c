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
                while (body_end < end) {
                    if ((end - body_end > 3 && body_end[0] == '*' && body_end[1] == '*' && body_end[2] == 'R' &&
                         body_end[3] >= '0' && body_end[3] <= '9') ||
                        body_end[0] == '#' || (end - body_end >= 3 && !strncmp(body_end, "---", 3)))
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
