/* hh.h — PokerStars-format tournament hand histories, written from the event stream alone: the
 * writer never sees the engine, only the events a viewer would, plus a small configuration
 * (names, ids, money, hero, clock). Deterministic: no clock reads, no time zone of the machine,
 * no randomness; the same events and configuration give the same bytes. */
#ifndef FELT_HH_H
#define FELT_HH_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "engine/engine.h"
#include "engine/structure.h"

typedef struct hh_writer hh_writer_t;

/* Where finished hands go: text is one whole hand (with its trailing blank lines), not
 * NUL-terminated. Return 0, or -1 to report a failed write (hh_destroy returns it). */
typedef int (*hh_sink_fn)(void *ctx, const char *text, size_t len);

/* Zeroed means defaults: nine seats named "Seat N", tournament #1 on table 1, a freeroll
 * without prizes, no hero, hands from 2026/01/01 20:00:00 ET two minutes apart (a hand whose
 * EV_HAND_START carries a wall_time is stamped with it), written to stdout. */
typedef struct hh_config {
    int n_seats;                      /* "9-max": 0 = structure->table_size, else 9 */
    char names[ENGINE_MAX_SEATS][ENGINE_NAME_LEN]; /* "" = "Seat N" (as the engine names them) */
    uint64_t tournament_id;           /* 0 = 1 */
    int table_number;                 /* Table '<tournament id> <n>': 0 = 1 */
    const structure_t *structure;     /* copied at create: currency, buy-in and fee for the
                                         header, rebuy cost, payouts for the champion's prize.
                                         NULL = freeroll without prizes */
    int hero;                         /* 1-based seat whose hole cards are dealt face up in the
                                         text ("Dealt to"); 0 = none (cards appear when shown) */
    int64_t start_time;               /* hand 1, seconds since 1970-01-01 00:00:00 UTC;
                                         0 = 1767315600 (2026/01/01 20:00:00 ET) */
    int seconds_per_hand;             /* hand k is stamped start + (k-1) * this; 0 = 120 */
    char tz_label[8];                 /* "" = "ET": US Eastern, daylight saving by the US rules
                                         of 2007 on; else a fixed utc_offset_minutes */
    int utc_offset_minutes;           /* with tz_label set: local = UTC + this */
    FILE *out;                        /* finished hands are fwrite here ... */
    int close_out;                    /* ... and hh_destroy fcloses it if this is set */
    hh_sink_fn sink;                  /* or given to sink(sink_ctx, ...) when out is NULL */
    void *sink_ctx;
    hh_sink_fn summary_sink;          /* the tournament summary (hh_summary), given once when the
                                         tournament ends; NULL = none */
    void *summary_ctx;
} hh_config_t;

/* Create a writer. cfg NULL = all defaults. Returns NULL and writes a message to err if the
 * configuration is impossible (table size, hero seat) or memory runs out. Caller owns the result
 * and destroys it with hh_destroy. */
hh_writer_t *hh_create(const hh_config_t *cfg, char *err, size_t errlen);

/* Feed every event, in the order engine_poll gave it (events of other kinds are ignored). Each
 * hand is written whole, in order, once nothing more can belong to it: at EV_HAND_END, or, when
 * somebody ran out of chips in it, once each of them is eliminated or has rebought (PokerStars
 * puts "finished the tournament in 3rd place" inside the hand, before its summary; the engine
 * sends it after EV_HAND_END, sometimes only after the next hand), and the tournament's last
 * hand at EV_TOURNAMENT_END. */
void hh_event(hh_writer_t *w, const ev_t *ev);
/* An event of the tournament before the writer joined it (a resumed game's earlier hands, already
 * in the file): it writes nothing, but counts for the tournament summary (the entrants, the
 * rebuys and add-ons, who played, each place and prize, the first hand's time), so a resumed
 * tournament still gets its summary when it ends. Give them in order, before any hh_event. */
void hh_absorb(hh_writer_t *w, const ev_t *ev);

/* A player sat down at `seat` (0-based) between hands of a multi-table tournament: the hands
 * from now on name them so (a name of "" = "Seat N"). Text already written keeps its names. */
void hh_set_name(hh_writer_t *w, int seat, const char *name);

/* Write every hand now, the open one as far as it goes (e.g. before closing a tournament
 * early); lines that would still have come are lost. Returns 0, or -1 if any write so far
 * failed or memory ran out. */
int hh_flush(hh_writer_t *w);

/* The writer's configuration as completed at create (defaults filled in; structure NULL). */
const hh_config_t *hh_get_config(const hh_writer_t *w);

/* Flush, close cfg.out if close_out was set, free. Returns 0, or -1 if any write failed (output
 * then is incomplete). NULL is allowed. */
int hh_destroy(hh_writer_t *w);

/* The finished tournament in PokerStars' "Tournament Summary" form: tournament, buy-in, players,
 * prize pool, start and finish times, every player's place and prize, and the hero's place.
 * *text is malloc'd (caller frees) and NUL-terminated; returns its length. 0 with *text NULL
 * before the tournament has a champion, when the writer was not fed from EV_TOURNAMENT_START
 * (a resumed game: the entries, rebuys and places before it are unknown) or when memory runs
 * out. */
size_t hh_summary(const hh_writer_t *w, char **text);

/* PokerStars' wording of a hand value: "a pair of Kings", "two pair, Aces and Eights", "a
 * straight, Ace to Five", "a full house, Kings full of Fours", "a Royal Flush", "high card Ace".
 * Returns the length snprintf would write; "" for an invalid value. */
int hh_describe(uint16_t value, char *buf, size_t len);

/* The money sign trackers read for a currency code in a PokerStars header ("$" for USD and
 * CAD, "€", "£", "₹", "¥"); "" for the others, whose amounts are then written as play money:
 * whole units without a sign or code ("1000+0"), the form trackers import for tournaments
 * without a PokerStars currency. */
const char *hh_currency_sign(const char *code);

/* The wall-clock text for a moment: "2026/01/15 20:30:00 ET" (hour not zero-padded, as
 * PokerStars writes it) in cfg's time zone. Returns the length snprintf would write. */
int hh_format_time(const hh_config_t *cfg, int64_t unix_seconds, char *buf, size_t len);

#endif
