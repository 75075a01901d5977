/* nexus_env_sample draws a uniformly random legal action for every game.
 * It draws in C from the list that each slot keeps (choice.c), so that a
 * random player costs a few instructions a game instead of a pass over
 * the masks. */
#include "env.h"

nexus_status nexus_env_sample(const nexus_env *env, uint64_t *state,
                              int32_t *actions, size_t count)
{
    if (!env || !state || !actions || count != env->count)
        return NEXUS_E_INVALID_ARG;
    int n2 = env->n * env->n;
    for (size_t i = 0; i < count; i++) {
        const nx_slot *s = &env->slots[i];
        uint64_t k = 0;
        if (s->state != NX_ENV_PLAYING || s->n_legal == 0) {
            actions[i] = 0; /* a finished game: nexus_env_step ignores it */
            continue;
        }
        /* The bound is at least 1 and the pointers are valid, so the call
         * cannot fail. */
        (void)nexus_rng_below(&k, state, (uint64_t)s->n_legal);
        actions[i] = (int32_t)(s->kind * n2 + s->legal[k]);
    }
    return NEXUS_OK;
}
