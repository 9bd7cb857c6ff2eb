/* bot.h — the bot interface. A strategy is a name and three functions (create, decide, destroy);
 * decide sees only the seat's read-only view and the bot's own random stream and answers with a
 * command and a one-line reason a person can read. Built-in strategies and external ones loaded
 * from shared libraries (dlopen) live in one registry. A bot_t wraps one instance: it checks
 * every answer against the legal actions and folds (checks when free) an illegal one, so a bot
 * can never stop a tournament. Bots never see the engine. */
#ifndef FELT_BOT_H
#define FELT_BOT_H

#include <stddef.h>
#include <stdint.h>

#include "engine/engine.h"
#include "engine/rng.h"
#include "engine/structure.h"

/* Bump BOT_API_VERSION whenever bot_strategy_t, bot_setup_t or bot_plugin_t change; a plugin
 * also records the sizes of the engine types it was compiled against, so a library built
 * against other headers is refused rather than misread. */
enum { BOT_API_VERSION = 2, BOT_REASON_LEN = 160, BOT_LABEL_LEN = 48 };

typedef enum bot_level {
    BOT_LEVEL_DEFAULT, /* the strategy's own default */
    BOT_LEVEL_EASY,
    BOT_LEVEL_MEDIUM,
    BOT_LEVEL_HARD,
    BOT_LEVEL_COUNT
} bot_level_t;

/* The field of a multi-table tournament, as the bot's view reaches it (view_t.field; NULL at a
 * single table). Read-only, owned by the tournament layer; valid during the decide call only.
 * Stacks and payouts are refreshed at least once a minute of tournament time (docs/rules.md R40),
 * as a player in a real room learns the counts: between refreshes a stack may be a hand old. */
typedef struct bot_field {
    int n_entrants;           /* the field at the start */
    int n_left;               /* players left in the tournament */
    const int64_t *stacks;    /* [n_left] every stack left, largest first (this player's included) */
    int64_t stacks_sum;       /* the sum of stacks[] when the field was counted (0: not given) */
    int n_paid;               /* places paid */
    const int64_t *payouts;   /* [n_paid] prize per place in cents: payouts[0] for 1st */
    int my_place;             /* place of this player's stack among stacks: 1 = the biggest */
    int n_tables;             /* tables in play */
    int hand_for_hand;        /* 1 while the bubble is played hand-for-hand (R38) */
    const struct icm_table *icm; /* the stacks' exponentials for the bots' field ICM (ai/icm.h),
                                  * built with them near the money (bot_field_wants_icm), or NULL */
} bot_field_t;

/* 1 when the bots price the field's ICM (near the money and after), so the tournament builds
 * bot_field_t.icm with the stacks. */
int bot_field_wants_icm(const bot_field_t *f);

/* What a strategy is told when an instance is created. */
typedef struct bot_setup {
    int level;                    /* BOT_LEVEL_EASY..HARD (never DEFAULT once created) */
    int seat;                     /* 0-based seat the bot plays */
    int player_id;                /* stable id of the player (its rng stream is derived from it) */
    uint64_t seed;                /* the tournament seed */
    const structure_t *structure; /* payouts, rebuys, add-on; valid until destroy; never NULL */
    const void *data;             /* the strategy's own data pointer (bot_strategy_t.data) */
} bot_setup_t;

typedef struct bot_strategy {
    const char *name;        /* registry key: lowercase letters, digits, '-' or '_' ("tag") */
    const char *style;       /* a few words for people: "tight-aggressive" */
    unsigned levels;         /* accepted levels: bit (1u << BOT_LEVEL_x); 0 = has no levels */
    int default_level;       /* BOT_LEVEL_x used when none is asked for */
    int hidden;              /* 1: not offered as an opponent by default (tests only) */
    /* Make an instance; NULL on failure. `setup` is only valid during the call (copy it). */
    void *(*create)(const bot_setup_t *setup);
    /* Decide for the view's seat. Called when v->seat == v->to_act during a hand, and between
     * hands when the seat has an open rebuy or add-on offer (v->rebuy_offer, v->addon_offer,
     * v->must_decide). Return the command (CMD_NONE between hands = let an optional offer
     * pass) and write a one-line reason into reason[0..reason_len). `rng` is the bot's own
     * stream; the view and the rng are the only inputs, so a bot is deterministic. */
    cmd_t (*decide)(void *self, const view_t *v, rng_t *rng, char *reason, size_t reason_len);
    void (*destroy)(void *self);
    /* Anything the strategy wants handed to create (as setup->data); NULL if none. One create
     * function can serve many strategies this way (the styles loaded from profile files). */
    const void *data;
} bot_strategy_t;

/* ---- external strategies ------------------------------------------------------------------- */

/* A plugin library exports `const bot_plugin_t *felt_bot_plugin(void)`; BOT_PLUGIN_DEFINE
 * writes it. api_version is the first field and never moves, so any library can be asked. */
typedef struct bot_plugin {
    uint32_t api_version;
    uint32_t sizeof_view, sizeof_cmd, sizeof_setup, sizeof_strategy, sizeof_structure;
    int n_strategies;
    const bot_strategy_t *strategies;
} bot_plugin_t;

#define BOT_PLUGIN_SYMBOL "felt_bot_plugin"
#define BOT_PLUGIN_DEFINE(array)                                                              \
    const bot_plugin_t *felt_bot_plugin(void);                                                \
    const bot_plugin_t *felt_bot_plugin(void)                                                 \
    {                                                                                         \
        static const bot_plugin_t plugin_ = {                                                 \
            BOT_API_VERSION,          (uint32_t)sizeof(view_t),        (uint32_t)sizeof(cmd_t), \
            (uint32_t)sizeof(bot_setup_t), (uint32_t)sizeof(bot_strategy_t),                  \
            (uint32_t)sizeof(structure_t), (int)(sizeof(array) / sizeof((array)[0])), array};  \
        return &plugin_;                                                                      \
    }

/* ---- the registry -------------------------------------------------------------------------- */

typedef struct bot_registry bot_registry_t;

/* A registry holding the built-in strategies: the styles (station, rock, tag, lag, maniac, fish,
 * weak-tight, from their compiled-in profiles), and the hidden test opponents random, allin,
 * caller and reference (docs/bots.md). Caller owns it; NULL if out of memory. */
bot_registry_t *bot_registry_create(void);
/* Free the registry and close its libraries. Bots created from it must be destroyed first. */
void bot_registry_destroy(bot_registry_t *reg);

/* Add a strategy (not copied: it must outlive the registry). Returns 0, or -1 with a message
 * if the name is taken, malformed or a function is missing. */
int bot_registry_add(bot_registry_t *reg, const bot_strategy_t *s, const char *origin, char *err,
                     size_t errlen);
/* Load one plugin library. Returns the number of strategies added (>= 1), or -1 with a message
 * naming the file: cannot open, no felt_bot_plugin symbol, wrong interface version (with both
 * numbers), types of another size, or a bad strategy. Nothing is added on failure. */
int bot_registry_load(bot_registry_t *reg, const char *path, char *err, size_t errlen);
/* Load every "*.so" file of dir, in name order. Returns the number of strategies added, or -1 if
 * the directory cannot be read. Each library that fails is skipped and its message appended to
 * err (one line each); err is "" when all loaded. */
int bot_registry_load_dir(bot_registry_t *reg, const char *dir, char *err, size_t errlen);

int bot_registry_count(const bot_registry_t *reg);
const bot_strategy_t *bot_registry_get(const bot_registry_t *reg, int i);
/* "built-in" or the library path. */
const char *bot_registry_origin(const bot_registry_t *reg, int i);
/* Strategy by exact name, or NULL. */
const bot_strategy_t *bot_registry_find(const bot_registry_t *reg, const char *name);

/* ---- specs and personalities ---------------------------------------------------------------- */

/* "tag:hard", "rock", "station:easy", or a personality name ("rita", any case). */
typedef struct bot_spec {
    const bot_strategy_t *strategy;
    int level;                   /* resolved: never BOT_LEVEL_DEFAULT for a levelled strategy */
    char label[BOT_LABEL_LEN];   /* canonical text: "tag:hard", "rock:medium", "Rita" */
} bot_spec_t;

/* Parse a spec against the registry. Returns 0, or -1 with a message (unknown strategy, with the
 * known names; unknown level; a level the strategy does not have) and *out untouched. */
int bot_spec_parse(const bot_registry_t *reg, const char *text, bot_spec_t *out, char *err,
                   size_t errlen);
/* "easy", "medium", "hard" ("default" for 0). */
const char *bot_level_name(int level);

/* A named opponent: a name, a style, a level and a line about how it plays. */
typedef struct bot_personality {
    const char *name;        /* "Rita" */
    const char *strategy;    /* registry name: "tag" */
    int level;               /* BOT_LEVEL_HARD */
    const char *description; /* "Rita plays by the book and reads the table: ..." */
} bot_personality_t;

/* The built-in personalities (the registry starts with them; profile files can replace them). */
int bot_personality_count(void);
const bot_personality_t *bot_personality_get(int i);
/* By name, any case; NULL if none. */
const bot_personality_t *bot_personality_find(const char *name);

/* The registry's personalities: the built-in ones, as replaced or added by the profiles loaded
 * (bot_registry_load_profiles in bot_profile.h). Pointers stay valid until the profile of their
 * style is replaced or the registry is destroyed. */
int bot_registry_personality_count(const bot_registry_t *reg);
const bot_personality_t *bot_registry_personality_get(const bot_registry_t *reg, int i);
const bot_personality_t *bot_registry_personality_find(const bot_registry_t *reg, const char *name);

/* A table's worth of opponents for a tournament: n specs (n >= 1) of the registry's
 * personalities whose strategy is registered and not hidden, picked without repeats while they
 * last, from the tournament seed alone (the stream RNG_STREAM_BOT_BASE - 1, which no player
 * uses): the same seed gives the same mix. Returns n, or -1 with a message if there is no
 * personality to pick. */
int bot_registry_pick_mix(const bot_registry_t *reg, uint64_t seed, int n, bot_spec_t *out, char *err,
                          size_t errlen);
/* "Rita — tight-aggressive, hard" into buf (needs the registry for the style words). Returns
 * the length snprintf would write. */
int bot_personality_describe(const bot_registry_t *reg, const bot_personality_t *p, char *buf,
                             size_t len);

/* ---- instances ----------------------------------------------------------------------------- */

typedef struct bot bot_t;

/* Create an instance of spec for a seat: its rng stream is (setup->seed, RNG_STREAM_BOT_BASE +
 * setup->player_id); setup->level is taken from the spec and a NULL structure means the built-in
 * default. Caller owns the result; NULL with a message if the strategy's create fails. */
bot_t *bot_create(const bot_spec_t *spec, const bot_setup_t *setup, char *err, size_t errlen);
void bot_destroy(bot_t *b);
const char *bot_label(const bot_t *b);

typedef enum bot_verdict {
    BOT_OK,       /* the strategy's answer is legal and is returned as it was */
    BOT_REPLACED  /* it was illegal: replaced by check / fold / decline; reason says why */
} bot_verdict_t;

/* Ask the bot for the seat of view v. *out gets a command that is legal in v (CMD_NONE when the
 * seat has nothing to decide, or lets an optional offer pass) and reason one line of text
 * (control characters removed). An illegal answer is replaced by a check if checking is free,
 * else a fold (between hands: decline if the decision is compulsory, else nothing), and the
 * reason then starts with the bot's label and names the refused command. */
bot_verdict_t bot_decide(bot_t *b, const view_t *v, cmd_t *out, char *reason, size_t reason_len);
/* Number of illegal answers replaced so far. */
int bot_illegal_count(const bot_t *b);

/* Is c legal for the seat of view v? 1 if so; else 0 and a short reason in why ("raise to 50 is
 * below the minimum raise to 100"). Between hands, CMD_NONE is legal unless must_decide. */
int bot_cmd_legal(const view_t *v, cmd_t c, char *why, size_t whylen);

#endif
