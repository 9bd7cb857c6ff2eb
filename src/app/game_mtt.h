/* game_mtt.h — the game over a multi-table tournament (session_mtt.h): the person's table is the
 * table on screen, drawn by the same game.c, planner and table screen as a sit-and-go's. The
 * person's subscription feeds the pacing queue; when the engine moves them (a balance, a break,
 * the final table's redraw) the table on screen is reset to the new one with a banner saying why;
 * the other tables are played by session_mtt_step_some in the fixed step, in slices until a time
 * budget a step is spent (docs/render.md, "The other tables"), never past the person's table on
 * the tournament clock (R40). The tournament's state
 * stays reachable here (game_mtt_tourney) for the strip on the table, the results and a lobby. */
#ifndef FELT_GAME_MTT_H
#define FELT_GAME_MTT_H

#include <stddef.h>
#include <stdint.h>

#include "app/game_mtt_state.h"

/* What a new multi-table tournament is made of (the set-up screen, the headless harness). */
typedef struct game_mtt_setup {
    uint64_t seed;
    int players;                   /* TOURNEY_MIN_PLAYERS..TOURNEY_MAX_PLAYERS */
    int table_size;                /* 4..10 */
    structure_t st;                /* the levels */
    structure_mtt_t mtt;           /* R40's timing and the payout ladder by field size */
    char structure_path[1024];     /* "" = the built-in structure */
    const bot_registry_t *registry;
    int n_mix;                     /* the field's bots, 1..TOURNEY_MAX_MIX */
    bot_spec_t mix[TOURNEY_MAX_MIX];
    int entrant;                   /* the person's entrant number (0-based) */
    char name[ENGINE_NAME_LEN];
    uint32_t colour;
    /* hot-seat: 2..GAME_MTT_PEOPLE people, each an entrant with a name and a colour (then
     * entrant, name and colour above are not read); 0 or 1 = the one person above */
    int n_people;
    struct {
        int entrant;
        char name[ENGINE_NAME_LEN];
        uint32_t colour;
    } people[TOURNEY_MAX_PEOPLE];
} game_mtt_setup_t;

/* A new multi-table tournament with the person in it. NULL with a message naming the value on
 * failure (tourney_create's). */
game_t *game_mtt_create(const game_mtt_setup_t *su, char *err, size_t errlen);
void game_mtt_destroy(game_mtt_t *M);

/* Keep the tournament from now on: its journal at save_path (session_mtt_journal_create, with the
 * text of the structure file it was loaded from; NULL for the built-in one), committed after
 * every hand of the person's table (game_mtt_save), and save_path + ".info" with the line the
 * start screen's Continue shows. 0, or -1 with a message naming the file. */
int game_mtt_keep(game_t *g, const char *save_path, const char *structure_text, size_t structure_len, char *err,
                  size_t errlen);
/* Commit the journal now (the end record once the tournament is over) and write the .info beside
 * it. 0, or -1 with g->save_error set. Nothing kept: 0. */
int game_mtt_save(game_t *g);

/* Write the person's hands as PokerStars hand histories in dir (ending in '/'), one file per table
 * they sit at: felt-DATE-TIME-T<tournament number>-table-<n>.txt (DATE-TIME: started, unix
 * seconds, UTC), a second sitting at one table -<n>-2.txt. */
void game_mtt_histories(game_t *g, const char *dir, int64_t started);

/* What the .info beside an MTT autosave says (every field 0 when it is missing or unreadable). */
typedef struct game_mtt_info {
    uint64_t id;                   /* the tournament's number: the journal's, or the .info is stale */
    int entrants, level, hand, left, busted;
    int64_t started;               /* the tournament's start (unix seconds), for its histories */
} game_mtt_info_t;
void game_mtt_read_info(const char *save_path, game_mtt_info_t *out);

/* Continue the tournament of the journal at path: its recipe makes it, the replay (session_mtt_
 * replay) rebuilds it to where the journal was committed, and the person's table is put on
 * screen as it stands (the hand in play replayed into it at instant speed). The journal is
 * rebuilt beside it and takes its place, the one it replaces kept as path.prev; the game keeps it
 * from then on. colour: the person's (0: the first person's). Headless (save 0): nothing is
 * written. NULL with a message naming the file and the line, field or hand on failure (the file
 * is left as it was). *replay_ms: how long the replay took (a monotonic clock is the caller's:
 * clock_ms NULL = not measured). hh_dir (with save): the person's hand histories go on there
 * (game_mtt_histories; now: the start to name them by when the .info does not say). */
game_t *game_mtt_resume(const char *path, const bot_registry_t *reg, uint32_t colour, int save, const char *hh_dir,
                        int64_t now, double (*clock_ms)(void), double *replay_ms, char *err, size_t errlen);
const tourney_t *game_mtt_tourney(const game_t *g);
/* The person (index into M->people) the tournament waits on now, or -1 when it waits on nobody. */
int game_mtt_acting(const game_mtt_t *M);
/* The person (index into M->people) who is entrant `entrant`, or -1. */
int game_mtt_person_of(const game_mtt_t *M, int entrant);

/* The table source's MTT half (game.h's game_wait, game_submit, ...). */
void game_mtt_wait(const game_t *g, session_wait_t *w);
engine_reject_t game_mtt_submit(game_t *g, cmd_t c);
void game_mtt_view(const game_t *g, view_t *v);
const structure_t *game_mtt_structure(const game_t *g);
int64_t game_mtt_level_left_ms(const game_t *g);
void game_mtt_pause(game_t *g, int on);
int game_mtt_leave(game_t *g, char *err, size_t errlen);

/* The step's MTT half (game.c): pull the person's events into the queue, play the tournament. */
void game_mtt_pull(game_t *g);
void game_mtt_drive(game_t *g);
/* The other tables are behind the person's table (it waits on them, R40): the strip says so. */
int game_mtt_catching_up(const game_t *g);
/* Pacing at the front of the queue: a bot's moment to think before its action is shown, the
 * pause before the next hand. 1 = wait. */
int game_mtt_hold(game_t *g, const ev_t *front);
/* An event is about to be shown: a new hand seats its players' names on the plates. */
void game_mtt_shown(game_t *g, const ev_t *ev);

/* Count the field again: when the person is dealt a hand, every GAME_MTT_FIELD_EVERY seconds of the
 * tournament clock, or now with force. */
void game_mtt_count_field(game_t *g, int force);

/* How long a multi-table tournament of n entrants at tables of `table_size` takes a person who goes
 * deep: it is taken to end when the big blind reaches a twentieth of the chips in play (two
 * players of ten big blinds each), at that level's start on the tournament clock (R40's level
 * lengths); the hands a table deals by then at R40's length of a full table's hand are the
 * person's hands. Each hand takes on screen the table's own timings (motion.c) for a deal, the
 * blinds, one and a half actions a seat with a bot's mean moment to think, two streets and a pot,
 * and the pause between hands, times the speed's scale (0 at Instant). */
void game_mtt_estimate(const structure_t *st, const structure_mtt_t *mtt, int n, int table_size, double speed_scale,
                       int *hands, double *seconds_per_hand);

/* The tournament clock's level at t seconds (index into st.levels) and the seconds to the next
 * break from t (-1: none to come). */
int game_mtt_level_at(const game_mtt_t *M, int64_t t);
int64_t game_mtt_break_in(const game_mtt_t *M, int64_t t);

#endif
