/* Point tests at positions after an unblocking removal on 9x9, which the
 * engine answers from the group table of the current position plus the
 * removed stones (lib/core/groups_tpl.h, T(groups_place_after)) rather
 * than by floods. At positions of seeded random games, sets of one to
 * five enemy stones are removed, and every empty point's suicide answer
 * and captures are compared with a plain flood of the board written
 * here, from the rules alone (R6): enemy groups left without a liberty
 * are captured; with none captured, an own group without one is suicide.
 * Sets within one group and across groups, freed points and points next
 * to the pieces of a cut group all occur. The points whose suicide such a
 * removal can end (nx_removal_reach, from the table) are compared too. */
#include "test_util.h"

#include "api/game.h"
#include "rules/legal.h"

#define N 9
#define NN (N * N)

/* The board as colours per point: 0 empty, 1 Black, 2 White. */
static void cells(int *b, const nx_pos *pos)
{
    int p;
    for (p = 0; p < NN; p++)
        b[p] = nx_bb_test(pos->stones[0], p)   ? 1
               : nx_bb_test(pos->stones[1], p) ? 2
                                               : 0;
}

static int next_to(int p, int i)
{
    int r = p / N, c = p % N;
    int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    r += dr[i];
    c += dc[i];
    return r < 0 || r >= N || c < 0 || c >= N ? -1 : r * N + c;
}

/* The group of p in b into *group; 1 if it has a liberty. */
static int flood(const int *b, int p, nx_bb *group)
{
    int stack[NN], n = 0, lib = 0, i;
    *group = nx_bb_bit(p);
    stack[n++] = p;
    while (n > 0) {
        int q = stack[--n];
        for (i = 0; i < 4; i++) {
            int x = next_to(q, i);
            if (x < 0 || nx_bb_test(*group, x))
                continue;
            if (b[x] == 0) {
                lib = 1;
            } else if (b[x] == b[p]) {
                *group = nx_bb_or(*group, nx_bb_bit(x));
                stack[n++] = x;
            }
        }
    }
    return lib;
}

/* A stone of colour me at empty point p of b: captures into *cap, 1 if
 * suicide. */
static int reference(int *b, int me, int p, nx_bb *cap)
{
    nx_bb g;
    int i, suicide;
    *cap = nx_bb_zero();
    b[p] = me;
    for (i = 0; i < 4; i++) {
        int x = next_to(p, i);
        if (x >= 0 && b[x] == 3 - me && !nx_bb_test(*cap, x) &&
            !flood(b, x, &g))
            *cap = nx_bb_or(*cap, g);
    }
    suicide = nx_bb_empty(*cap) && !flood(b, p, &g);
    b[p] = 0;
    return suicide;
}

/* Every empty point of the current position less `set`. */
static void check_removal(const nexus_game *g, nx_bb set)
{
    nx_pos pos = g->e.cur;
    int b[NN], p;
    nx_pos_remove(&pos, set);
    cells(b, &pos);
    for (p = 0; p < NN; p++) {
        nx_bb cap, want;
        nexus_point_status st;
        if (b[p])
            continue;
        st = nx_point_status(&g->e, &pos, p, &cap);
        if (reference(b, pos.color, p, &want)) {
            assert_int_equal(st, NEXUS_POINT_SUICIDE);
            continue;
        }
        assert_int_not_equal(st, NEXUS_POINT_SUICIDE);
        assert_true(nx_bb_eq(cap, want));
    }
}

/* The points next to a point of x. */
static nx_bb around(nx_bb x)
{
    nx_bb r = nx_bb_zero();
    int p, i;
    for (p = 0; p < NN; p++)
        for (i = 0; i < 4; i++)
            if (nx_bb_test(x, p) && next_to(p, i) >= 0)
                r = nx_bb_or(r, nx_bb_bit(next_to(p, i)));
    return r;
}

/* The points next to the mover's groups that touch `set` in the current
 * position: what nx_removal_reach reads from the group table on 9x9
 * (rules/legal_tpl.h, T(reach)), here from the plain flood. */
static void check_reach(const nexus_game *g, nx_bb set)
{
    int b[NN], p, me = g->e.cur.color;
    nx_bb want = nx_bb_zero(), touch = around(set), grp;
    cells(b, &g->e.cur);
    for (p = 0; p < NN; p++) {
        if (b[p] != me || !nx_bb_test(touch, p))
            continue;
        (void)flood(b, p, &grp);
        want = nx_bb_or(want, around(grp));
    }
    assert_true(nx_bb_eq(nx_removal_reach(&g->e, &g->e.cur, set), want));
}

/* A few removal sets drawn from the enemy stones of the current position:
 * one to five stones, the first often with its group's other stones. */
static void check_position(const nexus_game *g, uint64_t *rng)
{
    int enemy[NN], m, i, k;
    m = nx_bb_to_list(g->e.cur.stones[nx_side(nx_other(g->e.cur.color))],
                      enemy);
    for (i = 0; i < 4 && m > 0; i++) {
        nx_bb set = nx_bb_zero();
        for (k = 1 + (int)(tu_rng_next(rng) % 5); k > 0; k--)
            set = nx_bb_or(set,
                           nx_bb_bit(enemy[tu_rng_next(rng) % (unsigned)m]));
        check_removal(g, set);
        check_reach(g, set);
    }
}

static void test_removal_points_9x9(void **state)
{
    uint64_t rng = 20261201;
    int games;
    (void)state;
    for (games = 0; games < 20; games++) {
        nexus_game *g = tu_new(N, 2, 5);
        nexus_turn t;
        while (nexus_game_random_turn(&t, g, &rng) == NEXUS_OK) {
            TU_OK(nexus_game_play(g, &t));
            /* the table the point tests read is kept on 9x9 */
            assert_true(g->e.grp.valid);
            check_position(g, &rng);
        }
        nexus_game_free(g);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_removal_points_9x9),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
