#!/usr/bin/env bash
# test_mtt_show.sh — the tournament around the person's table, headless (felt --mtt-show K:F) at
# 1280x720 and 1920x1080, read from the widget dump and the picture: a move mid-way out (the
# person's chips "to table 2" below the table, the banner naming the rule, no other plate yet),
# mid-way in (the chips "from table 4", the new table's plates coming) and after it (the person's
# plate at the bottom seat with their name, nothing in flight); hand-for-hand at 180 entrants (the
# news line "Hand-for-hand: waiting for N of M tables" inside its rectangle, over no plate and no
# board card, the strip saying hand-for-hand); the final table's redraw half-way (some seats drawn,
# not all, each plate with its "seat N, from table T" note), ended by Space (every plate, then the
# final table's banner) and done (every seat's plate).
# usage: test_mtt_show.sh FELT PNG_PROBE SOURCE_DIR
set -uo pipefail
felt=$1 probe=$2 src=$3
command -v jq >/dev/null 2>&1 || { echo "FAIL: jq is not installed"; exit 1; }
. "$(dirname "$0")/lib/check.sh"
check_scratch
check_home
check_headless
check_count
move=(--entrants 45 --seats 9 --seed 2)     # the person's table breaks after 35 hands (R36)
h4h=(--entrants 180 --seats 9 --seed 14)    # hand-for-hand at three tables
final=(--entrants 45 --seats 9 --seed 14)   # the person reaches the final table
render=${felt%/*}/tests/test_render
ticker_rect=$("$render" --print-layout 2>/dev/null | jq -c '.["table.mtt_ticker"]')
[ -n "$ticker_rect" ] && [ "$ticker_rect" != null ] || { echo "FAIL: no table.mtt_ticker in $render --print-layout"; exit 1; }

shot() { # NAME SIZE ARGS...: picture and widget dump
  local name=$1 size=$2
  shift 2
  rm -f "$scratch/$name.json"
  if ! FELT_WIDGET_DUMP="$scratch/$name.json" "$felt" --data "$src" --size "$size" --screenshot "$scratch/$name.png" \
       "$@" >"$scratch/$name.log" 2>&1; then
    fail "$name: felt failed: $(tail -3 "$scratch/$name.log")"
    return 1
  fi
  [ -s "$scratch/$name.json" ] || { fail "$name: no widget dump"; return 1; }
}
marks() { jq -r --arg n "$2" '.widgets[] | select(.kind == "mark" and (.name | test("^" + $n + "(#[0-9]+)?$"))) | .label' "$1"; }
count() { jq --arg n "$2" '[.widgets[] | select(.kind == "mark" and (.name | test("^" + $n + "(#[0-9]+)?$")))] | length' "$1"; }
# the news line: inside its rectangle (render's table), over no plate and no board card
ticker_clear() { # DUMP
  jq -r --argjson L "$ticker_rect" '
    [.widgets[] | select(.name == "table.mtt_ticker")] as $t
    | if ($t | length) != 1 then "no news line (\($t | length))" else
      $t[0].rect as $k
      | (if $k[0] < $L[0] or $k[1] < $L[1] or $k[0] + $k[2] > $L[0] + $L[2] + 0.01 or $k[1] + $k[3] > $L[1] + $L[3] + 0.01
         then "news line \($k) outside table.mtt_ticker \($L)" else empty end),
        (.widgets[] | select(.kind == "mark" and (.name | test("^table\\.(mtt_plate|board_card|seat[0-9]+\\.said)(#[0-9]+)?$")))
         | select(.rect[0] < $k[0] + $k[2] and $k[0] < .rect[0] + .rect[2] and .rect[1] < $k[1] + $k[3] and $k[1] < .rect[1] + .rect[3])
         | "news line \($k) over \(.name) \(.rect) \"\(.label)\"")
      end' "$1"
}

for size in 1280x720 1920x1080; do
  # a move, a third of the way: the old seat's chips on their way off the table
  d="$scratch/out-$size.json"
  if shot "out-$size" "$size" "${move[@]}" --mtt-show move:0.3; then
    [ "$(marks "$d" table.mtt_move)" = "to table 2" ] || fail "$size out: chips in flight say \"$(marks "$d" table.mtt_move)\""
    marks "$d" table.banner | grep -qx "Your table breaks: table 2, seat 8" ||
      fail "$size out: the banner is \"$(marks "$d" table.banner)\""
    n=$(count "$d" table.mtt_plate)
    [ "$n" = 1 ] || fail "$size out: $n plates drawn while the person's chips leave (the new table comes after)"
    "$probe" "$scratch/out-$size.png" size="$size" bright=440,208,400,20,100 colour=370,175,540,30,e6b24a,60,0.02 >>"$scratch/out-$size.log" ||
      fail "$size out: no banner text drawn"
  fi
  # two thirds: the new table is drawn, the chips arrive from the edge
  d="$scratch/in-$size.json"
  if shot "in-$size" "$size" "${move[@]}" --mtt-show move:0.7; then
    [ "$(marks "$d" table.mtt_move)" = "from table 4" ] || fail "$size in: chips in flight say \"$(marks "$d" table.mtt_move)\""
    n=$(count "$d" table.mtt_plate)
    [ "$n" -ge 5 ] || fail "$size in: only $n plates of the new table drawn"
    jq -e '[.widgets[] | select(.name == "table.mtt_move") | .rect] | .[0] | .[1] > 570' "$d" >/dev/null ||
      fail "$size in: the chips are not on their way up from the edge"
  fi
  # after it: the person's plate at the new seat, nothing in flight
  d="$scratch/after-$size.json"
  if shot "after-$size" "$size" "${move[@]}" --mtt-show move:1; then
    [ "$(count "$d" table.mtt_move)" = 0 ] || fail "$size after: chips still in flight"
    jq -e '[.widgets[] | select(.name | test("^table\\.mtt_plate(#[0-9]+)?$")) | select(.label == "You")
            | select((.rect[0] + .rect[2] / 2 - 640 | fabs) < 2 and (.rect[1] + .rect[3] / 2 - 565 | fabs) < 2)] | length == 1' \
      "$d" >/dev/null || fail "$size after: no plate named You at the person's seat"
    out=$(ticker_clear "$d" | grep -v '^no news line')
    [ -z "$out" ] || fail "$size after: $out"
  fi
  # hand-for-hand: the table waits for the other tables of the round
  d="$scratch/h4h-$size.json"
  if shot "h4h-$size" "$size" "${h4h[@]}" --mtt-show h4h:0.3; then
    marks "$d" table.mtt_ticker | grep -qE '^Hand-for-hand: waiting for [1-9][0-9]* of [2-9][0-9]* tables$' ||
      fail "$size h4h: the news line is \"$(marks "$d" table.mtt_ticker)\""
    out=$(ticker_clear "$d")
    [ -z "$out" ] || fail "$size h4h: $out"
    "$probe" "$scratch/h4h-$size.png" size="$size" colour=120,566,300,18,d9534f,60,0.01 >>"$scratch/h4h-$size.log" ||
      fail "$size h4h: the waiting line is not drawn in red"
  fi
  # the final table's redraw half-way: some seats drawn, each with its draw
  d="$scratch/redraw-$size.json"
  if shot "redraw-$size" "$size" "${final[@]}" --mtt-show final:0.5; then
    n=$(count "$d" table.mtt_redraw) p=$(count "$d" table.mtt_plate)
    { [ "$n" -ge 2 ] && [ "$n" -lt 9 ]; } || fail "$size redraw: $n seats drawn half-way (want some, not all 9)"
    [ "$p" = "$n" ] || fail "$size redraw: $p plates for $n seats drawn"
    bad=$(marks "$d" table.mtt_redraw | grep -vE '^seat [1-9], from table [1-5]$')
    [ -z "$bad" ] || fail "$size redraw: notes \"$bad\""
    [ "$(count "$d" table.banner)" = 0 ] || fail "$size redraw: a banner over the redraw: $(marks "$d" table.banner)"
  fi
  # Space during the redraw: it ends now, every plate drawn, the final table's banner follows
  d="$scratch/skip-$size.json"
  if shot "skip-$size" "$size" "${final[@]}" --mtt-show final:0.3 --press space; then
    p=$(count "$d" table.mtt_plate)
    [ "$p" = 9 ] || fail "$size skip: $p plates after Space"
    [ "$(count "$d" table.mtt_redraw)" = 0 ] || fail "$size skip: redraw notes left after Space"
    [ "$(marks "$d" table.banner)" = "The final table" ] || fail "$size skip: the banner is \"$(marks "$d" table.banner)\""
  fi
  d="$scratch/seated-$size.json"
  if shot "seated-$size" "$size" "${final[@]}" --mtt-show final:1; then
    p=$(count "$d" table.mtt_plate)
    [ "$p" = 9 ] || fail "$size seated: $p plates at the final table"
    [ "$(count "$d" table.mtt_redraw)" = 0 ] || fail "$size seated: redraw notes left"
  fi
done
[ "$fails" = 0 ] || { check_keep; exit 1; }
echo "ok: a move out and in, hand-for-hand's wait and the final table's redraw at 1280x720 and 1920x1080"
