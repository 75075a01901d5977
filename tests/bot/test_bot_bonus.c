/* White-box tests of the relative bonus of quality-based rewards
 * (bot/uct_bonus.c, the `length_bonus` option of strong): a win shorter
 * than its winner's mean is worth more to the winner, a longer one less,
 * by at most half the weight, and draws, early wins and the other colour's
 * lengths leave a value alone. */
/* clang-format off */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
/* clang-format on */
#include <math.h>
#include <string.h>

#include "uct.h"

/* A search with the bonus of weight a, with no wins counted yet. */
static void make(nxb_uct *u, double a)
{
    nxb_uct_cfg cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.length_bonus = a;
    nxb_uct_init(u, &cfg, 1);
}

/* Counts `count` wins of `black` (1 or 0), their lengths 10 and 20 in
 * turn, whose mean is 15. Each keeps its value while fewer than
 * NXB_BONUS_MIN wins are counted. */
static void count_wins(nxb_uct *u, double black, int count)
{
    int i;
    for (i = 0; i < count; i++) {
        double v = nxb_uct_length_bonus(u, black, i % 2 ? 20 : 10);
        if (i < NXB_BONUS_MIN)
            assert_true(v == black);
    }
}

static void test_draw_keeps_its_value(void **state)
{
    nxb_uct u;
    (void)state;
    make(&u, 0.5);
    count_wins(&u, 1.0, 20);
    assert_true(nxb_uct_length_bonus(&u, 0.5, 1) == 0.5);
    assert_true(nxb_uct_length_bonus(&u, 0.5, 100) == 0.5);
    nxb_uct_release(&u);
}

/* After 10 wins of 10 and 20 turns (mean 15, spread sqrt(250 / 9)), a
 * Black win of 10 turns lies 0.9487 spreads below the mean: with a = 0.5
 * and NXB_BONUS_K = 2 its bonus is
 * 0.5 / 2 * (2 / (1 + e^-1.8974) - 1) = 0.1848. */
static void test_short_win_gains_long_win_loses(void **state)
{
    nxb_uct u;
    double shorter, longer;
    (void)state;
    make(&u, 0.5);
    count_wins(&u, 1.0, 10);
    shorter = nxb_uct_length_bonus(&u, 1.0, 10);
    assert_true(fabs(shorter - 1.1848) < 1e-3);
    longer = nxb_uct_length_bonus(&u, 1.0, 30);
    assert_true(longer < 1.0 && longer > 0.75);
    nxb_uct_release(&u);
}

/* A White win moves the value for Black the other way: below 0 when
 * short, above 0 when long. */
static void test_white_win_mirrors(void **state)
{
    nxb_uct u;
    (void)state;
    make(&u, 0.5);
    count_wins(&u, 0.0, 10);
    assert_true(fabs(nxb_uct_length_bonus(&u, 0.0, 10) + 0.1848) < 1e-3);
    assert_true(nxb_uct_length_bonus(&u, 0.0, 40) > 0.0);
    nxb_uct_release(&u);
}

/* However far a win lies from the mean, it moves by less than a / 2. */
static void test_bonus_is_bounded(void **state)
{
    nxb_uct u;
    double v;
    (void)state;
    make(&u, 0.4);
    count_wins(&u, 1.0, 30);
    v = nxb_uct_length_bonus(&u, 1.0, -1000);
    assert_true(v > 1.19 && v <= 1.2);
    v = nxb_uct_length_bonus(&u, 1.0, 10000);
    assert_true(v < 0.81 && v >= 0.8);
    nxb_uct_release(&u);
}

/* Black's lengths say nothing of White's: White's first win after 20
 * Black wins keeps its value. */
static void test_colours_counted_apart(void **state)
{
    nxb_uct u;
    (void)state;
    make(&u, 0.5);
    count_wins(&u, 1.0, 20);
    assert_true(nxb_uct_length_bonus(&u, 0.0, 1) == 0.0);
    nxb_uct_release(&u);
}

/* Returns the wins counted in the lengths of u, both colours. */
static double wins_counted(const nxb_uct *u)
{
    return u->lengths[NEXUS_BLACK].n + u->lengths[NEXUS_WHITE].n;
}

/* Runs a choice's search of 200 iterations from the empty 5x5 board with
 * the bonus of weight a. Returns the wins its simulations counted. */
static double search_counts(nxb_uct *u, nexus_game *g, double a)
{
    nxb_uct_cfg cfg;
    nxb_deadline none;
    nexus_color root;
    double n;
    memset(&cfg, 0, sizeof cfg);
    nxb_deadline_in(&none, 0.0); /* No deadline. */
    cfg.iterations = 200;
    cfg.max_depth = NXB_UCT_MAX_PATH;
    cfg.exploration = 0.5;
    cfg.playout = NXB_PLAYOUT_POLICY;
    cfg.gen.pay_cap = 8;
    cfg.gen.pay_heuristic = 1;
    cfg.length_bonus = a;
    nxb_uct_init(u, &cfg, 1);
    assert_int_equal(nxb_uct_start(u, g, &root), NEXUS_OK);
    assert_true(wins_counted(u) == 0.0);
    assert_int_equal(nxb_uct_search(u, root, &none, 0), NEXUS_OK);
    n = wins_counted(u);
    nxb_uct_finish(u);
    return n;
}

/* The search scores its simulations through the bonus: with a weight,
 * its decided simulations are counted, one each at most; without, none
 * is. A choice starts its count afresh (asserted in search_counts). */
static void test_search_counts_its_wins(void **state)
{
    nexus_options opts = NEXUS_OPTIONS_INIT;
    nexus_game *g = NULL;
    nexus_color root;
    nxb_uct u;
    double n;
    (void)state;
    assert_int_equal(nexus_game_new(&g, &opts), NEXUS_OK);
    n = search_counts(&u, g, 0.5);
    assert_true(n > 100.0 && n <= 200.0);
    assert_int_equal(nxb_uct_start(&u, g, &root), NEXUS_OK);
    assert_true(wins_counted(&u) == 0.0);
    nxb_uct_finish(&u);
    nxb_uct_release(&u);
    assert_true(search_counts(&u, g, 0.0) == 0.0);
    nxb_uct_release(&u);
    nexus_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_draw_keeps_its_value),
        cmocka_unit_test(test_short_win_gains_long_win_loses),
        cmocka_unit_test(test_white_win_mirrors),
        cmocka_unit_test(test_bonus_is_bounded),
        cmocka_unit_test(test_colours_counted_apart),
        cmocka_unit_test(test_search_counts_its_wins),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
