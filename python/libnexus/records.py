"""Records (.nxr): reading and writing whole games, and the `turn` line.

:meth:`libnexus.Game.from_record`, :meth:`~libnexus.Game.record`,
:meth:`~libnexus.Game.load` and :meth:`~libnexus.Game.save` read and
write with the same calls (:func:`read_handle`, :func:`write_handle`);
pickling a game goes through its record too.
"""

import ctypes
import dataclasses
from ctypes import byref, c_void_p
from typing import Any, Callable, Optional, Tuple

from . import _capi
from ._capi import (EXPECT_FN, HEADER_FN, MOVE_FN, START_FN,
                    CRecordCallbacks, CRecordError, CRecordLine,
                    CRecordMove)
from ._ints import exports
from ._record_io import check_record, read_handle, write_handle
from ._text import Text, fill_text, raw
from .data import Preview, Turn
from .enums import Color
from .errors import Status, check_status
from .game import Game, lent
from .points import check_size

__all__ = ["RecordLine", "RecordMove", "RecordVisitor", "Text",
           "fill_text", "format_turn", "parse_turn", "read_handle", "replay",
           "write_handle"]

RECORD_CALLBACKS_VERSION = 1


def parse_turn(text: str, size: int) -> Tuple[Color, Turn]:
    """Parse ``[turn] B|W [unblock P...] place P [pay P...]`` on a size x
    size board: (the side named, the turn); :meth:`Turn.parse
    <libnexus.Turn.parse>` with the size required."""
    return Turn.parse(text, check_size(size))


def format_turn(turn: Turn, color: int, size: int) -> str:
    """A turn as a record line, e.g. 'turn W unblock B2 place B3'
    (:meth:`Turn.format <libnexus.Turn.format>`)."""
    return turn.format(color, check_size(size))


# -- the record visitor (nexus_record_replay, API 1.1) -----------------------


@dataclasses.dataclass(frozen=True)
class RecordLine:
    """One accepted line of a record: its 1-based number, keyword ('turn',
    'board', ...), whole text and the words after the keyword."""
    number: int
    key: str
    text: str
    words: str


@dataclasses.dataclass(frozen=True)
class RecordMove:
    """A move line that was played: the side it names, and for a `turn`
    the turn and its preview (what it captured, how it was audited)."""
    side: Color
    turn: Optional[Turn]
    preview: Optional[Preview]


class RecordVisitor:
    """Called by :func:`replay` for each line it accepts, in file order.
    Override what you need; the games are lent read-only for the call.
    An exception stops the walk and is raised by :func:`replay`."""

    def header(self, line: RecordLine) -> None:
        """A header line, once checked (the game does not exist yet)."""

    def start(self, game: Game) -> None:
        """The header is complete: the game in its start position."""

    def move(self, game: Game, line: RecordLine, move: RecordMove) -> None:
        """A move line, after it was played: the game after it."""

    def expect(self, game: Game, line: RecordLine) -> None:
        """An expectation line, with the state it describes."""


def _line(c: CRecordLine) -> RecordLine:
    text = ctypes.string_at(c.text, c.len).decode("utf-8", "replace")
    words = ctypes.string_at(c.words, c.words_len).decode("utf-8", "replace") \
        if c.words_len else ""
    key = _capi.need("nexus_record_key_name")(c.key).decode()
    return RecordLine(c.number, key, text, words)


def _move(c: CRecordMove, key: str, size: int) -> RecordMove:
    if key != "turn":
        return RecordMove(Color(c.side), None, None)
    return RecordMove(Color(c.side), Turn.from_c(c.turn, size),
                      Preview.from_c(c.preview, size))


class _Walk:
    """The C callbacks of one replay: each calls the visitor, keeping the
    first exception to raise after the walk."""

    def __init__(self, visitor: RecordVisitor) -> None:
        self.visitor = visitor
        self.error: Optional[BaseException] = None

    def guard(self, call: Callable[[], None]) -> int:
        try:
            call()
            return 0
        except BaseException as exc:  # raised again by replay()
            self.error = exc
            return int(Status.E_INVALID_ARG)

    def callbacks(self) -> CRecordCallbacks:
        v = self.visitor

        def header(line: Any, _p: Any) -> int:
            return self.guard(lambda: v.header(_line(line[0])))

        def start(game: int, _p: Any) -> int:
            def call() -> None:
                with lent(game) as g:
                    v.start(g)
            return self.guard(call)

        def move(game: int, line: Any, mv: Any, _p: Any) -> int:
            def call() -> None:
                with lent(game) as g:
                    rl = _line(line[0])
                    v.move(g, rl, _move(mv[0], rl.key, g.size))
            return self.guard(call)

        def expect(game: int, line: Any, _p: Any) -> int:
            def call() -> None:
                with lent(game) as g:
                    v.expect(g, _line(line[0]))
            return self.guard(call)

        cb = CRecordCallbacks()
        check_status(_capi.need("nexus_record_callbacks_init")(
            byref(cb), RECORD_CALLBACKS_VERSION))
        # The thunks live as long as this object, which outlives the walk.
        self.thunks = (HEADER_FN(header), START_FN(start), MOVE_FN(move),
                       EXPECT_FN(expect))
        cb.header, cb.start, cb.move, cb.expect = self.thunks
        return cb


def replay(text: Text, visitor: Optional[RecordVisitor] = None) -> Game:
    """Walk a record as :meth:`~libnexus.Game.from_record` reads it,
    calling ``visitor`` for each line accepted (nexus_record_replay);
    returns the final game. A bad record raises RecordError; an exception
    of the visitor stops the walk and is raised."""
    fn = _capi.need("nexus_record_replay")
    data = raw(text)
    walk = _Walk(visitor or RecordVisitor())
    cb = walk.callbacks()
    h, err = c_void_p(), CRecordError()
    st = fn(byref(h), data, len(data), None, byref(cb), None, byref(err))
    if walk.error is not None:
        raise walk.error
    check_record(st, err)
    assert h.value is not None
    return Game._wrap(h.value)


__dir__ = exports(globals())
