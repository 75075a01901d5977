/*
 * Helpers shared by the libnexus-bot tests.
 *
 * Boards are written as in a record's `board` line: rows top to bottom
 * joined by '/', 'X' Black, 'O' White, '.' empty. Turns are written as
 * record `turn` lines ("turn W unblock B1 place B2 pay A1").
 */
#ifndef NEXUS_BOT_TEST_UTIL_H
#define NEXUS_BOT_TEST_UTIL_H

/* clang-format off */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
/* clang-format on */

#include "nexus.h"
#include "nexus_bot.h"

/* A game from a board string, debts, side to move (quiet count 0), with
 * debt rates p1/p2; fails the test if the position is rejected. */
nexus_game *bt_position_(const char *file, int line, const char *board,
                         int p1, int p2, int64_t black_debt,
                         int64_t white_debt, nexus_color to_move);
#define bt_position(board, p1, p2, bd, wd, side)                               \
    bt_position_(__FILE__, __LINE__, (board), (p1), (p2), (bd), (wd), (side))

/* A new game from the empty board, asserting success. */
nexus_game *bt_new_(const char *file, int line, int size, int p1, int p2);
#define bt_new(size, p1, p2) bt_new_(__FILE__, __LINE__, (size), (p1), (p2))

/* The index of a point name on the board of `game`. */
int bt_pt_(const char *file, int line, const nexus_game *game,
           const char *name);
#define bt_pt(game, name) bt_pt_(__FILE__, __LINE__, (game), (name))

/* A turn as its record line, for the side to move of `game`. */
void bt_format_(const char *file, int line, char *buf, size_t cap,
                const nexus_game *game, const nexus_turn *turn);

/* Ask `bot` for its turn and check it is exactly `expected` (a record turn
 * line); the sets are compared in canonical order. */
void bt_expect_turn_(const char *file, int line, nexus_bot *bot,
                     const nexus_game *game, const char *expected);
#define bt_expect_turn(bot, game, expected)                                    \
    bt_expect_turn_(__FILE__, __LINE__, (bot), (game), (expected))

/* Play a record turn line on `game`, asserting success. */
void bt_play_(const char *file, int line, nexus_game *game, const char *text);
#define bt_play(game, text) bt_play_(__FILE__, __LINE__, (game), (text))

/* Assert a status, printing both names on failure. */
void bt_status_(const char *file, int line, nexus_status got,
                nexus_status expected);
#define bt_status(got, expected)                                               \
    bt_status_(__FILE__, __LINE__, (got), (expected))
#define bt_ok(expr) bt_status_(__FILE__, __LINE__, (expr), NEXUS_OK)

/* Play a whole game with nexus_bot_choose/nexus_game_play, checking every
 * turn is accepted and the game stays consistent; stops when the game ends
 * or after `limit` turns. Returns the turns played. */
size_t bt_selfplay_(const char *file, int line, nexus_game *game,
                    nexus_bot *black, nexus_bot *white, size_t limit);
#define bt_selfplay(game, black, white, limit)                                 \
    bt_selfplay_(__FILE__, __LINE__, (game), (black), (white), (limit))

/* What nexus_solve() proves for the side to move of `game` within
 * `plies`: +1 it wins, -1 it loses, 0 neither; fails the test on error. */
int bt_solve_(const char *file, int line, const nexus_game *game, int plies);
#define bt_solve(game, plies) bt_solve_(__FILE__, __LINE__, (game), (plies))

/* The same for the position after `turn` (a record turn line) is played
 * on `game`, from the point of view of the side that played it. */
int bt_solve_after_(const char *file, int line, const nexus_game *game,
                    const nexus_turn *turn, int plies);
#define bt_solve_after(game, turn, plies)                                     \
    bt_solve_after_(__FILE__, __LINE__, (game), (turn), (plies))

#endif
