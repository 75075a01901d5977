#!/usr/bin/env bash
# Install test of libnexus-bot (run by ctest, see CMakeLists.txt):
#   install_consumer.sh <build-dir> <scratch-dir> [config]
# installs <build-dir> into <scratch-dir>/prefix, checks the bot's files,
# then builds and runs consumer/main.c twice against that prefix: with
# `pkg-config nexus-bot` and with find_package(nexus COMPONENTS bot).
# Environment: CC, CMAKE, CMAKE_GENERATOR, PKG_CONFIG, NEXUS_LIBDIR,
# NEXUS_INCLUDEDIR, NEXUS_CONSUMER_FLAGS.
set -euo pipefail

fail() { echo "FAIL: $*" >&2; exit 1; }
run() { echo "+ $*"; "$@"; }

[ $# -ge 2 ] || fail "usage: $0 <build-dir> <scratch-dir> [config]"
build=$(cd "$1" && pwd)
mkdir -p "$2"
scratch=$(cd "$2" && pwd)
config=${3:-}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
CC=${CC:-cc}
CMAKE=${CMAKE:-cmake}
PKG_CONFIG=${PKG_CONFIG:-pkg-config}
read -r -a extra_flags <<< "${NEXUS_CONSUMER_FLAGS:-}"
prefix=$scratch/prefix
libdir=$prefix/${NEXUS_LIBDIR:-lib}
includedir=$prefix/${NEXUS_INCLUDEDIR:-include}
unset LD_LIBRARY_PATH CMAKE_PREFIX_PATH PKG_CONFIG_LIBDIR || true

rm -rf "$prefix"
run "$CMAKE" --install "$build" --prefix "$prefix" ${config:+--config "$config"} > /dev/null
for f in "$includedir/nexus_bot.h" \
         "$libdir/libnexus-bot.so" "$libdir/libnexus-bot.so.1" \
         "$libdir/pkgconfig/nexus-bot.pc" \
         "$libdir/cmake/nexus/nexusBotTargets.cmake"; do
    [ -e "$f" ] || fail "not installed: $f"
done
soname=$(objdump -p "$libdir/libnexus-bot.so" 2> /dev/null | awk '/SONAME/ {print $2}')
[ -z "$soname" ] || [ "$soname" = libnexus-bot.so.1 ] || fail "SONAME is $soname"

# pkg-config (Requires: nexus brings libnexus in).
command -v "$PKG_CONFIG" > /dev/null || fail "pkg-config not found ($PKG_CONFIG)"
export PKG_CONFIG_PATH=$libdir/pkgconfig
pc_prefix=$("$PKG_CONFIG" --variable=prefix nexus-bot)
[ "$(cd "$pc_prefix" && pwd -P)" = "$(cd "$prefix" && pwd -P)" ] ||
    fail "nexus-bot.pc does not point to $prefix"
read -r -a cflags <<< "$("$PKG_CONFIG" --cflags nexus-bot)"
read -r -a libs <<< "$("$PKG_CONFIG" --libs nexus-bot)"
out=$scratch/pkgconfig
rm -rf "$out" && mkdir -p "$out"
run "$CC" -std=c11 -Wall -Wextra -Wpedantic -Werror "${extra_flags[@]}" \
    "${cflags[@]}" -o "$out/consumer" "$here/consumer/main.c" "${libs[@]}" \
    -Wl,-rpath,"$libdir"
run "$out/consumer"

# find_package(nexus COMPONENTS bot)
out=$scratch/find-package
source "$here/../install/cmake_consumer.sh"
cmake_consumer "$here/consumer" "$out" > /dev/null
exe=$(find "$out" -type f -name bot_consumer -perm -u+x | head -n 1)
[ -n "$exe" ] || fail "bot_consumer was not built"
run "$exe"
echo "bot install OK"
