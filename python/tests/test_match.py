"""Matches in parallel: a series over 2 worker processes, a dask local
cluster of 2 worker processes, a round robin, and a worker killed in the
middle of a series (its games are played again, or reported failed: never
dropped). Every game's result carries its record."""

import concurrent.futures
import functools
import os

import pytest

import libnexus
from helpers import FirstLegalBot, KillerBot
from libnexus.match import (InlineExecutor, play_match, play_series,
                            round_robin)

pytestmark = pytest.mark.bots
GAMES = 6


def check_records(series):
    """Each result's record replays to the game it describes."""
    for i, r in enumerate(series.games):
        assert r.index == i and not r.failed
        g = r.game()
        assert (g.turn_count, g.result.outcome) == (r.turns, r.outcome)
        assert (g.black_label, g.white_label) == (r.black, r.white)
        assert r.a_is_black == (i % 2 == 0)


def test_two_process_series_equals_inline():
    a, b = libnexus.SimpleBot(), libnexus.RandomBot(5)
    with concurrent.futures.ProcessPoolExecutor(max_workers=2) as pool:
        parallel = play_series(a, b, GAMES, pool, seed=11, size=4)
    inline = play_series(a, b, GAMES, InlineExecutor(), seed=11, size=4)
    assert parallel == inline
    assert len(parallel.games) == GAMES
    assert parallel.a_wins + parallel.b_wins + parallel.draws + \
        parallel.unfinished + parallel.no_winner == GAMES
    check_records(parallel)
    assert "a_wins=" in repr(parallel)


def test_thread_pool_series_copies_the_bots():
    """Threads play at once: each game gets its own copies of the bots."""
    a, b = libnexus.StrongBot(nodes=300), FirstLegalBot()
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        threaded = play_series(a, b, GAMES, pool, seed=2, size=4)
    assert b.calls == 0
    assert threaded == play_series(a, b, GAMES, InlineExecutor(), seed=2,
                                   size=4)
    assert b.calls > 0


def test_series_games_match_the_library():
    """Game i is nexus_match_play with seed (seed + i), colours alternating."""
    a, b = libnexus.RandomBot(), libnexus.RandomBot()
    s = play_series(a, b, 3, InlineExecutor(), seed=40)
    for i, r in enumerate(s.games):
        black, white = (a, b) if i % 2 == 0 else (b, a)
        m = play_match(black, white, seed=40 + i)
        assert m.game.record() == r.record


def test_default_executor_is_a_process_pool():
    s = play_series(libnexus.SimpleBot, functools.partial(FirstLegalBot, "f"),
                    2, size=3)
    assert (s.a, s.b) == ("simple", "f")
    check_records(s)


def test_round_robin():
    players = [libnexus.SimpleBot(), libnexus.RandomBot(1),
               FirstLegalBot()]
    t = round_robin(players, 2, InlineExecutor(), size=4, seed=3)
    assert t.players == ("simple", "random", "first")
    assert sorted(t.series) == [(0, 1), (0, 2), (1, 2)]
    assert sum(t.scores().values()) == pytest.approx(
        sum(s.a_wins + s.b_wins + s.draws for s in t.series.values()))
    assert t.standings()[0][1] >= t.standings()[-1][1]
    for s in t.series.values():
        check_records(s)


def test_killed_worker_game_is_played_again(tmp_path):
    killer = KillerBot(str(tmp_path / "killed"), os.getpid())
    s = play_series(killer, libnexus.SimpleBot(), 4, size=3)
    assert (tmp_path / "killed").exists()       # a worker did die
    assert len(s.games) == 4 and s.failed == 0
    assert max(r.attempts for r in s.games) == 2
    check_records(s)


def test_killed_worker_game_is_reported_not_dropped(tmp_path):
    killer = KillerBot(str(tmp_path / "killed"), os.getpid())
    s = play_series(killer, libnexus.SimpleBot(), 4, size=3, retries=0)
    assert len(s.games) == 4
    failed = [r for r in s.games if r.failed]
    assert failed and all(r.unfinished and r.record is None for r in failed)
    assert "BrokenProcessPool" in failed[0].error
    assert s.unfinished >= s.failed == len(failed)
    with pytest.raises(ValueError):
        failed[0].game()


@pytest.fixture(scope="module")
def dask_client():
    """A local cluster of 2 worker processes on this machine (loopback)."""
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1,
                                  processes=True, host="127.0.0.1",
                                  dashboard_address=None) as cluster, \
            distributed.Client(cluster) as client:
        yield client


def test_dask_local_cluster_series(dask_client):
    s = play_series(libnexus.SimpleBot(), libnexus.RandomBot(2), GAMES,
                    dask_client, seed=11, size=4)
    assert len(dask_client.run(os.getpid)) == 2
    inline = play_series(libnexus.SimpleBot(), libnexus.RandomBot(2), GAMES,
                         InlineExecutor(), seed=11, size=4)
    assert s == inline
    check_records(s)


def test_dask_worker_killed_mid_series(dask_client, tmp_path):
    """The cluster restarts the worker and runs its game again."""
    before = set(dask_client.run(os.getpid).values())
    killer = KillerBot(str(tmp_path / "killed"), os.getpid())
    s = play_series(killer, libnexus.SimpleBot(), 4, dask_client, size=3)
    assert (tmp_path / "killed").exists()
    assert len(s.games) == 4 and s.failed == 0
    check_records(s)
    dask_client.wait_for_workers(2, timeout=60)
    assert set(dask_client.run(os.getpid).values()) != before
