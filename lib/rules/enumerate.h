/* Every full legal turn of a position (R5, R11, R15-R16), in canonical
 * order: by offered unblocking set, then point, then payment subset. A
 * cursor over them, and their number with payments counted as binomials. */
#ifndef NX_ENUMERATE_H
#define NX_ENUMERATE_H

#include "turn.h"
#include "unblock.h"

typedef struct nx_cursor {
    int k;              /* the unblocking size due, or 0 if none is due */
    int started;        /* 1 once the first set (or the empty set) is taken */
    int done;
    nx_combo sets;      /* the k-subsets of enemy stones, when k > 0 */
    nx_bb unblock;      /* the current set */
    nx_pos after;       /* the position after it */
    nx_bb points;       /* the legal points of `after` not yet taken */
    nx_bb capturing;    /* the legal points of `after` that capture */
    nx_bb completing;   /* the points where the mover completes a line */
    nx_eval ev;         /* the evaluation of the current point */
    int paying;         /* 1 if ev asks for a payment, which `pays` walks */
    nx_combo pays;
} nx_cursor;

/* Sets the cursor before the first turn of the live engine. */
void nx_cursor_init(nx_cursor *c, const nx_engine *e);

/* The same for an engine with no unblocking due whose legal set (and its
 * capturing points) the caller already has (the API's cache), which the
 * first step then need not compute again. Such a cursor never reads the
 * engine's history or group table: its steps may be given a copy of the
 * engine without them (nx_engine_rules). */
void nx_cursor_init_legal(nx_cursor *c, const nx_engine *e, nx_bb legal,
                          nx_bb capturing);

/* Returns 1 if the cursor's further steps may read the engine, 0 where
 * no unblocking is due, the one set is taken and none of its points left
 * completes a line: then no step evaluates a turn, and the last one ends
 * the cursor. The steps of such a cursor may be given NULL. */
static inline int nx_cursor_reads_engine(const nx_cursor *c)
{
    return c->k != 0 || !c->started || c->paying ||
           !nx_bb_empty(c->completing);
}

/* Advances the cursor to the next turn. Returns the evaluation that holds
 * its unblocking set and point, and stores its payment into *pay. Returns
 * NULL when no turn is left. The evaluation is the cursor's own, valid
 * until the next step, and it is whole only where the point completes a
 * line, because no audit can follow elsewhere. */
const nx_eval *nx_cursor_next(nx_cursor *c, const nx_engine *e, nx_bb *pay);

/* Returns the point of the cursor's next turn, taken, when that turn is a
 * lone placement: no unblocking is due and the point completes no line,
 * so no payment can follow; -1, taking nothing, when the next turn needs
 * nx_cursor_next. Inline: most turns of an iterator are such points. */
static inline int nx_cursor_next_point(nx_cursor *c)
{
    int p;
    if (c->paying || c->k || nx_bb_empty(c->points))
        return -1;
    p = nx_bb_first(c->points);
    if (nx_bb_test(c->completing, p))
        return -1;
    c->points = nx_bb_pop(c->points);
    return p;
}

/* Returns 0 if the mover of pos cannot complete a line with its next
 * stone, it and the board holding fewer than n - 1 stones (R4): then no
 * turn of pos can start an audit, and each legal point is one turn. */
static inline int nx_may_complete(const nx_engine *e, const nx_pos *pos)
{
    return pos->count >= e->geom.n - 1 &&
           nx_geom_count(&e->geom, pos->stones[nx_side(pos->color)]) >=
               e->geom.n - 1;
}

/* Returns what nx_count_turns returns in its general case: an unblocking
 * due, or a point that may complete a line. */
uint64_t nx_count_turns_of(const nx_engine *e, nx_bb legal, nx_bb capturing);

/* Returns the number of full legal turns of the live engine, saturating.
 * Where no unblocking is due, `legal` and `capturing` are the current
 * position's legal set and its capturing points (the API's cache); they
 * are not read otherwise. Inline where each legal point is one turn: the
 * count at the last level of a search. */
static inline uint64_t nx_count_turns(const nx_engine *e, nx_bb legal,
                                      nx_bb capturing)
{
    if (nx_cur(e)->k == 0 && !nx_may_complete(e, &e->cur))
        return (uint64_t)nx_geom_count(&e->geom, legal);
    return nx_count_turns_of(e, legal, capturing);
}

#endif
