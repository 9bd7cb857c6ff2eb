/* drill_gen.c — seeded drills for topics 1-9: a random but valid table is written as scenario
 * text, loaded with scenario_load, and played by the engine with a random policy up to the
 * moment that asks the question; the answer is read from the engine (its hand start, legal view,
 * pots, shows, eliminations, race), never worked out here. The same seed gives the same drill. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "drill/drill_gen.h"
#include "engine/hand.h"
#include "engine/rng.h"
#include "engine/scenario.h"


static const char *const topic_names[DRILL_TOPIC_COUNT] = {
    "button", "heads-up", "first-to-act", "min-raise", "reopen",
    "side-pots", "showdown", "eliminations", "chip-race", "floor", "count-pot", "follow-action", "push-pot", "deal-order"};
static const char *const topic_titles[DRILL_TOPIC_COUNT] = {
    "Button and blinds", "Going heads-up", "Who acts first", "Minimum bet and raise",
    "Does the betting re-open?", "Side pots", "Showdown order", "Simultaneous eliminations",
    "Colour-up and chip race", "Floor rulings", "Counting the pot", "Following the action", "Pushing the pot",
    "Deal order and burns"};

const char *drill_topic_name(drill_topic_t t)
{
    return (unsigned)t < DRILL_TOPIC_COUNT ? topic_names[t] : "?";
}

const char *drill_topic_title(drill_topic_t t)
{
    return (unsigned)t < DRILL_TOPIC_COUNT ? topic_titles[t] : "?";
}

/* Two live seats drawn at random get hands of the same two ranks (a split pot, maybe odd chips,
 * R27); the draws are made even when fewer than two seats are drawn, so seeds keep their drills. */
void drill_gen_split_hands(gen_t *g)
{
    int a = -1, b = -1;
    for (int s = 0; s < g->su.n_seats; s++)
        if (g->su.live[s] && rng_below(&g->rng, 2)) {
            if (a < 0)
                a = s;
            else if (b < 0)
                b = s;
        }
    int r1 = (int)rng_below(&g->rng, 13), r2 = (int)rng_below(&g->rng, 12);
    if (r2 >= r1)
        r2++;
    if (a >= 0 && b >= 0) {
        g->su.preset[a] = g->su.preset[b] = 1;
        g->su.preset_cards[a][0] = card_make(r1, 0);
        g->su.preset_cards[a][1] = card_make(r2, 1);
        g->su.preset_cards[b][0] = card_make(r1, 2);
        g->su.preset_cards[b][1] = card_make(r2, 3);
    }
}

drill_group_t drill_topic_group(drill_topic_t t)
{
    switch (t) {
    case DRILL_COUNT_POT:
    case DRILL_FOLLOW_ACTION:
    case DRILL_PUSH_POT:
    case DRILL_DEAL_ORDER: return DRILL_GROUP_DEALING;
    default: return DRILL_GROUP_RULINGS;
    }
}

const char *drill_group_title(drill_group_t g)
{
    /* TRANSLATORS: the practice menu's tabs of topics: rulings about the game, and what a dealer
     * does with the cards and chips */
    return g == DRILL_GROUP_DEALING ? D_("Dealing") : D_("Rulings");
}

int drill_topic_parse(const char *name, drill_topic_t *out)
{
    for (int t = 0; name && t < DRILL_TOPIC_COUNT; t++)
        if (!strcmp(name, topic_names[t])) {
            *out = (drill_topic_t)t;
            return 0;
        }
    return -1;
}

drill_kind_t drill_topic_kind(drill_topic_t t)
{
    switch (t) {
    case DRILL_BUTTON:
    case DRILL_HEADS_UP: return DRILL_ANS_POSITIONS;
    case DRILL_FIRST_TO_ACT: return DRILL_ANS_SEAT;
    case DRILL_MIN_RAISE:
    case DRILL_COUNT_POT: return DRILL_ANS_AMOUNT;
    case DRILL_REOPEN: return DRILL_ANS_YESNO;
    case DRILL_SIDE_POTS: return DRILL_ANS_POTS;
    case DRILL_SHOWDOWN: return DRILL_ANS_ORDER;
    case DRILL_ELIMINATIONS: return DRILL_ANS_PLACES;
    case DRILL_CHIP_RACE: return DRILL_ANS_CHIPS;
    case DRILL_PUSH_POT: return DRILL_ANS_PUSH;
    case DRILL_DEAL_ORDER: return DRILL_ANS_SEAT; /* its exposed-card and burn questions are choices */
    case DRILL_FOLLOW_ACTION: return DRILL_ANS_ACTION;
    default: return DRILL_ANS_CHOICE;
    }
}

/* ---- the scenario text ---------------------------------------------------------------------- */

static void cards_text(const card_t *c, int n, char *out)
{
    char t[3];
    out[0] = '\0';
    for (int i = 0; i < n; i++)
        strcat(out, card_format(c[i], t));
}

/* Write the scenario: the setup, the hand's cards when asked, and the first n_cmds commands. */
static int write_scenario(const gen_t *g, int n_cmds, const char *name, char *out, size_t cap)
{
    const setup_t *su = &g->su;
    drill_buf_t b;
    drill_buf_init(&b, out, cap);
    drill_buf_printf(&b, "{\n  \"name\": \"%s\",\n  \"seed\": %" PRIu64 ",\n  \"table_size\": %d,\n", name, su->seed,
                     su->n_seats);
    drill_buf_printf(&b, "  \"level\": { \"small_blind\": %" PRId64 ", \"big_blind\": %" PRId64, su->sb, su->bb);
    if (su->ante)
        drill_buf_printf(&b, ", \"ante\": %" PRId64, su->ante);
    if (su->chip > 1)
        drill_buf_printf(&b, ", \"smallest_chip\": %" PRId64, su->chip);
    drill_buf_printf(&b, " },\n  \"seats\": [\n");
    for (int s = 0; s < su->n_seats; s++) {
        if (su->live[s]) {
            drill_buf_printf(&b, "    { \"seat\": %d, \"stack\": %" PRId64, s + 1, su->stack[s]);
            if ((su->with_cards && g->h.has_hole[s]) || su->preset[s]) {
                char c[8];
                cards_text(su->with_cards && g->h.has_hole[s] ? g->h.hole[s] : su->preset_cards[s], 2, c);
                drill_buf_printf(&b, ", \"cards\": \"%s\"", c);
            }
            drill_buf_printf(&b, " }");
        } else {
            drill_buf_printf(&b, "    { \"seat\": %d, \"busted\": true }", s + 1);
        }
        drill_buf_printf(&b, "%s\n", s + 1 < su->n_seats ? "," : "");
    }
    drill_buf_printf(&b, "  ]");
    if (su->prev_bb) {
        drill_buf_printf(&b, ",\n  \"previous_hand\": { ");
        if (su->prev_button)
            drill_buf_printf(&b, "\"button\": %d, ", su->prev_button);
        drill_buf_printf(&b, "\"small_blind\": %d, \"big_blind\": %d }", su->prev_sb, su->prev_bb);
    }
    if (su->with_cards && g->h.n_board > 0) {
        char c[16];
        cards_text(g->h.board, g->h.n_board, c);
        drill_buf_printf(&b, ",\n  \"board\": \"%s\"", c);
    }
    if (su->n_race > 0) {
        char c[2 * CARD_COUNT + 1];
        cards_text(su->race, su->n_race, c);
        drill_buf_printf(&b, ",\n  \"race_cards\": \"%s\"", c);
    }
    if (n_cmds > 0) {
        drill_buf_printf(&b, ",\n  \"commands\": [");
        for (int i = 0; i < n_cmds; i++)
            drill_buf_printf(&b, "%s\"%s\"", i ? ", " : "", g->cmds[i]);
        drill_buf_printf(&b, "]");
    }
    drill_buf_printf(&b, "\n}\n");
    return b.overflow ? -1 : 0;
}

/* ---- running the engine --------------------------------------------------------------------- */

static void gen_close(gen_t *g)
{
    if (g->e)
        engine_destroy(g->e);
    g->e = NULL;
}

static void drain(gen_t *g)
{
    ev_t ev;
    while (engine_poll(g->e, &ev))
        drill_hand_event(&g->h, &ev, g->su.bb);
}

static void patch_structure(gen_t *g, structure_t *st)
{
    if (g->rebuys) {
        st->rebuy_enabled = 1;
        st->rebuy_chips = g->su.bb * 20;
        st->rebuy_max_stack = 0;
        st->rebuy_last_level = 1;
        st->rebuy_limit = 0;
    }
    if (g->prizes) {
        st->buy_in = g->buy_in;
        snprintf(st->currency, sizeof st->currency, "USD");
        st->n_payout_tiers = 1;
        memset(&st->payouts[0], 0, sizeof st->payouts[0]);
        st->payouts[0].min_players = 2;
        st->payouts[0].max_players = ENGINE_MAX_SEATS;
        st->payouts[0].n_places = g->n_places;
        for (int i = 0; i < g->n_places; i++)
            st->payouts[0].percent_bp[i] = g->percent[i];
    }
    if (g->race) {
        /* chips 5/25/100/500 (or 25/100/500/1000, 100/500/1000/5000); level 2 takes the smallest
         * out of play (R34) */
        static const int64_t v[3][4] = {{5, 25, 100, 500}, {25, 100, 500, 1000}, {100, 500, 1000, 5000}};
        static const char *const nm[4] = {"white", "green", "black", "purple"};
        int k = g->race_from == 100 ? 2 : g->race_from == 25 ? 1 : 0;
        st->n_chips = 4;
        for (int i = 0; i < 4; i++) {
            st->chips[i].value = v[k][i];
            snprintf(st->chips[i].name, sizeof st->chips[i].name, "%s", nm[i]);
            st->chips[i].rgb = 0x808080;
        }
        st->n_levels = 2;
        st->levels[0].hands = 100;
        st->levels[0].minutes = 0;
        st->levels[1] = st->levels[0];
        st->levels[1].small_blind = 2 * g->su.sb;
        st->levels[1].big_blind = 2 * g->su.bb;
        st->levels[1].ante = 0;
        st->levels[1].n_remove = 1;
        st->levels[1].remove_chips[0] = v[k][0];
    }
}

/* Load the setup as a scenario and deal the first hand. */
static int gen_start(gen_t *g, char *err, size_t errlen)
{
    char text[8192];
    gen_close(g);
    g->n_cmds = 0;
    drill_hand_reset(&g->h);
    if (write_scenario(g, 0, "drill", text, sizeof text) < 0) {
        snprintf(err, errlen, "drill: the scenario does not fit");
        return -1;
    }
    if (scenario_load("drill", NULL, text, strlen(text), g->sc, err, errlen) < 0)
        return -1;
    const engine_config_t *cfg = scenario_config(g->sc);
    patch_structure(g, &g->sc->structure);
    g->e = engine_create(cfg, err, errlen);
    if (!g->e)
        return -1;
    if (engine_submit(g->e, (cmd_t){CMD_START, -1, 0}) != REJ_OK) {
        snprintf(err, errlen, "drill: the engine refused to start");
        return -1;
    }
    drain(g);
    return 0;
}

static int gen_submit(gen_t *g, cmd_t c)
{
    if (engine_submit(g->e, c) != REJ_OK)
        return -1;
    if (g->n_cmds < MAX_CMDS)
        cmd_format(c, g->cmds[g->n_cmds++], CMD_TEXT);
    drain(g);
    return 0;
}

/* Random play. allin = chance in percent to shove when allowed; raise = chance to bet/raise. */
static cmd_t policy(gen_t *g, int seat, int allin, int raise, int fold)
{
    view_legal_t L;
    engine_legal(g->e, seat, &L);
    int r = (int)rng_below(&g->rng, 100);
    if (L.can_allin && r < allin)
        return (cmd_t){CMD_ALLIN, seat, 0};
    r = (int)rng_below(&g->rng, 100);
    if ((L.can_bet || L.can_raise) && r < raise && L.min_to < L.max_to) {
        int64_t unit = L.unit > 0 ? L.unit : 1;
        int64_t span = (L.max_to - 1 - L.min_to) / unit;
        int64_t extra = span > 0 ? (int64_t)rng_below(&g->rng, (uint32_t)(span > 6 ? 6 : span) + 1) : 0;
        int64_t to = L.min_to + extra * (rng_below(&g->rng, 2) ? unit : g->su.bb);
        if (to >= L.max_to || (to - L.min_to) % unit)
            to = L.min_to;
        return (cmd_t){L.can_bet ? CMD_BET : CMD_RAISE, seat, to};
    }
    if (L.can_check)
        return (cmd_t){CMD_CHECK, seat, 0};
    r = (int)rng_below(&g->rng, 100);
    if (L.can_fold && r < fold)
        return (cmd_t){CMD_FOLD, seat, 0};
    if (L.can_call)
        return (cmd_t){CMD_CALL, seat, 0};
    return (cmd_t){CMD_FOLD, seat, 0};
}

/* Between hands: answer open rebuy offers (rebuy when g->rebuys and the coin says so). */
static void settle_decisions(gen_t *g)
{
    for (int guard = 0; guard < 20; guard++) {
        int s = engine_decision_seat(g->e);
        if (s < 0)
            return;
        cmd_t c = {CMD_DECLINE, s, 0};
        if (g->rebuys && rng_below(&g->rng, 2))
            c.type = CMD_REBUY;
        if (gen_submit(g, c) < 0 && gen_submit(g, (cmd_t){CMD_DECLINE, s, 0}) < 0)
            return;
    }
}

/* A random table for difficulty d: seats, who is out already, stacks, where the blinds were. */
static void setup_random(gen_t *g, int min_live, int max_live, int short_pct)
{
    setup_t *su = &g->su;
    memset(su, 0, sizeof *su);
    static const int64_t blinds[4][2] = {{25, 50}, {50, 100}, {100, 200}, {200, 400}};
    int bl = (int)rng_below(&g->rng, 4);
    su->sb = blinds[bl][0];
    su->bb = blinds[bl][1];
    su->chip = su->sb >= 25 ? 25 : 1;
    if (g->d >= 4 && rng_below(&g->rng, 3) == 0)
        su->ante = su->sb / 2 >= su->chip ? (su->sb / 2 / su->chip) * su->chip : su->chip;
    su->seed = rng_next64(&g->rng) >> 12;
    static const int lo[6] = {0, 3, 4, 5, 6, 7}, hi[6] = {0, 5, 6, 8, 9, 10};
    int n = lo[g->d] + (int)rng_below(&g->rng, (uint32_t)(hi[g->d] - lo[g->d] + 1));
    int live_target = n;
    if (g->d >= 2)
        live_target = n - (int)rng_below(&g->rng, (uint32_t)(g->d));
    if (live_target > max_live)
        live_target = max_live;
    if (live_target < min_live)
        live_target = min_live;
    if (n < live_target)
        n = live_target;
    if (n < 2)
        n = 2;
    su->n_seats = n;
    int picked = 0;
    while (picked < live_target) {
        int s = (int)rng_below(&g->rng, (uint32_t)n);
        if (!su->live[s]) {
            su->live[s] = 1;
            picked++;
        }
    }
    for (int s = 0; s < n; s++)
        if (su->live[s]) {
            int64_t bbs = rng_below(&g->rng, 100) < (uint32_t)short_pct ? 1 + (int64_t)rng_below(&g->rng, 6)
                                                                         : 8 + (int64_t)rng_below(&g->rng, 60);
            int64_t st = bbs * su->bb + (int64_t)rng_below(&g->rng, 4) * su->sb + (int64_t)rng_below(&g->rng, 2) * su->chip;
            if (g->d >= 3 && rng_below(&g->rng, 4) == 0)
                st = su->sb * (1 + (int64_t)rng_below(&g->rng, 3)); /* short: may post less than a blind */
            su->stack[s] = st / su->chip * su->chip;
            if (su->stack[s] <= 0)
                su->stack[s] = su->chip;
        }
    /* the hand before: a big blind on a seat that held a player then (live now, or busted on
     * that hand: d >= 2), the small blind and button on the seats before it, even empty */
    for (int guard = 0; guard < 100; guard++) {
        int s = (int)rng_below(&g->rng, (uint32_t)n);
        if (su->live[s] || (g->d >= 2 && rng_below(&g->rng, 3) == 0)) {
            su->prev_bb = s + 1;
            break;
        }
    }
    if (!su->prev_bb)
        for (int s = 0; s < n; s++)
            if (su->live[s]) {
                su->prev_bb = s + 1;
                break;
            }
    int sbp = (su->prev_bb - 2 + n) % n;
    int btn = (sbp - 1 + n) % n;
    if (g->d == 1) { /* plain: the previous blinds were the players before */
        sbp = (su->prev_bb - 1 - 1 + n) % n;
        while (!su->live[sbp])
            sbp = (sbp - 1 + n) % n;
        btn = (sbp - 1 + n) % n;
        while (!su->live[btn])
            btn = (btn - 1 + n) % n;
    }
    su->prev_sb = sbp + 1;
    su->prev_button = btn + 1;
    if (live_target == 2 && n == 2)
        su->prev_button = 0; /* heads-up before: the button posted the small blind */
}

static int setup_live(const gen_t *g)
{
    int n = 0;
    for (int s = 0; s < g->su.n_seats; s++)
        n += g->su.live[s];
    return n;
}

static int live_count(const gen_t *g)
{
    view_t v;
    engine_view(g->e, -1, &v);
    int n = 0;
    for (int s = 0; s < v.n_seats; s++)
        if (v.seats[s].occupied && !v.seats[s].eliminated && v.seats[s].stack > 0)
            n++;
    return n;
}

/* Play the current hand to its end with the given style. */
static int play_out(gen_t *g, int allin, int raise, int fold)
{
    for (int guard = 0; guard < 400 && engine_phase(g->e) == PHASE_HAND; guard++) {
        int s = engine_to_act(g->e);
        if (s < 0)
            return -1;
        if (gen_submit(g, policy(g, s, allin, raise, fold)) < 0)
            return -1;
    }
    return engine_phase(g->e) == PHASE_HAND ? -1 : 0;
}

static void seat_list_text(char *buf, size_t len, const int *seats, int n)
{
    uint16_t m = 0;
    for (int i = 0; i < n; i++)
        m |= (uint16_t)(1u << seats[i]);
    drill_seats_text(m, buf, len);
}

/* ---- topics 1 and 2: button and blinds, heads-up ------------------------------------------- */

void drill_positions_why(const ev_t *hs, const drill_hand_t *prev, int n_seats, const int *rebought, int n_rebought, char *why,
                          size_t len)
{
    drill_buf_t b;
    drill_buf_init(&b, why, len);
    int btn = hs->u.hs.button, sb = hs->u.hs.sb_pos, bb = hs->u.hs.bb;
    if (n_rebought > 0) {
        char t[64];
        seat_list_text(t, sizeof t, rebought, n_rebought);
        char line[200];
        snprintf(line, sizeof line, D_("%s busted but rebought: a rebuy is not an elimination, so that seat counts as usual."), t);
        drill_capital(line);
        drill_buf_printf(&b, "%s ", line);
    }
    if (hs->u.hs.why_button == POSR_DRAW) {
        char c[3] = "";
        for (int i = 0; prev && i < prev->n_draw; i++)
            if (prev->draw[i].amount == 1)
                card_format(prev->draw[i].u.a.cards[0], c);
        if (hs->u.hs.heads_up)
            drill_buf_printf(&b,
                             D_("Seat %d drew the highest card (%s; ties go by suit, spades highest) and takes the button; "
                                "heads-up the button posts the small blind and seat %d the big blind."),
                             btn + 1, c, bb + 1);
        else
            drill_buf_printf(&b,
                             D_("Seat %d drew the highest card (%s; ties go by suit, spades highest) and takes the button; "
                                "the next two players, seats %d and %d, post the small and big blinds."),
                             btn + 1, c, sb + 1, bb + 1);
        return;
    }
    if (hs->u.hs.heads_up) {
        drill_buf_printf(&b,
                         D_("Two players are left: seat %d was due the big blind next (the first player after "
                            "last hand's big blind) and posts it; the other player, seat %d, takes the button and "
                            "posts the small blind. Nobody has the big blind twice in a row."),
                         bb + 1, btn + 1);
        return;
    }
    if (n_seats > 0 && sb >= 0 && (sb + 1) % n_seats != bb) /* sb_pos is last hand's big blind */
        drill_buf_printf(&b, D_("The big blind moves forward exactly one player, to seat %d (the empty seats between are skipped)."),
                         bb + 1);
    else
        drill_buf_printf(&b, D_("The big blind moves forward exactly one player, to seat %d."), bb + 1);
    drill_buf_printf(&b, " ");
    if (!hs->u.hs.sb_posted)
        drill_buf_printf(&b, D_("Seat %d was the big blind last hand and busted, so nobody posts the small blind this hand."),
                         sb + 1);
    else
        drill_buf_printf(&b, D_("Seat %d, last hand's big blind, posts the small blind."), sb + 1);
    drill_buf_printf(&b, " ");
    if (hs->u.hs.dead_button)
        drill_buf_printf(&b, D_("The button goes to seat %d, where last hand's small blind sat; that player busted, so it is a dead button."),
                         btn + 1);
    else
        drill_buf_printf(&b, D_("The button goes to seat %d, last hand's small blind."), btn + 1);
}

void drill_positions_answer(const ev_t *hs, drill_answer_t *a)
{
    memset(a, 0, sizeof *a);
    a->kind = DRILL_ANS_POSITIONS;
    a->button = hs->u.hs.button;
    a->sb = hs->u.hs.sb_posted ? hs->u.hs.sb_pos : -1;
    a->bb = hs->u.hs.bb;
}

/* The after-hand table as a new setup: stacks now, the busted seats, the hand just played as
 * previous_hand. */
static void setup_after_hand(gen_t *g, const drill_hand_t *played)
{
    view_t v;
    engine_view(g->e, -1, &v);
    setup_t *su = &g->su;
    for (int s = 0; s < su->n_seats; s++) {
        su->live[s] = v.seats[s].occupied && !v.seats[s].eliminated && v.seats[s].stack > 0;
        su->stack[s] = su->live[s] ? v.seats[s].stack : 0;
    }
    su->prev_button = played->hs.u.hs.button + 1;
    su->prev_sb = played->hs.u.hs.sb_pos + 1;
    su->prev_bb = played->hs.u.hs.bb + 1;
    su->with_cards = 0;
    su->n_race = 0;
}

static int gen_positions(gen_t *g, drill_t *out, char *err, size_t errlen)
{
    int heads_up = g->topic == DRILL_HEADS_UP;
    int first_hand = !heads_up && (rng_below(&g->rng, 8) == 0);
    int want_busts = heads_up ? 0 : g->d <= 1 ? (int)rng_below(&g->rng, 2) : g->d <= 3 ? 1 : 2;
    g->rebuys = !heads_up && g->d >= 2 && rng_below(&g->rng, 5) == 0;
    if (first_hand) {
        setup_random(g, 2, ENGINE_MAX_SEATS, 0);
        g->su.prev_bb = g->su.prev_sb = g->su.prev_button = 0;
        g->rebuys = 0;
        for (int s = 0; s < g->su.n_seats; s++)
            if (!g->su.live[s]) { /* nobody is out before the first hand */
                g->su.live[s] = 1;
                g->su.stack[s] = 40 * g->su.bb;
            }
        if (gen_start(g, err, errlen) < 0)
            return -1;
        char text[8192];
        write_scenario(g, 0, "Draw for the button", text, sizeof text);
        snprintf(out->scenario, sizeof out->scenario, "%s", text);
        drill_buf_t q;
        drill_buf_init(&q, out->question, sizeof out->question);
        drill_buf_printf(&q, "%s", D_("First hand of the tournament. The draw for the button:"));
        for (int i = 0; i < g->h.n_draw; i++) {
            char c[3];
            drill_buf_printf(&q, i ? ", " : " ");
            /* TRANSLATORS: one seat's card in the draw for the button: "seat 3 Kd" */
            drill_buf_printf(&q, D_("seat %d %s"), g->h.draw[i].seat + 1, card_format(g->h.draw[i].u.a.cards[0], c));
        }
        drill_buf_printf(&q, ". %s", D_("Place the button and the blinds."));
        drill_positions_answer(&g->h.hs, &out->answer);
        drill_positions_why(&g->h.hs, &g->h, g->su.n_seats, NULL, 0, out->why, sizeof out->why);
        snprintf(out->rule, sizeof out->rule, "R2");
        return 0;
    }
    for (int attempt = 0; attempt < 60; attempt++) {
        if (heads_up)
            setup_random(g, 3, 4, 70);
        else
            setup_random(g, 3, ENGINE_MAX_SEATS, 20 + 15 * g->d);
        if (gen_start(g, err, errlen) < 0)
            return -1;
        int live0 = setup_live(g); /* before the blinds: a short blind may be all-in */
        if (play_out(g, heads_up ? 60 : 10 + 10 * g->d, 20, 40) < 0)
            continue;
        settle_decisions(g);
        if (engine_phase(g->e) != PHASE_BETWEEN_HANDS)
            continue;
        int live1 = live_count(g);
        int busts = live0 - live1;
        if (heads_up ? live1 != 2 : (live1 < 3 || (attempt < 50 && busts + g->h.n_rebuy < want_busts)))
            continue;
        /* the question: the table after the hand, and where things go for the next one */
        drill_hand_t played = g->h;
        int rebought[ENGINE_MAX_SEATS], nr = 0;
        for (int i = 0; i < g->h.n_rebuy; i++)
            rebought[nr++] = g->h.rebuy_seat[i];
        setup_after_hand(g, &played); /* the stacks before the next hand's blinds */
        if (gen_submit(g, (cmd_t){CMD_NEXT_HAND, -1, 0}) < 0)
            continue;
        ev_t live_hs = g->h.hs;
        /* the answer comes from the engine loading exactly the text the trainee sees */
        int saved_rebuys = g->rebuys;
        g->rebuys = 0;
        if (gen_start(g, err, errlen) < 0)
            return -1;
        g->rebuys = saved_rebuys;
        const ev_t *hs = &g->h.hs;
        if (hs->u.hs.button != live_hs.u.hs.button || hs->u.hs.bb != live_hs.u.hs.bb ||
            hs->u.hs.sb_pos != live_hs.u.hs.sb_pos || hs->u.hs.sb_posted != live_hs.u.hs.sb_posted) {
            snprintf(err, errlen,
                     "drill: the scenario's positions (button %d, sb %d%s, bb %d) differ from the live engine's "
                     "(button %d, sb %d%s, bb %d) (seed %" PRIu64 ")",
                     hs->u.hs.button + 1, hs->u.hs.sb_pos + 1, hs->u.hs.sb_posted ? "" : " dead", hs->u.hs.bb + 1,
                     live_hs.u.hs.button + 1, live_hs.u.hs.sb_pos + 1, live_hs.u.hs.sb_posted ? "" : " dead",
                     live_hs.u.hs.bb + 1, out->seed);
            return -1;
        }
        write_scenario(g, 0, heads_up ? "Going heads-up" : "Button and blinds", out->scenario, sizeof out->scenario);
        char bust_text[96] = "";
        int busted[ENGINE_MAX_SEATS], nb = 0;
        for (int s = 0; s < g->su.n_seats; s++)
            if (played.dealt[s] && !g->su.live[s])
                busted[nb++] = s;
        if (nb)
            seat_list_text(bust_text, sizeof bust_text, busted, nb);
        drill_buf_t q;
        drill_buf_init(&q, out->question, sizeof out->question);
        if (played.hs.u.hs.sb_posted)
            drill_buf_printf(&q, D_("Last hand the button was on seat %d, the small blind on seat %d and the big blind on seat %d."),
                             played.hs.u.hs.button + 1, played.hs.u.hs.sb_pos + 1, played.hs.u.hs.bb + 1);
        else
            drill_buf_printf(&q,
                             D_("Last hand the button was on seat %d, the small blind on seat %d (dead) and the big blind on seat %d."),
                             played.hs.u.hs.button + 1, played.hs.u.hs.sb_pos + 1, played.hs.u.hs.bb + 1);
        drill_buf_printf(&q, " ");
        if (nb)
            drill_buf_printf(&q, D_("On that hand %s busted."), bust_text);
        else
            drill_buf_printf(&q, "%s", D_("Nobody busted on that hand."));
        drill_buf_printf(&q, " ");
        for (int i = 0; i < nr; i++) {
            drill_buf_printf(&q, D_("Seat %d busted and rebought."), rebought[i] + 1);
            drill_buf_printf(&q, " ");
        }
        drill_buf_printf(&q, "%s", D_("Place the button, the small blind (or none) and the big blind for this hand."));
        drill_positions_answer(hs, &out->answer);
        drill_positions_why(hs, &played, g->su.n_seats, rebought, nr, out->why, sizeof out->why);
        snprintf(out->rule, sizeof out->rule, "%s", hs->u.hs.heads_up ? "R4" : "R3");
        return 0;
    }
    snprintf(err, errlen, "drill: no %s situation found for seed %" PRIu64, drill_topic_name(g->topic), out->seed);
    return -1;
}

/* ---- topics 3-5: moments inside a hand ------------------------------------------------------ */

static const char *street_name(int st)
{
    /* TRANSLATORS: when something happens in a hand, ending a sentence: "Who acts first on the flop?" */
    static const char *const n[] = {DN_("on the pre-flop round"), DN_("on the flop"), DN_("on the turn"), DN_("on the river"),
                                    DN_("at the showdown")};
    return st >= 0 && st <= 4 ? D_(n[st]) : "?";
}

/* Is the seat to act at a moment the topic asks about? */
static int moment_fits(gen_t *g, int s)
{
    view_legal_t L;
    engine_legal(g->e, s, &L);
    drill_hand_t *h = &g->h;
    switch (g->topic) {
    case DRILL_FIRST_TO_ACT:
        return h->n_street_actions == 0;
    case DRILL_MIN_RAISE:
        if (!(L.can_bet || L.can_raise))
            return 0;
        if (L.min_to >= L.max_to) /* too short for a full bet or raise: all-in is the least (R11, R12); one
                                     seed in four from difficulty 2, the others' drills stay as they were */
            return g->d >= 2 && g->seed % 4 == 2;
        if (g->d >= 3 && !h->n_incomplete && !(h->bb_short && h->street == STREET_PREFLOP) && rng_below(&g->rng, 3))
            return 0; /* prefer short all-ins and short big blinds */
        return g->d <= 1 || h->n_street_actions >= (g->d >= 4 ? 2 : 1) || h->bb_short;
    case DRILL_REOPEN: {
        if (!h->acted[s] || h->current <= h->acted_at[s] || h->allin_since[s] == 0)
            return 0;
        view_t v;
        engine_view(g->e, -1, &v);
        if (!L.can_call || v.seats[s].stack <= L.call_amount)
            return 0; /* no chips beyond a call: not the question */
        /* nobody else still in with chips: R17 decides (no raise), now and then the question */
        int others = 0;
        for (int t = 0; t < v.n_seats; t++)
            if (t != s && v.seats[t].in_hand && !v.seats[t].all_in && v.seats[t].stack > 0)
                others++;
        if (!others)
            return g->d >= 2 && g->seed % 4 == 2 && rng_below(&g->rng, 2) == 0;
        if (h->incomplete_since[s] < 1)
            return rng_below(&g->rng, g->d >= 3 ? 5 : 3) == 0; /* mostly after short all-ins */
        return 1;
    }
    default:
        return 0;
    }
}

/* The question of a moment inside a hand (first-to-act, min-raise, reopen) for seat s to act:
 * question, choices, answer (from the engine's legal view and to_act), rule and why. */
void drill_pose_moment(const engine_t *e, const drill_hand_t *h, drill_topic_t topic, int s, drill_t *out)
{
    view_t v;
    engine_view(e, s, &v);
    
    drill_buf_t q, w;
    drill_buf_init(&q, out->question, sizeof out->question);
    drill_buf_init(&w, out->why, sizeof out->why);
    int btn = h->hs.u.hs.button, bb = h->hs.u.hs.bb;
    memset(&out->answer, 0, sizeof out->answer);
    out->answer.kind = drill_topic_kind(topic);
    if (topic == DRILL_FIRST_TO_ACT) {
        if (h->hs.u.hs.dead_button)
            drill_buf_printf(&q, D_("The button is on seat %d (dead button) and the big blind on seat %d. Who acts first %s?"), btn + 1,
                             bb + 1, street_name(h->street));
        else
            drill_buf_printf(&q, D_("The button is on seat %d and the big blind on seat %d. Who acts first %s?"), btn + 1, bb + 1,
                             street_name(h->street));
        out->answer.seat = s;
        if (h->hs.u.hs.heads_up && h->street == STREET_PREFLOP)
            drill_buf_printf(&w, D_("Heads-up the button (seat %d) is the small blind and acts first pre-flop."),
                             s + 1);
        else if (h->hs.u.hs.heads_up)
            drill_buf_printf(&w, D_("Heads-up the big blind (seat %d) acts first after the flop; the button acts last."),
                             s + 1);
        else if (h->street == STREET_PREFLOP)
            drill_buf_printf(&w,
                             D_("Pre-flop the first player clockwise after the big blind (seat %d) acts first: "
                                "seat %d."),
                             bb + 1, s + 1);
        else if (h->hs.u.hs.dead_button)
            drill_buf_printf(&w,
                             D_("After the flop the first player still in the hand with chips, clockwise from the "
                                "button position (seat %d, a dead button), acts first: seat %d."),
                             btn + 1, s + 1);
        else
            drill_buf_printf(&w,
                             D_("After the flop the first player still in the hand with chips, clockwise from the "
                                "button position (seat %d), acts first: seat %d."),
                             btn + 1, s + 1);
        if (h->street != STREET_PREFLOP || !h->hs.u.hs.heads_up) {
            int skipped = 0;
            for (int t = 0; t < v.n_seats; t++)
                if (v.seats[t].occupied && !v.seats[t].eliminated && (v.seats[t].folded || v.seats[t].all_in))
                    skipped++;
            if (skipped)
                drill_buf_printf(&w, " %s", D_("Players who folded or are all-in are skipped."));
        }
        snprintf(out->rule, sizeof out->rule, "R6");
    } else if (topic == DRILL_MIN_RAISE) {
        out->ask_seat = s;
        out->answer.amount = v.legal.min_to;
        int bet = v.legal.can_bet;
        char a1[32], a2[32], a3[32];
        if (bet)
            drill_buf_printf(&q, D_("Seat %d is to act %s. What is the smallest bet allowed (a street total)?"), s + 1,
                             street_name(h->street));
        else
            drill_buf_printf(&q, D_("Seat %d is to act %s. What is the smallest raise-to allowed (a street total)?"), s + 1,
                             street_name(h->street));
        view_legal_t L;
        engine_legal(e, s, &L);
        if (L.min_to >= L.max_to) {
            /* too short for a full bet or raise: going all-in is the only bet or raise left */
            int64_t unit = v.smallest_chip > 0 ? v.smallest_chip : 1;
            int64_t full = (v.current + v.last_full_raise + unit - 1) / unit * unit;
            if (bet)
                drill_buf_printf(&w,
                                 D_("Seat %d has only %s, less than the big blind: its smallest bet is all-in, %s."),
                                 s + 1, drill_chips(L.max_to, a1, sizeof a1), a1);
            else
                drill_buf_printf(&w,
                                 D_("The minimum raise is to %s, but seat %d can put in only %s in all: it may raise "
                                    "only by going all-in, to %s."),
                                 drill_chips(full, a1, sizeof a1), s + 1,
                                 drill_chips(L.max_to, a2, sizeof a2), a2);
            snprintf(out->rule, sizeof out->rule, bet ? "R11" : "R12");
        } else if (bet) {
            /* TRANSLATORS: the street ("on the flop") is said first: "On the flop nobody has bet" */
            drill_buf_printf(&w, D_("Nobody has bet %s: the minimum bet is the big blind, %s."), street_name(h->street),
                             drill_chips(v.legal.min_to, a1, sizeof a1));
            snprintf(out->rule, sizeof out->rule, "R11");
        } else {
            drill_buf_printf(&w,
                             D_("The bet to match is %s and the largest full bet or raise this street "
                                "was %s, so the minimum raise is to %s + %s = %s."),
                             drill_chips(v.current, a1, sizeof a1), drill_chips(v.last_full_raise, a2, sizeof a2), a1, a2,
                             drill_chips(v.legal.min_to, a3, sizeof a3));
            if (h->n_incomplete)
                drill_buf_printf(&w, " %s", D_("An all-in that is less than a full raise does not change the raise size."));
            if (h->bb_short && h->street == STREET_PREFLOP) {
                drill_buf_printf(&w, " ");
                drill_buf_printf(&w,
                                 D_("The big blind posted only %s all-in, but everyone still plays to "
                                    "the full big blind (R8)."),
                                 drill_chips(h->bb_posted, a1, sizeof a1));
            }
            snprintf(out->rule, sizeof out->rule, "R12");
        }
    } else {
        out->ask_seat = s;
        out->n_choices = 2;
        snprintf(out->choice[0], sizeof out->choice[0], D_("Yes: seat %d may raise"), s + 1);
        snprintf(out->choice[1], sizeof out->choice[1], D_("No: seat %d may only call or fold"), s + 1);
        out->answer.yes = v.legal.can_raise ? 1 : 0;
        int64_t faced = h->acted_at[s];
        int64_t inc = h->current - faced;
        drill_buf_printf(&q, D_("Seat %d already acted %s and the action is back on it. May seat %d re-raise?"),
                         s + 1, street_name(h->street), s + 1);
        /* whole sentences for the translators: a full raise or less, re-opened or not */
        static const char *const reopen_why[2][2] = {
            {DN_("Seat %d last acted when the bet was %s; it is now %s, %s more, less than a full raise of %s, "
                 "so the betting is not re-opened for seat %d."),
             DN_("Seat %d last acted when the bet was %s; it is now %s, %s more, less than a full raise of %s, "
                 "so the betting is re-opened for seat %d.")},
            {DN_("Seat %d last acted when the bet was %s; it is now %s, %s more, at least a full raise of %s, "
                 "so the betting is not re-opened for seat %d."),
             DN_("Seat %d last acted when the bet was %s; it is now %s, %s more, at least a full raise of %s, "
                 "so the betting is re-opened for seat %d.")}};
        char a1[32], a2[32], a3[32], a4[32];
        int others = 0;
        for (int t = 0; t < v.n_seats; t++)
            if (t != s && v.seats[t].in_hand && !v.seats[t].folded && !v.seats[t].all_in && v.seats[t].stack > 0)
                others++;
        if (!others && !out->answer.yes) {
            drill_buf_printf(&w,
                             D_("Every other player still in the hand is all-in, so a raise could never be called: "
                                "seat %d may only call or fold."),
                             s + 1);
            snprintf(out->rule, sizeof out->rule, "R17");
            return;
        }
        drill_buf_printf(&w, D_(reopen_why[inc >= h->lfr][out->answer.yes ? 1 : 0]), s + 1, drill_chips(faced, a1, sizeof a1),
                         drill_chips(h->current, a2, sizeof a2), drill_chips(inc, a3, sizeof a3),
                         drill_chips(h->lfr, a4, sizeof a4), s + 1);
        if (h->allin_since[s] > 1)
            drill_buf_printf(&w, " %s", D_("Several all-ins count together."));
        snprintf(out->rule, sizeof out->rule, "R13");
    }
}

static int gen_moment(gen_t *g, drill_t *out, char *err, size_t errlen)
{
    for (int attempt = 0; attempt < 200; attempt++) {
        int hu = g->topic == DRILL_FIRST_TO_ACT && rng_below(&g->rng, 5) == 0;
        if (hu)
            setup_random(g, 2, 2, 10);
        else
            setup_random(g, 3, ENGINE_MAX_SEATS, g->topic == DRILL_FIRST_TO_ACT ? 10 + 10 * g->d : 40 + 8 * g->d);
        if (gen_start(g, err, errlen) < 0)
            return -1;
        int target_street = g->topic == DRILL_FIRST_TO_ACT ? (int)rng_below(&g->rng, g->d <= 1 ? 2 : 4) : -1;
        int allin = g->topic == DRILL_FIRST_TO_ACT ? 5 + 3 * g->d : 25;
        for (int guard = 0; guard < 300 && engine_phase(g->e) == PHASE_HAND; guard++) {
            int s = engine_to_act(g->e);
            if (s < 0)
                break;
            int fits = moment_fits(g, s);
            if (fits && g->topic == DRILL_FIRST_TO_ACT && g->h.street != target_street)
                fits = 0;
            if (fits && g->topic != DRILL_FIRST_TO_ACT && rng_below(&g->rng, 3) == 0)
                fits = 0; /* not always the first chance: deeper histories too */
            if (fits) {
                write_scenario(g, g->n_cmds, drill_topic_title(g->topic), out->scenario, sizeof out->scenario);
                drill_pose_moment(g->e, &g->h, g->topic, s, out);
                return 0;
            }
            if (gen_submit(g, policy(g, s, allin, 30, 25)) < 0)
                break;
        }
    }
    snprintf(err, errlen, "drill: no %s moment found for seed %" PRIu64, drill_topic_name(g->topic), out->seed);
    return -1;
}

/* ---- topics 6-8: the end of a hand ---------------------------------------------------------- */

void drill_pots_answer(const drill_hand_t *h, drill_answer_t *a)
{
    memset(a, 0, sizeof *a);
    a->kind = DRILL_ANS_POTS;
    a->n_pots = h->n_pots;
    for (int i = 0; i < h->n_pots; i++) {
        const ev_t *p = &h->pot[i];
        a->pot[i] = p->amount;
        a->eligible[i] = p->u.pot.eligible;
        for (int s = 0; s < ENGINE_MAX_SEATS; s++)
            if (p->u.pot.winners & (1u << s))
                a->award[i][s] = p->u.pot.share + (s == p->u.pot.odd_seat ? p->u.pot.odd : 0);
    }
    for (int s = 0; s < ENGINE_MAX_SEATS; s++)
        a->returned[s] = h->returned[s];
}

void drill_pots_why(const drill_hand_t *h, char *why, size_t len)
{
    drill_buf_t w;
    drill_buf_init(&w, why, len);
    for (int i = 0; i < h->n_pots; i++) {
        const ev_t *p = &h->pot[i];
        char el[64], wn[64];
        drill_seats_text(p->u.pot.eligible, el, sizeof el);
        drill_seats_text(p->u.pot.winners, wn, sizeof wn);
        char name[48], amt[32];
        if (i == 0)
            snprintf(name, sizeof name, "%s", D_("The main pot"));
        else
            snprintf(name, sizeof name, D_("Side pot %d"), i);
        /* TRANSLATORS: a pot, its amount, the seats that may win it, who won it: "The main pot, 600 (seats 1, 2 and 4): seat 2" */
        drill_buf_printf(&w, D_("%s, %s (%s): %s"), name, drill_chips(p->amount, amt, sizeof amt), el, wn);
        if (p->u.pot.value) {
            char hv[96];
            drill_hand_value(p->u.pot.value, hv, sizeof hv);
            /* TRANSLATORS: after the pot's winners, the hand that won it: " with a pair of Queens" */
            drill_buf_printf(&w, D_(" with %s"), hv);
        }
        if (p->u.pot.odd > 0 && __builtin_popcount(p->u.pot.winners) > 1)
            drill_buf_printf(&w, D_("; the odd %s goes to seat %d, the first winner left of the button"),
                             drill_chips(p->u.pot.odd, amt, sizeof amt), p->u.pot.odd_seat + 1);
        drill_buf_printf(&w, ". ");
    }
    for (int s = 0; s < ENGINE_MAX_SEATS; s++)
        if (h->returned[s]) {
            char amt[32];
            drill_buf_printf(&w, D_("Seat %d gets back %s that nobody could match."), s + 1,
                             drill_chips(h->returned[s], amt, sizeof amt));
            drill_buf_printf(&w, " ");
        }
}

void drill_showdown_answer(const drill_hand_t *h, drill_t *out)
{
    drill_buf_t w;
    drill_buf_init(&w, out->why, sizeof out->why);
    drill_answer_t *a = &out->answer;
    memset(a, 0, sizeof *a);
    a->kind = DRILL_ANS_ORDER;
    if (h->allin_tabled) { /* R22: the engine tabled every hand at once; nobody mucks, no order */
        a->any_order = 1;
        a->n_order = h->n_tabled;
        uint16_t shown = 0;
        for (int i = 0; i < h->n_tabled; i++) {
            a->order[i] = h->tabled_seat[i];
            shown |= (uint16_t)(1u << h->tabled_seat[i]);
        }
        char all[64], in[64];
        uint16_t allin = (uint16_t)(h->allin_mask & shown);
        drill_seats_text(allin, in, sizeof in);
        drill_seats_text(shown, all, sizeof all);
        drill_capital(in);
        drill_buf_printf(&w,
                         DP_("%s is all-in and no more betting is possible, so every hand in every pot is tabled at "
                             "once: %s. Nobody may muck, and the order does not matter.",
                             "%s are all-in and no more betting is possible, so every hand in every pot is tabled at "
                             "once: %s. Nobody may muck, and the order does not matter.",
                             __builtin_popcount(allin)),
                         in, all);
        if (h->n_pots > 1 && h->tabled_board >= 5) {
            drill_buf_printf(&w, " ");
            drill_buf_printf(&w, "%s",
                             D_("Side pots do not change this: a player all-in since an earlier street tables too, and so "
                                "do the players who played on."));
        }
        snprintf(out->rule, sizeof out->rule, "R22");
        return;
    }
    a->n_order = h->n_show;
    for (int i = 0; i < h->n_show; i++) {
        a->order[i] = h->show_seat[i];
        if (h->show_muck[i])
            a->may_muck |= (uint16_t)(1u << h->show_seat[i]);
    }
    if (h->last_aggressor >= 0)
        drill_buf_printf(&w, D_("Seat %d made the last bet or raise on the river, so it shows first; then clockwise."),
                         h->last_aggressor + 1);
    else
        drill_buf_printf(&w,
                         D_("Nobody bet on the river, so the first player still in clockwise from the button "
                            "shows first (seat %d); then clockwise."),
                         h->show_seat[0] + 1);
    drill_buf_printf(&w, " ");
    for (int i = 0; i < h->n_show; i++)
        if (h->show_muck[i]) {
            drill_buf_printf(&w, D_("Seat %d can neither beat nor tie a hand already shown and may muck."),
                             h->show_seat[i] + 1);
            drill_buf_printf(&w, " ");
        }
    if (!a->may_muck)
        drill_buf_printf(&w, "%s", D_("Each hand can still win or tie when its turn comes, so each must show."));
    snprintf(out->rule, sizeof out->rule, "R23");
}

void drill_places_answer(const drill_hand_t *h, drill_t *out)
{
    drill_buf_t w;
    drill_buf_init(&w, out->why, sizeof out->why);
    drill_answer_t *a = &out->answer;
    memset(a, 0, sizeof *a);
    a->kind = DRILL_ANS_PLACES;
    for (int i = 0; i < h->n_elim; i++) {
        int s = h->elim[i].seat;
        a->place[s] = h->elim[i].u.el.place;
        a->prize[s] = h->elim[i].u.el.prize;
    }
    drill_buf_printf(&w, "%s ", D_("Players out on the same hand are ranked by their chips at the start of it:"));
    for (int i = 0; i < h->n_elim; i++) {
        int s = h->elim[i].seat;
        const ev_t *el = &h->elim[i];
        char amt[32], prize[48];
        drill_buf_printf(&w, i ? "; " : "");
        drill_buf_printf(&w, D_("seat %d started with %s, place %d"), s + 1, drill_chips(h->start_stack[s], amt, sizeof amt),
                         el->u.el.place);
        if (el->u.el.place_to > el->u.el.place) {
            drill_buf_printf(&w, " ");
            drill_buf_printf(&w, D_("(tied for places %d-%d: the prizes are pooled and split)"), el->u.el.place,
                             el->u.el.place_to);
        }
        drill_buf_printf(&w, ", %s", drill_money(el->u.el.prize, prize, sizeof prize));
    }
    drill_buf_printf(&w, ". %s", D_("More chips at the start ranks higher."));
    snprintf(out->rule, sizeof out->rule, "R32");
}

static int gen_hand_end(gen_t *g, drill_t *out, char *err, size_t errlen)
{
    int topic = g->topic;
    int want_pots = g->d <= 1 ? 1 : g->d <= 3 ? 2 : 3;
    int want_shown = g->d <= 2 ? 2 : 3;
    int want_busts = g->d <= 3 ? 2 : 3;
    if (topic == DRILL_ELIMINATIONS) {
        g->prizes = 1;
        g->buy_in = 1000 * (1 + (int64_t)rng_below(&g->rng, 5));
    }
    /* showdown: 0 no all-in (R23); from difficulty 3 one seed in three an all-in with the board to
     * come (R22); from difficulty 4 one in three a river showdown with side pots after an earlier
     * all-in (R22 again: the betting is over and a player is all-in) */
    int sd_kind = 0;
    if (topic == DRILL_SHOWDOWN && g->d >= 3)
        sd_kind = g->seed % 3 == 1 ? 1 : g->d >= 4 && g->seed % 3 == 2 ? 2 : 0;
    for (int attempt = 0; attempt < 300; attempt++) {
        if (topic == DRILL_SHOWDOWN)
            setup_random(g, 3, ENGINE_MAX_SEATS, sd_kind == 1 ? 30 : sd_kind == 2 ? 40 : 0);
        else if (topic == DRILL_ELIMINATIONS)
            setup_random(g, 3, ENGINE_MAX_SEATS, 80);
        else
            setup_random(g, 2 + (g->d >= 3), ENGINE_MAX_SEATS, 50);
        if (topic == DRILL_SIDE_POTS && g->d >= 2 && rng_below(&g->rng, 2)) {
            /* two players with the same ranks: a split pot and maybe odd chips (R27) */
            drill_gen_split_hands(g);
        }
        if (topic == DRILL_ELIMINATIONS) {
            int live = 0;
            for (int s = 0; s < g->su.n_seats; s++)
                live += g->su.live[s];
            static const int pct[5][5] = {{0}, {10000}, {6500, 3500}, {5000, 3000, 2000}, {4000, 3000, 2000, 1000}};
            g->n_places = live - 1 < 4 ? live - 1 : 4;
            if (g->n_places < 1)
                g->n_places = 1;
            memcpy(g->percent, pct[g->n_places], sizeof pct[0]);
            if (g->d >= 3 && rng_below(&g->rng, 2)) { /* equal stacks: a shared place */
                int a = -1;
                for (int s = 0; s < g->su.n_seats; s++)
                    if (g->su.live[s]) {
                        if (a < 0)
                            a = s;
                        else {
                            g->su.stack[s] = g->su.stack[a];
                            break;
                        }
                    }
            }
        }
        if (gen_start(g, err, errlen) < 0)
            return -1;
        int live0 = setup_live(g); /* before the blinds: a short blind may be all-in */
        int rc = topic == DRILL_SHOWDOWN ? play_out(g, sd_kind == 1 ? 12 : 0, 25, sd_kind ? 10 : 15)
                                         : play_out(g, topic == DRILL_ELIMINATIONS ? 70 : 35, 25, 20);
        if (rc < 0)
            continue;
        drill_hand_t *h = &g->h;
        if (topic == DRILL_SIDE_POTS) {
            if (h->n_pots < (attempt < 250 ? want_pots : 1))
                continue;
            int contested = 0;
            for (int i = 0; i < h->n_pots; i++)
                if (h->pot[i].u.pot.value)
                    contested = 1;
            if (!contested)
                continue;
        } else if (topic == DRILL_SHOWDOWN) {
            if (sd_kind == 0 && (h->allin_tabled || h->n_show < (attempt < 250 ? want_shown : 2)))
                continue;
            if (sd_kind && (!h->allin_tabled || h->n_tabled < (attempt < 250 ? want_shown : 2)))
                continue;
            if (sd_kind == 1 && h->tabled_board >= 5 && attempt < 250)
                continue; /* the classic case: the rest of the board still to come */
            if (sd_kind == 2) {
                int bet_on = 0; /* players who still had chips and played on to the river */
                for (int i = 0; i < h->n_tabled; i++)
                    bet_on += !(h->allin_mask & (1u << h->tabled_seat[i]));
                if (h->n_pots < 2 || h->tabled_board < 5 || bet_on < 2)
                    continue;
            }
        } else {
            settle_decisions(g);
            if (h->n_elim < (attempt < 250 ? want_busts : 2) || live0 - h->n_elim < 1)
                continue;
        }
        g->su.with_cards = 1;
        write_scenario(g, g->n_cmds, drill_topic_title(g->topic), out->scenario, sizeof out->scenario);
        drill_buf_t q, w;
        drill_buf_init(&q, out->question, sizeof out->question);
        drill_buf_init(&w, out->why, sizeof out->why);
        memset(&out->answer, 0, sizeof out->answer);
        if (topic == DRILL_SIDE_POTS) {
            drill_buf_printf(&q,
                             D_("The hand is over (button on seat %d). Build the pots, main pot first: the amount and the "
                                "seats eligible for each; award each pot and give back any chips nobody could match."),
                             h->hs.u.hs.button + 1);
            drill_pots_answer(h, &out->answer);
            drill_pots_why(h, out->why, sizeof out->why);
            snprintf(out->rule, sizeof out->rule, "R25");
        } else if (topic == DRILL_SHOWDOWN && h->allin_tabled) {
            char in[64];
            uint16_t allin = 0;
            for (int i = 0; i < h->n_tabled; i++)
                allin |= (uint16_t)(h->allin_mask & (1u << h->tabled_seat[i]));
            drill_seats_text(allin, in, sizeof in);
            drill_capital(in);
            if (h->tabled_board < 5)
                drill_buf_printf(&q,
                                 DP_("%s is all-in, the betting is over and the board is still to come (button on seat %d).",
                                     "%s are all-in, the betting is over and the board is still to come (button on seat %d).",
                                     __builtin_popcount(allin)),
                                 in, h->hs.u.hs.button + 1);
            else if (h->n_pots > 1)
                drill_buf_printf(&q,
                                 DP_("%s went all-in earlier; the others played on, and the river betting is over with %d "
                                     "pots (button on seat %d).",
                                     "%s went all-in earlier; the others played on, and the river betting is over with %d "
                                     "pots (button on seat %d).",
                                     __builtin_popcount(allin)),
                                 in, h->n_pots, h->hs.u.hs.button + 1);
            else
                drill_buf_printf(&q, DP_("%s is all-in and the river betting is over (button on seat %d).",
                                         "%s are all-in and the river betting is over (button on seat %d).",
                                         __builtin_popcount(allin)),
                                 in, h->hs.u.hs.button + 1);
            drill_buf_printf(&q, " %s",
                             D_("Which hands must be shown (and in what order, if any), and which of them may muck?"));
            drill_showdown_answer(h, out);
        } else if (topic == DRILL_SHOWDOWN) {
            drill_buf_printf(&q,
                             D_("The river betting is over (button on seat %d). In what order do the players show, and "
                                "which of them may muck when their turn comes?"),
                             h->hs.u.hs.button + 1);
            drill_showdown_answer(h, out);
        } else {
            drill_places_answer(h, out);
            int busted[ENGINE_MAX_SEATS], nb = 0;
            for (int i = 0; i < h->n_elim; i++)
                busted[nb++] = h->elim[i].seat;
            char bt[64];
            seat_list_text(bt, sizeof bt, busted, nb);
            drill_buf_printf(&q, D_("%d players started this hand and %s busted on it."), live0, bt);
            char pool[48], paid[64] = "", t[64];
            for (int i = 0; i < g->n_places; i++) {
                snprintf(t, sizeof t, "%s%s%d%%", paid, i ? "/" : "", g->percent[i] / 100);
                snprintf(paid, sizeof paid, "%s", t);
            }
            drill_buf_printf(&q, " ");
            /* TRANSLATORS: the prize pool and the shares of it paid to 1st, 2nd, ...: "Prize pool $30.00, paid 65%/35%." */
            drill_buf_printf(&q, D_("Prize pool %s, paid %s."), drill_money((int64_t)live0 * g->buy_in, pool, sizeof pool), paid);
            int tie = 0;
            for (int i = 0; i < h->n_elim; i++)
                tie |= h->elim[i].u.el.place_to > h->elim[i].u.el.place;
            if (tie) { /* R33: a drill that asks for a split states how its spare cents go */
                drill_buf_printf(&q, " ");
                drill_buf_printf(&q,
                                 D_("The button is on seat %d; a pooled prize's spare cents go one each to the tied "
                                    "players clockwise from the button."),
                                 h->hs.u.hs.button + 1);
            }
            drill_buf_printf(&q, " %s", D_("What place and prize does each busted player get?"));

        }
        return 0;
    }
    snprintf(err, errlen, "drill: no %s hand found for seed %" PRIu64, drill_topic_name(topic), out->seed);
    return -1;
}

/* ---- topic 9: colour-up and chip race ------------------------------------------------------- */

static int gen_race(gen_t *g, drill_t *out, char *err, size_t errlen)
{
    for (int attempt = 0; attempt < 100; attempt++) {
        setup_random(g, 3, ENGINE_MAX_SEATS, 0);
        setup_t *su = &g->su;
        /* the 5s out (25 the smallest after); from difficulty 2, one seed in four the 25s and one
         * in four the 100s */
        int kind = g->d <= 1 ? 0 : g->seed % 4 == 2 ? 1 : g->seed % 4 == 0 ? 2 : 0;
        int64_t from = kind == 2 ? 100 : kind == 1 ? 25 : 5, to = kind == 2 ? 500 : kind == 1 ? 100 : 25;
        g->race_from = from;
        g->race_to = to;
        su->sb = kind == 2 ? 200 : kind == 1 ? 50 : 10;
        su->bb = 2 * su->sb;
        su->ante = 0;
        su->chip = from;
        su->prev_bb = su->prev_sb = su->prev_button = 0;
        int first = -1, n_live = 0;
        for (int s = 0; s < su->n_seats; s++)
            if (su->live[s]) {
                su->stack[s] = 20 * to + to * (int64_t)rng_below(&g->rng, 80) + from * (int64_t)rng_below(&g->rng, (uint32_t)(to / from));
                if (first < 0)
                    first = s;
                n_live++;
            }
        /* from difficulty 3, now and then a seat with only odd chips, who may lose the race (R34.7) */
        if (g->d >= 3 && n_live >= 3 && rng_below(&g->rng, 2) == 0) {
            int k = (int)rng_below(&g->rng, (uint32_t)n_live);
            for (int s = 0; s < su->n_seats; s++)
                if (su->live[s] && k-- == 0)
                    su->stack[s] = from * (1 + (int64_t)rng_below(&g->rng, (uint32_t)(to / from - 1)));
        }
        g->race = 1;
        /* the race's cards: a shuffled deck from the seed, stated in the scenario */
        rng_t r2 = g->rng;
        card_t deck[CARD_COUNT];
        for (int i = 0; i < CARD_COUNT; i++)
            deck[i] = (card_t)i;
        for (int i = CARD_COUNT - 1; i > 0; i--) {
            int j = (int)rng_below(&r2, (uint32_t)(i + 1));
            card_t t = deck[i];
            deck[i] = deck[j];
            deck[j] = t;
        }
        rng_next64(&g->rng);
        su->n_race = 0;
        if (gen_start(g, err, errlen) < 0)
            return -1;
        /* everyone folds to the big blind */
        while (engine_phase(g->e) == PHASE_HAND) {
            int s = engine_to_act(g->e);
            if (s < 0 || gen_submit(g, (cmd_t){CMD_FOLD, s, 0}) < 0)
                break;
        }
        if (engine_phase(g->e) != PHASE_BETWEEN_HANDS)
            continue;
        view_t v;
        engine_view(g->e, -1, &v);
        int n_odd = 0;
        int64_t before[ENGINE_MAX_SEATS] = {0};
        for (int s = 0; s < v.n_seats; s++)
            if (v.seats[s].occupied && v.seats[s].stack > 0) {
                before[s] = v.seats[s].stack;
                n_odd += (int)(v.seats[s].stack % to / from);
            }
        if (n_odd == 0 || (g->d >= 3 && n_odd < 4))
            continue;
        su->n_race = n_odd;
        memcpy(su->race, deck, sizeof su->race);
        /* replay with the race cards fixed, then the level ends */
        int keep = g->n_cmds;
        char cmds[MAX_CMDS][CMD_TEXT];
        memcpy(cmds, g->cmds, sizeof cmds);
        if (gen_start(g, err, errlen) < 0)
            return -1;
        for (int i = 0; i < keep; i++) {
            cmd_t c;
            char e2[128];
            if (cmd_parse(cmds[i], &c, e2, sizeof e2) < 0 || gen_submit(g, c) < 0) {
                snprintf(err, errlen, "drill: chip race replay failed");
                return -1;
            }
        }
        write_scenario(g, g->n_cmds, "Colour-up and chip race", out->scenario, sizeof out->scenario);
        if (gen_submit(g, (cmd_t){CMD_ADVANCE_LEVEL, -1, 0}) < 0 || !g->h.have_cu)
            continue;
        engine_view(g->e, -1, &v);
        drill_answer_t *a = &out->answer;
        memset(a, 0, sizeof *a);
        a->kind = DRILL_ANS_CHIPS;
        for (int s = 0; s < v.n_seats; s++)
            a->chips[s] = v.seats[s].occupied && !v.seats[s].eliminated ? v.seats[s].stack : 0;
        /* the race cards as dealt: from seat 1, one per odd chip, each seat's all at once (R34.5) */
        for (int s = 0, next = 0; s < v.n_seats && s < ENGINE_MAX_SEATS; s++) {
            int n = before[s] > 0 ? (int)(before[s] % to / from) : 0;
            for (int c = 0; c < n && next < su->n_race; c++, next++)
                if (c < DRILL_MAX_RACE)
                    a->race[s][a->n_race[s]++] = su->race[next];
        }
        drill_buf_t q, w;
        drill_buf_init(&q, out->question, sizeof out->question);
        drill_buf_init(&w, out->why, sizeof out->why);
        char ca[32], cb[32];
        drill_chips(from, ca, sizeof ca);
        drill_chips(to, cb, sizeof cb);
        if (from == 5)
            drill_buf_printf(&q, "%s", D_("After this hand the level ends and the 5 chips leave play (the smallest chip is now 25). Stacks:"));
        else
            drill_buf_printf(&q, D_("After this hand the level ends and the %s chips leave play (the smallest chip is now %s). Stacks:"),
                             ca, cb);
        int k = 0;
        for (int s = 0; s < v.n_seats; s++)
            if (before[s]) {
                char amt[32];
                drill_buf_printf(&q, k++ ? ", " : " ");
                /* TRANSLATORS: a seat and its stack: "seat 3 1,245" */
                drill_buf_printf(&q, D_("seat %d %s"), s + 1, drill_chips(before[s], amt, sizeof amt));
            }
        /* the cards themselves: the trainee sees no scenario file, so naming its field
         * ("in the order of race_cards") left the race unanswerable */
        if (from == 5)
            drill_buf_printf(&q, ". %s", D_("The race cards are dealt face up from seat 1, one per odd 5 chip, each player receiving all of their "
                                                 "cards before the next player gets any (R34.5), in this order:"));
        else {
            drill_buf_printf(&q, ". ");
            drill_buf_printf(&q, D_("The race cards are dealt face up from seat 1, one per odd %s chip, each player receiving all of their "
                                 "cards before the next player gets any (R34.5), in this order:"), ca);
        }
        for (int i = 0; i < su->n_race; i++) {
            char c[3];
            drill_buf_printf(&q, " %s", card_format(su->race[i], c));
        }
        drill_buf_printf(&q, ". %s", D_("What is each stack after the colour-up?"));
        char amt[32];
        if (from == 5)
            drill_buf_printf(&w,
                             DP_("The odd 5s total %s, which buys %d chip of 25 (a remainder of half a chip or more counts as one).",
                                 "The odd 5s total %s, which buys %d chips of 25 (a remainder of half a chip or more counts as one).",
                                 g->h.cu.u.cu.new_chips),
                             drill_chips(g->h.cu.u.cu.odd_total, amt, sizeof amt), g->h.cu.u.cu.new_chips);
        else
            drill_buf_printf(&w,
                             DP_("The odd %s chips total %s, which buys %d chip of %s (a remainder of half a chip or more counts as one).",
                                 "The odd %s chips total %s, which buys %d chips of %s (a remainder of half a chip or more counts as one).",
                                 g->h.cu.u.cu.new_chips),
                             ca, drill_chips(g->h.cu.u.cu.odd_total, amt, sizeof amt), g->h.cu.u.cu.new_chips, cb);
        drill_buf_printf(&w, " ");
        for (int i = 0; i < g->h.n_race; i++) {
            const ev_t *r = &g->h.race[i];
            if (r->u.race.odd <= 0)
                continue;
            char c[3] = "--";
            if (r->u.race.cards > 0)
                card_format(r->u.race.best, c);
            if (r->u.race.won)
                drill_buf_printf(&w, D_("Seat %d (best card %s) wins a chip."), r->seat + 1, c);
            else if (r->seat >= 0 && r->seat < ENGINE_MAX_SEATS && before[r->seat] < to)
                drill_buf_printf(&w,
                                 D_("Seat %d (best card %s) loses its odd chips but cannot be raced out: it keeps one "
                                    "chip of %s."),
                                 r->seat + 1, c, cb);
            else
                drill_buf_printf(&w, D_("Seat %d (best card %s) loses its odd chips."), r->seat + 1, c);
            drill_buf_printf(&w, " ");
        }
        drill_buf_printf(&w, "%s", D_("Nobody wins more than one chip and nobody is raced out."));
        snprintf(out->rule, sizeof out->rule, "R34");
        return 0;
    }
    snprintf(err, errlen, "drill: no chip race found for seed %" PRIu64, out->seed);
    return -1;
}

/* ---- for the other topic files (drill_gen.h) ------------------------------------------------ */

void drill_gen_setup(gen_t *g, int min_live, int max_live, int short_pct) { setup_random(g, min_live, max_live, short_pct); }
int drill_gen_start(gen_t *g, char *err, size_t errlen) { return gen_start(g, err, errlen); }
int drill_gen_submit(gen_t *g, cmd_t c) { return gen_submit(g, c); }
cmd_t drill_gen_policy(gen_t *g, int seat, int allin, int raise, int fold) { return policy(g, seat, allin, raise, fold); }
int drill_gen_scenario(const gen_t *g, int n_cmds, const char *name, char *out, size_t cap)
{
    return write_scenario(g, n_cmds, name, out, cap);
}

int drill_generate(drill_topic_t t, uint64_t seed, int difficulty, drill_t *out, char *err, size_t errlen)
{
    char e0[8];
    if (!err) {
        err = e0;
        errlen = sizeof e0;
    }
    if (t == DRILL_FLOOR || (unsigned)t >= DRILL_TOPIC_COUNT) {
        snprintf(err, errlen, "drill: topic %s is not generated (floor cards are authored in levels/drills/)",
                 drill_topic_name(t));
        return -1;
    }
    if (difficulty < 1)
        difficulty = 1;
    if (difficulty > 5)
        difficulty = 5;
    gen_t *g = calloc(1, sizeof *g);
    drill_t *d = calloc(1, sizeof *d);
    int rc = -1;
    if (!g || !d || !(g->sc = malloc(sizeof *g->sc))) {
        snprintf(err, errlen, "drill: out of memory");
        goto end;
    }
    rng_init(&g->rng, seed, 0xD1u + (uint64_t)t);
    g->d = difficulty;
    g->seed = seed;
    g->topic = t;
    d->topic = t;
    d->seed = seed;
    d->difficulty = difficulty;
    d->ask_seat = -1;
    switch (t) {
    case DRILL_BUTTON:
    case DRILL_HEADS_UP: rc = gen_positions(g, d, err, errlen); break;
    case DRILL_FIRST_TO_ACT:
    case DRILL_MIN_RAISE:
    case DRILL_REOPEN: rc = gen_moment(g, d, err, errlen); break;
    case DRILL_SIDE_POTS:
    case DRILL_SHOWDOWN:
    case DRILL_ELIMINATIONS: rc = gen_hand_end(g, d, err, errlen); break;
    case DRILL_CHIP_RACE: rc = gen_race(g, d, err, errlen); break;
    case DRILL_COUNT_POT:
    case DRILL_FOLLOW_ACTION: rc = drill_gen_dealer(g, d, err, errlen); break;
    case DRILL_PUSH_POT: rc = drill_gen_push(g, d, err, errlen); break;
    case DRILL_DEAL_ORDER: rc = drill_gen_deal(g, d, err, errlen); break;
    default: break;
    }
    if (rc == 0)
        *out = *d;
end:
    if (g) {
        gen_close(g);
        free(g->sc);
    }
    free(g);
    free(d);
    return rc;
}
