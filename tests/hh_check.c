/* hh_check.c — a strict checker of PokerStars tournament hand histories, our own: every line of
 * every hand must be one of the forms PokerStars writes (header, table, seats, posts, hole
 * cards, streets, actions, uncalled bets, collections, SHOW DOWN, finishing places, SUMMARY with
 * Total pot / Rake, Board and one line per seat), in order, and every chip that enters or leaves
 * a stack must be visible: each player's stack at the end of a hand (seat line minus antes,
 * blinds and bets, plus uncalled bets and collections) plus the rebuys, add-ons and chip races
 * written since must be the stack its next seat line shows (or 0 for a player who finished).
 * The pots must add up to what went in, and to what was collected.
 * A multi-table tournament's table file has players coming and going: "X joins the table at seat
 * #N" and "X leaves the table" inside a hand (after its Seat lines, before its summary); nobody
 * is dealt in at a table without joining it after its first hand, or after leaving it, and a
 * table's file without a champion must end with everyone still in having left (the table broke),
 * or, a person's file (its hands "Dealt to" them), with that person having left or finished.
 * One who joined and must wait for the button to pass (R36) is in the next hand's Seat lines, in
 * seat order, as "Seat N: X (C in chips) out of hand (moved from another table into small
 * blind)", followed after the Seat lines by "X will be allowed to play after the button"; they
 * are in no post, action or summary line of that hand, and are dealt in later with those chips.
 * The grammar follows PokerStars' own files (public tournament histories kept as parser test
 * fixtures): the Seat lines follow the Table line directly, other lines about the table before
 * the deal (re-buys, add-ons, our chip races) come after the Seat lines and before the posts;
 * "Uncalled bet (N) returned to X" comes straight after the betting it ends (an action, a post or
 * another uncalled bet before it), never after a street's cards; money has a PokerStars sign with
 * cents and its code in the header ("$10.00+$1.00 USD"), or is play money in whole units with
 * neither ("1000+0"), the same form in every line of the file.
 * A file whose first line is "PokerStars Tournament #N, No Limit Hold'em" is a tournament
 * summary: buy-in, players, prize pool, start and finish, one line per player by place 1..players
 * (players out in the same hand may share one), prizes paid and never more than the pool, and at
 * most one "You finished in" line.
 * usage: hh_check FILE...   prints one line per problem (FILE:LINE: ...) and a count of hands
 * and of the features seen (rebuys, add-ons, chip races, dead small blinds, walks, summaries);
 * exit 1 on any problem. */
#include <regex.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAXP = 10, LINE_MAX_LEN = 1024 };

typedef struct player {
    char name[64];
    int seat;
    long long start, stack, street, contributed, seatline;
    int in_hand, out;
    int gone;       /* said "leaves the table" (in this hand or before) */
    int left_now;   /* ... in this hand */
    int join_seat;  /* said "joins the table at seat #N" and is not yet dealt in: N, else 0 */
    long long waited_with; /* ... and sat out a hand there ("out of hand") with these chips, else 0 */
    int waiting;    /* out of this hand: 1, 2 once "will be allowed to play after the button" */
} player_t;

static const char *file;
static int lineno, problems, hands;
static long long n_rebuys, n_addons, n_races, n_dead_sb, n_walks, n_showdowns, n_side_pots, n_summaries, n_joins,
    n_leaves;
static char money_sign[8]; /* the header's currency sign, "" for play money; "-" = freeroll */

static void bad(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    printf("%s:%d: ", file, lineno);
    vprintf(fmt, ap);
    printf("\n");
    va_end(ap);
    problems++;
}

/* ---- regular expressions, compiled once ---- */
#define NAME "(.+)"
#define NUM "([0-9]+)"
#define CARD "[2-9TJQKA][cdhs]"
#define SIGN "([$]|\xe2\x82\xac|\xc2\xa3|\xe2\x82\xb9|\xc2\xa5)"
#define MONEY "((" SIGN "[0-9]+\\.[0-9][0-9])|[0-9]+)"
static const char *const PATTERNS[] = {
#define R_HEADER 0
    "^PokerStars Hand #([1-9][0-9]*): Tournament #([1-9][0-9]*), (Freeroll |(([$]|\xe2\x82\xac|\xc2\xa3|\xe2\x82\xb9|\xc2\xa5)[0-9]+\\.[0-9][0-9])\\+(([$]|\xe2\x82\xac|\xc2\xa3|\xe2\x82\xb9|\xc2\xa5)[0-9]+\\.[0-9][0-9])( (USD|EUR|GBP|CAD|INR|CNY))|[0-9]+\\+[0-9]+) Hold'em No Limit - Level [IVXLCDM]+ \\(([1-9][0-9]*)/([1-9][0-9]*)\\) - 20[0-9][0-9]/[01][0-9]/[0-3][0-9] [12]?[0-9]:[0-5][0-9]:[0-5][0-9] ET$",
#define R_TABLE 1
    "^Table '([1-9][0-9]*) [1-9][0-9]*' ([0-9]+)-max Seat #([0-9]+) is the button$",
#define R_SEAT 2
    "^Seat ([0-9]+): " NAME " \\(" NUM " in chips\\)( is sitting out)?$",
#define R_REBUY 3
    "^" NAME " re-buys and receives " NUM " chips for " MONEY "$",
#define R_ADDON 4
    "^" NAME " takes the add-on and receives " NUM " chips for " MONEY "$",
#define R_RACE_WIN 5
    "^" NAME " receives " NUM " chips in the chip race$",
#define R_RACE_LOSE 6
    "^" NAME " loses " NUM " odd chips in the chip race$",
#define R_ANTE 7
    "^" NAME ": posts the ante " NUM "( and is all-in)?$",
#define R_SB 8
    "^" NAME ": posts small blind " NUM "( and is all-in)?$",
#define R_BB 9
    "^" NAME ": posts big blind " NUM "( and is all-in)?$",
#define R_DEALT 10
    "^Dealt to " NAME " \\[" CARD " " CARD "\\]$",
#define R_FOLD 11
    "^" NAME ": folds$",
#define R_CHECK 12
    "^" NAME ": checks$",
#define R_CALL 13
    "^" NAME ": calls " NUM "( and is all-in)?$",
#define R_BET 14
    "^" NAME ": bets " NUM "( and is all-in)?$",
#define R_RAISE 15
    "^" NAME ": raises " NUM " to " NUM "( and is all-in)?$",
#define R_FLOP 16
    "^\\*\\*\\* FLOP \\*\\*\\* \\[" CARD " " CARD " " CARD "\\]$",
#define R_TURN 17
    "^\\*\\*\\* TURN \\*\\*\\* \\[" CARD " " CARD " " CARD "\\] \\[" CARD "\\]$",
#define R_RIVER 18
    "^\\*\\*\\* RIVER \\*\\*\\* \\[" CARD " " CARD " " CARD " " CARD "\\] \\[" CARD "\\]$",
#define R_UNCALLED 19
    "^Uncalled bet \\(" NUM "\\) returned to " NAME "$",
#define R_SHOWS 20
    "^" NAME ": shows \\[" CARD " " CARD "\\]( \\(.+\\))?$",
#define R_MUCKS 21
    "^" NAME ": mucks hand$",
#define R_COLLECT 22
    "^" NAME " collected " NUM " from (pot|main pot|side pot|side pot-[1-9][0-9]*)$",
#define R_NOSHOW 23
    "^" NAME ": doesn't show hand$",
#define R_FINISHED 24
    "^" NAME " finished the tournament in [1-9][0-9]*(st|nd|rd|th) place( and received " MONEY "\\.)?$",
#define R_WINS 25
    "^" NAME " wins the tournament( and receives " MONEY ")? - congratulations!$",
#define R_TOTAL 26
    "^Total pot " NUM "( Main pot [0-9]+\\.( Side pot(-[1-9][0-9]*)? [0-9]+\\.)+)? \\| Rake 0$",
#define R_BOARD 27
    "^Board \\[" CARD "( " CARD "){2,4}\\]$",
#define R_SUMSEAT 28
    "^Seat ([0-9]+): ([^(]*[^ (])( \\(button\\))?( \\(small blind\\))?( \\(big blind\\))? (folded before Flop( \\(didn't bet\\))?|folded on the (Flop|Turn|River)|showed \\[" CARD " " CARD "\\] and (won \\(" NUM "\\)|lost)( with .+)?|mucked( \\[" CARD " " CARD "\\])?|collected \\(" NUM "\\))$",
#define R_JOINS 29
    "^" NAME " joins the table at seat #([1-9][0-9]*)$",
#define R_LEAVES 30
    "^" NAME " leaves the table$",
#define R_OUTSEAT 31
    "^Seat ([0-9]+): " NAME " \\(" NUM " in chips\\) out of hand \\(moved from another table into small blind\\)$",
#define R_ALLOWED 32
    "^" NAME " will be allowed to play after the button$",
#define R_COUNT 33
};
static regex_t re[R_COUNT];
static regmatch_t m[16];

static int is(int r, const char *s) { return regexec(&re[r], s, 16, m, 0) == 0; }
static void grab(const char *s, int g, char *out, size_t len)
{
    size_t n = m[g].rm_so < 0 ? 0 : (size_t)(m[g].rm_eo - m[g].rm_so);
    if (n >= len)
        n = len - 1;
    memcpy(out, s + (m[g].rm_so < 0 ? 0 : m[g].rm_so), n);
    out[n] = '\0';
}
static long long num(const char *s, int g) { return m[g].rm_so < 0 ? 0 : strtoll(s + m[g].rm_so, NULL, 10); }

/* ---- the tournament across hands ---- */
enum { MAX_NAMES = 1024 }; /* a multi-table tournament's table sees players come and go */
static player_t P[MAX_NAMES];
static int np;
static long long tournament;
static long long last_hand;

static player_t *find(const char *name)
{
    for (int i = 0; i < np; i++)
        if (!strcmp(P[i].name, name))
            return &P[i];
    return NULL;
}

static player_t *who(const char *s, int g)
{
    char name[64];
    grab(s, g, name, sizeof name);
    player_t *p = find(name);
    if (!p || !p->in_hand)
        bad("'%s' is not a player of this hand", name);
    return p && p->in_hand ? p : NULL;
}

/* The amount at group g (a MONEY) has the header's sign, cents with a sign and none without. */
static void money_ok(const char *s, int g)
{
    char amt[48];
    grab(s, g, amt, sizeof amt);
    if (!strcmp(money_sign, "-"))
        return; /* a freeroll: prizes may be in any currency */
    size_t n = strlen(money_sign);
    if (strncmp(amt, money_sign, n) || (n == 0 && strchr(amt, '.')) || (n > 0 && !strchr(amt, '.')))
        bad("'%s' is not money of this tournament (%s)", amt, n ? money_sign : "play money, whole units");
}

/* before the deal: rebuys, add-ons and races since a player's last stack */
static void between(const char *s)
{
    char name[64];
    if (is(R_REBUY, s) || is(R_ADDON, s) || is(R_RACE_WIN, s) || is(R_RACE_LOSE, s)) {
        int lose = is(R_RACE_LOSE, s);
        int r = is(R_REBUY, s) ? R_REBUY : is(R_ADDON, s) ? R_ADDON : lose ? R_RACE_LOSE : R_RACE_WIN;
        is(r, s);
        grab(s, 1, name, sizeof name);
        player_t *p = find(name);
        if (!p || p->out) {
            bad("chips for '%s', who is not in the tournament", name);
            return;
        }
        long long n = num(s, 2);
        if (r == R_REBUY || r == R_ADDON)
            money_ok(s, 3);
        p->stack += lose ? -n : n;
        if (p->stack < 0 && !p->join_seat) /* one who joined brings chips this file has not seen */
            bad("%s's stack goes below zero", name);
        if (r == R_REBUY)
            n_rebuys++;
        else if (r == R_ADDON)
            n_addons++;
        else
            n_races++;
    } else {
        bad("unexpected line before the deal: %.80s", s);
    }
}

/* ---- tournament summaries ---- */
#define DATE "20[0-9][0-9]/[01][0-9]/[0-3][0-9] [12]?[0-9]:[0-5][0-9]:[0-5][0-9] ET"
#define CODE "( (USD|EUR|GBP|CAD|INR|CNY))?"
static const char *const SUMMARY_PATTERNS[] = {
    "^PokerStars Tournament #[1-9][0-9]*, No Limit Hold'em$",
    "^(Buy-In: " MONEY "/" MONEY CODE "|Freeroll)$",
    "^([1-9][0-9]*) players$",
    "^[0-9]+ rebuys, [0-9]+ add-ons$",
    "^Total Prize Pool: " MONEY CODE "$",
    "^Tournament started " DATE "$",
    "^Tournament finished " DATE "$",
    "^  ([1-9][0-9]*): (.+) \\([^()]+\\), (" MONEY " \\([0-9]+(\\.[0-9][0-9])?%\\))?$",
    "^You finished in [1-9][0-9]*(st|nd|rd|th) place\\.$",
};
enum { SM_TITLE, SM_BUYIN, SM_PLAYERS, SM_REBUYS, SM_POOL, SM_STARTED, SM_FINISHED, SM_PLACE, SM_YOU, SM_COUNT };
static regex_t sre[SM_COUNT];

/* Money text (after its sign) in cents: "45.00" -> 4500, "2500" (play money) -> 250000. */
static long long cents_of(const char *s)
{
    while (*s && (*s < '0' || *s > '9'))
        s++;
    long long u = strtoll(s, NULL, 10) * 100;
    const char *dot = strchr(s, '.');
    return dot ? u + strtoll(dot + 1, NULL, 10) : u;
}

static void check_summary(FILE *f)
{
    char line[LINE_MAX_LEN];
    int expect = SM_TITLE, players = 0, places = 0, you = 0;
    long long pool = -1, paid = 0, last_place = 0;
    while (fgets(line, sizeof line, f)) {
        lineno++;
        line[strcspn(line, "\n")] = '\0';
        if (expect == SM_REBUYS && regexec(&sre[SM_REBUYS], line, 16, m, 0) != 0)
            expect = SM_POOL;
        if (expect < SM_PLACE) {
            if (regexec(&sre[expect], line, 16, m, 0) != 0) {
                bad("summary: expected the %s line: %.80s",
                    (const char *[]){"title", "Buy-In", "players", "rebuys", "Total Prize Pool",
                                     "Tournament started", "Tournament finished"}[expect],
                    line);
                return;
            }
            if (expect == SM_PLAYERS)
                players = (int)num(line, 1);
            if (expect == SM_POOL) {
                char amt[48];
                grab(line, 1, amt, sizeof amt);
                pool = cents_of(amt);
            }
            expect++;
            continue;
        }
        if (regexec(&sre[SM_YOU], line, 16, m, 0) == 0) {
            if (you++)
                bad("summary: two 'You finished' lines");
            continue;
        }
        if (regexec(&sre[SM_PLACE], line, 16, m, 0) != 0 || you) {
            bad("summary: not a place line: %.80s", line);
            continue;
        }
        /* players out in the same hand with the same stack share a place (a tie) */
        long long place = num(line, 1);
        ++places;
        if (place != places && !(place == last_place && places > 1))
            bad("summary: place %lld where place %d belongs", place, places);
        last_place = place;
        if (m[3].rm_so >= 0) {
            char amt[48];
            grab(line, 4, amt, sizeof amt);
            paid += cents_of(amt);
        }
    }
    if (expect < SM_PLACE)
        bad("summary: it ends before its places");
    if (places != players)
        bad("summary: %d place lines for %d players", places, players);
    /* the prizes are the pool; less only when a paid place fell inside the rebuy period and a
     * rebuy came after it (the engine pays a place from the pool as it stands then) */
    if (pool >= 0 && (paid > pool || paid == 0) && pool > 0)
        bad("summary: prizes of %lld cents from a pool of %lld", paid, pool);
    n_summaries++;
}

/* A multi-table tournament's players coming and going, as PokerStars writes them inside a hand
 * (after its Seat lines, before its summary): "X leaves the table" for a player of this hand (or
 * one who joined in it and was never dealt in), "X joins the table at seat #N" for a player not
 * at the table, at a seat nobody holds. The one who joined is dealt in at that seat from the next
 * hand on, with the stack its Seat line shows (chips from another table); the one who left is
 * never dealt in here again unless they join again. Returns 1 if the line was one of them. */
static int table_move(const char *line, int max_seats)
{
    char name[64];
    if (is(R_LEAVES, line)) {
        grab(line, 1, name, sizeof name);
        player_t *p = find(name);
        if (!p || !((p->in_hand && !p->left_now) || p->join_seat))
            bad("'%s' leaves a table it is not at", name);
        else if (p->out)
            bad("%s finished the tournament and leaves the table", name);
        else {
            p->gone = p->left_now = 1;
            p->join_seat = 0;
            p->waited_with = 0;
        }
        n_leaves++;
        return 1;
    }
    if (!is(R_JOINS, line))
        return 0;
    grab(line, 1, name, sizeof name);
    int seat = (int)num(line, 2);
    if (seat > max_seats)
        bad("%s joins at seat %d of a %d-max table", name, seat, max_seats);
    player_t *p = find(name);
    if (p && ((p->in_hand && !p->left_now) || p->join_seat))
        bad("%s joins a table it is at", name);
    if (p && p->out)
        bad("%s finished the tournament and joins a table", name);
    for (int i = 0; i < np; i++)
        if (&P[i] != p && ((P[i].in_hand && !P[i].left_now && !P[i].out && P[i].seat == seat) || P[i].join_seat == seat))
            bad("%s joins at seat %d, where %s is", name, seat, P[i].name);
    if (!p) {
        if (np == MAX_NAMES)
            return 1;
        p = &P[np++];
        memset(p, 0, sizeof *p);
        snprintf(p->name, sizeof p->name, "%s", name);
    }
    p->join_seat = seat;
    p->gone = 0;
    n_joins++;
    return 1;
}

typedef enum { S_NONE, S_TABLE, S_PRE, S_SEATS, S_BETWEEN, S_POSTS, S_ACTION, S_SUMMARY, S_TOTAL, S_SEATLINES, S_DONE } state_t;

static void check_file(const char *path)
{
    FILE *f = fopen(path, "r");
    file = path;
    lineno = 0;
    if (!f) {
        bad("cannot read");
        return;
    }
    char first[32] = "";
    if (fgets(first, sizeof first, f) && !strncmp(first, "PokerStars Tournament #", 23)) {
        rewind(f);
        check_summary(f);
        fclose(f);
        return;
    }
    rewind(f);
    np = 0;
    tournament = 0;
    last_hand = 0;
    char line[LINE_MAX_LEN];
    state_t st = S_NONE;
    int street = 0, blanks = 0, saw_sb = 0, saw_bb = 0, showdown = 0, flop = 0, voluntary = 0, collects = 0;
    long long total = 0, collected = 0, contributed = 0, bb_amount = 0;
    int max_seats = 0, last_seat = 0, bb_seat_player = -1, n_sumseats = 0, n_in_hand = 0;
    char bb_name[64] = "";
    int finished_tournament = 0, file_hands = 0;
    char hero[64] = ""; /* a person's file: the one its hands are "Dealt to" */
    int after_betting = 0; /* no street's cards, show down, shown hand or collection since the
                              last action: where an uncalled bet may be returned */
    money_sign[0] = '\0';
    while (fgets(line, sizeof line, f)) {
        lineno++;
        size_t len = strlen(line);
        if (len == 0 || line[len - 1] != '\n') {
            bad("line too long or not ended");
            break;
        }
        line[--len] = '\0';
        if (len && line[len - 1] == '\r')
            bad("a carriage return");
        if (!len) {
            blanks++;
            if (st != S_SEATLINES && st != S_DONE && st != S_NONE)
                bad("blank line inside a hand");
            if (st == S_SEATLINES) {
                /* the hand is over: check it */
                if (n_sumseats != n_in_hand)
                    bad("%d summary seat lines for %d players", n_sumseats, n_in_hand);
                if (total != contributed)
                    bad("Total pot %lld but %lld went in (less uncalled bets)", total, contributed);
                if (total != collected)
                    bad("Total pot %lld but %lld was collected", total, collected);
                if (total == 0)
                    bad("an empty pot");
                if (!collects)
                    bad("nobody collected the pot");
                if (!saw_sb && saw_bb)
                    n_dead_sb++;
                if (!flop && !voluntary && collects == 1 && bb_seat_player >= 0 && find(bb_name) &&
                    find(bb_name)->stack > 0)
                    n_walks += 1;
                n_showdowns += showdown;
                st = S_DONE;
            }
            continue;
        }
        if (st == S_NONE || st == S_DONE) {
            if (!strncmp(line, "PokerStars Hand #", 17)) {
                if (st == S_DONE && blanks < 2)
                    bad("hands are separated by at least two blank lines");
                if (!is(R_HEADER, line)) {
                    bad("bad header: %.120s", line);
                    st = S_NONE;
                    continue;
                }
                long long h = num(line, 1), t = num(line, 2);
                bb_amount = num(line, 11); /* the level's big blind: the bet to raise preflop, even
                                              when a short big blind posts less */
                /* the sign every amount of the file is written with ("" = play money) */
                char sign[8] = "-";
                if (m[5].rm_so >= 0)
                    grab(line, 5, sign, sizeof sign);
                else if (m[4].rm_so < 0 && strncmp(line + m[3].rm_so, "Freeroll", 8))
                    sign[0] = '\0';
                if (hands > 0 && tournament && strcmp(sign, money_sign))
                    bad("the buy-in changes currency inside a tournament");
                snprintf(money_sign, sizeof money_sign, "%s", sign);
                if (tournament && t != tournament)
                    bad("tournament #%lld in the file of tournament #%lld", t, tournament);
                tournament = t;
                if (h <= last_hand)
                    bad("hand #%lld does not follow hand #%lld", h, last_hand);
                last_hand = h;
                if (finished_tournament)
                    bad("a hand after the tournament was won");
                hands++;
                st = S_TABLE;
                blanks = 0;
                street = saw_sb = saw_bb = showdown = flop = voluntary = collects = 0;
                total = collected = contributed = 0;
                last_seat = 0;
                n_sumseats = n_in_hand = 0;
                bb_seat_player = -1;
                bb_name[0] = '\0';
                for (int i = 0; i < np; i++) {
                    P[i].in_hand = P[i].left_now = P[i].waiting = 0;
                    P[i].street = P[i].contributed = 0;
                }
                file_hands++;
            } else if (st == S_DONE) {
                bad("text after a hand: %.80s", line);
            } else {
                bad("expected a hand's header: %.80s", line);
            }
            continue;
        }
        if (st == S_TABLE) {
            if (!is(R_TABLE, line)) {
                bad("bad table line: %.80s", line);
            } else {
                if (num(line, 1) != tournament)
                    bad("table of another tournament");
                max_seats = (int)num(line, 2);
            }
            st = S_PRE;
            continue;
        }
        if (st == S_PRE || st == S_SEATS) {
            if (st == S_SEATS && !is(R_SEAT, line) && !is(R_OUTSEAT, line)) {
                st = S_BETWEEN;
                goto before_deal;
            }
            if (is(R_OUTSEAT, line)) {
                /* joined in the last hand, waits here for the button to pass (R36) */
                int seat = (int)num(line, 1);
                char name[64];
                grab(line, 2, name, sizeof name);
                long long chips = num(line, 3);
                if (seat <= last_seat || seat > max_seats)
                    bad("seat %d out of order or past the %d-max table", seat, max_seats);
                last_seat = seat;
                player_t *p = find(name);
                if (!p || p->join_seat != seat)
                    bad("%s is out of hand at seat %d without having joined the table there", name, seat);
                else {
                    if (chips <= 0)
                        bad("%s is out of hand with no chips", name);
                    if (p->waited_with && p->waited_with != chips)
                        bad("%s waits with %lld in chips, then with %lld", name, p->waited_with, chips);
                    p->waited_with = chips;
                    p->waiting = 1;
                }
                st = S_SEATS;
                continue;
            }
            if (is(R_SEAT, line)) {
                int seat = (int)num(line, 1);
                char name[64];
                grab(line, 2, name, sizeof name);
                long long chips = num(line, 3);
                if (seat <= last_seat || seat > max_seats)
                    bad("seat %d out of order or past the %d-max table", seat, max_seats);
                last_seat = seat;
                player_t *p = find(name);
                if (!p) {
                    if (np == MAX_NAMES)
                        continue;
                    if (file_hands > 1)
                        bad("%s is dealt in at seat %d without joining the table", name, seat);
                    p = &P[np++];
                    memset(p, 0, sizeof *p);
                    snprintf(p->name, sizeof p->name, "%s", name);
                    p->seat = seat;
                    p->stack = chips;
                    p->start = -1; /* first seen: its seat line is its stack */
                } else if (p->join_seat) {
                    /* joined in the last hand: here with the chips it brought from another table */
                    if (p->join_seat != seat)
                        bad("%s joined at seat %d but is dealt in at seat %d", name, p->join_seat, seat);
                    if (p->waited_with && p->waited_with != chips)
                        bad("%s sat out a hand with %lld in chips but is dealt in with %lld", name, p->waited_with,
                            chips);
                    p->join_seat = 0;
                    p->waited_with = 0;
                    p->seat = seat;
                    p->stack = chips;
                    p->start = -1;
                } else {
                    if (p->out)
                        bad("%s finished the tournament but is dealt in", name);
                    if (p->gone)
                        bad("%s left the table but is dealt in", name);
                    if (p->seat != seat)
                        bad("%s moved from seat %d to %d", name, p->seat, seat);
                }
                if (chips <= 0)
                    bad("%s is dealt in with no chips", name);
                p->seatline = chips; /* checked once the lines before the deal are read */
                p->in_hand = 1;
                n_in_hand++;
                st = S_SEATS;
            } else {
                bad("the Seat lines must follow the Table line: %.80s", line);
            }
            continue;
        }
    before_deal:
        if (st == S_BETWEEN) {
            if (is(R_REBUY, line) || is(R_ADDON, line) || is(R_RACE_WIN, line) || is(R_RACE_LOSE, line)) {
                between(line);
                continue;
            }
            if (is(R_ALLOWED, line)) {
                char name[64];
                grab(line, 1, name, sizeof name);
                player_t *p = find(name);
                if (!p || p->waiting != 1)
                    bad("'%s' will be allowed to play, but is not out of this hand (or said so twice)", name);
                else
                    p->waiting = 2;
                continue;
            }
            for (int i = 0; i < np; i++)
                if (P[i].waiting == 1)
                    bad("%s is out of hand but not 'allowed to play after the button'", P[i].name);
            /* the deal: every seat line must be the last stack plus the lines since */
            for (int i = 0; i < np; i++) {
                if (!P[i].in_hand)
                    continue;
                if (P[i].stack != P[i].seatline && P[i].start != -1)
                    bad("%s has %lld in chips; the last hand and the lines since leave %lld", P[i].name,
                        P[i].seatline, P[i].stack);
                P[i].stack = P[i].start = P[i].seatline;
            }
            st = S_POSTS;
        }
        if (st == S_POSTS) {
            if (table_move(line, max_seats))
                continue;
            int r = is(R_ANTE, line) ? R_ANTE : is(R_SB, line) ? R_SB : is(R_BB, line) ? R_BB : -1;
            if (r >= 0) {
                is(r, line);
                player_t *p = who(line, 1);
                long long n = num(line, 2);
                if (p) {
                    p->stack -= n;
                    p->contributed += n;
                    contributed += n;
                    if (r != R_ANTE)
                        p->street += n;
                    if (p->stack < 0)
                        bad("%s posts more than the stack", p->name);
                    if ((p->stack == 0) != (m[3].rm_so >= 0))
                        bad("'and is all-in' must be said exactly when the stack is empty");
                }
                if (r == R_SB)
                    saw_sb = 1;
                if (r == R_BB) {
                    saw_bb = 1;
                    grab(line, 1, bb_name, sizeof bb_name);
                    bb_seat_player = 1;
                }
                continue;
            }
            if (!strcmp(line, "*** HOLE CARDS ***")) {
                st = S_ACTION;
                after_betting = 1;
                continue;
            }

            bad("expected a post or *** HOLE CARDS ***: %.80s", line);
            continue;
        }
        if (st == S_ACTION) {
            if (table_move(line, max_seats))
                continue; /* said between any two lines of the hand: the betting is not over */
            int was_after_betting = after_betting;
            after_betting = is(R_DEALT, line) || is(R_FOLD, line) || is(R_CHECK, line) || is(R_CALL, line) ||
                            is(R_BET, line) || is(R_RAISE, line) || (is(R_UNCALLED, line) && was_after_betting);
            if (is(R_DEALT, line)) {
                who(line, 1);
                grab(line, 1, hero, sizeof hero);
            } else if (is(R_FOLD, line) || is(R_CHECK, line)) {
                is(R_FOLD, line) ? (void)0 : (void)is(R_CHECK, line);
                who(line, 1);
            } else if (is(R_CALL, line) || is(R_BET, line)) {
                int r = is(R_CALL, line) ? R_CALL : R_BET;
                is(r, line);
                player_t *p = who(line, 1);
                long long n = num(line, 2);
                voluntary = 1;
                if (p) {
                    p->stack -= n;
                    p->street += n;
                    p->contributed += n;
                    contributed += n;
                    if (p->stack < 0)
                        bad("%s puts in more than the stack", p->name);
                    if ((p->stack == 0) != (m[3].rm_so >= 0))
                        bad("'and is all-in' must be said exactly when the stack is empty");
                }
            } else if (is(R_RAISE, line)) {
                player_t *p = who(line, 1);
                long long by = num(line, 2), to = num(line, 3);
                voluntary = 1;
                if (p) {
                    long long add = to - p->street;
                    long long cur = street == 0 ? bb_amount : 0;
                    for (int i = 0; i < np; i++)
                        if (P[i].in_hand && &P[i] != p && P[i].street > cur)
                            cur = P[i].street;
                    if (to - by != cur)
                        bad("raises %lld to %lld over a bet of %lld", by, to, cur);
                    p->stack -= add;
                    p->street = to;
                    p->contributed += add;
                    contributed += add;
                    if (p->stack < 0)
                        bad("%s raises more than the stack", p->name);
                    if ((p->stack == 0) != (m[4].rm_so >= 0))
                        bad("'and is all-in' must be said exactly when the stack is empty");
                }
            } else if (is(R_FLOP, line) || is(R_TURN, line) || is(R_RIVER, line)) {
                int want = is(R_FLOP, line) ? 1 : is(R_TURN, line) ? 2 : 3;
                if (want != street + 1)
                    bad("streets out of order");
                street = want;
                flop = 1;
                for (int i = 0; i < np; i++)
                    P[i].street = 0;
            } else if (is(R_UNCALLED, line)) {
                if (!was_after_betting)
                    bad("an uncalled bet returned after the street's cards or the show down, not straight "
                        "after the betting");
                is(R_UNCALLED, line);
                player_t *p = who(line, 2);
                long long n = num(line, 1);
                if (p) {
                    p->stack += n;
                    p->contributed -= n;
                    contributed -= n;
                }
                if (n <= 0)
                    bad("an uncalled bet of nothing");
            } else if (!strcmp(line, "*** SHOW DOWN ***")) {
                if (showdown)
                    bad("two SHOW DOWN lines");
                showdown = 1;
            } else if (is(R_SHOWS, line) || is(R_MUCKS, line)) {
                int r = is(R_SHOWS, line) ? R_SHOWS : R_MUCKS;
                is(r, line);
                who(line, 1);
            } else if (is(R_COLLECT, line)) {
                player_t *p = who(line, 1);
                long long n = num(line, 2);
                if (p)
                    p->stack += n;
                collected += n;
                collects++;
                if (n <= 0)
                    bad("collected nothing");
            } else if (is(R_NOSHOW, line)) {
                who(line, 1);
            } else if (is(R_REBUY, line)) {
                /* a busted player's rebuy, after the collections, before the summary */
                char name[64];
                grab(line, 1, name, sizeof name);
                player_t *p = find(name);
                if (!p || !p->in_hand)
                    bad("'%s' rebuys in a hand it was not in", name);
                else if (p->stack != 0)
                    bad("%s rebuys inside the hand with %lld chips left", name, p->stack);
                between(line);
            } else if (is(R_FINISHED, line) || is(R_WINS, line)) {
                int r = is(R_FINISHED, line) ? R_FINISHED : R_WINS;
                is(r, line);
                if (m[r == R_FINISHED ? 4 : 3].rm_so >= 0)
                    money_ok(line, r == R_FINISHED ? 4 : 3);
                is(r, line);
                char name[64];
                grab(line, 1, name, sizeof name);
                player_t *p = find(name);
                if (!p)
                    bad("'%s' finishes but never played", name);
                else if (r == R_FINISHED) {
                    if (p->stack != 0)
                        bad("%s finishes with %lld chips", name, p->stack);
                    p->out = 1;
                } else {
                    finished_tournament = 1;
                }
            } else if (!strcmp(line, "*** SUMMARY ***")) {
                st = S_SUMMARY;
            } else {
                bad("not a PokerStars line here: %.100s", line);
            }
            continue;
        }
        if (st == S_SUMMARY) {
            if (!is(R_TOTAL, line)) {
                bad("expected 'Total pot N ... | Rake 0': %.80s", line);
            } else {
                total = num(line, 1);
                if (m[2].rm_so >= 0)
                    n_side_pots++;
            }
            st = S_TOTAL;
            continue;
        }
        if (st == S_TOTAL && is(R_BOARD, line)) {
            st = S_SEATLINES;
            continue;
        }
        if (st == S_TOTAL || st == S_SEATLINES) {
            st = S_SEATLINES;
            if (!is(R_SUMSEAT, line)) {
                bad("not a summary seat line: %.100s", line);
                continue;
            }
            char name[64];
            grab(line, 2, name, sizeof name);
            player_t *p = find(name);
            if (!p || !p->in_hand || p->seat != (int)num(line, 1))
                bad("summary seat line for '%s', not at that seat in this hand", name);
            n_sumseats++;
            continue;
        }
    }
    if (st != S_DONE && st != S_NONE)
        bad("the file ends inside a hand");
    /* a person's file of a multi-table tournament ends where they left the table (moved, or
     * finished): the others may stay */
    player_t *hp = hero[0] ? find(hero) : NULL;
    if (!finished_tournament && !(hp && (hp->gone || hp->out))) {
        /* a table of a multi-table tournament that broke: everyone still in left it */
        int staying = 0;
        for (int i = 0; i < np; i++)
            staying += !P[i].out && !P[i].gone;
        if (staying)
            bad("no champion at the end of the tournament, and %d players still at the table", staying);
    }
    for (int i = 0; i < np; i++)
        if (P[i].join_seat)
            bad("%s joined the table at seat %d but is never dealt in", P[i].name, P[i].join_seat);
    for (int i = 0; i < np; i++)
        if (!P[i].out && !P[i].gone && P[i].stack == 0)
            bad("%s ends with no chips but never finished", P[i].name);
    fclose(f);
}

int main(int argc, char **argv)
{
    for (int i = 0; i < R_COUNT; i++)
        if (regcomp(&re[i], PATTERNS[i], REG_EXTENDED) != 0) {
            fprintf(stderr, "hh_check: pattern %d does not compile\n", i);
            return 2;
        }
    for (int i = 0; i < SM_COUNT; i++)
        if (regcomp(&sre[i], SUMMARY_PATTERNS[i], REG_EXTENDED) != 0) {
            fprintf(stderr, "hh_check: summary pattern %d does not compile\n", i);
            return 2;
        }
    if (argc < 2) {
        fprintf(stderr, "usage: hh_check FILE...\n");
        return 2;
    }
    for (int i = 1; i < argc; i++)
        check_file(argv[i]);
    printf("hands %d  rebuys %lld  add-ons %lld  chip races %lld  dead small blinds %lld  walks %lld  "
           "showdowns %lld  side pots %lld  summaries %lld  joins %lld  leaves %lld  problems %d\n",
           hands, n_rebuys, n_addons, n_races, n_dead_sb, n_walks, n_showdowns, n_side_pots, n_summaries, n_joins,
           n_leaves, problems);
    for (int i = 0; i < R_COUNT; i++)
        regfree(&re[i]);
    for (int i = 0; i < SM_COUNT; i++)
        regfree(&sre[i]);
    return problems ? 1 : 0;
}
