/* game_mtt_state.h — what the game over a multi-table tournament keeps (game_mtt_t, game->mtt):
 * the person's table, their hand histories, the field's count, the tournament shown around the
 * table (game_mtt_show.c) and away / watching (game_mtt_away.c). game_mtt.c drives it;
 * game_mtt_away.c, which stands below game_mtt.c, reads it here and reaches game_mtt.c's calls
 * only through game->mtt_ops (game_state.h). */
#ifndef FELT_GAME_MTT_STATE_H
#define FELT_GAME_MTT_STATE_H

#include <stddef.h>
#include <stdint.h>

#include "app/game_mtt_show.h"
#include "app/game_mtt_away.h"
#include "app/game_state.h"
#include "engine/hh.h"
#include "session/session_mtt.h"

enum {
    GAME_MTT_NAMES = 32,      /* hands queued whose seat map is kept for the names on the plates */
    GAME_MTT_BUDGET_US = 2000,    /* microseconds of a fixed step the other tables may take while the
                                     person's table is shown (two steps a 60 Hz frame: 4 ms of 16.7) */
    GAME_MTT_BUDGET_FAST_US = 12000, /* ... at Instant or fast-forward, and once the person is out */
    GAME_MTT_SLICE_UNITS = 1,     /* units of work (hands dealt or ended) between two looks at the clock */
    GAME_MTT_BEHIND_STEPS = 30,   /* steps the person's table waits on the others before the strip says so */
    GAME_MTT_HH_PEND = 64         /* events of a table's first hand held until the person is dealt in */
};

/* The person's hand history at the table they sit at: one file per table they sat at. Each hand
 * is held until the next hand at the table is dealt (who left the table in it and who joined it
 * are known then, PokerStars writes them inside it), then appended whole. */
typedef struct game_mtt_hh {
    hh_writer_t *w;
    int table, seat;               /* the table and the person's seat there (0-based) */
    char path[1100];
    char *held;                    /* the last finished hand, not yet written */
    size_t held_len;
    int held_seq, sunk, dealt, known; /* hands finished, dealt, and whose comings and goings are known */
    int map[ENGINE_MAX_SEATS];     /* the players of the last hand dealt, -1 = empty */
    int alive[ENGINE_MAX_SEATS];
    int named[ENGINE_MAX_SEATS];
    char lines[1024];              /* the comings and goings of the hand `lines_seq` */
    size_t lines_len;
    int lines_seq;
    int hero_out;                  /* the person finished at this table: the file ends with that hand */
} game_mtt_hh_t;

/* The field as the strip on the table shows it, counted from every table's engine now and then. */
typedef struct game_mtt_field {
    int counted;                   /* 1 once counted */
    int64_t at;                    /* tournament clock of the count (R40 seconds) */
    int hands;                     /* the person's hands then */
    int left, entrants, rank;      /* rank: 1 + players with more chips than the person (0: out) */
    int64_t mine, avg, largest;
    int paid;
    int64_t min_cash;              /* the last paid place's prize */
    int next_place;                /* the place whose prize is the next jump up from `left` (0: none) */
    int64_t next_prize, now_prize; /* its prize, and the prize of place `left` (in the money) */
} game_mtt_field_t;

enum { GAME_MTT_FIELD_EVERY = 20 }; /* tournament seconds between two counts (and each hand of the person's) */

/* One person in the tournament (hot-seat: up to TOURNEY_MAX_PEOPLE share the screen). Each has a
 * subscription of their own (session_mtt_subscribe_player: their table, their own cards only) and
 * their own hand histories, one file per table they sat at. */
enum { GAME_MTT_PEOPLE = TOURNEY_MAX_PEOPLE };
typedef struct game_mtt_person {
    int entrant;                   /* 0-based */
    int sub;                       /* their subscription */
    int hands;                     /* hands they were dealt */
    /* their hand histories (game_mtt_histories) */
    char hh_prefix[160];           /* felt-DATE-TIME-T<number>-[NAME-]table- */
    int hh_sub;
    int hh_resumed;                /* the next file opened is the one a Continue goes on in */
    int hh_dedupe;                 /* the hands finished may be in their file already (a Continue) */
    /* the first hand at a table waits until the person is dealt in (a hand they sit out, R36,
     * begins no file: it is not theirs) */
    session_mtt_ev_t hh_pend[GAME_MTT_HH_PEND];
    int hh_pend_n, hh_pend_mode;   /* 1: holding the hand, 2: skipping it */
    game_mtt_hh_t hh;
    struct game *g;                /* the game (the history writer's sink) */
    /* hot-seat: the events of the hand in play at their table, from its start, to put it on
     * screen when the screen goes to them at another table */
    session_mtt_ev_t *cur, *prev;  /* ... and the hand before it (a Continue writes both to their histories) */
    int cur_n, cur_cap, prev_n, prev_cap;
} game_mtt_person_t;

typedef struct game_mtt {
    session_mtt_t *m;
    int n_people;                  /* 1 (solo) .. GAME_MTT_PEOPLE (hot-seat) */
    game_mtt_person_t *people;     /* [n_people] */
    int at;                        /* the person (index into people) whose table is on screen */
    int switches;                  /* hot-seat: times the screen went to another person's table */
    int catch_up;                  /* ... and shows that table's hand in play at once: the speed to go back to */
    float catch_speed;
    int person;                    /* people[at].entrant: the entrant at the screen */
    int sub;                       /* people[at].sub: their subscription */
    int table;                     /* the table on screen (1-based), 0 before the draw */
    structure_t st;
    structure_mtt_t mtt;
    int64_t lvl_start[STRUCT_MAX_LEVELS + 1]; /* each level's start on the tournament clock, s */
    /* a tournament event waiting for the table on screen to catch up (moves reset the table) */
    int have_pending;
    tourney_ev_t pending;
    struct {
        int table, hand_no;
        int player[ENGINE_MAX_SEATS];
    } names[GAME_MTT_NAMES];       /* the seat map of hands in the queue, for the plates */
    int names_next;
    int done;                      /* the tournament is over (or stopped on an error) */
    char error[256];               /* why it stopped, if it did */
    int paused;
    int table_changes;             /* times the table on screen changed after the draw */
    int hands_played;              /* hands the person was dealt */
    int sits_out;                  /* the person sits out the hand being dealt (R36) */
    int hand_for_hand;
    game_mtt_field_t field;
    /* the autosave (game_mtt_keep): the tournament's journal, committed after every hand of the
     * person's table and on leaving; the line for the start screen beside it */
    tj_writer_t *journal;
    char info_path[1040];
    int save_due;                  /* a hand of the person's table ended since the last commit */
    int finish_saved;
    /* the hand histories (game_mtt_histories): the folder, the files' common start (each
     * person's files: people[i].hh_prefix) */
    char hh_dir[1024];
    char hh_prefix[96];            /* felt-DATE-TIME-T<number>-table- (hot-seat: felt-DATE-TIME-T<number>-) */
    int64_t hh_started;            /* the tournament's start, unix seconds (the files' names) */
    int hh_files;                  /* files written (sat at), every person's */
    /* a resume (game_mtt_resume): the events of the person's last two hands, from the start of
     * the one before the last (rbuf_cur: where the last began; rbuf_ended: it is over) */
    session_mtt_ev_t *rbuf;
    int rbuf_n, rbuf_cap, rbuf_cur, rbuf_ended, rbuf_table;
    int hh_quitting;               /* closing: nothing more is written */
    int stats_counted;             /* the person's finish went into the statistics (scr_review.c) */
    /* the tournament around the table, shown (game_mtt_show.c): the ticker, moves, hand-for-hand,
     * the final table's redraw; its banner's line waits for the redraw */
    mtt_show_t show;
    char final_banner[TOURNEY_REASON_LEN];
    int behind_steps;              /* fixed steps in a row the time budget ran out with nothing to show */
    int fixed_slices;              /* > 0: a step plays this many slices, not what fits its time (headless runs) */
    int64_t drive_us_max;          /* the longest a drive took (microseconds), for the frame benchmark */
    game_mtt_away_t away;          /* away until a moment; watching after the bust (game_mtt_away.c) */
} game_mtt_t;

#endif
