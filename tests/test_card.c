/* test_card.c — cards (names, parsing, formatting, lists) and the deck (order, deal, burn,
 * remove, seeded Fisher–Yates shuffle). */
#include "engine/card.h"
#include "engine/deck.h"
#include "engine/rng.h"
#include "testlib.h"

#define COUNT_OF(a) ((int)(sizeof(a) / sizeof((a)[0])))

/* ---- cards --------------------------------------------------------------------------------- */

static void test_round_trip(void)
{
    const char *ranks = "23456789TJQKA", *suits = "cdhs";
    for (int c = 0; c < CARD_COUNT; c++) {
        char name[3] = {'x', 'x', 'x'};
        CHECK(card_format((card_t)c, name) == name);
        CHECK_EQ_INT(name[0], ranks[c / 4]);
        CHECK_EQ_INT(name[1], suits[c % 4]);
        CHECK_EQ_INT(name[2], '\0');
        card_t back = CARD_NONE;
        CHECK_EQ_INT(card_parse(name, &back), 2);
        CHECK_EQ_INT(back, c);
        CHECK_EQ_INT(card_rank((card_t)c), c / 4);
        CHECK_EQ_INT(card_suit((card_t)c), c % 4);
        CHECK_EQ_INT(card_make(c / 4, c % 4), c);
        CHECK(card_valid((card_t)c));
    }
    /* the layout the rest of the engine relies on */
    CHECK_EQ_INT(card_make(RANK_2, SUIT_CLUBS), 0);
    CHECK_EQ_INT(card_make(RANK_A, SUIT_SPADES), 51);
    CHECK_EQ_INT(card_make(RANK_T, SUIT_HEARTS), 8 * 4 + 2);
    CHECK(!card_valid(52));
    CHECK(!card_valid(CARD_NONE));
    char name[3];
    CHECK_EQ_STR(card_format(CARD_NONE, name), "??");
    CHECK_EQ_STR(card_format(52, name), "??");
    /* names */
    CHECK_EQ_INT(card_rank_char(RANK_T), 'T');
    CHECK_EQ_INT(card_rank_char(RANK_2), '2');
    CHECK_EQ_INT(card_rank_char(13), '?');
    CHECK_EQ_INT(card_rank_char(-1), '?');
    CHECK_EQ_INT(card_suit_char(SUIT_DIAMONDS), 'd');
    CHECK_EQ_INT(card_suit_char(4), '?');
    CHECK_EQ_STR(card_rank_name(RANK_2), "deuce");
    CHECK_EQ_STR(card_rank_name(RANK_A), "ace");
    CHECK_EQ_STR(card_rank_plural(RANK_6), "sixes");
    CHECK_EQ_STR(card_rank_plural(RANK_2), "deuces");
    CHECK_EQ_STR(card_rank_name(13), "?");
    CHECK_EQ_STR(card_suit_name(SUIT_CLUBS), "clubs");
    CHECK_EQ_STR(card_suit_name(SUIT_SPADES), "spades");
    CHECK_EQ_STR(card_suit_name(-1), "?");
}

static void test_parse_forms(void)
{
    card_t a = CARD_NONE, b = CARD_NONE;
    /* "10h" is the ten of hearts, the same card as "Th", and reads three characters */
    CHECK_EQ_INT(card_parse("10h", &a), 3);
    CHECK_EQ_INT(card_parse("Th", &b), 2);
    CHECK_EQ_INT(a, b);
    CHECK_EQ_INT(a, card_make(RANK_T, SUIT_HEARTS));
    CHECK_EQ_INT(card_parse("10H", &a), 3);
    CHECK_EQ_INT(a, card_make(RANK_T, SUIT_HEARTS));
    CHECK_EQ_INT(card_parse("tc", &a), 2);
    CHECK_EQ_INT(a, card_make(RANK_T, SUIT_CLUBS));
    /* any case */
    const struct {
        const char *s;
        int rank, suit;
    } forms[] = {{"ah", RANK_A, SUIT_HEARTS}, {"AS", RANK_A, SUIT_SPADES}, {"aS", RANK_A, SUIT_SPADES},
                 {"As", RANK_A, SUIT_SPADES}, {"kd", RANK_K, SUIT_DIAMONDS}, {"QC", RANK_Q, SUIT_CLUBS},
                 {"jH", RANK_J, SUIT_HEARTS}, {"2c", RANK_2, SUIT_CLUBS}, {"9S", RANK_9, SUIT_SPADES}};
    for (int i = 0; i < COUNT_OF(forms); i++) {
        card_t c = CARD_NONE;
        CHECK_MSG(card_parse(forms[i].s, &c) == 2, "card_parse(\"%s\") read %d chars", forms[i].s,
                  card_parse(forms[i].s, &c));
        CHECK_MSG(c == card_make(forms[i].rank, forms[i].suit), "card_parse(\"%s\") gave %d",
                  forms[i].s, c);
    }
    /* parsing stops after the card: the rest of the string is the caller's */
    CHECK_EQ_INT(card_parse("AhKd", &a), 2);
    CHECK_EQ_INT(a, card_make(RANK_A, SUIT_HEARTS));
    CHECK_EQ_INT(card_parse("10h9h", &a), 3);
    CHECK_EQ_INT(card_parse("Ah ", &a), 2);
}

static void test_parse_rejects(void)
{
    const char *bad[] = {"1h", "Xx", "A", "Ax", "", "11h", "h", "1", "10", "10x", " Ah", "Zh",
                         "0h", "A h", "-h", "\xffh"};
    for (int i = 0; i < COUNT_OF(bad); i++) {
        card_t out = 77; /* sentinel: not a card, must survive */
        int used = card_parse(bad[i], &out);
        CHECK_MSG(used == 0, "card_parse(\"%s\") returned %d", bad[i], used);
        CHECK_MSG(out == 77, "card_parse(\"%s\") overwrote *out with %d", bad[i], out);
    }
    card_t out = 77;
    CHECK_EQ_INT(card_parse(NULL, &out), 0);
    CHECK_EQ_INT(out, 77);
}

static void test_parse_list(void)
{
    const card_t AH = card_make(RANK_A, SUIT_HEARTS), KD = card_make(RANK_K, SUIT_DIAMONDS);
    const card_t TH = card_make(RANK_T, SUIT_HEARTS), NH = card_make(RANK_9, SUIT_HEARTS);
    const struct {
        const char *s;
        card_t a, b;
    } two[] = {{"AhKd", AH, KD},   {"Ah Kd", AH, KD},  {"Ah,Kd", AH, KD},    {"Ah, Kd", AH, KD},
               {" Ah  Kd ", AH, KD}, {"ah\tKD", AH, KD}, {",Ah,,Kd,", AH, KD}, {"10h9h", TH, NH},
               {"10h 9h", TH, NH}, {"Th,9h", TH, NH}};
    for (int i = 0; i < COUNT_OF(two); i++) {
        card_t out[4] = {CARD_NONE, CARD_NONE, CARD_NONE, CARD_NONE};
        char err[128] = "";
        int n = card_parse_list(two[i].s, out, 4, err, sizeof err);
        CHECK_MSG(n == 2, "card_parse_list(\"%s\") = %d (%s)", two[i].s, n, err);
        CHECK_MSG(out[0] == two[i].a && out[1] == two[i].b, "card_parse_list(\"%s\") gave %d %d",
                  two[i].s, out[0], out[1]);
    }
    /* empty inputs are zero cards, not an error */
    card_t out[8];
    char err[128];
    CHECK_EQ_INT(card_parse_list("", out, 8, err, sizeof err), 0);
    CHECK_EQ_INT(card_parse_list("  , ", out, 8, err, sizeof err), 0);
    CHECK_EQ_INT(card_parse_list(NULL, out, 8, err, sizeof err), 0);
    /* a full seven-card list, in order */
    CHECK_EQ_INT(card_parse_list("As Ks Qs Js 10s 9s 8s", out, 7, err, sizeof err), 7);
    for (int i = 0; i < 7; i++)
        CHECK_EQ_INT(out[i], card_make(RANK_A - i, SUIT_SPADES));
    /* all 52 */
    char all[52 * 3];
    size_t o = 0;
    for (int c = 51; c >= 0; c--) {
        char name[3];
        card_format((card_t)c, name);
        all[o++] = name[0];
        all[o++] = name[1];
    }
    all[o] = '\0';
    card_t deck[52];
    CHECK_EQ_INT(card_parse_list(all, deck, 52, err, sizeof err), 52);
    for (int i = 0; i < 52; i++)
        CHECK_EQ_INT(deck[i], 51 - i);
}

static void test_parse_list_errors(void)
{
    card_t out[8];
    char err[160];

    strcpy(err, "");
    CHECK_EQ_INT(card_parse_list("Ah Kd ah", out, 8, err, sizeof err), -1);
    CHECK_MSG(strstr(err, "twice") != NULL, "duplicate message \"%s\"", err);
    CHECK_MSG(strstr(err, "Ah") != NULL, "duplicate message \"%s\" names the card", err);
    /* "Th" and "10h" are the same card */
    strcpy(err, "");
    CHECK_EQ_INT(card_parse_list("Th 10h", out, 8, err, sizeof err), -1);
    CHECK_MSG(strstr(err, "twice") != NULL, "duplicate message \"%s\"", err);

    strcpy(err, "");
    CHECK_EQ_INT(card_parse_list("Ah Xh Kd", out, 8, err, sizeof err), -1);
    CHECK_MSG(strstr(err, "'Xh'") != NULL, "unknown-token message \"%s\" quotes 'Xh'", err);
    CHECK_MSG(strstr(err, "card 2;") != NULL, "unknown-token message \"%s\" says it is card 2", err);

    /* cards written together: the wrong one is quoted, not the whole text */
    strcpy(err, "");
    CHECK_EQ_INT(card_parse_list("AxAs", out, 8, err, sizeof err), -1);
    CHECK_MSG(strstr(err, "'Ax'") != NULL && strstr(err, "card 1;"), "joined-cards message \"%s\" quotes 'Ax'", err);
    strcpy(err, "");
    CHECK_EQ_INT(card_parse_list("AhKs10x", out, 8, err, sizeof err), -1);
    CHECK_MSG(strstr(err, "'10x'") != NULL && strstr(err, "card 3;"), "message \"%s\" quotes '10x'", err);

    strcpy(err, "");
    CHECK_EQ_INT(card_parse_list("Ah,1h", out, 8, err, sizeof err), -1);
    CHECK_MSG(strstr(err, "'1h'") != NULL, "unknown-token message \"%s\" quotes '1h'", err);

    strcpy(err, "");
    CHECK_EQ_INT(card_parse_list("AhK", out, 8, err, sizeof err), -1);
    CHECK_MSG(strstr(err, "'K'") != NULL, "unknown-token message \"%s\" quotes 'K'", err);

    strcpy(err, "");
    CHECK_EQ_INT(card_parse_list("Ah Kd Qc", out, 2, err, sizeof err), -1);
    CHECK_MSG(strstr(err, "too many") != NULL && strstr(err, "2") != NULL,
              "overflow message \"%s\" says too many (at most 2)", err);
    /* out[] beyond max is never written */
    card_t guard[4] = {CARD_NONE, CARD_NONE, 200, 200};
    CHECK_EQ_INT(card_parse_list("2c 3c 4c 5c", guard, 2, err, sizeof err), -1);
    CHECK_EQ_INT(guard[2], 200);
    CHECK_EQ_INT(guard[3], 200);
    /* max 0 accepts only an empty list */
    CHECK_EQ_INT(card_parse_list("", out, 0, err, sizeof err), 0);
    CHECK_EQ_INT(card_parse_list("Ah", out, 0, err, sizeof err), -1);
    /* a short error buffer is truncated, not overrun */
    char tiny[8];
    memset(tiny, 'z', sizeof tiny);
    CHECK_EQ_INT(card_parse_list("Ah Ah", out, 8, tiny, 6), -1);
    CHECK_EQ_INT(tiny[5], '\0');
    CHECK_EQ_INT(tiny[6], 'z');
}

/* ---- deck ---------------------------------------------------------------------------------- */

static int is_permutation(const deck_t *d)
{
    card_mask_t seen = 0;
    for (int i = 0; i < CARD_COUNT; i++) {
        if (!card_valid(d->cards[i]) || (seen & card_bit(d->cards[i])))
            return 0;
        seen |= card_bit(d->cards[i]);
    }
    return seen == (((card_mask_t)1 << 52) - 1);
}

static void test_deck_order_and_deal(void)
{
    deck_t d;
    memset(&d, 0xA5, sizeof d);
    deck_init(&d);
    CHECK_EQ_INT(d.size, 52);
    CHECK_EQ_INT(deck_left(&d), 52);
    /* 2c 2d 2h 2s 3c ... As */
    char name[3];
    CHECK_EQ_STR(card_format(d.cards[0], name), "2c");
    CHECK_EQ_STR(card_format(d.cards[1], name), "2d");
    CHECK_EQ_STR(card_format(d.cards[4], name), "3c");
    CHECK_EQ_STR(card_format(d.cards[51], name), "As");
    for (int i = 0; i < 52; i++)
        CHECK_EQ_INT(d.cards[i], i);
    for (int i = 0; i < 52; i++) {
        CHECK_EQ_INT(deck_deal(&d), i);
        CHECK_EQ_INT(deck_left(&d), 51 - i);
    }
    CHECK_EQ_INT(deck_deal(&d), CARD_NONE);
    CHECK_EQ_INT(deck_deal(&d), CARD_NONE);
    CHECK_EQ_INT(deck_burn(&d), CARD_NONE);
    CHECK_EQ_INT(deck_left(&d), 0);
}

static void test_deck_burn_remove(void)
{
    deck_t d;
    deck_init(&d);
    /* hold'em order: two hole cards, burn, flop, burn, turn */
    CHECK_EQ_INT(deck_deal(&d), 0);
    CHECK_EQ_INT(deck_deal(&d), 1);
    CHECK_EQ_INT(deck_burn(&d), 2);
    CHECK_EQ_INT(d.n_burned, 1);
    CHECK_EQ_INT(d.burned[0], 2); /* index of the burned card */
    CHECK_EQ_INT(deck_deal(&d), 3);
    CHECK_EQ_INT(deck_burn(&d), 4);
    CHECK_EQ_INT(d.n_burned, 2);
    CHECK_EQ_INT(d.burned[1], 4);
    CHECK_EQ_INT(deck_left(&d), 47);
    /* more than 8 burns: the cards still leave the deck, the record keeps the first 8 */
    for (int i = 0; i < 10; i++)
        CHECK_EQ_INT(deck_burn(&d), 5 + i);
    CHECK_EQ_INT(d.n_burned, 8);
    CHECK_EQ_INT(deck_left(&d), 37);

    /* remove known cards: order of the rest is kept, dealing restarts */
    deck_init(&d);
    deck_deal(&d);
    deck_burn(&d);
    card_t as = card_make(RANK_A, SUIT_SPADES), c2 = card_make(RANK_2, SUIT_CLUBS);
    card_t th = card_make(RANK_T, SUIT_HEARTS);
    deck_remove(&d, card_bit(as) | card_bit(c2) | card_bit(th));
    CHECK_EQ_INT(d.size, 49);
    CHECK_EQ_INT(deck_left(&d), 49);
    CHECK_EQ_INT(d.n_burned, 0);
    int prev = -1, in_order = 1;
    card_mask_t seen = 0;
    for (int i = 0; i < 49; i++) {
        card_t c = deck_deal(&d);
        in_order &= (int)c > prev;
        prev = c;
        seen |= card_bit(c);
    }
    CHECK(in_order);
    CHECK_EQ_U64(seen, (((card_mask_t)1 << 52) - 1) & ~(card_bit(as) | card_bit(c2) | card_bit(th)));
    CHECK_EQ_INT(deck_deal(&d), CARD_NONE);
    /* removing nothing changes nothing; removing cards already gone is harmless */
    deck_remove(&d, 0);
    CHECK_EQ_INT(d.size, 49);
    deck_remove(&d, card_bit(as));
    CHECK_EQ_INT(d.size, 49);
    /* a shuffled, reduced deck stays a permutation of what is left */
    rng_t r;
    rng_init(&r, 5, RNG_STREAM_DECK);
    deck_shuffle(&d, &r);
    CHECK_EQ_INT(d.size, 49);
    seen = 0;
    for (int i = 0; i < 49; i++)
        seen |= card_bit(d.cards[i]);
    CHECK_EQ_U64(seen, (((card_mask_t)1 << 52) - 1) & ~(card_bit(as) | card_bit(c2) | card_bit(th)));
    /* remove everything */
    deck_remove(&d, ((card_mask_t)1 << 52) - 1);
    CHECK_EQ_INT(d.size, 0);
    CHECK_EQ_INT(deck_deal(&d), CARD_NONE);
}

static void test_shuffle_permutation(void)
{
    uint64_t seed = tl_seed();
    deck_t d, e;
    rng_t r;
    int changed = 0;
    for (uint64_t s = 0; s < 2000; s++) {
        rng_init(&r, seed + s, RNG_STREAM_DECK);
        deck_init(&d);
        deck_deal(&d);
        deck_burn(&d);
        deck_shuffle(&d, &r);
        CHECK_MSG(is_permutation(&d), "seed %" PRIu64 ": shuffle is not a permutation", seed + s);
        CHECK_EQ_INT(deck_left(&d), 52);
        CHECK_EQ_INT(d.n_burned, 0);
        /* the same seed deals the same deck, however often */
        rng_init(&r, seed + s, RNG_STREAM_DECK);
        deck_init(&e);
        deck_shuffle(&e, &r);
        CHECK(memcmp(d.cards, e.cards, sizeof d.cards) == 0);
        deck_init(&e);
        changed += memcmp(d.cards, e.cards, sizeof d.cards) != 0;
    }
    CHECK_EQ_INT(changed, 2000);
    /* a reshuffle of a shuffled deck continues from the stream: new order, still a permutation */
    rng_init(&r, seed, RNG_STREAM_DECK);
    deck_init(&d);
    deck_shuffle(&d, &r);
    e = d;
    deck_shuffle(&d, &r);
    CHECK(is_permutation(&d));
    CHECK(memcmp(d.cards, e.cards, sizeof d.cards) != 0);
    /* other streams of the same seed deal other decks */
    rng_init(&r, seed, RNG_STREAM_COSMETIC);
    deck_init(&d);
    deck_shuffle(&d, &r);
    CHECK(memcmp(d.cards, e.cards, sizeof d.cards) != 0);
    /* a one-card deck and an empty deck shuffle without drawing */
    deck_init(&d);
    deck_remove(&d, (((card_mask_t)1 << 52) - 1) & ~card_bit(17));
    rng_init(&r, seed, RNG_STREAM_DECK);
    rng_t before = r;
    deck_shuffle(&d, &r);
    CHECK_EQ_INT(d.size, 1);
    CHECK_EQ_INT(d.cards[0], 17);
    CHECK(memcmp(&r, &before, sizeof r) == 0);
}

static double chi_square(const long *count, int bins, double expected)
{
    double chi = 0;
    for (int i = 0; i < bins; i++) {
        double d = (double)count[i] - expected;
        chi += d * d / expected;
    }
    return chi;
}

static void test_shuffle_uniform(void)
{
    uint64_t seed = tl_seed();
    enum { SHUFFLES = 520000 };
    static long at[52][52]; /* at[position][card] */
    memset(at, 0, sizeof at);
    deck_t d;
    rng_t r;
    for (long s = 0; s < SHUFFLES; s++) {
        /* a fresh seed per shuffle, as the game does per hand */
        rng_init(&r, seed + (uint64_t)s, RNG_STREAM_DECK);
        deck_init(&d);
        deck_shuffle(&d, &r);
        for (int p = 0; p < 52; p++)
            at[p][d.cards[p]]++;
    }
    const double expected = SHUFFLES / 52.0;
    /* 51 degrees of freedom each: mean 51, sd 10.1; generous bounds */
    double chi_first = chi_square(at[0], 52, expected);
    double chi_last = chi_square(at[51], 52, expected);
    printf("   chi-square of the first card over %d shuffles: %.2f; of the last card: %.2f (51 dof)\n",
           SHUFFLES, chi_first, chi_last);
    CHECK_MSG(chi_first > 15.0 && chi_first < 148.0, "first-card chi-square %.2f outside (15, 148)",
              chi_first);
    CHECK_MSG(chi_last > 15.0 && chi_last < 148.0, "last-card chi-square %.2f outside (15, 148)",
              chi_last);
    /* every (position, card) cell: 52*52 cells, (51*51) = 2601 dof, sd 72 */
    double chi_all = 0;
    for (int p = 0; p < 52; p++)
        chi_all += chi_square(at[p], 52, expected);
    printf("   chi-square of all positions x cards: %.1f (2601 dof)\n", chi_all);
    CHECK_MSG(chi_all > 2601 - 6 * 72.1 && chi_all < 2601 + 8 * 72.1,
              "position x card chi-square %.1f outside (2168, 3178)", chi_all);
    /* no single cell is wildly off: expected 10000, sd 99; 7 sd */
    long worst = 0;
    for (int p = 0; p < 52; p++)
        for (int c = 0; c < 52; c++) {
            long dev = labs(at[p][c] - (long)expected);
            if (dev > worst)
                worst = dev;
        }
    CHECK_MSG(worst < 7 * 99, "largest cell deviation %ld", worst);
}

int main(int argc, char **argv)
{
    tl_init(argc, argv, 20240601);
    if (tl_group("round_trip"))
        test_round_trip();
    if (tl_group("parse_forms"))
        test_parse_forms();
    if (tl_group("parse_rejects"))
        test_parse_rejects();
    if (tl_group("parse_list"))
        test_parse_list();
    if (tl_group("parse_list_errors"))
        test_parse_list_errors();
    if (tl_group("deck_order_and_deal"))
        test_deck_order_and_deal();
    if (tl_group("deck_burn_remove"))
        test_deck_burn_remove();
    if (tl_group("shuffle_permutation"))
        test_shuffle_permutation();
    if (tl_group("shuffle_uniform"))
        test_shuffle_uniform();
    return tl_finish();
}
