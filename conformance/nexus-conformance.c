/* nexus-conformance: replay conformance records (.nxr) against libnexus, or
 * count perft.
 *
 *   nexus-conformance [--bots] PATH...       files, or directories whose
 *                                            *.nxr files are replayed in
 *                                            name order
 *   nexus-conformance perft SIZE P1 P2 DEPTH prints perft(DEPTH) last
 *
 * Replay prints `PASS path` or `FAIL path:LINE: expected 'X' got 'Y'` per
 * file, then `N passed, M failed`; the exit status is 0 only if every file
 * passed. With --bots (when built with libnexus-bot), every turn of a side
 * labelled `bot` must also be the simple bot's choice (RULINGS.md B1-B4),
 * and `K bot turns checked` is printed before the last line. */
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
    void *bot;          /* the simple bot with --bots, else NULL */
    unsigned long bots; /* bot turns checked */
} tally;

#ifdef NEXUS_CONFORMANCE_BOTS
/* The line number of the index-th `turn` line of a record (0 if none). */
static int turn_line(const char *text, size_t index)
{
    int line = 1;
    const char *p = text;
    for (;;) {
        if (strncmp(p, "turn ", 5) == 0 && index-- == 0)
            return line;
        p = strchr(p, '\n');
        if (!p)
            return 0;
        p++;
        line++;
    }
}

/* --bots: replay the record's turns and require the simple bot's choice at
 * each turn of a side labelled `bot`. Returns 0 (after printing a FAIL
 * line) on a mismatch, 1 otherwise; a record the library cannot read or
 * replay is left to conformance_check_file() to report. */
static int check_bot_turns(tally *t, const char *path)
{
    nexus_game *rec = NULL, *g = NULL;
    nexus_options opts;
    nexus_position start;
    nexus_turn want, got;
    nexus_color side;
    const char *label;
    char *text = NULL, a[1024], b[1024];
    int is_bot[3] = {0, 0, 0}, custom = 0, ok = 1;
    size_t len = 0, turns = 0, i, n;
    FILE *f = fopen(path, "rb");

    if (f) {
        fseek(f, 0, SEEK_END);
        len = (size_t)ftell(f);
        rewind(f);
        text = malloc(len + 1);
        if (text && fread(text, 1, len, f) == len)
            text[len] = '\0';
        else {
            free(text);
            text = NULL;
        }
        fclose(f);
    }
    if (!text || nexus_record_read(&rec, text, len, NULL, NULL) != NEXUS_OK) {
        free(text);
        return 1;
    }
    if (nexus_game_label(&label, rec, NEXUS_BLACK) == NEXUS_OK)
        is_bot[NEXUS_BLACK] = strcmp(label, "bot") == 0;
    if (nexus_game_label(&label, rec, NEXUS_WHITE) == NEXUS_OK)
        is_bot[NEXUS_WHITE] = strcmp(label, "bot") == 0;
    if ((is_bot[NEXUS_BLACK] || is_bot[NEXUS_WHITE]) &&
        nexus_game_options(&opts, rec) == NEXUS_OK &&
        nexus_game_start_position(&start, &custom, rec) == NEXUS_OK &&
        nexus_game_turn_count(&turns, rec) == NEXUS_OK &&
        (custom ? nexus_game_new_from_position(&g, &opts, &start)
                : nexus_game_new(&g, &opts)) == NEXUS_OK) {
        for (i = 0; ok && i < turns; i++) {
            if (nexus_game_turn_at(&want, rec, i) != NEXUS_OK ||
                nexus_game_to_move(&side, g) != NEXUS_OK)
                break;
            if (is_bot[side]) {
                nexus_status st = nexus_bot_choose(&got, t->bot, g);
                t->bots++;
                nexus_turn_format(a, sizeof a, &n, opts.size, side, &want);
                if (st != NEXUS_OK)
                    snprintf(b, sizeof b, "%s", nexus_status_name(st));
                else
                    nexus_turn_format(b, sizeof b, &n, opts.size, side, &got);
                if (strcmp(a, b) != 0) {
                    printf("FAIL %s:%d: expected '%s' got '%s'\n", path,
                           turn_line(text, i), a, b);
                    ok = 0;
                }
            }
            if (nexus_game_play(g, &want) != NEXUS_OK)
                break;
        }
    }
    nexus_game_free(g);
    nexus_game_free(rec);
    free(text);
    return ok;
}
#endif

/* One file: the simple bot's turns first (with --bots), then every
 * expectation line. */
static int check_one(const char *path, void *ctx)
{
    tally *t = ctx;
    conformance_options opts;
    memset(&opts, 0, sizeof opts);
#ifdef NEXUS_CONFORMANCE_BOTS
    if (t->bot && !check_bot_turns(t, path))
        return 0;
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
    /* Options are parsed here, before the paths. */
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

/* A decimal argument within [lo, hi]. */
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
