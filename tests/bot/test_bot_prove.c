/* Tests of the proof-number solver (nexus_prove): the 3x3 standard game
 * is a Black win in 9 plies and no fewer; the values agree with those of
 * the alpha-beta solver (nexus_solve, a separate search) on every position
 * of a game decided by the repetition rule and of seeded random games with
 * many captures; symmetry, table size and node limits change the work,
 * never the value; the proofs written hold up against every reply; the
 * options and errors. */
#include <stdio.h>
#include <string.h>

#include "bot_test_util.h"

#ifndef NEXUS_CONFORMANCE_GAMES
#error "NEXUS_CONFORMANCE_GAMES: the directory of the conformance games"
#endif

static nexus_prove_result prove(const nexus_game *g, nexus_color winner,
                                int plies, int deepen, int symmetry)
{
    nexus_prove_options o = NEXUS_PROVE_OPTIONS_INIT;
    nexus_prove_result r;
    o.winner = winner;
    o.max_plies = plies;
    o.deepen = deepen;
    o.symmetry = symmetry;
    o.table_bytes = (size_t)4 << 20;
    bt_ok(nexus_prove(&r, g, &o, NULL, NULL));
    return r;
}

static void test_3x3_black_wins_in_9(void **state)
{
    nexus_game *g = bt_new(3, 2, 4);
    nexus_prove_result r;
    (void)state;
    r = prove(g, NEXUS_EMPTY, 9, 0, 1);
    assert_int_equal(r.value, NEXUS_PROVE_WIN);
    assert_int_equal(r.winner, NEXUS_BLACK);
    assert_int_equal(r.plies, 9);
    r = prove(g, NEXUS_BLACK, 8, 0, 1);
    assert_int_equal(r.value, NEXUS_PROVE_NO_WIN);
    assert_int_equal(r.plies, 8);
    r = prove(g, NEXUS_BLACK, 20, 1, 1); /* the fewest plies */
    assert_int_equal(r.value, NEXUS_PROVE_WIN);
    assert_int_equal(r.plies, 9);
    r = prove(g, NEXUS_WHITE, 12, 0, 1);
    assert_int_equal(r.value, NEXUS_PROVE_NO_WIN);
    nexus_game_free(g);
}

/* Symmetry merges work, never values; the same question gives the same
 * node count (determinism). */
static void test_symmetry_and_determinism(void **state)
{
    nexus_game *g = bt_new(3, 2, 4);
    nexus_prove_result a, b, c;
    (void)state;
    a = prove(g, NEXUS_BLACK, 9, 0, 1);
    b = prove(g, NEXUS_BLACK, 9, 0, 0);
    c = prove(g, NEXUS_BLACK, 9, 0, 1);
    assert_int_equal(a.value, b.value);
    assert_true(a.nodes < b.nodes);
    assert_int_equal(a.nodes, c.nodes);
    nexus_game_free(g);
}

/* What nexus_solve() proves for `winner` within `plies`: 1, 0 or -1 (a
 * loss: the other side wins). */
static int solve_for(const nexus_game *g, nexus_color winner, int plies)
{
    nexus_color side;
    int v = bt_solve(g, plies);
    nexus_game_to_move(&side, g);
    return side == winner ? v : -v;
}

/* At every position of `g` (walked back from its end) and for both sides,
 * nexus_prove() and nexus_solve() agree on a forced win within `plies`. */
static void agree_along(nexus_game *g, int plies)
{
    nexus_phase ph;
    size_t turns = 0, i;
    int c;
    nexus_game_turn_count(&turns, g);
    for (i = 0; i <= turns; i++) {
        nexus_game_phase(&ph, g);
        for (c = NEXUS_BLACK; ph != NEXUS_PHASE_OVER && c <= NEXUS_WHITE;
             c++) {
            nexus_prove_result r = prove(g, (nexus_color)c, plies, 0, 1);
            int won = solve_for(g, (nexus_color)c, plies) > 0;
            assert_int_equal(r.value,
                             won ? NEXUS_PROVE_WIN : NEXUS_PROVE_NO_WIN);
        }
        if (i < turns)
            bt_ok(nexus_game_undo(g));
    }
}

static nexus_game *read_record(const char *path)
{
    static char text[1 << 16];
    nexus_game *g = NULL;
    FILE *f = fopen(path, "rb");
    size_t len;
    assert_non_null(f);
    len = fread(text, 1, sizeof text, f);
    fclose(f);
    bt_ok(nexus_record_read(&g, text, len, NULL, NULL));
    return g;
}

/* The 3x3 game of R17 that the repetition rule decides: at its end every
 * point is a repetition for Black. A table that ignored the history would
 * carry results between positions with different legal points. */
static void test_agrees_under_repetition(void **state)
{
    nexus_game *g = read_record(NEXUS_CONFORMANCE_GAMES
                                "/171-3x3-no-placement.nxr");
    (void)state;
    agree_along(g, 5);
    nexus_game_free(g);
}

/* Seeded random games on 3x3 and 4x4 with cheap debts: captures,
 * unblockings, payments and repetitions are frequent. */
static void test_agrees_on_random_games(void **state)
{
    int seed;
    (void)state;
    for (seed = 1; seed <= 6; seed++) {
        int size = seed <= 3 ? 3 : 4;
        nexus_game *g = bt_new(size, 1, 1);
        size_t played = 0;
        bt_ok(nexus_game_playout(g, (uint64_t)seed * 7919u, 40, &played));
        agree_along(g, size == 3 ? 5 : 3);
        nexus_game_free(g);
    }
}

/* The smallest table still proves 3x3 (entries are dropped and searched
 * again); a node limit gives UNKNOWN with the depths refuted. */
static void test_bounds(void **state)
{
    nexus_prove_options o = NEXUS_PROVE_OPTIONS_INIT;
    nexus_game *g = bt_new(3, 2, 4);
    nexus_prove_result r;
    (void)state;
    o.max_plies = 9;
    o.table_bytes = (size_t)64 << 10;
    bt_ok(nexus_prove(&r, g, &o, NULL, NULL));
    assert_int_equal(r.value, NEXUS_PROVE_WIN);
    o.table_bytes = (size_t)4 << 20;
    o.deepen = 1;
    o.max_nodes = 500;
    bt_ok(nexus_prove(&r, g, &o, NULL, NULL));
    assert_int_equal(r.value, NEXUS_PROVE_UNKNOWN);
    assert_true(r.nodes <= 500);
    assert_true(r.plies >= 1 && r.plies < 9);
    nexus_game_free(g);
}

typedef struct text {
    char buf[1 << 16];
    size_t len;
} text;

static nexus_status collect(void *user, const char *s, size_t len)
{
    text *t = user;
    if (t->len + len >= sizeof t->buf)
        return NEXUS_E_NOMEM;
    memcpy(t->buf + t->len, s, len);
    t->len += len;
    t->buf[t->len] = '\0';
    return NEXUS_OK;
}

static nexus_status refuse(void *user, const char *s, size_t len)
{
    (void)user;
    (void)s;
    (void)len;
    return NEXUS_E_PARSE;
}

/* The proof's header, its first turn (a win needs Black's first stone),
 * one line per Black turn; a writer's error stops it. */
static void test_writes_proof(void **state)
{
    static text t;
    nexus_prove_options o = NEXUS_PROVE_OPTIONS_INIT;
    nexus_game *g = bt_new(3, 2, 4);
    nexus_prove_result r;
    const char *p;
    (void)state;
    o.max_plies = 9;
    t.len = 0;
    bt_ok(nexus_prove(&r, g, &o, collect, &t));
    assert_true(strncmp(t.buf, "nexus-proof 1\nsize 3\ncapture-debt 2\n"
                               "unblock-debt 4\nclaim win B 9\nturn B place ",
                        69) == 0);
    for (p = strstr(t.buf, "claim"); (p = strchr(p, '\n')) && p[1]; p++)
        assert_true(strncmp(p + 1, "turn B ", 7) == 0);
    bt_status(nexus_prove(&r, g, &o, refuse, NULL), NEXUS_E_PARSE);
    nexus_game_free(g);
}

static void test_options_and_errors(void **state)
{
    nexus_prove_options o;
    nexus_prove_result r;
    nexus_game *g = bt_new(3, 2, 4);
    nexus_game *over = bt_new(3, 2, 4);
    size_t played = 0;
    nexus_phase ph;
    (void)state;
    bt_ok(nexus_game_playout(over, 5, 1000, &played));
    bt_ok(nexus_game_phase(&ph, over));
    assert_int_equal(ph, NEXUS_PHASE_OVER);
    bt_status(nexus_prove(&r, over, NULL, NULL, NULL), NEXUS_E_GAME_OVER);
    bt_ok(nexus_prove_options_init(&o, NEXUS_PROVE_OPTIONS_VERSION));
    assert_int_equal(o.max_plies, 32);
    assert_int_equal(o.winner, NEXUS_EMPTY);
    assert_int_equal(o.symmetry, 1);
    bt_status(nexus_prove_options_init(&o, 2), NEXUS_E_VERSION);
    bt_status(nexus_prove_options_init(NULL, 1), NEXUS_E_INVALID_ARG);
    bt_status(nexus_prove(NULL, g, NULL, NULL, NULL), NEXUS_E_INVALID_ARG);
    bt_status(nexus_prove(&r, NULL, NULL, NULL, NULL), NEXUS_E_INVALID_ARG);
    o.max_plies = 0;
    bt_status(nexus_prove(&r, g, &o, NULL, NULL), NEXUS_E_INVALID_ARG);
    o.max_plies = 251;
    bt_status(nexus_prove(&r, g, &o, NULL, NULL), NEXUS_E_INVALID_ARG);
    nexus_prove_options_init(&o, 1);
    o.table_bytes = 1000;
    bt_status(nexus_prove(&r, g, &o, NULL, NULL), NEXUS_E_INVALID_ARG);
    nexus_prove_options_init(&o, 1);
    o.winner = (nexus_color)3;
    bt_status(nexus_prove(&r, g, &o, NULL, NULL), NEXUS_E_INVALID_ARG);
    nexus_prove_options_init(&o, 1);
    o.symmetry = 2;
    bt_status(nexus_prove(&r, g, &o, NULL, NULL), NEXUS_E_INVALID_ARG);
    nexus_prove_options_init(&o, 1);
    o.version = 9;
    bt_status(nexus_prove(&r, g, &o, NULL, NULL), NEXUS_E_VERSION);
    nexus_game_free(over);
    nexus_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_3x3_black_wins_in_9),
        cmocka_unit_test(test_symmetry_and_determinism),
        cmocka_unit_test(test_agrees_under_repetition),
        cmocka_unit_test(test_agrees_on_random_games),
        cmocka_unit_test(test_bounds),
        cmocka_unit_test(test_writes_proof),
        cmocka_unit_test(test_options_and_errors),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
