/* showdown.h — what a hand's end shows, kept from its pot events as they are shown: the seats that
 * won (their plates and cards are highlighted), the winner's line under the board, the hand's
 * value the highlight looks for, and the pot notes (scr_explain.c). Its words are evtext.c's. */
#ifndef FELT_SHOWDOWN_H
#define FELT_SHOWDOWN_H

#include <stdint.h>

#include "app/evtext.h"

enum { SHOWDOWN_POT_NOTES = 10 };

typedef struct showdown_notes {
    uint16_t winners;                  /* seats that won a pot this hand */
    char win_text[128];                /* "Rita wins with two pair, kings and nines" */
    uint16_t win_value;                /* the main pot's winning hand value, 0 */
    int64_t hand_pot;                  /* chips paid out this hand (for the biggest pot) */
    char pot_note[SHOWDOWN_POT_NOTES][EVTEXT_NOTE_LEN];
    int n_pot_notes;
} showdown_t;

/* A new hand: nothing won yet. */
void showdown_new_hand(showdown_t *sd);
/* EV_POT, its words from w: the winners, the chips, the pot's note and (the main pot) the line. */
void showdown_pot(showdown_t *sd, const evtext_who_t *w, const ev_t *ev);

#endif
