/* showdown.c — what a hand's end shows (see showdown.h). */
#include "app/showdown.h"

#include <string.h>

void showdown_new_hand(showdown_t *sd)
{
    sd->winners = 0;
    sd->win_text[0] = '\0';
    sd->win_value = 0;
    sd->hand_pot = 0;
    sd->n_pot_notes = 0;
}

void showdown_pot(showdown_t *sd, const evtext_who_t *w, const ev_t *ev)
{
    sd->winners |= ev->u.pot.winners;
    sd->hand_pot += evtext_pot_total(ev);
    if (sd->n_pot_notes < SHOWDOWN_POT_NOTES)
        evtext_pot_note(w, ev, sd->pot_note[sd->n_pot_notes++], sizeof sd->pot_note[0]);
    if (evtext_win_line(w, ev, sd->win_text, sizeof sd->win_text))
        sd->win_value = ev->u.pot.value;
}
