/* A turn (R5): forced unblocking, placement and captures, the audit, the
 * end of turn; and the phase of the position a turn leaves (R15-R17, R19).
 * Evaluate-then-commit: every check runs before anything changes. */
#ifndef NX_TURN_H
#define NX_TURN_H

#include <stddef.h>
#include <string.h>

#include "../core/compiler.h"
#include "audit.h"

/* Checks an unblocking set against the current position (R15, R16), and
 * writes the position after it, with the unblocking debt, into *after and
 * the set into *set. Returns NEXUS_OK; NEXUS_E_UNBLOCK_NOT_DUE for a set
 * when none is due; NEXUS_E_MUST_UNBLOCK for no set when one is due;
 * NEXUS_E_NOT_OFFERED for a set that is not offered, or a point off the
 * board or repeated; and NEXUS_E_INVALID_ARG for a count out of range. */
nexus_status nx_turn_unblock(nx_pos *after, nx_bb *set, const nx_engine *e,
                             const int *unblock, int n_unblock);

/* Checks the unblocking set and the point of a turn of a live game, and
 * evaluates the turn up to its audit. Where known->whole, `known` holds
 * the current position's legal and capturing sets, and a point among
 * them needs no legality test. Returns NEXUS_OK, or the error that play
 * returns for the turn. */
nexus_status nx_turn_eval(nx_eval *ev, const nx_engine *e, const int *unblock,
                          int n_unblock, int point, const nx_found *known);

/* Place at legal point p of ev->after (set by the caller, as is
 * ev->unblock), capturing `cap`, and evaluate the audit it triggers.
 * It is inlined by force: it is part of every drawn turn of a playout,
 * and the compiler's own limit left it out of line there. */
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
        nx_charge(a, nx_turn_debt(e, n, 0));
    }
    nx_audit_judge(ev, e);
}

/* The counters of entry `next`, the position a turn leaves after entry
 * `cur`: `stones` on the board, `captured` of them taken by the turn,
 * which placed at `point`. R19: a capture restarts the quiet count. The
 * unblocking due is found later (nx_turn_begin); the flags are none. */
static inline void nx_entry_counts(nx_entry *next, const nx_entry *cur,
                                   int stones, int captured, int point)
{
    next->count = (unsigned char)stones;
    next->most = (unsigned char)(stones > cur->most ? stones : cur->most);
    next->captured = (unsigned char)captured;
    next->quiet = captured ? 0 : (unsigned char)(cur->quiet + 1);
    next->k = 0;
    next->point = (signed char)point;
    next->flags = 0;
}

/* Returns 1 if a quiet count of `quiet` ends the game in a draw (R19):
 * 2 * n * n turns in a row without a capture. */
static inline int nx_quiet_over(const nx_engine *e, int quiet)
{
    return quiet >= 2 * e->geom.nn;
}

/* Record a turn that placed at `point`, captured `captured` stones and
 * started no audit, and that needs no extra (no unblocking, no payment,
 * no declined offer): the side that moved, `me`, has the stones `own`
 * after it, the other side `opp`, and their keys are `bh`. Its entry is
 * written in place and its position becomes the current one. The history
 * must have room for the entry (nx_history_has_room). This is the common
 * turn of play and of a playout, and it is inlined by force in both. */
static NX_ALWAYS_INLINE void nx_turn_push_plain(nx_engine *e, int me,
                                                nx_bb own, nx_bb opp,
                                                uint64_t bh, int point,
                                                int captured)
{
    nx_history *h = &e->hist;
    const nx_entry *cur = nx_history_last(h);
    nx_entry *next = nx_history_next(h);
    int count = e->cur.count + 1 - captured;
    next->stones[me] = own;
    next->stones[1 - me] = opp;
    /* Without a capture the debts stay, and so does the key of their
     * difference. */
    if (captured) {
        nx_charge(&e->cur, nx_turn_debt(e, captured, 0));
        next->hash = bh ^ nx_engine_debts_changed(e);
    } else {
        next->hash = bh ^ e->debt_key;
    }
    nx_entry_counts(next, cur, count, captured, point);
    nx_history_push_next(h);
    if (e->grp.valid)
        nx_groups_sync(&e->grp, &e->geom, e->cur.stones, next->stones);
    e->cur.stones[me] = own;
    e->cur.stones[1 - me] = opp;
    e->cur.board_hash = bh;
    e->cur.count = count;
    e->cur.most = next->most;
    e->cur.color = nx_other(e->cur.color);
    if (nx_quiet_over(e, next->quiet)) {
        e->outcome = NEXUS_OUTCOME_DRAW;
        e->reason = NEXUS_REASON_QUIET;
    }
}

/* What nx_turn_place_known did with a placement. */
typedef enum nx_placed {
    NX_PLACED_RECORDED, /* the turn is played */
    NX_PLACED_AUDIT,    /* it starts an audit: nothing changed */
    NX_PLACED_NOMEM     /* the history cannot grow: nothing changed */
} nx_placed;

/* nx_turn_place_known, the common turn of play, is in place.h. */

/* The phase of the current position, entry `cur`, where no point is
 * legal (R15-R17): the unblocking size due, or the no-placement or
 * uncovered ending. */
void nx_turn_blocked(nx_engine *e, nx_entry *cur);

/* Settles the phase of the current position of a live game, whose legal
 * sets are in *found: where some point is legal, the sets are whole, and
 * elsewhere nx_turn_blocked finds the phase. */
static inline void nx_turn_found(nx_engine *e, nx_found *found)
{
    found->whole = !nx_bb_empty(found->legal);
    if (!found->whole)
        nx_turn_blocked(e, e->hist.top);
}

/* Prepares the new position after a turn of play. It keeps the group
 * table on 9x9, and computes the phase of the position, with its legal
 * sets in *found as nx_turn_commit gives them. One analysis of the board
 * settles the phase and gives the list, where a search that stops at the
 * first legal point would be followed by the analysis anyway. The
 * function is inline because it follows every play of a search, and a
 * call would save and restore what play keeps. */
static inline void nx_turn_next(nx_engine *e, nx_found *found)
{
    nx_engine_keep_groups(e);
    e->hist.top->k = 0;
    found->whole = 0;
    if (nx_engine_over(e))
        return;
    found->legal = nx_legal_set(e, &e->cur, &found->capturing);
    nx_turn_found(e, found);
}

/* Commit an evaluated turn with its checked payment: the audit (R10), the
 * recorded position (R13), the quiet count (R19), then the phase of the
 * next position, with its legal sets in *found (whole unless no point is
 * legal or the game is over): the caller, play, is followed by a question
 * about them as a rule (the list, a count, the turns).
 * `declines` is the number of draw offers declined before the turn.
 * Returns NEXUS_OK, or NEXUS_E_NOMEM (and nothing changed) if the
 * history cannot grow. */
nexus_status nx_turn_commit(nx_engine *e, const nexus_allocator *a,
                            const nx_eval *ev, nx_bb pay, uint32_t declines,
                            nx_found *found);

/* Does what nx_turn_commit does, but without the phase of the next
 * position, for a caller that learns it otherwise (a playout's draw finds
 * no legal point) and calls nx_turn_begin itself before anyone else
 * looks. Returns NEXUS_OK, or NEXUS_E_NOMEM with nothing changed. */
nexus_status nx_turn_record(nx_engine *e, const nexus_allocator *a,
                            const nx_eval *ev, nx_bb pay, uint32_t declines);

/* The phase of the current position (R15-R17): the unblocking size due,
 * or the no-placement or uncovered ending. *found receives the legal sets
 * when the search for a legal point computed them whole. */
void nx_turn_begin(nx_engine *e, nx_found *found);

/* Takes back the last turn; the history must hold more than its start.
 * Returns the number of draw offers declined before it, which its extra
 * recorded (0 without an extra). */
uint32_t nx_turn_undo(nx_engine *e);

/* Returns 1 if nx_turn_undo_plain may take back the last turn: the entry
 * is not the start's, has no extra and did not reset the debts (its flags
 * are none), and the engine keeps neither a group table nor the count
 * chain (a board up to 8x8). Nearly every turn of a search on such a
 * board is one. The flag of the start entry makes one test of the flags
 * say also that there is a turn to take back. */
static inline int nx_turn_undo_is_plain(const nx_engine *e)
{
    /* Neither is ever kept on a board of one word. */
    return e->geom.nn <= 64 && nx_cur(e)->flags == 0;
}

/* Returns 1 if the last turn, on a board of one word, is a plain one
 * (nx_turn_undo_is_plain) that captured nothing, and 0 otherwise. The
 * caller has seen that the board is of one word. */
static inline int nx_turn_undo_is_quiet(const nx_engine *e)
{
    const unsigned char *cur = (const unsigned char *)nx_cur(e);
    uint16_t both;
    _Static_assert(offsetof(nx_entry, flags) ==
                       offsetof(nx_entry, captured) + 1,
                   "the flags follow the capture count in an entry");
    memcpy(&both, cur + offsetof(nx_entry, captured), sizeof both);
    return both == 0;
}

/* Returns the board hash of the position before the last turn, a plain
 * one that captured nothing. The debts stay as they are, and so does the
 * key of their difference, which the entry before holds with its board's
 * keys. */
static inline uint64_t nx_turn_undo_quiet(const nx_engine *e)
{
    return nx_cur(e)[-1].hash ^ e->debt_key;
}

/* Takes the capture debt of the last turn, a plain one that captured
 * stones, back from the debts of e->cur. Returns the board hash of the
 * position before the turn. It is inline, so that its one caller, the
 * out-of-line undo of a capture, makes no further call. */
static inline uint64_t nx_turn_undo_debts(nx_engine *e)
{
    const nx_entry *cur = nx_cur(e);
    int mover = nx_other(e->cur.color);
    e->cur.debt[nx_side(mover)] -= nx_turn_debt(e, cur->captured, 0);
    return cur[-1].hash ^ nx_engine_debts_changed(e);
}

/* Does what nx_turn_undo does where nx_turn_undo_is_plain, given bh, the
 * board hash of the position before the turn (nx_turn_undo_quiet or
 * nx_turn_undo_debts). It calls nothing, so that the undo of a turn
 * without a capture, the common one, costs little more than its loads and
 * stores and needs no saved registers. The cost of 1.0's undo, which
 * popped an entry that held the whole position, is the mark
 * (docs/performance.md). */
static inline void nx_turn_undo_plain(nx_engine *e, uint64_t bh)
{
    nx_history *h = &e->hist;
    const nx_entry *prev = nx_history_last(h) - 1;
    nx_history_drop(h);
    e->cur.stones[0] = prev->stones[0];
    e->cur.stones[1] = prev->stones[1];
    e->cur.count = prev->count;
    e->cur.most = prev->most;
    e->cur.board_hash = bh;
    /* The colours are 1 and 2: one xor flips the side, where 3 - color
     * costs a load, a subtraction and a store. */
    e->cur.color ^= NEXUS_BLACK ^ NEXUS_WHITE;
    e->outcome = NEXUS_OUTCOME_NONE;
    e->reason = NEXUS_REASON_NONE;
}

#endif
