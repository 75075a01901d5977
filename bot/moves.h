/* Lists of full turns (unblocking set x point x payment) in a compact form,
 * for the searches of the MCTS bot, the strong bot and the solver.
 *
 * A list is append-only: a search tree stores the children of every node
 * as one contiguous range of one list. */
#ifndef NEXUS_BOT_MOVES_H
#define NEXUS_BOT_MOVES_H

#include <stddef.h>
#include <stdint.h>

#include "nexus.h"

typedef struct nxb_move {
    signed char point;   /* -1: no move (a tree root) */
    unsigned char k;     /* unblocking stones */
    unsigned char n_pay; /* payment stones */
    unsigned char wins;  /* 1 if the turn wins the game at its audit */
    uint32_t extra;      /* index in the pool of the k + n_pay points */
} nxb_move;

typedef struct nxb_moves {
    nxb_move *m;
    size_t n, cap;
    unsigned char *pool;
    size_t pool_n, pool_cap;
    /* Legal sets computed by nxb_moves_generate (one per unblocking set
     * tested, one without unblocking), accumulated: its work. */
    unsigned long tests;
    /* The (set, point) pairs whose payments pay_cap cut short,
     * accumulated: a list so cut is not every turn of its node. */
    unsigned long capped;
} nxb_moves;

/* How the turns of a position are listed. */
typedef struct nxb_gen {
    /* Payments are all listed, except that when some payment keeps a line
     * (the audit is won) that one payment stands for all: every such
     * payment ends the game the same way. At most `pay_cap` payments of
     * one (set, point) are listed otherwise (0: no cap). */
    size_t pay_cap;
    /* At most this many offered unblocking sets (0: all). */
    size_t set_cap;
    /* Once this many candidate sets are tested, stop at the first offered
     * one (0: no limit). */
    size_t set_tries;
    /* 1: list one payment of a lost audit, the heuristic's
     * (nxb_heuristic_payment), instead of up to pay_cap of them. */
    int pay_heuristic;
} nxb_gen;

void nxb_moves_init(nxb_moves *ml);
void nxb_moves_free(nxb_moves *ml);
/* Append one move (the root marker: point -1). */
nexus_status nxb_moves_push_root(nxb_moves *ml);

/* Append every full legal turn of the side to move of `g` (none if the
 * game is over). *added receives their number. */
nexus_status nxb_moves_generate(nxb_moves *ml, size_t *added,
                                const nexus_game *g, const nxb_gen *gen);

/* Append move i of `src` to `dst`. */
nexus_status nxb_moves_copy(nxb_moves *dst, const nxb_moves *src, size_t i);

/* 1 if move i is turn t (its sets in any order). */
int nxb_moves_equal(const nxb_moves *ml, size_t i, const nexus_turn *t);

/* Move i as a nexus_turn. */
void nxb_moves_turn(nexus_turn *t, const nxb_moves *ml, size_t i);

#endif
