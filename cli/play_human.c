/* The turn of a human player of nexus play, at the prompt. A turn can
 * need questions besides its point: the unblocking set, the payment of an
 * audit, and whether to make a placement that goes bankrupt. */
#define _POSIX_C_SOURCE 200809L

#include "play_human.h"
#include "play_commands.h"
#include "play_input.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* Prints why a point cannot be played. */
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

/* Returns the number of stones of `c` on the board. */
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

/* Names the stone of a payment that the library refused. With `twice` it
 * is the first stone named twice, and otherwise the first stone that is
 * not the mover's. */
static void name_culprit(const session *s, const nexus_preview *pv,
                         const int *pay, int n, int twice)
{
    char name[4];
    int i, j;
    for (i = 0; i < n; i++) {
        int seen = 0;
        for (j = 0; j < (twice ? i : pv->n_payers); j++)
            seen |= (twice ? pay[j] : pv->payers[j]) == pay[i];
        if (seen == twice)
            break;
    }
    if (i < n)
        printf(twice ? "%s is named twice.\n" : "%s is not one of your "
               "stones.\n", cli_point(name, s->size, pay[i]));
}

/* Returns 1 if paying with the n points of `pay` makes `turn` legal, as
 * the library checks it, and 0 otherwise, after a message that says why. */
static int payment_ok(const session *s, const nexus_preview *pv,
                      const nexus_turn *turn, const int *pay, int n)
{
    nexus_turn t = *turn;
    nexus_status st;
    memcpy(t.pay, pay, (size_t)n * sizeof *pay);
    t.n_pay = n;
    st = nexus_game_check_turn(s->game, &t);
    if (st == NEXUS_E_PAYMENT_DUPLICATE || st == NEXUS_E_PAYMENT_NOT_OWN)
        name_culprit(s, pv, pay, n, st == NEXUS_E_PAYMENT_DUPLICATE);
    else if (st == NEXUS_E_PAYMENT_SIZE)
        printf("Name exactly %lld stone%s (you named %d).\n",
               (long long)pv->net, pv->net == 1 ? "" : "s", n);
    else if (st != NEXUS_OK)
        printf("That payment is not allowed: %s.\n", nexus_status_message(st));
    return st == NEXUS_OK;
}

/* Explains the audit to the mover. Returns 1 if the mover must pay with
 * all its stones, and the payment is then set in `turn`, and 0 if the
 * mover must choose the stones. */
static int announce_audit(const session *s, const nexus_preview *pv,
                          nexus_turn *turn)
{
    char name[4];
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
        return 1;
    }
    printf("Remove %d of your stones (the one just placed may be one).\n"
           "If you still own a line after that, you win; if not, both debts "
           "reset.\nYour stones: ",
           net);
    cli_print_points(stdout, s->size, pv->payers, (size_t)pv->n_payers, " ");
    printf("\n");
    return 0;
}

/* Asks for the payment of an audit until one is legal. Returns ACT_PLAYED
 * with the payment in *turn, ACT_BACK when the player chooses another point,
 * or ACT_QUIT at the end of the input. */
static play_action choose_payment(session *s, const nexus_preview *pv,
                                  nexus_turn *turn)
{
    char prompt[64];
    int net = (int)pv->net;
    if (announce_audit(s, pv, turn))
        return ACT_PLAYED;
    snprintf(prompt, sizeof prompt, "pay %d stone%s (or back)> ", net,
             net == 1 ? "" : "s");
    for (;;) {
        int pay[NEXUS_MAX_POINTS], n;
        if (play_ask(s, prompt) == IN_EOF)
            return ACT_QUIT;
        if (play_is_word(s->line, "back"))
            return ACT_BACK;
        if (play_is_word(s->line, "legal")) {
            printf("You may pay with any %d of: ", net);
            cli_print_points(stdout, s->size, pv->payers,
                             (size_t)pv->n_payers, " ");
            printf("\n");
            continue;
        }
        if (play_is_word(s->line, "help") || play_is_word(s->line, "?")) {
            printf("Name %d of these stones, separated by spaces: ", net);
            cli_print_points(stdout, s->size, pv->payers,
                             (size_t)pv->n_payers, " ");
            printf("\n'legal' lists them again, 'back' chooses another "
                   "point.\n");
            continue;
        }
        n = play_parse_points(s, s->line, pay, NEXUS_MAX_POINTS);
        if (n < 0 || !payment_ok(s, pv, turn, pay, n))
            continue;
        memcpy(turn->pay, pay, (size_t)n * sizeof *pay);
        turn->n_pay = n;
        return ACT_PLAYED;
    }
}

/* Plays the chosen point, after the unblocking set if there is one. It
 * checks the point and asks what the audit needs. Returns ACT_BACK when
 * the player must choose another point. */
static play_action try_point(session *s, nexus_turn *turn)
{
    nexus_preview pv;
    nexus_status st = nexus_game_preview(&pv, s->game, turn->unblock,
                                         turn->n_unblock, turn->point);
    play_action r;
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
               count_stones(s, play_to_move(s)) + 1);
        r = play_ask_yes_no(s, "Place there anyway? [y/N]> ", 1);
        if (r != ACT_PLAYED)
            return r;
    } else if (pv.audit == NEXUS_AUDIT_PAY) {
        r = choose_payment(s, &pv, turn);
        if (r != ACT_PLAYED)
            return r;
    }
    st = play_apply_turn(s, turn);
    if (st != NEXUS_OK) {
        cli_status_error("playing the turn", st);
        return ACT_ERROR;
    }
    return ACT_PLAYED;
}

/* Plays a whole turn typed in the syntax of the record. Returns ACT_BACK
 * when the turn cannot be read or is not allowed. */
static play_action typed_turn(session *s)
{
    char text[PLAY_LINE_CAP + 8];
    nexus_turn turn;
    nexus_color who = NEXUS_EMPTY, me = play_to_move(s);
    nexus_status st;
    if (play_starts_with_word(s->line, "turn"))
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
    st = play_apply_turn(s, &turn);
    if (st == NEXUS_OK)
        return ACT_PLAYED;
    printf("That turn is not allowed: %s.\n", nexus_status_message(st));
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

/* Announces the unblocking and returns the sets that are offered, which
 * the caller frees, or NULL after an error. */
static int *offered_sets(session *s, int *k, size_t *nsets)
{
    nexus_options o;
    size_t count = 0;
    nexus_color me = play_to_move(s);
    int *sets;
    nexus_game_options(&o, s->game);
    nexus_game_unblock_size(k, s->game);
    nexus_game_unblock_sets(NULL, 0, &count, s->game);
    if (*k <= 0 || count == 0) {
        cli_error("an unblocking is due but no set is offered");
        return NULL;
    }
    sets = malloc(count * sizeof *sets);
    if (!sets) {
        cli_error("out of memory");
        return NULL;
    }
    nexus_game_unblock_sets(sets, count, &count, s->game);
    *nsets = count / (size_t)*k;
    printf("%s has no legal placement and must first remove %d %s stone%s, "
           "at %d debt each.\n",
           cli_color_name(me), *k, cli_color_name(play_other(me)),
           *k == 1 ? "" : "s", o.unblock_debt);
    return sets;
}

/* Finds the set that the line names by its number or by its points.
 * Returns the index of the set, or -1 after a message. */
static long find_set(const session *s, const int *sets, int k, size_t nsets)
{
    int pts[NEXUS_MAX_POINTS], n, i, m;
    size_t j;
    char *end;
    long long choice;
    errno = 0;
    choice = strtoll(s->line, &end, 10);
    if (isdigit((unsigned char)s->line[0]) && *end == '\0') {
        if (!errno && choice >= 1 && (size_t)choice <= nsets)
            return (long)choice - 1;
        printf("Choose a number from 1 to %zu.\n", nsets);
        return -1;
    }
    n = play_parse_points(s, s->line, pts, NEXUS_MAX_POINTS);
    for (j = 0; n >= 0 && j < nsets; j++) {
        int all = n == k;
        for (i = 0; all && i < n; i++) {
            int found = 0;
            for (m = 0; m < k; m++)
                found |= sets[j * (size_t)k + (size_t)m] == pts[i];
            all = found;
        }
        if (all)
            return (long)j;
    }
    if (n >= 0)
        printf("That is not one of the choices: give its number (1 to "
               "%zu).\n", nsets);
    return -1;
}

/* Asks for one of the sets until one is chosen. Returns the index of the
 * set, or -1 when the prompt came to something else, such as a quit or an
 * ended game, which goes to *r. */
static long ask_set(session *s, const int *sets, int k, size_t nsets,
                    play_action *r)
{
    char prompt[64];
    snprintf(prompt, sizeof prompt, "remove which? [1-%zu]> ", nsets);
    print_sets(s, sets, k, nsets);
    for (;;) {
        long j;
        if (play_ask(s, prompt) == IN_EOF) {
            *r = ACT_QUIT;
            return -1;
        }
        if (play_is_word(s->line, "legal")) {
            print_sets(s, sets, k, nsets);
            continue;
        }
        *r = play_common_command(s);
        if (*r != ACT_NONE && *r != ACT_BACK)
            return -1;
        if (*r == ACT_BACK)
            continue;
        if (s->line[0] == '\0') {
            printf("Choose a number from 1 to %zu.\n", nsets);
            continue;
        }
        j = find_set(s, sets, k, nsets);
        if (j >= 0)
            return j;
    }
}

/* Chooses the unblocking set. Returns ACT_PLAYED when a set was chosen,
 * and the set is then in turn->unblock. */
static play_action choose_unblock(session *s, nexus_turn *turn)
{
    int k = 0, *sets;
    play_action r = ACT_PLAYED;
    size_t nsets = 0;
    long j = 0;
    sets = offered_sets(s, &k, &nsets);
    if (!sets)
        return ACT_ERROR;
    if (nsets == 1) {
        printf("Only one choice: removing ");
        cli_print_points(stdout, s->size, sets, (size_t)k, " ");
        printf(".\n");
    } else {
        j = ask_set(s, sets, k, nsets, &r);
    }
    if (j >= 0) {
        memcpy(turn->unblock, sets + (size_t)j * (size_t)k,
               (size_t)k * sizeof *sets);
        turn->n_unblock = k;
        r = ACT_PLAYED;
    }
    free(sets);
    return r;
}

/* Prints the legal points after the chosen unblocking set. */
static void print_after_unblock(const session *s, const nexus_turn *turn,
                                const char *lead)
{
    int points[NEXUS_MAX_POINTS];
    size_t count = 0;
    nexus_game_legal_after_unblock(points, NEXUS_MAX_POINTS, &count, s->game,
                                   turn->unblock, turn->n_unblock);
    printf("%s", lead);
    cli_print_points(stdout, s->size, points, count, " ");
    printf("\n");
}

/* Plays the point, or the whole turn, that the line names. Returns
 * ACT_BACK when the prompt must ask again. */
static play_action point_line(session *s, nexus_turn *turn)
{
    int points[NEXUS_MAX_POINTS], n;
    if (play_starts_with_word(s->line, "place") ||
        play_starts_with_word(s->line, "unblock") ||
        play_starts_with_word(s->line, "turn"))
        return typed_turn(s);
    n = play_parse_points(s, s->line, points, NEXUS_MAX_POINTS);
    if (n < 0) {
        printf("Type a point such as C3, or help for the commands.\n");
        return ACT_BACK;
    }
    if (n != 1) {
        printf("Type one point.\n");
        return ACT_BACK;
    }
    turn->point = points[0];
    return try_point(s, turn);
}

/* Reads one line at the placement prompt. Returns ACT_BACK when the
 * prompt must ask again; if *have_set is then 0, the unblocking set is
 * chosen again too. */
static play_action placement_line(session *s, nexus_turn *turn,
                                  int *have_set)
{
    play_action r;
    if (s->line[0] == '\0') {
        printf("Type a point such as C3, or help.\n");
        return ACT_BACK;
    }
    if (*have_set && play_is_word(s->line, "back")) {
        *have_set = 0;
        return ACT_BACK;
    }
    if (play_is_word(s->line, "legal")) {
        if (*have_set)
            print_after_unblock(s, turn, "Legal points after the removal: ");
        else
            play_list_legal(s);
        return ACT_BACK;
    }
    r = play_common_command(s);
    if (r != ACT_NONE)
        return r;
    return point_line(s, turn);
}

play_action play_human_turn(session *s)
{
    nexus_turn turn;
    nexus_color me = play_to_move(s);
    int have_set = 0;
    play_action r;
    char prompt[96];
    memset(&turn, 0, sizeof turn);
    for (;;) {
        if (play_phase(s) == NEXUS_PHASE_UNBLOCK && !have_set) {
            r = choose_unblock(s, &turn);
            if (r != ACT_PLAYED)
                return r;
            have_set = 1;
            printf("After removing ");
            cli_print_points(stdout, s->size, turn.unblock,
                             (size_t)turn.n_unblock, " ");
            print_after_unblock(s, &turn, ", the legal points are: ");
        }
        snprintf(prompt, sizeof prompt,
                 have_set ? "%s, place a stone (or back)> " : "%s to play> ",
                 cli_color_name(me));
        if (play_ask(s, prompt) == IN_EOF)
            return ACT_QUIT;
        r = placement_line(s, &turn, &have_set);
        if (r != ACT_BACK)
            return r;
    }
}
