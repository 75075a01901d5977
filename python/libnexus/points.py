"""Points of a board: given as a name ("C3") or an index, returned as a
:class:`Point`, an index that prints as its name.

A Point is an ``int`` through and through: it equals, hashes and sorts as
its index, and never equals a str. An object cannot hash like both its
index and its name, and a Point is used as an index (of lists, of numpy
arrays, of the actions of :mod:`libnexus.env`), so it keeps the int's
contract; names are read where points are accepted (``game.point("C3")``,
``game.play("C3")``, ``Turn("C3")``) and compared as names with
``point.name == "C3"``.
"""

import ctypes
from ctypes import byref, c_int
from typing import Iterable, Optional, Tuple, Union

from ._capi import MAX_POINTS, lib
from ._ints import INT, check, exports
from .errors import Status, check_status, error

__all__ = ["Point", "PointLike", "check_index", "check_size", "lines",
           "parse_point", "point_name", "points_of", "to_point", "to_points"]

#: Anything accepted where a point is expected.
PointLike = Union[int, str]

MIN_SIZE = 3
MAX_SIZE = 9


def _encode(name: str, what: str, size: int) -> bytes:
    try:
        raw = name.encode("ascii")
    except UnicodeEncodeError:
        raw = b"\0"
    if b"\0" in raw:
        raise error(Status.E_PARSE, "%s=%r is not a point of a %dx%d board "
                    "(A1..%s)" % (what, name, size, size, _last(size)))
    return raw


def _standard_size() -> int:
    from .data import Options
    return Options().size


def check_size(size: object, name: str = "size") -> int:
    """Returns a board size, 3..9 (R1); anything else raises naming
    ``name``."""
    return check(size, name, INT, MIN_SIZE, MAX_SIZE)


def _last(size: int) -> str:
    return chr(ord("A") + size - 1) + str(size)


def parse_point(name: str, size: Optional[int] = None) -> int:
    """The index of a point name ("C3" or "c3") on a size x size board
    (default: the standard game's)."""
    if not isinstance(name, str):
        raise TypeError("name=%r is not a str (%s)"
                        % (name, type(name).__name__))
    return _parse(name, check_size(_standard_size() if size is None
                                   else size), "name")


def _parse(name: str, size: int, what: str) -> int:
    """Returns the index of a point name; ParseError names ``what``."""
    raw = _encode(name, what, size)
    out = c_int()
    if lib.nexus_point_parse(byref(out), size, raw) != 0:
        raise error(Status.E_PARSE, "%s=%r is not a point of a %dx%d board "
                    "(A1..%s)" % (what, name, size, size, _last(size)))
    return out.value


def point_name(point: int, size: Optional[int] = None) -> str:
    """The name ("C3") of a point index on a size x size board (default:
    the standard game's)."""
    point = check(point, "point", INT)
    size = check_size(_standard_size() if size is None else size)
    check_index(point, size, "point")
    buf = ctypes.create_string_buffer(4)
    check_status(lib.nexus_point_format(buf, 4, size, point))
    return buf.value.decode()


def check_index(index: int, size: int, what: str) -> int:
    """Returns ``index`` if it is a point of a size x size board, else
    raises OffBoardError naming ``what``, the index and the range."""
    if not 0 <= index < size * size:
        raise error(Status.E_OFF_BOARD, "%s=%d is outside 0..%d (A1..%s on "
                    "a %dx%d board)" % (what, index, size * size - 1,
                                        _last(size), size, size))
    return index


class Point(int):
    """A point of a size x size board: an int, its canonical index
    (``row * size + column``), that prints as its name. ``Point("C3", 5)``
    and ``Point(12, 5)`` are the same point; it equals and hashes as 12
    (see the module's documentation), and its repr evaluates back to it."""

    size: int
    _name: str

    def __new__(cls, value: PointLike, size: int) -> "Point":
        """``value`` is a name or an index of a point of the board."""
        size = check_size(size)
        if isinstance(value, Point) and value.size == size:
            return value
        if isinstance(value, str):
            index = parse_point(value, size)
        else:
            index = check_index(check(value, "point", INT), size, "point")
        self = super().__new__(cls, index)
        self.size = size
        self._name = ""
        return self

    @property
    def name(self) -> str:
        """The point's name, e.g. "C3"."""
        if not self._name:
            self._name = point_name(int(self), self.size)
        return str(self._name)

    @property
    def row(self) -> int:
        """The row, from 0 (row 1)."""
        return int(self) // self.size

    @property
    def column(self) -> int:
        """The column, from 0 (column A)."""
        return int(self) % self.size

    def __str__(self) -> str:
        return self.name

    def __repr__(self) -> str:
        return "Point(%r, %d)" % (self.name, self.size)

    def __reduce__(self) -> Tuple[type, Tuple[int, int]]:
        return (Point, (int(self), self.size))


def to_point(value: PointLike, size: int, what: str = "point") -> Point:
    """Returns the Point of a name or an index; a bad value raises naming
    ``what``, the value and the points of the board."""
    size = check_size(size)
    if isinstance(value, Point) and value.size == size:
        return value
    if isinstance(value, str):
        return Point(_parse(value, size, what), size)
    return Point(check_index(check(value, what, INT), size, what), size)


def to_points(values: Iterable[PointLike], size: int,
              what: str) -> Tuple[Point, ...]:
    """Returns several points; at most 81 of them (InvalidArgError naming
    ``what``)."""
    if isinstance(values, (str, int)):
        raise TypeError("%s=%r is not a sequence of points (%s)"
                        % (what, values, type(values).__name__))
    out = tuple(to_point(v, size, "%s[%d]" % (what, i))
                for i, v in enumerate(values))
    if len(out) > MAX_POINTS:
        raise error(Status.E_INVALID_ARG, "%s has %d points, at most %d"
                    % (what, len(out), MAX_POINTS))
    return out


def lines(size: int) -> Tuple[Tuple[Point, ...], ...]:
    """The 2n+2 lines of a size x size board (R4), in the library's order:
    rows 1..n, columns A.., the main diagonal (A1 to the far corner), the
    anti-diagonal; each line's points in canonical order
    (nexus_line_count, nexus_line_points; API 1.1)."""
    from . import _capi
    size = check_size(size)
    count = c_int()
    check_status(_capi.need("nexus_line_count")(byref(count), size))
    out = []
    for line in range(count.value):
        buf = (c_int * MAX_POINTS)()
        n = ctypes.c_size_t()
        check_status(lib.nexus_line_points(buf, MAX_POINTS, byref(n), size,
                                           line))
        out.append(points_of(buf[:n.value], size))
    return tuple(out)


def points_of(indices: Iterable[int], size: int) -> Tuple[Point, ...]:
    """Returns the Points of indices the library returned."""
    return tuple(Point(i, size) for i in indices)


__dir__ = exports(globals())
