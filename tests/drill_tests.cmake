# drill_tests.cmake — the drill library (src/drill) and `felt-cli drill`: generated drills checked
# against a second computation in the test, grading, the rule book, authored and bad drill
# files, the shadow dealer's live questions. Included from tests/CMakeLists.txt.

add_executable(test_drill ${CMAKE_CURRENT_LIST_DIR}/test_drill.c)
target_compile_options(test_drill PRIVATE ${FELT_STRICT_FLAGS})
target_compile_definitions(test_drill PRIVATE FELT_SOURCE_DIR="${CMAKE_SOURCE_DIR}" FELT_CLI="$<TARGET_FILE:felt-cli>")
add_dependencies(test_drill felt-cli)
target_link_libraries(test_drill PRIVATE felt_drill felt_session felt_engine felt_test_ref)

function(felt_drill_test name labels timeout)
  add_test(NAME ${name} COMMAND test_drill --only ${name})
  set_tests_properties(${name} PROPERTIES LABELS "${labels}" TIMEOUT ${timeout})
endfunction()

felt_drill_test(generated_button_drills_agree_with_r3_worked_by_hand                 "property;drill" 300)
felt_drill_test(generated_heads_up_drills_agree_with_r4_worked_by_hand               "property;drill" 300)
felt_drill_test(generated_first_to_act_drills_agree_with_r6_worked_by_hand           "property;drill" 300)
felt_drill_test(generated_min_raise_drills_agree_with_the_bet_history                "property;drill" 300)
felt_drill_test(generated_reopen_drills_agree_with_the_bet_history                   "property;drill" 300)
felt_drill_test(generated_side_pot_drills_agree_with_pots_built_from_contributions    "property;drill" 300)
felt_drill_test(generated_showdown_drills_agree_with_r23_and_a_reference_evaluator   "property;drill" 300)
felt_drill_test(generated_elimination_drills_agree_with_places_and_prizes_by_hand    "property;drill" 300)
felt_drill_test(generated_chip_race_drills_agree_with_r34_worked_by_hand             "property;drill" 300)
felt_drill_test(generated_count_pot_drills_agree_with_the_chips_put_in              "property;drill" 300)
felt_drill_test(generated_follow_action_drills_agree_with_r42_and_the_50_percent_rule "property;drill" 300)
felt_drill_test(generated_push_pot_drills_agree_with_r27_r28_worked_by_hand          "property;drill" 300)
felt_drill_test(generated_deal_order_drills_agree_with_r5_r41_worked_by_hand         "property;drill" 300)
felt_drill_test(side_pots_typed_or_moved_are_graded_on_the_pots_not_the_gesture       "property;drill" 300)
felt_drill_test(a_session_gives_every_ticked_topic_a_share_of_each_block_and_no_repeats "unit;drill" 60)
felt_drill_test(floor_cards_are_thirty_or_more_whole_and_each_asked_once_before_any_again "unit;drill" 60)
felt_drill_test(grading_names_what_was_wrong_and_answers_read_back_from_json         "unit;drill" 60)
felt_drill_test(showdown_answers_in_any_order_are_right_only_where_r22_imposes_none "property;drill" 300)
felt_drill_test(the_rule_book_reads_number_title_and_text_of_every_rule              "unit;drill" 30)
felt_drill_test(shipped_drill_files_load_and_their_answers_hold                      "unit;drill" 60)
felt_drill_test(bad_drill_files_are_refused_naming_file_field_and_value              "unit;drill" 60)
felt_drill_test(the_shadow_dealer_is_asked_what_the_live_engine_then_does            "property;drill" 300)

felt_drill_test(felt_cli_drill_prints_json_grades_answer_files_and_refuses_bad_flags  "cli;drill" 120)

# Numbers and drills in the player's language, with the catalogues the build compiled.
add_executable(test_i18n_numbers ${CMAKE_CURRENT_LIST_DIR}/test_i18n_numbers.c ${CMAKE_SOURCE_DIR}/src/app/format.c
                                 ${CMAKE_SOURCE_DIR}/src/app/i18n.c)
target_compile_options(test_i18n_numbers PRIVATE ${FELT_STRICT_FLAGS})
target_compile_definitions(test_i18n_numbers PRIVATE FELT_TEST_LOCALEDIR="${CMAKE_BINARY_DIR}/locale"
                                                     FELT_SOURCE_DIR="${CMAKE_SOURCE_DIR}")
target_link_libraries(test_i18n_numbers PRIVATE felt_drill felt_session felt_ai felt_engine)
add_dependencies(test_i18n_numbers felt_translations)
foreach(group chips_and_money_are_written_as_the_language_writes_them
              a_drill_is_asked_explained_and_graded_in_german_and_spanish
              the_authored_drills_are_read_in_german_and_spanish
              decimals_are_written_as_the_language_writes_them
              a_scenario_seat_is_named_in_the_language
              the_json_messages_are_in_the_language)
  add_test(NAME i18n_${group} COMMAND test_i18n_numbers --only ${group})
  set_tests_properties(i18n_${group} PROPERTIES LABELS "unit;drill" TIMEOUT 60)
endforeach()

# Trainees, their records and reports, the written test (issue 27).
add_executable(test_record ${CMAKE_CURRENT_LIST_DIR}/test_record.c)
target_compile_options(test_record PRIVATE ${FELT_STRICT_FLAGS})
target_compile_definitions(test_record PRIVATE FELT_SOURCE_DIR="${CMAKE_SOURCE_DIR}" FELT_CLI="$<TARGET_FILE:felt-cli>")
add_dependencies(test_record felt-cli)
target_link_libraries(test_record PRIVATE felt_drill felt_session felt_engine)
foreach(name trainees_and_their_results_round_trip_and_bad_files_name_file_field_and_value
             a_graded_drill_is_kept_with_both_answers_in_words_and_the_rule
             the_report_exported_holds_the_trainees_figures_and_escapes_names
             felt_cli_drill_exam_is_the_same_for_a_seed_and_its_key_is_the_engines)
  add_test(NAME ${name} COMMAND test_record --only ${name})
  set_tests_properties(${name} PROPERTIES LABELS "unit;drill;cli" TIMEOUT 120)
endforeach()

# trainees.journal: each answer appended, not trainees.json rewritten whole (issue 27, "never lose").
add_executable(test_record_journal ${CMAKE_CURRENT_LIST_DIR}/test_record_journal.c)
target_compile_options(test_record_journal PRIVATE ${FELT_STRICT_FLAGS})
target_compile_definitions(test_record_journal PRIVATE FELT_CLI="$<TARGET_FILE:felt-cli>")
add_dependencies(test_record_journal felt-cli)
target_link_libraries(test_record_journal PRIVATE felt_drill felt_session felt_engine)
foreach(name answers_appended_to_the_journal_load_as_the_roster_saved_whole
             a_journal_cut_at_every_byte_of_its_last_record_loads_the_records_before
             a_bad_record_in_the_middle_keeps_those_before_and_names_the_line
             a_crash_after_compacting_before_removing_the_journal_applies_nothing_twice
             an_old_trainees_json_without_journal_seq_loads_and_takes_its_journal)
  add_test(NAME record_journal_${name} COMMAND test_record_journal --only ${name})
  set_tests_properties(record_journal_${name} PROPERTIES LABELS "unit;drill;cli" TIMEOUT 120)
endforeach()

# The tournament director's drills (src/drill/drill_mtt.c): answers from the multi-table tournament,
# checked against R36-R39 worked in the test.
add_executable(test_drill_mtt ${CMAKE_CURRENT_LIST_DIR}/test_drill_mtt.c)
target_compile_options(test_drill_mtt PRIVATE ${FELT_STRICT_FLAGS})
target_link_libraries(test_drill_mtt PRIVATE felt_drill felt_session felt_tournament felt_ai felt_engine)
foreach(name mtt_drills_balancing_agree_with_r37_worked_from_the_rule_text
             mtt_drills_breaking_agree_with_r36_worked_from_the_rule_text
             mtt_drills_hand_for_hand_agree_with_r38_r32_r33_worked_from_the_rule_text
             mtt_drills_final_table_agree_with_r39_and_r2_worked_from_the_rule_text
             mtt_drills_are_deterministic_and_refuse_bad_answers_by_field_and_value)
  add_test(NAME ${name} COMMAND test_drill_mtt --only ${name})
  set_tests_properties(${name} PROPERTIES LABELS "property;drill" TIMEOUT 300)
endforeach()
