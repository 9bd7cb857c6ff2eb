/* table_model.h — the public table, built from events alone: seats, stacks, bets in front of
 * each seat, each seat's last action, pots with their amounts and eligible seats as they form,
 * the board, the button and blinds with their reasons. The table is drawn from it; the tests
 * check it against the engine's own state after every event (an independent count of the
 * chips). It never sees the engine. */
#ifndef FELT_TABLE_MODEL_H
#define FELT_TABLE_MODEL_H

#include <stdint.h>

#include "engine/engine.h"

enum { TMODEL_ACTION_LEN = 32, TMODEL_MAX_POTS = ENGINE_MAX_SEATS };

typedef struct tmodel_pot {
    int64_t amount;
    uint16_t eligible;            /* seat mask */
} tmodel_pot_t;

typedef struct tmodel_seat {
    int occupied, eliminated, absent;
    int in_hand, folded, all_in;
    char name[ENGINE_NAME_LEN];   /* not in the events: the front end fills it (session_seat_label) */
    int64_t stack;                /* behind, not counting the bet in front */
    int64_t bet;                  /* in front of the seat this street */
    int64_t in_pot;               /* put in this hand */
    int n_cards;                  /* 0, 1 or 2 dealt */
    card_t cards[2];              /* CARD_NONE when face down to this viewer */
    int shown;                    /* tabled */
    uint16_t shown_value;         /* hand value when shown, 0 otherwise */
    char action[TMODEL_ACTION_LEN]; /* "Raise to 600", "All-in 1,450", "Check", "" */
    cmd_type_t last_action;       /* CMD_NONE at the start of a hand */
    int place;                    /* finishing place once out (or the champion) */
    int64_t prize;                /* cents */
    int rebuys, addon;
} tmodel_seat_t;

typedef struct tmodel {
    int n_seats;
    int started, finished;
    int hand_no;
    int64_t hand_id;
    int level_number, level_index, on_break;
    int64_t sb, bb, ante;
    int button, sb_pos, bb_seat;  /* -1 before the first hand */
    int sb_posted, dead_button, heads_up;
    pos_reason_t why_button, why_sb, why_bb;
    int busted_button, busted_sb; /* seat whose bust explains a dead position, -1 */
    street_t street;
    int n_board;
    card_t board[5];
    int64_t current_bet;          /* highest bet in front this street */
    int n_pots;                   /* pots collected so far this hand (main first) */
    tmodel_pot_t pots[TMODEL_MAX_POTS];
    int players_left;
    int64_t middle;               /* every chip in the middle this hand: bets, antes and pots
                                     not yet pushed to a winner */
    int64_t antes;                /* antes posted this hand and not yet gathered into a pot */
    tmodel_seat_t seats[ENGINE_MAX_SEATS];
} tmodel_t;

void tmodel_init(tmodel_t *m);
/* Apply one event (as a subscriber received it). */
void tmodel_apply(tmodel_t *m, const ev_t *ev);
/* The model starts over at another table between hands (a move, a table watched): the level and
 * blinds kept, n_seats seats, each seat the view v shows (NULL: none) seated with its name and
 * its chips as the hand being dealt began (stack and what is in the pot); with_level: the level
 * and blinds too from v when it has them. The next hand's events bring the rest. */
void tmodel_reseat(tmodel_t *m, int n_seats, const view_t *v, int with_level);
/* Every chip on the table: stacks + the middle (bets, antes, pots). */
int64_t tmodel_chips(const tmodel_t *m);
/* Describe an action as the table shows it: "Raise to 600", "All-in 1,450". */
int tmodel_action_text(const ev_t *ev, char *buf, size_t len);
/* The table's three position markers, in the order of render's GFX_MARK_* (the screens pass
 * theirs; scr_explain.c checks the two agree). */
enum { TMODEL_MARK_BUTTON, TMODEL_MARK_SB, TMODEL_MARK_BB };
/* Why the button, small blind or big blind marker is where it is, with the rule it follows
 * (R2-R4): the sentence the table's tooltip and the "why here?" panel show. */
void tmodel_marker_reason(const tmodel_t *m, int kind, char *buf, size_t len);

#endif
