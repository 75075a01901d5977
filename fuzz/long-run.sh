#!/usr/bin/env bash
# Long fuzzing runs: build a fuzzer tree, run a target for a number of
# executions split over several worker processes, and print the summed
# figures. Not part of ctest or CI (CI runs each fuzzer for 15 s and replays
# the committed corpora); see docs/hardening.md.
#
#   fuzz/long-run.sh TARGET RUNS [WORKERS] [BUILD_DIR]
#
#   TARGET     record or api
#   RUNS       total executions, e.g. 10000000
#   WORKERS    processes (default: the number of cores)
#   BUILD_DIR  default build-fuzz-TARGET
#
# Both builds have ASan and UBSan. The API build drops libFuzzer's
# comparison tracing (-fno-sanitize-coverage=trace-cmp): the bitboard code
# is full of 64-bit compares, and tracing them makes the API driver about
# twice as slow. The record reader is a parser and keeps it.
# New inputs go to BUILD_DIR/new-TARGET-<worker>; findings (crash-*,
# timeout-*, oom-*) to BUILD_DIR/. Merge new inputs into the committed
# corpus as docs/hardening.md says.
set -euo pipefail

target=${1:?usage: fuzz/long-run.sh record|api RUNS [WORKERS] [BUILD_DIR]}
runs=${2:?usage: fuzz/long-run.sh record|api RUNS [WORKERS] [BUILD_DIR]}
workers=${3:-$(nproc)}
build=${4:-build-fuzz-$target}
case "$target" in
record)
    max_len=8192; seeds=(fuzz/corpus/record conformance/games)
    flags="-fsanitize=fuzzer-no-link" ;;
api)
    max_len=1024; seeds=(fuzz/corpus/api "$build/api-seeds")
    flags="-fsanitize=fuzzer-no-link;-fno-sanitize-coverage=trace-cmp" ;;
*) echo "long-run.sh: TARGET is record or api" >&2; exit 2 ;;
esac

CC=clang cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DNEXUS_FUZZ=ON \
    "-DNEXUS_FUZZ_FLAGS=$flags" \
    -DNEXUS_BUILD_TESTS=OFF -DNEXUS_BUILD_BOT=OFF -DNEXUS_BUILD_BENCH=OFF \
    -DNEXUS_BUILD_EXAMPLES=OFF -DNEXUS_BUILD_DOCS=OFF >/dev/null
cmake --build "$build" -j"$workers" --target fuzz >/dev/null
if [ "$target" = api ]; then
    rm -rf "$build/api-seeds" && mkdir -p "$build/api-seeds"
    "$build/fuzz/make_api_seeds" "$build/api-seeds" conformance/games/*.nxr
fi

per=$(( (runs + workers - 1) / workers ))
pids=()
for w in $(seq 1 "$workers"); do
    out="$build/new-$target-$w"
    mkdir -p "$out"
    "$build/fuzz/fuzz_$target" -runs="$per" -seed="$w" -max_len="$max_len" \
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
