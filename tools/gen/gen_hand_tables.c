/* gen_hand_tables.c — builds the hand evaluator's lookup tables at build time and writes them as
 * C source (hand_tables.c + hand_tables.h). Everything here is computed from the rules of hand
 * ranking; nothing is copied. It must agree bit for bit with the lookup in src/engine/hand.h.
 *
 * The scheme:
 *  - A hand's rank key is the sum over its cards of a weight per rank. The weights (RANK_WEIGHTS)
 *    are the greedy smallest increasing integers for which every multiset of at most seven ranks,
 *    at most four of each, has its own sum below 2^25; `--search` re-derives them and every run
 *    verifies them.
 *  - The card keys carry the weights scrambled (times an odd constant modulo 2^25, a bijection)
 *    and are summed without a modulus: two multisets with one plain sum would have one sum modulo
 *    2^25, hence one unscrambled sum, so the plain sums of scrambled weights are unique too. They
 *    stay below 7 * 2^25 < 2^28, in the low bits of the hand key (suit fields above bit 32), so a
 *    lookup needs no mask and one shift; the scramble spreads the dense clusters that the small
 *    weights leave (unscrambled, a row of 1024 held up to 355 keys and rows would not interleave).
 *  - Non-flush hands: the best-five value of every rank multiset of 5, 6 and 7 cards is stored in
 *    one table by row displacement: the key's high bits pick a row, whose offset (found first-fit
 *    at generation) is added to the key. Rows may overlap wherever their entries fall on empty
 *    slots or on slots holding the same value. Lookup: a shift, two loads, an add.
 *  - Flushes: an 8192-entry table indexed by the 13-bit rank mask of the flush suit.
 *  - All the lookup tables are members of one struct (hand_tab), so a loop addresses every one of
 *    them from one base register (position-independent code needs a register per global array).
 *  - Values are dense: 1 = worst high card (7-5-4-3-2) .. 7462 = royal flush. A decode table maps
 *    a value back to its category and ranks for descriptions. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NRANK 13
#define MAX_KEYS 80000
#define NCLASS 7462

enum { C_HIGH, C_PAIR, C_TWO_PAIR, C_TRIPS, C_STRAIGHT, C_FLUSH, C_FULL_HOUSE, C_QUADS, C_STRAIGHT_FLUSH };

static uint32_t weight[NRANK];

#define KEY_LIMIT (1u << 25)
#define KEY_MUL 0x9e3779b1u
/* Multiplying by an odd constant modulo 2^25 is a bijection of [0, 2^25). */
static inline uint32_t scramble(uint32_t w) { return (w * KEY_MUL) & (KEY_LIMIT - 1); }

static uint32_t pack(int cat, const int *r, int n)
{
    uint32_t s = (uint32_t)cat << 20;
    for (int i = 0; i < n; i++)
        s |= (uint32_t)r[i] << (16 - 4 * i);
    return s;
}

/* Highest straight in a 13-bit rank mask: top rank index, or -1. The wheel (A-2-3-4-5) has
 * top 3 (the five). */
static int straight_top(unsigned mask)
{
    for (int top = 12; top >= 4; top--) {
        unsigned need = 0x1fu << (top - 4);
        if ((mask & need) == need)
            return top;
    }
    if ((mask & 0x100fu) == 0x100fu)
        return 3;
    return -1;
}

/* Score of the best non-flush five-card hand in a rank multiset (counts[r] <= 4, sum 5..7).
 * Scores compare like hands: category first, then ranks in order of significance. */
static uint32_t score_counts(const int *cnt)
{
    int quads = -1, trips[3], nt = 0, pairs[4], np = 0, singles[7], ns = 0;
    unsigned present = 0;
    for (int r = 12; r >= 0; r--) {
        if (cnt[r])
            present |= 1u << r;
        if (cnt[r] == 4 && quads < 0)
            quads = r;
        else if (cnt[r] == 3)
            trips[nt++] = r;
        else if (cnt[r] == 2)
            pairs[np++] = r;
        else if (cnt[r] == 1)
            singles[ns++] = r;
    }
    int r[5];
    if (quads >= 0) {
        r[0] = quads;
        r[1] = -1;
        for (int k = 12; k >= 0; k--)
            if (k != quads && cnt[k]) {
                r[1] = k;
                break;
            }
        return pack(C_QUADS, r, 2);
    }
    if (nt >= 1 && (nt >= 2 || np >= 1)) {
        r[0] = trips[0];
        r[1] = -1;
        if (nt >= 2)
            r[1] = trips[1];
        if (np >= 1 && pairs[0] > r[1])
            r[1] = pairs[0];
        return pack(C_FULL_HOUSE, r, 2);
    }
    int st = straight_top(present);
    if (st >= 0) {
        r[0] = st;
        return pack(C_STRAIGHT, r, 1);
    }
    if (nt == 1) {
        r[0] = trips[0];
        r[1] = singles[0];
        r[2] = singles[1];
        return pack(C_TRIPS, r, 3);
    }
    if (np >= 2) {
        r[0] = pairs[0];
        r[1] = pairs[1];
        /* kicker: best remaining rank, which may come from a third pair */
        r[2] = ns ? singles[0] : -1;
        if (np >= 3 && pairs[2] > r[2])
            r[2] = pairs[2];
        return pack(C_TWO_PAIR, r, 3);
    }
    if (np == 1) {
        r[0] = pairs[0];
        r[1] = singles[0];
        r[2] = singles[1];
        r[3] = singles[2];
        return pack(C_PAIR, r, 4);
    }
    for (int i = 0; i < 5; i++)
        r[i] = singles[i];
    return pack(C_HIGH, r, 5);
}

/* Best flush (or straight flush) among the ranks of a mask with at least five bits. */
static uint32_t score_flush_mask(unsigned mask)
{
    int r[5], n = 0;
    int st = straight_top(mask);
    if (st >= 0) {
        r[0] = st;
        return pack(C_STRAIGHT_FLUSH, r, 1);
    }
    for (int k = 12; k >= 0 && n < 5; k--)
        if (mask & (1u << k))
            r[n++] = k;
    return pack(C_FLUSH, r, 5);
}

static uint32_t classes[NCLASS + 1];
static int nclasses;

static int cmp_u32(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

static uint16_t value_of(uint32_t score)
{
    int lo = 0, hi = nclasses - 1;
    while (lo <= hi) {
        int mid = (lo + hi) / 2;
        if (classes[mid] == score)
            return (uint16_t)(mid + 1);
        if (classes[mid] < score)
            lo = mid + 1;
        else
            hi = mid - 1;
    }
    fprintf(stderr, "gen_hand_tables: score %06x is not a five-card class\n", score);
    exit(1);
}

static uint32_t keys[MAX_KEYS];
static uint16_t vals[MAX_KEYS];
static int nkeys;
static int counts[NRANK];

/* Visit every multiset of ranks with counts <= 4 and the given size, from rank r up. */
static void walk(int r, int left, int size, int mode)
{
    if (r == NRANK) {
        if (left)
            return;
        if (mode == 0) { /* five-card classes */
            classes[nclasses++] = score_counts(counts);
        } else {
            uint32_t key = 0; /* below 7 * 2^25: no wrap */
            for (int k = 0; k < NRANK; k++)
                key += (uint32_t)counts[k] * scramble(weight[k]);
            keys[nkeys] = key;
            vals[nkeys] = value_of(score_counts(counts));
            nkeys++;
        }
        return;
    }
    for (int c = 0; c <= 4 && c <= left; c++) {
        counts[r] = c;
        walk(r + 1, left - c, size, mode);
    }
    counts[r] = 0;
}

/* ---- rank weights ---- */
static const uint32_t RANK_WEIGHTS[NRANK] = {1, 5, 24, 112, 521, 2247, 9244, 30823, 103066,
                                             250154, 667453, 1526359, 3453520};

/* Sums of all multisets (size <= 7, counts <= 4) over the ranks placed so far, by size. */
static uint32_t *by_size[8];
static int n_by_size[8];
static uint64_t *seen_bits;

static int seen(uint32_t v) { return (int)((seen_bits[v >> 6] >> (v & 63)) & 1); }

/* Add rank weight w to the multiset sums; returns 0 if two multisets would share a sum. */
static int add_rank(uint32_t w)
{
    static uint32_t add[8][60000];
    int nadd[8] = {0};
    for (int s = 0; s <= 7; s++)
        for (int i = 0; i < n_by_size[s]; i++)
            for (int c = 1; c <= 4 && s + c <= 7; c++)
                add[s + c][nadd[s + c]++] = by_size[s][i] + (uint32_t)c * w;
    for (int s = 0; s <= 7; s++)
        for (int i = 0; i < nadd[s]; i++) {
            uint32_t v = add[s][i];
            if (v >= KEY_LIMIT || seen(v))
                return 0;
            seen_bits[v >> 6] |= 1ull << (v & 63);
            by_size[s][n_by_size[s]++] = v;
        }
    return 1;
}

/* Is w a valid weight for the next rank? Two multisets A + a*r and B + b*r (a > b) meet iff
 * sum(A) + (a-b)*w = sum(B), and the loosest sizes are b = 0: |A| <= 7-d, |B| <= 7. */
static int weight_ok(uint32_t w)
{
    for (uint32_t d = 1; d <= 4; d++)
        for (int s = 0; s <= 7 - (int)d; s++)
            for (int i = 0; i < n_by_size[s]; i++) {
                uint64_t v = by_size[s][i] + (uint64_t)d * w;
                if (v < KEY_LIMIT && seen((uint32_t)v))
                    return 0;
            }
    return 1;
}

static int setup_weights(int search, uint32_t *w)
{
    for (int s = 0; s <= 7; s++) {
        by_size[s] = calloc(60000, sizeof *by_size[s]);
        if (!by_size[s])
            return 0;
    }
    seen_bits = calloc(KEY_LIMIT / 64, sizeof *seen_bits);
    if (!seen_bits)
        return 0;
    by_size[0][0] = 0;
    n_by_size[0] = 1;
    seen_bits[0] = 1;
    for (int r = 0; r < NRANK; r++) {
        if (search) {
            w[r] = r ? w[r - 1] + 1 : 1;
            while (!weight_ok(w[r]))
                w[r]++;
        } else {
            w[r] = RANK_WEIGHTS[r];
        }
        if (!add_rank(w[r])) {
            fprintf(stderr, "gen_hand_tables: rank weight %u (rank %d) gives two hands one key\n", w[r], r);
            return 0;
        }
    }
    return 1;
}

/* ---- row displacement (must match hand.h) ---- */
static int row_shift;
static uint32_t nrows;
static uint32_t *row_off;
static uint16_t *slots;
static uint32_t nslots;

static inline uint32_t col_of(uint32_t key, uint32_t width) { return key & (width - 1); }
static inline uint32_t row_of(uint32_t key, int shift) { return key >> shift; }

static int cmp_row(const void *a, const void *b);
static int *row_count;

static int build_rows(int shift, uint32_t cap)
{
    uint32_t width = 1u << shift;
    row_shift = shift;
    uint32_t maxkey = 0;
    for (int i = 0; i < nkeys; i++)
        if (keys[i] > maxkey)
            maxkey = keys[i];
    nrows = (maxkey >> shift) + 1;
    free(row_off);
    free(row_count);
    row_off = calloc(nrows, sizeof *row_off);
    row_count = calloc(nrows, sizeof *row_count);
    int *row_first = malloc(nrows * sizeof *row_first), *next = malloc((size_t)nkeys * sizeof *next);
    int *order = malloc(nrows * sizeof *order);
    if (!row_off || !row_count || !row_first || !next || !order)
        return 0;
    for (uint32_t r = 0; r < nrows; r++)
        row_first[r] = -1;
    for (int i = nkeys - 1; i >= 0; i--) {
        uint32_t r = row_of(keys[i], shift);
        next[i] = row_first[r];
        row_first[r] = i;
        row_count[r]++;
    }
    for (uint32_t r = 0; r < nrows; r++)
        order[r] = (int)r;
    qsort(order, nrows, sizeof *order, cmp_row);
    memset(slots, 0, cap * sizeof *slots);
    uint32_t used_to = 0, first_free = 0;
    /* Rows are placed largest first; a row rarely fits before where the last row of its size
     * went, so start there (keeps generation fast without losing measurable packing). */
    uint32_t *hint = calloc(width + 1, sizeof *hint);
    if (!hint)
        return 0;
    for (uint32_t oi = 0; oi < nrows; oi++) {
        int r = order[oi];
        if (!row_count[r])
            break;
        while (first_free < cap && slots[first_free])
            first_free++;
        uint32_t mincol = width;
        for (int i = row_first[r]; i >= 0; i = next[i])
            if (col_of(keys[i], width) < mincol)
                mincol = col_of(keys[i], width);
        uint32_t off = first_free > mincol ? first_free - mincol : 0;
        uint32_t h = hint[row_count[r] <= (int)width ? row_count[r] : (int)width];
        h = h > 2 * width ? h - 2 * width : 0;
        if (h > off)
            off = h;
        for (;; off++) {
            if (off + width > cap) {
                free(hint);
                return 0;
            }
            int ok = 1;
            for (int i = row_first[r]; i >= 0 && ok; i = next[i]) {
                uint16_t have = slots[off + col_of(keys[i], width)];
                ok = !have || have == vals[i];
            }
            if (ok)
                break;
        }
        row_off[r] = off;
        hint[row_count[r] <= (int)width ? row_count[r] : (int)width] = off;
        for (int i = row_first[r]; i >= 0; i = next[i]) {
            uint32_t s = off + col_of(keys[i], width);
            slots[s] = vals[i];
            if (s + 1 > used_to)
                used_to = s + 1;
        }
    }
    nslots = used_to;
    free(hint);
    free(row_first);
    free(next);
    free(order);
    return 1;
}

static int cmp_row(const void *a, const void *b)
{
    int ra = *(const int *)a, rb = *(const int *)b;
    if (row_count[ra] != row_count[rb])
        return row_count[rb] - row_count[ra];
    return ra - rb;
}

static void write_u16_member(FILE *f, const char *name, const uint16_t *v, uint32_t n)
{
    fprintf(f, "    .%s = {", name);
    for (uint32_t i = 0; i < n; i++)
        fprintf(f, "%s%u,", i % 16 ? "" : "\n", v[i]);
    fprintf(f, "\n    },\n");
}

int main(int argc, char **argv)
{
    int search = argc == 2 && !strcmp(argv[1], "--search");
    if (argc != 2) {
        fprintf(stderr, "usage: %s OUTPUT.c   (writes OUTPUT.c and OUTPUT.h)\n"
                        "       %s --search   (re-derive the rank weights and print them)\n",
                argv[0], argv[0]);
        return 2;
    }
    if (!setup_weights(search, weight))
        return 1;
    if (search) {
        printf("rank weights:");
        for (int r = 0; r < NRANK; r++)
            printf(" %u", weight[r]);
        printf("\n");
        for (int r = 0; r < NRANK; r++)
            if (weight[r] != RANK_WEIGHTS[r]) {
                printf("(differ from the built-in RANK_WEIGHTS)\n");
                return 1;
            }
        printf("(equal to the built-in RANK_WEIGHTS)\n");
        return 0;
    }

    /* 1. every five-card class, in order */
    walk(0, 5, 5, 0);
    for (unsigned m = 0; m < 8192; m++)
        if (__builtin_popcount(m) == 5)
            classes[nclasses++] = score_flush_mask(m);
    qsort(classes, (size_t)nclasses, sizeof classes[0], cmp_u32);
    if (nclasses != NCLASS) {
        fprintf(stderr, "gen_hand_tables: %d five-card classes, expected %d\n", nclasses, NCLASS);
        return 1;
    }
    for (int i = 1; i < nclasses; i++)
        if (classes[i] == classes[i - 1]) {
            fprintf(stderr, "gen_hand_tables: duplicate class %06x\n", classes[i]);
            return 1;
        }

    /* 2. every non-flush rank multiset of 5, 6 and 7 cards */
    for (int size = 5; size <= 7; size++)
        walk(0, size, size, 1);

    /* 3. flush table */
    static uint16_t flush[8192];
    for (unsigned m = 0; m < 8192; m++)
        flush[m] = __builtin_popcount(m) >= 5 ? (uint16_t)value_of(score_flush_mask(m)) : 0;

    /* 4. row displacement */
    const uint32_t cap = 1u << 19;
    slots = calloc(cap, sizeof *slots);
    if (!slots)
        return 1;
    int best_shift = -1;
    size_t best_bytes = SIZE_MAX;
    /* 16384-wide rows: 12,324 rows (48 KiB) and 93,142 slots (182 KiB). 8192-wide rows pack to 74,696
     * slots but need 24,647 rows (96 KiB); 32768-wide rows pack to 138,879 slots. */
    for (int shift = 14; shift <= 14; shift++) {
        if (!build_rows(shift, cap))
            continue;
        size_t bytes = nrows * sizeof(uint32_t) + nslots * sizeof(uint16_t);
        if (bytes < best_bytes) {
            best_bytes = bytes;
            best_shift = shift;
        }
    }
    if (best_shift < 0 || !build_rows(best_shift, cap)) {
        fprintf(stderr, "gen_hand_tables: row displacement failed\n");
        return 1;
    }
    for (int i = 0; i < nkeys; i++)
        if (slots[row_off[row_of(keys[i], row_shift)] + col_of(keys[i], 1u << row_shift)] != vals[i]) {
            fprintf(stderr, "gen_hand_tables: verification failed at key %u\n", keys[i]);
            return 1;
        }

    /* 5. write */
    char hpath[4096];
    snprintf(hpath, sizeof hpath, "%s", argv[1]);
    size_t hl = strlen(hpath);
    if (hl < 2 || hpath[hl - 1] != 'c' || hpath[hl - 2] != '.') {
        fprintf(stderr, "gen_hand_tables: output must end in .c\n");
        return 2;
    }
    hpath[hl - 1] = 'h';
    FILE *fc = fopen(argv[1], "w");
    FILE *fh = fopen(hpath, "w");
    if (!fc || !fh) {
        fprintf(stderr, "gen_hand_tables: cannot write %s\n", argv[1]);
        return 1;
    }
    fprintf(fh, "/* hand_tables.h — generated by tools/gen/gen_hand_tables.c; do not edit. */\n");
    fprintf(fh, "#ifndef FELT_HAND_TABLES_H\n#define FELT_HAND_TABLES_H\n#include <stdint.h>\n");
    fprintf(fh, "#define HAND_ROW_SHIFT %d\n", row_shift);
    fprintf(fh, "#define HAND_KEY_BITS 28\n");
    fprintf(fh, "#define HAND_ROWS %uu\n", nrows);
    fprintf(fh, "#define HAND_SLOTS %uu\n", nslots);
    fprintf(fh, "#define HAND_RANK_KEYS %d\n", nkeys);
    fprintf(fh, "/* One struct, so that one base register reaches every table. */\n");
    fprintf(fh, "typedef struct hand_tab {\n    uint64_t card_key[52];\n    uint64_t card_bit[52];\n"
                "    uint32_t row[%u];\n    uint16_t flush[8192];\n    uint16_t rank[%u];\n} hand_tab_t;\n", nrows, nslots);
    fprintf(fh, "extern const hand_tab_t hand_tab;\n");
    fprintf(fh, "#define hand_card_key (hand_tab.card_key)\n#define hand_card_bit (hand_tab.card_bit)\n"
                "#define hand_tab_row (hand_tab.row)\n#define hand_tab_flush (hand_tab.flush)\n"
                "#define hand_tab_rank (hand_tab.rank)\n");
    fprintf(fh, "extern const uint32_t hand_tab_decode[%d];\n", NCLASS + 1);
    fprintf(fh, "#endif\n");

    fprintf(fc, "/* hand_tables.c — generated by tools/gen/gen_hand_tables.c; do not edit.\n");
    fprintf(fc, " * %d rank keys in %u slots (%.1f%% full), %u rows of %u. */\n", nkeys, nslots,
            100.0 * nkeys / nslots, nrows, 1u << row_shift);
    fprintf(fc, "#include \"hand_tables.h\"\n\n");
    fprintf(fc, "const hand_tab_t hand_tab = {\n");
    fprintf(fc, "    /* card = rank * 4 + suit: scrambled rank weight (weight * 0x%x mod 2^25) in bits 0..24,\n"
                "     * seven in the suit's byte at bit 32 + 8 * (3 - suit) (5 cards = 35: bit 5 set; 4 = 28: clear).\n"
                "     * Seven summed stay below 2^28. */\n", KEY_MUL);
    fprintf(fc, "    .card_key = {");
    for (int c = 0; c < 52; c++)
        fprintf(fc, "%s0x%016llxULL,", c % 4 ? " " : "\n", (unsigned long long)(((uint64_t)7 << (32 + 8 * (3 - (c & 3)))) + scramble(weight[c >> 2])));
    fprintf(fc, "\n    },\n    /* bit 16 * suit + rank */\n    .card_bit = {");
    for (int c = 0; c < 52; c++)
        fprintf(fc, "%s0x%016llxULL,", c % 4 ? " " : "\n", 1ULL << (16 * (c & 3) + (c >> 2)));
    fprintf(fc, "\n    },\n    .row = {");
    /* row r's offset less r << HAND_ROW_SHIFT (modulo 2^32): slot = key + hand_tab_row[key >> shift],
     * no column mask */
    for (uint32_t i = 0; i < nrows; i++)
        fprintf(fc, "%s%u,", i % 12 ? "" : "\n", row_off[i] - (i << row_shift));
    fprintf(fc, "\n    },\n");
    write_u16_member(fc, "flush", flush, 8192);
    write_u16_member(fc, "rank", slots, nslots);
    fprintf(fc, "};\n\n");
    fprintf(fc, "/* value -> category << 20 | ranks in order of significance, 4 bits each */\n");
    fprintf(fc, "const uint32_t hand_tab_decode[%d] = {\n0,", NCLASS + 1);
    for (int i = 0; i < nclasses; i++)
        fprintf(fc, "%s0x%06x,", (i + 1) % 8 ? "" : "\n", classes[i]);
    fprintf(fc, "\n};\n");
    if (fclose(fc) || fclose(fh)) {
        fprintf(stderr, "gen_hand_tables: write failed\n");
        return 1;
    }
    return 0;
}
