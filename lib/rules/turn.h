/* A turn (R5): forced unblocking, placement and captures, the audit, the
 * end of turn; and the phase of the position a turn leaves (R15-R17, R19).
 * Evaluate-then-commit: every check runs before anything changes. */
#ifndef NX_TURN_H
#define NX_TURN_H

#include "../core/compiler.h"
#include "audit.h"

/* Validate an unblocking set against the current position (R15, R16): the
 * position after it, with the unblocking debt, goes to *after. */
nexus_status nx_turn_unblock(nx_pos *after, nx_bb *set, const nx_engine *e,
                             const int *unblock, int n_unblock);

/* Validate (unblocking set, point) of a live game and evaluate the turn up
 * to the audit. `known`: the current position's legal and capturing sets,
 * if known->whole (a point of them needs no legality test). */
nexus_status nx_turn_eval(nx_eval *ev, const nx_engine *e, const int *unblock,
                          int n_unblock, int point, const nx_found *known);

/* Place at legal point p of ev->after (set by the caller, as is
 * ev->unblock), capturing `cap`, and evaluate the audit it triggers.
 * Inline, forced: it is part of every drawn turn of a playout, and the
 * compiler's own limit left it out of line there. */
static NX_ALWAYS_INLINE void nx_turn_place(nx_eval *ev, const nx_engine *e,
                                           int p, nx_bb cap)
{
    nx_pos *a = &ev->after;
    int me = nx_side(a->color), them = 1 - me;
    ev->point = p;
    ev->captured = cap;
    a->stones[me] = nx_bb_or(a->stones[me], nx_bb_bit(p));
    a->board_hash ^= nx_zobrist[me][p];
    a->count++;
    if (!nx_bb_empty(cap)) {
        int n;
        a->board_hash ^= nx_stones_hash_count(cap, nx_other(a->color), &n);
        a->count -= n;
        a->stones[them] = nx_bb_andnot(a->stones[them], cap);
        nx_charge(a, (int64_t)e->capture_debt * n);
    }
    nx_audit_judge(ev, e);
}

/* Commit an evaluated turn with its checked payment: the audit (R10), the
 * recorded position (R13), the quiet count (R19), then the phase of the
 * next position, with its legal sets in *found if that needed them whole.
 * `declines`: the draw offers declined before the turn. NEXUS_E_NOMEM
 * (nothing changed) if the history cannot grow. */
nexus_status nx_turn_commit(nx_engine *e, const nexus_allocator *a,
                            const nx_eval *ev, nx_bb pay, uint32_t declines,
                            nx_found *found);

/* nx_turn_commit without the phase of the next position, for a caller
 * that learns it otherwise (a playout's draw finds no legal point) and
 * calls nx_turn_begin itself before anyone else looks. */
nexus_status nx_turn_record(nx_engine *e, const nexus_allocator *a,
                            const nx_eval *ev, nx_bb pay, uint32_t declines);

/* The phase of the current position (R15-R17): the unblocking size due,
 * or the no-placement or uncovered ending. *found receives the legal sets
 * when the search for a legal point computed them whole. */
void nx_turn_begin(nx_engine *e, nx_found *found);

/* Take back the last turn (the history has more than its start). */
void nx_turn_undo(nx_engine *e);

#endif
