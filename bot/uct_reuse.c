/* Tree reuse (uct.h): when the game a bot is asked about is the one of its
 * last choice with that turn and one reply played, the subtree below the
 * reply becomes the new tree, with all its statistics and proofs, instead
 * of a tree started from nothing. The games are compared turn by turn
 * (through a hash of every turn since the start), so the subtree's
 * history, and with it every proof in it, is the game's own. */
#include <stdlib.h>
#include <string.h>

#include "uct.h"

/* Returns h with a hash of the turn i, its point and sets, mixed in. */
static uint64_t mix_turn(uint64_t h, const nexus_turn *t)
{
    int j;
    h = nxb_derive_seed(h, (uint64_t)(t->point + 1));
    for (j = 0; j < t->n_unblock; j++)
        h = nxb_derive_seed(h, (uint64_t)t->unblock[j] + 1000);
    for (j = 0; j < t->n_pay; j++)
        h = nxb_derive_seed(h, (uint64_t)t->pay[j] + 2000);
    return h;
}

void nxb_uct_line(nxb_uct_line_id *id, const nexus_game *g, size_t back)
{
    nexus_position start;
    nexus_turn t;
    size_t turns = 0, i;
    uint64_t h;
    nexus_game_turn_count(&turns, g);
    nexus_game_start_position(&start, NULL, g);
    h = nxb_derive_seed((uint64_t)nxb_size(g), (uint64_t)start.to_move);
    for (i = 0; i < (size_t)NEXUS_MAX_POINTS; i++)
        h = nxb_derive_seed(h, start.cells[i]);
    h = nxb_derive_seed(h, (uint64_t)(start.black_debt - start.white_debt));
    id->turns = turns >= back ? turns - back : 0;
    for (i = 0; i < id->turns; i++) {
        nexus_game_turn_at(&t, g, i);
        h = mix_turn(h, &t);
    }
    id->hash = h;
}

/* Returns the child of `node` whose move is the turn t, or 0 if there is
 * none; the root is never a child, so 0 is free. */
static uint32_t child_for(const nxb_uct *u, uint32_t node, const nexus_turn *t)
{
    const nxb_unode *nd = &u->node[node];
    uint32_t i;
    if (!nd->expanded)
        return 0;
    for (i = nd->first; i < nd->first + nd->count; i++)
        if (nxb_moves_equal(&u->ml, i, t))
            return i;
    return 0;
}

/* Copies the subtree of `top` into fresh lists, breadth first, so that the
 * children of each node stay contiguous; `top` becomes node 0. */
static nexus_status compact(nxb_uct *u, uint32_t top)
{
    nxb_moves ml;
    nxb_unode *node = NULL;
    uint32_t *from = NULL, head = 0, i;
    size_t cap = u->ml.n;
    nexus_status st = NEXUS_OK;
    nxb_moves_init(&ml);
    node = malloc(cap * sizeof *node);
    from = malloc(cap * sizeof *from);
    if (!node || !from)
        st = NEXUS_E_NOMEM;
    if (st == NEXUS_OK)
        st = nxb_moves_copy(&ml, &u->ml, top);
    if (st == NEXUS_OK) {
        node[0] = u->node[top];
        from[0] = top;
    }
    for (head = 0; st == NEXUS_OK && head < ml.n; head++) {
        const nxb_unode *old = &u->node[from[head]];
        node[head].first = (uint32_t)ml.n;
        for (i = old->first; old->expanded && i < old->first + old->count &&
                             st == NEXUS_OK;
             i++) {
            from[ml.n] = i;
            node[ml.n] = u->node[i];
            st = nxb_moves_copy(&ml, &u->ml, i);
        }
    }
    if (st == NEXUS_OK) {
        nxb_moves_free(&u->ml);
        free(u->node);
        u->ml = ml;
        u->node = node;
        u->node_cap = cap;
        node = NULL;
        nxb_moves_init(&ml);
    }
    nxb_moves_free(&ml);
    free(node);
    free(from);
    return st;
}

int nxb_uct_reuse(nxb_uct *u, const nexus_game *game)
{
    nxb_uct_line_id before;
    nexus_turn mine, reply;
    uint32_t child, grand;
    size_t turns = 0;
    if (!u->cfg.reuse || !u->kept || u->chosen == 0)
        return 0;
    u->kept = 0;
    nexus_game_turn_count(&turns, game);
    if (turns != u->line.turns + 2)
        return 0;
    nxb_uct_line(&before, game, 2);
    if (before.hash != u->line.hash)
        return 0;
    nexus_game_turn_at(&mine, game, turns - 2);
    nexus_game_turn_at(&reply, game, turns - 1);
    if (!nxb_moves_equal(&u->ml, u->chosen, &mine))
        return 0;
    child = u->chosen;
    if ((grand = child_for(u, child, &reply)) == 0 ||
        !u->node[grand].expanded || u->node[grand].count == 0)
        return 0;
    return compact(u, grand) == NEXUS_OK;
}
