"""Iterating over every full legal turn (nexus_turns_*, API 1.1)."""

from ctypes import byref, c_void_p
from typing import TYPE_CHECKING, Iterator

from . import _capi
from ._capi import CTurn
from ._handle import Handle
from .data import Turn
from .errors import check_status

if TYPE_CHECKING:
    from .game import Game

# nexus_turns_next's status at the end of the list (NEXUS_ITER_OVER).
_ITER_OVER_NAME = "NEXUS_ITER_OVER"


class TurnIterator(Handle, Iterator[Turn]):
    """Every distinct full legal turn of a game (unblocking set x point x
    payment) in canonical order. Owns its nexus_turns handle, freed at the
    end, by :meth:`close` or by collection. The game must not change while
    it runs (RuntimeError), and stays alive as long as the iterator."""

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
        if st != 0 and _capi.lib.nexus_status_name(st).decode() == \
                _ITER_OVER_NAME:
            self.close()
            raise StopIteration
        check_status(st)
        return Turn.from_c(ct, self._game.size)
