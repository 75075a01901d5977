/* This file holds the lifetime of a game handle: its creation from options
 * or from a position, its release, its clone and the copy of one game into
 * another. Equality is in equal.c. */
#include <stddef.h>
#include <string.h>

#include "../core/alloc.h"
#include "../core/board.h"
#include "../rules/turn.h"
#include "game.h"

/* Returns the size in bytes of a handle, with room for the group table or
 * without it. A game on a 9x9 board keeps its group table in its handle.
 * The handle of any other game ends after the first two bytes of the table
 * (NX_GROUPS_HEAD in groups.h), so that a small board does not carry 2.8 KB
 * that it never uses. A handle keeps its size for life: a handle that
 * receives a 9x9 game through nexus_game_copy plays it without a table. */
static size_t handle_size(int room)
{
    return room ? sizeof(nexus_game)
                : offsetof(nexus_game, e.grp) + NX_GROUPS_HEAD;
}

/* Checks the options of a new game. Returns NEXUS_OK, NEXUS_E_VERSION for
 * options of another version, or NEXUS_E_INVALID_ARG for a size or a debt
 * rate out of range, or for an allocator with some but not all of its
 * three functions set. */
static nexus_status check_options(const nexus_options *o)
{
    const nexus_allocator *a = &o->allocator;
    int set = (a->malloc_fn != NULL) + (a->realloc_fn != NULL) +
              (a->free_fn != NULL);
    if (o->version != NEXUS_OPTIONS_VERSION)
        return NEXUS_E_VERSION;
    if (o->size < NEXUS_MIN_SIZE || o->size > NEXUS_MAX_SIZE ||
        o->capture_debt < 0 || o->capture_debt > NEXUS_MAX_DEBT_RATE ||
        o->unblock_debt < 0 || o->unblock_debt > NEXUS_MAX_DEBT_RATE ||
        (set != 0 && set != 3))
        return NEXUS_E_INVALID_ARG;
    return NEXUS_OK;
}

/* Checks the cells, the debts, the side to move and the quiet count of a
 * start position. Returns NEXUS_OK, or NEXUS_E_INVALID_ARG if any is out of
 * range. They are checked before the start entry is made, because the
 * entry's debt difference must not overflow. */
static nexus_status check_numbers(const nx_geom *geom,
                                  const nexus_position *pos)
{
    int p;
    for (p = 0; p < geom->nn; p++)
        if (pos->cells[p] > NEXUS_WHITE)
            return NEXUS_E_INVALID_ARG;
    if (pos->black_debt < 0 || pos->black_debt > NEXUS_MAX_START_DEBT ||
        pos->white_debt < 0 || pos->white_debt > NEXUS_MAX_START_DEBT ||
        (pos->to_move != NEXUS_BLACK && pos->to_move != NEXUS_WHITE) ||
        pos->quiet < 0 || pos->quiet >= 2 * geom->nn)
        return NEXUS_E_INVALID_ARG;
    return NEXUS_OK;
}

/* Checks the board of a start entry. Returns NEXUS_OK, NEXUS_E_DEAD_GROUP
 * if a group of the board has no liberty, or NEXUS_E_LINE_OWNED if a
 * player owns a line on it already. */
static nexus_status check_board(const nx_geom *geom, const nx_entry *e)
{
    nx_bb empty = nx_bb_andnot(geom->board,
                               nx_bb_or(e->stones[0], e->stones[1]));
    if (nx_board_dead_group(geom, e->stones[0], empty) ||
        nx_board_dead_group(geom, e->stones[1], empty))
        return NEXUS_E_DEAD_GROUP;
    if (nx_board_owns_line(geom, e->stones[0]) ||
        nx_board_owns_line(geom, e->stones[1]))
        return NEXUS_E_LINE_OWNED;
    return NEXUS_OK;
}

/* Fills the start entry of the history from a position whose numbers are
 * valid. */
static void start_entry(nx_entry *e, const nx_geom *geom,
                        const nexus_position *pos)
{
    int p;
    memset(e, 0, sizeof *e);
    for (p = 0; p < geom->nn; p++) {
        int c = pos->cells[p];
        if (c != NEXUS_EMPTY)
            e->stones[c - 1] = nx_bb_or(e->stones[c - 1], nx_bb_bit(p));
    }
    e->hash = nx_stones_hash(e->stones[0], NEXUS_BLACK) ^
              nx_stones_hash(e->stones[1], NEXUS_WHITE) ^
              nx_zobrist_diff(pos->black_debt - pos->white_debt);
    e->quiet = (unsigned char)pos->quiet;
    e->point = -1;
    /* The flag lets undo see from the flags alone that no turn is left. */
    e->flags = NX_ENTRY_START;
    e->count = (unsigned char)nx_bb_count(nx_bb_or(e->stones[0], e->stones[1]));
    e->most = e->count;
}

/* Sets the engine's fields from the geometry, the options and the start
 * position. */
static void engine_init(nx_engine *e, const nx_geom *geom,
                        const nexus_options *o, const nexus_position *pos)
{
    /* create() has zeroed the handle up to its size, which for a small
     * board ends inside the group table. So only the fields that are not
     * zero are set here. */
    e->geom = *geom;
    e->capture_debt = o->capture_debt;
    e->unblock_debt = o->unblock_debt;
    e->cur.debt[0] = pos->black_debt;
    e->cur.debt[1] = pos->white_debt;
    e->cur.color = pos->to_move;
    e->start_debt[0] = pos->black_debt;
    e->start_debt[1] = pos->white_debt;
    e->start_to_move = pos->to_move;
    e->outcome = NEXUS_OUTCOME_NONE;
    e->reason = NEXUS_REASON_NONE;
}

/* Makes a game from options (the defaults when opts is NULL) and a start
 * position whose checks have not yet run; `custom` says whether the
 * position came from the caller. Returns NEXUS_OK with the game in *out,
 * NEXUS_E_INVALID_ARG for a missing out-parameter or position, NEXUS_E_NOMEM
 * when memory runs out, or the error of the check that fails. */
static nexus_status create(nexus_game **out, const nexus_options *opts,
                           const nexus_position *pos, int custom)
{
    nexus_options defaults = NEXUS_OPTIONS_INIT;
    nexus_game *g;
    nx_entry start;
    nx_geom geom;
    nx_found found;
    nexus_status st;
    int room;

    if (!out || !pos)
        return NEXUS_E_INVALID_ARG;
    if (!opts)
        opts = &defaults;
    if ((st = check_options(opts)) != NEXUS_OK)
        return st;
    nx_geom_init(&geom, opts->size);
    if ((st = check_numbers(&geom, pos)) != NEXUS_OK)
        return st;
    start_entry(&start, &geom, pos);
    if ((st = check_board(&geom, &start)) != NEXUS_OK)
        return st;
    room = geom.nn > 64; /* The group table is kept on 9x9 only. */
    g = nx_malloc(&opts->allocator, handle_size(room));
    if (!g)
        return NEXUS_E_NOMEM;
    memset(g, 0, handle_size(room));
    g->e.grp.room = (unsigned char)room;
    g->wide = (unsigned char)room;
    engine_init(&g->e, &geom, opts, pos);
    g->alloc = opts->allocator;
    g->custom_start = (unsigned char)custom;
    g->e.cur.board_hash = start.hash ^ nx_engine_debts_changed(&g->e);
    /* The history keeps its chain of the entries of each stone count only
     * where the analysis reads it (T(repeated_quiet) in rules/legal_tpl.h).
     * Like the group table, that is on the boards of two words: 9x9. */
    if (nx_history_init(&g->e.hist, &g->alloc, &start, room) != NEXUS_OK) {
        nx_free(&opts->allocator, g);
        return NEXUS_E_NOMEM;
    }
    nx_cur_board(&g->e);
    nx_engine_keep_groups(&g->e);
    nx_turn_begin(&g->e, &found);
    nx_game_begun(g, &found);
    *out = g;
    return NEXUS_OK;
}

nexus_status nexus_game_new(nexus_game **out, const nexus_options *opts)
{
    nexus_position empty;
    memset(&empty, 0, sizeof empty);
    empty.to_move = NEXUS_BLACK;
    return create(out, opts, &empty, 0);
}

nexus_status nexus_game_new_from_position(nexus_game **out,
                                          const nexus_options *opts,
                                          const nexus_position *pos)
{
    return create(out, opts, pos, 1);
}

void nexus_game_free(nexus_game *game)
{
    nexus_allocator a;
    if (!game)
        return;
    a = game->alloc;
    nx_history_free(&game->e.hist, &a);
    nx_free(&a, game);
}

/* Returns the length of a long game on the board of geom, for
 * nx_history_copy: twice as many turns as the board has points. Random
 * games on 9x9 last 122 turns on average, and many of them need a table
 * for 128 entries or more. Those on 7x7 last 70, and one of 128 turns is
 * rare, so a table kept for it would only cost the resets after it. */
static size_t long_game(const nx_geom *geom)
{
    return 2 * (size_t)geom->nn;
}

/* Copies every field of src into dst except the history buffers and the
 * caches, which are cleared. Of the group table, the last field, only the
 * part in use is copied. */
static void copy_fields(nexus_game *dst, const nexus_game *src)
{
    size_t from = offsetof(nexus_game, alloc);
    /* This copies the fields up to the history, whose buffers
     * nx_history_copy fills. */
    memcpy((char *)dst + from, (const char *)src + from,
           offsetof(nexus_game, e) + offsetof(nx_engine, hist) - from);
    nx_groups_copy(&dst->e.grp, &src->e.grp);
    nx_game_changed(dst);
}

nexus_status nexus_game_clone(nexus_game **out, const nexus_game *game)
{
    nexus_game *g;
    if (!out || !game)
        return NEXUS_E_INVALID_ARG;
    g = nx_malloc(&game->alloc, handle_size(game->e.grp.room));
    if (!g)
        return NEXUS_E_NOMEM;
    g->e.grp.room = game->e.grp.room;
    memset(&g->e.hist, 0, sizeof g->e.hist);
    copy_fields(g, game);
    if (nx_history_copy(&g->e.hist, &game->e.hist, &game->alloc,
                        long_game(&game->e.geom)) != NEXUS_OK) {
        nx_free(&game->alloc, g);
        return NEXUS_E_NOMEM;
    }
    *out = g;
    return NEXUS_OK;
}

/* Returns 1 if the two allocators have the same functions and the same
 * user pointer, and 0 otherwise. */
static int same_allocator(const nexus_allocator *a, const nexus_allocator *b)
{
    return a->malloc_fn == b->malloc_fn && a->realloc_fn == b->realloc_fn &&
           a->free_fn == b->free_fn && a->user == b->user;
}

nexus_status nexus_game_copy(nexus_game *dst, const nexus_game *src)
{
    nx_history hist;
    if (!dst || !src || !same_allocator(&dst->alloc, &src->alloc))
        return NEXUS_E_INVALID_ARG;
    if (dst == src)
        return NEXUS_OK;
    hist = dst->e.hist;
    if (nx_history_copy(&hist, &src->e.hist, &src->alloc,
                        long_game(&src->e.geom)) != NEXUS_OK)
        return NEXUS_E_NOMEM;
    copy_fields(dst, src);
    dst->e.hist = hist;
    return NEXUS_OK;
}
