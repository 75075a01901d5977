/* This file makes bot handles, checks the arguments of the public entry
 * points, and holds the helpers that the bots share. */
#include <stdlib.h>
#include <string.h>

#include "bot_internal.h"
#include "nx_versioned.h"

/* ------------------------------------------------------------------------ */
/* Helpers                                                                  */

int nxb_valid_name(const char *name)
{
    size_t i, len;
    if (!name)
        return 0;
    len = strlen(name);
    if (len < 1 || len > NEXUS_LABEL_MAX)
        return 0;
    for (i = 0; i < len; i++) {
        unsigned char c = (unsigned char)name[i];
        if (c <= ' ' || c > '~')
            return 0;
    }
    return 1;
}

int nxb_size(const nexus_game *game)
{
    nexus_options o;
    if (nexus_game_options(&o, game) != NEXUS_OK)
        return 0;
    return o.size;
}

nexus_status nxb_legal(int *points, int *count, const nexus_game *game,
                       const int *set, int n_set)
{
    size_t n = 0;
    nexus_status st;
    if (n_set > 0)
        st = nexus_game_legal_after_unblock(points, NEXUS_MAX_POINTS, &n,
                                            game, set, n_set);
    else
        st = nexus_game_legal_points(points, NEXUS_MAX_POINTS, &n, game);
    if (st != NEXUS_OK)
        return st;
    *count = (int)n;
    return NEXUS_OK;
}

nexus_status nxb_unblock_sets(int **sets, int *n_sets, int *k,
                              const nexus_game *game)
{
    size_t count = 0, got = 0;
    int size = 0;
    int *buf;
    nexus_status st;

    *sets = NULL;
    *n_sets = 0;
    *k = 0;
    st = nexus_game_unblock_size(&size, game);
    if (st != NEXUS_OK)
        return st;
    if (size <= 0)
        return NEXUS_OK;
    st = nexus_game_unblock_sets(NULL, 0, &count, game);
    if (st != NEXUS_OK && st != NEXUS_E_BUFFER_TOO_SMALL)
        return st;
    if (count == 0) {
        *k = size;
        return NEXUS_OK;
    }
    buf = malloc(count * sizeof *buf);
    if (!buf)
        return NEXUS_E_NOMEM;
    st = nexus_game_unblock_sets(buf, count, &got, game);
    if (st != NEXUS_OK || got != count) {
        free(buf);
        return st != NEXUS_OK ? st : NEXUS_E_INVALID_ARG;
    }
    *sets = buf;
    *n_sets = (int)(count / (size_t)size);
    *k = size;
    return NEXUS_OK;
}

static void sort_points(int *p, int n)
{
    int i, j;
    for (i = 1; i < n; i++) {
        int v = p[i];
        for (j = i; j > 0 && p[j - 1] > v; j--)
            p[j] = p[j - 1];
        p[j] = v;
    }
}

/* Returns the status of a callback as the library reports it. Anything
 * but NEXUS_OK is an error, and a value that is not a negative status
 * becomes NEXUS_E_INVALID_ARG. */
static nexus_status callback_status(nexus_status st)
{
    return (int)st > 0 ? NEXUS_E_INVALID_ARG : st;
}

nexus_status nxb_check_playing(const nexus_game *game)
{
    nexus_phase phase;
    int pending = 0;
    nexus_status st = nexus_game_phase(&phase, game);
    if (st != NEXUS_OK)
        return st;
    if (phase == NEXUS_PHASE_OVER)
        return NEXUS_E_GAME_OVER;
    st = nexus_game_draw_pending(&pending, game);
    if (st != NEXUS_OK)
        return st;
    return pending ? NEXUS_E_DRAW_PENDING : NEXUS_OK;
}

/* ------------------------------------------------------------------------ */
/* Creation                                                                 */

nexus_status nxb_bot_create(nexus_bot **out, const nexus_bot_callbacks *cb)
{
    const char *name = cb->name ? cb->name : "custom";
    nexus_bot *bot;
    if (!nxb_valid_name(name))
        return NEXUS_E_INVALID_ARG;
    bot = calloc(1, sizeof *bot);
    if (!bot)
        return NEXUS_E_NOMEM;
    bot->cb = *cb;
    nxb_control_init(&bot->ctl);
    memcpy(bot->name, name, strlen(name) + 1);
    bot->cb.name = bot->name;
    *out = bot;
    return NEXUS_OK;
}

nexus_status nexus_bot_callbacks_init(nexus_bot_callbacks *cb,
                                      unsigned int version)
{
    static const nexus_bot_callbacks defaults = NEXUS_BOT_CALLBACKS_INIT;
    return NX_VERSIONED_INIT(cb, version, NEXUS_BOT_CALLBACKS_VERSION,
                             defaults);
}

nexus_status nexus_bot_new_custom(nexus_bot **out,
                                  const nexus_bot_callbacks *cb)
{
    if (!out || !cb)
        return NEXUS_E_INVALID_ARG;
    if (cb->version != NEXUS_BOT_CALLBACKS_VERSION)
        return NEXUS_E_VERSION;
    if (!cb->choose_turn)
        return NEXUS_E_INVALID_ARG;
    return nxb_bot_create(out, cb);
}

void nexus_bot_free(nexus_bot *bot)
{
    if (!bot)
        return;
    if (bot->cb.release)
        bot->cb.release(bot->cb.user);
    free(bot);
}

/* ------------------------------------------------------------------------ */
/* Using a bot                                                              */

/* Fills the last report of a choice for a bot whose strategy made none,
 * because it does not search. The report holds the turn and no
 * estimate. */
static void final_report(nexus_bot *bot, const nexus_turn *turn)
{
    nexus_bot_progress p;
    memset(&p, 0, sizeof p);
    p.final = 1;
    p.win = -1.0;
    p.pv = turn;
    p.pv_length = 1;
    nxb_progress_send(&bot->ctl, &p);
}

nexus_status nexus_bot_choose(nexus_turn *out, nexus_bot *bot,
                              const nexus_game *game)
{
    nexus_turn turn;
    nexus_status st;
    if (!out || !bot || !game)
        return NEXUS_E_INVALID_ARG;
    st = nxb_check_playing(game);
    if (st != NEXUS_OK)
        return st;
    memset(&turn, 0, sizeof turn);
    nxb_control_begin(&bot->ctl);
    st = callback_status(bot->cb.choose_turn(bot->cb.user, game, &turn));
    if (st == NEXUS_OK)
        st = nexus_game_check_turn(game, &turn);
    if (st == NEXUS_OK) {
        sort_points(turn.unblock, turn.n_unblock);
        sort_points(turn.pay, turn.n_pay);
        final_report(bot, &turn);
        *out = turn;
    }
    nxb_control_end(&bot->ctl);
    return st;
}

/* Asks the bot whether to offer a draw or, when `answering`, whether to
 * accept the offer pending, and writes its answer, 0 or 1, to `*yes`. A
 * bot without the callback says no. An offer needs a game that is going
 * on with no offer pending; an answer needs one with an offer pending.
 * Returns the error of the check or of the bot, and then writes nothing. */
static nexus_status ask_draw(int *yes, nexus_bot *bot, const nexus_game *game,
                             int answering)
{
    nexus_status (*question)(void *, const nexus_game *, int *);
    nexus_status st;
    int v = 0;
    if (!yes || !bot || !game)
        return NEXUS_E_INVALID_ARG;
    st = nxb_check_playing(game);
    if (answering && st != NEXUS_E_DRAW_PENDING)
        return st == NEXUS_OK ? NEXUS_E_NO_DRAW_OFFER : st;
    if (!answering && st != NEXUS_OK)
        return st;
    question = answering ? bot->cb.answer_draw : bot->cb.offer_draw;
    if (question) {
        st = callback_status(question(bot->cb.user, game, &v));
        if (st != NEXUS_OK)
            return st;
    }
    *yes = v != 0;
    return NEXUS_OK;
}

nexus_status nexus_bot_offer_draw(int *offer, nexus_bot *bot,
                                  const nexus_game *game)
{
    return ask_draw(offer, bot, game, 0);
}

nexus_status nexus_bot_answer_draw(int *accept, nexus_bot *bot,
                                   const nexus_game *game)
{
    return ask_draw(accept, bot, game, 1);
}

nexus_status nexus_bot_seed(nexus_bot *bot, uint64_t seed)
{
    if (!bot)
        return NEXUS_E_INVALID_ARG;
    if (!bot->cb.seed)
        return NEXUS_OK;
    return callback_status(bot->cb.seed(bot->cb.user, seed));
}

nexus_status nexus_bot_name(const char **out, const nexus_bot *bot)
{
    if (!out || !bot)
        return NEXUS_E_INVALID_ARG;
    *out = bot->name;
    return NEXUS_OK;
}
