/* nexus: the command-line tool of libnexus. Shared declarations of its
 * parts: main.c (dispatch, options, files), show.c (boards and turns),
 * play.c (`nexus play`), commands.c (the other subcommands). */
#ifndef NEXUS_CLI_H
#define NEXUS_CLI_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <nexus.h>
#include <nexus_bot.h>

/* Exit statuses: success, a failure (file, record, check), bad usage. */
#define CLI_OK 0
#define CLI_FAIL 1
#define CLI_USAGE 2

/* ------------------------------------------------------------------------ */
/* main.c                                                                   */

/* "nexus: ..." on stderr. */
void cli_error(const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;

/* A library error on stderr: "nexus: WHAT: message (NEXUS_E_...)". */
void cli_status_error(const char *what, nexus_status st);

/* 1 if `arg` is -h or --help. */
int cli_is_help(const char *arg);

/* Option parsing: if argv[*i] is `name` (then the value is the next
 * argument) or `name=VALUE`, set *value, advance *i past it and return 1.
 * Returns -1 (after an error message) when the value is missing, 0 when
 * argv[*i] is another option. */
int cli_opt(int argc, char **argv, int *i, const char *name,
            const char **value);

/* A decimal integer in [lo, hi]; 0 (after an error naming `what`) if not. */
int cli_int(long long *out, const char *text, long long lo, long long hi,
            const char *what);

/* A decimal unsigned 64-bit integer; 0 (after an error) if not. */
int cli_u64(uint64_t *out, const char *text, const char *what);

/* Read a whole file into a NUL-terminated buffer (free() it). Returns 0 and
 * prints an error on failure. */
int cli_read_file(const char *path, char **text, size_t *len);

/* Read and replay a record file; 0 (after an error with the line) on
 * failure. */
int cli_load_record(const char *path, nexus_game **out);

/* Write a game's record to `path` atomically (a temporary file renamed);
 * 0 (after an error) on failure. */
int cli_save_record(const char *path, const nexus_game *game);

/* A bot by kind: "simple" (also "bot"), "random". `seed` seeds the random
 * bot. Returns 0 (after an error) for an unknown kind. */
int cli_make_bot(nexus_bot **out, const char *kind, uint64_t seed);

/* 1 if `kind` names a bot cli_make_bot() knows. */
int cli_is_bot_kind(const char *kind);

/* The kinds, for messages: "simple, random". */
extern const char *const cli_bot_kinds;

/* ------------------------------------------------------------------------ */
/* show.c                                                                   */

/* "Black" or "White". */
const char *cli_color_name(nexus_color c);

/* A point name, "C3" ("??" if off the board). `buf` has room for 4. */
const char *cli_point(char *buf, int size, int point);

/* The board size of a game. */
int cli_size(const nexus_game *game);

/* Print points separated by `sep`. */
void cli_print_points(FILE *out, int size, const int *points, size_t n,
                      const char *sep);

/* Draw the board with coordinates, both debts, the quiet count and whose
 * turn it is; when `mark_legal`, the legal points of the side to move are
 * drawn '+' (other empty points '.'). Labels, if set, name the players. */
void cli_draw_board(FILE *out, const nexus_game *game, int mark_legal);

/* One line describing a turn just played: `pv` is its preview taken
 * before it was played, `after` the game after it. */
void cli_describe_turn(FILE *out, const nexus_game *after, nexus_color who,
                       const nexus_turn *turn, const nexus_preview *pv);

/* "Black wins (audit)", "Draw (quiet play)", ... */
void cli_describe_result(FILE *out, const nexus_game *game);

/* Show a finished or saved game move by move, from its start: the start
 * board, then every move (offers included) with, unless `brief`, the board
 * after it. Returns 0 (after an error) if the game cannot be replayed. */
int cli_show_game(FILE *out, const nexus_game *game, int brief);

/* ------------------------------------------------------------------------ */
/* Subcommands: argv[0] is the subcommand's name.                           */

int cli_play(int argc, char **argv);
int cli_replay(int argc, char **argv);
int cli_verify(int argc, char **argv);
int cli_perft(int argc, char **argv);
int cli_match(int argc, char **argv);
int cli_bench(int argc, char **argv, const char *argv0);

#endif
