#!/usr/bin/env bash
# test_cli.sh — felt-cli as a user runs it: real outputs, exit codes and error messages.
# usage: test_cli.sh PATH/TO/felt-cli SOURCE_DIR
set -u
cli=$1
src=${2:-.}
fails=0
pass=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# expect NAME EXIT_CODE PATTERN_IN_OUTPUT -- ARGS...   (stdout+stderr are searched, grep -E)
expect() {
  local name=$1 code=$2 pattern=$3
  shift 4
  local out rc
  out=$("$cli" "$@" 2>&1 </dev/null)
  rc=$?
  if [ "$rc" -ne "$code" ]; then
    echo "FAIL $name: exit $rc, expected $code; output:"; echo "$out" | head -20
    fails=$((fails + 1)); return
  fi
  if ! grep -qE -- "$pattern" <<<"$out"; then
    echo "FAIL $name: output lacks /$pattern/:"; echo "$out" | head -20
    fails=$((fails + 1)); return
  fi
  pass=$((pass + 1))
}

expect help_lists_commands 0 'equity HAND HAND' -- --help
expect no_command_is_usage_error 2 'usage: felt-cli COMMAND' --
expect unknown_command_named 2 "unknown command 'frobnicate'" -- frobnicate

# eval
expect eval_straight_ace_high 0 '^5863 straight Straight, ace high$' -- eval As Kd Qh Jc Ts 2d 3c
expect eval_full_house_words 0 '^[0-9]+ full_house Full house, kings full of fours$' -- eval Kh Kd Ks 4c 4d 2c 9s
expect eval_wheel_is_five_high 0 'Straight, five high' -- eval Ah 2d 3c 4s 5h
expect eval_royal_is_top_value 0 '^7462 straight_flush Royal flush$' -- eval Ah Kh Qh Jh Th
expect eval_ten_written_10 0 'Royal flush' -- eval Ah Kh Qh Jh 10h
expect eval_joined_cards 0 'Royal flush' -- eval AhKhQhJhTh
expect eval_worst_hand_is_1 0 '^1 high_card High card, seven$' -- eval 7c 5d 4h 3s 2c
expect eval_unknown_card 2 "unknown card 'Xh'" -- eval As Kd Qh Jc Xh
expect eval_duplicate_card 2 'card As appears twice' -- eval As Kd Qh Jc As
expect eval_too_few_cards 2 'a hand has 5 to 7 cards, got 4' -- eval As Kd Qh Jc
expect eval_too_many_cards 2 'too many cards' -- eval As Kd Qh Jc Ts 9s 8s 7s
expect eval_help 0 'usage: felt-cli eval' -- eval --help
expect eval_unknown_card_is_counted_in_cards 2 "unknown card '1s' \\(card 5;" -- eval As Kd Qh Jc 1s
# the example in eval's help is what eval prints
example=$("$cli" eval --help | sed -n 's/^  \$ felt-cli eval //p')
want=$("$cli" eval --help | grep -A1 '^  \$ felt-cli eval ' | tail -1 | sed 's/^  //')
# shellcheck disable=SC2086
if [ -z "$example" ] || [ "$("$cli" eval $example)" != "$want" ]; then
  echo "FAIL eval_help_example: '$example' gives '$("$cli" eval $example 2>&1)', help says '$want'"; fails=$((fails + 1))
else
  pass=$((pass + 1))
fi

# eval - : one line per hand, higher value = stronger
printf 'As Kd Qh Jc Ts 2d 3c\nXx\n2c 3c 4c 5c 6c\n' >"$tmp/hands"
out=$("$cli" eval - <"$tmp/hands" 2>"$tmp/err"); rc=$?
lines=$(printf '%s\n' "$out" | wc -l)
if [ "$rc" -ne 1 ] || [ "$lines" -ne 3 ] || ! grep -q '^0 invalid -$' <<<"$out" \
   || ! grep -q 'line 2' "$tmp/err" || ! grep -q '^7454 straight_flush Straight flush, six high$' <<<"$out"; then
  echo "FAIL eval_stdin_one_line_per_hand: rc=$rc lines=$lines"; echo "$out"; cat "$tmp/err"; fails=$((fails + 1))
else
  pass=$((pass + 1))
fi

# equity
expect equity_exact_aces_vs_kings 0 'AhAs +81\.065% +0\.382% +81\.255%' -- equity AhAs KdKc
expect equity_reports_exact_deals 0 'exact: 1,712,304 deals' -- equity AhAs KdKc
expect equity_monte_carlo_reports_trials 0 'Monte Carlo: 20,000 trials, seed 7' -- equity AhAs KdKc --trials 20000 --seed 7
expect equity_monte_carlo_reports_error 0 '±0\.[0-9]+%' -- equity AhAs KdKc --trials 20000 --seed 7
expect equity_board_and_three_hands 0 'exact: 903 deals' -- equity AhKh QsQd 7c6c --board Qh7d2c
expect equity_random_hand 0 'Monte Carlo' -- equity AhAs '??'
expect equity_json 0 '^\{"exact":true,"deals":1712304' -- equity AhAs KdKc --json
expect equity_dead_cards 0 'exact: 1,370,754 deals' -- equity AhAs KdKc --dead 2c3c
expect equity_one_hand 2 'at least two hands' -- equity AhAs
expect equity_bad_card_names_hand 2 "hand 2 'KdXc': unknown card 'Xc'" -- equity AhAs KdXc
expect equity_one_card_hand 2 'a hand is two cards' -- equity AhAs Kd
expect equity_duplicate_across_hands 2 "card Ah appears twice \\(in hand 1 and in hand 2 'AhKd'\\)" -- equity AhAs AhKd
expect equity_duplicate_on_the_board 2 "card Qh appears twice \\(in the board and in hand 2" -- equity AhAs QhKd --board Qh7d2c
expect equity_joined_bad_card_named 2 "hand 1 'AxAs': unknown card 'Ax' \\(card 1;" -- equity AxAs KdKc
expect equity_board_size 2 'a board has 3, 4 or 5 cards, got 2' -- equity AhAs KdKc --board Qh7d
expect equity_bad_trials 2 "--trials expects a whole number from 1 to [0-9]+, got 'lots'" -- equity AhAs KdKc --trials lots
expect equity_zero_trials 2 '--trials must be 1 to 10000000000, got 0' -- equity AhAs KdKc --trials 0
expect equity_trials_with_equals 0 'Monte Carlo: 1,000 trials' -- equity AhAs KdKc --trials=1000
expect equity_unknown_option 2 "unknown option '--fast'" -- equity AhAs KdKc --fast
expect equity_eleven_hands 2 'at most 10 hands' -- equity 2c2d 3c3d 4c4d 5c5d 6c6d 7c7d 8c8d 9c9d TcTd JcJd QcQd
expect equity_help 0 'usage: felt-cli equity' -- equity --help

# bench: argument checking only (the benchmarks themselves are run by hand, never timed here)
expect bench_unknown 2 "unknown benchmark 'speed'" -- bench speed
expect bench_bad_option 2 "unknown option '--fast'" -- bench eval --fast
expect bench_help 0 'usage: felt-cli bench eval' -- bench --help

# sim, saves and replays
expect sim_prints_hands_and_speed 0 'hands played: [0-9,]+ +eliminations: 8' -- sim --seed 3
expect sim_bad_players 2 '--players must be 2 to 10, got 11' -- sim --players 11
expect sim_bad_structure_names_file_line_path 2 'big_blind_below_small_blind.json:16: levels\[4\].big_blind' -- sim --structure "$src/tests/bad_levels/big_blind_below_small_blind.json"
expect sim_missing_structure_file 2 'cannot read /no/such.json' -- sim --structure /no/such.json
expect sim_save_every_hand 0 'hands played' -- sim --seed 4 --structure "$src/levels/club.json" --save "$tmp/club.save"
expect replay_checks_every_hand 0 'club.save: ok, [0-9]+ hands replayed and matched .*tournament complete' -- replay "$tmp/club.save"
expect replay_of_previous_save_is_in_progress 0 'club.save.prev: ok, [0-9]+ hands .*tournament in progress' -- replay "$tmp/club.save.prev"
head -c 2000 "$tmp/club.save" >"$tmp/cut.save"
expect replay_truncated_save 1 'the save is truncated' -- replay "$tmp/cut.save"
expect replay_missing_file 1 'cannot read /no/such.save' -- replay /no/such.save
mkdir -p "$tmp/hh"
expect replay_writes_hand_history 0 'ok' -- replay "$tmp/club.save" --hh "$tmp/hh"
if ! grep -q '^PokerStars Hand #' "$tmp"/hh/*.txt 2>/dev/null; then
  echo "FAIL replay_writes_hand_history: no PokerStars header in $tmp/hh"; fails=$((fails + 1))
else
  pass=$((pass + 1))
fi

# the previous copy is loaded when the newest is damaged, and replay says so
cp "$tmp/club.save" "$tmp/fb.save"; cp "$tmp/club.save.prev" "$tmp/fb.save.prev"
truncate -s 3000 "$tmp/fb.save"
expect replay_falls_back_and_says_so 0 'fb.save could not be loaded \(.*truncated.*\); the previous copy .*fb.save.prev was loaded instead' -- replay "$tmp/fb.save"
expect replay_directory 1 "cannot read $tmp: it is a directory, not a save file" -- replay "$tmp"
expect replay_not_a_save 1 "hands: not a Felt save \\(a save starts with 'felt-save 1'\\)" -- replay "$tmp/hands"
expect sim_save_empty_name 2 '--save needs a value, got an empty one' -- sim --save ''
# --hh creates its directory, and says when it cannot
expect sim_hh_creates_the_directory 0 'hands played' -- sim --seed 2 --hh "$tmp/new/hh/dir"
if ! ls "$tmp"/new/hh/dir/felt-T*.txt >/dev/null 2>&1; then
  echo "FAIL sim_hh_creates_the_directory: no history in $tmp/new/hh/dir"; fails=$((fails + 1))
else
  pass=$((pass + 1))
fi
expect replay_hh_creates_the_directory 0 'ok' -- replay "$tmp/club.save" --hh "$tmp/new/replayed"
expect sim_hh_under_a_file 2 "cannot write into $tmp/hands/x: $tmp/hands is not a directory" -- sim --hh "$tmp/hands/x"

# options and numbers: getopt_long everywhere, decimal, bounded
expect version 0 '^felt-cli [0-9]+\.[0-9]+\.[0-9]+$' -- --version
expect help_command 0 'usage: felt-cli sim' -- help sim
expect help_unknown_command 2 "felt-cli help: unknown command 'nope'" -- help nope
expect help_bench_sim 0 'usage: felt-cli bench eval' -- help bench sim
expect bench_sim_help_is_bench_s 0 'usage: felt-cli bench eval' -- bench sim --help
expect seed_is_decimal 0 'seeds 10\.\.10\)' -- sim --seed 010
expect players_leading_zero 0 '\(9 players' -- sim --players 09 --seed 3
expect tournaments_bounded 2 '--tournaments must be 1 to 1000000, got 18446744073709551615' -- sim --tournaments 18446744073709551615
expect seed_too_big 2 '--seed must be 0 to 18446744073709551615, got 18446744073709551616' -- sim --seed 18446744073709551616
expect seed_negative 2 "--seed expects a whole number from 0 to 18446744073709551615, got '-1'" -- sim --seed -1
expect seed_hex 2 "--seed expects a whole number .*got '0x10'" -- sim --seed 0x10
expect option_equals 0 'seeds 5\.\.5\)' -- sim --seed=5
expect option_missing_value 2 '--seed needs a value' -- sim --seed
expect arena_tournaments_bounded 2 '--tournaments must be 1 to 1000000, got 0' -- arena --bots random --tournaments 0
expect check_verbose_short 0 'payout' -- check -v "$src/levels/home.json"
expect check_unknown_option 2 "unknown option '--fast'" -- check --fast "$src/levels/home.json"
expect scenario_unknown_option 2 "unknown option '--fast'" -- scenario --fast x.json
expect decide_unknown_option 2 "unknown option '--fast'" -- decide --fast x.json
expect replay_unknown_option 2 "unknown option '--fast'" -- replay --fast x.save

# scenarios
expect scenario_dead_button 0 '"type":"hand_start".*"button":2,"sb_seat":3,"bb_seat":4,"sb_posted":true,"dead_button":true' -- scenario "$src/docs/scenarios/dead-button.json"
expect scenario_pot_goes_to_the_set_up_winner 0 '"type":"pot".*"winners":\[4\]' -- scenario "$src/docs/scenarios/dead-button.json"
printf '{"name":"x","table_size":3,"level":{"small_blind":10,"big_blind":20},\n"seats":[{"seat":1,"stack":-5},{"seat":2,"stack":100}]}' >"$tmp/bad.json"
expect scenario_bad_stack_named 2 'bad.json:2: seats\[0\].stack: expected an integer from 1 to [0-9]+, got -5' -- scenario "$tmp/bad.json"
printf '{"name":"x","table_size":3,"level":{"small_blind":10,"big_blind":20},"seats":[{"seat":1,"stack":500},{"seat":2,"stack":500}],"button":1,\n"commands":["1 raise 25"]}' >"$tmp/illegal.json"
expect scenario_refused_command_names_line 1 "illegal.json:2: command '1 raise 25' refused: the amount is below the minimum" -- scenario "$tmp/illegal.json"

# scenarios state everything a ruling needs: chips pushed without a word (R21), the level clock,
# the cards of a chip race
expect scenario_silent_chips_over_half_a_raise_are_the_minimum_raise 0 '"type":"action","hand":1,"seat":3,"amount":200,"action":"raise"' -- scenario "$src/docs/scenarios/chips-pushed.json"
expect scenario_chips_with_raise_said_are_a_raise 0 '"type":"action","hand":1,"seat":4,"amount":300,"action":"raise"' -- scenario "$src/docs/scenarios/chips-pushed.json"
expect scenario_chips_below_the_bet_are_a_call 0 '"type":"action","hand":1,"seat":1,"amount":250,"action":"call"' -- scenario "$src/docs/scenarios/chips-pushed.json"
expect scenario_hand_dealt_when_the_level_ends_plays_the_next_level 0 '"type":"hand_start","hand":2,.*"sb":15,"bb":30' -- scenario "$src/docs/scenarios/level-clock.json"
expect scenario_chip_race_with_stated_cards 0 '"type":"race","hand":1,"seat":2,"amount":20,"odd":5,"won":25,"stack":1025,"best":"As"' -- scenario "$src/docs/scenarios/chip-race.json"
printf '{"name":"x","table_size":3,"level":{"small_blind":10,"big_blind":20},"seats":[{"seat":1,"stack":500},{"seat":2,"stack":500}],"button":1,\n"commands":["2 puts 40 loudly"]}' >"$tmp/puts.json"
expect scenario_bad_puts_named 2 'puts.json:2: commands\[0\]: expected "N puts AMOUNT" or "N puts AMOUNT raise", got "2 puts 40 loudly"' -- scenario "$tmp/puts.json"
printf '{"name":"x","table_size":3,"level":{"small_blind":10,"big_blind":20},"seats":[{"seat":1,"stack":500},{"seat":2,"stack":500}],"button":1,\n"commands":["time 30"]}' >"$tmp/time.json"
expect scenario_time_without_a_clock_named 2 'time.json:2: commands\[0\]: expected a level_clock for "time 30" to run down, got none' -- scenario "$tmp/time.json"
printf '{"name":"x","table_size":3,"structure_file":"%s/levels/charity.json","level_clock":{"seconds_left":99999},\n"seats":[{"seat":1,"stack":500},{"seat":2,"stack":500}]}' "$src" >"$tmp/clock.json"
expect scenario_clock_longer_than_the_level_named 2 'clock.json:1: level_clock.seconds_left: expected an integer from 0 to [0-9]+, got 99999' -- scenario "$tmp/clock.json"
printf '{"name":"x","table_size":3,"level":{"small_blind":10,"big_blind":20},"race_cards":"AsAs",\n"seats":[{"seat":1,"stack":500},{"seat":2,"stack":500}]}' >"$tmp/race.json"
expect scenario_repeated_race_card_named 2 'race.json:1: race_cards: card As appears twice, got "AsAs"' -- scenario "$tmp/race.json"

# scenario loader: names, chips, limits and syntax
sc() { printf '{"name":"x","table_size":3,"level":{"small_blind":50,"big_blind":100%s},"seats":[{"seat":1,"stack":1000%s},{"seat":2,"stack":1000}]%s}' "$1" "$2" "$3" >"$tmp/sc.json"; }
sc '' ',"name":""' ''
expect scenario_empty_name 2 'sc.json:1: seats\[0\].name: expected a string of 1 to 23 bytes, got ""' -- scenario "$tmp/sc.json"
sc '' ',"name":"a\nb"' ''
expect scenario_name_with_newline 2 'seats\[0\].name: expected a string on one line without control characters' -- scenario "$tmp/sc.json"
sc ',"smallest_chip":7' '' ''
expect scenario_smallest_chip_that_makes_no_blind 2 'level.smallest_chip: expected a chip the blinds 50/100 can be made of, got 7' -- scenario "$tmp/sc.json"
sc ',"smallest_chip":25' '' ''
expect scenario_smallest_chip_that_makes_the_blinds 0 'hand_start' -- scenario "$tmp/sc.json"
printf '{"name":"x","table_size":3,"level":{"small_blind":50,"big_blind":100},"seats":[{"seat":1,"stack":1010},{"seat":2,"stack":1000}],"level":{"small_blind":50,"big_blind":100,"smallest_chip":25}}' >"$tmp/sc2.json"
cmds=$(printf '"1 fold",%.0s' $(seq 1 511)); sc '' '' ",\"commands\":[${cmds%,}]"
expect scenario_511_commands_load 1 'refused' -- scenario "$tmp/sc.json"
cmds=$(printf '"1 fold",%.0s' $(seq 1 512)); sc '' '' ",\"commands\":[${cmds%,}]"
expect scenario_512_commands_are_too_many 2 'commands\[511\]: expected at most 511 commands besides the deal' -- scenario "$tmp/sc.json"
printf '{"name": }' >"$tmp/syn.json"
expect scenario_syntax_error_says_where 2 "syn.json:1:10: syntax error near '}'" -- scenario "$tmp/syn.json"
printf '{"name": "a\\u0000b"}' >"$tmp/nul.json"
expect scenario_nul_in_a_string 2 'nul.json:1:13: syntax error: a NUL character' -- scenario "$tmp/nul.json"
printf '\xef\xbb\xbf\xef\xbb\xbf{}' >"$tmp/bom.json"
expect scenario_two_boms 2 'bom.json:1:1: syntax error: a second byte-order mark' -- scenario "$tmp/bom.json"
printf '{"name":"x","table_size":03}' >"$tmp/zero.json"
expect scenario_leading_zero 2 'zero.json:1:26: syntax error: a number with a leading zero' -- scenario "$tmp/zero.json"
printf '{"name":"caf\xe9"}' >"$tmp/latin1.json"
expect scenario_invalid_utf8 2 'latin1.json:1:13: syntax error: invalid UTF-8' -- scenario "$tmp/latin1.json"

echo "$pass passed, $fails failed"
[ "$fails" -eq 0 ]
