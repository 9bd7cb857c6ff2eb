/* evsound.c — the sound an event makes (see evsound.h). */
#include "app/evsound.h"

#include "render/sfx.h"

int evsound_for(const ev_t *ev, int hero, int moving)
{
    switch (ev->type) {
    case EV_BUTTON_DRAW:
    case EV_HOLE_CARDS:
    case EV_STREET:
        return SFX_DEAL;
    case EV_POST:
    case EV_REBUY:
    case EV_ADDON:
        return SFX_CHIPS;
    case EV_ACTION:
        if (ev->u.act.action == CMD_FOLD)
            return SFX_FOLD;
        if (ev->u.act.action == CMD_CHECK)
            return SFX_CHECK;
        return (ev->u.act.flags & ACT_ALL_IN) ? SFX_ALLIN : SFX_CHIPS;
    case EV_COLLECT:
        return moving ? SFX_CHIPS : -1;
    case EV_POT:
        return hero >= 0 && (ev->u.pot.winners & (1u << hero)) ? SFX_WIN : SFX_CHIPS;
    case EV_LEVEL:
        return !ev->u.lv.is_break && ev->hand_no > 0 ? SFX_LEVEL : -1;
    case EV_TOURNAMENT_END:
        return SFX_WIN;
    default:
        return -1;
    }
}
