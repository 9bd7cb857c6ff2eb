/* bot.c — bot instances, the legality check that folds illegal answers, specs and named
 * personalities (see bot.h). Never lets a strategy's answer reach the engine unchecked. */
#include "ai/bot.h"

#include <ctype.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai_styles.h"

struct bot {
    const bot_strategy_t *strategy;
    void *self;
    rng_t rng;
    bot_setup_t setup;
    structure_t structure; /* owned copy: the setup points here */
    char label[BOT_LABEL_LEN];
    int illegal;
};

const char *bot_level_name(int level)
{
    switch (level) {
    case BOT_LEVEL_EASY: return "easy";
    case BOT_LEVEL_MEDIUM: return "medium";
    case BOT_LEVEL_HARD: return "hard";
    default: return "default";
    }
}

/* ---- personalities ------------------------------------------------------------------------- */

/* The built-in personalities: the fallback for the "personalities" of assets/bots (test_ai
 * checks that they agree). */
static const bot_personality_t personalities[] = {
    {"Cal", "station", BOT_LEVEL_MEDIUM, "Cal came for the company: he calls to see what you had."},
    {"Cora", "station", BOT_LEVEL_EASY, "Cora never believes a bet, and she is often right by accident."},
    {"Rocco", "rock", BOT_LEVEL_MEDIUM, "Rocco waits for aces, and when he bets he has them."},
    {"Ruth", "rock", BOT_LEVEL_HARD, "Ruth folds for an hour, then takes your stack with the one hand she plays."},
    {"Rita", "tag", BOT_LEVEL_HARD, "Rita plays by the book and reads the table: the strongest regular."},
    {"Theo", "tag", BOT_LEVEL_MEDIUM, "Theo knows his ranges and sticks to them."},
    {"Tess", "tag", BOT_LEVEL_EASY, "Tess plays good hands hard and misses what the table tells her."},
    {"Leo", "lag", BOT_LEVEL_HARD, "Leo plays many pots and makes you decide in all of them."},
    {"Lola", "lag", BOT_LEVEL_MEDIUM, "Lola bets when you check and raises when you bet."},
    {"Luke", "lag", BOT_LEVEL_EASY, "Luke loves a bluff a little more than he should."},
    {"Max", "maniac", BOT_LEVEL_HARD, "Max raises, re-raises and dares you to call: wait for a hand and let him hang himself."},
    {"Mia", "maniac", BOT_LEVEL_MEDIUM, "Mia never limps and never slows down."},
    {"Finn", "fish", BOT_LEVEL_EASY, "Finn is here for the flops: any two cards can win."},
    {"Fay", "fish", BOT_LEVEL_MEDIUM, "Fay calls a little too much and bets only when she has it."},
    {"Walt", "weak-tight", BOT_LEVEL_MEDIUM, "Walt is scared of every raise and folds more than he should."},
    {"Wendy", "weak-tight", BOT_LEVEL_HARD, "Wendy picks her spots with care, and lets go of everything else."},
};

int bot_personality_count(void)
{
    return (int)(sizeof personalities / sizeof personalities[0]);
}

const bot_personality_t *bot_personality_get(int i)
{
    return i >= 0 && i < bot_personality_count() ? &personalities[i] : NULL;
}

static int same_word(const char *a, const char *b)
{
    for (; *a && *b; a++, b++)
        if (tolower((unsigned char)*a) != tolower((unsigned char)*b))
            return 0;
    return *a == *b;
}

const bot_personality_t *bot_personality_find(const char *name)
{
    for (int i = 0; i < bot_personality_count(); i++)
        if (same_word(personalities[i].name, name))
            return &personalities[i];
    return NULL;
}

int bot_personality_describe(const bot_registry_t *reg, const bot_personality_t *p, char *buf, size_t len)
{
    const bot_strategy_t *s = reg ? bot_registry_find(reg, p->strategy) : NULL;
    const char *style = s ? s->style : p->strategy;
    if (s && s->levels == 0)
        return snprintf(buf, len, "%s \xe2\x80\x94 %s", p->name, style);
    return snprintf(buf, len, "%s \xe2\x80\x94 %s, %s", p->name, style, bot_level_name(p->level));
}

/* ---- specs --------------------------------------------------------------------------------- */

static int parse_level(const char *s)
{
    for (int l = BOT_LEVEL_EASY; l < BOT_LEVEL_COUNT; l++)
        if (same_word(s, bot_level_name(l)))
            return l;
    return -1;
}

int bot_spec_parse(const bot_registry_t *reg, const char *text, bot_spec_t *out, char *err, size_t errlen)
{
    bot_spec_t sp;
    memset(&sp, 0, sizeof sp);
    char name[64];
    const char *colon = strchr(text, ':');
    size_t n = colon ? (size_t)(colon - text) : strlen(text);
    if (n == 0 || n >= sizeof name) {
        snprintf(err, errlen, "'%s' is not a bot name", text);
        return -1;
    }
    memcpy(name, text, n);
    name[n] = '\0';
    int level = BOT_LEVEL_DEFAULT;
    if (colon) {
        level = parse_level(colon + 1);
        if (level < 0) {
            snprintf(err, errlen, "'%s': unknown level '%s' (easy, medium or hard)", text, colon + 1);
            return -1;
        }
    }
    for (char *c = name; *c; c++)
        *c = (char)tolower((unsigned char)*c);
    sp.strategy = bot_registry_find(reg, name);
    if (!sp.strategy) {
        const bot_personality_t *p = bot_registry_personality_find(reg, name);
        if (p && !colon) {
            sp.strategy = bot_registry_find(reg, p->strategy);
            if (!sp.strategy) {
                snprintf(err, errlen, "'%s': personality of the missing strategy '%s'", text, p->strategy);
                return -1;
            }
            sp.level = sp.strategy->levels ? p->level : BOT_LEVEL_DEFAULT;
            snprintf(sp.label, sizeof sp.label, "%s", p->name);
            *out = sp;
            return 0;
        }
        char known[512];
        size_t o = 0;
        known[0] = '\0';
        for (int i = 0; i < bot_registry_count(reg) && o + 1 < sizeof known; i++) {
            int w = snprintf(known + o, sizeof known - o, "%s%s", i ? ", " : "", bot_registry_get(reg, i)->name);
            if (w < 0)
                break;
            o += (size_t)w;
        }
        snprintf(err, errlen, "unknown bot '%s' (strategies: %s; or a personality such as Rita)", name, known);
        return -1;
    }
    const bot_strategy_t *s = sp.strategy;
    if (level == BOT_LEVEL_DEFAULT) {
        level = s->levels ? s->default_level : BOT_LEVEL_DEFAULT;
    } else if (!(s->levels & (1u << level))) {
        if (s->levels == 0)
            snprintf(err, errlen, "'%s': strategy '%s' has no levels", text, s->name);
        else
            snprintf(err, errlen, "'%s': strategy '%s' has no level '%s'", text, s->name, bot_level_name(level));
        return -1;
    }
    sp.level = level;
    if (s->levels)
        snprintf(sp.label, sizeof sp.label, "%s:%s", s->name, bot_level_name(level));
    else
        snprintf(sp.label, sizeof sp.label, "%s", s->name);
    *out = sp;
    return 0;
}

/* ---- legality ------------------------------------------------------------------------------ */

int bot_cmd_legal(const view_t *v, cmd_t c, char *why, size_t whylen)
{
    char tmp[8];
    if (!why || whylen == 0) {
        why = tmp;
        whylen = sizeof tmp;
    }
    why[0] = '\0';
    if (c.seat != v->seat && c.type != CMD_NONE) {
        snprintf(why, whylen, "it names seat %d, not its own seat %d", c.seat + 1, v->seat + 1);
        return 0;
    }
    if (v->phase != PHASE_HAND) {
        switch (c.type) {
        case CMD_NONE:
            if (v->must_decide) {
                snprintf(why, whylen, "a decision is compulsory now");
                return 0;
            }
            return 1;
        case CMD_REBUY:
            if (v->rebuy_offer)
                return 1;
            snprintf(why, whylen, "no rebuy is offered");
            return 0;
        case CMD_ADDON:
            if (v->addon_offer)
                return 1;
            snprintf(why, whylen, "no add-on is offered");
            return 0;
        case CMD_DECLINE:
            if (v->rebuy_offer || v->addon_offer || v->must_decide)
                return 1;
            snprintf(why, whylen, "there is nothing to decline");
            return 0;
        default:
            snprintf(why, whylen, "%s is not a between-hands answer", cmd_type_name(c.type));
            return 0;
        }
    }
    if (v->to_act != v->seat) {
        if (c.type == CMD_NONE)
            return 1;
        snprintf(why, whylen, "it is not this seat's turn");
        return 0;
    }
    const view_legal_t *L = &v->legal;
    switch (c.type) {
    case CMD_FOLD:
        if (L->can_fold)
            return 1;
        break;
    case CMD_CHECK:
        if (L->can_check)
            return 1;
        snprintf(why, whylen, "it cannot check: %" PRId64 " to call", L->call_amount);
        return 0;
    case CMD_CALL:
        if (L->can_call)
            return 1;
        snprintf(why, whylen, "there is nothing to call");
        return 0;
    case CMD_BET:
    case CMD_RAISE: {
        int can = c.type == CMD_BET ? L->can_bet : L->can_raise;
        const char *w = c.type == CMD_BET ? "bet" : "raise";
        if (!can) {
            snprintf(why, whylen, "it cannot %s now", w);
            return 0;
        }
        if (c.amount < L->min_to) {
            snprintf(why, whylen, "%s to %" PRId64 " is below the minimum %s to %" PRId64, w, c.amount, w,
                     L->min_to);
            return 0;
        }
        if (c.amount > L->max_to) {
            snprintf(why, whylen, "%s to %" PRId64 " is more than the stack allows (%" PRId64 ")", w, c.amount,
                     L->max_to);
            return 0;
        }
        if (c.amount != L->max_to && L->unit > 1 && c.amount % L->unit != 0) {
            snprintf(why, whylen, "%s to %" PRId64 " cannot be made from the chips in play (smallest %" PRId64 ")", w,
                     c.amount, L->unit);
            return 0;
        }
        return 1;
    }
    case CMD_ALLIN:
        if (L->can_allin)
            return 1;
        break;
    case CMD_NONE:
        snprintf(why, whylen, "it gave no answer on its turn");
        return 0;
    default:
        break;
    }
    if (!why[0])
        snprintf(why, whylen, "%s is not allowed now", cmd_type_name(c.type));
    return 0;
}

/* ---- instances ----------------------------------------------------------------------------- */

bot_t *bot_create(const bot_spec_t *spec, const bot_setup_t *setup, char *err, size_t errlen)
{
    bot_t *b = calloc(1, sizeof *b);
    if (!b) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    b->strategy = spec->strategy;
    b->setup = *setup;
    if (setup->structure)
        b->structure = *setup->structure;
    else
        structure_default(&b->structure);
    b->setup.structure = &b->structure;
    b->setup.level = spec->level ? spec->level : BOT_LEVEL_MEDIUM;
    b->setup.data = b->strategy->data;
    snprintf(b->label, sizeof b->label, "%s", spec->label);
    rng_init(&b->rng, setup->seed, (uint64_t)RNG_STREAM_BOT_BASE + (uint64_t)setup->player_id);
    b->self = b->strategy->create(&b->setup);
    if (!b->self) {
        snprintf(err, errlen, "bot '%s' could not be created", b->label);
        free(b);
        return NULL;
    }
    return b;
}

void bot_destroy(bot_t *b)
{
    if (!b)
        return;
    b->strategy->destroy(b->self);
    free(b);
}

const char *bot_label(const bot_t *b)
{
    return b->label;
}

int bot_illegal_count(const bot_t *b)
{
    return b->illegal;
}

/* One line of printable text: control characters become spaces, always NUL-terminated. */
static void clean_line(char *s, size_t len)
{
    if (len == 0)
        return;
    s[len - 1] = '\0';
    for (; *s; s++)
        if ((unsigned char)*s < 0x20 || *s == 0x7f)
            *s = ' ';
}

bot_verdict_t bot_decide(bot_t *b, const view_t *v, cmd_t *out, char *reason, size_t reason_len)
{
    char tmp[BOT_REASON_LEN];
    if (!reason || reason_len == 0) {
        reason = tmp;
        reason_len = sizeof tmp;
    }
    reason[0] = '\0';
    cmd_t none = {CMD_NONE, v->seat, 0};
    int hand_turn = v->phase == PHASE_HAND && v->to_act == v->seat;
    int offer = v->phase != PHASE_HAND && (v->rebuy_offer || v->addon_offer || v->must_decide);
    if (!hand_turn && !offer) {
        *out = none;
        snprintf(reason, reason_len, "nothing to decide");
        return BOT_OK;
    }
    cmd_t c = b->strategy->decide(b->self, v, &b->rng, reason, reason_len);
    clean_line(reason, reason_len);
    char why[128];
    if (bot_cmd_legal(v, c, why, sizeof why)) {
        c.seat = v->seat;
        *out = c;
        return BOT_OK;
    }
    b->illegal++;
    char said[64];
    if (c.type > CMD_NONE && c.type < CMD_COUNT)
        cmd_format(c, said, sizeof said);
    else
        snprintf(said, sizeof said, "command type %d", (int)c.type);
    cmd_t r = none;
    const char *did;
    if (hand_turn) {
        r.type = v->legal.can_check ? CMD_CHECK : CMD_FOLD;
        did = v->legal.can_check ? "checked" : "folded";
    } else {
        r.type = v->must_decide ? CMD_DECLINE : CMD_NONE;
        did = v->must_decide ? "declined" : "passed";
    }
    snprintf(reason, reason_len, "%s: illegal command '%s' (%s): %s instead", b->label, said, why, did);
    *out = r;
    return BOT_REPLACED;
}
