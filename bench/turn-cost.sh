#!/usr/bin/env bash
# Instructions per turn of one game group of nexus-bench, counted by
# valgrind's callgrind, which gives the same count on a loaded machine as
# on an idle one. The group runs twice, with two game counts, and the
# figure is the difference of the two instruction counts over the
# difference of the two turn counts: what the program does once (start-up,
# the handles, the perft table it may check) cancels out, and what is left
# is the cost of a turn as a long run sees it.
#
#   bench/turn-cost.sh BENCH GROUP [GAMES1 GAMES2]
#
# BENCH is a nexus-bench binary, GROUP one of its game groups (random-5x5,
# playout-9x9, ...); the game counts default to 1000 and 3000. Prints one
# line: `GROUP: N instructions per turn (...)`.
set -euo pipefail

if [ $# -ne 2 ] && [ $# -ne 4 ]; then
    echo "usage: $0 BENCH GROUP [GAMES1 GAMES2]" >&2
    exit 2
fi
bench=$1
group=$2
games1=${3:-1000}
games2=${4:-3000}

# run GAMES: prints the instruction count and the turns per game.
run() {
    local log
    log=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null \
        "$bench" --only "$group" --games "$1" 2>&1)
    printf '%s\n' "$log" | awk -v n="$group-turns-per-game:" '
        /I +refs:/ { gsub(",", "", $NF); ir = $NF }
        $1 == n { tpg = $2 }
        END { if (ir == "" || tpg == "") exit 1; print ir, tpg }'
}

read -r ir1 tpg1 < <(run "$games1")
read -r ir2 tpg2 < <(run "$games2")
awk -v g="$group" -v a="$ir1" -v b="$ir2" -v n1="$games1" -v n2="$games2" \
    -v t1="$tpg1" -v t2="$tpg2" 'BEGIN {
        turns = n2 * t2 - n1 * t1
        printf "%s: %.1f instructions per turn (%d games: %.0f, %d games: %.0f; %.2f turns per game)\n",
            g, (b - a) / turns, n1, a, n2, b, t2
    }'
