/* table_notes.c — the table screen's notes of a game's hands (see table_ui.h), kept by watching
 * what the game shows (game_watch). */
#include "app/table_ui.h"

#include <stdlib.h>

#include "app/game_state.h"

static void on_shown(void *ctx, const game_t *g, const ev_t *ev)
{
    table_notes_t *n = ctx;
    switch (ev->type) {
    case EV_HAND_START:
        showdown_new_hand(&n->sd);
        ledger_hand_start(&n->ledger, ev);
        break;
    case EV_POT: {
        evtext_who_t w = game_who(g);
        showdown_pot(&n->sd, &w, ev);
        break;
    }
    default:
        break;
    }
}

int table_notes_watch(game_t *g)
{
    table_notes_t *n = calloc(1, sizeof *n);
    if (!n)
        return -1;
    return game_watch(g, on_shown, n, free);
}

table_notes_t *table_notes(const game_t *g)
{
    static table_notes_t blank;
    table_notes_t *n = game_watched(g, on_shown);
    return n ? n : &blank;
}
