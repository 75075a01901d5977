/* nexus-rate: how many iterations a search bot runs a CPU millisecond,
 * on the same positions for every bot.
 *
 *   nexus-rate [--size N] [--games G] [--seed S] [--from SPEC]
 *              BOT_SPEC...
 *
 * Plays G reference games of the bot FROM (default mcts:300) against
 * itself, then lets each BOT_SPEC choose a turn in every position of
 * those games, reseeded before each choice (so that no tree is reused).
 * It prints, for each bot and for the opening (turns 0 to 5), the middle
 * game (6 to 15) and the rest, the positions, the iterations and the
 * turns played a CPU millisecond of the choosing thread, and the CPU time
 * a choice. The iterations and turns come from the bot's last progress
 * report. The reference games are deterministic for a seed, so every bot
 * sees the same positions; the rates are timings, which vary with the
 * load. */
#define _POSIX_C_SOURCE 200809L

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "nexus.h"
#include "nexus_bot.h"

#define PHASES 3

/* The counts of one bot in one phase of the games. */
typedef struct tally {
    unsigned long positions;
    double visits, nodes, cpu_ms;
} tally;

static double cpu_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return (double)t.tv_sec * 1e3 + (double)t.tv_nsec * 1e-6;
}

static const char *const phase_names[PHASES] = {"opening", "middle", "late"};

static int phase_of(size_t turn)
{
    return turn < 6 ? 0 : turn < 16 ? 1 : 2;
}

/* The last progress report of a choice. */
typedef struct last_report {
    uint64_t visits, nodes;
} last_report;

static void on_progress(void *user, const nexus_bot_progress *p)
{
    last_report *r = user;
    if (p->final) {
        r->visits = p->visits;
        r->nodes = p->nodes;
    }
}

static nexus_bot *make_bot(const char *spec)
{
    nexus_bot *bot = NULL;
    size_t at = 0;
    if (nexus_bot_new_spec(&bot, &at, spec) != NEXUS_OK) {
        fprintf(stderr, "nexus-rate: bad bot spec at: %s\n", spec + at);
        return NULL;
    }
    return bot;
}

/* Lets the bot choose in the position after the first `turns` turns of
 * `game`, and adds the counts to the tally of its phase. Returns
 * NEXUS_OK, or the error of the replay or of the choice. */
static nexus_status rate_one(tally *t, nexus_bot *bot, last_report *r,
                             const nexus_game *game, size_t turns,
                             uint64_t seed)
{
    nexus_options o;
    nexus_game *g = NULL;
    nexus_turn turn;
    nexus_status st = nexus_game_options(&o, game);
    size_t i;
    double start;
    if (st == NEXUS_OK)
        st = nexus_game_new(&g, &o);
    for (i = 0; st == NEXUS_OK && i < turns; i++)
        if ((st = nexus_game_turn_at(&turn, game, i)) == NEXUS_OK)
            st = nexus_game_play(g, &turn);
    if (st == NEXUS_OK)
        st = nexus_bot_seed(bot, seed);
    memset(r, 0, sizeof *r);
    start = cpu_ms();
    if (st == NEXUS_OK)
        st = nexus_bot_choose(&turn, bot, g);
    if (st == NEXUS_OK) {
        tally *p = &t[phase_of(turns)];
        p->cpu_ms += cpu_ms() - start;
        p->positions++;
        p->visits += (double)r->visits;
        p->nodes += (double)r->nodes;
    }
    nexus_game_free(g);
    return st;
}

static void print_tally(const char *spec, const tally *t)
{
    int ph;
    for (ph = 0; ph < PHASES; ph++) {
        double ms = t[ph].cpu_ms > 0 ? t[ph].cpu_ms : 1;
        if (t[ph].positions == 0)
            continue;
        printf("%-40s %-8s %5lu positions: %8.1f iterations/ms %8.1f "
               "turns/ms %7.2f ms a choice %8.0f iterations a choice\n",
               spec, phase_names[ph], t[ph].positions, t[ph].visits / ms,
               t[ph].nodes / ms, t[ph].cpu_ms / (double)t[ph].positions,
               t[ph].visits / (double)t[ph].positions);
    }
}

/* Rates one bot on every position of the games. Returns 0, or 1 on an
 * error. */
static int rate_bot(const char *spec, nexus_game **games, unsigned int n)
{
    tally t[PHASES];
    last_report r;
    nexus_bot *bot = make_bot(spec);
    unsigned int i;
    size_t k, turns;
    if (!bot || nexus_bot_set_progress(bot, on_progress, &r, 0) != NEXUS_OK)
        return 1;
    memset(t, 0, sizeof t);
    for (i = 0; i < n; i++) {
        nexus_game_turn_count(&turns, games[i]);
        for (k = 0; k < turns; k++)
            if (rate_one(t, bot, &r, games[i], k, 1000u * i + k) !=
                NEXUS_OK) {
                fprintf(stderr, "nexus-rate: %s failed\n", spec);
                nexus_bot_free(bot);
                return 1;
            }
    }
    print_tally(spec, t);
    nexus_bot_free(bot);
    return 0;
}

int main(int argc, char **argv)
{
    nexus_match_options mo = NEXUS_MATCH_OPTIONS_INIT;
    const char *from = "mcts:300";
    nexus_game *games[64];
    unsigned int n = 4, i;
    nexus_bot *ref;
    nexus_match_result res;
    int a, rc = 0;
    for (a = 1; a + 1 < argc && argv[a][0] == '-'; a += 2)
        if (strcmp(argv[a], "--size") == 0)
            mo.game.size = atoi(argv[a + 1]);
        else if (strcmp(argv[a], "--games") == 0)
            n = (unsigned)strtoul(argv[a + 1], NULL, 10);
        else if (strcmp(argv[a], "--seed") == 0)
            mo.seed = strtoull(argv[a + 1], NULL, 10);
        else if (strcmp(argv[a], "--from") == 0)
            from = argv[a + 1];
        else
            break;
    if (a >= argc || n == 0 || n > 64 || !(ref = make_bot(from))) {
        fprintf(stderr, "usage: nexus-rate [--size N] [--games G<=64] "
                        "[--seed S] [--from SPEC] BOT_SPEC...\n");
        return 2;
    }
    for (i = 0; i < n; i++) {
        games[i] = NULL;
        mo.seed += 1;
        if (nexus_match_play(&res, &games[i], ref, ref, &mo) != NEXUS_OK) {
            fprintf(stderr, "nexus-rate: reference game %u failed\n", i);
            return 1;
        }
    }
    nexus_bot_free(ref);
    for (; a < argc && rc == 0; a++)
        rc = rate_bot(argv[a], games, n);
    for (i = 0; i < n; i++)
        nexus_game_free(games[i]);
    return rc;
}
