/* nexus play: a game in the terminal between humans and bots.
 *
 * Humans type at prompts read from stdin, one line at a time. A line that
 * cannot be used gets a message and the prompt again; end of input saves
 * the game and leaves. When a turn needs a choice (an unblocking set, an
 * audit payment) the candidates are listed and asked for; a placement that
 * would go bankrupt asks for confirmation (nexus_game_preview()). The game
 * is saved after every turn and every answered draw offer. */
#define _POSIX_C_SOURCE 200809L

#include "cli.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define DEFAULT_SAVE "nexus-game.nxr"
#define LINE_CAP 512


/* ------------------------------------------------------------------------ */
/* The session                                                              */

typedef struct player {
    int human;
    nexus_bot *bot;       /* p.bot */
    cli_player p;
    char kind[NEXUS_LABEL_MAX + 1]; /* human, simple, random, strong, engine */
} player;

typedef struct session {
    nexus_game *game;
    int size;
    player side[3]; /* by nexus_color */
    const char *save_path;
    int save_failed;
    size_t turn_limit;
    int echo;
    char line[LINE_CAP];
} session;

/* What a prompt came to: an action code, never an exit status. */
typedef enum play_action {
    ACT_PLAYED, /* a turn was played */
    ACT_AGAIN,  /* start the turn over (undo, declined draw) */
    ACT_ENDED,  /* the game ended without a turn (draw accepted) */
    ACT_QUIT,   /* quit or end of input */
    ACT_BACK,   /* back to the previous question */
    ACT_ERROR   /* an engine error (already reported) */
} play_action;

static nexus_color other(nexus_color c)
{
    return c == NEXUS_BLACK ? NEXUS_WHITE : NEXUS_BLACK;
}

static nexus_color to_move(const session *s)
{
    nexus_color c = NEXUS_BLACK;
    nexus_game_to_move(&c, s->game);
    return c;
}

static nexus_phase phase_of(const session *s)
{
    nexus_phase p = NEXUS_PHASE_OVER;
    nexus_game_phase(&p, s->game);
    return p;
}

static size_t turns_of(const session *s)
{
    size_t n = 0;
    nexus_game_turn_count(&n, s->game);
    return n;
}

static int draw_pending(const session *s)
{
    int pending = 0;
    nexus_game_draw_pending(&pending, s->game);
    return pending;
}

static void save(session *s)
{
    if (s->save_path && !cli_save_record(s->save_path, s->game, NULL))
        s->save_failed = 1;
}

/* ------------------------------------------------------------------------ */
/* Input                                                                    */

enum { IN_OK, IN_EOF, IN_LONG };

/* Prompt and read one line into s->line, trimmed. A NUL byte in the line
 * is kept visible as '?'; a line longer than the buffer is skipped whole. */
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

/* Read a line, reporting over-long ones, until one fits. */
static int ask(session *s, const char *prompt)
{
    for (;;) {
        int r = read_line(s, prompt);
        if (r != IN_LONG)
            return r;
        printf("That line is too long (at most %d characters).\n",
               LINE_CAP - 1);
    }
}

/* Case-insensitive comparison of the whole line with a word. */
static int is_word(const char *line, const char *word)
{
    for (; *line && *word; line++, word++)
        if (tolower((unsigned char)*line) != *word)
            return 0;
    return *line == '\0' && *word == '\0';
}

/* The first word of the line is `word` (followed by a space or the end). */
static int starts_with_word(const char *line, const char *word)
{
    size_t n = strlen(word), i;
    for (i = 0; i < n; i++)
        if (tolower((unsigned char)line[i]) != word[i])
            return 0;
    return line[n] == '\0' || line[n] == ' ';
}

/* Parse points separated by spaces, commas or '+'. Returns the count, or
 * -1 after a message. */
static int parse_points(const session *s, const char *text, int *points,
                        int cap)
{
    char buf[LINE_CAP], *tok, *save_ptr = NULL;
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

/* y or n; ACT_PLAYED for yes, ACT_BACK for no, ACT_QUIT at the end of input. */
static int ask_yes_no(session *s, const char *prompt, int default_no)
{
    for (;;) {
        if (ask(s, prompt) == IN_EOF)
            return ACT_QUIT;
        if (is_word(s->line, "y") || is_word(s->line, "yes"))
            return ACT_PLAYED;
        if (is_word(s->line, "n") || is_word(s->line, "no") ||
            (default_no && s->line[0] == '\0'))
            return ACT_BACK;
        printf("Please answer y or n.\n");
    }
}

/* ------------------------------------------------------------------------ */
/* Draw offers                                                              */

static int answer_offer(session *s, nexus_color offerer)
{
    nexus_color answerer = other(offerer);
    player *p = &s->side[answerer];
    int accept = 0;
    nexus_status st;
    if (p->human) {
        char prompt[96];
        int r;
        snprintf(prompt, sizeof prompt, "%s, %s offers a draw. Accept? [y/n]> ",
                 cli_color_name(answerer), cli_color_name(offerer));
        r = ask_yes_no(s, prompt, 0);
        if (r == ACT_QUIT) {
            nexus_game_undo(s->game); /* withdraw the unanswered offer */
            return ACT_QUIT;
        }
        accept = r == ACT_PLAYED;
    } else {
        st = nexus_bot_answer_draw(&accept, p->bot, s->game);
        if (st != NEXUS_OK) {
            cli_status_error("bot answering a draw offer", st);
            nexus_game_undo(s->game);
            return ACT_ERROR;
        }
    }
    st = nexus_game_answer_draw(s->game, accept);
    if (st != NEXUS_OK) {
        cli_status_error("answering the draw offer", st);
        return ACT_ERROR;
    }
    printf("%s (%s) %s the draw.\n", cli_color_name(answerer), p->kind,
           accept ? "accepts" : "declines");
    save(s);
    return accept ? ACT_ENDED : ACT_AGAIN;
}

static int offer_draw(session *s)
{
    nexus_color me = to_move(s);
    nexus_status st = nexus_game_offer_draw(s->game);
    if (st != NEXUS_OK) {
        printf("You cannot offer a draw now: %s.\n", nexus_status_message(st));
        return ACT_AGAIN;
    }
    printf("%s offers a draw.\n", cli_color_name(me));
    return answer_offer(s, me);
}

/* ------------------------------------------------------------------------ */
/* Commands shared by every prompt                                          */

static void prompt_help(const session *s)
{
    printf("Type a point to place a stone there: a column letter and a row\n"
           "number, such as C3 (A1 is the top-left corner, up to %c%d).\n"
           "Commands:\n"
           "  legal   list the legal points (or the stones you may remove)\n"
           "  board   draw the board again\n"
           "  draw    offer a draw\n"
           "  undo    take back your last turn\n"
           "  quit    save and leave (continue with nexus play --resume)\n"
           "  help    this text\n"
           "A whole turn in record syntax works too, e.g. 'place C3' or\n"
           "'unblock B2 place B3 pay A1 E5'.\n",
           'A' + s->size - 1, s->size);
}

static void list_legal(const session *s)
{
    int points[NEXUS_MAX_POINTS];
    size_t n = 0;
    nexus_game_legal_points(points, NEXUS_MAX_POINTS, &n, s->game);
    if (n == 0) {
        printf("No legal point: stones must be removed first.\n");
        return;
    }
    printf("Legal points: ");
    cli_print_points(stdout, s->size, points, n, " ");
    printf("\n");
}

static int undo(session *s)
{
    size_t before = turns_of(s), now;
    nexus_status st;
    if (before == 0) {
        printf("Nothing to undo.\n");
        return ACT_AGAIN;
    }
    do {
        st = nexus_game_undo(s->game);
        now = turns_of(s);
    } while (st == NEXUS_OK &&
             (now >= before || (!s->side[to_move(s)].human && now > 0)));
    printf("Took back %zu turn%s.\n", before - now, before - now == 1 ? "" : "s");
    save(s);
    return ACT_AGAIN;
}

/* Common commands; returns -1 if the line is none of them. */
static int common_command(session *s)
{
    if (is_word(s->line, "help") || is_word(s->line, "?")) {
        prompt_help(s);
        return ACT_BACK;
    }
    if (is_word(s->line, "board")) {
        cli_draw_board(stdout, s->game, 1);
        return ACT_BACK;
    }
    if (is_word(s->line, "quit") || is_word(s->line, "exit") ||
        is_word(s->line, "q"))
        return ACT_QUIT;
    if (is_word(s->line, "draw"))
        return offer_draw(s);
    if (is_word(s->line, "undo"))
        return undo(s);
    if (is_word(s->line, "pass")) {
        printf("There is no passing in Nexus: place a stone.\n");
        return ACT_BACK;
    }
    return -1;
}

/* ------------------------------------------------------------------------ */
/* A human's turn                                                           */

static int play_turn(session *s, const nexus_turn *turn)
{
    nexus_color me = to_move(s);
    nexus_preview pv;
    nexus_status st = nexus_game_preview(&pv, s->game, turn->unblock,
                                         turn->n_unblock, turn->point);
    if (st == NEXUS_OK)
        st = nexus_game_play(s->game, turn);
    if (st != NEXUS_OK)
        return (int)st;
    cli_describe_turn(stdout, s->game, me, turn, &pv);
    return ACT_PLAYED;
}

/* Why a point cannot be played. */
static void explain(const session *s, int point, nexus_status st)
{
    char name[4];
    cli_point(name, s->size, point);
    switch (st) {
    case NEXUS_E_OCCUPIED:
        printf("%s is occupied.\n", name);
        break;
    case NEXUS_E_SUICIDE:
        printf("%s is suicide: the stone would have no liberty and capture "
               "nothing.\n", name);
        break;
    case NEXUS_E_REPETITION:
        printf("%s would repeat an earlier position.\n", name);
        break;
    default:
        printf("%s cannot be played: %s.\n", name, nexus_status_message(st));
        break;
    }
}

/* The stones of `c` on the board. */
static int count_stones(const session *s, nexus_color c)
{
    int p, n = 0;
    for (p = 0; p < s->size * s->size; p++) {
        nexus_color at = NEXUS_EMPTY;
        nexus_game_stone(&at, s->game, p);
        n += at == c;
    }
    return n;
}

/* Choose the payment of an audit. */
static int choose_payment(session *s, const nexus_preview *pv,
                          nexus_turn *turn)
{
    char prompt[64], name[4];
    int net = (int)pv->net;
    cli_point(name, s->size, turn->point);
    printf("%s completes a line. Audit: your debt %lld, your opponent's %lld: "
           "net debt %d.\n",
           name, (long long)pv->mover_debt, (long long)pv->opponent_debt, net);
    if (pv->n_payers == net) {
        printf("You pay with all your %d stones: ", net);
        cli_print_points(stdout, s->size, pv->payers, (size_t)pv->n_payers,
                         " ");
        printf(".\n");
        memcpy(turn->pay, pv->payers, (size_t)net * sizeof *turn->pay);
        turn->n_pay = net;
        return ACT_PLAYED;
    }
    printf("Remove %d of your stones (the one just placed may be one).\n"
           "If you still own a line after that, you win; if not, both debts "
           "reset.\nYour stones: ",
           net);
    cli_print_points(stdout, s->size, pv->payers, (size_t)pv->n_payers, " ");
    printf("\n");
    snprintf(prompt, sizeof prompt, "pay %d stone%s (or back)> ", net,
             net == 1 ? "" : "s");
    for (;;) {
        int pay[NEXUS_MAX_POINTS], n, i, j, ok = 1;
        if (ask(s, prompt) == IN_EOF)
            return ACT_QUIT;
        if (is_word(s->line, "back"))
            return ACT_BACK;
        if (is_word(s->line, "help") || is_word(s->line, "?")) {
            printf("Name %d of these stones, separated by spaces: ", net);
            cli_print_points(stdout, s->size, pv->payers,
                             (size_t)pv->n_payers, " ");
            printf("\n'back' chooses another point.\n");
            continue;
        }
        n = parse_points(s, s->line, pay, NEXUS_MAX_POINTS);
        if (n < 0)
            continue;
        for (i = 0; ok && i < n; i++) {
            int mine = 0;
            for (j = 0; j < pv->n_payers; j++)
                mine |= pv->payers[j] == pay[i];
            for (j = 0; ok && j < i; j++)
                if (pay[j] == pay[i]) {
                    printf("%s is named twice.\n",
                           cli_point(name, s->size, pay[i]));
                    ok = 0;
                }
            if (ok && !mine) {
                printf("%s is not one of your stones.\n",
                       cli_point(name, s->size, pay[i]));
                ok = 0;
            }
        }
        if (ok && n != net) {
            printf("Name exactly %d stone%s (you named %d).\n", net,
                   net == 1 ? "" : "s", n);
            ok = 0;
        }
        if (!ok)
            continue;
        memcpy(turn->pay, pay, (size_t)n * sizeof *pay);
        turn->n_pay = n;
        return ACT_PLAYED;
    }
}

/* A point chosen (after the unblocking set, if any): check it, ask what
 * the audit needs, play. ACT_BACK: choose another point. */
static int try_point(session *s, nexus_turn *turn)
{
    nexus_preview pv;
    nexus_status st = nexus_game_preview(&pv, s->game, turn->unblock,
                                         turn->n_unblock, turn->point);
    int r;
    if (st != NEXUS_OK) {
        explain(s, turn->point, st);
        return ACT_BACK;
    }
    turn->n_pay = 0;
    if (pv.audit == NEXUS_AUDIT_BANKRUPT) {
        char name[4];
        printf("Careful: %s completes a line, but the audit asks for %lld "
               "stones\nand you would have only %d: you would go bankrupt and "
               "lose.\n",
               cli_point(name, s->size, turn->point), (long long)pv.net,
               count_stones(s, to_move(s)) + 1);
        r = ask_yes_no(s, "Place there anyway? [y/N]> ", 1);
        if (r != ACT_PLAYED)
            return r;
    } else if (pv.audit == NEXUS_AUDIT_PAY) {
        r = choose_payment(s, &pv, turn);
        if (r != ACT_PLAYED)
            return r;
    }
    r = play_turn(s, turn);
    if (r != ACT_PLAYED) {
        cli_status_error("playing the turn", (nexus_status)r);
        return ACT_ERROR;
    }
    return ACT_PLAYED;
}

/* A whole turn typed in record syntax. */
static int typed_turn(session *s)
{
    char text[LINE_CAP + 8];
    nexus_turn turn;
    nexus_color who = NEXUS_EMPTY, me = to_move(s);
    nexus_status st;
    int r;
    if (starts_with_word(s->line, "turn"))
        snprintf(text, sizeof text, "%s", s->line);
    else
        snprintf(text, sizeof text, "%c %s", me == NEXUS_BLACK ? 'B' : 'W',
                 s->line);
    st = nexus_turn_parse(&turn, &who, s->size, text);
    if (st != NEXUS_OK) {
        printf("Cannot read that turn: expected [unblock P...] place P "
               "[pay P...].\n");
        return ACT_BACK;
    }
    if (who != me) {
        printf("It is %s's turn.\n", cli_color_name(me));
        return ACT_BACK;
    }
    r = play_turn(s, &turn);
    if (r == ACT_PLAYED)
        return r;
    printf("That turn is not allowed: %s.\n",
           nexus_status_message((nexus_status)r));
    return ACT_BACK;
}

static void print_sets(const session *s, const int *sets, int k, size_t nsets)
{
    size_t j;
    printf("Choose the stone%s to remove (a number, or the points):\n",
           k == 1 ? "" : "s");
    for (j = 0; j < nsets; j++) {
        printf("  %zu) ", j + 1);
        cli_print_points(stdout, s->size, sets + j * (size_t)k, (size_t)k,
                         " ");
        printf("\n");
    }
}

/* Choose the unblocking set. ACT_PLAYED: chosen, in turn->unblock. */
static int choose_unblock(session *s, nexus_turn *turn)
{
    nexus_options o;
    int k = 0, *sets, i, r = ACT_BACK;
    size_t count = 0, nsets, j;
    nexus_color me = to_move(s);
    char prompt[64];

    nexus_game_options(&o, s->game);
    nexus_game_unblock_size(&k, s->game);
    nexus_game_unblock_sets(NULL, 0, &count, s->game);
    if (k <= 0 || count == 0) {
        cli_error("an unblocking is due but no set is offered");
        return ACT_ERROR;
    }
    sets = malloc(count * sizeof *sets);
    if (!sets) {
        cli_error("out of memory");
        return ACT_ERROR;
    }
    nexus_game_unblock_sets(sets, count, &count, s->game);
    nsets = count / (size_t)k;
    printf("%s has no legal placement and must first remove %d %s stone%s, "
           "at %d debt each.\n",
           cli_color_name(me), k, cli_color_name(other(me)), k == 1 ? "" : "s",
           o.unblock_debt);
    if (nsets == 1) {
        printf("Only one choice: removing ");
        cli_print_points(stdout, s->size, sets, (size_t)k, " ");
        printf(".\n");
        memcpy(turn->unblock, sets, (size_t)k * sizeof *sets);
        turn->n_unblock = k;
        free(sets);
        return ACT_PLAYED;
    }
    print_sets(s, sets, k, nsets);
    snprintf(prompt, sizeof prompt, "remove which? [1-%zu]> ", nsets);
    for (;;) {
        int pts[NEXUS_MAX_POINTS], n;
        long long choice;
        char *end;
        if (ask(s, prompt) == IN_EOF) {
            r = ACT_QUIT;
            break;
        }
        if (is_word(s->line, "legal")) {
            print_sets(s, sets, k, nsets);
            continue;
        }
        r = common_command(s);
        if (r == ACT_BACK)
            continue;
        if (r >= 0)
            break;
        if (s->line[0] == '\0') {
            printf("Choose a number from 1 to %zu.\n", nsets);
            continue;
        }
        errno = 0;
        choice = strtoll(s->line, &end, 10);
        if (isdigit((unsigned char)s->line[0]) && *end == '\0') {
            if (errno || choice < 1 || (size_t)choice > nsets) {
                printf("Choose a number from 1 to %zu.\n", nsets);
                continue;
            }
            j = (size_t)choice - 1;
        } else {
            n = parse_points(s, s->line, pts, NEXUS_MAX_POINTS);
            if (n < 0)
                continue;
            for (j = 0; j < nsets; j++) {
                int all = n == k;
                for (i = 0; all && i < n; i++) {
                    int found = 0, m;
                    for (m = 0; m < k; m++)
                        found |= sets[j * (size_t)k + (size_t)m] == pts[i];
                    all = found;
                }
                if (all)
                    break;
            }
            if (j == nsets) {
                printf("That is not one of the choices: give its number "
                       "(1 to %zu).\n", nsets);
                continue;
            }
        }
        memcpy(turn->unblock, sets + j * (size_t)k, (size_t)k * sizeof *sets);
        turn->n_unblock = k;
        r = ACT_PLAYED;
        break;
    }
    free(sets);
    return r;
}

static int human_turn(session *s)
{
    nexus_turn turn;
    nexus_color me = to_move(s);
    int have_set = 0, r;
    char prompt[96];
    memset(&turn, 0, sizeof turn);
    for (;;) {
        int points[NEXUS_MAX_POINTS], n;
        if (phase_of(s) == NEXUS_PHASE_UNBLOCK && !have_set) {
            size_t count = 0;
            r = choose_unblock(s, &turn);
            if (r != ACT_PLAYED)
                return r;
            have_set = 1;
            nexus_game_legal_after_unblock(points, NEXUS_MAX_POINTS, &count,
                                           s->game, turn.unblock,
                                           turn.n_unblock);
            printf("After removing ");
            cli_print_points(stdout, s->size, turn.unblock,
                             (size_t)turn.n_unblock, " ");
            printf(", the legal points are: ");
            cli_print_points(stdout, s->size, points, count, " ");
            printf("\n");
        }
        if (have_set)
            snprintf(prompt, sizeof prompt, "%s, place a stone (or back)> ",
                     cli_color_name(me));
        else
            snprintf(prompt, sizeof prompt, "%s to play> ",
                     cli_color_name(me));
        if (ask(s, prompt) == IN_EOF)
            return ACT_QUIT;
        if (s->line[0] == '\0') {
            printf("Type a point such as C3, or help.\n");
            continue;
        }
        if (have_set && is_word(s->line, "back")) {
            have_set = 0;
            continue;
        }
        if (have_set && is_word(s->line, "legal")) {
            size_t count = 0;
            nexus_game_legal_after_unblock(points, NEXUS_MAX_POINTS, &count,
                                           s->game, turn.unblock,
                                           turn.n_unblock);
            printf("Legal points after the removal: ");
            cli_print_points(stdout, s->size, points, count, " ");
            printf("\n");
            continue;
        }
        if (is_word(s->line, "legal")) {
            list_legal(s);
            continue;
        }
        r = common_command(s);
        if (r == ACT_BACK)
            continue;
        if (r >= 0)
            return r;
        if (starts_with_word(s->line, "place") ||
            starts_with_word(s->line, "unblock") ||
            starts_with_word(s->line, "turn")) {
            r = typed_turn(s);
            if (r == ACT_BACK)
                continue;
            return r;
        }
        n = parse_points(s, s->line, points, NEXUS_MAX_POINTS);
        if (n < 0) {
            printf("Type a point such as C3, or help for the commands.\n");
            continue;
        }
        if (n != 1) {
            printf("Type one point.\n");
            continue;
        }
        turn.point = points[0];
        r = try_point(s, &turn);
        if (r == ACT_BACK)
            continue;
        return r;
    }
}

/* ------------------------------------------------------------------------ */
/* A bot's turn                                                             */

static int bot_turn(session *s)
{
    nexus_color me = to_move(s);
    player *p = &s->side[me];
    nexus_turn turn;
    int offer = 0, r;
    nexus_status st = nexus_bot_offer_draw(&offer, p->bot, s->game);
    if (st == NEXUS_OK && offer) {
        st = nexus_game_offer_draw(s->game);
        if (st == NEXUS_OK) {
            printf("%s (%s) offers a draw.\n", cli_color_name(me), p->kind);
            r = answer_offer(s, me);
            if (r != ACT_AGAIN)
                return r;
        }
    }
    if (st == NEXUS_OK)
        st = nexus_bot_choose(&turn, p->bot, s->game);
    if (st != NEXUS_OK) {
        cli_status_error("the bot could not choose a turn", st);
        return ACT_ERROR;
    }
    r = play_turn(s, &turn);
    if (r != ACT_PLAYED) {
        cli_status_error("playing the bot's turn", (nexus_status)r);
        return ACT_ERROR;
    }
    return ACT_PLAYED;
}

/* ------------------------------------------------------------------------ */
/* Setting up                                                               */

/* The player kind of a label or option: human, a bot, engine:COMMAND. */
static int set_player(player *p, const char *kind, uint64_t seed)
{
    if (strcmp(kind, "human") == 0) {
        p->human = 1;
        snprintf(p->kind, sizeof p->kind, "human");
        return 1;
    }
    if (!cli_is_player_kind(kind)) {
        cli_error("unknown player '%s' (players: human, %s)", kind,
                  cli_bot_kinds);
        return 0;
    }
    if (!cli_make_player(&p->p, kind, seed, NULL))
        return 0;
    p->bot = p->p.bot;
    p->human = 0;
    snprintf(p->kind, sizeof p->kind, "%s",
             strcmp(kind, "bot") == 0 ? "simple" : kind);
    return 1;
}

/* The label a player gets in the record: "human", or the bot's name. */
static void label_player(session *s, nexus_color c)
{
    const char *name = "human";
    if (!s->side[c].human)
        nexus_bot_name(&name, s->side[c].bot);
    nexus_game_set_label(s->game, c, name);
}

static int file_exists(const char *path)
{
    struct stat sb;
    return stat(path, &sb) == 0;
}

typedef struct play_args {
    long long size, p1, p2, turn_limit;
    uint64_t seed;
    const char *who[3];
    const char *save, *resume;
    int no_save, force, rules_given, limit_given;
} play_args;

static int parse_play_args(play_args *a, int argc, char **argv)
{
    int i, npos, given[3] = {0, 0, 0};
    const cli_opt_spec specs[] = {
        {"--size", CLI_OPT_INT, &a->size, NEXUS_MIN_SIZE, NEXUS_MAX_SIZE,
         &given[0]},
        {"--capture-debt", CLI_OPT_INT, &a->p1, 0, NEXUS_MAX_DEBT_RATE,
         &given[1]},
        {"--unblock-debt", CLI_OPT_INT, &a->p2, 0, NEXUS_MAX_DEBT_RATE,
         &given[2]},
        {"--black", CLI_OPT_STRING, &a->who[NEXUS_BLACK], 0, 0, NULL},
        {"--white", CLI_OPT_STRING, &a->who[NEXUS_WHITE], 0, 0, NULL},
        {"--seed", CLI_OPT_U64, &a->seed, 0, 0, NULL},
        {"--save", CLI_OPT_STRING, &a->save, 0, 0, NULL},
        {"--resume", CLI_OPT_STRING, &a->resume, 0, 0, NULL},
        {"--turn-limit", CLI_OPT_INT, &a->turn_limit, 0, 1000000000LL,
         &a->limit_given},
        {"--no-save", CLI_OPT_FLAG, &a->no_save, 0, 0, NULL},
        {"--force", CLI_OPT_FLAG, &a->force, 0, 0, NULL},
        {NULL, CLI_OPT_FLAG, NULL, 0, 0, NULL},
    };
    nexus_options rules = NEXUS_OPTIONS_INIT;
    cli_parse_result r;
    memset(a, 0, sizeof *a);
    a->size = rules.size;
    a->p1 = rules.capture_debt;
    a->p2 = rules.unblock_debt;
    r = cli_parse(&cli_cmd_play, specs, argc, argv, NULL, 0, &npos);
    if (r != CLI_PARSED)
        return r == CLI_HELPED ? -1 : 0;
    a->rules_given = given[0] || given[1] || given[2];
    if (a->save && !a->save[0]) {
        cli_error("--save needs a file name");
        return 0;
    }
    for (i = NEXUS_BLACK; i <= NEXUS_WHITE; i++)
        if (a->who[i] && strcmp(a->who[i], "human") != 0 &&
            !cli_is_player_kind(a->who[i])) {
            cli_error("play: unknown player '%s' (players: human, %s)",
                      a->who[i], cli_bot_kinds);
            return 0;
        }
    if (a->no_save && a->save) {
        cli_error("play: --save and --no-save contradict each other");
        return 0;
    }
    if (a->resume && a->rules_given) {
        cli_error("play: the rules of a resumed game cannot change "
                  "(no --size, --capture-debt or --unblock-debt with --resume)");
        return 0;
    }
    return 1;
}

/* Who plays side c of a resumed game: the option, else its label. */
static const char *resumed_kind(const session *s, const play_args *a,
                                nexus_color c)
{
    const char *label = "";
    if (a->who[c])
        return a->who[c];
    nexus_game_label(&label, s->game, c);
    if (strcmp(label, "human") == 0 || cli_is_player_kind(label))
        return label;
    if (label[0])
        printf("%s's label '%s' is not a player this tool knows: a human "
               "plays %s (choose with --%s).\n",
               cli_color_name(c), label, cli_color_name(c),
               c == NEXUS_BLACK ? "black" : "white");
    return "human";
}

static int setup(session *s, const play_args *a)
{
    nexus_options o = NEXUS_OPTIONS_INIT;
    nexus_color c;
    nexus_status st;
    if (a->resume) {
        if (!cli_load_record(a->resume, &s->game))
            return 0;
        nexus_game_options(&o, s->game);
        s->size = o.size;
    } else {
        o.size = (int)a->size;
        o.capture_debt = (int)a->p1;
        o.unblock_debt = (int)a->p2;
        st = nexus_game_new(&s->game, &o);
        if (st != NEXUS_OK) {
            cli_status_error("new game", st);
            return 0;
        }
        s->size = o.size;
    }
    for (c = NEXUS_BLACK; c <= NEXUS_WHITE; c++) {
        const char *kind;
        uint64_t seed = c == NEXUS_BLACK ? a->seed
                                         : a->seed ^ UINT64_C(0x9E3779B97F4A7C15);
        if (a->resume)
            kind = resumed_kind(s, a, c);
        else
            kind = a->who[c] ? a->who[c]
                             : c == NEXUS_BLACK ? "human" : "simple";
        if (!set_player(&s->side[c], kind, seed))
            return 0;
        /* A resumed game keeps its labels unless told who plays. */
        if (!a->resume || a->who[c])
            label_player(s, c);
        else {
            const char *label = "";
            nexus_game_label(&label, s->game, c);
            if (!label[0])
                label_player(s, c);
        }
    }
    if (a->no_save)
        s->save_path = NULL;
    else if (a->save)
        s->save_path = a->save;
    else if (a->resume)
        s->save_path = a->resume;
    else
        s->save_path = DEFAULT_SAVE;
    if (s->save_path && !a->resume && !a->force && file_exists(s->save_path)) {
        cli_error("%s exists: continue that game with `nexus play --resume "
                  "%s`, or start a new one with --save FILE or --force",
                  s->save_path, s->save_path);
        return 0;
    }
    if (a->limit_given)
        s->turn_limit = (size_t)a->turn_limit;
    else if (!s->side[NEXUS_BLACK].human && !s->side[NEXUS_WHITE].human)
        s->turn_limit = CLI_TURN_LIMIT;
    s->echo = !isatty(STDIN_FILENO);
    return 1;
}

/* ------------------------------------------------------------------------ */

static int run(session *s)
{
    int all_bots = !s->side[NEXUS_BLACK].human && !s->side[NEXUS_WHITE].human;
    for (;;) {
        nexus_color me;
        int r;
        if (phase_of(s) == NEXUS_PHASE_OVER) {
            printf("\n");
            cli_draw_board(stdout, s->game, 0);
            cli_describe_result(stdout, s->game);
            return s->save_failed ? CLI_FAIL : CLI_OK;
        }
        if (s->turn_limit && turns_of(s) >= s->turn_limit) {
            printf("Stopped after %zu turns (turn limit): the game is "
                   "unfinished.\n", turns_of(s));
            if (s->save_path)
                printf("Continue it with: nexus play --resume %s\n",
                       s->save_path);
            return s->save_failed ? CLI_FAIL : CLI_OK;
        }
        me = to_move(s);
        if (draw_pending(s)) { /* a resumed record ends with an offer */
            r = answer_offer(s, me);
            if (r != ACT_AGAIN && r != ACT_ENDED)
                return r == ACT_QUIT ? CLI_OK : CLI_FAIL;
            continue;
        }
        if (s->side[me].human || all_bots) {
            printf("\n");
            cli_draw_board(stdout, s->game, s->side[me].human);
        }
        r = s->side[me].human ? human_turn(s) : bot_turn(s);
        switch (r) {
        case ACT_PLAYED:
            save(s);
            break;
        case ACT_AGAIN:
        case ACT_ENDED:
            break;
        case ACT_QUIT:
            save(s);
            if (s->save_path)
                printf("Game saved to %s. Continue it with: nexus play "
                       "--resume %s\n", s->save_path, s->save_path);
            return s->save_failed ? CLI_FAIL : CLI_OK;
        default:
            save(s);
            return CLI_FAIL;
        }
    }
}

static cli_exit cmd_play(int argc, char **argv)
{
    play_args a;
    session s;
    int r, rc;
    nexus_color c;
    memset(&s, 0, sizeof s);
    r = parse_play_args(&a, argc, argv);
    if (r < 0)
        return CLI_OK;
    if (r == 0)
        return CLI_USAGE;
    if (!setup(&s, &a)) {
        rc = CLI_FAIL;
    } else {
        if (a.resume)
            printf("Resumed %s: %zu turn%s played.\n", a.resume, turns_of(&s),
                   turns_of(&s) == 1 ? "" : "s");
        printf("Nexus %dx%d: Black (X) is %s, White (O) is %s.%s\n", s.size,
               s.size, s.side[NEXUS_BLACK].kind, s.side[NEXUS_WHITE].kind,
               s.side[NEXUS_BLACK].human || s.side[NEXUS_WHITE].human
                   ? " Type help for commands."
                   : "");
        save(&s);
        if (s.save_failed)
            rc = CLI_FAIL;
        else
            rc = run(&s);
    }
    for (c = NEXUS_BLACK; c <= NEXUS_WHITE; c++)
        cli_player_free(&s.side[c].p);
    nexus_game_free(s.game);
    return rc;
}

const cli_command cli_cmd_play = {
    "play", cmd_play, "play a game in the terminal (humans, bots, engines)",

        "usage: nexus play [OPTIONS]\n"
        "       nexus play --resume FILE [OPTIONS]\n"
        "\n"
        "Play a game of Nexus in the terminal. Each side is a human, who types\n"
        "moves at a prompt, or a bot. The board is drawn with coordinates (A1 is\n"
        "the top-left corner), both debts, the quiet count, and the legal points\n"
        "of a human to move marked '+'. The game is saved after every turn.\n"
        "\n"
        "Options:\n"
        "  --size N            board size, 3..9 (default 5)\n"
        "  --capture-debt P1   debt per captured stone, 0..1000 (default 2)\n"
        "  --unblock-debt P2   debt per stone removed to unblock, 0..1000 (default 4)\n"
        "  --black WHO         who plays Black: human, simple, random, strong,\n"
        "                      engine:COMMAND (default human)\n"
        "  --white WHO         who plays White (default simple)\n"
        "  --seed S            seed of the random and strong bots (default 0)\n"
        "  --save FILE         save the game to FILE after every turn\n"
        "                      (default " DEFAULT_SAVE ", or the resumed file)\n"
        "  --no-save           do not save\n"
        "  --force             overwrite an existing save file with a new game\n"
        "  --resume FILE       continue the game saved in FILE; its labels say who\n"
        "                      plays each side (human, bot/simple, random, strong)\n"
        "                      unless --black/--white say otherwise. FILE may be a\n"
        "                      hand-made record, e.g. with a `start` position.\n"
        "  --turn-limit N      stop (unfinished, resumable) after N turns in all;\n"
        "                      default: none, or "
        NEXUS_STRINGIFY(CLI_TURN_LIMIT) " when both sides are bots\n"
        "\n"
        "At the prompt, type a point (C3) to place a stone there, or one of:\n"
        "  legal  board  draw  undo  help  quit\n"
        "or a whole turn in record syntax: [unblock P...] place P [pay P...].\n"
        "End of input (Ctrl-D) saves and leaves, like quit.\n"
        "\n"
        "Example: nexus play --size 5 --black human --white simple\n"};
