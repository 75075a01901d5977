/* The 9x9 word of the playout's second copy (lib/core/bits.h, nx_v128: a
 * two-word set in an SSE register) against the two-word helpers of
 * lib/core/bitboard.h, on sets of every density: loads and stores, every
 * shift amount both ways, equality, the lowest point, its removal, the
 * count and single points. Only where the processor has the instructions
 * (nx_bits_here); elsewhere nothing of it runs, and the test says so. */
#include "core/bits.h"
#include "test_util.h"

#include <stdio.h>

#ifdef NX_HAVE_HW_BITS
/* xorshift64: words of every density, from a fixed seed. */
static uint64_t next_word(uint64_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}

static void assert_same(nx_v128 v, nx_bb b)
{
    nx_bb got = nx_v_store(v);
    assert_true(got.lo == b.lo && got.hi == b.hi);
}

static void check_set(nx_bb b)
{
    nx_v128 v = nx_v_load(b);
    int s;
    assert_same(v, b);
    for (s = 0; s < 128; s++) {
        assert_same(nx_v_shl(v, s), nx_bb_shl_any(b, s));
        assert_same(nx_v_shr(v, s), nx_bb_shr_any(b, s));
    }
    TU_EQ(nx_v_count(v), nx_bb_count(b));
    assert_true(nx_v_eq(v, nx_v_load(b)));
    assert_false(nx_v_eq(v, nx_v_load(nx_bb_xor(b, nx_bb_bit(80)))));
    if (!nx_bb_empty(b)) {
        TU_EQ(nx_v_first(v), nx_bb_first(b));
        assert_same(nx_v_pop(v), nx_bb_pop(b));
    }
}
#endif

static void test_sse_word(void **state)
{
    (void)state;
#ifdef NX_HAVE_HW_BITS
    if (nx_bits_here() == NX_BITS_HW) {
        uint64_t s = 0x9E3779B97F4A7C15u;
        int t, p;
        for (p = 0; p < 128; p++) {
            assert_same(nx_v_bit(p), nx_bb_bit(p));
            check_set(nx_bb_bit(p));
        }
        check_set(nx_bb_zero());
        check_set(nx_bb_make(~UINT64_C(0), ~UINT64_C(0)));
        for (t = 0; t < 2000; t++) {
            uint64_t lo = next_word(&s), hi = next_word(&s);
            if (t % 3 == 1) {
                lo &= next_word(&s); /* sparse */
                hi &= next_word(&s);
            }
            if (t % 5 == 2)
                lo = 0; /* only the high word */
            check_set(nx_bb_make(lo, hi & UINT64_C(0x1ffff)));
            check_set(nx_bb_make(lo, hi));
        }
        return;
    }
#endif
    print_message("no SSE4.1, popcnt and pdep here: the word is not used\n");
    assert_true(nx_bits_here() == NX_BITS_PORTABLE);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_sse_word),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
