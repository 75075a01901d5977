"""The MCTS example bot (python/examples/mcts_bot.py) beats the simple bot
over a fixed, seeded set of games, the same games every run."""

import sys
from pathlib import Path

import pytest

import libnexus
from libnexus.match import play_series

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "examples"))

pytestmark = [pytest.mark.bots, pytest.mark.skipif(
    not libnexus._capi.has("nexus_game_playout"),
    reason="the loaded libnexus has no nexus_game_playout (API 1.1)")]


def test_mcts_beats_the_simple_bot():
    from mcts_bot import MctsBot
    first = play_series(MctsBot(playouts=200, seed=1), libnexus.SimpleBot(),
                        8, seed=5)
    again = play_series(MctsBot(playouts=200, seed=1), libnexus.SimpleBot(),
                        8, seed=5)
    assert [g.record for g in first.games] == [g.record for g in again.games]
    assert first.failed == 0
    assert first.a_wins >= 6 > first.b_wins, first   # both colours
