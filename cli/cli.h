/* nexus: the command-line tool of libnexus. Declarations shared by its
 * parts. One file per command (cmd_*.c), each exporting its entry point and
 * help text for the command table in main.c; the helpers they share live in
 * opt.c (the one option parser), util.c (messages and numbers), file.c
 * (files), records.c (records), show.c (boards and turns), players.c
 * (built-in bots and engine:COMMAND players), engine_client.c and
 * protocol.c (the engine protocol, docs/protocol.md). */
#ifndef NEXUS_CLI_H
#define NEXUS_CLI_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <nexus.h>
#include <nexus_bot.h>

#include "clean.h"

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
    CLI_OPT_U64,    /* a uint64_t */
    CLI_OPT_LIST    /* every value of a repeated option, a cli_opt_list */
} cli_opt_kind;

/* The values of a CLI_OPT_LIST option, in order (free() values). */
typedef struct cli_opt_list {
    const char **values;
    size_t n;
} cli_opt_list;

/* One option of a command: "--name VALUE", "--name=VALUE", "-x VALUE",
 * "-xVALUE". A table ends with a row whose name is NULL. */
typedef struct cli_opt_spec {
    const char *name;
    cli_opt_kind kind;
    void *value;       /* int *, const char **, long long *, uint64_t *
                          or cli_opt_list * */
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

/* Parses as cli_parse does, for a command that takes exactly `n` words
 * that are not options (into pos[0..n-1]); with another count, it prints
 * cmd->help. Returns 1 to go on; else 0, with the exit status in *status
 * (CLI_OK after --help, CLI_USAGE after an error). */
int cli_parse_exact(const cli_command *cmd, const cli_opt_spec *specs,
                    int argc, char **argv, char **pos, int n,
                    cli_exit *status);

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

/* The room cli_number needs for any double. */
#define CLI_NUMBER_CAP 32

/* Writes v into buf[CLI_NUMBER_CAP] with the fewest significant digits that
 * read back as the same double, so that an option's 0.2 is printed as 0.2
 * and not as 0.20000000000000001. Returns buf, so that a call can stand in
 * an argument list. */
const char *cli_number(char *buf, double v);

/* ------------------------------------------------------------------------ */
/* file.c: reads with a bound, writes that cannot be redirected or lost.    */

/* The largest file the tool reads: a record, an openings file, a journal.
 * docs/nexus.1 (FILES) documents it. */
#define CLI_FILE_CAP ((size_t)64 << 20)

/* Read a whole file of at most `cap` bytes into a NUL-terminated buffer
 * (free() it). Only regular files and pipes are read: a device such as
 * /dev/zero is refused. Returns 0 after an error naming the path. */
int cli_read_file_capped(const char *path, size_t cap, char **text,
                         size_t *len);

/* cli_read_file_capped with CLI_FILE_CAP. */
int cli_read_file(const char *path, char **text, size_t *len);

/* cli_read_file without a word on stderr: after a failure, why[cap] says
 * what it was ("not a regular file (...)", "No such file or directory"). */
int cli_read_file_why(const char *path, char **text, size_t *len, char *why,
                      size_t cap);

/* Write `len` bytes to `path` atomically and durably: a new temporary file
 * in the same directory (mkostemp: never an existing name, never through a
 * symbolic link), fsynced, renamed over `path`, the directory fsynced.
 * Returns 0 after an error. */
int cli_write_file(const char *path, const char *text, size_t len);

/* Append `line` to `path` in one write, then fsync; the file is created if
 * need be and never opened through a symbolic link. Returns 0 after an
 * error. */
int cli_append_line(const char *path, const char *line);

/* Lock `path` (created if need be, never through a symbolic link) for this
 * process and its children: flock, exclusive, not waiting; the pid goes
 * in the file for the message of the run that finds it locked. *fd holds
 * the lock (close-on-exec) until it is closed. Returns 0 after an error
 * (the lock is held by another run). */
int cli_lock(const char *path, int *fd);

/* ------------------------------------------------------------------------ */
/* records.c                                                                */

/* Replay record text; 0 (after an error naming `what` and the line) on
 * failure. */
int cli_parse_record(const char *what, const char *text, size_t len,
                     nexus_game **out);

/* Read and replay a record file; 0 (after an error) on failure. */
int cli_load_record(const char *path, nexus_game **out);

/* Parses the arguments of a command that takes one record file and the
 * options `specs`, then reads and replays that file into `*out`. Returns
 * 1 on success, else 0 with `*status` set to the exit status to return
 * (after an error or the help). */
int cli_open_record(const cli_command *cmd, const cli_opt_spec *specs,
                    int argc, char **argv, nexus_game **out,
                    cli_exit *status);

/* A game's record text (free() it), followed by `extra` lines (or NULL);
 * 0 (after an error) on failure. */
int cli_record_text(char **out, size_t *len, const nexus_game *game,
                    const char *extra);

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

/* Returns buf holding the names of the built-in bots, "simple, random,
 * ...", from the bot library's list (nexus_bot_builtin). */
const char *cli_bot_names(char *buf, size_t cap);

/* Returns buf holding every kind of player, for messages and help: the
 * bots, how settings are written, engine:COMMAND; "human" first when
 * `human` is 1. */
const char *cli_player_kinds(char *buf, size_t cap, int human);

/* Prints the paragraph of play's and match's help that lists the kinds
 * of players (cli_player_kinds), after their help text. */
void cli_print_players(FILE *out, int human);

/* 1 if `kind` is the spec of a built-in bot with good settings or is
 * engine:COMMAND; silent. */
int cli_is_player_kind(const char *kind);

/* As cli_is_player_kind (and "human" when `human` is 1), but a kind that
 * is refused gets one message after `cmd`: its bad setting explained, or
 * the list of players. */
int cli_check_player(const char *cmd, const char *kind, int human);

/* The time control of a game: each side's clock, and a limit per turn. */
typedef struct cli_time_control {
    long turn_ms; /* the most one turn may take (0: no limit of its own) */
    long base_ms; /* each side's game clock at the start (0: no clock) */
    long inc_ms;  /* added to a side's clock after each of its turns */
} cli_time_control;

/* The time a side took in one game, in microseconds: its turns (think),
 * and for an engine the round trips of its other requests (ping: the
 * latency of the engine and its pipes). */
typedef struct cli_side_time {
    uint64_t think_us, think_max_us;
    unsigned turns;
    uint64_t ping_us;
    unsigned pings;
} cli_side_time;

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
 * handshake (protocol_version, name). A turn of it may take time->turn_ms
 * (or a minute) unless cli_engine_budget says otherwise. 0 after an
 * error. */
int cli_engine_player(cli_player *out, const char *command,
                      const cli_time_control *time);

/* The failure of an engine: "" while it has not failed. */
const char *cli_engine_failure(const cli_engine *e);

/* Before the turn of `me`: the time it may take, and the clocks of both
 * sides (clock[NEXUS_BLACK], clock[NEXUS_WHITE], in ms; NULL without a
 * game clock), which the engine is told with time_left. */
void cli_engine_budget(cli_engine *e, long budget_ms, nexus_color me,
                       const long *clock);

/* Set an engine's option (protocol 1.1 set_option). Returns 0 after an
 * error naming the engine's reason. */
int cli_engine_set_option(cli_engine *e, const char *name, const char *value);

/* The engine's name (from its `name` reply, cleaned). */
const char *cli_engine_name(const cli_engine *e);

/* The round trips of genturn since the last cli_engine_budget, in
 * microseconds: the engine's time for the turn, as its pipes see it. */
uint64_t cli_engine_think_us(const cli_engine *e);

/* The round trips of the engine's requests that were not turns, so far:
 * their total in microseconds and their number. */
void cli_engine_pings(const cli_engine *e, uint64_t *us, unsigned *n);

/* ------------------------------------------------------------------------ */
/* arbiter.c: one game between two players.                                */

typedef struct cli_game_result {
    nexus_outcome outcome; /* NEXUS_OUTCOME_NONE if unfinished */
    nexus_reason reason;   /* NEXUS_REASON_NONE if unfinished or forfeited */
    int unfinished;        /* the turn limit stopped it */
    size_t turns;
    nexus_color forfeit;   /* the side that failed and lost, or EMPTY */
    char why[256];         /* why it failed, cleaned */
    cli_side_time time[3]; /* by nexus_color */
} cli_game_result;

/* Play `game` on to its end, the turn limit or a player's failure (which
 * loses), under the time control `tc` (NULL: none): a side whose turn
 * takes longer than its clock or the turn limit loses on time. 0 only if
 * the game itself fails (out of memory). */
int cli_arbitrate(cli_game_result *out, nexus_game *game, cli_player *black,
                  cli_player *white, size_t turn_limit,
                  const cli_time_control *tc);

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
    cli_cmd_perft, cli_cmd_match, cli_cmd_sprt, cli_cmd_bench, cli_cmd_engine,
    cli_cmd_engine_check;



/* ------------------------------------------------------------------------ */
/* The engine protocol (docs/protocol.md).                                  */

/* The protocol this tool speaks, 1.1; it also plays engines of 1.0. */
#define CLI_PROTOCOL_MAJOR 1
#define CLI_PROTOCOL_MINOR 1
#define CLI_PROTOCOL_TEXT "1.1"

/* What nexus engine serves: a built-in bot, by its spec, and its seed. */
typedef struct cli_serve_config {
    const char *spec;       /* NAME[:SETTINGS], as cli_make_bot reads it */
    uint64_t seed;
    unsigned long nodes;    /* --nodes (0: the bot's default) */
} cli_serve_config;

/* protocol.c: serve the bot of `cfg` over the protocol until quit or end
 * of input. Returns 0 (after an error) if the bot or the game could not
 * even be made. */
int cli_serve(FILE *in, FILE *out, const cli_serve_config *cfg);
#endif
