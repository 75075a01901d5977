"""Games: :class:`Game`, a nexus_game handle with its whole history."""

import contextlib
from ctypes import byref, c_char_p, c_int, c_int64, c_size_t, c_uint64, \
    c_void_p
from typing import Any, Callable, Dict, Iterator, List, Optional, Tuple

from . import _capi, records
from ._capi import COptions, CPosition, CPreview, CTurn, lib
from ._handle import Handle
from ._ints import INT, SIZE_T, SSIZE_T, UINT64, check, exports
from .allocators import Allocator
from .data import Options, Position, Preview, Result, Turn
from .enums import Color, Outcome, Phase, PointStatus, Reason, side
from .errors import Status, check_status, error
from .points import Point, PointLike, points_of, to_point, to_points

__all__ = ["Game", "TurnLike", "lent"]

TurnLike = Any  # a Turn, or a point (name or index)
LABEL_MAX = 63


def _new_handle(call: Callable[..., int], *args: Any) -> int:
    h = c_void_p()
    check_status(call(byref(h), *args))
    assert h.value is not None
    return h.value


def _int_array(points: Tuple[Point, ...]) -> Any:
    arr = (c_int * max(1, len(points)))()
    for i, p in enumerate(points):
        arr[i] = p
    return arr


def _label_bytes(label: Optional[str]) -> Optional[bytes]:
    if label is None or label == "":
        return None
    if not isinstance(label, str):
        raise TypeError("label=%r is not a str (%s)"
                        % (label, type(label).__name__))
    if len(label) > LABEL_MAX or \
            not all(" " <= c <= "~" for c in label):
        raise error(Status.E_INVALID_ARG, "label=%r is not 1..%d characters "
                    "of printable ASCII" % (label[:80], LABEL_MAX))
    return label.encode("ascii")



def _from_record(text: str) -> "Game":
    """Unpickle a game (module level, so that pickle can name it)."""
    return Game.from_record(text)


class Game(Handle):
    """A game of Nexus with its whole history (a nexus_game handle).

    ``Game()`` starts the library's standard game at the empty board;
    ``size``, ``capture_debt`` and ``unblock_debt`` change the rules.
    :meth:`from_position` and :meth:`from_record` start elsewhere. Points
    are accepted as names ("C3") or indices and returned as
    :class:`~libnexus.points.Point`. The handle is freed by :meth:`close`,
    a ``with`` block, or collection; pickling and copying go through the
    record or a clone, so a game crosses process boundaries.
    """

    _kind = "game"

    def __init__(self, size: Optional[int] = None,
                 capture_debt: Optional[int] = None,
                 unblock_debt: Optional[int] = None, *,
                 allocator: Optional[Allocator] = None) -> None:
        opts = Options.of(size, capture_debt, unblock_debt)
        self._setup(None, allocator)
        self._adopt(_new_handle(lib.nexus_game_new,
                                byref(self._c_options(opts))))

    # -- construction ---------------------------------------------------

    def _setup(self, handle: Optional[int], allocator: Optional[Allocator],
               owned: bool = True, readonly: bool = False) -> None:
        self._h = handle
        self._owned = owned
        self._readonly = readonly
        self._allocator = allocator
        self._changes = 0

    def _c_options(self, opts: Options) -> COptions:
        c = opts.to_c()
        if self._allocator is not None:
            c.allocator = self._allocator.c
        return c

    def _adopt(self, handle: int) -> None:
        self._h = handle
        opts = COptions()
        check_status(lib.nexus_game_options(byref(opts), handle))
        self._options = Options(opts.size, opts.capture_debt,
                                opts.unblock_debt)

    @classmethod
    def _wrap(cls, handle: int, allocator: Optional[Allocator] = None,
              owned: bool = True, readonly: bool = False) -> "Game":
        game = cls.__new__(cls)
        game._setup(None, allocator, owned, readonly)
        game._adopt(handle)
        return game

    @classmethod
    def from_position(cls, position: Position,
                      capture_debt: Optional[int] = None,
                      unblock_debt: Optional[int] = None, *,
                      allocator: Optional[Allocator] = None) -> "Game":
        """A game starting from a :class:`~libnexus.data.Position` (only it
        is in the history)."""
        n = position.size
        if len(position.cells) != n * n:
            raise ValueError("cells has %d entries, not a square"
                             % len(position.cells))
        pos = position.to_c()
        game = cls.__new__(cls)
        game._setup(None, allocator)
        opts = game._c_options(Options.of(n, capture_debt, unblock_debt))
        game._adopt(_new_handle(lib.nexus_game_new_from_position,
                                byref(opts), byref(pos)))
        return game

    @classmethod
    def from_record(cls, text: records.Text, *,
                    allocator: Optional[Allocator] = None) -> "Game":
        """Read a .nxr record (str or bytes) and replay it; raises
        :class:`~libnexus.errors.RecordError` with ``line`` and ``cause``."""
        handle = records.read_handle(
            text, allocator.c if allocator is not None else None)
        return cls._wrap(handle, allocator)

    @classmethod
    def load(cls, path: str, *,
             allocator: Optional[Allocator] = None) -> "Game":
        """Read a record file."""
        with open(path, "rb") as f:
            return cls.from_record(f.read(), allocator=allocator)

    # -- lifetime, copies, pickling ---------------------------------------

    def _release(self, handle: int) -> None:
        self._changes += 1
        if self._owned:
            lib.nexus_game_free(handle)

    @property
    def _wptr(self) -> int:
        if self._readonly:
            raise TypeError("this game is lent to a bot and is read-only")
        self._changes += 1
        return self._ptr

    def clone(self) -> "Game":
        """An independent copy, history included (same allocator)."""
        return Game._wrap(_new_handle(lib.nexus_game_clone, self._ptr),
                          self._allocator)

    def __copy__(self) -> "Game":
        return self.clone()

    def __deepcopy__(self, memo: Dict[int, Any]) -> "Game":
        return self.clone()

    def __reduce__(self) -> Tuple[Any, Tuple[str]]:
        # Through the record: the handle itself never leaves this object.
        # A custom allocator is not carried over.
        return (_from_record, (self.record(),))

    def copy_from(self, other: "Game") -> None:
        """Make this game an exact copy of ``other`` (nexus_game_copy),
        reusing its memory. Both must use the same allocator."""
        check_status(lib.nexus_game_copy(self._wptr, other._ptr))
        self._options = other._options

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        eq = c_int()
        check_status(lib.nexus_game_equal(byref(eq), self._ptr, other._ptr))
        return bool(eq.value)

    __hash__ = None  # type: ignore[assignment]

    # -- options and points -------------------------------------------------

    @property
    def options(self) -> Options:
        """The rules of the game."""
        return self._options

    @property
    def size(self) -> int:
        """The board size n."""
        return self._options.size

    @property
    def capture_debt(self) -> int:
        """Debt per captured stone (p1)."""
        return self._options.capture_debt

    @property
    def unblock_debt(self) -> int:
        """Debt per unblocking removal (p2)."""
        return self._options.unblock_debt

    @property
    def points(self) -> Tuple[Point, ...]:
        """Every point of the board, in canonical order."""
        return points_of(range(self.size * self.size), self.size)

    def point(self, point: PointLike) -> Point:
        """A point of this board from a name or an index."""
        return to_point(point, self.size)

    # -- queries --------------------------------------------------------------

    def _get(self, fn: Callable[..., int], ctype: Any = c_int,
             *extra: Any) -> Any:
        out = ctype()
        check_status(fn(byref(out), self._ptr, *extra))
        return out.value

    @property
    def to_move(self) -> Color:
        """The side to move (after the end: the side that would move)."""
        return Color(self._get(lib.nexus_game_to_move))

    @property
    def phase(self) -> Phase:
        """PLACE, UNBLOCK (unblock first) or OVER."""
        return Phase(self._get(lib.nexus_game_phase))

    def stone(self, point: PointLike) -> Color:
        """The colour at a point."""
        p = self.point(point)
        return Color(self._get(lib.nexus_game_stone, c_int, p))

    @property
    def debts(self) -> Tuple[int, int]:
        """(Black's debt, White's debt)."""
        b, w = c_int64(), c_int64()
        check_status(lib.nexus_game_debts(byref(b), byref(w), self._ptr))
        return b.value, w.value

    def debt(self, color: Color) -> int:
        """The debt of one side."""
        return self.debts[side(color) - 1]

    @property
    def quiet(self) -> int:
        """Turns in a row without a capture (R19)."""
        return int(self._get(lib.nexus_game_quiet))

    @property
    def turn_count(self) -> int:
        """Turns played since the start."""
        return int(self._get(lib.nexus_game_turn_count, c_size_t))

    def __len__(self) -> int:
        return self.turn_count

    @property
    def result(self) -> Result:
        """The result (outcome NONE while playing)."""
        o, r = c_int(), c_int()
        check_status(lib.nexus_game_result(byref(o), byref(r), self._ptr))
        return Result(Outcome(o.value), Reason(r.value))

    @property
    def over(self) -> bool:
        """The game has ended."""
        return self.phase == Phase.OVER

    def owns_line(self, color: Color) -> bool:
        """Whether ``color`` owns a full line."""
        c = side(color)
        return bool(self._get(lib.nexus_game_owns_line, c_int, c))

    def position(self) -> Position:
        """The current position."""
        cpos = CPosition()
        check_status(lib.nexus_game_position(byref(cpos), self._ptr))
        return Position.from_c(cpos, self.size)

    def start_position(self) -> Tuple[Position, bool]:
        """(the position the game started from, True if a custom one)."""
        cpos, custom = CPosition(), c_int()
        check_status(lib.nexus_game_start_position(byref(cpos), byref(custom),
                                                   self._ptr))
        return Position.from_c(cpos, self.size), bool(custom.value)

    @property
    def board(self) -> str:
        """The board as record text: 'X..../...'."""
        return records.fill_text(lib.nexus_game_format_board, self._ptr)

    @property
    def position_hash(self) -> int:
        """The 64-bit hash of (board, debt difference)."""
        return int(self._get(lib.nexus_game_hash, c_uint64))

    def _fill(self, fn: Callable[..., int], *extra: Any) -> List[int]:
        count = c_size_t()
        st = fn(None, 0, byref(count), self._ptr, *extra)
        if st not in (0, Status.E_BUFFER_TOO_SMALL):
            raise error(st)
        cap = count.value
        buf = (c_int * max(cap, 1))()
        check_status(fn(buf, cap, byref(count), self._ptr, *extra))
        return list(buf[:count.value])

    def legal_points(self) -> Tuple[Point, ...]:
        """The legal points of the side to move (empty when an unblocking
        is due or the game is over)."""
        return points_of(self._fill(lib.nexus_game_legal_points), self.size)

    def point_status(self, point: PointLike) -> PointStatus:
        """The status of a point for the side to move."""
        p = self.point(point)
        return PointStatus(self._get(lib.nexus_game_point_status, c_int, p))

    def is_legal(self, point: PointLike) -> bool:
        """Whether a point is a legal placement now."""
        return self.point_status(point) == PointStatus.LEGAL

    @property
    def unblock_size(self) -> int:
        """k, the number of enemy stones to remove; 0 when none is due."""
        return int(self._get(lib.nexus_game_unblock_size))

    def unblock_sets(self) -> List[Tuple[Point, ...]]:
        """Every offered unblocking set, as tuples of k points."""
        k = self.unblock_size
        flat = points_of(self._fill(lib.nexus_game_unblock_sets), self.size)
        if k <= 0:
            return []
        return [flat[i:i + k] for i in range(0, len(flat), k)]

    def legal_after_unblock(self, unblock: Any) -> Tuple[Point, ...]:
        """The points legal after removing an offered unblocking set."""
        pts = to_points(unblock, self.size, "unblock")
        return points_of(self._fill(lib.nexus_game_legal_after_unblock,
                                    _int_array(pts), len(pts)), self.size)

    def preview(self, point: PointLike, unblock: Any = ()) -> Preview:
        """What playing (unblock, point) would do; raises what :meth:`play`
        would raise (payment aside)."""
        p = self.point(point)
        pts = to_points(unblock, self.size, "unblock")
        pv = CPreview()
        check_status(lib.nexus_game_preview(byref(pv), self._ptr,
                                            _int_array(pts), len(pts), p))
        return Preview.from_c(pv, self.size)

    # -- playing --------------------------------------------------------------

    def _turn(self, point: TurnLike, unblock: Any, pay: Any) -> CTurn:
        turn = point if isinstance(point, Turn) else Turn(point, unblock, pay)
        return turn.to_c(self.size)

    def _turn_text(self, ct: CTurn) -> str:
        """A turn named in an error: 'turn=place C3' and the side."""
        return "turn=%s for %s" % (Turn.from_c(ct, self.size),
                                   self.to_move.name.lower())

    def play(self, point: TurnLike, unblock: Any = (), pay: Any = ()) -> None:
        """Play a full turn (``point`` may also be a
        :class:`~libnexus.data.Turn`). Atomic: on any error nothing
        changes."""
        ct = self._turn(point, unblock, pay)
        check_status(lib.nexus_game_play(self._wptr, byref(ct)),
                     self._turn_text(ct))

    def place(self, point: PointLike) -> None:
        """A placement needing neither unblocking nor payment."""
        p = self.point(point)
        check_status(lib.nexus_game_place(self._wptr, p), "place %s" % p)

    def undo(self) -> None:
        """Take back the last action (turn, draw offer or answer)."""
        check_status(lib.nexus_game_undo(self._wptr))

    def _index(self, index: int, name: str, allow_end: bool) -> int:
        i = check(index, name, SSIZE_T)
        count = self.turn_count
        if i < 0:
            i += count
        high = count if allow_end else count - 1
        if not 0 <= i <= high:
            raise error(Status.E_INVALID_ARG, "%s=%d is outside %d..%d "
                        "(turns played: %d)" % (name, index, -count, high,
                                                count))
        return i

    def turn_at(self, index: int) -> Turn:
        """The index-th turn played (negative: from the end)."""
        i = self._index(index, "index", allow_end=False)
        ct = CTurn()
        check_status(lib.nexus_game_turn_at(byref(ct), self._ptr, i))
        return Turn.from_c(ct, self.size)

    def history(self) -> Iterator[Turn]:
        """An iterator over the turns played, first to last; it raises
        RuntimeError if the game changes while it runs."""
        changes = self._changes
        for i in range(self.turn_count):
            if self._changes != changes:
                raise RuntimeError("the game changed during iteration")
            yield self.turn_at(i)

    def turns(self) -> List[Turn]:
        """Every turn played, in order."""
        return list(self.history())

    def declined_offers(self, index: Optional[int] = None) -> int:
        """Declined draw offers made before turn ``index`` (default: since
        the last turn)."""
        i = self.turn_count if index is None else \
            self._index(index, "index", allow_end=True)
        return int(self._get(lib.nexus_game_declined_offers, c_int, i))

    # -- draws ----------------------------------------------------------------

    def offer_draw(self) -> None:
        """The side to move offers a draw."""
        check_status(lib.nexus_game_offer_draw(self._wptr))

    def answer_draw(self, accept: bool) -> None:
        """The opponent accepts (True) or declines (False) the offer."""
        check_status(lib.nexus_game_answer_draw(self._wptr,
                                                1 if accept else 0))

    def accept_draw(self) -> None:
        """Accept the pending draw offer."""
        self.answer_draw(True)

    def decline_draw(self) -> None:
        """Decline the pending draw offer."""
        self.answer_draw(False)

    @property
    def draw_pending(self) -> bool:
        """A draw offer awaits an answer."""
        return bool(self._get(lib.nexus_game_draw_pending))

    # -- labels ---------------------------------------------------------------

    def label(self, color: Color) -> str:
        """The label of a side ('' when unset)."""
        c = side(color)
        out = c_char_p()
        check_status(lib.nexus_game_label(byref(out), self._ptr, c))
        return (out.value or b"").decode("ascii")

    def set_label(self, color: Color, label: Optional[str]) -> None:
        """Set (or clear with None / '') the label of a side."""
        c = side(color)
        raw = _label_bytes(label)
        check_status(lib.nexus_game_set_label(self._wptr, c, raw))

    @property
    def black_label(self) -> str:
        """Black's label."""
        return self.label(Color.BLACK)

    @black_label.setter
    def black_label(self, value: Optional[str]) -> None:
        self.set_label(Color.BLACK, value)

    @property
    def white_label(self) -> str:
        """White's label."""
        return self.label(Color.WHITE)

    @white_label.setter
    def white_label(self, value: Optional[str]) -> None:
        self.set_label(Color.WHITE, value)

    # -- records --------------------------------------------------------------

    def record(self) -> str:
        """The game's .nxr record."""
        return records.write_handle(self._ptr)

    def save(self, path: str) -> None:
        """Write the record to a file."""
        with open(path, "w", encoding="utf-8", newline="\n") as f:
            f.write(self.record())

    def format_turn(self, turn: TurnLike,
                    color: Optional[Color] = None) -> str:
        """A turn as a record line; ``color`` defaults to the side to move."""
        t = turn if isinstance(turn, Turn) else Turn(turn)
        who = self.to_move if color is None else side(color)
        return records.format_turn(t, who, self.size)

    def parse_turn(self, text: str) -> Tuple[Color, Turn]:
        """Parse a turn line for this board: (the side named, the turn)."""
        return records.parse_turn(text, self.size)

    def check_consistency(self) -> None:
        """Check every internal invariant (raises InvalidArgError)."""
        check_status(lib.nexus_game_check_consistency(self._ptr))

    # -- API 1.1: every turn, random turns, playouts --------------------------

    def check_turn(self, point: TurnLike, unblock: Any = (),
                   pay: Any = ()) -> None:
        """Raise what :meth:`play` would raise for this turn, without
        playing it (nexus_game_check_turn)."""
        ct = self._turn(point, unblock, pay)
        fn = _capi.need("nexus_game_check_turn")
        check_status(fn(self._ptr, byref(ct)), self._turn_text(ct))

    def random_turn(self, seed: int) -> Tuple[Turn, int]:
        """A uniformly random full legal turn (nexus_game_random_turn) from
        a splitmix64 state: (the turn, the next state)."""
        state = c_uint64(check(seed, "seed", UINT64))
        fn = _capi.need("nexus_game_random_turn")
        ct = CTurn()
        check_status(fn(byref(ct), self._ptr, byref(state)))
        return Turn.from_c(ct, self.size), state.value

    def playout(self, seed: int, turn_limit: Optional[int] = None) -> int:
        """Play uniformly random turns to the end of the game, or at most
        ``turn_limit`` turns (default: the match limit of R22); returns the
        turns played (nexus_game_playout)."""
        s = check(seed, "seed", UINT64)
        limit = _default_turn_limit() if turn_limit is None else \
            check(turn_limit, "turn_limit", SIZE_T)
        fn = _capi.need("nexus_game_playout")
        played = c_size_t()
        check_status(fn(self._wptr, s, limit, byref(played)))
        return played.value

    def count_turns(self) -> int:
        """The number of distinct full legal turns (saturates at 2**64-1)."""
        fn = _capi.need("nexus_game_count_turns")
        return int(self._get(fn, c_uint64))

    def legal_turns(self) -> Iterator[Turn]:
        """An iterator over every distinct full legal turn, in canonical
        order (nexus_turns_*); RuntimeError if the game changes while it
        runs."""
        from .turns import TurnIterator
        return TurnIterator(self)

    # -- display --------------------------------------------------------------

    def __str__(self) -> str:
        n = self.size
        rows = ["   " + " ".join(chr(ord("A") + c) for c in range(n))]
        board = self.board.split("/")
        rows += ["%2d %s" % (r + 1, " ".join(board[r])) for r in range(n)]
        b, w = self.debts
        rows.append("debts: black %d, white %d; quiet %d/%d"
                    % (b, w, self.quiet, self._options.quiet_limit))
        res = self.result
        rows.append(str(res) if res.over
                    else "%s to move" % self.to_move.name.lower())
        return "\n".join(rows)

    def __repr__(self) -> str:
        if self._h is None:
            return "<libnexus.Game closed>"
        state = str(self.result) if self.over else \
            "%s to move" % self.to_move.name.lower()
        return "<libnexus.Game %dx%d turn %d %s>" % (
            self.size, self.size, self.turn_count, state)

    def _repr_svg_(self) -> Optional[str]:
        """The board as SVG (Jupyter shows it); None for a closed game, so
        that Jupyter falls back to repr()."""
        if self.closed:
            return None
        from . import svg
        return svg.board(self)


@contextlib.contextmanager
def lent(handle: int) -> Iterator[Game]:
    """A read-only Game over a handle the library lends to a callback,
    closed when the callback returns (the handle is not the Game's)."""
    game = Game._wrap(handle, owned=False, readonly=True)
    try:
        yield game
    finally:
        game._h = None


def _default_turn_limit() -> int:
    """NEXUS_MATCH_DEFAULT_TURN_LIMIT, from the bot library's match
    defaults when it is there, else the value R22 documents."""
    try:
        from .match import default_turn_limit
        return default_turn_limit()
    except ImportError:
        return 1000


__dir__ = exports(globals())
