/* nexus engine-check: a compliance script run against an engine. Each
 * step sends one request of docs/protocol.md and checks the reply; turns
 * the engine generates are checked by the library on a game of our own. */
#define _POSIX_C_SOURCE 200809L

#include "cli.h"
#include "engine_io.h"
#include "proc.h"

#include <string.h>

#define CHECK_MS 10000

typedef struct checker {
    engine_io io;
    nexus_game *game;
    int passed, failed;
    char text[ENGINE_REPLY_CAP];
} checker;

/* Send `request`; the reply must be `want` ('=' or '?'). */
static int step(checker *c, const char *request, char want, const char *what)
{
    int r = engine_io_request(&c->io, request, c->text, sizeof c->text,
                              CHECK_MS);
    int ok = r >= 0 && (r == 1) == (want == '=');
    char shown[120];
    size_t i;
    const char *src = r < 0 ? c->io.failure : c->text;
    for (i = 0; i + 1 < sizeof shown && src[i]; i++)
        shown[i] = src[i];
    shown[i] = '\0';
    for (i = 0; shown[i]; i++) /* one line per check */
        if (shown[i] == '\n')
            shown[i] = '|';
    if (ok)
        c->passed++;
    else
        c->failed++;
    printf("%s %s: %s -> %s%s\n", ok ? "ok  " : "FAIL", what, request,
           r < 0 ? "failure: " : r ? "= " : "? ", shown);
    return ok;
}

static void verdict(checker *c, int ok, const char *what)
{
    if (ok)
        c->passed++;
    else
        c->failed++;
    printf("%s %s\n", ok ? "ok  " : "FAIL", what);
}

/* genturn for the side to move; the turn must be legal on our game. */
static int gen_and_check(checker *c)
{
    nexus_color me = NEXUS_BLACK, who = NEXUS_EMPTY;
    nexus_turn t;
    char req[16];
    nexus_game_to_move(&me, c->game);
    snprintf(req, sizeof req, "genturn %c", me == NEXUS_BLACK ? 'B' : 'W');
    if (!step(c, req, '=', "genturn gives a turn"))
        return 0;
    if (nexus_turn_parse(&t, &who, cli_size(c->game), c->text) != NEXUS_OK ||
        who != me || nexus_game_play(c->game, &t) != NEXUS_OK) {
        verdict(c, 0, "the generated turn is legal");
        return 0;
    }
    return 1;
}

/* Both sides genturn until the end (or the turn limit); the engine's
 * `result` must be the library's. */
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
    if (step(c, "result", '=', "result after a whole game"))
        verdict(c, strcmp(c->text, want) == 0, "the result is the rules'");
}

static const char *const required[] = {
    "protocol_version", "name", "version", "list_commands", "new", "start",
    "play", "genturn", "offer", "answer", "undo", "showboard", "result",
    "time_left", "quit"};

static void identify(checker *c)
{
    size_t i;
    if (step(c, "protocol_version", '=', "protocol_version"))
        verdict(c, strcmp(c->text, "1") == 0, "protocol version 1");
    step(c, "name", '=', "name");
    step(c, "version", '=', "version");
    if (!step(c, "list_commands", '=', "list_commands"))
        return;
    for (i = 0; i < sizeof required / sizeof required[0]; i++) {
        char line[64];
        size_t n = strlen(required[i]);
        const char *p = c->text;
        int found = 0;
        for (; p && !found; p = strchr(p, '\n'), p = p ? p + 1 : p)
            found = strncmp(p, required[i], n) == 0 &&
                    (p[n] == '\n' || p[n] == '\0');
        snprintf(line, sizeof line, "list_commands names %s", required[i]);
        verdict(c, found, line);
    }
}

static void errors(checker *c)
{
    step(c, "frobnicate", '?', "an unknown command is an error");
    step(c, "new 12 2 4", '?', "a bad size is an error");
    step(c, "new 5 2", '?', "a short new is an error");
    step(c, "new 3 2 4", '=', "new 3 2 4");
    step(c, "genturn X", '?', "genturn of no side is an error");
    step(c, "genturn W", '?', "genturn of the side not to move");
    step(c, "play B place Z9", '?', "a point off the board is an error");
    step(c, "play W place A1", '?', "a turn by the wrong side is an error");
    step(c, "play B place B2", '=', "play B place B2");
    step(c, "play W place B2", '?', "an occupied point is an error");
    step(c, "undo", '=', "undo");
    step(c, "undo", '?', "undo with nothing to undo");
    step(c, "answer accept", '?', "answer with no offer pending");
    step(c, "start ..X/.../... 0 0 Q 0", '?', "a bad position is an error");
}

static void game(checker *c)
{
    nexus_options o = NEXUS_OPTIONS_INIT;
    o.size = 3;
    step(c, "new 3 2 4", '=', "new 3 2 4");
    nexus_game_free(c->game);
    c->game = NULL;
    if (nexus_game_new(&c->game, &o) != NEXUS_OK)
        return;
    step(c, "showboard", '=', "showboard");
    step(c, "time_left B 5000", '=', "time_left");
    if (step(c, "offer", '=', "offer is answered"))
        verdict(c, strcmp(c->text, "accept") == 0 ||
                       strcmp(c->text, "decline") == 0,
                "offer is answered accept or decline");
    if (strcmp(c->text, "accept") == 0)
        step(c, "new 3 2 4", '=', "new 3 2 4 after the accepted draw");
    self_play(c);
    step(c, "new 3 2 4", '=', "new 3 2 4");
    step(c, "start .X./.../... 0 0 W 0", '=', "start from a position");
    step(c, "play W place A1", '=', "play from the position");
    step(c, "quit", '=', "quit");
}

static cli_exit cmd_engine_check(int argc, char **argv)
{
    checker c;
    char *pos[1];
    int npos;
    const cli_opt_spec specs[] = {{NULL, CLI_OPT_FLAG, NULL, 0, 0, NULL}};
    cli_parse_result r =
        cli_parse(&cli_cmd_engine_check, specs, argc, argv, pos, 1, &npos);
    if (r != CLI_PARSED)
        return cli_parse_exit(r);
    if (npos != 1) {
        fputs(cli_cmd_engine_check.help, stderr);
        return CLI_USAGE;
    }
    memset(&c, 0, sizeof c);
    proc_become_reaper();
    if (engine_io_start(&c.io, pos[0])) {
        identify(&c);
        errors(&c);
        game(&c);
    }
    engine_io_stop(&c.io);
    proc_sweep();
    nexus_game_free(c.game);
    printf("%d passed, %d failed%s%s\n", c.passed, c.failed,
           c.io.failure[0] ? ": " : "", c.io.failure);
    return c.failed == 0 && !c.io.failure[0] ? CLI_OK : CLI_FAIL;
}

const cli_command cli_cmd_engine_check = {
    "engine-check", cmd_engine_check, "check that an engine speaks the protocol",
    "usage: nexus engine-check COMMAND\n"
    "\n"
    "Start the engine `sh -c COMMAND` and run the compliance script of\n"
    "docs/protocol.md against it: every command, the error replies, a\n"
    "whole game of generated turns checked by the library, a start\n"
    "position, quit. One line per check; exit status 0 if all passed.\n"
    "\n"
    "Example: nexus engine-check 'nexus engine --bot random'\n"};
