/* The playout loop (playout.h) on a native word of one width; a template,
 * included by playout.c for each width, and again with NX_HW, after
 * random_tpl.h.
 *
 * Instantiated: playout64, playout128, playout64_hw, playout128_hw. */

/* Record the placement at p of the side to move `me` that captured `cap`
 * (`captured` stones) and started no audit: own and opp are the two sides
 * after it. Returns NEXUS_E_NOMEM (nothing changed) if the history cannot
 * grow. */
static inline nexus_status T(playout_push)(nx_engine *e,
                                           const nexus_allocator *a, int me,
                                           BB own, BB opp, BB cap, int p,
                                           int captured)
{
    uint64_t bh = e->cur.board_hash ^ nx_zobrist[me][p];
    nx_bb stones[2];
    nexus_status st;
    if (captured)
        bh ^= nx_stones_hash(B_STORE(cap), nx_other(e->cur.color));
    if (!nx_history_has_room(&e->hist, 0) &&
        (st = nx_history_reserve(&e->hist, a, 0)) != NEXUS_OK)
        return st;
    stones[me] = B_STORE(own);
    stones[1 - me] = B_STORE(opp);
    nx_turn_push_plain(e, stones, bh, p, captured);
    return NEXUS_OK;
}

static nexus_status T(playout)(nx_engine *e, const nexus_allocator *a,
                               uint64_t *state, size_t limit,
                               uint32_t declines, size_t *played)
{
    const T(ctx) *c = T(ctx_of)(&e->geom);
    nexus_status st = NEXUS_OK;
    size_t n = 0;
    int turned = 1;
    for (; n < limit && !nx_engine_over(e); n++, declines = 0) {
        uint64_t saved = *state;
        BB cap = B_ZERO, own, opp;
        int p, me, captured;
        if (declines || nx_cur(e)->k) {
            st = general_turn(e, a, state, declines, 0, &turned);
        } else if ((p = T(draw_point)(&cap, e, c, &e->cur, state)) < 0) {
            *state = saved;
            st = general_turn(e, a, state, 0, 1, &turned);
        } else {
            me = nx_side(e->cur.color);
            own = B_OR(B_LOAD(e->cur.stones[me]), B_BIT(p));
            opp = B_ANDN(B_LOAD(e->cur.stones[1 - me]), cap);
            captured = B_NZ(cap) ? B_COUNT(cap) : 0;
            if (nx_audit_due(e, B_STORE(own), e->cur.count + 1 - captured, p))
                st = audit_turn(e, a, state, p, B_STORE(cap));
            else
                st = T(playout_push)(e, a, me, own, opp, cap, p, captured);
        }
        if (st != NEXUS_OK || !turned)
            break;
    }
    *played = n;
    return st;
}
