"""Text on its way to and from C: a str or bytes argument as bytes, and
the text of a count-and-fill call. Below every module that reads or
writes records, boards or pictures.
"""

import ctypes
from ctypes import byref, c_size_t
from typing import Callable, Union

from ._ints import exports
from .errors import Status, check_status, error

__all__ = ["Text", "fill_text", "raw"]

#: A record or a line of one: str (UTF-8) or bytes.
Text = Union[str, bytes]


def raw(text: Text) -> bytes:
    """Returns ``text`` as bytes (a str as UTF-8); anything else raises
    TypeError."""
    if isinstance(text, str):
        return text.encode("utf-8")
    if isinstance(text, (bytes, bytearray, memoryview)):
        return bytes(text)
    raise TypeError("text=%.60r is not a record: str or bytes (%s)"
                    % (text, type(text).__name__))


def fill_text(call: Callable[..., int], *args: object) -> str:
    """Returns the text of a count-and-fill call
    ``call(buf, cap, &count, *args)``."""
    count = c_size_t()
    st = call(None, 0, byref(count), *args)
    if st not in (0, Status.E_BUFFER_TOO_SMALL):
        raise error(st)
    buf = ctypes.create_string_buffer(count.value)
    check_status(call(buf, count.value, byref(count), *args))
    return buf.value.decode("utf-8")


__dir__ = exports(globals())
