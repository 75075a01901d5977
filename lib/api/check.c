/* The consistency checker: it recomputes every invariant of a game from
 * scratch. It is slow on purpose, and meant for tests and fuzzers. */
#include "../core/board.h"
#include "../rules/unblock.h"
#include "game.h"

/* Returns 1 if the history entry e is a board that can occur in play, and
 * 0 otherwise. `last` is 1 for the last entry of the history. */
static int entry_ok(const nexus_game *g, const nx_entry *e, int last)
{
    const nx_geom *geom = &g->e.geom;
    nx_bb all = nx_bb_or(e->stones[0], e->stones[1]);
    nx_bb empty = nx_bb_andnot(geom->board, all);

    if (!nx_bb_empty(nx_bb_and(e->stones[0], e->stones[1])) ||
        !nx_bb_empty(nx_bb_andnot(all, geom->board)))
        return 0;
    if (nx_board_dead_group(geom, e->stones[0], empty) ||
        nx_board_dead_group(geom, e->stones[1], empty))
        return 0;
    if (e->quiet > 2 * geom->nn || e->point >= geom->nn)
        return 0;
    /* A line owned after the audit ends the game (R10), so only the last
     * entry may have one. */
    if (!last && (nx_board_owns_line(geom, e->stones[0]) ||
                  nx_board_owns_line(geom, e->stones[1])))
        return 0;
    return 1;
}

/* Returns 1 if the board of the current position is that of the last
 * entry, and the group table, when one is kept, describes that board. */
static int cur_ok(const nx_engine *e)
{
    const nx_entry *last = nx_cur(e);
    return nx_bb_eq(e->cur.stones[0], last->stones[0]) &&
           nx_bb_eq(e->cur.stones[1], last->stones[1]) &&
           e->cur.count == last->count && e->cur.most == last->most &&
           (!e->grp.valid || nx_groups_match(&e->grp, &e->geom, e->cur.stones));
}

/* Returns 1 if the debts, replayed forward from the start (R9, R10), give
 * each entry's hash and the current debts, and 0 otherwise. */
static int debts_ok(const nexus_game *g)
{
    const nx_engine *e = &g->e;
    int64_t debt[2];
    int color = e->start_to_move;
    size_t i;
    debt[0] = e->start_debt[0];
    debt[1] = e->start_debt[1];
    for (i = 0; i < e->hist.len; i++) {
        const nx_entry *t = &e->hist.entries[i];
        const nx_extra *x = nx_history_extra(&e->hist, i);
        if (i > 0 && (t->flags & NX_ENTRY_RESET)) {
            if (!x || x->debt[0] != debt[0] || x->debt[1] != debt[1])
                return 0;
            debt[0] = debt[1] = 0;
        } else if (i > 0) {
            debt[nx_side(color)] += nx_turn_debt(
                e, t->captured, x ? nx_bb_count(x->unblock) : 0);
        }
        if (i > 0)
            color = nx_other(color);
        if (t->hash != (nx_stones_hash(t->stones[0], NEXUS_BLACK) ^
                        nx_stones_hash(t->stones[1], NEXUS_WHITE) ^
                        nx_zobrist_diff(debt[0] - debt[1])))
            return 0;
    }
    return debt[0] == e->cur.debt[0] && debt[1] == e->cur.debt[1] &&
           e->debt_key == nx_zobrist_diff(debt[0] - debt[1]) &&
           e->cur.board_hash == (nx_cur(e)->hash ^ e->debt_key) &&
           color == e->cur.color && debt[0] >= 0 && debt[1] >= 0 &&
           cur_ok(e);
}

/* Returns 1 if the phase of the current entry and the cached legal set
 * equal a fresh computation, and 0 otherwise. */
static int phase_ok(const nexus_game *g)
{
    const nx_engine *e = &g->e;
    const nx_entry *cur = nx_cur(e);
    nx_pos pos;
    nx_bb legal, capturing, cached, cached_cap;
    int k, offered;

    if (nx_engine_over(e))
        return cur->k == 0;
    nx_pos_current(&pos, e);
    legal = nx_legal_set(e, &pos, &capturing);
    if (nx_cache_get(nx_game_cache(g), nx_game_key(g), &cached, &cached_cap) &&
        (!nx_bb_eq(cached, legal) || !nx_bb_eq(cached_cap, capturing)))
        return 0;
    if (!nx_bb_empty(legal))
        return cur->k == 0;
    k = nx_unblock_search(e, &pos, &offered);
    return offered && k == cur->k;
}

/* Returns 1 if every entry is valid and its stone counts are right. */
static int history_ok(const nexus_game *g)
{
    const nx_history *h = &g->e.hist;
    int most = 0, stones;
    size_t i;
    if (h->len == 0 || !nx_history_check(h))
        return 0;
    for (i = 0; i < h->len; i++) {
        const nx_entry *e = &h->entries[i];
        if (!entry_ok(g, e, i + 1 == h->len))
            return 0;
        stones = nx_bb_count(nx_bb_or(e->stones[0], e->stones[1]));
        most = stones > most ? stones : most;
        if (e->most != most || e->count != stones)
            return 0;
    }
    return 1;
}

nexus_status nexus_game_check_consistency(const nexus_game *game)
{
    if (!game || !history_ok(game) || !debts_ok(game) || !phase_ok(game))
        return NEXUS_E_INVALID_ARG;
    if ((game->agreed && game->offer_pending) ||
        ((game->agreed || game->offer_pending) && nx_engine_over(&game->e)))
        return NEXUS_E_INVALID_ARG;
    /* A wrong width would send a 9x9 undo down the path of one word. */
    if (game->wide != (game->e.geom.nn > 64) || game->spare != 0)
        return NEXUS_E_INVALID_ARG;
    return NEXUS_OK;
}
