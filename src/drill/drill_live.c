/* drill_live.c — posing a topic's question of an engine state that someone else brought about:
 * a live tournament (the shadow dealer, drill_from_engine) or an authored scenario (the drill
 * files). The answer is read from the engine and its events; the live engine is never changed
 * (its command log is replayed on a copy). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "drill/drill_internal.h"

static const char *const default_question[DRILL_TOPIC_COUNT] = {
    DN_("Place the button, the small blind (or none) and the big blind for this hand."),
    DN_("Play is heads-up now. Place the button, the small blind and the big blind."),
    DN_("Who acts first on this street?"),
    DN_("What is the smallest bet or raise-to allowed for the player to act?"),
    DN_("The action is back on a player who already acted. May that player re-raise?"),
    DN_("Build the pots, main pot first (amounts and eligible seats), award them and give back what nobody could match."),
    DN_("In what order do the players show, and who may muck when their turn comes?"),
    DN_("What place and prize does each player who busted on this hand get?"),
    DN_("What is each stack after the colour-up?"),
    "",
};

int drill_pose(const engine_t *e, const drill_hand_t *h, drill_topic_t t, drill_t *out)
{
    int s = engine_to_act(e);
    view_legal_t L;
    memset(&out->answer, 0, sizeof out->answer);
    out->answer.kind = drill_topic_kind(t);
    out->topic = t;
    out->ask_seat = -1;
    out->n_choices = 0;
    out->why[0] = '\0';
    /* (gettext's "" is the catalogue's header: the floor's empty question stays empty) */
    snprintf(out->question, sizeof out->question, "%s", default_question[t][0] ? D_(default_question[t]) : "");
    switch (t) {
    case DRILL_BUTTON:
    case DRILL_HEADS_UP:
        if (engine_phase(e) != PHASE_HAND || !h->started || h->n_actions > 0)
            return 0;
        if (t == DRILL_HEADS_UP && !h->hs.u.hs.heads_up)
            return 0;
        drill_positions_answer(&h->hs, &out->answer);
        {
            view_t v;
            engine_view(e, -1, &v);
            drill_positions_why(&h->hs, h, v.n_seats, h->rebuy_seat, h->n_rebuy, out->why, sizeof out->why);
        }
        snprintf(out->rule, sizeof out->rule, "%s",
                 h->hs.u.hs.heads_up ? "R4" : h->hs.u.hs.why_button == POSR_DRAW ? "R2" : "R3");
        return 1;
    case DRILL_FIRST_TO_ACT:
    case DRILL_MIN_RAISE:
    case DRILL_REOPEN:
        if (engine_phase(e) != PHASE_HAND || s < 0)
            return 0;
        engine_legal(e, s, &L);
        if (t == DRILL_FIRST_TO_ACT && h->n_street_actions != 0)
            return 0;
        if (t == DRILL_MIN_RAISE && (!(L.can_bet || L.can_raise) || L.min_to >= L.max_to))
            return 0;
        if (t == DRILL_REOPEN) {
            view_t v;
            engine_view(e, -1, &v);
            if (!h->acted[s] || h->current <= h->acted_at[s] || !L.can_call || v.seats[s].stack <= L.call_amount)
                return 0;
        }
        drill_pose_moment(e, h, t, s, out);
        return 1;
    case DRILL_SIDE_POTS:
        if (!h->ended || h->n_pots < 1)
            return 0;
        drill_pots_answer(h, &out->answer);
        drill_pots_why(h, out->why, sizeof out->why);
        snprintf(out->rule, sizeof out->rule, "R25");
        return 1;
    case DRILL_SHOWDOWN:
        if (!h->ended || h->allin_tabled || h->n_show < 2)
            return 0;
        drill_showdown_answer(h, out);
        return 1;
    case DRILL_ELIMINATIONS:
        if (h->n_elim < 1)
            return 0;
        drill_places_answer(h, out);
        return 1;
    default:
        return 0;
    }
}

int drill_from_engine(const engine_t *e, drill_topic_t t, drill_t *out)
{
    if (!e || !out || (unsigned)t >= DRILL_CHIP_RACE)
        return 0;
    engine_config_t *cfg = malloc(sizeof *cfg);
    drill_hand_t *h = malloc(sizeof *h);
    drill_t *d = calloc(1, sizeof *d);
    engine_t *copy = NULL;
    int posed = 0;
    if (!cfg || !h || !d)
        goto end;
    *cfg = *engine_config(e);
    cfg->structure = engine_structure(e);
    char err[256];
    copy = engine_create(cfg, err, sizeof err);
    if (!copy)
        goto end;
    drill_hand_reset(h);
    int n = 0;
    const cmd_t *cmds = engine_commands(e, &n);
    int64_t bb = 0;
    for (int i = 0; i < n; i++) {
        if (engine_submit(copy, cmds[i]) != REJ_OK)
            goto end; /* cannot happen: the log replays */
        ev_t ev;
        while (engine_poll(copy, &ev)) {
            if (ev.type == EV_LEVEL)
                bb = ev.u.lv.bb;
            drill_hand_event(h, &ev, bb);
        }
    }
    if ((t == DRILL_BUTTON || t == DRILL_HEADS_UP) && engine_phase(copy) == PHASE_BETWEEN_HANDS) {
        int dealt = 0;
        for (int s = 0; s < ENGINE_MAX_SEATS; s++)
            dealt += h->dealt[s];
        if (engine_decision_seat(copy) >= 0 || engine_submit(copy, (cmd_t){CMD_NEXT_HAND, -1, 0}) != REJ_OK)
            goto end;
        ev_t ev;
        while (engine_poll(copy, &ev))
            drill_hand_event(h, &ev, bb);
        if (t == DRILL_HEADS_UP && dealt < 3)
            goto end; /* it was heads-up already: not the moment it became so */
    }
    posed = drill_pose(copy, h, t, d);
    if (posed) {
        d->difficulty = 0;
        d->seed = cfg->seed;
        *out = *d;
    }
end:
    if (copy)
        engine_destroy(copy);
    free(cfg);
    free(h);
    free(d);
    return posed;
}
