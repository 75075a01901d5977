/* nexus_game_check_turn (1.1) agrees with nexus_game_play on every turn and
 * every rejected probe of a randomized simulation, and changes nothing.
 *
 * Random games over every board size and several debt settings; at each
 * position the turn to be played and a batch of wrong variants of it (bad
 * and occupied and suicide points, missing, unoffered and malformed
 * unblocking sets, payments of the wrong size, duplicated, not own, off
 * the board or not due, random junk, a turn while a draw offer is
 * pending, a turn after the end) are each checked with check_turn and
 * played on a copy: the statuses must be equal. The game must equal a
 * clone taken before the checks. The run must have produced every error
 * status the probes aim at. */
#include "test_util.h"

#include <stdio.h>
#include <string.h>

#define N_STATUS 32 /* -status of every nexus_status, ITER_OVER included */

typedef struct ctx {
    nexus_game *game;    /* the game being played */
    nexus_game *scratch; /* where play runs */
    uint64_t rng;
    int size;
    long seen[N_STATUS]; /* probes by the status play gave */
    char where[96];
} ctx;

static int rnd(ctx *c, int m)
{
    return (int)tu_rng_below(&c->rng, (uint64_t)m);
}

/* check_turn and play on a copy give the same status for `t` on `g`. */
static void probe_on(ctx *c, const nexus_game *g, const nexus_turn *t,
                     const char *what)
{
    nexus_status checked = nexus_game_check_turn(g, t);
    nexus_status played = tu_play_status(c->scratch, g, t);
    if (checked != played) {
        char line[512];
        size_t count = 0;
        nexus_color side = NEXUS_BLACK;
        line[0] = 0;
        (void)nexus_game_to_move(&side, g);
        (void)nexus_turn_format(line, sizeof line, &count, c->size, side, t);
        fail_msg("%s: %s (%s): check_turn %s, play %s", c->where, what, line,
                 nexus_status_name(checked), nexus_status_name(played));
    }
    c->seen[-(int)played]++;
}

static void probe(ctx *c, const nexus_turn *t, const char *what)
{
    probe_on(c, c->game, t, what);
}

/* A random point holding a stone of colour `want` (-1 if none). */
static int random_stone(ctx *c, nexus_color want)
{
    int nn = c->size * c->size, start = rnd(c, nn), i;
    for (i = 0; i < nn; i++) {
        int p = (start + i) % nn;
        nexus_color s = NEXUS_EMPTY;
        TU_OK(nexus_game_stone(&s, c->game, p));
        if (s == want)
            return p;
    }
    return -1;
}

static nexus_color enemy_of_mover(const nexus_game *g)
{
    nexus_color side = NEXUS_BLACK;
    TU_OK(nexus_game_to_move(&side, g));
    return side == NEXUS_BLACK ? NEXUS_WHITE : NEXUS_BLACK;
}

/* Wrong points: off the board, occupied, each suicide or repetition
 * point, a few random empty ones; each with and without the payment. */
static void probe_points(ctx *c, const nexus_turn *t)
{
    const int off[3] = {-1, c->size * c->size, 1000};
    nexus_turn bad = *t;
    int i, nn = c->size * c->size;
    for (i = 0; i < 3; i++) {
        bad.point = off[i];
        probe(c, &bad, "off-board point");
    }
    bad.point = random_stone(c, NEXUS_BLACK);
    probe(c, &bad, "black stone");
    bad.point = random_stone(c, NEXUS_WHITE);
    probe(c, &bad, "white stone");
    for (i = 0; i < nn; i++) {
        nexus_point_status st = NEXUS_POINT_LEGAL;
        TU_OK(nexus_game_point_status(&st, c->game, i));
        if (st == NEXUS_POINT_SUICIDE || st == NEXUS_POINT_REPETITION ||
            rnd(c, nn) < 3) {
            bad = *t;
            bad.point = i;
            probe(c, &bad, "other point with the payment");
            bad.n_pay = 0;
            probe(c, &bad, "other point without payment");
        }
    }
}

/* Wrong unblocking sets: missing, not offered, wrong size, duplicated,
 * own or empty or off-board points, sizes out of range; or one given
 * when none is due. */
static void probe_unblock(ctx *c, const nexus_turn *t)
{
    nexus_turn bad = *t;
    nexus_color enemy = enemy_of_mover(c->game);
    int k = t->n_unblock, i;
    const int sizes[2] = {-1, NEXUS_MAX_POINTS + 1};
    bad.n_unblock = 0;
    probe(c, &bad, "no unblocking set");
    bad = *t;
    bad.n_unblock = k > 0 ? k : 1;
    for (i = 0; i < bad.n_unblock; i++)
        bad.unblock[i] = random_stone(c, enemy);
    probe(c, &bad, "random enemy stones");
    bad.unblock[0] = random_stone(c, NEXUS_EMPTY);
    probe(c, &bad, "an empty point in the set");
    bad.unblock[0] = random_stone(c, enemy == TU_B ? TU_W : TU_B);
    probe(c, &bad, "an own stone in the set");
    bad.unblock[0] = c->size * c->size;
    probe(c, &bad, "an off-board point in the set");
    for (i = 0; i < 2; i++) {
        bad.n_unblock = sizes[i];
        probe(c, &bad, "set size out of range");
    }
    if (k == 0)
        return;
    bad = *t;
    bad.n_unblock = k - 1;
    probe(c, &bad, "a set one short");
    bad.n_unblock = k + 1;
    bad.unblock[k] = random_stone(c, enemy);
    probe(c, &bad, "a set one long");
    bad.unblock[k] = t->unblock[0];
    probe(c, &bad, "a set with a duplicate");
}

/* Replace payer i of `bad` by each point of `pts` in turn. */
static void probe_pay_swaps(ctx *c, const nexus_turn *t, const int *pts,
                            int n, const char *what)
{
    int i;
    for (i = 0; i < n; i++) {
        nexus_turn bad = *t;
        bad.pay[rnd(c, t->n_pay)] = pts[i];
        probe(c, &bad, what);
    }
}

/* Wrong payments when one is due: sizes, duplicates, stones not own or
 * off the board, sizes out of range. */
static void probe_due_payment(ctx *c, const nexus_turn *t)
{
    nexus_turn bad = *t;
    nexus_color enemy = enemy_of_mover(c->game);
    int others[5] = {-1, c->size * c->size, 0, 0, t->point};
    const int sizes[2] = {-1, NEXUS_MAX_POINTS + 1};
    int i;
    others[2] = random_stone(c, enemy);
    others[3] = random_stone(c, NEXUS_EMPTY);
    bad.n_pay = t->n_pay - 1;
    probe(c, &bad, "a payment one short");
    bad.n_pay = 0;
    probe(c, &bad, "no payment");
    bad.n_pay = t->n_pay + 1;
    bad.pay[t->n_pay] = random_stone(c, enemy == TU_B ? TU_W : TU_B);
    probe(c, &bad, "a payment one long");
    bad.pay[t->n_pay] = t->pay[0];
    probe(c, &bad, "a payment one long by a duplicate");
    bad = *t;
    bad.pay[t->n_pay - 1] = t->pay[0];
    probe(c, &bad, "a payment with a duplicate");
    probe_pay_swaps(c, t, others, 5, "a payer not own, off board or placed");
    for (i = 0; i < 2; i++) {
        bad = *t;
        bad.n_pay = sizes[i];
        probe(c, &bad, "payment size out of range");
    }
}

static void probe_payment(ctx *c, const nexus_turn *t,
                          const nexus_preview *pv)
{
    nexus_turn bad = *t;
    if (pv->audit == NEXUS_AUDIT_PAY) {
        probe_due_payment(c, t);
        return;
    }
    bad.n_pay = 1;
    bad.pay[0] = t->point;
    probe(c, &bad, "a payment not due (placed point)");
    bad.pay[0] = random_stone(c, enemy_of_mover(c->game) == TU_B ? TU_W
                                                                 : TU_B);
    probe(c, &bad, "a payment not due (own stone)");
    bad.n_pay = 2;
    bad.pay[1] = bad.pay[0];
    probe(c, &bad, "a payment not due (duplicate)");
}

/* Random junk: sets and points anywhere near the board. */
static void probe_junk(ctx *c, const nexus_turn *t)
{
    int j;
    for (j = 0; j < 3; j++) {
        nexus_turn bad = *t;
        int i, span = c->size * c->size + 2;
        bad.n_unblock = rnd(c, 3);
        for (i = 0; i < bad.n_unblock; i++)
            bad.unblock[i] = rnd(c, span) - 1;
        bad.point = rnd(c, span) - 1;
        bad.n_pay = rnd(c, 4);
        for (i = 0; i < bad.n_pay; i++)
            bad.pay[i] = rnd(c, span) - 1;
        probe(c, &bad, "random junk");
    }
}

/* The turn while a draw offer is pending, on a copy. */
static void probe_pending(ctx *c, const nexus_turn *t)
{
    nexus_game *offered = NULL;
    TU_OK(nexus_game_clone(&offered, c->game));
    TU_OK(nexus_game_offer_draw(offered));
    probe_on(c, offered, t, "turn while a draw offer is pending");
    nexus_game_free(offered);
}

/* Reach the position again by an undo and a replay of the last turn, or
 * by nexus_game_copy into a game that had answered queries about another
 * position, or ask for the legal points first: check_turn must not depend
 * on what the game has computed and kept before. */
static void vary_history(ctx *c, int index)
{
    int pts[NEXUS_MAX_POINTS];
    size_t n = 0;
    if (index % 5 == 2) {
        nexus_game *target = tu_new(c->size, 2, 4);
        TU_OK(nexus_game_legal_points(pts, NEXUS_MAX_POINTS, &n, target));
        TU_OK(nexus_game_copy(target, c->game));
        nexus_game_free(c->game);
        c->game = target;
    }
    if (index % 3 == 1) {
        nexus_turn last;
        TU_OK(nexus_game_turn_at(&last, c->game, (size_t)index - 1));
        TU_OK(nexus_game_undo(c->game));
        TU_OK(nexus_game_play(c->game, &last));
    }
    if (index % 2 == 1)
        TU_OK(nexus_game_legal_points(pts, NEXUS_MAX_POINTS, &n, c->game));
}

/* All probes at the current position, then the turn is played. */
static void check_position(ctx *c, int index)
{
    nexus_turn t;
    nexus_preview pv;
    nexus_game *before = NULL;
    int equal = 0;
    vary_history(c, index);
    TU_OK(nexus_game_clone(&before, c->game));
    tu_documented_turn(&t, c->game, &c->rng);
    TU_OK(nexus_game_preview(&pv, c->game, t.unblock, t.n_unblock, t.point));
    TU_OK(nexus_game_check_turn(c->game, &t));
    probe(c, &t, "the turn played");
    probe_points(c, &t);
    probe_unblock(c, &t);
    probe_payment(c, &t, &pv);
    probe_junk(c, &t);
    if (index % 4 == 0)
        probe_pending(c, &t);
    TU_OK(nexus_game_equal(&equal, c->game, before));
    if (!equal)
        fail_msg("%s: check_turn changed the game", c->where);
    TU_OK(nexus_game_play(c->game, &t));
    nexus_game_free(before);
}

/* After the end every probe gives GAME_OVER, like play. */
static void check_finished(ctx *c)
{
    nexus_turn t;
    memset(&t, 0, sizeof t);
    t.point = random_stone(c, NEXUS_EMPTY);
    probe(c, &t, "a turn after the end");
    probe_junk(c, &t);
    probe_points(c, &t);
}

/* Play `game` (taken over) to its end or 4n^2 turns, probing each
 * position; `name` says which game in failure messages. */
static void run_game(ctx *c, nexus_game *game, const char *name)
{
    nexus_phase ph = NEXUS_PHASE_PLACE;
    int turns;
    c->size = tu_size(game);
    c->game = game;
    TU_OK(nexus_game_clone(&c->scratch, game));
    for (turns = 0; turns < 4 * c->size * c->size; turns++) {
        TU_OK(nexus_game_phase(&ph, c->game));
        if (ph == NEXUS_PHASE_OVER)
            break;
        snprintf(c->where, sizeof c->where, "%s turn %d", name, turns);
        check_position(c, turns);
    }
    if (ph == NEXUS_PHASE_OVER)
        check_finished(c);
    nexus_game_free(c->game);
    nexus_game_free(c->scratch);
}

/* Games from the empty board of every size and several debt rates, and
 * from random start positions. */
static void run_all_games(ctx *c)
{
    static const int debts[][2] = {{2, 4}, {0, 4}, {5, 1}, {1, 0}};
    char name[64];
    uint64_t start_rng = 99;
    int size, d, g;
    for (size = NEXUS_MIN_SIZE; size <= NEXUS_MAX_SIZE; size++)
        for (d = 0; d < 4; d++)
            for (g = 0; g < (size <= 5 ? 16 : 5); g++) {
                c->rng = (uint64_t)(size * 1000 + d * 100 + g);
                snprintf(name, sizeof name, "%dx%d p1=%d p2=%d seed=%llu",
                         size, size, debts[d][0], debts[d][1],
                         (unsigned long long)c->rng);
                run_game(c, tu_new(size, debts[d][0], debts[d][1]), name);
            }
    for (g = 0; g < 300; g++) {
        nexus_game *start = tu_random_start(&start_rng, 3 + g % 7);
        c->rng = (uint64_t)g;
        snprintf(name, sizeof name, "random start %d", g);
        if (start)
            run_game(c, start, name);
    }
}

static void test_check_agrees_with_play(void **state)
{
    static const nexus_status wanted[] = {
        NEXUS_OK, NEXUS_E_INVALID_ARG, NEXUS_E_OFF_BOARD, NEXUS_E_GAME_OVER,
        NEXUS_E_MUST_UNBLOCK, NEXUS_E_UNBLOCK_NOT_DUE, NEXUS_E_NOT_OFFERED,
        NEXUS_E_OCCUPIED, NEXUS_E_SUICIDE, NEXUS_E_PAYMENT_NOT_DUE,
        NEXUS_E_PAYMENT_SIZE, NEXUS_E_PAYMENT_DUPLICATE,
        NEXUS_E_PAYMENT_NOT_OWN, NEXUS_E_DRAW_PENDING};
    ctx c;
    size_t i;
    (void)state;
    memset(&c, 0, sizeof c);
    run_all_games(&c);
    for (i = 0; i < sizeof wanted / sizeof *wanted; i++) {
        print_message("%-26s %ld probes\n", nexus_status_name(wanted[i]),
                      c.seen[-(int)wanted[i]]);
        if (c.seen[-(int)wanted[i]] == 0)
            fail_msg("no probe gave %s", nexus_status_name(wanted[i]));
    }
    print_message("NEXUS_E_REPETITION         %ld probes\n",
                  c.seen[-(int)NEXUS_E_REPETITION]);
}

static void test_null_arguments(void **state)
{
    nexus_game *g = tu_new(3, 2, 4);
    nexus_turn t;
    tu_snapshot snap;
    (void)state;
    tu_make_turn(&t, 3, NULL, "B2", NULL);
    tu_snap_take(&snap, g);
    TU_ST(nexus_game_check_turn(NULL, &t), NEXUS_E_INVALID_ARG);
    TU_ST(nexus_game_check_turn(g, NULL), NEXUS_E_INVALID_ARG);
    TU_OK(nexus_game_check_turn(g, &t));
    tu_snap_check(&snap, g);
    tu_snap_free(&snap);
    nexus_game_free(g);
}

/* check_turn never allocates: play's allocation failure is the one
 * status it cannot foresee (nexus.h). */
static void test_no_allocation(void **state)
{
    tu_failer f = {{0, 0}, 0, 0};
    nexus_options opts = NEXUS_OPTIONS_INIT;
    nexus_game *g = NULL;
    nexus_turn t;
    (void)state;
    opts.size = 3;
    opts.allocator = tu_failing_allocator(&f);
    TU_OK(nexus_game_new(&g, &opts));
    tu_play(g, "B2 A1 C3");
    tu_make_turn(&t, 3, NULL, "A3", NULL);
    f.calls = 0;
    f.fail_at = 1;
    TU_OK(nexus_game_check_turn(g, &t));
    tu_make_turn(&t, 3, NULL, "B2", NULL);
    TU_ST(nexus_game_check_turn(g, &t), NEXUS_E_OCCUPIED);
    TU_EQ(f.calls, 0);
    f.fail_at = 0;
    nexus_game_free(g);
    TU_EQ(f.count.live, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_null_arguments),
        cmocka_unit_test(test_no_allocation),
        cmocka_unit_test(test_check_agrees_with_play),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
