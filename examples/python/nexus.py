"""Python binding of libnexus (the rules engine of the board game Nexus) and
of libnexus-bot (its computer players and match runner).

Standard library only: the C libraries are loaded with :mod:`ctypes`. The
core library is looked for, in order, at the path in ``NEXUS_LIBRARY``, next
to this file, then on the system (:func:`ctypes.util.find_library`); the bot
library likewise with ``NEXUS_BOT_LIBRARY``, and only when a bot is first
used, so the core API works without it.

Quick tour::

    import nexus
    with nexus.Game(size=5) as game:            # capture debt 2, unblock debt 4
        game.play("C3")                         # points are names or indices
        print(game.legal_points())              # canonical indices
        print(game)                             # the board
        game.undo()
        text = game.record()                    # .nxr text
    again = nexus.Game.from_record(text)

    class FirstLegal(nexus.PythonBot):
        name = "first"
        def choose_turn(self, game):
            unblock = game.unblock_sets()[0] if game.phase == nexus.Phase.UNBLOCK else ()
            point = game.legal_after_unblock(unblock)[0] if unblock else game.legal_points()[0]
            pv = game.preview(point, unblock)
            return nexus.Turn(point, unblock, pv.payers[:pv.net] if pv.audit == nexus.AuditKind.PAY else ())

    result = nexus.play_match(nexus.SimpleBot(), FirstLegal())

Every C error becomes an exception: :class:`NexusError` (``.status``, ``.name``,
``.message``) or its subclass for that status code (``SuicideError``,
``PaymentSizeError``, ...; see :data:`ERRORS`). A turn that raises changed
nothing.
"""

import ctypes
import ctypes.util
import dataclasses
import enum
import math
import os
import sys
import weakref
from ctypes import (CFUNCTYPE, POINTER, Structure, byref, c_char, c_char_p,
                    c_int, c_int64, c_size_t, c_ubyte, c_uint, c_uint64,
                    c_ulong, c_void_p)

__all__ = [
    "Status", "Color", "Phase", "PointStatus", "Outcome", "Reason",
    "AuditKind", "NexusError", "RecordError", "ERRORS", "LibraryNotFoundError",
    "Turn", "Preview", "Position", "Result", "Options", "Game", "Allocator",
    "CountingAllocator", "Bot", "SimpleBot", "RandomBot", "StrongBot",
    "PythonBot",
    "MatchResult", "SeriesResult", "play_match", "play_series",
    "version", "version_number", "status_name", "status_message",
    "point_name", "parse_point", "library_path", "bot_library_path",
]

MIN_SIZE = 3
MAX_SIZE = 9
MAX_POINTS = 81
MAX_DEBT_RATE = 1000
LABEL_MAX = 63
OPTIONS_VERSION = 1
BOT_CALLBACKS_VERSION = 1
MATCH_OPTIONS_VERSION = 1
MATCH_DEFAULT_TURN_LIMIT = 1000

# ---------------------------------------------------------------------------
# Loading the libraries
# ---------------------------------------------------------------------------


class LibraryNotFoundError(ImportError):
    """A C library (libnexus or libnexus-bot) could not be found."""


def _candidate_names(stem):
    if sys.platform == "darwin":
        return ["lib%s.dylib" % stem, "lib%s.1.dylib" % stem]
    if sys.platform in ("win32", "cygwin"):
        return ["%s.dll" % stem, "lib%s.dll" % stem, "cyg%s-1.dll" % stem]
    return ["lib%s.so" % stem, "lib%s.so.1" % stem]


def _locate(stem, env):
    path = os.environ.get(env)
    if path:
        return path
    here = os.path.dirname(os.path.abspath(__file__))
    for name in _candidate_names(stem):
        candidate = os.path.join(here, name)
        if os.path.exists(candidate):
            return candidate
    found = ctypes.util.find_library(stem)
    if found:
        return found
    raise LibraryNotFoundError(
        "lib%s not found: set %s to its path, put it next to %s, or install it"
        % (stem, env, os.path.abspath(__file__)))


def _open(stem, env):
    path = _locate(stem, env)
    try:
        return ctypes.CDLL(path), path
    except OSError as exc:
        raise LibraryNotFoundError("cannot load %s: %s" % (path, exc)) from exc


_lib, library_path = _open("nexus", "NEXUS_LIBRARY")
_botlib = None
bot_library_path = None

# ---------------------------------------------------------------------------
# Enumerations
# ---------------------------------------------------------------------------


class Status(enum.IntEnum):
    """nexus_status: 0 or a negative error code."""
    OK = 0
    E_INVALID_ARG = -1
    E_NOMEM = -2
    E_BUFFER_TOO_SMALL = -3
    E_VERSION = -4
    E_OFF_BOARD = -5
    E_PARSE = -6
    E_GAME_OVER = -7
    E_MUST_UNBLOCK = -8
    E_UNBLOCK_NOT_DUE = -9
    E_NOT_OFFERED = -10
    E_OCCUPIED = -11
    E_SUICIDE = -12
    E_REPETITION = -13
    E_PAYMENT_NOT_DUE = -14
    E_PAYMENT_SIZE = -15
    E_PAYMENT_DUPLICATE = -16
    E_PAYMENT_NOT_OWN = -17
    E_NO_HISTORY = -18
    E_DEAD_GROUP = -19
    E_LINE_OWNED = -20
    E_DRAW_PENDING = -21
    E_NO_DRAW_OFFER = -22
    E_RECORD = -23


class Color(enum.IntEnum):
    """The contents of a point, and the two players."""
    EMPTY = 0
    BLACK = 1
    WHITE = 2

    @property
    def opponent(self):
        """The other player (EMPTY for EMPTY)."""
        return {Color.BLACK: Color.WHITE, Color.WHITE: Color.BLACK}.get(
            self, Color.EMPTY)

    @property
    def letter(self):
        """'B' or 'W' as in records ('-' for EMPTY)."""
        return {Color.BLACK: "B", Color.WHITE: "W"}.get(self, "-")


class Phase(enum.IntEnum):
    """What the side to move must do next."""
    PLACE = 0
    UNBLOCK = 1
    OVER = 2


class PointStatus(enum.IntEnum):
    """The status of a point for the side to move (R7)."""
    LEGAL = 0
    OCCUPIED = 1
    SUICIDE = 2
    REPETITION = 3


class Outcome(enum.IntEnum):
    """Who won (R21)."""
    NONE = 0
    BLACK_WINS = 1
    WHITE_WINS = 2
    DRAW = 3
    NO_WINNER = 4

    @property
    def text(self):
        """As in a record's result line: 'black-wins', 'draw', ..."""
        return self.name.lower().replace("_", "-") if self not in (
            Outcome.NONE, Outcome.NO_WINNER) else "none"


class Reason(enum.IntEnum):
    """Why the game ended (R21)."""
    NONE = 0
    AUDIT = 1
    BANKRUPT = 2
    NO_PLACEMENT = 3
    QUIET = 4
    AGREEMENT = 5
    UNCOVERED = 6

    @property
    def text(self):
        """As in a record's result line: 'audit', 'no-placement', ..."""
        return self.name.lower().replace("_", "-")


class AuditKind(enum.IntEnum):
    """What the audit of a previewed turn does."""
    NONE = 0
    WIN = 1
    BANKRUPT = 2
    PAY = 3


# ---------------------------------------------------------------------------
# Errors
# ---------------------------------------------------------------------------


class NexusError(Exception):
    """An error status from the C library.

    ``status`` is the :class:`Status`, ``name`` its C name
    ("NEXUS_E_SUICIDE") and ``message`` the library's description.
    """

    status = None

    def __init__(self, status, detail=None):
        try:
            self.status = Status(status)
        except ValueError:
            self.status = status
        self.name = _lib.nexus_status_name(int(status)).decode()
        self.message = _lib.nexus_status_message(int(status)).decode()
        self.detail = detail
        text = "%s: %s" % (self.name, self.message)
        if detail:
            text += " (%s)" % detail
        super().__init__(text)


class InvalidArgError(NexusError, ValueError):
    """NEXUS_E_INVALID_ARG: NULL pointer or value out of range."""


class NoMemoryError(NexusError, MemoryError):
    """NEXUS_E_NOMEM: an allocation failed."""


class BufferTooSmallError(NexusError):
    """NEXUS_E_BUFFER_TOO_SMALL (never seen through this module)."""


class VersionError(NexusError):
    """NEXUS_E_VERSION: unsupported structure version."""


class OffBoardError(NexusError, IndexError):
    """NEXUS_E_OFF_BOARD: a point index is not on the board."""


class ParseError(NexusError, ValueError):
    """NEXUS_E_PARSE: text could not be parsed."""


class GameOverError(NexusError):
    """NEXUS_E_GAME_OVER."""


class IllegalTurnError(NexusError):
    """Base of the errors of a turn that breaks the rules."""


class MustUnblockError(IllegalTurnError):
    """NEXUS_E_MUST_UNBLOCK: an unblocking set is required."""


class UnblockNotDueError(IllegalTurnError):
    """NEXUS_E_UNBLOCK_NOT_DUE."""


class NotOfferedError(IllegalTurnError):
    """NEXUS_E_NOT_OFFERED: the unblocking set is not offered."""


class OccupiedError(IllegalTurnError):
    """NEXUS_E_OCCUPIED."""


class SuicideError(IllegalTurnError):
    """NEXUS_E_SUICIDE."""


class RepetitionError(IllegalTurnError):
    """NEXUS_E_REPETITION."""


class PaymentError(IllegalTurnError):
    """Base of the audit payment errors."""


class PaymentNotDueError(PaymentError):
    """NEXUS_E_PAYMENT_NOT_DUE."""


class PaymentSizeError(PaymentError):
    """NEXUS_E_PAYMENT_SIZE: not exactly net stones."""


class PaymentDuplicateError(PaymentError):
    """NEXUS_E_PAYMENT_DUPLICATE."""


class PaymentNotOwnError(PaymentError):
    """NEXUS_E_PAYMENT_NOT_OWN."""


class NoHistoryError(NexusError):
    """NEXUS_E_NO_HISTORY: nothing to undo."""


class DeadGroupError(NexusError, ValueError):
    """NEXUS_E_DEAD_GROUP: a start position has a group without liberties."""


class LineOwnedError(NexusError, ValueError):
    """NEXUS_E_LINE_OWNED: a start position has an owned line."""


class DrawPendingError(NexusError):
    """NEXUS_E_DRAW_PENDING: a draw offer awaits an answer."""


class NoDrawOfferError(NexusError):
    """NEXUS_E_NO_DRAW_OFFER."""


class RecordError(NexusError, ValueError):
    """NEXUS_E_RECORD: a record is malformed or illegal.

    ``line`` is the 1-based line (0 if none), ``cause`` the underlying
    :class:`Status` and ``detail`` the library's explanation.
    """

    def __init__(self, status, detail=None, line=0, cause=None):
        super().__init__(status, ("line %d: %s" % (line, detail)) if line
                         else detail)
        self.line = line
        self.cause = cause
        self.reason = detail


#: The exception class of every error status.
ERRORS = {
    Status.E_INVALID_ARG: InvalidArgError,
    Status.E_NOMEM: NoMemoryError,
    Status.E_BUFFER_TOO_SMALL: BufferTooSmallError,
    Status.E_VERSION: VersionError,
    Status.E_OFF_BOARD: OffBoardError,
    Status.E_PARSE: ParseError,
    Status.E_GAME_OVER: GameOverError,
    Status.E_MUST_UNBLOCK: MustUnblockError,
    Status.E_UNBLOCK_NOT_DUE: UnblockNotDueError,
    Status.E_NOT_OFFERED: NotOfferedError,
    Status.E_OCCUPIED: OccupiedError,
    Status.E_SUICIDE: SuicideError,
    Status.E_REPETITION: RepetitionError,
    Status.E_PAYMENT_NOT_DUE: PaymentNotDueError,
    Status.E_PAYMENT_SIZE: PaymentSizeError,
    Status.E_PAYMENT_DUPLICATE: PaymentDuplicateError,
    Status.E_PAYMENT_NOT_OWN: PaymentNotOwnError,
    Status.E_NO_HISTORY: NoHistoryError,
    Status.E_DEAD_GROUP: DeadGroupError,
    Status.E_LINE_OWNED: LineOwnedError,
    Status.E_DRAW_PENDING: DrawPendingError,
    Status.E_NO_DRAW_OFFER: NoDrawOfferError,
    Status.E_RECORD: RecordError,
}


def _error(status, detail=None):
    return ERRORS.get(status, NexusError)(status, detail)


def _check(status):
    if status != 0:
        raise _error(status)


# ---------------------------------------------------------------------------
# C structures
# ---------------------------------------------------------------------------

_MALLOC_FN = CFUNCTYPE(c_void_p, c_size_t, c_void_p)
_REALLOC_FN = CFUNCTYPE(c_void_p, c_void_p, c_size_t, c_void_p)
_FREE_FN = CFUNCTYPE(None, c_void_p, c_void_p)


class _CAllocator(Structure):
    _fields_ = [("malloc_fn", _MALLOC_FN), ("realloc_fn", _REALLOC_FN),
                ("free_fn", _FREE_FN), ("user", c_void_p)]


class _COptions(Structure):
    _fields_ = [("version", c_uint), ("size", c_int), ("capture_debt", c_int),
                ("unblock_debt", c_int), ("allocator", _CAllocator)]


class _CPosition(Structure):
    _fields_ = [("cells", c_ubyte * MAX_POINTS), ("black_debt", c_int64),
                ("white_debt", c_int64), ("to_move", c_int), ("quiet", c_int)]


class _CTurn(Structure):
    _fields_ = [("n_unblock", c_int), ("unblock", c_int * MAX_POINTS),
                ("point", c_int), ("n_pay", c_int),
                ("pay", c_int * MAX_POINTS)]


class _CPreview(Structure):
    _fields_ = [("n_captured", c_int), ("captured", c_int * MAX_POINTS),
                ("mover_debt", c_int64), ("opponent_debt", c_int64),
                ("audit", c_int), ("net", c_int64), ("n_payers", c_int),
                ("payers", c_int * MAX_POINTS)]


class _CRecordError(Structure):
    _fields_ = [("line", c_int), ("status", c_int), ("message", c_char * 128)]


_CHOOSE_FN = CFUNCTYPE(c_int, c_void_p, c_void_p, POINTER(_CTurn))
_FLAG_FN = CFUNCTYPE(c_int, c_void_p, c_void_p, POINTER(c_int))
_SEED_FN = CFUNCTYPE(c_int, c_void_p, c_uint64)
_RELEASE_FN = CFUNCTYPE(None, c_void_p)


class _CBotCallbacks(Structure):
    _fields_ = [("version", c_uint), ("choose_turn", _CHOOSE_FN),
                ("offer_draw", _FLAG_FN), ("answer_draw", _FLAG_FN),
                ("seed", _SEED_FN), ("release", _RELEASE_FN),
                ("user", c_void_p), ("name", c_char_p)]


class _CMatchOptions(Structure):
    _fields_ = [("version", c_uint), ("game", _COptions), ("seed", c_uint64),
                ("turn_limit", c_size_t)]


class _CStrongOptions(Structure):
    _fields_ = [("version", c_uint), ("nodes", c_ulong), ("time_ms", c_uint),
                ("max_depth", c_int), ("seed", c_uint64)]


class _CMatchResult(Structure):
    _fields_ = [("outcome", c_int), ("reason", c_int), ("unfinished", c_int),
                ("turns", c_size_t)]


class _CSeriesResult(Structure):
    _fields_ = [("games", c_uint), ("a_wins", c_uint), ("b_wins", c_uint),
                ("draws", c_uint), ("unfinished", c_uint),
                ("no_winner", c_uint)]


# ---------------------------------------------------------------------------
# Prototypes: every function of nexus.h and nexus_bot.h
# ---------------------------------------------------------------------------

_P = POINTER
_game_p = c_void_p  # nexus_game *
_bot_p = c_void_p   # nexus_bot *

#: name -> (restype, argtypes) of every function of nexus.h.
CORE_PROTOTYPES = {
    "nexus_version_number": (c_uint, []),
    "nexus_version_string": (c_char_p, []),
    "nexus_status_name": (c_char_p, [c_int]),
    "nexus_status_message": (c_char_p, [c_int]),
    "nexus_options_init": (c_int, [_P(_COptions), c_uint]),
    "nexus_point_parse": (c_int, [_P(c_int), c_int, c_char_p]),
    "nexus_point_format": (c_int, [c_char_p, c_size_t, c_int, c_int]),
    "nexus_game_new": (c_int, [_P(_game_p), _P(_COptions)]),
    "nexus_game_new_from_position": (c_int, [_P(_game_p), _P(_COptions),
                                             _P(_CPosition)]),
    "nexus_game_free": (None, [_game_p]),
    "nexus_game_clone": (c_int, [_P(_game_p), _game_p]),
    "nexus_game_copy": (c_int, [_game_p, _game_p]),
    "nexus_game_equal": (c_int, [_P(c_int), _game_p, _game_p]),
    "nexus_game_options": (c_int, [_P(_COptions), _game_p]),
    "nexus_game_to_move": (c_int, [_P(c_int), _game_p]),
    "nexus_game_phase": (c_int, [_P(c_int), _game_p]),
    "nexus_game_stone": (c_int, [_P(c_int), _game_p, c_int]),
    "nexus_game_debts": (c_int, [_P(c_int64), _P(c_int64), _game_p]),
    "nexus_game_quiet": (c_int, [_P(c_int), _game_p]),
    "nexus_game_turn_count": (c_int, [_P(c_size_t), _game_p]),
    "nexus_game_result": (c_int, [_P(c_int), _P(c_int), _game_p]),
    "nexus_game_owns_line": (c_int, [_P(c_int), _game_p, c_int]),
    "nexus_game_position": (c_int, [_P(_CPosition), _game_p]),
    "nexus_game_format_board": (c_int, [c_char_p, c_size_t, _P(c_size_t),
                                        _game_p]),
    "nexus_game_hash": (c_int, [_P(c_uint64), _game_p]),
    "nexus_game_legal_points": (c_int, [_P(c_int), c_size_t, _P(c_size_t),
                                        _game_p]),
    "nexus_game_point_status": (c_int, [_P(c_int), _game_p, c_int]),
    "nexus_game_unblock_size": (c_int, [_P(c_int), _game_p]),
    "nexus_game_unblock_sets": (c_int, [_P(c_int), c_size_t, _P(c_size_t),
                                        _game_p]),
    "nexus_game_legal_after_unblock": (c_int, [_P(c_int), c_size_t,
                                               _P(c_size_t), _game_p,
                                               _P(c_int), c_int]),
    "nexus_game_preview": (c_int, [_P(_CPreview), _game_p, _P(c_int), c_int,
                                   c_int]),
    "nexus_game_play": (c_int, [_game_p, _P(_CTurn)]),
    "nexus_game_place": (c_int, [_game_p, c_int]),
    "nexus_game_undo": (c_int, [_game_p]),
    "nexus_game_turn_at": (c_int, [_P(_CTurn), _game_p, c_size_t]),
    "nexus_game_declined_offers": (c_int, [_P(c_int), _game_p, c_size_t]),
    "nexus_game_start_position": (c_int, [_P(_CPosition), _P(c_int),
                                          _game_p]),
    "nexus_game_offer_draw": (c_int, [_game_p]),
    "nexus_game_answer_draw": (c_int, [_game_p, c_int]),
    "nexus_game_draw_pending": (c_int, [_P(c_int), _game_p]),
    "nexus_game_set_label": (c_int, [_game_p, c_int, c_char_p]),
    "nexus_game_label": (c_int, [_P(c_char_p), _game_p, c_int]),
    "nexus_record_read": (c_int, [_P(_game_p), c_char_p, c_size_t,
                                  _P(_CAllocator), _P(_CRecordError)]),
    "nexus_record_write": (c_int, [c_char_p, c_size_t, _P(c_size_t),
                                   _game_p]),
    "nexus_turn_parse": (c_int, [_P(_CTurn), _P(c_int), c_int, c_char_p]),
    "nexus_turn_format": (c_int, [c_char_p, c_size_t, _P(c_size_t), c_int,
                                  c_int, _P(_CTurn)]),
    "nexus_game_check_consistency": (c_int, [_game_p]),
    # 1.1
    "nexus_game_check_turn": (c_int, [_game_p, _P(_CTurn)]),
    "nexus_line_count": (c_int, [_P(c_int), c_int]),
    "nexus_line_points": (c_int, [_P(c_int), c_size_t, _P(c_size_t), c_int,
                                  c_int]),
    "nexus_game_random_turn": (c_int, [_P(_CTurn), _game_p, _P(c_uint64)]),
    "nexus_game_playout": (c_int, [_game_p, c_uint64, c_size_t,
                                   _P(c_size_t)]),
    "nexus_turns_new": (c_int, [_P(c_void_p), _game_p]),
    "nexus_turns_next": (c_int, [_P(_CTurn), c_void_p]),
    "nexus_turns_free": (None, [c_void_p]),
    "nexus_game_count_turns": (c_int, [_P(c_uint64), _game_p]),
}

#: name -> (restype, argtypes) of every function of nexus_bot.h.
BOT_PROTOTYPES = {
    "nexus_bot_callbacks_init": (c_int, [_P(_CBotCallbacks), c_uint]),
    "nexus_bot_new_custom": (c_int, [_P(_bot_p), _P(_CBotCallbacks)]),
    "nexus_bot_new_simple": (c_int, [_P(_bot_p)]),
    "nexus_bot_new_random": (c_int, [_P(_bot_p), c_uint64]),
    "nexus_strong_options_init": (c_int, [_P(_CStrongOptions), c_uint]),
    "nexus_bot_new_strong": (c_int, [_P(_bot_p), _P(_CStrongOptions)]),
    "nexus_bot_free": (None, [_bot_p]),
    "nexus_bot_choose": (c_int, [_P(_CTurn), _bot_p, _game_p]),
    "nexus_bot_offer_draw": (c_int, [_P(c_int), _bot_p, _game_p]),
    "nexus_bot_answer_draw": (c_int, [_P(c_int), _bot_p, _game_p]),
    "nexus_bot_seed": (c_int, [_bot_p, c_uint64]),
    "nexus_bot_name": (c_int, [_P(c_char_p), _bot_p]),
    "nexus_match_options_init": (c_int, [_P(_CMatchOptions), c_uint]),
    "nexus_match_play": (c_int, [_P(_CMatchResult), _P(_game_p), _bot_p,
                                 _bot_p, _P(_CMatchOptions)]),
    "nexus_match_series": (c_int, [_P(_CSeriesResult), _bot_p, _bot_p,
                                   _P(_CMatchOptions), c_uint]),
}


def _declare(lib, prototypes):
    for fname, (restype, argtypes) in prototypes.items():
        fn = getattr(lib, fname)
        fn.restype = restype
        fn.argtypes = argtypes


_declare(_lib, CORE_PROTOTYPES)

if _lib.nexus_version_number() // 10000 != 1:
    raise ImportError("libnexus %s at %s: this module needs version 1.x"
                      % (_lib.nexus_version_string().decode(), library_path))


def _bot():
    """The bot library, loaded on first use."""
    global _botlib, bot_library_path
    if _botlib is None:
        lib, path = _open("nexus-bot", "NEXUS_BOT_LIBRARY")
        _declare(lib, BOT_PROTOTYPES)
        _botlib, bot_library_path = lib, path
    return _botlib


# ---------------------------------------------------------------------------
# Library information and point names
# ---------------------------------------------------------------------------


def version():
    """The library's version string, e.g. '1.0.0'."""
    return _lib.nexus_version_string().decode()


def version_number():
    """The library's version as major * 10000 + minor * 100 + patch."""
    return _lib.nexus_version_number()


def status_name(status):
    """The C name of a status code, e.g. 'NEXUS_E_SUICIDE'."""
    return _lib.nexus_status_name(int(status)).decode()


def status_message(status):
    """A one-line English description of a status code."""
    return _lib.nexus_status_message(int(status)).decode()


def _c_int(value, error=Status.E_OFF_BOARD):
    """A Python int that fits a C int, or the error NexusError."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError("expected an int, got %r" % (value,))
    if not -2**31 <= value < 2**31:
        raise _error(error)
    return value


def parse_point(name, size=5):
    """The index of a point name ("C3" or "c3") on a size x size board."""
    if not isinstance(name, str):
        raise TypeError("a point name is a str, got %r" % (name,))
    try:
        raw = name.encode("ascii")
    except UnicodeEncodeError:
        raise _error(Status.E_PARSE, repr(name)) from None
    if b"\0" in raw:
        raise _error(Status.E_PARSE, repr(name))
    out = c_int()
    st = _lib.nexus_point_parse(byref(out), _c_int(size, Status.E_INVALID_ARG),
                                raw)
    if st:
        raise _error(st, repr(name))
    return out.value


def point_name(point, size=5):
    """The name ("C3") of a point index on a size x size board."""
    buf = ctypes.create_string_buffer(4)
    _check(_lib.nexus_point_format(buf, 4, _c_int(size, Status.E_INVALID_ARG),
                                   _c_int(point)))
    return buf.value.decode()


# ---------------------------------------------------------------------------
# Plain data
# ---------------------------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class Options:
    """The rules of a game: board size and the two debt rates."""
    size: int = 5
    capture_debt: int = 2
    unblock_debt: int = 4

    @property
    def quiet_limit(self):
        """Turns without a capture that draw the game: 2n^2 (R19)."""
        return 2 * self.size * self.size


@dataclasses.dataclass(frozen=True)
class Turn:
    """A full turn: an unblocking set (empty unless one is due), the point
    placed and the audit payment (empty unless one is due). Points are
    indices; names are accepted wherever a Game takes a Turn."""
    point: object
    unblock: tuple = ()
    pay: tuple = ()

    def __post_init__(self):
        object.__setattr__(self, "unblock", tuple(self.unblock))
        object.__setattr__(self, "pay", tuple(self.pay))

    @classmethod
    def parse(cls, text, size=5):
        """Parse `[turn] B|W [unblock P...] place P [pay P...]`; returns
        (Color, Turn)."""
        raw = text.encode("utf-8") if isinstance(text, str) else bytes(text)
        if b"\0" in raw:
            raise _error(Status.E_PARSE, repr(text))
        ct, who = _CTurn(), c_int()
        st = _lib.nexus_turn_parse(byref(ct), byref(who),
                                   _c_int(size, Status.E_INVALID_ARG), raw)
        if st:
            raise _error(st, repr(text))
        return Color(who.value), _turn_from_c(ct)

    def format(self, color, size=5):
        """The record line, e.g. 'turn W unblock B2 place B3'."""
        ct = _turn_to_c(self, size)
        count = c_size_t()
        st = _lib.nexus_turn_format(None, 0, byref(count), size, int(color),
                                    byref(ct))
        if st not in (0, Status.E_BUFFER_TOO_SMALL):
            raise _error(st)
        buf = ctypes.create_string_buffer(count.value)
        _check(_lib.nexus_turn_format(buf, count.value, byref(count), size,
                                      int(color), byref(ct)))
        return buf.value.decode()


@dataclasses.dataclass(frozen=True)
class Preview:
    """What a turn would do (nexus_game_preview)."""
    captured: tuple
    mover_debt: int
    opponent_debt: int
    audit: AuditKind
    net: int
    payers: tuple

    @property
    def wins(self):
        """The audit makes the mover win at once."""
        return self.audit == AuditKind.WIN

    @property
    def bankrupt(self):
        """The placement would make the mover bankrupt (and lose)."""
        return self.audit == AuditKind.BANKRUPT

    @property
    def needs_payment(self):
        """The audit needs a payment of exactly ``net`` stones."""
        return self.audit == AuditKind.PAY


@dataclasses.dataclass(frozen=True)
class Position:
    """A position: cells in canonical order, debts, side to move, quiet
    count."""
    cells: tuple
    black_debt: int = 0
    white_debt: int = 0
    to_move: Color = Color.BLACK
    quiet: int = 0

    @property
    def size(self):
        """The board size n (cells holds n*n colours)."""
        return math.isqrt(len(self.cells))

    @classmethod
    def from_board(cls, board, black_debt=0, white_debt=0,
                   to_move=Color.BLACK, quiet=0):
        """From board text as in records: rows joined by '/', 'X' Black,
        'O' White, '.' empty."""
        rows = board.split("/")
        n = len(rows)
        if not MIN_SIZE <= n <= MAX_SIZE or any(len(r) != n for r in rows):
            raise _error(Status.E_PARSE, "board %r" % board)
        table = {".": Color.EMPTY, "X": Color.BLACK, "O": Color.WHITE}
        try:
            cells = tuple(table[c] for r in rows for c in r)
        except KeyError:
            raise _error(Status.E_PARSE, "board %r" % board) from None
        return cls(cells, black_debt, white_debt, Color(to_move), quiet)

    @property
    def board(self):
        """The board as record text."""
        n = self.size
        chars = ".XO"
        return "/".join("".join(chars[self.cells[r * n + c]]
                                for c in range(n)) for r in range(n))


@dataclasses.dataclass(frozen=True)
class Result:
    """The result of a game (R21)."""
    outcome: Outcome
    reason: Reason

    @property
    def over(self):
        """The game has ended."""
        return self.outcome != Outcome.NONE

    @property
    def winner(self):
        """Color.BLACK or Color.WHITE, or None (no winner, or not over)."""
        return {Outcome.BLACK_WINS: Color.BLACK,
                Outcome.WHITE_WINS: Color.WHITE}.get(self.outcome)

    def __str__(self):
        if not self.over:
            return "playing"
        return "%s %s" % (self.outcome.text, self.reason.text)


def _turn_from_c(ct):
    return Turn(ct.point, tuple(ct.unblock[:ct.n_unblock]),
                tuple(ct.pay[:ct.n_pay]))


def _points(values, size, what):
    out = []
    for v in values:
        out.append(parse_point(v, size) if isinstance(v, str) else _c_int(v))
    if len(out) > MAX_POINTS:
        raise _error(Status.E_INVALID_ARG, "%s has %d points" % (what,
                                                                len(out)))
    return out


def _point(value, size):
    return parse_point(value, size) if isinstance(value, str) \
        else _c_int(value)


def _int_array(points):
    arr = (c_int * max(1, len(points)))()
    for i, p in enumerate(points):
        arr[i] = p
    return arr


def _turn_to_c(turn, size):
    if not isinstance(turn, Turn):
        turn = Turn(turn)
    ct = _CTurn()
    unblock = _points(turn.unblock, size, "unblock")
    pay = _points(turn.pay, size, "pay")
    ct.n_unblock = len(unblock)
    for i, p in enumerate(unblock):
        ct.unblock[i] = p
    ct.point = _point(turn.point, size)
    ct.n_pay = len(pay)
    for i, p in enumerate(pay):
        ct.pay[i] = p
    return ct


# ---------------------------------------------------------------------------
# Allocators
# ---------------------------------------------------------------------------


class Allocator:
    """A custom allocator for games (nexus_options.allocator).

    Subclass and override :meth:`malloc`, :meth:`realloc` and :meth:`free`
    (addresses are ints; return 0 or None for failure). A game keeps its
    allocator alive. The default methods use the C library.
    """

    def __init__(self):
        libc = _libc()
        self._libc = libc
        # The CFUNCTYPE objects must live as long as any game using them.
        self._c = _CAllocator(_MALLOC_FN(self._malloc_cb),
                              _REALLOC_FN(self._realloc_cb),
                              _FREE_FN(self._free_cb), None)

    def malloc(self, size):
        return self._libc.malloc(size)

    def realloc(self, ptr, size):
        return self._libc.realloc(ptr, size)

    def free(self, ptr):
        self._libc.free(ptr)

    def _malloc_cb(self, size, _user):
        try:
            return self.malloc(size) or None
        except Exception:  # never let an exception cross into C
            return None

    def _realloc_cb(self, ptr, size, _user):
        try:
            return self.realloc(ptr, size) or None
        except Exception:
            return None

    def _free_cb(self, ptr, _user):
        try:
            self.free(ptr)
        except Exception:
            pass


class CountingAllocator(Allocator):
    """The C library's allocator, counting live blocks: ``live`` returns to
    0 when every game using it has been freed. ``fail_after`` (if not None)
    makes every allocation after that many successful ones fail."""

    def __init__(self, fail_after=None):
        super().__init__()
        self.blocks = {}
        self.allocations = 0
        self.frees = 0
        self.fail_after = fail_after
        self.foreign_frees = 0

    @property
    def live(self):
        """Blocks allocated and not yet freed."""
        return len(self.blocks)

    def _may_allocate(self):
        return self.fail_after is None or self.allocations < self.fail_after

    def malloc(self, size):
        if not self._may_allocate():
            return None
        p = self._libc.malloc(size)
        if p:
            self.allocations += 1
            self.blocks[p] = size
        return p

    def realloc(self, ptr, size):
        if ptr not in self.blocks:
            self.foreign_frees += 1
        if not self._may_allocate():
            return None
        p = self._libc.realloc(ptr, size)
        if p:
            self.allocations += 1
            self.blocks.pop(ptr, None)
            self.blocks[p] = size
        return p

    def free(self, ptr):
        if self.blocks.pop(ptr, None) is None:
            self.foreign_frees += 1
        self.frees += 1
        self._libc.free(ptr)


_libc_handle = None


def _libc():
    global _libc_handle
    if _libc_handle is None:
        name = ctypes.util.find_library("c")
        libc = ctypes.CDLL(name) if name else ctypes.CDLL(None)
        libc.malloc.restype = c_void_p
        libc.malloc.argtypes = [c_size_t]
        libc.realloc.restype = c_void_p
        libc.realloc.argtypes = [c_void_p, c_size_t]
        libc.free.restype = None
        libc.free.argtypes = [c_void_p]
        _libc_handle = libc
    return _libc_handle


def _c_options(size, capture_debt, unblock_debt, allocator):
    opts = _COptions()
    _check(_lib.nexus_options_init(byref(opts), OPTIONS_VERSION))
    opts.size = _c_int(size, Status.E_INVALID_ARG)
    opts.capture_debt = _c_int(capture_debt, Status.E_INVALID_ARG)
    opts.unblock_debt = _c_int(unblock_debt, Status.E_INVALID_ARG)
    if allocator is not None:
        opts.allocator = allocator._c
    return opts


# ---------------------------------------------------------------------------
# Games
# ---------------------------------------------------------------------------


class Game:
    """A game of Nexus with its whole history (a nexus_game handle).

    ``Game(size=5, capture_debt=2, unblock_debt=4, allocator=None)`` starts
    at the empty board; :meth:`from_position` and :meth:`from_record` start
    elsewhere. Points may be given as indices or names ("C3"); lists come
    back as indices in canonical order (:meth:`name` turns one into "C3").
    The handle is freed by :meth:`close`, by leaving a ``with`` block, or
    when the object is collected.
    """

    _free = staticmethod(_lib.nexus_game_free)

    def __init__(self, size=5, capture_debt=2, unblock_debt=4, *,
                 allocator=None):
        self._h = None
        self._owned = True
        self._readonly = False
        self._allocator = allocator
        opts = _c_options(size, capture_debt, unblock_debt, allocator)
        h = c_void_p()
        _check(_lib.nexus_game_new(byref(h), byref(opts)))
        self._adopt(h.value)

    # -- construction helpers ------------------------------------------------

    def _adopt(self, handle):
        self._h = handle
        opts = _COptions()
        _check(_lib.nexus_game_options(byref(opts), handle))
        self._options = Options(opts.size, opts.capture_debt,
                                opts.unblock_debt)

    @classmethod
    def _wrap(cls, handle, allocator=None, owned=True, readonly=False):
        game = cls.__new__(cls)
        game._h = None
        game._owned = owned
        game._readonly = readonly
        game._allocator = allocator
        game._adopt(handle)
        return game

    @classmethod
    def from_position(cls, position, capture_debt=2, unblock_debt=4, *,
                      allocator=None):
        """A game starting from a :class:`Position` (only it is in the
        history)."""
        n = position.size
        if len(position.cells) != n * n:
            raise _error(Status.E_INVALID_ARG, "cells is not n*n long")
        opts = _c_options(n, capture_debt, unblock_debt, allocator)
        pos = _CPosition()
        for i, c in enumerate(position.cells):
            if not 0 <= int(c) <= 255:
                raise _error(Status.E_INVALID_ARG, "cell %d is %r" % (i, c))
            pos.cells[i] = int(c)
        pos.black_debt = position.black_debt
        pos.white_debt = position.white_debt
        pos.to_move = _c_int(int(position.to_move), Status.E_INVALID_ARG)
        pos.quiet = _c_int(position.quiet, Status.E_INVALID_ARG)
        h = c_void_p()
        _check(_lib.nexus_game_new_from_position(byref(h), byref(opts),
                                                 byref(pos)))
        return cls._wrap(h.value, allocator)

    @classmethod
    def from_record(cls, text, *, allocator=None):
        """Read a .nxr record (str or bytes) and replay it. Raises
        :class:`RecordError` with ``line`` and ``cause``."""
        raw = text.encode("utf-8") if isinstance(text, str) else bytes(text)
        h = c_void_p()
        err = _CRecordError()
        alloc = byref(allocator._c) if allocator is not None else None
        st = _lib.nexus_record_read(byref(h), raw, len(raw), alloc, byref(err))
        if st == Status.E_RECORD:
            try:
                cause = Status(err.status)
            except ValueError:
                cause = err.status
            raise RecordError(st, err.message.decode("utf-8", "replace"),
                              err.line, cause)
        _check(st)
        return cls._wrap(h.value, allocator)

    @classmethod
    def load(cls, path, *, allocator=None):
        """Read a record file."""
        with open(path, "rb") as f:
            return cls.from_record(f.read(), allocator=allocator)

    # -- lifetime ------------------------------------------------------------

    @property
    def _ptr(self):
        if self._h is None:
            raise ValueError("the game is closed")
        return self._h

    @property
    def _wptr(self):
        if self._readonly:
            raise TypeError("this game belongs to a bot call and is read-only")
        return self._ptr

    def close(self):
        """Free the handle now (idempotent)."""
        h, self._h = self._h, None
        if h is not None and self._owned:
            self._free(h)

    @property
    def closed(self):
        """The handle has been freed."""
        return self._h is None

    def __del__(self):
        try:
            self.close()
        except Exception:
            pass

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False

    def clone(self):
        """An independent copy, history included (same allocator)."""
        h = c_void_p()
        _check(_lib.nexus_game_clone(byref(h), self._ptr))
        return Game._wrap(h.value, self._allocator)

    copy = clone
    __copy__ = clone

    def __deepcopy__(self, memo):
        return self.clone()

    def copy_from(self, other):
        """Make this game an exact copy of ``other`` (nexus_game_copy),
        reusing its memory. Both must use the same allocator."""
        _check(_lib.nexus_game_copy(self._wptr, other._ptr))
        self._options = other._options

    def __eq__(self, other):
        if not isinstance(other, Game):
            return NotImplemented
        eq = c_int()
        _check(_lib.nexus_game_equal(byref(eq), self._ptr, other._ptr))
        return bool(eq.value)

    __hash__ = None

    # -- options and points --------------------------------------------------

    @property
    def options(self):
        """The :class:`Options` of the game."""
        return self._options

    @property
    def size(self):
        return self._options.size

    @property
    def capture_debt(self):
        return self._options.capture_debt

    @property
    def unblock_debt(self):
        return self._options.unblock_debt

    @property
    def points(self):
        """range over every point index."""
        return range(self.size * self.size)

    def name(self, point):
        """The name of a point: 'C3'."""
        return point_name(point, self.size)

    def names(self, points):
        """Names of several points."""
        return [point_name(p, self.size) for p in points]

    def point(self, name):
        """The index of a point name (an int is returned unchanged)."""
        return _point(name, self.size)

    # -- queries -------------------------------------------------------------

    def _get(self, fn, ctype=c_int, *extra):
        out = ctype()
        _check(fn(byref(out), self._ptr, *extra))
        return out.value

    @property
    def to_move(self):
        """The side to move (after the end: the side that would move)."""
        return Color(self._get(_lib.nexus_game_to_move))

    @property
    def phase(self):
        """:class:`Phase`: PLACE, UNBLOCK (unblock first) or OVER."""
        return Phase(self._get(_lib.nexus_game_phase))

    def stone(self, point):
        """The :class:`Color` at a point."""
        return Color(self._get(_lib.nexus_game_stone, c_int,
                               self.point(point)))

    @property
    def debts(self):
        """(Black's debt, White's debt)."""
        b, w = c_int64(), c_int64()
        _check(_lib.nexus_game_debts(byref(b), byref(w), self._ptr))
        return b.value, w.value

    def debt(self, color):
        """The debt of one side."""
        return self.debts[0 if Color(color) == Color.BLACK else 1]

    @property
    def quiet(self):
        """Turns in a row without a capture (R19)."""
        return self._get(_lib.nexus_game_quiet)

    @property
    def turn_count(self):
        """Turns played since the start."""
        return self._get(_lib.nexus_game_turn_count, c_size_t)

    def __len__(self):
        return self.turn_count

    @property
    def result(self):
        """The :class:`Result` (outcome NONE while playing)."""
        o, r = c_int(), c_int()
        _check(_lib.nexus_game_result(byref(o), byref(r), self._ptr))
        return Result(Outcome(o.value), Reason(r.value))

    @property
    def over(self):
        """The game has ended."""
        return self.phase == Phase.OVER

    def owns_line(self, color):
        """Whether ``color`` owns a full line."""
        return bool(self._get(_lib.nexus_game_owns_line, c_int,
                              _c_int(int(color), Status.E_INVALID_ARG)))

    def _position(self, cpos):
        n = self.size
        return Position(tuple(Color(c) for c in cpos.cells[:n * n]),
                        cpos.black_debt, cpos.white_debt,
                        Color(cpos.to_move), cpos.quiet)

    def position(self):
        """The current :class:`Position`."""
        cpos = _CPosition()
        _check(_lib.nexus_game_position(byref(cpos), self._ptr))
        return self._position(cpos)

    def start_position(self):
        """(Position the game started from, True if it was a custom one)."""
        cpos, custom = _CPosition(), c_int()
        _check(_lib.nexus_game_start_position(byref(cpos), byref(custom),
                                              self._ptr))
        return self._position(cpos), bool(custom.value)

    @property
    def board(self):
        """The board as record text: 'X..../...'."""
        n = self.size
        cap = n * (n + 1)
        buf = ctypes.create_string_buffer(cap)
        count = c_size_t()
        _check(_lib.nexus_game_format_board(buf, cap, byref(count), self._ptr))
        return buf.value.decode()

    @property
    def position_hash(self):
        """The 64-bit hash of (board, debt difference)."""
        return self._get(_lib.nexus_game_hash, c_uint64)

    def _fill(self, fn, *extra):
        """A count-and-fill list of ints."""
        count = c_size_t()
        st = fn(None, 0, byref(count), self._ptr, *extra)
        if st not in (0, Status.E_BUFFER_TOO_SMALL):
            raise _error(st)
        cap = count.value
        buf = (c_int * max(cap, 1))()
        _check(fn(buf, cap, byref(count), self._ptr, *extra))
        return list(buf[:count.value])

    def legal_points(self):
        """The legal points of the side to move (empty when an unblocking is
        due or the game is over)."""
        return self._fill(_lib.nexus_game_legal_points)

    def point_status(self, point):
        """The :class:`PointStatus` of a point for the side to move."""
        return PointStatus(self._get(_lib.nexus_game_point_status, c_int,
                                     self.point(point)))

    def is_legal(self, point):
        """Whether a point is a legal placement now."""
        return self.point_status(point) == PointStatus.LEGAL

    @property
    def unblock_size(self):
        """k, the number of enemy stones to remove, 0 when none is due."""
        return self._get(_lib.nexus_game_unblock_size)

    def unblock_sets(self):
        """Every offered unblocking set, as tuples of k points."""
        k = self.unblock_size
        flat = self._fill(_lib.nexus_game_unblock_sets)
        if k <= 0:
            return []
        return [tuple(flat[i:i + k]) for i in range(0, len(flat), k)]

    def legal_after_unblock(self, unblock):
        """The points legal after removing an offered unblocking set."""
        pts = _points(unblock, self.size, "unblock")
        return self._fill(_lib.nexus_game_legal_after_unblock,
                          _int_array(pts), len(pts))

    def preview(self, point, unblock=()):
        """What playing (unblock, point) would do, as a :class:`Preview`;
        raises what :meth:`play` would raise (payment aside)."""
        pts = _points(unblock, self.size, "unblock")
        pv = _CPreview()
        _check(_lib.nexus_game_preview(byref(pv), self._ptr, _int_array(pts),
                                       len(pts), self.point(point)))
        return Preview(tuple(pv.captured[:pv.n_captured]), pv.mover_debt,
                       pv.opponent_debt, AuditKind(pv.audit), pv.net,
                       tuple(pv.payers[:pv.n_payers]))

    # -- playing -------------------------------------------------------------

    def play(self, point, unblock=(), pay=()):
        """Play a full turn. Atomic: on any error (an exception) nothing
        changes. ``point`` may also be a :class:`Turn`."""
        turn = point if isinstance(point, Turn) else Turn(point, unblock, pay)
        ct = _turn_to_c(turn, self.size)
        _check(_lib.nexus_game_play(self._wptr, byref(ct)))

    def place(self, point):
        """A placement needing neither unblocking nor payment."""
        _check(_lib.nexus_game_place(self._wptr, self.point(point)))

    def undo(self):
        """Take back the last action (turn, draw offer or answer)."""
        _check(_lib.nexus_game_undo(self._wptr))

    def turn_at(self, index):
        """The index-th turn played, as a :class:`Turn`."""
        if index < 0:
            index += self.turn_count
        if index < 0:
            raise _error(Status.E_INVALID_ARG, "turn index")
        ct = _CTurn()
        _check(_lib.nexus_game_turn_at(byref(ct), self._ptr, index))
        return _turn_from_c(ct)

    def turns(self):
        """Every turn played, in order."""
        return [self.turn_at(i) for i in range(self.turn_count)]

    def declined_offers(self, index=None):
        """Declined draw offers made before turn ``index`` (default: since
        the last turn)."""
        if index is None:
            index = self.turn_count
        if index < 0:
            raise _error(Status.E_INVALID_ARG, "turn index")
        return self._get(_lib.nexus_game_declined_offers, c_int, index)

    # -- draws ---------------------------------------------------------------

    def offer_draw(self):
        """The side to move offers a draw."""
        _check(_lib.nexus_game_offer_draw(self._wptr))

    def answer_draw(self, accept):
        """The opponent accepts (True) or declines (False) the offer."""
        _check(_lib.nexus_game_answer_draw(self._wptr, 1 if accept else 0))

    def accept_draw(self):
        self.answer_draw(True)

    def decline_draw(self):
        self.answer_draw(False)

    @property
    def draw_pending(self):
        """A draw offer awaits an answer."""
        return bool(self._get(_lib.nexus_game_draw_pending))

    # -- labels --------------------------------------------------------------

    def label(self, color):
        """The label of a side ('' when unset)."""
        out = c_char_p()
        _check(_lib.nexus_game_label(byref(out), self._ptr,
                                     _c_int(int(color), Status.E_INVALID_ARG)))
        return (out.value or b"").decode("ascii")

    def set_label(self, color, label):
        """Set (or clear with None / '') the label of a side."""
        raw = None
        if label:
            try:
                raw = label.encode("ascii")
            except UnicodeEncodeError:
                raise _error(Status.E_INVALID_ARG, repr(label)) from None
            if b"\0" in raw:
                raise _error(Status.E_INVALID_ARG, repr(label))
        _check(_lib.nexus_game_set_label(self._wptr,
                                         _c_int(int(color),
                                                Status.E_INVALID_ARG), raw))

    black_label = property(lambda self: self.label(Color.BLACK),
                           lambda self, v: self.set_label(Color.BLACK, v),
                           doc="Black's label.")
    white_label = property(lambda self: self.label(Color.WHITE),
                           lambda self, v: self.set_label(Color.WHITE, v),
                           doc="White's label.")

    # -- records -------------------------------------------------------------

    def record(self):
        """The game's .nxr record, as text."""
        count = c_size_t()
        st = _lib.nexus_record_write(None, 0, byref(count), self._ptr)
        if st not in (0, Status.E_BUFFER_TOO_SMALL):
            raise _error(st)
        buf = ctypes.create_string_buffer(count.value)
        _check(_lib.nexus_record_write(buf, count.value, byref(count),
                                       self._ptr))
        return buf.value.decode("utf-8")

    def save(self, path):
        """Write the record to a file."""
        with open(path, "w", encoding="utf-8", newline="\n") as f:
            f.write(self.record())

    def format_turn(self, turn, color=None):
        """A turn as a record line; ``color`` defaults to the side to move."""
        return (turn if isinstance(turn, Turn) else Turn(turn)).format(
            self.to_move if color is None else color, self.size)

    def parse_turn(self, text):
        """Parse a turn line for this board: (Color, Turn)."""
        return Turn.parse(text, self.size)

    def check_consistency(self):
        """Check every internal invariant (raises InvalidArgError)."""
        _check(_lib.nexus_game_check_consistency(self._ptr))

    # -- display -------------------------------------------------------------

    def __str__(self):
        n = self.size
        rows = ["   " + " ".join(chr(ord("A") + c) for c in range(n))]
        board = self.board.split("/")
        for r in range(n):
            rows.append("%2d %s" % (r + 1, " ".join(board[r])))
        b, w = self.debts
        rows.append("debts: black %d, white %d; quiet %d/%d" % (
            b, w, self.quiet, self._options.quiet_limit))
        res = self.result
        rows.append(str(res) if res.over else "%s to move" %
                    self.to_move.name.lower())
        return "\n".join(rows)

    def __repr__(self):
        if self._h is None:
            return "<nexus.Game closed>"
        return "<nexus.Game %dx%d turn %d %s>" % (
            self.size, self.size, self.turn_count,
            str(self.result) if self.over else
            "%s to move" % self.to_move.name.lower())


# ---------------------------------------------------------------------------
# Bots (libnexus-bot)
# ---------------------------------------------------------------------------


class Bot:
    """A computer player (a nexus_bot handle). Use :class:`SimpleBot`,
    :class:`RandomBot` or subclass :class:`PythonBot`. Freed by
    :meth:`close`, a ``with`` block or collection."""

    def __init__(self):
        self._h = None
        self._pending = None

    def _adopt(self, handle):
        self._h = handle
        self._free = _bot().nexus_bot_free

    @property
    def _ptr(self):
        if self._h is None:
            raise ValueError("the bot is closed")
        return self._h

    def close(self):
        """Free the handle now (idempotent)."""
        h, self._h = self._h, None
        if h is not None:
            self._free(h)

    def __del__(self):
        try:
            self.close()
        except Exception:
            pass

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False

    def _raise(self, st):
        """Raise a callback's stored exception, or the status error."""
        pending, self._pending = self._pending, None
        if pending is not None:
            raise pending
        if st:
            raise _error(st)

    @property
    def name(self):
        """The bot's name ('bot', 'random', or a custom bot's)."""
        out = c_char_p()
        _check(_bot().nexus_bot_name(byref(out), self._ptr))
        return out.value.decode("ascii")

    def choose(self, game):
        """The bot's full turn for the side to move of ``game``."""
        ct = _CTurn()
        self._pending = None
        st = _bot().nexus_bot_choose(byref(ct), self._ptr, game._ptr)
        self._raise(st)
        return _turn_from_c(ct)

    def offer_draw(self, game):
        """Whether the bot, to move in ``game``, offers a draw."""
        v = c_int()
        self._pending = None
        st = _bot().nexus_bot_offer_draw(byref(v), self._ptr, game._ptr)
        self._raise(st)
        return bool(v.value)

    def answer_draw(self, game):
        """Whether the bot accepts the draw pending in ``game``."""
        v = c_int()
        self._pending = None
        st = _bot().nexus_bot_answer_draw(byref(v), self._ptr, game._ptr)
        self._raise(st)
        return bool(v.value)

    def seed(self, seed):
        """Reseed for a new game."""
        self._pending = None
        st = _bot().nexus_bot_seed(self._ptr, seed & 0xFFFFFFFFFFFFFFFF)
        self._raise(st)

    def play(self, game):
        """Choose a turn and play it on ``game``; returns the Turn."""
        turn = self.choose(game)
        game.play(turn)
        return turn

    def __repr__(self):
        return "<nexus.%s %r>" % (type(self).__name__,
                                  self.name if self._h else "closed")


class SimpleBot(Bot):
    """The simple bot of RULINGS.md B1-B4, named 'bot'."""

    def __init__(self):
        super().__init__()
        h = c_void_p()
        _check(_bot().nexus_bot_new_simple(byref(h)))
        self._adopt(h.value)


class RandomBot(Bot):
    """The uniform random player, named 'random'."""

    def __init__(self, seed=0):
        super().__init__()
        h = c_void_p()
        _check(_bot().nexus_bot_new_random(byref(h),
                                           seed & 0xFFFFFFFFFFFFFFFF))
        self._adopt(h.value)


class StrongBot(Bot):
    """The strong search bot, named 'strong'. ``nodes`` is the search budget
    per turn (deterministic for a given seed), ``time_ms`` an optional
    wall-clock limit per turn."""

    def __init__(self, seed=0, nodes=None, time_ms=0, max_depth=None):
        super().__init__()
        opts = _CStrongOptions()
        _check(_bot().nexus_strong_options_init(byref(opts), 1))
        opts.seed = seed & 0xFFFFFFFFFFFFFFFF
        if nodes is not None:
            opts.nodes = nodes
        opts.time_ms = time_ms
        if max_depth is not None:
            opts.max_depth = max_depth
        h = c_void_p()
        _check(_bot().nexus_bot_new_strong(byref(h), byref(opts)))
        self._adopt(h.value)


class PythonBot(Bot):
    """A bot written in Python, plugged in through the custom-bot interface.

    Override :meth:`choose_turn` (required), and optionally
    :meth:`should_offer_draw`, :meth:`should_accept_draw` and :meth:`reseed`.
    Each gets a read-only :class:`Game` valid only during the call.
    ``choose_turn`` returns a :class:`Turn` or just a point (index or name).
    An exception raised in a hook is re-raised by the call that caused it
    (choose, play_match, ...). ``name`` (class attribute or argument) is the
    label the bot's match games carry.
    """

    name = "python"

    def __init__(self, name=None):
        super().__init__()
        if name is not None:
            self.name = name
        cb = _CBotCallbacks()
        _check(_bot().nexus_bot_callbacks_init(byref(cb),
                                               BOT_CALLBACKS_VERSION))
        # C holds pointers to these thunks: they live as long as the bot.
        # They reach the bot through a weak reference, so that the bot has
        # no reference cycle and is freed as soon as it is dropped.
        ref = weakref.ref(self)

        def thunk(ftype, method):
            def call(*args):
                bot = ref()
                if bot is None:
                    return int(Status.E_INVALID_ARG)
                return getattr(bot, method)(*args)
            return ftype(call)

        self._cfuncs = [thunk(_CHOOSE_FN, "_choose_cb")]
        cb.choose_turn = self._cfuncs[0]
        cls = type(self)
        if cls.should_offer_draw is not PythonBot.should_offer_draw:
            self._cfuncs.append(thunk(_FLAG_FN, "_offer_cb"))
            cb.offer_draw = self._cfuncs[-1]
        if cls.should_accept_draw is not PythonBot.should_accept_draw:
            self._cfuncs.append(thunk(_FLAG_FN, "_answer_cb"))
            cb.answer_draw = self._cfuncs[-1]
        if cls.reseed is not PythonBot.reseed:
            self._cfuncs.append(thunk(_SEED_FN, "_seed_cb"))
            cb.seed = self._cfuncs[-1]
        label = self.name
        if label is not None and not isinstance(label, str):
            raise TypeError("a bot name is a str")
        try:
            cb.name = label.encode("ascii") if label else None
        except UnicodeEncodeError:
            raise _error(Status.E_INVALID_ARG, repr(label)) from None
        h = c_void_p()
        _check(_bot().nexus_bot_new_custom(byref(h), byref(cb)))
        self._adopt(h.value)
        self.name = Bot.name.fget(self)

    # -- hooks -----------------------------------------------------------------

    def choose_turn(self, game):
        """Return the full turn for the side to move of ``game``."""
        raise NotImplementedError

    def should_offer_draw(self, game):
        """Whether to offer a draw before the turn (default: never)."""
        return False

    def should_accept_draw(self, game):
        """Whether to accept the pending offer (default: decline)."""
        return False

    def reseed(self, seed):
        """Reseed for a new game (default: nothing)."""

    # -- C callbacks -------------------------------------------------------------

    def _guard(self, fn):
        try:
            fn()
            return 0
        except NexusError as exc:
            self._pending = exc
            return int(exc.status) if isinstance(exc.status, int) and \
                exc.status < 0 else int(Status.E_INVALID_ARG)
        except BaseException as exc:  # re-raised by the Python caller
            self._pending = exc
            return int(Status.E_INVALID_ARG)

    def _choose_cb(self, _user, game_ptr, turn_ptr):
        def run():
            game = Game._wrap(game_ptr, owned=False, readonly=True)
            try:
                turn = self.choose_turn(game)
                if not isinstance(turn, Turn):
                    turn = Turn(turn)
                ct = _turn_to_c(turn, game.size)
            finally:
                game._h = None  # the borrowed handle is only valid now
            ctypes.memmove(turn_ptr, byref(ct), ctypes.sizeof(_CTurn))
        return self._guard(run)

    def _flag_cb(self, hook, game_ptr, out):
        def run():
            game = Game._wrap(game_ptr, owned=False, readonly=True)
            try:
                out[0] = 1 if hook(game) else 0
            finally:
                game._h = None
        return self._guard(run)

    def _offer_cb(self, _user, game_ptr, out):
        return self._flag_cb(self.should_offer_draw, game_ptr, out)

    def _answer_cb(self, _user, game_ptr, out):
        return self._flag_cb(self.should_accept_draw, game_ptr, out)

    def _seed_cb(self, _user, seed):
        return self._guard(lambda: self.reseed(seed))


# ---------------------------------------------------------------------------
# Matches
# ---------------------------------------------------------------------------


@dataclasses.dataclass
class MatchResult:
    """One match game: its result, whether the turn limit stopped it, the
    turns played and the final :class:`Game`."""
    outcome: Outcome
    reason: Reason
    unfinished: bool
    turns: int
    game: object = None

    @property
    def result(self):
        return Result(self.outcome, self.reason)


@dataclasses.dataclass(frozen=True)
class SeriesResult:
    """The tally of a series, from the point of view of bots a and b."""
    games: int
    a_wins: int
    b_wins: int
    draws: int
    unfinished: int
    no_winner: int


def _match_options(size, capture_debt, unblock_debt, seed, turn_limit):
    mo = _CMatchOptions()
    _check(_bot().nexus_match_options_init(byref(mo), MATCH_OPTIONS_VERSION))
    mo.game = _c_options(size, capture_debt, unblock_debt, None)
    mo.seed = seed & 0xFFFFFFFFFFFFFFFF
    if turn_limit < 0:
        raise _error(Status.E_INVALID_ARG, "turn_limit")
    mo.turn_limit = turn_limit
    return mo


def _raise_from(st, *bots):
    for b in bots:
        pending, b._pending = b._pending, None
        if pending is not None:
            raise pending
    _check(st)


def play_match(black, white, *, size=5, capture_debt=2, unblock_debt=4,
               seed=0, turn_limit=MATCH_DEFAULT_TURN_LIMIT):
    """Play one game between two bots; returns a :class:`MatchResult` whose
    ``game`` is the final :class:`Game` (labels are the bots' names)."""
    mo = _match_options(size, capture_debt, unblock_debt, seed, turn_limit)
    res, h = _CMatchResult(), c_void_p()
    black._pending = white._pending = None
    st = _bot().nexus_match_play(byref(res), byref(h), black._ptr, white._ptr,
                                 byref(mo))
    _raise_from(st, black, white)
    return MatchResult(Outcome(res.outcome), Reason(res.reason),
                       bool(res.unfinished), res.turns, Game._wrap(h.value))


def play_series(a, b, games, *, size=5, capture_debt=2, unblock_debt=4,
                seed=0, turn_limit=MATCH_DEFAULT_TURN_LIMIT):
    """Play ``games`` games, a Black in the even ones; returns a
    :class:`SeriesResult`."""
    mo = _match_options(size, capture_debt, unblock_debt, seed, turn_limit)
    res = _CSeriesResult()
    a._pending = b._pending = None
    st = _bot().nexus_match_series(byref(res), a._ptr, b._ptr, byref(mo),
                                   games)
    _raise_from(st, a, b)
    return SeriesResult(res.games, res.a_wins, res.b_wins, res.draws,
                        res.unfinished, res.no_winner)
