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
                     PROPERTIES LABELS "game;render;slow" TIMEOUT 600)

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

# Hot-seat privacy on pixels: every frame drawn while the screen is one person's (or nobody's,
# behind the hand-off) is drawn again with each other person's cards swapped; not one pixel may
# change, while swapping the owner's own cards must change it (felt --check-privacy).
# The costliest headless tests (a frame drawn and read back per animation step): the small case
# runs in the plain and AddressSanitizer builds (slow: not again in clang's), the large one in
# the plain build only.
foreach(case "2;3;5;3;slow" "3;6;3;11;plain_only")
  list(GET case 4 builds)
  list(GET case 0 people)
  list(GET case 1 seats)
  list(GET case 2 hands)
  list(GET case 3 seed)
  set(name hot_seat_frames_never_show_another_persons_cards_${people}_people_${seats}_seats)
  add_test(NAME ${name}
           COMMAND ${CMAKE_COMMAND} -E env HOME=${CMAKE_CURRENT_BINARY_DIR}/privacy-home
                   XDG_DATA_HOME=${CMAKE_CURRENT_BINARY_DIR}/privacy-home/data
                   XDG_CONFIG_HOME=${CMAKE_CURRENT_BINARY_DIR}/privacy-home/config
                   SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy SDL_RENDER_DRIVER=software
                   $<TARGET_FILE:felt> --data ${CMAKE_SOURCE_DIR} --check-privacy ${hands}
                   --people ${people} --seats ${seats} --seed ${seed})
  set_tests_properties(${name} PROPERTIES LABELS "game;${builds}" TIMEOUT 600
                       PASS_REGULAR_EXPRESSION "private: no frame shows a card")
endforeach()

add_test(NAME two_people_play_a_hot_seat_tournament_to_its_end_behind_hand_off_screens
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/test_game_hotseat.sh $<TARGET_FILE:felt> $<TARGET_FILE:felt-cli>
                 $<TARGET_FILE:png_probe>)
set_tests_properties(two_people_play_a_hot_seat_tournament_to_its_end_behind_hand_off_screens
                     PROPERTIES LABELS "game;xvfb" TIMEOUT 900 RUN_SERIAL TRUE)

# What a demanding player found broken, by real keys and clicks: a bet typed key by key is the
# bet, the next decision starts at the minimum, and a hot-seat game continued at each kind of
# moment comes back behind the hand-off with each person's own cards.
add_test(NAME a_typed_bet_is_the_bet_and_hot_seat_continue_comes_back_behind_the_hand_off_at_every_moment
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/test_game_finish.sh $<TARGET_FILE:felt> $<TARGET_FILE:png_probe>
                 ${CMAKE_SOURCE_DIR})
set_tests_properties(a_typed_bet_is_the_bet_and_hot_seat_continue_comes_back_behind_the_hand_off_at_every_moment
                     PROPERTIES LABELS "game;xvfb" TIMEOUT 900 RUN_SERIAL TRUE)

# Bet sizes in big blinds: B and the switch beside the amount box, 2.5 typed as big blinds is
# the bet, both units on the Raise button and the presets, the choice kept in settings.json.
add_test(NAME bet_sizes_are_typed_and_read_in_big_blinds_as_well_as_chips
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/test_game_bet_bb.sh $<TARGET_FILE:felt> $<TARGET_FILE:png_probe>
                 ${CMAKE_SOURCE_DIR})
set_tests_properties(bet_sizes_are_typed_and_read_in_big_blinds_as_well_as_chips
                     PROPERTIES LABELS "game;xvfb" TIMEOUT 600 RUN_SERIAL TRUE)

# The statistics' own unit tests (no SDL) and the replayer's and statistics screens.
include(${CMAKE_CURRENT_LIST_DIR}/stats_tests.cmake)

# The MTT lobby's figures (src/app/lobby.c, pure C: no SDL) against the tournament's own standings.
add_executable(test_lobby ${CMAKE_CURRENT_LIST_DIR}/test_lobby.c ${CMAKE_SOURCE_DIR}/src/app/lobby.c)
target_compile_options(test_lobby PRIVATE ${FELT_STRICT_FLAGS})
target_compile_definitions(test_lobby PRIVATE FELT_SOURCE_DIR="${CMAKE_SOURCE_DIR}")
target_link_libraries(test_lobby PRIVATE felt_tournament felt_ai felt_engine)
add_test(NAME mtt_lobby_standings_sorted_and_filtered_follow_the_tournaments_own_standings
         COMMAND test_lobby --only lobby_standings_sorted_and_filtered_follow_the_tournaments_own_standings)
set_tests_properties(mtt_lobby_standings_sorted_and_filtered_follow_the_tournaments_own_standings
                     PROPERTIES LABELS "unit" TIMEOUT 300)
add_test(NAME mtt_lobby_screen_shows_every_table_standing_and_payout_row_inside_its_panel
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/test_lobby_screen.sh $<TARGET_FILE:felt> ${CMAKE_SOURCE_DIR})
set_tests_properties(mtt_lobby_screen_shows_every_table_standing_and_payout_row_inside_its_panel
                     PROPERTIES LABELS "game;render;plain_only" TIMEOUT 600)
add_test(NAME mtt_stats_a_finished_mtt_is_counted_apart_and_an_old_stats_file_loads
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/test_mtt_stats.sh $<TARGET_FILE:felt> ${CMAKE_SOURCE_DIR})
set_tests_properties(mtt_stats_a_finished_mtt_is_counted_apart_and_an_old_stats_file_loads
                     PROPERTIES LABELS "game" TIMEOUT 300)
add_test(NAME the_replayer_shows_the_table_the_person_saw_and_statistics_show_each_persons_figures
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/test_game_review.sh $<TARGET_FILE:felt> $<TARGET_FILE:png_probe>
                 ${CMAKE_SOURCE_DIR})
set_tests_properties(the_replayer_shows_the_table_the_person_saw_and_statistics_show_each_persons_figures
                     PROPERTIES LABELS "game;render;slow" TIMEOUT 600)
add_test(NAME a_person_reviews_hands_by_keys_plays_on_from_a_past_moment_and_finds_their_statistics
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/test_review_play.sh $<TARGET_FILE:felt> $<TARGET_FILE:png_probe>)
set_tests_properties(a_person_reviews_hands_by_keys_plays_on_from_a_past_moment_and_finds_their_statistics
                     PROPERTIES LABELS "game;xvfb" TIMEOUT 600 RUN_SERIAL TRUE)

add_test(NAME the_hand_off_hint_why_here_pot_notes_and_keys_screens_render_where_they_belong
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/test_game_explain.sh $<TARGET_FILE:felt> $<TARGET_FILE:png_probe>
                 ${CMAKE_SOURCE_DIR})
set_tests_properties(the_hand_off_hint_why_here_pot_notes_and_keys_screens_render_where_they_belong
                     PROPERTIES LABELS "game;render;slow" TIMEOUT 600)

add_test(NAME practice_screens_show_the_drill_on_the_table_and_the_feedback_with_the_rule
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/test_practice_screens.sh $<TARGET_FILE:felt> $<TARGET_FILE:png_probe>
                 ${CMAKE_SOURCE_DIR})
set_tests_properties(practice_screens_show_the_drill_on_the_table_and_the_feedback_with_the_rule
                     PROPERTIES LABELS "game;render;slow" TIMEOUT 300)

add_test(NAME a_person_practises_by_keys_and_clicks_is_scored_keeps_progress_and_shadows_a_dealer
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/test_practice_play.sh $<TARGET_FILE:felt> $<TARGET_FILE:png_probe>)
set_tests_properties(a_person_practises_by_keys_and_clicks_is_scored_keeps_progress_and_shadows_a_dealer
                     PROPERTIES LABELS "game;xvfb" TIMEOUT 600 RUN_SERIAL TRUE)

# The player's files under faults (engine/keep.h): a bad settings value, a damaged autosave with a
# good .prev, a full disk and a read-only folder, New over a tournament that can be continued,
# headless runs that never touch the player's files. make_session_save writes a real mid-game
# autosave (with its .prev) for them.
add_executable(make_session_save make_session_save.c)
target_compile_options(make_session_save PRIVATE ${FELT_STRICT_FLAGS})
target_link_libraries(make_session_save PRIVATE felt_session felt_ai felt_engine)
add_test(NAME the_players_settings_saves_and_histories_are_never_lost_under_faults
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/test_keep_files.sh $<TARGET_FILE:felt> $<TARGET_FILE:felt-cli>
                 $<TARGET_FILE:png_probe> $<TARGET_FILE:make_session_save> ${CMAKE_SOURCE_DIR})
set_tests_properties(the_players_settings_saves_and_histories_are_never_lost_under_faults
                     PROPERTIES LABELS "game;slow" TIMEOUT 300)

# Random input over every screen under the sanitizers (issue 22): felt --monkey pushes seeded keys,
# typed text, clicks, drags, wheel turns and resizes through the game's own input handling, update
# and drawing, in a temporary home; any sanitizer report, crash or screen never shown fails it, and
# it prints its seed. Its worth is under the sanitizers: it runs in the AddressSanitizer build
# only (label asan_only; tools/test leaves it out of the plain and clang builds). 600 actions visit
# every screen several times; 1,500 took over 12 CPU minutes under ASan on this machine.
add_test(NAME random_keys_clicks_drags_wheel_turns_and_resizes_on_every_screen_break_nothing
         COMMAND $<TARGET_FILE:felt> --data ${CMAKE_SOURCE_DIR} --monkey 20261126:600)
set_tests_properties(random_keys_clicks_drags_wheel_turns_and_resizes_on_every_screen_break_nothing
                     PROPERTIES LABELS "game;monkey;asan_only" TIMEOUT 1500)
# The game killed (SIGKILL) at random moments of play, six times over one home: Continue, the
# histories and every JSON file survive. Timing-bound and about the files, not the memory: in
# the plain build only (label plain_only).
add_test(NAME the_game_killed_at_random_moments_of_play_keeps_its_save_histories_and_files
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/test_game_kill.sh $<TARGET_FILE:felt> $<TARGET_FILE:felt-cli>
                 ${CMAKE_SOURCE_DIR} 6)
set_tests_properties(the_game_killed_at_random_moments_of_play_keeps_its_save_histories_and_files
                     PROPERTIES LABELS "game;kill;plain_only" TIMEOUT 600)
# The game under the faults of issue 22 item 3: quitting mid-hand (a close request) and a full disk
# (RLIMIT_FSIZE): told before play, histories of whole hands only, a save that continues. About
# files and limits, not memory: the plain build only.
add_test(NAME the_game_quit_mid_hand_or_on_a_full_disk_keeps_whole_hands_and_a_save_that_continues
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/test_game_faults.sh $<TARGET_FILE:felt> $<TARGET_FILE:felt-cli>
                 ${CMAKE_SOURCE_DIR})
set_tests_properties(the_game_quit_mid_hand_or_on_a_full_disk_keeps_whole_hands_and_a_save_that_continues
                     PROPERTIES LABELS "game;plain_only" TIMEOUT 600)
# Every text and panel takes its colour from the theme: a test theme changes them and no screen
# may keep the built-in cream or gold (a colour hard-coded in a screen would).
add_test(NAME every_screen_takes_its_text_and_panel_colours_from_the_theme
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/test_theme_follows.sh $<TARGET_FILE:felt> $<TARGET_FILE:png_probe>
                 ${CMAKE_SOURCE_DIR})
set_tests_properties(every_screen_takes_its_text_and_panel_colours_from_the_theme
                     PROPERTIES LABELS "game;render" TIMEOUT 600)

# The layout check (issue 21): every screen headless --screenshot reaches, at five window sizes
# and three text sizes, its widget dump free of overlapping controls, text cut by its box and ids
# used twice (tests/layout_check.jq); and every control stands in the rectangle the layout module
# names for it (issue 23; tests/layout_names.jq, the module's table from test_render --print-layout).
add_test(NAME no_screen_at_any_window_or_text_size_has_overlapping_controls_or_cut_text
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/test_layout.sh $<TARGET_FILE:felt> ${CMAKE_SOURCE_DIR})
# 210 headless pictures: about layout, not memory, so the plain build only (the 45-minute budget)
set_tests_properties(no_screen_at_any_window_or_text_size_has_overlapping_controls_or_cut_text
                     PROPERTIES LABELS "game;render;plain_only" TIMEOUT 1800
                     ENVIRONMENT "FELT_LAYOUT_TOOL=$<TARGET_FILE:test_render>")

# The practice screens in German and Spanish (issue 28): translated (each differs from the English
# picture) and free of overlapping controls and cut text at 1280x720 and at 1024x600 with the
# largest text (tests/layout_check.jq). 75 headless pictures: plain build only, as the layout check.
add_test(NAME the_practice_screens_in_german_and_spanish_are_translated_and_nothing_is_cut
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/test_i18n_practice.sh $<TARGET_FILE:felt> ${CMAKE_SOURCE_DIR}
                 ${CMAKE_CURRENT_BINARY_DIR}/i18n_practice_out)
set_tests_properties(the_practice_screens_in_german_and_spanish_are_translated_and_nothing_is_cut
                     PROPERTIES LABELS "game;render;plain_only" TIMEOUT 900)

# Every tournament its own (issue 22 item 5, issue 21 item 3), played under Xvfb: "Replay this
# seed" is the same seed under a new number and history file, continued across a close; "New
# tournament" deals a fresh seed, again with its own number and file.
add_test(NAME replay_this_seed_and_new_tournament_each_get_their_own_number_and_history_file
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/test_game_new_tournament.sh $<TARGET_FILE:felt> $<TARGET_FILE:png_probe>
                 ${CMAKE_SOURCE_DIR})
set_tests_properties(replay_this_seed_and_new_tournament_each_get_their_own_number_and_history_file
                     PROPERTIES LABELS "game;xvfb;plain_only" TIMEOUT 900 RUN_SERIAL TRUE)

# Chips in flight go round the board's cards (src/app/motion.c's routes, no SDL).
add_executable(test_motion ${CMAKE_CURRENT_LIST_DIR}/test_motion.c ${CMAKE_SOURCE_DIR}/src/app/motion.c)
target_compile_options(test_motion PRIVATE ${FELT_STRICT_FLAGS})
target_link_libraries(test_motion PRIVATE felt_session felt_ai felt_engine m)
add_test(NAME chips_in_flight_go_round_the_board_never_over_its_cards
         COMMAND test_motion --only chips_in_flight_go_round_the_board_never_over_its_cards)
set_tests_properties(chips_in_flight_go_round_the_board_never_over_its_cards PROPERTIES LABELS "game")

# What a demanding player saw drawn over itself or left behind at 1280x720 (#21 item 8), by real
# keys under Xvfb with large cards: the board and the pots apart, whole log lines, no "Bet N" after
# the bet came back uncalled, a pushed pot drawn once, no chips over the board.
add_test(NAME large_cards_log_lines_uncalled_bets_and_pushed_pots_are_drawn_once_and_apart
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/test_game_item8.sh $<TARGET_FILE:felt>)
set_tests_properties(large_cards_log_lines_uncalled_bets_and_pushed_pots_are_drawn_once_and_apart
                     PROPERTIES LABELS "game;xvfb" TIMEOUT 300 RUN_SERIAL TRUE)

# Trainees (issue 27): the account's record kept as the first, a trainee's answers, report and
# export, removal asking first, a corrupt roster kept aside.
add_test(NAME a_trainer_adds_a_trainee_whose_answers_are_kept_reported_and_exported
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/test_practice_trainees.sh $<TARGET_FILE:felt> $<TARGET_FILE:png_probe>)
set_tests_properties(a_trainer_adds_a_trainee_whose_answers_are_kept_reported_and_exported
                     PROPERTIES LABELS "game;xvfb" TIMEOUT 600 RUN_SERIAL TRUE)

# A multi-table tournament in the game (#25): a 45-player field played to the end by a scripted
# person through the game's own step; the person is moved, and the finish shown is the engine's.
add_test(NAME a_person_plays_a_45_player_mtt_is_moved_and_the_finish_shown_is_the_engines
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/test_game_mtt.sh $<TARGET_FILE:felt> ${CMAKE_SOURCE_DIR})
set_tests_properties(a_person_plays_a_45_player_mtt_is_moved_and_the_finish_shown_is_the_engines
                     PROPERTIES LABELS "game" TIMEOUT 300)

# A multi-table tournament is autosaved and continued (#25): quit after 20 hands and SIGKILLed at
# random moments, Continue puts the person back at the same table, stacks, level and clock and
# the tournament finishes as the uninterrupted one; corrupt saves are said, moved aside, and a
# .prev used; one hand history per table sat at, each passing hh_check, named on the results.
add_test(NAME an_mtt_is_autosaved_continued_after_quit_kill_and_damage_with_a_history_per_table
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/test_game_mtt_save.sh $<TARGET_FILE:felt> $<TARGET_FILE:hh_check>
                 ${CMAKE_SOURCE_DIR})
set_tests_properties(an_mtt_is_autosaved_continued_after_quit_kill_and_damage_with_a_history_per_table
                     PROPERTIES LABELS "game" TIMEOUT 300)

# The frame benchmark's multi-table form (#25): the person's table while 1,000 tables of 10 play in
# the background, beside a sit-and-go in the same run; checks both figures were printed, not a time.
add_test(NAME bench_frames_mtt_times_the_persons_table_while_1000_tables_play_beside_a_sit_and_go
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/test_bench_frames_mtt.sh $<TARGET_FILE:felt> ${CMAKE_SOURCE_DIR})
set_tests_properties(bench_frames_mtt_times_the_persons_table_while_1000_tables_play_beside_a_sit_and_go
                     PROPERTIES LABELS "bench;slow" TIMEOUT 600)

# Two people in one multi-table tournament (#25, hot-seat): apart and together, the screen at the
# table of whoever acts behind the hand-off, both finishes the engine's, a history per person per
# table, Continue finishing the same, and no frame showing the other person's cards.
add_test(NAME two_people_share_an_mtt_apart_or_together_each_behind_the_hand_off_and_continue_alike
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/test_game_mtt_hotseat.sh $<TARGET_FILE:felt> $<TARGET_FILE:hh_check>
                 ${CMAKE_SOURCE_DIR})
set_tests_properties(two_people_share_an_mtt_apart_or_together_each_behind_the_hand_off_and_continue_alike
                     PROPERTIES LABELS "game" TIMEOUT 900)

# ... and set up by clicks in the real window under Xvfb: 18 entrants, People 2, Deal; each turn
# behind the hand-off with the table dimmed under it, six hand-offs clicked through.
add_test(NAME two_people_set_up_an_mtt_by_clicks_and_pass_the_screen_behind_the_hand_off
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/test_game_mtt_hotseat_keys.sh $<TARGET_FILE:felt>)
set_tests_properties(two_people_set_up_an_mtt_by_clicks_and_pass_the_screen_behind_the_hand_off
                     PROPERTIES LABELS "game;xvfb" TIMEOUT 300 RUN_SERIAL TRUE)

# The same by keys and clicks in the real window under Xvfb: the set-up's Multi-table tournament,
# Deal, the strip on the table, every hand called until out, the results.
add_test(NAME a_person_sets_up_and_plays_an_mtt_by_keys_and_clicks_to_the_results
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/test_game_mtt_keys.sh $<TARGET_FILE:felt>)
set_tests_properties(a_person_sets_up_and_plays_an_mtt_by_keys_and_clicks_to_the_results
                     PROPERTIES LABELS "game;xvfb" TIMEOUT 300 RUN_SERIAL TRUE)
# A 45-player MTT from the set-up to the results in the real window, the person reading their
# cards, the blinds and the buttons off the screen and playing the headless harness's script: the
# same tournament as the harness's (seed 27), their table broken and moved on screen, the final
# table, out in the harness's place, the results' title and the final table's order.
add_test(NAME a_person_plays_a_45_player_mtt_from_the_set_up_through_a_move_and_the_final_table_to_the_results
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/test_game_mtt_playthrough.sh $<TARGET_FILE:felt> ${CMAKE_SOURCE_DIR})
set_tests_properties(a_person_plays_a_45_player_mtt_from_the_set_up_through_a_move_and_the_final_table_to_the_results
                     PROPERTIES LABELS "game;xvfb" TIMEOUT 1200 RUN_SERIAL TRUE)

# A trainee's mixed session (issue 27): thirty drills over seven topics on both tabs of the
# practice menu, answered on the table by drags, clicks, typing and keys, every one graded right;
# every block holds every ticked topic; the record and the exported report hold them.
add_test(NAME a_mixed_session_of_thirty_drills_covers_every_ticked_topic_and_grades_each_way_of_answering
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/test_practice_session.sh $<TARGET_FILE:felt> $<TARGET_FILE:png_probe>)
set_tests_properties(a_mixed_session_of_thirty_drills_covers_every_ticked_topic_and_grades_each_way_of_answering
                     PROPERTIES LABELS "game;xvfb" TIMEOUT 600 RUN_SERIAL TRUE)

# The tournament's news line (src/app/ticker.c, no SDL): which events are news, their words, one
# line at a time on the game clock.
add_executable(test_ticker ${CMAKE_CURRENT_LIST_DIR}/test_ticker.c ${CMAKE_SOURCE_DIR}/src/app/ticker.c
                           ${CMAKE_SOURCE_DIR}/src/app/format.c ${CMAKE_SOURCE_DIR}/src/app/i18n.c)
target_compile_options(test_ticker PRIVATE ${FELT_STRICT_FLAGS})
target_link_libraries(test_ticker PRIVATE felt_tournament felt_ai felt_engine m)
foreach(group ticker_tells_the_news_of_the_field_in_words ticker_shows_one_line_at_a_time_fading_in_and_out
              ticker_full_queue_drops_the_least_news)
  add_test(NAME ${group} COMMAND test_ticker --only ${group})
  set_tests_properties(${group} PROPERTIES LABELS "game")
endforeach()

# The tournament around the person's table (#25): a move out and in, hand-for-hand's wait on the
# news line, the final table's redraw, headless at 1280x720 and 1920x1080 (felt --mtt-show).
add_test(NAME mtt_show_a_move_hand_for_hand_and_the_final_table_redraw_on_screen
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/test_mtt_show.sh $<TARGET_FILE:felt> $<TARGET_FILE:png_probe> ${CMAKE_SOURCE_DIR})
set_tests_properties(mtt_show_a_move_hand_for_hand_and_the_final_table_redraw_on_screen
                     PROPERTIES LABELS "game;render;plain_only" TIMEOUT 600)

# Away until a moment, and a busted person's watch and skip to the final table (#25), headless.
add_test(NAME an_mtt_person_goes_away_until_a_moment_is_called_back_and_once_out_watches_or_skips_to_the_final_table
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/test_game_mtt_away.sh $<TARGET_FILE:felt> $<TARGET_FILE:felt-cli>
                 ${CMAKE_SOURCE_DIR})
set_tests_properties(an_mtt_person_goes_away_until_a_moment_is_called_back_and_once_out_watches_or_skips_to_the_final_table
                     PROPERTIES LABELS "game" TIMEOUT 300)

# The director drills (issue #25): one of each topic answered right and one wrong on the
# multi-table picture under Xvfb (a plate dragged, plates clicked, amounts typed, a seat clicked).
add_test(NAME a_trainee_director_answers_each_move_on_the_multi_table_picture_right_and_wrong
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/test_director_play.sh $<TARGET_FILE:felt> $<TARGET_FILE:png_probe>
                 ${CMAKE_SOURCE_DIR})
set_tests_properties(a_trainee_director_answers_each_move_on_the_multi_table_picture_right_and_wrong
                     PROPERTIES LABELS "game;xvfb" TIMEOUT 600 RUN_SERIAL TRUE)
add_test(NAME the_director_drills_draw_every_table_and_plate_inside_the_picture_and_grade_on_screen
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/test_director_screens.sh $<TARGET_FILE:felt> $<TARGET_FILE:png_probe>
                 ${CMAKE_SOURCE_DIR})
set_tests_properties(the_director_drills_draw_every_table_and_plate_inside_the_picture_and_grade_on_screen
                     PROPERTIES LABELS "game;render;slow" TIMEOUT 300)
