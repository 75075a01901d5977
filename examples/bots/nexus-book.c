/* nexus-book: write the opening book of the strong bot (bot/book.h).
 *
 *   nexus-book [--nodes N] [--seed S] [--jobs J] > bot/book5.c
 *
 * For every position of the standard 5x5 game that the book covers (the
 * first five turns, on the line of the book's own earlier turns), the
 * strong bot with its book and its length bonus switched off searches N
 * turns (default
 * 2,000,000, about a second), with the seed S (default 1), and its turn
 * becomes the book's. The searches run on J threads (default 1); each
 * search depends only on its position, N and S, so the output is the same
 * for any J. Prints the C source of the tables to standard output and
 * its progress to standard error. Exit status 0 on success, 1 on error,
 * 2 on bad arguments. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nexus.h"
#include "nexus_bot.h"

#define PLIES 5
#define POINTS 25
#define NONE 255
#define MAX_JOBS 64
#define MAX_NODES 1000000000UL /* The strong bot's largest `nodes`. */

/* One position of the book: the points that lead to it, and the point
 * the search chose. */
typedef struct entry {
    int pts[PLIES];
    int k;
    int point;
} entry;

typedef struct work {
    entry *e;
    size_t n, next, done;
    unsigned long nodes;
    unsigned long long seed;
    int failed;
    pthread_mutex_t lock;
} work;

/* Plays the points on a new standard game. Returns the game, or NULL if
 * a point is not legal there. */
static nexus_game *play_points(const int *pts, int k)
{
    nexus_options o = NEXUS_OPTIONS_INIT;
    nexus_game *g = NULL;
    nexus_turn t;
    int i;
    if (nexus_game_new(&g, &o) != NEXUS_OK)
        return NULL;
    for (i = 0; i < k; i++) {
        memset(&t, 0, sizeof t);
        t.point = pts[i];
        if (nexus_game_play(g, &t) != NEXUS_OK) {
            nexus_game_free(g);
            return NULL;
        }
    }
    return g;
}

/* Returns the point that the strong bot, book off, chooses for the
 * entry's position, or -1 on an error. The search is the one that wrote
 * bot/book5.c, without the length bonus that strong has had since, so
 * that the committed book can be made again byte for byte. */
static int search(const entry *e, unsigned long nodes,
                  unsigned long long seed)
{
    char spec[96];
    nexus_bot *bot = NULL;
    nexus_game *g = play_points(e->pts, e->k);
    nexus_turn t;
    int point = -1;
    snprintf(spec, sizeof spec, "strong:nodes=%lu,book=false,length_bonus=0",
             nodes);
    if (g && nexus_bot_new_spec(&bot, NULL, spec) == NEXUS_OK &&
        nexus_bot_seed(bot, seed) == NEXUS_OK &&
        nexus_bot_choose(&t, bot, g) == NEXUS_OK && t.n_unblock == 0 &&
        t.n_pay == 0)
        point = t.point;
    nexus_bot_free(bot);
    nexus_game_free(g);
    return point;
}

static void *worker(void *arg)
{
    work *w = arg;
    for (;;) {
        size_t i;
        int point;
        pthread_mutex_lock(&w->lock);
        i = w->next++;
        pthread_mutex_unlock(&w->lock);
        if (i >= w->n)
            return NULL;
        point = search(&w->e[i], w->nodes, w->seed);
        pthread_mutex_lock(&w->lock);
        w->e[i].point = point;
        w->failed |= point < 0;
        if (++w->done % 25 == 0 || w->done == w->n)
            fprintf(stderr, "nexus-book: %zu of %zu positions\n", w->done,
                    w->n);
        pthread_mutex_unlock(&w->lock);
    }
}

/* Searches the entries on `jobs` threads. Returns 0, or 1 on an error. */
static int search_all(work *w, int jobs)
{
    pthread_t th[MAX_JOBS];
    int i, started = 0;
    w->next = w->done = 0;
    for (i = 0; i < jobs; i++)
        started += pthread_create(&th[started], NULL, worker, w) == 0;
    if (started == 0)
        worker(w);
    for (i = 0; i < started; i++)
        pthread_join(th[i], NULL);
    return w->failed;
}

/* Adds the entry of the points pts[0 .. k-1] with the last one set to
 * each point where it is legal. */
static void add_last(work *w, int *pts, int k)
{
    nexus_game *g;
    for (pts[k - 1] = 0; pts[k - 1] < POINTS; pts[k - 1]++)
        if ((g = play_points(pts, k)) != NULL) {
            nexus_game_free(g);
            memcpy(w->e[w->n].pts, pts, sizeof w->e[w->n].pts);
            w->e[w->n].k = k;
            w->e[w->n++].point = NONE;
        }
}

/* The tables, filled turn by turn: each turn's positions follow from the
 * book's own earlier points. */
typedef struct book {
    int first, reply[POINTS], second[POINTS];
    int reply2[POINTS][POINTS], third[POINTS][POINTS];
} book;

/* Sets every slot of the tables to NONE, the value of a position that
 * is not searched. */
static void fill_none(book *b)
{
    int a, c;
    b->first = NONE;
    for (a = 0; a < POINTS; a++) {
        b->reply[a] = b->second[a] = NONE;
        for (c = 0; c < POINTS; c++)
            b->reply2[a][c] = b->third[a][c] = NONE;
    }
}

/* Lists the positions of turn k, which the tables of the earlier turns
 * decide. */
static void list_turn(work *w, const book *b, int k)
{
    int pts[PLIES] = {0}, a, c;
    w->n = 0;
    if (k == 0) {
        memset(&w->e[0], 0, sizeof w->e[0]);
        w->n = 1;
    } else if (k == 1) {
        add_last(w, pts, 1);
    } else if (k == 2) {
        pts[0] = b->first;
        add_last(w, pts, 2);
    } else if (k == 3) {
        for (a = 0; a < POINTS; a++) {
            pts[0] = a;
            pts[1] = b->reply[a];
            if (pts[1] != NONE)
                add_last(w, pts, 3);
        }
    } else {
        pts[0] = b->first;
        for (c = 0; c < POINTS; c++) {
            pts[1] = c;
            pts[2] = b->second[c];
            if (pts[2] != NONE)
                add_last(w, pts, 4);
        }
    }
}

/* Puts the points the searches chose into the table of turn k. */
static void store_turn(book *b, const work *w, int k)
{
    size_t i;
    for (i = 0; i < w->n; i++) {
        const entry *e = &w->e[i];
        if (k == 0)
            b->first = e->point;
        else if (k == 1)
            b->reply[e->pts[0]] = e->point;
        else if (k == 2)
            b->second[e->pts[1]] = e->point;
        else if (k == 3)
            b->reply2[e->pts[0]][e->pts[2]] = e->point;
        else
            b->third[e->pts[1]][e->pts[3]] = e->point;
    }
}

static void print_row(const int *row, int count)
{
    int i;
    printf("{");
    for (i = 0; i < count; i++)
        printf("%s%d", i ? ", " : "", row[i]);
    printf("}");
}

static void print_table(const char *name, const int (*t)[POINTS])
{
    int a;
    printf("    /* %s */\n    {", name);
    for (a = 0; a < POINTS; a++) {
        printf("%s\n     ", a ? "," : "");
        print_row(t[a], POINTS);
    }
    printf("}");
}

static void print_book(const book *b, unsigned long nodes,
                       unsigned long long seed)
{
    printf("/* The opening book of the strong bot (book.h), written by\n"
           " * `nexus-book --nodes %lu --seed %llu`: do not edit. Each\n"
           " * entry is a point in canonical order, %d for none. */\n"
           "#include \"book.h\"\n\n"
           "const nxb_book nxb_book5 = {\n    %d,\n    ",
           nodes, seed, NONE, b->first);
    print_row(b->reply, POINTS);
    printf(",\n    ");
    print_row(b->second, POINTS);
    printf(",\n");
    print_table("reply2", b->reply2);
    printf(",\n");
    print_table("third", b->third);
    printf("};\n");
}

static int usage(void)
{
    fprintf(stderr, "usage: nexus-book [--nodes N] [--seed S] [--jobs J]\n");
    return 2;
}

int main(int argc, char **argv)
{
    static entry entries[POINTS * POINTS];
    static book b;
    work w;
    int i, k, jobs = 1;
    memset(&w, 0, sizeof w);
    w.e = entries;
    w.nodes = 2000000;
    w.seed = 1;
    for (i = 1; i < argc; i += 2) {
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        char *end = NULL;
        /* strtoul would take a minus sign and wrap the number round. */
        if (!v || !(*v >= '0' && *v <= '9'))
            return usage();
        if (!strcmp(argv[i], "--nodes"))
            w.nodes = strtoul(v, &end, 10);
        else if (!strcmp(argv[i], "--seed"))
            w.seed = strtoull(v, &end, 10);
        else if (!strcmp(argv[i], "--jobs"))
            jobs = (int)strtol(v, &end, 10);
        else
            return usage();
        if (!end || *end || w.nodes == 0 || w.nodes > MAX_NODES || jobs < 1 ||
            jobs > MAX_JOBS)
            return usage();
    }
    fill_none(&b);
    for (k = 0; k < PLIES; k++) {
        list_turn(&w, &b, k);
        if (pthread_mutex_init(&w.lock, NULL) != 0 || search_all(&w, jobs)) {
            fprintf(stderr, "nexus-book: a search failed\n");
            return 1;
        }
        pthread_mutex_destroy(&w.lock);
        store_turn(&b, &w, k);
    }
    print_book(&b, w.nodes, w.seed);
    return 0;
}
