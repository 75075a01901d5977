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


# The words of a record's `result` line. The library's
# nexus_outcome_name / nexus_reason_name / *_parse (API 1.1, from another
# change) are used when the loaded library has them; THIS TABLE IS TO BE
# REMOVED once they are on main: it is the one copy in the package.
_RESULT_WORDS = {
    ("outcome", 0): "unfinished", ("outcome", 1): "black-wins",
    ("outcome", 2): "white-wins", ("outcome", 3): "draw",
    ("outcome", 4): "none",
    ("reason", 0): "unfinished", ("reason", 1): "audit",
    ("reason", 2): "bankrupt", ("reason", 3): "no-placement",
    ("reason", 4): "quiet", ("reason", 5): "agreement",
    ("reason", 6): "uncovered",
}


def _word(kind: str, value: int) -> str:
    fn = "nexus_%s_name" % kind
    if _capi.has(fn):
        return str(getattr(_capi.lib, fn)(value).decode())
    return _RESULT_WORDS[(kind, value)]


def _parse(kind: str, word: str) -> int:
    fn = "nexus_%s_parse" % kind
    if _capi.has(fn):
        out = ctypes.c_int()
        st = getattr(_capi.lib, fn)(ctypes.byref(out), word.encode("ascii"))
        if st == 0:
            return out.value
    else:
        for (k, value), w in _RESULT_WORDS.items():
            if k == kind and w == word:
                return value
    raise ValueError("%r is not a word of a record's result line" % word)


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
