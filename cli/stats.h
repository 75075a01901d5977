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

/* Which bounds of the 95% interval are finite. A sweep (every game won)
 * has no upper bound: it gets a one-sided lower bound instead. */
typedef enum elo_bounds {
    ELO_BOTH,  /* lo <= elo <= hi */
    ELO_LOWER, /* elo > lo, one-sided 95% */
    ELO_UPPER, /* elo < hi, one-sided 95% */
    ELO_NONE   /* too few games for any bound */
} elo_bounds;

typedef struct elo_estimate {
    double score;        /* mean score per game, 0..1 */
    double elo, lo, hi;  /* Elo difference and its 95% interval */
    elo_bounds bounds;   /* which of lo, hi mean something */
} elo_estimate;

/* Elo of a mean score: -400 log10(1/score - 1) (+-inf at 1 and 0). */
double stats_elo(double score);

/* The estimate from n samples of mean score m and variance v (each a
 * game's or a pair's score, 0..1): the normal approximation, two-sided
 * (z = 1.96) while both bounds lie inside (0, 1); when one falls out, a
 * one-sided 95% bound on the other side (z = 1.645); when the samples
 * have no spread at all and a score of 1 (or 0), the exact one-sided
 * bound of n successes in n trials, p > 0.05^(1/n); with no spread and
 * any other score (every pair drawn alike), no bound (ELO_NONE): the
 * samples say nothing of their spread. */
void stats_estimate(elo_estimate *out, double m, double v, double n);

/* From the win/draw/loss counts (trinomial); 0 if no game. */
int stats_elo_trinomial(elo_estimate *out, const match_stats *s);

/* From the pairs (pentanomial); 0 if no pair. */
int stats_elo_pentanomial(elo_estimate *out, const match_stats *s);

typedef struct sprt_test {
    double elo0, elo1, alpha, beta;
    int trinomial; /* 1: over games (W, D, L); 0: over pairs (default) */
} sprt_test;

/* The log-likelihood ratio so far, in the normal approximation of
 * fishtest and fastchess: N (s1 - s0) (2m - s0 - s1) / (2 var) over the
 * pair scores (pentanomial, the default: the five pair results) or the
 * game scores (trinomial: wins, draws, losses) (mean m, variance var; s0,
 * s1 the scores of elo0 and elo1), each count given half a sample more
 * (the Jeffreys prior), so that a few unanimous samples do not decide.
 * The bounds: H0 is accepted at LLR <= *lower = ln(beta / (1 - alpha)),
 * H1 at LLR >= *upper = ln((1 - beta) / alpha). */
double stats_sprt_llr(const match_stats *s, const sprt_test *t,
                      double *lower, double *upper);

#endif
