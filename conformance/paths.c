/* The walk over the paths given to a conformance run: files, and
 * directories whose *.nxr files are checked in name order.
 * nexus-conformance and `nexus verify` share it. */
#define _POSIX_C_SOURCE 200809L

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "conformance.h"

static int has_nxr_suffix(const char *name)
{
    size_t n = strlen(name);
    return n > 4 && strcmp(name + n - 4, ".nxr") == 0;
}

static int compare_names(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Collects the *.nxr names of a directory, sorted. Returns 0, or -1 if
 * the directory cannot be opened. When memory runs out, the list holds
 * the names collected until then. */
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
    if (*n)
        qsort(*names, *n, sizeof **names, compare_names);
    return 0;
}

static void count(conformance_tally *t, int passed)
{
    if (passed)
        t->passed++;
    else
        t->failed++;
    fflush(stdout);
}

static void check_dir(conformance_tally *t, const char *dir,
                      conformance_check_fn check, void *ctx)
{
    char **names;
    size_t n, i;
    if (list_dir(dir, &names, &n) != 0) {
        printf("FAIL %s:0: expected '(readable directory)' got '%s'\n", dir,
               strerror(errno));
        count(t, 0);
        return;
    }
    for (i = 0; i < n; i++) {
        size_t len = strlen(dir) + strlen(names[i]) + 2;
        char *path = malloc(len);
        if (path) {
            snprintf(path, len, "%s/%s", dir, names[i]);
            count(t, check(path, ctx));
        } else {
            count(t, 0);
        }
        free(path);
        free(names[i]);
    }
    free(names);
}

void conformance_check_paths(conformance_tally *t, char *const *paths, int n,
                             conformance_check_fn check, void *ctx)
{
    int i;
    for (i = 0; i < n; i++) {
        struct stat sb;
        if (stat(paths[i], &sb) == 0 && S_ISDIR(sb.st_mode))
            check_dir(t, paths[i], check, ctx);
        else
            count(t, check(paths[i], ctx));
    }
}
