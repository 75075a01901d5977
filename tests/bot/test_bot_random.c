/* The uniform random player: always legal, deterministic for a seed, and
 * spread over all its choices (unblocking sets, points, payments). */
#include "bot_test_util.h"

#include <string.h>

/* Whole games on every board size, with debt rates that make captures,
 * forced unblockings and audits common (3x3 with p1=1, p2=3 is the
 * corpus's unblocking-rich setting). Every turn must be accepted. */
static void test_always_legal(void **state)
{
    static const int rates[][2] = {{2, 4}, {1, 3}, {0, 0}, {3, 1}};
    nexus_bot *x = NULL, *y = NULL;
    int size, r, game;
    (void)state;
    bt_ok(nexus_bot_new_random(&x, 11));
    bt_ok(nexus_bot_new_random(&y, 12));
    for (size = NEXUS_MIN_SIZE; size <= NEXUS_MAX_SIZE; size++)
        for (r = 0; r < 4; r++)
            for (game = 0; game < (size <= 5 ? 12 : 2); game++) {
                nexus_game *g = bt_new(size, rates[r][0], rates[r][1]);
                bt_selfplay(g, x, y, 400);
                nexus_game_free(g);
            }
    nexus_bot_free(x);
    nexus_bot_free(y);
}

/* Play `turns` turns with a bot on both sides, writing the points. */
static void play_points(nexus_bot *bot, int *points, int turns)
{
    nexus_game *g = bt_new(5, 2, 4);
    int i;
    for (i = 0; i < turns; i++) {
        nexus_turn t;
        nexus_phase phase;
        bt_ok(nexus_game_phase(&phase, g));
        if (phase == NEXUS_PHASE_OVER) {
            points[i] = -1;
            continue;
        }
        bt_ok(nexus_bot_choose(&t, bot, g));
        bt_ok(nexus_game_play(g, &t));
        points[i] = t.point;
    }
    nexus_game_free(g);
}

static void test_deterministic_for_seed(void **state)
{
    nexus_bot *a = NULL, *b = NULL;
    int pa[20], pb[20], pc[20];
    const char *name = NULL;
    (void)state;
    bt_ok(nexus_bot_new_random(&a, 2024));
    bt_ok(nexus_bot_new_random(&b, 2024));
    bt_ok(nexus_bot_name(&name, a));
    assert_string_equal(name, "random");
    play_points(a, pa, 20);
    play_points(b, pb, 20);
    assert_memory_equal(pa, pb, sizeof pa);
    /* Reseeding restarts the sequence. */
    bt_ok(nexus_bot_seed(a, 2024));
    play_points(a, pc, 20);
    assert_memory_equal(pa, pc, sizeof pa);
    /* Another seed gives another game (20 uniform choices all equal by
     * chance is out of the question). */
    bt_ok(nexus_bot_seed(a, 2025));
    play_points(a, pc, 20);
    assert_memory_not_equal(pa, pc, sizeof pa);
    nexus_bot_free(a);
    nexus_bot_free(b);
}

/* Uniform over the 25 points of the empty board: in 2500 draws each point
 * is expected 100 times; all must fall in [50, 150] (a deviation of five
 * standard deviations). The PRNG is deterministic, so this cannot flake. */
static void test_points_spread(void **state)
{
    nexus_bot *bot = NULL;
    nexus_game *g = bt_new(5, 2, 4);
    int counts[25], i;
    (void)state;
    memset(counts, 0, sizeof counts);
    bt_ok(nexus_bot_new_random(&bot, 5));
    for (i = 0; i < 2500; i++) {
        nexus_turn t;
        bt_ok(nexus_bot_choose(&t, bot, g));
        assert_in_range(t.point, 0, 24);
        counts[t.point]++;
    }
    for (i = 0; i < 25; i++)
        assert_in_range(counts[i], 50, 150);
    nexus_bot_free(bot);
    nexus_game_free(g);
}

/* A random offered set: in the blocked 3x3 position of test_bot_simple
 * the four sets B1, A2, C2, B3 are offered; 400 draws see each of them,
 * and every point is legal after its set. */
static void test_unblock_sets_spread(void **state)
{
    nexus_bot *bot = NULL;
    nexus_game *g = bt_position(".O./O.O/.O.", 2, 4, 0, 0, NEXUS_BLACK);
    int seen[9], i;
    (void)state;
    memset(seen, 0, sizeof seen);
    bt_ok(nexus_bot_new_random(&bot, 77));
    for (i = 0; i < 400; i++) {
        nexus_turn t;
        bt_ok(nexus_bot_choose(&t, bot, g));
        assert_int_equal(t.n_unblock, 1);
        seen[t.unblock[0]]++;
    }
    assert_true(seen[1] > 50 && seen[3] > 50 && seen[5] > 50 && seen[7] > 50);
    assert_int_equal(seen[0] + seen[2] + seen[4] + seen[6] + seen[8], 0);
    nexus_bot_free(bot);
    nexus_game_free(g);
}

/* A random payment of exactly net stones: Black owes 2 and C2 completes
 * row 2 (7 black stones after it). Whenever the bot plays C2 it pays two
 * distinct own stones (checked by nexus_bot_choose and nexus_game_play),
 * and over many seeds the pairs vary. */
static void test_payments_spread(void **state)
{
    nexus_bot *bot = NULL;
    nexus_game *g = bt_position("...../XX.XX/...../...../XX...", 2, 4, 2, 0,
                                NEXUS_BLACK);
    int pairs[25 * 25], distinct = 0, hits = 0, i;
    (void)state;
    memset(pairs, 0, sizeof pairs);
    bt_ok(nexus_bot_new_random(&bot, 0));
    for (i = 0; i < 4000; i++) {
        nexus_turn t;
        bt_ok(nexus_bot_choose(&t, bot, g));
        if (t.point != bt_pt(g, "C2")) {
            assert_int_equal(t.n_pay, 0);
            continue;
        }
        hits++;
        assert_int_equal(t.n_pay, 2);
        assert_true(t.pay[0] < t.pay[1]);
        if (pairs[t.pay[0] * 25 + t.pay[1]]++ == 0)
            distinct++;
    }
    /* 19 legal points: about 210 hits over 21 possible pairs. */
    assert_true(hits > 100);
    assert_true(distinct >= 18);
    nexus_bot_free(bot);
    nexus_game_free(g);
}

/* The random bot never offers and always declines. */
static void test_draws(void **state)
{
    nexus_bot *bot = NULL;
    nexus_game *g = bt_new(5, 2, 4);
    int offer = -1, accept = -1;
    (void)state;
    bt_ok(nexus_bot_new_random(&bot, 3));
    bt_ok(nexus_bot_offer_draw(&offer, bot, g));
    assert_int_equal(offer, 0);
    bt_ok(nexus_game_offer_draw(g));
    bt_ok(nexus_bot_answer_draw(&accept, bot, g));
    assert_int_equal(accept, 0);
    nexus_bot_free(bot);
    nexus_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_always_legal),
        cmocka_unit_test(test_deterministic_for_seed),
        cmocka_unit_test(test_points_spread),
        cmocka_unit_test(test_unblock_sets_spread),
        cmocka_unit_test(test_payments_spread),
        cmocka_unit_test(test_draws),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
