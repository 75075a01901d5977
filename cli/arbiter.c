/* The arbiter of a game between two players. It asks them for draw
 * offers, answers and turns, lets the library check and play every one of
 * them, and keeps the clocks. A player loses the game when a call of its
 * bot fails, as when an engine crashed, fell silent, or sent garbage or an
 * illegal turn, or when its turn takes longer than it had. The reason is
 * recorded and the game stops there, but the caller's match goes on. */
#define _POSIX_C_SOURCE 200809L

#include "clock.h"
#include "cli.h"

#include <string.h>

/* The time that an engine's turn may take without a limit of its own. An
 * engine that is silent for a minute is not thinking. */
#define DEFAULT_TURN_MS 60000

typedef struct arbiter {
    cli_player *side[3];
    cli_time_control tc;
    long clock[3];      /* The ms left on each side's game clock. */
    cli_game_result *out;
    long over_ms;       /* After a timeout, the time the turn took. */
    long budget_ms;     /* After a timeout, the time it had. */
} arbiter;

static nexus_color other(nexus_color c)
{
    return c == NEXUS_BLACK ? NEXUS_WHITE : NEXUS_BLACK;
}

/* Records that `side` failed with `st` and so loses. */
static void forfeit(arbiter *a, nexus_color side, nexus_status st)
{
    cli_game_result *out = a->out;
    const char *why = cli_player_failure(a->side[side]);
    char raw[sizeof out->why];
    out->forfeit = side;
    out->outcome = side == NEXUS_BLACK ? NEXUS_OUTCOME_WHITE_WINS
                                       : NEXUS_OUTCOME_BLACK_WINS;
    out->reason = NEXUS_REASON_NONE;
    if (a->budget_ms)
        snprintf(raw, sizeof raw, "timeout: the turn took %ld ms of the "
                 "%ld ms it had", a->over_ms, a->budget_ms);
    else if (why[0])
        snprintf(raw, sizeof raw, "%s", why);
    else
        snprintf(raw, sizeof raw, "illegal turn or error: %s (%s)",
                 nexus_status_message(st), nexus_status_name(st));
    cli_clean(out->why, sizeof out->why, raw);
}

/* Returns the time that the side to move may take for this turn, or 0 for
 * no limit. */
static long budget(const arbiter *a, nexus_color me)
{
    long b = a->tc.turn_ms;
    if (a->tc.base_ms && (b == 0 || a->clock[me] < b))
        b = a->clock[me] > 0 ? a->clock[me] : 1;
    return b;
}

/* Charges the mover's time for the turn to its clock and its statistics,
 * and records a timeout when the turn took longer than it had. Returns 1,
 * or 0 on a timeout. */
static int charge(arbiter *a, nexus_color me, uint64_t used_us, long limit)
{
    cli_side_time *t = &a->out->time[me];
    long used_ms = (long)(used_us / 1000u);
    t->think_us += used_us;
    t->turns++;
    if (used_us > t->think_max_us)
        t->think_max_us = used_us;
    if (a->tc.base_ms)
        a->clock[me] -= used_ms;
    if (limit && used_ms > limit) {
        a->over_ms = used_ms;
        a->budget_ms = limit;
        return 0;
    }
    if (a->tc.base_ms)
        a->clock[me] += a->tc.inc_ms;
    return 1;
}

/* Lets the other side answer an offer of the mover, and sets *accept to
 * its answer. Returns the colour that failed, or NEXUS_EMPTY if none did. */
static nexus_color answer(arbiter *a, nexus_game *game, nexus_color me,
                          int *accept, nexus_status *st)
{
    *st = nexus_game_offer_draw(game);
    if (*st == NEXUS_OK)
        *st = nexus_bot_answer_draw(accept, a->side[other(me)]->bot, game);
    if (*st == NEXUS_OK)
        *st = nexus_game_answer_draw(game, *accept);
    return *st != NEXUS_OK ? other(me) : NEXUS_EMPTY;
}

/* Tells an engine its budget. A built-in bot's time is only measured. */
static void announce(arbiter *a, nexus_color me, long limit)
{
    cli_player *p = a->side[me];
    if (p->engine)
        cli_engine_budget(p->engine, limit ? limit : DEFAULT_TURN_MS, me,
                          a->tc.base_ms ? a->clock : NULL);
}

/* Returns the time that the mover took for its turn so far. An engine's
 * time is the round trips of its genturn requests since its budget was
 * announced, because the requests that tell it the game and the tool's own
 * work are not its thinking. A built-in bot's time is `before` plus the
 * wall clock since the `start` of its call. */
static uint64_t thought(const cli_player *p, uint64_t before, uint64_t start)
{
    return p->engine ? cli_engine_think_us(p->engine)
                     : before + (cli_now_us() - start);
}

/* Plays one turn of the side to move, after a possible draw offer. Returns
 * the colour that failed, with its error in *st, or NEXUS_EMPTY if none
 * did. */
static nexus_color one_turn(arbiter *a, nexus_game *game, nexus_status *st)
{
    nexus_color me = NEXUS_BLACK;
    nexus_turn turn;
    int offer = 0, accept = 0;
    uint64_t used, start;
    long limit;
    nexus_game_to_move(&me, game);
    limit = budget(a, me);
    announce(a, me, limit);
    start = cli_now_us();
    *st = nexus_bot_offer_draw(&offer, a->side[me]->bot, game);
    used = thought(a->side[me], 0, start);
    if (*st == NEXUS_OK && offer) {
        if (answer(a, game, me, &accept, st) != NEXUS_EMPTY)
            return other(me);
        if (accept)
            return charge(a, me, used, limit) ? NEXUS_EMPTY : me;
    }
    start = cli_now_us();
    if (*st == NEXUS_OK)
        *st = nexus_bot_choose(&turn, a->side[me]->bot, game);
    used = thought(a->side[me], used, start);
    if (*st == NEXUS_OK && !charge(a, me, used, limit))
        return me;
    if (*st == NEXUS_OK)
        *st = nexus_game_play(game, &turn);
    return *st != NEXUS_OK ? me : NEXUS_EMPTY;
}

static void take_pings(cli_game_result *out, cli_player *black,
                       cli_player *white)
{
    if (black->engine)
        cli_engine_pings(black->engine, &out->time[NEXUS_BLACK].ping_us,
                         &out->time[NEXUS_BLACK].pings);
    if (white->engine)
        cli_engine_pings(white->engine, &out->time[NEXUS_WHITE].ping_us,
                         &out->time[NEXUS_WHITE].pings);
}

int cli_arbitrate(cli_game_result *out, nexus_game *game, cli_player *black,
                  cli_player *white, size_t turn_limit,
                  const cli_time_control *tc)
{
    arbiter a;
    nexus_phase phase = NEXUS_PHASE_PLACE;
    memset(out, 0, sizeof *out);
    memset(&a, 0, sizeof a);
    a.side[NEXUS_BLACK] = black;
    a.side[NEXUS_WHITE] = white;
    a.out = out;
    if (tc)
        a.tc = *tc;
    a.clock[NEXUS_BLACK] = a.clock[NEXUS_WHITE] = a.tc.base_ms;
    for (;;) {
        nexus_status st = NEXUS_OK;
        nexus_color failed;
        nexus_game_phase(&phase, game);
        nexus_game_turn_count(&out->turns, game);
        if (phase == NEXUS_PHASE_OVER)
            break;
        if (out->turns >= turn_limit) {
            out->unfinished = 1;
            break;
        }
        failed = one_turn(&a, game, &st);
        if (failed != NEXUS_EMPTY) {
            forfeit(&a, failed, st);
            break;
        }
    }
    take_pings(out, black, white);
    if (out->forfeit == NEXUS_EMPTY && !out->unfinished)
        nexus_game_result(&out->outcome, &out->reason, game);
    return 1;
}
