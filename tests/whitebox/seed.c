/* Seeding recorded positions (seed.h): entries pushed through the history
 * layer only, the current position left to the engine (nx_cur_board and
 * nx_turn_begin, as after an undo) and to nexus_game_copy. */
#include <string.h>

#include "api/game.h"
#include "rules/turn.h"
#include "seed.h"

/* Where the seeding stands: the debts replayed so far, the mover of the
 * next entry, the entry pushed last. */
typedef struct seeder {
    nexus_game *g;
    int64_t debt[2];
    int mover;
    nx_entry prev;
} seeder;

/* The entry of a seed's position, made by the API's own start-position
 * path (its checks and its hash, with the seed's debt difference). */
static nexus_status seed_entry(nx_entry *out, const nexus_game *g,
                               const nexus_position *seed)
{
    nexus_options o;
    nexus_game *tmp = NULL;
    nexus_status st;
    if ((st = nexus_game_options(&o, g)) != NEXUS_OK)
        return st;
    memset(&o.allocator, 0, sizeof o.allocator);
    if ((st = nexus_game_new_from_position(&tmp, &o, seed)) != NEXUS_OK)
        return st;
    *out = tmp->e.hist.entries[0];
    nexus_game_free(tmp);
    return NEXUS_OK;
}

/* Push entry e: a new turn of s->mover that took `captured` stones (its
 * capture debt is what moves the debts) or reset them (`reset`). */
static nexus_status push(seeder *s, nx_entry e, int captured, int reset)
{
    nx_history *h = &s->g->e.hist;
    nx_extra x;
    nexus_status st;
    memset(&x, 0, sizeof x);
    x.debt[0] = s->debt[0];
    x.debt[1] = s->debt[1];
    if ((st = nx_history_reserve(h, &s->g->alloc, reset)) != NEXUS_OK)
        return st;
    e.flags = reset ? NX_ENTRY_RESET : 0;
    e.captured = (unsigned char)captured;
    e.k = 0;
    e.point = -1;
    if (nx_history_last(h)->most > e.most)
        e.most = nx_history_last(h)->most;
    nx_history_push(h, &e, reset ? &x : NULL);
    if (reset)
        s->debt[0] = s->debt[1] = 0;
    else
        s->debt[nx_side(s->mover)] +=
            (int64_t)captured * s->g->e.capture_debt;
    s->mover = nx_other(s->mover);
    s->prev = e;
    return NEXUS_OK;
}

/* Push the entry of a position with debts b, w after s->prev. */
static nexus_status push_debts(seeder *s, nx_entry e, int64_t b, int64_t w)
{
    int side = b != s->debt[0] ? NEXUS_BLACK : NEXUS_WHITE;
    int64_t rise = (b - s->debt[0]) + (w - s->debt[1]);
    int64_t p1 = s->g->e.capture_debt;
    nexus_status st;
    if (rise == 0 && b == s->debt[0])
        return push(s, e, 0, 0);
    if (b == 0 && w == 0)
        return push(s, e, 0, 1);
    if ((b != s->debt[0] && w != s->debt[1]) || rise < 0 || p1 == 0 ||
        rise % p1 != 0 || rise / p1 > 255)
        return NEXUS_E_INVALID_ARG;
    /* Only the mover's debt rises: let the other side move first, on a
     * copy of the previous entry, which records nothing new. */
    if (side != s->mover && (st = push(s, s->prev, 0, 0)) != NEXUS_OK)
        return st;
    return push(s, e, (int)(rise / p1), 0);
}

static nexus_status seed_all(seeder *s, const nexus_position *seeds,
                             size_t n)
{
    nx_engine *e = &s->g->e;
    nx_entry cur = *nx_cur(e);
    nx_found found;
    nexus_status st;
    size_t i;
    for (i = 0; i < n; i++) {
        nx_entry entry;
        if ((st = seed_entry(&entry, s->g, &seeds[i])) != NEXUS_OK ||
            (st = push_debts(s, entry, seeds[i].black_debt,
                             seeds[i].white_debt)) != NEXUS_OK)
            return st;
    }
    /* The current position again, last: its board, its debts, and the
     * side to move as before (one more copy if the parity is off). */
    if ((st = push_debts(s, cur, e->cur.debt[0], e->cur.debt[1])) != NEXUS_OK)
        return st;
    if (s->debt[0] != e->cur.debt[0] || s->debt[1] != e->cur.debt[1])
        return NEXUS_E_INVALID_ARG;
    if (s->mover != e->cur.color && (st = push(s, cur, 0, 0)) != NEXUS_OK)
        return st;
    nx_cur_board(e);
    nx_turn_begin(e, &found);
    nx_game_begun(s->g, &found);
    return NEXUS_OK;
}

nexus_status nx_seed_positions(nexus_game *game, const nexus_position *seeds,
                               size_t n)
{
    nexus_game *work = NULL;
    seeder s;
    nexus_status st;
    if (!game || (!seeds && n) || nx_game_turn_allowed(game) != NEXUS_OK)
        return NEXUS_E_INVALID_ARG;
    /* On a clone, copied back only when everything worked. */
    if ((st = nexus_game_clone(&work, game)) != NEXUS_OK)
        return st;
    s.g = work;
    s.debt[0] = work->e.cur.debt[0];
    s.debt[1] = work->e.cur.debt[1];
    s.mover = work->e.cur.color;
    s.prev = *nx_cur(&work->e);
    st = seed_all(&s, seeds, n);
    if (st == NEXUS_OK)
        st = nexus_game_copy(game, work);
    nexus_game_free(work);
    return st;
}
