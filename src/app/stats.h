/* stats.h — each person's statistics across runs: tournaments, finishes and prizes with their
 * dates, VPIP, PFR, aggression, showdowns and the biggest pot, as kept in stats.json. Pure C (no
 * SDL, no files: the caller reads and writes the text), computed from the events a seat sees. */
#ifndef FELT_STATS_H
#define FELT_STATS_H

#include <stddef.h>
#include <stdint.h>

#include "engine/engine.h"

enum { STATS_NAME_LEN = ENGINE_NAME_LEN, STATS_MAX_PEOPLE = 64, STATS_MAX_FINISHES = 200 };

/* One finished tournament of a person. */
typedef struct stats_finish {
    int64_t date;          /* unix seconds (UTC) when it ended for the person */
    int place, entrants;   /* 1 = won; 1 <= place <= entrants <= ENGINE_MAX_SEATS */
    int64_t prize;         /* cents of `currency` */
    char currency[4];      /* "USD"; "" = play money (as structure_t) */
    int hands;             /* hands played in the tournament until then */
    uint64_t seed;         /* the tournament's seed (stored as a string: JSON numbers are doubles) */
} stats_finish_t;

/* Multi-table tournaments, counted apart from the sit-and-gos above, by field size: 10-99,
 * 100-999, 1,000 and more entrants. */
enum { STATS_MTT_BUCKETS = 3, STATS_MTT_MAX_FIELD = 10000 };
typedef struct stats_mtt {
    int entries, cashes, wins;
    int64_t places;                    /* the finishing places summed (the average finish) */
    int64_t prizes;                    /* cents */
    int best;                          /* the best place, 0 before any entry */
} stats_mtt_t;
/* The bucket of a field of n entrants (0, 1, 2), -1 under 10. */
int stats_mtt_bucket(int entrants);

/* Counters, so figures stay exact however many hands are added:
 *   VPIP  = vpip / hands            (called, bet or raised before the flop; blinds do not count)
 *   PFR   = pfr / hands             (bet or raised before the flop)
 *   AF    = aggressive / calls      (bets and raises over calls, flop to river)
 *   WTSD  = showdowns / saw_flop    (went to showdown after seeing the flop)
 *   W$SD  = showdowns_won / showdowns (won chips at a showdown) */
typedef struct stats_person {
    char name[STATS_NAME_LEN];
    int tournaments, wins, cashes;
    int64_t prizes;                    /* cents, summed over finishes */
    int64_t hands, vpip, pfr, aggressive, calls, saw_flop, showdowns, showdowns_won;
    int64_t biggest_pot;               /* most chips won in one hand */
    int n_finishes;                    /* oldest first; the oldest drop off past the maximum */
    stats_finish_t finishes[STATS_MAX_FINISHES];
    stats_mtt_t mtt[STATS_MTT_BUCKETS];/* multi-table tournaments, by field size */
} stats_person_t;

typedef struct stats_db {
    int n_people;
    stats_person_t people[STATS_MAX_PEOPLE];
} stats_db_t;

/* Heap-allocated, empty (the struct is large). NULL when out of memory. */
stats_db_t *stats_db_create(void);
void stats_db_destroy(stats_db_t *db);
void stats_db_clear(stats_db_t *db);
/* The person called name; created (zeroed) when `create` and there is room, else NULL. When the
 * table is full the person with the fewest tournaments and hands makes room. */
stats_person_t *stats_db_person(stats_db_t *db, const char *name, int create);
/* Record a finish (oldest dropped past STATS_MAX_FINISHES) and count it in the totals. */
void stats_person_add_finish(stats_person_t *p, const stats_finish_t *f);

/* Record a multi-table tournament's finish (place 1..entrants, a field of 10..10,000); -1 and
 * nothing counted when out of range. */
int stats_person_add_mtt(stats_person_t *p, int place, int entrants, int64_t prize);
/* One bucket's figures, or every bucket's together (bucket -1): ITM and the average finish -1 with
 * no entries. */
void stats_mtt_figures(const stats_person_t *p, int bucket, stats_mtt_t *sum, double *itm, double *avg_place);

/* Parse stats.json text (version 1, before multi-table tournaments were counted, or 2; name is
 * used in messages). Returns 0 with *out filled, or -1 with
 * "NAME:LINE: people[1].vpip: expected ..., got VALUE" in err and *out untouched. */
int stats_db_parse(const char *name, const char *text, size_t len, stats_db_t *out, char *err,
                   size_t errlen);
/* The JSON text of db (malloc'd, NUL-terminated, caller frees); NULL when out of memory. */
char *stats_db_to_json(const stats_db_t *db);

/* The figures as fractions (0..1; AF a ratio); -1 where there is nothing to divide by. */
typedef struct stats_figures {
    double vpip, pfr, af, wtsd, wsd, avg_place, itm;
} stats_figures_t;
void stats_person_figures(const stats_person_t *p, stats_figures_t *out);

/* ---- counting from events ------------------------------------------------------------------ */

/* Follows one tournament's events as a seat sees them (only what every seat sees is used: the
 * deal, actions, streets, shown hands, pots and eliminations) and adds each watched seat's
 * hands and finish to a database. */
typedef struct stats_tracker {
    int n_seats, entrants;
    char currency[4];
    uint64_t seed;
    int watched[ENGINE_MAX_SEATS];
    char name[ENGINE_MAX_SEATS][STATS_NAME_LEN];
    int finished[ENGINE_MAX_SEATS];
    /* the hand under way */
    int in_hand, street;
    int dealt[ENGINE_MAX_SEATS], vpip[ENGINE_MAX_SEATS], pfr[ENGINE_MAX_SEATS];
    int flop[ENGINE_MAX_SEATS], folded[ENGINE_MAX_SEATS], showdown[ENGINE_MAX_SEATS];
    int won_showdown[ENGINE_MAX_SEATS];
    int64_t aggressive[ENGINE_MAX_SEATS], calls[ENGINE_MAX_SEATS], won[ENGINE_MAX_SEATS];
} stats_tracker_t;

/* entrants: players at the start (0 = taken from EV_TOURNAMENT_START); currency as the
 * structure's; seed the tournament's. */
void stats_tracker_init(stats_tracker_t *t, int n_seats, int entrants, const char *currency,
                        uint64_t seed);
/* Count seat's hands and finish for the person called name. */
void stats_tracker_watch(stats_tracker_t *t, int seat, const char *name);

enum { STATS_HAND_ADDED = 1, STATS_FINISH_ADDED = 2 };
/* Feed one event (in order). A watched seat's hand is added to db at EV_HAND_END, its finish at
 * its EV_ELIMINATED or EV_TOURNAMENT_END (dated now_s). Returns STATS_* bits for what changed
 * (the caller saves then), 0 otherwise. */
int stats_tracker_event(stats_tracker_t *t, stats_db_t *db, const ev_t *ev, int64_t now_s);

#endif
