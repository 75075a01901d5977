#!/usr/bin/env bash
# Random playouts, WebAssembly under node against the native build, in one
# run: the same program (bench/nexus-bench.c, group random-5x5 and
# random-9x9) compiled twice. Runs alternate, best of ROUNDS each, so both
# see the same machine load. A benchmark, not a test (docs/performance.md,
# "WebAssembly").
#   bash web/bench/playout-ratio.sh [NATIVE_BUILD] [WASM_BUILD] [ROUNDS]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
native=${1:-build}/bench/nexus-bench
wasm=${2:-build-wasm}/bench/nexus-bench.js
rounds=${3:-3}
for f in "$native" "$wasm"; do
    [ -e "$f" ] || { echo "missing $f (build both trees first, see web/README.md)" >&2; exit 1; }
done

# The figure `name` (games/s) of one run of a command.
figure() {
    local name=$1; shift
    "$@" --quick --only "${name%-games-per-s}" | awk -v n="$name:" '$1 == n { print $2 }'
}

for group in random-5x5-games-per-s random-9x9-games-per-s; do
    best_native=0 best_wasm=0
    for _ in $(seq "$rounds"); do
        n=$(figure "$group" "$native")
        w=$(figure "$group" node "$wasm")
        best_native=$(echo "$n $best_native" | awk '{ print ($1 > $2) ? $1 : $2 }')
        best_wasm=$(echo "$w $best_wasm" | awk '{ print ($1 > $2) ? $1 : $2 }')
    done
    echo "$group native $best_native wasm $best_wasm" |
        awk '{ printf "%s: native %d, wasm %d games/s, wasm/native %.0f%%\n", $1, $3, $5, 100 * $5 / $3 }'
done
echo "# node $(node --version), $(emcc --version | head -1 | cut -c1-60)"
