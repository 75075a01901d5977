/* Forced unblocking: minimal removal sets, searched by increasing size. */
#include "unblock.h"

int nx_combo_first(nx_combo *c, nx_bb set, int k)
{
    int i;
    c->m = 0;
    for (; !nx_bb_empty(set); set = nx_bb_pop(set))
        c->points[c->m++] = nx_bb_first(set);
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

int nx_unblock_helps(const nexus_game *g, const nx_pos *pos, nx_bb set)
{
    nx_pos p = *pos;
    nx_pos_remove(&p, set, 0);
    return !nx_bb_empty(nx_legal_scan(g, &p, NULL, NULL, NULL));
}

/* 1 if a legal placement remains after removing `set` and charging k * p2. */
static int relieved_with_debt(const nexus_game *g, const nx_pos *pos,
                              nx_bb set, int k, nx_pos *after)
{
    nx_pos p = *pos;
    nx_pos_remove(&p, set, (int64_t)k * g->unblock_debt);
    if (nx_bb_empty(nx_legal_scan(g, &p, NULL, NULL, NULL)))
        return 0;
    if (after)
        *after = p;
    return 1;
}

int nx_unblock_offered(const nexus_game *g, const nx_pos *pos, nx_bb set,
                       int k, nx_pos *after)
{
    return nx_unblock_helps(g, pos, set) &&
           relieved_with_debt(g, pos, set, k, after);
}

int nx_unblock_search(const nexus_game *g, const nx_pos *pos, int *offered)
{
    nx_bb enemy = pos->stones[nx_side(nx_other(pos->color))];
    nx_combo c;
    int k;

    *offered = 0;
    for (k = 1; nx_combo_first(&c, enemy, k); k++) {
        int found = 0;
        do {
            nx_bb set = nx_combo_set(&c);
            if (!nx_unblock_helps(g, pos, set))
                continue;
            found = 1;
            if (relieved_with_debt(g, pos, set, k, NULL)) {
                *offered = 1;
                return k;
            }
        } while (nx_combo_next(&c));
        if (found)
            return k;
    }
    return 0;
}
