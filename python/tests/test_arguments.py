"""Bad arguments, as a new user gives them: each is refused where it is
given (not later, not deep in C), by an error that names the argument, its
value and what is allowed, and none is coerced (a bool is not an integer, a
str is not a sequence of points). None is accepted exactly where it is a
parameter's documented default."""

import pickle

import pytest

import libnexus
from libnexus import (Color, EngineBot, EngineError, Game, Outcome, Point,
                      Position, Turn)
from libnexus.match import (GameResult, InlineExecutor, MatchResult,
                            SeriesResult, TournamentResult, play_match,
                            play_series, round_robin)
from libnexus.solve import SolveResult, SolveValue, prove, prove_split, solve

#: Every name a repr of the package may use.
NAMES = {name: getattr(libnexus, name) for name in libnexus.__all__}
NAMES.update(GameResult=GameResult, MatchResult=MatchResult,
             SeriesResult=SeriesResult, TournamentResult=TournamentResult,
             SolveResult=SolveResult, SolveValue=SolveValue)

BOARD = "X../.O./..."
G = Game()


def refused(call, errors, *parts):
    """Asserts that ``call`` raises one of ``errors`` whose message holds
    every part; returns the exception."""
    with pytest.raises(errors) as info:
        call()
    for part in parts:
        assert part in str(info.value), str(info.value)
    return info.value


# (call, the exception, the text its message must hold)
REFUSED = [
    # A turn's point is checked when the Turn is made, not at play().
    (lambda: Turn(True), TypeError, ["point=True", "not an integer"]),
    (lambda: Turn(None), TypeError, ["point=None", "not an integer"]),
    (lambda: Turn(-3), libnexus.OffBoardError, ["point=-3", "0..80"]),
    (lambda: Turn(81), libnexus.OffBoardError, ["point=81", "0..80"]),
    (lambda: Turn(2 ** 70), OverflowError, ["point=%d" % 2 ** 70]),
    (lambda: Turn("C3", pay=None), TypeError,
     ["pay=None", "not a sequence of points"]),
    (lambda: Turn("C3", unblock=5), TypeError,
     ["unblock=5", "not a sequence of points"]),
    (lambda: Turn("C3", unblock=(True,)), TypeError, ["unblock[0]=True"]),
    (lambda: G.play("C3", pay=5), TypeError,
     ["pay=5", "not a sequence of points"]),
    (lambda: G.play("C3", unblock=None), TypeError,
     ["unblock=None", "not a sequence of points"]),
    # A str is one point's name, never split into characters.
    (lambda: G.play("C3", unblock="A1"), TypeError,
     ["unblock='A1'", "a str", "unblock=('A1',)"]),
    (lambda: Turn("C3", pay="A1"), TypeError, ["pay='A1'", "a str"]),
    # A position's numbers are checked when it is made.
    (lambda: Position.from_board(BOARD, to_move=True), TypeError,
     ["to_move=True", "not an integer"]),
    (lambda: Position.from_board(BOARD, to_move=5), libnexus.InvalidArgError,
     ["to_move=5", "1..2"]),
    (lambda: Position.from_board(BOARD, to_move="W"), TypeError,
     ["to_move='W'", "not an integer"]),
    (lambda: Position.from_board(BOARD, quiet=-1), libnexus.InvalidArgError,
     ["quiet=-1", "0..17", "3x3"]),
    (lambda: Position.from_board(BOARD, quiet=18), libnexus.InvalidArgError,
     ["quiet=18", "0..17"]),
    (lambda: Position.from_board(BOARD, quiet=True), TypeError,
     ["quiet=True", "not an integer"]),
    (lambda: Position.from_board(BOARD, quiet=2 ** 70), OverflowError,
     ["quiet=%d" % 2 ** 70]),
    (lambda: Position.from_board(BOARD, black_debt=-5),
     libnexus.InvalidArgError, ["black_debt=-5", "0..%d" % 2 ** 60]),
    (lambda: Position.from_board(BOARD, white_debt=2 ** 60 + 1),
     libnexus.InvalidArgError, ["white_debt=%d" % (2 ** 60 + 1)]),
    (lambda: Position.from_board(None), TypeError,
     ["board=None", "not a str"]),
    (lambda: Position((1, 0, 3) + (0,) * 6), libnexus.InvalidArgError,
     ["cells[2]=3", "0..2"]),
    (lambda: Position((0,) * 10), libnexus.InvalidArgError,
     ["cells has 10 entries", "9, 16"]),
    (lambda: Game.from_position("X../.O./..."), TypeError,
     ["position='X../.O./...'", "not a Position"]),
    # A str argument is a str (the same helper as for a Game or a Bot).
    (lambda: G.set_label(Color.BLACK, 5), TypeError, ["label=5", "a str"]),
    (lambda: libnexus.parse_point(5), TypeError, ["name=5", "a str"]),
    # An enumeration is looked up by an integer only.
    (lambda: Outcome(True), TypeError, ["outcome=True", "not an integer"]),
    (lambda: Outcome(1.0), TypeError, ["outcome=1.0", "not an integer"]),
    (lambda: Outcome(9), ValueError, ["outcome=9", "0..4"]),
    (lambda: libnexus.PointStatus(7), ValueError, ["point_status=7", "0..3"]),
    # An empty range says so, rather than '0..-1'.
    (lambda: Game().turn_at(-1), libnexus.InvalidArgError,
     ["index=-1", "empty range", "turns played: 0"]),
]


@pytest.mark.parametrize("call,errors,parts", REFUSED,
                         ids=[r[2][0] for r in REFUSED])
def test_bad_arguments_are_refused_by_name(call, errors, parts):
    refused(call, errors, *parts)


def test_a_refused_turn_changes_nothing_and_good_ones_still_work():
    game = Game(size=3)
    for bad in (lambda: game.play("A1", unblock="B1"),
                lambda: game.play("A1", pay=None)):
        refused(bad, TypeError, "a")
        assert game.turn_count == 0
    game.play("A1", unblock=[], pay=())
    game.play(Turn(Point("B1", 3)))
    assert Turn("C3", unblock=["A1"], pay=[Point(0, 5)]).unblock == ("A1",)
    assert Turn(Point("C3", 5)).point == Point("C3", 5)


def test_positions_keep_their_values():
    p = Position.from_board(BOARD, black_debt=3, to_move=2, quiet=17)
    assert p.to_move is Color.WHITE and p.quiet == 17 and p.black_debt == 3
    assert Game.from_position(p).position() == p


def test_none_is_the_default_where_documented():
    assert Game(None).options == Game().options
    assert Game(unblock_debt=None).options == Game().options
    assert Game(5, None, None).options == Game().options


BAD_PLAYERS = [
    (lambda: solve(None), TypeError, ["game=None", "not a Game"]),
    (lambda: solve("game"), TypeError, ["game='game'", "not a Game"]),
    (lambda: prove(None), TypeError, ["game=None", "not a Game"]),
    (lambda: prove_split("game"), TypeError, ["game='game'", "not a Game"]),
    (lambda: libnexus.SimpleBot().choose(None), TypeError, ["game=None"]),
    (lambda: libnexus.SimpleBot().play("game"), TypeError, ["game='game'"]),
    (lambda: libnexus.SimpleBot().offer_draw(3), TypeError, ["game=3"]),
    (lambda: EngineBot(None), TypeError, ["command=None", "argument list"]),
    (lambda: EngineBot(["nexus", 3]), TypeError, ["command[1]=3"]),
    (lambda: play_match(None, libnexus.SimpleBot()), TypeError,
     ["black=None", "not a Bot"]),
    (lambda: play_match(libnexus.SimpleBot(), "simple"), TypeError,
     ["white='simple'", "not a Bot"]),
    (lambda: play_series(None, libnexus.SimpleBot(), 2, InlineExecutor()),
     TypeError, ["a=None", "a Bot or a callable"]),
    (lambda: round_robin([libnexus.SimpleBot(), 5], 2, InlineExecutor()),
     TypeError, ["players[1]=5", "a Bot or a callable"]),
    (lambda: libnexus.BuiltinBot.from_spec(5), TypeError, ["spec=5", "a str"]),
    # One rule for every integer: beyond its C type, OverflowError.
    (lambda: libnexus.StrongBot(nodes=2 ** 70), OverflowError,
     ["nodes=%d" % 2 ** 70, "int64_t"]),
    (lambda: libnexus.MctsUniformBot(iterations=2 ** 70), OverflowError,
     ["iterations=%d" % 2 ** 70, "int64_t"]),
    (lambda: libnexus.StrongBot(nodes=True), TypeError,
     ["nodes=True", "not an integer"]),
    (lambda: libnexus.BuiltinBot.from_spec("mcts:iterations=abc"),
     libnexus.ParseError, ["iterations='abc' is not an integer"]),
    (lambda: libnexus.BuiltinBot.from_spec("mcts:exploration=abc"),
     libnexus.ParseError, ["exploration='abc' is not a float"]),
]


@pytest.mark.bots
@pytest.mark.parametrize("call,errors,parts", BAD_PLAYERS,
                         ids=[r[2][0] for r in BAD_PLAYERS])
def test_bad_players_are_refused_by_name(call, errors, parts):
    refused(call, errors, *parts)


@pytest.mark.bots
def test_strong_bot_none_keeps_the_default():
    assert libnexus.StrongBot(nodes=None).options == \
        libnexus.StrongBot().options


@pytest.mark.bots
def test_a_missing_engine_is_an_engine_error_naming_the_command():
    err = refused(lambda: EngineBot("no-such-engine-xyz --flag"), EngineError,
                  "no-such-engine-xyz --flag", "could not be started",
                  "PATH")
    assert not isinstance(err, FileNotFoundError)
    refused(lambda: EngineBot(["/nonexistent/engine"]), EngineError,
            "/nonexistent/engine", "could not be started")


def roundtrip(value):
    """Asserts that the repr of ``value`` evaluates back to an equal value
    of the same type."""
    again = eval(repr(value), dict(NAMES))  # noqa: S307 (our own reprs)
    assert type(again) is type(value) and again == value, repr(value)
    return again


@pytest.mark.bots
def test_result_reprs_evaluate_back():
    a, b = libnexus.SimpleBot(), libnexus.RandomBot(3)
    series = play_series(a, b, 2, InlineExecutor(), size=3)
    roundtrip(series)
    assert "simple-random" in str(series) and "2 games" in str(series)
    tournament = round_robin([a, b, libnexus.RandomBot(4)], 2,
                             InlineExecutor(), size=3)
    roundtrip(tournament)
    match = play_match(a, b, size=3, seed=2)
    again = roundtrip(match)
    assert again.game.record() == match.game.record()
    roundtrip(solve(Game(size=3), max_plies=3))


@pytest.mark.bots
def test_handles_say_they_do_not_round_trip():
    """A Game and a bot own C resources: their repr is the <...> of a
    handle, and pickle or clone() copies them (docs/python.md)."""
    game = Game(size=3)
    game.play("A1")
    assert repr(game).startswith("<libnexus.Game 3x3 turn 1")
    assert pickle.loads(pickle.dumps(game)) == game
    bot = libnexus.StrongBot(seed=1, nodes=100)
    assert repr(bot) == "<libnexus.StrongBot 'strong'>"
    assert pickle.loads(pickle.dumps(bot)).options == bot.options


@pytest.mark.bots
def test_duplicate_names_in_a_round_robin_give_the_players_index():
    players = [libnexus.SimpleBot(), libnexus.RandomBot(1),
               libnexus.RandomBot(2)]
    t = round_robin(players, 1, InlineExecutor(), size=3)
    assert t.players == ("simple", "random-1", "random-2")


@pytest.mark.bots
def test_every_env_checks_its_seed_alike():
    np = pytest.importorskip("numpy")
    from libnexus.env import NexusEnv, SingleAgentEnv, VectorEnv
    for env in (NexusEnv(size=3), VectorEnv(2, size=3),
                SingleAgentEnv(libnexus.RandomBot(1), size=3)):
        refused(lambda: env.reset(seed=-1), OverflowError, "seed=-1",
                "0..18446744073709551615")
        refused(lambda: env.reset(seed="1"), TypeError, "seed='1'",
                "not an integer")
        refused(lambda: env.reset(seed=True), TypeError, "seed=True",
                "not an integer")
        env.reset(seed=np.uint64(5))
