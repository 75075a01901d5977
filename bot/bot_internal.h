/* The internals of libnexus-bot that the bot sources share. */
#ifndef NEXUS_BOT_INTERNAL_H
#define NEXUS_BOT_INTERNAL_H

#include "control.h"
#include "nexus_bot.h"
#include "rng.h"

/* The most options a built-in bot has. */
#define NXB_MAX_OPTIONS 32

/* Rows of the option tables of the built-in bots (nexus_bot_option): a
 * whole or a real number from `min` to `max`, and a yes-or-no option,
 * whose range is always 0 to 1. */
#define NXB_INTEGER(name, value, min, max, help)                               \
    {name, NEXUS_BOT_OPTION_INTEGER, value, min, max, help}
#define NXB_FLOAT(name, value, min, max, help)                                 \
    {name, NEXUS_BOT_OPTION_FLOAT, value, min, max, help}
#define NXB_BOOLEAN(name, value, help)                                         \
    {name, NEXUS_BOT_OPTION_BOOLEAN, value, 0, 1, help}

/* The `time` option, the same in every bot that searches. */
#define NXB_TIME_OPTION                                                        \
    NXB_INTEGER("time", 0, 0, 3600000,                                         \
        "CPU milliseconds of the thread per turn, 0 for no time limit")

/* The option values of a built-in bot, indexed like its options. */
typedef struct nxb_values {
    double v[NXB_MAX_OPTIONS];
    /* 1 for a value set by the user (a constructor's struct, a spec or
     * nexus_bot_set_option), 0 for a default: a bot reads this to let a
     * time budget replace its default node budget. */
    unsigned char given[NXB_MAX_OPTIONS];
} nxb_values;


/* A kind of built-in bot: its name, its options, and how to make one. */
typedef struct nxb_kind {
    const char *name;
    const char *help; /* One line, for nexus_bot_builtin(). */
    const nexus_bot_option *options;
    size_t n_options;
    /* Makes a new bot of this kind, whose values are applied next. */
    nexus_status (*make)(nexus_bot **out);
    /* Puts the values into the bot's strategy; NULL for no options. */
    nexus_status (*apply)(nexus_bot *bot, const nxb_values *values);
} nxb_kind;

struct nexus_bot {
    nexus_bot_callbacks cb;          /* cb.name points to name[]. */
    char name[NEXUS_LABEL_MAX + 1];
    nxb_rng rng;                     /* The random bot's generator. */
    const nxb_kind *kind;            /* NULL for a custom bot. */
    nxb_values values;               /* A built-in bot's options. */
    nxb_control ctl;                 /* Its stop and progress reports. */
};

/* The built-in kinds, each defined beside its bot. */
extern const nxb_kind nxb_kind_simple, nxb_kind_random, nxb_kind_mcts,
    nxb_kind_mcts_uniform, nxb_kind_strong;

/* Returns the kind called `name`, or "bot" for the simple bot's old name,
 * or NULL if there is none. */
const nxb_kind *nxb_find_kind(const char *name);

/* Fills v with the defaults of a kind's options, none of them given. */
void nxb_default_values(nxb_values *v, const nxb_kind *kind);

/* Makes a bot of `kind` with the option values `v`, which the caller has
 * checked. Returns NEXUS_OK, or NEXUS_E_NOMEM. */
nexus_status nxb_make_kind(nexus_bot **out, const nxb_kind *kind,
                           const nxb_values *v);

/* Sets option `option` of `v` to `value`, as given by the user. */
void nxb_give_value(nxb_values *v, int option, double value);

/* Returns the index of the option `name` of `kind`, or -1 if it has
 * none. */
int nxb_option_index(const nxb_kind *kind, const char *name);

/* Reads the text of a value of the option `info`. Returns NEXUS_OK,
 * NEXUS_E_PARSE if it is not written as its type requires, or
 * NEXUS_E_INVALID_ARG if it is out of range. */
nexus_status nxb_parse_option(double *out, const nexus_bot_option *info,
                              const char *text);

/* Makes a bot from callbacks, which are checked but for the name. Returns
 * NEXUS_OK, or the error of the name or of the allocation. */
nexus_status nxb_bot_create(nexus_bot **out, const nexus_bot_callbacks *cb);

/* Returns NEXUS_OK when `game` is going on with no draw offer pending, as
 * a turn or a search needs it; else NEXUS_E_GAME_OVER,
 * NEXUS_E_DRAW_PENDING, or the error of the query that failed. */
nexus_status nxb_check_playing(const nexus_game *game);

/* Returns 1 if `name` is a valid player label, of 1 to 63 bytes of
 * printable ASCII without a space, and 0 otherwise. */
int nxb_valid_name(const char *name);

/* Returns the board size of a game, 3 to 9, or 0 if its options cannot be
 * read. */
int nxb_size(const nexus_game *game);

/* Writes the points that are legal for the side to move into `points`,
 * which has room for NEXUS_MAX_POINTS, and their number into *count. When
 * an unblocking is due (n_set > 0), they are the points legal after `set`
 * is removed. Returns NEXUS_OK, or the error of the library call. */
nexus_status nxb_legal(int *points, int *count, const nexus_game *game,
                       const int *set, int n_set);

/* Writes every offered unblocking set into *sets, flattened with the set i
 * at i*k, and the caller frees *sets with free(). *n_sets is 0 when no
 * unblocking is due. Returns NEXUS_OK, or the error of the library call or
 * the allocation. */
nexus_status nxb_unblock_sets(int **sets, int *n_sets, int *k,
                              const nexus_game *game);

/* Chooses the simple bot's turn (B1-B3), for nexus_bot_new_simple(). */
nexus_status nxb_simple_choose(void *user, const nexus_game *game,
                               nexus_turn *turn);

/* Writes the n points of line `line` (0..2n+1) of an n x n board into
 * out, in R4's order (rows, columns, the main diagonal, the anti-diagonal)
 * as nexus_line_points gives it. Returns n, or 0 if n or line is out of
 * range. A caller that walks a line fetches it once. */
int nxb_line(int out[NEXUS_MAX_SIZE], int n, int line);

/* Writes into `lines` the lines through the point p, as line numbers of
 * nxb_line: its row, its column, and the diagonals it lies on. Returns
 * their number, 2, 3 or 4. */
int nxb_point_lines(int *lines, int n, int p);

/* Each line's stones of each colour, counted in one pass over a board. */
typedef struct nxb_line_counts {
    /* count[line][c] is the number of points of the line that hold c,
     * which is NEXUS_EMPTY, NEXUS_BLACK or NEXUS_WHITE. */
    unsigned char count[2 * NEXUS_MAX_SIZE + 2][3];
} nxb_line_counts;

/* Counts the stones of each line of the board `cells` into *lc. */
void nxb_count_lines(nxb_line_counts *lc, const unsigned char *cells, int n);

/* Returns the last empty point of a line in canonical order, or -1 if the
 * line is full. */
int nxb_line_empty(const unsigned char *cells, int n, int line);

/* Returns the worth of a line to the colour c: 0 if it holds an enemy
 * stone, and else 4^k for its k stones of c. */
double nxb_line_weight(const nxb_line_counts *lc, int line, nexus_color c);

/* Returns the squared distance of p to the centre, doubled, so that it is
 * an integer on every board. */
int nxb_centre_distance(int n, int p);

/* Draws a uniformly random full legal turn, the random bot's choice.
 * Returns NEXUS_OK, or the error of the library call. */
nexus_status nxb_random_turn(nexus_turn *turn, const nexus_game *game,
                             nxb_rng *rng);

/* Chooses a playout turn of the tactical policy (tactics.c): a winning
 * completion, else a block of the opponent's completion, else a uniformly
 * random turn. Returns NEXUS_OK, or the error of the library call. */
nexus_status nxb_tactical_turn(nexus_turn *t, const nexus_game *g, int n,
                               nxb_rng *rng);

/* Returns an estimate of Black's chances in [0, 1], from the open lines of
 * both sides and their debts. It is the value of a playout cut short. */
double nxb_line_balance(const nexus_game *g, int n);


#endif
