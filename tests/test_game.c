/* Game lifetime, options, start positions, undo, the quiet draw, draw
 * offers, labels and the simple queries. Expectations are worked out by
 * hand from the rules (R1, R5, R19-R23) and nexus.h. */
#include "test_util.h"

#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------ */
/* Allocators */

typedef struct counting {
    long mallocs;
    long reallocs;
    long frees;
    long live;
    int bad_realloc; /* realloc_fn called with NULL or 0 */
    int bad_free;    /* free_fn called with NULL */
    int fail;        /* fail every allocation while set */
    long budget;     /* when >= 0: allocations left before failing */
} counting;

static void *c_malloc(size_t size, void *user)
{
    counting *c = user;
    void *p;
    if (c->fail || c->budget == 0) {
        return NULL;
    }
    if (c->budget > 0) {
        c->budget--;
    }
    p = malloc(size);
    if (p) {
        c->mallocs++;
        c->live++;
    }
    return p;
}

static void *c_realloc(void *ptr, size_t size, void *user)
{
    counting *c = user;
    if (ptr == NULL || size == 0) {
        c->bad_realloc = 1;
    }
    if (c->fail || c->budget == 0) {
        return NULL;
    }
    if (c->budget > 0) {
        c->budget--;
    }
    c->reallocs++;
    return realloc(ptr, size);
}

static void c_free(void *ptr, void *user)
{
    counting *c = user;
    if (ptr == NULL) {
        c->bad_free = 1;
        return;
    }
    c->frees++;
    c->live--;
    free(ptr);
}

static nexus_options counting_options(counting *c, int size)
{
    nexus_options o = NEXUS_OPTIONS_INIT;
    memset(c, 0, sizeof *c);
    c->budget = -1;
    o.size = size;
    o.allocator.malloc_fn = c_malloc;
    o.allocator.realloc_fn = c_realloc;
    o.allocator.free_fn = c_free;
    o.allocator.user = c;
    return o;
}

/* ------------------------------------------------------------------ */
/* Lifetime */

static void test_new_standard(void **state)
{
    nexus_game *g = NULL;
    nexus_options o;
    nexus_position pos;
    nexus_color side;
    size_t turns = 99;
    int custom = -1;
    const char *label = NULL;
    int i;
    (void)state;
    TU_OK(nexus_game_new(&g, NULL));
    assert_non_null(g);
    tu_check(g);
    TU_OK(nexus_game_options(&o, g));
    TU_EQ(o.version, NEXUS_OPTIONS_VERSION);
    TU_EQ(o.size, 5);
    TU_EQ(o.capture_debt, 2);
    TU_EQ(o.unblock_debt, 4);
    assert_null(o.allocator.user);
    TU_OK(nexus_game_to_move(&side, g));
    TU_EQ(side, NEXUS_BLACK);
    tu_assert_phase(g, NEXUS_PHASE_PLACE);
    tu_assert_debts(g, 0, 0);
    tu_assert_quiet(g, 0);
    TU_OK(nexus_game_turn_count(&turns, g));
    TU_EQ(turns, 0);
    tu_assert_result(g, NEXUS_OUTCOME_NONE, NEXUS_REASON_NONE);
    tu_assert_board(g, "...../...../...../...../.....");
    TU_OK(nexus_game_position(&pos, g));
    for (i = 0; i < 25; i++) {
        TU_EQ(pos.cells[i], NEXUS_EMPTY);
    }
    TU_EQ(pos.black_debt, 0);
    TU_EQ(pos.white_debt, 0);
    TU_EQ(pos.to_move, NEXUS_BLACK);
    TU_EQ(pos.quiet, 0);
    memset(&pos, 0x11, sizeof pos);
    TU_OK(nexus_game_start_position(&pos, &custom, g));
    TU_EQ(custom, 0);
    for (i = 0; i < 25; i++) {
        TU_EQ(pos.cells[i], NEXUS_EMPTY);
    }
    TU_EQ(pos.black_debt, 0);
    TU_EQ(pos.white_debt, 0);
    TU_EQ(pos.to_move, NEXUS_BLACK);
    TU_EQ(pos.quiet, 0);
    TU_OK(nexus_game_start_position(&pos, NULL, g));
    TU_OK(nexus_game_label(&label, g, NEXUS_BLACK));
    assert_string_equal(label, "");
    TU_OK(nexus_game_label(&label, g, NEXUS_WHITE));
    assert_string_equal(label, "");
    tu_assert_legal(g, "A1 B1 C1 D1 E1 A2 B2 C2 D2 E2 A3 B3 C3 D3 E3 A4 B4 C4 "
                       "D4 E4 A5 B5 C5 D5 E5");
    {
        int pending = -1;
        TU_OK(nexus_game_draw_pending(&pending, g));
        TU_EQ(pending, 0);
    }
    nexus_game_free(g);
    nexus_game_free(NULL);
}

static void test_new_all_sizes_and_rates(void **state)
{
    int n;
    (void)state;
    for (n = NEXUS_MIN_SIZE; n <= NEXUS_MAX_SIZE; n++) {
        nexus_game *g = tu_new(n, n == 3 ? 0 : 1000, n == 9 ? 0 : 1000);
        nexus_options o;
        size_t count = 0;
        char buf[100];
        TU_OK(nexus_game_options(&o, g));
        TU_EQ(o.size, n);
        TU_ST(nexus_game_legal_points(NULL, 0, &count, g),
              NEXUS_E_BUFFER_TOO_SMALL);
        TU_EQ(count, (size_t)(n * n));
        TU_OK(nexus_game_format_board(buf, sizeof buf, &count, g));
        TU_EQ(count, (size_t)(n * (n + 1)));
        nexus_game_free(g);
    }
}

static void test_options_errors(void **state)
{
    static const struct {
        unsigned version;
        int size, p1, p2;
        nexus_status want;
    } cases[] = {
        {0, 5, 2, 4, NEXUS_E_VERSION},
        {2, 5, 2, 4, NEXUS_E_VERSION},
        {1, 2, 2, 4, NEXUS_E_INVALID_ARG},
        {1, 10, 2, 4, NEXUS_E_INVALID_ARG},
        {1, 0, 2, 4, NEXUS_E_INVALID_ARG},
        {1, -5, 2, 4, NEXUS_E_INVALID_ARG},
        {1, 5, -1, 4, NEXUS_E_INVALID_ARG},
        {1, 5, 1001, 4, NEXUS_E_INVALID_ARG},
        {1, 5, 2, -1, NEXUS_E_INVALID_ARG},
        {1, 5, 2, 1001, NEXUS_E_INVALID_ARG},
        {1, 3, 0, 0, NEXUS_OK},
        {1, 9, 1000, 1000, NEXUS_OK},
    };
    size_t i;
    (void)state;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        nexus_options o = NEXUS_OPTIONS_INIT;
        nexus_game *sentinel = (nexus_game *)&o;
        nexus_game *g = sentinel;
        nexus_position pos;
        o.version = cases[i].version;
        o.size = cases[i].size;
        o.capture_debt = cases[i].p1;
        o.unblock_debt = cases[i].p2;
        TU_ST(nexus_game_new(&g, &o), cases[i].want);
        if (cases[i].want != NEXUS_OK) {
            assert_ptr_equal(g, sentinel);
        } else {
            tu_check(g);
            nexus_game_free(g);
        }
        /* The same options through new_from_position (empty board). */
        memset(&pos, 0, sizeof pos);
        pos.to_move = NEXUS_BLACK;
        g = sentinel;
        TU_ST(nexus_game_new_from_position(&g, &o, &pos), cases[i].want);
        if (cases[i].want != NEXUS_OK) {
            assert_ptr_equal(g, sentinel);
        } else {
            nexus_game_free(g);
        }
    }
}

static void test_allocator_half_set(void **state)
{
    counting c;
    nexus_options base = counting_options(&c, 5);
    int mask;
    (void)state;
    /* Every combination but "all three" and "none" is rejected. */
    for (mask = 1; mask < 7; mask++) {
        nexus_options o = base;
        nexus_game *g = NULL;
        if (!(mask & 1)) {
            o.allocator.malloc_fn = NULL;
        }
        if (!(mask & 2)) {
            o.allocator.realloc_fn = NULL;
        }
        if (!(mask & 4)) {
            o.allocator.free_fn = NULL;
        }
        TU_ST(nexus_game_new(&g, &o), NEXUS_E_INVALID_ARG);
        assert_null(g);
    }
    TU_EQ(c.mallocs, 0);
}

static void test_allocator_used_and_balanced(void **state)
{
    counting c;
    nexus_options o = counting_options(&c, 5);
    nexus_options got;
    nexus_game *g = NULL;
    nexus_game *k = NULL;
    (void)state;
    TU_OK(nexus_game_new(&g, &o));
    assert_true(c.mallocs > 0);
    TU_OK(nexus_game_options(&got, g));
    assert_ptr_equal(got.allocator.user, &c);
    assert_true(got.allocator.malloc_fn == c_malloc);
    assert_true(got.allocator.realloc_fn == c_realloc);
    assert_true(got.allocator.free_fn == c_free);
    /* Enough turns to grow any history storage. */
    tu_play(g, "A1 B1 C1 D1 E1 A2 B2 C2 D2 E2 A3 B3 C3 D3 E3 A4 B4 C4");
    {
        long before = c.mallocs;
        TU_OK(nexus_game_clone(&k, g));
        assert_true(c.mallocs > before);
        tu_assert_equal_games(k, g, 1);
    }
    nexus_game_free(g);
    nexus_game_free(k);
    TU_EQ(c.live, 0);
    TU_EQ(c.bad_free, 0);
    TU_EQ(c.bad_realloc, 0);
}

static void test_allocator_failure(void **state)
{
    counting c;
    nexus_options o = counting_options(&c, 5);
    nexus_game *g = (nexus_game *)&c;
    nexus_position pos;
    (void)state;
    c.fail = 1;
    TU_ST(nexus_game_new(&g, &o), NEXUS_E_NOMEM);
    assert_ptr_equal(g, (nexus_game *)&c);
    memset(&pos, 0, sizeof pos);
    pos.to_move = NEXUS_WHITE;
    TU_ST(nexus_game_new_from_position(&g, &o, &pos), NEXUS_E_NOMEM);
    assert_ptr_equal(g, (nexus_game *)&c);
    TU_EQ(c.live, 0);
}

/* Every call that may allocate either succeeds or fails with NEXUS_E_NOMEM
 * and changes nothing (R5). */
static void test_allocator_failure_is_atomic(void **state)
{
    static const char *const moves[] = {
        "C3", "C2", "B2", "D2", "B3", "D3", "C4", "B4", "A4", "D4",
        "E4", "A3", "D5", "A2", "B1", "E2", "E3", "E1", "D1", "C1",
    };
    long budget;
    (void)state;
    for (budget = 0; budget < 40; budget++) {
        counting c;
        nexus_options o = counting_options(&c, 5);
        nexus_game *g = NULL;
        size_t i;
        nexus_status st;
        c.budget = budget;
        st = nexus_game_new(&g, &o);
        if (st == NEXUS_E_NOMEM) {
            assert_null(g);
            TU_EQ(c.live, 0);
            continue;
        }
        TU_OK(st);
        for (i = 0; i < sizeof moves / sizeof moves[0]; i++) {
            tu_snapshot snap;
            nexus_game *k = NULL;
            long saved = c.budget;
            int p = tu_pt(5, moves[i]);
            /* The snapshot itself must not fail. */
            c.budget = -1;
            tu_snap_take(&snap, g);
            c.budget = saved;
            st = nexus_game_place(g, p);
            if (st == NEXUS_E_NOMEM) {
                c.budget = -1;
                tu_snap_check(&snap, g);
                TU_OK(nexus_game_place(g, p));
                /* From now on every allocation fails. */
                c.budget = 0;
            } else {
                TU_OK(st);
            }
            saved = c.budget;
            st = nexus_game_clone(&k, g);
            if (st == NEXUS_OK) {
                nexus_game_free(k);
            } else {
                TU_ST(st, NEXUS_E_NOMEM);
                assert_null(k);
            }
            c.budget = -1;
            tu_check(g);
            tu_snap_free(&snap);
            c.budget = saved;
        }
        nexus_game_free(g);
        TU_EQ(c.live, 0);
        TU_EQ(c.bad_free, 0);
        TU_EQ(c.bad_realloc, 0);
    }
}

/* ------------------------------------------------------------------ */
/* Clone, copy, equal */

static void test_clone_is_independent(void **state)
{
    nexus_game *g = tu_new(5, 2, 4);
    nexus_game *k = NULL;
    tu_snapshot snap;
    (void)state;
    tu_play(g, "C3 C2 B2");
    TU_OK(nexus_game_set_label(g, NEXUS_BLACK, "alice"));
    TU_OK(nexus_game_clone(&k, g));
    tu_check(k);
    tu_assert_equal_games(g, k, 1);
    tu_snap_take(&snap, g);
    tu_play(k, "D4");
    tu_assert_equal_games(g, k, 0);
    tu_snap_check(&snap, g);
    tu_snap_free(&snap);
    {
        const char *label = NULL;
        TU_OK(nexus_game_label(&label, k, NEXUS_BLACK));
        assert_string_equal(label, "alice");
    }
    TU_OK(nexus_game_undo(k));
    tu_assert_equal_games(g, k, 1);
    nexus_game_free(g);
    nexus_game_free(k);
}

static void test_copy(void **state)
{
    nexus_game *src = tu_new(9, 3, 5);
    nexus_game *dst = tu_new(3, 2, 4);
    nexus_game *small = tu_new(3, 1, 1);
    nexus_options o;
    (void)state;
    tu_play(src, "E5 E4 D4 A1 F4 B1 E3 C1");
    TU_OK(nexus_game_set_label(src, NEXUS_WHITE, "bot"));
    TU_OK(nexus_game_offer_draw(src));
    tu_play(dst, "B2 A1");
    TU_OK(nexus_game_copy(dst, src));
    tu_check(dst);
    tu_assert_equal_games(dst, src, 1);
    TU_OK(nexus_game_options(&o, dst));
    TU_EQ(o.size, 9);
    TU_EQ(o.capture_debt, 3);
    TU_EQ(o.unblock_debt, 5);
    /* Independent after the copy. */
    TU_OK(nexus_game_answer_draw(dst, 0));
    tu_assert_equal_games(dst, src, 0);
    /* A large game copied into a small one and back. */
    TU_OK(nexus_game_copy(small, dst));
    tu_assert_equal_games(small, dst, 1);
    TU_OK(nexus_game_copy(dst, src));
    tu_assert_equal_games(dst, src, 1);
    /* Copy onto a game with a longer history. */
    tu_play(small, "H8 H9 G8 G9 F8 F9 E8 E9 D8 D9");
    TU_OK(nexus_game_copy(small, dst));
    tu_check(small);
    tu_assert_equal_games(small, src, 1);
    nexus_game_free(src);
    nexus_game_free(dst);
    nexus_game_free(small);
}

/* A game of at least `turns` random turns (9x9 games run long enough). */
static nexus_game *long_game(size_t turns)
{
    uint64_t rng = 77;
    for (;;) {
        nexus_game *g = tu_new(9, 2, 4);
        size_t n = 0;
        TU_OK(nexus_game_playout(g, rng++, turns, &n));
        if (n == turns)
            return g;
        nexus_game_free(g);
    }
}

/* Copying a start over a long game: its grown hash table is kept and
 * cleared whole when it is at most four times the start's, and kept and
 * cleared by the slots of its entries when it is larger but a 9x9 game of
 * 162 turns needs it (which of the two is not visible through the API:
 * the lengths make both happen, and tests/whitebox/test_history_copy.c
 * checks each case and the tables given up); either way the copy equals
 * the start, its table indexes its entries (the checker), and it plays on
 * as the start does. */
static void test_copy_over_grown_tables(void **state)
{
    static const size_t lengths[] = {40, 140};
    size_t i;
    (void)state;
    for (i = 0; i < sizeof lengths / sizeof *lengths; i++) {
        nexus_game *dst = long_game(lengths[i]), *start = tu_new(9, 2, 4);
        TU_OK(nexus_game_copy(dst, start));
        tu_check(dst);
        tu_assert_equal_games(dst, start, 1);
        tu_play(dst, "E5 E4 D4 A1 F4 B1 E3 C1");
        tu_play(start, "E5 E4 D4 A1 F4 B1 E3 C1");
        tu_check(dst);
        tu_assert_equal_games(dst, start, 1);
        nexus_game_free(dst);
        nexus_game_free(start);
    }
}

static void test_equal_sees_everything(void **state)
{
    nexus_game *a = tu_new(5, 2, 4);
    nexus_game *b = tu_new(5, 2, 4);
    nexus_game *c = tu_new(5, 3, 4);
    nexus_game *d = tu_new(5, 2, 5);
    nexus_game *e = tu_new(7, 2, 4);
    (void)state;
    tu_assert_equal_games(a, b, 1);
    tu_assert_equal_games(a, c, 0);
    tu_assert_equal_games(a, d, 0);
    tu_assert_equal_games(a, e, 0);
    /* Labels. */
    TU_OK(nexus_game_set_label(a, NEXUS_WHITE, "w"));
    tu_assert_equal_games(a, b, 0);
    TU_OK(nexus_game_set_label(b, NEXUS_WHITE, "w"));
    tu_assert_equal_games(a, b, 1);
    /* A pending offer. */
    TU_OK(nexus_game_offer_draw(a));
    tu_assert_equal_games(a, b, 0);
    TU_OK(nexus_game_offer_draw(b));
    tu_assert_equal_games(a, b, 1);
    TU_OK(nexus_game_answer_draw(a, 0));
    TU_OK(nexus_game_answer_draw(b, 0));
    tu_assert_equal_games(a, b, 1);
    /* The same position reached by another order: history differs. */
    tu_play(a, "C3 D4 E5");
    tu_play(b, "E5 D4 C3");
    tu_assert_board(a, "...../...../..X../...O./....X");
    tu_assert_board(b, "...../...../..X../...O./....X");
    tu_assert_equal_games(a, b, 0);
    nexus_game_free(a);
    nexus_game_free(b);
    nexus_game_free(c);
    nexus_game_free(d);
    nexus_game_free(e);
}

static void test_equal_custom_start(void **state)
{
    nexus_game *a = tu_std_position("X..../...../...../...../.....", 0, 0,
                                    TU_W, 0);
    nexus_game *b = tu_new(5, 2, 4);
    nexus_game *c = tu_std_position("X..../...../...../...../.....", 0, 0,
                                    TU_W, 0);
    (void)state;
    tu_play(b, "A1");
    /* Same current state, but one started from a custom position. */
    tu_assert_board(a, "X..../...../...../...../.....");
    tu_assert_board(b, "X..../...../...../...../.....");
    tu_assert_equal_games(a, b, 0);
    tu_assert_equal_games(a, c, 1);
    nexus_game_free(a);
    nexus_game_free(b);
    nexus_game_free(c);
}

/* ------------------------------------------------------------------ */
/* Undo */

static void test_undo_at_start(void **state)
{
    nexus_game *g = tu_new(5, 2, 4);
    nexus_game *h = tu_std_position("X..../...../...../...../.....", 0, 0,
                                    TU_W, 3);
    tu_snapshot snap;
    (void)state;
    tu_snap_take(&snap, g);
    TU_ST(nexus_game_undo(g), NEXUS_E_NO_HISTORY);
    tu_snap_check(&snap, g);
    tu_snap_free(&snap);
    tu_snap_take(&snap, h);
    TU_ST(nexus_game_undo(h), NEXUS_E_NO_HISTORY);
    tu_snap_check(&snap, h);
    tu_snap_free(&snap);
    /* One turn forward and back, then nothing more to undo. */
    tu_play(h, "E5");
    TU_OK(nexus_game_undo(h));
    tu_check(h);
    TU_ST(nexus_game_undo(h), NEXUS_E_NO_HISTORY);
    nexus_game_free(g);
    nexus_game_free(h);
}

/* Play turns, keeping a clone before each, then undo them all, checking
 * each step restores the exact previous state. */
static void test_undo_restores_everything(void **state)
{
    enum { N = 8 };
    /* Start: row 5 A5-D5 and E3 (debts 0/0). D4, E4, then E5 captures E4,
     * completes row 5 with net 2 and pays D4+E5 (reset); then White A1,
     * Black B1, White B2, Black A2 captures A1, White C3. */
    static const char *const turns[N] = {
        "D4", "E4", "E5/D4+E5", "A1", "B1", "B2", "A2", "C3",
    };
    nexus_game *g = tu_std_position("...../...../....X/...../XXXX.", 0, 0,
                                    TU_B, 4);
    nexus_game *before[N];
    uint64_t hashes[N];
    int i;
    (void)state;
    for (i = 0; i < N; i++) {
        TU_OK(nexus_game_clone(&before[i], g));
        TU_OK(nexus_game_hash(&hashes[i], g));
        tu_play_turns(g, turns[i]);
    }
    tu_assert_board(g, ".X.../XO.../..O.X/...../XXXX.");
    tu_assert_debts(g, 2, 0);
    tu_assert_quiet(g, 1);
    tu_assert_result(g, NEXUS_OUTCOME_NONE, NEXUS_REASON_NONE);
    for (i = N - 1; i >= 0; i--) {
        uint64_t h = 0;
        size_t turns_now = 0;
        TU_OK(nexus_game_undo(g));
        tu_check(g);
        tu_assert_equal_games(g, before[i], 1);
        TU_OK(nexus_game_hash(&h, g));
        assert_true(h == hashes[i]);
        TU_OK(nexus_game_turn_count(&turns_now, g));
        TU_EQ(turns_now, (size_t)i);
        nexus_game_free(before[i]);
    }
    tu_assert_debts(g, 0, 0);
    tu_assert_quiet(g, 4);
    TU_ST(nexus_game_undo(g), NEXUS_E_NO_HISTORY);
    /* Replaying gives the same game again. */
    for (i = 0; i < N; i++) {
        tu_play_turns(g, turns[i]);
    }
    tu_assert_debts(g, 2, 0);
    nexus_game_free(g);
}

static void test_undo_game_over(void **state)
{
    nexus_game *g = tu_std_position("XXXX./...../...../...../.....", 0, 0,
                                    TU_B, 0);
    nexus_game *k = NULL;
    (void)state;
    TU_OK(nexus_game_clone(&k, g));
    tu_play(g, "E1");
    tu_assert_result(g, NEXUS_OUTCOME_BLACK_WINS, NEXUS_REASON_AUDIT);
    TU_OK(nexus_game_undo(g));
    tu_check(g);
    tu_assert_result(g, NEXUS_OUTCOME_NONE, NEXUS_REASON_NONE);
    tu_assert_phase(g, NEXUS_PHASE_PLACE);
    tu_assert_equal_games(g, k, 1);
    nexus_game_free(g);
    nexus_game_free(k);
}

static void test_undo_unblocking_turn(void **state)
{
    nexus_game *g = tu_std_position(".O./O.O/.O.", 0, 0, TU_B, 5);
    nexus_game *k = NULL;
    (void)state;
    TU_OK(nexus_game_clone(&k, g));
    tu_turn(g, "C2", "C2", NULL);
    TU_OK(nexus_game_undo(g));
    tu_check(g);
    tu_assert_equal_games(g, k, 1);
    tu_assert_phase(g, NEXUS_PHASE_UNBLOCK);
    tu_assert_unblock(g, 1, "B1|A2|C2|B3");
    tu_assert_debts(g, 0, 0);
    tu_assert_quiet(g, 5);
    nexus_game_free(g);
    nexus_game_free(k);
}

static void test_undo_pending_offer(void **state)
{
    nexus_game *g = tu_new(5, 2, 4);
    nexus_game *k = NULL;
    int pending = -1;
    (void)state;
    tu_play(g, "C3");
    TU_OK(nexus_game_clone(&k, g));
    TU_OK(nexus_game_offer_draw(g));
    TU_OK(nexus_game_undo(g));
    tu_check(g);
    TU_OK(nexus_game_draw_pending(&pending, g));
    TU_EQ(pending, 0);
    tu_assert_equal_games(g, k, 1);
    nexus_game_free(g);
    nexus_game_free(k);
}

static void test_undo_turn_with_declined_offers(void **state)
{
    /* nexus.h: undo reverts exactly the last action. After a declined offer
     * and a turn, the first undo takes back the turn (the decline before it
     * stays), the second the decline (the offer is pending again), the third
     * the offer. */
    nexus_game *g = tu_new(5, 2, 4);
    nexus_game *k = NULL, *declined = NULL;
    int n = -1, pending = -1;
    (void)state;
    tu_play(g, "C3");
    TU_OK(nexus_game_clone(&k, g));
    TU_OK(nexus_game_offer_draw(g));
    TU_OK(nexus_game_answer_draw(g, 0));
    TU_OK(nexus_game_clone(&declined, g));
    tu_play(g, "D4");
    TU_OK(nexus_game_declined_offers(&n, g, 1));
    TU_EQ(n, 1);
    TU_OK(nexus_game_undo(g));
    tu_check(g);
    tu_assert_equal_games(g, declined, 1);
    TU_OK(nexus_game_declined_offers(&n, g, 1));
    TU_EQ(n, 1);
    TU_OK(nexus_game_undo(g));
    TU_OK(nexus_game_draw_pending(&pending, g));
    TU_EQ(pending, 1);
    TU_OK(nexus_game_declined_offers(&n, g, 1));
    TU_EQ(n, 0);
    TU_OK(nexus_game_undo(g));
    tu_check(g);
    tu_assert_equal_games(g, k, 1);
    nexus_game_free(g);
    nexus_game_free(k);
    nexus_game_free(declined);
}

static void test_undo_accepted_draw(void **state)
{
    nexus_game *g = tu_new(5, 2, 4);
    (void)state;
    tu_play(g, "C3");
    TU_OK(nexus_game_offer_draw(g));
    TU_OK(nexus_game_answer_draw(g, 1));
    tu_assert_result(g, NEXUS_OUTCOME_DRAW, NEXUS_REASON_AGREEMENT);
    TU_OK(nexus_game_undo(g));
    tu_check(g);
    tu_assert_result(g, NEXUS_OUTCOME_NONE, NEXUS_REASON_NONE);
    {
        size_t turns = 0;
        TU_OK(nexus_game_turn_count(&turns, g));
        TU_EQ(turns, 1);
    }
    nexus_game_free(g);
}

/* ------------------------------------------------------------------ */
/* Start positions */

static void test_from_position_errors(void **state)
{
    static const struct {
        const char *board;
        nexus_status want;
    } cases[] = {
        /* A group without liberties, of either colour, any size. */
        {"OX.../X..../...../...../.....", NEXUS_E_DEAD_GROUP},
        {"XO.../O..../...../...../.....", NEXUS_E_DEAD_GROUP},
        {"XXO../OO.../...../...../.....", NEXUS_E_DEAD_GROUP},
        {"...../..X../.XOX./..X../.....", NEXUS_E_DEAD_GROUP},
        {"...../...../....X/...XO/...XO", NEXUS_E_DEAD_GROUP},
        {".X./XOX/.X.", NEXUS_E_DEAD_GROUP},
        /* An owned line of each kind, either colour. */
        {"XXXXX/OO.../...../...../.....", NEXUS_E_LINE_OWNED},
        {"...../...../OOOOO/...../X....", NEXUS_E_LINE_OWNED},
        {"..O../..O../..O../..O../..O..", NEXUS_E_LINE_OWNED},
        {"X..../.X.../..X../...X./....X", NEXUS_E_LINE_OWNED},
        {"....O/...O./..O../.O.../O....", NEXUS_E_LINE_OWNED},
        {"X../X../X..", NEXUS_E_LINE_OWNED},
        {"..O/.O./O..", NEXUS_E_LINE_OWNED},
        /* Valid. */
        {"XXXX./OOOO./...../...../.....", NEXUS_OK},
        {".X./X.X/.X.", NEXUS_OK},
    };
    size_t i;
    (void)state;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        nexus_game *sentinel = (nexus_game *)&cases[i];
        nexus_game *g = sentinel;
        nexus_status st = tu_try_position(&g, cases[i].board, 2, 4, 0, 0,
                                          TU_B, 0);
        if (st != cases[i].want) {
            print_error("board %s\n", cases[i].board);
        }
        TU_ST(st, cases[i].want);
        if (st == NEXUS_OK) {
            tu_check(g);
            nexus_game_free(g);
        } else {
            assert_ptr_equal(g, sentinel);
        }
    }
}

static nexus_status try_pos(const nexus_position *pos, int size)
{
    nexus_options o = NEXUS_OPTIONS_INIT;
    nexus_game *sentinel = (nexus_game *)&o;
    nexus_game *g = sentinel;
    nexus_status st;
    o.size = size;
    st = nexus_game_new_from_position(&g, &o, pos);
    if (st == NEXUS_OK) {
        tu_check(g);
        nexus_game_free(g);
    } else {
        assert_ptr_equal(g, sentinel);
    }
    return st;
}

/* The valid 5x5 position each bad-field test below spoils one field of;
 * checked to be accepted, so that each rejection is the field's doing. */
static void bad_fields_base(nexus_position *base)
{
    tu_fill_position(base, "X..../...../..O../...../.....", 0, 0, TU_B, 0);
    TU_OK(try_pos(base, 5));
}

static void test_from_position_bad_cells_and_debts(void **state)
{
    nexus_position base;
    nexus_position p;
    int i;
    (void)state;
    bad_fields_base(&base);
    /* Cells. */
    p = base;
    p.cells[0] = 3;
    TU_ST(try_pos(&p, 5), NEXUS_E_INVALID_ARG);
    p = base;
    p.cells[24] = 255;
    TU_ST(try_pos(&p, 5), NEXUS_E_INVALID_ARG);
    /* Cells past n*n are ignored. */
    p = base;
    for (i = 25; i < NEXUS_MAX_POINTS; i++) {
        p.cells[i] = 7;
    }
    TU_OK(try_pos(&p, 5));
    /* Debts. */
    p = base;
    p.black_debt = -1;
    TU_ST(try_pos(&p, 5), NEXUS_E_INVALID_ARG);
    p = base;
    p.white_debt = -1;
    TU_ST(try_pos(&p, 5), NEXUS_E_INVALID_ARG);
    p = base;
    p.white_debt = INT64_C(1) << 50;
    TU_OK(try_pos(&p, 5));
}

static void test_from_position_bad_side_and_quiet(void **state)
{
    nexus_position base;
    nexus_position p;
    (void)state;
    bad_fields_base(&base);
    /* Side. */
    p = base;
    p.to_move = NEXUS_EMPTY;
    TU_ST(try_pos(&p, 5), NEXUS_E_INVALID_ARG);
    p = base;
    p.to_move = (nexus_color)3;
    TU_ST(try_pos(&p, 5), NEXUS_E_INVALID_ARG);
    p = base;
    p.to_move = NEXUS_WHITE;
    TU_OK(try_pos(&p, 5));
    /* Quiet count 0 .. 2n^2 - 1. */
    p = base;
    p.quiet = -1;
    TU_ST(try_pos(&p, 5), NEXUS_E_INVALID_ARG);
    p.quiet = 50;
    TU_ST(try_pos(&p, 5), NEXUS_E_INVALID_ARG);
    p.quiet = 49;
    TU_OK(try_pos(&p, 5));
    tu_fill_position(&p, "X../.../..O", 0, 0, TU_B, 17);
    TU_OK(try_pos(&p, 3));
    p.quiet = 18;
    TU_ST(try_pos(&p, 3), NEXUS_E_INVALID_ARG);
}

static void test_from_position_null_args(void **state)
{
    nexus_position base;
    nexus_game *g = NULL;
    (void)state;
    bad_fields_base(&base);
    TU_ST(nexus_game_new_from_position(&g, NULL, NULL), NEXUS_E_INVALID_ARG);
    TU_ST(nexus_game_new_from_position(NULL, NULL, &base),
          NEXUS_E_INVALID_ARG);
    /* NULL options: the standard game. */
    TU_OK(nexus_game_new_from_position(&g, NULL, &base));
    tu_assert_board(g, "X..../...../..O../...../.....");
    nexus_game_free(g);
}

static void test_from_position_queries(void **state)
{
    nexus_game *g = tu_position("X.O/.../O.X", 3, 5, 7, 11, TU_W, 9);
    nexus_position pos;
    nexus_position start;
    int custom = -1;
    nexus_color c;
    size_t turns = 9;
    (void)state;
    tu_assert_debts(g, 7, 11);
    tu_assert_quiet(g, 9);
    tu_assert_to_move(g, TU_W);
    TU_OK(nexus_game_turn_count(&turns, g));
    TU_EQ(turns, 0);
    TU_OK(nexus_game_stone(&c, g, 2));
    TU_EQ(c, NEXUS_WHITE);
    TU_OK(nexus_game_position(&pos, g));
    TU_EQ(pos.black_debt, 7);
    TU_EQ(pos.white_debt, 11);
    TU_EQ(pos.to_move, NEXUS_WHITE);
    TU_EQ(pos.quiet, 9);
    TU_EQ(pos.cells[0], NEXUS_BLACK);
    TU_EQ(pos.cells[8], NEXUS_BLACK);
    TU_EQ(pos.cells[6], NEXUS_WHITE);
    tu_play(g, "A2 B1");
    tu_assert_board(g, "XXO/O../O.X");
    TU_OK(nexus_game_start_position(&start, &custom, g));
    TU_EQ(custom, 1);
    TU_EQ(start.black_debt, 7);
    TU_EQ(start.white_debt, 11);
    TU_EQ(start.to_move, NEXUS_WHITE);
    TU_EQ(start.quiet, 9);
    TU_EQ(start.cells[0], NEXUS_BLACK);
    TU_EQ(start.cells[2], NEXUS_WHITE);
    TU_EQ(start.cells[1], NEXUS_EMPTY);
    TU_EQ(start.cells[3], NEXUS_EMPTY);
    tu_assert_quiet(g, 11);
    nexus_game_free(g);
}

/* ------------------------------------------------------------------ */
/* The quiet draw (R19, R23) */

static void test_quiet_draw_exactly_at_limit(void **state)
{
    /* 5x5: the limit is 50. */
    nexus_game *g = tu_std_position("X..../...../...../...../....O", 0, 0,
                                    TU_B, 48);
    (void)state;
    tu_play(g, "C3");
    tu_assert_quiet(g, 49);
    tu_assert_result(g, NEXUS_OUTCOME_NONE, NEXUS_REASON_NONE);
    tu_assert_phase(g, NEXUS_PHASE_PLACE);
    tu_play(g, "D4");
    tu_assert_quiet(g, 50);
    tu_assert_result(g, NEXUS_OUTCOME_DRAW, NEXUS_REASON_QUIET);
    tu_assert_phase(g, NEXUS_PHASE_OVER);
    tu_assert_legal(g, "");
    TU_ST(nexus_game_place(g, tu_pt(5, "B2")), NEXUS_E_GAME_OVER);
    TU_ST(nexus_game_offer_draw(g), NEXUS_E_GAME_OVER);
    nexus_game_free(g);
}

static void test_quiet_draw_3x3_and_9x9(void **state)
{
    nexus_game *s = tu_std_position("X../.../...", 0, 0, TU_W, 16);
    nexus_game *l = tu_std_position("........./........./........./"
                                    "........./........./........./"
                                    "........./........./........X",
                                    0, 0, TU_W, 160);
    (void)state;
    tu_play(s, "C3");
    tu_assert_result(s, NEXUS_OUTCOME_NONE, NEXUS_REASON_NONE);
    tu_play(s, "B2");
    tu_assert_quiet(s, 18);
    tu_assert_result(s, NEXUS_OUTCOME_DRAW, NEXUS_REASON_QUIET);
    tu_play(l, "E5");
    tu_assert_quiet(l, 161);
    tu_assert_result(l, NEXUS_OUTCOME_NONE, NEXUS_REASON_NONE);
    tu_play(l, "D5");
    tu_assert_quiet(l, 162);
    tu_assert_result(l, NEXUS_OUTCOME_DRAW, NEXUS_REASON_QUIET);
    nexus_game_free(s);
    nexus_game_free(l);
}

static void test_capture_on_limit_turn_resets(void **state)
{
    nexus_game *g = tu_std_position(".X.../XO.../.X.../...../.....", 0, 0,
                                    TU_B, 49);
    (void)state;
    tu_play(g, "C2");
    tu_assert_quiet(g, 0);
    tu_assert_result(g, NEXUS_OUTCOME_NONE, NEXUS_REASON_NONE);
    nexus_game_free(g);
}

static void test_win_on_limit_turn(void **state)
{
    nexus_game *g = tu_std_position("XXXX./...../...../...../.....", 0, 0,
                                    TU_B, 49);
    nexus_game *b = tu_std_position("XXXX./...../...../...../.....", 9, 0,
                                    TU_B, 49);
    nexus_game *pr = tu_std_position("XXXX./...../...../...../.....", 2, 0,
                                     TU_B, 49);
    (void)state;
    /* Win at the audit. */
    tu_play(g, "E1");
    tu_assert_result(g, NEXUS_OUTCOME_BLACK_WINS, NEXUS_REASON_AUDIT);
    tu_assert_quiet(g, 50);
    /* Bankruptcy at the audit. */
    tu_play(b, "E1");
    tu_assert_result(b, NEXUS_OUTCOME_WHITE_WINS, NEXUS_REASON_BANKRUPT);
    /* Pay and reset: the audit does not end the game; the limit does. */
    tu_turn(pr, NULL, "E1", "A1 B1");
    tu_assert_debts(pr, 0, 0);
    tu_assert_result(pr, NEXUS_OUTCOME_DRAW, NEXUS_REASON_QUIET);
    nexus_game_free(g);
    nexus_game_free(b);
    nexus_game_free(pr);
}

static void test_pay_and_win_on_limit_turn(void **state)
{
    /* Row 1 completed with net 1; paying E2 keeps row 1: a win. */
    nexus_game *g = tu_position("XXXX./....X/...../...../.....", 2, 4, 1, 0,
                                TU_B, 49);
    (void)state;
    tu_turn(g, NULL, "E1", "E2");
    tu_assert_result(g, NEXUS_OUTCOME_BLACK_WINS, NEXUS_REASON_AUDIT);
    nexus_game_free(g);
}

/* ------------------------------------------------------------------ */
/* Draw offers (R20, R23) */

static void test_draw_offer_decline_accept(void **state)
{
    nexus_game *g = tu_new(5, 2, 4);
    int pending = -1;
    int n = -1;
    size_t turns = 0;
    tu_snapshot snap;
    (void)state;
    tu_play(g, "C3");
    TU_ST(nexus_game_answer_draw(g, 0), NEXUS_E_NO_DRAW_OFFER);
    TU_ST(nexus_game_answer_draw(g, 1), NEXUS_E_NO_DRAW_OFFER);
    /* White offers: not a turn, no count changes. */
    TU_OK(nexus_game_offer_draw(g));
    tu_check(g);
    TU_OK(nexus_game_draw_pending(&pending, g));
    TU_EQ(pending, 1);
    TU_OK(nexus_game_turn_count(&turns, g));
    TU_EQ(turns, 1);
    tu_assert_quiet(g, 1);
    tu_assert_to_move(g, TU_W);
    /* While pending: no turn, no second offer. */
    tu_snap_take(&snap, g);
    TU_ST(nexus_game_place(g, tu_pt(5, "D4")), NEXUS_E_DRAW_PENDING);
    tu_turn_fails(g, NULL, "D4", NULL, NEXUS_E_DRAW_PENDING);
    TU_ST(nexus_game_offer_draw(g), NEXUS_E_DRAW_PENDING);
    tu_snap_check(&snap, g);
    tu_snap_free(&snap);
    /* Black declines; White plays on; the same player may offer again. */
    TU_OK(nexus_game_answer_draw(g, 0));
    tu_check(g);
    TU_OK(nexus_game_draw_pending(&pending, g));
    TU_EQ(pending, 0);
    tu_assert_to_move(g, TU_W);
    tu_assert_result(g, NEXUS_OUTCOME_NONE, NEXUS_REASON_NONE);
    TU_ST(nexus_game_answer_draw(g, 0), NEXUS_E_NO_DRAW_OFFER);
    TU_OK(nexus_game_offer_draw(g));
    TU_OK(nexus_game_answer_draw(g, 0));
    TU_OK(nexus_game_declined_offers(&n, g, 1));
    TU_EQ(n, 2);
    TU_OK(nexus_game_declined_offers(&n, g, 0));
    TU_EQ(n, 0);
    tu_play(g, "D4");
    TU_OK(nexus_game_declined_offers(&n, g, 1));
    TU_EQ(n, 2);
    TU_OK(nexus_game_declined_offers(&n, g, 2));
    TU_EQ(n, 0);
    TU_ST(nexus_game_declined_offers(&n, g, 3), NEXUS_E_INVALID_ARG);
    tu_assert_quiet(g, 2);
    /* Black offers, White accepts. */
    TU_OK(nexus_game_offer_draw(g));
    TU_OK(nexus_game_answer_draw(g, 1));
    tu_check(g);
    tu_assert_result(g, NEXUS_OUTCOME_DRAW, NEXUS_REASON_AGREEMENT);
    tu_assert_phase(g, NEXUS_PHASE_OVER);
    TU_OK(nexus_game_draw_pending(&pending, g));
    TU_EQ(pending, 0);
    TU_OK(nexus_game_turn_count(&turns, g));
    TU_EQ(turns, 2);
    TU_ST(nexus_game_offer_draw(g), NEXUS_E_GAME_OVER);
    TU_ST(nexus_game_place(g, tu_pt(5, "E5")), NEXUS_E_GAME_OVER);
    nexus_game_free(g);
}

static void test_offer_after_game_over(void **state)
{
    nexus_game *g = tu_std_position("XXXX./...../...../...../.....", 0, 0,
                                    TU_B, 0);
    (void)state;
    tu_play(g, "E1");
    TU_ST(nexus_game_offer_draw(g), NEXUS_E_GAME_OVER);
    TU_ST(nexus_game_answer_draw(g, 1), NEXUS_E_NO_DRAW_OFFER);
    nexus_game_free(g);
}

/* ------------------------------------------------------------------ */
/* Labels */

static void test_labels(void **state)
{
    nexus_game *g = tu_new(5, 2, 4);
    const char *label = NULL;
    char longest[NEXUS_LABEL_MAX + 2];
    static const char *const bad[] = {"a b", "\t", "tab\there", "caf\xc3\xa9",
                                      "del\x7f", "new\nline", " lead"};
    size_t i;
    (void)state;
    TU_OK(nexus_game_set_label(g, NEXUS_BLACK, "bot"));
    TU_OK(nexus_game_set_label(g, NEXUS_WHITE, "human-1"));
    TU_OK(nexus_game_label(&label, g, NEXUS_BLACK));
    assert_string_equal(label, "bot");
    TU_OK(nexus_game_label(&label, g, NEXUS_WHITE));
    assert_string_equal(label, "human-1");
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        TU_ST(nexus_game_set_label(g, NEXUS_BLACK, bad[i]),
              NEXUS_E_INVALID_ARG);
        TU_OK(nexus_game_label(&label, g, NEXUS_BLACK));
        assert_string_equal(label, "bot");
    }
    memset(longest, 'x', sizeof longest);
    longest[NEXUS_LABEL_MAX] = '\0';
    TU_OK(nexus_game_set_label(g, NEXUS_BLACK, longest));
    TU_OK(nexus_game_label(&label, g, NEXUS_BLACK));
    assert_string_equal(label, longest);
    longest[NEXUS_LABEL_MAX] = 'x';
    longest[NEXUS_LABEL_MAX + 1] = '\0';
    TU_ST(nexus_game_set_label(g, NEXUS_BLACK, longest), NEXUS_E_INVALID_ARG);
    TU_OK(nexus_game_label(&label, g, NEXUS_BLACK));
    TU_EQ(strlen(label), NEXUS_LABEL_MAX);
    TU_OK(nexus_game_set_label(g, NEXUS_BLACK, "!~"));
    /* Colour must be a player. */
    TU_ST(nexus_game_set_label(g, NEXUS_EMPTY, "x"), NEXUS_E_INVALID_ARG);
    TU_ST(nexus_game_set_label(g, (nexus_color)3, "x"), NEXUS_E_INVALID_ARG);
    TU_ST(nexus_game_label(&label, g, NEXUS_EMPTY), NEXUS_E_INVALID_ARG);
    /* NULL and "" clear. */
    TU_OK(nexus_game_set_label(g, NEXUS_BLACK, NULL));
    TU_OK(nexus_game_label(&label, g, NEXUS_BLACK));
    assert_string_equal(label, "");
    TU_OK(nexus_game_set_label(g, NEXUS_WHITE, ""));
    TU_OK(nexus_game_label(&label, g, NEXUS_WHITE));
    assert_string_equal(label, "");
    /* Labels are no turn. */
    {
        size_t turns = 9;
        TU_OK(nexus_game_turn_count(&turns, g));
        TU_EQ(turns, 0);
    }
    tu_check(g);
    nexus_game_free(g);
}

/* ------------------------------------------------------------------ */
/* Turn history */

static void test_turn_at(void **state)
{
    nexus_game *g = tu_std_position("XXXX./...../...../...../.....", 6, 2,
                                    TU_W, 0);
    nexus_turn t;
    (void)state;
    tu_play(g, "A5");
    tu_turn(g, NULL, "E1", "D1 A1 E1 B1");
    TU_OK(nexus_game_turn_at(&t, g, 0));
    TU_EQ(t.point, tu_pt(5, "A5"));
    TU_EQ(t.n_unblock, 0);
    TU_EQ(t.n_pay, 0);
    TU_OK(nexus_game_turn_at(&t, g, 1));
    TU_EQ(t.point, tu_pt(5, "E1"));
    TU_EQ(t.n_pay, 4);
    TU_EQ(t.pay[0], tu_pt(5, "A1"));
    TU_EQ(t.pay[1], tu_pt(5, "B1"));
    TU_EQ(t.pay[2], tu_pt(5, "D1"));
    TU_EQ(t.pay[3], tu_pt(5, "E1"));
    TU_ST(nexus_game_turn_at(&t, g, 2), NEXUS_E_INVALID_ARG);
    TU_ST(nexus_game_turn_at(&t, g, (size_t)-1), NEXUS_E_INVALID_ARG);
    tu_assert_board(g, "..X../...../...../...../O....");
    tu_assert_debts(g, 0, 0);
    nexus_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_new_standard),
        cmocka_unit_test(test_new_all_sizes_and_rates),
        cmocka_unit_test(test_options_errors),
        cmocka_unit_test(test_allocator_half_set),
        cmocka_unit_test(test_allocator_used_and_balanced),
        cmocka_unit_test(test_allocator_failure),
        cmocka_unit_test(test_allocator_failure_is_atomic),
        cmocka_unit_test(test_clone_is_independent),
        cmocka_unit_test(test_copy),
        cmocka_unit_test(test_copy_over_grown_tables),
        cmocka_unit_test(test_equal_sees_everything),
        cmocka_unit_test(test_equal_custom_start),
        cmocka_unit_test(test_undo_at_start),
        cmocka_unit_test(test_undo_restores_everything),
        cmocka_unit_test(test_undo_game_over),
        cmocka_unit_test(test_undo_unblocking_turn),
        cmocka_unit_test(test_undo_pending_offer),
        cmocka_unit_test(test_undo_turn_with_declined_offers),
        cmocka_unit_test(test_undo_accepted_draw),
        cmocka_unit_test(test_from_position_errors),
        cmocka_unit_test(test_from_position_bad_cells_and_debts),
        cmocka_unit_test(test_from_position_bad_side_and_quiet),
        cmocka_unit_test(test_from_position_null_args),
        cmocka_unit_test(test_from_position_queries),
        cmocka_unit_test(test_quiet_draw_exactly_at_limit),
        cmocka_unit_test(test_quiet_draw_3x3_and_9x9),
        cmocka_unit_test(test_capture_on_limit_turn_resets),
        cmocka_unit_test(test_win_on_limit_turn),
        cmocka_unit_test(test_pay_and_win_on_limit_turn),
        cmocka_unit_test(test_draw_offer_decline_accept),
        cmocka_unit_test(test_offer_after_game_over),
        cmocka_unit_test(test_labels),
        cmocka_unit_test(test_turn_at),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
