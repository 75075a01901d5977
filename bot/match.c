/* This file runs matches between bots. Every game has a turn limit
 * (R22). */
#include <string.h>

#include "bot_internal.h"
#include "series.h"
#include "nx_versioned.h"

nexus_status nexus_match_options_init(nexus_match_options *opts,
                                      unsigned int version)
{
    static const nexus_match_options defaults = NEXUS_MATCH_OPTIONS_INIT;
    return NX_VERSIONED_INIT(opts, version, NEXUS_MATCH_OPTIONS_VERSION,
                             defaults);
}

/* Returns the options to use: the defaults for NULL, and otherwise the
 * given options once they are checked. */
static nexus_status resolve_options(nexus_match_options *out,
                                    const nexus_match_options *opts)
{
    if (!opts)
        return nexus_match_options_init(out, NEXUS_MATCH_OPTIONS_VERSION);
    if (opts->version != NEXUS_MATCH_OPTIONS_VERSION)
        return NEXUS_E_VERSION;
    *out = *opts;
    return NEXUS_OK;
}

/* Plays one turn of the side to move: a draw offer if its bot makes one,
 * and then its turn. */
static nexus_status play_turn(nexus_game *game, nexus_bot *mover,
                              nexus_bot *other)
{
    nexus_turn turn;
    int offer = 0, accept = 0;
    nexus_status st = nexus_bot_offer_draw(&offer, mover, game);
    if (st != NEXUS_OK)
        return st;
    if (offer) {
        st = nexus_game_offer_draw(game);
        if (st == NEXUS_OK)
            st = nexus_bot_answer_draw(&accept, other, game);
        if (st == NEXUS_OK)
            st = nexus_game_answer_draw(game, accept);
        if (st != NEXUS_OK || accept)
            return st;
    }
    st = nexus_bot_choose(&turn, mover, game);
    if (st != NEXUS_OK)
        return st;
    return nexus_game_play(game, &turn);
}

static nexus_status run_game(nexus_game **game_out, size_t *turns,
                             int *unfinished, nexus_bot *black,
                             nexus_bot *white,
                             const nexus_match_options *opts)
{
    nexus_game *game = NULL;
    nexus_status st;
    size_t played = 0;

    *unfinished = 0;
    st = nexus_game_new(&game, &opts->game);
    if (st != NEXUS_OK)
        return st;
    st = nexus_game_set_label(game, NEXUS_BLACK, black->name);
    if (st == NEXUS_OK)
        st = nexus_game_set_label(game, NEXUS_WHITE, white->name);
    if (st == NEXUS_OK)
        st = nexus_bot_seed(black, nxb_game_bot_seed(opts->seed, NEXUS_BLACK));
    if (st == NEXUS_OK)
        st = nexus_bot_seed(white, nxb_game_bot_seed(opts->seed, NEXUS_WHITE));

    while (st == NEXUS_OK) {
        nexus_phase phase;
        nexus_color side;
        st = nexus_game_phase(&phase, game);
        if (st != NEXUS_OK || phase == NEXUS_PHASE_OVER)
            break;
        if (played >= opts->turn_limit) {
            *unfinished = 1;
            break;
        }
        st = nexus_game_to_move(&side, game);
        if (st != NEXUS_OK)
            break;
        st = side == NEXUS_BLACK ? play_turn(game, black, white)
                                 : play_turn(game, white, black);
        if (st == NEXUS_OK)
            st = nexus_game_turn_count(&played, game);
    }
    if (st != NEXUS_OK) {
        nexus_game_free(game);
        return st;
    }
    *turns = played;
    *game_out = game;
    return NEXUS_OK;
}

nexus_status nexus_match_play(nexus_match_result *out, nexus_game **game_out,
                              nexus_bot *black, nexus_bot *white,
                              const nexus_match_options *opts)
{
    nexus_match_options o;
    nexus_match_result r;
    nexus_game *game = NULL;
    nexus_status st;

    if (!out || !black || !white)
        return NEXUS_E_INVALID_ARG;
    if ((st = resolve_options(&o, opts)) != NEXUS_OK)
        return st;
    memset(&r, 0, sizeof r);
    st = run_game(&game, &r.turns, &r.unfinished, black, white, &o);
    if (st != NEXUS_OK)
        return st;
    st = nexus_game_result(&r.outcome, &r.reason, game);
    if (st != NEXUS_OK) {
        nexus_game_free(game);
        return st;
    }
    *out = r;
    if (game_out)
        *game_out = game;
    else
        nexus_game_free(game);
    return NEXUS_OK;
}

nexus_status nexus_match_series(nexus_series_result *out, nexus_bot *a,
                                nexus_bot *b, const nexus_match_options *opts,
                                unsigned int games)
{
    nexus_match_options o, game_opts;
    nexus_series_result tally;
    nexus_status st;
    unsigned int i;

    if (!out || !a || !b)
        return NEXUS_E_INVALID_ARG;
    if ((st = resolve_options(&o, opts)) != NEXUS_OK)
        return st;
    memset(&tally, 0, sizeof tally);
    for (i = 0; i < games; i++) {
        nexus_match_result r;
        int a_black = i % 2 == 0;
        game_opts = o;
        game_opts.seed = nxb_series_game_seed(o.seed, i);
        st = a_black ? nexus_match_play(&r, NULL, a, b, &game_opts)
                     : nexus_match_play(&r, NULL, b, a, &game_opts);
        if (st != NEXUS_OK)
            return st;
        tally.games++;
        if (r.unfinished)
            tally.unfinished++;
        else if (r.outcome == NEXUS_OUTCOME_DRAW)
            tally.draws++;
        else if (r.outcome == NEXUS_OUTCOME_BLACK_WINS)
            *(a_black ? &tally.a_wins : &tally.b_wins) += 1;
        else if (r.outcome == NEXUS_OUTCOME_WHITE_WINS)
            *(a_black ? &tally.b_wins : &tally.a_wins) += 1;
        else
            tally.no_winner++;
    }
    *out = tally;
    return NEXUS_OK;
}
