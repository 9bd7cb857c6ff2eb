/* journal.c — the append-only journal of a multi-table tournament (journal.h). */
#define _POSIX_C_SOURCE 200809L
#include "tournament/journal.h"

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "engine/keep.h"
#include "engine/rng.h"
#include "engine/text.h"

static const char MAGIC[] = "felt-mtt-journal ";

static uint64_t chain_next(uint64_t chain, uint64_t hash) { return rng_mix64(chain ^ hash); }

/* ---- a growable text buffer ---- */
typedef struct jbuf {
    char *p;
    size_t len, cap;
    int failed;
} jbuf_t;

__attribute__((format(printf, 2, 3))) static void record(jbuf_t *b, const char *fmt, ...)
{
    if (b->failed)
        return;
    char line[256];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    if (n < 0 || (size_t)n >= sizeof line) {
        b->failed = 1;
        return;
    }
    size_t need = b->len + (size_t)n + 16;
    if (need > b->cap) {
        size_t cap = b->cap ? b->cap * 2 : 4096;
        while (cap < need)
            cap *= 2;
        char *np = realloc(b->p, cap);
        if (!np) {
            b->failed = 1;
            return;
        }
        b->p = np;
        b->cap = cap;
    }
    memcpy(b->p + b->len, line, (size_t)n);
    snprintf(b->p + b->len + n, 16, " %08" PRIx32 "\n", text_crc32(line, (size_t)n));
    b->len += (size_t)n + 10;
}

/* A record too long for record()'s line: the structure. */
static void record_long(jbuf_t *b, const char *head, const char *hex, size_t hexlen)
{
    size_t hl = strlen(head), need = b->len + hl + hexlen + 16;
    if (b->failed)
        return;
    if (need > b->cap) {
        char *np = realloc(b->p, need);
        if (!np) {
            b->failed = 1;
            return;
        }
        b->p = np;
        b->cap = need;
    }
    char *at = b->p + b->len;
    memcpy(at, head, hl);
    memcpy(at + hl, hex, hexlen);
    snprintf(at + hl + hexlen, 16, " %08" PRIx32 "\n", text_crc32(at, hl + hexlen));
    b->len += hl + hexlen + 10;
}

/* ---- writing ---- */

struct tj_writer {
    char *path;
    jbuf_t head;       /* the journal, config and structure records */
    jbuf_t pending;    /* this moment's records */
    tj_table_t *tables;/* by table number */
    int cap;
    int64_t hands, since_compact;
    int compact_every, compactions;
    int ended, winner;  /* tj_finish: the end record, kept by a compaction too */
    jbuf_t cmds;        /* every c and l record so far: a compaction keeps them */
    int64_t n_cmds;
};

static int grow_tables(tj_table_t **t, int *cap, int table)
{
    if (table < *cap)
        return 0;
    int n = *cap ? *cap : 16;
    while (n <= table)
        n *= 2;
    tj_table_t *nt = realloc(*t, (size_t)n * sizeof *nt);
    if (!nt)
        return -1;
    memset(nt + *cap, 0, (size_t)(n - *cap) * sizeof *nt);
    *t = nt;
    *cap = n;
    return 0;
}

tj_writer_t *tj_create(const char *path, const tj_recipe_t *r, int compact_every, char *err, size_t errlen)
{
    tj_writer_t *w = calloc(1, sizeof *w);
    if (!w || !(w->path = strdup(path))) {
        free(w);
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    w->compact_every = compact_every > 0 ? compact_every : 4096;
    record(&w->head, "%s%d", MAGIC, TJ_VERSION);
    record(&w->head, "config %" PRIu64 " %d %d %" PRIu64 " %s", r->seed, r->players, r->table_size, r->id,
           r->bots[0] ? r->bots : "-");
    if (r->structure) {
        char *hex = malloc(r->structure_len * 2 + 1);
        if (!hex) {
            w->head.failed = 1;
        } else {
            for (size_t i = 0; i < r->structure_len; i++)
                snprintf(hex + 2 * i, 3, "%02x", (unsigned char)r->structure[i]);
            record_long(&w->head, "structure ", hex, r->structure_len * 2);
            free(hex);
        }
    } else {
        record(&w->head, "structure -");
    }
    {
        char line[TJ_MAX_PEOPLE * (2 * TJ_NAME_LEN + 16) + 32];
        int n = r->n_people < 0 ? 0 : r->n_people > TJ_MAX_PEOPLE ? TJ_MAX_PEOPLE : r->n_people;
        int o = snprintf(line, sizeof line, "people %d", n);
        for (int i = 0; i < n; i++) {
            o += snprintf(line + o, sizeof line - (size_t)o, " %d ", r->person[i]);
            const char *nm = r->person_name[i];
            if (!nm[0])
                o += snprintf(line + o, sizeof line - (size_t)o, "-");
            for (size_t k = 0; nm[k] && k < TJ_NAME_LEN; k++)
                o += snprintf(line + o, sizeof line - (size_t)o, "%02x", (unsigned char)nm[k]);
        }
        record_long(&w->head, "", line, (size_t)o);
    }
    if (w->head.failed) {
        snprintf(err, errlen, "out of memory");
        tj_destroy(w);
        return NULL;
    }
    if (keep_write(path, w->head.p, w->head.len, 0, err, errlen) != 0) {
        tj_destroy(w);
        return NULL;
    }
    return w;
}

void tj_hand(tj_writer_t *w, int table, uint64_t hash)
{
    if (table < 1 || grow_tables(&w->tables, &w->cap, table) != 0) {
        w->pending.failed = 1;
        return;
    }
    tj_table_t *t = &w->tables[table];
    t->table = table;
    t->hands++;
    t->chain = chain_next(t->chain, hash);
    w->hands++;
    w->since_compact++;
    record(&w->pending, "h %d %" PRId64 " %016" PRIx64, table, t->hands, hash);
}

void tj_command(tj_writer_t *w, int player, int type, int64_t amount)
{
    record(&w->pending, "c %d %d %" PRId64, player, type, amount);
    record(&w->cmds, "c %d %d %" PRId64, player, type, amount);
    w->n_cmds++;
}

void tj_leave(tj_writer_t *w, int player)
{
    record(&w->pending, "l %d %" PRId64, player, w->n_cmds);
    record(&w->cmds, "l %d %" PRId64, player, w->n_cmds);
}

void tj_away(tj_writer_t *w, int player, int until, int64_t moments)
{
    record(&w->pending, "a %d %d %" PRId64 " %" PRId64, player, until, w->n_cmds, moments);
    record(&w->cmds, "a %d %d %" PRId64 " %" PRId64, player, until, w->n_cmds, moments);
}

void tj_back(tj_writer_t *w, int player, int64_t moments)
{
    record(&w->pending, "b %d %" PRId64 " %" PRId64, player, w->n_cmds, moments);
    record(&w->cmds, "b %d %" PRId64 " %" PRId64, player, w->n_cmds, moments);
}

/* Rewrite the journal as its recipe, the people's commands and the k/t records of every hand so
 * far (+ extra). */
static int compact(tj_writer_t *w, const jbuf_t *extra, char *err, size_t errlen)
{
    jbuf_t b = {0};
    if (w->cmds.failed)
        b.failed = 1;
    else if (w->cmds.len) {
        b.p = malloc(w->cmds.len + 1);
        if (!b.p)
            b.failed = 1;
        else {
            memcpy(b.p, w->cmds.p, w->cmds.len);
            b.len = b.cap = w->cmds.len;
        }
    }
    record(&b, "k %" PRId64, w->hands);
    for (int i = 1; i < w->cap; i++)
        if (w->tables[i].hands > 0)
            record(&b, "t %d %" PRId64 " %016" PRIx64, i, w->tables[i].hands, w->tables[i].chain);
    if (w->ended)
        record(&b, "end %d %" PRId64, w->winner, w->hands);
    size_t len = w->head.len + b.len + (extra ? extra->len : 0);
    char *all = b.failed ? NULL : malloc(len ? len : 1);
    if (!all) {
        free(b.p);
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    memcpy(all, w->head.p, w->head.len);
    memcpy(all + w->head.len, b.p, b.len);
    if (extra)
        memcpy(all + w->head.len + b.len, extra->p, extra->len);
    int rc = keep_write(w->path, all, len, 0, err, errlen);
    free(all);
    free(b.p);
    if (rc == 0) {
        w->since_compact = 0;
        w->compactions++;
    }
    return rc;
}

static int append(tj_writer_t *w, const char *data, size_t len, char *err, size_t errlen)
{
    int fd = open(w->path, O_WRONLY | O_APPEND | O_CLOEXEC);
    if (fd < 0) {
        snprintf(err, errlen, "cannot write %s: %s", w->path, strerror(errno));
        return -1;
    }
    int rc = keep_append_whole(fd, w->path, data, len, err, errlen);
    if (close(fd) != 0 && rc == 0) {
        snprintf(err, errlen, "cannot write %s: %s", w->path, strerror(errno));
        rc = -1;
    }
    return rc;
}

int tj_commit(tj_writer_t *w, char *err, size_t errlen)
{
    if (w->pending.failed) {
        snprintf(err, errlen, "cannot write %s: out of memory", w->path);
        return -1;
    }
    if (w->pending.len == 0)
        return 0;
    int rc = w->since_compact >= w->compact_every ? compact(w, NULL, err, errlen)
                                                  : append(w, w->pending.p, w->pending.len, err, errlen);
    w->pending.len = 0;
    return rc;
}

int tj_finish(tj_writer_t *w, int winner, int64_t hands, char *err, size_t errlen)
{
    w->ended = 1;
    w->winner = winner;
    record(&w->pending, "end %d %" PRId64, winner, hands);
    return tj_commit(w, err, errlen);
}

int64_t tj_hands(const tj_writer_t *w) { return w->hands; }

int tj_move(tj_writer_t *w, const char *path, char *err, size_t errlen)
{
    size_t n = strlen(path) + 1;
    char *p = malloc(n);
    if (p)
        memcpy(p, path, n);
    if (!p) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    if (rename(w->path, path) != 0) {
        snprintf(err, errlen, "cannot rename %s to %s: %s", w->path, path, strerror(errno));
        free(p);
        return -1;
    }
    keep_sync_dir(path);
    free(w->path);
    w->path = p;
    return 0;
}
int tj_compact_due(const tj_writer_t *w) { return w->since_compact >= w->compact_every; }
int tj_compactions(const tj_writer_t *w) { return w->compactions; }

void tj_destroy(tj_writer_t *w)
{
    if (!w)
        return;
    free(w->path);
    free(w->head.p);
    free(w->pending.p);
    free(w->cmds.p);
    free(w->tables);
    free(w);
}

/* ---- reading ---- */

int tj_is_journal(const char *text, size_t len)
{
    return len >= sizeof MAGIC - 1 && memcmp(text, MAGIC, sizeof MAGIC - 1) == 0;
}

static int hexval(char c)
{
    return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

int tj_load(const char *path, tj_journal_t *out, char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    size_t len = 0;
    int missing = 0;
    char *text = keep_read(path, TJ_MAX_BYTES, "a journal of at most 256 MiB", &len, &missing, err, errlen);
    if (!text) {
        if (missing)
            snprintf(err, errlen, "%s: no such file", path);
        return -1;
    }
    if (!tj_is_journal(text, len)) {
        snprintf(err, errlen, "%s: not a multi-table tournament journal (it does not begin with '%.16s')", path,
                 MAGIC);
        free(text);
        return -1;
    }
    int rc = 0, line_no = 0, capt = 0;
    int64_t caph = 0, capc = 0;
    size_t pos = 0;
    int stage = 0; /* 0 journal, 1 config, 2 structure, 5 people (version 2), 3 k/t/h/c/l, 4 after end */
    while (pos < len && rc == 0) {
        char *nl = memchr(text + pos, '\n', len - pos);
        line_no++;
        if (!nl) {
            out->cut = 1; /* cut inside this record: what came before stands */
            out->cut_at = pos;
            break;
        }
        size_t n = (size_t)(nl - (text + pos));
        char *s = text + pos;
        /* "<payload> <8 hex digits>" */
        uint32_t want;
        int okcrc = text_crc_tail(s, n, &want);
        if (!okcrc || text_crc32(s, n - 9) != want) {
            if (nl + 1 == text + len && !okcrc) {
                out->cut = 1; /* a last line without its checksum: cut short */
                out->cut_at = pos;
                break;
            }
            snprintf(err, errlen, "%s:%d: the record at byte %zu fails its checksum: the journal is corrupt", path,
                     line_no, pos);
            rc = -1;
            break;
        }
        s[n - 9] = '\0';
        pos += n + 1;
        if (stage == 0) {
            int v = 0;
            if (sscanf(s + sizeof MAGIC - 1, "%d", &v) != 1 || v < 1) {
                snprintf(err, errlen, "%s:1: not a version number: '%s'", path, s);
                rc = -1;
            } else if (v > TJ_VERSION) {
                snprintf(err, errlen,
                         "%s: a journal of version %d, newer than this felt-cli reads (version %d): refused; "
                         "open it with a newer felt-cli",
                         path, v, TJ_VERSION);
                rc = -1;
            }
            out->version = v;
            stage = 1;
        } else if (stage == 1) {
            tj_recipe_t *r = &out->recipe;
            char bots[TJ_BOTS_LEN];
            if (sscanf(s, "config %" SCNu64 " %d %d %" SCNu64 " %511s", &r->seed, &r->players, &r->table_size, &r->id,
                       bots) != 5) {
                snprintf(err, errlen, "%s:%d: expected the 'config' record, got '%.60s'", path, line_no, s);
                rc = -1;
            }
            snprintf(r->bots, sizeof r->bots, "%s", strcmp(bots, "-") ? bots : "");
            stage = 2;
        } else if (stage == 2) {
            if (strncmp(s, "structure ", 10) != 0) {
                snprintf(err, errlen, "%s:%d: expected the 'structure' record", path, line_no);
                rc = -1;
            } else if (strcmp(s + 10, "-") != 0) {
                size_t hl = strlen(s + 10);
                char *st = malloc(hl / 2 + 1);
                if (!st || hl % 2) {
                    free(st);
                    snprintf(err, errlen, "%s:%d: the structure is not hex", path, line_no);
                    rc = -1;
                } else {
                    for (size_t i = 0; i < hl / 2 && rc == 0; i++) {
                        int a = hexval(s[10 + 2 * i]), b = hexval(s[11 + 2 * i]);
                        if (a < 0 || b < 0) {
                            snprintf(err, errlen, "%s:%d: the structure is not hex", path, line_no);
                            rc = -1;
                        }
                        st[i] = (char)(a << 4 | b);
                    }
                    st[hl / 2] = '\0';
                    out->recipe.structure = st;
                    out->recipe.structure_len = hl / 2;
                }
            }
            stage = out->version >= 2 ? 5 : 3;
        } else if (stage == 5) {
            tj_recipe_t *r = &out->recipe;
            int np = 0, used = 0;
            if (sscanf(s, "people %d%n", &np, &used) != 1 || np < 0 || np > TJ_MAX_PEOPLE) {
                snprintf(err, errlen, "%s:%d: expected the 'people' record (0 to %d people), got '%.60s'", path, line_no,
                         TJ_MAX_PEOPLE, s);
                rc = -1;
            }
            const char *q = s + used;
            for (int i = 0; i < np && rc == 0; i++) {
                char hex[2 * TJ_NAME_LEN + 2];
                int k = 0;
                if (sscanf(q, " %d %65s%n", &r->person[i], hex, &k) != 2 || r->person[i] < 0 ||
                    r->person[i] >= r->players || (strcmp(hex, "-") && (strlen(hex) % 2 || strlen(hex) / 2 >= TJ_NAME_LEN))) {
                    snprintf(err, errlen, "%s:%d: people: person %d is not an entrant and a name in hex", path, line_no,
                             i + 1);
                    rc = -1;
                    break;
                }
                q += k;
                for (size_t c = 0; strcmp(hex, "-") && c < strlen(hex) / 2; c++) {
                    int a = hexval(hex[2 * c]), b = hexval(hex[2 * c + 1]);
                    if (a < 0 || b < 0) {
                        snprintf(err, errlen, "%s:%d: people: person %d's name is not hex", path, line_no, i + 1);
                        rc = -1;
                        break;
                    }
                    r->person_name[i][c] = (char)(a << 4 | b);
                }
            }
            r->n_people = np;
            stage = 3;
        } else if (stage == 3) {
            tj_cmd_t cm;
            memset(&cm, 0, sizeof cm);
            int is_c = sscanf(s, "c %d %d %" SCNd64, &cm.player, &cm.type, &cm.amount) == 3;
            int is_l = !is_c && sscanf(s, "l %d %" SCNd64, &cm.player, &cm.at) == 2;
            int is_a = !is_c && !is_l &&
                       sscanf(s, "a %d %d %" SCNd64 " %" SCNd64, &cm.player, &cm.type, &cm.at, &cm.moments) == 4;
            int is_b = !is_c && !is_l && !is_a && sscanf(s, "b %d %" SCNd64 " %" SCNd64, &cm.player, &cm.at, &cm.moments) == 3;
            if (is_a && (cm.type < 0 || cm.type > 3)) {
                snprintf(err, errlen, "%s:%d: an away record's moment is 0 to 3, got %d", path, line_no, cm.type);
                rc = -1;
                break;
            }
            if ((is_c || is_l || is_a || is_b) && out->version >= 2) {
                if (cm.player < 0 || cm.player >= out->recipe.players) {
                    snprintf(err, errlen, "%s:%d: a person's record names entrant %d, not in the field", path, line_no,
                             cm.player);
                    rc = -1;
                    break;
                }
                cm.leave = is_l ? TJ_LEAVE : is_a ? TJ_AWAY : is_b ? TJ_BACK : TJ_COMMAND;
                if (out->n_cmds == capc) {
                    capc = capc ? capc * 2 : 1024;
                    tj_cmd_t *nc = realloc(out->cmds, (size_t)capc * sizeof *nc);
                    if (!nc) {
                        snprintf(err, errlen, "out of memory");
                        rc = -1;
                        break;
                    }
                    out->cmds = nc;
                }
                out->cmds[out->n_cmds++] = cm;
                out->records++;
                continue;
            }
            tj_table_t t;
            tj_entry_t h;
            int64_t k;
            int w;
            if (sscanf(s, "k %" SCNd64, &k) == 1 && out->n_hands == 0 && out->n_tables == 0 && !out->compacted) {
                out->compacted = k;
            } else if (sscanf(s, "t %d %" SCNd64 " %" SCNx64, &t.table, &t.hands, &t.chain) == 3 && out->n_hands == 0) {
                if (out->n_tables == capt) {
                    capt = capt ? capt * 2 : 64;
                    tj_table_t *nt = realloc(out->tables, (size_t)capt * sizeof *nt);
                    if (!nt) {
                        snprintf(err, errlen, "out of memory");
                        rc = -1;
                        break;
                    }
                    out->tables = nt;
                }
                out->tables[out->n_tables++] = t;
            } else if (sscanf(s, "h %d %d %" SCNx64, &h.table, &h.seq, &h.hash) == 3) {
                if (out->n_hands == caph) {
                    caph = caph ? caph * 2 : 1024;
                    tj_entry_t *nh = realloc(out->hands, (size_t)caph * sizeof *nh);
                    if (!nh) {
                        snprintf(err, errlen, "out of memory");
                        rc = -1;
                        break;
                    }
                    out->hands = nh;
                }
                out->hands[out->n_hands++] = h;
            } else if (sscanf(s, "end %d %" SCNd64, &w, &k) == 2) {
                out->ended = 1;
                out->winner = w;
                out->end_hands = k;
                stage = 4;
            } else {
                snprintf(err, errlen, "%s:%d: not a journal record here: '%.60s'", path, line_no, s);
                rc = -1;
            }
        } else {
            snprintf(err, errlen, "%s:%d: a record after the tournament's end", path, line_no);
            rc = -1;
        }
        if (rc == 0)
            out->records++;
    }
    if (rc == 0 && (stage < 3 || stage == 5)) {
        snprintf(err, errlen, "%s: the journal ends before its %s record%s", path,
                 stage == 0 ? "first" : stage == 1 ? "config" : stage == 2 ? "structure" : "people",
                 out->cut ? " (it is cut inside a record)" : "");
        rc = -1;
    }
    if (rc == 0) {
        int64_t sum = 0;
        for (int i = 0; i < out->n_tables; i++)
            sum += out->tables[i].hands;
        if (sum != out->compacted) {
            if (out->cut) { /* cut inside the compacted part: none of it can be checked */
                out->n_tables = 0;
                out->compacted = 0;
            } else {
                snprintf(err, errlen, "%s: the compacted part counts %" PRId64 " hands but its tables hold %" PRId64,
                         path, out->compacted, sum);
                rc = -1;
            }
        }
    }
    free(text);
    if (rc != 0)
        tj_free(out);
    return rc;
}

void tj_free(tj_journal_t *j)
{
    free(j->recipe.structure);
    free(j->tables);
    free(j->hands);
    free(j->cmds);
    memset(j, 0, sizeof *j);
}

/* ---- checking a replay ---- */

void tj_check_init(tj_check_t *c, const tj_journal_t *j)
{
    memset(c, 0, sizeof *c);
    c->j = j;
}

int tj_check_hand(tj_check_t *c, int table, uint64_t hash, char *err, size_t errlen)
{
    const tj_journal_t *j = c->j;
    if (table < 1 || grow_tables(&c->tables, &c->cap, table) != 0) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    tj_table_t *t = &c->tables[table];
    t->hands++;
    t->chain = chain_next(t->chain, hash);
    int64_t g = ++c->done;
    if (g < j->compacted)
        return 0;
    if (g == j->compacted) {
        /* the compacted part: every table's count and chain */
        for (int i = 1; i < c->cap; i++) {
            const tj_table_t *want = NULL;
            for (int k = 0; k < j->n_tables; k++)
                if (j->tables[k].table == i)
                    want = &j->tables[k];
            int64_t wh = want ? want->hands : 0;
            if (c->tables[i].hands != wh || (wh && c->tables[i].chain != want->chain)) {
                snprintf(err, errlen,
                         "table %d's first %" PRId64 " hands differ from the journal's (%" PRId64 " recorded, compacted)",
                         i, c->tables[i].hands, wh);
                return -1;
            }
        }
        return 0;
    }
    int64_t k = g - j->compacted - 1;
    if (k >= j->n_hands)
        return 1;
    const tj_entry_t *e = &j->hands[k];
    if (e->table != table || e->seq != t->hands || e->hash != hash) {
        snprintf(err, errlen,
                 "hand %" PRId64 " of the tournament diverged: the journal has table %d's hand %d (hash %016" PRIx64
                 "), the replay table %d's hand %" PRId64 " (hash %016" PRIx64 ")",
                 g, e->table, e->seq, e->hash, table, t->hands, hash);
        return -1;
    }
    return 0;
}

int tj_check_complete(const tj_check_t *c) { return c->done >= c->j->compacted + c->j->n_hands; }

void tj_check_free(tj_check_t *c)
{
    free(c->tables);
    memset(c, 0, sizeof *c);
}
