/* The consistency checker against a corrupted group table (9x9 keeps one,
 * lib/core/groups.h): each case breaks one property of the table of a
 * clone of a valid mid-game, and nexus_game_check_consistency must refuse
 * it, while the clone itself passes. Without these a checker that accepts
 * any table would pass every other test, and a table gone wrong would go
 * unseen until a legal set came out wrong. */
#include "api/game.h"
#include "test_util.h"

#include <string.h>

/* A 9x9 game of random turns, past some captures: groups in atari, groups
 * of several stones and groups of both colours. */
static nexus_game *midgame(void)
{
    nexus_options o = NEXUS_OPTIONS_INIT;
    nexus_game *g = NULL;
    uint64_t rng = 9;
    int turn;
    o.size = 9;
    TU_OK(nexus_game_new(&g, &o));
    for (turn = 0; turn < 60; turn++) {
        nexus_turn t;
        TU_OK(nexus_game_random_turn(&t, g, &rng));
        TU_OK(nexus_game_play(g, &t));
    }
    return g;
}

/* The listed group of colour s with the most stones, and one of its stones
 * other than its id. */
static int big_group(const nx_groups *t, int s, int *other)
{
    int i, best = t->list[s][0];
    for (i = 1; i < t->n[s]; i++)
        if (nx_bb_count(t->stones[t->list[s][i]]) >
            nx_bb_count(t->stones[best]))
            best = t->list[s][i];
    assert_true(nx_bb_count(t->stones[best]) >= 2);
    *other = nx_bb_first(nx_bb_andnot(t->stones[best], nx_bb_bit(best)));
    return best;
}

typedef void (*corrupt_fn)(nx_groups *t);

static void wrong_place(nx_groups *t) { t->at[t->list[0][0]]++; }

static void id_not_a_stone(nx_groups *t)
{
    int other, id = big_group(t, 0, &other);
    t->stones[id] = nx_bb_andnot(t->stones[id], nx_bb_bit(id));
}

static void groups_overlap(nx_groups *t)
{
    int a = t->list[1][0], b = t->list[1][1];
    t->stones[b] = nx_bb_or(t->stones[b], t->stones[a]);
}

static void part_of_a_group(nx_groups *t)
{
    int other, id = big_group(t, 1, &other);
    t->stones[id] = nx_bb_andnot(t->stones[id], nx_bb_bit(other));
}

static void wrong_libs(nx_groups *t)
{
    int id = t->list[0][0];
    t->libs[id] = nx_bb_xor(t->libs[id], nx_bb_bit(80));
}

static void wrong_atari(nx_groups *t)
{
    int id = t->list[0][0];
    t->atari[0] = nx_bb_xor(t->atari[0], nx_bb_bit(id));
}

/* An id that names no listed group: an empty point (the game has some). */
static int empty_point = -1;

static void stray_atari(nx_groups *t)
{
    t->atari[1] = nx_bb_or(t->atari[1], nx_bb_bit(empty_point));
}

static void wrong_gid(nx_groups *t)
{
    int other, id = big_group(t, 0, &other);
    t->gid[other] = (unsigned char)t->list[0][id == t->list[0][0]];
}

static void group_missing(nx_groups *t) { t->n[1]--; }

static void test_corrupt_tables_are_refused(void **state)
{
    static const corrupt_fn cases[] = {
        wrong_place, id_not_a_stone, groups_overlap, part_of_a_group,
        wrong_libs,  wrong_atari,    stray_atari,    wrong_gid,
        group_missing,
    };
    nexus_game *g = midgame();
    size_t i;
    (void)state;
    assert_true(g->e.grp.valid);
    empty_point = nx_bb_first(nx_bb_andnot(
        g->e.geom.board, nx_bb_or(g->e.cur.stones[0], g->e.cur.stones[1])));
    assert_true(g->e.grp.n[0] >= 2 && g->e.grp.n[1] >= 2);
    TU_OK(nexus_game_check_consistency(g));
    for (i = 0; i < sizeof cases / sizeof *cases; i++) {
        nexus_game *c = NULL;
        TU_OK(nexus_game_clone(&c, g));
        TU_OK(nexus_game_check_consistency(c));
        cases[i](&c->e.grp);
        TU_ST(nexus_game_check_consistency(c), NEXUS_E_INVALID_ARG);
        nexus_game_free(c);
    }
    nexus_game_free(g);
}

/* A smaller board's handle has no room for the table: a flag claiming one
 * is refused without reading past the handle. */
static void test_small_board_claims_a_table(void **state)
{
    nexus_game *g = NULL;
    (void)state;
    TU_OK(nexus_game_new(&g, NULL));
    assert_false(g->e.grp.room);
    g->e.grp.valid = 1;
    TU_ST(nexus_game_check_consistency(g), NEXUS_E_INVALID_ARG);
    nexus_game_free(g);
}

/* A 9x9 game copied into a 5x5 handle plays on without a table, and
 * agrees with the original turn by turn. */
static void test_copy_into_a_small_handle(void **state)
{
    nexus_game *g = midgame(), *small = NULL;
    uint64_t rng = 5;
    int turn, eq;
    (void)state;
    TU_OK(nexus_game_new(&small, NULL));
    TU_OK(nexus_game_copy(small, g));
    assert_false(small->e.grp.valid);
    for (turn = 0; turn < 20; turn++) {
        nexus_turn t;
        uint64_t same = rng;
        if (nexus_game_random_turn(&t, g, &rng) != NEXUS_OK)
            break;
        TU_OK(nexus_game_random_turn(&t, small, &same));
        TU_OK(nexus_game_play(g, &t));
        TU_OK(nexus_game_play(small, &t));
        TU_OK(nexus_game_equal(&eq, g, small));
        TU_EQ(eq, 1);
    }
    TU_OK(nexus_game_check_consistency(small));
    TU_OK(nexus_game_check_consistency(g));
    nexus_game_free(small);
    nexus_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_corrupt_tables_are_refused),
        cmocka_unit_test(test_small_board_claims_a_table),
        cmocka_unit_test(test_copy_into_a_small_handle),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
