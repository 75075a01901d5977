"""The contracts of Python's data model, as a table: equality and hashing
agree, every value's repr evaluates back to an equal value, enums print as
the record's words, every refused argument is named with its value and the
range allowed, every module has ``__all__`` (and ``dir()`` lists only it),
each bot has one name, and unpickling a bot checks the class first."""

import importlib
import pickle
import pkgutil
import subprocess
import sys
import types

import pytest

import libnexus
from libnexus import (AuditKind, Color, Game, Options, Outcome, Phase, Point,
                      PointStatus, Position, Reason, Result, Status, Turn)
from libnexus.match import InlineExecutor, play_series

from helpers import PAY, UNBLOCK

#: Every name of the package, as a repr may use it.
NAMES = {name: getattr(libnexus, name) for name in libnexus.__all__}


def values():
    """One or more values of each value type of the package."""
    g = Game.from_position(UNBLOCK)
    pay = Game.from_position(PAY)
    yield from (Point("C3", 5), Point(0, 9), g.point("B1"))
    yield Turn("C3")
    yield Turn(Point(2, 3), (Point(1, 3),))
    yield Turn(Point(4, 5), pay=(Point(0, 5), Point(1, 5)))
    yield Options()
    yield Options(size=9, capture_debt=0, unblock_debt=1000)
    yield g.position()
    yield PAY
    yield Position((1, 0, 0, 0, 2, 0, 0, 0, 0))
    yield g.preview("C1", ["B1"])
    yield pay.preview("E1")
    yield Result(Outcome.DRAW, Reason.QUIET)
    yield g.result
    for enum in (AuditKind, Color, Outcome, Phase, PointStatus, Reason,
                 Status):
        yield from enum


@pytest.mark.parametrize("value", list(values()), ids=repr)
def test_repr_evaluates_to_an_equal_value(value):
    again = eval(repr(value), dict(NAMES))  # noqa: S307 (our own reprs)
    assert again == value and type(again) is type(value)
    assert hash(again) == hash(value)


def test_point_equals_and_hashes_as_its_index():
    p = Point("C3", 5)
    assert p == 12 and hash(p) == hash(12) and {p: 1}.get(12) == 1
    assert {12: "x"}[p] == "x"
    # Never equal to its name: it could not hash like both.
    assert p != "C3" and "C3" != p and {p: 1}.get("C3") is None
    assert p.name == "C3" and str(p) == "C3" and f"{p}" == "C3"
    assert sorted([Point(3, 5), Point(1, 5)]) == [1, 3]
    assert Point("C3", 5) is not None and Point(12, 5) == Point("c3", 5)


def test_equal_values_hash_alike():
    """a == b implies hash(a) == hash(b) over every pair of the table."""
    table = [v for v in values() if not isinstance(v, (Status,))]
    table += [12, 0, "C3", Turn(12), Turn(Point(12, 5))]
    for a in table:
        for b in table:
            if a == b:
                assert hash(a) == hash(b), (a, b)


WORDS = [
    (Outcome.NONE, "unfinished"), (Outcome.BLACK_WINS, "black-wins"),
    (Outcome.WHITE_WINS, "white-wins"), (Outcome.DRAW, "draw"),
    (Outcome.NO_WINNER, "none"),
    (Reason.NONE, "unfinished"), (Reason.AUDIT, "audit"),
    (Reason.BANKRUPT, "bankrupt"), (Reason.NO_PLACEMENT, "no-placement"),
    (Reason.QUIET, "quiet"), (Reason.AGREEMENT, "agreement"),
    (Reason.UNCOVERED, "uncovered"),
    (Color.BLACK, "B"), (Color.WHITE, "W"), (Color.EMPTY, "-"),
    (Phase.PLACE, "place"), (Phase.UNBLOCK, "unblock"), (Phase.OVER, "over"),
    (PointStatus.LEGAL, "legal"), (PointStatus.OCCUPIED, "occupied"),
    (PointStatus.SUICIDE, "suicide"), (PointStatus.REPETITION, "repeat"),
    (AuditKind.NONE, "none"), (AuditKind.WIN, "win"),
    (AuditKind.BANKRUPT, "bankrupt"), (AuditKind.PAY, "pay"),
    (Status.E_SUICIDE, "NEXUS_E_SUICIDE"), (Status.OK, "NEXUS_OK"),
]


@pytest.mark.parametrize("member,word", WORDS, ids=repr)
def test_enum_str_is_the_records_word(member, word):
    assert str(member) == word and f"{member}" == word
    assert "%s" % member == word and format(member, ">12") == "%12s" % word
    assert type(member).parse(word) is member
    assert int(member) == member.value  # still the C value


def test_outcome_and_reason_names():
    for o in Outcome:
        assert libnexus.outcome_name(o) == str(o) == libnexus.outcome_name(
            int(o))
    for r in Reason:
        assert libnexus.reason_name(r) == str(r)
    # the words of a record's result line
    game = Game.from_record(
        "nexus-record 1\nsize 3\ncapture-debt 2\nunblock-debt 4\n"
        "turn B place A1\nturn W place B1\nturn B place A2\n"
        "turn W place B2\nturn B place A3\n")
    assert "%s %s" % (game.result.outcome, game.result.reason) == \
        "black-wins audit" == str(game.result)
    with pytest.raises(ValueError, match=r"outcome=9 is outside 0\.\.4"):
        libnexus.outcome_name(9)
    with pytest.raises(ValueError, match=r"reason=-1 is outside 0\.\.6"):
        libnexus.reason_name(-1)
    with pytest.raises(ValueError, match="'black' is not a word of Outcome"):
        Outcome.parse("black")


G = Game()


# (call, the text the message must hold: argument=value, allowed range)
MESSAGES = [
    (lambda: Game(12), ["size=12", "3..9"]),
    (lambda: Game(2), ["size=2", "3..9"]),
    (lambda: Game(capture_debt=1001), ["capture_debt=1001", "0..1000"]),
    (lambda: Game(unblock_debt=-1), ["unblock_debt=-1", "0..1000"]),
    (lambda: Options(size=10), ["size=10", "3..9"]),
    (lambda: Point(30, 5), ["point=30", "0..24", "A1..E5"]),
    (lambda: Point("Z9", 5), ["'Z9'", "A1..E5"]),
    (lambda: Point(0, 10), ["size=10", "3..9"]),
    (lambda: libnexus.parse_point("K1", 9), ["name='K1'", "A1..I9"]),
    (lambda: libnexus.point_name(9, 3), ["point=9", "0..8"]),
    (lambda: G.stone(25), ["point=25", "0..24"]),
    (lambda: G.stone("F1"), ["point='F1'", "A1..E5"]),
    (lambda: G.play(99), ["point=99", "0..24"]),
    (lambda: G.play(0, unblock=[0, 77]), ["unblock[1]=77", "0..24"]),
    (lambda: G.play(0, pay=["Q"]), ["pay[0]='Q'", "A1..E5"]),
    (lambda: G.owns_line(5), ["color=5", "1..2"]),
    (lambda: G.label(0), ["color=0", "1..2"]),
    (lambda: G.set_label(Color.BLACK, "x" * 64), ["label='xxx", "1..63"]),
    (lambda: G.set_label(Color.BLACK, "a\nb"), ["label='a\\nb'",
                                                "printable ASCII"]),
    (lambda: G.turn_at(0), ["index=0", "0..-1"]),
    (lambda: G.declined_offers(3), ["index=3", "0..0"]),
    (lambda: G.playout(-1), ["seed=-1", "0..18446744073709551615"]),
    (lambda: G.debt(3), ["color=3", "1..2"]),
    (lambda: libnexus.lines(1), ["size=1", "3..9"]),
    (lambda: libnexus.Turn.parse("B place Z1"), ["'B place Z1'", "5x5"]),
    (lambda: Position.from_board("XX/O"), ["board='XX/O'"]),
    (lambda: Game(size="5"), ["size='5'", "not an integer"]),
    (lambda: Game(size=5.0), ["size=5.0", "not an integer"]),
    (lambda: G.turn_at(True), ["index=True", "not an integer"]),
    (lambda: G.play("C3") or G.play("C3"), ["turn=place C3"]),
]


@pytest.mark.parametrize("call,parts", MESSAGES,
                         ids=[" ".join(m[1][:1]) for m in MESSAGES])
def test_every_error_names_the_argument_value_and_range(call, parts):
    with pytest.raises((ValueError, TypeError, OverflowError,
                        libnexus.NexusError)) as info:
        call()
    for part in parts:
        assert part in str(info.value), str(info.value)


@pytest.mark.bots
@pytest.mark.parametrize("call,parts", [
    (lambda: libnexus.StrongBot(max_depth=0), ["max_depth=0", "1..32"]),
    (lambda: libnexus.StrongBot(nodes=0), ["nodes=0", "1..1000000000"]),
    (lambda: libnexus.StrongBot(depth=3), ["depth=3", "not an option of "
                                           "strong", "max_depth"]),
    (lambda: libnexus.BuiltinBot("greedy"), ["bot='greedy'", "simple",
                                             "mcts-uniform"]),
    (lambda: libnexus.BuiltinBot.from_spec("mcts:iterations=x"),
     ["iterations='x'", "integer"]),
    (lambda: libnexus.MctsBot(exploration=-1), ["exploration=-1", "0..1000"]),
    (lambda: libnexus.MctsBot(exploration=float("nan")),
     ["exploration=nan", "0..1000"]),
    (lambda: libnexus.MctsBot(iterations=0), ["iterations=0", "1..1000000000"]),
    (lambda: libnexus.MctsBot(time=-1), ["time=-1", "0..3600000"]),
    (lambda: libnexus.RandomBot("x"), ["seed='x'", "not an integer"]),
    (lambda: libnexus.RandomBot(2 ** 64), ["seed=18446744073709551616",
                                           "0..18446744073709551615"]),
])
def test_bot_errors_name_the_argument(call, parts):
    with pytest.raises((ValueError, TypeError, OverflowError)) as info:
        call()
    for part in parts:
        assert part in str(info.value), str(info.value)


def modules():
    """Every module of the package."""
    yield libnexus
    for info in pkgutil.walk_packages(libnexus.__path__, "libnexus."):
        yield importlib.import_module(info.name)


@pytest.mark.parametrize("module", list(modules()), ids=lambda m: m.__name__)
def test_every_module_has_all(module):
    assert isinstance(module.__all__, list)
    assert sorted(set(module.__all__)) == sorted(module.__all__)
    for name in module.__all__:
        assert hasattr(module, name), name
    # What the module defines itself is in __all__ ...
    own = [name for name, v in vars(module).items()
           if not name.startswith("_") and not isinstance(v, types.ModuleType)
           and getattr(v, "__module__", None) == module.__name__]
    assert set(own) <= set(module.__all__), set(own) - set(module.__all__)
    # ... and dir() of a public module lists nothing it only imports.
    if module.__name__.rsplit(".", 1)[-1].startswith("_"):
        return
    listed = [n for n in dir(module) if not n.startswith("__")]
    assert set(listed) == set(module.__all__), \
        set(listed) ^ set(module.__all__)
    for imported in ("ctypes", "os", "UINT64", "byref", "Any"):
        if imported not in module.__all__:
            assert imported not in dir(module)


@pytest.mark.bots
def test_one_name_per_bot():
    simple = libnexus.SimpleBot()
    assert simple.name == "simple"
    series = play_series(simple, libnexus.RandomBot(1), 2, InlineExecutor(),
                         size=3)
    assert series.a == "simple"
    for g in series.games:
        names = {g.black, g.white}
        assert names == {"simple", "random"}
        record = g.game().record()
        assert ("black %s" % g.black) in record
        assert ("white %s" % g.white) in record
    m = libnexus.match.play_match(simple, simple, size=3)
    assert (m.game.black_label, m.game.white_label) == ("simple", "simple")


class _Crafted:
    """Pickles as a call of bots._rebuild on another callable."""

    def __init__(self, target, args=()):
        self.target, self.args = target, args

    def __reduce__(self):
        return (libnexus.bots._rebuild, (self.target, self.args, {}))


CALLS = []


def recorder(*args):
    """A callable a crafted pickle names; records that it was called."""
    CALLS.append(args)
    return libnexus.SimpleBot()


@pytest.mark.bots
def test_rebuild_checks_the_class_before_calling_it():
    CALLS.clear()
    for target in (recorder, type, libnexus.Game, "os.getcwd"):
        data = pickle.dumps(_Crafted(target))
        with pytest.raises(TypeError, match="not a libnexus bot class"):
            pickle.loads(data)
    assert CALLS == []
    # also with assertions off (python -O)
    code = ("import os, pickle, libnexus.bots as b\n"
            "class C:\n"
            "    def __reduce__(self):\n"
            "        return (b._rebuild, (os.getcwd, (), {}))\n"
            "try:\n"
            "    pickle.loads(pickle.dumps(C()))\n"
            "except TypeError as e:\n"
            "    print('refused', e)\n")
    r = subprocess.run([sys.executable, "-O", "-c", code], capture_output=True,
                       text=True, timeout=60)
    assert r.stdout.startswith("refused"), r.stdout + r.stderr
    # a real bot still round-trips
    bot = pickle.loads(pickle.dumps(libnexus.RandomBot(7)))
    assert isinstance(bot, libnexus.RandomBot) and bot.name == "random"


def test_pickle_warning_is_documented():
    assert "as safe as its source" in " ".join(libnexus.bots.__doc__.split())
