/* The table-driven list outputs, which every legal point list goes
 * through: nx_bb_to_list_in of lib/core/bitboard.h and, where the
 * processor has 256-bit stores, nx_hw_bb_to_list_in of lib/core/bits.h,
 * both against the bit loop nx_bb_to_list: the tables entry by entry, sets
 * of every density on every board size, and buffers whose room ends
 * inside the board, where the tail must come from the bit loop and no
 * write may pass the room. */
#include "core/bitboard.h"
#include "core/bits.h"
#include "test_util.h"

#define CANARY (-777)

static void test_byte_tables(void **state)
{
    int b, k, n;
    (void)state;
    for (b = 0; b < 256; b++) {
        n = 0;
        for (k = 0; k < 8; k++)
            if (b >> k & 1)
                TU_EQ(nx_byte_bits[b][n++], k);
        TU_EQ(nx_byte_count[b], n);
        for (; n < 8; n++)
            TU_EQ(nx_byte_bits[b][n], 0); /* the padding is defined */
    }
}

/* A list writer of the two under test. */
typedef int (*lister)(nx_bb a, int nn, int *out, size_t room);

/* Lists `set` (within nn points) by `list` into a buffer of `room` ints
 * and checks it against the bit loop, and that nothing past the room was
 * written. */
static void check_by(lister list, nx_bb set, int nn, size_t room)
{
    int want[NEXUS_MAX_POINTS], got[NEXUS_MAX_POINTS + 16];
    int n_want = nx_bb_to_list(set, want), n, i;
    for (i = 0; i < NEXUS_MAX_POINTS + 16; i++)
        got[i] = CANARY;
    n = list(set, nn, got, room);
    TU_EQ(n, n_want);
    for (i = 0; i < n; i++)
        TU_EQ(got[i], want[i]);
    for (i = (int)room; i < NEXUS_MAX_POINTS + 16; i++)
        TU_EQ(got[i], CANARY);
}

/* check_by for the portable writer, and for the processor's where it
 * has the instructions. */
static void check_set(nx_bb set, int nn, size_t room)
{
    check_by(nx_bb_to_list_in, set, nn, room);
#ifdef NX_HAVE_HW_BITS
    if (nx_bits_here() == NX_BITS_HW)
        check_by(nx_hw_bb_to_list_in, set, nn, room);
#endif
}

static nx_bb board_mask(int nn)
{
    return nn <= 64 ? nx_bb_make(nn == 64 ? ~UINT64_C(0)
                                          : (UINT64_C(1) << nn) - 1,
                                 0)
                    : nx_bb_make(~UINT64_C(0), (UINT64_C(1) << (nn - 64)) - 1);
}

static void test_sets_every_size(void **state)
{
    uint64_t s = 88172645463325252u;
    int size, t;
    (void)state;
    for (size = 3; size <= 9; size++) {
        int nn = size * size;
        nx_bb all = board_mask(nn);
        check_set(nx_bb_zero(), nn, NEXUS_MAX_POINTS);
        check_set(all, nn, NEXUS_MAX_POINTS);
        for (t = 0; t < 4000; t++) {
            nx_bb x;
            s ^= s << 13; /* xorshift64 */
            s ^= s >> 7;
            s ^= s << 17;
            x = nx_bb_make(s, s * 0x9e3779b97f4a7c15u);
            if (t % 3 == 1)
                x = nx_bb_and(x, nx_bb_make(s >> 7, s >> 3)); /* sparse */
            else if (t % 3 == 2)
                x = nx_bb_or(x, nx_bb_make(s << 5, s << 9)); /* dense */
            check_set(nx_bb_and(x, all), nn, NEXUS_MAX_POINTS);
        }
    }
}

/* Room for fewer slots than the board's bytes: the bytes that fit come
 * from the table, the rest bit by bit, all within the room. */
static void test_short_room(void **state)
{
    nx_bb all = board_mask(81);
    size_t room;
    (void)state;
    for (room = 81; room <= 88; room++)
        check_set(all, 81, room);
    check_set(nx_bb_make(0, UINT64_C(1) << 16), 81, 81); /* point 80 only */
    for (room = 25; room <= 32; room++)
        check_set(board_mask(25), 25, room);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_byte_tables),
        cmocka_unit_test(test_sets_every_size),
        cmocka_unit_test(test_short_room),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
