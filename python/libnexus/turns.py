"""Iterating over every full legal turn (nexus_turns_*, API 1.1)."""

from ctypes import byref, c_void_p
from typing import TYPE_CHECKING, Iterator

from . import _capi
from ._capi import CTurn
from ._handle import Handle
from .data import Turn
from .errors import Status, check_status
from ._ints import exports

__all__ = ["TurnIterator"]

if TYPE_CHECKING:
    from .game import Game

class TurnIterator(Handle, Iterator[Turn]):
    """Every distinct full legal turn of a game (unblocking set x point x
    payment) in canonical order. Owns its nexus_turns handle, freed at the
    end, by :meth:`close` or by collection. The library iterates over a
    copy of the game; still, like a dict's, the iterator raises
    RuntimeError once the game has changed or been closed, rather than go
    on with turns of a position that has gone."""

    _kind = "turn iterator"

    def __init__(self, game: "Game") -> None:
        new = _capi.need("nexus_turns_new")
        self._game = game
        self._changes = game._changes
        h = c_void_p()
        check_status(new(byref(h), game._ptr))
        self._h = h.value

    def _release(self, handle: int) -> None:
        _capi.lib.nexus_turns_free(handle)

    def __iter__(self) -> "TurnIterator":
        return self

    def __next__(self) -> Turn:
        if self._h is None:
            raise StopIteration
        if self._game.closed or self._game._changes != self._changes:
            self.close()
            raise RuntimeError("the game changed during iteration")
        ct = CTurn()
        st = _capi.lib.nexus_turns_next(byref(ct), self._h)
        if st == Status.ITER_OVER:
            self.close()
            raise StopIteration
        check_status(st)
        return Turn.from_c(ct, self._game.size)


__dir__ = exports(globals())
