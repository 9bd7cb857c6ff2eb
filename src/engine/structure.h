/* structure.h — a tournament structure: blind levels (by minutes or by hands) and breaks, the
 * starting stack, the chip set, rebuys and the add-on, payouts and table size. Loaded from JSON
 * files in levels/ (structure_load) and validated field by field; the engine only reads it.
 * Money is integer cents, percentages basis points (1% = 100): no floating point in the rules. */
#ifndef FELT_STRUCTURE_H
#define FELT_STRUCTURE_H

#include <stddef.h>
#include <stdint.h>

enum {
    STRUCT_MAX_LEVELS = 64,
    STRUCT_MAX_CHIPS = 10,
    STRUCT_MAX_PLACES = 10,
    STRUCT_MAX_PAYOUT_TIERS = 10,
    STRUCT_MAX_REMOVE = 4,
    STRUCT_NAME_LEN = 64,
    STRUCT_TEXT_LEN = 256
};

typedef struct level {
    int is_break;       /* a break: no hands are played; blinds fields are 0 */
    int64_t small_blind;
    int64_t big_blind;
    int64_t ante;       /* per player, 0 = none */
    int minutes;        /* length in minutes, 0 if the level is measured in hands */
    int hands;          /* length in hands, 0 if measured in minutes */
    /* Chip denominations taken out of play when this level starts (colour-up + chip race,
     * rule R34), in the order given. Empty for most levels. */
    int n_remove;
    int64_t remove_chips[STRUCT_MAX_REMOVE];
} level_t;

typedef struct chip_denom {
    int64_t value;
    char name[16];      /* colour name, e.g. "white" */
    uint32_t rgb;       /* 0xRRGGBB for the table */
} chip_denom_t;

/* Prize split for a field of min_players..max_players entrants: percent_bp[i] for place i+1. */
typedef struct payout_tier {
    int min_players;
    int max_players;
    int n_places;
    int percent_bp[STRUCT_MAX_PLACES]; /* sums to 10000 */
} payout_tier_t;

typedef struct structure {
    char name[STRUCT_NAME_LEN];        /* "Home freeze-out" */
    char description[STRUCT_TEXT_LEN];
    int table_size;                    /* seats at the table, 2..10 */
    int64_t starting_stack;
    int n_levels;                      /* playing levels and breaks, in order */
    level_t levels[STRUCT_MAX_LEVELS];
    int n_chips;                       /* ascending values */
    chip_denom_t chips[STRUCT_MAX_CHIPS];

    /* Money, for prizes and the hand-history header: integer cents. */
    char currency[4];                  /* "USD"; empty = play money */
    int64_t buy_in;                    /* into the prize pool */
    int64_t fee;                       /* to the house, not in the pool */

    /* Rebuys (R30). rebuy_last_level is a 1-based index counting playing levels only (breaks
     * excluded); a rebuy is allowed while the next hand's level <= rebuy_last_level. */
    int rebuy_enabled;
    int64_t rebuy_chips;
    int64_t rebuy_cost;                /* cents into the pool */
    int64_t rebuy_max_stack;           /* allowed at stack <= this (0 = only when busted) */
    int rebuy_last_level;
    int rebuy_limit;                   /* rebuys per player, 0 = no limit */

    /* Add-on (R31): once, at the end of the rebuy period, to every player with chips. */
    int addon_enabled;
    int64_t addon_chips;
    int64_t addon_cost;

    int n_payout_tiers;
    payout_tier_t payouts[STRUCT_MAX_PAYOUT_TIERS];
} structure_t;

/* ---- multi-table tournaments (R38-R40): the optional "mtt" object of a structure file ---- */

enum { STRUCT_MTT_MAX_TIERS = 16, STRUCT_MTT_MAX_BANDS = 48 };

/* Places first..last (1-based) each get percent_bp of the prize pool. */
typedef struct mtt_band {
    int first, last;
    int percent_bp;
} mtt_band_t;

/* The payout ladder for fields of min_players..max_players: bands from place 1 down, contiguous,
 * each place's share no larger than the place above, adding up to 100%. */
typedef struct mtt_tier {
    int min_players, max_players;
    int n_places;
    int n_bands;
    mtt_band_t bands[STRUCT_MTT_MAX_BANDS];
} mtt_tier_t;

typedef struct structure_mtt {
    int present;               /* the file has an "mtt" object */
    int hand_base_seconds;     /* R40: a hand lasts base + action_seconds x actions; 20 */
    int action_seconds;        /* 6 */
    int full_hand_seconds;     /* a level of n hands lasts n x this; 0 = base + action x 2 x
                                  table_size (two actions a seat at a full table) */
    int hand_for_hand_margin;  /* R38: hand-for-hand from places paid + this; 1 */
    int final_table_next_level;/* R39: the final table starts at the next level; 0 */
    int n_tiers;               /* 0: the structure's own payouts (one table's fields only) */
    mtt_tier_t tiers[STRUCT_MTT_MAX_TIERS];
} structure_mtt_t;

/* Read the "mtt" object of a structure file's text (the rest is structure_load's): defaults
 * when there is none. Returns 0, or -1 with a message naming the file, line, path and value
 * (out untouched). structure_load checks the same object, so a file either loads whole or not. */
int structure_load_mtt(const char *name, const char *text, size_t len, structure_mtt_t *out, char *err,
                       size_t errlen);
int structure_load_mtt_file(const char *path, structure_mtt_t *out, char *err, size_t errlen);
/* Defaults (no "mtt" object): 20 s + 6 s an action, margin 1, the structure's own payouts. */
void structure_mtt_default(structure_mtt_t *out);
/* The tier for a field of n players, or NULL. */
const mtt_tier_t *structure_mtt_tier_for(const structure_mtt_t *m, int n_players);
/* The share of place (1-based) in basis points; 0 past the places paid. */
int structure_mtt_place_bp(const mtt_tier_t *t, int place);

/* Parse and validate a structure from JSON text (not NUL-terminated necessarily: len bytes).
 * `name` is the file name used in messages. On success fills *out and returns 0. On failure
 * returns -1, leaves *out untouched, and writes one message to err naming the file, line, JSON
 * path and bad value, e.g.
 *   levels/x.json:14: levels[3].big_blind: expected an integer >= small_blind (200), got 150 */
int structure_load(const char *name, const char *text, size_t len, structure_t *out, char *err,
                   size_t errlen);

/* Read a file and structure_load it. Messages as above (plus "cannot read FILE: reason"). */
int structure_load_file(const char *path, structure_t *out, char *err, size_t errlen);

/* The built-in structure used when none is given: a quick turbo with levels by hands. */
void structure_default(structure_t *out);

/* The house chip set for a structure without one: 1/5/25/100/500/1000/5000/25000 in the classic
 * colours (white, red, green, black, purple, yellow, grey, pink). Returns the count. */
int structure_default_chips(chip_denom_t out[STRUCT_MAX_CHIPS]);
/* A chip set whose smallest chip is `smallest` (> 0): that chip (its colour from the house set,
 * blue when the house set has no such value), then every house chip above it that is a whole
 * number of it. How a scenario with only a smallest chip is given chips to stack: a bet of
 * 1,725 in 25s alone would stand 69 chips high. Returns the count. */
int structure_chips_from(int64_t smallest, chip_denom_t out[STRUCT_MAX_CHIPS]);

/* Playing level number (1-based, breaks excluded) of levels[index]; 0 for a break. */
int structure_level_number(const structure_t *s, int index);

/* The payout tier for a field of n players, or NULL if none covers it. */
const payout_tier_t *structure_payout_for(const structure_t *s, int n_players);

/* Smallest chip denomination in play at levels[index] (after the removals of that level and all
 * before it); 1 if the structure has no chip set. */
int64_t structure_smallest_chip(const structure_t *s, int index);

#endif
