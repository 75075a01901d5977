/* The statistics of a match (nexus match): score, Elo difference with a
 * 95% interval, the pentanomial tally of paired games, and the SPRT. Scores
 * are from the first player's side: a win 1, a draw 1/2 (unfinished games
 * and games without a winner count as draws), a loss 0. Games 2k and 2k+1
 * are a pair: the same opening with the colours swapped. */
#ifndef NEXUS_CLI_STATS_H
#define NEXUS_CLI_STATS_H

typedef struct match_stats {
    unsigned wins, draws, losses;
    unsigned penta[5]; /* pairs scoring 0, 1/2, 1, 3/2, 2 */
} match_stats;

typedef struct elo_estimate {
    double score;        /* mean score per game, 0..1 */
    double elo, lo, hi;  /* Elo difference and its 95% interval */
} elo_estimate;

/* Elo of a mean score: -400 log10(1/score - 1) (+-inf at 1 and 0). */
double stats_elo(double score);

/* From the win/draw/loss counts (trinomial); 0 if no game. */
int stats_elo_trinomial(elo_estimate *out, const match_stats *s);

/* From the pairs (pentanomial); 0 if no pair. */
int stats_elo_pentanomial(elo_estimate *out, const match_stats *s);

typedef struct sprt_test {
    double elo0, elo1, alpha, beta;
} sprt_test;

/* The log-likelihood ratio of the pairs so far, in the normal
 * approximation of fishtest and fastchess: N (s1 - s0) (2m - s0 - s1) /
 * (2 var) over the pair scores (mean m, variance var; s0, s1 the scores of
 * elo0 and elo1), each of the five counts given half a pair more (the
 * Jeffreys prior), so that a few unanimous pairs do not decide alone.
 * The bounds: H0 is accepted at LLR <= *lower = ln(beta / (1 - alpha)),
 * H1 at LLR >= *upper = ln((1 - beta) / alpha). */
double stats_sprt_llr(const match_stats *s, const sprt_test *t,
                      double *lower, double *upper);

#endif
