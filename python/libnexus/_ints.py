"""The C integer types, and how a Python value is checked against one.

ctypes silently wraps an int that does not fit its C type (2**64 + 5 becomes
5), so every integer argument is checked first (:func:`fit` here, and
:func:`libnexus._checks.check` for the ranges the library accepts): a value
that is not an integer raises TypeError, and one outside its C type raises
OverflowError, each naming the argument, its value and the range allowed.
This module imports nothing of the package, so that every other module may
import it.
"""

import ctypes
import operator
from typing import Any, Dict, List, NamedTuple, Optional

__all__ = ["CType", "INT", "INT64", "SIZE_T", "SSIZE_T", "UCHAR", "UINT",
           "UINT64", "ULONG", "as_int", "exports", "fit", "instance",
           "range_text", "short"]


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
                    % (name, short(value), type(value).__name__))


def instance(value: object, name: str, cls: Any, what: str) -> Any:
    """Returns ``value`` if it is an instance of ``cls`` (a class or a
    tuple of classes), else raises TypeError naming ``name``, the value,
    its type and ``what`` it must be ('a Game')."""
    if isinstance(value, cls):
        return value
    raise TypeError("%s=%s is not %s (%s)"
                    % (name, short(value), what, type(value).__name__))


def short(value: object) -> str:
    """Returns the repr of a value, cut to 60 characters."""
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def range_text(low: Optional[int], high: Optional[int]) -> str:
    """Returns how a range reads in an error message: '3..9', 'at least
    0', 'at most 9', or 'an empty range (none is allowed)' when ``low``
    exceeds ``high``."""
    if low is not None and high is not None and low > high:
        return "an empty range (no value is allowed)"
    if low is None:
        return "at most %d" % (high or 0)
    return "%d..%d" % (low, high) if high is not None else "at least %d" % low


def fit(value: object, name: str, ctype: CType) -> int:
    """Returns ``value`` as an int that fits ``ctype``. Raises TypeError
    (not an integer) or OverflowError (outside the C type), naming
    ``name``, the value and the type's range."""
    v = as_int(value, name)
    if not ctype.low <= v <= ctype.high:
        raise OverflowError("%s=%d does not fit %s (%d..%d)"
                            % (name, v, ctype.name, ctype.low, ctype.high))
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
