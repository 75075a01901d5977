/* nexus-strength: the strength harness of docs/bots.md and
 * docs/strength.md.
 *
 *   nexus-strength [--size N] [--games G] [--seed S] [--bot SPEC]
 *                  [--opponent SPEC] [--save DIR]
 *
 * SPEC is a bot spec of the library (docs/bots.md: `strong`,
 * `strong:time=50`, `mcts:1000`, `mcts-uniform:1000`, `simple`, `random`,
 * ...), or greedy (the two-ply example bot) or greedy1 (its one-ply
 * variant). Default: strong against simple.
 *
 * Plays G games (colours alternating, the bot Black in the even games) with
 * the match runner and prints the bot's score (wins, draws and unfinished
 * games counting half), the Elo difference that score means with its 95%
 * interval, Black's share of the decided games, and the CPU time of the
 * bot's thinking per turn, mean and worst (the CPU time of the choosing
 * thread: wall clock on a shared machine would measure the other jobs).
 * Each bot is wrapped in a custom bot (the public interface) only to time
 * it. With --save, the record of game i (from 1) is written into DIR (which
 * must exist) as game-NNNNN.nxr, i in five digits, for reading the games
 * afterwards. */
#define _POSIX_C_SOURCE 200809L

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "greedy_bot.h"
#include "nexus.h"
#include "nexus_bot.h"

typedef struct timed {
    nexus_bot *inner;
    double cpu_total, cpu_worst; /* CPU time of this thread, seconds */
    unsigned long turns;
    unsigned int black_wins, white_wins; /* counted by the bot as Black */
} timed;

static double cpu_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static nexus_status timed_choose(void *user, const nexus_game *game,
                                 nexus_turn *turn)
{
    timed *t = user;
    double cpu = cpu_now();
    nexus_status st = nexus_bot_choose(turn, t->inner, game);
    cpu = cpu_now() - cpu;
    t->cpu_total += cpu;
    t->turns++;
    if (cpu > t->cpu_worst)
        t->cpu_worst = cpu;
    return st;
}

static nexus_status timed_seed(void *user, uint64_t seed)
{
    return nexus_bot_seed(((timed *)user)->inner, seed);
}

/* A bot from its SPEC, or NULL: the library's specs (nexus_bot_new_spec),
 * or greedy and greedy1, the example bots. The random bot is seeded. */
static nexus_bot *make_bot(const char *spec, uint64_t seed)
{
    nexus_bot *bot = NULL;
    nexus_status st;
    size_t at = 0;
    if (strcmp(spec, "greedy") == 0)
        st = greedy_bot_new(&bot);
    else if (strcmp(spec, "greedy1") == 0)
        st = greedy_bot_new_one_ply(&bot);
    else if ((st = nexus_bot_new_spec(&bot, &at, spec)) == NEXUS_OK)
        st = nexus_bot_seed(bot, seed);
    else
        fprintf(stderr, "nexus-strength: %s: %s at '%s'\n", spec,
                nexus_status_message(st), spec + at);
    return st == NEXUS_OK ? bot : NULL;
}

/* The bot wrapped for timing, named as its spec (without the budget). */
static nexus_bot *make_timed(timed *t, const char *spec, uint64_t seed)
{
    nexus_bot_callbacks cb = NEXUS_BOT_CALLBACKS_INIT;
    nexus_bot *bot = NULL;
    memset(t, 0, sizeof *t);
    if (!(t->inner = make_bot(spec, seed)))
        return NULL;
    cb.choose_turn = timed_choose;
    cb.seed = timed_seed;
    cb.user = t;
    if (nexus_bot_name(&cb.name, t->inner) != NEXUS_OK ||
        nexus_bot_new_custom(&bot, &cb) != NEXUS_OK)
        return NULL;
    return bot;
}

static double elo(double s)
{
    return -400.0 * log10(1.0 / s - 1.0);
}

/* The tally, from the bot's side. */
typedef struct tally {
    unsigned int games, won, lost, half; /* half: drawn or unfinished */
    unsigned int black_won, decided;
    unsigned int as_black, won_as_black; /* the bot's games as Black */
    unsigned int lost_as_black, half_as_black;
} tally;

/* Write the record of game i to DIR/game-NNNNN.nxr. */
static void save_game(const char *dir, unsigned int i, const nexus_game *g)
{
    static char text[1 << 20];
    char path[4096];
    size_t len = 0;
    FILE *f;
    if (nexus_record_write(text, sizeof text, &len, g) != NEXUS_OK)
        return;
    snprintf(path, sizeof path, "%s/game-%05u.nxr", dir, i + 1);
    if ((f = fopen(path, "wb")) != NULL) {
        fwrite(text, 1, len - 1, f);
        fclose(f);
    }
}

/* Game i: the bot is Black when i is even; its own seed for each game. */
static nexus_status play_game(tally *t, nexus_bot *bot, nexus_bot *other,
                              nexus_match_options mo, unsigned int i,
                              const char *save)
{
    nexus_match_result r;
    nexus_game *g = NULL;
    int bot_black = (i % 2) == 0;
    nexus_status st;
    mo.seed = mo.seed * 1000003u + i;
    st = nexus_match_play(&r, save ? &g : NULL, bot_black ? bot : other,
                          bot_black ? other : bot, &mo);
    if (st != NEXUS_OK)
        return st;
    if (g)
        save_game(save, i, g);
    nexus_game_free(g);
    t->games++;
    t->as_black += (unsigned)bot_black;
    if (r.outcome == NEXUS_OUTCOME_BLACK_WINS ||
        r.outcome == NEXUS_OUTCOME_WHITE_WINS) {
        int black_won = r.outcome == NEXUS_OUTCOME_BLACK_WINS;
        t->decided++;
        t->black_won += (unsigned)black_won;
        if (black_won == bot_black) {
            t->won++;
            t->won_as_black += (unsigned)bot_black;
        }
        else {
            t->lost++;
            t->lost_as_black += (unsigned)bot_black;
        }
    } else {
        t->half++;
        t->half_as_black += (unsigned)bot_black;
    }
    return NEXUS_OK;
}

/* Score with the 95% interval of its mean (normal approximation, the
 * per-game variance of the results), and the Elo difference of each. */
static void report(const tally *t, const char *bot, const char *other)
{
    double n = t->games ? t->games : 1, s = (t->won + 0.5 * t->half) / n;
    double var = (t->won * (1 - s) * (1 - s) + t->half * (0.5 - s) * (0.5 - s) +
                  t->lost * s * s) / n;
    double half = 1.96 * sqrt(var / n), lo = s - half, hi = s + half;
    printf("%s against %s: %u games, %u won, %u lost, %u drawn or "
           "unfinished: score %.1f%% (95%% interval %.1f%%..%.1f%%)\n",
           bot, other, t->games, t->won, t->lost, t->half, 100 * s,
           100 * (lo < 0 ? 0 : lo), 100 * (hi > 1 ? 1 : hi));
    if (s <= 0 || s >= 1)
        printf("Elo difference: unbounded (every game %s); at least %+.0f "
               "with 95%% confidence\n", s >= 1 ? "won" : "lost",
               s >= 1 ? elo(pow(0.05, 1.0 / n)) : -elo(pow(0.05, 1.0 / n)));
    else
        printf("Elo difference: %+.0f (95%% interval %+.0f..%+.0f)\n", elo(s),
               lo <= 0 ? -INFINITY : elo(lo), hi >= 1 ? INFINITY : elo(hi));
    printf("Black won %u of %u decided games (%.1f%%); %s won %u of its %u "
           "games as Black\n", t->black_won, t->decided,
           100.0 * t->black_won / (t->decided ? t->decided : 1), bot,
           t->won_as_black, t->as_black);
    printf("%s as Black: %u won, %u lost, %u drawn or unfinished (score "
           "%.1f%%); as White: %u won, %u lost, %u drawn or unfinished "
           "(score %.1f%%)\n", bot, t->won_as_black, t->lost_as_black,
           t->half_as_black,
           100.0 * (t->won_as_black + 0.5 * t->half_as_black) /
               (t->as_black ? t->as_black : 1),
           t->won - t->won_as_black, t->lost - t->lost_as_black,
           t->half - t->half_as_black,
           100.0 * (t->won - t->won_as_black +
                    0.5 * (t->half - t->half_as_black)) /
               (t->games - t->as_black ? t->games - t->as_black : 1));
}

static void report_time(const timed *t, const char *who)
{
    if (t->turns)
        printf("%s CPU time per turn over %lu turns: mean %.2f ms, worst "
               "%.2f ms\n", who, t->turns, 1000 * t->cpu_total / t->turns,
               1000 * t->cpu_worst);
}

static int arg(int argc, char **argv, int *i, const char *name,
               const char **out)
{
    if (strcmp(argv[*i], name) != 0 || *i + 1 >= argc)
        return 0;
    *out = argv[++*i];
    return 1;
}

int main(int argc, char **argv)
{
    const char *size = "5", *games = "200", *seed = "1";
    const char *bot_spec = "strong", *other_spec = "simple", *save = NULL;
    nexus_match_options mo = NEXUS_MATCH_OPTIONS_INIT;
    timed tb, to;
    tally t;
    nexus_bot *bot, *other;
    unsigned int i, n;
    int a;

    for (a = 1; a < argc; a++)
        if (!arg(argc, argv, &a, "--size", &size) &&
            !arg(argc, argv, &a, "--games", &games) &&
            !arg(argc, argv, &a, "--seed", &seed) &&
            !arg(argc, argv, &a, "--bot", &bot_spec) &&
            !arg(argc, argv, &a, "--opponent", &other_spec) &&
            !arg(argc, argv, &a, "--save", &save)) {
            fprintf(stderr, "usage: nexus-strength [--size N] [--games G] "
                            "[--seed S] [--bot SPEC] [--opponent SPEC] "
                            "[--save DIR]\n");
            return 2;
        }
    memset(&t, 0, sizeof t);
    mo.game.size = atoi(size);
    mo.seed = strtoull(seed, NULL, 10);
    n = (unsigned)strtoul(games, NULL, 10);
    bot = make_timed(&tb, bot_spec, mo.seed);
    other = make_timed(&to, other_spec, mo.seed + 1);
    if (!bot || !other) {
        fprintf(stderr, "nexus-strength: unknown bot or bad options\n");
        return 2;
    }
    for (i = 0; i < n; i++) {
        nexus_status st = play_game(&t, bot, other, mo, i, save);
        if (st != NEXUS_OK) {
            fprintf(stderr, "nexus-strength: game %u failed: %s\n", i,
                    nexus_status_name(st));
            return 1;
        }
    }
    printf("%sx%s, ", size, size);
    report(&t, bot_spec, other_spec);
    report_time(&tb, bot_spec);
    report_time(&to, other_spec);
    nexus_bot_free(bot);
    nexus_bot_free(other);
    nexus_bot_free(tb.inner);
    nexus_bot_free(to.inner);
    return 0;
}
