"""Range checks of integers on their way to C.

ctypes silently wraps an int that does not fit its C type (2**64 + 5 becomes
5), so every integer argument goes through :func:`check` first: a value
that is not an integer raises TypeError, one outside its C type raises
OverflowError, and one outside a narrower range the binding knows raises
ValueError. Each message names the argument.
"""

import ctypes
import operator
from typing import Any, NamedTuple, Optional


class CType(NamedTuple):
    """A C integer type: its name and inclusive range."""
    name: str
    low: int
    high: int


def _unsigned(name: str, ctype: Any) -> CType:
    return CType(name, 0, 2 ** (8 * ctypes.sizeof(ctype)) - 1)


def _signed(name: str, ctype: Any) -> CType:
    half = 2 ** (8 * ctypes.sizeof(ctype) - 1)
    return CType(name, -half, half - 1)


INT = _signed("int", ctypes.c_int)
UINT = _unsigned("unsigned int", ctypes.c_uint)
ULONG = _unsigned("unsigned long", ctypes.c_ulong)
INT64 = _signed("int64_t", ctypes.c_int64)
UINT64 = _unsigned("uint64_t", ctypes.c_uint64)
SIZE_T = _unsigned("size_t", ctypes.c_size_t)
SSIZE_T = _signed("ssize_t", ctypes.c_ssize_t)
UCHAR = _unsigned("unsigned char", ctypes.c_ubyte)


def as_int(value: object, name: str) -> int:
    """The integer value of ``value`` (bool refused), or TypeError."""
    if isinstance(value, bool):
        raise TypeError("%s must be an integer, not bool" % name)
    try:
        return operator.index(value)  # type: ignore[arg-type]
    except TypeError:
        raise TypeError("%s must be an integer, not %s"
                        % (name, type(value).__name__)) from None


def check(value: object, name: str, ctype: CType,
          low: Optional[int] = None, high: Optional[int] = None) -> int:
    """``value`` as an int that fits ``ctype`` and, when given, lies in
    ``low..high``; raises TypeError, OverflowError or ValueError naming
    ``name``."""
    v = as_int(value, name)
    if not ctype.low <= v <= ctype.high:
        raise OverflowError("%s=%d does not fit %s (%d..%d)"
                            % (name, v, ctype.name, ctype.low, ctype.high))
    if (low is not None and v < low) or (high is not None and v > high):
        raise ValueError("%s=%d is outside %s..%s"
                         % (name, v, "" if low is None else low,
                            "" if high is None else high))
    return v
