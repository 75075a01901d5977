/* Match statistics (stats.h). */
#include "stats.h"

#include <math.h>

#define Z95 1.959963984540054

double stats_elo(double score)
{
    if (score <= 0)
        return -INFINITY;
    if (score >= 1)
        return INFINITY;
    return -400.0 * log10(1.0 / score - 1.0);
}

/* Mean and variance of samples: n[i] of them at value x[i]. */
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

static void estimate(elo_estimate *out, const double *n, const double *x,
                     int k)
{
    double var, total, mean = mean_var(n, x, k, &var, &total);
    double half = Z95 * sqrt(var / total);
    out->score = mean;
    out->elo = stats_elo(mean);
    out->lo = stats_elo(mean - half);
    out->hi = stats_elo(mean + half);
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

/* The expected score of an Elo difference. */
static double score_of(double elo)
{
    return 1.0 / (1.0 + pow(10.0, -elo / 400.0));
}

double stats_sprt_llr(const match_stats *s, const sprt_test *t,
                      double *lower, double *upper)
{
    const double x[5] = {0.0, 0.25, 0.5, 0.75, 1.0};
    double n[5], var, total, mean, s0, s1;
    int i, pairs = 0;
    *lower = log(t->beta / (1.0 - t->alpha));
    *upper = log((1.0 - t->beta) / t->alpha);
    for (i = 0; i < 5; i++) {
        pairs += (int)s->penta[i];
        n[i] = (double)s->penta[i] + 0.5;
    }
    if (pairs == 0)
        return 0.0;
    mean = mean_var(n, x, 5, &var, &total);
    s0 = score_of(t->elo0);
    s1 = score_of(t->elo1);
    return total * (s1 - s0) * (2.0 * mean - s0 - s1) / (2.0 * var);
}
