/* This file is the iterator over the legal turns and the count of the
 * turns (rules/enumerate.c makes both). */
#include <stddef.h>

#include "../core/alloc.h"
#include "../core/compiler.h"
#include "../rules/enumerate.h"
#include "game.h"

/* Where no unblocking is due, the iterator needs no history. It runs over
 * the position's legal set with a copy of the engine without its history.
 * It takes the set through the game's cache, so that the plays of a search
 * over these turns need no point test (play.c). Only an unblocking due,
 * whose sets are judged against the history, takes a clone of the
 * game. */
struct nexus_turns {
    nexus_allocator alloc;
    nexus_game *game; /* The clone, or NULL when `rules` is the engine. */
    int live;         /* 1 if the game had turns to give. */
    int has_rules;    /* 1 if `rules` was copied for the cursor to read. */
    nx_cursor cursor;
    nx_engine rules;  /* Last, because its group table is never used,
                         and the iterator ends before its arrays. */
};

/* The size of an iterator is all but the arrays of the unused group
 * table, as for the handle of a small board (game.c). */
#define NX_TURNS_SIZE                                                          \
    (offsetof(nexus_turns, rules) + offsetof(nx_engine, grp) +                 \
     NX_GROUPS_HEAD)

/* Returns the engine that the cursor reads, or NULL where it reads
 * none. */
static const nx_engine *engine_of(const nexus_turns *it)
{
    if (it->game)
        return &it->game->e;
    return it->has_rules ? &it->rules : NULL;
}

nexus_status nexus_turns_new(nexus_turns **out, const nexus_game *game)
{
    nexus_turns *it;
    nexus_status st;
    nx_bb legal, capturing;
    if (!out || !game)
        return NEXUS_E_INVALID_ARG;
    it = nx_malloc(&game->alloc, NX_TURNS_SIZE);
    if (!it)
        return NEXUS_E_NOMEM;
    it->alloc = game->alloc;
    it->game = NULL;
    it->has_rules = 0;
    it->live = nx_game_turn_allowed(game) == NEXUS_OK;
    if (it->live && nx_cur(&game->e)->k == 0) {
        legal = nx_game_legal(game, &capturing);
        nx_cursor_init_legal(&it->cursor, &game->e, legal, capturing);
        /* Most positions of a search have no point that completes a line:
         * their turns never read the engine, which then is not copied. */
        it->has_rules = nx_cursor_reads_engine(&it->cursor);
        if (it->has_rules)
            nx_engine_rules(&it->rules, &game->e);
    } else if (it->live) {
        if ((st = nexus_game_clone(&it->game, game)) != NEXUS_OK) {
            nx_free(&game->alloc, it);
            return st;
        }
        nx_cursor_init(&it->cursor, &it->game->e);
    }
    *out = it;
    return NEXUS_OK;
}

/* Does what nexus_turns_next does past its common case: a turn with an
 * unblocking or a payment, a point that completes a line, or the end. The
 * function is out of line, so that the common case saves no
 * registers. */
static NX_NOINLINE nexus_status next_other(nexus_turn *out, nexus_turns *it)
{
    const nx_eval *ev;
    nx_bb pay;
    if (!it->live || !(ev = nx_cursor_next(&it->cursor, engine_of(it), &pay))) {
        it->live = 0;
        return NEXUS_ITER_OVER;
    }
    out->n_unblock = nx_bb_to_list(ev->unblock, out->unblock);
    out->point = ev->point;
    out->n_pay = nx_bb_to_list(pay, out->pay);
    return NEXUS_OK;
}

/* The common case is a lone placement (nx_cursor_next_point). */
nexus_status nexus_turns_next(nexus_turn *out, nexus_turns *it)
{
    int p;
    if (!out || !it)
        return NEXUS_E_INVALID_ARG;
    if (it->live && (p = nx_cursor_next_point(&it->cursor)) >= 0) {
        out->n_unblock = 0;
        out->point = p;
        out->n_pay = 0;
        return NEXUS_OK;
    }
    return next_other(out, it);
}

void nexus_turns_free(nexus_turns *it)
{
    nexus_allocator a;
    if (!it)
        return;
    a = it->alloc;
    nexus_game_free(it->game);
    nx_free(&a, it);
}

/* Does what nexus_game_count_turns does past its common case: a game that
 * is over or awaits an answer, an unblocking due, a mover who may complete
 * a line, or a legal set not in the cache. The function is out of line, so
 * that the common case needs no saved registers and no frame. */
static NX_NOINLINE nexus_status count_other(uint64_t *count,
                                            const nexus_game *game)
{
    nx_bb legal, capturing;
    if (!count || !game)
        return NEXUS_E_INVALID_ARG;
    if (nx_game_turn_allowed(game) != NEXUS_OK) {
        *count = 0;
        return NEXUS_OK;
    }
    /* No legal set is known while an unblocking is due, so the count
     * judges the set of each offered unblocking. */
    legal = nx_game_legal(game, &capturing);
    *count = nx_count_turns(&game->e, legal, capturing);
    return NEXUS_OK;
}

/* The common case is the count at the last level of a search: the play
 * before it left the legal set in the cache, and each legal point is one
 * turn (nx_count_turns). */
nexus_status nexus_game_count_turns(uint64_t *count, const nexus_game *game)
{
    nx_bb legal;
    if (count && game && nx_game_turn_allowed(game) == NEXUS_OK &&
        nx_cur(&game->e)->k == 0 && !nx_may_complete(&game->e, &game->e.cur) &&
        nx_cache_get_legal(nx_game_cache(game), nx_game_key(game), &legal)) {
        *count = (uint64_t)nx_geom_count(&game->e.geom, legal);
        return NEXUS_OK;
    }
    return count_other(count, game);
}
