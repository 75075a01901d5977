/* rules-pictures: one picture (see rules-pictures.c). */
#include "pictures.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

char *pictures_slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    char *buf = NULL;
    long size;
    if (f && fseek(f, 0, SEEK_END) == 0 && (size = ftell(f)) >= 0 &&
        fseek(f, 0, SEEK_SET) == 0 && (buf = malloc((size_t)size + 1))) {
        *len = fread(buf, 1, (size_t)size, f);
        buf[*len] = '\0';
    } else {
        fprintf(stderr, "%s: %s\n", path, strerror(errno));
    }
    if (f)
        fclose(f);
    return buf;
}

static void add_marks(nexus_svg_options *o, nexus_svg_mark kind,
                      const int *points, int n)
{
    int i;
    for (i = 0; i < n; i++)
        o->marks[kind][o->n_marks[kind]++] = points[i];
}

/* What the last turn captured: the engine's preview of it, taken in the
 * game as it was before that turn. */
static nexus_status last_captures(nexus_svg_options *o, const nexus_game *g,
                                  const nexus_turn *t, size_t turns)
{
    nexus_game *before = NULL;
    nexus_preview pv;
    size_t now = turns;
    nexus_status st = nexus_game_clone(&before, g);
    /* Undo draw offers and answers too, back to before the turn. */
    while (st == NEXUS_OK && now == turns) {
        st = nexus_game_undo(before);
        if (st == NEXUS_OK)
            st = nexus_game_turn_count(&now, before);
    }
    if (st == NEXUS_OK)
        st = nexus_game_preview(&pv, before, t->unblock, t->n_unblock,
                                t->point);
    if (st == NEXUS_OK)
        add_marks(o, NEXUS_SVG_MARK_CAPTURE, pv.captured, pv.n_captured);
    nexus_game_free(before);
    return st;
}

/* Every stone of an offered unblocking set, once, in canonical order. */
static nexus_status candidates(nexus_svg_options *o, const nexus_game *g)
{
    int seen[NEXUS_MAX_POINTS] = {0}, p, *sets = NULL;
    size_t n = 0, i;
    nexus_status st = nexus_game_unblock_sets(NULL, 0, &n, g);
    if (st == NEXUS_E_BUFFER_TOO_SMALL) {
        sets = malloc(n * sizeof *sets);
        st = sets ? nexus_game_unblock_sets(sets, n, &n, g) : NEXUS_E_NOMEM;
    }
    for (i = 0; st == NEXUS_OK && i < n; i++)
        seen[sets[i]] = 1;
    free(sets);
    o->n_marks[NEXUS_SVG_MARK_UNBLOCK] = 0;
    for (p = 0; p < NEXUS_MAX_POINTS; p++)
        if (seen[p])
            add_marks(o, NEXUS_SVG_MARK_UNBLOCK, &p, 1);
    return st;
}

static nexus_status marks_of(nexus_svg_options *o, const nexus_game *g)
{
    size_t turns = 0;
    nexus_turn t;
    nexus_phase phase;
    nexus_status st = nexus_game_turn_count(&turns, g);
    if (st == NEXUS_OK && turns > 0) {
        st = nexus_game_turn_at(&t, g, turns - 1);
        if (st == NEXUS_OK) {
            add_marks(o, NEXUS_SVG_MARK_PAYER, t.pay, t.n_pay);
            add_marks(o, NEXUS_SVG_MARK_UNBLOCK, t.unblock, t.n_unblock);
            st = last_captures(o, g, &t, turns);
        }
    }
    if (st == NEXUS_OK)
        st = nexus_game_phase(&phase, g);
    if (st == NEXUS_OK && phase == NEXUS_PHASE_UNBLOCK)
        st = candidates(o, g);
    return st;
}

static int write_file(const char *path, const char *svg, size_t len)
{
    FILE *f = fopen(path, "wb");
    int ok = f && fwrite(svg, 1, len, f) == len;
    if (f && fclose(f) != 0)
        ok = 0;
    if (!ok)
        fprintf(stderr, "%s: %s\n", path, strerror(errno));
    return ok;
}

int pictures_draw(const pictures_run *run, const nexus_game *game,
                  const char *name)
{
    nexus_svg_options o = NEXUS_SVG_OPTIONS_INIT;
    char path[4096];
    char *svg = NULL;
    size_t need = 0;
    nexus_status st = marks_of(&o, game);
    int ok = 0;
    if (st == NEXUS_OK)
        st = nexus_game_format_svg(NULL, 0, &need, game, &o);
    if (st == NEXUS_E_BUFFER_TOO_SMALL && (svg = malloc(need)) != NULL)
        st = nexus_game_format_svg(svg, need, &need, game, &o);
    if (st == NEXUS_OK &&
        snprintf(path, sizeof path, "%s/%s.svg", run->outdir, name) <
            (int)sizeof path)
        ok = write_file(path, svg, need - 1);
    if (st != NEXUS_OK)
        fprintf(stderr, "%s: %s\n", name, nexus_status_name(st));
    free(svg);
    return ok;
}
