/* bot_registry.c — names to strategies: the built-ins, styles from profile files and strategies
 * from plugin libraries (dlopen), and the personalities that name them. A library is checked
 * before anything of it is used: the interface version first (the one field that never moves),
 * then the sizes of the types it was compiled against. */
#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <dirent.h>
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai_baselines.h"
#include "ai/ai_styles.h"
#include "ai/bot.h"
#include "ai/bot_profile.h"
#include "engine/rng.h"

enum {
    REG_MAX_STRATEGIES = 64,
    REG_MAX_LIBS = 32,
    REG_ORIGIN_LEN = 256,
    REG_MAX_PROFILES = 32,
    REG_MAX_PERSONALITIES = 128
};

/* A personality owned by the registry: the public struct points at the strings beside it. */
typedef struct reg_personality {
    bot_personality_t pub;
    char name[BOT_PERSONALITY_NAME_LEN];
    char strategy[BOT_PROFILE_NAME_LEN];
    char description[BOT_PROFILE_DESC_LEN];
} reg_personality_t;

struct bot_registry {
    int n;
    const bot_strategy_t *s[REG_MAX_STRATEGIES];
    char origin[REG_MAX_STRATEGIES][REG_ORIGIN_LEN];
    int n_libs;
    void *libs[REG_MAX_LIBS];
    /* styles played by the brain from a profile: the strategy's data points at the profile */
    int n_prof;
    bot_profile_t prof[REG_MAX_PROFILES];
    bot_strategy_t prof_strategy[REG_MAX_PROFILES];
    int n_pers;
    reg_personality_t pers[REG_MAX_PERSONALITIES];
};

static int same_word(const char *a, const char *b)
{
    for (; *a && *b; a++, b++)
        if (tolower((unsigned char)*a) != tolower((unsigned char)*b))
            return 0;
    return *a == *b;
}

static int add_personality(bot_registry_t *r, const char *name, const char *strategy, int level, const char *desc)
{
    if (r->n_pers >= REG_MAX_PERSONALITIES)
        return -1;
    reg_personality_t *p = &r->pers[r->n_pers++];
    snprintf(p->name, sizeof p->name, "%s", name);
    snprintf(p->strategy, sizeof p->strategy, "%s", strategy);
    snprintf(p->description, sizeof p->description, "%s", desc ? desc : "");
    p->pub.name = p->name;
    p->pub.strategy = p->strategy;
    p->pub.level = level;
    p->pub.description = p->description;
    return 0;
}

/* Compact the personality array after removals: the public pointers move with their strings. */
static void repoint(bot_registry_t *r)
{
    for (int i = 0; i < r->n_pers; i++) {
        r->pers[i].pub.name = r->pers[i].name;
        r->pers[i].pub.strategy = r->pers[i].strategy;
        r->pers[i].pub.description = r->pers[i].description;
    }
}

bot_registry_t *bot_registry_create(void)
{
    bot_registry_t *r = calloc(1, sizeof *r);
    if (!r)
        return NULL;
    char err[256];
    if (bot_registry_add(r, &ai_strategy_random, "built-in", err, sizeof err) != 0)
        goto fail;
    for (int i = 0; i < bot_profile_builtin_count(); i++)
        if (bot_registry_add_profile(r, bot_profile_builtin(i), "built-in", err, sizeof err) != 0)
            goto fail;
    const bot_strategy_t *tests[] = {&ai_strategy_allin, &ai_strategy_caller, &ai_strategy_reference};
    for (size_t i = 0; i < sizeof tests / sizeof tests[0]; i++)
        if (bot_registry_add(r, tests[i], "built-in", err, sizeof err) != 0)
            goto fail;
    for (int i = 0; i < bot_personality_count(); i++) {
        const bot_personality_t *p = bot_personality_get(i);
        if (add_personality(r, p->name, p->strategy, p->level, p->description) != 0)
            goto fail;
    }
    return r;
fail:
    bot_registry_destroy(r);
    return NULL;
}

void bot_registry_destroy(bot_registry_t *reg)
{
    if (!reg)
        return;
    for (int i = reg->n_libs - 1; i >= 0; i--)
        dlclose(reg->libs[i]);
    free(reg);
}

static int valid_name(const char *n)
{
    if (!n || !n[0] || strlen(n) > 24)
        return 0;
    for (const char *c = n; *c; c++)
        if (!((*c >= 'a' && *c <= 'z') || (*c >= '0' && *c <= '9') || *c == '-' || *c == '_'))
            return 0;
    return 1;
}

/* Everything bot_registry_add checks, without adding. */
static int check_strategy(const bot_registry_t *reg, const bot_strategy_t *s, char *err, size_t errlen)
{
    if (!s || !valid_name(s->name)) {
        snprintf(err, errlen, "strategy name '%s' is not 1-24 lowercase letters, digits, '-' or '_'",
                 s && s->name ? s->name : "(null)");
        return -1;
    }
    if (!s->create || !s->decide || !s->destroy) {
        snprintf(err, errlen, "strategy '%s' lacks a create, decide or destroy function", s->name);
        return -1;
    }
    if (!s->style) {
        snprintf(err, errlen, "strategy '%s' has no style text", s->name);
        return -1;
    }
    unsigned all = (1u << BOT_LEVEL_EASY) | (1u << BOT_LEVEL_MEDIUM) | (1u << BOT_LEVEL_HARD);
    if ((s->levels & ~all) || (s->levels && !(s->levels & (1u << s->default_level)))) {
        snprintf(err, errlen, "strategy '%s' has bad levels (mask %#x, default %d)", s->name, s->levels,
                 s->default_level);
        return -1;
    }
    if (bot_registry_find(reg, s->name)) {
        snprintf(err, errlen, "a strategy named '%s' is already registered", s->name);
        return -1;
    }
    if (bot_registry_personality_find(reg, s->name)) {
        snprintf(err, errlen, "strategy name '%s' is taken by a personality", s->name);
        return -1;
    }
    return 0;
}

int bot_registry_add(bot_registry_t *reg, const bot_strategy_t *s, const char *origin, char *err, size_t errlen)
{
    if (check_strategy(reg, s, err, errlen) != 0)
        return -1;
    if (reg->n >= REG_MAX_STRATEGIES) {
        snprintf(err, errlen, "too many strategies (at most %d)", REG_MAX_STRATEGIES);
        return -1;
    }
    reg->s[reg->n] = s;
    snprintf(reg->origin[reg->n], REG_ORIGIN_LEN, "%s", origin ? origin : "built-in");
    reg->n++;
    return 0;
}

int bot_registry_load(bot_registry_t *reg, const char *path, char *err, size_t errlen)
{
    if (reg->n_libs >= REG_MAX_LIBS) {
        snprintf(err, errlen, "%s: too many bot libraries (at most %d)", path, REG_MAX_LIBS);
        return -1;
    }
    void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!h) {
        const char *e = dlerror();
        snprintf(err, errlen, "%s: cannot load: %s", path, e ? e : "unknown error");
        return -1;
    }
    const bot_plugin_t *(*entry)(void);
    void *sym = dlsym(h, BOT_PLUGIN_SYMBOL);
    if (!sym) {
        snprintf(err, errlen, "%s: not a Felt bot library (no %s function)", path, BOT_PLUGIN_SYMBOL);
        dlclose(h);
        return -1;
    }
    /* POSIX guarantees a function pointer round-trips through void * for dlsym */
    memcpy(&entry, &sym, sizeof entry);
    const bot_plugin_t *p = entry();
    if (!p) {
        snprintf(err, errlen, "%s: %s returned nothing", path, BOT_PLUGIN_SYMBOL);
        dlclose(h);
        return -1;
    }
    if (p->api_version != BOT_API_VERSION) {
        snprintf(err, errlen,
                 "%s: bot interface version %u, but this Felt speaks version %d: rebuild the library "
                 "against this version's src/ai/bot.h",
                 path, p->api_version, BOT_API_VERSION);
        dlclose(h);
        return -1;
    }
    if (p->sizeof_view != sizeof(view_t) || p->sizeof_cmd != sizeof(cmd_t) ||
        p->sizeof_setup != sizeof(bot_setup_t) || p->sizeof_strategy != sizeof(bot_strategy_t) ||
        p->sizeof_structure != sizeof(structure_t)) {
        snprintf(err, errlen,
                 "%s: built against other engine headers (view %u/%zu, cmd %u/%zu, setup %u/%zu, "
                 "strategy %u/%zu, structure %u/%zu bytes): rebuild it",
                 path, p->sizeof_view, sizeof(view_t), p->sizeof_cmd, sizeof(cmd_t), p->sizeof_setup,
                 sizeof(bot_setup_t), p->sizeof_strategy, sizeof(bot_strategy_t), p->sizeof_structure,
                 sizeof(structure_t));
        dlclose(h);
        return -1;
    }
    if (p->n_strategies < 1 || !p->strategies || reg->n + p->n_strategies > REG_MAX_STRATEGIES) {
        snprintf(err, errlen, "%s: offers %d strategies (1 to %d fit)", path, p->n_strategies,
                 REG_MAX_STRATEGIES - reg->n);
        dlclose(h);
        return -1;
    }
    /* check them all first: nothing is added unless everything is good */
    for (int i = 0; i < p->n_strategies; i++) {
        char e2[256];
        if (check_strategy(reg, &p->strategies[i], e2, sizeof e2) != 0) {
            snprintf(err, errlen, "%s: %s", path, e2);
            dlclose(h);
            return -1;
        }
        for (int j = 0; j < i; j++)
            if (!strcmp(p->strategies[i].name, p->strategies[j].name)) {
                snprintf(err, errlen, "%s: strategy '%s' appears twice", path, p->strategies[i].name);
                dlclose(h);
                return -1;
            }
    }
    for (int i = 0; i < p->n_strategies; i++)
        bot_registry_add(reg, &p->strategies[i], path, err, errlen);
    reg->libs[reg->n_libs++] = h;
    return p->n_strategies;
}

static int cmp_names(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

int bot_registry_load_dir(bot_registry_t *reg, const char *dir, char *err, size_t errlen)
{
    if (errlen)
        err[0] = '\0';
    DIR *d = opendir(dir);
    if (!d) {
        snprintf(err, errlen, "%s: cannot read the bots directory", dir);
        return -1;
    }
    char *names[256];
    int n = 0;
    struct dirent *de;
    while ((de = readdir(d)) != NULL && n < 256) {
        size_t len = strlen(de->d_name);
        if (len > 3 && !strcmp(de->d_name + len - 3, ".so")) {
            names[n] = malloc(len + 1);
            if (!names[n])
                break;
            memcpy(names[n], de->d_name, len + 1);
            n++;
        }
    }
    closedir(d);
    qsort(names, (size_t)n, sizeof names[0], cmp_names);
    int added = 0;
    size_t used = 0;
    for (int i = 0; i < n; i++) {
        char path[4096], e[512];
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        int k = bot_registry_load(reg, path, e, sizeof e);
        if (k > 0) {
            added += k;
        } else if (used + 1 < errlen) {
            int w = snprintf(err + used, errlen - used, "%s%s", used ? "\n" : "", e);
            if (w > 0)
                used += (size_t)w < errlen - used ? (size_t)w : errlen - used - 1;
        }
        free(names[i]);
    }
    return added;
}

int bot_registry_count(const bot_registry_t *reg)
{
    return reg->n;
}

const bot_strategy_t *bot_registry_get(const bot_registry_t *reg, int i)
{
    return i >= 0 && i < reg->n ? reg->s[i] : NULL;
}

const char *bot_registry_origin(const bot_registry_t *reg, int i)
{
    return i >= 0 && i < reg->n ? reg->origin[i] : NULL;
}

const bot_strategy_t *bot_registry_find(const bot_registry_t *reg, const char *name)
{
    for (int i = 0; i < reg->n; i++)
        if (!strcmp(reg->s[i]->name, name))
            return reg->s[i];
    return NULL;
}

/* ---- profiles and personalities ------------------------------------------------------------- */

int bot_registry_add_profile(bot_registry_t *reg, const bot_profile_t *p, const char *origin, char *err,
                             size_t errlen)
{
    int slot = -1;
    for (int i = 0; i < reg->n_prof; i++)
        if (!strcmp(reg->prof[i].name, p->name))
            slot = i;
    if (slot < 0) {
        /* a new style: it must not collide with a strategy or a personality */
        if (reg->n_prof >= REG_MAX_PROFILES) {
            snprintf(err, errlen, "%s: too many styles (at most %d)", origin, REG_MAX_PROFILES);
            return -1;
        }
        bot_strategy_t s;
        ai_strategy_for_profile(p, &s);
        if (check_strategy(reg, &s, err, errlen) != 0)
            return -1;
    }
    for (int i = 0; i < p->n_personalities; i++) {
        const bot_personality_t *q = bot_registry_personality_find(reg, p->personalities[i].name);
        if (q && strcmp(q->strategy, p->name) != 0) {
            snprintf(err, errlen, "%s: personality '%s' already plays %s", origin, p->personalities[i].name,
                     q->strategy);
            return -1;
        }
        if (bot_registry_find(reg, p->personalities[i].name) ||
            (p->personalities[i].name[0] && same_word(p->personalities[i].name, p->name))) {
            snprintf(err, errlen, "%s: personality '%s' has the name of a strategy", origin,
                     p->personalities[i].name);
            return -1;
        }
    }
    int kept = 0;
    for (int i = 0; i < reg->n_pers; i++)
        if (strcmp(reg->pers[i].strategy, p->name) != 0 || p->n_personalities == 0)
            reg->pers[kept++] = reg->pers[i];
    if (reg->n_pers - kept + REG_MAX_PERSONALITIES - reg->n_pers < p->n_personalities) {
        snprintf(err, errlen, "%s: too many personalities (at most %d)", origin, REG_MAX_PERSONALITIES);
        return -1;
    }
    reg->n_pers = kept;
    repoint(reg);
    for (int i = 0; i < p->n_personalities; i++)
        add_personality(reg, p->personalities[i].name, p->name, p->personalities[i].level,
                        p->personalities[i].description);
    if (slot >= 0) {
        /* the strategy keeps its place and its pointers: only the numbers change */
        reg->prof[slot] = *p;
        bot_profile_fix(&reg->prof[slot]);
        reg->prof_strategy[slot].default_level = p->default_level;
        for (int i = 0; i < reg->n; i++)
            if (reg->s[i] == &reg->prof_strategy[slot])
                snprintf(reg->origin[i], REG_ORIGIN_LEN, "%s", origin);
        return 0;
    }
    slot = reg->n_prof++;
    reg->prof[slot] = *p;
    bot_profile_fix(&reg->prof[slot]);
    ai_strategy_for_profile(&reg->prof[slot], &reg->prof_strategy[slot]);
    if (bot_registry_add(reg, &reg->prof_strategy[slot], origin, err, errlen) != 0) {
        reg->n_prof--;
        return -1;
    }
    return 0;
}

static int has_suffix(const char *s, const char *suf)
{
    size_t a = strlen(s), b = strlen(suf);
    return a > b && !strcmp(s + a - b, suf);
}

int bot_registry_load_profiles(bot_registry_t *reg, const char *dir, char *err, size_t errlen)
{
    if (errlen)
        err[0] = '\0';
    DIR *d = opendir(dir);
    if (!d) {
        snprintf(err, errlen, "%s: cannot read the profiles directory", dir);
        return -1;
    }
    char *names[256];
    int n = 0;
    struct dirent *de;
    while ((de = readdir(d)) != NULL && n < 256)
        if (has_suffix(de->d_name, ".json") && de->d_name[0] != '.') {
            size_t len = strlen(de->d_name);
            names[n] = malloc(len + 1);
            if (!names[n])
                break;
            memcpy(names[n], de->d_name, len + 1);
            n++;
        }
    closedir(d);
    qsort(names, (size_t)n, sizeof names[0], cmp_names);
    int added = 0;
    size_t used = 0;
    for (int i = 0; i < n; i++) {
        char path[4096], e[512];
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        bot_profile_t *p = malloc(sizeof *p);
        int ok = p && bot_profile_load_file(path, p, e, sizeof e) == 0 &&
                 bot_registry_add_profile(reg, p, path, e, sizeof e) == 0;
        if (!p)
            snprintf(e, sizeof e, "%.400s: out of memory", path);
        if (ok) {
            added++;
        } else if (used + 1 < errlen) {
            int w = snprintf(err + used, errlen - used, "%s%s", used ? "\n" : "", e);
            if (w > 0)
                used += (size_t)w < errlen - used ? (size_t)w : errlen - used - 1;
        }
        free(p);
        free(names[i]);
    }
    return added;
}

int bot_registry_personality_count(const bot_registry_t *reg)
{
    return reg->n_pers;
}

const bot_personality_t *bot_registry_personality_get(const bot_registry_t *reg, int i)
{
    return i >= 0 && i < reg->n_pers ? &reg->pers[i].pub : NULL;
}

const bot_personality_t *bot_registry_personality_find(const bot_registry_t *reg, const char *name)
{
    for (int i = 0; i < reg->n_pers; i++)
        if (same_word(reg->pers[i].name, name))
            return &reg->pers[i].pub;
    return NULL;
}

int bot_registry_pick_mix(const bot_registry_t *reg, uint64_t seed, int n, bot_spec_t *out, char *err,
                          size_t errlen)
{
    int pool[REG_MAX_PERSONALITIES], m = 0;
    for (int i = 0; i < reg->n_pers; i++) {
        const bot_strategy_t *s = bot_registry_find(reg, reg->pers[i].strategy);
        if (s && !s->hidden)
            pool[m++] = i;
    }
    if (m == 0 || n < 1) {
        snprintf(err, errlen, n < 1 ? "a mix needs at least one seat" : "no personality to pick from");
        return -1;
    }
    rng_t r;
    rng_init(&r, seed, (uint64_t)RNG_STREAM_BOT_BASE - 1);
    for (int k = 0; k < n; k++) {
        /* a partial shuffle of the pool, started again once every personality has a seat */
        int i = k % m, j = i + (int)rng_below(&r, (uint32_t)(m - i));
        int t = pool[i];
        pool[i] = pool[j];
        pool[j] = t;
        const bot_personality_t *p = &reg->pers[pool[i]].pub;
        char e[256];
        if (bot_spec_parse(reg, p->name, &out[k], e, sizeof e) != 0) {
            snprintf(err, errlen, "%s", e);
            return -1;
        }
    }
    return n;
}
