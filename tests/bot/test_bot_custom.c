/* Custom bots: every callback is called with its user pointer, `release`
 * exactly once, optional callbacks default sensibly, and an illegal or
 * failed turn is an error of nexus_bot_choose() and nexus_match_play(). */
#include "bot_test_util.h"

#include <string.h>

typedef struct probe {
    int choose_calls, offer_calls, answer_calls, seed_calls, release_calls;
    const nexus_game *last_game;
    uint64_t seeds[8];
    nexus_color colours[8]; /* side played in each game (after a seed) */
    int games;
    int new_game;
    int offer, accept;          /* answers to give */
    nexus_status choose_status; /* returned by choose_turn */
    nexus_status offer_status;  /* returned by offer_draw */
    int use_forced;             /* return `forced` as the turn */
    nexus_turn forced;
} probe;

static nexus_status probe_choose(void *user, const nexus_game *game,
                                 nexus_turn *turn)
{
    probe *p = user;
    int points[NEXUS_MAX_POINTS];
    size_t count = 0;
    nexus_preview pv;
    nexus_status st;
    int i;

    p->choose_calls++;
    p->last_game = game;
    if (p->new_game) {
        nexus_color side;
        p->new_game = 0;
        if (nexus_game_to_move(&side, game) == NEXUS_OK && p->games > 0 &&
            p->games <= 8)
            p->colours[p->games - 1] = side;
    }
    if (p->choose_status != NEXUS_OK)
        return p->choose_status;
    if (p->use_forced) {
        *turn = p->forced;
        return NEXUS_OK;
    }
    /* The lowest legal point (no unblocking in these tests), paying with
     * the first stones. */
    st = nexus_game_legal_points(points, NEXUS_MAX_POINTS, &count, game);
    if (st != NEXUS_OK)
        return st;
    if (count == 0)
        return NEXUS_E_MUST_UNBLOCK;
    turn->point = points[0];
    st = nexus_game_preview(&pv, game, NULL, 0, turn->point);
    if (st != NEXUS_OK)
        return st;
    if (pv.audit == NEXUS_AUDIT_PAY) {
        turn->n_pay = (int)pv.net;
        for (i = 0; i < turn->n_pay; i++)
            turn->pay[i] = pv.payers[i];
    }
    return NEXUS_OK;
}

static nexus_status probe_offer(void *user, const nexus_game *game,
                                int *offer)
{
    probe *p = user;
    p->offer_calls++;
    p->last_game = game;
    if (p->offer_status != NEXUS_OK)
        return p->offer_status;
    *offer = p->offer;
    return NEXUS_OK;
}

static nexus_status probe_answer(void *user, const nexus_game *game,
                                 int *accept)
{
    probe *p = user;
    p->answer_calls++;
    p->last_game = game;
    *accept = p->accept;
    return NEXUS_OK;
}

static nexus_status probe_seed(void *user, uint64_t seed)
{
    probe *p = user;
    if (p->seed_calls < 8)
        p->seeds[p->seed_calls] = seed;
    p->seed_calls++;
    p->games++;
    p->new_game = 1;
    return NEXUS_OK;
}

static void probe_release(void *user)
{
    probe *p = user;
    p->release_calls++;
}

static nexus_bot *new_probe(probe *p, const char *name)
{
    nexus_bot_callbacks cb = NEXUS_BOT_CALLBACKS_INIT;
    nexus_bot *bot = NULL;
    memset(p, 0, sizeof *p);
    cb.choose_turn = probe_choose;
    cb.offer_draw = probe_offer;
    cb.answer_draw = probe_answer;
    cb.seed = probe_seed;
    cb.release = probe_release;
    cb.user = p;
    cb.name = name;
    bt_ok(nexus_bot_new_custom(&bot, &cb));
    return bot;
}

static void test_callbacks_called(void **state)
{
    probe p;
    nexus_bot *bot = new_probe(&p, "probe");
    nexus_game *g = bt_new(5, 2, 4);
    nexus_turn turn;
    const char *name = NULL;
    int offer = -1, accept = -1;
    (void)state;

    bt_ok(nexus_bot_name(&name, bot));
    assert_string_equal(name, "probe");

    bt_ok(nexus_bot_choose(&turn, bot, g));
    assert_int_equal(p.choose_calls, 1);
    assert_ptr_equal(p.last_game, g);
    assert_int_equal(turn.point, 0); /* A1, the lowest legal point */
    assert_int_equal(turn.n_unblock, 0);
    assert_int_equal(turn.n_pay, 0);

    p.offer = 1;
    bt_ok(nexus_bot_offer_draw(&offer, bot, g));
    assert_int_equal(p.offer_calls, 1);
    assert_int_equal(offer, 1);

    bt_ok(nexus_game_offer_draw(g));
    p.accept = 7; /* any non-zero value accepts */
    bt_ok(nexus_bot_answer_draw(&accept, bot, g));
    assert_int_equal(p.answer_calls, 1);
    assert_int_equal(accept, 1);

    bt_ok(nexus_bot_seed(bot, UINT64_C(0x123456789abcdef0)));
    assert_int_equal(p.seed_calls, 1);
    assert_true(p.seeds[0] == UINT64_C(0x123456789abcdef0));

    assert_int_equal(p.release_calls, 0);
    nexus_bot_free(bot);
    assert_int_equal(p.release_calls, 1);
    nexus_game_free(g);
}

/* Optional callbacks left NULL: never offers, declines, seeding is a no-op;
 * no name gives "custom"; the name is copied. */
static void test_defaults(void **state)
{
    nexus_bot_callbacks cb;
    nexus_bot *bot = NULL;
    nexus_game *g = bt_new(5, 2, 4);
    probe p;
    char name[16] = "mutable";
    const char *got = NULL;
    int offer = -1, accept = -1;
    (void)state;

    memset(&p, 0, sizeof p);
    memset(&cb, 0xab, sizeof cb);
    bt_ok(nexus_bot_callbacks_init(&cb, NEXUS_BOT_CALLBACKS_VERSION));
    assert_int_equal(cb.version, NEXUS_BOT_CALLBACKS_VERSION);
    assert_null(cb.choose_turn);
    assert_null(cb.offer_draw);
    assert_null(cb.answer_draw);
    assert_null(cb.seed);
    assert_null(cb.release);
    assert_null(cb.user);
    assert_null(cb.name);
    cb.choose_turn = probe_choose;
    cb.user = &p;

    bt_ok(nexus_bot_new_custom(&bot, &cb));
    bt_ok(nexus_bot_name(&got, bot));
    assert_string_equal(got, "custom");
    bt_ok(nexus_bot_offer_draw(&offer, bot, g));
    assert_int_equal(offer, 0);
    bt_ok(nexus_game_offer_draw(g));
    bt_ok(nexus_bot_answer_draw(&accept, bot, g));
    assert_int_equal(accept, 0);
    bt_ok(nexus_bot_seed(bot, 1));
    nexus_bot_free(bot); /* no release: nothing to call */

    cb.name = name;
    bt_ok(nexus_bot_new_custom(&bot, &cb));
    strcpy(name, "changed");
    bt_ok(nexus_bot_name(&got, bot));
    assert_string_equal(got, "mutable");
    nexus_bot_free(bot);
    nexus_game_free(g);
}

/* Creation errors; `release` is not called when creation fails. */
static void test_creation_errors(void **state)
{
    nexus_bot_callbacks cb = NEXUS_BOT_CALLBACKS_INIT;
    nexus_bot *bot = NULL;
    probe p;
    char long_name[NEXUS_LABEL_MAX + 2];
    (void)state;
    memset(&p, 0, sizeof p);
    cb.choose_turn = probe_choose;
    cb.release = probe_release;
    cb.user = &p;

    cb.name = "two words";
    bt_status(nexus_bot_new_custom(&bot, &cb), NEXUS_E_INVALID_ARG);
    cb.name = "";
    bt_status(nexus_bot_new_custom(&bot, &cb), NEXUS_E_INVALID_ARG);
    memset(long_name, 'x', sizeof long_name - 1);
    long_name[sizeof long_name - 1] = '\0';
    cb.name = long_name;
    bt_status(nexus_bot_new_custom(&bot, &cb), NEXUS_E_INVALID_ARG);
    long_name[NEXUS_LABEL_MAX] = '\0'; /* exactly the maximum is fine */
    bt_ok(nexus_bot_new_custom(&bot, &cb));
    nexus_bot_free(bot);
    assert_int_equal(p.release_calls, 1);
    bot = NULL;
    cb.name = NULL;

    cb.version = 0;
    bt_status(nexus_bot_new_custom(&bot, &cb), NEXUS_E_VERSION);
    cb.version = NEXUS_BOT_CALLBACKS_VERSION + 1;
    bt_status(nexus_bot_new_custom(&bot, &cb), NEXUS_E_VERSION);
    cb.version = NEXUS_BOT_CALLBACKS_VERSION;
    cb.choose_turn = NULL;
    bt_status(nexus_bot_new_custom(&bot, &cb), NEXUS_E_INVALID_ARG);
    cb.choose_turn = probe_choose;
    bt_status(nexus_bot_new_custom(NULL, &cb), NEXUS_E_INVALID_ARG);
    bt_status(nexus_bot_new_custom(&bot, NULL), NEXUS_E_INVALID_ARG);
    assert_null(bot);
    assert_int_equal(p.release_calls, 1);
    bt_status(nexus_bot_callbacks_init(&cb, 2), NEXUS_E_VERSION);
    bt_status(nexus_bot_callbacks_init(NULL, 1), NEXUS_E_INVALID_ARG);
}

/* Ask for a forced turn; check the status and that `out` is untouched. */
static void expect_refused(nexus_bot *bot, probe *p, const nexus_game *g,
                           const char *text, nexus_status expected)
{
    nexus_turn out;
    nexus_color who;
    nexus_options o;
    bt_ok(nexus_game_options(&o, g));
    memset(&p->forced, 0, sizeof p->forced);
    bt_ok(nexus_turn_parse(&p->forced, &who, o.size, text));
    p->use_forced = 1;
    memset(&out, 0x5a, sizeof out);
    bt_status(nexus_bot_choose(&out, bot, g), expected);
    assert_int_equal(out.point, 0x5a5a5a5a);
    p->use_forced = 0;
}

/* Illegal turns are refused with the error nexus_game_play() gives. */
static void test_illegal_turns(void **state)
{
    probe p;
    nexus_bot *bot = new_probe(&p, "probe");
    nexus_game *g;
    (void)state;

    /* Black owes 2: C3 is taken, E1 is suicide (its neighbours D1 and E2
     * are white groups with other liberties), C4 completes row 4 with net 2
     * (a payment of two stones is due), A5 completes nothing. */
    g = bt_position("OOOO./....O/..X../XX.XX/.....", 2, 4, 2, 0, NEXUS_BLACK);
    expect_refused(bot, &p, g, "turn B place C3", NEXUS_E_OCCUPIED);
    expect_refused(bot, &p, g, "turn B place E1", NEXUS_E_SUICIDE);
    expect_refused(bot, &p, g, "turn B place C4", NEXUS_E_PAYMENT_SIZE);
    expect_refused(bot, &p, g, "turn B place C4 pay A4 A4",
                   NEXUS_E_PAYMENT_DUPLICATE);
    expect_refused(bot, &p, g, "turn B place C4 pay A4 A1",
                   NEXUS_E_PAYMENT_NOT_OWN);
    expect_refused(bot, &p, g, "turn B place A5 pay A4",
                   NEXUS_E_PAYMENT_NOT_DUE);
    expect_refused(bot, &p, g, "turn B unblock A1 place A5",
                   NEXUS_E_UNBLOCK_NOT_DUE);
    p.use_forced = 1;
    p.forced.point = 25;
    p.forced.n_unblock = 0;
    p.forced.n_pay = 0;
    {
        nexus_turn out;
        bt_status(nexus_bot_choose(&out, bot, g), NEXUS_E_OFF_BOARD);
        p.forced.point = 0;
        p.forced.n_unblock = -1;
        bt_status(nexus_bot_choose(&out, bot, g), NEXUS_E_INVALID_ARG);
    }
    p.use_forced = 0;
    nexus_game_free(g);

    /* Black must unblock (see test_bot_simple: all points are suicide). */
    g = bt_position(".O./O.O/.O.", 2, 4, 0, 0, NEXUS_BLACK);
    expect_refused(bot, &p, g, "turn B place A1", NEXUS_E_MUST_UNBLOCK);
    expect_refused(bot, &p, g, "turn B unblock A1 place A2",
                   NEXUS_E_NOT_OFFERED);
    nexus_game_free(g);
    nexus_bot_free(bot);
}

/* A legal turn comes back with its sets in canonical order. */
static void test_sets_sorted(void **state)
{
    probe p;
    nexus_bot *bot = new_probe(&p, "probe");
    nexus_turn out;
    nexus_game *g = bt_position("...../XX.XX/...../...../XX...", 2, 4, 2, 0,
                                NEXUS_BLACK);
    nexus_color who;
    (void)state;
    bt_ok(nexus_turn_parse(&p.forced, &who, 5, "turn B place C2 pay B5 A5"));
    p.use_forced = 1;
    bt_ok(nexus_bot_choose(&out, bot, g));
    assert_int_equal(out.n_pay, 2);
    assert_int_equal(out.pay[0], bt_pt(g, "A5"));
    assert_int_equal(out.pay[1], bt_pt(g, "B5"));
    nexus_game_free(g);
    nexus_bot_free(bot);
}

/* A callback's error is passed on; a positive value is not a status. */
static void test_callback_errors(void **state)
{
    probe p;
    nexus_bot *bot = new_probe(&p, "probe");
    nexus_game *g = bt_new(5, 2, 4);
    nexus_turn out;
    int offer;
    (void)state;
    p.choose_status = NEXUS_E_NOMEM;
    bt_status(nexus_bot_choose(&out, bot, g), NEXUS_E_NOMEM);
    p.choose_status = (nexus_status)5;
    bt_status(nexus_bot_choose(&out, bot, g), NEXUS_E_INVALID_ARG);
    p.choose_status = NEXUS_OK;
    p.offer_status = NEXUS_E_PARSE;
    bt_status(nexus_bot_offer_draw(&offer, bot, g), NEXUS_E_PARSE);
    nexus_game_free(g);
    nexus_bot_free(bot);
}

/* nexus_match_play fails with the status of a bot's illegal turn, and
 * produces no game. The probe plays the lowest legal point, unless forced:
 * forced to A1, its second turn is on an occupied point. */
static void test_match_illegal_turn(void **state)
{
    probe p;
    nexus_bot *bot = new_probe(&p, "probe"), *simple = NULL;
    nexus_match_result r;
    nexus_game *g = (nexus_game *)&r; /* must stay as it is */
    (void)state;
    bt_ok(nexus_bot_new_simple(&simple));
    p.use_forced = 1;
    p.forced.point = 0;
    memset(&r, 0x5a, sizeof r);
    bt_status(nexus_match_play(&r, &g, bot, simple, NULL),
              NEXUS_E_OCCUPIED);
    assert_ptr_equal(g, (nexus_game *)&r);
    assert_int_equal(r.unfinished, 0x5a5a5a5a);
    assert_int_equal(p.choose_calls, 2);

    /* A failing callback fails the match with its status. */
    p.use_forced = 0;
    p.choose_status = NEXUS_E_NOMEM;
    bt_status(nexus_match_play(&r, NULL, simple, bot, NULL), NEXUS_E_NOMEM);
    p.choose_status = NEXUS_OK;
    p.offer_status = NEXUS_E_PARSE;
    bt_status(nexus_match_play(&r, NULL, bot, simple, NULL), NEXUS_E_PARSE);
    nexus_bot_free(simple);
    nexus_bot_free(bot);
}

/* Draw offers in a match: accepted ends the game drawn by agreement before
 * any turn; declined (the simple bot, B4) lets the game go on, with the
 * declined offer in its record. */
static void test_match_draw_offers(void **state)
{
    probe a, b;
    nexus_bot *offerer = new_probe(&a, "offerer");
    nexus_bot *acceptor = new_probe(&b, "acceptor");
    nexus_bot *simple = NULL;
    nexus_match_result r;
    nexus_game *g = NULL;
    nexus_match_options o = NEXUS_MATCH_OPTIONS_INIT;
    int declined = 0;
    (void)state;
    bt_ok(nexus_bot_new_simple(&simple));
    a.offer = 1;
    b.accept = 1;
    bt_ok(nexus_match_play(&r, NULL, offerer, acceptor, NULL));
    assert_int_equal(r.outcome, NEXUS_OUTCOME_DRAW);
    assert_int_equal(r.reason, NEXUS_REASON_AGREEMENT);
    assert_int_equal(r.turns, 0);
    assert_int_equal(b.answer_calls, 1);
    assert_int_equal(a.choose_calls, 0);

    o.turn_limit = 3;
    bt_ok(nexus_match_play(&r, &g, offerer, simple, &o));
    assert_int_equal(r.unfinished, 1);
    assert_int_equal(r.turns, 3);
    bt_ok(nexus_game_declined_offers(&declined, g, 0));
    assert_int_equal(declined, 1); /* Black offered before turn 0 */
    bt_ok(nexus_game_declined_offers(&declined, g, 2));
    assert_int_equal(declined, 1); /* and before turn 2 */
    nexus_game_free(g);
    nexus_bot_free(simple);
    nexus_bot_free(offerer);
    nexus_bot_free(acceptor);
}

/* In a series, the custom bot (b) is seeded before every game with a seed
 * that differs from game to game and is the same when the series is
 * replayed, and plays White, Black, White. */
static void test_series_colours_and_seeds(void **state)
{
    probe p;
    nexus_bot *bot = new_probe(&p, "probe"), *simple = NULL;
    nexus_match_options o = NEXUS_MATCH_OPTIONS_INIT;
    nexus_series_result r;
    uint64_t first[3];
    (void)state;
    bt_ok(nexus_bot_new_simple(&simple));
    o.turn_limit = 2;
    o.seed = 42;
    bt_ok(nexus_match_series(&r, simple, bot, &o, 3));
    assert_int_equal(r.unfinished, 3);
    assert_int_equal(p.seed_calls, 3);
    assert_int_equal(p.colours[0], NEXUS_WHITE);
    assert_int_equal(p.colours[1], NEXUS_BLACK);
    assert_int_equal(p.colours[2], NEXUS_WHITE);
    assert_true(p.seeds[0] != p.seeds[1] && p.seeds[1] != p.seeds[2] &&
                p.seeds[0] != p.seeds[2]);
    memcpy(first, p.seeds, sizeof first);
    p.seed_calls = 0;
    p.games = 0;
    bt_ok(nexus_match_series(&r, simple, bot, &o, 3));
    assert_memory_equal(first, p.seeds, sizeof first);
    nexus_bot_free(simple);
    nexus_bot_free(bot);
    assert_int_equal(p.release_calls, 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_callbacks_called),
        cmocka_unit_test(test_defaults),
        cmocka_unit_test(test_creation_errors),
        cmocka_unit_test(test_illegal_turns),
        cmocka_unit_test(test_sets_sorted),
        cmocka_unit_test(test_callback_errors),
        cmocka_unit_test(test_match_illegal_turn),
        cmocka_unit_test(test_match_draw_offers),
        cmocka_unit_test(test_series_colours_and_seeds),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
