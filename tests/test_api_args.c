/* Every invalid-argument path of every public function of nexus.h except
 * the record functions: NULL pointers, points off the board, bad values,
 * wrong phase. Each returns the documented error, leaves out-parameters
 * untouched and the game exactly unchanged. */
#include "test_util.h"

#include <string.h>

/* Call `expr` on `game`, expecting `status`, and check the game did not
 * change (nexus_game_equal against a clone, hash, turn count, ...). */
#define EXPECT_UNCHANGED(game, expr, status)                                   \
    do {                                                                       \
        tu_snapshot snap_;                                                     \
        tu_snap_take(&snap_, (game));                                          \
        TU_ST((expr), (status));                                               \
        tu_snap_check(&snap_, (game));                                         \
        tu_snap_free(&snap_);                                                  \
    } while (0)

static const char *const CROSS = ".O./O.O/.O."; /* Black must unblock */

/* A 5x5 game in progress, Black to move: Black C2 captured B2 (debt 2),
 * White E5. Board ".X.../X.X../.X.../...../....O", 20 legal points. */
static nexus_game *midgame(void)
{
    nexus_game *g = tu_std_position(".X.../XO.../.X.../...../.....", 0, 0,
                                    TU_B, 0);
    tu_play(g, "C2 E5");
    return g;
}

/* A 5x5 game that is over (Black won at an audit). */
static nexus_game *finished(void)
{
    nexus_game *g = tu_std_position("XXXX./...../...../...../.....", 0, 0,
                                    TU_B, 0);
    tu_play(g, "E1");
    return g;
}

/* ------------------------------------------------------------------ */

static void test_info_and_points(void **state)
{
    int p = -9;
    char buf[4] = "zz";
    (void)state;
    TU_ST(nexus_options_init(NULL, NEXUS_OPTIONS_VERSION), NEXUS_E_INVALID_ARG);
    TU_ST(nexus_point_parse(NULL, 5, "A1"), NEXUS_E_INVALID_ARG);
    TU_ST(nexus_point_parse(&p, 5, NULL), NEXUS_E_INVALID_ARG);
    TU_ST(nexus_point_parse(&p, 2, "A1"), NEXUS_E_INVALID_ARG);
    TU_ST(nexus_point_parse(&p, 10, "A1"), NEXUS_E_INVALID_ARG);
    TU_EQ(p, -9);
    TU_ST(nexus_point_format(NULL, 3, 5, 0), NEXUS_E_INVALID_ARG);
    TU_ST(nexus_point_format(buf, 3, 2, 0), NEXUS_E_INVALID_ARG);
    TU_ST(nexus_point_format(buf, 3, 10, 0), NEXUS_E_INVALID_ARG);
    TU_ST(nexus_point_format(buf, 3, 5, -1), NEXUS_E_OFF_BOARD);
    TU_ST(nexus_point_format(buf, 3, 5, 25), NEXUS_E_OFF_BOARD);
    TU_ST(nexus_point_format(buf, 2, 5, 0), NEXUS_E_BUFFER_TOO_SMALL);
    assert_string_equal(buf, "zz");
}

static void test_lifetime_args(void **state)
{
    nexus_game *g = midgame();
    nexus_game *sentinel = (nexus_game *)&g;
    nexus_game *k = sentinel;
    nexus_position pos;
    int eq = -5;
    (void)state;
    TU_ST(nexus_game_new(NULL, NULL), NEXUS_E_INVALID_ARG);
    memset(&pos, 0, sizeof pos);
    pos.to_move = NEXUS_BLACK;
    TU_ST(nexus_game_new_from_position(NULL, NULL, &pos), NEXUS_E_INVALID_ARG);
    TU_ST(nexus_game_new_from_position(&k, NULL, NULL), NEXUS_E_INVALID_ARG);
    assert_ptr_equal(k, sentinel);
    nexus_game_free(NULL);
    /* clone */
    EXPECT_UNCHANGED(g, nexus_game_clone(NULL, g), NEXUS_E_INVALID_ARG);
    TU_ST(nexus_game_clone(&k, NULL), NEXUS_E_INVALID_ARG);
    assert_ptr_equal(k, sentinel);
    /* copy */
    EXPECT_UNCHANGED(g, nexus_game_copy(NULL, g), NEXUS_E_INVALID_ARG);
    EXPECT_UNCHANGED(g, nexus_game_copy(g, NULL), NEXUS_E_INVALID_ARG);
    /* equal */
    EXPECT_UNCHANGED(g, nexus_game_equal(NULL, g, g), NEXUS_E_INVALID_ARG);
    EXPECT_UNCHANGED(g, nexus_game_equal(&eq, NULL, g), NEXUS_E_INVALID_ARG);
    EXPECT_UNCHANGED(g, nexus_game_equal(&eq, g, NULL), NEXUS_E_INVALID_ARG);
    TU_EQ(eq, -5);
    TU_OK(nexus_game_equal(&eq, g, g));
    TU_EQ(eq, 1);
    nexus_game_free(g);
}

static void test_options_phase_stone_args(void **state)
{
    nexus_game *g = midgame();
    nexus_options o;
    nexus_options o_before;
    nexus_color c = (nexus_color)77;
    nexus_phase ph = (nexus_phase)77;
    (void)state;

    memset(&o, 0x3c, sizeof o);
    memcpy(&o_before, &o, sizeof o);
    EXPECT_UNCHANGED(g, nexus_game_options(NULL, g), NEXUS_E_INVALID_ARG);
    TU_ST(nexus_game_options(&o, NULL), NEXUS_E_INVALID_ARG);
    assert_memory_equal(&o, &o_before, sizeof o);

    EXPECT_UNCHANGED(g, nexus_game_to_move(NULL, g), NEXUS_E_INVALID_ARG);
    TU_ST(nexus_game_to_move(&c, NULL), NEXUS_E_INVALID_ARG);
    EXPECT_UNCHANGED(g, nexus_game_phase(NULL, g), NEXUS_E_INVALID_ARG);
    TU_ST(nexus_game_phase(&ph, NULL), NEXUS_E_INVALID_ARG);
    TU_EQ(ph, 77);

    EXPECT_UNCHANGED(g, nexus_game_stone(NULL, g, 0), NEXUS_E_INVALID_ARG);
    TU_ST(nexus_game_stone(&c, NULL, 0), NEXUS_E_INVALID_ARG);
    EXPECT_UNCHANGED(g, nexus_game_stone(&c, g, -1), NEXUS_E_OFF_BOARD);
    EXPECT_UNCHANGED(g, nexus_game_stone(&c, g, 25), NEXUS_E_OFF_BOARD);
    EXPECT_UNCHANGED(g, nexus_game_stone(&c, g, 81), NEXUS_E_OFF_BOARD);
    TU_EQ(c, 77);
    nexus_game_free(g);
}

static void test_debts_counts_result_args(void **state)
{
    nexus_game *g = midgame();
    int64_t b = -77;
    int64_t w = -77;
    int q = -77;
    size_t turns = 77;
    nexus_outcome out = (nexus_outcome)77;
    nexus_reason why = (nexus_reason)77;
    (void)state;

    TU_ST(nexus_game_debts(&b, &w, NULL), NEXUS_E_INVALID_ARG);
    TU_EQ(b, -77);
    TU_EQ(w, -77);
    /* Either out-parameter may be NULL. */
    TU_OK(nexus_game_debts(NULL, &w, g));
    TU_EQ(w, 0);
    TU_OK(nexus_game_debts(&b, NULL, g));
    TU_EQ(b, 2);
    TU_OK(nexus_game_debts(NULL, NULL, g));

    EXPECT_UNCHANGED(g, nexus_game_quiet(NULL, g), NEXUS_E_INVALID_ARG);
    TU_ST(nexus_game_quiet(&q, NULL), NEXUS_E_INVALID_ARG);
    TU_EQ(q, -77);
    EXPECT_UNCHANGED(g, nexus_game_turn_count(NULL, g), NEXUS_E_INVALID_ARG);
    TU_ST(nexus_game_turn_count(&turns, NULL), NEXUS_E_INVALID_ARG);
    TU_EQ(turns, 77);

    TU_ST(nexus_game_result(&out, &why, NULL), NEXUS_E_INVALID_ARG);
    TU_EQ(out, 77);
    TU_EQ(why, 77);
    /* Either out-parameter may be NULL (nexus.h). */
    EXPECT_UNCHANGED(g, nexus_game_result(NULL, NULL, g), NEXUS_OK);
    EXPECT_UNCHANGED(g, nexus_game_result(&out, NULL, g), NEXUS_OK);
    TU_EQ(out, NEXUS_OUTCOME_NONE);
    EXPECT_UNCHANGED(g, nexus_game_result(NULL, &why, g), NEXUS_OK);
    TU_EQ(why, NEXUS_REASON_NONE);
    nexus_game_free(g);
}

static void test_line_position_hash_args(void **state)
{
    nexus_game *g = midgame();
    int owns = -77;
    nexus_position pos;
    nexus_position pos_before;
    uint64_t h = 77;
    int pending = -77;
    (void)state;

    EXPECT_UNCHANGED(g, nexus_game_owns_line(NULL, g, NEXUS_BLACK),
                     NEXUS_E_INVALID_ARG);
    TU_ST(nexus_game_owns_line(&owns, NULL, NEXUS_BLACK), NEXUS_E_INVALID_ARG);
    EXPECT_UNCHANGED(g, nexus_game_owns_line(&owns, g, NEXUS_EMPTY),
                     NEXUS_E_INVALID_ARG);
    EXPECT_UNCHANGED(g, nexus_game_owns_line(&owns, g, (nexus_color)3),
                     NEXUS_E_INVALID_ARG);
    EXPECT_UNCHANGED(g, nexus_game_owns_line(&owns, g, (nexus_color)-1),
                     NEXUS_E_INVALID_ARG);
    TU_EQ(owns, -77);

    memset(&pos, 0x3c, sizeof pos);
    memcpy(&pos_before, &pos, sizeof pos);
    EXPECT_UNCHANGED(g, nexus_game_position(NULL, g), NEXUS_E_INVALID_ARG);
    TU_ST(nexus_game_position(&pos, NULL), NEXUS_E_INVALID_ARG);
    assert_memory_equal(&pos, &pos_before, sizeof pos);

    EXPECT_UNCHANGED(g, nexus_game_hash(NULL, g), NEXUS_E_INVALID_ARG);
    TU_ST(nexus_game_hash(&h, NULL), NEXUS_E_INVALID_ARG);
    assert_true(h == 77);

    EXPECT_UNCHANGED(g, nexus_game_draw_pending(NULL, g), NEXUS_E_INVALID_ARG);
    TU_ST(nexus_game_draw_pending(&pending, NULL), NEXUS_E_INVALID_ARG);
    TU_EQ(pending, -77);

    TU_ST(nexus_game_check_consistency(NULL), NEXUS_E_INVALID_ARG);
    nexus_game_free(g);
}

static void test_format_board_args(void **state)
{
    nexus_game *g = midgame();
    char buf[64];
    size_t count = 0;
    (void)state;
    memset(buf, 'z', sizeof buf);
    EXPECT_UNCHANGED(g, nexus_game_format_board(buf, sizeof buf, NULL, g),
                     NEXUS_E_INVALID_ARG);
    TU_ST(nexus_game_format_board(buf, sizeof buf, &count, NULL),
          NEXUS_E_INVALID_ARG);
    EXPECT_UNCHANGED(g, nexus_game_format_board(NULL, 30, &count, g),
                     NEXUS_E_INVALID_ARG);
    TU_EQ(buf[0], 'z');
    /* Size query and a buffer one byte short. */
    EXPECT_UNCHANGED(g, nexus_game_format_board(NULL, 0, &count, g),
                     NEXUS_E_BUFFER_TOO_SMALL);
    TU_EQ(count, 30);
    count = 0;
    EXPECT_UNCHANGED(g, nexus_game_format_board(buf, 29, &count, g),
                     NEXUS_E_BUFFER_TOO_SMALL);
    TU_EQ(count, 30);
    TU_EQ(buf[0], 'z');
    TU_OK(nexus_game_format_board(buf, 30, &count, g));
    assert_string_equal(buf, ".X.../X.X../.X.../...../....O");
    nexus_game_free(g);
}

static void test_legal_points_args(void **state)
{
    nexus_game *g = midgame();
    int pts[NEXUS_MAX_POINTS];
    size_t count = 0;
    (void)state;
    pts[0] = -55;
    EXPECT_UNCHANGED(g, nexus_game_legal_points(pts, NEXUS_MAX_POINTS, NULL, g),
                     NEXUS_E_INVALID_ARG);
    TU_ST(nexus_game_legal_points(pts, NEXUS_MAX_POINTS, &count, NULL),
          NEXUS_E_INVALID_ARG);
    EXPECT_UNCHANGED(g, nexus_game_legal_points(NULL, 5, &count, g),
                     NEXUS_E_INVALID_ARG);
    /* 20 empty points, all legal. */
    EXPECT_UNCHANGED(g, nexus_game_legal_points(pts, 19, &count, g),
                     NEXUS_E_BUFFER_TOO_SMALL);
    TU_EQ(count, 20);
    TU_EQ(pts[0], -55);
    TU_OK(nexus_game_legal_points(pts, 20, &count, g));
    TU_EQ(count, 20);
    TU_EQ(pts[0], 0);
    nexus_game_free(g);
}

static void test_point_status_args(void **state)
{
    nexus_game *g = midgame();
    nexus_point_status s = (nexus_point_status)77;
    (void)state;
    EXPECT_UNCHANGED(g, nexus_game_point_status(NULL, g, 0),
                     NEXUS_E_INVALID_ARG);
    TU_ST(nexus_game_point_status(&s, NULL, 0), NEXUS_E_INVALID_ARG);
    EXPECT_UNCHANGED(g, nexus_game_point_status(&s, g, -1), NEXUS_E_OFF_BOARD);
    EXPECT_UNCHANGED(g, nexus_game_point_status(&s, g, 25), NEXUS_E_OFF_BOARD);
    TU_EQ(s, 77);
    nexus_game_free(g);
}

static void test_unblock_size_and_sets_args(void **state)
{
    nexus_game *g = tu_std_position(CROSS, 0, 0, TU_B, 0);
    nexus_game *m = midgame();
    nexus_game *f = finished();
    int k = -77;
    int pts[NEXUS_MAX_POINTS];
    size_t count = 0;
    (void)state;
    EXPECT_UNCHANGED(g, nexus_game_unblock_size(NULL, g), NEXUS_E_INVALID_ARG);
    TU_ST(nexus_game_unblock_size(&k, NULL), NEXUS_E_INVALID_ARG);
    TU_EQ(k, -77);
    TU_OK(nexus_game_unblock_size(&k, f));
    TU_EQ(k, 0);

    pts[0] = -55;
    EXPECT_UNCHANGED(g, nexus_game_unblock_sets(pts, 8, NULL, g),
                     NEXUS_E_INVALID_ARG);
    TU_ST(nexus_game_unblock_sets(pts, 8, &count, NULL), NEXUS_E_INVALID_ARG);
    EXPECT_UNCHANGED(g, nexus_game_unblock_sets(NULL, 8, &count, g),
                     NEXUS_E_INVALID_ARG);
    EXPECT_UNCHANGED(g, nexus_game_unblock_sets(pts, 3, &count, g),
                     NEXUS_E_BUFFER_TOO_SMALL);
    TU_EQ(count, 4);
    TU_EQ(pts[0], -55);
    TU_OK(nexus_game_unblock_sets(NULL, 0, &count, m));
    TU_EQ(count, 0);
    nexus_game_free(g);
    nexus_game_free(m);
    nexus_game_free(f);
}

/* NULL pointers and a negative count to nexus_game_legal_after_unblock, on
 * a game where Black must unblock. */
static void test_legal_after_unblock_null_args(void **state)
{
    nexus_game *g = tu_std_position(CROSS, 0, 0, TU_B, 0);
    int pts[NEXUS_MAX_POINTS];
    int set[1];
    size_t count = 0;
    (void)state;
    pts[0] = -55;
    set[0] = tu_pt(3, "B1");
    EXPECT_UNCHANGED(g,
                     nexus_game_legal_after_unblock(pts, NEXUS_MAX_POINTS,
                                                    NULL, g, set, 1),
                     NEXUS_E_INVALID_ARG);
    TU_ST(nexus_game_legal_after_unblock(pts, NEXUS_MAX_POINTS, &count, NULL,
                                         set, 1),
          NEXUS_E_INVALID_ARG);
    EXPECT_UNCHANGED(g,
                     nexus_game_legal_after_unblock(NULL, 4, &count, g, set,
                                                    1),
                     NEXUS_E_INVALID_ARG);
    EXPECT_UNCHANGED(g,
                     nexus_game_legal_after_unblock(pts, NEXUS_MAX_POINTS,
                                                    &count, g, NULL, 1),
                     NEXUS_E_INVALID_ARG);
    EXPECT_UNCHANGED(g,
                     nexus_game_legal_after_unblock(pts, NEXUS_MAX_POINTS,
                                                    &count, g, set, -1),
                     NEXUS_E_INVALID_ARG);
    TU_EQ(pts[0], -55);
    nexus_game_free(g);
}

/* Sets of nexus_game_legal_after_unblock that are too long, empty, off the
 * board, or whose answer does not fit, on a game where Black must unblock. */
static void test_legal_after_unblock_bad_sets(void **state)
{
    nexus_game *g = tu_std_position(CROSS, 0, 0, TU_B, 0);
    int pts[NEXUS_MAX_POINTS];
    int set[NEXUS_MAX_POINTS + 1];
    size_t count = 0;
    int i;
    (void)state;
    pts[0] = -55;
    for (i = 0; i < NEXUS_MAX_POINTS + 1; i++) {
        set[i] = i % 9;
    }
    EXPECT_UNCHANGED(g,
                     nexus_game_legal_after_unblock(pts, NEXUS_MAX_POINTS,
                                                    &count, g, set,
                                                    NEXUS_MAX_POINTS + 1),
                     NEXUS_E_INVALID_ARG);
    EXPECT_UNCHANGED(g,
                     nexus_game_legal_after_unblock(pts, NEXUS_MAX_POINTS,
                                                    &count, g, set, 0),
                     NEXUS_E_MUST_UNBLOCK);
    set[0] = 9;
    EXPECT_UNCHANGED(g,
                     nexus_game_legal_after_unblock(pts, NEXUS_MAX_POINTS,
                                                    &count, g, set, 1),
                     NEXUS_E_OFF_BOARD);
    set[0] = tu_pt(3, "B1");
    EXPECT_UNCHANGED(g,
                     nexus_game_legal_after_unblock(pts, 3, &count, g, set, 1),
                     NEXUS_E_BUFFER_TOO_SMALL);
    TU_EQ(count, 4);
    TU_EQ(pts[0], -55);
    nexus_game_free(g);
}

/* nexus_game_legal_after_unblock when no unblocking is due. */
static void test_legal_after_unblock_phase(void **state)
{
    nexus_game *m = midgame();
    nexus_game *f = finished();
    int pts[NEXUS_MAX_POINTS];
    int set[1];
    size_t count = 0;
    (void)state;
    set[0] = tu_pt(5, "E5");
    EXPECT_UNCHANGED(m,
                     nexus_game_legal_after_unblock(pts, NEXUS_MAX_POINTS,
                                                    &count, m, set, 1),
                     NEXUS_E_UNBLOCK_NOT_DUE);
    set[0] = tu_pt(5, "A1");
    EXPECT_UNCHANGED(f,
                     nexus_game_legal_after_unblock(pts, NEXUS_MAX_POINTS,
                                                    &count, f, set, 1),
                     NEXUS_E_GAME_OVER);
    nexus_game_free(m);
    nexus_game_free(f);
}

static void test_preview_args(void **state)
{
    nexus_game *g = midgame();
    nexus_game *u = tu_std_position(CROSS, 0, 0, TU_B, 0);
    nexus_game *f = finished();
    nexus_game *ko = tu_std_position(".XO../XO.O./.XO../...../.....", 0, 0,
                                     TU_B, 0);
    nexus_preview pv;
    nexus_preview before;
    int set[NEXUS_MAX_POINTS + 1];
    (void)state;
    memset(&pv, 0x6d, sizeof pv);
    memcpy(&before, &pv, sizeof pv);
    set[0] = 0;
    EXPECT_UNCHANGED(g, nexus_game_preview(NULL, g, NULL, 0, 0),
                     NEXUS_E_INVALID_ARG);
    TU_ST(nexus_game_preview(&pv, NULL, NULL, 0, 0), NEXUS_E_INVALID_ARG);
    EXPECT_UNCHANGED(u, nexus_game_preview(&pv, u, NULL, 1, 0),
                     NEXUS_E_INVALID_ARG);
    EXPECT_UNCHANGED(u, nexus_game_preview(&pv, u, set, -1, 0),
                     NEXUS_E_INVALID_ARG);
    EXPECT_UNCHANGED(u,
                     nexus_game_preview(&pv, u, set, NEXUS_MAX_POINTS + 1, 0),
                     NEXUS_E_INVALID_ARG);
    EXPECT_UNCHANGED(g, nexus_game_preview(&pv, g, NULL, 0, -1),
                     NEXUS_E_OFF_BOARD);
    EXPECT_UNCHANGED(g, nexus_game_preview(&pv, g, NULL, 0, 25),
                     NEXUS_E_OFF_BOARD);
    /* The errors play would give. */
    EXPECT_UNCHANGED(g, nexus_game_preview(&pv, g, NULL, 0, tu_pt(5, "B1")),
                     NEXUS_E_OCCUPIED);
    set[0] = tu_pt(5, "E5");
    EXPECT_UNCHANGED(g, nexus_game_preview(&pv, g, set, 1, tu_pt(5, "A1")),
                     NEXUS_E_UNBLOCK_NOT_DUE);
    EXPECT_UNCHANGED(u, nexus_game_preview(&pv, u, NULL, 0, tu_pt(3, "A1")),
                     NEXUS_E_MUST_UNBLOCK);
    set[0] = tu_pt(3, "B2");
    EXPECT_UNCHANGED(u, nexus_game_preview(&pv, u, set, 1, tu_pt(3, "A1")),
                     NEXUS_E_NOT_OFFERED);
    set[0] = 9;
    EXPECT_UNCHANGED(u, nexus_game_preview(&pv, u, set, 1, tu_pt(3, "A1")),
                     NEXUS_E_OFF_BOARD);
    set[0] = tu_pt(3, "B1");
    EXPECT_UNCHANGED(u, nexus_game_preview(&pv, u, set, 1, tu_pt(3, "C3")),
                     NEXUS_E_SUICIDE);
    EXPECT_UNCHANGED(f, nexus_game_preview(&pv, f, NULL, 0, tu_pt(5, "A2")),
                     NEXUS_E_GAME_OVER);
    tu_play(ko, "C2");
    EXPECT_UNCHANGED(ko, nexus_game_preview(&pv, ko, NULL, 0, tu_pt(5, "B2")),
                     NEXUS_E_REPETITION);
    TU_OK(nexus_game_offer_draw(g));
    EXPECT_UNCHANGED(g, nexus_game_preview(&pv, g, NULL, 0, tu_pt(5, "A1")),
                     NEXUS_E_DRAW_PENDING);
    assert_memory_equal(&pv, &before, sizeof pv);
    nexus_game_free(g);
    nexus_game_free(u);
    nexus_game_free(f);
    nexus_game_free(ko);
}

static void test_play_args(void **state)
{
    nexus_game *g = midgame();
    nexus_game *u = tu_std_position(CROSS, 0, 0, TU_B, 0);
    nexus_game *f = finished();
    nexus_turn t;
    (void)state;
    TU_ST(nexus_game_play(NULL, &t), NEXUS_E_INVALID_ARG);
    EXPECT_UNCHANGED(g, nexus_game_play(g, NULL), NEXUS_E_INVALID_ARG);
    TU_ST(nexus_game_place(NULL, 0), NEXUS_E_INVALID_ARG);
    /* Counts out of range. */
    tu_make_turn(&t, 5, NULL, "A1", NULL);
    t.n_unblock = -1;
    EXPECT_UNCHANGED(g, nexus_game_play(g, &t), NEXUS_E_INVALID_ARG);
    t.n_unblock = NEXUS_MAX_POINTS + 1;
    EXPECT_UNCHANGED(g, nexus_game_play(g, &t), NEXUS_E_INVALID_ARG);
    tu_make_turn(&t, 5, NULL, "A1", NULL);
    t.n_pay = -1;
    EXPECT_UNCHANGED(g, nexus_game_play(g, &t), NEXUS_E_INVALID_ARG);
    t.n_pay = NEXUS_MAX_POINTS + 1;
    EXPECT_UNCHANGED(g, nexus_game_play(g, &t), NEXUS_E_INVALID_ARG);
    /* Points off the board. */
    tu_make_turn(&t, 5, NULL, "A1", NULL);
    t.point = -1;
    EXPECT_UNCHANGED(g, nexus_game_play(g, &t), NEXUS_E_OFF_BOARD);
    t.point = 25;
    EXPECT_UNCHANGED(g, nexus_game_play(g, &t), NEXUS_E_OFF_BOARD);
    EXPECT_UNCHANGED(g, nexus_game_place(g, -1), NEXUS_E_OFF_BOARD);
    EXPECT_UNCHANGED(g, nexus_game_place(g, 25), NEXUS_E_OFF_BOARD);
    EXPECT_UNCHANGED(g, nexus_game_place(g, 1000), NEXUS_E_OFF_BOARD);
    tu_make_turn(&t, 3, "B1", "B1", NULL);
    t.unblock[0] = 9;
    EXPECT_UNCHANGED(u, nexus_game_play(u, &t), NEXUS_E_OFF_BOARD);
    t.unblock[0] = -1;
    EXPECT_UNCHANGED(u, nexus_game_play(u, &t), NEXUS_E_OFF_BOARD);
    tu_make_turn(&t, 3, "B1", "B1", NULL);
    t.point = 9;
    EXPECT_UNCHANGED(u, nexus_game_play(u, &t), NEXUS_E_OFF_BOARD);
    /* Wrong phase. */
    EXPECT_UNCHANGED(u, nexus_game_place(u, tu_pt(3, "A1")),
                     NEXUS_E_MUST_UNBLOCK);
    tu_make_turn(&t, 5, "E5", "A1", NULL);
    EXPECT_UNCHANGED(g, nexus_game_play(g, &t), NEXUS_E_UNBLOCK_NOT_DUE);
    tu_make_turn(&t, 5, NULL, "A2", NULL);
    EXPECT_UNCHANGED(f, nexus_game_play(f, &t), NEXUS_E_GAME_OVER);
    EXPECT_UNCHANGED(f, nexus_game_place(f, tu_pt(5, "A2")), NEXUS_E_GAME_OVER);
    EXPECT_UNCHANGED(f, nexus_game_place(f, tu_pt(5, "A1")), NEXUS_E_GAME_OVER);
    TU_OK(nexus_game_offer_draw(g));
    EXPECT_UNCHANGED(g, nexus_game_place(g, tu_pt(5, "A1")),
                     NEXUS_E_DRAW_PENDING);
    nexus_game_free(g);
    nexus_game_free(u);
    nexus_game_free(f);
}

static void test_history_args(void **state)
{
    nexus_game *g = midgame();
    nexus_turn t;
    nexus_turn t_before;
    nexus_position pos;
    nexus_position pos_before;
    int n = -77;
    int custom = -77;
    (void)state;
    TU_ST(nexus_game_undo(NULL), NEXUS_E_INVALID_ARG);

    memset(&t, 0x2b, sizeof t);
    memcpy(&t_before, &t, sizeof t);
    EXPECT_UNCHANGED(g, nexus_game_turn_at(NULL, g, 0), NEXUS_E_INVALID_ARG);
    TU_ST(nexus_game_turn_at(&t, NULL, 0), NEXUS_E_INVALID_ARG);
    EXPECT_UNCHANGED(g, nexus_game_turn_at(&t, g, 2), NEXUS_E_INVALID_ARG);
    EXPECT_UNCHANGED(g, nexus_game_turn_at(&t, g, (size_t)-1),
                     NEXUS_E_INVALID_ARG);
    assert_memory_equal(&t, &t_before, sizeof t);
    TU_OK(nexus_game_turn_at(&t, g, 1));
    TU_EQ(t.point, tu_pt(5, "E5"));

    EXPECT_UNCHANGED(g, nexus_game_declined_offers(NULL, g, 0),
                     NEXUS_E_INVALID_ARG);
    TU_ST(nexus_game_declined_offers(&n, NULL, 0), NEXUS_E_INVALID_ARG);
    EXPECT_UNCHANGED(g, nexus_game_declined_offers(&n, g, 3),
                     NEXUS_E_INVALID_ARG);
    TU_EQ(n, -77);
    TU_OK(nexus_game_declined_offers(&n, g, 2));
    TU_EQ(n, 0);

    memset(&pos, 0x2b, sizeof pos);
    memcpy(&pos_before, &pos, sizeof pos);
    EXPECT_UNCHANGED(g, nexus_game_start_position(NULL, &custom, g),
                     NEXUS_E_INVALID_ARG);
    TU_ST(nexus_game_start_position(&pos, &custom, NULL), NEXUS_E_INVALID_ARG);
    assert_memory_equal(&pos, &pos_before, sizeof pos);
    TU_EQ(custom, -77);
    TU_OK(nexus_game_start_position(&pos, NULL, g));
    nexus_game_free(g);
}

static void test_draw_and_label_args(void **state)
{
    nexus_game *g = midgame();
    nexus_game *f = finished();
    const char *label = "untouched";
    (void)state;
    TU_ST(nexus_game_offer_draw(NULL), NEXUS_E_INVALID_ARG);
    TU_ST(nexus_game_answer_draw(NULL, 1), NEXUS_E_INVALID_ARG);
    EXPECT_UNCHANGED(g, nexus_game_answer_draw(g, 1), NEXUS_E_NO_DRAW_OFFER);
    EXPECT_UNCHANGED(g, nexus_game_answer_draw(g, 0), NEXUS_E_NO_DRAW_OFFER);
    EXPECT_UNCHANGED(f, nexus_game_offer_draw(f), NEXUS_E_GAME_OVER);
    TU_OK(nexus_game_offer_draw(g));
    EXPECT_UNCHANGED(g, nexus_game_offer_draw(g), NEXUS_E_DRAW_PENDING);

    TU_ST(nexus_game_set_label(NULL, NEXUS_BLACK, "x"), NEXUS_E_INVALID_ARG);
    EXPECT_UNCHANGED(g, nexus_game_set_label(g, NEXUS_EMPTY, "x"),
                     NEXUS_E_INVALID_ARG);
    EXPECT_UNCHANGED(g, nexus_game_set_label(g, (nexus_color)3, "x"),
                     NEXUS_E_INVALID_ARG);
    EXPECT_UNCHANGED(g, nexus_game_set_label(g, NEXUS_BLACK, "a b"),
                     NEXUS_E_INVALID_ARG);
    EXPECT_UNCHANGED(g, nexus_game_label(NULL, g, NEXUS_BLACK),
                     NEXUS_E_INVALID_ARG);
    TU_ST(nexus_game_label(&label, NULL, NEXUS_BLACK), NEXUS_E_INVALID_ARG);
    EXPECT_UNCHANGED(g, nexus_game_label(&label, g, NEXUS_EMPTY),
                     NEXUS_E_INVALID_ARG);
    EXPECT_UNCHANGED(g, nexus_game_label(&label, g, (nexus_color)3),
                     NEXUS_E_INVALID_ARG);
    assert_string_equal(label, "untouched");
    nexus_game_free(g);
    nexus_game_free(f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_info_and_points),
        cmocka_unit_test(test_lifetime_args),
        cmocka_unit_test(test_options_phase_stone_args),
        cmocka_unit_test(test_debts_counts_result_args),
        cmocka_unit_test(test_line_position_hash_args),
        cmocka_unit_test(test_format_board_args),
        cmocka_unit_test(test_legal_points_args),
        cmocka_unit_test(test_point_status_args),
        cmocka_unit_test(test_unblock_size_and_sets_args),
        cmocka_unit_test(test_legal_after_unblock_null_args),
        cmocka_unit_test(test_legal_after_unblock_bad_sets),
        cmocka_unit_test(test_legal_after_unblock_phase),
        cmocka_unit_test(test_preview_args),
        cmocka_unit_test(test_play_args),
        cmocka_unit_test(test_history_args),
        cmocka_unit_test(test_draw_and_label_args),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
