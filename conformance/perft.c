/* perft: the number of leaves of the tree of full turns.
 *
 * A full turn is a distinct (offered unblocking set or none, legal point
 * after it, payment set when one is due) triple, a payment set being any
 * set of exactly `net` of the mover's stones. A finished game has no turns.
 *
 * Speed comes from two things: each depth has one preallocated scratch game
 * that nexus_game_copy() resets (no allocation inside the tree), and the
 * last ply is counted without playing: one per legal point, or C(payers,
 * net) for a point whose audit asks for a payment. */
#include "conformance.h"

#include <stdio.h>
#include <stdlib.h>

#include "nexus.h"

typedef struct perft_ctx {
    nexus_game **scratch; /* scratch[d]: the child game of a node at d+1 */
    nexus_status error;   /* the first engine error, NEXUS_OK if none */
} perft_ctx;

/* C(n, k), or UINT64_MAX if it does not fit. */
static uint64_t binomial(int n, int k)
{
    uint64_t r = 1;
    int i;
    if (k < 0 || k > n)
        return 0;
    if (k > n - k)
        k = n - k;
    for (i = 0; i < k; i++) {
        /* r * (n - i) / (i + 1) is exact: r is C(n, i). */
        if (r > UINT64_MAX / (uint64_t)(n - i))
            return UINT64_MAX;
        r = r * (uint64_t)(n - i) / (uint64_t)(i + 1);
    }
    return r;
}

static uint64_t node(perft_ctx *ctx, const nexus_game *g, int depth);

/* Play `turn` on the scratch game of this depth and count below it. */
static uint64_t child(perft_ctx *ctx, const nexus_game *g,
                      const nexus_turn *turn, int depth)
{
    nexus_game *s = ctx->scratch[depth - 1];
    nexus_status st = nexus_game_copy(s, g);
    if (st == NEXUS_OK)
        st = nexus_game_play(s, turn);
    if (st != NEXUS_OK) {
        ctx->error = st;
        return 0;
    }
    return node(ctx, s, depth - 1);
}

/* Every choice of turn->n_pay = net payers, from payers[from..]. */
static uint64_t payments(perft_ctx *ctx, const nexus_game *g,
                         nexus_turn *turn, const nexus_preview *pv, int from,
                         int depth)
{
    uint64_t total = 0;
    int i;
    if (turn->n_pay == (int)pv->net)
        return child(ctx, g, turn, depth);
    for (i = from; i < pv->n_payers; i++) {
        turn->pay[turn->n_pay++] = pv->payers[i];
        total += payments(ctx, g, turn, pv, i + 1, depth);
        turn->n_pay--;
    }
    return total;
}

/* The turns with this unblocking set and point. */
static uint64_t point_turns(perft_ctx *ctx, const nexus_game *g,
                            const int *set, int k, int point, int depth)
{
    nexus_preview pv;
    nexus_turn turn;
    int i;
    nexus_status st = nexus_game_preview(&pv, g, set, k, point);
    if (st != NEXUS_OK) {
        ctx->error = st;
        return 0;
    }
    if (depth == 1)
        return pv.audit == NEXUS_AUDIT_PAY ? binomial(pv.n_payers, (int)pv.net)
                                           : 1;
    turn.n_unblock = k;
    for (i = 0; i < k; i++)
        turn.unblock[i] = set[i];
    turn.point = point;
    turn.n_pay = 0;
    if (pv.audit != NEXUS_AUDIT_PAY)
        return child(ctx, g, &turn, depth);
    return payments(ctx, g, &turn, &pv, 0, depth);
}

static uint64_t points_turns(perft_ctx *ctx, const nexus_game *g,
                             const int *set, int k, const int *points,
                             size_t n, int depth)
{
    uint64_t total = 0;
    size_t i;
    for (i = 0; i < n && ctx->error == NEXUS_OK; i++)
        total += point_turns(ctx, g, set, k, points[i], depth);
    return total;
}

/* A turn that starts with an unblocking: every offered set, every point
 * legal after it. */
static uint64_t unblock_turns(perft_ctx *ctx, const nexus_game *g, int depth)
{
    int k = 0, points[NEXUS_MAX_POINTS];
    size_t count = 0, n, s;
    int *sets;
    uint64_t total = 0;
    nexus_game_unblock_size(&k, g);
    nexus_game_unblock_sets(NULL, 0, &count, g);
    sets = malloc((count ? count : 1) * sizeof *sets);
    if (!sets) {
        ctx->error = NEXUS_E_NOMEM;
        return 0;
    }
    nexus_game_unblock_sets(sets, count, &count, g);
    for (s = 0; k > 0 && s < count && ctx->error == NEXUS_OK; s += (size_t)k) {
        nexus_status st = nexus_game_legal_after_unblock(
            points, NEXUS_MAX_POINTS, &n, g, sets + s, k);
        if (st != NEXUS_OK) {
            ctx->error = st;
            break;
        }
        total += points_turns(ctx, g, sets + s, k, points, n, depth);
    }
    free(sets);
    return total;
}

static uint64_t node(perft_ctx *ctx, const nexus_game *g, int depth)
{
    nexus_phase phase = NEXUS_PHASE_OVER;
    int points[NEXUS_MAX_POINTS];
    size_t n = 0;
    if (depth == 0)
        return 1;
    nexus_game_phase(&phase, g);
    if (phase == NEXUS_PHASE_OVER)
        return 0;
    if (phase == NEXUS_PHASE_UNBLOCK)
        return unblock_turns(ctx, g, depth);
    nexus_game_legal_points(points, NEXUS_MAX_POINTS, &n, g);
    return points_turns(ctx, g, NULL, 0, points, n, depth);
}

int conformance_perft(uint64_t *out, int size, int p1, int p2, int depth)
{
    nexus_options opts = NEXUS_OPTIONS_INIT;
    perft_ctx ctx;
    nexus_game *root = NULL;
    nexus_status st;
    int d, made = 0;
    opts.size = size;
    opts.capture_debt = p1;
    opts.unblock_debt = p2;
    ctx.error = NEXUS_OK;
    ctx.scratch = calloc((size_t)depth + 1, sizeof *ctx.scratch);
    st = ctx.scratch ? nexus_game_new(&root, &opts) : NEXUS_E_NOMEM;
    for (d = 0; st == NEXUS_OK && d < depth; d++, made++)
        st = nexus_game_new(&ctx.scratch[d], &opts);
    if (st == NEXUS_OK)
        *out = node(&ctx, root, depth);
    if (st == NEXUS_OK)
        st = ctx.error;
    for (d = 0; d < made; d++)
        nexus_game_free(ctx.scratch[d]);
    free(ctx.scratch);
    nexus_game_free(root);
    if (st != NEXUS_OK) {
        fprintf(stderr, "perft: %s\n", nexus_status_name(st));
        return -1;
    }
    return 0;
}
