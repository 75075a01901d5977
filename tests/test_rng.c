/* The random numbers of nexus_game_random_turn (nexus_rng_next,
 * nexus_rng_below): the published splitmix64 sequence, and the bounded
 * draw computed independently here from the text of nexus.h. */
#include "test_util.h"

/* The first outputs of splitmix64 from state 0, as published with the
 * generator (Steele, Lea and Flood; Vigna's reference code). */
static void test_next_known_values(void **state)
{
    static const uint64_t want[] = {UINT64_C(0xe220a8397b1dcdaf),
                                    UINT64_C(0x6e789e6aa1b965f4),
                                    UINT64_C(0x06c45d188009454f)};
    uint64_t s = 0, x;
    size_t i;
    (void)state;
    for (i = 0; i < sizeof want / sizeof want[0]; i++) {
        TU_OK(nexus_rng_next(&x, &s));
        assert_true(x == want[i]);
    }
    assert_true(s == 3 * UINT64_C(0x9E3779B97F4A7C15));
}

/* gcc and clang have a 128-bit integer; the test needs one. */
__extension__ typedef unsigned __int128 u128;

/* below(m) as nexus.h states it, on 128-bit arithmetic of this test. */
static uint64_t below_by_the_book(uint64_t *s, uint64_t m)
{
    uint64_t x;
    u128 p;
    TU_OK(nexus_rng_next(&x, s));
    p = (u128)x * m;
    if ((uint64_t)p < m) {
        uint64_t t = (0 - m) % m;
        while ((uint64_t)p < t) {
            TU_OK(nexus_rng_next(&x, s));
            p = (u128)x * m;
        }
    }
    return (uint64_t)(p >> 64);
}

static void test_below_matches_the_description(void **state)
{
    static const uint64_t bounds[] = {1, 2, 3, 7, 25, 81, 1000,
                                      UINT64_C(0x8000000000000001),
                                      UINT64_MAX};
    uint64_t a = 12345, b = 12345, x;
    size_t i;
    int r;
    (void)state;
    for (r = 0; r < 2000; r++) {
        for (i = 0; i < sizeof bounds / sizeof bounds[0]; i++) {
            TU_OK(nexus_rng_below(&x, &a, bounds[i]));
            assert_true(x < bounds[i]);
            assert_true(x == below_by_the_book(&b, bounds[i]));
            assert_true(a == b);
        }
    }
}

static void test_bad_arguments(void **state)
{
    uint64_t s = 7, x = 99;
    (void)state;
    TU_EQ(nexus_rng_next(NULL, &s), NEXUS_E_INVALID_ARG);
    TU_EQ(nexus_rng_next(&x, NULL), NEXUS_E_INVALID_ARG);
    TU_EQ(nexus_rng_below(&x, &s, 0), NEXUS_E_INVALID_ARG);
    TU_EQ(nexus_rng_below(NULL, &s, 5), NEXUS_E_INVALID_ARG);
    TU_EQ(nexus_rng_below(&x, NULL, 5), NEXUS_E_INVALID_ARG);
    assert_true(s == 7 && x == 99); /* nothing changed */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_next_known_values),
        cmocka_unit_test(test_below_matches_the_description),
        cmocka_unit_test(test_bad_arguments),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
