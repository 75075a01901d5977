"""Records (.nxr): reading and writing whole games, and the `turn` line.

:meth:`libnexus.Game.from_record`, :meth:`~libnexus.Game.record`,
:meth:`~libnexus.Game.load` and :meth:`~libnexus.Game.save` are built on
these; pickling a game goes through its record too.
"""

import ctypes
from ctypes import byref, c_int, c_size_t, c_void_p
from typing import Callable, Optional, Tuple, Union

from ._capi import CAllocator, CRecordError, CTurn, lib
from ._ints import INT, check
from .data import Turn
from .enums import Color
from .errors import RecordError, Status, check_status, error

Text = Union[str, bytes]


def _raw(text: Text) -> bytes:
    if isinstance(text, str):
        return text.encode("utf-8")
    if isinstance(text, (bytes, bytearray, memoryview)):
        return bytes(text)
    raise TypeError("a record is str or bytes, not %s" % type(text).__name__)


def read_handle(text: Text, allocator: Optional[CAllocator] = None) -> int:
    """nexus_record_read: a new game handle (the caller owns it), or
    :class:`~libnexus.errors.RecordError` with ``line`` and ``cause``."""
    raw = _raw(text)
    h = c_void_p()
    err = CRecordError()
    alloc = byref(allocator) if allocator is not None else None
    st = lib.nexus_record_read(byref(h), raw, len(raw), alloc, byref(err))
    if st == Status.E_RECORD:
        try:
            cause: Union[Status, int] = Status(err.status)
        except ValueError:
            cause = err.status
        raise RecordError(st, err.message.decode("utf-8", "replace"),
                          err.line, cause)
    check_status(st)
    assert h.value is not None
    return h.value


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
    size = check(size, "size", INT)
    raw = _raw(text)
    if b"\0" in raw:
        raise error(Status.E_PARSE, repr(text))
    ct, who = CTurn(), c_int()
    st = lib.nexus_turn_parse(byref(ct), byref(who), size, raw)
    if st:
        raise error(st, repr(text))
    return Color(who.value), Turn.from_c(ct, size)


def format_turn(turn: Turn, color: int, size: int) -> str:
    """A turn as a record line, e.g. 'turn W unblock B2 place B3'."""
    size = check(size, "size", INT)
    who = check(color, "color", INT)
    ct = turn.to_c(size)
    return fill_text(lib.nexus_turn_format, size, who, byref(ct))
