"""Instructions per environment step, counted by callgrind (stable on a
loaded machine, unlike timings): the vector environment of 5x5 at batch
1024, 30 batch steps of env_bench.py's ``--calls`` mode, less a run of 0
steps, divided by the 30,720 game steps. Printed for each draw of the
actions (in numpy from the masks; in C by nexus_env_sample), split into
the C library's part (everything inside ctypes' ffi_call) and Python's
and numpy's (the rest). Needs valgrind.

    PYTHONPATH=build/python python3 python/bench/env_count.py
        [--calls 30] [--size 5] [--batch 1024]
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

BENCH = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                     "env_bench.py")


def counts(calls, draw, size, batch):
    """Returns (all instructions, those inside ffi_call) of one run."""
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "callgrind.out")
        subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file="
                        + out, sys.executable, BENCH, "--calls", str(calls),
                        "--draw", draw, "--sizes", str(size), "--batches",
                        str(batch)], check=True, capture_output=True)
        text = subprocess.run(["callgrind_annotate", "--inclusive=yes",
                               "--threshold=100", out], check=True,
                              capture_output=True, text=True).stdout
    total = re.search(r"^\s*([\d,]+) .*PROGRAM TOTALS", text, re.M)
    ffi = re.search(r"^\s*([\d,]+) .*:ffi_call ", text, re.M)
    return (int(total.group(1).replace(",", "")),
            int(ffi.group(1).replace(",", "")) if ffi else 0)


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--calls", type=int, default=30)
    p.add_argument("--size", type=int, default=5)
    p.add_argument("--batch", type=int, default=1024)
    a = p.parse_args()
    steps = a.calls * a.batch
    print("%-6s %12s %12s %14s" % ("draw", "all", "C", "Python+numpy"))
    for draw in ("numpy", "c"):
        t0, c0 = counts(0, draw, a.size, a.batch)
        t1, c1 = counts(a.calls, draw, a.size, a.batch)
        total, c = (t1 - t0) / steps, (c1 - c0) / steps
        print("%-6s %12.0f %12.0f %14.0f" % (draw, total, c, total - c),
              flush=True)


if __name__ == "__main__":
    main()
