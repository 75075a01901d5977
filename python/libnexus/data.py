"""Plain values: options, turns, previews, positions, results. All are
frozen dataclasses: hashable, compared field by field, and their repr
evaluates back to an equal value (with the names of :mod:`libnexus` in
scope)."""

import dataclasses
import math
from ctypes import byref
from typing import Optional, Tuple

from . import _capi
from ._capi import COptions, CPosition, CPreview, CTurn, lib
from ._ints import INT, INT64, UCHAR, check, exports
from .enums import AuditKind, Color, Outcome, Reason
from .errors import Status, check_status, error
from .points import (Point, PointLike, check_size, points_of, to_point,
                     to_points)

__all__ = ["MAX_DEBT_RATE", "Options", "Position", "Preview", "Result",
           "Turn", "standard_c_options"]

OPTIONS_VERSION = 1
#: The largest capture or unblock debt rate (NEXUS_MAX_DEBT_RATE, R1).
MAX_DEBT_RATE = 1000


def standard_c_options() -> COptions:
    """nexus_options filled by nexus_options_init: the standard game."""
    opts = COptions()
    check_status(lib.nexus_options_init(byref(opts), OPTIONS_VERSION))
    return opts


_STANDARD = standard_c_options()


@dataclasses.dataclass(frozen=True)
class Options:
    """The rules of a game: board size and the two debt rates. The
    defaults are the library's standard game (nexus_options_init)."""
    size: int = _STANDARD.size
    capture_debt: int = _STANDARD.capture_debt
    unblock_debt: int = _STANDARD.unblock_debt

    def __post_init__(self) -> None:
        object.__setattr__(self, "size", check_size(self.size))
        for field in ("capture_debt", "unblock_debt"):
            object.__setattr__(self, field, check(getattr(self, field),
                                                  field, INT, 0,
                                                  MAX_DEBT_RATE))

    @property
    def quiet_limit(self) -> int:
        """Turns without a capture that draw the game: 2n^2 (R19)."""
        return 2 * self.size * self.size

    def to_c(self) -> COptions:
        """As nexus_options (the C library's allocator)."""
        opts = standard_c_options()
        opts.size = self.size
        opts.capture_debt = self.capture_debt
        opts.unblock_debt = self.unblock_debt
        return opts

    @classmethod
    def of(cls, size: Optional[int] = None,
           capture_debt: Optional[int] = None,
           unblock_debt: Optional[int] = None) -> "Options":
        """Options with the standard value for every None."""
        std = cls()
        return cls(std.size if size is None else size,
                   std.capture_debt if capture_debt is None else capture_debt,
                   std.unblock_debt if unblock_debt is None else unblock_debt)


@dataclasses.dataclass(frozen=True)
class Turn:
    """A full turn: an unblocking set (empty unless one is due), the point
    placed, and the audit payment (empty unless one is due). Points may be
    names or indices; turns from the library hold :class:`Point`\\ s."""
    point: PointLike
    unblock: Tuple[PointLike, ...] = ()
    pay: Tuple[PointLike, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "unblock", tuple(self.unblock))
        object.__setattr__(self, "pay", tuple(self.pay))

    def __repr__(self) -> str:
        text = "Turn(%r" % (self.point,)
        if self.unblock:
            text += ", unblock=%r" % (self.unblock,)
        if self.pay:
            text += ", pay=%r" % (self.pay,)
        return text + ")"

    def __str__(self) -> str:
        """The turn in a record's words, without the side: 'place C3',
        'unblock B2 place B3 pay A1 C3'."""
        text = "place %s" % self.point
        if self.unblock:
            text = "unblock %s %s" % (" ".join(map(str, self.unblock)), text)
        if self.pay:
            text += " pay %s" % " ".join(map(str, self.pay))
        return text

    def on(self, size: int) -> "Turn":
        """This turn with every point checked and made a :class:`Point` of a
        size x size board."""
        return Turn(to_point(self.point, size, "point"),
                    to_points(self.unblock, size, "unblock"),
                    to_points(self.pay, size, "pay"))

    def to_c(self, size: int) -> CTurn:
        """As nexus_turn."""
        turn = self.on(size)
        ct = CTurn()
        ct.n_unblock = len(turn.unblock)
        for i, p in enumerate(turn.unblock):
            ct.unblock[i] = p
        ct.point = turn.point
        ct.n_pay = len(turn.pay)
        for i, p in enumerate(turn.pay):
            ct.pay[i] = p
        return ct

    @classmethod
    def parse(cls, text: str, size: Optional[int] = None
              ) -> Tuple[Color, "Turn"]:
        """Parse a record's turn line: (the side named, the turn); the board
        size defaults to the standard game's."""
        from .records import parse_turn
        return parse_turn(text, Options().size if size is None else size)

    def format(self, color: Color, size: Optional[int] = None) -> str:
        """The record line, e.g. 'turn W unblock B2 place B3'."""
        from .records import format_turn
        return format_turn(self, color, Options().size if size is None
                           else size)

    @classmethod
    def from_c(cls, ct: CTurn, size: int) -> "Turn":
        """From nexus_turn."""
        return cls(Point(ct.point, size),
                   points_of(ct.unblock[:ct.n_unblock], size),
                   points_of(ct.pay[:ct.n_pay], size))


@dataclasses.dataclass(frozen=True)
class Preview:
    """What a turn would do (nexus_game_preview)."""
    captured: Tuple[Point, ...]
    mover_debt: int
    opponent_debt: int
    audit: AuditKind
    net: int
    payers: Tuple[Point, ...]

    @classmethod
    def from_c(cls, pv: CPreview, size: int) -> "Preview":
        """From nexus_preview."""
        return cls(points_of(pv.captured[:pv.n_captured], size),
                   pv.mover_debt, pv.opponent_debt, AuditKind(pv.audit),
                   pv.net, points_of(pv.payers[:pv.n_payers], size))

    @property
    def wins(self) -> bool:
        """The audit makes the mover win at once."""
        return self.audit == AuditKind.WIN

    @property
    def bankrupt(self) -> bool:
        """The placement would make the mover bankrupt (and lose)."""
        return self.audit == AuditKind.BANKRUPT

    @property
    def needs_payment(self) -> bool:
        """The audit needs a payment of exactly ``net`` stones."""
        return self.audit == AuditKind.PAY


_CELL = {".": Color.EMPTY, "X": Color.BLACK, "O": Color.WHITE}


@dataclasses.dataclass(frozen=True)
class Position:
    """A position: cells in canonical order, debts, side to move, quiet
    count."""
    cells: Tuple[Color, ...]
    black_debt: int = 0
    white_debt: int = 0
    to_move: Color = Color.BLACK
    quiet: int = 0

    def __post_init__(self) -> None:
        object.__setattr__(self, "cells", tuple(self.cells))

    def __repr__(self) -> str:
        if len(self.cells) not in (n * n for n in range(3, 10)) or \
                not all(c in (0, 1, 2) for c in self.cells):
            return "Position(%r, %r, %r, %r, %r)" % (
                self.cells, self.black_debt, self.white_debt, self.to_move,
                self.quiet)
        extra = "".join(", %s=%r" % (f, getattr(self, f)) for f, default in
                        (("black_debt", 0), ("white_debt", 0),
                         ("to_move", Color.BLACK), ("quiet", 0))
                        if getattr(self, f) != default)
        return "Position.from_board(%r%s)" % (self.board, extra)

    @property
    def size(self) -> int:
        """The board size n (cells holds n*n colours)."""
        return math.isqrt(len(self.cells))

    @classmethod
    def from_board(cls, board: str, black_debt: int = 0, white_debt: int = 0,
                   to_move: Color = Color.BLACK, quiet: int = 0) -> "Position":
        """From board text as in records: rows joined by '/', 'X' Black,
        'O' White, '.' empty."""
        rows = board.split("/")
        if any(len(r) != len(rows) for r in rows) or \
                any(c not in _CELL for r in rows for c in r):
            raise error(Status.E_PARSE, "board=%r is not a board: n rows of "
                        "n of X, O and . joined by /" % (board,))
        cells = tuple(_CELL[c] for r in rows for c in r)
        return cls(cells, black_debt, white_debt, to_move, quiet)

    @property
    def board(self) -> str:
        """The board as record text."""
        n = self.size
        return "/".join("".join(".XO"[self.cells[r * n + c]]
                                for c in range(n)) for r in range(n))

    def to_c(self) -> CPosition:
        """As nexus_position, every number range-checked."""
        if len(self.cells) > _capi.MAX_POINTS:
            raise ValueError("cells has %d entries, at most %d"
                             % (len(self.cells), _capi.MAX_POINTS))
        pos = CPosition()
        for i, c in enumerate(self.cells):
            pos.cells[i] = check(c, "cells[%d]" % i, UCHAR)
        pos.black_debt = check(self.black_debt, "black_debt", INT64)
        pos.white_debt = check(self.white_debt, "white_debt", INT64)
        pos.to_move = check(self.to_move, "to_move", INT)
        pos.quiet = check(self.quiet, "quiet", INT)
        return pos

    @classmethod
    def from_c(cls, pos: CPosition, size: int) -> "Position":
        """From nexus_position."""
        return cls(tuple(Color(c) for c in pos.cells[:size * size]),
                   pos.black_debt, pos.white_debt, Color(pos.to_move),
                   pos.quiet)


@dataclasses.dataclass(frozen=True)
class Result:
    """The result of a game (R21)."""
    outcome: Outcome
    reason: Reason

    @property
    def over(self) -> bool:
        """The game has ended."""
        return self.outcome != Outcome.NONE

    @property
    def winner(self) -> Optional[Color]:
        """Color.BLACK or Color.WHITE, or None (no winner, or not over)."""
        return {Outcome.BLACK_WINS: Color.BLACK,
                Outcome.WHITE_WINS: Color.WHITE}.get(self.outcome)

    def __str__(self) -> str:
        if not self.over:
            return "playing"
        return "%s %s" % (self.outcome.text, self.reason.text)


__dir__ = exports(globals())
