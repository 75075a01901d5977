/* The runner nexus-conformance, which replays conformance records (.nxr)
 * against libnexus, or counts perft.
 *
 *   nexus-conformance [--bots] PATH...       files, or directories whose
 *                                            *.nxr files are replayed in
 *                                            name order
 *   nexus-conformance perft SIZE P1 P2 DEPTH prints perft(DEPTH) last
 *
 * A replay prints `PASS path` or `FAIL path:LINE: expected 'X' got 'Y'`
 * for each file, then `N passed, M failed`, and the exit status is 0 only
 * if every file passed. With --bots, when the runner is built with
 * libnexus-bot, every turn of a side labelled `simple`, or `bot` in older
 * records, must also be the simple bot's choice (docs/rules.md B1-B4).
 * `K bot turns checked` is then printed before the last line. */
#define _POSIX_C_SOURCE 200809L

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "conformance.h"

#ifdef NEXUS_CONFORMANCE_BOTS
#include "nexus_bot.h"
#endif

static void usage(void)
{
    fprintf(stderr,
            "usage: nexus-conformance [--bots] PATH...\n"
            "       nexus-conformance perft SIZE P1 P2 DEPTH\n");
}

typedef struct tally {
    void *bot;          /* The simple bot with --bots, and NULL otherwise. */
    unsigned long bots; /* The number of bot turns checked. */
} tally;

#ifdef NEXUS_CONFORMANCE_BOTS
/* Checks a turn for --bots, as a conformance_turn_fn. At each turn of a
 * side labelled `simple`, or `bot`, its label in records written before
 * libnexus-bot 1.2, the recorded turn must be the simple bot's choice.
 * Returns 1 if the turn is right or is not a bot's, and 0 otherwise. */
static int check_bot_turn(void *ctx, const nexus_game *before,
                          const nexus_turn *turn, char *got, size_t cap)
{
    tally *t = ctx;
    nexus_options opts;
    nexus_color side = NEXUS_BLACK;
    nexus_turn choice;
    const char *label = "";
    char want[1024];
    size_t n;
    nexus_status st;
    nexus_game_to_move(&side, before);
    nexus_game_label(&label, before, side);
    if (strcmp(label, "simple") != 0 && strcmp(label, "bot") != 0)
        return 1;
    t->bots++;
    nexus_game_options(&opts, before);
    st = nexus_bot_choose(&choice, t->bot, before);
    if (st != NEXUS_OK) {
        snprintf(got, cap, "%s", nexus_status_name(st));
        return 0;
    }
    /* The turns are compared as written, so that sets in any order are
     * equal. */
    nexus_turn_format(want, sizeof want, &n, opts.size, side, turn);
    if (nexus_turn_format(got, cap, &n, opts.size, side, &choice) != NEXUS_OK)
        snprintf(got, cap, "(unprintable turn)");
    return strcmp(want, got) == 0;
}
#endif

/* Checks one file, and the bots' turns in it when --bots is given.
 * Returns 1 if the file passed, and 0 otherwise. */
static int check_one(const char *path, void *ctx)
{
    tally *t = ctx;
    conformance_options opts;
    memset(&opts, 0, sizeof opts);
#ifdef NEXUS_CONFORMANCE_BOTS
    if (t->bot) {
        opts.check_turn = check_bot_turn;
        opts.check_ctx = t;
    }
#else
    (void)t;
#endif
    return conformance_check_file(path, &opts);
}

static int run_replay(int argc, char **argv)
{
    conformance_tally result = {0, 0};
    tally t = {NULL, 0};
    int i, bots = 0;
    /* The options are parsed here, before the paths. */
    for (i = 1; i < argc && strncmp(argv[i], "--", 2) == 0; i++) {
        if (strcmp(argv[i], "--bots") == 0) {
            bots = 1;
            continue;
        }
        fprintf(stderr, "nexus-conformance: unknown option %s\n", argv[i]);
        usage();
        return 2;
    }
    if (i == argc) {
        usage();
        return 2;
    }
    if (bots) {
#ifdef NEXUS_CONFORMANCE_BOTS
        nexus_bot *bot = NULL;
        if (nexus_bot_new_simple(&bot) != NEXUS_OK) {
            fprintf(stderr, "nexus-conformance: cannot create the bot\n");
            return 2;
        }
        t.bot = bot;
#else
        fprintf(stderr, "nexus-conformance: --bots needs the bot library "
                        "(configure with NEXUS_BUILD_BOT=ON)\n");
        return 2;
#endif
    }
    conformance_check_paths(&result, argv + i, argc - i, check_one, &t);
#ifdef NEXUS_CONFORMANCE_BOTS
    if (t.bot)
        printf("%lu bot turns checked\n", t.bots);
    nexus_bot_free(t.bot);
#endif
    printf("%d passed, %d failed\n", result.passed, result.failed);
    return result.failed == 0 ? 0 : 1;
}

/* Reads a decimal argument within [lo, hi]. Returns 1 if `s` is one, and
 * 0 otherwise. */
static int int_arg(int *out, const char *s, int lo, int hi)
{
    char *end;
    long v;
    errno = 0;
    v = strtol(s, &end, 10);
    if (errno || end == s || *end || v < lo || v > hi)
        return 0;
    *out = (int)v;
    return 1;
}

static int run_perft(int argc, char **argv)
{
    int size, p1, p2, depth;
    uint64_t count = 0;
    if (argc != 6 || !int_arg(&size, argv[2], 3, 9) ||
        !int_arg(&p1, argv[3], 0, 1000) || !int_arg(&p2, argv[4], 0, 1000) ||
        !int_arg(&depth, argv[5], 0, 64)) {
        usage();
        return 2;
    }
    if (conformance_perft(&count, size, p1, p2, depth) != 0)
        return 1;
    printf("%" PRIu64 "\n", count);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc >= 2 && strcmp(argv[1], "perft") == 0)
        return run_perft(argc, argv);
    return run_replay(argc, argv);
}
