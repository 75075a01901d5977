"""Points of a board: given as a name ("C3") or an index, returned as a
:class:`Point`, an index that prints as its name."""

import ctypes
from ctypes import byref, c_int
from typing import Iterable, Optional, Tuple, Union

from ._capi import MAX_POINTS, lib
from ._ints import INT, check
from .errors import Status, check_status, error

#: Anything accepted where a point is expected.
PointLike = Union[int, str]


def _encode(name: str, what: str) -> bytes:
    try:
        raw = name.encode("ascii")
    except UnicodeEncodeError:
        raise error(Status.E_PARSE, "%s %r" % (what, name)) from None
    if b"\0" in raw:
        raise error(Status.E_PARSE, "%s %r" % (what, name))
    return raw


def _standard_size() -> int:
    from .data import Options
    return Options().size


def parse_point(name: str, size: Optional[int] = None) -> int:
    """The index of a point name ("C3" or "c3") on a size x size board
    (default: the standard game's)."""
    if not isinstance(name, str):
        raise TypeError("a point name is a str, not %s" % type(name).__name__)
    size = check(_standard_size() if size is None else size, "size", INT)
    raw = _encode(name, "point")
    out = c_int()
    check_status(lib.nexus_point_parse(byref(out), size, raw), repr(name))
    return out.value


def point_name(point: int, size: Optional[int] = None) -> str:
    """The name ("C3") of a point index on a size x size board (default:
    the standard game's)."""
    point = check(point, "point", INT)
    size = check(_standard_size() if size is None else size, "size", INT)
    buf = ctypes.create_string_buffer(4)
    check_status(lib.nexus_point_format(buf, 4, size, point))
    return buf.value.decode()


class Point(int):
    """A point of a size x size board: an int (its canonical index) that
    prints as its name and compares equal to both, so ``Point(12, 5) ==
    12 == "C3"``. It hashes as its index."""

    size: int
    _name: str

    def __new__(cls, value: PointLike, size: int) -> "Point":
        """``value`` is a name or an index on the board."""
        size = check(size, "size", INT)
        if isinstance(value, Point) and value.size == size:
            return value
        if isinstance(value, str):
            index = parse_point(value, size)
        else:
            index = check(value, "point", INT)
        self = super().__new__(cls, index)
        self.size = size
        self._name = ""
        return self

    @property
    def name(self) -> str:
        """The point's name, e.g. "C3" (raises OffBoardError if the index
        is not on the board)."""
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
        return "Point(%r)" % self.name

    def __eq__(self, other: object) -> bool:
        if isinstance(other, str):
            try:
                return int(self) == parse_point(other, self.size)
            except ValueError:
                return False
        return int.__eq__(self, other)

    def __ne__(self, other: object) -> bool:
        return not self == other

    __hash__ = int.__hash__

    def __reduce__(self) -> Tuple[type, Tuple[int, int]]:
        return (Point, (int(self), self.size))


def to_point(value: PointLike, size: int, what: str = "point") -> Point:
    """A Point from a name or an index (the index range-checked for C:
    OverflowError naming ``what``); the board check is the library's."""
    if isinstance(value, str):
        return Point(value, size)
    return Point(check(value, what, INT), size)


def to_points(values: Iterable[PointLike], size: int,
              what: str) -> Tuple[Point, ...]:
    """Several points; at most 81 of them (ValueError naming ``what``)."""
    if isinstance(values, (str, int)):
        raise TypeError("%s must be a sequence of points" % what)
    out = tuple(to_point(v, size, "%s[%d]" % (what, i))
                for i, v in enumerate(values))
    if len(out) > MAX_POINTS:
        raise ValueError("%s has %d points, at most %d"
                         % (what, len(out), MAX_POINTS))
    return out


def lines(size: int) -> Tuple[Tuple[Point, ...], ...]:
    """The 2n+2 lines of a size x size board (R4), in the library's order:
    rows 1..n, columns A.., the main diagonal (A1 to the far corner), the
    anti-diagonal; each line's points in canonical order
    (nexus_line_count, nexus_line_points; API 1.1)."""
    from . import _capi
    size = check(size, "size", INT)
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
    """Points from indices the library returned."""
    return tuple(Point(i, size) for i in indices)
