/* Board strings of point lists, and the seeded 9x9 histories of the
 * repetition tests (boards.h). */
#include "boards.h"
#include "api/game.h"
#include "seed.h"
#include "test_util.h"

const int RARE_E5[] = {40, -1};
const int RARE_NOW[] = {0, 20, -1};
const int RARE_WITH_D4[] = {0, 20, 30, -1};
const int RARE_WITH_F6[] = {0, 20, 50, -1};
const int RARE_OTHER4[] = {20, 60, 70, -1};

void rare_board(char *out, int n, const int *black, const int *white)
{
    int r, c, i;
    for (r = 0; r < n; r++) {
        for (c = 0; c < n; c++)
            out[r * (n + 1) + c] = '.';
        out[r * (n + 1) + n] = r < n - 1 ? '/' : '\0';
    }
    for (i = 0; black[i] >= 0; i++)
        out[black[i] / n * (n + 1) + black[i] % n] = 'X';
    for (i = 0; white[i] >= 0; i++)
        out[white[i] / n * (n + 1) + white[i] % n] = 'O';
}

void rare_seed(nexus_position *pos, int n, const int *black,
               const int *white, int black_debt)
{
    char b[NEXUS_MAX_POINTS + 9];
    rare_board(b, n, black, white);
    tu_fill_position(pos, b, black_debt, 0, TU_B, 0);
}

nexus_game *rare_seeded(const nexus_position *seeds, size_t n)
{
    char b[NEXUS_MAX_POINTS + 9];
    nexus_game *g;
    rare_board(b, 9, RARE_NOW, RARE_E5);
    g = tu_std_position(b, 0, 0, TU_B, 0);
    TU_OK(nx_seed_positions(g, seeds, n));
    tu_check(g);
    return g;
}

void rare_assert_chain(const nexus_game *g, int count)
{
    const nx_history *h = &g->e.hist;
    uint32_t j;
    size_t i, found = 0, want = 0;
    assert_non_null(h->last);
    for (j = h->last[count]; j != NX_NO_ENTRY; found++) {
        assert_true(j < h->len);
        assert_int_equal(h->entries[j].count, count);
        assert_int_not_equal(h->entries[j].back, NX_LINK_FAR);
        j = h->entries[j].back ? j - h->entries[j].back : NX_NO_ENTRY;
    }
    for (i = 0; i < h->len; i++)
        want += h->entries[i].count == count;
    assert_int_equal(found, want);
}
