/* White-box tests of the proof-number solver's keys (bot/prove_key.c):
 * the history is part of the key, so that two move orders reaching one
 * board (whose recorded positions differ, and with them what the
 * repetition rule may forbid later) get different keys; images under a
 * symmetry share a key when the symmetry may be used, and only then. */
/* clang-format off */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
/* clang-format on */
#include <stdio.h>
#include <string.h>

#include "prove.h"

static nexus_game *empty(int size)
{
    nexus_options o = NEXUS_OPTIONS_INIT;
    nexus_game *g = NULL;
    o.size = size;
    assert_int_equal(nexus_game_new(&g, &o), NEXUS_OK);
    return g;
}

static int point(int size, const char *name)
{
    int p = -1;
    assert_int_equal(nexus_point_parse(&p, size, name), NEXUS_OK);
    return p;
}

/* The key after `moves` (placements, space-separated) from the start,
 * with the search rooted at the start and symmetries as `use` says. */
static void key_after(nxb_pkey *k, int size, const char *moves, int use)
{
    nexus_game *g = empty(size);
    char buf[256], *tok;
    nxb_sym s;
    assert_int_equal(nxb_sym_init(&s, g, use), NEXUS_OK);
    snprintf(buf, sizeof buf, "%s", moves);
    for (tok = strtok(buf, " "); tok; tok = strtok(NULL, " ")) {
        assert_int_equal(nexus_game_place(g, point(size, tok)), NEXUS_OK);
        nxb_sym_record(&s, g, +1);
    }
    nxb_sym_key(k, &s, g);
    nexus_game_free(g);
}

static int same(const nxb_pkey *a, const nxb_pkey *b)
{
    return memcmp(a, b, sizeof *a) == 0;
}

/* A1 B3 C1 D3 and C1 D3 A1 B3 reach one board, side and quiet count, but
 * through other positions: different keys. The board alone is equal. */
static void test_history_in_key(void **state)
{
    nxb_pkey a, b;
    (void)state;
    key_after(&a, 4, "A1 B3 C1 D3", 0);
    key_after(&b, 4, "C1 D3 A1 B3", 0);
    assert_memory_equal(a.cells, b.cells, sizeof a.cells);
    assert_int_equal(a.quiet, b.quiet);
    assert_int_equal(a.to_move, b.to_move);
    assert_false(same(&a, &b));
}

/* From the empty 4x4 board, A1 and its mirror D1 (and D4, A4) are one
 * position under the symmetries; B1 is not A1's image. Without
 * symmetries, A1 and D1 differ. */
static void test_symmetry(void **state)
{
    nxb_pkey a, d, d4, b, plain_a, plain_d;
    (void)state;
    key_after(&a, 4, "A1", 1);
    key_after(&d, 4, "D1", 1);
    key_after(&d4, 4, "D4", 1);
    key_after(&b, 4, "B1", 1);
    assert_true(same(&a, &d));
    assert_true(same(&a, &d4));
    assert_false(same(&a, &b));
    key_after(&plain_a, 4, "A1", 0);
    key_after(&plain_d, 4, "D1", 0);
    assert_false(same(&plain_a, &plain_d));
    /* Two moves deep: A1 B2 is the mirror image of D1 C2. */
    key_after(&a, 4, "A1 B2", 1);
    key_after(&d, 4, "D1 C2", 1);
    assert_true(same(&a, &d));
}

/* A root that is not its own image under a symmetry cannot use it: after
 * A1 the mirror left to right is not a symmetry of the position. */
static void test_symmetries_of_the_root(void **state)
{
    nexus_game *g = empty(4);
    nxb_sym s;
    (void)state;
    assert_int_equal(nxb_sym_init(&s, g, 1), NEXUS_OK);
    assert_int_equal(s.count, 8);
    assert_int_equal(nexus_game_place(g, point(4, "A1")), NEXUS_OK);
    assert_int_equal(nxb_sym_init(&s, g, 1), NEXUS_OK);
    assert_int_equal(s.count, 2); /* the identity, the main diagonal */
    assert_int_equal(nxb_sym_init(&s, g, 0), NEXUS_OK);
    assert_int_equal(s.count, 1);
    nexus_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_history_in_key),
        cmocka_unit_test(test_symmetry),
        cmocka_unit_test(test_symmetries_of_the_root),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
