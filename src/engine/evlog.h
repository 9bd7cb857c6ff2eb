/* evlog.h — the event log as JSON lines: one JSON object per event or command, every field
 * named, seats 1-based (null for none), cards as "Ah", actions and kinds by name, fields always in
 * the same order. Pure formatting with snprintf: no allocation, no state, no cJSON. */
#ifndef FELT_EVLOG_H
#define FELT_EVLOG_H

#include <stddef.h>

#include "engine/engine.h"

/* Format ev as one JSON object (no trailing newline) into buf[0..len). Always NUL-terminates
 * when len > 0; the text is cut short if buf is too small. Returns the length of the whole
 * object (like snprintf): the output is complete iff the result is < len. EVLOG_MAX bytes always
 * suffice. Common fields first — "type", "hand", "seat", "amount" — then the
 * payload of that event type, e.g.
 *   {"type":"action","hand":3,"seat":4,"amount":60,"action":"raise","added":60,"to":60,...} */
int evlog_format(const ev_t *ev, char *buf, size_t len);

/* The same for a command: {"cmd":"raise","seat":3,"amount":60} (seat null for table commands).
 * Returns as evlog_format. */
int evlog_format_cmd(const cmd_t *c, char *buf, size_t len);

/* Short machine names used in the log: "ante"/"small_blind"/"big_blind", "preflop".."showdown",
 * "draw".."bb_next_player". "?" for a value out of range. */
const char *evlog_post_kind_name(post_kind_t k);
const char *evlog_street_name(street_t s);
const char *evlog_pos_reason_name(pos_reason_t r);

enum { EVLOG_MAX = 1024 };

#endif
