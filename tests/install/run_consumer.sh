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
#       find_package(nexus 1 REQUIRED) against that prefix;
#   run_consumer.sh build-tree   <build-dir> <scratch-dir> [config]
#       the same project with nexus_DIR=<build-dir>, not installed;
#   run_consumer.sh subdirectory <build-dir> <scratch-dir> [config]
#       the same project with the source tree added by add_subdirectory;
#   run_consumer.sh bot-static   <build-dir> <scratch-dir> [config]
#       build and run bot_static/ with nexus::bot_static: a program that
#       needs no shared library of this project;
#   run_consumer.sh exports      <build-dir> <scratch-dir> [config]
#       exports/main.c, which links every exported function of both
#       libraries, built shared and static through pkg-config and CMake;
#   run_consumer.sh verify       <build-dir> <scratch-dir> [config]
#       the installed `nexus verify`, without arguments, checks the
#       installed corpus (NEXUS_CORPUS_COUNT files).
#
# Environment (set by ctest): CC, CMAKE, CMAKE_GENERATOR, PKG_CONFIG,
# NEXUS_LIBDIR, NEXUS_INCLUDEDIR, NEXUS_BINDIR, NEXUS_VERSION and
# NEXUS_CONSUMER_FLAGS (sanitizer/coverage flags the build was made with).
set -euo pipefail

fail() { echo "FAIL: $*" >&2; exit 1; }
run() { echo "+ $*"; "$@"; }

# cmake_consumer SOURCE OUT [-DVAR=VALUE...] (shared with tests/bot/).
source "$(dirname "${BASH_SOURCE[0]}")/cmake_consumer.sh"

# run_consumers OUT: runs the two programs of consumer/ built in OUT.
run_consumers() {
    local exe path
    for exe in consumer_shared consumer_static; do
        path=$(find "$1" -type f -name "$exe" -perm -u+x | head -n 1)
        [ -n "$path" ] || fail "$exe was not built"
        run "$path"
    done
}

[ $# -ge 3 ] || fail "usage: $0 install|pkg-config|find-package|build-tree|subdirectory|bot-static|exports|verify <build-dir> <scratch-dir> [config]"
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
    # Nothing installed names the build machine's trees or libraries: no
    # text file holds the build or source directory, nor a path to libm.
    source_dir=$(cd "$here/../.." && pwd)
    leaks=$(grep -rIlE "$build|$source_dir|/libm\.(so|a)" "$prefix" || true)
    [ -z "$leaks" ] || fail "installed files name the build machine:$(printf '\n%s' "$leaks")"
    # The installed .pc files are relocatable: their prefix is relative to
    # the file, never the configured prefix or this one written out.
    for pc in "$libdir"/pkgconfig/*.pc; do
        grep -q '^prefix=${pcfiledir}/' "$pc" ||
            fail "$pc is not relocatable:$(printf '\n'; cat "$pc")"
    done
    # The conformance corpus, every file of it.
    corpus=$prefix/${NEXUS_CORPUS_INSTALL_DIR:-share/nexus/conformance}
    count=$(find "$corpus" -maxdepth 1 -name '*.nxr' 2> /dev/null | wc -l)
    [ "$count" -eq "${NEXUS_CORPUS_COUNT:-0}" ] && [ "$count" -gt 0 ] ||
        fail "$count corpus files in $corpus, expected ${NEXUS_CORPUS_COUNT:-?}"
    # The static bot library beside the shared one.
    if [ -e "$libdir/libnexus-bot.so" ]; then
        [ -e "$libdir/libnexus-bot.a" ] || fail "not installed: $libdir/libnexus-bot.a"
    fi
    # The tool comes with its man page.
    if [ -x "$prefix/$bindir_rel/nexus" ]; then
        [ -s "$prefix/share/man/man1/nexus.1" ] || fail "not installed: share/man/man1/nexus.1"
    fi
    # Every picture the installed guides show is installed beside them (the
    # rules pictures are drawn by the default build, with the bot library).
    docdir=$prefix/share/doc/nexus
    if [ -e "$libdir/libnexus-bot.so" ] && [ -d "$docdir" ]; then
        missing=""
        for md in "$docdir"/*.md; do
            for pic in $(grep -oE '!\[[^]]*\]\([^)#]+\)' "$md" | sed -E 's/.*\(([^)#]+)\)$/\1/'); do
                [ -e "$docdir/$pic" ] || missing="$missing $(basename "$md"):$pic"
            done
        done
        [ -z "$missing" ] || fail "pictures the installed guides show are not installed:$missing"
    fi
    # Nothing but the command-line tool in bin/.
    if [ -d "$prefix/$bindir_rel" ]; then
        extra=$(find "$prefix/$bindir_rel" -mindepth 1 ! -name nexus -printf '%f ')
        [ -z "$extra" ] || fail "installed into $bindir_rel/ besides nexus: $extra"
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
    [ "$(cd "$pc_prefix" && pwd -P)" = "$(cd "$prefix" && pwd -P)" ] ||
        fail "pkg-config prefix is $pc_prefix, expected $prefix"
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
    # Debian's unrelated NeXus library also installs a nexus.pc (4.x,
    # -lNeXus). Found first, it must be told apart by its version, and the
    # nexus-bot module must refuse it rather than link -lNeXus.
    if [ -e "$libdir/pkgconfig/nexus-bot.pc" ]; then
        fake=$scratch/neXus-pc
        mkdir -p "$fake"
        printf 'Name: NeXus\nDescription: NeXus data format\nVersion: 4.4.2\nLibs: -lNeXus\n' \
            > "$fake/nexus.pc"
        [ "$(PKG_CONFIG_PATH=$fake:$libdir/pkgconfig "$PKG_CONFIG" --modversion nexus)" = 4.4.2 ] ||
            fail "the fake NeXus nexus.pc was not found first"
        if PKG_CONFIG_PATH=$fake:$libdir/pkgconfig "$PKG_CONFIG" --libs nexus-bot; then
            fail "pkg-config nexus-bot accepted NeXus 4.4.2 as its nexus"
        fi
    fi
    ;;

find-package)
    [ -d "$prefix" ] || fail "nothing installed in $prefix (run install_tree first)"
    out=$scratch/find-package
    cmake_consumer "$here/consumer" "$out" \
        -DEXPECTED_NEXUS_DIR="$libdir/cmake/nexus"
    run_consumers "$out"
    ;;

build-tree)
    # nexus_DIR=<build dir>: the package of the build tree, not installed.
    out=$scratch/build-tree
    cmake_consumer "$here/consumer" "$out" -Dnexus_DIR="$build" \
        -DEXPECTED_NEXUS_DIR="$build"
    run_consumers "$out"
    ;;

subdirectory)
    # The project added with add_subdirectory: only the libraries, no
    # -Werror (tests/install/consumer/CMakeLists.txt checks that).
    out=$scratch/subdirectory
    cmake_consumer "$here/consumer" "$out" -DNEXUS_SOURCE="$here/../.."
    run_consumers "$out"
    ;;

bot-static)
    [ -d "$prefix" ] || fail "nothing installed in $prefix (run install_tree first)"
    out=$scratch/bot-static
    cmake_consumer "$here/bot_static" "$out"
    exe=$(find "$out" -type f -name bot_static_consumer -perm -u+x | head -n 1)
    [ -n "$exe" ] || fail "bot_static_consumer was not built"
    # Linked statically: it needs neither libnexus.so nor libnexus-bot.so.
    if command -v readelf > /dev/null; then
        ! readelf -d "$exe" | grep -E 'NEEDED.*libnexus' ||
            fail "bot_static_consumer needs a shared libnexus"
    fi
    run "$exe"
    ;;

exports)
    # exports/main.c links every function the installed headers export,
    # built four ways: pkg-config shared and static, CMake shared and static.
    [ -d "$prefix" ] || fail "nothing installed in $prefix (run install_tree first)"
    [ -e "$libdir/libnexus-bot.so" ] || { echo "SKIP: no bot library"; exit 77; }
    out=$scratch/exports
    rm -rf "$out" && mkdir -p "$out"
    grep -hoE '^(NEXUS_API|NEXUS_BOT_API)[^(]*\(' "$includedir/nexus.h" "$includedir/nexus_bot.h" |
        sed -E 's/.*[ *]([a-z_0-9]+)\($/NEXUS_EXPORT(\1)/' | sort -u > "$out/exports_table.h"
    declared=$(wc -l < "$out/exports_table.h")
    exported=$(nm -D --defined-only "$libdir/libnexus.so.1" "$libdir/libnexus-bot.so.1" |
        awk '$2 == "T" { print $3 }' | sed 's/@.*//' | sort -u | wc -l)
    [ "$declared" -eq "$exported" ] && [ "$declared" -gt 0 ] ||
        fail "the headers declare $declared functions, the libraries export $exported"
    export PKG_CONFIG_PATH=$libdir/pkgconfig
    read -r -a cflags <<< "$("$PKG_CONFIG" --cflags nexus-bot)"
    read -r -a shared_libs <<< "$("$PKG_CONFIG" --libs nexus-bot)"
    read -r -a static_libs <<< "$("$PKG_CONFIG" --static --libs nexus-bot)"
    compile=("$CC" -std=c11 -Wall -Wextra -Wpedantic -Werror "${extra_flags[@]}"
             "${cflags[@]}" -I"$out" "$here/exports/main.c")
    run "${compile[@]}" -o "$out/pkgconfig_shared" "${shared_libs[@]}" -Wl,-rpath,"$libdir"
    # A program linked with -static takes every library from its .a, so that
    # what a static link needs must be in the .pc files (Libs.private). The
    # sanitizers' runtimes cannot be linked so: those builds leave it out.
    static_exe=""
    if [ ${#extra_flags[@]} -eq 0 ]; then
        static_exe=$out/pkgconfig_static
        run "${compile[@]}" -static -o "$static_exe" "${static_libs[@]}"
    else
        echo "instrumented build: no -static program"
    fi
    cmake_consumer "$here/exports" "$out/cmake" -DTABLE_DIR="$out"
    for exe in "$out/pkgconfig_shared" ${static_exe:+"$static_exe"} \
               "$(find "$out/cmake" -type f -name exports_shared -perm -u+x | head -n 1)" \
               "$(find "$out/cmake" -type f -name exports_static -perm -u+x | head -n 1)"; do
        [ -x "$exe" ] || fail "not built: $exe"
        needed=$(readelf -d "$exe" | grep -cE 'NEEDED.*libnexus' || true)
        case $exe in
        *static) [ "$needed" -eq 0 ] || fail "$exe needs a shared libnexus" ;;
        *) [ "$needed" -eq 2 ] || fail "$exe does not need both shared libraries" ;;
        esac
        run "$exe"
    done
    ;;

verify)
    [ -d "$prefix" ] || fail "nothing installed in $prefix (run install_tree first)"
    nexus=$prefix/$bindir_rel/nexus
    if [ ! -x "$nexus" ]; then
        echo "SKIP: no nexus tool in this build"
        exit 77
    fi
    # From elsewhere, so that nothing relative to the build can help.
    cd "$scratch"
    status=0
    "$nexus" verify > "$scratch/verify.out" 2>&1 || status=$?
    cat "$scratch/verify.out"
    if [ $status -eq 2 ] && grep -q '^usage' "$scratch/verify.out"; then
        echo "SKIP: this nexus verify needs a PATH (no default corpus yet)"
        exit 77
    fi
    [ $status -eq 0 ] || fail "nexus verify exited with $status"
    tail -n 1 "$scratch/verify.out" | grep -qx "${NEXUS_CORPUS_COUNT:-0} passed, 0 failed" ||
        fail "nexus verify did not check the ${NEXUS_CORPUS_COUNT:-?} installed records"
    ;;

*)
    fail "unknown mode '$mode'"
    ;;
esac
