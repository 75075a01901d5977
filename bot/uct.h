/* The UCT Monte Carlo tree search shared by the MCTS bot (plain UCT) and
 * the strong bot (UCT with a proof of forced wins and losses). */
#ifndef NEXUS_BOT_UCT_H
#define NEXUS_BOT_UCT_H

#include "bot_internal.h"
#include "clock.h"
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
    /* 1: decisive and anti-decisive turns at every node (uct_decisive.c):
     * a node with a turn that wins at once keeps only it, else only the
     * turns after which the opponent cannot win at once. */
    int decisive;
    /* RAVE (Gelly and Silver 2007): 0 for none, else the equivalence
     * parameter k of the blend beta = sqrt(k / (3 visits + k)). */
    double rave;
    int reuse;    /* 1: keep the subtree of the reply for the next turn */
    double prior; /* with RAVE: virtual visits of each child's prior */
    /* With the solver: a node reaching node_visits visits is checked by
     * the alpha-beta solver within node_plies plies and node_nodes nodes,
     * and proven if the check proves it (0: no checks). */
    unsigned int node_visits;
    int node_plies;
    unsigned long node_nodes;
    /* The threat search of the root (threat.h), 0 for none: a forced win
     * of the bot within win_depth of its turns is played at once, and a
     * turn chosen is checked against a forced win of the opponent within
     * check_depth of its turns, for at most `checks` turns; each search
     * plays at most threat_nodes turns. */
    int win_depth;
    int check_depth;
    int checks;
    unsigned long threat_nodes;
    int tactics; /* 0: the threat search, 1: a proof-number search */
    nxb_gen gen;  /* how the children of a node are listed */
} nxb_uct_cfg;

/* Playout policies. */
enum {
    NXB_PLAYOUT_UNIFORM,  /* the engine's uniform playout */
    NXB_PLAYOUT_TACTICAL, /* nxb_tactical_turn (strong bot 2) */
    NXB_PLAYOUT_POLICY,   /* nxb_policy_turn, debt-aware */
    NXB_PLAYOUT_POLICY2   /* nxb_policy2_turn, capturing blockers */
};

/* A node of the tree: the position after its move (node i is move i of
 * the move list). */
typedef struct nxb_unode {
    double wins;        /* for the player who moved into the node */
    uint32_t visits;
    uint32_t first;     /* its first child in the move list */
    uint32_t count;     /* its children, once expanded */
    signed char expanded;
    signed char proven; /* +1 the mover into the node wins, -1 loses */
    signed char term;   /* the move into the node ended the game */
    /* Bit 1: its tactical check (node_visits) was made; bit 2 (a child of
     * the root): its check (check_depth) found no refutation. */
    signed char checked;
    /* Proven: the plies from its move to the end with best play (the
     * winner winning fastest, the loser resisting longest), 1 for a
     * move that ends the game. */
    unsigned char plies;
    float term_black;   /* terminal: its value for Black, 1 / 0.5 / 0 */
    /* All-moves-as-first statistics of its move (RAVE): the simulations
     * through its parent in which its mover placed on its point later. */
    float amaf_wins;
    uint32_t amaf_visits;
} nxb_unode;

/* A game's line of play: a hash of its start and of every turn up to
 * `turns`. */
typedef struct nxb_uct_line_id {
    uint64_t hash;
    size_t turns;
} nxb_uct_line_id;

typedef struct nxb_uct {
    nxb_uct_cfg cfg;
    nxb_rng rng;
    nxb_moves ml;       /* the children of every node, node i = move i */
    nxb_moves scratch;  /* the turns of a position the decisive check lists */
    nxb_unode *node;
    size_t node_cap;
    nexus_game *g;      /* during a choice: a clone, played and undone */
    /* The points of the last playout's turns, for RAVE. */
    signed char seq[NEXUS_MATCH_DEFAULT_TURN_LIMIT];
    int seq_n;
    unsigned long done; /* iterations of the last choice */
    unsigned long work; /* turns played in the last choice */
    /* Tree reuse (uct_reuse.c): the root's line, and the child chosen
     * (kept: the tree is still the last choice's). */
    nxb_uct_line_id line;
    uint32_t chosen;
    int kept;
    double rate;        /* turns played a CPU millisecond, last measured */
    /* The stop and the progress reports of the bot running the search
     * (NULL: none), and the iterations of the choice so far. */
    nxb_control *ctl;
    unsigned long iters;
    /* During nxb_uct_search: its deadline, which the node checks keep
     * too; and how often the searches of the choice read it. */
    const nxb_deadline *deadline;
    unsigned long clock_reads;
} nxb_uct;

void nxb_uct_init(nxb_uct *u, const nxb_uct_cfg *cfg, uint64_t seed);
void nxb_uct_release(nxb_uct *u);

/* The steps of a choice (uct_root.c drives them): a tree with the root's
 * children for `game`, searched on a clone of it, then freed. */
nexus_status nxb_uct_start(nxb_uct *u, const nexus_game *game,
                           nexus_color *root);
/* How often the search reads the clock, in iterations: an iteration of
 * 5x5 or 7x7 costs about 0.1 ms and a reading about a microsecond, so a
 * search passes its deadline by about NXB_UCT_CLOCK_ITERATIONS iterations
 * and loses about 0.3% to the clock. */
#define NXB_UCT_CLOCK_ITERATIONS 4

/* Iterate until the iterations, `turns` (0: no limit) or the deadline are
 * spent or the root is proven; u->work counts on from where it is. The
 * deadline is read before the first iteration and then once every
 * NXB_UCT_CLOCK_ITERATIONS. */
nexus_status nxb_uct_search(nxb_uct *u, nexus_color root,
                            const nxb_deadline *deadline, unsigned long turns);
void nxb_uct_finish(nxb_uct *u);

/* The line of g without its last `back` turns. */
void nxb_uct_line(nxb_uct_line_id *id, const nexus_game *g, size_t back);

/* With reuse: 1 if the tree of the last choice holds the position of
 * `game` (that choice and one reply played since), now its root. */
int nxb_uct_reuse(nxb_uct *u, const nexus_game *game);

/* Mark a child of the root proven (+1 won for its mover, -1 lost) in
 * `plies`, and let the proof reach the root. */
void nxb_uct_prove(nxb_uct *u, uint32_t node, int proven, int plies);

/* With decisive: of the `added` children of a node listed from `first`
 * in u->ml, with `side` to move on the scratch game, the ones the node
 * keeps, moved to the front of the range in their order. Returns how many:
 * 1 (the first turn that wins at once) if there is one; else those after
 * which the opponent cannot win at once, each played and undone to see
 * it, unless none or all are (then all). Each turn played counts in
 * u->work. */
size_t nxb_uct_decisive(nxb_uct *u, size_t first, size_t added,
                        nexus_color side);

/* The budget in turns played for the board of the search. */
unsigned long nxb_uct_turn_budget(const nxb_uct *u);

/* Search from `game` and choose the turn of its side to move. */
nexus_status nxb_uct_choose(nxb_uct *u, const nexus_game *game,
                            nexus_turn *turn);

/* The child of `node` to play: a proven win (the shortest), else the
 * most visited, else one not proven lost (the longest resistance). */
uint32_t nxb_uct_best_child(const nxb_uct *u, uint32_t node);

/* Report the search so far to the bot's progress callback (uct_report.c):
 * the principal variation from the root through `first` (0: the best
 * child) by the best children; `final` for the choice's last report. */
void nxb_uct_report(nxb_uct *u, uint32_t first, int final);

/* The last report of a choice that played `turn` without searching: a
 * win found at the root. */
void nxb_uct_report_win(nxb_uct *u, const nexus_turn *turn);

/* A bot handle running this search, named `name`. */
nexus_status nxb_uct_bot(nexus_bot **out, const nxb_uct_cfg *cfg,
                         uint64_t seed, const char *name);

/* Makes a bot of `kind`, whose make function calls nxb_uct_bot, with the
 * option values `v`, and seeds its search's generator with `seed`: what the
 * constructors of nexus_bot.h do with their options structs. Returns the
 * error of nxb_make_kind, and then writes nothing to `*out`. */
nexus_status nxb_uct_kind_bot(nexus_bot **out, const nxb_kind *kind,
                              const nxb_values *v, uint64_t seed);

#endif
