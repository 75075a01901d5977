#!/bin/bash
# Tuning of the mcts yardstick, 5x5, 400 games each.
S=/work/wt-bots/build-rel/examples/bots/nexus-strength
cd /work/wt-bots/runs
run() { echo "== $*"; /usr/bin/time -f "wall %e s, cpu %U s" $S --games 400 "$@"; }
