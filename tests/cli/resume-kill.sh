#!/bin/bash
# nexus match --resume after the runner is killed mid-match: no finished
# game is lost, none is played twice.
#   resume-kill.sh NEXUS ENGINES_DIR WORK
# The runner is killed (SIGKILL) once two games are in the journal; the
# resumed run must end with every game in the journal exactly once, the
# lines and records of the games finished before the kill unchanged.
set -u
nexus=$1 engines=$2 work=$3
fail() { echo "CHECK FAILED: $*"; exit 1; }
rm -rf "$work" && mkdir -p "$work" && cd "$work" || exit 1
args=(match --quiet -j 2 --games 8 --size 3 --save games
      "engine:$engines/misbehave.sh slow $nexus" simple)
"$nexus" "${args[@]}" > first.out 2>&1 &
runner=$!
games_in() {
    local n
    n=$(grep -c '^game ' games/match.journal 2>/dev/null)
    echo "${n:-0}"
}
while [ "$(games_in)" -lt 2 ]; do
    kill -0 $runner 2>/dev/null || fail "the runner ended before the kill"
    sleep 0.05
done
kill -9 $runner
wait $runner 2>/dev/null
grep '^game ' games/match.journal > before.journal
before=$(wc -l < before.journal)
[ "$before" -lt 8 ] || fail "all 8 games finished before the kill"
for n in $(sed 's/^game \([0-9]*\) .*/\1/' before.journal); do
    f=$(printf 'games/game-%05d.nxr' "$n")
    [ -f "$f" ] || fail "game $n is in the journal but $f is missing"
    md5sum "$f" >> before.md5
done
"$nexus" "${args[@]}" --resume > second.out 2>&1 || fail "resume failed: $(cat second.out)"
want="summary: 8 games ($before resumed)"
[ "$before" -gt 0 ] || want="summary: 8 games$" # no word of 0 resumed
grep -q "$want" second.out ||
    fail "summary: $(cat second.out)"
[ "$(games_in)" -eq 8 ] || fail "journal: $(cat games/match.journal)"
for n in 1 2 3 4 5 6 7 8; do
    [ "$(grep -c "^game $n black" games/match.journal)" -eq 1 ] ||
        fail "game $n is not in the journal exactly once"
done
grep '^game ' games/match.journal | head -n "$before" | cmp -s - before.journal ||
    fail "the journal lines of the finished games changed"
md5sum -c --quiet before.md5 || fail "a finished game's record changed"
"$nexus" verify games > verify.out || fail "the records do not replay"
echo "passed: $before games finished before the kill, $((8 - before)) after"
