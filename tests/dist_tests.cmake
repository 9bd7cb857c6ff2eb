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

# Installed as distributions expect: into a staging prefix (DESTDIR under the build tree), the
# desktop entry and the AppStream metainfo pass their validators (the id reverse DNS under a real
# top-level domain, which appstreamcli notes otherwise), the icons are there at every
# hicolor size and scalable, the manual pages in man6, the docs (with the rule book) in the
# documentation directory and not in share/felt, one desktop entry, and the installed binaries run.
find_program(FELT_DESKTOP_VALIDATE desktop-file-validate)
find_program(FELT_APPSTREAMCLI appstreamcli)
add_test(NAME install_into_a_staging_prefix_passes_the_desktop_and_appstream_validators
  COMMAND sh -c "set -e; stage=\"$2/stage\"; rm -rf \"$stage\";
                 DESTDIR=\"$stage\" \"$0\" --install \"$2\" --prefix /usr >/dev/null;
                 p=\"$stage/usr\";
                 test -x \"$3\" || { echo 'desktop-file-validate is missing (desktop-file-utils)'; exit 1; };
                 test -x \"$4\" || { echo 'appstreamcli is missing (appstream)'; exit 1; };
                 n=$(find \"$p\" -name '*.desktop' | wc -l); test \"$n\" -eq 1 || { echo \"$n desktop entries\"; exit 1; };
                 \"$3\" \"$p/share/applications/felt.desktop\";
                 v=$(\"$4\" validate --pedantic --no-net \"$p/share/metainfo/$1.metainfo.xml\") || { echo \"$v\"; exit 1; };
                 if echo \"$v\" | grep -q 'cid-maybe-not-rdns'; then echo \"the id is not reverse DNS: $v\"; exit 1; fi;
                 for sz in 16 22 24 32 48 64 128 256 512; do
                   f=\"$p/share/icons/hicolor/\"$sz'x'$sz\"/apps/felt.png\"; test -s \"$f\" || { echo \"no $f\"; exit 1; }; done;
                 grep -q '<svg' \"$p/share/icons/hicolor/scalable/apps/felt.svg\";
                 for m in felt felt-cli; do test -s \"$p/share/man/man6/$m.6\" || { echo \"no man page $m.6\"; exit 1; };
                   ! grep -n '@[A-Z_]*@' \"$p/share/man/man6/$m.6\"; done;
                 test -s \"$p/share/doc/felt/rules.md\" && test -s \"$p/share/doc/felt/LICENSE\";
                 test -s \"$p/share/locale/de/LC_MESSAGES/felt.mo\" || { echo 'no German catalogue'; exit 1; };
                 test ! -e \"$p/share/felt/docs\" || { echo 'docs under share/felt'; exit 1; };
                 \"$p/bin/felt-cli\" --version | grep -q 'SPDX-License-Identifier: MIT';
                 SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy \"$p/bin/felt\" --version | grep -q 'SPDX-License-Identifier: MIT';
                 \"$p/bin/felt-cli\" check \"$p/share/felt/levels/\"*.json >/dev/null"
          ${CMAKE_COMMAND} ${FELT_APP_ID} ${CMAKE_BINARY_DIR} ${FELT_DESKTOP_VALIDATE} ${FELT_APPSTREAMCLI})
set_tests_properties(install_into_a_staging_prefix_passes_the_desktop_and_appstream_validators PROPERTIES
                     LABELS "install" TIMEOUT 120)

# Fonts through fontconfig: a missing DejaVu Sans is said on screen and the game goes on.
add_test(NAME a_missing_font_is_said_on_screen_and_fontconfig_finds_a_stand_in
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/test_fonts.sh $<TARGET_FILE:felt> $<TARGET_FILE:png_probe>
                 ${CMAKE_CURRENT_BINARY_DIR}/fonts_out)
set_tests_properties(a_missing_font_is_said_on_screen_and_fontconfig_finds_a_stand_in PROPERTIES
                     LABELS "game" TIMEOUT 120)

# Translations: gettext's catalogues compiled and used by the start screen, English otherwise.
add_test(NAME the_start_screen_follows_the_locale_through_gettext_and_falls_back_to_english
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/test_i18n.sh $<TARGET_FILE:felt> ${CMAKE_SOURCE_DIR} ${CMAKE_BINARY_DIR}
                 ${CMAKE_CURRENT_BINARY_DIR}/i18n_out)
set_tests_properties(the_start_screen_follows_the_locale_through_gettext_and_falls_back_to_english PROPERTIES
                     LABELS "game" TIMEOUT 120)
# Every screen in German and Spanish (the Language setting) keeps the layout check at 1280x720 and
# 1024x600: nothing cut, nothing overlapping; the translated screens differ from the English ones.
add_test(NAME every_screen_in_german_and_spanish_has_no_cut_text_or_overlapping_controls
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/test_i18n_layout.sh $<TARGET_FILE:felt> ${CMAKE_SOURCE_DIR})
set_tests_properties(every_screen_in_german_and_spanish_has_no_cut_text_or_overlapping_controls PROPERTIES
                     LABELS "game;render;plain_only" TIMEOUT 900)
