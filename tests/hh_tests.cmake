# hh_tests.cmake — hand histories and the event log: test_hh.c (PokerStars text against the
# hand-written golden files in tests/golden/hh/, dates, descriptions, determinism of whole
# tournaments) and test_evlog.c (JSON lines parsed back with cJSON). Included from
# tests/CMakeLists.txt; defines no other targets.

add_executable(test_hh ${CMAKE_CURRENT_LIST_DIR}/test_hh.c)
target_compile_options(test_hh PRIVATE ${FELT_STRICT_FLAGS})
target_compile_definitions(test_hh PRIVATE FELT_HH_GOLDEN_DIR="${CMAKE_CURRENT_LIST_DIR}/golden/hh")
target_link_libraries(test_hh PRIVATE felt_session felt_engine felt_ai)

add_executable(test_evlog ${CMAKE_CURRENT_LIST_DIR}/test_evlog.c)
target_compile_options(test_evlog PRIVATE ${FELT_STRICT_FLAGS})
target_link_libraries(test_evlog PRIVATE felt_session felt_engine felt_ai PkgConfig::CJSON)

# felt_hh_test(<sentence_name> <program> <group> <labels> <timeout seconds>)
function(felt_hh_test name prog group labels timeout)
  add_test(NAME ${name} COMMAND ${prog} --only ${group})
  set_tests_properties(${name} PROPERTIES LABELS "${labels}" TIMEOUT ${timeout})
endfunction()

felt_hh_test(hh_fold_out_returns_the_uncalled_bet_and_collects_without_showing test_hh fold_out_with_an_uncalled_bet          "golden;unit" 30)
felt_hh_test(hh_split_pot_gives_the_odd_chip_to_the_first_winner_left_of_the_button test_hh split_pot_with_an_odd_chip     "golden;unit" 30)
felt_hh_test(hh_three_way_all_in_shows_side_pots_first_after_the_run_out test_hh three_way_all_in_with_two_side_pots     "golden;unit" 30)
felt_hh_test(hh_antes_are_listed_in_seat_order_with_a_short_all_in_ante test_hh antes_with_a_short_all_in_ante            "golden;unit" 30)
felt_hh_test(hh_dead_small_blind_is_not_posted_and_a_loser_mucks test_hh dead_small_blind                                "golden;unit" 30)
felt_hh_test(hh_dead_button_keeps_its_seat_number_in_a_freeroll_header test_hh dead_button_in_a_freeroll                 "golden;unit" 30)
felt_hh_test(hh_final_hands_name_places_prizes_and_the_champion_before_the_summary test_hh final_hands_with_eliminations_and_prizes "golden;unit" 30)
felt_hh_test(hh_hands_are_described_in_pokerstars_words test_hh hand_descriptions                                        unit 30)
felt_hh_test(hh_dates_follow_us_eastern_daylight_saving_or_a_fixed_offset test_hh dates                                   unit 30)
felt_hh_test(hh_headers_show_real_money_play_money_and_levels_in_roman_numerals test_hh headers                          unit 30)
felt_hh_test(hh_zeroed_config_writes_defaults_and_failed_writes_are_reported test_hh config_and_errors                    unit 30)
felt_hh_test(hh_same_seed_gives_byte_identical_tournament_histories_that_add_up test_hh determinism                      "property;unit" 120)

felt_hh_test(evlog_every_event_is_one_valid_json_object_with_named_fields test_evlog every_event_type                   unit 30)
felt_hh_test(evlog_fields_match_the_events_of_a_scripted_hand test_evlog scripted_hand                                   unit 30)
felt_hh_test(evlog_commands_format_with_1_based_seats test_evlog commands                                               unit 30)
felt_hh_test(evlog_whole_tournaments_parse_back_and_fit_evlog_max test_evlog whole_tournaments                          "property;unit" 120)
felt_hh_test(evlog_truncates_like_snprintf test_evlog truncation                                                        unit 30)
felt_hh_test(hh_an_elimination_sent_a_hand_late_lands_in_the_hand_of_the_bust test_hh late_elimination                 unit 30)

# felt-cli sim --hh DIR: one file per tournament, numbered uniquely (two runs of one seed never
# share a file or a tournament or hand number), otherwise the same text on a second run, each
# ending with its champion and with its tournament summary beside it; a missing DIR is created.
add_test(NAME felt_cli_sim_hh_writes_one_uniquely_numbered_history_per_tournament
  COMMAND sh -c "d=\"$1\"; rm -rf \"$d\" && mkdir -p \"$d/a\" \"$d/b\" || exit 1;
                 \"$0\" sim --seed 3 --tournaments 2 --hh \"$d/a\" >/dev/null || exit 1;
                 \"$0\" sim --seed 3 --tournaments 2 --hh \"$d/b\" >/dev/null || exit 1;
                 test $(ls \"$d/a\" \"$d/b\" | grep '^felt-T[0-9]*\\.txt$' | sort -u | wc -l) -eq 4 || exit 1;
                 test $(cat \"$d\"/a/felt-T*[0-9].txt \"$d\"/b/felt-T*[0-9].txt | grep -o '^PokerStars Hand #[0-9]*' | sort | uniq -d | wc -l) -eq 0 || exit 1;
                 strip() { sed -e 's/#[0-9]*/#N/g' -e \"s/Table '[0-9]* /Table 'N /\" -e 's/ - [0-9/]* [0-9:]* ET$//' \"$@\"; };
                 strip \"$d\"/a/felt-T*[0-9].txt >\"$d/a.txt\"; strip \"$d\"/b/felt-T*[0-9].txt >\"$d/b.txt\"; cmp \"$d/a.txt\" \"$d/b.txt\" || exit 1;
                 for f in \"$d\"/a/felt-T*[0-9].txt; do head -c 18 \"$f\" | grep -q '^PokerStars Hand #' || exit 1;
                   test $(grep -c ' wins the tournament and receives ' \"$f\") -eq 1 || exit 1;
                   s=\"$(dirname \"$f\")/$(basename \"$f\" .txt)-summary.txt\"; head -1 \"$s\" | grep -q '^PokerStars Tournament #[0-9]*, No Limit' || exit 1; done;
                 \"$0\" sim --hh \"$d/new/dir\" >/dev/null || exit 1; ls \"$d\"/new/dir/felt-T*.txt >/dev/null"
          $<TARGET_FILE:felt-cli> ${CMAKE_CURRENT_BINARY_DIR}/hh_cli_out)
set_tests_properties(felt_cli_sim_hh_writes_one_uniquely_numbered_history_per_tournament PROPERTIES LABELS "cli;golden" TIMEOUT 60)

# A strict PokerStars-format checker of our own, run over thousands of simulated hands of every
# structure in levels/.
add_executable(hh_check ${CMAKE_CURRENT_LIST_DIR}/hh_check.c)
target_compile_options(hh_check PRIVATE ${FELT_STRICT_FLAGS})
add_test(NAME hh_of_every_structure_pass_a_strict_pokerstars_checker_with_every_chip_accounted
         COMMAND ${CMAKE_CURRENT_LIST_DIR}/test_hh_check.sh $<TARGET_FILE:felt-cli> $<TARGET_FILE:hh_check> ${CMAKE_SOURCE_DIR})
set_tests_properties(hh_of_every_structure_pass_a_strict_pokerstars_checker_with_every_chip_accounted PROPERTIES LABELS "cli;property" TIMEOUT 300)
