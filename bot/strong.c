/* The strong bot: iterative-deepening alpha-beta over full turns, with an
 * evaluation of lines, debts and audits.
 *
 * What makes Nexus different from tic-tac-toe is the audit: completing a
 * line wins outright only if the mover's net debt is <= 0, or if the mover
 * holds at least n + net stones, since then the payment can spare one full
 * line. The search therefore plays every payment itself (keeping a line
 * when it can, else shedding its least useful stones) and sees bankruptcy
 * and resets as what they are. The evaluation scores open lines per side,
 * discounted when that side could not survive its own audit.
 *
 * Deterministic for a given seed and node budget; a time limit, if set,
 * stops the deepening early (and makes the choice depend on the clock). */
#define _POSIX_C_SOURCE 200809L /* clock_gettime for the time limit */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bot_internal.h"

#define MAX_DEPTH 32
#define MAX_MOVES (NEXUS_MAX_POINTS * 4)
#define MAX_K 8 /* largest unblocking set the search expands itself */
#define WIN 1000000000
#define INF (WIN + 1000)

typedef struct smove {
    signed char point;
    unsigned char k;
    signed char unblock[MAX_K];
    int order; /* move-ordering key, larger first */
} smove;

typedef struct strong {
    nexus_strong_options opts;
    nxb_rng rng;
    nexus_game *work;    /* during a choice: a clone of the game, played and
                            undone in place */
    unsigned long nodes; /* nodes visited in this choice */
    int stop;            /* budget or time exhausted */
    struct timespec deadline;
    int n;
    int64_t line_value[NEXUS_MAX_SIZE + 1];
} strong;

/* ------------------------------------------------------------------------ */
/* Board features */

typedef struct board {
    int n;
    unsigned char cell[NEXUS_MAX_POINTS];
    int64_t debt[3]; /* by nexus_color */
    int stones[3];
    nexus_color to_move;
    int nlines;
    int count[2 * NEXUS_MAX_SIZE + 2][3]; /* stones per line and colour */
    int through[NEXUS_MAX_POINTS][4];     /* lines through each point */
    int n_through[NEXUS_MAX_POINTS];
} board;

static int line_point(int n, int line, int j);
static void recount(board *b);

static void read_board(board *b, const nexus_game *g, int n)
{
    nexus_position pos;
    int p;
    nexus_game_position(&pos, g);
    b->n = n;
    b->stones[1] = b->stones[2] = 0;
    for (p = 0; p < n * n; p++) {
        b->cell[p] = pos.cells[p];
        b->stones[pos.cells[p]]++;
    }
    b->debt[NEXUS_BLACK] = pos.black_debt;
    b->debt[NEXUS_WHITE] = pos.white_debt;
    b->to_move = pos.to_move;
    recount(b);
}

/* Line i of 2n+2: rows, columns, main diagonal, anti-diagonal. */
static int line_point(int n, int line, int j)
{
    if (line < n)
        return line * n + j;
    if (line < 2 * n)
        return j * n + (line - n);
    if (line == 2 * n)
        return j * n + j;
    return j * n + (n - 1 - j);
}

/* Count every line once per board: evaluation, move ordering and payments
 * all read these counts, many times per node. */
static void recount(board *b)
{
    int line, j, n = b->n;
    b->nlines = 2 * n + 2;
    for (j = 0; j < n * n; j++)
        b->n_through[j] = 0;
    for (line = 0; line < b->nlines; line++) {
        int *cnt = b->count[line];
        cnt[0] = cnt[1] = cnt[2] = 0;
        for (j = 0; j < n; j++) {
            int p = line_point(n, line, j);
            cnt[b->cell[p]]++;
            b->through[p][b->n_through[p]++] = line;
        }
    }
}

/* Could `c` survive its own audit if it completed a line now? */
static int audit_ok(const board *b, nexus_color c)
{
    int64_t net = b->debt[c] - b->debt[3 - c];
    return net <= 0 || (int64_t)b->stones[c] + 1 - b->n >= net;
}

/* How many stones `c` lacks to win the audit of a line completed now: a
 * side that cannot pay for its lines drifts towards a forced bankruptcy as
 * the board fills with its stones. */
static int64_t shortfall(const board *b, nexus_color c)
{
    int64_t net = b->debt[c] - b->debt[3 - c];
    int64_t spare = (int64_t)b->stones[c] + 1 - b->n;
    return net > 0 && spare < net ? (int64_t)(net - spare) : 0;
}

/* Debts may be up to 2^60 (NEXUS_MAX_START_DEBT). Beyond a million the
 * difference no longer matters to the evaluation, and clamping keeps every
 * evaluation far inside (-WIN/2, WIN/2) without overflow. */
static int64_t clamp_debt(int64_t d)
{
    return d > 1000000 ? 1000000 : d < -1000000 ? -1000000 : d;
}

/* The empty point of a line, or -1. */
static int line_gap(const board *b, int line)
{
    int j;
    for (j = 0; j < b->n; j++) {
        int p = line_point(b->n, line, j);
        if (b->cell[p] == NEXUS_EMPTY)
            return p;
    }
    return -1;
}

static int legal_for_mover(const nexus_game *g, int p)
{
    nexus_point_status ps;
    return nexus_game_point_status(&ps, g, p) == NEXUS_OK &&
           ps == NEXUS_POINT_LEGAL;
}

/* Static evaluation for the side to move of `g`. A line one stone short is
 * a threat: the side to move completes its own at once (if the gap is legal
 * for it), and the opponent's cannot be stopped if there are two gaps, or
 * one the side to move may not play. */
static int64_t evaluate(const strong *s, const board *b, const nexus_game *g)
{
    nexus_color me = b->to_move, them = (nexus_color)(3 - me);
    int64_t score[3] = {0, 0, 0};
    int line, nl = 2 * b->n + 2, c, their_gap = -1, their_threats = 0;
    int my_win = 0;
    int64_t net;

    for (line = 0; line < nl; line++) {
        const int *cnt = b->count[line];
        if (cnt[them] == 0 && cnt[me] > 0) {
            score[me] += s->line_value[cnt[me]];
            if (cnt[me] == b->n - 1 && !my_win)
                my_win = legal_for_mover(g, line_gap(b, line));
        }
        if (cnt[me] == 0 && cnt[them] > 0) {
            score[them] += s->line_value[cnt[them]];
            if (cnt[them] == b->n - 1) {
                int gap = line_gap(b, line);
                if (their_gap != gap)
                    their_threats++;
                their_gap = gap;
            }
        }
    }
    if (my_win && audit_ok(b, me))
        return WIN / 2;
    if (their_threats > 0 && audit_ok(b, them) &&
        (their_threats >= 2 || !legal_for_mover(g, their_gap)))
        return -WIN / 2;
    for (c = 1; c <= 2; c++)
        if (!audit_ok(b, (nexus_color)c))
            score[c] /= 4; /* completing would only pay and reset */
    /* Debt is a liability only for the side that owes more; it grows
     * worse with the net, since each point of net costs a stone. */
    net = clamp_debt(b->debt[me] - b->debt[them]);
    return score[me] * 3 / 2 - score[them] - net * s->line_value[2] -
           clamp_debt(shortfall(b, me) - shortfall(b, them)) *
               s->line_value[3];
}

/* ------------------------------------------------------------------------ */
/* Payments */

/* How much a stone of `c` at p is worth for future lines. */
static int64_t stone_value(const strong *s, const board *b, int p, nexus_color c)
{
    int64_t v = 0;
    int i;
    for (i = 0; i < b->n_through[p]; i++) {
        const int *cnt = b->count[b->through[p][i]];
        if (cnt[3 - c] == 0)
            v += s->line_value[cnt[c]];
    }
    return v;
}

/* Pay `net` stones from `payers`: keep a full line whole if there are
 * enough other stones (that wins the audit), else shed the stones that
 * matter least. `b` is the board after the placement and its captures. */
static void choose_payment(const strong *s, const board *b, nexus_color me,
                           const nexus_preview *pv, nexus_turn *t)
{
    int keep[NEXUS_MAX_POINTS] = {0};
    int64_t value[NEXUS_MAX_POINTS];
    int line, nl = 2 * b->n + 2, i, j, paid = 0;

    for (line = 0; line < nl; line++) {
        const int *cnt = b->count[line];
        if (cnt[me] == b->n && pv->n_payers - b->n >= pv->net) {
            for (j = 0; j < b->n; j++)
                keep[line_point(b->n, line, j)] = 1;
            break;
        }
    }
    for (i = 0; i < pv->n_payers; i++)
        value[i] = keep[pv->payers[i]] ? -1 : stone_value(s, b, pv->payers[i], me);
    t->n_pay = 0;
    while (paid < pv->net) {
        int best = -1;
        for (i = 0; i < pv->n_payers; i++)
            if (value[i] >= 0 && (best < 0 || value[i] < value[best]))
                best = i;
        if (best < 0) /* only kept stones are left: cannot happen */
            break;
        t->pay[t->n_pay++] = pv->payers[best];
        value[best] = -2;
        paid++;
    }
}

/* ------------------------------------------------------------------------ */
/* Move generation */

static int64_t point_order(const strong *s, const board *b, int p)
{
    nexus_color me = b->to_move;
    int i, r = p / b->n, c = p % b->n;
    int64_t v = 0, centre;
    for (i = 0; i < b->n_through[p]; i++) {
        const int *cnt = b->count[b->through[p][i]];
        if (cnt[3 - me] == 0) {
            if (cnt[me] == b->n - 1)
                v += 1000000; /* completes a line */
            v += s->line_value[cnt[me] + 1];
        }
        if (cnt[me] == 0) {
            if (cnt[3 - me] == b->n - 1)
                v += 500000; /* blocks a line */
            v += s->line_value[cnt[3 - me]];
        }
    }
    centre = (int64_t)(2 * r - (b->n - 1)) * (2 * r - (b->n - 1)) +
             (int64_t)(2 * c - (b->n - 1)) * (2 * c - (b->n - 1));
    return v * 4 - centre;
}

static void add_points(smove *moves, int *count, const strong *s,
                       const board *b, const int *set, int k,
                       const int *points, int n_points)
{
    int i, j;
    for (i = 0; i < n_points && *count < MAX_MOVES; i++) {
        smove *m = &moves[(*count)++];
        m->point = (signed char)points[i];
        m->k = (unsigned char)k;
        for (j = 0; j < k; j++)
            m->unblock[j] = (signed char)set[j];
        m->order = (int)(point_order(s, b, points[i]) / 16);
    }
}

static void sort_moves(smove *moves, int count)
{
    int i, j;
    for (i = 1; i < count; i++) { /* insertion sort: stable, small lists */
        smove m = moves[i];
        for (j = i; j > 0 && moves[j - 1].order < m.order; j--)
            moves[j] = moves[j - 1];
        moves[j] = m;
    }
}

/* The moves of a node, best-first by the ordering heuristic. An unblocking
 * node costs a scan per enemy stone and per set tried, so it is charged to
 * the node budget (*work) accordingly: the time per turn stays bounded. */
static nexus_status gen_moves(smove *moves, int *count, unsigned long *work,
                              const strong *s, const nexus_game *g,
                              const board *b)
{
    int points[NEXUS_MAX_POINTS], local[NEXUS_MAX_POINTS], *sets = local;
    size_t n, nsets, i;
    int k;
    nexus_status st;

    *count = 0;
    if ((st = nexus_game_unblock_size(&k, g)) != NEXUS_OK)
        return st;
    if (k == 0) {
        st = nexus_game_legal_points(points, NEXUS_MAX_POINTS, &n, g);
        if (st == NEXUS_OK)
            add_points(moves, count, s, b, NULL, 0, points, (int)n);
        sort_moves(moves, *count);
        return st;
    }
    if (k > MAX_K)
        return NEXUS_E_NOT_OFFERED; /* handled by the caller's fallback */
    st = nexus_game_unblock_sets(local, NEXUS_MAX_POINTS, &nsets, g);
    if (st == NEXUS_E_BUFFER_TOO_SMALL) {
        sets = malloc(nsets * sizeof *sets);
        st = sets ? nexus_game_unblock_sets(sets, nsets, &nsets, g)
                  : NEXUS_E_NOMEM;
    }
    *work += (unsigned long)(b->stones[3 - b->to_move] + 1);
    /* The offered sets beyond the first few rarely matter: keep the
     * branching bounded. */
    for (i = 0; st == NEXUS_OK && i + (size_t)k <= nsets && i < 8 * (size_t)k;
         i += (size_t)k) {
        *work += 2;
        st = nexus_game_legal_after_unblock(points, NEXUS_MAX_POINTS, &n, g,
                                            &sets[i], k);
        if (st == NEXUS_OK)
            add_points(moves, count, s, b, &sets[i], k, points, (int)n);
    }
    if (sets != local)
        free(sets);
    sort_moves(moves, *count);
    return st;
}

/* ------------------------------------------------------------------------ */
/* Search */

static void to_turn(nexus_turn *t, const smove *m)
{
    int j;
    t->n_unblock = m->k;
    for (j = 0; j < m->k; j++)
        t->unblock[j] = m->unblock[j];
    t->point = m->point;
    t->n_pay = 0;
}

/* Play a move, choosing the payment if the audit asks for one. */
static nexus_status play_move(const strong *s, nexus_game *g, const smove *m,
                              nexus_turn *t)
{
    nexus_status st;
    to_turn(t, m);
    st = nexus_game_play(g, t);
    if (st == NEXUS_E_PAYMENT_SIZE) {
        nexus_preview pv;
        board b;
        nexus_color me;
        nexus_game_to_move(&me, g);
        st = nexus_game_preview(&pv, g, t->unblock, t->n_unblock, t->point);
        if (st != NEXUS_OK)
            return st;
        read_board(&b, g, s->n);
        /* the board after the placement and its captures */
        b.cell[t->point] = (unsigned char)me;
        {
            int i;
            for (i = 0; i < t->n_unblock; i++)
                b.cell[t->unblock[i]] = NEXUS_EMPTY;
            for (i = 0; i < pv.n_captured; i++)
                b.cell[pv.captured[i]] = NEXUS_EMPTY;
            recount(&b);
        }
        choose_payment(s, &b, me, &pv, t);
        st = nexus_game_play(g, t);
    }
    return st;
}

static int out_of_budget(strong *s)
{
    if (s->stop)
        return 1;
    if (s->opts.nodes && s->nodes >= s->opts.nodes)
        s->stop = 1;
    if (s->opts.time_ms && (s->nodes & 255) == 0) {
        struct timespec now;
        clock_gettime(CLOCK_MONOTONIC, &now);
        if (now.tv_sec > s->deadline.tv_sec ||
            (now.tv_sec == s->deadline.tv_sec &&
             now.tv_nsec >= s->deadline.tv_nsec))
            s->stop = 1;
    }
    return s->stop;
}

/* Score of a finished game for the player who just moved (`mover`). */
static int64_t terminal_score(const nexus_game *g, nexus_color mover, int ply)
{
    nexus_outcome o;
    nexus_reason r;
    nexus_game_result(&o, &r, g);
    if (o == NEXUS_OUTCOME_BLACK_WINS || o == NEXUS_OUTCOME_WHITE_WINS) {
        int mover_won = (o == NEXUS_OUTCOME_BLACK_WINS) == (mover == NEXUS_BLACK);
        /* Prefer quick wins and slow losses. */
        return mover_won ? WIN - ply : -(WIN - ply);
    }
    return 0;
}

static int64_t negamax(strong *s, int depth, int ply, int64_t alpha, int64_t beta)
{
    smove moves[MAX_MOVES];
    nexus_game *g = s->work;
    nexus_turn t;
    board b;
    int count, i, any = 0;
    int64_t best = -INF;
    nexus_phase ph;

    s->nodes++;
    nexus_game_phase(&ph, g);
    read_board(&b, g, s->n);
    if (depth == 0 || out_of_budget(s))
        return evaluate(s, &b, g);
    if (gen_moves(moves, &count, &s->nodes, s, g, &b) != NEXUS_OK ||
        count == 0)
        return evaluate(s, &b, g);
    for (i = 0; i < count; i++) {
        int64_t v;
        if (play_move(s, g, &moves[i], &t) != NEXUS_OK)
            continue;
        any = 1;
        nexus_game_phase(&ph, g);
        if (ph == NEXUS_PHASE_OVER)
            v = terminal_score(g, b.to_move, ply + 1);
        else
            v = -negamax(s, depth - 1, ply + 1, -beta, -alpha);
        nexus_game_undo(g);
        if (v > best)
            best = v;
        if (v > alpha)
            alpha = v;
        if (alpha >= beta || s->stop)
            break;
    }
    return any ? best : evaluate(s, &b, g);
}

/* One root iteration at `depth`; returns the best move index or -1 if the
 * iteration was cut short. Root moves are reordered best-first. */
static int search_root(strong *s, smove *moves, int count, int depth)
{
    int64_t scores[MAX_MOVES], alpha = -INF;
    nexus_color me;
    nexus_turn t;
    int i, best = -1;

    nexus_game_to_move(&me, s->work);
    for (i = 0; i < count; i++) {
        int64_t v;
        nexus_phase ph;
        if (play_move(s, s->work, &moves[i], &t) != NEXUS_OK) {
            scores[i] = -INF;
            continue;
        }
        nexus_game_phase(&ph, s->work);
        if (ph == NEXUS_PHASE_OVER)
            v = terminal_score(s->work, me, 1);
        else
            v = -negamax(s, depth - 1, 1, -INF, -alpha);
        nexus_game_undo(s->work);
        if (s->stop)
            return -1;
        /* Seeded noise well below any real difference breaks ties. */
        v = v * 8 + (int64_t)(nxb_rng_next(&s->rng) & 7);
        scores[i] = v;
        if (best < 0 || v > scores[best])
            best = i;
        if (v / 8 > alpha)
            alpha = v / 8;
    }
    /* Search the best move first next time. */
    for (i = 0; i < count; i++)
        moves[i].order = scores[i] > INT32_MAX / 2   ? INT32_MAX / 2
                         : scores[i] < -INT32_MAX / 2 ? -INT32_MAX / 2
                                                      : (int)scores[i];
    if (best >= 0) {
        smove m = moves[best];
        memmove(&moves[1], &moves[0], (size_t)best * sizeof m);
        moves[0] = m;
        return 0;
    }
    return best;
}

/* The search on s->work, a clone of the game made for this call. */
static nexus_status search(strong *s, const nexus_game *game,
                           nexus_turn *turn)
{
    smove moves[MAX_MOVES];
    int count, depth;
    board b;
    nexus_status st;

    read_board(&b, s->work, s->n);
    st = gen_moves(moves, &count, &s->nodes, s, s->work, &b);
    if (st != NEXUS_OK || count == 0) /* huge unblocking: as the simple bot */
        return nxb_simple_choose(NULL, game, turn);
    s->nodes = 0;
    s->stop = 0;
    if (s->opts.time_ms) {
        clock_gettime(CLOCK_MONOTONIC, &s->deadline);
        s->deadline.tv_sec += s->opts.time_ms / 1000;
        s->deadline.tv_nsec += (long)(s->opts.time_ms % 1000) * 1000000L;
        if (s->deadline.tv_nsec >= 1000000000L) {
            s->deadline.tv_sec++;
            s->deadline.tv_nsec -= 1000000000L;
        }
    }
    for (depth = 1; depth <= MAX_DEPTH && depth <= s->opts.max_depth; depth++) {
        if (search_root(s, moves, count, depth) < 0 || s->stop)
            break;
    }
    return play_move(s, s->work, &moves[0], turn) == NEXUS_OK
               ? NEXUS_OK
               : nxb_simple_choose(NULL, game, turn);
}

/* The clone uses the game's allocator, so it lives only for this call: the
 * bot keeps nothing of the caller's allocator between calls (nexus_bot.h).
 * A clone costs a few hundred nanoseconds against milliseconds of search. */
static nexus_status strong_choose(void *user, const nexus_game *game,
                                  nexus_turn *turn)
{
    strong *s = user;
    nexus_status st;

    s->n = nxb_size(game);
    if (s->n == 0)
        return NEXUS_E_INVALID_ARG;
    st = nexus_game_clone(&s->work, game);
    if (st != NEXUS_OK)
        return st;
    st = search(s, game, turn);
    nexus_game_free(s->work);
    s->work = NULL;
    return st;
}

static nexus_status strong_seed(void *user, uint64_t seed)
{
    strong *s = user;
    nxb_rng_seed(&s->rng, seed);
    return NEXUS_OK;
}

static void strong_release(void *user)
{
    free(user);
}

nexus_status nexus_strong_options_init(nexus_strong_options *opts,
                                       unsigned int version)
{
    static const nexus_strong_options defaults = NEXUS_STRONG_OPTIONS_INIT;
    if (!opts)
        return NEXUS_E_INVALID_ARG;
    if (version != NEXUS_STRONG_OPTIONS_VERSION)
        return NEXUS_E_VERSION;
    *opts = defaults;
    return NEXUS_OK;
}

nexus_status nexus_bot_new_strong(nexus_bot **out,
                                  const nexus_strong_options *opts)
{
    static const nexus_strong_options defaults = NEXUS_STRONG_OPTIONS_INIT;
    nexus_bot_callbacks cb = NEXUS_BOT_CALLBACKS_INIT;
    nexus_status st;
    strong *s;
    int k;

    if (!out)
        return NEXUS_E_INVALID_ARG;
    if (!opts)
        opts = &defaults;
    if (opts->version != NEXUS_STRONG_OPTIONS_VERSION)
        return NEXUS_E_VERSION;
    if (opts->max_depth < 1 || opts->max_depth > MAX_DEPTH ||
        (opts->nodes == 0 && opts->time_ms == 0))
        return NEXUS_E_INVALID_ARG;
    s = calloc(1, sizeof *s);
    if (!s)
        return NEXUS_E_NOMEM;
    s->opts = *opts;
    nxb_rng_seed(&s->rng, opts->seed);
    s->line_value[0] = 0;
    for (k = 1; k <= NEXUS_MAX_SIZE; k++)
        s->line_value[k] = s->line_value[k - 1] * 4 + 4;
    cb.choose_turn = strong_choose;
    cb.seed = strong_seed;
    cb.release = strong_release;
    cb.user = s;
    cb.name = "strong";
    st = nexus_bot_new_custom(out, &cb);
    if (st != NEXUS_OK)
        free(s);
    return st;
}
