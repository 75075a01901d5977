# Sourced by the install test drivers (tests/install/run_consumer.sh,
# tests/bot/install_consumer.sh), which set CMAKE, CC, prefix and config and
# define run().
#
# cmake_consumer SOURCE OUT [-DVAR=VALUE...]: configure and build the CMake
# project SOURCE in OUT against the scratch prefix ($prefix).
cmake_consumer() {
    local src=$1 out=$2
    shift 2
    local gen=()
    [ -n "${CMAKE_GENERATOR:-}" ] && gen=(-G "$CMAKE_GENERATOR")
    rm -rf "$out"
    run "$CMAKE" "${gen[@]}" -S "$src" -B "$out" \
        -DCMAKE_BUILD_TYPE="${config:-Release}" \
        -DCMAKE_C_COMPILER="$CC" \
        -DCMAKE_PREFIX_PATH="$prefix" \
        -DCMAKE_FIND_PACKAGE_NO_PACKAGE_REGISTRY=ON \
        -DCMAKE_C_FLAGS="${NEXUS_CONSUMER_FLAGS:-}" \
        -DCMAKE_EXE_LINKER_FLAGS="${NEXUS_CONSUMER_FLAGS:-}" "$@"
    run "$CMAKE" --build "$out" ${config:+--config "$config"}
}
