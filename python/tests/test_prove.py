"""The proof-number solver from Python (libnexus.solve.prove) and its
distributed mode (prove_split): the 3x3 game is a Black win in 9 plies and
no fewer; the proof written is the library's; the split gives the value of
the whole search, and the same value and node total on one process, on a
process pool and on a dask local cluster of 2 worker processes; bad
arguments are refused by name."""

import concurrent.futures

import pytest

import libnexus
from libnexus.enums import Color
from libnexus.errors import InvalidArgError
from libnexus.solve import ProveValue, prove, prove_split

pytestmark = pytest.mark.bots


def test_3x3_black_wins_in_9():
    g = libnexus.Game(size=3)
    r = prove(g, max_plies=20, deepen=True)
    assert (r.value, r.winner, r.plies) == (ProveValue.WIN, Color.BLACK, 9)
    assert prove(g, Color.BLACK, 8).value == ProveValue.NO_WIN
    assert prove(g, Color.WHITE, 12).value == ProveValue.NO_WIN
    assert g.turn_count == 0  # not changed


def test_proof_text():
    pieces = []
    r = prove(libnexus.Game(size=3), max_plies=9, proof=pieces.append)
    text = "".join(pieces)
    assert r.value == ProveValue.WIN
    assert text.startswith("nexus-proof 1\nsize 3\ncapture-debt 2\n"
                           "unblock-debt 4\nclaim win B 9\nturn B place ")
    assert all(line.startswith("turn B ")
               for line in text.splitlines()[5:])


def test_writer_error_is_raised():
    def fail(text):
        raise OSError("disk full")
    with pytest.raises(OSError, match="disk full"):
        prove(libnexus.Game(size=3), max_plies=9, proof=fail)


def test_bad_arguments():
    g = libnexus.Game(size=3)
    with pytest.raises(InvalidArgError, match="max_plies=0"):
        prove(g, max_plies=0)
    with pytest.raises(InvalidArgError, match="table_bytes=10"):
        prove(g, table_bytes=10)
    with pytest.raises(ValueError, match="winner"):
        prove(g, Color.EMPTY)
    with pytest.raises(ValueError, match="max_plies=1"):
        prove_split(g, max_plies=1)


# The positions and depths of the split tests: a win and a refutation.
CASES = [(3, Color.BLACK, 9, ProveValue.WIN),
         (4, Color.BLACK, 6, ProveValue.NO_WIN)]


@pytest.mark.parametrize("size,winner,plies,value", CASES)
def test_split_gives_the_value(size, winner, plies, value):
    g = libnexus.Game(size=size)
    s = prove_split(g, winner, plies)
    assert s.value == value == prove(g, winner, plies).value
    assert len(s.children) == len(list(g.legal_turns()))
    assert s.nodes == len(s.children) + sum(r.nodes for _, r in s.children
                                            if r is not None)


@pytest.fixture(scope="module")
def dask_client():
    """A local cluster of 2 worker processes on this machine (loopback)."""
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1,
                                  processes=True, host="127.0.0.1",
                                  dashboard_address=None) as cluster, \
            distributed.Client(cluster) as client:
        yield client


@pytest.mark.parametrize("size,winner,plies,value", CASES)
def test_same_value_and_nodes_everywhere(dask_client, size, winner, plies,
                                         value):
    g = libnexus.Game(size=size)
    here = prove_split(g, winner, plies)
    with concurrent.futures.ProcessPoolExecutor(2) as pool:
        pooled = prove_split(g, winner, plies, pool)
    spread = prove_split(g, winner, plies, dask_client)
    assert here.value == pooled.value == spread.value == value
    assert here.nodes == pooled.nodes == spread.nodes
    assert here.children == pooled.children == spread.children
