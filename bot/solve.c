/* The solver finds exact game values by a depth-first proof search
 * (nexus_bot.h).
 *
 * The graph-history interaction. Under the repetition rule (R12) a
 * position's future depends on every position recorded before it, so a
 * transposition table keyed by the board alone would reuse results
 * across histories that allow different moves, and could "prove" wins
 * that do not exist. Here the search plays on a clone of the game, so the
 * engine itself applies the rule to the real history at every node, and
 * the table key is the whole state that decides the future: the exact
 * board, the debt difference (the only part of the debts the rules read),
 * the side to move, the quiet count (R19), and the multiset of positions
 * recorded since the root (the positions recorded before the root are
 * common to every node). Two nodes with equal keys have the same legal
 * turns for ever after, so reusing a result between them is exact. The
 * recorded positions enter the key as a sum of mixed 64-bit position
 * hashes, the one hashed part of the key: a false hit needs two different
 * multisets with equal sums. The principal line is replayed by the caller
 * (nexus-solve does) on a fresh game, which checks it independently.
 *
 * A result is "the side to move wins within d plies", "loses within d",
 * or neither; a proof for d holds for every d' >= d, and "neither" for
 * every d' <= d, which is how the table answers deeper queries. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "bot_internal.h"
#include "check.h"
#include "moves.h"
#include "nx_versioned.h"

#define MAX_PLIES 64

typedef struct key {
    uint64_t cells[3]; /* Two bits a point. */
    uint64_t history;  /* The sum of the mixed hashes of the positions
                          recorded since the root. */
    int64_t diff;      /* Black's debt less White's. */
    int32_t quiet;
    int32_t to_move;
} key;

/* What is known of a position, as depths: the value within d plies is
 * monotone in d (a win within d is a win within any d' >= d, "no win
 * within d" holds for every d' <= d), so four depths say it all. */
typedef struct entry {
    key k;
    int8_t win_at, loss_at;     /* Proven within; 127 if not proven. */
    int8_t nowin_at, noloss_at; /* Proven impossible within; -1 if not. */
    uint16_t best;              /* The turn that decided, tried first. */
    unsigned char used;
} entry;

typedef struct solver {
    nexus_game *g;
    nxb_moves ml; /* A stack with each node's turns above its parent's. */
    nxb_gen gen;
    entry *tt;
    size_t tt_mask;
    uint64_t history;
    int nn; /* The number of points of the board. */
    unsigned long long nodes, max_nodes;
    const nxb_deadline *deadline; /* NULL: none */
    /* The steps searched, and the count at which the clock is read next
     * (check.h). */
    unsigned long long steps, next_reading;
    int aborted;
    nexus_status error;
} solver;

static uint64_t mix(uint64_t z)
{
    return nxb_derive_seed(z, UINT64_C(0x5E1F));
}

/* Writes the key of the solver's game, whose position is pos. The
 * points past the board's last are empty, so the loop stops there. */
static void make_key(key *k, const solver *s, const nexus_position *pos)
{
    int p;
    memset(k, 0, sizeof *k);
    for (p = 0; p < s->nn; p++)
        k->cells[p / 32] |= (uint64_t)(pos->cells[p] & 3) << (2 * (p % 32));
    k->history = s->history;
    k->diff = pos->black_debt - pos->white_debt;
    k->quiet = pos->quiet;
    k->to_move = (int32_t)pos->to_move;
}

static entry *slot(const solver *s, const key *k)
{
    uint64_t h = mix(k->cells[0] ^ mix(k->cells[1] ^ mix(k->cells[2])));
    h = mix(h ^ k->history ^ ((uint64_t)k->diff << 20) ^
            ((uint64_t)k->quiet << 8) ^ (uint64_t)k->to_move);
    return s->tt ? &s->tt[h & s->tt_mask] : NULL;
}

/* Looks up the bounds that the table knows for the value within d plies,
 * and writes them into *lower and *upper. Returns the entry, or NULL when
 * the table holds none for k, and the bounds are then -1 and 1. */
static const entry *probe(const solver *s, const key *k, int d, int *lower,
                          int *upper)
{
    const entry *e = slot(s, k);
    *lower = -1;
    *upper = 1;
    if (!e || !e->used || memcmp(&e->k, k, sizeof *k) != 0)
        return NULL;
    *lower = e->win_at <= d ? 1 : e->noloss_at >= d ? 0 : -1;
    *upper = e->loss_at <= d ? -1 : e->nowin_at >= d ? 0 : 1;
    return e;
}

/* Records what a search at depth d with the window (alpha, beta)
 * showed. */
static void store(solver *s, const key *k, int d, int v, int alpha, int beta,
                  unsigned best)
{
    entry *e = slot(s, k);
    if (!e)
        return;
    if (!e->used || memcmp(&e->k, k, sizeof *k) != 0) {
        e->k = *k;
        e->win_at = e->loss_at = 127;
        e->nowin_at = e->noloss_at = -1;
        e->used = 1;
    }
    e->best = (uint16_t)best;
    if (v > alpha && v == 1 && d < e->win_at) /* A lower bound of 1. */
        e->win_at = (int8_t)d;
    if (v > alpha && v == 0 && d > e->noloss_at)
        e->noloss_at = (int8_t)d;
    if (v < beta && v == 0 && d > e->nowin_at) /* An upper bound of 0. */
        e->nowin_at = (int8_t)d;
    if (v < beta && v == -1 && d < e->loss_at)
        e->loss_at = (int8_t)d;
}

static int solve(solver *s, int d, int alpha, int beta);

/* Counts `steps` more, and reads the clock when they pass the next
 * reading. Returns 1, with the search aborted, once the deadline has
 * passed, and 0 otherwise. */
static int out_of_time(solver *s, unsigned steps)
{
    s->steps += steps;
    if (!s->deadline || s->steps < s->next_reading)
        return 0;
    s->next_reading = s->steps + NXB_SOLVE_CLOCK_STEPS;
    if (nxb_past(s->deadline))
        s->aborted = 1;
    return s->aborted;
}

/* Returns the value of the turn i of the list for its mover, within k
 * plies that count the turn: +1 if the mover wins, -1 if it loses, and 0
 * if neither happens or the game is drawn. */
static int turn_value(solver *s, size_t i, int k, int alpha, int beta)
{
    nexus_turn t;
    nexus_phase ph;
    nexus_color mover = NEXUS_BLACK;
    uint64_t h = 0, added;
    int v = 0;
    nexus_status st;
    if (out_of_time(s, 1))
        return 0;
    nexus_game_to_move(&mover, s->g);
    nxb_moves_turn(&t, &s->ml, i);
    if ((st = nexus_game_play(s->g, &t)) != NEXUS_OK) {
        s->error = st;
        return 0;
    }
    nexus_game_hash(&h, s->g);
    added = mix(h);
    s->history += added;
    nexus_game_phase(&ph, s->g);
    if (ph == NEXUS_PHASE_OVER) {
        nexus_outcome o = NEXUS_OUTCOME_NONE;
        nexus_game_result(&o, NULL, s->g);
        v = o == NEXUS_OUTCOME_BLACK_WINS   ? (mover == NEXUS_BLACK ? 1 : -1)
            : o == NEXUS_OUTCOME_WHITE_WINS ? (mover == NEXUS_WHITE ? 1 : -1)
                                            : 0;
    } else if (k > 1) {
        v = -solve(s, k - 1, -beta, -alpha);
    }
    s->history -= added;
    nexus_game_undo(s->g);
    return v;
}

/* Lists the turns of the node, whose position is pos, with the table's
 * best turn first. Returns NEXUS_OK, or the error of the listing. */
static nexus_status order(solver *s, size_t start, size_t *added,
                          const entry *e, const nexus_position *pos)
{
    nexus_status st = nxb_moves_generate_at(&s->ml, added, s->g, pos,
                                            &s->gen);
    if (st == NEXUS_OK && e && e->best < *added && e->best > 0) {
        nxb_move m = s->ml.m[start + e->best];
        memmove(&s->ml.m[start + 1], &s->ml.m[start],
                e->best * sizeof m);
        s->ml.m[start] = m;
    }
    return st;
}

/* Returns the index in generation order of the turn at position j, after
 * order() moved the turn `first` to the front. */
static size_t unordered(size_t j, size_t first)
{
    return j == 0 ? first : j <= first ? j - 1 : j;
}

/* Searches by negamax over {-1, 0, +1} with alpha-beta, fail-hard within
 * (alpha, beta). Returns +1 if the side to move wins within d plies, -1
 * if it loses within d, and 0 if neither happens. */
static int solve(solver *s, int d, int alpha, int beta)
{
    size_t start = s->ml.n, pool = s->ml.pool_n, added = 0, i, best_i = 0;
    int best = -1, v, lo, hi, a0 = alpha;
    unsigned long capped;
    const entry *e;
    nexus_position pos;
    key k;
    if (++s->nodes > s->max_nodes && s->max_nodes) {
        s->aborted = 1;
        return 0;
    }
    /* A node limit sized from a measured rate overshoots where nodes cost
     * more than the rate says (many payments to list or to play): the
     * clock bounds the search as well. */
    if (out_of_time(s, NXB_SOLVE_NODE_STEPS))
        return 0;
    nexus_game_position(&pos, s->g);
    make_key(&k, s, &pos);
    e = probe(s, &k, d, &lo, &hi);
    if (lo >= beta || hi <= alpha || lo == hi)
        return lo >= beta ? lo : hi;
    capped = s->ml.capped;
    if ((s->error = order(s, start, &added, e, &pos)) != NEXUS_OK)
        return 0;
    capped = s->ml.capped - capped;
    if (added == 0)
        best = 0; /* Over outside the rules (R17): no proof either way. */
    for (i = start; i < start + added && best < 1; i++)
        if (s->ml.m[i].wins)
            best = 1; /* A won audit now needs no play. */
    for (i = start; i < start + added && best < beta; i++) {
        v = turn_value(s, i, d, alpha, beta);
        if (s->aborted || s->error)
            break;
        if (v > best) {
            best = v;
            best_i = unordered(i - start, e && e->best < added ? e->best : 0);
        }
        if (best > alpha)
            alpha = best;
    }
    s->ml.n = start;
    s->ml.pool_n = pool;
    /* A node whose payments the budget cut short (max_nodes) is known
     * only if a listed turn reached beta: the rest might hold better. */
    if (capped && best < beta)
        s->aborted = 1;
    if (s->aborted || s->error)
        return 0;
    store(s, &k, d, best, a0, beta, (unsigned)best_i);
    return best;
}

/* Finds the principal move at a node that the side to move wins (value
 * +1) or loses (-1) within `plies`: the winner's fastest move, or the
 * loser's slowest. Returns its index in the list, which was generated at
 * `start`, and writes the plies of its line into *k. */
static size_t principal(solver *s, size_t start, size_t added, int value,
                        int plies, int *k)
{
    size_t i, best = start;
    int len, best_len = value > 0 ? plies + 1 : 0;
    for (i = start; i < start + added; i++) {
        for (len = 1; len <= plies; len++) {
            int v = turn_value(s, i, len, -1, 1);
            if (s->aborted || s->error)
                return best;
            if (v == value)
                break;
        }
        if (len > plies)
            continue; /* Not a proof: one of the winner's other turns. */
        if (value > 0 ? len < best_len : len > best_len) {
            best = i;
            best_len = len;
        }
    }
    *k = best_len;
    return best;
}

/* Plays out the principal line on the clone, and writes its turns into
 * line. */
static void principal_line(solver *s, nexus_turn *line, int *length,
                           int value, int plies)
{
    int played = 0, k = 0;
    while (plies > 0 && !s->aborted && !s->error) {
        size_t start = s->ml.n, added = 0, i;
        uint64_t h = 0;
        s->error = nxb_moves_generate(&s->ml, &added, s->g, &s->gen);
        if (s->error || added == 0)
            break;
        i = principal(s, start, added, value, plies, &k);
        nxb_moves_turn(&line[played], &s->ml, i);
        s->ml.n = start;
        if (s->aborted || s->error ||
            (s->error = nexus_game_play(s->g, &line[played])) != NEXUS_OK)
            break;
        nexus_game_hash(&h, s->g);
        s->history += mix(h);
        played++;
        plies = k - 1;
        value = -value;
    }
    *length = played;
}

nexus_status nexus_solve_options_init(nexus_solve_options *opts,
                                      unsigned int version)
{
    static const nexus_solve_options defaults = NEXUS_SOLVE_OPTIONS_INIT;
    return NX_VERSIONED_INIT(opts, version, NEXUS_SOLVE_OPTIONS_VERSION,
                             defaults);
}

static nexus_status check_args(const nexus_solve_options *o,
                               const nexus_turn *line, size_t cap,
                               const nexus_game *game)
{
    if (o->version != NEXUS_SOLVE_OPTIONS_VERSION)
        return NEXUS_E_VERSION;
    if (o->max_plies < 1 || o->max_plies > MAX_PLIES ||
        (line && cap < (size_t)o->max_plies))
        return NEXUS_E_INVALID_ARG;
    return nxb_check_playing(game);
}

/* Makes a table of at most `bytes` bytes, a power of two of entries, or
 * none when `bytes` is too small for one entry. Returns NEXUS_OK, or
 * NEXUS_E_NOMEM. */
static nexus_status make_table(solver *s, size_t bytes)
{
    size_t n = 1;
    if (bytes < sizeof(entry))
        return NEXUS_OK;
    while (n * 2 * sizeof(entry) <= bytes)
        n *= 2;
    s->tt = calloc(n, sizeof(entry));
    s->tt_mask = n - 1;
    return s->tt ? NEXUS_OK : NEXUS_E_NOMEM;
}

/* Finds the shortest forced win of either side by iterative
 * deepening. */
static void deepen(solver *s, nexus_solve_result *r, int max_plies)
{
    int d, v = 0;
    for (d = 1; d <= max_plies; d++) {
        v = solve(s, d, -1, 1);
        if (s->aborted || s->error || v != 0)
            break;
    }
    r->value = v > 0 ? NEXUS_SOLVE_WIN : v < 0 ? NEXUS_SOLVE_LOSS
                                               : NEXUS_SOLVE_UNKNOWN;
    r->plies = v != 0 ? d : d - 1;
    r->complete = !s->aborted;
}

nexus_status nexus_solve(nexus_solve_result *out, nexus_turn *line,
                         size_t cap, const nexus_game *game,
                         const nexus_solve_options *opts)
{
    return nxb_solve_until(out, line, cap, game, opts, NULL);
}

nexus_status nxb_solve_until(nexus_solve_result *out, nexus_turn *line,
                             size_t cap, const nexus_game *game,
                             const nexus_solve_options *opts,
                             const nxb_deadline *deadline)
{
    static const nexus_solve_options defaults = NEXUS_SOLVE_OPTIONS_INIT;
    nexus_solve_result r;
    solver s;
    nexus_status st;
    if (!out || !game || (!line && cap))
        return NEXUS_E_INVALID_ARG;
    if (!opts)
        opts = &defaults;
    if ((st = check_args(opts, line, cap, game)) != NEXUS_OK)
        return st;
    memset(&s, 0, sizeof s);
    memset(&r, 0, sizeof r);
    nxb_moves_init(&s.ml);
    s.max_nodes = opts->max_nodes;
    s.deadline = deadline;
    s.next_reading = NXB_SOLVE_CLOCK_STEPS;
    /* A completion in debt on a big board can have more payments than the
     * budget has nodes, and listing them alone took 200 ms a check: at
     * most max_nodes are listed a point, and solve() gives up on a node
     * they leave open. */
    s.gen.pay_cap = opts->max_nodes < SIZE_MAX ? (size_t)opts->max_nodes
                                               : SIZE_MAX;
    /* So is a node's whole list, and the unblocking sets it tests: a node
     * with more turns than the budget has nodes is left open too. */
    s.gen.move_cap = opts->max_nodes < SIZE_MAX ? (size_t)opts->max_nodes : 0;
    s.gen.test_cap = s.gen.move_cap;
    s.nn = nxb_size(game) * nxb_size(game);
    st = make_table(&s, opts->table_bytes);
    if (st == NEXUS_OK)
        st = nexus_game_clone(&s.g, game);
    if (st == NEXUS_OK) {
        deepen(&s, &r, opts->max_plies);
        if (line && r.value != NEXUS_SOLVE_UNKNOWN && !s.error)
            principal_line(&s, line, &r.line_length,
                           r.value == NEXUS_SOLVE_WIN ? 1 : -1, r.plies);
        st = s.error;
    }
    r.nodes = s.nodes;
    nexus_game_free(s.g);
    nxb_moves_free(&s.ml);
    free(s.tt);
    if (st == NEXUS_OK)
        *out = r;
    return st;
}
