/* The proof-number solver (nexus_bot.h, nexus_prove): depth-first
 * proof-number search (df-pn, Nagai 2002) with the 1 + epsilon trick of
 * Pawlewicz and Lew (2007), for the question "does `winner` force a win
 * within d plies?".
 *
 * OR nodes are the winner's turns, AND nodes the opponent's. Every full
 * legal turn is a child at both (every offered unblocking set, every
 * payment; the payments that keep a line count as one, since each wins),
 * so that a disproof is as exact as a proof. Threats order the search: a
 * winner to move with a completion it can afford is proved at once, and
 * an opponent to move with one is a disproof at once, before any child is
 * listed; among the children, the proof numbers of those not yet searched
 * come from the table or start at 1.
 *
 * The table (prove_table.c) is keyed by the whole state that decides the
 * future, history included, in a canonical orientation under the board's
 * symmetries (prove_key.c). docs/bots.md, "Proofs", says why merging the
 * images of a position is sound when the key holds the history too. Every
 * turn is played by the engine on a clone of the game, whose history is
 * the real one. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "policy.h"
#include "prove_search.h"

static uint32_t sat_add(uint32_t a, uint32_t b)
{
    return a >= NXB_PROVE_INF - b ? NXB_PROVE_INF : a + b;
}

void nxb_prove_limit(nxb_prover *s, unsigned long long max_nodes)
{
    s->max_nodes = max_nodes;
    s->gen.move_cap = max_nodes < SIZE_MAX ? (size_t)max_nodes : 0;
}

int nxb_prove_play(nxb_prover *s, size_t i)
{
    nexus_turn t;
    if (s->max_nodes && s->nodes >= s->max_nodes) {
        s->aborted = 1;
        return 0;
    }
    nxb_moves_turn(&t, &s->ml, i);
    if ((s->error = nexus_game_play(s->g, &t)) != NEXUS_OK)
        return 0;
    s->nodes++;
    nxb_sym_record(&s->sym, s->g, +1);
    return 1;
}

void nxb_prove_undo(nxb_prover *s)
{
    nxb_sym_record(&s->sym, s->g, -1);
    nexus_game_undo(s->g);
}

int nxb_prove_known(nxb_prover *s, int depth, uint32_t *pn, uint32_t *dn)
{
    nexus_outcome o = NEXUS_OUTCOME_NONE;
    nexus_phase ph = NEXUS_PHASE_OVER;
    nexus_color side = NEXUS_BLACK;
    nxb_lines lines;
    nexus_turn win;
    nxb_pkey k;
    int won = 0;
    nexus_game_phase(&ph, s->g);
    nexus_game_to_move(&side, s->g);
    if (ph == NEXUS_PHASE_OVER) {
        nexus_game_result(&o, NULL, s->g);
        won = o == (nexus_outcome)s->winner ? 1 : -1;
    } else if (depth <= 0) {
        won = -1; /* No ply is left. */
    } else if (ph == NEXUS_PHASE_PLACE) {
        nxb_scan(&lines, s->g, s->n);
        if (nxb_policy_win(&win, s->g, &lines)) /* a win in one */
            won = side == s->winner ? 1 : -1;
    }
    if (won) {
        *pn = won > 0 ? 0 : NXB_PROVE_INF;
        *dn = won > 0 ? NXB_PROVE_INF : 0;
        return 1;
    }
    nxb_sym_key(&k, &s->sym, s->g);
    return nxb_ptable_probe(&s->tt, &k, depth, pn, dn);
}

/* Computes the numbers of a node from its children's. */
static void combine(const nxb_pchild *c, size_t count, int or_node,
                    uint32_t *pn, uint32_t *dn)
{
    size_t i;
    *pn = or_node ? NXB_PROVE_INF : 0;
    *dn = or_node ? 0 : NXB_PROVE_INF;
    for (i = 0; i < count; i++) {
        if (or_node) {
            *pn = c[i].pn < *pn ? c[i].pn : *pn;
            *dn = sat_add(*dn, c[i].dn);
        } else {
            *pn = sat_add(*pn, c[i].pn);
            *dn = c[i].dn < *dn ? c[i].dn : *dn;
        }
    }
}

/* Returns the child to search: the one of least proof number at an OR
 * node, of least disproof number at an AND node, and the first on ties.
 * Writes the second least number into *second. */
static size_t best_child(const nxb_pchild *c, size_t count, int or_node,
                         uint32_t *second)
{
    size_t i, best = 0;
    *second = NXB_PROVE_INF;
    for (i = 1; i < count; i++) {
        uint32_t v = or_node ? c[i].pn : c[i].dn;
        uint32_t b = or_node ? c[best].pn : c[best].dn;
        if (v < b) {
            *second = b;
            best = i;
        } else if (v < *second) {
            *second = v;
        }
    }
    return best;
}

/* Makes room for `count` more children on the stack of children. Returns
 * 1, or 0 when the allocation fails. */
static int reserve(nxb_prover *s, size_t count)
{
    size_t cap = s->ch_cap ? s->ch_cap : 1024;
    nxb_pchild *p;
    if (s->ch_n + count <= s->ch_cap)
        return 1;
    while (cap < s->ch_n + count)
        cap *= 2;
    if (!(p = realloc(s->ch, cap * sizeof *p))) {
        s->error = NEXUS_E_NOMEM;
        return 0;
    }
    s->ch = p;
    s->ch_cap = cap;
    return 1;
}

/* Returns the class of a placement at p for the side to move, by the
 * lines through p. It returns 2 for a block, a stone in the gap of a line
 * that the opponent holds but for that point. It returns 1 for a threat,
 * a stone that leaves the mover a line with one empty point, and 0
 * otherwise. */
static int threat_class(const nxb_line_counts *lc, int n, int p,
                        nexus_color me)
{
    int lines[4], k = nxb_point_lines(lines, n, p), i, cls = 0;
    nexus_color you = (nexus_color)(3 - me);
    for (i = 0; i < k; i++) {
        const unsigned char *c = lc->count[lines[i]];
        if (c[you] == n - 1)
            return 2;
        if (c[me] == n - 2 && c[you] == 0)
            cls = 1;
    }
    return cls;
}

/* Orders the children by threat: the turns that win at once first, then
 * the blocks, the threats and the others. A stable insertion sort keeps
 * each class in canonical order. The first child tried among equal proof
 * numbers is then the most forcing. */
static void order(nxb_prover *s, nxb_pchild *c, size_t count)
{
    nexus_position pos;
    nxb_line_counts lc;
    int key[512], kv;
    size_t i, j;
    if (count > 512 || nexus_game_position(&pos, s->g) != NEXUS_OK)
        return;
    nxb_count_lines(&lc, pos.cells, s->n);
    for (i = 0; i < count; i++) {
        const nxb_move *m = &s->ml.m[c[i].move];
        key[i] = m->wins ? 3 : threat_class(&lc, s->n, m->point, pos.to_move);
    }
    for (i = 1; i < count; i++) {
        nxb_pchild v = c[i];
        kv = key[i];
        for (j = i; j > 0 && key[j - 1] < kv; j--) {
            c[j] = c[j - 1];
            key[j] = key[j - 1];
        }
        c[j] = v;
        key[j] = kv;
    }
}

size_t nxb_prove_expand(nxb_prover *s, int depth, size_t *start)
{
    size_t added = 0, i;
    unsigned long capped = s->ml.capped;
    nxb_pchild *c;
    int cut;
    *start = s->ml.n;
    s->error = nxb_moves_generate(&s->ml, &added, s->g, &s->gen);
    cut = s->ml.capped != capped;
    if (s->error || !reserve(s, added))
        return 0;
    c = s->ch + s->ch_n;
    for (i = 0; i < added; i++) {
        c[i].move = (uint32_t)(*start + i);
        c[i].pn = c[i].dn = 1;
    }
    order(s, c, added);
    for (i = 0; i < added && !s->aborted && !s->error; i++) {
        if (!nxb_prove_play(s, c[i].move))
            return 0;
        nxb_prove_known(s, depth - 1, &c[i].pn, &c[i].dn);
        nxb_prove_undo(s);
    }
    /* A node whose list was cut can be neither proven nor disproven, so
     * the search gives up there as at its node limit. Its listed children
     * are played first, as a list without the cap was: such a list holds
     * as many turns as the search has nodes, so the limit stops both at
     * the same count of nodes. */
    if (cut)
        s->aborted = 1;
    return s->aborted || s->error ? 0 : added;
}

/* Computes the thresholds of the child to search, by the 1 + epsilon
 * trick with epsilon = 1/4. */
static void child_limits(uint32_t *cpn, uint32_t *cdn, const nxb_pchild *c,
                         uint32_t second, uint32_t thpn, uint32_t thdn,
                         uint32_t pn, uint32_t dn, int or_node)
{
    uint32_t wide = second >= NXB_PROVE_INF ? NXB_PROVE_INF
                                           : sat_add(second, second / 4 + 1);
    if (or_node) {
        *cpn = thpn < wide ? thpn : wide;
        *cdn = thdn >= NXB_PROVE_INF ? NXB_PROVE_INF : thdn - dn + c->dn;
    } else {
        *cdn = thdn < wide ? thdn : wide;
        *cpn = thpn >= NXB_PROVE_INF ? NXB_PROVE_INF : thpn - pn + c->pn;
    }
}

void nxb_prove_mid(nxb_prover *s, int depth, uint32_t thpn, uint32_t thdn,
                   uint32_t *pn, uint32_t *dn)
{
    size_t start = 0, ch0 = s->ch_n, pool = s->ml.pool_n, count, b;
    unsigned long long before = s->nodes;
    nexus_color side = NEXUS_BLACK;
    uint32_t second, cpn, cdn;
    nxb_pkey k;
    int or_node;
    nexus_game_to_move(&side, s->g);
    or_node = side == s->winner;
    nxb_sym_key(&k, &s->sym, s->g);
    count = nxb_prove_expand(s, depth, &start);
    s->ch_n += count;
    combine(s->ch + ch0, count, or_node, pn, dn);
    while (count && *pn && *dn && *pn < thpn && *dn < thdn) {
        uint32_t cp, cd;
        b = best_child(s->ch + ch0, count, or_node, &second);
        child_limits(&cpn, &cdn, &s->ch[ch0 + b], second, thpn, thdn, *pn,
                     *dn, or_node);
        if (!nxb_prove_play(s, s->ch[ch0 + b].move))
            break;
        /* The search below may move the stack of children: no pointer
         * into it is kept across it. */
        nxb_prove_mid(s, depth - 1, cpn, cdn, &cp, &cd);
        s->ch[ch0 + b].pn = cp;
        s->ch[ch0 + b].dn = cd;
        nxb_prove_undo(s);
        if (s->aborted || s->error)
            break;
        combine(s->ch + ch0, count, or_node, pn, dn);
    }
    if (count == 0 && !s->aborted && !s->error) /* No turn (R17). */
        *pn = NXB_PROVE_INF, *dn = 0;
    if (!s->aborted && !s->error)
        nxb_ptable_store(&s->tt, &k, depth, *pn, *dn,
                         (uint32_t)(s->nodes - before));
    s->ch_n = ch0;
    s->ml.n = start;
    s->ml.pool_n = pool;
}
