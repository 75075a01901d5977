/* White-box tests of the strong bot's opening book (bot/book.h): which
 * games it answers, that every turn of the shipped book is legal where
 * it is given, and that the strong bot plays the book's turn without a
 * search only while its `book` option is on. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "book.h"
#include "nexus.h"
#include "nexus_bot.h"

/* Returns a new game of the given size and debts, with the points played
 * in turn, or NULL if one is not legal. */
static nexus_game *game_with(int size, int capture_debt, const int *pts,
                             int k)
{
    nexus_options o = NEXUS_OPTIONS_INIT;
    nexus_game *g = NULL;
    nexus_turn t;
    int i;
    o.size = size;
    o.capture_debt = capture_debt;
    if (nexus_game_new(&g, &o) != NEXUS_OK)
        return NULL;
    for (i = 0; i < k; i++) {
        memset(&t, 0, sizeof t);
        t.point = pts[i];
        if (nexus_game_play(g, &t) != NEXUS_OK) {
            nexus_game_free(g);
            return NULL;
        }
    }
    return g;
}

/* A book whose every slot holds the point 7, but for turn 0's 12. */
static void fill_test_book(nxb_book *b)
{
    memset(b, 7, sizeof *b);
    b->first = 12;
}

/* A point of the book's own side that was not the book's ends the line:
 * the book answers only the positions of its own earlier turns. */
static void test_point_follows_the_line(void **state)
{
    nxb_book b;
    /* The points of turns 0 and 2 are the book's for Black, that of turn
     * 1 its reply for White. */
    int pts[NXB_BOOK_PLIES] = {12, 7, 7, 9, 1};
    (void)state;
    fill_test_book(&b);
    assert_int_equal(nxb_book_point(&b, pts, 0), 12);
    assert_int_equal(nxb_book_point(&b, pts, 1), 7);
    assert_int_equal(nxb_book_point(&b, pts, 2), 7);
    assert_int_equal(nxb_book_point(&b, pts, 3), 7);
    assert_int_equal(nxb_book_point(&b, pts, 4), 7);
    assert_int_equal(nxb_book_point(&b, pts, 5), NXB_BOOK_NONE);
    pts[0] = 11; /* Black's first point is not the book's. */
    assert_int_equal(nxb_book_point(&b, pts, 2), NXB_BOOK_NONE);
    assert_int_equal(nxb_book_point(&b, pts, 4), NXB_BOOK_NONE);
    assert_int_equal(nxb_book_point(&b, pts, 3), 7);
    pts[1] = 8; /* White's first point is not the book's reply. */
    assert_int_equal(nxb_book_point(&b, pts, 3), NXB_BOOK_NONE);
    pts[0] = 12;
    pts[1] = 7;
    pts[2] = 6; /* Black's second point is not the book's. */
    assert_int_equal(nxb_book_point(&b, pts, 4), NXB_BOOK_NONE);
}

/* The book answers the standard 5x5 game only: another size, other
 * debts, or a game past its turns get no turn. */
static void test_turn_only_in_the_standard_game(void **state)
{
    nxb_book b;
    nexus_turn t;
    nexus_game *g;
    int pts[6] = {0, 1, 2, 3, 4, 5};
    (void)state;
    fill_test_book(&b);
    g = game_with(5, 2, pts, 0);
    assert_non_null(g);
    assert_int_equal(nxb_book_turn(&t, g, &b), 1);
    assert_int_equal(t.point, 12);
    assert_int_equal(t.n_unblock, 0);
    assert_int_equal(t.n_pay, 0);
    nexus_game_free(g);
    g = game_with(4, 2, pts, 0);
    assert_non_null(g);
    assert_int_equal(nxb_book_turn(&t, g, &b), 0);
    nexus_game_free(g);
    g = game_with(5, 3, pts, 0);
    assert_non_null(g);
    assert_int_equal(nxb_book_turn(&t, g, &b), 0);
    nexus_game_free(g);
    g = game_with(5, 2, pts, 5);
    assert_non_null(g);
    assert_int_equal(nxb_book_turn(&t, g, &b), 0);
    nexus_game_free(g);
}

/* A custom start position is not the book's game, even when empty. */
static void test_no_turn_from_a_custom_start(void **state)
{
    nexus_options o = NEXUS_OPTIONS_INIT;
    nexus_position pos;
    nexus_game *g = NULL;
    nxb_book b;
    nexus_turn t;
    (void)state;
    fill_test_book(&b);
    memset(&pos, 0, sizeof pos);
    pos.to_move = NEXUS_BLACK;
    assert_int_equal(nexus_game_new_from_position(&g, &o, &pos), NEXUS_OK);
    assert_int_equal(nxb_book_turn(&t, g, &b), 0);
    nexus_game_free(g);
}

/* A turn of the book that is not legal where it would be played is not
 * given: the point 7 is taken after the points 12 and 7. */
static void test_illegal_entry_is_not_played(void **state)
{
    nxb_book b;
    nexus_turn t;
    int pts[2] = {12, 7};
    nexus_game *g;
    (void)state;
    fill_test_book(&b);
    g = game_with(5, 2, pts, 2);
    assert_non_null(g);
    assert_int_equal(nxb_book_turn(&t, g, &b), 0);
    nexus_game_free(g);
}

/* Plays the points pts[0 .. k-1] with the last one set to each point in
 * turn, and checks that the shipped book gives a legal turn wherever
 * that position is legal. Returns the positions checked. */
static int check_last(int *pts, int k)
{
    nexus_game *g;
    nexus_turn t;
    int count = 0;
    for (pts[k - 1] = 0; pts[k - 1] < NXB_BOOK_POINTS; pts[k - 1]++) {
        if ((g = game_with(5, 2, pts, k)) == NULL)
            continue;
        assert_int_equal(nxb_book_turn(&t, g, &nxb_book5), 1);
        assert_int_equal(nexus_game_check_turn(g, &t), NEXUS_OK);
        nexus_game_free(g);
        count++;
    }
    return count;
}

/* Every position on the line of the shipped book, for every turn of the
 * other side, has a legal turn in it: 1 + 25 + 24 + 575 + 528 of them. */
static void test_shipped_book_is_whole(void **state)
{
    int pts[NXB_BOOK_PLIES] = {0}, a, count = 0;
    nexus_game *g = game_with(5, 2, pts, 0);
    nexus_turn t;
    (void)state;
    assert_non_null(g);
    assert_int_equal(nxb_book_turn(&t, g, &nxb_book5), 1);
    nexus_game_free(g);
    count = 1 + check_last(pts, 1);
    pts[0] = nxb_book5.first;
    count += check_last(pts, 2);
    for (a = 0; a < NXB_BOOK_POINTS; a++) {
        pts[0] = a;
        pts[1] = nxb_book5.reply[a];
        count += check_last(pts, 3);
    }
    pts[0] = nxb_book5.first;
    for (a = 0; a < NXB_BOOK_POINTS; a++) {
        if (a == pts[0])
            continue;
        pts[1] = a;
        pts[2] = nxb_book5.second[a];
        count += check_last(pts, 4);
    }
    assert_int_equal(count, 1 + 25 + 24 + 575 + 528);
}

/* Records the last report of a choice. */
static void keep_report(void *user, const nexus_bot_progress *p)
{
    nexus_bot_progress *last = user;
    if (p->final)
        *last = *p;
}

/* Returns the turn the strong bot of `spec` chooses on the empty 5x5
 * board, with its last report in *last. */
static nexus_turn strong_first_turn(const char *spec,
                                    nexus_bot_progress *last)
{
    nexus_bot *bot = NULL;
    nexus_game *g = game_with(5, 2, NULL, 0);
    nexus_turn t;
    memset(last, 0, sizeof *last);
    assert_int_equal(nexus_bot_new_spec(&bot, NULL, spec), NEXUS_OK);
    assert_int_equal(nexus_bot_set_progress(bot, keep_report, last, 0),
                     NEXUS_OK);
    assert_int_equal(nexus_bot_choose(&t, bot, g), NEXUS_OK);
    nexus_bot_free(bot);
    nexus_game_free(g);
    return t;
}

/* The strong bot plays the book's first turn without a search, and with
 * `book=false` it searches. */
static void test_strong_plays_the_book(void **state)
{
    nexus_bot_progress last;
    nexus_turn t;
    (void)state;
    t = strong_first_turn("strong:nodes=2000", &last);
    assert_int_equal(t.point, nxb_book5.first);
    assert_int_equal(last.final, 1);
    assert_true(last.nodes == 0);
    assert_true(last.win < 0.0);
    strong_first_turn("strong:nodes=2000,book=false", &last);
    assert_int_equal(last.final, 1);
    assert_true(last.nodes > 0);
    assert_true(last.win >= 0.0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_point_follows_the_line),
        cmocka_unit_test(test_turn_only_in_the_standard_game),
        cmocka_unit_test(test_no_turn_from_a_custom_start),
        cmocka_unit_test(test_illegal_entry_is_not_played),
        cmocka_unit_test(test_shipped_book_is_whole),
        cmocka_unit_test(test_strong_plays_the_book),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
