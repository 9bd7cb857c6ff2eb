# stats_tests.cmake — the statistics module (src/app/stats.c, pure C: no SDL): test_stats.c, one
# ctest test per group. Included from game_tests.cmake.
add_executable(test_stats ${CMAKE_CURRENT_LIST_DIR}/test_stats.c ${CMAKE_SOURCE_DIR}/src/app/stats.c)
target_compile_options(test_stats PRIVATE ${FELT_STRICT_FLAGS})
target_link_libraries(test_stats PRIVATE felt_session felt_ai felt_engine)

foreach(group a_scripted_tournament_gives_the_known_vpip_pfr_af_and_showdown_figures
              a_persons_finish_is_recorded_with_the_engines_place_and_prize
              stats_json_round_trips_to_the_same_figures_and_text
              a_corrupt_stats_json_is_refused_naming_file_line_field_and_value
              the_history_and_the_people_table_stay_bounded
              mtt_finishes_are_counted_apart_and_an_old_stats_file_still_loads)
  add_test(NAME stats_${group} COMMAND test_stats --only ${group})
  set_tests_properties(stats_${group} PROPERTIES LABELS "unit" TIMEOUT 60)
endforeach()
