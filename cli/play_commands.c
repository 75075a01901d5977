/* The draw offers of nexus play, and the commands of every prompt. */
#define _POSIX_C_SOURCE 200809L

#include "play_commands.h"
#include "play_input.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

play_action play_answer_offer(session *s, nexus_color offerer)
{
    nexus_color answerer = play_other(offerer);
    player *p = &s->side[answerer];
    int accept = 0;
    nexus_status st;
    if (p->human) {
        char prompt[96];
        play_action r;
        snprintf(prompt, sizeof prompt, "%s, %s offers a draw. Accept? [y/n]> ",
                 cli_color_name(answerer), cli_color_name(offerer));
        r = play_ask_yes_no(s, prompt, 0);
        if (r == ACT_QUIT) {
            /* The undo withdraws the unanswered offer. */
            nexus_game_undo(s->game);
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
    play_save(s);
    return accept ? ACT_ENDED : ACT_AGAIN;
}

play_action play_offer_draw(session *s)
{
    nexus_color me = play_to_move(s);
    nexus_status st = nexus_game_offer_draw(s->game);
    if (st != NEXUS_OK) {
        printf("You cannot offer a draw now: %s.\n", nexus_status_message(st));
        return ACT_AGAIN;
    }
    printf("%s offers a draw.\n", cli_color_name(me));
    return play_answer_offer(s, me);
}

void play_prompt_help(const session *s)
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

void play_list_legal(const session *s)
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

play_action play_undo(session *s)
{
    size_t before = play_turns(s), now;
    nexus_status st;
    if (before == 0) {
        printf("Nothing to undo.\n");
        return ACT_AGAIN;
    }
    do {
        st = nexus_game_undo(s->game);
        now = play_turns(s);
    } while (st == NEXUS_OK &&
             (now >= before || (!s->side[play_to_move(s)].human && now > 0)));
    printf("Took back %zu turn%s.\n", before - now, before - now == 1 ? "" : "s");
    play_save(s);
    return ACT_AGAIN;
}

play_action play_common_command(session *s)
{
    if (play_is_word(s->line, "help") || play_is_word(s->line, "?")) {
        play_prompt_help(s);
        return ACT_BACK;
    }
    if (play_is_word(s->line, "board")) {
        cli_draw_board(stdout, s->game, 1);
        return ACT_BACK;
    }
    if (play_is_word(s->line, "quit") || play_is_word(s->line, "exit") ||
        play_is_word(s->line, "q"))
        return ACT_QUIT;
    if (play_is_word(s->line, "draw"))
        return play_offer_draw(s);
    if (play_is_word(s->line, "undo"))
        return play_undo(s);
    if (play_is_word(s->line, "pass")) {
        printf("There is no passing in Nexus: place a stone.\n");
        return ACT_BACK;
    }
    return ACT_NONE;
}
