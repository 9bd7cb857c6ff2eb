/* bot_registry.c — names to strategies: the built-ins plus strategies from plugin libraries
 * (dlopen). A library is checked before anything of it is used: the interface version first
 * (the one field that never moves), then the sizes of the types it was compiled against. */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai_baselines.h"
#include "ai/ai_styles.h"
#include "ai/bot.h"

enum { REG_MAX_STRATEGIES = 64, REG_MAX_LIBS = 32, REG_ORIGIN_LEN = 256 };

struct bot_registry {
    int n;
    const bot_strategy_t *s[REG_MAX_STRATEGIES];
    char origin[REG_MAX_STRATEGIES][REG_ORIGIN_LEN];
    int n_libs;
    void *libs[REG_MAX_LIBS];
};

bot_registry_t *bot_registry_create(void)
{
    bot_registry_t *r = calloc(1, sizeof *r);
    if (!r)
        return NULL;
    const bot_strategy_t *builtin[] = {&ai_strategy_random, &ai_strategy_station, &ai_strategy_rock,
                                       &ai_strategy_tag, &ai_strategy_lag,
                                       &ai_strategy_allin, &ai_strategy_caller, &ai_strategy_reference};
    char err[128];
    for (size_t i = 0; i < sizeof builtin / sizeof builtin[0]; i++)
        if (bot_registry_add(r, builtin[i], "built-in", err, sizeof err) != 0) {
            bot_registry_destroy(r);
            return NULL;
        }
    return r;
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
    if (bot_personality_find(s->name)) {
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
