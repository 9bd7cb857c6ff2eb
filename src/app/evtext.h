/* evtext.h — the words for an event, written once: the hand log's lines, a showdown's pot note,
 * the winner's line under the board and the banners' titles. Pure text from an event and the
 * table model (names, who is in the hand); no drawing, no clock, no state of its own. */
#ifndef FELT_EVTEXT_H
#define FELT_EVTEXT_H

#include <stddef.h>
#include <stdint.h>

#include "session/table_model.h"

enum { EVTEXT_LEN = 120, EVTEXT_MAX_LINES = 3, EVTEXT_NOTE_LEN = 240 };

/* Who the words are about: the model gives the names; `you` is the seat spoken to in the second
 * person ("You win"), or -1 (hot-seat tables speak of everyone by name: "you" would mean
 * whoever is looking). */
typedef struct evtext_who {
    const tmodel_t *m;
    int you;
} evtext_who_t;

/* The hand log's lines for one event (none for most bookkeeping events): written into
 * out[0..max), returns how many. EV_HOLE_CARDS says only "You are dealt" to `you`. */
int evtext_log(const evtext_who_t *w, const ev_t *ev, char out[][EVTEXT_LEN], int max);

/* EV_POT: the chips the pot paid out (every winner's share and the odd chips). */
int64_t evtext_pot_total(const ev_t *ev);

/* EV_POT: "Side pot 1 (2,400): Ana and Ben eligible (Cleo all-in for less, R25) → Ben, a flush;
 * odd chip ... (R27)" into out[0..len). */
void evtext_pot_note(const evtext_who_t *w, const ev_t *ev, char *out, size_t len);

/* EV_POT of the main pot with a winner: the line shown under the board ("Rita wins with two
 * pair, kings and nines"); 0 and out untouched for other pots. */
int evtext_win_line(const evtext_who_t *w, const ev_t *ev, char *out, size_t len);

/* The banner an event raises (a level, a break, a colour-up, an elimination, the champion):
 * 1 with its title and sub-line, or 0. The first level's (hand 0) is only logged. */
int evtext_banner(const evtext_who_t *w, const ev_t *ev, char *title, size_t tlen, char *sub, size_t slen);

#endif
