"""Custom allocators for games (nexus_options.allocator)."""

import ctypes
import ctypes.util
from ctypes import c_size_t, c_void_p
from typing import Dict, Optional

from ._capi import FREE_FN, MALLOC_FN, REALLOC_FN, CAllocator
from ._ints import exports

__all__ = ["Allocator", "CountingAllocator"]

_libc_handle: Optional[ctypes.CDLL] = None


def _libc() -> ctypes.CDLL:
    global _libc_handle
    if _libc_handle is None:
        name = ctypes.util.find_library("c")
        libc = ctypes.CDLL(name) if name else ctypes.CDLL(None)
        libc.malloc.restype = c_void_p
        libc.malloc.argtypes = [c_size_t]
        libc.realloc.restype = c_void_p
        libc.realloc.argtypes = [c_void_p, c_size_t]
        libc.free.restype = None
        libc.free.argtypes = [c_void_p]
        _libc_handle = libc
    return _libc_handle


def _address(value: object) -> Optional[int]:
    """A C pointer as ctypes returns it: an int, or None for NULL."""
    return value if isinstance(value, int) else None


class Allocator:
    """A custom allocator for games.

    Subclass and override :meth:`malloc`, :meth:`realloc` and :meth:`free`
    (addresses are ints; return 0 or None for failure). A game keeps its
    allocator alive. The default methods use the C library. An exception
    in a method counts as a failed allocation (it never crosses into C).
    """

    def __init__(self) -> None:
        self._libc = _libc()
        # C holds pointers to these thunks: they live as long as any game
        # made with the allocator, which keeps a reference to it.
        self.c = CAllocator(MALLOC_FN(self._malloc_cb),
                            REALLOC_FN(self._realloc_cb),
                            FREE_FN(self._free_cb), None)

    def malloc(self, size: int) -> Optional[int]:
        """Allocate ``size`` bytes."""
        return _address(self._libc.malloc(size))

    def realloc(self, ptr: int, size: int) -> Optional[int]:
        """Resize a block."""
        return _address(self._libc.realloc(ptr, size))

    def free(self, ptr: int) -> None:
        """Release a block."""
        self._libc.free(ptr)

    def _malloc_cb(self, size: int, _user: object) -> Optional[int]:
        try:
            return self.malloc(size) or None
        except Exception:
            return None

    def _realloc_cb(self, ptr: int, size: int, _user: object) -> Optional[int]:
        try:
            return self.realloc(ptr, size) or None
        except Exception:
            return None

    def _free_cb(self, ptr: int, _user: object) -> None:
        try:
            self.free(ptr)
        except Exception:
            pass


class CountingAllocator(Allocator):
    """The C library's allocator, counting live blocks: :attr:`live` is 0
    again once every game using it has been freed. ``fail_after`` (if not
    None) makes every allocation after that many successful ones fail."""

    def __init__(self, fail_after: Optional[int] = None) -> None:
        super().__init__()
        self.blocks: Dict[int, int] = {}
        self.allocations = 0
        self.frees = 0
        self.fail_after = fail_after
        self.foreign_frees = 0

    @property
    def live(self) -> int:
        """Blocks allocated and not yet freed."""
        return len(self.blocks)

    def _may_allocate(self) -> bool:
        return self.fail_after is None or self.allocations < self.fail_after

    def malloc(self, size: int) -> Optional[int]:
        """Allocate and count."""
        if not self._may_allocate():
            return None
        p = _address(self._libc.malloc(size))
        if p:
            self.allocations += 1
            self.blocks[p] = size
        return p

    def realloc(self, ptr: int, size: int) -> Optional[int]:
        """Resize and count."""
        if ptr not in self.blocks:
            self.foreign_frees += 1
        if not self._may_allocate():
            return None
        p = _address(self._libc.realloc(ptr, size))
        if p:
            self.allocations += 1
            self.blocks.pop(ptr, None)
            self.blocks[p] = size
        return p

    def free(self, ptr: int) -> None:
        """Release and count."""
        if self.blocks.pop(ptr, None) is None:
            self.foreign_frees += 1
        self.frees += 1
        self._libc.free(ptr)


__dir__ = exports(globals())
