/* lobby.h — what the lobby of a multi-table tournament shows, read from the tournament
 * (tournament.h) and never driving it: every table (its number, players, the chips at it and its
 * largest stack, halted or broken), the standings (every entrant: rank, name, chips, table; the
 * busted with their place), sorted by a column and filtered by a piece of a name, and the payout
 * ladder with the person's position on it. Pure C (no SDL): the lobby screen (scr_lobby.c) draws
 * it, the tests compare it with the tournament's own figures. */
#ifndef FELT_LOBBY_H
#define FELT_LOBBY_H

#include <stddef.h>
#include <stdint.h>

#include "engine/structure.h"
#include "tournament/tournament.h"

typedef struct lobby_table {
    int number;             /* 1-based */
    int players;            /* as balancing counts them (tourney_table_count); -1: broken or
                               breaking (chips > 0 while its players still sit there) */
    int halted;             /* waits for players (R37) */
    int hands;              /* hands dealt there */
    int64_t chips, largest; /* the chips at it, its largest stack */
    int mine;               /* the person sits here */
} lobby_table_t;

typedef struct lobby_player {
    int entrant;            /* 0-based */
    const char *name;       /* tourney_player_name: lives as long as the tournament */
    int out;                /* busted */
    int64_t chips;          /* stack and what is in this hand's pot; 0 once out */
    int table, seat;        /* 1-based table (0: moving or out), 0-based seat */
    int moving_to;          /* the table they are on their way to, 0 none */
    int rank;               /* in: 1 + players in with more chips; out: their place */
    int place, place_to;    /* out: the places (a range when tied) */
    int64_t prize;          /* out: cents */
} lobby_player_t;

/* A run of paid places with the same prize. */
typedef struct lobby_band {
    int from, to;
    int64_t prize;          /* cents, each */
} lobby_band_t;

typedef enum lobby_sort {
    LOBBY_SORT_RANK,        /* rank, ascending (the chips, most first; the busted by place) */
    LOBBY_SORT_NAME,        /* name, case folded (ASCII), ascending */
    LOBBY_SORT_CHIPS,       /* chips, most first (the busted last, by place) */
    LOBBY_SORT_TABLE,       /* table then seat (a mover at the table they go to, after its seats;
                               the busted last, by place) */
    LOBBY_SORT_COUNT
} lobby_sort_t;

typedef struct lobby {
    int person;             /* the entrant at the screen, -1 none */
    int entrants, left, paid, hand_for_hand;
    int64_t now;            /* tournament seconds of the count */
    int64_t pool;           /* cents */
    int n_tables;
    lobby_table_t *tables;  /* [n_tables], by number */
    int n_players;
    lobby_player_t *players;/* [n_players], by entrant */
    int n_rows;
    int *rows;              /* [n_rows]: indexes into players, sorted and filtered (lobby_sort) */
    int n_bands;
    lobby_band_t *bands;    /* the paid places, first place first */
    /* the person's position on the ladder */
    int to_money;           /* players to go out before the money (0: in the money or none paid) */
    int next_place;         /* in the money: the place of the next jump up (0: none) */
    int64_t now_prize, next_prize; /* the prize of place `left`, the next jump's */
} lobby_t;

/* Count everything again from the tournament (the ladder from mtt's tier for the field; mtt may
 * be NULL: no ladder). The rows are every entrant in rank order until lobby_sort. 0, or -1 when
 * out of memory (then L is empty). */
int lobby_collect(lobby_t *L, const tourney_t *t, const structure_mtt_t *mtt, int person);
/* Sort and filter the rows: by `key` (reverse: the other way round), keeping the players whose
 * name holds `filter` (ASCII case folded; NULL or "" keeps all). Ties go by entrant number. */
void lobby_sort(lobby_t *L, lobby_sort_t key, int reverse, const char *filter);
/* The name holds filter, ASCII letters in either case. */
int lobby_name_matches(const char *name, const char *filter);
/* Index into rows of the person's row, -1 when filtered out. */
int lobby_person_row(const lobby_t *L);
void lobby_free(lobby_t *L);

#endif
