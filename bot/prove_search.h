/* The state of a proof-number search, shared by the search (prove.c),
 * its driver and the writing of its proof (prove_write.c). */
#ifndef NEXUS_BOT_PROVE_SEARCH_H
#define NEXUS_BOT_PROVE_SEARCH_H

#include "prove.h"

/* A child of a node being searched: its move (index in the move list)
 * and its numbers. */
typedef struct nxb_pchild {
    uint32_t pn, dn;
    uint32_t move;
} nxb_pchild;

typedef struct nxb_prover {
    nexus_game *g;      /* a clone of the root, played and undone */
    nxb_moves ml;       /* a stack: each node's turns above its parent's */
    nxb_gen gen;        /* every turn */
    nxb_sym sym;
    nxb_ptable tt;
    nexus_color winner; /* whose win is sought */
    int n;
    nxb_pchild *ch;     /* a stack of the children of the nodes searched */
    size_t ch_n, ch_cap;
    unsigned long long nodes, max_nodes; /* turns played */
    int aborted;
    nexus_status error;
} nxb_prover;

/* Play move i of the list (1), or give up at the node limit or an error
 * (0); undo what it played. */
int nxb_prove_play(nxb_prover *s, size_t i);
void nxb_prove_undo(nxb_prover *s);

/* What is known of the position without searching it, with `depth` plies
 * left (the game is over, no ply is left, a side to move completes a line
 * it can afford, or the table knows): 1 and its numbers if anything. */
int nxb_prove_known(nxb_prover *s, int depth, uint32_t *pn, uint32_t *dn);

/* List the children of the position with their numbers, above the stack
 * of children (s->ch + s->ch_n); returns their count, *start the first
 * move's index. */
size_t nxb_prove_expand(nxb_prover *s, int depth, size_t *start);

/* Search the position with `depth` plies left until its proof number
 * reaches thpn or its disproof number thdn (or either is 0). */
void nxb_prove_mid(nxb_prover *s, int depth, uint32_t thpn, uint32_t thdn,
                   uint32_t *pn, uint32_t *dn);

/* Write the proof of the root's value (proven: the winner's strategy;
 * disproven: the opponent's) through `write`. */
nexus_status nxb_prove_write(nxb_prover *s, int depth, int proven,
                             nexus_proof_writer write, void *user);

#endif
