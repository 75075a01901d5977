/* The MCTS bot: plain UCT over full turns with uniformly random playouts,
 * the reference opponent anyone can reproduce (nexus_bot.h). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "uct.h"

#define MCTS_PAY_CAP 32

nexus_status nexus_mcts_options_init(nexus_mcts_options *opts,
                                     unsigned int version)
{
    static const nexus_mcts_options defaults = NEXUS_MCTS_OPTIONS_INIT;
    if (!opts)
        return NEXUS_E_INVALID_ARG;
    if (version != NEXUS_MCTS_OPTIONS_VERSION)
        return NEXUS_E_VERSION;
    *opts = defaults;
    return NEXUS_OK;
}

static nexus_status mcts_choose(void *user, const nexus_game *game,
                                nexus_turn *turn)
{
    return nxb_uct_choose(user, game, turn);
}

static nexus_status mcts_seed(void *user, uint64_t seed)
{
    nxb_uct *u = user;
    nxb_rng_seed(&u->rng, seed);
    return NEXUS_OK;
}

static void mcts_release(void *user)
{
    nxb_uct_release(user);
    free(user);
}

nexus_status nxb_uct_bot(nexus_bot **out, const nxb_uct_cfg *cfg,
                         uint64_t seed, const char *name)
{
    nexus_bot_callbacks cb = NEXUS_BOT_CALLBACKS_INIT;
    nexus_status st;
    nxb_uct *u = malloc(sizeof *u);
    if (!u)
        return NEXUS_E_NOMEM;
    nxb_uct_init(u, cfg, seed);
    cb.choose_turn = mcts_choose;
    cb.seed = mcts_seed;
    cb.release = mcts_release;
    cb.user = u;
    cb.name = name;
    st = nexus_bot_new_custom(out, &cb);
    if (st != NEXUS_OK)
        free(u);
    return st;
}

nexus_status nexus_bot_new_mcts(nexus_bot **out, const nexus_mcts_options *opts)
{
    static const nexus_mcts_options defaults = NEXUS_MCTS_OPTIONS_INIT;
    nxb_uct_cfg cfg;
    if (!out)
        return NEXUS_E_INVALID_ARG;
    if (!opts)
        opts = &defaults;
    if (opts->version != NEXUS_MCTS_OPTIONS_VERSION)
        return NEXUS_E_VERSION;
    /* !(x >= 0) also rejects NaN; the cap keeps UCB1 meaningful. */
    if ((opts->iterations == 0 && opts->time_ms == 0) ||
        !(opts->exploration >= 0.0) || opts->exploration > 1000.0)
        return NEXUS_E_INVALID_ARG;
    memset(&cfg, 0, sizeof cfg);
    cfg.max_depth = NXB_UCT_MAX_PATH;
    cfg.iterations = opts->iterations;
    cfg.time_ms = opts->time_ms;
    cfg.exploration = opts->exploration;
    /* A completion in debt may have thousands of payments on a big board;
     * the first MCTS_PAY_CAP of each point (canonical order) are listed.
     * Payments that keep a line are always listed (as one). */
    cfg.gen.pay_cap = MCTS_PAY_CAP;
    return nxb_uct_bot(out, &cfg, opts->seed, "mcts");
}
