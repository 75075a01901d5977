"""Environment steps per second (libnexus.env): the two-player NexusEnv
(Python, one step per call) and VectorEnv (C, nexus_env_step) at batch 1,
64 and 1024, on 5x5 and 9x9, every action drawn uniformly at random from
the legal ones of its game, afresh at every step: in numpy from the masks
(``numpy`` rows), or in C by VectorEnv.sample_actions (nexus_env_sample,
``C draw`` rows). A step is one choice of one game (a placement, or one
stone of an unblocking set or of a payment); games that end start again.
Not a pass/fail test: it prints figures.

    PYTHONPATH=build/python python3 python/bench/env_bench.py [--repeat 5]
        [--seconds 2] [--sizes 5 9] [--batches 1 64 1024]
        [--calls N [--draw numpy|c] [--draw-only]]

Each figure is the median of ``--repeat`` runs of about ``--seconds`` of
CPU time each, with the range of the runs, twice: steps per second of the
process's CPU time (time.process_time, the fair figure on a loaded
machine) and of wall-clock time.
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


def run_vector(size, batch, seconds, seed, c_draw):
    """Returns (steps per CPU second, steps per wall second)."""
    env = VectorEnv(batch, size=size)
    env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    bounds = np.arange(batch + 1) * env.masks.shape[1]
    actions = np.zeros(batch, dtype=np.int32)
    steps = 0
    cpu, wall = time.process_time(), time.perf_counter()
    while True:
        for _ in range(max(1, 20000 // batch)):
            if c_draw:
                env.step(env.sample_actions(actions), check_actions=False)
            else:
                env.step(draw(env.masks, rng, bounds), check_actions=False)
            steps += batch
        spent = time.process_time() - cpu
        if spent >= seconds:
            env.close()
            return steps / spent, steps / (time.perf_counter() - wall)


def run_single(size, seconds, seed):
    """Returns (steps per CPU second, steps per wall second)."""
    env = NexusEnv(size=size)
    env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    steps = 0
    cpu, wall = time.process_time(), time.perf_counter()
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
        spent = time.process_time() - cpu
        if spent >= seconds:
            return steps / spent, steps / (time.perf_counter() - wall)


def calls_only(a):
    """``--calls``: a fixed number of batch steps, for callgrind (the
    instructions of a step are a run's total less that of ``--calls 0``)."""
    batch = a.batches[0]
    env = VectorEnv(batch, size=a.sizes[0])
    env.reset(seed=0)
    rng = np.random.default_rng(0)
    bounds = np.arange(batch + 1) * env.masks.shape[1]
    actions = np.zeros(batch, dtype=np.int32)
    for _ in range(a.calls):
        if a.draw == "c":
            env.sample_actions(actions)
        else:
            actions = draw(env.masks, rng, bounds)
        if not a.draw_only:
            env.step(actions, check_actions=False)
    print("steps", a.calls * batch)


def spread(rates):
    """The median of ``rates`` and their range, as text."""
    return ("{:,.0f}".format(statistics.median(rates)),
            "{:,.0f} - {:,.0f}".format(min(rates), max(rates)))


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
    p.add_argument("--draw", choices=["numpy", "c"], default="numpy",
                   help="with --calls: who draws the actions")
    p.add_argument("--draw-only", action="store_true",
                   help="with --calls: draw the actions, do not step")
    a = p.parse_args()
    if a.calls is not None:
        calls_only(a)
        return
    print("%-5s %-22s %12s %22s %12s %22s" % (
        "size", "environment", "CPU steps/s", "range", "wall steps/s",
        "range"))
    for size in a.sizes:
        cases = [("single", None, False)]
        for b in a.batches:
            cases += [("vector %d, numpy" % b, b, False),
                      ("vector %d, C draw" % b, b, True)]
        for name, batch, c_draw in cases:
            runs = [run_single(size, a.seconds, r) if batch is None
                    else run_vector(size, batch, a.seconds, r, c_draw)
                    for r in range(a.repeat)]
            print("%-5s %-22s %12s %22s %12s %22s" % (
                ("%dx%d" % (size, size), name)
                + spread([c for c, _ in runs])
                + spread([w for _, w in runs])), flush=True)


if __name__ == "__main__":
    main()
