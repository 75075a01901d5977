"""Property tests (Hypothesis): random games played through Python equal
the same games replayed from their records."""

from hypothesis import given, strategies as st

import libnexus
from libnexus import Phase, Turn


def draw_turn(data, game):
    """A legal full turn, every choice drawn by Hypothesis."""
    unblock = ()
    if game.phase == Phase.UNBLOCK:
        unblock = data.draw(st.sampled_from(game.unblock_sets()))
        points = game.legal_after_unblock(unblock)
    else:
        points = game.legal_points()
    point = data.draw(st.sampled_from(points))
    pv = game.preview(point, unblock)
    pay = ()
    if pv.needs_payment:
        pay = tuple(data.draw(st.permutations(pv.payers))[:pv.net])
    return Turn(point, unblock, pay)


def play_random(data, game, turns):
    for _ in range(turns):
        if game.over:
            break
        if data.draw(st.integers(0, 15)) == 0 and not game.draw_pending:
            game.offer_draw()
            game.answer_draw(data.draw(st.booleans()))
            continue
        game.play(draw_turn(data, game))


@given(st.data(), st.integers(3, 6), st.integers(0, 4), st.integers(0, 6),
       st.integers(0, 60))
def test_random_game_equals_its_record(data, size, p1, p2, turns):
    game = libnexus.Game(size=size, capture_debt=p1, unblock_debt=p2)
    play_random(data, game, turns)
    again = libnexus.Game.from_record(game.record())
    assert again == game
    assert again.record() == game.record()
    assert again.turns() == game.turns()
    assert again.position() == game.position()
    assert again.result == game.result
    game.check_consistency()


@given(st.data(), st.integers(0, 40))
def test_replaying_turns_gives_the_same_game(data, turns):
    game = libnexus.Game()
    play_random(data, game, turns)
    replay = libnexus.Game()
    start = 0
    for i, turn in enumerate(game.history()):
        for _ in range(game.declined_offers(i)):
            replay.offer_draw()
            replay.decline_draw()
        replay.play(turn)
        start = i + 1
    for _ in range(game.declined_offers(start)):
        replay.offer_draw()
        replay.decline_draw()
    if game.result.reason == libnexus.Reason.AGREEMENT:
        replay.offer_draw()
        replay.accept_draw()
    assert replay == game
