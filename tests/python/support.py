"""Shared helpers of the Python binding's tests.

The tests import examples/python/nexus.py (PYTHONPATH) and use the
libraries named by NEXUS_LIBRARY and NEXUS_BOT_LIBRARY, which ctest sets to
the freshly built ones. NEXUS_CONFORMANCE_GAMES is the corpus directory and
NEXUS_INCLUDE_DIR the public headers' directory.
"""

import os
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
MODULE_DIR = os.path.join(ROOT, "examples", "python")
if MODULE_DIR not in sys.path:
    sys.path.insert(0, MODULE_DIR)

import nexus  # noqa: E402

CORPUS = os.environ.get("NEXUS_CONFORMANCE_GAMES",
                        os.path.join(ROOT, "conformance", "games"))
INCLUDE = os.environ.get("NEXUS_INCLUDE_DIR", os.path.join(ROOT, "include"))


def need_bots():
    """Skip a test without the bot library, unless ctest said it is there
    (NEXUS_BOT_LIBRARY set): then its absence is a failure."""
    if os.environ.get("NEXUS_BOT_LIBRARY"):
        nexus._bot()
        return
    try:
        nexus._bot()
    except nexus.LibraryNotFoundError as exc:
        raise unittest.SkipTest(str(exc))


def corpus_files():
    return sorted(os.path.join(CORPUS, f) for f in os.listdir(CORPUS)
                  if f.endswith(".nxr"))


class FirstLegalBot(nexus.PythonBot):
    """A Python bot: the first offered unblocking set, the first legal
    point after it, the first net payers. Counts its calls."""

    name = "first"

    def __init__(self, name=None):
        super().__init__(name)
        self.calls = 0
        self.seeds = []

    def choose_turn(self, game):
        self.calls += 1
        unblock = ()
        if game.phase == nexus.Phase.UNBLOCK:
            unblock = game.unblock_sets()[0]
            points = game.legal_after_unblock(unblock)
        else:
            points = game.legal_points()
        point = points[0]
        pv = game.preview(point, unblock)
        pay = pv.payers[:pv.net] if pv.needs_payment else ()
        return nexus.Turn(point, unblock, pay)

    def reseed(self, seed):
        self.seeds.append(seed)


def snapshot(game):
    """Everything observable about a game, to check that a failed call
    changed nothing."""
    return (game.record(), game.position(), game.position_hash,
            game.legal_points(), game.phase, game.turn_count,
            game.draw_pending, game.result, game.declined_offers())


def play_record_moves(game, lines):
    """Play the `turn` lines of a plain record on game."""
    for line in lines:
        if line.startswith("turn "):
            _, turn = nexus.Turn.parse(line, game.size)
            game.play(turn)
