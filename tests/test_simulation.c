/* Random simulation in the style of OpenSpiel's game tests: random games on
 * every board size and several debt settings, with the engine's invariants
 * checked after every turn.
 *
 * Each turn picks a random offered unblocking set when one is due, a random
 * legal point, and a random payment of exactly `net` own stones when the
 * preview asks for one; now and then the mover offers a draw that is
 * declined. Around the turn it checks that:
 * - invalid turns (an occupied point, a payment of the wrong size) fail and
 *   leave the game equal to a clone taken before;
 * - a clone equals the game, and both pass the consistency checker;
 * - undo restores the game from before the turn, further undos take back
 *   the declined offers one action at a time, and replaying them all gives
 *   the game back;
 * - a record written and read back is an equal game;
 * - the legal list is sorted and agrees with nexus_game_point_status().
 * Games stop at a turn limit (R22), counted as unfinished, not as draws. */
#include "test_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* splitmix64: deterministic, so a failure can be replayed from its seed. */
typedef struct rng {
    uint64_t s;
} rng;

static uint64_t rng_next(rng *r)
{
    uint64_t z = (r->s += 0x9E3779B97F4A7C15u);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
    return z ^ (z >> 31);
}

static int rng_below(rng *r, int n)
{
    return (int)(rng_next(r) % (uint64_t)n);
}

/* What happened over the whole run, to prove the run was not trivial. */
typedef struct totals {
    long games, finished, turns, unblocks, payments, offers;
} totals;

/* One game in progress; `where` names it in failure messages. */
typedef struct sim {
    nexus_game *game;
    rng r;
    int size;
    char where[96];
} sim;

#define SIM_FAIL(s, ...)                                                       \
    do {                                                                       \
        print_error("%s: ", (s)->where);                                       \
        fail_msg(__VA_ARGS__);                                                 \
    } while (0)

static void sim_ok(sim *s, nexus_status st, const char *what)
{
    if (st != NEXUS_OK)
        SIM_FAIL(s, "%s: %s", what, nexus_status_name(st));
}

static void sim_status(sim *s, nexus_status st, nexus_status expect,
                       const char *what)
{
    if (st != expect)
        SIM_FAIL(s, "%s: got %s, expected %s", what, nexus_status_name(st),
                 nexus_status_name(expect));
}

static void sim_equal(sim *s, const nexus_game *a, const nexus_game *b,
                      const char *what)
{
    int equal = 0;
    sim_ok(s, nexus_game_equal(&equal, a, b), "nexus_game_equal");
    if (!equal)
        SIM_FAIL(s, "games differ: %s", what);
}

static nexus_game *sim_clone(sim *s, const nexus_game *g)
{
    nexus_game *c = NULL;
    sim_ok(s, nexus_game_clone(&c, g), "nexus_game_clone");
    return c;
}

/* ------------------------------------------------------------------ */
/* Choosing a turn */

/* A random offered set (k points) into turn->unblock; 0 when none is due. */
static void choose_unblock(sim *s, nexus_turn *turn)
{
    int k = 0;
    size_t count = 0;
    int *sets;
    sim_ok(s, nexus_game_unblock_size(&k, s->game), "unblock_size");
    turn->n_unblock = 0;
    if (k == 0)
        return;
    sim_status(s, nexus_game_unblock_sets(NULL, 0, &count, s->game),
               NEXUS_E_BUFFER_TOO_SMALL, "unblock_sets size");
    if (count == 0 || count % (size_t)k != 0)
        SIM_FAIL(s, "unblocking due (k=%d) with %zu points of sets", k, count);
    sets = malloc(count * sizeof *sets);
    assert_non_null(sets);
    sim_ok(s, nexus_game_unblock_sets(sets, count, &count, s->game),
           "unblock_sets");
    memcpy(turn->unblock,
           sets + (size_t)rng_below(&s->r, (int)(count / (size_t)k)) *
                      (size_t)k,
           (size_t)k * sizeof *sets);
    turn->n_unblock = k;
    free(sets);
}

static void choose_point(sim *s, nexus_turn *turn)
{
    int points[NEXUS_MAX_POINTS];
    size_t n = 0;
    if (turn->n_unblock > 0)
        sim_ok(s, nexus_game_legal_after_unblock(points, NEXUS_MAX_POINTS, &n,
                                                 s->game, turn->unblock,
                                                 turn->n_unblock),
               "legal_after_unblock");
    else
        sim_ok(s, nexus_game_legal_points(points, NEXUS_MAX_POINTS, &n,
                                          s->game),
               "legal_points");
    if (n == 0)
        SIM_FAIL(s, "the game goes on but no point is legal");
    turn->point = points[rng_below(&s->r, (int)n)];
}

/* A random choice of exactly net payers (partial Fisher-Yates). */
static void choose_payment(sim *s, nexus_turn *turn, const nexus_preview *pv)
{
    int pool[NEXUS_MAX_POINTS];
    int i, net = (int)pv->net;
    turn->n_pay = 0;
    if (pv->audit != NEXUS_AUDIT_PAY)
        return;
    if (net < 1 || net > pv->n_payers)
        SIM_FAIL(s, "payment due with net %d and %d payers", net,
                 pv->n_payers);
    memcpy(pool, pv->payers, (size_t)pv->n_payers * sizeof *pool);
    for (i = 0; i < net; i++) {
        int j = i + rng_below(&s->r, pv->n_payers - i);
        int t = pool[i];
        pool[i] = pool[j];
        pool[j] = t;
        turn->pay[i] = pool[i];
    }
    turn->n_pay = net;
}

/* ------------------------------------------------------------------ */
/* Checks */

/* An invalid variant of `turn` fails with `expect` and changes nothing. */
static void try_invalid(sim *s, const nexus_turn *bad, nexus_status expect,
                        const nexus_game *before, const char *what)
{
    sim_status(s, nexus_game_play(s->game, bad), expect, what);
    sim_equal(s, s->game, before, what);
}

static int in_set(const int *set, int n, int p)
{
    int i;
    for (i = 0; i < n; i++)
        if (set[i] == p)
            return 1;
    return 0;
}

/* A placement on an occupied point (not one the unblocking removes). */
static void check_occupied(sim *s, const nexus_turn *turn,
                           const nexus_game *before)
{
    int nn = s->size * s->size, start = rng_below(&s->r, nn), i;
    for (i = 0; i < nn; i++) {
        int p = (start + i) % nn;
        nexus_color c = NEXUS_EMPTY;
        sim_ok(s, nexus_game_stone(&c, s->game, p), "stone");
        if (c != NEXUS_EMPTY &&
            !in_set(turn->unblock, turn->n_unblock, p)) {
            nexus_turn bad = *turn;
            bad.point = p;
            bad.n_pay = 0;
            try_invalid(s, &bad, NEXUS_E_OCCUPIED, before, "occupied point");
            return;
        }
    }
}

/* One stone too few, one too many, or a payment when none is due. */
static void check_payment_size(sim *s, const nexus_turn *turn,
                               const nexus_preview *pv,
                               const nexus_game *before)
{
    nexus_turn bad = *turn;
    if (pv->audit != NEXUS_AUDIT_PAY) {
        if (pv->audit != NEXUS_AUDIT_NONE)
            return;
        bad.n_pay = 1;
        bad.pay[0] = turn->point;
        try_invalid(s, &bad, NEXUS_E_PAYMENT_NOT_DUE, before, "unasked pay");
        return;
    }
    bad.n_pay = turn->n_pay - 1;
    try_invalid(s, &bad, NEXUS_E_PAYMENT_SIZE, before, "short payment");
    if (pv->n_payers > turn->n_pay) {
        int i;
        for (i = 0; i < pv->n_payers; i++)
            if (!in_set(turn->pay, turn->n_pay, pv->payers[i]))
                break;
        bad = *turn;
        bad.pay[bad.n_pay++] = pv->payers[i];
        try_invalid(s, &bad, NEXUS_E_PAYMENT_SIZE, before, "long payment");
    }
}

/* The legal list is sorted and matches the status of every point. */
static void check_legal_list(sim *s)
{
    int points[NEXUS_MAX_POINTS];
    size_t n = 0, i, j = 0;
    nexus_phase phase;
    int p;
    sim_ok(s, nexus_game_phase(&phase, s->game), "phase");
    sim_ok(s, nexus_game_legal_points(points, NEXUS_MAX_POINTS, &n, s->game),
           "legal_points");
    for (i = 1; i < n; i++)
        if (points[i - 1] >= points[i])
            SIM_FAIL(s, "legal list not sorted at %zu", i);
    if (phase != NEXUS_PHASE_PLACE && n != 0)
        SIM_FAIL(s, "%zu legal points in phase %d", n, (int)phase);
    if (phase == NEXUS_PHASE_OVER)
        return;
    for (p = 0; p < s->size * s->size; p++) {
        nexus_point_status st;
        nexus_color c;
        int listed = j < n && points[j] == p;
        j += (size_t)listed;
        sim_ok(s, nexus_game_point_status(&st, s->game, p), "point_status");
        sim_ok(s, nexus_game_stone(&c, s->game, p), "stone");
        if ((st == NEXUS_POINT_LEGAL) != listed)
            SIM_FAIL(s, "point %d: status %d, listed %d", p, (int)st, listed);
        if ((st == NEXUS_POINT_OCCUPIED) != (c != NEXUS_EMPTY))
            SIM_FAIL(s, "point %d: status %d, stone %d", p, (int)st, (int)c);
    }
    if (j != n)
        SIM_FAIL(s, "legal list has points off the board");
}

static void check_record_round_trip(sim *s)
{
    size_t count = 0;
    char *text;
    nexus_game *back = NULL;
    nexus_record_error err;
    sim_status(s, nexus_record_write(NULL, 0, &count, s->game),
               NEXUS_E_BUFFER_TOO_SMALL, "record size");
    text = malloc(count);
    assert_non_null(text);
    sim_ok(s, nexus_record_write(text, count, &count, s->game), "record");
    if (nexus_record_read(&back, text, count - 1, NULL, &err) != NEXUS_OK)
        SIM_FAIL(s, "record read back: line %d: %s", err.line, err.message);
    sim_equal(s, back, s->game, "record round trip");
    nexus_game_free(back);
    free(text);
}

/* Offer and decline a draw: `declines` times. */
static void decline_offers(sim *s, int declines)
{
    int i, pending = 0;
    for (i = 0; i < declines; i++) {
        sim_ok(s, nexus_game_offer_draw(s->game), "offer");
        sim_ok(s, nexus_game_draw_pending(&pending, s->game), "pending");
        if (!pending)
            SIM_FAIL(s, "offer not pending");
        sim_status(s, nexus_game_place(s->game, 0), NEXUS_E_DRAW_PENDING,
                   "turn while an offer is pending");
        sim_ok(s, nexus_game_answer_draw(s->game, 0), "decline");
    }
}

/* Undo `declines` declined offers: first the answer, then the offer. */
static void undo_offers(sim *s, int declines)
{
    int i, pending = 0;
    for (i = 0; i < declines; i++) {
        sim_ok(s, nexus_game_undo(s->game), "undo of a decline");
        sim_ok(s, nexus_game_draw_pending(&pending, s->game), "pending");
        if (!pending)
            SIM_FAIL(s, "undo of a decline: offer not pending again");
        sim_ok(s, nexus_game_undo(s->game), "undo of an offer");
        sim_ok(s, nexus_game_draw_pending(&pending, s->game), "pending");
        if (pending)
            SIM_FAIL(s, "undo of an offer: still pending");
    }
}

/* ------------------------------------------------------------------ */
/* A game */

/* Play one random turn with every check around it. */
static void sim_turn(sim *s, totals *t)
{
    nexus_turn turn;
    nexus_preview pv;
    nexus_game *before_offers = sim_clone(s, s->game);
    nexus_game *before, *after;
    int declines = rng_below(&s->r, 16) == 0 ? 1 + rng_below(&s->r, 2) : 0;
    decline_offers(s, declines);
    t->offers += declines;
    before = sim_clone(s, s->game);
    memset(&turn, 0, sizeof turn);
    choose_unblock(s, &turn);
    choose_point(s, &turn);
    sim_ok(s, nexus_game_preview(&pv, s->game, turn.unblock, turn.n_unblock,
                                 turn.point), "preview");
    choose_payment(s, &turn, &pv);
    check_occupied(s, &turn, before);
    check_payment_size(s, &turn, &pv, before);
    sim_ok(s, nexus_game_play(s->game, &turn), "play");
    t->unblocks += turn.n_unblock > 0;
    t->payments += turn.n_pay > 0;
    sim_ok(s, nexus_game_check_consistency(s->game), "consistency");
    after = sim_clone(s, s->game);
    sim_equal(s, after, s->game, "clone");
    sim_ok(s, nexus_game_check_consistency(after), "clone consistency");
    /* undo takes back one action at a time: the turn, then each decline
     * and each offer before it */
    sim_ok(s, nexus_game_undo(s->game), "undo");
    sim_equal(s, s->game, before, "undo of the turn");
    undo_offers(s, declines);
    sim_equal(s, s->game, before_offers, "undo of the offers");
    decline_offers(s, declines);
    sim_equal(s, s->game, before, "offers replayed");
    sim_ok(s, nexus_game_play(s->game, &turn), "replay");
    sim_equal(s, s->game, after, "replay");
    check_record_round_trip(s);
    check_legal_list(s);
    nexus_game_free(before_offers);
    nexus_game_free(before);
    nexus_game_free(after);
}

static void sim_game(int size, int p1, int p2, uint64_t seed, int limit,
                     totals *t)
{
    nexus_options opts = NEXUS_OPTIONS_INIT;
    nexus_phase phase = NEXUS_PHASE_PLACE;
    sim s;
    int turns;
    opts.size = size;
    opts.capture_debt = p1;
    opts.unblock_debt = p2;
    s.size = size;
    s.r.s = seed;
    s.game = NULL;
    snprintf(s.where, sizeof s.where, "%dx%d p1=%d p2=%d seed=%llu", size,
             size, p1, p2, (unsigned long long)seed);
    sim_ok(&s, nexus_game_new(&s.game, &opts), "new");
    check_legal_list(&s);
    for (turns = 0; turns < limit; turns++) {
        sim_ok(&s, nexus_game_phase(&phase, s.game), "phase");
        if (phase == NEXUS_PHASE_OVER)
            break;
        snprintf(s.where, sizeof s.where, "%dx%d p1=%d p2=%d seed=%llu turn %d",
                 size, size, p1, p2, (unsigned long long)seed, turns);
        sim_turn(&s, t);
    }
    /* stopped by the limit: unfinished (R22), not a draw */
    t->finished += phase == NEXUS_PHASE_OVER;
    t->turns += turns;
    t->games++;
    nexus_game_free(s.game);
}

static void test_random_games(void **state)
{
    static const int debts[][2] = {{2, 4}, {0, 4}, {5, 1}, {1, 0}};
    totals t = {0, 0, 0, 0, 0, 0};
    int size, d, g;
    (void)state;
    for (size = NEXUS_MIN_SIZE; size <= NEXUS_MAX_SIZE; size++) {
        /* fewer games on big boards: a turn's checks cost O(turns played),
         * so a game costs O(turns^2) */
        int games = size <= 5 ? 20 : 10;
        int limit = 4 * size * size;
        for (d = 0; d < 4; d++)
            for (g = 0; g < games; g++)
                sim_game(size, debts[d][0], debts[d][1],
                         (uint64_t)(size * 1000 + d * 100 + g), limit, &t);
    }
    print_message("%ld games (%ld finished), %ld turns, %ld unblockings, "
                  "%ld payments, %ld declined offers\n",
                  t.games, t.finished, t.turns, t.unblocks, t.payments,
                  t.offers);
    /* the run must have exercised every kind of turn */
    assert_true(t.finished > t.games / 2);
    assert_true(t.unblocks > 0);
    assert_true(t.payments > 0);
    assert_true(t.offers > 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_random_games),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
