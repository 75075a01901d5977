/* The transposition table of the proof-number solver (prove.h): buckets
 * of four entries in a fixed amount of memory, the bound the caller
 * sets. A full bucket gives up the entry whose search cost least, which
 * is the cheapest to find again: losing an entry costs time, never
 * correctness.
 *
 * What a depth-limited search knows of a position is monotone in the
 * depth left: won within d plies means won within any d' >= d, and not
 * won within d means not won within any d' <= d. An entry keeps both
 * bounds, and the proof numbers of the last search at its own depth. */
#include <stdlib.h>
#include <string.h>

#include "prove.h"

#define BUCKET 4

nexus_status nxb_ptable_init(nxb_ptable *t, size_t bytes)
{
    size_t buckets = 1;
    memset(t, 0, sizeof *t);
    while (buckets * 2 * BUCKET * sizeof(nxb_pentry) <= bytes)
        buckets *= 2;
    t->e = calloc(buckets * BUCKET, sizeof *t->e);
    if (!t->e)
        return NEXUS_E_NOMEM;
    t->mask = buckets - 1;
    return NEXUS_OK;
}

void nxb_ptable_free(nxb_ptable *t)
{
    free(t->e);
    t->e = NULL;
}

static nxb_pentry *bucket(const nxb_ptable *t, const nxb_pkey *k)
{
    uint64_t h = nxb_derive_seed(k->cells[0] ^ nxb_derive_seed(k->cells[1],
                                                               k->cells[2]),
                                 k->history ^ (uint64_t)k->diff * 31u ^
                                     (uint64_t)k->quiet << 40 ^
                                     (uint64_t)k->to_move << 56);
    return &t->e[(h & t->mask) * BUCKET];
}

static nxb_pentry *find(const nxb_ptable *t, const nxb_pkey *k)
{
    nxb_pentry *b = bucket(t, k);
    int i;
    for (i = 0; i < BUCKET; i++)
        if (b[i].used && memcmp(&b[i].k, k, sizeof *k) == 0)
            return &b[i];
    return NULL;
}

int nxb_ptable_probe(const nxb_ptable *t, const nxb_pkey *k, int depth,
                     uint32_t *pn, uint32_t *dn)
{
    const nxb_pentry *e = find(t, k);
    if (!e)
        return 0;
    if (e->proved_at <= depth) {
        *pn = 0;
        *dn = NXB_PROVE_INF;
    } else if (e->refuted_at >= depth) {
        *pn = NXB_PROVE_INF;
        *dn = 0;
    } else if (e->at == depth && e->pn && e->dn) {
        *pn = e->pn;
        *dn = e->dn;
    } else {
        return 0;
    }
    return 1;
}

/* Returns the entry to store k in: its own entry if it has one, else a
 * free one, else the one whose search cost least. */
static nxb_pentry *place(nxb_ptable *t, const nxb_pkey *k)
{
    nxb_pentry *b = bucket(t, k), *e = find(t, k);
    int i;
    if (e)
        return e;
    for (e = &b[0], i = 0; i < BUCKET; i++) {
        if (!b[i].used) {
            e = &b[i];
            break;
        }
        if (b[i].work < e->work)
            e = &b[i];
    }
    t->used += !e->used;
    memset(e, 0, sizeof *e);
    e->k = *k;
    e->proved_at = 255;
    e->refuted_at = -1;
    e->used = 1;
    return e;
}

void nxb_ptable_store(nxb_ptable *t, const nxb_pkey *k, int depth,
                      uint32_t pn, uint32_t dn, uint32_t work)
{
    nxb_pentry *e = place(t, k);
    if (pn == 0 && depth < e->proved_at)
        e->proved_at = (uint8_t)depth;
    else if (dn == 0 && depth > e->refuted_at)
        e->refuted_at = (int16_t)depth;
    else if (pn && dn) {
        e->at = (uint8_t)depth;
        e->pn = pn;
        e->dn = dn;
    }
    if (work > e->work)
        e->work = work;
}
