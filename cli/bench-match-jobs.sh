#!/bin/bash
# A benchmark, not a test: the speed-up of `nexus match -j 2` over -j 1.
#   cli/bench-match-jobs.sh NEXUS [GAMES] [ROUNDS]
# Plays the same GAMES games (strong against simple on 5x5, deterministic)
# with -j 1 and -j 2, ROUNDS times alternating, and prints the wall and CPU
# times of each run, the load average, and the speed-up of the best runs
# (wall time of -j 1 over wall time of -j 2).
set -eu
nexus=$1 games=${2:-40} rounds=${3:-3}
best1= best2=
echo "# load average: $(cut -d' ' -f1-3 /proc/loadavg); $(nproc) cores"
for r in $(seq "$rounds"); do
    for j in 1 2; do
        t=$( { /usr/bin/time -f "%e %U %S" "$nexus" match --quiet -j $j \
                 --games "$games" strong simple > /dev/null; } 2>&1 | tail -1)
        set -- $t
        echo "round $r -j $j: wall $1 s, cpu $(echo "$2 + $3" | bc) s"
        if [ $j = 1 ]; then
            [ -z "$best1" ] || [ "$(echo "$1 < $best1" | bc)" = 1 ] && best1=$1
        else
            [ -z "$best2" ] || [ "$(echo "$1 < $best2" | bc)" = 1 ] && best2=$1
        fi
    done
done
echo "# load average: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "best wall: -j 1 $best1 s, -j 2 $best2 s: speed-up $(echo "scale=2; $best1 / $best2" | bc)"
