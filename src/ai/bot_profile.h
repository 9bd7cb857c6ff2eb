/* bot_profile.h — styles and personalities as data: a JSON profile (assets/bots/NAME.json) names a
 * style, gives the numbers of its brain (ai_profile_t) and lists its named personalities. Files
 * are validated field by field with messages that name the file, line, JSON path and value; the
 * built-in profiles are compiled in (ai_styles.c) so bots work without the data directory. */
#ifndef FELT_BOT_PROFILE_H
#define FELT_BOT_PROFILE_H

#include <stddef.h>
#include <stdint.h>

#include "ai/ai_play.h"
#include "ai/bot.h"

enum {
    BOT_PROFILE_NAME_LEN = 25,    /* registry key: 1-24 of a-z, 0-9, '-', '_' */
    BOT_PROFILE_STYLE_LEN = 48,   /* a few words: "loose-passive fish" */
    BOT_PROFILE_DESC_LEN = 200,   /* one or two sentences for people */
    BOT_PROFILE_MAX_PERSONALITIES = 8,
    BOT_PERSONALITY_NAME_LEN = 24 /* "Rita": a letter, then letters, digits, ' ', '-' */
};

typedef struct bot_profile_personality {
    char name[BOT_PERSONALITY_NAME_LEN];
    int level; /* BOT_LEVEL_EASY..HARD */
    char description[BOT_PROFILE_DESC_LEN];
} bot_profile_personality_t;

typedef struct bot_profile {
    char name[BOT_PROFILE_NAME_LEN];
    char style[BOT_PROFILE_STYLE_LEN];
    char description[BOT_PROFILE_DESC_LEN];
    int default_level;    /* BOT_LEVEL_EASY..HARD; "medium" when the file leaves it out */
    ai_profile_t play;    /* play.style points at this struct's style[] after a copy: see
                             bot_profile_fix */
    int n_personalities;
    bot_profile_personality_t personalities[BOT_PROFILE_MAX_PERSONALITIES];
} bot_profile_t;

/* Point p->play.style at p->style (after the struct was copied). */
void bot_profile_fix(bot_profile_t *p);

/* Parse a profile from text[0..len) (`file` names it in messages). Returns 0 and fills *out, or
 * -1 with a message "FILE:LINE: json.path: expected ..., got VALUE" (or "FILE:LINE:COL: syntax
 * error near ...") and *out untouched. Every field of "play" is required and range-checked;
 * unknown keys are refused by name, so a misspelt field is never silently ignored. "levels" (easy,
 * medium, hard: ai_level_t) is optional, and so is each level and each of its fields: what a file
 * leaves out keeps the standard level's value (AI_LEVELS_STANDARD). */
int bot_profile_parse(const char *text, size_t len, const char *file, bot_profile_t *out, char *err,
                      size_t errlen);
/* Read and parse a file. Same results; a file that cannot be read is named with its reason. */
int bot_profile_load_file(const char *path, bot_profile_t *out, char *err, size_t errlen);

/* Add the style of profile p to the registry (the brain plays it at every level; data = a copy
 * of p the registry owns), with its personalities. A profile with the name of a style already
 * there replaces its numbers, texts and (when it lists any) personalities: that is how an edited
 * copy of a built-in profile takes over. Returns 0, or -1 with a message naming `origin`: the
 * name is taken by a plugin strategy or a personality, a personality name is taken, or the
 * registry is full. Nothing changes on failure, except that a failed replacement may leave the
 * style's old personalities removed. */
int bot_registry_add_profile(bot_registry_t *reg, const bot_profile_t *p, const char *origin, char *err,
                             size_t errlen);
/* Load every "*.json" of dir (assets/bots) in name order with bot_profile_load_file and add it.
 * Returns the number of profiles added, or -1 if the directory cannot be read. A file that fails
 * is skipped and its message appended to err (one line each); err is "" when all loaded. */
int bot_registry_load_profiles(bot_registry_t *reg, const char *dir, char *err, size_t errlen);

/* The built-in profiles (station, rock, tag, lag, maniac, fish, weak-tight), as in assets/bots. */
int bot_profile_builtin_count(void);
const bot_profile_t *bot_profile_builtin(int i);

#endif
