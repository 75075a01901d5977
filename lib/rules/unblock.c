/* Forced unblocking: minimal removal sets, searched by increasing size. */
#include "../core/board.h"
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
    /* Advance the rightmost index that still has room, reset those after. */
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

/* `found` (as nx_any_legal_among_both) completed for `after`, pos less
 * the enemy stones `set`, and `charged`, the same with the unblocking
 * debt, by the points away from `near` (the points of `set` and their
 * neighbours, tried first by the caller): looked for only where one can
 * be.
 *
 * Why those points suffice. A point legal in `after` is empty there: a
 * point of `set` or one empty in pos. Take such a q, not in `set` nor next
 * to it, and suicide in pos: its group G (q and the own groups next to it)
 * has no liberty, and every enemy group next to q has a liberty besides q.
 * The own stones are the same in `after`, so G is too; its one possible
 * new liberty is a freed point, which G can touch only through an own
 * group next to q that touches `set`. Nor is an enemy group next to q
 * captured in `after`: one that lost no stone keeps its liberties (the
 * board only emptied), and a fragment of one that lost stones, connected
 * to them in the old group, is next to a freed point, a liberty other
 * than q. So q stays suicide unless it is next to an own group touching
 * `set`. The legal points of `after` are therefore among `near`, the
 * neighbours of the own groups touching `set` (nx_removal_reach) and the
 * points of pos that are no suicide (in a blocked position those barred
 * by repetition, which the changed board may free). The answer is that of
 * a whole-board look, in any position, and with any debts (they only move
 * the repetition check, R6). */
static int any_legal_away(nx_unblock_base *base, const nx_engine *e,
                          const nx_pos *pos, const nx_pos *after,
                          const nx_pos *charged, nx_bb set, nx_bb near,
                          int found)
{
    nx_bb far = nx_bb_andnot(nx_removal_reach(e, pos, set), near);
    found = nx_any_legal_among_both(e, after, charged, far, found);
    if (found == 3)
        return found;
    /* Most removals at a blocked position are settled before this: the
     * points of pos once for all of them. */
    if (!base->known) {
        base->alive = nx_alive_set(e, pos);
        base->known = 1;
    }
    return nx_any_legal_among_both(
        e, after, charged, nx_bb_andnot(base->alive, nx_bb_or(near, far)),
        found);
}

/* Whether removing `set` helps (R15) and whether it is offered (R16): a
 * legal point before the unblocking debt, and one after it, looked for
 * first where the removal changed the board, where the answer usually is;
 * both at once, as the debt changes no placement's mechanics. */
static void judge(int *helps, int *offered, nx_unblock_base *base,
                  const nx_engine *e, const nx_pos *pos, nx_bb set, int k,
                  nx_pos *after)
{
    nx_pos p = *pos, q;
    nx_bb near = nx_bb_or(set, nx_board_expand(&e->geom, set));
    int found;
    nx_pos_remove(&p, set);
    q = p;
    nx_charge(&q, (int64_t)k * e->unblock_debt);
    found = nx_any_legal_among_both(e, &p, &q, near, 0);
    if (found != 3)
        found = any_legal_away(base, e, pos, &p, &q, set, near, found);
    *helps = found & 1;
    *offered = found == 3;
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

/* From the current set of c on, the first that is offered. */
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
