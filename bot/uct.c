/* UCT (Kocsis and Szepesvari 2006) over full turns; see uct.h.
 *
 * The tree lives in one move list: the children of a node are one
 * contiguous range of it, and node i is move i, so a node costs its move
 * (8 bytes plus its points) and the few counters below. Every iteration
 * plays down the tree on one scratch game, runs a random playout, and
 * undoes everything, so the history (and with it the repetition rule) is
 * always the real one.
 *
 * With `solver`, a node whose move ends the game is proven, and proofs
 * climb the tree (Winands, Bjornsson and Saito 2008): a node is lost for
 * the player who moved into it as soon as one reply wins, and won once
 * every reply is proven lost. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime for the time limit */
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "uct.h"


struct nxb_unode {
    double wins;        /* for the player who moved into the node */
    uint32_t visits;
    uint32_t first;     /* its first child in the move list */
    uint32_t count;     /* its children, once expanded */
    signed char expanded;
    signed char proven; /* +1 the mover into the node wins, -1 loses */
    signed char term;   /* the move into the node ended the game */
    float term_black;   /* then: its value for Black, 1 / 0.5 / 0 */
};

void nxb_uct_init(nxb_uct *u, const nxb_uct_cfg *cfg, uint64_t seed)
{
    memset(u, 0, sizeof *u);
    u->cfg = *cfg;
    nxb_rng_seed(&u->rng, seed);
    nxb_moves_init(&u->ml);
}

void nxb_uct_release(nxb_uct *u)
{
    nxb_moves_free(&u->ml);
    free(u->node);
    u->node = NULL;
    u->node_cap = 0;
}

/* Value of the game's result for Black: 1 won, 0 lost, 0.5 otherwise
 * (drawn, no winner, or stopped by the turn limit). */
static double black_value(const nexus_game *g)
{
    nexus_outcome o = NEXUS_OUTCOME_NONE;
    nexus_game_result(&o, NULL, g);
    return o == NEXUS_OUTCOME_BLACK_WINS   ? 1.0
           : o == NEXUS_OUTCOME_WHITE_WINS ? 0.0
                                           : 0.5;
}

static double for_side(double black, nexus_color side)
{
    return side == NEXUS_BLACK ? black : 1.0 - black;
}

/* Make room for the nodes of every move listed so far. */
static nexus_status fit_nodes(nxb_uct *u)
{
    size_t cap = u->node_cap ? u->node_cap : 256, old = u->node_cap;
    nxb_unode *p;
    if (u->ml.n <= u->node_cap)
        return NEXUS_OK;
    while (cap < u->ml.n)
        cap *= 2;
    p = realloc(u->node, cap * sizeof *p);
    if (!p)
        return NEXUS_E_NOMEM;
    memset(p + old, 0, (cap - old) * sizeof *p);
    u->node = p;
    u->node_cap = cap;
    return NEXUS_OK;
}

/* List the children of `node`, whose side to move is `side`. */
static nexus_status expand(nxb_uct *u, uint32_t node, nexus_color side)
{
    size_t added = 0, first = u->ml.n, i;
    unsigned long tests = u->ml.tests;
    nexus_status st = nxb_moves_generate(&u->ml, &added, u->g, &u->cfg.gen);
    /* Each legal set it computed costs about a turn played: the budget
     * counts them, so that a node with many unblockings spends it too. */
    u->work += u->ml.tests - tests;
    if (st == NEXUS_OK)
        st = fit_nodes(u);
    if (st != NEXUS_OK) {
        u->ml.n = first; /* the tree stays as it was */
        return st;
    }
    memset(&u->node[first], 0, added * sizeof *u->node); /* reused memory */
    u->node[node].first = (uint32_t)first;
    u->node[node].count = (uint32_t)added;
    u->node[node].expanded = 1;
    for (i = first; u->cfg.solver && i < first + added; i++)
        if (u->ml.m[i].wins) { /* a won audit: known without playing it */
            u->node[i].term = 1;
            u->node[i].proven = 1;
            u->node[i].term_black = side == NEXUS_BLACK ? 1.0f : 0.0f;
        }
    return NEXUS_OK;
}

/* A random child never visited, or the UCB1 best (skipping proven losses
 * with the solver, unless all are). *fresh is 1 for an unvisited one. */
static uint32_t select_child(nxb_uct *u, const nxb_unode *nd, int *fresh)
{
    uint32_t i, unvisited = 0, best = nd->first, pick;
    double best_v = -1.0, logn = log((double)nd->visits + 1.0);
    for (i = nd->first; i < nd->first + nd->count; i++)
        unvisited += u->node[i].visits == 0;
    *fresh = unvisited > 0;
    if (unvisited) {
        pick = (uint32_t)nxb_rng_below(&u->rng, unvisited);
        for (i = nd->first;; i++)
            if (u->node[i].visits == 0 && pick-- == 0)
                return i;
    }
    for (i = nd->first; i < nd->first + nd->count; i++) {
        const nxb_unode *c = &u->node[i];
        double v = c->wins / c->visits +
                   u->cfg.exploration * sqrt(logn / c->visits);
        if (u->cfg.solver && c->proven)
            v = c->proven > 0 ? 1e9 : -1.0 + v * 1e-9;
        if (v > best_v) {
            best_v = v;
            best = i;
        }
    }
    return best;
}

/* Proofs climb: `node` (side `side` to move in it) is lost for its mover
 * if a child wins, won if every child is proven lost. */
static void update_proof(nxb_uct *u, uint32_t node)
{
    nxb_unode *nd = &u->node[node];
    uint32_t i, lost = 0;
    if (!nd->expanded || nd->proven || nd->count == 0)
        return;
    for (i = nd->first; i < nd->first + nd->count; i++) {
        if (u->node[i].proven > 0) {
            nd->proven = -1;
            return;
        }
        lost += u->node[i].proven < 0;
    }
    if (lost == nd->count)
        nd->proven = 1;
}

/* 1 if a playout goes on from the scratch game: not over, and no forced
 * unblocking of two stones or more, whose offered sets the engine's random
 * turn lists in full (C(m, k) judgements for m enemy stones): the playout
 * stops there and is scored as it stands, so its cost stays bounded. */
static int playable(const nexus_game *g)
{
    nexus_phase ph;
    int k = 0;
    return nexus_game_phase(&ph, g) == NEXUS_OK && ph != NEXUS_PHASE_OVER &&
           nexus_game_unblock_size(&k, g) == NEXUS_OK && k < 2;
}

/* The strong bot's playout: nxb_tactical_turn() until the end. */
static nexus_status tactical_playout(nxb_uct *u, size_t limit, size_t *played)
{
    nexus_turn t;
    nexus_status st = NEXUS_OK;
    int n = nxb_size(u->g);
    *played = 0;
    while (*played < limit && st == NEXUS_OK && playable(u->g)) {
        st = nxb_tactical_turn(&t, u->g, n, &u->rng);
        if (st == NEXUS_OK && (st = nexus_game_play(u->g, &t)) == NEXUS_OK)
            ++*played;
    }
    return st;
}

/* Random turns from the current scratch game to the end (or the match
 * turn limit); returns the value for Black and undoes them. */
static nexus_status playout(nxb_uct *u, double *black)
{
    size_t played = 0, turns = 0, limit;
    int n = nxb_size(u->g), cut = u->cfg.tactical && n > 5;
    nexus_phase ph = NEXUS_PHASE_OVER;
    nexus_status st;
    nexus_game_turn_count(&turns, u->g);
    limit = turns < NEXUS_MATCH_DEFAULT_TURN_LIMIT
                ? NEXUS_MATCH_DEFAULT_TURN_LIMIT - turns
                : 0;
    /* Above 5x5 the strong bot's playouts stop after 2n turns and score
     * the open lines (nxb_line_balance): whole playouts of a big board are
     * long and mostly noise, so a budget buys a handful of them; short ones
     * buy many times more iterations, and measured much stronger play
     * (docs/bots.md). */
    if (cut && (size_t)(2 * n) < limit)
        limit = (size_t)(2 * n);
    if (limit == 0) /* the match turn limit is reached: a draw */
        st = NEXUS_OK;
    else if (u->cfg.tactical)
        st = tactical_playout(u, limit, &played);
    else
        st = nexus_game_playout(u->g, nxb_rng_next(&u->rng), limit, &played);
    nexus_game_phase(&ph, u->g);
    /* Cut at 2n turns, or stopped before an unblocking of several stones
     * (playable): scored as it stands. */
    *black = u->cfg.tactical && ph != NEXUS_PHASE_OVER &&
                     (cut || played < limit)
                 ? nxb_line_balance(u->g, n)
                 : black_value(u->g);
    u->work += played;
    while (played-- > 0)
        nexus_game_undo(u->g);
    return st;
}

/* Play child `i`; note what its first visit shows (the game ended). */
static nexus_status play_child(nxb_uct *u, uint32_t i)
{
    nexus_turn t;
    nexus_phase ph;
    nexus_status st;
    nxb_moves_turn(&t, &u->ml, i);
    if ((st = nexus_game_play(u->g, &t)) != NEXUS_OK)
        return st;
    u->work++;
    nexus_game_phase(&ph, u->g);
    if (ph == NEXUS_PHASE_OVER && !u->node[i].term) {
        double b = black_value(u->g);
        u->node[i].term = 1;
        u->node[i].term_black = (float)b;
    }
    return NEXUS_OK;
}

/* The value for Black at a node where the descent stops, if it stops. */
static int known_value(const nxb_uct *u, uint32_t node, nexus_color mover,
                       double *black)
{
    const nxb_unode *nd = &u->node[node];
    if (nd->term) {
        *black = nd->term_black;
        return 1;
    }
    if (u->cfg.solver && nd->proven) {
        *black = for_side(nd->proven > 0 ? 1.0 : 0.0, mover);
        return 1;
    }
    return 0;
}

static nexus_color side_at(nexus_color root, int depth)
{
    return (depth & 1) ? (nexus_color)(3 - root) : root;
}

/* Add the result to the path, bottom-up, and let proofs climb. */
static void backup(nxb_uct *u, const uint32_t *path, int depth,
                   nexus_color root, double black)
{
    int d;
    for (d = depth; d >= 0; d--) {
        nxb_unode *nd = &u->node[path[d]];
        nd->visits++;
        nd->wins += for_side(black, side_at(root, d + 1));
        if (u->cfg.solver)
            update_proof(u, path[d]);
    }
}

/* A fresh terminal child is proven with the solver. */
static void prove_terminal(nxb_uct *u, uint32_t i, nexus_color mover)
{
    nxb_unode *c = &u->node[i];
    double v = for_side(c->term_black, mover);
    if (u->cfg.solver && c->term && v != 0.5)
        c->proven = v > 0.5 ? 1 : -1;
}

/* One iteration: descend, expand, play out, back up, undo. */
static nexus_status iterate(nxb_uct *u, nexus_color root)
{
    uint32_t path[NXB_UCT_MAX_PATH + 1], node = 0;
    int depth = 0, fresh = 0, d;
    double black = 0.5;
    nexus_status st = NEXUS_OK;

    path[0] = 0;
    for (;;) {
        nexus_color side = side_at(root, depth);
        if (depth > 0 && known_value(u, node, side_at(root, depth - 1), &black))
            break;
        if (fresh || depth == u->cfg.max_depth) {
            st = playout(u, &black);
            break;
        }
        if (!u->node[node].expanded &&
            (st = expand(u, node, side)) != NEXUS_OK)
            break;
        if (u->node[node].count == 0) { /* over outside the rules (R17) */
            st = playout(u, &black);
            break;
        }
        node = select_child(u, &u->node[node], &fresh);
        if ((st = play_child(u, node)) != NEXUS_OK)
            break;
        path[++depth] = node;
        prove_terminal(u, node, side);
    }
    for (d = 0; d < depth; d++)
        nexus_game_undo(u->g);
    if (st == NEXUS_OK)
        backup(u, path, depth, root, black);
    return st;
}

/* The clock of a time budget: the CPU time of the calling thread, so that
 * a budget buys the same search however loaded the machine is (the wall
 * clock would also count the time other jobs run). Where a platform has no
 * such clock, the monotonic wall clock. */
static void now(struct timespec *t)
{
    if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, t) != 0)
        clock_gettime(CLOCK_MONOTONIC, t);
}

static int past(const struct timespec *deadline)
{
    struct timespec t;
    now(&t);
    return t.tv_sec > deadline->tv_sec ||
           (t.tv_sec == deadline->tv_sec && t.tv_nsec >= deadline->tv_nsec);
}

static void set_deadline(struct timespec *d, unsigned int ms)
{
    now(d);
    d->tv_sec += ms / 1000;
    d->tv_nsec += (long)(ms % 1000) * 1000000L;
    if (d->tv_nsec >= 1000000000L) {
        d->tv_sec++;
        d->tv_nsec -= 1000000000L;
    }
}

/* The root's child to play: a proven win if there is one, else the most
 * visited child not proven lost (the most visited of all if every one is). */
static uint32_t final_choice(const nxb_uct *u)
{
    const nxb_unode *root = &u->node[0];
    uint32_t i, best = root->first;
    long best_key = -2;
    for (i = root->first; i < root->first + root->count; i++) {
        const nxb_unode *c = &u->node[i];
        long key = (long)c->visits;
        if (u->cfg.solver && c->proven)
            key = c->proven > 0 ? LONG_MAX : -1;
        if (key > best_key) {
            best_key = key;
            best = i;
        }
    }
    return best;
}

/* Iterate until the budget is spent or the root is proven. */
static nexus_status run(nxb_uct *u, nexus_color root)
{
    struct timespec deadline;
    nexus_status st = NEXUS_OK;
    unsigned long turns = u->cfg.turns;
    int n = nxb_size(u->g);
    /* A turn on a big board costs more (its legal points, its longer
     * playouts): the budget is in 5x5 turns, scaled by 5/n above 5x5. */
    if (n > 5)
        turns = turns / (unsigned long)n * 5;
    if (u->cfg.time_ms)
        set_deadline(&deadline, u->cfg.time_ms);
    u->work = 0;
    for (u->done = 0; st == NEXUS_OK; u->done++) {
        if ((u->cfg.iterations && u->done >= u->cfg.iterations) ||
            (turns && u->work >= turns))
            break;
        if (u->cfg.time_ms && (u->done & 15) == 0 && past(&deadline))
            break;
        if (u->node[0].proven)
            break;
        st = iterate(u, root);
    }
    return st;
}

nexus_status nxb_uct_choose(nxb_uct *u, const nexus_game *game,
                            nexus_turn *turn)
{
    nexus_color root;
    nexus_status st;
    u->ml.n = 0;
    u->ml.pool_n = 0;
    u->ml.tests = 0;
    if ((st = nxb_moves_push_root(&u->ml)) != NEXUS_OK ||
        (st = fit_nodes(u)) != NEXUS_OK)
        return st;
    memset(&u->node[0], 0, sizeof u->node[0]);
    if ((st = nexus_game_to_move(&root, game)) != NEXUS_OK ||
        (st = nexus_game_clone(&u->g, game)) != NEXUS_OK)
        return st;
    st = expand(u, 0, root);
    if (st == NEXUS_OK && u->node[0].count == 0)
        st = NEXUS_E_GAME_OVER;
    if (st == NEXUS_OK)
        st = run(u, root);
    if (st == NEXUS_OK)
        nxb_moves_turn(turn, &u->ml, final_choice(u));
    nexus_game_free(u->g);
    u->g = NULL;
    return st;
}
