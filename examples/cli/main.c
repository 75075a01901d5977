/* nexus: play, replay, verify and benchmark Nexus from the command line.
 *
 *   nexus play | replay | verify | perft | match | bench | help | version
 *
 * Each subcommand has --help. This file dispatches and holds the helpers
 * the subcommands share (options, numbers, record files, bots). */
#define _POSIX_C_SOURCE 200809L

#include "cli.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

void cli_error(const char *fmt, ...)
{
    va_list ap;
    fflush(stdout);
    fputs("nexus: ", stderr);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
}

void cli_status_error(const char *what, nexus_status st)
{
    cli_error("%s: %s (%s)", what, nexus_status_message(st),
              nexus_status_name(st));
}

int cli_is_help(const char *arg)
{
    return strcmp(arg, "-h") == 0 || strcmp(arg, "--help") == 0;
}

int cli_opt(int argc, char **argv, int *i, const char *name,
            const char **value)
{
    const char *arg = argv[*i];
    size_t n = strlen(name);
    if (strncmp(arg, name, n) != 0)
        return 0;
    if (arg[n] == '=') {
        *value = arg + n + 1;
        (*i)++;
        return 1;
    }
    if (arg[n] != '\0')
        return 0;
    if (*i + 1 >= argc) {
        cli_error("option %s needs a value", name);
        return -1;
    }
    *value = argv[*i + 1];
    *i += 2;
    return 1;
}

int cli_int(long long *out, const char *text, long long lo, long long hi,
            const char *what)
{
    char *end;
    long long v;
    errno = 0;
    v = strtoll(text, &end, 10);
    if (errno || end == text || *end || v < lo || v > hi) {
        cli_error("%s must be a whole number from %lld to %lld, not '%s'",
                  what, lo, hi, text);
        return 0;
    }
    *out = v;
    return 1;
}

int cli_u64(uint64_t *out, const char *text, const char *what)
{
    char *end;
    unsigned long long v;
    errno = 0;
    if (text[0] == '-' || text[0] == '\0') {
        cli_error("%s must be a whole number from 0, not '%s'", what, text);
        return 0;
    }
    v = strtoull(text, &end, 10);
    if (errno || *end) {
        cli_error("%s must be a whole number from 0, not '%s'", what, text);
        return 0;
    }
    *out = (uint64_t)v;
    return 1;
}

int cli_read_file(const char *path, char **text, size_t *len)
{
    FILE *f = fopen(path, "rb");
    char *buf = NULL;
    size_t n = 0, cap = 0;
    if (!f) {
        cli_error("%s: %s", path, strerror(errno));
        return 0;
    }
    for (;;) {
        size_t got;
        if (cap - n < 4096) {
            char *grown;
            cap = cap ? cap * 2 : 8192;
            grown = realloc(buf, cap);
            if (!grown) {
                cli_error("%s: out of memory", path);
                free(buf);
                fclose(f);
                return 0;
            }
            buf = grown;
        }
        got = fread(buf + n, 1, cap - n - 1, f);
        n += got;
        if (got == 0)
            break;
    }
    if (ferror(f)) {
        cli_error("%s: read error", path);
        free(buf);
        fclose(f);
        return 0;
    }
    fclose(f);
    buf[n] = '\0';
    *text = buf;
    *len = n;
    return 1;
}

int cli_load_record(const char *path, nexus_game **out)
{
    char *text;
    size_t len;
    nexus_record_error err;
    nexus_status st;
    if (!cli_read_file(path, &text, &len))
        return 0;
    memset(&err, 0, sizeof err);
    st = nexus_record_read(out, text, len, NULL, &err);
    free(text);
    if (st == NEXUS_E_RECORD) {
        if (err.line > 0)
            cli_error("%s:%d: %s", path, err.line, err.message);
        else
            cli_error("%s: %s", path, err.message);
        return 0;
    }
    if (st != NEXUS_OK) {
        cli_status_error(path, st);
        return 0;
    }
    return 1;
}

int cli_save_record(const char *path, const nexus_game *game)
{
    size_t count = 0, plen = strlen(path);
    char *text, *tmp;
    FILE *f;
    int ok;
    nexus_status st = nexus_record_write(NULL, 0, &count, game);
    if (st != NEXUS_OK && st != NEXUS_E_BUFFER_TOO_SMALL) {
        cli_status_error("writing the record", st);
        return 0;
    }
    text = malloc(count ? count : 1);
    tmp = malloc(plen + 5);
    if (!text || !tmp) {
        free(text);
        free(tmp);
        cli_error("%s: out of memory", path);
        return 0;
    }
    st = nexus_record_write(text, count, &count, game);
    if (st != NEXUS_OK) {
        cli_status_error("writing the record", st);
        free(text);
        free(tmp);
        return 0;
    }
    memcpy(tmp, path, plen);
    memcpy(tmp + plen, ".tmp", 5);
    f = fopen(tmp, "wb");
    ok = f != NULL;
    if (ok) {
        ok = fwrite(text, 1, count - 1, f) == count - 1;
        ok = (fclose(f) == 0) && ok;
        if (ok)
            ok = rename(tmp, path) == 0;
        if (!ok)
            remove(tmp);
    }
    if (!ok)
        cli_error("cannot save the game to %s: %s", path, strerror(errno));
    free(text);
    free(tmp);
    return ok;
}

const char *const cli_bot_kinds = "simple, random, strong";

int cli_is_bot_kind(const char *kind)
{
    return strcmp(kind, "simple") == 0 || strcmp(kind, "bot") == 0 ||
           strcmp(kind, "random") == 0 || strcmp(kind, "strong") == 0;
}

int cli_make_bot(nexus_bot **out, const char *kind, uint64_t seed)
{
    nexus_status st;
    if (strcmp(kind, "simple") == 0 || strcmp(kind, "bot") == 0)
        st = nexus_bot_new_simple(out);
    else if (strcmp(kind, "random") == 0)
        st = nexus_bot_new_random(out, seed);
    else if (strcmp(kind, "strong") == 0) {
        nexus_strong_options opts = NEXUS_STRONG_OPTIONS_INIT;
        opts.seed = seed;
        st = nexus_bot_new_strong(out, &opts);
    } else {
        cli_error("unknown bot '%s' (bots: %s)", kind, cli_bot_kinds);
        return 0;
    }
    if (st != NEXUS_OK) {
        cli_status_error(kind, st);
        return 0;
    }
    return 1;
}

/* ------------------------------------------------------------------------ */

static void usage(FILE *out)
{
    fprintf(out,
            "usage: nexus COMMAND [OPTIONS] [ARGS]\n"
            "\n"
            "Play and examine games of Nexus (libnexus %s).\n"
            "\n"
            "Commands:\n"
            "  play      play a game in the terminal (humans and bots)\n"
            "  replay    show a saved game (.nxr) move by move\n"
            "  verify    check conformance records (.nxr) against the engine\n"
            "  perft     count the game tree from the empty board\n"
            "  match     bot against bot: N games and a summary\n"
            "  bench     run the benchmarks (nexus-bench)\n"
            "  help      show this, or `nexus help COMMAND`\n"
            "  version   print the library version\n"
            "\n"
            "`nexus COMMAND --help` describes a command.\n",
            nexus_version_string());
}

typedef int (*command_fn)(int argc, char **argv);

static const struct command {
    const char *name;
    command_fn fn;
} commands[] = {
    {"play", cli_play},     {"replay", cli_replay}, {"verify", cli_verify},
    {"perft", cli_perft},   {"match", cli_match},
};

static command_fn find_command(const char *name)
{
    size_t i;
    for (i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (strcmp(commands[i].name, name) == 0)
            return commands[i].fn;
    return NULL;
}

int main(int argc, char **argv)
{
    const char *cmd;
    command_fn fn;
    if (argc < 2) {
        usage(stderr);
        return CLI_USAGE;
    }
    cmd = argv[1];
    if (cli_is_help(cmd)) {
        usage(stdout);
        return CLI_OK;
    }
    if (strcmp(cmd, "version") == 0 || strcmp(cmd, "--version") == 0) {
        printf("nexus %s\n", nexus_version_string());
        return CLI_OK;
    }
    if (strcmp(cmd, "help") == 0) {
        char *help_argv[3];
        if (argc < 3) {
            usage(stdout);
            return CLI_OK;
        }
        help_argv[0] = argv[2];
        help_argv[1] = "--help";
        help_argv[2] = NULL;
        if (strcmp(argv[2], "bench") == 0)
            return cli_bench(2, help_argv, argv[0]);
        fn = find_command(argv[2]);
        if (!fn) {
            cli_error("no command '%s' (try `nexus --help`)", argv[2]);
            return CLI_USAGE;
        }
        return fn(2, help_argv);
    }
    if (strcmp(cmd, "bench") == 0)
        return cli_bench(argc - 1, argv + 1, argv[0]);
    fn = find_command(cmd);
    if (!fn) {
        cli_error("no command '%s' (try `nexus --help`)", cmd);
        return CLI_USAGE;
    }
    return fn(argc - 1, argv + 1);
}
