/* make_golden: random conformance records, every expectation line filled in
 * by the engine it is linked with (the safety net of the engine rewrite:
 * the files in tests/golden/ were written by the 1.0 engine of commit
 * 63f1ebf, and every later engine must replay them).
 *
 *   make_golden DIR GAMES SEED
 *
 * writes DIR/g00000.nxr ... one game per file. Games vary the board size
 * (3..9), the debt rates (0, 1, odd, even, 1000), start from the empty
 * board or from a position reached by random play, and make random
 * choices everywhere the rules allow one: unblocking sets, points, audit
 * payments, draw offers (declined or accepted). Only the public 1.0 API
 * is used, so the program builds against any 1.x library. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nexus.h"
#include "rng.h"

#define TURN_LIMIT 400 /* R22: unattended games need a limit of their own */

typedef struct writer {
    FILE *f;
    int size;
    nxb_rng rng;
} writer;

static void die(const char *what, nexus_status st)
{
    fprintf(stderr, "make_golden: %s: %s\n", what, nexus_status_name(st));
    exit(1);
}

static void check(nexus_status st, const char *what)
{
    if (st != NEXUS_OK)
        die(what, st);
}

static int below(writer *w, size_t n)
{
    return (int)nxb_rng_below(&w->rng, (uint64_t)n);
}

/* " C3" for each point of the list. */
static void put_points(writer *w, const int *points, size_t n)
{
    char name[4];
    size_t i;
    for (i = 0; i < n; i++) {
        check(nexus_point_format(name, sizeof name, w->size, points[i]),
              "nexus_point_format");
        fprintf(w->f, " %s", name);
    }
}

static const char *outcome_word(nexus_outcome o)
{
    switch (o) {
    case NEXUS_OUTCOME_BLACK_WINS: return "black-wins";
    case NEXUS_OUTCOME_WHITE_WINS: return "white-wins";
    case NEXUS_OUTCOME_DRAW: return "draw";
    default: return "none";
    }
}

static const char *reason_word(nexus_reason r)
{
    static const char *const words[] = {"none", "audit", "bankrupt",
                                        "no-placement", "quiet",
                                        "agreement", "uncovered"};
    return (unsigned)r < sizeof words / sizeof words[0] ? words[r] : "?";
}

/* The empty points of the side to move with status `which`. */
static size_t points_with(int *out, const nexus_game *g, int nn,
                          nexus_point_status which)
{
    size_t n = 0;
    int p;
    for (p = 0; p < nn; p++) {
        nexus_point_status s;
        check(nexus_game_point_status(&s, g, p), "nexus_game_point_status");
        if (s == which)
            out[n++] = p;
    }
    return n;
}

static void put_unblock(writer *w, const nexus_game *g)
{
    static int sets[NEXUS_MAX_POINTS * 4096];
    size_t count, i;
    int k, j;
    check(nexus_game_unblock_size(&k, g), "nexus_game_unblock_size");
    if (k == 0)
        return;
    check(nexus_game_unblock_sets(sets, sizeof sets / sizeof sets[0],
                                  &count, g),
          "nexus_game_unblock_sets");
    fprintf(w->f, "unblock %d", k);
    for (i = 0; i < count; i += (size_t)k) {
        for (j = 0; j < k; j++) {
            char name[4];
            check(nexus_point_format(name, sizeof name, w->size,
                                     sets[i + (size_t)j]),
                  "nexus_point_format");
            fprintf(w->f, "%s%s", j ? "+" : " ", name);
        }
    }
    fputc('\n', w->f);
}

/* The lines that hold while the game goes on: side, legal points,
 * suicides, repetitions, the unblocking due. */
static void put_live(writer *w, const nexus_game *g)
{
    int pts[NEXUS_MAX_POINTS], nn = w->size * w->size;
    size_t n;
    nexus_color c;
    check(nexus_game_to_move(&c, g), "nexus_game_to_move");
    fprintf(w->f, "to-move %c\nlegal", c == NEXUS_BLACK ? 'B' : 'W');
    check(nexus_game_legal_points(pts, NEXUS_MAX_POINTS, &n, g),
          "nexus_game_legal_points");
    put_points(w, pts, n);
    fputc('\n', w->f);
    if ((n = points_with(pts, g, nn, NEXUS_POINT_SUICIDE)) > 0) {
        fputs("suicide", w->f);
        put_points(w, pts, n);
        fputc('\n', w->f);
    }
    if ((n = points_with(pts, g, nn, NEXUS_POINT_REPETITION)) > 0) {
        fputs("repeat", w->f);
        put_points(w, pts, n);
        fputc('\n', w->f);
    }
    put_unblock(w, g);
}

/* The expectation block after a move (pv: what the turn did, or NULL). */
static void put_block(writer *w, const nexus_game *g, const nexus_preview *pv)
{
    char board[NEXUS_MAX_SIZE * (NEXUS_MAX_SIZE + 1)];
    size_t len;
    int64_t b, wd;
    int quiet;
    nexus_phase phase;
    if (pv && pv->n_captured > 0) {
        fputs("captured", w->f);
        put_points(w, pv->captured, (size_t)pv->n_captured);
        fputc('\n', w->f);
    }
    if (pv && pv->audit != NEXUS_AUDIT_NONE)
        fprintf(w->f, "audit %lld\n", (long long)pv->net);
    check(nexus_game_format_board(board, sizeof board, &len, g), "board");
    check(nexus_game_debts(&b, &wd, g), "nexus_game_debts");
    check(nexus_game_quiet(&quiet, g), "nexus_game_quiet");
    fprintf(w->f, "board %s\ndebts %lld %lld\nquiet %d\n", board,
            (long long)b, (long long)wd, quiet);
    check(nexus_game_phase(&phase, g), "nexus_game_phase");
    if (phase != NEXUS_PHASE_OVER) {
        put_live(w, g);
    } else {
        nexus_outcome o;
        nexus_reason r;
        check(nexus_game_result(&o, &r, g), "nexus_game_result");
        fprintf(w->f, "result %s %s\n", outcome_word(o), reason_word(r));
    }
}

/* A random offered unblocking set into t (when one is due). */
static void choose_unblock(writer *w, const nexus_game *g, nexus_turn *t)
{
    static int sets[NEXUS_MAX_POINTS * 4096];
    size_t count;
    int k, s;
    t->n_unblock = 0;
    check(nexus_game_unblock_size(&k, g), "nexus_game_unblock_size");
    if (k == 0)
        return;
    check(nexus_game_unblock_sets(sets, sizeof sets / sizeof sets[0],
                                  &count, g),
          "nexus_game_unblock_sets");
    s = below(w, count / (size_t)k);
    memcpy(t->unblock, sets + (size_t)s * (size_t)k, (size_t)k * sizeof(int));
    t->n_unblock = k;
}

/* A random full turn; *pv receives its preview. */
static void choose_turn(writer *w, const nexus_game *g, nexus_turn *t,
                        nexus_preview *pv)
{
    int pts[NEXUS_MAX_POINTS], i;
    size_t n;
    choose_unblock(w, g, t);
    if (t->n_unblock > 0)
        check(nexus_game_legal_after_unblock(pts, NEXUS_MAX_POINTS, &n, g,
                                             t->unblock, t->n_unblock),
              "nexus_game_legal_after_unblock");
    else
        check(nexus_game_legal_points(pts, NEXUS_MAX_POINTS, &n, g),
              "nexus_game_legal_points");
    t->point = pts[below(w, n)];
    check(nexus_game_preview(pv, g, t->unblock, t->n_unblock, t->point),
          "nexus_game_preview");
    t->n_pay = 0;
    if (pv->audit != NEXUS_AUDIT_PAY)
        return;
    for (i = 0; i < (int)pv->net; i++) { /* partial Fisher-Yates */
        int j = i + below(w, (size_t)(pv->n_payers - i));
        int tmp = pv->payers[i];
        pv->payers[i] = pv->payers[j];
        pv->payers[j] = tmp;
        t->pay[i] = pv->payers[i];
    }
    t->n_pay = (int)pv->net;
}

static char color_letter(nexus_color c) { return c == NEXUS_BLACK ? 'B' : 'W'; }

/* An offer by the side to move, declined or (rarely) accepted.
 * Returns 1 if the game ended by agreement. */
static int offer(writer *w, nexus_game *g)
{
    nexus_color c;
    check(nexus_game_to_move(&c, g), "nexus_game_to_move");
    check(nexus_game_offer_draw(g), "nexus_game_offer_draw");
    fprintf(w->f, "offer %c\n", color_letter(c));
    if (below(w, 8) == 0) {
        check(nexus_game_answer_draw(g, 1), "nexus_game_answer_draw");
        fprintf(w->f, "accept %c\n", color_letter(c == NEXUS_BLACK ? NEXUS_WHITE : NEXUS_BLACK));
        put_block(w, g, NULL);
        return 1;
    }
    check(nexus_game_answer_draw(g, 0), "nexus_game_answer_draw");
    fprintf(w->f, "decline %c\n", color_letter(c == NEXUS_BLACK ? NEXUS_WHITE : NEXUS_BLACK));
    return 0;
}

static void play_game(writer *w, nexus_game *g)
{
    char line[1024];
    int turns;
    for (turns = 0; turns < TURN_LIMIT; turns++) {
        nexus_phase phase;
        nexus_turn t;
        nexus_preview pv;
        nexus_color c;
        size_t len;
        check(nexus_game_phase(&phase, g), "nexus_game_phase");
        if (phase == NEXUS_PHASE_OVER)
            return;
        if (below(w, 50) == 0 && offer(w, g))
            return;
        check(nexus_game_to_move(&c, g), "nexus_game_to_move");
        choose_turn(w, g, &t, &pv);
        check(nexus_game_play(g, &t), "nexus_game_play");
        check(nexus_turn_format(line, sizeof line, &len, w->size, c, &t),
              "nexus_turn_format");
        fprintf(w->f, "%s\n", line);
        put_block(w, g, &pv);
    }
}

/* A live position after a few random turns, or 0 if the game ended. */
static int random_start(writer *w, const nexus_options *o,
                        nexus_position *pos)
{
    nexus_game *g;
    nexus_phase phase;
    int i, turns = 1 + below(w, (size_t)(o->size * o->size));
    check(nexus_game_new(&g, o), "nexus_game_new");
    for (i = 0; i < turns; i++) {
        nexus_turn t;
        nexus_preview pv;
        check(nexus_game_phase(&phase, g), "nexus_game_phase");
        if (phase == NEXUS_PHASE_OVER)
            break;
        choose_turn(w, g, &t, &pv);
        check(nexus_game_play(g, &t), "nexus_game_play");
    }
    check(nexus_game_phase(&phase, g), "nexus_game_phase");
    check(nexus_game_position(pos, g), "nexus_game_position");
    nexus_game_free(g);
    return phase != NEXUS_PHASE_OVER;
}

static void put_header(writer *w, const nexus_options *o,
                       const nexus_game *g, int custom)
{
    fprintf(w->f, "nexus-record 1\nsize %d\ncapture-debt %d\nunblock-debt %d\n"
                  "black random\nwhite random\n",
            o->size, o->capture_debt, o->unblock_debt);
    if (custom) {
        char board[NEXUS_MAX_SIZE * (NEXUS_MAX_SIZE + 1)];
        size_t len;
        nexus_position p;
        check(nexus_game_format_board(board, sizeof board, &len, g), "board");
        check(nexus_game_position(&p, g), "nexus_game_position");
        fprintf(w->f, "start %s %lld %lld %c %d\n", board,
                (long long)p.black_debt, (long long)p.white_debt,
                color_letter(p.to_move), p.quiet);
    }
}

static void one_game(writer *w, long index)
{
    static const int rates[][2] = {{2, 4}, {2, 4}, {0, 0}, {1, 1}, {0, 3},
                                   {3, 0}, {1, 5}, {5, 2}, {2, 10},
                                   {7, 1}, {1000, 1000}, {1, 1000},
                                   {1000, 1}, {4, 6}};
    nexus_options o = NEXUS_OPTIONS_INIT;
    nexus_position pos;
    nexus_game *g;
    int r = below(w, sizeof rates / sizeof rates[0]);
    int custom = below(w, 10) == 0;
    o.size = 3 + (int)(index % 7);
    o.capture_debt = rates[r][0];
    o.unblock_debt = rates[r][1];
    custom = custom && random_start(w, &o, &pos);
    if (custom)
        check(nexus_game_new_from_position(&g, &o, &pos), "from_position");
    else
        check(nexus_game_new(&g, &o), "nexus_game_new");
    put_header(w, &o, g, custom);
    put_block(w, g, NULL);
    play_game(w, g);
    nexus_game_free(g);
}

int main(int argc, char **argv)
{
    writer w;
    long games, i;
    if (argc != 4) {
        fprintf(stderr, "usage: make_golden DIR GAMES SEED\n");
        return 2;
    }
    games = strtol(argv[2], NULL, 10);
    nxb_rng_seed(&w.rng, strtoull(argv[3], NULL, 10));
    for (i = 0; i < games; i++) {
        char path[4096];
        snprintf(path, sizeof path, "%s/g%05ld.nxr", argv[1], i);
        w.f = fopen(path, "w");
        if (!w.f) {
            perror(path);
            return 1;
        }
        w.size = 3 + (int)(i % 7);
        one_game(&w, i);
        if (fclose(w.f) != 0) {
            perror(path);
            return 1;
        }
    }
    return 0;
}
