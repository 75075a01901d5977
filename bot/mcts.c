/* The MCTS bots make the UCT search of uct.c a bot handle, with two
 * built-in kinds, `mcts` and `mcts-uniform` (nexus_bot.h). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "uct.h"
#include "nx_versioned.h"

#define MCTS_PAY_CAP 32

nexus_status nexus_mcts_options_init(nexus_mcts_options *opts,
                                     unsigned int version)
{
    static const nexus_mcts_options defaults = NEXUS_MCTS_OPTIONS_INIT;
    return NX_VERSIONED_INIT(opts, version, NEXUS_MCTS_OPTIONS_VERSION,
                             defaults);
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
    u->kept = 0; /* A new game has no tree to reuse, */
    nxb_uct_reply_reset(u); /* nor replies learnt. */
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
    else
        u->ctl = &(*out)->ctl;
    return st;
}

nexus_status nxb_uct_kind_bot(nexus_bot **out, const nxb_kind *kind,
                              const nxb_values *v, uint64_t seed)
{
    nexus_bot *bot = NULL;
    nexus_status st = nxb_make_kind(&bot, kind, v);
    if (st != NEXUS_OK)
        return st;
    nxb_rng_seed(&((nxb_uct *)bot->cb.user)->rng, seed);
    *out = bot;
    return NEXUS_OK;
}

/* ------------------------------------------------------------------------ */
/* The options of both kinds                                                */

enum { OPT_ITERATIONS, OPT_TIME, OPT_EXPLORATION, N_OPTS };
enum {
    OPT_CUT = N_OPTS,
    OPT_DEBT_AWARE,
    OPT_HEURISTIC_PAYMENT,
    OPT_ROOT_WIN,
    OPT_DECISIVE,
    N_MCTS_OPTS
};

/* The options both kinds have, first, with the default exploration
 * constant c: sqrt 2 for mcts-uniform (UCB1's), 0.5 for mcts (tuned,
 * docs/strength.md). */
#define BUDGET_OPTIONS(c)                                                      \
    NXB_INTEGER("iterations", 1000, 1, 1e9,                                    \
        "playouts per turn (not applied when only a time is set)"),            \
    NXB_TIME_OPTION,                                                           \
    NXB_FLOAT("exploration", c, 0, 1000,                                       \
        "the UCB1 exploration constant")

/* The values of a bot are kept in arrays of NXB_MAX_OPTIONS. */
typedef char options_fit[N_OPTS <= NXB_MAX_OPTIONS ? 1 : -1];

static const nexus_bot_option uct_options[N_OPTS] = {
    BUDGET_OPTIONS(1.4142135623730951)};

/* The options of the yardstick alone. Each can be turned off, so that its
 * worth can be measured. */
static const nexus_bot_option mcts_options[N_MCTS_OPTS] = {
    BUDGET_OPTIONS(0.5),
    NXB_INTEGER("cut", 0, 0, 100,
        "above 5x5, playouts stop after cut x n turns and are scored by the "
        "open lines; 0 plays them to the end"),
    NXB_BOOLEAN("debt_aware", 1,
        "debt-aware playouts (win, block an affordable completion, avoid a "
        "lost audit); false: uniformly random ones"),
    NXB_BOOLEAN("heuristic_payment", 1,
        "one payment per point in the tree, the stones worth least to their "
        "lines; false: up to 32 in canonical order"),
    NXB_BOOLEAN("root_win", 1,
        "play a turn that wins at once without searching"),
    NXB_BOOLEAN("decisive", 1,
        "at every tree node, keep only a turn that wins at once, or else "
        "only the turns after which the opponent cannot win at once"),
};

/* Returns the budget of a UCT bot: `iterations`, unless only a time is
 * set. */
static nexus_status apply_budget(nexus_bot *bot, const nxb_values *v)
{
    nxb_uct *u = bot->cb.user;
    unsigned long it = (unsigned long)v->v[OPT_ITERATIONS];
    u->cfg.time_ms = (unsigned int)v->v[OPT_TIME];
    u->cfg.iterations =
        v->given[OPT_ITERATIONS] || u->cfg.time_ms == 0 ? it : 0;
    u->cfg.exploration = v->v[OPT_EXPLORATION];
    return NEXUS_OK;
}

/* Makes a UCT bot of 1.1's kind, whose tree has every payment as a child
 * (32 at most a point) and whose playouts are uniformly random. */
static nexus_status make_uct(nexus_bot **out, const char *name)
{
    nxb_uct_cfg cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.max_depth = NXB_UCT_MAX_PATH;
    cfg.iterations = 1000;
    cfg.exploration = uct_options[OPT_EXPLORATION].default_value;
    /* A completion in debt may have thousands of payments on a big board;
     * the first MCTS_PAY_CAP of each point (canonical order) are listed.
     * Payments that keep a line are always listed (as one). */
    cfg.gen.pay_cap = MCTS_PAY_CAP;
    return nxb_uct_bot(out, &cfg, 0, name);
}

static nexus_status make_uniform(nexus_bot **out)
{
    return make_uct(out, "mcts-uniform");
}

/* Makes the yardstick: a UCT bot with debt-aware playouts
 * (nxb_policy2_turn), one heuristic payment a point in the tree, and a win
 * in one played without a search, as its options say. */
static nexus_status make_mcts(nexus_bot **out)
{
    return make_uct(out, "mcts");
}

static nexus_status apply_mcts(nexus_bot *bot, const nxb_values *v)
{
    nxb_uct_cfg *cfg = &((nxb_uct *)bot->cb.user)->cfg;
    cfg->cut = (int)v->v[OPT_CUT];
    cfg->playout = v->v[OPT_DEBT_AWARE] != 0.0 ? NXB_PLAYOUT_POLICY
                                               : NXB_PLAYOUT_UNIFORM;
    cfg->gen.pay_heuristic = v->v[OPT_HEURISTIC_PAYMENT] != 0.0;
    cfg->root_win = v->v[OPT_ROOT_WIN] != 0.0;
    cfg->decisive = v->v[OPT_DECISIVE] != 0.0;
    return apply_budget(bot, v);
}

const nxb_kind nxb_kind_mcts_uniform = {
    "mcts-uniform",
    "plain UCT with uniformly random playouts (the mcts bot of 1.1)",
    uct_options, N_OPTS, make_uniform, apply_budget};

const nxb_kind nxb_kind_mcts = {
    "mcts",
    "UCT Monte Carlo tree search with debt-aware playouts: the yardstick of "
    "the strength figures",
    mcts_options, N_MCTS_OPTS, make_mcts, apply_mcts};

nexus_status nexus_bot_new_mcts(nexus_bot **out, const nexus_mcts_options *opts)
{
    static const nexus_mcts_options defaults = NEXUS_MCTS_OPTIONS_INIT;
    nxb_values v;
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
    nxb_default_values(&v, &nxb_kind_mcts_uniform);
    if (opts->iterations)
        nxb_give_value(&v, OPT_ITERATIONS, (double)opts->iterations);
    nxb_give_value(&v, OPT_TIME, opts->time_ms);
    nxb_give_value(&v, OPT_EXPLORATION, opts->exploration);
    return nxb_uct_kind_bot(out, &nxb_kind_mcts_uniform, &v, opts->seed);
}
