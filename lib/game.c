/* The game handle: lifetime, state queries, undo, draw offers, labels. */
#include <string.h>

#include "alloc.h"
#include "game.h"
#include "turn.h"
#include "zobrist.h"

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

/* Debts, side and quiet count: checked before start_entry() computes the
 * debt difference, which must not overflow. */
static nexus_status check_numbers(const nx_geom *geom,
                                  const nexus_position *pos)
{
    if (pos->black_debt < 0 || pos->black_debt > NEXUS_MAX_START_DEBT ||
        pos->white_debt < 0 || pos->white_debt > NEXUS_MAX_START_DEBT ||
        (pos->to_move != NEXUS_BLACK && pos->to_move != NEXUS_WHITE) ||
        pos->quiet < 0 || pos->quiet >= 2 * geom->nn)
        return NEXUS_E_INVALID_ARG;
    return NEXUS_OK;
}

static nexus_status check_position(const nx_geom *geom, const nx_entry *e)
{
    nx_bb empty = nx_bb_andnot(geom->board,
                               nx_bb_or(e->stones[0], e->stones[1]));
    if (nx_has_dead_group(geom, e->stones[0], empty) ||
        nx_has_dead_group(geom, e->stones[1], empty))
        return NEXUS_E_DEAD_GROUP;
    if (nx_owns_line(geom, e->stones[0]) || nx_owns_line(geom, e->stones[1]))
        return NEXUS_E_LINE_OWNED;
    return NEXUS_OK;
}

/* The start entry for a position; cells must already be valid colours. */
static void start_entry(nx_entry *e, const nx_geom *geom,
                        const nexus_position *pos)
{
    int p;
    uint64_t h = 0;
    memset(e, 0, sizeof *e);
    for (p = 0; p < geom->nn; p++) {
        int c = pos->cells[p];
        if (c == NEXUS_EMPTY)
            continue;
        e->stones[nx_side(c)] = nx_bb_or(e->stones[nx_side(c)], nx_bb_bit(p));
        h ^= nx_zobrist[nx_side(c)][p];
    }
    e->debt[0] = pos->black_debt;
    e->debt[1] = pos->white_debt;
    e->hash = h ^ nx_zobrist_diff(nx_entry_diff(e));
    e->to_move = (unsigned char)pos->to_move;
    e->quiet = (unsigned char)pos->quiet;
    e->point = -1;
    e->most_stones = (unsigned char)nx_bb_count(nx_bb_or(e->stones[0], e->stones[1]));
}

static nexus_status create(nexus_game **out, const nexus_options *opts,
                           const nexus_position *pos, int custom)
{
    nexus_options defaults = NEXUS_OPTIONS_INIT;
    nexus_game *g;
    nx_entry start;
    nx_geom geom;
    nexus_status st;
    int p;

    if (!out || !pos)
        return NEXUS_E_INVALID_ARG;
    if (!opts)
        opts = &defaults;
    if ((st = check_options(opts)) != NEXUS_OK)
        return st;
    nx_geom_init(&geom, opts->size);
    for (p = 0; p < geom.nn; p++)
        if (pos->cells[p] > NEXUS_WHITE)
            return NEXUS_E_INVALID_ARG;
    if ((st = check_numbers(&geom, pos)) != NEXUS_OK)
        return st;
    start_entry(&start, &geom, pos);
    if ((st = check_position(&geom, &start)) != NEXUS_OK)
        return st;
    g = nx_malloc(&opts->allocator, sizeof *g);
    if (!g)
        return NEXUS_E_NOMEM;
    memset(g, 0, sizeof *g);
    g->geom = geom;
    g->capture_debt = opts->capture_debt;
    g->unblock_debt = opts->unblock_debt;
    g->alloc = opts->allocator;
    g->custom_start = (unsigned char)custom;
    if (nx_history_init(&g->hist, &g->alloc, &start) != NEXUS_OK) {
        nx_free(&opts->allocator, g);
        return NEXUS_E_NOMEM;
    }
    nx_turn_begin(g);
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
    nx_history_free(&game->hist, &a);
    nx_free(&a, game);
}

nexus_status nexus_game_clone(nexus_game **out, const nexus_game *game)
{
    nexus_game *g;
    if (!out || !game)
        return NEXUS_E_INVALID_ARG;
    g = nx_malloc(&game->alloc, sizeof *g);
    if (!g)
        return NEXUS_E_NOMEM;
    *g = *game;
    memset(&g->hist, 0, sizeof g->hist);
    if (nx_history_copy(&g->hist, &game->hist, &game->alloc) != NEXUS_OK) {
        nx_free(&game->alloc, g);
        return NEXUS_E_NOMEM;
    }
    *out = g;
    return NEXUS_OK;
}

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
    hist = dst->hist;
    if (nx_history_copy(&hist, &src->hist, &src->alloc) != NEXUS_OK)
        return NEXUS_E_NOMEM;
    *dst = *src;
    dst->hist = hist;
    return NEXUS_OK;
}

static int entries_equal(const nx_entry *a, const nx_entry *b)
{
    return nx_bb_eq(a->stones[0], b->stones[0]) &&
           nx_bb_eq(a->stones[1], b->stones[1]) && a->debt[0] == b->debt[0] &&
           a->debt[1] == b->debt[1] && a->hash == b->hash &&
           nx_bb_eq(a->legal, b->legal) &&
           nx_bb_eq(a->capturing, b->capturing) &&
           nx_bb_eq(a->unblock, b->unblock) &&
           nx_bb_eq(a->pay, b->pay) && a->declines == b->declines &&
           a->point == b->point && a->to_move == b->to_move &&
           a->quiet == b->quiet && a->unblock_k == b->unblock_k &&
           a->outcome == b->outcome && a->reason == b->reason &&
           a->captured == b->captured && a->most_stones == b->most_stones;
}

nexus_status nexus_game_equal(int *equal, const nexus_game *a,
                              const nexus_game *b)
{
    size_t i;
    int eq;
    if (!equal || !a || !b)
        return NEXUS_E_INVALID_ARG;
    eq = a->geom.n == b->geom.n && a->capture_debt == b->capture_debt &&
         a->unblock_debt == b->unblock_debt &&
         a->pending_declines == b->pending_declines &&
         a->offer_pending == b->offer_pending && a->agreed == b->agreed &&
         a->custom_start == b->custom_start &&
         strcmp(a->label[0], b->label[0]) == 0 &&
         strcmp(a->label[1], b->label[1]) == 0 && a->hist.len == b->hist.len;
    for (i = 0; eq && i < a->hist.len; i++)
        eq = entries_equal(&a->hist.entries[i], &b->hist.entries[i]);
    *equal = eq;
    return NEXUS_OK;
}

nexus_status nexus_game_options(nexus_options *out, const nexus_game *game)
{
    if (!out || !game)
        return NEXUS_E_INVALID_ARG;
    out->version = NEXUS_OPTIONS_VERSION;
    out->size = game->geom.n;
    out->capture_debt = game->capture_debt;
    out->unblock_debt = game->unblock_debt;
    out->allocator = game->alloc;
    return NEXUS_OK;
}

nexus_status nexus_game_to_move(nexus_color *out, const nexus_game *game)
{
    if (!out || !game)
        return NEXUS_E_INVALID_ARG;
    *out = (nexus_color)nx_cur(game)->to_move;
    return NEXUS_OK;
}

nexus_status nexus_game_phase(nexus_phase *out, const nexus_game *game)
{
    if (!out || !game)
        return NEXUS_E_INVALID_ARG;
    if (game->agreed || nx_cur(game)->outcome != NEXUS_OUTCOME_NONE)
        *out = NEXUS_PHASE_OVER;
    else
        *out = nx_cur(game)->unblock_k ? NEXUS_PHASE_UNBLOCK : NEXUS_PHASE_PLACE;
    return NEXUS_OK;
}

nexus_status nexus_game_stone(nexus_color *out, const nexus_game *game,
                              int point)
{
    const nx_entry *e;
    if (!out || !game)
        return NEXUS_E_INVALID_ARG;
    if (point < 0 || point >= game->geom.nn)
        return NEXUS_E_OFF_BOARD;
    e = nx_cur(game);
    *out = nx_bb_test(e->stones[0], point)   ? NEXUS_BLACK
           : nx_bb_test(e->stones[1], point) ? NEXUS_WHITE
                                             : NEXUS_EMPTY;
    return NEXUS_OK;
}

nexus_status nexus_game_debts(int64_t *black, int64_t *white,
                              const nexus_game *game)
{
    if (!game)
        return NEXUS_E_INVALID_ARG;
    if (black)
        *black = nx_cur(game)->debt[0];
    if (white)
        *white = nx_cur(game)->debt[1];
    return NEXUS_OK;
}

nexus_status nexus_game_quiet(int *out, const nexus_game *game)
{
    if (!out || !game)
        return NEXUS_E_INVALID_ARG;
    *out = nx_cur(game)->quiet;
    return NEXUS_OK;
}

nexus_status nexus_game_turn_count(size_t *out, const nexus_game *game)
{
    if (!out || !game)
        return NEXUS_E_INVALID_ARG;
    *out = game->hist.len - 1;
    return NEXUS_OK;
}

nexus_status nexus_game_result(nexus_outcome *outcome, nexus_reason *reason,
                               const nexus_game *game)
{
    nexus_outcome o;
    nexus_reason r;
    if (!game)
        return NEXUS_E_INVALID_ARG;
    if (game->agreed) {
        o = NEXUS_OUTCOME_DRAW;
        r = NEXUS_REASON_AGREEMENT;
    } else {
        o = (nexus_outcome)nx_cur(game)->outcome;
        r = (nexus_reason)nx_cur(game)->reason;
    }
    if (outcome)
        *outcome = o;
    if (reason)
        *reason = r;
    return NEXUS_OK;
}

nexus_status nexus_game_owns_line(int *owns, const nexus_game *game,
                                  nexus_color color)
{
    if (!owns || !game || (color != NEXUS_BLACK && color != NEXUS_WHITE))
        return NEXUS_E_INVALID_ARG;
    *owns = nx_owns_line(&game->geom, nx_cur(game)->stones[nx_side(color)]);
    return NEXUS_OK;
}

static void entry_position(nexus_position *out, const nexus_game *game,
                           const nx_entry *e)
{
    int p;
    memset(out, 0, sizeof *out);
    for (p = 0; p < game->geom.nn; p++)
        out->cells[p] = (unsigned char)(nx_bb_test(e->stones[0], p)   ? NEXUS_BLACK
                                        : nx_bb_test(e->stones[1], p) ? NEXUS_WHITE
                                                                      : NEXUS_EMPTY);
    out->black_debt = e->debt[0];
    out->white_debt = e->debt[1];
    out->to_move = (nexus_color)e->to_move;
    out->quiet = e->quiet;
}

nexus_status nexus_game_position(nexus_position *out, const nexus_game *game)
{
    if (!out || !game)
        return NEXUS_E_INVALID_ARG;
    entry_position(out, game, nx_cur(game));
    return NEXUS_OK;
}

nexus_status nexus_game_start_position(nexus_position *out, int *custom,
                                       const nexus_game *game)
{
    if (!out || !game)
        return NEXUS_E_INVALID_ARG;
    entry_position(out, game, &game->hist.entries[0]);
    if (custom)
        *custom = game->custom_start;
    return NEXUS_OK;
}

nexus_status nexus_game_format_board(char *buf, size_t cap, size_t *count,
                                     const nexus_game *game)
{
    const nx_entry *e;
    int n, r, c;
    size_t need, i = 0;
    if (!count || !game || (cap > 0 && !buf))
        return NEXUS_E_INVALID_ARG;
    n = game->geom.n;
    need = (size_t)(n * (n + 1));
    *count = need;
    if (cap < need)
        return NEXUS_E_BUFFER_TOO_SMALL;
    e = nx_cur(game);
    for (r = 0; r < n; r++) {
        for (c = 0; c < n; c++) {
            int p = r * n + c;
            buf[i++] = nx_bb_test(e->stones[0], p)   ? 'X'
                       : nx_bb_test(e->stones[1], p) ? 'O'
                                                     : '.';
        }
        buf[i++] = r + 1 < n ? '/' : '\0';
    }
    return NEXUS_OK;
}

nexus_status nexus_game_hash(uint64_t *out, const nexus_game *game)
{
    if (!out || !game)
        return NEXUS_E_INVALID_ARG;
    *out = nx_cur(game)->hash;
    return NEXUS_OK;
}

nexus_status nexus_game_turn_at(nexus_turn *out, const nexus_game *game,
                                size_t index)
{
    const nx_entry *e;
    nx_bb it;
    if (!out || !game || index >= game->hist.len - 1)
        return NEXUS_E_INVALID_ARG;
    e = &game->hist.entries[index + 1];
    memset(out, 0, sizeof *out);
    for (it = e->unblock; !nx_bb_empty(it); it = nx_bb_pop(it))
        out->unblock[out->n_unblock++] = nx_bb_first(it);
    out->point = e->point;
    for (it = e->pay; !nx_bb_empty(it); it = nx_bb_pop(it))
        out->pay[out->n_pay++] = nx_bb_first(it);
    return NEXUS_OK;
}

nexus_status nexus_game_declined_offers(int *out, const nexus_game *game,
                                        size_t index)
{
    uint32_t n;
    if (!out || !game || index > game->hist.len - 1)
        return NEXUS_E_INVALID_ARG;
    n = index == game->hist.len - 1 ? game->pending_declines
                                    : game->hist.entries[index + 1].declines;
    *out = n > INT32_MAX ? INT32_MAX : (int)n;
    return NEXUS_OK;
}

/* Undo reverts exactly the last action: an offer, an answer, or a turn. */
nexus_status nexus_game_undo(nexus_game *game)
{
    if (!game)
        return NEXUS_E_INVALID_ARG;
    if (game->agreed) {
        game->agreed = 0;
        game->offer_pending = 1;
    } else if (game->offer_pending) {
        game->offer_pending = 0;
    } else if (game->pending_declines > 0) {
        game->pending_declines--;
        game->offer_pending = 1;
    } else if (game->hist.len > 1) {
        game->pending_declines = nx_cur(game)->declines;
        nx_history_pop(&game->hist);
    } else {
        return NEXUS_E_NO_HISTORY;
    }
    return NEXUS_OK;
}

nexus_status nexus_game_offer_draw(nexus_game *game)
{
    nexus_status st;
    if (!game)
        return NEXUS_E_INVALID_ARG;
    if ((st = nx_turn_allowed(game)) != NEXUS_OK)
        return st;
    game->offer_pending = 1;
    return NEXUS_OK;
}

nexus_status nexus_game_answer_draw(nexus_game *game, int accept)
{
    if (!game)
        return NEXUS_E_INVALID_ARG;
    if (!game->offer_pending)
        return NEXUS_E_NO_DRAW_OFFER;
    if (!accept && game->pending_declines == UINT32_MAX)
        return NEXUS_E_INVALID_ARG;
    game->offer_pending = 0;
    if (accept)
        game->agreed = 1;
    else
        game->pending_declines++;
    return NEXUS_OK;
}

nexus_status nexus_game_draw_pending(int *pending, const nexus_game *game)
{
    if (!pending || !game)
        return NEXUS_E_INVALID_ARG;
    *pending = game->offer_pending;
    return NEXUS_OK;
}

nexus_status nexus_game_set_label(nexus_game *game, nexus_color color,
                                  const char *label)
{
    size_t i;
    if (!game || (color != NEXUS_BLACK && color != NEXUS_WHITE))
        return NEXUS_E_INVALID_ARG;
    if (!label)
        label = "";
    for (i = 0; label[i]; i++)
        if (i >= NEXUS_LABEL_MAX || label[i] <= ' ' || label[i] > '~')
            return NEXUS_E_INVALID_ARG;
    memcpy(game->label[nx_side(color)], label, i + 1);
    return NEXUS_OK;
}

nexus_status nexus_game_label(const char **out, const nexus_game *game,
                              nexus_color color)
{
    if (!out || !game || (color != NEXUS_BLACK && color != NEXUS_WHITE))
        return NEXUS_E_INVALID_ARG;
    *out = game->label[nx_side(color)];
    return NEXUS_OK;
}
