/* save.c — save files and replays (see save.h). Format, one record per line:
 *   felt-save 1
 *   config {JSON: seed, seats, button, clock, scripted cards ...}
 *   structure {JSON in the levels/ format}
 *   m <text>               optional: the caller's metadata (save_write_meta), '\n' as \n, '\\' as \\
 *   c <command>            every accepted command, in order (cmd_format)
 *   h <hand> <hash>        after the command that ended that hand
 *   end <lines> <checksum> the number of lines before it and a 64-bit hash of their bytes
 * Must never write a player's save in place: temporary file, then rename. */
#define _POSIX_C_SOURCE 200809L
#include "engine/save.h"

#include <cjson/cJSON.h>
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/card.h"
#include "engine/structure.h"

/* ---- a growable text buffer ---- */
typedef struct sbuf {
    char *p;
    size_t len, cap;
    int failed;
} sbuf_t;

static void sb_put(sbuf_t *b, const char *s, size_t n)
{
    if (b->failed)
        return;
    if (b->len + n + 1 > b->cap) {
        size_t ncap = b->cap ? b->cap : 4096;
        while (ncap < b->len + n + 1)
            ncap *= 2;
        char *np = realloc(b->p, ncap);
        if (!np) {
            b->failed = 1;
            return;
        }
        b->p = np;
        b->cap = ncap;
    }
    memcpy(b->p + b->len, s, n);
    b->len += n;
    b->p[b->len] = '\0';
}

static void sb_str(sbuf_t *b, const char *s) { sb_put(b, s, strlen(s)); }

static uint64_t text_hash(const char *s, size_t n)
{
    uint64_t h = 0xcbf29ce484222325ULL;
    for (size_t i = 0; i < n; i++) {
        h ^= (unsigned char)s[i];
        h *= 0x100000001b3ULL;
    }
    return h;
}

/* ---- structure -> levels/ JSON ---- */
static cJSON *money(int64_t cents)
{
    char buf[40];
    snprintf(buf, sizeof buf, "%s%lld.%02lld", cents < 0 ? "-" : "", (long long)llabs(cents) / 100,
             (long long)llabs(cents) % 100);
    return cJSON_CreateString(buf);
}

static cJSON *structure_json(const structure_t *s)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "name", s->name);
    if (s->description[0])
        cJSON_AddStringToObject(o, "description", s->description);
    cJSON_AddNumberToObject(o, "table_size", s->table_size);
    cJSON_AddNumberToObject(o, "starting_stack", (double)s->starting_stack);
    if (s->n_chips > 0) {
        cJSON *chips = cJSON_AddArrayToObject(o, "chips");
        for (int i = 0; i < s->n_chips; i++) {
            cJSON *c = cJSON_CreateObject();
            char rgb[8];
            snprintf(rgb, sizeof rgb, "#%06X", (unsigned)(s->chips[i].rgb & 0xffffff));
            cJSON_AddNumberToObject(c, "value", (double)s->chips[i].value);
            cJSON_AddStringToObject(c, "color", s->chips[i].name[0] ? s->chips[i].name : "chip");
            cJSON_AddStringToObject(c, "rgb", rgb);
            cJSON_AddItemToArray(chips, c);
        }
    }
    cJSON *levels = cJSON_AddArrayToObject(o, "levels");
    for (int i = 0; i < s->n_levels; i++) {
        const level_t *L = &s->levels[i];
        cJSON *l = cJSON_CreateObject();
        if (L->is_break) {
            cJSON_AddBoolToObject(l, "break", 1);
            cJSON_AddNumberToObject(l, "minutes", L->minutes);
        } else {
            cJSON_AddNumberToObject(l, "small_blind", (double)L->small_blind);
            cJSON_AddNumberToObject(l, "big_blind", (double)L->big_blind);
            if (L->ante)
                cJSON_AddNumberToObject(l, "ante", (double)L->ante);
            if (L->minutes)
                cJSON_AddNumberToObject(l, "minutes", L->minutes);
            else
                cJSON_AddNumberToObject(l, "hands", L->hands);
            if (L->n_remove > 0) {
                cJSON *r = cJSON_AddArrayToObject(l, "remove_chips");
                for (int k = 0; k < L->n_remove; k++)
                    cJSON_AddItemToArray(r, cJSON_CreateNumber((double)L->remove_chips[k]));
            }
        }
        cJSON_AddItemToArray(levels, l);
    }
    if (s->currency[0])
        cJSON_AddStringToObject(o, "currency", s->currency);
    cJSON_AddItemToObject(o, "buy_in", money(s->buy_in));
    cJSON_AddItemToObject(o, "fee", money(s->fee));
    if (s->rebuy_enabled) {
        cJSON *r = cJSON_AddObjectToObject(o, "rebuy");
        cJSON_AddNumberToObject(r, "chips", (double)s->rebuy_chips);
        cJSON_AddItemToObject(r, "cost", money(s->rebuy_cost));
        cJSON_AddNumberToObject(r, "max_stack", (double)s->rebuy_max_stack);
        cJSON_AddNumberToObject(r, "last_level", s->rebuy_last_level);
        if (s->rebuy_limit > 0)
            cJSON_AddNumberToObject(r, "limit", s->rebuy_limit);
    }
    if (s->addon_enabled) {
        cJSON *a = cJSON_AddObjectToObject(o, "addon");
        cJSON_AddNumberToObject(a, "chips", (double)s->addon_chips);
        cJSON_AddItemToObject(a, "cost", money(s->addon_cost));
    }
    if (s->n_payout_tiers > 0) {
        cJSON *ps = cJSON_AddArrayToObject(o, "payouts");
        for (int i = 0; i < s->n_payout_tiers; i++) {
            const payout_tier_t *t = &s->payouts[i];
            cJSON *p = cJSON_CreateObject();
            cJSON *pl = cJSON_AddArrayToObject(p, "players");
            cJSON_AddItemToArray(pl, cJSON_CreateNumber(t->min_players));
            cJSON_AddItemToArray(pl, cJSON_CreateNumber(t->max_players));
            cJSON *pc = cJSON_AddArrayToObject(p, "percent");
            for (int k = 0; k < t->n_places; k++) {
                char num[24];
                int bp = t->percent_bp[k];
                if (bp % 100 == 0)
                    snprintf(num, sizeof num, "%d", bp / 100);
                else
                    snprintf(num, sizeof num, "%d.%02d", bp / 100, bp % 100);
                cJSON_AddItemToArray(pc, cJSON_CreateRaw(num));
            }
            cJSON_AddItemToArray(ps, p);
        }
    }
    return o;
}

/* ---- config <-> JSON ---- */
static void add_u64(cJSON *o, const char *key, uint64_t v)
{
    char buf[24];
    snprintf(buf, sizeof buf, "%" PRIu64, v);
    cJSON_AddStringToObject(o, key, buf);
}

static void add_cards(cJSON *o, const char *key, const card_t *cards, int n)
{
    char buf[CARD_COUNT * 2 + 1];
    int k = 0;
    for (int i = 0; i < n; i++) {
        char c[3];
        card_format(cards[i], c);
        buf[k++] = c[0];
        buf[k++] = c[1];
    }
    buf[k] = '\0';
    cJSON_AddStringToObject(o, key, buf);
}

static cJSON *config_json(const engine_config_t *c, int n_seats)
{
    cJSON *o = cJSON_CreateObject();
    add_u64(o, "seed", c->seed);
    cJSON_AddNumberToObject(o, "n_seats", n_seats);
    cJSON *seats = cJSON_AddArrayToObject(o, "seats");
    for (int s = 0; s < n_seats; s++) {
        if (!c->seats[s].occupied)
            continue;
        cJSON *q = cJSON_CreateObject();
        cJSON_AddNumberToObject(q, "seat", s + 1);
        cJSON_AddStringToObject(q, "name", c->seats[s].name);
        cJSON_AddNumberToObject(q, "stack", (double)c->seats[s].stack);
        if (c->absent[s])
            cJSON_AddBoolToObject(q, "absent", 1);
        if (c->preset_hole_set[s])
            add_cards(q, "hole", c->preset_hole[s], 2);
        cJSON_AddItemToArray(seats, q);
    }
    cJSON_AddNumberToObject(o, "initial_button", c->initial_button);
    cJSON_AddStringToObject(o, "clock", c->clock == ENGINE_CLOCK_SIMULATED ? "simulated" : "commands");
    cJSON_AddNumberToObject(o, "seconds_per_hand", c->seconds_per_hand);
    cJSON_AddNumberToObject(o, "first_level", c->first_level);
    add_u64(o, "tournament_id", c->tournament_id);
    add_u64(o, "first_hand_id", (uint64_t)c->first_hand_id);
    if (c->prev_sb || c->prev_bb) {
        cJSON *p = cJSON_AddArrayToObject(o, "previous_hand");
        cJSON_AddItemToArray(p, cJSON_CreateNumber(c->prev_button));
        cJSON_AddItemToArray(p, cJSON_CreateNumber(c->prev_sb));
        cJSON_AddItemToArray(p, cJSON_CreateNumber(c->prev_bb));
    }
    if (c->n_fixed_cards > 0)
        add_cards(o, "fixed_cards", c->fixed_cards, c->n_fixed_cards);
    if (c->n_preset_board > 0)
        add_cards(o, "board", c->preset_board, c->n_preset_board);
    if (c->n_race_cards > 0)
        add_cards(o, "race_cards", c->race_cards, c->n_race_cards);
    return o;
}

static int json_u64(const cJSON *o, const char *key, uint64_t *out)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    if (!cJSON_IsString(v) || !v->valuestring[0])
        return -1;
    char *end;
    errno = 0;
    unsigned long long x = strtoull(v->valuestring, &end, 10);
    if (errno || *end)
        return -1;
    *out = x;
    return 0;
}

static int json_int(const cJSON *o, const char *key, int lo, int hi, int *out)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    if (!cJSON_IsNumber(v) || v->valuedouble != (double)(int)v->valuedouble || v->valueint < lo || v->valueint > hi)
        return -1;
    *out = v->valueint;
    return 0;
}

static int json_cards(const cJSON *o, const char *key, card_t *out, int max)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    if (!v)
        return 0;
    char err[128];
    if (!cJSON_IsString(v))
        return -1;
    return card_parse_list(v->valuestring, out, max, err, sizeof err);
}

static int config_from_json(const cJSON *o, engine_config_t *c, char *what, size_t wl)
{
    memset(c, 0, sizeof *c);
#define BAD(field)                                   \
    do {                                             \
        snprintf(what, wl, "config: bad %s", field); \
        return -1;                                   \
    } while (0)
    if (json_u64(o, "seed", &c->seed))
        BAD("seed");
    if (json_int(o, "n_seats", 2, ENGINE_MAX_SEATS, &c->n_seats))
        BAD("n_seats");
    const cJSON *seats = cJSON_GetObjectItemCaseSensitive(o, "seats");
    if (!cJSON_IsArray(seats))
        BAD("seats");
    const cJSON *q;
    cJSON_ArrayForEach(q, seats)
    {
        int s;
        if (json_int(q, "seat", 1, c->n_seats, &s))
            BAD("seats[].seat");
        s--;
        c->seats[s].occupied = 1;
        const cJSON *name = cJSON_GetObjectItemCaseSensitive(q, "name");
        if (!cJSON_IsString(name) || strlen(name->valuestring) >= ENGINE_NAME_LEN)
            BAD("seats[].name");
        snprintf(c->seats[s].name, sizeof c->seats[s].name, "%s", name->valuestring);
        const cJSON *st = cJSON_GetObjectItemCaseSensitive(q, "stack");
        if (!cJSON_IsNumber(st) || st->valuedouble < 0 || st->valuedouble > 9e15)
            BAD("seats[].stack");
        c->seats[s].stack = (int64_t)st->valuedouble;
        c->absent[s] = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(q, "absent"));
        int nh = json_cards(q, "hole", c->preset_hole[s], 2);
        if (nh < 0 || (nh != 0 && nh != 2))
            BAD("seats[].hole");
        c->preset_hole_set[s] = nh == 2;
    }
    if (json_int(o, "initial_button", 0, c->n_seats, &c->initial_button))
        BAD("initial_button");
    const cJSON *clock = cJSON_GetObjectItemCaseSensitive(o, "clock");
    if (!cJSON_IsString(clock))
        BAD("clock");
    if (!strcmp(clock->valuestring, "simulated"))
        c->clock = ENGINE_CLOCK_SIMULATED;
    else if (strcmp(clock->valuestring, "commands"))
        BAD("clock");
    if (json_int(o, "seconds_per_hand", 0, 86400, &c->seconds_per_hand))
        BAD("seconds_per_hand");
    if (json_int(o, "first_level", 0, STRUCT_MAX_LEVELS, &c->first_level))
        BAD("first_level");
    uint64_t fh;
    if (json_u64(o, "tournament_id", &c->tournament_id) || json_u64(o, "first_hand_id", &fh))
        BAD("ids");
    c->first_hand_id = (int64_t)fh;
    const cJSON *prev = cJSON_GetObjectItemCaseSensitive(o, "previous_hand");
    if (prev) {
        if (!cJSON_IsArray(prev) || cJSON_GetArraySize(prev) != 3)
            BAD("previous_hand");
        int *dst[3] = {&c->prev_button, &c->prev_sb, &c->prev_bb};
        for (int i = 0; i < 3; i++) {
            const cJSON *x = cJSON_GetArrayItem(prev, i);
            if (!cJSON_IsNumber(x) || x->valueint < 0 || x->valueint > c->n_seats)
                BAD("previous_hand");
            *dst[i] = x->valueint;
        }
    }
    c->n_fixed_cards = json_cards(o, "fixed_cards", c->fixed_cards, CARD_COUNT);
    if (c->n_fixed_cards < 0)
        BAD("fixed_cards");
    c->n_race_cards = json_cards(o, "race_cards", c->race_cards, CARD_COUNT);
    if (c->n_race_cards < 0)
        BAD("race_cards");
    c->n_preset_board = json_cards(o, "board", c->preset_board, 5);
    if (c->n_preset_board < 0)
        BAD("board");
#undef BAD
    return 0;
}

/* ---- writing ---- */
/* Metadata is printable UTF-8 text, '\n'-separated lines, at most SAVE_META_MAX bytes. */
static int meta_ok(const char *meta, char *err, size_t errlen)
{
    size_t n = strlen(meta);
    if (n > SAVE_META_MAX) {
        snprintf(err, errlen, "save metadata is %zu bytes, at most %d", n, SAVE_META_MAX);
        return 0;
    }
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)meta[i];
        if ((c < 0x20 && c != '\n') || c == 0x7f) {
            snprintf(err, errlen, "save metadata: control character 0x%02x at byte %zu", c, i);
            return 0;
        }
    }
    return 1;
}

static char *save_text_meta(const engine_t *e, const char *meta);

char *save_text(const engine_t *e) { return save_text_meta(e, NULL); }

static char *save_text_meta(const engine_t *e, const char *meta)
{
    sbuf_t b = {0};
    sb_str(&b, "felt-save 1\n");
    cJSON *cfg = config_json(engine_config(e), engine_config(e)->n_seats);
    cJSON *st = structure_json(engine_structure(e));
    char *cs = cfg ? cJSON_PrintUnformatted(cfg) : NULL;
    char *ss = st ? cJSON_PrintUnformatted(st) : NULL;
    cJSON_Delete(cfg);
    cJSON_Delete(st);
    if (!cs || !ss) {
        free(cs);
        free(ss);
        free(b.p);
        return NULL;
    }
    sb_str(&b, "config ");
    sb_str(&b, cs);
    sb_str(&b, "\nstructure ");
    sb_str(&b, ss);
    sb_str(&b, "\n");
    free(cs);
    free(ss);
    int lines = 3;
    if (meta) {
        sb_str(&b, "m ");
        for (const char *m = meta; *m; m++)
            if (*m == '\n' || *m == '\\')
                sb_str(&b, *m == '\n' ? "\\n" : "\\\\");
            else
                sb_put(&b, m, 1);
        sb_str(&b, "\n");
        lines++;
    }
    int n_cmds;
    const cmd_t *cmds = engine_commands(e, &n_cmds);
    const uint64_t *hash;
    const int *at;
    int n_hands = engine_hand_hashes(e, &hash, &at);
    int h = 0;
    char line[96];
    for (int i = 0; i <= n_cmds; i++) {
        while (h < n_hands && at[h] == i) {
            snprintf(line, sizeof line, "h %d %016" PRIx64 "\n", h + 1, hash[h]);
            sb_str(&b, line);
            lines++;
            h++;
        }
        if (i == n_cmds)
            break;
        char c[64];
        cmd_format(cmds[i], c, sizeof c);
        snprintf(line, sizeof line, "c %s\n", c);
        sb_str(&b, line);
        lines++;
    }
    if (b.failed) {
        free(b.p);
        return NULL;
    }
    snprintf(line, sizeof line, "end %d %016" PRIx64 "\n", lines, text_hash(b.p, b.len));
    sb_str(&b, line);
    if (b.failed) {
        free(b.p);
        return NULL;
    }
    return b.p;
}

int save_write(const engine_t *e, const char *path, char *err, size_t errlen)
{
    return save_write_meta(e, NULL, path, err, errlen);
}

int save_write_meta(const engine_t *e, const char *meta, const char *path, char *err, size_t errlen)
{
    if (meta && !meta_ok(meta, err, errlen))
        return -1;
    char *text = save_text_meta(e, meta);
    if (!text) {
        snprintf(err, errlen, "%s: out of memory while saving", path);
        return -1;
    }
    size_t n = strlen(text);
    size_t pl = strlen(path);
    char *tmp = malloc(pl + 8), *prev = malloc(pl + 8);
    if (!tmp || !prev) {
        free(text);
        free(tmp);
        free(prev);
        snprintf(err, errlen, "%s: out of memory while saving", path);
        return -1;
    }
    snprintf(tmp, pl + 8, "%s.tmp", path);
    snprintf(prev, pl + 8, "%s.prev", path);
    int rc = -1;
    FILE *f = fopen(tmp, "wb");
    if (!f) {
        snprintf(err, errlen, "cannot write %s: %s", tmp, strerror(errno));
        goto end;
    }
    if (fwrite(text, 1, n, f) != n || fflush(f) != 0) {
        snprintf(err, errlen, "cannot write %s: %s", tmp, strerror(errno));
        fclose(f);
        remove(tmp);
        goto end;
    }
    if (fclose(f) != 0) {
        snprintf(err, errlen, "cannot write %s: %s", tmp, strerror(errno));
        remove(tmp);
        goto end;
    }
    /* keep the last good save as .prev, then move the new one in */
    FILE *old = fopen(path, "rb");
    if (old) {
        fclose(old);
        if (rename(path, prev) != 0) {
            snprintf(err, errlen, "cannot keep the previous save as %s: %s", prev, strerror(errno));
            remove(tmp);
            goto end;
        }
    }
    if (rename(tmp, path) != 0) {
        snprintf(err, errlen, "cannot move %s to %s: %s", tmp, path, strerror(errno));
        rename(prev, path);
        remove(tmp);
        goto end;
    }
    rc = 0;
end:
    free(text);
    free(tmp);
    free(prev);
    return rc;
}

/* ---- reading ---- */
static engine_t *load_text_meta(const char *name, const char *text, size_t len, char *meta, size_t meta_len,
                                save_replay_result_t *res, save_event_fn on_event, void *ctx, char *err,
                                size_t errlen);

engine_t *save_load_text(const char *name, const char *text, size_t len, save_replay_result_t *res,
                         save_event_fn on_event, void *ctx, char *err, size_t errlen)
{
    return load_text_meta(name, text, len, NULL, 0, res, on_event, ctx, err, errlen);
}

static engine_t *load_text_meta(const char *name, const char *text, size_t len, char *meta, size_t meta_len,
                                save_replay_result_t *res, save_event_fn on_event, void *ctx, char *err,
                                size_t errlen)
{
    memset(res, 0, sizeof *res);
    if (meta && meta_len)
        meta[0] = '\0';
    engine_t *e = NULL;
    cJSON *cfg_json = NULL;
    char *copy = malloc(len + 1);
    if (!copy) {
        snprintf(err, errlen, "%s: out of memory", name);
        return NULL;
    }
    memcpy(copy, text, len);
    copy[len] = '\0';
    if (strlen(copy) != len) {
        snprintf(err, errlen, "%s: not a Felt save (contains a NUL byte)", name);
        goto fail;
    }
    /* 1. the checksum line closes the file: anything else is truncation or corruption */
    {
        size_t end_at = len;
        if (end_at > 0 && copy[end_at - 1] == '\n')
            end_at--;
        size_t ls = end_at;
        while (ls > 0 && copy[ls - 1] != '\n')
            ls--;
        int lines = -1;
        uint64_t sum = 0;
        char tail[96];
        size_t tl = end_at - ls < sizeof tail - 1 ? end_at - ls : sizeof tail - 1;
        memcpy(tail, copy + ls, tl);
        tail[tl] = '\0';
        if (sscanf(tail, "end %d %" SCNx64, &lines, &sum) != 2) {
            int nl = 1;
            for (size_t i = 0; i < ls; i++)
                nl += copy[i] == '\n';
            snprintf(err, errlen, "%s:%d: the save is truncated: its closing 'end' line is missing", name, nl);
            goto fail;
        }
        if (text_hash(copy, ls) != sum) {
            snprintf(err, errlen, "%s: the save is corrupt: its checksum does not match its contents", name);
            goto fail;
        }
        int count = 0;
        for (size_t i = 0; i < ls; i++)
            count += copy[i] == '\n';
        if (count != lines) {
            snprintf(err, errlen, "%s: the save is corrupt: %d lines, its end line says %d", name, count, lines);
            goto fail;
        }
        copy[ls] = '\0';
    }
    /* 2. header, config, structure */
    char *save_ptr = NULL;
    char *line = strtok_r(copy, "\n", &save_ptr);
    int lineno = 1;
    if (!line || strcmp(line, "felt-save 1") != 0) {
        snprintf(err, errlen, "%s:1: not a Felt save (expected 'felt-save 1')", name);
        goto fail;
    }
    line = strtok_r(NULL, "\n", &save_ptr);
    lineno++;
    if (!line || strncmp(line, "config ", 7) != 0 || !(cfg_json = cJSON_Parse(line + 7))) {
        snprintf(err, errlen, "%s:%d: expected the 'config' line", name, lineno);
        goto fail;
    }
    engine_config_t cfg;
    char what[128];
    if (config_from_json(cfg_json, &cfg, what, sizeof what) != 0) {
        snprintf(err, errlen, "%s:%d: %s", name, lineno, what);
        goto fail;
    }
    line = strtok_r(NULL, "\n", &save_ptr);
    lineno++;
    structure_t st;
    if (!line || strncmp(line, "structure ", 10) != 0) {
        snprintf(err, errlen, "%s:%d: expected the 'structure' line", name, lineno);
        goto fail;
    }
    char serr[512];
    if (structure_load(name, line + 10, strlen(line + 10), &st, serr, sizeof serr) != 0) {
        snprintf(err, errlen, "%s:%d: the saved structure is invalid: %s", name, lineno, serr);
        goto fail;
    }
    cfg.structure = &st;
    char cerr[256];
    e = engine_create(&cfg, cerr, sizeof cerr);
    if (!e) {
        snprintf(err, errlen, "%s:%d: the saved configuration is invalid: %s", name, 2, cerr);
        goto fail;
    }
    /* 3. commands and hand hashes (and the metadata line) */
    const uint64_t *hashes;
    const int *at;
    while ((line = strtok_r(NULL, "\n", &save_ptr)) != NULL) {
        lineno++;
        ev_t ev;
        if (line[0] == 'm' && line[1] == ' ' && lineno == 4) {
            size_t o = 0;
            for (const char *m = line + 2; *m; m++) {
                char ch = *m;
                if (ch == '\\') {
                    m++;
                    if (*m != 'n' && *m != '\\') {
                        snprintf(err, errlen, "%s:%d: bad escape in the metadata line", name, lineno);
                        goto fail;
                    }
                    ch = *m == 'n' ? '\n' : '\\';
                }
                if (meta && o + 1 < meta_len)
                    meta[o++] = ch;
            }
            if (meta && meta_len)
                meta[o] = '\0';
        } else if (line[0] == 'c' && line[1] == ' ') {
            cmd_t c;
            char perr[256];
            if (cmd_parse(line + 2, &c, perr, sizeof perr) != 0) {
                snprintf(err, errlen, "%s:%d: %s", name, lineno, perr);
                goto fail;
            }
            engine_reject_t r = engine_submit(e, c);
            while (engine_poll(e, &ev))
                if (on_event)
                    on_event(ctx, &ev);
            if (r != REJ_OK) {
                snprintf(err, errlen, "%s:%d: the saved command '%s' is refused on replay: %s", name, lineno,
                         line + 2, engine_reject_message(r));
                goto fail;
            }
            res->commands++;
        } else if (line[0] == 'h' && line[1] == ' ') {
            int hand;
            uint64_t h;
            if (sscanf(line + 2, "%d %" SCNx64, &hand, &h) != 2) {
                snprintf(err, errlen, "%s:%d: bad hand line '%s'", name, lineno, line);
                goto fail;
            }
            int n = engine_hand_hashes(e, &hashes, &at);
            if (hand < 1 || hand > n) {
                snprintf(err, errlen, "%s:%d: hand %d has not ended at this point of the replay", name, lineno, hand);
                res->diverged_hand = hand;
                goto fail;
            }
            if (hashes[hand - 1] != h) {
                res->diverged_hand = hand;
                res->saved_hash = h;
                res->replayed_hash = hashes[hand - 1];
                snprintf(err, errlen, "%s:%d: replay diverges at hand %d: saved state %016" PRIx64
                                      ", replayed %016" PRIx64, name, lineno, hand, h, hashes[hand - 1]);
                goto fail;
            }
            res->hands_checked++;
        } else {
            snprintf(err, errlen, "%s:%d: unexpected line '%.40s'", name, lineno, line);
            goto fail;
        }
    }
    cJSON_Delete(cfg_json);
    free(copy);
    return e;
fail:
    cJSON_Delete(cfg_json);
    engine_destroy(e);
    free(copy);
    return NULL;
}

engine_t *save_load(const char *path, save_replay_result_t *res, save_event_fn on_event, void *ctx,
                    char *err, size_t errlen)
{
    return save_load_meta(path, NULL, 0, res, on_event, ctx, err, errlen);
}

engine_t *save_load_meta(const char *path, char *meta, size_t meta_len, save_replay_result_t *res,
                         save_event_fn on_event, void *ctx, char *err, size_t errlen)
{
    memset(res, 0, sizeof *res);
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(err, errlen, "cannot read %s: %s", path, strerror(errno));
        return NULL;
    }
    size_t cap = 1 << 16, len = 0;
    char *buf = malloc(cap);
    while (buf) {
        size_t got = fread(buf + len, 1, cap - len, f);
        len += got;
        if (len < cap)
            break;
        char *nb = realloc(buf, cap * 2);
        if (!nb) {
            free(buf);
            buf = NULL;
            break;
        }
        buf = nb;
        cap *= 2;
    }
    int read_err = ferror(f);
    fclose(f);
    if (!buf || read_err) {
        free(buf);
        snprintf(err, errlen, "cannot read %s", path);
        return NULL;
    }
    engine_t *e = load_text_meta(path, buf, len, meta, meta_len, res, on_event, ctx, err, errlen);
    free(buf);
    return e;
}
