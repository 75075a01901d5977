/* The command nexus engine-check, a compliance script that runs against an
 * engine. Each step sends one request of docs/protocol.md and checks the
 * reply, and the library checks the turns that the engine generates on a
 * game of the checker's own. This file holds the checks of protocol 1.0.
 * Those of 1.1 are in engine_check_11.c, and the steps that both use are
 * in engine_check.c (engine_check.h). */
#define _POSIX_C_SOURCE 200809L

#include "engine_check.h"
#include "engine_reply.h"
#include "proc.h"

#include <string.h>

/* Counts a generated turn as failed. `what` is the check, and the line
 * names the reply, the turns played before it and, when the rules refused
 * the turn, the reason `st`. */
static void refused_turn(checker *c, const char *what, nexus_status st)
{
    char turn[64], line[300];
    size_t played = 0;
    nexus_game_turn_count(&played, c->game);
    cli_clean(turn, sizeof turn, c->text);
    if (st == NEXUS_OK)
        snprintf(line, sizeof line, "%s: '%s' after %zu turns", what, turn,
                 played);
    else
        snprintf(line, sizeof line, "%s: the rules refuse '%s' after %zu "
                 "turns (%s)", what, turn, played, nexus_status_message(st));
    check_verdict(c, 0, line);
}

/* Asks genturn for the side to move. The turn must be legal on the
 * checker's game and written as the protocol says, without "turn " in
 * front. Returns 1 if it is, and 0 otherwise. */
static int gen_and_check(checker *c)
{
    nexus_color me = NEXUS_BLACK;
    nexus_turn t;
    nexus_status st;
    const char *why = "";
    char req[16];
    nexus_game_to_move(&me, c->game);
    snprintf(req, sizeof req, "genturn %c", me == NEXUS_BLACK ? 'B' : 'W');
    if (!check_step(c, req, '=', "genturn gives a turn"))
        return 0;
    if (engine_reply_turn(c->text, cli_size(c->game), me, &t, &why) !=
        ENGINE_GENTURN_TURN) {
        refused_turn(c, why[0] ? why : "genturn gave no turn", NEXUS_OK);
        return 0;
    }
    st = nexus_game_play(c->game, &t);
    if (st != NEXUS_OK) {
        refused_turn(c, "the generated turn is legal", st);
        return 0;
    }
    return 1;
}

/* Counts the engine's `result` reply passed if it is `want`, the rules'
 * result, and names both when they differ. */
static void check_result(checker *c, const char *want)
{
    char got[64], what[200];
    if (strcmp(c->text, want) == 0) {
        check_verdict(c, 1, "the result is the rules'");
        return;
    }
    cli_clean(got, sizeof got, c->text);
    snprintf(what, sizeof what, "the result is the rules': the engine says "
             "'%s', the rules '%s'", got, want);
    check_verdict(c, 0, what);
}

/* Asks genturn for both sides until the end of the game or the turn
 * limit. The engine's `result` must then be the library's. */
static void self_play(checker *c)
{
    nexus_phase ph = NEXUS_PHASE_PLACE;
    size_t turns = 0;
    char want[64];
    while (nexus_game_phase(&ph, c->game) == NEXUS_OK &&
           ph != NEXUS_PHASE_OVER && turns++ < CLI_TURN_LIMIT)
        if (!gen_and_check(c))
            return;
    cli_result_text(want, sizeof want, c->game);
    if (check_step(c, "result", '=', "result after a whole game"))
        check_result(c, want);
}

static const char *const required[] = {
    "protocol_version", "name", "version", "list_commands", "new", "start",
    "play", "genturn", "offer", "answer", "undo", "showboard", "result",
    "time_left", "quit"};

/* Returns 1 if `text` is a good name, and 0 otherwise. A name is one word
 * of printable ASCII, of 1 to NEXUS_LABEL_MAX (63) bytes. */
static int good_name(const char *text)
{
    size_t i, n = strlen(text);
    for (i = 0; i < n; i++)
        if (text[i] <= ' ' || text[i] > '~')
            return 0;
    return n >= 1 && n <= NEXUS_LABEL_MAX;
}

static void identify(checker *c)
{
    size_t i;
    if (check_step(c, "protocol_version", '=', "protocol_version"))
        check_verdict(c, engine_reply_version(c->text, &c->major,
                                              &c->minor) &&
                             c->major == 1,
                      "protocol version 1 or 1.x");
    if (check_step(c, "name", '=', "name"))
        check_verdict(c, good_name(c->text),
                      "the name is one word of printable ASCII, 1..63 bytes");
    if (check_step(c, "version", '=', "version"))
        check_verdict(c, c->text[0] != '\0' && !strchr(c->text, '\n'),
                      "the version is one line of text");
    if (!check_step(c, "list_commands", '=', "list_commands"))
        return;
    for (i = 0; i < sizeof required / sizeof required[0]; i++) {
        char line[64];
        snprintf(line, sizeof line, "list_commands names %s", required[i]);
        check_verdict(c, check_listed(c->text, required[i]), line);
    }
    check_step(c, "known_command genturn", '=', "known_command genturn");
    check_verdict(c, strcmp(c->text, "true") == 0, "genturn is known");
    check_step(c, "known_command frobnicate", '=', "known_command frobnicate");
    check_verdict(c, strcmp(c->text, "false") == 0, "frobnicate is not known");
}

static void errors(checker *c)
{
    check_step(c, "frobnicate", '?', "an unknown command is an error");
    check_step(c, "new 12 2 4", '?', "a bad size is an error");
    check_step(c, "new 5 2", '?', "a short new is an error");
    check_step(c, "new 3 2 4", '=', "new 3 2 4");
    check_step(c, "genturn X", '?', "genturn of no side is an error");
    check_step(c, "genturn W", '?', "genturn of the side not to move");
    check_step(c, "play B place Z9", '?', "a point off the board is an error");
    check_step(c, "play W place A1", '?', "a turn by the wrong side is an error");
    check_step(c, "play B place B2", '=', "play B place B2");
    check_step(c, "play W place B2", '?', "an occupied point is an error");
    check_step(c, "undo", '=', "undo");
    check_step(c, "undo", '?', "undo with nothing to undo");
    check_step(c, "answer accept", '?', "answer with no offer pending");
    check_step(c, "start ..X/.../... 0 0 Q 0", '?', "a bad position is an error");
    check_step(c, "time_left B soon", '?', "a bad time_left is an error");
}

static void game(checker *c)
{
    nexus_options o = NEXUS_OPTIONS_INIT;
    o.size = 3;
    check_step(c, "new 3 2 4", '=', "new 3 2 4");
    nexus_game_free(c->game);
    c->game = NULL;
    if (nexus_game_new(&c->game, &o) != NEXUS_OK)
        return;
    check_step(c, "showboard", '=', "showboard");
    check_step(c, "time_left B 5000", '=', "time_left");
    if (check_step(c, "offer", '=', "offer is answered"))
        check_verdict(c, strcmp(c->text, "accept") == 0 ||
                             strcmp(c->text, "decline") == 0,
                      "offer is answered accept or decline");
    if (strcmp(c->text, "accept") == 0)
        check_step(c, "new 3 2 4", '=', "new 3 2 4 after the accepted draw");
    self_play(c);
    check_step(c, "new 3 2 4", '=', "new 3 2 4");
    check_step(c, "start .X./.../... 0 0 W 0", '=', "start from a position");
    check_step(c, "play W place A1", '=', "play from the position");
}

/* Returns why the checks of protocol 1.1 are not run. */
static const char *skip_reason(const checker *c)
{
    return c->major == 1 ? "the engine speaks 1.0"
                         : "the engine declares no protocol 1.x";
}

static void run_checks(checker *c)
{
    c->io.on_info = check_on_info;
    c->io.info_ctx = c;
    identify(c);
    errors(c);
    check_input_rules(c);
    game(c);
    check_no_infos(c, "no progress line without progress on");
    if (c->major == 1 && c->minor >= 1) {
        check_protocol_11(c);
    } else if (!c->io.failure[0]) {
        printf("skip the checks of protocol 1.1: %s\n", skip_reason(c));
        c->skipped = 1;
    }
    check_step(c, "quit", '=', "quit");
}

static cli_exit cmd_engine_check(int argc, char **argv)
{
    checker c;
    char *pos[1];
    const cli_opt_spec specs[] = {{NULL, CLI_OPT_FLAG, NULL, 0, 0, NULL}};
    cli_exit status;
    if (!cli_parse_exact(&cli_cmd_engine_check, specs, argc, argv, pos, 1,
                         &status))
        return status;
    memset(&c, 0, sizeof c);
    proc_become_reaper();
    if (!engine_io_start(&c.io, pos[0])) {
        /* A command that cannot run fails once, not once per check. */
        cli_error("engine-check: %s", c.io.failure);
        return CLI_FAIL;
    }
    run_checks(&c);
    engine_io_stop(&c.io);
    proc_sweep();
    nexus_game_free(c.game);
    if (c.not_run > 0)
        printf("%d checks not run: the engine had failed\n", c.not_run);
    printf("%d passed, %d failed%s%s%s%s%s\n", c.passed, c.failed,
           c.skipped ? ", protocol 1.1 not checked (" : "",
           c.skipped ? skip_reason(&c) : "", c.skipped ? ")" : "",
           c.io.failure[0] ? ": " : "", c.io.failure);
    return c.failed == 0 && !c.io.failure[0] ? CLI_OK : CLI_FAIL;
}

const cli_command cli_cmd_engine_check = {
    "engine-check", cmd_engine_check, "check that an engine speaks the protocol",
    "usage: nexus engine-check COMMAND\n"
    "\n"
    "Start the engine COMMAND (a command of plain words is run directly,\n"
    "one with shell syntax through `sh -c`, as docs/protocol.md section 5\n"
    "says) and run the compliance script of docs/protocol.md against it:\n"
    "every command, the error replies, the input rules (empty and '#'\n"
    "lines get no reply; a request with a byte that is not printable\n"
    "ASCII, or of 10000 bytes, gets a '?' reply with its id), the id of\n"
    "every reply, a whole game of generated turns checked by the library,\n"
    "a start position, quit. An engine of protocol 1.1 is also checked\n"
    "for its options (list_options, set_option with good and bad values),\n"
    "progress lines, analyze (every candidate a legal turn, the game\n"
    "unchanged), stop during analyze and genturn, and time_settings.\n"
    "One line per check; exit status 0 if all passed.\n"
    "\n"
    "Example: nexus engine-check 'nexus engine --bot random'\n"};
