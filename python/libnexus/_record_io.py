"""A whole record to and from a game handle (nexus_record_read,
nexus_record_write), with the error of a bad record. Below
:mod:`libnexus.game`, which reads and writes records with it, and
:mod:`libnexus.records`, which exports it with the rest of the format.
"""

from ctypes import byref, c_void_p
from typing import Optional, Union

from ._capi import CAllocator, CRecordError, lib
from ._ints import exports
from ._text import Text, fill_text, raw
from .errors import RecordError, Status, check_status

__all__ = ["check_record", "read_handle", "write_handle"]


def read_handle(text: Text, allocator: Optional[CAllocator] = None) -> int:
    """nexus_record_read: a new game handle (the caller owns it), or
    :class:`~libnexus.errors.RecordError` with ``line`` and ``cause``."""
    data = raw(text)
    h = c_void_p()
    err = CRecordError()
    alloc = byref(allocator) if allocator is not None else None
    st = lib.nexus_record_read(byref(h), data, len(data), alloc, byref(err))
    check_record(st, err)
    assert h.value is not None
    return h.value


def check_record(st: int, err: CRecordError) -> None:
    """Raises the error of a record call's status: RecordError with the
    line and cause ``err`` holds for NEXUS_E_RECORD."""
    if st == Status.E_RECORD:
        try:
            cause: Union[Status, int] = Status(err.status)
        except ValueError:
            cause = err.status
        raise RecordError(st, err.message.decode("utf-8", "replace"),
                          err.line, cause)
    check_status(st)


def write_handle(handle: int) -> str:
    """nexus_record_write: the record of a game handle."""
    return fill_text(lib.nexus_record_write, handle)


__dir__ = exports(globals())
