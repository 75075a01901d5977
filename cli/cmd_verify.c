/* nexus verify: the conformance check (conformance/replay.c) on
 * conformance records, and a legality replay of plain game records. */
#define _POSIX_C_SOURCE 200809L

#include "cli.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "conformance.h"

/* 1 if a line's first word is an expectation keyword (RULINGS.md "Record
 * format"): then the file is a conformance record. */
static int is_expectation(const char *line)
{
    static const char *const words[] = {
        "captured", "audit",  "board",   "debts",   "quiet", "to-move",
        "legal",    "suicide", "repeat", "unblock", "result"};
    size_t i, n = 0;
    while (line[n] && !isspace((unsigned char)line[n]))
        n++;
    for (i = 0; i < sizeof words / sizeof words[0]; i++)
        if (strlen(words[i]) == n && strncmp(line, words[i], n) == 0)
            return 1;
    return 0;
}

/* 1 if the text has no expectation line, 0 if it has, -1 if unreadable. */
static int is_plain(const char *text)
{
    const char *p = text;
    while (*p) {
        if (is_expectation(p))
            return 0;
        p = strchr(p, '\n');
        if (!p)
            break;
        p++;
    }
    return 1;
}

/* A plain record: replaying it through the library checks that every turn
 * and offer is legal. */
static int check_plain(const char *path, const char *text, size_t len)
{
    nexus_game *game = NULL;
    size_t turns = 0;
    if (!cli_parse_record(path, text, len, &game)) {
        printf("FAIL %s: an illegal or unreadable move (see above)\n", path);
        return 0;
    }
    nexus_game_turn_count(&turns, game);
    printf("PASS %s (plain record: %zu turn%s replayed, every one legal)\n",
           path, turns, turns == 1 ? "" : "s");
    nexus_game_free(game);
    return 1;
}

static int check_one(const char *path, void *ctx)
{
    conformance_options opts;
    char *text;
    size_t len;
    int ok;
    ++*(int *)ctx;
    if (!cli_read_file(path, &text, &len)) {
        printf("FAIL %s: unreadable\n", path);
        return 0;
    }
    if (is_plain(text)) {
        ok = check_plain(path, text, len);
    } else {
        memset(&opts, 0, sizeof opts);
        ok = conformance_check_file(path, &opts);
    }
    free(text);
    return ok;
}

static char default_corpus[] = NEXUS_CORPUS_DIR;

static cli_exit cmd_verify(int argc, char **argv)
{
    conformance_tally t = {0, 0};
    char **pos = calloc((size_t)argc + 1, sizeof *pos);
    char *corpus[1] = {default_corpus};
    int npos, i, files = 0;
    const cli_opt_spec specs[] = {{NULL, CLI_OPT_FLAG, NULL, 0, 0, NULL}};
    cli_parse_result r;
    if (!pos)
        return CLI_FAIL;
    r = cli_parse(&cli_cmd_verify, specs, argc, argv, pos, argc, &npos);
    if (r != CLI_PARSED) {
        free(pos);
        return cli_parse_exit(r);
    }
    if (npos == 0)
        printf("checking the installed corpus, %s\n", default_corpus);
    for (i = 0; i < (npos ? npos : 1); i++) {
        struct stat sb;
        const char *p = npos ? pos[i] : corpus[0];
        if (stat(p, &sb) != 0) {
            cli_error("verify: %s does not exist", p);
            free(pos);
            return CLI_FAIL;
        }
    }
    conformance_check_paths(&t, npos ? pos : corpus, npos ? npos : 1,
                            check_one, &files);
    free(pos);
    printf("%d passed, %d failed\n", t.passed, t.failed);
    if (files == 0) {
        cli_error("verify: no record (.nxr) found: nothing was checked");
        return CLI_FAIL;
    }
    return t.failed == 0 ? CLI_OK : CLI_FAIL;
}

const cli_command cli_cmd_verify = {
    "verify", cmd_verify, "check records (.nxr) against the engine",
    "usage: nexus verify [PATH...]\n"
    "\n"
    "The conformance check: replay each conformance record (.nxr)\n"
    "against the engine and compare every expectation line (board,\n"
    "debts, quiet, to-move, legal, suicide, repeat, unblock, captured,\n"
    "audit, result). A plain game record (no expectation line) is\n"
    "replayed and every turn checked legal. A PATH may be a directory:\n"
    "its *.nxr files are checked in name order. Without PATH, the\n"
    "installed conformance corpus is checked. Prints PASS or FAIL per\n"
    "file and a summary; the exit status is 0 only if every file passed\n"
    "and at least one was checked (a missing or empty PATH fails).\n"};
