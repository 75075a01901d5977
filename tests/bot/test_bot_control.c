/* Tests of nexus_bot_stop() and nexus_bot_set_progress(): a stop from
 * another thread ends a search that would run for minutes and the turn is
 * still legal; a stop while no choice runs reaches no later choice; the
 * progress reports come, at the rate asked, with visits and turns that
 * never go down, estimates in [0, 1] and legal principal variations, and
 * the last report holds the turn played; a bot that does not search makes
 * one last report; a custom bot can see the stop. */
#define _POSIX_C_SOURCE 200809L /* nanosleep */
#include <pthread.h>
#include <stdatomic.h>
#include <string.h>
#include <time.h>

#include "bot_test_util.h"

#define MAX_REPORTS 4096

/* What the callback saw: each report's numbers and the last PV. */
typedef struct seen {
    size_t n;
    uint64_t visits[MAX_REPORTS], nodes[MAX_REPORTS], ms[MAX_REPORTS];
    double win[MAX_REPORTS];
    int final[MAX_REPORTS];
    int bad_pv;            /* a PV that did not play from the position */
    nexus_turn first;      /* pv[0] of the last report */
    const nexus_game *game;
    atomic_int searching;  /* a report during the search came */
} seen;

/* 1 if the PV plays turn after turn from the position. */
static int pv_plays(const nexus_game *game, const nexus_bot_progress *p)
{
    nexus_game *g = NULL;
    size_t i;
    int ok = p->pv_length >= 1 && p->pv_length <= NEXUS_BOT_PV_MAX &&
             nexus_game_clone(&g, game) == NEXUS_OK;
    /* A turn after the end of the game is refused (NEXUS_E_GAME_OVER). */
    for (i = 0; ok && i < p->pv_length; i++)
        ok = nexus_game_play(g, &p->pv[i]) == NEXUS_OK;
    nexus_game_free(g);
    return ok;
}

static void record(void *user, const nexus_bot_progress *p)
{
    seen *s = user;
    if (s->n < MAX_REPORTS) {
        s->visits[s->n] = p->visits;
        s->nodes[s->n] = p->nodes;
        s->ms[s->n] = p->elapsed_ms;
        s->win[s->n] = p->win;
        s->final[s->n] = p->final;
        s->n++;
    }
    assert_int_equal(p->version, NEXUS_BOT_PROGRESS_VERSION);
    s->bad_pv |= !pv_plays(s->game, p);
    if (p->pv_length)
        s->first = p->pv[0];
    if (!p->final)
        atomic_store(&s->searching, 1);
}

static nexus_game *midgame(void)
{
    nexus_game *g = NULL;
    size_t played = 0;
    bt_ok(nexus_game_new(&g, NULL));
    bt_ok(nexus_game_playout(g, 11, 6, &played));
    return g;
}

static nexus_bot *named(const char *spec)
{
    nexus_bot *bot = NULL;
    size_t at = 0;
    bt_ok(nexus_bot_new_spec(&bot, &at, spec));
    return bot;
}

typedef struct stopper {
    nexus_bot *bot;
    seen *s;
} stopper;

/* Waits for the first report of the search (so that the choice runs),
 * then asks the bot to stop. */
static void *stop_later(void *arg)
{
    stopper *st = arg;
    struct timespec pause = {0, 1000000L};
    while (!atomic_load(&st->s->searching))
        nanosleep(&pause, NULL);
    nexus_bot_stop(st->bot);
    return NULL;
}

static int same_turn(const nexus_turn *a, const nexus_turn *b)
{
    return a->point == b->point && a->n_unblock == b->n_unblock &&
           a->n_pay == b->n_pay;
}

/* A search of a billion iterations (or turns), stopped from another
 * thread, returns a legal turn after a small part of its budget. */
static void stop_ends(const char *spec)
{
    static seen s;
    nexus_game *g = midgame();
    nexus_bot *bot = named(spec);
    stopper st = {bot, &s};
    pthread_t thread;
    nexus_turn t;
    memset(&s, 0, sizeof s);
    s.game = g;
    bt_ok(nexus_bot_set_progress(bot, record, &s, 1));
    assert_int_equal(pthread_create(&thread, NULL, stop_later, &st), 0);
    bt_ok(nexus_bot_choose(&t, bot, g));
    atomic_store(&s.searching, 1); /* the stopper ends if it still waits */
    assert_int_equal(pthread_join(thread, NULL), 0);
    bt_ok(nexus_game_check_turn(g, &t));
    assert_true(s.n >= 2); /* a report during the search, and the last */
    assert_true(s.final[s.n - 1]);
    assert_true(s.visits[s.n - 1] < 100000000u);
    assert_true(s.nodes[s.n - 1] < 100000000u);
    assert_true(same_turn(&s.first, &t));
    assert_false(s.bad_pv);
    nexus_bot_free(bot);
    nexus_game_free(g);
}

static void test_stop_ends_mcts(void **state)
{
    (void)state;
    stop_ends("mcts:iterations=1000000000");
}

static void test_stop_ends_strong(void **state)
{
    (void)state;
    stop_ends("strong:nodes=1000000000");
}

/* A stop while no choice runs is not kept for the next one: that one
 * spends its whole budget. */
static void test_stop_when_idle_is_ignored(void **state)
{
    static seen s;
    nexus_game *g = midgame();
    nexus_bot *bot = named("mcts:iterations=300");
    nexus_turn t;
    int stopped = 1;
    (void)state;
    memset(&s, 0, sizeof s);
    s.game = g;
    bt_ok(nexus_bot_set_progress(bot, record, &s, 0));
    bt_ok(nexus_bot_stop(bot));
    bt_ok(nexus_bot_stop_requested(&stopped, bot));
    assert_int_equal(stopped, 0);
    bt_ok(nexus_bot_choose(&t, bot, g));
    assert_int_equal(s.n, 1); /* interval 0: the last report only */
    assert_true(s.final[0]);
    assert_int_equal(s.visits[0], 300);
    nexus_bot_free(bot);
    nexus_game_free(g);
}

/* The reports of a search: several, at most one a millisecond, numbers
 * that never go down, estimates in [0, 1], the last one final. */
static void test_progress_is_monotone(void **state)
{
    static seen s;
    nexus_game *g = midgame();
    nexus_bot *bot = named("mcts:iterations=5000");
    nexus_turn t;
    size_t i;
    (void)state;
    memset(&s, 0, sizeof s);
    s.game = g;
    bt_ok(nexus_bot_set_progress(bot, record, &s, 1));
    bt_ok(nexus_bot_choose(&t, bot, g));
    assert_true(s.n >= 3);
    assert_true(s.n <= s.ms[s.n - 1] + 2); /* at most one a millisecond */
    for (i = 0; i < s.n; i++) {
        assert_true(s.win[i] >= 0.0 && s.win[i] <= 1.0);
        assert_int_equal(s.final[i], i + 1 == s.n);
        if (i > 0) {
            assert_true(s.visits[i] >= s.visits[i - 1]);
            assert_true(s.nodes[i] >= s.nodes[i - 1]);
            assert_true(s.ms[i] >= s.ms[i - 1] + (s.final[i] ? 0 : 1));
        }
    }
    assert_true(s.visits[s.n - 1] > s.visits[0]);
    assert_int_equal(s.visits[s.n - 1], 5000);
    assert_true(same_turn(&s.first, &t));
    assert_false(s.bad_pv);
    /* Without a callback, nothing is called. */
    s.n = 0;
    bt_ok(nexus_bot_set_progress(bot, NULL, NULL, 1));
    bt_ok(nexus_bot_choose(&t, bot, g));
    assert_int_equal(s.n, 0);
    nexus_bot_free(bot);
    nexus_game_free(g);
}

/* A bot that does not search reports once, its turn, with no estimate. */
static void test_simple_reports_its_turn(void **state)
{
    static seen s;
    nexus_game *g = midgame();
    nexus_bot *bot = named("simple");
    nexus_turn t;
    (void)state;
    memset(&s, 0, sizeof s);
    s.game = g;
    bt_ok(nexus_bot_set_progress(bot, record, &s, 1));
    bt_ok(nexus_bot_choose(&t, bot, g));
    assert_int_equal(s.n, 1);
    assert_true(s.final[0]);
    assert_true(s.win[0] < 0.0);
    assert_int_equal(s.visits[0], 0);
    assert_true(same_turn(&s.first, &t));
    nexus_bot_free(bot);
    nexus_game_free(g);
}

/* A custom bot that works until it is told to stop. */
typedef struct patient {
    nexus_bot *self, *simple; /* the simple bot gives the turn */
    atomic_int started;
} patient;

static nexus_status wait_for_stop(void *user, const nexus_game *game,
                                  nexus_turn *turn)
{
    patient *p = user;
    struct timespec pause = {0, 1000000L};
    int stopped = 0;
    atomic_store(&p->started, 1);
    while (nexus_bot_stop_requested(&stopped, p->self) == NEXUS_OK &&
           !stopped)
        nanosleep(&pause, NULL);
    return nexus_bot_choose(turn, p->simple, game);
}

static void *stop_custom(void *arg)
{
    patient *p = arg;
    struct timespec pause = {0, 1000000L};
    while (!atomic_load(&p->started))
        nanosleep(&pause, NULL);
    nexus_bot_stop(p->self);
    return NULL;
}

static void test_custom_bot_sees_stop(void **state)
{
    nexus_bot_callbacks cb = NEXUS_BOT_CALLBACKS_INIT;
    nexus_game *g = midgame();
    patient p;
    pthread_t thread;
    nexus_turn t;
    int stopped = 1;
    (void)state;
    memset(&p, 0, sizeof p);
    atomic_init(&p.started, 0);
    cb.choose_turn = wait_for_stop;
    cb.user = &p;
    bt_ok(nexus_bot_new_custom(&p.self, &cb));
    bt_ok(nexus_bot_new_simple(&p.simple));
    assert_int_equal(pthread_create(&thread, NULL, stop_custom, &p), 0);
    bt_ok(nexus_bot_choose(&t, p.self, g));
    assert_int_equal(pthread_join(thread, NULL), 0);
    bt_ok(nexus_game_check_turn(g, &t));
    bt_ok(nexus_bot_stop_requested(&stopped, p.self));
    assert_int_equal(stopped, 0); /* the stop ended with its choice */
    nexus_bot_free(p.self);
    nexus_bot_free(p.simple);
    nexus_game_free(g);
}

static void test_bad_arguments(void **state)
{
    nexus_bot *bot = named("simple");
    int stopped = 0;
    (void)state;
    bt_status(nexus_bot_stop(NULL), NEXUS_E_INVALID_ARG);
    bt_status(nexus_bot_stop_requested(NULL, bot), NEXUS_E_INVALID_ARG);
    bt_status(nexus_bot_stop_requested(&stopped, NULL), NEXUS_E_INVALID_ARG);
    bt_status(nexus_bot_set_progress(NULL, record, NULL, 1),
              NEXUS_E_INVALID_ARG);
    bt_status(nexus_bot_set_progress(bot, record, NULL, 3600001u),
              NEXUS_E_INVALID_ARG);
    bt_ok(nexus_bot_set_progress(bot, record, NULL, 3600000u));
    nexus_bot_free(bot);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_stop_ends_mcts),
        cmocka_unit_test(test_stop_ends_strong),
        cmocka_unit_test(test_stop_when_idle_is_ignored),
        cmocka_unit_test(test_progress_is_monotone),
        cmocka_unit_test(test_simple_reports_its_turn),
        cmocka_unit_test(test_custom_bot_sees_stop),
        cmocka_unit_test(test_bad_arguments),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
