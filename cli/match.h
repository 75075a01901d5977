/* The parts of nexus match, the tournament runner. match_schedule.c holds
 * its configuration and its schedule, match_openings.c its openings,
 * match_game.c one game in a process of its own, match_run.c the processes
 * of the games, and match_report.c what is printed of the results. */
#ifndef NEXUS_CLI_MATCH_H
#define NEXUS_CLI_MATCH_H

#include "cli.h"
#include "journal.h"
#include "stats.h"

#define MATCH_MAX_PLAYERS 16
#define MATCH_MAX_OPENINGS 100000

/* A player of the match. */
typedef struct match_player {
    const char *spec;                /* The spec as given, such as strong
                                        or engine:COMMAND. */
    char name[NEXUS_LABEL_MAX + 1];  /* Its name, unique in the match: an
                                        engine's name reply, or a
                                        built-in bot's spec. */
    char label[NEXUS_LABEL_MAX + 1]; /* The label of its records, the
                                        name that the bot or engine
                                        gives itself. */
    const char **options;            /* The settings NAME=VALUE, n_options
                                        of them. */
    size_t n_options;
} match_player;

/* Two players who meet. `first` is Black in the even games of the
 * pairing, its games 0, 2, 4 and so on. Games 2k and 2k+1 are a pair,
 * which plays one opening with the colours swapped. */
typedef struct match_pairing {
    unsigned first, second;
} match_pairing;

/* One game of the schedule: the `round`-th game of a pairing. */
typedef struct match_slot {
    unsigned pairing, round;
} match_slot;

/* The configuration of a match. */
typedef struct match_config {
    match_player players[MATCH_MAX_PLAYERS];
    unsigned n_players;
    int gauntlet;             /* The first plays each of the others. */
    match_pairing pairings[MATCH_MAX_PLAYERS * (MATCH_MAX_PLAYERS - 1) / 2];
    unsigned n_pairings;
    match_slot *schedule;     /* Every game, in the order they start. */
    unsigned n_games;
    long long games;          /* The number of games of each pairing. */
    nexus_options rules;
    uint64_t seed;
    long long turn_limit, jobs;
    cli_time_control time;
    const char *dir;          /* Where the games are saved. */
    int save;                 /* dir is --save DIR, not a temporary one. */
    int keep_first;           /* Game 1 is saved even without --save. */
    int resume, quiet;
    char **openings;          /* The texts of the records of the
                                 openings, n_openings of them. */
    size_t n_openings;
    int sprt;
    sprt_test test;
} match_config;

/* What is known of one pairing, from its first player's side. */
typedef struct match_tally {
    match_stats stats;
    signed char *half;        /* The first player's score in halves, for
                                 each round, or -1 before it is played. */
} match_tally;

/* What each player's games took, the sum of their journal_time. */
typedef struct match_clock {
    uint64_t think_us, think_max_us, ping_us;
    unsigned long turns, pings;
} match_clock;

/* What a match has come to so far. */
typedef struct match_outcome {
    match_tally *tally;       /* The tally of each pairing. */
    match_clock clock[MATCH_MAX_PLAYERS];
    unsigned played;          /* The games finished, resumed ones too. */
    unsigned resumed;         /* The ones read back from the journal. */
    unsigned forfeits;
    int decided;              /* The SPRT accepted H0 (-1) or H1 (1), or
                                 has not decided yet (0). */
    double llr, lower, upper;
    int interrupted;          /* The signal that stopped the match, or 0. */
} match_outcome;

/* match_schedule.c */

/* Makes the pairings, a round robin or a gauntlet, and the schedule. The
 * rounds 2k and 2k+1 of a pairing come one after the other, and the
 * pairings take turns, so that the results stay balanced while the match
 * runs. Returns 1 on success, and 0 after an error. */
int match_schedule(match_config *cfg);

/* Returns the player of Black (`black` is 1) or of White (`black` is 0)
 * in the scheduled game g. */
unsigned match_player_of(const match_config *cfg, unsigned g, int black);

/* Returns the head of the journal for this match, which the caller frees,
 * or NULL after an error. The head is lines ended by '\n' that give the
 * players, the rules, the options, the seed and the openings. */
char *match_head(const match_config *cfg);

/* Writes the path of game g's record in `dir`, such as "game-00001.nxr"
 * for game 0. */
void match_record_path(char *buf, size_t cap, const char *dir, unsigned g);

/* Reads --openings FILE and checks every line by replaying it
 * (match_openings.c). Returns 1 on success, and 0 after an error that
 * names the file and the line. */
int match_load_openings(match_config *cfg, const char *path);
void match_free_openings(match_config *cfg);

/* Plays the scheduled game g, in the process of its own, and fills *out
 * (match_game.c). It saves the game's record, and with --save it appends
 * the game's journal line. Returns 1 on success, and 0 after an error. */
int match_play_game(const match_config *cfg, unsigned g, journal_game *out);

/* The callback that is called once game 1 has finished, with the context
 * given to match_run. */
typedef void (*match_shown_fn)(void *ctx, const match_config *cfg);

/* Plays the games of `cfg` that are not yet in its journal, -j of them at
 * a time (match_run.c). Unless `shown` is NULL, it is called once, when
 * game 1 has finished. Returns 1 on success, and 0 after an error, which
 * it prints, or after an interruption. */
int match_run(match_outcome *out, const match_config *cfg,
              match_shown_fn shown, void *ctx);
void match_outcome_free(match_outcome *out, const match_config *cfg);

/* Counts the game `j` in the outcome. */
void match_count(match_outcome *out, const match_config *cfg,
                 const journal_game *j);

/* match_report.c */

/* Prints the line of a finished game, unless --quiet is given. */
void match_report_game(const match_config *cfg, const match_outcome *o,
                       const journal_game *j);

/* Prints the summary: the results of each pairing, the crosstable, the
 * clocks and the SPRT. */
void match_report_summary(const match_config *cfg, const match_outcome *o);

#endif
