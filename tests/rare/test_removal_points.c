/* Point tests at positions after an unblocking removal on 9x9, which the
 * engine answers from the group table of the current position plus the
 * removed stones (lib/core/groups_tpl.h, T(groups_place_after)) rather
 * than by floods. At positions of seeded random games, sets of one to
 * five enemy stones are removed, and every empty point's suicide answer
 * and captures are compared with a plain flood of the board written
 * here, from the rules alone (R6): enemy groups left without a liberty
 * are captured; with none captured, an own group without one is suicide.
 * Sets within one group and across groups, freed points and points next
 * to the pieces of a cut group all occur. */
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

static uint64_t draw(uint64_t *s)
{
    uint64_t z = (*s += UINT64_C(0x9E3779B97F4A7C15));
    z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
    return z ^ (z >> 31);
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
        for (k = 1 + (int)(draw(rng) % 5); k > 0; k--)
            set = nx_bb_or(set, nx_bb_bit(enemy[draw(rng) % (unsigned)m]));
        check_removal(g, set);
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
