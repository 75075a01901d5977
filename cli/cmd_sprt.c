/* The command nexus sprt, which runs the SPRT of nexus match as a
 * calculator on counts given on the command line. stats.c does the work. */
#define _POSIX_C_SOURCE 200809L

#include "cli.h"
#include "sprt_args.h"
#include "stats.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Reads `n` counts separated by commas. Returns 1 on success, and 0 after
 * an error that names `what`. */
static int parse_counts(unsigned *out, int n, const char *text,
                        const char *what)
{
    const char *p = text;
    int k;
    for (k = 0; k < n; k++) {
        char *end;
        unsigned long v;
        if (*p < '0' || *p > '9')
            break;
        v = strtoul(p, &end, 10);
        if (v > 100000000ul)
            break;
        out[k] = (unsigned)v;
        p = end;
        if (k + 1 < n && *p++ != ',')
            break;
    }
    if (k < n || *p) {
        cli_error("sprt: %s takes %d counts separated by commas (each at most "
                  "100000000), not '%s'", what, n, text);
        return 0;
    }
    return 1;
}

static void print_estimate(const char *what, const elo_estimate *e)
{
    printf("%s: score %.4f", what, e->score);
    if (isfinite(e->elo))
        printf(", Elo %+.1f", e->elo);
    if (e->bounds == ELO_BOTH)
        printf(", 95%% interval [%+.1f, %+.1f]\n", e->lo, e->hi);
    else if (e->bounds == ELO_LOWER)
        printf(", Elo > %+.1f (95%%, one-sided)\n", e->lo);
    else if (e->bounds == ELO_UPPER)
        printf(", Elo < %+.1f (95%%, one-sided)\n", e->hi);
    else
        printf(", no 95%% bound (too few samples, or all alike)\n");
}

typedef struct sprt_args {
    const char *penta, *wdl, *elo0, *elo1, *alpha, *beta;
} sprt_args;

/* Reads the test and the counts from the options. Returns 1 on success,
 * and 0 after an error. */
static int read_args(const sprt_args *a, sprt_test *t, match_stats *s)
{
    if (!a->penta == !a->wdl) {
        cli_error("sprt: give --pentanomial N0,N1,N2,N3,N4 or --wdl W,D,L "
                  "(see nexus sprt --help)");
        return 0;
    }
    sprt_args_default(t);
    t->trinomial = a->wdl != NULL;
    if ((a->elo0 && !sprt_args_set(t, "elo0", a->elo0, "sprt: --elo0")) ||
        (a->elo1 && !sprt_args_set(t, "elo1", a->elo1, "sprt: --elo1")) ||
        (a->alpha && !sprt_args_set(t, "alpha", a->alpha, "sprt: --alpha")) ||
        (a->beta && !sprt_args_set(t, "beta", a->beta, "sprt: --beta")) ||
        !sprt_args_check(t, "sprt"))
        return 0;
    memset(s, 0, sizeof *s);
    if (a->penta)
        return parse_counts(s->penta, 5, a->penta, "--pentanomial");
    {
        unsigned v[3];
        if (!parse_counts(v, 3, a->wdl, "--wdl"))
            return 0;
        s->wins = v[0];
        s->draws = v[1];
        s->losses = v[2];
    }
    return 1;
}

static void report(const sprt_test *t, const match_stats *s)
{
    elo_estimate e;
    double lower, upper, llr = stats_sprt_llr(s, t, &lower, &upper);
    if (t->trinomial)
        printf("games: %u wins, %u draws, %u losses\n", s->wins, s->draws,
               s->losses);
    else
        printf("pairs: %u %u %u %u %u (pair scores 0, 1/2, 1, 3/2, 2)\n",
               s->penta[0], s->penta[1], s->penta[2], s->penta[3],
               s->penta[4]);
    if (t->trinomial ? stats_elo_trinomial(&e, s)
                     : stats_elo_pentanomial(&e, s))
        print_estimate(t->trinomial ? "games" : "pairs", &e);
    printf("SPRT elo0=%g elo1=%g alpha=%g beta=%g (%s): LLR %.3f, bounds "
           "[%.3f, %.3f]: %s\n",
           t->elo0, t->elo1, t->alpha, t->beta,
           t->trinomial ? "trinomial" : "pentanomial", llr, lower, upper,
           llr >= upper   ? "H1 accepted (elo1)"
           : llr <= lower ? "H0 accepted (elo0)"
                          : "not decided");
}

static cli_exit cmd_sprt(int argc, char **argv)
{
    sprt_args a;
    sprt_test t;
    match_stats s;
    char *pos[1];
    int npos;
    const cli_opt_spec specs[] = {
        {"--pentanomial", CLI_OPT_STRING, &a.penta, 0, 0, NULL},
        {"--wdl", CLI_OPT_STRING, &a.wdl, 0, 0, NULL},
        {"--elo0", CLI_OPT_STRING, &a.elo0, 0, 0, NULL},
        {"--elo1", CLI_OPT_STRING, &a.elo1, 0, 0, NULL},
        {"--alpha", CLI_OPT_STRING, &a.alpha, 0, 0, NULL},
        {"--beta", CLI_OPT_STRING, &a.beta, 0, 0, NULL},
        {NULL, CLI_OPT_FLAG, NULL, 0, 0, NULL},
    };
    cli_parse_result r;
    memset(&a, 0, sizeof a);
    r = cli_parse(&cli_cmd_sprt, specs, argc, argv, pos, 0, &npos);
    if (r != CLI_PARSED)
        return cli_parse_exit(r);
    if (!read_args(&a, &t, &s))
        return CLI_USAGE;
    report(&t, &s);
    return CLI_OK;
}

const cli_command cli_cmd_sprt = {
    "sprt", cmd_sprt, "the SPRT of nexus match on counts you give",
    "usage: nexus sprt [--elo0 E0] [--elo1 E1] [--alpha A] [--beta B]\n"
    "                  (--pentanomial N0,N1,N2,N3,N4 | --wdl W,D,L)\n"
    "\n"
    "The sequential probability ratio test of nexus match --sprt, on\n"
    "counts given: the pairs of games scoring 0, 1/2, 1, 3/2 and 2\n"
    "(pentanomial, as nexus match counts them), or wins, draws and losses\n"
    "(trinomial). Prints the Elo estimate with its 95% interval, the\n"
    "log-likelihood ratio of H1 (Elo difference elo1) against H0 (elo0)\n"
    "in the normal approximation of fishtest and fastchess, its bounds\n"
    "ln(beta/(1-alpha)) and ln((1-beta)/alpha), and the verdict.\n"
    "\n"
    "  --pentanomial N0,N1,N2,N3,N4   pair counts\n"
    "  --wdl W,D,L                    game counts\n"
    "  --elo0 E0, --elo1 E1           the hypotheses (default 0 and 5)\n"
    "  --alpha A, --beta B            the error rates (default 0.05)\n"
    "\n"
    "Example: nexus sprt --elo0 0 --elo1 10 --pentanomial 30,160,400,180,40\n"};
