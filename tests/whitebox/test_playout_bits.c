/* The playout loop, and on 9x9 the legality analysis and the group
 * table, are compiled twice (lib/rules/playout.c, legal.c,
 * lib/core/groups.c): with the portable bit code, and with the
 * processor's popcnt, pdep, SSE4.1 and AVX2 where it has them
 * (lib/core/bits.h); a game's geometry says which one it runs. Both must
 * play the same games: here the same starts are played out with each, on
 * every size and several debt rates, and games are played turn by turn
 * through the API with each (point statuses, legal lists, unblockings,
 * undo), the two games compared whole at every step. On a processor
 * without the instructions both runs take the portable code, and the
 * test checks that forcing the choice changes nothing. */
#include "api/game.h"
#include "test_util.h"

#include <stdio.h>
#include <string.h>

/* A playout of a copy of g with the bit code `bits`, from seed. */
static nexus_game *played_with(const nexus_game *g, nx_bits bits,
                               uint64_t seed, size_t *played)
{
    nexus_game *c = NULL;
    TU_OK(nexus_game_clone(&c, g));
    c->e.geom.bits = (unsigned char)bits;
    TU_OK(nexus_game_playout(c, seed, 1000, played));
    return c;
}

static void test_same_games(void **state)
{
    static const int debts[][2] = {{2, 4}, {0, 4}, {5, 1}, {1, 0}};
    int size, d;
    uint64_t seed;
    long turns = 0;
    (void)state;
    print_message("this processor: %s\n", nx_bits_here() == NX_BITS_HW
                                              ? "popcnt and pdep"
                                              : "the portable code");
    for (size = NEXUS_MIN_SIZE; size <= NEXUS_MAX_SIZE; size++)
        for (d = 0; d < 4; d++)
            for (seed = 1; seed <= 6; seed++) {
                nexus_game *g = tu_new(size, debts[d][0], debts[d][1]);
                size_t n_port = 0, n_hw = 0;
                nexus_game *port, *hw;
                port = played_with(g, NX_BITS_PORTABLE, seed, &n_port);
                hw = played_with(g, nx_bits_here(), seed, &n_hw);
                TU_EQ(n_port, n_hw);
                tu_assert_equal_games(port, hw, 1);
                TU_OK(nexus_game_check_consistency(hw));
                turns += (long)n_hw;
                nexus_game_free(hw);
                nexus_game_free(port);
                nexus_game_free(g);
            }
    assert_true(turns > 7 * 4 * 6 * 9); /* games of some length */
}

/* The legal list, every point's status and the number of turns of g (in
 * list[NEXUS_MAX_POINTS], which the caller makes room for). */
static void answers(const nexus_game *g, int *list, size_t *n,
                    nexus_point_status *status)
{
    int size = 0, p;
    nexus_options o;
    uint64_t turns = 0;
    TU_OK(nexus_game_options(&o, g));
    size = o.size;
    TU_OK(nexus_game_count_turns(&turns, g));
    list[NEXUS_MAX_POINTS] = (int)turns;
    TU_OK(nexus_game_legal_points(list, NEXUS_MAX_POINTS, n, g));
    for (p = 0; p < size * size; p++)
        TU_OK(nexus_game_point_status(&status[p], g, p));
}

/* A game of random turns played through the API on a handle with each bit
 * code: every position's answers agree, and so do the games after each
 * turn and after undoing some. */
static void same_api_game(int size, int p1, int p2, uint64_t seed)
{
    nexus_game *a = tu_new(size, p1, p2), *b = tu_new(size, p1, p2);
    uint64_t sa = seed, sb = seed;
    int turn;
    a->e.geom.bits = (unsigned char)NX_BITS_PORTABLE;
    b->e.geom.bits = (unsigned char)nx_bits_here();
    for (turn = 0; turn < 400; turn++) {
        int la[NEXUS_MAX_POINTS + 1], lb[NEXUS_MAX_POINTS + 1];
        nexus_point_status qa[NEXUS_MAX_POINTS], qb[NEXUS_MAX_POINTS];
        size_t na = 0, nb = 0;
        nexus_turn ta, tb;
        nexus_phase ph;
        TU_OK(nexus_game_phase(&ph, a));
        if (ph == NEXUS_PHASE_OVER)
            break;
        answers(a, la, &na, qa);
        answers(b, lb, &nb, qb);
        TU_EQ(na, nb);
        assert_memory_equal(la, lb, na * sizeof *la);
        TU_EQ(la[NEXUS_MAX_POINTS], lb[NEXUS_MAX_POINTS]); /* the counts */
        assert_memory_equal(qa, qb, (size_t)(size * size) * sizeof *qa);
        memset(&ta, 0, sizeof ta); /* only the counts' entries are written */
        memset(&tb, 0, sizeof tb);
        TU_OK(nexus_game_random_turn(&ta, a, &sa));
        TU_OK(nexus_game_random_turn(&tb, b, &sb));
        assert_memory_equal(&ta, &tb, sizeof ta);
        TU_OK(nexus_game_play(a, &ta));
        TU_OK(nexus_game_play(b, &tb));
        if (turn % 7 == 6) { /* take two back, play them again */
            TU_OK(nexus_game_undo(a));
            TU_OK(nexus_game_undo(b));
            tu_assert_equal_games(a, b, 1);
            TU_OK(nexus_game_play(a, &ta));
            TU_OK(nexus_game_play(b, &tb));
        }
        tu_assert_equal_games(a, b, 1);
    }
    TU_OK(nexus_game_check_consistency(b));
    nexus_game_free(b);
    nexus_game_free(a);
}

static void test_same_api_games(void **state)
{
    uint64_t seed;
    (void)state;
    for (seed = 1; seed <= 12; seed++) {
        same_api_game(9, 2, 4, seed);
        same_api_game(9, (int)seed % 3, 1, seed + 100);
        same_api_game(5, 2, 4, seed);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_same_games),
        cmocka_unit_test(test_same_api_games),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
