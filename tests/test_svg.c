/* nexus_game_format_svg(): what a picture shows (stones, legal points, the
 * last move, marks, the caption), the count-and-fill convention and the
 * argument checks. The XML well-formedness of the pictures is checked by
 * the svg-xml test (tests/svg_xml.py) over the rules pictures. */
#include "test_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SVG_CAP 65536

/* The picture, asserting success; the caller frees it. */
static char *svg_of(const nexus_game *game, const nexus_svg_options *opts)
{
    size_t need = 0, got = 0;
    char *buf;
    assert_int_equal(nexus_game_format_svg(NULL, 0, &need, game, opts),
                     NEXUS_E_BUFFER_TOO_SMALL);
    assert_true(need > 1 && need < SVG_CAP);
    buf = malloc(need);
    assert_non_null(buf);
    assert_int_equal(nexus_game_format_svg(buf, need, &got, game, opts),
                     NEXUS_OK);
    assert_int_equal(got, need);
    assert_int_equal(strlen(buf) + 1, need);
    return buf;
}

/* The data-point names of the elements of class `cls`, in document order,
 * joined by spaces. */
static void names_of_class(char *out, size_t cap, const char *svg,
                           const char *cls)
{
    char key[64];
    const char *p = svg;
    size_t used = 0;
    snprintf(key, sizeof key, "class=\"%s\" data-point=\"", cls);
    out[0] = '\0';
    while ((p = strstr(p, key)) != NULL) {
        const char *name = p + strlen(key);
        const char *end = strchr(name, '"');
        assert_non_null(end);
        used += (size_t)snprintf(out + used, cap - used, "%s%.*s",
                                 used ? " " : "", (int)(end - name), name);
        assert_true(used < cap);
        p = end;
    }
}

static int occurrences(const char *svg, const char *needle)
{
    int n = 0;
    const char *p = svg;
    while ((p = strstr(p, needle)) != NULL) {
        n++;
        p += strlen(needle);
    }
    return n;
}

static void test_empty_board(void **state)
{
    nexus_game *g = tu_new(3, 2, 4);
    char *svg = svg_of(g, NULL);
    char names[512];
    (void)state;
    assert_non_null(strstr(svg, "<svg xmlns=\"http://www.w3.org/2000/svg\""));
    names_of_class(names, sizeof names, svg, "legal");
    assert_string_equal(names, "A1 B1 C1 A2 B2 C2 A3 B3 C3");
    assert_int_equal(occurrences(svg, "class=\"stone "), 0);
    assert_int_equal(occurrences(svg, "class=\"last\""), 0);
    assert_non_null(strstr(svg, "Black to move"));
    assert_non_null(strstr(svg, "debts: Black 0, White 0"));
    free(svg);
    nexus_game_free(g);
}

static void test_stones_legal_and_last_move(void **state)
{
    nexus_game *g = tu_new(5, 2, 4);
    char *svg;
    char names[1024];
    (void)state;
    tu_play(g, "C3 C2 B3");
    svg = svg_of(g, NULL);
    names_of_class(names, sizeof names, svg, "stone black");
    assert_string_equal(names, "B3 C3");
    names_of_class(names, sizeof names, svg, "stone white");
    assert_string_equal(names, "C2");
    names_of_class(names, sizeof names, svg, "legal");
    assert_string_equal(names, "A1 B1 C1 D1 E1 A2 B2 D2 E2 A3 D3 E3 "
                               "A4 B4 C4 D4 E4 A5 B5 C5 D5 E5");
    names_of_class(names, sizeof names, svg, "last");
    assert_string_equal(names, "B3");
    assert_non_null(strstr(svg, "White to move"));
    free(svg);
    nexus_game_free(g);
}

/* A1 is suicide for White (R6), C2 repeats the start position (R6, R13):
 * neither gets a dot. */
static void test_illegal_points_have_no_dot(void **state)
{
    nexus_game *g = tu_std_position(".XO../XO.O./.XO../...../.....", 0, 0,
                                    TU_B, 0);
    char *svg;
    char names[1024];
    (void)state;
    tu_play(g, "C2"); /* captures B2; White's B2 would repeat the start */
    tu_assert_status(g, "B2", NEXUS_POINT_REPETITION);
    tu_assert_status(g, "A1", NEXUS_POINT_SUICIDE);
    svg = svg_of(g, NULL);
    names_of_class(names, sizeof names, svg, "legal");
    assert_string_equal(names, "D1 E1 E2 A3 D3 E3 A4 B4 C4 D4 E4 "
                               "A5 B5 C5 D5 E5");
    assert_non_null(strstr(svg, "debts: Black 2, White 0"));
    free(svg);
    nexus_game_free(g);
}

static void test_marks(void **state)
{
    nexus_game *g = tu_new(5, 2, 4);
    nexus_svg_options opts = NEXUS_SVG_OPTIONS_INIT;
    char *svg;
    char names[256];
    (void)state;
    tu_play(g, "C3");
    opts.n_marks[NEXUS_SVG_MARK_CAPTURE] = 2;
    opts.marks[NEXUS_SVG_MARK_CAPTURE][0] = TU_P(g, "A1");
    opts.marks[NEXUS_SVG_MARK_CAPTURE][1] = TU_P(g, "E5");
    opts.n_marks[NEXUS_SVG_MARK_PAYER] = 1;
    opts.marks[NEXUS_SVG_MARK_PAYER][0] = TU_P(g, "C3");
    opts.n_marks[NEXUS_SVG_MARK_UNBLOCK] = 1;
    opts.marks[NEXUS_SVG_MARK_UNBLOCK][0] = TU_P(g, "B2");
    svg = svg_of(g, &opts);
    names_of_class(names, sizeof names, svg, "capture");
    assert_string_equal(names, "A1 E5");
    names_of_class(names, sizeof names, svg, "payer");
    assert_string_equal(names, "C3");
    names_of_class(names, sizeof names, svg, "unblock");
    assert_string_equal(names, "B2");
    free(svg);
    nexus_game_free(g);
}

static void test_everything_off(void **state)
{
    nexus_game *g = tu_new(5, 2, 4);
    nexus_svg_options opts;
    char *svg;
    (void)state;
    tu_play(g, "C3");
    assert_int_equal(nexus_svg_options_init(&opts, NEXUS_SVG_OPTIONS_VERSION),
                     NEXUS_OK);
    opts.coordinates = opts.legal_points = opts.last_move = opts.caption = 0;
    svg = svg_of(g, &opts);
    assert_int_equal(occurrences(svg, "class=\"legal\""), 0);
    assert_int_equal(occurrences(svg, "class=\"last\""), 0);
    assert_int_equal(occurrences(svg, "class=\"coordinates\""), 0);
    assert_int_equal(occurrences(svg, "class=\"caption\""), 0);
    assert_int_equal(occurrences(svg, "class=\"stone black\""), 1);
    free(svg);
    nexus_game_free(g);
}

/* Every empty point is suicide for White: an unblocking of one is due. */
static void test_caption_unblock(void **state)
{
    nexus_game *g = tu_std_position(".X./X.X/.X.", 0, 0, TU_W, 0);
    char *svg = svg_of(g, NULL);
    (void)state;
    assert_non_null(strstr(svg, "White to move, must first remove 1"));
    assert_int_equal(occurrences(svg, "class=\"legal\""), 0);
    free(svg);
    nexus_game_free(g);
}

static void test_caption_result(void **state)
{
    nexus_game *g = tu_std_position("XX./.O./O..", 10, 0, TU_B, 0);
    char *svg;
    (void)state;
    tu_play(g, "C1"); /* row 1, net 10, three stones: bankrupt (R10) */
    tu_assert_result(g, NEXUS_OUTCOME_WHITE_WINS, NEXUS_REASON_BANKRUPT);
    svg = svg_of(g, NULL);
    assert_non_null(strstr(svg, "White wins (bankrupt)"));
    assert_non_null(strstr(svg, "debts: Black 10, White 0"));
    free(svg);
    nexus_game_free(g);
}

static void test_buffer_too_small(void **state)
{
    nexus_game *g = tu_new(5, 2, 4);
    char *svg = svg_of(g, NULL);
    size_t need = strlen(svg) + 1, got = 0;
    char *buf = malloc(need);
    (void)state;
    assert_non_null(buf);
    memset(buf, '#', need);
    assert_int_equal(nexus_game_format_svg(buf, need - 1, &got, g, NULL),
                     NEXUS_E_BUFFER_TOO_SMALL);
    assert_int_equal(got, need);
    for (size_t i = 0; i < need; i++)
        assert_int_equal(buf[i], '#'); /* nothing written */
    assert_int_equal(nexus_game_format_svg(buf, need, &got, g, NULL), NEXUS_OK);
    assert_string_equal(buf, svg); /* and the same text every time */
    free(buf);
    free(svg);
    nexus_game_free(g);
}

static void test_bad_arguments(void **state)
{
    nexus_game *g = tu_new(5, 2, 4);
    nexus_svg_options opts = NEXUS_SVG_OPTIONS_INIT;
    char buf[16];
    size_t count = 7;
    (void)state;
    assert_int_equal(nexus_game_format_svg(buf, sizeof buf, NULL, g, NULL),
                     NEXUS_E_INVALID_ARG);
    assert_int_equal(nexus_game_format_svg(buf, sizeof buf, &count, NULL, NULL),
                     NEXUS_E_INVALID_ARG);
    assert_int_equal(nexus_game_format_svg(NULL, 10, &count, g, NULL),
                     NEXUS_E_INVALID_ARG);
    opts.version = NEXUS_SVG_OPTIONS_VERSION + 1;
    assert_int_equal(nexus_game_format_svg(NULL, 0, &count, g, &opts),
                     NEXUS_E_VERSION);
    opts.version = NEXUS_SVG_OPTIONS_VERSION;
    opts.n_marks[NEXUS_SVG_MARK_PAYER] = -1;
    assert_int_equal(nexus_game_format_svg(NULL, 0, &count, g, &opts),
                     NEXUS_E_INVALID_ARG);
    opts.n_marks[NEXUS_SVG_MARK_PAYER] = NEXUS_MAX_POINTS + 1;
    assert_int_equal(nexus_game_format_svg(NULL, 0, &count, g, &opts),
                     NEXUS_E_INVALID_ARG);
    opts.n_marks[NEXUS_SVG_MARK_PAYER] = 1;
    opts.marks[NEXUS_SVG_MARK_PAYER][0] = 25; /* off a 5x5 board */
    assert_int_equal(nexus_game_format_svg(NULL, 0, &count, g, &opts),
                     NEXUS_E_OFF_BOARD);
    opts.marks[NEXUS_SVG_MARK_PAYER][0] = -1;
    assert_int_equal(nexus_game_format_svg(NULL, 0, &count, g, &opts),
                     NEXUS_E_OFF_BOARD);
    assert_int_equal(count, 7); /* errors leave *count alone */
    assert_int_equal(nexus_svg_options_init(NULL, NEXUS_SVG_OPTIONS_VERSION),
                     NEXUS_E_INVALID_ARG);
    assert_int_equal(nexus_svg_options_init(&opts, 0), NEXUS_E_VERSION);
    nexus_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_empty_board),
        cmocka_unit_test(test_stones_legal_and_last_move),
        cmocka_unit_test(test_illegal_points_have_no_dot),
        cmocka_unit_test(test_marks),
        cmocka_unit_test(test_everything_off),
        cmocka_unit_test(test_caption_unblock),
        cmocka_unit_test(test_caption_result),
        cmocka_unit_test(test_buffer_too_small),
        cmocka_unit_test(test_bad_arguments),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
