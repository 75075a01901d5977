/* One game of a match, played in a process of its own (match.h). Its
 * players, engines included, start and end in that process. The record is
 * saved, durably, before the journal line is appended, so that a game in
 * the journal always has its record. */
#define _POSIX_C_SOURCE 200809L

#include "match.h"
#include "options.h"

#include <stdlib.h>
#include <string.h>

/* Returns the game of the schedule entry g before its first turn. It
 * starts from its opening, which is the same for both games of a pair, or
 * from the empty board. */
static nexus_game *opening(const match_config *cfg, unsigned g)
{
    nexus_game *game = NULL;
    const char *text;
    nexus_status st;
    if (cfg->n_openings == 0) {
        st = nexus_game_new(&game, &cfg->rules);
        if (st != NEXUS_OK)
            cli_status_error("new game", st);
        return game;
    }
    text = cfg->openings[(cfg->schedule[g].round / 2) % cfg->n_openings];
    return cli_parse_record("opening", text, strlen(text), &game) ? game
                                                                 : NULL;
}

/* Saves the record of a finished game, with the forfeit as a comment
 * line. Returns 1 on success, and 0 after an error. */
static int save_game(const match_config *cfg, unsigned g,
                     const nexus_game *game, const cli_game_result *r)
{
    char path[4096], note[400] = "";
    match_record_path(path, sizeof path, cfg->dir, g);
    if (r->forfeit != NEXUS_EMPTY)
        snprintf(note, sizeof note, "# forfeit: %s loses: %s\n",
                 cli_color_name(r->forfeit), r->why);
    else if (r->unfinished)
        snprintf(note, sizeof note, "# unfinished: turn limit %lld\n",
                 cfg->turn_limit);
    return cli_save_record(path, game, note);
}

/* Makes the player of the match player i, seeded and with its options.
 * Returns 1 on success, and 0 after an error. */
static int make_player(cli_player *p, const match_config *cfg, unsigned i,
                       uint64_t seed)
{
    const match_player *mp = &cfg->players[i];
    return cli_make_player(p, mp->spec, seed, &cfg->time) &&
           cli_player_configure(p, mp->spec, mp->options, mp->n_options);
}

static void to_journal(journal_game *j, const match_config *cfg, unsigned g,
                       const cli_game_result *r)
{
    memset(j, 0, sizeof *j);
    j->index = g;
    j->black = match_player_of(cfg, g, 1);
    j->white = match_player_of(cfg, g, 0);
    j->outcome = r->outcome;
    j->reason = r->reason;
    j->forfeit = r->forfeit != NEXUS_EMPTY;
    j->loser_black = r->forfeit == NEXUS_BLACK;
    j->turns = r->turns;
    j->time[0] = r->time[NEXUS_BLACK];
    j->time[1] = r->time[NEXUS_WHITE];
    snprintf(j->why, sizeof j->why, "%s", r->why);
}

/* Makes both players and plays the game into *r. Returns 1 on success,
 * and 0 after an error. */
static int play(const match_config *cfg, unsigned g, nexus_game *game,
                cli_game_result *r)
{
    cli_player p[3] = {{NULL, NULL}, {NULL, NULL}, {NULL, NULL}};
    uint64_t seed[3] = {0, 0, 0};
    unsigned k = cfg->schedule[g].round;
    nexus_color c;
    int ok = 1;
    nexus_match_game_seeds(&seed[NEXUS_BLACK], &seed[NEXUS_WHITE], cfg->seed,
                           k);
    for (c = NEXUS_BLACK; ok && c <= NEXUS_WHITE; c++) {
        unsigned i = match_player_of(cfg, g, c == NEXUS_BLACK);
        ok = make_player(&p[c], cfg, i, seed[c]) &&
             nexus_bot_seed(p[c].bot, seed[c]) == NEXUS_OK &&
             nexus_game_set_label(game, c, cfg->players[i].label) == NEXUS_OK;
    }
    ok = ok && cli_arbitrate(r, game, &p[NEXUS_BLACK], &p[NEXUS_WHITE],
                             (size_t)cfg->turn_limit, &cfg->time);
    cli_player_free(&p[NEXUS_BLACK]);
    cli_player_free(&p[NEXUS_WHITE]);
    return ok;
}

int match_play_game(const match_config *cfg, unsigned g, journal_game *out)
{
    char path[4096], line[JOURNAL_LINE_CAP];
    cli_game_result r;
    nexus_game *game = opening(cfg, g);
    int ok = game != NULL && play(cfg, g, game, &r);
    if (ok)
        to_journal(out, cfg, g, &r);
    if (ok && (cfg->save || (g == 0 && cfg->keep_first)))
        ok = save_game(cfg, g, game, &r);
    nexus_game_free(game);
    if (!ok || !cfg->save)
        return ok;
    snprintf(path, sizeof path, "%s/match.journal", cfg->dir);
    return journal_format_game(line, sizeof line, out) &&
           cli_append_line(path, line);
}
