"""The enumerations of nexus.h: colours, phases, point statuses, outcomes,
reasons, audit kinds.

Each is an :class:`enum.IntEnum` whose value is the C one. ``str()`` and
``format()`` give the word a record uses (``str(Outcome.BLACK_WINS)`` is
``'black-wins'``, ``str(Color.WHITE)`` is ``'W'``), ``repr()`` evaluates
back to the member (``Outcome.BLACK_WINS``), and ``parse()`` reads the
word again. The words of outcomes and reasons are the library's own
(``nexus_outcome_name``, ``nexus_reason_name``).
"""

import ctypes
import enum
from typing import Dict, Type, TypeVar

from . import _capi
from ._ints import INT, check, exports

__all__ = ["AuditKind", "Color", "Outcome", "Phase", "PointStatus",
           "Reason", "WordEnum", "outcome_name", "reason_name", "side"]

_W = TypeVar("_W", bound="WordEnum")


class WordEnum(enum.IntEnum):
    """An IntEnum that prints as its word and reprs as ``Class.MEMBER``."""

    @property
    def word(self) -> str:
        """The member's word (what ``str()`` gives)."""
        return self.name.lower()

    def __str__(self) -> str:
        return self.word

    def __format__(self, spec: str) -> str:
        return format(self.word, spec)

    def __repr__(self) -> str:
        return "%s.%s" % (type(self).__name__, self.name)

    @classmethod
    def parse(cls: Type[_W], word: str) -> _W:
        """Returns the member whose word is ``word``; any other raises
        ValueError listing the words."""
        words: Dict[str, _W] = {m.word: m for m in cls}
        if isinstance(word, str) and word in words:
            return words[word]
        raise ValueError("word=%r is not a word of %s (%s)"
                         % (word, cls.__name__, ", ".join(words)))


class Color(WordEnum):
    """The contents of a point, and the two players: 'B' and 'W' as a
    record names the sides, '-' for EMPTY."""
    EMPTY = 0
    BLACK = 1
    WHITE = 2

    @property
    def word(self) -> str:
        """'B', 'W', or '-' for EMPTY."""
        return "-BW"[self.value]

    @property
    def opponent(self) -> "Color":
        """The other player (EMPTY for EMPTY)."""
        return {Color.BLACK: Color.WHITE,
                Color.WHITE: Color.BLACK}.get(self, Color.EMPTY)

    @property
    def letter(self) -> str:
        """'B' or 'W' as in records ('-' for EMPTY); the same as str()."""
        return self.word


class Phase(WordEnum):
    """What the side to move must do next: 'place', 'unblock', 'over'."""
    PLACE = 0
    UNBLOCK = 1
    OVER = 2


class PointStatus(WordEnum):
    """The status of a point for the side to move (R7): 'legal',
    'occupied', 'suicide', and 'repeat' for REPETITION (the keyword of a
    record's expectation line)."""
    LEGAL = 0
    OCCUPIED = 1
    SUICIDE = 2
    REPETITION = 3

    @property
    def word(self) -> str:
        """'legal', 'occupied', 'suicide' or 'repeat'."""
        return ("legal", "occupied", "suicide", "repeat")[self.value]


class AuditKind(WordEnum):
    """What the audit of a previewed turn does: 'none', 'win', 'bankrupt',
    'pay'."""
    NONE = 0
    WIN = 1
    BANKRUPT = 2
    PAY = 3


def _word(kind: str, value: int) -> str:
    fn = _capi.need("nexus_%s_name" % kind)
    return str(fn(value).decode())


def _check_member(cls: Type[_W], value: object, name: str) -> _W:
    v = check(value, name, INT, min(cls), max(cls))
    return cls(v)


class Outcome(WordEnum):
    """Who won (R21), as a record's result line says it: 'black-wins',
    'white-wins', 'draw', 'none' (NO_WINNER), and 'unfinished' for NONE."""
    NONE = 0
    BLACK_WINS = 1
    WHITE_WINS = 2
    DRAW = 3
    NO_WINNER = 4

    @property
    def word(self) -> str:
        """The library's word (nexus_outcome_name)."""
        return _word("outcome", self.value)

    @property
    def text(self) -> str:
        """The same as :attr:`word` (the name of 1.1)."""
        return self.word

    @classmethod
    def parse(cls, word: str) -> "Outcome":
        """Returns the outcome of a result line's word (nexus_outcome_parse)."""
        return _parse_word("outcome", cls, word)


class Reason(WordEnum):
    """Why the game ended (R21), as a record's result line says it:
    'audit', 'bankrupt', 'no-placement', 'quiet', 'agreement', 'uncovered',
    and 'unfinished' for NONE."""
    NONE = 0
    AUDIT = 1
    BANKRUPT = 2
    NO_PLACEMENT = 3
    QUIET = 4
    AGREEMENT = 5
    UNCOVERED = 6

    @property
    def word(self) -> str:
        """The library's word (nexus_reason_name)."""
        return _word("reason", self.value)

    @property
    def text(self) -> str:
        """The same as :attr:`word` (the name of 1.1)."""
        return self.word

    @classmethod
    def parse(cls, word: str) -> "Reason":
        """Returns the reason of a result line's word (nexus_reason_parse)."""
        return _parse_word("reason", cls, word)


def _parse_word(kind: str, cls: Type[_W], word: str) -> _W:
    """The member the library's nexus_*_parse reads from ``word``."""
    fn = _capi.need("nexus_%s_parse" % kind)
    out = ctypes.c_int()
    raw = word.encode("ascii", "replace") if isinstance(word, str) else b""
    if b"\0" in raw or not raw or fn(ctypes.byref(out), raw) != 0:
        raise ValueError("word=%r is not a word of %s (%s)"
                         % (word, cls.__name__, ", ".join(m.word for m in cls)))
    return cls(out.value)


def side(color: object, name: str = "color") -> int:
    """Returns a side, Color.BLACK (1) or Color.WHITE (2); anything else
    raises naming ``name``, the value and the range."""
    return check(color, name, INT, int(Color.BLACK), int(Color.WHITE))


def outcome_name(outcome: int) -> str:
    """Returns the record's word of an outcome (0..4): 'black-wins', ...
    (nexus_outcome_name)."""
    return _check_member(Outcome, outcome, "outcome").word


def reason_name(reason: int) -> str:
    """Returns the record's word of a reason (0..6): 'audit', ...
    (nexus_reason_name)."""
    return _check_member(Reason, reason, "reason").word


__dir__ = exports(globals())
