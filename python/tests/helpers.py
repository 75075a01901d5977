"""Shared pieces of the libnexus tests (importable by worker processes:
ctest puts this directory on PYTHONPATH)."""

import os
from pathlib import Path
from typing import List

import libnexus
from libnexus import Game, Phase, PythonBot, Turn

HERE = Path(__file__).resolve().parent
SOURCE = Path(os.environ.get("NEXUS_SOURCE_DIR", HERE.parent.parent))
CORPUS = SOURCE / "conformance" / "games"
INCLUDE = SOURCE / "include"

# Ko: Black C2 captures B2; White may not retake at B2 (repetition); A1 is
# suicide for White afterwards.
KO = ("nexus-record 1\nsize 5\ncapture-debt 2\nunblock-debt 4\n"
      "start .XO../XO.O./.XO../...../..... 0 0 B 0\n")
# Black completes row 1 with E1: net debt 4, 9 stones to pay with.
PAY = libnexus.Position.from_board("XXXX./OOO../XX.../...../XX...",
                                   black_debt=4)
# White must unblock: four single-stone sets.
UNBLOCK = libnexus.Position.from_board("XX./OXX/OO.",
                                       to_move=libnexus.Color.WHITE, quiet=7)


def corpus_files() -> List[Path]:
    """The conformance records."""
    return sorted(CORPUS.glob("*.nxr"))


def first_legal_turn(game: Game) -> Turn:
    """The first offered unblocking set, the first legal point after it,
    the first net payers."""
    unblock = ()
    if game.phase == Phase.UNBLOCK:
        unblock = game.unblock_sets()[0]
        points = game.legal_after_unblock(unblock)
    else:
        points = game.legal_points()
    pv = game.preview(points[0], unblock)
    pay = pv.payers[:pv.net] if pv.needs_payment else ()
    return Turn(points[0], unblock, pay)


class FirstLegalBot(PythonBot):
    """A Python bot playing :func:`first_legal_turn`; counts its calls."""

    name = "first"

    def __init__(self, name=None):
        super().__init__(name)
        self.calls = 0
        self.seeds = []

    def choose_turn(self, game):
        self.calls += 1
        return first_legal_turn(game)

    def reseed(self, seed):
        self.seeds.append(seed)


class KillerBot(FirstLegalBot):
    """Kills the process it runs in at its first turn, once: the first
    call creates ``marker``; later calls (any process) play on. Never kills
    the process ``spare_pid``."""

    name = "killer"

    def __init__(self, marker, spare_pid):
        super().__init__()
        self.marker = marker
        self.spare_pid = spare_pid

    def choose_turn(self, game):
        if os.getpid() != self.spare_pid:
            try:
                fd = os.open(self.marker, os.O_CREAT | os.O_EXCL)
            except FileExistsError:
                fd = None
            else:
                os.close(fd)
                os.kill(os.getpid(), 9)
        return super().choose_turn(game)


def snapshot(game: Game):
    """Everything observable about a game, to check that a failed call
    changed nothing."""
    return (game.record(), game.position(), game.position_hash,
            game.legal_points(), game.phase, game.turn_count,
            game.draw_pending, game.result, game.declined_offers())


def random_game(seed: int, size: int, turns: int) -> Game:
    """A game of random bot turns (the library's random bot)."""
    bot = libnexus.RandomBot(seed)
    game = Game(size=size)
    for _ in range(turns):
        if game.over:
            break
        bot.play(game)
    return game


def names(points) -> List[str]:
    """The names of points."""
    return [str(p) for p in points]
