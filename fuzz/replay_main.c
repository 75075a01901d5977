/*
 * Corpus replay: runs a fuzz target's LLVMFuzzerTestOneInput over files,
 * without libFuzzer, so that any compiler can build it and ctest can run
 * the saved corpora as regression tests (fuzz-record-corpus,
 * fuzz-api-corpus).
 *
 *   replay PATH...     each PATH is a file or a directory of files
 *
 * A failed check traps, which fails the test; the file being run is
 * printed first. Exit status 0 when every file ran, 1 on a usage or I/O
 * error or when no input was found.
 */
#define _POSIX_C_SOURCE 200809L

#include <dirent.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int run_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    unsigned char *buf = NULL;
    size_t len = 0, cap = 0, got;
    if (!f) {
        perror(path);
        return -1;
    }
    for (;;) {
        if (len == cap) {
            unsigned char *b;
            cap = cap ? cap * 2 : 4096;
            b = realloc(buf, cap);
            if (!b) {
                fclose(f);
                free(buf);
                fprintf(stderr, "%s: out of memory\n", path);
                return -1;
            }
            buf = b;
        }
        got = fread(buf + len, 1, cap - len, f);
        len += got;
        if (got == 0)
            break;
    }
    if (ferror(f)) {
        perror(path);
        fclose(f);
        free(buf);
        return -1;
    }
    fclose(f);
    /* an exact-size copy, so that a read past the end is caught by ASan */
    {
        unsigned char *exact = malloc(len ? len : 1);
        if (!exact) {
            free(buf);
            return -1;
        }
        if (len)
            memcpy(exact, buf, len);
        free(buf);
        fprintf(stderr, "%s\n", path);
        LLVMFuzzerTestOneInput(exact, len);
        free(exact);
    }
    return 1;
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Run every regular file of a directory, in name order. */
static int run_dir(const char *dir)
{
    DIR *d = opendir(dir);
    struct dirent *e;
    char **names = NULL;
    size_t n = 0, cap = 0, i;
    int total = 0;
    if (!d) {
        perror(dir);
        return -1;
    }
    while ((e = readdir(d)) != NULL) {
        char *path;
        struct stat st;
        if (e->d_name[0] == '.')
            continue;
        path = malloc(strlen(dir) + strlen(e->d_name) + 2);
        if (!path)
            break;
        sprintf(path, "%s/%s", dir, e->d_name);
        if (stat(path, &st) != 0 || !S_ISREG(st.st_mode)) {
            free(path);
            continue;
        }
        if (n == cap) {
            char **b;
            cap = cap ? cap * 2 : 64;
            b = realloc(names, cap * sizeof *names);
            if (!b) {
                free(path);
                break;
            }
            names = b;
        }
        names[n++] = path;
    }
    closedir(d);
    if (n > 1)
        qsort(names, n, sizeof *names, by_name);
    for (i = 0; i < n; i++) {
        int r = total >= 0 ? run_file(names[i]) : 0;
        total = r < 0 ? -1 : total + r;
        free(names[i]);
    }
    free(names);
    return total;
}

int main(int argc, char **argv)
{
    int i, total = 0;
    if (argc < 2) {
        fprintf(stderr, "usage: %s FILE-OR-DIR...\n", argv[0]);
        return 1;
    }
    for (i = 1; i < argc; i++) {
        struct stat st;
        int r;
        if (stat(argv[i], &st) != 0) {
            perror(argv[i]);
            return 1;
        }
        r = S_ISDIR(st.st_mode) ? run_dir(argv[i]) : run_file(argv[i]);
        if (r < 0)
            return 1;
        total += r;
    }
    printf("replayed %d inputs\n", total);
    return total > 0 ? 0 : 1;
}
