/* The journal of a match (journal.h). */
#define _POSIX_C_SOURCE 200809L

#include "journal.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

#define SEAL " crc "
#define SEAL_LEN 13 /* The length of " crc " and eight hex digits. */

uint32_t journal_crc(const char *text, size_t n)
{
    uint32_t crc = 0xffffffffu;
    size_t i;
    int k;
    for (i = 0; i < n; i++) {
        crc ^= (unsigned char)text[i];
        for (k = 0; k < 8; k++)
            crc = (crc >> 1) ^ (0xedb88320u & (0u - (crc & 1u)));
    }
    return ~crc;
}

int journal_seal(char *line, size_t cap, const char *text)
{
    size_t n = strlen(text);
    int w;
    if (memchr(text, '\n', n) || n + SEAL_LEN + 2 > cap)
        return 0;
    w = snprintf(line, cap, "%s" SEAL "%08" PRIx32 "\n", text,
                 journal_crc(text, n));
    return w > 0 && (size_t)w < cap;
}

int journal_unseal(char *text, size_t cap, const char *line)
{
    size_t n = strcspn(line, "\n");
    char want[9];
    if (n < SEAL_LEN || n - SEAL_LEN + 1 > cap ||
        memcmp(line + n - SEAL_LEN, SEAL, 5) != 0)
        return 0;
    snprintf(want, sizeof want, "%08" PRIx32,
             journal_crc(line, n - SEAL_LEN));
    if (memcmp(line + n - 8, want, 8) != 0)
        return 0;
    memcpy(text, line, n - SEAL_LEN);
    text[n - SEAL_LEN] = '\0';
    return 1;
}

static const char *reason_word(const journal_game *g)
{
    return g->forfeit ? "forfeit" : nexus_reason_name(g->reason);
}

int journal_format_game(char *line, size_t cap, const journal_game *g)
{
    char text[JOURNAL_LINE_CAP], why[JOURNAL_WHY_CAP];
    const journal_time *b = &g->time[0], *w = &g->time[1];
    int n = snprintf(
        text, sizeof text,
        "game %u black %u white %u result %s %s turns %zu time %" PRIu64
        " %" PRIu64 " %u %" PRIu64 " %u %" PRIu64 " %" PRIu64 " %u %" PRIu64
        " %u",
        g->index + 1, g->black + 1, g->white + 1,
        nexus_outcome_name(g->outcome), reason_word(g), g->turns, b->think_us,
        b->think_max_us, b->turns, b->ping_us, b->pings, w->think_us,
        w->think_max_us, w->turns, w->ping_us, w->pings);
    if (n < 0 || (size_t)n >= sizeof text)
        return 0;
    if (g->forfeit) {
        cli_clean(why, sizeof why, g->why);
        snprintf(text + n, sizeof text - (size_t)n, " loser %c why %s",
                 g->loser_black ? 'B' : 'W', why);
    }
    return journal_seal(line, cap, text);
}

/* Reads the words of the outcome and the reason of a game line. Returns 1
 * if they are a result, and 0 otherwise. */
static int parse_result(journal_game *g, const char *outcome,
                        const char *reason)
{
    if (nexus_outcome_parse(&g->outcome, outcome) != NEXUS_OK)
        return 0;
    g->forfeit = strcmp(reason, "forfeit") == 0;
    if (g->forfeit)
        return g->outcome == NEXUS_OUTCOME_BLACK_WINS ||
               g->outcome == NEXUS_OUTCOME_WHITE_WINS;
    return nexus_reason_parse(&g->reason, reason) == NEXUS_OK;
}

/* Reads the ten figures of the `time` part of a game's line. Returns the
 * count of bytes read, or -1 for a malformed part. */
static int parse_times(journal_game *g, const char *text)
{
    journal_time *b = &g->time[0], *w = &g->time[1];
    int used = 0;
    if (sscanf(text,
               " time %" SCNu64 " %" SCNu64 " %u %" SCNu64 " %u %" SCNu64
               " %" SCNu64 " %u %" SCNu64 " %u%n",
               &b->think_us, &b->think_max_us, &b->turns, &b->ping_us,
               &b->pings, &w->think_us, &w->think_max_us, &w->turns,
               &w->ping_us, &w->pings, &used) != 10)
        return -1;
    return used;
}

int journal_parse_game(journal_game *g, const char *text)
{
    char outcome[16], reason[16], loser = 0;
    unsigned index, black, white;
    int used = 0, more;
    memset(g, 0, sizeof *g);
    if (sscanf(text, "game %u black %u white %u result %15s %15s turns %zu%n",
               &index, &black, &white, outcome, reason, &g->turns,
               &used) != 6 ||
        index == 0 || black == 0 || white == 0 || black == white ||
        !parse_result(g, outcome, reason))
        return 0;
    g->index = index - 1;
    g->black = black - 1;
    g->white = white - 1;
    more = parse_times(g, text + used);
    if (more < 0)
        return 0;
    text += used + more;
    if (!g->forfeit)
        return *text == '\0';
    used = 0;
    if (sscanf(text, " loser %c why %n", &loser, &used) != 1 || used == 0 ||
        (loser != 'B' && loser != 'W'))
        return 0;
    g->loser_black = loser == 'B';
    if (g->loser_black != (g->outcome == NEXUS_OUTCOME_WHITE_WINS))
        return 0;
    snprintf(g->why, sizeof g->why, "%s", text + used);
    return 1;
}

/* ------------------------------------------------------------------------ */
/* Reading                                                                  */

typedef struct reader {
    journal_contents *out;
    const char *path;
    size_t cap_games;
    size_t head_len;
    int in_head;
} reader;

/* Takes a second line for the game of c->games[i]. The same game again is
 * dropped, and the journal is repaired. Another result is refused, because
 * nothing says which line is right. Returns 1 if the line was dropped, and
 * 0 after an error. */
static int twice(reader *r, size_t i, const journal_game *g, unsigned number)
{
    char first[JOURNAL_LINE_CAP], again[JOURNAL_LINE_CAP];
    if (journal_format_game(first, sizeof first, &r->out->games[i]) &&
        journal_format_game(again, sizeof again, g) &&
        strcmp(first, again) == 0) {
        cli_error("%s:%u: game %u again, the same: the line is dropped",
                  r->path, number, g->index + 1);
        r->out->duplicates++;
        return 1;
    }
    cli_error("%s:%u: game %u again, with another result than the line "
              "before: the journal was edited, and is not resumed (remove "
              "the wrong line)", r->path, number, g->index + 1);
    return 0;
}

/* Adds the game of a line, or takes it as a second line for a game that is
 * already there. Returns 1 on success, and 0 after an error, which it
 * reports. */
static int add_game(reader *r, const journal_game *g, unsigned number)
{
    journal_contents *c = r->out;
    size_t i;
    for (i = 0; i < c->n_games; i++)
        if (c->games[i].index == g->index)
            return twice(r, i, g, number);
    if (c->n_games == r->cap_games) {
        size_t cap = r->cap_games ? r->cap_games * 2 : 64;
        journal_game *grown = realloc(c->games, cap * sizeof *grown);
        if (!grown) {
            cli_error("%s: out of memory", r->path);
            return 0;
        }
        c->games = grown;
        r->cap_games = cap;
    }
    c->games[c->n_games++] = *g;
    return 1;
}

/* Keeps a line of the journal's head. Returns 1 on success, and 0 when
 * memory runs out, which it reports. */
static int add_head(reader *r, const char *text)
{
    size_t n = strlen(text);
    char *grown = realloc(r->out->head, r->head_len + n + 2);
    if (!grown) {
        cli_error("%s: out of memory", r->path);
        return 0;
    }
    memcpy(grown + r->head_len, text, n);
    grown[r->head_len + n] = '\n';
    grown[r->head_len + n + 1] = '\0';
    r->head_len += n + 1;
    r->out->head = grown;
    return 1;
}

/* Takes a damaged line. A game sealed after the bytes of a torn line is
 * kept, and the torn part is dropped. Anything else is dropped whole.
 * Returns 1 on success, and 0 after an error. */
static int damaged(reader *r, const char *line, unsigned number)
{
    const char *p = line;
    char text[JOURNAL_LINE_CAP];
    journal_game g;
    while ((p = strstr(p + 1, "game ")) != NULL) {
        if (journal_unseal(text, sizeof text, p) &&
            journal_parse_game(&g, text)) {
            cli_error("%s:%u: a torn line before game %u: its torn part "
                      "is dropped", r->path, number, g.index + 1);
            r->out->recovered++;
            return add_game(r, &g, number);
        }
    }
    /* The line may name no game, as an edited header or a foreign line
     * does. Any game that it recorded is missing from the journal, and so
     * it is played again. */
    cli_error("%s:%u: a damaged line (its check fails): dropped; a game it "
              "recorded is played again", r->path, number);
    r->out->damaged++;
    return 1;
}

/* Takes one line, without its line break. Returns 1 on success, and 0
 * after an error. */
static int take_line(reader *r, const char *line, unsigned number)
{
    char text[JOURNAL_LINE_CAP];
    journal_game g;
    int sealed = journal_unseal(text, sizeof text, line);
    if (sealed && journal_parse_game(&g, text)) {
        r->in_head = 0;
        return add_game(r, &g, number);
    }
    if (r->in_head && sealed)
        return add_head(r, text);
    if (r->in_head) {
        cli_error("%s:%u: the head of the journal is damaged: the match "
                  "cannot be checked, so it is not resumed", r->path, number);
        return 0;
    }
    return line[0] == '\0' || damaged(r, line, number);
}

/* Reads every line of a sealed journal, or marks a journal of nexus before
 * 1.2, which has no seal. Returns 1 on success, and 0 after an
 * error, which it reports. */
static int read_lines(reader *r, char *text)
{
    unsigned number = 1;
    char *line = text, *nl;
    char first[JOURNAL_LINE_CAP];
    if (!journal_unseal(first, sizeof first, text) ||
        strcmp(first, JOURNAL_MAGIC) != 0) {
        r->out->old_format = 1;
        return 1;
    }
    for (; *line; line = nl ? nl + 1 : line + strlen(line), number++) {
        nl = strchr(line, '\n');
        if (nl)
            *nl = '\0';
        if (!take_line(r, line, number))
            return 0;
        if (!nl)
            break;
    }
    return 1;
}

int journal_read(journal_contents *out, const char *path)
{
    reader r;
    char *text;
    size_t len;
    int ok;
    memset(out, 0, sizeof *out);
    memset(&r, 0, sizeof r);
    r.out = out;
    r.path = path;
    r.in_head = 1;
    if (!cli_read_file(path, &text, &len))
        return 0;
    /* NUL bytes are what a torn write leaves on some file systems, and
     * each of them is a damaged byte. */
    if (memchr(text, '\0', len)) {
        size_t i;
        for (i = 0; i < len; i++)
            if (text[i] == '\0')
                text[i] = '?';
    }
    ok = read_lines(&r, text);
    free(text);
    if (!ok)
        journal_contents_free(out);
    return ok;
}

void journal_contents_free(journal_contents *c)
{
    free(c->head);
    free(c->games);
    memset(c, 0, sizeof *c);
}

/* Writes the line of a head at `*p` into buf, which gets "" at the end,
 * and moves *p past the line. */
static void next_head_line(char *buf, size_t cap, const char **p)
{
    size_t n = strcspn(*p, "\n");
    snprintf(buf, cap, "%.*s", (int)n, *p);
    *p += n + ((*p)[n] == '\n');
}

/* Writes the key of a head line into key[cap]. The key is the line's
 * first word, and also its second for a player, as in "player 2". */
static void head_key(char *key, size_t cap, const char *line)
{
    size_t n = strcspn(line, " ");
    if (strncmp(line, "player ", 7) == 0)
        n = 7 + strcspn(line + 7, " ");
    snprintf(key, cap, "%.*s", (int)n, line);
}

/* Writes the line of `head` with the key `key` into buf, or "" if the head
 * has none. */
static void find_key(char *buf, size_t cap, const char *head, const char *key)
{
    char line[JOURNAL_LINE_CAP], k[JOURNAL_LINE_CAP];
    buf[0] = '\0';
    while (*head) {
        next_head_line(line, sizeof line, &head);
        head_key(k, sizeof k, line);
        if (strcmp(k, key) == 0) {
            snprintf(buf, cap, "%s", line);
            return;
        }
    }
}

/* Finds the first line of `a` that `b` does not have. The line goes to
 * `mine`, and the line of `b` with the same key goes to `theirs`, which
 * is "" if `b` has no line of that key. Returns 1 if there is such a
 * line, and 0 otherwise. */
static int first_difference(const char *a, const char *b, char *mine,
                            char *theirs, size_t cap)
{
    char key[JOURNAL_LINE_CAP];
    while (*a) {
        next_head_line(mine, cap, &a);
        head_key(key, sizeof key, mine);
        find_key(theirs, cap, b, key);
        if (strcmp(mine, theirs) != 0)
            return 1;
    }
    return 0;
}

int journal_check_head(const char *saved, const char *now, const char *path)
{
    char a[JOURNAL_LINE_CAP], b[JOURNAL_LINE_CAP];
    const char *hint = " (give the options of the saved match, or save to "
                       "another directory)";
    if (first_difference(saved, now, a, b, sizeof a)) {
        if (b[0])
            cli_error("match: --resume: %s is another match: it has `%s`, "
                      "this one `%s`%s", path, a, b, hint);
        else
            cli_error("match: --resume: %s is another match: it has `%s`, "
                      "this one has none%s", path, a, hint);
        return 0;
    }
    if (first_difference(now, saved, b, a, sizeof a)) {
        cli_error("match: --resume: %s is another match: it lacks `%s`%s",
                  path, b, hint);
        return 0;
    }
    return 1;
}

/* Appends a line to text (which has room for it). Returns 1. */
static int append(char *text, size_t *len, const char *line)
{
    size_t n = strlen(line);
    memcpy(text + *len, line, n);
    *len += n;
    return 1;
}

int journal_write(const char *path, const char *head,
                  const journal_game *games, size_t n)
{
    char line[JOURNAL_LINE_CAP], buf[JOURNAL_LINE_CAP], *text;
    const char *p;
    size_t lines = 0, len = 0, i, cap;
    int ok;
    for (p = head; *p; p++)
        lines += *p == '\n';
    cap = strlen(head) + lines * (SEAL_LEN + 1) + (n + 1) * JOURNAL_LINE_CAP;
    text = malloc(cap);
    ok = text != NULL;
    p = head;
    while (ok && *p) {
        next_head_line(buf, sizeof buf, &p);
        ok = journal_seal(line, sizeof line, buf) && append(text, &len, line);
    }
    for (i = 0; ok && i < n; i++)
        ok = journal_format_game(line, sizeof line, &games[i]) &&
             append(text, &len, line);
    ok = ok && cli_write_file(path, text, len);
    if (!text)
        cli_error("%s: out of memory", path);
    free(text);
    return ok;
}
