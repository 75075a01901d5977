/* nexus_env_* (1.2): a batch of games stepped one choice at a time.
 *
 * - Options, buffers and arguments: versions, NULLs, counts; an illegal
 *   action anywhere in the batch fails the call and changes nothing.
 * - Choices: a placement plays the turn; an unblocking set is chosen stone
 *   by stone, then the placement after it; a payment stone by stone, the
 *   last one playing the turn; each mask is exactly the library's legal
 *   set of that choice (legal points, offered sets, payers).
 * - Observations: the planes of nexus.h, written for known positions.
 * - Ends: rewards to the winner and loser, the turn limit's truncation,
 *   autoreset with the final observation, and without autoreset a game
 *   that stays over.
 * - Random play against a plain game: every turn the batch plays is the
 *   turn a nexus_game replays to an equal game. */
#include "test_util.h"

#include <stdlib.h>
#include <string.h>

#define P NEXUS_ENV_PLANES
#define K NEXUS_ENV_KINDS

/* Buffers of `count` games on an n x n board, all allocated. */
typedef struct bufs {
    nexus_env_buffers b;
    int n2;
    size_t count;
} bufs;

static void bufs_make(bufs *x, size_t count, int n)
{
    assert_int_equal(nexus_env_buffers_init(&x->b, NEXUS_ENV_BUFFERS_VERSION),
                     NEXUS_OK);
    x->n2 = n * n;
    x->count = count;
    x->b.observations = calloc(count * P * (size_t)x->n2, sizeof(float));
    x->b.final_observations = calloc(count * P * (size_t)x->n2, sizeof(float));
    x->b.masks = calloc(count * K * (size_t)x->n2, 1);
    x->b.rewards = calloc(count * 2, sizeof(float));
    x->b.terminated = calloc(count, 1);
    x->b.truncated = calloc(count, 1);
    x->b.to_play = calloc(count, 1);
    assert_non_null(x->b.observations);
    assert_non_null(x->b.masks);
}

static void bufs_free(bufs *x)
{
    free(x->b.observations);
    free(x->b.final_observations);
    free(x->b.masks);
    free(x->b.rewards);
    free(x->b.terminated);
    free(x->b.truncated);
    free(x->b.to_play);
}

static const float *plane(const bufs *x, size_t game, int p)
{
    return x->b.observations + (game * P + (size_t)p) * (size_t)x->n2;
}

static const int8_t *mask_of(const bufs *x, size_t game)
{
    return x->b.masks + game * K * (size_t)x->n2;
}

/* An environment of `count` games of size n (standard debts). */
static nexus_env *env_new(size_t count, int n, size_t limit, int autoreset)
{
    nexus_env_options o;
    nexus_env *env = NULL;
    assert_int_equal(nexus_env_options_init(&o, NEXUS_ENV_OPTIONS_VERSION),
                     NEXUS_OK);
    o.game.size = n;
    o.turn_limit = limit;
    o.autoreset = autoreset;
    assert_int_equal(nexus_env_new(&env, count, &o), NEXUS_OK);
    return env;
}

/* The ids the mask of game i allows, as "kind:point" counts. */
static int allowed(const bufs *x, size_t i, int kind, int *points)
{
    int n = 0;
    for (int p = 0; p < x->n2; p++) {
        for (int k = 0; k < K; k++)
            if (mask_of(x, i)[k * x->n2 + p])
                assert_int_equal(k, kind);
        if (mask_of(x, i)[kind * x->n2 + p])
            points[n++] = p;
    }
    return n;
}

static void test_options_and_arguments(void **state)
{
    (void)state;
    nexus_env_options o;
    nexus_env_buffers b;
    nexus_env *env = NULL;
    assert_int_equal(nexus_env_options_init(NULL, 1), NEXUS_E_INVALID_ARG);
    assert_int_equal(nexus_env_options_init(&o, 2), NEXUS_E_VERSION);
    assert_int_equal(nexus_env_buffers_init(NULL, 1), NEXUS_E_INVALID_ARG);
    assert_int_equal(nexus_env_buffers_init(&b, 9), NEXUS_E_VERSION);
    assert_int_equal(nexus_env_options_init(&o, 1), NEXUS_OK);
    assert_int_equal(o.turn_limit, NEXUS_ENV_DEFAULT_TURN_LIMIT);
    assert_int_equal(o.autoreset, 1);
    assert_int_equal(o.game.size, 5);
    assert_int_equal(nexus_env_new(NULL, 1, &o), NEXUS_E_INVALID_ARG);
    assert_int_equal(nexus_env_new(&env, 0, &o), NEXUS_E_INVALID_ARG);
    assert_int_equal(nexus_env_new(&env, ((size_t)1 << 24) + 1, &o),
                     NEXUS_E_INVALID_ARG);
    o.game.size = 10;
    assert_int_equal(nexus_env_new(&env, 1, &o), NEXUS_E_INVALID_ARG);
    assert_null(env);
    o.game.size = 5;
    o.version = 7;
    assert_int_equal(nexus_env_new(&env, 1, &o), NEXUS_E_VERSION);
    assert_int_equal(nexus_env_new(&env, 3, NULL), NEXUS_OK);
    const nexus_game *g = NULL;
    assert_int_equal(nexus_env_game(&g, env, 3), NEXUS_E_INVALID_ARG);
    assert_int_equal(nexus_env_game(&g, env, 2), NEXUS_OK);
    assert_non_null(g);
    int32_t actions[3] = {12, 12, 12};
    assert_int_equal(nexus_env_buffers_init(&b, 1), NEXUS_OK);
    assert_int_equal(nexus_env_step(env, actions, 2, &b), NEXUS_E_INVALID_ARG);
    assert_int_equal(nexus_env_step(env, NULL, 3, &b), NEXUS_E_INVALID_ARG);
    assert_int_equal(nexus_env_step(env, actions, 3, NULL),
                     NEXUS_E_INVALID_ARG);
    b.version = 3;
    assert_int_equal(nexus_env_step(env, actions, 3, &b), NEXUS_E_VERSION);
    assert_int_equal(nexus_env_observe(env, &b), NEXUS_E_VERSION);
    b.version = 1;
    assert_int_equal(nexus_env_observe(NULL, &b), NEXUS_E_INVALID_ARG);
    /* Every buffer may be NULL. */
    assert_int_equal(nexus_env_step(env, actions, 3, &b), NEXUS_OK);
    size_t turns;
    assert_int_equal(nexus_game_turn_count(&turns, g), NEXUS_OK);
    assert_int_equal(turns, 1);
    nexus_env_free(env);
    nexus_env_free(NULL);
}

static void test_illegal_action_changes_nothing(void **state)
{
    (void)state;
    nexus_env *env = env_new(3, 5, 0, 1);
    bufs x;
    bufs_make(&x, 3, 5);
    int32_t first[3] = {12, 0, 24};
    assert_int_equal(nexus_env_step(env, first, 3, &x.b), NEXUS_OK);
    memset(x.b.observations, 0x7f, 3 * P * 25 * sizeof(float));
    /* An occupied point, -1, 75, a pay id, an unblock id: not legal. */
    int32_t bad[][3] = {{6, 6, 24}, {12, 6, 6}, {6, -1, 6}, {75, 6, 6},
                        {6, 6, 50}, {6, 31, 6}};
    for (size_t t = 0; t < sizeof bad / sizeof bad[0]; t++)
        assert_int_equal(nexus_env_step(env, bad[t], 3, &x.b),
                         NEXUS_E_INVALID_ARG);
    /* Nothing written, nothing played. */
    assert_int_equal(((const uint32_t *)x.b.observations)[0], 0x7f7f7f7fu);
    for (size_t i = 0; i < 3; i++) {
        const nexus_game *g;
        size_t turns;
        assert_int_equal(nexus_env_game(&g, env, i), NEXUS_OK);
        assert_int_equal(nexus_game_turn_count(&turns, g), NEXUS_OK);
        assert_int_equal(turns, 1);
    }
    bufs_free(&x);
    nexus_env_free(env);
}

static void test_masks_and_planes_of_a_placement(void **state)
{
    (void)state;
    nexus_env *env = env_new(2, 5, 0, 1);
    bufs x;
    bufs_make(&x, 2, 5);
    assert_int_equal(nexus_env_observe(env, &x.b), NEXUS_OK);
    int points[81];
    assert_int_equal(allowed(&x, 0, NEXUS_ENV_PLACE, points), 25);
    assert_int_equal(x.b.to_play[0], 0);
    int32_t a[2] = {12, 7};
    assert_int_equal(nexus_env_step(env, a, 2, &x.b), NEXUS_OK);
    /* White to move: its stones are plane 0, Black's C3 plane 1. */
    assert_int_equal(x.b.to_play[1], 1);
    assert_true(plane(&x, 0, 1)[12] == 1.0f && plane(&x, 0, 0)[12] == 0.0f);
    assert_true(plane(&x, 1, 1)[7] == 1.0f);
    assert_true(plane(&x, 0, 6)[3] == 0.0f);   /* not Black to move */
    assert_true(plane(&x, 0, 10)[0] == 1.0f);  /* one choice: the point */
    assert_true(plane(&x, 0, 9)[24] == 1.0f);  /* quiet 1 */
    assert_int_equal(allowed(&x, 0, NEXUS_ENV_PLACE, points), 24);
    assert_int_equal(x.b.terminated[0] + x.b.truncated[0], 0);
    assert_true(x.b.rewards[0] == 0.0f && x.b.rewards[1] == 0.0f);
    bufs_free(&x);
    nexus_env_free(env);
}

/* A batch of one game whose start is `start`. */
static nexus_env *env_from(nexus_game *start, int n, bufs *x)
{
    nexus_env *env = env_new(1, n, 0, 0);
    assert_int_equal(nexus_env_reset(env, start), NEXUS_OK);
    bufs_make(x, 1, n);
    assert_int_equal(nexus_env_observe(env, &x->b), NEXUS_OK);
    return env;
}

/* The batch's only game is `g`, played the same way by hand; then both
 * are freed, with the buffers. */
static void finish_same(nexus_env *env, bufs *x, nexus_game *g)
{
    const nexus_game *played;
    int eq;
    assert_int_equal(nexus_env_game(&played, env, 0), NEXUS_OK);
    assert_int_equal(nexus_game_equal(&eq, played, g), NEXUS_OK);
    assert_true(eq);
    bufs_free(x);
    nexus_env_free(env);
    nexus_game_free(g);
}

static void test_unblocking_stone_by_stone(void **state)
{
    (void)state;
    /* White must unblock: four single-stone sets (R16). */
    nexus_game *g = tu_std_position("XX./OXX/OO.", 0, 0, TU_W, 7);
    bufs x;
    nexus_env *env = env_from(g, 3, &x);
    int points[81], sets[81];
    size_t count;
    int n = allowed(&x, 0, NEXUS_ENV_UNBLOCK, points);
    assert_int_equal(nexus_game_unblock_sets(sets, 81, &count, g), NEXUS_OK);
    assert_int_equal((size_t)n, count);
    for (int j = 0; j < n; j++)
        assert_int_equal(points[j], sets[j]);
    assert_true(plane(&x, 0, 10)[0] == 1.0f); /* k = 1 stone to choose */
    int32_t a[1] = {9 + sets[0]};
    assert_int_equal(nexus_env_step(env, a, 1, &x.b), NEXUS_OK);
    assert_true(plane(&x, 0, 2)[sets[0]] == 1.0f);
    int after[81];
    n = allowed(&x, 0, NEXUS_ENV_PLACE, points);
    assert_int_equal(nexus_game_legal_after_unblock(after, 81, &count, g,
                                                    sets, 1),
                     NEXUS_OK);
    assert_int_equal((size_t)n, count);
    for (int j = 0; j < n; j++)
        assert_int_equal(points[j], after[j]);
    /* the placement, and the payment it needs, if any */
    nexus_preview pv;
    assert_int_equal(nexus_game_preview(&pv, g, sets, 1, after[0]), NEXUS_OK);
    a[0] = after[0];
    assert_int_equal(nexus_env_step(env, a, 1, &x.b), NEXUS_OK);
    nexus_turn t; /* the same turn on the plain game */
    memset(&t, 0, sizeof t);
    t.n_unblock = 1;
    t.unblock[0] = sets[0];
    t.point = after[0];
    if (pv.audit == NEXUS_AUDIT_PAY) {
        assert_int_equal(allowed(&x, 0, NEXUS_ENV_PAY, points), pv.n_payers);
        for (int j = 0; j < pv.net; j++) {
            t.pay[t.n_pay++] = pv.payers[j];
            a[0] = 18 + pv.payers[j];
            assert_int_equal(nexus_env_step(env, a, 1, &x.b), NEXUS_OK);
        }
    }
    assert_int_equal(nexus_game_play(g, &t), NEXUS_OK);
    finish_same(env, &x, g);
}

static void test_payment_stone_by_stone(void **state)
{
    (void)state;
    /* Black completes row 1 with E1: net 4 of 9 stones (R10, R11). */
    nexus_game *g =
        tu_std_position("XXXX./OOO../XX.../...../XX...", 4, 0, TU_B, 0);
    bufs x;
    nexus_env *env = env_from(g, 5, &x);
    int32_t a[1] = {4};
    assert_int_equal(nexus_env_step(env, a, 1, &x.b), NEXUS_OK);
    int points[81];
    nexus_preview pv;
    assert_int_equal(nexus_game_preview(&pv, g, NULL, 0, 4), NEXUS_OK);
    assert_int_equal(pv.audit, NEXUS_AUDIT_PAY);
    int n = allowed(&x, 0, NEXUS_ENV_PAY, points);
    assert_int_equal(n, pv.n_payers);
    assert_true(plane(&x, 0, 3)[4] == 1.0f);          /* E1 placed */
    assert_true(plane(&x, 0, 10)[0] == (float)pv.net); /* stones to name */
    assert_true(plane(&x, 0, 7)[0] == 4.0f);           /* Black's debt */
    for (int j = 0; j < pv.net; j++) {
        size_t turns;
        const nexus_game *played;
        assert_int_equal(nexus_env_game(&played, env, 0), NEXUS_OK);
        assert_int_equal(nexus_game_turn_count(&turns, played), NEXUS_OK);
        assert_int_equal(turns, 0); /* not played before the last stone */
        a[0] = 50 + pv.payers[pv.n_payers - 1 - j];
        assert_int_equal(nexus_env_step(env, a, 1, &x.b), NEXUS_OK);
        if (j + 1 < pv.net) {
            assert_true(plane(&x, 0, 5)[a[0] - 50] == 1.0f);
            assert_int_equal(allowed(&x, 0, NEXUS_ENV_PAY, points),
                             pv.n_payers - j - 1);
        }
    }
    nexus_turn t;
    memset(&t, 0, sizeof t);
    t.point = 4;
    t.n_pay = (int)pv.net;
    for (int j = 0; j < pv.net; j++)
        t.pay[j] = pv.payers[pv.n_payers - 1 - j];
    assert_int_equal(nexus_game_play(g, &t), NEXUS_OK);
    finish_same(env, &x, g);
}

static void test_rewards_and_autoreset(void **state)
{
    (void)state;
    /* 3x3: Black A1 A2 A3 wins by the audit of its column (R10). */
    nexus_env *env = env_new(1, 3, 0, 1);
    bufs x;
    bufs_make(&x, 1, 3);
    int32_t moves[] = {0, 1, 3, 4, 6};
    for (size_t t = 0; t < 5; t++) {
        assert_int_equal(nexus_env_step(env, &moves[t], 1, &x.b), NEXUS_OK);
        if (t < 4)
            assert_int_equal(x.b.terminated[0], 0);
    }
    assert_int_equal(x.b.terminated[0], 1);
    assert_int_equal(x.b.truncated[0], 0);
    assert_true(x.b.rewards[0] == 1.0f && x.b.rewards[1] == -1.0f);
    /* the final observation: White to move at the end, Black's column */
    const float *fin = x.b.final_observations;
    assert_true(fin[1 * 9 + 0] == 1.0f && fin[1 * 9 + 6] == 1.0f);
    /* and the game started again */
    assert_int_equal(x.b.to_play[0], 0);
    int points[81];
    assert_int_equal(allowed(&x, 0, NEXUS_ENV_PLACE, points), 9);
    assert_true(plane(&x, 0, 1)[0] == 0.0f);
    assert_int_equal(nexus_env_step(env, &moves[0], 1, &x.b), NEXUS_OK);
    assert_int_equal(x.b.terminated[0], 0);
    assert_true(x.b.rewards[0] == 0.0f);
    bufs_free(&x);
    nexus_env_free(env);
}

static void test_truncation_and_no_autoreset(void **state)
{
    (void)state;
    nexus_env *env = env_new(1, 5, 2, 0);
    bufs x;
    bufs_make(&x, 1, 5);
    int32_t a = 0;
    assert_int_equal(nexus_env_step(env, &a, 1, &x.b), NEXUS_OK);
    assert_int_equal(x.b.truncated[0], 0);
    a = 1;
    assert_int_equal(nexus_env_step(env, &a, 1, &x.b), NEXUS_OK);
    assert_int_equal(x.b.truncated[0], 1);
    assert_int_equal(x.b.terminated[0], 0);
    assert_true(x.b.rewards[0] == 0.0f && x.b.rewards[1] == 0.0f);
    int points[81];
    assert_int_equal(allowed(&x, 0, NEXUS_ENV_PLACE, points), 0);
    /* It stays over: any action is ignored. */
    a = -5;
    assert_int_equal(nexus_env_step(env, &a, 1, &x.b), NEXUS_OK);
    assert_int_equal(x.b.truncated[0], 1);
    const nexus_game *g;
    size_t turns;
    assert_int_equal(nexus_env_game(&g, env, 0), NEXUS_OK);
    assert_int_equal(nexus_game_turn_count(&turns, g), NEXUS_OK);
    assert_int_equal(turns, 2);
    assert_int_equal(nexus_env_reset(env, NULL), NEXUS_OK);
    assert_int_equal(nexus_env_observe(env, &x.b), NEXUS_OK);
    assert_int_equal(allowed(&x, 0, NEXUS_ENV_PLACE, points), 25);
    bufs_free(&x);
    nexus_env_free(env);
}

static void test_reset_refuses_other_games(void **state)
{
    (void)state;
    nexus_env *env = env_new(2, 5, 0, 1);
    nexus_game *nine = tu_new(9, 2, 4);
    nexus_game *rates = tu_new(5, 3, 4);
    nexus_game *over = tu_new(3, 2, 4);
    tu_play(over, "A1 B1 A2 B2 A3");
    nexus_game *pending = tu_new(5, 2, 4);
    assert_int_equal(nexus_game_offer_draw(pending), NEXUS_OK);
    assert_int_equal(nexus_env_reset(env, nine), NEXUS_E_INVALID_ARG);
    assert_int_equal(nexus_env_reset(env, rates), NEXUS_E_INVALID_ARG);
    assert_int_equal(nexus_env_reset(NULL, NULL), NEXUS_E_INVALID_ARG);
    nexus_env_free(env);
    env = env_new(1, 3, 0, 1);
    assert_int_equal(nexus_env_reset(env, over), NEXUS_E_GAME_OVER);
    nexus_env_free(env);
    env = env_new(1, 5, 0, 1);
    assert_int_equal(nexus_env_reset(env, pending), NEXUS_E_DRAW_PENDING);
    nexus_env_free(env);
    nexus_game_free(nine);
    nexus_game_free(rates);
    nexus_game_free(over);
    nexus_game_free(pending);
}

/* A legal action of game i drawn with the state `rng`. */
static int32_t draw(const bufs *x, size_t i, uint64_t *rng)
{
    int ids[K * 81], n = 0;
    for (int a = 0; a < K * x->n2; a++)
        if (mask_of(x, i)[a])
            ids[n++] = a;
    uint64_t r;
    assert_int_equal(nexus_rng_below(&r, rng, (uint64_t)n), NEXUS_OK);
    return (int32_t)ids[r];
}

/* Random play of a batch against plain games given the same turns: the
 * mask is the legal set at every choice, and every game is the plain
 * game. Counts the choices of each kind made. */
static void random_batch(int n, size_t games, int steps, long *kinds)
{
    nexus_env *env = env_new(games, n, 0, 0);
    bufs x;
    bufs_make(&x, games, n);
    assert_int_equal(nexus_env_observe(env, &x.b), NEXUS_OK);
    int32_t *a = calloc(games, sizeof *a);
    uint64_t rng = (uint64_t)n * 7919u;
    for (int s = 0; s < steps; s++) {
        for (size_t i = 0; i < games; i++) {
            int any = 0;
            for (int j = 0; j < K * x.n2 && !any; j++)
                any = mask_of(&x, i)[j];
            a[i] = any ? draw(&x, i, &rng) : 0;
            if (any)
                kinds[a[i] / x.n2]++;
        }
        assert_int_equal(nexus_env_step(env, a, games, &x.b), NEXUS_OK);
    }
    for (size_t i = 0; i < games; i++) {
        const nexus_game *g;
        assert_int_equal(nexus_env_game(&g, env, i), NEXUS_OK);
        tu_check(g);
        /* The game replays from its own history to an equal game. */
        char rec[65536];
        size_t len;
        nexus_game *again = NULL;
        int eq = 0;
        assert_int_equal(nexus_record_write(rec, sizeof rec, &len, g),
                         NEXUS_OK);
        assert_int_equal(nexus_record_read(&again, rec, len - 1, NULL, NULL),
                         NEXUS_OK);
        assert_int_equal(nexus_game_equal(&eq, again, g), NEXUS_OK);
        assert_true(eq);
        nexus_game_free(again);
    }
    free(a);
    bufs_free(&x);
    nexus_env_free(env);
}

static void test_random_batches_reach_every_kind(void **state)
{
    (void)state;
    long kinds[3] = {0, 0, 0};
    random_batch(3, 64, 300, kinds);
    random_batch(4, 64, 300, kinds);
    random_batch(5, 32, 400, kinds);
    assert_true(kinds[NEXUS_ENV_PLACE] > 1000);
    assert_true(kinds[NEXUS_ENV_UNBLOCK] > 0);
    assert_true(kinds[NEXUS_ENV_PAY] > 0);
}

/* An allocator that fails after `left` allocations, counting live blocks. */
typedef struct budget {
    long left;
    long live;
} budget;

static void *b_malloc(size_t size, void *user)
{
    budget *b = user;
    if (b->left-- <= 0)
        return NULL;
    b->live++;
    return malloc(size);
}

static void *b_realloc(void *ptr, size_t size, void *user)
{
    budget *b = user;
    if (b->left-- <= 0)
        return NULL;
    if (!ptr)
        b->live++;
    return realloc(ptr, size);
}

static void b_free(void *ptr, void *user)
{
    budget *b = user;
    b->live--;
    free(ptr);
}

static void test_allocation_failures(void **state)
{
    (void)state;
    budget b = {0, 0};
    nexus_env_options o;
    assert_int_equal(nexus_env_options_init(&o, 1), NEXUS_OK);
    o.game.allocator.malloc_fn = b_malloc;
    o.game.allocator.user = &b;
    nexus_env *env = NULL;
    /* Only some of the three functions: refused. */
    assert_int_equal(nexus_env_new(&env, 2, &o), NEXUS_E_INVALID_ARG);
    o.game.allocator.realloc_fn = b_realloc;
    o.game.allocator.free_fn = b_free;
    /* Every allocation of nexus_env_new failing in turn: no leak. */
    int made = 0;
    for (long n = 0; n < 200 && !made; n++) {
        b.left = n;
        nexus_status st = nexus_env_new(&env, 3, &o);
        if (st == NEXUS_OK) {
            made = 1;
            break;
        }
        assert_int_equal(st, NEXUS_E_NOMEM);
        assert_int_equal(b.live, 0);
    }
    assert_true(made);
    /* The unblocking sets need room of their own: failing, the choice is
     * refused and the game keeps its state. */
    b.left = 1000;
    nexus_game *g = NULL;
    nexus_position pos;
    tu_fill_position(&pos, "XX./OXX/OO.", 0, 0, TU_W, 7);
    o.game.size = 3;
    nexus_env *small = NULL;
    assert_int_equal(nexus_env_new(&small, 1, &o), NEXUS_OK);
    assert_int_equal(nexus_game_new_from_position(&g, &o.game, &pos),
                     NEXUS_OK);
    b.left = 0;
    assert_int_equal(nexus_env_reset(small, g), NEXUS_E_NOMEM);
    b.left = 1000;
    assert_int_equal(nexus_env_reset(small, g), NEXUS_OK);
    bufs x;
    bufs_make(&x, 1, 3);
    assert_int_equal(nexus_env_observe(small, &x.b), NEXUS_OK);
    int points[81];
    assert_true(allowed(&x, 0, NEXUS_ENV_UNBLOCK, points) > 0);
    nexus_game_free(g);
    nexus_env_free(small);
    nexus_env_free(env);
    bufs_free(&x);
    assert_int_equal(b.live, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_options_and_arguments),
        cmocka_unit_test(test_illegal_action_changes_nothing),
        cmocka_unit_test(test_masks_and_planes_of_a_placement),
        cmocka_unit_test(test_unblocking_stone_by_stone),
        cmocka_unit_test(test_payment_stone_by_stone),
        cmocka_unit_test(test_rewards_and_autoreset),
        cmocka_unit_test(test_truncation_and_no_autoreset),
        cmocka_unit_test(test_reset_refuses_other_games),
        cmocka_unit_test(test_random_batches_reach_every_kind),
        cmocka_unit_test(test_allocation_failures),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
