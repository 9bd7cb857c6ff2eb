/* engine_testlib.h — shared helpers for the engine's per-rule test programs (test_positions,
 * test_betting, test_pots, test_showdown, test_tournament, test_race), on top of testlib.h:
 * a tiny structure builder, a config builder (seats, stacks, previous positions, a fixed deck in
 * deal order), command submission that fails the test with file:line on an unexpected
 * rejection, an event log, and compact event "traces" that compare as strings so a failure
 * prints the whole expected and actual sequence. Seats are 0-based here, as in the engine API
 * (seat 0 is "seat 1" on the table); prev_* in engine_config_t stay 1-based.
 *
 * A program's main calls etl_init(argc, argv): the first argument may be a bare group name
 * (ctest runs `test_positions dead_button_after_small_blind_busts`), or testlib's
 * --only/--seed/--list. Never touches engine internals: white-box tests include
 * engine_internal.h themselves. */
#ifndef FELT_ENGINE_TESTLIB_H
#define FELT_ENGINE_TESTLIB_H

#include "engine/card.h"
#include "engine/engine.h"
#include "engine/structure.h"
#include "testlib.h"

/* ---- start-up ------------------------------------------------------------------------------ */

static inline void etl_init(int argc, char **argv)
{
    static char *args[16];
    int n = 0;
    args[n++] = argc > 0 ? argv[0] : (char *)"test";
    static char only[] = "--only";
    for (int i = 1; i < argc && n < 15; i++) {
        if (i == 1 && argv[i][0] != '-')
            args[n++] = only;
        args[n++] = argv[i];
    }
    args[n] = NULL;
    tl_init(n, args, 1);
}

/* ---- cards --------------------------------------------------------------------------------- */

/* One card from text ("As", "Td"); a bad name fails the test and gives CARD_NONE. */
#define CARD(s) etl_card_((s), __FILE__, __LINE__)
static inline card_t etl_card_(const char *s, const char *file, int line)
{
    card_t c = CARD_NONE;
    if (card_parse(s, &c) == 0 || s[card_parse(s, &c)] != '\0')
        tl_fail(file, line, "bad card name \"%s\" in the test itself", s);
    return c;
}

/* ---- structures ---------------------------------------------------------------------------- */

/* A structure with one level sb/bb/ante (no time limit, so levels change only by
 * CMD_ADVANCE_LEVEL), 10 seats, starting stack 1000, no chip set, no rebuys, no prizes. */
static inline void etl_structure(structure_t *s, int64_t sb, int64_t bb, int64_t ante)
{
    memset(s, 0, sizeof *s);
    snprintf(s->name, sizeof s->name, "test structure");
    s->table_size = ENGINE_MAX_SEATS;
    s->starting_stack = 1000;
    s->n_levels = 1;
    s->levels[0].small_blind = sb;
    s->levels[0].big_blind = bb;
    s->levels[0].ante = ante;
}

/* Append a playing level; hands = its length in hands (0 = until CMD_ADVANCE_LEVEL).
 * Returns its index. */
static inline int etl_add_level(structure_t *s, int64_t sb, int64_t bb, int64_t ante, int hands)
{
    level_t *L = &s->levels[s->n_levels];
    memset(L, 0, sizeof *L);
    L->small_blind = sb;
    L->big_blind = bb;
    L->ante = ante;
    L->hands = hands;
    return s->n_levels++;
}

static inline int etl_add_break(structure_t *s, int minutes)
{
    level_t *L = &s->levels[s->n_levels];
    memset(L, 0, sizeof *L);
    L->is_break = 1;
    L->minutes = minutes;
    return s->n_levels++;
}

/* One payout tier for 2..10 players: percent_bp[0..n) for places 1..n. */
static inline void etl_payouts(structure_t *s, int64_t buy_in, int n, const int *percent_bp)
{
    s->buy_in = buy_in;
    s->n_payout_tiers = 1;
    payout_tier_t *t = &s->payouts[0];
    memset(t, 0, sizeof *t);
    t->min_players = 2;
    t->max_players = ENGINE_MAX_SEATS;
    t->n_places = n;
    for (int i = 0; i < n; i++)
        t->percent_bp[i] = percent_bp[i];
}

/* ---- configurations ------------------------------------------------------------------------ */

/* n_seats seats; stacks[s] > 0 seats a player there with that stack, 0 leaves the seat empty.
 * First button: button_seat (0-based) or -1 to draw for it. Seed 1. */
static inline void etl_config(engine_config_t *c, const structure_t *st, int n_seats,
                              const int64_t *stacks, int button_seat)
{
    memset(c, 0, sizeof *c);
    c->seed = 1;
    c->structure = st;
    c->n_seats = n_seats;
    for (int s = 0; s < n_seats; s++)
        if (stacks[s] > 0) {
            c->seats[s].occupied = 1;
            c->seats[s].stack = stacks[s];
        }
    c->initial_button = button_seat >= 0 ? button_seat + 1 : 0;
}

/* The positions of the hand before the first one, as 0-based seats (-1 = not given for the
 * button): the first hand then follows R3/R4. */
static inline void etl_prev(engine_config_t *c, int button, int sb, int bb)
{
    c->prev_button = button >= 0 ? button + 1 : 0;
    c->prev_sb = sb + 1;
    c->prev_bb = bb + 1;
    c->initial_button = 0;
}

/* A fixed deck for the first hand: holes[s] = "AsKd" for each seat dealt in (NULL otherwise),
 * dealt one card at a time clockwise from `first` (the first live seat after the button
 * position), two rounds; then a burn, the flop, a burn, the turn, a burn, the river from
 * `board` ("KdQc2s7h9c", may be shorter or NULL). Burn cards are the lowest cards not named.
 * Returns the number of fixed cards. */
#define ETL_DECK(cfg, first, holes, board) etl_deck_((cfg), (first), (holes), (board), __FILE__, __LINE__)
static inline int etl_deck_(engine_config_t *c, int first, const char *const *holes,
                            const char *board, const char *file, int line)
{
    card_t h[ENGINE_MAX_SEATS][2];
    card_t b[5];
    int nb = 0;
    card_mask_t used = 0;
    char err[128];
    for (int s = 0; s < c->n_seats; s++) {
        if (!holes[s])
            continue;
        if (card_parse_list(holes[s], h[s], 2, err, sizeof err) != 2) {
            tl_fail(file, line, "seat %d: bad hole cards \"%s\" in the test itself", s, holes[s]);
            return 0;
        }
        used |= card_bit(h[s][0]) | card_bit(h[s][1]);
    }
    if (board) {
        nb = card_parse_list(board, b, 5, err, sizeof err);
        if (nb < 0) {
            tl_fail(file, line, "bad board \"%s\" in the test itself: %s", board, err);
            return 0;
        }
        for (int i = 0; i < nb; i++)
            used |= card_bit(b[i]);
    }
    int n = 0;
    for (int round = 0; round < 2; round++)
        for (int i = 0; i < c->n_seats; i++) {
            int s = (first + i) % c->n_seats;
            if (holes[s])
                c->fixed_cards[n++] = h[s][round];
        }
    card_t next_burn = 0;
    for (int i = 0; i < nb; i++) {
        if (i == 0 || i == 3 || i == 4) {
            while (used & card_bit(next_burn))
                next_burn++;
            used |= card_bit(next_burn);
            c->fixed_cards[n++] = next_burn;
        }
        c->fixed_cards[n++] = b[i];
    }
    card_mask_t seen = 0;
    for (int i = 0; i < n; i++) {
        if (seen & card_bit(c->fixed_cards[i]))
            tl_fail(file, line, "the test's deck repeats a card (index %d)", i);
        seen |= card_bit(c->fixed_cards[i]);
    }
    c->n_fixed_cards = n;
    return n;
}

/* ---- an engine with an event log ----------------------------------------------------------- */

typedef struct etl {
    engine_t *e;
    ev_t *ev;
    int n, cap;
} etl_t;

/* Append one event to the log (also usable as a session's observer: see etl_hook). */
static inline void etl_log_event(etl_t *t, const ev_t *v)
{
    if (t->n == t->cap) {
        int ncap = t->cap ? 2 * t->cap : 1024;
        ev_t *nv = realloc(t->ev, (size_t)ncap * sizeof *nv);
        if (!nv) {
            fprintf(stderr, "out of memory\n");
            exit(1);
        }
        t->ev = nv;
        t->cap = ncap;
    }
    t->ev[t->n++] = *v;
}

/* session_on_event(s, etl_hook, &t): a tournament played through a session, logged in t. */
static inline void etl_hook(void *ctx, const ev_t *ev)
{
    etl_log_event((etl_t *)ctx, ev);
}

static inline void etl_drain(etl_t *t)
{
    ev_t v;
    while (engine_poll(t->e, &v))
        etl_log_event(t, &v);
}

/* Create from cfg; a refused configuration fails the test and exits the program (nothing
 * after it could mean anything). */
#define ETL_CREATE(t, cfg) etl_create_((t), (cfg), __FILE__, __LINE__)
static inline void etl_create_(etl_t *t, const engine_config_t *cfg, const char *file, int line)
{
    memset(t, 0, sizeof *t);
    char err[256] = "";
    t->e = engine_create(cfg, err, sizeof err);
    if (!t->e) {
        tl_fail(file, line, "engine_create refused the test's configuration: %s", err);
        tl_finish();
        exit(1);
    }
}

static inline void etl_destroy(etl_t *t)
{
    engine_destroy(t->e);
    free(t->ev);
    memset(t, 0, sizeof *t);
}

/* Submit and expect REJ_OK; then drain the events and check chip conservation. Returns the
 * index of the first event the command made. */
#define ETL_DO(t, type, seat, amount) etl_do_((t), (type), (seat), (amount), __FILE__, __LINE__)
static inline int etl_do_(etl_t *t, cmd_type_t type, int seat, int64_t amount, const char *file,
                          int line)
{
    cmd_t c = {type, seat, amount};
    int from = t->n;
    tl.checks++;
    engine_reject_t r = engine_submit(t->e, c);
    if (r != REJ_OK)
        tl_fail(file, line, "%s by seat %d (amount %jd): expected REJ_OK, got rejection %d (%s)",
                cmd_type_name(type), seat, (intmax_t)amount, (int)r, engine_reject_message(r));
    etl_drain(t);
    tl.checks++;
    if (engine_chips_in_play(t->e) != engine_chips_expected(t->e))
        tl_fail(file, line, "after %s by seat %d: chips in play %jd, expected %jd",
                cmd_type_name(type), seat, (intmax_t)engine_chips_in_play(t->e),
                (intmax_t)engine_chips_expected(t->e));
    return from;
}

/* Like ETL_DO for a betting action, first checking that it is `seat`'s turn (R6). */
#define ETL_ACT(t, type, seat, amount) etl_act_((t), (type), (seat), (amount), __FILE__, __LINE__)
static inline int etl_act_(etl_t *t, cmd_type_t type, int seat, int64_t amount, const char *file,
                           int line)
{
    tl.checks++;
    if (engine_to_act(t->e) != seat)
        tl_fail(file, line, "%s: expected seat %d to act, the engine has seat %d to act",
                cmd_type_name(type), seat, engine_to_act(t->e));
    return etl_do_(t, type, seat, amount, file, line);
}

/* Submit and expect the rejection `want`; a rejection must change nothing: same state hash,
 * no event, the command not logged. */
#define ETL_REJ(t, type, seat, amount, want)                                                      \
    etl_rej_((t), (type), (seat), (amount), (want), __FILE__, __LINE__)
static inline void etl_rej_(etl_t *t, cmd_type_t type, int seat, int64_t amount,
                            engine_reject_t want, const char *file, int line)
{
    cmd_t c = {type, seat, amount};
    uint64_t h = engine_state_hash(t->e);
    int pend = engine_pending(t->e);
    int nlog0;
    engine_commands(t->e, &nlog0);
    tl.checks += 4;
    engine_reject_t r = engine_submit(t->e, c);
    if (r != want)
        tl_fail(file, line, "%s by seat %d (amount %jd): expected rejection %d (%s), got %d (%s)",
                cmd_type_name(type), seat, (intmax_t)amount, (int)want,
                engine_reject_message(want), (int)r, engine_reject_message(r));
    if (engine_state_hash(t->e) != h)
        tl_fail(file, line, "rejected %s by seat %d changed the state hash", cmd_type_name(type),
                seat);
    if (engine_pending(t->e) != pend)
        tl_fail(file, line, "rejected %s by seat %d made %d event(s)", cmd_type_name(type), seat,
                engine_pending(t->e) - pend);
    int nlog;
    engine_commands(t->e, &nlog);
    if (r != REJ_OK && nlog != nlog0)
        tl_fail(file, line, "rejected %s by seat %d was recorded in the command log",
                cmd_type_name(type), seat);
}

/* ---- finding events ------------------------------------------------------------------------ */

enum { ETL_ANY = -2 };

/* Index of the first event at or after `from` of this type (and seat unless ETL_ANY); -1. */
static inline int etl_find(const etl_t *t, int from, ev_type_t type, int seat)
{
    for (int i = from < 0 ? 0 : from; i < t->n; i++)
        if (t->ev[i].type == type && (seat == ETL_ANY || t->ev[i].seat == seat))
            return i;
    return -1;
}

static inline int etl_find_last(const etl_t *t, ev_type_t type, int seat)
{
    for (int i = t->n - 1; i >= 0; i--)
        if (t->ev[i].type == type && (seat == ETL_ANY || t->ev[i].seat == seat))
            return i;
    return -1;
}

static inline int etl_count(const etl_t *t, int from, ev_type_t type, int seat)
{
    int k = 0;
    for (int i = from < 0 ? 0 : from; i < t->n; i++)
        k += t->ev[i].type == type && (seat == ETL_ANY || t->ev[i].seat == seat);
    return k;
}

/* The event at index i, failing the test (and giving a zeroed event) if i is -1. */
#define ETL_EV(t, i) etl_ev_((t), (i), #i, __FILE__, __LINE__)
static inline const ev_t *etl_ev_(const etl_t *t, int i, const char *what, const char *file,
                                  int line)
{
    static ev_t none;
    tl.checks++;
    if (i < 0 || i >= t->n) {
        tl_fail(file, line, "expected an event for %s; there is none", what);
        memset(&none, 0, sizeof none);
        none.type = EV_COUNT;
        return &none;
    }
    return &t->ev[i];
}

/* The most recent HAND_START (zeroed with a failure if there is none). */
#define ETL_HAND_START(t) ETL_EV((t), etl_find_last((t), EV_HAND_START, ETL_ANY))

/* ---- traces: event sequences as strings ---------------------------------------------------- */

#define ETL_T(type) (1ull << (type))

/* One token per event of a type in `mask`, in order, from index `from` to the end:
 *   POST    ante:S:A  sb:S:A  bb:S:A           ("!" appended when the post is all-in)
 *   ACTION  fold:S  check:S  call:S:TO  bet:S:TO  raise:S:TO   ("!" when all-in)
 *   STREET  flop / turn / river
 *   SHOW    show:S ("*" when tabled for an all-in)     MUCK  muck:S
 *   UNCALLED uncalled:S:A
 *   POT     pot<index>:A>W,W (winner seats; "^S" = odd chips' seat when odd > 0)
 *   other   <name>:S:A
 * Seats are 0-based. */
static inline const char *etl_trace(const etl_t *t, int from, uint64_t mask)
{
    static char buf[8192];
    size_t len = 0;
    buf[0] = '\0';
    for (int i = from < 0 ? 0 : from; i < t->n; i++) {
        const ev_t *v = &t->ev[i];
        if (!(mask & ETL_T(v->type)))
            continue;
        char tok[128];
        switch (v->type) {
        case EV_POST: {
            const char *k = v->u.post.kind == POST_ANTE ? "ante" : v->u.post.kind == POST_SB ? "sb" : "bb";
            snprintf(tok, sizeof tok, "%s:%d:%jd%s", k, v->seat, (intmax_t)v->amount,
                     v->u.post.all_in ? "!" : "");
            break;
        }
        case EV_ACTION:
            if (v->u.act.action == CMD_FOLD || v->u.act.action == CMD_CHECK)
                snprintf(tok, sizeof tok, "%s:%d", cmd_type_name(v->u.act.action), v->seat);
            else
                snprintf(tok, sizeof tok, "%s:%d:%jd%s", cmd_type_name(v->u.act.action), v->seat,
                         (intmax_t)v->u.act.to, (v->u.act.flags & ACT_ALL_IN) ? "!" : "");
            break;
        case EV_STREET:
            snprintf(tok, sizeof tok, "%s", v->u.st.street == STREET_FLOP ? "flop"
                                            : v->u.st.street == STREET_TURN ? "turn" : "river");
            break;
        case EV_SHOW:
            snprintf(tok, sizeof tok, "show:%d%s", v->seat, v->u.sh.allin ? "*" : "");
            break;
        case EV_MUCK:
            snprintf(tok, sizeof tok, "muck:%d", v->seat);
            break;
        case EV_POT: {
            int k = snprintf(tok, sizeof tok, "pot%d:%jd>", v->u.pot.index, (intmax_t)v->amount);
            int first = 1;
            for (int s = 0; s < ENGINE_MAX_SEATS && k < (int)sizeof tok - 8; s++)
                if (v->u.pot.winners & (1u << s)) {
                    k += snprintf(tok + k, sizeof tok - (size_t)k, "%s%d", first ? "" : ",", s);
                    first = 0;
                }
            if (v->u.pot.odd > 0 && k < (int)sizeof tok - 8)
                snprintf(tok + k, sizeof tok - (size_t)k, "^%d", v->u.pot.odd_seat);
            break;
        }
        default:
            snprintf(tok, sizeof tok, "%s:%d:%jd", ev_type_name(v->type), v->seat,
                     (intmax_t)v->amount);
            break;
        }
        size_t tl_ = strlen(tok);
        if (len + tl_ + 2 >= sizeof buf)
            break;
        if (len)
            buf[len++] = ' ';
        memcpy(buf + len, tok, tl_ + 1);
        len += tl_;
    }
    return buf;
}

/* Compare a trace with the expected text, showing both on failure. */
#define ETL_TRACE(t, from, mask, want) CHECK_EQ_STR(etl_trace((t), (from), (mask)), (want))

/* ---- views --------------------------------------------------------------------------------- */

static inline int64_t etl_stack(const etl_t *t, int seat)
{
    view_t v;
    engine_view(t->e, -1, &v);
    return v.seats[seat].stack;
}

static inline view_legal_t etl_legal(const etl_t *t, int seat)
{
    view_t v;
    engine_view(t->e, seat, &v);
    return v.legal;
}

/* Positions of a HAND_START event: button, SB position, BB, SB posted, dead button. */
#define ETL_CHECK_POS(ev, button, sb_pos, bb, sb_posted, dead_button)                            \
    etl_check_pos_((ev), (button), (sb_pos), (bb), (sb_posted), (dead_button), __FILE__, __LINE__)
static inline void etl_check_pos_(const ev_t *v, int button, int sb_pos, int bb, int sb_posted,
                                  int dead_button, const char *file, int line)
{
    tl.checks++;
    if (v->type != EV_HAND_START || v->u.hs.button != button || v->u.hs.sb_pos != sb_pos ||
        v->u.hs.bb != bb || v->u.hs.sb_posted != sb_posted || v->u.hs.dead_button != dead_button)
        tl_fail(file, line,
                "positions: expected button %d, SB position %d, BB %d, SB posted %d, dead button %d;"
                " got button %d, SB position %d, BB %d, SB posted %d, dead button %d (hand %d)",
                button, sb_pos, bb, sb_posted, dead_button, v->u.hs.button, v->u.hs.sb_pos,
                v->u.hs.bb, v->u.hs.sb_posted, v->u.hs.dead_button, v->hand_no);
}

/* Everyone still to act folds until the hand ends (a quiet way to finish a hand). */
#define ETL_FOLD_OUT(t) etl_fold_out_((t), __FILE__, __LINE__)
static inline void etl_fold_out_(etl_t *t, const char *file, int line)
{
    for (int guard = 0; guard < 64 && engine_phase(t->e) == PHASE_HAND; guard++) {
        int s = engine_to_act(t->e);
        if (s < 0)
            break;
        view_legal_t L = etl_legal(t, s);
        etl_do_(t, L.can_check ? CMD_CHECK : CMD_FOLD, s, 0, file, line);
    }
    tl.checks++;
    if (engine_phase(t->e) == PHASE_HAND)
        tl_fail(file, line, "the hand did not end by folding and checking");
}

#endif
