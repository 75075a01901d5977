/* The 1.1 calls at the rare paths (seed.h): random turns, playouts, the
 * turn count and iterator with an unblocking of k >= 2, more offered sets
 * than fit the library's first pass, and a no-placement ending reached by
 * a turn. Expectations are worked out by hand in the comments. */
#include "cross.h"
#include "seed.h"

#include <stdlib.h>
#include <string.h>

/* The k = 2 cross (every single removal seeded, see cross.h). */
static nexus_game *cross_k2(void) { return cross_blocked(1); }

static int is_pair_of_cross(const nexus_turn *t)
{
    size_t i;
    for (i = 0; i < COUNT(CROSS_PAIRS); i++) {
        int pts[2];
        tu_points(3, CROSS_PAIRS[i].set, pts);
        if (t->n_unblock == 2 && t->unblock[0] == pts[0] &&
            t->unblock[1] == pts[1])
            return 1;
    }
    return 0;
}

/* random_turn draws the set as nexus.h documents it (tu_documented_turn,
 * 1.0 calls only), always one of the six pairs; the turn plays. */
static void test_random_turn_k2(void **state)
{
    nexus_game *g = cross_k2();
    uint64_t seed;
    (void)state;
    for (seed = 1; seed <= 24; seed++) {
        uint64_t a = seed, b = seed;
        nexus_turn got, want;
        TU_OK(nexus_game_random_turn(&got, g, &a));
        tu_documented_turn(&want, g, &b);
        assert_true(tu_turn_equal(&got, &want));
        TU_EQ(a, b);
        assert_true(is_pair_of_cross(&got));
        TU_OK(nexus_game_check_turn(g, &got));
    }
    nexus_game_free(g);
}

/* A playout's first turn is random_turn's from the same state, k = 2
 * included: the unblocking is Black's 8 debt. */
static void test_playout_k2(void **state)
{
    nexus_game *g = cross_k2(), *h = NULL;
    nexus_turn t;
    uint64_t st = 77;
    size_t played = 0;
    int eq = 0;
    (void)state;
    TU_OK(nexus_game_clone(&h, g));
    TU_OK(nexus_game_random_turn(&t, h, &st));
    TU_OK(nexus_game_play(h, &t));
    TU_OK(nexus_game_playout(g, 77, 1, &played));
    TU_EQ(played, 1);
    TU_OK(nexus_game_equal(&eq, g, h));
    TU_EQ(eq, 1);
    tu_assert_debts(g, 8, 0);
    tu_check(g);
    nexus_game_free(h);
    nexus_game_free(g);
}

/* The legal turns at k = 2: one per pair and point legal after it, no
 * audit on 3x3 with one Black stone: 6 + 6 + 7 + 7 + 6 + 6 = 38 (the point
 * lists of CROSS_PAIRS), in canonical order: {B1, A2} A1 first,
 * {C2, B3} C3 last. */
static void test_turns_k2(void **state)
{
    nexus_game *g = cross_k2();
    nexus_turns *it = NULL;
    nexus_turn t, first, last;
    uint64_t count = 0;
    int n = 0;
    (void)state;
    TU_OK(nexus_game_count_turns(&count, g));
    TU_EQ(count, 38);
    TU_OK(nexus_turns_new(&it, g));
    while (nexus_turns_next(&t, it) == NEXUS_OK) {
        TU_OK(nexus_game_check_turn(g, &t));
        if (n == 0)
            first = t;
        last = t;
        n++;
    }
    TU_EQ(n, 38);
    tu_make_turn(&t, 3, "B1 A2", "A1", NULL);
    assert_true(tu_turn_equal(&first, &t));
    tu_make_turn(&t, 3, "C2 B3", "C3", NULL);
    assert_true(tu_turn_equal(&last, &t));
    nexus_turns_free(it);
    nexus_game_free(g);
}

/* 7x7 "checkerboard": White on every point with row + column odd (24
 * stones, no line: both diagonals are even), the 25 others empty, each
 * with only White neighbours and each White stone with 3 or 4 empty ones:
 * every point suicide for Black. Removing White s makes s and its
 * neighbours legal; all those positions are seeded, so k = 2, and every
 * one of the C(24, 2) = 276 pairs is offered (nothing with 22 White
 * stones is recorded): 552 points, more than the 81 of the first pass. */
#define CHECKER_N 7
#define CHECKER_WHITE 24

static void checker_board(char *b, int removed, int black)
{
    int r, c, i = 0;
    for (r = 0; r < CHECKER_N; r++) {
        for (c = 0; c < CHECKER_N; c++) {
            int p = r * CHECKER_N + c;
            b[i++] = p == black ? 'X' : p == removed ? '.'
                                 : (r + c) % 2   ? 'O'
                                                 : '.';
        }
        b[i++] = r + 1 < CHECKER_N ? '/' : '\0';
    }
}

/* The White points in canonical order. */
static int checker_white(int *w)
{
    int p, n = 0;
    for (p = 0; p < CHECKER_N * CHECKER_N; p++)
        if ((p / CHECKER_N + p % CHECKER_N) % 2)
            w[n++] = p;
    return n;
}

static nexus_game *checker_k2(void)
{
    static const int dr[] = {0, -1, 1, 0, 0}, dc[] = {0, 0, 0, -1, 1};
    nexus_position *pos = calloc(128, sizeof *pos);
    int w[CHECKER_WHITE], i, d;
    size_t n = 0;
    char b[64];
    nexus_game *g;
    assert_non_null(pos);
    TU_EQ(checker_white(w), CHECKER_WHITE);
    for (i = 0; i < CHECKER_WHITE; i++)
        for (d = 0; d < 5; d++) {
            int r = w[i] / CHECKER_N + dr[d], c = w[i] % CHECKER_N + dc[d];
            if (r < 0 || r >= CHECKER_N || c < 0 || c >= CHECKER_N)
                continue;
            checker_board(b, w[i], r * CHECKER_N + c);
            tu_fill_position(&pos[n++], b, 0, 0, TU_B, 0);
        }
    TU_EQ(n, 12 * 4 + 12 * 5); /* 12 edge stones, 12 inside */
    checker_board(b, -1, -1);
    g = tu_std_position(b, 0, 0, TU_B, 0);
    TU_OK(nx_seed_positions(g, pos, n));
    tu_check(g);
    free(pos);
    return g;
}

static void test_many_offered_sets(void **state)
{
    nexus_game *g = checker_k2();
    int w[CHECKER_WHITE], *sets = calloc(552, sizeof *sets), k = 0, i, j;
    size_t count = 0, at = 0;
    (void)state;
    assert_non_null(sets);
    checker_white(w);
    TU_OK(nexus_game_unblock_size(&k, g));
    TU_EQ(k, 2);
    TU_ST(nexus_game_unblock_sets(NULL, 0, &count, g),
          NEXUS_E_BUFFER_TOO_SMALL);
    TU_EQ(count, 552);
    sets[0] = -7;
    TU_ST(nexus_game_unblock_sets(sets, 551, &count, g),
          NEXUS_E_BUFFER_TOO_SMALL);
    TU_EQ(sets[0], -7); /* a short buffer is left alone */
    TU_OK(nexus_game_unblock_sets(sets, 552, &count, g));
    for (i = 0; i < CHECKER_WHITE; i++)
        for (j = i + 1; j < CHECKER_WHITE; j++, at += 2) {
            TU_EQ(sets[at], w[i]);
            TU_EQ(sets[at + 1], w[j]);
        }
    TU_EQ(at, 552);
    free(sets);
    nexus_game_free(g);
}

/* Random turns among 276 sets: as documented, the draw past the first 81
 * sets included (most of these draws are). */
static void test_many_sets_random_turn(void **state)
{
    nexus_game *g = checker_k2();
    uint64_t seed;
    (void)state;
    for (seed = 1; seed <= 12; seed++) {
        uint64_t a = seed * 1000003u, b = a;
        nexus_turn got, want;
        TU_OK(nexus_game_random_turn(&got, g, &a));
        tu_documented_turn(&want, g, &b);
        assert_true(tu_turn_equal(&got, &want));
        TU_EQ(got.n_unblock, 2);
        TU_OK(nexus_game_check_turn(g, &got));
    }
    nexus_game_free(g);
}

/* The empty 3x3 board, Black to move. Seeded: each single Black stone but
 * B2 (so B2 is Black's one legal point), each "Black B2 + White p" (no
 * White placement after B2 is legal) and each single White stone (so
 * removing B2, the only Black stone, does not help White either). After
 * Black B2, White has no placement and no unblocking: Black wins,
 * no-placement, reached by a turn, by play and by a playout alike. */
static nexus_game *one_way_game(void)
{
    nexus_position pos[25];
    nexus_game *g = tu_std_position(".../.../...", 0, 0, TU_B, 0);
    size_t n = 0;
    int p;
    for (p = 0; p < 9; p++) {
        char b[] = ".../.../...";
        b[p / 3 * 4 + p % 3] = 'X';
        if (p != 4)
            tu_fill_position(&pos[n++], b, 0, 0, TU_B, 0);
        b[p / 3 * 4 + p % 3] = 'O';
        tu_fill_position(&pos[n++], b, 0, 0, TU_B, 0);
        b[5] = 'X';
        if (p != 4)
            tu_fill_position(&pos[n++], b, 0, 0, TU_B, 0);
    }
    TU_EQ(n, 25);
    TU_OK(nx_seed_positions(g, pos, n));
    tu_check(g);
    tu_assert_legal(g, "B2");
    return g;
}

static void test_no_placement_by_a_turn(void **state)
{
    nexus_game *g = one_way_game(), *h = one_way_game();
    size_t played = 0;
    (void)state;
    tu_turn(g, NULL, "B2", NULL);
    tu_assert_board(g, ".../.X./...");
    tu_assert_result(g, NEXUS_OUTCOME_BLACK_WINS, NEXUS_REASON_NO_PLACEMENT);
    tu_assert_quiet(g, 1);
    TU_OK(nexus_game_playout(h, 5, 10, &played));
    TU_EQ(played, 1);
    tu_check(h);
    tu_assert_equal_games(g, h, 1);
    nexus_game_free(h);
    nexus_game_free(g);
}

/* The uncovered game of test_unblock_rare (singles seeded at debt 0,
 * every pair's placements at 8). */
static nexus_game *uncovered_game(void)
{
    seeds s;
    start_seeds(&s, 0);
    add_removals(&s, CROSS_SINGLES, COUNT(CROSS_SINGLES), 0);
    add_removals(&s, CROSS_PAIRS, COUNT(CROSS_PAIRS), 8);
    return seeded_cross(&s);
}

/* Its picture's caption names the ending as a record's result line does
 * (R21: no winner, reason `uncovered`). */
static void test_uncovered_picture(void **state)
{
    nexus_game *g = uncovered_game();
    char svg[1 << 14];
    size_t need = 0;
    (void)state;
    tu_assert_result(g, NEXUS_OUTCOME_NO_WINNER, NEXUS_REASON_UNCOVERED);
    TU_OK(nexus_game_format_svg(svg, sizeof svg, &need, g, NULL));
    assert_non_null(strstr(svg, "No winner (uncovered)"));
    assert_string_equal(nexus_outcome_name(NEXUS_OUTCOME_NO_WINNER), "none");
    nexus_game_free(g);
}

/* A seeded game's entries are positions, not turns (point -1, seed.h):
 * the record writer passes the turn formatter's refusal on instead of
 * writing a record that would not read back, and writes nothing. */
static void test_writer_refuses_seeded_entries(void **state)
{
    nexus_game *g = cross_k2();
    char buf[4096];
    size_t count = 7;
    nexus_status st;
    (void)state;
    buf[0] = '#';
    st = nexus_record_write(buf, sizeof buf, &count, g);
    assert_true(st != NEXUS_OK && st != NEXUS_E_BUFFER_TOO_SMALL);
    TU_EQ(count, 7);
    TU_EQ(buf[0], '#');
    nexus_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_random_turn_k2),
        cmocka_unit_test(test_playout_k2),
        cmocka_unit_test(test_turns_k2),
        cmocka_unit_test(test_many_offered_sets),
        cmocka_unit_test(test_many_sets_random_turn),
        cmocka_unit_test(test_no_placement_by_a_turn),
        cmocka_unit_test(test_uncovered_picture),
        cmocka_unit_test(test_writer_refuses_seeded_entries),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
