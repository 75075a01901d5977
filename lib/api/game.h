/* The API handle: the rules engine plus what only the API knows: the
 * allocator, the players' labels, draw offers (R20), and the lazily
 * computed legal set. Internal: only lib/ sees the layout.
 *
 * Layer: ../rules/ < this < ../record/ (a client of nexus.h only). */
#ifndef NX_GAME_H
#define NX_GAME_H

#include "../rules/legal.h"
#include "cache.h"
#include "nexus.h"

struct nexus_game {
    nx_cache cache;             /* legal set of the current position */
    nx_cache_saved saved;       /* that of the position before the last
                                   turn, for its undo (first, with the
                                   cache: a copy clears both, and so skips
                                   them) */
    nexus_allocator alloc;
    uint32_t pending_declines;  /* declined offers since the last turn */
    unsigned char offer_pending;
    unsigned char agreed;       /* drawn by agreement (not a turn) */
    unsigned char custom_start; /* created from a position */
    char label[2][NEXUS_LABEL_MAX + 1];
    nx_engine e;                /* last: its group table is copied in part */
};

/* 1 once the game has ended, on the board or by agreement. */
static inline int nx_game_over(const nexus_game *g)
{
    return g->agreed || nx_engine_over(&g->e);
}

/* R19-R21, the one game-state predicate: NEXUS_E_GAME_OVER once the game
 * has ended (on the board or by agreement), NEXUS_E_DRAW_PENDING while an
 * offer awaits its answer, NEXUS_OK when a turn or an offer may come.
 * Inline: every play and count asks it first. */
static inline nexus_status nx_game_turn_allowed(const nexus_game *g)
{
    if (nx_game_over(g))
        return NEXUS_E_GAME_OVER;
    if (g->offer_pending)
        return NEXUS_E_DRAW_PENDING;
    return NEXUS_OK;
}

/* nx_game_legal past the cache: the sets computed and cached. Returns the
 * legal set. */
nx_bb nx_game_legal_fill(const nexus_game *g, nx_bb *capturing);

/* Returns the legal set of the current position, and its capturing
 * points in *capturing, from the cache or computed once and cached (no
 * point is legal while an unblocking is due). Inline: a count or a list
 * after each play of a search finds the sets in the cache. */
static inline nx_bb nx_game_legal(const nexus_game *g, nx_bb *capturing)
{
    nx_bb legal;
    if (nx_cur(&g->e)->k) {
        *capturing = nx_bb_zero();
        return nx_bb_zero();
    }
    if (nx_cache_get(&g->cache, &legal, capturing))
        return legal;
    return nx_game_legal_fill(g, capturing);
}

/* After any change of the position: the cached legal set is stale, and
 * so is the one kept for an undo (a turn and an undo keep it themselves:
 * play.c, draw.c). */
static inline void nx_game_changed(nexus_game *g)
{
    nx_cache_clear(&g->cache);
    g->saved.len = 0;
}

/* The position changed and its phase was computed: the sets that search
 * computed whole, if it did, are the new position's. */
static inline void nx_game_begun(nexus_game *g, const nx_found *found)
{
    nx_game_changed(g);
    if (found->whole)
        nx_cache_put(&g->cache, found->legal, found->capturing);
}

#endif
