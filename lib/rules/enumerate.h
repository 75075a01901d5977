/* Every full legal turn of a position (R5, R11, R15-R16), in canonical
 * order: by offered unblocking set, then point, then payment subset. A
 * cursor over them, and their number with payments counted as binomials. */
#ifndef NX_TURNS_H
#define NX_TURNS_H

#include "turn.h"
#include "unblock.h"

typedef struct nx_cursor {
    int k;              /* unblocking size due (0: none) */
    int started;        /* the first set (or the none-set) was taken */
    int done;
    nx_combo sets;      /* the k-subsets of enemy stones, when k > 0 */
    nx_bb unblock;      /* the current set */
    nx_pos after;       /* the position after it */
    nx_bb points;       /* legal points of `after` not yet taken */
    nx_bb capturing;    /* those of its legal points that capture */
    nx_bb completing;   /* points of `after` that complete an own line */
    nx_eval ev;         /* the current point, evaluated */
    int paying;         /* ev asks for a payment: `pays` runs over it */
    nx_combo pays;
} nx_cursor;

/* Start at the live engine's first turn. */
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

/* The next turn: its payment in *pay, and its unblocking set and point in
 * the evaluation returned (the cursor's own, valid until the next step;
 * the whole evaluation only where the point completes a line: elsewhere no
 * audit can follow); NULL when there is none left. */
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

/* nx_count_turns past its common case. */
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
