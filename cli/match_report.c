/* What nexus match prints of its results (match.h): a line for each game,
 * and the summary. The summary gives for each pairing the score, the Elo
 * with its 95% interval and the pentanomial tally. With more than two
 * players it gives a crosstable. It gives each player's time for a turn
 * and, for an engine, the latency of its requests, and the SPRT. Scores
 * count 1 for a win, 1/2 for a draw and 0 for a loss, and unfinished
 * games and games without a winner are draws. */
#define _POSIX_C_SOURCE 200809L

#include "match.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static const char *plural(unsigned n)
{
    return n == 1 ? "" : "s";
}

static const char *name_of(const match_config *cfg, unsigned i)
{
    return cfg->players[i].name;
}

void match_report_game(const match_config *cfg, const match_outcome *o,
                       const journal_game *j)
{
    const match_slot *s = &cfg->schedule[j->index];
    const match_pairing *p = &cfg->pairings[s->pairing];
    const match_stats *st = &o->tally[s->pairing].stats;
    const char *reason = j->forfeit ? "forfeit" : nexus_reason_name(j->reason);
    if (cfg->quiet)
        return;
    printf("game %u: %s (Black) vs %s (White): %s %s turns %zu", j->index + 1,
           name_of(cfg, j->black), name_of(cfg, j->white),
           nexus_outcome_name(j->outcome), reason, j->turns);
    if (j->forfeit)
        printf(" loser %c why %s", j->loser_black ? 'B' : 'W', j->why);
    printf(" [%u of %u", o->played, cfg->n_games);
    if (cfg->n_pairings == 1)
        printf(", %s %.1f - %.1f %s", name_of(cfg, p->first),
               st->wins + st->draws / 2.0, st->losses + st->draws / 2.0,
               name_of(cfg, p->second));
    printf("]\n");
    fflush(stdout);
}

/* Writes "Elo +147.2, 95% interval [-33.4, +504.0]", or its one-sided
 * form. */
static void elo_text(char *buf, size_t cap, const elo_estimate *e)
{
    char point[32] = "";
    if (isfinite(e->elo))
        snprintf(point, sizeof point, "Elo %+.1f, ", e->elo);
    switch (e->bounds) {
    case ELO_BOTH:
        snprintf(buf, cap, "Elo %+.1f, 95%% interval [%+.1f, %+.1f]", e->elo,
                 e->lo, e->hi);
        break;
    /* Without a point estimate the score is 1 or 0. The text says so
     * beside the bound, which alone would read as if the games were lost,
     * or won. */
    case ELO_LOWER:
        snprintf(buf, cap, "%s%s > %+.1f (95%%%s)", point,
                 point[0] ? "one-sided" : "Elo", e->lo,
                 point[0] ? "" : ", one-sided: all won, no upper bound");
        break;
    case ELO_UPPER:
        snprintf(buf, cap, "%s%s < %+.1f (95%%%s)", point,
                 point[0] ? "one-sided" : "Elo", e->hi,
                 point[0] ? "" : ", one-sided: all lost, no lower bound");
        break;
    default:
        snprintf(buf, cap, "%sno 95%% bound (too few samples, or all alike)",
                 point);
    }
}

static void print_elo(const char *what, const elo_estimate *e)
{
    char text[128];
    elo_text(text, sizeof text, e);
    printf("%s: score %.4f, %s\n", what, e->score, text);
}

static void print_sprt(const match_config *c, const match_outcome *o)
{
    printf("SPRT elo0=%g elo1=%g alpha=%g beta=%g (%s): LLR %.3f, bounds "
           "[%.3f, %.3f]: %s\n",
           c->test.elo0, c->test.elo1, c->test.alpha, c->test.beta,
           c->test.trinomial ? "trinomial" : "pentanomial", o->llr, o->lower,
           o->upper,
           o->decided > 0   ? "H1 accepted (elo1), stopped"
           : o->decided < 0 ? "H0 accepted (elo0), stopped"
                            : "not decided");
}

/* Prints the lines of one pairing. */
static void print_pairing(const match_config *c, const match_outcome *o,
                          unsigned p, const char *indent)
{
    const match_stats *s = &o->tally[p].stats;
    const char *a = name_of(c, c->pairings[p].first);
    const char *b = name_of(c, c->pairings[p].second);
    elo_estimate e;
    char what[160];
    unsigned games = s->wins + s->draws + s->losses;
    if (c->n_pairings > 1)
        printf("%s against %s:\n", a, b);
    printf("%s%u game%s: %s %u win%s, %s %u win%s, %u draw%s; score of %s: "
           "%.1f of %u\n",
           indent, games, plural(games), a, s->wins, plural(s->wins), b,
           s->losses, plural(s->losses), s->draws, plural(s->draws), a,
           s->wins + s->draws / 2.0, games);
    snprintf(what, sizeof what, "%sgames", indent);
    if (stats_elo_trinomial(&e, s))
        print_elo(what, &e);
    if (s->penta[0] + s->penta[1] + s->penta[2] + s->penta[3] + s->penta[4])
        printf("%spairs: %u %u %u %u %u (pair scores 0, 1/2, 1, 3/2, 2)\n",
               indent, s->penta[0], s->penta[1], s->penta[2], s->penta[3],
               s->penta[4]);
    snprintf(what, sizeof what, "%spairs", indent);
    if (stats_elo_pentanomial(&e, s))
        print_elo(what, &e);
}

/* Returns player i's wins, draws and losses over all its games. */
static match_stats totals(const match_config *c, const match_outcome *o,
                          unsigned i)
{
    match_stats t;
    unsigned p;
    memset(&t, 0, sizeof t);
    for (p = 0; p < c->n_pairings; p++) {
        const match_stats *s = &o->tally[p].stats;
        if (c->pairings[p].first == i) {
            t.wins += s->wins;
            t.losses += s->losses;
        } else if (c->pairings[p].second == i) {
            t.wins += s->losses;
            t.losses += s->wins;
        } else {
            continue;
        }
        t.draws += s->draws;
    }
    return t;
}

/* Writes the score of the row player i against the column player j, such
 * as "7.5/10", or "." when they do not meet. */
static void cell(char *buf, size_t cap, const match_config *c,
                 const match_outcome *o, unsigned i, unsigned j)
{
    unsigned p;
    snprintf(buf, cap, "%s", i == j ? "-" : ".");
    for (p = 0; p < c->n_pairings; p++) {
        const match_pairing *pp = &c->pairings[p];
        const match_stats *s = &o->tally[p].stats;
        unsigned n = s->wins + s->draws + s->losses;
        double mine;
        if (!((pp->first == i && pp->second == j) ||
              (pp->first == j && pp->second == i)))
            continue;
        mine = pp->first == i ? s->wins + s->draws / 2.0
                              : s->losses + s->draws / 2.0;
        snprintf(buf, cap, "%.1f/%u", mine, n);
    }
}

/* Writes the order of the crosstable, by score and then by number. */
static void rank(const match_config *c, const match_outcome *o,
                 unsigned *order)
{
    double score[MATCH_MAX_PLAYERS];
    unsigned i, j;
    for (i = 0; i < c->n_players; i++) {
        match_stats t = totals(c, o, i);
        order[i] = i;
        score[i] = t.wins + t.draws / 2.0;
    }
    for (i = 1; i < c->n_players; i++)
        for (j = i; j > 0 && score[order[j]] > score[order[j - 1]]; j--) {
            unsigned k = order[j];
            order[j] = order[j - 1];
            order[j - 1] = k;
        }
}

static int name_width(const match_config *c)
{
    unsigned i;
    int w = 6;
    for (i = 0; i < c->n_players; i++)
        if ((int)strlen(name_of(c, i)) > w)
            w = (int)strlen(name_of(c, i));
    return w;
}

static void print_crosstable(const match_config *c, const match_outcome *o)
{
    unsigned order[MATCH_MAX_PLAYERS], r, k;
    int w = name_width(c), cw = w > 9 ? w : 9;
    rank(c, o, order);
    printf("crosstable (the row's score against the column; Elo against "
           "all its opponents):\n %2s  %-*s", "#", w, "player");
    for (k = 0; k < c->n_players; k++)
        printf("  %*s", cw, name_of(c, order[k]));
    printf("  %11s  %s\n", "score", "Elo");
    for (r = 0; r < c->n_players; r++) {
        unsigned i = order[r];
        match_stats t = totals(c, o, i);
        unsigned n = t.wins + t.draws + t.losses;
        char buf[32], elo[128] = "";
        elo_estimate e;
        printf(" %2u  %-*s", r + 1, w, name_of(c, i));
        for (k = 0; k < c->n_players; k++) {
            cell(buf, sizeof buf, c, o, i, order[k]);
            printf("  %*s", cw, buf);
        }
        if (stats_elo_trinomial(&e, &t))
            elo_text(elo, sizeof elo, &e);
        snprintf(buf, sizeof buf, "%.1f/%u", t.wins + t.draws / 2.0, n);
        printf("  %11s  %s\n", buf, elo);
    }
}

static void print_clocks(const match_config *c, const match_outcome *o)
{
    int w = name_width(c);
    unsigned i;
    printf("time per turn (ms), and each engine's latency (ms a request "
           "that is not a turn):\n");
    printf("  %-*s  %8s  %8s  %7s  %s\n", w, "player", "mean", "worst",
           "turns", "latency");
    for (i = 0; i < c->n_players; i++) {
        const match_clock *k = &o->clock[i];
        double mean = k->turns ? k->think_us / 1000.0 / (double)k->turns : 0;
        printf("  %-*s  %8.2f  %8.2f  %7lu", w, name_of(c, i), mean,
               k->think_max_us / 1000.0, k->turns);
        if (k->pings)
            printf("  %.3f (%lu request%s)",
                   k->ping_us / 1000.0 / (double)k->pings, k->pings,
                   k->pings == 1 ? "" : "s");
        printf("\n");
    }
}

void match_report_summary(const match_config *c, const match_outcome *o)
{
    unsigned p;
    printf("summary: %u game%s", o->played, plural(o->played));
    if (o->resumed)
        printf(" (%u resumed)", o->resumed);
    if (o->forfeits)
        printf(", %u lost by a player's failure", o->forfeits);
    printf("\n");
    for (p = 0; p < c->n_pairings; p++)
        print_pairing(c, o, p, c->n_pairings > 1 ? "  " : "");
    if (c->n_players > 2)
        print_crosstable(c, o);
    print_clocks(c, o);
    if (c->sprt)
        print_sprt(c, o);
}
