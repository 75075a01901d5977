/* This file is UCT (Kocsis and Szepesvari 2006) over full turns (uct.h).
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
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "policy.h"
#include "uct.h"



void nxb_uct_init(nxb_uct *u, const nxb_uct_cfg *cfg, uint64_t seed)
{
    memset(u, 0, sizeof *u);
    u->cfg = *cfg;
    nxb_rng_seed(&u->rng, seed);
    nxb_moves_init(&u->ml);
    nxb_moves_init(&u->scratch);
    nxb_uct_reply_reset(u);
}

void nxb_uct_release(nxb_uct *u)
{
    nxb_moves_free(&u->ml);
    nxb_moves_free(&u->scratch);
    free(u->node);
    u->node = NULL;
    u->node_cap = 0;
}

/* Returns the value of the game's result for Black: 1 if Black won, 0 if
 * it lost, and 0.5 otherwise, for a draw, no winner, or a game stopped by
 * the turn limit. */
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

/* Makes room for the nodes of every move listed so far. Returns NEXUS_OK,
 * or NEXUS_E_NOMEM with the nodes unchanged. */
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

/* Gives each new child its prior (Gelly and Silver 2007, prior knowledge
 * as virtual statistics). A child starts with `prior` all-moves-as-first
 * visits whose mean is 0.4 to 0.6, by the worth of its point to the lines
 * through it relative to the best sibling's. The worth counts the mover's
 * lines and the opponent's: a line without an enemy stone is worth 4^k
 * for its k stones. */
static void give_priors(nxb_uct *u, size_t first, size_t added)
{
    nexus_position pos;
    nxb_line_counts lc;
    double w[NEXUS_MAX_POINTS + 1], best = 0.0;
    int lines[4], k, j;
    size_t i;
    if (nexus_game_position(&pos, u->g) != NEXUS_OK)
        return;
    nxb_count_lines(&lc, pos.cells, nxb_size(u->g));
    for (i = 0; i < added; i++) {
        int p = u->ml.m[first + i].point;
        double v = 0.0;
        k = p >= 0 ? nxb_point_lines(lines, nxb_size(u->g), p) : 0;
        for (j = 0; j < k; j++)
            v += nxb_line_weight(&lc, lines[j], pos.to_move) +
                 nxb_line_weight(&lc, lines[j], (nexus_color)(3 - pos.to_move));
        w[i < NEXUS_MAX_POINTS ? i : NEXUS_MAX_POINTS] = v;
        best = v > best ? v : best;
    }
    for (i = 0; i < added && i < NEXUS_MAX_POINTS; i++) {
        nxb_unode *c = &u->node[first + i];
        c->amaf_visits = (uint32_t)u->cfg.prior;
        c->amaf_wins = (float)(u->cfg.prior *
                               (0.4 + 0.2 * (best > 0.0 ? w[i] / best : 0.5)));
    }
}

/* Lists the children of `node`, whose side to move is `side`. Returns
 * NEXUS_OK, or the error of the listing or of the allocation. */
static nexus_status expand(nxb_uct *u, uint32_t node, nexus_color side)
{
    size_t added = 0, first = u->ml.n, i;
    unsigned long tests = u->ml.tests;
    nexus_status st = nxb_moves_generate(&u->ml, &added, u->g, &u->cfg.gen);
    /* Each legal set it computed costs about a turn played: the budget
     * counts them, so that a node with many unblockings spends it too. */
    u->work += u->ml.tests - tests;
    if (st == NEXUS_OK && u->cfg.decisive) {
        added = nxb_uct_decisive(u, first, added, side);
        u->ml.n = first + added; /* The turns dropped are forgotten. */
    }
    if (st == NEXUS_OK)
        st = fit_nodes(u);
    if (st != NEXUS_OK) {
        u->ml.n = first; /* The tree stays as it was. */
        return st;
    }
    /* The memory of the nodes may hold an old tree. */
    memset(&u->node[first], 0, added * sizeof *u->node);
    u->node[node].first = (uint32_t)first;
    u->node[node].count = (uint32_t)added;
    u->node[node].expanded = 1;
    /* Above 5x5 only: measured on 9x9 the prior lifted strong from 69%
     * to 84% against mcts at equal time, on 5x5 it lowered it (against
     * mcts at 3x the time, 43% to 29%; docs/strength.md, "Equal time on
     * 7x7 and 9x9"). */
    if (u->cfg.prior > 0.0 && added > 0 && nxb_size(u->g) > 5)
        give_priors(u, first, added);
    for (i = first; u->cfg.solver && i < first + added; i++)
        if (u->ml.m[i].wins) { /* A won audit is known without a play. */
            u->node[i].term = 1;
            u->node[i].proven = 1;
            u->node[i].plies = 1;
            u->node[i].term_black = side == NEXUS_BLACK ? 1.0f : 0.0f;
        }
    return NEXUS_OK;
}

/* Returns the value of a visited child for selection: its mean, blended
 * with its all-moves-as-first mean under RAVE, plus the UCB1 bonus. */
static double child_value(const nxb_uct *u, const nxb_unode *c, double logn)
{
    double q = c->wins / c->visits;
    if (u->cfg.rave > 0.0 && c->amaf_visits > 0) {
        double beta = sqrt(u->cfg.rave / (3.0 * c->visits + u->cfg.rave));
        q = (1.0 - beta) * q + beta * (c->amaf_wins / c->amaf_visits);
    }
    return q + u->cfg.exploration * sqrt(logn / c->visits);
}

/* Returns a child drawn at random among those with no visit and no
 * all-moves-as-first visit, of which the node has at least one. */
static uint32_t unseen_child(nxb_uct *u, const nxb_unode *nd)
{
    uint32_t i, count = 0, pick;
    for (i = nd->first; i < nd->first + nd->count; i++)
        count += u->node[i].visits == 0 && u->node[i].amaf_visits == 0;
    pick = (uint32_t)nxb_rng_below(&u->rng, count);
    for (i = nd->first;; i++)
        if (u->node[i].visits == 0 && u->node[i].amaf_visits == 0 &&
            pick-- == 0)
            return i;
}

/* Returns an unvisited child: the best by its all-moves-as-first mean
 * under RAVE if one has any, and else a random one. */
static uint32_t fresh_child(nxb_uct *u, const nxb_unode *nd)
{
    uint32_t i, best = UINT32_MAX;
    double best_v = -1.0;
    for (i = nd->first; u->cfg.rave > 0.0 && i < nd->first + nd->count; i++) {
        const nxb_unode *c = &u->node[i];
        if (c->visits == 0 && c->amaf_visits > 0 &&
            c->amaf_wins / c->amaf_visits > best_v) {
            best_v = c->amaf_wins / c->amaf_visits;
            best = i;
        }
    }
    /* No unvisited child has a mean, so each is unseen. */
    return best != UINT32_MAX ? best : unseen_child(u, nd);
}

/* Returns the value for selection of a child under first-play urgency:
 * an unvisited child's all-moves-as-first mean plus cfg.fpu, or that
 * and a neutral 0.5 when it has no such mean; a visited child's
 * child_value. */
static double urgent_value(const nxb_uct *u, const nxb_unode *c, double logn)
{
    if (c->visits > 0)
        return child_value(u, c, logn);
    return u->cfg.fpu + (c->amaf_visits > 0 ? c->amaf_wins / c->amaf_visits
                                            : 0.5);
}

/* Returns a child that was never visited, or else the best by
 * child_value, which skips the proven losses with the solver unless all
 * children are. With RAVE and a first-play urgency below NXB_FPU_OFF, an
 * unvisited child competes with the visited ones by urgent_value
 * instead. Sets *fresh to 1 for an unvisited child. */
static uint32_t select_child(nxb_uct *u, const nxb_unode *nd, int *fresh)
{
    uint32_t i, best = nd->first;
    double best_v = -1.0, logn = log((double)nd->visits + 1.0);
    int urgency = u->cfg.rave > 0.0 && u->cfg.fpu < NXB_FPU_OFF;
    for (i = nd->first; !urgency && i < nd->first + nd->count; i++)
        if (u->node[i].visits == 0) {
            *fresh = 1;
            return fresh_child(u, nd);
        }
    for (i = nd->first; i < nd->first + nd->count; i++) {
        const nxb_unode *c = &u->node[i];
        double v = urgency ? urgent_value(u, c, logn)
                           : child_value(u, c, logn);
        if (u->cfg.solver && c->proven)
            v = c->proven > 0 ? 1e9 : -1.0 + v * 1e-9;
        if (v > best_v) {
            best_v = v;
            best = i;
        }
    }
    *fresh = u->node[best].visits == 0;
    /* A child without an all-moves-as-first mean is drawn at random, not
     * taken in the list's order. */
    if (*fresh && u->node[best].amaf_visits == 0)
        return unseen_child(u, nd);
    return best;
}

/* Lets a proof climb to `node`, with `side` to move in it. The node is
 * lost for its mover if a child wins, and won if every child is proven
 * lost. */
static void update_proof(nxb_uct *u, uint32_t node)
{
    nxb_unode *nd = &u->node[node];
    uint32_t i, lost = 0;
    int fastest = 256, longest = 0;
    if (!nd->expanded || nd->proven || nd->count == 0)
        return;
    for (i = nd->first; i < nd->first + nd->count; i++) {
        const nxb_unode *c = &u->node[i];
        if (c->proven > 0 && c->plies < fastest)
            fastest = c->plies;
        if (c->proven < 0 && c->plies > longest)
            longest = c->plies;
        lost += c->proven < 0;
    }
    /* The plies stop at 255, because they are a length, not a count. */
    if (fastest < 256) {
        nd->proven = -1;
        nd->plies = (unsigned char)(fastest < 255 ? fastest + 1 : 255);
    } else if (lost == nd->count) {
        nd->proven = 1;
        nd->plies = (unsigned char)(longest < 255 ? longest + 1 : 255);
    }
}

void nxb_uct_prove(nxb_uct *u, uint32_t node, int proven, int plies)
{
    u->node[node].proven = (signed char)proven;
    u->node[node].plies = (unsigned char)(plies < 255 ? plies : 255);
    update_proof(u, 0);
}

/* Returns 1 if a playout goes on from the scratch game, and 0 otherwise.
 * It goes on unless the game is over or a forced unblocking of two stones
 * or more is due. The engine's random turn lists the offered sets of such
 * an unblocking in full, C(m, k) judgements for m enemy stones, so the
 * playout stops there and is scored as it stands, and its cost stays
 * bounded. */
static int playable(const nexus_game *g)
{
    nexus_phase ph;
    int k = 0;
    return nexus_game_phase(&ph, g) == NEXUS_OK && ph != NEXUS_PHASE_OVER &&
           nexus_game_unblock_size(&k, g) == NEXUS_OK && k < 2;
}

/* Plays a playout of turns chosen one by one, by the tactical or the
 * debt-aware policy, until the end, `limit` turns, or an unblocking of
 * several stones. Returns NEXUS_OK, or the error of a turn. */
static nexus_status policy_playout(nxb_uct *u, size_t limit, size_t *played)
{
    nexus_turn t;
    nexus_status st = NEXUS_OK;
    int n = nxb_size(u->g);
    int prev = u->cfg.reply ? nxb_uct_last_point(u->g, 0) : -1;
    int prev2 = u->cfg.reply ? nxb_uct_last_point(u->g, 1) : -1;
    *played = 0;
    while (*played < limit && st == NEXUS_OK && playable(u->g)) {
        st = !u->cfg.reply && u->cfg.playout == NXB_PLAYOUT_TACTICAL
                 ? nxb_tactical_turn(&t, u->g, n, &u->rng)
                 : nxb_uct_reply_turn(u, &t, prev2, prev);
        if (st == NEXUS_OK)
            st = nexus_game_play(u->g, &t);
        if (st == NEXUS_OK) {
            prev2 = prev;
            prev = t.point;
            u->seq[(*played)++] = (signed char)t.point;
        }
    }
    u->seq_n = (int)*played;
    return st;
}

/* Plays out the current scratch game to the end or to the match turn
 * limit, and undoes the turns. Returns the value for Black. */
static nexus_status playout(nxb_uct *u, double *black)
{
    size_t played = 0, turns = 0, limit;
    int n = nxb_size(u->g), cut = u->cfg.cut && n > 5;
    int chosen = u->cfg.playout != NXB_PLAYOUT_UNIFORM;
    nexus_phase ph = NEXUS_PHASE_OVER;
    nexus_status st;
    u->seq_n = 0;
    nexus_game_turn_count(&turns, u->g);
    limit = turns < NEXUS_MATCH_DEFAULT_TURN_LIMIT
                ? NEXUS_MATCH_DEFAULT_TURN_LIMIT - turns
                : 0;
    /* Above 5x5 a playout may stop after cut * n turns and score the open
     * lines (nxb_line_balance): whole playouts of a big board are long and
     * mostly noise, so a budget buys a handful of them; short ones buy many
     * times more iterations, and measured much stronger play
     * (docs/bots.md). */
    if (cut && (size_t)(u->cfg.cut * n) < limit)
        limit = (size_t)(u->cfg.cut * n);
    if (limit == 0) /* The match turn limit is reached: a draw. */
        st = NEXUS_OK;
    else if (chosen)
        st = policy_playout(u, limit, &played);
    else
        st = nexus_game_playout(u->g, nxb_rng_next(&u->rng), limit, &played);
    nexus_game_phase(&ph, u->g);
    /* A playout cut short, or stopped before an unblocking of several
     * stones, is scored as it stands. */
    *black = chosen && ph != NEXUS_PHASE_OVER && (cut || played < limit)
                 ? nxb_line_balance(u->g, n)
                 : black_value(u->g);
    u->work += played;
    while (played-- > 0)
        nexus_game_undo(u->g);
    return st;
}

/* Plays the child `i`, and notes whether its first visit ended the game.
 * Returns NEXUS_OK, or the error of the play. */
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

/* Returns 1 and writes the value for Black into *black if the descent
 * stops at the node, and 0 otherwise. */
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

/* A set of points, with the point p at bit p of word p / 64. */
typedef struct point_set {
    uint64_t w[(NEXUS_MAX_POINTS + 63) / 64];
} point_set;

static void add_point(point_set *s, int p)
{
    if (p >= 0)
        s->w[p / 64] |= UINT64_C(1) << (p % 64);
}

static int has_point(const point_set *s, int p)
{
    return p >= 0 && (s->w[p / 64] >> (p % 64) & 1);
}

/* Updates RAVE. Each child of a node on the path whose point its mover
 * placed later in the simulation, in the tree below or in the playout,
 * gets the result in its all-moves-as-first statistics. */
static void backup_amaf(nxb_uct *u, const uint32_t *path, int depth,
                        nexus_color root, double black)
{
    point_set seen[3];
    int d, k;
    uint32_t i;
    memset(seen, 0, sizeof seen);
    for (k = 0; k < u->seq_n; k++)
        add_point(&seen[side_at(root, depth + k)], u->seq[k]);
    for (d = depth; d >= 0; d--) {
        const nxb_unode *nd = &u->node[path[d]];
        nexus_color side = side_at(root, d);
        if (d < depth)
            add_point(&seen[side], u->ml.m[path[d + 1]].point);
        if (!nd->expanded)
            continue;
        for (i = nd->first; i < nd->first + nd->count; i++)
            if (has_point(&seen[side], u->ml.m[i].point)) {
                u->node[i].amaf_visits++;
                u->node[i].amaf_wins += (float)for_side(black, side);
            }
    }
}

/* Adds the result to the path, bottom-up, and lets the proofs climb. */
static void backup(nxb_uct *u, const uint32_t *path, int depth,
                   nexus_color root, double black)
{
    int d;
    if (u->cfg.rave > 0.0)
        backup_amaf(u, path, depth, root, black);
    if (u->cfg.reply)
        nxb_uct_reply_update(u, path, depth, root, black);
    for (d = depth; d >= 0; d--) {
        nxb_unode *nd = &u->node[path[d]];
        nd->visits++;
        nd->wins += for_side(black, side_at(root, d + 1));
        if (u->cfg.solver)
            update_proof(u, path[d]);
    }
}

/* Proves a fresh terminal child, with the solver. */
static void prove_terminal(nxb_uct *u, uint32_t i, nexus_color mover)
{
    nxb_unode *c = &u->node[i];
    double v = for_side(c->term_black, mover);
    if (u->cfg.solver && c->term && v != 0.5) {
        c->proven = v > 0.5 ? 1 : -1;
        c->plies = 1;
    }
}

/* Checks a node that was searched often, a hybrid of MCTS and minimax
 * (Baier and Winands 2015). A forced win of either side within node_plies
 * proves it. The scratch game is at the node. */
static void check_node(nxb_uct *u, uint32_t node)
{
    nxb_unode *nd = &u->node[node];
    int v;
    nd->checked = NXB_NODE_CHECKED;
    v = nxb_check_solve(u->g, u->cfg.node_plies, u->cfg.node_nodes,
                        u->deadline, (size_t)64 << 10, &u->work, NULL);
    if (v != 0 && v != NXB_CHECK_UNKNOWN) {
        /* When the side to move wins, the mover into the node loses. */
        nd->proven = v > 0 ? NXB_PROVEN_LOSS : NXB_PROVEN_WIN;
        nd->plies = (unsigned char)(1 + (v > 0 ? v : -v));
    }
}

/* Runs one iteration: it descends, expands, plays out, backs up and
 * undoes. Returns NEXUS_OK, or the error of a step. */
static nexus_status iterate(nxb_uct *u, nexus_color root)
{
    uint32_t path[NXB_UCT_MAX_PATH + 1], node = 0;
    int depth = 0, fresh = 0, d;
    double black = 0.5;
    nexus_status st = NEXUS_OK;

    path[0] = 0;
    u->seq_n = 0;
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
        if (u->node[node].count == 0) { /* Over outside the rules (R17). */
            st = playout(u, &black);
            break;
        }
        node = select_child(u, &u->node[node], &fresh);
        if ((st = play_child(u, node)) != NEXUS_OK)
            break;
        path[++depth] = node;
        prove_terminal(u, node, side);
        if (u->cfg.node_visits && u->cfg.solver && !u->node[node].checked &&
            !u->node[node].proven &&
            u->node[node].visits >= u->cfg.node_visits)
            check_node(u, node);
    }
    for (d = 0; d < depth; d++)
        nexus_game_undo(u->g);
    if (st == NEXUS_OK && u->cfg.length_bonus > 0.0)
        black = nxb_uct_length_bonus(u, black, depth + u->seq_n);
    if (st == NEXUS_OK)
        backup(u, path, depth, root, black);
    return st;
}

unsigned long nxb_uct_turn_budget(const nxb_uct *u)
{
    unsigned long turns = u->cfg.turns;
    int n = nxb_size(u->g);
    /* A turn on a big board costs more (its legal points, its longer
     * playouts): the budget is in 5x5 turns, scaled by 5/n above 5x5. */
    if (n > 5)
        turns = turns / (unsigned long)n * 5;
    /* A budget below n/5 turns scales to 0, which means no limit: one
     * turn of budget on 9x9 searched for ever. It stays at least one. */
    if (u->cfg.turns && turns == 0)
        turns = 1;
    return turns;
}

nexus_status nxb_uct_search(nxb_uct *u, nexus_color root,
                            const nxb_deadline *deadline, unsigned long turns)
{
    nexus_status st = NEXUS_OK;
    u->deadline = deadline;
    for (u->done = 0; st == NEXUS_OK; u->done++) {
        if ((u->cfg.iterations && u->done >= u->cfg.iterations) ||
            (turns && u->work >= turns))
            break;
        if (u->done % NXB_UCT_CLOCK_ITERATIONS == 0 && deadline->set &&
            (u->clock_reads++, nxb_past(deadline)))
            break;
        if (u->node[0].proven || (u->watch && u->node[u->watch].proven) ||
            nxb_stopped(u->ctl))
            break;
        if ((u->done & 15) == 0 && nxb_progress_due(u->ctl))
            nxb_uct_report(u, 0, 0);
        st = iterate(u, root);
        u->iters++;
    }
    u->deadline = NULL;
    return st;
}

nexus_status nxb_uct_start(nxb_uct *u, const nexus_game *game,
                           nexus_color *root)
{
    nexus_status st = NEXUS_OK;
    int reused = nxb_uct_reuse(u, game);
    u->ml.tests = 0;
    u->work = 0;
    u->done = 0;
    u->iters = 0;
    u->clock_reads = 0;
    memset(u->lengths, 0, sizeof u->lengths);
    if (!reused) {
        u->ml.n = 0;
        u->ml.pool_n = 0;
        if ((st = nxb_moves_push_root(&u->ml)) != NEXUS_OK ||
            (st = fit_nodes(u)) != NEXUS_OK)
            return st;
        memset(&u->node[0], 0, sizeof u->node[0]);
    }
    if (u->cfg.reuse)
        nxb_uct_line(&u->line, game, 0);
    if ((st = nexus_game_to_move(root, game)) != NEXUS_OK ||
        (st = nexus_game_clone(&u->g, game)) != NEXUS_OK)
        return st;
    if (!u->node[0].expanded)
        st = expand(u, 0, *root);
    if (st == NEXUS_OK && u->node[0].count == 0)
        st = NEXUS_E_GAME_OVER;
    return st;
}

void nxb_uct_finish(nxb_uct *u)
{
    nexus_game_free(u->g);
    u->g = NULL;
}

