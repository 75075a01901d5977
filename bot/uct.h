/* The UCT Monte Carlo tree search shared by the MCTS bot (plain UCT) and
 * the strong bot (UCT with a proof of forced wins and losses). */
#ifndef NEXUS_BOT_UCT_H
#define NEXUS_BOT_UCT_H

#include "bot_internal.h"
#include "moves.h"

#define NXB_UCT_MAX_PATH 256 /* deepest tree the search may build */

typedef struct nxb_uct_cfg {
    unsigned long iterations; /* 0: only the time limit */
    unsigned long turns;      /* 0, or stop after this many turns played
                                 (tree and playouts): the strong bot's
                                 node budget */
    unsigned int time_ms;     /* 0: only the iteration budget */
    int max_depth;            /* deepest tree node, 1..MAX_PATH */
    double exploration;       /* UCB1 constant c */
    int solver;   /* 1: prove wins and losses (MCTS-solver) */
    int playout;  /* NXB_PLAYOUT_*: the policy of the playouts */
    /* On boards above 5x5: stop a playout after cut * n turns and score
     * the open lines (nxb_line_balance); 0: play to the end. */
    int cut;
    int root_win; /* 1: a turn that wins at once is played unsearched */
    nxb_gen gen;  /* how the children of a node are listed */
} nxb_uct_cfg;

/* Playout policies. */
enum {
    NXB_PLAYOUT_UNIFORM,  /* the engine's uniform playout */
    NXB_PLAYOUT_TACTICAL, /* nxb_tactical_turn (strong bot 2) */
    NXB_PLAYOUT_POLICY    /* nxb_policy_turn, debt-aware */
};

typedef struct nxb_unode nxb_unode;

typedef struct nxb_uct {
    nxb_uct_cfg cfg;
    nxb_rng rng;
    nxb_moves ml;       /* the children of every node, node i = move i */
    nxb_unode *node;
    size_t node_cap;
    nexus_game *g;      /* during a choice: a clone, played and undone */
    unsigned long done; /* iterations of the last choice */
    unsigned long work; /* turns played in the last choice */
    int won;            /* the last choice was a root win, unsearched */
} nxb_uct;

void nxb_uct_init(nxb_uct *u, const nxb_uct_cfg *cfg, uint64_t seed);
void nxb_uct_release(nxb_uct *u);

/* Search from `game` and choose the turn of its side to move. */
nexus_status nxb_uct_choose(nxb_uct *u, const nexus_game *game,
                            nexus_turn *turn);

/* A bot handle running this search, named `name`. */
nexus_status nxb_uct_bot(nexus_bot **out, const nxb_uct_cfg *cfg,
                         uint64_t seed, const char *name);

#endif
