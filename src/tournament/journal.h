/* journal.h — the save of a multi-table tournament: an append-only journal. One seed, the field,
 * the table size, the bots and the structure make the whole tournament (tournament.h: nothing in
 * it reads a clock or the C library's generator), so the journal records that recipe once and
 * then, after each moment of the tournament clock, the state hash of every hand that ended, at
 * every table, in the order they ended. Replaying re-runs the recipe and checks every hash.
 *
 * The file is text, one record a line, each line closed by the CRC-32 of its text:
 *   felt-mtt-journal <version> <crc>
 *   config <seed> <players> <table size> <tournament id> <bots> <crc>
 *   structure <the structure file's bytes in hex, or - for the built-in one> <crc>
 *   people <n> [<entrant> <name in hex>]... <crc>   (version 2) the entrants who are people
 *   c <entrant> <command type> <amount> <crc>  (version 2) a person's accepted command, in order
 *   l <entrant> <commands before> <crc>        (version 2) the person left: a bot plays on
 *   a <entrant> <moment> <commands before> <moments before> <crc>  (version 2) the person went
 *                                       away until a moment (tourney_away_t): their bot plays on
 *   b <entrant> <commands before> <moments before> <crc>  (version 2) ... and came back by
 *                                       themselves (the tournament brings them back at the moment)
 *   k <hands> <crc>                     the compacted part: the first <hands> hands, as ...
 *   t <table> <hands> <chain> <crc>     ... each table's count and the chain of their hashes
 *   h <table> <hand at that table> <hash> <crc>   one hand that ended
 *   end <winner> <hands> <crc>          the tournament is over (winner: 1-based entrant)
 * The writer appends the records of one or more whole moments in one write (keep_append_whole:
 * whole or not at all), so a journal killed at any moment ends on a whole moment; after `compact_every` hand
 * records it folds them into the k/t records and rewrites the file atomically (keep_write), so
 * it never grows with every hand of a long tournament (the people's commands are kept whole: a
 * replay feeds them to the tournament in order, each when it waits on that person, so their
 * records stay, before the k record). A file cut inside a record (a full disk,
 * a copy cut short) loads up to its last whole record, saying where it was cut. */
#ifndef FELT_TOURNAMENT_JOURNAL_H
#define FELT_TOURNAMENT_JOURNAL_H

#include <stddef.h>
#include <stdint.h>

enum { TJ_VERSION = 2, TJ_BOTS_LEN = 512, TJ_MAX_PEOPLE = 10, TJ_NAME_LEN = 32 };
#define TJ_MAX_BYTES ((size_t)256 << 20)

/* The recipe of a tournament. */
typedef struct tj_recipe {
    uint64_t seed;
    int players, table_size;      /* table_size as given (0 = the structure's) */
    uint64_t id;                  /* the tournament's number (a check: the seed makes it) */
    char bots[TJ_BOTS_LEN];       /* the mix as given to --bots, without spaces */
    char *structure;              /* the structure file's bytes, NULL = the built-in one */
    size_t structure_len;
    int n_people;                 /* version 2: the entrants who are people (0-based), names */
    int person[TJ_MAX_PEOPLE];
    char person_name[TJ_MAX_PEOPLE][TJ_NAME_LEN];
} tj_recipe_t;

typedef struct tj_writer tj_writer_t;

/* Start a journal at path (replacing any file there, atomically) with the recipe. compact_every
 * 0 = 4096. NULL with "cannot write PATH: REASON" in err. */
tj_writer_t *tj_create(const char *path, const tj_recipe_t *r, int compact_every, char *err, size_t errlen);
/* A hand ended at table (1-based) with this state hash. */
void tj_hand(tj_writer_t *w, int table, uint64_t hash);
/* A person's command the tournament accepted (type: cmd_type_t), and a person leaving. */
void tj_command(tj_writer_t *w, int player, int type, int64_t amount);
void tj_leave(tj_writer_t *w, int player);
/* A person went away until `until` (tourney_away_t), or came back, after `moments` moments of the
 * tournament (session_mtt_moments) and the commands recorded so far. */
void tj_away(tj_writer_t *w, int player, int until, int64_t moments);
void tj_back(tj_writer_t *w, int player, int64_t moments);
/* Append the records of the moments so far in one whole write (or compact). Call it only
 * between moments, as often as a lost tail may be long. 0, or -1 with a message. */
int tj_commit(tj_writer_t *w, char *err, size_t errlen);
/* The tournament is over: the end record, committed. */
int tj_finish(tj_writer_t *w, int winner, int64_t hands, char *err, size_t errlen);
int64_t tj_hands(const tj_writer_t *w);
/* The journal's file is renamed to path (atomically, replacing what is there; the folder is
 * fsync'd) and the writer goes on there: a journal rebuilt beside the one it replaces takes its
 * place. 0, or -1 with "cannot rename OLD to PATH: REASON" (the writer stays where it was). */
int tj_move(tj_writer_t *w, const char *path, char *err, size_t errlen);
/* The next commit compacts: a caller that commits on a timer commits then too, so the journal's
 * bytes depend only on the tournament, never on how fast it was played. */
int tj_compact_due(const tj_writer_t *w);
int tj_compactions(const tj_writer_t *w);
void tj_destroy(tj_writer_t *w);

typedef struct tj_table {
    int table;
    int64_t hands;
    uint64_t chain;
} tj_table_t;

typedef struct tj_entry {
    int table, seq;
    uint64_t hash;
} tj_entry_t;

enum { TJ_COMMAND, TJ_LEAVE, TJ_AWAY, TJ_BACK };
typedef struct tj_cmd {
    int leave;                    /* TJ_COMMAND; TJ_LEAVE: the person left after `at` commands;
                                     TJ_AWAY (type: until when), TJ_BACK: after `at` commands and
                                     `moments` moments */
    int player, type;
    int64_t amount, at, moments;
} tj_cmd_t;

typedef struct tj_journal {
    int version;
    tj_recipe_t recipe;
    int64_t compacted;            /* hands in the k/t part */
    tj_table_t *tables;
    int n_tables;
    tj_entry_t *hands;            /* the h records after it */
    int64_t n_hands;
    int ended;
    int winner;                   /* 1-based */
    int64_t end_hands;
    int cut;                      /* the file was cut inside a record ... */
    size_t cut_at;                /* ... that begins at this byte offset */
    int64_t records;              /* whole records read */
    tj_cmd_t *cmds;               /* the people's commands and leavings, in order */
    int64_t n_cmds;
} tj_journal_t;

/* Is text the start of a journal? */
int tj_is_journal(const char *text, size_t len);

/* Read the journal at path. 0 on success (cut_at says whether it was cut short: the records
 * before the cut are loaded); -1 with a message naming the file (and the byte offset and line
 * where it matters) for a file that is not a journal, is corrupt, or is of a newer version. */
int tj_load(const char *path, tj_journal_t *out, char *err, size_t errlen);
void tj_free(tj_journal_t *j);

/* Checking a replay against a loaded journal, hand by hand as they end. */
typedef struct tj_check {
    const tj_journal_t *j;
    int64_t done;                 /* hands seen */
    tj_table_t *tables;           /* counts and chains so far, by table number */
    int cap;
} tj_check_t;

void tj_check_init(tj_check_t *c, const tj_journal_t *j);
/* 0 = matches, 1 = past the end of the journal (nothing to check), -1 = diverged (err says
 * where: the table, its hand and the hand of the tournament). */
int tj_check_hand(tj_check_t *c, int table, uint64_t hash, char *err, size_t errlen);
/* Every hand the journal records has been checked. */
int tj_check_complete(const tj_check_t *c);
void tj_check_free(tj_check_t *c);

#endif
