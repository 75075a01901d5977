/* This file lists the full turns of a position (moves.h): every offered
 * unblocking set, every point that is legal after it, and every payment
 * of the audit that the point triggers. */
#include <stdlib.h>
#include <string.h>

#include "bot_internal.h"
#include "moves.h"
#include "payment.h"

void nxb_moves_init(nxb_moves *ml)
{
    memset(ml, 0, sizeof *ml);
}

void nxb_moves_free(nxb_moves *ml)
{
    free(ml->m);
    free(ml->pool);
    nxb_moves_init(ml);
}

/* Grows *buf, of *cap elements of `elem` bytes, to hold at least `need`.
 * Returns 1, or 0 when the allocation fails and *buf is unchanged. */
static int grow(void **buf, size_t *cap, size_t need, size_t elem)
{
    size_t c = *cap ? *cap : 64;
    void *p;
    if (need <= *cap)
        return 1;
    while (c < need)
        c *= 2;
    p = realloc(*buf, c * elem);
    if (!p)
        return 0;
    *buf = p;
    *cap = c;
    return 1;
}

/* Writes a move with its unblocking set, point and payment at the end of
 * ml, which has room for it. */
static void put(nxb_moves *ml, const int *set, int k, int point,
                const int *pay, int n_pay, int wins)
{
    nxb_move *m = &ml->m[ml->n++];
    int i;
    m->point = (signed char)point;
    m->k = (unsigned char)k;
    m->n_pay = (unsigned char)n_pay;
    m->wins = (unsigned char)wins;
    m->extra = (uint32_t)ml->pool_n;
    for (i = 0; i < k; i++)
        ml->pool[ml->pool_n++] = (unsigned char)set[i];
    for (i = 0; i < n_pay; i++)
        ml->pool[ml->pool_n++] = (unsigned char)pay[i];
}

/* Appends a move with its unblocking set, point and payment. Returns
 * NEXUS_OK, or NEXUS_E_NOMEM with the list unchanged. */
static nexus_status push(nxb_moves *ml, const int *set, int k, int point,
                         const int *pay, int n_pay, int wins)
{
    if (!grow((void **)&ml->m, &ml->cap, ml->n + 1, sizeof *ml->m) ||
        !grow((void **)&ml->pool, &ml->pool_cap, ml->pool_n + (size_t)k +
              (size_t)n_pay, 1))
        return NEXUS_E_NOMEM;
    put(ml, set, k, point, pay, n_pay, wins);
    return NEXUS_OK;
}

/* Appends a move of the point with the unblocking set and no payment,
 * which is most of the moves of a list, without a call when the list has
 * room: the solver lists millions. Returns what push() returns. */
static nexus_status push_plain(nxb_moves *ml, const int *set, int k,
                               int point)
{
    if (ml->n >= ml->cap || ml->pool_n + (size_t)k > ml->pool_cap)
        return push(ml, set, k, point, NULL, 0, 0);
    put(ml, set, k, point, NULL, 0, 0);
    return NEXUS_OK;
}

nexus_status nxb_moves_push_root(nxb_moves *ml)
{
    return push(ml, NULL, 0, -1, NULL, 0, 0);
}

nexus_status nxb_moves_copy(nxb_moves *dst, const nxb_moves *src, size_t i)
{
    const nxb_move *m = &src->m[i];
    const unsigned char *x = src->pool ? src->pool + m->extra : NULL;
    int set[NEXUS_MAX_POINTS], pay[NEXUS_MAX_POINTS], j;
    for (j = 0; j < m->k; j++)
        set[j] = x[j];
    for (j = 0; j < m->n_pay; j++)
        pay[j] = x[m->k + j];
    return push(dst, set, m->k, m->point, pay, m->n_pay, m->wins);
}

/* Returns 1 if the point sets a and b, of n points each, are equal, and 0
 * otherwise. */
static int same_set(const int *a, const int *b, int n)
{
    unsigned char in[NEXUS_MAX_POINTS] = {0};
    int j;
    for (j = 0; j < n; j++)
        in[a[j]] = 1;
    for (j = 0; j < n; j++)
        if (b[j] < 0 || b[j] >= NEXUS_MAX_POINTS || !in[b[j]]--)
            return 0;
    return 1;
}

int nxb_moves_equal(const nxb_moves *ml, size_t i, const nexus_turn *t)
{
    nexus_turn u;
    nxb_moves_turn(&u, ml, i);
    return u.point == t->point && u.n_unblock == t->n_unblock &&
           u.n_pay == t->n_pay &&
           same_set(u.unblock, t->unblock, u.n_unblock) &&
           same_set(u.pay, t->pay, u.n_pay);
}

void nxb_moves_turn(nexus_turn *t, const nxb_moves *ml, size_t i)
{
    const nxb_move *m = &ml->m[i];
    /* The pool is NULL until the first unblocking or payment, and C does
     * not define NULL + 0. */
    const unsigned char *x = ml->pool ? ml->pool + m->extra : NULL;
    int j;
    t->n_unblock = m->k;
    for (j = 0; j < m->k; j++)
        t->unblock[j] = x[j];
    t->point = m->point;
    t->n_pay = m->n_pay;
    for (j = 0; j < m->n_pay; j++)
        t->pay[j] = x[m->k + j];
}

/* Appends every payment of `net` stones out of the payers, in the
 * lexicographic order of their indices, and at most gen->pay_cap of
 * them. */
static nexus_status all_payments(nxb_moves *ml, size_t *added, const int *set,
                                 int k, int point, const nexus_preview *pv,
                                 const nxb_gen *gen)
{
    int idx[NEXUS_MAX_POINTS], pay[NEXUS_MAX_POINTS];
    int net = (int)pv->net, m = pv->n_payers, i;
    size_t listed = 0;
    nexus_status st;
    for (i = 0; i < net; i++)
        idx[i] = i;
    for (;;) {
        for (i = 0; i < net; i++)
            pay[i] = pv->payers[idx[i]];
        if ((st = push(ml, set, k, point, pay, net, 0)) != NEXUS_OK)
            return st;
        ++*added;
        for (i = net - 1; i >= 0 && idx[i] == m - net + i; i--)
            ;
        if (i < 0)
            return NEXUS_OK;
        if ((gen->pay_cap && ++listed >= gen->pay_cap) ||
            (gen->move_cap && *added >= gen->move_cap)) {
            ml->capped++; /* Some payments are left out. */
            return NEXUS_OK;
        }
        for (idx[i]++, i++; i < net; i++)
            idx[i] = idx[i - 1] + 1;
    }
}

/* Appends the one turn of (set, point) that pays a lost audit as the
 * heuristic chooses. The position is that of g. */
static nexus_status heuristic_turn(nxb_moves *ml, size_t *added,
                                   const nexus_position *pos, const int *set,
                                   int k, int point, int n,
                                   const nexus_preview *pv)
{
    nexus_turn t;
    int i;
    t.n_unblock = k;
    for (i = 0; i < k; i++)
        t.unblock[i] = set[i];
    t.point = point;
    nxb_heuristic_payment(t.pay, pos, n, &t, pv);
    ++*added;
    return push(ml, set, k, point, t.pay, (int)pv->net, 0);
}

/* Appends the turns of one (set, point). */
static nexus_status point_turns(nxb_moves *ml, size_t *added,
                                const nexus_game *g,
                                const nexus_position *pos, const int *set,
                                int k, int point, int n, const nxb_gen *gen)
{
    nexus_preview pv;
    int pay[NEXUS_MAX_POINTS];
    nexus_status st = nexus_game_preview(&pv, g, set, k, point);
    if (st != NEXUS_OK)
        return st;
    if (pv.audit == NEXUS_AUDIT_PAY && nxb_winning_payment(pay, n, &pv)) {
        ++*added;
        return push(ml, set, k, point, pay, (int)pv.net, 1);
    }
    if (pv.audit == NEXUS_AUDIT_PAY && gen->pay_heuristic)
        return heuristic_turn(ml, added, pos, set, k, point, n, &pv);
    if (pv.audit == NEXUS_AUDIT_PAY)
        return all_payments(ml, added, set, k, point, &pv, gen);
    ++*added;
    return push(ml, set, k, point, NULL, 0, pv.audit == NEXUS_AUDIT_WIN);
}

/* Marks the points where a placement can complete a line of the side to
 * move. Such a point is the one point of a line that does not hold the
 * mover's stone; an enemy stone there may be unblocked. Only those points
 * need a preview. The lines are counted in one pass over the board, and
 * only a line that the mover holds all but one point of is walked. */
static void completions(unsigned char *mark, const nexus_position *pos,
                        int n)
{
    nxb_line_counts lc;
    int line, j;
    memset(mark, 0, NEXUS_MAX_POINTS);
    nxb_count_lines(&lc, pos->cells, n);
    for (line = 0; line < 2 * n + 2; line++) {
        int points[NEXUS_MAX_SIZE];
        if (lc.count[line][pos->to_move] != n - 1)
            continue;
        nxb_line(points, n, line);
        for (j = 0; j < n; j++)
            if (pos->cells[points[j]] != (unsigned char)pos->to_move)
                mark[points[j]] = 1;
    }
}

/* Appends the turns of one unblocking set, or of none when k is 0. The
 * legal points after the set are `points`. */
static nexus_status set_turns(nxb_moves *ml, size_t *added,
                              const nexus_game *g, const nexus_position *pos,
                              const int *set, int k,
                              const int *points, int count,
                              const unsigned char *mark, int n,
                              const nxb_gen *gen)
{
    nexus_status st = NEXUS_OK;
    int i;
    for (i = 0; st == NEXUS_OK && i < count; i++) {
        if (mark[points[i]]) {
            st = point_turns(ml, added, g, pos, set, k, points[i], n, gen);
        } else {
            st = push_plain(ml, set, k, points[i]);
            ++*added;
        }
    }
    return st;
}

/* The k-sets of enemy stones, in the canonical order of
 * nexus_game_unblock_sets(), which is the order of the combinations of
 * their sorted points. */
typedef struct combo {
    int enemy[NEXUS_MAX_POINTS], idx[NEXUS_MAX_POINTS], set[NEXUS_MAX_POINTS];
    int m, k;
} combo;

/* Starts c at the first k-set of the enemy stones of the position pos.
 * Returns 1 if there is one, and 0 otherwise. */
static int combo_first(combo *c, const nexus_position *pos, int k, int n)
{
    int p, i;
    c->m = 0;
    c->k = k;
    for (p = 0; p < n * n; p++)
        if (pos->cells[p] == (unsigned char)(3 - pos->to_move))
            c->enemy[c->m++] = p;
    for (i = 0; i < k; i++)
        c->idx[i] = i;
    return k >= 1 && k <= c->m;
}

/* Advances c to the next k-set. Returns 1 if there is one, and 0 after the
 * last. */
static int combo_next(combo *c)
{
    int i = c->k - 1;
    while (i >= 0 && c->idx[i] == c->m - c->k + i)
        i--;
    if (i < 0)
        return 0;
    for (c->idx[i]++, i++; i < c->k; i++)
        c->idx[i] = c->idx[i - 1] + 1;
    return 1;
}

/* Appends the turns of the offered sets, which it finds lazily. Each
 * candidate set is tested by nexus_game_legal_after_unblock(), which also
 * gives the points that are legal after it. Listing every offered set
 * first (nxb_unblock_sets) judged all C(m, k) of them, although a node
 * keeps only set_cap; on a nearly full 9x9 board that took a third of the
 * bot's time. Past set_tries candidates, the search stops once one set is
 * offered. Before any is offered it goes on to the first offered one,
 * which exists because the engine found one when the turn began. */
static nexus_status unblock_turns(nxb_moves *ml, size_t *added,
                                  const nexus_game *g,
                                  const nexus_position *pos, int k,
                                  const unsigned char *mark, int n,
                                  const nxb_gen *gen)
{
    combo c;
    int points[NEXUS_MAX_POINTS], i;
    size_t found = 0, tried = 0, count;
    nexus_status st = NEXUS_OK;
    int more = combo_first(&c, pos, k, n);
    for (; more && st == NEXUS_OK; more = combo_next(&c)) {
        if ((gen->set_cap && found >= gen->set_cap) ||
            (gen->set_tries && tried >= gen->set_tries && found > 0))
            break;
        if ((gen->move_cap && *added >= gen->move_cap) ||
            (gen->test_cap && tried >= gen->test_cap)) {
            ml->capped++; /* Some sets are left out. */
            break;
        }
        for (i = 0; i < k; i++)
            c.set[i] = c.enemy[c.idx[i]];
        tried++;
        st = nexus_game_legal_after_unblock(points, NEXUS_MAX_POINTS, &count,
                                            g, c.set, k);
        if (st == NEXUS_E_NOT_OFFERED) {
            st = NEXUS_OK;
            continue;
        }
        if (st == NEXUS_OK)
            st = set_turns(ml, added, g, pos, c.set, k, points, (int)count,
                           mark, n, gen);
        found++;
    }
    ml->tests += tried;
    return st;
}

nexus_status nxb_moves_generate(nxb_moves *ml, size_t *added,
                                const nexus_game *g, const nxb_gen *gen)
{
    nexus_position pos;
    nexus_status st = nexus_game_position(&pos, g);
    *added = 0;
    if (st != NEXUS_OK)
        return st;
    return nxb_moves_generate_at(ml, added, g, &pos, gen);
}

nexus_status nxb_moves_generate_at(nxb_moves *ml, size_t *added,
                                   const nexus_game *g,
                                   const nexus_position *pos,
                                   const nxb_gen *gen)
{
    unsigned char mark[NEXUS_MAX_POINTS];
    int points[NEXUS_MAX_POINTS], count = 0, k = 0, n = nxb_size(g);
    nexus_phase ph;
    nexus_status st;

    *added = 0;
    if ((st = nexus_game_phase(&ph, g)) != NEXUS_OK || ph == NEXUS_PHASE_OVER)
        return st;
    completions(mark, pos, n);
    if (ph == NEXUS_PHASE_UNBLOCK) {
        if ((st = nexus_game_unblock_size(&k, g)) != NEXUS_OK)
            return st;
        return unblock_turns(ml, added, g, pos, k, mark, n, gen);
    }
    ml->tests++;
    if ((st = nxb_legal(points, &count, g, NULL, 0)) != NEXUS_OK)
        return st;
    return set_turns(ml, added, g, pos, NULL, 0, points, count, mark, n, gen);
}
