/*
 * Allocation failures: a counting allocator (nexus_options.allocator, per
 * handle) fails the N-th allocation, for every N that create, clone, copy,
 * play, undo, record read and write and the unblocking queries reach. Each
 * call must return NEXUS_E_NOMEM (or succeed once N is past its last
 * allocation), leave the handle valid and unchanged, and leak nothing.
 */
/* clang-format off */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
/* clang-format on */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hardening_util.h"
#include "nexus.h"

/* ------------------------------------------------------------------------ */
/* The counting allocator                                                   */

typedef struct counter {
    long calls;    /* malloc_fn + realloc_fn calls so far */
    long fail_at;  /* the call number that fails; 0: none */
    long failures; /* calls that failed */
    long blocks;   /* live blocks */
    size_t bytes;  /* live bytes */
} counter;

/* Each block carries its size in front, aligned for any type. */
typedef union header {
    size_t size;
    max_align_t align;
} header;

static int should_fail(counter *c)
{
    c->calls++;
    if (c->fail_at != 0 && c->calls == c->fail_at) {
        c->failures++;
        return 1;
    }
    return 0;
}

static void *c_malloc(size_t size, void *user)
{
    counter *c = (counter *)user;
    header *h;
    if (should_fail(c))
        return NULL;
    assert_true(size > 0);
    h = (header *)malloc(sizeof *h + size);
    assert_non_null(h);
    h->size = size;
    c->blocks++;
    c->bytes += size;
    return h + 1;
}

static void *c_realloc(void *ptr, size_t size, void *user)
{
    counter *c = (counter *)user;
    header *h, *n;
    /* nexus.h: never called with NULL or a zero size */
    assert_non_null(ptr);
    assert_true(size > 0);
    if (should_fail(c))
        return NULL;
    h = (header *)ptr - 1;
    c->bytes -= h->size;
    n = (header *)realloc(h, sizeof *n + size);
    assert_non_null(n);
    n->size = size;
    c->bytes += size;
    return n + 1;
}

static void c_free(void *ptr, void *user)
{
    counter *c = (counter *)user;
    header *h;
    assert_non_null(ptr); /* nexus.h: never given NULL */
    h = (header *)ptr - 1;
    assert_true(c->blocks > 0 && c->bytes >= h->size);
    c->blocks--;
    c->bytes -= h->size;
    free(h);
}

static nexus_allocator allocator_of(counter *c)
{
    nexus_allocator a;
    a.malloc_fn = c_malloc;
    a.realloc_fn = c_realloc;
    a.free_fn = c_free;
    a.user = c;
    return a;
}

static nexus_options options_of(counter *c, int size, int p1, int p2)
{
    nexus_options o = NEXUS_OPTIONS_INIT;
    o.size = size;
    o.capture_debt = p1;
    o.unblock_debt = p2;
    o.allocator = allocator_of(c);
    return o;
}

/* Fail the n-th allocation from now on (n >= 1); 0 disarms. */
static void arm(counter *c, long n) { c->fail_at = n ? c->calls + n : 0; }

static void assert_equal_games(const nexus_game *a, const nexus_game *b)
{
    int eq = 0;
    assert_int_equal(nexus_game_equal(&eq, a, b), NEXUS_OK);
    assert_true(eq);
    assert_int_equal(nexus_game_check_consistency(a), NEXUS_OK);
}

/* A sentinel that no call may write to *out when it fails. */
#define UNTOUCHED ((nexus_game *)(uintptr_t)0x1234)

/* Play `turns` random turns (fewer if the game ends); returns how many. */
static int play_random(nexus_game *g, uint64_t *rng, int turns)
{
    int i;
    for (i = 0; i < turns; i++) {
        nexus_turn t;
        nexus_status st = hx_random_turn(&t, g, rng);
        if (st == NEXUS_E_GAME_OVER)
            break;
        assert_int_equal(st, NEXUS_OK);
        assert_int_equal(nexus_game_play(g, &t), NEXUS_OK);
    }
    return i;
}

/* ------------------------------------------------------------------------ */
/* Tests                                                                    */

static void test_create(void **state)
{
    counter c;
    long n, last = 0;
    nexus_options o;
    (void)state;
    memset(&c, 0, sizeof c);
    o = options_of(&c, 5, 2, 4);
    for (n = 1;; n++) {
        nexus_game *g = UNTOUCHED;
        nexus_status st;
        arm(&c, n);
        st = nexus_game_new(&g, &o);
        arm(&c, 0);
        if (st == NEXUS_OK) {
            assert_int_equal(c.failures, n - 1);
            assert_int_equal(nexus_game_check_consistency(g), NEXUS_OK);
            nexus_game_free(g);
            break;
        }
        assert_int_equal(st, NEXUS_E_NOMEM);
        assert_ptr_equal(g, UNTOUCHED);
        assert_int_equal(c.blocks, 0);
        assert_int_equal(c.bytes, 0);
        last = n;
    }
    assert_true(last >= 1); /* at least one allocation was reached */
    assert_int_equal(c.blocks, 0);
    assert_int_equal(c.bytes, 0);
}

/* Black to move on 3x3 has only suicides: an unblocking of one White
 * stone is due, searched when the game is created. */
static void unblock_position(nexus_position *pos)
{
    static const char cells[] = ".O."
                                "O.O"
                                ".O.";
    int p;
    memset(pos, 0, sizeof *pos);
    for (p = 0; p < 9; p++)
        pos->cells[p] = cells[p] == 'O' ? NEXUS_WHITE : NEXUS_EMPTY;
    pos->to_move = NEXUS_BLACK;
}

static void test_create_from_position(void **state)
{
    counter c;
    long n;
    nexus_options o;
    nexus_position pos;
    (void)state;
    memset(&c, 0, sizeof c);
    o = options_of(&c, 3, 2, 4);
    unblock_position(&pos);
    for (n = 1;; n++) {
        nexus_game *g = UNTOUCHED;
        nexus_status st;
        nexus_phase ph;
        arm(&c, n);
        st = nexus_game_new_from_position(&g, &o, &pos);
        arm(&c, 0);
        if (st == NEXUS_OK) {
            assert_int_equal(nexus_game_phase(&ph, g), NEXUS_OK);
            assert_int_equal(ph, NEXUS_PHASE_UNBLOCK);
            nexus_game_free(g);
            break;
        }
        assert_int_equal(st, NEXUS_E_NOMEM);
        assert_ptr_equal(g, UNTOUCHED);
        assert_int_equal(c.blocks, 0);
    }
    assert_int_equal(c.blocks, 0);
    assert_int_equal(c.bytes, 0);
}

/* The unblocking queries allocate nothing at all. */
static void test_unblock_queries(void **state)
{
    counter c;
    nexus_options o;
    nexus_position pos;
    nexus_game *g = NULL, *ref = NULL;
    int sets[NEXUS_MAX_POINTS], legal[NEXUS_MAX_POINTS], k = 0;
    size_t count = 0, n = 0, i;
    long before;
    nexus_preview pv;
    nexus_point_status ps;
    (void)state;
    memset(&c, 0, sizeof c);
    o = options_of(&c, 3, 2, 4);
    unblock_position(&pos);
    assert_int_equal(nexus_game_new_from_position(&g, &o, &pos), NEXUS_OK);
    assert_int_equal(nexus_game_clone(&ref, g), NEXUS_OK);
    before = c.calls;
    arm(&c, 1); /* the very next allocation would fail */
    assert_int_equal(nexus_game_unblock_size(&k, g), NEXUS_OK);
    assert_int_equal(k, 1);
    assert_int_equal(nexus_game_unblock_sets(NULL, 0, &count, g),
                     NEXUS_E_BUFFER_TOO_SMALL);
    assert_int_equal(nexus_game_unblock_sets(sets, NEXUS_MAX_POINTS, &count, g),
                     NEXUS_OK);
    assert_true(count >= 1);
    for (i = 0; i < count; i++) {
        assert_int_equal(nexus_game_legal_after_unblock(
                             legal, NEXUS_MAX_POINTS, &n, g, &sets[i], 1),
                         NEXUS_OK);
        assert_true(n >= 1);
        assert_int_equal(nexus_game_preview(&pv, g, &sets[i], 1, legal[0]),
                         NEXUS_OK);
    }
    assert_int_equal(nexus_game_legal_points(legal, NEXUS_MAX_POINTS, &n, g),
                     NEXUS_OK);
    assert_int_equal(n, 0);
    assert_int_equal(nexus_game_point_status(&ps, g, 4), NEXUS_OK);
    assert_int_equal(nexus_game_check_consistency(g), NEXUS_OK);
    arm(&c, 0);
    assert_int_equal(c.calls, before);
    assert_equal_games(g, ref);
    nexus_game_free(ref);
    nexus_game_free(g);
    assert_int_equal(c.blocks, 0);
    assert_int_equal(c.bytes, 0);
}

/* Play turn by turn; before each successful turn, fail its n-th
 * allocation for every n it reaches. Long games grow the history. */
static void test_play(void **state)
{
    counter c;
    uint64_t rng = 2024;
    long total_failures = 0;
    int game, played = 0, sizes[] = {9, 3, 9, 5, 9, 7};
    (void)state;
    memset(&c, 0, sizeof c);
    for (game = 0; game < 6; game++) {
        nexus_options o = options_of(&c, sizes[game], game % 3, 4);
        nexus_game *g = NULL, *ref = NULL;
        int turn;
        assert_int_equal(nexus_game_new(&g, &o), NEXUS_OK);
        for (turn = 0; turn < 400; turn++) {
            nexus_turn t;
            nexus_status st = hx_random_turn(&t, g, &rng);
            long n;
            if (st == NEXUS_E_GAME_OVER)
                break;
            assert_int_equal(st, NEXUS_OK);
            assert_int_equal(nexus_game_clone(&ref, g), NEXUS_OK);
            for (n = 1;; n++) {
                arm(&c, n);
                st = nexus_game_play(g, &t);
                arm(&c, 0);
                if (st == NEXUS_OK)
                    break;
                assert_int_equal(st, NEXUS_E_NOMEM);
                assert_equal_games(g, ref);
                total_failures++;
            }
            nexus_game_free(ref);
            ref = NULL;
            played++;
        }
        assert_int_equal(nexus_game_check_consistency(g), NEXUS_OK);
        nexus_game_free(g);
        assert_int_equal(c.blocks, 0);
        assert_int_equal(c.bytes, 0);
    }
    /* the history grew (and failed to grow) several times */
    assert_true(played > 300);
    assert_true(total_failures >= 4);
}

/* A game of `turns` random turns on a 9x9 board with its allocator. */
static nexus_game *long_game(counter *c, uint64_t seed, int turns)
{
    nexus_options o = options_of(c, 9, 0, 4); /* p1 = 0: debts stay low */
    nexus_game *g = NULL;
    uint64_t rng = seed;
    assert_int_equal(nexus_game_new(&g, &o), NEXUS_OK);
    play_random(g, &rng, turns);
    return g;
}

static void test_clone(void **state)
{
    counter c;
    long n;
    nexus_game *g, *ref = NULL;
    (void)state;
    memset(&c, 0, sizeof c);
    g = long_game(&c, 7, 100);
    assert_int_equal(nexus_game_clone(&ref, g), NEXUS_OK);
    for (n = 1;; n++) {
        nexus_game *out = UNTOUCHED;
        nexus_status st;
        long blocks = c.blocks;
        arm(&c, n);
        st = nexus_game_clone(&out, g);
        arm(&c, 0);
        if (st == NEXUS_OK) {
            assert_equal_games(out, g);
            nexus_game_free(out);
            break;
        }
        assert_int_equal(st, NEXUS_E_NOMEM);
        assert_ptr_equal(out, UNTOUCHED);
        assert_int_equal(c.blocks, blocks);
        assert_equal_games(g, ref);
    }
    assert_true(n > 1);
    nexus_game_free(ref);
    nexus_game_free(g);
    assert_int_equal(c.blocks, 0);
    assert_int_equal(c.bytes, 0);
}

/* nexus_game_copy(dst, src) with each of its allocations failing in turn:
 * NEXUS_E_NOMEM, dst unchanged, nothing live left over. Frees both games
 * and returns the number of the allocation that was not failed. */
static long copy_failing(counter *c, nexus_game *dst, nexus_game *src)
{
    nexus_game *ref = NULL;
    long n;
    assert_int_equal(nexus_game_clone(&ref, dst), NEXUS_OK);
    for (n = 1;; n++) {
        nexus_status st;
        long blocks = c->blocks;
        arm(c, n);
        st = nexus_game_copy(dst, src);
        arm(c, 0);
        if (st == NEXUS_OK) {
            assert_equal_games(dst, src);
            break;
        }
        assert_int_equal(st, NEXUS_E_NOMEM);
        assert_int_equal(c->blocks, blocks);
        assert_equal_games(dst, ref);
    }
    nexus_game_free(ref);
    nexus_game_free(src);
    nexus_game_free(dst);
    assert_int_equal(c->blocks, 0);
    assert_int_equal(c->bytes, 0);
    return n;
}

/* copy into a smaller game (its buffers must grow) and into a larger one. */
static void test_copy(void **state)
{
    counter c;
    long n;
    (void)state;
    memset(&c, 0, sizeof c);
    n = copy_failing(&c, long_game(&c, 13, 2), long_game(&c, 11, 150));
    assert_true(n > 1); /* the small game had to grow */
    copy_failing(&c, long_game(&c, 13, 150), long_game(&c, 11, 3));
}

/* Undo, the draw offers and the const queries allocate nothing. */
static void test_undo_and_queries(void **state)
{
    counter c;
    nexus_game *g, *ref = NULL;
    long before;
    size_t turns = 0, i, count = 0;
    char buf[1 << 15];
    (void)state;
    memset(&c, 0, sizeof c);
    g = long_game(&c, 17, 120);
    assert_int_equal(nexus_game_turn_count(&turns, g), NEXUS_OK);
    assert_true(turns > 40);
    assert_int_equal(nexus_game_clone(&ref, g), NEXUS_OK);
    before = c.calls;
    arm(&c, 1);
    assert_int_equal(nexus_record_write(buf, sizeof buf, &count, g), NEXUS_OK);
    assert_int_equal(nexus_record_write(NULL, 0, &count, g),
                     NEXUS_E_BUFFER_TOO_SMALL);
    assert_int_equal(nexus_record_write(buf, 10, &count, g),
                     NEXUS_E_BUFFER_TOO_SMALL);
    assert_int_equal(nexus_game_check_consistency(g), NEXUS_OK);
    for (i = 0; i < turns; i++)
        assert_int_equal(nexus_game_undo(g), NEXUS_OK);
    assert_int_equal(nexus_game_undo(g), NEXUS_E_NO_HISTORY);
    assert_int_equal(nexus_game_offer_draw(g), NEXUS_OK);
    assert_int_equal(nexus_game_answer_draw(g, 0), NEXUS_OK);
    assert_int_equal(nexus_game_undo(g), NEXUS_OK);
    assert_int_equal(nexus_game_undo(g), NEXUS_OK);
    assert_int_equal(nexus_game_check_consistency(g), NEXUS_OK);
    arm(&c, 0);
    assert_int_equal(c.calls, before);
    nexus_game_free(ref);
    nexus_game_free(g);
    assert_int_equal(c.blocks, 0);
    assert_int_equal(c.bytes, 0);
}

/* A record with labels, offers and a long history. */
static char *record_of(size_t *len, uint64_t seed)
{
    counter c;
    nexus_game *g;
    char *text;
    memset(&c, 0, sizeof c);
    g = long_game(&c, seed, 90);
    assert_int_equal(nexus_game_set_label(g, NEXUS_BLACK, "alloc"), NEXUS_OK);
    assert_int_equal(nexus_game_offer_draw(g), NEXUS_OK);
    assert_int_equal(nexus_game_answer_draw(g, 0), NEXUS_OK);
    assert_int_equal(nexus_record_write(NULL, 0, len, g),
                     NEXUS_E_BUFFER_TOO_SMALL);
    text = malloc(*len);
    assert_non_null(text);
    assert_int_equal(nexus_record_write(text, *len, len, g), NEXUS_OK);
    nexus_game_free(g);
    assert_int_equal(c.blocks, 0);
    return text;
}

static void test_record_read(void **state)
{
    counter c;
    nexus_allocator a;
    size_t len = 0;
    char *text = record_of(&len, 23);
    long n;
    (void)state;
    memset(&c, 0, sizeof c);
    a = allocator_of(&c);
    for (n = 1;; n++) {
        nexus_game *g = UNTOUCHED;
        nexus_record_error err;
        nexus_status st;
        arm(&c, n);
        st = nexus_record_read(&g, text, len - 1, &a, &err);
        arm(&c, 0);
        if (st == NEXUS_OK) {
            char again[1 << 15];
            size_t count = 0;
            assert_int_equal(nexus_game_check_consistency(g), NEXUS_OK);
            assert_int_equal(
                nexus_record_write(again, sizeof again, &count, g), NEXUS_OK);
            assert_int_equal(count, len);
            assert_memory_equal(again, text, len);
            nexus_game_free(g);
            break;
        }
        assert_int_equal(st, NEXUS_E_NOMEM);
        assert_ptr_equal(g, UNTOUCHED);
        assert_int_equal(c.blocks, 0);
        assert_int_equal(c.bytes, 0);
    }
    assert_true(n > 3); /* create, then history growth while replaying */
    assert_int_equal(c.blocks, 0);
    assert_int_equal(c.bytes, 0);
    free(text);
}

/* Two handles with two allocators: each handle's memory goes through its
 * own allocator only (no global state), a clone through its source's. */
static void test_per_handle(void **state)
{
    counter c1, c2;
    nexus_game *g1, *g2, *clone = NULL;
    (void)state;
    memset(&c1, 0, sizeof c1);
    memset(&c2, 0, sizeof c2);
    g1 = long_game(&c1, 31, 50);
    g2 = long_game(&c2, 37, 50);
    assert_true(c1.blocks > 0 && c2.blocks > 0);
    arm(&c2, 1); /* c2 fails, c1 does not */
    assert_int_equal(nexus_game_clone(&clone, g1), NEXUS_OK);
    assert_int_equal(nexus_game_clone(&clone, g2) == NEXUS_E_NOMEM, 1);
    arm(&c2, 0);
    assert_int_equal(nexus_game_copy(g1, g2), NEXUS_E_INVALID_ARG);
    nexus_game_free(g2);
    assert_int_equal(c2.blocks, 0);
    assert_int_equal(c2.bytes, 0);
    nexus_game_free(clone);
    nexus_game_free(g1);
    assert_int_equal(c1.blocks, 0);
    assert_int_equal(c1.bytes, 0);
}

/* ------------------------------------------------------------------------ */
/* API 1.1                                                                  */

/* A 9x9 game with declined offers before some turns (so its history has
 * extras to copy) and its allocator. */
static nexus_game *game_with_extras(counter *c, uint64_t seed, int turns)
{
    nexus_game *g = long_game(c, seed, 0);
    uint64_t rng = seed;
    int i;
    for (i = 0; i < turns; i++) {
        if (i % 3 == 0) {
            assert_int_equal(nexus_game_offer_draw(g), NEXUS_OK);
            assert_int_equal(nexus_game_answer_draw(g, 0), NEXUS_OK);
        }
        if (play_random(g, &rng, 1) == 0)
            break;
    }
    return g;
}

/* The iterator: its handle and, where an unblocking is due (`clone`), its
 * clone of the game, each allocation failing in turn; elsewhere (a long
 * game with extras) the handle alone. The iteration itself allocates
 * nothing. */
static void iterate_with_failures(counter *c, const nexus_game *g, int clone)
{
    nexus_game *ref = NULL;
    uint64_t want = 0, got = 0;
    long n, before;
    nexus_turn t;
    assert_int_equal(nexus_game_clone(&ref, g), NEXUS_OK);
    assert_int_equal(nexus_game_count_turns(&want, g), NEXUS_OK);
    for (n = 1;; n++) {
        nexus_turns *it = (nexus_turns *)UNTOUCHED;
        long blocks = c->blocks;
        nexus_status st;
        arm(c, n);
        st = nexus_turns_new(&it, g);
        arm(c, 0);
        assert_equal_games(g, ref);
        if (st == NEXUS_OK) {
            before = c->calls;
            arm(c, 1);
            while (nexus_turns_next(&t, it) == NEXUS_OK)
                got++;
            arm(c, 0);
            assert_int_equal(c->calls, before);
            assert_true(got == want && got > 0);
            nexus_turns_free(it);
            break;
        }
        assert_int_equal(st, NEXUS_E_NOMEM);
        assert_ptr_equal(it, (nexus_turns *)UNTOUCHED);
        assert_int_equal(c->blocks, blocks);
    }
    if (clone)
        assert_int_equal(n, 5); /* handle, game, history entries, table */
    else
        assert_int_equal(n, 2); /* the handle only */
    nexus_game_free(ref);
}

static void test_turns_iterator(void **state)
{
    counter c;
    nexus_options o;
    nexus_position pos;
    nexus_game *g = NULL;
    (void)state;
    memset(&c, 0, sizeof c);
    o = options_of(&c, 3, 2, 4);
    unblock_position(&pos);
    assert_int_equal(nexus_game_new_from_position(&g, &o, &pos), NEXUS_OK);
    iterate_with_failures(&c, g, 1);
    nexus_game_free(g);
    g = game_with_extras(&c, 41, 60);
    iterate_with_failures(&c, g, 0);
    nexus_game_free(g);
    assert_int_equal(c.blocks, 0);
    assert_int_equal(c.bytes, 0);
}

/* The visitor's callbacks count what they saw. */
static nexus_status on_start(const nexus_game *g, void *payload)
{
    (void)g;
    ((long *)payload)[0]++;
    return NEXUS_OK;
}

static nexus_status on_move(const nexus_game *g, const nexus_record_line *l,
                            const nexus_record_move *m, void *payload)
{
    (void)g;
    (void)l;
    (void)m;
    ((long *)payload)[1]++;
    return NEXUS_OK;
}

/* nexus_record_replay with callbacks: every allocation of the walk fails
 * once; NEXUS_E_NOMEM, no game, nothing live, and the callbacks saw at
 * most what the full walk shows them. */
static void test_record_replay(void **state)
{
    counter c;
    nexus_allocator a;
    nexus_record_callbacks cb = NEXUS_RECORD_CALLBACKS_INIT;
    size_t len = 0;
    char *text = record_of(&len, 29);
    long n, full[2] = {0, 0};
    (void)state;
    memset(&c, 0, sizeof c);
    a = allocator_of(&c);
    cb.start = on_start;
    cb.move = on_move;
    assert_int_equal(nexus_record_replay(NULL, text, len - 1, &a, &cb, full,
                                         NULL),
                     NEXUS_OK);
    assert_true(full[0] == 1 && full[1] > 80);
    for (n = 1;; n++) {
        nexus_game *g = UNTOUCHED;
        long seen[2] = {0, 0};
        nexus_status st;
        arm(&c, n);
        st = nexus_record_replay(&g, text, len - 1, &a, &cb, seen, NULL);
        arm(&c, 0);
        assert_true(seen[0] <= full[0] && seen[1] <= full[1]);
        if (st == NEXUS_OK) {
            assert_int_equal(seen[1], full[1]);
            assert_int_equal(nexus_game_check_consistency(g), NEXUS_OK);
            nexus_game_free(g);
            break;
        }
        assert_int_equal(st, NEXUS_E_NOMEM);
        assert_ptr_equal(g, UNTOUCHED);
        assert_int_equal(c.blocks, 0);
    }
    assert_true(n > 3);
    assert_int_equal(c.blocks, 0);
    assert_int_equal(c.bytes, 0);
    free(text);
}

/* A playout whose history must grow: each allocation fails once. The
 * turns played before the failure stay (nexus.h): the game is consistent
 * and equal to a playout of that many turns from the same seed. */
static void test_playout(void **state)
{
    counter c;
    nexus_game *start, *g = NULL, *ref = NULL;
    long n, failures = 0;
    size_t first_played = 99;
    (void)state;
    memset(&c, 0, sizeof c);
    start = long_game(&c, 43, 31); /* 32 entries: the first turn grows */
    assert_int_equal(nexus_game_clone(&g, start), NEXUS_OK);
    assert_int_equal(nexus_game_clone(&ref, start), NEXUS_OK);
    for (n = 1;; n++) {
        size_t played = 0, again = 0;
        nexus_status st;
        assert_int_equal(nexus_game_copy(g, start), NEXUS_OK);
        arm(&c, n);
        st = nexus_game_playout(g, 99, 300, &played);
        arm(&c, 0);
        assert_int_equal(nexus_game_check_consistency(g), NEXUS_OK);
        assert_int_equal(nexus_game_copy(ref, start), NEXUS_OK);
        if (played > 0)
            assert_int_equal(nexus_game_playout(ref, 99, played, &again),
                             NEXUS_OK);
        assert_int_equal(again, played);
        assert_equal_games(g, ref);
        if (st == NEXUS_OK)
            break;
        assert_int_equal(st, NEXUS_E_NOMEM);
        if (failures++ == 0)
            first_played = played;
    }
    /* entries and table at the first turn (nothing played), then later
     * growth with the turns before it kept */
    assert_true(failures >= 3 && first_played == 0);
    nexus_game_free(ref);
    nexus_game_free(g);
    nexus_game_free(start);
    assert_int_equal(c.blocks, 0);
    assert_int_equal(c.bytes, 0);
}

/* copy of a game with extras into a game without: the entries' block,
 * which holds the extras, fails too (test_copy tests the rest). */
static void test_copy_extras(void **state)
{
    counter c;
    long n;
    (void)state;
    memset(&c, 0, sizeof c);
    n = copy_failing(&c, long_game(&c, 53, 0), game_with_extras(&c, 47, 40));
    /* two allocations, each failed once, the entries' block among them
     * (it had no room for extras) */
    assert_int_equal(n, 3);
}

/* The other 1.1 calls allocate nothing: check_turn, random_turn,
 * count_turns, lines, the SVG picture (into the caller's buffer). The
 * legal-set cache lives in the handle (no allocation to fail). */
static void test_calls_without_allocation(void **state)
{
    counter c;
    nexus_game *g, *ref = NULL;
    nexus_turn t;
    uint64_t rng = 5, count = 0;
    size_t need = 0;
    int lines = 0, pts[NEXUS_MAX_POINTS];
    char *svg;
    long before;
    (void)state;
    memset(&c, 0, sizeof c);
    g = game_with_extras(&c, 59, 30);
    assert_int_equal(nexus_game_clone(&ref, g), NEXUS_OK);
    assert_int_equal(nexus_game_format_svg(NULL, 0, &need, g, NULL),
                     NEXUS_E_BUFFER_TOO_SMALL);
    svg = malloc(need);
    assert_non_null(svg);
    before = c.calls;
    arm(&c, 1);
    assert_int_equal(nexus_game_random_turn(&t, g, &rng), NEXUS_OK);
    assert_int_equal(nexus_game_check_turn(g, &t), NEXUS_OK);
    assert_int_equal(nexus_game_count_turns(&count, g), NEXUS_OK);
    assert_int_equal(nexus_line_count(&lines, 9), NEXUS_OK);
    assert_int_equal(nexus_line_points(pts, NEXUS_MAX_POINTS, &need, 9, 0),
                     NEXUS_OK);
    assert_int_equal(nexus_game_format_svg(NULL, 0, &need, g, NULL),
                     NEXUS_E_BUFFER_TOO_SMALL);
    assert_int_equal(nexus_game_format_svg(svg, need, &need, g, NULL),
                     NEXUS_OK);
    arm(&c, 0);
    assert_int_equal(c.calls, before);
    assert_true(count > 0 && lines == 20);
    assert_equal_games(g, ref);
    free(svg);
    nexus_game_free(ref);
    nexus_game_free(g);
    assert_int_equal(c.blocks, 0);
}

/* The same functions under other addresses: another allocator to
 * nexus_game_copy, which compares the four fields. */
static void *c_malloc2(size_t size, void *user) { return c_malloc(size, user); }
static void *c_realloc2(void *ptr, size_t size, void *user)
{
    return c_realloc(ptr, size, user);
}
static void c_free2(void *ptr, void *user) { c_free(ptr, user); }

/* Copies need the same allocator: one that differs in any one function
 * or in its user pointer is refused both ways, allocating nothing. */
static void test_copy_other_allocator(void **state)
{
    counter c, c2;
    nexus_options o;
    nexus_game *a = NULL, *b = NULL;
    int field;
    (void)state;
    memset(&c, 0, sizeof c);
    memset(&c2, 0, sizeof c2);
    o = options_of(&c, 5, 2, 4);
    assert_int_equal(nexus_game_new(&a, &o), NEXUS_OK);
    for (field = 0; field < 4; field++) {
        nexus_options other = o;
        long calls;
        if (field == 0)
            other.allocator.malloc_fn = c_malloc2;
        else if (field == 1)
            other.allocator.realloc_fn = c_realloc2;
        else if (field == 2)
            other.allocator.free_fn = c_free2;
        else
            other.allocator.user = &c2;
        assert_int_equal(nexus_game_new(&b, &other), NEXUS_OK);
        calls = c.calls + c2.calls;
        assert_int_equal(nexus_game_copy(b, a), NEXUS_E_INVALID_ARG);
        assert_int_equal(nexus_game_copy(a, b), NEXUS_E_INVALID_ARG);
        assert_int_equal(c.calls + c2.calls, calls);
        nexus_game_free(b);
    }
    nexus_game_free(a);
    assert_int_equal(c.blocks + c2.blocks, 0);
}

/* nexus_record_read takes an allocator with all three functions or none
 * (the C library's); two of three is refused. */
static void test_record_allocator_check(void **state)
{
    static const char text[] = "nexus-record 1\nsize 3\ncapture-debt 2\n"
                               "unblock-debt 4\n";
    counter c;
    nexus_allocator a;
    nexus_game *g = NULL;
    (void)state;
    memset(&c, 0, sizeof c);
    memset(&a, 0, sizeof a);
    assert_int_equal(nexus_record_read(&g, text, sizeof text - 1, &a, NULL),
                     NEXUS_OK);
    nexus_game_free(g);
    a = allocator_of(&c);
    a.free_fn = NULL;
    g = UNTOUCHED;
    assert_int_equal(nexus_record_read(&g, text, sizeof text - 1, &a, NULL),
                     NEXUS_E_INVALID_ARG);
    assert_ptr_equal(g, UNTOUCHED);
    assert_int_equal(c.calls, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_create),
        cmocka_unit_test(test_create_from_position),
        cmocka_unit_test(test_unblock_queries),
        cmocka_unit_test(test_play),
        cmocka_unit_test(test_clone),
        cmocka_unit_test(test_copy),
        cmocka_unit_test(test_undo_and_queries),
        cmocka_unit_test(test_record_read),
        cmocka_unit_test(test_per_handle),
        cmocka_unit_test(test_turns_iterator),
        cmocka_unit_test(test_record_replay),
        cmocka_unit_test(test_playout),
        cmocka_unit_test(test_copy_extras),
        cmocka_unit_test(test_calls_without_allocation),
        cmocka_unit_test(test_copy_other_allocator),
        cmocka_unit_test(test_record_allocator_check),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
