/* perft, the number of leaves of the tree of full turns, as
 * docs/records.md defines it. The tree is walked with the library's
 * iterator of legal turns.
 *
 * Each depth has one preallocated scratch game that nexus_game_copy()
 * resets, so that no game is allocated inside the tree. The last ply is
 * not walked, because nexus_game_count_turns() counts it, with the
 * payments as binomials. */
#include "conformance.h"

#include <stdio.h>
#include <stdlib.h>

#include "nexus.h"

typedef struct perft_ctx {
    nexus_game **scratch; /* scratch[d] is the child game of a node at
                             depth d+1. */
    nexus_status error;   /* The first engine error, or NEXUS_OK. */
} perft_ctx;

static uint64_t node(perft_ctx *ctx, const nexus_game *g, int depth);

/* Plays `turn` on the scratch game of this depth and returns the count of
 * the leaves below it. */
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

static uint64_t node(perft_ctx *ctx, const nexus_game *g, int depth)
{
    nexus_turns *it = NULL;
    nexus_turn turn;
    uint64_t total = 0;
    nexus_status st;
    if (depth == 0)
        return 1;
    if (depth == 1) {
        st = nexus_game_count_turns(&total, g);
        if (st != NEXUS_OK)
            ctx->error = st;
        return total;
    }
    st = nexus_turns_new(&it, g);
    while (st == NEXUS_OK && ctx->error == NEXUS_OK &&
           (st = nexus_turns_next(&turn, it)) == NEXUS_OK)
        total += child(ctx, g, &turn, depth);
    if (st != NEXUS_OK && st != NEXUS_ITER_OVER)
        ctx->error = st;
    nexus_turns_free(it);
    return total;
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
