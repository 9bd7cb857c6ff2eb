/* ai_play.c — the shared brain of the built-in styles (see ai_play.h). Reads only the view.
 * Design: every decision is "equity against what they might hold, compared with the price":
 *  - pre-flop, deep: opening widths by players still to act and stack depth; facing raises, the
 *    all-in equity of the hand class against the raiser's estimated range (committed table);
 *  - 15 big blinds or less: the push/fold equilibrium tables; at hard, the same equilibrium
 *    ranges feed an ICM (Malmuth–Harville) comparison of folding and pushing or calling;
 *  - after the flop: Monte Carlo equity against each opponent's range, which at hard is narrowed
 *    by what the opponent did on each street (bets mean strength, checks mean weakness);
 *  - the river nuts are checked exactly and never folded.
 * Levels: easy judges its made hand alone and, short-stacked, pushes and calls with "good
 * hands" whatever the spot; medium estimates ranges and reads the tables; hard narrows ranges
 * street by street, counts how loose each opponent plays and uses ICM, and the adaptive styles
 * (tag, lag) exploit what they count. Never touches the engine; the rng passed in is the only
 * source of randomness. The brain's parts are in ai_brain.h; this file has the entry points,
 * rebuys and add-ons, and the reasons' wording. */
#include "ai/ai_brain.h"

/* ---- between hands ------------------------------------------------------------------------- */

static cmd_t ai_between(ai_brain_t *b, const view_t *v, char *why, size_t wl)
{
    const structure_t *st = b->st;
    int me = v->seat;
    double pool = 0, chips = 0;
    int live = 0, entrants = 0;
    for (int s = 0; s < v->n_seats; s++) {
        const view_seat_t *p = &v->seats[s];
        if (!p->occupied)
            continue;
        entrants++;
        pool += (double)st->buy_in + (double)p->rebuys * (double)st->rebuy_cost +
                (p->addon_taken ? (double)st->addon_cost : 0);
        if (!p->eliminated) {
            chips += (double)p->stack;
            live++;
        }
    }
    double per_chip = chips > 0 ? pool / chips : 0;
    double avg = live > 0 ? chips / live : 1;
    double mine = (double)v->seats[me].stack;
    /* short stacks value chips more (ICM is concave), so they buy more readily */
    double short_bonus = mine < 0.5 * avg ? 1.4 : mine < avg ? 1.15 : 1.0;
    double thrift = b->lv->thrift;
    if (v->addon_offer) {
        double value = (double)st->addon_chips * per_chip * short_bonus;
        if (st->addon_cost <= 0 || value >= (double)st->addon_cost * thrift) {
            snprintf(why, wl, "taking the add-on: %lld chips are worth about %.2f against a cost of %.2f",
                     (long long)st->addon_chips, value / 100.0, (double)st->addon_cost / 100.0);
            return mk(v, CMD_ADDON, 0);
        }
        snprintf(why, wl, "declining the add-on: %lld chips are worth about %.2f, it costs %.2f",
                 (long long)st->addon_chips, value / 100.0, (double)st->addon_cost / 100.0);
        return mk(v, CMD_DECLINE, 0);
    }
    if (v->rebuy_offer) {
        double bonus = mine <= 0 ? 1.5 : short_bonus; /* busted: the rebuy is the only way back in */
        double value = (double)st->rebuy_chips * per_chip * bonus;
        if (st->rebuy_cost <= 0 || value >= (double)st->rebuy_cost * thrift) {
            snprintf(why, wl, "%s: %lld chips are worth about %.2f against a cost of %.2f",
                     mine <= 0 ? "rebuying after busting" : "rebuying while short", (long long)st->rebuy_chips,
                     value / 100.0, (double)st->rebuy_cost / 100.0);
            return mk(v, CMD_REBUY, 0);
        }
        snprintf(why, wl, "no rebuy: %lld chips are worth about %.2f, they cost %.2f", (long long)st->rebuy_chips,
                 value / 100.0, (double)st->rebuy_cost / 100.0);
        return v->must_decide ? mk(v, CMD_DECLINE, 0) : mk(v, CMD_NONE, 0);
    }
    if (v->must_decide) {
        snprintf(why, wl, "declining");
        return mk(v, CMD_DECLINE, 0);
    }
    snprintf(why, wl, "nothing to decide");
    return mk(v, CMD_NONE, 0);
}

/* ---- reasons ------------------------------------------------------------------------------- */

static int starts_with(const char *s, const char *p)
{
    return strncmp(s, p, strlen(p)) == 0;
}

/* A reason starts with what the bot does. When the plan fell back (bet_to and shove call or
 * check when no raise is possible, and go all in when a bet would be most of the stack), the
 * reason is rewritten to say what it actually does, keeping the plan as the why. */
static void align_reason(const view_t *v, cmd_t c, char *why, size_t wl)
{
    static const char *const aggressive[] = {"betting", "raising", "3-betting", "4-betting", "re-raising", "opening",
                                             "semi-bluff", "continuation bet", "second barrel", "bluffing",
                                             "thin value", "shoving", "all in", "re-shoving", NULL};
    int said_aggr = 0, said_allin = starts_with(why, "shoving") || starts_with(why, "all in") ||
                                    starts_with(why, "re-raising all in") || starts_with(why, "re-shoving");
    for (const char *const *a = aggressive; *a; a++)
        said_aggr |= starts_with(why, *a);
    char plan[BOT_REASON_LEN];
    snprintf(plan, sizeof plan, "%s", why);
    int64_t mine = v->seats[v->seat].stack + v->seats[v->seat].committed;
    if (said_aggr && (c.type == CMD_CALL || c.type == CMD_CHECK || c.type == CMD_FOLD)) {
        snprintf(why, wl, "%s: no raise is possible (the plan was %.100s)",
                 c.type == CMD_CALL ? "calling" : c.type == CMD_CHECK ? "checking" : "folding", plan);
    } else if (c.type == CMD_ALLIN && said_aggr && !said_allin) {
        if (mine <= v->current)
            snprintf(why, wl, "calling all in: no raise is possible (the plan was %.100s)", plan);
        else
            snprintf(why, wl, "all in: the planned bet would take most of the stack (%.100s)", plan);
    }
}

/* ---- the entry points ---------------------------------------------------------------------- */

const ai_level_t *ai_level_standard(int level)
{
    static const ai_level_t standard[3] = AI_LEVELS_STANDARD;
    return level >= BOT_LEVEL_EASY && level <= BOT_LEVEL_HARD ? &standard[level - BOT_LEVEL_EASY] : NULL;
}

ai_brain_t *ai_brain_create(const ai_profile_t *p, const bot_setup_t *setup)
{
    ai_brain_t *b = calloc(1, sizeof *b);
    if (!b)
        return NULL;
    b->p = *p;
    int level = setup->level >= BOT_LEVEL_EASY && setup->level <= BOT_LEVEL_HARD ? setup->level : BOT_LEVEL_MEDIUM;
    b->lv = &b->p.level[level - BOT_LEVEL_EASY];
    /* short-stacked the level keeps only its share of the style's caution (ai_level_t) */
    double k = b->lv->short_style;
    b->p.push_tight = 1.0 + (p->push_tight - 1.0) * k;
    b->p.call_tight = 1.0 + (p->call_tight - 1.0) * k;
    b->p.icm_bias = p->icm_bias * k;
    b->st = setup->structure;
    b->seat = setup->seat;
    b->hand_no = -1;
    return b;
}

void ai_brain_destroy(ai_brain_t *b)
{
    if (b) {
        icm_curve_free(&b->fc);
        free(b->match_w);
    }
    free(b);
}

cmd_t ai_brain_decide(ai_brain_t *b, const view_t *v, rng_t *r, char *reason, size_t len)
{
    char why[BOT_REASON_LEN];
    why[0] = '\0';
    cmd_t c;
    if (v->phase != PHASE_HAND) {
        c = ai_between(b, v, why, sizeof why);
    } else {
        ai_remember(b, v);
        const card_t *hole = v->seats[v->seat].hole;
        pf_ctx_t x;
        x.cls = pushfold_class(hole[0], hole[1]);
        pushfold_class_name(x.cls, x.name);
        x.eff_bb = in_bb(v, effective(v));
        int dealt_in = 0;
        for (int s = 0; s < v->n_seats; s++)
            dealt_in += dealt(v, s);
        x.dead_bb = in_bb(v, v->ante * dealt_in);
        if (v->street == STREET_PREFLOP) {
            int aggressor = b->pf_last_raiser;
            int unopened = v->current <= v->bb;
            int limped = 0;
            for (int s = 0; s < v->n_seats; s++)
                if (s != v->seat && s != v->bb_seat && in_hand(v, s) && v->seats[s].committed >= v->bb)
                    limped = 1;
            /* Push/fold at 15 BB or less, except heads-up against a player read as erratic: there
             * the chart's all-ins hand it coin flips, and playing on after the flop wins the match
             * far more often (measured against the random bot: 92-95% of matches, against 86-88%
             * with the chart and 82-88% with all-in-or-fold ranges chosen for the match). */
            int so = lone_opponent(v);
            if (b->lv->reads && v->current <= v->bb && v->seat == v->sb_pos && v->legal.call_amount > 0 &&
                known_shover(b, v, so)) {
                /* first in against a player who goes all in every hand: all in or fold, by the
                 * match price (it will call with anything it shoves with) */
                double w[PUSHFOLD_CLASSES], win;
                double share = shove_range(b, v, so, w);
                double eq = equity_vs_weights(x.cls, w);
                double need = match_price(b, v, so, w, share, &win);
                if (eq > need) {
                    snprintf(why, sizeof why, "all in with %s against a shover: %.0f%% against its top-%.0f%% range, "
                             "the match needs %.0f%%", x.name, eq * 100, share * 100, need * 100);
                    c = shove(v);
                } else {
                    snprintf(why, sizeof why, "folding %s against a shover: %.0f%% against its top-%.0f%% range, "
                             "the match needs %.0f%%", x.name, eq * 100, share * 100, need * 100);
                    c = fold_or_check(v);
                }
            } else if (x.eff_bb <= PF_MODE_BB && wild_opponent(b, v) < 0 &&
                       !(heads_up(v) && v->current <= v->bb && never_folder(b, v) >= 0)) {
                if (unopened && !limped && v->seat != v->bb_seat) {
                    c = pf_first_in(b, v, r, &x, why, sizeof why);
                    if (c.type == CMD_ALLIN && b->p.adapt && b->lv->exploit)
                        note_shove(b, v, x.dead_bb);
                }
                else if (unopened && v->legal.can_check) {
                    /* limped to my big blind: shove the push range over the limpers, else check */
                    pushfold_spot_t sp = spot_of(1, x.eff_bb, x.dead_bb, b->p.push_tight * 1.3);
                    if (pushfold_push(&sp, x.cls)) {
                        snprintf(why, sizeof why, "shoving %.0f BB over the limp with %s", x.eff_bb, x.name);
                        c = shove(v);
                    } else {
                        snprintf(why, sizeof why, "checking the big blind with %s at %.0f BB", x.name, x.eff_bb);
                        c = mk(v, CMD_CHECK, 0);
                    }
                } else if (unopened) {
                    /* limpers ahead: shove a tighter range or fold */
                    pushfold_spot_t sp = spot_of(behind_preflop(v, v->seat, 0), x.eff_bb, x.dead_bb,
                                                 b->p.push_tight * 1.5);
                    if (pushfold_push(&sp, x.cls)) {
                        snprintf(why, sizeof why, "shoving %.0f BB over the limpers with %s", x.eff_bb, x.name);
                        c = shove(v);
                    } else {
                        snprintf(why, sizeof why, "folding %s at %.0f BB behind limpers", x.name, x.eff_bb);
                        c = fold_or_check(v);
                    }
                } else {
                    c = pf_facing(b, v, r, &x, aggressor >= 0 ? aggressor : v->bb_seat, why, sizeof why);
                }
            } else {
                c = ai_preflop(b, v, r, &x, why, sizeof why);
            }
            int raised = c.type == CMD_RAISE || c.type == CMD_BET || (c.type == CMD_ALLIN && v->legal.max_to > v->current);
            if (raised) {
                b->pf_raises_me++;
                b->pf_last_raiser = v->seat;
            }
            b->pf_raises_after = b->pf_raises + raised;
        } else {
            c = ai_postflop(b, v, r, why, sizeof why);
        }
        align_reason(v, c, why, sizeof why);
        if (c.type == CMD_BET || c.type == CMD_RAISE || c.type == CMD_ALLIN)
            b->my_aggr[v->street < 4 ? v->street : 3] = 1;
        if (c.type == CMD_BET || c.type == CMD_RAISE || (c.type == CMD_ALLIN && v->legal.max_to > v->current))
            note_bet(b, v, c);
        b->last_street = (int)v->street;
    }
    snprintf(reason, len, "%s", why);
    return c;
}
