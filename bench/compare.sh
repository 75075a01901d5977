#!/usr/bin/env bash
# Compare this tree's speed with an older commit's, in the same run, as
# docs/performance.md asks on a shared machine: both built Release, each
# benchmark run old, new, old, new, ... ROUNDS times, every pair's ratio
# printed, then the median of the ratios. With --callgrind, also the
# instructions per turn of each game group under valgrind
# (bench/turn-cost.sh: exact on any machine load).
#
#   bench/compare.sh [--base COMMIT] [--rounds N] [--callgrind] [--keep]
#
# BASE defaults to 63f1ebf (libnexus 1.0). The builds go to
# build-compare/{base,new} (kept with --keep, reused when present).
#
# Where the base library has nexus_game_playout (1.1 and later), the old
# side runs this tree's benchmark program linked with the base library, so
# that both sides run the same games and the same code around the library
# (the 7x7 groups included); against 1.0 the old side is 1.0's own program,
# and each playout group is set against 1.0's random games of its size.
# perft is timed by the CPU time of its process (user + system), the other
# figures by the benchmark's own clock (the fastest of its rounds). A base
# older than dcc8258 prints the micro figures with one decimal, which for an
# undo of under 3 ns is up to 2 % of rounding. Where the old side is the
# base's own program, the script gives the base's bench/nexus-bench.c the
# three decimals of dcc8258 before it builds it. Only the base's worktree
# under build-compare/ is changed.
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

# three_decimals SOURCE: gives the benchmark program of SOURCE the line of
# dcc8258 that prints the micro figures with three decimals, in place of its
# line of one decimal. Returns 1, with a warning, where the program has
# neither line, and then the old side's micro figures keep their own
# decimals.
three_decimals() {
    local prog=$1/bench/nexus-bench.c
    local one='figure(name, best \* 1e9, 1, "ns");'
    local three='figure(name, best * 1e9, 3, "ns");'
    grep -qF "$three" "$prog" && return 0
    if ! grep -q "$one" "$prog"; then
        echo "compare.sh: warning: no line of one decimal in $prog;" \
             "the base's micro figures keep their own decimals" >&2
        return 1
    fi
    sed -i "s/$one/$three/" "$prog"
}

if [ ! -d "$out/src-base" ]; then
    git worktree add --detach "$out/src-base" "$base" > /dev/null
fi
# The old side is the base's own program where the base lacks the playout.
base_decimals=
if ! grep -q nexus_game_playout "$out/src-base/include/nexus.h"; then
    if three_decimals "$out/src-base"; then
        base_decimals=", its micro figures with three decimals (dcc8258)"
    fi
fi
build "$out/base" "$out/src-base"
build "$out/new" .
new_bench=$out/new/bench/nexus-bench
same_program=0
if grep -q nexus_game_playout "$out/src-base/include/nexus.h"; then
    # This tree's program, compiled the same way for both libraries.
    same_program=1
    for side in base new; do
        src=.
        [ "$side" = base ] && src=$out/src-base
        "${CC:-cc}" -std=c11 -O3 -DNDEBUG -I "$src/include" -I bot \
            bench/nexus-bench.c bot/rng.c "$out/$side/libnexus.a" \
            -o "$out/$side/nexus-bench-same"
    done
    old_bench=$out/base/nexus-bench-same
    new_bench=$out/new/nexus-bench-same
else
    old_bench=$out/base/bench/nexus-bench
fi

# figure BENCH GROUP NAME: one run of a group, the value of one figure.
figure() {
    "$1" --quick --only "$2" | awk -v n="$3:" '$1 == n { print $2 }'
}

# cpu BENCH GROUP: the CPU seconds (user + system) of three full runs of a
# group (perft: 15 trees of depth 5, about half a second).
cpu() {
    local TIMEFORMAT='%3U %3S' t
    t=$( { time for _ in 1 2 3; do "$1" --only "$2" > /dev/null; done; } 2>&1 )
    awk -v t="$t" 'BEGIN { split(t, a, " "); print a[1] + a[2] }'
}

median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

# compare LABEL OLD_GROUP OLD_FIGURE NEW_GROUP NEW_FIGURE [lower|cpu]: the
# figure is a rate (higher is better), a time (lower), or, with cpu, the
# group's CPU time (lower).
compare() {
    local label=$1 og=$2 of=$3 ng=$4 nf=$5 kind=${6:-} i a b r
    local ratios=() olds=() news=()
    for ((i = 1; i <= rounds; i++)); do
        if [ "$kind" = cpu ]; then
            a=$(cpu "$old_bench" "$og")
            b=$(cpu "$new_bench" "$ng")
        else
            a=$(figure "$old_bench" "$og" "$of")
            b=$(figure "$new_bench" "$ng" "$nf")
        fi
        if [ -n "$kind" ]; then
            r=$(awk -v a="$a" -v b="$b" 'BEGIN { printf "%.3f", a / b }')
        else
            r=$(awk -v a="$a" -v b="$b" 'BEGIN { printf "%.3f", b / a }')
        fi
        printf '  %-28s pair %d: old %s, new %s, ratio %s\n' "$label" "$i" "$a" "$b" "$r"
        ratios+=("$r"); olds+=("$a"); news+=("$b")
    done
    printf '%-30s median old %s, new %s, median ratio %sx (pairs %s-%s)\n' "$label" \
        "$(printf '%s\n' "${olds[@]}" | median)" \
        "$(printf '%s\n' "${news[@]}" | median)" \
        "$(printf '%s\n' "${ratios[@]}" | median)" \
        "$(printf '%s\n' "${ratios[@]}" | sort -g | head -1)" \
        "$(printf '%s\n' "${ratios[@]}" | sort -g | tail -1)"
}

echo "# bench/compare.sh: $(git rev-parse --short HEAD) against $base, $rounds pairs, $(date -u +%FT%TZ)"
echo "# load average: $(cat /proc/loadavg)"
# The old side's playouts: the same groups, or 1.0's random games of the
# size (it has no playout).
if [ "$same_program" = 1 ]; then
    echo "# old side: this tree's nexus-bench linked with the base library"
    sizes="5x5 7x7 9x9"
    old_playout=playout
else
    echo "# old side: the base's own nexus-bench$base_decimals"
    sizes="5x5 9x9"
    old_playout=random
fi
for s in $sizes; do
    compare "random-$s-games/s" "random-$s" "random-$s-games-per-s" \
        "random-$s" "random-$s-games-per-s"
done
for s in $sizes; do
    compare "playout-$s/$old_playout-$s" "$old_playout-$s" \
        "$old_playout-$s-games-per-s" "playout-$s" "playout-$s-games-per-s"
done
compare perft-5x5-d5-cpu-s perft - perft - cpu
compare undo-ns micro undo-ns micro undo-ns lower
compare clone-60-turns-ns micro clone-ns micro clone-ns lower
echo "# counts (exact): old | new"
for s in $sizes; do
    for k in random playout; do
        f=$k-$s-turns-per-game
        if [ "$same_program" = 0 ] && [ "$k" = playout ]; then
            echo "$f: - | $(figure "$new_bench" "$k-$s" "$f")"
        else
            echo "$f: $(figure "$old_bench" "$k-$s" "$f") | $(figure "$new_bench" "$k-$s" "$f")"
        fi
    done
done
for f in game-handle-60-turns-bytes game-clone-60-turns-bytes; do
    echo "$f: $(figure "$old_bench" memory "$f") | $(figure "$new_bench" memory "$f")"
done

if [ "$callgrind" = 1 ]; then
    echo "# instructions per turn (bench/turn-cost.sh: callgrind, 1000 and 3000 games)"
    for s in $sizes; do
        for k in random playout; do
            if [ "$same_program" = 1 ] || [ "$k" = random ]; then
                echo "old $(bench/turn-cost.sh "$old_bench" "$k-$s")"
            fi
            echo "new $(bench/turn-cost.sh "$new_bench" "$k-$s")"
        done
    done
fi

if [ "$keep" = 0 ]; then
    git worktree remove --force "$out/src-base"
    rm -rf "$out"
fi
