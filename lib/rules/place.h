/* The common turn of play, recorded without an evaluation (turn.h,
 * nx_placed). The one-word instance of place_tpl.h is here, inline, so
 * that play runs it in its own registers; the two-word instance is in
 * turn.c. Include this file once, in play's source file, because it
 * instantiates a template. */
#ifndef NX_PLACE_H
#define NX_PLACE_H

#include "turn.h"

#define NX_W 64
#include "../core/board_w.h"
#include "../core/board_tpl.h"
#include "place_tpl.h"

/* Stores the legal sets of the current position of a live game on a
 * one-word board into found->legal and found->capturing. Where the board
 * is open (T(open)) and holds more stones than any recorded board, so
 * that no placement repeats, every empty point is legal and none
 * captures. That is most positions of a shallow search, and the test is a
 * few shifts, where the call of nx_legal_set would cost more than the
 * test itself. Elsewhere the whole-board analysis starts from the sets
 * that the test computed. */
static inline void nx_legal_next64(const nx_engine *e, nx_found *found)
{
    const nx_masks64 *c = &e->geom.m64;
    uint64_t own = e->cur.stones[0].lo, opp = e->cur.stones[1].lo, one, two;
    uint64_t empty = c->board & ~(own | opp);
    /* The side to move is the one that did not place: its enemy placed. */
    if (e->cur.color != NEXUS_BLACK)
        opp = own;
    if (open64(c, opp, empty, &one, &two) && e->cur.count >= e->cur.most) {
        found->legal = nx_bb_make(empty, 0);
        found->capturing = nx_bb_zero();
        return;
    }
    found->legal = nx_legal_closed64(e, empty, one, two, &found->capturing);
}
#undef NX_W

/* Does what nx_turn_place_known does, on a board of two words. */
nx_placed nx_turn_place_known128(nx_engine *e, const nexus_allocator *a,
                                 int p, nx_bb cap);

/* Play the turn that places a stone of the side to move at point p of
 * the current position, known to be legal, capturing `cap`, when it
 * starts no audit and needs no extra (the caller checked that no
 * unblocking is due, no payment and no declined offer come with it): the
 * common turn, without an evaluation. The phase of the next position is
 * left to nx_turn_next. Returns what it did. */
static inline nx_placed nx_turn_place_known(nx_engine *e,
                                            const nexus_allocator *a, int p,
                                            nx_bb cap)
{
    const nx_bb *s = e->cur.stones;
    int me = nx_side(e->cur.color);
    if (e->geom.nn <= 64)
        return place_known64(e, a, s[me].lo, s[1 - me].lo, cap.lo, p);
    return nx_turn_place_known128(e, a, p, cap);
}

/* Does what nx_turn_next does, after nx_turn_place_known recorded a turn.
 * On a one-word board, which keeps no group table, the legal sets come
 * from nx_legal_next64, and the entry's unblocking size is 0 already
 * (nx_entry_counts). A plain turn ends the game only by the quiet count
 * (R19), which is asked first, since an ended game has no legal set. */
static inline void nx_turn_next_placed(nx_engine *e, nx_found *found)
{
    if (e->geom.nn > 64 || nx_engine_over(e)) {
        nx_turn_next(e, found);
        return;
    }
    nx_legal_next64(e, found);
    nx_turn_found(e, found);
}

#endif
