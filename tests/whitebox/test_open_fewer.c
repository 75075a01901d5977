/* The open-board shortcut of the whole-board analysis (T(legal) in
 * lib/rules/legal_tpl.h) holds every empty point legal only when the
 * board has more stones than any recorded board. This test builds an open
 * board with one stone fewer than a recorded one, from which a quiet
 * placement recreates that recorded position (R12), on a board of one
 * word (5x5, 7x7) and of two (9x9). The analysis must then find the
 * repetition. On 9x9 the test drops the group table first, as a playout
 * does, because the table's path does not read the shortcut. */
#include "api/game.h"
#include "boards.h"
#include "seed.h"
#include "test_util.h"

#include <string.h>

/* Writes into out the board string of an n x n board with Black on A1
 * and C3, White on the top row next to the right-hand corner, and Black
 * on D4 too if `d4`. */
static void open_board(char *out, int n, int d4)
{
    int black[] = {0, 2 * n + 2, d4 ? 3 * n + 3 : -1, -1};
    int white[] = {(n - 1) * n + n - 2, -1};
    rare_board(out, n, black, white);
}

/* Returns a game of size n at the board of open_board without D4, Black
 * to move, which has recorded the board with D4 and the same debts. */
static nexus_game *fewer_than_recorded(int n)
{
    char b[NEXUS_MAX_POINTS + 9];
    nexus_position seed;
    nexus_game *g;
    open_board(b, n, 1);
    tu_fill_position(&seed, b, 0, 0, TU_B, 0);
    open_board(b, n, 0);
    g = tu_std_position(b, 0, 0, TU_B, 0);
    TU_OK(nx_seed_positions(g, &seed, 1));
    tu_check(g);
    /* The premise of the test: fewer stones than a recorded board. */
    TU_EQ(g->e.cur.count, 3);
    TU_EQ(g->e.cur.most, 4);
    return g;
}

/* Checks that `legal` holds every empty point of the game's board but
 * D4, and that `capturing` is empty. */
static void assert_all_but_d4(const nexus_game *g, int n, nx_bb legal,
                              nx_bb capturing)
{
    int p, d4 = 3 * n + 3;
    assert_true(nx_bb_empty(capturing));
    for (p = 0; p < n * n; p++) {
        nexus_color c;
        TU_OK(nexus_game_stone(&c, g, p));
        TU_EQ(nx_bb_test(legal, p), c == NEXUS_EMPTY && p != d4);
    }
}

static void check_size(int n)
{
    nexus_game *g = fewer_than_recorded(n);
    nx_bb legal, capturing;
    int points[NEXUS_MAX_POINTS];
    size_t count = 0, i;
    nexus_point_status st;

    nx_engine_drop_groups(&g->e);
    legal = nx_legal_set(&g->e, &g->e.cur, &capturing);
    assert_all_but_d4(g, n, legal, capturing);

    /* The API's list, from a cache that the seeding cleared. */
    TU_OK(nexus_game_legal_points(points, NEXUS_MAX_POINTS, &count, g));
    TU_EQ(count, (size_t)(n * n - 4));
    for (i = 0; i < count; i++)
        assert_true(points[i] != 3 * n + 3);
    TU_OK(nexus_game_point_status(&st, g, 3 * n + 3));
    TU_EQ(st, NEXUS_POINT_REPETITION);
    nexus_game_free(g);
}

static void test_open_fewer_5x5(void **state)
{
    (void)state;
    check_size(5);
}

static void test_open_fewer_7x7(void **state)
{
    (void)state;
    check_size(7);
}

static void test_open_fewer_9x9(void **state)
{
    (void)state;
    check_size(9);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_open_fewer_5x5),
        cmocka_unit_test(test_open_fewer_7x7),
        cmocka_unit_test(test_open_fewer_9x9),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
