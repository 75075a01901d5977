/* A search's plays and undos: the legal set a position had before a turn
 * comes back with the undo of that turn (lib/api/cache.h), and never the
 * set of another position. The oracle is the point test, which reads no
 * cache: the legal points must be exactly the points whose status is
 * NEXUS_POINT_LEGAL, and the consistency checker must accept the game. */
#include "test_util.h"

#include <string.h>

/* The legal points of g agree with its point statuses (none while an
 * unblocking is due or once the game is over), and g passes the
 * consistency checker (which compares a cached set with a fresh one). */
static void assert_legal_right(const nexus_game *g)
{
    int points[NEXUS_MAX_POINTS], nn = tu_size(g) * tu_size(g), p;
    size_t n = 0, i = 0;
    nexus_phase phase;
    TU_OK(nexus_game_legal_points(points, NEXUS_MAX_POINTS, &n, g));
    TU_OK(nexus_game_phase(&phase, g));
    if (phase != NEXUS_PHASE_PLACE)
        nn = 0;
    for (p = 0; p < nn; p++) {
        nexus_point_status s;
        TU_OK(nexus_game_point_status(&s, g, p));
        if (s == NEXUS_POINT_LEGAL) {
            assert_true(i < n);
            TU_EQ(points[i], p);
            i++;
        }
    }
    TU_EQ(i, n);
    TU_OK(nexus_game_check_consistency(g));
}

/* Every turn of g played and taken back, depth levels deep, checking the
 * legal set at every node before and after each child. */
static void search(nexus_game *g, int depth)
{
    nexus_turns *it = NULL;
    nexus_turn t;
    assert_legal_right(g);
    if (depth == 0)
        return;
    TU_OK(nexus_turns_new(&it, g));
    while (nexus_turns_next(&t, it) == NEXUS_OK) {
        TU_OK(nexus_game_play(g, &t));
        search(g, depth - 1);
        TU_OK(nexus_game_undo(g));
        assert_legal_right(g);
    }
    nexus_turns_free(it);
}

/* Positions from random games (captures, unblockings, payments on the
 * small boards), searched two turns deep. */
static void test_search_keeps_legal_sets(void **state)
{
    int size, start;
    (void)state;
    for (size = 3; size <= 5; size++)
        for (start = 0; start < 8; start++) {
            nexus_game *g = tu_new(size, 1, 2);
            uint64_t rng = (uint64_t)(size * 100 + start);
            int i;
            for (i = 0; i < start * 3; i++) {
                nexus_turn t;
                if (nexus_game_random_turn(&t, g, &rng) != NEXUS_OK)
                    break;
                TU_OK(nexus_game_play(g, &t));
            }
            search(g, 2);
            nexus_game_free(g);
        }
}

/* A game copied over g between a turn and its undo, or a playout: the
 * undo then finds the copy's (or the playout's) positions' sets, never the
 * one g kept for its own turn. */
static void test_copy_drops_kept_set(void **state)
{
    nexus_game *g = tu_new(5, 2, 4), *h = tu_new(5, 2, 4);
    size_t played = 0;
    (void)state;
    tu_play(g, "A1 E5");
    assert_legal_right(g); /* fills g's cache at length 3 */
    tu_play(g, "C3");      /* keeps that set for its undo */
    tu_play(h, "B2 D4 C3");
    TU_OK(nexus_game_copy(g, h));
    TU_OK(nexus_game_undo(g)); /* back to h's length 3, not g's */
    assert_legal_right(g);
    /* The same after a playout in between. */
    tu_play(g, "E1");
    assert_legal_right(g);
    tu_play(g, "A5");
    TU_OK(nexus_game_undo(g));
    TU_OK(nexus_game_playout(g, 7, 3, &played));
    TU_EQ(played, 3);
    TU_OK(nexus_game_undo(g));
    assert_legal_right(g);
    nexus_game_free(g);
    nexus_game_free(h);
}

/* A copy over g empties both of g's caches: g's own sets of the length
 * that an undo after the copy returns to are of another position. */
static void test_copy_empties_both(void **state)
{
    nexus_game *g = tu_new(5, 2, 4), *h = tu_new(5, 2, 4);
    (void)state;
    tu_play(g, "A1");
    assert_legal_right(g); /* fills g's cache at length 2 */
    tu_play(g, "E5");
    tu_play(h, "B2 D4");
    TU_OK(nexus_game_copy(g, h));
    TU_OK(nexus_game_undo(g)); /* back to h's length 2, not g's */
    assert_legal_right(g);
    nexus_game_free(g);
    nexus_game_free(h);
}

/* A draw offer and its refusal between a turn and its undo change no
 * position: the undo of the refusal and of the turn still find the right
 * sets. */
static void test_offers_between(void **state)
{
    nexus_game *g = tu_new(5, 2, 4);
    (void)state;
    tu_play(g, "B2");
    assert_legal_right(g);
    tu_play(g, "D4");
    TU_OK(nexus_game_offer_draw(g));
    TU_OK(nexus_game_answer_draw(g, 0));
    assert_legal_right(g);
    TU_OK(nexus_game_undo(g)); /* the refusal */
    TU_OK(nexus_game_undo(g)); /* the offer */
    assert_legal_right(g);
    TU_OK(nexus_game_undo(g)); /* the turn */
    assert_legal_right(g);
    nexus_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_search_keeps_legal_sets),
        cmocka_unit_test(test_copy_drops_kept_set),
        cmocka_unit_test(test_copy_empties_both),
        cmocka_unit_test(test_offers_between),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
