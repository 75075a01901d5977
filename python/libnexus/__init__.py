"""libnexus: the rules engine of the board game Nexus, and its bots, from
Python.

The C libraries (libnexus.so.1, and libnexus-bot.so.1 for bots and
matches) are loaded with :mod:`ctypes`; :mod:`libnexus._loader` says where
they are looked for. Quick tour::

    import libnexus
    game = libnexus.Game()                  # the standard game
    game.play("C3")                         # points: names or indices
    game.legal_points()                     # (Point('A1'), Point('B1'), ...)
    text = game.record()                    # .nxr text
    again = libnexus.Game.from_record(text)
    libnexus.svg.board(game)                # an SVG picture

    from libnexus.match import play_series
    result = play_series(libnexus.SimpleBot(), libnexus.RandomBot(1), 10)

Modules: :mod:`~libnexus.game` (games), :mod:`~libnexus.bots` (players),
:mod:`~libnexus.solve` (the solver), :mod:`~libnexus.engine` (protocol
engines as players), :mod:`libnexus.env` (environments for reinforcement
learning; needs numpy),
:mod:`~libnexus.records` (.nxr), :mod:`~libnexus.match` (matches, in
parallel), :mod:`~libnexus.svg` (pictures), :mod:`~libnexus.points`,
:mod:`~libnexus.data`, :mod:`~libnexus.enums`, :mod:`~libnexus.errors`.
"""

from . import _capi, _ints
from ._loader import LibraryNotFoundError
from .allocators import Allocator, CountingAllocator
from .bots import (Bot, BotOption, BuiltinBot, MctsBot, MctsUniformBot,
                   PythonBot, RandomBot, SimpleBot, StrongBot, bot_options,
                   builtin_bots)
from .data import Options, Position, Preview, Result, Turn
from .enums import (AuditKind, Color, Outcome, Phase, PointStatus, Reason,
                    outcome_name, reason_name)
from .errors import (BufferTooSmallError, ClosedError, DeadGroupError,
                     DrawPendingError, ERRORS, GameOverError,
                     IllegalTurnError, InvalidArgError, LineOwnedError,
                     MustUnblockError, NexusError, NoDrawOfferError,
                     NoHistoryError, NoMemoryError, NotOfferedError,
                     OccupiedError, OffBoardError, ParseError,
                     PaymentDuplicateError, PaymentError, PaymentNotDueError,
                     PaymentNotOwnError, PaymentSizeError, RecordError,
                     RepetitionError, Status, SuicideError,
                     UnblockNotDueError, VersionError, status_message,
                     status_name)
from .game import Game
from .points import Point, lines, parse_point, point_name
from .engine import EngineBot, EngineError
from .solve import SolverBot
from . import engine, match, records, solve, svg, turns  # noqa: E402

__all__ = [
    "Allocator", "AuditKind", "Bot", "bot_options", "BotOption",
    "BufferTooSmallError", "builtin_bots", "BuiltinBot", "ClosedError",
    "Color", "CountingAllocator", "DeadGroupError", "DrawPendingError",
    "engine", "EngineBot", "EngineError", "ERRORS", "Game",
    "GameOverError", "IllegalTurnError", "InvalidArgError", "library_path",
    "LibraryNotFoundError", "LineOwnedError", "lines", "match", "MctsBot", "MctsUniformBot",
    "MustUnblockError", "NexusError", "NoDrawOfferError", "NoHistoryError",
    "NoMemoryError", "NotOfferedError", "OccupiedError", "OffBoardError",
    "Options", "Outcome", "outcome_name", "parse_point", "ParseError",
    "PaymentDuplicateError", "PaymentError", "PaymentNotDueError",
    "PaymentNotOwnError", "PaymentSizeError", "Phase", "Point",
    "point_name", "PointStatus", "Position", "Preview", "PythonBot",
    "RandomBot", "Reason", "reason_name", "RecordError", "records",
    "RepetitionError", "Result", "SimpleBot", "solve", "SolverBot",
    "Status", "status_message", "status_name", "StrongBot", "SuicideError",
    "svg", "Turn", "turns", "UnblockNotDueError", "version",
    "version_number", "VersionError",
]

__version__ = "1.2.0"

#: The path (or name) libnexus was loaded from.
library_path: str = _capi.library_path


def version() -> str:
    """The loaded library's version string, e.g. '1.2.0'."""
    return str(_capi.lib.nexus_version_string().decode())


def version_number() -> int:
    """The loaded library's version: major * 10000 + minor * 100 + patch."""
    return int(_capi.lib.nexus_version_number())


__dir__ = _ints.exports(globals())
