/* hh_check.c — a strict checker of PokerStars tournament hand histories, our own: every line of
 * every hand must be one of the forms PokerStars writes (header, table, seats, posts, hole
 * cards, streets, actions, uncalled bets, collections, SHOW DOWN, finishing places, SUMMARY with
 * Total pot / Rake, Board and one line per seat), in order, and every chip that enters or leaves
 * a stack must be visible: each player's stack at the end of a hand (seat line minus antes,
 * blinds and bets, plus uncalled bets and collections) plus the rebuys, add-ons and chip races
 * written after it must be the stack its next seat line shows (or 0 for a player who finished).
 * The pots must add up to what went in, and to what was collected.
 * usage: hh_check FILE...   prints one line per problem (FILE:LINE: ...) and a count of hands
 * and of the features seen (rebuys, add-ons, chip races, dead small blinds, walks); exit 1 on
 * any problem. */
#include <regex.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAXP = 10, LINE_MAX_LEN = 1024 };

typedef struct player {
    char name[64];
    int seat;
    long long start, stack, street, contributed;
    int in_hand, out;
} player_t;

static const char *file;
static int lineno, problems, hands;
static long long n_rebuys, n_addons, n_races, n_dead_sb, n_walks, n_showdowns, n_side_pots;

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
#define MONEY "([$]|\xe2\x82\xac|\xc2\xa3|\xe2\x82\xb9|\xc2\xa5)?[0-9]+(\\.[0-9][0-9])?"
static const char *const PATTERNS[] = {
#define R_HEADER 0
    "^PokerStars Hand #([1-9][0-9]*): Tournament #([1-9][0-9]*), (Freeroll |(([$]|\xe2\x82\xac|\xc2\xa3|\xe2\x82\xb9|\xc2\xa5)?[0-9]+\\.[0-9][0-9])\\+(([$]|\xe2\x82\xac|\xc2\xa3|\xe2\x82\xb9|\xc2\xa5)?[0-9]+\\.[0-9][0-9])( (USD|EUR|GBP|CAD|INR|CNY))?|[0-9]+(\\.[0-9][0-9])?\\+[0-9]+(\\.[0-9][0-9])?) Hold'em No Limit - Level [IVXLCDM]+ \\(([1-9][0-9]*)/([1-9][0-9]*)\\) - 20[0-9][0-9]/[01][0-9]/[0-3][0-9] [12]?[0-9]:[0-5][0-9]:[0-5][0-9] ET$",
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
#define R_COUNT 29
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
static player_t P[64];
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

/* between hands: rebuys, add-ons and races that followed a player's last stack */
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
        p->stack += lose ? -n : n;
        if (p->stack < 0)
            bad("%s's stack goes below zero", name);
        if (r == R_REBUY)
            n_rebuys++;
        else if (r == R_ADDON)
            n_addons++;
        else
            n_races++;
    } else {
        bad("unexpected line between hands: %.80s", s);
    }
}

typedef enum { S_NONE, S_TABLE, S_PRE, S_SEATS, S_POSTS, S_ACTION, S_SUMMARY, S_TOTAL, S_SEATLINES, S_DONE } state_t;

static void check_file(const char *path)
{
    FILE *f = fopen(path, "r");
    file = path;
    lineno = 0;
    if (!f) {
        bad("cannot read");
        return;
    }
    np = 0;
    tournament = 0;
    last_hand = 0;
    char line[LINE_MAX_LEN];
    state_t st = S_NONE;
    int street = 0, blanks = 0, saw_sb = 0, saw_bb = 0, showdown = 0, flop = 0, voluntary = 0, collects = 0;
    long long total = 0, collected = 0, contributed = 0, bb_amount = 0;
    int max_seats = 0, last_seat = 0, bb_seat_player = -1, n_sumseats = 0, n_in_hand = 0;
    char bb_name[64] = "";
    int finished_tournament = 0;
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
                bb_amount = num(line, 13); /* the level's big blind: the bet to raise preflop, even
                                              when a short big blind posts less */
                /* a currency sign and code come together or not at all */
                char buyin[96];
                grab(line, 3, buyin, sizeof buyin);
                int has_sign = strchr(buyin, '$') || strstr(buyin, "\xe2\x82") || strstr(buyin, "\xc2");
                int has_code = m[8].rm_so >= 0;
                if (has_sign != has_code && strcmp(buyin, "Freeroll "))
                    bad("a currency sign without its code or a code without its sign: %s", buyin);
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
                    P[i].in_hand = 0;
                    P[i].street = P[i].contributed = 0;
                }
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
                    if (np == 64)
                        continue;
                    p = &P[np++];
                    memset(p, 0, sizeof *p);
                    snprintf(p->name, sizeof p->name, "%s", name);
                    p->seat = seat;
                    p->stack = chips;
                } else {
                    if (p->out)
                        bad("%s finished the tournament but is dealt in", name);
                    if (p->seat != seat)
                        bad("%s moved from seat %d to %d", name, p->seat, seat);
                    if (p->stack != chips)
                        bad("%s has %lld in chips; the last hand and the lines since leave %lld", name, chips,
                            p->stack);
                }
                if (chips <= 0)
                    bad("%s is dealt in with no chips", name);
                p->stack = p->start = chips;
                p->in_hand = 1;
                n_in_hand++;
                st = S_SEATS;
            } else if (st == S_PRE) {
                between(line);
            } else {
                st = S_POSTS;
                goto posts;
            }
            continue;
        }
    posts:
        if (st == S_POSTS) {
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
                continue;
            }
            bad("expected a post or *** HOLE CARDS ***: %.80s", line);
            continue;
        }
        if (st == S_ACTION) {
            if (is(R_DEALT, line)) {
                who(line, 1);
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
    if (!finished_tournament)
        bad("no champion at the end of the tournament");
    for (int i = 0; i < np; i++)
        if (!P[i].out && P[i].stack == 0)
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
    if (argc < 2) {
        fprintf(stderr, "usage: hh_check FILE...\n");
        return 2;
    }
    for (int i = 1; i < argc; i++)
        check_file(argv[i]);
    printf("hands %d  rebuys %lld  add-ons %lld  chip races %lld  dead small blinds %lld  walks %lld  "
           "showdowns %lld  side pots %lld  problems %d\n",
           hands, n_rebuys, n_addons, n_races, n_dead_sb, n_walks, n_showdowns, n_side_pots, problems);
    for (int i = 0; i < R_COUNT; i++)
        regfree(&re[i]);
    return problems ? 1 : 0;
}
