# SPDX-License-Identifier: GPL-3.0-or-later
# A game is its three folders: core/games/<id>/ (rules), data/games/<id>/ (data, found at run
# time) and qml/games/<Id>/ (its table). Each code folder has a CMakeLists.txt that calls one
# of these; the shared CMake files find them by globbing, so adding a game edits none of them.

# In core/games/<id>/CMakeLists.txt: the rules engine's sources (added to kotatsu_core), its
# Qt Test scenario tests (each a ctest labelled "rules") and, optionally, its yardstick: the
# hand-written simulator <id>_yardstick.cpp (built as <id>-yardstick) next to its test
# tst_<id>_yardstick.cpp (docs/yardstick.md); tests/yardstick builds them.
function(kotatsu_game_rules)
    cmake_parse_arguments(G "" "YARDSTICK" "SOURCES;TESTS" ${ARGN})
    set(target kotatsu_core)
    if(KOTATSU_GAME_RULES_TARGET)
        set(target ${KOTATSU_GAME_RULES_TARGET})
    endif()
    set(prefix KOTATSU_GAME)
    if(KOTATSU_GAME_PROPERTY)
        set(prefix ${KOTATSU_GAME_PROPERTY})
    endif()
    target_sources(${target} PRIVATE ${G_SOURCES})
    foreach(test IN LISTS G_TESTS)
        get_filename_component(path ${test} ABSOLUTE)
        set_property(GLOBAL APPEND PROPERTY ${prefix}_RULES_TESTS ${path})
    endforeach()
    if(G_YARDSTICK)
        get_filename_component(path ${G_YARDSTICK} ABSOLUTE)
        set_property(GLOBAL APPEND PROPERTY ${prefix}_YARDSTICKS ${path})
    endif()
endfunction()

# In qml/games/<Id>/CMakeLists.txt: the table's QML files (added to the Kotatsu QML module)
# and its Qt Quick tests (each a ctest labelled "qml").
function(kotatsu_game_views)
    cmake_parse_arguments(G "" "" "QML;TESTS" ${ARGN})
    set(prefix KOTATSU_GAME)
    if(KOTATSU_GAME_PROPERTY)
        set(prefix ${KOTATSU_GAME_PROPERTY})
    endif()
    set(root ${PROJECT_SOURCE_DIR})
    if(KOTATSU_GAME_ROOT)
        set(root ${KOTATSU_GAME_ROOT})
    endif()
    foreach(file IN LISTS G_QML)
        get_filename_component(path ${file} ABSOLUTE)
        file(RELATIVE_PATH relative ${root}/qml ${path})
        set_property(GLOBAL APPEND PROPERTY ${prefix}_QML_FILES ${relative})
    endforeach()
    foreach(test IN LISTS G_TESTS)
        get_filename_component(path ${test} ABSOLUTE)
        set_property(GLOBAL APPEND PROPERTY ${prefix}_QML_TESTS ${path})
    endforeach()
endfunction()

# Adds every <parent>/*/CMakeLists.txt below the current source directory.
macro(kotatsu_add_game_folders parent)
    file(GLOB _kotatsu_game_lists CONFIGURE_DEPENDS
         ${CMAKE_CURRENT_SOURCE_DIR}/${parent}/*/CMakeLists.txt)
    list(SORT _kotatsu_game_lists)
    foreach(_list IN LISTS _kotatsu_game_lists)
        get_filename_component(_dir ${_list} DIRECTORY)
        add_subdirectory(${_dir})
    endforeach()
endmacro()
