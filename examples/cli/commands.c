/* nexus replay, verify, perft, match and bench. verify and perft are the
 * conformance runner's own code (conformance/replay.c, conformance/perft.c,
 * compiled into this program). */
#define _POSIX_C_SOURCE 200809L

#include "cli.h"

#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "conformance.h"

/* ------------------------------------------------------------------------ */
/* replay                                                                   */

static void replay_usage(FILE *out)
{
    fprintf(out,
            "usage: nexus replay [--brief] FILE\n"
            "\n"
            "Show a game record (.nxr) move by move: the board after every\n"
            "move, with both debts and the quiet count, then the result.\n"
            "\n"
            "  --brief   one line per move, no boards\n");
}

int cli_replay(int argc, char **argv)
{
    const char *path = NULL;
    nexus_game *game = NULL;
    int brief = 0, i, ok;
    for (i = 1; i < argc; i++) {
        if (cli_is_help(argv[i])) {
            replay_usage(stdout);
            return CLI_OK;
        }
        if (strcmp(argv[i], "--brief") == 0)
            brief = 1;
        else if (argv[i][0] == '-' && argv[i][1] != '\0') {
            cli_error("replay: unknown option '%s'", argv[i]);
            return CLI_USAGE;
        } else if (path) {
            cli_error("replay: one file at a time");
            return CLI_USAGE;
        } else
            path = argv[i];
    }
    if (!path) {
        replay_usage(stderr);
        return CLI_USAGE;
    }
    if (!cli_load_record(path, &game))
        return CLI_FAIL;
    ok = cli_show_game(stdout, game, brief);
    nexus_game_free(game);
    return ok ? CLI_OK : CLI_FAIL;
}

/* ------------------------------------------------------------------------ */
/* verify                                                                   */

static void verify_usage(FILE *out)
{
    fprintf(out,
            "usage: nexus verify PATH...\n"
            "\n"
            "The conformance check: replay each conformance record (.nxr)\n"
            "against the engine and compare every expectation line (board,\n"
            "debts, quiet, to-move, legal, suicide, repeat, unblock, captured,\n"
            "audit, result). A PATH may be a directory: its *.nxr files are\n"
            "checked in name order. Prints PASS or FAIL per file and a\n"
            "summary; the exit status is 0 only if every file passed.\n");
}

static int check_one(const char *path, void *ctx)
{
    conformance_options opts;
    (void)ctx;
    memset(&opts, 0, sizeof opts);
    return conformance_check_file(path, &opts);
}

int cli_verify(int argc, char **argv)
{
    conformance_tally t = {0, 0};
    int i;
    for (i = 1; i < argc; i++) {
        if (cli_is_help(argv[i])) {
            verify_usage(stdout);
            return CLI_OK;
        }
        if (argv[i][0] == '-' && argv[i][1] != '\0') {
            cli_error("verify: unknown option '%s'", argv[i]);
            return CLI_USAGE;
        }
    }
    if (argc < 2) {
        verify_usage(stderr);
        return CLI_USAGE;
    }
    conformance_check_paths(&t, argv + 1, argc - 1, check_one, NULL);
    printf("%d passed, %d failed\n", t.passed, t.failed);
    return t.failed == 0 ? CLI_OK : CLI_FAIL;
}

/* ------------------------------------------------------------------------ */
/* perft                                                                    */

static void perft_usage(FILE *out)
{
    fprintf(out,
            "usage: nexus perft SIZE P1 P2 DEPTH\n"
            "\n"
            "Count the leaves of the tree of full turns DEPTH turns deep from\n"
            "the empty SIZE x SIZE board with capture debt P1 and unblock\n"
            "debt P2 (a full turn is an unblocking set, a point and a\n"
            "payment). Prints the count. Example: nexus perft 3 2 4 3 (504).\n");
}

int cli_perft(int argc, char **argv)
{
    long long size, p1, p2, depth;
    uint64_t count = 0;
    if (argc >= 2 && cli_is_help(argv[1])) {
        perft_usage(stdout);
        return CLI_OK;
    }
    if (argc != 5) {
        perft_usage(stderr);
        return CLI_USAGE;
    }
    if (!cli_int(&size, argv[1], NEXUS_MIN_SIZE, NEXUS_MAX_SIZE, "SIZE") ||
        !cli_int(&p1, argv[2], 0, NEXUS_MAX_DEBT_RATE, "P1") ||
        !cli_int(&p2, argv[3], 0, NEXUS_MAX_DEBT_RATE, "P2") ||
        !cli_int(&depth, argv[4], 0, 64, "DEPTH"))
        return CLI_USAGE;
    if (conformance_perft(&count, (int)size, (int)p1, (int)p2, (int)depth) !=
        0)
        return CLI_FAIL;
    printf("%" PRIu64 "\n", count);
    return CLI_OK;
}

/* ------------------------------------------------------------------------ */
/* match                                                                    */

static void match_usage(FILE *out)
{
    fprintf(out,
            "usage: nexus match [OPTIONS] [BOT_A [BOT_B]]\n"
            "\n"
            "Bot against bot: play GAMES games, A as Black in the odd-numbered\n"
            "ones and as White in the others, print one line per game and a\n"
            "summary. Bots: %s (default: simple against random).\n"
            "\n"
            "Options:\n"
            "  --games N           games to play (default 10, or 1 with --show)\n"
            "  --show              print the first game move by move\n"
            "  --brief             with --show: one line per move, no boards\n"
            "  --record FILE       save the first game's record to FILE\n"
            "  --size N            board size, 3..9 (default 5)\n"
            "  --capture-debt P1   debt per captured stone (default 2)\n"
            "  --unblock-debt P2   debt per unblocking removal (default 4)\n"
            "  --seed S            seed of the bots (default 0); game i uses S+i\n"
            "  --turn-limit N      stop a game, unfinished, after N turns\n"
            "                      (default %d)\n"
            "\n"
            "Example: nexus match --show simple random\n",
            cli_bot_kinds, NEXUS_MATCH_DEFAULT_TURN_LIMIT);
}

typedef struct match_args {
    long long games, size, p1, p2, limit;
    uint64_t seed;
    int show, brief, games_given;
    const char *bots[2], *record;
} match_args;

static int parse_match_args(match_args *a, int argc, char **argv)
{
    int i = 1, nbots = 0;
    memset(a, 0, sizeof *a);
    a->games = 10;
    a->size = 5;
    a->p1 = 2;
    a->p2 = 4;
    a->limit = NEXUS_MATCH_DEFAULT_TURN_LIMIT;
    a->bots[0] = "simple";
    a->bots[1] = "random";
    while (i < argc) {
        const char *v = NULL;
        int r;
        if (cli_is_help(argv[i])) {
            match_usage(stdout);
            return -1;
        }
#define OPT(name) ((r = cli_opt(argc, argv, &i, name, &v)) != 0)
        if (OPT("--games")) {
            if (r < 0 || !cli_int(&a->games, v, 1, 1000000, "--games"))
                return 0;
            a->games_given = 1;
        } else if (OPT("--size")) {
            if (r < 0 || !cli_int(&a->size, v, NEXUS_MIN_SIZE, NEXUS_MAX_SIZE,
                                  "--size"))
                return 0;
        } else if (OPT("--capture-debt")) {
            if (r < 0 || !cli_int(&a->p1, v, 0, NEXUS_MAX_DEBT_RATE,
                                  "--capture-debt"))
                return 0;
        } else if (OPT("--unblock-debt")) {
            if (r < 0 || !cli_int(&a->p2, v, 0, NEXUS_MAX_DEBT_RATE,
                                  "--unblock-debt"))
                return 0;
        } else if (OPT("--seed")) {
            if (r < 0 || !cli_u64(&a->seed, v, "--seed"))
                return 0;
        } else if (OPT("--turn-limit")) {
            if (r < 0 ||
                !cli_int(&a->limit, v, 0, 1000000000LL, "--turn-limit"))
                return 0;
        } else if (OPT("--record")) {
            if (r < 0)
                return 0;
            a->record = v;
        } else if (strcmp(argv[i], "--show") == 0) {
            a->show = 1;
            i++;
        } else if (strcmp(argv[i], "--brief") == 0) {
            a->brief = 1;
            i++;
        } else if (argv[i][0] == '-') {
            cli_error("match: unknown option '%s' (see nexus match --help)",
                      argv[i]);
            return 0;
        } else {
            if (nbots == 2) {
                cli_error("match: two bots at most, got '%s'", argv[i]);
                return 0;
            }
            if (!cli_is_bot_kind(argv[i])) {
                cli_error("match: unknown bot '%s' (bots: %s)", argv[i],
                          cli_bot_kinds);
                return 0;
            }
            a->bots[nbots++] = argv[i];
            i++;
        }
#undef OPT
    }
    if (a->show && !a->games_given)
        a->games = 1;
    return 1;
}

static const char *outcome_text(nexus_outcome o)
{
    static const char *const t[] = {"unfinished", "black-wins", "white-wins",
                                    "draw", "no-winner"};
    return (unsigned)o <= NEXUS_OUTCOME_NO_WINNER ? t[o] : "?";
}

static const char *reason_text(nexus_reason r)
{
    static const char *const t[] = {"", "audit", "bankrupt", "no-placement",
                                    "quiet", "agreement", "uncovered"};
    return (unsigned)r <= NEXUS_REASON_UNCOVERED ? t[r] : "?";
}

int cli_match(int argc, char **argv)
{
    match_args a;
    nexus_bot *bot[2] = {NULL, NULL};
    nexus_match_options mo;
    unsigned long wins[2] = {0, 0}, draws = 0, unfinished = 0, no_winner = 0;
    long long g;
    int r, rc = CLI_OK, k;

    r = parse_match_args(&a, argc, argv);
    if (r < 0)
        return CLI_OK;
    if (r == 0)
        return CLI_USAGE;
    for (k = 0; k < 2; k++) {
        if (!cli_make_bot(&bot[k], a.bots[k], a.seed)) {
            nexus_bot_free(bot[0]);
            return CLI_FAIL;
        }
    }
    nexus_match_options_init(&mo, NEXUS_MATCH_OPTIONS_VERSION);
    mo.game.size = (int)a.size;
    mo.game.capture_debt = (int)a.p1;
    mo.game.unblock_debt = (int)a.p2;
    mo.turn_limit = (size_t)a.limit;

    printf("%s against %s: %lld game%s on %lldx%lld, capture debt %lld, "
           "unblock debt %lld\n",
           a.bots[0], a.bots[1], a.games, a.games == 1 ? "" : "s", a.size,
           a.size, a.p1, a.p2);
    for (g = 0; g < a.games && rc == CLI_OK; g++) {
        nexus_match_result res;
        nexus_game *game = NULL;
        int a_black = g % 2 == 0;
        nexus_bot *black = a_black ? bot[0] : bot[1];
        nexus_bot *white = a_black ? bot[1] : bot[0];
        nexus_status st;
        mo.seed = a.seed + (uint64_t)g;
        st = nexus_match_play(&res, &game, black, white, &mo);
        if (st != NEXUS_OK) {
            cli_status_error("match game", st);
            rc = CLI_FAIL;
            break;
        }
        if (g == 0 && a.show) {
            if (!cli_show_game(stdout, game, a.brief))
                rc = CLI_FAIL;
            printf("\n");
        }
        if (g == 0 && a.record && !cli_save_record(a.record, game))
            rc = CLI_FAIL;
        printf("game %lld: %s (Black) vs %s (White): %s%s%s, %zu turns\n",
               g + 1, a.bots[a_black ? 0 : 1], a.bots[a_black ? 1 : 0],
               outcome_text(res.outcome),
               res.reason != NEXUS_REASON_NONE ? " " : "",
               reason_text(res.reason), res.turns);
        if (res.unfinished)
            unfinished++;
        else if (res.outcome == NEXUS_OUTCOME_DRAW)
            draws++;
        else if (res.outcome == NEXUS_OUTCOME_NO_WINNER)
            no_winner++;
        else if ((res.outcome == NEXUS_OUTCOME_BLACK_WINS) == a_black)
            wins[0]++;
        else
            wins[1]++;
        nexus_game_free(game);
    }
    if (rc == CLI_OK)
        printf("summary: %lld games: %s %lu wins, %s %lu wins, %lu draws, "
               "%lu unfinished, %lu without winner\n",
               a.games, a.bots[0], wins[0], a.bots[1], wins[1], draws,
               unfinished, no_winner);
    nexus_bot_free(bot[0]);
    nexus_bot_free(bot[1]);
    return rc;
}

/* ------------------------------------------------------------------------ */
/* bench                                                                    */

static void bench_usage(FILE *out)
{
    fprintf(out,
            "usage: nexus bench [ARGS...]\n"
            "\n"
            "Run the benchmarks: executes nexus-bench with ARGS, found next to\n"
            "this program (or in the build tree's bench/ directory) or in PATH.\n"
            "`nexus bench -- --help` shows nexus-bench's own options.\n");
}

/* The directory of this executable, or "" if unknown. */
static void self_dir(char *buf, size_t cap, const char *argv0)
{
    ssize_t n = -1;
    char *slash;
    buf[0] = '\0';
#if defined(__linux__)
    n = readlink("/proc/self/exe", buf, cap - 1);
#endif
    if (n > 0 && (size_t)n < cap) {
        buf[n] = '\0';
    } else if (argv0 && strchr(argv0, '/') && strlen(argv0) < cap) {
        strcpy(buf, argv0);
    } else {
        buf[0] = '\0';
        return;
    }
    slash = strrchr(buf, '/');
    if (slash)
        *slash = '\0';
    else
        buf[0] = '\0';
}

static int is_executable(const char *path)
{
    struct stat sb;
    return stat(path, &sb) == 0 && S_ISREG(sb.st_mode) &&
           access(path, X_OK) == 0;
}

int cli_bench(int argc, char **argv, const char *argv0)
{
    char dir[4096], path[4200];
    char **args;
    int i, first = 1;
    if (argc >= 2 && cli_is_help(argv[1])) {
        bench_usage(stdout);
        return CLI_OK;
    }
    if (argc >= 2 && strcmp(argv[1], "--") == 0)
        first = 2;
    args = calloc((size_t)(argc - first) + 2, sizeof *args);
    if (!args) {
        cli_error("out of memory");
        return CLI_FAIL;
    }
    args[0] = "nexus-bench";
    for (i = first; i < argc; i++)
        args[i - first + 1] = argv[i];
    self_dir(dir, sizeof dir, argv0);
    if (dir[0]) {
        static const char *const rel[] = {"/nexus-bench",
                                          "/../../bench/nexus-bench"};
        size_t r;
        for (r = 0; r < sizeof rel / sizeof rel[0]; r++) {
            snprintf(path, sizeof path, "%s%s", dir, rel[r]);
            if (is_executable(path)) {
                fflush(stdout);
                execv(path, args);
                cli_error("cannot run %s: %s", path, strerror(errno));
                free(args);
                return CLI_FAIL;
            }
        }
    }
    fflush(stdout);
    execvp("nexus-bench", args);
    free(args);
    if (errno == ENOENT)
        cli_error("nexus-bench not found (looked next to this program%s%s "
                  "and in PATH); build it with -DNEXUS_BUILD_BENCH=ON",
                  dir[0] ? " in " : "", dir);
    else
        cli_error("cannot run nexus-bench: %s", strerror(errno));
    return CLI_FAIL;
}
