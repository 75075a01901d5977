/* nexus match, the tournament runner: its configuration and the running of
 * its games (match_run.c), in parallel processes that share nothing. */
#ifndef NEXUS_CLI_MATCH_H
#define NEXUS_CLI_MATCH_H

#include "cli.h"
#include "stats.h"

typedef struct match_config {
    const char *kinds[2];   /* players a and b */
    nexus_options rules;
    uint64_t seed;
    long long turn_limit, games, jobs;
    cli_time_control time;
    const char *dir;        /* where games and the journal are saved */
    int resume, quiet;
    char **openings;        /* record texts, n_openings of them */
    size_t n_openings;
    int sprt;
    sprt_test test;
} match_config;

typedef struct match_outcome {
    match_stats stats;
    unsigned played;        /* games finished, resumed ones included */
    unsigned resumed;       /* of which read back from the journal */
    int decided;            /* SPRT: -1 H0, 1 H1, 0 not (yet) */
    double llr, lower, upper;
} match_outcome;

/* Play the games of `cfg` not yet in its journal, -j at a time. 0 after
 * an error (printed). */
int match_run(match_outcome *out, const match_config *cfg);

/* The path of game `index`'s record in `dir` ("game-00001.nxr" for 0). */
void match_record_path(char *buf, size_t cap, const char *dir,
                       unsigned index);

#endif
