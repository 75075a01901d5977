/*
 * Allocation failures of the bot library: its handles, the strong bot's
 * tree and search clone, the MCTS tree, the solver's table and clone, the
 * move lists, the unblocking buffer. The bot library allocates with the C
 * library (nexus_bot.h), so this program links libnexus-bot.a and
 * libnexus.a with the linker's --wrap of malloc, calloc, realloc and free
 * (tests/hardening/CMakeLists.txt): every allocation of the program's own
 * objects goes through the counting wrappers below, which fail the N-th
 * once armed. For every N a call reaches: the call returns
 * NEXUS_E_NOMEM, the game is unchanged, the bot still works, and once
 * everything is freed no block is live.
 */
/* clang-format off */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
/* clang-format on */

#include <stdlib.h>
#include <string.h>

#include "nexus.h"
#include "nexus_bot.h"

void *__real_malloc(size_t size);
void *__real_calloc(size_t n, size_t size);
void *__real_realloc(void *p, size_t size);
void __real_free(void *p);
void *__wrap_malloc(size_t size);
void *__wrap_calloc(size_t n, size_t size);
void *__wrap_realloc(void *p, size_t size);
void __wrap_free(void *p);

/* The wrappers' state: the one global of a test program that replaces
 * the C library's allocator for itself. */
static struct {
    long calls, fail_at, live;
} wrap;

static int fail_now(void)
{
    wrap.calls++;
    return wrap.fail_at != 0 && wrap.calls == wrap.fail_at;
}

void *__wrap_malloc(size_t size)
{
    void *p = fail_now() ? NULL : __real_malloc(size);
    wrap.live += p != NULL;
    return p;
}

void *__wrap_calloc(size_t n, size_t size)
{
    void *p = fail_now() ? NULL : __real_calloc(n, size);
    wrap.live += p != NULL;
    return p;
}

void *__wrap_realloc(void *p, size_t size)
{
    void *q;
    if (fail_now())
        return NULL;
    q = __real_realloc(p, size);
    wrap.live += p == NULL && q != NULL;
    return q;
}

void __wrap_free(void *p)
{
    wrap.live -= p != NULL;
    __real_free(p);
}

static void arm(long n) { wrap.fail_at = n ? wrap.calls + n : 0; }

typedef nexus_status (*make_bot)(nexus_bot **out);

static nexus_status make_strong(nexus_bot **out)
{
    nexus_strong_options o = NEXUS_STRONG_OPTIONS_INIT;
    o.nodes = 300;
    return nexus_bot_new_strong(out, &o);
}

static nexus_status make_mcts(nexus_bot **out)
{
    nexus_mcts_options o = NEXUS_MCTS_OPTIONS_INIT;
    o.iterations = 60;
    return nexus_bot_new_mcts(out, &o);
}

static nexus_status make_simple(nexus_bot **out)
{
    return nexus_bot_new_simple(out);
}

static nexus_status make_random(nexus_bot **out)
{
    return nexus_bot_new_random(out, 3);
}

static void assert_same(const nexus_game *a, const nexus_game *b)
{
    int eq = 0;
    assert_int_equal(nexus_game_equal(&eq, a, b), NEXUS_OK);
    assert_true(eq);
}

/* Creating the bot and its first turn on `g`, with the n-th allocation
 * failing: 1 once n is past the last allocation (nothing failed). */
static int bot_once(make_bot make, const nexus_game *g, long n)
{
    nexus_bot *bot = NULL;
    nexus_turn t;
    nexus_status st;
    arm(n);
    st = make(&bot);
    if (st == NEXUS_OK)
        st = nexus_bot_choose(&t, bot, g);
    arm(0);
    if (st == NEXUS_OK) {
        assert_int_equal(nexus_game_check_turn(g, &t), NEXUS_OK);
        nexus_bot_free(bot);
        return 1;
    }
    assert_int_equal(st, NEXUS_E_NOMEM);
    if (bot) { /* the bot survives a failed turn */
        assert_int_equal(nexus_bot_choose(&t, bot, g), NEXUS_OK);
        assert_int_equal(nexus_game_check_turn(g, &t), NEXUS_OK);
        nexus_bot_free(bot);
    }
    return 0;
}

static void fail_each(make_bot make, const nexus_game *g, long at_least)
{
    nexus_game *ref = NULL;
    long n, live;
    assert_int_equal(nexus_game_clone(&ref, g), NEXUS_OK);
    live = wrap.live;
    for (n = 1; !bot_once(make, g, n); n++) {
        assert_same(g, ref);
        assert_int_equal(wrap.live, live);
    }
    assert_int_equal(wrap.live, live);
    assert_true(n > at_least);
    nexus_game_free(ref);
}

/* 5x5 after a few turns, and the 3x3 cross with an unblocking due. */
static nexus_game *midgame(void)
{
    nexus_game *g = NULL;
    size_t played = 0;
    assert_int_equal(nexus_game_new(&g, NULL), NEXUS_OK);
    assert_int_equal(nexus_game_playout(g, 11, 6, &played), NEXUS_OK);
    return g;
}

static nexus_game *cross(void)
{
    static const char cells[] = ".O.O.O.O.";
    nexus_options o = NEXUS_OPTIONS_INIT;
    nexus_position pos;
    nexus_game *g = NULL;
    int p;
    memset(&pos, 0, sizeof pos);
    for (p = 0; p < 9; p++)
        pos.cells[p] = cells[p] == 'O' ? NEXUS_WHITE : NEXUS_EMPTY;
    pos.to_move = NEXUS_BLACK;
    o.size = 3;
    assert_int_equal(nexus_game_new_from_position(&g, &o, &pos), NEXUS_OK);
    return g;
}

static void test_bots(void **state)
{
    nexus_game *g = midgame(), *u = cross();
    (void)state;
    fail_each(make_strong, g, 3); /* handle, tree, the clone's buffers */
    fail_each(make_mcts, g, 3);
    fail_each(make_simple, g, 1);
    fail_each(make_random, g, 1);
    fail_each(make_simple, u, 2); /* the unblocking sets' buffer */
    fail_each(make_strong, u, 3);
    nexus_game_free(u);
    nexus_game_free(g);
    assert_int_equal(wrap.live, 0);
}

/* nexus_solve: its table and its clone of the game, each failing once. */
static void test_solver(void **state)
{
    nexus_solve_options o = NEXUS_SOLVE_OPTIONS_INIT;
    nexus_game *g = midgame(), *ref = NULL;
    nexus_solve_result r;
    nexus_turn line[8];
    long n, live;
    (void)state;
    o.max_plies = 3;
    o.table_bytes = 1 << 12;
    assert_int_equal(nexus_game_clone(&ref, g), NEXUS_OK);
    live = wrap.live;
    for (n = 1;; n++) {
        nexus_status st;
        arm(n);
        st = nexus_solve(&r, line, 8, g, &o);
        arm(0);
        assert_same(g, ref);
        if (st == NEXUS_OK)
            break;
        assert_int_equal(st, NEXUS_E_NOMEM);
        assert_int_equal(wrap.live, live);
    }
    assert_true(n > 3);
    nexus_game_free(ref);
    nexus_game_free(g);
    assert_int_equal(wrap.live, 0);
}

/* A match between the MCTS and the simple bot, 5x5, 40 turns at most,
 * fresh bots each time: the game's allocations and the bots' fail one by
 * one; on failure no game comes out (the match frees it), and once the
 * bots are freed nothing is left live. */
static void test_match(void **state)
{
    nexus_match_options o = NEXUS_MATCH_OPTIONS_INIT;
    nexus_match_result r;
    long n, live = wrap.live;
    (void)state;
    o.turn_limit = 40;
    for (n = 1;; n++) {
        nexus_bot *black = NULL, *white = NULL;
        nexus_game *g = (nexus_game *)&o; /* a sentinel */
        nexus_status st;
        assert_int_equal(make_mcts(&black), NEXUS_OK);
        assert_int_equal(make_simple(&white), NEXUS_OK);
        arm(n);
        st = nexus_match_play(&r, &g, black, white, &o);
        arm(0);
        nexus_bot_free(black);
        nexus_bot_free(white);
        if (st == NEXUS_OK) {
            assert_true(r.turns > 0);
            nexus_game_free(g);
            break;
        }
        assert_int_equal(st, NEXUS_E_NOMEM);
        assert_ptr_equal(g, (nexus_game *)&o);
        assert_int_equal(wrap.live, live);
    }
    assert_true(n > 3); /* the game's handle and buffers, the trees */
    assert_int_equal(wrap.live, live);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_bots),
        cmocka_unit_test(test_solver),
        cmocka_unit_test(test_match),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
