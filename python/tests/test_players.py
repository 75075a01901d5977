"""Every player: MctsBot, solve() and SolverBot, and EngineBot for any
protocol engine (`nexus engine`, and a misbehaving one: garbage, silence,
huge output, a crash, a wrong id, an illegal turn, each an EngineError
naming it; the engine's process group killed on close), all of them in
play_series and round_robin on every executor, a dask LocalCluster
included."""

import concurrent.futures
import os
import pickle
import sys
import time
from pathlib import Path

import pytest

import libnexus
from libnexus import (EngineBot, EngineError, Game, MctsBot, RandomBot,
                      SimpleBot, SolverBot)
from libnexus.match import InlineExecutor, play_match, play_series, round_robin
from libnexus.solve import SolveResult, SolveValue, solve

from helpers import HERE

pytestmark = pytest.mark.bots

BUILD = Path(os.environ.get("NEXUS_BUILD_DIR", ""))
NEXUS = BUILD / "cli" / "nexus"
FAKE = [sys.executable, str(HERE / "fake_engine.py")]


def nexus_engine(bot="simple"):
    if not NEXUS.is_file():
        pytest.skip("no nexus tool in this build")
    return "%s engine --bot %s" % (NEXUS, bot)


def test_mcts_bot():
    bot = MctsBot(seed=3, iterations=200)
    assert bot.name == "mcts" and "MctsBot" in repr(bot)
    g = Game(size=4)
    turns = [bot.play(g) for _ in range(4)]
    again = MctsBot(seed=3, iterations=200)
    h = Game(size=4)
    assert [again.play(h) for _ in range(4)] == turns  # deterministic
    copy = pickle.loads(pickle.dumps(bot))
    assert isinstance(copy, MctsBot) and copy is not bot
    assert copy.options == bot.options and copy.option("iterations") == 200


def test_builtin_bots_by_name_with_their_options():
    names = [n for n, _ in libnexus.builtin_bots()]
    assert names == ["simple", "random", "mcts", "mcts-uniform", "strong"]
    opts = {o.name: o for o in libnexus.bot_options("strong")}
    assert set(opts) == {"nodes", "time", "max_depth"}
    assert opts["max_depth"].type == "integer" and opts["max_depth"].max == 32
    assert libnexus.bot_options("simple") == ()
    for name in names:
        with libnexus.BuiltinBot(name, seed=5) as b:
            assert b.name == name
            g = Game(size=3)
            assert g.is_legal(b.choose(g).point)
            assert set(b.options) == {o.name for o in
                                      libnexus.bot_options(name)}
    b = libnexus.BuiltinBot.from_spec("mcts:300,exploration=0.5")
    assert b.options == {"iterations": 300, "time": 0, "exploration": 0.5}
    b.set_option("iterations", 50)
    assert b.option("iterations") == 50
    # a copy carries the options as they are now
    again = pickle.loads(pickle.dumps(b))
    assert again.options == b.options and again.name == "mcts"
    assert libnexus.bots.bot("strong:nodes=500").option("nodes") == 500
    uniform = libnexus.MctsUniformBot(iterations=40)
    assert uniform.name == "mcts-uniform"


# Black to move wins at once with C1 (row 1: A1 B1 C1), R10.
WIN = libnexus.Position.from_board("XX./OO./...")


def test_solve_proves_a_win_and_gives_its_line():
    g = Game.from_position(WIN)
    r = solve(g)
    assert r.value == SolveValue.WIN and r.plies == 1 and r.proved
    assert r.line[0] == libnexus.Turn(g.point("C1")) and r.complete
    assert isinstance(r, SolveResult) and r.nodes >= 1
    names = dict(vars(libnexus), **vars(libnexus.solve))
    assert eval(repr(r), names) == r  # the repr evaluates
    assert str(r.value) == "win" and eval(repr(r.value),
                                          vars(libnexus.solve)) is r.value
    # the other side, to move, loses in 2
    lose = Game.from_position(libnexus.Position.from_board(
        "XX./OO./...", to_move=libnexus.Color.WHITE))
    r = solve(lose, max_plies=4)
    assert r.value in (SolveValue.WIN, SolveValue.LOSS)
    assert g.turn_count == 0  # not changed


def test_solve_bounds_and_errors():
    r = solve(Game(size=5), max_plies=2, max_nodes=50)
    assert r.value == SolveValue.UNKNOWN and not r.proved
    with pytest.raises(ValueError, match=r"max_plies=0 is outside 1\.\.64"):
        solve(Game(), max_plies=0)
    with pytest.raises(ValueError, match=r"max_plies=65"):
        solve(Game(), max_plies=65)
    over = Game(size=3)
    for p in ("A1", "B1", "A2", "B2", "A3"):
        over.play(p)
    with pytest.raises(libnexus.GameOverError):
        solve(over)


def test_solver_bot_plays_the_proof():
    bot = SolverBot(max_plies=3)
    g = Game.from_position(WIN)
    assert bot.choose(g) == libnexus.Turn(g.point("C1")) and bot.proved == 1
    # without a proof it plays its fallback's turn
    assert bot.choose(Game()) == SimpleBot().choose(Game())
    with pytest.raises(ValueError, match="bot='greedy'"):
        SolverBot(fallback="greedy")
    assert SolverBot(fallback="mcts:50").fallback.option("iterations") == 50
    bot.close()


def test_engine_bot_plays_as_the_bot_it_runs():
    """`nexus engine --bot simple` plays exactly the simple bot's turns."""
    with EngineBot(nexus_engine()) as engine:
        # the engine's own name (`nexus engine` of 1.1 says 'bot')
        assert engine.name == engine._engine().must("name").strip()
        m = play_match(engine, RandomBot(5), size=5, seed=9)
        n = play_match(SimpleBot(), RandomBot(5), size=5, seed=9)
        assert m.game.turns() == n.game.turns() and m.turns == n.turns
        assert m.game.black_label == engine.name
        # and again, as White, in a new game
        m = play_match(RandomBot(2), engine, size=4, seed=1)
        n = play_match(RandomBot(2), SimpleBot(), size=4, seed=1)
        assert m.game.turns() == n.game.turns()


def test_engine_bot_from_a_start_position():
    with EngineBot(nexus_engine()) as engine:
        g = Game.from_position(libnexus.Position.from_board(
            "XX./OXX/OO.", to_move=libnexus.Color.WHITE, quiet=7))
        assert engine.choose(g) == SimpleBot().choose(g)


def pids_in_group(pgid):
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = open("/proc/%s/stat" % entry).read()
            except OSError:
                continue
            fields = stat.rsplit(")", 1)[1].split()
            if int(fields[2]) == pgid and fields[0] != "Z":
                found.append(int(entry))
    return found


def test_engine_killed_on_close_with_its_children():
    bot = EngineBot(FAKE + ["child"])
    pid = bot._pipe.proc.pid
    bot.choose(Game())
    deadline = time.monotonic() + 10
    while len(pids_in_group(pid)) < 2 and time.monotonic() < deadline:
        time.sleep(0.05)
    assert len(pids_in_group(pid)) == 2  # the engine and its child
    bot.close()
    deadline = time.monotonic() + 10
    while pids_in_group(pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert pids_in_group(pid) == []
    with pytest.raises(libnexus.ClosedError):
        bot.choose(Game())


@pytest.mark.parametrize("mode,words", [
    ("garbage", ["garbage", "\\x1b[31mhello\\x07"]),
    ("silent", ["silent past its time", "genturn B"]),
    ("huge", ["over 8192 bytes"]),
    ("crash", ["closed its output", "exit status 3"]),
    ("wrongid", ["not a reply with id"]),
])
def test_engine_faults_are_named(mode, words):
    bot = EngineBot(FAKE + [mode], turn_ms=1500)
    assert bot.name == "fake-" + mode
    pid = bot._pipe.proc.pid
    with pytest.raises(EngineError) as info:
        bot.choose(Game())
    for w in words:
        assert w in str(info.value), str(info.value)
    assert "\x1b" not in str(info.value)
    assert pids_in_group(pid) == []  # killed at once
    # the next game starts a fresh engine
    assert bot._engine().proc.pid != pid
    bot.close()


def test_engine_illegal_turn_is_refused():
    with EngineBot(FAKE + ["illegal"]) as bot:
        with pytest.raises(EngineError, match="gave 'W place C3' for W"):
            play_match(SimpleBot(), bot, size=5)


def test_engine_bot_in_a_series_fails_games_not_the_series():
    s = play_series(EngineBot(FAKE + ["crash"]), SimpleBot(), 2,
                    InlineExecutor(), size=3, retries=0)
    assert s.failed == 2 and "exit status 3" in s.games[0].error


def players():
    return [MctsBot(seed=1, iterations=60), SolverBot(max_plies=3),
            EngineBot(nexus_engine(), name="engine")]


EXECUTORS = ["inline", "threads", "processes"]


@pytest.mark.parametrize("kind", EXECUTORS)
def test_every_player_on_every_executor(kind):
    executor = {"inline": InlineExecutor,
                "threads": lambda: concurrent.futures.ThreadPoolExecutor(2),
                "processes": lambda: concurrent.futures.ProcessPoolExecutor(
                    2)}[kind]()
    t = round_robin(players(), 2, executor, size=3, seed=4)
    assert t.players == ("mcts", "solver", "engine")
    for s in t.series.values():
        assert s.failed == 0 and len(s.games) == 2
        for g in s.games:
            assert g.game().over or g.unfinished
    if kind != "inline":
        executor.shutdown()


def test_round_robin_on_a_dask_local_cluster():
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1,
                                  processes=True, dashboard_address=None,
                                  silence_logs=40) as cluster, \
            distributed.Client(cluster) as client:
        t = round_robin(players(), 2, client, size=3, seed=2)
    assert t.players == ("mcts", "solver", "engine")
    games = [g for s in t.series.values() for g in s.games]
    assert len(games) == 6 and not any(g.failed for g in games)
    assert {g.black for g in games} | {g.white for g in games} == \
        {"mcts", "solver", "engine"}
    assert sum(t.scores().values()) == pytest.approx(
        sum(1 for g in games if g.outcome != libnexus.Outcome.NO_WINNER and
            not g.unfinished))
