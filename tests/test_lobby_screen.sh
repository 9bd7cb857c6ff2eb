#!/usr/bin/env bash
# test_lobby_screen.sh — the lobby of a 1,000-entrant multi-table tournament as the person sees it,
# headless at 1280x720 and 1920x1080, read from the widget dump (FELT_WIDGET_DUMP): the three panels,
# every table row, standings row and payout row inside its own panel and none of their words cut,
# the person's table and row present and marked; sorted by name and filtered by "a s", every row
# holds the name piece and the names come in order; Down and W watch the next table (its info
# panel and the way back); on the table the Lobby button is there and L opens the lobby.
# usage: test_lobby_screen.sh FELT SOURCE_DIR
set -uo pipefail
felt=$1 src=$2
command -v jq >/dev/null 2>&1 || { echo "FAIL: jq is not installed"; exit 1; }
. "$(dirname "$0")/lib/check.sh"
check_scratch
check_home
check_headless
check_count
mtt=(--entrants 1000 --seats 9 --hands 3 --seed 4)

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

# rows of marks named like $2 outside panel $3, or cut
inside() { # DUMP ROWNAME_REGEX PANEL
  jq -r --arg rx "$2" --arg panel "$3" '
    (.widgets[] | select(.name == $panel) | .rect) as $p
    | .widgets[] | select(.kind == "mark" and (.name | test($rx)))
    | select(.rect[0] < $p[0] or .rect[1] < $p[1] or .rect[0] + .rect[2] > $p[0] + $p[2] + 0.01
             or .rect[1] + .rect[3] > $p[1] + $p[3] + 0.01 or .cut)
    | "\(.name) \(.rect) \"\(.label)\" outside \($panel) \($p) or cut"' "$1"
}
count() { jq --arg rx "$2" '[.widgets[] | select(.kind == "mark" and (.name | test($rx)))] | length' "$1"; }

for size in 1280x720 1920x1080; do
  d="$scratch/lobby-$size.json"
  shot "lobby-$size" "$size" "${mtt[@]}" --screen lobby || continue
  [ "$(jq -r .screen "$d")" = lobby ] || fail "$size: the screen is $(jq -r .screen "$d"), not the lobby"
  for p in lobby.tables lobby.standings lobby.payouts lobby.find lobby.sort_rank lobby.sort_name lobby.sort_chips \
           lobby.sort_table lobby.watch lobby.back; do
    [ "$(jq --arg n "$p" '[.widgets[] | select(.name == $n)] | length' "$d")" = 1 ] || fail "$size: no $p"
  done
  out=$(inside "$d" '^lobby\.(table_row|my_table)' lobby.tables; inside "$d" '^lobby\.(player_row|my_row)' lobby.standings
        inside "$d" '^lobby\.(band_row|my_band)' lobby.payouts)
  [ -z "$out" ] || fail "$size: $out"
  [ "$(count "$d" '^lobby\.my_row$')" = 1 ] || fail "$size: the person's standings row is not shown once"
  [ "$(count "$d" '^lobby\.my_table$')" = 1 ] || fail "$size: the person's table row is not shown once"
  n=$(count "$d" '^lobby\.(table_row|my_table)(#[0-9]+)?$')
  [ "$n" -ge 15 ] || fail "$size: only $n table rows shown (a field of 1,000 has over 100 tables)"
  n=$(count "$d" '^lobby\.(player_row|my_row)(#[0-9]+)?$')
  [ "$n" -ge 15 ] || fail "$size: only $n standings rows shown"
  n=$(count "$d" '^lobby\.(band_row|my_band)(#[0-9]+)?$')
  [ "$n" -ge 10 ] || fail "$size: only $n payout rows shown"
  cut=$(jq -r '.widgets[] | select(.kind != "mark" and .cut) | .name' "$d")
  [ -z "$cut" ] || fail "$size: controls cut: $cut"
  # the ranks of the standings rows, in rank order: never falling
  jq -r '.widgets[] | select(.name | test("^lobby\\.(player_row|my_row)(#[0-9]+)?$")) | .label | split(" ")[0]' "$d" |
    awk 'NR > 1 && $1 + 0 < last + 0 { bad = 1 } { last = $1 } END { exit bad }' || fail "$size: ranks out of order"

  # by name, filtered
  f="$scratch/find-$size.json"
  shot "find-$size" "$size" "${mtt[@]}" --screen lobby --press 2 --press f --type "a s" || continue
  n=$(count "$f" '^lobby\.(player_row|my_row)(#[0-9]+)?$')
  [ "$n" -ge 5 ] || fail "$size: \"a s\" found only $n rows"
  bad=$(jq -r '.widgets[] | select(.name | test("^lobby\\.(player_row|my_row)(#[0-9]+)?$")) | .label
               | select(ascii_downcase | contains("a s") | not)' "$f")
  [ -z "$bad" ] || fail "$size: rows without \"a s\": $bad"
  jq -r '.widgets[] | select(.name | test("^lobby\\.(player_row|my_row)(#[0-9]+)?$")) | .label | split(" ")[1:3] | join(" ")' "$f" \
    >"$scratch/names" && LC_ALL=C sort -c -f "$scratch/names" 2>/dev/null || fail "$size: names not in order: $(tr '\n' ',' <"$scratch/names")"
  out=$(inside "$f" '^lobby\.(player_row|my_row)' lobby.standings)
  [ -z "$out" ] || fail "$size: filtered: $out"

  # watching the next table
  w="$scratch/watch-$size.json"
  shot "watch-$size" "$size" "${mtt[@]}" --screen lobby --press down --press w || continue
  for p in watch.info watch.lobby watch.table; do
    [ "$(jq --arg n "$p" '[.widgets[] | select(.name == $n)] | length' "$w")" = 1 ] || fail "$size: watching: no $p"
  done
done

# the table: the Lobby button, and L opens the lobby
shot table 1280x720 "${mtt[@]}" && {
  [ "$(jq '[.widgets[] | select(.name == "table.lobby")] | length' "$scratch/table.json")" = 1 ] || fail "no Lobby button on the table"
}
shot table-l 1280x720 "${mtt[@]}" --press l && {
  [ "$(jq -r .screen "$scratch/table-l.json")" = lobby ] || fail "L on the table showed $(jq -r .screen "$scratch/table-l.json")"
}
shot table-ll 1280x720 "${mtt[@]}" --press l --press l && {
  [ "$(jq -r .screen "$scratch/table-ll.json")" = table ] || fail "L in the lobby showed $(jq -r .screen "$scratch/table-ll.json")"
}

[ "$fails" -eq 0 ] && echo "the lobby shows every table, the standings and the payouts inside their panels"
exit $((fails > 0))
