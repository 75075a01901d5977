/* The branchless select of lib/core/bitboard.h (the i-th set point of a
 * set, which every random draw of a point or a stone goes through) against
 * the plain definition: clear the i lowest set bits, take the lowest left.
 * Words of every density, each set bit of each, and the edges: one bit,
 * the top bit, all 64, and bits in the high word of a two-word set. Where
 * the processor has them, the same words through the instructions of
 * lib/core/bits.h, and their population count. */
#include "core/bits.h"
#include "test_util.h"

/* The i-th lowest set bit of x, by the definition. */
static int plain_select(uint64_t x, int i)
{
    for (; i > 0; i--)
        x &= x - 1;
    return nx_ctz64(x);
}

/* The number of set bits of x, by the definition. */
static int plain_count(uint64_t x)
{
    int n = 0;
    for (; x; x &= x - 1)
        n++;
    return n;
}

#ifdef NX_HAVE_HW_BITS
/* The instructions' answers, only called where the processor has them. */
static void check_word_hw(uint64_t x)
{
    int i, n = plain_count(x);
    TU_EQ(nx_hw_popcount64(x), n);
    for (i = 0; i < n; i++)
        TU_EQ(nx_hw_select64(x, i), plain_select(x, i));
}
#endif

static void check_word(uint64_t x)
{
    int i, n = nx_popcount64(x);
    TU_EQ(n, plain_count(x));
    for (i = 0; i < n; i++)
        TU_EQ(nx_select64(x, i), plain_select(x, i));
#ifdef NX_HAVE_HW_BITS
    if (nx_bits_here() == NX_BITS_HW)
        check_word_hw(x);
#endif
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
#ifdef NX_HAVE_HW_BITS
    if (nx_bits_here() == NX_BITS_HW) {
        TU_EQ(nx_hw_bb_select(a, 0), 0);
        TU_EQ(nx_hw_bb_select(a, 1), 63);
        for (i = 0; i < 17; i++)
            TU_EQ(nx_hw_bb_select(a, 2 + i), 64 + i);
        a = nx_bb_make(0, 1); /* nothing in the low word */
        TU_EQ(nx_hw_bb_select(a, 0), 64);
    } else {
        print_message("no popcnt and fast pdep here: the portable code only\n");
    }
#endif
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_select_words),
        cmocka_unit_test(test_select_two_words),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
