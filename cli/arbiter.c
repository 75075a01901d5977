/* The arbiter of a game between two players: it asks them for draw
 * offers, answers and turns, and lets the library check and play every
 * one. A player whose bot call fails (an engine that crashed, fell silent,
 * sent garbage or an illegal turn) loses the game, the reason recorded,
 * and the game stops there; the caller's match goes on. */
#include "cli.h"

#include <string.h>

static nexus_color other(nexus_color c)
{
    return c == NEXUS_BLACK ? NEXUS_WHITE : NEXUS_BLACK;
}

/* `side` failed with `st`: it loses. */
static void forfeit(cli_game_result *out, nexus_color side,
                    const cli_player *p, nexus_status st)
{
    const char *why = cli_player_failure(p);
    out->forfeit = side;
    out->outcome = side == NEXUS_BLACK ? NEXUS_OUTCOME_WHITE_WINS
                                       : NEXUS_OUTCOME_BLACK_WINS;
    out->reason = NEXUS_REASON_NONE;
    if (why[0])
        snprintf(out->why, sizeof out->why, "%s", why);
    else
        snprintf(out->why, sizeof out->why, "illegal turn or error: %s (%s)",
                 nexus_status_message(st), nexus_status_name(st));
}

/* One turn of the side to move, with a possible draw offer first. Returns
 * the colour that failed, or NEXUS_EMPTY; *st is its error. */
static nexus_color one_turn(nexus_game *game, cli_player *side[3],
                            nexus_status *st)
{
    nexus_color me = NEXUS_BLACK;
    nexus_turn turn;
    int offer = 0, accept = 0;
    nexus_game_to_move(&me, game);
    *st = nexus_bot_offer_draw(&offer, side[me]->bot, game);
    if (*st != NEXUS_OK)
        return me;
    if (offer) {
        *st = nexus_game_offer_draw(game);
        if (*st == NEXUS_OK)
            *st = nexus_bot_answer_draw(&accept, side[other(me)]->bot, game);
        if (*st != NEXUS_OK)
            return other(me);
        *st = nexus_game_answer_draw(game, accept);
        if (*st != NEXUS_OK || accept)
            return *st != NEXUS_OK ? other(me) : NEXUS_EMPTY;
    }
    *st = nexus_bot_choose(&turn, side[me]->bot, game);
    if (*st == NEXUS_OK)
        *st = nexus_game_play(game, &turn);
    return *st != NEXUS_OK ? me : NEXUS_EMPTY;
}

int cli_arbitrate(cli_game_result *out, nexus_game *game, cli_player *black,
                  cli_player *white, size_t turn_limit)
{
    cli_player *side[3] = {NULL, black, white};
    const char *name = "";
    nexus_phase phase = NEXUS_PHASE_PLACE;
    memset(out, 0, sizeof *out);
    nexus_bot_name(&name, black->bot);
    nexus_game_set_label(game, NEXUS_BLACK, name);
    nexus_bot_name(&name, white->bot);
    nexus_game_set_label(game, NEXUS_WHITE, name);
    for (;;) {
        nexus_status st = NEXUS_OK;
        nexus_color failed;
        nexus_game_phase(&phase, game);
        nexus_game_turn_count(&out->turns, game);
        if (phase == NEXUS_PHASE_OVER)
            break;
        if (out->turns >= turn_limit) {
            out->unfinished = 1;
            return 1;
        }
        failed = one_turn(game, side, &st);
        if (failed != NEXUS_EMPTY) {
            forfeit(out, failed, side[failed], st);
            return 1;
        }
    }
    nexus_game_result(&out->outcome, &out->reason, game);
    return 1;
}
