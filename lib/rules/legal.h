/* Legality of placements (R6, R7): board mechanics plus the repetition
 * check against the engine's history, for any position seen from its side
 * to move (the current one, or one after an unblocking removal). */
#ifndef NX_LEGAL_H
#define NX_LEGAL_H

#include "engine.h"

/* The status of empty-or-not point p (R7) and, unless occupied or suicide,
 * the stones a placement there captures (*cap). One point, no whole-board
 * analysis: what play and nexus_game_point_status need. */
nexus_point_status nx_point_status(const nx_engine *e, const nx_pos *pos,
                                   int p, nx_bb *cap);

/* The stones a placement at legal point p of pos captures: the mechanics
 * alone, no repetition check (no history read), for a caller that knows
 * p is legal. */
nx_bb nx_point_captures(const nx_engine *e, const nx_pos *pos, int p);

/* The legal and capturing sets of a position, when a search for one
 * legal point had to analyse the whole board (`whole`): kept, they answer
 * the question that usually follows, the list of the legal points. */
typedef struct nx_found {
    nx_bb legal, capturing;
    int whole;
} nx_found;

/* 1 if pos has at least one legal point: stops at the first, or, when no
 * point is plainly legal, analyses the whole board into *found. */
int nx_any_legal_scan(const nx_engine *e, const nx_pos *pos, nx_found *found);

/* The same, answered without looking at the board on a sparse one: with
 * c stones, of which x are the opponent's and y the mover's, at most 5x
 * points are an enemy stone or next to one and y are own stones; of the
 * other, empty, points those without an empty neighbour have all theirs
 * (at least two) own stones, which have four neighbours each: at most 2y.
 * So nn > 5x + 3y, which nn > 5c implies, leaves an empty point with an
 * empty neighbour and no enemy one: it captures nothing, is no suicide,
 * and with more stones than any recorded board (c + 1 > most) repeats
 * nothing. Inline: every turn's phase asks it first. */
static inline int nx_any_legal(const nx_engine *e, const nx_pos *pos,
                               nx_found *found)
{
    found->whole = 0;
    if (pos->count + 1 > pos->most && e->geom.nn > 5 * pos->count)
        return 1;
    return nx_any_legal_scan(e, pos, found);
}

/* The legal points of pos; *capturing receives the points that capture. */
nx_bb nx_legal_set(const nx_engine *e, const nx_pos *pos, nx_bb *capturing);

/* The empty points of pos where a placement is no suicide, whether legal
 * or barred by repetition: where an unblocking removal at pos starts. */
nx_bb nx_alive_set(const nx_engine *e, const nx_pos *pos);

/* The neighbours of the groups of pos's side to move that touch the enemy
 * stones `set`: the points away from `set` whose suicide removing `set`
 * can end. */
nx_bb nx_removal_reach(const nx_engine *e, const nx_pos *pos, nx_bb set);

/* Whether some point of `cand` is legal in pos (bit 0 of the answer) and
 * in `charged`, the same board with other debts (bit 1), by point tests
 * (no scan), one placement test per point; the bits of `found` are kept
 * and not looked for again. */
int nx_any_legal_among_both(const nx_engine *e, const nx_pos *pos,
                            const nx_pos *charged, nx_bb cand, int found);

#endif
