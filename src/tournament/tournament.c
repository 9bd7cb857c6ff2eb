/* tournament.c — the multi-table tournament of tournament.h: the draw (R35), breaking (R36),
 * balancing and halting (R37), hand-for-hand (R38), the final table (R39) on one simulated
 * clock (R40). Each table is a single-table engine in multi-table mode; this file only moves
 * players between them, between each table's own hands, and ranks the eliminations.
 *
 * The clock: a table's hand is played through at once when it starts, but in tournament time
 * it lasts hand_base_seconds + action_seconds x actions, and its events, its eliminations and
 * the moves it allows happen when it ends. The next moment is always the earliest hand end
 * (ties in table-number order), so every table sees the others as a real room would.
 * Must never read a clock or the C library's generator. */
#include "tournament/tournament.h"

#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/icm.h"
#include "engine/rng.h"

enum { RNG_STREAM_TOURNEY = 7, MAX_SEATS = ENGINE_MAX_SEATS };

typedef struct arrival {
    int player;
    int rule;         /* 36, 37 */
    int from_table, from_seat;
    int due_bb;       /* R37: was due the big blind next at from_table */
    int broke;        /* on the way to a table that broke (R36): its number */
} arrival_t;

typedef struct table {
    int number;       /* 1-based */
    int active;       /* in play */
    int breaking;     /* R36/R39: breaks when its current hand ends */
    engine_t *e;      /* NULL until its first hand */
    int started;
    int player_at[MAX_SEATS];
    int in_flight;    /* a hand (or a break's wait) runs until busy_until */
    int waiting_break;
    int64_t busy_until;
    int halted;
    int hands;
    int round_member; /* R38: plays in the current hand-for-hand round */
    int n_arr;
    arrival_t arr[MAX_SEATS * 2];
    int n_owe;        /* R37: players it gives when its hand ends, to owe_to[] */
    int owe_to[MAX_SEATS * 2];
    int n_owed_in;    /* players other tables owe it (counted here already, R36) */
    int64_t first_hand_id;
    int64_t hand_start[MAX_SEATS]; /* stacks as the hand in flight began (what the field knows) */
    /* a hand played step by step (a person sits here): where it is, and the events the person
     * has already seen (delivered live; booked when the hand ends in tournament time) */
    int stage;        /* STAGE_* */
    int person_wait;  /* waits on a person (in_flight is set; busy_until not yet known) */
    int actions;
    int64_t hand_at;  /* tournament time the hand began */
    ev_t *live;
    int n_live, cap_live;
    /* what a hand played on a worker thread (tourney_config_t.jobs) leaves for the stepping
     * thread: only this table's own state is written while the tables play */
    int64_t decisions; /* bot decisions asked at this table */
    tourney_mix_t mix; /* the same by players in the hand and dealt in */
    int job_level;     /* the level its queued hand is dealt at */
    int job_r;         /* play_hand's answer */
    char err[256];     /* why it failed (copied to the tournament's) */
} table_t;

enum { STAGE_IDLE, STAGE_PRE, STAGE_HAND, STAGE_POST };

typedef struct player {
    char name[ENGINE_NAME_LEN];
    int table, seat;  /* 1-based table (0 = moving or out), 0-based seat */
    int moving_to;    /* table it is on its way to, 0 = none */
    int out;
    int place, place_to;
    int64_t prize;
    int elim_table;
    int64_t elim_time;
    int64_t chips;    /* while moving or at a table not yet started */
    int rebuys, addon;
    int person;       /* answers through tourney_submit */
    int leave_due;    /* tourney_set_bot inside an open moment: a bot takes over at its end */
    int away;         /* away until a moment (tourney_away_t + 1; 0: not away): the bot answers */
    int away_level;   /* ... from this level (index) */
    bot_t *bot;
} player_t;

struct pool;
static void pool_destroy(struct pool *pl);

typedef struct bust {
    int player, table, seat;
    int64_t start_stack;
    ev_t ev;                   /* the engine's EV_ELIMINATED, to pass on with the place */
    int map[MAX_SEATS];
    int order;                 /* clockwise from the table's button (spare cents, R38) */
} bust_t;

struct tourney {
    tourney_config_t cfg;
    structure_t st;
    structure_mtt_t mtt;
    const bot_registry_t *reg;
    int n, S;
    player_t *pl;
    table_t *tab;
    int n_tab;             /* tables allocated: numbers 1..n_tab */
    rng_t rng;
    uint64_t id;
    int64_t now;
    int64_t *lvl_start;    /* n_levels + 1 */
    int left;
    int paid;
    int *place_bp;         /* [1..paid] */
    int n_rebuys, n_addons;
    int h4h, h4h_over;
    int final_pending, final_done;
    int n_away;            /* people away until a moment (tourney_set_away) */
    int finished;
    int champion;
    bot_field_t field;     /* what the bots see of the field (view_t.field) */
    bot_field_t view_field;/* tourney_player_view's copy, with that player's place */
    int64_t *field_stacks, *field_pay;
    icm_table_t field_icm; /* field.icm: built with the stacks, read by every bot till the next count */
    int64_t field_at;      /* tournament time of its last refresh, -1 before the first */
    bust_t *busts;
    int n_busts, cap_busts;
    tourney_ev_t *ev;
    int n_ev, cap_ev, ev_head;
    int oom;
    char err[256];
    struct pool *pool;     /* worker threads (jobs > 1), made at the first batch of hands */
    int *batch;            /* tables whose hands are queued to play (n_tab) */
    int n_batch;
    /* the moment in progress (tourney_step_some): its phase (MO_*), the table it has reached,
     * the hand end it finishes, the fullest table's count as its hands start */
    int mo_phase, mo_i, mo_most;
    int64_t mo_at;
};

enum { MO_NONE, MO_START0, MO_FINISH_BEGIN, MO_FINISH, MO_RULES, MO_START1, MO_END };

/* The bots' names: a given name and a family name, every entrant of a field of up to NAME_PARTS^2
 * its own pair (name_of), the pairing turned by the seed so two tournaments' fields differ. */
enum { NAME_PARTS = 100 };
static const char *const GIVEN[NAME_PARTS] = {
    "Ana", "Leo", "Rita", "Sam", "Mia", "Ben", "Zoe", "Max", "Ivy", "Tom", "Eva", "Jon", "Kim", "Ray", "Uma", "Ned",
    "Ada", "Ali", "Amir", "Anya", "Ari", "Bea", "Carl", "Cleo", "Dan", "Dara", "Dev", "Dina", "Eli", "Emil", "Enzo",
    "Esme", "Faye", "Finn", "Gia", "Gus", "Hana", "Hugo", "Ida", "Ines", "Ira", "Jade", "Jay", "Joao", "Juno", "Kai",
    "Kofi", "Lars", "Lea", "Lena", "Liam", "Lily", "Luca", "Luz", "Mae", "Marc", "Mila", "Nadia", "Nils", "Nina",
    "Noah", "Noor", "Omar", "Otto", "Pau", "Pia", "Raj", "Remy", "Rosa", "Ruth", "Saba", "Sara", "Seb", "Tara",
    "Teo", "Theo", "Tia", "Toni", "Vera", "Wes", "Yara", "Yuki", "Yusuf", "Zara", "Ezra", "Abe", "Cora", "Dora",
    "Erik", "Flo", "Gwen", "Hal", "Iris", "Jack", "Kate", "Lou", "Mo", "Nell", "Olga", "Paz"};
static const char *const FAMILY[NAME_PARTS] = {
    "Costa", "Park", "Silva", "Novak", "Berg", "Kaur", "Diaz", "Moreau", "Ito", "Okafor", "Reyes", "Haas", "Lund",
    "Rossi", "Chen", "Singh", "Adeyemi", "Kowal", "Mensah", "Nakata", "Olsen", "Patel", "Quinn", "Romero", "Sato",
    "Tanaka", "Varga", "Weber", "Xu", "Yilmaz", "Zhou", "Abbott", "Baker", "Cruz", "Doyle", "Ellis", "Fox", "Garcia",
    "Hale", "Ibarra", "Jensen", "Khan", "Lopez", "Meyer", "Nash", "Ortiz", "Price", "Rahman", "Stone", "Torres",
    "Ueda", "Vance", "Walsh", "Young", "Ziegler", "Ahmed", "Bauer", "Castro", "Dubois", "Eze", "Ford", "Grant",
    "Horvat", "Ivanov", "Jovic", "Keller", "Lam", "Moss", "Nunez", "Ochoa", "Perez", "Rojas", "Sousa", "Tran",
    "Uddin", "Vogel", "Wong", "Yamada", "Zamora", "Amato", "Brandt", "Cole", "Duarte", "Engel", "Ferro", "Gallo",
    "Hayes", "Iqbal", "Janssen", "Kato", "Marsh", "Nagy", "Otieno", "Pinto", "Roth", "Shah", "Toth", "Usman",
    "Vidal", "Wolfe"};

static void name_of(uint64_t seed, int i, char *out, size_t len)
{
    /* i = q * 100 + r: the given name turns with r, the family name with q (shifted by the given
     * name), so no two i below 10,000 share both; beyond that a number tells them apart */
    int r = i % NAME_PARTS, q = (i / NAME_PARTS) % NAME_PARTS, lap = i / (NAME_PARTS * NAME_PARTS);
    int gi = (int)((uint64_t)r + seed % NAME_PARTS) % NAME_PARTS;
    int fi = (int)((uint64_t)q + 37u * (uint64_t)gi + (seed / NAME_PARTS) % NAME_PARTS) % NAME_PARTS;
    if (lap)
        snprintf(out, len, "%s %s %d", GIVEN[gi], FAMILY[fi], lap + 1);
    else
        snprintf(out, len, "%s %s", GIVEN[gi], FAMILY[fi]);
}

const char *tourney_ev_name(tourney_ev_type_t t)
{
    static const char *const N[TEV_COUNT] = {"seated", "move", "sit_out", "table_break", "halt",
                                             "hand_for_hand_start", "hand_for_hand_end", "eliminated",
                                             "final_table", "end", "back"};
    return t < TEV_COUNT ? N[t] : "?";
}

/* ---- events --------------------------------------------------------------------------------- */

static tourney_ev_t *push(tourney_t *t, tourney_ev_type_t type, int player)
{
    if (t->n_ev == t->cap_ev) {
        /* compact what was polled, then grow */
        if (t->ev_head > 0) {
            memmove(t->ev, t->ev + t->ev_head, (size_t)(t->n_ev - t->ev_head) * sizeof *t->ev);
            t->n_ev -= t->ev_head;
            t->ev_head = 0;
        }
        if (t->n_ev == t->cap_ev) {
            int cap = t->cap_ev ? t->cap_ev * 2 : 256;
            tourney_ev_t *ne = realloc(t->ev, (size_t)cap * sizeof *ne);
            if (!ne) {
                t->oom = 1;
                static tourney_ev_t sink;
                return &sink;
            }
            t->ev = ne;
            t->cap_ev = cap;
        }
    }
    tourney_ev_t *v = &t->ev[t->n_ev++];
    memset(v, 0, sizeof *v);
    v->type = type;
    v->time = t->now;
    v->player = player;
    return v;
}

int tourney_poll(tourney_t *t, tourney_ev_t *out)
{
    if (t->ev_head >= t->n_ev)
        return 0;
    *out = t->ev[t->ev_head++];
    if (t->ev_head == t->n_ev)
        t->ev_head = t->n_ev = 0;
    return 1;
}

/* ---- the clock (R40) ------------------------------------------------------------------------ */

static int full_hand_seconds(const tourney_t *t)
{
    return t->mtt.full_hand_seconds ? t->mtt.full_hand_seconds
                                    : t->mtt.hand_base_seconds + t->mtt.action_seconds * 2 * t->S;
}

/* The level in force at tournament time `at` (the last level lasts to the end). */
static int level_at(const tourney_t *t, int64_t at)
{
    int i = 0;
    while (i + 1 < t->st.n_levels && t->lvl_start[i + 1] <= at)
        i++;
    return i;
}

/* ---- helpers -------------------------------------------------------------------------------- */

static table_t *T(tourney_t *t, int number) { return &t->tab[number - 1]; }

static int seated(const table_t *tb)
{
    int n = 0;
    for (int s = 0; s < MAX_SEATS; s++)
        n += tb->player_at[s] >= 0;
    return n;
}

/* R36: players at the table, those on their way in counted, those it owes counted out. */
static int count_of(const table_t *tb) { return seated(tb) + tb->n_arr + tb->n_owed_in - tb->n_owe; }

static int64_t stack_of(const tourney_t *t, int p)
{
    const player_t *q = &t->pl[p];
    if (q->table && T((tourney_t *)t, q->table)->e) {
        view_t v;
        engine_view(T((tourney_t *)t, q->table)->e, -1, &v);
        return v.seats[q->seat].stack;
    }
    return q->chips;
}

static int fail(tourney_t *t, const char *msg)
{
    snprintf(t->err, sizeof t->err, "%s", msg);
    return -1;
}

/* A table's failure while the tables play (maybe on a worker thread): kept at the table. */
static int tab_fail(table_t *tb, const char *msg)
{
    snprintf(tb->err, sizeof tb->err, "%s", msg);
    return -1;
}

static void shuffle_ints(rng_t *r, int *a, int n)
{
    for (int i = n - 1; i > 0; i--) {
        int j = (int)rng_below(r, (uint32_t)(i + 1));
        int x = a[i];
        a[i] = a[j];
        a[j] = x;
    }
}

/* ---- create --------------------------------------------------------------------------------- */

static int setup_payouts(tourney_t *t, char *err, size_t errlen)
{
    if (t->mtt.n_tiers > 0) {
        const mtt_tier_t *tier = structure_mtt_tier_for(&t->mtt, t->n);
        if (!tier) {
            snprintf(err, errlen, "%s: mtt.payouts: no tier covers a field of %d players (the tiers cover %d to %d)",
                     t->st.name, t->n, t->mtt.tiers[0].min_players, t->mtt.tiers[t->mtt.n_tiers - 1].max_players);
            return -1;
        }
        t->paid = tier->n_places;
        t->place_bp = calloc((size_t)t->paid + 1, sizeof *t->place_bp);
        if (!t->place_bp)
            return snprintf(err, errlen, "out of memory"), -1;
        for (int p = 1; p <= t->paid; p++)
            t->place_bp[p] = structure_mtt_place_bp(tier, p);
    } else {
        const payout_tier_t *tier = structure_payout_for(&t->st, t->n);
        if (!tier) {
            snprintf(err, errlen,
                     "%s: payouts: no tier covers a field of %d players (its tiers cover 2 to %d; a structure for "
                     "multi-table play gives an \"mtt\" object with payouts for its fields)",
                     t->st.name, t->n, t->st.n_payout_tiers ? t->st.payouts[t->st.n_payout_tiers - 1].max_players : 0);
            return -1;
        }
        t->paid = tier->n_places;
        t->place_bp = calloc((size_t)t->paid + 1, sizeof *t->place_bp);
        if (!t->place_bp)
            return snprintf(err, errlen, "out of memory"), -1;
        for (int p = 1; p <= t->paid; p++)
            t->place_bp[p] = tier->percent_bp[p - 1];
    }
    if (t->paid > t->n) {
        snprintf(err, errlen, "%s: payouts: the tier for %d players pays %d places, more than the field", t->st.name,
                 t->n, t->paid);
        return -1;
    }
    return 0;
}

/* R35: a random draw, tables within one player of each other: entrant p to table table_of[p]
 * (1-based), seat seat_of[p] (0-based). The draw uses r and nothing else. 0, or -1 out of memory. */
static int draw_into(rng_t *r, int n, int S, int *table_of, int *seat_of)
{
    int n_tables = (n + S - 1) / S;
    int *order = malloc((size_t)n * sizeof *order);
    if (!order)
        return -1;
    for (int i = 0; i < n; i++)
        order[i] = i;
    shuffle_ints(r, order, n);
    int k = 0;
    for (int tn = 1; tn <= n_tables; tn++) {
        int c = n / n_tables + (tn <= n % n_tables);
        int seats[MAX_SEATS];
        for (int s = 0; s < S; s++)
            seats[s] = s;
        shuffle_ints(r, seats, S);
        /* the chosen seats in seat order, the players in the draw's order */
        int used[MAX_SEATS] = {0};
        for (int i = 0; i < c; i++)
            used[seats[i]] = 1;
        for (int s = 0; s < S; s++)
            if (used[s]) {
                int p = order[k++];
                table_of[p] = tn;
                seat_of[p] = s;
            }
    }
    free(order);
    return 0;
}

static void draw_seats(tourney_t *t)
{
    int n_tables = (t->n + t->S - 1) / t->S;
    int *table_of = malloc((size_t)t->n * sizeof *table_of), *seat_of = malloc((size_t)t->n * sizeof *seat_of);
    if (!table_of || !seat_of || draw_into(&t->rng, t->n, t->S, table_of, seat_of) != 0) {
        free(table_of);
        free(seat_of);
        t->oom = 1;
        return;
    }
    for (int p = 0; p < t->n; p++)
        T(t, table_of[p])->player_at[seat_of[p]] = p;
    for (int tn = 1; tn <= n_tables; tn++) {
        table_t *tb = T(t, tn);
        for (int s = 0; s < t->S; s++) {
            int p = tb->player_at[s];
            if (p < 0)
                continue;
            t->pl[p].table = tn;
            t->pl[p].seat = s;
            tourney_ev_t *v = push(t, TEV_SEATED, p);
            v->to_table = tn;
            v->to_seat = s + 1;
            v->rule = 35;
            v->chips = t->pl[p].chips;
            snprintf(v->reason, sizeof v->reason, "%s drew table %d, seat %d", t->pl[p].name, tn, s + 1);
        }
        tb->active = 1;
    }
    free(table_of);
    free(seat_of);
}

int tourney_draw(uint64_t seed, int n_players, int table_size, int *table_of, int *seat_of)
{
    if (n_players < TOURNEY_MIN_PLAYERS || n_players > TOURNEY_MAX_PLAYERS || table_size < TOURNEY_MIN_TABLE ||
        table_size > TOURNEY_MAX_TABLE)
        return -1;
    rng_t r;
    rng_init(&r, seed, RNG_STREAM_TOURNEY); /* as tourney_create: the draw is its first use */
    return draw_into(&r, n_players, table_size, table_of, seat_of);
}

int tourney_people_together(uint64_t seed, int n_players, int table_size, int first, int n_people, int *entrants)
{
    if (first < 0 || first >= n_players || n_people < 1 || n_people > TOURNEY_MAX_PEOPLE)
        return -1;
    int *table_of = malloc((size_t)n_players * sizeof *table_of), *seat_of = malloc((size_t)n_players * sizeof *seat_of);
    int rc = -1;
    if (table_of && seat_of && tourney_draw(seed, n_players, table_size, table_of, seat_of) == 0) {
        /* who the draw seats at the first person's table, from the seat after theirs round */
        int at[MAX_SEATS];
        for (int s = 0; s < MAX_SEATS; s++)
            at[s] = -1;
        for (int p = 0; p < n_players; p++)
            if (table_of[p] == table_of[first])
                at[seat_of[p]] = p;
        int k = 0;
        for (int i = 0; i < table_size && k < n_people; i++) {
            int p = at[(seat_of[first] + i) % table_size];
            if (p >= 0)
                entrants[k++] = p;
        }
        rc = k == n_people ? 0 : -1;
    }
    free(table_of);
    free(seat_of);
    return rc;
}

tourney_t *tourney_create(const tourney_config_t *cfg, char *err, size_t errlen)
{
    if (!cfg || !cfg->registry) {
        snprintf(err, errlen, "a tournament needs the bot registry");
        return NULL;
    }
    if (cfg->n_players < TOURNEY_MIN_PLAYERS || cfg->n_players > TOURNEY_MAX_PLAYERS) {
        snprintf(err, errlen, "players: a tournament has %d to %d entrants, got %d", TOURNEY_MIN_PLAYERS,
                 TOURNEY_MAX_PLAYERS, cfg->n_players);
        return NULL;
    }
    if (cfg->n_mix < 1 || cfg->n_mix > TOURNEY_MAX_MIX) {
        snprintf(err, errlen, "bots: the mix has 1 to %d bots, got %d", TOURNEY_MAX_MIX, cfg->n_mix);
        return NULL;
    }
    tourney_t *t = calloc(1, sizeof *t);
    if (!t) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    t->cfg = *cfg;
    t->reg = cfg->registry;
    if (cfg->structure)
        t->st = *cfg->structure;
    else
        structure_default(&t->st);
    if (cfg->mtt)
        t->mtt = *cfg->mtt;
    else
        structure_mtt_default(&t->mtt);
    t->S = cfg->table_size ? cfg->table_size : t->st.table_size;
    t->n = cfg->n_players;
    if (t->S < TOURNEY_MIN_TABLE || t->S > TOURNEY_MAX_TABLE) {
        snprintf(err, errlen, "table size: a multi-table tournament's tables have %d to %d seats, got %d%s",
                 TOURNEY_MIN_TABLE, TOURNEY_MAX_TABLE, t->S, cfg->table_size ? "" : " (the structure's table_size)");
        goto fail;
    }
    if (cfg->jobs < 0 || cfg->jobs > TOURNEY_MAX_JOBS) {
        snprintf(err, errlen, "jobs: %d to %d threads, got %d", 1, TOURNEY_MAX_JOBS, cfg->jobs);
        goto fail;
    }
    if (setup_payouts(t, err, errlen) < 0)
        goto fail;
    rng_init(&t->rng, cfg->seed, RNG_STREAM_TOURNEY);
    t->id = 100000000ULL + rng_mix64(cfg->seed ^ 0x6d7474ULL) % 900000000ULL;
    t->lvl_start = calloc((size_t)t->st.n_levels + 1, sizeof *t->lvl_start);
    t->n_tab = (t->n + t->S - 1) / t->S; /* the final table plays as table 1 */
    t->tab = calloc((size_t)t->n_tab, sizeof *t->tab);
    t->pl = calloc((size_t)t->n, sizeof *t->pl);
    t->batch = calloc((size_t)t->n_tab, sizeof *t->batch);
    if (!t->lvl_start || !t->tab || !t->pl || !t->batch) {
        snprintf(err, errlen, "out of memory for %d players", t->n);
        goto fail;
    }
    for (int i = 0; i < t->st.n_levels; i++) {
        const level_t *L = &t->st.levels[i];
        int64_t d = L->minutes ? (int64_t)L->minutes * 60 : (int64_t)L->hands * full_hand_seconds(t);
        t->lvl_start[i + 1] = t->lvl_start[i] + d;
    }
    for (int i = 0; i < t->n_tab; i++) {
        t->tab[i].number = i + 1;
        for (int s = 0; s < MAX_SEATS; s++)
            t->tab[i].player_at[s] = -1;
        t->tab[i].first_hand_id = 200000000000LL + (int64_t)(rng_mix64(cfg->seed) % 1000000) * 100000 +
                                  (int64_t)(i + 1) * 100000000LL;
    }
    if (cfg->n_people < 0 || cfg->n_people > TOURNEY_MAX_PEOPLE) {
        snprintf(err, errlen, "people: a tournament seats 0 to %d people, got %d", TOURNEY_MAX_PEOPLE, cfg->n_people);
        goto fail;
    }
    int rot = (int)(cfg->seed % (uint64_t)cfg->n_mix);
    for (int i = 0; i < t->n; i++) {
        player_t *p = &t->pl[i];
        name_of(cfg->seed, i, p->name, sizeof p->name);
        p->chips = t->st.starting_stack;
        bot_setup_t setup;
        memset(&setup, 0, sizeof setup);
        setup.player_id = i;
        setup.seed = cfg->seed;
        setup.structure = &t->st;
        char berr[256];
        p->bot = bot_create(&cfg->mix[(i + rot) % cfg->n_mix], &setup, berr, sizeof berr);
        if (!p->bot) {
            snprintf(err, errlen, "bots: %s", berr);
            goto fail;
        }
    }
    for (int k = 0; k < cfg->n_people; k++) {
        int e = cfg->people[k].entrant;
        const char *nm = cfg->people[k].name;
        if (e < 0 || e >= t->n) {
            snprintf(err, errlen, "people[%d].entrant: the entrants are 0 to %d, got %d", k, t->n - 1, e);
            goto fail;
        }
        if (t->pl[e].person) {
            snprintf(err, errlen, "people[%d].entrant: entrant %d is already a person", k, e);
            goto fail;
        }
        for (const char *c = nm; *c; c++)
            if ((unsigned char)*c < 0x20 || *c == 0x7f) {
                snprintf(err, errlen, "people[%d].name: a control character in \"%.*s\"", k, (int)(c - nm), nm);
                goto fail;
            }
        t->pl[e].person = 1;
        if (nm[0])
            snprintf(t->pl[e].name, sizeof t->pl[e].name, "%.*s", (int)sizeof t->pl[e].name - 1, nm);
    }
    /* a person who took a bot's kind of name keeps it; the bot that had it becomes "... 2" (the
     * bots' own names carry no number in a field this size, so it meets no one) */
    for (int k = 0; k < cfg->n_people; k++) {
        char nm[ENGINE_NAME_LEN];
        snprintf(nm, sizeof nm, "%s", t->pl[cfg->people[k].entrant].name);
        for (int i = 0; i < t->n; i++) {
            player_t *b = &t->pl[i];
            if (!b->person && !strcmp(b->name, nm) && strlen(nm) + 3 < sizeof b->name)
                snprintf(b->name, sizeof b->name, "%s 2", nm);
        }
    }
    t->left = t->n;
    t->champion = -1;
    t->field_at = -1;
    t->field_stacks = malloc((size_t)t->n * sizeof *t->field_stacks);
    t->field_pay = malloc((size_t)t->paid * sizeof *t->field_pay);
    if (!t->field_stacks || !t->field_pay) {
        snprintf(err, errlen, "out of memory for %d players", t->n);
        goto fail;
    }
    draw_seats(t);
    if (t->oom) {
        snprintf(err, errlen, "out of memory");
        goto fail;
    }
    if ((t->n + t->S - 1) / t->S == 1)
        t->final_done = 1; /* one table from the start: it is the final table */
    return t;
fail:
    tourney_destroy(t);
    return NULL;
}

void tourney_destroy(tourney_t *t)
{
    if (!t)
        return;
    pool_destroy(t->pool);
    free(t->batch);
    for (int i = 0; t->pl && i < t->n; i++)
        bot_destroy(t->pl[i].bot);
    for (int i = 0; t->tab && i < t->n_tab; i++) {
        engine_destroy(t->tab[i].e);
        free(t->tab[i].live);
    }
    free(t->pl);
    free(t->tab);
    free(t->lvl_start);
    free(t->place_bp);
    free(t->busts);
    free(t->field_stacks);
    free(t->field_pay);
    icm_table_free(&t->field_icm);
    free(t->ev);
    free(t);
}

/* ---- one table's hands ---------------------------------------------------------------------- */

static void deliver(tourney_t *t, int table, const ev_t *ev, const int *map)
{
    if (t->cfg.on_table_event)
        t->cfg.on_table_event(t->cfg.ctx, table, ev, map);
}

static const bot_field_t *field_for(const tourney_t *t, int64_t stack, bot_field_t *out);

/* Ask bots for the open rebuy and add-on decisions between hands. Returns 2 when a person's
 * decision is open (they answer through tourney_submit), else 0. */
static int decide_between(tourney_t *t, table_t *tb)
{
    for (int guard = 0; guard < 64; guard++) {
        int s = engine_decision_seat(tb->e);
        if (s < 0)
            return 0;
        if (t->pl[tb->player_at[s]].person)
            return 2;
        view_t v;
        bot_field_t field;
        engine_view(tb->e, s, &v);
        v.field = field_for(t, v.seats[s].stack, &field);
        cmd_t c;
        char reason[BOT_REASON_LEN];
        bot_decide(t->pl[tb->player_at[s]].bot, &v, &c, reason, sizeof reason);
        tb->decisions++;
        tourney_count_decision(tb->mix, &v);
        c.seat = s;
        if (c.type == CMD_NONE)
            c.type = CMD_DECLINE;
        if (engine_submit(tb->e, c) != REJ_OK) {
            cmd_t d = {CMD_DECLINE, s, 0};
            if (engine_submit(tb->e, d) != REJ_OK)
                return 0;
        }
    }
    return 0;
}

static int has_person(const tourney_t *t, const table_t *tb)
{
    if (t->cfg.n_people == 0)
        return 0;
    for (int s = 0; s < t->S; s++)
        if (tb->player_at[s] >= 0 && t->pl[tb->player_at[s]].person)
            return 1;
    return 0;
}

/* A person's table: the engine's new events go out now, as the person sees them happen, and
 * are kept to be booked when the hand ends in tournament time (finish_hand). Eliminations wait
 * for their place (settle), as at every table. */
static void live_drain(tourney_t *t, table_t *tb)
{
    ev_t ev;
    while (engine_poll(tb->e, &ev)) {
        if (tb->n_live == tb->cap_live) {
            int cap = tb->cap_live ? tb->cap_live * 2 : 128;
            ev_t *n = realloc(tb->live, (size_t)cap * sizeof *n);
            if (!n) {
                t->oom = 1;
                return;
            }
            tb->live = n;
            tb->cap_live = cap;
        }
        tb->live[tb->n_live++] = ev;
        if (ev.type != EV_ELIMINATED)
            deliver(t, tb->number, &ev, tb->player_at);
    }
}

/* The configuration of a table's engine: its seats as they stand, the level index `level`. */
static void table_config(const tourney_t *t, const table_t *tb, int level, engine_config_t *out)
{
    engine_config_t ec;
    memset(&ec, 0, sizeof ec);
    ec.seed = rng_mix64(t->cfg.seed * 0x9e3779b97f4a7c15ULL + (uint64_t)tb->number * 1000003ULL +
                        (uint64_t)t->final_done * 7919ULL);
    ec.structure = &t->st;
    ec.n_seats = t->S;
    ec.clock = ENGINE_CLOCK_COMMANDS;
    ec.first_level = level + 1;
    ec.tournament_id = t->id;
    ec.first_hand_id = tb->first_hand_id + (t->final_done ? 50000000LL : 0);
    ec.mtt = 1;
    for (int s = 0; s < t->S; s++) {
        int p = tb->player_at[s];
        if (p < 0)
            continue;
        ec.seats[s].occupied = 1;
        snprintf(ec.seats[s].name, sizeof ec.seats[s].name, "%s", t->pl[p].name);
        ec.seats[s].stack = t->pl[p].chips;
    }
    *out = ec;
}

/* The table's engine, made at its first hand (the level then in force, R40). */
static int make_engine(tourney_t *t, table_t *tb, int level)
{
    engine_config_t ec;
    table_config(t, tb, level, &ec);
    char err[256];
    tb->e = engine_create(&ec, err, sizeof err);
    if (!tb->e)
        return tab_fail(tb, err);
    return 0;
}

static void begin_hand(tourney_t *t, table_t *tb)
{
    view_t v;
    engine_view(tb->e, -1, &v);
    for (int s = 0; s < t->S; s++)
        tb->hand_start[s] = v.seats[s].stack + v.seats[s].in_pot;
    tb->hand_at = t->now;
    tb->actions = 0;
    tb->stage = STAGE_HAND;
}

static int wait_person(tourney_t *t, table_t *tb)
{
    live_drain(t, tb);
    tb->in_flight = 1;
    tb->person_wait = 1;
    return 2;
}

/* Play the table's hand on from where it stands (tb->stage) until it ends (1: in flight, in
 * tournament time it ends at busy_until), waits on a person (2), or cannot be dealt (0). */
static int advance(tourney_t *t, table_t *tb)
{
    tb->person_wait = 0;
    if (tb->stage == STAGE_PRE) {
        if (decide_between(t, tb) == 2)
            return wait_person(t, tb);
        cmd_t c = {CMD_NEXT_HAND, -1, 0};
        engine_reject_t r = engine_submit(tb->e, c);
        if (r == REJ_NOT_ALLOWED) { /* fewer than two to deal in (one sits out): it waits */
            tb->stage = STAGE_IDLE;
            tb->in_flight = 0;
            return 0;
        }
        if (r != REJ_OK) {
            snprintf(tb->err, sizeof tb->err, "table %d would not deal: %s", tb->number, engine_reject_message(r));
            return -1;
        }
        begin_hand(t, tb);
    }
    if (tb->stage == STAGE_HAND) {
        while (engine_phase(tb->e) == PHASE_HAND) {
            int s = engine_to_act(tb->e);
            if (t->pl[tb->player_at[s]].person)
                return wait_person(t, tb);
            view_t v;
            bot_field_t field;
            engine_view(tb->e, s, &v);
            v.field = field_for(t, v.seats[s].stack, &field);
            cmd_t c;
            char reason[BOT_REASON_LEN];
            bot_decide(t->pl[tb->player_at[s]].bot, &v, &c, reason, sizeof reason);
            tb->decisions++;
            tourney_count_decision(tb->mix, &v);
            c.seat = s;
            if (engine_submit(tb->e, c) != REJ_OK) {
                cmd_t f = {v.legal.can_check ? CMD_CHECK : CMD_FOLD, s, 0};
                if (engine_submit(tb->e, f) != REJ_OK)
                    return tab_fail(tb, "a bot's fold was refused");
            }
            tb->actions++;
        }
        tb->stage = STAGE_POST;
    }
    if (decide_between(t, tb) == 2)
        return wait_person(t, tb);
    if (tb->n_live || has_person(t, tb))
        live_drain(t, tb);
    tb->stage = STAGE_IDLE;
    tb->in_flight = 1;
    tb->busy_until = tb->hand_at + t->mtt.hand_base_seconds + (int64_t)t->mtt.action_seconds * tb->actions;
    tb->hands++;
    return 1;
}

/* Play one hand at the table from now; in tournament time it ends at busy_until. */
static int play_hand(tourney_t *t, table_t *tb, int level)
{
    if (!tb->e) {
        if (make_engine(t, tb, level) < 0)
            return -1;
        cmd_t c = {CMD_START, -1, 0};
        if (engine_submit(tb->e, c) != REJ_OK)
            return tab_fail(tb, "a table would not start");
        tb->started = 1;
        begin_hand(t, tb);
    } else {
        for (int guard = 0; engine_level_index(tb->e) < level && guard < STRUCT_MAX_LEVELS; guard++) {
            cmd_t c = {CMD_ADVANCE_LEVEL, -1, 0};
            engine_submit(tb->e, c);
        }
        if (engine_phase(tb->e) == PHASE_BREAK) { /* passed over a break the clock has passed */
            cmd_t c = {CMD_ADVANCE_LEVEL, -1, 0};
            engine_submit(tb->e, c);
        }
        tb->stage = STAGE_PRE;
    }
    return advance(t, tb);
}

/* R36: the player just moved to seat s of this table was not dealt its hand (the engine's
 * EV_OUT_OF_HAND): booked with the hand, as every event of a table is. */
static void sit_out_event(tourney_t *t, const table_t *tb, int player, int s)
{
    tourney_ev_t *w = push(t, TEV_SIT_OUT, player);
    w->to_table = tb->number;
    w->to_seat = s + 1;
    w->rule = 36;
    snprintf(w->reason, sizeof w->reason,
             "%s, just moved to table %d, sits out a hand: seat %d is between the small blind and the button",
             t->pl[player].name, tb->number, s + 1);
}

/* The hand in flight ends now: its events go out, its eliminations wait to be ranked. */
static int finish_hand(tourney_t *t, table_t *tb)
{
    tb->in_flight = 0;
    if (tb->waiting_break) {
        tb->waiting_break = 0;
        return 0;
    }
    int map[MAX_SEATS];
    memcpy(map, tb->player_at, sizeof map);
    ev_t ev;
    int bb = -1;
    for (int li = 0;; li++) {
        int live = li < tb->n_live; /* already delivered as it happened */
        if (live)
            ev = tb->live[li];
        else if (!engine_poll(tb->e, &ev))
            break;
        if (ev.type == EV_HAND_START)
            bb = ev.u.hs.button;
        if (ev.type == EV_OUT_OF_HAND && ev.seat >= 0 && ev.seat < MAX_SEATS && map[ev.seat] >= 0)
            sit_out_event(t, tb, map[ev.seat], ev.seat);
        if (ev.type == EV_REBUY) {
            t->n_rebuys++;
            t->pl[map[ev.seat]].rebuys++;
        }
        if (ev.type == EV_ADDON) {
            t->n_addons++;
            t->pl[map[ev.seat]].addon = 1;
        }
        if (ev.type == EV_ELIMINATED) {
            if (t->n_busts == t->cap_busts) {
                int cap = t->cap_busts ? t->cap_busts * 2 : 64;
                bust_t *nb = realloc(t->busts, (size_t)cap * sizeof *nb);
                if (!nb)
                    return fail(t, "out of memory");
                t->busts = nb;
                t->cap_busts = cap;
            }
            bust_t *b = &t->busts[t->n_busts++];
            b->player = map[ev.seat];
            b->table = tb->number;
            b->seat = ev.seat;
            b->start_stack = ev.amount;
            b->ev = ev;
            memcpy(b->map, map, sizeof map);
            b->order = bb >= 0 ? (ev.seat - bb - 1 + t->S) % t->S : ev.seat;
            continue;
        }
        if (!live)
            deliver(t, tb->number, &ev, map);
    }
    tb->n_live = 0;
    /* the eliminated leave their seats */
    for (int i = 0; i < t->n_busts; i++)
        if (t->busts[i].table == tb->number && tb->player_at[t->busts[i].seat] == t->busts[i].player) {
            engine_mtt_unseat(tb->e, t->busts[i].seat);
            tb->player_at[t->busts[i].seat] = -1;
            t->pl[t->busts[i].player].table = 0;
            t->pl[t->busts[i].player].chips = 0;
        }
    /* R37 moves it owes beyond the players it can give are called off: a table that owed as
     * many players as it had and lost one in the hand would otherwise count a seat as freed that
     * never is, and a break could send it more players than it has seats */
    int can_give = seated(tb);
    while (tb->n_owe > can_give)
        T(t, tb->owe_to[--tb->n_owe])->n_owed_in--;
    return 0;
}

/* ---- ranking (R32, R38) --------------------------------------------------------------------- */

static int64_t prize_pool(const tourney_t *t)
{
    return (int64_t)t->n * t->st.buy_in + (int64_t)t->n_rebuys * t->st.rebuy_cost +
           (int64_t)t->n_addons * t->st.addon_cost;
}

/* Prize for places place..place_to shared by k players; index = this one's turn for a spare cent. */
static int64_t prize_share(int64_t pool, const int *place_bp, int paid, int place, int place_to, int index)
{
    int64_t sum = 0;
    int k = place_to - place + 1;
    for (int p = place; p <= place_to; p++)
        if (p >= 1 && p <= paid)
            sum += pool * place_bp[p] / 10000;
    return sum / k + (index < sum % k ? 1 : 0);
}

static int64_t prize_for(const tourney_t *t, int place, int place_to, int index)
{
    return prize_share(prize_pool(t), t->place_bp, t->paid, place, place_to, index);
}

static int cmp_rank(const void *a, const void *b)
{
    const tourney_bust_t *x = a, *y = b;
    if (x->start_stack != y->start_stack)
        return x->start_stack > y->start_stack ? -1 : 1; /* more chips: a better place */
    if (x->table != y->table)
        return x->table - y->table;
    return x->order - y->order;
}

/* Ties across tables: spare cents in table-number order, clockwise from each button (R38). */
static int cmp_rank_table(const void *a, const void *b)
{
    const tourney_bust_t *x = a, *y = b;
    if (x->table != y->table)
        return x->table - y->table;
    return x->order - y->order;
}

int tourney_rank_busts(tourney_bust_t *b, int k, int left, int64_t pool, const int *place_bp, int paid)
{
    if (k <= 0)
        return 0;
    qsort(b, (size_t)k, sizeof *b, cmp_rank);
    int tables = 0;
    for (int i = 0; i < k; i++) {
        int seen = 0;
        for (int j = 0; j < i; j++)
            seen |= b[j].table == b[i].table;
        tables += !seen;
    }
    if (tables >= 2)
        qsort(b, (size_t)k, sizeof *b, cmp_rank_table);
    for (int i = 0; i < k; i++) {
        if (tables >= 2)
            b[i].place = left - k + 1;
        else if (i > 0 && b[i].start_stack == b[i - 1].start_stack)
            b[i].place = b[i - 1].place;
        else
            b[i].place = left - k + 1 + i;
    }
    for (int i = 0; i < k; i++) {
        int to = b[i].place, index = 0;
        for (int j = 0; j < k; j++)
            if (b[j].place == b[i].place) {
                if (j < i)
                    index++;
                to++;
            }
        b[i].place_to = to - 1;
        b[i].prize = prize_share(pool, place_bp, paid, b[i].place, b[i].place_to, index);
    }
    return tables;
}

/* Rank the pending eliminations as one group: at two or more tables they all tie (R38); at one
 * table R32 orders them by their stacks at the start of the hand, equal stacks tied. */
static void settle(tourney_t *t)
{
    int k = t->n_busts;
    if (k <= 0)
        return;
    int n = t->left;
    tourney_bust_t *rank = malloc((size_t)k * sizeof *rank);
    if (!rank) {
        t->oom = 1;
        return;
    }
    for (int i = 0; i < k; i++) {
        rank[i].id = i;
        rank[i].table = t->busts[i].table;
        rank[i].order = t->busts[i].order;
        rank[i].start_stack = t->busts[i].start_stack;
    }
    int tables = tourney_rank_busts(rank, k, n, prize_pool(t), t->place_bp, t->paid);
    for (int r = 0; r < k; r++) {
        bust_t *b = &t->busts[rank[r].id];
        player_t *p = &t->pl[b->player];
        p->out = 1;
        p->place = rank[r].place;
        p->place_to = rank[r].place_to;
        p->prize = rank[r].prize;
        p->elim_table = b->table;
        p->elim_time = t->now;
        p->chips = 0;
        ev_t ev = b->ev;
        ev.amount = 0;
        ev.u.el.place = p->place;
        ev.u.el.place_to = p->place_to;
        ev.u.el.prize = p->prize;
        deliver(t, b->table, &ev, b->map);
        tourney_ev_t *v = push(t, TEV_ELIMINATED, b->player);
        v->from_table = b->table;
        v->from_seat = b->seat + 1;
        v->place = p->place;
        v->place_to = p->place_to;
        v->prize = p->prize;
        v->rule = tables >= 2 ? 38 : 32;
        if (p->place != p->place_to)
            snprintf(v->reason, sizeof v->reason, "%s is out at table %d and ties for places %d-%d%s", p->name, b->table,
                     p->place, p->place_to, tables >= 2 ? " with players out at the same time at other tables" : "");
        else
            snprintf(v->reason, sizeof v->reason, "%s is out at table %d in place %d", p->name, b->table, p->place);
    }
    free(rank);
    t->left -= k;
    t->n_busts = 0;
    if (t->left == 1) {
        for (int i = 0; i < t->n; i++)
            if (!t->pl[i].out) {
                player_t *p = &t->pl[i];
                p->place = p->place_to = 1;
                p->prize = prize_for(t, 1, 1, 0);
                p->elim_table = p->table;
                p->elim_time = t->now;
                t->champion = i;
                table_t *tb = T(t, p->table);
                ev_t ev;
                memset(&ev, 0, sizeof ev);
                ev.type = EV_TOURNAMENT_END;
                ev.seat = p->seat;
                view_t v;
                engine_view(tb->e, -1, &v);
                ev.hand_no = v.hand_no;
                ev.amount = v.hand_no;
                ev.u.el.place = ev.u.el.place_to = 1;
                ev.u.el.prize = p->prize;
                deliver(t, tb->number, &ev, tb->player_at);
                tourney_ev_t *e = push(t, TEV_END, i);
                e->from_table = tb->number;
                e->from_seat = p->seat + 1;
                e->place = e->place_to = 1;
                e->prize = p->prize;
                e->chips = 0;
                for (int j = 0; j < t->n_tab; j++)
                    e->chips += t->tab[j].hands;
                snprintf(e->reason, sizeof e->reason, "%s wins the tournament at table %d", p->name, tb->number);
            }
        t->finished = 1;
    }
}

/* ---- moves (R36, R37, R39) ------------------------------------------------------------------ */

/* The seat of the table's last big blind, or -1 before its first hand. */
static int last_bb(const table_t *tb)
{
    if (!tb->e)
        return -1;
    view_t v;
    engine_view(tb->e, -1, &v);
    return v.bb_seat;
}

/* Seat s of the table's player who is due the big blind next (R37), or -1. */
static int due_bb(const tourney_t *t, const table_t *tb)
{
    int from = last_bb(tb);
    for (int i = 1; i <= t->S; i++) {
        int s = ((from < 0 ? t->S - 1 : from) + i) % t->S;
        if (tb->player_at[s] >= 0 && !(tb->e && engine_mtt_sitting_out(tb->e, s)))
            return s;
    }
    return -1;
}

/* Take the player at seat s off an idle table, on their way to table `to`. */
static void send(tourney_t *t, table_t *from, int s, int to, int rule, int was_due)
{
    int p = from->player_at[s];
    player_t *q = &t->pl[p];
    q->chips = stack_of(t, p);
    if (from->e) {
        view_t v;
        engine_view(from->e, s, &v);
        q->rebuys = v.seats[s].rebuys;
        q->addon = v.seats[s].addon_taken;
        engine_mtt_unseat(from->e, s);
    }
    from->player_at[s] = -1;
    q->table = 0;
    q->moving_to = to;
    table_t *dst = T(t, to);
    if (dst->n_arr >= (int)(sizeof dst->arr / sizeof dst->arr[0])) {
        fail(t, "too many players on their way to one table");
        return;
    }
    arrival_t *a = &dst->arr[dst->n_arr++];
    a->player = p;
    a->rule = rule;
    a->from_table = from->number;
    a->from_seat = s;
    a->due_bb = was_due;
    a->broke = 0;
}

/* R37's worst position: the first empty seat clockwise after the last big blind. */
static int worst_position(const tourney_t *t, const table_t *tb)
{
    int from = last_bb(tb);
    if (from < 0)
        return -1;
    for (int i = 1; i <= t->S; i++) {
        int s = (from + i) % t->S;
        if (tb->player_at[s] < 0)
            return s;
    }
    return -1;
}

/* The players on their way sit down at this idle table. */
static void seat_arrivals(tourney_t *t, table_t *tb)
{
    for (int i = 0; i < tb->n_arr; i++) {
        arrival_t *a = &tb->arr[i];
        player_t *q = &t->pl[a->player];
        int s = a->rule == 37 ? worst_position(t, tb) : -1;
        int worst = s >= 0;
        if (s < 0) { /* R36's second draw: a random empty seat */
            int empty[MAX_SEATS], ne = 0;
            for (int k = 0; k < t->S; k++)
                if (tb->player_at[k] < 0)
                    empty[ne++] = k;
            if (ne == 0) {
                snprintf(t->err, sizeof t->err, "%s has no empty seat at table %d (%d seated, %d arriving, %d owed)",
                         q->name, tb->number, seated(tb), tb->n_arr, tb->n_owe);
                return;
            }
            s = empty[rng_below(&t->rng, (uint32_t)ne)];
        }
        int sit_out = 0;
        if (tb->e) {
            char err[160];
            sit_out = engine_mtt_seat(tb->e, s, q->name, q->chips, q->rebuys, q->addon, err, sizeof err);
            if (sit_out < 0) {
                fail(t, err);
                return;
            }
        }
        tb->player_at[s] = a->player;
        q->table = tb->number;
        q->seat = s;
        q->moving_to = 0;
        tourney_ev_t *v = push(t, TEV_MOVE, a->player);
        v->from_table = a->from_table;
        v->from_seat = a->from_seat + 1;
        v->to_table = tb->number;
        v->to_seat = s + 1;
        v->rule = a->rule;
        v->chips = q->chips;
        if (a->rule == 37)
            snprintf(v->reason, sizeof v->reason,
                     "%s was due the big blind next at table %d; seat %d at table %d is the %s", q->name,
                     a->from_table, s + 1, tb->number,
                     worst ? "worst position" : "seat drawn (the table has not dealt yet)");
        else if (a->broke)
            snprintf(v->reason, sizeof v->reason, "table %d broke; %s, on the way there from table %d, drew table %d, seat %d",
                     a->broke, q->name, a->from_table, tb->number, s + 1);
        else
            snprintf(v->reason, sizeof v->reason, "table %d broke; %s drew table %d, seat %d", a->from_table, q->name,
                     tb->number, s + 1);
        /* whether the newcomer sits the next hand out is said when that hand is dealt
         * (sit_out_event): a table left with fewer than two to deal deals them after all */
        (void)sit_out;
    }
    tb->n_arr = 0;
}

static int n_playing_tables(const tourney_t *t)
{
    int n = 0;
    for (int i = 0; i < t->n_tab; i++)
        n += t->tab[i].active && !t->tab[i].breaking;
    return n;
}

/* R36: spread a broken (idle) table's players by the two-step draw. */
static void break_table(tourney_t *t, table_t *tb)
{
    int moving[MAX_SEATS], nm = 0;
    for (int k = 0; k < tb->n_owe; k++) /* its balance moves are replaced by the break */
        T(t, tb->owe_to[k])->n_owed_in--;
    tb->n_owe = 0;
    for (int s = 0; s < t->S; s++)
        if (tb->player_at[s] >= 0)
            moving[nm++] = s;
    /* the arrivals it was still owed go on to where the players are now placed */
    int slots[MAX_SEATS * 2], ns = 0;
    int *count = calloc((size_t)t->n_tab + 1, sizeof *count);
    if (!count) {
        t->oom = 1;
        return;
    }
    for (int i = 0; i < t->n_tab; i++)
        if (t->tab[i].active && !t->tab[i].breaking)
            count[i + 1] = count_of(&t->tab[i]);
    for (int k = 0; k < nm + tb->n_arr; k++) {
        int best = 0;
        for (int i = 1; i <= t->n_tab; i++)
            if (t->tab[i - 1].active && !t->tab[i - 1].breaking && count[i] < t->S &&
                (!best || count[i] < count[best]))
                best = i;
        if (!best)
            break;
        count[best]++;
        slots[ns++] = best;
    }
    free(count);
    shuffle_ints(&t->rng, slots, ns);
    if (ns < nm + tb->n_arr) { /* the counts promised a seat to each: never lose a player */
        snprintf(t->err, sizeof t->err, "table %d breaks with %d players and %d on their way, but the other tables have %d seats",
                 tb->number, nm, tb->n_arr, ns);
        return;
    }
    int k = 0;
    for (int i = 0; i < nm && k < ns; i++)
        send(t, tb, moving[i], slots[k++], 36, 0);
    /* players who were on their way to the broken table go on, by the same draw */
    int n_arr = tb->n_arr;
    arrival_t arr[MAX_SEATS * 2];
    memcpy(arr, tb->arr, sizeof arr);
    tb->n_arr = 0;
    for (int i = 0; i < n_arr && k < ns; i++) {
        table_t *dst = T(t, slots[k++]);
        arrival_t *a = &dst->arr[dst->n_arr++];
        *a = arr[i];
        a->rule = 36;
        a->broke = tb->number;
        t->pl[a->player].moving_to = dst->number;
    }
    tb->active = 0;
    tb->breaking = 0;
    engine_destroy(tb->e);
    tb->e = NULL;
}

/* R39: every table has ended its hand: the players left are drawn to the final table. */
static void seat_final_table(tourney_t *t)
{
    int *ps = malloc((size_t)t->left * 3 * sizeof *ps), np = 0;
    if (!ps) {
        t->oom = 1;
        return;
    }
    int *from_t = ps + t->left, *from_s = ps + 2 * t->left; /* where each sat (or set out from) */
    for (int i = 0; i < t->n_tab; i++) {
        table_t *tb = &t->tab[i];
        if (!tb->active)
            continue;
        for (int s = 0; s < t->S; s++)
            if (tb->player_at[s] >= 0) {
                int p = tb->player_at[s];
                t->pl[p].chips = stack_of(t, p);
                t->pl[p].table = 0;
                tb->player_at[s] = -1;
                from_t[np] = tb->number;
                from_s[np] = s + 1;
                ps[np++] = p;
            }
        for (int k = 0; k < tb->n_arr; k++) {
            from_t[np] = tb->arr[k].from_table;
            from_s[np] = tb->arr[k].from_seat + 1;
            ps[np++] = tb->arr[k].player;
        }
        tb->n_arr = tb->n_owe = tb->n_owed_in = 0;
        tb->active = 0;
        engine_destroy(tb->e);
        tb->e = NULL;
        tourney_ev_t *v = push(t, TEV_TABLE_BREAK, -1);
        v->from_table = tb->number;
        v->rule = 39;
        snprintf(v->reason, sizeof v->reason, "%d players left fit at one table: table %d breaks for the final table",
                 t->left, tb->number);
    }
    /* a new draw (R39); the final table plays as table 1 */
    table_t *ft = T(t, 1);
    memset(ft->player_at, 0xff, sizeof ft->player_at);
    int seats[MAX_SEATS];
    for (int s = 0; s < t->S; s++)
        seats[s] = s;
    shuffle_ints(&t->rng, seats, t->S);
    int *draw = malloc((size_t)(np ? np : 1) * sizeof *draw); /* the draw's order of ps[] */
    if (!draw) {
        t->oom = 1;
        free(ps);
        return;
    }
    for (int i = 0; i < np; i++)
        draw[i] = i;
    shuffle_ints(&t->rng, draw, np);
    t->final_done = 1;
    t->final_pending = 0;
    ft->active = 1;
    ft->started = 0;
    ft->halted = 0;
    for (int i = 0; i < np; i++) {
        int p = ps[draw[i]], s = seats[i];
        ft->player_at[s] = p;
        t->pl[p].table = 1;
        t->pl[p].seat = s;
        t->pl[p].moving_to = 0;
        tourney_ev_t *v = push(t, TEV_SEATED, p);
        v->from_table = from_t[draw[i]];
        v->from_seat = from_s[draw[i]];
        v->to_table = 1;
        v->to_seat = s + 1;
        v->rule = 39;
        v->chips = t->pl[p].chips;
        snprintf(v->reason, sizeof v->reason, "final table: %s drew seat %d", t->pl[p].name, s + 1);
    }
    tourney_ev_t *v = push(t, TEV_FINAL_TABLE, -1);
    v->to_table = 1;
    v->rule = 39;
    v->chips = np;
    snprintf(v->reason, sizeof v->reason, "the final table: %d players, seats by a new draw, first button by high card",
             np);
    free(draw);
    if (t->mtt.final_table_next_level) {
        int L = level_at(t, t->now);
        if (L + 1 < t->st.n_levels)
            t->now = t->lvl_start[L + 1];
    }
    free(ps);
}

/* After a moment's hands have ended: R39, then R36, then R37, until none applies. */
static void apply_rules(tourney_t *t)
{
    if (t->finished)
        return;
    /* R39 */
    if (!t->final_done && t->left <= t->S)
        t->final_pending = 1;
    if (t->final_pending) {
        for (int i = 0; i < t->n_tab; i++)
            if (t->tab[i].active && t->tab[i].in_flight)
                return; /* the others wait for the last hands to end */
        seat_final_table(t);
        return;
    }
    /* R36: the highest-numbered table breaks when the players fit at one fewer */
    for (;;) {
        int np = n_playing_tables(t);
        if (np <= 1 || t->left > (np - 1) * t->S)
            break;
        for (int i = t->n_tab - 1; i >= 0; i--)
            if (t->tab[i].active && !t->tab[i].breaking) {
                t->tab[i].breaking = 1;
                tourney_ev_t *v = push(t, TEV_TABLE_BREAK, -1);
                v->from_table = i + 1;
                v->rule = 36;
                snprintf(v->reason, sizeof v->reason,
                         "%d players left fit at %d tables of %d: table %d, the highest-numbered, breaks%s", t->left,
                         np - 1, t->S, i + 1, t->tab[i].in_flight ? " when its hand ends" : "");
                break;
            }
    }
    /* balance moves owed to a table that breaks are called off: its count no longer matters */
    for (int i = 0; i < t->n_tab; i++) {
        table_t *tb = &t->tab[i];
        int k = 0;
        for (int j = 0; j < tb->n_owe; j++) {
            table_t *to = T(t, tb->owe_to[j]);
            if (to->active && !to->breaking)
                tb->owe_to[k++] = tb->owe_to[j];
            else
                to->n_owed_in--;
        }
        tb->n_owe = k;
    }
    for (int i = 0; i < t->n_tab; i++)
        if (t->tab[i].active && t->tab[i].breaking && !t->tab[i].in_flight)
            break_table(t, &t->tab[i]);
    /* owed balance moves from tables whose hand has ended */
    for (int i = 0; i < t->n_tab; i++) {
        table_t *tb = &t->tab[i];
        if (!tb->active || tb->in_flight || tb->breaking)
            continue;
        int n_owe = tb->n_owe;
        tb->n_owe = 0;
        for (int k = 0; k < n_owe; k++) {
            int to = tb->owe_to[k];
            T(t, to)->n_owed_in--;
            int s = due_bb(t, tb);
            if (s < 0) /* everyone left sits out the next hand: the move was counted, so one goes */
                for (int j = 1; j <= t->S && s < 0; j++) {
                    int bb = last_bb(tb), q = ((bb < 0 ? t->S - 1 : bb) + j) % t->S;
                    if (tb->player_at[q] >= 0)
                        s = q;
                }
            if (s < 0 || !T(t, to)->active || T(t, to)->breaking)
                continue;
            send(t, tb, s, to, 37, 1);
        }
    }
    /* R37: balance, fullest to shortest, lowest numbers first on ties */
    for (int guard = 0; guard < 4 * t->n_tab + 16; guard++) {
        int hi = -1, lo = -1;
        for (int i = 0; i < t->n_tab; i++) {
            table_t *tb = &t->tab[i];
            if (!tb->active || tb->breaking)
                continue;
            int c = count_of(tb);
            /* the giver needs a player to give: one seated now, or when its hand ends */
            int can_give = tb->in_flight ? seated(tb) - tb->n_owe > 0 : due_bb(t, tb) >= 0;
            if (can_give && (hi < 0 || c > count_of(&t->tab[hi])))
                hi = i;
            if (lo < 0 || c < count_of(&t->tab[lo]))
                lo = i;
        }
        if (hi < 0 || lo < 0 || count_of(&t->tab[hi]) - count_of(&t->tab[lo]) < 2)
            break;
        table_t *from = &t->tab[hi];
        if (from->in_flight) {
            from->owe_to[from->n_owe++] = lo + 1;
            t->tab[lo].n_owed_in++;
        } else {
            int s = due_bb(t, from);
            if (s < 0)
                break;
            send(t, from, s, lo + 1, 37, 1);
        }
    }
}

/* ---- the moments ---------------------------------------------------------------------------- */

static int max_seated(const tourney_t *t)
{
    int m = 0;
    for (int i = 0; i < t->n_tab; i++)
        if (t->tab[i].active && seated(&t->tab[i]) > m)
            m = seated(&t->tab[i]);
    return m;
}

static int cmp_desc64(const void *a, const void *b)
{
    int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
    return x < y ? 1 : x > y ? -1 : 0;
}

/* The bots' view of the field (bot_field_t): the tables and hand-for-hand always, the stacks and
 * payouts once a minute of tournament time (one public view per table, one sort), so a field of
 * 10,000 costs a sort a minute, not one a decision. A table whose hand is still running in
 * tournament time counts its stacks as that hand began: nobody knows yet how it ends. */
static void refresh_field(tourney_t *t)
{
    bot_field_t *f = &t->field;
    f->n_entrants = t->n;
    f->n_tables = n_playing_tables(t);
    f->hand_for_hand = t->h4h;
    if (t->field_at >= 0 && t->now < t->field_at + 60)
        return;
    t->field_at = t->now;
    int k = 0;
    for (int i = 0; i < t->n_tab; i++) {
        table_t *tb = &t->tab[i];
        if (!tb->active)
            continue;
        view_t v;
        if (tb->e)
            engine_view(tb->e, -1, &v);
        for (int s = 0; s < t->S; s++)
            if (tb->player_at[s] >= 0 && k < t->n)
                t->field_stacks[k++] = !tb->e ? t->pl[tb->player_at[s]].chips
                                       : tb->in_flight && !tb->waiting_break ? tb->hand_start[s]
                                                                            : v.seats[s].stack;
    }
    for (int p = 0; p < t->n; p++)
        if (!t->pl[p].out && t->pl[p].moving_to && k < t->n)
            t->field_stacks[k++] = t->pl[p].chips;
    qsort(t->field_stacks, (size_t)k, sizeof *t->field_stacks, cmp_desc64);
    for (int p = 1; p <= t->paid; p++)
        t->field_pay[p - 1] = prize_for(t, p, p, 0);
    f->n_left = k;
    f->stacks = t->field_stacks;
    f->stacks_sum = 0;
    for (int i = 0; i < k; i++)
        f->stacks_sum += t->field_stacks[i];
    f->n_paid = t->paid;
    f->payouts = t->field_pay;
    /* the exponentials of the bots' field ICM, once for every bot that asks till the next count
     * (here on the stepping thread, before the tables play: they only read it) */
    icm_table_free(&t->field_icm);
    f->icm = NULL;
    if (k > 0 && bot_field_wants_icm(f) && icm_table_build(&t->field_icm, t->field_stacks, k) == 0)
        f->icm = &t->field_icm;
}

/* The field as `stack`'s owner sees it: their place among the stacks (1 = the biggest), in
 * `out` (the tables may play on several threads: each decision has its own copy). */
static const bot_field_t *field_for(const tourney_t *t, int64_t stack, bot_field_t *out)
{
    int lo = 0, hi = t->field.n_left; /* stacks greater than this one */
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (t->field_stacks[mid] > stack)
            lo = mid + 1;
        else
            hi = mid;
    }
    *out = t->field;
    out->my_place = lo + 1;
    return out;
}

/* ---- the tables' hands on several threads (tourney_config_t.jobs) ---------------------------- */

/* Between two moments of the clock the hands that start are independent: each table has its own
 * engine (its cards from its own seeded stream), its own seats' bots, and reads only what the
 * stepping thread fixed before (the field, the structure, who is a person); it writes only its
 * own table_t. Nothing it does is seen until its hand ends in tournament time (finish_hand, on
 * the stepping thread, in table-number order), so the tournament is the same for every jobs. */
typedef struct pool {
    pthread_t th[TOURNEY_MAX_JOBS];
    int n_th;
    pthread_mutex_t mu;
    pthread_cond_t go, done;
    tourney_t *t;
    unsigned gen;   /* batch number: a worker wakes for each new one */
    int next;       /* the batch's next table to take */
    int busy;       /* workers not yet through the current batch */
    int quit;
} pool_t;

static void play_job(tourney_t *t, table_t *tb)
{
    tb->job_r = play_hand(t, tb, tb->job_level);
}

/* Take the batch's tables one by one until none is left. */
static void pool_drain(pool_t *pl)
{
    tourney_t *t = pl->t;
    for (;;) {
        pthread_mutex_lock(&pl->mu);
        int k = pl->next < t->n_batch ? pl->next++ : -1;
        pthread_mutex_unlock(&pl->mu);
        if (k < 0)
            return;
        play_job(t, &t->tab[t->batch[k]]);
    }
}

static void *pool_worker(void *arg)
{
    pool_t *pl = arg;
    unsigned seen = 0;
    pthread_mutex_lock(&pl->mu);
    for (;;) {
        while (!pl->quit && pl->gen == seen)
            pthread_cond_wait(&pl->go, &pl->mu);
        if (pl->quit)
            break;
        seen = pl->gen;
        pthread_mutex_unlock(&pl->mu);
        pool_drain(pl);
        pthread_mutex_lock(&pl->mu);
        if (--pl->busy == 0)
            pthread_cond_signal(&pl->done);
    }
    pthread_mutex_unlock(&pl->mu);
    return NULL;
}

static void pool_destroy(struct pool *pl)
{
    if (!pl)
        return;
    pthread_mutex_lock(&pl->mu);
    pl->quit = 1;
    pthread_cond_broadcast(&pl->go);
    pthread_mutex_unlock(&pl->mu);
    for (int i = 0; i < pl->n_th; i++)
        pthread_join(pl->th[i], NULL);
    pthread_cond_destroy(&pl->go);
    pthread_cond_destroy(&pl->done);
    pthread_mutex_destroy(&pl->mu);
    free(pl);
}

/* jobs - 1 workers beside the stepping thread; NULL (play on one thread) if none can be made. */
static pool_t *pool_create(tourney_t *t, int jobs)
{
    pool_t *pl = calloc(1, sizeof *pl);
    if (!pl)
        return NULL;
    pl->t = t;
    if (pthread_mutex_init(&pl->mu, NULL) != 0) {
        free(pl);
        return NULL;
    }
    pthread_cond_init(&pl->go, NULL);
    pthread_cond_init(&pl->done, NULL);
    for (int i = 0; i < jobs - 1; i++) {
        if (pthread_create(&pl->th[pl->n_th], NULL, pool_worker, pl) != 0)
            break;
        pl->n_th++;
    }
    if (pl->n_th == 0) {
        pool_destroy(pl);
        return NULL;
    }
    return pl;
}

/* Play the queued tables' hands (on the workers and this thread) and wait for them all. Returns
 * -1 with the first failing table's message (in table-number order). */
static int flush_batch(tourney_t *t)
{
    if (t->n_batch == 0)
        return 0;
    if (t->n_batch > 1 && t->cfg.jobs > 1 && !t->pool)
        t->pool = pool_create(t, t->cfg.jobs);
    pool_t *pl = t->pool;
    if (t->n_batch > 1 && pl) {
        pthread_mutex_lock(&pl->mu);
        pl->next = 0;
        pl->busy = pl->n_th;
        pl->gen++;
        pthread_cond_broadcast(&pl->go);
        pthread_mutex_unlock(&pl->mu);
        pool_drain(pl);
        pthread_mutex_lock(&pl->mu);
        while (pl->busy > 0)
            pthread_cond_wait(&pl->done, &pl->mu);
        pthread_mutex_unlock(&pl->mu);
    } else {
        for (int k = 0; k < t->n_batch; k++)
            play_job(t, &t->tab[t->batch[k]]);
    }
    int n = t->n_batch;
    t->n_batch = 0;
    for (int k = 0; k < n; k++) {
        table_t *tb = &t->tab[t->batch[k]];
        if (tb->job_r < 0) {
            snprintf(t->err, sizeof t->err, "%s", tb->err);
            return -1;
        }
        tb->round_member = tb->job_r > 0 && t->h4h;
    }
    return 0;
}

/* A table's hand played on from the stepping thread (a person's table): its failure becomes the
 * tournament's. */
static int advance_here(tourney_t *t, table_t *tb)
{
    int r = advance(t, tb);
    if (r < 0)
        snprintf(t->err, sizeof t->err, "%s", tb->err);
    return r;
}

/* Start a hand at every idle table that may play one now, in two halves so that a moment can be
 * cut into slices (tourney_step_some): start_begin gives back the seats of the people whose moment
 * has come, seats the arrivals and counts the field once; start_some then goes through the tables
 * from t->mo_i, each hand dealt one unit of *units. The hands it queues are independent (each
 * table reads only what start_begin fixed) and nothing of them is seen before they end, so slices
 * of any size give the same tournament. */
static void wake_away(tourney_t *t);

static int start_begin(tourney_t *t)
{
    wake_away(t);
    for (int i = 0; i < t->n_tab; i++)
        if (t->tab[i].active && !t->tab[i].in_flight && !t->tab[i].breaking)
            seat_arrivals(t, &t->tab[i]);
    if (t->err[0])
        return -1;
    refresh_field(t);
    t->mo_most = max_seated(t);
    t->mo_i = 0;
    return 0;
}

/* -1 on failure, 0 once every table has been seen, 1 when *units ran out first (more to do). */
static int start_some(tourney_t *t, long *units)
{
    int most = t->mo_most;
    for (; t->mo_i < t->n_tab; t->mo_i++) {
        int i = t->mo_i;
        table_t *tb = &t->tab[i];
        if (!tb->active || tb->in_flight || tb->breaking || t->final_pending)
            continue;
        int n = seated(tb);
        if (n < 2)
            continue;
        /* R37: a table three or more short of the fullest waits for a player */
        if (n <= most - 3) {
            if (!tb->halted) {
                tourney_ev_t *v = push(t, TEV_HALT, -1);
                v->from_table = tb->number;
                v->rule = 37;
                snprintf(v->reason, sizeof v->reason, "table %d has %d players, %d fewer than the fullest table: it waits for a player",
                         tb->number, n, most - n);
            }
            tb->halted = 1;
            continue;
        }
        int L = level_at(t, t->now);
        if (!t->st.levels[L].is_break) {
            if (*units <= 0) /* this table's hand is the next slice's */
                return flush_batch(t) < 0 ? -1 : 1;
            (*units)--;
        }
        tb->halted = 0;
        if (t->st.levels[L].is_break) { /* everyone waits for the break's end (R40) */
            tb->in_flight = tb->waiting_break = 1;
            tb->busy_until = t->lvl_start[L + 1];
            tb->round_member = t->h4h;
            continue;
        }
        if (!has_person(t, tb)) { /* plays with the batch: nothing of it is seen before it ends */
            tb->job_level = L;
            t->batch[t->n_batch++] = i;
            continue;
        }
        /* a person's table delivers its events as they happen: the tables before it have played */
        if (flush_batch(t) < 0)
            return -1;
        int r = play_hand(t, tb, L);
        if (r < 0)
            return fail(t, tb->err);
        tb->round_member = r > 0 && t->h4h;
    }
    return flush_batch(t) < 0 ? -1 : 0;
}

static int person_waiting(const tourney_t *t)
{
    for (int i = 0; i < t->n_tab; i++)
        if (t->tab[i].active && t->tab[i].person_wait)
            return 1;
    return 0;
}

/* A table waits on a seat whose person has left (tourney_set_bot): its bot plays on. */
static int resume_left(tourney_t *t)
{
    for (int i = 0; i < t->n_tab; i++) {
        table_t *tb = &t->tab[i];
        if (!tb->active || !tb->person_wait)
            continue;
        int s = tb->stage == STAGE_HAND ? engine_to_act(tb->e) : engine_decision_seat(tb->e);
        if (s >= 0 && t->pl[tb->player_at[s]].person)
            continue;
        int r = advance_here(t, tb);
        if (r < 0)
            return -1;
        if (r == 0)
            tb->round_member = 0;
    }
    return 0;
}

static int any_in_flight(const tourney_t *t)
{
    for (int i = 0; i < t->n_tab; i++)
        if (t->tab[i].active && t->tab[i].in_flight)
            return 1;
    return 0;
}

/* R38: hand-for-hand from the moment the players left, counting the hands in progress, are at
 * most the places paid plus the margin, until they are all in the money. */
static void check_h4h(tourney_t *t)
{
    if (!t->h4h && !t->h4h_over && t->left > t->paid && t->left <= t->paid + t->mtt.hand_for_hand_margin &&
        n_playing_tables(t) >= 2) {
        t->h4h = 1;
        for (int i = 0; i < t->n_tab; i++)
            t->tab[i].round_member = t->tab[i].active && t->tab[i].in_flight;
        tourney_ev_t *v = push(t, TEV_HAND_FOR_HAND_START, -1);
        v->chips = t->left;
        v->place = t->paid;
        snprintf(v->reason, sizeof v->reason,
                 "%d players left, %d paid: hand-for-hand; the hands in progress finish as the first round", t->left,
                 t->paid);
    }
    if (t->h4h && t->left <= t->paid) {
        t->h4h = 0;
        t->h4h_over = 1;
        tourney_ev_t *v = push(t, TEV_HAND_FOR_HAND_END, -1);
        v->chips = t->left;
        v->place = t->paid;
        snprintf(v->reason, sizeof v->reason, "%d players left, all in the money: hand-for-hand ends", t->left);
    }
}

/* The moment is over: a seat handed to a bot inside it is the bot's from now on. Returns r. */
static int moment_end(tourney_t *t, int r)
{
    t->mo_phase = MO_NONE;
    for (int p = 0; p < t->n; p++)
        if (t->pl[p].leave_due) {
            t->pl[p].leave_due = 0;
            t->pl[p].person = 0;
            if (t->pl[p].away)
                t->n_away--; /* away, they leave for good: nothing calls them back */
            t->pl[p].away = 0;
        }
    return r;
}

int tourney_step_some(tourney_t *t, long max_units)
{
    long units = max_units > 0 ? max_units : LONG_MAX;
    for (;;) {
        switch (t->mo_phase) {
        case MO_NONE:
            if (t->finished)
                return 0;
            if (t->err[0] || t->oom)
                return -1;
            if (t->cfg.n_people && resume_left(t) < 0)
                return -1;
            if (person_waiting(t))
                return TOURNEY_STEP_PERSON;
            if (!any_in_flight(t)) {
                if (start_begin(t) < 0)
                    return moment_end(t, -1);
                t->mo_phase = MO_START0;
            } else {
                t->mo_phase = MO_FINISH_BEGIN;
            }
            break;
        case MO_START0: {
            int r = start_some(t, &units);
            if (r < 0)
                return moment_end(t, -1);
            if (r > 0)
                return TOURNEY_STEP_MORE;
            if (person_waiting(t))
                return moment_end(t, TOURNEY_STEP_PERSON);
            if (!any_in_flight(t)) {
                int o = snprintf(t->err, sizeof t->err, "no table can deal (%d left):", t->left);
                for (int i = 0; i < t->n_tab && o < (int)sizeof t->err; i++)
                    if (t->tab[i].active)
                        o += snprintf(t->err + o, sizeof t->err - (size_t)o, " table %d: %d seated%s%s%s", i + 1,
                                      seated(&t->tab[i]), t->tab[i].halted ? " halted" : "",
                                      t->tab[i].breaking ? " breaking" : "", t->final_pending ? " final" : "");
                return moment_end(t, -1);
            }
            t->mo_phase = MO_FINISH_BEGIN;
            break;
        }
        case MO_FINISH_BEGIN: {
            int64_t at = -1;
            for (int i = 0; i < t->n_tab; i++)
                if (t->tab[i].active && t->tab[i].in_flight && (at < 0 || t->tab[i].busy_until < at))
                    at = t->tab[i].busy_until;
            if (at > t->now)
                t->now = at;
            t->mo_at = at;
            t->mo_i = 0;
            t->mo_phase = MO_FINISH;
            break;
        }
        case MO_FINISH:
            /* the hands ending now, in table-number order; each one a unit */
            for (; t->mo_i < t->n_tab; t->mo_i++) {
                table_t *tb = &t->tab[t->mo_i];
                if (!tb->active || !tb->in_flight || tb->busy_until != t->mo_at)
                    continue;
                if (units <= 0)
                    return TOURNEY_STEP_MORE;
                units--;
                if (finish_hand(t, tb) < 0)
                    return moment_end(t, -1);
            }
            t->mo_phase = MO_RULES;
            break;
        case MO_RULES: {
            int start;
            if (t->h4h) {
                for (int i = 0; i < t->n_tab; i++)
                    if (t->tab[i].active && t->tab[i].in_flight && t->tab[i].round_member)
                        return moment_end(t, 1); /* the round goes on */
                settle(t);
                check_h4h(t);
                apply_rules(t);
                for (int i = 0; i < t->n_tab; i++)
                    t->tab[i].round_member = 0;
                start = !t->finished && !any_in_flight(t);
            } else {
                settle(t);
                check_h4h(t);
                apply_rules(t);
                start = !t->finished && (!t->h4h || !any_in_flight(t));
            }
            if (start && start_begin(t) < 0)
                return moment_end(t, -1);
            t->mo_phase = start ? MO_START1 : MO_END;
            break;
        }
        case MO_START1: {
            int r = start_some(t, &units);
            if (r < 0)
                return moment_end(t, -1);
            if (r > 0)
                return TOURNEY_STEP_MORE;
            t->mo_phase = MO_END;
            break;
        }
        default: /* MO_END */
            moment_end(t, 0);
            if (t->oom)
                return fail(t, "out of memory");
            if (t->err[0])
                return -1;
            return t->finished ? 0 : 1;
        }
    }
}

int tourney_step(tourney_t *t) { return tourney_step_some(t, 0); }

int tourney_moment_open(const tourney_t *t) { return t->mo_phase != MO_NONE; }

int64_t tourney_next_moment(const tourney_t *t)
{
    int64_t at = -1;
    for (int i = 0; i < t->n_tab; i++)
        if (t->tab[i].active && t->tab[i].in_flight && (at < 0 || t->tab[i].busy_until < at))
            at = t->tab[i].busy_until;
    return at;
}

int64_t tourney_table_until(const tourney_t *t, int table)
{
    if (table < 1 || table > t->n_tab)
        return -1;
    const table_t *tb = &t->tab[table - 1];
    return tb->active && tb->in_flight && !tb->person_wait ? tb->busy_until : -1;
}

int tourney_run(tourney_t *t)
{
    int r;
    while ((r = tourney_step(t)) == 1)
        ;
    return r;
}

/* ---- people --------------------------------------------------------------------------------- */

void tourney_wait(const tourney_t *t, tourney_wait_t *out)
{
    memset(out, 0, sizeof *out);
    out->player = -1;
    out->seat = -1;
    if (t->mo_phase != MO_NONE)
        return; /* a moment half played waits on nobody: the next slice goes on with it */
    for (int i = 0; i < t->n_tab; i++) {
        const table_t *tb = &t->tab[i];
        if (!tb->active || !tb->person_wait)
            continue;
        int hand = tb->stage == STAGE_HAND;
        int s = hand ? engine_to_act(tb->e) : engine_decision_seat(tb->e);
        if (s < 0 || !t->pl[tb->player_at[s]].person)
            continue; /* left to a bot: the next step plays it */
        view_t v;
        engine_view(tb->e, s, &v);
        out->kind = hand ? TOURNEY_WAIT_ACTION : TOURNEY_WAIT_DECISION;
        out->table = tb->number;
        out->seat = s;
        out->player = tb->player_at[s];
        out->time = t->now;
        if (hand)
            out->legal = v.legal;
        out->rebuy_offer = v.rebuy_offer;
        out->addon_offer = v.addon_offer;
        out->must_decide = v.must_decide;
        return;
    }
}

engine_reject_t tourney_submit(tourney_t *t, int player, cmd_t c)
{
    tourney_wait_t w;
    tourney_wait(t, &w);
    if (w.kind == TOURNEY_WAIT_NONE || player != w.player)
        return REJ_NOT_YOUR_TURN;
    table_t *tb = T(t, w.table);
    c.seat = w.seat;
    engine_reject_t r = engine_submit(tb->e, c);
    if (r != REJ_OK)
        return r;
    if (w.kind == TOURNEY_WAIT_ACTION)
        tb->actions++;
    int a = advance_here(t, tb);
    if (a == 0)
        tb->round_member = 0;
    return REJ_OK;
}

int tourney_is_person(const tourney_t *t, int player)
{
    return player >= 0 && player < t->n && t->pl[player].person;
}

int tourney_set_bot(tourney_t *t, int player)
{
    if (player < 0 || player >= t->n || (!t->pl[player].person && !t->pl[player].away))
        return -1;
    if (t->mo_phase != MO_NONE) { /* as if the moment had been played whole before it */
        t->pl[player].leave_due = 1;
        return 0;
    }
    if (t->pl[player].away)
        t->n_away--; /* away, they leave for good: nothing calls them back */
    t->pl[player].person = 0;
    t->pl[player].away = 0;
    return 0;
}

/* ---- away until a moment ---------------------------------------------------------------------- */

int tourney_level_now(const tourney_t *t) { return level_at(t, t->now); }

int tourney_away_reached(const tourney_t *t, tourney_away_t until, int level)
{
    switch (until) {
    case TOURNEY_AWAY_LEVEL:
        return level_at(t, t->now) > level;
    case TOURNEY_AWAY_BUBBLE:
        return t->h4h || t->h4h_over || t->left <= t->paid + t->mtt.hand_for_hand_margin;
    case TOURNEY_AWAY_FINAL:
        return t->final_done;
    default:
        return 0;
    }
}

int tourney_set_away(tourney_t *t, int player, tourney_away_t until)
{
    if (player < 0 || player >= t->n || !t->pl[player].person || t->pl[player].out || until < 0 ||
        until >= TOURNEY_AWAY_COUNT)
        return -1;
    int level = level_at(t, t->now);
    if (tourney_away_reached(t, until, level))
        return -1;
    if (t->mo_phase != MO_NONE) /* between moments only: the journal puts it there (the caller ends the moment first) */
        return -1;
    t->pl[player].person = 0;
    t->pl[player].away = (int)until + 1;
    t->pl[player].away_level = level;
    t->n_away++;
    return 0;
}

static void come_back(tourney_t *t, int player, const char *why)
{
    player_t *p = &t->pl[player];
    tourney_ev_t *v = push(t, TEV_BACK, player);
    if (v) {
        v->place = p->away - 1;
        v->to_table = p->table;
        v->to_seat = p->table ? p->seat + 1 : 0;
        snprintf(v->reason, sizeof v->reason, "%s takes their seat back: %s", p->name, why);
    }
    p->person = 1;
    p->away = 0;
    t->n_away--;
}

int tourney_set_person(tourney_t *t, int player)
{
    if (player < 0 || player >= t->n || !t->pl[player].away || t->pl[player].out || t->mo_phase != MO_NONE)
        return -1;
    come_back(t, player, "they are back");
    return 0;
}

int tourney_away_until(const tourney_t *t, int player)
{
    return player >= 0 && player < t->n && t->pl[player].away ? t->pl[player].away - 1 : -1;
}

/* Before any table deals: the people away until a moment that has come take their seats back. */
static void wake_away(tourney_t *t)
{
    for (int i = 0; t->n_away > 0 && i < t->n; i++) {
        player_t *p = &t->pl[i];
        if (!p->away)
            continue;
        if (p->out) {
            p->away = 0;
            t->n_away--;
            continue;
        }
        tourney_away_t u = (tourney_away_t)(p->away - 1);
        if (!tourney_away_reached(t, u, p->away_level))
            continue;
        come_back(t, i, u == TOURNEY_AWAY_LEVEL    ? "the next level"
                        : u == TOURNEY_AWAY_BUBBLE ? "the bubble"
                                                   : "the final table");
    }
}

int tourney_player_table(const tourney_t *t, int player, int *seat)
{
    if (player < 0 || player >= t->n || t->pl[player].out || !t->pl[player].table) {
        if (seat)
            *seat = -1;
        return 0;
    }
    if (seat)
        *seat = t->pl[player].seat;
    return t->pl[player].table;
}

int64_t tourney_player_chips(const tourney_t *t, int player, int *moving_to)
{
    if (moving_to)
        *moving_to = 0;
    if (player < 0 || player >= t->n || t->pl[player].out)
        return 0;
    const player_t *p = &t->pl[player];
    if (moving_to)
        *moving_to = p->moving_to;
    if (p->moving_to || !p->table || !T((tourney_t *)t, p->table)->e)
        return p->chips;
    view_t v;
    engine_view(T((tourney_t *)t, p->table)->e, -1, &v);
    return v.seats[p->seat].stack + v.seats[p->seat].in_pot;
}

int tourney_player_view(tourney_t *t, int player, view_t *out)
{
    int seat, tn = tourney_player_table(t, player, &seat);
    if (!tn || !T(t, tn)->e)
        return -1;
    engine_view(T(t, tn)->e, seat, out);
    out->field = field_for(t, out->seats[seat].stack, &t->view_field);
    return 0;
}

const char *tourney_error(const tourney_t *t) { return t->err; }

/* ---- what it looks like --------------------------------------------------------------------- */

int tourney_players(const tourney_t *t) { return t->n; }
int tourney_players_left(const tourney_t *t) { return t->left; }
int tourney_table_size(const tourney_t *t) { return t->S; }
int tourney_tables(const tourney_t *t) { return t->n_tab; }
int tourney_places_paid(const tourney_t *t) { return t->paid; }
int64_t tourney_prize_pool(const tourney_t *t) { return prize_pool(t); }
int64_t tourney_now(const tourney_t *t) { return t->now; }
uint64_t tourney_id(const tourney_t *t) { return t->id; }
int tourney_hand_for_hand(const tourney_t *t) { return t->h4h; }
int64_t tourney_decisions(const tourney_t *t)
{
    int64_t n = 0;
    for (int i = 0; i < t->n_tab; i++)
        n += t->tab[i].decisions;
    return n;
}

static const int DEPTH_EDGE[TOURNEY_DEPTH_BANDS] = {0, 8, 13, 20, 35, 60};

int tourney_depth_band(int64_t bb_tenths)
{
    int b = TOURNEY_DEPTH_BANDS - 1;
    while (b > 0 && bb_tenths < (int64_t)DEPTH_EDGE[b] * 10)
        b--;
    return b;
}

int tourney_depth_lo(int band)
{
    return band >= 0 && band < TOURNEY_DEPTH_BANDS ? DEPTH_EDGE[band] : 0;
}

void tourney_count_decision(tourney_mix_t mix, const view_t *v)
{
    int live = 0, dealt = 0;
    int64_t mine = 0, most = 0;
    for (int s = 0; s < v->n_seats; s++) {
        const view_seat_t *q = &v->seats[s];
        live += q->in_hand != 0;
        dealt += q->in_hand || q->folded;
        int64_t had = q->stack + q->in_pot; /* what the seat began the hand with */
        if (s == v->seat)
            mine = had;
        else if (q->in_hand && had > most)
            most = had;
    }
    /* between hands (a rebuy, an add-on) nobody is in a hand: the decider's own stack */
    int64_t eff = live > 0 && most < mine ? most : mine;
    int band = tourney_depth_band(v->bb > 0 ? eff * 10 / v->bb : 0);
    mix[TOURNEY_MIX_LIVE][live]++;
    mix[TOURNEY_MIX_DEALT][dealt]++;
    mix[TOURNEY_MIX_DEPTH][band]++;
    mix[TOURNEY_MIX_DEALT_DEPTH][dealt * TOURNEY_DEPTH_BANDS + band]++;
}

void tourney_decision_mix(const tourney_t *t, tourney_mix_t mix)
{
    memset(mix, 0, sizeof(tourney_mix_t));
    for (int i = 0; i < t->n_tab; i++)
        for (int k = 0; k < TOURNEY_MIX_KEYS; k++)
            for (int n = 0; n < TOURNEY_MIX_CELLS; n++)
                mix[k][n] += t->tab[i].mix[k][n];
}

const char *tourney_player_name(const tourney_t *t, int player)
{
    return player >= 0 && player < t->n ? t->pl[player].name : "?";
}

int tourney_table_count(const tourney_t *t, int table)
{
    if (table < 1 || table > t->n_tab || !t->tab[table - 1].active || t->tab[table - 1].breaking)
        return -1;
    return count_of(&t->tab[table - 1]);
}

int tourney_table_halted(const tourney_t *t, int table)
{
    return table >= 1 && table <= t->n_tab && t->tab[table - 1].active && t->tab[table - 1].halted;
}

int tourney_round_waiting(const tourney_t *t, int except, int *tables)
{
    int n = 0, w = 0;
    for (int i = 0; i < t->n_tab; i++) {
        const table_t *tb = &t->tab[i];
        if (!tb->active || tb->breaking)
            continue;
        n++;
        w += t->h4h && tb->in_flight && tb->round_member && tb->number != except;
    }
    if (tables)
        *tables = n;
    return w;
}

int tourney_table_hands(const tourney_t *t, int table)
{
    return table >= 1 && table <= t->n_tab ? t->tab[table - 1].hands : 0;
}

const engine_t *tourney_table_engine(const tourney_t *t, int table)
{
    return table >= 1 && table <= t->n_tab ? t->tab[table - 1].e : NULL;
}

int64_t tourney_chips_in_play(const tourney_t *t)
{
    int64_t sum = 0;
    for (int i = 0; i < t->n_tab; i++)
        if (t->tab[i].e)
            sum += engine_chips_in_play(t->tab[i].e);
    for (int p = 0; p < t->n; p++)
        if (!t->pl[p].out && (t->pl[p].moving_to || (t->pl[p].table && !T((tourney_t *)t, t->pl[p].table)->e)))
            sum += t->pl[p].chips;
    return sum;
}

int64_t tourney_chips_expected(const tourney_t *t)
{
    int64_t sum = 0;
    for (int i = 0; i < t->n_tab; i++)
        if (t->tab[i].e)
            sum += engine_chips_expected(t->tab[i].e);
    for (int p = 0; p < t->n; p++)
        if (!t->pl[p].out && (t->pl[p].moving_to || (t->pl[p].table && !T((tourney_t *)t, t->pl[p].table)->e)))
            sum += t->pl[p].chips;
    return sum;
}

void tourney_result(const tourney_t *t, int player, tourney_result_t *out)
{
    memset(out, 0, sizeof *out);
    if (player < 0 || player >= t->n)
        return;
    const player_t *p = &t->pl[player];
    out->place = p->place;
    out->place_to = p->place_to;
    out->prize = p->prize;
    out->table = p->elim_table;
    out->time = p->elim_time;
}

/* ---- a multi-table moment ------------------------------------------------------------------- */

/* The moment's tables and players, as they stand between hands. */
static tourney_t *moment_setup(const scenario_moment_t *m, char *err, size_t errlen)
{
    tourney_t *t = calloc(1, sizeof *t);
    if (!t)
        goto oom;
    t->st = m->structure;
    structure_mtt_default(&t->mtt);
    t->S = m->table_size;
    t->cfg.seed = m->seed;
    t->champion = -1;
    t->field_at = -1;
    rng_init(&t->rng, m->seed, RNG_STREAM_TOURNEY);
    t->id = 100000000ULL + rng_mix64(m->seed ^ 0x6d7474ULL) % 900000000ULL;
    for (int k = 0; k < m->n_tables; k++) {
        if (m->tables[k].number > t->n_tab)
            t->n_tab = m->tables[k].number;
        for (int s = 0; s < ENGINE_MAX_SEATS; s++)
            t->n += m->tables[k].seats[s].occupied;
    }
    t->left = t->n;
    t->tab = calloc((size_t)t->n_tab, sizeof *t->tab);
    t->pl = calloc((size_t)t->n, sizeof *t->pl);
    t->lvl_start = calloc((size_t)t->st.n_levels + 1, sizeof *t->lvl_start);
    if (!t->tab || !t->pl || !t->lvl_start)
        goto oom;
    for (int i = 0; i < t->n_tab; i++) {
        t->tab[i].number = i + 1;
        for (int s = 0; s < MAX_SEATS; s++)
            t->tab[i].player_at[s] = -1;
        t->tab[i].first_hand_id = 200000000000LL + (int64_t)(i + 1) * 100000000LL;
    }
    int p = 0;
    for (int k = 0; k < m->n_tables; k++) {
        const scenario_table_t *mt = &m->tables[k];
        table_t *tb = T(t, mt->number);
        tb->active = 1;
        for (int s = 0; s < t->S; s++)
            if (mt->seats[s].occupied) {
                snprintf(t->pl[p].name, sizeof t->pl[p].name, "%s", mt->seats[s].name);
                t->pl[p].chips = mt->seats[s].stack;
                t->pl[p].table = mt->number;
                t->pl[p].seat = s;
                tb->player_at[s] = p++;
            }
        if (mt->prev_bb) { /* it has dealt: its engine knows the last hand's positions (R3, R37) */
            engine_config_t ec;
            table_config(t, tb, m->level_index, &ec);
            ec.prev_button = mt->prev_button;
            ec.prev_sb = mt->prev_sb;
            ec.prev_bb = mt->prev_bb;
            char eerr[256];
            tb->e = engine_create(&ec, eerr, sizeof eerr);
            if (!tb->e) {
                snprintf(err, errlen, "table %d cannot be set up: %s", mt->number, eerr);
                tourney_destroy(t);
                return NULL;
            }
            tb->started = 1;
        }
    }
    t->final_done = m->n_tables == 1; /* one table in play: it is the final table */
    return t;
oom:
    snprintf(err, errlen, "out of memory");
    tourney_destroy(t);
    return NULL;
}

/* The next hand at the moment's table: dealt by its engine, as the tournament would deal it. */
static int moment_deal(tourney_t *t, table_t *tb, int level, int most, tourney_moment_table_t *o)
{
    o->players = seated(tb);
    o->halted = o->players >= 2 && o->players <= most - 3;
    if (o->players < 2 || o->halted)
        return 0;
    if (!tb->e && make_engine(t, tb, level) < 0)
        return -1;
    cmd_t c = {CMD_START, -1, 0};
    if (engine_submit(tb->e, c) != REJ_OK)
        return 0; /* fewer than two dealt in: it waits */
    ev_t ev;
    while (engine_poll(tb->e, &ev))
        if (ev.type == EV_BUTTON_DRAW && ev.seat >= 0 && ev.seat < ENGINE_MAX_SEATS) {
            o->drew[ev.seat] = ev.u.a.cards[0];
            o->n_drew++;
        } else if (ev.type == EV_OUT_OF_HAND && ev.seat >= 0 && ev.seat < MAX_SEATS && tb->player_at[ev.seat] >= 0) {
            o->seats[ev.seat].sits_out = 1;
            sit_out_event(t, tb, tb->player_at[ev.seat], ev.seat);
        } else if (ev.type == EV_HAND_START) {
            o->deals = 1;
            o->button = ev.u.hs.button + 1;
            o->small_blind = ev.u.hs.sb_pos + 1;
            o->big_blind = ev.u.hs.bb + 1;
            o->small_blind_posted = ev.u.hs.sb_posted;
        }
    view_t v;
    engine_view(tb->e, -1, &v);
    for (int s = 0; s < t->S; s++)
        o->seats[s].dealt = v.seats[s].in_hand;
    return 0;
}

int tourney_moment(const scenario_moment_t *m, tourney_moment_t *out, char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    tourney_t *t = moment_setup(m, err, errlen);
    if (!t)
        return -1;
    apply_rules(t); /* the end of a hand at every table: R39, R36, R37 */
    for (int i = 0; i < t->n_tab; i++)
        if (t->tab[i].active && !t->tab[i].breaking)
            seat_arrivals(t, &t->tab[i]);
    if (t->oom || t->err[0]) {
        snprintf(err, errlen, "%s", t->oom ? "out of memory" : t->err);
        tourney_destroy(t);
        return -1;
    }
    out->n_players = t->n;
    out->n_tables = t->n_tab;
    out->names = calloc((size_t)t->n, sizeof *out->names);
    out->tables = calloc((size_t)t->n_tab, sizeof *out->tables);
    if (!out->names || !out->tables) {
        tourney_moment_free(out);
        tourney_destroy(t);
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    for (int i = 0; i < t->n; i++)
        snprintf(out->names[i], sizeof out->names[i], "%s", t->pl[i].name);
    /* each table deals its next hand; who sits it out is the deal's (a sit-out event each) */
    int most = max_seated(t), rc = 0;
    for (int i = 0; i < t->n_tab && rc == 0; i++) {
        table_t *tb = &t->tab[i];
        tourney_moment_table_t *o = &out->tables[i];
        o->number = i + 1;
        o->in_play = tb->active;
        memset(o->drew, CARD_NONE, sizeof o->drew);
        for (int s = 0; s < MAX_SEATS; s++) {
            o->seats[s].player = tb->player_at[s];
            o->seats[s].chips = tb->player_at[s] >= 0 ? stack_of(t, tb->player_at[s]) : 0;
        }
        if (tb->active)
            rc = moment_deal(t, tb, m->level_index, most, o);
    }
    if (rc == 0) {
        out->events = malloc((size_t)(t->n_ev - t->ev_head + 1) * sizeof *out->events);
        if (!out->events) {
            snprintf(t->err, sizeof t->err, "out of memory");
            rc = -1;
        }
        while (rc == 0 && tourney_poll(t, &out->events[out->n_events]))
            out->n_events++;
    }
    if (rc < 0) {
        snprintf(err, errlen, "%s", t->err);
        tourney_moment_free(out);
    }
    tourney_destroy(t);
    return rc;
}

void tourney_moment_free(tourney_moment_t *out)
{
    free(out->names);
    free(out->tables);
    free(out->events);
    memset(out, 0, sizeof *out);
}
