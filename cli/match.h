/* nexus match, the tournament runner, in parts: its configuration and
 * schedule (match_schedule.c), its openings (match_openings.c), one game
 * in a process of its own (match_game.c), the processes of the games
 * (match_run.c) and what is printed of the results (match_report.c). */
#ifndef NEXUS_CLI_MATCH_H
#define NEXUS_CLI_MATCH_H

#include "cli.h"
#include "journal.h"
#include "stats.h"

#define MATCH_MAX_PLAYERS 16
#define MATCH_MAX_OPENINGS 100000

/* A player of the match. */
typedef struct match_player {
    const char *spec;                /* as given: strong, engine:COMMAND */
    char name[NEXUS_LABEL_MAX + 1];  /* its name, unique in the match: an
                                        engine's name reply, a built-in
                                        bot's spec */
    char label[NEXUS_LABEL_MAX + 1]; /* the label of its records: the
                                        name the bot or engine gives */
    const char **options;            /* NAME=VALUE, n_options of them */
    size_t n_options;
} match_player;

/* Two players who meet: `first` is Black in the even games of the pairing
 * (its games 0, 2, 4, ...: game 2k and 2k+1 are a pair, one opening with
 * the colours swapped). */
typedef struct match_pairing {
    unsigned first, second;
} match_pairing;

/* One game of the schedule: the `round`-th game of a pairing. */
typedef struct match_slot {
    unsigned pairing, round;
} match_slot;

typedef struct match_config {
    match_player players[MATCH_MAX_PLAYERS];
    unsigned n_players;
    int gauntlet;             /* the first against each of the others */
    match_pairing pairings[MATCH_MAX_PLAYERS * (MATCH_MAX_PLAYERS - 1) / 2];
    unsigned n_pairings;
    match_slot *schedule;     /* every game, in the order they start */
    unsigned n_games;
    long long games;          /* per pairing */
    nexus_options rules;
    uint64_t seed;
    long long turn_limit, jobs;
    cli_time_control time;
    const char *dir;          /* where the games are saved */
    int save;                 /* dir is --save DIR (else a temporary one) */
    int keep_first;           /* save game 1 even without --save */
    int resume, quiet;
    char **openings;          /* record texts, n_openings of them */
    size_t n_openings;
    int sprt;
    sprt_test test;
} match_config;

/* What is known of one pairing, from its first player's side. */
typedef struct match_tally {
    match_stats stats;
    signed char *half;        /* first's score in halves per round, -1 */
} match_tally;

/* What each player's games took (journal_time summed). */
typedef struct match_clock {
    uint64_t think_us, think_max_us, ping_us;
    unsigned long turns, pings;
} match_clock;

typedef struct match_outcome {
    match_tally *tally;       /* per pairing */
    match_clock clock[MATCH_MAX_PLAYERS];
    unsigned played;          /* games finished, resumed ones included */
    unsigned resumed;         /* of which read back from the journal */
    unsigned forfeits;
    int decided;              /* SPRT: -1 H0, 1 H1, 0 not (yet) */
    double llr, lower, upper;
    int interrupted;          /* the signal that stopped the match, or 0 */
} match_outcome;

/* match_schedule.c */

/* The pairings (a round robin, or a gauntlet) and the schedule: each
 * pairing's rounds 2k and 2k+1 one after the other, the pairings in turn,
 * so that the results stay balanced while the match runs. Returns 0 after
 * an error. */
int match_schedule(match_config *cfg);

/* The player of colour `black` (1) or White (0) in scheduled game g. */
unsigned match_player_of(const match_config *cfg, unsigned g, int black);

/* The head of the journal for this match (texts ended by '\n'; free()
 * it): the players, rules, options, seed and openings. NULL after an
 * error. */
char *match_head(const match_config *cfg);

/* The path of game g's record in `dir` ("game-00001.nxr" for 0). */
void match_record_path(char *buf, size_t cap, const char *dir, unsigned g);

/* match_openings.c: read --openings FILE, every line checked by replaying
 * it. Returns 0 after an error naming the file and line. */
int match_load_openings(match_config *cfg, const char *path);
void match_free_openings(match_config *cfg);

/* match_game.c: play scheduled game g (in the process of its own) and
 * fill *out; save its record, and append its journal line with --save.
 * Returns 0 after an error. */
int match_play_game(const match_config *cfg, unsigned g, journal_game *out);

/* Called once game 1 has finished, with the context given to match_run. */
typedef void (*match_shown_fn)(void *ctx, const match_config *cfg);

/* match_run.c: play the games of `cfg` not yet in its journal, -j at a
 * time; `shown` (or NULL) is called once, when game 1 has finished.
 * Returns 0 after an error (printed). */
int match_run(match_outcome *out, const match_config *cfg,
              match_shown_fn shown, void *ctx);
void match_outcome_free(match_outcome *out, const match_config *cfg);

/* Count game `j` in the outcome. */
void match_count(match_outcome *out, const match_config *cfg,
                 const journal_game *j);

/* match_report.c */

/* The line of a finished game (unless --quiet). */
void match_report_game(const match_config *cfg, const match_outcome *o,
                       const journal_game *j);

/* The summary: per pairing, the crosstable, the clocks, the SPRT. */
void match_report_summary(const match_config *cfg, const match_outcome *o);

#endif
