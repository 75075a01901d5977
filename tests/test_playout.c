/* nexus_game_random_turn and nexus_game_playout (1.1).
 *
 * - The documented algorithm (splitmix64, Lemire's bounded draw, the set,
 *   point and payment steps of nexus.h) is re-implemented in test_util.c
 *   from that text alone; the library must draw exactly the same turn and
 *   leave the generator in the same state, at every position of many
 *   random games (so a Python or JS caller can reproduce it).
 * - Distributions: chi-square tests (fixed seeds, p = 0.001 critical
 *   values written below) of the point on an empty and a mid-game board,
 *   of the payment among the net-subsets, of the unblocking set.
 * - Playouts: deterministic for a seed, equal to the random_turn + play
 *   loop, the turn limit, errors that change nothing, consistency and a
 *   record that replays to an equal game. */
#include "test_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Upper 0.001 points of the chi-square distribution, df = 1..30. */
static const double chi2_crit_001[31] = {
    0,      10.828, 13.816, 16.266, 18.467, 20.515, 22.458, 24.322,
    26.124, 27.877, 29.588, 31.264, 32.909, 34.528, 36.123, 37.697,
    39.252, 40.790, 42.312, 43.820, 45.315, 46.797, 48.268, 49.728,
    51.179, 52.620, 54.052, 55.476, 56.892, 58.301, 59.703};

/* Pearson's statistic of `obs` (k cells) against a uniform expectation;
 * fails when it exceeds the 0.001 critical value for k - 1 df. */
static void assert_uniform(const long *obs, int k, const char *what)
{
    long total = 0;
    double stat = 0, e;
    int i;
    assert_true(k >= 2 && k <= 31);
    for (i = 0; i < k; i++)
        total += obs[i];
    e = (double)total / k;
    assert_true(e >= 20); /* enough draws per cell for the approximation */
    for (i = 0; i < k; i++)
        stat += ((double)obs[i] - e) * ((double)obs[i] - e) / e;
    print_message("%s: chi2 = %.2f, df = %d, critical %.3f\n", what, stat,
                  k - 1, chi2_crit_001[k - 1]);
    if (stat > chi2_crit_001[k - 1])
        fail_msg("%s: not uniform (chi2 %.2f > %.3f)", what, stat,
                 chi2_crit_001[k - 1]);
}

/* A game after `turns` turns drawn by the documented algorithm from seed. */
static nexus_game *random_position(int size, int p1, int p2, uint64_t seed,
                                   int turns)
{
    nexus_game *g = tu_new(size, p1, p2);
    int i;
    for (i = 0; i < turns && tu_documented_step(g, &seed); i++)
        ;
    return g;
}

/* The index of `p` in the legal list, failing if it is not there. */
static int legal_index(const int *legal, size_t n, int p)
{
    size_t i;
    for (i = 0; i < n; i++)
        if (legal[i] == p)
            return (int)i;
    fail_msg("random turn placed on %d, not a legal point", p);
    return -1;
}

/* Chi-square of the point of the first random turn, seeds 1..draws. */
static void point_distribution(const nexus_game *g, long draws,
                               const char *what)
{
    int legal[NEXUS_MAX_POINTS];
    long obs[NEXUS_MAX_POINTS] = {0};
    size_t n = 0;
    long s;
    TU_OK(nexus_game_legal_points(legal, NEXUS_MAX_POINTS, &n, g));
    for (s = 1; s <= draws; s++) {
        nexus_turn t;
        uint64_t st = (uint64_t)s * UINT64_C(1000003);
        TU_OK(nexus_game_random_turn(&t, g, &st));
        obs[legal_index(legal, n, t.point)]++;
    }
    assert_uniform(obs, (int)n, what);
}

static void test_point_uniform_empty(void **state)
{
    nexus_game *g = tu_new(5, 2, 4);
    (void)state;
    point_distribution(g, 25 * 400, "empty 5x5");
    nexus_game_free(g);
}

/* 18 empty points, two of them (A1, E5) suicide for Black: the draw must
 * skip those and stay uniform over the 16 others. */
static void test_point_uniform_midgame(void **state)
{
    nexus_game *g = tu_std_position(".O.../O..../..X../...OO/X..O.", 0, 0,
                                    TU_B, 0);
    int legal[NEXUS_MAX_POINTS];
    size_t n = 0;
    (void)state;
    tu_assert_status(g, "A1", NEXUS_POINT_SUICIDE);
    tu_assert_status(g, "E5", NEXUS_POINT_SUICIDE);
    TU_OK(nexus_game_legal_points(legal, NEXUS_MAX_POINTS, &n, g));
    TU_EQ(n, 16);
    point_distribution(g, 16 * 400, "mid-game 5x5");
    nexus_game_free(g);
}

/* The subset `pay` (sorted) of `payers` as a bit mask over its indices. */
static unsigned subset_mask(const nexus_turn *t, const nexus_preview *pv)
{
    unsigned mask = 0;
    int i, j;
    for (i = 0; i < t->n_pay; i++)
        for (j = 0; j < pv->n_payers; j++)
            if (pv->payers[j] == t->pay[i])
                mask |= 1u << j;
    return mask;
}

/* Black completes row 1 at C1 with 5 stones and a debt of 2: the payment is
 * 2 of those 5 stones, 10 subsets, each as likely. */
static void test_payment_uniform(void **state)
{
    nexus_game *g = tu_std_position("XX./.../X.X", 2, 0, TU_B, 0);
    int c1 = TU_P(g, "C1");
    long obs[10] = {0};
    unsigned masks[10];
    int n_masks = 0, i;
    long s;
    nexus_preview pv;
    (void)state;
    TU_OK(nexus_game_preview(&pv, g, NULL, 0, c1));
    TU_EQ(pv.audit, NEXUS_AUDIT_PAY);
    TU_EQ(pv.net, 2);
    TU_EQ(pv.n_payers, 5);
    for (s = 1; s <= 6000; s++) {
        nexus_turn t;
        uint64_t st = (uint64_t)s;
        unsigned m;
        TU_OK(nexus_game_random_turn(&t, g, &st));
        if (t.point != c1)
            continue;
        TU_EQ(t.n_pay, 2);
        TU_OK(nexus_game_check_turn(g, &t));
        m = subset_mask(&t, &pv);
        for (i = 0; i < n_masks && masks[i] != m; i++)
            ;
        if (i == n_masks) {
            assert_true(n_masks < 10);
            masks[n_masks++] = m;
        }
        obs[i]++;
    }
    TU_EQ(n_masks, 10);
    assert_uniform(obs, 10, "payment subsets");
    nexus_game_free(g);
}

/* A position with unblocking due and 2..31 offered sets, found by random
 * play from fixed seeds on 3x3 and 4x4 boards. */
static nexus_game *find_unblock_position(int *n_sets)
{
    uint64_t seed;
    for (seed = 1; seed < 5000; seed++) {
        nexus_game *g = tu_new(3 + (int)(seed % 2), 2, 4);
        uint64_t r = seed;
        nexus_phase ph = NEXUS_PHASE_PLACE;
        int k = 0;
        size_t count = 0;
        while (nexus_game_phase(&ph, g) == NEXUS_OK &&
               ph != NEXUS_PHASE_OVER) {
            nexus_turn t;
            TU_OK(nexus_game_unblock_size(&k, g));
            if (k > 0) {
                TU_ST(nexus_game_unblock_sets(NULL, 0, &count, g),
                      NEXUS_E_BUFFER_TOO_SMALL);
                *n_sets = (int)(count / (size_t)k);
                if (*n_sets >= 3 && *n_sets <= 31)
                    return g;
            }
            tu_documented_turn(&t, g, &r);
            TU_OK(nexus_game_play(g, &t));
        }
        nexus_game_free(g);
    }
    fail_msg("no position with several unblocking sets found");
    return NULL;
}

static void test_unblock_uniform(void **state)
{
    int n_sets = 0, k = 0, i;
    nexus_game *g = find_unblock_position(&n_sets);
    int sets[NEXUS_MAX_POINTS * 31];
    long obs[31] = {0};
    size_t count = 0;
    long s;
    (void)state;
    TU_OK(nexus_game_unblock_size(&k, g));
    TU_OK(nexus_game_unblock_sets(sets, sizeof sets / sizeof *sets, &count,
                                  g));
    for (s = 1; s <= 300L * n_sets; s++) {
        nexus_turn t;
        uint64_t st = (uint64_t)s * 7919u;
        TU_OK(nexus_game_random_turn(&t, g, &st));
        TU_EQ(t.n_unblock, k);
        for (i = 0; i < n_sets; i++)
            if (memcmp(sets + i * k, t.unblock, (size_t)k * sizeof *sets) ==
                0)
                break;
        assert_true(i < n_sets); /* an offered set, in canonical order */
        obs[i]++;
    }
    assert_uniform(obs, n_sets, "unblocking sets");
    nexus_game_free(g);
}

/* What the reproduction run met, to prove it covered every step. */
typedef struct repro_totals {
    long positions, unblocks, payments;
} repro_totals;

/* At every position of a random game the library draws the documented
 * turn from a few generator states and advances them the same way. */
static void repro_game(nexus_game *g, uint64_t seed, repro_totals *tot)
{
    nexus_phase ph = NEXUS_PHASE_PLACE;
    uint64_t walk = seed;
    while (nexus_game_phase(&ph, g) == NEXUS_OK && ph != NEXUS_PHASE_OVER) {
        nexus_turn mine, lib;
        int j;
        for (j = 0; j < 3; j++) {
            uint64_t a = seed * 31u + (uint64_t)j * UINT64_C(0x123456789),
                     b = a;
            tu_documented_turn(&mine, g, &a);
            TU_OK(nexus_game_random_turn(&lib, g, &b));
            if (!tu_turn_equal(&mine, &lib) || a != b)
                fail_msg("seed %llu: random_turn differs from nexus.h",
                         (unsigned long long)seed);
        }
        tot->positions++;
        tot->unblocks += mine.n_unblock > 0;
        tot->payments += mine.n_pay > 0;
        tu_documented_turn(&mine, g, &walk);
        TU_OK(nexus_game_play(g, &mine));
    }
    nexus_game_free(g);
}

static void test_documented_algorithm(void **state)
{
    static const int debts[][2] = {{2, 4}, {0, 4}, {5, 1}, {1, 0}};
    repro_totals tot = {0, 0, 0};
    int size, d;
    uint64_t s, r = 5;
    (void)state;
    for (size = NEXUS_MIN_SIZE; size <= NEXUS_MAX_SIZE; size++)
        for (d = 0; d < 4; d++)
            for (s = 1; s <= (size <= 5 ? 6u : 2u); s++)
                repro_game(tu_new(size, debts[d][0], debts[d][1]),
                           (uint64_t)size * 100 + s, &tot);
    for (s = 0; s < 200; s++) { /* random start positions */
        nexus_game *g = tu_random_start(&r, 3 + (int)(s % 7));
        if (g)
            repro_game(g, 7000 + s, &tot);
    }
    print_message("%ld positions, %ld with unblocking, %ld with payment\n",
                  tot.positions, tot.unblocks, tot.payments);
    assert_true(tot.unblocks > 10);
    assert_true(tot.payments > 10);
}

/* The generator itself, from known values of splitmix64 (seed 0) and a
 * bounded draw that needs its rejection loop. */
static void test_generator_reference(void **state)
{
    uint64_t s = 0, hits = 0;
    int i;
    (void)state;
    assert_true(tu_rng_next(&s) == UINT64_C(0xE220A8397B1DCDAF));
    assert_true(tu_rng_next(&s) == UINT64_C(0x6E789E6AA1B965F4));
    assert_true(tu_rng_next(&s) == UINT64_C(0x06C45D188009454F));
    /* below(1) draws once and returns 0; below(m) stays below m */
    s = 5;
    TU_EQ(tu_rng_below(&s, 1), 0);
    assert_true(s == 5 + UINT64_C(0x9E3779B97F4A7C15));
    for (i = 0; i < 1000; i++)
        hits += tu_rng_below(&s, UINT64_C(3) << 62) >= (UINT64_C(3) << 62);
    TU_EQ(hits, 0);
}

#define NO_LIMIT ((size_t)1000000)

/* What a caller asks of a game after a playout (phase, legal points,
 * unblocking, result, turn count, hash) is what a game that reached the
 * same state by other means answers. */
static void assert_same_answers(const nexus_game *a, const nexus_game *b)
{
    int la[NEXUS_MAX_POINTS], lb[NEXUS_MAX_POINTS], ka = 0, kb = 0;
    size_t na = 0, nb = 0, sa = 0, sb = 0;
    nexus_phase pa, pb;
    nexus_outcome oa, ob;
    uint64_t ha = 0, hb = 1, ca = 0, cb = 1;
    TU_OK(nexus_game_phase(&pa, a));
    TU_OK(nexus_game_phase(&pb, b));
    TU_EQ(pa, pb);
    TU_OK(nexus_game_legal_points(la, NEXUS_MAX_POINTS, &na, a));
    TU_OK(nexus_game_legal_points(lb, NEXUS_MAX_POINTS, &nb, b));
    TU_EQ(na, nb);
    assert_memory_equal(la, lb, na * sizeof *la);
    TU_OK(nexus_game_unblock_size(&ka, a));
    TU_OK(nexus_game_unblock_size(&kb, b));
    TU_EQ(ka, kb);
    (void)nexus_game_unblock_sets(NULL, 0, &sa, a);
    (void)nexus_game_unblock_sets(NULL, 0, &sb, b);
    TU_EQ(sa, sb);
    TU_OK(nexus_game_result(&oa, NULL, a));
    TU_OK(nexus_game_result(&ob, NULL, b));
    TU_EQ(oa, ob);
    TU_OK(nexus_game_hash(&ha, a));
    TU_OK(nexus_game_hash(&hb, b));
    assert_true(ha == hb);
    TU_OK(nexus_game_count_turns(&ca, a));
    TU_OK(nexus_game_count_turns(&cb, b));
    assert_true(ca == cb);
    TU_OK(nexus_game_check_consistency(a));
}

/* A clone of `g` played out from `seed`; *played receives the count. */
static nexus_game *played_out(const nexus_game *g, uint64_t seed,
                              size_t limit, size_t *played)
{
    nexus_game *c = NULL;
    TU_OK(nexus_game_clone(&c, g));
    *played = 0;
    TU_OK(nexus_game_playout(c, seed, limit, played));
    return c;
}

static void test_playout_deterministic(void **state)
{
    int size, differ = 0;
    uint64_t seed;
    (void)state;
    for (size = NEXUS_MIN_SIZE; size <= NEXUS_MAX_SIZE; size++) {
        nexus_game *g = tu_new(size, 2, 4), *prev = NULL;
        for (seed = 1; seed <= 4; seed++) {
            size_t n1 = 0, n2 = 0;
            nexus_game *a = played_out(g, seed, NO_LIMIT, &n1);
            nexus_game *b = played_out(g, seed, NO_LIMIT, &n2);
            int eq = 0;
            TU_EQ(n1, n2);
            tu_assert_equal_games(a, b, 1);
            if (prev) {
                TU_OK(nexus_game_equal(&eq, a, prev));
                differ += !eq;
            }
            nexus_game_free(prev);
            nexus_game_free(b);
            prev = a;
        }
        nexus_game_free(prev);
        nexus_game_free(g);
    }
    assert_true(differ >= 3 * 7 - 2); /* the seed matters */
}

/* The same generator driving random_turn + play, by hand. */
static void test_playout_is_the_loop(void **state)
{
    int size;
    (void)state;
    for (size = NEXUS_MIN_SIZE; size <= NEXUS_MAX_SIZE; size++) {
        nexus_game *g = random_position(size, 5, 1, (uint64_t)size, size);
        nexus_game *loop = NULL;
        nexus_phase ph = NEXUS_PHASE_PLACE;
        uint64_t seed = 77u + (uint64_t)size, st = seed;
        size_t played = 0, n = 0, limit = (size_t)(3 * size * size);
        nexus_game *fast;
        if (size % 2) { /* a declined offer goes into the first turn */
            TU_OK(nexus_game_offer_draw(g));
            TU_OK(nexus_game_answer_draw(g, 0));
        }
        fast = played_out(g, seed, limit, &played);
        TU_OK(nexus_game_clone(&loop, g));
        while (n < limit && nexus_game_phase(&ph, loop) == NEXUS_OK &&
               ph != NEXUS_PHASE_OVER) {
            nexus_turn t;
            TU_OK(nexus_game_random_turn(&t, loop, &st));
            TU_OK(nexus_game_play(loop, &t));
            n++;
        }
        TU_EQ(played, n);
        tu_assert_equal_games(fast, loop, 1);
        assert_same_answers(fast, loop);
        nexus_game_free(fast);
        nexus_game_free(loop);
        nexus_game_free(g);
    }
}

/* Undo `n` turns of a copy of `g`. */
static nexus_game *undone(const nexus_game *g, size_t n)
{
    nexus_game *c = NULL;
    size_t i;
    TU_OK(nexus_game_clone(&c, g));
    for (i = 0; i < n; i++)
        TU_OK(nexus_game_undo(c));
    return c;
}

/* A limit L plays exactly min(L, length) turns: the prefix of the game
 * the same seed plays without a limit. */
static void test_playout_limit(void **state)
{
    int size;
    (void)state;
    for (size = NEXUS_MIN_SIZE; size <= NEXUS_MAX_SIZE; size += 2) {
        nexus_game *g = tu_new(size, 2, 4);
        size_t len = 0, i;
        nexus_game *full = played_out(g, 9u, NO_LIMIT, &len);
        size_t limits[6] = {1, 2, len / 2, len - 1, len, len + 5};
        tu_assert_phase(full, NEXUS_PHASE_OVER);
        assert_true(len >= 3);
        for (i = 0; i < 6; i++) {
            size_t played = 0, want = limits[i] < len ? limits[i] : len;
            nexus_game *lim = played_out(g, 9u, limits[i], &played);
            nexus_game *prefix = undone(full, len - want);
            size_t turns = 0;
            TU_EQ(played, want);
            TU_OK(nexus_game_turn_count(&turns, lim));
            TU_EQ(turns, want);
            tu_assert_equal_games(lim, prefix, 1);
            assert_same_answers(lim, prefix);
            nexus_game_free(lim);
            nexus_game_free(prefix);
        }
        nexus_game_free(full);
        nexus_game_free(g);
    }
}

/* random_turn refuses: nothing written, generator and game unchanged. */
static void random_turn_refused(nexus_game *g, nexus_status expect)
{
    nexus_turn t, sentinel;
    uint64_t st = 42;
    tu_snapshot snap;
    tu_snap_take(&snap, g);
    memset(&t, 0x5A, sizeof t);
    sentinel = t;
    TU_ST(nexus_game_random_turn(&t, g, &st), expect);
    assert_memory_equal(&t, &sentinel, sizeof t);
    assert_true(st == 42);
    TU_ST(nexus_game_random_turn(NULL, g, &st), NEXUS_E_INVALID_ARG);
    TU_ST(nexus_game_random_turn(&t, g, NULL), NEXUS_E_INVALID_ARG);
    TU_ST(nexus_game_random_turn(&t, NULL, &st), NEXUS_E_INVALID_ARG);
    assert_memory_equal(&t, &sentinel, sizeof t);
    assert_true(st == 42);
    tu_snap_check(&snap, g);
    tu_snap_free(&snap);
}

/* playout refuses with `expect`: nothing played, and *turns_played left
 * alone (nexus.h: on error out-parameters are untouched). */
static void playout_refused(nexus_game *g, nexus_status expect)
{
    size_t played = 777;
    tu_snapshot snap;
    tu_snap_take(&snap, g);
    TU_ST(nexus_game_playout(g, 1, 100, &played), expect);
    TU_ST(nexus_game_playout(g, 1, 0, &played), NEXUS_E_INVALID_ARG);
    TU_ST(nexus_game_playout(g, 1, 100, NULL), NEXUS_E_INVALID_ARG);
    TU_ST(nexus_game_playout(NULL, 1, 100, &played), NEXUS_E_INVALID_ARG);
    TU_EQ(played, 777);
    tu_snap_check(&snap, g);
    tu_snap_free(&snap);
}

static void test_refusals(void **state)
{
    nexus_game *g = tu_new(4, 2, 4);
    size_t played = 0;
    (void)state;
    /* in play: only the argument errors */
    tu_snapshot snap;
    tu_snap_take(&snap, g);
    TU_ST(nexus_game_playout(g, 1, 0, &played), NEXUS_E_INVALID_ARG);
    TU_ST(nexus_game_playout(g, 1, 5, NULL), NEXUS_E_INVALID_ARG);
    tu_snap_check(&snap, g);
    tu_snap_free(&snap);
    tu_play(g, "A1 D4");
    TU_OK(nexus_game_offer_draw(g));
    random_turn_refused(g, NEXUS_E_DRAW_PENDING);
    playout_refused(g, NEXUS_E_DRAW_PENDING);
    TU_OK(nexus_game_answer_draw(g, 0));
    TU_OK(nexus_game_playout(g, 3, NO_LIMIT, &played));
    tu_assert_phase(g, NEXUS_PHASE_OVER);
    random_turn_refused(g, NEXUS_E_GAME_OVER);
    playout_refused(g, NEXUS_E_GAME_OVER);
    nexus_game_free(g);
}

static void check_record(const nexus_game *g)
{
    size_t count = 0;
    char *text;
    nexus_game *back = NULL;
    TU_ST(nexus_record_write(NULL, 0, &count, g), NEXUS_E_BUFFER_TOO_SMALL);
    text = malloc(count);
    assert_non_null(text);
    TU_OK(nexus_record_write(text, count, &count, g));
    TU_OK(nexus_record_read(&back, text, count - 1, NULL, NULL));
    tu_assert_equal_games(back, g, 1);
    assert_same_answers(g, back);
    nexus_game_free(back);
    free(text);
}

/* Every game a playout plays is consistent and survives its record, also
 * when it is played in pieces of a few turns (each from its own seed),
 * which leaves games in the middle for the next calls to read. */
static void test_playout_games_valid(void **state)
{
    static const int debts[][2] = {{2, 4}, {0, 4}, {5, 1}, {1, 0}, {0, 0}};
    int size, d;
    uint64_t seed;
    (void)state;
    for (size = NEXUS_MIN_SIZE; size <= NEXUS_MAX_SIZE; size++)
        for (d = 0; d < 5; d++)
            for (seed = 1; seed <= 3; seed++) {
                nexus_game *g = tu_new(size, debts[d][0], debts[d][1]);
                size_t piece = seed == 1 ? NO_LIMIT : (size_t)(seed * size);
                size_t total = 0, played = 0, turns = 0;
                nexus_phase ph = NEXUS_PHASE_PLACE;
                uint64_t s = seed * 1000u;
                while (ph != NEXUS_PHASE_OVER) {
                    TU_OK(nexus_game_playout(g, s++, piece, &played));
                    total += played;
                    TU_OK(nexus_game_turn_count(&turns, g));
                    TU_EQ(turns, total);
                    check_record(g); /* consistency included */
                    TU_OK(nexus_game_phase(&ph, g));
                }
                nexus_game_free(g);
            }
}

/* Each allocation a playout makes fails in turn: NEXUS_E_NOMEM with the
 * turns played so far kept (the prefix of the full playout) and counted,
 * a consistent game, nothing leaked. */
static void test_playout_nomem(void **state)
{
    tu_failer f = {{0, 0}, 0, 0};
    nexus_options opts = NEXUS_OPTIONS_INIT;
    nexus_game *ref = tu_new(7, 2, 4);
    size_t len = 0;
    long n, failures = 0;
    nexus_game *full = played_out(ref, 11u, NO_LIMIT, &len);
    (void)state;
    opts.size = 7;
    opts.allocator = tu_failing_allocator(&f);
    for (n = 1;; n++) {
        nexus_game *g = NULL;
        size_t played = 12345;
        nexus_status st;
        f.fail_at = 0;
        TU_OK(nexus_game_new(&g, &opts));
        f.calls = 0;
        f.fail_at = n;
        st = nexus_game_playout(g, 11u, NO_LIMIT, &played);
        f.fail_at = 0;
        if (st == NEXUS_E_NOMEM) {
            nexus_game *prefix = undone(full, len - played);
            failures++;
            assert_true(played < len);
            TU_OK(nexus_game_check_consistency(g));
            tu_assert_equal_games(g, prefix, 1);
            nexus_game_free(prefix);
        } else {
            TU_OK(st);
            TU_EQ(played, len);
        }
        nexus_game_free(g);
        TU_EQ(f.count.live, 0);
        if (st == NEXUS_OK && f.calls < n)
            break;
    }
    print_message("%ld allocation failures met\n", failures);
    assert_true(failures > 0); /* the history grew at least once */
    nexus_game_free(full);
    nexus_game_free(ref);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_generator_reference),
        cmocka_unit_test(test_documented_algorithm),
        cmocka_unit_test(test_point_uniform_empty),
        cmocka_unit_test(test_point_uniform_midgame),
        cmocka_unit_test(test_payment_uniform),
        cmocka_unit_test(test_unblock_uniform),
        cmocka_unit_test(test_playout_deterministic),
        cmocka_unit_test(test_playout_is_the_loop),
        cmocka_unit_test(test_playout_limit),
        cmocka_unit_test(test_refusals),
        cmocka_unit_test(test_playout_games_valid),
        cmocka_unit_test(test_playout_nomem),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
