/* format.h — numbers as the screens write them: chips with their digits grouped, money in the
 * structure's currency, ordinals. No SDL, no state: the lowest room of src/app, so the game, the
 * screens and the replayer share it without reaching up to app.c. */
#ifndef FELT_FORMAT_H
#define FELT_FORMAT_H

#include <stddef.h>
#include <stdint.h>

#include "engine/structure.h"

/* Group digits: 1,450 (text_group: the one number formatter). Returns buf. */
char *app_chips(int64_t v, char *buf, size_t len);
/* Money in cents with the structure's currency: "$12.50", "R1,000", "1,000 ZAR". */
char *app_money(const structure_t *st, int64_t cents, char *buf, size_t len);
const char *app_ordinal(int n); /* "st", "nd", "rd", "th" */
/* An action as the table model words it in English ("Raise to 1,200", "Big blind 20, all-in",
 * "Fold": the session stays English and deterministic) in the player's language. Returns buf. */
char *app_action_words(const char *en, char *buf, size_t len);
/* A hand's value in words, as hh_describe writes it in English ("a pair of Queens"), in the
 * player's language; "" for no value. Returns buf. */
char *app_hand_words(uint16_t value, char *buf, size_t len);
/* A bot level (bot_level_name: "easy", "medium", "hard") in the player's language. */
const char *app_level_words(int level);
/* Why the engine refused a command (engine_reject_message) in the player's language. */
const char *app_reject_words(int reject);

#endif
