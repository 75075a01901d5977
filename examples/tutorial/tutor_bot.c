/* Tutorial step 4: see tutor_bot.h. */
#include "tutor_bot.h"

#include "full_turn.h"

#include <stdlib.h>
#include <string.h>

#define WIN 1000000000L
#define LOSS (-WIN)
#define DEBT_WEIGHT 8 /* what one unit of net debt is worth */
#define MAX_LINES (2 * NEXUS_MAX_SIZE + 2)

/* Knuth's MMIX linear congruential generator: plenty for breaking ties. */
static uint64_t next_random(tutor_state *t)
{
    t->rng = t->rng * 6364136223846793005ULL + 1442695040888963407ULL;
    return t->rng >> 33;
}

/* The 2n + 2 lines of R4, from the library; returns how many. */
static int board_lines(int lines[MAX_LINES][NEXUS_MAX_SIZE], int n)
{
    int count = 0, l;
    size_t got;
    if (nexus_line_count(&count, n) != NEXUS_OK)
        return 0;
    for (l = 0; l < count; l++)
        if (nexus_line_points(lines[l], NEXUS_MAX_SIZE, &got, n, l) != NEXUS_OK)
            return 0;
    return count;
}

static int game_size(const nexus_game *game)
{
    nexus_options o;
    return nexus_game_options(&o, game) == NEXUS_OK ? o.size : 0;
}

/* A payment of net stones that keeps one owned line whole: R10 then gives
 * the win. `own` are the mover's stones after the placement (the preview's
 * payers). Returns 1 and fills the turn's payment if there is one. */
static int winning_payment(nexus_turn *turn, const nexus_preview *pv, int n)
{
    int lines[MAX_LINES][NEXUS_MAX_SIZE], in_line[NEXUS_MAX_POINTS];
    int mine[NEXUS_MAX_POINTS] = {0}, i, l, nl = board_lines(lines, n);
    for (i = 0; i < pv->n_payers; i++)
        mine[pv->payers[i]] = 1;
    for (l = 0; l < nl; l++) {
        int owned = 1, spare = 0;
        memset(in_line, 0, sizeof in_line);
        for (i = 0; i < n; i++) {
            owned &= mine[lines[l][i]];
            in_line[lines[l][i]] = 1;
        }
        if (!owned || pv->n_payers - n < pv->net)
            continue;
        for (i = 0; i < pv->n_payers && spare < pv->net; i++)
            if (!in_line[pv->payers[i]])
                turn->pay[spare++] = pv->payers[i];
        turn->n_pay = spare;
        return 1;
    }
    return 0;
}

/* What the audit of `turn` does for the mover: WIN, LOSS, or 0 (no audit,
 * or a payment that resets the debts). Fills the payment. */
static long audit_value(nexus_turn *turn, const nexus_game *game)
{
    nexus_preview pv;
    if (nexus_game_preview(&pv, game, turn->unblock, turn->n_unblock,
                           turn->point) != NEXUS_OK)
        return LOSS;
    turn->n_pay = 0;
    if (pv.audit == NEXUS_AUDIT_WIN)
        return WIN;
    if (pv.audit == NEXUS_AUDIT_BANKRUPT)
        return LOSS;
    if (pv.audit == NEXUS_AUDIT_PAY &&
        !winning_payment(turn, &pv, game_size(game)))
        return tut_pay_first(turn, game) == NEXUS_OK ? 0 : LOSS;
    return pv.audit == NEXUS_AUDIT_PAY ? WIN : 0;
}

/* 1 if the side to move of `game` can win with its very next turn. */
static int can_win_now(const nexus_game *game)
{
    int *sets, k, n_sets, s, legal[NEXUS_MAX_POINTS], won = 0;
    size_t count = 0, i;
    nexus_turn turn;
    if (tut_unblock_sets(&sets, &k, &n_sets, game) != NEXUS_OK)
        return 0;
    for (s = 0; s < (n_sets ? n_sets : 1) && !won; s++) {
        memset(&turn, 0, sizeof turn);
        turn.n_unblock = n_sets ? k : 0;
        if (n_sets)
            memcpy(turn.unblock, sets + s * k, (size_t)k * sizeof *sets);
        if (tut_legal_points(legal, &count, game, &turn) != NEXUS_OK)
            break;
        for (i = 0; i < count && !won; i++) {
            turn.point = legal[i];
            won = audit_value(&turn, game) == WIN;
        }
    }
    free(sets);
    return won;
}

/* Lines still open to one side only, worth 4^stones; minus the debt. */
static long position_value(const nexus_game *game, nexus_color me)
{
    int lines[MAX_LINES][NEXUS_MAX_SIZE], n = game_size(game), l, i;
    int nl = board_lines(lines, n);
    int64_t debt[3] = {0, 0, 0};
    long value = 0;
    for (l = 0; l < nl; l++) {
        int count[3] = {0, 0, 0};
        for (i = 0; i < n; i++) {
            nexus_color c = NEXUS_EMPTY;
            nexus_game_stone(&c, game, lines[l][i]);
            count[c]++;
        }
        for (i = NEXUS_BLACK; i <= NEXUS_WHITE; i++)
            if (count[i] > 0 && count[3 - i] == 0)
                value += ((long)i == (long)me ? 1 : -1) * (1L << (2 * count[i]));
    }
    nexus_game_debts(&debt[NEXUS_BLACK], &debt[NEXUS_WHITE], game);
    return value - DEBT_WEIGHT * (long)(debt[me] - debt[3 - me]);
}

/* The value of playing `turn` (its payment filled in here). */
static long turn_value(nexus_turn *turn, const nexus_game *game,
                       nexus_color me)
{
    nexus_game *after = NULL;
    nexus_phase phase = NEXUS_PHASE_OVER;
    long value = audit_value(turn, game);
    if (value != 0)
        return value;
    if (nexus_game_clone(&after, game) != NEXUS_OK ||
        nexus_game_play(after, turn) != NEXUS_OK) {
        nexus_game_free(after);
        return LOSS;
    }
    nexus_game_phase(&phase, after);
    if (phase == NEXUS_PHASE_OVER) /* a quiet draw, or the opponent blocked */
        value = 0;
    else if (can_win_now(after))
        value = LOSS / 2; /* worse than anything but a certain loss */
    else
        value = position_value(after, me);
    nexus_game_free(after);
    return value;
}

typedef struct best_turn {
    nexus_turn turn;
    long value;
    unsigned ties;
} best_turn;

/* Keep the better of the best so far and `cand`; among equals, each is
 * kept with equal probability (reservoir sampling). */
static void consider(best_turn *best, const nexus_turn *cand, long value,
                     tutor_state *t)
{
    if (best->ties == 0 || value > best->value) {
        best->turn = *cand;
        best->value = value;
        best->ties = 1;
    } else if (value == best->value &&
               next_random(t) % ++best->ties == 0) {
        best->turn = *cand;
    }
}

static nexus_status tutor_choose(void *user, const nexus_game *game,
                                 nexus_turn *out)
{
    int *sets, k, n_sets, s, legal[NEXUS_MAX_POINTS];
    size_t count = 0, i;
    nexus_color me = NEXUS_BLACK;
    best_turn best = {{0}, 0, 0};
    nexus_status st = nexus_game_to_move(&me, game);
    if (st == NEXUS_OK)
        st = tut_unblock_sets(&sets, &k, &n_sets, game);
    if (st != NEXUS_OK)
        return st;
    for (s = 0; s < (n_sets ? n_sets : 1) && st == NEXUS_OK; s++) {
        nexus_turn cand;
        memset(&cand, 0, sizeof cand);
        cand.n_unblock = n_sets ? k : 0;
        if (n_sets)
            memcpy(cand.unblock, sets + s * k, (size_t)k * sizeof *sets);
        st = tut_legal_points(legal, &count, game, &cand);
        for (i = 0; st == NEXUS_OK && i < count; i++) {
            cand.point = legal[i];
            consider(&best, &cand, turn_value(&cand, game, me), user);
        }
    }
    free(sets);
    if (st == NEXUS_OK && best.ties == 0)
        st = NEXUS_E_GAME_OVER; /* no turn: cannot happen in a live game */
    if (st == NEXUS_OK)
        *out = best.turn;
    return st;
}

static nexus_status tutor_seed(void *user, uint64_t seed)
{
    ((tutor_state *)user)->rng = seed;
    return NEXUS_OK;
}

nexus_status tutor_bot_new(nexus_bot **out, tutor_state *state)
{
    nexus_bot_callbacks cb = NEXUS_BOT_CALLBACKS_INIT;
    cb.choose_turn = tutor_choose;
    cb.seed = tutor_seed;
    cb.user = state;
    cb.name = "tutor";
    return nexus_bot_new_custom(out, &cb);
}
