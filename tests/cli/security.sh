#!/bin/bash
# Security tests of the nexus tool: what an engine, a file or a journal
# cannot do to it. Usage:
#   security.sh NEXUS HOSTILE ENGINES WORK TEST
# HOSTILE is tests/cli/engines/hostile.c built, ENGINES the directory of
# the test engines (misbehave.sh); TEST is one of the
# functions below (each a ctest of its own). A failure prints
# CHECK FAILED and exits 1; success prints "passed: TEST".
set -u
nexus=$1 hostile=$2 engines=$3 work=$4 test=$5
fail() { echo "CHECK FAILED: $*"; exit 1; }
rm -rf "$work" && mkdir -p "$work" && cd "$work" || exit 1
simple_engine="$nexus engine --bot simple"

# 0 if process $1 runs (a zombie, dead but not reaped, does not).
alive() {
    kill -0 "$1" 2>/dev/null &&
        ! awk '{ exit $3 == "Z" ? 0 : 1 }' "/proc/$1/stat" 2>/dev/null
}

# Fails, naming them, if any of the processes whose pids are in pid.* is
# alive (they are killed first).
all_gone() {
    local p left=""
    sleep 0.2
    for p in $(cat pid.*); do
        if alive "$p"; then
            kill -9 "$p"
            left="$left $p"
        fi
    done
    [ -z "$left" ] || fail "$1: the detached processes$left outlived it"
}

# An engine sees exactly descriptors 0, 1 and 2.
fds() {
    "$nexus" match --quiet --games 2 --size 3 \
        "engine:$hostile fds $work/fds $simple_engine" simple > out 2>&1 ||
        fail "the match failed: $(cat out)"
    [ "$(cat fds)" = "0 1 2" ] || fail "the engine saw descriptors $(cat fds)"
}

# Fails unless the summary in `out` gives strong, the first player, the
# wins that games/match.journal gives it (in 4 games).
summary_is_journal() {
    # strong is Black in the odd-numbered games.
    local won
    won=$(awk '/^game / { n = $2 + 0
        if ((n % 2 == 1 && / black-wins /) || (n % 2 == 0 && / white-wins /)) w++ }
        END { print w + 0 }' games/match.journal)
    grep -q "score of strong: $won.0 of 4" out ||
        fail "the journal gives strong $won wins, the summary: $(grep score out)"
    [ "$won" -gt 0 ] || fail "strong won no game: the test shows nothing"
}

# An engine that writes winning lines to every descriptor 3..1023 does not
# change a result: the summary is what the journal says.
forge() {
    "$nexus" match --games 4 --save games strong \
        "engine:$hostile forge white $nexus engine --bot random" > out 2>&1 ||
        fail "the match failed: $(cat out)"
    summary_is_journal
}

# Runs its arguments as an ordinary user: as nobody when the tests run as
# root (who may open any process's descriptors), else as the user.
as_user() {
    if [ "$(id -u)" -eq 0 ]; then
        chmod 777 "$work"
        setpriv --reuid=65534 --regid=65534 --clear-groups \
            --inh-caps=-all --bounding-set=-all "$@"
    else
        "$@"
    fi
}

# An engine of the same user cannot open the pipes of the processes above
# it through /proc/PID/fd (they are not dumpable), so the lines it forges
# there change nothing.
# As root, the test runs copies of the programs and their libraries from a
# directory of its own under /tmp: the build tree may lie under one that
# nobody cannot enter (/root on a fresh machine).
procforge() {
    local dir=$work n=$nexus h=$hostile
    if [ "$(id -u)" -eq 0 ]; then
        dir=$(mktemp -d /tmp/nexus-procforge.XXXXXX) || fail "no directory"
        trap "rm -rf '$dir'" EXIT # $dir is local: expanded now
        cp "$nexus" "$hostile" "$dir/" || fail "cannot copy the programs"
        ldd "$nexus" "$hostile" | awk '$3 ~ /libnexus/ { print $3 }' |
            sort -u | xargs -r cp -L -t "$dir/" ||
            fail "cannot copy the libraries"
        chmod 777 "$dir" && chmod a+rx "$dir"/* || fail "cannot chmod $dir"
        n=$dir/$(basename "$nexus") h=$dir/$(basename "$hostile")
        cd "$dir" || fail "cannot enter $dir"
    fi
    as_user env LD_LIBRARY_PATH="$dir" "$n" match --games 4 --save games \
        strong "engine:$h procforge $dir/forge $n engine --bot random" \
        > out 2>&1 || fail "the match failed: $(cat out)"
    grep -q '^opened 0$' forge && ! grep -q '^opened [1-9]' forge ||
        fail "the engine opened its parents' pipes: $(cat forge)"
    grep -q 'Permission denied' forge || fail "nothing was tried: $(cat forge)"
    summary_is_journal
}

# An engine dies with the runner even when the runner is killed by
# SIGKILL: it is the process started (no sh left in between), and gets
# SIGKILL when its parent dies. Both ways of running a command: plain
# words, and a command with shell syntax (a quoted word). The engine would
# stay if it were not killed (misbehave.sh stubborn).
sigkill() {
    local flavour cmd
    for flavour in plain shell; do
        rm -f eng
        case $flavour in
        plain) cmd="$hostile pid $work/eng $engines/misbehave.sh stubborn $nexus" ;;
        shell) cmd="'$hostile' pid $work/eng $engines/misbehave.sh stubborn $nexus" ;;
        esac
        "$nexus" match --quiet --games 40 --size 3 "engine:$cmd" simple \
            > out 2>&1 &
        local runner=$!
        for _ in $(seq 200); do
            [ -s eng ] && break
            sleep 0.05
        done
        [ -s eng ] || fail "$flavour: the engine did not start: $(cat out)"
        kill -KILL $runner
        wait $runner 2>/dev/null
        echo "$(cat eng)" > pid.engine
        all_gone "$flavour: SIGKILL of the runner"
    done
}

# What an engine writes to its stderr is shown after its name, cleaned
# (escapes and NUL as \xNN), a long line cut.
stderr() {
    "$nexus" match --games 1 --size 3 \
        "engine:$hostile stderr 'x\e]0;pwned\a\e[2Jmid\0after' $simple_engine" \
        simple > out 2>&1 || fail "the match failed: $(cat out)"
    if LC_ALL=C grep -q "$(printf '[\033\007]')" out; then
        fail "an escape or a bell got through: $(cat -v out)"
    fi
    # An engine is labelled by its program until its name is known, and by
    # its name after. The line comes before the name reply, but the tool
    # may read the reply first, so either label is right.
    grep -qE '^(nexus-test-hostile|simple): x\\x1b]0;pwned\\x07\\x1b\[2Jmid\\x00after$' out ||
        fail "the line is not shown cleaned after the name: $(cat -v out | head -c 600)"
    grep -q ': x\{512\} \[line cut\]$' out ||
        fail "the long line is not cut: $(cut -c 1-100 out)"
}

# An engine starts with every signal at its default disposition, none
# blocked, in a session of its own (not the runner's).
signals() {
    "$nexus" match --quiet --games 1 --size 3 \
        "engine:$hostile signals $work/sig $simple_engine" simple > out 2>&1 ||
        fail "the match failed: $(cat out)"
    grep -q '^all default$' sig || fail "the engine inherited: $(cat sig)"
    local sid mine
    sid=$(sed -n 's/^session //p' sig)
    mine=$(awk '{ print $6 }' /proc/$$/stat) # the session of this shell
    [ -n "$sid" ] && [ "$sid" != "$mine" ] ||
        fail "the engine shares the runner's session $mine"
}

# Every process an engine detaches with setsid is gone after the match
# (or the game), whichever process of the tool started the engine.
detached() {
    local flavour
    for flavour in match play check; do
        rm -f pid.*
        case $flavour in
        match) timeout 60 "$nexus" match --quiet --games 2 --size 3 \
                   "engine:$hostile setsid $work/pid $simple_engine" simple ;;
        play) timeout 60 "$nexus" play --no-save --size 3 --black simple \
                  --white "engine:$hostile setsid $work/pid $simple_engine" \
                  < /dev/null ;;
        check) timeout 60 "$nexus" engine-check \
                   "$hostile setsid $work/pid $simple_engine" ;;
        esac > out 2>&1 || fail "$flavour failed: $(cat out)"
        ls pid.* > /dev/null 2>&1 || fail "$flavour: no process was detached"
        all_gone "$flavour"
    done
}

# A match stopped by SIGTERM kills the games running and what their
# engines detached, keeps the games finished, and can be resumed.
interrupt() {
    rm -f pid.*
    "$nexus" match --quiet -j 2 --games 40 --size 3 --save games \
        "engine:$hostile setsid $work/pid $engines/misbehave.sh slow $nexus" \
        simple > out 2>&1 &
    local runner=$! rc
    for _ in $(seq 200); do
        grep -q '^game ' games/match.journal 2>/dev/null && break
        sleep 0.05
    done
    kill -TERM $runner
    wait $runner
    rc=$?
    [ $rc -eq 1 ] || fail "the stopped match exited with $rc: $(cat out)"
    grep -q 'interrupted by signal 15: the games finished are saved in games; continue with --resume' out ||
        fail "no word of the interruption: $(cat out)"
    all_gone "the stopped match"
    "$nexus" match --quiet -j 2 --games 4 --size 3 --save games --resume \
        "engine:$hostile setsid $work/pid $engines/misbehave.sh slow $nexus" \
        simple > resumed.out 2>&1 || fail "no resume: $(cat resumed.out)"
    grep -q 'summary: 4 games' resumed.out || fail "$(cat resumed.out)"
}

# A second run on a --save DIR that a match holds refuses, naming the
# holder.
lock() {
    "$nexus" match --quiet --games 40 --size 3 --save games \
        "engine:$engines/misbehave.sh slow $nexus" \
        simple > first.out 2>&1 &
    local first=$!
    for _ in $(seq 100); do
        grep -q '^game ' games/match.journal 2>/dev/null && break
        sleep 0.1
    done
    "$nexus" match --quiet --games 40 --size 3 --save games --resume \
        simple simple > second.out 2>&1
    local rc=$?
    kill $first
    wait $first 2>/dev/null
    [ $rc -ne 0 ] || fail "the second run did not refuse: $(cat second.out)"
    grep -q "match.lock is held by another run (pid $first)" second.out ||
        fail "the refusal does not name the holder: $(cat second.out)"
}

# Symbolic links planted where the tool writes are never followed: at the
# temporary names it used before (PATH.tmp), at the journal and the lock,
# and at a record's own name (replaced, not written through).
symlinks() {
    echo precious > victim
    mkdir games
    local f
    for f in game-00001.nxr.tmp game-00002.nxr.tmp match.journal.tmp \
             game-00002.nxr; do
        ln -s ../victim "games/$f"
    done
    ln -s victim first.nxr.tmp
    ln -s victim nexus-game.nxr.tmp
    "$nexus" match --quiet --games 2 --size 3 --save games --record first.nxr \
        simple random > out 2>&1 || fail "the match failed: $(cat out)"
    "$nexus" play --size 3 --black simple --white random < /dev/null \
        > play.out 2>&1 || fail "the game failed: $(cat play.out)"
    [ "$(cat victim)" = precious ] || fail "the victim was written: $(cat victim)"
    [ ! -L games/game-00002.nxr ] && grep -q '^nexus-record 1' games/game-00002.nxr ||
        fail "the record was not put in place of the link"
    ln -s ../victim games2 2>/dev/null
    mkdir lockdir && ln -s ../victim lockdir/match.lock
    "$nexus" match --quiet --games 2 --size 3 --save lockdir simple random \
        > lock.out 2>&1 && fail "a linked lock file was taken: $(cat lock.out)"
    grep -q 'lockdir/match.lock: it is a symbolic link, which nexus never writes through' lock.out ||
        fail "the refusal does not say why plainly: $(cat lock.out)"
    rm -rf j && mkdir j && ln -s ../victim j/match.journal
    "$nexus" match --quiet --games 2 --size 3 --save j --resume simple random \
        > journal.out 2>&1
    [ "$(cat victim)" = precious ] || fail "the victim was written: $(cat victim)"
}

# A torn journal line (a short write, the next game's line appended after
# it) and a foreign line are reported, and the journal repaired: the torn
# game is played again, the game after it kept.
torn() {
    "$nexus" match --quiet --games 6 --size 3 --save games simple random \
        > first.out 2>&1 || fail "the match failed: $(cat first.out)"
    local g5 g6
    g5=$(grep '^game 5 ' games/match.journal)
    g6=$(grep '^game 6 ' games/match.journal)
    grep -v '^game [56] ' games/match.journal > j
    { echo "hello, I am not a journal line"; printf '%s' "${g5:0:30}";
      echo "$g6"; } >> j
    mv j games/match.journal
    "$nexus" match --games 6 --size 3 --save games --resume simple random \
        > second.out 2>&1 || fail "the resume failed: $(cat second.out)"
    grep -q 'match.journal:[0-9]*: a damaged line (its check fails): dropped; a game it recorded' second.out ||
        fail "the foreign line was not reported: $(cat second.out)"
    grep -q 'match.journal:[0-9]*: a torn line before game 6' second.out ||
        fail "the torn line was not reported: $(cat second.out)"
    grep -q 'summary: 6 games (5 resumed)' second.out ||
        fail "game 5 alone should be played again: $(cat second.out)"
    grep -q '^game 5: ' second.out || fail "game 5 was not played again"
    python3 - games/match.journal <<'PY' || fail "the repaired journal is not clean"
import sys, zlib
games = []
for line in open(sys.argv[1]):
    text, crc = line.rstrip("\n").rsplit(" crc ", 1)
    assert int(crc, 16) == zlib.crc32(text.encode()), line
    if text.startswith("game "):
        games.append(int(text.split()[1]))
assert sorted(games) == [1, 2, 3, 4, 5, 6], games
PY
}

# A game's line found twice in the journal: the same line again is
# reported, dropped and the journal repaired; a line with another result
# (sealed anew, as an edit would) is refused.
twice() {
    "$nexus" match --quiet --games 4 --size 3 --save games simple random \
        > first.out 2>&1 || fail "the match failed: $(cat first.out)"
    local g2
    g2=$(grep '^game 2 ' games/match.journal)
    echo "$g2" >> games/match.journal
    "$nexus" match --games 4 --size 3 --save games --resume simple random \
        > second.out 2>&1 || fail "the resume failed: $(cat second.out)"
    grep -q 'match.journal:[0-9]*: game 2 again, the same: the line is dropped' second.out ||
        fail "the repeated line was not reported: $(cat second.out)"
    [ "$(grep -c '^game 2 ' games/match.journal)" -eq 1 ] ||
        fail "the journal was not repaired: $(cat games/match.journal)"
    python3 - games/match.journal <<'PY'
import sys, zlib
path = sys.argv[1]
line = [l for l in open(path) if l.startswith("game 3 ")][0]
text = line.rsplit(" crc ", 1)[0]
for a, b in (("black-wins", "white-wins"), ("white-wins", "black-wins"),
             ("draw", "black-wins")):
    if " %s " % a in text:
        text = text.replace(" %s " % a, " %s " % b, 1)
        break
open(path, "a").write("%s crc %08x\n" % (text, zlib.crc32(text.encode())))
PY
    "$nexus" match --games 4 --size 3 --save games --resume simple random \
        > third.out 2>&1 && fail "an edited repeat was resumed: $(cat third.out)"
    grep -q 'match.journal:[0-9]*: game 3 again, with another result than the line before' third.out ||
        fail "the edited line was not named: $(cat third.out)"
}

# A match without --save stopped by SIGTERM says that nothing is saved.
unsaved() {
    "$nexus" match --games 40 --size 3 \
        "engine:$engines/misbehave.sh slow $nexus" simple > out 2>&1 &
    local runner=$!
    for _ in $(seq 200); do
        grep -q '^game 1:' out && break
        sleep 0.05
    done
    kill -TERM $runner
    wait $runner
    grep -q 'interrupted by signal 15: nothing is saved, as there was no --save DIR' out ||
        fail "no plain word of what was lost: $(cat out)"
    if grep -q 'games finished are saved' out; then
        fail "it claims to have saved: $(cat out)"
    fi
}

# --resume with other players, rules, seed or options is refused, and the
# message names the difference.
mismatch() {
    "$nexus" match --quiet --games 2 --size 3 --save games strong random \
        > first.out 2>&1 || fail "the match failed: $(cat first.out)"
    local args want
    while IFS='|' read -r args want; do
        # shellcheck disable=SC2086
        "$nexus" match --quiet --games 4 --save games --resume $args \
            > out 2>&1 && fail "resumed with '$args': $(cat out)"
        grep -q -- "$want" out || fail "'$args' refused without '$want': $(cat out)"
    done <<'EOF2'
--size 3 strong simple|it has `player 2 name random spec random`, this one `player 2 name simple spec simple`
--size 5 strong random|it has `rules size 3 capture-debt 2 unblock-debt 4`, this one `rules size 5
--size 3 --seed 9 strong random|it has `seed 0`, this one `seed 9`
--size 3 --turn-limit 50 strong random|it has `turn-limit 1000`, this one `turn-limit 50`
--size 3 --option 1:nodes=500 strong random|this one `player 1 name strong options nodes=500 spec strong`
--size 3 strong random simple|it lacks `player 3
EOF2
    "$nexus" match --quiet --games 4 --size 3 --save games --resume strong random \
        > out 2>&1 || fail "the same match was not resumed: $(cat out)"
}

# Reads are bounded: /dev/zero and other devices are refused at once, a
# file over the limit is refused without being read. (Within 10 seconds:
# the reader of nexus 1.1 took /dev/zero to 2.9 GB in 12. No ulimit -v:
# a sanitized build reserves more address space than any bound.)
bounded() {
    local cmd
    truncate -s 65M big-record
    for cmd in "replay /dev/zero" "show /dev/zero" "verify /dev/zero" \
               "play --resume /dev/zero" "replay big-record" \
               "match --openings /dev/zero"; do
        # shellcheck disable=SC2086
        timeout 10 "$nexus" $cmd > out 2>&1
        local rc=$?
        [ $rc -ne 0 ] && [ $rc -ne 124 ] || fail "$cmd: exit status $rc"
        grep -q 'not a regular file\|larger than the limit of 64 MiB' out ||
            fail "$cmd: $(head -c 300 out)"
    done
}

# What an engine sends is cleaned before it is printed or written: no
# escape or bell byte reaches the output, the journal or the record.
escapes() {
    "$nexus" match --games 2 --size 3 --save games \
        "engine:$hostile escape 'x\\e]0;pwned\\a\\e[2J' $simple_engine" simple \
        > out 2>&1 || fail "the match failed: $(cat out)"
    grep -q 'x\\x1b\]0;pwned\\x07\\x1b\[2J' out ||
        fail "the reason is not shown cleaned: $(cat -v out)"
    local f
    for f in out games/match.journal games/game-00001.nxr; do
        if LC_ALL=C grep -q "$(printf '[\033\007]')" "$f"; then
            fail "$f holds an escape or a bell: $(cat -v "$f")"
        fi
    done
}

# nexus engine refuses a request with a NUL or another byte that is not
# printable ASCII, and answers the next one.
nul() {
    printf '1 name\n2 na\0me\n3 name\001\n4 name\n' | "$nexus" engine > out
    grep -q '^?2 request with a NUL byte$' out || fail "NUL: $(cat -A out)"
    grep -q '^?3 request with the byte 0x01' out || fail "0x01: $(cat -A out)"
    grep -q '^=4 simple$' out || fail "the next request: $(cat -A out)"
}

"$test"
echo "passed: $test"
