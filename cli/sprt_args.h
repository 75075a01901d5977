/* The parameters of an SPRT as the command line gives them: the options
 * of `nexus sprt` and the list of `nexus match --sprt`, read by the same
 * code so that both take and refuse the same values. */
#ifndef NEXUS_CLI_SPRT_ARGS_H
#define NEXUS_CLI_SPRT_ARGS_H

#include "stats.h"

/* Sets the defaults: elo0 0, elo1 5, alpha and beta 0.05, pentanomial. */
void sprt_args_default(sprt_test *t);

/* Sets the parameter `key` from the whole of `value`. The key is elo0,
 * elo1, alpha, beta, or model, which is pentanomial or trinomial. Returns
 * 1 on success, and 0 after an error that names `what`, which is how the
 * user wrote the parameter, and the values allowed. */
int sprt_args_set(sprt_test *t, const char *key, const char *value,
                  const char *what);

/* Returns 1 if elo0 < elo1, and 0 otherwise, after an error that starts
 * with `who`. */
int sprt_args_check(const sprt_test *t, const char *who);

/* Reads KEY=VALUE[,KEY=VALUE...] into t, after the defaults. The keys are
 * those of sprt_args_set, each at most once, and the text has no spaces.
 * Returns 1 on success, and 0 after an error that starts with `who`. */
int sprt_args_parse_list(sprt_test *t, const char *text, const char *who);

#endif
