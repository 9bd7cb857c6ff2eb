# tournament_tests.cmake — the multi-table tournament (src/tournament, docs/rules.md section F):
# test_mtt.c's property tests over random small tournaments and its hand-made checks of each rule,
# and felt-cli mtt as a user runs it. Included from tests/CMakeLists.txt.

add_executable(test_mtt ${CMAKE_CURRENT_LIST_DIR}/test_mtt.c)
target_compile_options(test_mtt PRIVATE ${FELT_STRICT_FLAGS})
target_compile_definitions(test_mtt PRIVATE FELT_SOURCE_DIR="${CMAKE_SOURCE_DIR}")
target_link_libraries(test_mtt PRIVATE felt_tournament felt_ai felt_engine)

function(felt_mtt_test name labels timeout)
  add_test(NAME ${name} COMMAND test_mtt --only ${name})
  set_tests_properties(${name} PROPERTIES LABELS "${labels}" TIMEOUT ${timeout})
endfunction()

felt_mtt_test(mtt_random_tournaments_conserve_chips_balance_tables_and_keep_blinds_straight "property;mtt" 600)
felt_mtt_test(mtt_colour_ups_race_at_every_table_and_the_books_still_balance                 "property;mtt" 300)
felt_mtt_test(mtt_one_seed_gives_one_tournament_move_for_move                                "unit;mtt" 120)
felt_mtt_test(mtt_every_entrant_of_the_largest_field_has_a_name_of_their_own            "unit;mtt" 60)
felt_mtt_test(mtt_r35_the_draw_spreads_the_field_within_one_player                           "unit;mtt" 30)
felt_mtt_test(mtt_r36_a_moved_player_sits_out_between_the_small_blind_and_the_button         "unit;mtt" 30)
felt_mtt_test(mtt_r36_r37_r39_breaks_balance_moves_and_the_final_table_follow_the_rules      "unit;mtt" 120)
felt_mtt_test(mtt_a_table_owing_every_player_it_has_is_never_sent_more_players_than_seats  "unit;mtt" 120)
if(NOT FELT_SANITIZE) # one large field, in the plain build only
  felt_mtt_test(mtt_a_field_of_2000_plays_to_the_end                                          "unit;mtt;slow" 300)
endif()
felt_mtt_test(mtt_bots_see_the_field_stacks_payouts_their_place_tables_and_hand_for_hand     "unit;mtt" 60)
felt_mtt_test(mtt_bad_fields_table_sizes_and_payout_ladders_are_named                        "unit;mtt" 30)
felt_mtt_test(mtt_bench_files_each_decision_by_players_and_effective_depth                  "unit;mtt" 30)

add_test(NAME felt_cli_mtt_plays_a_tournament_writes_its_histories_and_names_bad_input
         COMMAND ${CMAKE_CURRENT_LIST_DIR}/test_mtt_cli.sh $<TARGET_FILE:felt-cli> ${CMAKE_SOURCE_DIR})
set_tests_properties(felt_cli_mtt_plays_a_tournament_writes_its_histories_and_names_bad_input PROPERTIES LABELS "cli;mtt" TIMEOUT 300)

add_test(NAME felt_cli_mtt_histories_show_moved_players_joining_and_leaving_as_pokerstars_writes_them
         COMMAND ${CMAKE_CURRENT_LIST_DIR}/test_mtt_hh.sh $<TARGET_FILE:felt-cli> $<TARGET_FILE:hh_check> ${CMAKE_SOURCE_DIR})
set_tests_properties(felt_cli_mtt_histories_show_moved_players_joining_and_leaving_as_pokerstars_writes_them
                     PROPERTIES LABELS "cli;mtt" TIMEOUT 300)

add_test(NAME felt_cli_mtt_save_journals_replay_every_table_and_survive_cuts_newer_versions_and_kills
         COMMAND ${CMAKE_CURRENT_LIST_DIR}/test_mtt_save.sh $<TARGET_FILE:felt-cli> ${CMAKE_SOURCE_DIR})
set_tests_properties(felt_cli_mtt_save_journals_replay_every_table_and_survive_cuts_newer_versions_and_kills
                     PROPERTIES LABELS "cli;mtt" TIMEOUT 600)

# People in an MTT: the tournament's person API and the session layer over it (session_mtt).
add_executable(test_mtt_people ${CMAKE_CURRENT_LIST_DIR}/test_mtt_people.c)
target_compile_options(test_mtt_people PRIVATE ${FELT_STRICT_FLAGS})
target_compile_definitions(test_mtt_people PRIVATE FELT_SOURCE_DIR="${CMAKE_SOURCE_DIR}")
target_link_libraries(test_mtt_people PRIVATE felt_session felt_tournament felt_ai felt_engine)
foreach(name mtt_people_a_scripted_person_plays_to_the_end_private_followed_and_the_clock_waits
             mtt_people_one_seed_and_one_list_of_commands_give_one_tournament
             mtt_people_a_person_who_leaves_hands_the_seat_to_a_bot
             mtt_people_a_busted_person_is_asked_to_rebuy_before_the_next_hand
             mtt_people_hot_seat_two_people_the_wait_says_whose_turn
             mtt_people_the_journal_records_a_persons_commands_and_they_replay_the_tournament
             mtt_people_a_bad_command_is_refused_and_changes_nothing
             mtt_people_a_moment_in_slices_waits_on_nobody_and_a_leave_in_it_takes_effect_at_its_end
             mtt_people_sit_together_by_the_seeds_own_draw)
  add_test(NAME ${name} COMMAND test_mtt_people --only ${name})
  set_tests_properties(${name} PROPERTIES LABELS "unit;mtt" TIMEOUT 300)
endforeach()

# --jobs: the tables' hands on several threads give the same tournament, byte for byte.
add_test(NAME felt_cli_mtt_jobs_1_2_3_give_byte_identical_results_events_histories_and_journals
         COMMAND ${CMAKE_CURRENT_LIST_DIR}/test_mtt_jobs.sh $<TARGET_FILE:felt-cli> ${CMAKE_SOURCE_DIR})
set_tests_properties(felt_cli_mtt_jobs_1_2_3_give_byte_identical_results_events_histories_and_journals
                     PROPERTIES LABELS "cli;mtt" TIMEOUT 600)

# --slice: a moment played in slices (as the game plays them within its frame's time) is the moment
# played whole, byte for byte, at 1,200 entrants and with people.
add_test(NAME felt_cli_mtt_moments_in_slices_give_byte_identical_results_events_histories_and_journals
         COMMAND ${CMAKE_CURRENT_LIST_DIR}/test_mtt_slices.sh $<TARGET_FILE:felt-cli> ${CMAKE_SOURCE_DIR})
set_tests_properties(felt_cli_mtt_moments_in_slices_give_byte_identical_results_events_histories_and_journals
                     PROPERTIES LABELS "cli;mtt" TIMEOUT 600)

# bench mtt: the raw ratio and the like-for-like one (the MTT's own mix of table sizes), both sane.
add_test(NAME felt_cli_bench_mtt_prints_raw_and_like_for_like_ratios_and_the_per_size_table
         COMMAND ${CMAKE_CURRENT_LIST_DIR}/test_bench_mtt.sh $<TARGET_FILE:felt-cli> ${CMAKE_SOURCE_DIR})
set_tests_properties(felt_cli_bench_mtt_prints_raw_and_like_for_like_ratios_and_the_per_size_table
                     PROPERTIES LABELS "cli;mtt" TIMEOUT 300)

# A journal written through the session layer carries its own recipe: felt-cli replay needs nothing else.
add_executable(test_mtt_journal_replay ${CMAKE_CURRENT_LIST_DIR}/test_mtt_journal_replay.c)
target_compile_options(test_mtt_journal_replay PRIVATE ${FELT_STRICT_FLAGS})
target_compile_definitions(test_mtt_journal_replay PRIVATE FELT_SOURCE_DIR="${CMAKE_SOURCE_DIR}"
                                                           FELT_CLI="$<TARGET_FILE:felt-cli>")
target_link_libraries(test_mtt_journal_replay PRIVATE felt_session felt_tournament felt_ai felt_engine)
add_dependencies(test_mtt_journal_replay felt-cli)
add_test(NAME mtt_journal_a_session_journal_describes_itself_and_felt_cli_replay_prints_its_finishing_table
         COMMAND test_mtt_journal_replay --only mtt_journal_a_session_journal_describes_itself_and_felt_cli_replay_prints_its_finishing_table)
set_tests_properties(mtt_journal_a_session_journal_describes_itself_and_felt_cli_replay_prints_its_finishing_table
                     PROPERTIES LABELS "cli;mtt" TIMEOUT 300)

# Multi-table moments (docs/scenario.md): the scenario format's multi-table form, answered by the
# tournament's own rules (tourney_moment).
add_executable(test_mtt_moment ${CMAKE_CURRENT_LIST_DIR}/test_mtt_moment.c)
target_compile_options(test_mtt_moment PRIVATE ${FELT_STRICT_FLAGS})
target_link_libraries(test_mtt_moment PRIVATE felt_tournament felt_ai felt_engine)
foreach(name mtt_moment_r37_the_player_due_the_big_blind_moves_to_the_worst_position
             mtt_moment_r37_a_player_moved_a_hand_ago_moves_again_when_due_the_big_blind
             mtt_moment_r37_r36_a_seat_between_the_small_blind_and_the_button_sits_out
             mtt_moment_r36_the_highest_table_breaks_and_its_players_are_drawn_into_seats
             mtt_moment_r4b_r36_a_heads_up_table_that_grows_gives_a_newcomer_the_button
             mtt_moment_r39_the_final_table_is_drawn_afresh
             mtt_moment_bad_moments_are_named_by_file_line_path_and_value
             mtt_moment_random_moments_match_a_second_computation_of_the_rules)
  add_test(NAME ${name} COMMAND test_mtt_moment --only ${name})
  set_tests_properties(${name} PROPERTIES LABELS "unit;mtt" TIMEOUT 120)
endforeach()
add_test(NAME felt_cli_scenario_answers_a_multi_table_moment_and_names_bad_ones
         COMMAND ${CMAKE_CURRENT_LIST_DIR}/test_mtt_moment_cli.sh $<TARGET_FILE:felt-cli> ${CMAKE_SOURCE_DIR})
set_tests_properties(felt_cli_scenario_answers_a_multi_table_moment_and_names_bad_ones PROPERTIES LABELS "cli;mtt" TIMEOUT 60)

# Away until a moment (tourney_set_away, session_mtt_away/back): the tournament gives the seat
# back at the moment promised, and the journal replays it all byte for byte.
add_executable(test_mtt_away ${CMAKE_CURRENT_LIST_DIR}/test_mtt_away.c)
target_compile_options(test_mtt_away PRIVATE ${FELT_STRICT_FLAGS})
target_compile_definitions(test_mtt_away PRIVATE FELT_SOURCE_DIR="${CMAKE_SOURCE_DIR}")
target_link_libraries(test_mtt_away PRIVATE felt_session felt_tournament felt_ai felt_engine)
add_test(NAME mtt_away_until_a_moment_comes_back_then_and_replays_byte_for_byte_from_its_journal
         COMMAND test_mtt_away --only mtt_away_until_a_moment_comes_back_then_and_replays_byte_for_byte_from_its_journal)
set_tests_properties(mtt_away_until_a_moment_comes_back_then_and_replays_byte_for_byte_from_its_journal
                     PROPERTIES LABELS "mtt" TIMEOUT 300)
