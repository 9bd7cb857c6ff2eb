/* drill.h — dealer drills built from the engine (issue #13, topics 1-10): a seeded generator, a
 * grader, authored drill files (levels/drills/ files) and the rule book reader. Every generated
 * answer is the ENGINE's (its next-hand positions, legal view, pots, showdown, places, race),
 * never a hand-written key. Never includes SDL, render or app code (layer: engine <- ai <-
 * session <- drill <- app).
 *
 * Seats are 0-based in every field of this API (seat 0 is "Seat 1" in all text). */
#ifndef FELT_DRILL_H
#define FELT_DRILL_H

#include <stddef.h>
#include <stdint.h>

#include "engine/engine.h"

typedef enum drill_topic {
    DRILL_BUTTON,       /* "button": button, SB, BB for the next hand (R2, R3) */
    DRILL_HEADS_UP,     /* "heads-up": positions when play becomes heads-up (R4) */
    DRILL_FIRST_TO_ACT, /* "first-to-act": who acts first on this street (R6) */
    DRILL_MIN_RAISE,    /* "min-raise": minimum bet or raise-to for the seat to act (R11, R12, R8) */
    DRILL_REOPEN,       /* "reopen": may ask_seat raise? (R13) */
    DRILL_SIDE_POTS,    /* "side-pots": pots, eligible seats, awards, returned chips (R25-R27) */
    DRILL_SHOWDOWN,     /* "showdown": order of showing and who may muck (R23; all-in R22) */
    DRILL_ELIMINATIONS, /* "eliminations": places and prizes of simultaneous busts (R32, R33) */
    DRILL_CHIP_RACE,    /* "chip-race": stacks after the colour-up and chip race (R34) */
    DRILL_FLOOR,        /* "floor": authored floor-ruling cards, multiple choice */
    DRILL_COUNT_POT,    /* "count-pot": the pot after a street's betting (R43; drill_dealer.c) */
    DRILL_FOLLOW_ACTION, /* "follow-action": chips pushed, what the action is (R42, R43, R21) */
    DRILL_PUSH_POT,     /* "push-pot": push each pot to its winners, side pots first (R44; drill_push.c) */
    DRILL_DEAL_ORDER,   /* "deal-order": who gets which card of the deal, exposed cards, burns (R5, R41; drill_deal.c) */
    DRILL_TOPIC_COUNT
} drill_topic_t;

/* "button", "heads-up", "first-to-act", "min-raise", "reopen", "side-pots", "showdown",
 * "eliminations", "chip-race", "floor", "count-pot", "follow-action", "push-pot", "deal-order"; "?" for an out-of-range value. */
const char *drill_topic_name(drill_topic_t t);
/* "Button and blinds", "Going heads-up", ... for menus. */
const char *drill_topic_title(drill_topic_t t);
/* Name -> topic. Returns 0, or -1 (out untouched) for an unknown name. */
int drill_topic_parse(const char *name, drill_topic_t *out);

/* The practice menu's groups of topics: rulings a dealer makes about the game, and what a dealer
 * does with their hands (rule book section G). */
typedef enum drill_group {
    DRILL_GROUP_RULINGS, /* "Rulings": button ... floor */
    DRILL_GROUP_DEALING, /* "Dealing": count the pot, and the other hands-on drills of section G */
    DRILL_GROUP_COUNT
} drill_group_t;
drill_group_t drill_topic_group(drill_topic_t t);
/* "Rulings", "Dealing" (in the "felt" catalogue's language). */
const char *drill_group_title(drill_group_t g);

typedef enum drill_kind {
    DRILL_ANS_POSITIONS, /* button, sb, bb              (button, heads-up) */
    DRILL_ANS_SEAT,      /* seat                        (first-to-act) */
    DRILL_ANS_AMOUNT,    /* amount                      (min-raise, count-pot) */
    DRILL_ANS_YESNO,     /* yes                         (reopen) */
    DRILL_ANS_POTS,      /* n_pots, pot, eligible, award, returned (side-pots) */
    DRILL_ANS_ORDER,     /* n_order, order, may_muck    (showdown) */
    DRILL_ANS_PLACES,    /* place, prize of busted seats (eliminations) */
    DRILL_ANS_CHIPS,     /* chips of every seat after the race (chip-race) */
    DRILL_ANS_CHOICE,    /* choice                      (floor) */
    DRILL_ANS_PUSH,      /* n_order pots pushed in order[], award (push-pot) */
    DRILL_ANS_ACTION,    /* action, amount              (follow-action) */
    DRILL_ANS_COUNT
} drill_kind_t;

enum { DRILL_MAX_POTS = 10, DRILL_MAX_CHOICES = 6 };

/* What chips pushed without a word are, as the dealer announces it (R42, R21). */
typedef enum drill_action {
    DRILL_ACT_CALL,   /* "call": a call (an oversized chip, or under half a raise over the call) */
    DRILL_ACT_RAISE,  /* "raise": a raise (50 % or more of a raise: to the minimum) */
    DRILL_ACT_STRING, /* "string": a string bet, the second motion's chips go back */
    DRILL_ACT_COUNT
} drill_action_t;
/* "call", "raise", "string" (the JSON words); "?" out of range. */
const char *drill_action_name(int act);

/* An answer, the engine's or a trainee's. Only the fields of `kind` matter; zero the rest. */
enum { DRILL_MAX_RACE = 8 }; /* race cards one seat can be dealt (an odd chip each) */

typedef struct drill_answer {
    drill_kind_t kind;
    /* POSITIONS: seats; sb = -1 means "no small blind" (dead SB). A button on an empty seat is
     * a dead button (the trainee places the button on that empty seat). */
    int button, sb, bb;
    int seat;                      /* SEAT: who acts first */
    int64_t amount;                /* AMOUNT: minimum bet / minimum raise-to (street total) */
    int yes;                       /* YESNO: 1 yes, 0 no */
    /* POTS: main pot first, then side pots in order of creation; eligible = seat bit mask;
     * award[p][s] = chips seat s takes from pot p (odd chips included); returned[s] = uncalled
     * or unmatchable chips given back to seat s (R26). */
    int n_pots;
    int64_t pot[DRILL_MAX_POTS];
    uint16_t eligible[DRILL_MAX_POTS];
    int64_t award[DRILL_MAX_POTS][ENGINE_MAX_SEATS];
    int64_t returned[ENGINE_MAX_SEATS];
    /* ORDER: seats in the order they must show (or muck), may_muck = bit mask of seats that may
     * muck when their turn comes (they cannot beat a hand already shown). */
    int n_order;
    int order[ENGINE_MAX_SEATS];
    uint16_t may_muck;
    /* ORDER: 1 when the rule imposes no order (an all-in showdown, R22: every hand is tabled at
     * once): any order of exactly these seats is right. Set on the drill's answer (the grade reads
     * the drill's, not the trainee's); order[] then holds the engine's tabling order. */
    int any_order;
    /* PLACES: for each seat busted on the hand, place (0 for others) and prize in cents. */
    int place[ENGINE_MAX_SEATS];
    int64_t prize[ENGINE_MAX_SEATS];
    int64_t chips[ENGINE_MAX_SEATS]; /* CHIPS: each seat's stack after the race (0: empty seat) */
    /* CHIPS: the race cards each seat is dealt (R34.5: all of one seat's before the next's), for
     * the table to deal them in front of the seats; part of the question, not graded */
    card_t race[ENGINE_MAX_SEATS][DRILL_MAX_RACE];
    int n_race[ENGINE_MAX_SEATS];
    int choice;                      /* CHOICE: 0-based index into drill_t.choice */
    int action;                      /* ACTION: a drill_action_t; amount = the bet the street now stands at */
    /* PUSH: order[0..n_order) = the pots (0 main, i side pot i) in the order pushed; award[p][s]
     * = chips seat s takes from pot p. The drill's answer also holds the pots as built (n_pots,
     * pot, eligible) and button (for the odd chips, R27): part of the question, not graded. */
} drill_answer_t;

typedef struct drill {
    drill_topic_t topic;
    uint64_t seed;
    int difficulty;          /* 1..5 */
    char id[48];             /* authored drills: the file's id; generated: "" */
    char scenario[8192];     /* the situation in the scenario format (docs/scenario.md): loads with
                                scenario_load (generated drills need no dir; an authored one's
                                structure_file is relative to its drill file's folder); its
                                commands bring the table to the question. "" for a floor card
                                without a table picture. */
    int ask_seat;            /* the seat the question is about (reopen, min-raise), or -1 */
    char question[512];
    int n_choices;           /* yes/no drills: 2 ("Yes", "No"); floor cards: 3-4; else 0 */
    char choice[DRILL_MAX_CHOICES][200];
    drill_answer_t answer;   /* the engine's answer */
    char rule[16];           /* "R3", "TDA 40" */
    char why[600];           /* the reason in this situation */
    /* follow-action: chips the seat to act pushes in its first and second motion (0: one motion),
     * and 1 when the first motion is a single chip; part of the question, not graded */
    int64_t push[2];
    int push_one_chip;
    /* deal-order: the card of the deal asked about, counted from 1 (the first card; 2 x players is
     * the last), or 0 for the burn question; part of the question, not graded */
    int deal_card;
} drill_t;

/* Generate drill `t` (not DRILL_FLOOR) from seed and difficulty (1..5, clamped). Deterministic:
 * the same arguments give the same drill. Returns 0, or -1 with a message in err. */
int drill_generate(drill_topic_t t, uint64_t seed, int difficulty, drill_t *out, char *err, size_t errlen);

/* Grade `given` against d->answer. Returns 1 right, 0 wrong. feedback (may be NULL) gets
 * "Right: ..." or "Wrong: WHAT WAS WRONG. The answer is ...; WHY". */
int drill_grade(const drill_t *d, const drill_answer_t *given, char *feedback, size_t len);

/* The answer as one JSON object text (the --check file format, docs/drills.md), e.g.
 * {"button":3,"sb":null,"bb":5} with 1-based seats. Returns the length snprintf would write. */
int drill_answer_format_json(const drill_answer_t *a, char *buf, size_t len);
/* Plain words for people: "button on seat 4 (dead), no small blind, big blind seat 5". */
int drill_answer_describe(const drill_answer_t *a, const drill_t *d, char *buf, size_t len);
/* Parse a trainee's answer given as JSON object text for a drill of `kind`. Returns 0, or -1 with
 * "answer.FIELD: expected ..., got VALUE" in err (out untouched). */
int drill_answer_parse_json(drill_kind_t kind, const char *json, drill_answer_t *out, char *err, size_t errlen);

/* A side-pots answer as the trainee builds it on the table (the app's pots answer and the tests
 * share this): every chip a seat put in stands in front of it; one gesture or key moves a seat's
 * chips into a pot, or the pot's amount is typed. Either way is an equal answer: the grade reads
 * the pots, not how they were made. */
typedef struct drill_pot_entry {
    int64_t amount;                 /* what the pot holds: the chips moved in, or the amount typed */
    int64_t share;                  /* each player's part, set by the first chips moved in */
    int64_t from[ENGINE_MAX_SEATS]; /* chips moved in from each seat */
    uint16_t eligible;              /* seats marked as able to win it */
    int n_win;
    int win[ENGINE_MAX_SEATS];      /* winners in the order marked: the first takes the odd chips */
} drill_pot_entry_t;
/* The part each seat puts into the next pot, as a dealer builds it (R25): what the shortest seat
 * still in the hand (a bit of `live`) has left in front, but no more than the second-tallest
 * stack left (the tallest's excess is uncalled and goes back, R26). 0: nothing left to build. */
int64_t drill_pot_share(const int64_t left[ENGINE_MAX_SEATS], uint16_t live);
/* Move seat s's matching chips into pot p: the first move into an empty pot sets its part to
 * drill_pot_share (whichever seat moves first), every move takes at most that part, so one
 * gesture per seat per pot builds the engine's pots (a second move of a seat into the same pot
 * takes nothing). Returns the chips moved. */
int64_t drill_pot_move(drill_pot_entry_t *p, int64_t left[ENGINE_MAX_SEATS], int s, uint16_t live);
/* The dealer's next step (a hint): the seat whose matching chips go into pot *pot next (the pots
 * built so far: n; *pot == n means a new pot). Returns the seat, or -1 when the pots are built. */
int drill_pot_next(const drill_pot_entry_t *pots, int n, const int64_t left[ENGINE_MAX_SEATS], uint16_t live,
                   int *pot);
/* The chips still in front of each seat: left[] as moved when every pot holds just the chips
 * moved into it; once an amount is typed, what the pots do not hold, taken off the top of the
 * tallest contributions (as a dealer returns the uncalled part of the biggest bet, R26). */
void drill_pots_in_front(const drill_pot_entry_t *pots, int n, const int64_t contrib[ENGINE_MAX_SEATS],
                         const int64_t left[ENGINE_MAX_SEATS], int64_t front[ENGINE_MAX_SEATS]);
/* The answer of pots built so (empty pots left out): amounts, who may win, each pot split among
 * its winners in units of the smallest chip with every odd chip to the first marked (R27), and
 * drill_pots_in_front as returned. */
void drill_pots_read(const drill_pot_entry_t *pots, int n, const int64_t contrib[ENGINE_MAX_SEATS],
                     const int64_t left[ENGINE_MAX_SEATS], int64_t unit, drill_answer_t *out);

/* Which drill comes next in a practice session over several topics (deterministic from the
 * session's seed). Drills come in blocks of k + ceil(k/2) for k ticked topics: every block holds
 * each ticked topic at least once; the spare ceil(k/2) go by weight 1 + 2 x misses, so a missed
 * topic comes back more often only above that floor. An authored situation (a floor card, an
 * authored drill of a topic) is not repeated while one of its topic not yet seen remains. */
enum { DRILL_PLAN_MAX_ITEMS = 256 };
typedef struct drill_plan {
    uint64_t rng;
    uint32_t on;                         /* ticked topics, bit per drill_topic_t */
    int block, in_block;                 /* the block's size, drills drawn in it so far */
    uint32_t given;                      /* topics drawn in this block */
    int miss[DRILL_TOPIC_COUNT];         /* drill_plan_graded: +2 wrong, -1 right (not below 0) */
    int n_items;
    drill_topic_t item_topic[DRILL_PLAN_MAX_ITEMS]; /* the authored situations' topics */
    unsigned char seen[DRILL_PLAN_MAX_ITEMS];
    int last_item;
} drill_plan_t;
/* Start a plan: ticked topics (bit per topic), the authored situations' topics in the caller's
 * order (at most DRILL_PLAN_MAX_ITEMS are used). */
void drill_plan_init(drill_plan_t *p, uint64_t seed, uint32_t on, const drill_topic_t *item_topic, int n_items);
/* The next drill: returns its topic (-1 when nothing is ticked), *item the authored situation to
 * ask (an index into the caller's list) or -1 to generate one with *seed. Floor drills are always
 * authored (-1 from this call when floor is ticked but has no items: untick it first). */
int drill_plan_next(drill_plan_t *p, int *item, uint64_t *seed);
/* Count an answer for the weights. */
void drill_plan_graded(drill_plan_t *p, drill_topic_t t, int right);

/* Load the drills of one authored file (levels/drills/ files, format in docs/drills.md): floor
 * cards and situation drills whose answers the engine computes now. Fills out[0..*n) (at most
 * max). Returns 0, or -1 with "FILE: field: expected ..., got VALUE" in err. */
int drill_load_file(const char *path, drill_t *out, int max, int *n, char *err, size_t errlen);
/* The same from text in memory (name is used in messages). */
int drill_load(const char *name, const char *text, size_t len, drill_t *out, int max, int *n,
               char *err, size_t errlen);

/* The question of topic t asked of a live engine state (the shadow dealer). Between hands:
 * button / heads-up (the coming hand's positions), side-pots, showdown, eliminations (the hand
 * just played); during a hand, with a seat to act: first-to-act (at the start of a street),
 * min-raise, reopen. The engine is not changed (the command log is replayed on a copy built
 * from engine_config(e)). Returns 1 and fills *out when the state poses that question now,
 * else 0 (chip-race and floor are never posed live). */
int drill_from_engine(const engine_t *e, drill_topic_t t, drill_t *out);

/* How the drills' text writes numbers and hands for a player: the app installs its own (the
 * locale's digit grouping, its money and hand words); any NULL member, or w NULL, keeps the
 * default (plain digits, "$12.50", hand_describe's English). The words themselves come from the
 * "felt" gettext catalogue when the program has set its messages' locale. */
typedef struct drill_words {
    char *(*chips)(int64_t v, char *buf, size_t len);
    char *(*money)(int64_t cents, char *buf, size_t len);
    char *(*hand)(uint16_t value, char *buf, size_t len);
} drill_words_t;
void drill_set_words(const drill_words_t *w);

/* The rule book: docs/rules.md paragraphs "**R12 Minimum raise.** text". */
typedef struct drill_rulebook drill_rulebook_t;
/* Read and parse; NULL with a message on failure. Caller frees with drill_rulebook_free. */
drill_rulebook_t *drill_rulebook_load(const char *path, char *err, size_t errlen);
drill_rulebook_t *drill_rulebook_parse(const char *text, size_t len);
int drill_rulebook_count(const drill_rulebook_t *rb);
const char *drill_rule_title(const drill_rulebook_t *rb, const char *id); /* "Minimum raise"; NULL if unknown */
const char *drill_rule_text(const drill_rulebook_t *rb, const char *id);  /* the paragraph's text */
void drill_rulebook_free(drill_rulebook_t *rb);

/* A rule's text as a screen lays it out: the rule itself first, its sources last. Paragraphs
 * (hard-wrapped lines joined), list items ("1." or "-", with their indent level), the lines of a
 * pseudo-code block as written, table rows (cells split on '|'; the row above a "|---|" line is a
 * header), and the "Sources: ..." sentence, taken out of the paragraph it opens and put at the
 * end. Markdown's emphasis and code marks are dropped outside code. */
typedef enum drill_block_kind {
    DRILL_BLOCK_PARA,
    DRILL_BLOCK_ITEM,    /* marker: "1." or "\u2022"; level 0, 1, ... */
    DRILL_BLOCK_CODE,    /* one line of a code block, its leading spaces kept */
    DRILL_BLOCK_ROW,     /* n_cells cells, '\t'-separated in text; header set for a header row */
    DRILL_BLOCK_SOURCES,
    DRILL_BLOCK_HEADING, /* never made by drill_rule_blocks: a screen's own heading among them */
    DRILL_BLOCK_KIND_COUNT
} drill_block_kind_t;

typedef struct drill_block {
    drill_block_kind_t kind;
    int level, header, n_cells;
    char marker[8];
    char *text; /* owned by the list */
} drill_block_t;

typedef struct drill_blocks {
    int n, cap;
    drill_block_t *b;
} drill_blocks_t;

/* Lay text out into blocks (out is overwritten; free with drill_blocks_free). 0, or -1 when out
 * of memory (out then holds nothing). */
int drill_rule_blocks(const char *text, drill_blocks_t *out);
void drill_blocks_free(drill_blocks_t *bl);
/* Append a block of `kind` holding text (emphasis marks dropped unless code): 0 or -1. Copies
 * of another list's blocks keep their level, header, cells and marker when `like` is given. */
int drill_blocks_add(drill_blocks_t *bl, drill_block_kind_t kind, const char *text, const drill_block_t *like);

#endif
