/* rules.h — the engine's rule functions, pure and separately testable: button and blind
 * placement (R2–R4), side pots and uncalled chips (R25–R26), splitting with odd chips (R27),
 * finishing places (R32) and prizes (R33). No state, no allocation, no randomness.
 * Internal to the engine and its tests; the app and bots never include it. */
#ifndef FELT_RULES_H
#define FELT_RULES_H

#include <stdint.h>

#include "engine/engine.h"

/* ---- R2–R4: where the button and blinds go ---- */

typedef struct positions {
    int button, sb_pos, bb;       /* seats (0-based); button and sb_pos may be empty seats */
    int sb_posted;                /* 0 = dead small blind */
    int dead_button;              /* the button's seat holds no live player */
    int heads_up;
    pos_reason_t why_button, why_sb, why_bb;
    int busted_button, busted_sb; /* seats whose bust explains a dead position, -1 */
} positions_t;

/* The first hand: the button at `button` (a live seat), blinds the next two live players
 * clockwise; heads-up the button posts the small blind. reason: POSR_DRAW or POSR_SET. */
void rules_positions_first(int n_seats, const int *live, int button, pos_reason_t reason,
                           positions_t *out);

/* The next hand from the previous one's positions (R3 dead button; R4 heads-up). live[s] is
 * nonzero for seats that hold chips for the coming hand. At least two live seats. */
void rules_positions_next(int n_seats, const int *live, const positions_t *prev, positions_t *out);

/* First live seat clockwise after s (not s itself unless it is the only one); -1 if none. */
int rules_next_live(int n_seats, const int *live, int s);

/* ---- R25–R26: pots ---- */

typedef struct pot {
    int64_t amount;
    uint16_t eligible;            /* seats that may win it */
} pot_t;

/* Build the pots from each seat's total contribution this hand (antes, blinds, bets) and who
 * folded. Fills pots[0..n) (main pot first, then side pots in order of creation) and
 * returned[seat] with chips that nobody could match (uncalled bets, R26). Returns n.
 * pots must hold ENGINE_MAX_SEATS entries.
 * all_in[seat] (may be NULL = every seat still in is all-in) tells who could not put in more.
 * Folded chips above every remaining contribution go back to their owners only when nobody
 * still in could have matched them (R26: the folded SB above a short all-in BB); when someone
 * still in had chips behind, they stay in the pot (R9: a dead hand's posted blind is won by the
 * last live hand) and join the top pot. */
int rules_build_pots(int n_seats, const int64_t *contrib, const int *folded, const int *all_in,
                     pot_t *pots, int64_t *returned);

/* ---- R27: splitting a pot ---- */

/* Split amount among the winners (bit mask). Each gets share = floor(amount / unit / k) * unit;
 * the whole remainder goes to *odd_seat, the first winner clockwise from the button position
 * (which may be an empty seat). unit = smallest chip in play (>= 1). */
void rules_split_pot(int n_seats, int64_t amount, uint16_t winners, int button, int64_t unit,
                     int64_t *share, int64_t *odd, int *odd_seat);

/* ---- R32–R33: places and prizes ---- */

/* Places for the k players eliminated on one hand, with n players at its start. out_seats and
 * start_stack describe them (start_stack = chips at the start of that hand, before antes and
 * blinds). More chips ranks higher (a better, smaller place); equal stacks tie and share the best
 * place of their group. Writes place[i] for each of the k. */
void rules_places(int n_before, int k, const int64_t *start_stack, int *place);

/* Prize in cents for places [place, place_to] shared by (place_to - place + 1) players: the
 * amounts of those places pooled and split equally; the leftover cents go one each to the
 * first players (index < leftover), index being a player's turn clockwise from the button
 * (R33). pool in cents; tier may be NULL (no prizes). */
int64_t rules_prize(int64_t pool, const payout_tier_t *tier, int place, int place_to, int index);

#endif
