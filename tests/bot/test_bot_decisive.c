/* White-box tests of the decisive and anti-decisive turns of the UCT tree
 * (bot/uct_decisive.c, the `decisive` option of mcts and strong): a node
 * whose side to move can win at once keeps only that turn; otherwise, when
 * the opponent could win at once, it keeps exactly the turns after which
 * it cannot. The tree's root is listed by the same code as every node.
 * The turns that stop the opponent are found here by brute force with the
 * engine alone: every reply is played and the result read. */
/* clang-format off */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
/* clang-format on */
#include <string.h>

#include "uct.h"

/* A 5x5 game (p1 = 2, p2 = 4) from a board written row by row from the
 * top, 'X' Black, 'O' White, '.' empty, with the debts given. */
static nexus_game *position(const char *rows, int64_t black_debt,
                            int64_t white_debt, nexus_color to_move)
{
    nexus_options opts = NEXUS_OPTIONS_INIT;
    nexus_position pos;
    nexus_game *g = NULL;
    int p;
    memset(&pos, 0, sizeof pos);
    assert_int_equal(strlen(rows), 25);
    for (p = 0; p < 25; p++)
        pos.cells[p] = rows[p] == 'X'   ? NEXUS_BLACK
                       : rows[p] == 'O' ? NEXUS_WHITE
                                        : NEXUS_EMPTY;
    pos.black_debt = black_debt;
    pos.white_debt = white_debt;
    pos.to_move = to_move;
    opts.size = 5;
    assert_int_equal(nexus_game_new_from_position(&g, &opts, &pos), NEXUS_OK);
    return g;
}

/* The tree of a search with the check, its root listed for `g`. */
static void start(nxb_uct *u, const nexus_game *g)
{
    nxb_uct_cfg cfg;
    nexus_color root;
    memset(&cfg, 0, sizeof cfg);
    cfg.iterations = 1;
    cfg.max_depth = NXB_UCT_MAX_PATH;
    cfg.exploration = 0.5;
    cfg.decisive = 1;
    cfg.gen.pay_cap = 32;
    cfg.gen.pay_heuristic = 1;
    nxb_uct_init(u, &cfg, 1);
    assert_int_equal(nxb_uct_start(u, g, &root), NEXUS_OK);
}

static void stop(nxb_uct *u)
{
    nxb_uct_finish(u);
    nxb_uct_release(u);
}

/* 1 if the side to move of g wins by some placement now (every legal
 * point played and the result read; no payment is due in these
 * positions). */
static int can_win_now(nexus_game *g)
{
    int points[NEXUS_MAX_POINTS];
    size_t n = 0, i;
    nexus_color me;
    int won = 0;
    assert_int_equal(nexus_game_to_move(&me, g), NEXUS_OK);
    assert_int_equal(nexus_game_legal_points(points, NEXUS_MAX_POINTS, &n, g),
                     NEXUS_OK);
    for (i = 0; i < n && !won; i++) {
        nexus_turn t;
        nexus_outcome o = NEXUS_OUTCOME_NONE;
        memset(&t, 0, sizeof t);
        t.point = points[i];
        assert_int_equal(nexus_game_play(g, &t), NEXUS_OK);
        nexus_game_result(&o, NULL, g);
        won = o == (me == NEXUS_BLACK ? NEXUS_OUTCOME_BLACK_WINS
                                      : NEXUS_OUTCOME_WHITE_WINS);
        assert_int_equal(nexus_game_undo(g), NEXUS_OK);
    }
    return won;
}

/* Marks the points of the side to move of g after which the opponent
 * cannot win at once; returns how many. */
static int safe_points(unsigned char *safe, nexus_game *g)
{
    int points[NEXUS_MAX_POINTS], count = 0;
    size_t n = 0, i;
    memset(safe, 0, NEXUS_MAX_POINTS);
    assert_int_equal(nexus_game_legal_points(points, NEXUS_MAX_POINTS, &n, g),
                     NEXUS_OK);
    for (i = 0; i < n; i++) {
        nexus_turn t;
        memset(&t, 0, sizeof t);
        t.point = points[i];
        assert_int_equal(nexus_game_play(g, &t), NEXUS_OK);
        if (!can_win_now(g)) {
            safe[points[i]] = 1;
            count++;
        }
        assert_int_equal(nexus_game_undo(g), NEXUS_OK);
    }
    return count;
}

/* Black completes row 1 at E1 with no debt; White threatens row 5 at E5
 * too. The node keeps only the win, not the block. */
static void test_takes_the_win(void **state)
{
    nexus_game *g =
        position("XXXX." "....." "....." "....." "OOOO.", 0, 0, NEXUS_BLACK);
    nxb_uct u;
    (void)state;
    start(&u, g);
    assert_int_equal(u.node[0].count, 1);
    assert_int_equal(u.ml.m[u.node[0].first].point, 4); /* E1 */
    assert_int_equal(u.ml.m[u.node[0].first].wins, 1);
    assert_true(can_win_now(g));
    stop(&u);
    nexus_game_free(g);
}

/* White holds A5-D5 and wins at E5 next turn; Black has no completion.
 * The node keeps exactly the turns after which White cannot win at once,
 * found by brute force: only E5. */
static void test_blocks_the_win(void **state)
{
    nexus_game *g =
        position("X.X.." "....." ".X..." "....." "OOOO.", 0, 0, NEXUS_BLACK);
    unsigned char safe[NEXUS_MAX_POINTS];
    nxb_uct u;
    uint32_t i;
    (void)state;
    assert_int_equal(safe_points(safe, g), 1);
    assert_int_equal(safe[24], 1); /* E5 */
    start(&u, g);
    assert_int_equal(u.node[0].count, 1);
    for (i = u.node[0].first; i < u.node[0].first + u.node[0].count; i++)
        assert_int_equal(safe[u.ml.m[i].point], 1);
    stop(&u);
    nexus_game_free(g);
}

/* The same board with White owing 20: completing row 5 would bankrupt it
 * (5 stones against a net debt of 20), so there is nothing to stop, and
 * the node keeps every turn. */
static void test_keeps_all_without_a_threat(void **state)
{
    nexus_game *g =
        position("X.X.." "....." ".X..." "....." "OOOO.", 0, 20, NEXUS_BLACK);
    unsigned char safe[NEXUS_MAX_POINTS];
    int points[NEXUS_MAX_POINTS];
    size_t n = 0;
    nxb_uct u;
    (void)state;
    assert_int_equal(nexus_game_legal_points(points, NEXUS_MAX_POINTS, &n, g),
                     NEXUS_OK);
    assert_int_equal(safe_points(safe, g), (int)n);
    start(&u, g);
    assert_int_equal(u.node[0].count, n);
    stop(&u);
    nexus_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_takes_the_win),
        cmocka_unit_test(test_blocks_the_win),
        cmocka_unit_test(test_keeps_all_without_a_threat),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
