/* nexus_env_*: the lifetime of a batch of games (new, reset, free), and
 * the batched step that hands each game its action (choice.c) and writes
 * what follows (observe.c). */
#include <stdlib.h>
#include <string.h>

#include "env.h"
#include "nx_versioned.h"

#define NX_ENV_MAX_COUNT ((size_t)1 << 24)

static void *c_malloc(size_t size, void *user)
{
    (void)user;
    return malloc(size);
}

static void c_free(void *ptr, void *user)
{
    (void)user;
    free(ptr);
}

void *nx_env_alloc(const nexus_env *env, size_t size)
{
    return env->alloc.malloc_fn(size, env->alloc.user);
}

void nx_env_release(const nexus_env *env, void *ptr)
{
    if (ptr)
        env->alloc.free_fn(ptr, env->alloc.user);
}

nexus_status nexus_env_options_init(nexus_env_options *opts,
                                    unsigned int version)
{
    static const nexus_env_options defaults = {
        NEXUS_ENV_OPTIONS_VERSION, NEXUS_OPTIONS_INIT,
        NEXUS_ENV_DEFAULT_TURN_LIMIT, 1};
    return NX_VERSIONED_INIT(opts, version, NEXUS_ENV_OPTIONS_VERSION,
                             defaults);
}

nexus_status nexus_env_buffers_init(nexus_env_buffers *buffers,
                                    unsigned int version)
{
    static const nexus_env_buffers defaults = {
        .version = NEXUS_ENV_BUFFERS_VERSION};
    return NX_VERSIONED_INIT(buffers, version, NEXUS_ENV_BUFFERS_VERSION,
                             defaults);
}

void nexus_env_free(nexus_env *env)
{
    if (!env)
        return;
    if (env->slots)
        for (size_t i = 0; i < env->count; i++)
            nexus_game_free(env->slots[i].game);
    nexus_game_free(env->start);
    nx_env_release(env, env->slots);
    nx_env_release(env, env->sets);
    nx_env_release(env, env);
}

/* Creates the games, each a copy of the start. Returns NEXUS_OK, or
 * NEXUS_E_NOMEM; the caller frees what was made. */
static nexus_status make_games(nexus_env *env)
{
    env->slots = nx_env_alloc(env, env->count * sizeof *env->slots);
    if (!env->slots)
        return NEXUS_E_NOMEM;
    memset(env->slots, 0, env->count * sizeof *env->slots);
    for (size_t i = 0; i < env->count; i++) {
        nexus_status st = nexus_game_clone(&env->slots[i].game, env->start);
        if (st == NEXUS_OK)
            st = nx_slot_begin(env, &env->slots[i]);
        if (st != NEXUS_OK)
            return st;
    }
    return NEXUS_OK;
}

nexus_status nexus_env_new(nexus_env **out, size_t count,
                           const nexus_env_options *opts)
{
    nexus_env_options def;
    if (!out || count == 0 || count > NX_ENV_MAX_COUNT)
        return NEXUS_E_INVALID_ARG;
    if (!opts) {
        nexus_env_options_init(&def, NEXUS_ENV_OPTIONS_VERSION);
        opts = &def;
    }
    if (opts->version != NEXUS_ENV_OPTIONS_VERSION)
        return NEXUS_E_VERSION;
    const nexus_allocator *a = &opts->game.allocator;
    /* The environment itself only allocates and frees. */
    nexus_allocator alloc = {c_malloc, NULL, c_free, NULL};
    if (a->malloc_fn || a->realloc_fn || a->free_fn) {
        if (!a->malloc_fn || !a->realloc_fn || !a->free_fn)
            return NEXUS_E_INVALID_ARG;
        alloc = *a;
    }
    nexus_env *env = alloc.malloc_fn(sizeof *env, alloc.user);
    if (!env)
        return NEXUS_E_NOMEM;
    memset(env, 0, sizeof *env);
    env->opts = *opts;
    env->alloc = alloc;
    env->count = count;
    env->n = opts->game.size;
    nexus_status st = nexus_game_new(&env->start, &opts->game);
    if (st == NEXUS_OK)
        st = make_games(env);
    if (st != NEXUS_OK) {
        nexus_env_free(env);
        return st;
    }
    *out = env;
    return NEXUS_OK;
}

/* Returns NEXUS_OK if the games of `env` may start at `start`: it has the
 * environment's options, the game is not over and no draw offer is
 * pending. Returns NEXUS_E_INVALID_ARG, NEXUS_E_GAME_OVER or
 * NEXUS_E_DRAW_PENDING otherwise, or the error of a query. */
static nexus_status check_start(const nexus_env *env, const nexus_game *start)
{
    nexus_options o;
    nexus_phase phase;
    int pending;
    nexus_status st = nexus_game_options(&o, start);
    if (st == NEXUS_OK && (o.size != env->opts.game.size ||
                           o.capture_debt != env->opts.game.capture_debt ||
                           o.unblock_debt != env->opts.game.unblock_debt))
        st = NEXUS_E_INVALID_ARG;
    if (st == NEXUS_OK)
        st = nexus_game_phase(&phase, start);
    if (st == NEXUS_OK && phase == NEXUS_PHASE_OVER)
        st = NEXUS_E_GAME_OVER;
    if (st == NEXUS_OK)
        st = nexus_game_draw_pending(&pending, start);
    if (st == NEXUS_OK && pending)
        st = NEXUS_E_DRAW_PENDING;
    return st;
}

nexus_status nexus_env_reset(nexus_env *env, const nexus_game *start)
{
    if (!env)
        return NEXUS_E_INVALID_ARG;
    if (start) {
        nexus_status st = check_start(env, start);
        if (st == NEXUS_OK && start != env->start)
            st = nexus_game_copy(env->start, start);
        if (st != NEXUS_OK)
            return st;
    } else {
        nexus_game *empty;
        nexus_status st = nexus_game_new(&empty, &env->opts.game);
        if (st == NEXUS_OK)
            st = nexus_game_copy(env->start, empty);
        nexus_game_free(empty);
        if (st != NEXUS_OK)
            return st;
    }
    for (size_t i = 0; i < env->count; i++) {
        nexus_status st = nexus_game_copy(env->slots[i].game, env->start);
        if (st == NEXUS_OK)
            st = nx_slot_begin(env, &env->slots[i]);
        if (st != NEXUS_OK)
            return st;
    }
    return NEXUS_OK;
}

nexus_status nexus_env_game(const nexus_game **out, const nexus_env *env,
                            size_t index)
{
    if (!out || !env || index >= env->count)
        return NEXUS_E_INVALID_ARG;
    *out = env->slots[index].game;
    return NEXUS_OK;
}

nexus_status nexus_env_observe(const nexus_env *env,
                               const nexus_env_buffers *out)
{
    if (!env || !out)
        return NEXUS_E_INVALID_ARG;
    if (out->version != NEXUS_ENV_BUFFERS_VERSION)
        return NEXUS_E_VERSION;
    for (size_t i = 0; i < env->count; i++)
        nx_slot_write(env, &env->slots[i], i, out);
    return NEXUS_OK;
}

/* Writes the reward and the end flags of game i after this step. `ended`
 * is 1 if the game ended in this step; a game that ended before earns no
 * reward again. */
static void write_end(const nx_slot *s, size_t i, int ended,
                      const nexus_env_buffers *out)
{
    float black = 0.0f, white = 0.0f;
    if (ended && s->state == NX_ENV_TERMINATED) {
        nexus_outcome outcome;
        nexus_reason reason;
        if (nexus_game_result(&outcome, &reason, s->game) == NEXUS_OK) {
            black = outcome == NEXUS_OUTCOME_BLACK_WINS   ? 1.0f
                    : outcome == NEXUS_OUTCOME_WHITE_WINS ? -1.0f
                                                          : 0.0f;
            white = -black;
        }
    }
    if (out->rewards) {
        out->rewards[2 * i] = black;
        out->rewards[2 * i + 1] = white;
    }
    if (out->terminated)
        out->terminated[i] = s->state == NX_ENV_TERMINATED;
    if (out->truncated)
        out->truncated[i] = s->state == NX_ENV_TRUNCATED;
}

/* Restarts a game that ended in this step, under autoreset: writes its
 * last observation, then makes it a new game from the start. Returns
 * NEXUS_OK, or the error of copying the start or of starting its turn. */
static nexus_status restart(nexus_env *env, nx_slot *s, size_t i,
                            const nexus_env_buffers *out)
{
    size_t planes = (size_t)NEXUS_ENV_PLANES * env->n * env->n;
    if (out->final_observations)
        nx_slot_observe(env, s, out->final_observations + i * planes);
    nexus_status st = nexus_game_copy(s->game, env->start);
    if (st == NEXUS_OK)
        st = nx_slot_begin(env, s);
    return st;
}

nexus_status nexus_env_step(nexus_env *env, const int32_t *actions,
                            size_t count, const nexus_env_buffers *out)
{
    if (!env || !actions || !out || count != env->count)
        return NEXUS_E_INVALID_ARG;
    if (out->version != NEXUS_ENV_BUFFERS_VERSION)
        return NEXUS_E_VERSION;
    if (nx_env_refused(env, actions) != count)
        return NEXUS_E_INVALID_ARG;
    int n2 = env->n * env->n;
    for (size_t i = 0; i < count; i++) {
        nx_slot *s = &env->slots[i];
        int ended = 0;
        if (s->state == NX_ENV_PLAYING) {
            nexus_status st = nx_slot_choose(env, s, actions[i] % n2);
            if (st != NEXUS_OK)
                return st;
            ended = s->state != NX_ENV_PLAYING;
        }
        write_end(s, i, ended, out);
        if (ended && env->opts.autoreset) {
            nexus_status st = restart(env, s, i, out);
            if (st != NEXUS_OK)
                return st;
        }
        nx_slot_write(env, s, i, out);
    }
    return NEXUS_OK;
}
