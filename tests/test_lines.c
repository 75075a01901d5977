/* nexus_line_count / nexus_line_points (1.1): the 2n+2 lines of R4 in the
 * order nexus.h documents (rows 1..n, columns A.., main diagonal from A1,
 * anti-diagonal from the top-right corner), each in canonical point order,
 * computed here from the definitions: A1 is top-left, index = row*n + col
 * (R2, R3). Plus count-and-fill and argument errors, and a cross-check
 * with the engine's own idea of a line (a start position owning one is
 * refused). */
#include "test_util.h"

#include <string.h>

/* The expected points of `line` on an n x n board. */
static void expected_line(int *out, int n, int line)
{
    int i;
    for (i = 0; i < n; i++) {
        if (line < n)
            out[i] = line * n + i; /* row line+1: columns A.. */
        else if (line < 2 * n)
            out[i] = i * n + (line - n); /* column: rows 1.. */
        else if (line == 2 * n)
            out[i] = i * n + i; /* A1 down to the bottom-right corner */
        else
            out[i] = i * n + (n - 1 - i); /* top-right down to bottom-left */
    }
}

static void test_count(void **state)
{
    int n, count;
    (void)state;
    for (n = NEXUS_MIN_SIZE; n <= NEXUS_MAX_SIZE; n++) {
        count = -1;
        TU_OK(nexus_line_count(&count, n));
        TU_EQ(count, 2 * n + 2);
    }
    for (n = -1; n < NEXUS_MIN_SIZE; n++) {
        count = 77;
        TU_ST(nexus_line_count(&count, n), NEXUS_E_INVALID_ARG);
        TU_EQ(count, 77);
    }
    count = 77;
    TU_ST(nexus_line_count(&count, NEXUS_MAX_SIZE + 1), NEXUS_E_INVALID_ARG);
    TU_ST(nexus_line_count(&count, 1000), NEXUS_E_INVALID_ARG);
    TU_EQ(count, 77);
    TU_ST(nexus_line_count(NULL, 5), NEXUS_E_INVALID_ARG);
}

static void test_points(void **state)
{
    int n, line, i;
    (void)state;
    for (n = NEXUS_MIN_SIZE; n <= NEXUS_MAX_SIZE; n++)
        for (line = 0; line < 2 * n + 2; line++) {
            int got[NEXUS_MAX_POINTS + 1], want[NEXUS_MAX_POINTS];
            size_t count = 0;
            for (i = 0; i <= NEXUS_MAX_POINTS; i++)
                got[i] = -7;
            expected_line(want, n, line);
            TU_OK(nexus_line_points(got, NEXUS_MAX_POINTS, &count, n, line));
            TU_EQ(count, n);
            for (i = 0; i < n; i++)
                TU_EQ(got[i], want[i]);
            for (i = n; i <= NEXUS_MAX_POINTS; i++)
                TU_EQ(got[i], -7); /* nothing written past the line */
        }
}

/* The names of a few lines, as a reader of the rulebook would list them. */
static void assert_names(int n, int line, const char *names)
{
    int got[NEXUS_MAX_POINTS], want[NEXUS_MAX_POINTS];
    size_t count = 0;
    int m = tu_points(n, names, want), i;
    TU_OK(nexus_line_points(got, NEXUS_MAX_POINTS, &count, n, line));
    TU_EQ(count, m);
    for (i = 0; i < m; i++)
        TU_EQ(got[i], want[i]);
}

static void test_names(void **state)
{
    (void)state;
    assert_names(3, 0, "A1 B1 C1");
    assert_names(3, 2, "A3 B3 C3");
    assert_names(3, 3, "A1 A2 A3");
    assert_names(3, 5, "C1 C2 C3");
    assert_names(3, 6, "A1 B2 C3");
    assert_names(3, 7, "C1 B2 A3");
    assert_names(5, 9, "E1 E2 E3 E4 E5");
    assert_names(9, 8, "A9 B9 C9 D9 E9 F9 G9 H9 I9");
    assert_names(9, 19, "I1 H2 G3 F4 E5 D6 C7 B8 A9");
}

/* Black on every point of the line is an owned line (refused as a start
 * position); with any one of its points left empty it is not. */
static void test_lines_are_the_engines(void **state)
{
    int n, line, i;
    (void)state;
    for (n = NEXUS_MIN_SIZE; n <= NEXUS_MAX_SIZE; n++)
        for (line = 0; line < 2 * n + 2; line++) {
            nexus_options opts = NEXUS_OPTIONS_INIT;
            nexus_position pos;
            nexus_game *g = NULL;
            int pts[NEXUS_MAX_POINTS];
            size_t count = 0;
            TU_OK(nexus_line_points(pts, NEXUS_MAX_POINTS, &count, n, line));
            memset(&pos, 0, sizeof pos);
            pos.to_move = NEXUS_WHITE;
            opts.size = n;
            for (i = 0; i < n; i++)
                pos.cells[pts[i]] = NEXUS_BLACK;
            TU_ST(nexus_game_new_from_position(&g, &opts, &pos),
                  NEXUS_E_LINE_OWNED);
            pos.cells[pts[line % n]] = NEXUS_EMPTY;
            TU_OK(nexus_game_new_from_position(&g, &opts, &pos));
            nexus_game_free(g);
        }
}

static void test_count_and_fill(void **state)
{
    int n;
    (void)state;
    for (n = NEXUS_MIN_SIZE; n <= NEXUS_MAX_SIZE; n++) {
        int buf[NEXUS_MAX_POINTS], i;
        size_t count = 0;
        TU_ST(nexus_line_points(NULL, 0, &count, n, 0),
              NEXUS_E_BUFFER_TOO_SMALL);
        TU_EQ(count, n);
        for (i = 0; i < NEXUS_MAX_POINTS; i++)
            buf[i] = -7;
        count = 0;
        TU_ST(nexus_line_points(buf, (size_t)n - 1, &count, n, 2 * n + 1),
              NEXUS_E_BUFFER_TOO_SMALL);
        TU_EQ(count, n);
        for (i = 0; i < NEXUS_MAX_POINTS; i++)
            TU_EQ(buf[i], -7); /* writes nothing else */
        TU_OK(nexus_line_points(buf, (size_t)n, &count, n, 2 * n + 1));
        TU_EQ(buf[0], n - 1);
        TU_EQ(buf[n - 1], (n - 1) * n);
        TU_EQ(buf[n], -7);
    }
}

static void test_bad_arguments(void **state)
{
    int buf[NEXUS_MAX_POINTS];
    size_t count = 99;
    int n;
    (void)state;
    for (n = NEXUS_MIN_SIZE; n <= NEXUS_MAX_SIZE; n++) {
        TU_ST(nexus_line_points(buf, NEXUS_MAX_POINTS, &count, n, -1),
              NEXUS_E_INVALID_ARG);
        TU_ST(nexus_line_points(buf, NEXUS_MAX_POINTS, &count, n, 2 * n + 2),
              NEXUS_E_INVALID_ARG);
        TU_ST(nexus_line_points(buf, NEXUS_MAX_POINTS, &count, n, 1000),
              NEXUS_E_INVALID_ARG);
        TU_ST(nexus_line_points(buf, NEXUS_MAX_POINTS, NULL, n, 0),
              NEXUS_E_INVALID_ARG);
        TU_ST(nexus_line_points(NULL, (size_t)n, &count, n, 0),
              NEXUS_E_INVALID_ARG);
    }
    TU_ST(nexus_line_points(buf, NEXUS_MAX_POINTS, &count, 2, 0),
          NEXUS_E_INVALID_ARG);
    TU_ST(nexus_line_points(buf, NEXUS_MAX_POINTS, &count, 10, 0),
          NEXUS_E_INVALID_ARG);
    TU_ST(nexus_line_points(buf, NEXUS_MAX_POINTS, &count, 0, 0),
          NEXUS_E_INVALID_ARG);
    TU_ST(nexus_line_points(buf, NEXUS_MAX_POINTS, &count, -3, 0),
          NEXUS_E_INVALID_ARG);
    TU_EQ(count, 99); /* an error leaves the out-parameters alone */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_count),
        cmocka_unit_test(test_points),
        cmocka_unit_test(test_names),
        cmocka_unit_test(test_lines_are_the_engines),
        cmocka_unit_test(test_count_and_fill),
        cmocka_unit_test(test_bad_arguments),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
