/* jsonv.h — the one validating reader for Felt's JSON files (structures, scenarios, themes,
 * bot profiles, drills, settings, statistics). A loader keeps a jv_t for the file it reads and
 * asks it for typed values at JSON paths; every refusal is one message in the same shape,
 *     NAME:LINE: PATH: expected WHAT, got VALUE
 * with VALUE the text as written in the file (cut to 40 bytes), "nothing", "an object" or
 * "an array". Numbers are read from the raw text, never trusted as cJSON's doubles, so 1e3,
 * 1.0 and 9007199254740993 are what they say. Built on jsonloc (positions) and cJSON. */
#ifndef FELT_JSONV_H
#define FELT_JSONV_H

#include <stddef.h>
#include <stdint.h>

#include <cjson/cJSON.h>

#include "engine/jsonloc.h"

enum {
    JV_PATH_LEN = 160, /* a JSON path in messages: levels[3].big_blind */
    JV_SHOW_LEN = 64,  /* a shown value: at most 40 bytes of source text plus "..." */
    JV_EXPECT_LEN = 200
};

typedef struct jv {
    const char *file; /* the name used in messages */
    const char *text; /* the whole text, byte-order mark included: positions index it */
    size_t len;
    char *err;
    size_t errlen;
    jsonloc_cache_t walk; /* the last walk to a number: the next one starts near it */
    int keep_going;       /* jv_keep_going: the first message stays, later ones are counted */
    int bad;              /* refusals so far (every mode) */
} jv_t;

void jv_init(jv_t *v, const char *file, const char *text, size_t len, char *err, size_t errlen);
/* Read past a bad value: from now on err keeps the first message and later refusals only count
 * in v->bad, so a loader can take every good value beside a bad one (the settings file: one bad
 * value does not cost the player the others). Readers still return -1 for each bad value. */
void jv_keep_going(jv_t *v);

/* ---- the words of the messages ---------------------------------------------------------------
 * The toolkit's own message templates, by kind, with English defaults here. The engine never
 * translates; the app hands over its translations (gettext) with jv_set_messages at start-up and
 * whenever the language changes. A translation whose conversions (%s, %d, %zu, in any order
 * with n$) differ from the English template's is not used: its kind stays English. */
typedef enum jv_msg {
    JV_MSG_TOP_LEVEL,    /* "top level" (the path of the whole file) */
    JV_MSG_NOTHING,      /* "nothing" (a missing value, after "got") */
    JV_MSG_AN_OBJECT,    /* "an object" */
    JV_MSG_AN_ARRAY,     /* "an array" */
    JV_MSG_EXPECTED,     /* "expected %s, got %s" (what, value) */
    JV_MSG_INTEGER,      /* "expected an integer, got %s" */
    JV_MSG_INT_AT_MOST,  /* "expected an integer <= %s, got %s" (limit, value) */
    JV_MSG_FROM_TO,      /* "an integer from %d to %d" */
    JV_MSG_DECIMALS,     /* "expected %s with at most 2 decimals, got %s" */
    JV_MSG_AN_AMOUNT,    /* "an amount" */
    JV_MSG_AMOUNT_NONE,  /* "expected an amount >= 0 with at most 2 decimals, got nothing" */
    JV_MSG_AMOUNT_NEG,   /* "expected an amount >= 0, got %s" */
    JV_MSG_AMOUNT_MAX,   /* "expected an amount <= %s, got %s" */
    JV_MSG_STRING_MAX,   /* "expected a string of at most %zu bytes, got %s" */
    JV_MSG_STRING_SIZE,  /* "expected a string of 1 to %zu bytes, got %s" */
    JV_MSG_STRING,       /* "expected a string, got %s" */
    JV_MSG_ONE_LINE,     /* "expected a string on one line without control characters, got %s" */
    JV_MSG_OBJECT,       /* "expected an object, got %s" */
    JV_MSG_ARRAY,        /* "expected an array, got %s" */
    JV_MSG_KEY_ONCE,     /* "expected each key once, got %s again" */
    JV_MSG_KEY_AMONG,    /* "expected a key among %s, got unknown key %s" */
    JV_MSG_BOOL,         /* "expected true or false, got %s" */
    JV_MSG_OR,           /* " or " (the last two words of a list: "en", "de" or "es") */
    JV_MSG_COUNT
} jv_msg_t;

/* The template of a kind: the app's translation if one was given and fits, else English. */
const char *jv_msg(jv_msg_t kind);
/* The English template of a kind (what the app passes to gettext). */
const char *jv_msg_english(jv_msg_t kind);
/* Take translations: table[kind] for every kind (NULL: English). NULL table: English again.
 * Returns how many were refused for not matching the English conversions. */
int jv_set_messages(const char *const table[JV_MSG_COUNT]);
/* "NAME:LINE: PATH: " + the template of `kind` filled with the arguments (returns -1). */
int jv_fail_msg(jv_t *v, const char *path, jv_msg_t kind, ...);

/* Check the text (jsonloc_check_text) and parse one JSON value from it, nothing but whitespace
 * after it. 0 with *root (the caller deletes it), or -1 with "NAME:LINE:COLUMN: syntax error
 * near ..." in err. A leading byte-order mark is skipped. */
int jv_parse(jv_t *v, cJSON **root);
/* jv_parse, then the top level must be an object ("top level: expected an object, got ..."). */
int jv_parse_object(jv_t *v, cJSON **root);

/* ---- messages (all return -1) -------------------------------------------------------------- */

/* "NAME:LINE: PATH: " + the formatted rest; LINE is that of the value at path or, when it is
 * missing, of what encloses it; an empty path is said "top level". In jv_keep_going mode only the
 * first message is written; every call counts in v->bad. */
int jv_fail(jv_t *v, const char *path, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
int jv_fail_at(jv_t *v, int line, const char *path, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
/* The 1-based line of the value at path (missing: what encloses it; not found: 1). */
int jv_line(const jv_t *v, const char *path);

/* The value at path as a message shows it (see above); item is the parsed value (NULL =
 * "nothing"), used when the text cannot be matched to the path. Returns buf. */
const char *jv_show(const jv_t *v, const char *path, const cJSON *item, char *buf, size_t size);
/* A key as a JSON string, shortened like a value: "minuts". */
void jv_show_key(const char *key, char *buf, size_t size);

/* ---- paths --------------------------------------------------------------------------------- */

/* dst (JV_PATH_LEN) = parent.key, or parent["odd key"] for a key that is not an identifier. */
void jv_path_key(char *dst, const char *parent, const char *key);
/* dst (JV_PATH_LEN) = parent[i]. */
void jv_path_index(char *dst, const char *parent, int i);

/* ---- typed readers: 0, or -1 with the message; *out untouched on failure -------------------- */

/* The member key of obj, or NULL (keys compare exactly). */
const cJSON *jv_get(const cJSON *obj, const char *key);
/* Add a whole number to obj exactly, in its decimal digits: cJSON prints a double with 15
 * significant digits when that reads back within a relative epsilon, so 5555555555555339 came
 * out as 5.55555555555534e+15 and would not load again as an integer. NULL out of memory. */
cJSON *jv_add_int(cJSON *obj, const char *key, int64_t v);

/* An integer in [lo, hi]. `expect` says what is wanted ("an integer >= small_blind (200)") and
 * is used when the value is missing or below lo; above hi it is used too if hi_said, else the
 * message names hi. A non-integer is "expected an integer, got 1.5". */
int jv_int(jv_t *v, const cJSON *item, const char *path, int64_t lo, int64_t hi, int hi_said,
           const char *expect, int64_t *out);
/* A small count in [lo, hi], said as "an integer from lo to hi" unless expect is given. */
int jv_count(jv_t *v, const cJSON *item, const char *path, int lo, int hi, const char *expect, int *out);
/* A decimal with at most 2 places, given as a number (4.40) or a string ("4.40"), read from the
 * text exactly: the value in hundredths; `what` names it ("an amount"). Beyond int64_t it is
 * INT64_MAX or INT64_MIN, for the caller's range check to refuse. */
int jv_hundredths(jv_t *v, const cJSON *item, const char *path, const char *what, int64_t *out);
/* Money: an amount >= 0 and <= max_cents, at most 2 decimals, in cents. */
int jv_money(jv_t *v, const cJSON *item, const char *path, int64_t max_cents, int64_t *cents);
/* A string of at most size-1 bytes on one line without control characters; an empty (or
 * all-blank) one only if allow_empty. Copied into dst. */
int jv_string(jv_t *v, const cJSON *item, const char *path, char *dst, size_t size, int allow_empty);
/* true or false. */
int jv_bool(jv_t *v, const cJSON *item, const char *path, int *out);
/* One of names[0..n) as a string: *out is its index. */
int jv_enum(jv_t *v, const cJSON *item, const char *path, const char *const *names, int n, int *out);
int jv_object(jv_t *v, const cJSON *item, const char *path);
int jv_array(jv_t *v, const cJSON *item, const char *path);
/* Every key of obj must be one of keys[0..n) and appear once: a typo is an error naming the
 * key and the keys allowed, never a silently ignored setting. */
int jv_keys(jv_t *v, const cJSON *obj, const char *path, const char *const *keys, int n);

#endif
