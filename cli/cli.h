/* nexus: the command-line tool of libnexus. Declarations shared by its
 * parts. One file per command (cmd_*.c), each exporting its entry point and
 * help text for the command table in main.c; the helpers they share live in
 * opt.c (the one option parser), util.c (messages, numbers, files), show.c
 * (boards and turns), players.c (built-in bots and engine:COMMAND players),
 * engine_client.c / protocol.c (the engine protocol, docs/protocol.md). */
#ifndef NEXUS_CLI_H
#define NEXUS_CLI_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <nexus.h>
#include <nexus_bot.h>

/* The exit status of a command; kept apart from any action code. */
typedef enum cli_exit {
    CLI_OK = 0,   /* success */
    CLI_FAIL = 1, /* a failure: file, record, check, engine */
    CLI_USAGE = 2 /* bad usage */
} cli_exit;

/* A row of the command table (libgit2's cli_cmd_spec). */
typedef struct cli_command {
    const char *name;
    cli_exit (*fn)(int argc, char **argv);
    const char *summary; /* one line, for `nexus --help` */
    const char *help;    /* the full `nexus NAME --help` text */
} cli_command;

/* The turn limit (R22) of games in which no human plays. */
#define CLI_TURN_LIMIT NEXUS_MATCH_DEFAULT_TURN_LIMIT

/* ------------------------------------------------------------------------ */
/* opt.c: the option parser every command uses.                             */

typedef enum cli_opt_kind {
    CLI_OPT_FLAG,   /* sets an int to 1 */
    CLI_OPT_STRING, /* a const char * value */
    CLI_OPT_INT,    /* a long long in [lo, hi] */
    CLI_OPT_U64     /* a uint64_t */
} cli_opt_kind;

/* One option of a command: "--name VALUE", "--name=VALUE", "-x VALUE",
 * "-xVALUE". A table ends with a row whose name is NULL. */
typedef struct cli_opt_spec {
    const char *name;
    cli_opt_kind kind;
    void *value;       /* int *, const char **, long long * or uint64_t * */
    long long lo, hi;  /* CLI_OPT_INT only */
    int *given;        /* set to 1 when the option appears; may be NULL */
} cli_opt_spec;

typedef enum cli_parse_result {
    CLI_PARSED, /* go on */
    CLI_HELPED, /* --help was printed: exit 0 */
    CLI_BAD     /* an error was printed: exit 2 */
} cli_parse_result;

/* The exit status of a parse that did not go on: 0 after --help, 2. */
cli_exit cli_parse_exit(cli_parse_result r);

/* The options of the rules (--size, --capture-debt, --unblock-debt), for
 * every command that starts games: CLI_RULES_OPTS(&r) in a spec table. */
typedef struct cli_rules_args {
    long long size, p1, p2;
    int given; /* one of them appeared */
} cli_rules_args;
#define CLI_RULES_OPTS(r)                                                      \
    {"--size", CLI_OPT_INT, &(r)->size, NEXUS_MIN_SIZE, NEXUS_MAX_SIZE,        \
     &(r)->given},                                                             \
    {"--capture-debt", CLI_OPT_INT, &(r)->p1, 0, NEXUS_MAX_DEBT_RATE,          \
     &(r)->given},                                                             \
    {"--unblock-debt", CLI_OPT_INT, &(r)->p2, 0, NEXUS_MAX_DEBT_RATE,          \
     &(r)->given}

/* The defaults, those of NEXUS_OPTIONS_INIT. */
void cli_rules_init(cli_rules_args *r);

/* The standard options with the rules given. */
nexus_options cli_rules_options(const cli_rules_args *r);

/* Parse argv[1..] of command `cmd` against `specs`. Words that are not
 * options go to pos[0..max_pos-1] (*npos of them; more is an error);
 * "--" ends the options. -h/--help prints cmd->help. */
cli_parse_result cli_parse(const cli_command *cmd, const cli_opt_spec *specs,
                           int argc, char **argv, char **pos, int max_pos,
                           int *npos);

/* ------------------------------------------------------------------------ */
/* util.c                                                                   */

/* "nexus: ..." on stderr. */
void cli_error(const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif

    ;

/* A library error on stderr: "nexus: WHAT: message (NEXUS_E_...)". */
void cli_status_error(const char *what, nexus_status st);

/* A decimal integer in [lo, hi]; 0 (after an error naming `what`) if not. */
int cli_int(long long *out, const char *text, long long lo, long long hi,
            const char *what);

/* A decimal unsigned 64-bit integer; 0 (after an error) if not. */
int cli_u64(uint64_t *out, const char *text, const char *what);

/* Read a whole file into a NUL-terminated buffer (free() it). Returns 0 and
 * prints an error on failure. */
int cli_read_file(const char *path, char **text, size_t *len);

/* Replay record text; 0 (after an error naming `what` and the line) on
 * failure. */
int cli_parse_record(const char *what, const char *text, size_t len,
                     nexus_game **out);

/* Read and replay a record file; 0 (after an error) on failure. */
int cli_load_record(const char *path, nexus_game **out);

/* A game's record text (free() it), followed by `extra` lines (or NULL);
 * 0 (after an error) on failure. */
int cli_record_text(char **out, size_t *len, const nexus_game *game,
                    const char *extra);

/* Write `len` bytes to `path` atomically (a temporary file renamed);
 * 0 (after an error) on failure. */
int cli_write_file(const char *path, const char *text, size_t len);

/* Write a game's record to `path` atomically, with `extra` lines. */
int cli_save_record(const char *path, const nexus_game *game,
                    const char *extra);

/* The record text (free() it) of a game on `rules` from the empty board,
 * or from the position `start` (the words of a `start` line); NULL after
 * an error. */
char *cli_rules_record(const nexus_options *rules, const char *start);

/* The result of a game in the words of a record's `result` line
 * (nexus_outcome_name, nexus_reason_name): "black-wins audit", ..., or
 * "unfinished" while it goes on. */
void cli_result_text(char *buf, size_t cap, const nexus_game *game);

/* ------------------------------------------------------------------------ */
/* players.c: who plays a side.                                             */

/* The built-in kinds, for messages: "simple, random, ...". */
extern const char *const cli_bot_kinds;

/* 1 if `kind` is the spec of a built-in bot (by its name: its settings
 * are read when it is made) or is engine:COMMAND. */
int cli_is_player_kind(const char *kind);

/* Time control of engine players, in milliseconds (0: none). */
typedef struct cli_time_control {
    long turn_ms; /* per turn */
    long game_ms; /* per game and side */
} cli_time_control;

/* A player: its bot handle and, for an engine, the engine behind it. */
typedef struct cli_engine cli_engine;
typedef struct cli_player {
    nexus_bot *bot;
    cli_engine *engine; /* NULL for a built-in bot; owned by `bot` */
} cli_player;

/* A player for `kind`: a built-in bot seeded with `seed`, or, for
 * "engine:COMMAND", an engine started with `sh -c COMMAND` under `time`.
 * 0 after an error. */
int cli_make_player(cli_player *out, const char *kind, uint64_t seed,
                    const cli_time_control *time);

void cli_player_free(cli_player *p);

/* Why the engine of `p` failed ("" if it did not, or `p` is a built-in). */
const char *cli_player_failure(const cli_player *p);

/* A built-in bot from its spec, NAME[:SETTINGS] (nexus_bot_new_spec(); the
 * simple bot is also "bot"), seeded with `seed`; `nodes`, if not 0, sets
 * its first option, its search budget. 0 after an error, reported. */
int cli_make_bot(nexus_bot **out, const char *kind, uint64_t seed,
                 unsigned long nodes);

/* engine_client.c: an engine started with `sh -c command`, after the
 * handshake (protocol_version, name). 0 after an error. */
int cli_engine_player(cli_player *out, const char *command,
                      const cli_time_control *time);

/* The failure of an engine: "" while it has not failed. */
const char *cli_engine_failure(const cli_engine *e);


/* ------------------------------------------------------------------------ */
/* arbiter.c: one game between two players.                                */

typedef struct cli_game_result {
    nexus_outcome outcome; /* NEXUS_OUTCOME_NONE if unfinished */
    nexus_reason reason;   /* NEXUS_REASON_NONE if unfinished or forfeited */
    int unfinished;        /* the turn limit stopped it */
    size_t turns;
    nexus_color forfeit;   /* the side that failed and lost, or EMPTY */
    char why[256];         /* why it failed */
} cli_game_result;

/* Label `game` with the players' names and play it on to its end, the turn
 * limit or a player's failure (which loses). 0 only if the game itself
 * fails (out of memory). */
int cli_arbitrate(cli_game_result *out, nexus_game *game, cli_player *black,
                  cli_player *white, size_t turn_limit);

/* ------------------------------------------------------------------------ */
/* show.c                                                                   */

const char *cli_color_name(nexus_color c);
const char *cli_point(char *buf, int size, int point);
int cli_size(const nexus_game *game);
void cli_print_points(FILE *out, int size, const int *points, size_t n,
                      const char *sep);
void cli_draw_board(FILE *out, const nexus_game *game, int mark_legal);
void cli_describe_turn(FILE *out, const nexus_game *after, nexus_color who,
                       const nexus_turn *turn, const nexus_preview *pv);
void cli_describe_result(FILE *out, const nexus_game *game);
int cli_show_game(FILE *out, const nexus_game *game, int brief);

/* ------------------------------------------------------------------------ */
/* The commands (cmd_*.c).                                                  */

extern const cli_command cli_cmd_play, cli_cmd_replay, cli_cmd_show,
    cli_cmd_verify,
    cli_cmd_perft, cli_cmd_match, cli_cmd_bench, cli_cmd_engine,
    cli_cmd_engine_check;



/* ------------------------------------------------------------------------ */
/* The engine protocol (docs/protocol.md).                                  */

#define CLI_PROTOCOL_VERSION 1

/* protocol.c: serve `bot` over the protocol until quit or end of input.
 * 0 if the game could not even be created. */
int cli_serve(FILE *in, FILE *out, nexus_bot *bot);
#endif
