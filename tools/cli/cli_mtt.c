/* cli_mtt.c — `felt-cli mtt` and `felt-cli bench mtt`: whole multi-table tournaments played
 * headless by bots (src/tournament). Prints the finishing table, the moves, the hands per table
 * and the time; writes the tournament's events as JSON lines, one PokerStars hand history per
 * table (each hand opened, appended and closed, with players joining and leaving the table) and
 * the journal of --save (src/tournament/journal.h), which `felt-cli replay` checks here. */
#define _GNU_SOURCE
#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#include "ai/bot.h"
#include "ai/bot_profile.h"
#include "cli.h"
#include "engine/engine.h"
#include "engine/hh.h"
#include "engine/structure.h"
#include "engine/keep.h"
#include "tournament/journal.h"
#include "tournament/tournament.h"

enum { MTT_MAX_TABLES = TOURNEY_MAX_PLAYERS / TOURNEY_MIN_TABLE + 2 };

/* A line about a player coming or going, waiting for the hand it belongs to (the seq-th hand
 * dealt at the table). PokerStars writes them inside the hand during which the player came or
 * went, after its Seat lines and before its summary: a player moved to a table "joins the table
 * at seat #N" in the hand in play there before the one they are dealt in; a player moved away
 * "leaves the table" in the last hand they played there. */
enum { MOVE_LEAVE, MOVE_JOIN, MOVE_LEAVE_UNDEALT };
typedef struct move_line {
    int seq, kind, player;
    char text[ENGINE_NAME_LEN + 48];
} move_line_t;

/* A table's hand-history file: the writer keeps no descriptor; each finished hand is held until
 * the lines about its players' comings and goings are known (the next hand at the table, or the
 * table's break), then appended to the file by opening and closing it. */
typedef struct table_hh {
    hh_writer_t *w;
    char path[4096];
    char *held;              /* the last finished hand, not yet written */
    size_t held_len;
    int held_seq;            /* its number at this table (1 = the table's first hand) */
    int sunk;                /* hands the writer has finished */
    int dealt;               /* hands dealt (EV_HAND_START seen) */
    int map[ENGINE_MAX_SEATS];   /* the players of the last hand dealt, -1 = empty */
    int alive[ENGINE_MAX_SEATS]; /* ... still in the tournament */
    int joined[ENGINE_MAX_SEATS * 2], n_joined; /* seated since, not yet dealt in */
    int broken;              /* broke: every player left */
    int named[ENGINE_MAX_SEATS]; /* the player each seat is named after in the writer, -1 none */
    move_line_t *lines;
    int n_lines, cap_lines;
    int failed;
} table_hh_t;

typedef struct mtt_run {
    const char *cmd;
    tourney_t *t;
    const structure_t *st;
    int table_size;
    const char *hh_dir;
    table_hh_t *hh;          /* [MTT_MAX_TABLES] when writing histories */
    int (*pos)[2];           /* [player]: table and 1-based seat where they sit now */
    int final_seat[ENGINE_MAX_SEATS]; /* R39's draw as its events come: player per seat */
    uint64_t events;
    int failed_hh;
    tj_writer_t *journal;    /* --save */
    tj_check_t *check;       /* replay: the journal being checked */
    int diverged;
    char check_err[512];
    /* mtt: what the tournament events feed (the run's loop, or a person's table's events) */
    int people;              /* --people: table events may come while tournament events wait */
    FILE *ef;
    int quiet;
    int n_moves, n_breaks, n_sitouts;
} mtt_run_t;

static void hh_moves(mtt_run_t *r, const tourney_ev_t *v);
static void hh_breaks(mtt_run_t *r);
static void write_event(FILE *f, const tourney_t *t, const tourney_ev_t *v);

/* The tournament events queued so far: the events file, the histories' joins and leaves, the
 * counts and the moves printed. */
static void take_tourney_events(mtt_run_t *r)
{
    tourney_ev_t v;
    while (tourney_poll(r->t, &v)) {
        if (r->ef)
            write_event(r->ef, r->t, &v);
        if (r->hh)
            hh_moves(r, &v);
        r->n_moves += v.type == TEV_MOVE;
        r->n_breaks += v.type == TEV_TABLE_BREAK;
        r->n_sitouts += v.type == TEV_SIT_OUT;
        if (!r->quiet && (v.type == TEV_MOVE || v.type == TEV_SIT_OUT || v.type == TEV_TABLE_BREAK ||
                          v.type == TEV_HALT || v.type == TEV_HAND_FOR_HAND_START || v.type == TEV_HAND_FOR_HAND_END ||
                          v.type == TEV_FINAL_TABLE)) {
            const char *rule = v.rule ? (v.rule == 36 ? "R36" : v.rule == 37 ? "R37" : v.rule == 38 ? "R38" : "R39") : "";
            printf("  %3lld:%02lld:%02lld %-4s %s\n", (long long)(v.time / 3600), (long long)(v.time / 60 % 60),
                   (long long)(v.time % 60), rule, v.reason);
        }
    }
    if (r->hh)
        hh_breaks(r);
}

/* Their order inside a hand: the players of the hand who leave first (their seats are free),
 * then the arrivals, each arrival who left again before being dealt in straight after their
 * own join (before anyone else may take that seat). */
static void move_line(table_hh_t *h, int seq, int kind, int player, const char *name, int seat)
{
    if (h->n_lines == h->cap_lines) {
        int cap = h->cap_lines ? h->cap_lines * 2 : 16;
        move_line_t *nl = realloc(h->lines, (size_t)cap * sizeof *nl);
        if (!nl) {
            h->failed = 1;
            return;
        }
        h->lines = nl;
        h->cap_lines = cap;
    }
    int at = h->n_lines;
    if (kind == MOVE_LEAVE_UNDEALT)
        for (int i = 0; i < h->n_lines; i++)
            if (h->lines[i].seq == seq && h->lines[i].kind == MOVE_JOIN && h->lines[i].player == player)
                at = i + 1;
    memmove(h->lines + at + 1, h->lines + at, (size_t)(h->n_lines - at) * sizeof *h->lines);
    h->n_lines++;
    move_line_t *l = &h->lines[at];
    l->seq = seq;
    l->kind = kind;
    l->player = player;
    if (kind == MOVE_JOIN)
        snprintf(l->text, sizeof l->text, "%s joins the table at seat #%d\n", name, seat);
    else
        snprintf(l->text, sizeof l->text, "%s leaves the table\n", name);
}

/* Append the held hand to the file with its lines before its summary. */
static void write_held(table_hh_t *h)
{
    if (!h->held)
        return;
    const char *mark = "\n*** SUMMARY ***\n";
    const char *at = memmem(h->held, h->held_len, mark, strlen(mark));
    size_t head = at ? (size_t)(at - h->held) + 1 : h->held_len;
    FILE *f = fopen(h->path, "ab");
    int ok = f != NULL;
    if (f) {
        ok &= fwrite(h->held, 1, head, f) == head;
        for (int pass = 0; pass < 2; pass++) /* the players of the hand leave first */
            for (int i = 0; i < h->n_lines; i++)
                if (h->lines[i].seq == h->held_seq && (h->lines[i].kind == MOVE_LEAVE) == (pass == 0))
                    ok &= fputs(h->lines[i].text, f) >= 0;
        ok &= fwrite(h->held + head, 1, h->held_len - head, f) == h->held_len - head;
        ok &= fclose(f) == 0;
    }
    /* the lines of this hand are written; none may be left for an earlier one */
    int k = 0;
    for (int i = 0; i < h->n_lines; i++)
        if (h->lines[i].seq > h->held_seq)
            h->lines[k++] = h->lines[i];
        else if (h->lines[i].seq < h->held_seq)
            ok = 0;
    h->n_lines = k;
    if (!ok || !at)
        h->failed = 1;
    free(h->held);
    h->held = NULL;
}

static int append_hand(void *ctx, const char *text, size_t len)
{
    table_hh_t *h = ctx;
    write_held(h);
    h->held = malloc(len ? len : 1);
    if (!h->held)
        return -1;
    memcpy(h->held, text, len);
    h->held_len = len;
    h->held_seq = ++h->sunk;
    return h->failed ? -1 : 0;
}

/* Those of the table's last hand still in the tournament, and those seated since, who are not
 * at the same seat in `now` (NULL = nobody stays) leave the table in its last hand. */
static void leavers(mtt_run_t *r, table_hh_t *h, const int *now)
{
    for (int s = 0; s < r->table_size; s++)
        if (h->map[s] >= 0 && h->alive[s] && (!now || now[s] != h->map[s]))
            move_line(h, h->dealt, MOVE_LEAVE, h->map[s], tourney_player_name(r->t, h->map[s]), 0);
    for (int i = 0; i < h->n_joined; i++) {
        int p = h->joined[i], stays = 0;
        for (int s = 0; now && s < r->table_size; s++)
            stays |= now[s] == p;
        if (!stays)
            move_line(h, h->dealt, MOVE_LEAVE_UNDEALT, p, tourney_player_name(r->t, p), 0);
    }
}

/* The table's players as of now (its last hand's, or the final table's draw). */
static void set_players(mtt_run_t *r, table_hh_t *h, const int *now)
{
    for (int s = 0; s < ENGINE_MAX_SEATS; s++) {
        h->map[s] = s < r->table_size ? now[s] : -1;
        h->alive[s] = h->map[s] >= 0;
    }
    h->n_joined = 0;
}

static void on_table_event(void *ctx, int table, const ev_t *ev, const int *player)
{
    mtt_run_t *r = ctx;
    r->events++;
    if (r->people && r->t) /* a person's table plays its hand as it is dealt: the moves first */
        take_tourney_events(r);
    if (ev->type == EV_HAND_END) {
        if (r->journal)
            tj_hand(r->journal, table, ev->u.he.hash);
        if (r->check && !r->diverged &&
            tj_check_hand(r->check, table, ev->u.he.hash, r->check_err, sizeof r->check_err) < 0)
            r->diverged = 1;
    }
    if (!r->hh || table < 1 || table >= MTT_MAX_TABLES)
        return;
    table_hh_t *h = &r->hh[table];
    if (ev->type == EV_TOURNAMENT_START) {
        /* a table's first hand (or the final table's, R39): a writer for its players */
        if (h->w && hh_destroy(h->w) != 0)
            r->failed_hh = 1;
        h->w = NULL;
        hh_config_t hc;
        memset(&hc, 0, sizeof hc);
        hc.n_seats = r->table_size;
        hc.tournament_id = tourney_id(r->t);
        hc.table_number = table;
        hc.structure = r->st;
        hc.sink = append_hand;
        hc.sink_ctx = h;
        char err[256];
        for (int s = 0; s < ENGINE_MAX_SEATS; s++)
            h->named[s] = -1;
        h->w = hh_create(&hc, err, sizeof err);
        if (!h->w) {
            fprintf(stderr, "felt-cli %s: %s\n", r->cmd, err);
            r->failed_hh = 1;
            return;
        }
    }
    if (!h->w)
        return;
    if (ev->type == EV_HAND_START) {
        if (h->dealt > 0)
            leavers(r, h, player);
        set_players(r, h, player);
        h->dealt++;
    }
    /* the seats' names as they are for this event (a chip race before a hand names the players
     * who sit there now) */
    for (int s = 0; s < r->table_size; s++)
        if (player[s] >= 0 && player[s] != h->named[s]) {
            hh_set_name(h->w, s, tourney_player_name(r->t, player[s]));
            h->named[s] = player[s];
        }
    if (ev->type == EV_ELIMINATED && ev->seat >= 0 && ev->seat < ENGINE_MAX_SEATS)
        h->alive[ev->seat] = 0;
    hh_event(h->w, ev);
}

/* The comings and goings a tournament event makes at the tables (the histories' lines). */
static void hh_moves(mtt_run_t *r, const tourney_ev_t *v)
{
    int p = v->player;
    const char *name = p >= 0 ? tourney_player_name(r->t, p) : "";
    if (v->type == TEV_SEATED && v->rule == 35) {
        r->pos[p][0] = v->to_table;
        r->pos[p][1] = v->to_seat;
    } else if (v->type == TEV_MOVE && v->to_table < MTT_MAX_TABLES) {
        table_hh_t *h = &r->hh[v->to_table];
        move_line(h, h->dealt, MOVE_JOIN, p, name, v->to_seat);
        if (h->n_joined < (int)(sizeof h->joined / sizeof h->joined[0]))
            h->joined[h->n_joined++] = p;
        r->pos[p][0] = v->to_table;
        r->pos[p][1] = v->to_seat;
    } else if (v->type == TEV_SEATED && v->rule == 39 && v->to_seat >= 1 && v->to_seat <= ENGINE_MAX_SEATS) {
        r->final_seat[v->to_seat - 1] = p;
    } else if (v->type == TEV_FINAL_TABLE) {
        /* R39: the final table plays as table 1; who was there and keeps their seat stays */
        table_hh_t *h = &r->hh[1];
        leavers(r, h, r->final_seat);
        for (int s = 0; s < r->table_size; s++) {
            int q = r->final_seat[s];
            if (q < 0)
                continue;
            if (r->pos[q][0] != 1 || r->pos[q][1] != s + 1)
                move_line(h, h->dealt, MOVE_JOIN, q, tourney_player_name(r->t, q), s + 1);
            r->pos[q][0] = 1;
            r->pos[q][1] = s + 1;
        }
        set_players(r, h, r->final_seat);
        for (int s = 0; s < ENGINE_MAX_SEATS; s++)
            r->final_seat[s] = -1;
    }
}

/* After a moment of the tournament: a table that broke has dealt its last hand, and everyone
 * still in it left the table in that hand. */
static void hh_breaks(mtt_run_t *r)
{
    for (int i = 2; i < MTT_MAX_TABLES && i <= tourney_tables(r->t); i++) {
        table_hh_t *h = &r->hh[i];
        if (h->broken || h->dealt == 0 || tourney_table_engine(r->t, i))
            continue;
        leavers(r, h, NULL);
        h->n_joined = 0;
        for (int s = 0; s < ENGINE_MAX_SEATS; s++)
            h->map[s] = -1;
        h->broken = 1;
    }
}

static void mtt_help(FILE *f)
{
    fprintf(f,
            "usage: felt-cli mtt --players N [--table-size S] [--structure FILE] [--bots MIX] [--seed S]\n"
            "                    [--jobs J] [--slice U] [--hh DIR] [--events FILE] [--save FILE [--save-compact N]] [--people LIST] [--quiet]\n"
            "\n"
            "Plays a whole multi-table tournament headless: N entrants (2 to 10,000) drawn to tables of\n"
            "S seats (4 to 10; default the structure's), every hand at every table played by bots, the\n"
            "tables broken, balanced and redrawn by the rules of docs/rules.md section F on one\n"
            "tournament clock. Prints the finishing table (place, name, prize, table of elimination),\n"
            "every move with its rule and reason, the hands played per table and the time.\n"
            "\n"
            "--structure FILE  a structure (levels/*.json); default levels/mtt.json's ladder needs\n"
            "                  the file: without --structure the built-in turbo is used, which pays\n"
            "                  fields of up to one table only\n"
            "--bots MIX        comma-separated bot specs (style[:level] or a personality), dealt to\n"
            "                  the entrants in turn; default tag,lag,rock,station,fish,weak-tight\n"
            "--jobs J          play the tables' hands between two moments of the tournament clock on\n"
            "                  J threads (1 to %d; default 1); everything printed and written but the\n"
            "                  times is the same for every J\n"
            "--slice U         play each moment in slices of at most U units (a hand dealt, a hand\n"
            "                  ending), as the game does within its frame's time; everything printed\n"
            "                  and written but the times is the same as the moment played whole\n"
            "--hh DIR          one PokerStars hand history per table, DIR/felt-T<id>-table-<n>.txt, with\n"
            "                  moved players leaving and joining tables as PokerStars writes it\n"
            "--events FILE     the tournament's events as JSON lines (draw, moves, sit-outs, breaks,\n"
            "                  halts, hand-for-hand, eliminations, the final table, the end)\n"
            "--save FILE       an append-only journal of the tournament: its recipe (seed, field, table\n"
            "                  size, bots, structure) and every hand's state hash at every table, each\n"
            "                  record with its checksum, appended whole after each moment of the clock;\n"
            "                  `felt-cli replay FILE` re-runs it and checks every hash\n"
            "--save-compact N  fold the hand records into one per table after every N (default 4096),\n"
            "                  rewriting the journal atomically\n"
            "--people LIST     these entrants (1-based, comma-separated) are people, \"Person N\", whose\n"
            "                  turns a script answers through the person API (check, else call; rebuy\n"
            "                  when busted, else decline): their commands go into the --save journal\n"
            "--quiet           print only the finishing table's top places and the summary\n",
            TOURNEY_MAX_JOBS);
}

static void json_str(FILE *f, const char *s)
{
    fputc('"', f);
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\')
            fprintf(f, "\\%c", c);
        else if (c < 0x20)
            fprintf(f, "\\u%04x", c);
        else
            fputc(c, f);
    }
    fputc('"', f);
}

static void write_event(FILE *f, const tourney_t *t, const tourney_ev_t *v)
{
    fprintf(f, "{\"type\":\"%s\",\"time\":%lld", tourney_ev_name(v->type), (long long)v->time);
    if (v->player >= 0) {
        fprintf(f, ",\"player\":%d,\"name\":", v->player + 1);
        json_str(f, tourney_player_name(t, v->player));
    }
    if (v->from_table)
        fprintf(f, ",\"from_table\":%d", v->from_table);
    if (v->from_seat)
        fprintf(f, ",\"from_seat\":%d", v->from_seat);
    if (v->to_table)
        fprintf(f, ",\"to_table\":%d", v->to_table);
    if (v->to_seat)
        fprintf(f, ",\"to_seat\":%d", v->to_seat);
    if (v->rule)
        fprintf(f, ",\"rule\":\"R%d\"", v->rule);
    if (v->type == TEV_ELIMINATED || v->type == TEV_END)
        fprintf(f, ",\"place\":%d,\"place_to\":%d,\"prize\":%lld", v->place, v->place_to, (long long)v->prize);
    if (v->type == TEV_MOVE || v->type == TEV_SEATED)
        fprintf(f, ",\"chips\":%lld", (long long)v->chips);
    if (v->type == TEV_HAND_FOR_HAND_START || v->type == TEV_HAND_FOR_HAND_END)
        fprintf(f, ",\"players_left\":%lld,\"places_paid\":%d", (long long)v->chips, v->place);
    fprintf(f, ",\"reason\":");
    json_str(f, v->reason);
    fprintf(f, "}\n");
}

static void money(const structure_t *st, int64_t cents, char *buf, size_t len)
{
    if (st->currency[0])
        snprintf(buf, len, "%lld.%02lld %s", (long long)(cents / 100), (long long)(cents % 100), st->currency);
    else
        snprintf(buf, len, "%lld", (long long)cents);
}

static int cmp_place(const void *a, const void *b, void *ctx)
{
    const tourney_t *t = ctx;
    tourney_result_t x, y;
    tourney_result(t, *(const int *)a, &x);
    tourney_result(t, *(const int *)b, &y);
    if (x.place != y.place)
        return x.place - y.place;
    return *(const int *)a - *(const int *)b;
}

/* Parse MIX into cfg (the registry must outlive the tournament). Returns 0 or 2 after a message. */
static int parse_mix(const char *cmd, const bot_registry_t *reg, const char *list, tourney_config_t *cfg)
{
    char buf[1024];
    snprintf(buf, sizeof buf, "%s", list);
    cfg->n_mix = 0;
    for (char *save = NULL, *tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
        while (*tok == ' ')
            tok++;
        if (cfg->n_mix >= TOURNEY_MAX_MIX) {
            fprintf(stderr, "felt-cli %s: --bots: at most %d bots in the mix\n", cmd, TOURNEY_MAX_MIX);
            return 2;
        }
        char err[512];
        if (bot_spec_parse(reg, tok, &cfg->mix[cfg->n_mix], err, sizeof err) != 0) {
            fprintf(stderr, "felt-cli %s: --bots: %s\n", cmd, err);
            return 2;
        }
        cfg->n_mix++;
    }
    if (cfg->n_mix == 0) {
        fprintf(stderr, "felt-cli %s: --bots: no bot in '%s'\n", cmd, list);
        return 2;
    }
    return 0;
}

/* --people 3,17: those entrants (1-based) are people, named "Person N". */
static int parse_people(const char *list, int players, tourney_config_t *cfg)
{
    const char *p = list;
    cfg->n_people = 0;
    while (*p) {
        char *end;
        long v = strtol(p, &end, 10);
        if (end == p || v < 1 || v > players || (*end && *end != ',')) {
            fprintf(stderr, "felt-cli mtt: --people: '%s' is not a list of entrants 1 to %d\n", list, players);
            return 2;
        }
        for (int i = 0; i < cfg->n_people; i++)
            if (cfg->people[i].entrant == (int)v - 1) {
                fprintf(stderr, "felt-cli mtt: --people: entrant %ld is listed twice\n", v);
                return 2;
            }
        if (cfg->n_people >= TOURNEY_MAX_PEOPLE || cfg->n_people >= TJ_MAX_PEOPLE) {
            fprintf(stderr, "felt-cli mtt: --people: at most %d people\n", TJ_MAX_PEOPLE);
            return 2;
        }
        cfg->people[cfg->n_people].entrant = (int)v - 1;
        snprintf(cfg->people[cfg->n_people].name, sizeof cfg->people[0].name, "Person %ld", v);
        cfg->n_people++;
        p = *end ? end + 1 : end;
    }
    return 0;
}

/* The --people script: check, else call; decline optional offers, rebuy when busted. */
static cmd_t person_script(const tourney_wait_t *w)
{
    cmd_t c = {CMD_CHECK, w->seat, 0};
    if (w->kind == TOURNEY_WAIT_DECISION)
        c.type = w->must_decide && w->rebuy_offer ? CMD_REBUY : CMD_DECLINE;
    else if (!w->legal.can_check)
        c.type = CMD_CALL;
    return c;
}

static long peak_kib(void)
{
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    return ru.ru_maxrss;
}

/* The finishing table (place, name, prize, table of elimination), as mtt and replay print it:
 * every entrant, or with quiet the top places paid (at most ten). 0, or -1 out of memory. */
static int print_finishing(const tourney_t *t, const structure_t *st, int quiet)
{
    int players = tourney_players(t);
    int *order = malloc((size_t)players * sizeof *order);
    if (!order)
        return -1;
    for (int i = 0; i < players; i++)
        order[i] = i;
    qsort_r(order, (size_t)players, sizeof *order, cmp_place, (void *)(uintptr_t)t);
    printf("\nfinishing table:\n%7s  %-12s %16s  %s\n", "place", "name", "prize", "out at table");
    int shown = quiet ? (tourney_places_paid(t) < 10 ? tourney_places_paid(t) : 10) : players;
    for (int i = 0; i < shown; i++) {
        tourney_result_t res;
        tourney_result(t, order[i], &res);
        char pl[24], m[48] = "";
        if (res.place_to > res.place)
            snprintf(pl, sizeof pl, "%d-%d", res.place, res.place_to);
        else
            snprintf(pl, sizeof pl, "%d", res.place);
        if (res.prize > 0)
            money(st, res.prize, m, sizeof m);
        printf("%7s  %-12s %16s  %d%s\n", pl, tourney_player_name(t, order[i]), m, res.table,
               res.place == 1 ? " (winner)" : "");
    }
    free(order);
    return 0;
}

int cli_mtt(int argc, char **argv)
{
    uint64_t players = 0, table_size = 0, seed = 1;
    const char *structure_path = NULL, *bots = "tag,lag,rock,station,fish,weak-tight", *hh_dir = NULL,
               *events_path = NULL;
    int quiet = 0;
    const char *save_path = NULL, *people = NULL;
    uint64_t save_compact = 0, jobs = 1, slice = 0;
    const cli_opt_t opts[] = {
        {"jobs", 0, CLI_U64, &jobs, 1, TOURNEY_MAX_JOBS},
        {"slice", 0, CLI_U64, &slice, 1, 1000000},
        {"people", 0, CLI_STR, &people, 0, 0},
        {"save", 0, CLI_STR, &save_path, 0, 0},
        {"save-compact", 0, CLI_U64, &save_compact, 1, 1000000000},
        {"players", 0, CLI_U64, &players, 0, UINT64_MAX},
        {"table-size", 0, CLI_U64, &table_size, 0, UINT64_MAX},
        {"structure", 0, CLI_STR, &structure_path, 0, 0},
        {"bots", 0, CLI_STR, &bots, 0, 0},
        {"seed", 0, CLI_U64, &seed, 0, UINT64_MAX},
        {"hh", 0, CLI_STR, &hh_dir, 0, 0},
        {"events", 0, CLI_STR, &events_path, 0, 0},
        {"quiet", 0, CLI_FLAG, &quiet, 0, 0},
    };
    int n_args;
    int rc = cli_getopt("mtt", argc, argv, opts, (int)(sizeof opts / sizeof opts[0]), mtt_help, &n_args);
    if (rc)
        return rc == 1 ? 0 : rc;
    if (n_args > 0) {
        fprintf(stderr, "felt-cli mtt: unexpected argument '%s' (try --help)\n", argv[0]);
        return 2;
    }
    if (players < TOURNEY_MIN_PLAYERS || players > TOURNEY_MAX_PLAYERS) {
        fprintf(stderr, "felt-cli mtt: --players must be %d to %d entrants, got %llu%s\n", TOURNEY_MIN_PLAYERS,
                TOURNEY_MAX_PLAYERS, (unsigned long long)players, players == 0 ? " (or not given)" : "");
        return 2;
    }
    if (table_size && (table_size < TOURNEY_MIN_TABLE || table_size > TOURNEY_MAX_TABLE)) {
        fprintf(stderr, "felt-cli mtt: --table-size must be %d to %d seats, got %llu\n", TOURNEY_MIN_TABLE,
                TOURNEY_MAX_TABLE, (unsigned long long)table_size);
        return 2;
    }
    structure_t st;
    structure_mtt_t mtt;
    char err[1024];
    if (structure_path) {
        if (structure_load_file(structure_path, &st, err, sizeof err) != 0 ||
            structure_load_mtt_file(structure_path, &mtt, err, sizeof err) != 0) {
            fprintf(stderr, "felt-cli mtt: %s\n", err);
            return 2;
        }
    } else {
        structure_default(&st);
        structure_mtt_default(&mtt);
    }
    bot_registry_t *reg = bot_registry_create();
    if (!reg) {
        fprintf(stderr, "felt-cli mtt: out of memory\n");
        return 1;
    }
    tourney_config_t cfg;
    memset(&cfg, 0, sizeof cfg);
    mtt_run_t run;
    memset(&run, 0, sizeof run);
    run.cmd = "mtt";
    FILE *ef = NULL;
    tourney_t *t = NULL;
    rc = parse_mix("mtt", reg, bots, &cfg);
    if (!rc && people)
        rc = parse_people(people, (int)players, &cfg);
    if (rc)
        goto end;
    cfg.seed = seed;
    cfg.n_players = (int)players;
    cfg.table_size = (int)table_size;
    cfg.jobs = (int)jobs;
    cfg.structure = &st;
    cfg.mtt = &mtt;
    cfg.registry = reg;
    cfg.on_table_event = on_table_event;
    cfg.ctx = &run;
    double c0 = cli_process_cpu_now(), w0 = cli_now();
    t = tourney_create(&cfg, err, sizeof err);
    if (!t) {
        /* a structure's payouts that do not fit the field: name its file too */
        size_t nl = strlen(st.name);
        int of_file = structure_path && !strncmp(err, st.name, nl) && err[nl] == ':';
        fprintf(stderr, "felt-cli mtt: %s%s%s\n", of_file ? structure_path : "", of_file ? ": " : "", err);
        rc = 2;
        goto end;
    }
    run.t = t;
    run.st = &st;
    run.table_size = tourney_table_size(t);
    if (hh_dir) {
        if (cli_make_dir("mtt", hh_dir) != 0) {
            rc = 1;
            goto end;
        }
        run.hh = calloc(MTT_MAX_TABLES, sizeof *run.hh);
        run.pos = calloc((size_t)players, sizeof *run.pos);
        if (!run.hh || !run.pos) {
            fprintf(stderr, "felt-cli mtt: out of memory\n");
            rc = 1;
            goto end;
        }
        for (int s = 0; s < ENGINE_MAX_SEATS; s++)
            run.final_seat[s] = -1;
        for (int i = 1; i < MTT_MAX_TABLES && i <= tourney_tables(t); i++) {
            table_hh_t *h = &run.hh[i];
            snprintf(h->path, sizeof h->path, "%s/felt-T%llu-table-%d.txt", hh_dir, (unsigned long long)tourney_id(t), i);
            FILE *f = fopen(h->path, "wb"); /* a fresh file; hands are appended one by one */
            if (!f) {
                fprintf(stderr, "felt-cli mtt: cannot write %s: %s\n", h->path, strerror(errno));
                rc = 1;
                goto end;
            }
            fclose(f);
        }
    }
    if (save_path) {
        tj_recipe_t rec;
        memset(&rec, 0, sizeof rec);
        rec.seed = seed;
        rec.players = (int)players;
        rec.table_size = (int)table_size;
        rec.id = tourney_id(t);
        rec.n_people = cfg.n_people;
        for (int i = 0; i < cfg.n_people; i++) {
            rec.person[i] = cfg.people[i].entrant;
            snprintf(rec.person_name[i], sizeof rec.person_name[i], "%s", cfg.people[i].name);
        }
        size_t k = 0;
        for (const char *c = bots; *c && k + 1 < sizeof rec.bots; c++)
            if (*c != ' ')
                rec.bots[k++] = *c;
        if (structure_path) {
            int missing = 0;
            rec.structure = keep_read(structure_path, (size_t)1 << 20, "a structure of at most 1 MiB",
                                      &rec.structure_len, &missing, err, sizeof err);
            if (!rec.structure) {
                fprintf(stderr, "felt-cli mtt: %s\n", err);
                rc = 1;
                goto end;
            }
        }
        run.journal = tj_create(save_path, &rec, (int)save_compact, err, sizeof err);
        free(rec.structure);
        if (!run.journal) {
            fprintf(stderr, "felt-cli mtt: %s\n", err);
            rc = 1;
            goto end;
        }
    }
    if (events_path) {
        ef = fopen(events_path, "wb");
        if (!ef) {
            fprintf(stderr, "felt-cli mtt: cannot write %s: %s\n", events_path, strerror(errno));
            rc = 1;
            goto end;
        }
    }
    run.ef = ef;
    run.quiet = quiet;
    run.people = cfg.n_people > 0;
    char m1[48];
    money(&st, tourney_prize_pool(t), m1, sizeof m1);
    printf("Multi-table tournament #%llu: %d entrants, tables of %d, %s, seed %llu\n",
           (unsigned long long)tourney_id(t), (int)players, tourney_table_size(t), st.name, (unsigned long long)seed);
    printf("prize pool %s, %d places paid\n", m1, tourney_places_paid(t));
    if (!quiet)
        printf("\nmoves:\n");
    int r;
    double last_commit = cli_now();
    long n_slices = 0, n_moments = 0;
    do {
        r = slice ? tourney_step_some(t, (long)slice) : tourney_step(t);
        n_slices++;
        n_moments += r != TOURNEY_STEP_MORE;
        while (r == TOURNEY_STEP_PERSON) { /* --people: the script answers through the person API */
            tourney_wait_t w;
            tourney_wait(t, &w);
            cmd_t c = person_script(&w);
            if (tourney_submit(t, w.player, c) != REJ_OK) {
                c.type = w.kind == TOURNEY_WAIT_DECISION ? CMD_DECLINE : CMD_FOLD;
                if (tourney_submit(t, w.player, c) != REJ_OK) {
                    fprintf(stderr, "felt-cli mtt: %s's turn: no command was accepted\n", tourney_player_name(t, w.player));
                    rc = 1;
                    goto end;
                }
            }
            if (run.journal)
                tj_command(run.journal, w.player, c.type, c.amount);
            tourney_wait(t, &w);
            r = w.kind == TOURNEY_WAIT_NONE ? 1 : TOURNEY_STEP_PERSON;
        }
        take_tourney_events(&run);
        /* the moment's records, whole, at most ten times a second: each commit is an fsync, and
         * a headless tournament plays hundreds of hands a second (a kill loses at most the last
         * tenth of a second; the journal always ends on a whole moment); and at the first moment
         * a compaction is due, so that the journal's bytes never depend on the machine's speed */
        if (run.journal && r != TOURNEY_STEP_MORE && (tj_compact_due(run.journal) || cli_now() - last_commit >= 0.1)) {
            if (tj_commit(run.journal, err, sizeof err) != 0) {
                fprintf(stderr, "felt-cli mtt: %s\n", err);
                rc = 1;
                goto end;
            }
            last_commit = cli_now();
        }
    } while (r > 0);
    if (slice) /* on stderr: the rest is the same whole or sliced */
        fprintf(stderr, "felt-cli mtt: %ld moments in %ld slices of at most %llu units\n", n_moments, n_slices,
                (unsigned long long)slice);
    if (r < 0) {
        fprintf(stderr, "felt-cli mtt: the tournament stopped: %s\n", tourney_error(t));
        rc = 1;
        goto end;
    }
    if (run.journal) {
        int winner = 0;
        for (int i = 0; i < (int)players && !winner; i++) {
            tourney_result_t res;
            tourney_result(t, i, &res);
            if (res.place == 1)
                winner = i + 1;
        }
        if (tj_finish(run.journal, winner, tj_hands(run.journal), err, sizeof err) != 0) {
            fprintf(stderr, "felt-cli mtt: %s\n", err);
            rc = 1;
            goto end;
        }
    }
    double cpu = cli_process_cpu_now() - c0, wall = cli_now() - w0;
    if (print_finishing(t, &st, quiet) != 0) {
        rc = 1;
        goto end;
    }
    printf("\nhands per table:");
    int64_t hands = 0;
    for (int i = 1; i <= tourney_tables(t); i++) {
        int h = tourney_table_hands(t, i);
        hands += h;
        if (h)
            printf("%s table %d: %d", i > 1 ? "," : "", i, h);
    }
    int64_t now = tourney_now(t);
    printf("\n%lld hands, %d moves (%d sat out a hand), %d table breaks; tournament time %lld:%02lld:%02lld\n",
           (long long)hands, run.n_moves, run.n_sitouts, run.n_breaks, (long long)(now / 3600), (long long)(now / 60 % 60),
           (long long)(now % 60));
    printf("played in %.2f s CPU (%.2f s wall), %lld bot decisions, peak memory %ld KiB\n", cpu, wall,
           (long long)tourney_decisions(t), peak_kib());
    if (hh_dir)
        printf("hand histories: %s/felt-T%llu-table-N.txt\n", hh_dir, (unsigned long long)tourney_id(t));
    if (run.journal)
        printf("journal: %s, %lld hands, compacted %d times\n", save_path, (long long)tj_hands(run.journal),
               tj_compactions(run.journal));
end:
    tj_destroy(run.journal);
    if (run.hh) {
        for (int i = 0; i < MTT_MAX_TABLES; i++)
            if (run.hh[i].w && hh_destroy(run.hh[i].w) != 0)
                run.failed_hh = 1;
        for (int i = 0; i < MTT_MAX_TABLES; i++) {
            write_held(&run.hh[i]);
            run.failed_hh |= run.hh[i].failed || run.hh[i].n_lines > 0;
            free(run.hh[i].lines);
        }
        free(run.hh);
        if (run.failed_hh && rc == 0) {
            fprintf(stderr, "felt-cli mtt: writing a hand history failed\n");
            rc = 1;
        }
    }
    if (ef && fclose(ef) != 0 && rc == 0) {
        fprintf(stderr, "felt-cli mtt: writing %s failed\n", events_path);
        rc = 1;
    }
    free(run.pos);
    tourney_destroy(t);
    bot_registry_destroy(reg);
    return rc;
}

/* ---- replay of a journal (--save) ----------------------------------------------------------- */

/* Re-run the journal's recipe and check every hand's hash at every table against it. 0 when all
 * its hands match (a journal cut short: the whole records before the cut), 1 otherwise. */

/* The people's records that stand here, after done_cmds commands and `moments` moments: going away
 * and coming back (tourney_set_away, tourney_set_person) wherever they stand, a leaving only when
 * the tournament waits on a person (leaves: 1), as it always was. */
static void replay_away(tourney_t *t, const tj_journal_t *j, int64_t *next, int64_t done_cmds, int64_t moments,
                        int leaves)
{
    while (*next < j->n_cmds) {
        const tj_cmd_t *jc = &j->cmds[*next];
        if (jc->leave == TJ_COMMAND || jc->at > done_cmds || (jc->leave == TJ_LEAVE && !leaves) ||
            (jc->leave != TJ_LEAVE && jc->moments > moments))
            return;
        if (jc->leave == TJ_LEAVE)
            tourney_set_bot(t, jc->player);
        else if (jc->leave == TJ_AWAY)
            tourney_set_away(t, jc->player, (tourney_away_t)jc->type);
        else
            tourney_set_person(t, jc->player);
        (*next)++;
    }
}

int cli_mtt_replay(const char *path)
{
    char err[1024];
    tj_journal_t j;
    if (tj_load(path, &j, err, sizeof err) != 0) {
        fprintf(stderr, "felt-cli replay: %s\n", err);
        return 1;
    }
    if (j.cut)
        fprintf(stderr,
                "felt-cli replay: %s is cut at byte %zu, inside a record: replaying the %lld whole records before it\n",
                path, j.cut_at, (long long)j.records);
    structure_t st;
    structure_mtt_t mtt;
    int rc = 0;
    if (j.recipe.structure) {
        if (structure_load(path, j.recipe.structure, j.recipe.structure_len, &st, err, sizeof err) != 0 ||
            structure_load_mtt(path, j.recipe.structure, j.recipe.structure_len, &mtt, err, sizeof err) != 0) {
            fprintf(stderr, "felt-cli replay: %s: the journal's structure: %s\n", path, err);
            tj_free(&j);
            return 1;
        }
    } else {
        structure_default(&st);
        structure_mtt_default(&mtt);
    }
    bot_registry_t *reg = bot_registry_create();
    tourney_config_t cfg;
    memset(&cfg, 0, sizeof cfg);
    mtt_run_t run;
    memset(&run, 0, sizeof run);
    run.cmd = "replay";
    tj_check_t check;
    tj_check_init(&check, &j);
    run.check = &check;
    tourney_t *t = NULL;
    if (!reg || parse_mix("replay", reg, j.recipe.bots[0] ? j.recipe.bots : "tag,lag,rock,station,fish,weak-tight",
                          &cfg) != 0) {
        rc = 1;
        goto end;
    }
    cfg.seed = j.recipe.seed;
    cfg.n_players = j.recipe.players;
    cfg.table_size = j.recipe.table_size;
    cfg.n_people = j.recipe.n_people < TOURNEY_MAX_PEOPLE ? j.recipe.n_people : TOURNEY_MAX_PEOPLE;
    for (int i = 0; i < cfg.n_people; i++) {
        cfg.people[i].entrant = j.recipe.person[i];
        snprintf(cfg.people[i].name, sizeof cfg.people[i].name, "%s", j.recipe.person_name[i]);
    }
    cfg.structure = &st;
    cfg.mtt = &mtt;
    cfg.registry = reg;
    cfg.on_table_event = on_table_event;
    cfg.ctx = &run;
    double t0 = cli_now();
    t = tourney_create(&cfg, err, sizeof err);
    if (!t) {
        fprintf(stderr, "felt-cli replay: %s: %s\n", path, err);
        rc = 1;
        goto end;
    }
    run.t = t;
    if (tourney_id(t) != j.recipe.id) {
        fprintf(stderr, "felt-cli replay: %s: the recipe makes tournament #%llu, the journal says #%llu\n", path,
                (unsigned long long)tourney_id(t), (unsigned long long)j.recipe.id);
        rc = 1;
        goto end;
    }
    int r = 1;
    tourney_ev_t v;
    int64_t next = 0, done_cmds = 0; /* the people's records fed so far, the commands among them */
    int64_t moments = 0;             /* steps taken while nobody waited (session_mtt_moments) */
    int out_of_cmds = 0, cmd_diverged = 0;
    while (r > 0 && !run.diverged && !out_of_cmds && (j.ended || !tj_check_complete(&check))) {
        replay_away(t, &j, &next, done_cmds, moments, 0);
        tourney_wait_t w0;
        tourney_wait(t, &w0);
        moments += w0.kind == TOURNEY_WAIT_NONE; /* a step while a person waits plays nothing */
        r = tourney_step(t);
        while (tourney_poll(t, &v))
            ;
        while (r == TOURNEY_STEP_PERSON && !run.diverged) {
            replay_away(t, &j, &next, done_cmds, moments, 1);
            tourney_wait_t w;
            tourney_wait(t, &w);
            if (w.kind == TOURNEY_WAIT_NONE) {
                r = 1;
                break;
            }
            if (next >= j.n_cmds) { /* the journal ends here: a prefix, checked so far */
                out_of_cmds = 1;
                break;
            }
            const tj_cmd_t *jc = &j.cmds[next];
            cmd_t c = {(cmd_type_t)jc->type, w.seat, jc->amount};
            engine_reject_t rj = jc->player == w.player ? tourney_submit(t, w.player, c) : REJ_NOT_YOUR_TURN;
            if (rj != REJ_OK) {
                snprintf(run.check_err, sizeof run.check_err,
                         "the journal's command %lld is entrant %d's, but the replay waits on entrant %d (%s), "
                         "who %s it",
                         (long long)done_cmds + 1, jc->player + 1, w.player + 1, tourney_player_name(t, w.player),
                         jc->player == w.player ? "may not play" : "did not play");
                run.diverged = cmd_diverged = 1;
                break;
            }
            next++;
            done_cmds++;
        }
    }
    if (r < 0) {
        fprintf(stderr, "felt-cli replay: %s: the tournament stopped: %s\n", path, tourney_error(t));
        rc = 1;
        goto end;
    }
    if (run.diverged) {
        printf("%s: DIVERGED after %lld matching hands: %s\n", path, (long long)check.done - (cmd_diverged ? 0 : 1),
               run.check_err);
        rc = 1;
        goto end;
    }
    if (j.ended) {
        tourney_result_t res = {0};
        if (j.winner >= 1 && j.winner <= j.recipe.players)
            tourney_result(t, j.winner - 1, &res);
        if (res.place != 1 || check.done != j.end_hands || !tj_check_complete(&check)) {
            printf("%s: DIVERGED at the end: the journal's winner is entrant %d after %lld hands; the replay's "
                   "tournament ended after %lld hands%s\n",
                   path, j.winner, (long long)j.end_hands, (long long)check.done,
                   res.place == 1 ? "" : " with another winner");
            rc = 1;
            goto end;
        }
    }
    int tables = 0;
    for (int i = 1; i < check.cap; i++)
        tables += check.tables[i].hands > 0;
    int64_t checked = j.compacted + j.n_hands;
    printf("%s: ok, %lld hands at %d tables replayed and matched (%lld checked by table from the compacted part, "
           "%lld one by one; %lld commands of %d people; %.1f ms), %s\n",
           path, (long long)checked, tables, (long long)j.compacted, (long long)j.n_hands, (long long)done_cmds,
           j.recipe.n_people, (cli_now() - t0) * 1e3,
           j.ended ? "tournament complete" : "tournament in progress (the journal ends there)");
    if (j.ended && print_finishing(t, &st, 0) != 0)
        rc = 1;
end:
    tourney_destroy(t);
    bot_registry_destroy(reg);
    tj_check_free(&check);
    tj_free(&j);
    return rc;
}

/* ---- bench mtt ------------------------------------------------------------------------------ */

/* The like-for-like baseline: each arena decision's bot_decide CPU time is booked by the
 * situation it was asked in, as the tournament counts its own (tourney_count_decision): players
 * in the hand, players dealt in, the decider's effective stack depth, and dealt-in and depth
 * together; the rest of the arena's time (engine, events) per decision. A cell the MTT decides in
 * needs ARENA_MIN_SAMPLES arena decisions, or it is priced at the nearest cell that has them
 * (arena_cost). */
enum { ARENA_MIN_SAMPLES = 200, MIX_N = TOURNEY_MIX_CELLS, BANDS = TOURNEY_DEPTH_BANDS };
typedef struct arena {
    uint64_t next;      /* the next sit-and-go to play (its seed) */
    double per_read;    /* what one read of the CPU clock costs */
    int64_t n;          /* decisions asked */
    double cpu;         /* CPU seconds, the clock reads taken off */
    double decide_cpu;  /* of which in bot_decide */
    tourney_mix_t cnt;  /* decisions by cell */
    double dcpu[TOURNEY_MIX_KEYS][MIX_N]; /* bot_decide CPU seconds by cell */
} arena_t;

/* Whether the arena has enough decisions at every size the MTT decides at. */
static int arena_covers(const arena_t *a, tourney_mix_t need)
{
    for (int k = 0; k < TOURNEY_MIX_KEYS; k++)
        for (int n = 0; n < MIX_N; n++)
            if (need[k][n] > 0 && a->cnt[k][n] < ARENA_MIN_SAMPLES)
                return 0;
    return 1;
}

static void arena_init(arena_t *a)
{
    memset(a, 0, sizeof *a);
    double clk = cli_cpu_now(); /* what one read of the clock costs, taken off below */
    for (int i = 0; i < 2000; i++)
        (void)cli_cpu_now();
    a->per_read = (cli_cpu_now() - clk) / 2001;
}

/* Single-table sit-and-goes of the same bots, one engine and the same decide loop as a table of
 * the tournament, carrying on from the last one played, until the arena has asked `want`
 * decisions and (with `need`, up to four times as many) every size in `need` has
 * ARENA_MIN_SAMPLES of them. */
static void arena_decisions(const tourney_config_t *tc, const structure_t *st, int seats, int64_t want,
                            tourney_mix_t need, arena_t *a)
{
    double per_read = a->per_read;
    int64_t n = a->n, n0 = a->n;
    double c0 = cli_cpu_now();
    for (uint64_t k = a->next; n < want || (need && n < 4 * want + 20000 && !arena_covers(a, need)); k++) {
        a->next = k + 1;
        engine_config_t ec;
        memset(&ec, 0, sizeof ec);
        ec.seed = tc->seed * 1000003ULL + k;
        ec.structure = st;
        ec.n_seats = seats;
        ec.clock = ENGINE_CLOCK_SIMULATED;
        char err[256];
        engine_t *e = engine_create(&ec, err, sizeof err);
        if (!e)
            break;
        bot_t *b[ENGINE_MAX_SEATS] = {0};
        int ok = 1;
        for (int s = 0; s < seats; s++) {
            bot_setup_t setup;
            memset(&setup, 0, sizeof setup);
            setup.seat = s;
            setup.player_id = s;
            setup.seed = ec.seed;
            setup.structure = st;
            b[s] = bot_create(&tc->mix[(s + (int)k) % tc->n_mix], &setup, err, sizeof err);
            ok &= b[s] != NULL;
        }
        cmd_t c = {CMD_START, -1, 0};
        if (ok)
            engine_submit(e, c);
        while (ok && engine_phase(e) != PHASE_FINISHED) {
            int s = engine_phase(e) == PHASE_HAND ? engine_to_act(e) : engine_decision_seat(e);
            if (s < 0) {
                cmd_t nx = {engine_phase(e) == PHASE_BREAK ? CMD_ADVANCE_LEVEL : CMD_NEXT_HAND, -1, 0};
                if (engine_submit(e, nx) != REJ_OK)
                    break;
                continue;
            }
            view_t v;
            engine_view(e, s, &v);
            char reason[BOT_REASON_LEN];
            double d0 = cli_cpu_now();
            bot_decide(b[s], &v, &c, reason, sizeof reason);
            double d = cli_cpu_now() - d0 - per_read;
            n++;
            tourney_mix_t one = {{0}};
            tourney_count_decision(one, &v);
            for (int key = 0; key < TOURNEY_MIX_KEYS; key++)
                for (int m = 0; m < MIX_N; m++)
                    if (one[key][m]) {
                        a->cnt[key][m]++;
                        a->dcpu[key][m] += d;
                    }
            a->decide_cpu += d;
            c.seat = s;
            if (c.type == CMD_NONE)
                c.type = CMD_DECLINE;
            if (engine_submit(e, c) != REJ_OK) {
                cmd_t f = {engine_phase(e) == PHASE_HAND ? (v.legal.can_check ? CMD_CHECK : CMD_FOLD) : CMD_DECLINE, s, 0};
                if (engine_submit(e, f) != REJ_OK)
                    break;
            }
            while (engine_pending(e)) /* the tournament polls every event too */
                engine_next_event(e);
        }
        for (int s = 0; s < seats; s++)
            bot_destroy(b[s]);
        engine_destroy(e);
    }
    a->n = n;
    a->cpu += cli_cpu_now() - c0 - 2 * per_read * (double)(n - n0);
}

/* The arena's bot_decide CPU seconds per decision in cell m of key, or in the nearest cell with
 * ARENA_MIN_SAMPLES decisions (*from: the cell used, -1 and 0 when none has them). Nearest: by
 * the cell's number for one measure; for dealt-in by depth, the same depth band at the nearest
 * number dealt in first (the band decides how a bot thinks: charts or ranges), then the nearest
 * band. */
static double arena_cost(const arena_t *a, int key, int m, int *from)
{
    if (key == TOURNEY_MIX_DEALT_DEPTH) {
        int n = m / BANDS, b = m % BANDS;
        for (int db = 0; db < BANDS; db++)
            for (int bs = -1; bs <= 1; bs += 2) {
                int q_b = b + bs * db;
                for (int dn = 0; q_b >= 0 && q_b < BANDS && dn <= ENGINE_MAX_SEATS; dn++)
                    for (int ns = -1; ns <= 1; ns += 2) {
                        int q_n = n + ns * dn, q = q_n * BANDS + q_b;
                        if (q_n >= 0 && q_n <= ENGINE_MAX_SEATS && a->cnt[key][q] >= ARENA_MIN_SAMPLES) {
                            *from = q;
                            return a->dcpu[key][q] / (double)a->cnt[key][q];
                        }
                    }
            }
        *from = -1;
        return 0;
    }
    for (int dist = 0; dist < MIX_N; dist++)
        for (int sign = -1; sign <= 1; sign += 2) {
            int q = m + sign * dist;
            if (q >= 0 && q < MIX_N && a->cnt[key][q] >= ARENA_MIN_SAMPLES) {
                *from = q;
                return a->dcpu[key][q] / (double)a->cnt[key][q];
            }
        }
    *from = -1;
    return 0;
}

/* Like-for-like: the arena's CPU seconds for the MTT's own decisions at each size (by key), plus
 * the arena's time outside the bots per decision for all of them, over the MTT's CPU seconds. */
static double like_ratio(const arena_t *a, tourney_mix_t mtt, int64_t dec, double cpu, int key)
{
    if (a->n <= 0 || cpu <= 0)
        return 0;
    double expect = (a->cpu - a->decide_cpu) / (double)a->n * (double)dec;
    for (int m = 0; m < MIX_N; m++) {
        int from;
        expect += (double)mtt[key][m] * arena_cost(a, key, m, &from);
    }
    return expect / cpu;
}

static const char *const KEY_WORDS[TOURNEY_MIX_KEYS] = {"players in the hand", "players dealt in", "stack depth",
                                                         "dealt in and depth"};

/* A cell's name: "7" players, "13-20 BB", "7 dealt, 13-20 BB". */
static void cell_name(int key, int m, char *buf, size_t len)
{
    int b = key == TOURNEY_MIX_DEALT_DEPTH ? m % BANDS : m, lo = tourney_depth_lo(b), hi = tourney_depth_lo(b + 1);
    if (key == TOURNEY_MIX_LIVE || key == TOURNEY_MIX_DEALT) {
        snprintf(buf, len, "%d", m);
        return;
    }
    char depth[24];
    if (b == BANDS - 1)
        snprintf(depth, sizeof depth, "%d+ BB", lo);
    else
        snprintf(depth, sizeof depth, "%d-%d BB", lo, hi);
    if (key == TOURNEY_MIX_DEPTH)
        snprintf(buf, len, "%s", depth);
    else
        snprintf(buf, len, "%d dealt, %s", m / BANDS, depth);
}

/* The tables under an entrants row: counts and costs by players, then by depth, a note for each
 * cell priced at another, and the like ratio by each measure. */
static void print_mix(const arena_t *a, tourney_mix_t mtt, int64_t dec, double cpu)
{
    printf("%11s %12s %8s %12s %10s %12s %8s %12s %10s\n", "players", "MTT in hand", "share", "SNG in hand",
           "SNG us/dec", "MTT dealt", "share", "SNG dealt", "SNG us/dec");
    for (int m = 0; m <= ENGINE_MAX_SEATS; m++) {
        if (!mtt[0][m] && !mtt[1][m] && !a->cnt[0][m] && !a->cnt[1][m])
            continue;
        printf("%11d", m);
        for (int key = TOURNEY_MIX_LIVE; key <= TOURNEY_MIX_DEALT; key++) {
            int from;
            double cost = arena_cost(a, key, m, &from);
            printf(" %12lld %7.1f%% %12lld %10.1f", (long long)mtt[key][m], dec > 0 ? 100.0 * (double)mtt[key][m] / (double)dec : 0,
                   (long long)a->cnt[key][m], cost * 1e6);
        }
        printf("\n");
    }
    printf("%11s %12s %8s %12s %10s\n", "depth", "MTT", "share", "SNG", "SNG us/dec");
    for (int b = 0; b < BANDS; b++) {
        char name[48];
        int from;
        cell_name(TOURNEY_MIX_DEPTH, b, name, sizeof name);
        double cost = arena_cost(a, TOURNEY_MIX_DEPTH, b, &from);
        printf("%11s %12lld %7.1f%% %12lld %10.1f\n", name, (long long)mtt[TOURNEY_MIX_DEPTH][b],
               dec > 0 ? 100.0 * (double)mtt[TOURNEY_MIX_DEPTH][b] / (double)dec : 0,
               (long long)a->cnt[TOURNEY_MIX_DEPTH][b], cost * 1e6);
    }
    printf("%11s", "dealt\\depth");
    for (int b = 0; b < BANDS; b++) {
        char name[48];
        cell_name(TOURNEY_MIX_DEPTH, b, name, sizeof name);
        printf(" %20s", name);
    }
    printf("   (MTT share %% / SNG decisions / SNG us per decision)\n");
    for (int n = 2; n <= ENGINE_MAX_SEATS; n++) {
        int any = 0;
        for (int b = 0; b < BANDS; b++)
            any |= mtt[TOURNEY_MIX_DEALT_DEPTH][n * BANDS + b] > 0 || a->cnt[TOURNEY_MIX_DEALT_DEPTH][n * BANDS + b] > 0;
        if (!any)
            continue;
        printf("%11d", n);
        for (int b = 0; b < BANDS; b++) {
            int q = n * BANDS + b;
            int64_t c = a->cnt[TOURNEY_MIX_DEALT_DEPTH][q];
            printf(" %5.1f%% %7lld %5.1f", dec > 0 ? 100.0 * (double)mtt[TOURNEY_MIX_DEALT_DEPTH][q] / (double)dec : 0,
                   (long long)c, c > 0 ? a->dcpu[TOURNEY_MIX_DEALT_DEPTH][q] / (double)c * 1e6 : 0.0);
        }
        printf("\n");
    }
    int64_t moved = 0;
    for (int key = 0; key < TOURNEY_MIX_KEYS; key++)
        for (int m = 0; m < MIX_N; m++) {
            int from;
            arena_cost(a, key, m, &from);
            if (mtt[key][m] <= 0 || from == m)
                continue;
            char here[48], there[48];
            cell_name(key, m, here, sizeof here);
            cell_name(key, from, there, sizeof there);
            if (key == TOURNEY_MIX_DEALT_DEPTH)
                moved += mtt[key][m];
            printf("%11s note: %s (%s) has %lld SNG decisions (< %d), priced at %s; %lld MTT decisions\n", "", here,
                   KEY_WORDS[key], (long long)a->cnt[key][m], ARENA_MIN_SAMPLES, from >= 0 ? there : "nothing",
                   (long long)mtt[key][m]);
        }
    printf("%11s SNG outside the bots %.1f us/dec; MTT %.1f us/dec in all; MTT decisions priced at a neighbouring "
           "cell by dealt in and depth: %.1f%%\n",
           "", a->n > 0 ? (a->cpu - a->decide_cpu) / (double)a->n * 1e6 : 0.0, dec > 0 ? cpu / (double)dec * 1e6 : 0.0,
           dec > 0 ? 100.0 * (double)moved / (double)dec : 0.0);
    printf("%11s like-for-like ratio by", "");
    for (int key = 0; key < TOURNEY_MIX_KEYS; key++)
        printf("%s %s %.3f", key ? "," : "", KEY_WORDS[key], like_ratio(a, mtt, dec, cpu, key));
    printf("\n");
}

/* The baseline keeps step with the tournament: every BENCH_SLICE CPU seconds of the MTT the
 * arena plays on until it has asked as many decisions, so both are measured over the same
 * minutes of a shared machine (one block after the other, a change of load between them moved
 * the ratio by a tenth). */
#define BENCH_SLICE 0.25

/* One tournament of the bench, played to the end: its CPU and wall seconds, decisions, hands and
 * table size, its decisions by size. With `ar` (one thread), the arena is played alongside up to
 * `ar_base` + this tournament's decisions so far; its time is not the tournament's. 0, or the exit
 * code with a message. */
static int bench_one(const tourney_config_t *cfg, double *cpu, double *wall, int64_t *dec, int64_t *hands, int *size,
                     tourney_mix_t mix, arena_t *ar, int64_t ar_base)
{
    char err[1024];
    int jobs = cfg->jobs > 1;
    double c0 = jobs ? cli_process_cpu_now() : cli_cpu_now(), w0 = cli_now(), aside = 0, aside_wall = 0;
    tourney_t *t = tourney_create(cfg, err, sizeof err);
    if (!t) {
        fprintf(stderr, "felt-cli bench mtt: %s\n", err);
        return 2;
    }
    tourney_ev_t v;
    int r;
    double next = BENCH_SLICE; /* the tournament's own CPU seconds at the next slice of the arena */
    do {
        r = tourney_step(t);
        while (tourney_poll(t, &v))
            ;
        if (ar && !jobs && r > 0) {
            double now = cli_cpu_now();
            if (now - c0 - aside >= next) {
                double w = cli_now();
                arena_decisions(cfg, cfg->structure, tourney_table_size(t), ar_base + tourney_decisions(t), NULL, ar);
                aside += cli_cpu_now() - now;
                aside_wall += cli_now() - w;
                next += BENCH_SLICE;
            }
        }
    } while (r > 0);
    *cpu = (jobs ? cli_process_cpu_now() : cli_cpu_now()) - c0 - aside;
    *wall = cli_now() - w0 - aside_wall;
    *dec = tourney_decisions(t);
    tourney_decision_mix(t, mix);
    *hands = 0;
    for (int i = 1; i <= tourney_tables(t); i++)
        *hands += tourney_table_hands(t, i);
    *size = tourney_table_size(t);
    if (r < 0)
        fprintf(stderr, "felt-cli bench mtt: the tournament stopped: %s\n", tourney_error(t));
    tourney_destroy(t);
    return r < 0 ? 1 : 0;
}

/* bench mtt plays a small field again until it has this much CPU time (seconds), at most this often */
#define BENCH_MIN_CPU 2.0
enum { BENCH_MAX_REPS = 20 };

static void bench_mtt_help(FILE *f)
{
    fprintf(f,
            "usage: felt-cli bench mtt [--structure FILE,...] [--bots MIX] [--players N,N,...] [--seed S] [--jobs J]\n"
            "\n"
            "Plays one multi-table tournament per field size (default 100,1000) with the hard-bot mix on\n"
            "each --structure in turn (default levels/mtt.json,levels/mtt_deep.json: the turbo and a\n"
            "slow one) and, alongside it (a slice every quarter CPU second\n"
            "of the tournament, so both see the same load), single-table sit-and-goes of the same bots\n"
            "on the same structure for as many decisions, and prints decisions per CPU\n"
            "second of each and their ratio, CPU seconds per tournament and the process's peak memory\n"
            "after each. The like-for-like ratio (like) prices each of the MTT's own decisions at the\n"
            "sit-and-goes' bot CPU time per decision in the same situation: as many players dealt in\n"
            "(2..10) and the decider's effective stack in the same depth band (under 8, 8-13, 13-20,\n"
            "20-35, 35-60, 60+ big blinds: a short stack at a full table plays by push/fold charts\n"
            "against many ranges and costs the bots three times a deep one, and an MTT has far more\n"
            "of those hands than a sit-and-go), plus their time outside the bots, over the MTT's CPU\n"
            "time. The tables under each row give the counts and costs by players in the hand, dealt\n"
            "in, depth and both, and the like ratio by each. The sit-and-goes run on until every cell\n"
            "the MTT decides in has %d decisions (up to 4 x the MTT's and 20,000 more), else a cell\n"
            "is priced at the nearest one that has them (for dealt in and depth: the same band first),\n"
            "with a note. A small field is played\n"
            "again on the next seeds until its tournaments have %.0f CPU seconds between them (at most %d;\n"
            "MTTs: how many): hands and CPU s are per tournament, decisions and rates over them all.\n"
            "--jobs J (2 to %d) plays each tournament again on J threads (mtt --jobs) and prints the\n"
            "wall-clock seconds of both runs and the speed-up, checking that both played the same\n"
            "hands and decisions.\n",
            ARENA_MIN_SAMPLES, BENCH_MIN_CPU, BENCH_MAX_REPS, TOURNEY_MAX_JOBS);
}

/* bench mtt on one structure: every field size of `sizes`. 0, or the exit code with a message. */
static int bench_mtt_structure(const char *structure_path, const char *bots, const char *sizes, uint64_t seed, int jobs)
{
    int rc = 0;
    structure_t st;
    structure_mtt_t mtt;
    char err[1024];
    if (structure_load_file(structure_path, &st, err, sizeof err) != 0 ||
        structure_load_mtt_file(structure_path, &mtt, err, sizeof err) != 0) {
        fprintf(stderr, "felt-cli bench mtt: %s\n", err);
        return 2;
    }
    bot_registry_t *reg = bot_registry_create();
    if (!reg)
        return 1;
    tourney_config_t cfg;
    memset(&cfg, 0, sizeof cfg);
    rc = parse_mix("bench mtt", reg, bots, &cfg);
    if (rc) {
        bot_registry_destroy(reg);
        return rc;
    }
    cfg.seed = seed;
    cfg.structure = &st;
    cfg.mtt = &mtt;
    cfg.registry = reg;
    printf("felt-cli bench mtt: %s (%s), bots %s, one core%s\n", st.name, structure_path, bots,
           jobs > 1 ? " (and --jobs J: wall clock)" : "");
    printf("ratio: MTT dec/CPU s over SNG dec/CPU s; like: the SNG's CPU time for the MTT's own decisions by players "
           "dealt in at the table and stack depth, over the MTT's CPU time (>= 0.9: the tournament layer costs at most "
           "10 %%)\n");
    printf("%9s %5s %8s %10s %12s %14s %14s %7s %7s %10s", "entrants", "MTTs", "hands", "CPU s", "decisions",
           "MTT dec/CPU s", "SNG dec/CPU s", "ratio", "like", "peak KiB");
    if (jobs > 1)
        printf(" %9s %9s %8s", "wall 1 s", "wall J s", "speed-up");
    printf("\n");
    char buf[256];
    snprintf(buf, sizeof buf, "%s", sizes);
    arena_t ar;
    for (char *save = NULL, *tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
        uint64_t n;
        if (!cli_parse_u64("bench mtt", "--players", tok, TOURNEY_MIN_PLAYERS, TOURNEY_MAX_PLAYERS, &n)) {
            rc = 2;
            break;
        }
        cfg.n_players = (int)n;
        /* a small field's tournament takes a fraction of a second, where the clock's and the
         * machine's noise are a tenth of it: small fields are played again on the next seeds
         * until they have BENCH_MIN_CPU seconds between them (at most BENCH_MAX_REPS) */
        double cpu = 0, wall = 0, wall_j = 0;
        int64_t dec = 0, hands = 0;
        int size = 0, reps = 0;
        tourney_mix_t mix;
        memset(mix, 0, sizeof mix);
        arena_init(&ar);
        while (rc == 0 && reps < BENCH_MAX_REPS && (reps == 0 || cpu < BENCH_MIN_CPU)) {
            double cpu1, wall1;
            int64_t dec1, hands1;
            tourney_mix_t mix1;
            cfg.seed = seed + (uint64_t)reps;
            cfg.jobs = 1;
            rc = bench_one(&cfg, &cpu1, &wall1, &dec1, &hands1, &size, mix1, &ar, dec);
            if (rc)
                break;
            if (jobs > 1) {
                cfg.jobs = (int)jobs;
                double cpu_j, wall_j1;
                int64_t dec_j, hands_j;
                tourney_mix_t mix_j;
                rc = bench_one(&cfg, &cpu_j, &wall_j1, &dec_j, &hands_j, &size, mix_j, NULL, 0);
                if (rc)
                    break;
                if (dec_j != dec1 || hands_j != hands1) {
                    fprintf(stderr, "felt-cli bench mtt: %llu entrants, seed %llu: --jobs %llu played %lld hands, %lld "
                                    "decisions; one thread %lld, %lld\n",
                            (unsigned long long)n, (unsigned long long)cfg.seed, (unsigned long long)jobs,
                            (long long)hands_j, (long long)dec_j, (long long)hands1, (long long)dec1);
                    rc = 1;
                    break;
                }
                wall_j += wall_j1;
            }
            cpu += cpu1;
            wall += wall1;
            dec += dec1;
            hands += hands1;
            for (int k = 0; k < TOURNEY_MIX_KEYS; k++)
                for (int j = 0; j < MIX_N; j++)
                    mix[k][j] += mix1[k][j];
            reps++;
        }
        cfg.seed = seed;
        if (rc)
            break;
        arena_decisions(&cfg, &st, size, dec, mix, &ar); /* the rest, and every size's samples */
        double mrate = cpu > 0 ? (double)dec / cpu : 0, arate = ar.cpu > 0 ? (double)ar.n / ar.cpu : 0;
        printf("%9llu %5d %8lld %10.2f %12lld %14.0f %14.0f %7.3f %7.3f %10ld", (unsigned long long)n, reps,
               (long long)(hands / reps), cpu / reps, (long long)dec, mrate, arate, arate > 0 ? mrate / arate : 0,
               like_ratio(&ar, mix, dec, cpu, TOURNEY_MIX_DEALT_DEPTH), peak_kib());
        if (jobs > 1)
            printf(" %9.2f %9.2f %8.2f", wall, wall_j, wall_j > 0 ? wall / wall_j : 0);
        printf("\n");
        print_mix(&ar, mix, dec, cpu);
        fflush(stdout);
    }
    bot_registry_destroy(reg);
    return rc;
}

int cli_bench_mtt(int argc, char **argv)
{
    const char *structure_paths = "levels/mtt.json,levels/mtt_deep.json", *bots = "tag:hard,lag:hard,rock:hard,station:hard,fish:hard",
               *sizes = "100,1000";
    uint64_t seed = 1, jobs = 1;
    const cli_opt_t opts[] = {
        {"structure", 0, CLI_STR, &structure_paths, 0, 0},
        {"bots", 0, CLI_STR, &bots, 0, 0},
        {"players", 0, CLI_STR, &sizes, 0, 0},
        {"seed", 0, CLI_U64, &seed, 0, UINT64_MAX},
        {"jobs", 0, CLI_U64, &jobs, 1, TOURNEY_MAX_JOBS},
    };
    int n_args;
    int rc = cli_getopt("bench mtt", argc, argv, opts, (int)(sizeof opts / sizeof opts[0]), bench_mtt_help, &n_args);
    if (rc)
        return rc == 1 ? 0 : rc;
    if (n_args > 0) {
        fprintf(stderr, "felt-cli bench mtt: unexpected argument '%s' (try --help)\n", argv[0]);
        return 2;
    }
    /* each structure of the list in turn (the turbo and a slow one by default) */
    char list[1024];
    snprintf(list, sizeof list, "%s", structure_paths);
    for (char *save = NULL, *path = strtok_r(list, ",", &save); path && rc == 0; path = strtok_r(NULL, ",", &save))
        rc = bench_mtt_structure(path, bots, sizes, seed, (int)jobs);
    return rc;
}

/* ---- bench itm: who cashes in multi-table tournaments --------------------------------------- */

/* Each bot of the mix is wrapped to time its decisions (the thread's CPU clock, 0.1 us buckets
 * up to 20 ms): the decision time inside multi-table tournaments, with the field's ICM. */
enum { ITM_TIME_BUCKETS = 200000, ITM_MAX_LEVELS = BOT_LEVEL_COUNT };
typedef struct itm_timer {
    const bot_strategy_t *inner;
    int level;
} itm_timer_t;
typedef struct itm_self {
    const itm_timer_t *tm;
    void *inner;
} itm_self_t;
static uint32_t *itm_hist[ITM_MAX_LEVELS]; /* per level: decisions per 0.1 us bucket */

static void *itm_create(const bot_setup_t *setup)
{
    const itm_timer_t *tm = setup->data;
    itm_self_t *s = malloc(sizeof *s);
    if (!s)
        return NULL;
    bot_setup_t in = *setup;
    in.data = tm->inner->data;
    s->tm = tm;
    s->inner = tm->inner->create(&in);
    if (!s->inner) {
        free(s);
        return NULL;
    }
    return s;
}

static cmd_t itm_decide(void *self, const view_t *v, rng_t *rng, char *reason, size_t len)
{
    itm_self_t *s = self;
    double t0 = cli_cpu_now();
    cmd_t c = s->tm->inner->decide(s->inner, v, rng, reason, len);
    long k = (long)((cli_cpu_now() - t0) * 1e7);
    if (v->phase == PHASE_HAND && itm_hist[s->tm->level])
        itm_hist[s->tm->level][k < 0 ? 0 : k >= ITM_TIME_BUCKETS ? ITM_TIME_BUCKETS - 1 : k]++;
    return c;
}

static void itm_destroy(void *self)
{
    itm_self_t *s = self;
    s->tm->inner->destroy(s->inner);
    free(s);
}

/* The q-quantile of a histogram, microseconds. */
static double itm_quantile(const uint32_t *h, double q)
{
    uint64_t n = 0, at = 0;
    for (int i = 0; i < ITM_TIME_BUCKETS; i++)
        n += h[i];
    uint64_t want = (uint64_t)(q * (double)n);
    if (n > 0 && want >= n)
        want = n - 1; /* the largest */
    for (int i = 0; i < ITM_TIME_BUCKETS; i++) {
        at += h[i];
        if (at > want)
            return (i + 0.5) / 10.0;
    }
    return ITM_TIME_BUCKETS / 10.0;
}

/* Wilson's 95 % interval of k successes in n. */
static void itm_wilson(double k, double n, double *lo, double *hi)
{
    const double z = 1.959964;
    if (n <= 0) {
        *lo = 0;
        *hi = 1;
        return;
    }
    double p = k / n, d = 1 + z * z / n, c = (p + z * z / (2 * n)) / d;
    double w = z * sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d;
    *lo = c - w > 0 ? c - w : 0;
    *hi = c + w < 1 ? c + w : 1;
}

static void bench_itm_help(FILE *f)
{
    fprintf(f,
            "usage: felt-cli bench itm [--players N] [--runs R] [--seed S] [--bots MIX] [--structure FILE]\n"
            "                          [--profiles DIR]\n"
            "\n"
            "Plays R multi-table tournaments of N entrants (default 10 of 1,000, seeds S..S+R-1) on\n"
            "--structure (default levels/mtt.json) with the bots of MIX dealt to the entrants in turn\n"
            "(default tag, lag, rock and weak-tight at hard and at medium), and prints for each bot and\n"
            "each level the entries, the cashes, the share in the money with its 95%% interval\n"
            "(Wilson's), the mean prize per entry, and the decision time inside the tournaments (p50,\n"
            "p99, max; the thread's CPU clock). --profiles DIR loads bot profiles (assets/bots format)\n"
            "over the built-in ones first: an edited level, e.g. \"field_icm\": 0, is measured against\n"
            "the same seeds.\n");
}

int cli_bench_itm(int argc, char **argv)
{
    const char *structure_path = "levels/mtt.json",
               *bots = "tag:hard,tag:medium,lag:hard,lag:medium,rock:hard,rock:medium,weak-tight:hard,weak-tight:medium",
               *profiles = NULL;
    uint64_t players = 1000, runs = 10, seed = 1;
    const cli_opt_t opts[] = {
        {"structure", 0, CLI_STR, &structure_path, 0, 0}, {"bots", 0, CLI_STR, &bots, 0, 0},
        {"players", 0, CLI_U64, &players, TOURNEY_MIN_PLAYERS, TOURNEY_MAX_PLAYERS},
        {"runs", 0, CLI_U64, &runs, 1, 100000},           {"seed", 0, CLI_U64, &seed, 0, UINT64_MAX},
        {"profiles", 0, CLI_STR, &profiles, 0, 0},
    };
    int n_args;
    int rc = cli_getopt("bench itm", argc, argv, opts, (int)(sizeof opts / sizeof opts[0]), bench_itm_help, &n_args);
    if (rc)
        return rc == 1 ? 0 : rc;
    if (n_args > 0) {
        fprintf(stderr, "felt-cli bench itm: unexpected argument '%s' (try --help)\n", argv[0]);
        return 2;
    }
    structure_t st;
    structure_mtt_t mtt;
    char err[2048];
    if (structure_load_file(structure_path, &st, err, sizeof err) != 0 ||
        structure_load_mtt_file(structure_path, &mtt, err, sizeof err) != 0) {
        fprintf(stderr, "felt-cli bench itm: %s\n", err);
        return 2;
    }
    bot_registry_t *reg = bot_registry_create();
    if (!reg)
        return 1;
    if (profiles && (bot_registry_load_profiles(reg, profiles, err, sizeof err) < 0 || err[0])) {
        fprintf(stderr, "felt-cli bench itm: %s\n", err);
        bot_registry_destroy(reg);
        return 2;
    }
    tourney_config_t cfg;
    memset(&cfg, 0, sizeof cfg);
    rc = parse_mix("bench itm", reg, bots, &cfg);
    if (rc) {
        bot_registry_destroy(reg);
        return rc;
    }
    int nm = cfg.n_mix;
    itm_timer_t tm[TOURNEY_MAX_MIX];
    bot_strategy_t wrap[TOURNEY_MAX_MIX];
    for (int i = 0; i < nm; i++) {
        tm[i].inner = cfg.mix[i].strategy;
        tm[i].level = cfg.mix[i].level >= 0 && cfg.mix[i].level < ITM_MAX_LEVELS ? cfg.mix[i].level : 0;
        wrap[i] = *cfg.mix[i].strategy;
        wrap[i].create = itm_create;
        wrap[i].decide = itm_decide;
        wrap[i].destroy = itm_destroy;
        wrap[i].data = &tm[i];
        cfg.mix[i].strategy = &wrap[i];
    }
    for (int l = 0; l < ITM_MAX_LEVELS; l++)
        itm_hist[l] = calloc(ITM_TIME_BUCKETS, sizeof *itm_hist[l]);
    double entries[TOURNEY_MAX_MIX] = {0}, cashes[TOURNEY_MAX_MIX] = {0}, prize[TOURNEY_MAX_MIX] = {0};
    cfg.n_players = (int)players;
    cfg.structure = &st;
    cfg.mtt = &mtt;
    cfg.registry = reg;
    printf("felt-cli bench itm: %llu tournaments of %llu entrants, %s, seeds %llu..%llu%s%s\n",
           (unsigned long long)runs, (unsigned long long)players, st.name, (unsigned long long)seed,
           (unsigned long long)(seed + runs - 1), profiles ? ", profiles " : "", profiles ? profiles : "");
    double c0 = cli_cpu_now();
    for (uint64_t r = 0; r < runs && rc == 0; r++) {
        cfg.seed = seed + r;
        tourney_t *t = tourney_create(&cfg, err, sizeof err);
        if (!t) {
            fprintf(stderr, "felt-cli bench itm: %s\n", err);
            rc = 2;
            break;
        }
        tourney_ev_t v;
        int s;
        do {
            s = tourney_step(t);
            while (tourney_poll(t, &v))
                ;
        } while (s > 0);
        if (s < 0) {
            fprintf(stderr, "felt-cli bench itm: seed %llu: the tournament stopped: %s\n",
                    (unsigned long long)cfg.seed, tourney_error(t));
            rc = 1;
        }
        /* entrant i plays mix[(i + seed mod n) mod n] (tourney_create deals the mix in turn from
         * a rotation of the seed) */
        int rot = (int)(cfg.seed % (uint64_t)nm);
        for (int i = 0; i < (int)players && s == 0; i++) {
            tourney_result_t res;
            tourney_result(t, i, &res);
            int m = (i + rot) % nm;
            entries[m]++;
            cashes[m] += res.prize > 0;
            prize[m] += (double)res.prize;
        }
        tourney_destroy(t);
    }
    double cpu = cli_cpu_now() - c0;
    if (rc == 0) {
        printf("%-20s %8s %8s %7s %17s %12s\n", "bot", "entries", "cashes", "ITM %", "95% interval", "prize/entry");
        double le[ITM_MAX_LEVELS] = {0}, lc[ITM_MAX_LEVELS] = {0}, lp[ITM_MAX_LEVELS] = {0};
        for (int i = 0; i < nm; i++) {
            double lo, hi;
            itm_wilson(cashes[i], entries[i], &lo, &hi);
            printf("%-20s %8.0f %8.0f %7.2f    [%5.2f, %5.2f] %12.2f\n", cfg.mix[i].label, entries[i], cashes[i],
                   100 * cashes[i] / entries[i], 100 * lo, 100 * hi, prize[i] / entries[i] / 100.0);
            le[tm[i].level] += entries[i];
            lc[tm[i].level] += cashes[i];
            lp[tm[i].level] += prize[i];
        }
        for (int l = 0; l < ITM_MAX_LEVELS; l++) {
            if (le[l] <= 0)
                continue;
            double lo, hi;
            itm_wilson(lc[l], le[l], &lo, &hi);
            printf("%-20s %8.0f %8.0f %7.2f    [%5.2f, %5.2f] %12.2f   decisions p50 %.1f us, p99 %.1f us, "
                   "max %.0f us\n", bot_level_name(l), le[l], lc[l], 100 * lc[l] / le[l], 100 * lo, 100 * hi,
                   lp[l] / le[l] / 100.0, itm_quantile(itm_hist[l], 0.5), itm_quantile(itm_hist[l], 0.99),
                   itm_quantile(itm_hist[l], 1.0));
        }
        printf("%.1f s CPU\n", cpu);
    }
    for (int l = 0; l < ITM_MAX_LEVELS; l++) {
        free(itm_hist[l]);
        itm_hist[l] = NULL;
    }
    bot_registry_destroy(reg);
    return rc;
}
