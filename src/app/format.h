/* format.h — numbers as the screens write them: chips with their digits grouped, money in the
 * structure's currency, ordinals. No SDL, no state: the lowest room of src/app, so the game, the
 * screens and the replayer share it without reaching up to app.c. */
#ifndef FELT_FORMAT_H
#define FELT_FORMAT_H

#include <stddef.h>
#include <stdint.h>

#include "ai/bot.h"
#include "engine/structure.h"

/* Group digits as the player's language does: 1,450 / 1.450 / 1450 and 14.500 in Spanish (the one
 * number formatter of the screens; files keep text_group's 1,450). Returns buf. */
char *app_chips(int64_t v, char *buf, size_t len);
/* A number with `places` decimals as the player's language writes it: "12.5", "1,234.50"; German
 * and Spanish "12,5", "1.234,50" (the integer part grouped as app_chips). For M ratios, big blinds,
 * equity percentages, seconds and ICM values on screen; files keep the C locale's "12.5". */
char *app_decimal(double v, int places, char *buf, size_t len);
/* A percentage with `places` decimals: "12.5%"; German and Spanish "12,5 %" (a no-break space). */
char *app_percent(double pct, int places, char *buf, size_t len);
/* A whole number of chips typed by the player, with or without grouping signs ("1,445", "1.445",
 * "1445"); 0 when there are no digits (as atoll). */
int64_t app_parse_chips(const char *text);
/* strftime's format for a date on screen in the player's language, with the time or without. */
const char *app_date_format(int with_time);
/* Money in cents with the structure's currency as the player's language writes it: "$12.50",
 * "R1,000", "1,000 ZAR"; German and Spanish "12,50 $", "1.000 ZAR". */
char *app_money(const structure_t *st, int64_t cents, char *buf, size_t len);
/* Dollars in cents as the drills state prizes ("$12.50", "12,50 $" in German): app_money in USD. */
char *app_usd(int64_t cents, char *buf, size_t len);
/* A player's name as the screens show it: the engine's default "Seat N" for seat N (a scenario's
 * unnamed seats, a drill's table) in the player's language, "Platz N", "Asiento N"; any other
 * name as it is. Files and histories keep the engine's name. Returns buf. */
char *app_seat_words(const char *name, int seat, char *buf, size_t len);
const char *app_ordinal(int n); /* "st", "nd", "rd", "th" */
/* An action as the table model words it in English ("Raise to 1,200", "Big blind 20, all-in",
 * "Fold": the session stays English and deterministic) in the player's language. Returns buf. */
char *app_action_words(const char *en, char *buf, size_t len);
/* A hand's value in words, as hh_describe writes it in English ("a pair of Queens"), in the
 * player's language; "" for no value. Returns buf. */
char *app_hand_words(uint16_t value, char *buf, size_t len);
/* A bot level (bot_level_name: "easy", "medium", "hard") in the player's language. */
const char *app_level_words(int level);
/* A bot style's words or description (the built-in styles' English, ai_styles.c) in the player's
 * language; a style from a profile file keeps its own words. */
const char *app_style_words(const char *style);
/* The plate's tag for a strategy name: "TAG", "LAG", "Rock", "Fish"... in the player's language
 * (another name capitalised as it is). Returns buf. */
char *app_style_tag(const char *strategy, char *buf, size_t len);
/* "Rita — tight-aggressive, hard" (bot_personality_describe) in the player's language. Returns buf. */
char *app_personality_words(const bot_registry_t *reg, const bot_personality_t *p, char *buf, size_t len);
/* Why the engine refused a command (engine_reject_message) in the player's language. */
const char *app_reject_words(int reject);

#endif
