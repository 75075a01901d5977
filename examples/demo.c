/*
 * nexus-demo: one game of Nexus on the standard 5x5 board between two simple
 * players, printed turn by turn.
 *
 *     nexus-demo [seed]
 *
 * Black plays a uniformly random legal point (a small xorshift generator
 * seeded from the command line); White plays the legal point nearest the
 * centre. When an unblocking is due, the first offered set is taken; when an
 * audit asks for a payment, the first `net` stones that may pay are paid.
 * The game is stopped, unfinished, after 1000 turns (R22).
 */
#include <nexus.h>

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define TURN_LIMIT 1000
#define DEFAULT_SEED UINT64_C(2026)

/* Any error ends the demo. */
static void check(nexus_status status, const char *what)
{
    if (status != NEXUS_OK) {
        fprintf(stderr, "nexus-demo: %s: %s (%s)\n", what,
                nexus_status_name(status), nexus_status_message(status));
        exit(1);
    }
}

/* xorshift64: small, fast, good enough to pick moves. State never 0. */
static uint64_t next_random(uint64_t *state)
{
    uint64_t x = *state;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    return *state = x;
}

/* Black: any legal point, uniformly. */
static int random_point(const int *points, size_t n, uint64_t *rng)
{
    return points[next_random(rng) % n];
}

/* White: the legal point nearest the centre, the lowest index on ties. */
static int central_point(const int *points, size_t n, int size)
{
    int best = points[0];
    long best_d = -1;
    for (size_t i = 0; i < n; i++) {
        long dr = 2L * (points[i] / size) - (size - 1);
        long dc = 2L * (points[i] % size) - (size - 1);
        long d = dr * dr + dc * dc;
        if (best_d < 0 || d < best_d) {
            best = points[i];
            best_d = d;
        }
    }
    return best;
}

static void print_board(const nexus_game *game, int size)
{
    char text[NEXUS_MAX_SIZE * (NEXUS_MAX_SIZE + 1)];
    size_t len;
    int64_t black, white;

    check(nexus_game_format_board(text, sizeof text, &len, game),
          "nexus_game_format_board");
    check(nexus_game_debts(&black, &white, game), "nexus_game_debts");

    printf("    ");
    for (int c = 0; c < size; c++)
        printf(" %c", 'A' + c);
    printf("\n");
    for (int r = 0; r < size; r++) {
        printf("  %d ", r + 1);
        for (int c = 0; c < size; c++)
            printf(" %c", text[r * (size + 1) + c]);
        printf("\n");
    }
    printf("  debts: Black %" PRId64 ", White %" PRId64 "\n", black, white);
}

/* Fill `turn` with the unblocking set (if one is due) and the legal points
 * that remain for the placement. */
static void prepare_turn(nexus_turn *turn, int *legal, size_t *n_legal,
                         const nexus_game *game)
{
    nexus_phase phase;
    check(nexus_game_phase(&phase, game), "nexus_game_phase");
    if (phase != NEXUS_PHASE_UNBLOCK) {
        check(nexus_game_legal_points(legal, NEXUS_MAX_POINTS, n_legal, game),
              "nexus_game_legal_points");
        return;
    }

    int k;
    size_t count = 0;
    check(nexus_game_unblock_size(&k, game), "nexus_game_unblock_size");
    /* Count-and-fill: ask for the size, then fill. */
    nexus_status st = nexus_game_unblock_sets(NULL, 0, &count, game);
    if (st != NEXUS_E_BUFFER_TOO_SMALL)
        check(st, "nexus_game_unblock_sets (size)");
    int *sets = malloc(count * sizeof *sets);
    if (sets == NULL)
        check(NEXUS_E_NOMEM, "malloc");
    check(nexus_game_unblock_sets(sets, count, &count, game),
          "nexus_game_unblock_sets");

    turn->n_unblock = k;
    memcpy(turn->unblock, sets, (size_t)k * sizeof *sets); /* the first set */
    free(sets);
    check(nexus_game_legal_after_unblock(legal, NEXUS_MAX_POINTS, n_legal, game,
                                         turn->unblock, turn->n_unblock),
          "nexus_game_legal_after_unblock");
}

static void print_points(const char *label, const int *points, int n, int size)
{
    char name[4];
    printf("  %s", label);
    for (int i = 0; i < n; i++) {
        check(nexus_point_format(name, sizeof name, size, points[i]),
              "nexus_point_format");
        printf(" %s", name);
    }
    printf("\n");
}

int main(int argc, char **argv)
{
    uint64_t seed = DEFAULT_SEED;

    if (argc > 2 || (argc == 2 && (argv[1][0] < '0' || argv[1][0] > '9'))) {
        fprintf(stderr, "usage: nexus-demo [seed]\n");
        return 2;
    }
    if (argc == 2)
        seed = strtoull(argv[1], NULL, 10);
    uint64_t rng = seed ^ UINT64_C(0x9E3779B97F4A7C15);
    if (rng == 0)
        rng = 1;

    nexus_game *game;
    nexus_options opts;
    check(nexus_game_new(&game, NULL), "nexus_game_new");
    check(nexus_game_options(&opts, game), "nexus_game_options");
    const int size = opts.size;

    printf("libnexus %s: %dx%d board, capture debt %d, unblock debt %d, "
           "seed %" PRIu64 "\n",
           nexus_version_string(), size, size, opts.capture_debt,
           opts.unblock_debt, seed);
    printf("Black: random player, White: nearest the centre\n");
    print_board(game, size);

    nexus_phase phase = NEXUS_PHASE_PLACE;
    int turns = 0;
    for (; turns < TURN_LIMIT; turns++) {
        check(nexus_game_phase(&phase, game), "nexus_game_phase");
        if (phase == NEXUS_PHASE_OVER)
            break;

        nexus_color who;
        nexus_turn turn;
        int legal[NEXUS_MAX_POINTS];
        size_t n_legal = 0;
        nexus_preview preview;

        check(nexus_game_to_move(&who, game), "nexus_game_to_move");
        memset(&turn, 0, sizeof turn);
        prepare_turn(&turn, legal, &n_legal, game);
        if (n_legal == 0)
            check(NEXUS_E_INVALID_ARG, "no legal point offered");
        turn.point = who == NEXUS_BLACK ? random_point(legal, n_legal, &rng)
                                        : central_point(legal, n_legal, size);

        /* Look before playing: an audit may ask for a payment. */
        check(nexus_game_preview(&preview, game, turn.unblock, turn.n_unblock,
                                 turn.point),
              "nexus_game_preview");
        if (preview.audit == NEXUS_AUDIT_PAY) {
            turn.n_pay = (int)preview.net;
            memcpy(turn.pay, preview.payers, (size_t)turn.n_pay * sizeof(int));
        }
        check(nexus_game_play(game, &turn), "nexus_game_play");

        char line[1024];
        size_t len;
        check(nexus_turn_format(line, sizeof line, &len, size, who, &turn),
              "nexus_turn_format");
        printf("\n%d. %s\n", turns + 1, line);
        if (preview.n_captured > 0)
            print_points("captured:", preview.captured, preview.n_captured,
                         size);
        if (preview.audit != NEXUS_AUDIT_NONE)
            printf("  audit: net debt %" PRId64 "\n", preview.net);
        print_board(game, size);
    }

    nexus_outcome outcome;
    nexus_reason reason;
    check(nexus_game_phase(&phase, game), "nexus_game_phase");
    check(nexus_game_result(&outcome, &reason, game), "nexus_game_result");
    if (phase == NEXUS_PHASE_OVER)
        printf("\nresult %s %s after %d turns\n", nexus_outcome_name(outcome),
               nexus_reason_name(reason), turns);
    else
        printf("\nstopped after %d turns: unfinished (R22)\n", turns);

    nexus_game_free(game);
    return 0;
}
