/* The table of every point's neighbours (lib/core/geom.h, nx_neighbours),
 * which the compiler builds from constant expressions, against the
 * neighbour step of the board mechanics (nx_board_expand) and against the
 * plain definition (R2): the points one row or one column away, on the
 * board, for every size and every point. */
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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_neighbour_table),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
