# game_tests.cmake — the game as a player meets it: headless screenshots of every screen checked
# region by region (png_probe), bad files shown on screen, and a play-through of the real window
# under Xvfb with xdotool. Label "game"; the play-through also "xvfb".
add_executable(png_probe png_probe.c)
target_compile_options(png_probe PRIVATE ${FELT_STRICT_FLAGS})
target_link_libraries(png_probe PRIVATE PkgConfig::SDL2 PkgConfig::SDL2_IMAGE m)

add_test(NAME game_screens_render_with_the_table_cards_chips_and_text_where_they_belong
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/test_game_screens.sh $<TARGET_FILE:felt> $<TARGET_FILE:png_probe>
                 ${CMAKE_SOURCE_DIR})
set_tests_properties(game_screens_render_with_the_table_cards_chips_and_text_where_they_belong
                     PROPERTIES LABELS "game;render" TIMEOUT 600)

add_test(NAME game_shows_bad_structures_settings_and_saves_on_screen_and_keeps_running
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/test_game_bad_input.sh $<TARGET_FILE:felt> $<TARGET_FILE:png_probe>
                 ${CMAKE_SOURCE_DIR})
set_tests_properties(game_shows_bad_structures_settings_and_saves_on_screen_and_keeps_running
                     PROPERTIES LABELS "game" TIMEOUT 300)

add_test(NAME a_person_plays_a_tournament_by_keys_and_clicks_quits_continues_and_finishes
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/test_game_play.sh $<TARGET_FILE:felt> $<TARGET_FILE:felt-cli>
                 $<TARGET_FILE:png_probe>)
set_tests_properties(a_person_plays_a_tournament_by_keys_and_clicks_quits_continues_and_finishes
                     PROPERTIES LABELS "game;xvfb" TIMEOUT 900 RUN_SERIAL TRUE)

add_test(NAME practice_screens_show_the_drill_on_the_table_and_the_feedback_with_the_rule
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/test_practice_screens.sh $<TARGET_FILE:felt> $<TARGET_FILE:png_probe>
                 ${CMAKE_SOURCE_DIR})
set_tests_properties(practice_screens_show_the_drill_on_the_table_and_the_feedback_with_the_rule
                     PROPERTIES LABELS "game;render" TIMEOUT 300)

add_test(NAME a_person_practises_by_keys_and_clicks_is_scored_keeps_progress_and_shadows_a_dealer
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/test_practice_play.sh $<TARGET_FILE:felt> $<TARGET_FILE:png_probe>)
set_tests_properties(a_person_practises_by_keys_and_clicks_is_scored_keeps_progress_and_shadows_a_dealer
                     PROPERTIES LABELS "game;xvfb" TIMEOUT 600 RUN_SERIAL TRUE)
