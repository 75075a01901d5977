/* nexus-prove: prove or refute a forced win with the proof-number solver
 * (nexus_prove, docs/bots.md).
 *
 *   nexus-prove [--size N] [--record FILE] [--winner B|W] [--plies P]
 *               [--deepen] [--nodes N] [--table-mb M] [--no-symmetry]
 *               [--proof FILE]
 *
 * The position is the empty standard board of size N (default 3), or the
 * end of the record FILE. The question is whether the winner (default:
 * the side to move) forces a win within P plies (default 32); with
 * --deepen, the fewest plies it needs, searched 1, 2, ... P plies in turn.
 * With --proof the proof is written to FILE, for nexus-proof-check. Prints
 * the result, the turns played by the search and its CPU time. */
#define _POSIX_C_SOURCE 200809L

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "nexus.h"
#include "nexus_bot.h"

static nexus_status to_file(void *user, const char *text, size_t len)
{
    return fwrite(text, 1, len, user) == len ? NEXUS_OK : NEXUS_E_NOMEM;
}

static double cpu_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static nexus_game *root(int size, const char *record)
{
    static char text[1 << 22];
    nexus_options o = NEXUS_OPTIONS_INIT;
    nexus_game *g = NULL;
    FILE *f;
    size_t len;
    if (!record) {
        o.size = size;
        return nexus_game_new(&g, &o) == NEXUS_OK ? g : NULL;
    }
    if (!(f = fopen(record, "rb")))
        return NULL;
    len = fread(text, 1, sizeof text, f);
    fclose(f);
    return nexus_record_read(&g, text, len, NULL, NULL) == NEXUS_OK ? g : NULL;
}

static int usage(void)
{
    fprintf(stderr, "usage: nexus-prove [--size N] [--record FILE] "
                    "[--winner B|W] [--plies P] [--deepen] [--nodes N] "
                    "[--table-mb M] [--no-symmetry] [--proof FILE]\n");
    return 2;
}

int main(int argc, char **argv)
{
    nexus_prove_options o = NEXUS_PROVE_OPTIONS_INIT;
    nexus_prove_result r;
    const char *record = NULL, *proof = NULL;
    int size = 3, a;
    FILE *out = NULL;
    nexus_game *g;
    nexus_status st;
    double cpu;
    for (a = 1; a < argc; a++) {
        const char *v = a + 1 < argc ? argv[a + 1] : NULL;
        if (strcmp(argv[a], "--deepen") == 0)
            o.deepen = 1;
        else if (strcmp(argv[a], "--no-symmetry") == 0)
            o.symmetry = 0;
        else if (!v)
            return usage();
        else if (strcmp(argv[a], "--size") == 0)
            size = atoi(v), a++;
        else if (strcmp(argv[a], "--record") == 0)
            record = v, a++;
        else if (strcmp(argv[a], "--winner") == 0)
            o.winner = v[0] == 'W' ? NEXUS_WHITE : NEXUS_BLACK, a++;
        else if (strcmp(argv[a], "--plies") == 0)
            o.max_plies = atoi(v), a++;
        else if (strcmp(argv[a], "--nodes") == 0)
            o.max_nodes = strtoull(v, NULL, 10), a++;
        else if (strcmp(argv[a], "--table-mb") == 0)
            o.table_bytes = (size_t)strtoull(v, NULL, 10) << 20, a++;
        else if (strcmp(argv[a], "--proof") == 0)
            proof = v, a++;
        else
            return usage();
    }
    if (!(g = root(size, record))) {
        fprintf(stderr, "nexus-prove: no such position\n");
        return 2;
    }
    if (proof && !(out = fopen(proof, "wb"))) {
        perror(proof);
        return 1;
    }
    cpu = cpu_seconds();
    st = nexus_prove(&r, g, &o, out ? to_file : NULL, out);
    cpu = cpu_seconds() - cpu;
    if (out && fclose(out) != 0)
        st = st ? st : NEXUS_E_NOMEM;
    if (st != NEXUS_OK) {
        fprintf(stderr, "nexus-prove: %s\n", nexus_status_message(st));
        return 1;
    }
    printf("%s %s within %d plies; %llu nodes, %zu table entries, %.3f s "
           "CPU\n", r.winner == NEXUS_BLACK ? "Black" : "White",
           r.value == NEXUS_PROVE_WIN      ? "wins"
           : r.value == NEXUS_PROVE_NO_WIN ? "does not win"
                                           : "is not known to win",
           r.value == NEXUS_PROVE_UNKNOWN ? o.max_plies : r.plies, r.nodes,
           r.table_entries, cpu);
    if (r.value == NEXUS_PROVE_UNKNOWN && o.deepen)
        printf("refuted within %d plies before the node limit\n", r.plies);
    nexus_game_free(g);
    return 0;
}
