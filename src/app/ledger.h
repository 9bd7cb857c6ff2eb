/* ledger.h — the orbit ledger the table explains itself with (scr_explain.c draws it as two tabs
 * on every seat): which blinds each seat has posted since the big blind last came round. Kept
 * from the hand starts as they are shown; nothing else writes it. */
#ifndef FELT_LEDGER_H
#define FELT_LEDGER_H

#include <stdint.h>

#include "engine/engine.h"

typedef struct ledger {
    uint8_t sb[ENGINE_MAX_SEATS], bb[ENGINE_MAX_SEATS];  /* posted this orbit */
} ledger_t;

/* EV_HAND_START: the blinds it posts; a big blind coming back to a seat that has paid it this
 * orbit starts a new orbit. */
void ledger_hand_start(ledger_t *l, const ev_t *ev);

#endif
