#!/usr/bin/env bash
# Random playouts (nexus_game_playout), WebAssembly under node against the
# native build, in one run: the same program (bench/nexus-bench.c, groups
# playout-5x5 and playout-9x9, fixed seeds, so the same games) compiled
# twice, and the same games through the JavaScript API (api-playout.mjs,
# Game.playout). Runs alternate,
# and each is timed by the CPU time of its process (user + system, from
# getrusage), not the wall clock, so that other load on a shared machine
# matters less; the best of ROUNDS runs counts. node's start-up and wasm
# compilation are included (about 0.1 s). A benchmark, not a test
# (docs/performance.md, "WebAssembly").
#   bash web/bench/playout-ratio.sh [NATIVE_BUILD] [WASM_BUILD] [ROUNDS] [GAMES]
# (the site, for the API, is WASM_BUILD/web/site)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
native=${1:-build}/bench/nexus-bench
wasm=${2:-build-wasm}/bench/nexus-bench.js
rounds=${3:-3}
games=${4:-100000}
for f in "$native" "$wasm"; do
    [ -e "$f" ] || { echo "missing $f (build both trees first, see web/README.md)" >&2; exit 1; }
done

/usr/bin/python3 - "$native" "$wasm" "$rounds" "$games" "${2:-build-wasm}/web/site" <<'PY'
import resource, subprocess, sys

native, wasm, rounds, games, site = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
api = "web/bench/api-playout.mjs"

def cpu_seconds(cmd):
    """CPU time of one run of cmd (a child process), and its turns/game line."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    turns = [l for l in out.splitlines() if "turns-per-game" in l]
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), turns

for size, n in ((5, games), (9, max(1, games // 10))):
    args = ["--only", f"playout-{size}x{size}", "--games", str(n)]
    runs = {"native": [native] + args, "wasm": ["node", wasm] + args,
            "js-api": ["node", api, site, str(size), str(n)]}
    best = {name: float("inf") for name in runs}
    seen = {}
    for _ in range(rounds):
        for name, cmd in runs.items():
            t, turns = cpu_seconds(cmd)
            best[name] = min(best[name], t)
            seen[name] = turns
    assert len({str(v) for v in seen.values()}) == 1, f"different games: {seen}"
    rate = {k: n / v for k, v in best.items()}
    print(f"playout-{size}x{size}: {n} games, {seen['native'][0]}; games/cpu-s: native {rate['native']:.0f}, "
          f"wasm {rate['wasm']:.0f} ({100 * rate['wasm'] / rate['native']:.0f}% of native), "
          f"JS API {rate['js-api']:.0f} ({100 * rate['js-api'] / rate['native']:.0f}%)")
PY
echo "# node $(node --version); emcc $(emcc -dumpversion)"
