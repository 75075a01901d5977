/* nexus-proof-check: replay a proof written by nexus_prove() with nothing
 * but the rules engine (libnexus alone: not a line of the solver, nor of
 * the bot library).
 *
 *   nexus-proof-check PROOF [RECORD]
 *
 * The proof (docs/bots.md, "Proofs") claims that a side wins within d
 * plies, or does not. It is the strategy of the side holding the claim:
 * one line for each of its turns, each followed by the strategy after each
 * full legal turn of the other side, in the order nexus_turns_next() lists
 * them. The checker plays every line on the empty board of the header's
 * rules, or the end of RECORD: each turn of the holder must be legal, every
 * turn of the other side is tried, and at each end the claim must hold (a
 * win: the game won by the claimed winner within d plies; no win: not won
 * by it, within d plies or when the d plies are spent). It prints the
 * verdict and the positions checked; exit status 0 only if the proof holds
 * and nothing is left over. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nexus.h"

typedef struct check {
    FILE *f;
    nexus_game *g;
    nexus_color winner; /* the side the claim is about */
    int win;            /* the claim: 1 it wins, 0 it does not */
    nexus_color holder; /* whose strategy the file holds */
    int size;
    unsigned long long positions, lineno;
    char why[512];
} check;

static int fail(check *c, const char *msg)
{
    if (!c->why[0])
        snprintf(c->why, sizeof c->why, "line %llu: %s", c->lineno, msg);
    return 0;
}

static int strategy(check *c, int plies);

/* The holder to move: its turn is the next line. */
static int holder_turn(check *c, int plies)
{
    char line[4096];
    nexus_turn t;
    nexus_color who;
    int ok;
    if (!fgets(line, sizeof line, c->f))
        return fail(c, "the proof ends early");
    c->lineno++;
    line[strcspn(line, "\r\n")] = '\0';
    if (nexus_turn_parse(&t, &who, c->size, line) != NEXUS_OK ||
        who != c->holder)
        return fail(c, "not a turn of the side holding the claim");
    if (nexus_game_play(c->g, &t) != NEXUS_OK)
        return fail(c, "an illegal turn");
    ok = strategy(c, plies - 1);
    nexus_game_undo(c->g);
    return ok;
}

/* The other side to move: every legal turn. */
static int other_turns(check *c, int plies)
{
    nexus_turns *it = NULL;
    nexus_turn t;
    int ok = 1;
    nexus_status st;
    if (nexus_turns_new(&it, c->g) != NEXUS_OK)
        return fail(c, "out of memory");
    while (ok && (st = nexus_turns_next(&t, it)) == NEXUS_OK) {
        if (nexus_game_play(c->g, &t) != NEXUS_OK) {
            ok = fail(c, "the engine refused a turn it listed");
            break;
        }
        ok = strategy(c, plies - 1);
        nexus_game_undo(c->g);
    }
    nexus_turns_free(it);
    return ok;
}

static int strategy(check *c, int plies)
{
    nexus_phase ph = NEXUS_PHASE_OVER;
    nexus_outcome o = NEXUS_OUTCOME_NONE;
    nexus_color side = NEXUS_BLACK;
    c->positions++;
    nexus_game_phase(&ph, c->g);
    if (ph == NEXUS_PHASE_OVER) {
        nexus_game_result(&o, NULL, c->g);
        if ((o == (nexus_outcome)c->winner) != c->win)
            return fail(c, c->win ? "a game not won by the claimed winner"
                                  : "a game won by the claimed winner");
        return 1;
    }
    if (plies <= 0)
        return c->win ? fail(c, "no win within the plies claimed") : 1;
    nexus_game_to_move(&side, c->g);
    return side == c->holder ? holder_turn(c, plies) : other_turns(c, plies);
}

/* The header: format, rules and claim. */
static int header(check *c, nexus_options *o, int *plies)
{
    char kind[16] = "", who = 0;
    int version = 0;
    if (fscanf(c->f, "nexus-proof %d size %d capture-debt %d unblock-debt %d "
                     "claim %15s %c %d ",
               &version, &o->size, &o->capture_debt, &o->unblock_debt, kind,
               &who, plies) != 7 ||
        version != 1 || (who != 'B' && who != 'W') ||
        (strcmp(kind, "win") != 0 && strcmp(kind, "no-win") != 0))
        return 0;
    c->size = o->size;
    c->winner = who == 'B' ? NEXUS_BLACK : NEXUS_WHITE;
    c->win = strcmp(kind, "win") == 0;
    c->holder = c->win ? c->winner : (nexus_color)(3 - c->winner);
    c->lineno = 5;
    return 1;
}

static nexus_game *root(const nexus_options *o, const char *record)
{
    static char text[1 << 22];
    nexus_game *g = NULL;
    FILE *f;
    size_t len;
    if (!record)
        return nexus_game_new(&g, o) == NEXUS_OK ? g : NULL;
    if (!(f = fopen(record, "rb")))
        return NULL;
    len = fread(text, 1, sizeof text, f);
    fclose(f);
    return nexus_record_read(&g, text, len, NULL, NULL) == NEXUS_OK ? g : NULL;
}

int main(int argc, char **argv)
{
    nexus_options o = NEXUS_OPTIONS_INIT;
    check c;
    int plies = 0, ok, extra;
    memset(&c, 0, sizeof c);
    if (argc < 2 || argc > 3 || !(c.f = fopen(argv[1], "rb"))) {
        fprintf(stderr, "usage: nexus-proof-check PROOF [RECORD]\n");
        return 2;
    }
    if (!header(&c, &o, &plies) || !(c.g = root(&o, argc > 2 ? argv[2]
                                                            : NULL))) {
        fprintf(stderr, "nexus-proof-check: bad header or position\n");
        return 2;
    }
    ok = strategy(&c, plies);
    extra = ok && fgetc(c.f) != EOF;
    if (extra)
        ok = fail(&c, "lines left over after the proof");
    printf("%s: %s %s within %d plies: %s (%llu positions checked)\n",
           argv[1], c.winner == NEXUS_BLACK ? "Black" : "White",
           c.win ? "wins" : "does not win", plies,
           ok ? "the proof holds" : "REJECTED", c.positions);
    if (!ok)
        printf("%s\n", c.why);
    nexus_game_free(c.g);
    fclose(c.f);
    return ok ? 0 : 1;
}
