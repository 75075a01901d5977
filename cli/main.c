/* The tool nexus, which plays, replays, verifies, benchmarks and pits
 * Nexus engines against each other from the command line. This file is the
 * dispatcher, with the command table, `help` and `version`. Each command
 * lives in its own cmd_*.c. */
#include "cli.h"

#include <string.h>

static const cli_command *const commands[] = {
    &cli_cmd_play,   &cli_cmd_replay, &cli_cmd_show,   &cli_cmd_verify,
    &cli_cmd_perft,  &cli_cmd_match,  &cli_cmd_engine, &cli_cmd_engine_check,
    &cli_cmd_sprt,   &cli_cmd_bench,
};
#define N_COMMANDS (sizeof commands / sizeof commands[0])

static void usage(FILE *out)
{
    size_t i;
    fprintf(out,
            "usage: nexus COMMAND [OPTIONS] [ARGS]\n"
            "\n"
            "Play and examine games of Nexus (libnexus %s).\n"
            "\n"
            "Commands:\n",
            nexus_version_string());
    for (i = 0; i < N_COMMANDS; i++)
        fprintf(out, "  %-13s %s\n", commands[i]->name, commands[i]->summary);
    fprintf(out, "  %-13s %s\n  %-13s %s\n\n"
                 "`nexus COMMAND --help` describes a command.\n",
            "help", "show this, or `nexus help COMMAND`", "version",
            "print the library version");
}

static const cli_command *find_command(const char *name)
{
    size_t i;
    for (i = 0; i < N_COMMANDS; i++)
        if (strcmp(commands[i]->name, name) == 0)
            return commands[i];
    cli_error("no command '%s' (try `nexus --help`)", name);
    return NULL;
}

static int is_help(const char *arg)
{
    return strcmp(arg, "-h") == 0 || strcmp(arg, "--help") == 0;
}

int main(int argc, char **argv)
{
    const cli_command *cmd;
    if (argc < 2) {
        usage(stderr);
        return CLI_USAGE;
    }
    if (is_help(argv[1]) || (strcmp(argv[1], "help") == 0 && argc < 3)) {
        usage(stdout);
        return CLI_OK;
    }
    if (strcmp(argv[1], "version") == 0 || strcmp(argv[1], "--version") == 0) {
        if (argc > 2 && is_help(argv[2])) {
            fputs("usage: nexus version\n\nPrint the version of the "
                  "library (libnexus) the tool runs on.\n", stdout);
            return CLI_OK;
        }
        printf("nexus %s\n", nexus_version_string());
        return CLI_OK;
    }
    if (strcmp(argv[1], "help") == 0) {
        if (is_help(argv[2])) {
            fputs("usage: nexus help [COMMAND]\n\nPrint the list of "
                  "commands, or the usage of COMMAND\n(as `nexus COMMAND "
                  "--help` does).\n", stdout);
            return CLI_OK;
        }
        cmd = find_command(argv[2]);
        if (cmd)
            fputs(cmd->help, stdout);
        if (cmd == &cli_cmd_play || cmd == &cli_cmd_match)
            cli_print_players(stdout, cmd == &cli_cmd_play);
        return cmd ? CLI_OK : CLI_USAGE;
    }
    cmd = find_command(argv[1]);
    return cmd ? (int)cmd->fn(argc - 1, argv + 1) : CLI_USAGE;
}
