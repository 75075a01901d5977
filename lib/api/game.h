/* The API handle holds the rules engine and what only the API knows: the
 * allocator, the players' labels, the draw offers (R20) and the legal sets
 * computed when first asked for. The layout is internal, and only lib/
 * sees it.
 *
 * The layer comes after ../rules/ and before ../record/, which is a client
 * of nexus.h alone. */
#ifndef NX_GAME_H
#define NX_GAME_H

#include "../rules/legal.h"
#include "cache.h"
#include "nexus.h"

/* The game keeps the legal sets of two positions, each in a cache. The caches
 * are the first fields, which a copy clears and so skips. The current
 * position's cache is the one of its history length's parity
 * (nx_game_cache), and the length is its key (nx_game_key): a cache answers
 * only while the history has the length it was filled at. A turn lengthens
 * the history by one, so it fills the other cache with the new position's
 * sets and leaves those of the position before it in place, and its undo
 * finds them there. A search that plays and takes back each child of a
 * position in turn (perft, a bot's tree) then has the position's legal set
 * after each undo, and the play of every child is vouched for without a
 * point test. Only the current cache is ever written: the const functions
 * fill it (cache.h), and play fills the next one.
 *
 * Between two changes of another kind than a turn and its undo
 * (nx_game_changed, which empties both caches), a position of length L takes
 * the place of another only by a turn from length L - 1, and that turn fills
 * or empties the cache of L. So a cache whose key is the current length
 * holds the current position's sets, and an undo does nothing to the
 * caches: the one of the length it returns to holds that position's sets,
 * or has another key. */
struct nexus_game {
    nx_cache cache[2];
    nexus_allocator alloc;
    /* The state of the draw offers and the width of the board share one
     * word, so that the common undo tests them all with one load
     * (nx_game_undo_general). */
    union {
        struct {
            uint32_t pending_declines; /* Offers declined since the last
                                          turn. */
            unsigned char offer_pending;
            unsigned char agreed;      /* 1 once drawn by agreement. */
            /* 1 if the board has more than 64 points, where the engine
             * keeps a group table or the count chain and no undo of a
             * turn is plain (nx_turn_undo_is_plain). */
            unsigned char wide;
            unsigned char spare;       /* Always 0. */
        };
        uint64_t undo_word;            /* The fields above, read as one. */
    };
    unsigned char custom_start; /* 1 if made from a position. */
    char label[2][NEXUS_LABEL_MAX + 1];
    nx_engine e;                /* Last, since a copy takes part of its
                                   group table. */
};

/* Returns 1 once the game has ended, on the board or by agreement, and 0
 * before. */
static inline int nx_game_over(const nexus_game *g)
{
    return g->agreed || nx_engine_over(&g->e);
}

/* Says whether a turn or an offer may come now, by R19-R21. It is the one
 * test of the game's state. Returns NEXUS_E_GAME_OVER once the game has
 * ended, on the board or by agreement, NEXUS_E_DRAW_PENDING while an offer
 * awaits its answer, and NEXUS_OK when a turn or an offer may come. The
 * function is inline because every play and count calls it first. */
static inline nexus_status nx_game_turn_allowed(const nexus_game *g)
{
    if (nx_game_over(g))
        return NEXUS_E_GAME_OVER;
    if (g->offer_pending)
        return NEXUS_E_DRAW_PENDING;
    return NEXUS_OK;
}

/* Returns 1 if an undo must take the general path for a reason of the
 * handle: an offer or an answer to take back, declined offers to restore
 * with the turn, or a board with more than 64 points. It returns 0
 * otherwise, which is nearly every undo of a search on a small board. */
static inline int nx_game_undo_general(const nexus_game *g)
{
    return g->undo_word != 0;
}

/* Returns 1 if no draw offer awaits its answer, none was declined since
 * the last turn and the game was not drawn by agreement, and 0 otherwise:
 * what the handle's draw offers ask of a turn without an extra record.
 * The three share undo_word with `wide`, so one load and a mask that
 * leaves out `wide` test them all; the compiler folds the mask. */
static inline int nx_game_no_offers(const nexus_game *g)
{
    union {
        uint64_t word;
        unsigned char bytes[sizeof(uint64_t)];
    } mask;
    mask.word = ~(uint64_t)0;
    mask.bytes[offsetof(nexus_game, wide) - offsetof(nexus_game, undo_word)] = 0;
    return (g->undo_word & mask.word) == 0;
}

/* Returns the cache of the current position's legal sets. */
static inline const nx_cache *nx_game_cache(const nexus_game *g)
{
    return &g->cache[g->e.hist.len & 1];
}

/* Returns the key of the current position's sets in the caches: the
 * length of the history, which is never 0, since it holds the start. */
static inline unsigned nx_game_key(const nexus_game *g)
{
    return (unsigned)g->e.hist.len;
}

/* Does what nx_game_legal does when the cache is empty: computes the sets
 * and caches them. Returns the legal set, and stores the capturing points
 * into *capturing. It is out of line, so that the callers that find the
 * sets cached carry none of its registers. */
nx_bb nx_game_legal_fill(const nexus_game *g, nx_bb *capturing);

/* Returns the legal set of the current position, and stores its
 * capturing points into *capturing. The sets come from the cache, or are
 * computed once and cached. No point is legal while an unblocking is due.
 * The function is inline because a count or a list after each play of a
 * search finds the sets in the cache. */
static inline nx_bb nx_game_legal(const nexus_game *g, nx_bb *capturing)
{
    nx_bb legal;
    if (nx_cur(&g->e)->k) {
        *capturing = nx_bb_zero();
        return nx_bb_zero();
    }
    if (nx_cache_get(nx_game_cache(g), nx_game_key(g), &legal, capturing))
        return legal;
    return nx_game_legal_fill(g, capturing);
}

/* Stores the legal set of the current position into *legal and returns
 * 1 where it is known without an analysis: cached, or empty because an
 * unblocking is due. Returns 0 otherwise, where nx_game_legal_fill
 * computes it. It serves a caller that needs no capturing points, the
 * list of the legal points after every turn of a player that lists them:
 * a cached set is read without the capturing words. */
static inline int nx_game_legal_known(const nexus_game *g, nx_bb *legal)
{
    if (nx_cur(&g->e)->k) {
        *legal = nx_bb_zero();
        return 1;
    }
    return nx_cache_get_legal(nx_game_cache(g), nx_game_key(g), legal);
}

/* Forgets the cached sets after a change of the position other than a
 * turn of play or its undo, which keep theirs themselves (nx_game_turned,
 * draw.c). Both caches are emptied, because such a change may break the
 * tie of a history length to its cache's contents (the top of the file).
 * That also gives a fresh clone empty caches. */
static inline void nx_game_changed(nexus_game *g)
{
    nx_cache_clear(&g->cache[0]);
    nx_cache_clear(&g->cache[1]);
}

/* Forgets the cached sets after a change of the position whose phase was
 * computed. The sets that the phase search computed whole, if it did, are
 * the new position's, and they go into the cache. */
static inline void nx_game_begun(nexus_game *g, const nx_found *found)
{
    nx_game_changed(g);
    if (found->whole)
        nx_cache_put(nx_game_cache(g), nx_game_key(g), found->legal,
                     found->capturing);
}

/* Fills the cache of the new position after a turn with its sets if the
 * phase search computed them whole, and empties it otherwise. The cache
 * of the position before the turn is left to the undo. */
static inline void nx_game_turned(nexus_game *g, const nx_found *found)
{
    nx_cache *next = (nx_cache *)nx_game_cache(g);
    if (found->whole)
        nx_cache_put(next, nx_game_key(g), found->legal, found->capturing);
    else
        nx_cache_clear(next);
}

#endif
