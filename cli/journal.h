/* The journal of a match, DIR/match.journal, which is what --resume reads.
 * Its head says what the match is: the players with their names and
 * commands, the rules, the options, the seed and the openings. One line
 * for each finished game follows. Every line ends with its own check,
 * " crc XXXXXXXX", the CRC-32 of the text before it, so that a torn line
 * (a short write), a line edited by hand or bytes from elsewhere are told
 * from a game. docs/nexus.1 describes the format under FILES. */
#ifndef NEXUS_CLI_JOURNAL_H
#define NEXUS_CLI_JOURNAL_H

#include <stddef.h>
#include <stdint.h>

#include "cli.h"

#define JOURNAL_MAGIC "nexus-match-journal 2"
#define JOURNAL_LINE_CAP 1024
#define JOURNAL_WHY_CAP 256

typedef cli_side_time journal_time;

/* A finished game as the journal keeps it. */
typedef struct journal_game {
    unsigned index;        /* The number of the game, from 0. */
    unsigned black, white; /* The players, from 0. */
    nexus_outcome outcome; /* It is NEXUS_OUTCOME_NONE if unfinished. */
    nexus_reason reason;   /* It is NEXUS_REASON_NONE if unfinished or
                              forfeited. */
    int forfeit;           /* The loser failed, as loser and why say. */
    int loser_black;       /* With forfeit, it is 1 if Black failed. */
    size_t turns;
    journal_time time[2];  /* The times of Black [0] and White [1]. */
    char why[JOURNAL_WHY_CAP]; /* With forfeit, the failure, cleaned. */
} journal_game;

/* Returns the CRC-32 (IEEE 802.3) of n bytes. */
uint32_t journal_crc(const char *text, size_t n);

/* Writes `text`, which has no line break, into line[cap] as a journal
 * line with its check and a line break. Returns 1 on success, and 0 if
 * the line does not fit. */
int journal_seal(char *line, size_t cap, const char *text);

/* Writes the text of a journal line without its check into text[cap].
 * Returns 1 if the check is right, and 0 for a line that is damaged or is
 * no journal line. */
int journal_unseal(char *text, size_t cap, const char *line);

/* Writes the sealed line of a finished game. Returns 1 on success, and 0
 * if the line does not fit. */
int journal_format_game(char *line, size_t cap, const journal_game *g);

/* Reads the game of the text of a sealed line, as journal_unseal gives
 * it. Returns 1 if the text is a game, and 0 otherwise. */
int journal_parse_game(journal_game *g, const char *text);

/* What journal_read found. */
typedef struct journal_contents {
    char *head;            /* The texts of the head, each ended by '\n'. */
    journal_game *games;   /* The games in the order of the file, none of
                            * them twice. A second line for a game is
                            * dropped when it is the same, and refused
                            * when it differs. */
    size_t n_games;
    unsigned damaged;      /* The lines dropped for a failed check. */
    unsigned recovered;    /* The games found after a torn line's bytes. */
    unsigned duplicates;   /* The lines dropped as a game's line again. */
    int old_format;        /* A journal of nexus before 1.2, with no head. */
} journal_contents;

/* Reads the journal at `path`, capped as any file that the tool reads.
 * Each damaged line is reported on stderr with its line number. Returns 1
 * on success, and 0 after an error, which it prints. */
int journal_read(journal_contents *out, const char *path);

void journal_contents_free(journal_contents *c);

/* Compares the head read with the head of this match, both texts of lines
 * ended by '\n'. Returns 1 if they are the same, and 0 otherwise, after an
 * error that names the first difference. */
int journal_check_head(const char *saved, const char *now, const char *path);

/* Writes a fresh journal: the head, sealed line by line, and the games.
 * The write is atomic (cli_write_file). Returns 1 on success, and 0 after
 * an error. */
int journal_write(const char *path, const char *head,
                  const journal_game *games, size_t n);

#endif
