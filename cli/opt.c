/* The one option parser of the tool. Each command declares its options in
 * a table, after libgit2's cli_opt_spec. */
#include "cli.h"

#include <stdlib.h>
#include <string.h>

/* Returns the spec of `arg`, which is "--name", "--name=V" or "-xV", or
 * NULL if none matches. *inline_value is set when the value is attached. */
static const cli_opt_spec *find_spec(const cli_opt_spec *specs,
                                     const char *arg,
                                     const char **inline_value)
{
    const cli_opt_spec *s;
    *inline_value = NULL;
    for (s = specs; s->name; s++) {
        size_t n = strlen(s->name);
        if (strncmp(arg, s->name, n) != 0)
            continue;
        if (arg[n] == '\0')
            return s;
        if (s->kind == CLI_OPT_FLAG)
            continue;
        if (arg[n] == '=') {
            *inline_value = arg + n + 1;
            return s;
        }
        /* A short option can have its value attached, as in -j2. */
        if (n == 2) {
            *inline_value = arg + n;
            return s;
        }
    }
    return NULL;
}

static int set_value(const cli_opt_spec *s, const char *v)
{
    switch (s->kind) {
    case CLI_OPT_STRING:
        *(const char **)s->value = v;
        return 1;
    case CLI_OPT_INT:
        return cli_int((long long *)s->value, v, s->lo, s->hi, s->name);
    case CLI_OPT_U64:
        return cli_u64((uint64_t *)s->value, v, s->name);
    case CLI_OPT_LIST: {
        cli_opt_list *l = s->value;
        const char **grown = realloc(l->values, (l->n + 1) * sizeof *grown);
        if (!grown) {
            cli_error("%s: out of memory", s->name);
            return 0;
        }
        grown[l->n++] = v;
        l->values = grown;
        return 1;
    }
    default:
        *(int *)s->value = 1;
        return 1;
    }
}

/* Takes one option at argv[*i] and advances *i. Returns 1 on success, and
 * 0 after an error. */
static int take_option(const cli_command *cmd, const cli_opt_spec *specs,
                       int argc, char **argv, int *i)
{
    const char *v = NULL;
    const cli_opt_spec *s = find_spec(specs, argv[*i], &v);
    if (!s) {
        cli_error("%s: unknown option '%s' (see nexus %s --help)", cmd->name,
                  argv[*i], cmd->name);
        return 0;
    }
    (*i)++;
    if (s->kind != CLI_OPT_FLAG && !v) {
        if (*i >= argc) {
            cli_error("%s: option %s needs a value", cmd->name, s->name);
            return 0;
        }
        v = argv[(*i)++];
    }
    if (s->given)
        *s->given = 1;
    return set_value(s, v);
}

cli_parse_result cli_parse(const cli_command *cmd, const cli_opt_spec *specs,
                           int argc, char **argv, char **pos, int max_pos,
                           int *npos)
{
    int i = 1, options = 1;
    *npos = 0;
    while (i < argc) {
        const char *a = argv[i];
        if (options && (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0)) {
            fputs(cmd->help, stdout);
            return CLI_HELPED;
        }
        if (options && strcmp(a, "--") == 0) {
            options = 0;
            i++;
        } else if (options && a[0] == '-' && a[1] != '\0') {
            if (!take_option(cmd, specs, argc, argv, &i))
                return CLI_BAD;
        } else if (*npos == max_pos) {
            cli_error("%s: unexpected argument '%s' (see nexus %s --help)",
                      cmd->name, a, cmd->name);
            return CLI_BAD;
        } else {
            pos[(*npos)++] = argv[i++];
        }
    }
    return CLI_PARSED;
}

void cli_rules_init(cli_rules_args *r)
{
    nexus_options o = NEXUS_OPTIONS_INIT;
    r->size = o.size;
    r->p1 = o.capture_debt;
    r->p2 = o.unblock_debt;
    r->given = 0;
}

nexus_options cli_rules_options(const cli_rules_args *r)
{
    nexus_options o = NEXUS_OPTIONS_INIT;
    o.size = (int)r->size;
    o.capture_debt = (int)r->p1;
    o.unblock_debt = (int)r->p2;
    return o;
}

cli_exit cli_parse_exit(cli_parse_result r)
{
    return r == CLI_HELPED ? CLI_OK : CLI_USAGE;
}

int cli_parse_exact(const cli_command *cmd, const cli_opt_spec *specs,
                    int argc, char **argv, char **pos, int n,
                    cli_exit *status)
{
    int npos = 0;
    cli_parse_result r = cli_parse(cmd, specs, argc, argv, pos, n, &npos);
    if (r != CLI_PARSED) {
        *status = cli_parse_exit(r);
        return 0;
    }
    if (npos != n) {
        fputs(cmd->help, stderr);
        *status = CLI_USAGE;
        return 0;
    }
    return 1;
}
