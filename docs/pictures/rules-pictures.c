/* rules-pictures: check the worked examples of docs/rules.md and draw them.
 *
 *   rules-pictures OUTDIR FILE.nxr...
 *
 * Every FILE is a conformance record (docs/examples/): it is first checked
 * line by line by the conformance runner, so each position, legal list and
 * result the rules text shows is what the engine does. Comment lines then
 * ask for more:
 *
 *   # picture NAME          write OUTDIR/NAME.svg: the game as it stands
 *                           after the moves above this line;
 *   # simple-bot            the next turn line is what the simple bot
 *                           (docs/rules.md B1-B4) plays in that position;
 *   # refused STATUS turn T the turn T is refused with STATUS there, and
 *                           changes nothing (R5).
 *
 * A FILE without a picture line gives one picture, of its last position,
 * named after the file. The exit status is 0 only if every check passed. */
#include "conformance.h"
#include "pictures.h"

#include <nexus.h>
#include <nexus_bot.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The game after the first `len` bytes of a record. */
static nexus_game *game_at(const char *path, const char *text, size_t len)
{
    nexus_game *g = NULL;
    nexus_record_error err;
    if (nexus_record_read(&g, text, len, NULL, &err) != NEXUS_OK) {
        fprintf(stderr, "%s:%d: %s\n", path, err.line, err.message);
        return NULL;
    }
    return g;
}

static int check_simple_bot(const char *path, nexus_game *g,
                            const char *next_turn)
{
    nexus_bot *bot = NULL;
    nexus_turn t;
    nexus_color who = NEXUS_EMPTY;
    nexus_options o;
    char line[1024];
    size_t n = 0;
    int ok = nexus_bot_new_simple(&bot) == NEXUS_OK &&
             nexus_bot_choose(&t, bot, g) == NEXUS_OK &&
             nexus_game_to_move(&who, g) == NEXUS_OK &&
             nexus_game_options(&o, g) == NEXUS_OK &&
             nexus_turn_format(line, sizeof line, &n, o.size, who, &t) ==
                 NEXUS_OK;
    nexus_bot_free(bot);
    if (ok && next_turn && strcmp(line, next_turn) == 0)
        return 1;
    fprintf(stderr, "%s: the simple bot plays '%s', the record '%s'\n", path,
            ok ? line : "(no turn)", next_turn ? next_turn : "(none)");
    return 0;
}

static int status_named(nexus_status *out, const char *name)
{
    int s;
    for (s = 0; s >= -64; s--)
        if (strcmp(nexus_status_name((nexus_status)s), name) == 0) {
            *out = (nexus_status)s;
            return 1;
        }
    return 0;
}

/* "STATUS turn ...": that turn is refused with STATUS and changes nothing. */
static int check_refused(const char *path, nexus_game *g, const char *arg)
{
    char name[64];
    const char *turn_text = strchr(arg, ' ');
    nexus_status want, got = NEXUS_OK;
    nexus_turn t;
    nexus_options o;
    nexus_game *copy = NULL;
    int equal = 0;
    size_t n = turn_text ? (size_t)(turn_text - arg) : 0;
    if (n == 0 || n >= sizeof name)
        return fprintf(stderr, "%s: bad refused line '%s'\n", path, arg), 0;
    memcpy(name, arg, n);
    name[n] = '\0';
    if (!status_named(&want, name) || nexus_game_options(&o, g) != NEXUS_OK ||
        nexus_turn_parse(&t, NULL, o.size, turn_text + 1) != NEXUS_OK ||
        nexus_game_clone(&copy, g) != NEXUS_OK)
        return fprintf(stderr, "%s: bad refused line '%s'\n", path, arg), 0;
    got = nexus_game_play(copy, &t);
    nexus_game_equal(&equal, copy, g);
    nexus_game_free(copy);
    if (got == want && equal)
        return 1;
    fprintf(stderr, "%s: '%s' gives %s%s\n", path, arg, nexus_status_name(got),
            equal ? "" : " and changes the game");
    return 0;
}

/* The first `turn` line after `from`, NUL-terminated in `buf`. */
static const char *next_turn_line(char *buf, size_t cap, const char *from)
{
    const char *p = strstr(from, "\nturn ");
    size_t n;
    if (!p)
        return NULL;
    p++;
    n = strcspn(p, "\r\n");
    if (n >= cap)
        return NULL;
    memcpy(buf, p, n);
    buf[n] = '\0';
    return buf;
}

/* One comment line at `at` (the text before it is the record so far).
 * Sets *pictures when it asked for a picture. */
static int directive(const pictures_run *run, const char *path,
                     const char *text, const char *at, int *pictures)
{
    char turn[1024], arg[1024];
    size_t n = strcspn(at, "\r\n");
    nexus_game *g;
    int ok = 0;
    if (strncmp(at, "# picture ", 10) && strncmp(at, "# simple-bot", 12) &&
        strncmp(at, "# refused ", 10))
        return 1; /* an ordinary comment */
    g = game_at(path, text, (size_t)(at - text));
    if (!g || n >= sizeof arg)
        return nexus_game_free(g), 0;
    memcpy(arg, at, n);
    arg[n] = '\0';
    if (strncmp(arg, "# picture ", 10) == 0) {
        *pictures = 1;
        ok = pictures_draw(run, g, arg + 10);
    } else if (strncmp(arg, "# refused ", 10) == 0) {
        ok = check_refused(path, g, arg + 10);
    } else {
        ok = check_simple_bot(path, g,
                              next_turn_line(turn, sizeof turn, at));
    }
    nexus_game_free(g);
    return ok;
}

/* The picture of a file without picture lines: its last position. */
static int draw_last(const pictures_run *run, const char *path,
                     const char *text, size_t len)
{
    const char *base = strrchr(path, '/');
    char name[256];
    size_t n;
    nexus_game *g = game_at(path, text, len);
    base = base ? base + 1 : path;
    n = strcspn(base, ".");
    if (!g || n >= sizeof name)
        return nexus_game_free(g), 0;
    memcpy(name, base, n);
    name[n] = '\0';
    n = (size_t)pictures_draw(run, g, name);
    nexus_game_free(g);
    return (int)n;
}

static int process_file(const pictures_run *run, const char *path)
{
    conformance_options co = {0};
    size_t len = 0;
    char *text = pictures_slurp(path, &len);
    const char *p;
    int ok = conformance_check_file(path, &co), pictures = 0;
    if (!text)
        return 0;
    for (p = text; p && *p; p = strchr(p, '\n'), p = p ? p + 1 : NULL)
        if (*p == '#')
            ok &= directive(run, path, text, p, &pictures);
    if (!pictures)
        ok &= draw_last(run, path, text, len);
    free(text);
    return ok;
}

int main(int argc, char **argv)
{
    pictures_run run;
    int i, ok = 1;
    if (argc < 3) {
        fprintf(stderr, "usage: %s OUTDIR FILE.nxr...\n", argv[0]);
        return 2;
    }
    run.outdir = argv[1];
    for (i = 2; i < argc; i++)
        ok &= process_file(&run, argv[i]);
    return ok ? 0 : 1;
}
