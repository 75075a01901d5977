"""Environment steps per second (libnexus.env): the two-player NexusEnv
(Python, one step per call) and VectorEnv (C, nexus_env_step) at batch 1,
64 and 1024, on 5x5 and 9x9, every action drawn uniformly at random from
the legal ones of the mask, in numpy. A step is one choice of one game (a
placement, or one stone of an unblocking set or of a payment); games that
end start again. Not a pass/fail test: it prints figures.

    PYTHONPATH=build/python python3 python/bench/env_bench.py [--repeat 5]
        [--seconds 2] [--sizes 5 9] [--batches 1 64 1024]
        [--calls N [--draw-only]]

Each figure is the median of ``--repeat`` runs of about ``--seconds``
each, CPU time of this process, with the range of the runs.
"""

import argparse
import statistics
import time

import numpy as np

from libnexus.env import NexusEnv, VectorEnv


def draw(masks, rng, bounds):
    """A legal action per row of ``masks``, uniformly and independently:
    the legal ids of the whole batch in one pass (``flatnonzero``), each
    row's slice of them found by a binary search at the row starts
    (``bounds``, rows + 1 of them), then the k-th legal id of each row, k
    drawn below the row's count (one random number a game). A row without
    a legal id (a game over, without autoreset) gets 0, which C ignores."""
    rows = masks.shape[0]
    legal = np.flatnonzero(masks.view(np.bool_))
    if legal.size == 0:
        return np.zeros(rows, dtype=np.int32)
    edges = np.searchsorted(legal, bounds)
    counts = np.diff(edges)
    k = edges[:-1] + (rng.random(rows) * counts).astype(np.int64)
    picked = legal[np.minimum(k, legal.size - 1)] - bounds[:-1]
    return np.where(counts > 0, picked, 0).astype(np.int32)


def run_vector(size, batch, seconds, seed):
    env = VectorEnv(batch, size=size)
    env.reset()
    rng = np.random.default_rng(seed)
    bounds = np.arange(batch + 1) * env.masks.shape[1]
    steps, start = 0, time.process_time()
    while True:
        for _ in range(max(1, 20000 // batch)):
            env.step(draw(env.masks, rng, bounds), check_actions=False)
            steps += batch
        spent = time.process_time() - start
        if spent >= seconds:
            env.close()
            return steps / spent


def run_single(size, seconds, seed):
    env = NexusEnv(size=size)
    env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    steps, start = 0, time.process_time()
    while True:
        for _ in range(500):
            if not env.agents:
                env.reset()
            obs, _, term, trunc, _ = env.last()
            if term or trunc:
                env.step(None)
                continue
            legal = np.flatnonzero(obs["action_mask"])
            env.step(int(legal[int(rng.random() * legal.size)]))
            steps += 1
        spent = time.process_time() - start
        if spent >= seconds:
            return steps / spent


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--repeat", type=int, default=5)
    p.add_argument("--seconds", type=float, default=2.0)
    p.add_argument("--sizes", type=int, nargs="+", default=[5, 9])
    p.add_argument("--batches", type=int, nargs="+", default=[1, 64, 1024])
    p.add_argument("--calls", type=int, default=None,
                   help="only step the vector env of the first size and "
                   "batch this many times (for callgrind), and print the "
                   "steps made")
    p.add_argument("--draw-only", action="store_true",
                   help="with --calls: draw the actions, do not step")
    a = p.parse_args()
    if a.calls is not None:
        env = VectorEnv(a.batches[0], size=a.sizes[0])
        env.reset()
        rng = np.random.default_rng(0)
        bounds = np.arange(a.batches[0] + 1) * env.masks.shape[1]
        for _ in range(a.calls):
            actions = draw(env.masks, rng, bounds)
            if not a.draw_only:
                env.step(actions, check_actions=False)
        print("steps", a.calls * a.batches[0])
        return
    print("%-5s %-14s %14s %24s" % ("size", "environment", "steps/s",
                                   "range"))
    for size in a.sizes:
        cases = [("single", None)] + [("vector %d" % b, b) for b in a.batches]
        for name, batch in cases:
            rates = []
            for r in range(a.repeat):
                rates.append(run_single(size, a.seconds, r) if batch is None
                             else run_vector(size, batch, a.seconds, r))
            print("%-5s %-14s %14s %24s" % (
                "%dx%d" % (size, size), name,
                "{:,.0f}".format(statistics.median(rates)),
                "{:,.0f} - {:,.0f}".format(min(rates), max(rates))),
                flush=True)


if __name__ == "__main__":
    main()
