/* The random bot plays a uniformly random full legal turn. */
#include <stdlib.h>

#include "bot_internal.h"

static nexus_status random_seed(void *user, uint64_t seed)
{
    nexus_bot *bot = user;
    nxb_rng_seed(&bot->rng, seed);
    return NEXUS_OK;
}

nexus_status nxb_random_turn(nexus_turn *turn, const nexus_game *game,
                            nxb_rng *rng)
{
    int legal[NEXUS_MAX_POINTS];
    int *sets = NULL, n_sets = 0, k = 0, count = 0, i;
    nexus_preview pv;
    nexus_status st;

    st = nxb_unblock_sets(&sets, &n_sets, &k, game);
    if (st != NEXUS_OK)
        return st;
    if (k > 0 && n_sets == 0)
        return NEXUS_E_GAME_OVER;
    turn->n_unblock = 0;
    if (n_sets > 0) {
        int s = (int)nxb_rng_below(rng, (uint64_t)n_sets);
        turn->n_unblock = k;
        for (i = 0; i < k; i++)
            turn->unblock[i] = sets[s * k + i];
    }
    free(sets);

    st = nxb_legal(legal, &count, game, turn->unblock, turn->n_unblock);
    if (st != NEXUS_OK)
        return st;
    if (count == 0)
        return NEXUS_E_GAME_OVER;
    turn->point = legal[nxb_rng_below(rng, (uint64_t)count)];

    st = nexus_game_preview(&pv, game, turn->unblock, turn->n_unblock,
                            turn->point);
    if (st != NEXUS_OK)
        return st;
    turn->n_pay = 0;
    if (pv.audit == NEXUS_AUDIT_PAY) {
        /* A partial Fisher-Yates shuffle draws a uniform subset of `net`
         * payers. */
        int net = (int)pv.net;
        for (i = 0; i < net; i++) {
            int j = i + (int)nxb_rng_below(rng,
                                           (uint64_t)(pv.n_payers - i));
            int t = pv.payers[i];
            pv.payers[i] = pv.payers[j];
            pv.payers[j] = t;
            turn->pay[i] = pv.payers[i];
        }
        turn->n_pay = net;
    }
    return NEXUS_OK;
}

static nexus_status random_choose(void *user, const nexus_game *game,
                                  nexus_turn *turn)
{
    nexus_bot *bot = user;
    return nxb_random_turn(turn, game, &bot->rng);
}

static nexus_status make_random(nexus_bot **out)
{
    nexus_bot_callbacks cb = NEXUS_BOT_CALLBACKS_INIT;
    nexus_bot *bot = NULL;
    nexus_status st;
    cb.choose_turn = random_choose;
    cb.seed = random_seed;
    cb.name = "random";
    st = nxb_bot_create(&bot, &cb);
    if (st != NEXUS_OK)
        return st;
    bot->cb.user = bot;
    nxb_rng_seed(&bot->rng, 0);
    *out = bot;
    return NEXUS_OK;
}

const nxb_kind nxb_kind_random = {
    "random",
    "uniformly random legal turns: unblocking set, point and payment",
    NULL, 0, make_random, NULL};

nexus_status nexus_bot_new_random(nexus_bot **out, uint64_t seed)
{
    nexus_bot *bot = NULL;
    nxb_values v;
    nexus_status st;
    if (!out)
        return NEXUS_E_INVALID_ARG;
    nxb_default_values(&v, &nxb_kind_random);
    if ((st = nxb_make_kind(&bot, &nxb_kind_random, &v)) != NEXUS_OK)
        return st;
    nxb_rng_seed(&bot->rng, seed);
    *out = bot;
    return NEXUS_OK;
}
