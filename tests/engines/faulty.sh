#!/bin/sh
# A deliberately faulty engine for tests/cli/endorse.rs, called as
#   faulty.sh PAIRPROOF SYSTEM LOG IN OUT
# It pairs the round with pairproof itself, then plants one fault in some
# rounds, chosen from the tournament and round endorse gives it
# (PAIRPROOF_TOURNAMENT, PAIRPROOF_ROUND), and logs each planted fault to
# LOG as `tournament round fault`: swap (two boards' black players
# exchanged), colours (board 1's colours reversed), crash (exit 3),
# garbage (no pairing list), hang (sleeps past any timeout, once).
bin=$1 system=$2 log=$3 in=$4 out=$5
t=$PAIRPROOF_TOURNAMENT
r=$PAIRPROOF_ROUND
"$bin" pair --system "$system" "$in" -o "$out" 2>/dev/null || exit $?
case $(( (t * 5 + r) % 7 )) in
0)
    # The first two boards (lines 2 and 3, neither the bye) exchange their black players.
    if awk 'NR==2 && $2!=0 {a=1} NR==3 && $2!=0 {b=1} END {exit !(a && b)}' "$out"; then
        awk 'NR==2 {w1=$1; b1=$2; next} NR==3 {print w1, $2; print $1, b1; next} {print}' "$out" > "$out.tmp" && mv "$out.tmp" "$out"
        echo "$t $r swap" >> "$log"
    fi ;;
1)
    if awk 'NR==2 && $2!=0 {ok=1} END {exit !ok}' "$out"; then
        awk 'NR==2 {print $2, $1; next} {print}' "$out" > "$out.tmp" && mv "$out.tmp" "$out"
        echo "$t $r colours" >> "$log"
    fi ;;
2)
    echo "$t $r crash" >> "$log"
    echo "faulty engine: planted crash" >&2
    exit 3 ;;
3)
    echo "$t $r garbage" >> "$log"
    echo "this is no pairing list" > "$out" ;;
4)
    if [ "$t" = 1 ]; then
        echo "$t $r hang" >> "$log"
        exec sleep 60
    fi ;;
esac
exit 0
