# SPDX-License-Identifier: GPL-3.0-or-later
# The fifth game's footprint (tests/fifth_game/CMakeLists.txt): this folder holds only each
# game's three folders (core/games/<id>, data/games/<id>, qml/games/<Id>) and registry.txt,
# registry.txt is the #include and the one registry line of each game, and no file of the
# shipped tree names a fifth game's id: the shared code found it by itself. -DSOURCE (the
# source tree).
set(root ${SOURCE}/tests/fifth_game)
set(problems "")
file(GLOB ids LIST_DIRECTORIES true RELATIVE ${root}/data/games ${root}/data/games/*)
if(NOT ids)
    message(FATAL_ERROR "no game in ${root}/data/games")
endif()
set(allowed CMakeLists.txt registry.txt play_cli.cmake check_footprint.cmake README.md)
set(registry_text "")
set(patterns "")
foreach(id IN LISTS ids)
    # PascalCase: tokaido_duo -> TokaidoDuo
    string(REPLACE "_" ";" words ${id})
    set(pascal "")
    foreach(word IN LISTS words)
        string(SUBSTRING ${word} 0 1 first)
        string(SUBSTRING ${word} 1 -1 rest)
        string(TOUPPER ${first} first)
        string(APPEND pascal ${first}${rest})
    endforeach()
    list(APPEND allowed core/games/${id} data/games/${id} qml/games/${pascal})
    string(APPEND registry_text "#include \"games/${id}/${id}_definition.h\"\n"
           "    registry.add(\"${id}\", &${id}::${pascal}Definition::build, &${id}::schema);\n")
    # The id as code names it: quoted or in a path ("pebbles", games/pebbles/), a namespace
    # (pebbles::) or a type or file (PebblesTable, Pebbles/); not the English word in prose.
    list(APPEND patterns "[\"'/]${id}[\"'/._]|${id}::|${pascal}[A-Z/]")
endforeach()
file(GLOB_RECURSE files RELATIVE ${root} ${root}/*)
foreach(file IN LISTS files)
    set(ok FALSE)
    foreach(prefix IN LISTS allowed)
        if(file STREQUAL prefix OR file MATCHES "^${prefix}/")
            set(ok TRUE)
        endif()
    endforeach()
    if(NOT ok)
        string(APPEND problems "\n  tests/fifth_game/${file} lies outside a game's three folders")
    endif()
endforeach()
file(READ ${root}/registry.txt registry)
if(NOT registry STREQUAL registry_text)
    string(APPEND problems "\n  registry.txt is not the #include and the registry line of each "
                           "game, as docs/adding-a-game.md writes them:\n${registry}")
endif()
foreach(id pattern IN ZIP_LISTS ids patterns)
    execute_process(
        COMMAND grep -r -l -E -I --exclude-dir=.git --exclude-dir=fifth_game --exclude-dir=build
                "${pattern}" ${SOURCE}/core ${SOURCE}/app ${SOURCE}/qml ${SOURCE}/data ${SOURCE}/cmake
                ${SOURCE}/translations ${SOURCE}/packaging ${SOURCE}/tests ${SOURCE}/CMakeLists.txt
        OUTPUT_VARIABLE named RESULT_VARIABLE rc)
    if(rc GREATER 1)
        message(FATAL_ERROR "grep failed (${rc})")
    endif()
    if(named)
        string(APPEND problems "\n  these shipped files name the fifth game '${id}':\n${named}")
    endif()
endforeach()
if(problems)
    message(FATAL_ERROR "the fifth game is more than its folders and one registry line:${problems}")
endif()
message(STATUS "fifth game(s) ${ids}: their folders and registry lines only")
