/* greedy_bot: see greedy_bot.h. */
#include "greedy_bot.h"

#include <stdlib.h>
#include <string.h>

#define WIN_SCORE 1000000000LL
#define MAX_LINES (2 * NEXUS_MAX_SIZE + 2)
#define MAX_SETS 8    /* unblocking sets looked at per turn */
#define DEBT_WEIGHT 6 /* value of one unit of net debt */
#define MARGIN 2      /* values this close to the best count as equal */

typedef struct board_info {
    int n, nn;
    int n_lines;
    int lines[MAX_LINES][NEXUS_MAX_SIZE];
    long long weight[NEXUS_MAX_SIZE + 1]; /* value of k stones in a line */
} board_info;

static void board_init(board_info *b, int n)
{
    int i, l;
    b->n = n;
    b->nn = n * n;
    if (nexus_line_count(&b->n_lines, n) != NEXUS_OK)
        b->n_lines = 0;
    for (l = 0; l < b->n_lines; l++) {
        size_t got = 0;
        if (nexus_line_points(b->lines[l], NEXUS_MAX_SIZE, &got, n, l) !=
            NEXUS_OK)
            b->n_lines = l; /* cannot happen for n in 3..9 */
    }
    b->weight[0] = 0;
    for (i = 1; i <= n; i++)
        b->weight[i] = i == 1 ? 1 : b->weight[i - 1] * 4;
}

static nexus_color other(nexus_color c)
{
    return c == NEXUS_BLACK ? NEXUS_WHITE : NEXUS_BLACK;
}

static void read_board(unsigned char *cells, const board_info *b,
                       const nexus_game *g)
{
    int i;
    for (i = 0; i < b->nn; i++) {
        nexus_color c = NEXUS_EMPTY;
        if (nexus_game_stone(&c, g, i) != NEXUS_OK)
            c = NEXUS_EMPTY;
        cells[i] = (unsigned char)c;
    }
}

static int centre_distance(const board_info *b, int p)
{
    int dr = 2 * (p / b->n) - (b->n - 1), dc = 2 * (p % b->n) - (b->n - 1);
    return dr * dr + dc * dc;
}

/* Fill the payment of a turn whose preview is `pv` (audit PAY). Keeps an
 * owned line if it can: pays first with stones off that line. Returns 1 if
 * a line is kept (the turn wins), else 0. */
static int choose_payment(nexus_turn *t, const board_info *b,
                          const nexus_game *g, const nexus_preview *pv,
                          nexus_color me)
{
    unsigned char cells[NEXUS_MAX_POINTS], on_line[NEXUS_MAX_POINTS];
    int i, l, kept = -1, n_pay = 0;
    read_board(cells, b, g);
    for (i = 0; i < t->n_unblock; i++)
        cells[t->unblock[i]] = NEXUS_EMPTY;
    cells[t->point] = (unsigned char)me;
    for (i = 0; i < pv->n_captured; i++)
        cells[pv->captured[i]] = NEXUS_EMPTY;
    memset(on_line, 0, sizeof on_line);
    for (l = 0; l < b->n_lines && kept < 0; l++) {
        int full = 1;
        for (i = 0; i < b->n; i++)
            if (cells[b->lines[l][i]] != me)
                full = 0;
        if (full)
            kept = l;
    }
    if (kept >= 0)
        for (i = 0; i < b->n; i++)
            on_line[b->lines[kept][i]] = 1;
    /* Stones off the line first, then (if it must break) line stones. */
    for (i = 0; i < pv->n_payers && n_pay < pv->net; i++)
        if (!on_line[pv->payers[i]])
            t->pay[n_pay++] = pv->payers[i];
    for (i = 0; i < pv->n_payers && n_pay < pv->net; i++)
        if (on_line[pv->payers[i]])
            t->pay[n_pay++] = pv->payers[i];
    t->n_pay = n_pay;
    return kept >= 0 && pv->n_payers - b->n >= pv->net;
}

/* What a candidate turn does at its audit. */
enum kind { K_WIN, K_QUIET, K_BREAK, K_BANKRUPT };

/* Complete `t` (unblock and point set) with its payment; classify it. */
static nexus_status classify(enum kind *k, nexus_turn *t, const board_info *b,
                             const nexus_game *g, nexus_color me)
{
    nexus_preview pv;
    nexus_status st = nexus_game_preview(&pv, g, t->unblock, t->n_unblock,
                                         t->point);
    if (st != NEXUS_OK)
        return st;
    t->n_pay = 0;
    switch (pv.audit) {
    case NEXUS_AUDIT_WIN:
        *k = K_WIN;
        break;
    case NEXUS_AUDIT_BANKRUPT:
        *k = K_BANKRUPT;
        break;
    case NEXUS_AUDIT_PAY:
        *k = choose_payment(t, b, g, &pv, me) ? K_WIN : K_BREAK;
        break;
    default:
        *k = K_QUIET;
        break;
    }
    return NEXUS_OK;
}

/* The offered unblocking sets (at most MAX_SETS), flattened; *n_sets is 1
 * and *k 0 when none is due, 0 when one is due but none is offered. */
static nexus_status unblock_sets(int **sets, int *n_sets, int *k,
                                 const nexus_game *g)
{
    size_t n_ints = 0;
    nexus_status st = nexus_game_unblock_size(k, g);
    *n_sets = 1;
    if (st != NEXUS_OK || *k == 0)
        return st;
    st = nexus_game_unblock_sets(NULL, 0, &n_ints, g);
    if (st != NEXUS_OK && st != NEXUS_E_BUFFER_TOO_SMALL)
        return st;
    *n_sets = 0;
    if (n_ints == 0)
        return NEXUS_OK;
    if (!(*sets = malloc(n_ints * sizeof **sets)))
        return NEXUS_E_NOMEM;
    st = nexus_game_unblock_sets(*sets, n_ints, &n_ints, g);
    if (st != NEXUS_OK) {
        free(*sets);
        *sets = NULL;
        return st;
    }
    *n_sets = (int)(n_ints / (size_t)*k);
    if (*n_sets > MAX_SETS)
        *n_sets = MAX_SETS;
    return NEXUS_OK;
}

/* Every turn of the side to move (at most MAX_SETS unblocking sets),
 * unblocking and point filled in; payments are left to classify(). */
static nexus_status list_turns(nexus_turn **out, int *count,
                               const nexus_game *g)
{
    int k = 0, n_sets = 1, s, i;
    int *sets = NULL;
    nexus_turn *turns;
    nexus_status st;

    *out = NULL;
    *count = 0;
    st = unblock_sets(&sets, &n_sets, &k, g);
    if (st != NEXUS_OK || n_sets == 0)
        return st;
    turns = malloc((size_t)n_sets * NEXUS_MAX_POINTS * sizeof *turns);
    if (!turns) {
        free(sets);
        return NEXUS_E_NOMEM;
    }
    for (s = 0; s < n_sets; s++) {
        int points[NEXUS_MAX_POINTS];
        size_t n_points = 0;
        if (k > 0)
            st = nexus_game_legal_after_unblock(points, NEXUS_MAX_POINTS,
                                                &n_points, g, sets + s * k, k);
        else
            st = nexus_game_legal_points(points, NEXUS_MAX_POINTS, &n_points,
                                         g);
        if (st != NEXUS_OK) {
            free(sets);
            free(turns);
            return st;
        }
        for (i = 0; i < (int)n_points; i++) {
            nexus_turn *t = &turns[(*count)++];
            int j;
            t->n_unblock = k;
            for (j = 0; j < k; j++)
                t->unblock[j] = sets[s * k + j];
            t->point = points[i];
            t->n_pay = 0;
        }
    }
    free(sets);
    *out = turns;
    return NEXUS_OK;
}

/* 1 if the side to move can win this turn (a completion whose audit is a
 * win or a payment keeping a line). Only the last empty point of a line
 * holding n-1 of its stones can complete a line. */
static int can_win_now(const board_info *b, const nexus_game *g,
                       const unsigned char *cells, nexus_color tm)
{
    int l, i;
    nexus_phase phase;
    if (nexus_game_phase(&phase, g) != NEXUS_OK || phase != NEXUS_PHASE_PLACE)
        return 0; /* unblocking turns: not worth the search here */
    for (l = 0; l < b->n_lines; l++) {
        int own = 0, empty = -1;
        for (i = 0; i < b->n; i++) {
            int c = cells[b->lines[l][i]];
            if (c == (int)tm)
                own++;
            else if (c == NEXUS_EMPTY)
                empty = b->lines[l][i];
        }
        if (own == b->n - 1 && empty >= 0) {
            nexus_turn t;
            enum kind k;
            memset(&t, 0, sizeof t);
            t.point = empty;
            if (classify(&k, &t, b, g, tm) == NEXUS_OK && k == K_WIN)
                return 1;
        }
    }
    return 0;
}

/* Points where `side` (not to move) would win by completing a line, by the
 * debts as they are (captures aside): the threats the other side must
 * answer. Counts distinct points. */
static int threats(const board_info *b, const unsigned char *cells,
                   nexus_color side, int64_t own_debt, int64_t their_debt)
{
    unsigned char seen[NEXUS_MAX_POINTS];
    int l, i, count = 0, stones = 0;
    int64_t net = own_debt - their_debt;
    for (i = 0; i < b->nn; i++)
        stones += cells[i] == side;
    if (net > 0 && stones + 1 - b->n < net)
        return 0; /* completing would not win */
    memset(seen, 0, sizeof seen);
    for (l = 0; l < b->n_lines; l++) {
        int own = 0, empty = -1;
        for (i = 0; i < b->n; i++) {
            int c = cells[b->lines[l][i]];
            if (c == (int)side)
                own++;
            else if (c == NEXUS_EMPTY)
                empty = b->lines[l][i];
        }
        if (own == b->n - 1 && empty >= 0 && !seen[empty]) {
            seen[empty] = 1;
            count++;
        }
    }
    return count;
}

/* The value of a position for `me`. */
static long long evaluate(const board_info *b, const nexus_game *g,
                          nexus_color me)
{
    unsigned char cells[NEXUS_MAX_POINTS];
    nexus_outcome outcome = NEXUS_OUTCOME_NONE;
    nexus_reason reason = NEXUS_REASON_NONE;
    nexus_color tm = NEXUS_BLACK;
    int64_t debt[3] = {0, 0, 0};
    long long score = 0;
    int l, i, sign;

    if (nexus_game_result(&outcome, &reason, g) != NEXUS_OK)
        return 0;
    if (outcome == NEXUS_OUTCOME_BLACK_WINS ||
        outcome == NEXUS_OUTCOME_WHITE_WINS) {
        nexus_color winner = outcome == NEXUS_OUTCOME_BLACK_WINS
                                 ? NEXUS_BLACK
                                 : NEXUS_WHITE;
        return winner == me ? WIN_SCORE : -WIN_SCORE;
    }
    if (outcome != NEXUS_OUTCOME_NONE)
        return 0; /* drawn, or no winner */
    (void)nexus_game_to_move(&tm, g);
    (void)nexus_game_debts(&debt[NEXUS_BLACK], &debt[NEXUS_WHITE], g);
    read_board(cells, b, g);
    sign = tm == me ? 1 : -1;

    /* The side to move wins now if it can; the other side, if it has two
     * threats the side to move cannot both answer. */
    if (can_win_now(b, g, cells, tm))
        return sign * (WIN_SCORE / 2);
    if (threats(b, cells, other(tm), debt[other(tm)], debt[tm]) >= 2)
        return -sign * (WIN_SCORE / 4);

    for (l = 0; l < b->n_lines; l++) {
        int mine = 0, theirs = 0;
        for (i = 0; i < b->n; i++) {
            int c = cells[b->lines[l][i]];
            if (c == (int)me)
                mine++;
            else if (c != NEXUS_EMPTY)
                theirs++;
        }
        if (theirs == 0)
            score += b->weight[mine];
        if (mine == 0)
            score -= b->weight[theirs];
    }
    score -= DEBT_WEIGHT * (long long)(debt[me] - debt[other(me)]);
    return score;
}

/* The opponent's best reply, from `me`'s point of view (the minimum). */
static nexus_status worst_reply(long long *out, const board_info *b,
                                nexus_game *g, nexus_color me)
{
    nexus_turn *turns = NULL;
    int count = 0, i;
    long long worst = WIN_SCORE + 1;
    nexus_status st;
    nexus_phase phase;

    st = nexus_game_phase(&phase, g);
    if (st != NEXUS_OK)
        return st;
    if (phase == NEXUS_PHASE_OVER) {
        *out = evaluate(b, g, me);
        return NEXUS_OK;
    }
    st = list_turns(&turns, &count, g);
    if (st != NEXUS_OK)
        return st;
    for (i = 0; i < count && worst > -WIN_SCORE; i++) {
        enum kind k;
        long long v;
        st = classify(&k, &turns[i], b, g, other(me));
        if (st == NEXUS_OK)
            st = nexus_game_play(g, &turns[i]);
        if (st != NEXUS_OK)
            break;
        v = evaluate(b, g, me);
        st = nexus_game_undo(g);
        if (st != NEXUS_OK)
            break;
        if (v < worst)
            worst = v;
    }
    free(turns);
    if (st != NEXUS_OK)
        return st;
    *out = count > 0 ? worst : evaluate(b, g, me);
    return NEXUS_OK;
}

/* The bot's state: a PRNG (splitmix64) to vary its play between equally
 * good moves, reseeded for every game. */
typedef struct greedy_state {
    uint64_t rng;
    int one_ply; /* 1: no reply search (greedy_bot_new_one_ply) */
} greedy_state;

static uint64_t next_random(greedy_state *gs)
{
    uint64_t z = (gs->rng += UINT64_C(0x9E3779B97F4A7C15));
    z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
    return z ^ (z >> 31);
}

/* A scored candidate. */
typedef struct scored {
    int rank;        /* 0 quiet, 1 breaks every line, 2 bankrupt */
    long long value; /* two-ply value */
    int dist;        /* squared distance to the centre, doubled */
} scored;

static int better(const scored *a, const scored *b)
{
    if (a->rank != b->rank)
        return a->rank < b->rank;
    if (a->value != b->value)
        return a->value > b->value;
    return a->dist < b->dist;
}

/* 1 if candidate i is as good as the best (same kind, value within the
 * margin, not lost). */
static int near_best(const scored *s, const scored *top)
{
    return s->rank == top->rank && s->value >= top->value - MARGIN &&
           s->value > -WIN_SCORE;
}

/* Vary the play: a random move among those near the best, unless the best
 * decides the game either way. */
static int vary(greedy_state *gs, const scored *scores, int count, int best)
{
    const scored *top = &scores[best];
    int near = 0, pick, i;
    if (top->value <= -WIN_SCORE / 8 || top->value >= WIN_SCORE / 8)
        return best;
    for (i = 0; i < count; i++)
        near += near_best(&scores[i], top);
    if (near <= 1)
        return best;
    pick = (int)(next_random(gs) % (uint64_t)near);
    for (i = 0; i < count; i++)
        if (near_best(&scores[i], top) && pick-- == 0)
            return i;
    return best;
}

/* The value of a candidate for `me`: the position after it (one ply), or
 * the opponent's best reply to it (two plies). */
static nexus_status value_of(long long *value, const board_info *b,
                             nexus_game *scratch, const nexus_turn *t,
                             nexus_color me, int one_ply)
{
    nexus_status st = nexus_game_play(scratch, t);
    if (st == NEXUS_OK && one_ply)
        *value = evaluate(b, scratch, me);
    else if (st == NEXUS_OK)
        st = worst_reply(value, b, scratch, me);
    if (st == NEXUS_OK)
        st = nexus_game_undo(scratch);
    return st;
}

nexus_status greedy_bot_choose(void *user, const nexus_game *game,
                               nexus_turn *turn)
{
    greedy_state *gs = user;
    board_info b;
    nexus_options opts;
    nexus_game *scratch = NULL;
    nexus_turn *turns = NULL;
    scored *scores = NULL;
    nexus_color me;
    int count = 0, i, best = -1, win = -1;
    nexus_status st;

    st = nexus_game_options(&opts, game);
    if (st == NEXUS_OK)
        st = nexus_game_to_move(&me, game);
    if (st != NEXUS_OK)
        return st;
    board_init(&b, opts.size);
    st = list_turns(&turns, &count, game);
    if (st != NEXUS_OK)
        return st;
    if (count == 0) {
        free(turns);
        return NEXUS_E_GAME_OVER;
    }
    scores = malloc((size_t)count * sizeof *scores);
    st = scores ? nexus_game_clone(&scratch, game) : NEXUS_E_NOMEM;
    for (i = 0; i < count && st == NEXUS_OK; i++) {
        enum kind k;
        scored *sc = &scores[i];
        st = classify(&k, &turns[i], &b, game, me);
        if (st != NEXUS_OK)
            break;
        if (k == K_WIN) { /* a win now: take it */
            win = i;
            break;
        }
        /* Quiet moves first, then line-breaking payments, bankruptcy last. */
        sc->rank = k == K_QUIET ? 0 : k == K_BREAK ? 1 : 2;
        sc->value = -WIN_SCORE;
        sc->dist = centre_distance(&b, turns[i].point);
        if (best >= 0 && sc->rank > scores[best].rank)
            continue; /* a better kind of move exists already */
        if (k != K_BANKRUPT)
            st = value_of(&sc->value, &b, scratch, &turns[i], me,
                          gs && gs->one_ply);
        if (st == NEXUS_OK && (best < 0 || better(sc, &scores[best])))
            best = i;
    }
    if (st == NEXUS_OK && win < 0 && gs)
        best = vary(gs, scores, count, best);
    nexus_game_free(scratch);
    free(scores);
    if (st == NEXUS_OK)
        *turn = turns[win >= 0 ? win : best];
    free(turns);
    return st;
}

static nexus_status greedy_answer_draw(void *user, const nexus_game *game,
                                       int *accept)
{
    (void)user;
    (void)game;
    *accept = 0;
    return NEXUS_OK;
}

static nexus_status greedy_seed(void *user, uint64_t seed)
{
    greedy_state *gs = user;
    gs->rng = seed;
    return NEXUS_OK;
}

static nexus_status greedy_new(nexus_bot **out, int one_ply)
{
    nexus_bot_callbacks cb = NEXUS_BOT_CALLBACKS_INIT;
    greedy_state *gs;
    nexus_status st;
    if (!out)
        return NEXUS_E_INVALID_ARG;
    gs = calloc(1, sizeof *gs);
    if (!gs)
        return NEXUS_E_NOMEM;
    cb.choose_turn = greedy_bot_choose;
    cb.answer_draw = greedy_answer_draw;
    cb.seed = greedy_seed;
    cb.release = free;
    gs->one_ply = one_ply;
    cb.user = gs;
    cb.name = one_ply ? "greedy1" : "greedy";
    st = nexus_bot_new_custom(out, &cb);
    if (st != NEXUS_OK)
        free(gs);
    return st;
}

nexus_status greedy_bot_new(nexus_bot **out)
{
    return greedy_new(out, 0);
}

nexus_status greedy_bot_new_one_ply(nexus_bot **out)
{
    return greedy_new(out, 1);
}
