"""Range checks of integers on their way to C.

ctypes silently wraps an int that does not fit its C type (2**64 + 5 becomes
5), so every integer argument goes through :func:`check` first: a value
that is not an integer raises TypeError, one outside its C type raises
OverflowError, and one outside the range the library accepts raises
:class:`~libnexus.errors.InvalidArgError` (a ValueError). Each message
names the argument, its value and the range allowed.
"""

import ctypes
import operator
from typing import Any, Dict, List, NamedTuple, Optional

__all__ = ["CType", "INT", "INT64", "SIZE_T", "SSIZE_T", "UCHAR", "UINT",
           "UINT64", "ULONG", "as_int", "check", "exports", "range_text"]


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
    """Returns the integer value of ``value``; a bool or a non-integer
    raises TypeError naming ``name`` and the value."""
    if not isinstance(value, bool):
        try:
            return operator.index(value)  # type: ignore[arg-type]
        except TypeError:
            pass
    raise TypeError("%s=%s is not an integer (%s)"
                    % (name, _short(value), type(value).__name__))


def _short(value: object) -> str:
    """The repr of a value, cut to 60 characters."""
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def range_text(low: Optional[int], high: Optional[int]) -> str:
    """Returns how a range reads in an error message: '3..9', 'at least
    0', 'at most 9'."""
    if low is None:
        return "at most %d" % (high or 0)
    return "%d..%d" % (low, high) if high is not None else "at least %d" % low


def check(value: object, name: str, ctype: CType,
          low: Optional[int] = None, high: Optional[int] = None) -> int:
    """Returns ``value`` as an int that fits ``ctype`` and, when given,
    lies in ``low..high``. Raises TypeError (not an integer), OverflowError
    (outside the C type) or InvalidArgError (outside ``low..high``), each
    naming ``name``, the value and the range allowed."""
    v = as_int(value, name)
    if not ctype.low <= v <= ctype.high:
        raise OverflowError("%s=%d does not fit %s (%d..%d)"
                            % (name, v, ctype.name, ctype.low, ctype.high))
    if (low is not None and v < low) or (high is not None and v > high):
        from .errors import Status, error  # errors imports this module
        raise error(Status.E_INVALID_ARG, "%s=%d is outside %s"
                    % (name, v, range_text(low, high)))
    return v


def exports(namespace: Dict[str, Any]) -> Any:
    """Returns a module's ``__dir__`` (PEP 562): the names of its
    ``__all__`` and its dunder attributes, so that ``dir(module)`` lists
    its interface and not what it imports."""
    def __dir__() -> List[str]:
        dunders = {k for k in namespace
                   if k.startswith("__") and k.endswith("__")}
        return sorted(set(namespace["__all__"]) | dunders)
    return __dir__


__dir__ = exports(globals())
