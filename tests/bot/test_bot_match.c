/* nexus_match_play and nexus_match_series. Expected results of games
 * between two simple bots come from the conformance corpus, recorded by an
 * independent engine: 162-5x5-bot-bot.nxr (White wins at an audit on turn
 * 24) and 163-7x7-bot-bot.nxr (Black goes bankrupt on turn 65). */
#include "bot_test_util.h"

#include <stdlib.h>
#include <string.h>

typedef struct bots {
    nexus_bot *a, *b;
} bots;

static int setup(void **state)
{
    bots *s = calloc(1, sizeof *s);
    if (!s || nexus_bot_new_simple(&s->a) != NEXUS_OK ||
        nexus_bot_new_simple(&s->b) != NEXUS_OK)
        return -1;
    *state = s;
    return 0;
}

static int teardown(void **state)
{
    bots *s = *state;
    nexus_bot_free(s->a);
    nexus_bot_free(s->b);
    free(s);
    return 0;
}

static nexus_match_options std_options(void)
{
    nexus_match_options o = NEXUS_MATCH_OPTIONS_INIT;
    return o;
}

static void test_options_init(void **state)
{
    nexus_match_options a = NEXUS_MATCH_OPTIONS_INIT, b;
    (void)state;
    memset(&b, 0xff, sizeof b);
    bt_ok(nexus_match_options_init(&b, NEXUS_MATCH_OPTIONS_VERSION));
    assert_int_equal(b.version, a.version);
    assert_int_equal(b.game.size, 5);
    assert_int_equal(b.game.capture_debt, 2);
    assert_int_equal(b.game.unblock_debt, 4);
    assert_true(b.seed == 0);
    assert_int_equal(b.turn_limit, NEXUS_MATCH_DEFAULT_TURN_LIMIT);
    bt_status(nexus_match_options_init(&b, 0), NEXUS_E_VERSION);
    bt_status(nexus_match_options_init(NULL, 1), NEXUS_E_INVALID_ARG);
}

/* Corpus 162: simple against simple on 5x5, White wins at an audit. */
static void test_simple_vs_simple_5x5(void **state)
{
    bots *s = *state;
    nexus_match_options o = std_options();
    nexus_match_result r;
    nexus_game *g = NULL;
    const char *label;
    size_t turns = 0;
    nexus_outcome outcome;
    nexus_reason reason;

    bt_ok(nexus_match_play(&r, &g, s->a, s->b, &o));
    assert_int_equal(r.outcome, NEXUS_OUTCOME_WHITE_WINS);
    assert_int_equal(r.reason, NEXUS_REASON_AUDIT);
    assert_int_equal(r.unfinished, 0);
    assert_int_equal(r.turns, 24);
    /* The final game agrees, and is labelled with the bots' names. */
    assert_non_null(g);
    bt_ok(nexus_game_turn_count(&turns, g));
    assert_int_equal(turns, 24);
    bt_ok(nexus_game_result(&outcome, &reason, g));
    assert_int_equal(outcome, r.outcome);
    assert_int_equal(reason, r.reason);
    bt_ok(nexus_game_label(&label, g, NEXUS_BLACK));
    assert_string_equal(label, "simple");
    bt_ok(nexus_game_label(&label, g, NEXUS_WHITE));
    assert_string_equal(label, "simple");
    bt_ok(nexus_game_check_consistency(g));
    nexus_game_free(g);

    /* Without game_out, and with default options (NULL): the same. */
    memset(&r, 0, sizeof r);
    bt_ok(nexus_match_play(&r, NULL, s->a, s->b, NULL));
    assert_int_equal(r.outcome, NEXUS_OUTCOME_WHITE_WINS);
    assert_int_equal(r.turns, 24);
}

/* Corpus 163: on 7x7 Black goes bankrupt on turn 65. */
static void test_simple_vs_simple_7x7(void **state)
{
    bots *s = *state;
    nexus_match_options o = std_options();
    nexus_match_result r;
    o.game.size = 7;
    bt_ok(nexus_match_play(&r, NULL, s->a, s->b, &o));
    assert_int_equal(r.outcome, NEXUS_OUTCOME_WHITE_WINS);
    assert_int_equal(r.reason, NEXUS_REASON_BANKRUPT);
    assert_int_equal(r.unfinished, 0);
    assert_int_equal(r.turns, 65);
}

/* R22: a game stopped by the turn limit is unfinished, not drawn; one that
 * ends on its last allowed turn is finished. */
static void test_turn_limit(void **state)
{
    bots *s = *state;
    nexus_match_options o = std_options();
    nexus_match_result r;
    nexus_game *g = NULL;
    size_t turns = 0;

    o.turn_limit = 23;
    bt_ok(nexus_match_play(&r, &g, s->a, s->b, &o));
    assert_int_equal(r.unfinished, 1);
    assert_int_equal(r.outcome, NEXUS_OUTCOME_NONE);
    assert_int_equal(r.reason, NEXUS_REASON_NONE);
    assert_int_equal(r.turns, 23);
    bt_ok(nexus_game_turn_count(&turns, g));
    assert_int_equal(turns, 23);
    nexus_game_free(g);

    o.turn_limit = 24;
    bt_ok(nexus_match_play(&r, NULL, s->a, s->b, &o));
    assert_int_equal(r.unfinished, 0);
    assert_int_equal(r.outcome, NEXUS_OUTCOME_WHITE_WINS);
    assert_int_equal(r.turns, 24);

    o.turn_limit = 0;
    bt_ok(nexus_match_play(&r, NULL, s->a, s->b, &o));
    assert_int_equal(r.unfinished, 1);
    assert_int_equal(r.turns, 0);
}

/* Two identical deterministic bots: game 0 (a Black) and game 1 (b Black)
 * are the same game, won by White (corpus 162), so b wins game 0 and a
 * game 1: the colours alternate and wins are credited to the right bot. */
static void test_series_alternates(void **state)
{
    bots *s = *state;
    nexus_match_options o = std_options();
    nexus_series_result r;
    bt_ok(nexus_match_series(&r, s->a, s->b, &o, 2));
    assert_int_equal(r.games, 2);
    assert_int_equal(r.a_wins, 1);
    assert_int_equal(r.b_wins, 1);
    assert_int_equal(r.draws + r.unfinished + r.no_winner, 0);

    bt_ok(nexus_match_series(&r, s->a, s->b, &o, 3));
    assert_int_equal(r.games, 3);
    assert_int_equal(r.a_wins, 1); /* game 1 */
    assert_int_equal(r.b_wins, 2); /* games 0 and 2 */

    bt_ok(nexus_match_series(&r, s->a, s->b, &o, 0));
    assert_int_equal(r.games, 0);
    assert_int_equal(r.a_wins + r.b_wins, 0);
}

/* Every game stopped by the limit: all unfinished, none drawn. */
static void test_series_unfinished(void **state)
{
    bots *s = *state;
    nexus_match_options o = std_options();
    nexus_series_result r;
    o.turn_limit = 5;
    bt_ok(nexus_match_series(&r, s->a, s->b, &o, 4));
    assert_int_equal(r.games, 4);
    assert_int_equal(r.unfinished, 4);
    assert_int_equal(r.draws, 0);
    assert_int_equal(r.a_wins + r.b_wins + r.no_winner, 0);
}

/* Random players: the counts add up, and a series is reproducible from its
 * seed. */
static void test_series_random_adds_up(void **state)
{
    nexus_bot *x = NULL, *y = NULL;
    nexus_match_options o = std_options();
    nexus_series_result r1, r2;
    (void)state;
    bt_ok(nexus_bot_new_random(&x, 1));
    bt_ok(nexus_bot_new_random(&y, 2));
    o.seed = 99;
    o.game.size = 4;
    bt_ok(nexus_match_series(&r1, x, y, &o, 40));
    assert_int_equal(r1.games, 40);
    assert_int_equal(r1.a_wins + r1.b_wins + r1.draws + r1.unfinished +
                         r1.no_winner,
                     40);
    bt_ok(nexus_match_series(&r2, x, y, &o, 40));
    assert_memory_equal(&r1, &r2, sizeof r1);
    nexus_bot_free(x);
    nexus_bot_free(y);
}

/* A match seeds its bots from the match seed: the same seed gives the same
 * record, whatever the bots' own seeds were. */
static void test_match_reproducible(void **state)
{
    nexus_bot *x = NULL, *y = NULL;
    nexus_match_options o = std_options();
    nexus_match_result r;
    nexus_game *g1 = NULL, *g2 = NULL;
    int equal = 0;
    (void)state;
    o.seed = 7;
    bt_ok(nexus_bot_new_random(&x, 1));
    bt_ok(nexus_bot_new_random(&y, 2));
    bt_ok(nexus_match_play(&r, &g1, x, y, &o));
    bt_ok(nexus_bot_seed(x, 555));
    bt_ok(nexus_match_play(&r, &g2, x, y, &o));
    bt_ok(nexus_game_equal(&equal, g1, g2));
    assert_int_equal(equal, 1);
    nexus_game_free(g1);
    nexus_game_free(g2);
    nexus_bot_free(x);
    nexus_bot_free(y);
}

/* The same bot may play both sides. */
static void test_same_bot_both_sides(void **state)
{
    bots *s = *state;
    nexus_match_result r;
    bt_ok(nexus_match_play(&r, NULL, s->a, s->a, NULL));
    assert_int_equal(r.outcome, NEXUS_OUTCOME_WHITE_WINS);
    assert_int_equal(r.turns, 24);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_options_init),
        cmocka_unit_test(test_simple_vs_simple_5x5),
        cmocka_unit_test(test_simple_vs_simple_7x7),
        cmocka_unit_test(test_turn_limit),
        cmocka_unit_test(test_series_alternates),
        cmocka_unit_test(test_series_unfinished),
        cmocka_unit_test(test_series_random_adds_up),
        cmocka_unit_test(test_match_reproducible),
        cmocka_unit_test(test_same_bot_both_sides),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
