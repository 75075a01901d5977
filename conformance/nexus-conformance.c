/* nexus-conformance: replay conformance records (.nxr) against libnexus, or
 * count perft.
 *
 *   nexus-conformance PATH...                files, or directories whose
 *                                            *.nxr files are replayed in
 *                                            name order
 *   nexus-conformance perft SIZE P1 P2 DEPTH prints perft(DEPTH) last
 *
 * Replay prints `PASS path` or `FAIL path:LINE: expected 'X' got 'Y'` per
 * file, then `N passed, M failed`; the exit status is 0 only if every file
 * passed. */
#define _POSIX_C_SOURCE 200809L

#include <dirent.h>
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "conformance.h"

static void usage(void)
{
    fprintf(stderr,
            "usage: nexus-conformance PATH...\n"
            "       nexus-conformance perft SIZE P1 P2 DEPTH\n");
}

typedef struct tally {
    int passed, failed;
} tally;

static int has_nxr_suffix(const char *name)
{
    size_t n = strlen(name);
    return n > 4 && strcmp(name + n - 4, ".nxr") == 0;
}

static int compare_names(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static void check_one(tally *t, const char *path,
                      const conformance_options *opts)
{
    if (conformance_check_file(path, opts))
        t->passed++;
    else
        t->failed++;
}

/* Collect the *.nxr names of a directory, sorted. Returns -1 on error. */
static int list_dir(const char *dir, char ***names, size_t *n)
{
    DIR *d = opendir(dir);
    struct dirent *e;
    size_t cap = 0;
    *names = NULL;
    *n = 0;
    if (!d)
        return -1;
    while ((e = readdir(d)) != NULL) {
        if (!has_nxr_suffix(e->d_name))
            continue;
        if (*n == cap) {
            char **grown;
            cap = cap ? cap * 2 : 64;
            grown = realloc(*names, cap * sizeof **names);
            if (!grown)
                break;
            *names = grown;
        }
        (*names)[*n] = malloc(strlen(e->d_name) + 1);
        if (!(*names)[*n])
            break;
        strcpy((*names)[*n], e->d_name);
        (*n)++;
    }
    closedir(d);
    qsort(*names, *n, sizeof **names, compare_names);
    return 0;
}

static void check_dir(tally *t, const char *dir,
                      const conformance_options *opts)
{
    char **names;
    size_t n, i;
    if (list_dir(dir, &names, &n) != 0) {
        printf("FAIL %s:0: expected '(readable directory)' got '%s'\n", dir,
               strerror(errno));
        t->failed++;
        return;
    }
    for (i = 0; i < n; i++) {
        size_t len = strlen(dir) + strlen(names[i]) + 2;
        char *path = malloc(len);
        if (path) {
            snprintf(path, len, "%s/%s", dir, names[i]);
            check_one(t, path, opts);
        } else {
            t->failed++;
        }
        free(path);
        free(names[i]);
    }
    free(names);
}

static int run_replay(int argc, char **argv)
{
    conformance_options opts;
    tally t = {0, 0};
    int i;
    memset(&opts, 0, sizeof opts);
    /* Options (--bots, later) are parsed here, before the paths. */
    for (i = 1; i < argc && strncmp(argv[i], "--", 2) == 0; i++) {
        fprintf(stderr, "nexus-conformance: unknown option %s\n", argv[i]);
        usage();
        return 2;
    }
    if (i == argc) {
        usage();
        return 2;
    }
    for (; i < argc; i++) {
        struct stat sb;
        if (stat(argv[i], &sb) == 0 && S_ISDIR(sb.st_mode))
            check_dir(&t, argv[i], &opts);
        else
            check_one(&t, argv[i], &opts);
    }
    printf("%d passed, %d failed\n", t.passed, t.failed);
    return t.failed == 0 ? 0 : 1;
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
