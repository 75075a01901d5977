/* Board mechanics (R4, R6) on a native word of one width: groups,
 * liberties, the stones that a placement captures, suicide, line
 * ownership, and the analysis of a whole board for every point at once.
 *
 * This file is a template. A source file includes it through widths.h,
 * which defines NX_W as 64 (boards up to 8x8, one uint64_t) or 128 (9x9)
 * and includes board_w.h first; board_w.h defines the word type BB, its
 * operations B_* and the name suffix T(). The mechanics are written once
 * so that every rule has one owner, and instantiated once a width so that
 * the one-word boards never pay for a second word: a flood step on two
 * words costs two to three times a step on one.
 *
 * Instantiated:
 *   ctx64, ctx128, ctx64_hw, ctx128_hw (types)
 *   scan64, scan128, scan64_hw, scan128_hw (types)
 *   ctx_of64, ctx_of128, ctx_of64_hw, ctx_of128_hw
 *   expand_in64, expand_in128, expand_in64_hw, expand_in128_hw
 *   expand64, expand128, expand64_hw, expand128_hw
 *   around64, around128, around64_hw, around128_hw
 *   group_around64, group_around128, group_around64_hw, group_around128_hw
 *   group_at64, group_at128, group_at64_hw, group_at128_hw
 *   group64, group128, group64_hw, group128_hw
 *   breathes64, breathes128, breathes64_hw, breathes128_hw
 *   place64, place128, place64_hw, place128_hw
 *   captures64, captures128, captures64_hw, captures128_hw
 *   full64, full128, full64_hw, full128_hw
 *   owns_line64, owns_line128, owns_line64_hw, owns_line128_hw
 *   completing64, completing128, completing64_hw, completing128_hw
 *   empty_near64, empty_near128, empty_near64_hw, empty_near128_hw
 *   open64, open128, open64_hw, open128_hw
 *   lively64, lively128, lively64_hw, lively128_hw
 *   scan_add_atari64, scan_add_atari128, scan_add_atari64_hw,
 *     scan_add_atari128_hw
 *   scan_atari64, scan_atari128, scan_atari64_hw, scan_atari128_hw
 *   scan_near64, scan_near128, scan_near64_hw, scan_near128_hw
 *   scan_board64, scan_board128, scan_board64_hw, scan_board128_hw
 * The suffix 64 or 128 is the width of the board's word, and _hw marks
 * the copies that use the processor's bit instructions. */

/* The masks of the geometry for this width (made once, geom.c). */
typedef B_MASKS T(ctx);

static inline const T(ctx) *T(ctx_of)(const nx_geom *g) { return &g->B_MEMBER; }

/* Returns the points orthogonally next to any point of x, a set of points
 * of the board, and the bits past the board's last row that the step
 * down from that row sets. It serves a caller that intersects the result
 * with points of the board, as every flood step does: such a step then
 * needs no mask of the board. */
static inline BB T(expand_in)(const T(ctx) *c, BB x)
{
    BB r = B_OR(B_SHL(B_AND(x, B_MASK(c->nl)), 1), B_SHR(B_AND(x, B_MASK(c->nf)), 1));
    return B_OR(r, B_OR(B_SHL(x, B_N(c)), B_SHR(x, B_N(c))));
}

/* Returns the points orthogonally next to any point of x. */
static inline BB T(expand)(const T(ctx) *c, BB x)
{
    return B_AND(T(expand_in)(c, x), B_MASK(c->board));
}

/* Returns the points next to the point p. They are read from the
 * geometry's table, not expanded, because a neighbour step costs the same
 * for one point as for a whole board. */
static inline BB T(around)(const T(ctx) *c, int p)
{
    return B_LOAD(c->nbr[p]);
}

/* The group of `stones` containing `seed` (seed within stones), and in
 * *around the points next to it, with the bits past the board of
 * T(expand_in): the flood's last step expands the whole group already, so
 * its liberties cost no expansion more. */
static inline BB T(group_around)(const T(ctx) *c, BB seed, BB stones,
                                 BB *around)
{
    BB g = seed, last;
    do {
        last = g;
        *around = T(expand_in)(c, g);
        g = B_AND(B_OR(g, *around), stones);
    } while (!B_EQ(g, last));
    return g;
}

/* Returns the group of `stones` that holds the point q, one of them, and
 * stores into *around the points next to it, with the bits past the board
 * of T(group_around). The first step is read from the geometry's table,
 * not expanded: a stone without a neighbour of its colour, the commonest
 * group of a whole-board analysis, is then its group at once, and a larger
 * group saves the flood's first step. */
static inline BB T(group_at)(const T(ctx) *c, int q, BB stones, BB *around)
{
    BB pb = B_BIT(q), g = B_OR(pb, B_AND(T(around)(c, q), stones));
    if (B_EQ(g, pb)) {
        *around = T(around)(c, q);
        return g;
    }
    return T(group_around)(c, g, stones, around);
}

/* Returns the group of `stones` that holds `seed`, which lies within
 * `stones`. */
static inline BB T(group)(const T(ctx) *c, BB seed, BB stones)
{
    BB around;
    return T(group_around)(c, seed, stones, &around);
}

/* Returns 1 if the group of `stones` that holds `seed` (seed within
 * stones, and connected) has a stone in `air`, the stones next to an empty
 * point: then the group has a liberty. The flood stops at the first such
 * stone, which in open play is at once; *group receives the stones
 * flooded so far (the whole group when it returns 0). Testing against the
 * stones next to a liberty, not the liberties, ends the flood one step
 * earlier than its neighbours would. */
static inline int T(breathes)(const T(ctx) *c, BB seed, BB stones, BB air,
                              BB *group)
{
    BB g = seed, last;
    for (;;) {
        if (B_NZ(B_AND(g, air))) {
            *group = g;
            return 1;
        }
        last = g;
        g = B_AND(B_OR(g, T(expand)(c, g)), stones);
        if (B_EQ(g, last)) {
            *group = g;
            return 0;
        }
    }
}

/* Plays the mechanics of a stone at the empty point p (R6). Stores the enemy
 * stones that it captures into *cap. Returns 1 if it is suicide, which is when
 * it captures nothing and its group, the own groups next to p joined, has no
 * liberty, and 0 otherwise. One expansion of the empty points gives the stones
 * next to a liberty (`air`): an enemy neighbour among them keeps a liberty,
 * and each other one's group is flooded from the stone and its neighbours
 * (read from the table: the stone itself has no liberty). */
static inline int T(place)(const T(ctx) *c, BB own, BB opp, int p, BB *cap)
{
    BB pb = B_BIT(p), g, air = B_ZERO;
    BB empty = B_ANDN(B_MASK(c->board), B_OR(B_OR(own, opp), pb));
    BB around = T(around)(c, p), rest = B_AND(around, opp), mine;
    *cap = B_ZERO;
    if (B_NZ(rest)) {
        air = T(expand)(c, empty);
        rest = B_ANDN(rest, air);
    }
    while (B_NZ(rest)) {
        int q = B_FIRST(rest);
        BB seed = B_OR(B_BIT(q), B_AND(T(around)(c, q), opp));
        /* A group that breathes is spared whole, and so are the other
         * neighbours of p it was seen to hold. */
        if (!T(breathes)(c, seed, opp, air, &g))
            *cap = B_OR(*cap, g);
        rest = B_ANDN(rest, g);
    }
    if (B_NZ(*cap) || B_NZ(B_AND(around, empty)))
        return 0;
    mine = B_AND(around, own);
    if (!B_NZ(mine))
        return 1; /* alone, with neither a liberty nor a capture */
    if (!B_NZ(air))
        air = T(expand)(c, empty);
    return !T(breathes)(c, B_OR(pb, mine), B_OR(own, pb), air, &g);
}

/* Returns the enemy stones that a stone at the empty point p captures
 * (R6): the enemy groups next to p whose one liberty is p. It is the
 * first half of T(place), for a caller that needs no answer about
 * suicide, such as the play of a point known to be legal. An enemy
 * neighbour with an empty neighbour of its own keeps a liberty, and each
 * other one's group is read from the table or flooded (T(group_at)). */
static inline BB T(captures)(const T(ctx) *c, BB own, BB opp, int p)
{
    BB empty = B_ANDN(B_MASK(c->board), B_OR(B_OR(own, opp), B_BIT(p)));
    BB rest = B_AND(T(around)(c, p), opp), cap = B_ZERO;
    if (B_NZ(rest))
        rest = B_ANDN(rest, T(expand)(c, empty));
    while (B_NZ(rest)) {
        BB around, g = T(group_at)(c, B_FIRST(rest), opp, &around);
        if (!B_NZ(B_AND(around, empty)))
            cap = B_OR(cap, g);
        rest = B_ANDN(rest, g);
    }
    return cap;
}

/* Returns 1 if `stones` hold every point of `line`, and 0 otherwise. */
static inline int T(full)(BB stones, BB line)
{
    return B_EQ(B_AND(stones, line), line);
}

/* Returns 1 if `stones` fill a whole line (R4), and 0 otherwise. A row is
 * full where a stone has n-1 stones to its right, and a column is full
 * where a stone has n-1 stones below it. */
static inline int T(owns_line)(const T(ctx) *c, BB stones)
{
    BB rows = stones, cols = stones;
    int i;
    for (i = 1; i < B_N(c); i++) {
        rows = B_AND(rows, B_SHR(stones, i));
        cols = B_AND(cols, B_SHR(stones, i * B_N(c)));
    }
    /* A run of n from column A stays within its row. */
    return B_NZ(B_AND(rows, B_MASK(c->col))) || B_NZ(B_AND(cols, B_MASK(c->row))) ||
           T(full)(stones, B_MASK(c->diag)) || T(full)(stones, B_MASK(c->anti));
}

/* Returns the points that complete a line of `stones` (R4): the one point
 * of a line that does not hold one. Captures and unblocking remove only enemy
 * stones, so these are the only placements that can start an audit. */
static inline BB T(completing)(const T(ctx) *c, BB stones)
{
    BB r = B_ZERO;
    int i;
    for (i = 0; i < 2 * B_N(c) + 2; i++) {
        BB miss = B_ANDN(B_MASK(c->lines[i]), stones);
        if (B_ISONE(miss))
            r = B_OR(r, miss);
    }
    return r;
}

/* The points with an empty neighbour into *one and those with two into
 * *two (either may hold points off the board): the stones among the
 * latter have groups of two liberties, which spares most floods of a
 * whole-board analysis. One set of shifts serves both and both colours. */
static inline void T(empty_near)(const T(ctx) *c, BB empty, BB *one, BB *two)
{
    BB a = B_SHL(B_AND(empty, B_MASK(c->nl)), 1), b = B_SHR(B_AND(empty, B_MASK(c->nf)), 1);
    BB d = B_SHL(empty, B_N(c)), e = B_SHR(empty, B_N(c));
    *one = B_OR(B_OR(a, b), B_OR(d, e));
    *two = B_OR(B_AND(B_OR(a, b), B_OR(d, e)), B_OR(B_AND(a, b), B_AND(d, e)));
}

/* Returns 1 if the board whose enemy stones are opp and whose empty
 * points are `empty` is open: every enemy stone has two empty neighbours,
 * so no enemy group is in atari and no placement captures, and every empty
 * point has an empty neighbour, so no placement is suicide. The
 * neighbours of the empty points go to *one and *two (T(empty_near)) for
 * the analysis that a board which is not open needs. */
static inline int T(open)(const T(ctx) *c, BB opp, BB empty, BB *one, BB *two)
{
    T(empty_near)(c, empty, one, two);
    return B_EQ(B_AND(*two, opp), opp) && !B_NZ(B_ANDN(empty, *one));
}

/* Returns stones of x in groups with two liberties: those with two empty
 * neighbours (`two`, from T(empty_near)) and the stones two steps from
 * them in their groups. Not the whole groups, which would take a flood
 * whose length, and so its exit branch, varies: a stone left out is
 * flooded on its own by the caller, which finds the same answer. */
static inline BB T(lively)(const T(ctx) *c, BB x, BB two)
{
    BB near;
    two = B_AND(two, x);
    if (B_EQ(two, x))
        return x;
    near = B_AND(B_OR(two, T(expand_in)(c, two)), x);
    return B_AND(B_OR(near, T(expand_in)(c, near)), x);
}

/* What a stone does at each empty point, for a whole board at once. */
typedef struct T(scan) {
    BB empty;      /* empty points */
    BB open;       /* empty points with an empty neighbour: never suicide */
    BB capturing;  /* empty points that capture an enemy group */
    BB alive;      /* empty points where a placement is not suicide */
    /* The capturing points, each once, and the enemy stones that a stone
     * at each captures: the groups in atari whose one liberty it is. */
    int n_atari;
    signed char atari_lib[NEXUS_MAX_POINTS];
    BB atari_group[NEXUS_MAX_POINTS];
} T(scan);

/* Adds the enemy group g, in atari with the one liberty `lib`, to the
 * scan. Groups that share their liberty share an entry, so that the
 * repetition test of each capturing point reads its captures from one
 * entry, without a search of the list. Two groups in atari seldom share
 * their liberty. */
static inline void T(scan_add_atari)(T(scan) *s, BB lib, BB g)
{
    int p = B_FIRST(lib), i;
    if (B_NZ(B_AND(s->capturing, lib))) {
        for (i = 0; i < s->n_atari; i++)
            if (s->atari_lib[i] == p)
                s->atari_group[i] = B_OR(s->atari_group[i], g);
        return;
    }
    s->atari_lib[s->n_atari] = (signed char)p;
    s->atari_group[s->n_atari++] = g;
    s->capturing = B_OR(s->capturing, lib);
}

/* The enemy groups with a single liberty: a stone there captures them. */
static inline void T(scan_atari)(T(scan) *s, const T(ctx) *c, BB opp,
                                 BB two)
{
    /* A group with a stone of two empty neighbours has two liberties: two
     * steps from all such stones at once rule out most of those groups,
     * and only the other stones' groups are flooded one by one. */
    BB rest = B_ANDN(opp, T(lively)(c, opp, two));
    s->n_atari = 0;
    s->capturing = B_ZERO;
    while (B_NZ(rest)) {
        BB around, g = T(group_at)(c, B_FIRST(rest), opp, &around);
        BB libs = B_AND(around, s->empty);
        rest = B_ANDN(rest, g);
        if (B_ISONE(libs))
            T(scan_add_atari)(s, libs, g);
    }
}

/* The analysis of a board whose empty points (`empty`) have the
 * neighbours `one` and `two` of T(empty_near). */
static inline void T(scan_near)(T(scan) *s, const T(ctx) *c, BB own, BB opp,
                                BB empty, BB one, BB two)
{
    BB surrounded, rest, supported = B_ZERO;
    s->empty = empty;
    s->open = B_AND(s->empty, one);
    T(scan_atari)(s, c, opp, two);
    /* A surrounded point is no suicide next to an own group that keeps
     * another liberty. */
    surrounded = B_ANDN(B_ANDN(s->empty, s->open), s->capturing);
    rest = B_ZERO;
    if (B_NZ(surrounded)) {
        /* Next to a group with a stone of two empty neighbours, as above. */
        BB lively = T(lively)(c, own, two);
        supported = B_AND(T(expand_in)(c, lively), surrounded);
        rest = B_ANDN(B_AND(own, T(expand_in)(c, B_ANDN(surrounded, supported))),
                      lively);
    }
    while (B_NZ(rest)) {
        BB around, g = T(group_at)(c, B_FIRST(rest), own, &around);
        BB libs = B_AND(around, s->empty);
        rest = B_ANDN(rest, g);
        if (!B_ISONE(libs))
            supported = B_OR(supported, libs);
    }
    s->alive = B_OR(s->open, B_AND(s->empty, B_OR(s->capturing, supported)));
}

static inline void T(scan_board)(T(scan) *s, const T(ctx) *c, BB own, BB opp)
{
    BB one, two, empty = B_ANDN(B_MASK(c->board), B_OR(own, opp));
    T(empty_near)(c, empty, &one, &two);
    T(scan_near)(s, c, own, opp, empty, one, two);
}
