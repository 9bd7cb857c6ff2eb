# dist_tests.cmake — what a packager checks: the licence named by both binaries' --version.
# Included from tests/CMakeLists.txt.

# --version names the version, the copyright holder and the licence's SPDX identifier.
foreach(prog felt felt-cli)
  add_test(NAME ${prog}_version_names_the_copyright_and_the_mit_licence
    COMMAND sh -c "out=$(\"$0\" --version) || exit 1; echo \"$out\";
                   echo \"$out\" | grep -q \"^$1 [0-9][0-9.]*\$\" &&
                   echo \"$out\" | grep -q '^Copyright (c) 2026 The Felt authors\$' &&
                   echo \"$out\" | grep -q 'SPDX-License-Identifier: MIT'"
            $<TARGET_FILE:${prog}> ${prog})
  set_tests_properties(${prog}_version_names_the_copyright_and_the_mit_licence PROPERTIES
                       LABELS "unit" TIMEOUT 30
                       ENVIRONMENT "SDL_VIDEODRIVER=dummy;SDL_AUDIODRIVER=dummy")
endforeach()

