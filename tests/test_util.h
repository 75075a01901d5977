/*
 * Helpers shared by the CMocka unit tests.
 *
 * Boards are written as in a record's `board` line: rows top to bottom
 * joined by '/', 'X' Black, 'O' White, '.' empty; the number of rows is the
 * board size. Point lists are point names separated by spaces ("A1 C3").
 *
 * Every helper that plays a turn checks nexus_game_check_consistency()
 * afterwards. Failures are reported at the caller's file and line.
 */
#ifndef NEXUS_TEST_UTIL_H
#define NEXUS_TEST_UTIL_H

/* clang-format off */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
/* clang-format on */

#include "nexus.h"

#define TU_B NEXUS_BLACK
#define TU_W NEXUS_WHITE

/* ------------------------------------------------------------------ */
/* Positions */

/* Fill `pos` from a board string (and debts, side, quiet); returns the
 * board size read from the string. Fails the test on a malformed string. */
int tu_fill_position_(const char *file, int line, nexus_position *pos,
                      const char *board, int64_t black_debt,
                      int64_t white_debt, nexus_color to_move, int quiet);
#define tu_fill_position(pos, board, bd, wd, side, quiet)                      \
    tu_fill_position_(__FILE__, __LINE__, (pos), (board), (bd), (wd), (side),  \
                      (quiet))

/* Create a game from a position with debt rates p1/p2 (size from the
 * board string); returns the status of nexus_game_new_from_position. */
nexus_status tu_try_position(nexus_game **out, const char *board, int p1,
                             int p2, int64_t black_debt, int64_t white_debt,
                             nexus_color to_move, int quiet);

/* As tu_try_position, asserting success and consistency. */
nexus_game *tu_position_(const char *file, int line, const char *board, int p1,
                         int p2, int64_t black_debt, int64_t white_debt,
                         nexus_color to_move, int quiet);
#define tu_position(board, p1, p2, bd, wd, side, quiet)                        \
    tu_position_(__FILE__, __LINE__, (board), (p1), (p2), (bd), (wd), (side),  \
                 (quiet))
/* Standard debts p1 = 2, p2 = 4. */
#define tu_std_position(board, bd, wd, side, quiet)                            \
    tu_position_(__FILE__, __LINE__, (board), 2, 4, (bd), (wd), (side), (quiet))

/* A new game (size n, p1, p2), asserting success. */
nexus_game *tu_new_(const char *file, int line, int size, int p1, int p2);
#define tu_new(size, p1, p2) tu_new_(__FILE__, __LINE__, (size), (p1), (p2))

/* ------------------------------------------------------------------ */
/* Points */

int tu_size_(const char *file, int line, const nexus_game *game);
#define tu_size(game) tu_size_(__FILE__, __LINE__, (game))

/* The index of a point name on an n x n board, asserting it parses. */
int tu_pt_(const char *file, int line, int size, const char *name);
#define tu_pt(size, name) tu_pt_(__FILE__, __LINE__, (size), (name))
#define TU_P(game, name) tu_pt_(__FILE__, __LINE__, tu_size(game), (name))

/* Parse a space-separated list of point names into `out` (capacity
 * NEXUS_MAX_POINTS); returns the count. NULL or "" gives 0. */
int tu_points_(const char *file, int line, int size, const char *list,
               int *out);
#define tu_points(size, list, out)                                             \
    tu_points_(__FILE__, __LINE__, (size), (list), (out))

/* Write a list of points as names separated by single spaces. */
void tu_names(char *buf, size_t cap, int size, const int *points, size_t n);

/* ------------------------------------------------------------------ */
/* Turns */

/* Build a turn from three point lists (unblock and pay may be NULL). */
void tu_make_turn_(const char *file, int line, nexus_turn *turn, int size,
                   const char *unblock, const char *point, const char *pay);
#define tu_make_turn(turn, size, unblock, point, pay)                          \
    tu_make_turn_(__FILE__, __LINE__, (turn), (size), (unblock), (point),      \
                  (pay))

/* Play a turn and return its status. On success the game's consistency is
 * checked; on failure the game is checked to be exactly unchanged. */
nexus_status tu_try_turn_(const char *file, int line, nexus_game *game,
                          const char *unblock, const char *point,
                          const char *pay);
#define tu_try_turn(game, unblock, point, pay)                                 \
    tu_try_turn_(__FILE__, __LINE__, (game), (unblock), (point), (pay))

/* Play a turn, asserting success. */
#define tu_turn(game, unblock, point, pay)                                     \
    tu_turn_fails(game, unblock, point, pay, NEXUS_OK)

/* Play a turn, asserting it fails with `status` and changes nothing. */
#define tu_turn_fails(game, unblock, point, pay, status)                       \
    tu_expect_status_(__FILE__, __LINE__,                                      \
                      (int)tu_try_turn_(__FILE__, __LINE__, (game), (unblock), \
                                        (point), (pay)),                       \
                      (int)(status), "turn " #point)

/* Play a sequence of plain placements "C3 D4 ...", asserting each one. */
void tu_play_(const char *file, int line, nexus_game *game, const char *moves);
#define tu_play(game, moves) tu_play_(__FILE__, __LINE__, (game), (moves))

/* Play a sequence of full turns separated by spaces, each written
 * "[U1+U2:]P[/Y1+Y2]" (unblocking set, point, payment), asserting each. */
void tu_play_turns_(const char *file, int line, nexus_game *game,
                    const char *turns);
#define tu_play_turns(game, turns)                                             \
    tu_play_turns_(__FILE__, __LINE__, (game), (turns))

/* ------------------------------------------------------------------ */
/* State assertions */

void tu_check_(const char *file, int line, const nexus_game *game);
#define tu_check(game) tu_check_(__FILE__, __LINE__, (game))

void tu_assert_board_(const char *file, int line, const nexus_game *game,
                      const char *board);
#define tu_assert_board(game, board)                                           \
    tu_assert_board_(__FILE__, __LINE__, (game), (board))

void tu_assert_debts_(const char *file, int line, const nexus_game *game,
                      int64_t black, int64_t white);
#define tu_assert_debts(game, b, w)                                            \
    tu_assert_debts_(__FILE__, __LINE__, (game), (b), (w))

void tu_assert_quiet_(const char *file, int line, const nexus_game *game,
                      int quiet);
#define tu_assert_quiet(game, q) tu_assert_quiet_(__FILE__, __LINE__, (game), (q))

void tu_assert_to_move_(const char *file, int line, const nexus_game *game,
                        nexus_color side);
#define tu_assert_to_move(game, side)                                          \
    tu_assert_to_move_(__FILE__, __LINE__, (game), (side))

void tu_assert_phase_(const char *file, int line, const nexus_game *game,
                      nexus_phase phase);
#define tu_assert_phase(game, phase)                                           \
    tu_assert_phase_(__FILE__, __LINE__, (game), (phase))

void tu_assert_result_(const char *file, int line, const nexus_game *game,
                       nexus_outcome outcome, nexus_reason reason);
#define tu_assert_result(game, outcome, reason)                                \
    tu_assert_result_(__FILE__, __LINE__, (game), (outcome), (reason))

/* Legal points of the side to move, exactly (names, canonical order). */
void tu_assert_legal_(const char *file, int line, const nexus_game *game,
                      const char *list);
#define tu_assert_legal(game, list)                                            \
    tu_assert_legal_(__FILE__, __LINE__, (game), (list))

/* Status of one point for the side to move. */
void tu_assert_status_(const char *file, int line, const nexus_game *game,
                       const char *name, nexus_point_status status);
#define tu_assert_status(game, name, status)                                   \
    tu_assert_status_(__FILE__, __LINE__, (game), (name), (status))

/* Every empty point of the board has status `status`, except those of
 * `except` (a list). */
void tu_assert_all_empty_status_(const char *file, int line,
                                 const nexus_game *game,
                                 nexus_point_status status,
                                 const char *except);
#define tu_assert_all_empty_status(game, status, except)                       \
    tu_assert_all_empty_status_(__FILE__, __LINE__, (game), (status), (except))

/* Unblocking due: its size and the offered sets, written "B1 C1|A2 B2"
 * (sets separated by '|', each sorted; sets in canonical order). */
void tu_assert_unblock_(const char *file, int line, const nexus_game *game,
                        int k, const char *sets);
#define tu_assert_unblock(game, k, sets)                                       \
    tu_assert_unblock_(__FILE__, __LINE__, (game), (k), (sets))

/* Points legal after an offered unblocking set. */
void tu_assert_legal_after_(const char *file, int line, const nexus_game *game,
                            const char *set, const char *list);
#define tu_assert_legal_after(game, set, list)                                 \
    tu_assert_legal_after_(__FILE__, __LINE__, (game), (set), (list))

/* ------------------------------------------------------------------ */
/* Snapshots: prove that a failed call changed nothing. */

typedef struct tu_snapshot {
    nexus_game *clone;
    uint64_t hash;
    size_t turns;
    nexus_position pos;
    int pending;
} tu_snapshot;

void tu_snap_take_(const char *file, int line, tu_snapshot *snap,
                   const nexus_game *game);
#define tu_snap_take(snap, game) tu_snap_take_(__FILE__, __LINE__, (snap), (game))

/* Assert the game equals the snapshot (nexus_game_equal, hash, turn count,
 * position, pending offer, consistency). */
void tu_snap_check_(const char *file, int line, const tu_snapshot *snap,
                    const nexus_game *game);
#define tu_snap_check(snap, game)                                              \
    tu_snap_check_(__FILE__, __LINE__, (snap), (game))

void tu_snap_free(tu_snapshot *snap);

/* Assert two games are equal per nexus_game_equal (or not). */
void tu_assert_equal_games_(const char *file, int line, const nexus_game *a,
                            const nexus_game *b, int expect);
#define tu_assert_equal_games(a, b, expect)                                    \
    tu_assert_equal_games_(__FILE__, __LINE__, (a), (b), (expect))

/* An allocator that counts its live blocks and its malloc/realloc calls:
 * for checks that a handle uses the allocator it was given and gives back
 * everything it took. */
typedef struct tu_counter {
    long live;
    long calls;
} tu_counter;
nexus_allocator tu_counting_allocator(tu_counter *c);

/* ------------------------------------------------------------------ */
/* Records */

/* The whole of a file, NUL-terminated (not counted in *len); NULL if it
 * cannot be read. Free with free(). */
char *tu_read_file(const char *path, size_t *len);

/* Call fn for every file of the source tree's directory `dir` whose name
 * ends with `suffix` (in directory order, hidden files left out) with its
 * text; returns the number of files. Fails the test if the directory or a
 * file cannot be read. */
typedef void (*tu_file_fn)(const char *path, const char *text, size_t len,
                           void *ctx);
int tu_for_each_file_(const char *file, int line, const char *dir,
                      const char *suffix, tu_file_fn fn, void *ctx);
#define tu_for_each_file(dir, suffix, fn, ctx)                                 \
    tu_for_each_file_(__FILE__, __LINE__, (dir), (suffix), (fn), (ctx))
/* The conformance corpus: the .nxr files of conformance/games. */
#define tu_for_each_corpus_file(fn, ctx)                                       \
    tu_for_each_file("conformance/games", ".nxr", (fn), (ctx))

/* Status comparisons that print the status names on failure. */
void tu_expect_status_(const char *file, int line, int actual, int expected,
                       const char *expr);
#define TU_ST(expr, expected)                                                  \
    tu_expect_status_(__FILE__, __LINE__, (int)(expr), (int)(expected), #expr)
#define TU_OK(expr) TU_ST(expr, NEXUS_OK)

/* Signed integer comparison printing both values. */
void tu_expect_int_(const char *file, int line, intmax_t actual,
                    intmax_t expected, const char *expr);
#define TU_EQ(expr, expected)                                                  \
    tu_expect_int_(__FILE__, __LINE__, (intmax_t)(expr), (intmax_t)(expected), \
                   #expr)

#endif /* NEXUS_TEST_UTIL_H */
