/* Records (.nxr): nexus_record_read / nexus_record_write, nexus_turn_parse /
 * nexus_turn_format.
 *
 * Expected texts and point indices are written out by hand from docs/rules.md
 * (index = (row-1)*n + column), and the corpus round trip compares the
 * writer with files produced by an independent engine. */
#include "test_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The standard header: four lines, so a record's moves start at line 5. */
#define HDR "nexus-record 1\nsize 5\ncapture-debt 2\nunblock-debt 4\n"
#define HDR3 "nexus-record 1\nsize 3\ncapture-debt 2\nunblock-debt 4\n"
#define HDR4 "nexus-record 1\nsize 4\ncapture-debt 2\nunblock-debt 4\n"

/* ------------------------------------------------------------------ */
/* Helpers */

static nexus_game *read_ok_(const char *file, int line, const char *text)
{
    nexus_game *g = NULL;
    nexus_record_error err;
    nexus_status st = nexus_record_read(&g, text, strlen(text), NULL, &err);
    if (st != NEXUS_OK)
        print_error("record error at line %d: %s\n", err.line, err.message);
    tu_expect_status_(file, line, st, NEXUS_OK, text);
    if (g == NULL)
        _fail(file, line);
    tu_check_(file, line, g);
    return g;
}
#define read_ok(text) read_ok_(__FILE__, __LINE__, (text))

/* Reading fails with NEXUS_E_RECORD at `where` with `status`; *out is left
 * alone. Returns the error for further checks. */
static nexus_record_error read_fails_(const char *file, int line,
                                      const char *text, size_t len, int where,
                                      nexus_status status)
{
    nexus_game *sentinel = (nexus_game *)&sentinel;
    nexus_game *g = sentinel;
    nexus_record_error err;
    memset(&err, 0x5a, sizeof err);
    tu_expect_status_(file, line, nexus_record_read(&g, text, len, NULL, &err),
                      NEXUS_E_RECORD, text);
    tu_expect_status_(file, line, err.status, status, text);
    tu_expect_int_(file, line, err.line, where, text);
    if (g != sentinel) {
        print_error("*out was written on failure\n");
        _fail(file, line);
    }
    if (memchr(err.message, '\0', sizeof err.message) == NULL ||
        err.message[0] == '\0') {
        print_error("empty or unterminated message\n");
        _fail(file, line);
    }
    return err;
}
#define read_fails(text, where, status)                                        \
    read_fails_(__FILE__, __LINE__, (text), strlen(text), (where), (status))

/* Write a game's record into a fresh malloc'd string. */
static char *write_all_(const char *file, int line, const nexus_game *g)
{
    size_t count = 0;
    char *buf;
    tu_expect_status_(file, line, nexus_record_write(NULL, 0, &count, g),
                      NEXUS_E_BUFFER_TOO_SMALL, "size query");
    buf = malloc(count);
    if (!buf)
        _fail(file, line);
    tu_expect_status_(file, line, nexus_record_write(buf, count, &count, g),
                      NEXUS_OK, "nexus_record_write");
    tu_expect_int_(file, line, (intmax_t)strlen(buf), (intmax_t)count - 1,
                   "record length");
    return buf;
}
#define write_all(g) write_all_(__FILE__, __LINE__, (g))

/* Reading `text` and writing the game gives `text` back. */
static void assert_rewrites_(const char *file, int line, const char *text)
{
    nexus_game *g = read_ok_(file, line, text);
    char *out = write_all_(file, line, g);
    if (strcmp(out, text) != 0) {
        print_error("wrote:\n%s\nexpected:\n%s\n", out, text);
        _fail(file, line);
    }
    free(out);
    nexus_game_free(g);
}
#define assert_rewrites(text) assert_rewrites_(__FILE__, __LINE__, (text))

/* ------------------------------------------------------------------ */
/* Reading: the header */

static void test_read_minimal(void **state)
{
    nexus_options o;
    nexus_color c;
    nexus_position pos;
    size_t turns = 99;
    int custom = 7, i;
    const char *label;
    nexus_game *g = read_ok("nexus-record 1\nsize 7\ncapture-debt 0\n"
                            "unblock-debt 1000\n");
    (void)state;
    TU_OK(nexus_game_options(&o, g));
    TU_EQ(o.size, 7);
    TU_EQ(o.capture_debt, 0);
    TU_EQ(o.unblock_debt, 1000);
    TU_OK(nexus_game_turn_count(&turns, g));
    TU_EQ(turns, 0);
    TU_OK(nexus_game_to_move(&c, g));
    TU_EQ(c, NEXUS_BLACK);
    TU_OK(nexus_game_start_position(&pos, &custom, g));
    TU_EQ(custom, 0);
    for (i = 0; i < 49; i++)
        TU_EQ(pos.cells[i], NEXUS_EMPTY);
    TU_OK(nexus_game_label(&label, g, NEXUS_BLACK));
    assert_string_equal(label, "");
    nexus_game_free(g);
}

static void test_read_labels_comments_blank_crlf(void **state)
{
    const char *label;
    nexus_color c;
    nexus_game *g = read_ok("# a comment first\r\n\r\nnexus-record 1\r\n"
                            "size 5\r\n# between\r\ncapture-debt 2\r\n"
                            "\r\nunblock-debt 4\r\nblack bot\r\n"
                            "white human-2\r\nturn B place C3\r\n"
                            "# trailing comment, no final newline");
    (void)state;
    TU_OK(nexus_game_label(&label, g, NEXUS_BLACK));
    assert_string_equal(label, "bot");
    TU_OK(nexus_game_label(&label, g, NEXUS_WHITE));
    assert_string_equal(label, "human-2");
    tu_assert_board(g, "...../...../..X../...../.....");
    TU_OK(nexus_game_to_move(&c, g));
    TU_EQ(c, NEXUS_WHITE);
    nexus_game_free(g);
}

typedef struct bad_case {
    const char *text;
    int line;
    nexus_status status;
} bad_case;

static void run_bad_cases(const bad_case *cases, size_t n)
{
    size_t i;
    /* a failure names the case by its text */
    for (i = 0; i < n; i++)
        read_fails(cases[i].text, cases[i].line, cases[i].status);
}

/* The four fixed lines: version, size, capture-debt, unblock-debt. */
static void test_read_header_errors(void **state)
{
    static const bad_case cases[] = {
        {"", 0, NEXUS_E_PARSE},
        {"# only a comment\n\n", 0, NEXUS_E_PARSE},
        {"nexus-record 2\nsize 5\ncapture-debt 2\nunblock-debt 4\n", 1,
         NEXUS_E_VERSION},
        {"nexus-record  1\nsize 5\ncapture-debt 2\nunblock-debt 4\n", 1,
         NEXUS_E_PARSE},
        {" nexus-record 1\nsize 5\ncapture-debt 2\nunblock-debt 4\n", 1,
         NEXUS_E_PARSE},
        {"size 5\nnexus-record 1\ncapture-debt 2\nunblock-debt 4\n", 1,
         NEXUS_E_PARSE},
        {"nexus-record 1\ncapture-debt 2\nsize 5\nunblock-debt 4\n", 2,
         NEXUS_E_PARSE},
        {"nexus-record 1\nsize 5\nunblock-debt 4\ncapture-debt 2\n", 3,
         NEXUS_E_PARSE},
        {"nexus-record 1\nsize 10\ncapture-debt 2\nunblock-debt 4\n", 2,
         NEXUS_E_INVALID_ARG},
        {"nexus-record 1\nsize 2\ncapture-debt 2\nunblock-debt 4\n", 2,
         NEXUS_E_INVALID_ARG},
        {"nexus-record 1\nsize 05\ncapture-debt 2\nunblock-debt 4\n", 2,
         NEXUS_E_PARSE},
        {"nexus-record 1\nsize -5\ncapture-debt 2\nunblock-debt 4\n", 2,
         NEXUS_E_PARSE},
        {"nexus-record 1\nsize five\ncapture-debt 2\nunblock-debt 4\n", 2,
         NEXUS_E_PARSE},
        {"nexus-record 1\nsize 5 5\ncapture-debt 2\nunblock-debt 4\n", 2,
         NEXUS_E_PARSE},
        {"nexus-record 1\nsize\ncapture-debt 2\nunblock-debt 4\n", 2,
         NEXUS_E_PARSE},
        {"nexus-record 1\nsize 5\ncapture-debt 1001\nunblock-debt 4\n", 3,
         NEXUS_E_INVALID_ARG},
        {"nexus-record 1\nsize 5\ncapture-debt 99999999999999999999\n"
         "unblock-debt 4\n", 3, NEXUS_E_INVALID_ARG},
        {"nexus-record 1\nsize 5\ncapture-debt 2\nunblock-debt\t4\n", 4,
         NEXUS_E_PARSE},
        {"nexus-record 1\nsize 5\ncapture-debt 2\nunblock-debt 1001\n", 4,
         NEXUS_E_INVALID_ARG},
        {"nexus-record 1\nsize 5\n", 0, NEXUS_E_PARSE},
        {"nexus-record 1\nsize 5\ncapture-debt 2\n# no unblock-debt\n", 0,
         NEXUS_E_PARSE},
    };
    (void)state;
    run_bad_cases(cases, sizeof cases / sizeof cases[0]);
}

/* The lines after the header: labels, start/board and unknown keywords. */
static void test_read_header_body_errors(void **state)
{
    static const bad_case cases[] = {
        {HDR "black bot\nblack human\n", 6, NEXUS_E_PARSE},
        {HDR "white bot\nblack human\n", 6, NEXUS_E_PARSE},
        {HDR "black\n", 5, NEXUS_E_PARSE},
        {HDR "black two words\n", 5, NEXUS_E_PARSE},
        {HDR "black "
             "a123456789012345678901234567890123456789012345678901234567890123"
             "\n", 5, NEXUS_E_INVALID_ARG},
        {HDR "black b\xc3\xa9\n", 5, NEXUS_E_PARSE},
        {HDR "turn B place C3\nsize 5\n", 6, NEXUS_E_PARSE},
        {HDR "turn B place C3\nblack bot\n", 6, NEXUS_E_PARSE},
        {HDR "start ...../...../...../...../..... 0 0 B 0\n"
             "start ...../...../...../...../..... 0 0 B 0\n", 6,
         NEXUS_E_PARSE},
        {HDR "board ...../...../...../...../.....\n"
             "start ...../...../...../...../..... 0 0 B 0\n", 6,
         NEXUS_E_PARSE},
        {HDR "nonsense\n", 5, NEXUS_E_PARSE},
        {HDR "Turn B place C3\n", 5, NEXUS_E_PARSE},
        {HDR "turn B place C3\rX\n", 5, NEXUS_E_PARSE},
    };
    (void)state;
    run_bad_cases(cases, sizeof cases / sizeof cases[0]);
}

static void test_read_start_errors(void **state)
{
    static const bad_case cases[] = {
        {HDR3 "start .../.../... 0 0 B\n", 5, NEXUS_E_PARSE},
        {HDR3 "start .../.../... 0 0 B 0 0\n", 5, NEXUS_E_PARSE},
        {HDR3 "start ..../.../... 0 0 B 0\n", 5, NEXUS_E_PARSE},
        {HDR3 "start .../.../.../... 0 0 B 0\n", 5, NEXUS_E_PARSE},
        {HDR3 "start ...|.../... 0 0 B 0\n", 5, NEXUS_E_PARSE},
        {HDR3 "start .x./.../... 0 0 B 0\n", 5, NEXUS_E_PARSE},
        {HDR3 "start .../.../... -1 0 B 0\n", 5, NEXUS_E_PARSE},
        {HDR3 "start .../.../... 0 01 B 0\n", 5, NEXUS_E_PARSE},
        {HDR3 "start .../.../... 0 0 X 0\n", 5, NEXUS_E_PARSE},
        {HDR3 "start .../.../... 0 0 b 0\n", 5, NEXUS_E_PARSE},
        /* 2n^2 = 18 would already be a drawn game */
        {HDR3 "start .../.../... 0 0 B 18\n", 5, NEXUS_E_INVALID_ARG},
        {HDR3 "start XO./O../... 0 0 B 0\n", 5, NEXUS_E_DEAD_GROUP},
        {HDR3 "start XXX/OO./... 0 0 W 0\n", 5, NEXUS_E_LINE_OWNED},
    };
    (void)state;
    run_bad_cases(cases, sizeof cases / sizeof cases[0]);
}

static void test_read_start_position(void **state)
{
    nexus_position pos;
    int custom = 0, i;
    int64_t bd, wd;
    int quiet;
    nexus_color c;
    static const unsigned char cells[9] = {0, 1, 0, 1, 0, 2, 0, 2, 0};
    nexus_game *g = read_ok(HDR3 "start .X./X.O/.O. 3 11 W 5\n");
    (void)state;
    TU_OK(nexus_game_start_position(&pos, &custom, g));
    TU_EQ(custom, 1);
    for (i = 0; i < 9; i++)
        TU_EQ(pos.cells[i], cells[i]);
    TU_EQ(pos.black_debt, 3);
    TU_EQ(pos.white_debt, 11);
    TU_EQ(pos.to_move, NEXUS_WHITE);
    TU_EQ(pos.quiet, 5);
    TU_OK(nexus_game_debts(&bd, &wd, g));
    TU_EQ(bd, 3);
    TU_EQ(wd, 11);
    TU_OK(nexus_game_quiet(&quiet, g));
    TU_EQ(quiet, 5);
    TU_OK(nexus_game_to_move(&c, g));
    TU_EQ(c, NEXUS_WHITE);
    nexus_game_free(g);
}

/* ------------------------------------------------------------------ */
/* Reading: moves */

static void test_read_move_errors(void **state)
{
    static const bad_case cases[] = {
        /* the engine's own statuses, at the line of the move */
        {HDR "turn B place C3\nturn W place C3\n", 6, NEXUS_E_OCCUPIED},
        {HDR3 "start .X./X../... 0 0 W 0\nturn W place A1\n", 6,
         NEXUS_E_SUICIDE},
        {HDR4 "start .XO./XO.O/.XO./.... 0 0 B 0\n"
              "turn B place C2\nturn W place B2\n", 7, NEXUS_E_REPETITION},
        {HDR3 "start XX./OO./... 0 0 B 0\nturn B place C1\n"
              "turn W place C2\n", 7, NEXUS_E_GAME_OVER},
        {HDR3 "start XX./OO./... 0 0 B 0\nturn B place C1\noffer W\n", 7,
         NEXUS_E_GAME_OVER},
        {HDR3 "start XX./OO./... 2 0 B 0\nturn B place C1\n", 6,
         NEXUS_E_PAYMENT_SIZE},
        {HDR3 "start XX./OO./... 2 0 B 0\nturn B place C1 pay A1\n", 6,
         NEXUS_E_PAYMENT_SIZE},
        {HDR3 "start XX./OO./... 2 0 B 0\nturn B place C1 pay A1 A1\n", 6,
         NEXUS_E_PAYMENT_DUPLICATE},
        {HDR3 "start XX./OO./... 2 0 B 0\nturn B place C1 pay A1 A2\n", 6,
         NEXUS_E_PAYMENT_NOT_OWN},
        {HDR "turn B place C3 pay C3\n", 5, NEXUS_E_PAYMENT_NOT_DUE},
        {HDR "turn B unblock C3 place C3\n", 5, NEXUS_E_UNBLOCK_NOT_DUE},
        {HDR3 "start .O./O.O/.O. 0 0 B 0\nturn B place A1\n", 6,
         NEXUS_E_MUST_UNBLOCK},
        {HDR3 "start .O./O.O/.O. 0 0 B 0\nturn B unblock C3 place C3\n", 6,
         NEXUS_E_NOT_OFFERED},
        /* syntax of the turn line */
        {HDR "turn B place F1\n", 5, NEXUS_E_PARSE},
        {HDR "turn B put C3\n", 5, NEXUS_E_PARSE},
        {HDR "turn B\n", 5, NEXUS_E_PARSE},
        /* sides */
        {HDR "turn W place C3\n", 5, NEXUS_E_RECORD},
        {HDR "turn B place C3\nturn B place D3\n", 6, NEXUS_E_RECORD},
        /* draw offers */
        {HDR "offer W\n", 5, NEXUS_E_RECORD},
        {HDR "offer\n", 5, NEXUS_E_PARSE},
        {HDR "offer B W\n", 5, NEXUS_E_PARSE},
        {HDR "offer B\noffer B\n", 6, NEXUS_E_DRAW_PENDING},
        {HDR "offer B\nturn B place C3\n", 6, NEXUS_E_DRAW_PENDING},
        {HDR "offer B\naccept B\n", 6, NEXUS_E_RECORD},
        {HDR "offer B\ndecline B\n", 6, NEXUS_E_RECORD},
        {HDR "decline W\n", 5, NEXUS_E_NO_DRAW_OFFER},
        {HDR "accept W\n", 5, NEXUS_E_NO_DRAW_OFFER},
        {HDR "offer B\ndecline W\ndecline W\n", 7, NEXUS_E_NO_DRAW_OFFER},
        {HDR "offer B\naccept W\nturn B place C3\n", 7, NEXUS_E_GAME_OVER},
        {HDR "offer B\naccept W\noffer B\n", 7, NEXUS_E_GAME_OVER},
    };
    (void)state;
    run_bad_cases(cases, sizeof cases / sizeof cases[0]);
}

static void test_read_error_messages(void **state)
{
    nexus_record_error err;
    (void)state;
    err = read_fails(HDR3 "start .X./X../... 0 0 W 0\nturn W place A1\n", 6,
                     NEXUS_E_SUICIDE);
    assert_string_equal(err.message, "turn W place A1: NEXUS_E_SUICIDE");
    err = read_fails(HDR "turn W place C3\n", 5, NEXUS_E_RECORD);
    assert_non_null(strstr(err.message, "turn W place C3"));
    assert_non_null(strstr(err.message, "B is to move"));
    err = read_fails("nexus-record 1\nsize 5\n", 0, NEXUS_E_PARSE);
    assert_non_null(strstr(err.message, "header"));
}

static void test_read_nul_bytes(void **state)
{
    static const char with_nul[] = HDR "turn B place C3\n# x\0y\n";
    static const char nul_in_move[] = HDR "turn B pl\0ce C3\n";
    (void)state;
    /* sizeof - 1: the text's own bytes, without the literal's final NUL */
    read_fails_(__FILE__, __LINE__, with_nul, sizeof with_nul - 1, 6,
                NEXUS_E_PARSE);
    read_fails_(__FILE__, __LINE__, nul_in_move, sizeof nul_in_move - 1, 5,
                NEXUS_E_PARSE);
}

/* The text is (pointer, length): bytes past `len` are never looked at, and
 * no terminating NUL is needed. */
static void test_read_length_bounded(void **state)
{
    const char *text = HDR "turn B place C3\nthis line is garbage\n";
    size_t len = strlen(HDR "turn B place C3\n");
    char *exact = malloc(len);
    nexus_game *g = NULL;
    size_t turns = 0;
    (void)state;
    assert_non_null(exact);
    memcpy(exact, text, len); /* no NUL anywhere in this buffer */
    TU_OK(nexus_record_read(&g, exact, len, NULL, NULL));
    TU_OK(nexus_game_turn_count(&turns, g));
    TU_EQ(turns, 1);
    nexus_game_free(g);
    free(exact);
}

static void test_read_expectation_lines_ignored(void **state)
{
    nexus_game *g = read_ok(
        HDR "board ...../...../...../...../.....\ndebts 0 0\nquiet 0\n"
            "to-move B\nlegal\nsuicide A1\nrepeat B2\nunblock 1 A1\n"
            "turn B place C3\ncaptured Z9\naudit -3\nresult draw quiet\n"
            "turn W place D3\n");
    size_t turns = 0;
    (void)state;
    TU_OK(nexus_game_turn_count(&turns, g));
    TU_EQ(turns, 2);
    nexus_game_free(g);
}

static void test_read_bad_args(void **state)
{
    nexus_game *g = NULL;
    const char *text = HDR;
    (void)state;
    TU_ST(nexus_record_read(NULL, text, strlen(text), NULL, NULL),
          NEXUS_E_INVALID_ARG);
    TU_ST(nexus_record_read(&g, NULL, 5, NULL, NULL), NEXUS_E_INVALID_ARG);
    TU_ST(nexus_record_read(&g, NULL, 0, NULL, NULL), NEXUS_E_RECORD);
    assert_null(g);
}

/* The game uses the allocator it was read with, and a failed read gives
 * back everything it took. */
static void test_read_allocator(void **state)
{
    tu_counter cnt = {0, 0};
    nexus_allocator a = tu_counting_allocator(&cnt);
    nexus_allocator half;
    nexus_options o;
    nexus_game *g = NULL;
    const char *good = HDR "turn B place C3\nturn W place D3\n";
    const char *bad = HDR "turn B place C3\nturn W place C3\n";
    (void)state;
    TU_OK(nexus_record_read(&g, good, strlen(good), &a, NULL));
    assert_true(cnt.calls > 0);
    assert_true(cnt.live > 0);
    TU_OK(nexus_game_options(&o, g));
    assert_ptr_equal(o.allocator.malloc_fn, a.malloc_fn);
    assert_ptr_equal(o.allocator.user, &cnt);
    nexus_game_free(g);
    TU_EQ(cnt.live, 0);
    g = NULL;
    TU_ST(nexus_record_read(&g, bad, strlen(bad), &a, NULL), NEXUS_E_RECORD);
    assert_null(g);
    TU_EQ(cnt.live, 0);
    half = a;
    half.free_fn = NULL;
    TU_ST(nexus_record_read(&g, good, strlen(good), &half, NULL),
          NEXUS_E_INVALID_ARG);
}

/* ------------------------------------------------------------------ */
/* Games read and written */

static void test_unblock_and_pay(void **state)
{
    nexus_game *g = read_ok(HDR3 "start .O./O.O/.O. 0 0 B 0\n"
                                 "turn B unblock B1 place B1\n");
    nexus_game *h = read_ok(HDR3 "start XX./OO./... 2 0 B 0\n"
                                 "turn B place C1 pay A1 B1\n");
    (void)state;
    tu_assert_board(g, ".X./O.O/.O.");
    tu_assert_debts(g, 4, 0);
    /* paid two, no line left: debts reset, White to move */
    tu_assert_board(h, "..X/OO./...");
    tu_assert_debts(h, 0, 0);
    tu_assert_to_move(h, NEXUS_WHITE);
    nexus_game_free(g);
    nexus_game_free(h);
}

static void test_offers(void **state)
{
    int declined = -1;
    nexus_game *g = read_ok(HDR "offer B\ndecline W\noffer B\ndecline W\n"
                                "turn B place C3\noffer W\ndecline B\n"
                                "offer W\naccept B\n");
    (void)state;
    TU_OK(nexus_game_declined_offers(&declined, g, 0));
    TU_EQ(declined, 2);
    TU_OK(nexus_game_declined_offers(&declined, g, 1));
    TU_EQ(declined, 1);
    tu_assert_result(g, NEXUS_OUTCOME_DRAW, NEXUS_REASON_AGREEMENT);
    nexus_game_free(g);
}

static void test_pending_offer(void **state)
{
    int pending = 0;
    nexus_game *g = read_ok(HDR "turn B place C3\noffer W\n");
    (void)state;
    TU_OK(nexus_game_draw_pending(&pending, g));
    TU_EQ(pending, 1);
    nexus_game_free(g);
}

/* Records in the writer's canonical form come back byte for byte. */
static void test_rewrite_canonical(void **state)
{
    (void)state;
    assert_rewrites(HDR);
    assert_rewrites(HDR "black bot\nwhite human\nturn B place C3\n"
                        "turn W place D3\n");
    assert_rewrites(HDR "white x\nturn B place C3\n");
    assert_rewrites(HDR3 "start .X./X.O/.O. 3 11 W 5\nturn W place C1\n");
    assert_rewrites(HDR3 "start .O./O.O/.O. 0 0 B 0\n"
                         "turn B unblock B1 place B1\n");
    assert_rewrites(HDR3 "start XX./OO./... 2 0 B 0\n"
                         "turn B place C1 pay A1 B1\n");
    assert_rewrites(HDR "offer B\ndecline W\noffer B\ndecline W\n"
                        "turn B place C3\noffer W\ndecline B\n"
                        "offer W\naccept B\n");
    assert_rewrites(HDR "turn B place C3\noffer W\ndecline B\n");
    assert_rewrites(HDR "turn B place C3\noffer W\n");
    assert_rewrites(HDR "turn B place C3\noffer W\ndecline B\noffer W\n");
}

/* Non-canonical input (lower case, unsorted sets, comments, CRLF) is
 * written in canonical form. */
static void test_write_canonicalises(void **state)
{
    nexus_game *g = read_ok(HDR3 "# c\r\nstart XX./OO./... 2 0 B 0\r\n"
                                 "turn B place c1 pay b1 a1\r\n");
    char *out = write_all(g);
    (void)state;
    assert_string_equal(out, HDR3 "start XX./OO./... 2 0 B 0\n"
                                  "turn B place C1 pay A1 B1\n");
    free(out);
    nexus_game_free(g);
}

static void test_write_count_and_fill(void **state)
{
    static const char expect[] = HDR "turn B place C3\n";
    char buf[sizeof expect + 8];
    size_t count = 0, i;
    nexus_game *g = read_ok(expect);
    (void)state;
    TU_ST(nexus_record_write(NULL, 0, &count, g), NEXUS_E_BUFFER_TOO_SMALL);
    TU_EQ(count, sizeof expect);
    memset(buf, 0x55, sizeof buf);
    count = 0;
    TU_ST(nexus_record_write(buf, sizeof expect - 1, &count, g),
          NEXUS_E_BUFFER_TOO_SMALL);
    TU_EQ(count, sizeof expect);
    for (i = 0; i < sizeof buf; i++)
        TU_EQ((unsigned char)buf[i], 0x55);
    TU_OK(nexus_record_write(buf, sizeof expect, &count, g));
    TU_EQ(count, sizeof expect);
    assert_memory_equal(buf, expect, sizeof expect);
    TU_EQ((unsigned char)buf[sizeof expect], 0x55);
    TU_ST(nexus_record_write(NULL, 10, &count, g), NEXUS_E_INVALID_ARG);
    TU_ST(nexus_record_write(buf, sizeof buf, NULL, g), NEXUS_E_INVALID_ARG);
    TU_ST(nexus_record_write(buf, sizeof buf, &count, NULL),
          NEXUS_E_INVALID_ARG);
    nexus_game_free(g);
}

/* A game played through the API, written, read back: equal, and the second
 * write is the same bytes. */
static void test_round_trip_played(void **state)
{
    nexus_game *g = tu_new(5, 2, 4);
    nexus_game *back;
    char *first, *second;
    int equal = 0;
    (void)state;
    TU_OK(nexus_game_set_label(g, NEXUS_WHITE, "random"));
    tu_play(g, "C3 C2 A4 B3 B1 D3 A3 C4");
    TU_OK(nexus_game_offer_draw(g));
    TU_OK(nexus_game_answer_draw(g, 0));
    tu_play(g, "E5");
    TU_OK(nexus_game_offer_draw(g));
    first = write_all(g);
    assert_string_equal(first,
                        HDR "white random\nturn B place C3\nturn W place C2\n"
                            "turn B place A4\nturn W place B3\n"
                            "turn B place B1\nturn W place D3\n"
                            "turn B place A3\nturn W place C4\n"
                            "offer B\ndecline W\nturn B place E5\n"
                            "offer W\n");
    back = read_ok(first);
    TU_OK(nexus_game_equal(&equal, g, back));
    TU_EQ(equal, 1);
    second = write_all(back);
    assert_string_equal(first, second);
    free(first);
    free(second);
    nexus_game_free(back);
    nexus_game_free(g);
}

/* ------------------------------------------------------------------ */
/* The corpus: the writer reproduces the move lines of every file written
 * by the independent reference engine, and round trips exactly. */

/* The lines of a conformance record that a plain game record keeps. */
static char *plain_record(const char *text)
{
    static const char *const keep[] = {
        "nexus-record ", "size ", "capture-debt ", "unblock-debt ", "black ",
        "white ", "start ", "turn ", "offer ", "decline ", "accept "};
    char *out = malloc(strlen(text) + 1);
    size_t n = 0, i;
    const char *line = text;
    assert_non_null(out);
    while (*line) {
        size_t len = strcspn(line, "\n");
        for (i = 0; i < sizeof keep / sizeof keep[0]; i++) {
            if (strncmp(line, keep[i], strlen(keep[i])) == 0) {
                memcpy(out + n, line, len);
                n += len;
                out[n++] = '\n';
                break;
            }
        }
        line += len + (line[len] == '\n');
    }
    out[n] = '\0';
    return out;
}

static void check_corpus_file(const char *path, const char *text, size_t len,
                              void *ctx)
{
    nexus_game *g = NULL, *back = NULL;
    nexus_record_error err;
    char *plain, *first, *second;
    int equal = 0;
    (void)ctx;
    if (nexus_record_read(&g, text, len, NULL, &err) != NEXUS_OK)
        fail_msg("%s:%d: %s", path, err.line, err.message);
    plain = plain_record(text);
    first = write_all(g);
    if (strcmp(first, plain) != 0)
        fail_msg("%s: written record differs from the file's moves", path);
    back = read_ok(first);
    TU_OK(nexus_game_equal(&equal, g, back));
    TU_EQ(equal, 1);
    second = write_all(back);
    assert_string_equal(first, second);
    free(plain);
    free(first);
    free(second);
    nexus_game_free(g);
    nexus_game_free(back);
}

static void test_corpus_round_trip(void **state)
{
    (void)state;
    TU_EQ(tu_for_each_corpus_file(check_corpus_file, NULL), 172);
}

/* ------------------------------------------------------------------ */
/* nexus_turn_parse */

static void test_turn_parse(void **state)
{
    nexus_turn t;
    nexus_color who = NEXUS_EMPTY;
    (void)state;
    TU_OK(nexus_turn_parse(&t, &who, 5, "turn B place C3"));
    TU_EQ(who, NEXUS_BLACK);
    TU_EQ(t.point, 12); /* (3-1)*5 + 2 */
    TU_EQ(t.n_unblock, 0);
    TU_EQ(t.n_pay, 0);
    /* "turn" is optional; point names may be lower case (R2) */
    TU_OK(nexus_turn_parse(&t, &who, 9, "W place i9"));
    TU_EQ(who, NEXUS_WHITE);
    TU_EQ(t.point, 80);
    TU_OK(nexus_turn_parse(&t, &who, 5,
                           "turn W unblock C2 b2 place B3 pay E5 A1"));
    TU_EQ(who, NEXUS_WHITE);
    TU_EQ(t.n_unblock, 2);
    TU_EQ(t.unblock[0], 7); /* given order is kept */
    TU_EQ(t.unblock[1], 6);
    TU_EQ(t.point, 11);
    TU_EQ(t.n_pay, 2);
    TU_EQ(t.pay[0], 24);
    TU_EQ(t.pay[1], 0);
    TU_OK(nexus_turn_parse(&t, NULL, 3, "B place A1"));
    TU_EQ(t.point, 0);
}

static void test_turn_parse_errors(void **state)
{
    static const char *const bad[] = {
        "", "turn", "turn B", "B", "turn X place C3", "turn b place C3",
        "turn B place", "turn B place C3 pay", "turn B unblock place C3",
        "turn B unblock C2", "turn B place F1", "turn B place A6",
        "turn B place A10", "turn B place C3 ", " turn B place C3",
        "turn  B place C3", "turn\tB place C3", "turn B place C3 foo",
        "turn B pay A1 place C3", "turn B place C3 pay A1 place D3",
        "turn turn B place C3", "turn B place C3\n", "turn B place CC",
        "turn B unblock A1 unblock B1 place C3", "turn B Place C3"};
    nexus_turn t, before;
    nexus_color who = NEXUS_BLACK;
    size_t i;
    (void)state;
    memset(&before, 0x33, sizeof before);
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        t = before;
        who = NEXUS_WHITE;
        TU_ST(nexus_turn_parse(&t, &who, 5, bad[i]), NEXUS_E_PARSE);
        assert_memory_equal(&t, &before, sizeof t);
        TU_EQ(who, NEXUS_WHITE);
    }
    TU_ST(nexus_turn_parse(NULL, &who, 5, "B place C3"), NEXUS_E_INVALID_ARG);
    TU_ST(nexus_turn_parse(&t, &who, 5, NULL), NEXUS_E_INVALID_ARG);
    TU_ST(nexus_turn_parse(&t, &who, 2, "B place A1"), NEXUS_E_INVALID_ARG);
    TU_ST(nexus_turn_parse(&t, &who, 10, "B place A1"), NEXUS_E_INVALID_ARG);
}

/* More points than a board has: rejected, not overflowing turn->pay. */
static void test_turn_parse_too_many_points(void **state)
{
    char text[600] = "turn B place A1 pay";
    nexus_turn t;
    int i;
    (void)state;
    for (i = 0; i < NEXUS_MAX_POINTS + 1; i++)
        strcat(text, " A1");
    TU_ST(nexus_turn_parse(&t, NULL, 9, text), NEXUS_E_PARSE);
}

/* ------------------------------------------------------------------ */
/* nexus_turn_format */

static void format_is(int size, nexus_color who, const nexus_turn *t,
                      const char *expect)
{
    char buf[600];
    size_t count = 0;
    TU_OK(nexus_turn_format(buf, sizeof buf, &count, size, who, t));
    assert_string_equal(buf, expect);
    TU_EQ(count, strlen(expect) + 1);
}

static void test_turn_format(void **state)
{
    nexus_turn t;
    (void)state;
    memset(&t, 0, sizeof t);
    t.point = 12;
    format_is(5, NEXUS_BLACK, &t, "turn B place C3");
    t.point = 80;
    format_is(9, NEXUS_WHITE, &t, "turn W place I9");
    /* sets are written in canonical order whatever order they come in */
    t.n_unblock = 2;
    t.unblock[0] = 7;
    t.unblock[1] = 6;
    t.point = 11;
    t.n_pay = 2;
    t.pay[0] = 24;
    t.pay[1] = 0;
    format_is(5, NEXUS_WHITE, &t, "turn W unblock B2 C2 place B3 pay A1 E5");
    t.n_pay = 0;
    format_is(5, NEXUS_WHITE, &t, "turn W unblock B2 C2 place B3");
}

static void test_turn_format_count_and_fill(void **state)
{
    static const char expect[] = "turn B place C3";
    char buf[32];
    size_t count = 0;
    nexus_turn t;
    (void)state;
    memset(&t, 0, sizeof t);
    t.point = 12;
    TU_ST(nexus_turn_format(NULL, 0, &count, 5, NEXUS_BLACK, &t),
          NEXUS_E_BUFFER_TOO_SMALL);
    TU_EQ(count, sizeof expect);
    memset(buf, 0x55, sizeof buf);
    TU_ST(nexus_turn_format(buf, sizeof expect - 1, &count, 5, NEXUS_BLACK,
                            &t),
          NEXUS_E_BUFFER_TOO_SMALL);
    TU_EQ((unsigned char)buf[0], 0x55);
    TU_OK(nexus_turn_format(buf, sizeof expect, &count, 5, NEXUS_BLACK, &t));
    assert_string_equal(buf, expect);
}

static void test_turn_format_errors(void **state)
{
    char buf[64];
    size_t count = 0;
    nexus_turn t;
    (void)state;
    memset(&t, 0, sizeof t);
    t.point = 25;
    TU_ST(nexus_turn_format(buf, sizeof buf, &count, 5, NEXUS_BLACK, &t),
          NEXUS_E_OFF_BOARD);
    t.point = -1;
    TU_ST(nexus_turn_format(buf, sizeof buf, &count, 5, NEXUS_BLACK, &t),
          NEXUS_E_OFF_BOARD);
    t.point = 0;
    t.n_pay = 1;
    t.pay[0] = 30;
    TU_ST(nexus_turn_format(buf, sizeof buf, &count, 5, NEXUS_BLACK, &t),
          NEXUS_E_OFF_BOARD);
    t.n_pay = -1;
    TU_ST(nexus_turn_format(buf, sizeof buf, &count, 5, NEXUS_BLACK, &t),
          NEXUS_E_INVALID_ARG);
    t.n_pay = NEXUS_MAX_POINTS + 1;
    TU_ST(nexus_turn_format(buf, sizeof buf, &count, 5, NEXUS_BLACK, &t),
          NEXUS_E_INVALID_ARG);
    t.n_pay = 0;
    t.n_unblock = NEXUS_MAX_POINTS + 1;
    TU_ST(nexus_turn_format(buf, sizeof buf, &count, 5, NEXUS_BLACK, &t),
          NEXUS_E_INVALID_ARG);
    t.n_unblock = 0;
    TU_ST(nexus_turn_format(buf, sizeof buf, &count, 5, NEXUS_EMPTY, &t),
          NEXUS_E_INVALID_ARG);
    TU_ST(nexus_turn_format(buf, sizeof buf, &count, 2, NEXUS_BLACK, &t),
          NEXUS_E_INVALID_ARG);
    TU_ST(nexus_turn_format(buf, sizeof buf, &count, 10, NEXUS_BLACK, &t),
          NEXUS_E_INVALID_ARG);
    TU_ST(nexus_turn_format(buf, sizeof buf, NULL, 5, NEXUS_BLACK, &t),
          NEXUS_E_INVALID_ARG);
    TU_ST(nexus_turn_format(buf, sizeof buf, &count, 5, NEXUS_BLACK, NULL),
          NEXUS_E_INVALID_ARG);
    TU_ST(nexus_turn_format(NULL, 5, &count, 5, NEXUS_BLACK, &t),
          NEXUS_E_INVALID_ARG);
}

/* Every turn shape on 9x9 comes back from format -> parse unchanged (sets
 * sorted, since format sorts them). */
static void test_turn_format_parse_round_trip(void **state)
{
    char buf[600];
    size_t count = 0;
    nexus_turn t, back;
    nexus_color who = NEXUS_EMPTY;
    int i;
    (void)state;
    memset(&t, 0, sizeof t);
    t.n_unblock = NEXUS_MAX_POINTS;
    t.n_pay = NEXUS_MAX_POINTS;
    for (i = 0; i < NEXUS_MAX_POINTS; i++) {
        t.unblock[i] = i;
        t.pay[i] = i;
    }
    t.point = 40;
    TU_OK(nexus_turn_format(buf, sizeof buf, &count, 9, NEXUS_WHITE, &t));
    memset(&back, 0, sizeof back);
    TU_OK(nexus_turn_parse(&back, &who, 9, buf));
    TU_EQ(who, NEXUS_WHITE);
    assert_memory_equal(&back, &t, sizeof t);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_read_minimal),
        cmocka_unit_test(test_read_labels_comments_blank_crlf),
        cmocka_unit_test(test_read_header_errors),
        cmocka_unit_test(test_read_header_body_errors),
        cmocka_unit_test(test_read_start_errors),
        cmocka_unit_test(test_read_start_position),
        cmocka_unit_test(test_read_move_errors),
        cmocka_unit_test(test_read_error_messages),
        cmocka_unit_test(test_read_nul_bytes),
        cmocka_unit_test(test_read_length_bounded),
        cmocka_unit_test(test_read_expectation_lines_ignored),
        cmocka_unit_test(test_read_bad_args),
        cmocka_unit_test(test_read_allocator),
        cmocka_unit_test(test_unblock_and_pay),
        cmocka_unit_test(test_offers),
        cmocka_unit_test(test_pending_offer),
        cmocka_unit_test(test_rewrite_canonical),
        cmocka_unit_test(test_write_canonicalises),
        cmocka_unit_test(test_write_count_and_fill),
        cmocka_unit_test(test_round_trip_played),
        cmocka_unit_test(test_corpus_round_trip),
        cmocka_unit_test(test_turn_parse),
        cmocka_unit_test(test_turn_parse_errors),
        cmocka_unit_test(test_turn_parse_too_many_points),
        cmocka_unit_test(test_turn_format),
        cmocka_unit_test(test_turn_format_count_and_fill),
        cmocka_unit_test(test_turn_format_errors),
        cmocka_unit_test(test_turn_format_parse_round_trip),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
