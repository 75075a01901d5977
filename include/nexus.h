/**
 * @file nexus.h
 * @brief libnexus: the rules engine of the board game Nexus.
 *
 * Nexus is Go-like placement on an n x n board (3..9) where a player wins by
 * owning a full row, column or long diagonal, but every captured stone adds
 * debt that is audited when a line is completed. The rules are written out,
 * numbered R1-R23 as this header cites them, in `docs/rules.md` (installed
 * in share/doc/nexus).
 *
 * Conventions (shared by every function of this header):
 * - Functions return a ::nexus_status: ::NEXUS_OK (0) or a negative error.
 *   Results go to out-parameters, which come first. On error, out-parameters
 *   are left untouched unless a function says otherwise, and the game is
 *   unchanged.
 * - A NULL handle, a NULL pointer that a function needs, and a value
 *   outside its documented range (a colour that is not ::NEXUS_BLACK or
 *   ::NEXUS_WHITE, an index past the end of the history, a count that would
 *   overflow) return ::NEXUS_E_INVALID_ARG. A function's comment lists
 *   under @return the errors it returns besides that one and the
 *   ::NEXUS_E_BUFFER_TOO_SMALL of the count-and-fill lists below; a comment
 *   without @return has no other error.
 * - Points are `int` indices in canonical order (R3): `index = row * n + col`
 *   with row and column counted from 0, so A1 = 0, B1 = 1, ..., A2 = n.
 * - Arrays are returned count-and-fill: the caller passes a buffer and its
 *   capacity in elements; the function writes the number of elements needed
 *   to `*count`. If the capacity is too small it writes nothing else and
 *   returns ::NEXUS_E_BUFFER_TOO_SMALL, so a call with `(NULL, 0, &count)`
 *   asks for the size. Every list is in canonical order. On success, a
 *   point list may also write the buffer past `*count` (within the
 *   capacity): only the first `*count` elements are the answer.
 * - A ::nexus_game handle is owned by the caller and released with
 *   nexus_game_free(). Handles share nothing: different handles may be used
 *   from different threads at once. One handle must not be used by two
 *   threads at once, except that functions taking `const nexus_game *` may
 *   run concurrently with each other.
 * - Cost is O(1) unless stated; "O(n^2)" means linear in the number of
 *   points of the board.
 */
#ifndef NEXUS_H
#define NEXUS_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** @name Version
 *  The version of this header. Compare with nexus_version_number() to detect
 *  a header/library mismatch at run time.
 *  @{ */
#define NEXUS_VERSION_MAJOR 1 /**< Major version. */
#define NEXUS_VERSION_MINOR 2 /**< Minor version. */
#define NEXUS_VERSION_PATCH 0 /**< Patch version. */
/** Version as one number: major * 10000 + minor * 100 + patch. */
#define NEXUS_VERSION_NUMBER                                                   \
    (NEXUS_VERSION_MAJOR * 10000 + NEXUS_VERSION_MINOR * 100 +                 \
     NEXUS_VERSION_PATCH)
/** @cond NEXUS_INTERNAL */
#define NEXUS_STRINGIFY_(x) #x
#define NEXUS_STRINGIFY(x) NEXUS_STRINGIFY_(x)
/** @endcond */
/** Version as a string, "major.minor.patch". */
#define NEXUS_VERSION_STRING                                                   \
    NEXUS_STRINGIFY(NEXUS_VERSION_MAJOR)                                       \
    "." NEXUS_STRINGIFY(NEXUS_VERSION_MINOR) "." NEXUS_STRINGIFY(              \
        NEXUS_VERSION_PATCH)
/** @} */

/** @cond NEXUS_INTERNAL */
#ifndef NEXUS_API
#if defined(_WIN32) && defined(NEXUS_BUILDING)
#define NEXUS_API __declspec(dllexport)
#elif defined(__GNUC__) && __GNUC__ >= 4
#define NEXUS_API __attribute__((visibility("default")))
#else
#define NEXUS_API
#endif
#endif
/** @endcond */

/** @name Limits
 *  @{ */
#define NEXUS_MIN_SIZE 3        /**< Smallest board size (R1). */
#define NEXUS_MAX_SIZE 9        /**< Largest board size (R1). */
#define NEXUS_MAX_POINTS 81     /**< Points on the largest board. */
#define NEXUS_MAX_DEBT_RATE 1000 /**< Largest capture or unblock debt (R1). */
#define NEXUS_LABEL_MAX 63      /**< Longest player label, in bytes. */
/**
 * Largest debt of a start position, 2^60: far beyond any game (a turn adds
 * at most 1000 * 81), and low enough that no sum of debts can overflow.
 */
#define NEXUS_MAX_START_DEBT (INT64_C(1) << 60)
/** @} */

/** Status codes. ::NEXUS_OK is 0, every error is negative. */
typedef enum nexus_status {
    NEXUS_OK = 0,                   /**< Success. */
    NEXUS_E_INVALID_ARG = -1,       /**< NULL pointer or value out of range. */
    NEXUS_E_NOMEM = -2,             /**< An allocation failed. */
    NEXUS_E_BUFFER_TOO_SMALL = -3,  /**< Capacity below `*count`. */
    NEXUS_E_VERSION = -4,           /**< Unsupported options version. */
    NEXUS_E_OFF_BOARD = -5,         /**< A point index is not on the board. */
    NEXUS_E_PARSE = -6,             /**< Text could not be parsed. */
    NEXUS_E_GAME_OVER = -7,         /**< The game has ended. */
    NEXUS_E_MUST_UNBLOCK = -8,      /**< An unblocking set is required. */
    NEXUS_E_UNBLOCK_NOT_DUE = -9,   /**< An unblocking set given when none is due. */
    NEXUS_E_NOT_OFFERED = -10,      /**< The unblocking set is not offered. */
    NEXUS_E_OCCUPIED = -11,         /**< The point holds a stone. */
    NEXUS_E_SUICIDE = -12,          /**< The placement is suicide. */
    NEXUS_E_REPETITION = -13,       /**< The placement repeats a position. */
    NEXUS_E_PAYMENT_NOT_DUE = -14,  /**< A payment given when none is due. */
    NEXUS_E_PAYMENT_SIZE = -15,     /**< The payment is not exactly net stones. */
    NEXUS_E_PAYMENT_DUPLICATE = -16, /**< The payment names a point twice. */
    NEXUS_E_PAYMENT_NOT_OWN = -17,  /**< The payment names a point without an own stone. */
    NEXUS_E_NO_HISTORY = -18,       /**< Nothing to undo. */
    NEXUS_E_DEAD_GROUP = -19,       /**< A start position has a group without liberties. */
    NEXUS_E_LINE_OWNED = -20,       /**< A start position has an owned line. */
    NEXUS_E_DRAW_PENDING = -21,     /**< A draw offer awaits an answer. */
    NEXUS_E_NO_DRAW_OFFER = -22,    /**< No draw offer to answer. */
    NEXUS_E_RECORD = -23,           /**< A record is malformed or illegal. */
    NEXUS_ITER_OVER = -24           /**< An iterator has no more items (1.1; not an error). */
} nexus_status;

/** The contents of a point, and the two players. */
typedef enum nexus_color {
    NEXUS_EMPTY = 0, /**< No stone. */
    NEXUS_BLACK = 1, /**< Black, who moves first. */
    NEXUS_WHITE = 2  /**< White. */
} nexus_color;

/** What the side to move must do next. */
typedef enum nexus_phase {
    NEXUS_PHASE_PLACE = 0,   /**< Place a stone (no unblocking due). */
    NEXUS_PHASE_UNBLOCK = 1, /**< Choose an offered unblocking set, then place. */
    NEXUS_PHASE_OVER = 2     /**< The game has ended. */
} nexus_phase;

/** The status of one point for the side to move (R7). */
typedef enum nexus_point_status {
    NEXUS_POINT_LEGAL = 0,     /**< Empty and a legal placement. */
    NEXUS_POINT_OCCUPIED = 1,  /**< Holds a stone. */
    NEXUS_POINT_SUICIDE = 2,   /**< Empty, but placing there is suicide. */
    NEXUS_POINT_REPETITION = 3 /**< Empty, not suicide, but repeats a position. */
} nexus_point_status;

/** Who won (R21). */
typedef enum nexus_outcome {
    NEXUS_OUTCOME_NONE = 0,        /**< The game goes on. */
    NEXUS_OUTCOME_BLACK_WINS = 1,  /**< Black won. */
    NEXUS_OUTCOME_WHITE_WINS = 2,  /**< White won. */
    NEXUS_OUTCOME_DRAW = 3,        /**< Drawn. */
    NEXUS_OUTCOME_NO_WINNER = 4    /**< Ended outside the rules (`uncovered`). */
} nexus_outcome;

/** Why the game ended (R21). */
typedef enum nexus_reason {
    NEXUS_REASON_NONE = 0,         /**< The game goes on. */
    NEXUS_REASON_AUDIT = 1,        /**< Won at an audit. */
    NEXUS_REASON_BANKRUPT = 2,     /**< The loser went bankrupt at their audit. */
    NEXUS_REASON_NO_PLACEMENT = 3, /**< The loser could not be unblocked. */
    NEXUS_REASON_QUIET = 4,        /**< 2n^2 turns without a capture. */
    NEXUS_REASON_AGREEMENT = 5,    /**< A draw offer was accepted. */
    NEXUS_REASON_UNCOVERED = 6     /**< Unblocking sets exist but none is offered (R17). */
} nexus_reason;

/** What the audit of a previewed turn does. */
typedef enum nexus_audit_kind {
    NEXUS_AUDIT_NONE = 0,     /**< The mover owns no line: no audit. */
    NEXUS_AUDIT_WIN = 1,      /**< Net debt <= 0: the mover wins. */
    NEXUS_AUDIT_BANKRUPT = 2, /**< Fewer own stones than net: the mover loses. */
    NEXUS_AUDIT_PAY = 3       /**< The mover must pay exactly net own stones. */
} nexus_audit_kind;

/**
 * Custom allocator, per handle. Leave all three functions NULL to use the C
 * library. Either all three are set or none. `user` is passed back verbatim.
 * `realloc_fn` is never called with a NULL pointer or a zero size.
 */
typedef struct nexus_allocator {
    void *(*malloc_fn)(size_t size, void *user);             /**< Like malloc. */
    void *(*realloc_fn)(void *ptr, size_t size, void *user); /**< Like realloc. */
    void (*free_fn)(void *ptr, void *user);                  /**< Like free; never given NULL. */
    void *user;                                              /**< Passed to the three. */
} nexus_allocator;

/** Current version of ::nexus_options. */
#define NEXUS_OPTIONS_VERSION 1

/**
 * Game options. Initialise with ::NEXUS_OPTIONS_INIT or nexus_options_init()
 * so that fields added in later versions get their defaults.
 */
typedef struct nexus_options {
    unsigned int version;      /**< ::NEXUS_OPTIONS_VERSION. */
    int size;                  /**< Board size n, 3..9 (default 5). */
    int capture_debt;          /**< p1, debt per captured stone, 0..1000 (default 2). */
    int unblock_debt;          /**< p2, debt per unblocking removal, 0..1000 (default 4). */
    nexus_allocator allocator; /**< Memory functions (default: the C library). */
} nexus_options;

/** Static initialiser for ::nexus_options: the standard game. */
#define NEXUS_OPTIONS_INIT                                                     \
    { NEXUS_OPTIONS_VERSION, 5, 2, 4, { NULL, NULL, NULL, NULL } }

/**
 * A position to start a game from (R5 "start").
 * `cells` holds n*n ::nexus_color values in canonical order; the rest is
 * ignored.
 */
typedef struct nexus_position {
    unsigned char cells[NEXUS_MAX_POINTS]; /**< ::nexus_color per point. */
    int64_t black_debt;                    /**< Black's debt, 0..::NEXUS_MAX_START_DEBT. */
    int64_t white_debt;                    /**< White's debt, 0..::NEXUS_MAX_START_DEBT. */
    nexus_color to_move;                   /**< ::NEXUS_BLACK or ::NEXUS_WHITE. */
    int quiet;                             /**< Quiet count, 0 .. 2n^2-1. */
} nexus_position;

/**
 * A full turn (R5): an unblocking set (empty unless one is due), the point
 * placed, and the audit payment (empty unless one is due). Sets may be given
 * in any order; the library reports them in canonical order. Only the first
 * `n_unblock` and `n_pay` entries of the arrays are part of the turn: a call
 * that fills a turn may leave the entries past them as they were.
 */
typedef struct nexus_turn {
    int n_unblock;                   /**< Stones in the unblocking set. */
    int unblock[NEXUS_MAX_POINTS];   /**< Enemy stones removed first. */
    int point;                       /**< The point placed. */
    int n_pay;                       /**< Stones in the payment. */
    int pay[NEXUS_MAX_POINTS];       /**< Own stones paying the audit. */
} nexus_turn;

/** What a turn would do, from nexus_game_preview(). */
typedef struct nexus_preview {
    int n_captured;                   /**< Stones the placement captures. */
    int captured[NEXUS_MAX_POINTS];   /**< Those stones. */
    int64_t mover_debt;               /**< The mover's debt before the audit. */
    int64_t opponent_debt;            /**< The opponent's debt. */
    nexus_audit_kind audit;           /**< What the audit does. */
    int64_t net;                      /**< Net debt (meaningful when audit != NONE). */
    int n_payers;                     /**< With ::NEXUS_AUDIT_PAY: stones that may pay. */
    int payers[NEXUS_MAX_POINTS];     /**< The mover's stones after the captures. */
} nexus_preview;

/** Opaque game handle: a game with its whole history. */
typedef struct nexus_game nexus_game;

/* ------------------------------------------------------------------------ */
/** @name Library information
 *  @{ */

/** The library's version as ::NEXUS_VERSION_NUMBER was when it was built. */
NEXUS_API unsigned int nexus_version_number(void);

/** The library's version string, e.g. "1.0.0". Static storage. */
NEXUS_API const char *nexus_version_string(void);

/**
 * The name of a status code, e.g. "NEXUS_E_SUICIDE". Static storage; an
 * unknown code gives "NEXUS_E_UNKNOWN".
 */
NEXUS_API const char *nexus_status_name(nexus_status status);

/** A one-line English description of a status code. Static storage. */
NEXUS_API const char *nexus_status_message(nexus_status status);

/**
 * Fill `*opts` with the defaults of options version `version` (FFI users who
 * cannot use ::NEXUS_OPTIONS_INIT).
 * @return ::NEXUS_E_INVALID_ARG if `opts` is NULL, ::NEXUS_E_VERSION for an
 *         unknown version.
 */
NEXUS_API nexus_status nexus_options_init(nexus_options *opts,
                                          unsigned int version);
/** @} */

/* ------------------------------------------------------------------------ */
/** @name Point names
 *  @{ */

/**
 * Parse a point name such as "C3" or "c3" (R2) on an n x n board.
 * @param[out] point the canonical index.
 * @param size the board size n.
 * @param name the text.
 * @return ::NEXUS_E_PARSE if the text is not a point of this board,
 *         ::NEXUS_E_INVALID_ARG for NULL or a size outside 3..9.
 */
NEXUS_API nexus_status nexus_point_parse(int *point, int size,
                                         const char *name);

/**
 * Write the name of a point ("C3") with its terminating NUL.
 * @param buf receives at most 3 bytes.
 * @param cap its size, at least 3.
 * @param size the board size n.
 * @param point the point.
 * @return ::NEXUS_E_OFF_BOARD, ::NEXUS_E_BUFFER_TOO_SMALL, ::NEXUS_E_INVALID_ARG.
 */
NEXUS_API nexus_status nexus_point_format(char *buf, size_t cap, int size,
                                          int point);
/** @} */

/* ------------------------------------------------------------------------ */
/** @name Game lifetime
 *  @{ */

/**
 * Create a game at the empty board, Black to move.
 * @param[out] out the new handle, to be released with nexus_game_free().
 * @param opts options, or NULL for the standard game.
 * @return ::NEXUS_E_INVALID_ARG (size, debts, half-set allocator),
 *         ::NEXUS_E_VERSION, ::NEXUS_E_NOMEM.
 */
NEXUS_API nexus_status nexus_game_new(nexus_game **out,
                                      const nexus_options *opts);

/**
 * Create a game from a position; only that position is in its history.
 * Cost: O(n^2), plus an unblocking search when the side to move is blocked.
 * @return ::NEXUS_E_DEAD_GROUP if a group has no liberty,
 *         ::NEXUS_E_LINE_OWNED if a player owns a line,
 *         ::NEXUS_E_INVALID_ARG for bad cells, debts, side or quiet count,
 *         and the errors of nexus_game_new().
 */
NEXUS_API nexus_status nexus_game_new_from_position(nexus_game **out,
                                                    const nexus_options *opts,
                                                    const nexus_position *pos);

/** Release a game. NULL is allowed and does nothing. */
NEXUS_API void nexus_game_free(nexus_game *game);

/**
 * Create an independent copy of a game, history included, using the
 * source's allocator. Cost: O(turns played).
 * @return ::NEXUS_E_INVALID_ARG, ::NEXUS_E_NOMEM.
 */
NEXUS_API nexus_status nexus_game_clone(nexus_game **out,
                                        const nexus_game *game);

/**
 * Make `dst` an exact copy of `src`, reusing `dst`'s memory when it is large
 * enough: the cheap way for a search to reset a scratch game. Both must have
 * been created with the same allocator. On error `dst` is unchanged.
 * Cost: O(turns played).
 * @return ::NEXUS_E_INVALID_ARG, ::NEXUS_E_NOMEM.
 */
NEXUS_API nexus_status nexus_game_copy(nexus_game *dst, const nexus_game *src);

/**
 * Compare two games: `*equal` is 1 when options, labels, current state,
 * pending draw offer and whole history are the same, else 0.
 */
NEXUS_API nexus_status nexus_game_equal(int *equal, const nexus_game *a,
                                        const nexus_game *b);
/** @} */

/* ------------------------------------------------------------------------ */
/** @name Queries
 *  @{ */

/** The options the game was created with (allocator included). */
NEXUS_API nexus_status nexus_game_options(nexus_options *out,
                                          const nexus_game *game);

/** The side to move. After the game ends, the side that would move next. */
NEXUS_API nexus_status nexus_game_to_move(nexus_color *out,
                                          const nexus_game *game);

/** What the side to move must do: place, unblock first, or nothing (over). */
NEXUS_API nexus_status nexus_game_phase(nexus_phase *out,
                                        const nexus_game *game);

/** The stone at a point. @return ::NEXUS_E_OFF_BOARD. */
NEXUS_API nexus_status nexus_game_stone(nexus_color *out,
                                        const nexus_game *game, int point);

/** Both debts. Either out-parameter may be NULL. */
NEXUS_API nexus_status nexus_game_debts(int64_t *black, int64_t *white,
                                        const nexus_game *game);

/** Turns in a row without a capture (R19). */
NEXUS_API nexus_status nexus_game_quiet(int *out, const nexus_game *game);

/** Number of turns played since the start (draw offers are not turns). */
NEXUS_API nexus_status nexus_game_turn_count(size_t *out,
                                             const nexus_game *game);

/**
 * The result; ::NEXUS_OUTCOME_NONE and ::NEXUS_REASON_NONE while playing.
 * Either out-parameter may be NULL.
 */
NEXUS_API nexus_status nexus_game_result(nexus_outcome *outcome,
                                         nexus_reason *reason,
                                         const nexus_game *game);

/** `*owns` is 1 if `color` owns a full line (R4), else 0. O(n). */
NEXUS_API nexus_status nexus_game_owns_line(int *owns, const nexus_game *game,
                                            nexus_color color);

/** The current position (board, debts, side to move, quiet count). */
NEXUS_API nexus_status nexus_game_position(nexus_position *out,
                                           const nexus_game *game);

/**
 * The board as text, rows top to bottom joined by '/', 'X' Black, 'O'
 * White, '.' empty (the `board` line of a record), NUL-terminated.
 * `*count` receives the length including the NUL (n*(n+1)).
 */
NEXUS_API nexus_status nexus_game_format_board(char *buf, size_t cap,
                                               size_t *count,
                                               const nexus_game *game);

/**
 * A 64-bit hash of the current position (board and debt difference, R12),
 * as used for the repetition check. Equal positions have equal hashes.
 */
NEXUS_API nexus_status nexus_game_hash(uint64_t *out, const nexus_game *game);
/** @} */

/* ------------------------------------------------------------------------ */
/** @name Placements and unblocking
 *  @{ */

/**
 * The legal points of the side to move, in canonical order. Empty when an
 * unblocking is due or the game is over. Cost: O(1) beyond the copy (it is
 * computed once per turn).
 */
NEXUS_API nexus_status nexus_game_legal_points(int *points, size_t cap,
                                               size_t *count,
                                               const nexus_game *game);

/**
 * The status of a point for the side to move (R7), whatever the phase.
 * Cost: one placement test.
 * @return ::NEXUS_E_OFF_BOARD.
 */
NEXUS_API nexus_status nexus_game_point_status(nexus_point_status *out,
                                               const nexus_game *game,
                                               int point);

/**
 * The size k of the unblocking due (R15), or 0 when none is due (or the game
 * is over). The sets were searched when the turn began.
 */
NEXUS_API nexus_status nexus_game_unblock_size(int *k, const nexus_game *game);

/**
 * Every offered unblocking set (R16), flattened: set i is
 * `points[i*k .. i*k+k-1]`, sorted, sets in canonical order (B1). `*count`
 * receives the number of ints (sets times k); zero when no unblocking is
 * due. Cost: O(C(m, k)) placement tests for m enemy stones.
 * It makes no allocation, so it never returns ::NEXUS_E_NOMEM.
 */
NEXUS_API nexus_status nexus_game_unblock_sets(int *points, size_t cap,
                                               size_t *count,
                                               const nexus_game *game);

/**
 * The points legal after removing an offered unblocking set, judged with
 * the unblocking debt added (R16).
 * @return ::NEXUS_E_UNBLOCK_NOT_DUE, ::NEXUS_E_MUST_UNBLOCK (an empty set
 *         while one is due), ::NEXUS_E_NOT_OFFERED, ::NEXUS_E_OFF_BOARD,
 *         ::NEXUS_E_GAME_OVER, ::NEXUS_E_BUFFER_TOO_SMALL,
 *         ::NEXUS_E_INVALID_ARG (NULL pointers, `n_set` outside
 *         0..::NEXUS_MAX_POINTS, a NULL `set` with `n_set` > 0).
 */
NEXUS_API nexus_status nexus_game_legal_after_unblock(int *points, size_t cap,
                                                      size_t *count,
                                                      const nexus_game *game,
                                                      const int *set,
                                                      int n_set);

/**
 * What playing (unblocking set, point) would do, without changing anything:
 * captures, the audit and its net debt, the stones that may pay.
 * @return the error nexus_game_play() would give for this unblocking set and
 *         point (any payment aside).
 */
NEXUS_API nexus_status nexus_game_preview(nexus_preview *out,
                                          const nexus_game *game,
                                          const int *unblock, int n_unblock,
                                          int point);
/** @} */

/* ------------------------------------------------------------------------ */
/** @name Playing
 *  @{ */

/**
 * Play a full turn (R5): unblocking, placement and captures, audit with its
 * payment, end of turn. Atomic: on any error nothing changes.
 * Cost: O(n^2) plus the next turn's legal points (and unblocking search).
 * Errors, by the part of the turn they concern:
 * ::NEXUS_E_GAME_OVER, ::NEXUS_E_DRAW_PENDING; the unblocking set:
 * ::NEXUS_E_MUST_UNBLOCK (none given but one is due),
 * ::NEXUS_E_UNBLOCK_NOT_DUE, ::NEXUS_E_OFF_BOARD (a point of the set),
 * ::NEXUS_E_NOT_OFFERED (a duplicate, a point without an enemy stone, the
 * wrong size, or a set not offered); the point: ::NEXUS_E_OFF_BOARD,
 * ::NEXUS_E_OCCUPIED, ::NEXUS_E_SUICIDE, ::NEXUS_E_REPETITION; the payment:
 * ::NEXUS_E_PAYMENT_NOT_DUE (a payment when there is no audit, the audit is
 * won outright, or it is a bankruptcy), ::NEXUS_E_PAYMENT_SIZE,
 * ::NEXUS_E_OFF_BOARD (a point of the payment), ::NEXUS_E_PAYMENT_DUPLICATE,
 * ::NEXUS_E_PAYMENT_NOT_OWN; then ::NEXUS_E_NOMEM. ::NEXUS_E_INVALID_ARG for
 * a NULL pointer or a set size outside 0..::NEXUS_MAX_POINTS. The errors are
 * checked in the order listed, and each check looks at every point of a set
 * before the next check starts: the error does not depend on the order in
 * which the points are given.
 */
NEXUS_API nexus_status nexus_game_play(nexus_game *game,
                                       const nexus_turn *turn);

/**
 * Play a placement that needs no unblocking and no payment: shorthand for
 * nexus_game_play() with an otherwise empty turn.
 * @return the errors of nexus_game_play().
 */
NEXUS_API nexus_status nexus_game_place(nexus_game *game, int point);

/**
 * Undo the last action, restoring the exact previous state (history and
 * counters included). The last action is, most recent first: an accepted
 * draw (the offer is pending again), a pending draw offer (withdrawn), a
 * declined offer (pending again), or else the last turn. Cost: O(1).
 * @return ::NEXUS_E_NO_HISTORY when the game is at its start.
 */
NEXUS_API nexus_status nexus_game_undo(nexus_game *game);

/**
 * The i-th turn played (0-based), sets in canonical order.
 * @return ::NEXUS_E_INVALID_ARG if `index` >= the turn count.
 */
NEXUS_API nexus_status nexus_game_turn_at(nexus_turn *out,
                                          const nexus_game *game,
                                          size_t index);

/**
 * The number of declined draw offers made before turn `index` (after turn
 * `index - 1`); `index` may equal the turn count (offers since the last turn).
 */
NEXUS_API nexus_status nexus_game_declined_offers(int *out,
                                                  const nexus_game *game,
                                                  size_t index);

/**
 * The position the game started from; `*custom` (may be NULL) is 1 if the
 * game was created with nexus_game_new_from_position().
 */
NEXUS_API nexus_status nexus_game_start_position(nexus_position *out,
                                                 int *custom,
                                                 const nexus_game *game);
/** @} */

/* ------------------------------------------------------------------------ */
/** @name Draw offers (R20, R23)
 *  @{ */

/**
 * The side to move offers a draw. Until it is answered, turns are refused
 * with ::NEXUS_E_DRAW_PENDING.
 * @return ::NEXUS_E_GAME_OVER, ::NEXUS_E_DRAW_PENDING.
 */
NEXUS_API nexus_status nexus_game_offer_draw(nexus_game *game);

/**
 * The opponent answers the pending offer: accept (non-zero) ends the game
 * drawn by agreement; decline lets the offerer play on.
 * @return ::NEXUS_E_NO_DRAW_OFFER.
 */
NEXUS_API nexus_status nexus_game_answer_draw(nexus_game *game, int accept);

/** `*pending` is 1 while an offer awaits an answer. */
NEXUS_API nexus_status nexus_game_draw_pending(int *pending,
                                               const nexus_game *game);
/** @} */

/* ------------------------------------------------------------------------ */
/** @name Player labels
 *  Free-form names of who plays each side ("bot", "human"), kept in records.
 *  @{ */

/**
 * Set a label: 1..::NEXUS_LABEL_MAX bytes of printable ASCII without spaces,
 * or NULL / "" to clear it.
 * @return ::NEXUS_E_INVALID_ARG.
 */
NEXUS_API nexus_status nexus_game_set_label(nexus_game *game,
                                            nexus_color color,
                                            const char *label);

/** The label of a side; "" when unset. Valid until the label changes. */
NEXUS_API nexus_status nexus_game_label(const char **out,
                                        const nexus_game *game,
                                        nexus_color color);
/** @} */

/* ------------------------------------------------------------------------ */
/** @name Records (.nxr)
 *  @{ */

/** Where and why a record could not be read. */
typedef struct nexus_record_error {
    int line;          /**< 1-based line number (INT_MAX for any line past
                            it), 0 if not tied to a line. */
    nexus_status status; /**< The underlying error (e.g. ::NEXUS_E_SUICIDE). */
    char message[128]; /**< NUL-terminated English explanation. */
} nexus_record_error;

/**
 * Read a `.nxr` record (docs/records.md) and replay it. Header,
 * optional `start`, `turn`, `offer`, `decline`, `accept` lines are played;
 * the expectation lines of conformance records are recognised by their
 * keyword and skipped (checking them is the conformance runner's job).
 * On failure no game is produced and `*out` is untouched; `err->status` is
 * the engine's error for an illegal move (e.g. ::NEXUS_E_SUICIDE),
 * ::NEXUS_E_PARSE for bad syntax, ::NEXUS_E_INVALID_ARG for a number out of
 * range, ::NEXUS_E_VERSION for an unknown format version, and
 * ::NEXUS_E_RECORD for a move by the wrong side.
 * @param[out] out the game after the last move.
 * @param text the record (need not be NUL-terminated).
 * @param len its length in bytes.
 * @param alloc allocator for the game, or NULL.
 * @param[out] err where it failed (may be NULL).
 * @return ::NEXUS_E_RECORD (details in `err`), ::NEXUS_E_NOMEM,
 *         ::NEXUS_E_INVALID_ARG.
 */
NEXUS_API nexus_status nexus_record_read(nexus_game **out, const char *text,
                                         size_t len,
                                         const nexus_allocator *alloc,
                                         nexus_record_error *err);

/**
 * Write a game's record: header, `start` if custom, then every move.
 * Deterministic: reading it back gives an equal game, writing that again the
 * same bytes. `*count` receives the length including the terminating NUL.
 */
NEXUS_API nexus_status nexus_record_write(char *buf, size_t cap,
                                          size_t *count,
                                          const nexus_game *game);

/**
 * Parse the `turn` line syntax after "turn " or the whole line:
 * `[turn] B|W [unblock P...] place P [pay P...]`.
 * @param[out] turn the turn.
 * @param[out] who the side named; may be NULL.
 * @param size the board size n.
 * @param text the text, NUL-terminated.
 * @return ::NEXUS_E_PARSE for text that is not a turn on this board,
 *         ::NEXUS_E_INVALID_ARG for NULL pointers or a size outside 3..9.
 */
NEXUS_API nexus_status nexus_turn_parse(nexus_turn *turn, nexus_color *who,
                                        int size, const char *text);

/**
 * Format a turn as a record line without newline, e.g.
 * "turn W unblock B2 place B3", NUL-terminated, sets in canonical order.
 * Count-and-fill: `*count` receives the length including the NUL.
 * @return ::NEXUS_E_OFF_BOARD for a point off the board,
 *         ::NEXUS_E_BUFFER_TOO_SMALL, ::NEXUS_E_INVALID_ARG for NULL
 *         pointers, a bad size, colour or set size.
 */
NEXUS_API nexus_status nexus_turn_format(char *buf, size_t cap, size_t *count,
                                         int size, nexus_color who,
                                         const nexus_turn *turn);
/** @} */

/* ------------------------------------------------------------------------ */
/** @name Debugging
 *  @{ */

/**
 * Check every internal invariant of a game (bitboards disjoint and on the
 * board, no group without liberties, hash equal to a fresh computation,
 * history table consistent, cached legal points and kept groups correct).
 * For tests.
 * Cost: O(turns * n^2).
 * @return ::NEXUS_OK, or ::NEXUS_E_INVALID_ARG if any invariant fails.
 */
NEXUS_API nexus_status nexus_game_check_consistency(const nexus_game *game);
/** @} */

/* ======================================================================== */
/* Version 1.1 additions (symbol version NEXUS_1.1). Everything above is the
 * 1.0 API, unchanged. */

/* ------------------------------------------------------------------------ */
/** @name Checking turns (1.1)
 *  @{ */

/**
 * Check a full turn without playing it: the status nexus_game_play() would
 * return for it, computed by the same code (play is this check followed by
 * the commit), so a caller never re-implements a rule. Only an allocation
 * failure of play itself (::NEXUS_E_NOMEM) cannot be foreseen.
 * Cost: one point test, plus O(n^2) per unblocking set to validate.
 * @return ::NEXUS_OK if play would accept the turn, else its error.
 */
NEXUS_API nexus_status nexus_game_check_turn(const nexus_game *game,
                                             const nexus_turn *turn);
/** @} */

/* ------------------------------------------------------------------------ */
/** @name Lines (1.1)
 *  @{ */

/**
 * The number of lines of a board of this size (R4): 2 * size + 2.
 * @return ::NEXUS_E_INVALID_ARG for NULL or a size outside 3..9.
 */
NEXUS_API nexus_status nexus_line_count(int *count, int size);

/**
 * The points of line `line` (0 <= line < 2 * size + 2) in canonical order,
 * count-and-fill (always `size` points). Lines are numbered in one order:
 * rows 1..n (line r - 1 is row r), then columns A.. (line n + c is column
 * c, counting A as 0), then the main diagonal (A1 to the bottom-right
 * corner, line 2n), then the anti-diagonal (top-right to bottom-left
 * corner, line 2n + 1).
 * @return ::NEXUS_E_INVALID_ARG for NULL, a bad size or line,
 *         ::NEXUS_E_BUFFER_TOO_SMALL.
 */
NEXUS_API nexus_status nexus_line_points(int *points, size_t cap,
                                         size_t *count, int size, int line);
/** @} */

/* ------------------------------------------------------------------------ */
/** @name Random turns and playouts (1.1)
 *  @{ */

/**
 * One step of the splitmix64 generator that nexus_game_random_turn() draws
 * from: advances `*state` and writes the next number to `*out` (next() in
 * the description below). For callers who reproduce or extend playouts.
 * @return ::NEXUS_E_INVALID_ARG for NULL.
 */
NEXUS_API nexus_status nexus_rng_next(uint64_t *out, uint64_t *state);

/**
 * A number uniform in [0, bound) from the same generator, by the unbiased
 * method described below (below(bound)).
 * @return ::NEXUS_E_INVALID_ARG for NULL or a bound of 0.
 */
NEXUS_API nexus_status nexus_rng_below(uint64_t *out, uint64_t *state,
                                       uint64_t bound);

/**
 * Draw a full legal turn uniformly at random, as bots' playouts need it.
 * `*rng_state` is the state of a splitmix64 generator, advanced by every
 * draw; the same state gives the same turn on every platform. Exactly:
 *
 * - next(): `*rng_state += 0x9E3779B97F4A7C15; z = *rng_state;
 *   z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9;
 *   z = (z ^ (z >> 27)) * 0x94D049BB133111EB; return z ^ (z >> 31);`
 *   (all arithmetic modulo 2^64).
 * - below(m), uniform in [0, m) for m >= 1 (Lemire's method): `x = next();
 *   p = x * m` as a 128-bit product; if `low64(p) < m`, with
 *   `t = (2^64 - m) mod m`, draw again while `low64(p) < t`; return
 *   `high64(p)`.
 * - If an unblocking of k = 1 stone is due: S = the enemy stones in
 *   canonical order. Repeat: `i = below(|S|)`; if removing the i-th stone
 *   of S is offered (nexus_game_unblock_sets()), it is the set; else remove
 *   it from S. If k >= 2: the offered sets in the order of
 *   nexus_game_unblock_sets(), and the set `below(number of sets)`.
 * - The point: C = the empty points after that unblocking, in canonical
 *   order. Repeat: `i = below(|C|)`; if the i-th point of C (from 0) is
 *   legal, it is the point; else remove it from C. (Uniform among the legal
 *   points; every point is tested at most once.)
 * - If the audit asks for a payment of `net` stones: P = the payers of
 *   nexus_preview (the mover's stones after the placement, canonical
 *   order); for i = 0 .. net-1: `j = i + below(|P| - i)`, swap P[i] and
 *   P[j]; the payment is P[0 .. net-1], written in canonical order.
 *
 * Each draw above happens only when its step applies. `out` receives the
 * turn, sets in canonical order. Cost: one point test per point tried.
 * @return ::NEXUS_E_GAME_OVER, ::NEXUS_E_DRAW_PENDING, ::NEXUS_E_INVALID_ARG
 *         for NULL; then nothing is written and the state is unchanged.
 */
NEXUS_API nexus_status nexus_game_random_turn(nexus_turn *out,
                                              const nexus_game *game,
                                              uint64_t *rng_state);

/**
 * Play random turns, as nexus_game_random_turn() draws them from a
 * generator started at state `seed`, each played as by nexus_game_play(),
 * until the game ends or `turn_limit` turns have been played (the rules do
 * not bound a game, R22). `*turns_played` receives the number played. As
 * fast as the library can: no turn is validated twice.
 * @return ::NEXUS_E_INVALID_ARG for NULL or a limit of 0,
 *         ::NEXUS_E_GAME_OVER or ::NEXUS_E_DRAW_PENDING before the first
 *         turn (nothing played), ::NEXUS_E_NOMEM if the history cannot
 *         grow (the turns played so far stay, `*turns_played` says how
 *         many).
 */
NEXUS_API nexus_status nexus_game_playout(nexus_game *game, uint64_t seed,
                                          size_t turn_limit,
                                          size_t *turns_played);
/** @} */

/* ------------------------------------------------------------------------ */
/** @name Legal turns (1.1)
 *  @{ */

/** An iterator over the full legal turns of a position (opaque). */
typedef struct nexus_turns nexus_turns;

/**
 * Start an iteration over every distinct full legal turn of the game as it
 * is now: each (unblocking set, point, payment) that nexus_game_play()
 * accepts, once. Canonical order: by unblocking set (offered sets in the
 * order of nexus_game_unblock_sets(); none when none is due), then by
 * point (canonical), then by payment (net-subsets of the payers as sorted
 * lists, lexicographically). The iterator keeps a copy of the game: later
 * changes to `game` do not affect it. Allocates with the game's allocator.
 * @return ::NEXUS_E_INVALID_ARG, ::NEXUS_E_NOMEM.
 */
NEXUS_API nexus_status nexus_turns_new(nexus_turns **out,
                                       const nexus_game *game);

/**
 * The next turn into `*out`. A finished game, or one with a draw offer
 * pending, has no turns.
 * @return ::NEXUS_OK, ::NEXUS_ITER_OVER after the last (and on every call
 *         after that), ::NEXUS_E_INVALID_ARG for NULL.
 */
NEXUS_API nexus_status nexus_turns_next(nexus_turn *out, nexus_turns *it);

/** Release an iterator (NULL is fine). */
NEXUS_API void nexus_turns_free(nexus_turns *it);

/**
 * The number of full legal turns (what the iterator yields), counting the
 * payments as binomials rather than listing them; saturates at UINT64_MAX.
 * Cost: O(n^2) per legal point (plus the unblocking sets).
 * @return ::NEXUS_E_INVALID_ARG.
 */
NEXUS_API nexus_status nexus_game_count_turns(uint64_t *count,
                                              const nexus_game *game);
/** @} */

/* ------------------------------------------------------------------------ */
/* Records (1.1)                                                           */

/** @name Record vocabulary (1.1)
 *  The words of the `.nxr` format (docs/records.md), one table each in the
 *  library, so that no client keeps its own copy.
 *  @{ */

/**
 * The word of an outcome in a record's `result` line: "black-wins",
 * "white-wins", "draw", and "none" for ::NEXUS_OUTCOME_NO_WINNER (R21).
 * ::NEXUS_OUTCOME_NONE, a game that goes on and so never has a `result`
 * line, is "unfinished". Static storage; a value outside the enumeration
 * gives "unknown" (as nexus_status_name() gives "NEXUS_E_UNKNOWN").
 * @since 1.1
 */
NEXUS_API const char *nexus_outcome_name(nexus_outcome outcome);

/**
 * The word of a reason in a record's `result` line: "audit", "bankrupt",
 * "no-placement", "quiet", "agreement", "uncovered" (R21);
 * ::NEXUS_REASON_NONE is "unfinished". Static storage; a value outside the
 * enumeration gives "unknown".
 * @since 1.1
 */
NEXUS_API const char *nexus_reason_name(nexus_reason reason);

/**
 * The outcome named by a word of nexus_outcome_name() (case-sensitive,
 * NUL-terminated); `*out` is untouched on error.
 * @return ::NEXUS_E_PARSE for any other word (including "unknown"),
 *         ::NEXUS_E_INVALID_ARG for NULL pointers.
 * @since 1.1
 */
NEXUS_API nexus_status nexus_outcome_parse(nexus_outcome *out,
                                           const char *word);

/**
 * The reason named by a word of nexus_reason_name(); as
 * nexus_outcome_parse().
 * @since 1.1
 */
NEXUS_API nexus_status nexus_reason_parse(nexus_reason *out,
                                          const char *word);

/**
 * The keyword that starts a line of a record. Header keywords come first,
 * then the moves, then the expectation keywords in the order a block lists
 * them (::NEXUS_RECORD_KEY_CAPTURED .. ::NEXUS_RECORD_KEY_RESULT), so that
 * `key - NEXUS_RECORD_KEY_CAPTURED` indexes an expectation.
 * @since 1.1
 */
typedef enum nexus_record_key {
    NEXUS_RECORD_KEY_VERSION = 0,       /**< `nexus-record 1` */
    NEXUS_RECORD_KEY_SIZE = 1,          /**< `size N` */
    NEXUS_RECORD_KEY_CAPTURE_DEBT = 2,  /**< `capture-debt P1` */
    NEXUS_RECORD_KEY_UNBLOCK_DEBT = 3,  /**< `unblock-debt P2` */
    NEXUS_RECORD_KEY_BLACK = 4,         /**< `black LABEL` */
    NEXUS_RECORD_KEY_WHITE = 5,         /**< `white LABEL` */
    NEXUS_RECORD_KEY_START = 6,         /**< `start BOARD BD WD SIDE QUIET` */
    NEXUS_RECORD_KEY_TURN = 7,          /**< `turn SIDE [unblock P...] place P [pay P...]` */
    NEXUS_RECORD_KEY_OFFER = 8,         /**< `offer SIDE` */
    NEXUS_RECORD_KEY_DECLINE = 9,       /**< `decline SIDE` */
    NEXUS_RECORD_KEY_ACCEPT = 10,       /**< `accept SIDE` */
    NEXUS_RECORD_KEY_CAPTURED = 11,     /**< `captured P...` */
    NEXUS_RECORD_KEY_AUDIT = 12,        /**< `audit NET` */
    NEXUS_RECORD_KEY_BOARD = 13,        /**< `board BOARD` */
    NEXUS_RECORD_KEY_DEBTS = 14,        /**< `debts BD WD` */
    NEXUS_RECORD_KEY_QUIET = 15,        /**< `quiet Q` */
    NEXUS_RECORD_KEY_TO_MOVE = 16,      /**< `to-move SIDE` */
    NEXUS_RECORD_KEY_LEGAL = 17,        /**< `legal [P...]` */
    NEXUS_RECORD_KEY_SUICIDE = 18,      /**< `suicide P...` */
    NEXUS_RECORD_KEY_REPEAT = 19,       /**< `repeat P...` */
    NEXUS_RECORD_KEY_UNBLOCK = 20,      /**< `unblock K SET...` */
    NEXUS_RECORD_KEY_RESULT = 21        /**< `result OUTCOME REASON` */
} nexus_record_key;

/**
 * The keyword of a record line, e.g. "capture-debt", "to-move". Static
 * storage; a value outside the enumeration gives "unknown".
 * @since 1.1
 */
NEXUS_API const char *nexus_record_key_name(nexus_record_key key);
/** @} */

/** @name Record visitor (1.1)
 *  nexus_record_replay() walks a record line by line, in the manner of a
 *  SAX parser: it checks and plays the record exactly as nexus_record_read()
 *  does (which is the same walk without callbacks) and calls back for each
 *  line it has accepted. Comments and blank lines are skipped.
 *  @{ */

/** One line of a record, as a callback sees it. */
typedef struct nexus_record_line {
    int number;           /**< 1-based line number (INT_MAX past it). */
    nexus_record_key key; /**< Its keyword. */
    const char *text;     /**< The line without its end and trailing
                               whitespace. Points into the record and is
                               NOT NUL-terminated; valid during the call. */
    size_t len;           /**< Bytes of `text`. */
    const char *words;    /**< The words after the keyword and its space,
                               one space apart (`text + len` when none). */
    size_t words_len;     /**< Bytes of `words`; 0 for a keyword alone. */
} nexus_record_line;

/** A move line that was played (`turn`, `offer`, `decline`, `accept`). */
typedef struct nexus_record_move {
    nexus_color side;      /**< The side the line names. */
    nexus_turn turn;       /**< For `turn`: the turn played (zero otherwise). */
    nexus_preview preview; /**< For `turn`: nexus_game_preview() of the turn,
                                taken just before it was played, i.e. what it
                                captured and how it was audited (zero
                                otherwise). */
} nexus_record_move;

/** Current version of ::nexus_record_callbacks. */
#define NEXUS_RECORD_CALLBACKS_VERSION 1

/**
 * What to call during nexus_record_replay(); any callback may be NULL.
 * Initialise with ::NEXUS_RECORD_CALLBACKS_INIT or
 * nexus_record_callbacks_init() so that callbacks added in later versions
 * are NULL. A callback returns ::NEXUS_OK to go on; any other value stops
 * the walk, and nexus_record_replay() returns that value.
 */
typedef struct nexus_record_callbacks {
    unsigned int version; /**< ::NEXUS_RECORD_CALLBACKS_VERSION. */
    /** A header line, once checked; the game does not exist yet. */
    nexus_status (*header)(const nexus_record_line *line, void *payload);
    /** The header is complete: the game in its start position. */
    nexus_status (*start)(const nexus_game *game, void *payload);
    /** A move line, after it was played: `game` is the game after it. */
    nexus_status (*move)(const nexus_game *game, const nexus_record_line *line,
                         const nexus_record_move *move, void *payload);
    /** An expectation line: `game` is the state it describes (after the
     *  last move, or the start). The library checks only its layout. */
    nexus_status (*expect)(const nexus_game *game,
                           const nexus_record_line *line, void *payload);
} nexus_record_callbacks;

/** Static initialiser for ::nexus_record_callbacks: no callbacks. */
#define NEXUS_RECORD_CALLBACKS_INIT                                            \
    { NEXUS_RECORD_CALLBACKS_VERSION, NULL, NULL, NULL, NULL }

/**
 * Fill `*callbacks` with the defaults (all NULL) of version `version`.
 * @return ::NEXUS_E_VERSION for an unknown version, ::NEXUS_E_INVALID_ARG
 *         for NULL.
 * @since 1.1
 */
NEXUS_API nexus_status nexus_record_callbacks_init(
    nexus_record_callbacks *callbacks, unsigned int version);

/**
 * Walk a record (docs/records.md), playing it as nexus_record_read() does
 * and calling `callbacks` (may be NULL) with `payload` for each line
 * accepted, in file order.
 * @param[out] out the game at the end; may be NULL (the game is then
 *        freed). Untouched on error.
 * @param text the record (need not be NUL-terminated).
 * @param len its length in bytes.
 * @param alloc allocator of the game, or NULL.
 * @param callbacks what to call, or NULL for none.
 * @param payload passed to every callback.
 * @param err filled on error as by nexus_record_read(); may be NULL. When a
 *        callback stops the walk, `err->status` is the callback's value and
 *        `err->line` the line it was called for.
 * @return ::NEXUS_OK; the errors of nexus_record_read(); the value a
 *         callback stopped with; ::NEXUS_E_VERSION for callbacks of an
 *         unknown version.
 * @since 1.1
 */
NEXUS_API nexus_status nexus_record_replay(
    nexus_game **out, const char *text, size_t len,
    const nexus_allocator *alloc, const nexus_record_callbacks *callbacks,
    void *payload, nexus_record_error *err);
/** @} */

/* ------------------------------------------------------------------------ */
/** @name Board pictures (SVG, 1.1)
 *  @{ */

/** Current version of ::nexus_svg_options. */
#define NEXUS_SVG_OPTIONS_VERSION 1

/** The kinds of marked points of a picture (::nexus_svg_options::marks). */
typedef enum nexus_svg_mark {
    NEXUS_SVG_MARK_CAPTURE = 0, /**< A stone captured (a red cross). */
    NEXUS_SVG_MARK_PAYER = 1,   /**< A stone that pays, or may pay, an audit (an orange ring). */
    NEXUS_SVG_MARK_UNBLOCK = 2, /**< An unblocking candidate or removal (a blue square). */
    NEXUS_SVG_MARK_KINDS = 3    /**< The number of kinds. */
} nexus_svg_mark;

/**
 * What nexus_game_format_svg() draws. Initialise with
 * ::NEXUS_SVG_OPTIONS_INIT or nexus_svg_options_init() so that fields added
 * in later versions get their defaults. Flags are 0 (off) or non-zero (on).
 */
typedef struct nexus_svg_options {
    unsigned int version; /**< ::NEXUS_SVG_OPTIONS_VERSION. */
    int coordinates;      /**< Column letters and row numbers (default on). */
    int legal_points;     /**< A dot on every legal point of the side to move (default on). */
    int last_move;        /**< Mark the point of the last turn played, if any (default on). */
    int caption;          /**< A caption: side to move or result, debts, quiet count (default on). */
    int n_marks[NEXUS_SVG_MARK_KINDS]; /**< Marked points of each kind (default 0 each). */
    int marks[NEXUS_SVG_MARK_KINDS][NEXUS_MAX_POINTS]; /**< The points, by ::nexus_svg_mark. */
} nexus_svg_options;

/** Static initialiser for ::nexus_svg_options: everything on, no marks. */
#define NEXUS_SVG_OPTIONS_INIT                                                 \
    { NEXUS_SVG_OPTIONS_VERSION, 1, 1, 1, 1, { 0, 0, 0 }, { { 0 } } }

/**
 * Fill `*opts` with the defaults of SVG options version `version` (FFI users
 * who cannot use ::NEXUS_SVG_OPTIONS_INIT).
 * @return ::NEXUS_E_INVALID_ARG if `opts` is NULL, ::NEXUS_E_VERSION for an
 *         unknown version.
 */
NEXUS_API nexus_status nexus_svg_options_init(nexus_svg_options *opts,
                                              unsigned int version);

/**
 * The current position as a standalone SVG document, NUL-terminated:
 * the grid, the stones, and what `opts` asks for. Marked points may be empty
 * (a captured or paid stone is gone after its turn) or hold a stone. The
 * output depends only on the game and the options. Elements carry a
 * `class` (`stone black`, `stone white`, `legal`, `last`, `capture`,
 * `payer`, `unblock`) and a `data-point` attribute with the point's name,
 * for scripts and tests. Count-and-fill: `*count` receives the length
 * including the NUL; with `cap` below it nothing is written. Cost: O(n^2).
 * @param buf the output, or NULL with `cap` 0 to ask for the size.
 * @param cap its size in bytes.
 * @param[out] count the length needed, NUL included.
 * @param game the game.
 * @param opts what to draw, or NULL for ::NEXUS_SVG_OPTIONS_INIT.
 * @return ::NEXUS_E_INVALID_ARG (NULL pointers, a mark count outside
 *         0..::NEXUS_MAX_POINTS), ::NEXUS_E_VERSION, ::NEXUS_E_OFF_BOARD (a
 *         marked point), ::NEXUS_E_BUFFER_TOO_SMALL.
 */
NEXUS_API nexus_status nexus_game_format_svg(char *buf, size_t cap,
                                             size_t *count,
                                             const nexus_game *game,
                                             const nexus_svg_options *opts);
/** @} */

/* ------------------------------------------------------------------------ */
/** @name Environments: many games stepped in one call
 *  For reinforcement learning (the Python package's libnexus.env): a batch
 *  of games, each stepped by one *action* per call, with the observations,
 *  action masks, rewards and end flags of every game written into buffers
 *  the caller owns (numpy arrays, say) without any copy in between.
 *  Since 1.2.
 *
 *  **Actions.** A full turn (R5) is chosen one point at a time, each choice
 *  an action id `kind * n*n + point` (point in canonical order):
 *  - kind ::NEXUS_ENV_PLACE (ids 0 .. n*n-1): the point placed;
 *  - kind ::NEXUS_ENV_UNBLOCK (ids n*n .. 2n*n-1): an enemy stone of the
 *    unblocking set (R15-R16), one action per stone, in any order: the mask
 *    offers the stones of every offered set that holds those chosen so far;
 *  - kind ::NEXUS_ENV_PAY (ids 2n*n .. 3n*n-1): an own stone of the audit
 *    payment (R11), one action per stone until `net` are named.
 *  A turn is unblocking stones (when one is due), then the placement, then
 *  payment stones (when the audit asks for them); the side to move makes
 *  every choice of its turn, and the turn is played (atomically, as
 *  nexus_game_play()) with its last choice. Only one kind is ever open:
 *  the mask has ones for the ids that are legal now and zeros elsewhere.
 *  Draw offers are not actions (a player may always decline: R20).
 *
 *  **Observations.** ::NEXUS_ENV_PLANES planes of n x n floats (planes,
 *  then rows, then columns), seen from the side to move:
 *  0 its stones; 1 the opponent's stones (the board as the last full turn
 *  left it); 2 the enemy stones chosen so far for the unblocking set;
 *  3 the point placed, while paying; 4 the stones that placement captures,
 *  while paying; 5 the own stones chosen so far for the payment;
 *  6 all ones when the side to move is Black; 7 its debt; 8 the opponent's
 *  debt; 9 the quiet count (R19); 10 the choices left in the open kind
 *  (unblocking stones still to choose, payment stones still to name, 1 for
 *  the placement). Planes 6-10 are constant; debts are written as floats
 *  (exact up to 2^24).
 *
 *  **Rewards.** At the end of a game, +1 to the winner and -1 to the loser
 *  (0 each for a draw or no winner), per colour: `rewards[2*i]` is Black's,
 *  `rewards[2*i+1]` White's; 0 on every other step.
 *  @{ */

/** Planes of an observation. */
#define NEXUS_ENV_PLANES 11
/** Action kinds: an action id is `kind * n*n + point`. */
#define NEXUS_ENV_KINDS 3
#define NEXUS_ENV_PLACE 0   /**< Action kind: the point placed. */
#define NEXUS_ENV_UNBLOCK 1 /**< Action kind: a stone of the unblocking set. */
#define NEXUS_ENV_PAY 2     /**< Action kind: a stone of the payment. */
/** Turns after which a game is truncated, by default (as a match's, R22). */
#define NEXUS_ENV_DEFAULT_TURN_LIMIT 1000

/** A batch of games with their pending choices. */
typedef struct nexus_env nexus_env;

/** Current version of ::nexus_env_options. */
#define NEXUS_ENV_OPTIONS_VERSION 1

/** Settings of an environment. Initialise with nexus_env_options_init(). */
typedef struct nexus_env_options {
    unsigned int version; /**< ::NEXUS_ENV_OPTIONS_VERSION. */
    nexus_options game;   /**< The rules of every game, and the allocator of
                               the environment and its games. */
    /** Full turns after which a game stops, truncated, without a result
     *  (R22); 0 for none. Default ::NEXUS_ENV_DEFAULT_TURN_LIMIT. */
    size_t turn_limit;
    /** Nonzero (default): a game that ends, by a result or by the turn
     *  limit, starts again from the start position in the same call, its
     *  last observation written to `final_observations`. Zero: it stays
     *  over, and its actions are ignored until nexus_env_reset(). */
    int autoreset;
} nexus_env_options;

/** Current version of ::nexus_env_buffers. */
#define NEXUS_ENV_BUFFERS_VERSION 1

/** The buffers nexus_env_step() and nexus_env_observe() write, each for
 *  every game of the batch, in game order; any may be NULL (not written).
 *  Initialise with nexus_env_buffers_init(). */
typedef struct nexus_env_buffers {
    unsigned int version;  /**< ::NEXUS_ENV_BUFFERS_VERSION. */
    float *observations;   /**< count x ::NEXUS_ENV_PLANES x n x n. */
    int8_t *masks;         /**< count x ::NEXUS_ENV_KINDS x n x n: 1 legal. */
    float *rewards;        /**< count x 2: Black's, White's (step only). */
    uint8_t *terminated;   /**< count: 1 when the game has a result. */
    uint8_t *truncated;    /**< count: 1 when the turn limit stopped it. */
    int8_t *to_play;       /**< count: who chooses next, 0 Black, 1 White. */
    /** count x ::NEXUS_ENV_PLANES x n x n: with autoreset, the last
     *  observation of each game that ended in this step (others untouched). */
    float *final_observations;
} nexus_env_buffers;

/**
 * Fill `*opts` with the defaults of version `version`: the standard game,
 * ::NEXUS_ENV_DEFAULT_TURN_LIMIT, autoreset on. Since 1.2.
 * @return ::NEXUS_E_INVALID_ARG if `opts` is NULL, ::NEXUS_E_VERSION.
 */
NEXUS_API nexus_status nexus_env_options_init(nexus_env_options *opts,
                                              unsigned int version);

/**
 * Fill `*buffers` with version `version` and every pointer NULL. Since 1.2.
 * @return ::NEXUS_E_INVALID_ARG if `buffers` is NULL, ::NEXUS_E_VERSION.
 */
NEXUS_API nexus_status nexus_env_buffers_init(nexus_env_buffers *buffers,
                                              unsigned int version);

/**
 * Create `count` games (1..2^24) at the empty board of `opts->game`, each
 * waiting for its first action. Cost: `count` games; memory about 1.5 KiB
 * a game on 5x5 plus its history. Since 1.2.
 * @param[out] out the new environment, released with nexus_env_free().
 * @param count games in the batch.
 * @param opts settings, or NULL for the defaults.
 * @return ::NEXUS_E_INVALID_ARG (NULL `out`, `count` out of range, bad
 *         rules), ::NEXUS_E_VERSION, ::NEXUS_E_NOMEM.
 */
NEXUS_API nexus_status nexus_env_new(nexus_env **out, size_t count,
                                     const nexus_env_options *opts);

/** Release an environment and its games; NULL does nothing. Since 1.2. */
NEXUS_API void nexus_env_free(nexus_env *env);

/**
 * Start every game again from `start` (copied; the whole game, history
 * included, so that repetition is judged as in `start`), or from the empty
 * board when `start` is NULL; it is also the start of later autoresets.
 * Nothing is written: nexus_env_observe() gives the first observations.
 * Since 1.2.
 * @return ::NEXUS_E_INVALID_ARG (NULL `env`; a `start` of other rules or
 *         another allocator), ::NEXUS_E_GAME_OVER (`start` is over),
 *         ::NEXUS_E_DRAW_PENDING (it awaits a draw answer), ::NEXUS_E_NOMEM
 *         (then the games are as before, or some at the new start).
 */
NEXUS_API nexus_status nexus_env_reset(nexus_env *env,
                                       const nexus_game *start);

/**
 * Write the observation, mask and side to play of every game (`rewards`,
 * `terminated`, `truncated` and `final_observations` are not written).
 * Cost: O(count n^2). Since 1.2.
 * @return ::NEXUS_E_INVALID_ARG (NULL pointers), ::NEXUS_E_VERSION.
 */
NEXUS_API nexus_status nexus_env_observe(const nexus_env *env,
                                         const nexus_env_buffers *out);

/**
 * Apply `actions[i]` to game i, for every game, and write every buffer of
 * `out`. Every action is checked before anything changes: one that is not
 * legal in its game (its mask has 0 there) fails the whole call, which
 * then changes nothing and writes nothing. The action of a game that is
 * over (without autoreset) is ignored. Cost per game: one choice; the last
 * choice of a turn plays it (nexus_game_play()) and lists the next turn's
 * legal points or unblocking sets. Since 1.2.
 * @param env the environment.
 * @param actions `count` action ids.
 * @param count the number of games of `env`.
 * @param out what to write.
 * @return ::NEXUS_E_INVALID_ARG (NULL pointers, `count` not the batch's,
 *         an illegal action), ::NEXUS_E_VERSION, ::NEXUS_E_NOMEM (the games
 *         before the one that failed have stepped and their outputs are
 *         written; it and the later ones are unchanged).
 */
NEXUS_API nexus_status nexus_env_step(nexus_env *env, const int32_t *actions,
                                      size_t count,
                                      const nexus_env_buffers *out);

/**
 * Choose for every game an action uniformly at random among the legal ones
 * of its mask, as a random player would, and write it to `actions[i]`; a
 * game that is over (without autoreset) gets 0, which nexus_env_step()
 * ignores. Exactly: for each game in order, with m the number of legal ids
 * of its mask, the k-th of them in increasing order (from 0), where k is
 * below(m) of nexus_game_random_turn()'s generator on `*state`. The same
 * state thus gives the same actions on every platform, and `*state` is
 * advanced by one draw (or more: see below()) for each game still
 * playing. The environment does not change. Cost: O(count). Since 1.2.
 * @param env the environment.
 * @param[in,out] state a splitmix64 state (any 64-bit seed).
 * @param[out] actions `count` action ids, for nexus_env_step().
 * @param count the number of games of `env`.
 * @return ::NEXUS_E_INVALID_ARG (NULL pointers, `count` not the batch's).
 */
NEXUS_API nexus_status nexus_env_sample(const nexus_env *env,
                                        uint64_t *state, int32_t *actions,
                                        size_t count);

/**
 * The game `index` of the batch, read-only, valid until the next call that
 * changes the environment (its pending choices are not in it). Since 1.2.
 * @return ::NEXUS_E_INVALID_ARG (NULL pointers, `index` out of range).
 */
NEXUS_API nexus_status nexus_env_game(const nexus_game **out,
                                      const nexus_env *env, size_t index);
/** @} */

#ifdef __cplusplus
}
#endif

#endif /* NEXUS_H */
