/* The random turn of the rules (lib/rules/random_turn.c, nx_random_turn) on a
 * position whose phase is not known: the point draw tries every empty
 * point and returns 0 when none is legal, as the playout's general path
 * relies on (it then computes the phase and draws again from the same
 * state). The position is the 3x3 cross of cross.h, where every empty
 * point is suicide for Black; the game computed its phase (an unblocking
 * of one stone), which the test hides from the draw by clearing the
 * entry's unblocking size, as a playout's recorded turn leaves it. */
#include "api/game.h"
#include "cross.h"
#include "core/rng.h"
#include "rules/random_turn.h"

static void test_no_legal_point(void **state)
{
    nexus_game *g = tu_position(CROSS_BOARD, 2, 4, 0, 0, TU_B, 0);
    nx_entry *cur = &g->e.hist.entries[g->e.hist.len - 1];
    uint64_t rng = 12345, before = rng, step = rng;
    nx_eval ev;
    nx_bb pay = nx_bb_zero();
    uint64_t x;
    int i;
    (void)state;
    tu_assert_phase(g, NEXUS_PHASE_UNBLOCK);
    assert_int_equal(cur->k, 1);
    cur->k = 0;
    assert_int_equal(nx_random_turn(&ev, &pay, &g->e, &rng), 0);
    /* Five empty points, five draws: below(5), below(4), ... below(1). */
    for (i = 5; i >= 1; i--)
        x = nx_rng_below(&step, (uint64_t)i);
    (void)x;
    assert_true(rng == step && rng != before);
    cur->k = 1; /* the phase back, as the general path computes it */
    assert_int_equal(nx_random_turn(&ev, &pay, &g->e, &rng), 1);
    assert_true(nx_bb_count(ev.unblock) == 1);
    nexus_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_no_legal_point),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
