/* The reading and parsing of what humans type in nexus play. */
#define _POSIX_C_SOURCE 200809L

#include "play_input.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* Prompts and reads one line into s->line, trimmed. A NUL byte in the line
 * is kept visible as '?', and a line longer than the buffer is skipped
 * whole. Returns IN_OK, IN_LONG for a line that was skipped, or IN_EOF at
 * the end of the input. */
static int read_line(session *s, const char *prompt)
{
    size_t n = 0;
    int c, any = 0, overflow = 0;
    char *p;
    fputs(prompt, stdout);
    fflush(stdout);
    while ((c = getchar()) != EOF) {
        any = 1;
        if (c == '\n')
            break;
        if (n + 1 < sizeof s->line)
            s->line[n++] = c == '\0' ? '?' : (char)c;
        else
            overflow = 1;
    }
    s->line[n] = '\0';
    if (!any) {
        fputc('\n', stdout);
        return IN_EOF;
    }
    if (overflow) {
        if (s->echo)
            fputs("(a very long line)\n", stdout);
        return IN_LONG;
    }
    while (n > 0 && isspace((unsigned char)s->line[n - 1]))
        s->line[--n] = '\0';
    for (p = s->line; isspace((unsigned char)*p); p++)
        continue;
    memmove(s->line, p, strlen(p) + 1);
    if (s->echo)
        printf("%s\n", s->line);
    return IN_OK;
}

int play_ask(session *s, const char *prompt)
{
    for (;;) {
        int r = read_line(s, prompt);
        if (r != IN_LONG)
            return r;
        printf("That line is too long (at most %d characters).\n",
               PLAY_LINE_CAP - 1);
    }
}

int play_is_word(const char *line, const char *word)
{
    for (; *line && *word; line++, word++)
        if (tolower((unsigned char)*line) != *word)
            return 0;
    return *line == '\0' && *word == '\0';
}

/* The first word of the line is `word` when a space or the end of the line
 * follows it. */
int play_starts_with_word(const char *line, const char *word)
{
    size_t n = strlen(word), i;
    for (i = 0; i < n; i++)
        if (tolower((unsigned char)line[i]) != word[i])
            return 0;
    return line[n] == '\0' || line[n] == ' ';
}

int play_parse_points(const session *s, const char *text, int *points,
                        int cap)
{
    char buf[PLAY_LINE_CAP], *tok, *save_ptr = NULL;
    int n = 0;
    size_t i;
    snprintf(buf, sizeof buf, "%s", text);
    for (i = 0; buf[i]; i++)
        if (buf[i] == ',' || buf[i] == '+' || buf[i] == '\t')
            buf[i] = ' ';
    for (tok = strtok_r(buf, " ", &save_ptr); tok;
         tok = strtok_r(NULL, " ", &save_ptr)) {
        int p;
        if (nexus_point_parse(&p, s->size, tok) != NEXUS_OK) {
            printf("'%s' is not a point of this %dx%d board (A1 to %c%d).\n",
                   tok, s->size, s->size, 'A' + s->size - 1, s->size);
            return -1;
        }
        if (n == cap) {
            printf("Too many points.\n");
            return -1;
        }
        points[n++] = p;
    }
    return n;
}

play_action play_ask_yes_no(session *s, const char *prompt, int default_no)
{
    for (;;) {
        if (play_ask(s, prompt) == IN_EOF)
            return ACT_QUIT;
        if (play_is_word(s->line, "y") || play_is_word(s->line, "yes"))
            return ACT_PLAYED;
        if (play_is_word(s->line, "n") || play_is_word(s->line, "no") ||
            (default_no && s->line[0] == '\0'))
            return ACT_BACK;
        printf("Please answer y or n.\n");
    }
}
