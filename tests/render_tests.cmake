# render_tests.cmake — the render toolkit (src/render/): test_render.c draws headless (software
# renderer into surfaces at 1280x720 and 2560x1440) and checks real pixels; the gallery test saves
# its PNGs into a fresh temporary directory, removed when it passes and named when it fails.
# `test_render --bench` is the frame-time benchmark (not a test). Included from tests/CMakeLists.txt.

add_executable(test_render ${CMAKE_CURRENT_LIST_DIR}/test_render.c)
target_compile_options(test_render PRIVATE ${FELT_STRICT_FLAGS})
target_compile_definitions(test_render PRIVATE FELT_SOURCE_DIR="${CMAKE_SOURCE_DIR}")
target_link_libraries(test_render PRIVATE felt_render m)

function(felt_render_test name group)
  add_test(NAME ${name} COMMAND test_render --only ${group})
  set_tests_properties(${name} PROPERTIES LABELS "render;unit" TIMEOUT 120
    ENVIRONMENT "SDL_VIDEODRIVER=dummy;SDL_AUDIODRIVER=dummy;SDL_RENDER_DRIVER=software")
endfunction()

add_test(NAME the_render_gallery_draws_every_card_chip_plate_and_widget_at_both_scales
  COMMAND sh -c "d=$(mktemp -d) || exit 1; \"$0\" --out \"$d\" --only gallery_pngs; rc=$?; if [ $rc -eq 0 ]; then rm -rf \"$d\"; else echo \"gallery PNGs kept in $d\"; fi; exit $rc"
          $<TARGET_FILE:test_render>)
set_tests_properties(the_render_gallery_draws_every_card_chip_plate_and_widget_at_both_scales
  PROPERTIES LABELS "render;unit" TIMEOUT 180
  ENVIRONMENT "SDL_VIDEODRIVER=dummy;SDL_AUDIODRIVER=dummy;SDL_RENDER_DRIVER=software")
felt_render_test(the_table_has_green_felt_a_leather_rail_and_a_gold_pinline table_colours)
felt_render_test(card_faces_are_white_with_red_black_blue_and_green_pips_in_place card_pixels)
felt_render_test(shape_edges_are_anti_aliased_and_straight_edges_are_sharp antialiasing)
felt_render_test(labels_names_and_stacks_draw_text_inside_their_boxes text_in_boxes)
felt_render_test(plates_markers_and_buttons_show_their_states states)
felt_render_test(amounts_break_into_the_fewest_chips_in_play chip_breakdown)
felt_render_test(chip_pile_labels_use_the_app_number_formatter chip_labels)
felt_render_test(synthesised_sounds_have_their_length_band_and_variation sounds)
felt_render_test(the_theme_file_matches_the_default_and_bad_fields_are_named theme)
felt_render_test(mutated_theme_files_never_crash_the_loader theme_mutations)
set_tests_properties(mutated_theme_files_never_crash_the_loader PROPERTIES LABELS "render;property")
felt_render_test(window_points_map_to_logical_units_at_any_scale_and_letterbox coordinates)
felt_render_test(no_pot_stands_on_a_seats_chips_cards_plate_or_line_at_any_table_size pot_row)
felt_render_test(a_keyboard_tooltip_stands_beside_its_control_clear_of_the_others tooltip_place)
felt_render_test(a_decimal_field_types_the_languages_mark_once decimal_field)
felt_render_test(two_controls_never_share_an_id_even_where_their_names_hashes_meet ui_ids)
felt_render_test(a_missing_font_is_named_and_text_caches_stay_bounded fonts_and_cache)
