/* stats.c — statistics per person: counted from the events a seat sees, kept as JSON. Loading
 * is strict (every field checked, messages naming file, line, field and value) because the file
 * is the person's record; it never reads or writes a file itself and never touches SDL. */
#include "app/stats.h"

#include <cjson/cJSON.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/jsonv.h"
#include "engine/text.h"

/* ---- the database ----------------------------------------------------------------------------- */

stats_db_t *stats_db_create(void) { return calloc(1, sizeof(stats_db_t)); }

void stats_db_destroy(stats_db_t *db) { free(db); }

void stats_db_clear(stats_db_t *db) { memset(db, 0, sizeof *db); }

stats_person_t *stats_db_person(stats_db_t *db, const char *name, int create)
{
    for (int i = 0; i < db->n_people; i++)
        if (!strcmp(db->people[i].name, name))
            return &db->people[i];
    if (!create || !name[0])
        return NULL;
    int at = db->n_people;
    if (at == STATS_MAX_PEOPLE) {
        /* full: the least-played record makes room (ties: the later one) */
        at = 0;
        for (int i = 1; i < db->n_people; i++) {
            const stats_person_t *a = &db->people[i], *b = &db->people[at];
            if (a->tournaments < b->tournaments || (a->tournaments == b->tournaments && a->hands <= b->hands))
                at = i;
        }
    } else {
        db->n_people++;
    }
    stats_person_t *p = &db->people[at];
    memset(p, 0, sizeof *p);
    snprintf(p->name, sizeof p->name, "%s", name);
    return p;
}

void stats_person_add_finish(stats_person_t *p, const stats_finish_t *f)
{
    p->tournaments++;
    p->wins += f->place == 1;
    p->cashes += f->prize > 0;
    p->prizes += f->prize;
    if (p->n_finishes == STATS_MAX_FINISHES) {
        memmove(&p->finishes[0], &p->finishes[1], sizeof p->finishes[0] * (STATS_MAX_FINISHES - 1));
        p->n_finishes--;
    }
    p->finishes[p->n_finishes++] = *f;
}

static double ratio(int64_t a, int64_t b) { return b > 0 ? (double)a / (double)b : -1.0; }

int stats_mtt_bucket(int entrants)
{
    return entrants < 10 ? -1 : entrants < 100 ? 0 : entrants < 1000 ? 1 : 2;
}

int stats_person_add_mtt(stats_person_t *p, int place, int entrants, int64_t prize)
{
    int b = stats_mtt_bucket(entrants);
    if (b < 0 || entrants > STATS_MTT_MAX_FIELD || place < 1 || place > entrants || prize < 0)
        return -1;
    stats_mtt_t *m = &p->mtt[b];
    m->entries++;
    m->cashes += prize > 0;
    m->wins += place == 1;
    m->places += place;
    m->prizes += prize;
    if (m->best == 0 || place < m->best)
        m->best = place;
    return 0;
}

void stats_mtt_figures(const stats_person_t *p, int bucket, stats_mtt_t *sum, double *itm, double *avg_place)
{
    memset(sum, 0, sizeof *sum);
    for (int b = 0; b < STATS_MTT_BUCKETS; b++) {
        if (bucket >= 0 && b != bucket)
            continue;
        const stats_mtt_t *m = &p->mtt[b];
        sum->entries += m->entries;
        sum->cashes += m->cashes;
        sum->wins += m->wins;
        sum->places += m->places;
        sum->prizes += m->prizes;
        if (m->best > 0 && (sum->best == 0 || m->best < sum->best))
            sum->best = m->best;
    }
    *itm = ratio(sum->cashes, sum->entries);
    *avg_place = ratio(sum->places, sum->entries);
}

/* The buckets' names in stats.json. */
static const char *const MTT_KEY[STATS_MTT_BUCKETS] = {"10-99", "100-999", "1000+"};

void stats_person_figures(const stats_person_t *p, stats_figures_t *out)
{
    out->vpip = ratio(p->vpip, p->hands);
    out->pfr = ratio(p->pfr, p->hands);
    out->af = ratio(p->aggressive, p->calls);
    out->wtsd = ratio(p->showdowns, p->saw_flop);
    out->wsd = ratio(p->showdowns_won, p->showdowns);
    int64_t places = 0;
    for (int i = 0; i < p->n_finishes; i++)
        places += p->finishes[i].place;
    out->avg_place = ratio(places, p->n_finishes);
    out->itm = ratio(p->cashes, p->tournaments);
}

/* ---- JSON out ---------------------------------------------------------------------------------- */

char *stats_db_to_json(const stats_db_t *db)
{
    cJSON *root = cJSON_CreateObject();
    if (!root)
        return NULL;
    char *text = NULL;
    cJSON *people = cJSON_AddArrayToObject(root, "people");
    if (!cJSON_AddNumberToObject(root, "version", 2) || !people)
        goto end;
    for (int i = 0; i < db->n_people; i++) {
        const stats_person_t *p = &db->people[i];
        cJSON *o = cJSON_CreateObject();
        if (!o || !cJSON_AddItemToArray(people, o))
            goto end;
        cJSON_AddStringToObject(o, "name", p->name);
        cJSON_AddNumberToObject(o, "tournaments", p->tournaments);
        cJSON_AddNumberToObject(o, "wins", p->wins);
        cJSON_AddNumberToObject(o, "cashes", p->cashes);
        jv_add_int(o, "prizes", p->prizes);
        jv_add_int(o, "hands", p->hands);
        jv_add_int(o, "vpip", p->vpip);
        jv_add_int(o, "pfr", p->pfr);
        jv_add_int(o, "aggressive", p->aggressive);
        jv_add_int(o, "calls", p->calls);
        jv_add_int(o, "saw_flop", p->saw_flop);
        jv_add_int(o, "showdowns", p->showdowns);
        jv_add_int(o, "showdowns_won", p->showdowns_won);
        jv_add_int(o, "biggest_pot", p->biggest_pot);
        cJSON *fin = cJSON_AddArrayToObject(o, "finishes");
        if (!fin)
            goto end;
        for (int k = 0; k < p->n_finishes; k++) {
            const stats_finish_t *f = &p->finishes[k];
            cJSON *fo = cJSON_CreateObject();
            if (!fo || !cJSON_AddItemToArray(fin, fo))
                goto end;
            char seed[24];
            snprintf(seed, sizeof seed, "%" PRIu64, f->seed);
            jv_add_int(fo, "date", f->date);
            cJSON_AddNumberToObject(fo, "place", f->place);
            cJSON_AddNumberToObject(fo, "entrants", f->entrants);
            jv_add_int(fo, "prize", f->prize);
            cJSON_AddStringToObject(fo, "currency", f->currency);
            cJSON_AddNumberToObject(fo, "hands", f->hands);
            cJSON_AddStringToObject(fo, "seed", seed);
        }
        cJSON *mtt = cJSON_AddObjectToObject(o, "mtt");
        if (!mtt)
            goto end;
        for (int b = 0; b < STATS_MTT_BUCKETS; b++) {
            const stats_mtt_t *m = &p->mtt[b];
            cJSON *mo = cJSON_AddObjectToObject(mtt, MTT_KEY[b]);
            if (!mo)
                goto end;
            cJSON_AddNumberToObject(mo, "entries", m->entries);
            cJSON_AddNumberToObject(mo, "cashes", m->cashes);
            cJSON_AddNumberToObject(mo, "wins", m->wins);
            jv_add_int(mo, "places", m->places);
            jv_add_int(mo, "prizes", m->prizes);
            cJSON_AddNumberToObject(mo, "best", m->best);
        }
    }
    text = cJSON_Print(root);
end:
    cJSON_Delete(root);
    return text;
}

/* ---- JSON in ----------------------------------------------------------------------------------- */

typedef jv_t parse_ctx_t;

/* "NAME:LINE: PATH: WHAT, got VALUE" (engine/jsonv.h). */
static int fail(parse_ctx_t *c, const char *path, const cJSON *v, const char *what)
{
    char shown[JV_SHOW_LEN];
    return jv_fail(c, path, "%s, got %s", what, jv_show(c, path, v, shown, sizeof shown));
}

/* A whole number in [lo, hi] at obj[key] (required). */
static int get_int(parse_ctx_t *c, const cJSON *obj, const char *path, const char *key, int64_t lo, int64_t hi,
                   int64_t *out)
{
    char p[JV_PATH_LEN], what[96];
    jv_path_key(p, path, key);
    snprintf(what, sizeof what, "a whole number from %" PRId64 " to %" PRId64, lo, hi);
    return jv_int(c, jv_get(obj, key), p, lo, hi, 1, what, out);
}

static const int64_t BIG = 9007199254740991LL; /* 2^53 - 1: the largest whole number a double holds */

static int parse_finish(parse_ctx_t *c, const cJSON *o, const char *path, stats_finish_t *f)
{
    static const char *const keys[] = {"date", "place", "entrants", "prize", "currency", "hands", "seed"};
    if (!cJSON_IsObject(o))
        return fail(c, path, o, "expected an object with date, place, entrants, prize, currency, hands, seed");
    if (jv_keys(c, o, path, keys, 7))
        return -1;
    int64_t v;
    char p[160];
    if (get_int(c, o, path, "date", 0, BIG, &f->date) || get_int(c, o, path, "entrants", 2, ENGINE_MAX_SEATS, &v))
        return -1;
    f->entrants = (int)v;
    if (get_int(c, o, path, "place", 1, f->entrants, &v))
        return -1;
    f->place = (int)v;
    if (get_int(c, o, path, "prize", 0, BIG, &f->prize) || get_int(c, o, path, "hands", 0, 100000000, &v))
        return -1;
    f->hands = (int)v;
    const cJSON *cur = cJSON_GetObjectItemCaseSensitive(o, "currency");
    snprintf(p, sizeof p, "%.100s.currency", path);
    if (!cJSON_IsString(cur) || strlen(cur->valuestring) > 3 || !text_printable(cur->valuestring, strlen(cur->valuestring), 0))
        return fail(c, p, cur, "expected a currency code of up to 3 letters (\"USD\", or \"\" for play money)");
    snprintf(f->currency, sizeof f->currency, "%s", cur->valuestring);
    const cJSON *sd = cJSON_GetObjectItemCaseSensitive(o, "seed");
    snprintf(p, sizeof p, "%.100s.seed", path);
    char *end = NULL;
    if (!cJSON_IsString(sd) || !sd->valuestring[0] || sd->valuestring[0] == '-' ||
        (f->seed = strtoull(sd->valuestring, &end, 10), *end) || strlen(sd->valuestring) > 20)
        return fail(c, p, sd, "expected the seed as a string of digits");
    return 0;
}

/* One field size's multi-table figures: each count within the one it is part of, the places
 * between one and the largest field's for each entry, the best place there when there are any. */
static int parse_mtt(parse_ctx_t *c, const cJSON *o, const char *path, int bucket, stats_mtt_t *m)
{
    static const char *const keys[] = {"entries", "cashes", "wins", "places", "prizes", "best"};
    static const int hi[STATS_MTT_BUCKETS] = {99, 999, STATS_MTT_MAX_FIELD}; /* the largest field of each */
    if (!cJSON_IsObject(o))
        return fail(c, path, o, "expected an object with entries, cashes, wins, places, prizes, best");
    if (jv_keys(c, o, path, keys, 6))
        return -1;
    int64_t e, ca, w, b;
    if (get_int(c, o, path, "entries", 0, 100000000, &e) || get_int(c, o, path, "cashes", 0, e, &ca) ||
        get_int(c, o, path, "wins", 0, ca, &w) || get_int(c, o, path, "places", e, e * hi[bucket], &m->places) ||
        get_int(c, o, path, "prizes", 0, BIG, &m->prizes) ||
        get_int(c, o, path, "best", e ? 1 : 0, e ? hi[bucket] : 0, &b))
        return -1;
    m->entries = (int)e, m->cashes = (int)ca, m->wins = (int)w, m->best = (int)b;
    return 0;
}

static int parse_person(parse_ctx_t *c, const cJSON *o, const char *path, int version, stats_person_t *p)
{
    /* version 1 kept no multi-table tournaments; version 2 keeps them under "mtt" */
    static const char *const keys[] = {"name", "tournaments", "wins", "cashes", "prizes", "hands", "vpip", "pfr",
                                       "aggressive", "calls", "saw_flop", "showdowns", "showdowns_won",
                                       "biggest_pot", "finishes", "mtt"};
    char q[160];
    if (!cJSON_IsObject(o))
        return fail(c, path, o, "expected an object for a person");
    if (jv_keys(c, o, path, keys, (int)(sizeof keys / sizeof keys[0]) - (version < 2)))
        return -1;
    memset(p, 0, sizeof *p);
    const cJSON *nm = cJSON_GetObjectItemCaseSensitive(o, "name");
    snprintf(q, sizeof q, "%.100s.name", path);
    if (!cJSON_IsString(nm) || !nm->valuestring[0] || strlen(nm->valuestring) >= STATS_NAME_LEN ||
        !text_printable(nm->valuestring, strlen(nm->valuestring), 0))
        return fail(c, q, nm, "expected a name of 1 to 23 bytes of printable text");
    snprintf(p->name, sizeof p->name, "%s", nm->valuestring);
    int64_t t, w, ca;
    if (get_int(c, o, path, "tournaments", 0, 100000000, &t) || get_int(c, o, path, "wins", 0, t, &w) ||
        get_int(c, o, path, "cashes", 0, t, &ca) || get_int(c, o, path, "prizes", 0, BIG, &p->prizes) ||
        get_int(c, o, path, "hands", 0, BIG, &p->hands) || get_int(c, o, path, "vpip", 0, p->hands, &p->vpip) ||
        get_int(c, o, path, "pfr", 0, p->vpip, &p->pfr) || get_int(c, o, path, "aggressive", 0, BIG, &p->aggressive) ||
        get_int(c, o, path, "calls", 0, BIG, &p->calls) || get_int(c, o, path, "saw_flop", 0, p->hands, &p->saw_flop) ||
        get_int(c, o, path, "showdowns", 0, p->saw_flop, &p->showdowns) ||
        get_int(c, o, path, "showdowns_won", 0, p->showdowns, &p->showdowns_won) ||
        get_int(c, o, path, "biggest_pot", 0, BIG, &p->biggest_pot))
        return -1;
    p->tournaments = (int)t, p->wins = (int)w, p->cashes = (int)ca;
    const cJSON *fin = cJSON_GetObjectItemCaseSensitive(o, "finishes");
    snprintf(q, sizeof q, "%.100s.finishes", path);
    if (!cJSON_IsArray(fin))
        return fail(c, q, fin, "expected an array of finishes");
    int n = cJSON_GetArraySize(fin);
    if (n > STATS_MAX_FINISHES || n > p->tournaments) {
        char what[96];
        snprintf(what, sizeof what, "expected at most %d finishes (and no more than tournaments, %d)",
                 STATS_MAX_FINISHES, p->tournaments);
        return jv_fail(c, q, "%s, got %d", what, n);
    }
    int k = 0;
    for (const cJSON *it = fin->child; it; it = it->next, k++) {
        char fp[200];
        snprintf(fp, sizeof fp, "%.120s[%d]", q, k);
        if (parse_finish(c, it, fp, &p->finishes[k]))
            return -1;
    }
    p->n_finishes = k;
    if (version < 2)
        return 0;
    const cJSON *mtt = cJSON_GetObjectItemCaseSensitive(o, "mtt");
    snprintf(q, sizeof q, "%.100s.mtt", path);
    if (!cJSON_IsObject(mtt))
        return fail(c, q, mtt, "expected an object with the field sizes 10-99, 100-999 and 1000+");
    if (jv_keys(c, mtt, q, MTT_KEY, STATS_MTT_BUCKETS))
        return -1;
    for (int b = 0; b < STATS_MTT_BUCKETS; b++) {
        char mp[200];
        snprintf(mp, sizeof mp, "%.120s.%s", q, MTT_KEY[b]);
        const cJSON *mo = cJSON_GetObjectItemCaseSensitive(mtt, MTT_KEY[b]);
        if (!mo)
            return jv_fail(c, mp, "expected the figures of fields of %s entrants, got nothing", MTT_KEY[b]);
        if (parse_mtt(c, mo, mp, b, &p->mtt[b]))
            return -1;
    }
    return 0;
}

int stats_db_parse(const char *name, const char *text, size_t len, stats_db_t *out, char *err, size_t errlen)
{
    parse_ctx_t c;
    jv_init(&c, name, text, len, err, errlen);
    cJSON *root = NULL;
    if (jv_parse(&c, &root) < 0)
        return -1;
    stats_db_t *db = stats_db_create();
    int rc = -1;
    static const char *const keys[] = {"version", "people"};
    if (!db) {
        snprintf(err, errlen, "%s: out of memory", name);
        goto end;
    }
    if (!cJSON_IsObject(root)) {
        fail(&c, "", root, "expected an object with version and people");
        goto end;
    }
    if (jv_keys(&c, root, "", keys, 2))
        goto end;
    int64_t version;
    if (get_int(&c, root, "", "version", 1, 2, &version))
        goto end;
    const cJSON *people = cJSON_GetObjectItemCaseSensitive(root, "people");
    if (!cJSON_IsArray(people)) {
        fail(&c, "people", people, "expected an array of people");
        goto end;
    }
    if (cJSON_GetArraySize(people) > STATS_MAX_PEOPLE) {
        char what[64];
        snprintf(what, sizeof what, "expected at most %d people", STATS_MAX_PEOPLE);
        fail(&c, "people", NULL, what);
        goto end;
    }
    int k = 0;
    for (const cJSON *it = people->child; it; it = it->next, k++) {
        char path[48];
        snprintf(path, sizeof path, "people[%d]", k);
        if (parse_person(&c, it, path, (int)version, &db->people[k]))
            goto end;
        for (int j = 0; j < k; j++)
            if (!strcmp(db->people[j].name, db->people[k].name)) {
                snprintf(path, sizeof path, "people[%d].name", k);
                fail(&c, path, cJSON_GetObjectItemCaseSensitive(it, "name"), "expected each person once");
                goto end;
            }
    }
    db->n_people = k;
    memcpy(out, db, sizeof *db);
    rc = 0;
end:
    stats_db_destroy(db);
    cJSON_Delete(root);
    return rc;
}

/* ---- the tracker ------------------------------------------------------------------------------- */

void stats_tracker_init(stats_tracker_t *t, int n_seats, int entrants, const char *currency, uint64_t seed)
{
    memset(t, 0, sizeof *t);
    t->n_seats = n_seats < 0 ? 0 : n_seats > ENGINE_MAX_SEATS ? ENGINE_MAX_SEATS : n_seats;
    t->entrants = entrants;
    snprintf(t->currency, sizeof t->currency, "%s", currency ? currency : "");
    t->seed = seed;
}

void stats_tracker_watch(stats_tracker_t *t, int seat, const char *name)
{
    if (seat < 0 || seat >= ENGINE_MAX_SEATS || !name || !name[0])
        return;
    t->watched[seat] = 1;
    snprintf(t->name[seat], sizeof t->name[seat], "%s", name);
}

static int seat_ok(const ev_t *ev) { return ev->seat >= 0 && ev->seat < ENGINE_MAX_SEATS; }

static int add_finish(stats_tracker_t *t, stats_db_t *db, int seat, int place, int64_t prize, int hands,
                      int64_t now_s)
{
    if (!t->watched[seat] || t->finished[seat])
        return 0;
    t->finished[seat] = 1;
    stats_person_t *p = stats_db_person(db, t->name[seat], 1);
    if (!p)
        return 0;
    stats_finish_t f;
    memset(&f, 0, sizeof f);
    f.date = now_s;
    f.entrants = t->entrants >= 2 ? t->entrants : 2;
    f.place = place < 1 ? 1 : place > f.entrants ? f.entrants : place;
    f.prize = prize > 0 ? prize : 0;
    memcpy(f.currency, t->currency, sizeof f.currency);
    f.hands = hands;
    f.seed = t->seed;
    stats_person_add_finish(p, &f);
    return STATS_FINISH_ADDED;
}

int stats_tracker_event(stats_tracker_t *t, stats_db_t *db, const ev_t *ev, int64_t now_s)
{
    int s = ev->seat;
    switch (ev->type) {
    case EV_TOURNAMENT_START:
        if (t->entrants <= 0)
            t->entrants = __builtin_popcount(ev->u.a.players);
        return 0;
    case EV_HAND_START:
        t->in_hand = 1;
        t->street = STREET_PREFLOP;
        memset(t->dealt, 0, sizeof t->dealt);
        memset(t->vpip, 0, sizeof t->vpip);
        memset(t->pfr, 0, sizeof t->pfr);
        memset(t->flop, 0, sizeof t->flop);
        memset(t->folded, 0, sizeof t->folded);
        memset(t->showdown, 0, sizeof t->showdown);
        memset(t->won_showdown, 0, sizeof t->won_showdown);
        memset(t->aggressive, 0, sizeof t->aggressive);
        memset(t->calls, 0, sizeof t->calls);
        memset(t->won, 0, sizeof t->won);
        return 0;
    case EV_HOLE_CARDS:
        if (seat_ok(ev))
            t->dealt[s] = 1;
        return 0;
    case EV_DEAD_HAND:
        if (seat_ok(ev))
            t->dealt[s] = 0; /* away: the hand is killed, nothing was chosen */
        return 0;
    case EV_ACTION: {
        if (!seat_ok(ev))
            return 0;
        int a = ev->u.act.action;
        if (a == CMD_FOLD)
            t->folded[s] = 1;
        if (ev->u.act.street == STREET_PREFLOP) {
            if (a == CMD_CALL || a == CMD_BET || a == CMD_RAISE)
                t->vpip[s] = 1;
            if (a == CMD_BET || a == CMD_RAISE)
                t->pfr[s] = 1;
        } else if (a == CMD_BET || a == CMD_RAISE) {
            t->aggressive[s]++;
        } else if (a == CMD_CALL) {
            t->calls[s]++;
        }
        return 0;
    }
    case EV_STREET:
        t->street = ev->u.st.street;
        if (ev->u.st.street == STREET_FLOP)
            for (int k = 0; k < ENGINE_MAX_SEATS; k++)
                if (t->dealt[k] && !t->folded[k])
                    t->flop[k] = 1;
        return 0;
    case EV_SHOW:
    case EV_MUCK:
        if (seat_ok(ev) && t->flop[s])
            t->showdown[s] = 1;
        return 0;
    case EV_POT:
        for (int k = 0; k < ENGINE_MAX_SEATS; k++)
            if (ev->u.pot.winners & (1u << k)) {
                t->won[k] += ev->u.pot.share + (k == ev->u.pot.odd_seat ? ev->u.pot.odd : 0);
                if (ev->u.pot.value && t->showdown[k])
                    t->won_showdown[k] = 1;
            }
        return 0;
    case EV_HAND_END: {
        int changed = 0;
        if (!t->in_hand)
            return 0;
        t->in_hand = 0;
        for (int k = 0; k < ENGINE_MAX_SEATS; k++) {
            if (!t->watched[k] || !t->dealt[k])
                continue;
            stats_person_t *p = stats_db_person(db, t->name[k], 1);
            if (!p)
                continue;
            p->hands++;
            p->vpip += t->vpip[k];
            p->pfr += t->pfr[k];
            p->aggressive += t->aggressive[k];
            p->calls += t->calls[k];
            p->saw_flop += t->flop[k];
            p->showdowns += t->showdown[k];
            p->showdowns_won += t->won_showdown[k];
            if (t->won[k] > p->biggest_pot)
                p->biggest_pot = t->won[k];
            changed = STATS_HAND_ADDED;
        }
        return changed;
    }
    case EV_ELIMINATED:
        if (!seat_ok(ev))
            return 0;
        return add_finish(t, db, s, ev->u.el.place, ev->u.el.prize, ev->hand_no, now_s);
    case EV_TOURNAMENT_END:
        if (!seat_ok(ev))
            return 0;
        return add_finish(t, db, s, 1, ev->u.el.prize, (int)ev->amount, now_s);
    default:
        return 0;
    }
}
