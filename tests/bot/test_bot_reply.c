/* White-box tests of the last-good-reply playouts (bot/uct_reply.c, the
 * `reply` option of strong): a simulation's winner keeps its replies, its
 * loser forgets the ones it made, and a playout turn plays the reply
 * remembered for the opponent's last point (with reply=2, for the last
 * two first) when it is a legal placement that completes no line. */
/* clang-format off */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
/* clang-format on */
#include <string.h>

#include "uct.h"

/* A search with last good replies (LGRF-`reply`) whose root is listed
 * for g. */
static void start_with(nxb_uct *u, const nexus_game *g, int reply)
{
    nxb_uct_cfg cfg;
    nexus_color root;
    memset(&cfg, 0, sizeof cfg);
    cfg.iterations = 1;
    cfg.max_depth = NXB_UCT_MAX_PATH;
    cfg.playout = NXB_PLAYOUT_POLICY;
    cfg.reply = reply;
    cfg.gen.pay_cap = 8;
    cfg.gen.pay_heuristic = 1;
    nxb_uct_init(u, &cfg, 1);
    assert_int_equal(nxb_uct_start(u, g, &root), NEXUS_OK);
}

static void start(nxb_uct *u, const nexus_game *g)
{
    start_with(u, g, 1);
}

static void stop(nxb_uct *u)
{
    nxb_uct_finish(u);
    nxb_uct_release(u);
}

static nexus_game *empty_5x5(void)
{
    nexus_options opts = NEXUS_OPTIONS_INIT;
    nexus_game *g = NULL;
    opts.size = 5;
    assert_int_equal(nexus_game_new(&g, &opts), NEXUS_OK);
    return g;
}

/* A playout of A1 (Black), B1 (White), C1 (Black) from the empty board,
 * won by Black: Black keeps C1 as its reply to B1, and White forgets B1
 * as its reply to A1, but not a reply to another point. */
static void test_winner_keeps_loser_forgets(void **state)
{
    nexus_game *g = empty_5x5();
    uint32_t path[1] = {0};
    nxb_uct u;
    (void)state;
    start(&u, g);
    assert_int_equal(u.reply[NEXUS_BLACK][1], -1);
    u.reply[NEXUS_WHITE][0] = 1;  /* White's reply B1 to A1 ... */
    u.reply[NEXUS_WHITE][2] = 7;  /* ... and C2 to C1. */
    u.seq[0] = 0;
    u.seq[1] = 1;
    u.seq[2] = 2;
    u.seq_n = 3;
    nxb_uct_reply_update(&u, path, 0, NEXUS_BLACK, 1.0);
    assert_int_equal(u.reply[NEXUS_BLACK][1], 2);
    assert_int_equal(u.reply[NEXUS_WHITE][0], -1);
    assert_int_equal(u.reply[NEXUS_WHITE][2], 7);
    /* A draw teaches nothing. */
    u.reply[NEXUS_WHITE][0] = 1;
    nxb_uct_reply_update(&u, path, 0, NEXUS_BLACK, 0.5);
    assert_int_equal(u.reply[NEXUS_WHITE][0], 1);
    stop(&u);
    nexus_game_free(g);
}

/* After Black's A1, White's remembered reply E5 is played; once E5 is
 * taken, the turn is another legal point. */
static void test_plays_the_reply(void **state)
{
    nexus_game *g = empty_5x5();
    nexus_turn t;
    nxb_uct u;
    int k;
    (void)state;
    assert_int_equal(nexus_game_place(g, 0), NEXUS_OK); /* Black A1. */
    start(&u, g);
    u.reply[NEXUS_WHITE][0] = 24;
    for (k = 0; k < 20; k++) {
        assert_int_equal(nxb_uct_reply_turn(&u, &t, -1, 0), NEXUS_OK);
        assert_int_equal(t.point, 24);
    }
    stop(&u);
    assert_int_equal(nexus_game_place(g, 24), NEXUS_OK); /* White E5. */
    assert_int_equal(nexus_game_place(g, 1), NEXUS_OK);  /* Black B1. */
    start(&u, g);
    u.reply[NEXUS_WHITE][1] = 24; /* Taken: not legal. */
    for (k = 0; k < 20; k++) {
        assert_int_equal(nxb_uct_reply_turn(&u, &t, 24, 1), NEXUS_OK);
        assert_true(t.point != 24 && t.point != 0 && t.point != 1);
    }
    stop(&u);
    nexus_game_free(g);
}

/* With reply=2, Black's C1 after A1 and B1 is kept for the two points as
 * well as for B1 alone, and a reply to the last two points comes before
 * the reply to the last one. */
static void test_two_points(void **state)
{
    nexus_game *g = empty_5x5();
    uint32_t path[1] = {0};
    nexus_turn t;
    nxb_uct u;
    (void)state;
    start_with(&u, g, 2);
    u.seq[0] = 0;
    u.seq[1] = 1;
    u.seq[2] = 2;
    u.seq_n = 3;
    nxb_uct_reply_update(&u, path, 0, NEXUS_BLACK, 1.0);
    assert_int_equal(u.reply2[NEXUS_BLACK][0][1], 2);
    assert_int_equal(u.reply[NEXUS_BLACK][1], 2);
    stop(&u);
    assert_int_equal(nexus_game_place(g, 0), NEXUS_OK); /* Black A1. */
    assert_int_equal(nexus_game_place(g, 1), NEXUS_OK); /* White B1. */
    start_with(&u, g, 2);
    u.reply[NEXUS_BLACK][1] = 12;
    u.reply2[NEXUS_BLACK][0][1] = 18;
    assert_int_equal(nxb_uct_reply_turn(&u, &t, 0, 1), NEXUS_OK);
    assert_int_equal(t.point, 18);
    u.reply2[NEXUS_BLACK][0][1] = -1; /* None for both: the one for B1. */
    assert_int_equal(nxb_uct_reply_turn(&u, &t, 0, 1), NEXUS_OK);
    assert_int_equal(t.point, 12);
    stop(&u);
    nexus_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_winner_keeps_loser_forgets),
        cmocka_unit_test(test_plays_the_reply),
        cmocka_unit_test(test_two_points),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
