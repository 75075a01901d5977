/* This file holds the words of the record format (docs/records.md): the
 * outcomes, the reasons and the line keywords. Each word list exists once,
 * here. The reader, the writer and every client (the conformance runner,
 * the CLI, the bindings) use these tables through nexus_*_name() and
 * nexus_*_parse(). */
#include "names.h"

#include <string.h>

/* The table is indexed by nexus_outcome. "none" is R21's word for a game
 * that ended with no winner. A game going on has no result line, so it gets
 * a word that no result line contains. */
static const char *const outcome_words[] = {
    "unfinished", "black-wins", "white-wins", "draw", "none"};

/* The table is indexed by nexus_reason. */
static const char *const reason_words[] = {
    "unfinished", "audit", "bankrupt", "no-placement", "quiet", "agreement",
    "uncovered"};

/* The table is indexed by nexus_record_key. */
static const char *const key_words[] = {
    "nexus-record", "size", "capture-debt", "unblock-debt", "black",
    "white", "start", "turn", "offer", "decline", "accept", "captured",
    "audit", "board", "debts", "quiet", "to-move", "legal", "suicide",
    "repeat", "unblock", "result"};

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

/* A value added to an enumeration must get its word here. */
_Static_assert(COUNT(outcome_words) == NEXUS_OUTCOME_NO_WINNER + 1,
               "one word per nexus_outcome");
_Static_assert(COUNT(reason_words) == NEXUS_REASON_UNCOVERED + 1,
               "one word per nexus_reason");
_Static_assert(COUNT(key_words) == NEXUS_RECORD_KEY_RESULT + 1,
               "one word per nexus_record_key");

/* Returns the word of `value`, or "unknown" outside the table. */
static const char *word_of(const char *const *table, size_t n, int value)
{
    return value >= 0 && (size_t)value < n ? table[value] : "unknown";
}

/* Returns the index of the `len` bytes at `word` in the table, or -1 if the
 * table does not hold them. The first byte is compared first: the reader
 * looks up the keyword of every line, and few words of a table share their
 * first letter. */
static int index_of(const char *const *table, size_t n, const char *word,
                    size_t len)
{
    size_t i;
    if (len == 0)
        return -1;
    for (i = 0; i < n; i++)
        if (table[i][0] == word[0] && strncmp(table[i], word, len) == 0 &&
            table[i][len] == '\0')
            return (int)i;
    return -1;
}

const char *nexus_outcome_name(nexus_outcome outcome)
{
    return word_of(outcome_words, COUNT(outcome_words), (int)outcome);
}

const char *nexus_reason_name(nexus_reason reason)
{
    return word_of(reason_words, COUNT(reason_words), (int)reason);
}

const char *nexus_record_key_name(nexus_record_key key)
{
    return word_of(key_words, COUNT(key_words), (int)key);
}

/* Stores the index of a NUL-terminated word of the table into *out.
 * Returns NEXUS_E_INVALID_ARG for a NULL word, and NEXUS_E_PARSE for a word
 * that the table does not hold. */
static nexus_status parse_word(int *out, const char *const *table, size_t n,
                               const char *word)
{
    int i;
    if (!word)
        return NEXUS_E_INVALID_ARG;
    i = index_of(table, n, word, strlen(word));
    if (i < 0)
        return NEXUS_E_PARSE;
    *out = i;
    return NEXUS_OK;
}

nexus_status nexus_outcome_parse(nexus_outcome *out, const char *word)
{
    int i = 0;
    nexus_status st = out ? parse_word(&i, outcome_words, COUNT(outcome_words),
                                       word)
                          : NEXUS_E_INVALID_ARG;
    if (st == NEXUS_OK)
        *out = (nexus_outcome)i;
    return st;
}

nexus_status nexus_reason_parse(nexus_reason *out, const char *word)
{
    int i = 0;
    nexus_status st = out ? parse_word(&i, reason_words, COUNT(reason_words),
                                       word)
                          : NEXUS_E_INVALID_ARG;
    if (st == NEXUS_OK)
        *out = (nexus_reason)i;
    return st;
}

int nx_record_key_find(nexus_record_key *key, const char *word, size_t len)
{
    int i = index_of(key_words, COUNT(key_words), word, len);
    if (i < 0)
        return 0;
    *key = (nexus_record_key)i;
    return 1;
}
