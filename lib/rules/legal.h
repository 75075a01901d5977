/* The legality of placements (R6, R7): the board mechanics plus the
 * repetition check against the engine's history. It is judged for any
 * position, seen from its side to move: the current one, or one after an
 * unblocking removal. */
#ifndef NX_LEGAL_H
#define NX_LEGAL_H

#include "engine.h"

/* Returns the status of the point p (R7), whether it is empty or not.
 * Unless p is occupied or suicide, stores the stones that a placement there
 * captures into *cap. It tests one point, without a whole-board analysis,
 * which is what play and nexus_game_point_status need. */
nexus_point_status nx_point_status(const nx_engine *e, const nx_pos *pos,
                                   int p, nx_bb *cap);

/* Returns the stones that a placement at the legal point p of pos
 * captures. It uses the mechanics alone, with no repetition check and so no
 * read of the history, for a caller that knows that p is legal. */
nx_bb nx_point_captures(const nx_engine *e, const nx_pos *pos, int p);

/* The legal and capturing sets of a position, kept when a search for one
 * legal point had to analyse the whole board (`whole` is then 1). They
 * answer the question that usually follows: the list of the legal
 * points. */
typedef struct nx_found {
    nx_bb legal, capturing;
    int whole;
} nx_found;

/* Returns 1 if pos has at least one legal point, and 0 otherwise. It stops
 * at the first legal point. When no point is plainly legal, it analyses the
 * whole board into *found. */
int nx_any_legal_scan(const nx_engine *e, const nx_pos *pos, nx_found *found);

/* Returns what nx_any_legal_scan returns, but answers without looking at a
 * sparse board. Let the board hold c stones, x of them the opponent's and
 * y the mover's. At most 5x points are an enemy stone or next to one, and
 * y points are own stones. The other points are empty. Of those, a point
 * without an empty neighbour has only own stones as neighbours, at least
 * two of them. An own stone has at most four neighbours, so there are at
 * most 4y / 2 = 2y such points. So nn > 5x + 3y, which nn > 5c implies,
 * leaves an empty point with an empty neighbour and no enemy one. A stone
 * there captures nothing and is no suicide. The board then has more stones
 * than any recorded board (c + 1 > most), so it repeats nothing. The
 * function is inline because the phase of every turn asks it first. */
static inline int nx_any_legal(const nx_engine *e, const nx_pos *pos,
                               nx_found *found)
{
    found->whole = 0;
    if (pos->count + 1 > pos->most && e->geom.nn > 5 * pos->count)
        return 1;
    return nx_any_legal_scan(e, pos, found);
}

/* Returns the legal points of pos, and stores the points that capture into
 * *capturing. */
nx_bb nx_legal_set(const nx_engine *e, const nx_pos *pos, nx_bb *capturing);

/* Returns the legal points of the current position of a one-word board
 * that is not open, and stores the points that capture into *capturing:
 * nx_legal_set past the open-board test, for a caller that made the test
 * and has its sets, the empty points and those with one and two empty
 * neighbours (T(open) of ../core/board_tpl.h). The current position must
 * be the last history entry's, as it is once a turn is recorded: the
 * repetition test reads its position hash from the entry. */
nx_bb nx_legal_closed64(const nx_engine *e, uint64_t empty, uint64_t one,
                        uint64_t two, nx_bb *capturing);

/* Returns the empty points of pos where a placement is no suicide, whether
 * they are legal or barred by repetition. The judging of an unblocking
 * removal at pos starts from them. */
nx_bb nx_alive_set(const nx_engine *e, const nx_pos *pos);

/* Returns the neighbours of the groups of the side to move of pos that
 * touch the enemy stones `set`. Away from `set`, these are the only points
 * where removing `set` can end a suicide. */
nx_bb nx_removal_reach(const nx_engine *e, const nx_pos *pos, nx_bb set);

/* The bits of the answer of nx_any_legal_among_both. */
enum {
    /* Some point of the candidates is legal in the position as it is. */
    NX_FOUND_PLAIN = 1,
    /* Some point of the candidates is legal in the charged position. */
    NX_FOUND_CHARGED = 2,
    /* Both are found, and the search can stop. */
    NX_FOUND_BOTH = NX_FOUND_PLAIN | NX_FOUND_CHARGED
};

/* Returns `found` with NX_FOUND_PLAIN added if some point of `cand` is
 * legal in pos, and NX_FOUND_CHARGED added if some point of `cand` is legal
 * in `charged`, the same board with other debts. The function tests point
 * by point, with one placement test per point and no scan of the whole
 * board. The bits already set in `found` are kept and not looked for
 * again. */
int nx_any_legal_among_both(const nx_engine *e, const nx_pos *pos,
                            const nx_pos *charged, nx_bb cand, int found);

#endif
