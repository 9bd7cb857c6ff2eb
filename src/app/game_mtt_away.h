/* game_mtt_away.h — two things a person does in a multi-table tournament without playing their
 * hands: hand their seat to a bot until a moment (the next level, the bubble, the final table, or
 * until they come back), and, once out, watch a table live or skip to the final table.
 *
 * Away: the tournament keeps it (tourney_set_away, journalled by session_mtt_away so a Continue
 * replays it), the table on screen plays faster (nobody is watching the decisions) and at the
 * moment the tournament gives the seat back (TEV_BACK, shown when the table has caught up): the
 * pace is normal again, a banner says why, and the next decision is the person's.
 *
 * After the bust: the table on screen is fed by a public subscription of the table watched
 * (session_mtt_subscribe_table), reset like a move; Left/Right (game_mtt_watch_next) change it;
 * skipping runs the tournament at speed, nothing shown but the field's count, until the final
 * table is seated, then watches it. */
#ifndef FELT_GAME_MTT_AWAY_H
#define FELT_GAME_MTT_AWAY_H

#include <stddef.h>

#include "tournament/tournament.h"

enum {
    GAME_AWAY_NONE = -1,
    GAME_WATCH_NONE = 0,   /* watching: nothing (the person's own table, or the busted dialog) */
    GAME_WATCH_TABLE = 1,  /* a table, live */
    GAME_WATCH_SKIP = 2    /* skipping to the final table */
};
#define GAME_AWAY_PACE 0.2f       /* the table's pace while away: five times the person's speed */
#define GAME_WATCH_SPEED 0.35f    /* a watched table's pace at first (the person changes it) */

typedef struct game_mtt_away {
    int until;                  /* tourney_away_t while away, GAME_AWAY_NONE when not */
    float speed;                /* the table's speed before going away (or out): given back */
    int returns;                /* times the seat was given back (the tests) */
    char back_title[96];        /* the last return's banner */
    /* after the bust */
    int watch;                  /* GAME_WATCH_* */
    int wsub;                   /* the watched table's subscription (valid while watch is TABLE) */
    int wtable;                 /* the table watched (1-based), 0 none */
    float wspeed;               /* the watched table's pace */
    int final_seen;             /* the final table is seated (skipping ends there) */
} game_mtt_away_t;

struct game;

/* The moment's words: "until the next level", ... (translated). */
const char *game_mtt_away_words(int until);
/* Can the person go away until `until` now? 1, or 0 with the reason in why (translated). */
int game_mtt_away_can(const struct game *g, int until, char *why, size_t n);
/* Go away until `until` (a tourney_away_t), or come back now. 0, or -1 with a line in the log. */
int game_mtt_away_go(struct game *g, int until);
int game_mtt_away_back(struct game *g);
/* Is the person away now? */
int game_mtt_away_on(const struct game *g);

/* The game's hooks (game_mtt.c): the new game's state; a tournament event about to be shown
 * (TEV_BACK, the final table, a watched table's break); the person is out; a Continue replayed
 * to where the person was away. */
void game_mtt_away_init(struct game *g);
void game_mtt_away_tev(struct game *g, const tourney_ev_t *v);
void game_mtt_away_out(struct game *g);
void game_mtt_away_resumed(struct game *g);
/* The subscription the table on screen is fed from: the watched table's, or the person's. */
int game_mtt_away_sub(const struct game *g);

/* After the bust: watch table (1-based; 0 = the person's last table or the first in play), the
 * next or previous table in play (dir +1/-1), skip to the final table, change the watching pace
 * (faster > 0). */
void game_mtt_watch(struct game *g, int table);
void game_mtt_watch_next(struct game *g, int dir);
void game_mtt_skip_final(struct game *g);
void game_mtt_watch_pace(struct game *g, int faster);

/* What the screens ask for (game_intend with GAME_INTENT_MTT: person = the op, on = its value),
 * carried out in the fixed step. */
enum {
    GAME_MTT_OP_AWAY,        /* on: tourney_away_t */
    GAME_MTT_OP_BACK,
    GAME_MTT_OP_WATCH,       /* on: the table, 0 = the person's last one */
    GAME_MTT_OP_WATCH_NEXT,  /* on: +1 / -1 */
    GAME_MTT_OP_SKIP_FINAL,
    GAME_MTT_OP_PACE         /* on: +1 faster, -1 slower */
};
void game_mtt_away_intent(struct game *g, int op, int on);

#endif
