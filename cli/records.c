/* The records that the commands share, read from text and files, written
 * to text and files, and the words of a result. file.c, which is below
 * this file, reads and writes the files. */
#define _POSIX_C_SOURCE 200809L

#include "cli.h"

#include <stdlib.h>
#include <string.h>

int cli_parse_record(const char *what, const char *text, size_t len,
                     nexus_game **out)
{
    nexus_record_error err;
    nexus_status st;
    memset(&err, 0, sizeof err);
    st = nexus_record_read(out, text, len, NULL, &err);
    if (st == NEXUS_E_RECORD) {
        if (err.line > 0)
            cli_error("%s:%d: %s", what, err.line, err.message);
        else
            cli_error("%s: %s", what, err.message);
        return 0;
    }
    if (st != NEXUS_OK) {
        cli_status_error(what, st);
        return 0;
    }
    return 1;
}

int cli_load_record(const char *path, nexus_game **out)
{
    char *text;
    size_t len;
    int ok;
    if (!cli_read_file(path, &text, &len))
        return 0;
    ok = cli_parse_record(strcmp(path, "-") == 0 ? "standard input" : path,
                          text, len, out);
    free(text);
    return ok;
}

int cli_open_record(const cli_command *cmd, const cli_opt_spec *specs,
                    int argc, char **argv, nexus_game **out,
                    cli_exit *status)
{
    char *path[1];
    if (!cli_parse_exact(cmd, specs, argc, argv, path, 1, status))
        return 0;
    if (!cli_load_record(path[0], out)) {
        *status = CLI_FAIL;
        return 0;
    }
    return 1;
}

int cli_record_text(char **out, size_t *len, const nexus_game *game,
                    const char *extra)
{
    size_t count = 0, more = extra ? strlen(extra) : 0;
    char *text;
    nexus_status st = nexus_record_write(NULL, 0, &count, game);
    if (st != NEXUS_OK && st != NEXUS_E_BUFFER_TOO_SMALL) {
        cli_status_error("writing the record", st);
        return 0;
    }
    text = malloc(count + more + 1);
    if (!text) {
        cli_error("writing the record: out of memory");
        return 0;
    }
    st = nexus_record_write(text, count, &count, game);
    if (st != NEXUS_OK) {
        cli_status_error("writing the record", st);
        free(text);
        return 0;
    }
    if (more)
        memcpy(text + count - 1, extra, more + 1);
    *out = text;
    *len = count - 1 + more;
    return 1;
}

int cli_save_record(const char *path, const nexus_game *game,
                    const char *extra)
{
    char *text;
    size_t len;
    int ok;
    if (!cli_record_text(&text, &len, game, extra))
        return 0;
    ok = cli_write_file(path, text, len);
    free(text);
    return ok;
}

void cli_result_text(char *buf, size_t cap, const nexus_game *game)
{
    nexus_outcome o = NEXUS_OUTCOME_NONE;
    nexus_reason r = NEXUS_REASON_NONE;
    nexus_game_result(&o, &r, game);
    if (o == NEXUS_OUTCOME_NONE)
        snprintf(buf, cap, "%s", nexus_outcome_name(o));
    else
        snprintf(buf, cap, "%s %s", nexus_outcome_name(o),
                 nexus_reason_name(r));
}

char *cli_rules_record(const nexus_options *rules, const char *start)
{
    size_t cap = (start ? strlen(start) : 0) + 128;
    char *text = malloc(cap);
    if (!text) {
        cli_error("out of memory");
        return NULL;
    }
    snprintf(text, cap,
             "nexus-record 1\nsize %d\ncapture-debt %d\nunblock-debt %d\n"
             "%s%s%s",
             rules->size, rules->capture_debt, rules->unblock_debt,
             start ? "start " : "", start ? start : "", start ? "\n" : "");
    return text;
}
