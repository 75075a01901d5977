/* The strong bot (version 2): Monte Carlo tree search that proves what it
 * can (MCTS-solver) over full turns, with playouts that take a winning
 * completion when one is on the board.
 *
 * Why this design (measured, docs/bots.md and docs/strength.md): the
 * alpha-beta bot of 1.0 lost 89.5% of its games to plain UCT at 1000
 * playouts. Its static evaluation could not see the capture-then-complete
 * tactics that decide Nexus games (a line blocked only by a capturable
 * stone, completed in debt and paid with spare stones), and its root
 * search mixed fail-low bounds with exact scores. A tree search that plays
 * every turn to the end sees those tactics through the real rules; the
 * proof of forced wins and losses makes it exact near the end, where
 * random playouts are weakest, and a root move is never chosen on a bound:
 * a proven loss is played only when every move is one, a proven win
 * always.
 *
 * The options keep their 1.0 layout: `nodes` is the budget in turns the
 * search plays (tree and playouts together), `max_depth` the deepest tree
 * node. Deterministic for a given seed and node budget. */
#include <stdlib.h>
#include <string.h>

#include "uct.h"
#include "nx_versioned.h"

#define MAX_DEPTH 32
#define STRONG_PAY_CAP 8 /* The payments listed a point, unless one wins. */
/* The offered unblocking sets listed, the first in canonical order. On a
 * big board hundreds may be offered, and each costs a scan of the
 * board. */
#define STRONG_SET_CAP 8
/* The candidate sets tested before the first offered one ends the
 * search, because a forced unblocking of k >= 2 stones has C(m, k)
 * candidates. */
#define STRONG_SET_TRIES 64

nexus_status nexus_strong_options_init(nexus_strong_options *opts,
                                       unsigned int version)
{
    static const nexus_strong_options defaults = NEXUS_STRONG_OPTIONS_INIT;
    return NX_VERSIONED_INIT(opts, version, NEXUS_STRONG_OPTIONS_VERSION,
                             defaults);
}

enum {
    OPT_NODES,
    OPT_TIME,
    OPT_MAX_DEPTH,
    OPT_EXPLORATION,
    OPT_PLAYOUTS,
    OPT_WIN_DEPTH,
    OPT_CHECK_DEPTH,
    OPT_CHECKS,
    OPT_RAVE,
    OPT_HEURISTIC_PAYMENT,
    OPT_SOLVER,
    OPT_REUSE,
    OPT_PRIOR,
    OPT_TACTICS,
    OPT_TACTIC_NODES,
    OPT_NODE_VISITS,
    OPT_NODE_PLIES,
    OPT_DECISIVE,
    OPT_CUT,
    OPT_REPLY,
    OPT_FPU,
    OPT_BOOK,
    OPT_LENGTH_BONUS,
    N_OPTS
};

/* The values of a bot are kept in arrays of NXB_MAX_OPTIONS. */
typedef char options_fit[N_OPTS <= NXB_MAX_OPTIONS ? 1 : -1];

static const nexus_bot_option strong_options[N_OPTS] = {
    NXB_INTEGER("nodes", 50000, 1, 1e9,
        "search budget per turn in 5x5 turns played (not applied when only a "
        "time is set)"),
    NXB_TIME_OPTION,
    NXB_INTEGER("max_depth", MAX_DEPTH, 1, MAX_DEPTH,
        "the deepest node of the search tree"),
    NXB_FLOAT("exploration", 0.2, 0, 1000,
        "the UCB1 exploration constant"),
    NXB_INTEGER("playouts", 2, 0, 2,
        "the playout policy: 0 that of strong 2 (win, block, else random), 1 "
        "the debt-aware one of mcts, 2 that one capturing blockers"),
    NXB_INTEGER("win_depth", 4, 0, 8,
        "a forced win by threats within this many own turns is played at "
        "once; 0: not looked for"),
    NXB_INTEGER("check_depth", 3, 0, 8,
        "the turn chosen is checked against a forced win of the opponent by "
        "threats within this many of its turns; 0: not checked"),
    NXB_INTEGER("checks", 32, 0, 64,
        "turns checked at most, each refuted one set aside for the next best"),
    NXB_FLOAT("rave", 100, 0, 1e9,
        "RAVE: the equivalence parameter k of the blend of a turn's mean with "
        "its all-moves-as-first mean; 0: no RAVE"),
    NXB_BOOLEAN("heuristic_payment", 1,
        "one payment per point in the tree, the stones worth least to their "
        "lines; false: up to 8 in canonical order"),
    NXB_BOOLEAN("solver", 1,
        "prove wins and losses in the tree (MCTS-solver)"),
    NXB_BOOLEAN("reuse", 1,
        "keep the subtree of the opponent's reply for the next turn"),
    NXB_FLOAT("prior", 100, 0, 1e6,
        "with RAVE, above 5x5: virtual all-moves-as-first visits of a "
        "turn's prior, its point's worth to the lines; 0: none"),
    NXB_INTEGER("tactics", 2, 0, 2,
        "how win_depth and check_depth are searched: 0 threats only, 1 every "
        "turn by proof-number search, 2 every turn by alpha-beta"),
    NXB_INTEGER("tactic_nodes", 10000, 1, 1e9,
        "turns each of those searches may play before it gives up"),
    NXB_INTEGER("node_visits", 0, 0, 1e9,
        "a tree node reaching this many visits is checked by the alpha-beta "
        "solver within node_plies; 0: no node checks"),
    NXB_INTEGER("node_plies", 3, 1, 9,
        "the depth of those node checks, in plies"),
    NXB_BOOLEAN("decisive", 0,
        "at every tree node, keep only a turn that wins at once, or else "
        "only the turns after which the opponent cannot win at once"),
    NXB_INTEGER("cut", 2, 0, 100,
        "above 5x5, playouts stop after cut x n turns and are scored by the "
        "open lines; 0: to the end"),
    NXB_INTEGER("reply", 2, 0, 2,
        "with playouts 1 or 2, playouts play the last good reply before a "
        "random point: 1 to the opponent's last point (LGRF-1), 2 to the last "
        "two (LGRF-2); 0: none"),
    NXB_FLOAT("fpu", 0.2, 0, 1000,
        "with RAVE, an unvisited turn is valued at its all-moves-as-first "
        "mean plus this; 1000: every unvisited turn is tried first"),
    NXB_BOOLEAN("book", 1,
        "on the standard 5x5 game, play the bot's turns among the first "
        "five of the game from the opening book"),
    NXB_FLOAT("length_bonus", 0.5, 0, 1,
        "a simulation won sooner than the winner's mean counts up to half "
        "this more, one won later up to half this less; 0: no bonus"),
};

static nexus_status make_strong(nexus_bot **out)
{
    nxb_uct_cfg cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.turns = 50000;
    cfg.max_depth = MAX_DEPTH;
    cfg.gen.pay_cap = STRONG_PAY_CAP;
    cfg.gen.set_cap = STRONG_SET_CAP;
    cfg.gen.set_tries = STRONG_SET_TRIES;
    return nxb_uct_bot(out, &cfg, 0, "strong");
}

/* Applies the values to the bot. Its budget is `nodes`, unless only a
 * time is set. Returns NEXUS_OK. */
static nexus_status apply_strong(nexus_bot *bot, const nxb_values *v)
{
    nxb_uct_cfg *cfg = &((nxb_uct *)bot->cb.user)->cfg;
    cfg->time_ms = (unsigned int)v->v[OPT_TIME];
    cfg->turns = v->given[OPT_NODES] || cfg->time_ms == 0
                     ? (unsigned long)v->v[OPT_NODES]
                     : 0;
    cfg->max_depth = (int)v->v[OPT_MAX_DEPTH];
    cfg->exploration = v->v[OPT_EXPLORATION];
    cfg->playout = v->v[OPT_PLAYOUTS] == 0.0   ? NXB_PLAYOUT_TACTICAL
                   : v->v[OPT_PLAYOUTS] == 1.0 ? NXB_PLAYOUT_POLICY
                                               : NXB_PLAYOUT_POLICY2;
    cfg->win_depth = (int)v->v[OPT_WIN_DEPTH];
    cfg->check_depth = (int)v->v[OPT_CHECK_DEPTH];
    cfg->checks = (int)v->v[OPT_CHECKS];
    cfg->rave = v->v[OPT_RAVE];
    cfg->gen.pay_heuristic = v->v[OPT_HEURISTIC_PAYMENT] != 0.0;
    cfg->solver = v->v[OPT_SOLVER] != 0.0;
    cfg->reuse = v->v[OPT_REUSE] != 0.0;
    cfg->prior = v->v[OPT_PRIOR];
    cfg->tactics = (int)v->v[OPT_TACTICS];
    cfg->threat_nodes = (unsigned long)v->v[OPT_TACTIC_NODES];
    cfg->node_visits = (unsigned int)v->v[OPT_NODE_VISITS];
    cfg->node_plies = (int)v->v[OPT_NODE_PLIES];
    cfg->node_nodes = cfg->threat_nodes;
    cfg->decisive = v->v[OPT_DECISIVE] != 0.0;
    cfg->cut = (int)v->v[OPT_CUT];
    cfg->fpu = v->v[OPT_FPU];
    cfg->book = v->v[OPT_BOOK] != 0.0;
    cfg->length_bonus = v->v[OPT_LENGTH_BONUS];
    cfg->reply = cfg->playout != NXB_PLAYOUT_TACTICAL ? (int)v->v[OPT_REPLY]
                                                      : 0;
    return NEXUS_OK;
}

const nxb_kind nxb_kind_strong = {
    "strong",
    "the strongest bot: Monte Carlo tree search that proves wins and losses",
    strong_options, N_OPTS, make_strong, apply_strong};

nexus_status nexus_bot_new_strong(nexus_bot **out,
                                  const nexus_strong_options *opts)
{
    static const nexus_strong_options defaults = NEXUS_STRONG_OPTIONS_INIT;
    nxb_values v;

    if (!out)
        return NEXUS_E_INVALID_ARG;
    if (!opts)
        opts = &defaults;
    if (opts->version != NEXUS_STRONG_OPTIONS_VERSION)
        return NEXUS_E_VERSION;
    if (opts->max_depth < 1 || opts->max_depth > MAX_DEPTH ||
        (opts->nodes == 0 && opts->time_ms == 0))
        return NEXUS_E_INVALID_ARG;
    nxb_default_values(&v, &nxb_kind_strong);
    if (opts->nodes)
        nxb_give_value(&v, OPT_NODES, (double)opts->nodes);
    nxb_give_value(&v, OPT_TIME, opts->time_ms);
    nxb_give_value(&v, OPT_MAX_DEPTH, opts->max_depth);
    return nxb_uct_kind_bot(out, &nxb_kind_strong, &v, opts->seed);
}
