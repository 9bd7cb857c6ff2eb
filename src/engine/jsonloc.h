/* jsonloc.h — where a value sits in raw JSON text: the line and column of a JSON path such as
 * levels[3].big_blind, for loaders built on cJSON (which keeps no positions). It only reads the
 * text it is given: no allocation, no state, never a read past len, whatever the bytes. */
#ifndef FELT_JSONLOC_H
#define FELT_JSONLOC_H

#include <stddef.h>

typedef enum jsonloc_status {
    JSONLOC_FOUND = 0, /* *out is the value at the path */
    JSONLOC_MISSING,   /* nothing at the path; *out is its nearest enclosing value that exists */
    JSONLOC_BAD_PATH,  /* the path is not in the syntax below; *out untouched */
    JSONLOC_BAD_TEXT,  /* the text stopped being JSON on the way there; *out untouched */
    JSONLOC_STATUS_COUNT
} jsonloc_status_t;

typedef struct jsonloc {
    size_t offset; /* byte offset of the value's first character in text */
    size_t length; /* bytes from there to the end of the value (a string includes its quotes) */
    int line;      /* 1-based */
    int column;    /* 1-based, in characters: a UTF-8 sequence counts once, a tab counts once */
} jsonloc_t;

/* Find the value at `path` in text[0..len). Path syntax: "" is the top-level value; a key is
 * written bare first and after a dot (rebuy.max_stack), an array index in brackets
 * (levels[3].big_blind, payouts[0].percent[2]), and a key holding '.', '[' or other odd
 * characters as a JSON string in brackets (a["b.c"]). Keys compare exactly, after JSON escapes
 * are decoded on both sides; when an object repeats a key the first one is found (as cJSON
 * does). A leading UTF-8 byte-order mark is skipped. Returns a jsonloc_status_t; fills *out on
 * FOUND and MISSING (for a missing key of an existing object, *out is that object). */
jsonloc_status_t jsonloc_find(const char *text, size_t len, const char *path, jsonloc_t *out);

/* A reader's memory of its last walk, so that reading a file's values in order costs a walk
 * from the nearest common container instead of one from the top for every value (a file of
 * thousands of records read value by value was quadratic). Zero it before the first use; it
 * belongs to one text. */
enum { JSONLOC_CACHE_PATH = 192, JSONLOC_CACHE_DEPTH = 16 };
typedef struct jsonloc_cache {
    const char *text;                     /* the text the offsets index, NULL: empty */
    char path[JSONLOC_CACHE_PATH];        /* the last path found */
    int depth;                            /* its segments */
    size_t seg_end[JSONLOC_CACHE_DEPTH];  /* where each segment ends in path */
    size_t value[JSONLOC_CACHE_DEPTH];    /* the offset of the value each segment leads to */
} jsonloc_cache_t;

/* jsonloc_find's offset and length of the value at `path` (no line or column), walking from
 * what `cache` remembers; only JSONLOC_FOUND fills them. Other statuses: ask jsonloc_find. */
jsonloc_status_t jsonloc_find_span(const char *text, size_t len, const char *path, jsonloc_cache_t *cache,
                                   size_t *offset, size_t *length);

/* Like jsonloc_find for the value of the nth (0-based) member named key[0..keylen) of the
 * object at `path`; the key is given decoded (as cJSON's item->string), so any bytes work.
 * For naming an unknown key whatever it holds, or the second copy of a repeated key. */
jsonloc_status_t jsonloc_find_key(const char *text, size_t len, const char *path,
                                  const char *key, size_t keylen, int nth, jsonloc_t *out);

/* Line and column (1-based, as in jsonloc_t) of byte `offset`; an offset past len gives the
 * position just after the last byte. Either output may be NULL. */
void jsonloc_position(const char *text, size_t len, size_t offset, int *line, int *column);

/* 1 if the text ends inside an unfinished string, array or object (a truncated file), else 0.
 * Lets a syntax error at the very end be reported as "end of file". */
int jsonloc_truncated(const char *text, size_t len);

/* What cJSON accepts but a loader must not: a NUL byte or \u0000 (cJSON cuts the string
 * there), invalid UTF-8, a byte-order mark after the first (two BOMs), a number with a leading
 * zero. Returns 0, or -1 with "NAME:LINE:COLUMN: syntax error: WHY" in err. */
int jsonloc_check_text(const char *name, const char *text, size_t len, char *err, size_t errlen);

/* "NAME:LINE:COLUMN: syntax error near 'C'" (or "near end of file" for a text that stops) for a
 * parse that failed at byte `at` (cJSON's error pointer), or, with parsed set, for text left
 * after a complete value. */
void jsonloc_syntax_error(const char *name, const char *text, size_t len, size_t at, int parsed, char *err,
                          size_t errlen);

#endif
