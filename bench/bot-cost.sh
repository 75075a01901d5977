#!/usr/bin/env bash
# Compare what a deterministic bot match costs in two builds, in the same
# run, as docs/performance.md asks on a shared machine: the match runs on
# the old build, then the new, ROUNDS times, each pair's ratio of CPU time
# (user + system) is printed, then the median of the ratios. With
# --callgrind, also each build's instruction count under valgrind, which
# does not depend on the machine's load.
#
#   bench/bot-cost.sh OLD_BUILD NEW_BUILD [--rounds N] [--callgrind] [-- ARGS]
#
# OLD_BUILD and NEW_BUILD are build folders that hold
# examples/bots/nexus-strength. ARGS are its arguments; the default match
# is four games of mcts:1000 against itself, whose games are the same on
# every run because a node budget, not a time, ends each search.
set -euo pipefail

usage() {
    echo "usage: $0 OLD_BUILD NEW_BUILD [--rounds N] [--callgrind] [-- ARGS]" >&2
    exit 2
}

[ $# -ge 2 ] || usage
old=$1/examples/bots/nexus-strength
new=$2/examples/bots/nexus-strength
shift 2
rounds=5
callgrind=0
args=(--games 4 --seed 1 --bot mcts:1000 --opponent mcts:1000)
while [ $# -gt 0 ]; do
    case "$1" in
        --rounds) rounds=$2; shift 2 ;;
        --callgrind) callgrind=1; shift ;;
        --) shift; args=("$@"); break ;;
        *) usage ;;
    esac
done
for b in "$old" "$new"; do
    [ -x "$b" ] || { echo "$0: no program $b" >&2; exit 2; }
done

# Prints the CPU seconds (user + system) of one run of the match.
cpu() {
    local t TIMEFORMAT='%3U %3S'
    t=$( { time "$1" "${args[@]}" > /dev/null 2>&1; } 2>&1 )
    awk '{ printf "%.3f\n", $1 + $2 }' <<< "$t"
}

echo "# match: nexus-strength ${args[*]}"
echo "# round  old_s  new_s  new/old"
ratios=()
for i in $(seq 1 "$rounds"); do
    o=$(cpu "$old")
    n=$(cpu "$new")
    r=$(awk -v o="$o" -v n="$n" 'BEGIN { printf "%.3f", n / o }')
    ratios+=("$r")
    echo "$i  $o  $n  $r"
done
printf '%s\n' "${ratios[@]}" | sort -n |
    awk '{ v[NR] = $1 } END { printf "# median new/old: %s (range %s..%s)\n",
        (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2), v[1], v[NR] }'

if [ "$callgrind" = 1 ]; then
    for side in old new; do
        b=$old
        [ "$side" = new ] && b=$new
        ir=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$b" \
                 "${args[@]}" 2>&1 >/dev/null |
             awk '/Collected/ { print $4 }')
        echo "# instructions ($side): $ir"
    done
fi
