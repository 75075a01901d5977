/* The example greedy bot (examples/bots/greedy_bot.c): its rules on
 * hand-built positions, legality in whole games, and its edge over the
 * simple bot. Positions are worked out from the rules in the comments. */
#include "bot_test_util.h"
#include "greedy_bot.h"

#include <string.h>

static int setup(void **state)
{
    nexus_bot *bot = NULL;
    if (greedy_bot_new(&bot) != NEXUS_OK)
        return -1;
    *state = bot;
    return 0;
}

static int teardown(void **state)
{
    nexus_bot_free(*state);
    return 0;
}

/* The turn greedy chooses, with its audit kind. */
static nexus_turn choose(nexus_bot *bot, const nexus_game *g,
                         nexus_audit_kind *audit)
{
    nexus_turn t;
    nexus_preview pv;
    bt_ok(nexus_bot_choose(&t, bot, g));
    bt_ok(nexus_game_preview(&pv, g, t.unblock, t.n_unblock, t.point));
    *audit = pv.audit;
    return t;
}

/* Debts 0-0: C4 completes row 4 and wins. */
static void test_wins_when_it_can(void **state)
{
    nexus_game *g = bt_position("...../...../...../XX.XX/.....", 2, 4, 0, 0,
                                NEXUS_BLACK);
    bt_expect_turn(*state, g, "turn B place C4");
    nexus_game_free(g);
}

/* Black owes 2. C2 completes row 2; 7 black stones, net 2: paying A5 and
 * B5 (the stones off the line) keeps row 2, so the turn wins. (The simple
 * bot would pay A2 B2 and break it.) */
static void test_pays_to_keep_line(void **state)
{
    nexus_outcome o;
    nexus_reason r;
    nexus_game *g = bt_position("...../XX.XX/...../...../XX...", 2, 4, 2, 0,
                                NEXUS_BLACK);
    bt_expect_turn(*state, g, "turn B place C2 pay A5 B5");
    bt_play(g, "turn B place C2 pay A5 B5");
    bt_ok(nexus_game_result(&o, &r, g));
    assert_int_equal(o, NEXUS_OUTCOME_BLACK_WINS);
    assert_int_equal(r, NEXUS_REASON_AUDIT);
    nexus_game_free(g);
}

/* Black owes 20: completing row 4 (5 stones, net 20) is bankruptcy, and
 * other moves exist: greedy does not complete. */
static void test_avoids_bankruptcy(void **state)
{
    nexus_audit_kind audit;
    nexus_game *g = bt_position("...../...../...../XX.XX/.....", 2, 4, 20, 0,
                                NEXUS_BLACK);
    nexus_turn t = choose(*state, g, &audit);
    assert_int_not_equal(t.point, bt_pt(g, "C4"));
    assert_int_equal(audit, NEXUS_AUDIT_NONE);
    nexus_game_free(g);
}

/* Black owes 3: completing row 4 leaves 5 stones to pay 3, so the line
 * cannot be kept; greedy does not complete while other moves exist. */
static void test_avoids_line_breaking_payment(void **state)
{
    nexus_audit_kind audit;
    nexus_game *g = bt_position("...../...../...../XX.XX/.....", 2, 4, 3, 0,
                                NEXUS_BLACK);
    nexus_turn t = choose(*state, g, &audit);
    assert_int_not_equal(t.point, bt_pt(g, "C4"));
    assert_int_equal(audit, NEXUS_AUDIT_NONE);
    nexus_game_free(g);
}

/* Paying while keeping a line, when every legal point completes one.
 * 3x3, Black owes 1, White 0:
 *   X X .
 *   X O O
 *   . O .
 * C3 is suicide (the white group keeps C1 and A3). C1 completes row 1, A3
 * column A; either leaves 4 black stones for a net debt of 1, and 4 - 3 >=
 * 1, so paying the one stone off the line keeps it and wins. */
static void test_keeps_line_in_corner(void **state)
{
    nexus_outcome o;
    nexus_reason r;
    nexus_turn t;
    nexus_game *g = bt_position("XX./XOO/.O.", 2, 4, 1, 0, NEXUS_BLACK);
    bt_ok(nexus_bot_choose(&t, *state, g));
    assert_int_equal(t.n_pay, 1);
    bt_ok(nexus_game_play(g, &t));
    bt_ok(nexus_game_result(&o, &r, g));
    assert_int_equal(o, NEXUS_OUTCOME_BLACK_WINS);
    assert_int_equal(r, NEXUS_REASON_AUDIT);
    nexus_game_free(g);
}

/* White holds A2-D2 with E2 free and legal for Black; debts 0-0, so White
 * would win there. Black has no win: it blocks E2. */
static void test_blocks_winning_line(void **state)
{
    nexus_game *g = bt_position("...../OOOO./...../...../.....", 2, 4, 0, 0,
                                NEXUS_BLACK);
    bt_expect_turn(*state, g, "turn B place E2");
    nexus_game_free(g);
}

/* After a forced unblocking it avoids bankruptcy too: in the 3x3
 * position of test_bot_simple the simple bot unblocks C1 and completes
 * row 1 at C1 into bankruptcy (net 4, 3 stones). Greedy picks a turn that
 * does not go bankrupt. */
static void test_unblock_without_bankruptcy(void **state)
{
    nexus_audit_kind audit;
    nexus_game *g = bt_position("XXO/O.O/.O.", 2, 4, 0, 0, NEXUS_BLACK);
    nexus_turn t = choose(*state, g, &audit);
    assert_int_equal(t.n_unblock, 1);
    assert_int_not_equal(audit, NEXUS_AUDIT_BANKRUPT);
    nexus_game_free(g);
}

/* Whole games against the random player on several boards: every turn is
 * accepted by the library. */
static void test_always_legal(void **state)
{
    nexus_bot *random = NULL;
    int size, i;
    bt_ok(nexus_bot_new_random(&random, 8));
    for (size = 3; size <= 7; size++)
        for (i = 0; i < 4; i++) {
            nexus_game *g = bt_new(size, i % 2 ? 1 : 2, i % 2 ? 3 : 4);
            if (i < 2)
                bt_selfplay(g, *state, random, 300);
            else
                bt_selfplay(g, random, *state, 300);
            nexus_game_free(g);
        }
    nexus_bot_free(random);
}

/* Reproducible: the same seed gives the same game. */
static void test_reproducible(void **state)
{
    nexus_bot *simple = NULL;
    nexus_match_options o = NEXUS_MATCH_OPTIONS_INIT;
    nexus_match_result r;
    nexus_game *g1 = NULL, *g2 = NULL;
    int equal = 0;
    bt_ok(nexus_bot_new_simple(&simple));
    o.seed = 31;
    bt_ok(nexus_match_play(&r, &g1, *state, simple, &o));
    bt_ok(nexus_match_play(&r, &g2, *state, simple, &o));
    bt_ok(nexus_game_equal(&equal, g1, g2));
    assert_int_equal(equal, 1);
    nexus_game_free(g1);
    nexus_game_free(g2);
    nexus_bot_free(simple);
}

/* The edge over the simple bot, on a small sample (the full 200-game match
 * is examples/bots/nexus-match): greedy must win at least 3 games in 4. */
static void test_beats_simple_bot(void **state)
{
    nexus_bot *simple = NULL;
    nexus_series_result r;
    bt_ok(nexus_bot_new_simple(&simple));
    bt_ok(nexus_match_series(&r, *state, simple, NULL, 40));
    assert_int_equal(r.games, 40);
    assert_true(r.a_wins >= 30);
    assert_true(r.a_wins > 4 * r.b_wins);
    nexus_bot_free(simple);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_wins_when_it_can),
        cmocka_unit_test(test_pays_to_keep_line),
        cmocka_unit_test(test_avoids_bankruptcy),
        cmocka_unit_test(test_avoids_line_breaking_payment),
        cmocka_unit_test(test_keeps_line_in_corner),
        cmocka_unit_test(test_blocks_winning_line),
        cmocka_unit_test(test_unblock_without_bankruptcy),
        cmocka_unit_test(test_always_legal),
        cmocka_unit_test(test_reproducible),
        cmocka_unit_test(test_beats_simple_bot),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
