"""The distributed proof of docs/strength.md ("Distributed mode"): one
question of nexus_prove() answered by one process, by the root split in
one process, and by the root split over a dask cluster of two worker
processes on this machine. Prints each value and node total, and whether
the split ones agree.

    PYTHONPATH=build/python python3 python/bench/prove_split.py [SIZE WINNER PLIES]

(default: 4 W 10). Needs python3-distributed."""
import sys
import time

import distributed
import libnexus
from libnexus import Color
from libnexus.solve import prove, prove_split


def main() -> None:
    size, who, plies = (sys.argv[1:4] if len(sys.argv) > 3
                        else ("4", "W", "10"))
    winner = Color.BLACK if who == "B" else Color.WHITE
    g = libnexus.Game(size=int(size))
    start = time.process_time()
    one = prove(g, winner, int(plies))
    print("one process: %s, %d nodes, %.2f s CPU"
          % (one.value, one.nodes, time.process_time() - start))
    here = prove_split(g, winner, int(plies))
    print("split, one process: %s, %d nodes" % (here.value, here.nodes))
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1,
                                  processes=True, host="127.0.0.1",
                                  dashboard_address=None) as cluster, \
            distributed.Client(cluster) as client:
        spread = prove_split(g, winner, int(plies), client)
    print("split, dask: %s, %d nodes" % (spread.value, spread.nodes))
    print("agree: value %s, nodes %s, children %s"
          % (here.value == spread.value == one.value,
             here.nodes == spread.nodes, here.children == spread.children))


if __name__ == "__main__":
    main()
