/* The statistics of a match (stats.h). */
#include "stats.h"

#include <math.h>

#define Z95 1.959963984540054
#define Z95_ONE_SIDED 1.6448536269514722

double stats_elo(double score)
{
    if (score <= 0)
        return -INFINITY;
    if (score >= 1)
        return INFINITY;
    return -400.0 * log10(1.0 / score - 1.0);
}

/* Returns the mean of samples, n[i] of them at the value x[i], and sets
 * *var to their variance and *total to their number. */
static double mean_var(const double *n, const double *x, int k, double *var,
                       double *total)
{
    double sum = 0, mean = 0, v = 0;
    int i;
    for (i = 0; i < k; i++) {
        sum += n[i];
        mean += n[i] * x[i];
    }
    mean /= sum;
    for (i = 0; i < k; i++)
        v += n[i] * (x[i] - mean) * (x[i] - mean);
    *var = v / sum;
    *total = sum;
    return mean;
}

void stats_estimate(elo_estimate *out, double m, double v, double n)
{
    double sd = sqrt(v / n), half = Z95 * sd;
    out->score = m;
    out->elo = stats_elo(m) + 0.0; /* Adding 0.0 turns -0 into 0. */
    out->lo = stats_elo(m - half);
    out->hi = stats_elo(m + half);
    out->bounds = ELO_BOTH;
    if (v == 0 && m > 0 && m < 1) {
        /* Every sample is alike, so there is no spread to go by. */
        out->bounds = ELO_NONE;
    } else if (v == 0) {
        double p = pow(0.05, 1.0 / n); /* It solves P(n of n | p) = 0.05. */
        out->bounds = m >= 1 ? ELO_LOWER : ELO_UPPER;
        out->lo = stats_elo(p);
        out->hi = stats_elo(1 - p);
    } else if (m + half >= 1 && m - half <= 0) {
        out->bounds = ELO_NONE;
    } else if (m + half >= 1) {
        out->bounds = ELO_LOWER;
        out->lo = stats_elo(m - Z95_ONE_SIDED * sd);
    } else if (m - half <= 0) {
        out->bounds = ELO_UPPER;
        out->hi = stats_elo(m + Z95_ONE_SIDED * sd);
    }
}

static void estimate(elo_estimate *out, const double *n, const double *x,
                     int k)
{
    double var, total, mean = mean_var(n, x, k, &var, &total);
    stats_estimate(out, mean, var, total);
}

int stats_elo_trinomial(elo_estimate *out, const match_stats *s)
{
    const double x[3] = {0.0, 0.5, 1.0};
    double n[3];
    n[0] = s->losses;
    n[1] = s->draws;
    n[2] = s->wins;
    if (n[0] + n[1] + n[2] == 0)
        return 0;
    estimate(out, n, x, 3);
    return 1;
}

int stats_elo_pentanomial(elo_estimate *out, const match_stats *s)
{
    const double x[5] = {0.0, 0.25, 0.5, 0.75, 1.0};
    double n[5], total = 0;
    int i;
    for (i = 0; i < 5; i++)
        total += n[i] = s->penta[i];
    if (total == 0)
        return 0;
    estimate(out, n, x, 5);
    return 1;
}

/* Returns the expected score of an Elo difference. */
static double score_of(double elo)
{
    return 1.0 / (1.0 + pow(10.0, -elo / 400.0));
}

double stats_sprt_llr(const match_stats *s, const sprt_test *t,
                      double *lower, double *upper)
{
    const double x5[5] = {0.0, 0.25, 0.5, 0.75, 1.0}, x3[3] = {0.0, 0.5, 1.0};
    const double *x = t->trinomial ? x3 : x5;
    double n[5], var, total, mean, s0, s1, samples = 0;
    int i, k = t->trinomial ? 3 : 5;
    *lower = log(t->beta / (1.0 - t->alpha));
    *upper = log((1.0 - t->beta) / t->alpha);
    for (i = 0; i < k; i++) {
        double c = t->trinomial ? (i == 0   ? s->losses
                                   : i == 1 ? s->draws
                                            : s->wins)
                                : s->penta[i];
        samples += c;
        n[i] = c + 0.5;
    }
    if (samples == 0)
        return 0.0;
    mean = mean_var(n, x, k, &var, &total);
    s0 = score_of(t->elo0);
    s1 = score_of(t->elo1);
    return total * (s1 - s0) * (2.0 * mean - s0 - s1) / (2.0 * var);
}
