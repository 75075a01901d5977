/* The declarations that the parts of nexus, the command-line tool of
 * libnexus, share. Each command has one file (cmd_*.c), which exports its
 * entry point and its help text for the command table in main.c. The
 * helpers that the commands share live in opt.c, the one option parser;
 * util.c, for messages and numbers; file.c, for files; records.c, for
 * records; show.c, for boards and turns; players.c, for the built-in bots
 * and the engine:COMMAND players; and engine_client.c and protocol.c, for
 * the engine protocol (docs/protocol.md). */
#ifndef NEXUS_CLI_H
#define NEXUS_CLI_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <nexus.h>
#include <nexus_bot.h>

#include "clean.h"

/* The exit status of a command. It is kept apart from any action code. */
typedef enum cli_exit {
    CLI_OK = 0,   /* The command succeeded. */
    CLI_FAIL = 1, /* A file, a record, a check or an engine failed. */
    CLI_USAGE = 2 /* The command was used wrongly. */
} cli_exit;

/* A row of the command table (libgit2's cli_cmd_spec). */
typedef struct cli_command {
    const char *name;
    cli_exit (*fn)(int argc, char **argv);
    const char *summary; /* The one line for `nexus --help`. */
    const char *help;    /* The full text of `nexus NAME --help`. */
} cli_command;


/* The turn limit (R22) of games in which no human plays. */
#define CLI_TURN_LIMIT NEXUS_MATCH_DEFAULT_TURN_LIMIT

/* ------------------------------------------------------------------------ */
/* opt.c: the option parser that every command uses.                        */

/* The kinds of options, by what they store. */
typedef enum cli_opt_kind {
    CLI_OPT_FLAG,   /* The option sets an int to 1. */
    CLI_OPT_STRING, /* The value is a const char *. */
    CLI_OPT_INT,    /* The value is a long long in [lo, hi]. */
    CLI_OPT_U64,    /* The value is a uint64_t. */
    CLI_OPT_LIST    /* Every value of a repeated option, a cli_opt_list. */
} cli_opt_kind;

/* The values of a CLI_OPT_LIST option, in order. The caller frees
 * `values`. */
typedef struct cli_opt_list {
    const char **values;
    size_t n;
} cli_opt_list;

/* One option of a command. It is written "--name VALUE", "--name=VALUE",
 * "-x VALUE" or "-xVALUE". A table ends with a row whose name is NULL. */
typedef struct cli_opt_spec {
    const char *name;
    cli_opt_kind kind;
    void *value;       /* An int *, const char **, long long *, uint64_t *
                          or cli_opt_list *, by the kind. */
    long long lo, hi;  /* The range of a CLI_OPT_INT. */
    int *given;        /* It is set to 1 when the option appears, unless
                          it is NULL. */
} cli_opt_spec;

/* What a parse of the arguments came to. */
typedef enum cli_parse_result {
    CLI_PARSED, /* The command goes on. */
    CLI_HELPED, /* The help was printed, and the command exits with 0. */
    CLI_BAD     /* An error was printed, and the command exits with 2. */
} cli_parse_result;

/* Returns the exit status of a parse that did not go on: CLI_OK after
 * --help, and CLI_USAGE after an error. */
cli_exit cli_parse_exit(cli_parse_result r);

/* The options of the rules, --size, --capture-debt and --unblock-debt,
 * for every command that starts games. A command puts CLI_RULES_OPTS(&r)
 * in its table of specs. */
typedef struct cli_rules_args {
    long long size, p1, p2;
    int given; /* One of the options appeared. */
} cli_rules_args;
#define CLI_RULES_OPTS(r)                                                      \
    {"--size", CLI_OPT_INT, &(r)->size, NEXUS_MIN_SIZE, NEXUS_MAX_SIZE,        \
     &(r)->given},                                                             \
    {"--capture-debt", CLI_OPT_INT, &(r)->p1, 0, NEXUS_MAX_DEBT_RATE,          \
     &(r)->given},                                                             \
    {"--unblock-debt", CLI_OPT_INT, &(r)->p2, 0, NEXUS_MAX_DEBT_RATE,          \
     &(r)->given}

/* Sets the rules to their defaults, those of NEXUS_OPTIONS_INIT. */
void cli_rules_init(cli_rules_args *r);

/* Returns the standard options with the rules given. */
nexus_options cli_rules_options(const cli_rules_args *r);

/* Parses argv[1..] of the command `cmd` against `specs`. The words that
 * are not options go to pos[0..max_pos-1], and *npos counts them; more of
 * them is an error. "--" ends the options, and -h or --help prints
 * cmd->help. Returns what the parse came to. */
cli_parse_result cli_parse(const cli_command *cmd, const cli_opt_spec *specs,
                           int argc, char **argv, char **pos, int max_pos,
                           int *npos);

/* Parses as cli_parse does, for a command that takes exactly `n` words
 * that are not options, into pos[0..n-1]. With another count, it prints
 * cmd->help. Returns 1 if the command goes on, and 0 otherwise, with the
 * exit status in *status: CLI_OK after --help, and CLI_USAGE after an
 * error. */
int cli_parse_exact(const cli_command *cmd, const cli_opt_spec *specs,
                    int argc, char **argv, char **pos, int n,
                    cli_exit *status);

/* ------------------------------------------------------------------------ */
/* util.c                                                                   */

/* Prints "nexus: ..." on stderr. */
void cli_error(const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif

    ;

/* Prints a library error on stderr: "nexus: WHAT: message (NEXUS_E_...)". */
void cli_status_error(const char *what, nexus_status st);

/* Reads a decimal integer in [lo, hi]. Returns 1 if `text` is one, and 0
 * otherwise, after an error that names `what`. */
int cli_int(long long *out, const char *text, long long lo, long long hi,
            const char *what);

/* Reads a decimal unsigned 64-bit integer. Returns 1 if `text` is one,
 * and 0 otherwise, after an error. */
int cli_u64(uint64_t *out, const char *text, const char *what);

/* The room that cli_number needs for any double. */
#define CLI_NUMBER_CAP 32

/* Writes v into buf[CLI_NUMBER_CAP] with the fewest significant digits that
 * read back as the same double, so that an option's 0.2 is printed as 0.2
 * and not as 0.20000000000000001. Returns buf, so that a call can stand in
 * an argument list. */
const char *cli_number(char *buf, double v);

/* ------------------------------------------------------------------------ */
/* file.c: reads with a bound, writes that cannot be redirected or lost.    */

/* The size of the largest file that the tool reads, such as a record, an
 * openings file or a journal. docs/nexus.1 documents it under FILES. */
#define CLI_FILE_CAP ((size_t)64 << 20)

/* Reads a whole file of at most `cap` bytes into a NUL-terminated buffer,
 * which the caller frees. Only regular files and pipes are read, so that
 * a device such as /dev/zero is refused. Returns 1 on success, and 0 after
 * an error that names the path. */
int cli_read_file_capped(const char *path, size_t cap, char **text,
                         size_t *len);

/* Works as cli_read_file_capped with CLI_FILE_CAP. */
int cli_read_file(const char *path, char **text, size_t *len);

/* Works as cli_read_file, but writes nothing on stderr. After a failure,
 * why[cap] says what it was, such as "not a regular file (...)" or "No
 * such file or directory". */
int cli_read_file_why(const char *path, char **text, size_t *len, char *why,
                      size_t cap);

/* Writes `len` bytes to `path` atomically and durably. The bytes go to a
 * new temporary file in the same directory, made by mkostemp, so that it
 * never has an existing name and is never reached through a symbolic link.
 * The file is fsynced and renamed over `path`, and the directory is
 * fsynced. Returns 1 on success, and 0 after an error. */
int cli_write_file(const char *path, const char *text, size_t len);

/* Appends `line` to `path` in one write, then fsyncs it. The file is
 * created if need be and is never opened through a symbolic link. Returns
 * 1 on success, and 0 after an error. */
int cli_append_line(const char *path, const char *line);

/* Locks `path` for this process and its children, with an exclusive flock
 * that does not wait. The file is created if need be and is never opened
 * through a symbolic link. The pid goes in the file, so that a run that
 * finds it locked can name the holder. *fd holds the lock, closed on exec,
 * until it is closed. Returns 1 on success, and 0 after an error, such as
 * a lock held by another run. */
int cli_lock(const char *path, int *fd);

/* ------------------------------------------------------------------------ */
/* records.c                                                                */

/* Replays the text of a record. Returns 1 on success, and 0 after an
 * error that names `what` and the line. */
int cli_parse_record(const char *what, const char *text, size_t len,
                     nexus_game **out);

/* Reads and replays a record file. Returns 1 on success, and 0 after an
 * error. */
int cli_load_record(const char *path, nexus_game **out);

/* Parses the arguments of a command that takes one record file and the
 * options `specs`, then reads and replays that file into `*out`. Returns
 * 1 on success, and 0 otherwise, after an error or the help, with
 * `*status` set to the exit status to return. */
int cli_open_record(const cli_command *cmd, const cli_opt_spec *specs,
                    int argc, char **argv, nexus_game **out,
                    cli_exit *status);

/* Writes the text of a game's record, which the caller frees, followed by
 * the lines `extra` unless it is NULL. Returns 1 on success, and 0 after
 * an error. */
int cli_record_text(char **out, size_t *len, const nexus_game *game,
                    const char *extra);

/* Writes a game's record to `path` atomically, with the lines `extra`.
 * Returns 1 on success, and 0 after an error. */
int cli_save_record(const char *path, const nexus_game *game,
                    const char *extra);

/* Returns the text of the record of a game on `rules`, which the caller
 * frees, or NULL after an error. The game starts from the empty board, or
 * from the position `start`, which holds the words of a `start` line. */
char *cli_rules_record(const nexus_options *rules, const char *start);

/* Writes the result of a game in the words of a record's `result` line
 * (nexus_outcome_name, nexus_reason_name), such as "black-wins audit", or
 * "unfinished" while the game goes on. */
void cli_result_text(char *buf, size_t cap, const nexus_game *game);

/* ------------------------------------------------------------------------ */
/* players.c: who plays a side.                                             */

/* Writes the names of the built-in bots, such as "simple, random, ...",
 * from the bot library's list (nexus_bot_builtin). Returns buf. */
const char *cli_bot_names(char *buf, size_t cap);

/* Writes every kind of player, for messages and help: the bots, how their
 * settings are written, and engine:COMMAND, with "human" first when
 * `human` is 1. Returns buf. */
const char *cli_player_kinds(char *buf, size_t cap, int human);

/* Prints the paragraph of play's and match's help that lists the kinds
 * of players (cli_player_kinds), after their help text. */
void cli_print_players(FILE *out, int human);

/* Returns 1 if `kind` is engine:COMMAND with a command, and 0 otherwise. */
int cli_is_engine_spec(const char *kind);

/* Returns 1 if `kind` is the spec of a built-in bot with good settings or
 * is engine:COMMAND, and 0 otherwise. It prints nothing. */
int cli_is_player_kind(const char *kind);

/* Works as cli_is_player_kind, and also takes "human" when `human` is 1.
 * A kind that is refused gets one message after `cmd`, which explains its
 * bad setting or lists the players. Returns 1 if the kind is taken, and 0
 * otherwise. */
int cli_check_player(const char *cmd, const char *kind, int human);

/* The time control of a game: each side's clock, and a limit per turn. */
typedef struct cli_time_control {
    long turn_ms; /* The most one turn may take, or 0 for no limit. */
    long base_ms; /* Each side's clock at the start, or 0 for none. */
    long inc_ms;  /* The time added to a side's clock after each turn. */
} cli_time_control;

/* The time that a side took in one game, in microseconds. `think` is the
 * time of its turns. For an engine, `ping` is the round trips of its other
 * requests, which is the latency of the engine and its pipes. */
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
    cli_engine *engine; /* It is NULL for a built-in bot, and `bot` owns
                           it. */
} cli_player;

/* Makes a player for `kind`: a built-in bot seeded with `seed`, or, for
 * "engine:COMMAND", an engine started with `sh -c COMMAND` under `time`.
 * Returns 1 on success, and 0 after an error. */
int cli_make_player(cli_player *out, const char *kind, uint64_t seed,
                    const cli_time_control *time);

void cli_player_free(cli_player *p);

/* Returns why the engine of `p` failed, or "" if it did not fail or `p`
 * is a built-in bot. */
const char *cli_player_failure(const cli_player *p);

/* Makes a built-in bot from its spec, NAME[:SETTINGS], as
 * nexus_bot_new_spec() reads it, and seeds it with `seed`. The simple bot
 * is also called "bot". Unless `nodes` is 0, it sets the bot's first
 * option, its search budget. Returns 1 on success, and 0 after an error,
 * which it reports. */
int cli_make_bot(nexus_bot **out, const char *kind, uint64_t seed,
                 unsigned long nodes);

/* Makes a player of an engine started with `sh -c command`, after the
 * handshake of protocol_version and name (engine_client.c). A turn of the
 * engine may take time->turn_ms, or a minute without it, unless
 * cli_engine_budget says otherwise. Returns 1 on success, and 0 after an
 * error. */
int cli_engine_player(cli_player *out, const char *command,
                      const cli_time_control *time);

/* Returns the failure of an engine, or "" while it has not failed. */
const char *cli_engine_failure(const cli_engine *e);

/* Sets, before the turn of `me`, the time that the turn may take and the
 * clocks of both sides, which the engine is told with time_left. The
 * clocks are clock[NEXUS_BLACK] and clock[NEXUS_WHITE], in milliseconds,
 * and `clock` is NULL without a game clock. */
void cli_engine_budget(cli_engine *e, long budget_ms, nexus_color me,
                       const long *clock);

/* Sets an engine's option with set_option of protocol 1.1. Returns 1 on
 * success, and 0 after an error that gives the engine's reason. */
int cli_engine_set_option(cli_engine *e, const char *name, const char *value);

/* Returns the engine's name, from its `name` reply, cleaned. */
const char *cli_engine_name(const cli_engine *e);

/* Returns the round trips of genturn since the last cli_engine_budget, in
 * microseconds. They are the engine's time for the turn, as its pipes see
 * it. */
uint64_t cli_engine_think_us(const cli_engine *e);

/* Gives the round trips so far of the engine's requests that were not
 * turns: their total in microseconds and their number. */
void cli_engine_pings(const cli_engine *e, uint64_t *us, unsigned *n);

/* ------------------------------------------------------------------------ */
/* arbiter.c: one game between two players.                                */

/* How a game between two players ended. */
typedef struct cli_game_result {
    nexus_outcome outcome; /* It is NEXUS_OUTCOME_NONE if unfinished. */
    nexus_reason reason;   /* It is NEXUS_REASON_NONE if unfinished or
                              forfeited. */
    int unfinished;        /* The turn limit stopped the game. */
    size_t turns;
    nexus_color forfeit;   /* The side that failed and lost, or EMPTY. */
    char why[256];         /* Why the side failed, cleaned. */
    cli_side_time time[3]; /* The times, by nexus_color. */
} cli_game_result;

/* Plays `game` on to its end, to the turn limit or to a player's failure,
 * which loses, under the time control `tc`, which is NULL for none. A side
 * whose turn takes longer than its clock or the turn limit loses on time.
 * Returns 1, because every failure is a player's and loses its game. */
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

/* The protocol that this tool speaks, 1.1. It also plays engines of 1.0. */
#define CLI_PROTOCOL_MAJOR 1
#define CLI_PROTOCOL_MINOR 1
#define CLI_PROTOCOL_TEXT "1.1"

/* What nexus engine serves: a built-in bot, by its spec, and its seed. */
typedef struct cli_serve_config {
    const char *spec;       /* The spec NAME[:SETTINGS], as cli_make_bot
                               reads it. */
    uint64_t seed;
    unsigned long nodes;    /* The --nodes, or 0 for the bot's default. */
} cli_serve_config;

/* Serves the bot of `cfg` over the protocol until quit or the end of the
 * input (protocol.c). Returns 1 after a quit or the end of the input, and
 * 0, after an error, if the bot or the game could not even be made. */
int cli_serve(FILE *in, FILE *out, const cli_serve_config *cfg);
#endif
