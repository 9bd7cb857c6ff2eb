/* tournament.h — a multi-table tournament (docs/rules.md section F, R35-R40): N entrants over
 * tables of 4-10 seats, each table a real single-table engine (cfg.mtt) whose seats are asked
 * by bots, as the session asks them. It draws the seats (R35), breaks tables (R36), balances
 * them (R37), plays hand-for-hand at the bubble (R38), redraws the final table (R39), all on one
 * simulated tournament clock (R40), ranks the eliminations across tables and pays the ladder.
 * Commands in, events out: callers step it and poll typed events; nothing here reads a clock or
 * the C library's generator, so one seed gives one tournament, move for move. */
#ifndef FELT_TOURNAMENT_H
#define FELT_TOURNAMENT_H

#include <stddef.h>
#include <stdint.h>

#include "ai/bot.h"
#include "engine/engine.h"
#include "engine/scenario.h"
#include "engine/structure.h"

enum {
    TOURNEY_MIN_PLAYERS = 2,
    TOURNEY_MAX_PLAYERS = 10000,
    TOURNEY_MIN_TABLE = 4,
    TOURNEY_MAX_TABLE = 10,
    TOURNEY_REASON_LEN = 200,
    TOURNEY_MAX_MIX = 16,
    TOURNEY_MAX_PEOPLE = 10,
    TOURNEY_MAX_JOBS = 64
};

typedef struct tourney tourney_t;

/* What a seat's engine did at one table: every engine event of every table, in the order the
 * tournament clock reaches them (a hand's events when that hand ends in tournament time; at a
 * table with a person, as the hand is played), with eliminations carrying their tournament place
 * and prize. `player` maps the table's seats to entrants (-1 = empty) as they were for that hand.
 * The function may call tourney_poll (and read the tournament, not drive it): the tournament
 * events queued then happened before this table event, e.g. the move that seated a person at
 * the table whose hand this is. */
typedef void (*tourney_table_fn)(void *ctx, int table, const ev_t *ev, const int *player);

/* Zeroed means defaults where one is given. */
typedef struct tourney_config {
    uint64_t seed;
    int n_players;                 /* 2..10000 */
    int table_size;                /* 4..10; 0 = the structure's (at least 4) */
    const structure_t *structure;  /* NULL = structure_default(); copied */
    const structure_mtt_t *mtt;    /* NULL = structure_mtt_default(); copied */
    const bot_registry_t *registry;/* required: the bots */
    int n_mix;                     /* the bot mix, 1..TOURNEY_MAX_MIX specs; entrant i plays */
    bot_spec_t mix[TOURNEY_MAX_MIX];/* mix[(i + rotation) % n_mix] (rotation from the seed) */
    /* Threads the tables' hands are played on between two moments of the clock (0 or 1 = this
     * one only). The tournament, its events and every table's events are the same for every
     * value: each table deals from its own stream and is seen only when its hand ends. */
    int jobs;
    tourney_table_fn on_table_event; /* optional: every table's engine events (histories, tests) */
    void *ctx;
    /* People: entrants who answer through tourney_submit (0..TOURNEY_MAX_PEOPLE). A table with a
     * person plays its hand step by step; its engine events reach on_table_event as they happen
     * (the hand's eliminations still when the clock ranks them), the other tables' when their
     * hands end in tournament time. */
    int n_people;
    struct {
        int entrant;                 /* 0..n_players-1, each at most once */
        char name[ENGINE_NAME_LEN];  /* "" = the entrant's default name */
    } people[TOURNEY_MAX_PEOPLE];
} tourney_config_t;

typedef enum tourney_ev_type {
    TEV_SEATED,          /* the draw (R35) or the final table's draw (R39): player at to_table/to_seat;
                            R39 also gives from_table/from_seat, where they sat (or set out from) */
    TEV_MOVE,            /* a move: player from_table/from_seat -> to_table/to_seat, rule 36/37/39 */
    TEV_SIT_OUT,         /* the moved player sits out the next hand at to_table/to_seat (R36) */
    TEV_TABLE_BREAK,     /* from_table breaks (rule 36, or 39 for the final table) */
    TEV_HALT,            /* from_table waits: three or more players short (R37) */
    TEV_HAND_FOR_HAND_START, /* R38; chips = players left, place = places paid */
    TEV_HAND_FOR_HAND_END,
    TEV_ELIMINATED,      /* player out at from_table: place..place_to, prize (cents) */
    TEV_FINAL_TABLE,     /* the final table is seated at to_table */
    TEV_END,             /* player won; chips = hands played in all */
    TEV_BACK,            /* player, away (tourney_set_away), takes their seat back: place = the moment
                            (tourney_away_t), to_table/to_seat where they sit; before the hand it deals */
    TEV_COUNT
} tourney_ev_type_t;

typedef struct tourney_ev {
    tourney_ev_type_t type;
    int64_t time;           /* tournament seconds (R40) */
    int player;             /* entrant index, -1 if none */
    int from_table, from_seat, to_table, to_seat; /* 1-based; 0 = none */
    int rule;               /* 35..40, 0 if none */
    int place, place_to;
    int64_t prize;
    int64_t chips;          /* the player's chips (moves, seating) */
    char reason[TOURNEY_REASON_LEN];
} tourney_ev_t;

const char *tourney_ev_name(tourney_ev_type_t t); /* "move", "sit_out", ... */

/* Create: checks the field (2..10000), the table size (4..10), the bots and that a payout tier
 * covers the field with no more places than players. NULL with a message naming the value on
 * failure. Caller owns the result. */
tourney_t *tourney_create(const tourney_config_t *cfg, char *err, size_t errlen);
void tourney_destroy(tourney_t *t);

/* Play up to the next moment of the tournament clock (one or more hands ending together, the
 * moves they cause, the hands that start). Returns 1 while the tournament goes on, 0 once it is
 * over, -1 on an internal failure (a message in tourney_error), TOURNEY_STEP_PERSON while a
 * table waits on a person: nothing moves then (R40: the clock stays at the time that person's
 * hand began, and every other table waits there) until tourney_submit answers. */
enum { TOURNEY_STEP_PERSON = 2, TOURNEY_STEP_MORE = 3 };
int tourney_step(tourney_t *t);
/* The same moment cut into slices, for a caller that must not stop for long (the game's frame):
 * at most max_units units of work (a hand dealt and played at a table, a hand ending; 0 = no
 * limit, tourney_step) and TOURNEY_STEP_MORE while the moment is only partly done; the next call
 * goes on with it. A moment played in slices of any size gives exactly the events, hands and
 * journal of the moment played whole: the hands that start in it only read what was fixed as it
 * began, and nothing of them is seen before they end. While a moment is open nobody waits
 * (tourney_wait says NONE, tourney_submit refuses) and tourney_set_bot takes effect at its end.
 * Nothing here reads a clock: the caller decides how many units fit its time. */
int tourney_step_some(tourney_t *t, long max_units);
int tourney_moment_open(const tourney_t *t); /* 1 while a moment is partly done */
/* The tournament time of the next moment (the earliest hand end), -1 when no hand is in flight;
 * and the time table's hand in flight ends (-1: none in flight). A caller may step the moments
 * that come before a table's hand ends without anything reaching that table's seats. */
int64_t tourney_next_moment(const tourney_t *t);
int64_t tourney_table_until(const tourney_t *t, int table);
/* Step to the end, or to a person's turn. Returns 0, -1 or TOURNEY_STEP_PERSON. */
int tourney_run(tourney_t *t);

/* The draw (R35) tourney_create makes from seed for n_players at tables of table_size seats:
 * entrant p sits at table table_of[p] (1-based), seat seat_of[p] (0-based); it does not depend
 * on the bots or on who is a person. 0, or -1 (a field or table size out of range, memory). */
int tourney_draw(uint64_t seed, int n_players, int table_size, int *table_of, int *seat_of);
/* Hot-seat people who sit together: entrant `first` and the n_people - 1 entrants the draw seats
 * next after them at their table (seat order, round the table), in entrants[0..n_people). The
 * draw stays the seed's, so a journal of the people's entrants replays it. 0, or -1 when that
 * table seats fewer than n_people (or a value is out of range). */
int tourney_people_together(uint64_t seed, int n_players, int table_size, int first, int n_people, int *entrants);

/* ---- people (R40) ------------------------------------------------------------------------- */

typedef enum tourney_wait_kind {
    TOURNEY_WAIT_NONE,      /* nobody: tourney_step goes on */
    TOURNEY_WAIT_ACTION,    /* the person must act in the hand: legal holds the engine's range */
    TOURNEY_WAIT_DECISION,  /* a rebuy or add-on offer is open to the person (between hands) */
    TOURNEY_WAIT_KIND_COUNT
} tourney_wait_kind_t;

typedef struct tourney_wait {
    tourney_wait_kind_t kind;
    int table, seat;        /* 1-based table, 0-based seat */
    int player;             /* the entrant, -1 for NONE */
    int64_t time;           /* tournament time the hand began: nothing passes it meanwhile */
    view_legal_t legal;     /* ACTION */
    int rebuy_offer, addon_offer, must_decide; /* DECISION */
} tourney_wait_t;

/* Who the tournament waits on: of several people waiting at once (hot-seat), the one at the
 * lowest-numbered table. */
void tourney_wait(const tourney_t *t, tourney_wait_t *out);
/* The waiting person's command (c.seat is set from the wait). Validated by that table's engine:
 * a rejection changes nothing and is returned; REJ_NOT_YOUR_TURN if `player` is not the one
 * waited on. Accepted: the table plays on (its bots answer) to the next person's turn or the
 * hand's end. */
engine_reject_t tourney_submit(tourney_t *t, int player, cmd_t c);
int tourney_is_person(const tourney_t *t, int player);
/* The person leaves: a bot from the mix takes the seat from now on (and answers if it waits). */
int tourney_set_bot(tourney_t *t, int player);
/* Away until a moment: the person hands their seat to their bot (the entrant's own, from the mix)
 * and takes it back by themselves when the moment comes, before the next hand is dealt anywhere
 * (a TEV_BACK says so): the next level on the tournament clock, the bubble (hand-for-hand
 * begins, or the players left are within the hand-for-hand margin of the money), the final table
 * seated. UNTIL_BACK: only tourney_set_person brings them back. */
typedef enum tourney_away {
    TOURNEY_AWAY_UNTIL_BACK,
    TOURNEY_AWAY_LEVEL,
    TOURNEY_AWAY_BUBBLE,
    TOURNEY_AWAY_FINAL,
    TOURNEY_AWAY_COUNT
} tourney_away_t;
/* 0, or -1: not a person now, out, or the moment has come already (tourney_away_reached). */
int tourney_set_away(tourney_t *t, int player, tourney_away_t until);
/* The person who went away answers again from now on (their next decision). 0, or -1 when the
 * entrant is not away or is out. */
int tourney_set_person(tourney_t *t, int player);
/* The moment the entrant is away until, or -1 when they are not away. */
int tourney_away_until(const tourney_t *t, int player);
/* Has the moment come already (for the entrant away now from the level `level`, index)? */
int tourney_away_reached(const tourney_t *t, tourney_away_t until, int level);
/* The level index the tournament clock is at now. */
int tourney_level_now(const tourney_t *t);
/* Where the entrant sits now: 1-based table (0 = moving or out) and 0-based seat. */
int tourney_player_table(const tourney_t *t, int player, int *seat);
/* The entrant's chips now: their seat's stack and what they put in this hand at their table, or
 * what they carry while on their way to another (*moving_to, may be NULL: that table, 0 none);
 * 0 once out. Reads the tournament only. */
int64_t tourney_player_chips(const tourney_t *t, int player, int *moving_to);
/* The entrant's view of their table (engine_view for their seat, the field filled in). 0, or -1
 * when they sit at no dealt table. */
int tourney_player_view(tourney_t *t, int player, view_t *out);
const char *tourney_error(const tourney_t *t);

/* Next pending event; 0 when none. Events are kept until polled. */
int tourney_poll(tourney_t *t, tourney_ev_t *out);

/* ---- what it looks like --------------------------------------------------------------------- */

int tourney_players(const tourney_t *t);         /* entrants */
int tourney_players_left(const tourney_t *t);
int tourney_table_size(const tourney_t *t);
int tourney_tables(const tourney_t *t);          /* table numbers in use are 1..this */
int tourney_places_paid(const tourney_t *t);
int64_t tourney_prize_pool(const tourney_t *t);  /* cents */
int64_t tourney_now(const tourney_t *t);         /* tournament seconds */
uint64_t tourney_id(const tourney_t *t);         /* the number in hand histories */
int tourney_hand_for_hand(const tourney_t *t);
int64_t tourney_chips_in_play(const tourney_t *t); /* every table's chips in play */
int64_t tourney_chips_expected(const tourney_t *t);/* starting stacks + rebuys + add-ons +- races */
const char *tourney_player_name(const tourney_t *t, int player);
/* Players at table (1-based) as balancing counts them (R36: those on their way there count
 * there, those it owes when its hand ends count at their new table), or -1 if the table is not
 * in play or is breaking. */
int tourney_table_count(const tourney_t *t, int table);
int tourney_table_halted(const tourney_t *t, int table);
int tourney_table_hands(const tourney_t *t, int table);
/* Hand-for-hand (R38): the tables whose hand of the round is still being played, leaving out
 * table `except` (1-based; 0 none); 0 when hand-for-hand is off. *tables (may be NULL): the
 * tables in play. Reads the tournament only. */
int tourney_round_waiting(const tourney_t *t, int except, int *tables);
int64_t tourney_decisions(const tourney_t *t);   /* bot decisions asked so far */

/* Bot decisions by the situation they were asked in (for `bench mtt`, which prices each at what a
 * sit-and-go's decisions in the same situation cost): mix[TOURNEY_MIX_LIVE][n] counts decisions
 * asked with n players in the hand (dealt in, not folded, the deciding one included; 0 between
 * hands), mix[TOURNEY_MIX_DEALT][n] with n players dealt in, mix[TOURNEY_MIX_DEPTH][b] by the
 * decider's effective stack in big blinds, in the bands of tourney_depth_band (short stacks play
 * by push/fold charts, deep ones by ranges and simulation: the bots' cost differs), and
 * mix[TOURNEY_MIX_DEALT_DEPTH][n * TOURNEY_DEPTH_BANDS + b] by both at once. Counting reads the
 * view only. */
enum { TOURNEY_MIX_LIVE, TOURNEY_MIX_DEALT, TOURNEY_MIX_DEPTH, TOURNEY_MIX_DEALT_DEPTH, TOURNEY_MIX_KEYS };
enum { TOURNEY_DEPTH_BANDS = 6, TOURNEY_MIX_CELLS = (ENGINE_MAX_SEATS + 1) * TOURNEY_DEPTH_BANDS };
typedef int64_t tourney_mix_t[TOURNEY_MIX_KEYS][TOURNEY_MIX_CELLS];
/* The band of an effective stack of `bb_tenths` tenths of a big blind: under 8, 8-13, 13-20,
 * 20-35, 35-60, 60 and more; a band's lower edge in big blinds (0 for the first). */
int tourney_depth_band(int64_t bb_tenths);
int tourney_depth_lo(int band);
void tourney_count_decision(tourney_mix_t mix, const view_t *v); /* adds one decision at v */
void tourney_decision_mix(const tourney_t *t, tourney_mix_t mix); /* sums the tables' counts */

typedef struct tourney_result {
    int place, place_to;    /* 0 while playing */
    int64_t prize;
    int table;              /* table of elimination (1-based; the winner's last table) */
    int64_t time;
} tourney_result_t;
void tourney_result(const tourney_t *t, int player, tourney_result_t *out);

/* One elimination of a group settled together (R32, R33, R38): the players out on hands that
 * end at the same tournament time (one hand-for-hand round). */
typedef struct tourney_bust {
    int id;                 /* the caller's */
    int table;              /* 1-based table it happened at */
    int order;              /* the seat's turn clockwise from that hand's button: 0 for the seat after it */
    int64_t start_stack;    /* chips at the start of the hand (before antes and blinds) */
    int place, place_to;    /* out: the places, a range when tied */
    int64_t prize;          /* out: cents, spare cents of a pooled prize included */
} tourney_bust_t;
/* Rank a group of k eliminations with `left` players in before them, as the tournament does:
 * at two or more tables they all tie (R38); at one table the bigger starting stack ranks higher
 * and equal stacks tie (R32); tied places pool their prizes (pool x place_bp[place] / 10000, for
 * places 1..paid) and the spare cents go one each in table-number order, clockwise from each
 * button (R33, R38). Sorts b[] into that order. Returns the number of tables involved. */
int tourney_rank_busts(tourney_bust_t *b, int k, int left, int64_t pool, const int *place_bp, int paid);

/* The engine of table (1-based), or NULL: for tests that look inside. */
const engine_t *tourney_table_engine(const tourney_t *t, int table);

/* ---- a multi-table moment (scenario_moment_t): "who moves, and to which seat?" --------------
 * The moment's tables are set up as they stand between hands (players are entrants 0..n-1 in
 * the file's order, table by table, seat by seat) and the tournament's own rules run on them
 * once, as at the end of a hand: R39, R36, R37 (apply_rules), the arrivals seated (R36's draw,
 * R37's worst position). Then each table deals its next hand, to say who is dealt in, who sits
 * out and where the button and blinds go. Nothing else is played. */
typedef struct tourney_moment_seat {
    int player;               /* entrant, -1 = empty */
    int64_t chips;
    int sits_out;             /* moved in and not dealt the next hand (R36) */
    int dealt;                /* dealt into the next hand */
} tourney_moment_seat_t;

typedef struct tourney_moment_table {
    int number;               /* 1-based */
    int in_play;              /* 0: broke (or was not in play) */
    int players;
    int halted;               /* three or more short of the fullest table: it waits (R37) */
    int deals;                /* the next hand can be dealt (two or more dealt in, not halted) */
    int button, small_blind, big_blind; /* 1-based seats of the next hand (0 = none) */
    int small_blind_posted;   /* 0: a dead small blind (R3) */
    tourney_moment_seat_t seats[ENGINE_MAX_SEATS];
    /* a table's first hand (R2, R39's final table): the high-card draw for the button, the card
     * each seat drew (CARD_NONE for a seat that did not draw); n_drew = 0 when nobody drew */
    int n_drew;
    card_t drew[ENGINE_MAX_SEATS];
} tourney_moment_table_t;

typedef struct tourney_moment {
    int n_players;
    char (*names)[ENGINE_NAME_LEN]; /* [n_players] */
    int n_events;
    tourney_ev_t *events;     /* breaks, moves, sit-outs and R39 seatings, in order */
    int n_tables;             /* numbers 1..n_tables */
    tourney_moment_table_t *tables;
} tourney_moment_t;

/* Answer a loaded moment. 0, or -1 with a message (err) when the rules cannot be applied to it
 * (for instance a break with no seats left for its players). Free with tourney_moment_free. */
int tourney_moment(const scenario_moment_t *m, tourney_moment_t *out, char *err, size_t errlen);
void tourney_moment_free(tourney_moment_t *out);

#endif
