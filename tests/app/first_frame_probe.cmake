# SPDX-License-Identifier: GPL-3.0-or-later
# The startup benchmark's probe (kotatsu --quit-at-first-frame --settle-ms): the launcher, a
# table opened from the command line and the minimal reference window each say when their
# first frame is drawn and then their peak memory, and quit by themselves.
# cmake -DAPP=<kotatsu> -DDATA_DIR=<data> -DWORK_DIR=<scratch folder> -P first_frame_probe.cmake
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
set(ENV{QT_QPA_PLATFORM} offscreen)
set(ENV{KOTATSU_DATA_DIR} "${DATA_DIR}")
set(ENV{KOTATSU_USER_DATA_DIR} "${WORK_DIR}")
set(ENV{KOTATSU_SAVE_DIR} "${WORK_DIR}/saves")
set(ENV{XDG_CONFIG_HOME} "${WORK_DIR}/config")
foreach(case "launcher" "table" "reference")
    set(args --quit-at-first-frame --settle-ms 200 --window-size 1024x640)
    if(case STREQUAL "table")
        list(APPEND args --language ja --game tokaido_duo --seed 1)
    elseif(case STREQUAL "reference")
        list(APPEND args --reference-window)
    endif()
    execute_process(COMMAND "${APP}" ${args}
                    OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc TIMEOUT 120)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "${case}: exit code ${rc}\n${out}\n${err}")
    endif()
    if(NOT out MATCHES "first-frame\ncpu-ms [0-9.]+\npeak-rss-kib ([0-9]+)\n")
        message(FATAL_ERROR "${case}: no first frame and peak memory on stdout:\n${out}\n${err}")
    endif()
    if(CMAKE_MATCH_1 LESS 1000)
        message(FATAL_ERROR "${case}: a peak of ${CMAKE_MATCH_1} KiB cannot be the process's")
    endif()
    message(STATUS "${case}: peak ${CMAKE_MATCH_1} KiB")
endforeach()
