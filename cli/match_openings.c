/* The openings of a match, from --openings FILE (match.h). Each line holds
 * one opening: a record's `start` position, or the path of a record to
 * play on from. Every error names the file and the line. */
#define _POSIX_C_SOURCE 200809L

#include "match.h"

#include <stdlib.h>
#include <string.h>

#define OPENING_LINE_CAP 4096

/* Replays `text`. Returns 1 on success, and 0 after an error that names
 * `file`:`line`, and also `path`, the record that the line names, if
 * there is one. */
static int check_opening(const char *text, const char *file, unsigned line,
                         const char *path)
{
    nexus_record_error err;
    nexus_game *g = NULL;
    char where[64] = "";
    nexus_status st;
    memset(&err, 0, sizeof err);
    st = nexus_record_read(&g, text, strlen(text), NULL, &err);
    nexus_game_free(g);
    if (st == NEXUS_OK)
        return 1;
    if (path && err.line > 0)
        snprintf(where, sizeof where, " (line %d of the record)", err.line);
    cli_error("%s:%u: bad opening%s%s%s: %s", file, line, path ? " " : "",
              path ? path : "", where,
              st == NEXUS_E_RECORD ? err.message : nexus_status_message(st));
    return 0;
}

/* Returns the text of the record of one line, or NULL after an error. The
 * line is a `start` position on the match's rules, or the path of a
 * record, relative to the directory of the openings file. */
static char *opening_text(const match_config *cfg, const char *line,
                          const char *base, const char *file, unsigned n)
{
    char path[4096 + OPENING_LINE_CAP], *text = NULL;
    size_t len;
    if (strncmp(line, "start ", 6) == 0) {
        text = cli_rules_record(&cfg->rules, line + 6);
        if (text && !check_opening(text, file, n, NULL)) {
            free(text);
            text = NULL;
        }
        return text;
    }
    snprintf(path, sizeof path, "%s%s%s", line[0] == '/' ? "" : base,
             line[0] == '/' ? "" : "/", line);
    if (!cli_read_file(path, &text, &len)) {
        cli_error("%s:%u: the opening %s cannot be read", file, n, path);
        return NULL;
    }
    if (!check_opening(text, file, n, path)) {
        free(text);
        return NULL;
    }
    return text;
}

static int add_opening(match_config *cfg, char *text, const char *file,
                       unsigned n)
{
    char **grown;
    if (cfg->n_openings == MATCH_MAX_OPENINGS) {
        cli_error("%s:%u: more than %d openings", file, n, MATCH_MAX_OPENINGS);
        free(text);
        return 0;
    }
    grown = realloc(cfg->openings, (cfg->n_openings + 1) * sizeof *grown);
    if (!grown) {
        cli_error("%s: out of memory", file);
        free(text);
        return 0;
    }
    cfg->openings = grown;
    cfg->openings[cfg->n_openings++] = text;
    return 1;
}

/* Takes one line of the file, NUL-terminated and without its line break.
 * Returns 1 on success, and 0 after an error. */
static int take_line(match_config *cfg, char *line, const char *base,
                     const char *file, unsigned n)
{
    char *text;
    size_t len = strlen(line);
    if (len > 0 && line[len - 1] == '\r')
        line[--len] = '\0';
    if (len >= OPENING_LINE_CAP) {
        cli_error("%s:%u: a line longer than %d bytes", file, n,
                  OPENING_LINE_CAP - 1);
        return 0;
    }
    if (!line[0] || line[0] == '#')
        return 1;
    text = opening_text(cfg, line, base, file, n);
    return text && add_opening(cfg, text, file, n);
}

int match_load_openings(match_config *cfg, const char *path)
{
    char base[4096], *slash, *text, *line, *nl;
    size_t len;
    unsigned n = 1;
    int ok = 1;
    if (!cli_read_file(path, &text, &len))
        return 0;
    snprintf(base, sizeof base, "%s", path);
    slash = strrchr(base, '/');
    if (slash)
        *slash = '\0';
    else
        snprintf(base, sizeof base, ".");
    if (memchr(text, '\0', len)) {
        cli_error("%s: a NUL byte: not an openings file", path);
        ok = 0;
    }
    for (line = text; ok && *line; line = nl + 1, n++) {
        nl = strchr(line, '\n');
        if (!nl)
            nl = line + strlen(line) - 1;
        else
            *nl = '\0';
        ok = take_line(cfg, line, base, path, n);
    }
    free(text);
    if (ok && cfg->n_openings == 0)
        cli_error("match: no opening in %s", path);
    return ok && cfg->n_openings > 0;
}

void match_free_openings(match_config *cfg)
{
    size_t i;
    for (i = 0; i < cfg->n_openings; i++)
        free(cfg->openings[i]);
    free(cfg->openings);
    cfg->openings = NULL;
    cfg->n_openings = 0;
}
