/* The strong bot (version 2): Monte Carlo tree search that proves what it
 * can (MCTS-solver) over full turns, with playouts that take a winning
 * completion when one is on the board.
 *
 * Why this design (measured, docs/bots.md): the alpha-beta bot of 1.0
 * lost 89.5% of its games to plain UCT at 1000 playouts. Its static
 * evaluation could not see the capture-then-complete tactics that decide
 * Nexus games (a line blocked only by a capturable stone, completed in
 * debt and paid with spare stones), and its root search mixed fail-low
 * bounds with exact scores. A tree search that plays every turn to the
 * end sees those tactics through the real rules; the proof of forced
 * wins and losses makes it exact near the end, where random playouts are
 * weakest, and a root move is never chosen on a bound: a proven loss is
 * played only when every move is one, a proven win always.
 *
 * The options keep their 1.0 layout: `nodes` is the budget in turns the
 * search plays (tree and playouts together), `max_depth` the deepest tree
 * node. Deterministic for a given seed and node budget. */
#include <stdlib.h>
#include <string.h>

#include "uct.h"

#define MAX_DEPTH 32
#define STRONG_PAY_CAP 8 /* non-winning payments listed per point */
/* Offered unblocking sets listed (the first, canonical order): on a big
 * board hundreds may be offered, each costing a scan of the board. */
#define STRONG_SET_CAP 8
/* Candidate sets tested before the first offered one ends the search: a
 * forced unblocking of k >= 2 stones has C(m, k) candidates. */
#define STRONG_SET_TRIES 64

nexus_status nexus_strong_options_init(nexus_strong_options *opts,
                                       unsigned int version)
{
    static const nexus_strong_options defaults = NEXUS_STRONG_OPTIONS_INIT;
    if (!opts)
        return NEXUS_E_INVALID_ARG;
    if (version != NEXUS_STRONG_OPTIONS_VERSION)
        return NEXUS_E_VERSION;
    *opts = defaults;
    return NEXUS_OK;
}

nexus_status nexus_bot_new_strong(nexus_bot **out,
                                  const nexus_strong_options *opts)
{
    static const nexus_strong_options defaults = NEXUS_STRONG_OPTIONS_INIT;
    nxb_uct_cfg cfg;

    if (!out)
        return NEXUS_E_INVALID_ARG;
    if (!opts)
        opts = &defaults;
    if (opts->version != NEXUS_STRONG_OPTIONS_VERSION)
        return NEXUS_E_VERSION;
    if (opts->max_depth < 1 || opts->max_depth > MAX_DEPTH ||
        (opts->nodes == 0 && opts->time_ms == 0))
        return NEXUS_E_INVALID_ARG;
    memset(&cfg, 0, sizeof cfg);
    cfg.turns = opts->nodes;
    cfg.time_ms = opts->time_ms;
    cfg.max_depth = opts->max_depth;
    cfg.exploration = 0.7; /* tuned, docs/bots.md */
    cfg.solver = 1;
    cfg.tactical = 1;
    cfg.gen.pay_cap = STRONG_PAY_CAP;
    cfg.gen.set_cap = STRONG_SET_CAP;
    cfg.gen.set_tries = STRONG_SET_TRIES;
    return nxb_uct_bot(out, &cfg, opts->seed, "strong");
}
