/* What the buffers of nexus_env_step() and nexus_env_observe() say about
 * one game: its observation planes (nexus.h, "Environments"), its action
 * mask and who plays next, from the position the slot keeps (choice.c),
 * so that no game is asked for its board. */
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
    const nexus_position *pos = &s->pos;
    int own = pos->to_move;
    memset(planes + 2 * n2, 0, 4 * (size_t)n2 * sizeof *planes);
    for (int p = 0; p < n2; p++) {
        int c = pos->cells[p];
        planes[p] = (float)(c == own);
        planes[n2 + p] = (float)(c != NEXUS_EMPTY && c != own);
    }
    for (int c = 0; c < s->turn.n_unblock; c++)
        planes[2 * n2 + s->turn.unblock[c]] = 1.0f;
    if (s->kind == NEXUS_ENV_PAY) {
        planes[3 * n2 + s->turn.point] = 1.0f;
        for (int c = 0; c < s->n_captured; c++)
            planes[4 * n2 + s->captured[c]] = 1.0f;
        for (int c = 0; c < s->turn.n_pay; c++)
            planes[5 * n2 + s->turn.pay[c]] = 1.0f;
    }
    int64_t mine = own == NEXUS_BLACK ? pos->black_debt : pos->white_debt;
    int64_t theirs = own == NEXUS_BLACK ? pos->white_debt : pos->black_debt;
    int left = s->kind == NEXUS_ENV_UNBLOCK ? s->k - s->turn.n_unblock
               : s->kind == NEXUS_ENV_PAY   ? s->net - s->turn.n_pay
                                            : 1;
    if (s->state != NX_ENV_PLAYING)
        left = 0;
    fill(planes + 6 * n2, n2, own == NEXUS_BLACK ? 1.0f : 0.0f);
    fill(planes + 7 * n2, n2, (float)mine);
    fill(planes + 8 * n2, n2, (float)theirs);
    fill(planes + 9 * n2, n2, (float)pos->quiet);
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
            memcpy(mask + s->kind * n2, s->mask, (size_t)n2);
    }
    if (out->to_play)
        out->to_play[i] = (int8_t)(s->pos.to_move == NEXUS_WHITE);
}
