/* engine.c — the tournament engine: lifecycle, command validation, the flow of a hand and of the
 * tournament between hands. Rules are cited by their number in docs/rules.md; the pure parts
 * (positions, pots, odd chips, places, prizes) live in rules.c, the chip race in race.c.
 * Must never read a clock, use the C library's generator or reach outside the engine. */
#include "engine/engine.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/engine_internal.h"
#include "engine/hand.h"
#include "engine/text.h"


/* ---------------------------------------------------------------------------------------------
 * small helpers
 * ------------------------------------------------------------------------------------------- */

static const level_t *cur_level(const engine_t *e) { return &e->st.levels[e->level]; }

static int seat_live(const engine_t *e, int s)
{
    return e->seat[s].status == SEAT_PLAYING && e->seat[s].stack > 0;
}

static int in_hand(const seat_t *p) { return p->dealt && !p->folded; }

static int players_left(const engine_t *e)
{
    int n = 0;
    for (int s = 0; s < e->n_seats; s++)
        n += e->seat[s].status == SEAT_PLAYING;
    return n;
}

static int64_t smallest_chip(const engine_t *e) { return e->unit; }

/* R36: a player just moved in is not dealt the next hand while their seat lies after the last
 * hand's small blind, up to and including its big blind, clockwise: the next hand's button is
 * where that small blind was and its small blind where that big blind was (R3), so such a seat
 * would be dealt in between the small blind and the button, or post a small blind nobody owes. */
static int mtt_sits_out(const engine_t *e, int seat)
{
    if (!e->seat[seat].fresh || !e->have_prev)
        return 0;
    /* after a heads-up hand the next button is the first player counter-clockwise from the small
     * blind, who may be the player who arrived (R4b): nobody sits between them, and only a seat on
     * the small blind's own place (the last big blind's) sits out. Walking from the last small
     * blind (the heads-up button) kept a newcomer out who was due the button, hand after hand. */
    if (e->pos.heads_up)
        return seat == e->pos.bb;
    for (int s = (e->pos.sb_pos + 1) % e->n_seats;; s = (s + 1) % e->n_seats) {
        if (s == seat)
            return 1;
        if (s == e->pos.bb)
            return 0;
    }
}

/* Make room for more events (rare: the ring doubles). Returns 0 after an allocation failure. */
static __attribute__((noinline)) int grow_events(engine_t *e)
{
    int ncap = e->ev_cap ? e->ev_cap * 2 : 256;
    ev_t *n = malloc((size_t)ncap * sizeof *n);
    if (!n) {
        e->oom = 1;
        return 0;
    }
    for (int i = 0; i < e->ev_count; i++)
        n[i] = e->ev[(e->ev_head + i) & (e->ev_cap - 1)];
    free(e->ev);
    e->ev = n;
    e->ev_cap = ncap;
    e->ev_head = 0;
    return 1;
}

static inline ev_t *push(engine_t *e, ev_type_t type, int seat, int64_t amount)
{
    static ev_t scratch; /* only used after an allocation failure, contents discarded */
    if (e->ev_count == e->ev_cap && !grow_events(e))
        return &scratch;
    ev_t *v = &e->ev[(e->ev_head + e->ev_count) & (e->ev_cap - 1)]; /* cap is a power of two */
    e->ev_count++;
    memset(&v->u, 0, sizeof v->u);
    v->type = type;
    v->hand_no = e->hand_no;
    v->seat = seat;
    v->amount = amount;
    return v;
}

ev_t *engine_push_event(engine_t *e, ev_type_t type, int seat, int64_t amount)
{
    return push(e, type, seat, amount);
}

static void log_cmd(engine_t *e, cmd_t c)
{
    if (e->log_len == e->log_cap) {
        int ncap = e->log_cap ? e->log_cap * 2 : 1024;
        cmd_t *n = realloc(e->log, (size_t)ncap * sizeof *n);
        if (!n) {
            e->oom = 1;
            return;
        }
        e->log = n;
        e->log_cap = ncap;
    }
    e->log[e->log_len++] = c;
}

/* ---------------------------------------------------------------------------------------------
 * names
 * ------------------------------------------------------------------------------------------- */

const char *engine_reject_message(engine_reject_t r)
{
    switch (r) {
    case REJ_OK: return "ok";
    case REJ_BAD_COMMAND: return "not a valid command";
    case REJ_BAD_SEAT: return "nobody plays in that seat";
    case REJ_WRONG_PHASE: return "that command does not fit this moment of the tournament";
    case REJ_NOT_YOUR_TURN: return "it is not that seat's turn to act";
    case REJ_CANNOT_CHECK: return "cannot check: there is a bet to call";
    case REJ_NOTHING_TO_CALL: return "nothing to call: check instead";
    case REJ_CANNOT_BET: return "there is already a bet: raise instead";
    case REJ_CANNOT_RAISE: return "raising is not allowed here";
    case REJ_AMOUNT_TOO_SMALL: return "the amount is below the minimum";
    case REJ_AMOUNT_TOO_LARGE: return "the amount is more than the stack";
    case REJ_AMOUNT_NOT_MAKEABLE: return "the amount cannot be made from the chips in play (not a multiple of the smallest chip)";
    case REJ_DECISION_PENDING: return "a rebuy or add-on decision is still open";
    case REJ_NOT_ALLOWED: return "no rebuy or add-on is on offer to that seat now";
    case REJ_ON_BREAK: return "the tournament is on a break";
    case REJ_FINISHED: return "the tournament is over";
    default: return "unknown rejection";
    }
}

const char *cmd_type_name(cmd_type_t t)
{
    static const char *const names[CMD_COUNT] = {
        "none", "start", "fold", "check", "call", "bet", "raise", "allin", "next_hand",
        "advance_level", "rebuy", "addon", "decline", "set_absent"};
    return (t >= 0 && t < CMD_COUNT) ? names[t] : "?";
}

const char *ev_type_name(ev_type_t t)
{
    static const char *const names[EV_COUNT] = {
        "tournament_start", "button_draw", "level", "color_up", "race", "hand_start", "seat", "post",
        "hole_cards", "dead_hand", "action", "street", "uncalled", "show", "muck", "pot",
        "hand_end", "rebuy_offer", "rebuy", "addon_offer", "addon", "decline", "absent",
        "eliminated", "tournament_end", "collect", "out_of_hand"};
    return (t >= 0 && t < EV_COUNT) ? names[t] : "?";
}

const char *ooh_reason_name(ooh_reason_t r)
{
    static const char *const names[OOH_COUNT] = {"moved_into_small_blind"};
    return (r >= 0 && r < OOH_COUNT) ? names[r] : "?";
}

const char *pos_reason_text(pos_reason_t r)
{
    switch (r) {
    case POSR_DRAW: return "high-card draw for the first button";
    case POSR_SET: return "first button set by the table";
    case POSR_MOVES: return "moves one player clockwise";
    case POSR_DEAD_BUTTON: return "dead button: its player busted";
    case POSR_DEAD_SB: return "dead small blind: nobody posts it";
    case POSR_HEADS_UP: return "heads-up: the button posts the small blind";
    case POSR_HEADS_UP_START: return "heads-up starts: button placed so nobody has the big blind twice";
    case POSR_BB_NEXT_PLAYER: return "big blind moves to the next player, skipping empty seats";
    default: return "?";
    }
}

/* ---------------------------------------------------------------------------------------------
 * lifecycle
 * ------------------------------------------------------------------------------------------- */

engine_t *engine_create(const engine_config_t *cfg_in, char *err, size_t errlen)
{
    engine_config_t cfg;
    if (cfg_in)
        cfg = *cfg_in;
    else
        memset(&cfg, 0, sizeof cfg);
    structure_t st;
    if (cfg.structure)
        st = *cfg.structure;
    else
        structure_default(&st);
    cfg.structure = NULL; /* the engine keeps its own copy */
    int n_seats = cfg.n_seats ? cfg.n_seats : st.table_size;
    if (n_seats < 2 || n_seats > ENGINE_MAX_SEATS) {
        snprintf(err, errlen, "a table has 2 to %d seats, got %d", ENGINE_MAX_SEATS, n_seats);
        return NULL;
    }
    int any = 0;
    for (int s = 0; s < ENGINE_MAX_SEATS; s++)
        any |= cfg.seats[s].occupied;
    if (!any) {
        int np = cfg.n_players ? cfg.n_players : n_seats;
        if (np < 2 || np > n_seats) {
            snprintf(err, errlen, "%d players do not fit a table of %d seats (2 to %d)", np, n_seats, n_seats);
            return NULL;
        }
        for (int s = 0; s < np; s++)
            cfg.seats[s].occupied = 1;
    }
    int n_players = 0;
    for (int s = 0; s < ENGINE_MAX_SEATS; s++) {
        if (!cfg.seats[s].occupied)
            continue;
        if (s >= n_seats) {
            snprintf(err, errlen, "seat %d is occupied but the table has %d seats", s + 1, n_seats);
            return NULL;
        }
        if (cfg.seats[s].stack < 0) {
            snprintf(err, errlen, "seat %d: a stack cannot be negative", s + 1);
            return NULL;
        }
        /* names go into hand histories, saves and screens: one line of valid UTF-8 text */
        size_t nl = 0;
        while (nl < sizeof cfg.seats[s].name && cfg.seats[s].name[nl])
            nl++;
        if (nl == sizeof cfg.seats[s].name || !text_printable(cfg.seats[s].name, nl, 0)) {
            snprintf(err, errlen, "seat %d: a name is at most %d bytes of UTF-8 text on one line, without control characters",
                     s + 1, ENGINE_NAME_LEN - 1);
            return NULL;
        }
        n_players++;
    }
    if (n_players < 2) {
        snprintf(err, errlen, "a tournament needs at least 2 players, got %d", n_players);
        return NULL;
    }
    if (cfg.initial_button < 0 || cfg.initial_button > n_seats ||
        (cfg.initial_button && !cfg.seats[cfg.initial_button - 1].occupied)) {
        snprintf(err, errlen, "initial button seat %d has no player", cfg.initial_button);
        return NULL;
    }
    if (cfg.first_level < 0 || cfg.first_level > st.n_levels ||
        (cfg.first_level && st.levels[cfg.first_level - 1].is_break)) {
        snprintf(err, errlen, "first level %d is not a playing level of the structure", cfg.first_level);
        return NULL;
    }
    if (cfg.n_fixed_cards < 0 || cfg.n_fixed_cards > CARD_COUNT) {
        snprintf(err, errlen, "fixed deck has %d cards (at most 52)", cfg.n_fixed_cards);
        return NULL;
    }
    card_mask_t seen = 0;
    for (int i = 0; i < cfg.n_fixed_cards; i++) {
        if (!card_valid(cfg.fixed_cards[i]) || (seen & card_bit(cfg.fixed_cards[i]))) {
            snprintf(err, errlen, "fixed deck: card %d is invalid or repeated", i + 1);
            return NULL;
        }
        seen |= card_bit(cfg.fixed_cards[i]);
    }
    for (int s = 0; s < ENGINE_MAX_SEATS; s++)
        for (int k = 0; k < 2 && cfg.preset_hole_set[s]; k++) {
            card_t c = cfg.preset_hole[s][k];
            if (s >= n_seats || !card_valid(c) || (seen & card_bit(c))) {
                snprintf(err, errlen, "preset hole cards of seat %d: a card is invalid or repeated", s + 1);
                return NULL;
            }
            seen |= card_bit(c);
        }
    if (cfg.n_race_cards < 0 || cfg.n_race_cards > CARD_COUNT) {
        snprintf(err, errlen, "race cards: %d cards (at most 52)", cfg.n_race_cards);
        return NULL;
    }
    {
        card_mask_t race = 0;
        for (int i = 0; i < cfg.n_race_cards; i++) {
            if (!card_valid(cfg.race_cards[i]) || (race & card_bit(cfg.race_cards[i]))) {
                snprintf(err, errlen, "race cards: card %d is invalid or repeated", i + 1);
                return NULL;
            }
            race |= card_bit(cfg.race_cards[i]);
        }
    }
    if (cfg.n_preset_board < 0 || cfg.n_preset_board > 5) {
        snprintf(err, errlen, "a preset board has 0 to 5 cards, got %d", cfg.n_preset_board);
        return NULL;
    }
    for (int i = 0; i < cfg.n_preset_board; i++) {
        card_t c = cfg.preset_board[i];
        if (!card_valid(c) || (seen & card_bit(c))) {
            snprintf(err, errlen, "preset board card %d is invalid or repeated", i + 1);
            return NULL;
        }
        seen |= card_bit(c);
    }
    int prev[3] = {cfg.prev_button, cfg.prev_sb, cfg.prev_bb};
    int nprev = (prev[0] != 0) + (prev[1] != 0) + (prev[2] != 0);
    if (nprev != 0 && (prev[1] == 0 || prev[2] == 0)) {
        snprintf(err, errlen, "previous positions need at least the small and big blind seats");
        return NULL;
    }
    for (int i = 0; i < 3; i++)
        if (prev[i] < 0 || prev[i] > n_seats) {
            snprintf(err, errlen, "previous position seat %d is not at this table", prev[i]);
            return NULL;
        }

    engine_t *e = calloc(1, sizeof *e);
    if (!e) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    cfg.n_seats = n_seats; /* resolved, so a save can rebuild exactly this table */
    e->cfg = cfg;
    e->st = st;
    e->n_seats = n_seats;
    e->phase = PHASE_NOT_STARTED;
    rng_init(&e->deck_rng, cfg.seed, RNG_STREAM_DECK);
    rng_init(&e->race_rng, cfg.seed, RNG_STREAM_RACE);
    e->tournament_id = cfg.tournament_id ? cfg.tournament_id : 100000000ULL + rng_mix64(cfg.seed) % 900000000ULL;
    e->hand_id = cfg.first_hand_id ? cfg.first_hand_id - 1
                                   : (int64_t)(200000000000ULL + rng_mix64(cfg.seed ^ 0x68616e64ULL) % 100000000000ULL);
    e->level = cfg.first_level ? cfg.first_level - 1 : 0;
    while (e->level < st.n_levels - 1 && st.levels[e->level].is_break)
        e->level++;
    e->unit = structure_smallest_chip(&st, e->level);
    e->to_act = -1;
    e->last_aggressor = -1;
    for (int s = 0; s < n_seats; s++) {
        seat_t *p = &e->seat[s];
        if (!cfg.seats[s].occupied) {
            p->status = SEAT_EMPTY;
            continue;
        }
        p->status = SEAT_PLAYING;
        p->stack = cfg.seats[s].stack ? cfg.seats[s].stack : st.starting_stack;
        p->absent = cfg.absent[s] != 0;
        if (cfg.seats[s].name[0])
            snprintf(p->name, sizeof p->name, "%s", cfg.seats[s].name);
        else
            snprintf(p->name, sizeof p->name, "Seat %d", s + 1);
        e->chips_expected += p->stack;
        e->n_entrants++;
    }
    if (nprev) {
        e->have_prev = 1;
        e->pos.bb = prev[2] - 1;
        e->pos.sb_pos = prev[1] - 1;
        e->pos.button = prev[0] ? prev[0] - 1 : prev[1] - 1;
        e->pos.heads_up = prev[0] == 0 || prev[0] == prev[1];
        e->pos.busted_button = e->pos.busted_sb = -1;
    }
    return e;
}

void engine_destroy(engine_t *e)
{
    if (!e)
        return;
    free(e->ev);
    free(e->log);
    free(e->hand_hash);
    free(e->hand_cmds);
    free(e);
}

int engine_poll(engine_t *e, ev_t *out)
{
    if (e->ev_count == 0)
        return 0;
    *out = e->ev[e->ev_head];
    e->ev_head = (e->ev_head + 1) & (e->ev_cap - 1);
    if (--e->ev_count == 0)
        e->ev_head = 0; /* drained: start again at the front, which stays in cache */
    return 1;
}

int engine_pending(const engine_t *e) { return e->ev_count; }

const ev_t *engine_next_event(engine_t *e)
{
    if (e->ev_count == 0)
        return NULL;
    const ev_t *v = &e->ev[e->ev_head];
    e->ev_head = (e->ev_head + 1) & (e->ev_cap - 1);
    if (--e->ev_count == 0)
        e->ev_head = 0;
    return v; /* still intact: the next push writes at or after the old tail */
}
engine_phase_t engine_phase(const engine_t *e) { return e->phase; }
uint64_t engine_tournament_id(const engine_t *e) { return e->tournament_id; }
int engine_to_act(const engine_t *e) { return e->phase == PHASE_HAND ? e->to_act : -1; }
int engine_level_index(const engine_t *e) { return e->level; }
const structure_t *engine_structure(const engine_t *e) { return &e->st; }
const engine_config_t *engine_config(const engine_t *e) { return &e->cfg; }

const cmd_t *engine_commands(const engine_t *e, int *count)
{
    *count = e->log_len;
    return e->log;
}

int64_t engine_chips_in_play(const engine_t *e)
{
    int64_t t = 0;
    for (int s = 0; s < e->n_seats; s++)
        t += e->seat[s].stack + e->seat[s].contrib;
    return t;
}

int64_t engine_chips_expected(const engine_t *e) { return e->chips_expected; }

/* ---------------------------------------------------------------------------------------------
 * legal actions
 * ------------------------------------------------------------------------------------------- */

/* The legal actions of the seat to act, worked out once each time the turn moves (set_to_act)
 * and read by views, drivers and do_action alike. */
static void compute_legal(const engine_t *e, int s, view_legal_t *L)
{
    memset(L, 0, sizeof *L);
    if (e->phase != PHASE_HAND || s != e->to_act || s < 0)
        return;
    const seat_t *p = &e->seat[s];
    int64_t to_call = e->current - p->committed;
    if (to_call < 0)
        to_call = 0;
    int others_with_chips = (e->act_mask & ~(1u << s)) != 0;
    L->can_fold = 1;
    L->can_check = to_call == 0;
    L->can_call = to_call > 0;
    L->call_amount = to_call < p->stack ? to_call : p->stack;
    int64_t all_to = p->committed + p->stack;
    int64_t unit = e->unit > 0 ? e->unit : 1;
    L->unit = unit;
    /* R13 re-opening: a player who already acted may raise only when facing, in total, at
     * least a full raise since acting. R17: and only if somebody could call. */
    int reopened = !p->acted || e->current - p->acted_at >= e->lfr;
    if (e->current == 0) {
        if (p->stack > 0 && others_with_chips > 0) {
            L->can_bet = 1;
            L->min_to = all_to < e->bb_amount ? all_to : e->bb_amount; /* R11, all-in for less */
            L->max_to = all_to;
        }
    } else if (p->stack > to_call && reopened && others_with_chips > 0) {
        L->can_raise = 1;
        int64_t min_to = e->current + e->lfr; /* R12 */
        min_to = (min_to + unit - 1) / unit * unit; /* R27: in chips that are in play */
        L->min_to = all_to < min_to ? all_to : min_to;
        L->max_to = all_to;
    }
    L->can_allin = p->stack > 0 && (p->stack <= to_call || L->can_bet || L->can_raise);
}

static void set_to_act(engine_t *e, int s)
{
    e->to_act = s;
    compute_legal(e, s, &e->legal);
}

static void legal_for(const engine_t *e, int s, view_legal_t *L)
{
    if (e->phase == PHASE_HAND && s >= 0 && s == e->to_act)
        *L = e->legal;
    else
        memset(L, 0, sizeof *L);
}

/* ---------------------------------------------------------------------------------------------
 * the hand
 * ------------------------------------------------------------------------------------------- */

static void end_hand(engine_t *e);
static void finish_round(engine_t *e);
static void return_uncalled(engine_t *e);
static void award_pots(engine_t *e);

static int hand_pots(const engine_t *e, pot_t *pots, int64_t *returned);

/* The bets in front go into the pots: one EV_COLLECT per pot as it now stands, so a table can
 * slide each seat's chips into the right pile. */
static void collect_bets(engine_t *e)
{
    pot_t *pots = e->pots;
    int np;
    if ((e->in_mask & ~e->act_mask) == 0) {
        /* nobody in the hand is all-in: one pot, everything put in, uncalled chips already back
         * (what hand_pots gives here, without its work) */
        int64_t sum = 0;
        for (int s = 0; s < e->n_seats; s++) {
            sum += e->seat[s].contrib;
            e->pot_returned[s] = 0;
        }
        np = sum > 0;
        pots[0].amount = sum;
        pots[0].eligible = e->in_mask;
    } else {
        np = hand_pots(e, pots, e->pot_returned);
    }
    e->n_pots = np;
    for (int i = 0; i < np; i++) {
        ev_t *v = push(e, EV_COLLECT, -1, pots[i].amount);
        v->u.pot.index = i;
        v->u.pot.n_pots = np;
        v->u.pot.eligible = pots[i].eligible;
        v->u.pot.odd_seat = -1;
    }
}

/* One hand left: uncalled chips go back (R26) and it takes the pots without showing (R15). */
static void win_uncontested(engine_t *e)
{
    e->to_act = -1;
    return_uncalled(e);
    collect_bets(e);
    award_pots(e);
    end_hand(e);
}

static void put_chips(engine_t *e, int s, int64_t amount)
{
    seat_t *p = &e->seat[s];
    p->stack -= amount;
    p->committed += amount;
    p->contrib += amount;
    if (p->stack == 0) {
        p->all_in = 1;
        e->act_mask &= (uint16_t)~(1u << s);
    }
}


/* Next seat to act clockwise after s, or -1 when the round is complete (R15). */
static int next_to_act(const engine_t *e, int s)
{
    unsigned act = e->act_mask;
    /* R15: at most one player with chips left, and already matching: nothing to decide. */
    if (act == 0)
        return -1;
    if ((act & (act - 1)) == 0) {
        int last = __builtin_ctz(act);
        if (e->seat[last].committed >= e->current && (e->in_mask & ~act) != 0)
            return -1;
    }
    for (int i = 1, t = s; i <= e->n_seats; i++) {
        if (++t == e->n_seats)
            t = 0;
        if ((act >> t) & 1) {
            const seat_t *p = &e->seat[t];
            if (!p->acted || p->committed < e->current)
                return t;
        }
    }
    return -1;
}

static int mask_count(unsigned m)
{
    int n = 0;
    for (; m; m &= m - 1)
        n++;
    return n;
}

static int count_in_hand(const engine_t *e) { return mask_count(e->in_mask); }

/* Cards come off a shuffled deck. An ordinary hand shuffles lazily: each card dealt is one step
 * of Fisher–Yates from the top (swap position i with a uniform position in [i, 52)), which gives
 * exactly the distribution of a full shuffle while drawing only for the cards used. */
static card_t draw_card(engine_t *e)
{
    deck_t *d = &e->deck;
    if (e->lazy_deck && d->next < d->size) {
        int i = d->next;
        int j = i + (int)rng_below(&e->deck_rng, (uint32_t)(d->size - i));
        card_t t = d->cards[i];
        d->cards[i] = d->cards[j];
        d->cards[j] = t;
    }
    return deck_deal(d);
}

/* The deck for a new hand: shuffled; for the first hand, the configured fixed order or the
 * preset hole cards and board placed where the deal order (R5) will take them. */
static void new_deck(engine_t *e, const int *live)
{
    deck_init(&e->deck);
    e->lazy_deck = 0;
    const engine_config_t *c = &e->cfg;
    if (!e->fixed_used && c->n_fixed_cards > 0) {
        /* the configured cards first, in order, then the rest of the deck in card order */
        card_mask_t m = 0;
        int n = 0;
        for (int i = 0; i < c->n_fixed_cards; i++) {
            e->deck.cards[n++] = c->fixed_cards[i];
            m |= card_bit(c->fixed_cards[i]);
        }
        for (card_t k = 0; k < CARD_COUNT; k++)
            if (!(m & card_bit(k)))
                e->deck.cards[n++] = k;
        e->fixed_used = 1;
        return;
    }
    int any = c->n_preset_board > 0;
    for (int s = 0; s < e->n_seats; s++)
        any |= c->preset_hole_set[s] && live[s];
    if (e->fixed_used || !any) {
        e->lazy_deck = 1;
        return;
    }
    deck_shuffle(&e->deck, &e->deck_rng);
    e->fixed_used = 1;
    /* positions in the deal: hole cards round by round from the seat after the button, then
     * burn, flop, burn, turn, burn, river */
    card_t want[CARD_COUNT];
    card_mask_t m = 0;
    for (int i = 0; i < CARD_COUNT; i++)
        want[i] = CARD_NONE;
    int order[ENGINE_MAX_SEATS], n = 0;
    for (int i = 1; i <= e->n_seats; i++) {
        int s = (e->pos.button + i) % e->n_seats;
        if (live[s])
            order[n++] = s;
    }
    for (int j = 0; j < n; j++)
        if (c->preset_hole_set[order[j]])
            for (int r = 0; r < 2; r++) {
                want[r * n + j] = c->preset_hole[order[j]][r];
                m |= card_bit(c->preset_hole[order[j]][r]);
            }
    static const int board_at[5] = {1, 2, 3, 5, 7};
    for (int i = 0; i < c->n_preset_board && i < 5; i++) {
        want[2 * n + board_at[i]] = c->preset_board[i];
        m |= card_bit(c->preset_board[i]);
    }
    card_t rest[CARD_COUNT];
    int nr = 0;
    for (int i = 0; i < CARD_COUNT; i++)
        if (!(m & card_bit(e->deck.cards[i])))
            rest[nr++] = e->deck.cards[i];
    for (int i = 0, k = 0; i < CARD_COUNT; i++)
        e->deck.cards[i] = want[i] != CARD_NONE ? want[i] : rest[k++];
}

static void deal_street(engine_t *e, street_t st)
{
    int n = st == STREET_FLOP ? 3 : 1;
    draw_card(e); /* the burn card (R5) */
    for (int i = 0; i < n; i++)
        e->board[e->n_board++] = draw_card(e);
    e->street = st;
    ev_t *v = push(e, EV_STREET, -1, 0);
    v->u.st.street = st;
    v->u.st.n_board = e->n_board;
    memcpy(v->u.st.board, e->board, sizeof e->board);
}

static void begin_street(engine_t *e, street_t st)
{
    if (st != STREET_PREFLOP)
        deal_street(e, st);
    for (int s = 0; s < e->n_seats; s++) {
        seat_t *p = &e->seat[s];
        p->acted = 0;
        p->acted_at = 0;
        if (st != STREET_PREFLOP)
            p->committed = 0;
    }
    e->last_aggressor = -1;
    e->lfr = e->bb_amount; /* R10 */
    if (st != STREET_PREFLOP)
        e->current = 0;
    /* R6: pre-flop from the seat after the big blind; later from the seat after the button */
    int from = st == STREET_PREFLOP ? e->pos.bb : e->pos.button;
    set_to_act(e, next_to_act(e, from));
    if (e->to_act < 0)
        finish_round(e);
}

static void post(engine_t *e, int s, post_kind_t kind, int64_t amount)
{
    seat_t *p = &e->seat[s];
    if (amount > p->stack)
        amount = p->stack;
    if (amount <= 0)
        return;
    if (kind == POST_ANTE) {
        /* antes are dead money: in the pot, not part of the street's bet */
        p->stack -= amount;
        p->contrib += amount;
        if (p->stack == 0) {
            p->all_in = 1;
            e->act_mask &= (uint16_t)~(1u << s);
        }
    } else {
        put_chips(e, s, amount);
    }
    ev_t *v = push(e, EV_POST, s, amount);
    v->u.post.kind = kind;
    v->u.post.all_in = p->stack == 0;
}

static void start_hand(engine_t *e)
{
    int live[ENGINE_MAX_SEATS], sits_out[ENGINE_MAX_SEATS];
    int n_live = 0;
    for (int s = 0; s < e->n_seats; s++) {
        sits_out[s] = seat_live(e, s) && mtt_sits_out(e, s);
        live[s] = seat_live(e, s) && !sits_out[s];
        n_live += live[s];
    }
    /* R36 needs a small blind and a button to be dealt between: a hand of two has none, so
     * when sitting out would leave fewer than two to deal, players just moved in are dealt,
     * clockwise from the last big blind, until the hand is heads-up */
    for (int i = 1; n_live < 2 && e->have_prev && i <= e->n_seats; i++) {
        int s = (e->pos.bb + i) % e->n_seats;
        if (seat_live(e, s) && !live[s]) {
            live[s] = 1;
            n_live++;
        }
    }
    positions_t pos;
    if (!e->have_prev) {
        int button = -1;
        pos_reason_t why = POSR_SET;
        if (e->cfg.initial_button) {
            button = e->cfg.initial_button - 1;
        } else {
            /* R2: one card each from a shuffled deck; highest rank, then suit, wins */
            deck_t d;
            deck_init(&d);
            rng_t r;
            rng_init(&r, e->cfg.seed, RNG_STREAM_SEATING);
            deck_shuffle(&d, &r);
            int best = -1;
            card_t cards[ENGINE_MAX_SEATS];
            for (int s = 0; s < e->n_seats; s++) { /* the draw is dealt from seat 1 */
                if (!live[s])
                    continue;
                cards[s] = deck_deal(&d);
                if (best < 0 || cards[s] > cards[best]) /* rank*4+suit orders rank then suit */
                    best = s;
            }
            for (int s = 0; s < e->n_seats; s++)
                if (live[s]) {
                    ev_t *v = push(e, EV_BUTTON_DRAW, s, s == best);
                    v->u.a.cards[0] = cards[s];
                    v->u.a.count = 1;
                }
            button = best;
            why = POSR_DRAW;
        }
        if (!live[button])
            button = rules_next_live(e->n_seats, live, button);
        rules_positions_first(e->n_seats, live, button, why, &pos);
        if (e->cfg.initial_button && why == POSR_SET)
            pos.why_button = POSR_SET;
    } else {
        rules_positions_next(e->n_seats, live, &e->pos, &pos);
    }
    e->pos = pos;
    e->have_prev = 1;
    e->hand_no++;
    e->hand_id++;
    e->players_at_hand_start = n_live;
    const level_t *L = cur_level(e);
    e->sb_amount = L->small_blind;
    e->bb_amount = L->big_blind;
    e->ante_amount = L->ante;
    e->n_board = 0;
    e->street = STREET_PREFLOP;
    e->allin_tabled = 0;
    for (int s = 0; s < e->n_seats; s++) {
        seat_t *p = &e->seat[s];
        p->dealt = live[s];
        if (live[s])
            p->fresh = 0;
        p->folded = 0;
        p->all_in = 0;
        p->acted = 0;
        p->acted_at = 0;
        p->committed = 0;
        p->contrib = 0;
        p->shown = 0;
        p->hole[0] = p->hole[1] = CARD_NONE;
        p->start_stack = p->stack;
    }
    e->phase = PHASE_HAND;
    e->in_mask = e->act_mask = 0;
    for (int s = 0; s < e->n_seats; s++)
        if (live[s])
            e->in_mask = e->act_mask = (uint16_t)(e->in_mask | (1u << s));

    ev_t *v = push(e, EV_HAND_START, pos.button, 0);
    v->u.hs.button = pos.button;
    v->u.hs.sb_pos = pos.sb_pos;
    v->u.hs.bb = pos.bb;
    v->u.hs.sb_posted = pos.sb_posted;
    v->u.hs.dead_button = pos.dead_button;
    v->u.hs.heads_up = pos.heads_up;
    v->u.hs.why_button = pos.why_button;
    v->u.hs.why_sb = pos.why_sb;
    v->u.hs.why_bb = pos.why_bb;
    v->u.hs.busted_button = pos.busted_button;
    v->u.hs.busted_sb = pos.busted_sb;
    v->u.hs.level_number = structure_level_number(&e->st, e->level);
    v->u.hs.sb_amount = e->sb_amount;
    v->u.hs.bb_amount = e->bb_amount;
    v->u.hs.ante = e->ante_amount;
    v->u.hs.hand_id = e->hand_id;
    v->u.hs.tournament_id = e->tournament_id;
    v->u.hs.wall_time = e->deal_time;

    for (int s = 0; s < e->n_seats; s++)
        if (live[s]) {
            ev_t *sv = push(e, EV_SEAT, s, e->seat[s].stack);
            sv->u.a.count = e->seat[s].absent;
        } else if (sits_out[s]) {
            ev_t *sv = push(e, EV_OUT_OF_HAND, s, e->seat[s].stack);
            sv->u.a.count = OOH_MOVED_INTO_SB;
        }

    /* R7: antes first (clockwise from the seat after the button), then SB, then BB */
    if (e->ante_amount > 0)
        for (int i = 1; i <= e->n_seats; i++) {
            int s = (pos.button + i) % e->n_seats;
            if (live[s])
                post(e, s, POST_ANTE, e->ante_amount);
        }
    if (pos.sb_posted)
        post(e, pos.sb_pos, POST_SB, e->sb_amount);
    post(e, pos.bb, POST_BB, e->bb_amount);

    /* R5: deal one at a time from the first live seat after the button position, two rounds */
    new_deck(e, live);
    for (int round = 0; round < 2; round++)
        for (int i = 1; i <= e->n_seats; i++) {
            int s = (pos.button + i) % e->n_seats;
            if (live[s])
                e->seat[s].hole[round] = draw_card(e);
        }
    /* the events in the same deal order, each stating its place in it */
    for (int i = 1, k = 0; i <= e->n_seats; i++) {
        int s = (pos.button + i) % e->n_seats;
        if (!live[s])
            continue;
        ev_t *h = push(e, EV_HOLE_CARDS, s, 0);
        h->u.a.cards[0] = e->seat[s].hole[0];
        h->u.a.cards[1] = e->seat[s].hole[1];
        h->u.a.count = 2;
        h->u.a.deal = (uint8_t)k++;
        h->u.a.n_dealt = (uint8_t)n_live;
    }
    /* R9: an absent player's hand is dead at the deal; posted chips stay in */
    for (int s = 0; s < e->n_seats; s++)
        if (live[s] && e->seat[s].absent && count_in_hand(e) > 1) {
            e->seat[s].folded = 1;
            e->in_mask &= (uint16_t)~(1u << s);
            e->act_mask &= (uint16_t)~(1u << s);
            push(e, EV_DEAD_HAND, s, 0);
        }
    /* R10: the bet to match is the nominal big blind even if it was posted short (R8) */
    e->current = e->bb_amount;
    if (count_in_hand(e) <= 1) {
        win_uncontested(e); /* everybody else is away: the last live hand wins what it can */
        return;
    }
    begin_street(e, STREET_PREFLOP);
}

/* The hand's pots (R25) and unmatchable chips (R26) from the seats' contributions. The common
 * case, everyone still in having put in the same and nobody more, is one pot. */
static int hand_pots(const engine_t *e, pot_t *pots, int64_t *returned)
{
    int64_t top = -1, sum = 0;
    int simple = 1;
    for (int s = 0; s < e->n_seats; s++) {
        const seat_t *p = &e->seat[s];
        returned[s] = 0;
        sum += p->contrib;
        if (!in_hand(p))
            continue;
        if (top < 0)
            top = p->contrib;
        else if (p->contrib != top)
            simple = 0;
    }
    for (int s = 0; s < e->n_seats && simple; s++)
        if (e->seat[s].contrib > top)
            simple = 0;
    if (simple && top > 0 && (e->in_mask & (e->in_mask - 1)) != 0) {
        pots[0].amount = sum;
        pots[0].eligible = e->in_mask;
        return 1;
    }
    if (e->in_mask && (e->in_mask & (e->in_mask - 1)) == 0) {
        /* one hand left (w): above w's contribution nobody else can be matched and the folded
         * chips go back; above everyone else's, w's own excess goes back */
        int w = __builtin_ctz(e->in_mask);
        int64_t cw = e->seat[w].contrib, others = 0, back = 0;
        int w_all_in = e->seat[w].all_in; /* folded chips above w go back only if w could not match */
        for (int s = 0; s < e->n_seats; s++) {
            int64_t c = e->seat[s].contrib;
            if (s == w)
                continue;
            if (c > others)
                others = c;
            if (c > cw && w_all_in) {
                returned[s] = c - cw;
                back += c - cw;
            }
        }
        if (cw > others) {
            returned[w] = cw - others;
            back += cw - others;
        }
        if (sum - back <= 0)
            return 0;
        pots[0].amount = sum - back;
        pots[0].eligible = e->in_mask;
        return 1;
    }
    int64_t contrib[ENGINE_MAX_SEATS];
    int folded[ENGINE_MAX_SEATS], all_in[ENGINE_MAX_SEATS];
    for (int s = 0; s < e->n_seats; s++) {
        contrib[s] = e->seat[s].contrib;
        folded[s] = !in_hand(&e->seat[s]);
        all_in[s] = e->seat[s].all_in;
    }
    return rules_build_pots(e->n_seats, contrib, folded, all_in, pots, returned);
}

/* R26: return chips nobody can match (called when no more betting can change them). */
static void return_uncalled(engine_t *e)
{
    /* Fast path: when the largest contribution is matched by two players still in the hand,
     * every level has two contenders and nothing can be returned. */
    int64_t top = 0;
    int matched = 0;
    for (int s = 0; s < e->n_seats; s++) {
        const seat_t *p = &e->seat[s];
        if (p->contrib > top) {
            top = p->contrib;
            matched = in_hand(p);
        } else if (p->contrib == top && in_hand(p)) {
            matched++;
        }
    }
    if (matched >= 2)
        return;
    int64_t returned[ENGINE_MAX_SEATS];
    pot_t pots[ENGINE_MAX_SEATS];
    hand_pots(e, pots, returned);
    for (int s = 0; s < e->n_seats; s++)
        if (returned[s] > 0) {
            seat_t *p = &e->seat[s];
            p->contrib -= returned[s];
            p->committed -= returned[s];
            if (p->committed < 0)
                p->committed = 0;
            p->stack += returned[s];
            if (p->stack > 0 && p->all_in) {
                p->all_in = 0;
                if (in_hand(p))
                    e->act_mask |= (uint16_t)(1u << s);
            }
            push(e, EV_UNCALLED, s, returned[s]);
        }
}

/* R23: showdown order. First the last aggressor of the final street, else the first player
 * still in the hand clockwise from the button position; then clockwise. */
static int showdown_order(const engine_t *e, int *order)
{
    int first = e->last_aggressor;
    if (first < 0 || !in_hand(&e->seat[first])) {
        first = -1;
        for (int i = 1; i <= e->n_seats && first < 0; i++) {
            int s = (e->pos.button + i) % e->n_seats;
            if (in_hand(&e->seat[s]))
                first = s;
        }
    }
    int n = 0;
    for (int i = 0; i < e->n_seats; i++) {
        int s = (first + i) % e->n_seats;
        if (in_hand(&e->seat[s]))
            order[n++] = s;
    }
    return n;
}

static uint16_t seat_value(const engine_t *e, int s)
{
    card_t c[7];
    c[0] = e->seat[s].hole[0];
    c[1] = e->seat[s].hole[1];
    for (int i = 0; i < e->n_board; i++)
        c[2 + i] = e->board[i];
    return hand_eval(c, 2 + e->n_board);
}

static void show(engine_t *e, int s, uint16_t value, int allin)
{
    seat_t *p = &e->seat[s];
    p->shown = 1;
    ev_t *v = push(e, EV_SHOW, s, 0);
    v->u.sh.cards[0] = p->hole[0];
    v->u.sh.cards[1] = p->hole[1];
    v->u.sh.value = value;
    v->u.sh.allin = allin;
}

/* R22: an all-in with betting over: every hand in the pots is tabled before the run-out. */
static void table_all_in(engine_t *e)
{
    int order[ENGINE_MAX_SEATS];
    int n = showdown_order(e, order);
    for (int i = 0; i < n; i++)
        show(e, order[i], e->n_board >= 3 ? seat_value(e, order[i]) : 0, 1);
    e->allin_tabled = 1;
}

/* Award the pots (R27, R28) given each seat's hand value (0 if not contested) and the pots. */
static void award_pots_from(engine_t *e, const uint16_t *value, const pot_t *pots, int np, const int64_t *returned)
{
    int contested = count_in_hand(e) > 1;
    for (int s = 0; s < e->n_seats; s++)
        if (returned[s] > 0) { /* only folded-chip leftovers reach here; uncalled went earlier */
            e->seat[s].stack += returned[s];
            push(e, EV_UNCALLED, s, returned[s]);
        }
    int64_t unit = smallest_chip(e);
    /* R28: award side pots first, the last created first */
    for (int i = np - 1; i >= 0; i--) {
        uint16_t best = 0, winners = 0;
        for (int s = 0; s < e->n_seats; s++)
            if (pots[i].eligible & (1u << s)) {
                if (value[s] > best) {
                    best = value[s];
                    winners = (uint16_t)(1u << s);
                } else if (value[s] == best) {
                    winners |= (uint16_t)(1u << s);
                }
            }
        int64_t share, odd;
        int odd_seat;
        rules_split_pot(e->n_seats, pots[i].amount, winners, e->pos.button, unit, &share, &odd, &odd_seat);
        for (int s = 0; s < e->n_seats; s++)
            if (winners & (1u << s))
                e->seat[s].stack += share + (s == odd_seat ? odd : 0);
        ev_t *v = push(e, EV_POT, -1, pots[i].amount);
        v->u.pot.index = i;
        v->u.pot.n_pots = np;
        v->u.pot.eligible = pots[i].eligible;
        v->u.pot.winners = winners;
        v->u.pot.share = share;
        v->u.pot.odd = odd;
        v->u.pot.odd_seat = odd_seat;
        v->u.pot.value = contested ? best : 0;
    }
    for (int s = 0; s < e->n_seats; s++) {
        e->seat[s].contrib = 0;
        e->seat[s].committed = 0;
    }
}

static void award_pots(engine_t *e)
{
    uint16_t value[ENGINE_MAX_SEATS] = {0};
    if (count_in_hand(e) > 1)
        for (int s = 0; s < e->n_seats; s++)
            if (in_hand(&e->seat[s]))
                value[s] = seat_value(e, s);
    /* a collect always comes just before: its pots stand (no chip has moved since) */
    award_pots_from(e, value, e->pots, e->n_pots, e->pot_returned);
}

static void showdown(engine_t *e)
{
    e->street = STREET_SHOWDOWN;
    if (!e->allin_tabled && (e->in_mask & ~e->act_mask) != 0)
        table_all_in(e); /* R22, TDA 16: with a player all-in every hand is tabled */
    uint16_t value[ENGINE_MAX_SEATS] = {0};
    for (int s = 0; s < e->n_seats; s++)
        if (in_hand(&e->seat[s]))
            value[s] = seat_value(e, s);
    /* the pots of the collect that ended the last betting round (nothing has moved since) */
    const pot_t *pots = e->pots;
    const int64_t *returned = e->pot_returned;
    int np = e->n_pots;
    if (!e->allin_tabled) {
        /* R23 with auto-muck: a hand shows if it can win or tie some pot it is eligible for
         * against the hands already shown; otherwise it is mucked. */
        int order[ENGINE_MAX_SEATS];
        int n = showdown_order(e, order);
        uint16_t best_shown[ENGINE_MAX_SEATS] = {0};
        for (int i = 0; i < n; i++) {
            int s = order[i];
            uint16_t v = value[s];
            int could_win = 0;
            for (int k = 0; k < np; k++)
                if ((pots[k].eligible & (1u << s)) && v >= best_shown[k])
                    could_win = 1;
            if (could_win || i == 0) {
                show(e, s, v, 0);
                for (int k = 0; k < np; k++)
                    if ((pots[k].eligible & (1u << s)) && v > best_shown[k])
                        best_shown[k] = v;
            } else {
                push(e, EV_MUCK, s, 0);
            }
        }
    }
    award_pots_from(e, value, pots, np, returned);
    end_hand(e);
}

static void run_out(engine_t *e)
{
    if (!e->allin_tabled)
        table_all_in(e);
    while (e->n_board < 5)
        deal_street(e, e->n_board == 0 ? STREET_FLOP : e->n_board == 3 ? STREET_TURN : STREET_RIVER);
    showdown(e);
}

/* A betting round is over (R15). */
static void finish_round(engine_t *e)
{
    e->to_act = -1;
    return_uncalled(e);
    collect_bets(e);
    if (count_in_hand(e) <= 1) {
        award_pots(e);
        end_hand(e);
        return;
    }
    int able = mask_count(e->act_mask);
    if (e->street == STREET_RIVER) {
        showdown(e);
        return;
    }
    if (able <= 1) {
        run_out(e); /* R16 */
        return;
    }
    begin_street(e, e->street == STREET_PREFLOP ? STREET_FLOP : e->street == STREET_FLOP ? STREET_TURN : STREET_RIVER);
}

static void after_action(engine_t *e, int s)
{
    if (count_in_hand(e) <= 1) {
        win_uncontested(e);
        return;
    }
    set_to_act(e, next_to_act(e, s));
    if (e->to_act < 0)
        finish_round(e);
}

/* Is action c acceptable now? (R18 and the legal range) Changes nothing. */
static engine_reject_t check_action(const engine_t *e, cmd_t c, view_legal_t *Lout)
{
    if (e->phase != PHASE_HAND)
        return REJ_WRONG_PHASE;
    if (c.seat < 0 || c.seat >= e->n_seats)
        return REJ_BAD_SEAT;
    if (c.seat != e->to_act)
        return REJ_NOT_YOUR_TURN; /* R18 */
    const view_legal_t L = e->legal; /* the seat to act's, worked out when the turn moved */
    *Lout = L;
    const seat_t *p = &e->seat[c.seat];
    switch (c.type) {
    case CMD_FOLD:
        break;
    case CMD_CHECK:
        if (!L.can_check)
            return REJ_CANNOT_CHECK;
        break;
    case CMD_CALL:
        if (!L.can_call)
            return REJ_NOTHING_TO_CALL;
        break;
    case CMD_BET:
    case CMD_RAISE:
        if (c.type == CMD_BET && !L.can_bet)
            return e->current > 0 ? REJ_CANNOT_BET : REJ_CANNOT_RAISE;
        if (c.type == CMD_RAISE && !L.can_raise)
            return REJ_CANNOT_RAISE;
        if (c.amount > L.max_to)
            return REJ_AMOUNT_TOO_LARGE;
        if (c.amount < L.min_to && c.amount != L.max_to)
            return REJ_AMOUNT_TOO_SMALL;
        if (c.amount != L.max_to && L.unit > 1 && c.amount % L.unit != 0)
            return REJ_AMOUNT_NOT_MAKEABLE; /* R27, R34 */
        break;
    case CMD_ALLIN:
        if (!L.can_allin)
            return p->stack == 0 ? REJ_AMOUNT_TOO_SMALL : REJ_CANNOT_RAISE;
        break;
    default:
        return REJ_BAD_COMMAND;
    }
    return REJ_OK;
}

/* Apply an action check_action accepted, with the legal range it checked against. */
static void do_action(engine_t *e, cmd_t c, const view_legal_t *Lp)
{
    const view_legal_t L = *Lp;
    seat_t *p = &e->seat[c.seat];
    int64_t to = c.amount;
    cmd_type_t kind = c.type;
    if (c.type == CMD_ALLIN) {
        to = p->committed + p->stack;
        kind = to <= e->current ? CMD_CALL : e->current == 0 ? CMD_BET : CMD_RAISE;
    }

    street_t street = e->street;
    int64_t added = 0;
    int flags = 0;
    switch (kind) {
    case CMD_FOLD:
        p->folded = 1;
        e->in_mask &= (uint16_t)~(1u << c.seat);
        e->act_mask &= (uint16_t)~(1u << c.seat);
        break;
    case CMD_CHECK:
        p->acted = 1;
        p->acted_at = e->current;
        break;
    case CMD_CALL:
        added = L.call_amount;
        put_chips(e, c.seat, added);
        p->acted = 1;
        p->acted_at = e->current;
        break;
    case CMD_BET:
    case CMD_RAISE: {
        /* R13: a raise of at least the last full raise is full and sets the new minimum;
         * less (only possible all-in) is incomplete and leaves lfr alone */
        int64_t inc = to - e->current;
        if (inc >= e->lfr) {
            e->lfr = inc;
            flags |= ACT_FULL_RAISE;
        } else {
            flags |= ACT_INCOMPLETE;
        }
        added = to - p->committed;
        put_chips(e, c.seat, added);
        e->current = to;
        p->acted = 1;
        p->acted_at = e->current;
        e->last_aggressor = c.seat;
        break;
    }
    default:
        break;
    }
    if (p->all_in)
        flags |= ACT_ALL_IN;
    ev_t *v = push(e, EV_ACTION, c.seat, added);
    v->u.act.call_amount = L.call_amount; /* the legal range the action was chosen from */
    v->u.act.min_to = L.min_to;
    v->u.act.max_to = L.max_to;
    v->u.act.could_check = L.can_check;
    v->u.act.could_raise = L.can_bet || L.can_raise;
    v->u.act.street = street;
    v->u.act.action = kind;
    v->u.act.added = added;
    v->u.act.to = p->committed;
    v->u.act.flags = flags;
    after_action(e, c.seat);
}

/* ---------------------------------------------------------------------------------------------
 * between hands: eliminations, rebuys, add-on, levels
 * ------------------------------------------------------------------------------------------- */

static int rebuy_window_open(const engine_t *e)
{
    if (!e->st.rebuy_enabled)
        return 0;
    int n = structure_level_number(&e->st, e->level);
    return n > 0 && n <= e->st.rebuy_last_level;
}

static int rebuy_allowed(const engine_t *e, int s)
{
    const seat_t *p = &e->seat[s];
    if (p->status != SEAT_PLAYING || !rebuy_window_open(e))
        return 0;
    if (e->st.rebuy_limit > 0 && p->rebuys >= e->st.rebuy_limit)
        return 0;
    return p->stack <= e->st.rebuy_max_stack || p->stack == 0;
}

static uint64_t prize_pool(const engine_t *e)
{
    return (uint64_t)(e->n_entrants * e->st.buy_in + e->n_rebuys_total * e->st.rebuy_cost +
                      e->n_addons_total * e->st.addon_cost);
}

/* Assign places to everybody out on the last hand whose decision is made (R32), and end the
 * tournament when one player is left. */
static void settle_eliminations(engine_t *e)
{
    for (int s = 0; s < e->n_seats; s++)
        if (e->seat[s].must_decide)
            return; /* the group is not complete yet */
    int out[ENGINE_MAX_SEATS], k = 0;
    int64_t stacks[ENGINE_MAX_SEATS];
    for (int s = 0; s < e->n_seats; s++) {
        seat_t *p = &e->seat[s];
        if (p->status == SEAT_PLAYING && p->stack == 0 && p->bust_hand) {
            out[k] = s;
            stacks[k] = p->start_stack;
            k++;
        }
    }
    if (k == 0)
        return;
    int n_before = players_left(e); /* includes the k */
    int places[ENGINE_MAX_SEATS];
    rules_places(n_before, k, stacks, places);
    if (e->cfg.mtt) {
        /* the tournament ranks them across its tables (R38); here they are only out */
        for (int i = 0; i < k; i++) {
            seat_t *p = &e->seat[out[i]];
            p->status = SEAT_OUT;
            p->place = p->place_to = 0;
            p->prize = 0;
            p->bust_hand = 0;
            p->rebuy_offer = p->addon_offer = 0;
            p->elim_order = ++e->elim_counter;
        }
        for (int pl = n_before; pl >= 1; pl--) /* R32's order, for a reader of the events */
            for (int i = 0; i < k; i++)
                if (places[i] == pl)
                    push(e, EV_ELIMINATED, out[i], e->seat[out[i]].start_stack);
        return;
    }
    const payout_tier_t *tier = structure_payout_for(&e->st, e->n_entrants);
    for (int i = 0; i < k; i++) {
        seat_t *p = &e->seat[out[i]];
        /* R33: the spare cents of a pooled prize go one each to the tied players clockwise from
         * the button, the first seat after it first, as odd chips do (R27) */
        int tied = 0, index = 0;
        int turn_i = (out[i] - e->pos.button - 1 + 2 * e->n_seats) % e->n_seats;
        for (int j = 0; j < k; j++)
            if (places[j] == places[i]) {
                tied++;
                if ((out[j] - e->pos.button - 1 + 2 * e->n_seats) % e->n_seats < turn_i)
                    index++;
            }
        p->spare_turn = index;
        p->status = SEAT_OUT;
        p->place = places[i];
        p->place_to = places[i] + tied - 1;
        p->prize = rules_prize((int64_t)prize_pool(e), tier, p->place, p->place_to, index);
        p->bust_hand = 0;
        p->rebuy_offer = p->addon_offer = 0;
        p->elim_order = ++e->elim_counter;
    }
    /* events in place order, worst first */
    for (int pl = n_before; pl >= 1; pl--)
        for (int i = 0; i < k; i++)
            if (places[i] == pl) {
                seat_t *p = &e->seat[out[i]];
                ev_t *v = push(e, EV_ELIMINATED, out[i], 0);
                v->u.el.place = p->place;
                v->u.el.place_to = p->place_to;
                v->u.el.prize = p->prize;
            }
    if (players_left(e) == 1) {
        for (int s = 0; s < e->n_seats; s++)
            if (e->seat[s].status == SEAT_PLAYING) {
                seat_t *p = &e->seat[s];
                p->place = p->place_to = 1;
                p->prize = rules_prize((int64_t)prize_pool(e), tier, 1, 1, 0);
                p->rebuy_offer = p->addon_offer = 0;
                ev_t *te = push(e, EV_TOURNAMENT_END, s, e->hand_no);
                te->u.el.place = te->u.el.place_to = 1;
                te->u.el.prize = p->prize;
            }
        e->phase = PHASE_FINISHED;
    }
}

/* Work out who must or may decide before the next hand (R30, R31). */
static void refresh_offers(engine_t *e)
{
    if (e->phase == PHASE_FINISHED)
        return;
    for (int s = 0; s < e->n_seats; s++) {
        seat_t *p = &e->seat[s];
        if (p->status != SEAT_PLAYING)
            continue;
        int allowed = rebuy_allowed(e, s);
        if (p->stack == 0) {
            if (allowed && !p->must_decide && !p->rebuy_declined) {
                p->must_decide = 1;
                p->rebuy_offer = 1;
                ev_t *v = push(e, EV_REBUY_OFFER, s, e->st.rebuy_chips);
                v->u.ro.must_decide = 1;
            } else if (!allowed && p->must_decide) {
                /* the window closed while the decision was open: out */
                p->must_decide = 0;
                p->rebuy_offer = 0;
                push(e, EV_DECLINE, s, 0);
            }
        } else if (allowed && !p->rebuy_offer && !p->rebuy_declined) {
            p->rebuy_offer = 1;
            push(e, EV_REBUY_OFFER, s, e->st.rebuy_chips);
        } else if (!allowed) {
            p->rebuy_offer = 0;
        }
    }
    settle_eliminations(e);
    if (e->phase == PHASE_FINISHED)
        return;
    /* R31: the add-on, once, when the next hand is the first after the rebuy period */
    if (e->st.addon_enabled && !e->addon_offered && e->st.rebuy_enabled &&
        structure_level_number(&e->st, e->level) > e->st.rebuy_last_level) {
        int pending = 0;
        for (int s = 0; s < e->n_seats; s++)
            pending |= e->seat[s].must_decide;
        if (!pending) {
            e->addon_offered = 1;
            for (int s = 0; s < e->n_seats; s++) {
                seat_t *p = &e->seat[s];
                if (p->status == SEAT_PLAYING && p->stack > 0) {
                    p->addon_offer = 1;
                    p->must_decide = 1;
                    push(e, EV_ADDON_OFFER, s, e->st.addon_chips);
                }
            }
        }
    }
}

static void enter_level(engine_t *e, int index)
{
    e->level = index;
    e->unit = structure_smallest_chip(&e->st, index);
    e->hands_in_level = 0;
    e->level_seconds = 0;
    const level_t *L = cur_level(e);
    ev_t *v = push(e, EV_LEVEL, -1, 0);
    v->u.lv.index = index;
    v->u.lv.number = structure_level_number(&e->st, index);
    v->u.lv.is_break = L->is_break;
    v->u.lv.minutes = L->minutes;
    v->u.lv.hands = L->hands;
    v->u.lv.sb = L->small_blind;
    v->u.lv.bb = L->big_blind;
    v->u.lv.ante = L->ante;
    if (L->n_remove > 0)
        engine_color_up(e, L->remove_chips, L->n_remove);
    if (L->is_break && e->phase != PHASE_FINISHED)
        e->phase = PHASE_BREAK;
}

/* Move to the next level, if there is one; breaks are entered (command clock) or passed over
 * with the time they take (simulated clock). */
static void advance_level(engine_t *e)
{
    if (e->level + 1 >= e->st.n_levels)
        return; /* the last level lasts until the end */
    enter_level(e, e->level + 1);
    if (e->cfg.clock == ENGINE_CLOCK_SIMULATED) {
        while (cur_level(e)->is_break && e->level + 1 < e->st.n_levels) {
            e->phase = PHASE_BETWEEN_HANDS;
            e->passed_break = 1; /* the break's time absorbs what was carried */
            enter_level(e, e->level + 1);
        }
        if (cur_level(e)->is_break)
            e->phase = PHASE_BETWEEN_HANDS;
    }
}

static uint64_t hash_state(const engine_t *e);

static void end_hand(engine_t *e)
{
    e->to_act = -1;
    e->phase = PHASE_BETWEEN_HANDS;
    for (int s = 0; s < e->n_seats; s++) {
        seat_t *p = &e->seat[s];
        if (p->status == SEAT_PLAYING && p->dealt && p->stack == 0)
            p->bust_hand = e->hand_no;
        p->dealt = 0;
    }
    e->in_mask = e->act_mask = 0;
    /* R29: the level is fixed when a hand starts; a change during this hand applies next */
    e->hands_in_level++;
    const level_t *L = cur_level(e);
    int advance = e->advance_pending;
    e->advance_pending = 0;
    if (L->hands > 0 && e->hands_in_level >= L->hands && !e->cfg.mtt)
        advance++;
    int64_t carry = 0;
    if (e->cfg.clock == ENGINE_CLOCK_SIMULATED && L->minutes > 0) {
        /* the simulated clock runs on across level changes: time past the level's end counts
         * in the next level */
        e->level_seconds += e->cfg.seconds_per_hand ? e->cfg.seconds_per_hand : 120;
        if (e->level_seconds >= (int64_t)L->minutes * 60) {
            e->level_seconds -= (int64_t)L->minutes * 60; /* at most one level per hand */
            advance++;
        }
        carry = e->level_seconds;
    }
    ev_t *v = push(e, EV_HAND_END, -1, 0);
    (void)v;
    int he_index = (e->ev_head + e->ev_count - 1) & (e->ev_cap - 1);
    /* eliminations and offers see the level of the next hand (R30 "period over") */
    if (e->oom == 0)
        for (int i = 0; i < advance && e->phase != PHASE_FINISHED; i++)
            advance_level(e);
    if (advance > 0 && e->cfg.clock == ENGINE_CLOCK_SIMULATED && !cur_level(e)->is_break)
        e->level_seconds = e->passed_break ? 0 : carry;
    e->passed_break = 0;
    if (e->phase != PHASE_BREAK)
        e->phase = PHASE_BETWEEN_HANDS;
    engine_phase_t keep = e->phase;
    refresh_offers(e);
    if (e->phase != PHASE_FINISHED)
        e->phase = keep;
    if (e->oom)
        return;
    uint64_t h = hash_state(e);
    e->ev[he_index].u.he.hash = h;
    if (e->n_hands_done == e->hand_cap) {
        int ncap = e->hand_cap ? e->hand_cap * 2 : 256;
        uint64_t *nh = realloc(e->hand_hash, (size_t)ncap * sizeof *nh);
        if (nh)
            e->hand_hash = nh;
        int *nc = realloc(e->hand_cmds, (size_t)ncap * sizeof *nc);
        if (nc)
            e->hand_cmds = nc;
        if (!nh || !nc) {
            e->oom = 1;
            return;
        }
        e->hand_cap = ncap;
    }
    e->hand_hash[e->n_hands_done] = h;
    e->hand_cmds[e->n_hands_done] = e->log_len;
    e->n_hands_done++;
}

int engine_hand_hashes(const engine_t *e, const uint64_t **hash, const int **commands)
{
    *hash = e->hand_hash;
    *commands = e->hand_cmds;
    return e->n_hands_done;
}

/* Is the between-hands command c acceptable now? Changes nothing. */
static engine_reject_t check_between(const engine_t *e, cmd_t c)
{
    int s = c.seat;
    switch (c.type) {
    case CMD_NEXT_HAND:
        if (e->phase == PHASE_BREAK)
            return REJ_ON_BREAK;
        if (e->phase != PHASE_BETWEEN_HANDS)
            return REJ_WRONG_PHASE;
        for (int t = 0; t < e->n_seats; t++)
            if (e->seat[t].must_decide)
                return REJ_DECISION_PENDING;
        if (e->cfg.mtt) { /* a table of a multi-table tournament may be short of players */
            int n = 0;
            for (int t = 0; t < e->n_seats; t++)
                n += seat_live(e, t);
            if (n < 2)
                return REJ_NOT_ALLOWED;
        }
        return REJ_OK;
    case CMD_ADVANCE_LEVEL:
        if (e->phase == PHASE_FINISHED)
            return REJ_FINISHED;
        if (e->phase == PHASE_NOT_STARTED)
            return REJ_WRONG_PHASE;
        return REJ_OK;
    case CMD_REBUY:
    case CMD_ADDON:
    case CMD_DECLINE:
    case CMD_SET_ABSENT:
        if (e->phase == PHASE_FINISHED)
            return REJ_FINISHED;
        if (e->phase != PHASE_BETWEEN_HANDS && e->phase != PHASE_BREAK &&
            !(c.type == CMD_SET_ABSENT && e->phase == PHASE_NOT_STARTED))
            return REJ_WRONG_PHASE;
        if (s < 0 || s >= e->n_seats || e->seat[s].status != SEAT_PLAYING)
            return REJ_BAD_SEAT;
        break;
    default:
        return REJ_BAD_COMMAND;
    }
    const seat_t *p = &e->seat[s];
    switch (c.type) {
    case CMD_SET_ABSENT:
        return c.amount != 0 && c.amount != 1 ? REJ_BAD_COMMAND : REJ_OK;
    case CMD_REBUY:
        return !p->rebuy_offer || !rebuy_allowed(e, s) ? REJ_NOT_ALLOWED : REJ_OK;
    case CMD_ADDON:
        return !p->addon_offer ? REJ_NOT_ALLOWED : REJ_OK;
    default: /* CMD_DECLINE: the open decision of this seat (the add-on, else a rebuy) */
        return !p->must_decide && !p->rebuy_offer && !p->addon_offer ? REJ_NOT_ALLOWED : REJ_OK;
    }
}

/* Apply a between-hands command check_between accepted. */
static void do_between(engine_t *e, cmd_t c)
{
    int s = c.seat;
    if (c.type == CMD_NEXT_HAND) {
        for (int t = 0; t < e->n_seats; t++) {
            e->seat[t].rebuy_offer = 0;
            e->seat[t].addon_offer = 0;
            e->seat[t].rebuy_declined = 0;
        }
        start_hand(e);
        return;
    }
    if (c.type == CMD_ADVANCE_LEVEL) {
        if (e->phase == PHASE_HAND) {
            e->advance_pending++;
            return;
        }
        e->phase = PHASE_BETWEEN_HANDS;
        advance_level(e);
        engine_phase_t keep = e->phase;
        refresh_offers(e);
        if (e->phase != PHASE_FINISHED)
            e->phase = keep;
        return;
    }
    seat_t *p = &e->seat[s];
    if (c.type == CMD_SET_ABSENT) {
        p->absent = (int)c.amount;
        push(e, EV_ABSENT, s, c.amount);
        return;
    }
    if (c.type == CMD_REBUY) {
        p->stack += e->st.rebuy_chips;
        p->rebuys++;
        e->n_rebuys_total++;
        e->chips_expected += e->st.rebuy_chips;
        p->bust_hand = 0;
        p->must_decide = p->addon_offer ? 1 : 0;
        ev_t *v = push(e, EV_REBUY, s, e->st.rebuy_chips);
        v->u.a.count = p->rebuys;
        p->rebuy_offer = rebuy_allowed(e, s);
        /* others out on the same hand were waiting for this decision to get their places */
        settle_eliminations(e);
        return;
    }
    if (c.type == CMD_ADDON) {
        p->stack += e->st.addon_chips;
        p->addon_taken = 1;
        p->addon_offer = 0;
        p->must_decide = 0;
        e->n_addons_total++;
        e->chips_expected += e->st.addon_chips;
        push(e, EV_ADDON, s, e->st.addon_chips);
        return;
    }
    /* CMD_DECLINE: the open decision of this seat (the add-on, else a rebuy) */
    ev_t *v = push(e, EV_DECLINE, s, 0);
    if (p->addon_offer) {
        v->u.ro.addon = 1;
        p->addon_offer = 0;
        p->must_decide = 0;
    } else {
        p->rebuy_offer = 0;
        p->must_decide = 0;
        p->rebuy_declined = 1; /* not offered again in this pause */
    }
    settle_eliminations(e);
    if (e->phase != PHASE_FINISHED) {
        engine_phase_t keep = e->phase;
        refresh_offers(e);
        if (e->phase != PHASE_FINISHED)
            e->phase = keep;
    }
}

static void start_tournament(engine_t *e)
{
    int occupied = 0;
    for (int s = 0; s < e->n_seats; s++)
        if (e->seat[s].status == SEAT_PLAYING)
            occupied |= 1 << s;
    ev_t *v = push(e, EV_TOURNAMENT_START, -1, e->st.starting_stack);
    v->u.a.players = (uint16_t)occupied;
    v->u.a.count = e->n_entrants;
    /* the level in force, announced (and any colour-up it carries is for later levels only) */
    const level_t *L = cur_level(e);
    ev_t *lv = push(e, EV_LEVEL, -1, 0);
    lv->u.lv.index = e->level;
    lv->u.lv.number = structure_level_number(&e->st, e->level);
    lv->u.lv.minutes = L->minutes;
    lv->u.lv.hands = L->hands;
    lv->u.lv.sb = L->small_blind;
    lv->u.lv.bb = L->big_blind;
    lv->u.lv.ante = L->ante;
    start_hand(e);
}

engine_reject_t engine_submit(engine_t *e, cmd_t c)
{
    if (e->oom)
        return REJ_FINISHED;
    engine_reject_t rej;
    view_legal_t L;
    switch (c.type) {
    case CMD_START:
        rej = e->phase != PHASE_NOT_STARTED ? REJ_WRONG_PHASE : c.amount < 0 ? REJ_BAD_COMMAND : REJ_OK;
        break;
    case CMD_FOLD:
    case CMD_CHECK:
    case CMD_CALL:
    case CMD_BET:
    case CMD_RAISE:
    case CMD_ALLIN:
        rej = e->phase == PHASE_FINISHED ? REJ_FINISHED : check_action(e, c, &L);
        break;
    case CMD_NEXT_HAND:
    case CMD_ADVANCE_LEVEL:
    case CMD_REBUY:
    case CMD_ADDON:
    case CMD_DECLINE:
    case CMD_SET_ABSENT:
        rej = e->phase == PHASE_FINISHED ? REJ_FINISHED : check_between(e, c);
        if (rej == REJ_OK && c.type == CMD_NEXT_HAND && c.amount < 0)
            rej = REJ_BAD_COMMAND;
        break;
    default:
        rej = REJ_BAD_COMMAND;
        break;
    }
    if (rej != REJ_OK)
        return rej;
    /* the one place a command is recorded: validated, before any of its effects (the hand
     * hashes count the commands up to and including the one that ended the hand) */
    log_cmd(e, c);
    if (c.type == CMD_START || c.type == CMD_NEXT_HAND)
        e->deal_time = c.amount;
    if (c.type == CMD_START)
        start_tournament(e);
    else if (c.type >= CMD_FOLD && c.type <= CMD_ALLIN)
        do_action(e, c, &L);
    else
        do_between(e, c);
    return REJ_OK;
}

/* ---------------------------------------------------------------------------------------------
 * one table of a multi-table tournament (R36, R37)
 * ------------------------------------------------------------------------------------------- */

static int mtt_between(const engine_t *e)
{
    return e->cfg.mtt && (e->phase == PHASE_BETWEEN_HANDS || e->phase == PHASE_NOT_STARTED ||
                          e->phase == PHASE_BREAK);
}

int engine_mtt_seat(engine_t *e, int seat, const char *name, int64_t stack, int rebuys, int addon_taken,
                    char *err, size_t errlen)
{
    if (!mtt_between(e)) {
        snprintf(err, errlen, "players are seated only between hands of a multi-table tournament's table");
        return -1;
    }
    if (seat < 0 || seat >= e->n_seats || e->seat[seat].status == SEAT_PLAYING) {
        snprintf(err, errlen, "seat %d is not an empty seat of this %d-seat table", seat + 1, e->n_seats);
        return -1;
    }
    if (stack <= 0) {
        snprintf(err, errlen, "seat %d: a player moves with chips, got %lld", seat + 1, (long long)stack);
        return -1;
    }
    seat_t *p = &e->seat[seat];
    memset(p, 0, sizeof *p);
    p->status = SEAT_PLAYING;
    snprintf(p->name, sizeof p->name, "%s", name && name[0] ? name : "Player");
    p->stack = stack;
    p->rebuys = rebuys;
    p->addon_taken = addon_taken;
    p->hole[0] = p->hole[1] = CARD_NONE;
    e->chips_expected += stack;
    e->n_entrants++;
    p->fresh = 1;
    return mtt_sits_out(e, seat);
}

int64_t engine_mtt_unseat(engine_t *e, int seat)
{
    if (!mtt_between(e) || seat < 0 || seat >= e->n_seats || e->seat[seat].status == SEAT_EMPTY)
        return -1;
    seat_t *p = &e->seat[seat];
    int64_t chips = p->status == SEAT_PLAYING ? p->stack : 0;
    e->chips_expected -= chips;
    memset(p, 0, sizeof *p);
    p->status = SEAT_EMPTY;
    p->hole[0] = p->hole[1] = CARD_NONE;
    return chips;
}

int engine_mtt_sitting_out(const engine_t *e, int seat)
{
    return seat >= 0 && seat < e->n_seats && e->seat[seat].status == SEAT_PLAYING && mtt_sits_out(e, seat);
}

/* ---------------------------------------------------------------------------------------------
 * views, results, hash
 * ------------------------------------------------------------------------------------------- */

void engine_view(const engine_t *e, int seat, view_t *v)
{
    memset(v, 0, offsetof(view_t, seats));
    memset(v->seats + e->n_seats, 0, sizeof v->seats - (size_t)e->n_seats * sizeof v->seats[0]);
    v->seat = seat;
    v->phase = e->phase;
    v->n_seats = e->n_seats;
    v->hand_no = e->hand_no;
    v->level_index = e->level;
    v->level_number = structure_level_number(&e->st, e->level);
    const level_t *L = cur_level(e);
    v->sb = e->phase == PHASE_HAND ? e->sb_amount : L->small_blind;
    v->bb = e->phase == PHASE_HAND ? e->bb_amount : L->big_blind;
    v->ante = e->phase == PHASE_HAND ? e->ante_amount : L->ante;
    v->button = e->have_prev ? e->pos.button : -1;
    v->sb_pos = e->have_prev ? e->pos.sb_pos : -1;
    v->bb_seat = e->have_prev ? e->pos.bb : -1;
    v->street = e->street;
    v->n_board = e->n_board;
    memcpy(v->board, e->board, sizeof v->board);
    v->current = e->current;
    v->last_full_raise = e->lfr;
    v->to_act = engine_to_act(e);
    v->players_left = players_left(e);
    v->smallest_chip = smallest_chip(e);
    v->field = NULL;
    for (int s = 0; s < e->n_seats; s++) {
        const seat_t *p = &e->seat[s];
        view_seat_t *q = &v->seats[s];
        q->cards_known = 0;
        q->hole[0] = q->hole[1] = CARD_NONE;
        q->occupied = p->status != SEAT_EMPTY;
        q->eliminated = p->status == SEAT_OUT;
        q->absent = p->absent;
        memcpy(q->name, p->name, sizeof q->name);
        q->stack = p->stack;
        q->committed = e->phase == PHASE_HAND ? p->committed : 0;
        q->in_pot = e->phase == PHASE_HAND ? p->contrib : 0;
        q->in_hand = e->phase == PHASE_HAND && in_hand(p);
        q->folded = e->phase == PHASE_HAND && p->dealt && p->folded;
        q->all_in = e->phase == PHASE_HAND && p->all_in;
        q->place = p->place;
        q->rebuys = p->rebuys;
        q->addon_taken = p->addon_taken;
        if (p->hole[0] != CARD_NONE && (s == seat || p->shown) && (p->dealt || p->shown)) {
            q->cards_known = 1;
            q->hole[0] = p->hole[0];
            q->hole[1] = p->hole[1];
        }
        if (e->phase == PHASE_HAND)
            v->pot_total += p->contrib;
    }
    memset(&v->legal, 0, sizeof v->legal);
    v->rebuy_offer = v->addon_offer = v->must_decide = 0;
    if (seat >= 0 && seat < e->n_seats) {
        legal_for(e, seat, &v->legal);
        v->rebuy_offer = e->seat[seat].rebuy_offer;
        v->addon_offer = e->seat[seat].addon_offer;
        v->must_decide = e->seat[seat].must_decide;
    }
}

void engine_results(const engine_t *e, int place[ENGINE_MAX_SEATS], int64_t prize[ENGINE_MAX_SEATS])
{
    const payout_tier_t *tier = structure_payout_for(&e->st, e->n_entrants);
    for (int s = 0; s < ENGINE_MAX_SEATS; s++) {
        place[s] = 0;
        prize[s] = 0;
        if (s >= e->n_seats)
            continue;
        const seat_t *p = &e->seat[s];
        place[s] = p->place;
        if (p->place) {
            /* recompute from the final pool: rebuys after an early elimination grow it */
            prize[s] = rules_prize((int64_t)prize_pool(e), tier, p->place, p->place_to, p->spare_turn);
        }
    }
}

/* A word-at-a-time multiply-xorshift over canonical fields, in a fixed order; never raw
 * struct bytes (padding and pointers would make it differ between builds). */
static uint64_t h_u64(uint64_t h, uint64_t x)
{
    h = (h ^ x) * 0x9e3779b97f4a7c15ULL; /* a bijection of h for each x; mixed at the end */
    return (h << 23) | (h >> 41);
}

static uint64_t hash_state(const engine_t *e)
{
    uint64_t h = 0xcbf29ce484222325ULL;
    h = h_u64(h, (uint64_t)e->phase);
    h = h_u64(h, (uint64_t)e->hand_no);
    h = h_u64(h, (uint64_t)e->level);
    h = h_u64(h, (uint64_t)e->hands_in_level);
    h = h_u64(h, (uint64_t)e->level_seconds);
    h = h_u64(h, (uint64_t)e->advance_pending);
    h = h_u64(h, (uint64_t)e->addon_offered);
    h = h_u64(h, (uint64_t)e->n_rebuys_total);
    h = h_u64(h, (uint64_t)e->n_addons_total);
    h = h_u64(h, (uint64_t)e->chips_expected);
    h = h_u64(h, (uint64_t)e->pos.button);
    h = h_u64(h, (uint64_t)e->pos.sb_pos);
    h = h_u64(h, (uint64_t)e->pos.bb);
    h = h_u64(h, (uint64_t)e->street);
    h = h_u64(h, (uint64_t)e->current);
    h = h_u64(h, (uint64_t)e->lfr);
    h = h_u64(h, (uint64_t)e->to_act);
    h = h_u64(h, (uint64_t)e->n_board);
    for (int i = 0; i < e->n_board; i++)
        h = h_u64(h, e->board[i]);
    for (int i = 0; i < 4; i++) {
        h = h_u64(h, e->deck_rng.s[i]);
        h = h_u64(h, e->race_rng.s[i]);
    }
    for (int s = 0; s < e->n_seats; s++) {
        const seat_t *p = &e->seat[s];
        /* every field whole, none shifted over another */
        uint64_t flags = (uint64_t)p->status | (uint64_t)p->absent << 8 | (uint64_t)p->addon_taken << 9 |
                         (uint64_t)p->must_decide << 10 | (uint64_t)p->rebuy_offer << 11 |
                         (uint64_t)p->addon_offer << 12 | (uint64_t)p->dealt << 13 | (uint64_t)p->folded << 14 |
                         (uint64_t)p->all_in << 15 | (uint64_t)p->acted << 16 |
                         (uint64_t)p->rebuy_declined << 17 | (uint64_t)p->hole[0] << 24 |
                         (uint64_t)p->hole[1] << 32;
        h = h_u64(h, flags);
        h = h_u64(h, (uint64_t)p->place);
        h = h_u64(h, (uint64_t)p->rebuys);
        h = h_u64(h, (uint64_t)p->stack);
        if (p->committed | p->contrib | p->acted_at) { /* all zero between hands: skipped then */
            h = h_u64(h, (uint64_t)p->committed);
            h = h_u64(h, (uint64_t)p->contrib);
            h = h_u64(h, (uint64_t)p->acted_at);
        }
    }
    return rng_mix64(h); /* final avalanche */
}

uint64_t engine_state_hash(const engine_t *e) { return hash_state(e); }

void engine_legal(const engine_t *e, int seat, view_legal_t *out) { legal_for(e, seat, out); }

int engine_decision_seat(const engine_t *e)
{
    if (e->phase != PHASE_BETWEEN_HANDS && e->phase != PHASE_BREAK)
        return -1;
    for (int s = 0; s < e->n_seats; s++) {
        const seat_t *p = &e->seat[s];
        if (p->must_decide || p->rebuy_offer || p->addon_offer)
            return s;
    }
    return -1;
}

/* R21, the 50% rule, for chips pushed without a declaration. */
cmd_t engine_interpret_chips(const view_t *v, int64_t puts, int declared_raise)
{
    cmd_t c = {CMD_NONE, v->seat, 0};
    if (v->seat < 0 || v->seat != v->to_act)
        return c;
    const view_seat_t *p = &v->seats[v->seat];
    const view_legal_t *L = &v->legal;
    int64_t all_to = p->committed + p->stack;
    if (puts >= all_to) {
        c.type = CMD_ALLIN; /* the whole stack stands whatever its size (TDA 45-B(2)) */
        return c;
    }
    if (puts <= v->current) {
        c.type = v->current > p->committed ? CMD_CALL : CMD_CHECK;
        return c;
    }
    int can_raise = L->can_raise || L->can_bet;
    cmd_type_t raise = v->current == 0 ? CMD_BET : CMD_RAISE;
    if (!can_raise) {
        c.type = v->current > p->committed ? CMD_CALL : CMD_CHECK;
        return c;
    }
    if (puts >= L->min_to) {
        c.type = raise;
        c.amount = puts;
        return c;
    }
    int64_t lfr = v->current == 0 ? v->bb : v->last_full_raise;
    if (declared_raise || 2 * (puts - v->current) >= lfr) {
        c.type = raise;
        c.amount = L->min_to;
        return c;
    }
    c.type = v->current > p->committed ? CMD_CALL : CMD_CHECK;
    return c;
}
