/* The UCT Monte Carlo tree search that the MCTS bot (plain UCT) and the
 * strong bot (UCT with a proof of forced wins and losses) share. */
#ifndef NEXUS_BOT_UCT_H
#define NEXUS_BOT_UCT_H

#include "bot_internal.h"
#include "clock.h"
#include "moves.h"

#define NXB_UCT_MAX_PATH 256 /* The deepest tree the search may build. */
#define NXB_FPU_OFF 1000.0 /* A first-play urgency this high is none. */

/* The settings of a search. */
typedef struct nxb_uct_cfg {
    /* The iterations a choice runs, or 0 for the time limit alone. */
    unsigned long iterations;
    /* The turns a choice plays, tree and playouts together, or 0 for no
     * limit. It is the strong bot's node budget. */
    unsigned long turns;
    /* The milliseconds a choice takes, or 0 for the budgets above alone. */
    unsigned int time_ms;
    int max_depth;      /* The deepest tree node, 1 to NXB_UCT_MAX_PATH. */
    double exploration; /* The constant c of UCB1. */
    int solver;         /* 1 to prove wins and losses (MCTS-solver). */
    int playout;        /* The policy of the playouts, NXB_PLAYOUT_*. */
    /* On boards above 5x5, a playout stops after cut * n turns and scores
     * the open lines (nxb_line_balance); 0 plays to the end. */
    int cut;
    /* 1 to play a turn that wins at once without a search. */
    int root_win;
    /* 1 to check for decisive and anti-decisive turns at every node
     * (uct_decisive.c). A node with a turn that wins at once keeps only
     * it, and otherwise only the turns after which the opponent cannot
     * win at once. */
    int decisive;
    /* RAVE (Gelly and Silver 2007): 0 for none, else the equivalence
     * parameter k of the blend beta = sqrt(k / (3 visits + k)). */
    double rave;
    /* With RAVE, an unvisited child is valued at its all-moves-as-first
     * mean plus fpu; at NXB_FPU_OFF or more every unvisited child is
     * tried before any is tried again. */
    double fpu;
    int reuse;    /* 1 to keep the subtree of the reply for the next turn. */
    double prior; /* With RAVE, the virtual visits of each child's prior. */
    /* The last-good-reply step in the playouts (uct_reply.c): 0 none, 1
     * a reply to the last point (LGRF-1), 2 to the last two (LGRF-2). */
    int reply;
    /* With the solver, a node that reaches node_visits visits is checked
     * by the alpha-beta solver within node_plies plies and node_nodes
     * nodes, and it is proven if the check proves it. 0 makes no checks. */
    unsigned int node_visits;
    int node_plies;
    unsigned long node_nodes;
    /* The tactical searches of the root, 0 for none. A forced win of the
     * bot within win_depth of its turns is played at once, and a turn
     * chosen is checked against a forced win of the opponent within
     * check_depth of its turns, for at most `checks` turns. Each search
     * plays at most threat_nodes turns. */
    int win_depth;
    int check_depth;
    int checks;
    unsigned long threat_nodes;
    int tactics; /* The search of those checks, an NXB_TACTICS_* value. */
    /* 1 to play the opening book's turn (book.h) where it has one,
     * without a search. */
    int book;
    /* The relative bonus of quality-based rewards (uct_bonus.c): 0 for
     * none, else the weight a of the bonus of a win whose simulation was
     * shorter than the winner's mean. */
    double length_bonus;
    nxb_gen gen; /* How the children of a node are listed. */
} nxb_uct_cfg;

/* The playout policies. */
enum {
    NXB_PLAYOUT_UNIFORM,  /* The engine's uniform playout. */
    NXB_PLAYOUT_TACTICAL, /* nxb_tactical_turn (the strong bot 2). */
    NXB_PLAYOUT_POLICY,   /* nxb_policy2_turn without extra steps. */
    NXB_PLAYOUT_POLICY2   /* nxb_policy2_turn, which captures blockers. */
};

/* The searches of the root's tactical checks (nxb_uct_cfg.tactics). */
enum {
    NXB_TACTICS_THREATS = 0,      /* The threat search (threat.h). */
    NXB_TACTICS_PROOF_NUMBER = 1, /* A proof-number search (prove.h). */
    NXB_TACTICS_ALPHA_BETA = 2    /* The alpha-beta solver (check.h). */
};

/* The bits of nxb_unode.checked. */
enum {
    /* The node's tactical check (node_visits) was made. */
    NXB_NODE_CHECKED = 1,
    /* A child of the root whose check (check_depth) found no refutation
     * in this choice. */
    NXB_ROOT_CHECKED = 2
};

/* The values of nxb_unode.proven. The sign is the point: a test of
 * `proven > 0` asks whether the mover into the node wins. */
enum {
    NXB_PROVEN_LOSS = -1, /* The mover into the node loses by force. */
    NXB_PROVEN_NONE = 0,  /* Nothing is proven. */
    NXB_PROVEN_WIN = 1    /* The mover into the node wins by force. */
};

/* A node of the tree: the position after its move. Node i is the move i
 * of the move list. */
typedef struct nxb_unode {
    double wins;        /* The wins of the player who moved into it. */
    uint32_t visits;
    uint32_t first;     /* Its first child in the move list. */
    uint32_t count;     /* The number of its children, once expanded. */
    signed char expanded;
    signed char proven; /* An NXB_PROVEN_* value. */
    signed char term;   /* 1 if the move into the node ended the game. */
    signed char checked; /* The NXB_*_CHECKED bits. */
    /* For a proven node, the plies from its move to the end with best
     * play, the winner winning fastest and the loser resisting longest;
     * 1 for a move that ends the game. */
    unsigned char plies;
    float term_black;   /* At the end, its value for Black: 1, 0.5 or 0. */
    /* All-moves-as-first statistics of its move (RAVE): the simulations
     * through its parent in which its mover placed on its point later. */
    float amaf_wins;
    uint32_t amaf_visits;
} nxb_unode;

/* The lengths of a colour's won simulations: their count, their mean and
 * the sum of their squared deviations from it (Welford's method). */
typedef struct nxb_uct_lengths {
    double n, mean, m2;
} nxb_uct_lengths;

/* A game's line of play, a hash of its start and of every turn up to
 * `turns`. */
typedef struct nxb_uct_line_id {
    uint64_t hash;
    size_t turns;
} nxb_uct_line_id;

/* A search, with its tree and what it keeps from one choice to the
 * next. */
typedef struct nxb_uct {
    nxb_uct_cfg cfg;
    nxb_rng rng;
    nxb_moves ml;       /* The children of every node; node i is move i. */
    nxb_moves scratch;  /* The turns that the decisive check lists. */
    nxb_unode *node;
    size_t node_cap;
    nexus_game *g;      /* During a choice, a clone played and undone. */
    /* The points of the last playout's turns, for RAVE. */
    signed char seq[NEXUS_MATCH_DEFAULT_TURN_LIMIT];
    int seq_n;
    /* With reply, each side's last good reply to each point, or -1, and
     * with reply=2 to each two points. */
    signed char reply[3][NEXUS_MAX_POINTS];
    signed char reply2[3][NEXUS_MAX_POINTS][NEXUS_MAX_POINTS];
    unsigned long done; /* The iterations of the last choice. */
    unsigned long work; /* The turns played in the last choice. */
    /* For tree reuse (uct_reuse.c), the root's line and the child chosen.
     * `kept` is 1 while the tree is still the last choice's. */
    nxb_uct_line_id line;
    uint32_t chosen;
    int kept;
    double rate;        /* The turns played a CPU millisecond, last
                           measured. */
    /* The stop and the progress reports of the bot that runs the search,
     * or NULL for none, and the iterations of the choice so far. */
    nxb_control *ctl;
    unsigned long iters;
    /* During nxb_uct_search, its deadline, which the node checks keep
     * too, and how often the searches of the choice have read it. */
    const nxb_deadline *deadline;
    unsigned long clock_reads;
    /* A child of the root whose proof stops nxb_uct_search, or 0 for
     * none: the turn that the checks let the bot play. */
    uint32_t watch;
    /* The lengths of the simulations each colour won in this choice,
     * indexed by nexus_color (uct_bonus.c). */
    nxb_uct_lengths lengths[3];
} nxb_uct;

/* Makes u a search with the settings cfg, seeded with `seed`. */
void nxb_uct_init(nxb_uct *u, const nxb_uct_cfg *cfg, uint64_t seed);

/* Frees what u holds. */
void nxb_uct_release(nxb_uct *u);

/* These are the steps of a choice, which uct_root.c drives.
 * nxb_uct_start makes a tree with the root's children for `game` on a
 * clone of it, or reuses the last one, and writes the side to move into
 * *root. Returns NEXUS_OK, or the error of the clone or the listing. */
nexus_status nxb_uct_start(nxb_uct *u, const nexus_game *game,
                           nexus_color *root);
/* The search reads the clock once every this many iterations. An
 * iteration on 5x5 or 7x7 costs about 0.1 ms and a reading about a
 * microsecond, so a search passes its deadline by about this many
 * iterations and loses about 0.3% to the clock. */
#define NXB_UCT_CLOCK_ITERATIONS 4

/* Iterates until the iterations, the `turns` (0 for no limit) or the
 * deadline are spent, or the root or the child u->watch is proven. u->work
 * counts on from where it is. The deadline is read before the first
 * iteration and then once every NXB_UCT_CLOCK_ITERATIONS. Returns
 * NEXUS_OK, or the error of an iteration. */
nexus_status nxb_uct_search(nxb_uct *u, nexus_color root,
                            const nxb_deadline *deadline, unsigned long turns);

/* Frees the clone of the choice. */
void nxb_uct_finish(nxb_uct *u);

/* Writes into *id the line of g without its last `back` turns. */
void nxb_uct_line(nxb_uct_line_id *id, const nexus_game *g, size_t back);

/* Returns 1, with reuse, if the tree of the last choice holds the
 * position of `game`, which is that choice and one reply later, and makes
 * it the root. Returns 0 otherwise. */
int nxb_uct_reuse(nxb_uct *u, const nexus_game *game);

/* Marks a child of the root proven, NXB_PROVEN_WIN or NXB_PROVEN_LOSS for
 * its mover, in `plies`, and lets the proof reach the root. */
void nxb_uct_prove(nxb_uct *u, uint32_t node, int proven, int plies);

/* Keeps, with decisive, the children that a node keeps among its `added`
 * children listed from `first` in u->ml, with `side` to move on the
 * scratch game, and moves them to the front of the range in their order.
 * Returns their number. It is 1, for the first turn that wins at once, if
 * there is one. Otherwise the node keeps the turns after which the
 * opponent cannot win at once, each played and undone to see it, and all
 * of them when none or all are such turns. Each turn played counts in
 * u->work. */
size_t nxb_uct_decisive(nxb_uct *u, size_t first, size_t added,
                        nexus_color side);

/* These are the last-good-reply playouts (uct_reply.c).
 * nxb_uct_reply_reset forgets every reply, for a new game.
 * nxb_uct_last_point returns the point of g's turn `back` turns before
 * its last, or -1.
 * nxb_uct_reply_turn writes the playout turn of the side to move on the
 * scratch game after the turns on prev2 and prev (-1 for none), and
 * returns NEXUS_OK or the error of the call that failed. It is the turn of
 * the debt-aware policy, with the capture of blockers for playouts=2 and,
 * with reply set, the remembered reply; every debt-aware playout turn is
 * made by it.
 * nxb_uct_reply_update learns from the simulation of `path` and u->seq,
 * with the scratch game back at the root, whose value for Black is
 * `black`. */
void nxb_uct_reply_reset(nxb_uct *u);
int nxb_uct_last_point(const nexus_game *g, size_t back);
nexus_status nxb_uct_reply_turn(nxb_uct *u, nexus_turn *t, int prev2,
                                int prev);
void nxb_uct_reply_update(nxb_uct *u, const uint32_t *path, int depth,
                          nexus_color root, double black);

/* Returns the value for Black of a simulation of `len` turns from the
 * root whose result for Black is `black`, with the relative bonus of
 * length_bonus (uct_bonus.c), and counts its length among its winner's.
 * A win shorter than its winner's mean is worth up to length_bonus / 2
 * more, a longer one up to that less; a draw, or a win while its winner
 * has fewer than NXB_BONUS_MIN of them, keeps its value. */
#define NXB_BONUS_MIN 10
/* The steepness k of the bonus's sigmoid. It is fixed, not tuned: only
 * the weight was screened (docs/strength.md, "Quality-based rewards"). */
#define NXB_BONUS_K 2.0
double nxb_uct_length_bonus(nxb_uct *u, double black, int len);

/* Returns the budget in turns played for the board of the search. */
unsigned long nxb_uct_turn_budget(const nxb_uct *u);

/* Searches from `game` and writes the turn of its side to move into
 * *turn. Returns NEXUS_OK, or the error of the search. */
nexus_status nxb_uct_choose(nxb_uct *u, const nexus_game *game,
                            nexus_turn *turn);

/* Returns the child of `node` to play: the shortest proven win if there
 * is one, else the most visited child that is not proven lost, else the
 * proven loss that resists longest. */
uint32_t nxb_uct_best_child(const nxb_uct *u, uint32_t node);

/* Reports the search so far to the bot's progress callback
 * (uct_report.c), with the principal variation from the root through
 * `first`, or the best child for 0, by the best children. `final` is 1
 * for the last report of the choice. */
void nxb_uct_report(nxb_uct *u, uint32_t first, int final);

/* Sends the last report of a choice that played `turn` without a search:
 * its estimate `win` (-1 for none) and proof `proven` (nexus_bot_progress).
 */
void nxb_uct_report_turn(nxb_uct *u, const nexus_turn *turn, double win,
                         int proven);

/* Sends the last report of a choice that played `turn` without a search,
 * because it found a win at the root. */
void nxb_uct_report_win(nxb_uct *u, const nexus_turn *turn);

/* Makes a bot handle named `name` that runs this search. Returns
 * NEXUS_OK, or the error of the allocation or of nexus_bot_new_custom(). */
nexus_status nxb_uct_bot(nexus_bot **out, const nxb_uct_cfg *cfg,
                         uint64_t seed, const char *name);

/* Makes a bot of `kind`, whose make function calls nxb_uct_bot, with the
 * option values `v`, and seeds its search's generator with `seed`: what the
 * constructors of nexus_bot.h do with their options structs. Returns the
 * error of nxb_make_kind, and then writes nothing to `*out`. */
nexus_status nxb_uct_kind_bot(nexus_bot **out, const nxb_kind *kind,
                              const nxb_values *v, uint64_t seed);

#endif
