/* An external engine as a nexus_bot. The bot callbacks speak the engine
 * protocol (docs/protocol.md) through engine_io. The engine is told the
 * game with new, start and play before every question. The library is the
 * arbiter and checks whatever the engine answers: nexus_bot_choose()
 * refuses an illegal turn. A reply that is no answer at all is a failure,
 * which is recorded in words: a crash, a timeout, garbage, a huge output
 * or a protocol error. */
#define _POSIX_C_SOURCE 200809L

#include "clock.h"
#include "cli.h"
#include "engine_io.h"

#include <stdlib.h>
#include <string.h>

/* The time that a request other than genturn gets. An engine that cannot
 * say its name in ten seconds is not working. */
#define CONTROL_MS 10000
/* Without a time control, a turn may take this long. */
#define DEFAULT_TURN_MS 60000

struct cli_engine {
    engine_io io;
    char name[NEXUS_LABEL_MAX + 1];
    int minor;          /* The engine speaks protocol 1.minor. */
    long budget_ms;     /* The time of the next turn. */
    long clock[3];      /* The clocks to tell it, by colour. */
    int has_clock;
    uint64_t ping_us;   /* The round trips of requests that are not
                           turns. */
    unsigned pings;
    uint64_t think_us;  /* The round trips of genturn since the budget. */
    nexus_game *mirror; /* The game as the engine was told it. */
    int offered;        /* The engine offered a draw this turn. */
    int has_pending;    /* It gave a turn with its answer to offer_draw. */
    int seed_set;       /* The user set the engine's option `seed`. */
    nexus_turn pending;
};

const char *cli_engine_failure(const cli_engine *e)
{
    return e->io.failure;
}

/* Records a breach of the protocol, quoting the reply. Returns
 * NEXUS_E_PARSE. */
static nexus_status failed(cli_engine *e, const char *what, const char *text)
{
    engine_io_fail(&e->io, "protocol error: %s ('%.80s')", what, text);
    return NEXUS_E_PARSE;
}

/* Sends a request that is not a turn and counts its round trip as a ping.
 * Returns what engine_io_request returns. */
static engine_answer ping(cli_engine *e, const char *request, char *text,
                          size_t cap)
{
    uint64_t start = cli_now_us();
    engine_answer r = engine_io_request(&e->io, request, text, cap,
                                        CONTROL_MS);
    if (r != ENGINE_FAILED) { /* A request never answered has no latency. */
        e->ping_us += cli_now_us() - start;
        e->pings++;
    }
    return r;
}

uint64_t cli_engine_think_us(const cli_engine *e)
{
    return e->think_us;
}

void cli_engine_pings(const cli_engine *e, uint64_t *us, unsigned *n)
{
    *us = e->ping_us;
    *n = e->pings;
}

void cli_engine_budget(cli_engine *e, long budget_ms, nexus_color me,
                       const long *clock)
{
    e->budget_ms = budget_ms;
    e->think_us = 0;
    e->has_clock = clock != NULL;
    if (clock) {
        e->clock[NEXUS_BLACK] = clock[NEXUS_BLACK];
        e->clock[NEXUS_WHITE] = clock[NEXUS_WHITE];
    }
    (void)me;
}

/* Sends a control request that must succeed. Returns NEXUS_OK if the
 * engine answered '=', and NEXUS_E_PARSE after a failure or a refusal,
 * which e->io records. */
static nexus_status control(cli_engine *e, const char *request)
{
    char text[ENGINE_REPLY_CAP];
    engine_answer r = ping(e, request, text, sizeof text);
    if (r == ENGINE_FAILED)
        return NEXUS_E_PARSE;
    if (r == ENGINE_REFUSED)
        return failed(e, request, text);
    return NEXUS_OK;
}

static void reset_game(cli_engine *e)
{
    nexus_game_free(e->mirror);
    e->mirror = NULL;
    e->offered = e->has_pending = 0;
}

/* Starts a new game. An engine of protocol 1.1 is given the game's seed
 * as its option `seed`, unless the user set that option. It gets the low
 * 32 bits, the range that nexus engine declares. An engine without the
 * option refuses it and seeds itself. A failure to talk is kept in e->io
 * and ends the game at its first request. Returns NEXUS_OK. */
static nexus_status cb_seed(void *user, uint64_t seed)
{
    cli_engine *e = user;
    char request[64], text[ENGINE_REPLY_CAP];
    reset_game(e);
    if (e->minor >= 1 && !e->seed_set && !e->io.failure[0]) {
        snprintf(request, sizeof request, "set_option seed %llu",
                 (unsigned long long)(seed & 0xffffffffu));
        ping(e, request, text, sizeof text);
    }
    return NEXUS_OK;
}

static void cb_release(void *user)
{
    cli_engine *e = user;
    engine_io_stop(&e->io);
    nexus_game_free(e->mirror);
    free(e);
}

/* Returns 1 if the engine's game is `game` so far, and 0 otherwise. The
 * two games must have the same rules and the same start, and the turns of
 * the mirror must be the first turns of `game`. */
static int is_prefix(const nexus_game *mirror, const nexus_game *game)
{
    nexus_options a, b;
    nexus_position pa, pb;
    int ca = 0, cb = 0;
    size_t m = 0, g = 0, i;
    if (nexus_game_options(&a, mirror) || nexus_game_options(&b, game) ||
        a.size != b.size || a.capture_debt != b.capture_debt ||
        a.unblock_debt != b.unblock_debt)
        return 0;
    nexus_game_start_position(&pa, &ca, mirror);
    nexus_game_start_position(&pb, &cb, game);
    if (ca != cb || (ca && memcmp(&pa, &pb, sizeof pa) != 0))
        return 0;
    nexus_game_turn_count(&m, mirror);
    nexus_game_turn_count(&g, game);
    for (i = 0; i < m && m <= g; i++) {
        nexus_turn x, y;
        nexus_game_turn_at(&x, mirror, i);
        nexus_game_turn_at(&y, game, i);
        if (x.point != y.point || x.n_unblock != y.n_unblock ||
            x.n_pay != y.n_pay ||
            memcmp(x.unblock, y.unblock, sizeof x.unblock[0] * x.n_unblock) ||
            memcmp(x.pay, y.pay, sizeof x.pay[0] * x.n_pay))
            return 0;
    }
    return m <= g;
}

/* Writes into `out` the record's `start` line of a game from a set-up
 * position, as the library writes it, or "" if the game starts from the
 * empty board. Returns NEXUS_OK, or NEXUS_E_NOMEM when the record cannot
 * be written. */
static nexus_status start_line(char *out, size_t cap, const nexus_game *game)
{
    char *text, *p;
    size_t len;
    out[0] = '\0';
    if (!cli_record_text(&text, &len, game, NULL))
        return NEXUS_E_NOMEM;
    p = strstr(text, "\nstart ");
    if (p) {
        char *end = strchr(p + 1, '\n');
        if (end)
            *end = '\0';
        snprintf(out, cap, "%s", p + 1);
    }
    free(text);
    return NEXUS_OK;
}

/* Tells the engine the start of `game` with new and start, and makes the
 * mirror. Returns NEXUS_OK, NEXUS_E_PARSE after a failure to talk or a
 * refusal, which e->io records, or NEXUS_E_NOMEM. */
static nexus_status send_start(cli_engine *e, const nexus_game *game)
{
    nexus_options o;
    nexus_position pos;
    int custom = 0;
    char line[512];
    nexus_status st = nexus_game_options(&o, game);
    if (st == NEXUS_OK)
        st = nexus_game_start_position(&pos, &custom, game);
    if (st != NEXUS_OK)
        return st;
    memset(&o.allocator, 0, sizeof o.allocator);
    reset_game(e);
    snprintf(line, sizeof line, "new %d %d %d", o.size, o.capture_debt,
             o.unblock_debt);
    st = control(e, line);
    if (st == NEXUS_OK && custom)
        st = start_line(line, sizeof line, game);
    if (st == NEXUS_OK && custom)
        st = control(e, line);
    if (st == NEXUS_OK)
        st = custom ? nexus_game_new_from_position(&e->mirror, &o, &pos)
                    : nexus_game_new(&e->mirror, &o);
    return st;
}

/* Tells the engine, with `play`, each turn of `game` that it has not been
 * told. It starts the game again when the mirror is not a prefix of
 * `game`. Returns NEXUS_OK, NEXUS_E_PARSE after a failure to talk or a
 * refusal, which e->io records, or NEXUS_E_NOMEM. */
static nexus_status sync(cli_engine *e, const nexus_game *game)
{
    size_t m = 0, g = 0;
    nexus_status st = NEXUS_OK;
    if (!e->mirror || !is_prefix(e->mirror, game))
        st = send_start(e, game);
    if (st == NEXUS_OK)
        st = nexus_game_turn_count(&m, e->mirror);
    if (st == NEXUS_OK)
        st = nexus_game_turn_count(&g, game);
    for (; st == NEXUS_OK && m < g; m++) {
        char line[1024];
        size_t count = 0;
        nexus_turn t;
        nexus_color who = NEXUS_BLACK;
        nexus_game_to_move(&who, e->mirror);
        st = nexus_game_turn_at(&t, game, m);
        if (st == NEXUS_OK)
            st = nexus_turn_format(line + 5, sizeof line - 5, &count,
                                   cli_size(game), who, &t);
        /* The line "turn B ..." becomes "play B ...". */
        if (st == NEXUS_OK) {
            memcpy(line, "play ", 5);
            memmove(line + 5, line + 10, strlen(line + 10) + 1);
            st = control(e, line);
        }
        if (st == NEXUS_OK)
            st = nexus_game_play(e->mirror, &t);
    }
    return st;
}

/* Tells the engine both clocks (time_left), the mover's first. Returns
 * NEXUS_OK, or NEXUS_E_PARSE after a failure or a refusal, which e->io
 * records. */
static nexus_status tell_clocks(cli_engine *e, nexus_color me)
{
    nexus_color c[2];
    nexus_status st = NEXUS_OK;
    int i;
    c[0] = me;
    c[1] = me == NEXUS_BLACK ? NEXUS_WHITE : NEXUS_BLACK;
    for (i = 0; i < 2 && st == NEXUS_OK && e->has_clock; i++) {
        char line[64];
        snprintf(line, sizeof line, "time_left %c %ld",
                 c[i] == NEXUS_BLACK ? 'B' : 'W',
                 e->clock[c[i]] > 0 ? e->clock[c[i]] : 0);
        st = control(e, line);
    }
    return st;
}

/* Reads the engine's turn from a reply to genturn and plays it on the
 * mirror. When the engine offers a draw instead, *offer is set. An engine
 * may offer a draw once a turn. Returns NEXUS_OK, NEXUS_E_PARSE for a
 * malformed reply or a second offer, or the error of the mirror for an
 * illegal turn; e->io records each failure. */
static nexus_status take_reply(cli_engine *e, const char *text,
                               nexus_color me, nexus_turn *turn, int *offer)
{
    const char *why = "";
    nexus_status st;
    engine_genturn kind =
        engine_reply_turn(text, cli_size(e->mirror), me, turn, &why);
    if (kind == ENGINE_GENTURN_OFFER) {
        if (!offer || e->offered)
            return failed(e, "a second draw offer in one turn", text);
        e->offered = *offer = 1;
        return nexus_game_offer_draw(e->mirror);
    }
    if (kind == ENGINE_GENTURN_BAD)
        return failed(e, why, text);
    st = nexus_game_play(e->mirror, turn);
    if (st != NEXUS_OK)
        engine_io_fail(&e->io, "illegal turn '%.80s': %s (%s)", text,
                       nexus_status_message(st), nexus_status_name(st));
    e->offered = 0;
    return st;
}

/* Tells the engine the game, then asks it for a turn with genturn. When
 * `offer` is given, the engine may offer a draw instead. Returns NEXUS_OK,
 * or the first error of sync(), tell_clocks(), the request and
 * take_reply(). */
static nexus_status genturn(cli_engine *e, const nexus_game *game,
                            nexus_turn *turn, int *offer)
{
    char request[16], text[ENGINE_REPLY_CAP];
    nexus_color me = NEXUS_BLACK;
    uint64_t start;
    engine_answer r;
    nexus_status st = sync(e, game);
    if (st == NEXUS_OK)
        st = nexus_game_to_move(&me, game);
    if (st == NEXUS_OK)
        st = tell_clocks(e, me);
    if (st != NEXUS_OK)
        return st;
    snprintf(request, sizeof request, "genturn %c",
             me == NEXUS_BLACK ? 'B' : 'W');
    start = cli_now_us();
    /* The turn is bounded by what is left on the game clock, not by
     * --time. */
    e->io.on_clock = e->has_clock &&
                     e->budget_ms <= (e->clock[me] > 1 ? e->clock[me] : 1);
    r = engine_io_request(&e->io, request, text, sizeof text, e->budget_ms);
    e->io.on_clock = 0;
    e->think_us += cli_now_us() - start;
    if (r == ENGINE_FAILED)
        return NEXUS_E_PARSE;
    if (r == ENGINE_REFUSED)
        return failed(e, "genturn refused", text);
    return take_reply(e, text, me, turn, offer);
}

static nexus_status cb_offer_draw(void *user, const nexus_game *game,
                                  int *offer)
{
    cli_engine *e = user;
    nexus_status st;
    *offer = 0;
    /* An engine that offered already this turn is not asked again. */
    if (e->offered)
        return NEXUS_OK;
    st = genturn(e, game, &e->pending, offer);
    e->has_pending = st == NEXUS_OK && !*offer;
    return st;
}

static nexus_status cb_choose(void *user, const nexus_game *game,
                              nexus_turn *turn)
{
    cli_engine *e = user;
    nexus_status st;
    if (e->has_pending) {
        e->has_pending = 0;
        *turn = e->pending;
        return NEXUS_OK;
    }
    /* The engine's offer was declined, or was not asked for. */
    if (e->offered) {
        st = control(e, "answer decline");
        if (st == NEXUS_OK)
            st = nexus_game_answer_draw(e->mirror, 0);
        if (st != NEXUS_OK)
            return st;
    }
    return genturn(e, game, turn, NULL);
}

static nexus_status cb_answer_draw(void *user, const nexus_game *game,
                                   int *accept)
{
    cli_engine *e = user;
    char text[ENGINE_REPLY_CAP];
    engine_answer r;
    nexus_status st = sync(e, game);
    if (st != NEXUS_OK)
        return st;
    r = ping(e, "offer", text, sizeof text);
    if (r == ENGINE_FAILED)
        return NEXUS_E_PARSE;
    if (r == ENGINE_REFUSED || !engine_reply_answer(text, accept))
        return failed(e, "offer needs accept or decline", text);
    st = nexus_game_offer_draw(e->mirror);
    if (st == NEXUS_OK)
        st = nexus_game_answer_draw(e->mirror, *accept);
    return st;
}

/* Sets the engine's name as a player label (engine_reply_name). */
static void set_name(cli_engine *e, const char *text)
{
    engine_reply_name(e->name, sizeof e->name, text);
    engine_io_set_label(&e->io, e->name);
}

/* Asks for protocol_version, which must be 1 or 1.x, and for name, which
 * gives the label. */
static void handshake(cli_engine *e, const char *command)
{
    char text[ENGINE_REPLY_CAP], shown[64];
    /* The first request's round trip holds the engine's start-up, so it
     * is not counted in the latency, which is the mean round trip of the
     * requests that are not turns. */
    int major = 0;
    engine_answer r = engine_io_request(&e->io, "protocol_version", text,
                                        sizeof text, CONTROL_MS);
    if (r == ENGINE_ANSWERED &&
        (!engine_reply_version(text, &major, &e->minor) ||
         major != CLI_PROTOCOL_MAJOR))
        engine_io_fail(&e->io, "protocol version '%.20s', not %d or %d.x",
                       text, CLI_PROTOCOL_MAJOR, CLI_PROTOCOL_MAJOR);
    else if (r == ENGINE_REFUSED)
        failed(e, "protocol_version refused", text);
    if (r == ENGINE_ANSWERED && !e->io.failure[0])
        r = ping(e, "name", text, sizeof text);
    /* A failure is reported once, by the caller: play, match or the
     * game's forfeit. A refused name only costs the label. */
    if (r == ENGINE_ANSWERED && !e->io.failure[0])
        set_name(e, text);
    else if (!e->io.failure[0])
        cli_error("engine '%s': name refused",
                  cli_clean(shown, sizeof shown, command));
}

const char *cli_engine_name(const cli_engine *e)
{
    return e->name;
}

int cli_engine_set_option(cli_engine *e, const char *name, const char *value)
{
    char request[ENGINE_REPLY_CAP], text[ENGINE_REPLY_CAP], why[160];
    engine_answer r;
    if (e->io.failure[0]) {
        cli_error("engine %s: %s", e->name, e->io.failure);
        return 0;
    }
    if (e->minor < 1) {
        cli_error("engine %s speaks protocol 1.0, which has no options "
                  "(set_option is 1.1)", e->name);
        return 0;
    }
    snprintf(request, sizeof request, "set_option %.64s %.1000s", name, value);
    r = ping(e, request, text, sizeof text);
    e->seed_set |= r == ENGINE_ANSWERED && strcmp(name, "seed") == 0;
    if (r != ENGINE_ANSWERED)
        cli_error("engine %s: option %s=%s: %s", e->name, name, value,
                  r == ENGINE_FAILED ? e->io.failure
                                     : cli_clean(why, sizeof why, text));
    return r == ENGINE_ANSWERED;
}

int cli_engine_player(cli_player *out, const char *command,
                      const cli_time_control *time)
{
    nexus_bot_callbacks cb = NEXUS_BOT_CALLBACKS_INIT;
    cli_engine *e = calloc(1, sizeof *e);
    nexus_status st;
    if (!e)
        return 0;
    e->budget_ms = time && time->turn_ms ? time->turn_ms : DEFAULT_TURN_MS;
    reset_game(e);
    set_name(e, "engine");
    /* An engine that fails here still plays: it loses its first game with
     * the failure as the reason, like any other failure. */
    if (engine_io_start(&e->io, command))
        handshake(e, command);
    cb.choose_turn = cb_choose;
    cb.offer_draw = cb_offer_draw;
    cb.answer_draw = cb_answer_draw;
    cb.seed = cb_seed;
    cb.release = cb_release;
    cb.user = e;
    cb.name = e->name;
    st = nexus_bot_new_custom(&out->bot, &cb);
    if (st != NEXUS_OK) {
        cli_status_error("engine", st);
        cb_release(e);
        return 0;
    }
    out->engine = e;
    return 1;
}
