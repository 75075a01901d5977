/* The state of a proof-number search. The search (prove.c), its driver
 * and the writer of its proof (prove_write.c) share it. */
#ifndef NEXUS_BOT_PROVE_SEARCH_H
#define NEXUS_BOT_PROVE_SEARCH_H

#include "prove.h"

/* A child of a node that is being searched: its numbers, and its move as
 * an index in the move list. */
typedef struct nxb_pchild {
    uint32_t pn, dn;
    uint32_t move;
} nxb_pchild;

typedef struct nxb_prover {
    nexus_game *g;      /* A clone of the root, played and undone. */
    nxb_moves ml;       /* A stack with each node's turns above its
                           parent's. */
    nxb_gen gen;        /* The listing of every turn. */
    nxb_sym sym;
    nxb_ptable tt;
    nexus_color winner; /* The side whose win is sought. */
    int n;
    nxb_pchild *ch;     /* A stack of the children of the nodes searched. */
    size_t ch_n, ch_cap;
    unsigned long long nodes, max_nodes; /* The turns played, and their
                                            limit. */
    int aborted;
    nexus_status error;
} nxb_prover;

/* Makes *s a search of `game` under the options o, which check() of
 * prove_api.c has accepted. Returns NEXUS_OK, or the error of the table,
 * of the symmetries or of the clone. */
nexus_status nxb_prove_start(nxb_prover *s, const nexus_game *game,
                             const nexus_prove_options *o);

/* Frees what a search holds, whether its start succeeded or not. */
void nxb_prove_stop(nxb_prover *s);

/* Sets the node limit of the search, 0 for none. A listing then appends
 * at most as many turns as the limit (nxb_gen.move_cap): a node with more
 * children than the search has nodes can be neither proven nor
 * disproven, and without the cap one completion in debt on a 9x9 board
 * listed millions of payments (issue 27). The sets a listing tests are
 * not capped (test_cap stays 0), since a cut there could drop children
 * that the limit could have searched. */
void nxb_prove_limit(nxb_prover *s, unsigned long long max_nodes);

/* Plays the move i of the list. Returns 1, or 0 when the search gives up
 * at the node limit or on an error. */
int nxb_prove_play(nxb_prover *s, size_t i);

/* Undoes what nxb_prove_play played. */
void nxb_prove_undo(nxb_prover *s);

/* Looks for what is known of the position with `depth` plies left,
 * without a search. Something is known when the game is over, when no ply
 * is left, when the side to move completes a line that it can afford, or
 * when the table knows. Returns 1 and writes the numbers if something is
 * known, and 0 otherwise. */
int nxb_prove_known(nxb_prover *s, int depth, uint32_t *pn, uint32_t *dn);

/* Lists the children of the position with their numbers above the stack
 * of children, at s->ch + s->ch_n. Returns their number, and writes the
 * index of the first one's move into *start. */
size_t nxb_prove_expand(nxb_prover *s, int depth, size_t *start);

/* Searches the position with `depth` plies left until its proof number
 * reaches thpn or its disproof number reaches thdn, or either is 0, and
 * writes them into *pn and *dn. */
void nxb_prove_mid(nxb_prover *s, int depth, uint32_t thpn, uint32_t thdn,
                   uint32_t *pn, uint32_t *dn);

/* Writes the proof of the root's value through `write`. A proven root
 * gets the winner's strategy, and a disproven one the opponent's. Returns
 * NEXUS_OK, or the error of the writer or of the call that failed. */
nexus_status nxb_prove_write(nxb_prover *s, int depth, int proven,
                             nexus_proof_writer write, void *user);

#endif
