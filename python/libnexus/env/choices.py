"""One game's pending turn, chosen one point at a time, and what an agent
sees of it: the action ids, masks and observation planes that nexus.h
documents ("Environments") and the vector environment's C core writes.
This module computes them in Python from a :class:`~libnexus.Game`, a
second implementation the tests compare with the C one.

Action ids, for an n x n board (``kind * n*n + point``, points in
canonical order, ``row * n + column``):

- ``PLACE`` (0 .. n*n-1): the point placed;
- ``UNBLOCK`` (n*n .. 2n*n-1): an enemy stone of the unblocking set, one
  action per stone, in any order;
- ``PAY`` (2n*n .. 3n*n-1): an own stone of the audit payment, one action
  per stone.

Observation planes (``PLANES`` x n x n, float32), seen from the side that
chooses: 0 its stones, 1 the opponent's; 2 the enemy stones chosen for the
unblocking set; 3 the point placed, while paying; 4 the stones that
placement captures, while paying; 5 the own stones chosen for the payment;
6 ones when that side is Black; 7 its debt; 8 the opponent's debt; 9 the
quiet count; 10 the choices left in the open kind.
"""

from typing import Any, List, Optional, Tuple

import numpy as np
from numpy.typing import NDArray

from .._ints import exports
from ..data import Turn
from ..enums import Color, Phase
from ..game import Game

__all__ = ["KINDS", "PAY", "PLACE", "PLANES", "UNBLOCK", "PendingTurn"]

PLANES = 11
KINDS = 3
PLACE, UNBLOCK, PAY = 0, 1, 2


class PendingTurn:
    """The choices made so far of the side to move's turn in ``game``, and
    the points its next choice may name. :meth:`choose` makes a choice;
    the last one of a turn plays it on the game."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.begin()

    def begin(self) -> None:
        """Start the turn of the side to move (after a turn, or a reset)."""
        self.unblock: List[int] = []
        self.point: Optional[int] = None
        self.pay: List[int] = []
        self.captured: Tuple[int, ...] = ()
        self.net = 0
        self.k = 0
        self.kind = PLACE
        self.allowed: List[int] = []
        if self.game.over:
            return
        if self.game.phase == Phase.UNBLOCK:
            self.kind = UNBLOCK
            self.k = self.game.unblock_size
            self._unblock_allowed()
        else:
            self.allowed = [int(p) for p in self.game.legal_points()]

    def _unblock_allowed(self) -> None:
        chosen = set(self.unblock)
        room = set()
        for s in self.game.unblock_sets():
            if chosen <= {int(p) for p in s}:
                room |= {int(p) for p in s}
        self.allowed = sorted(room - chosen)

    def choose(self, point: int) -> bool:
        """Make the next choice (a point of :attr:`allowed`); returns True
        when it played the turn."""
        if self.kind == UNBLOCK:
            self.unblock.append(point)
            if len(self.unblock) < self.k:
                self._unblock_allowed()
            else:
                self.kind = PLACE
                self.allowed = [int(p) for p in
                                self.game.legal_after_unblock(self.unblock)]
            return False
        if self.kind == PLACE:
            pv = self.game.preview(point, self.unblock)
            if not pv.needs_payment:
                self.game.play(Turn(point, tuple(self.unblock)))
                self.begin()
                return True
            self.kind, self.point, self.net = PAY, point, pv.net
            self.captured = tuple(int(p) for p in pv.captured)
            self.allowed = [int(p) for p in pv.payers]
            return False
        self.pay.append(point)
        self.allowed.remove(point)
        if len(self.pay) < self.net:
            return False
        assert self.point is not None
        self.game.play(Turn(self.point, tuple(self.unblock), tuple(self.pay)))
        self.begin()
        return True

    def mask(self, playing: bool = True) -> NDArray[Any]:
        """The action mask: int8, KINDS * n*n entries, 1 where legal."""
        n2 = self.game.size ** 2
        out = np.zeros(KINDS * n2, dtype=np.int8)
        if playing and not self.game.over:
            out[[self.kind * n2 + p for p in self.allowed]] = 1
        return out

    def planes(self, color: Optional[Color] = None,
               playing: bool = True) -> NDArray[Any]:
        """The observation planes seen by ``color`` (default: the side to
        move), float32, PLANES x n x n."""
        g = self.game
        n = g.size
        n2 = n * n
        pos = g.position()
        own = g.to_move if color is None else Color(color)
        out = np.zeros((PLANES, n2), dtype=np.float32)
        cells = np.array(pos.cells, dtype=np.int8)
        out[0] = cells == int(own)
        out[1] = cells == int(own.opponent)
        out[2, self.unblock] = 1.0
        if self.kind == PAY and self.point is not None:
            out[3, self.point] = 1.0
            out[4, list(self.captured)] = 1.0
            out[5, self.pay] = 1.0
        debts = (pos.black_debt, pos.white_debt)
        out[6] = 1.0 if own == Color.BLACK else 0.0
        out[7] = float(debts[int(own) - 1])
        out[8] = float(debts[2 - int(own)])
        out[9] = float(pos.quiet)
        left = {UNBLOCK: self.k - len(self.unblock), PLACE: 1,
                PAY: self.net - len(self.pay)}[self.kind]
        out[10] = float(left if playing and not g.over else 0)
        return out.reshape(PLANES, n, n)


__dir__ = exports(globals())
