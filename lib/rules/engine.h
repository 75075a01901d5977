/* The rules engine: a plain struct with everything the rules read (R1-R23)
 * and nothing else: the geometry, the two debt rates, the debts, the side
 * to move, the outcome, and the history, whose last entry holds the board,
 * its hash, the quiet count and the unblocking due. No allocator policy,
 * no labels, no draw offers: those are the API handle's (../api/game.h).
 *
 * Layer: geometry and board mechanics (../core/) < history < this
 * < legality, unblocking, the audit, turns < the API. */
#ifndef NX_ENGINE_H
#define NX_ENGINE_H

#include <stddef.h>
#include <string.h>

#include "../core/geom.h"
#include "../core/groups.h"
#include "../core/zobrist.h"
#include "history.h"

/* A position seen from the side to move: the current one, or the one
 * after an unblocking removal (R15, R16), which is never recorded. */
typedef struct nx_pos {
    nx_bb stones[2];     /* [0] Black, [1] White */
    int64_t debt[2];     /* [0] Black, [1] White */
    uint64_t board_hash; /* Zobrist keys of the stones only */
    int color;           /* the side to move */
    int count;           /* stones on the board */
    int most;            /* most stones the history has held (a filter) */
} nx_pos;

typedef struct nx_engine {
    nx_geom geom;
    int capture_debt;       /* p1 (R9) */
    int unblock_debt;       /* p2 (R9) */
    nx_pos cur;             /* the current position: its board (as in the
                               last entry), debts, side to move */
    int64_t start_debt[2];  /* the debts of the start position */
    int start_to_move;
    unsigned char outcome;  /* nexus_outcome of the current position */
    unsigned char reason;   /* nexus_reason */
    nx_history hist;        /* last entry = the current position */
    nx_groups grp;          /* the groups of cur's board, when kept (9x9):
                               last, so that a copy can skip its unused part */
} nx_engine;

/* Index 0 for Black, 1 for White. */
static inline int nx_side(int color) { return color - 1; }

static inline int nx_other(int color) { return 3 - color; }

static inline const nx_entry *nx_cur(const nx_engine *e)
{
    return nx_history_last(&e->hist);
}


/* R9: the mover `color` pays d (capture or unblocking debt). The only
 * place a debt rises; the debt difference, and so the position, moves with
 * it. */
static inline void nx_charge_debts(int64_t debt[2], int color, int64_t d)
{
    debt[nx_side(color)] += d;
}

static inline void nx_charge(nx_pos *pos, int64_t d)
{
    nx_charge_debts(pos->debt, pos->color, d);
}

/* R9: returns the debt that a turn adds to its mover, p1 for each of the
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

static inline int64_t nx_pos_diff(const nx_pos *pos)
{
    return pos->debt[0] - pos->debt[1];
}

/* The position hash (R12) of a board hash and the debts of pos. */
static inline uint64_t nx_pos_hash(const nx_pos *pos, uint64_t board_hash)
{
    return board_hash ^ nx_zobrist_diff(nx_pos_diff(pos));
}

/* The board fields of e->cur from the last history entry: the stones,
 * their number and the running maximum. */
static inline void nx_cur_copy(nx_engine *e)
{
    const nx_entry *last = nx_history_last(&e->hist);
    e->cur.stones[0] = last->stones[0];
    e->cur.stones[1] = last->stones[1];
    e->cur.count = last->count;
    e->cur.most = last->most;
}

/* The board fields of e->cur from the last history entry (after a push or
 * a pop), and the group table brought along when it is kept; the debts,
 * hash and side are the caller's. */
static inline void nx_cur_board(nx_engine *e)
{
    const nx_entry *last = nx_history_last(&e->hist);
    if (e->grp.valid)
        nx_groups_sync(&e->grp, &e->geom, e->cur.stones, last->stones);
    nx_cur_copy(e);
}

/* Keep the group table from now on (built if it was not kept): what the
 * per-turn API calls do, on 9x9 (groups.h says why only there). A playout
 * drops it (nx_engine_drop_groups): no whole-board question comes in
 * between its turns, and its point draws settle most points without a
 * flood. */
static inline void nx_engine_keep_groups(nx_engine *e)
{
    if (e->geom.nn > 64 && e->grp.room && !e->grp.valid)
        nx_groups_build(&e->grp, &e->geom, e->cur.stones);
}

static inline void nx_engine_drop_groups(nx_engine *e) { e->grp.valid = 0; }

/* 1 if the kept table describes the board of pos (the current one, not a
 * position after an unblocking removal). */
static inline int nx_engine_groups_for(const nx_engine *e, const nx_pos *pos)
{
    return e->grp.valid && nx_bb_eq(pos->stones[0], e->cur.stones[0]) &&
           nx_bb_eq(pos->stones[1], e->cur.stones[1]);
}

/* A copy of src without its history or group table: what a reader of the
 * current position's own placements needs (the turn cursor over a known
 * legal set), at a fraction of a clone's cost. Its history is empty and
 * nothing may read it. */
static inline void nx_engine_rules(nx_engine *dst, const nx_engine *src)
{
    memcpy(dst, src, offsetof(nx_engine, hist));
    memset(&dst->hist, 0, sizeof dst->hist);
    dst->grp.valid = 0;
    dst->grp.room = 0;
}

/* A copy of the current position, to change (read it as e->cur). */
static inline void nx_pos_current(nx_pos *pos, const nx_engine *e)
{
    *pos = e->cur;
}

/* Zobrist keys of a set of stones of one colour, and in *count how many
 * they are (counted on the way, cheaper than a popcount after). Inline:
 * captures and their repetition probes ask it. */
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

/* Zobrist keys of a set of stones of one colour. */
static inline uint64_t nx_stones_hash(nx_bb stones, int color)
{
    int n;
    return nx_stones_hash_count(stones, color, &n);
}

/* Remove enemy stones (an unblocking set) from pos; no debt (nx_charge). */
void nx_pos_remove(nx_pos *pos, nx_bb stones);

/* 1 when the game has ended on the board (R17, R19, R21). A draw by
 * agreement is not a board state: the API handle adds it (../api/draw.c). */
static inline int nx_engine_over(const nx_engine *e)
{
    return e->outcome != NEXUS_OUTCOME_NONE;
}

#endif
