/* engine_internal.h — the engine's state. Private to src/engine (and white-box tests): the app
 * and bots see only views and events. Everything here is plain data that engine_state_hash()
 * covers field by field. */
#ifndef FELT_ENGINE_INTERNAL_H
#define FELT_ENGINE_INTERNAL_H

#include "engine/deck.h"
#include "engine/engine.h"
#include "engine/rng.h"
#include "engine/rules.h"

enum { RNG_STREAM_RACE = 5 };

typedef enum seat_status {
    SEAT_EMPTY,       /* never seated */
    SEAT_PLAYING,     /* in the tournament (may have 0 chips while a rebuy decision is open) */
    SEAT_OUT          /* eliminated */
} seat_status_t;

typedef struct seat {
    seat_status_t status;
    char name[ENGINE_NAME_LEN];
    int64_t stack;
    int absent;
    int rebuys;
    int addon_taken;
    int place, place_to;     /* finishing place (tied range), 0 while playing */
    int64_t prize;
    int bust_hand;           /* hand on which the stack reached 0 (pending rebuy), 0 = none */
    int must_decide;         /* busted: rebuy or decline before the next hand */
    int rebuy_offer;         /* may rebuy now */
    int rebuy_declined;      /* declined in this pause between hands: not offered again */
    int addon_offer;         /* may take the add-on now (decision required) */
    int elim_order;          /* elimination sequence number, for results */
    int spare_turn;          /* tied places (R33): its turn for a spare cent, clockwise from
                                the button of the hand it went out on (0 = first) */
    /* this hand */
    int dealt;               /* dealt into the current hand */
    int folded;
    int all_in;
    int acted;               /* acted voluntarily this street (posting is not acting) */
    int64_t acted_at;        /* `current` when it last acted this street */
    int64_t committed;       /* this street */
    int64_t contrib;         /* this hand: antes, blinds and bets */
    int64_t start_stack;     /* at the start of the hand, before antes and blinds (R32) */
    card_t hole[2];
    int shown;               /* hole cards face up */
    int fresh;               /* multi-table: moved in and not dealt a hand here yet; such a
                                player sits out while the seat lies between the small blind and
                                the button of the next hand (R36) */
} seat_t;

struct engine {
    engine_config_t cfg;
    structure_t st;
    int n_seats;
    seat_t seat[ENGINE_MAX_SEATS];
    engine_phase_t phase;
    rng_t deck_rng;
    rng_t race_rng;

    /* tournament */
    int hand_no;
    int64_t hand_id;
    uint64_t tournament_id;
    int64_t deal_time;      /* the wall clock the dealing command carried (START, NEXT_HAND), for
                               EV_HAND_START; an input like any command, never read here */
    int level;               /* index into st.levels of the level in force */
    int64_t unit;            /* smallest chip in play at that level (R27 odd chips) */
    int hands_in_level;
    int64_t level_seconds;   /* simulated seconds spent in this level */
    int advance_pending;     /* ADVANCE_LEVEL received during a hand */
    int passed_break;        /* the simulated clock just passed a break */
    int addon_offered;       /* the add-on window has happened */
    int n_entrants;
    int n_rebuys_total, n_addons_total;
    int elim_counter;
    int64_t chips_expected;
    int have_prev;           /* positions of a previous hand exist */
    positions_t pos;         /* positions of the current (or last) hand */
    int players_at_hand_start;

    /* hand */
    deck_t deck;
    int fixed_used;          /* the configured fixed deck has been dealt */
    int race_fixed_used;     /* the configured race cards have been dealt */
    int lazy_deck;           /* shuffle as cards are dealt (see draw_card) */
    street_t street;
    card_t board[5];
    int n_board;
    int64_t current;         /* amount to match this street */
    int64_t lfr;             /* last full raise increment */
    int64_t bb_amount, sb_amount, ante_amount; /* this hand's level */
    int to_act;
    view_legal_t legal;      /* legal actions of to_act (set whenever the turn moves) */
    /* derived from the seats, kept in step for speed: in the hand (dealt, not folded), and
     * able to act (in the hand, not all-in) */
    uint16_t in_mask, act_mask;
    int last_aggressor;      /* on the current street, -1 none */
    int allin_tabled;        /* hands were turned up for an all-in run-out (R22) */
    /* the pots as the last EV_COLLECT made them (R25) and the chips nobody can match (R26):
     * the showdown and the award that always follow a collect reuse them. Derived, not hashed. */
    int n_pots;
    pot_t pots[ENGINE_MAX_SEATS];
    int64_t pot_returned[ENGINE_MAX_SEATS];

    /* events: a growable ring */
    ev_t *ev;
    int ev_cap, ev_head, ev_count;
    /* the command log */
    cmd_t *log;
    int log_len, log_cap;
    int oom;                 /* an allocation failed; the engine refuses further commands */
    /* the state hash after each hand, and how many commands had been accepted by then */
    uint64_t *hand_hash;
    int *hand_cmds;
    int n_hands_done, hand_cap;
};

/* Queue an event (engine.c); the caller fills the payload. */
ev_t *engine_push_event(engine_t *e, ev_type_t type, int seat, int64_t amount);
/* Colour-up and chip race for the level just entered (race.c, R34). */
void engine_color_up(engine_t *e, const int64_t *remove, int n_remove);

#endif
