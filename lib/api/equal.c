/* This file compares two games. Two games are equal when they have the same
 * options, labels, draw state, history and outcome. The cache is not part
 * of a game's value, so it is not compared. */
#include <string.h>

#include "game.h"

static int entries_equal(const nx_entry *a, const nx_entry *b)
{
    return nx_bb_eq(a->stones[0], b->stones[0]) &&
           nx_bb_eq(a->stones[1], b->stones[1]) && a->hash == b->hash &&
           a->quiet == b->quiet && a->most == b->most &&
           a->captured == b->captured && a->k == b->k &&
           a->point == b->point && a->flags == b->flags &&
           a->count == b->count;
}

static int extras_equal(const nx_extra *a, const nx_extra *b)
{
    return a->turn == b->turn && nx_bb_eq(a->unblock, b->unblock) &&
           nx_bb_eq(a->pay, b->pay) && a->declines == b->declines &&
           a->debt[0] == b->debt[0] && a->debt[1] == b->debt[1];
}

static int histories_equal(const nx_history *a, const nx_history *b)
{
    size_t i;
    if (a->len != b->len || a->n_extras != b->n_extras)
        return 0;
    for (i = 0; i < a->len; i++)
        if (!entries_equal(&a->entries[i], &b->entries[i]))
            return 0;
    for (i = 0; i < a->n_extras; i++)
        if (!extras_equal(&a->extras[i], &b->extras[i]))
            return 0;
    return 1;
}

static int engines_equal(const nx_engine *a, const nx_engine *b)
{
    return a->geom.n == b->geom.n && a->capture_debt == b->capture_debt &&
           a->unblock_debt == b->unblock_debt &&
           a->cur.debt[0] == b->cur.debt[0] &&
           a->cur.debt[1] == b->cur.debt[1] &&
           a->cur.board_hash == b->cur.board_hash &&
           a->cur.color == b->cur.color &&
           a->outcome == b->outcome && a->reason == b->reason &&
           a->start_debt[0] == b->start_debt[0] &&
           a->start_debt[1] == b->start_debt[1] &&
           a->start_to_move == b->start_to_move &&
           a->cur.count == b->cur.count && a->cur.most == b->cur.most &&
           histories_equal(&a->hist, &b->hist);
}

nexus_status nexus_game_equal(int *equal, const nexus_game *a,
                              const nexus_game *b)
{
    if (!equal || !a || !b)
        return NEXUS_E_INVALID_ARG;
    *equal = a->pending_declines == b->pending_declines &&
             a->offer_pending == b->offer_pending && a->agreed == b->agreed &&
             a->custom_start == b->custom_start &&
             strcmp(a->label[0], b->label[0]) == 0 &&
             strcmp(a->label[1], b->label[1]) == 0 &&
             engines_equal(&a->e, &b->e);
    return NEXUS_OK;
}
