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

/* Whether removing `set` helps (R15) and whether it is offered (R16): a
 * legal point before the unblocking debt, and one after it, looked for
 * first where the removal changed the board. */
static void judge(int *helps, int *offered, const nx_engine *e,
                  const nx_pos *pos, nx_bb set, int k, nx_pos *after)
{
    nx_pos p = *pos;
    nx_bb near = nx_bb_or(set, nx_board_expand(&e->geom, set));
    nx_pos_remove(&p, set);
    *helps = nx_any_legal_near(e, &p, near);
    nx_charge(&p, (int64_t)k * e->unblock_debt);
    *offered = *helps && nx_any_legal_near(e, &p, near);
    if (*offered && after)
        *after = p;
}

int nx_unblock_offered(const nx_engine *e, const nx_pos *pos, nx_bb set,
                       int k, nx_pos *after)
{
    int helps, offered;
    judge(&helps, &offered, e, pos, set, k, after);
    return offered;
}

/* From the current set of c on, the first that is offered. */
static int settle(nx_combo *c, const nx_engine *e, const nx_pos *pos,
                  nx_pos *after)
{
    do {
        if (nx_unblock_offered(e, pos, nx_combo_set(c), c->k, after))
            return 1;
    } while (nx_combo_next(c));
    return 0;
}

int nx_offered_first(nx_combo *c, const nx_engine *e, const nx_pos *pos,
                     int k, nx_pos *after)
{
    nx_bb enemy = pos->stones[nx_side(nx_other(pos->color))];
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
    nx_combo c;
    int k;

    *offered = 0;
    for (k = 1; nx_combo_first(&c, enemy, k); k++) {
        int found = 0, helps, ok;
        do {
            judge(&helps, &ok, e, pos, nx_combo_set(&c), k, NULL);
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
