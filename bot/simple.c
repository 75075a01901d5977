/* The simple bot follows docs/rules.md B1-B4. It is the original Nexus
 * bot, repaired. */
#include <stdlib.h>
#include <string.h>

#include "bot_internal.h"

/* Compares two sorted point lists of length k in lexicographic order.
 * Returns a negative number, 0 or a positive number, as strcmp does. */
static int compare_sets(const int *a, const int *b, int k)
{
    int i;
    for (i = 0; i < k; i++)
        if (a[i] != b[i])
            return a[i] < b[i] ? -1 : 1;
    return 0;
}

/* Returns the point that B2.2 blocks, or -1 if there is none. It is the
 * lowest point that is the last, empty point of a line whose other n-1
 * points hold the opponent's stones, on the board that the placement is
 * made on (after the unblocking), and that is legal for the bot. */
static int block_point(const nexus_game *game, const unsigned char *legal,
                       int n, nexus_color opponent, const int *set,
                       int n_set)
{
    unsigned char cell[NEXUS_MAX_POINTS];
    int best = -1, line, i;

    for (i = 0; i < n * n; i++) {
        nexus_color c = NEXUS_EMPTY;
        if (nexus_game_stone(&c, game, i) != NEXUS_OK)
            c = NEXUS_EMPTY;
        cell[i] = (unsigned char)c;
    }
    for (i = 0; i < n_set; i++)
        cell[set[i]] = NEXUS_EMPTY;

    for (line = 0; line < 2 * n + 2; line++) {
        int held = 0, empty = -1, empties = 0, points[NEXUS_MAX_SIZE];
        nxb_line(points, n, line);
        for (i = 0; i < n; i++) {
            int p = points[i];
            if (cell[p] == (unsigned char)opponent)
                held++;
            else if (cell[p] == NEXUS_EMPTY) {
                empties++;
                empty = p;
            }
        }
        if (held == n - 1 && empties == 1 && legal[empty] &&
            (best < 0 || empty < best))
            best = empty;
    }
    return best;
}

/* Returns the point of B2.3: the legal point nearest the centre, and the
 * lowest one on ties. */
static int centre_point(const int *points, int count, int n)
{
    int best = -1, best_d = 0, i;
    for (i = 0; i < count; i++) {
        int d = nxb_centre_distance(n, points[i]);
        if (best < 0 || d < best_d) {
            best = points[i];
            best_d = d;
        }
    }
    return best;
}

/* Chooses the set of B1, the first offered set in canonical order. */
static nexus_status first_set(nexus_turn *turn, const nexus_game *game)
{
    int *sets = NULL, n_sets = 0, k = 0, i, first = 0, s;
    nexus_status st = nxb_unblock_sets(&sets, &n_sets, &k, game);
    if (st != NEXUS_OK)
        return st;
    if (k > 0 && n_sets == 0)
        return NEXUS_E_GAME_OVER; /* The game has ended. */
    turn->n_unblock = 0;
    if (n_sets > 0) {
        /* The library lists them in canonical order already, but the bot
         * picks the least one anyway rather than rely on it. */
        for (s = 1; s < n_sets; s++)
            if (compare_sets(sets + s * k, sets + first * k, k) < 0)
                first = s;
        turn->n_unblock = k;
        for (i = 0; i < k; i++)
            turn->unblock[i] = sets[first * k + i];
    }
    free(sets);
    return NEXUS_OK;
}

nexus_status nxb_simple_choose(void *user, const nexus_game *game,
                               nexus_turn *turn)
{
    int legal[NEXUS_MAX_POINTS];
    unsigned char is_legal[NEXUS_MAX_POINTS];
    int count = 0, n, i, point = -1;
    nexus_color me, opponent;
    nexus_preview pv;
    nexus_status st;

    (void)user;
    n = nxb_size(game);
    st = nexus_game_to_move(&me, game);
    if (st != NEXUS_OK)
        return st;
    opponent = me == NEXUS_BLACK ? NEXUS_WHITE : NEXUS_BLACK;

    if ((st = first_set(turn, game)) != NEXUS_OK)
        return st;

    st = nxb_legal(legal, &count, game, turn->unblock, turn->n_unblock);
    if (st != NEXUS_OK)
        return st;
    if (count == 0)
        return NEXUS_E_GAME_OVER;

    /* B2.1 completes a line. */
    for (i = 0; i < count && point < 0; i++) {
        st = nexus_game_preview(&pv, game, turn->unblock, turn->n_unblock,
                                legal[i]);
        if (st != NEXUS_OK)
            return st;
        if (pv.audit != NEXUS_AUDIT_NONE)
            point = legal[i];
    }
    /* B2.2 blocks, and B2.3 plays nearest the centre. */
    if (point < 0) {
        memset(is_legal, 0, sizeof is_legal);
        for (i = 0; i < count; i++)
            is_legal[legal[i]] = 1;
        point = block_point(game, is_legal, n, opponent, turn->unblock,
                            turn->n_unblock);
    }
    if (point < 0)
        point = centre_point(legal, count, n);
    turn->point = point;

    /* B3 pays with the first `net` own stones in canonical order. */
    st = nexus_game_preview(&pv, game, turn->unblock, turn->n_unblock, point);
    if (st != NEXUS_OK)
        return st;
    turn->n_pay = 0;
    if (pv.audit == NEXUS_AUDIT_PAY) {
        turn->n_pay = (int)pv.net;
        for (i = 0; i < turn->n_pay; i++)
            turn->pay[i] = pv.payers[i];
    }
    return NEXUS_OK;
}

/* The simple bot as a built-in kind (nexus_bot_new_simple, and "simple"
 * by name), defined beside its bot as every kind is. */
static nexus_status make_simple(nexus_bot **out)
{
    nexus_bot_callbacks cb = NEXUS_BOT_CALLBACKS_INIT;
    cb.choose_turn = nxb_simple_choose;
    cb.name = "simple";
    return nxb_bot_create(out, &cb);
}

const nxb_kind nxb_kind_simple = {
    "simple",
    "the simple bot of the rules (B1-B4): completes a line, else blocks one, "
    "else plays nearest the centre",
    NULL, 0, make_simple, NULL};

nexus_status nexus_bot_new_simple(nexus_bot **out)
{
    nxb_values v;
    if (!out)
        return NEXUS_E_INVALID_ARG;
    nxb_default_values(&v, &nxb_kind_simple);
    return nxb_make_kind(out, &nxb_kind_simple, &v);
}
