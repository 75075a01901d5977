/**
 * @file nexus_bot.h
 * @brief libnexus-bot: computer players for Nexus and a match runner.
 *
 * An optional library on top of libnexus (link `nexus::bot`, or
 * `pkg-config nexus-bot`). It provides:
 * - a bot handle, ::nexus_bot, that chooses full turns for a game;
 * - built-in bots: the simple bot of rules.md B1-B4, a uniform random
 *   player, the strong bot and (since 1.1) a plain UCT MCTS bot;
 * - a custom-bot interface, ::nexus_bot_callbacks, through which any
 *   strategy (in C, or in another language through an FFI) plugs in the same
 *   way as the built-in bots;
 * - a match runner playing one game or a series between two bots, with the
 *   turn limit of rules.md R22;
 * - (since 1.1) a solver proving the value of small positions.
 *
 * The conventions of nexus.h apply: functions return a ::nexus_status,
 * out-parameters come first and are left untouched on error. A bot handle
 * holds no reference to any game and shares nothing with other handles;
 * one handle must not be used by two threads at once. The library has no
 * global mutable state.
 */
#ifndef NEXUS_BOT_H
#define NEXUS_BOT_H

#include <stddef.h>
#include <stdint.h>

#include "nexus.h"

#ifdef __cplusplus
extern "C" {
#endif

/** @cond NEXUS_INTERNAL */
#ifndef NEXUS_BOT_API
#if defined(_WIN32) && defined(NEXUS_BOT_BUILDING)
#define NEXUS_BOT_API __declspec(dllexport)
#elif defined(__GNUC__) && __GNUC__ >= 4
#define NEXUS_BOT_API __attribute__((visibility("default")))
#else
#define NEXUS_BOT_API
#endif
#endif
/** @endcond */

/** Opaque bot handle, released with nexus_bot_free(). */
typedef struct nexus_bot nexus_bot;

/* ------------------------------------------------------------------------ */
/** @name Custom bots
 *  @{ */

/** Current version of ::nexus_bot_callbacks. */
#define NEXUS_BOT_CALLBACKS_VERSION 1

/**
 * A strategy, as a set of functions sharing a user-data pointer.
 *
 * Initialise with ::NEXUS_BOT_CALLBACKS_INIT or nexus_bot_callbacks_init()
 * so that fields added in later versions get their defaults (NULL).
 * Every function gets `user` back verbatim and must return ::NEXUS_OK or a
 * negative ::nexus_status; an error is passed on to the caller unchanged.
 * The library never calls two of them at once for one bot, and never from
 * another thread than the one calling into the library.
 */
typedef struct nexus_bot_callbacks {
    /** ::NEXUS_BOT_CALLBACKS_VERSION. */
    unsigned int version;
    /**
     * Required. Choose a full turn for the side to move of `game`: the
     * unblocking set if one is due (nexus_game_phase() is
     * ::NEXUS_PHASE_UNBLOCK), the point, and the payment if the audit calls
     * for one (nexus_game_preview() gives ::NEXUS_AUDIT_PAY). `*turn` is
     * zeroed before the call. The game is not over, has no pending draw
     * offer, and must not be modified.
     */
    nexus_status (*choose_turn)(void *user, const nexus_game *game,
                                nexus_turn *turn);
    /**
     * Optional (NULL: never offers). Before choosing a turn, say whether to
     * offer a draw: set `*offer` to non-zero to offer.
     */
    nexus_status (*offer_draw)(void *user, const nexus_game *game,
                               int *offer);
    /**
     * Optional (NULL: always declines). The side to move of `game` has
     * offered a draw (it is pending) to this bot: set `*accept` to non-zero
     * to accept.
     */
    nexus_status (*answer_draw)(void *user, const nexus_game *game,
                                int *accept);
    /**
     * Optional (NULL: nothing to seed). Reseed for a new game; matches call
     * it before every game with a seed derived from the match seed.
     */
    nexus_status (*seed)(void *user, uint64_t seed);
    /**
     * Optional. Release `user`; called once by nexus_bot_free() (never if
     * nexus_bot_new_custom() fails).
     */
    void (*release)(void *user);
    /** Passed to every function above. */
    void *user;
    /**
     * The bot's name, used as the player label of the games its matches
     * produce: 1..::NEXUS_LABEL_MAX bytes of printable ASCII without spaces,
     * or NULL for "custom". Copied.
     */
    const char *name;
} nexus_bot_callbacks;

/** Static initialiser for ::nexus_bot_callbacks: everything NULL. */
#define NEXUS_BOT_CALLBACKS_INIT                                               \
    { NEXUS_BOT_CALLBACKS_VERSION, NULL, NULL, NULL, NULL, NULL, NULL, NULL }

/**
 * Fill `*cb` with the defaults of callbacks version `version` (for FFI users
 * who cannot use ::NEXUS_BOT_CALLBACKS_INIT): that version, all NULL.
 * @param[out] cb the callbacks to fill.
 * @param version ::NEXUS_BOT_CALLBACKS_VERSION.
 * @return ::NEXUS_E_INVALID_ARG if `cb` is NULL, ::NEXUS_E_VERSION for an
 *         unknown version.
 */
NEXUS_BOT_API nexus_status nexus_bot_callbacks_init(nexus_bot_callbacks *cb,
                                                    unsigned int version);

/**
 * Create a bot from callbacks. The struct is copied (the name too); `user`
 * stays the caller's until the bot is freed, when `release` (if set) is
 * called with it.
 * @param[out] out the new handle, to be released with nexus_bot_free().
 * @param cb the callbacks; `cb->choose_turn` is required.
 * @return ::NEXUS_E_INVALID_ARG (NULL, no `choose_turn`, bad name),
 *         ::NEXUS_E_VERSION, ::NEXUS_E_NOMEM. On error `release` is not
 *         called.
 */
NEXUS_BOT_API nexus_status nexus_bot_new_custom(nexus_bot **out,
                                                const nexus_bot_callbacks *cb);
/** @} */

/* ------------------------------------------------------------------------ */
/** @name Built-in bots
 *  @{ */

/**
 * Create the simple bot of rules.md B1-B4 (the original Nexus bot,
 * repaired), named "simple" (since 1.2; "bot" before, a name
 * nexus_bot_new_named() and nexus_bot_new_spec() still read). Deterministic; it looks one move ahead and ignores
 * debt:
 * - B1: unblocks with the first offered set;
 * - B2: places, among the points legal after the unblocking, on the lowest
 *   point that makes it own a line, else the lowest point that completes a
 *   line where the opponent holds all but that point, else the point nearest
 *   the centre (lowest on ties);
 * - B3: pays an audit with its first net stones in canonical order;
 * - B4: never offers a draw, declines every offer.
 * Cost per turn: O(n^2) previews, plus the unblocking sets when one is due.
 * @param[out] out the new handle, to be released with nexus_bot_free().
 * @return ::NEXUS_E_INVALID_ARG, ::NEXUS_E_NOMEM.
 */
NEXUS_BOT_API nexus_status nexus_bot_new_simple(nexus_bot **out);

/**
 * Create the uniform random player, named "random": a uniformly random
 * offered unblocking set, a uniformly random point legal after it, and a
 * uniformly random payment of exactly net own stones. It never offers a draw
 * and declines every offer. Deterministic for a given seed (its own PRNG,
 * the same on every platform); nexus_bot_seed() restarts it.
 * Cost per turn: O(n^2), plus the unblocking sets when one is due.
 * @param[out] out the new handle, to be released with nexus_bot_free().
 * @param seed the initial seed.
 * @return ::NEXUS_E_INVALID_ARG, ::NEXUS_E_NOMEM.
 */
NEXUS_BOT_API nexus_status nexus_bot_new_random(nexus_bot **out,
                                                uint64_t seed);

/** Current version of ::nexus_strong_options. */
#define NEXUS_STRONG_OPTIONS_VERSION 1

/**
 * Settings of the strong bot. Initialise with ::NEXUS_STRONG_OPTIONS_INIT or
 * nexus_strong_options_init().
 */
typedef struct nexus_strong_options {
    unsigned int version;  /**< ::NEXUS_STRONG_OPTIONS_VERSION. */
    /**
     * Search budget per turn (0: none, then `time_ms` must be set): since
     * 1.1 (strong bot 2), the turns the search plays, in its tree and its
     * playouts, and the legal sets its tree computes, counted on a 5x5
     * board and scaled by 5/n on bigger ones; since 1.2 (strong bot 3),
     * the tactical checks' too. docs/strength.md gives the CPU time the
     * default (50000 since 1.2, 20000 before) takes per turn.
     */
    unsigned long nodes;
    /**
     * Time limit per turn in milliseconds, 0 for none: since 1.2, CPU time
     * of the thread calling nexus_bot_choose() (the wall clock where the
     * platform has no such clock; the wall clock before 1.2). With a time
     * limit the choice depends on the machine's speed; with only a node
     * limit the bot is deterministic for a given seed.
     */
    unsigned int time_ms;
    int max_depth;         /**< Deepest tree node, 1..32 (default 32). */
    uint64_t seed;         /**< Breaks ties between equally good turns. */
} nexus_strong_options;

/** Static initialiser for ::nexus_strong_options: the defaults. */
#define NEXUS_STRONG_OPTIONS_INIT                                              \
    { NEXUS_STRONG_OPTIONS_VERSION, 50000, 0, 32, 0 }

/**
 * Fill `*opts` with the defaults of version `version` (for FFI users).
 * @return ::NEXUS_E_INVALID_ARG if `opts` is NULL, ::NEXUS_E_VERSION for an
 *         unknown version.
 */
NEXUS_BOT_API nexus_status nexus_strong_options_init(nexus_strong_options *opts,
                                                     unsigned int version);

/**
 * Create the strong bot, named "strong". Since 1.2 (version 3): a Monte
 * Carlo tree search over full turns with RAVE, proven wins and losses
 * backed up through the tree (MCTS-solver), the debt-aware playouts of the
 * mcts bot, and tactical checks by the alpha-beta solver: a forced win
 * within 7 plies is played at once, and the turn the tree chooses is
 * checked against a forced win of the opponent within 5 plies after it, a
 * refuted one set aside for the next. It plays the fastest proven win, and
 * when every turn is lost the longest defence. The tree of one turn is
 * kept for the next when the reply was searched. Every part is an option
 * of nexus_bot_set_option() (docs/bots.md). It never offers a draw and
 * declines every offer. Deterministic for a given seed and node budget;
 * nexus_bot_seed() sets the seed.
 * Cost per turn: about `nodes` placements and undos, on a clone of the
 * game made with the game's allocator and freed before nexus_bot_choose()
 * returns; the tree is the bot's own memory (C library), kept for reuse
 * until nexus_bot_free().
 * @param[out] out the new handle, to be released with nexus_bot_free().
 * @param opts settings, or NULL for the defaults.
 * @return ::NEXUS_E_INVALID_ARG (no budget, depth outside 1..32),
 *         ::NEXUS_E_VERSION, ::NEXUS_E_NOMEM.
 */
NEXUS_BOT_API nexus_status nexus_bot_new_strong(nexus_bot **out,
                                                const nexus_strong_options *opts);

/** Current version of ::nexus_mcts_options. */
#define NEXUS_MCTS_OPTIONS_VERSION 1

/**
 * Settings of the MCTS bot. Initialise with ::NEXUS_MCTS_OPTIONS_INIT or
 * nexus_mcts_options_init(). Since 1.1.
 */
typedef struct nexus_mcts_options {
    unsigned int version;     /**< ::NEXUS_MCTS_OPTIONS_VERSION. */
    /** Iterations (playouts) per turn, default 1000; 0: only `time_ms`. */
    unsigned long iterations;
    /** Time limit per turn in milliseconds, 0 (default) for none: since
     *  1.2, CPU time of the calling thread, as for the strong bot. */
    unsigned int time_ms;
    /** UCB1 exploration constant c, 0..1000 (default sqrt 2). */
    double exploration;
    uint64_t seed;            /**< Seeds the playouts and ties. */
} nexus_mcts_options;

/** Static initialiser for ::nexus_mcts_options: the defaults. */
#define NEXUS_MCTS_OPTIONS_INIT                                                \
    { NEXUS_MCTS_OPTIONS_VERSION, 1000, 0, 1.4142135623730951, 0 }

/**
 * Fill `*opts` with the defaults of version `version` (for FFI users).
 * Since 1.1.
 * @return ::NEXUS_E_INVALID_ARG if `opts` is NULL, ::NEXUS_E_VERSION for an
 *         unknown version.
 */
NEXUS_BOT_API nexus_status nexus_mcts_options_init(nexus_mcts_options *opts,
                                                   unsigned int version);

/**
 * Create the uniform MCTS bot, named "mcts-uniform" (since 1.2; "mcts"
 * before, a name that now belongs to the stronger UCT bot of
 * nexus_bot_new_named()): plain UCT (UCB1 with constant
 * `exploration`) over full turns, children listed as every offered
 * unblocking set x every legal point x every payment (all payments that
 * keep a line, and so win, counted as one), expanded one node per
 * iteration, each iteration finished by a uniformly random playout to the
 * end of the game (or the match turn limit, scored as a draw). It plays the
 * most visited turn. No knowledge of the game beyond the rules (it was
 * the reference opponent of the strength figures of 1.1).
 * Deterministic for a given seed and iteration budget; nexus_bot_seed()
 * sets the seed. It never offers a draw and declines every offer.
 * Cost per turn: `iterations` playouts, memory linear in the tree (about
 * the iterations times the branching factor, tens of bytes each).
 * Since 1.1.
 * @param[out] out the new handle, to be released with nexus_bot_free().
 * @param opts settings, or NULL for the defaults.
 * @return ::NEXUS_E_INVALID_ARG (NULL `out`, no budget, exploration
 *         negative, NaN or above 1000), ::NEXUS_E_VERSION, ::NEXUS_E_NOMEM.
 */
NEXUS_BOT_API nexus_status nexus_bot_new_mcts(nexus_bot **out,
                                              const nexus_mcts_options *opts);
/** @} */

/* ------------------------------------------------------------------------ */
/** @name Bots by name, and their options
 *  Every built-in bot made by its name, and its settings described and set
 *  as text, so that a front end (the CLI, an engine protocol, a binding, a
 *  web page) reaches every bot and every option without knowing each bot's
 *  options struct. Since 1.2.
 *
 *  The built-in bots, in the order nexus_bot_builtin() lists them:
 *  `simple` (nexus_bot_new_simple(); also read as `bot`, its name before
 *  1.2, in records and specs), `random`, `mcts`, `mcts-uniform` (the plain
 *  UCT of 1.1, nexus_bot_new_mcts()) and `strong`. docs/bots.md describes
 *  each, and every option with its default.
 *  @{ */

/** The type of a bot option's value. Since 1.2. */
typedef enum nexus_bot_option_type {
    /** A whole number, written in decimal ("-12", "3000"). */
    NEXUS_BOT_OPTION_INTEGER = 0,
    /** A real number, written in decimal with an optional fraction and
     *  exponent ("0.7", "1.5e-3"); never NaN or infinite. */
    NEXUS_BOT_OPTION_FLOAT = 1,
    /** "true" or "false"; `min` is 0 and `max` is 1. */
    NEXUS_BOT_OPTION_BOOLEAN = 2
} nexus_bot_option_type;

/**
 * The description of one option of a built-in bot, in static storage that
 * the library owns (later versions may add fields at the end; they never
 * change these). The numbers are exact: an integer option's default and
 * range lie within +-2^53. Since 1.2.
 */
typedef struct nexus_bot_option {
    /** The option's name: lower case letters, digits and '_'. */
    const char *name;
    nexus_bot_option_type type; /**< The type of its value. */
    double default_value;       /**< Its value in a new bot. */
    double min;                 /**< The smallest value accepted. */
    double max;                 /**< The largest value accepted. */
    /** One line of help for a user, without a final full stop. */
    const char *help;
} nexus_bot_option;

/**
 * The built-in bot at `index`, from 0, in a fixed order: its name and a
 * one-line description (static storage). Since 1.2.
 * @param[out] name the bot's name, as nexus_bot_new_named() takes it.
 * @param[out] help a one-line description; may be NULL.
 * @param index from 0 to the number of bots minus 1.
 * @return ::NEXUS_E_INVALID_ARG for a NULL `name`, ::NEXUS_ITER_OVER past
 *         the last bot (nothing written).
 */
NEXUS_BOT_API nexus_status nexus_bot_builtin(const char **name,
                                             const char **help,
                                             size_t index);

/**
 * Create the built-in bot called `name`, with every option at its default
 * and seed 0 (nexus_bot_seed() reseeds it). Its handle's name (what
 * nexus_bot_name() gives and matches write as the player label) is the
 * bot's own name: `simple` for `bot`. Since 1.2.
 * @param[out] out the new handle, to be released with nexus_bot_free().
 * @param name a name nexus_bot_builtin() lists, or `bot`.
 * @return ::NEXUS_E_INVALID_ARG (NULL, an unknown name), ::NEXUS_E_NOMEM.
 */
NEXUS_BOT_API nexus_status nexus_bot_new_named(nexus_bot **out,
                                               const char *name);

/**
 * Create a bot from a spec: a built-in bot's name, optionally followed by
 * a colon and settings separated by commas, each `OPTION=VALUE`, or, as
 * the first setting only, a bare value for the bot's first option (its
 * budget: `mcts:3000` is `mcts:iterations=3000`). No spaces; the settings
 * are applied in order, as by nexus_bot_set_option(). Examples: `simple`,
 * `mcts:1000`, `strong:time=50`, `mcts:iterations=3000,exploration=0.5`.
 * Since 1.2.
 * @param[out] out the new handle, to be released with nexus_bot_free().
 * @param[out] error_at may be NULL; on an error in the spec, the byte
 *        offset where the faulty part starts (0 for the name, else the
 *        start of the setting); not written on success.
 * @param spec the spec, at most 1024 bytes.
 * @return ::NEXUS_E_INVALID_ARG (NULL, an unknown bot or option, a value
 *         out of range, a bare value for a bot without options, a spec
 *         too long), ::NEXUS_E_PARSE (a setting or value that is not
 *         written as its type requires), ::NEXUS_E_NOMEM.
 */
NEXUS_BOT_API nexus_status nexus_bot_new_spec(nexus_bot **out,
                                              size_t *error_at,
                                              const char *spec);

/**
 * The number of options of the built-in bot `bot` (0 for `simple` and
 * `random`). Since 1.2.
 * @param[out] count the number of options.
 * @param bot a bot's name (nexus_bot_builtin(), or `bot`).
 * @return ::NEXUS_E_INVALID_ARG (NULL, an unknown bot).
 */
NEXUS_BOT_API nexus_status nexus_bot_option_count(size_t *count,
                                                  const char *bot);

/**
 * The description of option `index` (from 0) of the built-in bot `bot`.
 * Since 1.2.
 * @param[out] out the description, in static storage.
 * @param bot a bot's name.
 * @param index from 0 to nexus_bot_option_count() minus 1.
 * @return ::NEXUS_E_INVALID_ARG (NULL, an unknown bot), ::NEXUS_ITER_OVER
 *         past the last option (nothing written).
 */
NEXUS_BOT_API nexus_status nexus_bot_option_info(
    const nexus_bot_option **out, const char *bot, size_t index);

/**
 * The description of the option called `option` of the built-in bot `bot`.
 * Since 1.2.
 * @param[out] out the description, in static storage.
 * @param bot a bot's name.
 * @param option the option's name.
 * @return ::NEXUS_E_INVALID_ARG (NULL, an unknown bot or option).
 */
NEXUS_BOT_API nexus_status nexus_bot_option_find(
    const nexus_bot_option **out, const char *bot, const char *option);

/**
 * Set an option of a built-in bot from its text, as its type is written
 * (see ::nexus_bot_option_type; read the same whatever the C locale). The
 * new value holds from the bot's next turn. Since 1.2.
 * @param bot a handle made by nexus_bot_new_named(), nexus_bot_new_spec()
 *        or a bot's own constructor (custom bots have no options).
 * @param option the option's name.
 * @param value the value as text, at most 64 bytes.
 * @return ::NEXUS_E_INVALID_ARG (NULL, a custom bot, an unknown option, a
 *         value outside the option's range), ::NEXUS_E_PARSE (text that is
 *         not a value of the option's type), ::NEXUS_E_NOMEM. On error the
 *         bot is unchanged.
 */
NEXUS_BOT_API nexus_status nexus_bot_set_option(nexus_bot *bot,
                                                const char *option,
                                                const char *value);

/**
 * The current value of an option of a built-in bot, as text that
 * nexus_bot_set_option() reads back to the same value (integers in
 * decimal, floats with 17 significant digits, "true" or "false"),
 * NUL-terminated. Count-and-fill: `*count` receives the length including
 * the NUL. Since 1.2.
 * @param[out] buf the text, or NULL with `cap` 0 to ask for the length.
 * @param cap room in `buf`.
 * @param[out] count the length including the NUL.
 * @param bot the bot.
 * @param option the option's name.
 * @return ::NEXUS_E_INVALID_ARG (NULL, a custom bot, an unknown option),
 *         ::NEXUS_E_BUFFER_TOO_SMALL.
 */
NEXUS_BOT_API nexus_status nexus_bot_get_option(char *buf, size_t cap,
                                                size_t *count,
                                                const nexus_bot *bot,
                                                const char *option);
/** @} */

/* ------------------------------------------------------------------------ */
/** @name Stopping a search and watching it think
 *  A search bot (`strong`, `mcts`, `mcts-uniform`) can be told to stop
 *  from another thread while nexus_bot_choose() runs, and can report its
 *  progress to a callback while it searches. Since 1.2.
 *  @{ */

/** Current version of ::nexus_bot_progress. */
#define NEXUS_BOT_PROGRESS_VERSION 1

/** The most turns of a principal variation in ::nexus_bot_progress. */
#define NEXUS_BOT_PV_MAX 32

/**
 * A report of a search in progress, made by the library and valid only
 * during the call of the ::nexus_bot_progress_fn that receives it. Later
 * versions may add fields at the end, never change these; `version` says
 * which are there. Since 1.2.
 */
typedef struct nexus_bot_progress {
    unsigned int version; /**< ::NEXUS_BOT_PROGRESS_VERSION. */
    /** 1 for the last report of a choice, made once the turn is chosen
     *  (then `pv[0]` is that turn); 0 while the search runs. */
    int final;
    /** The estimated score of the side to move, 0 (a sure loss) to 1 (a
     *  sure win), or -1 when the bot has no estimate (a bot that does
     *  not search). */
    double win;
    /** +1 if the side to move is proven to win, -1 proven to lose, 0 if
     *  neither is proven. */
    int proven;
    /** The iterations (tree visits, one playout each) of this choice so
     *  far: never fewer than in an earlier report of the choice. */
    uint64_t visits;
    /** The turns the search has played in this choice so far (the
     *  measure of the `nodes` budget): never fewer than before. */
    uint64_t nodes;
    /** Wall-clock milliseconds since nexus_bot_choose() began. */
    uint64_t elapsed_ms;
    /** The principal variation: the turns the bot expects from the
     *  position it searches, each legal after the ones before it. */
    const nexus_turn *pv;
    /** The turns of `pv`, 1 to ::NEXUS_BOT_PV_MAX. */
    size_t pv_length;
} nexus_bot_progress;

/**
 * Receives the reports of a search: called from the thread that runs
 * nexus_bot_choose(), inside that call. It must not call the library on
 * the same bot except nexus_bot_stop() (which it may call to end the
 * search). Since 1.2.
 */
typedef void (*nexus_bot_progress_fn)(void *user,
                                      const nexus_bot_progress *progress);

/**
 * Set (or with `fn` NULL, remove) the progress callback of a bot. While a
 * search bot chooses, `fn` is called at most once every `interval_ms`
 * milliseconds of wall-clock time, then once more when the turn is chosen
 * (`final` set); with `interval_ms` 0 only that last report is made. A
 * bot that does not search (simple, random, custom) makes the last report
 * only, with `win` -1 and no visits. Not thread-safe: call it while the
 * bot does not choose. Since 1.2.
 * @param bot the bot.
 * @param fn the callback, or NULL for none.
 * @param user passed to `fn`.
 * @param interval_ms the least time between two reports, 0..3600000.
 * @return ::NEXUS_E_INVALID_ARG (NULL bot, an interval out of range).
 */
NEXUS_BOT_API nexus_status nexus_bot_set_progress(nexus_bot *bot,
                                                  nexus_bot_progress_fn fn,
                                                  void *user,
                                                  unsigned int interval_ms);

/**
 * Ask the nexus_bot_choose() running on `bot` now to end its search at
 * once: it returns soon after with the turn it prefers so far, always a
 * whole legal turn (the first listed if it searched nothing). A search
 * bot checks for the request at every iteration and before each tactical
 * check; a tactical check already running ends within its own node
 * budget (the `tactic_nodes` option of `strong`). Without a choice
 * running the call does nothing: a stop never reaches a later choice.
 * Thread-safe and lock-free: any thread may call it at any time while
 * the handle lives, also from a progress callback (and it is
 * async-signal-safe where C11 atomics on `unsigned int` are lock-free).
 * A custom bot is not interrupted, but may ask nexus_bot_stop_requested()
 * from its callbacks. Since 1.2.
 * @param bot the bot.
 * @return ::NEXUS_E_INVALID_ARG (NULL); else ::NEXUS_OK, whether or not a
 *         choice was running.
 */
NEXUS_BOT_API nexus_status nexus_bot_stop(nexus_bot *bot);

/**
 * Whether the choice running on `bot` was asked to stop: for the
 * callbacks of a custom bot that can end its work early. Thread-safe.
 * Since 1.2.
 * @param[out] stopped 1 if nexus_bot_stop() was called during the current
 *        nexus_bot_choose(), else 0 (also when none runs).
 * @param bot the bot.
 * @return ::NEXUS_E_INVALID_ARG (NULL).
 */
NEXUS_BOT_API nexus_status nexus_bot_stop_requested(int *stopped,
                                                    const nexus_bot *bot);
/** @} */

/* ------------------------------------------------------------------------ */
/** @name Using a bot
 *  @{ */

/**
 * Release a bot, calling its `release` callback if any.
 * @param bot the bot; NULL is allowed and does nothing.
 */
NEXUS_BOT_API void nexus_bot_free(nexus_bot *bot);

/**
 * Ask a bot for its turn as the side to move of `game`. The turn is checked
 * against the game before it is returned (with nexus_game_preview() and the
 * payment rules, R11), so it can be passed to nexus_game_play(); its sets
 * are in canonical order. Cost: the bot's, plus one nexus_game_preview().
 * @param[out] out the turn.
 * @param bot the bot.
 * @param game the game; the bot plays its side to move. Not modified.
 * @return ::NEXUS_E_INVALID_ARG for NULL, ::NEXUS_E_GAME_OVER,
 *         ::NEXUS_E_DRAW_PENDING (answer the offer first), ::NEXUS_E_NOMEM,
 *         the error of a custom `choose_turn`, or, when the chosen turn is
 *         illegal, the error nexus_game_play() gives for it (such as
 *         ::NEXUS_E_OCCUPIED or ::NEXUS_E_PAYMENT_SIZE).
 */
NEXUS_BOT_API nexus_status nexus_bot_choose(nexus_turn *out, nexus_bot *bot,
                                            const nexus_game *game);

/**
 * Ask a bot, as the side to move of `game`, whether to offer a draw before
 * its turn. The built-in bots never do.
 * @param[out] offer 1 to offer, 0 not to.
 * @param bot the bot.
 * @param game the game, not over, with no pending offer. Not modified.
 * @return ::NEXUS_E_INVALID_ARG, ::NEXUS_E_GAME_OVER, ::NEXUS_E_DRAW_PENDING,
 *         or the error of a custom `offer_draw`.
 */
NEXUS_BOT_API nexus_status nexus_bot_offer_draw(int *offer, nexus_bot *bot,
                                                const nexus_game *game);

/**
 * Ask a bot to answer the draw offer pending in `game` (made by the side to
 * move; the bot plays the other side). The built-in bots always decline.
 * @param[out] accept 1 to accept, 0 to decline.
 * @param bot the bot.
 * @param game the game with the pending offer. Not modified.
 * @return ::NEXUS_E_INVALID_ARG, ::NEXUS_E_GAME_OVER,
 *         ::NEXUS_E_NO_DRAW_OFFER, or the error of a custom `answer_draw`.
 */
NEXUS_BOT_API nexus_status nexus_bot_answer_draw(int *accept, nexus_bot *bot,
                                                 const nexus_game *game);

/**
 * Reseed a bot for a new game. Does nothing for bots without randomness.
 * @param bot the bot.
 * @param seed the new seed.
 * @return ::NEXUS_E_INVALID_ARG, or the error of a custom `seed`.
 */
NEXUS_BOT_API nexus_status nexus_bot_seed(nexus_bot *bot, uint64_t seed);

/**
 * The bot's name: a built-in bot's ("simple", "random", "mcts",
 * "mcts-uniform", "strong") or the custom name. The string belongs
 * to the bot and lives as long as it.
 * @param[out] out the name.
 * @param bot the bot.
 * @return ::NEXUS_E_INVALID_ARG.
 */
NEXUS_BOT_API nexus_status nexus_bot_name(const char **out,
                                          const nexus_bot *bot);
/** @} */

/* ------------------------------------------------------------------------ */
/** @name Matches
 *  @{ */

/** Current version of ::nexus_match_options. */
#define NEXUS_MATCH_OPTIONS_VERSION 1

/** Default turn limit of a match game (R22). */
#define NEXUS_MATCH_DEFAULT_TURN_LIMIT 1000

/**
 * Options of a match. Initialise with ::NEXUS_MATCH_OPTIONS_INIT or
 * nexus_match_options_init().
 */
typedef struct nexus_match_options {
    unsigned int version; /**< ::NEXUS_MATCH_OPTIONS_VERSION. */
    nexus_options game;   /**< The game played (default: standard 5x5). */
    uint64_t seed;        /**< Seeds the bots (default 0). */
    /**
     * Turns after which a game still going on is stopped and reported
     * unfinished, not drawn (R22). Default ::NEXUS_MATCH_DEFAULT_TURN_LIMIT;
     * 0 plays no turn.
     */
    size_t turn_limit;
} nexus_match_options;

/** Static initialiser for ::nexus_match_options: the defaults. */
#define NEXUS_MATCH_OPTIONS_INIT                                               \
    {                                                                          \
        NEXUS_MATCH_OPTIONS_VERSION, NEXUS_OPTIONS_INIT, 0,                    \
            NEXUS_MATCH_DEFAULT_TURN_LIMIT                                     \
    }

/**
 * Fill `*opts` with the defaults of match options version `version`.
 * @param[out] opts the options to fill.
 * @param version ::NEXUS_MATCH_OPTIONS_VERSION.
 * @return ::NEXUS_E_INVALID_ARG if `opts` is NULL, ::NEXUS_E_VERSION for an
 *         unknown version.
 */
NEXUS_BOT_API nexus_status nexus_match_options_init(nexus_match_options *opts,
                                                    unsigned int version);

/** The result of one match game. */
typedef struct nexus_match_result {
    nexus_outcome outcome; /**< ::NEXUS_OUTCOME_NONE if unfinished. */
    nexus_reason reason;   /**< ::NEXUS_REASON_NONE if unfinished. */
    int unfinished;        /**< 1 if the turn limit stopped the game. */
    size_t turns;          /**< Turns played. */
} nexus_match_result;

/**
 * Play one game between two bots from the empty board of `opts->game`.
 *
 * Before the game, each bot is seeded (nexus_bot_seed()) with a seed derived
 * from `opts->seed` and its colour, and the game's player labels are set to
 * the bots' names. Then, until the game ends or `opts->turn_limit` turns
 * have been played: the side to move may offer a draw
 * (nexus_bot_offer_draw()), which the other answers; then it chooses its turn
 * (nexus_bot_choose()) and the turn is played. A game that reaches the limit
 * without ending is unfinished; one that ends on its last allowed turn is
 * finished. The same bot may play both sides (it is then seeded twice, the
 * second seed counting). Cost: the bots' time, plus a nexus_game_play() per
 * turn.
 *
 * @param[out] out the result.
 * @param[out] game_out optional (may be NULL): the final game, owned by the
 *             caller (nexus_game_free()); nexus_record_write() gives its
 *             record.
 * @param black the bot playing Black.
 * @param white the bot playing White (may be `black`).
 * @param opts options, or NULL for the defaults.
 * @return ::NEXUS_E_INVALID_ARG (NULL `out`, bot), ::NEXUS_E_VERSION,
 *         the errors of nexus_game_new() for `opts->game`, ::NEXUS_E_NOMEM,
 *         or the error of a bot: a callback's error, or the error of an
 *         illegal turn (see nexus_bot_choose()). On error nothing is written
 *         and the game is freed.
 */
NEXUS_BOT_API nexus_status nexus_match_play(nexus_match_result *out,
                                            nexus_game **game_out,
                                            nexus_bot *black,
                                            nexus_bot *white,
                                            const nexus_match_options *opts);

/** The tally of a series, from the point of view of its two bots a and b. */
typedef struct nexus_series_result {
    unsigned int games;      /**< Games played. */
    unsigned int a_wins;     /**< Games won by a (any reason). */
    unsigned int b_wins;     /**< Games won by b. */
    unsigned int draws;      /**< Drawn games (quiet or agreement). */
    unsigned int unfinished; /**< Games stopped by the turn limit. */
    unsigned int no_winner;  /**< Games ended with ::NEXUS_OUTCOME_NO_WINNER. */
} nexus_series_result;

/**
 * Play `games` games between bots a and b with nexus_match_play(),
 * alternating colours: a is Black in games 0, 2, 4, ... and White in the
 * others. Game i is played with the options `opts` except for its seed,
 * which is derived from `opts->seed` and i, so a series is reproducible.
 * The counts add up: a_wins + b_wins + draws + unfinished + no_winner ==
 * games.
 * @param[out] out the tally.
 * @param a the first bot.
 * @param b the second bot (may be `a`).
 * @param opts options, or NULL for the defaults.
 * @param games the number of games.
 * @return the errors of nexus_match_play(); on error nothing is written.
 */
NEXUS_BOT_API nexus_status nexus_match_series(nexus_series_result *out,
                                              nexus_bot *a, nexus_bot *b,
                                              const nexus_match_options *opts,
                                              unsigned int games);

/**
 * The seeds nexus_match_series() gives the bots of its game `index` (Black's
 * and White's, through nexus_bot_seed()), for programs that play the games
 * of a series themselves, e.g. in parallel, and want the same games.
 * Game `index` has the series' bot a as Black when `index` is even.
 * @param[out] black the seed of the bot playing Black.
 * @param[out] white the seed of the bot playing White.
 * @param series_seed the series' `opts->seed`.
 * @param index the game, from 0.
 * @return ::NEXUS_E_INVALID_ARG for NULL.
 */
NEXUS_BOT_API nexus_status nexus_match_game_seeds(uint64_t *black,
                                                  uint64_t *white,
                                                  uint64_t series_seed,
                                                  unsigned int index);
/** @} */

/* ------------------------------------------------------------------------ */
/** @name Solver
 *  Exact game values by exhaustive search. Since 1.1.
 *  @{ */

/** Current version of ::nexus_solve_options. */
#define NEXUS_SOLVE_OPTIONS_VERSION 1

/** Limits of a solve. Initialise with ::NEXUS_SOLVE_OPTIONS_INIT. */
typedef struct nexus_solve_options {
    unsigned int version; /**< ::NEXUS_SOLVE_OPTIONS_VERSION. */
    /** The longest forced win looked for, in plies, 1..64 (default 16). */
    int max_plies;
    /** Nodes after which the search gives up, 0 (default) for no limit.
     *  Since 1.2 a set limit also bounds the payments listed for one
     *  placement: a position with more of them than `max_nodes` is given
     *  up unless a listed turn already decides it. */
    unsigned long long max_nodes;
    /** Bytes of transposition table, 0 for none (default 64 MiB). */
    size_t table_bytes;
} nexus_solve_options;

/** Static initialiser for ::nexus_solve_options: the defaults. */
#define NEXUS_SOLVE_OPTIONS_INIT                                               \
    { NEXUS_SOLVE_OPTIONS_VERSION, 16, 0, (size_t)64 << 20 }

/** What a solve proved. */
typedef enum nexus_solve_value {
    /** Neither side can force a win within `plies` (a bound, not a draw). */
    NEXUS_SOLVE_UNKNOWN = 0,
    /** The side to move forces a win in exactly `plies` plies. */
    NEXUS_SOLVE_WIN = 1,
    /** The opponent forces a win in exactly `plies` plies. */
    NEXUS_SOLVE_LOSS = 2
} nexus_solve_value;

/** The result of nexus_solve(). */
typedef struct nexus_solve_result {
    nexus_solve_value value; /**< What was proved. */
    /** WIN / LOSS: the length of the game with best play (the winner
     *  winning fastest, the loser resisting longest). UNKNOWN: the depth
     *  searched, so no forced win exists for either side within it. */
    int plies;
    unsigned long long nodes; /**< Positions searched. */
    int line_length;          /**< Turns of the principal line written. */
    int complete;             /**< 0 if `max_nodes` stopped the search. */
} nexus_solve_result;

/** Fill `*opts` with the defaults of version `version`.
 *  @return ::NEXUS_E_INVALID_ARG, ::NEXUS_E_VERSION. */
NEXUS_BOT_API nexus_status nexus_solve_options_init(nexus_solve_options *opts,
                                                    unsigned int version);

/**
 * Prove the value of `game` for its side to move by exhaustive search over
 * every full turn (every offered unblocking set, legal point and payment;
 * the payments that keep a line count as one, since each wins), with the
 * rules applied exactly, repetition included: the search plays on a clone
 * of the game, whose history is the real one. Iterative deepening finds
 * the shortest forced win of either side up to `max_plies`. The
 * transposition table is keyed by the whole state that decides the future
 * (board, debt difference, side to move, quiet count, and the positions
 * recorded since `game`), so a result is reused only for positions with
 * the same history (docs/bots.md: graph-history interaction). Draw offers
 * are ignored (a player may always decline).
 * @param[out] out what was proved.
 * @param[out] line the principal line (the winner's fastest win against
 *        the longest defence), or NULL; `cap` turns of room, at least
 *        `max_plies` when `line` is not NULL.
 * @param cap room in `line`.
 * @param game the position; not modified.
 * @param opts limits, or NULL for the defaults.
 * @return ::NEXUS_E_INVALID_ARG (NULL, limits out of range, `cap` too
 *         small), ::NEXUS_E_VERSION, ::NEXUS_E_GAME_OVER, ::NEXUS_E_NOMEM.
 */
NEXUS_BOT_API nexus_status nexus_solve(nexus_solve_result *out,
                                       nexus_turn *line, size_t cap,
                                       const nexus_game *game,
                                       const nexus_solve_options *opts);
/** @} */

/* ------------------------------------------------------------------------ */
/** @name Proof-number solver
 *  Forced wins proved, or refuted, within a number of plies, by
 *  depth-first proof-number search, with a proof any checker that knows
 *  the rules can replay (docs/bots.md, "Proofs"). Since 1.2.
 *  @{ */

/** Current version of ::nexus_prove_options. */
#define NEXUS_PROVE_OPTIONS_VERSION 1

/** The question and the limits of a proof. Initialise with
 *  ::NEXUS_PROVE_OPTIONS_INIT or nexus_prove_options_init(). */
typedef struct nexus_prove_options {
    unsigned int version; /**< ::NEXUS_PROVE_OPTIONS_VERSION. */
    /** Whose forced win is sought: ::NEXUS_BLACK, ::NEXUS_WHITE, or
     *  ::NEXUS_EMPTY (default) for the side to move. */
    nexus_color winner;
    /** The longest win sought, in plies from the position, 1..250
     *  (default 32). */
    int max_plies;
    /** Turns played after which the search gives up, 0 (default) for no
     *  limit. */
    unsigned long long max_nodes;
    /** Bytes of transposition table, the memory bound of the search (at
     *  least 64 KiB; default 64 MiB). */
    size_t table_bytes;
    /** 1 (default): positions equal under a rotation or reflection of the
     *  board (their histories too) are searched once; 0: never merged. */
    int symmetry;
    /** 1: search 1, 2, ... `max_plies` plies in turn, keeping the table,
     *  so that a win found is the shortest; 0 (default): `max_plies`. */
    int deepen;
} nexus_prove_options;

/** Static initialiser for ::nexus_prove_options: the defaults. */
#define NEXUS_PROVE_OPTIONS_INIT                                               \
    { NEXUS_PROVE_OPTIONS_VERSION, NEXUS_EMPTY, 32, 0, (size_t)64 << 20, 1, 0 }

/** What nexus_prove() found. */
typedef enum nexus_prove_value {
    /** The node limit stopped the search. */
    NEXUS_PROVE_UNKNOWN = 0,
    /** `winner` forces a win within `plies` plies. */
    NEXUS_PROVE_WIN = 1,
    /** `winner` cannot force a win within `plies` plies (a bound: the
     *  game may still be won for it in more). */
    NEXUS_PROVE_NO_WIN = 2
} nexus_prove_value;

/** The result of nexus_prove(). */
typedef struct nexus_prove_result {
    nexus_prove_value value; /**< What was proved. */
    nexus_color winner;      /**< The side the question was about. */
    /** WIN: within this many plies (the fewest, with `deepen`). NO_WIN:
     *  within this many. UNKNOWN: with `deepen`, the most plies refuted
     *  before the limit stopped the search (0 for none). */
    int plies;
    unsigned long long nodes; /**< Turns played by the search. */
    size_t table_entries;     /**< Positions the table holds at the end. */
} nexus_prove_result;

/**
 * Receives the text of a proof, piece by piece (each piece whole lines).
 * @return ::NEXUS_OK, or an error, which stops the writing and is
 *         returned by nexus_prove().
 */
typedef nexus_status (*nexus_proof_writer)(void *user, const char *text,
                                           size_t len);

/**
 * Fill `*opts` with the defaults of version `version`. Since 1.2.
 * @return ::NEXUS_E_INVALID_ARG, ::NEXUS_E_VERSION.
 */
NEXUS_BOT_API nexus_status nexus_prove_options_init(nexus_prove_options *opts,
                                                    unsigned int version);

/**
 * Prove or refute a forced win of `opts->winner` within `opts->max_plies`
 * plies of `game`, by depth-first proof-number search over every full turn
 * (every offered unblocking set, legal point and payment; the payments
 * that keep a line count as one). The rules are applied exactly,
 * repetition included: the search plays on a clone of the game, and its
 * table is keyed by the whole state that decides the future, the
 * positions recorded since `game` included, in a canonical orientation
 * under the board's symmetries (docs/bots.md, "Proofs", says why that is
 * sound).
 * Deterministic: the same question gives the same result and node count.
 * Draw offers are ignored (a player may always decline one).
 *
 * With `write`, a proved or refuted claim is then written out as a proof
 * (the format of docs/bots.md, "Proofs"): the strategy of the winner, or,
 * for NO_WIN, of its opponent, which a checker replays against every
 * turn of the other side. Its size grows with the tree: a refutation of
 * many plies may be far too big to write. Cost: the search's, plus
 * writing, which may search again what the table had to drop.
 * Since 1.2.
 * @param[out] out what was found.
 * @param game the position; not modified.
 * @param opts the question and limits, or NULL for the defaults.
 * @param write receives the proof, or NULL for none.
 * @param user passed to `write`.
 * @return ::NEXUS_E_INVALID_ARG (NULL, options out of range),
 *         ::NEXUS_E_VERSION, ::NEXUS_E_GAME_OVER, ::NEXUS_E_DRAW_PENDING,
 *         ::NEXUS_E_NOMEM, or the error of `write`.
 */
NEXUS_BOT_API nexus_status nexus_prove(nexus_prove_result *out,
                                       const nexus_game *game,
                                       const nexus_prove_options *opts,
                                       nexus_proof_writer write, void *user);
/** @} */

#ifdef __cplusplus
}
#endif

#endif /* NEXUS_BOT_H */
