"""Records (.nxr): reading and writing whole games, and the `turn` line.

:meth:`libnexus.Game.from_record`, :meth:`~libnexus.Game.record`,
:meth:`~libnexus.Game.load` and :meth:`~libnexus.Game.save` are built on
these; pickling a game goes through its record too.
"""

import ctypes
import dataclasses
from ctypes import byref, c_int, c_size_t, c_void_p
from typing import TYPE_CHECKING, Any, Callable, Optional, Tuple, Union

from . import _capi
from ._capi import (EXPECT_FN, HEADER_FN, MOVE_FN, START_FN, CAllocator,
                    CRecordCallbacks, CRecordError, CRecordLine, CRecordMove,
                    CTurn, lib)
from ._ints import exports
from .points import check_size
from .data import Preview, Turn
from .enums import Color, side
from .errors import RecordError, Status, check_status, error

if TYPE_CHECKING:
    from .game import Game

__all__ = ["RecordLine", "RecordMove", "RecordVisitor", "Text",
           "fill_text", "format_turn", "parse_turn", "read_handle", "replay",
           "write_handle"]

Text = Union[str, bytes]
RECORD_CALLBACKS_VERSION = 1


def _raw(text: Text) -> bytes:
    if isinstance(text, str):
        return text.encode("utf-8")
    if isinstance(text, (bytes, bytearray, memoryview)):
        return bytes(text)
    raise TypeError("text=%.60r is not a record: str or bytes (%s)"
                    % (text, type(text).__name__))


def read_handle(text: Text, allocator: Optional[CAllocator] = None) -> int:
    """nexus_record_read: a new game handle (the caller owns it), or
    :class:`~libnexus.errors.RecordError` with ``line`` and ``cause``."""
    raw = _raw(text)
    h = c_void_p()
    err = CRecordError()
    alloc = byref(allocator) if allocator is not None else None
    st = lib.nexus_record_read(byref(h), raw, len(raw), alloc, byref(err))
    _check_record(st, err)
    assert h.value is not None
    return h.value


def _check_record(st: int, err: CRecordError) -> None:
    if st == Status.E_RECORD:
        try:
            cause: Union[Status, int] = Status(err.status)
        except ValueError:
            cause = err.status
        raise RecordError(st, err.message.decode("utf-8", "replace"),
                          err.line, cause)
    check_status(st)


def fill_text(call: Callable[..., int], *args: object) -> str:
    """The text of a count-and-fill call ``call(buf, cap, &count, *args)``."""
    count = c_size_t()
    st = call(None, 0, byref(count), *args)
    if st not in (0, Status.E_BUFFER_TOO_SMALL):
        raise error(st)
    buf = ctypes.create_string_buffer(count.value)
    check_status(call(buf, count.value, byref(count), *args))
    return buf.value.decode("utf-8")


def write_handle(handle: int) -> str:
    """nexus_record_write: the record of a game handle."""
    return fill_text(lib.nexus_record_write, handle)


def parse_turn(text: str, size: int) -> Tuple[Color, Turn]:
    """Parse ``[turn] B|W [unblock P...] place P [pay P...]`` on a size x
    size board: (the side named, the turn)."""
    size = check_size(size)
    raw = _raw(text)
    if b"\0" in raw:
        raise error(Status.E_PARSE, "text=%r is not a turn line" % (text,))
    ct, who = CTurn(), c_int()
    st = lib.nexus_turn_parse(byref(ct), byref(who), size, raw)
    if st:
        raise error(st, "text=%r is not a turn line of a %dx%d board "
                    "([turn] B|W [unblock P...] place P [pay P...])"
                    % (text, size, size))
    return Color(who.value), Turn.from_c(ct, size)


def format_turn(turn: Turn, color: int, size: int) -> str:
    """A turn as a record line, e.g. 'turn W unblock B2 place B3'."""
    size = check_size(size)
    who = side(color)
    ct = turn.to_c(size)
    return fill_text(lib.nexus_turn_format, size, who, byref(ct))


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

    def start(self, game: "Game") -> None:
        """The header is complete: the game in its start position."""

    def move(self, game: "Game", line: RecordLine, move: RecordMove) -> None:
        """A move line, after it was played: the game after it."""

    def expect(self, game: "Game", line: RecordLine) -> None:
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
        from .game import lent
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


def replay(text: Text, visitor: Optional[RecordVisitor] = None) -> "Game":
    """Walk a record as :meth:`~libnexus.Game.from_record` reads it,
    calling ``visitor`` for each line accepted (nexus_record_replay);
    returns the final game. A bad record raises RecordError; an exception
    of the visitor stops the walk and is raised."""
    from .game import Game
    fn = _capi.need("nexus_record_replay")
    raw = _raw(text)
    walk = _Walk(visitor or RecordVisitor())
    cb = walk.callbacks()
    h, err = c_void_p(), CRecordError()
    st = fn(byref(h), raw, len(raw), None, byref(cb), None, byref(err))
    if walk.error is not None:
        raise walk.error
    _check_record(st, err)
    assert h.value is not None
    return Game._wrap(h.value)


__dir__ = exports(globals())
