/* nexus-strength: measure the strong bot (docs/bots.md).
 *
 *   nexus-strength [--size N] [--games G] [--nodes K] [--seed S]
 *                  [--opponent simple|random]
 *
 * Plays G games (colours alternating) between the strong bot and the
 * opponent with the match runner and prints the score, then the strong
 * bot's thinking time per turn: mean and worst, wall clock and CPU time (the
 * two differ on a loaded machine). The strong bot is wrapped in a custom bot
 * (the public interface) only to time it. */
#define _POSIX_C_SOURCE 200809L

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "nexus.h"
#include "nexus_bot.h"

typedef struct timed {
    nexus_bot *inner;
    double total, worst;         /* wall clock, seconds */
    double cpu_total, cpu_worst; /* CPU time of this thread, seconds */
    unsigned long turns;
} timed;

static double now(clockid_t clock)
{
    struct timespec t;
    clock_gettime(clock, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static nexus_status timed_choose(void *user, const nexus_game *game,
                                 nexus_turn *turn)
{
    timed *t = user;
    double start = now(CLOCK_MONOTONIC), cpu = now(CLOCK_THREAD_CPUTIME_ID);
    nexus_status st = nexus_bot_choose(turn, t->inner, game);
    double spent = now(CLOCK_MONOTONIC) - start;
    cpu = now(CLOCK_THREAD_CPUTIME_ID) - cpu;
    t->total += spent;
    t->cpu_total += cpu;
    t->turns++;
    if (spent > t->worst)
        t->worst = spent;
    if (cpu > t->cpu_worst)
        t->cpu_worst = cpu;
    return st;
}

static nexus_status timed_seed(void *user, uint64_t seed)
{
    return nexus_bot_seed(((timed *)user)->inner, seed);
}

static int arg(int argc, char **argv, int *i, const char *name,
               unsigned long *out)
{
    if (strcmp(argv[*i], name) != 0 || *i + 1 >= argc)
        return 0;
    *out = strtoul(argv[++*i], NULL, 10);
    return 1;
}

int main(int argc, char **argv)
{
    unsigned long size = 5, games = 200, nodes = 0, seed = 1;
    const char *opponent = "simple";
    nexus_strong_options so = NEXUS_STRONG_OPTIONS_INIT;
    nexus_match_options mo = NEXUS_MATCH_OPTIONS_INIT;
    nexus_bot_callbacks cb = NEXUS_BOT_CALLBACKS_INIT;
    nexus_bot *strong = NULL, *other = NULL;
    nexus_series_result r;
    timed t = {NULL, 0, 0, 0, 0, 0};
    nexus_status st;
    int i;

    for (i = 1; i < argc; i++) {
        if (arg(argc, argv, &i, "--size", &size) ||
            arg(argc, argv, &i, "--games", &games) ||
            arg(argc, argv, &i, "--nodes", &nodes) ||
            arg(argc, argv, &i, "--seed", &seed))
            continue;
        if (strcmp(argv[i], "--opponent") == 0 && i + 1 < argc) {
            opponent = argv[++i];
            continue;
        }
        fprintf(stderr, "usage: nexus-strength [--size N] [--games G] "
                        "[--nodes K] [--seed S] [--opponent simple|random]\n");
        return 2;
    }
    if (nodes)
        so.nodes = nodes;
    if (nexus_bot_new_strong(&t.inner, &so) != NEXUS_OK ||
        (strcmp(opponent, "random") == 0 ? nexus_bot_new_random(&other, seed)
                                         : nexus_bot_new_simple(&other)) !=
            NEXUS_OK)
        return 1;
    cb.choose_turn = timed_choose;
    cb.seed = timed_seed;
    cb.user = &t;
    cb.name = "strong";
    if (nexus_bot_new_custom(&strong, &cb) != NEXUS_OK)
        return 1;
    mo.game.size = (int)size;
    mo.seed = seed;
    st = nexus_match_series(&r, strong, other, &mo, (unsigned)games);
    if (st != NEXUS_OK) {
        fprintf(stderr, "match failed: %s\n", nexus_status_name(st));
        return 1;
    }
    printf("%lux%lu, %lu nodes, strong against %s: %u games, %u won, %u lost,"
           " %u drawn, %u unfinished (%.1f%% won)\n",
           size, size, so.nodes, opponent, r.games, r.a_wins, r.b_wins,
           r.draws, r.unfinished, 100.0 * r.a_wins / (r.games ? r.games : 1));
    if (t.turns)
        printf("time per turn over %lu turns: wall clock mean %.1f ms, worst "
               "%.1f ms; CPU mean %.1f ms, worst %.1f ms\n",
               t.turns, 1000 * t.total / (double)t.turns, 1000 * t.worst,
               1000 * t.cpu_total / (double)t.turns, 1000 * t.cpu_worst);
    nexus_bot_free(strong);
    nexus_bot_free(t.inner);
    nexus_bot_free(other);
    return 0;
}
