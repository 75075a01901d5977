/* The calls of board.h on the storage type nx_bb, for one width of the
 * board templates. Each call converts its arguments to the native word,
 * computes, and converts the result back. Included by board.c for each
 * width (widths.h).
 *
 * Instantiated:
 *   owns_line_bb64, owns_line_bb128
 *   dead_group_bb64, dead_group_bb128
 *   expand_bb64, expand_bb128
 *   completing_bb64, completing_bb128
 * The suffix 64 or 128 is the width of the board's word. */

static int T(owns_line_bb)(const nx_geom *g, nx_bb s)
{
    return T(owns_line)(T(ctx_of)(g), B_LOAD(s));
}

/* One flood from every stone that touches an empty point reaches exactly
 * the groups with a liberty. A stone that the flood leaves out is in a
 * group without a liberty. */
static int T(dead_group_bb)(const nx_geom *g, nx_bb stones, nx_bb empty)
{
    const T(ctx) *c = T(ctx_of)(g);
    BB s = B_LOAD(stones);
    return !B_EQ(T(group)(c, B_AND(T(expand)(c, B_LOAD(empty)), s), s), s);
}

static nx_bb T(expand_bb)(const nx_geom *g, nx_bb x)
{
    return B_STORE(T(expand)(T(ctx_of)(g), B_LOAD(x)));
}

static nx_bb T(completing_bb)(const nx_geom *g, nx_bb x)
{
    return B_STORE(T(completing)(T(ctx_of)(g), B_LOAD(x)));
}
