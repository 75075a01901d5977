/* A move list holds full turns (an unblocking set, a point and a payment)
 * in a compact form, for the searches of the MCTS bot, the strong bot and
 * the solver.
 *
 * A list only grows, so a search tree can store the children of every
 * node as one contiguous range of one list. */
#ifndef NEXUS_BOT_MOVES_H
#define NEXUS_BOT_MOVES_H

#include <stddef.h>
#include <stdint.h>

#include "nexus.h"

/* One full turn of a list. */
typedef struct nxb_move {
    signed char point;   /* The point, or -1 for a tree's root. */
    unsigned char k;     /* The number of unblocking stones. */
    unsigned char n_pay; /* The number of payment stones. */
    unsigned char wins;  /* 1 if the turn wins the game at its audit. */
    uint32_t extra;      /* The index in the pool of the k + n_pay points. */
} nxb_move;

/* A list of moves, and the points of their sets in one pool. */
typedef struct nxb_moves {
    nxb_move *m;
    size_t n, cap;
    unsigned char *pool;
    size_t pool_n, pool_cap;
    /* The number of legal sets that nxb_moves_generate has computed, one
     * for each unblocking set tested and one for a turn without
     * unblocking. It measures the work of the lists. */
    unsigned long tests;
    /* The number of (set, point) pairs whose payments pay_cap cut short.
     * A node whose list was cut does not hold every turn. */
    unsigned long capped;
} nxb_moves;

/* How the turns of a position are listed. */
typedef struct nxb_gen {
    /* Every payment is listed, except when some payment keeps a line and
     * so wins the audit. That one payment then stands for all, because
     * every such payment ends the game the same way. Otherwise at most
     * `pay_cap` payments of one (set, point) are listed, and 0 means no
     * cap. */
    size_t pay_cap;
    /* The most offered unblocking sets to list, or 0 for all of them. */
    size_t set_cap;
    /* Once this many candidate sets are tested, the listing stops at the
     * first offered one. 0 sets no limit. */
    size_t set_tries;
    /* When 1, a lost audit gets one payment, the one the heuristic
     * chooses (nxb_heuristic_payment), instead of up to pay_cap. */
    int pay_heuristic;
    /* The most turns one listing appends, or 0 for no limit. A listing
     * cut short counts in `capped`, as a payment cut by pay_cap does.
     * Without it, a forced unblocking on a big board listed every payment
     * of every offered set, which took one solve minutes and gigabytes. */
    size_t move_cap;
    /* The most unblocking sets one listing tests, or 0 for no limit; a
     * listing it cuts counts in `capped` too. It bounds the time of a
     * listing, as move_cap bounds its memory, and it is apart from
     * move_cap because a search that must give the answers it gave
     * without caps can bound its memory only: a cut by the sets tested
     * can leave out a set whose turns the budget could have played. */
    size_t test_cap;
} nxb_gen;

/* Makes ml an empty list. */
void nxb_moves_init(nxb_moves *ml);

/* Frees what ml holds and leaves it empty. */
void nxb_moves_free(nxb_moves *ml);

/* Appends the marker of a tree's root, a move with the point -1. Returns
 * NEXUS_OK, or NEXUS_E_NOMEM with the list unchanged. */
nexus_status nxb_moves_push_root(nxb_moves *ml);

/* Appends every full legal turn of the side to move of `g`, none if the
 * game is over, and stores their number into *added. Returns NEXUS_OK, or
 * the error of the library call or the allocation that failed. */
nexus_status nxb_moves_generate(nxb_moves *ml, size_t *added,
                                const nexus_game *g, const nxb_gen *gen);

/* Does what nxb_moves_generate does, for a caller that holds the
 * position of g already (nexus_game_position): the solver reads it for
 * its table's key, and the listing then does not read it again. */
nexus_status nxb_moves_generate_at(nxb_moves *ml, size_t *added,
                                   const nexus_game *g,
                                   const nexus_position *pos,
                                   const nxb_gen *gen);

/* Appends the move i of `src` to `dst`. Returns NEXUS_OK, or
 * NEXUS_E_NOMEM with `dst` unchanged. */
nexus_status nxb_moves_copy(nxb_moves *dst, const nxb_moves *src, size_t i);

/* Returns 1 if the move i is the turn t, with its sets in any order, and
 * 0 otherwise. */
int nxb_moves_equal(const nxb_moves *ml, size_t i, const nexus_turn *t);

/* Writes the move i into *t as a nexus_turn. */
void nxb_moves_turn(nexus_turn *t, const nxb_moves *ml, size_t i);

#endif
