/* The command nexus verify. It runs the conformance check
 * (conformance/replay.c) on conformance records, and replays plain game
 * records to check that their moves are legal. */
#define _POSIX_C_SOURCE 200809L

#include "cli.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "conformance.h"

/* What the library's walk of a record met. */
typedef struct walk {
    size_t moves, expects;
} walk;

static nexus_status count_move(const nexus_game *game,
                               const nexus_record_line *line,
                               const nexus_record_move *move, void *payload)
{
    (void)game;
    (void)line;
    (void)move;
    ((walk *)payload)->moves++;
    return NEXUS_OK;
}

static nexus_status count_expect(const nexus_game *game,
                                 const nexus_record_line *line, void *payload)
{
    (void)game;
    (void)line;
    ((walk *)payload)->expects++;
    return NEXUS_OK;
}

/* Checks one record. A record with expectation lines is a conformance
 * record, which the conformance runner checks. The library replays a plain
 * one and checks that every move is legal. Returns 1 if the record
 * passes, and 0 otherwise. */
static int check_one(const char *path, void *ctx)
{
    nexus_record_callbacks cb = NEXUS_RECORD_CALLBACKS_INIT;
    nexus_record_error err;
    conformance_options opts;
    walk w = {0, 0};
    char *text, why[192];
    size_t len;
    nexus_status st;
    ++*(int *)ctx;
    if (!cli_read_file_why(path, &text, &len, why, sizeof why)) {
        printf("FAIL %s: %s\n", path, why);
        return 0;
    }
    cb.move = count_move;
    cb.expect = count_expect;
    memset(&err, 0, sizeof err);
    st = nexus_record_replay(NULL, text, len, NULL, &cb, &w, &err);
    free(text);
    if (w.expects > 0) {
        memset(&opts, 0, sizeof opts);
        return conformance_check_file(path, &opts);
    }
    if (st != NEXUS_OK) {
        printf("FAIL %s:%d: %s\n", path, err.line, err.message);
        return 0;
    }
    printf("PASS %s (plain record: %zu move%s replayed, every one legal)\n",
           path, w.moves, w.moves == 1 ? "" : "s");
    return 1;
}

/* Returns the directory of the installed corpus. It is $NEXUS_CORPUS_DIR
 * if that is set. Otherwise it is beside the executable, in
 * share/nexus/conformance relative to bin/, so that an install under any
 * prefix finds its own. Failing that, it is the configured install path. */
static const char *find_corpus(char *buf, size_t cap)
{
    const char *env = getenv("NEXUS_CORPUS_DIR");
    struct stat sb;
    ssize_t n;
    char *slash;
    if (env && *env)
        return env;
    n = readlink("/proc/self/exe", buf, cap - 1);
    if (n > 0) {
        buf[n] = '\0';
        slash = strrchr(buf, '/');
        if (slash &&
            (size_t)(slash - buf) + 2 + strlen(NEXUS_CORPUS_RELDIR) < cap) {
            strcpy(slash + 1, NEXUS_CORPUS_RELDIR);
            if (stat(buf, &sb) == 0 && S_ISDIR(sb.st_mode))
                return buf;
        }
    }
    return NEXUS_CORPUS_DIR;
}

static cli_exit cmd_verify(int argc, char **argv)
{
    conformance_tally t = {0, 0};
    char **pos = calloc((size_t)argc + 1, sizeof *pos);
    static char found[4096];
    char *corpus[1];
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
    corpus[0] = (char *)find_corpus(found, sizeof found);
    if (npos == 0)
        printf("checking the installed corpus, %s\n", corpus[0]);
    for (i = 0; i < (npos ? npos : 1); i++) {
        struct stat sb;
        const char *p = npos ? pos[i] : corpus[0];
        if (stat(p, &sb) != 0 && npos == 0) {
            /* A tool run from a build tree has no installed corpus. */
            cli_error("verify: the installed corpus, %s, does not exist: "
                      "name the records to check (nexus verify PATH...), or "
                      "set NEXUS_CORPUS_DIR to a corpus (a source tree's "
                      "conformance/games)", p);
            free(pos);
            return CLI_FAIL;
        }
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
