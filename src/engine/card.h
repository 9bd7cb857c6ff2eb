/* card.h — playing cards as small integers, with parsing and formatting ("As", "Td", "10h").
 * A card is rank * 4 + suit: rank 0 = deuce .. 12 = ace, suit clubs < diamonds < hearts < spades
 * (the suit order that breaks high-card draws, rule R2). No allocation, no global state. */
#ifndef FELT_CARD_H
#define FELT_CARD_H

#include <stddef.h>
#include <stdint.h>

typedef uint8_t card_t;

enum { CARD_COUNT = 52, CARD_RANKS = 13, CARD_SUITS = 4, CARD_NONE = 255 };
enum { SUIT_CLUBS = 0, SUIT_DIAMONDS = 1, SUIT_HEARTS = 2, SUIT_SPADES = 3 };
enum { RANK_2 = 0, RANK_3, RANK_4, RANK_5, RANK_6, RANK_7, RANK_8, RANK_9,
       RANK_T, RANK_J, RANK_Q, RANK_K, RANK_A };

static inline card_t card_make(int rank, int suit) { return (card_t)(rank * 4 + suit); }
static inline int card_rank(card_t c) { return c >> 2; }
static inline int card_suit(card_t c) { return c & 3; }
static inline int card_valid(card_t c) { return c < CARD_COUNT; }

/* Rank and suit characters: "23456789TJQKA", "cdhs". */
char card_rank_char(int rank);
char card_suit_char(int suit);
/* English names: "deuce".."ace" (singular), "deuces".."aces" (plural), "clubs".."spades". */
const char *card_rank_name(int rank);
const char *card_rank_plural(int rank);
const char *card_suit_name(int suit);

/* Parse one card at the start of s: rank (2-9, T/t, 10, J, Q, K, A, any case) then suit
 * (c, d, h, s, any case). On success stores the card in *out and returns the number of
 * characters read (2 or 3); on failure returns 0 and leaves *out untouched. */
int card_parse(const char *s, card_t *out);

/* Parse a list of cards such as "AhKd", "Ah Kd", "Ah,Kd" or "10h9h" into out[0..max).
 * Duplicates inside the list are an error. Returns the number of cards (>= 0), or -1 with a
 * message in err (e.g. "unknown card 'Xh' at position 3") and out unspecified. */
int card_parse_list(const char *s, card_t *out, int max, char *err, size_t errlen);

/* Write the two-character name ("As", "Td") and a terminating NUL into out[3]. Returns out. */
char *card_format(card_t c, char out[3]);

/* Bit i set for card i: a compact set of cards for duplicate checks and dead-card masks. */
typedef uint64_t card_mask_t;
static inline card_mask_t card_bit(card_t c) { return (card_mask_t)1 << c; }

#endif
