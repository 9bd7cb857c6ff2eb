# session_tests.cmake — the session layer (src/session): test_session.c and the plugin bot that
# never answers (built into tests/bots-stuck/, apart from the example plugins that tests load by directory). Included from
# tests/CMakeLists.txt.

add_library(felt_bot_hang MODULE ${CMAKE_CURRENT_LIST_DIR}/plugins/bot_hang.c)
target_include_directories(felt_bot_hang PRIVATE ${CMAKE_SOURCE_DIR}/src)
target_compile_options(felt_bot_hang PRIVATE ${FELT_STRICT_FLAGS})
set_target_properties(felt_bot_hang PROPERTIES PREFIX "" OUTPUT_NAME hang
                      LIBRARY_OUTPUT_DIRECTORY ${CMAKE_CURRENT_BINARY_DIR}/bots-stuck)

add_executable(test_session ${CMAKE_CURRENT_LIST_DIR}/test_session.c)
target_compile_options(test_session PRIVATE ${FELT_STRICT_FLAGS})
target_compile_definitions(test_session PRIVATE FELT_SOURCE_DIR="${CMAKE_SOURCE_DIR}"
                           FELT_CLI="$<TARGET_FILE:felt-cli>"
                           FELT_BOTS_DIR="${CMAKE_CURRENT_BINARY_DIR}/bots-stuck")
target_link_libraries(test_session PRIVATE felt_session felt_ai felt_engine)
add_dependencies(test_session felt_bot_hang felt-cli)

function(felt_session_test name labels timeout)
  add_test(NAME ${name} COMMAND test_session --only ${name})
  set_tests_properties(${name} PROPERTIES LABELS "${labels}" TIMEOUT ${timeout})
endfunction()

felt_session_test(two_people_and_four_bots_never_see_each_others_hole_cards   "unit;session" 300)
felt_session_test(table_model_from_events_equals_the_engine_after_every_command "property;session" 900)
felt_session_test(table_model_describes_actions_as_the_table_shows_them        "unit;session" 30)
felt_session_test(a_plugin_bot_that_never_answers_is_folded_and_replaced        "unit;session" 120)
felt_session_test(seats_change_hands_and_illegal_answers_are_folded             "unit;session" 120)
felt_session_test(the_callers_clock_ends_levels_and_breaks                      "unit;session" 120)
felt_session_test(a_session_save_keeps_who_sits_where                           "unit;session" 120)
felt_session_test(felt_cli_decide_prints_what_the_bot_does_in_play              "unit;session;cli" 120)
felt_session_test(bad_session_configurations_are_refused_by_field               "unit;session" 30)
