/* Who plays whom in a match and in which order, and the head of its
 * journal (match.h). */
#define _POSIX_C_SOURCE 200809L

#include "match.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

static void make_pairings(match_config *cfg)
{
    unsigned i, j;
    cfg->n_pairings = 0;
    for (i = 0; i < cfg->n_players; i++)
        for (j = i + 1; j < cfg->n_players; j++)
            if (!cfg->gauntlet || i == 0) {
                cfg->pairings[cfg->n_pairings].first = i;
                cfg->pairings[cfg->n_pairings].second = j;
                cfg->n_pairings++;
            }
}

int match_schedule(match_config *cfg)
{
    unsigned long long total;
    unsigned r, p, n = 0;
    make_pairings(cfg);
    total = (unsigned long long)cfg->n_pairings *
            (unsigned long long)cfg->games;
    if (total > 10000000u) {
        cli_error("match: %llu games in all: at most 10000000", total);
        return 0;
    }
    cfg->schedule = malloc((size_t)total * sizeof *cfg->schedule);
    if (!cfg->schedule) {
        cli_error("match: out of memory");
        return 0;
    }
    for (r = 0; r < (unsigned)cfg->games; r += 2)
        for (p = 0; p < cfg->n_pairings; p++) {
            cfg->schedule[n].pairing = p;
            cfg->schedule[n++].round = r;
            if (r + 1 < (unsigned)cfg->games) {
                cfg->schedule[n].pairing = p;
                cfg->schedule[n++].round = r + 1;
            }
        }
    cfg->n_games = n;
    return 1;
}

unsigned match_player_of(const match_config *cfg, unsigned g, int black)
{
    const match_slot *s = &cfg->schedule[g];
    const match_pairing *p = &cfg->pairings[s->pairing];
    int first_black = s->round % 2 == 0;
    return first_black == (black != 0) ? p->first : p->second;
}

void match_record_path(char *buf, size_t cap, const char *dir, unsigned g)
{
    snprintf(buf, cap, "%s/game-%05u.nxr", dir, g + 1);
}

/* Returns a player's spec as the journal names it. The simple bot is
 * `simple`, which old command lines called `bot`. */
static const char *canonical(const char *spec)
{
    return strcmp(spec, "bot") == 0 ? "simple" : spec;
}

/* Returns the FNV-1a hash of the texts of the openings, in order. */
static uint64_t openings_hash(const match_config *cfg)
{
    uint64_t h = 14695981039346656037u;
    size_t i;
    const char *p;
    for (i = 0; i < cfg->n_openings; i++)
        for (p = cfg->openings[i]; ; p++) {
            h = (h ^ (unsigned char)*p) * 1099511628211u;
            if (!*p)
                break;
        }
    return h;
}

/* Writes the line of the head for player i into buf. Returns 1 on
 * success, and 0 if the line is too long. */
static int player_line(char *buf, size_t cap, const match_config *cfg,
                       unsigned i)
{
    const match_player *pl = &cfg->players[i];
    char spec[JOURNAL_LINE_CAP], opts[JOURNAL_LINE_CAP] = "";
    size_t k, n = 0;
    int w;
    for (k = 0; k < pl->n_options && n < sizeof opts; k++)
        n += (size_t)snprintf(opts + n, sizeof opts - n, "%s%s",
                              k ? "," : " options ", pl->options[k]);
    cli_clean(spec, sizeof spec, canonical(pl->spec));
    w = snprintf(buf, cap, "player %u name %s%s spec %s", i + 1, pl->name,
                 opts, spec);
    if (w < 0 || (size_t)w + 32 >= cap || n >= sizeof opts) {
        cli_error("match: player %u's command and options are too long for "
                  "the journal (%zu bytes at most)", i + 1, cap - 128);
        return 0;
    }
    return 1;
}

/* Appends `line` and a line break to the head being made. Returns 1 on
 * success, and 0 after an error. */
static int add(char **head, size_t *len, const char *line)
{
    size_t n = strlen(line);
    char *grown = realloc(*head, *len + n + 2);
    if (!grown) {
        cli_error("match: out of memory");
        return 0;
    }
    memcpy(grown + *len, line, n);
    grown[*len + n] = '\n';
    grown[*len + n + 1] = '\0';
    *len += n + 1;
    *head = grown;
    return 1;
}

char *match_head(const match_config *cfg)
{
    char line[JOURNAL_LINE_CAP], *head = NULL;
    size_t len = 0;
    unsigned i;
    int ok = add(&head, &len, JOURNAL_MAGIC);
    for (i = 0; ok && i < cfg->n_players; i++)
        ok = player_line(line, sizeof line, cfg, i) && add(&head, &len, line);
    snprintf(line, sizeof line, "pairing %s",
             cfg->gauntlet ? "gauntlet" : "round-robin");
    ok = ok && add(&head, &len, line);
    snprintf(line, sizeof line, "rules size %d capture-debt %d unblock-debt %d",
             cfg->rules.size, cfg->rules.capture_debt, cfg->rules.unblock_debt);
    ok = ok && add(&head, &len, line);
    snprintf(line, sizeof line, "seed %" PRIu64, cfg->seed);
    ok = ok && add(&head, &len, line);
    snprintf(line, sizeof line, "turn-limit %lld", cfg->turn_limit);
    ok = ok && add(&head, &len, line);
    snprintf(line, sizeof line, "time turn-ms %ld base-ms %ld inc-ms %ld",
             cfg->time.turn_ms, cfg->time.base_ms, cfg->time.inc_ms);
    ok = ok && add(&head, &len, line);
    snprintf(line, sizeof line, "openings %zu hash %016" PRIx64,
             cfg->n_openings, openings_hash(cfg));
    ok = ok && add(&head, &len, line);
    if (!ok) {
        free(head);
        return NULL;
    }
    return head;
}
