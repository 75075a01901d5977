"""Ownership of one C handle by one Python object."""

from typing import Any, Optional

from .errors import ClosedError
from ._ints import exports

__all__ = ["Handle"]


class Handle:
    """Owns one C handle, freed by :meth:`close`, a ``with`` block or
    garbage collection, whichever comes first. After that every use raises
    :class:`~libnexus.errors.ClosedError`; the handle is never copied into
    another object, so it is freed exactly once."""

    _kind = "handle"
    _h: Optional[int] = None

    def _release(self, handle: int) -> None:
        """Free the C handle (subclasses)."""
        raise NotImplementedError

    @property
    def _ptr(self) -> int:
        if self._h is None:
            raise ClosedError("the %s is closed" % self._kind)
        return self._h

    def close(self) -> None:
        """Free the C handle now (idempotent)."""
        h, self._h = self._h, None
        if h is not None:
            self._release(h)

    @property
    def closed(self) -> bool:
        """The C handle has been freed (or was only lent, and the loan has
        ended)."""
        return self._h is None

    def __enter__(self) -> Any:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __del__(self) -> None:
        try:
            self.close()
        except Exception:
            pass


__dir__ = exports(globals())
