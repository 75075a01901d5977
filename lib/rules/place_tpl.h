/* The common turn, recorded (turn.h, nx_turn_place_known): a placement
 * that starts no audit and needs no extra, on a native word of one width.
 * A template, included after ../core/board_w.h by turn.c for each width
 * and by playout.c for each copy of the playout.
 *
 * Instantiated:
 *   place_known64, place_known128, place_known64_hw, place_known128_hw
 * The suffix 64 or 128 is the width of the board's word, and _hw marks
 * the copies that use the processor's bit instructions. */

/* Record a stone of the side to move at legal point p of the current
 * position, whose sides are own and opp, capturing `cap`. Returns
 * NX_PLACED_RECORDED, or NX_PLACED_AUDIT (nothing changed) if the
 * placement starts an audit, or NX_PLACED_NOMEM (nothing changed) if the
 * history cannot grow. */
static NX_ALWAYS_INLINE nx_placed T(place_known)(nx_engine *e,
                                                 const nexus_allocator *a,
                                                 BB own, BB opp, BB cap,
                                                 int p)
{
    int me = nx_side(e->cur.color);
    int captured = B_NZ(cap) ? B_COUNT(cap) : 0;
    uint64_t bh;
    own = B_OR(own, B_BIT(p));
    opp = B_ANDN(opp, cap);
    if (nx_audit_due(e, B_STORE(own), e->cur.count + 1 - captured, p))
        return NX_PLACED_AUDIT;
    bh = e->cur.board_hash ^ nx_zobrist[me][p];
    if (captured)
        bh ^= nx_stones_hash(B_STORE(cap), nx_other(e->cur.color));
    if (!nx_history_has_room(&e->hist, 0) &&
        nx_history_reserve(&e->hist, a, 0) != NEXUS_OK)
        return NX_PLACED_NOMEM;
    nx_turn_push_plain(e, me, B_STORE(own), B_STORE(opp), bh, p, captured);
    return NX_PLACED_RECORDED;
}
