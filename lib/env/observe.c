/* What the buffers of nexus_env_step() and nexus_env_observe() say about
 * one game: its observation planes (nexus.h, "Environments"), its action
 * mask and who plays next. */
#include <string.h>

#include "env.h"

/* Fills one constant plane. */
static void fill(float *plane, int n2, float value)
{
    for (int p = 0; p < n2; p++)
        plane[p] = value;
}

void nx_slot_observe(const nexus_env *env, const nx_slot *s, float *planes)
{
    int n2 = env->n * env->n;
    nexus_position pos;
    memset(planes, 0, (size_t)NEXUS_ENV_PLANES * (size_t)n2 * sizeof *planes);
    if (nexus_game_position(&pos, s->game) != NEXUS_OK)
        return;
    int own = pos.to_move;
    for (int p = 0; p < n2; p++)
        if (pos.cells[p] != NEXUS_EMPTY)
            planes[(pos.cells[p] == own ? 0 : 1) * n2 + p] = 1.0f;
    for (int c = 0; c < s->turn.n_unblock; c++)
        planes[2 * n2 + s->turn.unblock[c]] = 1.0f;
    if (s->kind == NEXUS_ENV_PAY) {
        planes[3 * n2 + s->turn.point] = 1.0f;
        for (int c = 0; c < s->n_captured; c++)
            planes[4 * n2 + s->captured[c]] = 1.0f;
        for (int c = 0; c < s->turn.n_pay; c++)
            planes[5 * n2 + s->turn.pay[c]] = 1.0f;
    }
    int64_t mine = own == NEXUS_BLACK ? pos.black_debt : pos.white_debt;
    int64_t theirs = own == NEXUS_BLACK ? pos.white_debt : pos.black_debt;
    int left = s->kind == NEXUS_ENV_UNBLOCK ? s->k - s->turn.n_unblock
               : s->kind == NEXUS_ENV_PAY   ? s->net - s->turn.n_pay
                                            : 1;
    if (s->state != NX_ENV_PLAYING)
        left = 0;
    if (own == NEXUS_BLACK)
        fill(planes + 6 * n2, n2, 1.0f);
    fill(planes + 7 * n2, n2, (float)mine);
    fill(planes + 8 * n2, n2, (float)theirs);
    fill(planes + 9 * n2, n2, (float)pos.quiet);
    fill(planes + 10 * n2, n2, (float)left);
}

void nx_slot_write(const nexus_env *env, const nx_slot *s, size_t i,
                   const nexus_env_buffers *out)
{
    int n2 = env->n * env->n;
    size_t planes = (size_t)NEXUS_ENV_PLANES * (size_t)n2;
    if (out->observations)
        nx_slot_observe(env, s, out->observations + i * planes);
    if (out->masks) {
        int8_t *mask = out->masks + i * (size_t)(NEXUS_ENV_KINDS * n2);
        memset(mask, 0, (size_t)(NEXUS_ENV_KINDS * n2));
        if (s->state == NX_ENV_PLAYING)
            for (int p = 0; p < n2; p++)
                mask[s->kind * n2 + p] = (int8_t)s->mask[p];
    }
    if (out->to_play) {
        nexus_color side = NEXUS_BLACK;
        nexus_game_to_move(&side, s->game);
        out->to_play[i] = (int8_t)(side == NEXUS_WHITE);
    }
}
