/* The table of every point's neighbours (lib/core/geom.h, nx_neighbours),
 * which the compiler builds from constant expressions, against the
 * neighbour step of the board mechanics (nx_board_expand) and against the
 * plain definition (R2): the points one row or one column away, on the
 * board, for every size and every point. Also the table of the lines
 * through each point of the boards of one word (nx_lines_through64)
 * against the lines of the geometry (R4, nx_geom_line), and the audit's
 * test of a full line through a point that reads it. */
#include "core/board.h"
#include "core/geom.h"
#include "test_util.h"

/* The neighbours of (r, c) on an n x n board, by the definition. */
static nx_bb plain_neighbours(int n, int r, int c)
{
    nx_bb s = nx_bb_zero();
    if (r > 0)
        s = nx_bb_or(s, nx_bb_bit((r - 1) * n + c));
    if (r < n - 1)
        s = nx_bb_or(s, nx_bb_bit((r + 1) * n + c));
    if (c > 0)
        s = nx_bb_or(s, nx_bb_bit(r * n + c - 1));
    if (c < n - 1)
        s = nx_bb_or(s, nx_bb_bit(r * n + c + 1));
    return s;
}

static void test_neighbour_table(void **state)
{
    int n, p;
    (void)state;
    for (n = NEXUS_MIN_SIZE; n <= NEXUS_MAX_SIZE; n++) {
        nx_geom g;
        nx_geom_init(&g, n);
        for (p = 0; p < n * n; p++) {
            nx_bb t = nx_neighbours[n - NEXUS_MIN_SIZE][p];
            assert_true(nx_bb_eq(t, plain_neighbours(n, p / n, p % n)));
            assert_true(nx_bb_eq(t, nx_board_expand(&g, nx_bb_bit(p))));
            assert_true(nx_bb_eq(t, (n * n <= 64 ? g.m64.nbr : g.m128.nbr)[p]));
        }
    }
}

/* Returns 1 if `line` is one of the four lines of the table at p, and 0
 * otherwise. */
static int among(const uint64_t line[4], uint64_t x)
{
    return line[0] == x || line[1] == x || line[2] == x || line[3] == x;
}

/* Checks the lines through p of the board of g: each of the table's four
 * is a line of the board through p, and each line through p is among
 * them. A line full of stones is found through each of its points, and
 * the line less one point is found through none of its points. */
static void check_lines_at(const nx_geom *g, int p)
{
    const uint64_t *t = g->m64.through[p];
    int i, k, q;
    for (k = 0; k < 4; k++) {
        int is_line = 0;
        assert_true((t[k] >> p) & 1);
        for (i = 0; i < g->nlines; i++)
            is_line |= t[k] == nx_geom_line(g, i).lo;
        assert_true(is_line);
    }
    for (i = 0; i < g->nlines; i++) {
        uint64_t line = nx_geom_line(g, i).lo;
        if (!((line >> p) & 1))
            continue;
        assert_true(among(t, line));
        assert_true(nx_geom_line_through(g, nx_bb_make(line, 0), p));
        for (q = 0; q < g->nn; q++)
            if (q != p && ((line >> q) & 1))
                assert_false(nx_geom_line_through(
                    g, nx_bb_make(line & ~((uint64_t)1 << q), 0), p));
    }
}

static void test_lines_through_table(void **state)
{
    int n, p;
    (void)state;
    for (n = NEXUS_MIN_SIZE; n * n <= 64; n++) {
        nx_geom g;
        nx_geom_init(&g, n);
        assert_ptr_equal(g.m64.through, nx_lines_through64[n - NEXUS_MIN_SIZE]);
        for (p = 0; p < n * n; p++)
            check_lines_at(&g, p);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_neighbour_table),
        cmocka_unit_test(test_lines_through_table),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
