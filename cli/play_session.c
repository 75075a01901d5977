/* The session of a game of nexus play in the terminal (play_session.h). */
#define _POSIX_C_SOURCE 200809L

#include "play_session.h"

#include <stdio.h>

nexus_color play_other(nexus_color c)
{
    return c == NEXUS_BLACK ? NEXUS_WHITE : NEXUS_BLACK;
}

nexus_color play_to_move(const session *s)
{
    nexus_color c = NEXUS_BLACK;
    nexus_game_to_move(&c, s->game);
    return c;
}

nexus_phase play_phase(const session *s)
{
    nexus_phase p = NEXUS_PHASE_OVER;
    nexus_game_phase(&p, s->game);
    return p;
}

size_t play_turns(const session *s)
{
    size_t n = 0;
    nexus_game_turn_count(&n, s->game);
    return n;
}

int play_draw_pending(const session *s)
{
    int pending = 0;
    nexus_game_draw_pending(&pending, s->game);
    return pending;
}

void play_save(session *s)
{
    if (s->save_path && !cli_save_record(s->save_path, s->game, NULL))
        s->save_failed = 1;
}

nexus_status play_apply_turn(session *s, const nexus_turn *turn)
{
    nexus_color me = play_to_move(s);
    nexus_preview pv;
    nexus_status st = nexus_game_preview(&pv, s->game, turn->unblock,
                                         turn->n_unblock, turn->point);
    if (st == NEXUS_OK)
        st = nexus_game_play(s->game, turn);
    if (st == NEXUS_OK)
        cli_describe_turn(stdout, s->game, me, turn, &pv);
    return st;
}
