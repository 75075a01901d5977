/*
 * Handles share nothing (nexus.h): several threads each play many random
 * games on their own handles at the same time, and every game must come out
 * exactly as a single-threaded replay of the same seed. A second test runs
 * the const queries of one shared handle from several threads at once.
 *
 * Run it under ThreadSanitizer with a NEXUS_TSAN=ON build (docs/hardening.md).
 * NEXUS_THREADS_GAMES overrides the number of games per thread.
 */
/* clang-format off */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
/* clang-format on */

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hardening_util.h"
#include "nexus.h"

#define N_THREADS 4
#define MAX_GAMES 1000
#define TURN_LIMIT 300 /* R22: random games need not end */

typedef struct job {
    uint64_t seed;
    int games;
    uint64_t digest[MAX_GAMES];
    int failed;       /* first failure, reported by the main thread */
    char why[160];
} job;

static int games_per_thread(void)
{
    const char *env = getenv("NEXUS_THREADS_GAMES");
    int n = env ? atoi(env) : 100;
    return n < 1 ? 1 : n > MAX_GAMES ? MAX_GAMES : n;
}

#define CHECK(cond)                                                            \
    do {                                                                       \
        if (!(cond)) {                                                         \
            snprintf(j->why, sizeof j->why, "%s:%d: %s", __FILE__, __LINE__,   \
                     #cond);                                                   \
            j->failed = 1;                                                     \
            goto done;                                                         \
        }                                                                      \
    } while (0)

/* Fold the observable state of a game into a digest. */
static uint64_t fold_state(uint64_t h, const nexus_game *g)
{
    nexus_position pos;
    nexus_outcome outcome = NEXUS_OUTCOME_NONE;
    nexus_reason reason = NEXUS_REASON_NONE;
    uint64_t hash = 0;
    int k = 0;
    memset(&pos, 0, sizeof pos);
    nexus_game_position(&pos, g);
    nexus_game_hash(&hash, g);
    nexus_game_result(&outcome, &reason, g);
    nexus_game_unblock_size(&k, g);
    h = hx_fnv(h, pos.cells, sizeof pos.cells);
    h = hx_fnv(h, &pos.black_debt, sizeof pos.black_debt);
    h = hx_fnv(h, &pos.white_debt, sizeof pos.white_debt);
    h = hx_fnv(h, &pos.quiet, sizeof pos.quiet);
    h = hx_fnv(h, &hash, sizeof hash);
    h = hx_fnv(h, &outcome, sizeof outcome);
    h = hx_fnv(h, &reason, sizeof reason);
    return hx_fnv(h, &k, sizeof k);
}

/* One random game from `seed`, exercising undo, clone, copy, draw offers
 * and a record round trip on the way; its digest, or sets j->failed. */
static uint64_t play_game(job *j, uint64_t seed)
{
    uint64_t rng = seed, h = HX_FNV_INIT;
    nexus_options opts;
    nexus_game *g = NULL, *scratch = NULL, *copy = NULL, *back = NULL;
    char *text = NULL;
    size_t len = 0;
    int turn, eq = 0;

    hx_random_options(&opts, &rng);
    CHECK(nexus_game_new(&g, &opts) == NEXUS_OK);
    CHECK(nexus_game_new(&scratch, &opts) == NEXUS_OK);
    for (turn = 0; turn < TURN_LIMIT; turn++) {
        nexus_turn t;
        nexus_status st = hx_random_turn(&t, g, &rng);
        unsigned what = (unsigned)hx_below(&rng, 64);
        if (st == NEXUS_E_GAME_OVER)
            break;
        CHECK(st == NEXUS_OK);
        if (what == 0) { /* a declined offer, then the turn */
            CHECK(nexus_game_offer_draw(g) == NEXUS_OK);
            CHECK(nexus_game_play(g, &t) == NEXUS_E_DRAW_PENDING);
            CHECK(nexus_game_answer_draw(g, 0) == NEXUS_OK);
        }
        CHECK(nexus_game_copy(scratch, g) == NEXUS_OK);
        CHECK(nexus_game_play(g, &t) == NEXUS_OK);
        if (what < 8) { /* undo gives back the exact previous game */
            CHECK(nexus_game_undo(g) == NEXUS_OK);
            CHECK(nexus_game_equal(&eq, g, scratch) == NEXUS_OK && eq);
            CHECK(nexus_game_play(g, &t) == NEXUS_OK);
        } else if (what < 12) { /* a clone plays on identically */
            CHECK(nexus_game_clone(&copy, scratch) == NEXUS_OK);
            CHECK(nexus_game_play(copy, &t) == NEXUS_OK);
            CHECK(nexus_game_equal(&eq, g, copy) == NEXUS_OK && eq);
            nexus_game_free(copy);
            copy = NULL;
        }
        if (turn % 32 == 0)
            CHECK(nexus_game_check_consistency(g) == NEXUS_OK);
        h = fold_state(h, g);
    }
    CHECK(nexus_game_check_consistency(g) == NEXUS_OK);
    CHECK(nexus_record_write(NULL, 0, &len, g) == NEXUS_E_BUFFER_TOO_SMALL);
    CHECK((text = malloc(len)) != NULL);
    CHECK(nexus_record_write(text, len, &len, g) == NEXUS_OK);
    CHECK(nexus_record_read(&back, text, len - 1, NULL, NULL) == NEXUS_OK);
    CHECK(nexus_game_equal(&eq, g, back) == NEXUS_OK && eq);
    h = hx_fnv(h, text, len);
done:
    free(text);
    nexus_game_free(back);
    nexus_game_free(copy);
    nexus_game_free(scratch);
    nexus_game_free(g);
    return h;
}

static void *run_job(void *arg)
{
    job *j = (job *)arg;
    int i;
    for (i = 0; i < j->games && !j->failed; i++)
        j->digest[i] = play_game(j, j->seed + (uint64_t)i * 7919);
    return NULL;
}

static void start_jobs(job *jobs, int n, int games, uint64_t base)
{
    int t;
    for (t = 0; t < n; t++) {
        memset(&jobs[t], 0, sizeof jobs[t]);
        jobs[t].seed = base + (uint64_t)t * 1000003;
        jobs[t].games = games;
    }
}

static void test_threads_play_independently(void **state)
{
    static job expected[N_THREADS], actual[N_THREADS];
    pthread_t tid[N_THREADS];
    int games = games_per_thread(), t, i;
    (void)state;

    /* The reference: every thread's games, one after the other. */
    start_jobs(expected, N_THREADS, games, 12345);
    for (t = 0; t < N_THREADS; t++) {
        run_job(&expected[t]);
        if (expected[t].failed)
            fail_msg("single-threaded: %s", expected[t].why);
    }
    /* The same games, all threads at once. */
    start_jobs(actual, N_THREADS, games, 12345);
    for (t = 0; t < N_THREADS; t++)
        assert_int_equal(pthread_create(&tid[t], NULL, run_job, &actual[t]),
                         0);
    for (t = 0; t < N_THREADS; t++)
        assert_int_equal(pthread_join(tid[t], NULL), 0);
    for (t = 0; t < N_THREADS; t++) {
        if (actual[t].failed)
            fail_msg("thread %d: %s", t, actual[t].why);
        for (i = 0; i < games; i++)
            if (actual[t].digest[i] != expected[t].digest[i])
                fail_msg("thread %d game %d differs from its replay", t, i);
    }
}

/* ------------------------------------------------------------------------ */
/* Const queries of one shared handle from several threads. */

typedef struct reader_job {
    const nexus_game *game;
    uint64_t digest;
    int failed;
    char why[160];
} reader_job;

#undef CHECK
#define CHECK(cond)                                                            \
    do {                                                                       \
        if (!(cond)) {                                                         \
            snprintf(j->why, sizeof j->why, "%s:%d: %s", __FILE__, __LINE__,   \
                     #cond);                                                   \
            j->failed = 1;                                                     \
            goto done;                                                         \
        }                                                                      \
    } while (0)

static void *run_reader(void *arg)
{
    reader_job *j = (reader_job *)arg;
    const nexus_game *g = j->game;
    nexus_game *c = NULL;
    uint64_t h = HX_FNV_INIT;
    int round, p, eq = 0, size;
    nexus_options o;
    char buf[1 << 16];
    size_t len = 0;

    CHECK(nexus_game_options(&o, g) == NEXUS_OK);
    size = o.size;
    for (round = 0; round < 20; round++) {
        int legal[NEXUS_MAX_POINTS];
        size_t n = 0;
        CHECK(nexus_game_legal_points(legal, NEXUS_MAX_POINTS, &n, g) ==
              NEXUS_OK);
        h = hx_fnv(h, legal, n * sizeof *legal);
        for (p = 0; p < size * size; p++) {
            nexus_point_status ps;
            nexus_preview pv;
            nexus_status st;
            CHECK(nexus_game_point_status(&ps, g, p) == NEXUS_OK);
            h = hx_fnv(h, &ps, sizeof ps);
            st = nexus_game_preview(&pv, g, NULL, 0, p);
            h = hx_fnv(h, &st, sizeof st);
            if (st == NEXUS_OK) {
                h = hx_fnv(h, &pv.n_captured, sizeof pv.n_captured);
                h = hx_fnv(h, &pv.net, sizeof pv.net);
                h = hx_fnv(h, &pv.audit, sizeof pv.audit);
            }
        }
        CHECK(nexus_game_check_consistency(g) == NEXUS_OK);
        CHECK(nexus_record_write(buf, sizeof buf, &len, g) == NEXUS_OK);
        h = hx_fnv(h, buf, len);
        CHECK(nexus_game_clone(&c, g) == NEXUS_OK);
        CHECK(nexus_game_equal(&eq, c, g) == NEXUS_OK && eq);
        nexus_game_free(c);
        c = NULL;
        h = fold_state(h, g);
    }
done:
    nexus_game_free(c);
    j->digest = h;
    return NULL;
}

static void test_shared_handle_const_queries(void **state)
{
    reader_job jobs[N_THREADS], ref;
    pthread_t tid[N_THREADS];
    nexus_game *g = NULL;
    nexus_options o = NEXUS_OPTIONS_INIT;
    uint64_t rng = 99;
    int t, turn;
    (void)state;

    o.size = 7;
    assert_int_equal(nexus_game_new(&g, &o), NEXUS_OK);
    for (turn = 0; turn < 40; turn++) {
        nexus_turn tr;
        if (hx_random_turn(&tr, g, &rng) != NEXUS_OK)
            break;
        assert_int_equal(nexus_game_play(g, &tr), NEXUS_OK);
    }
    memset(&ref, 0, sizeof ref);
    ref.game = g;
    run_reader(&ref);
    if (ref.failed)
        fail_msg("single-threaded: %s", ref.why);
    for (t = 0; t < N_THREADS; t++) {
        memset(&jobs[t], 0, sizeof jobs[t]);
        jobs[t].game = g;
        assert_int_equal(pthread_create(&tid[t], NULL, run_reader, &jobs[t]),
                         0);
    }
    for (t = 0; t < N_THREADS; t++)
        assert_int_equal(pthread_join(tid[t], NULL), 0);
    for (t = 0; t < N_THREADS; t++) {
        if (jobs[t].failed)
            fail_msg("thread %d: %s", t, jobs[t].why);
        assert_true(jobs[t].digest == ref.digest);
    }
    nexus_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_threads_play_independently),
        cmocka_unit_test(test_shared_handle_const_queries),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
