/* The consistency checker: every invariant of a game, recomputed from
 * scratch. Slow on purpose; for tests and fuzzers. */
#include "game.h"
#include "legal.h"
#include "unblock.h"
#include "zobrist.h"

static int entry_ok(const nexus_game *g, const nx_entry *e, int last)
{
    const nx_geom *geom = &g->geom;
    nx_bb all = nx_bb_or(e->stones[0], e->stones[1]);
    nx_bb empty = nx_bb_andnot(geom->board, all);
    uint64_t h = nx_stones_hash(e->stones[0], NEXUS_BLACK) ^
                 nx_stones_hash(e->stones[1], NEXUS_WHITE);

    if (!nx_bb_empty(nx_bb_and(e->stones[0], e->stones[1])) ||
        !nx_bb_empty(nx_bb_andnot(all, geom->board)))
        return 0;
    if (nx_has_dead_group(geom, e->stones[0], empty) ||
        nx_has_dead_group(geom, e->stones[1], empty))
        return 0;
    if (e->hash != (h ^ nx_zobrist_diff(nx_entry_diff(e))))
        return 0;
    if (e->debt[0] < 0 || e->debt[1] < 0 || e->quiet > 2 * geom->nn ||
        (e->to_move != NEXUS_BLACK && e->to_move != NEXUS_WHITE))
        return 0;
    /* Lines end the game at the audit, so only a final entry may own one. */
    if (!last && (e->outcome != NEXUS_OUTCOME_NONE ||
                  nx_owns_line(geom, e->stones[0]) ||
                  nx_owns_line(geom, e->stones[1])))
        return 0;
    return 1;
}

/* The cached phase of the current entry equals a fresh computation. */
static int phase_ok(const nexus_game *g)
{
    const nx_entry *e = nx_cur(g);
    nx_pos pos;
    nx_bb legal, capturing;
    int k, offered;

    if (e->outcome != NEXUS_OUTCOME_NONE)
        return nx_bb_empty(e->legal) && e->unblock_k == 0;
    nx_pos_current(&pos, g);
    legal = nx_legal_scan(g, &pos, &capturing);
    if (!nx_bb_eq(legal, e->legal) || !nx_bb_eq(capturing, e->capturing))
        return 0;
    if (!nx_bb_empty(legal))
        return e->unblock_k == 0;
    k = nx_unblock_search(g, &pos, &offered);
    return offered && k == e->unblock_k;
}

nexus_status nexus_game_check_consistency(const nexus_game *game)
{
    size_t i;
    int most = 0, stones;
    if (!game || game->hist.len == 0 || !nx_history_check(&game->hist))
        return NEXUS_E_INVALID_ARG;
    for (i = 0; i < game->hist.len; i++) {
        const nx_entry *e = &game->hist.entries[i];
        if (!entry_ok(game, e, i + 1 == game->hist.len))
            return NEXUS_E_INVALID_ARG;
        if (i > 0 && e->to_move != nx_other(game->hist.entries[i - 1].to_move))
            return NEXUS_E_INVALID_ARG;
        stones = nx_bb_count(nx_bb_or(e->stones[0], e->stones[1]));
        most = stones > most ? stones : most;
        if (e->most_stones != most)
            return NEXUS_E_INVALID_ARG;
    }
    if (!phase_ok(game))
        return NEXUS_E_INVALID_ARG;
    if ((game->agreed && game->offer_pending) ||
        ((game->agreed || game->offer_pending) &&
         nx_cur(game)->outcome != NEXUS_OUTCOME_NONE))
        return NEXUS_E_INVALID_ARG;
    return NEXUS_OK;
}
