/* Tutorial step 4 (docs/tutorial.md): the tutor bot against the simple bot,
 * a fixed series of seeded games on the standard board, colours
 * alternating. The games depend only on the seeds, so the tally is the same
 * on every machine. Exit status 0 when the tutor wins at least MIN_WINS of
 * GAMES and the simple bot at most MAX_LOSSES.
 *
 *   step4_beat_simple [GAMES [SEED]] */
#include "tutor_bot.h"

#include <stdio.h>
#include <stdlib.h>

#define GAMES 20
#define MIN_WINS 18
#define MAX_LOSSES 1

int main(int argc, char **argv)
{
    nexus_match_options opts = NEXUS_MATCH_OPTIONS_INIT;
    nexus_series_result r;
    nexus_bot *tutor = NULL, *simple = NULL;
    tutor_state state = {0};
    unsigned games = argc > 1 ? (unsigned)strtoul(argv[1], NULL, 10) : GAMES;
    nexus_status st;
    opts.seed = argc > 2 ? strtoull(argv[2], NULL, 10) : 2026;
    st = tutor_bot_new(&tutor, &state);
    if (st == NEXUS_OK)
        st = nexus_bot_new_simple(&simple);
    if (st == NEXUS_OK)
        st = nexus_match_series(&r, tutor, simple, &opts, games);
    nexus_bot_free(tutor);
    nexus_bot_free(simple);
    if (st != NEXUS_OK) {
        fprintf(stderr, "%s\n", nexus_status_name(st));
        return 1;
    }
    printf("tutor %u, simple %u, draws %u, unfinished %u, no winner %u "
           "(%u games)\n",
           r.a_wins, r.b_wins, r.draws, r.unfinished, r.no_winner, r.games);
    if (argc > 1)
        return 0; /* a measurement, not the test */
    return r.a_wins >= MIN_WINS && r.b_wins <= MAX_LOSSES ? 0 : 1;
}
