#!/usr/bin/env bash
# test_game_new_tournament.sh — every tournament is a tournament of its own, driven as a player
# does it under Xvfb (issue 22 item 5, issue 21 item 3): two people heads-up on a short structure
# play a tournament to its results; "Replay this seed" deals the same seed again but as a new
# tournament, with its own number and its own hand-history file, which a close and Continue in
# the middle of a hand carry on (no second file, the cut hand written whole once played on);
# "New tournament" deals a fresh seed, again with its own
# number and file. Each history holds only its own tournament's hands.
# usage: test_game_new_tournament.sh FELT_BINARY PNG_PROBE SOURCE_DIR
set -uo pipefail
felt=$1
probe=$2
src=$3

. "$(dirname "$0")/lib/check.sh"
xvfb_prepare
# a data folder with one short structure besides the built-in one: blinds that double every two
# hands and no rebuys, so a heads-up game of all-ins ends within a few hands
data="$scratch/felt-data"
mkdir -p "$data/levels"
ln -s "$src/assets" "$data/assets"
ln -s "$src/docs" "$data/docs"
cat >"$data/levels/short.json" <<'EOF'
{
  "name": "Short test",
  "description": "Two hands a level, blinds doubling, no rebuys: over in a few hands.",
  "table_size": 2,
  "starting_stack": 1000,
  "chips": [ { "value": 5, "color": "red", "rgb": "#C62828" }, { "value": 25, "color": "green", "rgb": "#2E7D32" } ],
  "levels": [
    { "small_blind": 25, "big_blind": 50, "hands": 2 },
    { "small_blind": 50, "big_blind": 100, "hands": 2 },
    { "small_blind": 100, "big_blind": 200, "hands": 2 },
    { "small_blind": 200, "big_blind": 400, "hands": 2 },
    { "small_blind": 400, "big_blind": 800, "hands": 2 }
  ],
  "currency": "USD", "buy_in": "10.00", "fee": "0",
  "payouts": [ { "players": [2, 2], "percent": [100] } ]
}
EOF
xvfb_inner <<'EOS'
felt=$1; probe=$2; scratch=$3; prefdir=$4; data=$5
save="$prefdir/autosave.felt"
hist="$prefdir/histories"
export FELT_ARGS="--data $data"

close_felt() { # as a window manager's close does: SDL turns SIGTERM into its quit request
  kill -TERM "$felt_pid"
  for _ in $(seq 1 50); do kill -0 "$felt_pid" 2>/dev/null || break; sleep 0.1; done
  kill -0 "$felt_pid" 2>/dev/null && fail "Felt did not quit on a close request"
  wait "$felt_pid" 2>/dev/null
}
shown() { jq -e --arg n "$1" '.widgets[] | select(.name == $n)' "$FELT_WIDGET_DUMP" >/dev/null 2>&1; }
handoff_probe="colour=370,185,540,10,0a1012,12,90 colour=420,350,440,46,32855a,40,40 bright=480,268,320,30,200"
bar_up="colour=630,676,60,16,ca3c38,40,30"
# the saved tournament's seed and number (the save's config)
seed_of() { grep -o '"seed": *"\?[0-9]*' "$save" | head -n1 | grep -o '[0-9]*$'; }
number_of() { grep -o '"tournament_id": *"\?[0-9]*' "$save" | head -n1 | grep -o '[0-9]*$'; }
hands_of() { cat "$hist"/felt-*-T"$1".txt 2>/dev/null | grep -c '^PokerStars Hand #'; }
# every person's turn: pass the hand-off, then ACTION: "push" goes all-in or calls one, until the
# results show; "fold" folds until tournament NUMBER's history holds HANDS hands
play() { # NAME ACTION [NUMBER HANDS]
  for i in $(seq 1 300); do
    shown results.again && return 0
    if [ "$2" = fold ] && [ "$(hands_of "$3")" -ge "$4" ]; then return 0; fi
    # out while bots play on (a New tournament after Continue deals the default set-up): the results
    if shown button.see_the_results; then click_name button.see_the_results --if-shown; continue; fi
    shot "$1"
    if "$probe" "$scratch/$1.png" $handoff_probe >/dev/null 2>&1; then key space; continue; fi
    if "$probe" "$scratch/$1.png" $bar_up >/dev/null 2>&1; then
      if [ "$2" = fold ]; then key f; else key a; key c; fi
      continue
    fi
    sleep 0.3   # the champion's moment: the results come by themselves
  done
  fail "$1: the tournament did not reach its results ($1.png)"
}
one_file() { # the history file of tournament number $1 (exactly one)
  local f n
  n=$(ls "$hist"/felt-*-T"$1".txt 2>/dev/null | wc -l)
  [ "$n" = 1 ] || fail "tournament $1 has $n history files: $(ls "$hist")"
  f=$(ls "$hist"/felt-*-T"$1".txt)
  # every hand in it is this tournament's
  grep '^PokerStars Hand #' "$f" | grep -v "Tournament #$1," && fail "$f holds hands of another tournament"
  [ "$(grep -c '^PokerStars Hand #' "$f")" -ge 1 ] || fail "$f holds no hand"
  echo "$f"
}

# ---- the first tournament: two people heads-up on the short structure ----
start_felt a
wait_for start-a bright=400,180,480,60,200 || fail "no start screen"
press_until n setup0 bright=122,60,360,40,300 || fail "N did not open the set-up"
for _ in 1 2 3 4 5; do click_name setup.table_size; sleep 0.2; done   # 6 seats -> 2
click_name setup.seat2.kind                               # seat 2 a person too
click_name setup.structure                                # the short structure
click_name setup.deal
sleep 1
shot dealt
seed1=$(seed_of); t1=$(number_of)
[ -n "$seed1" ] && [ -n "$t1" ] || fail "no autosave with a seed and a number after Deal (dealt.png; $(ls "$prefdir"))"
play first push
f1=$(one_file "$t1") || exit 1
echo "ok: tournament 1: seed $seed1, number $t1, $(grep -c '^PokerStars Hand #' "$f1") hands in $(basename "$f1")"

# ---- Replay this seed: the same seed, a new tournament (number and file) ----
click_name results.again
sleep 1
seed2=$(seed_of); t2=$(number_of)
[ "$seed2" = "$seed1" ] || fail "Replay this seed dealt seed $seed2, not $seed1"
[ "$t2" != "$t1" ] || fail "Replay this seed played under the first tournament's number $t1"
play replay-part1 fold "$t2" 1
shown results.again && fail "the replayed tournament ended before it could be closed in the middle"
# the next hand is dealt and waits on a person: closed in the middle of it
wait_for mid-hand $handoff_probe || fail "the second hand did not come (mid-hand.png)"
# closed in the middle and continued: the same tournament, the same file
close_felt
before=$(hands_of "$t2")
start_felt b
wait_for start-b bright=400,180,480,60,200 || fail "no start screen after closing"
key c
sleep 1
[ "$(number_of)" = "$t2" ] || fail "Continue resumed tournament $(number_of), not $t2"
play replay-part2 push
f2=$(one_file "$t2") || exit 1
after=$(grep -c '^PokerStars Hand #' "$f2")
[ "$after" -gt "$before" ] || fail "after Continue no hand was added to $f2 ($before hands before, $after after)"
# the hand the close cut into was played on after Continue and written whole: no hand is missing
ids=$(grep -o '^PokerStars Hand #[0-9]*' "$f2" | grep -o '[0-9]*$')
first=$(echo "$ids" | head -n1); n=$(echo "$ids" | wc -l)
[ "$(echo "$ids" | tail -n1)" = "$((first + n - 1))" ] || fail "hands are missing from $f2 (the one a close cut into?): $(echo $ids)"
f1again=$(one_file "$t1") || exit 1
[ "$f1again" = "$f1" ] || fail "the first tournament's history moved"
echo "ok: Replay this seed: seed $seed2 again, number $t2, its own file ($after hands, $before of them before Continue)"

# ---- New tournament from the results: a fresh seed, its own number and file ----
click_name results.new
sleep 1
seed3=$(seed_of); t3=$(number_of)
[ -n "$seed3" ] || fail "New tournament saved no seed"
[ "$seed3" != "$seed1" ] || fail "New tournament dealt the last seed ($seed1) again"
[ "$t3" != "$t1" ] && [ "$t3" != "$t2" ] || fail "New tournament played under an earlier number ($t3)"
play third push
f3=$(one_file "$t3") || exit 1
[ "$(ls "$hist" | grep -vc -- '-summary\.txt$')" = 3 ] || fail "three tournaments, but the histories are: $(ls "$hist")"
echo "ok: New tournament: fresh seed $seed3, number $t3, its own file $(basename "$f3")"
close_felt
EOS
xvfb_run "$felt" "$probe" "$scratch" "$prefdir" "$data"
