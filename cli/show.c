/* The showing of games: the board, turns, results, and a whole game move
 * by move. */
#include "cli.h"

#include <inttypes.h>
#include <string.h>

const char *cli_color_name(nexus_color c)
{
    return c == NEXUS_BLACK ? "Black" : c == NEXUS_WHITE ? "White" : "Nobody";
}

const char *cli_point(char *buf, int size, int point)
{
    if (nexus_point_format(buf, 4, size, point) != NEXUS_OK) {
        buf[0] = buf[1] = '?';
        buf[2] = '\0';
    }
    return buf;
}

int cli_size(const nexus_game *game)
{
    nexus_options o;
    if (nexus_game_options(&o, game) != NEXUS_OK)
        return NEXUS_MIN_SIZE;
    return o.size;
}

void cli_print_points(FILE *out, int size, const int *points, size_t n,
                      const char *sep)
{
    size_t i;
    char name[4];
    for (i = 0; i < n; i++)
        fprintf(out, "%s%s", i ? sep : "", cli_point(name, size, points[i]));
}

/* Writes the side's label as "(label)", or "" if it has none. */
static void label_suffix(char *buf, size_t cap, const nexus_game *game,
                         nexus_color c)
{
    const char *label = "";
    buf[0] = '\0';
    if (nexus_game_label(&label, game, c) == NEXUS_OK && label[0])
        snprintf(buf, cap, "(%s)", label);
}

#define INFO_LINES 6
#define INFO_LEN 96

/* Writes the lines printed right of the board: the players and their
 * debts, the quiet count, and whose turn it is. Returns their number. */
static int board_info(char info[INFO_LINES][INFO_LEN], const nexus_game *game,
                      int mark_legal)
{
    char label[NEXUS_LABEL_MAX + 4];
    int n = cli_size(game), quiet = 0, ninfo = 0, pending = 0;
    int64_t bd = 0, wd = 0;
    nexus_phase phase = NEXUS_PHASE_OVER;
    nexus_color to_move = NEXUS_BLACK;
    size_t turns = 0;
    nexus_game_debts(&bd, &wd, game);
    nexus_game_quiet(&quiet, game);
    nexus_game_phase(&phase, game);
    nexus_game_to_move(&to_move, game);
    nexus_game_turn_count(&turns, game);
    nexus_game_draw_pending(&pending, game);
    label_suffix(label, sizeof label, game, NEXUS_BLACK);
    snprintf(info[ninfo++], INFO_LEN, "Black X %-9s debt %" PRId64, label, bd);
    label_suffix(label, sizeof label, game, NEXUS_WHITE);
    snprintf(info[ninfo++], INFO_LEN, "White O %-9s debt %" PRId64, label, wd);
    snprintf(info[ninfo++], INFO_LEN, "quiet %d of %d", quiet, 2 * n * n);
    if (phase == NEXUS_PHASE_OVER) {
        snprintf(info[ninfo++], INFO_LEN, "game over after %zu turn%s", turns,
                 turns == 1 ? "" : "s");
        return ninfo;
    }
    snprintf(info[ninfo++], INFO_LEN, "turn %zu: %s to move%s", turns + 1,
             cli_color_name(to_move),
             phase == NEXUS_PHASE_UNBLOCK ? ", must unblock" : "");
    if (pending)
        snprintf(info[ninfo++], INFO_LEN, "a draw is offered");
    if (mark_legal)
        snprintf(info[ninfo++], INFO_LEN, "+ legal for %s",
                 cli_color_name(to_move));
    return ninfo;
}

/* Sets legal[p] to 1 for each legal point p of the side to move. Returns
 * 1, or 0 if there are none to mark. */
static int legal_mask(unsigned char *legal, const nexus_game *game)
{
    int points[NEXUS_MAX_POINTS];
    size_t count = 0, i;
    nexus_phase phase = NEXUS_PHASE_OVER;
    memset(legal, 0, NEXUS_MAX_POINTS);
    nexus_game_phase(&phase, game);
    if (phase == NEXUS_PHASE_OVER ||
        nexus_game_legal_points(points, NEXUS_MAX_POINTS, &count, game) !=
            NEXUS_OK)
        return 0;
    for (i = 0; i < count; i++)
        legal[points[i]] = 1;
    return count > 0;
}

void cli_draw_board(FILE *out, const nexus_game *game, int mark_legal)
{
    char board[NEXUS_MAX_SIZE * (NEXUS_MAX_SIZE + 1)];
    char info[INFO_LINES][INFO_LEN];
    unsigned char legal[NEXUS_MAX_POINTS];
    size_t count = 0;
    int n = cli_size(game), r, c, ninfo, rows;
    if (nexus_game_format_board(board, sizeof board, &count, game) !=
        NEXUS_OK)
        return;
    mark_legal = legal_mask(legal, game) && mark_legal;
    ninfo = board_info(info, game, mark_legal);
    fputs("    ", out);
    for (c = 0; c < n; c++)
        fprintf(out, " %c", 'A' + c);
    fputc('\n', out);
    rows = n > ninfo ? n : ninfo;
    for (r = 0; r < rows; r++) {
        if (r < n) {
            fprintf(out, "  %d ", r + 1);
            for (c = 0; c < n; c++) {
                char ch = board[r * (n + 1) + c];
                fprintf(out, " %c", ch == '.' && mark_legal && legal[r * n + c]
                                        ? '+' : ch);
            }
        } else {
            fprintf(out, "%*s", 4 + 2 * n, "");
        }
        if (r < ninfo)
            fprintf(out, "     %s", info[r]);
        fputc('\n', out);
    }
}

void cli_describe_result(FILE *out, const nexus_game *game)
{
    nexus_outcome o = NEXUS_OUTCOME_NONE;
    nexus_reason r = NEXUS_REASON_NONE;
    nexus_color winner, loser;
    int n = cli_size(game);
    nexus_game_result(&o, &r, game);
    if (o == NEXUS_OUTCOME_NONE || (unsigned)o > NEXUS_OUTCOME_NO_WINNER ||
        (unsigned)r > NEXUS_REASON_UNCOVERED) {
        fprintf(out, "The game goes on.\n");
        return;
    }
    winner = o == NEXUS_OUTCOME_BLACK_WINS ? NEXUS_BLACK : NEXUS_WHITE;
    loser = winner == NEXUS_BLACK ? NEXUS_WHITE : NEXUS_BLACK;
    fputs("Game over: ", out);
    switch (r) {
    case NEXUS_REASON_AUDIT:
        fprintf(out, "%s wins at the audit", cli_color_name(winner));
        break;
    case NEXUS_REASON_BANKRUPT:
        fprintf(out, "%s wins, %s went bankrupt", cli_color_name(winner),
                cli_color_name(loser));
        break;
    case NEXUS_REASON_NO_PLACEMENT:
        fprintf(out, "%s wins, %s had no legal placement", cli_color_name(winner),
                cli_color_name(loser));
        break;
    case NEXUS_REASON_QUIET:
        fprintf(out, "draw, %d turns without a capture", 2 * n * n);
        break;
    case NEXUS_REASON_AGREEMENT:
        fprintf(out, "draw by agreement");
        break;
    case NEXUS_REASON_UNCOVERED:
        fprintf(out, "no winner, the rules do not cover this position");
        break;
    default:
        fprintf(out, "ended");
        break;
    }
    fprintf(out, " (result %s %s).\n", nexus_outcome_name(o),
            nexus_reason_name(r));
}

void cli_describe_turn(FILE *out, const nexus_game *after, nexus_color who,
                       const nexus_turn *turn, const nexus_preview *pv)
{
    nexus_options o;
    size_t turns = 0;
    char name[4];
    int n, owns = 1;
    if (nexus_game_options(&o, after) != NEXUS_OK)
        return;
    n = o.size;
    nexus_game_turn_count(&turns, after);
    fprintf(out, "%zu. %s", turns, cli_color_name(who));
    if (turn->n_unblock > 0) {
        fputs(" removes ", out);
        cli_print_points(out, n, turn->unblock, (size_t)turn->n_unblock, " ");
        fprintf(out, " (+%lld debt) and", (long long)turn->n_unblock *
                                              o.unblock_debt);
    }
    fprintf(out, " plays %s", cli_point(name, n, turn->point));
    if (pv->n_captured > 0) {
        fputs(", captures ", out);
        cli_print_points(out, n, pv->captured, (size_t)pv->n_captured, " ");
        fprintf(out, " (+%lld debt)", (long long)pv->n_captured *
                                          o.capture_debt);
    }
    switch (pv->audit) {
    case NEXUS_AUDIT_WIN:
        fprintf(out, ", owns a line: audit with net debt %" PRId64, pv->net);
        break;
    case NEXUS_AUDIT_BANKRUPT:
        fprintf(out, ", owns a line: audit with net debt %" PRId64
                     ", too few stones to pay",
                pv->net);
        break;
    case NEXUS_AUDIT_PAY:
        fprintf(out, ", owns a line: audit with net debt %" PRId64 ", pays ",
                pv->net);
        cli_print_points(out, n, turn->pay, (size_t)turn->n_pay, " ");
        if (nexus_game_owns_line(&owns, after, who) == NEXUS_OK && !owns)
            fputs("; no line left, both debts reset", out);
        break;
    default:
        break;
    }
    fputs(".\n", out);
}

/* Offers and answers a draw on `g`, and prints it. Returns 1 on success,
 * and 0 after an error. */
static int show_offer(FILE *out, nexus_game *g, int accept)
{
    nexus_color c = NEXUS_BLACK;
    nexus_status st;
    nexus_game_to_move(&c, g);
    st = nexus_game_offer_draw(g);
    if (st == NEXUS_OK)
        st = nexus_game_answer_draw(g, accept);
    if (st != NEXUS_OK) {
        cli_status_error("replaying a draw offer", st);
        return 0;
    }
    fprintf(out, "%s offers a draw; %s %s.\n", cli_color_name(c),
            cli_color_name(c == NEXUS_BLACK ? NEXUS_WHITE : NEXUS_BLACK),
            accept ? "accepts" : "declines");
    return 1;
}

static int show_declined(FILE *out, nexus_game *g, const nexus_game *game,
                         size_t index)
{
    int offers = 0, k;
    if (nexus_game_declined_offers(&offers, game, index) != NEXUS_OK)
        return 1;
    for (k = 0; k < offers; k++)
        if (!show_offer(out, g, 0))
            return 0;
    return 1;
}

/* Returns a new game at the start of `game`, with its labels, or NULL
 * after an error. */
static nexus_game *replay_start(const nexus_game *game, int *custom)
{
    nexus_options o;
    nexus_position start;
    nexus_game *g = NULL;
    const char *label;
    nexus_color c;
    nexus_status st = nexus_game_options(&o, game);
    if (st == NEXUS_OK)
        st = nexus_game_start_position(&start, custom, game);
    if (st == NEXUS_OK) {
        memset(&o.allocator, 0, sizeof o.allocator);
        st = *custom ? nexus_game_new_from_position(&g, &o, &start)
                     : nexus_game_new(&g, &o);
    }
    for (c = NEXUS_BLACK; st == NEXUS_OK && c <= NEXUS_WHITE; c++) {
        st = nexus_game_label(&label, game, c);
        if (st == NEXUS_OK)
            st = nexus_game_set_label(g, c, label);
    }
    if (st != NEXUS_OK) {
        cli_status_error("replaying the game", st);
        nexus_game_free(g);
        return NULL;
    }
    return g;
}

/* Plays turn `i` of `game` on `g` and shows it. Returns 1 on success, and
 * 0 after an error. */
static int show_turn(FILE *out, nexus_game *g, const nexus_game *game,
                     size_t i, int brief)
{
    nexus_turn turn;
    nexus_preview pv;
    nexus_color who = NEXUS_BLACK;
    nexus_status st;
    if (!show_declined(out, g, game, i))
        return 0;
    nexus_game_to_move(&who, g);
    st = nexus_game_turn_at(&turn, game, i);
    if (st == NEXUS_OK)
        st = nexus_game_preview(&pv, g, turn.unblock, turn.n_unblock,
                                turn.point);
    if (st == NEXUS_OK)
        st = nexus_game_play(g, &turn);
    if (st != NEXUS_OK) {
        cli_status_error("replaying a turn", st);
        return 0;
    }
    if (!brief)
        fputc('\n', out);
    cli_describe_turn(out, g, who, &turn, &pv);
    if (!brief)
        cli_draw_board(out, g, 0);
    return 1;
}

int cli_show_game(FILE *out, const nexus_game *game, int brief)
{
    nexus_options o;
    nexus_outcome outcome = NEXUS_OUTCOME_NONE;
    nexus_reason reason = NEXUS_REASON_NONE;
    size_t turns = 0, i;
    int custom = 0, equal = 0, ok;
    nexus_game *g = replay_start(game, &custom);
    if (!g)
        return 0;
    nexus_game_options(&o, game);
    nexus_game_turn_count(&turns, game);
    fprintf(out, "Nexus %dx%d, capture debt %d, unblock debt %d%s\n", o.size,
            o.size, o.capture_debt, o.unblock_debt,
            custom ? ", from a set-up position" : "");
    if (!brief)
        cli_draw_board(out, g, 0);
    for (i = 0, ok = 1; ok && i < turns; i++)
        ok = show_turn(out, g, game, i, brief);
    ok = ok && show_declined(out, g, game, turns);
    nexus_game_result(&outcome, &reason, game);
    if (ok && reason == NEXUS_REASON_AGREEMENT)
        ok = show_offer(out, g, 1);
    if (ok && outcome == NEXUS_OUTCOME_NONE)
        fprintf(out, "The game is not over (%zu turn%s played).\n", turns,
                turns == 1 ? "" : "s");
    else if (ok)
        cli_describe_result(out, g);
    if (ok && (nexus_game_equal(&equal, g, game) != NEXUS_OK || !equal)) {
        cli_error("the replayed game differs from the original");
        ok = 0;
    }
    nexus_game_free(g);
    return ok;
}
