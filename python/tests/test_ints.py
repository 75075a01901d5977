"""Every integer argument of every wrapped call is range-checked before C:
a table of calls, each fed integers outside its C type (and outside the
range the package knows), must raise OverflowError or ValueError (an
InvalidArgError for a range the library has) naming the argument and its
value, and make no C call that takes it."""

import inspect
import typing

import pytest

import libnexus
from libnexus import _capi
from libnexus.match import InlineExecutor, play_match, play_series, round_robin

HUGE = [2 ** 64 + 5, -(2 ** 64) - 1]
INT = HUGE + [2 ** 31, -(2 ** 31) - 1]
UNSIGNED = HUGE + [-1]
INT64 = HUGE + [2 ** 63, -(2 ** 63) - 1]
SIZE = HUGE + [-1]


def game():
    g = libnexus.Game()
    g.play("C3")
    return g


def position(**kw):
    return libnexus.Position.from_board("X../.O./...", **kw)


# (call name, argument named in the error, bad values, call(value)).
# `call` gets the bad value and makes the wrapped call with it.
CASES = [
    ("status_name", "status", INT, lambda v: libnexus.status_name(v)),
    ("status_message", "status", INT, lambda v: libnexus.status_message(v)),
    ("parse_point", "size", INT, lambda v: libnexus.parse_point("A1", v)),
    ("point_name", "point", INT, lambda v: libnexus.point_name(v, 5)),
    ("point_name", "size", INT, lambda v: libnexus.point_name(0, v)),
    ("Point", "point", INT, lambda v: libnexus.Point(v, 5)),
    ("Game", "size", INT, lambda v: libnexus.Game(size=v)),
    ("Game", "capture_debt", INT, lambda v: libnexus.Game(capture_debt=v)),
    ("Game", "unblock_debt", INT, lambda v: libnexus.Game(unblock_debt=v)),
    ("Options", "size", INT, lambda v: libnexus.Options(size=v)),
    ("Game.from_position", "black_debt", INT64,
     lambda v: libnexus.Game.from_position(position(black_debt=v))),
    ("Game.from_position", "white_debt", INT64,
     lambda v: libnexus.Game.from_position(position(white_debt=v))),
    ("Game.from_position", "quiet", INT,
     lambda v: libnexus.Game.from_position(position(quiet=v))),
    ("Game.from_position", "to_move", INT,
     lambda v: libnexus.Game.from_position(position(to_move=v))),
    ("Game.from_position", "cells[0]", [256, -1] + HUGE,
     lambda v: libnexus.Game.from_position(
         libnexus.Position((v,) + (0,) * 8))),
    ("Game.from_position", "capture_debt", INT,
     lambda v: libnexus.Game.from_position(position(), capture_debt=v)),
    ("Game.from_position", "unblock_debt", INT,
     lambda v: libnexus.Game.from_position(position(), unblock_debt=v)),
    ("Game.point", "point", INT, lambda v: G.point(v)),
    ("Turn.on", "size", INT, lambda v: libnexus.Turn(0).on(v)),
    ("Turn.to_c", "size", INT, lambda v: libnexus.Turn(0).to_c(v)),
    ("Turn.format", "color", INT, lambda v: libnexus.Turn(0).format(v)),
    ("parse_turn", "size", INT,
     lambda v: libnexus.records.parse_turn("B place A1", v)),
    ("format_turn", "size", INT,
     lambda v: libnexus.records.format_turn(libnexus.Turn(0), 1, v)),
    ("format_turn", "color", INT,
     lambda v: libnexus.records.format_turn(libnexus.Turn(0), v, 5)),
    ("lines", "size", INT, lambda v: libnexus.lines(v)),
    ("Game.stone", "point", INT, lambda v: G.stone(v)),
    ("Game.point_status", "point", INT, lambda v: G.point_status(v)),
    ("Game.is_legal", "point", INT, lambda v: G.is_legal(v)),
    ("Game.owns_line", "color", INT, lambda v: G.owns_line(v)),
    ("Game.label", "color", INT, lambda v: G.label(v)),
    ("Game.set_label", "color", INT, lambda v: G.set_label(v, "x")),
    ("Game.play", "point", INT, lambda v: G.play(v)),
    ("Game.play", "unblock[0]", INT, lambda v: G.play(0, unblock=[v])),
    ("Game.play", "pay[1]", INT, lambda v: G.play(0, pay=[0, v])),
    ("Game.place", "point", INT, lambda v: G.place(v)),
    ("Game.preview", "point", INT, lambda v: G.preview(v)),
    ("Game.preview", "unblock[0]", INT, lambda v: G.preview(0, [v])),
    ("Game.legal_after_unblock", "unblock[0]", INT,
     lambda v: G.legal_after_unblock([v])),
    ("Game.turn_at", "index", HUGE + [2 ** 63, 1, -2],
     lambda v: G.turn_at(v)),
    ("Game.declined_offers", "index", HUGE + [2, -2],
     lambda v: G.declined_offers(v)),
    ("Game.format_turn", "color", INT,
     lambda v: G.format_turn(libnexus.Turn(0), v)),
    ("Game.format_turn", "point", INT,
     lambda v: G.format_turn(libnexus.Turn(v))),
    ("Turn.format", "size", INT,
     lambda v: libnexus.Turn(0).format(libnexus.Color.BLACK, v)),
    ("Turn.parse", "size", INT, lambda v: libnexus.Turn.parse("B place A1", v)),
    ("Game.playout", "seed", UNSIGNED, lambda v: G.playout(v)),
    ("Game.playout", "turn_limit", SIZE, lambda v: G.playout(0, v)),
    ("Game.random_turn", "seed", UNSIGNED, lambda v: G.random_turn(v)),
    ("Game.check_turn", "point", INT, lambda v: G.check_turn(v)),
]

def keyword_cases(name, call, args):
    """Rows for the keyword arguments ``args`` ((name, bad values)) of
    ``call(**kwargs)``."""
    return [(name, arg, values, lambda v, arg=arg: call(**{arg: v}))
            for arg, values in args]


BOT_CASES = [
    ("RandomBot", "seed", UNSIGNED, lambda v: libnexus.RandomBot(v)),
    ("Bot.seed", "seed", UNSIGNED, lambda v: BOT.seed(v)),
    ("play_series", "games", UNSIGNED,
     lambda v: play_series(BOT, BOT, v, InlineExecutor())),
    ("round_robin", "games", UNSIGNED,
     lambda v: round_robin([BOT, BOT], v, InlineExecutor())),
]
STRONG = [("seed", UNSIGNED), ("nodes", UNSIGNED), ("time", UNSIGNED),
          ("max_depth", INT)]
GAME = [("size", INT), ("capture_debt", INT), ("unblock_debt", INT)]
BOT_CASES += keyword_cases("StrongBot", lambda **k: libnexus.StrongBot(**k),
                           STRONG)
# time_ms is the 1.1 name of time (it warns, then checks the value).
BOT_CASES += keyword_cases("StrongBot", lambda **k: libnexus.StrongBot(**k),
                           [("time_ms", UNSIGNED)])
MCTS = [("seed", UNSIGNED), ("iterations", UNSIGNED), ("time", UNSIGNED)]
BOT_CASES += keyword_cases("MctsBot", lambda **k: libnexus.MctsBot(**k), MCTS)
BOT_CASES += keyword_cases("MctsUniformBot",
                           lambda **k: libnexus.MctsUniformBot(**k), MCTS)
BOT_CASES += keyword_cases("BuiltinBot",
                           lambda **k: libnexus.BuiltinBot("strong", **k),
                           STRONG)
BOT_CASES += keyword_cases("play_match",
                           lambda **k: play_match(BOT, BOT, **k),
                           GAME + [("seed", UNSIGNED), ("turn_limit", SIZE)])
BOT_CASES += keyword_cases("play_series",
                           lambda **k: play_series(BOT, BOT, 1,
                                                   InlineExecutor(), **k),
                           GAME + [("seed", UNSIGNED), ("turn_limit", SIZE),
                                   ("retries", UNSIGNED)])

G = None
BOT = None


# Calls that read a game or fill defaults, taking no integer of the
# caller's: a bad integer may be refused after them.
QUERIES = {"nexus_game_turn_count", "nexus_game_to_move", "nexus_bot_name",
           "nexus_options_init", "nexus_match_options_init",
           "nexus_strong_options_init", "nexus_game_options",
           # the name and message of the error raised
           "nexus_status_name", "nexus_status_message",
           "nexus_mcts_options_init",
           # the names and options of the built-in bots (bot API 1.2)
           "nexus_bot_builtin", "nexus_bot_option_count",
           "nexus_bot_option_info"}


class CallSpy:
    """Records the calls into both C libraries, with their arguments as
    Python passed them (before ctypes converts, or wraps, them)."""

    def __init__(self, monkeypatch):
        self.calls = []
        libs = [(_capi.lib, {**_capi.CORE_PROTOTYPES,
                             **_capi.CORE_1_1_PROTOTYPES})]
        if _capi._bot_library is not None:
            libs.append((_capi._bot_library, _capi.BOT_PROTOTYPES))
        for lib, table in libs:
            for name in table:
                if hasattr(lib, name):
                    monkeypatch.setattr(lib, name, self.wrap(name,
                                                             getattr(lib,
                                                                     name)))

    def wrap(self, name, fn):
        def spy(*args):
            if not name.endswith("_free"):  # the collector frees others
                self.calls.append((name, args))
            return fn(*args)
        return spy


def ids(cases):
    return ["%s-%s" % (c[0], c[1]) for c in cases]


def run_case(monkeypatch, arg, values, call):
    for value in values:
        spy = CallSpy(monkeypatch)
        with pytest.raises((OverflowError, ValueError)) as info:
            call(value)
        # The message names the argument and the value refused.
        assert "%s=%d" % (arg, value) in str(info.value), str(info.value)
        called = [name for name, _ in spy.calls]
        assert set(called) <= QUERIES, "%s=%r called %s" % (arg, value, called)
        # (the error's own status, -1, is not the value refused)
        assert all(value not in args for name, args in spy.calls
                   if not name.startswith("nexus_status_"))
        monkeypatch.undo()


@pytest.mark.parametrize("name,arg,values,call", CASES, ids=ids(CASES))
def test_bad_integer_raises_before_c(monkeypatch, name, arg, values, call):
    global G
    G = game()
    run_case(monkeypatch, arg, values, call)
    G.check_consistency()
    assert G.turn_count == 1


@pytest.mark.bots
@pytest.mark.parametrize("name,arg,values,call", BOT_CASES,
                         ids=ids(BOT_CASES))
def test_bad_integer_raises_before_c_bots(monkeypatch, name, arg, values,
                                         call):
    global BOT
    BOT = libnexus.SimpleBot()
    run_case(monkeypatch, arg, values, call)


def test_not_an_integer():
    g = game()
    for bad in (1.5, "1", None, True):
        with pytest.raises(TypeError):
            g.turn_at(bad)
    with pytest.raises(TypeError):
        g.play(1.5)
    with pytest.raises(TypeError):
        libnexus.Game(size=5.0)


def int_parameters(fn):
    """The parameters of ``fn`` annotated with an integer type."""
    hints = typing.get_type_hints(fn, localns=vars(libnexus))
    out = []
    for name, hint in hints.items():
        if name == "return":
            continue
        options = typing.get_args(hint) or (hint,)
        if any(isinstance(o, type) and issubclass(o, int) and o is not bool
               for o in options):
            out.append(name)
    return out


def wrapped_calls():
    """(qualified name, integer parameters) of every public function and
    method of the package."""
    for module in (libnexus, libnexus.game, libnexus.bots, libnexus.match,
                   libnexus.points, libnexus.data, libnexus.records,
                   libnexus.svg, libnexus.errors):
        for name, obj in vars(module).items():
            if name.startswith("_") or \
                    getattr(obj, "__module__", None) != module.__name__:
                continue
            if inspect.isfunction(obj):
                yield name, int_parameters(obj)
            elif inspect.isclass(obj) and not issubclass(obj, Exception):
                init = obj.__dict__.get("__init__") or \
                    obj.__dict__.get("__new__")
                init = getattr(init, "__func__", init)
                if init is not None:
                    yield name, int_parameters(init)
                for attr, m in vars(obj).items():
                    if inspect.isfunction(m) and not attr.startswith("_"):
                        yield "%s.%s" % (name, attr), int_parameters(m)
                    elif isinstance(m, (classmethod, staticmethod)) and \
                            not attr.startswith("_"):
                        yield "%s.%s" % (name, attr), \
                            int_parameters(m.__func__)


# Integer parameters that reach C only through a call of the table (or not
# at all), and calls whose integers are their own C wrappers' checks.
NOT_IN_TABLE = {"Position.from_board", "Result", "Preview", "GameResult",
                "GameTask", "MatchResult", "SeriesResult", "Options.of",
                "Turn.from_c", "Position.from_c", "run_tasks",
                "Game.debt", "Point", "to_point", "points_of", "check_status",
                "error", "Options", "Position", "Turn", "TournamentResult",
                "fill_text", "to_points", "write_handle", "lent",
                "RecordLine", "RecordMove", "Preview.from_c",
                # checks themselves, of values already range-checked
                "check_index", "BotOption", "BotOption.check",
                # a hook written by the user, called by C with a uint64_t
                "PythonBot.reseed"}


def test_every_wrapped_call_has_a_case():
    """Every public call taking an integer has a row per integer parameter
    in the table, unless NOT_IN_TABLE says why not."""
    rows = {(c[0], c[1].split("[")[0]) for c in CASES + BOT_CASES}
    missing = []
    for call, params in wrapped_calls():
        if call in NOT_IN_TABLE:
            continue
        missing += ["%s(%s)" % (call, p) for p in params
                    if (call, p) not in rows]
    assert missing == []
