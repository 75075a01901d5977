"""The spaces of the environments: work-alikes of Gymnasium's Discrete,
Box and Dict, with the same attributes (``n``, ``start``, ``low``,
``high``, ``shape``, ``dtype``, ``spaces``) and methods (``seed``,
``sample`` with a mask, ``contains``), so that code written for
Gymnasium's spaces reads them; Gymnasium itself is not needed."""

from typing import Any, Dict as DictT, Optional, Sequence, Tuple

import numpy as np

from .._ints import exports

__all__ = ["Box", "Dict", "Discrete", "Space"]


class Space:
    """A set of values with its own random generator (numpy's PCG64)."""

    shape: Optional[Tuple[int, ...]] = None
    dtype: Any = None

    def __init__(self) -> None:
        self.np_random = np.random.default_rng()

    def seed(self, seed: Optional[int] = None) -> Any:
        """Reseed the generator; returns the seed used."""
        self.np_random = np.random.default_rng(seed)
        return seed

    def sample(self, mask: Any = None) -> Any:
        """A random element (of those the mask allows)."""
        raise NotImplementedError

    def contains(self, x: Any) -> bool:
        """Whether ``x`` is an element."""
        raise NotImplementedError

    def __contains__(self, x: Any) -> bool:
        return self.contains(x)


class Discrete(Space):
    """The integers start .. start + n - 1 (action ids)."""

    def __init__(self, n: int, start: int = 0) -> None:
        super().__init__()
        self.n = int(n)
        self.start = int(start)
        self.shape = ()
        self.dtype = np.dtype(np.int64)

    def sample(self, mask: Any = None) -> Any:
        """A uniformly random element; with ``mask`` (int8, n entries) one
        of those whose entry is 1, or ``start`` when none is."""
        if mask is None:
            return np.int64(self.start + self.np_random.integers(self.n))
        legal = np.flatnonzero(np.asarray(mask) == 1)
        if legal.size == 0:
            return np.int64(self.start)
        return np.int64(self.start + self.np_random.choice(legal))

    def contains(self, x: Any) -> bool:
        """Whether ``x`` is an integer in range (a bool is not)."""
        if isinstance(x, (bool, np.bool_)):
            return False
        if isinstance(x, (int, np.integer)) or (
                isinstance(x, np.ndarray) and x.shape == () and
                x.dtype.kind in "iu"):
            return self.start <= int(x) < self.start + self.n
        return False

    def __repr__(self) -> str:
        return "Discrete(%d)" % self.n if not self.start else \
            "Discrete(%d, start=%d)" % (self.n, self.start)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Discrete) and \
            (self.n, self.start) == (other.n, other.start)

    __hash__ = None  # type: ignore[assignment]


class Box(Space):
    """Arrays of one shape and dtype with every entry in low..high."""

    def __init__(self, low: float, high: float, shape: Sequence[int],
                 dtype: Any) -> None:
        super().__init__()
        self.shape = tuple(int(s) for s in shape)
        self.dtype = np.dtype(dtype)
        self.low = np.full(self.shape, low, dtype=self.dtype)
        self.high = np.full(self.shape, high, dtype=self.dtype)

    def sample(self, mask: Any = None) -> Any:
        """A random array (uniform where bounded, else exponential)."""
        if self.dtype.kind in "iu":
            return self.np_random.integers(self.low, self.high,
                                           endpoint=True).astype(self.dtype)
        high = np.where(np.isinf(self.high), self.low + 100.0, self.high)
        return self.np_random.uniform(self.low, high).astype(self.dtype)

    def contains(self, x: Any) -> bool:
        """Whether ``x`` is an array of the shape, a dtype that converts
        safely, and entries within the bounds."""
        if not isinstance(x, np.ndarray) or x.shape != self.shape:
            return False
        if not np.can_cast(x.dtype, self.dtype):
            return False
        return bool(np.all(x >= self.low) and np.all(x <= self.high))

    def __repr__(self) -> str:
        return "Box(%s, %s, %s, %s)" % (self.low.flat[0], self.high.flat[0],
                                        self.shape, self.dtype)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Box) and self.shape == other.shape and \
            self.dtype == other.dtype and \
            bool(np.all(self.low == other.low)) and \
            bool(np.all(self.high == other.high))

    __hash__ = None  # type: ignore[assignment]


class Dict(Space):
    """A dict of spaces: its elements are dicts with the same keys."""

    def __init__(self, spaces: DictT[str, Space]) -> None:
        super().__init__()
        self.spaces = dict(spaces)

    def seed(self, seed: Optional[int] = None) -> Any:
        """Reseed every subspace from ``seed``."""
        super().seed(seed)
        for i, space in enumerate(self.spaces.values()):
            space.seed(None if seed is None else seed + i)
        return seed

    def sample(self, mask: Any = None) -> Any:
        """A dict of random elements."""
        return {k: s.sample() for k, s in self.spaces.items()}

    def contains(self, x: Any) -> bool:
        """Whether ``x`` is a dict of elements, key for key."""
        return isinstance(x, dict) and set(x) == set(self.spaces) and \
            all(s.contains(x[k]) for k, s in self.spaces.items())

    def __getitem__(self, key: str) -> Space:
        return self.spaces[key]

    def __repr__(self) -> str:
        return "Dict(%r)" % self.spaces

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Dict) and self.spaces == other.spaces

    __hash__ = None  # type: ignore[assignment]


__dir__ = exports(globals())
