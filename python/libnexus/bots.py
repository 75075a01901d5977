"""Computer players: every built-in bot of libnexus-bot by name with its
options (:class:`BuiltinBot`, :func:`bot_options`; the classes
:class:`SimpleBot`, :class:`RandomBot`, :class:`MctsBot`,
:class:`MctsUniformBot`, :class:`StrongBot`), and :class:`PythonBot` for
strategies written in Python.
The solver and the players built on it are in :mod:`libnexus.solve`, and
engines speaking the protocol in :mod:`libnexus.engine`.

Every bot has one name, the same in ``bot.name``, in match results and
in the labels of its games' records: ``simple``, ``random``, ``mcts``,
``mcts-uniform``, ``strong``, or the name a Python bot or an engine gives
itself.

A bot pickles as its class and the arguments it was made with, and
unpickling makes a fresh bot by calling that class again (after checking
that it is a class of bots). Unpickling runs the constructor of whatever
bot class the pickle names, including your own PythonBot subclasses: a
pickle is exactly as safe as its source, so never unpickle bots (or match
tasks) from a source you do not trust.
"""

import ctypes
import dataclasses
import warnings
import weakref
from ctypes import byref, c_char_p, c_int, c_void_p
from typing import Any, Callable, Dict, List, Optional, Tuple, Union

from . import _capi
from ._capi import CBotCallbacks, CBotOption, CTurn, botlib
from ._handle import Handle
from ._ints import UINT64, as_int, check, exports, range_text
from .data import Turn
from .errors import NexusError, Status, check_status, error
from .game import Game, lent

__all__ = ["Bot", "BotOption", "BuiltinBot", "MctsBot", "MctsUniformBot",
           "PythonBot", "RandomBot", "SimpleBot", "StrongBot", "bot",
           "bot_options", "builtin_bots"]

BOT_CALLBACKS_VERSION = 1


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
        """The bot's name ('simple', 'random', 'mcts', 'mcts-uniform',
        'strong', or a custom one)."""
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


@dataclasses.dataclass(frozen=True)
class BotOption:
    """An option of a built-in bot (nexus_bot_option_info): its name, its
    type ('integer', 'float' or 'boolean'), default, range and help."""
    name: str
    type: str
    default: Union[int, float, bool]
    min: Union[int, float]
    max: Union[int, float]
    help: str

    def check(self, value: object, argument: Optional[str] = None) -> str:
        """Returns ``value`` as the library's text for this option, or
        raises naming the argument (the option, unless ``argument`` gives
        the name the caller used), the value and the range allowed."""
        if argument is not None and argument != self.name:
            return dataclasses.replace(self, name=argument).check(value)
        if self.type == "boolean":
            if not isinstance(value, bool):
                raise TypeError("%s=%r is not a bool" % (self.name, value))
            return "true" if value else "false"
        if self.type == "integer":
            v = as_int(value, self.name)
            if not self.min <= v <= self.max:
                raise error(Status.E_INVALID_ARG, "%s=%d is outside %s"
                            % (self.name, v, range_text(int(self.min),
                                                        int(self.max))))
            return str(v)
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise TypeError("%s=%r is not a number (%s)"
                            % (self.name, value, type(value).__name__))
        f = float(value)
        if not self.min <= f <= self.max:  # NaN fails both
            raise error(Status.E_INVALID_ARG, "%s=%r is outside %g..%g"
                        % (self.name, value, self.min, self.max))
        return repr(f)

    def parse(self, text: str) -> Union[int, float, bool]:
        """Returns the value the library's text of this option says."""
        if self.type == "boolean":
            return text == "true"
        return int(text) if self.type == "integer" else float(text)


_TYPES = ("integer", "float", "boolean")


def _text(raw: Optional[bytes]) -> str:
    return (raw or b"").decode("ascii")


def builtin_bots() -> Tuple[Tuple[str, str], ...]:
    """Returns every built-in bot, (name, one line of help), in the
    library's order (nexus_bot_builtin): simple, random, mcts,
    mcts-uniform, strong."""
    out: List[Tuple[str, str]] = []
    name, info = c_char_p(), c_char_p()
    while botlib().nexus_bot_builtin(byref(name), byref(info),
                                     len(out)) == 0:
        out.append((_text(name.value), _text(info.value)))
    return tuple(out)


def _known(bot: object) -> str:
    names = [n for n, _ in builtin_bots()]
    if not isinstance(bot, str) or bot not in names + ["bot"]:
        raise error(Status.E_INVALID_ARG, "bot=%r is not a built-in bot "
                    "(%s)" % (bot, ", ".join(names)))
    return "simple" if bot == "bot" else bot


def bot_options(bot: str) -> Tuple[BotOption, ...]:
    """Returns the options of the built-in bot ``bot``, in order (the first
    is its budget); docs/bots.md describes them."""
    raw = _known(bot).encode()
    count = ctypes.c_size_t()
    check_status(botlib().nexus_bot_option_count(byref(count), raw))
    out: List[BotOption] = []
    for i in range(count.value):
        ptr = ctypes.POINTER(CBotOption)()
        check_status(botlib().nexus_bot_option_info(byref(ptr), raw, i))
        o = ptr.contents
        kind = _TYPES[o.type]
        cast: Any = {"integer": int, "float": float, "boolean": bool}[kind]
        bound: Any = float if kind == "float" else int
        out.append(BotOption(_text(o.name), kind, cast(o.default_value),
                             bound(o.min), bound(o.max), _text(o.help)))
    return tuple(out)


class BuiltinBot(Bot):
    """A built-in bot made by its name (nexus_bot_new_named), with its
    options set by keyword: ``BuiltinBot("mcts", seed=3, iterations=200)``.
    Every option is checked against :func:`bot_options` before the bot is
    made. The subclasses name the bot for you; :meth:`from_spec` reads a
    spec such as ``"strong:time=50"``."""

    def __init__(self, bot: str, seed: int = 0, **options: Any) -> None:
        name = _known(bot)
        s = check(seed, "seed", UINT64)
        table = {o.name: o for o in bot_options(name)}
        texts = []
        for key, value in options.items():
            if key not in table:
                raise error(Status.E_INVALID_ARG, "%s=%r is not an option of "
                            "%s (%s)" % (key, value, name,
                                         ", ".join(table) or "none"))
            texts.append((key, table[key].check(value)))
        self._h = _new_bot(botlib().nexus_bot_new_named, name.encode())
        self._bot = name
        for key, text in texts:
            check_status(botlib().nexus_bot_set_option(
                self._h, key.encode(), text.encode()))
        if s:
            self.seed(s)

    @classmethod
    def from_spec(cls, spec: str) -> "BuiltinBot":
        """The bot of a spec: a built-in bot's name, optionally ':' and
        settings, e.g. 'mcts:1000' or 'strong:time=50,max_depth=8'."""
        if not isinstance(spec, str):
            raise TypeError("spec=%r is not a str" % (spec,))
        name, _, rest = spec.partition(":")
        options = bot_options(_known(name))
        values: Dict[str, Any] = {}
        for i, item in enumerate(rest.split(",") if rest else []):
            key, eq, text = item.partition("=")
            if not eq and i == 0 and options:
                key, text = options[0].name, item
            match = [o for o in options if o.name == key]
            if not match:
                raise error(Status.E_INVALID_ARG, "spec=%r: %r is not an "
                            "option of %s" % (spec, key, name))
            try:
                values[key] = match[0].parse(text)
            except ValueError:
                raise error(Status.E_PARSE, "spec=%r: %s=%r is not a %s"
                            % (spec, key, text, match[0].type)) from None
        return cls(name, **values)

    def option(self, option: str) -> Union[int, float, bool]:
        """Returns the current value of an option."""
        found = [o for o in bot_options(self._bot) if o.name == option]
        if not found:
            raise error(Status.E_INVALID_ARG, "option=%r is not an option "
                        "of %s" % (option, self._bot))
        buf = ctypes.create_string_buffer(80)
        count = ctypes.c_size_t()
        check_status(botlib().nexus_bot_get_option(buf, 80, byref(count),
                                                   self._ptr,
                                                   option.encode()))
        return found[0].parse(buf.value.decode("ascii"))

    @property
    def options(self) -> Dict[str, Union[int, float, bool]]:
        """Every option with its current value."""
        return {o.name: self.option(o.name) for o in bot_options(self._bot)}

    def set_option(self, option: str, value: Any) -> None:
        """Set an option from its next turn on (checked as for the
        constructor)."""
        found = [o for o in bot_options(self._bot) if o.name == option]
        if not found:
            raise error(Status.E_INVALID_ARG, "%s=%r is not an option of %s"
                        % (option, value, self._bot))
        text = found[0].check(value)
        check_status(botlib().nexus_bot_set_option(
            self._ptr, option.encode(), text.encode()))

    def __reduce__(self) -> Tuple[Any, ...]:
        # The constructor's arguments with the options as they are now, so
        # that a copy plays the same.
        args, kwargs = self._recipe
        current = self.options
        if not current:
            return super().__reduce__()
        return (_rebuild, (type(self), args, dict(kwargs, **current)))


class SimpleBot(BuiltinBot):
    """The simple bot of docs/rules.md B1-B4, named 'simple'."""

    def __init__(self) -> None:
        super().__init__("simple")

    @property
    def name(self) -> str:
        """'simple' (a C library of 1.1 calls it 'bot')."""
        self._ptr  # a closed bot raises ClosedError, as for every bot
        return "simple"


class RandomBot(BuiltinBot):
    """The uniform random player, named 'random'."""

    def __init__(self, seed: int = 0) -> None:
        super().__init__("random", seed)


class StrongBot(BuiltinBot):
    """The strong search bot, named 'strong'. Options (docs/bots.md):
    ``nodes`` (search budget per turn; deterministic for a seed),
    ``time`` (CPU milliseconds per turn, 0 for none), ``max_depth``.

    The arguments of 1.1 still work: ``StrongBot(seed, nodes, time_ms,
    max_depth)``, where None keeps the default. ``time_ms`` is read as
    ``time`` with a DeprecationWarning, since the budget is now CPU time."""

    def __init__(self, seed: int = 0, nodes: Optional[int] = None,
                 time_ms: Optional[int] = None,
                 max_depth: Optional[int] = None, **options: Any) -> None:
        for key, value in (("nodes", nodes), ("max_depth", max_depth)):
            if value is not None:
                options[key] = value
        if time_ms is not None:
            warnings.warn("StrongBot(time_ms=...) is StrongBot(time=...) "
                          "since 1.2, in CPU milliseconds",
                          DeprecationWarning, stacklevel=2)
            time = [o for o in bot_options("strong") if o.name == "time"][0]
            time.check(time_ms, "time_ms")
            options["time"] = time_ms
        super().__init__("strong", seed, **options)


class MctsBot(BuiltinBot):
    """The MCTS bot (UCT), named 'mcts', the yardstick of docs/bots.md.
    Options: ``iterations`` (playouts per turn; deterministic for a seed),
    ``time`` (CPU milliseconds per turn), ``exploration`` (the UCB1
    constant, 0..1000)."""

    def __init__(self, seed: int = 0, **options: Any) -> None:
        super().__init__("mcts", seed, **options)


class MctsUniformBot(BuiltinBot):
    """Plain UCT with uniformly random playouts, named 'mcts-uniform' (the
    MCTS bot of 1.1); the options of :class:`MctsBot`."""

    def __init__(self, seed: int = 0, **options: Any) -> None:
        super().__init__("mcts-uniform", seed, **options)


def bot(spec: str) -> BuiltinBot:
    """Returns the built-in bot of a spec ('simple', 'mcts:1000', ...)."""
    return BuiltinBot.from_spec(spec)


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
