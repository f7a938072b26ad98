# SPDX-License-Identifier: GPL-3.0-or-later
# ctest tst_catalogs_current: every translatable string in the sources is in every catalog.
# 1. Every file under app/ and qml/ (tests aside; in core/, a QT_TRANSLATE_NOOP) that marks a string (tr(), qsTr(),
#    qsTranslate(), QT_TR_NOOP, QT_TRANSLATE_NOOP...) is one of the translated sources that
#    update_translations reads (translations/CMakeLists.txt builds that list from the targets),
#    so that no folder's messages are left out of the catalogs.
# 2. lupdate on copies of the catalogs, over those files found on disk and the translated
#    sources: a string the sources have and a catalog lacks comes back as a new unfinished entry
#    (e.g. after moving qsTr() calls to another QML file, whose name is the translation
#    context). kotatsu_en.ts is checked the same way with -pluralonly (its %n messages).
# Fix: cmake --build build --target update_translations, then translate the new entries.
# -D LUPDATE=... -D SOURCES_FILE=... -D TS_FILES="a.ts;b.ts" -D EN_TS=... -D SOURCE_DIR=...
#    -D WORK_DIR=...
file(STRINGS ${SOURCES_FILE} sources)
file(MAKE_DIRECTORY ${WORK_DIR})
set(problems "")

set(on_disk "")
file(GLOB_RECURSE candidates ${SOURCE_DIR}/app/*.cpp ${SOURCE_DIR}/app/*.h
     ${SOURCE_DIR}/qml/*.qml ${SOURCE_DIR}/qml/*.js ${SOURCE_DIR}/core/*.cpp ${SOURCE_DIR}/core/*.h)
set(marker "(^|[^A-Za-z0-9_])(tr|qsTr|qsTranslate|qsTrId|translate|QT_TR_NOOP|QT_TR_N_NOOP|QT_TRANSLATE_NOOP|QT_TRANSLATE_NOOP3|QT_TRANSLATE_N_NOOP)[ \t]*\\(")
foreach(file IN LISTS candidates)
    file(RELATIVE_PATH relative ${SOURCE_DIR} ${file})
    if(relative MATCHES "(^|/)tests/" OR relative MATCHES "translate_noop\\.h$")
        continue()
    endif()
    if(relative MATCHES "^core/")
        # core has no Qt: only its QT_TRANSLATE_NOOP marks are read.
        file(STRINGS ${file} marked REGEX "QT_TRANSLATE_NOOP" LIMIT_COUNT 1)
    else()
        file(STRINGS ${file} marked REGEX "${marker}" LIMIT_COUNT 1)
    endif()
    if(NOT marked)
        continue()
    endif()
    list(APPEND on_disk ${file})
    list(FIND sources ${file} listed)
    if(listed EQUAL -1)
        list(APPEND problems "${relative} has translatable strings but is in no target's sources that update_translations reads")
    endif()
endforeach()
set(all_sources ${sources} ${on_disk})
list(REMOVE_DUPLICATES all_sources)

function(check_catalog ts options)
    get_filename_component(name ${ts} NAME)
    configure_file(${ts} ${WORK_DIR}/${name} COPYONLY)
    execute_process(COMMAND ${LUPDATE} -silent -no-obsolete -locations none ${options}
                            ${all_sources} -ts ${WORK_DIR}/${name}
                    RESULT_VARIABLE result OUTPUT_QUIET ERROR_QUIET)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "lupdate failed on ${name}")
    endif()
    file(STRINGS ${WORK_DIR}/${name} lines ENCODING UTF-8)
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
        set(problems ${problems} "${name}: ${count} string(s) missing or unfinished: ${missing}"
            PARENT_SCOPE)
    endif()
endfunction()

foreach(ts IN LISTS TS_FILES)
    check_catalog(${ts} "")
endforeach()
if(EN_TS)
    check_catalog(${EN_TS} "-pluralonly")
endif()
if(problems)
    list(JOIN problems "\n" problems)
    message(FATAL_ERROR "${problems}\nRun: cmake --build build --target update_translations, "
                        "then translate the new entries.")
endif()
message(STATUS "every catalog holds every string of the sources")
