/* Status codes, version, options initialisation, point names. */
#include "test_util.h"

#include <stdio.h>
#include <string.h>

static const struct {
    nexus_status code;
    const char *name;
} all_codes[] = {
    {NEXUS_OK, "NEXUS_OK"},
    {NEXUS_E_INVALID_ARG, "NEXUS_E_INVALID_ARG"},
    {NEXUS_E_NOMEM, "NEXUS_E_NOMEM"},
    {NEXUS_E_BUFFER_TOO_SMALL, "NEXUS_E_BUFFER_TOO_SMALL"},
    {NEXUS_E_VERSION, "NEXUS_E_VERSION"},
    {NEXUS_E_OFF_BOARD, "NEXUS_E_OFF_BOARD"},
    {NEXUS_E_PARSE, "NEXUS_E_PARSE"},
    {NEXUS_E_GAME_OVER, "NEXUS_E_GAME_OVER"},
    {NEXUS_E_MUST_UNBLOCK, "NEXUS_E_MUST_UNBLOCK"},
    {NEXUS_E_UNBLOCK_NOT_DUE, "NEXUS_E_UNBLOCK_NOT_DUE"},
    {NEXUS_E_NOT_OFFERED, "NEXUS_E_NOT_OFFERED"},
    {NEXUS_E_OCCUPIED, "NEXUS_E_OCCUPIED"},
    {NEXUS_E_SUICIDE, "NEXUS_E_SUICIDE"},
    {NEXUS_E_REPETITION, "NEXUS_E_REPETITION"},
    {NEXUS_E_PAYMENT_NOT_DUE, "NEXUS_E_PAYMENT_NOT_DUE"},
    {NEXUS_E_PAYMENT_SIZE, "NEXUS_E_PAYMENT_SIZE"},
    {NEXUS_E_PAYMENT_DUPLICATE, "NEXUS_E_PAYMENT_DUPLICATE"},
    {NEXUS_E_PAYMENT_NOT_OWN, "NEXUS_E_PAYMENT_NOT_OWN"},
    {NEXUS_E_NO_HISTORY, "NEXUS_E_NO_HISTORY"},
    {NEXUS_E_DEAD_GROUP, "NEXUS_E_DEAD_GROUP"},
    {NEXUS_E_LINE_OWNED, "NEXUS_E_LINE_OWNED"},
    {NEXUS_E_DRAW_PENDING, "NEXUS_E_DRAW_PENDING"},
    {NEXUS_E_NO_DRAW_OFFER, "NEXUS_E_NO_DRAW_OFFER"},
    {NEXUS_E_RECORD, "NEXUS_E_RECORD"},
    {NEXUS_ITER_OVER, "NEXUS_ITER_OVER"},
};
#define N_CODES (sizeof all_codes / sizeof all_codes[0])

/* ------------------------------------------------------------------ */
/* Status names and messages */

static void test_codes_are_contiguous(void **state)
{
    size_t i;
    (void)state;
    /* The table above covers 0 .. -23 exactly: no code is forgotten. */
    for (i = 0; i < N_CODES; i++) {
        TU_EQ(all_codes[i].code, -(int)i);
    }
}

static void test_status_names(void **state)
{
    size_t i;
    (void)state;
    for (i = 0; i < N_CODES; i++) {
        const char *name = nexus_status_name(all_codes[i].code);
        assert_non_null(name);
        assert_string_equal(name, all_codes[i].name);
    }
}

static void test_status_messages_distinct(void **state)
{
    size_t i;
    size_t j;
    (void)state;
    for (i = 0; i < N_CODES; i++) {
        const char *mi = nexus_status_message(all_codes[i].code);
        const char *ni = nexus_status_name(all_codes[i].code);
        assert_non_null(mi);
        assert_true(strlen(mi) > 0);
        assert_null(strchr(mi, '\n'));
        /* Static storage: the same pointer contents on a second call. */
        assert_string_equal(mi, nexus_status_message(all_codes[i].code));
        for (j = 0; j < i; j++) {
            assert_string_not_equal(mi,
                                    nexus_status_message(all_codes[j].code));
            assert_string_not_equal(ni, nexus_status_name(all_codes[j].code));
        }
    }
}

static void test_status_unknown(void **state)
{
    static const int unknown[] = {1, 2, 100, -25, -26, -1000, 2147483647,
                                  -2147483647 - 1};
    size_t i;
    (void)state;
    for (i = 0; i < sizeof unknown / sizeof unknown[0]; i++) {
        const char *name = nexus_status_name((nexus_status)unknown[i]);
        const char *msg = nexus_status_message((nexus_status)unknown[i]);
        assert_non_null(name);
        assert_string_equal(name, "NEXUS_E_UNKNOWN");
        assert_non_null(msg);
        assert_true(strlen(msg) > 0);
    }
}

/* ------------------------------------------------------------------ */
/* Version */

static void test_version(void **state)
{
    char expect[32];
    (void)state;
    TU_EQ(NEXUS_VERSION_NUMBER, NEXUS_VERSION_MAJOR * 10000 +
                                    NEXUS_VERSION_MINOR * 100 +
                                    NEXUS_VERSION_PATCH);
    TU_EQ(nexus_version_number(), NEXUS_VERSION_NUMBER);
    snprintf(expect, sizeof expect, "%d.%d.%d", NEXUS_VERSION_MAJOR,
             NEXUS_VERSION_MINOR, NEXUS_VERSION_PATCH);
    assert_string_equal(NEXUS_VERSION_STRING, expect);
    assert_non_null(nexus_version_string());
    assert_string_equal(nexus_version_string(), NEXUS_VERSION_STRING);
    assert_string_equal(nexus_version_string(), "1.2.0");
    TU_EQ(nexus_version_number(), 10200);
}

/* ------------------------------------------------------------------ */
/* Options */

static void test_options_init(void **state)
{
    nexus_options opts;
    nexus_options ref = NEXUS_OPTIONS_INIT;
    nexus_options sentinel;
    (void)state;

    memset(&opts, 0x5a, sizeof opts);
    TU_OK(nexus_options_init(&opts, NEXUS_OPTIONS_VERSION));
    TU_EQ(opts.version, NEXUS_OPTIONS_VERSION);
    TU_EQ(opts.size, 5);
    TU_EQ(opts.capture_debt, 2);
    TU_EQ(opts.unblock_debt, 4);
    assert_null((void *)(uintptr_t)opts.allocator.malloc_fn);
    assert_null((void *)(uintptr_t)opts.allocator.realloc_fn);
    assert_null((void *)(uintptr_t)opts.allocator.free_fn);
    assert_null(opts.allocator.user);
    /* The same as the static initialiser. */
    TU_EQ(ref.version, opts.version);
    TU_EQ(ref.size, opts.size);
    TU_EQ(ref.capture_debt, opts.capture_debt);
    TU_EQ(ref.unblock_debt, opts.unblock_debt);

    /* Errors leave the struct alone. */
    memset(&sentinel, 0x5a, sizeof sentinel);
    memset(&opts, 0x5a, sizeof opts);
    TU_ST(nexus_options_init(&opts, 0), NEXUS_E_VERSION);
    assert_memory_equal(&opts, &sentinel, sizeof opts);
    TU_ST(nexus_options_init(&opts, NEXUS_OPTIONS_VERSION + 1),
          NEXUS_E_VERSION);
    assert_memory_equal(&opts, &sentinel, sizeof opts);
    TU_ST(nexus_options_init(&opts, 0xffffffffu), NEXUS_E_VERSION);
    assert_memory_equal(&opts, &sentinel, sizeof opts);
    TU_ST(nexus_options_init(NULL, NEXUS_OPTIONS_VERSION), NEXUS_E_INVALID_ARG);
}

static void test_options_init_makes_a_game(void **state)
{
    nexus_options opts;
    nexus_options got;
    nexus_game *g = NULL;
    (void)state;
    TU_OK(nexus_options_init(&opts, NEXUS_OPTIONS_VERSION));
    TU_OK(nexus_game_new(&g, &opts));
    TU_OK(nexus_game_options(&got, g));
    TU_EQ(got.size, 5);
    TU_EQ(got.capture_debt, 2);
    TU_EQ(got.unblock_debt, 4);
    TU_EQ(got.version, NEXUS_OPTIONS_VERSION);
    nexus_game_free(g);
}

/* ------------------------------------------------------------------ */
/* Point names */

static void test_point_parse_valid(void **state)
{
    int p = -7;
    (void)state;
    TU_OK(nexus_point_parse(&p, 5, "A1"));
    TU_EQ(p, 0);
    TU_OK(nexus_point_parse(&p, 5, "B1"));
    TU_EQ(p, 1);
    TU_OK(nexus_point_parse(&p, 5, "A2"));
    TU_EQ(p, 5);
    TU_OK(nexus_point_parse(&p, 5, "C3"));
    TU_EQ(p, 12);
    TU_OK(nexus_point_parse(&p, 5, "c3"));
    TU_EQ(p, 12);
    TU_OK(nexus_point_parse(&p, 5, "E5"));
    TU_EQ(p, 24);
    TU_OK(nexus_point_parse(&p, 5, "e5"));
    TU_EQ(p, 24);
    TU_OK(nexus_point_parse(&p, 5, "E1"));
    TU_EQ(p, 4);
    TU_OK(nexus_point_parse(&p, 5, "A5"));
    TU_EQ(p, 20);
    TU_OK(nexus_point_parse(&p, 3, "C3"));
    TU_EQ(p, 8);
    TU_OK(nexus_point_parse(&p, 3, "B2"));
    TU_EQ(p, 4);
    TU_OK(nexus_point_parse(&p, 9, "I9"));
    TU_EQ(p, 80);
    TU_OK(nexus_point_parse(&p, 9, "i1"));
    TU_EQ(p, 8);
    TU_OK(nexus_point_parse(&p, 9, "A9"));
    TU_EQ(p, 72);
    TU_OK(nexus_point_parse(&p, 7, "D4"));
    TU_EQ(p, 24);
}

static void test_point_parse_invalid(void **state)
{
    static const struct {
        int size;
        const char *name;
    } bad[] = {
        {9, "J1"},  {9, "A10"}, {5, "A0"},  {5, ""},    {5, "F1"},
        {5, "A6"},  {3, "D1"},  {3, "A4"},  {5, "1A"},  {5, "AA"},
        {5, "A"},   {5, "1"},   {5, " A1"}, {5, "A1 "}, {5, "A1x"},
        {5, "A-1"}, {5, "A+1"}, {5, "@1"},  {5, "[1"},  {5, "A11"},
        {9, "j9"},  {5, "f5"},  {8, "I1"},  {5, "A1A"}, {4, "E4"},
    };
    size_t i;
    (void)state;
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        int p = -77;
        nexus_status st = nexus_point_parse(&p, bad[i].size, bad[i].name);
        if (st != NEXUS_E_PARSE) {
            print_error("parse \"%s\" on %d: %s\n", bad[i].name, bad[i].size,
                        nexus_status_name(st));
        }
        TU_ST(st, NEXUS_E_PARSE);
        TU_EQ(p, -77);
    }
}

static void test_point_parse_args(void **state)
{
    int p = -77;
    (void)state;
    TU_ST(nexus_point_parse(&p, 5, NULL), NEXUS_E_INVALID_ARG);
    TU_ST(nexus_point_parse(NULL, 5, "A1"), NEXUS_E_INVALID_ARG);
    TU_ST(nexus_point_parse(&p, 2, "A1"), NEXUS_E_INVALID_ARG);
    TU_ST(nexus_point_parse(&p, 10, "A1"), NEXUS_E_INVALID_ARG);
    TU_ST(nexus_point_parse(&p, 0, "A1"), NEXUS_E_INVALID_ARG);
    TU_ST(nexus_point_parse(&p, -5, "A1"), NEXUS_E_INVALID_ARG);
    TU_EQ(p, -77);
}

static void test_point_format(void **state)
{
    char buf[8];
    (void)state;
    TU_OK(nexus_point_format(buf, sizeof buf, 5, 0));
    assert_string_equal(buf, "A1");
    TU_OK(nexus_point_format(buf, sizeof buf, 5, 12));
    assert_string_equal(buf, "C3");
    TU_OK(nexus_point_format(buf, sizeof buf, 5, 24));
    assert_string_equal(buf, "E5");
    TU_OK(nexus_point_format(buf, 3, 9, 80));
    assert_string_equal(buf, "I9");
    TU_OK(nexus_point_format(buf, 3, 3, 5));
    assert_string_equal(buf, "C2");

    memcpy(buf, "zzzzzzz", 8);
    TU_ST(nexus_point_format(buf, sizeof buf, 5, -1), NEXUS_E_OFF_BOARD);
    TU_ST(nexus_point_format(buf, sizeof buf, 5, 25), NEXUS_E_OFF_BOARD);
    TU_ST(nexus_point_format(buf, sizeof buf, 3, 9), NEXUS_E_OFF_BOARD);
    TU_ST(nexus_point_format(buf, sizeof buf, 9, 81), NEXUS_E_OFF_BOARD);
    assert_string_equal(buf, "zzzzzzz");
    TU_ST(nexus_point_format(buf, 2, 5, 0), NEXUS_E_BUFFER_TOO_SMALL);
    TU_ST(nexus_point_format(buf, 0, 5, 0), NEXUS_E_BUFFER_TOO_SMALL);
    assert_string_equal(buf, "zzzzzzz");
    TU_ST(nexus_point_format(NULL, 8, 5, 0), NEXUS_E_INVALID_ARG);
    TU_ST(nexus_point_format(buf, sizeof buf, 2, 0), NEXUS_E_INVALID_ARG);
    TU_ST(nexus_point_format(buf, sizeof buf, 10, 0), NEXUS_E_INVALID_ARG);
    assert_string_equal(buf, "zzzzzzz");
}

static void test_point_round_trip(void **state)
{
    int n;
    (void)state;
    for (n = NEXUS_MIN_SIZE; n <= NEXUS_MAX_SIZE; n++) {
        int p;
        for (p = 0; p < n * n; p++) {
            char buf[3];
            char lower[3];
            int q = -1;
            TU_OK(nexus_point_format(buf, sizeof buf, n, p));
            TU_EQ(buf[0], 'A' + p % n);
            TU_EQ(buf[1], '1' + p / n);
            TU_EQ(buf[2], '\0');
            TU_OK(nexus_point_parse(&q, n, buf));
            TU_EQ(q, p);
            lower[0] = (char)(buf[0] - 'A' + 'a');
            lower[1] = buf[1];
            lower[2] = '\0';
            q = -1;
            TU_OK(nexus_point_parse(&q, n, lower));
            TU_EQ(q, p);
        }
        /* The first column and row past the board. */
        {
            char name[4];
            int q = -5;
            name[0] = (char)('A' + n);
            name[1] = '1';
            name[2] = '\0';
            TU_ST(nexus_point_parse(&q, n, name), NEXUS_E_PARSE);
            name[0] = 'A';
            name[1] = (char)('1' + n);
            TU_ST(nexus_point_parse(&q, n, name), NEXUS_E_PARSE);
            TU_EQ(q, -5);
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_codes_are_contiguous),
        cmocka_unit_test(test_status_names),
        cmocka_unit_test(test_status_messages_distinct),
        cmocka_unit_test(test_status_unknown),
        cmocka_unit_test(test_version),
        cmocka_unit_test(test_options_init),
        cmocka_unit_test(test_options_init_makes_a_game),
        cmocka_unit_test(test_point_parse_valid),
        cmocka_unit_test(test_point_parse_invalid),
        cmocka_unit_test(test_point_parse_args),
        cmocka_unit_test(test_point_format),
        cmocka_unit_test(test_point_round_trip),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
