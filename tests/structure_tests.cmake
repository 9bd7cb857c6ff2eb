# structure_tests.cmake — tests of the tournament-structure loader (src/engine/structure.c,
# jsonloc.c): test_structure.c with the tests/bad_levels/ fixtures, and `felt-cli check` on the
# shipped levels/. Included from tests/CMakeLists.txt; defines no other targets.

add_executable(test_structure ${CMAKE_CURRENT_LIST_DIR}/test_structure.c)
target_compile_options(test_structure PRIVATE ${FELT_STRICT_FLAGS})
target_compile_definitions(test_structure PRIVATE FELT_SOURCE_DIR="${CMAKE_SOURCE_DIR}")
target_link_libraries(test_structure PRIVATE felt_engine)

# felt_structure_test(<sentence_name> <group> <labels> <timeout seconds>)
function(felt_structure_test name group labels timeout)
  add_test(NAME ${name} COMMAND test_structure --only ${group})
  set_tests_properties(${name} PROPERTIES LABELS "${labels}" TIMEOUT ${timeout})
endfunction()

felt_structure_test(shipped_structures_load_with_the_figures_of_their_source_documents shipped unit 60)
felt_structure_test(the_built_in_default_equals_levels_turbo_json           default_is_turbo    unit 60)
felt_structure_test(level_numbers_payout_tiers_and_smallest_chips_follow_the_levels helpers     unit 60)
felt_structure_test(money_and_percentages_are_read_exactly_from_the_text    money               unit 60)
felt_structure_test(every_bad_fixture_gives_its_exact_file_line_path_and_value bad_fixtures     unit 60)
felt_structure_test(wrong_types_nulls_huge_numbers_and_deep_nesting_give_exact_messages bad_values unit 60)
felt_structure_test(syntax_errors_give_the_line_and_column                  syntax              unit 60)
felt_structure_test(jsonloc_finds_the_line_of_nested_paths_and_repeated_keys jsonloc            unit 60)
felt_structure_test(a_failed_load_leaves_the_output_untouched_and_names_the_file untouched_and_files unit 60)
felt_structure_test(mutated_structure_files_never_crash_the_loader          mutations           "unit;property" 300)

# felt-cli check: exit 0 and one "ok" line per shipped file; a bad file gives its message and
# exit 1; no file is a usage error (2).
set(_felt_levels ${CMAKE_SOURCE_DIR}/levels)
add_test(NAME felt_cli_check_passes_every_shipped_structure
    COMMAND sh -c "out=$(\"$0\" check \"$@\") || exit 1; echo \"$out\"; test $(echo \"$out\" | grep -c ': ok (') -eq 4"
            $<TARGET_FILE:felt-cli> ${_felt_levels}/charity.json ${_felt_levels}/club.json
            ${_felt_levels}/home.json ${_felt_levels}/turbo.json)
add_test(NAME felt_cli_check_prints_file_line_path_and_value_of_a_bad_structure
    COMMAND sh -c "out=$(\"$0\" check \"$1\" \"$2\" 2>&1); rc=$?; echo \"$out\"; test $rc -eq 1 && echo \"$out\" | grep -qF 'turbo.json: ok (' && echo \"$out\" | grep -qF 'big_blind_below_small_blind.json:16: levels[4].big_blind: expected an integer >= small_blind (200), got 150'"
            $<TARGET_FILE:felt-cli> ${_felt_levels}/turbo.json
            ${CMAKE_CURRENT_LIST_DIR}/bad_levels/big_blind_below_small_blind.json)
add_test(NAME felt_cli_check_without_a_file_is_a_usage_error
    COMMAND sh -c "\"$0\" check; test $? -eq 2 && \"$0\" check --help | grep -q 'usage: felt-cli check'"
            $<TARGET_FILE:felt-cli>)
set_tests_properties(felt_cli_check_passes_every_shipped_structure
    felt_cli_check_prints_file_line_path_and_value_of_a_bad_structure
    felt_cli_check_without_a_file_is_a_usage_error
    PROPERTIES LABELS "cli;unit" TIMEOUT 30)


# The one validating reader under every JSON loader (src/engine/jsonv.c).
add_executable(test_jsonv ${CMAKE_CURRENT_LIST_DIR}/test_jsonv.c)
target_compile_options(test_jsonv PRIVATE ${FELT_STRICT_FLAGS})
target_link_libraries(test_jsonv PRIVATE felt_engine)
foreach(_g integers money_strings_bools_enums keys_paths_and_syntax scenario_messages keep_going message_words)
  add_test(NAME jsonv_${_g}_give_file_line_path_and_the_value_as_written COMMAND test_jsonv --only ${_g})
  set_tests_properties(jsonv_${_g}_give_file_line_path_and_the_value_as_written PROPERTIES LABELS unit TIMEOUT 60)
endforeach()
