/* engine.h — the tournament engine: one table of 2–10 seats, every rule of docs/rules.md
 * (R1–R34). Commands in, events out: callers submit small command values and poll events; the
 * engine never calls out, never reads a clock and draws every card from its own seeded stream,
 * so one seed plus the command log reproduces a tournament exactly.
 *
 * Seats are 0-based in this API (seat 0 is "seat 1" on the table and in every text the engine
 * or its tools print). Chips are int64_t and integer throughout; money is integer cents. */
#ifndef FELT_ENGINE_H
#define FELT_ENGINE_H

#include <stddef.h>
#include <stdint.h>

#include "engine/card.h"
#include "engine/structure.h"

enum { ENGINE_MAX_SEATS = 10, ENGINE_NAME_LEN = 24 };

typedef struct engine engine_t;

/* ---- configuration ------------------------------------------------------------------------ */

typedef enum engine_clock {
    ENGINE_CLOCK_COMMANDS,  /* minute levels advance only by CMD_ADVANCE_LEVEL (the app's timer) */
    ENGINE_CLOCK_SIMULATED  /* every hand takes seconds_per_hand of simulated time */
} engine_clock_t;

typedef struct engine_seat_config {
    int occupied;                     /* a player sits here at the start */
    char name[ENGINE_NAME_LEN];       /* "" = "Seat N" */
    int64_t stack;                    /* 0 = the structure's starting stack */
} engine_seat_config_t;

/* Zeroed means defaults: the built-in turbo structure, its table size, every seat occupied with
 * the starting stack, seed 0, first button by high-card draw, levels advanced by commands. */
typedef struct engine_config {
    uint64_t seed;
    const structure_t *structure;     /* copied at create; NULL = structure_default() */
    int n_seats;                      /* 0 = structure->table_size */
    int n_players;                    /* 0 = every seat; else seats 0..n_players-1 (ignored when
                                         any seats[].occupied is set) */
    engine_seat_config_t seats[ENGINE_MAX_SEATS];
    int initial_button;               /* 0 = draw for it (R2); k = seat k-1 has it */
    engine_clock_t clock;
    int seconds_per_hand;             /* ENGINE_CLOCK_SIMULATED: 0 = 120 */
    int first_level;                  /* 0 = level index 0; k = start at levels[k-1] */
    uint64_t tournament_id;           /* for hand histories; 0 = derived from the seed */
    int64_t first_hand_id;            /* hand numbers start here; 0 = derived from the seed */
    /* Scripted first hand (scenarios, drills, tests). prev_* give the positions of the hand
     * before the first one (seat numbers 1-based, 0 = not given); with them the first hand's
     * button and blinds follow R3/R4 as if that hand had been played. */
    int prev_button, prev_sb, prev_bb;
    /* Fixed deck for the first hand(s): cards in the order they are taken from the deck
     * (hole cards in deal order, then burn/flop/burn/turn/burn/river); the rest of the 52 follow
     * in order after them. n_fixed_cards = 0: shuffled as usual. */
    int n_fixed_cards;
    card_t fixed_cards[CARD_COUNT];
    /* Or, friendlier: preset hole cards for some seats and a preset board for the first hand;
     * every other card comes from the shuffled deck. (Ignored when n_fixed_cards > 0.) */
    int preset_hole_set[ENGINE_MAX_SEATS];
    card_t preset_hole[ENGINE_MAX_SEATS][2];
    int n_preset_board;
    card_t preset_board[5];
    int absent[ENGINE_MAX_SEATS];     /* seats that are away at the start (R9) */
    /* Fixed cards for the first chip race (R34): dealt in order, one per odd chip from seat 1;
     * the rest of that race's deck follows shuffled. n_race_cards = 0: all shuffled. */
    int n_race_cards;
    card_t race_cards[CARD_COUNT];
    /* One table of a multi-table tournament (R35-R40, src/tournament): the tournament layer
     * owns finishing places, prizes, the level clock and the end, so with this set the engine
     * never ends the tournament (a table may fall to one player), announces eliminations with
     * place 0 for the tournament to rank, ignores levels measured in hands (the tournament
     * changes levels with CMD_ADVANCE_LEVEL on its one clock, R40) and lets players be seated
     * and unseated between hands (engine_mtt_seat, engine_mtt_unseat). 0 = one table alone. */
    int mtt;
} engine_config_t;

/* ---- commands ------------------------------------------------------------------------------ */

typedef enum cmd_type {
    CMD_NONE,
    CMD_START,          /* start the tournament: draw for the button, deal the first hand.
                           START and NEXT_HAND may carry amount = the wall clock when they were
                           given (unix seconds, 0 = unknown): an input the engine only passes
                           on in EV_HAND_START's hs.wall_time, for hand-history dates */
    CMD_FOLD,
    CMD_CHECK,
    CMD_CALL,
    CMD_BET,            /* amount = street total to bet to (no bet yet this street) */
    CMD_RAISE,          /* amount = street total to raise to */
    CMD_ALLIN,          /* every chip: a call, bet or raise as the amount makes it */
    CMD_NEXT_HAND,      /* between hands: deal the next hand */
    CMD_ADVANCE_LEVEL,  /* the level's time is up: the next hand uses the next level (R29) */
    CMD_REBUY,          /* seat buys rebuy chips between hands (R30) */
    CMD_ADDON,          /* seat takes the add-on (R31) */
    CMD_DECLINE,        /* seat declines a pending rebuy (busted: elimination) or the add-on */
    CMD_SET_ABSENT,     /* between hands: amount 1 = seat is away (R9), 0 = back */
    CMD_COUNT
} cmd_type_t;

typedef struct cmd {
    cmd_type_t type;
    int seat;           /* who issues it: the seat to act, or the seat deciding; -1 for table
                           commands (START, NEXT_HAND, ADVANCE_LEVEL) */
    int64_t amount;
} cmd_t;

typedef enum engine_reject {
    REJ_OK,
    REJ_BAD_COMMAND,     /* unknown type or malformed */
    REJ_BAD_SEAT,        /* no such seat / nobody there */
    REJ_WRONG_PHASE,     /* e.g. an action between hands, NEXT_HAND during a hand */
    REJ_NOT_YOUR_TURN,   /* R18: only the seat to act may act */
    REJ_CANNOT_CHECK,    /* facing a bet */
    REJ_NOTHING_TO_CALL,
    REJ_CANNOT_BET,      /* there is already a bet: raise instead */
    REJ_CANNOT_RAISE,    /* no bet to raise, betting not re-opened (R13) or nobody to call (R17) */
    REJ_AMOUNT_TOO_SMALL,/* below the minimum bet (R11) or raise (R12) and not all-in */
    REJ_AMOUNT_TOO_LARGE,/* more than the stack */
    REJ_DECISION_PENDING,/* NEXT_HAND while rebuy/add-on decisions are open */
    REJ_NOT_ALLOWED,     /* rebuy/add-on not offered to this seat now */
    REJ_ON_BREAK,        /* NEXT_HAND during a break: ADVANCE_LEVEL ends it */
    REJ_FINISHED,        /* the tournament is over */
    REJ_AMOUNT_NOT_MAKEABLE, /* R27, R34: not a multiple of the smallest chip in play (and not all-in) */
    REJ_COUNT
} engine_reject_t;

const char *engine_reject_message(engine_reject_t r);

/* One line of text per command (seats 1-based): "start", "next_hand", "advance_level",
 * "3 fold", "3 raise 600", "2 absent 1". cmd_format returns the length snprintf would write.
 * cmd_parse returns 0, or -1 with a message naming the bad word (out untouched). */
int cmd_format(cmd_t c, char *buf, size_t len);
int cmd_parse(const char *text, cmd_t *out, char *err, size_t errlen);
const char *cmd_type_name(cmd_type_t t); /* "fold", "raise", ... */

/* ---- events -------------------------------------------------------------------------------- */

typedef enum ev_type {
    EV_TOURNAMENT_START, /* amount = starting stack; a.players = occupied seat mask */
    EV_BUTTON_DRAW,      /* seat drew a.cards[0]; amount = 1 for the winner */
    EV_LEVEL,            /* level for the coming hands: lv.* */
    EV_COLOR_UP,         /* cu.*: a denomination leaves play (R34); per-seat EV_RACE follow */
    EV_RACE,             /* seat's result in the chip race: race.* */
    EV_HAND_START,       /* hs.*: positions with their reasons, level */
    EV_SEAT,             /* after HAND_START, one per player dealt in: amount = stack at the start
                            of the hand (before antes and blinds); a.count = 1 if away (R9) */
    EV_POST,             /* seat posts: post.kind, amount, post.all_in */
    EV_HOLE_CARDS,       /* seat is dealt a.cards[0..1] (hidden from other seats' views). One per
                            seat dealt in, in deal order (R5): the first seat left of the button
                            first, the button last. a.deal = the seat's place in that order (0 =
                            first), a.n_dealt = seats dealt: its first card is dealt card number
                            deal + 1 and its second n_dealt + deal + 1, so a table can fly the
                            cards one by one: the first round to every seat, then the second. */
    EV_DEAD_HAND,        /* seat is away: the hand is killed at the deal (R9) */
    EV_ACTION,           /* act.*: what seat did and the legal range it chose from */
    EV_STREET,           /* st.*: flop/turn/river dealt */
    EV_UNCALLED,         /* amount returned to seat (R26) */
    EV_SHOW,             /* seat shows a.cards (sh.value, sh.allin = tabled at an all-in, R22) */
    EV_MUCK,             /* seat mucks without showing (cannot win, R23) */
    EV_POT,              /* pot.*: one pot awarded */
    EV_HAND_END,         /* he.hash: state hash after the hand */
    EV_REBUY_OFFER,      /* seat may rebuy now (amount = chips); ro.must_decide if busted */
    EV_REBUY,            /* seat rebought: amount chips, a.count = rebuys so far */
    EV_ADDON_OFFER,      /* seat may take the add-on (amount = chips) */
    EV_ADDON,            /* seat took the add-on: amount chips */
    EV_DECLINE,          /* seat declined a rebuy or the add-on (ro.addon tells which) */
    EV_ABSENT,           /* seat marked away (amount 1) or back (0) */
    EV_ELIMINATED,       /* el.*: seat is out with place and prize */
    EV_TOURNAMENT_END,   /* seat = champion; amount = hands played; el.place = 1, el.prize */
    EV_COLLECT,          /* a betting round is over and the bets in front go into the pots: one
                            event per pot as it now stands, main pot first (pot.index, pot.n_pots,
                            pot.eligible seat mask; amount = the pot's total after collecting,
                            antes included). Comes after EV_UNCALLED, before the next EV_STREET,
                            the showdown or EV_POT. */
    EV_OUT_OF_HAND,      /* a multi-table tournament's player just moved to this table who sits
                            out this hand (R36: not dealt in between the small blind and the
                            button): amount = stack, a.count = ooh_reason_t. After HAND_START,
                            among the EV_SEAT events in seat order; the seat is not dealt in, posts
                            nothing and is in no pot. Appended last: saved type numbers keep. */
    EV_COUNT
} ev_type_t;

/* Why a seat sits out a hand (EV_OUT_OF_HAND). */
typedef enum ooh_reason {
    OOH_MOVED_INTO_SB, /* moved in where the small blind or a seat between it and the button lies */
    OOH_COUNT
} ooh_reason_t;
const char *ooh_reason_name(ooh_reason_t r); /* "moved_into_small_blind" */

typedef enum post_kind { POST_ANTE, POST_SB, POST_BB } post_kind_t;
typedef enum street { STREET_PREFLOP, STREET_FLOP, STREET_TURN, STREET_RIVER, STREET_SHOWDOWN } street_t;

/* Why a position is where it is (R2–R4). */
typedef enum pos_reason {
    POSR_DRAW,            /* first hand: high-card draw (R2) */
    POSR_SET,             /* first hand: set by the configuration */
    POSR_MOVES,           /* moved one player as usual */
    POSR_DEAD_BUTTON,     /* button on an empty seat: its player busted (R3) */
    POSR_DEAD_SB,         /* small blind position empty: nobody posts it (R3) */
    POSR_HEADS_UP,        /* heads-up: button posts the small blind (R4) */
    POSR_HEADS_UP_START,  /* play just became heads-up: button placed so nobody has the BB twice */
    POSR_BB_NEXT_PLAYER,  /* big blind moved forward exactly one player, skipping empty seats */
    POSR_COUNT
} pos_reason_t;

enum { ACT_FULL_RAISE = 1, ACT_INCOMPLETE = 2, ACT_ALL_IN = 4 };

typedef struct ev {
    ev_type_t type;
    int hand_no;           /* hand counter (1 = first hand), 0 before the first hand */
    int seat;              /* the seat concerned, -1 if none */
    int64_t amount;
    union {
        struct { card_t cards[2]; uint8_t deal, n_dealt; int count; uint16_t players; } a;
        struct { int index, number, is_break, minutes, hands; int64_t sb, bb, ante; } lv;
        struct { int64_t removed, new_unit, odd_total; int new_chips; } cu;
        struct { int64_t odd, won, stack; card_t best; int cards; } race;
        struct {
            int64_t sb_amount, bb_amount, ante;
            int64_t hand_id;
            uint64_t tournament_id;
            int16_t button, sb_pos, bb;      /* seats; button/sb_pos may be empty seats */
            int16_t sb_posted;               /* 0: dead small blind */
            int16_t dead_button;
            int16_t heads_up;
            int16_t why_button, why_sb, why_bb; /* pos_reason_t */
            int16_t busted_button, busted_sb;   /* seat whose bust explains a dead position, -1 */
            int16_t level_number;
            int64_t wall_time;               /* unix seconds the dealing command carried, 0 */
        } hs;
        struct { post_kind_t kind; int all_in; } post;
        struct {
            int64_t added;       /* chips put in by this action */
            int64_t to;          /* street total after it */
            int64_t call_amount; /* the legal range it was chosen from */
            int64_t min_to, max_to;
            int16_t action;      /* cmd_type_t: FOLD, CHECK, CALL, BET, RAISE (an all-in is one of these) */
            int16_t flags;       /* ACT_FULL_RAISE / ACT_INCOMPLETE / ACT_ALL_IN */
            int16_t could_check, could_raise;
            int16_t street;      /* street_t */
        } act;
        struct { street_t street; int n_board; card_t board[5]; } st;
        struct { card_t cards[2]; uint16_t value; int allin; } sh;
        struct {
            int index, n_pots;       /* 0 = main pot */
            uint16_t eligible, winners;
            int64_t share;           /* each winner's share before odd chips */
            int64_t odd;             /* odd chips, all to odd_seat (R27) */
            int odd_seat;
            uint16_t value;          /* winning hand value, 0 if won uncontested */
        } pot;
        struct { uint64_t hash; } he;
        struct { int must_decide; int addon; } ro;
        struct { int place, place_to; int64_t prize; } el;
    } u;
} ev_t;

const char *ev_type_name(ev_type_t t); /* "hand_start", ... */
const char *pos_reason_text(pos_reason_t r);

/* ---- the per-seat view --------------------------------------------------------------------- */

typedef enum engine_phase {
    PHASE_NOT_STARTED, PHASE_HAND, PHASE_BETWEEN_HANDS, PHASE_BREAK, PHASE_FINISHED
} engine_phase_t;

typedef struct view_seat {
    int occupied;          /* a player sits here (busted players keep a seat in the listing) */
    int eliminated;
    int absent;
    char name[ENGINE_NAME_LEN];
    int64_t stack;
    int64_t committed;     /* this street */
    int64_t in_pot;        /* this hand */
    int in_hand;           /* dealt in and not folded */
    int folded, all_in;
    int cards_known;       /* hole[] is valid: own seat, or shown */
    card_t hole[2];
    int place;
    int rebuys;
    int addon_taken;
} view_seat_t;

typedef struct view_legal {
    int can_fold, can_check, can_call, can_bet, can_raise, can_allin;
    int64_t call_amount;   /* chips a call adds (may be an all-in for less) */
    int64_t min_to, max_to;/* bet/raise: street totals; min_to <= max_to when allowed */
    int64_t unit;          /* R27, R34: a bet or raise total other than max_to (all-in) is a
                              multiple of this, the smallest chip in play */
} view_legal_t;

typedef struct view {
    int seat;              /* whose view; -1 = public */
    engine_phase_t phase;
    int n_seats;
    int hand_no;
    int level_index, level_number;
    int64_t sb, bb, ante;  /* this hand's blinds (between hands: the level in force) */
    int button, sb_pos, bb_seat; /* positions of this (or the last) hand; -1 before the first */
    street_t street;
    int n_board;
    card_t board[5];
    int64_t pot_total;     /* everything committed this hand */
    int64_t current;       /* amount to match this street */
    int64_t last_full_raise;
    int to_act;            /* -1 if nobody */
    view_seat_t seats[ENGINE_MAX_SEATS];
    view_legal_t legal;    /* for `seat` if it is to act, else all zero */
    int rebuy_offer, addon_offer; /* this seat may rebuy / take the add-on now */
    int must_decide;       /* this seat's decision blocks the next hand */
    int players_left;
    int64_t smallest_chip;
    /* Multi-table play: the whole field as the tournament layer last counted it (bot_field_t,
     * src/ai/bot.h). The engine never sets or reads it: NULL at a single table. */
    const struct bot_field *field;
} view_t;

/* ---- lifecycle ----------------------------------------------------------------------------- */

/* Create from cfg (NULL = all defaults). Returns NULL and writes a message to err if the
 * configuration is impossible (fewer than 2 players, a bad seat, ...). Caller owns the result. */
engine_t *engine_create(const engine_config_t *cfg, char *err, size_t errlen);
void engine_destroy(engine_t *e);

/* Validate and apply one command. On rejection nothing changes, no event is made and the
 * command is not recorded. */
engine_reject_t engine_submit(engine_t *e, cmd_t c);

/* Next pending event; returns 0 when none. Events are kept until polled. */
int engine_poll(engine_t *e, ev_t *out);
/* Like engine_poll without the copy: the next event, or NULL. The pointer is valid until the
 * next call into the engine (any call). */
const ev_t *engine_next_event(engine_t *e);
/* Number of events not yet polled. */
int engine_pending(const engine_t *e);

/* What `seat` may see (-1 = public: no hole cards but shown ones). */
void engine_view(const engine_t *e, int seat, view_t *out);

/* Just the legal actions of `seat` (all zero unless it is to act): what engine_view puts in
 * view.legal, without the rest of the view. For drivers that need nothing else. */
void engine_legal(const engine_t *e, int seat, view_legal_t *out);

/* Hash of the canonical tournament state (stacks, positions, cards, betting, rng, ...). */
uint64_t engine_state_hash(const engine_t *e);

/* Every accepted command so far, in order (the replay log). */
const cmd_t *engine_commands(const engine_t *e, int *count);

/* The state hash at the end of each hand so far (hash[i] for hand i+1) and the number of
 * commands accepted when it was taken. For saves and replays. */
int engine_hand_hashes(const engine_t *e, const uint64_t **hash, const int **commands);

engine_phase_t engine_phase(const engine_t *e);
/* The tournament number used in hand histories (configured, else derived from the seed). */
uint64_t engine_tournament_id(const engine_t *e);
/* Between hands: the first seat with an open rebuy/add-on offer (must_decide or optional), or -1. */
int engine_decision_seat(const engine_t *e);
int engine_to_act(const engine_t *e);
/* Index into the structure's levels of the level in force (a break while one is on). */
int engine_level_index(const engine_t *e);
const structure_t *engine_structure(const engine_t *e);
const engine_config_t *engine_config(const engine_t *e);

/* Final standings: place[seat] (1 = winner, 0 = not finished / never seated) and prize in cents.
 * Valid once the tournament is over (earlier, for the players already out). */
void engine_results(const engine_t *e, int place[ENGINE_MAX_SEATS], int64_t prize[ENGINE_MAX_SEATS]);

/* The total number of chips in play (stacks + bets): for conservation checks. */
int64_t engine_chips_in_play(const engine_t *e);
/* Chips brought in or taken out since the start: starting stacks + rebuys + add-ons, plus or
 * minus colour-up rounding. engine_chips_in_play() always equals this. */
int64_t engine_chips_expected(const engine_t *e);

/* ---- one table of a multi-table tournament (cfg.mtt) ---------------------------------------- */

/* Seat a player at an empty seat between hands (or before the start): name, stack (> 0),
 * rebuys already taken and whether the add-on is taken travel with the player. Until dealt a
 * hand here the player sits out every hand whose button and small blind they would be dealt in
 * between (R36): while the seat lies after the last hand's small blind, up to and including its
 * big blind, clockwise (the next hand's button and small blind take those two seats, R3). A
 * player who sits out is not dealt in and owes no blind. Returns 1 if the player sits out the
 * next hand, 0 if dealt in, -1 with a message in err if the engine is not a multi-table one, a
 * hand is running, the seat is taken or out of range, or the stack is not positive (nothing
 * changes then). */
int engine_mtt_seat(engine_t *e, int seat, const char *name, int64_t stack, int rebuys, int addon_taken,
                    char *err, size_t errlen);

/* Take the player at `seat` off the table between hands (moved to another table, or out):
 * returns the chips they take with them (0 for an eliminated player), or -1 if the engine is
 * not a multi-table one, a hand is running or nobody sits there. The seat is empty afterwards. */
int64_t engine_mtt_unseat(engine_t *e, int seat);

/* 1 if the seat's player sits out the next hand (see engine_mtt_seat), else 0. */
int engine_mtt_sitting_out(const engine_t *e, int seat);

/* The 50% rule (R21) for chips pushed without a declaration: the command a stack of `puts`
 * (street total) means for the seat to act in view v. declared_raise: "raise" was said. */
cmd_t engine_interpret_chips(const view_t *v, int64_t puts, int declared_raise);

#endif
