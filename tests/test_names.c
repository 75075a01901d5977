/* The record vocabulary: nexus_outcome_name / nexus_outcome_parse,
 * nexus_reason_name / nexus_reason_parse, nexus_record_key_name.
 *
 * The expected words are written out from docs/rules.md (R21) and
 * docs/records.md, not taken from the library. */
#include "test_util.h"

#include <string.h>

static void test_outcome_words(void **state)
{
    (void)state;
    assert_string_equal(nexus_outcome_name(NEXUS_OUTCOME_NONE), "unfinished");
    assert_string_equal(nexus_outcome_name(NEXUS_OUTCOME_BLACK_WINS),
                        "black-wins");
    assert_string_equal(nexus_outcome_name(NEXUS_OUTCOME_WHITE_WINS),
                        "white-wins");
    assert_string_equal(nexus_outcome_name(NEXUS_OUTCOME_DRAW), "draw");
    assert_string_equal(nexus_outcome_name(NEXUS_OUTCOME_NO_WINNER), "none");
}

static void test_reason_words(void **state)
{
    (void)state;
    assert_string_equal(nexus_reason_name(NEXUS_REASON_NONE), "unfinished");
    assert_string_equal(nexus_reason_name(NEXUS_REASON_AUDIT), "audit");
    assert_string_equal(nexus_reason_name(NEXUS_REASON_BANKRUPT), "bankrupt");
    assert_string_equal(nexus_reason_name(NEXUS_REASON_NO_PLACEMENT),
                        "no-placement");
    assert_string_equal(nexus_reason_name(NEXUS_REASON_QUIET), "quiet");
    assert_string_equal(nexus_reason_name(NEXUS_REASON_AGREEMENT),
                        "agreement");
    assert_string_equal(nexus_reason_name(NEXUS_REASON_UNCOVERED),
                        "uncovered");
}

/* parse(name(v)) == v for every value of both enumerations. */
static void test_names_round_trip(void **state)
{
    int v;
    (void)state;
    for (v = NEXUS_OUTCOME_NONE; v <= NEXUS_OUTCOME_NO_WINNER; v++) {
        nexus_outcome o = (nexus_outcome)-1;
        TU_OK(nexus_outcome_parse(&o, nexus_outcome_name((nexus_outcome)v)));
        TU_EQ(o, v);
    }
    for (v = NEXUS_REASON_NONE; v <= NEXUS_REASON_UNCOVERED; v++) {
        nexus_reason r = (nexus_reason)-1;
        TU_OK(nexus_reason_parse(&r, nexus_reason_name((nexus_reason)v)));
        TU_EQ(r, v);
    }
}

static void test_unknown_values(void **state)
{
    (void)state;
    assert_string_equal(nexus_outcome_name((nexus_outcome)5), "unknown");
    assert_string_equal(nexus_outcome_name((nexus_outcome)-1), "unknown");
    assert_string_equal(nexus_reason_name((nexus_reason)7), "unknown");
    assert_string_equal(nexus_reason_name((nexus_reason)-1), "unknown");
    assert_string_equal(nexus_record_key_name((nexus_record_key)22),
                        "unknown");
    assert_string_equal(nexus_record_key_name((nexus_record_key)-1),
                        "unknown");
}

/* A bad word is refused and leaves *out alone. */
static void test_bad_words(void **state)
{
    static const char *const bad[] = {
        "", "unknown", "Draw", "DRAW", "draw ", " draw", "black_wins",
        "blackwins", "audit", "black-wins-", "n"};
    static const char *const bad_reasons[] = {
        "", "unknown", "Audit", "no_placement", "none", "draw", "quiet ",
        "agreed"};
    size_t i;
    (void)state;
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        nexus_outcome o = NEXUS_OUTCOME_DRAW;
        TU_ST(nexus_outcome_parse(&o, bad[i]), NEXUS_E_PARSE);
        TU_EQ(o, NEXUS_OUTCOME_DRAW);
    }
    for (i = 0; i < sizeof bad_reasons / sizeof bad_reasons[0]; i++) {
        nexus_reason r = NEXUS_REASON_QUIET;
        TU_ST(nexus_reason_parse(&r, bad_reasons[i]), NEXUS_E_PARSE);
        TU_EQ(r, NEXUS_REASON_QUIET);
    }
}

static void test_parse_bad_args(void **state)
{
    nexus_outcome o;
    nexus_reason r;
    (void)state;
    TU_ST(nexus_outcome_parse(NULL, "draw"), NEXUS_E_INVALID_ARG);
    TU_ST(nexus_outcome_parse(&o, NULL), NEXUS_E_INVALID_ARG);
    TU_ST(nexus_reason_parse(NULL, "quiet"), NEXUS_E_INVALID_ARG);
    TU_ST(nexus_reason_parse(&r, NULL), NEXUS_E_INVALID_ARG);
}

/* Every keyword of docs/records.md, in enumeration order. */
static void test_record_key_words(void **state)
{
    static const char *const words[] = {
        "nexus-record", "size", "capture-debt", "unblock-debt", "black",
        "white", "start", "turn", "offer", "decline", "accept", "captured",
        "audit", "board", "debts", "quiet", "to-move", "legal", "suicide",
        "repeat", "unblock", "result"};
    int k;
    (void)state;
    TU_EQ(sizeof words / sizeof words[0], NEXUS_RECORD_KEY_RESULT + 1);
    for (k = 0; k <= NEXUS_RECORD_KEY_RESULT; k++)
        assert_string_equal(nexus_record_key_name((nexus_record_key)k),
                            words[k]);
    TU_EQ(NEXUS_RECORD_KEY_CAPTURED, 11);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_outcome_words),
        cmocka_unit_test(test_reason_words),
        cmocka_unit_test(test_names_round_trip),
        cmocka_unit_test(test_unknown_values),
        cmocka_unit_test(test_bad_words),
        cmocka_unit_test(test_parse_bad_args),
        cmocka_unit_test(test_record_key_words),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
