#!/usr/bin/env bash
# Build the WebAssembly module and the page into one folder:
#   bash web/build.sh [BUILD_DIR]      (default build-wasm)
# The site is then BUILD_DIR/web/site; serve it with any static server:
#   python3 -m http.server -d build-wasm/web/site 8000
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
build=${1:-build-wasm}
# Debian's emscripten runs its JavaScript optimizer with node-acorn from
# /usr/share/nodejs, which node only finds through NODE_PATH.
export NODE_PATH=${NODE_PATH:-/usr/share/nodejs}
# emcmake would run the programs the build executes (the rules pictures)
# under `node --experimental-wasm-threads`, an option node 20 refuses; plain
# node runs them.
emcmake cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release \
    "-DCMAKE_CROSSCOMPILING_EMULATOR=$(command -v node)" \
    -DNEXUS_BUILD_TESTS=OFF -DNEXUS_BUILD_DOCS=OFF -DNEXUS_BUILD_EXAMPLES=OFF \
    -Wno-dev > /dev/null
cmake --build "$build" -j2
echo "site: $build/web/site"
