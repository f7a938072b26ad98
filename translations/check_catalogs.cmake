# SPDX-License-Identifier: GPL-3.0-or-later
# ctest tst_catalogs_current: every translatable string in the sources is in every catalog.
# Runs lupdate on copies of the catalogs; a string the sources have and a catalog lacks comes
# back as a new unfinished entry (e.g. after moving qsTr() calls to another QML file, whose
# name is the translation context). Fix: cmake --build build --target update_translations,
# then translate the new entries.
# -D LUPDATE=... -D SOURCES_FILE=... -D TS_FILES="a.ts;b.ts" -D WORK_DIR=...
file(STRINGS ${SOURCES_FILE} sources)
file(MAKE_DIRECTORY ${WORK_DIR})
set(problems "")
foreach(ts IN LISTS TS_FILES)
    get_filename_component(name ${ts} NAME)
    configure_file(${ts} ${WORK_DIR}/${name} COPYONLY)
    execute_process(COMMAND ${LUPDATE} -silent -no-obsolete -locations none ${sources}
                            -ts ${WORK_DIR}/${name}
                    RESULT_VARIABLE result OUTPUT_QUIET ERROR_QUIET)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "lupdate failed on ${name}")
    endif()
    file(STRINGS ${WORK_DIR}/${name} lines)
    set(count 0)
    set(missing "")
    set(last_source "")
    foreach(line IN LISTS lines)
        if(line MATCHES "<source>(.*)</source>")
            set(last_source "${CMAKE_MATCH_1}")
        elseif(line MATCHES "type=\"unfinished\"")
            math(EXPR count "${count} + 1")
            list(APPEND missing "“${last_source}”")
        endif()
    endforeach()
    if(count GREATER 0)
        list(JOIN missing ", " missing)
        list(APPEND problems "${name}: ${count} string(s) missing or unfinished: ${missing}")
    endif()
endforeach()
if(problems)
    message(FATAL_ERROR "${problems}\nRun: cmake --build build --target update_translations, "
                        "then translate the new entries.")
endif()
message(STATUS "every catalog holds every string of the sources")
