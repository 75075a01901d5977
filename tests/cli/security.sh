#!/bin/bash
# Security tests of the nexus tool: what an engine, a file or a journal
# cannot do to it. Usage:
#   security.sh NEXUS HOSTILE WORK TEST
# HOSTILE is tests/cli/engines/hostile.c built; TEST is one of the
# functions below (each a ctest of its own). A failure prints
# CHECK FAILED and exits 1; success prints "passed: TEST".
set -u
nexus=$1 hostile=$2 work=$3 test=$4
fail() { echo "CHECK FAILED: $*"; exit 1; }
rm -rf "$work" && mkdir -p "$work" && cd "$work" || exit 1
simple_engine="$nexus engine --bot simple"

# An engine sees exactly descriptors 0, 1 and 2.
fds() {
    "$nexus" match --quiet --games 2 --size 3 \
        "engine:$hostile fds $work/fds $simple_engine" simple > out 2>&1 ||
        fail "the match failed: $(cat out)"
    [ "$(cat fds)" = "0 1 2" ] || fail "the engine saw descriptors $(cat fds)"
}

# An engine that writes winning lines to every descriptor 3..1023 does not
# change a result: the summary is what the journal says.
forge() {
    "$nexus" match --games 4 --save games strong \
        "engine:$hostile forge white $nexus engine --bot random" > out 2>&1 ||
        fail "the match failed: $(cat out)"
    # strong is Black in the odd-numbered games.
    local won
    won=$(awk '/^game / { n = $2 + 0
        if ((n % 2 == 1 && / black-wins /) || (n % 2 == 0 && / white-wins /)) w++ }
        END { print w + 0 }' games/match.journal)
    grep -q "score of strong: $won.0 of 4" out ||
        fail "the journal gives strong $won wins, the summary: $(grep score out)"
    [ "$won" -gt 0 ] || fail "strong won no game: the test shows nothing"
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
    mine=$(ps -o sid= -p $$ | tr -d ' ')
    [ -n "$sid" ] && [ "$sid" != "$mine" ] ||
        fail "the engine shares the runner's session $mine"
}

# A process the engine detaches with setsid is gone after the match.
detached() {
    local flavour
    for flavour in match play; do
        rm -f pid
        if [ $flavour = match ]; then
            timeout 60 "$nexus" match --quiet --games 1 --size 3 \
                "engine:$hostile setsid $work/pid $simple_engine" simple \
                > out 2>&1 || fail "the match failed: $(cat out)"
        else
            timeout 60 "$nexus" play --no-save --size 3 --black simple \
                --white "engine:$hostile setsid $work/pid $simple_engine" \
                > out 2>&1 < /dev/null || fail "the game failed: $(cat out)"
        fi
        [ -s pid ] || fail "$flavour: the engine did not detach a process"
        local p
        p=$(cat pid)
        for _ in 1 2 3 4 5 6 7 8 9 10; do
            kill -0 "$p" 2>/dev/null || break
            sleep 0.1
        done
        if kill -0 "$p" 2>/dev/null; then
            kill -9 "$p"
            fail "$flavour: the detached process $p outlived the game"
        fi
    done
}

"$test"
echo "passed: $test"
