#!/usr/bin/env bash
# Compare this tree's speed with an older commit's, in the same run, as
# docs/performance.md asks on a shared machine: both built Release, each
# benchmark group run old, new, old, new, ... ROUNDS times, every pair's
# ratio printed, then the median of the ratios. Also, with --callgrind,
# the instructions per turn of each workload under valgrind (exact on any
# machine load).
#
#   bench/compare.sh [--base COMMIT] [--rounds N] [--callgrind] [--keep]
#
# BASE defaults to 63f1ebf (libnexus 1.0). The builds go to
# build-compare/{base,new} (kept with --keep, reused when present).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

base=63f1ebf
rounds=5
callgrind=0
keep=0
while [ $# -gt 0 ]; do
    case "$1" in
        --base) base=$2; shift 2 ;;
        --rounds) rounds=$2; shift 2 ;;
        --callgrind) callgrind=1; shift ;;
        --keep) keep=1; shift ;;
        *) echo "usage: $0 [--base COMMIT] [--rounds N] [--callgrind] [--keep]" >&2
           exit 2 ;;
    esac
done

out=build-compare
mkdir -p "$out"

build() { # DIR SOURCE
    cmake -S "$2" -B "$1" -DCMAKE_BUILD_TYPE=Release -DNEXUS_BUILD_TESTS=OFF \
        -DNEXUS_BUILD_DOCS=OFF -DNEXUS_BUILD_EXAMPLES=OFF > /dev/null
    cmake --build "$1" -j2 --target nexus-bench > /dev/null
}

if [ ! -d "$out/src-base" ]; then
    git worktree add --detach "$out/src-base" "$base" > /dev/null
fi
build "$out/base" "$out/src-base"
build "$out/new" .
old_bench=$out/base/bench/nexus-bench
new_bench=$out/new/bench/nexus-bench

# figure BENCH GROUP NAME: one run of a group, the value of one figure.
figure() {
    "$1" --quick --only "$2" | awk -v n="$3:" '$1 == n { print $2 }'
}

median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

# compare LABEL OLD_GROUP OLD_FIGURE NEW_GROUP NEW_FIGURE [lower]
compare() {
    local label=$1 og=$2 of=$3 ng=$4 nf=$5 lower=${6:-} i a b r
    local ratios=() olds=() news=()
    for ((i = 1; i <= rounds; i++)); do
        a=$(figure "$old_bench" "$og" "$of")
        b=$(figure "$new_bench" "$ng" "$nf")
        if [ -n "$lower" ]; then
            r=$(awk -v a="$a" -v b="$b" 'BEGIN { printf "%.3f", a / b }')
        else
            r=$(awk -v a="$a" -v b="$b" 'BEGIN { printf "%.3f", b / a }')
        fi
        printf '  %-28s pair %d: old %s, new %s, ratio %s\n' "$label" "$i" "$a" "$b" "$r"
        ratios+=("$r"); olds+=("$a"); news+=("$b")
    done
    printf '%-30s median old %s, new %s, median ratio %sx\n' "$label" \
        "$(printf '%s\n' "${olds[@]}" | median)" \
        "$(printf '%s\n' "${news[@]}" | median)" \
        "$(printf '%s\n' "${ratios[@]}" | median)"
}

echo "# bench/compare.sh: $(git rev-parse --short HEAD) against $base, $rounds pairs, $(date -u +%FT%TZ)"
echo "# load average: $(cat /proc/loadavg)"
compare random-5x5-games/s random-5x5 random-5x5-games-per-s random-5x5 random-5x5-games-per-s
compare random-9x9-games/s random-9x9 random-9x9-games-per-s random-9x9 random-9x9-games-per-s
compare playout-5x5/random-5x5 random-5x5 random-5x5-games-per-s playout-5x5 playout-5x5-games-per-s
compare playout-9x9/random-9x9 random-9x9 random-9x9-games-per-s playout-9x9 playout-9x9-games-per-s
compare perft-5x5-d5-leaves/s perft perft-5x5-d5-leaves-per-s perft perft-5x5-d5-leaves-per-s
compare clone-60-turns-ns micro clone-ns micro clone-ns lower
echo "# counts (exact): old | new"
for f in random-5x5-turns-per-game random-9x9-turns-per-game; do
    g=${f%-turns-per-game}
    echo "$f: $(figure "$old_bench" "$g" "$f") | $(figure "$new_bench" "$g" "$f")"
done
for g in playout-5x5 playout-9x9; do
    echo "$g-turns-per-game: - | $(figure "$new_bench" "$g" "$g-turns-per-game")"
done
for f in game-handle-60-turns-bytes game-clone-60-turns-bytes; do
    echo "$f: $(figure "$old_bench" memory "$f") | $(figure "$new_bench" memory "$f")"
done

if [ "$callgrind" = 1 ]; then
    echo "# instructions per turn (valgrind --tool=callgrind, 2000 games)"
    for g in random-5x5 random-9x9 playout-5x5 playout-9x9; do
        for side in old new; do
            bench=$old_bench
            [ "$side" = new ] && bench=$new_bench
            case "$side:$g" in old:playout-*) continue ;; esac
            log=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null \
                "$bench" --only "$g" --games 2000 2>&1)
            ir=$(printf '%s\n' "$log" | awk '/I +refs:/ { gsub(",", "", $NF); print $NF }')
            tpg=$(printf '%s\n' "$log" | awk -v n="$g-turns-per-game:" '$1 == n { print $2 }')
            awk -v s="$side" -v g="$g" -v ir="$ir" -v t="$tpg" \
                'BEGIN { printf "%s %s: %.0f instructions per turn\n", s, g, ir / (2000 * t) }'
        done
    done
fi

if [ "$keep" = 0 ]; then
    git worktree remove --force "$out/src-base"
    rm -rf "$out"
fi
