/* ledger.c — the orbit ledger (see ledger.h). */
#include "app/ledger.h"

#include <string.h>

void ledger_hand_start(ledger_t *l, const ev_t *ev)
{
    int bb = ev->u.hs.bb, sb = ev->u.hs.sb_pos;
    if (bb >= 0 && bb < ENGINE_MAX_SEATS && l->bb[bb])
        memset(l, 0, sizeof *l);
    if (bb >= 0 && bb < ENGINE_MAX_SEATS)
        l->bb[bb] = 1;
    if (ev->u.hs.sb_posted && sb >= 0 && sb < ENGINE_MAX_SEATS)
        l->sb[sb] = 1;
}
