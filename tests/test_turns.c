/* The legal-turns iterator and nexus_game_count_turns (1.1).
 *
 * - On every position of random games on 3x3 and 4x4 boards the iterator
 *   yields exactly the turns a brute force finds by playing, on a copy,
 *   every unblocking set (all k-subsets of the enemy stones) x every point
 *   x every payment (all net-subsets of the preview's payers), in the
 *   documented canonical order, then NEXUS_ITER_OVER on every call; and
 *   count_turns equals the number yielded.
 * - On every position of the 172 conformance games, count_turns equals the
 *   iterator's count and a perft-1 count made with 1.0 calls, and every
 *   yielded turn passes check_turn.
 * - Large and saturating counts, independence from later changes to the
 *   game, no turns when finished or an offer is pending, argument errors,
 *   allocation failures (NOMEM, nothing leaks). */
#include "test_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A growing list of turns. */
typedef struct turn_list {
    nexus_turn *v;
    size_t n, cap;
} turn_list;

static void list_push(turn_list *l, const nexus_turn *t)
{
    if (l->n == l->cap) {
        l->cap = l->cap ? 2 * l->cap : 64;
        l->v = realloc(l->v, l->cap * sizeof *l->v);
        assert_non_null(l->v);
    }
    l->v[l->n++] = *t;
}

/* Next k-subset (indices, increasing) of 0..m-1 in lexicographic order;
 * 0 after the last. */
static int next_subset(int *idx, int k, int m)
{
    int i = k - 1;
    while (i >= 0 && idx[i] == m - k + i)
        i--;
    if (i < 0)
        return 0;
    idx[i]++;
    for (i++; i < k; i++)
        idx[i] = idx[i - 1] + 1;
    return 1;
}

static void first_subset(int *idx, int k)
{
    int i;
    for (i = 0; i < k; i++)
        idx[i] = i;
}

/* The offered sets of the game (flattened) and their number. */
static int offered_sets(int *sets, size_t cap, const nexus_game *g, int *k)
{
    size_t count = 0;
    TU_OK(nexus_game_unblock_size(k, g));
    if (*k == 0)
        return 1;
    TU_OK(nexus_game_unblock_sets(sets, cap, &count, g));
    return (int)(count / (size_t)*k);
}

/* Index of a turn's set among the offered ones (0 when none is due). */
static int set_index(const nexus_turn *t, const int *sets, int n_sets, int k)
{
    int i;
    if (k == 0)
        return 0;
    for (i = 0; i < n_sets; i++)
        if (memcmp(sets + i * k, t->unblock, (size_t)k * sizeof *sets) == 0)
            return i;
    fail_msg("a turn whose unblocking set is not offered");
    return -1;
}

static int int_cmp(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

/* Every payment for t's set and point that play accepts (none asked: the
 * turn with an empty payment). */
static void brute_payments(turn_list *out, nexus_game *scratch,
                           const nexus_game *g, nexus_turn *t)
{
    nexus_preview pv;
    int idx[NEXUS_MAX_POINTS], k, i;
    t->n_pay = 0;
    if (nexus_game_preview(&pv, g, t->unblock, t->n_unblock, t->point) !=
            NEXUS_OK ||
        pv.audit != NEXUS_AUDIT_PAY) {
        if (tu_play_status(scratch, g, t) == NEXUS_OK)
            list_push(out, t);
        return;
    }
    qsort(pv.payers, (size_t)pv.n_payers, sizeof *pv.payers, int_cmp);
    k = (int)pv.net;
    first_subset(idx, k);
    do {
        for (i = 0; i < k; i++)
            t->pay[i] = pv.payers[idx[i]];
        t->n_pay = k;
        if (tu_play_status(scratch, g, t) == NEXUS_OK)
            list_push(out, t);
    } while (next_subset(idx, k, pv.n_payers));
}

/* All turns play accepts, over all k-subsets of the enemy stones (k the
 * unblocking due, or the empty set), all points and all payments, in the
 * order the subsets and points are enumerated. */
static void brute_force(turn_list *out, nexus_game *scratch,
                        const nexus_game *g)
{
    int enemy[NEXUS_MAX_POINTS], idx[NEXUS_MAX_POINTS];
    int k = 0, m = 0, p, i, nn = tu_size(g) * tu_size(g);
    nexus_color side = NEXUS_BLACK;
    nexus_turn t;
    memset(&t, 0, sizeof t);
    TU_OK(nexus_game_unblock_size(&k, g));
    TU_OK(nexus_game_to_move(&side, g));
    for (p = 0; p < nn; p++) {
        nexus_color c = NEXUS_EMPTY;
        TU_OK(nexus_game_stone(&c, g, p));
        if (c != NEXUS_EMPTY && c != side)
            enemy[m++] = p;
    }
    if (k > m)
        return;
    first_subset(idx, k);
    do {
        t.n_unblock = k;
        for (i = 0; i < k; i++)
            t.unblock[i] = enemy[idx[i]];
        for (p = 0; p < nn; p++) {
            t.point = p;
            brute_payments(out, scratch, g, &t);
        }
    } while (k > 0 && next_subset(idx, k, m));
}

/* The brute-force list in canonical order: grouped by the offered order
 * of its set (stable within a set). */
static void canonical(turn_list *out, const turn_list *in,
                      const nexus_game *g)
{
    static int sets[NEXUS_MAX_POINTS * 4096];
    int k = 0, n_sets = offered_sets(sets, sizeof sets / sizeof *sets, g, &k);
    int s;
    size_t i;
    for (s = 0; s < n_sets; s++)
        for (i = 0; i < in->n; i++)
            if (set_index(&in->v[i], sets, n_sets, k) == s)
                list_push(out, &in->v[i]);
    TU_EQ(out->n, in->n); /* every accepted set is an offered one */
}

/* Lexicographic comparison of two int lists. */
static int list_cmp(const int *a, int na, const int *b, int nb)
{
    int i;
    for (i = 0; i < na && i < nb; i++)
        if (a[i] != b[i])
            return a[i] < b[i] ? -1 : 1;
    return (na > nb) - (na < nb);
}

/* One iteration: the turns (kept when `keep` is not NULL), checked to come
 * in strictly increasing canonical order with sorted sets. */
typedef struct walk {
    int sets[NEXUS_MAX_POINTS * 4096];
    int n_sets, k;
    uint64_t count;
    nexus_turn prev;
} walk;

static void walk_turn(walk *w, const nexus_turn *t)
{
    int i, si = set_index(t, w->sets, w->n_sets, w->k), c = 0;
    for (i = 1; i < t->n_pay; i++)
        assert_true(t->pay[i - 1] < t->pay[i]);
    if (w->count > 0) {
        int pi = set_index(&w->prev, w->sets, w->n_sets, w->k);
        c = (pi > si) - (pi < si);
        if (c == 0)
            c = (w->prev.point > t->point) - (w->prev.point < t->point);
        if (c == 0)
            c = list_cmp(w->prev.pay, w->prev.n_pay, t->pay, t->n_pay);
        if (c >= 0)
            fail_msg("turn %llu out of canonical order or repeated",
                     (unsigned long long)w->count);
    }
    w->prev = *t;
    w->count++;
}

/* Drain an iterator over g's turns (at most `max`): ITER_OVER at the end
 * and on three more calls; returns the count. */
static uint64_t drain(turn_list *keep, nexus_turns *it, const nexus_game *g,
                      uint64_t max)
{
    static walk w;
    nexus_turn t;
    nexus_status st;
    int i;
    w.n_sets = offered_sets(w.sets, sizeof w.sets / sizeof *w.sets, g, &w.k);
    w.count = 0;
    while ((st = nexus_turns_next(&t, it)) == NEXUS_OK) {
        walk_turn(&w, &t);
        if (keep)
            list_push(keep, &t);
        if (w.count > max)
            fail_msg("more than %llu turns", (unsigned long long)max);
    }
    TU_ST(st, NEXUS_ITER_OVER);
    for (i = 0; i < 3; i++)
        TU_ST(nexus_turns_next(&t, it), NEXUS_ITER_OVER);
    return w.count;
}

static uint64_t iterate(turn_list *keep, const nexus_game *g, uint64_t max)
{
    nexus_turns *it = NULL;
    uint64_t n;
    TU_OK(nexus_turns_new(&it, g));
    assert_non_null(it);
    n = drain(keep, it, g, max);
    nexus_turns_free(it);
    return n;
}

static uint64_t count_turns(const nexus_game *g)
{
    uint64_t n = 12345;
    TU_OK(nexus_game_count_turns(&n, g));
    return n;
}

/* What the brute-force run met. */
typedef struct coverage {
    long positions, several_sets, several_payments, turns, k2;
} coverage;

static void note_coverage(coverage *cov, const turn_list *l,
                          const nexus_game *g)
{
    int k = 0;
    size_t i, count = 0;
    cov->positions++;
    cov->turns += (long)l->n;
    TU_OK(nexus_game_unblock_size(&k, g));
    if (k > 0) {
        TU_ST(nexus_game_unblock_sets(NULL, 0, &count, g),
              NEXUS_E_BUFFER_TOO_SMALL);
        cov->several_sets += count / (size_t)k >= 2;
        cov->k2 += k >= 2;
    }
    for (i = 1; i < l->n; i++)
        if (l->v[i].n_pay > 0 && l->v[i].point == l->v[i - 1].point &&
            list_cmp(l->v[i].unblock, l->v[i].n_unblock, l->v[i - 1].unblock,
                     l->v[i - 1].n_unblock) == 0) {
            cov->several_payments++;
            break;
        }
}

/* The iterator against the brute force at one position. */
static void compare_with_brute_force(const nexus_game *g, nexus_game *scratch,
                                     coverage *cov)
{
    turn_list found = {NULL, 0, 0}, want = {NULL, 0, 0}, got = {NULL, 0, 0};
    size_t i;
    brute_force(&found, scratch, g);
    canonical(&want, &found, g);
    TU_EQ(iterate(&got, g, want.n + 1), want.n);
    for (i = 0; i < want.n; i++)
        if (!tu_turn_equal(&got.v[i], &want.v[i]))
            fail_msg("turn %zu differs from the brute force", i);
    TU_EQ(count_turns(g), want.n);
    note_coverage(cov, &want, g);
    free(found.v);
    free(want.v);
    free(got.v);
}

/* Random games on 3x3, 4x4 (and a few 5x5) boards, every position
 * compared. */
static void test_brute_force(void **state)
{
    static const int debts[][2] = {{2, 4}, {0, 4}, {5, 1}, {1, 0}, {3, 3}};
    coverage cov = {0, 0, 0, 0, 0};
    int size, d, g;
    (void)state;
    for (size = 3; size <= 5; size++) /* 5x5: fewer games, it costs more */
        for (d = 0; d < 5; d++)
            for (g = 0; g < (size < 5 ? 8 : 2); g++) {
                nexus_game *game = tu_new(size, debts[d][0], debts[d][1]);
                nexus_game *scratch = tu_new(size, debts[d][0], debts[d][1]);
                uint64_t r = (uint64_t)(size * 1000 + d * 100 + g);
                int turns = 0;
                do
                    compare_with_brute_force(game, scratch, &cov);
                while (turns++ < 4 * size * size &&
                       tu_documented_step(game, &r));
                nexus_game_free(game);
                nexus_game_free(scratch);
            }
    print_message("%ld positions, %ld turns, %ld with several unblocking "
                  "sets, %ld with an unblocking of 2 or more, %ld with "
                  "several payments for one point\n",
                  cov.positions, cov.turns, cov.several_sets, cov.k2,
                  cov.several_payments);
    assert_true(cov.several_sets >= 5);
    assert_true(cov.several_payments >= 5);
}

/* Random start positions (odd debts, a quiet count about to end the game,
 * crowded boards where unblocking is due), compared at the start and
 * after two turns. */
static void test_brute_force_start_positions(void **state)
{
    coverage cov = {0, 0, 0, 0, 0};
    uint64_t r = 2024;
    int i, made = 0;
    (void)state;
    for (i = 0; i < 600; i++) {
        int size = 3 + i % 2, j;
        nexus_game *g = tu_random_start(&r, size);
        nexus_game *scratch = NULL;
        if (g)
            TU_OK(nexus_game_clone(&scratch, g));
        for (j = 0; g && j < 3; j++) {
            compare_with_brute_force(g, scratch, &cov);
            if (!tu_documented_step(g, &r))
                break;
        }
        made += g != NULL;
        nexus_game_free(g);
        nexus_game_free(scratch);
    }
    print_message("%d start positions, %ld positions, %ld turns, %ld with "
                  "several sets, %ld with k >= 2, %ld with several payments\n",
                  made, cov.positions, cov.turns, cov.several_sets, cov.k2,
                  cov.several_payments);
    assert_true(made > 300);
    assert_true(cov.several_sets > 0);
    assert_true(cov.several_payments > 0);
}

/* Known positions: a payment of 2 among 5 stones at several points, and
 * the same with a draw offer pending. */
static void test_brute_force_payment_position(void **state)
{
    nexus_game *g = tu_std_position("XX./.../X.X", 2, 0, TU_B, 0);
    nexus_game *scratch = tu_new(3, 2, 4);
    coverage cov = {0, 0, 0, 0, 0};
    (void)state;
    compare_with_brute_force(g, scratch, &cov);
    TU_EQ(cov.several_payments, 1);
    /* C1, A2, B2 and B3 complete a line: 10 payments each; C2 plain */
    TU_EQ(count_turns(g), 4 * 10 + 1);
    TU_OK(nexus_game_offer_draw(g));
    compare_with_brute_force(g, scratch, &cov);
    TU_EQ(count_turns(g), 0);
    nexus_game_free(scratch);
    nexus_game_free(g);
}

/* count_turns, the iterator and the 1.0-call perft agree; every turn
 * yielded passes check_turn. */
static void corpus_position(const nexus_game *g, const char *name)
{
    uint64_t want = tu_count_turns(g);
    uint64_t fast = count_turns(g);
    turn_list got = {NULL, 0, 0};
    size_t i;
    if (fast != want)
        fail_msg("%s: count_turns %llu, perft-1 %llu", name,
                 (unsigned long long)fast, (unsigned long long)want);
    if (want > 100000) /* too many to list, counted only */
        return;
    TU_EQ(iterate(&got, g, want), want);
    for (i = 0; i < got.n; i++)
        TU_OK(nexus_game_check_turn(g, &got.v[i]));
    free(got.v);
}

/* Read a record, undo everything, replay its turns one by one; ctx
 * counts the positions. */
static void corpus_game(const char *path, const char *text, size_t len,
                        void *ctx)
{
    size_t turns = 0, i;
    nexus_game *g = NULL;
    nexus_record_error err;
    turn_list played = {NULL, 0, 0};
    if (nexus_record_read(&g, text, len, NULL, &err) != NEXUS_OK)
        fail_msg("%s: line %d: %s", path, err.line, err.message);
    corpus_position(g, path);
    TU_OK(nexus_game_turn_count(&turns, g));
    for (i = 0; i < turns; i++) {
        nexus_turn t;
        TU_OK(nexus_game_turn_at(&t, g, i));
        list_push(&played, &t);
    }
    while (nexus_game_undo(g) == NEXUS_OK)
        ;
    for (i = 0; i < turns; i++) {
        corpus_position(g, path);
        TU_OK(nexus_game_play(g, &played.v[i]));
    }
    corpus_position(g, path);
    nexus_game_free(g);
    free(played.v);
    *(long *)ctx += (long)turns + 1;
}

static void test_corpus(void **state)
{
    long positions = 0;
    int files = tu_for_each_corpus_file(corpus_game, &positions);
    (void)state;
    print_message("%d records, %ld positions\n", files, positions);
    TU_EQ(files, 172);
}

/* 9x9, Black (debt 10) completes row 1 at I1 with 20 stones: C(20, 10)
 * payments there, one turn at each of the 61 other empty points. */
static void test_large_count(void **state)
{
    nexus_game *g = tu_std_position("XXXXXXXX./........./XXXXXXX../"
                                    "........./XXXX...../........./"
                                    "........./........./.........",
                                    10, 0, TU_B, 0);
    nexus_preview pv;
    (void)state;
    TU_OK(nexus_game_preview(&pv, g, NULL, 0, TU_P(g, "I1")));
    TU_EQ(pv.audit, NEXUS_AUDIT_PAY);
    TU_EQ(pv.net, 10);
    TU_EQ(pv.n_payers, 20);
    assert_true(tu_binomial(20, 10) == 184756);
    assert_true(tu_count_turns(g) == 184756 + 61);
    assert_true(count_turns(g) == 184756 + 61);
    assert_true(iterate(NULL, g, 184756 + 61) == 184756 + 61);
    nexus_game_free(g);
}

/* 9x9 full of Black but the main diagonal, debt 36: every placement
 * completes a row and a column and pays 36 of 73 stones, C(73, 36) ways,
 * beyond UINT64_MAX: the count saturates. */
static void test_saturated_count(void **state)
{
    char board[100];
    nexus_game *g;
    nexus_preview pv;
    int r, c;
    (void)state;
    for (r = 0; r < 9; r++) {
        for (c = 0; c < 9; c++)
            board[r * 10 + c] = r == c ? '.' : 'X';
        board[r * 10 + 9] = r == 8 ? '\0' : '/';
    }
    g = tu_std_position(board, 36, 0, TU_B, 0);
    TU_OK(nexus_game_preview(&pv, g, NULL, 0, TU_P(g, "E5")));
    TU_EQ(pv.audit, NEXUS_AUDIT_PAY);
    TU_EQ(pv.net, 36);
    TU_EQ(pv.n_payers, 73);
    assert_true(tu_binomial(73, 36) == UINT64_MAX);
    assert_true(tu_binomial(66, 33) < UINT64_MAX);
    assert_true(count_turns(g) == UINT64_MAX);
    assert_true(tu_count_turns(g) == UINT64_MAX);
    nexus_game_free(g);
}

static void assert_same_turns(const turn_list *a, const turn_list *b)
{
    size_t i;
    TU_EQ(a->n, b->n);
    for (i = 0; i < a->n; i++)
        assert_true(tu_turn_equal(&a->v[i], &b->v[i]));
}

/* The iterator keeps its own copy: playing on (or freeing) the game after
 * nexus_turns_new changes nothing it yields. */
static void test_independent_of_game(void **state)
{
    nexus_game *g = tu_std_position("XX./.../X.X", 2, 0, TU_B, 0);
    nexus_game *before = NULL;
    nexus_turns *it = NULL;
    turn_list want = {NULL, 0, 0}, got = {NULL, 0, 0};
    (void)state;
    TU_OK(nexus_game_clone(&before, g));
    iterate(&want, before, 1000);
    TU_OK(nexus_turns_new(&it, g));
    tu_play(g, "C2 A2"); /* White then has turns of its own */
    drain(&got, it, before, 1000);
    nexus_turns_free(it);
    assert_same_turns(&got, &want);
    free(got.v);
    got.v = NULL;
    got.n = got.cap = 0;
    nexus_game_free(g);
    TU_OK(nexus_game_clone(&g, before));
    TU_OK(nexus_turns_new(&it, g));
    nexus_game_free(g); /* the iterator outlives the game */
    drain(&got, it, before, 1000);
    nexus_turns_free(it);
    assert_same_turns(&got, &want);
    free(got.v);
    free(want.v);
    nexus_game_free(before);
}

static void assert_no_turns(const nexus_game *g)
{
    TU_EQ(iterate(NULL, g, 0), 0);
    assert_true(count_turns(g) == 0);
}

static void test_no_turns(void **state)
{
    nexus_game *g = tu_new(3, 2, 4);
    size_t played = 0;
    (void)state;
    TU_OK(nexus_game_offer_draw(g));
    assert_no_turns(g);
    TU_OK(nexus_game_answer_draw(g, 1)); /* drawn by agreement */
    assert_no_turns(g);
    nexus_game_free(g);
    g = tu_new(4, 2, 4);
    TU_OK(nexus_game_playout(g, 5, 100000, &played));
    tu_assert_phase(g, NEXUS_PHASE_OVER);
    assert_no_turns(g);
    nexus_game_free(g);
}

static void test_bad_arguments(void **state)
{
    nexus_game *g = tu_new(3, 2, 4);
    nexus_turns *it = NULL, *sentinel = (nexus_turns *)&it;
    nexus_turn t;
    uint64_t n = 99;
    (void)state;
    it = sentinel;
    TU_ST(nexus_turns_new(&it, NULL), NEXUS_E_INVALID_ARG);
    assert_ptr_equal(it, sentinel);
    TU_ST(nexus_turns_new(NULL, g), NEXUS_E_INVALID_ARG);
    TU_ST(nexus_turns_next(&t, NULL), NEXUS_E_INVALID_ARG);
    TU_OK(nexus_turns_new(&it, g));
    TU_ST(nexus_turns_next(NULL, it), NEXUS_E_INVALID_ARG);
    TU_OK(nexus_turns_next(&t, it)); /* the NULL call consumed nothing */
    TU_EQ(t.point, 0);
    nexus_turns_free(it);
    nexus_turns_free(NULL);
    TU_ST(nexus_game_count_turns(NULL, g), NEXUS_E_INVALID_ARG);
    TU_ST(nexus_game_count_turns(&n, NULL), NEXUS_E_INVALID_ARG);
    TU_EQ(n, 99);
    nexus_game_free(g);
}

/* Every allocation nexus_turns_new makes fails in turn: NOMEM, *out
 * untouched, nothing leaked; iterating and counting never fail. */
static void test_nomem(void **state)
{
    tu_failer c = {{0, 0}, 0, 0};
    nexus_options opts = NEXUS_OPTIONS_INIT;
    nexus_game *g = NULL;
    uint64_t want;
    long base, n;
    (void)state;
    opts.size = 3;
    opts.allocator = tu_failing_allocator(&c);
    TU_OK(nexus_game_new(&g, &opts));
    tu_play(g, "B2 A1");
    want = count_turns(g);
    base = c.count.live;
    for (n = 1;; n++) {
        nexus_turns *it = (nexus_turns *)&c;
        nexus_status st;
        c.calls = 0;
        c.fail_at = n;
        st = nexus_turns_new(&it, g);
        if (n == 1)
            TU_ST(st, NEXUS_E_NOMEM); /* it uses the game's allocator */
        if (st == NEXUS_E_NOMEM) {
            assert_ptr_equal(it, (nexus_turns *)&c);
            TU_EQ(c.count.live, base);
            continue;
        }
        TU_OK(st);
        TU_EQ(drain(NULL, it, g, want), want);
        nexus_turns_free(it);
        TU_EQ(c.count.live, base);
        if (c.calls < n)
            break;
    }
    c.calls = 0;
    c.fail_at = 1;
    assert_true(count_turns(g) == want);
    c.fail_at = 0;
    nexus_game_free(g);
    TU_EQ(c.count.live, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_bad_arguments),
        cmocka_unit_test(test_no_turns),
        cmocka_unit_test(test_brute_force_payment_position),
        cmocka_unit_test(test_brute_force),
        cmocka_unit_test(test_brute_force_start_positions),
        cmocka_unit_test(test_independent_of_game),
        cmocka_unit_test(test_large_count),
        cmocka_unit_test(test_saturated_count),
        cmocka_unit_test(test_nomem),
        cmocka_unit_test(test_corpus),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
