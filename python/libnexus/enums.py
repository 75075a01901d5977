"""The enumerations of nexus.h: colours, phases, point statuses, outcomes,
reasons, audit kinds."""

import ctypes
import enum

from . import _capi


class Color(enum.IntEnum):
    """The contents of a point, and the two players."""
    EMPTY = 0
    BLACK = 1
    WHITE = 2

    @property
    def opponent(self) -> "Color":
        """The other player (EMPTY for EMPTY)."""
        return {Color.BLACK: Color.WHITE,
                Color.WHITE: Color.BLACK}.get(self, Color.EMPTY)

    @property
    def letter(self) -> str:
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


class AuditKind(enum.IntEnum):
    """What the audit of a previewed turn does."""
    NONE = 0
    WIN = 1
    BANKRUPT = 2
    PAY = 3


# The words of a record's `result` line are the library's (1.1):
# nexus_outcome_name / nexus_reason_name and their *_parse.


def _word(kind: str, value: int) -> str:
    fn = _capi.need("nexus_%s_name" % kind)
    return str(fn(value).decode())


def _parse(kind: str, word: str) -> int:
    fn = _capi.need("nexus_%s_parse" % kind)
    out = ctypes.c_int()
    try:
        raw = word.encode("ascii")
    except UnicodeEncodeError:
        raw = b""
    if b"\0" in raw or fn(ctypes.byref(out), raw) != 0:
        raise ValueError("%r is not a word of a record's result line"
                         % word)
    return out.value


class Outcome(enum.IntEnum):
    """Who won (R21)."""
    NONE = 0
    BLACK_WINS = 1
    WHITE_WINS = 2
    DRAW = 3
    NO_WINNER = 4

    @property
    def text(self) -> str:
        """As in a record's result line: 'black-wins', 'draw', ..."""
        return _word("outcome", self.value)

    @classmethod
    def parse(cls, word: str) -> "Outcome":
        """The outcome of a result line's word ('black-wins', ...)."""
        return cls(_parse("outcome", word))


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
    def text(self) -> str:
        """As in a record's result line: 'audit', 'no-placement', ..."""
        return _word("reason", self.value)

    @classmethod
    def parse(cls, word: str) -> "Reason":
        """The reason of a result line's word ('audit', ...)."""
        return cls(_parse("reason", word))
