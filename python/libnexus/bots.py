"""Computer players: the library's simple, random, strong and MCTS bots,
and :class:`PythonBot` for strategies written in Python (libnexus-bot).
The solver and the players built on it are in :mod:`libnexus.solve`, and
engines speaking the protocol in :mod:`libnexus.engine`.

Every bot has one name, the same in ``bot.name``, in match results and
in the labels of its games' records: ``simple``, ``random``, ``strong``,
``mcts``, or the name a Python bot or an engine gives itself.

A bot pickles as its class and the arguments it was made with, and
unpickling makes a fresh bot by calling that class again (after checking
that it is a class of bots). Unpickling runs the constructor of whatever
bot class the pickle names, including your own PythonBot subclasses: a
pickle is exactly as safe as its source, so never unpickle bots (or match
tasks) from a source you do not trust.
"""

import ctypes
import weakref
from ctypes import byref, c_char_p, c_int, c_void_p
from typing import Any, Callable, Dict, List, Optional, Tuple

from . import _capi
from ._capi import CBotCallbacks, CMctsOptions, CStrongOptions, CTurn, botlib
from ._handle import Handle
from ._ints import INT, UINT, UINT64, ULONG, check, exports
from .data import Turn
from .errors import NexusError, Status, check_status, error
from .game import Game, lent

__all__ = ["Bot", "MctsBot", "PythonBot", "RandomBot", "SimpleBot",
           "StrongBot", "mcts_options", "strong_options"]

BOT_CALLBACKS_VERSION = 1
STRONG_OPTIONS_VERSION = 1
MCTS_OPTIONS_VERSION = 1
MAX_EXPLORATION = 1000.0


def _rebuild(cls: type, args: Tuple[Any, ...],
             kwargs: Dict[str, Any]) -> "Bot":
    """Unpickle a bot: check that ``cls`` is a class of bots and the
    arguments a tuple and a dict, before calling anything; then construct
    the bot again."""
    if not (isinstance(cls, type) and issubclass(cls, Bot)):
        raise TypeError("cls=%r is not a libnexus bot class" % (cls,))
    if type(args) is not tuple or type(kwargs) is not dict or \
            not all(type(k) is str for k in kwargs):
        raise TypeError("the arguments of %s are not a tuple and a dict of "
                        "str keys" % cls.__name__)
    return cls(*args, **kwargs)


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
        """The bot's name ('simple', 'random', 'strong', 'mcts', or a
        custom one)."""
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
    """The simple bot of docs/rules.md B1-B4, named 'simple' (the C
    library of 1.1 calls it 'bot'; this package uses the name the tool and
    the records use)."""

    def __init__(self) -> None:
        self._h = _new_bot(botlib().nexus_bot_new_simple)

    @property
    def name(self) -> str:
        """'simple'."""
        self._ptr  # a closed bot raises ClosedError, as for every bot
        return "simple"


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
        given["max_depth"] = check(max_depth, "max_depth", INT, 1, 32)
    opts = CStrongOptions()
    check_status(botlib().nexus_strong_options_init(byref(opts),
                                                    STRONG_OPTIONS_VERSION))
    for field, value in given.items():
        setattr(opts, field, value)
    _need_budget(opts.nodes, "nodes", opts.time_ms)
    return opts


def _need_budget(count: int, name: str, time_ms: int) -> None:
    if count == 0 and time_ms == 0:
        raise error(Status.E_INVALID_ARG, "%s=0 and time_ms=0: a bot needs "
                    "a budget (%s 1.. or time_ms 1..)" % (name, name))


def _exploration(value: object) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError("exploration=%r is not a number (%s)"
                        % (value, type(value).__name__))
    v = float(value)
    if not 0.0 <= v <= MAX_EXPLORATION:  # NaN fails both
        raise error(Status.E_INVALID_ARG, "exploration=%r is outside "
                    "0..%g" % (value, MAX_EXPLORATION))
    return v


def mcts_options(seed: int = 0, iterations: Optional[int] = None,
                 time_ms: Optional[int] = None,
                 exploration: Optional[float] = None) -> CMctsOptions:
    """nexus_mcts_options: the library's defaults, with what is given."""
    opts = CMctsOptions()
    check_status(botlib().nexus_mcts_options_init(byref(opts),
                                                  MCTS_OPTIONS_VERSION))
    opts.seed = check(seed, "seed", UINT64)
    if iterations is not None:
        opts.iterations = check(iterations, "iterations", ULONG)
    if time_ms is not None:
        opts.time_ms = check(time_ms, "time_ms", UINT)
    if exploration is not None:
        opts.exploration = _exploration(exploration)
    _need_budget(opts.iterations, "iterations", opts.time_ms)
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


class MctsBot(Bot):
    """The MCTS bot (plain UCT, uniformly random playouts), named 'mcts':
    the reference opponent of docs/bots.md. ``iterations`` is the number
    of playouts per turn (default 1000; deterministic for a given seed),
    ``time_ms`` an optional wall-clock limit per turn, ``exploration`` the
    UCB1 constant c, 0..1000 (default sqrt 2); None keeps the library's
    default."""

    def __init__(self, seed: int = 0, iterations: Optional[int] = None,
                 time_ms: Optional[int] = None,
                 exploration: Optional[float] = None) -> None:
        opts = mcts_options(seed, iterations, time_ms, exploration)
        self._h = _new_bot(botlib().nexus_bot_new_mcts, byref(opts))


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
            raise TypeError("name=%r is not a str (%s)"
                            % (label, type(label).__name__))
        if len(label) > 63 or not all("!" <= c <= "~" for c in label):
            raise error(Status.E_INVALID_ARG, "name=%r is not 0..63 "
                        "characters of printable ASCII without spaces"
                        % (label[:80],))
        cb.name = label.encode("ascii") if label else None
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


__dir__ = exports(globals())
