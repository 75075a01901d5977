/* The playout loop is compiled twice (lib/rules/playout.c): with the
 * portable bit code, and with the processor's popcnt and pdep where it has
 * them (lib/core/bits.h); a game's geometry says which one it runs. Both
 * must play the same games from the same seed: here the same starts are
 * played out with each, on every size and several debt rates, and the two
 * games compared whole (boards, history, counters). On a processor
 * without the instructions both runs take the portable code, and the
 * test checks that forcing the choice changes nothing. */
#include "api/game.h"
#include "test_util.h"

#include <stdio.h>

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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_same_games),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
