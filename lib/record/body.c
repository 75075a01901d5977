/* The body lines of a record. Each move (`turn`, `offer`, `decline`,
 * `accept`) is replayed through the public API, and each expectation line
 * is handed to the visitor. */
#include <stdio.h>
#include <string.h>

#include "reader.h"
#include "turn_text.h"
/* Returns the error that the game's state gives a move: NEXUS_E_GAME_OVER,
 * NEXUS_E_DRAW_PENDING, or NEXUS_OK when there is none. It is checked
 * before the side, so that "the game is over" wins over "wrong side". */
static nexus_status state_error(const nexus_game *g)
{
    nexus_phase phase;
    int pending = 0;
    nexus_game_phase(&phase, g);
    nexus_game_draw_pending(&pending, g);
    if (phase == NEXUS_PHASE_OVER)
        return NEXUS_E_GAME_OVER;
    return pending ? NEXUS_E_DRAW_PENDING : NEXUS_OK;
}

/* Reports that the move is not by the side to move. Returns
 * NEXUS_E_RECORD. */
static nexus_status wrong_side(nx_reader *r, nexus_color to_move)
{
    char reason[48];
    snprintf(reason, sizeof reason, "wrong side, %s is to move",
             nx_side_name(to_move));
    return nx_fail_at(r, &r->cur, NEXUS_E_RECORD, reason);
}

/* Replays a `turn` line. The preview is taken only when there is a move
 * callback, and play has the last word, so that the errors are those of a
 * walk without callbacks. Returns NEXUS_OK, NEXUS_E_NOMEM, or
 * NEXUS_E_RECORD for a malformed turn, a turn by the wrong side or one that
 * the engine refuses. */
static nexus_status do_turn(nx_reader *r, nexus_game *g, int size,
                            nexus_record_move *m)
{
    nexus_color to_move;
    nexus_status seen = NEXUS_OK;
    nexus_status st = nx_turn_parse_span(&m->turn, &m->side, size, r->t.line);
    if (st != NEXUS_OK)
        return nx_fail_at(r, &r->cur, st, "malformed turn");
    st = state_error(g);
    if (st != NEXUS_OK)
        return nx_fail_engine(r, st);
    nexus_game_to_move(&to_move, g);
    if (m->side != to_move)
        return wrong_side(r, to_move);
    if (r->cb->move)
        seen = nexus_game_preview(&m->preview, g, m->turn.unblock,
                                  m->turn.n_unblock, m->turn.point);
    st = nexus_game_play(g, &m->turn);
    if (st == NEXUS_OK)
        st = seen;
    return st == NEXUS_OK ? st : nx_fail_engine(r, st);
}

/* Replays `offer S`, `decline S` or `accept S`. In the first, side S offers
 * a draw; in the others, side S answers the offer. Returns NEXUS_OK, or
 * NEXUS_E_RECORD for a malformed line or a move that the state of the game
 * does not allow. */
static nexus_status do_draw(nx_reader *r, nexus_game *g, nexus_record_move *m)
{
    nx_span rest = nx_words(r), w;
    nexus_color to_move;
    int offer = r->cur.key == NEXUS_RECORD_KEY_OFFER;
    nexus_status st;
    if (!nx_next_word(&rest, &w) || rest.n != 0 || !nx_parse_side(&m->side, w))
        return nx_fail_at(r, &r->cur, NEXUS_E_PARSE,
                          "expected one side, B or W");
    st = state_error(g);
    if (offer && st != NEXUS_OK)
        return nx_fail_engine(r, st);
    if (!offer && st != NEXUS_E_DRAW_PENDING)
        return nx_fail_engine(r, NEXUS_E_NO_DRAW_OFFER);
    nexus_game_to_move(&to_move, g);
    if (offer && m->side != to_move)
        return wrong_side(r, to_move);
    if (!offer && m->side == to_move)
        return nx_fail_at(r, &r->cur, NEXUS_E_RECORD,
                          "the offerer cannot answer the offer");
    st = offer
             ? nexus_game_offer_draw(g)
             : nexus_game_answer_draw(g, r->cur.key == NEXUS_RECORD_KEY_ACCEPT);
    return st == NEXUS_OK ? st : nx_fail_engine(r, st);
}

/* See reader.h. A body line is a move or an expectation line, and anything
 * else is out of place here. */
nexus_status nx_do_body_line(nx_reader *r, nexus_game *g, int size)
{
    nexus_record_move m;
    nexus_status st;
    if (r->has_key && r->cur.key >= NEXUS_RECORD_KEY_CAPTURED &&
        r->cur.key <= NEXUS_RECORD_KEY_RESULT)
        return nx_on_expect(r, g);
    if (!r->has_key || r->cur.key < NEXUS_RECORD_KEY_TURN ||
        r->cur.key > NEXUS_RECORD_KEY_ACCEPT)
        return nx_fail_at(r, &r->cur, NEXUS_E_PARSE,
                          "unknown or misplaced line");
    memset(&m, 0, sizeof m);
    st = r->cur.key == NEXUS_RECORD_KEY_TURN ? do_turn(r, g, size, &m)
                                             : do_draw(r, g, &m);
    return st == NEXUS_OK ? nx_on_move(r, g, &m) : st;
}
