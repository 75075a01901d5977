/* nexus-bench: single-threaded speed and memory figures of libnexus.
 *
 * Prints one figure per line, `name: value unit` (lines starting with '#'
 * are comments). Timing is informative only: nothing here is pass/fail
 * except correctness (perft leaf counts, API errors), which exits 1.
 *
 *   nexus-bench            the full run
 *   nexus-bench --quick    a shortened run (same names, under 10 s)
 *   nexus-bench --smoke    a handful of iterations of everything; checks
 *                          only that every figure is printed (for ctest)
 *   nexus-bench --only G   one group: random-5x5, random-7x7, random-9x9,
 *                          playout-5x5, playout-7x7, playout-9x9, micro,
 *                          perft, memory, perft-check (for profiling one
 *                          workload)
 *   nexus-bench --games N  N random games per board size
 *
 * Random games are reproducible: a fixed-seed xoshiro256** (bot/rng.c)
 * drives them.
 * Every timing is the fastest of a few rounds (5 in the full run, 3 with
 * --quick), which filters out other load on a shared machine.
 */
#if !defined(_POSIX_C_SOURCE) || _POSIX_C_SOURCE < 199309L
#undef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 199309L /* clock_gettime */
#endif

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench_util.h"
#include "rng.h"
#include "nexus.h"
#include "nexus_bot.h"

/* R22: games run unattended need their own turn limit: the library's. */
#define TURN_LIMIT NEXUS_MATCH_DEFAULT_TURN_LIMIT
/* The game of the micro-benchmarks (clone, undo, play) has this many turns;
 * legal-points is measured on the first place-phase position from turn
 * LEGAL_TURN on. */
#define LONG_GAME_TURNS 60
#define LEGAL_TURN 20
#define PERFT_5X5_D5 UINT64_C(6368416)

/* ------------------------------------------------------------------------ */
/* Run settings */

typedef enum bench_mode { MODE_FULL, MODE_QUICK, MODE_SMOKE } bench_mode;

typedef struct settings {
    bench_mode mode;
    const char *only;  /* NULL: every group */
    long games_5x5;    /* random games per size */
    long games_7x7;
    long games_9x9;
    int rounds;        /* timings are the fastest of this many rounds */
    double budget;     /* seconds per micro-benchmark; 0: one batch */
    long batch;        /* iterations between clock reads */
    int perft_depth;   /* 5, or less in smoke mode */
    int perft_runs;    /* the fastest of this many runs is reported */
} settings;

static double timer_overhead; /* seconds for one pair of bench_now() */

/* ------------------------------------------------------------------------ */
/* Output and errors */

static const char *const figure_names[] = {
    "random-5x5-games-per-s",    "random-5x5-turns-per-game",
    "random-5x5-unfinished",     "random-7x7-games-per-s",
    "random-7x7-turns-per-game", "random-7x7-unfinished",
    "random-9x9-games-per-s",
    "random-9x9-turns-per-game", "random-9x9-unfinished",
    "legal-points-ns",           "play-turn-ns",
    "clone-ns",                  "clone-into-ns",
    "undo-ns",                   "perft-5x5-d5-s",
    "perft-5x5-d5-leaves-per-s", "game-handle-bytes",
    "game-handle-60-turns-bytes", "game-clone-60-turns-bytes",
    "playout-5x5-games-per-s",   "playout-5x5-turns-per-game",
    "playout-5x5-unfinished",    "playout-7x7-games-per-s",
    "playout-7x7-turns-per-game", "playout-7x7-unfinished",
    "playout-9x9-games-per-s",
    "playout-9x9-turns-per-game", "playout-9x9-unfinished",
};
#define N_FIGURES (sizeof figure_names / sizeof figure_names[0])
static int figure_seen[N_FIGURES];

#if defined(__GNUC__)
__attribute__((format(printf, 1, 2), noreturn))
#endif
static void die(const char *fmt, ...)
{
    va_list ap;
    fflush(stdout);
    fprintf(stderr, "nexus-bench: error: ");
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fprintf(stderr, "\n");
    exit(1);
}

static void check(nexus_status st, const char *what)
{
    if (st != NEXUS_OK)
        die("%s: %s", what, nexus_status_name(st));
}

static void figure(const char *name, double value, int decimals,
                   const char *unit)
{
    size_t i;
    for (i = 0; i < N_FIGURES; i++)
        if (strcmp(figure_names[i], name) == 0)
            break;
    if (i == N_FIGURES)
        die("%s: unknown figure name", name);
    figure_seen[i] = 1;
    printf("%s: %.*f %s\n", name, decimals, value, unit);
    fflush(stdout);
}

static void *xmalloc(size_t size)
{
    void *p = malloc(size ? size : 1);
    if (!p)
        die("out of memory");
    return p;
}

/* Calibrate the cost of the two clock reads around a timed section. */
static void calibrate_timer(void)
{
    int i;
    double best = 1.0;
    for (i = 0; i < 1000; i++) {
        double a = bench_now(), b = bench_now();
        if (b - a < best)
            best = b - a;
    }
    timer_overhead = best;
}

/* ------------------------------------------------------------------------ */
/* Shared game helpers */

static nexus_game *new_game(int size, const nexus_allocator *alloc)
{
    nexus_options o = NEXUS_OPTIONS_INIT;
    nexus_game *g = NULL;
    o.size = size;
    if (alloc)
        o.allocator = *alloc;
    check(nexus_game_new(&g, &o), "nexus_game_new");
    return g;
}

/* The offered unblocking sets, in a buffer grown on demand. */
typedef struct set_buf {
    int *points;
    size_t cap;
    size_t count; /* ints: sets times k */
} set_buf;

static void get_unblock_sets(set_buf *b, const nexus_game *g)
{
    nexus_status st = nexus_game_unblock_sets(b->points, b->cap, &b->count, g);
    if (st == NEXUS_E_BUFFER_TOO_SMALL) {
        free(b->points);
        b->cap = b->count * 2;
        b->points = xmalloc(b->cap * sizeof *b->points);
        st = nexus_game_unblock_sets(b->points, b->cap, &b->count, g);
    }
    check(st, "nexus_game_unblock_sets");
}

/* ------------------------------------------------------------------------ */
/* The uniform random player. It plays through the calls a client makes (the
 * legal points, play, and a preview only when a payment is asked for),
 * not through nexus_game_random_turn: the random groups measure those
 * calls, and their figures are compared with 1.0's in docs/performance.md.
 * The playout groups measure the library's own draws. */

typedef struct rplayer {
    nxb_rng rng;
    int points[NEXUS_MAX_POINTS];
    set_buf sets;
    nexus_turn turn;  /* the last turn played, payment included */
    nexus_preview pv;
} rplayer;

/* Play one random full turn: a random offered unblocking set when one is
 * due, a uniformly random legal point, and, when the audit demands one, a
 * random payment of exactly net own stones. Returns 0 if the game is over
 * (nothing played), 1 otherwise. */
static int random_turn(nexus_game *g, rplayer *p)
{
    nexus_turn *t = &p->turn;
    nexus_phase phase;
    nexus_status st;
    size_t n = 0;

    check(nexus_game_phase(&phase, g), "nexus_game_phase");
    if (phase == NEXUS_PHASE_OVER)
        return 0;
    t->n_unblock = 0;
    t->n_pay = 0;
    if (phase == NEXUS_PHASE_UNBLOCK) {
        int k;
        size_t s;
        check(nexus_game_unblock_size(&k, g), "nexus_game_unblock_size");
        get_unblock_sets(&p->sets, g);
        if (k <= 0 || p->sets.count == 0)
            die("unblocking due but no set offered");
        s = (size_t)nxb_rng_below(&p->rng, p->sets.count / (size_t)k);
        memcpy(t->unblock, p->sets.points + s * (size_t)k,
               (size_t)k * sizeof *t->unblock);
        t->n_unblock = k;
        check(nexus_game_legal_after_unblock(p->points, NEXUS_MAX_POINTS, &n,
                                             g, t->unblock, k),
              "nexus_game_legal_after_unblock");
    } else {
        check(nexus_game_legal_points(p->points, NEXUS_MAX_POINTS, &n, g),
              "nexus_game_legal_points");
    }
    if (n == 0)
        die("no legal point in a live game");
    t->point = p->points[(size_t)nxb_rng_below(&p->rng, n)];
    st = nexus_game_play(g, t);
    if (st == NEXUS_E_PAYMENT_SIZE) {
        /* An audit with a payment: only now ask what it costs. */
        int i, net;
        check(nexus_game_preview(&p->pv, g, t->unblock, t->n_unblock,
                                 t->point),
              "nexus_game_preview");
        if (p->pv.audit != NEXUS_AUDIT_PAY || p->pv.net > p->pv.n_payers)
            die("payment asked but preview disagrees");
        net = (int)p->pv.net;
        for (i = 0; i < net; i++) { /* partial Fisher-Yates */
            int j = i + (int)nxb_rng_below(&p->rng,
                                             (size_t)(p->pv.n_payers - i));
            int tmp = p->pv.payers[i];
            p->pv.payers[i] = p->pv.payers[j];
            p->pv.payers[j] = tmp;
            t->pay[i] = p->pv.payers[i];
        }
        t->n_pay = net;
        st = nexus_game_play(g, t);
    }
    check(st, "nexus_game_play");
    return 1;
}

static void rplayer_init(rplayer *p, uint64_t seed)
{
    memset(p, 0, sizeof *p);
    nxb_rng_seed(&p->rng, seed);
}

static void rplayer_free(rplayer *p)
{
    free(p->sets.points);
    p->sets.points = NULL;
}

/* A stream of games, each on handle g reset from start: play_game plays
 * game i and returns its turns. */
typedef struct game_stream {
    nexus_game *start, *g;
    size_t (*play_game)(struct game_stream *gs, long i);
    rplayer p;       /* the random player of bench_random */
    uint64_t seed;   /* the seeds of bench_playout: seed + i */
} game_stream;

static size_t play_random(game_stream *gs, long i)
{
    size_t t = 0;
    (void)i;
    while (t < TURN_LIMIT && random_turn(gs->g, &gs->p))
        t++;
    return t;
}

static size_t play_playout(game_stream *gs, long i)
{
    size_t t;
    check(nexus_game_playout(gs->g, gs->seed + (uint64_t)i, TURN_LIMIT, &t),
          "nexus_game_playout");
    return t;
}

/* Play the games in rounds (one stream of games: the counts do not depend
 * on the rounds); the fastest round gives the rate. Prints KIND-NxN-*. */
static void run_games(const settings *s, game_stream *gs, const char *kind,
                      int size, long games)
{
    char name[64];
    long i = 0, unfinished = 0;
    uint64_t turns = 0;
    double best = 0;
    int round;
    for (round = 0; round < s->rounds; round++) {
        long end = round == s->rounds - 1 ? games
                                          : games / s->rounds * (round + 1);
        long n = end - i;
        double t0 = bench_now(), rate;
        for (; i < end; i++) {
            size_t t;
            check(nexus_game_copy(gs->g, gs->start), "nexus_game_copy");
            t = gs->play_game(gs, i);
            if (t == TURN_LIMIT) {
                nexus_phase phase;
                check(nexus_game_phase(&phase, gs->g), "nexus_game_phase");
                unfinished += phase != NEXUS_PHASE_OVER;
            }
            turns += (uint64_t)t;
        }
        rate = (double)n / (bench_now() - t0);
        if (rate > best)
            best = rate;
    }
    snprintf(name, sizeof name, "%s-%dx%d-games-per-s", kind, size, size);
    figure(name, best, 0, "games/s");
    snprintf(name, sizeof name, "%s-%dx%d-turns-per-game", kind, size, size);
    figure(name, (double)turns / (double)games, 2, "turns");
    snprintf(name, sizeof name, "%s-%dx%d-unfinished", kind, size, size);
    figure(name, (double)unfinished, 0, "games");
}

/* Random games from the empty board through the per-turn API (legal
 * points, play, preview: bench_random's player), or by nexus_game_playout
 * (the same distribution, drawn by the library itself, game i from seed
 * `seed + i`). One handle, reset per game with nexus_game_copy. */
static void bench_games(const settings *s, int playout, int size, long games,
                        uint64_t seed)
{
    game_stream gs;
    gs.start = new_game(size, NULL);
    gs.g = new_game(size, NULL);
    gs.play_game = playout ? play_playout : play_random;
    gs.seed = seed;
    rplayer_init(&gs.p, seed);
    run_games(s, &gs, playout ? "playout" : "random", size, games);
    rplayer_free(&gs.p);
    nexus_game_free(gs.g);
    nexus_game_free(gs.start);
}

/* ------------------------------------------------------------------------ */
/* A reproducible 60-turn 5x5 game for the micro-benchmarks */

typedef struct long_game {
    nexus_game *start;            /* pristine start */
    nexus_game *game;             /* after LONG_GAME_TURNS turns, not over */
    nexus_turn turns[LONG_GAME_TURNS];
    int legal_turn;               /* turns before the legal-points position */
} long_game;

static void long_game_make(long_game *lg)
{
    rplayer p;
    long tries;
    nexus_game *g = new_game(5, NULL);
    rplayer_init(&p, 60);
    lg->start = new_game(5, NULL);
    for (tries = 0; tries < 10000000; tries++) {
        int t;
        nexus_phase phase;
        check(nexus_game_copy(g, lg->start), "nexus_game_copy");
        for (t = 0; t < LONG_GAME_TURNS && random_turn(g, &p); t++)
            lg->turns[t] = p.turn;
        check(nexus_game_phase(&phase, g), "nexus_game_phase");
        if (t == LONG_GAME_TURNS && phase != NEXUS_PHASE_OVER)
            break;
    }
    if (tries == 10000000)
        die("no random 5x5 game lasted 60 turns");
    lg->game = g;
    rplayer_free(&p);

    /* The legal-points position: the first place phase from LEGAL_TURN. */
    g = new_game(5, NULL);
    for (lg->legal_turn = 0; lg->legal_turn < LONG_GAME_TURNS;
         lg->legal_turn++) {
        nexus_phase phase;
        check(nexus_game_phase(&phase, g), "nexus_game_phase");
        if (lg->legal_turn >= LEGAL_TURN && phase == NEXUS_PHASE_PLACE)
            break;
        check(nexus_game_play(g, &lg->turns[lg->legal_turn]),
              "nexus_game_play");
    }
    nexus_game_free(g);
}

static void long_game_free(long_game *lg)
{
    nexus_game_free(lg->game);
    nexus_game_free(lg->start);
}

static volatile size_t sink;

/* The state of the micro-benchmarks. */
typedef struct micro {
    const settings *s;
    long_game lg;
    nexus_game *mid;     /* the legal-points position */
    nexus_game *scratch; /* a handle to replay, copy into and undo */
} micro;

/* Each returns the seconds per operation of one round of `budget` seconds
 * (at least one batch). */

static double micro_legal_points(micro *m, double budget)
{
    int points[NEXUS_MAX_POINTS];
    long i, iters = 0;
    double t0 = bench_now(), t1;
    do {
        size_t acc = 0;
        for (i = 0; i < m->s->batch; i++) {
            size_t n;
            check(nexus_game_legal_points(points, NEXUS_MAX_POINTS, &n,
                                          m->mid),
                  "nexus_game_legal_points");
            acc += n + (size_t)points[0];
        }
        sink += acc;
        iters += m->s->batch;
        t1 = bench_now();
    } while (t1 - t0 < budget);
    return (t1 - t0) / (double)iters;
}

/* Plays the 60 turns from the start, or undoes them from the end when
 * `undo` is nonzero. The copy that sets up each round is not timed. */
static double micro_turns(micro *m, double budget, int undo)
{
    long reps = 0;
    double timed = 0, t0 = bench_now(), t1;
    int t;
    do {
        double a, b;
        check(nexus_game_copy(m->scratch, undo ? m->lg.game : m->lg.start),
              "nexus_game_copy");
        a = bench_now();
        /* One test a round, outside the loop of turns. */
        if (undo)
            for (t = 0; t < LONG_GAME_TURNS; t++)
                check(nexus_game_undo(m->scratch), "nexus_game_undo");
        else
            for (t = 0; t < LONG_GAME_TURNS; t++)
                check(nexus_game_play(m->scratch, &m->lg.turns[t]),
                      "nexus_game_play");
        b = bench_now();
        timed += b - a - timer_overhead;
        reps++;
        t1 = b;
    } while (t1 - t0 < budget || reps * LONG_GAME_TURNS < m->s->batch);
    return timed / (double)(reps * LONG_GAME_TURNS);
}

static double micro_play(micro *m, double budget)
{
    return micro_turns(m, budget, 0);
}

static double micro_undo(micro *m, double budget)
{
    return micro_turns(m, budget, 1);
}

/* Copies the long game: into a new handle (a clone, freed at once), or
 * into the scratch handle when `into` is nonzero. */
static double micro_copies(micro *m, double budget, int into)
{
    long i, iters = 0;
    double t0 = bench_now(), t1;
    do {
        for (i = 0; i < m->s->batch; i++) {
            if (into) {
                check(nexus_game_copy(m->scratch, m->lg.game),
                      "nexus_game_copy");
            } else {
                nexus_game *c = NULL;
                check(nexus_game_clone(&c, m->lg.game), "nexus_game_clone");
                nexus_game_free(c);
            }
        }
        iters += m->s->batch;
        t1 = bench_now();
    } while (t1 - t0 < budget);
    return (t1 - t0) / (double)iters;
}

static double micro_clone(micro *m, double budget)
{
    return micro_copies(m, budget, 0);
}

static double micro_clone_into(micro *m, double budget)
{
    return micro_copies(m, budget, 1);
}

/* The fastest of the rounds, in nanoseconds. */
static void micro_figure(micro *m, const char *name,
                         double (*fn)(micro *, double))
{
    double best = 0;
    int r;
    for (r = 0; r < m->s->rounds; r++) {
        double x = fn(m, m->s->budget / m->s->rounds);
        if (r == 0 || x < best)
            best = x;
    }
    figure(name, best * 1e9, 3, "ns");
}

static void bench_micro(const settings *s)
{
    micro m;
    int t;

    m.s = s;
    long_game_make(&m.lg);
    m.mid = new_game(5, NULL);
    for (t = 0; t < m.lg.legal_turn; t++)
        check(nexus_game_play(m.mid, &m.lg.turns[t]), "nexus_game_play");
    m.scratch = new_game(5, NULL);
    check(nexus_game_copy(m.scratch, m.lg.game), "nexus_game_copy");

    micro_figure(&m, "legal-points-ns", micro_legal_points);
    micro_figure(&m, "play-turn-ns", micro_play);
    micro_figure(&m, "clone-ns", micro_clone);
    micro_figure(&m, "clone-into-ns", micro_clone_into);
    micro_figure(&m, "undo-ns", micro_undo);

    nexus_game_free(m.scratch);
    nexus_game_free(m.mid);
    long_game_free(&m.lg);
}

/* ------------------------------------------------------------------------ */
/* perft (docs/records.md, "perft"): leaves of the tree of full turns, by the
 * library's own enumerator: nexus_game_count_turns at depth 1 (payments
 * counted as binomials), and above it every turn of nexus_turns_next
 * played and undone. */
static uint64_t perft(nexus_game *g, int depth)
{
    nexus_turns *it = NULL;
    nexus_turn t;
    nexus_status st;
    uint64_t total = 0;
    if (depth == 0)
        return 1;
    if (depth == 1) {
        check(nexus_game_count_turns(&total, g), "nexus_game_count_turns");
        return total;
    }
    check(nexus_turns_new(&it, g), "nexus_turns_new");
    while ((st = nexus_turns_next(&t, it)) == NEXUS_OK) {
        check(nexus_game_play(g, &t), "nexus_game_play");
        total += perft(g, depth - 1);
        check(nexus_game_undo(g), "nexus_game_undo");
    }
    if (st != NEXUS_ITER_OVER)
        check(st, "nexus_turns_next");
    nexus_turns_free(it);
    return total;
}

/* The perft table of docs/records.md, checked on every run. */
static void perft_check_table(void)
{
    static const struct {
        int size, p1, p2, depth;
        uint64_t leaves;
    } table[] = {
        {5, 2, 4, 1, 25},    {5, 2, 4, 2, 600},    {5, 2, 4, 3, 13800},
        {5, 2, 4, 4, 303424}, {3, 2, 4, 1, 9},     {3, 2, 4, 2, 72},
        {3, 2, 4, 3, 504},   {3, 2, 4, 4, 2976},   {3, 2, 4, 5, 14720},
        {3, 2, 4, 6, 50896}, {3, 2, 4, 7, 170592}, {3, 1, 3, 7, 188848},
        {4, 2, 4, 4, 43576},
    };
    size_t i;
    for (i = 0; i < sizeof table / sizeof table[0]; i++) {
        nexus_options o = NEXUS_OPTIONS_INIT;
        nexus_game *g = NULL;
        uint64_t got;
        o.size = table[i].size;
        o.capture_debt = table[i].p1;
        o.unblock_debt = table[i].p2;
        check(nexus_game_new(&g, &o), "nexus_game_new");
        got = perft(g, table[i].depth);
        nexus_game_free(g);
        if (got != table[i].leaves)
            die("perft %dx%d p1=%d p2=%d depth %d: %llu leaves, expected %llu",
                table[i].size, table[i].size, table[i].p1, table[i].p2,
                table[i].depth, (unsigned long long)got,
                (unsigned long long)table[i].leaves);
    }
    printf("# perft: the %d counts of the conformance table are right\n",
           (int)(sizeof table / sizeof table[0]));
}

static void bench_perft(const settings *s)
{
    nexus_game *g = new_game(5, NULL);
    uint64_t leaves = 0;
    double best = 0;
    int run;

    for (run = 0; run < s->perft_runs; run++) {
        double t0 = bench_now(), t;
        leaves = perft(g, s->perft_depth);
        t = bench_now() - t0;
        if (run == 0 || t < best)
            best = t;
        if (s->perft_depth == 5 && leaves != PERFT_5X5_D5)
            die("perft 5x5 depth 5: %llu leaves, expected %llu",
                (unsigned long long)leaves,
                (unsigned long long)PERFT_5X5_D5);
    }
    nexus_game_free(g);
    if (s->perft_depth != 5)
        printf("# smoke: perft 5x5 at depth %d (%llu leaves) stands in for "
               "depth 5\n",
               s->perft_depth, (unsigned long long)leaves);
    figure("perft-5x5-d5-s", best, 3, "s");
    figure("perft-5x5-d5-leaves-per-s", (double)leaves / best, 0, "leaves/s");
}

/* ------------------------------------------------------------------------ */
/* Memory, through a counting allocator */

static void bench_memory(void)
{
    bench_counter counter;
    nexus_allocator a = bench_counting_allocator(&counter);
    long_game lg;
    nexus_game *g, *c = NULL;
    size_t before;
    int t;

    long_game_make(&lg);
    g = new_game(5, &a);
    figure("game-handle-bytes", (double)counter.live, 0, "bytes");
    for (t = 0; t < LONG_GAME_TURNS; t++)
        check(nexus_game_play(g, &lg.turns[t]), "nexus_game_play");
    figure("game-handle-60-turns-bytes", (double)counter.live, 0, "bytes");
    before = counter.live;
    check(nexus_game_clone(&c, g), "nexus_game_clone");
    figure("game-clone-60-turns-bytes", (double)(counter.live - before), 0,
           "bytes");
    nexus_game_free(c);
    nexus_game_free(g);
    if (counter.live != 0 || counter.blocks != 0)
        die("memory still held after nexus_game_free");
    long_game_free(&lg);
}

/* ------------------------------------------------------------------------ */

static int wanted(const settings *s, const char *group)
{
    return !s->only || strcmp(s->only, group) == 0;
}

static void usage(FILE *f)
{
    fprintf(f, "usage: nexus-bench [--quick | --smoke] [--only GROUP] "
               "[--games N]\n"
               "  --quick    shortened run (same figures, under 10 s)\n"
               "  --smoke    a few iterations of everything (for ctest)\n"
               "  --only G   one group: random-5x5, random-7x7, random-9x9,\n"
               "             playout-5x5, playout-7x7, playout-9x9, micro,\n"
               "             perft, memory, perft-check (the perft table of\n"
               "             the corpus)\n"
               "  --games N  random games per board size (for profiling)\n");
}

static const char *const groups[] = {
    "random-5x5",  "random-7x7",  "random-9x9", "playout-5x5", "playout-7x7",
    "playout-9x9", "micro",       "perft",      "memory",      "perft-check"};
#define N_GROUPS (sizeof groups / sizeof groups[0])

/* The command line into *s and *games; returns -1 to go on, else the exit
 * status. */
static int parse_args(settings *s, long *games, int argc, char **argv)
{
    int i;
    for (i = 1; i < argc; i++) {
        char *end;
        size_t j;
        if (strcmp(argv[i], "--quick") == 0) {
            s->mode = MODE_QUICK;
        } else if (strcmp(argv[i], "--smoke") == 0) {
            s->mode = MODE_SMOKE;
        } else if (strcmp(argv[i], "--games") == 0 && i + 1 < argc) {
            *games = strtol(argv[++i], &end, 10);
            if (*end || *games <= 0)
                break;
        } else if (strcmp(argv[i], "--only") == 0 && i + 1 < argc) {
            s->only = argv[++i];
            for (j = 0; j < N_GROUPS && strcmp(s->only, groups[j]) != 0; j++)
                ;
            if (j == N_GROUPS)
                break;
        } else if (strcmp(argv[i], "--help") == 0 ||
                   strcmp(argv[i], "-h") == 0) {
            usage(stdout);
            return 0;
        } else {
            break;
        }
    }
    if (i < argc) {
        usage(stderr);
        return 2;
    }
    return -1;
}

/* The sizes of a run of each mode: full, quick, smoke. */
static void apply_mode(settings *s, long games)
{
    static const settings modes[] = {
        {MODE_FULL, NULL, 1000000, 250000, 100000, 5, 1.0, 1000, 5, 5},
        {MODE_QUICK, NULL, 50000, 12500, 5000, 3, 0.2, 1000, 5, 3},
        {MODE_SMOKE, NULL, 20, 10, 5, 1, 0, 10, 3, 1},
    };
    const char *only = s->only;
    *s = modes[s->mode];
    s->only = only;
    if (games > 0) {
        s->games_5x5 = games;
        s->games_7x7 = games;
        s->games_9x9 = games;
    }
}

static void print_header(const settings *s)
{
    /* Timing is only meaningful on an idle machine: show the load. */
    FILE *f = fopen("/proc/loadavg", "r");
    char line[64];
    printf("# nexus-bench: libnexus %s, %s run, single-threaded\n",
           nexus_version_string(),
           s->mode == MODE_FULL    ? "full"
           : s->mode == MODE_QUICK ? "quick"
                                   : "smoke");
    if (f) {
        if (fgets(line, sizeof line, f))
            printf("# load average: %s", line);
        fclose(f);
    }
    fflush(stdout);
}

static void run_groups(const settings *s)
{
    /* The random groups, then the playout ones, each on 5x5, 7x7, 9x9;
     * the size is also the seed of its games. */
    const long games[3] = {s->games_5x5, s->games_7x7, s->games_9x9};
    int playout, i;
    if (!s->only || strcmp(s->only, "perft-check") == 0)
        perft_check_table();
    for (playout = 0; playout < 2; playout++)
        for (i = 0; i < 3; i++) {
            char group[16];
            int size = 5 + 2 * i;
            snprintf(group, sizeof group, "%s-%dx%d",
                     playout ? "playout" : "random", size, size);
            if (wanted(s, group))
                bench_games(s, playout, size, games[i], (uint64_t)size);
        }
    if (wanted(s, "micro"))
        bench_micro(s);
    if (wanted(s, "perft"))
        bench_perft(s);
    if (wanted(s, "memory"))
        bench_memory();
}

int main(int argc, char **argv)
{
    settings s;
    long games = 0;
    size_t f;
    int rc;

    memset(&s, 0, sizeof s);
    s.mode = MODE_FULL;
    if ((rc = parse_args(&s, &games, argc, argv)) >= 0)
        return rc;
    apply_mode(&s, games);
    if (nexus_version_number() != NEXUS_VERSION_NUMBER)
        die("header and library versions differ");
    print_header(&s);
    calibrate_timer();
    run_groups(&s);
    if (!s.only)
        for (f = 0; f < N_FIGURES; f++)
            if (!figure_seen[f])
                die("figure %s was not printed", figure_names[f]);
    return 0;
}
