/* The statistics of a match (nexus match): the score, the Elo difference
 * with a 95% interval, the pentanomial tally of paired games, and the
 * SPRT. Scores are from the first player's side: 1 for a win, 1/2 for a
 * draw and 0 for a loss. Unfinished games and games without a winner
 * count as draws. Games 2k and 2k+1 are a pair, which plays the same
 * opening with the colours swapped. */
#ifndef NEXUS_CLI_STATS_H
#define NEXUS_CLI_STATS_H

/* The results of the games of one pairing. */
typedef struct match_stats {
    unsigned wins, draws, losses;
    unsigned penta[5]; /* The pairs that score 0, 1/2, 1, 3/2 and 2. */
} match_stats;

/* Which bounds of the 95% interval are finite. A sweep, in which every
 * game is won, has no upper bound, and it gets a one-sided lower bound
 * instead. */
typedef enum elo_bounds {
    ELO_BOTH,  /* Both bounds hold: lo <= elo <= hi. */
    ELO_LOWER, /* Only elo > lo holds, one-sided at 95%. */
    ELO_UPPER, /* Only elo < hi holds, one-sided at 95%. */
    ELO_NONE   /* There are too few games for any bound. */
} elo_bounds;

/* An Elo difference and its interval. */
typedef struct elo_estimate {
    double score;        /* The mean score of a game, in 0..1. */
    double elo, lo, hi;  /* The Elo difference and its 95% interval. */
    elo_bounds bounds;   /* Which of lo and hi mean something. */
} elo_estimate;

/* Returns the Elo of a mean score, -400 log10(1/score - 1), which is
 * +inf at 1 and -inf at 0. */
double stats_elo(double score);

/* Estimates the Elo difference from n samples of mean score m and
 * variance v, where each sample is a game's or a pair's score in 0..1.
 * The estimate is the normal approximation, two-sided (z = 1.96) while
 * both bounds lie inside (0, 1). When one bound falls out, it is a
 * one-sided 95% bound on the other side (z = 1.645). When the samples
 * have no spread at all and a score of 1 or 0, it is the exact one-sided
 * bound of n successes in n trials, p > 0.05^(1/n). With no spread and
 * any other score, as when every pair is drawn alike, there is no bound
 * (ELO_NONE), because the samples say nothing of their spread. */
void stats_estimate(elo_estimate *out, double m, double v, double n);

/* Estimates the Elo difference from the counts of wins, draws and losses
 * (trinomial). Returns 1, or 0 if there is no game. */
int stats_elo_trinomial(elo_estimate *out, const match_stats *s);

/* Estimates the Elo difference from the pairs (pentanomial). Returns 1,
 * or 0 if there is no pair. */
int stats_elo_pentanomial(elo_estimate *out, const match_stats *s);

/* The parameters of an SPRT. */
typedef struct sprt_test {
    double elo0, elo1, alpha, beta;
    int trinomial; /* It is 1 to count games (W, D, L), and 0, the
                      default, to count pairs. */
} sprt_test;

/* Returns the log-likelihood ratio so far, in the normal approximation of
 * fishtest and fastchess: N (s1 - s0) (2m - s0 - s1) / (2 var). The
 * samples are the pair scores (pentanomial, the default, over the five
 * pair results) or the game scores (trinomial, over wins, draws and
 * losses), with mean m and variance var, and s0 and s1 are the scores of
 * elo0 and elo1. Each count is given half a sample more (the Jeffreys
 * prior), so that a few unanimous samples do not decide. H0 is accepted
 * at LLR <= *lower = ln(beta / (1 - alpha)), and H1 at
 * LLR >= *upper = ln((1 - beta) / alpha). */
double stats_sprt_llr(const match_stats *s, const sprt_test *t,
                      double *lower, double *upper);

#endif
