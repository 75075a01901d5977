"""The API 1.1 calls through Python: every legal turn (nexus_turns_*),
their count, a random turn, a check without playing, playouts. Each test
runs when the loaded libnexus has the call (skipped before API 1.1)."""

import pytest

import libnexus
from helpers import KO, PAY, UNBLOCK, snapshot


def needs(name):
    return pytest.mark.skipif(not libnexus._capi.has(name),
                              reason="libnexus has no %s" % name)


def games():
    yield libnexus.Game()
    yield libnexus.Game.from_record(KO)
    yield libnexus.Game.from_position(PAY)
    yield libnexus.Game.from_position(UNBLOCK)


@needs("nexus_turns_new")
def test_legal_turns_are_the_playable_turns():
    for g in games():
        turns = list(g.legal_turns())
        assert len(turns) == len(set(turns)) > 0
        if g.phase == libnexus.Phase.UNBLOCK:
            assert sorted({t.unblock for t in turns}) == g.unblock_sets()
        else:
            assert sorted({t.point for t in turns}) == list(g.legal_points())
        for t in turns:
            c = g.clone()
            c.play(t)
        assert g.count_turns() == len(turns)


@needs("nexus_turns_new")
def test_legal_turns_stop_when_the_game_changes():
    g = libnexus.Game()
    it = g.legal_turns()
    next(it)
    g.play("C3")
    with pytest.raises(RuntimeError):
        next(it)
    it = g.legal_turns()
    g.close()
    with pytest.raises(RuntimeError):
        next(it)


@needs("nexus_game_check_turn")
def test_check_turn_raises_what_play_would():
    g = libnexus.Game.from_record(KO)
    g.play("C2")
    before = snapshot(g)
    g.check_turn("E5")
    for point, exc in (("C2", libnexus.OccupiedError),
                       ("B2", libnexus.RepetitionError),
                       ("A1", libnexus.SuicideError)):
        with pytest.raises(exc):
            g.check_turn(point)
    assert snapshot(g) == before


@needs("nexus_game_random_turn")
def test_random_turn_is_legal_and_seeded():
    g = libnexus.Game.from_position(PAY)
    turn, state = g.random_turn(7)
    g.clone().play(turn)                   # legal
    assert g.random_turn(7) == (turn, state) and state != 7


@needs("nexus_game_playout")
def test_playout_ends_the_game_or_reaches_the_limit():
    for seed in range(5):
        g = libnexus.Game()
        played = g.playout(seed)
        assert g.over and played == g.turn_count
        assert libnexus.Game.from_record(g.record()) == g
        h = libnexus.Game()
        h.playout(seed)
        assert h == g
    g = libnexus.Game()
    assert g.playout(1, turn_limit=3) == 3 and g.turn_count == 3


@needs("nexus_line_count")
def test_lines():
    three = libnexus.lines(3)
    assert len(three) == 8
    assert [str(p) for p in three[0]] == ["A1", "B1", "C1"]
    assert [str(p) for p in three[3]] == ["A1", "A2", "A3"]
    assert [str(p) for p in three[6]] == ["A1", "B2", "C3"]
    assert [str(p) for p in three[7]] == ["C1", "B2", "A3"]
    assert all(len(line) == 9 for line in libnexus.lines(9))
    with pytest.raises(libnexus.InvalidArgError):
        libnexus.lines(10)


def test_record_visitor_sees_every_line():
    seen = []

    class Log(libnexus.records.RecordVisitor):
        def header(self, line):
            seen.append(("header", line.key, line.words))

        def start(self, game):
            seen.append(("start", game.board))

        def move(self, game, line, move):
            seen.append(("move", line.number, str(move.turn),
                         tuple(p.name for p in move.preview.captured)
                         if move.preview else None,
                         game.turn_count))

    text = KO + "turn B place C2\noffer W\ndecline B\n"
    game = libnexus.records.replay(text, Log())
    assert game == libnexus.Game.from_record(text) and not game.closed
    assert seen[0] == ("header", "nexus-record", "1")
    assert ("start", ".XO../XO.O./.XO../...../.....") in seen
    assert ("move", 6, "place C2", ("B2",), 1) in seen
    assert [s[0] for s in seen].count("move") == 3


def test_record_visitor_errors():
    class Stop(libnexus.records.RecordVisitor):
        def start(self, game):
            raise KeyError("stop")

    with pytest.raises(KeyError):
        libnexus.records.replay(KO, Stop())
    with pytest.raises(libnexus.RecordError) as info:
        libnexus.records.replay(KO + "turn B place C2\nturn W place C2\n")
    assert info.value.line == 7 and info.value.cause == \
        libnexus.Status.E_OCCUPIED
