/* Forced unblocking (R15-R17): the smallest sets of enemy stones whose
 * removal helps, searched by increasing size. */
#include "unblock.h"

int nx_combo_first(nx_combo *c, nx_bb set, int k)
{
    int i;
    c->m = nx_bb_to_list(set, c->points);
    c->k = k;
    if (k < 1 || k > c->m)
        return 0;
    for (i = 0; i < k; i++)
        c->idx[i] = i;
    return 1;
}

int nx_combo_next(nx_combo *c)
{
    int i = c->k - 1;
    /* Advance the rightmost index that still has room, and reset the
     * indices after it. */
    while (i >= 0 && c->idx[i] == c->m - c->k + i)
        i--;
    if (i < 0)
        return 0;
    c->idx[i]++;
    for (i++; i < c->k; i++)
        c->idx[i] = c->idx[i - 1] + 1;
    return 1;
}

nx_bb nx_combo_set(const nx_combo *c)
{
    nx_bb s = nx_bb_zero();
    int i;
    for (i = 0; i < c->k; i++)
        s = nx_bb_or(s, nx_bb_bit(c->points[c->idx[i]]));
    return s;
}

/* Completes `found`, a result of nx_any_legal_among_both, with the points
 * away from `near`. `after` is pos less the enemy stones `set`, and
 * `charged` is `after` with the unblocking debt added. `near` holds the
 * points of `set` and their neighbours, which the caller has tried first.
 * The function looks only where a legal point can be. Returns the bits of
 * `found`, completed, as nx_any_legal_among_both returns them.
 *
 * Why those points suffice. A point legal in `after` is empty there, so it
 * is a point of `set` or a point that is empty in pos. Take such a point q
 * that is neither in `set` nor next to it, and that is suicide in pos. Then
 * its group G, made of q and the own groups next to q, has no liberty, and
 * every enemy group next to q has a liberty besides q.
 *
 * The own stones are the same in `after`, so G is the same group there. Its
 * only possible new liberty is a freed point, and G can touch a freed point
 * only through an own group next to q that touches `set`.
 *
 * Nor does a stone at q capture an enemy group in `after`. An enemy group
 * that lost no stone keeps its liberties, because the board only lost
 * stones. A piece of a group that lost stones was connected to them in the
 * old group, so it is next to a freed point, and that point is a liberty
 * other than q. So q stays suicide unless it is next to an own group that
 * touches `set`.
 *
 * The legal points of `after` are therefore among three sets: `near`, the
 * neighbours of the own groups that touch `set` (nx_removal_reach), and the
 * points of pos that are no suicide. (In a blocked position, those last
 * points are barred by repetition, and the changed board may free them.)
 * So the answer is the one a look at the whole board would give. It holds
 * in any position and with any debts, because the debts only move the
 * repetition check (R6). */
static int any_legal_away(nx_unblock_base *base, const nx_engine *e,
                          const nx_pos *pos, const nx_pos *after,
                          const nx_pos *charged, nx_bb set, nx_bb near,
                          int found)
{
    nx_bb far = nx_bb_andnot(nx_removal_reach(e, pos, set), near);
    found = nx_any_legal_among_both(e, after, charged, far, found);
    if (found == NX_FOUND_BOTH)
        return found;
    /* Most removals at a blocked position are settled before this point.
     * So the points of pos are computed only when first needed, and once
     * for all the removals judged at pos. */
    if (!base->known) {
        base->alive = nx_alive_set(e, pos);
        base->known = 1;
    }
    return nx_any_legal_among_both(
        e, after, charged, nx_bb_andnot(base->alive, nx_bb_or(near, far)),
        found);
}

/* Returns the points of `set` and their neighbours, from the geometry's
 * table of each point's neighbours. An unblocking set has few points,
 * usually one, and a look-up for each costs less than the call of a
 * neighbour step over the whole board. */
static nx_bb set_and_around(const nx_geom *geom, nx_bb set)
{
    const nx_bb *nbr = nx_neighbours[geom->n - NEXUS_MIN_SIZE];
    nx_bb near = set;
    for (; !nx_bb_empty(set); set = nx_bb_pop(set))
        near = nx_bb_or(near, nbr[nx_bb_first(set)]);
    return near;
}

/* Judges the removal of `set`, a set of k enemy stones. Sets *helps to 1 if
 * the removal helps (R15): it leaves a legal point with the debts before
 * unblocking. Sets *offered to 1 if it is offered (R16): a legal point
 * remains, besides, once the unblocking debt is added. Both are looked for
 * at once, because the debt changes no placement's mechanics. The search
 * starts where the removal changed the board, where the answer usually is.
 * When the set is offered and `after` is not NULL, *after receives the
 * position after the removal, with the debt added. */
static void judge(int *helps, int *offered, nx_unblock_base *base,
                  const nx_engine *e, const nx_pos *pos, nx_bb set, int k,
                  nx_pos *after)
{
    nx_pos p = *pos, q;
    nx_bb near = set_and_around(&e->geom, set);
    int found;
    nx_pos_remove(&p, set);
    q = p;
    nx_charge(&q, nx_turn_debt(e, 0, k));
    found = nx_any_legal_among_both(e, &p, &q, near, 0);
    if (found != NX_FOUND_BOTH)
        found = any_legal_away(base, e, pos, &p, &q, set, near, found);
    *helps = (found & NX_FOUND_PLAIN) != 0;
    *offered = found == NX_FOUND_BOTH;
    if (*offered && after)
        *after = q;
}

int nx_unblock_offered_from(nx_unblock_base *base, const nx_engine *e,
                            const nx_pos *pos, nx_bb set, int k,
                            nx_pos *after)
{
    int helps, offered;
    judge(&helps, &offered, base, e, pos, set, k, after);
    return offered;
}

int nx_unblock_offered(const nx_engine *e, const nx_pos *pos, nx_bb set,
                       int k, nx_pos *after)
{
    nx_unblock_base base = NX_UNBLOCK_BASE_NONE;
    return nx_unblock_offered_from(&base, e, pos, set, k, after);
}

/* Advances c from its current set to the first set that is offered, the
 * current one included. Returns 1 if there is one, and 0 when none is
 * left. */
static int settle(nx_combo *c, const nx_engine *e, const nx_pos *pos,
                  nx_pos *after)
{
    do {
        if (nx_unblock_offered_from(&c->base, e, pos, nx_combo_set(c), c->k,
                                    after))
            return 1;
    } while (nx_combo_next(c));
    return 0;
}

int nx_offered_first(nx_combo *c, const nx_engine *e, const nx_pos *pos,
                     int k, nx_pos *after)
{
    nx_bb enemy = pos->stones[nx_side(nx_other(pos->color))];
    c->base.known = 0;
    return nx_combo_first(c, enemy, k) && settle(c, e, pos, after);
}

int nx_offered_next(nx_combo *c, const nx_engine *e, const nx_pos *pos,
                    nx_pos *after)
{
    return nx_combo_next(c) && settle(c, e, pos, after);
}

int nx_unblock_search(const nx_engine *e, const nx_pos *pos, int *offered)
{
    nx_bb enemy = pos->stones[nx_side(nx_other(pos->color))];
    nx_unblock_base base = NX_UNBLOCK_BASE_NONE;
    nx_combo c;
    int k;

    *offered = 0;
    for (k = 1; nx_combo_first(&c, enemy, k); k++) {
        int found = 0, helps, ok;
        do {
            judge(&helps, &ok, &base, e, pos, nx_combo_set(&c), k, NULL);
            found |= helps;
            if (ok) {
                *offered = 1;
                return k;
            }
        } while (nx_combo_next(&c));
        if (found)
            return k;
    }
    return 0;
}
