/* The journal of a match, DIR/match.journal: what --resume reads. Its
 * head says what the match is (players with their names and commands,
 * rules, options, seed, openings); then one line per finished game. Every
 * line ends with its own check, " crc XXXXXXXX" (CRC-32 of the text before
 * it), so that a torn line (a short write), a line edited by hand or bytes
 * from elsewhere are told from a game: docs/nexus.1 (FILES) describes the
 * format. */
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
    unsigned index;        /* the game, from 0 */
    unsigned black, white; /* the players, from 0 */
    nexus_outcome outcome; /* NEXUS_OUTCOME_NONE if unfinished */
    nexus_reason reason;   /* NEXUS_REASON_NONE if unfinished or forfeit */
    int forfeit;           /* the loser failed (loser and why say how) */
    int loser_black;       /* with forfeit: 1 if Black failed */
    size_t turns;
    journal_time time[2];  /* [0] Black, [1] White */
    char why[JOURNAL_WHY_CAP]; /* with forfeit: the failure, cleaned */
} journal_game;

/* The CRC-32 (IEEE 802.3) of n bytes. */
uint32_t journal_crc(const char *text, size_t n);

/* `text` (no line break in it) as a journal line with its check and a
 * line break, into line[cap]. Returns 0 if it does not fit. */
int journal_seal(char *line, size_t cap, const char *text);

/* The text of a journal line without its check into text[cap], if the
 * check is right. Returns 0 for a line that is damaged or no journal
 * line. */
int journal_unseal(char *text, size_t cap, const char *line);

/* The sealed line of a finished game. */
int journal_format_game(char *line, size_t cap, const journal_game *g);

/* The game of a sealed line's text (journal_unseal). Returns 0 if the text
 * is no game. */
int journal_parse_game(journal_game *g, const char *text);

/* What journal_read found. */
typedef struct journal_contents {
    char *head;            /* the head's texts, each ended by '\n' */
    journal_game *games;   /* in the order of the file, no game twice
                            * (a second line for a game is dropped when
                            * it is the same, refused when it differs) */
    size_t n_games;
    unsigned damaged;      /* lines dropped: their check fails */
    unsigned recovered;    /* games found after a torn line's bytes */
    unsigned duplicates;   /* lines dropped: a game's line again */
    int old_format;        /* a journal of nexus before 1.2: no head */
} journal_contents;

/* Read the journal at `path` (capped as any file the tool reads). Each
 * damaged line is reported on stderr with its line number. Returns 0
 * after an error (printed). */
int journal_read(journal_contents *out, const char *path);

void journal_contents_free(journal_contents *c);

/* Compare the head read with the head of this match (texts ended by
 * '\n'). Returns 1 if they are the same; else 0, after an error that names
 * the first difference. */
int journal_check_head(const char *saved, const char *now, const char *path);

/* Write a fresh journal: the head (sealed line by line) and the games.
 * Atomic (cli_write_file). Returns 0 after an error. */
int journal_write(const char *path, const char *head,
                  const journal_game *games, size_t n);

#endif
