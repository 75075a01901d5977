/* This file writes the proof that a proof-number search found
 * (nexus_prove), and drives the searches that the writing needs.
 *
 * A proof is the strategy of the side that holds the claim: the winner's,
 * for "winner wins within d plies", the opponent's, for "winner does not
 * win within d plies". It is written depth first: at each turn of that
 * side one line, the turn it plays (a record `turn` line), then, for each
 * full legal turn of the other side in the order nexus_turns_next() gives
 * them, the strategy after it. A checker that knows only the rules reads
 * it back (examples/bots/nexus-proof-check.c; the format is in
 * docs/bots.md, "Proofs"). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "prove_search.h"

typedef struct writer {
    nxb_prover *s;
    int proven;         /* The claim: 1 for a win, 0 for no win. */
    nexus_color holder; /* The side whose strategy is written. */
    nexus_proof_writer write;
    void *user;
} writer;

/* Returns 1 if the claim holds at the position with `depth` plies left,
 * and 0 otherwise. The position may have been searched already or not. */
static int holds(writer *w, int depth)
{
    uint32_t pn = 1, dn = 1;
    if (!nxb_prove_known(w->s, depth, &pn, &dn) || (pn && dn))
        nxb_prove_mid(w->s, depth, NXB_PROVE_INF, NXB_PROVE_INF, &pn, &dn);
    return w->proven ? pn == 0 : dn == 0;
}

static nexus_status strategy(writer *w, int depth);

/* Writes the holder's turn, the first turn after which the claim holds,
 * and the strategy after it. Returns NEXUS_OK, or the error of the writer
 * or of the search. */
static nexus_status holder_turn(writer *w, int depth)
{
    nxb_prover *s = w->s;
    size_t start = s->ml.n, pool = s->ml.pool_n, added = 0, i;
    nexus_status st = nxb_moves_generate(&s->ml, &added, s->g, &s->gen);
    char line[4096];
    nexus_turn t;
    size_t len = 0;
    for (i = start; st == NEXUS_OK && i < start + added; i++) {
        if (!nxb_prove_play(s, i))
            break;
        if (holds(w, depth - 1)) {
            nxb_moves_turn(&t, &s->ml, i);
            st = nexus_turn_format(line, sizeof line - 1, &len, s->n,
                                   w->holder, &t);
            if (st == NEXUS_OK) {
                line[len - 1] = '\n';
                st = w->write(w->user, line, len);
            }
            if (st == NEXUS_OK)
                st = strategy(w, depth - 1);
            nxb_prove_undo(s);
            break;
        }
        nxb_prove_undo(s);
    }
    if (st == NEXUS_OK && (s->error || s->aborted || i == start + added))
        st = s->error ? s->error : NEXUS_E_INVALID_ARG; /* No such turn. */
    s->ml.n = start;
    s->ml.pool_n = pool;
    return st;
}

/* Writes the strategy after every turn of the other side, in the
 * iterator's order. Returns NEXUS_OK, or the error of the writer or of the
 * search. */
static nexus_status other_turns(writer *w, int depth)
{
    nexus_turns *it = NULL;
    nexus_turn t;
    nexus_status st = nexus_turns_new(&it, w->s->g);
    while (st == NEXUS_OK && (st = nexus_turns_next(&t, it)) == NEXUS_OK) {
        if ((st = nexus_game_play(w->s->g, &t)) != NEXUS_OK)
            break;
        nxb_sym_record(&w->s->sym, w->s->g, +1);
        st = strategy(w, depth - 1);
        nxb_prove_undo(w->s);
    }
    nexus_turns_free(it);
    return st == NEXUS_ITER_OVER ? NEXUS_OK : st;
}

static nexus_status strategy(writer *w, int depth)
{
    nexus_phase ph = NEXUS_PHASE_OVER;
    nexus_outcome o = NEXUS_OUTCOME_NONE;
    nexus_color side = NEXUS_BLACK;
    nexus_game_phase(&ph, w->s->g);
    if (ph == NEXUS_PHASE_OVER) {
        nexus_game_result(&o, NULL, w->s->g);
        return (o == (nexus_outcome)w->s->winner) == w->proven
                   ? NEXUS_OK
                   : NEXUS_E_INVALID_ARG; /* The search was wrong. */
    }
    if (depth <= 0)
        return w->proven ? NEXUS_E_INVALID_ARG : NEXUS_OK;
    nexus_game_to_move(&side, w->s->g);
    return side == w->holder ? holder_turn(w, depth) : other_turns(w, depth);
}

/* Writes the header of the proof: the format, the rules and the claim. */
static nexus_status header(writer *w, int depth)
{
    nexus_options o;
    char text[256];
    int len;
    nexus_status st = nexus_game_options(&o, w->s->g);
    if (st != NEXUS_OK)
        return st;
    len = snprintf(text, sizeof text,
                   "nexus-proof 1\nsize %d\ncapture-debt %d\nunblock-debt "
                   "%d\nclaim %s %c %d\n",
                   o.size, o.capture_debt, o.unblock_debt,
                   w->proven ? "win" : "no-win",
                   w->s->winner == NEXUS_BLACK ? 'B' : 'W', depth);
    return w->write(w->user, text, (size_t)len);
}

nexus_status nxb_prove_write(nxb_prover *s, int depth, int proven,
                             nexus_proof_writer write, void *user)
{
    writer w;
    unsigned long long nodes = s->nodes, limit = s->max_nodes;
    nexus_status st;
    w.s = s;
    w.proven = proven;
    w.holder = proven ? s->winner : (nexus_color)(3 - s->winner);
    w.write = write;
    w.user = user;
    /* A search again of what the table lost must end, and a listing of
     * the holder's turns must hold the one that keeps the claim: both
     * the node limit and the cap of a listing that it sets are lifted. */
    nxb_prove_limit(s, 0);
    st = header(&w, depth);
    if (st == NEXUS_OK)
        st = strategy(&w, depth);
    s->nodes = nodes; /* The result counts the search, not the writing. */
    nxb_prove_limit(s, limit);
    return st;
}
