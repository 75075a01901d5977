#!/bin/bash
# A test engine that misbehaves when it plays White: usage
#   misbehave.sh MODE NEXUS
# It passes every request to `NEXUS engine --bot simple` and its replies
# back, except:
#   crash-now   exits at once, before any request
#   crash-mid   exits at its second genturn W
#   illegal     answers its second genturn W with its first turn again
#               (an occupied point)
#   garbage     answers genturn W with a line that is no reply
#   silent      never answers genturn W
#   late        answers genturn W after ten seconds
#   huge        answers genturn W with a 20000-byte line
#   slow        behaves, but takes a fifth of a second per genturn (for
#               a match long enough to be interrupted)
#   stubborn    as slow, and when its input ends (the tool is gone) it
#               stays, sleeping, instead of leaving
#   offer       offers a draw (genturn W: offer) once per turn, then
#               plays when the offer is declined
#   offer-twice offers a draw again after its offer was declined
#   accept      accepts every draw offered to it
#   turn-prefix answers genturn with the record's "turn " in front of its
#               turn, which the protocol leaves out
#   chatty      sends a progress line before every reply, asked or not
#   deaf        answers stop at once without passing it on, so that a
#               long analysis (a limit of 1000000000) runs to its end
#   no-id       leaves the request's id out of every reply
#   no-blank    ends its reply to `name` without the empty line
#   reply-empty answers an empty line (which is no request) with `?`
#   version2    speaks protocol 2.0 (replies so to protocol_version)
#   slow-start  behaves, but takes three seconds to start (its first reply)
#   renamed     behaves, but its name is `renamed` (no bot's name)
#   lax-bytes   drops the bytes of a request that are not printable
#               ASCII and answers what is left
#   wrong-result answers `result` with "draw agreement" whatever happened
#   bad-option  declares an option whose default is above its maximum
#   bad-analysis answers `analyze W visits 300` with a winrate above 1
exec 2>/dev/null # its pipes close under it at the end; no noise
# Bash's read drops NUL bytes: they reach it as \x01, which `nexus engine`
# refuses as it refuses a NUL.
exec 0< <(stdbuf -o0 tr '\000' '\001')
mode=$1
nexus=$2
[ "$mode" = crash-now ] && exit 3
coproc E { "$nexus" engine --bot simple; }
# Bash unsets E when the engine exits, which races with reading its reply
# to quit: the engine's pipes are kept on descriptors of their own.
exec {to_engine}>&"${E[1]}" {from_engine}<&"${E[0]}"
gen=0
first=""
offered=no

forward() { # send $1, copy the reply to stdout (into $reply its first
    echo "$1" >&"$to_engine" # line, into $lines all of them)
    reply=""
    lines=()
    while IFS= read -r r <&"$from_engine"; do
        [ -z "$reply" ] && reply=$r
        lines+=("$r")
        echo "$r"
        [ -z "$r" ] && break
    done
}

while IFS= read -r line; do
    id=${line%% *}
    [ "$mode:$line" = reply-empty: ] && printf '? empty line\n\n'
    case "$line" in "" | "#"*) continue ;; esac # no requests: no reply
    [ "$mode" = chatty ] && echo "info visits 1"
    [ "$mode" = lax-bytes ] && line=$(printf '%s' "$line" |
        LC_ALL=C tr -cd '\040-\176')
    case "$mode:$line" in
    slow-start:*" protocol_version")
        [ -z "$started" ] && sleep 3
        started=yes ;;
    version2:*" protocol_version") printf '=%s 2.0\n\n' "$id"; continue ;;
    renamed:*" name") printf '=%s renamed\n\n' "$id"; continue ;;
    no-id:*)
        forward "$line" > /dev/null
        lines[0]=$(echo "$reply" | sed 's/^\([=?]\)[0-9]*/\1/')
        printf '%s\n' "${lines[@]}"
        continue ;;
    no-blank:*" name")
        forward "$line" > /dev/null
        echo "$reply"
        continue ;;
    deaf:*" analyze "*000000000*) echo "$line" >&"$to_engine"; continue ;;
    deaf:*" stop") printf '=%s\n\n' "$id"; continue ;;
    turn-prefix:*genturn*)
        forward "$line" > /dev/null
        printf '%s\n\n' "$(echo "$reply" | sed 's/^\(=[0-9]*\) /\1 turn /')"
        continue ;;
    slow:*genturn* | stubborn:*genturn*) sleep 0.2; forward "$line"; continue ;;
    offer*:*"genturn W")
        if [ "$offered" != yes ] || [ "$mode" = offer-twice ]; then
            offered=yes
            printf '=%s offer\n\n' "$id"
            continue
        fi
        offered=no ;;
    offer*:*"answer "*) printf '=%s\n\n' "$id"; continue ;;
    accept:*" offer") printf '=%s accept\n\n' "$id"; continue ;;
    wrong-result:*" result") printf '=%s draw agreement\n\n' "$id"; continue ;;
    bad-option:*" list_options")
        printf '=%s depth int 40 1 32\nseed int 0 0 4294967295\n\n' "$id"
        continue ;;
    bad-option:*" set_option "*) printf '=%s\n\n' "$id"; continue ;;
    bad-analysis:*" analyze W visits 300")
        printf '=%s W place A1 winrate 1.5 visits 300\n\n' "$id"
        continue ;;
    esac
    case "$line" in
    *"genturn W")
        gen=$((gen + 1))
        case "$mode" in
        crash-mid) [ $gen -ge 2 ] && exit 4 ;;
        illegal)
            if [ $gen -ge 2 ] && [ -n "$first" ]; then
                printf '=%s %s\n\n' "$id" "${first#* }"
                continue
            fi ;;
        garbage) printf 'hello, I am thinking\n\n'; continue ;;
        silent) while :; do sleep 1; done ;;
        late) sleep 10 ;;
        huge) head -c 20000 /dev/zero | tr '\0' x; echo; continue ;;
        esac
        forward "$line"
        # Only a turn counts: engine-check asks the wrong side first.
        [ -z "$first" ] && [ "${reply#=}" != "$reply" ] && first=$reply
        ;;
    *) forward "$line" ;;
    esac
done
[ "$mode" = stubborn ] && exec sleep 60
