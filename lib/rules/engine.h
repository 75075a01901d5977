/* The rules engine is a plain struct that holds everything the rules read
 * (R1-R23) and nothing else. It holds the geometry, the two debt rates,
 * the debts, the side to move, the outcome and the history. The last
 * entry of the history holds the board, its hash, the quiet count and the
 * unblocking due. The allocator policy, the labels and the draw offers
 * belong to the API handle (../api/game.h), not to the engine.
 *
 * The layers: the geometry and board mechanics (../core/) come first, then
 * the history, then this file, then legality, unblocking, the audit and
 * turns, and the API last. */
#ifndef NX_ENGINE_H
#define NX_ENGINE_H

#include <stddef.h>
#include <string.h>

#include "../core/geom.h"
#include "../core/groups.h"
#include "../core/zobrist.h"
#include "history.h"

/* A position seen from its side to move. It is the current position, or
 * the position after an unblocking removal (R15, R16), which is never
 * recorded. */
typedef struct nx_pos {
    nx_bb stones[2];     /* The stones of Black [0] and White [1]. */
    int64_t debt[2];     /* The debts of Black [0] and White [1]. */
    uint64_t board_hash; /* The Zobrist keys of the stones alone. */
    int color;           /* The side to move. */
    /* The next two fields are bytes side by side, as in nx_entry, so that
     * an undo copies both from an entry with one load and one store. */
    unsigned char count; /* The number of stones on the board. */
    unsigned char most;  /* The most stones of any recorded board. */
} nx_pos;

/* The state of one game, as the rules see it. */
typedef struct nx_engine {
    nx_geom geom;
    int capture_debt;      /* The capture rate p1 (R9). */
    int unblock_debt;      /* The unblocking rate p2 (R9). */
    /* The current position. Its board is the one of the last entry, and
     * it adds the debts and the side to move. */
    nx_pos cur;
    /* The key of the debt difference of cur (nx_zobrist_diff), which the
     * last entry's hash holds with the board's keys. An undo of a quiet
     * turn takes the board hash of the position before from that entry's
     * hash and this key, not from the board hash that the undo before it
     * wrote: a search's undos then make no chain of a store and a load of
     * the board hash. Kept by every change of the debts
     * (nx_engine_debts_changed). */
    uint64_t debt_key;
    int64_t start_debt[2]; /* The debts of the start position. */
    int start_to_move;     /* The side to move at the start. */
    unsigned char outcome; /* The nexus_outcome of the current position. */
    unsigned char reason;  /* The nexus_reason of the outcome. */
    nx_history hist;       /* Its last entry is the current position. */
    /* The groups of the current board, when the game keeps them (9x9).
     * The table comes last, so that a copy can skip its unused part. */
    nx_groups grp;
} nx_engine;

/* Returns the index of a colour in the arrays of a position: 0 for Black
 * and 1 for White. */
static inline int nx_side(int color) { return color - 1; }

/* Returns the other colour. */
static inline int nx_other(int color) { return 3 - color; }

/* Returns the entry of the current position, the last of the history. */
static inline const nx_entry *nx_cur(const nx_engine *e)
{
    return nx_history_last(&e->hist);
}

/* Adds d, a capture or unblocking debt (R9), to the debt of the mover
 * `color`. This is the only place where a debt rises. The debt difference,
 * and so the position hash, changes with it. */
static inline void nx_charge_debts(int64_t debt[2], int color, int64_t d)
{
    debt[nx_side(color)] += d;
}

/* Adds the debt d to the debt of the side to move of pos. */
static inline void nx_charge(nx_pos *pos, int64_t d)
{
    nx_charge_debts(pos->debt, pos->color, d);
}

/* Returns the debt that a turn adds to its mover (R9): p1 for each of the
 * `captured` stones it captures and p2 for each of the `removed` enemy
 * stones of its unblocking. This is the one place where the rates meet
 * the stones: a turn charges the product (nx_charge), and an undo and the
 * consistency check take it back or add it up again. */
static inline int64_t nx_turn_debt(const nx_engine *e, int captured,
                                   int removed)
{
    return (int64_t)captured * e->capture_debt +
           (int64_t)removed * e->unblock_debt;
}

/* Returns the debt difference of pos, Black's debt less White's. */
static inline int64_t nx_pos_diff(const nx_pos *pos)
{
    return pos->debt[0] - pos->debt[1];
}

/* Returns the position hash (R12) of the board hash `board_hash` with the
 * debts of pos. */
static inline uint64_t nx_pos_hash(const nx_pos *pos, uint64_t board_hash)
{
    return board_hash ^ nx_zobrist_diff(nx_pos_diff(pos));
}

/* Computes the key of the debt difference of e->cur after a change of
 * its debts, keeps it in e->debt_key and returns it. */
static inline uint64_t nx_engine_debts_changed(nx_engine *e)
{
    e->debt_key = nx_zobrist_diff(nx_pos_diff(&e->cur));
    return e->debt_key;
}

/* Copies the board fields of the last history entry into e->cur: the
 * stones, their number and the running maximum. */
static inline void nx_cur_copy(nx_engine *e)
{
    const nx_entry *last = nx_history_last(&e->hist);
    e->cur.stones[0] = last->stones[0];
    e->cur.stones[1] = last->stones[1];
    e->cur.count = last->count;
    e->cur.most = last->most;
}

/* Copies the board fields of the last history entry into e->cur after a
 * push or a pop, and brings the group table along when the game keeps
 * it. The caller sets the debts, the hash and the side. */
static inline void nx_cur_board(nx_engine *e)
{
    const nx_entry *last = nx_history_last(&e->hist);
    if (e->grp.valid)
        nx_groups_sync(&e->grp, &e->geom, e->cur.stones, last->stones);
    nx_cur_copy(e);
}

/* Keeps the group table from now on, and builds it if it was not kept.
 * The calls of the API that play one turn at a time do so on 9x9
 * (../core/groups.h says why only there). A playout drops the table
 * (nx_engine_drop_groups): no question about the whole board comes
 * between its turns, and its draws settle most points without a flood. */
static inline void nx_engine_keep_groups(nx_engine *e)
{
    if (e->geom.nn > 64 && e->grp.room && !e->grp.valid)
        nx_groups_build(&e->grp, &e->geom, e->cur.stones);
}

/* Stops keeping the group table. */
static inline void nx_engine_drop_groups(nx_engine *e) { e->grp.valid = 0; }

/* Returns 1 if the kept table describes the board of pos, and 0
 * otherwise. It describes the current board, and no position after an
 * unblocking removal. */
static inline int nx_engine_groups_for(const nx_engine *e, const nx_pos *pos)
{
    return e->grp.valid && nx_bb_eq(pos->stones[0], e->cur.stones[0]) &&
           nx_bb_eq(pos->stones[1], e->cur.stones[1]);
}

/* Copies src into dst without its history or group table. That is what
 * a reader of the placements of the current position needs (the turn
 * cursor over a known legal set), at a fraction of a clone's cost. The
 * history of dst is empty, and nothing may read it. */
static inline void nx_engine_rules(nx_engine *dst, const nx_engine *src)
{
    memcpy(dst, src, offsetof(nx_engine, hist));
    memset(&dst->hist, 0, sizeof dst->hist);
    dst->grp.valid = 0;
    dst->grp.room = 0;
}

/* Copies the current position into *pos, for a caller that changes it.
 * A caller that only reads it reads e->cur. */
static inline void nx_pos_current(nx_pos *pos, const nx_engine *e)
{
    *pos = e->cur;
}

/* Returns the Zobrist keys of a set of stones of one colour, and stores
 * how many they are into *count. Counting on the way costs less than a
 * popcount after. The function is inline because captures and their
 * repetition probes call it. */
static inline uint64_t nx_stones_hash_count(nx_bb stones, int color,
                                            int *count)
{
    const uint64_t *keys = nx_zobrist[nx_side(color)];
    uint64_t h = 0;
    uint64_t w;
    int n = 0;
    for (w = stones.lo; w; w &= w - 1, n++)
        h ^= keys[nx_ctz64(w)];
    for (w = stones.hi; w; w &= w - 1, n++)
        h ^= keys[64 + nx_ctz64(w)];
    *count = n;
    return h;
}

/* Returns the Zobrist keys of a set of stones of one colour. */
static inline uint64_t nx_stones_hash(nx_bb stones, int color)
{
    int n;
    return nx_stones_hash_count(stones, color, &n);
}

/* Removes the enemy stones `stones`, an unblocking set, from pos. It adds
 * no debt; the caller charges it (nx_charge). */
void nx_pos_remove(nx_pos *pos, nx_bb stones);

/* Returns 1 when the game has ended on the board (R17, R19, R21), and 0
 * otherwise. A draw by agreement is not a state of the board, and the API
 * handle adds it (../api/draw.c). */
static inline int nx_engine_over(const nx_engine *e)
{
    return e->outcome != NEXUS_OUTCOME_NONE;
}

#endif
