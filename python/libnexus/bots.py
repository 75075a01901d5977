"""Computer players: the library's simple, random and strong bots, and
:class:`PythonBot` for strategies written in Python (libnexus-bot)."""

import ctypes
import weakref
from ctypes import byref, c_char_p, c_int, c_void_p
from typing import Any, Callable, Dict, List, Optional, Tuple

from . import _capi
from ._capi import CBotCallbacks, CStrongOptions, CTurn, botlib
from ._handle import Handle
from ._ints import INT, UINT, UINT64, ULONG, check
from .data import Turn
from .errors import NexusError, Status, check_status, error
from .game import Game, lent

BOT_CALLBACKS_VERSION = 1
STRONG_OPTIONS_VERSION = 1


def _rebuild(cls: type, args: Tuple[Any, ...],
             kwargs: Dict[str, Any]) -> "Bot":
    """Unpickle a bot: construct it again from its arguments."""
    bot = cls(*args, **kwargs)
    assert isinstance(bot, Bot)
    return bot


def _new_bot(call: Callable[..., int], *args: Any) -> int:
    h = c_void_p()
    check_status(call(byref(h), *args))
    assert h.value is not None
    return h.value


class Bot(Handle):
    """A computer player (a nexus_bot handle). Use :class:`SimpleBot`,
    :class:`RandomBot`, :class:`StrongBot` or subclass :class:`PythonBot`.

    A bot pickles as its class and constructor arguments, so it can be sent
    to another process (matches do); the copy is a fresh bot.
    """

    _kind = "bot"
    _recipe: Tuple[Tuple[Any, ...], Dict[str, Any]]
    _pending: Optional[BaseException]

    def __new__(cls, *args: Any, **kwargs: Any) -> "Bot":
        self = super().__new__(cls)
        self._recipe = (args, kwargs)
        self._pending = None
        return self

    def __reduce__(self) -> Tuple[Any, ...]:
        args, kwargs = self._recipe
        return (_rebuild, (type(self), args, kwargs))

    def _release(self, handle: int) -> None:
        botlib().nexus_bot_free(handle)

    def _raise(self, st: int) -> None:
        """Raise a callback's stored exception, or the status error."""
        pending, self._pending = self._pending, None
        if pending is not None:
            raise pending
        check_status(st)

    @property
    def name(self) -> str:
        """The bot's name ('simple', 'random', 'strong', or a custom one)."""
        out = c_char_p()
        check_status(botlib().nexus_bot_name(byref(out), self._ptr))
        return (out.value or b"").decode("ascii")

    def choose(self, game: Game) -> Turn:
        """The bot's full turn for the side to move of ``game``."""
        ct = CTurn()
        self._pending = None
        self._raise(botlib().nexus_bot_choose(byref(ct), self._ptr, game._ptr))
        return Turn.from_c(ct, game.size)

    def _flag(self, call: Callable[..., int], game: Game) -> bool:
        v = c_int()
        self._pending = None
        self._raise(call(byref(v), self._ptr, game._ptr))
        return bool(v.value)

    def offer_draw(self, game: Game) -> bool:
        """Whether the bot, to move in ``game``, offers a draw."""
        return self._flag(botlib().nexus_bot_offer_draw, game)

    def answer_draw(self, game: Game) -> bool:
        """Whether the bot accepts the draw pending in ``game``."""
        return self._flag(botlib().nexus_bot_answer_draw, game)

    def seed(self, seed: int) -> None:
        """Reseed for a new game (0 .. 2**64-1)."""
        s = check(seed, "seed", UINT64)
        self._pending = None
        self._raise(botlib().nexus_bot_seed(self._ptr, s))

    def play(self, game: Game) -> Turn:
        """Choose a turn and play it on ``game``; returns the turn."""
        turn = self.choose(game)
        game.play(turn)
        return turn

    def __repr__(self) -> str:
        return "<libnexus.%s %s>" % (type(self).__name__,
                                     repr(self.name) if self._h else "closed")


class SimpleBot(Bot):
    """The simple bot of docs/rules.md B1-B4, named 'bot'."""

    def __init__(self) -> None:
        self._h = _new_bot(botlib().nexus_bot_new_simple)


class RandomBot(Bot):
    """The uniform random player, named 'random'."""

    def __init__(self, seed: int = 0) -> None:
        s = check(seed, "seed", UINT64)
        self._h = _new_bot(botlib().nexus_bot_new_random, s)


def strong_options(seed: int = 0, nodes: Optional[int] = None,
                   time_ms: Optional[int] = None,
                   max_depth: Optional[int] = None) -> CStrongOptions:
    """nexus_strong_options: the library's defaults, with what is given."""
    given = {"seed": check(seed, "seed", UINT64)}
    if nodes is not None:
        given["nodes"] = check(nodes, "nodes", ULONG)
    if time_ms is not None:
        given["time_ms"] = check(time_ms, "time_ms", UINT)
    if max_depth is not None:
        given["max_depth"] = check(max_depth, "max_depth", INT)
    opts = CStrongOptions()
    check_status(botlib().nexus_strong_options_init(byref(opts),
                                                    STRONG_OPTIONS_VERSION))
    for field, value in given.items():
        setattr(opts, field, value)
    return opts


class StrongBot(Bot):
    """The strong search bot, named 'strong'. ``nodes`` is the search budget
    per turn (deterministic for a given seed), ``time_ms`` an optional
    wall-clock limit per turn, ``max_depth`` the deepest iteration; None
    keeps the library's default."""

    def __init__(self, seed: int = 0, nodes: Optional[int] = None,
                 time_ms: Optional[int] = None,
                 max_depth: Optional[int] = None) -> None:
        opts = strong_options(seed, nodes, time_ms, max_depth)
        self._h = _new_bot(botlib().nexus_bot_new_strong, byref(opts))


class PythonBot(Bot):
    """A bot written in Python, plugged in through the custom-bot interface.

    Override :meth:`choose_turn` (required), and optionally
    :meth:`should_offer_draw`, :meth:`should_accept_draw` and :meth:`reseed`.
    Each gets a read-only :class:`~libnexus.Game` valid only during the
    call. ``choose_turn`` returns a :class:`~libnexus.Turn` or a point. An
    exception raised in a hook is re-raised by the call that caused it.
    ``name`` (class attribute or argument) is the label of the bot's games.
    """

    name = "python"

    def __init__(self, name: Optional[str] = None) -> None:
        if name is not None:
            self.name = name
        cb = CBotCallbacks()
        check_status(botlib().nexus_bot_callbacks_init(byref(cb),
                                                       BOT_CALLBACKS_VERSION))
        self._cfuncs = self._thunks(cb)
        label = self.name
        if not isinstance(label, str):
            raise TypeError("a bot name is a str")
        try:
            cb.name = label.encode("ascii") if label else None
        except UnicodeEncodeError:
            raise error(Status.E_INVALID_ARG, repr(label)) from None
        self._h = _new_bot(botlib().nexus_bot_new_custom, byref(cb))
        self.name = Bot.name.fget(self)  # type: ignore[attr-defined]

    def _thunks(self, cb: CBotCallbacks) -> List[Any]:
        """The C callbacks; they reach the bot through a weak reference, so
        the bot has no reference cycle and is freed once dropped."""
        ref = weakref.ref(self)

        def thunk(ftype: Any, method: str) -> Any:
            def call(*args: Any) -> int:
                bot = ref()
                if bot is None:
                    return int(Status.E_INVALID_ARG)
                return int(getattr(bot, method)(*args))
            return ftype(call)

        cls = type(self)
        hooks = [("choose_turn", _capi.CHOOSE_FN, "_choose_cb", None),
                 ("offer_draw", _capi.FLAG_FN, "_offer_cb",
                  "should_offer_draw"),
                 ("answer_draw", _capi.FLAG_FN, "_answer_cb",
                  "should_accept_draw"),
                 ("seed", _capi.SEED_FN, "_seed_cb", "reseed")]
        made = []
        for field, ftype, method, hook in hooks:
            if hook and getattr(cls, hook) is getattr(PythonBot, hook):
                continue
            made.append(thunk(ftype, method))
            setattr(cb, field, made[-1])
        return made

    # -- hooks --------------------------------------------------------------

    def choose_turn(self, game: Game) -> Any:
        """Return the full turn for the side to move of ``game``."""
        raise NotImplementedError

    def should_offer_draw(self, game: Game) -> bool:
        """Whether to offer a draw before the turn (default: never)."""
        return False

    def should_accept_draw(self, game: Game) -> bool:
        """Whether to accept the pending offer (default: decline)."""
        return False

    def reseed(self, seed: int) -> None:
        """Reseed for a new game (default: nothing)."""

    # -- C callbacks ----------------------------------------------------------

    def _guard(self, fn: Callable[[], None]) -> int:
        try:
            fn()
            return 0
        except NexusError as exc:
            self._pending = exc
            st = exc.status
            return int(st) if isinstance(st, int) and st < 0 else \
                int(Status.E_INVALID_ARG)
        except BaseException as exc:  # re-raised by the Python caller
            self._pending = exc
            return int(Status.E_INVALID_ARG)

    def _lend(self, game_ptr: int, use: Callable[[Game], None]) -> int:
        def run() -> None:
            with lent(game_ptr) as game:
                use(game)
        return self._guard(run)

    def _choose_cb(self, _user: Any, game_ptr: int, turn_ptr: Any) -> int:
        def use(game: Game) -> None:
            turn = self.choose_turn(game)
            if not isinstance(turn, Turn):
                turn = Turn(turn)
            ct = turn.to_c(game.size)
            ctypes.memmove(turn_ptr, byref(ct), ctypes.sizeof(CTurn))
        return self._lend(game_ptr, use)

    def _offer_cb(self, _user: Any, game_ptr: int, out: Any) -> int:
        def use(game: Game) -> None:
            out[0] = 1 if self.should_offer_draw(game) else 0
        return self._lend(game_ptr, use)

    def _answer_cb(self, _user: Any, game_ptr: int, out: Any) -> int:
        def use(game: Game) -> None:
            out[0] = 1 if self.should_accept_draw(game) else 0
        return self._lend(game_ptr, use)

    def _seed_cb(self, _user: Any, seed: int) -> int:
        return self._guard(lambda: self.reseed(seed))
