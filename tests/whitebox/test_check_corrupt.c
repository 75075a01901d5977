/* The consistency checker and the equality test against corrupted games:
 * each case breaks one invariant (or one compared field) of a clone of a
 * valid game through the internal layout, and nexus_game_check_consistency
 * must refuse it / nexus_game_equal must tell it apart. Without these the
 * checker's refusals are never exercised: a checker that accepts anything
 * would pass every other test. */
#include "api/game.h"
#include "rules/legal.h"
#include "cross.h"
#include "seed.h"

#include <string.h>

/* Which calls a corruption must trip. */
enum { CHECK = 1, EQUAL = 2, BOTH = 3 };

typedef struct corruption {
    const char *name;
    void (*apply)(nexus_game *g);
    int trips;
} corruption;

static nx_entry *entry(nexus_game *g, size_t i)
{
    return &g->e.hist.entries[i];
}

static nx_entry *last(nexus_game *g)
{
    return entry(g, g->e.hist.len - 1);
}

static nx_extra *first_extra(nexus_game *g) { return &g->e.hist.extras[0]; }

static nx_bb bit(int p) { return nx_bb_bit(p); }

/* Entries (entry 2 is a middle one; entry 1 has the extra, see ref). */
static void overlap(nexus_game *g)
{
    entry(g, 2)->stones[1] = nx_bb_or(entry(g, 2)->stones[1],
                                      entry(g, 2)->stones[0]);
}
static void off_board(nexus_game *g)
{
    entry(g, 2)->stones[0] = nx_bb_or(entry(g, 2)->stones[0], bit(30));
}
/* Black A1 in the corner of White B1, A2: a dead Black group (and the
 * same with the colours swapped). */
static void dead_black(nexus_game *g)
{
    entry(g, 2)->stones[0] = bit(0);
    entry(g, 2)->stones[1] = nx_bb_or(bit(1), bit(5));
}
static void dead_white(nexus_game *g)
{
    entry(g, 2)->stones[1] = bit(0);
    entry(g, 2)->stones[0] = nx_bb_or(bit(1), bit(5));
}
static void quiet_high(nexus_game *g) { entry(g, 2)->quiet = 51; }
static void point_off(nexus_game *g) { entry(g, 2)->point = 25; }
static nx_bb row1(void) { return nx_bb_make(0x1f, 0); } /* A1..E1 */
static void black_line(nexus_game *g)
{
    entry(g, 2)->stones[0] = row1();
    entry(g, 2)->stones[1] = nx_bb_zero();
}
static void white_line(nexus_game *g)
{
    entry(g, 2)->stones[1] = row1();
    entry(g, 2)->stones[0] = nx_bb_zero();
}
static void most_off(nexus_game *g) { entry(g, 2)->most++; }
static void count_off(nexus_game *g) { entry(g, 2)->count++; }
static void captured_off(nexus_game *g) { entry(g, 2)->captured++; }
static void hash_off(nexus_game *g) { entry(g, 2)->hash ^= 1; }
static void k_off(nexus_game *g) { last(g)->k = 1; }
static void flags_off(nexus_game *g) { entry(g, 2)->flags |= 0x80; }
static void no_len(nexus_game *g) { g->e.hist.len = 0; }
static void top_off(nexus_game *g) { g->e.hist.top--; }
static void debt_key_off(nexus_game *g) { g->e.debt_key ^= 1; }

/* The history's table and extras. */
static void len_over_cap(nexus_game *g) { g->e.hist.cap = g->e.hist.len - 1; }
static void table_small(nexus_game *g) { g->e.hist.table_mask = 3; }
static void table_odd(nexus_game *g) { g->e.hist.table_mask -= 1; }
static void stray_slot(nexus_game *g)
{
    size_t i;
    for (i = 0; g->e.hist.table[i]; i++)
        ;
    g->e.hist.table[i] = (uint32_t)g->e.hist.len + 5;
}
static void extra_slot(nexus_game *g)
{
    size_t i;
    for (i = 0; g->e.hist.table[i]; i++)
        ;
    g->e.hist.table[i] = 1;
}
static void flag_no_extra(nexus_game *g) { entry(g, 2)->flags |= NX_ENTRY_EXTRA; }
static void extra_turn(nexus_game *g) { first_extra(g)->turn++; }
static void extra_unflagged(nexus_game *g)
{
    entry(g, first_extra(g)->turn)->flags &= (unsigned char)~NX_ENTRY_EXTRA;
}
static void extras_over_cap(nexus_game *g) { g->e.hist.extras_cap = 0; }
/* The count chain (kept on 9x9: test_count_chain_refusals, whose game
 * has entry 4 of as many stones as entry 3, link 1): a wrong link, a
 * known link cut (a reader would stop before entry 3), a wrong last
 * entry of a count, the chain's place, a count past the board (refused
 * by the stone count too; the bound keeps the checker's own table in
 * range, which the sanitizer stages would catch). */
static void link_off(nexus_game *g) { entry(g, 4)->back = 2; }
static void link_cut(nexus_game *g) { entry(g, 4)->back = 0; }
static void last_off(nexus_game *g) { g->e.hist.last[last(g)->count] = 0; }
static void last_moved(nexus_game *g) { g->e.hist.last++; }
static void count_high(nexus_game *g) { entry(g, 2)->count = 200; }
/* The extras moved to a copy of them: only their place is wrong. */
static void extras_moved(nexus_game *g)
{
    static nx_extra copy[8];
    assert_true(g->e.hist.n_extras <= 8);
    memcpy(copy, g->e.hist.extras, g->e.hist.n_extras * sizeof *copy);
    g->e.hist.extras = copy;
}
static void extra_unblock(nexus_game *g) { first_extra(g)->unblock = bit(3); }
static void extra_pay(nexus_game *g) { first_extra(g)->pay = bit(3); }
static void extra_declines(nexus_game *g) { first_extra(g)->declines++; }
static void extra_debt0(nexus_game *g) { first_extra(g)->debt[0]++; }
static void extra_debt1(nexus_game *g) { first_extra(g)->debt[1]++; }

/* Debts replayed from the start. */
static void reset_no_extra(nexus_game *g) { entry(g, 2)->flags |= NX_ENTRY_RESET; }
static void reset_debt0(nexus_game *g)
{
    entry(g, first_extra(g)->turn)->flags |= NX_ENTRY_RESET;
    first_extra(g)->debt[0] = 99;
}
static void reset_debt1(nexus_game *g)
{
    entry(g, first_extra(g)->turn)->flags |= NX_ENTRY_RESET;
    first_extra(g)->debt[1] = 99;
}
static void cur_debt0(nexus_game *g) { g->e.cur.debt[0] += 2; }
static void cur_debt1(nexus_game *g) { g->e.cur.debt[1] += 2; }
static void board_hash(nexus_game *g) { g->e.cur.board_hash ^= 1; }
static void color(nexus_game *g) { g->e.cur.color = nx_other(g->e.cur.color); }
/* Both debts 4 lower everywhere: the differences, so every hash, hold. */
static void negative(nexus_game *g)
{
    g->e.start_debt[0] -= 4;
    g->e.start_debt[1] -= 4;
    g->e.cur.debt[0] -= 4;
    g->e.cur.debt[1] -= 4;
}
static void cur_stones0(nexus_game *g) { g->e.cur.stones[0] = bit(24); }
static void cur_stones1(nexus_game *g) { g->e.cur.stones[1] = bit(24); }
static void cur_count(nexus_game *g) { g->e.cur.count++; }
static void cur_most(nexus_game *g) { g->e.cur.most++; }

/* The phase and the cache. */
static void over_with_k(nexus_game *g)
{
    g->e.outcome = NEXUS_OUTCOME_DRAW;
    g->e.reason = NEXUS_REASON_QUIET;
    last(g)->k = 1;
}
static void cache_legal(nexus_game *g)
{
    nx_cache_put(nx_game_cache(g), nx_game_key(g), nx_bb_zero(), nx_bb_zero());
}
static void cache_capturing(nexus_game *g)
{
    nx_bb legal, capturing;
    nx_pos pos;
    nx_pos_current(&pos, &g->e);
    legal = nx_legal_set(&g->e, &pos, &capturing);
    nx_cache_put(nx_game_cache(g), nx_game_key(g), legal,
                 nx_bb_or(capturing, bit(24)));
}
static void agreed_pending(nexus_game *g)
{
    g->agreed = 1;
    g->offer_pending = 1;
}
static void agreed_over(nexus_game *g)
{
    g->agreed = 1;
    g->e.outcome = NEXUS_OUTCOME_DRAW;
    g->e.reason = NEXUS_REASON_QUIET;
}
static void pending_over(nexus_game *g)
{
    g->offer_pending = 1;
    g->e.outcome = NEXUS_OUTCOME_DRAW;
    g->e.reason = NEXUS_REASON_QUIET;
}

/* Fields the checker does not judge but equality compares. */
static void options_n(nexus_game *g) { g->e.geom.n = 4; }
static void options_p1(nexus_game *g) { g->e.capture_debt++; }
static void options_p2(nexus_game *g) { g->e.unblock_debt++; }
static void outcome(nexus_game *g) { g->e.outcome = NEXUS_OUTCOME_DRAW; }
static void reason(nexus_game *g) { g->e.reason = NEXUS_REASON_QUIET; }
static void start_debt0(nexus_game *g) { g->e.start_debt[0]++; }
static void start_debt1(nexus_game *g) { g->e.start_debt[1]++; }
static void start_side(nexus_game *g) { g->e.start_to_move = NEXUS_WHITE; }
static void n_extras(nexus_game *g) { g->e.hist.n_extras--; }
static void declines(nexus_game *g) { g->pending_declines++; }
static void offer(nexus_game *g) { g->offer_pending = 1; }
static void agreed(nexus_game *g) { g->agreed = 1; }
static void custom(nexus_game *g) { g->custom_start = 1; }
static void wide(nexus_game *g) { g->wide = 1; }
static void spare(nexus_game *g) { g->spare = 1; }
static void label0(nexus_game *g) { g->label[0][0] = 'x'; }
static void label1(nexus_game *g) { g->label[1][0] = 'x'; }

static const corruption CASES[] = {
    {"overlap", overlap, BOTH},           {"off board", off_board, BOTH},
    {"dead black", dead_black, BOTH},     {"dead white", dead_white, BOTH},
    {"quiet", quiet_high, BOTH},          {"point", point_off, BOTH},
    {"black line", black_line, BOTH},     {"white line", white_line, BOTH},
    {"most", most_off, BOTH},             {"count", count_off, BOTH},
    {"captured", captured_off, BOTH},     {"hash", hash_off, BOTH},
    {"k", k_off, BOTH},                   {"flags", flags_off, EQUAL},
    {"no entries", no_len, BOTH},         {"top", top_off, CHECK},
    {"cap", len_over_cap, CHECK},         {"debt key", debt_key_off, CHECK},
    {"table small", table_small, CHECK},  {"table odd", table_odd, CHECK},
    {"stray slot", stray_slot, CHECK},    {"extra slot", extra_slot, CHECK},
    {"flag, no extra", flag_no_extra, BOTH},
    {"extra turn", extra_turn, BOTH},     {"unflagged", extra_unflagged, BOTH},
    {"extras cap", extras_over_cap, CHECK},
    {"extras moved", extras_moved, CHECK},
    {"extra unblock", extra_unblock, BOTH}, {"extra pay", extra_pay, EQUAL},
    {"extra declines", extra_declines, EQUAL},
    {"extra debt0", extra_debt0, EQUAL},  {"extra debt1", extra_debt1, EQUAL},
    {"reset, no extra", reset_no_extra, BOTH},
    {"reset debt0", reset_debt0, BOTH},   {"reset debt1", reset_debt1, BOTH},
    {"cur debt0", cur_debt0, BOTH},       {"cur debt1", cur_debt1, BOTH},
    {"board hash", board_hash, BOTH},     {"color", color, BOTH},
    {"negative", negative, BOTH},         {"cur black", cur_stones0, CHECK},
    {"cur white", cur_stones1, CHECK},    {"cur count", cur_count, BOTH},
    {"cur most", cur_most, BOTH},         {"over with k", over_with_k, BOTH},
    {"cache legal", cache_legal, CHECK},
    {"cache capturing", cache_capturing, CHECK},
    {"agreed pending", agreed_pending, BOTH},
    {"agreed over", agreed_over, BOTH},   {"pending over", pending_over, BOTH},
    {"size", options_n, EQUAL},           {"p1", options_p1, EQUAL},
    {"p2", options_p2, EQUAL},            {"outcome", outcome, EQUAL},
    {"reason", reason, EQUAL},            {"start debt0", start_debt0, EQUAL},
    {"start debt1", start_debt1, EQUAL},  {"start side", start_side, EQUAL},
    {"n_extras", n_extras, EQUAL},        {"declines", declines, EQUAL},
    {"offer", offer, EQUAL},              {"agreed", agreed, EQUAL},
    {"custom", custom, EQUAL},            {"label0", label0, EQUAL},
    {"label1", label1, EQUAL},            {"wide", wide, CHECK},
    {"spare", spare, CHECK},
};

/* 5x5: a declined offer before Black's C3 (the extra of entry 1), then
 * four quiet placements; White to move, no unblocking. */
static nexus_game *reference(void)
{
    nexus_game *g = tu_new(5, 2, 4);
    TU_OK(nexus_game_offer_draw(g));
    TU_OK(nexus_game_answer_draw(g, 0));
    tu_play(g, "C3 B2 D4 E1 A5");
    tu_check(g);
    return g;
}

static void assert_trips(const nexus_game *ref, const corruption *c)
{
    nexus_game *g = NULL;
    nx_history keep;
    int eq = -1;
    TU_OK(nexus_game_clone(&g, ref));
    keep = g->e.hist;
    c->apply(g);
    if (c->trips & CHECK && nexus_game_check_consistency(g) == NEXUS_OK)
        fail_msg("the checker accepts: %s", c->name);
    TU_OK(nexus_game_equal(&eq, ref, g));
    if ((c->trips & EQUAL) && eq)
        fail_msg("equal although: %s", c->name);
    /* The buffers as allocated, whatever the case changed. */
    g->e.hist = keep;
    nexus_game_free(g);
}

static void test_every_corruption_is_refused(void **state)
{
    nexus_game *ref = reference();
    size_t i;
    (void)state;
    for (i = 0; i < COUNT(CASES); i++)
        assert_trips(ref, &CASES[i]);
    nexus_game_free(ref);
}

/* The count chain of a 9x9 game (the only size that keeps it): each
 * corruption is refused; a link or a last entry marked as not known is
 * not (a reader then reads the whole history). */
static void test_count_chain_refusals(void **state)
{
    static const corruption chain[] = {
        {"count link", link_off, CHECK},  {"count cut", link_cut, CHECK},
        {"count last", last_off, CHECK},  {"chain moved", last_moved, CHECK},
        {"count high", count_high, BOTH}};
    nexus_game *ref = tu_new(9, 2, 4), *g = NULL;
    size_t i;
    (void)state;
    tu_play(ref, "A1 B1 E5 A2"); /* A2 takes A1: entries 3 and 4 hold 3 */
    tu_check(ref);
    assert_int_equal(entry(ref, 4)->count, 3);
    assert_int_equal(entry(ref, 4)->back, 1);
    for (i = 0; i < COUNT(chain); i++)
        assert_trips(ref, &chain[i]);
    TU_OK(nexus_game_clone(&g, ref));
    entry(g, 2)->back = NX_LINK_FAR;
    g->e.hist.last[last(g)->count] = NX_FAR_ENTRY;
    tu_check(g);
    nexus_game_free(g);
    nexus_game_free(ref);
}

/* An unblocking due: a position with no legal point whose recorded size
 * is wrong, and the uncovered game of test_unblock_rare with its ending
 * erased (no legal point, nothing offered, yet in play). */
static void test_phase_refusals(void **state)
{
    nexus_game *g = tu_std_position(CROSS_BOARD, 0, 0, TU_B, 0);
    seeds s;
    (void)state;
    last(g)->k = 2;
    TU_ST(nexus_game_check_consistency(g), NEXUS_E_INVALID_ARG);
    nexus_game_free(g);
    start_seeds(&s, 0);
    add_removals(&s, CROSS_SINGLES, COUNT(CROSS_SINGLES), 0);
    add_removals(&s, CROSS_PAIRS, COUNT(CROSS_PAIRS), 8);
    g = seeded_cross(&s);
    tu_assert_result(g, NEXUS_OUTCOME_NO_WINNER, NEXUS_REASON_UNCOVERED);
    g->e.outcome = NEXUS_OUTCOME_NONE;
    g->e.reason = NEXUS_REASON_NONE;
    TU_ST(nexus_game_check_consistency(g), NEXUS_E_INVALID_ARG);
    nexus_game_free(g);
}

/* White's debt below 0 with the difference kept (so every hash holds):
 * from debts 8 and 4, both 6 lower. */
static void test_negative_white_debt(void **state)
{
    nexus_game *g = tu_std_position(".../.X./...", 8, 4, TU_W, 0);
    (void)state;
    tu_play(g, "A1 C3");
    tu_check(g);
    g->e.start_debt[0] -= 6;
    g->e.start_debt[1] -= 6;
    g->e.cur.debt[0] -= 6;
    g->e.cur.debt[1] -= 6;
    TU_ST(nexus_game_check_consistency(g), NEXUS_E_INVALID_ARG);
    nexus_game_free(g);
}

/* The declined-offer counter at its limits, set through the layout (no
 * test can decline 2^32 offers): one more decline is refused and changes
 * nothing; the count reported saturates at INT32_MAX. */
static void test_decline_limits(void **state)
{
    nexus_game *g = tu_new(5, 2, 4);
    int n = 0;
    (void)state;
    g->pending_declines = UINT32_MAX;
    TU_OK(nexus_game_offer_draw(g));
    TU_ST(nexus_game_answer_draw(g, 0), NEXUS_E_INVALID_ARG);
    TU_EQ(g->pending_declines, UINT32_MAX);
    TU_EQ(g->offer_pending, 1);
    TU_OK(nexus_game_declined_offers(&n, g, 0));
    TU_EQ(n, INT32_MAX);
    TU_OK(nexus_game_answer_draw(g, 1));
    tu_assert_result(g, NEXUS_OUTCOME_DRAW, NEXUS_REASON_AGREEMENT);
    nexus_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_corruption_is_refused),
        cmocka_unit_test(test_count_chain_refusals),
        cmocka_unit_test(test_phase_refusals),
        cmocka_unit_test(test_negative_white_debt),
        cmocka_unit_test(test_decline_limits),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
