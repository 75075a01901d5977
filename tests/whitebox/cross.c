/* The cross of the rare-path tests (cross.h). */
#include <string.h>

#include "cross.h"
#include "seed.h"

const removal CROSS_SINGLES[4] = {
    {"B1", "A1 B1 C1 B2"},
    {"A2", "A1 A2 B2 A3"},
    {"C2", "C1 B2 C2 C3"},
    {"B3", "B2 A3 B3 C3"},
};

/* Two stones left: the empty point beside both of them stays suicide. */
const removal CROSS_PAIRS[6] = {
    {"B1 A2", "A1 B1 C1 A2 B2 A3"},    /* C3: C2, B3 White */
    {"B1 C2", "A1 B1 C1 B2 C2 C3"},    /* A3: A2, B3 White */
    {"B1 B3", "A1 B1 C1 B2 A3 B3 C3"}, /* every empty point */
    {"A2 C2", "A1 C1 A2 B2 C2 A3 C3"}, /* every empty point */
    {"A2 B3", "A1 A2 B2 A3 B3 C3"},    /* C1: B1, C2 White */
    {"C2 B3", "C1 B2 C2 A3 B3 C3"},    /* A1: B1, A2 White */
};

/* One White stone left: every empty point has an empty neighbour. */
const removal CROSS_TRIPLES[4] = {
    {"B1 A2 C2", "A1 B1 C1 A2 B2 C2 A3 C3"},
    {"B1 A2 B3", "A1 B1 C1 A2 B2 A3 B3 C3"},
    {"B1 C2 B3", "A1 B1 C1 B2 C2 A3 B3 C3"},
    {"A2 C2 B3", "A1 C1 A2 B2 C2 A3 B3 C3"},
};

const removal CROSS_ALL[1] = {
    {"B1 A2 C2 B3", "A1 B1 C1 A2 B2 C2 A3 B3 C3"},
};

void start_seeds(seeds *s, int swap)
{
    memset(s, 0, sizeof *s);
    s->swap = swap;
}

/* The index in a 3x3 board string of point p. */
static int cell(int p) { return p / 3 * 4 + p % 3; }

void add_seed(seeds *s, const char *set, const char *point,
              int64_t mover_debt)
{
    char board[12];
    int pts[NEXUS_MAX_POINTS], n, i, p;
    assert_true(s->n < COUNT(s->pos));
    strcpy(board, CROSS_BOARD);
    for (i = 0; s->swap && board[i]; i++)
        board[i] = board[i] == 'O' ? 'X' : board[i];
    n = tu_points(3, set, pts);
    for (i = 0; i < n; i++)
        board[cell(pts[i])] = '.';
    p = tu_pt(3, point);
    assert_int_equal(board[cell(p)], '.');
    board[cell(p)] = s->swap ? 'O' : 'X';
    tu_fill_position(&s->pos[s->n], board, s->swap ? 0 : mover_debt,
                     s->swap ? mover_debt : 0, TU_B, 0);
    s->n++;
}

void add_removals(seeds *s, const removal *r, size_t n, int64_t debt)
{
    size_t i;
    for (i = 0; i < n; i++) {
        char names[64], *tok;
        strcpy(names, r[i].points);
        for (tok = strtok(names, " "); tok; tok = strtok(NULL, " "))
            add_seed(s, r[i].set, tok, debt);
    }
}

nexus_game *seeded_cross(const seeds *s)
{
    nexus_game *g = s->swap ? tu_std_position(".X./X.X/.X.", 0, 0, TU_W, 0)
                            : tu_std_position(CROSS_BOARD, 0, 0, TU_B, 0);
    TU_OK(nx_seed_positions(g, s->pos, s->n));
    tu_check(g);
    tu_assert_debts(g, 0, 0);
    tu_assert_quiet(g, 0);
    return g;
}

nexus_game *cross_blocked(int levels)
{
    static const struct {
        const removal *r;
        size_t n;
    } level[] = {
        {CROSS_SINGLES, COUNT(CROSS_SINGLES)},
        {CROSS_PAIRS, COUNT(CROSS_PAIRS)},
        {CROSS_TRIPLES, COUNT(CROSS_TRIPLES)},
        {CROSS_ALL, COUNT(CROSS_ALL)},
    };
    seeds s;
    int i;
    start_seeds(&s, 0);
    for (i = 0; i < levels; i++)
        add_removals(&s, level[i].r, level[i].n, 0);
    return seeded_cross(&s);
}

void assert_legal_after_each(const nexus_game *g, const removal *r,
                             size_t n)
{
    size_t i;
    for (i = 0; i < n; i++)
        tu_assert_legal_after(g, r[i].set, r[i].points);
}
