#!/usr/bin/env bash
# Random playouts (nexus_game_playout), WebAssembly under node against the
# native build, in one run: the same program (bench/nexus-bench.c, groups
# playout-5x5 and playout-9x9, fixed seeds, so the same games) compiled
# twice, and the same games through the JavaScript API (api-playout.mjs,
# Game.playout). A benchmark, not a test (docs/performance.md,
# "WebAssembly").
#
#   bash web/bench/playout-ratio.sh [NATIVE_BUILD] [WASM_BUILD] [ROUNDS] [GAMES_5x5] [GAMES_9x9]
#
# Defaults: build, build-wasm, 5 rounds, and as many games on each size as
# keep start-up under 2.5 % of a wasm run (below); GAMES_5x5 and GAMES_9x9
# fix the counts instead (the site, for the API, is WASM_BUILD/web/site).
# Each run is timed by
# the CPU time of its process (user + system, from getrusage), not the wall
# clock, so that other load on a shared machine matters less. The three
# programs run one after the other within a round, and the ratio is taken
# round by round (wasm CPU of round i against native CPU of round i): the
# median of the rounds is the figure, their lowest and highest the spread.
#
# Start-up (node, reading and compiling the module: about 0.1 s of CPU) is
# inside every wasm and API run. The script measures it with one-game runs,
# then, unless the counts are given, times a shorter wasm run to learn the
# cost of a game and chooses the count that makes start-up 2.5 % of a run
# (so the count grows as the engine gets faster: 1.2 million 5x5 games on
# the engine of December 2026). It prints start-up's share of the median
# run, and warns when it is over 5 % (too few games for the figure to mean
# the engine's speed).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
native=${1:-build}/bench/nexus-bench
wasm=${2:-build-wasm}/bench/nexus-bench.js
rounds=${3:-5}
games5=${4:-0}
games9=${5:-0}
for f in "$native" "$wasm"; do
    [ -e "$f" ] || { echo "missing $f (build both trees first, see web/README.md)" >&2; exit 1; }
done

/usr/bin/python3 - "$native" "$wasm" "$rounds" "$games5" "$games9" "${2:-build-wasm}/web/site" <<'PY'
import resource, statistics, subprocess, sys

native, wasm, rounds = sys.argv[1], sys.argv[2], int(sys.argv[3])
games = {5: int(sys.argv[4]), 9: int(sys.argv[5])}
site = sys.argv[6]
api = "web/bench/api-playout.mjs"
START_UP_SHARE_MAX = 0.05
START_UP_SHARE_AIM = 0.025
CALIBRATION_GAMES = {5: 100000, 9: 20000}

def cpu_seconds(cmd):
    """CPU time of one run of cmd (a child process), and its turns/game line."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    turns = [l for l in out.splitlines() if "turns-per-game" in l]
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), turns

def commands(size, n):
    args = ["--only", f"playout-{size}x{size}", "--games", str(n)]
    return {"native": [native] + args, "wasm": ["node", wasm] + args,
            "js-api": ["node", api, site, str(size), str(n)]}

def spread(values):
    """The median, lowest and highest of values, as percentages."""
    return (f"{100 * statistics.median(values):.0f}% "
            f"({100 * min(values):.0f}-{100 * max(values):.0f}%)")

def enough_games(size, start_up):
    """The game count whose wasm run makes start-up START_UP_SHARE_AIM of it."""
    n0 = CALIBRATION_GAMES[size]
    per_game = max(1e-9, (cpu_seconds(commands(size, n0)["wasm"])[0] - start_up) / n0)
    n = start_up * (1 / START_UP_SHARE_AIM - 1) / per_game
    return max(n0, int(-(-n // 10000) * 10000))

for size in (5, 9):
    start_up = min(cpu_seconds(commands(size, 1)["wasm"])[0] for _ in range(3))
    n = games[size] or enough_games(size, start_up)
    runs = commands(size, n)
    cpu = {name: [] for name in runs}
    seen = {}
    for _ in range(rounds):
        for name, cmd in runs.items():
            t, turns = cpu_seconds(cmd)
            cpu[name].append(t)
            seen[name] = turns
    assert len({str(v) for v in seen.values()}) == 1, f"different games: {seen}"
    ratio = {name: [cpu["native"][i] / cpu[name][i] for i in range(rounds)]
             for name in ("wasm", "js-api")}
    median_wasm = statistics.median(cpu["wasm"])
    share = start_up / median_wasm
    rate = {k: n / statistics.median(v) for k, v in cpu.items()}
    print(f"playout-{size}x{size}: {n} games x {rounds} rounds, {seen['native'][0]}")
    print(f"  games/cpu-s (median): native {rate['native']:.0f}, wasm {rate['wasm']:.0f}, "
          f"JS API {rate['js-api']:.0f}")
    print(f"  wasm / native, round by round: {spread(ratio['wasm'])}; "
          f"JS API / native: {spread(ratio['js-api'])}")
    print(f"  wasm start-up {start_up:.2f} cpu-s, {100 * share:.1f}% of a wasm run")
    if share > START_UP_SHARE_MAX:
        print(f"  warning: start-up is over {100 * START_UP_SHARE_MAX:.0f}% of a run: "
              "give more games for a figure of the engine's speed")
PY
echo "# node $(node --version); emcc $(emcc -dumpversion); load $(cut -d' ' -f1-3 /proc/loadavg)"
