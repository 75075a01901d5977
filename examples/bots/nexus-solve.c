/* nexus-solve: prove the value of a Nexus position (docs/bots.md).
 *
 *   nexus-solve [--size N] [--plies D] [--nodes K] [--table-mb M]
 *               [--record FILE]
 *
 * Solves the empty board of size N (default 3, standard debts), or the
 * position at the end of a .nxr record, with nexus_solve(): the shortest
 * forced win of either side within D plies (default 16). Prints the value,
 * its length, the nodes searched, the CPU time, and the principal line as
 * record turn lines, which it replays on a fresh copy of the position to
 * check that it is legal and ends as claimed. Exit status 0 if the solve
 * finished, 3 if the node limit stopped it, 1 on error. */
#define _POSIX_C_SOURCE 200809L

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "nexus.h"
#include "nexus_bot.h"

static double cpu_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* The position to solve: the end of a record, or an empty board. */
static nexus_status load(nexus_game **out, const char *record, int size)
{
    static char text[1 << 20];
    nexus_options o = NEXUS_OPTIONS_INIT;
    nexus_record_error err;
    size_t len;
    FILE *f;
    if (!record) {
        o.size = size;
        return nexus_game_new(out, &o);
    }
    if (!(f = fopen(record, "rb")))
        return NEXUS_E_INVALID_ARG;
    len = fread(text, 1, sizeof text, f);
    fclose(f);
    return nexus_record_read(out, text, len, NULL, &err);
}

/* Replay the line on a clone and print it; 0 if it ends as claimed. */
static int replay(const nexus_game *game, const nexus_turn *line, int n,
                  const nexus_solve_result *r)
{
    nexus_game *g = NULL;
    nexus_options o;
    nexus_outcome out = NEXUS_OUTCOME_NONE;
    nexus_color first = NEXUS_BLACK, who;
    char buf[512];
    size_t count;
    int i, ok = 1;
    if (nexus_game_clone(&g, game) != NEXUS_OK)
        return 1;
    nexus_game_options(&o, g);
    nexus_game_to_move(&first, g);
    for (i = 0; i < n && ok; i++) {
        nexus_game_to_move(&who, g);
        ok = nexus_turn_format(buf, sizeof buf, &count, o.size, who,
                               &line[i]) == NEXUS_OK &&
             nexus_game_play(g, &line[i]) == NEXUS_OK;
        if (ok)
            printf("  %s\n", buf);
    }
    nexus_game_result(&out, NULL, g);
    nexus_game_free(g);
    if (r->value == NEXUS_SOLVE_WIN)
        ok = ok && out == (first == NEXUS_BLACK ? NEXUS_OUTCOME_BLACK_WINS
                                                : NEXUS_OUTCOME_WHITE_WINS);
    if (r->value == NEXUS_SOLVE_LOSS)
        ok = ok && out == (first == NEXUS_BLACK ? NEXUS_OUTCOME_WHITE_WINS
                                                : NEXUS_OUTCOME_BLACK_WINS);
    printf("principal line replayed: %s\n", ok ? "ends as proved" : "MISMATCH");
    return ok ? 0 : 1;
}

static int arg(int argc, char **argv, int *i, const char *name,
               const char **out)
{
    if (strcmp(argv[*i], name) != 0 || *i + 1 >= argc)
        return 0;
    *out = argv[++*i];
    return 1;
}

static void print_result(const nexus_solve_result *r, const nexus_game *g,
                         double seconds)
{
    static const char *const names[] = {"no forced win within",
                                        "side to move wins in",
                                        "side to move loses in"};
    nexus_color c = NEXUS_BLACK;
    nexus_game_to_move(&c, g);
    printf("%s to move: %s %d plies%s\n", c == NEXUS_BLACK ? "Black" : "White",
           names[r->value], r->plies, r->complete ? "" : " (node limit)");
    printf("nodes %llu, CPU time %.2f s\n", r->nodes, seconds);
}

int main(int argc, char **argv)
{
    const char *size = "3", *plies = "16", *nodes = "0", *mb = "64";
    const char *record = NULL;
    nexus_solve_options so = NEXUS_SOLVE_OPTIONS_INIT;
    nexus_solve_result r;
    nexus_turn *line;
    nexus_game *g = NULL;
    double t0;
    int a, rc;
    for (a = 1; a < argc; a++)
        if (!arg(argc, argv, &a, "--size", &size) &&
            !arg(argc, argv, &a, "--plies", &plies) &&
            !arg(argc, argv, &a, "--nodes", &nodes) &&
            !arg(argc, argv, &a, "--table-mb", &mb) &&
            !arg(argc, argv, &a, "--record", &record)) {
            fprintf(stderr, "usage: nexus-solve [--size N] [--plies D] "
                            "[--nodes K] [--table-mb M] [--record FILE]\n");
            return 2;
        }
    so.max_plies = atoi(plies);
    so.max_nodes = strtoull(nodes, NULL, 10);
    so.table_bytes = (size_t)strtoull(mb, NULL, 10) << 20;
    line = calloc(so.max_plies > 0 ? (size_t)so.max_plies : 1, sizeof *line);
    if (!line || load(&g, record, atoi(size)) != NEXUS_OK) {
        fprintf(stderr, "nexus-solve: cannot load the position\n");
        return 1;
    }
    t0 = cpu_seconds();
    if ((rc = nexus_solve(&r, line, (size_t)so.max_plies, g, &so)) != NEXUS_OK) {
        fprintf(stderr, "nexus-solve: %s\n", nexus_status_name(rc));
        return 1;
    }
    print_result(&r, g, cpu_seconds() - t0);
    rc = replay(g, line, r.line_length, &r);
    nexus_game_free(g);
    free(line);
    return rc ? 1 : r.complete ? 0 : 3;
}
