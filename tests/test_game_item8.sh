#!/usr/bin/env bash
# test_game_item8.sh — what a demanding player saw drawn over itself or left behind at 1280x720
# (#21 item 8), driven as a person plays: the real window under Xvfb, real keys (xdotool), two
# people heads-up so every action is the test's own, large cards on, the game at Slow so a pot's
# push lasts long enough to be watched. What is drawn is read from the game's widget dump, whose
# marks name the board's cards, the pots, the total pot, the log's lines, what a seat said and
# the chips in flight, each with its rectangle.
#  (a) with large cards the five board cards, the pot and the total pot touch nothing of each other;
#  (b) the log shows whole lines only: every line drawn lies inside the log's clip;
#  (c) after a bet comes back uncalled (the other person folds to it), no seat still says "Bet N";
#  (d) a pot being pushed to its winner is never drawn twice: while its chips fly, its pile is gone
#      from the middle;
#  and the chips flying in and out of the middle never pass over the board's cards. The game is
#  set up from the start screen's Hot-seat (H): seats 1 and 2 people's, the rest bots.
# usage: test_game_item8.sh FELT_BINARY
set -uo pipefail
felt=$1

. "$(dirname "$0")/lib/check.sh"
xvfb_prepare
echo '{ "speed": "slow", "confirm_allin": false, "large_cards": true }' >"$prefdir/settings.json"
xvfb_inner <<'EOS'
felt=$1; scratch=$2
dump=$FELT_WIDGET_DUMP
have() { jq -e --arg n "$1" '[.widgets[] | select(.name == $n and .enabled)] | length > 0' "$dump" >/dev/null 2>&1; }
wait_have() { # NAME WHY
  for _ in $(seq 1 150); do have "$1" && return 0; sleep 0.1; done
  fail "$2: no $1 on the screen; there are: $(jq -r '[.widgets[].name] | join(" ")' "$dump" 2>/dev/null)"
}
# act KEY: the next person takes the screen (Space on the hand-off) and presses KEY at the action bar
turns=0
act() {
  turns=$((turns + 1))
  wait_have table.handoff "turn $turns"
  key space
  wait_have table.call "turn $turns: the action bar"
  key "$1"
  for _ in $(seq 1 30); do have table.call || return 0; sleep 0.1; done
  key "$1" # a key sent while the bar was settling; a person presses again
}
# overlaps JQ_SELECT: the pairs of marks picked that overlap by more than half a pixel
overlaps() {
  jq -r "def ov(a; b): (a.rect[0] + a.rect[2] - b.rect[0] > 0.5) and (b.rect[0] + b.rect[2] - a.rect[0] > 0.5)
           and (a.rect[1] + a.rect[3] - b.rect[1] > 0.5) and (b.rect[1] + b.rect[3] - a.rect[1] > 0.5);
         [.widgets[] | select(.kind == \"mark\") | select($1)] as \$m
         | range(0; \$m | length) as \$i | range(\$i + 1; \$m | length) as \$j
         | select(ov(\$m[\$i]; \$m[\$j])) | \"\(\$m[\$i].name) \(\$m[\$i].rect) and \(\$m[\$j].name) \(\$m[\$j].rect)\"" "$2"
}

start_felt a
wait_have start.new "the start screen"
# Hot-seat (H) on the start screen: the set-up with seats 1 and 2 people's, the rest bots
key h
wait_have setup.deal "Hot-seat (H) on the start screen: the set-up"
kinds=$(jq -r '[.widgets[] | select(.name | test("^setup.seat[0-9]+.kind$")) | .label] | join(" ")' "$dump")
[ "$kinds" = "Person Person Bot Bot Bot Bot" ] || fail "Hot-seat opened the set-up with the seats $kinds, not two people and four bots"
have setup.seat1.name && have setup.seat2.name || fail "Hot-seat: the two people's names cannot be typed"
for _ in 1 2 3 4 5; do click_name setup.table_size; sleep 0.2; done   # 6 seats -> 2
click_name setup.deal
# pre-flop: call, check; flop and turn: check, check; river: a bet of the minimum
act c; act c; act c; act c; act c; act c; act r
# ---- (a) and (b): the river, a bet standing, the total pot beside the board ----
ok=""
for _ in $(seq 1 50); do
  cp "$dump" "$scratch/river.json" 2>/dev/null
  if [ "$(jq '[.widgets[] | select(.name | startswith("table.board_card"))] | length' "$scratch/river.json")" = 5 ] &&
     jq -e '[.widgets[] | select(.name == "table.total_pot" or .name == "table.pot.0")] | length == 2' \
       "$scratch/river.json" >/dev/null; then ok=1; break; fi
  sleep 0.1
done
shot river
[ -n "$ok" ] || fail "no river with five board cards, a pot and the total pot (river.png): $(jq -c '[.widgets[] | select(.kind == "mark") | .name]' "$scratch/river.json")"
bad=$(overlaps '(.name | startswith("table.board_card")) or (.name | startswith("table.pot.")) or .name == "table.total_pot"' "$scratch/river.json")
river_bad=""
[ -z "$bad" ] || river_bad="(a) with large cards at 1280x720 the board and the pots overlap (river.png): $bad"
lines=$(jq '[.widgets[] | select(.name | startswith("table.log_line"))] | length' "$scratch/river.json")
[ "$lines" -ge 4 ] || fail "(b) the log shows $lines lines at 1280x720, fewer than 4"
cut=$(jq -r '(.widgets[] | select(.name == "table.log_clip")) as $c
  | .widgets[] | select(.name | startswith("table.log_line"))
  | select(.rect[1] < $c.rect[1] - 0.5 or .rect[1] + .rect[3] > $c.rect[1] + $c.rect[3] + 0.5)
  | "\(.label) \(.rect) outside \($c.rect)"' "$scratch/river.json")
[ -z "$cut" ] || river_bad="$river_bad${river_bad:+; }(b) a log line is cut by the log's edge at 1280x720 (river.png): $cut"
[ -z "$river_bad" ] || fail "$river_bad"
bettor=$(jq -r '.widgets[] | select((.name | test("^table.seat[0-9]+.said$")) and (.label | startswith("Bet"))) | .name' \
  "$scratch/river.json" | head -n1)
[ -n "$bettor" ] || fail "(c) the river bet is not said under its seat: $(jq -c '[.widgets[] | select(.name | test("said")) | .label]' "$scratch/river.json")"
# ---- the other person folds: the bet comes back uncalled and the pot goes to the bettor ----
act f
mkdir -p "$scratch/after"
# sampled without a process per sample (a busy machine forks slowly): bash's read and printf, a
# 20 ms wait on a pipe nobody writes to
exec {idle}<> <(:)
for i in $(seq -w 1 200); do
  IFS= read -r -d '' json <"$dump"
  printf '%s' "$json" >"$scratch/after/$i.json"
  read -r -t 0.02 -u "$idle" _
done
shot after-fold
# every sample at once, each finding named by its sample: (d) a pot whose chips fly to the winner
# also drawn in the middle; (c) once the pot goes (the bet came back before it), the bettor's seat
# still saying "Bet N"; chips in flight over the board's cards
findings=$(jq -r --arg s "$bettor" '
  def ov(a; b): (a.rect[0] + a.rect[2] - b.rect[0] > 0.5) and (b.rect[0] + b.rect[2] - a.rect[0] > 0.5)
    and (a.rect[1] + a.rect[3] - b.rect[1] > 0.5) and (b.rect[1] + b.rect[3] - a.rect[1] > 0.5);
  (input_filename | split("/") | last) as $f
  | [.widgets[] | select(.name == "table.chips_flying" and (.label | startswith("pot "))) | .label | ltrimstr("pot ")] as $out
  | [.widgets[] | select(.name | startswith("table.board_card"))] as $board
  | (if ($out | length) > 0 then "push \($f)" else empty end),
    (.widgets[] | select(.name | startswith("table.pot.")) | select((.name | ltrimstr("table.pot.")) as $p | $out | index($p))
      | "(d) a pot is drawn in the middle while its chips fly to the winner (\($f)): \(.name) \"\(.label)\""),
    (select(($out | length) > 0) | .widgets[] | select(.name == $s and (.label | test("^(Bet|Raise)")))
      | "(c) \($s) still says \"\(.label)\" after the bet came back uncalled (\($f))"),
    (.widgets[] | select(.name == "table.chips_flying") as $c | $board[] | select(ov($c; .))
      | "chips fly over the board card \(.label) (\($f)): chips \($c.rect), card \(.rect)")
  ' "$scratch"/after/*.json)
pushes=$(grep -c '^push ' <<<"$findings")
bad=$(grep -v '^push ' <<<"$findings" | awk '!seen[$1]++')   # the first of each kind
[ -z "$bad" ] || fail "$bad"
[ "$pushes" -gt 0 ] || fail "(d) the pot's push to the winner was never seen in flight (after-fold.png)"
quit_felt
echo "ok: large cards at 1280x720 keep the board and pots apart, the log shows whole lines, the uncalled bet's label goes, the pushed pot ($pushes frames seen) is drawn once and no chips cross the board"
EOS
xvfb_run "$felt" "$scratch"
