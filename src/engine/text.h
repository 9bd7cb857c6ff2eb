/* text.h — checks on text that comes from outside (names, descriptions, a front end's notes):
 * valid UTF-8 without control characters, so that nothing read from a file can inject a line
 * into a hand history, a save or a terminal. */
#ifndef FELT_TEXT_H
#define FELT_TEXT_H

#include <stddef.h>
#include <stdint.h>

/* Is s[0..n) well-formed UTF-8 (no overlong forms, no surrogates, nothing past U+10FFFF)? */
int text_utf8_valid(const char *s, size_t n);

/* Is s[0..n) valid UTF-8 with no control character (below U+0020, U+007F, U+0080..U+009F),
 * except '\n' when allow_newline? */
int text_printable(const char *s, size_t n, int allow_newline);

/* Read a whole file of at most max bytes into a malloc'd buffer with a NUL after its len bytes
 * (caller frees). On failure NULL and "cannot read PATH: REASON" in err, REASON being the
 * system's, "out of memory", or "larger than TOO_BIG" (too_big names the limit: "1 MiB"). The
 * one reader of every loader (structures, themes, saves, settings). */
char *text_read_file(const char *path, size_t max, const char *too_big, size_t *len, char *err, size_t errlen);

/* Digits grouped in threes with commas: "1,450", "-25,000". Writes at most len bytes (cut short,
 * never unterminated, when len is too small) and returns buf. The one number formatter of the
 * table model, the screens, the hand history and felt-cli. */
char *text_group(int64_t v, char *buf, size_t len);

/* CRC-32 of n bytes (IEEE 802.3, as zlib's crc32() computes it), so that anyone can check a
 * record from outside: the one checksum of the append-only journals (the multi-table
 * tournament's, the trainees'). */
uint32_t text_crc32(const void *s, size_t n);
/* How the journals close a line (n bytes, without its newline): "<payload> <8 lower-case hex
 * digits>", the payload's text_crc32. 1 with those digits' value in *want when the line ends so,
 * else 0 (*want 0). */
int text_crc_tail(const char *s, size_t n, uint32_t *want);

#endif
