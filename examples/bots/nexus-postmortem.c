/* nexus-postmortem: read lost games backwards with the solver.
 *
 *   nexus-postmortem [--plies P] [--nodes N] [--side LABEL] RECORD...
 *
 * For each finished game (of the side labelled LABEL only, if given, when
 * it lost), walks the loser's turns from the last one back and finds the
 * fatal turn: the last one before which the loser was not lost within P
 * plies (default 7) and after which the winner wins by force within P - 1.
 * It prints that turn, the length of the forced win it allowed, whether
 * the loser had a forced win of its own there (a win missed), and whether
 * every turn of the loser was already lost at its last turn (then which
 * length of defence it chose against the longest one available). Each
 * solve is nexus_solve() with at most N nodes (default 2,000,000). The
 * figures of docs/strength.md ("Where strong loses at 3x time") come from
 * this program. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nexus.h"
#include "nexus_bot.h"

typedef struct settings {
    int plies;
    unsigned long long nodes;
    const char *side;
} settings;

/* What the solver proves for the side to move within `plies`: +k it wins
 * in k plies, -k it loses in k, 0 neither (or the node limit). */
static int solve(const nexus_game *g, int plies, const settings *s,
                 unsigned long long *nodes)
{
    nexus_solve_options o = NEXUS_SOLVE_OPTIONS_INIT;
    nexus_solve_result r;
    nexus_phase ph;
    if (nexus_game_phase(&ph, g) != NEXUS_OK || ph == NEXUS_PHASE_OVER)
        return 0;
    o.max_plies = plies;
    o.max_nodes = s->nodes;
    if (nexus_solve(&r, NULL, 0, g, &o) != NEXUS_OK)
        return 0;
    *nodes += r.nodes;
    if (!r.complete)
        return 0;
    return r.value == NEXUS_SOLVE_WIN    ? r.plies
           : r.value == NEXUS_SOLVE_LOSS ? -r.plies
                                         : 0;
}

static char *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    char *buf;
    if (!f)
        return NULL;
    buf = malloc(1 << 20);
    *len = buf ? fread(buf, 1, 1 << 20, f) : 0;
    fclose(f);
    return buf;
}

/* The turn i of g (0-based) as text. */
static void turn_text(char *buf, size_t cap, const nexus_game *g, size_t i)
{
    nexus_options o;
    nexus_turn t;
    nexus_color side = (i % 2) == 0 ? NEXUS_BLACK : NEXUS_WHITE;
    nexus_position start;
    size_t n = 0;
    nexus_game_options(&o, g);
    nexus_game_start_position(&start, NULL, g);
    if (start.to_move == NEXUS_WHITE)
        side = (nexus_color)(3 - side);
    nexus_game_turn_at(&t, g, i);
    if (nexus_turn_format(buf, cap, &n, o.size, side, &t) != NEXUS_OK)
        snprintf(buf, cap, "?");
}

/* Walk the loser's turns back from the end of `full` (a finished game). */
static void postmortem(const char *path, nexus_game *full, const settings *s)
{
    nexus_outcome out = NEXUS_OUTCOME_NONE;
    nexus_color loser, mover;
    nexus_game *g = NULL;
    const char *label = "";
    size_t turns = 0, i;
    unsigned long long nodes = 0;
    char text[512];
    int before, after, last = 1;
    nexus_game_result(&out, NULL, full);
    if (out != NEXUS_OUTCOME_BLACK_WINS && out != NEXUS_OUTCOME_WHITE_WINS)
        return;
    loser = out == NEXUS_OUTCOME_BLACK_WINS ? NEXUS_WHITE : NEXUS_BLACK;
    nexus_game_label(&label, full, loser);
    if (s->side && strcmp(label, s->side) != 0)
        return;
    nexus_game_clone(&g, full);
    nexus_game_turn_count(&turns, g);
    for (i = turns; i-- > 0;) {
        nexus_game_undo(g);
        nexus_game_to_move(&mover, g);
        if (mover != loser)
            continue;
        before = solve(g, s->plies, s, &nodes);
        if (before < 0 && last)
            printf("%s: lost at its last turn already: its defence lasted "
                   "%zu plies, the longest lasts %d\n", path, turns - i,
                   -before);
        last = 0;
        if (before < 0)
            continue; /* already lost: the fatal turn is earlier */
        turn_text(text, sizeof text, full, i);
        {
            nexus_game *h = NULL;
            nexus_turn t;
            nexus_game_clone(&h, g);
            nexus_game_turn_at(&t, full, i);
            nexus_game_play(h, &t);
            after = solve(h, s->plies - 1, s, &nodes);
            nexus_game_free(h);
        }
        printf("%s: %s (turn %zu) %s; %s; %llu nodes\n", path, text, i + 1,
               after > 0 ? "allowed a forced loss" : "was not shown fatal",
               before > 0 ? "it had a forced win there" : "no forced win",
               nodes);
        if (after > 0)
            printf("%s: loss in %d plies after it\n", path, after);
        break;
    }
    nexus_game_free(g);
}

int main(int argc, char **argv)
{
    settings s = {7, 2000000ULL, NULL};
    int a;
    for (a = 1; a < argc && argv[a][0] == '-'; a++) {
        if (a + 1 >= argc)
            break;
        if (strcmp(argv[a], "--plies") == 0)
            s.plies = atoi(argv[++a]);
        else if (strcmp(argv[a], "--nodes") == 0)
            s.nodes = strtoull(argv[++a], NULL, 10);
        else if (strcmp(argv[a], "--side") == 0)
            s.side = argv[++a];
        else
            break;
    }
    if (a >= argc || s.plies < 2 || s.plies > 64) {
        fprintf(stderr, "usage: nexus-postmortem [--plies P] [--nodes N] "
                        "[--side LABEL] RECORD...\n");
        return 2;
    }
    for (; a < argc; a++) {
        size_t len = 0;
        char *text = read_file(argv[a], &len);
        nexus_game *g = NULL;
        if (text && nexus_record_read(&g, text, len, NULL, NULL) == NEXUS_OK)
            postmortem(argv[a], g, &s);
        else
            fprintf(stderr, "nexus-postmortem: %s: unreadable\n", argv[a]);
        nexus_game_free(g);
        free(text);
    }
    return 0;
}
