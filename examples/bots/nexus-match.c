/* nexus-match: the example greedy bot against the simple bot.
 *
 *   nexus-match [GAMES] [SEED]
 *
 * Plays GAMES games (default 200) on the standard 5x5 board with
 * nexus_match_play(), colours alternating (greedy is Black in the even
 * games), each with its own seed derived from SEED (default 0), and prints
 * the score and how many of the games differ. Exit status 0 if greedy won
 * more games than the simple bot. */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "greedy_bot.h"
#include "nexus_bot.h"

static int parse_u64(uint64_t *out, const char *s, uint64_t max)
{
    char *end;
    unsigned long long v;
    errno = 0;
    v = strtoull(s, &end, 10);
    if (errno || end == s || *end || s[0] == '-' || v > max)
        return 0;
    *out = (uint64_t)v;
    return 1;
}

/* FNV-1a of a game's record, to count distinct games. */
static nexus_status record_hash(uint64_t *out, const nexus_game *game)
{
    size_t len = 0, i;
    char *text;
    uint64_t h = UINT64_C(0xcbf29ce484222325);
    nexus_status st = nexus_record_write(NULL, 0, &len, game);
    if (st != NEXUS_OK && st != NEXUS_E_BUFFER_TOO_SMALL)
        return st;
    text = malloc(len);
    if (!text)
        return NEXUS_E_NOMEM;
    st = nexus_record_write(text, len, &len, game);
    for (i = 0; st == NEXUS_OK && text[i]; i++)
        h = (h ^ (unsigned char)text[i]) * UINT64_C(0x100000001b3);
    free(text);
    *out = h;
    return st;
}

static int compare_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

int main(int argc, char **argv)
{
    nexus_match_options opts = NEXUS_MATCH_OPTIONS_INIT;
    nexus_bot *greedy = NULL, *simple = NULL;
    uint64_t games = 200, seed = 0, *hashes = NULL, i;
    unsigned long wins = 0, losses = 0, draws = 0, unfinished = 0, other = 0;
    unsigned long distinct = 0;
    nexus_status st;

    if (argc > 3 || (argc > 1 && !parse_u64(&games, argv[1], 1000000)) ||
        (argc > 2 && !parse_u64(&seed, argv[2], UINT64_MAX))) {
        fprintf(stderr, "usage: nexus-match [GAMES] [SEED]\n");
        return 2;
    }
    hashes = calloc(games ? games : 1, sizeof *hashes);
    st = hashes ? greedy_bot_new(&greedy) : NEXUS_E_NOMEM;
    if (st == NEXUS_OK)
        st = nexus_bot_new_simple(&simple);
    for (i = 0; i < games && st == NEXUS_OK; i++) {
        nexus_match_result r;
        nexus_game *game = NULL;
        int greedy_black = i % 2 == 0;
        nexus_outcome greedy_wins = greedy_black ? NEXUS_OUTCOME_BLACK_WINS
                                                 : NEXUS_OUTCOME_WHITE_WINS;
        opts.seed = seed * 1000003u + i;
        st = greedy_black ? nexus_match_play(&r, &game, greedy, simple, &opts)
                          : nexus_match_play(&r, &game, simple, greedy, &opts);
        if (st != NEXUS_OK)
            break;
        st = record_hash(&hashes[i], game);
        nexus_game_free(game);
        if (r.unfinished)
            unfinished++;
        else if (r.outcome == NEXUS_OUTCOME_DRAW)
            draws++;
        else if (r.outcome == greedy_wins)
            wins++;
        else if (r.outcome == NEXUS_OUTCOME_BLACK_WINS ||
                 r.outcome == NEXUS_OUTCOME_WHITE_WINS)
            losses++;
        else
            other++;
    }
    nexus_bot_free(greedy);
    nexus_bot_free(simple);
    if (st != NEXUS_OK) {
        free(hashes);
        fprintf(stderr, "nexus-match: %s\n", nexus_status_message(st));
        return 1;
    }
    qsort(hashes, (size_t)games, sizeof *hashes, compare_u64);
    for (i = 0; i < games; i++)
        distinct += i == 0 || hashes[i] != hashes[i - 1];
    free(hashes);

    printf("greedy vs bot: %" PRIu64 " games on 5x5 (p1 2, p2 4), colours "
           "alternating, %lu distinct\n",
           games, distinct);
    printf("greedy %lu, bot %lu, draws %lu, unfinished %lu, no winner %lu\n",
           wins, losses, draws, unfinished, other);
    return wins > losses ? 0 : 1;
}
