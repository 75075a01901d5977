/* Board mechanics: groups, liberties, captures, suicide, point status,
 * lines (R4, R6, R7). Expectations are worked out by hand from the rules. */
#include "test_util.h"

#include <stdio.h>
#include <string.h>

/* Write a board string for an n x n board with Black on `blacks` and White
 * on `whites` (lists of point indices, terminated by -1). */
static void make_board(char *buf, int n, const int *blacks, const int *whites)
{
    int r;
    int c;
    int i = 0;
    for (r = 0; r < n; r++) {
        for (c = 0; c < n; c++) {
            buf[i++] = '.';
        }
        if (r < n - 1) {
            buf[i++] = '/';
        }
    }
    buf[i] = '\0';
    for (; blacks && *blacks >= 0; blacks++) {
        buf[*blacks / n * (n + 1) + *blacks % n] = 'X';
    }
    for (; whites && *whites >= 0; whites++) {
        buf[*whites / n * (n + 1) + *whites % n] = 'O';
    }
}

static void expect_preview(nexus_game *g, const char *point,
                           const char *captured, nexus_audit_kind audit,
                           int64_t mover_debt, int64_t opp_debt)
{
    nexus_preview pv;
    int size = tu_size(g);
    int want[NEXUS_MAX_POINTS];
    int n = tu_points(size, captured, want);
    int i;
    tu_snapshot snap;
    tu_snap_take(&snap, g);
    TU_OK(nexus_game_preview(&pv, g, NULL, 0, tu_pt(size, point)));
    tu_snap_check(&snap, g);
    tu_snap_free(&snap);
    TU_EQ(pv.n_captured, n);
    for (i = 0; i < n; i++) {
        TU_EQ(pv.captured[i], want[i]);
    }
    TU_EQ(pv.audit, audit);
    TU_EQ(pv.mover_debt, mover_debt);
    TU_EQ(pv.opponent_debt, opp_debt);
}

/* ------------------------------------------------------------------ */
/* Captures */

static void test_single_capture(void **state)
{
    /* White B2 has one liberty, C2. */
    nexus_game *g = tu_std_position(".X.../XO.../.X.../...../.....", 0, 0,
                                    TU_B, 3);
    (void)state;
    expect_preview(g, "C2", "B2", NEXUS_AUDIT_NONE, 2, 0);
    tu_play(g, "C2");
    tu_assert_board(g, ".X.../X.X../.X.../...../.....");
    tu_assert_debts(g, 2, 0);
    tu_assert_quiet(g, 0);
    tu_assert_to_move(g, TU_W);
    nexus_game_free(g);
}

static void test_single_capture_from_moves(void **state)
{
    nexus_game *g = tu_new(5, 2, 4);
    (void)state;
    tu_play(g, "B1 B2 A2 E5 B3 E4");
    tu_assert_quiet(g, 6);
    tu_assert_debts(g, 0, 0);
    tu_play(g, "C2");
    tu_assert_board(g, ".X.../X.X../.X.../....O/....O");
    tu_assert_debts(g, 2, 0);
    tu_assert_quiet(g, 0);
    /* White captures back nothing; White's own capture charges White. */
    nexus_game_free(g);
}

static void test_two_liberties_survive_one(void **state)
{
    /* White B2 has liberties C2 and B3: filling one captures nothing. */
    nexus_game *g = tu_std_position(".X.../XO.../...../...../.....", 0, 0,
                                    TU_B, 0);
    (void)state;
    expect_preview(g, "C2", NULL, NEXUS_AUDIT_NONE, 0, 0);
    tu_play(g, "C2");
    tu_assert_board(g, ".X.../XOX../...../...../.....");
    tu_assert_debts(g, 0, 0);
    tu_assert_quiet(g, 1);
    tu_play(g, "E5");
    expect_preview(g, "B3", "B2", NEXUS_AUDIT_NONE, 2, 0);
    tu_play(g, "B3");
    tu_assert_board(g, ".X.../X.X../.X.../...../....O");
    tu_assert_debts(g, 2, 0);
    tu_assert_quiet(g, 0);
    nexus_game_free(g);
}

static void test_multi_stone_capture(void **state)
{
    /* White B2-C2 has one liberty, D2. */
    nexus_game *g = tu_std_position(".XX../XOO../.XX../...../.....", 0, 0,
                                    TU_B, 0);
    (void)state;
    expect_preview(g, "D2", "B2 C2", NEXUS_AUDIT_NONE, 4, 0);
    tu_play(g, "D2");
    tu_assert_board(g, ".XX../X..X./.XX../...../.....");
    tu_assert_debts(g, 4, 0);
    nexus_game_free(g);
}

static void test_bent_group_capture(void **state)
{
    /* White B2-C2-C3 (bent) has one liberty, D3. */
    nexus_game *g = tu_std_position(".XX../XOOX./.XO../..X../.....", 1, 3,
                                    TU_B, 9);
    (void)state;
    expect_preview(g, "D3", "B2 C2 C3", NEXUS_AUDIT_NONE, 7, 3);
    tu_play(g, "D3");
    tu_assert_board(g, ".XX../X..X./.X.X./..X../.....");
    tu_assert_debts(g, 7, 3);
    tu_assert_quiet(g, 0);
    nexus_game_free(g);
}

static void test_four_groups_at_once(void **state)
{
    /* Four single white stones around C3, each with C3 as only liberty. */
    nexus_game *g = tu_std_position("..X../.XOX./XO.OX/.XOX./..X..", 0, 0,
                                    TU_B, 0);
    (void)state;
    expect_preview(g, "C3", "C2 B3 D3 C4", NEXUS_AUDIT_NONE, 8, 0);
    tu_play(g, "C3");
    tu_assert_board(g, "..X../.X.X./X.X.X/.X.X./..X..");
    tu_assert_debts(g, 8, 0);
    nexus_game_free(g);
}

static void test_two_groups_at_once(void **state)
{
    /* B2 and D2 each have C2 as their only liberty. */
    nexus_game *g = tu_std_position(".X.X./XO.OX/.X.X./...../.....", 0, 0,
                                    TU_B, 0);
    (void)state;
    tu_play(g, "C2");
    tu_assert_board(g, ".X.X./X.X.X/.X.X./...../.....");
    tu_assert_debts(g, 4, 0);
    nexus_game_free(g);
}

static void test_only_groups_without_liberty_are_captured(void **state)
{
    /* C2 takes B2's last liberty but D2 keeps D1, E2, D3. */
    nexus_game *g = tu_std_position(".X.../XO.O./.X.../...../.....", 0, 0,
                                    TU_B, 0);
    (void)state;
    expect_preview(g, "C2", "B2", NEXUS_AUDIT_NONE, 2, 0);
    tu_play(g, "C2");
    tu_assert_board(g, ".X.../X.XO./.X.../...../.....");
    tu_assert_debts(g, 2, 0);
    nexus_game_free(g);
}

static void test_white_capture_charges_white(void **state)
{
    /* Colours swapped: White captures Black B2 and pays p1 = 3 per stone. */
    nexus_game *g = tu_position(".O.../OX.../.O.../...../.....", 3, 5, 1, 1,
                                TU_W, 4);
    (void)state;
    expect_preview(g, "C2", "B2", NEXUS_AUDIT_NONE, 4, 1);
    tu_play(g, "C2");
    tu_assert_board(g, ".O.../O.O../.O.../...../.....");
    tu_assert_debts(g, 1, 4);
    tu_assert_quiet(g, 0);
    tu_assert_to_move(g, TU_B);
    nexus_game_free(g);
}

static void test_capture_debt_zero(void **state)
{
    /* p1 = 0: a capture costs nothing but still resets the quiet count. */
    nexus_game *g = tu_position(".X.../XO.../.X.../...../.....", 0, 4, 0, 0,
                                TU_B, 7);
    (void)state;
    tu_play(g, "C2");
    tu_assert_debts(g, 0, 0);
    tu_assert_quiet(g, 0);
    nexus_game_free(g);
}

static void test_big_capture_on_9x9(void **state)
{
    /* White A9-H9 (the top bits of a 9x9 board) has one liberty, I9. */
    char board[100];
    int blacks[10];
    int whites[10];
    int i;
    nexus_game *g;
    (void)state;
    for (i = 0; i < 8; i++) {
        blacks[i] = 63 + i; /* A8..H8 */
        whites[i] = 72 + i; /* A9..H9 */
    }
    blacks[8] = -1;
    whites[8] = -1;
    make_board(board, 9, blacks, whites);
    g = tu_std_position(board, 0, 0, TU_B, 0);
    expect_preview(g, "I9", "A9 B9 C9 D9 E9 F9 G9 H9", NEXUS_AUDIT_NONE, 16, 0);
    tu_play(g, "I9");
    blacks[8] = 80;
    blacks[9] = -1;
    whites[0] = -1;
    make_board(board, 9, blacks, whites);
    tu_assert_board(g, board);
    tu_assert_debts(g, 16, 0);
    /* Neither side owns a line: row 8 lacks I8, row 9 only has I9. */
    tu_assert_result(g, NEXUS_OUTCOME_NONE, NEXUS_REASON_NONE);
    nexus_game_free(g);
}

static void test_corner_capture_9x9(void **state)
{
    /* White I9 (bit 80) with liberty I8 only. */
    nexus_game *g = tu_std_position("........./........./........./"
                                    "........./........./........./"
                                    "........./........./.......XO",
                                    0, 0, TU_B, 0);
    (void)state;
    expect_preview(g, "I8", "I9", NEXUS_AUDIT_NONE, 2, 0);
    tu_play(g, "I8");
    tu_assert_board(g, "........./........./........./"
                       "........./........./........./"
                       "........./........X/.......X.");
    nexus_game_free(g);
}

/* ------------------------------------------------------------------ */
/* Suicide */

static void test_single_stone_suicide(void **state)
{
    nexus_game *g = tu_std_position(".O.../O..../...../...../.....", 0, 0,
                                    TU_B, 0);
    nexus_preview pv;
    (void)state;
    tu_assert_status(g, "A1", NEXUS_POINT_SUICIDE);
    tu_assert_all_empty_status(g, NEXUS_POINT_LEGAL, "A1");
    tu_assert_legal(g, "C1 D1 E1 B2 C2 D2 E2 A3 B3 C3 D3 E3 A4 B4 C4 D4 E4 "
                       "A5 B5 C5 D5 E5");
    tu_turn_fails(g, NULL, "A1", NULL, NEXUS_E_SUICIDE);
    {
        nexus_preview before;
        memset(&pv, 0x33, sizeof pv);
        memcpy(&before, &pv, sizeof pv);
        TU_ST(nexus_game_preview(&pv, g, NULL, 0, 0), NEXUS_E_SUICIDE);
        assert_memory_equal(&pv, &before, sizeof pv);
    }
    nexus_game_free(g);
}

static void test_multi_stone_suicide(void **state)
{
    /* A2 would join A1 into a group with no liberty, capturing nothing. */
    nexus_game *g = tu_std_position("XO.../.O.../O..../...../.....", 0, 0,
                                    TU_B, 0);
    (void)state;
    tu_assert_status(g, "A2", NEXUS_POINT_SUICIDE);
    tu_turn_fails(g, NULL, "A2", NULL, NEXUS_E_SUICIDE);
    nexus_game_free(g);
}

static void test_capture_saves_the_stone(void **state)
{
    /* A1 has no liberty of its own, but for Black it captures B1 and A2
     * (each has A1 as only liberty): legal. For White, A1 joins B1 and A2
     * into a group with no liberty and captures nothing: suicide. */
    nexus_game *b = tu_std_position(".OX../OX.../X..../...../.....", 0, 0,
                                    TU_B, 0);
    nexus_game *w = tu_std_position(".OX../OX.../X..../...../.....", 0, 0,
                                    TU_W, 0);
    (void)state;
    tu_assert_status(b, "A1", NEXUS_POINT_LEGAL);
    tu_assert_status(w, "A1", NEXUS_POINT_SUICIDE);
    tu_turn_fails(w, NULL, "A1", NULL, NEXUS_E_SUICIDE);
    expect_preview(b, "A1", "B1 A2", NEXUS_AUDIT_NONE, 4, 0);
    tu_play(b, "A1");
    tu_assert_board(b, "X.X../.X.../X..../...../.....");
    tu_assert_debts(b, 4, 0);
    nexus_game_free(b);
    nexus_game_free(w);
}

static void test_connecting_to_living_group_is_legal(void **state)
{
    /* A1 has no empty neighbour but joins A2, which keeps A3. */
    nexus_game *g = tu_std_position(".O.../XO.../...../...../.....", 0, 0,
                                    TU_B, 0);
    (void)state;
    tu_assert_status(g, "A1", NEXUS_POINT_LEGAL);
    tu_play(g, "A1");
    tu_assert_board(g, "XO.../XO.../...../...../.....");
    tu_assert_debts(g, 0, 0);
    nexus_game_free(g);
}

static void test_corner_capture(void **state)
{
    /* White B1 takes the last liberty of Black A1. */
    nexus_game *g = tu_std_position("X..../O..../...../...../.....", 0, 0,
                                    TU_W, 0);
    (void)state;
    expect_preview(g, "B1", "A1", NEXUS_AUDIT_NONE, 2, 0);
    tu_play(g, "B1");
    tu_assert_board(g, ".O.../O..../...../...../.....");
    tu_assert_debts(g, 0, 2);
    nexus_game_free(g);
}

static void test_self_atari_is_legal(void **state)
{
    /* Black B1 is left with one liberty (C1): legal, and A1 keeps A2. */
    nexus_game *g = tu_std_position("O..../.O.../...../...../.....", 0, 0,
                                    TU_B, 0);
    (void)state;
    tu_assert_status(g, "B1", NEXUS_POINT_LEGAL);
    expect_preview(g, "B1", NULL, NEXUS_AUDIT_NONE, 0, 0);
    tu_play(g, "B1");
    tu_assert_board(g, "OX.../.O.../...../...../.....");
    nexus_game_free(g);
}

/* ------------------------------------------------------------------ */
/* Point status */

static void test_point_status_all_four(void **state)
{
    /* A ko: after Black C2 takes B2, White may not retake at B2 at once. */
    nexus_game *g = tu_std_position(".XO../XO.O./.XO../...../.....", 0, 0,
                                    TU_B, 0);
    nexus_color c;
    (void)state;
    tu_assert_status(g, "B1", NEXUS_POINT_OCCUPIED);
    tu_assert_status(g, "C2", NEXUS_POINT_LEGAL);
    tu_turn_fails(g, NULL, "B1", NULL, NEXUS_E_OCCUPIED);
    tu_turn_fails(g, NULL, "C1", NULL, NEXUS_E_OCCUPIED);
    tu_play(g, "C2");
    tu_assert_board(g, ".XO../X.XO./.XO../...../.....");
    TU_OK(nexus_game_stone(&c, g, tu_pt(5, "B2")));
    TU_EQ(c, NEXUS_EMPTY);
    TU_OK(nexus_game_stone(&c, g, tu_pt(5, "C2")));
    TU_EQ(c, NEXUS_BLACK);
    TU_OK(nexus_game_stone(&c, g, tu_pt(5, "C1")));
    TU_EQ(c, NEXUS_WHITE);
    tu_assert_status(g, "B2", NEXUS_POINT_REPETITION);
    tu_assert_status(g, "A1", NEXUS_POINT_SUICIDE);
    tu_assert_status(g, "C2", NEXUS_POINT_OCCUPIED);
    tu_assert_status(g, "E5", NEXUS_POINT_LEGAL);
    tu_assert_legal(g, "D1 E1 E2 A3 D3 E3 A4 B4 C4 D4 E4 A5 B5 C5 D5 E5");
    tu_turn_fails(g, NULL, "B2", NULL, NEXUS_E_REPETITION);
    tu_turn_fails(g, NULL, "A1", NULL, NEXUS_E_SUICIDE);
    tu_turn_fails(g, NULL, "C2", NULL, NEXUS_E_OCCUPIED);
    nexus_game_free(g);
}

static void test_stone_and_format_agree(void **state)
{
    const char *board = "X.O../.OX../....X/O..../....O";
    nexus_game *g = tu_std_position(board, 0, 0, TU_W, 0);
    int p;
    (void)state;
    for (p = 0; p < 25; p++) {
        nexus_color c = (nexus_color)-1;
        char ch = board[p / 5 * 6 + p % 5];
        TU_OK(nexus_game_stone(&c, g, p));
        TU_EQ(c, ch == 'X' ? NEXUS_BLACK : ch == 'O' ? NEXUS_WHITE : NEXUS_EMPTY);
    }
    nexus_game_free(g);
}

static void test_empty_board_all_legal(void **state)
{
    nexus_game *g = tu_new(3, 2, 4);
    (void)state;
    tu_assert_legal(g, "A1 B1 C1 A2 B2 C2 A3 B3 C3");
    tu_play(g, "B2");
    tu_assert_legal(g, "A1 B1 C1 A2 C2 A3 B3 C3");
    tu_assert_status(g, "B2", NEXUS_POINT_OCCUPIED);
    nexus_game_free(g);
}

/* ------------------------------------------------------------------ */
/* Lines */

/* The points of line `l` (0..2n+1) on an n x n board: rows, columns, main
 * diagonal, anti-diagonal. */
static void line_points(int n, int l, int *pts)
{
    int i;
    for (i = 0; i < n; i++) {
        if (l < n) {
            pts[i] = l * n + i;
        } else if (l < 2 * n) {
            pts[i] = i * n + (l - n);
        } else if (l == 2 * n) {
            pts[i] = i * n + i;
        } else {
            pts[i] = i * n + (n - 1 - i);
        }
    }
}

static void check_line_win(int n, int l, nexus_color mover)
{
    int pts[NEXUS_MAX_SIZE];
    int stones[NEXUS_MAX_SIZE + 1];
    int missing = l % n;
    int i;
    int j = 0;
    int owns = -1;
    char board[100];
    nexus_game *g;
    nexus_preview pv;
    nexus_color other = mover == NEXUS_BLACK ? NEXUS_WHITE : NEXUS_BLACK;

    line_points(n, l, pts);
    for (i = 0; i < n; i++) {
        if (i != missing) {
            stones[j++] = pts[i];
        }
    }
    stones[j] = -1;
    if (mover == NEXUS_BLACK) {
        make_board(board, n, stones, NULL);
    } else {
        make_board(board, n, NULL, stones);
    }
    g = tu_std_position(board, 0, 0, mover, 0);
    TU_OK(nexus_game_owns_line(&owns, g, mover));
    TU_EQ(owns, 0);
    TU_OK(nexus_game_preview(&pv, g, NULL, 0, pts[missing]));
    TU_EQ(pv.audit, NEXUS_AUDIT_WIN);
    TU_EQ(pv.net, 0);
    TU_EQ(pv.n_captured, 0);
    TU_OK(nexus_game_place(g, pts[missing]));
    tu_check(g);
    TU_OK(nexus_game_owns_line(&owns, g, mover));
    TU_EQ(owns, 1);
    TU_OK(nexus_game_owns_line(&owns, g, other));
    TU_EQ(owns, 0);
    tu_assert_result(g,
                     mover == NEXUS_BLACK ? NEXUS_OUTCOME_BLACK_WINS
                                          : NEXUS_OUTCOME_WHITE_WINS,
                     NEXUS_REASON_AUDIT);
    tu_assert_phase(g, NEXUS_PHASE_OVER);
    tu_assert_legal(g, "");
    for (i = 0; i < n * n; i++) {
        nexus_color c = NEXUS_EMPTY;
        TU_OK(nexus_game_stone(&c, g, i));
        if (c == NEXUS_EMPTY) {
            TU_ST(nexus_game_place(g, i), NEXUS_E_GAME_OVER);
            break;
        }
    }
    nexus_game_free(g);
}

static void test_every_line_every_size(void **state)
{
    int n;
    (void)state;
    for (n = NEXUS_MIN_SIZE; n <= NEXUS_MAX_SIZE; n++) {
        int l;
        for (l = 0; l < 2 * n + 2; l++) {
            check_line_win(n, l, NEXUS_BLACK);
            check_line_win(n, l, NEXUS_WHITE);
        }
    }
}

static void test_named_lines_5x5(void **state)
{
    /* One of each kind, spelled out: row 3, column B, main diagonal,
     * anti-diagonal. */
    static const struct {
        const char *board;
        const char *point;
    } cases[] = {
        {"...../...../XX.XX/...../.....", "C3"},
        {".X.../.X.../...../.X.../.X...", "B3"},
        {"X..../.X.../...../...X./....X", "C3"},
        {"....X/...X./...../.X.../X....", "C3"},
        {"....X/...X./..X../.X.../.....", "A5"},
        {"...../.X.../..X../...X./....X", "A1"},
    };
    size_t i;
    (void)state;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        nexus_game *g = tu_std_position(cases[i].board, 0, 0, TU_B, 0);
        int owns = -1;
        tu_play(g, cases[i].point);
        TU_OK(nexus_game_owns_line(&owns, g, NEXUS_BLACK));
        TU_EQ(owns, 1);
        tu_assert_result(g, NEXUS_OUTCOME_BLACK_WINS, NEXUS_REASON_AUDIT);
        nexus_game_free(g);
    }
}

static void test_not_lines(void **state)
{
    /* n stones that are not a row, column or long diagonal. */
    static const struct {
        const char *board;
        const char *point;
    } cases[] = {
        /* D1 E1 A2 B2 C2: five consecutive indices across a row end. */
        {"...XX/XX.../...../...../.....", "C2"},
        /* A1 E1 D2 C3 B4: stride n-1 from index 0. */
        {"X...X/...X./...../.X.../.....", "C3"},
        /* B1 C2 D3 E4 + A5: a short diagonal plus a corner. */
        {".X.../..X../...X./....X/.....", "A5"},
        /* E1 A2 ... stride n+1 wrapping: D1 E2 A4 B5 plus C3. */
        {"...X./....X/...../X..../.X...", "C3"},
        /* A column with a hole filled elsewhere. */
        {"X..../X..../...../X..../X....", "B3"},
    };
    size_t i;
    (void)state;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        nexus_game *g = tu_std_position(cases[i].board, 0, 0, TU_B, 0);
        int owns = -1;
        tu_play(g, cases[i].point);
        TU_OK(nexus_game_owns_line(&owns, g, NEXUS_BLACK));
        TU_EQ(owns, 0);
        tu_assert_result(g, NEXUS_OUTCOME_NONE, NEXUS_REASON_NONE);
        tu_assert_phase(g, NEXUS_PHASE_PLACE);
        tu_assert_to_move(g, TU_W);
        nexus_game_free(g);
    }
}

static void test_owns_line_counts_only_color(void **state)
{
    /* Row 1 full of mixed stones is nobody's line. */
    nexus_game *g = tu_std_position("XOXO./...../...../...../.....", 0, 0,
                                    TU_B, 0);
    int owns = -1;
    (void)state;
    tu_play(g, "E1");
    TU_OK(nexus_game_owns_line(&owns, g, NEXUS_BLACK));
    TU_EQ(owns, 0);
    TU_OK(nexus_game_owns_line(&owns, g, NEXUS_WHITE));
    TU_EQ(owns, 0);
    tu_assert_result(g, NEXUS_OUTCOME_NONE, NEXUS_REASON_NONE);
    nexus_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_single_capture),
        cmocka_unit_test(test_single_capture_from_moves),
        cmocka_unit_test(test_two_liberties_survive_one),
        cmocka_unit_test(test_multi_stone_capture),
        cmocka_unit_test(test_bent_group_capture),
        cmocka_unit_test(test_four_groups_at_once),
        cmocka_unit_test(test_two_groups_at_once),
        cmocka_unit_test(test_only_groups_without_liberty_are_captured),
        cmocka_unit_test(test_white_capture_charges_white),
        cmocka_unit_test(test_capture_debt_zero),
        cmocka_unit_test(test_big_capture_on_9x9),
        cmocka_unit_test(test_corner_capture_9x9),
        cmocka_unit_test(test_single_stone_suicide),
        cmocka_unit_test(test_multi_stone_suicide),
        cmocka_unit_test(test_capture_saves_the_stone),
        cmocka_unit_test(test_connecting_to_living_group_is_legal),
        cmocka_unit_test(test_corner_capture),
        cmocka_unit_test(test_self_atari_is_legal),
        cmocka_unit_test(test_point_status_all_four),
        cmocka_unit_test(test_stone_and_format_agree),
        cmocka_unit_test(test_empty_board_all_legal),
        cmocka_unit_test(test_every_line_every_size),
        cmocka_unit_test(test_named_lines_5x5),
        cmocka_unit_test(test_not_lines),
        cmocka_unit_test(test_owns_line_counts_only_color),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
