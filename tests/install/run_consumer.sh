#!/usr/bin/env bash
# Driver of the install tests (run by ctest, see CMakeLists.txt).
#
#   run_consumer.sh install      <build-dir> <scratch-dir> [config]
#       install <build-dir> into <scratch-dir>/prefix and check the files;
#   run_consumer.sh pkg-config   <build-dir> <scratch-dir> [config]
#       build consumer/main.c with `cc $(pkg-config --cflags --libs nexus)`
#       against that prefix and run it;
#   run_consumer.sh find-package <build-dir> <scratch-dir> [config]
#       configure, build and run the CMake project consumer/ with
#       find_package(nexus 1 REQUIRED) against that prefix.
#
# Environment (set by ctest): CC, CMAKE, CMAKE_GENERATOR, PKG_CONFIG,
# NEXUS_LIBDIR, NEXUS_INCLUDEDIR, NEXUS_BINDIR, NEXUS_VERSION and
# NEXUS_CONSUMER_FLAGS (sanitizer/coverage flags the build was made with).
set -euo pipefail

fail() { echo "FAIL: $*" >&2; exit 1; }
run() { echo "+ $*"; "$@"; }

[ $# -ge 3 ] || fail "usage: $0 install|pkg-config|find-package <build-dir> <scratch-dir> [config]"
mode=$1
build=$(cd "$2" && pwd)
mkdir -p "$3"
scratch=$(cd "$3" && pwd)
config=${4:-}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

CC=${CC:-cc}
CMAKE=${CMAKE:-cmake}
PKG_CONFIG=${PKG_CONFIG:-pkg-config}
libdir_rel=${NEXUS_LIBDIR:-lib}
includedir_rel=${NEXUS_INCLUDEDIR:-include}
bindir_rel=${NEXUS_BINDIR:-bin}
read -r -a extra_flags <<< "${NEXUS_CONSUMER_FLAGS:-}"

prefix=$scratch/prefix
libdir=$prefix/$libdir_rel
includedir=$prefix/$includedir_rel

# The consumer must find the installed library only.
unset LD_LIBRARY_PATH CMAKE_PREFIX_PATH PKG_CONFIG_LIBDIR || true

case $mode in
install)
    rm -rf "$prefix"
    run "$CMAKE" --install "$build" --prefix "$prefix" ${config:+--config "$config"}
    for f in "$includedir/nexus.h" \
             "$libdir/libnexus.so" "$libdir/libnexus.so.1" "$libdir/libnexus.a" \
             "$libdir/pkgconfig/nexus.pc" \
             "$libdir/cmake/nexus/nexusConfig.cmake" \
             "$libdir/cmake/nexus/nexusConfigVersion.cmake" \
             "$libdir/cmake/nexus/nexusTargets.cmake"; do
        [ -e "$f" ] || fail "not installed: $f"
    done
    # The installed nexus.pc must point into this prefix, not the configured one.
    grep -qx "prefix=$prefix" "$libdir/pkgconfig/nexus.pc" ||
        fail "nexus.pc does not point to $prefix:$(printf '\n'; cat "$libdir/pkgconfig/nexus.pc")"
    # The installed demo (if examples were built) must run from the prefix.
    if [ -x "$prefix/$bindir_rel/nexus-demo" ]; then
        run "$prefix/$bindir_rel/nexus-demo" 7 > "$scratch/demo.out" ||
            fail "installed nexus-demo failed"
    fi
    echo "install OK: $prefix"
    ;;

pkg-config)
    command -v "$PKG_CONFIG" > /dev/null || fail "pkg-config not found ($PKG_CONFIG)"
    [ -d "$prefix" ] || fail "nothing installed in $prefix (run install_tree first)"
    export PKG_CONFIG_PATH=$libdir/pkgconfig
    version=$("$PKG_CONFIG" --modversion nexus) || fail "pkg-config does not find nexus"
    [ "$version" = "${NEXUS_VERSION:-$version}" ] ||
        fail "pkg-config version $version, expected $NEXUS_VERSION"
    pc_prefix=$("$PKG_CONFIG" --variable=prefix nexus)
    [ "$pc_prefix" = "$prefix" ] || fail "pkg-config prefix is $pc_prefix, expected $prefix"
    read -r -a cflags <<< "$("$PKG_CONFIG" --cflags nexus)"
    read -r -a libs <<< "$("$PKG_CONFIG" --libs nexus)"
    out=$scratch/pkgconfig
    rm -rf "$out" && mkdir -p "$out"
    run "$CC" -std=c11 -Wall -Wextra -Wpedantic -Werror "${extra_flags[@]}" \
        "${cflags[@]}" -o "$out/consumer" "$here/consumer/main.c" \
        "${libs[@]}" -Wl,-rpath,"$("$PKG_CONFIG" --variable=libdir nexus)"
    # It must load the installed libnexus.so.1.
    if command -v ldd > /dev/null; then
        ldd "$out/consumer" | grep 'libnexus\.so\.1' | grep -qF "$libdir/" ||
            fail "consumer does not load $libdir/libnexus.so.1:$(printf '\n'; ldd "$out/consumer")"
    fi
    run "$out/consumer"
    ;;

find-package)
    [ -d "$prefix" ] || fail "nothing installed in $prefix (run install_tree first)"
    out=$scratch/find-package
    rm -rf "$out"
    gen=()
    [ -n "${CMAKE_GENERATOR:-}" ] && gen=(-G "$CMAKE_GENERATOR")
    run "$CMAKE" "${gen[@]}" -S "$here/consumer" -B "$out" \
        -DCMAKE_BUILD_TYPE="${config:-Release}" \
        -DCMAKE_C_COMPILER="$CC" \
        -DCMAKE_PREFIX_PATH="$prefix" \
        -DCMAKE_FIND_PACKAGE_NO_PACKAGE_REGISTRY=ON \
        -DCMAKE_C_FLAGS="${NEXUS_CONSUMER_FLAGS:-}" \
        -DCMAKE_EXE_LINKER_FLAGS="${NEXUS_CONSUMER_FLAGS:-}" \
        -DEXPECTED_NEXUS_DIR="$libdir/cmake/nexus"
    run "$CMAKE" --build "$out" ${config:+--config "$config"}
    for exe in consumer_shared consumer_static; do
        path=$(find "$out" -type f -name "$exe" -perm -u+x | head -n 1)
        [ -n "$path" ] || fail "$exe was not built"
        run "$path"
    done
    ;;

*)
    fail "unknown mode '$mode'"
    ;;
esac
