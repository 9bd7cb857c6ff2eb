/* test_equity.c — all-in equity: exact enumeration against an independent brute force written
 * here (plain recursion over the remaining cards, scored with hand_eval7 or the reference
 * evaluator), Monte Carlo against the exact answers, determinism, and every error status. */
#include "engine/equity.h"
#include "engine/hand.h"
#include "engine/rng.h"
#include "ref_eval.h"
#include "testlib.h"

#define COUNT_OF(a) ((int)(sizeof(a) / sizeof((a)[0])))
#define ALL_CARDS ((((card_mask_t)1) << 52) - 1)

/* ---- building queries -------------------------------------------------------------------- */

static int parse_cards(const char *s, card_t *out, int max)
{
    char err[128] = "";
    int n = card_parse_list(s, out, max, err, sizeof err);
    if (n < 0) {
        fprintf(stderr, "test bug: cannot parse \"%s\": %s\n", s, err);
        exit(2);
    }
    return n;
}

/* hands: "AhAs KdKc ??" — each hand is four characters, "??" (or "xx") for a random hand. */
static equity_query_t query(const char *hands, const char *board, const char *dead)
{
    equity_query_t q;
    memset(&q, 0, sizeof q);
    const char *p = hands;
    while (*p) {
        while (*p == ' ')
            p++;
        if (!*p)
            break;
        if (q.n_hands >= EQUITY_MAX_HANDS) {
            fprintf(stderr, "test bug: too many hands in \"%s\"\n", hands);
            exit(2);
        }
        if (p[0] == '?' || p[0] == 'x') {
            q.hole[q.n_hands][0] = q.hole[q.n_hands][1] = CARD_NONE;
            p += 2;
        } else {
            char two[8] = {0};
            size_t len = strcspn(p, " ");
            if (len >= sizeof two) {
                fprintf(stderr, "test bug: bad hand in \"%s\"\n", hands);
                exit(2);
            }
            memcpy(two, p, len);
            if (parse_cards(two, q.hole[q.n_hands], 2) != 2) {
                fprintf(stderr, "test bug: a hand needs two cards: \"%s\"\n", two);
                exit(2);
            }
            p += len;
        }
        q.n_hands++;
    }
    q.n_board = board ? parse_cards(board, q.board, 5) : 0;
    q.n_dead = dead ? parse_cards(dead, q.dead, CARD_COUNT) : 0;
    return q;
}

/* ---- the brute force --------------------------------------------------------------------- */

enum { UNIT = 2520 }; /* lcm(1..10): pot shares as exact integers */

typedef struct brute {
    uint64_t deals;
    uint64_t wins[EQUITY_MAX_HANDS];
    uint64_t ties[EQUITY_MAX_HANDS];
    uint64_t share[EQUITY_MAX_HANDS]; /* in 1/UNIT of a pot */
} brute_t;

typedef struct bctx {
    int n;
    card_t hole[EQUITY_MAX_HANDS][2];
    int unknown[EQUITY_MAX_HANDS], nu;
    card_t board[5];
    int nb;
    card_mask_t used;
    int use_ref;
    brute_t *out;
} bctx_t;

static void b_score(bctx_t *x)
{
    uint32_t v[EQUITY_MAX_HANDS], best = 0;
    int k = 0;
    for (int i = 0; i < x->n; i++) {
        card_t c[7] = {x->hole[i][0], x->hole[i][1], x->board[0], x->board[1], x->board[2],
                       x->board[3], x->board[4]};
        v[i] = x->use_ref ? ref_eval(c, 7) : hand_eval7(c);
        if (v[i] > best) {
            best = v[i];
            k = 1;
        } else if (v[i] == best) {
            k++;
        }
    }
    x->out->deals++;
    for (int i = 0; i < x->n; i++) {
        if (v[i] != best)
            continue;
        if (k == 1) {
            x->out->wins[i]++;
            x->out->share[i] += UNIT;
        } else {
            x->out->ties[i]++;
            x->out->share[i] += UNIT / (uint64_t)k;
        }
    }
}

static void b_board(bctx_t *x, int from)
{
    if (x->nb == 5) {
        b_score(x);
        return;
    }
    for (int c = from; c < CARD_COUNT; c++) {
        if (x->used & card_bit((card_t)c))
            continue;
        x->used |= card_bit((card_t)c);
        x->board[x->nb++] = (card_t)c;
        b_board(x, c + 1);
        x->nb--;
        x->used &= ~card_bit((card_t)c);
    }
}

static void b_unknown(bctx_t *x, int u)
{
    if (u == x->nu) {
        b_board(x, 0);
        return;
    }
    int h = x->unknown[u];
    for (int a = 0; a < CARD_COUNT; a++) {
        if (x->used & card_bit((card_t)a))
            continue;
        for (int b = a + 1; b < CARD_COUNT; b++) {
            if (x->used & card_bit((card_t)b))
                continue;
            x->hole[h][0] = (card_t)a;
            x->hole[h][1] = (card_t)b;
            x->used |= card_bit((card_t)a) | card_bit((card_t)b);
            b_unknown(x, u + 1);
            x->used &= ~(card_bit((card_t)a) | card_bit((card_t)b));
        }
    }
}

/* Enumerate every completion of q (which the test knows is valid). */
static brute_t brute(const equity_query_t *q, int use_ref)
{
    brute_t out;
    memset(&out, 0, sizeof out);
    bctx_t x;
    memset(&x, 0, sizeof x);
    x.n = q->n_hands;
    x.use_ref = use_ref;
    x.out = &out;
    for (int i = 0; i < q->n_hands; i++) {
        if (q->hole[i][0] == CARD_NONE) {
            x.unknown[x.nu++] = i;
            continue;
        }
        x.hole[i][0] = q->hole[i][0];
        x.hole[i][1] = q->hole[i][1];
        x.used |= card_bit(q->hole[i][0]) | card_bit(q->hole[i][1]);
    }
    for (int i = 0; i < q->n_board; i++) {
        x.board[x.nb++] = q->board[i];
        x.used |= card_bit(q->board[i]);
    }
    for (int i = 0; i < q->n_dead; i++)
        x.used |= card_bit(q->dead[i]);
    b_unknown(&x, 0);
    return out;
}

/* Run q and require an exact result equal, count for count, to the brute force. */
static equity_result_t run_exact_and_compare(const char *what, const equity_query_t *q,
                                             const brute_t *b)
{
    equity_result_t res;
    memset(&res, 0, sizeof res);
    equity_status_t st = equity_run(q, &res);
    CHECK_MSG(st == EQUITY_OK, "%s: status %d (%s)", what, st, equity_status_message(st));
    if (st != EQUITY_OK)
        return res;
    CHECK_MSG(res.exact == 1, "%s: exact = %d", what, res.exact);
    CHECK_MSG(res.n_hands == q->n_hands, "%s: n_hands %d", what, res.n_hands);
    CHECK_MSG(res.deals == b->deals, "%s: deals %" PRIu64 ", brute force %" PRIu64, what,
              res.deals, b->deals);
    double sum = 0;
    for (int i = 0; i < q->n_hands; i++) {
        CHECK_MSG(res.wins[i] == b->wins[i], "%s: hand %d wins %" PRIu64 ", brute force %" PRIu64,
                  what, i, res.wins[i], b->wins[i]);
        CHECK_MSG(res.ties[i] == b->ties[i], "%s: hand %d ties %" PRIu64 ", brute force %" PRIu64,
                  what, i, res.ties[i], b->ties[i]);
        double d = (double)b->deals;
        CHECK_MSG(res.win[i] == (double)b->wins[i] / d, "%s: hand %d win %.17g", what, i, res.win[i]);
        CHECK_MSG(res.tie[i] == (double)b->ties[i] / d, "%s: hand %d tie %.17g", what, i, res.tie[i]);
        double eq = (double)b->share[i] / ((double)UNIT * d);
        CHECK_MSG(fabs(res.equity[i] - eq) <= 1e-12, "%s: hand %d equity %.17g, brute force %.17g",
                  what, i, res.equity[i], eq);
        CHECK_MSG(res.std_error[i] == 0.0, "%s: hand %d std_error %g in an exact run", what, i,
                  res.std_error[i]);
        sum += res.equity[i];
    }
    CHECK_MSG(fabs(sum - 1.0) <= 1e-12, "%s: equities sum to %.17g", what, sum);
    /* unused slots stay zero */
    for (int i = q->n_hands; i < EQUITY_MAX_HANDS; i++)
        CHECK_MSG(res.wins[i] == 0 && res.ties[i] == 0 && res.equity[i] == 0.0,
                  "%s: slot %d beyond n_hands is not zero", what, i);
    return res;
}

static uint64_t choose(int n, int k)
{
    uint64_t r = 1;
    for (int i = 1; i <= k; i++)
        r = r * (uint64_t)(n - k + i) / (uint64_t)i;
    return r;
}

/* ---- tests ------------------------------------------------------------------------------- */

static void test_aces_vs_kings(void)
{
    equity_query_t q = query("AhAs KdKc", NULL, NULL);
    CHECK_EQ_U64(equity_exact_cost(&q), 2 * 1712304ULL);
    brute_t b = brute(&q, 0);
    CHECK_EQ_U64(b.deals, 1712304);
    equity_result_t r = run_exact_and_compare("AhAs vs KdKc", &q, &b);
    CHECK_EQ_U64(r.deals, 1712304);
    /* each split deal is a tie for both, never a win */
    CHECK_EQ_U64(r.ties[0], r.ties[1]);
    CHECK_EQ_U64(r.wins[0] + r.wins[1] + r.ties[0], r.deals);
    /* pinned: these counts were also reproduced by a brute force scored with the reference
     * evaluator alone (tests/ref_eval.c), independently of the engine's tables */
    CHECK_EQ_U64(r.wins[0], 1388072);
    CHECK_EQ_U64(r.wins[1], 317694);
    CHECK_EQ_U64(r.ties[0], 6538);
    printf("   AhAs vs KdKc: %" PRIu64 " / %" PRIu64 " / %" PRIu64 " of %" PRIu64
           " deals, equity %.6f\n", r.wins[0], r.wins[1], r.ties[0], r.deals, r.equity[0]);
    CHECK_MSG(r.equity[0] > 0.81 && r.equity[0] < 0.83, "AA equity %.5f", r.equity[0]);
    /* order of the hands does not matter */
    equity_query_t q2 = query("KdKc AhAs", NULL, NULL);
    equity_result_t r2;
    CHECK_EQ_INT(equity_run(&q2, &r2), EQUITY_OK);
    CHECK_EQ_U64(r2.wins[0], r.wins[1]);
    CHECK_EQ_U64(r2.wins[1], r.wins[0]);
    CHECK_EQ_U64(r2.ties[0], r.ties[0]);
}

static void test_sums_to_one(void)
{
    static const char *const hands[EQUITY_MAX_HANDS] = {"AhAs", "KdKc", "QhJh", "7c2d", "9s9d",
                                                        "Tc8c", "5h4h", "AdKs", "3c3s", "JcTd"};
    for (int n = 2; n <= EQUITY_MAX_HANDS; n++) {
        char list[64] = "";
        for (int i = 0; i < n; i++) {
            strcat(list, hands[i]);
            strcat(list, " ");
        }
        equity_query_t q = query(list, NULL, NULL);
        brute_t b = brute(&q, 0);
        CHECK_EQ_U64(b.deals, choose(52 - 2 * n, 5));
        char what[32];
        snprintf(what, sizeof what, "%d hands preflop", n);
        run_exact_and_compare(what, &q, &b);
    }
    /* the board plays for everyone: every deal is split n ways */
    for (int n = 2; n <= 7; n++) {
        static const char *const small[] = {"2c3d", "2d3h", "2h3s", "2s4c", "4d5h", "4h5s", "6c7d"};
        char list[64] = "";
        for (int i = 0; i < n; i++) {
            strcat(list, small[i]);
            strcat(list, " ");
        }
        equity_query_t q = query(list, "AsKsQsJsTs", NULL);
        equity_result_t r;
        CHECK_EQ_INT(equity_run(&q, &r), EQUITY_OK);
        CHECK_EQ_U64(r.deals, 1);
        double sum = 0;
        for (int i = 0; i < n; i++) {
            CHECK_EQ_U64(r.wins[i], 0);
            CHECK_EQ_U64(r.ties[i], 1);
            CHECK_NEAR(r.equity[i], 1.0 / n, 1e-15);
            sum += r.equity[i];
        }
        CHECK_NEAR(sum, 1.0, 1e-12);
    }
    /* three aces and a pair on a turn: three-way splits, single winners and losers */
    equity_query_t q = query("Ac2d Ad3h Ah5c 9c9d", "Ks Qs Jh 4c", NULL);
    brute_t b = brute(&q, 1);
    equity_result_t r = run_exact_and_compare("three aces and nines", &q, &b);
    CHECK(r.ties[0] > 0 && r.ties[0] == r.ties[1] && r.ties[1] == r.ties[2]);
}

static void test_mirrored(void)
{
    equity_query_t q = query("AhKh AdKd", NULL, NULL);
    equity_result_t r;
    CHECK_EQ_INT(equity_run(&q, &r), EQUITY_OK);
    CHECK_EQ_INT(r.exact, 1);
    CHECK_EQ_U64(r.deals, 1712304);
    CHECK_EQ_U64(r.wins[0], r.wins[1]);
    CHECK_EQ_U64(r.ties[0], r.ties[1]);
    CHECK(r.equity[0] == r.equity[1]);
    CHECK_NEAR(r.equity[0], 0.5, 1e-15);
    CHECK(r.wins[0] > 0 && r.ties[0] > r.wins[0]); /* mostly splits, some flushes */
    /* suit-mirrored on a board too */
    q = query("9c8c 9d8d", "2h 7s Kh", NULL);
    CHECK_EQ_INT(equity_run(&q, &r), EQUITY_OK);
    CHECK_EQ_U64(r.wins[0], r.wins[1]);
    CHECK(r.equity[0] == r.equity[1]);
    /* three identical holdings of different suits */
    q = query("AcKc AdKd AhKh", NULL, NULL);
    CHECK_EQ_INT(equity_run(&q, &r), EQUITY_OK);
    CHECK_EQ_U64(r.wins[0], r.wins[1]);
    CHECK_EQ_U64(r.wins[1], r.wins[2]);
    CHECK_NEAR(r.equity[0], 1.0 / 3, 1e-15);
    CHECK_NEAR(r.equity[2], 1.0 / 3, 1e-15);
}

static void test_board_spots(void)
{
    /* flop: a flush-and-straight draw against an overpair; reference evaluator as the oracle */
    equity_query_t q = query("AhKh QsQd", "Jh Th 2c", NULL);
    CHECK_EQ_U64(equity_exact_cost(&q), 2 * 990);
    brute_t b = brute(&q, 1);
    CHECK_EQ_U64(b.deals, 990);
    equity_result_t r = run_exact_and_compare("AhKh vs QsQd on JhTh2c", &q, &b);
    printf("   AhKh vs QsQd on Jh Th 2c: equity %.6f\n", r.equity[0]);
    /* three-way on a flop */
    q = query("AhKh QsQd 9c8c", "Jh Th 2c", NULL);
    b = brute(&q, 1);
    CHECK_EQ_U64(b.deals, choose(43, 2));
    run_exact_and_compare("three-way on JhTh2c", &q, &b);
    /* one and two board cards: four and three cards to come */
    q = query("AhKh QsQd", "Jh", NULL);
    b = brute(&q, 0);
    CHECK_EQ_U64(b.deals, choose(47, 4));
    run_exact_and_compare("AhKh vs QsQd with Jh out", &q, &b);
    q = query("AhKh QsQd", "Jh Th", NULL);
    b = brute(&q, 1);
    CHECK_EQ_U64(b.deals, choose(46, 3));
    run_exact_and_compare("AhKh vs QsQd with Jh Th out", &q, &b);
    q = query("AhKh QsQd 7c7d", "Jh Th", NULL);
    b = brute(&q, 1);
    CHECK_EQ_U64(b.deals, choose(44, 3));
    run_exact_and_compare("three-way with Jh Th out", &q, &b);
    /* turn: 44 rivers */
    q = query("AsAd 7h6h", "Kh 5h 4c 2s", NULL);
    b = brute(&q, 1);
    CHECK_EQ_U64(b.deals, 44);
    run_exact_and_compare("AsAd vs 7h6h on Kh5h4c2s", &q, &b);
    /* river: one deal, decided */
    q = query("AsAd KcKh", "Kd 7s 2c 9h 3d", NULL);
    CHECK_EQ_INT(equity_run(&q, &r), EQUITY_OK);
    CHECK_EQ_U64(r.deals, 1);
    CHECK_EQ_U64(r.wins[1], 1);
    CHECK_EQ_U64(r.wins[0], 0);
    CHECK(r.equity[1] == 1.0 && r.equity[0] == 0.0);
    /* river: counterfeited two pair splits */
    q = query("Ac2c Ad2d", "Ks Kh 7s 7h Qc", NULL);
    CHECK_EQ_INT(equity_run(&q, &r), EQUITY_OK);
    CHECK_EQ_U64(r.ties[0], 1);
    CHECK_EQ_U64(r.ties[1], 1);
    CHECK(r.equity[0] == 0.5 && r.equity[1] == 0.5);
}

static void test_dead_cards(void)
{
    equity_query_t q = query("AhAs KdKc", NULL, "Qc Jd");
    CHECK_EQ_U64(equity_exact_cost(&q), 2 * choose(46, 5));
    brute_t b = brute(&q, 0);
    CHECK_EQ_U64(b.deals, 1370754);
    run_exact_and_compare("AhAs vs KdKc, Qc Jd dead", &q, &b);
    /* dead cards on a flop: the two dead cards never come */
    q = query("AhKh QsQd", "Jh Th 2c", "Qh 9h");
    b = brute(&q, 1);
    CHECK_EQ_U64(b.deals, choose(43, 2));
    equity_result_t r = run_exact_and_compare("flop with Qh 9h dead", &q, &b);
    /* killing the royal-flush card and the straight-flush card makes AhKh worse */
    equity_query_t q0 = query("AhKh QsQd", "Jh Th 2c", NULL);
    equity_result_t r0;
    CHECK_EQ_INT(equity_run(&q0, &r0), EQUITY_OK);
    CHECK(r.equity[0] < r0.equity[0]);
    /* the last king dead: the kings have 43 rivers left, none of them a king */
    q = query("AsAd KcKh", "Kd 7s 2c 9h", "Ks");
    b = brute(&q, 1);
    CHECK_EQ_U64(b.deals, 43);
    r = run_exact_and_compare("turn with the last king dead", &q, &b);
}

static void test_random_hand(void)
{
    /* exact on a turn: every unknown hand times every river */
    equity_query_t q = query("AhAs ??", "Kd 7c 2h 9s", NULL);
    CHECK_EQ_U64(equity_exact_cost(&q), 2ULL * choose(46, 2) * 44);
    brute_t b = brute(&q, 1);
    CHECK_EQ_U64(b.deals, choose(46, 2) * 44);
    equity_result_t ex = run_exact_and_compare("AhAs vs a random hand on Kd7c2h9s", &q, &b);
    /* the same by Monte Carlo */
    q.trials = 200000;
    q.seed = tl_seed();
    equity_result_t mc;
    CHECK_EQ_INT(equity_run(&q, &mc), EQUITY_OK);
    CHECK_EQ_INT(mc.exact, 0);
    CHECK_EQ_U64(mc.deals, 200000);
    for (int i = 0; i < 2; i++) {
        CHECK_MSG(mc.std_error[i] > 0, "std_error %g", mc.std_error[i]);
        CHECK_MSG(fabs(mc.equity[i] - ex.equity[i]) < 5 * mc.std_error[i],
                  "hand %d: MC %.5f vs exact %.5f, 5 SE = %.5f", i, mc.equity[i], ex.equity[i],
                  5 * mc.std_error[i]);
    }
    /* two random hands on a river: exact, and by symmetry exactly even */
    q = query("?? ??", "Ac 8d 5h 3s Jc", NULL);
    CHECK_EQ_U64(equity_exact_cost(&q), 2ULL * choose(47, 2) * choose(45, 2));
    b = brute(&q, 0);
    equity_result_t r = run_exact_and_compare("two random hands on a river", &q, &b);
    CHECK_EQ_U64(r.deals, choose(47, 2) * choose(45, 2));
    CHECK_EQ_U64(r.wins[0], r.wins[1]);
    CHECK(r.equity[0] == 0.5);
    /* a random hand with two known ones, on a flop, exact */
    q = query("AhKh ?? QsQd", "Jh Th 2c", NULL);
    b = brute(&q, 0);
    CHECK_EQ_U64(b.deals, choose(45, 2) * choose(43, 2));
    run_exact_and_compare("a random hand between two known ones", &q, &b);
    /* preflop against a random hand: too big to enumerate, automatic Monte Carlo */
    q = query("AhAs ??", NULL, NULL);
    q.seed = tl_seed();
    CHECK(equity_exact_cost(&q) > EQUITY_EXACT_LIMIT);
    CHECK_EQ_INT(equity_run(&q, &r), EQUITY_OK);
    CHECK_EQ_INT(r.exact, 0);
    CHECK_EQ_U64(r.deals, EQUITY_DEFAULT_TRIALS);
    /* AA against a random hand is about 85.2% */
    CHECK_MSG(fabs(r.equity[0] - 0.852) < 0.004, "AA vs random: %.5f", r.equity[0]);
}

static void check_std_error_formula(const char *what, const equity_result_t *r)
{
    /* heads up, per-deal share is 1 (win), 1/2 (tie) or 0: var = E[s^2] - E[s]^2 */
    for (int i = 0; i < 2; i++) {
        double d = (double)r->deals;
        double e = ((double)r->wins[i] + 0.5 * (double)r->ties[i]) / d;
        double m2 = ((double)r->wins[i] + 0.25 * (double)r->ties[i]) / d;
        double se = sqrt((m2 - e * e) / d);
        CHECK_MSG(fabs(r->equity[i] - e) < 1e-12, "%s: hand %d equity %.17g vs counts %.17g", what,
                  i, r->equity[i], e);
        CHECK_MSG(fabs(r->std_error[i] - se) < 1e-9 * se + 1e-15,
                  "%s: hand %d std_error %.17g vs counts %.17g", what, i, r->std_error[i], se);
    }
}

static void test_monte_carlo(void)
{
    uint64_t seed = tl_seed();
    equity_query_t q = query("AhAs KdKc", NULL, NULL);
    brute_t b = brute(&q, 0);
    double exact0 = (double)b.share[0] / ((double)UNIT * (double)b.deals);

    q.trials = 200000;
    q.seed = seed;
    equity_result_t a, a2, c;
    CHECK_EQ_INT(equity_run(&q, &a), EQUITY_OK);
    CHECK_EQ_INT(a.exact, 0);
    CHECK_EQ_U64(a.deals, 200000);
    CHECK_EQ_U64(a.wins[0] + a.wins[1] + a.ties[0], 200000);
    CHECK_NEAR(a.equity[0] + a.equity[1], 1.0, 1e-12);
    CHECK_MSG(a.std_error[0] > 0.0005 && a.std_error[0] < 0.0015, "std_error %g", a.std_error[0]);
    CHECK_MSG(fabs(a.equity[0] - exact0) < 5 * a.std_error[0],
              "MC %.6f vs exact %.6f: more than 5 SE (%.6f) apart", a.equity[0], exact0,
              5 * a.std_error[0]);
    check_std_error_formula("AA vs KK MC", &a);
    /* same seed, same answer, to the bit */
    CHECK_EQ_INT(equity_run(&q, &a2), EQUITY_OK);
    CHECK(memcmp(&a, &a2, sizeof a) == 0);
    /* another seed, another sample */
    q.seed = seed + 1;
    CHECK_EQ_INT(equity_run(&q, &c), EQUITY_OK);
    CHECK(c.wins[0] != a.wins[0] || c.wins[1] != a.wins[1] || c.ties[0] != a.ties[0]);
    CHECK_MSG(fabs(c.equity[0] - exact0) < 5 * c.std_error[0], "MC %.6f vs exact %.6f",
              c.equity[0], exact0);

    /* multiway Monte Carlo against the exact three-way answer */
    q = query("AhAs KdKc 8c7c", NULL, NULL);
    b = brute(&q, 0);
    q.trials = 200000;
    q.seed = seed;
    CHECK_EQ_INT(equity_run(&q, &a), EQUITY_OK);
    CHECK_EQ_INT(a.exact, 0);
    double sum = 0;
    for (int i = 0; i < 3; i++) {
        double ex = (double)b.share[i] / ((double)UNIT * (double)b.deals);
        CHECK_MSG(a.std_error[i] > 0 && fabs(a.equity[i] - ex) < 5 * a.std_error[i],
                  "3-way hand %d: MC %.6f vs exact %.6f, SE %.6f", i, a.equity[i], ex,
                  a.std_error[i]);
        sum += a.equity[i];
    }
    CHECK_NEAR(sum, 1.0, 1e-12);

    /* ten random hands, Monte Carlo: about a tenth each, summing to one */
    q = query("?? ?? ?? ?? ?? ?? ?? ?? ?? ??", NULL, NULL);
    q.trials = 50000;
    q.seed = seed;
    CHECK_EQ_INT(equity_run(&q, &a), EQUITY_OK);
    sum = 0;
    for (int i = 0; i < 10; i++) {
        CHECK_MSG(fabs(a.equity[i] - 0.1) < 5 * a.std_error[i], "hand %d: %.5f (SE %.5f)", i,
                  a.equity[i], a.std_error[i]);
        sum += a.equity[i];
    }
    CHECK_NEAR(sum, 1.0, 1e-12);

    /* trials > 0 forces Monte Carlo even when exact would be cheap */
    q = query("AsAd 7h6h", "Kh 5h 4c 2s", NULL);
    q.trials = 1000;
    q.seed = seed;
    CHECK_EQ_INT(equity_run(&q, &a), EQUITY_OK);
    CHECK_EQ_INT(a.exact, 0);
    CHECK_EQ_U64(a.deals, 1000);
}

/* Declare dead every card not in q's hands or board, except `keep` of them. */
static void kill_all_but(equity_query_t *q, int keep)
{
    card_mask_t used = 0;
    for (int i = 0; i < q->n_hands; i++)
        if (q->hole[i][0] != CARD_NONE)
            used |= card_bit(q->hole[i][0]) | card_bit(q->hole[i][1]);
    for (int i = 0; i < q->n_board; i++)
        used |= card_bit(q->board[i]);
    int free_cards = 0;
    for (int c = 0; c < CARD_COUNT; c++)
        free_cards += !(used & card_bit((card_t)c));
    q->n_dead = 0;
    for (int c = 0; c < CARD_COUNT && free_cards > keep; c++)
        if (!(used & card_bit((card_t)c))) {
            q->dead[q->n_dead++] = (card_t)c;
            free_cards--;
        }
}

static void test_errors(void)
{
    const equity_query_t good = query("AhAs KdKc", "2c 7d 9h", NULL);
    equity_result_t r;
    unsigned char before[sizeof r];
    memset(&r, 0xA5, sizeof r);
    memcpy(before, &r, sizeof r);

    struct {
        const char *why;
        equity_query_t q;
        equity_status_t want;
    } cases[40];
    int n = 0;
#define CASE(why_, want_, ...)                                                                 \
    do {                                                                                       \
        equity_query_t q = good;                                                               \
        __VA_ARGS__;                                                                           \
        cases[n].why = (why_);                                                                 \
        cases[n].q = q;                                                                        \
        cases[n].want = (want_);                                                               \
        n++;                                                                                   \
    } while (0)
    CASE("a zeroed query", EQUITY_ERR_HAND_COUNT, memset(&q, 0, sizeof q));
    CASE("one hand", EQUITY_ERR_HAND_COUNT, q.n_hands = 1);
    CASE("no hands", EQUITY_ERR_HAND_COUNT, q.n_hands = 0);
    CASE("negative hands", EQUITY_ERR_HAND_COUNT, q.n_hands = -1);
    CASE("eleven hands", EQUITY_ERR_HAND_COUNT, q = query("AhAs KdKc", NULL, NULL); q.n_hands = 11);
    CASE("a six-card board", EQUITY_ERR_BOARD_COUNT, q.n_board = 6);
    CASE("a negative board", EQUITY_ERR_BOARD_COUNT, q.n_board = -1);
    CASE("a hole card on the board", EQUITY_ERR_DUPLICATE, q.board[1] = q.hole[0][0]);
    CASE("a card in two hands", EQUITY_ERR_DUPLICATE, q.hole[1][1] = q.hole[0][1]);
    CASE("a pair of one card", EQUITY_ERR_DUPLICATE, q.hole[0][1] = q.hole[0][0]);
    CASE("a board card twice", EQUITY_ERR_DUPLICATE, q.board[2] = q.board[0]);
    CASE("a dead card in a hand", EQUITY_ERR_DUPLICATE, q.n_dead = 1; q.dead[0] = q.hole[1][0]);
    CASE("a dead card twice", EQUITY_ERR_DUPLICATE, q.n_dead = 2; q.dead[0] = 50; q.dead[1] = 50);
    CASE("card 52 in a hand", EQUITY_ERR_BAD_CARD, q.hole[0][0] = 52);
    CASE("card 200 on the board", EQUITY_ERR_BAD_CARD, q.board[0] = 200);
    CASE("an invalid dead card", EQUITY_ERR_BAD_CARD, q.n_dead = 1; q.dead[0] = 99);
    CASE("a hand unknown in its first half", EQUITY_ERR_BAD_CARD, q.hole[1][0] = CARD_NONE);
    CASE("a hand unknown in its second half", EQUITY_ERR_BAD_CARD, q.hole[0][1] = CARD_NONE);
    CASE("an unknown board card", EQUITY_ERR_BAD_CARD, q.board[2] = CARD_NONE);
    CASE("a negative dead count", EQUITY_ERR_BAD_CARD, q.n_dead = -1);
    CASE("53 dead cards", EQUITY_ERR_BAD_CARD, q.n_dead = 53);
    CASE("ten random hands and 28 dead cards", EQUITY_ERR_NOT_ENOUGH,
         q = query("?? ?? ?? ?? ?? ?? ?? ?? ?? ??", NULL, NULL);
         for (int i = 0; i < 28; i++) q.dead[i] = (card_t)i; q.n_dead = 28);
    CASE("ten random hands, a flop and 28 dead cards", EQUITY_ERR_NOT_ENOUGH,
         q = query("?? ?? ?? ?? ?? ?? ?? ?? ?? ??", "As Ks Qs", NULL);
         for (int i = 0; i < 28; i++) q.dead[i] = (card_t)i; q.n_dead = 28);
    CASE("two hands, a flop and one card left", EQUITY_ERR_NOT_ENOUGH, kill_all_but(&q, 1));
#undef CASE
    for (int i = 0; i < n; i++) {
        equity_status_t st = equity_run(&cases[i].q, &r);
        CHECK_MSG(st == cases[i].want, "%s: status %d (%s), expected %d (%s)", cases[i].why, st,
                  equity_status_message(st), cases[i].want, equity_status_message(cases[i].want));
        CHECK_MSG(memcmp(&r, before, sizeof r) == 0, "%s: the result was written on failure",
                  cases[i].why);
        CHECK_MSG(equity_exact_cost(&cases[i].q) == 0, "%s: exact cost %" PRIu64 " for an invalid query",
                  cases[i].why, equity_exact_cost(&cases[i].q));
    }

    /* just enough cards is fine: ten random hands need 25 cards, 27 dead leave 25 */
    equity_query_t q = query("?? ?? ?? ?? ?? ?? ?? ?? ?? ??", NULL, NULL);
    for (int i = 0; i < 27; i++)
        q.dead[i] = (card_t)i;
    q.n_dead = 27;
    q.trials = 2000;
    CHECK_EQ_INT(equity_run(&q, &r), EQUITY_OK);
    CHECK_EQ_U64(r.deals, 2000);
    /* on a flop they need 22: 27 dead leave exactly 22 */
    q = query("?? ?? ?? ?? ?? ?? ?? ?? ?? ??", "As Ks Qs", NULL);
    for (int i = 0; i < 27; i++)
        q.dead[i] = (card_t)i;
    q.n_dead = 27;
    q.trials = 2000;
    CHECK_EQ_INT(equity_run(&q, &r), EQUITY_OK);
    CHECK_EQ_U64(r.deals, 2000);
    /* a flop with exactly two cards left: one deal */
    q = query("AhAs KdKc", "2c 7d 9h", NULL);
    kill_all_but(&q, 2);
    CHECK_EQ_INT(q.n_dead, 43);
    CHECK_EQ_INT(equity_run(&q, &r), EQUITY_OK);
    CHECK_EQ_INT(r.exact, 1);
    CHECK_EQ_U64(r.deals, 1);
    /* a river with every other card dead */
    q = query("AhAs KdKc", "2c 7d 9h Jc Qd", NULL);
    kill_all_but(&q, 0);
    CHECK_EQ_INT(q.n_dead, 43);
    CHECK_EQ_INT(equity_run(&q, &r), EQUITY_OK);
    CHECK_EQ_U64(r.deals, 1);
    CHECK_EQ_U64(r.wins[0], 1);

    /* messages */
    for (int s = 0; s < EQUITY_STATUS_COUNT; s++) {
        const char *m = equity_status_message((equity_status_t)s);
        CHECK(m && *m);
        for (int t = 0; t < s; t++)
            CHECK(strcmp(m, equity_status_message((equity_status_t)t)) != 0);
    }
    CHECK_EQ_STR(equity_status_message(EQUITY_OK), "ok");
    CHECK(strstr(equity_status_message(EQUITY_ERR_DUPLICATE), "twice") != NULL);
    CHECK_EQ_STR(equity_status_message(EQUITY_STATUS_COUNT), "unknown equity status");
}

/* The default exact method (boards counted by rank classes, flush boards corrected) gives the
 * same counts as visiting every board: random heads-up matchups pre-flop and on a flop, random
 * three-way pre-flop, hands rich in one suit (where the flush corrections carry the answer), dead
 * cards and a random hand. */
static void compare_with_plain(const char *what, equity_query_t q)
{
    equity_result_t fast, plain;
    q.trials = 0;
    q.plain = 0;
    CHECK_EQ_INT(equity_run(&q, &fast), EQUITY_OK);
    q.plain = 1;
    CHECK_EQ_INT(equity_run(&q, &plain), EQUITY_OK);
    CHECK_MSG(fast.exact && plain.exact, "%s: not exact (%d, %d)", what, fast.exact, plain.exact);
    CHECK_MSG(fast.deals == plain.deals, "%s: deals %" PRIu64 " vs plain %" PRIu64, what, fast.deals, plain.deals);
    for (int i = 0; i < q.n_hands; i++) {
        CHECK_MSG(fast.wins[i] == plain.wins[i] && fast.ties[i] == plain.ties[i],
                  "%s: hand %d wins/ties %" PRIu64 "/%" PRIu64 ", plain %" PRIu64 "/%" PRIu64, what, i,
                  fast.wins[i], fast.ties[i], plain.wins[i], plain.ties[i]);
        CHECK_MSG(fast.equity[i] == plain.equity[i], "%s: hand %d equity %.17g, plain %.17g", what, i,
                  fast.equity[i], plain.equity[i]);
    }
}

static void random_query(rng_t *r, equity_query_t *q, int n_hands, int n_board, int n_dead)
{
    memset(q, 0, sizeof *q);
    card_mask_t used = 0;
    card_t deal[CARD_COUNT];
    int n = 0, want = 2 * n_hands + n_board + n_dead;
    while (n < want) {
        card_t c = (card_t)rng_below(r, CARD_COUNT);
        if (used & card_bit(c))
            continue;
        used |= card_bit(c);
        deal[n++] = c;
    }
    q->n_hands = n_hands;
    for (int i = 0; i < n_hands; i++) {
        q->hole[i][0] = deal[2 * i];
        q->hole[i][1] = deal[2 * i + 1];
    }
    q->n_board = n_board;
    for (int i = 0; i < n_board; i++)
        q->board[i] = deal[2 * n_hands + i];
    q->n_dead = n_dead;
    for (int i = 0; i < n_dead; i++)
        q->dead[i] = deal[2 * n_hands + n_board + i];
}

static void test_rank_classes_equal_plain(void)
{
    rng_t r;
    rng_init(&r, tl_seed(), 77);
    equity_query_t q;
    char what[96];
    for (int k = 0; k < 50; k++) {
        random_query(&r, &q, 2, 0, 0);
        snprintf(what, sizeof what, "random heads-up preflop #%d", k);
        compare_with_plain(what, q);
    }
    for (int k = 0; k < 20; k++) {
        random_query(&r, &q, 2, 3 + k % 3, k % 4);
        snprintf(what, sizeof what, "random heads-up with %d board and %d dead cards #%d", q.n_board, q.n_dead, k);
        compare_with_plain(what, q);
    }
    for (int k = 0; k < 4; k++) {
        random_query(&r, &q, 3, 0, 0);
        snprintf(what, sizeof what, "random 3-way preflop #%d", k);
        compare_with_plain(what, q);
    }
    random_query(&r, &q, 6, 0, 0);
    compare_with_plain("random 6-way preflop", q);
    static const char *const spots[][3] = {
        {"AhKh QhJh", NULL, NULL},       {"2s3s 4s5s", NULL, NULL},
        {"AhKh 9h8h QcQd", NULL, NULL},  {"AhKh QsQd 7c6c", NULL, NULL},
        {"AcKc 7c2c", "Qc 9c 3d", NULL}, {"AcKc 7c2c", "Qc 9c 3c", NULL},
        {"AsAd 8h8c", "Ks Qs Js", "Ts"}, {"AhAs KdKc", NULL, "2h 3h 4h 5h"},
        {"AhAs ??", "Kh 7h 2h 9s", NULL},
    };
    for (int k = 0; k < COUNT_OF(spots); k++) {
        q = query(spots[k][0], spots[k][1], spots[k][2]);
        snprintf(what, sizeof what, "%s on %s, dead %s", spots[k][0], spots[k][1] ? spots[k][1] : "-",
                 spots[k][2] ? spots[k][2] : "-");
        compare_with_plain(what, q);
    }
}

int main(int argc, char **argv)
{
    tl_init(argc, argv, 20240601);
    if (tl_group("aces_vs_kings"))
        test_aces_vs_kings();
    if (tl_group("sums_to_one"))
        test_sums_to_one();
    if (tl_group("mirrored"))
        test_mirrored();
    if (tl_group("board_spots"))
        test_board_spots();
    if (tl_group("dead_cards"))
        test_dead_cards();
    if (tl_group("random_hand"))
        test_random_hand();
    if (tl_group("monte_carlo"))
        test_monte_carlo();
    if (tl_group("errors"))
        test_errors();
    if (tl_group("rank_classes_equal_plain"))
        test_rank_classes_equal_plain();
    return tl_finish();
}
