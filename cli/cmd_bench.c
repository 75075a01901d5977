/* The command nexus bench, which runs the benchmark program nexus-bench.
 * A build tree has that program (bench/) but an install does not, and the
 * command then says so. */
#define _POSIX_C_SOURCE 200809L

#include "cli.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* Writes the directory of this executable, or "" if it is not known. */
static void self_dir(char *buf, size_t cap)
{
    ssize_t n = -1;
    char *slash;
    buf[0] = '\0';
#if defined(__linux__)
    n = readlink("/proc/self/exe", buf, cap - 1);
#endif
    if (n > 0 && (size_t)n < cap) {
        buf[n] = '\0';
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

/* Writes the path of nexus-bench next to this program or in its build
 * tree, or "" if neither has it. */
static void find_bench(char *path, size_t cap)
{
    static const char *const rel[] = {"/nexus-bench", "/../bench/nexus-bench"};
    char dir[4096];
    size_t r;
    self_dir(dir, sizeof dir);
    for (r = 0; dir[0] && r < sizeof rel / sizeof rel[0]; r++) {
        snprintf(path, cap, "%s%s", dir, rel[r]);
        if (is_executable(path))
            return;
    }
    path[0] = '\0';
}

static cli_exit cmd_bench(int argc, char **argv)
{
    char path[4200];
    char **args;
    int i, first = 1;
    if (argc >= 2 && (strcmp(argv[1], "-h") == 0 ||
                      strcmp(argv[1], "--help") == 0)) {
        fputs(cli_cmd_bench.help, stdout);
        return CLI_OK;
    }
    if (argc >= 2 && strcmp(argv[1], "--") == 0)
        first = 2;
    args = calloc((size_t)(argc - first) + 2, sizeof *args);
    if (!args)
        return CLI_FAIL;
    args[0] = "nexus-bench";
    for (i = first; i < argc; i++)
        args[i - first + 1] = argv[i];
    find_bench(path, sizeof path);
    fflush(stdout);
    if (path[0])
        execv(path, args);
    else
        execvp("nexus-bench", args);
    free(args);
    if (!path[0] && errno == ENOENT)
        cli_error("bench: the benchmark is not installed: nexus-bench is "
                  "built in a libnexus build tree (bench/, on by default "
                  "with NEXUS_BUILD_BENCH) and not installed; run `nexus "
                  "bench` or nexus-bench from that build tree");
    else
        cli_error("bench: cannot run nexus-bench: %s", strerror(errno));
    return CLI_FAIL;
}

const cli_command cli_cmd_bench = {
    "bench", cmd_bench, "run the benchmarks (nexus-bench, build tree only)",
    "usage: nexus bench [ARGS...]\n"
    "\n"
    "Run the benchmarks: executes nexus-bench with ARGS, found next to\n"
    "this program, in its build tree's bench/ directory, or in PATH.\n"
    "nexus-bench is not installed: from an install this says so.\n"
    "`nexus bench -- --help` shows nexus-bench's own options.\n"};
