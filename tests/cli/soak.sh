#!/bin/bash
# The soak of nexus match: many fast games, two at a time, the simple bot
# against the random bot and against a protocol engine (`nexus engine
# --bot random`), every game saved. It passes when no game was lost by a
# timeout, a crash or any other failure, and no record was lost: every
# game is in its journal exactly once, with its check right, and its
# record replays legally. Not a ctest (it takes minutes): run it with
#   cmake --build build --target soak        (100000 games)
# or
#   soak.sh NEXUS WORK [GAMES_PER_PART]      (default 50000 per part)
set -u
nexus=$1 work=$2 games=${3:-50000}
fail() { echo "CHECK FAILED: $*"; exit 1; }
rm -rf "$work" && mkdir -p "$work" && cd "$work" || exit 1

# Checks one part's directory: the journal and the records.
check_part() {
    local dir=$1 want=$2
    python3 - "$dir/match.journal" "$want" <<'PY' || fail "$dir: the journal is not whole"
import sys, zlib
games = set()
bad = forfeits = 0
for line in open(sys.argv[1]):
    text, crc = line.rstrip("\n").rsplit(" crc ", 1)
    if int(crc, 16) != zlib.crc32(text.encode()):
        bad += 1
    if text.startswith("game "):
        n = int(text.split()[1])
        if n in games:
            bad += 1
        games.add(n)
        forfeits += " forfeit " in text
want = int(sys.argv[2])
print("journal: %d games, %d damaged lines, %d forfeits" % (len(games), bad, forfeits))
sys.exit(0 if bad == 0 and forfeits == 0 and games == set(range(1, want + 1)) else 1)
PY
    local records
    records=$(find "$dir" -name 'game-*.nxr' | wc -l)
    echo "records: $records"
    [ "$records" -eq "$want" ] || fail "$dir: $records records of $want"
    "$nexus" verify "$dir" > "$dir.verify" 2>&1 || fail "$dir: a record does not replay: $(grep FAIL "$dir.verify" | head -3)"
    tail -1 "$dir.verify"
}

# One part: the match, its time, its checks.
part() {
    local name=$1
    shift
    local start end
    start=$(date +%s%N)
    "$nexus" match --quiet -j 2 --games "$games" --save "$name" "$@" \
        > "$name.out" 2>&1 || fail "$name: the match failed: $(tail -5 "$name.out")"
    end=$(date +%s%N)
    echo "== $name: $games games of $* in $(( (end - start) / 1000000 )) ms"
    grep -E '^summary|^[0-9]+ games:|latency' "$name.out"
    check_part "$name" "$games"
}

part builtin simple random
part engine simple "engine:$nexus engine --bot random"
echo "passed: $((2 * games)) games, no timeout, crash or lost record"
