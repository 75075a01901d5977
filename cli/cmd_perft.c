/* The command nexus perft, which runs the perft of the conformance runner
 * (conformance/perft.c). */
#include "cli.h"

#include <inttypes.h>

#include "conformance.h"

static cli_exit cmd_perft(int argc, char **argv)
{
    long long size, p1, p2, depth;
    uint64_t count = 0;
    char *pos[4];
    const cli_opt_spec specs[] = {{NULL, CLI_OPT_FLAG, NULL, 0, 0, NULL}};
    cli_exit status;
    if (!cli_parse_exact(&cli_cmd_perft, specs, argc, argv, pos, 4, &status))
        return status;
    if (!cli_int(&size, pos[0], NEXUS_MIN_SIZE, NEXUS_MAX_SIZE, "SIZE") ||
        !cli_int(&p1, pos[1], 0, NEXUS_MAX_DEBT_RATE, "P1") ||
        !cli_int(&p2, pos[2], 0, NEXUS_MAX_DEBT_RATE, "P2") ||
        !cli_int(&depth, pos[3], 0, 64, "DEPTH"))
        return CLI_USAGE;
    if (conformance_perft(&count, (int)size, (int)p1, (int)p2, (int)depth))
        return CLI_FAIL;
    printf("%" PRIu64 "\n", count);
    return CLI_OK;
}

const cli_command cli_cmd_perft = {
    "perft", cmd_perft, "count the game tree from the empty board",
    "usage: nexus perft SIZE P1 P2 DEPTH\n"
    "\n"
    "Count the leaves of the tree of full turns DEPTH turns deep from\n"
    "the empty SIZE x SIZE board with capture debt P1 and unblock\n"
    "debt P2 (a full turn is an unblocking set, a point and a\n"
    "payment). Prints the count. Example: nexus perft 3 2 4 3 (504).\n"};
