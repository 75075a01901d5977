/* The branchless select of lib/core/bitboard.h (the i-th set point of a
 * set, which every random draw of a point or a stone goes through) against
 * the plain definition: clear the i lowest set bits, take the lowest left.
 * Words of every density, each set bit of each, and the edges: one bit,
 * the top bit, all 64, and bits in the high word of a two-word set. */
#include "core/bitboard.h"
#include "test_util.h"

/* The i-th lowest set bit of x, by the definition. */
static int plain_select(uint64_t x, int i)
{
    for (; i > 0; i--)
        x &= x - 1;
    return nx_ctz64(x);
}

static void check_word(uint64_t x)
{
    int i, n = nx_popcount64(x);
    for (i = 0; i < n; i++)
        TU_EQ(nx_select64(x, i), plain_select(x, i));
}

static void test_select_words(void **state)
{
    uint64_t s = 88172645463325252u, x;
    int t, b;
    (void)state;
    for (b = 0; b < 64; b++) {
        check_word(UINT64_C(1) << b);
        check_word(~UINT64_C(0) << b);
        check_word(~UINT64_C(0) >> b);
    }
    for (t = 0; t < 20000; t++) {
        s ^= s << 13; /* xorshift64: words of every density below */
        s ^= s >> 7;
        s ^= s << 17;
        x = s;
        if (t % 4 == 1)
            x &= s >> 9; /* sparse */
        else if (t % 4 == 2)
            x |= s << 5; /* dense */
        else if (t % 4 == 3)
            x &= UINT64_C(0xff) << (8 * (t % 8)); /* one byte */
        if (x)
            check_word(x);
    }
}

static void test_select_two_words(void **state)
{
    nx_bb a = nx_bb_make(UINT64_C(0x8000000000000001), UINT64_C(0x1ffff));
    int i;
    (void)state;
    TU_EQ(nx_bb_select(a, 0), 0);
    TU_EQ(nx_bb_select(a, 1), 63);
    for (i = 0; i < 17; i++)
        TU_EQ(nx_bb_select(a, 2 + i), 64 + i);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_select_words),
        cmocka_unit_test(test_select_two_words),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
