/* The copy of a history over another (lib/rules/history.c,
 * nx_history_copy), which every reset of a game to its start by
 * nexus_game_copy is. The copy keeps the destination's hash table when it
 * is not smaller than the source's: cleared whole when it is at most four
 * times the source's, cleared slot by slot (the runs from its entries'
 * hashes) when it is larger but a long game of the caller's length needs
 * it, and given up for a table of the source's size otherwise. The game
 * passes twice its points: 162 turns on 9x9, 98 on 7x7. Each case is
 * reached here with
 * histories of chosen lengths, whose hashes collide on purpose: runs of
 * used slots that share slots and wrap around the end of the table, and
 * slots cleared by undo. After each copy the table must index exactly the
 * source's entries (the consistency check of the history counts the used
 * slots and finds every entry), and a copy must play on: push and pop. */
#include "rules/history.h"
#include "test_util.h"

#include <string.h>

/* The entry i of a history whose hashes are `salt`. A third of the hashes
 * end in ones (the last slot of every table, so that their runs wrap
 * around), a third in zeros and a third anywhere; the high bits make every
 * hash distinct. */
static nx_entry entry(size_t i, uint64_t salt)
{
    static const uint64_t low[2] = {0xffff, 0};
    nx_entry e;
    uint64_t spread = (uint64_t)i * 0x9e3779b97f4a7c15u;
    memset(&e, 0, sizeof e);
    e.stones[0] = nx_bb_bit((int)(i % 81));
    e.stones[1] = nx_bb_zero();
    e.hash = (salt << 56) ^ ((uint64_t)i << 20) ^
             (i % 3 == 2 ? spread >> 44 : low[i % 3]);
    e.count = 1;
    e.point = i ? (signed char)(i % 81) : -1;
    e.flags = i ? 0 : NX_ENTRY_START;
    return e;
}

/* Fills h with len entries of hashes `salt`, linked by the count chain,
 * then takes back `undone` of them. */
static void make(nx_history *h, size_t len, size_t undone, uint64_t salt)
{
    static const nexus_allocator a = {0};
    nx_entry start = entry(0, salt);
    size_t i;
    TU_OK(nx_history_init(h, &a, &start, 1));
    for (i = 1; i < len; i++) {
        nx_entry e = entry(i, salt);
        TU_OK(nx_history_reserve(h, &a, 0));
        nx_history_push(h, &e, NULL);
    }
    for (i = 0; i < undone; i++)
        nx_history_pop(h);
    assert_true(nx_history_check(h));
}

/* Returns 1 if dst holds the entries of src in order, and 0 otherwise. */
static int same_entries(const nx_history *dst, const nx_history *src)
{
    size_t i;
    if (dst->len != src->len)
        return 0;
    for (i = 0; i < src->len; i++)
        if (memcmp(&dst->entries[i], &src->entries[i], sizeof src->entries[i]))
            return 0;
    return 1;
}

/* Copies a history of src_len entries over one of dst_len, for a long
 * game of `turns`, and checks that the table of the copy has `slots`
 * slots and indexes exactly the copied entries, before and after one
 * more turn and its undo. */
static void check_copy(size_t dst_len, size_t src_len, size_t turns,
                       size_t slots)
{
    static const nexus_allocator a = {0};
    nx_history dst, src;
    nx_entry e = entry(src_len, 2);
    make(&dst, dst_len, dst_len > 8 ? 5 : 0, 1);
    make(&src, src_len, 0, 2);
    TU_OK(nx_history_copy(&dst, &src, &a, turns));
    assert_true(nx_history_check(&dst));
    assert_true(same_entries(&dst, &src));
    TU_EQ(nx_history_slots(&dst), slots);
    TU_OK(nx_history_reserve(&dst, &a, 0));
    nx_history_push(&dst, &e, NULL);
    assert_true(nx_history_check(&dst));
    nx_history_pop(&dst);
    assert_true(nx_history_check(&dst));
    assert_true(same_entries(&dst, &src));
    nx_history_free(&dst, &a);
    nx_history_free(&src, &a);
}

/* A table at most four times the source's is kept and cleared whole,
 * whatever the long game; one of the source's size is copied. */
static void test_copy_clears_small_tables(void **state)
{
    (void)state;
    check_copy(40, 1, 0, 256);
    check_copy(100, 1, 0, 512);
    check_copy(100, 40, 0, 512);
    check_copy(40, 40, 0, 256);
    check_copy(1, 40, 0, 256);
    check_copy(1100, 300, 0, 8192);
}

/* A table more than four times the source's that a long game needs is
 * kept and cleared by the runs of its entries: a 9x9 game of 128 turns or
 * more reset to its start, and longer games of a longer long game. */
static void test_copy_clears_runs(void **state)
{
    (void)state;
    check_copy(140, 1, 162, 1024);
    check_copy(140, 3, 162, 1024);
    check_copy(600, 1, 600, 4096);
    check_copy(600, 40, 600, 4096);
}

/* A table more than four times the source's that a long game does not
 * need is given up for one of the source's size: a 7x7 game of 128 turns
 * or more, a 9x9 game of 256 or more. */
static void test_copy_drops_large_tables(void **state)
{
    (void)state;
    check_copy(140, 1, 98, 128);
    check_copy(300, 1, 162, 128);
    check_copy(1100, 1, 162, 128);
    check_copy(1100, 100, 162, 512);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_copy_clears_small_tables),
        cmocka_unit_test(test_copy_clears_runs),
        cmocka_unit_test(test_copy_drops_large_tables),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
