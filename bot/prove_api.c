/* This file is nexus_prove() (nexus_bot.h), the driver of the
 * proof-number solver. */
#include <stdlib.h>
#include <string.h>

#include "prove_search.h"
#include "nx_versioned.h"

#define MAX_PLIES 250
#define MIN_TABLE ((size_t)64 << 10)

nexus_status nexus_prove_options_init(nexus_prove_options *opts,
                                      unsigned int version)
{
    static const nexus_prove_options defaults = NEXUS_PROVE_OPTIONS_INIT;
    return NX_VERSIONED_INIT(opts, version, NEXUS_PROVE_OPTIONS_VERSION,
                             defaults);
}

static nexus_status check(const nexus_prove_options *o, const nexus_game *g)
{
    if (o->version != NEXUS_PROVE_OPTIONS_VERSION)
        return NEXUS_E_VERSION;
    if (o->max_plies < 1 || o->max_plies > MAX_PLIES ||
        o->table_bytes < MIN_TABLE ||
        (o->winner != NEXUS_EMPTY && o->winner != NEXUS_BLACK &&
         o->winner != NEXUS_WHITE) ||
        (o->symmetry != 0 && o->symmetry != 1) ||
        (o->deepen != 0 && o->deepen != 1))
        return NEXUS_E_INVALID_ARG;
    return nxb_check_playing(g);
}

nexus_status nxb_prove_start(nxb_prover *s, const nexus_game *game,
                             const nexus_prove_options *o)
{
    nexus_status st;
    memset(s, 0, sizeof *s);
    nxb_moves_init(&s->ml);
    s->n = nxb_size(game);
    nxb_prove_limit(s, o->max_nodes);
    s->winner = o->winner;
    if (s->winner == NEXUS_EMPTY)
        nexus_game_to_move(&s->winner, game);
    if ((st = nxb_ptable_init(&s->tt, o->table_bytes)) != NEXUS_OK ||
        (st = nxb_sym_init(&s->sym, game, o->symmetry)) != NEXUS_OK)
        return st;
    return nexus_game_clone(&s->g, game);
}

void nxb_prove_stop(nxb_prover *s)
{
    nexus_game_free(s->g);
    nxb_moves_free(&s->ml);
    nxb_ptable_free(&s->tt);
    free(s->ch);
}

/* Searches the root with `depth` plies left. Returns +1 if the claim is
 * proven, -1 if it is disproven, and 0 if it is not known because of the
 * node limit or an error. */
static int search(nxb_prover *s, int depth)
{
    uint32_t pn = 1, dn = 1;
    if (!nxb_prove_known(s, depth, &pn, &dn) || (pn && dn))
        nxb_prove_mid(s, depth, NXB_PROVE_INF, NXB_PROVE_INF, &pn, &dn);
    if (s->aborted || s->error)
        return 0;
    return pn == 0 ? 1 : dn == 0 ? -1 : 0;
}

/* Looks for a child of the root that is proven within depth - 1. Returns
 * 1 and writes its turn into *first if there is one, and 0 otherwise. */
static int proven_child(nxb_prover *s, int depth, nexus_turn *first)
{
    size_t start = s->ml.n, added = 0, i;
    uint32_t pn, dn;
    int found = 0;
    if (nxb_moves_generate(&s->ml, &added, s->g, &s->gen) != NEXUS_OK)
        return 0;
    for (i = start; i < start + added && !found; i++) {
        if (!nxb_prove_play(s, i))
            break;
        found = nxb_prove_known(s, depth - 1, &pn, &dn) && pn == 0;
        nxb_prove_undo(s);
        if (found)
            nxb_moves_turn(first, &s->ml, i);
    }
    s->ml.n = start;
    return found;
}

int nxb_prove_quick(const nexus_game *g, nexus_color winner, int plies,
                    unsigned long long max_nodes, size_t table_bytes,
                    unsigned long long *nodes, nexus_turn *first)
{
    nexus_prove_options o = NEXUS_PROVE_OPTIONS_INIT;
    nxb_prover s;
    int d = 0, v = 0;
    o.winner = winner;
    o.max_plies = plies;
    o.max_nodes = max_nodes;
    o.table_bytes = table_bytes;
    o.symmetry = 0;
    if (nxb_prove_start(&s, g, &o) == NEXUS_OK)
        for (d = 1; d <= plies && v == 0 && !s.aborted; d++) /* Shortest. */
            if ((v = search(&s, d)) < 0)
                v = d < plies ? 0 : -1;
    if (v > 0 && first && !proven_child(&s, d - 1, first))
        v = 0; /* The table lost the proof, so no turn can be given. */
    *nodes += s.nodes;
    nxb_prove_stop(&s);
    return v > 0 ? d - 1 : v;
}

nexus_status nexus_prove(nexus_prove_result *out, const nexus_game *game,
                         const nexus_prove_options *opts,
                         nexus_proof_writer write, void *user)
{
    static const nexus_prove_options defaults = NEXUS_PROVE_OPTIONS_INIT;
    nexus_prove_result r;
    nxb_prover s;
    int d, v = 0;
    nexus_status st;
    if (!out || !game)
        return NEXUS_E_INVALID_ARG;
    if (!opts)
        opts = &defaults;
    if ((st = check(opts, game)) != NEXUS_OK)
        return st;
    memset(&r, 0, sizeof r);
    st = nxb_prove_start(&s, game, opts);
    for (d = opts->deepen ? 1 : opts->max_plies;
         st == NEXUS_OK && d <= opts->max_plies; d++) {
        v = search(&s, d);
        if ((st = s.error) != NEXUS_OK || v != -1)
            break;
        r.plies = d; /* Refuted within d. */
    }
    if (st == NEXUS_OK && v > 0)
        r.plies = d;
    r.value = v > 0 ? NEXUS_PROVE_WIN
              : v < 0 ? NEXUS_PROVE_NO_WIN : NEXUS_PROVE_UNKNOWN;
    r.winner = s.winner;
    r.nodes = s.nodes;
    r.table_entries = s.tt.used;
    if (st == NEXUS_OK && write && v != 0)
        st = nxb_prove_write(&s, r.plies, v > 0, write, user);
    nxb_prove_stop(&s);
    if (st == NEXUS_OK)
        *out = r;
    return st;
}
