#!/bin/sh
# Checks .githooks/commit-msg on messages of known form: it must accept a
# 72-character subject with a body, and refuse a 73-character subject, an
# empty subject and a body without the blank line.
hook=$1 work=$2
fail() { echo "CHECK FAILED: $*"; exit 1; }
rm -rf "$work" && mkdir -p "$work" || exit 1
s72=$(printf '%072d' 0 | tr 0 a)
expect() {
    want=$1 text=$2
    printf '%s\n' "$text" > "$work/msg"
    if sh "$hook" "$work/msg" 2> "$work/err"; then got=0; else got=1; fi
    [ "$got" = "$want" ] || fail "exit $got, not $want, for: $text ($(cat "$work/err"))"
}
expect 0 "$s72
 
Why the change was made."
expect 0 "# a comment line of Git
Check the board first

Why."
expect 1 "${s72}b

Why."
expect 1 "
Why."
expect 1 "Check the board first
Why, without the blank line."
echo "passed: commit-msg"
