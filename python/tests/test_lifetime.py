"""Handles: each owned by one Python object; pickle and copy go through the
record or a clone, in this process and in another; use after close()
raises ClosedError, never crashes."""

import copy
import pickle
import subprocess
import sys

import pytest

import libnexus
from helpers import KO, FirstLegalBot


def played():
    g = libnexus.Game.from_record(KO)
    g.play("C2")
    g.black_label = "alice"
    g.offer_draw()
    return g


def test_pickle_round_trip_same_process():
    g = played()
    for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
        h = pickle.loads(pickle.dumps(g, protocol))
        assert h == g and h._h != g._h
        assert h.record() == g.record()
    g.close()
    h.play  # the copy lives on
    h.decline_draw()
    assert h.turn_count == 1


def test_pickle_round_trip_other_process():
    g = played()
    code = ("import pickle, sys, libnexus; g = pickle.load(sys.stdin.buffer);"
            "g.decline_draw(); g.play('E5');"
            "sys.stdout.buffer.write(pickle.dumps(g))")
    out = subprocess.run([sys.executable, "-c", code], input=pickle.dumps(g),
                         capture_output=True, timeout=60, check=True).stdout
    back = pickle.loads(out)
    g.decline_draw()
    g.play("E5")
    assert back == g


def test_errors_pickle():
    """A game's error raised in a worker process reaches the caller."""
    for cls in set(libnexus.ERRORS.values()):
        status = next(s for s, c in libnexus.ERRORS.items() if c is cls)
        err = pickle.loads(pickle.dumps(cls(status, "detail")))
        assert type(err) is cls and err.status == status
        assert str(err) == str(cls(status, "detail"))
    rec = pickle.loads(pickle.dumps(libnexus.RecordError(
        libnexus.Status.E_RECORD, "bad", 3, libnexus.Status.E_OCCUPIED)))
    assert (rec.line, rec.cause, rec.reason) == (3, libnexus.Status.E_OCCUPIED,
                                                 "bad")


def test_copies_are_independent():
    g = played()
    for c in (copy.copy(g), copy.deepcopy(g), g.clone()):
        assert c == g
        c.decline_draw()
        assert c != g
        c.close()
    assert g.draw_pending


def test_closed_game_raises():
    g = played()
    g.close()
    g.close()
    assert g.closed and "closed" in repr(g) and g._repr_svg_() is None
    for use in (lambda: g.board, lambda: g.record(), lambda: g.play("A1"),
                lambda: pickle.dumps(g), lambda: copy.copy(g),
                lambda: g.legal_points(), lambda: g == libnexus.Game(),
                lambda: libnexus.svg.board(g)):
        with pytest.raises(libnexus.ClosedError):
            use()


def test_with_block_closes():
    with libnexus.Game() as g:
        g.play("C3")
    assert g.closed


def test_history_iterator_sees_changes():
    g = played()
    g.decline_draw()
    g.play("E5")
    it = g.history()
    next(it)
    g.undo()
    with pytest.raises(RuntimeError):
        next(it)
    assert [str(t.point) for t in g.history()] == ["C2"]


@pytest.mark.bots
def test_bots_pickle_as_recipes():
    for bot in (libnexus.SimpleBot(), libnexus.RandomBot(7),
                libnexus.StrongBot(seed=3, nodes=500), FirstLegalBot("me")):
        again = pickle.loads(pickle.dumps(bot))
        assert type(again) is type(bot) and again.name == bot.name
        assert again._h != bot._h
        g = libnexus.Game()
        assert again.choose(g) == bot.choose(g)
        bot.close()
        with pytest.raises(libnexus.ClosedError):
            bot.choose(g)
        again.choose(g)
