#!/usr/bin/env bash
# Long fuzzing runs: build a fuzzer tree, run a target for a number of
# executions split over several worker processes, and print the summed
# figures. Not part of ctest or CI (CI runs each fuzzer briefly and replays
# the committed corpora); see docs/hardening.md.
#
#   fuzz/long-run.sh TARGET RUNS [WORKERS] [BUILD_DIR]
#
#   TARGET     record, api, api_fast, visitor, turns or protocol
#   RUNS       total executions, e.g. 10000000
#   WORKERS    processes (default: the number of cores)
#   BUILD_DIR  default build-fuzz-<flavour> (one tree per set of flags)
#
# NEXUS_FUZZ_MAX_TIME=S stops each worker after S seconds even if it has
# not made its executions (the figures then say how many it made).
#
# Flavours: the parsers (record, visitor, protocol) are built with ASan,
# UBSan and libFuzzer's comparison tracing ("cmp"); the API driver and the
# iterator drop the tracing (-fno-sanitize-coverage=trace-cmp: the
# bitboard code is full of 64-bit compares, and tracing them makes these
# drivers about twice as slow) ("nocmp"); the fast API driver also drops
# ASan ("fast": UBSan only; ASan halves its speed, and its corpus is
# replayed under ASan by CI's asan stage) and runs on edge coverage only
# (-use_counters=0: hit counters make libFuzzer keep ever longer programs,
# which is the thorough driver's job).
# New inputs go to BUILD_DIR/new-TARGET-<worker>; findings (crash-*,
# timeout-*, oom-*) to BUILD_DIR/. Merge new inputs into the committed
# corpus as docs/hardening.md says.
set -euo pipefail

usage="usage: fuzz/long-run.sh record|api|api_fast|visitor|turns|protocol RUNS [WORKERS] [BUILD_DIR]"
target=${1:?$usage}
runs=${2:?$usage}
workers=${3:-$(nproc)}
nocmp="-fsanitize=fuzzer-no-link;-fno-sanitize-coverage=trace-cmp"
sanitizers="address,undefined"
extra=()
if [ "${NEXUS_FUZZ_MAX_TIME:-0}" -gt 0 ]; then
    extra+=("-max_total_time=$NEXUS_FUZZ_MAX_TIME")
fi
case "$target" in
record)
    max_len=8192; seeds=(fuzz/corpus/record conformance/games)
    flavour=cmp; flags="-fsanitize=fuzzer-no-link" ;;
visitor)
    max_len=8192; seeds=(fuzz/corpus/visitor)
    flavour=cmp; flags="-fsanitize=fuzzer-no-link" ;;
protocol)
    max_len=16384; seeds=(fuzz/corpus/protocol)
    flavour=cmp; flags="-fsanitize=fuzzer-no-link" ;;
api)
    max_len=1024; seeds=(fuzz/corpus/api)
    flavour=nocmp; flags=$nocmp ;;
turns)
    max_len=1024; seeds=(fuzz/corpus/turns)
    flavour=nocmp; flags=$nocmp ;;
api_fast)
    max_len=1024; seeds=(fuzz/corpus/api)
    flavour=fast; flags=$nocmp; sanitizers=undefined
    extra+=(-use_counters=0) ;;
*) echo "$usage" >&2; exit 2 ;;
esac
build=${4:-build-fuzz-$flavour}

CC=clang cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DNEXUS_FUZZ=ON \
    "-DNEXUS_FUZZ_FLAGS=$flags" "-DNEXUS_FUZZ_SANITIZERS=$sanitizers" \
    -DNEXUS_BUILD_TESTS=OFF -DNEXUS_BUILD_BOT=OFF -DNEXUS_BUILD_BENCH=OFF \
    -DNEXUS_BUILD_EXAMPLES=OFF -DNEXUS_BUILD_DOCS=OFF >/dev/null
cmake --build "$build" -j"$workers" --target fuzz >/dev/null
if [ "$target" = api ] || [ "$target" = api_fast ]; then
    rm -rf "$build/api-seeds" && mkdir -p "$build/api-seeds"
    "$build/fuzz/make_api_seeds" "$build/api-seeds" conformance/games/*.nxr
    seeds+=("$build/api-seeds")
fi

per=$(( (runs + workers - 1) / workers ))
pids=()
for w in $(seq 1 "$workers"); do
    out="$build/new-$target-$w"
    mkdir -p "$out"
    "$build/fuzz/fuzz_$target" -runs="$per" -seed="$w" -max_len="$max_len" \
        ${extra[@]+"${extra[@]}"} \
        -timeout=20 -rss_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix="$build/" "$out" "${seeds[@]}" \
        >"$build/long-$target-$w.log" 2>&1 &
    pids+=("$!")
done
status=0
for pid in "${pids[@]}"; do
    wait "$pid" || status=1
done

total=0
for w in $(seq 1 "$workers"); do
    log="$build/long-$target-$w.log"
    n=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")
    echo "worker $w: ${n:-?} executions, ${rate:-?} exec/s ($log)"
    total=$(( total + ${n:-0} ))
done
echo "fuzz_$target: $total executions in all, $workers workers"
ls "$build"/crash-* "$build"/timeout-* "$build"/oom-* 2>/dev/null || true
if [ "$status" -ne 0 ]; then
    echo "fuzz_$target: a worker stopped with a finding (see the logs)" >&2
fi
exit "$status"
